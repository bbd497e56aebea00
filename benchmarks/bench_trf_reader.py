"""The TRF reader on a synthetic 1,500-player, 11-round Swiss (the event the test
tests/test_trf_reader.py::test_reads_1500_players_11_rounds reads for correctness).

Prints the best and the median of N parses and the cost per player-round. Speed is measured
here, never asserted in a test.

Usage: python benchmarks/bench_trf_reader.py [--runs N] [--players P] [--rounds R]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.test_trf_reader import _big_swiss_text  # noqa: E402
from xl_tiebreaks.readers.trf import parse_trf  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--players", type=int, default=1500)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--file", type=Path, help="a TRF file to read (read_trf: bytes, decoding, parsing) instead")
    a = ap.parse_args(argv)
    if a.file:
        return _file(a.file, a.runs)
    text = _big_swiss_text(a.players, a.rounds)
    times = []
    for _ in range(a.runs):
        t0 = time.perf_counter()
        f = parse_trf(text)
        times.append(time.perf_counter() - t0)
    assert len(f.tournament.participants) == a.players
    best, med = min(times), statistics.median(times)
    pr = a.players * a.rounds
    print(f"parse_trf: {a.players} players x {a.rounds} rounds ({len(text) // 1024} KiB), {a.runs} runs: "
          f"best {best * 1000:.1f} ms, median {med * 1000:.1f} ms, {best / pr * 1e6:.2f} us per player-round")
    return 0


def _file(path: Path, runs: int) -> int:
    """read_trf of a file, best and median of ``runs``."""
    from xl_tiebreaks.readers.trf import read_trf

    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        f = read_trf(path)
        times.append(time.perf_counter() - t0)
    print(f"read_trf: {path.name} ({path.stat().st_size // 1024} KiB, {len(f.tournament.participants)} players), "
          f"{runs} runs: best {min(times) * 1000:.1f} ms, median {statistics.median(times) * 1000:.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
