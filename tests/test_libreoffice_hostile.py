"""LibreOffice and hostile input (issue 26, kind 8), on a real headless LibreOffice.

* ``compute --engine libreoffice`` from a working folder under /tmp that root made with mode
  777, run as root and as an unprivileged user: LibreOffice opens a private copy of the
  checked workbook in its own folder, so the user's folder, its owner and its permissions
  never stop it ("type detection failed");
* a whole-column range (``A1:AMJ1048576``) answers at once with the bound's message, as an
  Excel range of more cells than the bound does;
* an error cell (``#N/A``, ``#DIV/0!``) or a circular reference in an argument range: Calc
  hands the results range over as itself, so the function is called and names the cell; a
  one-cell argument showing an error is Calc's own error, and Calc does not call the function
  then (docs/hostile-input.md, docs/es/hostile-input.md and the functions' help say so).

Skipped, with the reason, where LibreOffice or its Python bridge is missing; the unprivileged
run where this is not root or no ``runuser`` / ``setpriv`` exists.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from xl_tiebreaks.libreoffice.office import Office, unavailable_reason

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(
    REASON is not None,
    reason=f"LibreOffice tests skipped: {REASON} (.ci/run installs libreoffice-calc-nogui python3-uno libreoffice-dev)")


@pytest.fixture(scope="module")
def office():
    with Office(locale="en-US") as o:
        yield o


@pytest.fixture(scope="module")
def workbook_bytes() -> bytes:
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import workbook_bytes
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    wb, _ = tournament_workbook(read_trf(HELD).tournament, lang="en")
    return workbook_bytes(wb, cached_values=False)


@pytest.fixture
def open_folder():
    """A working folder under /tmp made by this user (root in CI) with mode 777."""
    d = Path(tempfile.mkdtemp(prefix="xlt-777-", dir="/tmp"))
    os.chmod(d, 0o777)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def _values(path: Path) -> dict:
    from openpyxl import load_workbook

    wb = load_workbook(path)
    return {(ws.title, c.coordinate): c.value for ws in wb.worksheets for row in ws.iter_rows() for c in row
            if c.value is not None}


def test_compute_with_libreoffice_as_this_user_from_an_open_folder(open_folder, workbook_bytes):
    """As root in CI: the working folder under /tmp, mode 777, the workbook owned by another
    user where one exists (``nobody``), readable by no one else; LibreOffice computes it."""
    src = open_folder / "event.xlsx"
    src.write_bytes(workbook_bytes)
    if os.geteuid() == 0:
        import pwd

        try:
            nobody = pwd.getpwnam("nobody")
            os.chown(src, nobody.pw_uid, nobody.pw_gid)
        except KeyError:
            pass
    os.chmod(src, 0o600)
    out = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "compute", "event.xlsx", "-o", "out.xlsx",
                          "--engine", "libreoffice", "--lang", "en"], cwd=open_folder, capture_output=True, text=True,
                         timeout=900)
    assert out.returncode == 0, out.stderr
    assert "computed by LibreOffice" in out.stdout and "type detection" not in out.stderr
    python = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "compute", "event.xlsx", "-o", "py.xlsx",
                             "--engine", "python"], cwd=open_folder, capture_output=True, text=True, timeout=300)
    assert python.returncode == 0, python.stderr
    assert _values(open_folder / "out.xlsx") == _values(open_folder / "py.xlsx")


def _runner() -> list[str] | None:
    for tool, args in (("runuser", ["-u", "nobody", "--"]),
                       ("setpriv", ["--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"])):
        path = shutil.which(tool) or (f"/usr/sbin/{tool}" if Path(f"/usr/sbin/{tool}").exists() else None)
        if path:
            return [path, *args]
    return None


def _python_for_everyone() -> str | None:
    """A Python 3.10+ that every user may run (this one's, else the system's)."""
    for cand in (os.path.realpath(sys.executable), "/usr/bin/python3"):
        probe = subprocess.run(_runner() + [cand, "-c", "import sys; assert sys.version_info >= (3, 10)"],
                               capture_output=True, timeout=60)
        if probe.returncode == 0:
            return cand
    return None


def test_compute_with_libreoffice_as_an_unprivileged_user_from_an_open_folder(open_folder, workbook_bytes):
    """The same as ``nobody``: the product and what it needs copied where that user can read
    them (this checkout may be private), run from the folder made by root."""
    if os.geteuid() != 0:
        pytest.skip("runs another user's command: needs root (CI runs as root)")
    if _runner() is None:
        pytest.skip("neither runuser nor setpriv is installed")
    python = _python_for_everyone()
    if python is None:
        pytest.skip("no Python 3.10+ that an unprivileged user may run")
    import defusedxml
    import et_xmlfile
    import openpyxl

    lib = open_folder / "lib"
    lib.mkdir()
    for pkg in (ROOT / "xl_tiebreaks", Path(openpyxl.__file__).parent, Path(et_xmlfile.__file__).parent,
                Path(defusedxml.__file__).parent):
        shutil.copytree(pkg, lib / pkg.name, ignore=shutil.ignore_patterns("__pycache__"))
    for d, dirs, files in os.walk(open_folder):
        os.chmod(d, 0o777 if Path(d) == open_folder else 0o755)
        for f in files:
            os.chmod(os.path.join(d, f), 0o644)
    (open_folder / "event.xlsx").write_bytes(workbook_bytes)
    os.chmod(open_folder / "event.xlsx", 0o644)
    env = {"PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": str(open_folder), "PYTHONPATH": str(lib),
           "LANG": "C.UTF-8", "TMPDIR": "/tmp"}
    out = subprocess.run(_runner() + [python, "-m", "xl_tiebreaks.cli", "compute", "event.xlsx", "-o", "out.xlsx",
                                      "--engine", "libreoffice", "--lang", "en"], cwd=open_folder, env=env,
                         capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr
    assert "computed by LibreOffice" in out.stdout
    made = open_folder / "out.xlsx"
    assert made.stat().st_uid != 0  # written by the unprivileged user
    py = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "compute", "event.xlsx", "-o", "py.xlsx",
                         "--engine", "python"], cwd=open_folder, capture_output=True, text=True, timeout=300)
    assert py.returncode == 0, py.stderr
    assert _values(made) == _values(open_folder / "py.xlsx")


# ---------------------------------------------------------------------------------------------
# ranges: whole columns, error cells, circular references (a real Calc)

_GRID = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]


def _as_excel(*args) -> object:
    """BUCHHOLZ as classic xlwings shows it (its first cell), for the same range."""
    from xl_tiebreaks import udfs

    fn = next(i.fn for i in udfs.REGISTRY if i.name == "BUCHHOLZ")
    try:
        return fn(*args)[0][0]
    except ValueError as e:  # (xlwings Lite raises the message)
        return str(e)


def test_a_whole_column_answers_at_once_with_the_bound(office):
    """``=BUCHHOLZ(A1:AMJ1048576)`` froze Calc past 20 s (it built every cell's value before the
    call); the results argument is the range itself now, bounded from its address: the bound's
    message (the range's size, read from its address) answers, never a value read cell by cell
    (speed: benchmarks/, not here)."""
    got = office.typed(_GRID, [("G1", "=BUCHHOLZ(A1:AMJ1048576)", True), ("G2", "=BUCHHOLZ(A:B)", True),
                               ("G3", "=PUNTOS(A:B)", True), ("G4", "=BUCHHOLZ(A1:B4)", True)])
    whole = "the range holds 1048576 rows x 1024 columns, 1073741824 cells: more than 1000000"
    assert str(got[0][0]).startswith(whole), got[0]
    assert str(got[1][0]).startswith("the range holds 1048576 rows x 2 columns"), got[1]
    assert str(got[2][0]).startswith("el rango tiene 1048576 filas x 2 columnas"), got[2]
    assert got[3][0] == 1.5
    # Excel's path says the same for the same size of range (the one bound of every host)
    assert _as_excel([[None, None]] * 1_048_576) == got[1][0]


def test_an_error_cell_or_a_circular_reference_in_the_results_is_named(office):
    """Calc hands the results range over as itself, so the function is called and names the
    cell that shows an error (a formula's, or a circular reference's Err:522)."""
    got = office.typed(_GRID, [("A6", "=NA()", False), ("B7", "=1/0", False),
                               ("G1", "=BUCHHOLZ(A1:B7)", True), ("G2", "=BUCHHOLZ(A1:H4)", True),
                               ("G3", "=BUCHHOLZ(A1:B7;;;;;\"idioma=es\")", True)])
    assert got[2][0] == ("row 6, column 1: the cell shows #N/A (an error of its formula, or a circular reference): "
                         "correct it; a result is typed, not computed with an error")
    assert str(got[3][0]).startswith("row 2, column 7: the cell shows Err:522"), got[3]
    assert str(got[4][0]).startswith("fila 6, columna 1: la celda muestra #N/A"), got[4]


def test_an_error_in_a_one_cell_argument_is_calcs_own(office):
    """A one-cell argument is a value: one that shows an error, or a circular reference, is
    Calc's own error, and Calc does not call the function (interpr4.cxx ScExternal:
    ExecuteCall only without an error), as docs/hostile-input.md (and its Spanish twin) and the
    Function Wizard's help say.
    A range argument comes as itself, and the function names its cell. An inline array is no
    range of cells: Calc refuses it for the results."""
    got = office.typed(_GRID, [("A6", "=NA()", False), ("G1", "=BUCHHOLZ(A1:B4;;;;;A6)", True),
                               ("G2", "=BUCHHOLZ(A1:B4;;;;;G2)", True), ("G3", '=BUCHHOLZ({"2w1";"1b0"})', True),
                               ("G4", "=ARO(A1:B4;A6:A9)", True)])
    assert got[1][0] == {"error": "#N/A"}, got[1]
    assert got[2][0] == {"error": "#REF!"}, got[2]  # Err:522, a circular reference
    assert got[3][0] == {"error": "#VALUE!"}, got[3]  # Err:504
    assert str(got[4][0]).startswith("row 1, column 1: the cell shows #N/A"), got[4]


def test_compute_with_libreoffice_as_root_without_overriding_permissions(open_folder, workbook_bytes):
    """Root in a container that may not override file permissions (no CAP_DAC_OVERRIDE, as some
    sandboxes run): LibreOffice's profile, which unopkg makes as an unprivileged user, is handed
    back to root before soffice starts; it refused before ("user installation could not be
    processed due to missing access rights"), and said it over several lines."""
    if os.geteuid() != 0:
        pytest.skip("drops root's capabilities: needs root (CI runs as root)")
    setpriv = shutil.which("setpriv") or ("/usr/bin/setpriv" if Path("/usr/bin/setpriv").exists() else None)
    if setpriv is None:
        pytest.skip("setpriv is not installed")
    (open_folder / "event.xlsx").write_bytes(workbook_bytes)
    drop = "-dac_override,-dac_read_search"
    out = subprocess.run([setpriv, f"--bounding-set={drop}", f"--inh-caps={drop}", sys.executable, "-m",
                          "xl_tiebreaks.cli", "compute", "event.xlsx", "-o", "out.xlsx", "--engine", "libreoffice",
                          "--lang", "en"], cwd=open_folder, capture_output=True, text=True, timeout=900)
    assert out.returncode == 0, out.stderr
    assert "computed by LibreOffice" in out.stdout and out.stderr.count("\n") <= 1
