"""Reading a results range of any layout (xl_tiebreaks.readers.ranges): layout detection,
label columns, and the crosstable cells of double round robins (faults found by the
property tests of tests/test_properties.py)."""

from __future__ import annotations

import pytest

from xl_tiebreaks.model import RoundKind
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.settings import Settings

K = RoundKind


def _kinds(cells):
    r = read_results(cells, settings=Settings())
    return r.layout, [[x.kind for x in r.tournament.rounds[s]] for s in sorted(r.tournament.rounds)]


@pytest.mark.parametrize("cell,other,first,second", [
    ("- -", "+ +", [K.FORFEIT_LOSS, K.FORFEIT_LOSS], [K.FORFEIT_WIN, K.FORFEIT_WIN]),
    ("+ -", "- +", [K.FORFEIT_WIN, K.FORFEIT_LOSS], [K.FORFEIT_LOSS, K.FORFEIT_WIN]),
    ("- 1", "+ 0", [K.FORFEIT_LOSS, K.GAME], [K.FORFEIT_WIN, K.GAME]),
])
def test_double_round_robin_cells_with_forfeits(cell, other, first, second):
    """Two results in a cell, separated by a space, are the two games of a double round robin,
    forfeits included ("- -" is not one double forfeit, "+ -" not one forfeit win)."""
    layout, kinds = _kinds([["X", cell], [other, "X"]])
    assert layout == "crosstable" and kinds == [first, second]


@pytest.mark.parametrize("cell,other", [("+/-", "-/+"), ("+ / -", "- / +"), ("+-", "-+")])
def test_one_forfeit_written_with_both_sides(cell, other):
    layout, kinds = _kinds([["X", cell], [other, "X"]])
    assert layout == "crosstable" and kinds == [[K.FORFEIT_WIN], [K.FORFEIT_LOSS]]


def test_crosstable_with_both_sided_forfeit_is_not_a_pairing_list():
    layout, _ = _kinds([["X", "1", "+/-"], ["0", "X", "½"], ["-/+", "½", "X"]])
    assert layout == "crosstable"


def test_first_column_of_results_is_not_names():
    """A crosstable whose first column is "X", "- -", "+ 1": results, not a names column."""
    r = read_results([["X", "- -", "1 1"], ["+ +", "X", "½ ½"], ["0 0", "½ ½", "X"]], settings=Settings())
    assert r.layout == "crosstable" and [p.name for p in r.tournament.participants] == ["", "", ""]


def test_names_column_recognised():
    r = read_results([["Ana", "X", "1"], ["Luis", "0", "X"]], settings=Settings())
    assert [p.name for p in r.tournament.participants] == ["Ana", "Luis"]


def test_pairing_list_detected():
    r = read_results([[1, 1, 1, 2, "1-0"], [2, 1, 2, 1, "½-½"]], settings=Settings())
    assert r.layout == "pairings"
