"""Fuzzing the command line's paths (issue 14): every command with inputs and outputs of
every kind a careless user or an attacker can give (named pipes, /dev/zero, /dev/null,
folders, links to them, missing folders, the input itself, a hard link to it, the screen),
with or without --force. Each run ends with a result or one line of message (status 0, 1 or
2), nothing is opened at a device or a pipe (the guard of :mod:`tests.hostile` fails the
test before it could be), no input changes, and /dev/null stays a device.

CI runs the profile's examples; HYPOTHESIS_PROFILE=long runs 10,000.
"""

from __future__ import annotations

import contextlib
import io
import os
import shutil
import stat
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from xl_tiebreaks.cli import main

from .hostile import no_touch

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
_WORKBOOK: dict[str, bytes] = {}

INPUTS = ["trf", "xlsx", "fifo", "dev-zero", "dev-null", "folder", "missing", "link-fifo", "link-trf", "empty",
          "junk"]
OUTPUTS = ["new", "existing", "fifo", "dev-null", "link-dev-null", "folder", "no-folder", "same-as-input",
           "stdout", "hardlink-input", "link-existing"]
COMMANDS = ["standings", "standings-xlsx", "standings-manual", "compute", "from-trf", "from-trf-compute", "to-trf",
            "template", "explain", "check", "compare", "setup-excel"]


def _workbook_bytes() -> bytes:
    if not _WORKBOOK:
        from xl_tiebreaks.readers.trf import read_trf
        from xl_tiebreaks.templates import workbook_bytes
        from xl_tiebreaks.templates.workbooks import tournament_workbook

        wb, _ = tournament_workbook(read_trf(HELD).tournament, lang="en")
        _WORKBOOK["w"] = workbook_bytes(wb)
    return _WORKBOOK["w"]


def _input(kind: str, folder: Path, fifo: Path, suffix: str) -> str:
    p = folder / f"in{suffix}"
    if kind == "trf":
        p.write_bytes(HELD.read_bytes())
    elif kind == "xlsx":
        p.write_bytes(_workbook_bytes())
    elif kind == "fifo":
        return str(fifo)
    elif kind == "dev-zero":
        return "/dev/zero"
    elif kind == "dev-null":
        return "/dev/null"
    elif kind == "folder":
        return str(folder)
    elif kind == "missing":
        return str(folder / "nope" / f"x{suffix}")
    elif kind == "link-fifo":
        p.symlink_to(fifo)
    elif kind == "link-trf":
        (folder / "real.trf").write_bytes(HELD.read_bytes())
        p.symlink_to(folder / "real.trf")
    elif kind == "empty":
        p.write_bytes(b"")
    else:
        p.write_bytes(b"PK\x03\x04 not really \x00\xff")
    return str(p)


def _output(kind: str, folder: Path, fifo: Path, src: str, suffix: str) -> str:
    p = folder / f"out{suffix}"
    if kind == "existing":
        p.write_bytes(b"old")
    elif kind == "fifo":
        return str(fifo)
    elif kind == "dev-null":
        return "/dev/null"
    elif kind == "link-dev-null":
        p.symlink_to("/dev/null")
    elif kind == "folder":
        return str(folder)
    elif kind == "no-folder":
        return str(folder / "nope" / f"out{suffix}")
    elif kind == "same-as-input":
        return src
    elif kind == "stdout":
        return "-"
    elif kind == "hardlink-input":
        if os.path.isfile(src) and not os.path.islink(src):
            os.link(src, p)
    elif kind == "link-existing":
        (folder / f"real{suffix}").write_bytes(b"old")
        p.symlink_to(folder / f"real{suffix}")
    return str(p)


def _argv(cmd: str, src: str, out: str, force: bool) -> list[str]:
    f = ["--force"] if force else []
    return {
        "standings": ["standings", src, "-o", out] + f,
        "standings-xlsx": ["standings", src, "--format", "xlsx", "-o", out] + f,
        "standings-manual": ["standings", str(HELD), "--manual", src, "-t", "LOTS", "-o", out] + f,
        "compute": ["compute", src, "-o", out] + f,
        "from-trf": ["from-trf", src, "-o", out, "--lang", "en"] + f,
        "from-trf-compute": ["from-trf", src, "-o", out, "--compute", "--lang", "en"] + f,
        "to-trf": ["to-trf", src, "-o", out] + f,
        "template": ["template", "swiss", "--players", "4", "--rounds", "3", "-o", out, "--lang", "en"] + f,
        "explain": ["explain", src, "--player", "1", "-t", "BH"],
        "check": ["check", src],
        "compare": ["compare", src, "-t", "BH"],
        "setup-excel": ["setup-excel", "--config", out],
    }[cmd]


def _snapshot(path: str) -> tuple | None:
    try:
        st_ = os.lstat(path)
    except OSError:
        return None
    if stat.S_ISREG(st_.st_mode):
        return ("file", Path(path).read_bytes())
    return (stat.S_IFMT(st_.st_mode), st_.st_rdev)


@settings(deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(cmd=st.sampled_from(COMMANDS), inp=st.sampled_from(INPUTS), out=st.sampled_from(OUTPUTS),
       force=st.booleans(), suffix=st.sampled_from([".trf", ".xlsx", ".xlsm", ".csv", ""]))
def test_any_paths_give_a_result_or_one_line(cmd, inp, out, force, suffix, tmp_path_factory):
    folder = tmp_path_factory.mktemp("paths")
    fifo = folder / "pipe"
    os.mkfifo(fifo)
    src = _input(inp, folder, fifo, ".xlsx" if inp == "xlsx" else ".trf" if inp in ("trf", "link-trf") else suffix)
    dst = _output(out, folder, fifo, src, suffix)
    argv = _argv(cmd, src, dst, force)
    watched = {p: _snapshot(p) for p in {src, str(HELD), "/dev/null", "/dev/zero"}}
    stdout = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    stderr = io.StringIO()
    cwd = os.getcwd()
    os.chdir(folder)
    try:
        with no_touch("/dev/null", "/dev/zero", fifo) as hits, contextlib.redirect_stdout(stdout), \
                contextlib.redirect_stderr(stderr):
            rc = main(argv)
    finally:
        os.chdir(cwd)
    err = stderr.getvalue()
    assert not hits, (argv, hits)
    assert rc in (0, 1, 2), (argv, rc, err)
    assert "Traceback" not in err and "internal error" not in err and "Exception ignored" not in err, (argv, err)
    if rc == 2:
        assert err.startswith("error: ") and err.count("\n") == 1, (argv, err)
    for p, before in watched.items():
        if p == src and cmd == "setup-excel":
            continue
        if p != dst or rc != 0:
            assert _snapshot(p) == before, (argv, p)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)
    leftovers = [x.name for x in folder.iterdir() if x.name.startswith(".") and x.name != ".xlwings"]
    assert not leftovers, (argv, leftovers)
    shutil.rmtree(folder, ignore_errors=True)
