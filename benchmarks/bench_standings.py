"""Speed of `xl-tiebreaks standings` on the large Swiss events of ../shared/bench/.

Prints, per event:
- time per tie-break per 1,000 player-rounds (in-process, each tie-break on a fresh context
  after the shared precomputation, median of several runs);
- the whole command (a new Python process: start-up, reading the TRF, 20 tie-breaks, ranking,
  CSV output) run from this tree installed from a wheel in a fresh virtual environment (as an
  organiser installs it, byte-code compiled; `--editable` runs this checkout instead): median
  wall time, CPU time (user + system) and peak memory (max RSS of the command alone, see
  _child.py);
- when gacrux (FIDE's reference implementation) is importable, its `tiebreakchecker` on the
  same file with the same 20 tie-breaks, run alternately with ours in the same run, and the
  ratios in CPU time (what other programs on the machine hardly change) and in wall time;
- the command's steps in one process (reading the TRF, the tie-breaks and the ranking with
  their split, the CSV), CPU time, best of several runs;
- the floor: Python's own start-up (`python -c pass`, and `python -I -S -c pass` without the
  site packages) and the command's imports alone, run alternately with the rest.
The load average at the start and the end of the run; a warning when it is above 1.

Usage: python benchmarks/bench_standings.py [--runs N] [--gacrux-runs N] [--bench-dir DIR]
       [--editable | --python PYTHON] [--skip-per-tiebreak] [--events NAME ...]
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _child import run_child_cpu, say_load, wheel_python  # noqa: E402

TIEBREAKS = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"
EVENTS = ["swiss_500p_9r.trf", "swiss_1500p_11r.trf"]


def per_tiebreak(path: Path, runs: int) -> list[tuple[str, float]]:
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.rules import Rules
    from xl_tiebreaks.spec import parse_list
    from xl_tiebreaks.standings import compute_standings
    from xl_tiebreaks.tiebreaks import REGISTRY, build_context

    t = read_trf(path).tournament
    player_rounds = len(t.participants) * t.n_rounds
    out = []
    t0 = time.perf_counter()
    for _ in range(runs):
        build_context(t, Rules.FIDE2026, True)
    out.append(("(shared precomputation)", (time.perf_counter() - t0) / runs * 1000 / player_rounds * 1000))
    for spec in parse_list(TIEBREAKS):
        samples = []
        for _ in range(runs):
            ctx = build_context(t, Rules.FIDE2026, True)
            a = time.perf_counter()
            if spec.is_group:
                compute_standings(t, ["PTS", "DE"], pairing_system="swiss")  # DE: whole ranking
            else:
                REGISTRY[spec.code](ctx, spec)
            samples.append(time.perf_counter() - a)
        ms_per_1000 = statistics.median(samples) * 1000 / player_rounds * 1000
        out.append((spec.text + (" (incl. ranking)" if spec.is_group else ""), ms_per_1000))
    return out


def phases(path: Path, runs: int) -> tuple[dict[str, float], list[tuple[str, float]]]:
    """The command's steps in one process (this checkout), CPU time, best of ``runs``: reading the
    TRF, the 20 tie-breaks and the ranking (one evaluation, as the command makes it: work shared
    by several tie-breaks is counted once, in the first that needs it), the CSV; and the split
    of the second step: the shared context, each tie-break, the ranking (ms)."""
    import xl_tiebreaks.standings as standings_module
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.render import render_standings
    from xl_tiebreaks.tiebreaks import REGISTRY

    best: dict[str, float] = {}
    split: dict[str, float] = {}
    saved = dict(REGISTRY)
    saved_rank, saved_ctx = standings_module._rank, standings_module.build_context

    def timed(name, fn):
        def run(*a, **k):
            t0 = time.process_time()
            try:
                return fn(*a, **k)
            finally:
                took = time.process_time() - t0
                got[name] = got.get(name, 0.0) + took
        return run

    got: dict[str, float] = {}
    try:
        for code, fn in saved.items():
            REGISTRY[code] = timed(code, fn)
        standings_module._rank = timed("(ranking)", saved_rank)
        standings_module.build_context = timed("(context)", saved_ctx)
        for _ in range(runs):
            got.clear()
            a = time.process_time()
            trf = read_trf(path)
            b = time.process_time()
            st = standings_module.compute_standings(trf.tournament, TIEBREAKS, pairing_system="swiss")
            c = time.process_time()
            render_standings(st, "csv", source=str(path), reader_notes=trf.notes)
            d = time.process_time()
            for k, v in (("read the TRF", b - a), ("20 tie-breaks and the ranking", c - b), ("the CSV", d - c)):
                best[k] = min(best.get(k, v), v)
            for k, v in got.items():
                split[k] = min(split.get(k, v), v)
    finally:
        REGISTRY.update(saved)
        standings_module._rank, standings_module.build_context = saved_rank, saved_ctx
    return ({k: v * 1000 for k, v in best.items()},
            sorted(((k, v * 1000) for k, v in split.items()), key=lambda kv: -kv[1]))


def alternate(cmds: dict[str, list[str]], runs: dict[str, int], cwd: str) -> dict[str, tuple[float, float, float]]:
    """Run the commands in turn in ``cwd``, round after round (each ``runs[name]`` times in
    all), so that a change of the machine's load falls on all of them alike; per command the
    median wall seconds, median CPU seconds and the peak memory (MiB)."""
    samples: dict[str, list[tuple[float, float, float]]] = {k: [] for k in cmds}
    for r in range(max(runs.values())):
        for name, cmd in cmds.items():
            if r < runs[name]:
                samples[name].append(run_child_cpu(cmd, cwd=cwd))
    return {k: (statistics.median(s[0] for s in v), statistics.median(s[2] for s in v), max(s[1] for s in v))
            for k, v in samples.items()}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--gacrux-runs", type=int, default=3, help="runs of the reference (about 10 s each)")
    ap.add_argument("--bench-dir", default=str(ROOT.parent / "shared" / "bench"))
    ap.add_argument("--editable", action="store_true", help="run this checkout (sys.executable), no wheel")
    ap.add_argument("--python", help="a Python with xl_tiebreaks installed, instead of building a wheel")
    ap.add_argument("--skip-per-tiebreak", action="store_true")
    ap.add_argument("--events", nargs="*", default=EVENTS)
    args = ap.parse_args()
    bench = Path(args.bench_dir)
    say_load("start")
    have_gacrux = importlib.util.find_spec("gacrux") is not None
    if args.editable:
        py, how = sys.executable, "this checkout (editable)"
    elif args.python:
        py, how = args.python, args.python
    else:
        py, how = wheel_python(ROOT), "installed from a wheel of this tree (.cache/bench/venv)"
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {args.runs} runs each (median); "
          f"xl-tiebreaks: {how}")
    for name in args.events:
        path = bench / name
        if not path.exists():
            print(f"{name}: not found in {bench}")
            continue
        print(f"\n== {name}")
        if not args.skip_per_tiebreak:
            rows = per_tiebreak(path, args.runs)
            print("  time per tie-break per 1,000 player-rounds (ms, in-process, this checkout):")
            for code, ms in rows:
                print(f"    {code:<26} {ms:8.3f}")
        steps, split = phases(path, args.runs)
        print(f"  the command's steps in one process (CPU, best of {args.runs}, this checkout): "
              + ", ".join(f"{k} {v:.1f} ms" for k, v in steps.items()))
        print("    of them, by code (BH with its cuts and medians; shared work in the first that needs it): "
              + ", ".join(f"{k} {v:.1f}" for k, v in split if v >= 0.05) + " ms")
        cmds = {
            "ours": [py, "-m", "xl_tiebreaks.cli", "standings", str(path), "-t", TIEBREAKS, "--swiss",
                     "--format", "csv"],
            "imports": [py, "-c", "import xl_tiebreaks.cli.events, xl_tiebreaks.standings, xl_tiebreaks.render, "
                        "xl_tiebreaks.readers.trf"],
            "pass": [py, "-c", "pass"],
            "bare": [py, "-I", "-S", "-c", "pass"],
        }
        runs = {"ours": args.runs, "imports": args.runs, "pass": args.runs, "bare": args.runs}
        if have_gacrux:
            cmds["gacrux"] = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s", "-t",
                              *TIEBREAKS.split(), "-d", "T"]
            runs["gacrux"] = max(1, args.gacrux_runs)
        # run outside the checkout: `python -m` would import the checkout's modules (uncompiled)
        # rather than the installed ones
        got = alternate(cmds, runs, cwd=str(ROOT) if args.editable else str(Path(py).parent))
        w, c, m = got["ours"]
        print(f"  xl-tiebreaks standings (whole command): wall {w:.3f} s, CPU {c:.3f} s, peak memory {m:.1f} MiB")
        for key, label in (("imports", "its imports alone (python -c 'import ...')"),
                           ("pass", "python -c pass"), ("bare", "python -I -S -c pass")):
            wk, ck, mk = got[key]
            print(f"  floor: {label:<42} wall {wk:.3f} s, CPU {ck:.3f} s")
        print(f"  the command above Python's start-up (python -c pass): CPU {c - got['pass'][1]:.3f} s")
        if have_gacrux:
            gw, gc_, gm = got["gacrux"]
            print(f"  gacrux tiebreakchecker (whole command):  wall {gw:.3f} s, CPU {gc_:.3f} s, peak memory {gm:.1f} MiB "
                  f"({runs['gacrux']} runs)")
            print(f"  ratio gacrux / xl-tiebreaks: CPU {gc_ / c:.1f}x, wall {gw / w:.1f}x (goal: at least 40x)")
        else:
            print("  gacrux not installed: pip install gacrux==1.11.65 to compare")
    say_load("end")


if __name__ == "__main__":
    main()
