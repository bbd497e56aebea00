"""Hostile TRF files (issue 26, kinds 2, 5 and 6): every bound applies while reading, and is the
bound (and the message) every other input of the same value has.

* a line longer than any record (a player's line of millions of round entries, any other
  line of megabytes) is refused before one round entry is read, through every path that reads
  a TRF (the individual and the team reader, every command);
* more lines than a TRF can hold, and floods of blank lines, are refused;
* the number of rounds (XXR, the entries of a line) and the score system (162, 362) are held
  to the bounds and messages of a function's settings and of ``--score``;
* a number of more than 4,300 digits in any field gives the product's message;
* a control character in a record is refused naming its line and column (no workbook could
  hold it); in a comment it is harmless. The name of a file with one is shown, visibly, in a
  standings workbook.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from xl_tiebreaks import udfs
from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.layouts import swiss_grid_cells
from xl_tiebreaks.readers.trf import parse_trf, read_trf
from xl_tiebreaks.readers.trf import reader as trf_reader
from xl_tiebreaks.readers.trf.records import MAX_LINE, MAX_LINES
from xl_tiebreaks.teams import parse_team_trf

from .test_trf_reader import line, trf

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
FN = {i.name: i.fn for i in udfs.REGISTRY}


def _said(fn, *args) -> str:
    """What a function shows: its first cell (classic xlwings) or the message it raises (xlwings
    Lite, the tests' xlwings)."""
    try:
        return fn(*args)[0][0]
    except ValueError as e:
        return str(e)


def _refusal(text: str, reader=parse_trf) -> TiebreakError:
    with pytest.raises(TiebreakError) as e:
        reader(text)
    return e.value


def _player_line(sn: int, entries: int, opp: int = 2, colour: str = "w", res: str = "1") -> str:
    return line(sn, f"P{sn}", [f"{opp:4d} {colour} {res}"] * entries)


# ---------------------------------------------------------------------------------------------
# long lines: refused while reading, before a round entry is parsed


@pytest.mark.parametrize("entries", [1000, 3000, 200_000, 2_000_000])
def test_a_player_line_past_999_rounds_is_refused_before_its_rounds_are_read(entries, monkeypatch):
    """The 20 MB single-line file of the hostile run took 33 s and 2.9 GB; now the line is
    refused with the bound of every number of rounds before one entry is parsed."""
    calls = []
    real = trf_reader._parse_block
    monkeypatch.setattr(trf_reader, "_parse_block", lambda *a: calls.append(a) or real(*a))
    text = trf(_player_line(1, entries), _player_line(2, 1, opp=1, colour="b", res="0"))
    for reader in (parse_trf, parse_team_trf):
        err = _refusal(text, reader)
        assert err.code == "value_bound", err.message("en")
        assert err.message("en") == f"line 2 (start number 1): rounds: '{entries}' is not a whole number from 1 to 999"
        assert err.message("es").startswith("línea 2 (número inicial 1): rondas: ")
    assert calls == []


def test_999_rounds_still_read():
    t = parse_trf(trf(_player_line(1, 999), _player_line(2, 999, opp=1, colour="b", res="0"))).tournament
    assert t.n_rounds == 999


def test_a_long_line_of_any_record_is_refused():
    err = _refusal("012 " + "x" * 5_000_000 + "\n" + line(1, "A") + "\n")
    assert err.code == "trf_line_too_long" and err.location == "line 1"
    assert str(MAX_LINE) in err.message("en") and str(MAX_LINE) in err.message("es")


def test_trailing_blanks_are_not_a_long_line():
    t = parse_trf(line(1, "A", ["   2 w 1"]) + " " * 200_000 + "\n" + line(2, "B", ["   1 b 0"]) + "\n").tournament
    assert t.n_rounds == 1


@pytest.mark.parametrize("flood", ["records", "blank"])
def test_too_many_lines_are_refused(flood):
    text = trf(line(1, "A"), line(2, "B"))
    text += ("012 again\n" * (MAX_LINES + 1)) if flood == "records" else ("\n" * (10 * MAX_LINES + 1))
    err = _refusal(text)
    assert err.code == "trf_too_many_lines", err.message("en")


@pytest.mark.parametrize("command", [["check"], ["standings"], ["from-trf", "-o", "{out}"], ["explain", "--player", "1",
                                     "-t", "BH"], ["compare"], ["standings", "--format", "xlsx", "-o", "{out}"]])
def test_every_command_refuses_a_long_line_in_one_line(command, tmp_path, capsys):
    path = tmp_path / "long.trf"
    path.write_text(trf(_player_line(1, 500_000), _player_line(2, 1, opp=1, colour="b", res="0")))
    argv = [command[0], str(path)] + [a.replace("{out}", str(tmp_path / "out.xlsx")) for a in command[1:]]
    rc = main(argv)
    said = capsys.readouterr()
    err = said.err + said.out  # (check lists what it found on the screen)
    assert rc in (1, 2), (argv, rc, err)
    assert "rounds: '500000' is not a whole number from 1 to 999" in err
    assert "Traceback" not in err and "internal error" not in err
    if rc == 2:
        assert said.err.count("\n") == 1, err
    assert not (tmp_path / "out.xlsx").exists()


# ---------------------------------------------------------------------------------------------
# the number of rounds and the score system: the functions' bounds and messages


def _function_error(settings: str) -> str:
    t = read_trf(HELD).tournament
    return _said(FN["BUCHHOLZ"], swiss_grid_cells(t), None, None, None, None, settings)


@pytest.mark.parametrize("xxr", ["99999999999999999999", "1000", "0", "1" + "0" * 5000, "nine", "1e3"])
def test_xxr_has_the_bound_of_every_number_of_rounds(xxr):
    err = _refusal(f"XXR {xxr}\n" + HELD.read_text(encoding="utf-8"))
    assert err.code == "value_bound" and err.location == "line 1", err.message("en")
    body = err.message("en").split(": ", 1)[1]
    assert body.startswith("XXR (rounds): '") and body.endswith("' is not a whole number from 1 to 999")
    said = _function_error(f"rounds={xxr}")  # the same bound and words for a function's settings
    assert said.endswith("' is not a whole number from 1 to 999"), said
    assert said.split(": ", 1)[1].split("'")[1] == body.split("'")[1]  # the value shown alike


def test_entries_beyond_xxr_are_refused_as_a_functions_rounds_setting_is():
    err = _refusal(HELD.read_text(encoding="utf-8").replace("XXR 5", "XXR 3"))
    assert err.code == "settings_rounds_played" and err.location == "line 4"
    said = _function_error("rounds=3")
    rest = "rounds = 3, but the results hold 5 rounds: give the number of rounds of the event (at least 5)"
    assert err.message("en") == f"line 4: XXR: {rest}"
    assert said == f"settings: {rest}"
    assert err.message("es").endswith("XXR: rondas = 3, pero los resultados tienen 5 rondas: indique el número de "
                                      "rondas del torneo (al menos 5)")


#: (a 162 record, the same values as a function's settings, as --score, the refusal)
SCORES = [
    ("W 100.0 D 101.0", "win=100; draw=101", "100,101,0", "score_bound"),  # (101: past the bound first)
    ("W 10.0 D 11.0", "win=10; draw=11", "10,11,0", "score_order"),
    ("W 1e308 D nan L -inf", "win=1e308; draw=0.5", "1e308,0.5,0", "score_bound"),
    ("W 1.0 D 0.5 L 2.0", "win=1; draw=0.5; loss=2", "1,0.5,2", "score_order"),
    ("W -1 D 0 L 0", "win=-1; draw=0", "-1,0,0", "score_bound"),
    ("W 1" + "0" * 5000, "win=1" + "0" * 5000, "1" + "0" * 5000 + ",0.5,0", "score_bound"),
    ("W 1e99999999", "win=1e99999999", "1e99999999,0.5,0", "score_bound"),
    ("W 1.0 D 0.5 L 0.0 P 2.0", "win=1; pab=2", "1,0.5,0,2", "score_order"),
]


@pytest.mark.parametrize("record,settings,score,code", SCORES)
def test_a_score_system_has_the_same_bounds_everywhere(record, settings, score, code, capsys):
    err = _refusal(f"162 {record}\n" + HELD.read_text(encoding="utf-8"))
    assert err.code == code and err.location == "line 1", err.message("en")
    said = _function_error(settings)
    tail, tail_es = {"score_bound": ("is not a number of points from 0 to 100", "no es un número de puntos de 0 a 100"),
                     "score_order": ("a win must be worth more than a loss",
                                     "una victoria debe valer más que una derrota")}[code]
    assert tail in err.message("en") and tail in said, (err.message("en"), said)
    assert tail_es in err.message("es")
    assert main(["standings", str(HELD), f"--score={score}"]) == 2
    assert tail in capsys.readouterr().err


def test_team_match_points_have_the_same_bounds():
    text = (DATA / "teams").glob("*.trf")
    sample = next((p for p in text if "362" in p.read_text(encoding="utf-8", errors="replace")), None)
    if sample is None:
        pytest.skip("no team TRF with a 362 record in tests/data/teams")
    body = re.sub(r"(?m)^362 .*$", "362  W 1.0    D 2.0    L 0.0", sample.read_text(encoding="utf-8"))
    err = _refusal(body, parse_team_trf)
    assert err.code == "score_order" and "record 362" in err.message("en")


def test_a_good_score_system_still_reads():
    f = parse_trf("162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0    X 0.5\n" + HELD.read_text(encoding="utf-8"))
    ss = f.tournament.score_system
    assert (ss.win, ss.draw, ss.loss) == (3, 1, 0)


# ---------------------------------------------------------------------------------------------
# numbers of more than 4,300 digits, anywhere


BIG = "1" + "0" * 5000


def test_a_manual_start_number_of_5000_digits(tmp_path, capsys):
    csv = tmp_path / "lots.csv"
    csv.write_text(f"start_no,LOTS\n{BIG},1\n")
    assert main(["standings", str(HELD), "-t", "BH LOTS", "--manual", str(csv)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "is not a start number" in err and "internal error" not in err


def test_a_player_of_5000_digits(capsys):
    assert main(["explain", str(HELD), "--player", BIG, "-t", "BH"]) == 2
    err = capsys.readouterr().err
    assert "is not in the tournament" in err and "internal error" not in err and len(err) < 300


@pytest.mark.parametrize("value", [BIG, 10**5000, "x" + BIG, "1e99999999", -(10**5000)], ids=["text", "int", "in-text",
                                                                                        "exponent", "negative"])
def test_every_function_argument_of_5000_digits_gives_the_products_message(value):
    """Every function of the registry, every argument: a number (or a text holding one) of
    more than 4,300 digits, or a huge exponent, is refused with the product's own message
    (or read as the text it is), never Python's ValueError."""
    t = read_trf(HELD).tournament
    grid = swiss_grid_cells(t)
    for info in udfs.REGISTRY:
        for k, p in enumerate(info.params):
            args: list = [None] * len(info.params)
            args[0] = grid
            args[k] = value if k else [[value]]
            try:
                got = info.fn(*args)
            except ValueError as e:  # (xlwings Lite raises the message: the product's own)
                got = str(e)
            text = repr(got)
            assert "internal error" not in text and "Exceeds the limit" not in text, (info.name, p.key, text[:300])


def test_a_range_cell_of_5000_digits_is_named_by_row_and_column():
    t = read_trf(HELD).tournament
    grid = [list(r) for r in swiss_grid_cells(t)]
    grid[2][3] = "7" * 5000
    said = _said(FN["BUCHHOLZ"], grid)
    assert said.startswith("row 3, column 4: '7777") and "more than 4300 digits" in said
    said = _said(FN["BUCHHOLZ"], grid, None, None, None, None, "idioma=es")
    assert said.startswith("fila 3, columna 4: ") and "más de 4300 cifras" in said
    from xl_tiebreaks.libreoffice import calc_args

    info = next(i for i in udfs.REGISTRY if i.name == "BUCHHOLZ")
    assert calc_args.call(info, (tuple(tuple(r) for r in grid),))[0][0] == _said(FN["BUCHHOLZ"], grid)


# ---------------------------------------------------------------------------------------------
# control characters


CONTROLS = [c for c in map(chr, range(32)) if c not in "\t\n\r"] + ["\x7f"]


@pytest.mark.parametrize("char", CONTROLS, ids=[f"U+{ord(c):04X}" for c in CONTROLS])
def test_a_control_character_in_a_record_is_refused_at_its_place(char):
    err = _refusal(trf(line(1, f"An{char}a", ["   2 w 1"]), line(2, "Bea", ["   1 b 0"])))
    assert err.code == "trf_control_char" and err.location == "line 2 (start number 1)", err.message("en")
    assert f"column 17: a control character (U+{ord(char):04X})" in err.message("en")
    assert "columna 17: un carácter de control" in err.message("es")
    err = _refusal(f"012 Open{char}2026\n" + trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 0"]), header=""))
    assert err.code == "trf_control_char" and err.location == "line 1"


def test_a_control_character_in_a_comment_is_harmless():
    t = parse_trf("### page\x0cbreak \x01\n" + trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 0"]))).tournament
    assert t.n_rounds == 1


def test_a_dos_end_of_file_mark_ends_the_file():
    t = parse_trf(trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 0"])) + "\x1a").tournament
    assert t.n_rounds == 1


@pytest.mark.parametrize("command", [["from-trf", "-o", "{out}"], ["standings", "--format", "xlsx", "-o", "{out}"]])
def test_the_xlsx_writers_never_meet_a_control_character(command, tmp_path, capsys):
    path = tmp_path / "ctl.trf"
    path.write_text(trf(line(1, "Ana\x01", ["   2 w 1"]), line(2, "Bea", ["   1 b 0"])), encoding="utf-8")
    argv = [command[0], str(path)] + [a.replace("{out}", str(tmp_path / "out.xlsx")) for a in command[1:]]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "U+0001" in err and "IllegalCharacter" not in err
    assert not (tmp_path / "out.xlsx").exists()


def test_a_file_name_with_a_control_character_is_shown_visibly(tmp_path, capsys):
    from openpyxl import load_workbook

    path = tmp_path / "open\x01.trf"
    path.write_bytes(HELD.read_bytes())
    out = tmp_path / "out.xlsx"
    assert main(["standings", str(path), "--format", "xlsx", "-o", str(out), "--lang", "en"]) == 0
    texts = [c.value for row in load_workbook(out).active.iter_rows() for c in row if isinstance(c.value, str)]
    assert any("open\u2401.trf" in t for t in texts), texts[:5]


def test_parse_time_of_a_real_file_is_not_changed_by_the_bounds():
    """(Speed is measured in benchmarks/bench_trf_reader.py; here: the bounded reader reads the
    bench file whole.)"""
    bench = Path(__file__).resolve().parents[2] / "shared" / "bench" / "swiss_1500p_11r.trf"
    if not bench.exists():
        pytest.skip("../shared/bench is not beside the project")
    assert len(read_trf(bench).tournament.participants) == 1500
