"""The command line as a user runs it."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main

DATA = Path(__file__).parent / "data"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", *args], capture_output=True, text=True)


def test_bundled_example_table():
    """README's first command: seed 002's six-player Swiss, readable, with edition and system."""
    p = run("standings")
    assert p.returncode == 0, p.stderr
    out = p.stdout
    assert "rules: FIDE2026: FIDE C.07" in out and "no start date" in out
    assert "pairing system: swiss" in out
    lines = [line.split() for line in out.splitlines()]
    body = [x for x in lines if x and x[0].isdigit() and len(x) >= 5]
    assert [x[2] for x in body][:2] == ["F", "A"]


def test_csv_columns_as_given(capsys):
    assert main(["standings", "-t", "BH-C1 BH SB", "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["start_no", "name", "rank", "points", "BH-C1", "BH", "SB"]
    assert rows[1] == ["6", "F", "1", "2.5", "4.0", "5.0", "3.75"]


def test_json_and_round(capsys):
    f = DATA / "fide-exercises" / "held_swiss_5.trf"
    assert main(["standings", str(f), "-t", "BH", "--format", "json", "--round", "3", "--swiss"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["rounds"] == 3 and doc["rules"] == "FIDE2024"
    assert any("after round 3 of 5" in n for n in doc["notes"])


def test_editions_differ_on_held_exercise(capsys):
    """Disputes case 1: David (#4, half-point bye in round 2): BH 15.0 (2024) / 14.0 (2026)."""
    f = str(DATA / "fide-exercises" / "held_swiss_5.trf")
    for rules, want in (("FIDE2024", "15.0"), ("FIDE2026", "14.0")):
        assert main(["standings", f, "-t", "BH", "--format", "csv", "--rules", rules]) == 0
        rows = {r[0]: r for r in csv.reader(io.StringIO(capsys.readouterr().out))}
        assert rows["4"][4] == want


def test_error_is_one_line(tmp_path):
    bad = tmp_path / "bad.trf"
    bad.write_text("012 x\n001    1      A                                                                  1.0    1     9 w 1\n")
    p = run("standings", str(bad))
    assert p.returncode == 2
    assert p.stderr.strip().count("\n") == 0
    assert "line 2 (start number 1)" in p.stderr and "opponent 9" in p.stderr
    assert "Traceback" not in p.stderr


def test_missing_file_message():
    p = run("standings", "no-such-file.trf")
    assert p.returncode == 2 and "does not exist" in p.stderr and "Traceback" not in p.stderr


def test_unknown_tiebreak_in_spanish():
    p = run("standings", "-t", "XYZ", "--lang", "es")
    assert p.returncode == 2 and "desempate desconocido" in p.stderr


def test_output_never_overwrites_input(tmp_path):
    src = DATA / "fide-exercises" / "held_swiss_5.trf"
    copy = tmp_path / "e.trf"
    copy.write_bytes(src.read_bytes())
    p = run("standings", str(copy), "-o", str(copy))
    assert p.returncode == 2
    assert copy.read_bytes() == src.read_bytes()


def test_xlsx_output(tmp_path):
    from openpyxl import load_workbook

    out = tmp_path / "s.xlsx"
    assert main(["standings", "-t", "BH-C1 BH SB", "--format", "xlsx", "-o", str(out)]) == 0
    ws = load_workbook(out).active
    rows = [[c.value for c in r] for r in ws.iter_rows()]
    head = next(r for r in rows if r[0] == "Rank")
    assert head[:8] == ["Rank", "No.", "Name", "Rating", "Points", "BH-C1", "BH", "SB"]
    first = rows[rows.index(head) + 1]
    assert first[:3] == [1, 6, "F"] and first[4:8] == [2.5, 4.0, 5.0, 3.75]


def test_xlsx_needs_output():
    p = run("standings", "--format", "xlsx")
    assert p.returncode == 2 and "-o" in p.stderr


def test_manual_criterion_lots(tmp_path, capsys):
    """A drawing of lots breaks the tie left by BH-C1 between F and A (seed 002): the lower
    number drawn wins (LOTS); a play-off score (PLAYOFF) counts higher first."""
    f = tmp_path / "lots.csv"
    f.write_text("start_no,LOTS,PLAYOFF\n1,1,0.5\n6,2,1.5\n")
    assert main(["standings", "-t", "BH-C1 LOTS", "--manual", str(f), "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert [r[1] for r in rows[1:3]] == ["A", "F"]
    assert main(["standings", "-t", "BH-C1 PLAYOFF", "--manual", str(f), "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert [r[1] for r in rows[1:3]] == ["F", "A"]
    f.write_text("start_no,LOTS\n1,abc\n")
    assert main(["standings", "-t", "LOTS", "--manual", str(f)]) == 2
    assert "'abc' is not a number" in capsys.readouterr().err


def test_unrated_rating_option(capsys):
    """Seed 002's players are unrated: ARO is undefined (empty) unless a rating is given."""
    assert main(["standings", "-t", "ARO", "--format", "csv"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert {r[4] for r in rows[1:]} == {""}
    assert main(["standings", "-t", "ARO", "--format", "csv", "--unrated-rating", "1500"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert {r[4] for r in rows[1:]} == {"1500"}


def test_existing_outputs_need_force(tmp_path):
    """Issue 'the CLI never overwrites an input': an existing output needs --force, for every
    command that writes; the input is refused even with --force."""
    trf = DATA / "fide-exercises" / "held_swiss_5.trf"
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(trf), "-o", str(wb)]) == 0
    commands = [
        ["standings", str(trf), "--format", "csv", "-o"],
        ["template", "swiss", "--players", "8", "--rounds", "3", "-o"],
        ["from-trf", str(trf), "-o"],
        ["compute", str(wb), "-o"],
        ["to-trf", str(wb), "-o"],
    ]
    for cmd in commands:
        out = tmp_path / ("out" + (".xlsx" if cmd[0] in ("template", "from-trf", "compute") else ".txt"))
        out.write_text("keep me")
        p = run(*cmd, str(out))
        assert p.returncode == 2 and "--force" in p.stderr, cmd
        assert out.read_text() == "keep me"
        p = run(*cmd, str(out), "--force")
        assert p.returncode == 0, (cmd, p.stderr)
        assert out.read_bytes() != b"keep me"
    for cmd, src in (["compute", str(wb), "-o", str(wb), "--force"], wb), (["to-trf", str(wb), "-o", str(wb),
                                                                              "--force"], wb):
        before = src.read_bytes()
        p = run(*cmd)
        assert p.returncode == 2 and "input file" in p.stderr and src.read_bytes() == before


def test_interrupted_write_leaves_the_old_file(tmp_path, monkeypatch):
    """Writes go to a temporary file renamed into place: a failure half-way leaves the old
    file whole and no temporary file behind."""
    from xl_tiebreaks import render

    out = tmp_path / "s.xlsx"
    out.write_bytes(b"old")

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(render, "write_standings_xlsx", boom)
    assert main(["standings", "--format", "xlsx", "-o", str(out), "--force"]) == 2
    assert out.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["s.xlsx"]


@pytest.mark.parametrize("argv", [["check", "--round"], ["compare", "--round", "-t", "BH"], ["standings", "--form", "csv"],
                                  ["compare", "--round-r"]])
def test_an_abbreviated_option_is_refused_never_taken_for_a_longer_one(argv, capsys):
    """argparse takes a unique prefix of an option by default: `check --round` ran as
    `--round-robin` (a fresh user's trial). Every command refuses an option it does not have."""
    from xl_tiebreaks.cli import main

    with pytest.raises(SystemExit) as e:
        main(argv + ["--lang", "en"])
    assert e.value.code == 2
    err = capsys.readouterr().err
    assert "unrecognized arguments" in err or "expected one argument" in err, err
