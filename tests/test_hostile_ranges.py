"""Hostile ranges (issue 35, finding 6): a range of distinct texts none of which is a round is
refused with its first mistakes, each named at its row and column, and a count of the rest, on
every path (xlwings Lite / Office.js, classic xlwings, LibreOffice's argument shapes, a filled
workbook on the command line); past the kept mistakes (errors.MAX_ERRORS) a mistake is counted
and neither kept nor placed (readers/cells.py ``Mistakes``: the one bound). Time and memory are
measured in benchmarks/bench_hostile_ranges.py, never asserted here."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook
from openpyxl.utils import get_column_letter

from xl_tiebreaks import udfs
from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import MAX_ERRORS, TiebreakError
from xl_tiebreaks.libreoffice import calc_args
from xl_tiebreaks.readers.cells import COUNTED, Mistakes, fail, place_of
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.readers.swiss import read_swiss_grid

from .hosts import Classic, OfficeJs

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
INFO = {i.name: i for i in udfs.REGISTRY}

#: 60 players x 5 rounds, every cell a text of its own that is no round: 300 mistakes, one a cell
ROWS, COLS = 60, 5
WORDS = [[f"word{r + 1}x{c + 1}" for c in range(COLS)] for r in range(ROWS)]
FIRST_EN = "row 1, column 1 (player 1, round 1): 'word1x1' is not a round entry"
FIRST_ES = "fila 1, columna 1 (jugador 1, ronda 1): 'word1x1' no es"
# 300 cells, one mistake each: the first shown, 300 - 1 = 299 counted after it
MORE_EN = "(and 299 more mistakes: TOURNAMENT_CHECK or xl-tiebreaks check lists up to fifty and counts the rest)"
MORE_ES = "(y 299 errores más: REVISAR_TORNEO o xl-tiebreaks check muestra hasta cincuenta y cuenta los demás)"


def test_the_reader_keeps_the_first_mistakes_at_their_cells_and_counts_the_rest():
    with pytest.raises(TiebreakError) as got:
        read_swiss_grid(WORDS)
    e = got.value
    assert e.code == "sw_bad_cell"
    kept = e.every()
    # kept in reading order, row by row: the 50th is row 10's 5th round (50 = 9 rows x 5 + 5)
    assert len(kept) == MAX_ERRORS == 50
    assert [(place_of(x).row, place_of(x).col) for x in kept[:2]] == [(1, 1), (1, 2)]
    assert (place_of(kept[-1]).row, place_of(kept[-1]).col, place_of(kept[-1]).round) == (10, 5, 5)
    assert e.more == 300 - 50
    assert e.messages("en")[-1].startswith("... and 250 more mistakes not listed")
    assert e.messages("es")[-1].startswith("... y 250 errores más sin mostrar")


def test_a_text_repeated_past_the_bound_is_counted_at_each_cell():
    """The same bad text in every cell of the last rows, after the list is full: each cell is
    one mistake more (60 distinct rows: 55 rows of distinct texts, then 5 rows of 'zzz')."""
    cells = WORDS[:55] + [["zzz"] * COLS for _ in range(5)]
    with pytest.raises(TiebreakError) as got:
        read_swiss_grid(cells)
    assert got.value.code == "sw_bad_cell"
    assert got.value.more == 300 - 50  # (still 300 cells, one mistake each)


def test_a_mistake_past_the_bound_is_counted_without_its_place():
    m = Mistakes()
    for k in range(MAX_ERRORS):
        m.add(fail("sw_bad_cell", m.where(lambda k=k: _nowhere_but(k)), text=str(k)))
    assert m.where(lambda: pytest.fail("the place of a mistake only counted is worked out")) is COUNTED
    m.add(fail("sw_bad_cell", COUNTED, text="late"))
    with pytest.raises(TiebreakError) as got:
        m.check()
    assert got.value.code == "sw_bad_cell"
    assert len(got.value.every()) == MAX_ERRORS and got.value.more == 1
    assert "late" not in " ".join(got.value.messages("en"))


def _nowhere_but(k: int):
    from xl_tiebreaks.readers.cells import row_where

    return row_where(k + 1)


def _first_cell(answer) -> str:
    return str(answer[0][0])


@pytest.mark.parametrize("host", [OfficeJs(), Classic()], ids=lambda h: h.name)
def test_every_xlwings_host_says_the_first_mistake_and_the_count(host):
    msg = host.error("STANDINGS", WORDS)
    assert msg.startswith(FIRST_EN) and msg.endswith(MORE_EN), msg
    es = host.error("CLASIFICACION", WORDS, "", None, None, "idioma=es")
    assert es.startswith(FIRST_ES) and es.endswith(MORE_ES), es


def test_libreoffice_says_the_first_mistake_and_the_count():
    grid = tuple(tuple(r) for r in WORDS)
    en = _first_cell(calc_args.call(INFO["STANDINGS"], (grid, None, None, None, None)))
    assert en.startswith(FIRST_EN) and en.endswith(MORE_EN), en
    es = _first_cell(calc_args.call(INFO["CLASIFICACION"], (grid, None, None, None, "idioma=es")))
    assert es.startswith(FIRST_ES) and es.endswith(MORE_ES), es


def test_read_results_says_the_same(tmp_path):
    with pytest.raises(TiebreakError) as got:
        read_results(WORDS)
    assert got.value.code == "sw_bad_cell"
    assert got.value.message("en").startswith(FIRST_EN) and got.value.message("en").endswith(MORE_EN)


@pytest.mark.parametrize("lang,more", [("en", "... and 30 more mistakes not listed"),
                                       ("es", "... y 30 errores más sin mostrar")])
def test_a_workbook_names_the_first_sheet_cells_and_counts_the_rest(tmp_path, capsys, lang, more):
    """held_swiss_5 as a workbook (16 players, 5 rounds, three cells a round from Rounds!C5):
    every opponent cell a text of its own, 16 x 5 = 80 mistakes: 50 listed by sheet cell, 30
    counted."""
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", "en"]) == 0
    book = load_workbook(wb)
    for r in range(5, 21):
        for k in range(5):
            book["Rounds"][f"{get_column_letter(3 + 3 * k)}{r}"] = f"word{r}x{k}"
    bad = tmp_path / "bad.xlsx"
    book.save(bad)
    capsys.readouterr()
    assert main(["standings", str(bad), "--lang", lang]) == 2
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Rounds!C5 (No. 1, Alyx)" in text or "Rounds!C5 (nº 1, Alyx)" in text, text
    assert "Rounds!O14" in text and "Rounds!C15" not in text  # the 50th (row 14, round 5), not the 51st
    assert more in text


def test_the_readers_places_are_not_worked_out_once_the_list_is_full():
    """Players.where (every reader's place of a cell) asks the reader's collector."""
    from xl_tiebreaks.readers.players import Players

    m = Mistakes()
    p = Players(2, ["Ana", "Bea"], None, None, None, mistakes=m)
    assert p.where(1, 0).startswith("row 2, column 1 (player 2 Bea")
    for k in range(MAX_ERRORS):
        m.add(fail("sw_bad_cell", text=str(k)))
    assert p.where(1, 0) is COUNTED


# --- the reading stops (errors.MAX_FOUND): past 1,000 mistakes the rest is not read ---------------

#: 30 players x 50 rounds of distinct words, the last 10 rows with every other cell blank. Read
#: row by row, one mistake a cell: after row 20 the reader has 20 x 50 = 1,000 mistakes
#: (MAX_FOUND) and stops; the 10 rows after it hold 10 x 25 = 250 filled cells, not read
BIG = [[f"w{r + 1}y{c + 1}" if r < 20 or c % 2 == 0 else None for c in range(50)] for r in range(30)]
UNREAD_EN = ("(and 999 more mistakes: TOURNAMENT_CHECK or xl-tiebreaks check lists up to fifty and counts the rest) (the reading "
             "stopped there: the 250 filled cells after them were not read; correct these and read the results again)")
UNREAD_ES = ("(y 999 errores más: REVISAR_TORNEO o xl-tiebreaks check muestra hasta cincuenta y cuenta los demás) (la lectura se detuvo "
             "ahí: las 250 celdas con contenido que siguen no se leyeron; corrija estos y vuelva a leer los resultados)")


def test_past_max_found_mistakes_the_reading_stops_and_says_how_many_cells_it_left():
    from xl_tiebreaks.errors import MAX_FOUND

    with pytest.raises(TiebreakError) as got:
        read_swiss_grid(BIG)
    e = got.value
    assert e.code == "sw_bad_cell" and MAX_FOUND == 1000
    assert len(e.every()) == MAX_ERRORS and e.more == 1000 - 50 and e.unread == 250
    assert e.message("en").endswith(UNREAD_EN) and e.message("es").endswith(UNREAD_ES)
    assert e.messages("en")[-2].startswith("... and 950 more mistakes not listed")
    assert e.messages("en")[-1].startswith("... the reading stopped after these mistakes: the 250 filled cells")
    assert e.messages("es")[-1].startswith("... la lectura se detuvo tras estos errores: las 250 celdas")


def test_a_reading_that_finds_fewer_than_max_found_reads_every_cell():
    """20 rows of 50 distinct words: the reader reaches 1,000 mistakes (MAX_FOUND) at the last
    row, with nothing left to read: the count is the whole count and nothing is said unread."""
    rows = [[f"w{r + 1}y{c + 1}" for c in range(50)] for r in range(20)]
    with pytest.raises(TiebreakError) as got:
        read_swiss_grid(rows)
    assert got.value.code == "sw_bad_cell" and got.value.more == 1000 - 50 and got.value.unread == 0
    assert "not read" not in got.value.message("en")


@pytest.mark.parametrize("host", [OfficeJs(), Classic()], ids=lambda h: h.name)
def test_every_xlwings_host_says_where_the_reading_stopped(host):
    msg = host.error("STANDINGS", BIG)
    assert msg.startswith("row 1, column 1 (player 1, round 1): 'w1y1'") and msg.endswith(UNREAD_EN), msg
    es = host.error("CLASIFICACION", BIG, "", None, None, "idioma=es")
    assert es.endswith(UNREAD_ES), es


def test_libreoffice_and_read_results_say_where_the_reading_stopped():
    grid = tuple(tuple(r) for r in BIG)
    en = _first_cell(calc_args.call(INFO["STANDINGS"], (grid, None, None, None, None)))
    assert en.endswith(UNREAD_EN), en
    with pytest.raises(TiebreakError) as got:
        read_results(BIG)
    assert got.value.code == "sw_bad_cell" and got.value.unread == 250 and got.value.message("en").endswith(UNREAD_EN)


def test_check_lists_the_first_mistakes_then_the_count_then_the_cells_left():
    from xl_tiebreaks.check import findings_table

    with pytest.raises(TiebreakError) as got:
        read_swiss_grid(BIG)
    assert got.value.code == "sw_bad_cell"
    rows = findings_table([], "en", got.value)
    assert len(rows) == MAX_ERRORS + 2
    assert rows[-2][2].startswith("... and 950 more mistakes not listed")
    assert rows[-1][2].startswith("... the reading stopped after these mistakes: the 250 filled cells")


def test_past_fifty_notes_a_grid_counts_the_rest():
    """60 players, each '+' in round 1 (a result without an opponent: a pairing-allocated bye,
    one note a cell): the first 50 notes at their cells, then one saying 10 more."""
    gt = read_swiss_grid([["+"]] * 60)
    codes = [n.code for n in gt.notes]
    assert codes.count("note_grid_no_opp_pab") == MAX_ERRORS
    more = [n for n in gt.notes if n.code == "note_grid_more_notes"]
    assert len(more) == 1 and more[0].params["n"] == 60 - 50


# --- a text's kind: the quick path says what the whole chain of tests says --------------------------

_ALPHABET = list("0123456789wldWLDbnszBNSZxX*×#—–½=+-.,/: \tfFhHuUaeioryctABCK٣１") + [
    "bye", "libre", "exento", "pab", "GM", "IM", "ESP", "-½", "x x", "\u00a0", "\u2003", "İ", "ſ", "K"]


def _kind_by_every_test(v: str) -> str:
    """labels.cell_kind of a text as its docstring's order of tests says, every test tried."""
    from xl_tiebreaks.readers import labels

    s = v.strip()
    if not s:
        return "blank"
    if labels._FAST_STRONG.match(s):
        return "strong"
    low = s.lower()
    for lowered, test, kind in labels._TEXT_KINDS:
        if test(low if lowered else s):
            return kind
    return "text"


def test_a_texts_kind_is_the_same_by_the_quick_path():
    """cell_kind (and cell_kinds, column-wise) skips the tests a text cannot pass (labels._MAYBE_NOT_TEXT): for every text
    of up to five pieces of an alphabet of digits (Unicode ones too), signs, colour and result
    letters, bye and title words and spaces, the kind is what every test in order says."""
    import random

    from xl_tiebreaks.readers import labels

    rnd = random.Random(35)
    texts = ["word1x1", "W 12", "l3", "D1w", "GM", "esp", "ESP", "x", "bye", "BYE ½", "-½", "Ana b1", "½", ".5"]
    texts += ["".join(rnd.choice(_ALPHABET) for _ in range(rnd.randint(1, 5))) for _ in range(20000)]
    for w in [*labels._DIAG, *labels.TITLES, *labels.COLOUR_WORDS, *labels._BYE_CODES]:
        texts += [w, w.upper(), w.title()]
    wrong = [(t, labels.cell_kind(t), _kind_by_every_test(t)) for t in texts
             if labels.cell_kind(t) != _kind_by_every_test(t)]
    assert not wrong, wrong[:5]
    # the column-wise form (labels.cell_kinds, what a range's profile uses) says the same
    assert labels.cell_kinds(texts + ["", "  "]) == [labels.cell_kind(t) for t in texts] + ["blank", "blank"]
    assert labels.cell_kind("word1x1") == "text" and labels.cell_kind("ESP") == "fed"  # (both paths taken)
    assert labels.cell_kind("12w1") == "strong" and labels.cell_kind("W 12") == "strong"


def test_a_crosstable_stops_past_max_found_mistakes_too():
    """40 players, every cell off the diagonal a word of its own (39 mistakes a row), but row 1
    against player 40 and row 40 against player 1 hold '?' (a program's mark for a game not
    played: a mistake only when the other side differs). Row 1 has 38 mistakes and the mark,
    rows 2-26 39 each: 38 + 25 x 39 = 1,013 >= 1,000 after row 26, where the reading stops;
    rows 27-40 are 14 x 40 = 560 filled cells (the diagonal's x too) not read, and the mark of
    row 1, whose other side is in them, is no mistake found."""
    from xl_tiebreaks.readers.crosstable import read_crosstable

    n = 40
    cells = [["x" if r == c else f"w{r + 1}y{c + 1}" for c in range(n)] for r in range(n)]
    cells[0][n - 1] = cells[n - 1][0] = "?"
    with pytest.raises(TiebreakError) as got:
        read_crosstable(cells)
    e = got.value
    assert e.code == "ct_bad_result" and place_of(e).row == 1 and place_of(e).col == 2
    assert len(e.every()) == MAX_ERRORS and e.more == 1013 - 50 and e.unread == 560
    assert e.message("en").endswith("(the reading stopped there: the 560 filled cells after them were not read; "
                                    "correct these and read the results again)")


@pytest.mark.parametrize("lang,stopped", [
    ("en", "... the reading stopped after these mistakes: the 250 filled cells after them were not read"),
    ("es", "... la lectura se detuvo tras estos errores: las 250 celdas con contenido que siguen no se leyeron")])
def test_the_command_lines_range_says_where_the_reading_stopped(tmp_path, capsys, lang, stopped):
    """BIG typed on a sheet from A1 and read with --range: the same stop (20 rows x 50 = 1,000
    mistakes, 250 filled cells unread), the mistakes named by sheet cell."""
    from openpyxl import Workbook

    book = Workbook()
    ws = book.active
    ws.title = "Grid"
    for r, row in enumerate(BIG, start=1):
        for c, v in enumerate(row, start=1):
            if v is not None:
                ws.cell(r, c, v)
    path = tmp_path / "big.xlsx"
    book.save(path)
    assert main(["standings", str(path), "--range", "Grid!A1:AX30", "--lang", lang]) == 2
    out = capsys.readouterr()
    text = out.out + out.err
    assert "Grid!A1" in text and stopped in text, text[-600:]
