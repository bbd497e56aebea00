"""Where LibreOffice is installed and which one it is.

Searched: ``soffice`` on the PATH (Debian: a link into ``/usr/lib/libreoffice``),
``/opt/libreoffice*``, ``C:\\Program Files\\LibreOffice``, ``/Applications/LibreOffice.app``.
Two variables override the search:

* ``XLT_SOFFICE``: the ``soffice`` to use (a path; one that does not exist: "no LibreOffice");
* ``XLT_LIBREOFFICE``: the folder of a LibreOffice unpacked apart from the system's, e.g.
  Debian's packages unpacked with ``dpkg -x`` (``.ci/libreoffice-apart`` does it for Debian
  12's 7.4) or The Document Foundation's archive unpacked: its ``soffice``, its ``unopkg``
  beside it, its ``uno`` module for the Python that drives it, and the library and Python
  paths its programs need (:func:`environment`).

Used by the headless office (:mod:`.office`), the type library's build (:mod:`.build`) and
the tests (:func:`version`: what a LibreOffice writes or binds depends on it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from functools import lru_cache
from pathlib import Path

_WINDOWS = sys.platform.startswith("win")
_MAC = sys.platform == "darwin"


def apart() -> Path | None:
    """The folder ``XLT_LIBREOFFICE`` names (a LibreOffice unpacked apart), or ``None``."""
    env = os.environ.get("XLT_LIBREOFFICE")
    return Path(env) if env else None


def _candidates() -> list[Path]:
    """Where to look for soffice: ``XLT_SOFFICE`` alone when set; then an unpacked LibreOffice's
    program folder (``XLT_LIBREOFFICE``) alone when set; else the PATH, then where the
    installers put it (Windows, macOS, The Document Foundation's Linux packages in /opt)."""
    env = os.environ.get("XLT_SOFFICE")
    if env:
        return [Path(env)]
    home = apart()
    if home is not None:
        exe = "soffice.exe" if _WINDOWS else "soffice"
        return [home / "program" / exe, home / "usr" / "lib" / "libreoffice" / "program" / exe,
                *sorted(home.glob(f"opt/libreoffice*/program/{exe}"), reverse=True),
                home / "Contents" / "MacOS" / exe]
    out = []
    for name in ("soffice", "libreoffice"):
        found = shutil.which(name)
        if found:
            out.append(Path(found))
    if _WINDOWS:
        for base in (os.environ.get("PROGRAMFILES", r"C:\Program Files"),
                     os.environ.get("PROGRAMFILES(X86)", r"C:\Program Files (x86)")):
            out.append(Path(base) / "LibreOffice" / "program" / "soffice.exe")
    elif _MAC:
        out.append(Path("/Applications/LibreOffice.app/Contents/MacOS/soffice"))
    else:
        out += sorted(Path("/opt").glob("libreoffice*/program/soffice"), reverse=True)
    return out


def find_soffice() -> Path | None:
    """LibreOffice's ``soffice`` (the program itself, links resolved), or ``None``."""
    for p in _candidates():
        if p.exists():
            real = Path(os.path.realpath(p))
            # Debian's /usr/bin/soffice is a link to /usr/lib/libreoffice/program/soffice
            return real
    return None


def program_dir() -> Path | None:
    """LibreOffice's ``program`` folder (macOS: ``Contents/MacOS``)."""
    s = find_soffice()
    return s.parent if s else None


def environment() -> dict[str, str]:
    """The variables the programs of an unpacked LibreOffice (``XLT_LIBREOFFICE``) need beside
    ours: ``LD_LIBRARY_PATH`` with its program folder first (its own UNO libraries, not the
    system's LibreOffice's) and its private library folders (Debian's ``usr/lib/<triplet>``),
    and ``PYTHONPATH`` with the program folder (its ``uno`` module). Empty for an installed
    LibreOffice."""
    home, prog = apart(), program_dir()
    if home is None or prog is None:
        return {}
    libs = [str(prog)] + [str(d) for d in sorted(home.glob("usr/lib/*-linux-gnu*")) if d.is_dir()]
    if os.environ.get("LD_LIBRARY_PATH"):
        libs.append(os.environ["LD_LIBRARY_PATH"])
    return {"LD_LIBRARY_PATH": os.pathsep.join(libs), "PYTHONPATH": str(prog)}


_VERSION = re.compile(r"LibreOffice\s+(\d+(?:\.\d+)+)")


def version() -> tuple[int, ...] | None:
    """The version of the LibreOffice :func:`find_soffice` finds, e.g. ``(25, 2, 3, 2)`` or
    ``(7, 4, 7, 2)``; ``None`` without one, or when it cannot be told. From ``soffice
    --version`` (``LibreOffice 25.2.3.2 520(Build:2)``); where that prints nothing (Windows'
    soffice.exe), from the ``ooSetupVersionAboutBox`` its ``main.xcd`` configuration holds."""
    s = find_soffice()
    return None if s is None else _version_of(str(s), tuple(sorted(environment().items())))


@lru_cache(maxsize=8)
def _version_of(soffice: str, extra_env: tuple[tuple[str, str], ...]) -> tuple[int, ...] | None:
    env = dict(os.environ, **dict(extra_env))
    try:
        out = subprocess.run([soffice, "--version"], capture_output=True, text=True, timeout=120, env=env,
                             stdin=subprocess.DEVNULL).stdout
    except (OSError, subprocess.SubprocessError):
        out = ""
    m = _VERSION.search(out)
    if m:
        return tuple(int(x) for x in m.group(1).split("."))
    prog = Path(soffice).parent
    for xcd in (prog.parent / "share" / "registry" / "main.xcd", prog.parent / "Resources" / "registry" / "main.xcd"):
        try:
            text = xcd.read_text(encoding="utf-8", errors="replace")
        except OSError:
            continue
        m = re.search(r'oor:name="ooSetupVersionAboutBox"[^>]*>\s*<value>(\d+(?:\.\d+)+)</value>', text)
        if m:
            return tuple(int(x) for x in m.group(1).split("."))
    return None
