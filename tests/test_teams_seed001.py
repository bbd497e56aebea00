"""Seed 001 (FIDE's 2009 tie-break annex, Spanish translation): match points (§2.1.2), the team
Sonneborn-Berger (§2.2.2.2) and the recommended team lists (§3), computed by hand on a 4-team,
4-board round robin entered as board results.

The event (board results from the first team's side; '--' = the board lost by both teams):

=====  =============  ===============  =================
round  match          boards           game points
=====  =============  ===============  =================
1      1 - 4          1 1 ½ ½          3 - 1
1      2 - 3          ½ ½ ½ ½          2 - 2
2      1 - 3          0 ½ 1 0          1½ - 2½
2      2 - 4          1 0 ½ --         1½ - 1½
3      1 - 2          1 0 1 0          2 - 2
3      3 - 4          1 1 1 ½          3½ - ½
=====  =============  ===============  =================

§2.1.2: 2 match points for more than half the boards' points (more than 2 of 4), 1 for half,
0 for less. The match 2 - 4 (1½ each, a board lost by both) is lost by both teams.

    MP: team 1 = 2 + 0 + 1 = 3, team 2 = 1 + 0 + 1 = 2, team 3 = 1 + 2 + 2 = 5, team 4 = 0
    GP: team 1 = 6½, team 2 = 5½, team 3 = 8, team 4 = 3

§2.2.2.2, "the sum of the scores of the opponent teams, each multiplied by the score achieved
against that team", on game points:

    team 1: 3 x 3 (v 4) + 8 x 1½ (v 3) + 5½ x 2 (v 2)        = 9 + 12 + 11        = 32
    team 2: 8 x 2 (v 3) + 3 x 1½ (v 4) + 6½ x 2 (v 1)        = 16 + 4½ + 13       = 33½
    team 3: 5½ x 2 (v 2) + 6½ x 2½ (v 1) + 3 x 3½ (v 4)      = 11 + 16¼ + 10½     = 37¾
    team 4: 6½ x 1 (v 1) + 5½ x 1½ (v 2) + 8 x ½ (v 3)       = 6½ + 8¼ + 4        = 18¾

and on match points (opponent's MP x MP achieved):

    team 1: 0 x 2 + 5 x 0 + 2 x 1 = 2;  team 2: 5 x 1 + 0 x 0 + 3 x 1 = 8
    team 3: 2 x 1 + 3 x 2 + 0 x 2 = 8;  team 4: 0
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from xl_tiebreaks.model import PairingSystem, Result
from xl_tiebreaks.teams import PRESETS, TeamEvaluation, TeamScoring, compute_team_standings, read_team_board_list

F = Fraction

BOARD_LIST = [
    ["Round", "Board", "Team A", "Team B", "Result"],
    [1, 1, 1, 4, "1-0"], [1, 2, 1, 4, "1-0"], [1, 3, 1, 4, "½-½"], [1, 4, 1, 4, "½-½"],
    [1, 1, 2, 3, "½-½"], [1, 2, 2, 3, "½-½"], [1, 3, 2, 3, "½-½"], [1, 4, 2, 3, "½-½"],
    [2, 1, 1, 3, "0-1"], [2, 2, 1, 3, "½-½"], [2, 3, 1, 3, "1-0"], [2, 4, 1, 3, "0-1"],
    [2, 1, 2, 4, "1-0"], [2, 2, 2, 4, "0-1"], [2, 3, 2, 4, "½-½"], [2, 4, 2, 4, "-/-"],
    [3, 1, 1, 2, "1-0"], [3, 2, 1, 2, "0-1"], [3, 3, 1, 2, "1-0"], [3, 4, 1, 2, "0-1"],
    [3, 1, 3, 4, "1-0"], [3, 2, 3, 4, "1-0"], [3, 3, 3, 4, "1-0"], [3, 4, 3, 4, "½-½"],
]


@pytest.fixture(scope="module")
def event():
    return read_team_board_list(BOARD_LIST, pairing_system=PairingSystem.ROUND_ROBIN).tournament


def test_match_points_2_1_2_by_hand(event):
    """The MP and GP worked in the module docstring, and round 2's match 2 - 4 (1½ each of 4
    boards, one lost by both: less than half each, 0 MP each)."""
    ev = TeamEvaluation(event)
    assert [ev.column("MP").exact(i) for i in range(4)] == [3, 2, 5, 0]
    assert [ev.column("GP").exact(i) for i in range(4)] == [F(13, 2), F(11, 2), 8, 3]
    res = ev.results
    # round 2, team 2 - team 4: 1½ each of 4 boards, less than half: both lose
    assert (res[2][1].gp, res[2][1].mp, res[4][1].gp, res[4][1].mp) == (F(3, 2), 0, F(3, 2), 0)
    assert res[2][1].result is Result.LOSS and res[4][1].result is Result.LOSS


def test_match_result_thresholds():
    """§2.1.2 on 4, 6 and 3 boards (half the boards' points: 2, 3, 1½): more than half wins
    (2½ of 4, 3½ of 6, 2 of 3), exactly half draws, less loses (1½ of 4, 2½ of 6, 1 of 3)."""
    sc = TeamScoring()
    for boards, win, draw, loss in ((4, F(5, 2), 2, F(3, 2)), (6, F(7, 2), 3, F(5, 2)), (3, 2, F(3, 2), 1)):
        assert sc.match_result(win, 0, boards) is Result.WIN
        assert sc.match_result(draw, 0, boards) is Result.DRAW
        assert sc.match_result(loss, 0, boards) is Result.LOSS
    # 3/1/0 where the event says so
    assert TeamScoring(match_win=F(3)).mp_of(Result.WIN) == 3


def test_the_reference_reading_as_a_policy(event):
    """Policy TEAM_MATCH_WON_ON_MORE_POINTS: 1½ - 1½ is a drawn match (more points than the
    opponent wins; equal points draw). By hand, from the module's table (W 2, D 1, L 0):

        team 1: 3-1 W, 1½-2½ L, 2-2 D  = 2 + 0 + 1 = 3
        team 2: 2-2 D, 1½-1½ D, 2-2 D  = 1 + 1 + 1 = 3   (§2.1.2: 1 + 0 + 1 = 2)
        team 3: 2-2 D, 2½-1½ W, 3½-½ W = 1 + 2 + 2 = 5
        team 4: 1-3 L, 1½-1½ D, ½-3½ L = 0 + 1 + 0 = 1   (§2.1.2: 0)"""
    ev = TeamEvaluation(event, policies="TEAM_MATCH_WON_ON_MORE_POINTS")
    assert [ev.column("MP").exact(i) for i in range(4)] == [3, 3, 5, 1]
    assert any("TEAM_MATCH_WON_ON_MORE_POINTS" in n for n in ev.notes)


def test_team_sonneborn_berger_2_2_2_2_by_hand(event):
    """The TSB worked in the module docstring: on GP 32, 33½, 37¾, 18¾; on MP 2, 8, 8, 0.
    C.07 art. 13.2's EGGSB / EMMSB (each opponent's GP or MP times the GP or MP scored against
    it) is the same sum when every match was played, as here."""
    ev = TeamEvaluation(event)
    assert [ev.column("TSB:GP").exact(i) for i in range(4)] == [32, F(67, 2), F(151, 4), F(75, 4)]
    assert [ev.column("TSB:MP").exact(i) for i in range(4)] == [2, 8, 8, 0]
    # the primary score by default (MP), or GP when the event ranks on game points
    assert ev.column("TSB").exact(1) == 8 and ev.column("TSB", "GP").exact(1) == F(67, 2)
    # with every match played it is C.07's extended SB on the same scores (art. 13.2)
    assert [ev.column("EGGSB").exact(i) for i in range(4)] == [32, F(67, 2), F(151, 4), F(75, 4)]
    assert [ev.column("EMMSB").exact(i) for i in range(4)] == [2, 8, 8, 0]


def test_seed001_round_robin_preset(event):
    """Seed 001 §3, team round robin: game points, match points, direct encounter, SB. On game
    points (module docstring) team 3 has 8, team 1 6½, team 2 5½, team 4 3: no tie, so the
    ranking is 3, 1, 2, 4 and team 2's TSB is its 33½ on game points."""
    assert PRESETS["SEED001_TEAM_RR"] == "GP MP DE TSB"
    st = compute_team_standings(event, "SEED001_TEAM_RR")
    assert st.primary == "GP" and [s.text for s in st.specs] == ["MP", "DE", "TSB"]
    assert st.ranking() == [3, 1, 2, 4]
    assert st.value(2, "TSB") == F(67, 2)


def test_seed001_presets_break_ties_in_order():
    """Teams 1 and 2 level on game points (6½) and match points (4): the direct encounter
    decides (team 2 won their match 2½ - 1½). By hand (boards from the first team's side,
    §2.1.2: more than 2 of 4 wins):

        round 1: 1 - 2  0 ½ 1 0  1½ - 2½     3 - 4  1 0 ½ ½  2 - 2
        round 2: 1 - 3  1 1 ½ 0  2½ - 1½     2 - 4  1 0 1 0  2 - 2
        round 3: 1 - 4  1 ½ 1 0  2½ - 1½     2 - 3  0 ½ 1 ½  2 - 2

        team 1: GP 1½ + 2½ + 2½ = 6½, MP 0 + 2 + 2 = 4
        team 2: GP 2½ + 2 + 2   = 6½, MP 2 + 1 + 1 = 4
        (team 3: GP 2 + 1½ + 2 = 5½, MP 2; team 4: GP 2 + 2 + 1½ = 5½, MP 2)

    GP and MP tie teams 1 and 2; DE between them: team 2 won their round-1 match, so DE
    places team 2 first (1) and team 1 second (2) under both presets (GP MP DE ...)."""
    rows = [["Round", "Board", "A", "B", "Result"]]
    for rnd, a, b, res in ((1, 1, 2, ["0-1", "½-½", "1-0", "0-1"]), (1, 3, 4, ["1-0", "0-1", "½-½", "½-½"]),
                           (2, 1, 3, ["1-0", "1-0", "½-½", "0-1"]), (2, 2, 4, ["1-0", "0-1", "1-0", "0-1"]),
                           (3, 1, 4, ["1-0", "½-½", "1-0", "0-1"]), (3, 2, 3, ["0-1", "½-½", "1-0", "½-½"])):
        rows += [[rnd, bd, a, b, r] for bd, r in enumerate(res, 1)]
    tt = read_team_board_list(rows, pairing_system=PairingSystem.ROUND_ROBIN).tournament
    ev = TeamEvaluation(tt)
    gp = [ev.column("GP").exact(i) for i in range(4)]
    mp = [ev.column("MP").exact(i) for i in range(4)]
    assert gp[0] == gp[1] == F(13, 2) and mp[0] == mp[1] == 4
    for preset in ("SEED001_TEAM_RR", "SEED001_TEAM_SWISS"):
        st = ev.standings(preset)
        assert st.rank(2) < st.rank(1)
        assert st.value(2, "DE") == 1 and st.value(1, "DE") == 2


def test_feda_preset_names_its_criteria():
    """The presets' texts as their rules list them: FEDA's RGC art. 56 and seed 001 §3."""
    assert PRESETS["FEDA_TEAMS"] == "MP GP DE/A BH:MP SB:MP"  # FEDA RGC art. 56 (tests/test_real_events.py)
    assert PRESETS["SEED001_TEAM_SWISS"] == "GP MP DE BH TSB"
