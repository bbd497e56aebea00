"""Wall time and peak memory of a command, measured without the parent's memory.

A forked child starts with its parent's resident pages, and Linux keeps the high-water mark
across exec, so `wait4` on a child of a big benchmark process reports the benchmark's memory,
not the command's. The command is therefore started from a small launcher (a bare `python -S`)
that spawns it and reports the child's time and max RSS.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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


def run_child_cpu(cmd: list[str], cwd: str | Path | None = None) -> tuple[float, float, float]:
    """As :func:`run_child`, with the command's CPU seconds (user + system): on a shared
    machine the wall time also counts the waits for a core, the CPU time does not. ``cwd``:
    the folder it runs in (``python -m`` and ``-c`` look for modules there first: a command
    run from a checkout imports the checkout's modules, not the installed ones)."""
    p = subprocess.run([sys.executable, "-S", "-c", _LAUNCHER, *cmd], capture_output=True, text=True, cwd=cwd)
    if p.returncode != 0 or not p.stdout.strip():
        raise RuntimeError(f"{' '.join(cmd)} failed: {p.stderr.strip()[-2000:]}")
    seconds, kib, code, cpu = p.stdout.split()
    if int(code) != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited with {code}: {p.stderr.strip()[-2000:]}")
    return float(seconds), int(kib) / 1024, float(cpu)


def load_average() -> str:
    """The machine's load average (1, 5 and 15 minutes) as text, ``?`` where the system has none."""
    try:
        one, five, fifteen = os.getloadavg()
    except OSError:  # (no load average on this system)
        return "?"
    return f"{one:.2f} {five:.2f} {fifteen:.2f}"


def say_load(when: str) -> None:
    """Print the load average at ``when`` ("start", "end") and a warning when it is above 1:
    wall times then count waits for a core (CPU times and their ratios hold better)."""
    text = load_average()
    print(f"load average at the {when} (1, 5, 15 min): {text}")
    try:
        high = os.getloadavg()[0] > 1
    except OSError:
        high = False
    if high:
        print("  warning: load above 1: wall times include waits for a core; compare the CPU times "
              "and the ratios of runs made alternately")


def wheel_python(root: Path, where: Path | None = None) -> str:
    """The Python of a virtual environment holding this tree installed from a wheel (as an
    organiser installs it: byte-code compiled by pip), built afresh in ``where`` (default:
    ``root/.cache/bench``, ignored by git). The dependencies are not installed (``--no-deps``):
    what a benchmarked command would import of them shows as a failure."""
    import shutil
    import tempfile

    where = where or root / ".cache" / "bench"
    where.mkdir(parents=True, exist_ok=True)
    wheels = Path(tempfile.mkdtemp(dir=where))
    try:
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(root)],
                       check=True, capture_output=True, text=True)
        venv = where / "venv"
        if venv.exists():
            shutil.rmtree(venv)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        py = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
        subprocess.run([str(py), "-m", "pip", "install", "-q", "--no-deps", *map(str, wheels.glob("*.whl"))],
                       check=True, capture_output=True, text=True)
    except subprocess.CalledProcessError as e:
        raise SystemExit(f"could not build and install the wheel: {e.stderr.strip()[-2000:]}") from None
    finally:
        shutil.rmtree(wheels, ignore_errors=True)
    return str(py)
