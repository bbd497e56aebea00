"""A column answer entered beside its range but on another row (issue 34, item 7).

Every individual (and team) function answers one row per row of its results range; typed on
another row, each value would stand beside another row's player. Only classic xlwings tells a
function both where it was entered (``Application.Caller``, which the VBA wrapper passes) and
where its range is (the argument arrives as Excel's COM Range): there the answer is aligned
(entered above: empty rows first) or refused naming both rows (entered below, where aligning
would lose a title, a value or a message). Office.js (xlwings Lite) hands the calling cell's
address but the range only as values: the answer stays as it is (docs/hosts.md, *What a host
tells a function*). The calls go through tests/hosts.py, as each host makes them.

The event, worked by hand (a 4-player, 2-round Swiss; the grid as an organiser types it, the
header on the range's first row, sheet row 4):

    row 4   No.  Name  R1   R2   Pts
    row 5   1    Ana   2w1  3b1  2     beat Berta (white) and Carmen (black)
    row 6   2    Berta 1b0  4w1  1     lost to Ana, beat Diana
    row 7   3    Carmen 4w1 1w0  1     beat Diana, lost to Ana
    row 8   4    Diana 3b0  2b0  0

BH (C.07 (2026) art. 8.1, no cut): the sum of the opponents' points. Ana: Berta 1 + Carmen 1 = 2;
Berta: Ana 2 + Diana 0 = 2; Carmen: Diana 0 + Ana 2 = 2; Diana: Berta 1 + Carmen 1 = 2.
"""

from __future__ import annotations

import pytest

xw = pytest.importorskip("xlwings")
xs = pytest.importorskip("xlwings.server")

from .hosts import At, Classic, OfficeJs  # noqa: E402

GRID = [
    ["No.", "Name", "R1", "R2", "Pts"],
    [1, "Ana", "2w1", "3b1", 2],
    [2, "Berta", "1b0", "4w1", 1],
    [3, "Carmen", "4w1", "1w0", 1],
    [4, "Diana", "3b0", "2b0", 0],
]
FIRST = 4  # the sheet row of the range's first row (its header)
#: what each sheet row of the range shows in a POINTS column beside it: the title on the
#: header row, each player's points (by hand, above) on his row
POINTS_BESIDE = {4: "PTS", 5: 2, 6: 1, 7: 1, 8: 0}

CLASSIC = Classic()


def beside(answer: list[list], row: int) -> dict[int, object]:
    """The answer's first column by the sheet row each cell lands on, the formula on ``row``
    (its empty cells left out)."""
    return {row + i: r[0] for i, r in enumerate(answer) if r[0] != ""}


def test_entered_on_the_range_first_row_is_as_it_was():
    got = CLASSIC.call("POINTS", At(GRID, FIRST), caller=At(None, FIRST))
    assert got == [["PTS"], [2], [1], [1], [0]]
    assert beside(got, FIRST) == POINTS_BESIDE


@pytest.mark.parametrize("up", [1, 2, 3])
def test_entered_above_is_aligned(up):
    """Entered ``up`` rows above the range's first row (the answer still reaches it): ``up``
    empty cells first, so the title lands on the header row and each value beside its player."""
    row = FIRST - up
    got = CLASSIC.call("POINTS", At(GRID, FIRST), caller=At(None, row))
    assert got == [[""]] * up + [["PTS"], [2], [1], [1], [0]]
    assert beside(got, row) == POINTS_BESIDE


def test_several_columns_are_aligned_together():
    got = CLASSIC.call("TIEBREAKS", At(GRID, FIRST), "PTS BH", caller=At(None, FIRST - 2))
    assert got == [["", ""], ["", ""], ["PTS", "BH"], [2, 2], [1, 2], [1, 2], [0, 2]]  # BH by hand, above


@pytest.mark.parametrize("name,lang_words", [("POINTS", "Enter the formula at row 4"),
                                             ("PUNTOS", "Introduzca la fórmula en la fila 4")])
@pytest.mark.parametrize("down", [1, 2, 4])
def test_entered_below_is_refused_naming_both_rows(name, lang_words, down):
    """Entered ``down`` rows below: the rows above the formula hold the title and players'
    values, which aligning would lose: refused, naming the formula's row and the range's, in
    the function's language, in the formula's first cell (the answer as big as a right one)."""
    row = FIRST + down
    msg = CLASSIC.error(name, At(GRID, FIRST), caller=At(None, row))
    assert lang_words in msg
    assert f" {row} " in msg and msg.count(str(FIRST)) >= 2
    out = CLASSIC.raw_call(name, At(GRID, FIRST), caller=At(None, row))
    assert len(out) == len(GRID)


def test_entered_below_over_empty_rows_is_aligned():
    """A range that begins with an export's title line and a blank row (sheet rows 2 and 3):
    entered on the header row (row 4), the two empty cells above the formula are left out and
    two empty cells close the answer (the same size): the title on the header row, each value
    beside its player."""
    rng = [["Open de Otoño 2026", None, None, None, None], [None] * 5] + GRID
    got = CLASSIC.call("POINTS", At(rng, FIRST - 2), caller=At(None, FIRST))
    assert got == [["PTS"], [2], [1], [1], [0], [""], [""]]
    assert beside(got, FIRST) == POINTS_BESIDE


@pytest.mark.parametrize("where", [dict(sheet="Clasificación"), dict(book="Otro.xlsx")],
                         ids=["other sheet", "other workbook"])
def test_on_another_sheet_or_workbook_is_as_it_was(where):
    got = CLASSIC.call("POINTS", At(GRID, FIRST), caller=At(None, FIRST + 1, **where))
    assert got == [["PTS"], [2], [1], [1], [0]]


@pytest.mark.parametrize("first,row", [(FIRST, FIRST + 5), (FIRST, 30), (20, 15), (20, 1)])
def test_no_row_in_common_is_a_list_of_its_own(first, row):
    """The answer (five rows) wholly below or above the range's five rows: no value stands
    beside a player of the range; the answer as it was."""
    got = CLASSIC.call("POINTS", At(GRID, first), caller=At(None, row))
    assert got == [["PTS"], [2], [1], [1], [0]]


def test_one_player_is_one_value_wherever_it_is():
    assert CLASSIC.call("POINTS", At(GRID, FIRST), 3, caller=At(None, FIRST + 1)) == [[1]]  # Carmen: 1
    assert CLASSIC.call("BUCHHOLZ", At(GRID, FIRST), None, None, None, "Ana",
                        caller=At(None, FIRST + 3)) == [[2]]  # Ana's BH: 1 + 1


def test_standings_are_a_list_not_a_column_beside_the_range():
    placed = CLASSIC.call("STANDINGS", At(GRID, FIRST), "PTS BH", caller=At(None, FIRST))
    assert CLASSIC.call("STANDINGS", At(GRID, FIRST), "PTS BH", caller=At(None, FIRST + 1)) == placed


def test_a_legacy_array_block_too_short_after_aligning_is_refused():
    """A block of five cells selected from row 3 (Ctrl+Shift+Enter: the caller is the whole
    block): aligned, Diana's value (row 8) would fall outside it; six cells hold it all."""
    msg = CLASSIC.error("POINTS", At(GRID, FIRST), caller=At(None, 3, rows=5))
    assert "row 3" in msg and "row 4" in msg
    got = CLASSIC.call("POINTS", At(GRID, FIRST), caller=At(None, 3, rows=6))
    assert beside(got, 3) == POINTS_BESIDE


def test_a_message_stays_in_the_formula_cell():
    """A range that does not read: its message in the formula's first cell, wherever it is."""
    bad = [["No.", "Name", "R1"], [1, "Ana", "9w1"], [2, "Berta", "1b0"]]
    placed = CLASSIC.error("POINTS", At(bad, FIRST), caller=At(None, FIRST))
    assert CLASSIC.error("POINTS", At(bad, FIRST), caller=At(None, FIRST + 1)) == placed


def test_a_wrapper_imported_before_the_caller_argument():
    """Wrappers written by an older *Import Functions* pass no calling cell: the answer as it
    was, never an error (the argument is the wrapper's own, not xlwings' reserved ``caller``,
    which would fail there)."""
    assert CLASSIC.call("POINTS", At(GRID, FIRST)) == [["PTS"], [2], [1], [1], [0]]


def test_a_results_argument_that_is_no_range_is_as_it_was():
    """An array expression, not a range (the cells only, as ``convert="raw"`` gives them)."""
    assert CLASSIC.call("POINTS", GRID, caller=At(None, FIRST + 1)) == [["PTS"], [2], [1], [1], [0]]


def test_team_functions_are_aligned_too():
    """The team functions are registered by the same code: a team Swiss entered one row above."""
    from .test_teams_udfs import held_cells

    cells = held_cells()
    placed = CLASSIC.call("MATCH_POINTS", At(cells, 10), caller=At(None, 10))
    assert CLASSIC.call("MATCH_POINTS", At(cells, 10), caller=At(None, 9)) == [[""]] + placed
    assert CLASSIC.call("MATCH_POINTS", At(cells, 10), 5, caller=At(None, 12)) == [[10]]  # Held ex. 34: team 5's MP


def test_office_js_hands_the_calling_cell_but_not_the_range_place():
    """xlwings Lite / Server: the payload names the calling cell (``caller_address``) and gives
    every argument as values; no range's address reaches the function, so a misplaced answer
    is not aligned there (docs/hosts.md)."""
    host = OfficeJs()
    body = host.payload("POINTS", (At(GRID, FIRST),))
    assert body["caller_address"] == "[Torneo.xlsx]Hoja1!J2"
    assert body["args"][0][0] == ["No.", "Name", "R1", "R2", "Pts"]
    assert host.call("POINTS", At(GRID, FIRST)) == [["PTS"], [2], [1], [1], [0]]
