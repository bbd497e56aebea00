"""How long reading a large workbook without the add-in takes, and how much memory.

A Swiss of P players x R rounds (the generated event of bench_noaddin.py) is written as
``from-trf --no-addin`` writes it; then ``xl-tiebreaks standings`` and ``xl-tiebreaks check``
read it, each in a new process (median of ``--repeat`` runs): wall time, CPU time and peak
memory (the child's maximum resident set). The hidden helper sheet of formulas (Workings) is
skipped by the readers (``workbook/package.py`` ``helper_parts``); ``check`` streams it to
compare its formulas with the template's.

    python benchmarks/bench_noaddin_read.py [--sizes 300x11 800x11 999x25] [--repeat 3]

A measurement, not a test (no figure is asserted).
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))


def _run(args: list[str]) -> tuple[float, float, float, int]:
    """(wall s, CPU s, peak MiB, exit status) of ``xl-tiebreaks args`` in a new process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    # (a fresh interpreter per run: its peak memory is the command's own)
    code = ("import resource, sys; from xl_tiebreaks.cli import main; rc = main(sys.argv[1:]); "
            "sys.stderr.write('PEAK %d\\n' % resource.getrusage(resource.RUSAGE_SELF).ru_maxrss); sys.exit(rc)")
    p = subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    peak = next((int(x.split()[1]) for x in p.stderr.splitlines() if x.startswith("PEAK ")), 0) / 1024
    return wall, cpu, peak, p.returncode


def main(argv: list[str] | None = None) -> int:
    from bench_noaddin import generated_swiss

    from xl_tiebreaks.cli import main as cli
    from xl_tiebreaks.readers.trf.writer import write_trf

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", nargs="+", default=["300x11", "800x11"])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="xlt-bench-read-"))
    print("| size | file | helper sheet unpacked | command | wall | CPU | peak memory | status |")
    print("|---|---|---|---|---|---|---|---|")
    for size in args.sizes:
        players, rounds = (int(x) for x in size.split("x"))
        trf = tmp / f"s{size}.trf"
        trf.write_text(write_trf(generated_swiss(players, rounds)), encoding="utf-8")
        wb = tmp / f"s{size}.xlsx"
        assert cli(["from-trf", str(trf), "--no-addin", "--lang", "en", "-o", str(wb), "--force"]) == 0
        with zipfile.ZipFile(wb) as z:
            helper = max(z.infolist(), key=lambda i: i.file_size)
        for command in ("standings", "check"):
            runs = [_run([command, str(wb), "--lang", "en"]) for _ in range(args.repeat)]
            wall = statistics.median(r[0] for r in runs)
            cpu = statistics.median(r[1] for r in runs)
            peak = max(r[2] for r in runs)
            print(f"| {size} | {wb.stat().st_size / 2**20:.1f} MB | {helper.file_size / 2**20:.0f} MB | {command} | "
                  f"{wall:.2f} s | {cpu:.2f} s | {peak:.0f} MiB | {sorted({r[3] for r in runs})} |", flush=True)
    print(f"load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    sys.exit(main())
