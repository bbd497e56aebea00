"""Places as data: every reader error and note carries where it is (row and column of the range
given to the reader, counted from its top-left cell; the player by start number and name; the
round and its part; or a list given apart and its entry), for the error's own place and for the
other places a message names; and a workbook names its sheet cell from that data
(``workbook.SheetPlaces``), never from the words.

Sources: the range readers' contract (readers/cells.py: places counted from the range's top-left
cell), issue 13 (the place as the organiser sees it) and issue 17 (the workbook's own cell, the
player by start number and name, in the message's language)."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.readers.cells import Place, Row, Where, place_of
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.workbook.places import SheetPlaces
from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"


def _error(cells, **kw) -> TiebreakError:
    with pytest.raises(TiebreakError) as e:
        read_results(cells, **kw)
    return e.value


def test_a_swiss_grid_error_carries_row_column_player_round_and_part():
    # No. and name columns, then round 1 as three cells: Bea's result cell is column 5, row 3
    e = _error([["Nº", "Nombre", "R1", "", ""], [1, "Ana", 2, "B", 1], [2, "Bea", 1, "N", "x"]])
    assert e.code == "sw_bad_result"
    assert str(e.location).startswith("row 3, column 5 (player 2 Bea, round 1)")  # the words stay
    assert place_of(e) == Place(row=3, col=5, start_no=2, name="Bea", round=1, part="result")


def test_the_other_row_a_message_names_is_data_too():
    # round 1: Ana (row 1) says she played 2, but row 2 has nothing: the other place is row 2's
    # opponent cell of round 1 (column 1), while its words stay "row 2 (player 2)"
    e = _error([["2w1", "3b0"], [None, "3w1"], ["4w0", "1w1"], ["3b1", "2b0"]])
    assert e.code == "range_rows_not_start_order"  # (with the hint: the rows were read as 1, 2, 3...)
    inner = e.params["problem"]  # the problem as a message of its own, its places as data
    assert inner.code == "sw_opponent_mismatch" and not inner.location
    other = inner.params["other"]
    assert isinstance(other, Where) and str(other) == "row 2 (player 2)"
    assert other.place == Place(row=2, col=1, start_no=2, round=1, part="opponent")
    assert place_of(e) == Place(row=1, col=1, start_no=1, round=1, part="opponent")


def test_a_crosstable_cell_names_its_column_player():
    e = _error([["X", 1, "w"], [0, "X", 1], [1, 0, "X"]], names=["Ana", "Bea", "Cid"])
    assert e.code == "ct_bad_result"
    assert place_of(e) == Place(row=1, col=3, start_no=1, name="Ana", opp_no=3, opp_name="Cid")


def test_a_list_given_apart_is_named_by_the_organisers_entry():
    """Ratings given as a list beside the results (one per row): the entry is the organiser's,
    header rows counted, not the reader's count of players."""
    e = _error([["Ronda 1", "", ""], [2, "B", 1], [None, None, None], [1, "N", 1]],
               ratings=["Elo", 2000, None, "mil"])
    assert e.code == "grid_bad_rating"
    assert str(e.location) == "ratings, entry 4"
    assert place_of(e) == Place(start_no=3, list="ratings", entry=4)


def test_rows_a_message_names_are_rows_of_the_range_with_their_place():
    e = _error([["Nº", "Nombre", "R1"], [1, "Ana", "2w1"], [2, "Ana", "Ana b 0"]])
    assert e.code == "grid_duplicate_name"
    assert all(isinstance(e.params[k], Row) for k in ("a", "b"))
    assert (int(e.params["a"]), int(e.params["b"])) == (2, 3)
    assert e.params["a"].place.row == 2 and e.params["a"].place.col == 2  # the names column's cell


def test_where_keeps_its_place_when_joined_and_pickled():
    import pickle

    w = Where("row 2", "fila 2", Place(row=2)) + Where("round 3", "ronda 3", Place(round=3))
    assert (str(w), w.es, w.place) == ("row 2, round 3", "fila 2, ronda 3", Place(row=2, round=3))
    back = pickle.loads(pickle.dumps(w))
    assert (str(back), back.es, back.place) == (str(w), w.es, w.place)


def test_sheet_places_compute_the_cell_from_the_data_not_the_words(tmp_path):
    """The sheet cell is the results range's top-left cell moved by the place's row and column:
    a place whose words say something else is still named by its data."""
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", "es"]) == 0
    data = read_workbook(wb)
    places = SheetPlaces(data)
    assert data.where["results"].endswith("!$C$5:$Q$20") or "C5" in data.where["results"]
    misleading = Where("row 99, column 99 (player 1)", "fila 99", Place(row=5, col=4, start_no=5, name="Helene",
                                                                    round=2, part="opponent"))
    err = TiebreakError("grid_opponent_missing", misleading, location_es=misleading.es, opponent=41, first=1, last=16)
    got = places.locate(err)
    assert got.message("es").startswith("Rondas!F9 (nº 5, Helene), ronda 2: el rival 41")
    assert got.message("en").startswith("Rondas!F9 (No. 5, Helene), round 2: opponent 41")
    # a list entry: the list's own range (the ratings column of the players' sheet)
    rating = TiebreakError("grid_bad_rating", Where("ratings, entry 3", "ratings, entrada 3",
                                                    Place(start_no=3, list="ratings", entry=3)), text="mil")
    assert places.locate(rating).message("es").startswith("Jugadores!C7 (nº 3, ")


def test_a_workbook_message_names_the_cell_for_every_part_of_a_round(tmp_path):
    """Three cells per round: the opponent, the colour and the result cells, each named where it
    is (a reader's place, not a guess of the layout)."""
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", "en"]) == 0
    for cell, value, code in (("C9", "X", "sw_unknown_word_names"), ("D9", "Green", "sw_bad_colour"),
                              ("E9", "2-0", "sw_bad_result")):
        book = load_workbook(wb)
        book["Rounds"][cell] = value
        bad = tmp_path / f"bad_{cell}.xlsx"
        book.save(bad)
        with pytest.raises(TiebreakError) as e:
            workbook_standings(read_workbook(bad))
        assert e.value.code in (code, "grid_unknown_name"), e.value
        assert e.value.message("en").startswith(f"Rounds!{cell} (No. 5, "), e.value.message("en")
