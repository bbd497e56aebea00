"""Where LibreOffice is installed: ``soffice`` on the PATH (Debian: a link into
``/usr/lib/libreoffice``), ``/opt/libreoffice*``, ``C:\\Program Files\\LibreOffice``,
``/Applications/LibreOffice.app``; ``XLT_SOFFICE`` (a path; one that does not exist: "no
LibreOffice") overrides the search. Used by the headless office (:mod:`.office`) and by the
type library's build (:mod:`.build`)."""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

_WINDOWS = sys.platform.startswith("win")
_MAC = sys.platform == "darwin"


def _candidates() -> list[Path]:
    """Where to look for soffice: ``XLT_SOFFICE`` alone when set; else the PATH, then where
    the installers put it (Windows, macOS, The Document Foundation's Linux packages in /opt)."""
    env = os.environ.get("XLT_SOFFICE")
    if env:
        return [Path(env)]
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
