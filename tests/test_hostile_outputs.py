"""An output is never one of the command's inputs, and never replaces a file without --force,
also when runs race (issue 26, kinds 1 and 7).

Every command that writes a file, for every option that names a file it reads (the event,
``--manual``), with the output spelled as the same path, ``./name``, a symbolic link and a
hard link to that input, with and without ``--force``: refused with the product's one line,
the input unchanged. Six runs racing for one new name without ``--force``: exactly one
writes, the others say the file exists. ``--force`` keeps the replaced file's permissions.
"""

from __future__ import annotations

import argparse
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from xl_tiebreaks.cli import COMMANDS, main
from xl_tiebreaks.cli.common import INPUT_OPTIONS, ArgWords

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"


@pytest.fixture(scope="module")
def inputs(tmp_path_factory) -> dict[str, bytes]:
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import workbook_bytes
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    wb, _ = tournament_workbook(read_trf(HELD).tournament, lang="en")
    return {"trf": HELD.read_bytes(), "xlsx": workbook_bytes(wb), "csv": b"start_no,LOTS\n1,1\n2,2\n3,3\n4,4\n5,5\n"}


#: every command that writes a file, each input option it has: (argv with IN and OUT, which input is IN)
CASES = {
    "standings-trf": (["standings", "{IN}", "-o", "{OUT}"], "trf"),
    "standings-xlsx": (["standings", "{IN}", "--format", "xlsx", "-o", "{OUT}"], "xlsx"),
    "standings-manual": (["standings", str(HELD), "-t", "BH LOTS", "--manual", "{IN}", "-o", "{OUT}"], "csv"),
    "standings-manual-of-workbook": (["standings", "{WB}", "-t", "BH LOTS", "--manual", "{IN}", "-o", "{OUT}"],
                                     "csv"),
    "compute": (["compute", "{IN}", "-o", "{OUT}"], "xlsx"),
    "from-trf": (["from-trf", "{IN}", "-o", "{OUT}"], "trf"),
    "from-trf-compute": (["from-trf", "{IN}", "--compute", "-o", "{OUT}"], "trf"),
    "to-trf": (["to-trf", "{IN}", "-o", "{OUT}"], "xlsx"),
    "convert-names": (["convert-names", "{IN}", "--to", "libreoffice", "-o", "{OUT}"], "xlsx"),
    # (the output is checked before the prize file or the players' data is read: their content does not matter)
    "prizes-prize-file": (["prizes", str(HELD), "--prizes", "{IN}", "-o", "{OUT}"], "csv"),
    "prizes-player-data": (["prizes", str(HELD), "--player-data", "{IN}", "-o", "{OUT}"], "csv"),
}
SPELLINGS = ["same", "dot", "symlink", "hardlink"]


@pytest.mark.parametrize("force", [True, False])
@pytest.mark.parametrize("spelling", SPELLINGS)
@pytest.mark.parametrize("case", sorted(CASES))
def test_an_input_is_never_the_output(case, spelling, force, inputs, tmp_path, capsys, monkeypatch):
    argv, kind = CASES[case]
    # an output's name must fit the command (a workbook's suffix...): the input is named so
    suffix = {"trf": ".trf", "csv": ".csv", "xlsx": ".xlsx"}[kind]
    if "--format" not in argv and case.startswith("standings"):
        suffix = ".txt" if kind != "csv" else ".csv"
    if case.startswith(("from-trf", "compute", "convert")) or "--format" in argv:
        suffix = ".xlsx"
    src = tmp_path / f"input{suffix}"
    src.write_bytes(inputs[kind])
    (tmp_path / "event.xlsx").write_bytes(inputs["xlsx"])
    monkeypatch.chdir(tmp_path)
    out = {"same": str(src), "dot": f"./{src.name}", "symlink": str(tmp_path / f"link{suffix}"),
           "hardlink": str(tmp_path / f"hard{suffix}")}[spelling]
    if spelling == "symlink":
        os.symlink(src, out)
    elif spelling == "hardlink":
        os.link(src, out)
    line = [a.replace("{IN}", str(src)).replace("{OUT}", out).replace("{WB}", str(tmp_path / "event.xlsx"))
            for a in argv] + (["--force"] if force else [])
    before = src.read_bytes()
    rc = main(line)
    err = capsys.readouterr().err
    assert rc == 2, (line, rc, err)
    assert err.startswith("error: ") and err.count("\n") == 1, err
    assert "is the input file" in err, err
    assert src.read_bytes() == before
    assert not [p.name for p in tmp_path.iterdir() if p.name.startswith(".")]


def _input_options() -> dict[str, set[str]]:
    """Command -> the options of its parser that name a file it reads (not its outputs)."""
    got = {}
    for c in COMMANDS:
        ap = argparse.ArgumentParser()
        c.add_arguments(ap, ArgWords("en"))
        names = set()
        for a in ap._actions:
            meta = str(a.metavar or "")
            if a.dest in ("output", "oxt", "config", "help"):
                continue  # outputs (setup-excel's --config is the file it writes)
            if meta.startswith("FILE"):
                names.add(a.dest)
        got[c.name] = names
    return got


def test_every_option_that_names_an_input_is_guarded():
    """A new option that names a file a command reads joins INPUT_OPTIONS, or its output
    could replace it."""
    found = set().union(*_input_options().values())
    assert found and found <= set(INPUT_OPTIONS), found - set(INPUT_OPTIONS)


# ---------------------------------------------------------------------------------------------
# racing writes and --force


def _template_argv(out: Path, force: bool = False) -> list[str]:
    return ["template", "swiss", "--players", "4", "--rounds", "3", "--lang", "en", "-o", str(out)] + (
        ["--force"] if force else [])


def test_racing_runs_one_wins_the_others_say_it_exists(tmp_path):
    """Six runs of ``template -o r.xlsx`` started together on a new name, without --force:
    exactly one writes it, the five others exit 2 with the product's "exists" line."""
    out = tmp_path / "r.xlsx"
    code = ("import sys, time; from xl_tiebreaks.cli import main; "
            "t = float(sys.argv[1]); time.sleep(max(0, t - time.time())); sys.exit(main(sys.argv[2:]))")
    import time

    start = time.time() + 3  # every process imported and waiting: they write within milliseconds
    procs = [subprocess.Popen([sys.executable, "-c", code, str(start)] + _template_argv(out), cwd=tmp_path,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(6)]
    results = [(p.wait(timeout=120), p.stdout.read(), p.stderr.read()) for p in procs]
    codes = sorted(rc for rc, _, _ in results)
    assert codes == [0, 2, 2, 2, 2, 2], results
    for rc, _, err in results:
        if rc == 2:
            assert err.startswith("error: ") and err.count("\n") == 1 and "exists; add --force" in err, err
    assert out.stat().st_size > 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.xlsx"]  # no temporary file left


def test_a_file_that_appears_after_the_check_is_not_replaced(tmp_path, monkeypatch, capsys):
    """The check before the work says the name is free; another run creates the file while
    this one works: the write does not replace it (created exclusively)."""
    import xl_tiebreaks.files as files

    out = tmp_path / "r.xlsx"
    real = files.write_output

    def late(target, data, **kw):
        out.write_bytes(b"the other run's workbook")
        return real(target, data, **kw)

    monkeypatch.setattr(files, "write_output", late)
    assert main(_template_argv(out)) == 2
    assert "exists; add --force" in capsys.readouterr().err
    assert out.read_bytes() == b"the other run's workbook"


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664, 0o755])
def test_force_keeps_the_replaced_files_permissions(mode, tmp_path, capsys):
    out = tmp_path / "r.xlsx"
    out.write_bytes(b"old")
    os.chmod(out, mode)
    assert main(_template_argv(out, force=True)) == 0
    assert stat.S_IMODE(out.stat().st_mode) == mode
    assert out.read_bytes()[:2] == b"PK"


def test_a_new_file_has_a_new_files_permissions(tmp_path):
    out = tmp_path / "r.xlsx"
    umask = os.umask(0o027)
    try:
        assert main(_template_argv(out)) == 0
    finally:
        os.umask(umask)
    assert stat.S_IMODE(out.stat().st_mode) == 0o640


def test_without_hard_links_the_file_is_created_exclusively(tmp_path, monkeypatch):
    """A file system without hard links (FAT, some shares): created with O_EXCL instead."""
    import errno

    def no_link(*a, **k):
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_link)
    out = tmp_path / "r.xlsx"
    assert main(_template_argv(out)) == 0
    assert out.read_bytes()[:2] == b"PK"
    assert main(_template_argv(out)) == 2
