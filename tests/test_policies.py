"""Opt-in readings where C.07 reads two ways (xl_tiebreaks.policies): the default follows
FIDE's reference implementation, each policy the other reading."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.standings import compute_standings

from .helpers import swiss_from_rows
from .test_digest_examples import E3_ROWS


def test_rr_forfeit_wins_as_games():
    """Digest E3 / P12: C (3) won by forfeit against 5, scheduled with Black. The reference
    counts games over the board only (WON 2, BPG 1, BWG 0); the literal art. 15.2 (2026)
    reading counts the forfeit win as a regular game for type B: WON 3, BPG 2, BWG 1."""
    t = swiss_from_rows(E3_ROWS, pairing_system=None)
    kw = dict(rules="FIDE2026", pairing_system="round_robin")
    ref = compute_standings(t, "WON BPG BWG", **kw)
    lit = compute_standings(t, "WON BPG BWG", policies=["RR_FORFEIT_WINS_AS_GAMES"], **kw)
    assert [ref.value(3, c) for c in ("WON", "BPG", "BWG")] == [2, 1, 0]
    assert [lit.value(3, c) for c in ("WON", "BPG", "BWG")] == [3, 2, 1]
    # the forfeit loser is unchanged (forfeit losses stay unplayed for type B)
    assert [lit.value(5, c) for c in ("WON", "BPG", "BWG")] == [ref.value(5, c) for c in ("WON", "BPG", "BWG")]
    assert any("art. 15.2" in n for n in lit.notes)


def test_rr_policy_ignored_in_swiss():
    t = swiss_from_rows({1: ["2 b +"], 2: ["1 w -"]})
    st = compute_standings(t, "WON", policies="RR_FORFEIT_WINS_AS_GAMES")
    assert st.value(1, "WON") == 0


def test_std_double_forfeit():
    """A14: STD of a double forfeit: 0 compared with a draw (reference), ½ compared with the
    scheduled opponent's 0 (art. 7.7 wording)."""
    t = swiss_from_rows({1: ["2 w -", "3 w 1"], 2: ["1 b -", "- - U"], 3: ["- - U", "1 b 0"]})
    ref = compute_standings(t, "STD")
    lit = compute_standings(t, "STD", policies="std-scheduled-opponent")
    assert ref.value(1, "STD") == 1 and lit.value(1, "STD") == F("1.5")
    assert ref.value(2, "STD") == 1 and lit.value(2, "STD") == F("1.5")


def test_vur_lowest_score():
    """A9 / art. 16.5 under the 2026 caps. Player 1 (3.5 after 5 rounds): win over 2 (0.5),
    half-point bye (dummy capped at 2.5: product 1.25), forfeit loss to 3 (dummy min(3.5,
    3.0) = 3.0: product 0), wins over 4 (2.0) and 5 (2.5); SB 6.25. The least significant
    value is the win over 2 (0.5). The article and gacrux 1.11.65 (checked: 5.75): the lowest
    contribution from voluntary rounds (the forfeit, 0) is lower than 0.5, so the least
    significant value is cut: 5.75. Policy VUR_LOWEST_SCORE (earlier reference versions):
    the voluntary round with the lowest score (the bye, 1.25 >= 0.5) is cut: 5.00."""
    rows = {
        1: ["2 w 1", "- - H", "3 w -", "4 w 1", "5 b 1"],
        2: ["1 b 0", "7 w =", "8 b 0", "5 w 0", "6 b 0"],
        3: ["4 w 1", "5 b 1", "1 b +", "6 w 0", "7 b 0"],
        4: ["3 b 0", "6 w 1", "5 b =", "1 b 0", "8 w ="],
        5: ["6 w 1", "3 w 0", "4 w =", "2 b 1", "1 w 0"],
        6: ["5 b 0", "4 b 0", "7 w 1", "3 b 1", "2 w 1"],
        7: ["8 w =", "2 b =", "6 b 0", "8 b =", "3 w 1"],
        8: ["7 b =", "- - U", "2 w 1", "7 w =", "4 b ="],
    }
    t = swiss_from_rows(rows)
    assert [t.points(s) for s in (1, 2, 3, 4, 5)] == [F("3.5"), F("0.5"), 3, 2, F("2.5")]
    ref = compute_standings(t, "SB SB/C1", rules="FIDE2026")
    old = compute_standings(t, "SB SB/C1", rules="FIDE2026", policies=["VUR_LOWEST_SCORE"])
    assert ref.value(1, "SB") == old.value(1, "SB") == F("6.25")
    assert ref.value(1, "SB/C1") == F("5.75")
    assert old.value(1, "SB/C1") == 5


def test_unknown_policy():
    t = swiss_from_rows({1: ["2 w 1"], 2: ["1 b 0"]})
    with pytest.raises(TiebreakError) as e:
        compute_standings(t, "BH", policies="NO_SUCH")
    assert e.value.code == "policy_unknown" and "RR_FORFEIT_WINS_AS_GAMES" in str(e.value)
