"""How time and memory grow with the event: 500 x 9, 1,500 x 11 (../shared/bench/) and a
generated 5,000 x 13 Swiss, through the core, the CLI and the Excel functions' call path.

For each event: the core (read the TRF + 20 tie-breaks + ranking, in-process), the whole CLI
command (a new process; peak memory = max RSS of the command alone, see _child.py), and the Excel path (the event as
a Swiss grid through TIEBREAKS, as xlwings Lite calls it: `xlwings.server.custom_functions_call`).
Growth is reported per player-round: (read + compute) / (players x rounds), relative to the
smallest event; close to 1 means linear in players x rounds.

Then STANDINGS on a Swiss grid of 500 x 9, 1,500 x 11 and a generated 1,000 x 200 (issue 14,
finding 8), through the same call path, with the growth of the cost per cell.

Workbooks (issue 14, finding 8): `compute` on a filled Swiss workbook (every tie-break column
an INDEX of one TIEBREAKS call over the whole results range) and `template swiss`, each at a
small size and at a large one (200 x 50; 999 x 25, the largest Swiss template a workbook's
140,000 cells hold since issue 26; the finding's 999 x 99 is refused), as whole commands in a new
process: wall and CPU seconds, and the ratio of seconds per cell to the small size's (close
to 1: linear in the cells).

Usage: python benchmarks/bench_scale.py [--runs N] [--skip-excel] [--grid-only | --workbooks-only |
       --skip-workbooks]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("XLWINGS_ON_SERVER", "true")
os.environ.setdefault("XLWINGS_LICENSE_KEY", "noncommercial")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _child import run_child, run_child_cpu  # noqa: E402

TIEBREAKS = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"


def generate_swiss(n: int, rounds: int, seed: int = 5000) -> str:
    """A Swiss-like event as TRF text: each round pairs neighbours by score (no repeats where
    avoidable), with 2 % zero-point byes, 4 % half-point byes, 2 % forfeits, a
    pairing-allocated bye for an odd player out; results drawn from the rating difference."""
    from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, Tournament
    from xl_tiebreaks.readers.trf import write_trf

    rng = random.Random(seed)
    ratings = sorted((rng.randint(1200, 2700) for _ in range(n)), reverse=True)
    parts = [Participant(i + 1, f"Player {i + 1}", ratings[i]) for i in range(n)]
    recs: dict[int, list[RoundRecord]] = {i + 1: [] for i in range(n)}
    score = {i + 1: 0.0 for i in range(n)}
    met: dict[int, set[int]] = {i + 1: set() for i in range(n)}
    for _ in range(rounds):
        avail = []
        for s in range(1, n + 1):
            x = rng.random()
            if x < 0.02:
                recs[s].append(RoundRecord(RoundKind.ZERO_BYE))
            elif x < 0.06:
                recs[s].append(RoundRecord(RoundKind.HALF_BYE))
                score[s] += 0.5
            else:
                avail.append(s)
        avail.sort(key=lambda s: (-score[s], s))
        if len(avail) % 2:
            bye = avail.pop()
            recs[bye].append(RoundRecord(RoundKind.PAB))
            score[bye] += 1
        while avail:
            a = avail.pop(0)
            j = next((k for k, b in enumerate(avail[:12]) if b not in met[a]), 0)
            b = avail.pop(j)
            met[a].add(b)
            met[b].add(a)
            w, bl = (a, b) if rng.random() < 0.5 else (b, a)
            if rng.random() < 0.02:
                recs[w].append(RoundRecord(RoundKind.FORFEIT_WIN, bl, "w"))
                recs[bl].append(RoundRecord(RoundKind.FORFEIT_LOSS, w, "b"))
                score[w] += 1
                continue
            p_white = 1 / (1 + 10 ** ((ratings[bl - 1] - ratings[w - 1]) / 400))
            x = rng.random()
            if x < p_white * 0.8:
                rw = Result.WIN
            elif x < p_white * 0.8 + 0.25:
                rw = Result.DRAW
            else:
                rw = Result.LOSS
            recs[w].append(RoundRecord(RoundKind.GAME, bl, "w", rw))
            recs[bl].append(RoundRecord(RoundKind.GAME, w, "b", rw.reverse))
            score[w] += {Result.WIN: 1, Result.DRAW: 0.5, Result.LOSS: 0}[rw]
            score[bl] += {Result.WIN: 0, Result.DRAW: 0.5, Result.LOSS: 1}[rw]
    t = Tournament.build(parts, recs, total_rounds=rounds, pairing_system=PairingSystem.SWISS,
                         name=f"Generated Swiss {n} x {rounds}")
    return write_trf(t)


def core(path: Path) -> tuple[float, float, float]:
    """(read seconds, compute seconds, peak MiB) in this process."""
    import gc

    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import compute_standings

    gc.collect()
    a = time.perf_counter()
    t = read_trf(path).tournament
    b = time.perf_counter()
    compute_standings(t, TIEBREAKS, pairing_system="swiss")
    dt = time.perf_counter() - b
    tracemalloc.start()  # memory measured on a second run (tracing slows Python down)
    compute_standings(read_trf(path).tournament, TIEBREAKS, pairing_system="swiss")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return b - a, dt, peak / 2**20


def cli(path: Path) -> tuple[float, float]:
    """(seconds, peak MiB) of the whole `standings` command in a new process."""
    cmd = [sys.executable, "-m", "xl_tiebreaks.cli", "standings", str(path), "-t", TIEBREAKS, "--swiss",
           "--format", "csv"]
    return run_child(cmd)


def excel(path: Path) -> float:
    import types

    if "pyodide.ffi" not in sys.modules:  # as in bench_udfs.py: Pyodide's module, not CPython's failing import
        ffi = types.ModuleType("pyodide.ffi")
        ffi.JsNull = type("JsNull", (), {})  # type: ignore[attr-defined]
        sys.modules["pyodide"] = types.ModuleType("pyodide")
        sys.modules["pyodide.ffi"] = ffi
    import xlwings as xw
    import xlwings.server as xs

    from xl_tiebreaks import sheet, udfs
    from xl_tiebreaks.layouts import swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(path).tournament
    grid = swiss_grid_cells(t)
    ratings = [[p.rating or ""] for p in t.participants]
    body = {"client": "Office.js", "func_name": "TIEBREAKS", "args": [grid, TIEBREAKS, ratings, "sistema=suizo"],
            "caller_address": "[T.xlsx]S!A1", "session_id": "b", "culture_info_name": "en-US",
            "date_format": "M/d/yyyy", "version": xw.__version__, "runtime": "1.4"}
    sheet.clear_cache()
    a = time.perf_counter()
    asyncio.run(xs.custom_functions_call(body, udfs))
    return time.perf_counter() - a


def grid_standings(path: Path, runs: int) -> tuple[float, int, int]:
    """(median seconds, players, rounds) of ``=STANDINGS(grid, "BH/C1 BH SB DE WIN")`` on the
    event written as a Swiss grid, cold (the grid read), through xlwings' Office.js call path."""
    import json

    import xlwings as xw
    import xlwings.server as xs

    from xl_tiebreaks import sheet, udfs
    from xl_tiebreaks.layouts import swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(path).tournament
    body = json.loads(json.dumps({
        "client": "Office.js", "func_name": "STANDINGS", "args": [swiss_grid_cells(t), "BH/C1 BH SB DE WIN", None,
                                                                 None, "sistema=suizo"],
        "caller_address": "[T.xlsx]S!A1", "session_id": "b", "culture_info_name": "en-US", "date_format": "M/d/yyyy",
        "version": xw.__version__, "runtime": "1.4"}))
    out = []
    for _ in range(runs):
        sheet.clear_cache()
        a = time.perf_counter()
        asyncio.run(xs.custom_functions_call(body, udfs))
        out.append(time.perf_counter() - a)
    return statistics.median(out), len(t.participants), t.n_rounds


def grid_scale(runs: int, tmp: Path) -> None:
    """STANDINGS on a Swiss grid as it grows to 1,000 players x 200 rounds (issue 14, finding 8:
    11-14 s before the grid reader was made linear in the cells): seconds, microseconds per
    cell (player-round) and the growth of that cost against the 500 x 9 grid (1.00: linear)."""
    big = tmp / "swiss_1000p_200r.trf"
    if not big.exists():
        big.write_text(generate_swiss(1000, 200, seed=1000), encoding="utf-8")
    sizes = [ROOT.parent / "shared" / "bench" / "swiss_500p_9r.trf", ROOT.parent / "shared" / "bench" /
             "swiss_1500p_11r.trf", big]
    print("STANDINGS on a Swiss grid (Office.js call path, cold):")
    print(f"{'grid':>14} {'seconds':>8} {'us/cell':>8} {'growth':>7}")
    base = None
    for path in sizes:
        if not path.exists():
            print(f"{path.name}: not found")
            continue
        sec, n, r = grid_standings(path, runs)
        per = sec / (n * r) * 1e6
        base = base or per
        print(f"{n:>6} x {r:<6} {sec:8.3f} {per:8.2f} {per / base:7.2f}")


def workbook_sizes(runs: int, tmp: Path) -> None:
    """compute and template at a small size and at the size of issue 14's finding 8."""
    from xl_tiebreaks.readers.trf import parse_trf
    from xl_tiebreaks.templates import workbook_bytes
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    exe = [sys.executable, "-m", "xl_tiebreaks.cli"]
    rows = []
    for n, r in ((50, 12), (200, 50)):
        wb_path = tmp / f"swiss_{n}p_{r}r.xlsx"
        if not wb_path.exists():
            wb, _ = tournament_workbook(parse_trf(generate_swiss(n, r)).tournament, lang="en")
            wb_path.write_bytes(workbook_bytes(wb))
        out = tmp / f"swiss_{n}p_{r}r_computed.xlsx"
        rows.append((f"compute {n} x {r}", n * r * 3,
                     [exe + ["compute", str(wb_path), "-o", str(out), "--force"]] * runs))
    for n, r in ((250, 25), (999, 25)):  # (999 x 25: the largest Swiss template within 140,000 cells)
        out = tmp / f"template_{n}_{r}.xlsx"
        rows.append((f"template swiss {n} x {r}", n * r * 3,
                     [exe + ["template", "swiss", "--players", str(n), "--rounds", str(r), "-o", str(out),
                             "--force", "--lang", "en"]] * runs))
    print(f"\nworkbooks (issue 14, finding 8): whole command in a new process, median of {runs} runs")
    print(f"{'command':>26} {'cells':>7} {'wall s':>7} {'CPU s':>7} {'MiB':>6} {'us/cell':>8} {'ratio':>6}")
    base: dict[str, float] = {}
    for label, cells, cmds in rows:
        got = [run_child_cpu(c) for c in cmds]
        wall = statistics.median(g[0] for g in got)
        cpu = statistics.median(g[2] for g in got)
        per = cpu / cells * 1e6
        kind = label.split()[0]
        base.setdefault(kind, per)
        print(f"{label:>26} {cells:>7} {wall:7.2f} {cpu:7.2f} {max(g[1] for g in got):6.0f} {per:8.1f} "
              f"{per / base[kind]:6.2f}")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--skip-excel", action="store_true")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--grid-only", action="store_true", help="only the Swiss-grid STANDINGS sizes")
    g.add_argument("--workbooks-only", action="store_true", help="only the workbook sizes (issue 14)")
    g.add_argument("--skip-workbooks", action="store_true")
    args = ap.parse_args()
    if args.grid_only:
        grid_scale(args.runs, Path(tempfile.mkdtemp(prefix="xlt-scale-")))
        return
    if args.workbooks_only:
        workbook_sizes(args.runs, Path(tempfile.mkdtemp(prefix="xlt-scale-")))
        return
    bench = ROOT.parent / "shared" / "bench"
    tmp = Path(tempfile.mkdtemp(prefix="xlt-scale-"))
    events = [(500, 9, bench / "swiss_500p_9r.trf"), (1500, 11, bench / "swiss_1500p_11r.trf"),
              (5000, 13, tmp / "swiss_5000p_13r.trf")]
    if not events[-1][2].exists():
        events[-1][2].write_text(generate_swiss(5000, 13), encoding="utf-8")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, median of {args.runs} runs")
    print(f"{'event':>12} {'read s':>7} {'core s':>7} {'core MiB':>9} {'CLI s':>7} {'CLI MiB':>8} {'Excel s':>8} "
          f"{'us/pr':>7} {'growth':>7}")
    base = None
    for n, r, path in events:
        if not path.exists():
            print(f"{n} x {r}: {path} not found")
            continue
        cores = [core(path) for _ in range(args.runs)]
        clis = [cli(path) for _ in range(args.runs)]
        ex = statistics.median(excel(path) for _ in range(args.runs)) if not args.skip_excel else float("nan")
        rd = statistics.median(x[0] for x in cores)
        c = statistics.median(x[1] for x in cores)
        per = (rd + c) / (n * r) * 1e6  # read + compute, per player-round
        base = base or per
        print(f"{n:>6} x {r:<4} {rd:7.3f} {c:7.3f} {max(x[2] for x in cores):9.1f} "
              f"{statistics.median(x[0] for x in clis):7.3f} {max(x[1] for x in clis):8.1f} {ex:8.3f} "
              f"{per:7.2f} {per / base:7.2f}")
    if not args.skip_excel:
        grid_scale(args.runs, tmp)
    if not args.skip_workbooks:
        workbook_sizes(args.runs, tmp)


if __name__ == "__main__":
    main()
