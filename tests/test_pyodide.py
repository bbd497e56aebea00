"""The built wheel in Pyodide (what xlwings Lite runs in Excel), under Node, offline.

Opt-in, because it builds a wheel and installs the npm package ``pyodide`` once (PyPI and npm
registries; cached afterwards); the check itself uses no network::

    XLT_PYODIDE=1 python -m pytest tests/test_pyodide.py

or directly ``scripts/pyodide_check.sh [WHEEL_DIR]``.  See docs/pyodide.md.
"""

from __future__ import annotations

import json
import os
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
    env = dict(os.environ, PYTHON=sys.executable)
    proc = subprocess.run(
        ["bash", str(SCRIPT_SH), str(tmp_path / "wheel")],
        capture_output=True, text=True, timeout=900, env=env, cwd=ROOT,
    )
    out = proc.stdout
    assert proc.returncode == 0, out[-6000:] + "\n" + proc.stderr[-6000:]
    assert "PYODIDE CHECK OK" in out
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
    # neither openpyxl nor xlwings is needed: only the optional xlwings import is tried
    assert report["blocked_imports"] == ["xlwings"]
    assert report["loaded_forbidden"] == []
    assert report["module_import_errors"] == {}
