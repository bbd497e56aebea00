"""The Excel functions' call path on a 500-player Swiss grid (../shared/bench/swiss_500p_9r.trf).

Through xlwings' own Office.js entry point (`xlwings.server.custom_functions_call`, what
xlwings Lite runs), with the payload Excel's JavaScript sends:
- the time to build the payload (the grid as JSON, as the add-in posts it, and back);
- one array call: BUCHHOLZ over the whole grid (cold: the grid is read), then the same call
  again (warm: the content-keyed cache answers), and TIEBREAKS with the 20 tie-breaks;
- our layer alone (the function called in Python, no xlwings conversion), warm: the whole
  column and one player;
- 500 per-player calls: BUCHHOLZ(grid, , , , start number) for every player, as a sheet with
  one formula per cell would make Excel do (one event loop, as xlwings Lite keeps one); ratio
  to the one array call.
Each figure is the median wall time; the cold call and the per-player calls also give the process's
CPU time, and their ratio in CPU time, which other programs sharing the machine hardly change (the
wall-time ratio grows with the load: a waiting process is charged for the wait).

Usage: python benchmarks/bench_udfs.py [--runs N]   (needs xlwings: pip install -e ".[test]")
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("XLWINGS_ON_SERVER", "true")
os.environ.setdefault("XLWINGS_LICENSE_KEY", "noncommercial")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

TIEBREAKS = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--trf", default=str(ROOT.parent / "shared" / "bench" / "swiss_500p_9r.trf"))
    args = ap.parse_args()
    from _child import say_load

    say_load("start")

    # xlwings' Office.js conversion asks `from pyodide.ffi import JsNull` for every cell: inside
    # Pyodide (xlwings Lite) the module is there and the import is a dictionary lookup; on
    # CPython it fails and costs ~80 us a cell. A stub stands in for Pyodide's module so the
    # figures are those of the Lite path, not of CPython's failing import.
    import types

    if "pyodide.ffi" not in sys.modules:
        ffi = types.ModuleType("pyodide.ffi")
        ffi.JsNull = type("JsNull", (), {})  # type: ignore[attr-defined]
        sys.modules["pyodide"] = types.ModuleType("pyodide")
        sys.modules["pyodide.ffi"] = ffi

    import xlwings as xw
    import xlwings.server as xs

    from xl_tiebreaks import sheet, udfs
    from xl_tiebreaks.layouts import swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(args.trf).tournament
    n = len(t.participants)
    grid = swiss_grid_cells(t)
    ratings = [[p.rating or ""] for p in t.participants]
    settings = [["date", t.start_date.isoformat()], ["system", "swiss"], ["rounds", t.rounds_announced]]

    def payload(name: str, *a):
        return {"client": "Office.js", "func_name": name, "args": list(a), "caller_address": "[T.xlsx]S!A1",
                "session_id": "bench", "culture_info_name": "en-US", "date_format": "M/d/yyyy",
                "version": xw.__version__, "runtime": "1.4"}

    def call(body):
        return asyncio.run(xs.custom_functions_call(body, udfs))

    cpu: dict[object, float] = {}

    def timed(fn, runs):
        out, used = [], []
        for _ in range(runs):
            a, c = time.perf_counter(), time.process_time()
            fn()
            out.append(time.perf_counter() - a)
            used.append(time.process_time() - c)
        cpu[fn] = statistics.median(used)
        return statistics.median(out)

    print(f"{n} players x {t.n_rounds} rounds, {args.runs} runs each (median), xlwings {xw.__version__}")
    build = timed(lambda: json.loads(json.dumps(payload("BUCHHOLZ", grid, None, None, None, None, settings))),
                  args.runs)
    print(f"  build the payload (grid as JSON and back):      {build * 1000:8.1f} ms")
    body = json.loads(json.dumps(payload("BUCHHOLZ", grid, None, None, None, None, settings)))

    def cold():
        sheet.clear_cache()
        call(body)

    one_cold = timed(cold, args.runs)
    one_cold_cpu = cpu[cold]
    call(body)
    one_warm = timed(lambda: call(body), args.runs)
    print(f"  one array call BUCHHOLZ, cold (reads the grid): {one_cold * 1000:8.1f} ms "
          f"(CPU {one_cold_cpu * 1000:.1f} ms)")
    print(f"  one array call BUCHHOLZ, warm (cache):          {one_warm * 1000:8.1f} ms")
    tb_body = json.loads(json.dumps(payload("TIEBREAKS", grid, TIEBREAKS, ratings, settings)))

    def tb_cold():
        sheet.clear_cache()
        call(tb_body)

    print(f"  one array call TIEBREAKS (20 tie-breaks), cold: {timed(tb_cold, args.runs) * 1000:8.1f} ms")
    bodies = [json.loads(json.dumps(payload("BUCHHOLZ", grid, None, None, None, p.start_no, settings)))
              for p in t.participants]
    # The 500 payloads stand for what Excel's JavaScript holds: in Lite each call's arguments arrive
    # when it is made and are gone after it. Built here all at once, their 250,000 row lists would
    # be walked by every full collection of Python's cyclic garbage collector during the calls (it
    # doubled the first run's time): they are moved out of its reach, as they are outside Python.
    import gc

    gc.collect()
    gc.freeze()

    async def all_cells():  # one event loop for the whole recalculation, as xlwings Lite keeps one
        for b in bodies:
            await xs.custom_functions_call(b, udfs)

    def per_player():
        sheet.clear_cache()
        asyncio.run(all_cells())

    direct = timed(lambda: udfs.BUCHHOLZ(grid, None, None, None, None, settings), args.runs)
    direct_one = timed(lambda: udfs.BUCHHOLZ(grid, None, None, None, 250, settings), args.runs)
    print(f"  our layer alone, warm, the whole column:        {direct * 1000:8.2f} ms (target < 1 ms)")
    print(f"  our layer alone, warm, one player:              {direct_one * 1000:8.2f} ms (target < 1 ms)")
    many = timed(per_player, max(1, args.runs // 2))
    many_cpu = cpu[per_player]
    print(f"  {n} per-player calls BUCHHOLZ (first one cold):  {many * 1000:8.1f} ms "
          f"({many / n * 1000:.2f} ms per call; {many / one_cold:.1f}x the one array call; target <= 3x, issue 28)")
    print(f"    in CPU time: {many_cpu * 1000:.1f} ms against {one_cold_cpu * 1000:.1f} ms: "
          f"{many_cpu / one_cold_cpu:.1f}x the one array call (target <= 3x, issue 28)")
    say_load("end")


if __name__ == "__main__":
    main()
