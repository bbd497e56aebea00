"""A real team round robin: chess-results tnr769171 (Slovenian school team championship, 6 teams
x 3 boards, Swiss-Manager's team module), tests/data/teams/chessresults_769171_*.

Published: TB1 match points (2/1/0), TB2 game points, TB3 direct encounter on match points,
TB4 "FIDE-Sonneborn-Berger" = the sum over opponents of the opponent's total GAME points x the
game points scored against him (source.md), ranked TB1, TB2, TB3, TB4."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.model import PairingSystem
from xl_tiebreaks.teams import TeamEvaluation, read_team_crosstable, read_team_results

DATA = Path(__file__).parent / "data" / "teams"


def _csv(name: str) -> list[list[str]]:
    with open(DATA / name, encoding="utf-8") as f:
        return list(csv.reader(f))


def crosstable_cells() -> list[list[str]]:
    return [r[4:] for r in _csv("chessresults_769171_crosstable.csv")[1:]]


PUBLISHED = {int(r[0]): r for r in _csv("chessresults_769171_published.csv")[1:]}


@pytest.fixture(scope="module")
def event():
    names = [r[1] for r in _csv("chessresults_769171_crosstable.csv")[1:]]
    return read_team_crosstable(crosstable_cells(), names=names).tournament


def test_reads_as_a_three_board_round_robin(event):
    assert event.boards == 3 and len(event.teams) == 6 and event.n_rounds == 5
    assert event.pairing_system is PairingSystem.ROUND_ROBIN and not event.round_order_known


@pytest.mark.parametrize("rules", ["FIDE2024", "FIDE2026"])
def test_published_values_and_order(event, rules):
    ev = TeamEvaluation(event, rules=rules)
    # TB4 is C.07 13.2's EGGSB = SB on game points; also the 2009 team SB on game points
    st = ev.standings("MP GP DE EGGSB SB:GP TSB:GP")
    for team, row in PUBLISHED.items():
        assert st.value(team, "MP") == Fraction(row[2])
        assert st.value(team, "GP") == Fraction(row[3])
        for code in ("EGGSB", "SB:GP", "TSB:GP"):
            assert st.value(team, code) == Fraction(row[5]), code
        assert st.rank(team) == int(row[1])
    assert st.ranking() == [1, 2, 3, 4, 5, 6]
    # TB3: T1 and T2 are level on MP and GP; T1 won their match 2-1: DE puts T1 first
    assert (st.value(1, "DE"), st.value(2, "DE")) == (1, 2)
    assert all(st.value(t, "DE") == 0 for t in (3, 4, 5, 6))


def test_not_the_match_point_variant(event):
    """source.md: TB4 is not 'opponent match points x game points' (42 for T1)."""
    ev = TeamEvaluation(event)
    assert ev.column("EMGSB").exact(0) == 42
    assert ev.column("EGGSB").exact(0) == 65


def test_same_through_the_layout_detection():
    """The sheet as it is: No., name, rating, points, then the crosstable."""
    rows = _csv("chessresults_769171_crosstable.csv")[1:]
    cells = [[r[0], r[1]] + r[4:] for r in rows]
    got = read_team_results(cells)
    assert got.layout == "team crosstable" and got.row_teams == [1, 2, 3, 4, 5, 6]
    assert [t.name for t in got.tournament.teams] == ["T1", "T2", "T3", "T4", "T5", "T6"]
    ev = TeamEvaluation(got.tournament)
    assert [ev.column("SB:GP").exact(i) for i in range(6)] == [65, 64, 61, 10, 16, 0]
