"""The release as a user gets it: ``python scripts/build_release.py`` fills dist/ (the wheel,
the templates, the xlwings Lite files, the LibreOffice extension, the checksums), a fresh
virtual environment installs the wheel from there and runs README's main job and first steps.

Opt-in, because it builds a wheel (PyPI for the build backend) and installs the wheel's
dependencies into a new virtual environment (PyPI)::

    XLT_RELEASE=1 python -m pytest tests/test_release.py

``XLT_DIST=DIR`` checks a dist/ built already (CI builds it once with
``scripts/build_release.py`` and hands it to this test and to the Pyodide check). The check that
the build says what it needs before building anything runs always (no network).
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
ENABLED = os.environ.get("XLT_RELEASE") == "1" or bool(os.environ.get("XLT_DIST"))
HOW = ("release check is opt-in: `XLT_RELEASE=1 python -m pytest tests/test_release.py` (builds dist/ in a "
       "temporary folder and installs the wheel in a new virtual environment; needs PyPI)")

# seed 002's published table (ChessLivo): name -> (points, BH-C1, BH, SB)
SEED002 = {"F": ("2.5", "4.0", "5.0", "3.75"), "A": ("2.5", "4.0", "4.0", "2.75"),
           "E": ("1.5", "4.0", "5.0", "1.75"), "B": ("1.5", "4.0", "4.0", "0.75"),
           "C": ("1.0", "4.0", "4.0", "0.00"), "D": ("0.0", "4.0", "5.0", "0.00")}

opt_in = pytest.mark.skipif(not ENABLED, reason=HOW)


def test_build_says_what_it_needs_before_building(tmp_path):
    """README's release step in a Python without the package's dependencies (``-S``: no
    site-packages, so no openpyxl and no pip): it names them and how to get them, and builds
    nothing."""
    out = tmp_path / "dist"
    proc = subprocess.run([sys.executable, "-S", str(ROOT / "scripts" / "build_release.py"), "--out", str(out)],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "openpyxl" in proc.stderr and "defusedxml" in proc.stderr and "pip install ." in proc.stderr
    assert not out.exists()


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    given = os.environ.get("XLT_DIST")
    if given:
        return Path(given).resolve()
    out = tmp_path_factory.mktemp("dist")
    proc = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_release.py"), "--out", str(out)],
                          capture_output=True, text=True, timeout=900)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


@pytest.fixture(scope="module")
def venv(dist, tmp_path_factory) -> Path:
    """A new virtual environment with the released wheel installed (and only what it requires)."""
    env_dir = tmp_path_factory.mktemp("venv")
    subprocess.run([sys.executable, "-m", "venv", str(env_dir)], check=True, timeout=300)
    (wheel,) = sorted(dist.glob("xl_tiebreaks-*-py3-none-any.whl"))
    py = env_dir / "bin" / "python"
    # pip's download cache in the test's own folder, not under $HOME
    env = dict(os.environ, PIP_CACHE_DIR=str(tmp_path_factory.mktemp("pip-cache")))
    proc = subprocess.run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)],
                          capture_output=True, text=True, timeout=900, env=env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return env_dir


def _readme_main_job() -> tuple[str, list[str]]:
    """README's first command (its last part) and the output lines it shows."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text[text.index("The first command prints"):]
    shown = block[block.index("```") + 4:]
    shown = shown[:shown.index("```")]
    m = re.search(r"&& (xl-tiebreaks [^\n]*)\n", text)
    assert m, "README's first command"
    return m.group(1).strip(), [line for line in shown.splitlines() if line.strip()]


@opt_in
def test_dist_holds_every_release_file(dist):
    names = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    (wheel,) = [n for n in names if n.endswith("-py3-none-any.whl")]
    assert {"xlwings_lite/main.py", "xlwings_lite/requirements.txt", "SHA256SUMS"} <= names
    shipped = {p.relative_to(ROOT / "workbook_templates").as_posix()
               for p in (ROOT / "workbook_templates").rglob("*") if p.is_file()}
    assert {"workbook_templates/" + n for n in shipped} <= names
    (archive,) = [n for n in names if n.endswith("-templates.zip")]
    with zipfile.ZipFile(dist / archive) as z:
        assert {"workbook_templates/" + n for n in shipped} == set(z.namelist())
    with zipfile.ZipFile(dist / wheel) as z:
        meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    # Lite brings its own xlwings: the wheel must not require it
    requires = [line for line in meta.splitlines() if line.startswith("Requires-Dist:")]
    assert not any("xlwings" in r and "extra ==" not in r for r in requires), requires
    sums = (dist / "SHA256SUMS").read_text().splitlines()
    assert len(sums) == len(names) - 1 and all(re.fullmatch(r"[0-9a-f]{64}  \S.*", s) for s in sums)
    lite_req = (dist / "xlwings_lite" / "requirements.txt").read_text()
    assert "xl-tiebreaks @ https://" in lite_req and wheel in lite_req
    # every checksum is the file's (sha256sum -c SHA256SUMS)
    for line in sums:
        digest, name = line.split("  ", 1)
        assert hashlib.sha256((dist / name).read_bytes()).hexdigest() == digest, name


@opt_in
def test_dist_holds_the_libreoffice_extension(dist):
    """README's LibreOffice install: "Get xl-tiebreaks.oxt from the release". The extension of
    this tree (its functions, its package, the committed type library), as
    ``xl-tiebreaks setup-libreoffice --oxt`` writes it."""
    from xl_tiebreaks import __version__
    from xl_tiebreaks.libreoffice.build import RDB_FILE, generate_addins_xcu, generate_jobs_xcu

    oxt = dist / "xl-tiebreaks.oxt"
    assert oxt.is_file()
    with zipfile.ZipFile(oxt) as z:
        names = set(z.namelist())
        assert {"META-INF/manifest.xml", "description.xml", "XFunctions.rdb", "CalcAddIns.xcu", "Jobs.xcu",
                "pythonpath/xl_tiebreaks/udfs.py", "pythonpath/xl_tiebreaks/__init__.py"} <= names
        assert f'value="{__version__}"' in z.read("description.xml").decode()
        assert z.read("XFunctions.rdb") == RDB_FILE.read_bytes()
        assert z.read("CalcAddIns.xcu").decode() == generate_addins_xcu()  # every function, its help
        assert z.read("Jobs.xcu").decode() == generate_jobs_xcu()
        assert z.read("pythonpath/xl_tiebreaks/udfs.py") == (ROOT / "xl_tiebreaks" / "udfs.py").read_bytes()
    assert any(line.endswith("  xl-tiebreaks.oxt") for line in (dist / "SHA256SUMS").read_text().splitlines())


@opt_in
def test_fresh_venv_runs_readmes_main_job(venv):
    command, shown = _readme_main_job()
    assert command == "xl-tiebreaks standings"
    proc = subprocess.run([str(venv / "bin" / "xl-tiebreaks"), *command.split()[1:]], capture_output=True,
                          text=True, timeout=300, cwd=venv)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout.splitlines()
    for line in shown:
        if line.strip() == "...":
            continue
        if "..." in line:  # README shortens the line there
            assert any(o.startswith(line[:line.index("...")].rstrip()) for o in out), line
        else:
            assert line in out, line
    table = {o.split()[2]: tuple(o.split()[3:7]) for o in out if re.match(r"\s+\d+\s+\d+\s+[A-F]\s", o)}
    assert table == SEED002


@opt_in
def test_fresh_venv_writes_and_computes_a_workbook(venv, tmp_path):
    """The other first steps of README from the installed wheel (which brings neither xlwings
    nor olefile): a template, README's .xlsm template, a filled workbook from the bundled
    example, computed without Excel."""
    exe = str(venv / "bin" / "xl-tiebreaks")
    example = subprocess.run([str(venv / "bin" / "python"), "-c",
                              "import importlib.resources as r; print(r.files('xl_tiebreaks') / 'data' / "
                              "'example_swiss.trf')"], capture_output=True, text=True, check=True).stdout.strip()
    for args in (["template", "swiss", "--players", "16", "--rounds", "5", "--lang", "es", "-o",
                  str(tmp_path / "t.xlsx")],
                 ["template", "round-robin", "--players", "8", "--lang", "en", "-o", str(tmp_path / "club.xlsm")],
                 ["template", "suizo", "--players", "40", "--rounds", "7", "--lang", "es", "-o",
                  str(tmp_path / "abierto.xlsx")],
                 ["from-trf", example, "-o", str(tmp_path / "e.xlsx")],
                 ["compute", str(tmp_path / "e.xlsx"), "-o", str(tmp_path / "c.xlsx")]):
        proc = subprocess.run([exe, *args], capture_output=True, text=True, timeout=300)
        assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
    # the functions load in the new environment without xlwings (not a dependency)
    proc = subprocess.run([str(venv / "bin" / "python"), "-c",
                           "import importlib.util, xl_tiebreaks.udfs as u; "
                           "assert importlib.util.find_spec('xlwings') is None; print(u.SONNEBORN_BERGER("
                           "[['F','C Negras 1','A Blancas ½','B Blancas 1'],['A','D Blancas 1','F Negras ½',"
                           "'E Blancas 1'],['E','B Negras ½','C Blancas 1','A Negras 0'],['B','E Blancas ½',"
                           "'D Blancas 1','F Negras 0'],['C','F Blancas 0','E Negras 0','D Blancas 1'],"
                           "['D','A Negras 0','B Negras 0','C Negras 0']]))"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[[3.75], [2.75], [1.75], [0.75], [0], [0]]"
