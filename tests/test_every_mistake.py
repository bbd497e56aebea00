"""Every mistake at once (new-user trial, finding 4): a range, a TRF file or a workbook with
several independent mistakes is refused once, with every mistake, each at its place (the row
and column of the range as data; the sheet cell in a workbook; the line of a TRF file), so the
organiser fixes them all in one go. ``check`` and TOURNAMENT_CHECK / REVISAR_TORNEO list one
row per mistake; ``standings`` and ``compute`` list them; a spreadsheet cell shows the first
and how many more there are. A mistake that makes the rest meaningless stops the reading (the
start numbers the rounds refer to), a cell already wrong is not reported again as its
opponent's disagreement, and past 50 mistakes the rest are counted."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.check import findings_table
from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import MAX_ERRORS, TiebreakError
from xl_tiebreaks.readers.cells import Place, place_of
from xl_tiebreaks.readers.crosstable import read_crosstable
from xl_tiebreaks.readers.pairings import read_pairing_list
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.readers.swiss import read_swiss_grid
from xl_tiebreaks.readers.trf import parse_trf
from xl_tiebreaks.settings import Settings
from xl_tiebreaks.workbook.compute import compute
from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

from .hosts import Classic, OfficeJs

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
HOSTS = [OfficeJs(), Classic()]

#: a four-player Swiss, three rounds, with a No., a name and a rating column
GOOD = [["No.", "Name", "Rtg", "R1", "R2", "R3"],
        [1, "Ana", 1800, "2w1", "3b½", "4w1"],
        [2, "Bea", 1750, "1b0", "4w1", "3w1"],
        [3, "Carla", 1700, "4b0", "1w½", "2b0"],
        [4, "Dora", 1650, "3w1", "2b0", "1b0"]]


def _bad(**edits) -> list[list[object]]:
    rows = [list(r) for r in GOOD]
    for key, v in edits.items():
        r, c = int(key[1:key.index("c")]), int(key[key.index("c") + 1:])
        rows[r - 1][c - 1] = v
    return rows


def _refused(fn, *a, **kw) -> TiebreakError:
    with pytest.raises(TiebreakError) as info:
        fn(*a, **kw)
    return info.value


def test_three_independent_mistakes_of_a_swiss_grid_all_at_their_cells():
    """A rating typed with letters, a cell that is no entry, and two rows that disagree about a
    result: three mistakes, each at its row and column, in both languages."""
    rows = _bad(r3c3="17S0", r4c5="1x½", r5c4="3w+")
    e = _refused(read_results, rows, settings=Settings())
    got = e.every()
    assert [x.code for x in got] == ["grid_bad_rating", "sw_bad_colour", "sw_result_mismatch"]
    assert [(place_of(x).row, place_of(x).col) for x in got] == [(3, 3), (4, 5), (4, 4)]
    assert place_of(got[2]) == Place(row=4, col=4, start_no=3, name="Carla", round=1, part="result")
    en, es = e.messages("en"), e.messages("es")
    assert en[0].startswith("row 3, column 3: rating '17S0'") and es[0].startswith("fila 3, columna 3: el Elo")
    assert en[1].startswith("row 4, column 5 (player 3 Carla, round 2): 'x' is not a colour")
    assert es[1].startswith("fila 4, columna 5 (jugador 3 Carla, ronda 2): 'x' no es un color")
    assert "'4b0' against 4 (Dora), but row 5, column 4 (player 4 Dora, round 1) says '3w+'" in en[2], en[2]
    assert "'4b0' contra 4 (Dora), pero fila 5, columna 4 (jugador 4 Dora, ronda 1) dice '3w+'" in es[2], es[2]
    # a cell shows the first and how many more, in the sheet's language
    assert e.message("en").endswith("(and 2 more mistakes: TOURNAMENT_CHECK or xl-tiebreaks check lists up to fifty and counts the rest)")
    assert e.message("es").endswith("(y 2 errores más: REVISAR_TORNEO o xl-tiebreaks check muestra hasta cincuenta y cuenta los demás)")


def test_a_cell_that_is_wrong_is_not_reported_again_from_its_opponents_row():
    """Row 2's round 2 cannot be read; row 4 names row 2 in round 2: that game is not also a
    disagreement (one mistake, one report), while an independent one elsewhere is."""
    e = _refused(read_results, _bad(r3c5="4w?1", r2c6="4w+"), settings=Settings())
    got = e.every()
    assert [x.code for x in got] == ["sw_bad_result", "sw_result_mismatch"]
    assert [(place_of(x).row, place_of(x).col) for x in got] == [(3, 5), (2, 6)]


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: h.name)
def test_a_function_shows_the_first_mistake_and_how_many_more(host):
    rows = _bad(r3c3="17S0", r4c5="1x½", r5c4="3w+")
    msg = host.error("POINTS", rows, "idioma=en")
    assert msg.startswith("row 3, column 3: rating '17S0'") and "(and 2 more mistakes: TOURNAMENT_CHECK" in msg
    msg = host.error("PUNTOS", rows)
    assert msg.startswith("fila 3, columna 3: el Elo '17S0'") and "(y 2 errores más: REVISAR_TORNEO" in msg


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: h.name)
def test_tournament_check_lists_every_mistake_with_its_place(host):
    rows = _bad(r3c3="17S0", r4c5="1x½", r5c4="3w+")
    got = host.call("TOURNAMENT_CHECK", rows)
    assert [r[0] for r in got] == ["error"] * 3
    assert [r[1] for r in got] == ["row 3, column 3", "row 4, column 5 (player 3 Carla, round 2)",
                                   "row 4, column 4 (player 3 Carla, round 1)"]
    assert got[1][2].startswith("'x' is not a colour")
    es = host.call("REVISAR_TORNEO", rows)
    assert [r[0] for r in es] == ["error"] * 3 and es[1][1] == "fila 4, columna 5 (jugador 3 Carla, ronda 2)"
    assert es[1][2].startswith("'x' no es un color")


def test_crosstable_mistakes_all_at_their_cells():
    """Two cells that are no result and a game whose two cells disagree; the game of a bad cell
    is not checked against its other cell."""
    cells = [["X", "1", "w", "1"], ["0", "X", "1", "1"], ["0", "0", "X", "?"], ["0", "+", "1", "X"]]
    e = _refused(read_crosstable, cells, names=["Ana", "Bea", "Carla", "Dora"])
    got = e.every()
    assert [x.code for x in got] == ["ct_bad_result", "ct_bad_result", "ct_asymmetric"]
    assert [(place_of(x).row, place_of(x).col) for x in got] == [(1, 3), (3, 4), (2, 4)]
    assert got[2].message("es").startswith("fila 2, columna 4 (jugador 2 Bea, contra 4 (Dora)): '1' aquí, pero "
                                           "fila 4, columna 2 (jugador 4 Dora, contra 2 (Bea)) dice '+'")


def test_pairing_list_mistakes_all_at_their_cells():
    cells = [[1, 1, 1, 2, "1-0"], [1, 2, 3, 4, "2-0"], [2, 1, 1, 3, "½-½"], [2, 2, 2, 9, "x"], ["R?", 1, 4, 2, "1-0"]]
    e = _refused(read_pairing_list, cells, names=None)
    got = e.every()
    assert [x.code for x in got] == ["pl_bad_round", "pl_result_not_in_system", "pl_bad_result"]
    assert [place_of(x).row for x in got] == [5, 2, 4]


def test_names_and_start_numbers_stop_the_reading_with_all_their_mistakes():
    """Start numbers are what the rounds name: their mistakes are reported together, and
    nothing after them (a round naming a number that may be the wrong one)."""
    cells = [["2w1"], ["1b0"], ["4w1"], ["3b0"]]
    e = _refused(read_swiss_grid, cells, start_numbers=[1, "x", 1, 4])
    assert [x.code for x in e.every()] == ["grid_bad_start_number", "grid_duplicate_start_number"]


def test_past_fifty_mistakes_the_rest_are_counted():
    cells = [[f"{i + 2}w?"] if i % 2 == 0 else [f"{i}b0"] for i in range(130)]
    e = _refused(read_swiss_grid, cells)
    assert {x.code for x in e.every()} == {"sw_bad_result"}
    assert len(e.every()) == MAX_ERRORS and e.more == 65 - MAX_ERRORS  # (no colour question on top of them)
    assert "(and 64 more mistakes" in e.message("en")
    rows = findings_table([], "es", e)
    assert len(rows) == MAX_ERRORS + 1 and rows[-1][2].startswith("... y 15 errores más sin mostrar")
    assert e.messages("en")[-1].startswith("... and 15 more mistakes not listed")


def test_trf_every_bad_line_in_one_run():
    """A TRF file with a bad start number, a round block that cannot be read, a rating with
    letters and two lines that disagree about a game: every one reported, each at its line."""
    lines = (DATA / "fide-exercises" / "held_swiss_5.trf").read_text().splitlines()
    first = [i for i, ln in enumerate(lines) if ln.startswith("001")]
    lines[first[1]] = lines[first[1]][:4] + "   x" + lines[first[1]][8:]
    a = lines[first[3]]
    lines[first[3]] = a[:91] + "  12 w Q" + a[99:]
    b = lines[first[5]]
    lines[first[5]] = b[:48] + "2O00" + b[52:]
    c = lines[first[8]]  # player 11: round 1 "3 b =", now a forfeit win that player 3's line does not have
    lines[first[8]] = c[:98] + "+" + c[99:]
    e = _refused(parse_trf, "\n".join(lines))
    got = e.every()
    codes = [x.code for x in got]
    assert codes[:3] == ["trf_bad_start_no", "trf_bad_result_code", "grid_bad_rating"], codes
    assert codes[3:] == ["trf_asymmetric"], codes  # (no game naming the unreadable line's player: unknown)
    assert str(got[0].location) == f"line {first[1] + 1}"
    assert str(got[1].location).startswith(f"line {first[3] + 1} (start number 4)")
    assert got[1].message("es").startswith(f"línea {first[3] + 1} (número inicial 4): ronda 1")


def _workbook(tmp_path: Path, lang: str) -> Path:
    wb = tmp_path / f"held_{lang}.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", lang]) == 0
    book = load_workbook(wb)
    rounds = book["Rondas" if lang == "es" else "Rounds"]
    rounds["C9"] = "X"  # player 5's round 1 opponent
    rounds["E10"] = "2-0"  # player 6's round 1 result
    rounds["F11"] = 99  # player 7's round 2 opponent
    book["Jugadores" if lang == "es" else "Players"]["C7"] = "1.9OO"  # player 3's rating
    bad = tmp_path / f"bad_{lang}.xlsx"
    book.save(bad)
    return bad


def _mistake_cells(lang: str) -> list[str]:
    """The sheet cells of _workbook's four mistakes, in reading order, as the organiser's
    language names the sheets."""
    sheet, players = ("Rondas", "Jugadores") if lang == "es" else ("Rounds", "Players")
    return [f"{players}!C7", f"{sheet}!C9", f"{sheet}!E10", f"{sheet}!F11"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_check_lists_every_mistake_at_its_sheet_cell(tmp_path, capsys, lang):
    bad = _workbook(tmp_path, lang)
    capsys.readouterr()
    assert main(["check", str(bad), "--lang", lang]) == 1
    out = capsys.readouterr().out.splitlines()
    cells = _mistake_cells(lang)
    assert len(out) == 4 and all(line.split()[0] == "error" for line in out), out
    for line, cell in zip(out, cells):
        assert f"  {cell} (" in line, (cell, line)
    if lang == "es":
        assert "no es un resultado" in out[2] and "el rival 99 no está en la tabla" in out[3]
    else:
        assert "is not a result" in out[2] and "opponent 99 is not in the table" in out[3]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_standings_and_compute_list_every_mistake(tmp_path, capsys, lang):
    bad = _workbook(tmp_path, lang)
    capsys.readouterr()
    assert main(["standings", str(bad), "--lang", lang]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 4 and all(x.startswith("error: ") for x in err), err
    cells = _mistake_cells(lang)
    assert [x.split()[1].split("(")[0] for x in err] == cells
    with pytest.raises(TiebreakError) as info:
        workbook_standings(read_workbook(bad))
    assert [x.code for x in info.value.every()] == ["grid_bad_rating", "sw_unknown_word_names", "sw_bad_result",
                                                    "grid_opponent_missing"]
    assert len(info.value.every()) == 4 and all(getattr(x, "on_sheet", False) for x in info.value.also)
    report = compute(bad, tmp_path / "out.xlsx")
    lines = [line for line, is_error in report.lines_in(lang) if is_error]
    for cell in cells[2:]:
        assert any(cell in line for line in lines), (cell, lines)


def test_rows_hint_not_given_for_a_template_range():
    """A template's round cells (its settings state the layout; the range is the round cells
    only) are start numbers 1, 2, 3... by construction: a disagreement is said as it is, not as
    "the rows were read as start numbers". The same range without the layout setting gets the
    hint."""
    rows = [["2w1", "3b0"], [None, "3w1"], ["4w0", "1w1"], ["3b1", "2b0"]]
    assert _refused(read_results, rows, settings=Settings()).code == "range_rows_not_start_order"
    e = _refused(read_results, rows, settings=Settings(layout="swiss"))
    assert e.code == "sw_opponent_mismatch" and "1, 2, 3" not in e.message("en")


def test_template_workbook_mistakes_never_get_the_rows_hint(tmp_path, capsys):
    """A template's rows disagreeing in several games (the hint's condition on any other range):
    each disagreement said at its cell, without the hint about start numbers 1, 2, 3."""
    wb = tmp_path / "held.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", "en"]) == 0
    book = load_workbook(wb)
    rounds = book["Rounds"]
    for r in range(5, 21):  # every round after the first removed, round 1's opponents shifted
        for c in range(6, 18):
            rounds.cell(r, c).value = None
        rounds.cell(r, 3).value = (r - 4) % 16 + 1
    book.save(wb)
    capsys.readouterr()
    assert main(["check", str(wb), "--lang", "en"]) == 1
    out = capsys.readouterr().out
    assert "start numbers 1, 2, 3" not in out and "Rounds!C5" in out and out.count("error") >= 2, out


@pytest.mark.parametrize("lang", ["es", "en"])
def test_trf_check_lists_every_bad_line(tmp_path, capsys, lang):
    lines = HELD.read_text().splitlines()
    first = [i for i, ln in enumerate(lines) if ln.startswith("001")]
    for k in (2, 6):  # two round blocks that cannot be read (independent lines)
        a = lines[first[k]]
        lines[first[k]] = a[:101] + "  12 w Q" + a[109:]
    bad = tmp_path / "bad.trf"
    bad.write_text("\n".join(lines) + "\n")
    capsys.readouterr()
    assert main(["check", str(bad), "--lang", lang]) == 1
    out = capsys.readouterr().out.splitlines()
    word = "línea" if lang == "es" else "line"
    assert len(out) == 2 and [f"{word} {first[k] + 1} (" in line for k, line in zip((2, 6), out)] == [True, True], out
