"""The built wheel in Pyodide (what xlwings Lite runs in Excel), under Node, offline.

Opt-in, because it builds a wheel and installs the npm package ``pyodide`` once (PyPI and npm
registries; cached afterwards in the project's .cache/pyodide, never under $HOME: the test runs
it with an empty home folder and checks it stays empty); the check itself uses no network::

    XLT_PYODIDE=1 python -m pytest tests/test_pyodide.py

or directly ``scripts/pyodide_check.sh [WHEEL_DIR]``; ``XLT_WHEEL=path.whl`` checks a wheel
built already (CI: the one ``scripts/build_release.py`` put in dist/). See docs/pyodide.md.

The promise it checks: the spreadsheet functions compute without openpyxl (and never try to
import it), and every module of the package loads without openpyxl except the workbook
writers and readers listed in ``OPENPYXL_MODULES`` of scripts/pyodide_check.mjs; the same
promise is checked here under CPython in every run.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT_SH = ROOT / "scripts" / "pyodide_check.sh"
SCRIPT_MJS = ROOT / "scripts" / "pyodide_check.mjs"

ENABLED = os.environ.get("XLT_PYODIDE") == "1"
HOW = (
    "Pyodide check is opt-in: run `XLT_PYODIDE=1 python -m pytest tests/test_pyodide.py` "
    "(needs node and npm; builds the wheel and installs npm pyodide once, then runs offline) "
    "or `scripts/pyodide_check.sh`"
)

# seed 002's published table
EXPECTED = {
    "bh_c1": [[4], [4], [4], [4], [4], [4]],
    "bh": [[5], [4], [5], [4], [4], [5]],
    "sb": [[3.75], [2.75], [1.75], [0.75], [0], [0]],
}


def openpyxl_modules() -> list[str]:
    """OPENPYXL_MODULES of scripts/pyodide_check.mjs: the modules that need openpyxl."""
    m = re.search(r"const OPENPYXL_MODULES = \[([^\]]*)\]", SCRIPT_MJS.read_text(encoding="utf-8"))
    assert m, "OPENPYXL_MODULES in pyodide_check.mjs"
    return json.loads("[" + m.group(1) + "]")


def uno_modules() -> list[str]:
    """UNO_MODULES of scripts/pyodide_check.mjs: the LibreOffice component and driver, which run
    only inside LibreOffice's own Python (its ``uno``)."""
    m = re.search(r"const UNO_MODULES = \[([^\]]*)\]", SCRIPT_MJS.read_text(encoding="utf-8"))
    assert m, "UNO_MODULES not found in scripts/pyodide_check.mjs"
    return re.findall(r'"([^"]+)"', m.group(1))


def test_modules_without_openpyxl_under_cpython():
    """The promise of docs/pyodide.md, in every run (no node needed): with openpyxl (and its
    helpers) refused, the functions compute seed 002 without trying to import it, and every
    module imports except OPENPYXL_MODULES, which fail on openpyxl and nothing else."""
    code = r"""
import importlib, json, pkgutil, sys
class Refuse:
    seen = []
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("openpyxl", "et_xmlfile", "defusedxml"):
            self.seen.append(name)
            raise ImportError(f"{name} is not available in this check")
w = Refuse(); sys.meta_path.insert(0, w)
from xl_tiebreaks.udfs import BUCHHOLZ, SONNEBORN_BERGER
rows = [['F','C Negras 1','A Blancas ½','B Blancas 1'],['A','D Blancas 1','F Negras ½','E Blancas 1'],
        ['E','B Negras ½','C Blancas 1','A Negras 0'],['B','E Blancas ½','D Blancas 1','F Negras 0'],
        ['C','F Blancas 0','E Negras 0','D Blancas 1'],['D','A Negras 0','B Negras 0','C Negras 0']]
values = [BUCHHOLZ(rows, 'FIDE', 1), BUCHHOLZ(rows), SONNEBORN_BERGER(rows)]
functions_tried = list(w.seen)
import xl_tiebreaks
bad = {}
for m in pkgutil.walk_packages(xl_tiebreaks.__path__, "xl_tiebreaks."):
    try:
        importlib.import_module(m.name)
    except Exception as e:
        bad[m.name] = str(e)
print(json.dumps({"values": values, "functions_tried": functions_tried, "bad": bad,
                  "loaded": sorted(k for k in sys.modules if k.split(".")[0] == "openpyxl")}))
"""
    env = dict(os.environ, XLWINGS_ON_SERVER="")  # plain callables, errors as cell text
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120, cwd=ROOT,
                          env=env)
    assert proc.returncode == 0, proc.stderr
    r = json.loads(proc.stdout.strip().splitlines()[-1])
    assert r["values"] == [EXPECTED["bh_c1"], EXPECTED["bh"], EXPECTED["sb"]]
    assert r["functions_tried"] == []
    uno = uno_modules()
    assert sorted(r["bad"]) == sorted(openpyxl_modules() + uno)
    assert all(msg.startswith("openpyxl") and "not available" in msg for m, msg in r["bad"].items()
               if m not in uno), r["bad"]
    assert all(re.fullmatch(r"No module named '(uno|unohelper)'", r["bad"][m]) for m in uno), r["bad"]
    assert r["loaded"] == []


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_check_script_refuses_remote_locations(tmp_path: Path) -> None:
    """Cheap, offline: the check never loads Pyodide or a wheel from a URL."""
    for args in (
        ["--pyodide", "https://cdn.example.invalid/pyodide/", "--wheel", str(tmp_path)],
        ["--pyodide", str(tmp_path), "--wheel", "https://files.example.invalid/x-py3-none-any.whl"],
    ):
        proc = subprocess.run(["node", str(SCRIPT_MJS), *args], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 2, proc.stdout + proc.stderr
        assert "refused" in proc.stderr


@pytest.mark.skipif(not ENABLED, reason=HOW)
def test_wheel_imports_and_computes_seed002_in_pyodide(tmp_path: Path) -> None:
    for tool in ("node", "npm"):
        if shutil.which(tool) is None:
            pytest.fail(f"XLT_PYODIDE=1 but {tool} is not installed")
    # run with an empty home folder: every cache (Pyodide's npm package, npm's and pip's own
    # caches) goes into the project's .cache/pyodide or the test's folder, nothing under $HOME
    # (tools installed in the real home folder are left off PATH: a rustup proxy there, which
    # pip runs as `rustc --version` for its user agent, writes its own settings into a new home)
    home = tmp_path / "home"
    home.mkdir()
    real_home = Path.home().resolve()
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    path = [d for d in env.get("PATH", "").split(os.pathsep) if d and real_home not in Path(d).resolve().parents]
    env.update(PYTHON=sys.executable, HOME=str(home), PATH=os.pathsep.join(path))
    proc = subprocess.run(
        ["bash", str(SCRIPT_SH), str(tmp_path / "wheel")],
        capture_output=True, text=True, timeout=900, env=env, cwd=ROOT,
    )
    out = proc.stdout
    assert proc.returncode == 0, out[-6000:] + "\n" + proc.stderr[-6000:]
    assert "PYODIDE CHECK OK" in out
    assert sorted(str(p.relative_to(home)) for p in home.rglob("*")) == [], "written under $HOME"
    report = json.loads(next(line[5:] for line in out.splitlines() if line.startswith("JSON ")))

    assert report["ok"], report["problems"]
    assert report["wheel"].endswith("-py3-none-any.whl")
    assert report["tag"] == ["Tag: py3-none-any"] and report["binaries"] == []
    assert report["platform"] == "emscripten"
    for key, table in EXPECTED.items():
        assert report[key] == table, key
    # no network during the check, and the guard does catch Pyodide's CDN fallback
    assert report["network_attempts"] == []
    assert report["probe"]["refused"] and not report["probe"]["micropip_loaded"]
    # the functions need neither openpyxl nor xlwings: only the optional xlwings import is tried
    assert report["functions_tried"] == ["xlwings"]
    assert report["functions_loaded"] == []
    assert report["loaded_forbidden"] == []
    # every module loads without openpyxl except the workbook writers and readers
    assert sorted(report["module_import_errors"]) == sorted(openpyxl_modules() + uno_modules())
    assert set(report["modules_without_openpyxl"]) == set(report["modules"]) - set(openpyxl_modules()) \
        - set(uno_modules())
    assert "xl_tiebreaks.udfs" in report["modules_without_openpyxl"]
    assert "xl_tiebreaks.cli" in report["modules_without_openpyxl"]
