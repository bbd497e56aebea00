"""Hostile ranges (issue 35, finding 6): a range of distinct texts, none a result, handed to
``STANDINGS`` through xlwings' Office.js call path (as benchmarks/bench_scale.py calls it).
Before the bounds, every bad cell made one mistake kept whole: 1,000 x 1,000 took 134 s and
2.8 GB, 1,000 x 200 23 s and 626 MB. Each size runs in its own process: wall seconds, CPU
seconds and peak MB (the process's max RSS, less the same process's RSS before the call), and
the first line of the answer.

Measured 2026-12-07 on the 2 shared cores at a load average of about 9.7 (CPU seconds are the
figure to compare; wall time counted the waits for a core):

    before (every bad cell's error and place made and kept in the reader's memo)
      1,000 x 200     25.3 s CPU (27.5 s wall)   +531 MB
    after (past the 50 kept mistakes: counted, neither placed nor kept; readers/cells.Mistakes)
      1,000 x 200      4.5 s CPU (22.4 s wall)    +41 MB
      1,000 x 1,000   27.6 s CPU (136 s wall)    +175 MB   (the hostile run: 134 s, 2.8 GB)

Measured again 2026-12-07 (branch h35b), load average about 7 on the 2 shared cores:

    the same, at load 5-9 (for comparison with what follows)
      1,000 x 200      6.8 s CPU (17.4 s wall)    +41 MB
      1,000 x 1,000   29.2 s CPU (58.0 s wall)   +175 MB
    after (the reading stops past 1,000 mistakes, errors.MAX_FOUND, and says how many filled
    cells it left unread; labels.cell_kinds classifies a column's texts together)
      1,000 x 200      1.0 s CPU (1.6 s wall)     +23 MB
      1,000 x 1,000    5.1 s CPU (7.8 s wall)     +90 MB   (process 293 MB)
    what is left is labels.profile: each distinct text's kind, which every range's layout needs

Usage: python benchmarks/bench_hostile_ranges.py [ROWSxCOLS ...]   (default: 1000x200 1000x1000)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_CHILD = r"""
import asyncio, json, os, resource, sys, time, types
os.environ.setdefault("XLWINGS_ON_SERVER", "true")
os.environ.setdefault("XLWINGS_LICENSE_KEY", "noncommercial")
sys.path.insert(0, sys.argv[3])
if "pyodide.ffi" not in sys.modules:
    ffi = types.ModuleType("pyodide.ffi"); ffi.JsNull = type("JsNull", (), {})
    sys.modules["pyodide"] = types.ModuleType("pyodide"); sys.modules["pyodide.ffi"] = ffi
import xlwings as xw
import xlwings.server as xs
from xl_tiebreaks import sheet, udfs
rows, cols = int(sys.argv[1]), int(sys.argv[2])
cells = [[f"word{r}x{c}" for c in range(cols)] for r in range(rows)]
body = {"client": "Office.js", "func_name": "STANDINGS", "args": [cells, "BH/C1 BH SB DE WIN", None, None, None],
        "caller_address": "[T.xlsx]S!A1", "session_id": "b", "culture_info_name": "en-US",
        "date_format": "M/d/yyyy", "version": xw.__version__, "runtime": "1.4"}
body = json.loads(json.dumps(body))
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
sheet.clear_cache()
a, c = time.perf_counter(), time.process_time()
try:
    out = asyncio.run(xs.custom_functions_call(body, udfs))
except ValueError as e:  # (the Office.js path shows a refusal as the error's text)
    out = str(e)
wall, cpu = time.perf_counter() - a, time.process_time() - c
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
first = out[0][0] if isinstance(out, list) and out and isinstance(out[0], list) else out
print(json.dumps({"wall": wall, "cpu": cpu, "mb": (peak - before) / 1024, "peak_mb": peak / 1024,
                  "answer": str(first)[:400]}))
"""


def run(rows: int, cols: int) -> dict:
    """One size in a new process: its figures (see the module's docstring)."""
    p = subprocess.run([sys.executable, "-c", _CHILD, str(rows), str(cols), str(ROOT)],
                       capture_output=True, text=True, cwd=ROOT)
    if p.returncode:
        raise RuntimeError(p.stderr[-2000:])
    return json.loads(p.stdout.strip().splitlines()[-1])


def main() -> None:
    sizes = sys.argv[1:] or ["1000x200", "1000x1000"]
    print("STANDINGS on a range of distinct texts (Office.js call path, cold):")
    for size in sizes:
        rows, cols = (int(x) for x in size.lower().split("x"))
        f = run(rows, cols)
        print(f"  {rows:>5} x {cols:<5} {rows * cols:>9,} cells  {f['wall']:7.2f} s wall  {f['cpu']:7.2f} s CPU  "
              f"+{f['mb']:7.1f} MB peak (process {f['peak_mb']:.0f} MB)")
        print(f"      answer: {f['answer']}")


if __name__ == "__main__":
    main()
