"""Rule edges the mutation audit of issue 36 found no test for: events built by hand, every
pairing and result written out, the expected values worked by hand from the C.07 text quoted
above each case (C.07 (2024) and (2026), FIDE Handbook; /work/shared/research/ holds the texts
as the project read them)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks import compute_standings
from xl_tiebreaks.explain import explain
from xl_tiebreaks.standings import Evaluation

from .helpers import swiss_from_rows

EDITIONS = ("2024", "2026")


# --------------------------------------------------------------------------------------
# Direct encounter, art. 6.3 at the equality edge.
#
# C.07 (2024) and (2026) art. 6.3, as the project's digest (fide_c07_digest.md 5.3) reads it:
# when the tied participants have not all met, a participant is ranked only when he is bound to
# be ahead whatever the games not played would give: his points among them must be MORE than
# the most any other could reach (each missing game taken as won), and DE is then reapplied to
# the rest.
#
# 6 players, 3 rounds (written: opponent, colour, result):
#   R1: 1-2 1-0   3-4 1-0   5-6 1-0
#   R2: 1-3 ½-½   2-5 ½-½   4-6 1-0
#   R3: 6-1 1-0   2-4 1-0   5-3 1-0
# Points: 1: 1+½+0 = 1½; 2: 0+½+1 = 1½; 3: 1+½+0 = 1½; 4: 0+1+0 = 1; 5: 1+½+1 = 2½;
# 6: 0+0+1 = 1 (total 9 = 3 rounds x 3 games).
# Tied on 1½: 1, 2, 3. Among them: 1 beat 2, drew 3; 2 and 3 never met.
# Scores within the group: 1: 1 + ½ = 1½ (met both); 2: 0 (one game missing, could reach 1);
# 3: ½ (one game missing, could reach ½ + 1 = 1½).
# 1 is ahead of 2 for sure (1½ > 1) but not of 3 (1½ is not more than the 1½ that 3 could
# reach): nobody is bound to be ahead, DE leaves the three tied.

DE_EDGE = {
    1: ["2 w 1", "3 w ½", "6 b 0"],
    2: ["1 b 0", "5 w ½", "4 w 1"],
    3: ["4 w 1", "1 b ½", "5 b 0"],
    4: ["3 b 0", "6 w 1", "2 b 0"],
    5: ["6 w 1", "2 b ½", "3 w 1"],
    6: ["5 b 0", "4 b 0", "1 w 1"],
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_de_bound_to_be_ahead_is_strictly_more(edition):
    t = swiss_from_rows(DE_EDGE)
    assert [t.points(s) for s in range(1, 7)] == [F(3, 2), F(3, 2), F(3, 2), 1, F(5, 2), 1]
    st = compute_standings(t, "DE", rules="FIDE" + edition, pairing_system="swiss")
    # all three share the place after 5 (2½): places 2-4, DE separating nobody
    assert st.rank(5) == 1
    assert st.rank(1) == st.rank(2) == st.rank(3) == 2, [st.rank(s) for s in (1, 2, 3)]
    assert st.value(1, "DE") == st.value(2, "DE") == st.value(3, "DE")


# --------------------------------------------------------------------------------------
# A cut where a voluntary unplayed round's value equals the least significant value.
#
# C.07 (2024) and (2026) art. 16.5.1 (digest 4.3): when a cut modifier removes the least
# significant value of a participant with voluntary unplayed rounds, "the lowest contribution
# coming from such rounds shall be cut, as long as such contribution is not lower than the
# least significant value"; 16.5.2: the same for every further cut. "Not lower" includes equal:
# at the equality edge the voluntary round is the one cut.
#
# 6 players, 4 rounds (opponent, colour, result; Z: zero-point bye, U: pairing-allocated bye):
#   R1: 1 zero-point bye (requested, followed by played rounds: art. 16.2.3)
#       2-3 0-1   4-5 1-0   6 pairing-allocated bye
#   R2: 2-1 1-0   3-4 ½-½   5-6 ½-½
#   R3: 1-3 1-0   2-5 0-1   4-6 1-0
#   R4: 1-4 1-0   6-2 1-0   5-3 1-0
# Points: 1: 0+0+1+1 = 2; 2: 0+1+0+0 = 1; 3: 1+½+0+0 = 1½; 4: 1+½+1+0 = 2½;
# 5: 0+½+1+1 = 2½; 6: 1+½+0+1 = 2½ (12 = 2 games + a bye worth 1 in R1, 3 games in R2-R4).
# Player 1's SB contributions (opponent's score x points scored): R1 the dummy, his own score 2
# (2026 art. 16.4.2 caps it at a draw x 4 rounds = 2: the same) x 0 = 0, voluntary; R2 2's 1 x 0
# = 0 (the least significant value: the lowest opponent score); R3 3's 1½ x 1 = 1½; R4 4's 2½
# x 1 = 2½. SB = 0 + 0 + 1½ + 2½ = 4.
# SB/C1: the voluntary round (0) is not lower than the least significant value (0): round 1 is
#   cut, SB/C1 = 4 (cutting round 2 would give 4 too: only explain's reason shows it).
# SB/C2: round 1 (voluntary), then round 2 (the least significant value left): 1½ + 2½ = 4.
#   Cutting round 2 first (taking "higher than" for "not lower than") would leave the voluntary
#   round 1 (0) against the least significant value 1½ (round 3's opponent 1½ is below the
#   dummy's 2): 0 is lower, round 3 cut, SB/C2 = 0 + 2½ = 2½.
# BH: 2 + 1 + 1½ + 2½ = 7; BH/C1 cuts the voluntary round (2): 5; BH/C2 also round 2 (1): 4.

CUT_EDGE = {
    1: ["- - Z", "2 b 0", "3 w 1", "4 w 1"],
    2: ["3 w 0", "1 w 1", "5 w 0", "6 b 0"],
    3: ["2 b 1", "4 w ½", "1 b 0", "5 b 0"],
    4: ["5 w 1", "3 b ½", "6 w 1", "1 b 0"],
    5: ["4 b 0", "6 w ½", "2 b 1", "3 w 1"],
    6: ["- - U", "5 b ½", "4 b 0", "2 w 1"],
}


@pytest.mark.parametrize("edition", EDITIONS)
def test_cut_takes_the_voluntary_round_at_the_equality_edge(edition):
    t = swiss_from_rows(CUT_EDGE)
    assert [t.points(s) for s in range(1, 7)] == [2, 1, F(3, 2), F(5, 2), F(5, 2), F(5, 2)]
    st = compute_standings(t, "SB SB/C1 SB/C2 BH BH/C1 BH/C2", rules="FIDE" + edition, pairing_system="swiss")
    assert [st.value(1, c) for c in ("SB", "SB/C1", "SB/C2")] == [4, 4, 4]
    assert [st.value(1, c) for c in ("BH", "BH/C1", "BH/C2")] == [7, 5, 4]
    ev = Evaluation(t, rules="FIDE" + edition, pairing_system="swiss")
    one = explain(ev, 1, "SB/C1")
    assert one.total == 4
    assert len(one.cuts) == 1 and one.cuts[0].startswith("cut: round 1 (0.0"), one.cuts
    assert "voluntary unplayed round" in one.cuts[0] and one.cuts[0].endswith("16.5"), one.cuts
    two = explain(ev, 1, "SB/C2")
    assert two.total == 4
    assert [c.split(" (")[0] for c in two.cuts] == ["cut: round 1", "cut: round 2"], two.cuts
    assert "least significant value" in two.cuts[1] and two.cuts[1].endswith("14.1"), two.cuts
