"""Speed of `xl-tiebreaks standings` on the large Swiss events of ../shared/bench/.

Prints, per event:
- time per tie-break per 1,000 player-rounds (in-process, each tie-break on a fresh context
  after the shared precomputation, median of several runs);
- the whole command (a new Python process: start-up, reading the TRF, 20 tie-breaks, ranking,
  CSV output), median wall time and peak memory (max RSS of the command alone, see _child.py);
- when gacrux (FIDE's reference implementation) is importable, its `tiebreakchecker` on the
  same file with the same 20 tie-breaks in the same run, and the ratio.

Usage: python benchmarks/bench_standings.py [--runs N] [--bench-dir DIR]
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

from _child import run_child  # noqa: E402

TIEBREAKS = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"
EVENTS = ["swiss_500p_9r.trf", "swiss_1500p_11r.trf"]


def _median_run(cmd: list[str], runs: int) -> tuple[float, float]:
    """Median wall time (s) and peak RSS (MiB) of the command over `runs` runs."""
    times, mem = [], 0.0
    for _ in range(runs):
        dt, mib = run_child(cmd)
        times.append(dt)
        mem = max(mem, mib)
    return statistics.median(times), mem


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


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--bench-dir", default=str(ROOT.parent / "shared" / "bench"))
    args = ap.parse_args()
    bench = Path(args.bench_dir)
    have_gacrux = importlib.util.find_spec("gacrux") is not None
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {args.runs} runs each (median)")
    for name in EVENTS:
        path = bench / name
        if not path.exists():
            print(f"{name}: not found in {bench}")
            continue
        print(f"\n== {name}")
        rows = per_tiebreak(path, args.runs)
        print("  time per tie-break per 1,000 player-rounds (ms):")
        for code, ms in rows:
            print(f"    {code:<26} {ms:8.3f}")
        ours_cmd = [sys.executable, "-m", "xl_tiebreaks.cli", "standings", str(path), "-t", TIEBREAKS,
                    "--swiss", "--format", "csv"]
        ours, ours_mem = _median_run(ours_cmd, args.runs)
        print(f"  xl-tiebreaks standings (whole command): {ours:.3f} s, peak memory {ours_mem:.1f} MiB")
        if have_gacrux:
            g_cmd = [sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(path), "-s", "-t",
                     *TIEBREAKS.split(), "-d", "T"]
            g, g_mem = _median_run(g_cmd, max(1, min(args.runs, 3)))
            print(f"  gacrux tiebreakchecker (whole command):  {g:.3f} s, peak memory {g_mem:.1f} MiB")
            print(f"  ratio gacrux / xl-tiebreaks: {g / ours:.1f}x")
        else:
            print("  gacrux not installed: pip install gacrux==1.11.65 to compare")


if __name__ == "__main__":
    main()
