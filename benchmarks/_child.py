"""Wall time and peak memory of a command, measured without the parent's memory.

A forked child starts with its parent's resident pages, and Linux keeps the high-water mark
across exec, so `wait4` on a child of a big benchmark process reports the benchmark's memory,
not the command's. The command is therefore started from a small launcher (a bare `python -S`)
that spawns it and reports the child's time and max RSS.
"""

from __future__ import annotations

import subprocess
import sys

_LAUNCHER = r"""
import os, sys, time
argv = sys.argv[1:]
t0 = time.perf_counter()
pid = os.posix_spawn(argv[0], argv, os.environ,
                     file_actions=[(os.POSIX_SPAWN_OPEN, 1, os.devnull, os.O_WRONLY, 0)])
_, status, ru = os.wait4(pid, 0)
print(time.perf_counter() - t0, ru.ru_maxrss, os.waitstatus_to_exitcode(status), ru.ru_utime + ru.ru_stime)
"""


def run_child(cmd: list[str]) -> tuple[float, float]:
    """Run `cmd` (argv list, first item an executable path); return (seconds, peak MiB).

    Raises RuntimeError with the command's stderr when it fails."""
    seconds, mib, _cpu = run_child_cpu(cmd)
    return seconds, mib


def run_child_cpu(cmd: list[str]) -> tuple[float, float, float]:
    """As :func:`run_child`, with the command's CPU seconds (user + system): on a shared
    machine the wall time also counts the waits for a core, the CPU time does not."""
    p = subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, *cmd], capture_output=True, text=True)
    if p.returncode != 0 or not p.stdout.strip():
        raise RuntimeError(f"{' '.join(cmd)} failed: {p.stderr.strip()[-2000:]}")
    seconds, kib, code, cpu = p.stdout.split()
    if int(code) != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited with {code}: {p.stderr.strip()[-2000:]}")
    return float(seconds), int(kib) / 1024, float(cpu)
