"""A headless LibreOffice with the extension, driven from our Python (which has no ``uno``).

:class:`Office` starts ``soffice --headless`` on a private temporary profile, installs the
extension there (``unopkg``), and talks to it through :mod:`.driver`, run by a Python that
has ``uno`` (LibreOffice's own on Windows and macOS, ``python3-uno`` on Linux). One office
serves any number of documents; :meth:`Office.stop` ends it and removes the profile. Used
by ``xl-tiebreaks compute --engine libreoffice`` and by the tests.

Found where LibreOffice installs itself: ``soffice`` on the PATH (Debian: a link into ``/usr/lib/libreoffice``),
``/opt/libreoffice*``, ``C:\\Program Files\\LibreOffice``, ``/Applications/LibreOffice.app``;
``XLT_SOFFICE`` (a path; one that does not exist: "no LibreOffice"), ``XLT_LIBREOFFICE`` (a
LibreOffice unpacked apart: :mod:`.locate`) and ``XLT_UNO_PYTHON`` override the search.
"""

from __future__ import annotations

import json
import numbers
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from .locate import _WINDOWS, apart, environment, find_soffice, program_dir  # noqa: F401 - where LibreOffice is

DRIVER = Path(__file__).resolve().with_name("driver.py")


def find_unopkg() -> Path | None:
    d = program_dir()
    if d is None:
        return None
    for name in ("unopkg.com", "unopkg.exe") if _WINDOWS else ("unopkg",):
        if (d / name).exists():
            return d / name
    return None


def _has_uno(python: str) -> bool:
    env = _clean_env()
    try:
        proc = subprocess.run([python, "-c", "import uno, unohelper"], capture_output=True, timeout=60, env=env)
    except (OSError, subprocess.SubprocessError):
        return False
    return proc.returncode == 0


@lru_cache(maxsize=1)
def find_uno_python() -> str | None:
    """A Python that can ``import uno``: ``XLT_UNO_PYTHON``, LibreOffice's own, ours, or the
    system's (Linux: ``python3-uno``). For a LibreOffice unpacked apart from Debian's packages
    (``XLT_LIBREOFFICE``) the system's first: its ``uno`` module was built for that Python."""
    cands: list[str] = []
    env = os.environ.get("XLT_UNO_PYTHON")
    if env:
        cands.append(env)
    d = program_dir()
    if d is not None:
        cands += [str(d / "python.exe"), str(d / "python"), str(d.parent / "Resources" / "python")]
    if apart() is not None and not _WINDOWS:
        cands.append("/usr/bin/python3")
    cands.append(sys.executable)
    if not _WINDOWS:
        cands += ["/usr/bin/python3", shutil.which("python3") or ""]
    seen = set()
    for c in cands:
        if c and c not in seen and Path(c).exists():
            seen.add(c)
            if _has_uno(c):
                return c
    return None


def unavailable_reason() -> str | None:
    """Why LibreOffice cannot be driven here (``None``: it can)."""
    if find_soffice() is None:
        return "LibreOffice (soffice) is not installed"
    if find_unopkg() is None:
        return f"LibreOffice's unopkg is missing beside {find_soffice()}"
    if find_uno_python() is None:
        return "no Python with LibreOffice's uno module (Debian/Ubuntu: apt-get install python3-uno)"
    return None


def _clean_env() -> dict[str, str]:
    """Our environment without what would confuse LibreOffice's Python (a virtual
    environment's PYTHONHOME/PYTHONPATH, the tests' xlwings Office.js switch)."""
    env = dict(os.environ)
    for k in ("PYTHONHOME", "PYTHONPATH", "XLWINGS_ON_SERVER", "XLWINGS_LICENSE_KEY", "VIRTUAL_ENV"):
        env.pop(k, None)
    # LibreOffice's embedded Python finds its home through "python3" on the PATH: a virtual
    # environment's bin folder there makes it load the environment's modules, and soffice
    # aborts (DeploymentException) as it registers the extension
    path = [d for d in env.get("PATH", "").split(os.pathsep) if d and not _is_venv_bin(d)]
    env["PATH"] = os.pathsep.join(path)
    # a LibreOffice unpacked apart: its own libraries and uno module
    env.update(environment())
    return env


def _is_venv_bin(folder: str) -> bool:
    try:
        return (Path(folder).parent / "pyvenv.cfg").is_file()
    except OSError:  # a folder we may not look into
        return False


def is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


def _as_unprivileged() -> list[str]:
    """A prefix that runs a command as an unprivileged user (``unopkg`` refuses root)."""
    for tool in ("runuser", "setpriv"):
        path = shutil.which(tool) or (f"/usr/sbin/{tool}" if Path(f"/usr/sbin/{tool}").exists() else None)
        if path and tool == "runuser":
            return [path, "-u", "nobody", "--"]
        if path and tool == "setpriv":
            return [path, "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]
    raise TiebreakError("lo_root")


def _own(folder: Path) -> None:
    """``folder`` and everything in it owned by this process's user (symbolic links themselves)."""
    uid, gid = os.geteuid(), os.getegid()
    for root, dirs, files in os.walk(folder):
        for name in [root, *(os.path.join(root, n) for n in dirs + files)]:
            try:
                os.lchown(name, uid, gid)
            except OSError:
                pass


def profile_url(profile: Path) -> str:
    return profile.resolve().as_uri()


def install_extension(oxt: Path, profile: Path) -> None:
    """``unopkg add`` the extension into the LibreOffice profile ``profile`` (created if new).
    As root (CI), as the unprivileged user ``nobody``, which needs the files world-readable.

    Raises:
        TiebreakError: ``lo_not_found``, ``lo_unopkg_failed``.
    """
    unopkg = find_unopkg()
    if unopkg is None:
        raise TiebreakError("lo_not_found")
    cmd = [str(unopkg), "add", "-s", f"-env:UserInstallation={profile_url(profile)}", str(oxt)]
    if is_root():
        cmd = _as_unprivileged() + cmd
    # (run from the extension's folder: unopkg's script changes to its working directory, which
    # the unprivileged user cannot enter when the caller's is private, e.g. a `mktemp -d` clone)
    proc = subprocess.run(cmd, capture_output=True, text=True, env=_clean_env(), timeout=300,
                          cwd=str(Path(oxt).resolve().parent))
    if proc.returncode != 0:
        out = "\n".join(x for x in (proc.stderr + proc.stdout).splitlines() if x.strip() and "dconf" not in x
                        and "javaldx" not in x)
        raise TiebreakError("lo_unopkg_failed", detail=one_line(out) or f"exit status {proc.returncode}")


def one_line(text: str, width: int = 300) -> str:
    """What LibreOffice, unopkg or the driver said, as one line for the product's message: a
    Python traceback's frames left out (its last line, the exception, kept), the lines
    joined, spaces collapsed, at most ``width`` characters (the end, where the reason is)."""
    keep = [ln.strip() for ln in text.splitlines()
            if ln.strip() and not ln.startswith((" ", "\t")) and not ln.startswith("Traceback (most recent call last)")]
    got = " ".join(" ".join(keep).split())
    return got if len(got) <= width else "…" + got[-(width - 1):]


_ITEMS_END = "</oor:items>"


def set_profile_locale(profile: Path, locale: str, interface: str | None = None) -> None:
    """Give the LibreOffice profile ``profile`` the locale setting ``locale`` (``es-ES``,
    ``en-US``: Tools > Options > Language Settings > Languages > Locale setting, what
    ``ooSetupSystemLocale`` holds), as a person who chose it has in their profile;
    ``interface``: also the user interface's language (the same dialog's User interface,
    ``UILocale``), which LibreOffice uses only where that language is installed (Debian:
    libreoffice-l10n-es)."""
    xcu = profile / "user" / "registrymodifications.xcu"
    xcu.parent.mkdir(parents=True, exist_ok=True)
    text = xcu.read_text(encoding="utf-8") if xcu.exists() else (
        '<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" '
        'xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n'
        + _ITEMS_END + "\n")
    item = ('<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse">'
            f"<value>{locale}</value></prop></item>\n")
    if interface:
        item += ('<item oor:path="/org.openoffice.Office.Linguistic/General"><prop oor:name="UILocale" '
                 f'oor:op="fuse"><value>{interface}</value></prop></item>\n')
    at = text.rindex(_ITEMS_END)
    xcu.write_text(text[:at] + item + text[at:], encoding="utf-8")


class Office:
    """A headless LibreOffice on a temporary profile with the extension installed.

    Use as a context manager, or :meth:`start` / :meth:`stop`. ``oxt``: the extension to
    install (default: built from this package); ``install=False`` starts LibreOffice without
    it; ``locale``: the profile's locale setting, ``interface``: its user interface's language
    (:func:`set_profile_locale`; default: the system's). Files given to :meth:`load` must be
    readable by the office (as root: by everyone).

    Raises (``start``):
        TiebreakError: ``lo_not_found`` (with the reason), ``lo_unopkg_failed``,
            ``lo_failed`` (LibreOffice did not start or answer).
    """

    def __init__(self, oxt: str | Path | None = None, *, install: bool = True, timeout: float = 300.0,
                 locale: str | None = None, interface: str | None = None) -> None:
        self.oxt = Path(oxt) if oxt else None
        self.install = install
        self.locale = locale
        self.interface = interface
        self.timeout = timeout
        self.tmp: Path | None = None
        self.proc: subprocess.Popen[bytes] | None = None
        self.driver: subprocess.Popen[str] | None = None
        self._answers: queue.Queue[str | None] = queue.Queue()
        self.startup_seconds = 0.0
        self.last_seconds: dict[str, float] = {}

    # -- life -----------------------------------------------------------------------------
    def start(self) -> Office:
        why = unavailable_reason()
        if why:
            raise TiebreakError("lo_not_found", detail=why)
        t0 = time.perf_counter()
        self.tmp = Path(tempfile.mkdtemp(prefix="xlt-libreoffice-"))
        if is_root():
            os.chmod(self.tmp, 0o777)
        profile = self.tmp / "profile"
        try:
            if self.install:
                oxt = self.oxt
                if oxt is None:
                    from .build import build_oxt

                    oxt = build_oxt(self.tmp / "xl-tiebreaks.oxt")
                elif is_root():
                    oxt = Path(shutil.copy(oxt, self.tmp / "xl-tiebreaks.oxt"))
                os.chmod(oxt, 0o644)
                install_extension(oxt, profile)
                if is_root():  # (unopkg made the profile as an unprivileged user: soffice, run as
                    _own(profile)  # root, owns it, also where root may not override permissions)
            if self.locale or self.interface:
                set_profile_locale(profile, self.locale or self.interface or "", self.interface)
            pipe = f"xlt_{os.getpid()}_{uuid.uuid4().hex[:8]}"
            log = open(self.tmp / "soffice.log", "wb")
            kw: dict[str, Any] = {"start_new_session": True} if not _WINDOWS else {}
            self.proc = subprocess.Popen(
                [str(find_soffice()), f"-env:UserInstallation={profile_url(profile)}", "--headless", "--invisible",
                 "--nologo", "--norestore", "--nodefault", "--nolockcheck",
                 f"--accept=pipe,name={pipe};urp;StarOffice.ComponentContext"],
                stdin=subprocess.DEVNULL, stdout=log, stderr=log, env=_clean_env(), **kw)
            log.close()
            self.driver = subprocess.Popen(
                [str(find_uno_python()), str(DRIVER), pipe], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                stderr=open(self.tmp / "driver.log", "wb"), text=True, encoding="utf-8", env=_clean_env())
            threading.Thread(target=self._read, daemon=True).start()
            self._answer(120.0)
        except BaseException:
            self.stop()
            raise
        self.startup_seconds = time.perf_counter() - t0
        return self

    def _read(self) -> None:
        assert self.driver is not None and self.driver.stdout is not None
        for line in self.driver.stdout:
            self._answers.put(line)
        self._answers.put(None)

    def _log_tail(self) -> str:
        out = []
        for name in ("driver.log", "soffice.log"):
            p = self.tmp / name if self.tmp else None
            if p and p.exists():
                text = p.read_text(errors="replace").strip()
                if text:
                    out.append(text[-800:])
        return " | ".join(out)

    def _answer(self, timeout: float) -> dict[str, Any]:
        try:
            line = self._answers.get(timeout=timeout)
        except queue.Empty:
            raise TiebreakError("lo_failed", detail=f"no answer within {timeout:.0f} s") from None
        if line is None:
            raise TiebreakError("lo_failed", detail=one_line(self._log_tail()) or "LibreOffice stopped")
        ans = json.loads(line)
        if not ans.get("ok"):
            raise TiebreakError("lo_failed", detail=one_line(str(ans.get("error", "?"))) or "?")
        return ans

    def request(self, cmd: str, **kw: Any) -> dict[str, Any]:
        if self.driver is None or self.driver.stdin is None:
            raise TiebreakError("lo_failed", detail="LibreOffice is not running")
        self.driver.stdin.write(json.dumps(dict(kw, cmd=cmd)) + "\n")
        self.driver.stdin.flush()
        return self._answer(self.timeout)

    def stop(self) -> None:
        if self.driver is not None:
            try:
                if self.driver.poll() is None:
                    self.request("quit")
            except (TiebreakError, OSError, ValueError):
                pass
            try:
                self.driver.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.driver.kill()
            self.driver = None
        if self.proc is not None:
            try:
                self.proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=30)
            self.proc = None
        if self.tmp is not None:
            shutil.rmtree(self.tmp, ignore_errors=True)
            self.tmp = None

    def __enter__(self) -> Office:
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    # -- work -----------------------------------------------------------------------------
    def load(self, path: str | Path, save_as: str | Path | None = None, *, only_sheet: str | None = None,
             shown: bool = False) -> list[list[Any]]:
        """Open ``path`` as a person would (hidden; the extension's rebind job runs), compute
        everything, and return every formula cell: ``[sheet, row, col, value, formula]``
        (value: number, text, or ``{"error": "#NAME?"}``; formula in Calc's API grammar, English
        names). ``save_as``: also store the document there (.xlsx, .xlsm, .ods, .pdf...);
        ``only_sheet``: only that sheet printed (a PDF of one sheet); ``shown``: each cell also
        with its formula and its text as the user interface shows them (its language's function
        names, its locale's decimal mark)."""
        kw: dict[str, Any] = {"path": str(Path(path).resolve()), "shown": shown}
        if save_as is not None:
            kw["save_as"] = str(Path(save_as).resolve())
        if only_sheet is not None:
            kw["only_sheet"] = only_sheet
        ans = self.request("load", **kw)
        self.last_seconds = ans.get("seconds", {})
        return ans["cells"]

    def load_copy(self, workbook: Any) -> list[list[Any]]:
        """:meth:`load` on a copy of ``workbook`` (a checked package, or a path read through
        :func:`xl_tiebreaks.workbook.package.open_package`) written into the office's own
        folder, readable by the user LibreOffice runs as; the copy is removed afterwards."""
        from ..workbook.package import Package, open_package

        pkg = workbook if isinstance(workbook, Package) else open_package(workbook)
        if self.tmp is None:
            raise TiebreakError("lo_failed", detail="LibreOffice is not running")
        folder = Path(tempfile.mkdtemp(prefix="in-", dir=self.tmp))
        os.chmod(folder, 0o755)
        suffix = Path(pkg.name).suffix.lower() if Path(pkg.name).suffix.lower() in (".xlsx", ".xlsm") else ".xlsx"
        copy = folder / f"workbook{suffix}"
        copy.write_bytes(pkg.data)
        os.chmod(copy, 0o644)
        try:
            return self.load(copy)
        finally:
            shutil.rmtree(folder, ignore_errors=True)

    def typed(self, data: list[list[Any]], formulas: list[tuple], *, shown: bool = False) -> list[list[Any]]:
        """A blank sheet with ``data`` from A1 and ``formulas`` (``(cell, text[, as typed in the
        user interface[, as an array formula]])``): ``[value, formula as Calc stores it]`` per
        formula (``shown``: and the formula and the text the user interface shows)."""
        return self.request("typed", data=data, formulas=[list(f) for f in formulas], shown=shown)["values"]

    def version(self) -> dict[str, str]:
        """The running office's account of itself: ``version`` (``7.4.7.2``), ``ui_locale`` (the
        user interface's language), ``locale`` (the locale setting)."""
        ans = self.request("version")
        return {k: ans[k] for k in ("version", "ui_locale", "locale")}


# ---------------------------------------------------------------------------------------------
# LibreOffice as the engine of ``compute``


def workbook_values(workbook: Any, office: Office | None = None) -> dict[tuple[str, int, int], Any]:
    """Every formula cell of the workbook as LibreOffice with the extension computes it:
    ``{(sheet, row, col): value}`` (value: number, text, ``None`` for an empty text, or
    ``{"error": "#N/A"}``). ``office``: a running one; else one is started and stopped.

    ``workbook``: a :class:`~xl_tiebreaks.workbook.package.Package` (the bytes the guarded
    open checked; ``compute`` passes one) or a path. LibreOffice opens a private copy in a
    folder of its own, readable by the user it runs as: never the user's folder, whose
    permissions, owner or name it may not be able to read (as root, a working folder another
    user made: "type detection failed"), and never other bytes than those checked."""
    own = office is None
    off = Office().start() if office is None else office
    try:
        cells = off.load_copy(workbook)
    finally:
        if own:
            off.stop()
    return {(sh, r, c): (None if v == "" else v) for sh, r, c, v, _f in cells}


def same_value(a: Any, b: Any) -> bool:
    """Do LibreOffice's value ``a`` and our evaluator's ``b`` show the same in a cell?
    (numbers to 1e-9, ``None`` and ``""`` alike, errors by their code, booleans as 1/0)."""
    a = None if a == "" else a
    b = None if b == "" else b
    if a is None or b is None:
        return a is None and b is None
    if isinstance(a, numbers.Real) and isinstance(b, numbers.Real):
        return abs(float(a) - float(b)) <= 1e-9 * max(1.0, abs(float(b)))
    return str(a) == str(b)
