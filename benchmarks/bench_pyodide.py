"""The functions in Pyodide (what xlwings Lite runs) under Node: the cold load and one call on
the 500-player, 9-round Swiss of ../shared/bench/.

Runs ``node scripts/pyodide_check.mjs --grid ...`` (the offline check of docs/pyodide.md, with
its network guard) ``--runs`` times on a wheel of this tree and prints, per step, the median and
the range: ``loadPyodide``, unpacking the wheel, ``from xl_tiebreaks.udfs import *`` (together:
the cold load), the check's small calls, then on the 500 x 9 grid (as a Swiss grid, the layout
of the templates): ``BUCHHOLZ(grid)`` with the cache cleared (the range read) and again (the
content-keyed cache), ``TIEBREAKS(grid, 20 codes)`` cold; and the whole Node process (wall, and its CPU time). The grid
call's values are compared with CPython's. The load average at the start and the end.

Needs node and the npm package pyodide, installed once by ``scripts/pyodide_check.sh`` (into
``.cache/pyodide`` or ``$XLT_PYODIDE_CACHE``; ``--pyodide DIR`` names another).

Usage: python benchmarks/bench_pyodide.py [--runs N] [--pyodide NODE_MODULES/pyodide] [--wheel WHEEL]
       [--trf FILE]
A measurement, not a test (no figure is asserted).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _child import say_load  # noqa: E402

TIEBREAKS = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"
STEPS = [("load_ms", "loadPyodide"), ("unpack_ms", "unpack the wheel"), ("import_ms", "import the functions"),
         ("first_call_ms", "check: first call (3 functions, 6 players)"),
         ("grid_bh_cold_ms", "500 x 9: BUCHHOLZ, cache cleared"), ("grid_bh_warm_ms", "500 x 9: BUCHHOLZ again"),
         ("grid_tb_cold_ms", "500 x 9: TIEBREAKS (20), cache cleared")]


def find_pyodide() -> Path | None:
    """The npm package pyodide that scripts/pyodide_check.sh installed (its cache folders)."""
    version = os.environ.get("PYODIDE_VERSION", "0.27.7")
    caches = [Path(os.environ["XLT_PYODIDE_CACHE"])] if os.environ.get("XLT_PYODIDE_CACHE") else []
    caches += [ROOT / ".cache" / "pyodide", Path.home() / ".cache" / "xl_tiebreaks-pyodide"]
    for c in caches:
        d = c / f"npm-pyodide-{version}" / "node_modules" / "pyodide"
        if (d / "pyodide.mjs").exists():
            return d
    return None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--pyodide", help="the npm package pyodide (node_modules/pyodide)")
    ap.add_argument("--wheel", help="a wheel of xl_tiebreaks (default: built from this tree)")
    ap.add_argument("--trf", default=str(ROOT.parent / "shared" / "bench" / "swiss_500p_9r.trf"))
    args = ap.parse_args()
    if shutil.which("node") is None:
        print("node is not installed")
        return 1
    pyo = Path(args.pyodide) if args.pyodide else find_pyodide()
    if pyo is None:
        print("no npm pyodide found: run scripts/pyodide_check.sh once (it installs it), or pass --pyodide")
        return 1
    say_load("start")
    from xl_tiebreaks.layouts import swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks import udfs

    t = read_trf(args.trf).tournament
    data = {"grid": swiss_grid_cells(t), "settings": [["date", t.start_date.isoformat()], ["system", "swiss"],
                                                      ["rounds", t.rounds_announced]],
            "codes": TIEBREAKS, "ratings": [[p.rating or ""] for p in t.participants]}
    data = json.loads(json.dumps(data))  # (as the add-in hands it over: JSON)
    want_bh = udfs.BUCHHOLZ(data["grid"], None, None, None, None, data["settings"])
    tmp = Path(tempfile.mkdtemp(prefix="xlt-bench-pyodide-"))
    try:
        grid = tmp / "grid.json"
        grid.write_text(json.dumps(data))
        wheel = args.wheel
        if wheel is None:
            subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(tmp), str(ROOT)],
                           check=True, capture_output=True, text=True)
            wheel = str(next(tmp.glob("xl_tiebreaks-*.whl")))
        print(f"{len(t.participants)} players x {t.n_rounds} rounds; pyodide {pyo}; node {subprocess.run(['node', '--version'], capture_output=True, text=True).stdout.strip()}; {args.runs} runs")
        reports, walls, cpus = [], [], []
        for _ in range(args.runs):
            ru = resource.getrusage(resource.RUSAGE_CHILDREN)
            a = time.perf_counter()
            p = subprocess.run(["node", str(ROOT / "scripts" / "pyodide_check.mjs"), "--pyodide", str(pyo),
                                "--wheel", wheel, "--grid", str(grid), "--json"], capture_output=True, text=True,
                               timeout=600)
            walls.append(time.perf_counter() - a)
            ru2 = resource.getrusage(resource.RUSAGE_CHILDREN)  # (node's CPU time: its threads too)
            cpus.append(ru2.ru_utime + ru2.ru_stime - ru.ru_utime - ru.ru_stime)
            line = next((x for x in p.stdout.splitlines() if x.startswith("JSON ")), None)
            if p.returncode != 0 or line is None:
                print(p.stdout[-3000:], p.stderr[-2000:])
                return 1
            reports.append(json.loads(line[5:]))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    same = all(r.get("grid_bh") == want_bh for r in reports)
    print(f"  Python {reports[0].get('python')} in Pyodide {reports[0].get('pyodide_version')}; "
          f"BUCHHOLZ on the grid {'equals' if same else 'DIFFERS FROM'} CPython's")
    for key, label in STEPS:
        xs = [r[key] for r in reports if isinstance(r.get(key), (int, float))]
        if xs:
            print(f"  {label:<44} median {statistics.median(xs):8.1f} ms  ({min(xs):.1f}-{max(xs):.1f})")
    cold = [r["load_ms"] + r["unpack_ms"] + r["import_ms"] for r in reports]
    print(f"  cold load (loadPyodide + unpack + import)    median {statistics.median(cold):8.1f} ms  "
          f"({min(cold):.1f}-{max(cold):.1f})")
    one = [c + r["grid_bh_cold_ms"] for c, r in zip(cold, reports)]
    print(f"  cold load + one call on 500 x 9 (BUCHHOLZ)   median {statistics.median(one):8.1f} ms  "
          f"({min(one):.1f}-{max(one):.1f})")
    print(f"  whole node process                           median {statistics.median(walls) * 1000:8.1f} ms  "
          f"({min(walls) * 1000:.1f}-{max(walls) * 1000:.1f}); its CPU time (all its threads) median "
          f"{statistics.median(cpus) * 1000:.1f} ms")
    say_load("end")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
