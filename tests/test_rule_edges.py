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


# --------------------------------------------------------------------------------------
# What C.07 (2026) changed against C.07 (2024), each with a case worked by hand. The 2026 text
# (FIDE Handbook, TieBreakRegulations032026, approved 2 February 2026, in force 1 March 2026),
# against the 2024 text (TieBreakRegulations082024) as the project's digest compares them
# (/work/shared/research/fide_c07_digest.md, section 1 and 4.5):
#   1. art. 16.4.1-16.4.2: the dummy's score is capped (2024: the participant's own score);
#      (1, 2, 3 and 5: the cases below)
#   2. art. 15.2: with pre-determined pairings, forfeits stay unplayed rounds in the rating
#      tie-breaks and forfeit losses in type B tie-breaks (2024: forfeits are regular games);
#   3. art. 8: "Note: These tie-breaks must not be used in round-robins." (new);
#   4. new tie-breaks STD (7.7), TPN (7.8), RTNG (10.6): tests/test_tpn_rtng.py,
#      tests/test_policies.py and tests/test_real_events.py (STD);
#   5. art. 8.2 AOB: "the Buchholz (or Fore Buchholz) score of the opponents" (AOB/F);
#   6. art. 10: a participant with several ratings during the event takes the first (the
#      product keeps one rating a player: nothing to choose);
#   7. art. 4.2 (the next tie-break "for each subgroup of participants still tied": the
#      wording only) and art. 13.3's named EDE chains (tests/test_teams_tiebreaks.py).
#
# 16.4 (2026): "To calculate the participant's own tie-break, each of their unplayed rounds is
# evaluated as if the participant had played against a dummy, with the result (win, draw, loss)
# corresponding to the points awarded. The dummy's score for the tie-break calculation is the
# participant's own score. However, it shall not exceed:
#   16.4.1 the scheduled opponent's adjusted score (see Article 16.3), for unplayed rounds of
#   categories 16.2.2 and 16.2.4 (forfeits);
#   16.4.2 the points awarded for a draw multiplied by the number of rounds in the tournament,
#   for all other unplayed rounds (categories 16.2.1, 16.2.3 and 16.2.5)."
# 16.3.2: "Unplayed rounds of category 16.2.5 are evaluated as draws" (16.2.5: "Requested byes
# that are either followed only by VURs or in the last round of a tournament").
#
# 4 players, 3 rounds:
#   R1: 1-2 1-0   3-4 ½-½
#   R2: 3-1 forfeit (1 wins, 3 did not come)   2-4 1-0
#   R3: 1-4 1-0   2 pairing-allocated bye   3 zero-point bye (requested, the last round)
# Points: 1: 1+1+1 = 3; 2: 0+1+1 = 2; 3: ½+0+0 = ½; 4: ½+0+0 = ½.
# Adjusted scores (16.3), the same in both editions: 3's forfeit loss (16.2.4) a loss, his
# last-round bye (16.2.5) a draw: ½ + 0 + ½ = 1; 2's bye (16.2.1) a win: 2; 1 and 4 played: 3, ½.
# Player 1, BH: 2's 2 + R2's dummy + 4's ½. 2024: the dummy is his own 3 -> 5½. 2026 (16.4.1,
#   a forfeit win): min(3, 3's adjusted 1) = 1 -> 3½ (3's raw ½ would give 3; the cap of 16.4.2,
#   ½ x 3 = 1½, would give 4). SB: 2 x 1 + dummy x 1 + ½ x 1: 5½ and 3½.
# Player 2, BH: 1's 3 + 4's ½ + R3's dummy. 2024: his own 2 -> 5½. 2026 (16.4.2, a
#   pairing-allocated bye): min(2, ½ x 3 rounds = 1½) = 1½ -> 5. SB: 0 + ½ x 1 + dummy x 1:
#   2½ and 2.
# Player 3 (own score ½, below both caps): BH 4's ½ + ½ + ½ = 1½, SB ½ x ½ = ¼, both editions.
# Player 4: BH 3's adjusted 1 + 2 + 3 = 6, SB 1 x ½ = ½, both editions.

CAPS = {
    1: ["2 w 1", "3 b +", "4 w 1"],
    2: ["1 b 0", "4 w 1", "- - U"],
    3: ["4 w ½", "1 w -", "- - Z"],
    4: ["3 b ½", "2 b 0", "1 b 0"],
}


@pytest.mark.parametrize("edition, bh, sb", [
    ("2024", [F(11, 2), F(11, 2), F(3, 2), 6], [F(11, 2), F(5, 2), F(1, 4), F(1, 2)]),
    ("2026", [F(7, 2), 5, F(3, 2), 6], [F(7, 2), 2, F(1, 4), F(1, 2)]),
])
def test_2026_caps_the_dummy_16_4_1_and_16_4_2(edition, bh, sb):
    t = swiss_from_rows(CAPS)
    assert [t.points(s) for s in range(1, 5)] == [3, 2, F(1, 2), F(1, 2)]
    st = compute_standings(t, "BH SB", rules="FIDE" + edition, pairing_system="swiss")
    assert [st.value(s, "BH") for s in range(1, 5)] == bh
    assert [st.value(s, "SB") for s in range(1, 5)] == sb


# 15.2 (2026): "In tournaments with pre-determined pairings, forfeit wins or losses (the only
# possible unplayed rounds) are treated as regular games or matches, except that all forfeits in
# ratings-based tie-breaks (see Article 10) and forfeit losses in Type B tie-breaks (see Article
# 7) remain unplayed rounds."
#
# A round robin of 4 (ratings 2000, 1900, 1800, 1700), 3 rounds:
#   R1: 1-2 1-0   3-4 1-0
#   R2: 3-1 forfeit (1 wins, 3 did not come)   2-4 1-0
#   R3: 1-4 ½-½   3-2 ½-½
# Points: 1: 1+1+½ = 2½; 2: 0+1+½ = 1½; 3: 1+0+½ = 1½; 4: 0+0+½ = ½.
# Rating tie-breaks, the forfeit unplayed for both: ARO 1: (1900 + 1700) / 2 = 1800; 3: (1700 +
#   1900) / 2 = 1800 (with the forfeit: 1: 1800 with 1800 -> 1800 as well, so TPR shows it:
#   1's 1½ of 2 over the board, p = 0.75, dp +193 -> 1993; the forfeit as a game: 2½ of 3,
#   p = 0.83, ARO 1800, dp +273 -> 2073).
# Type B, REP (7.6, rounds one elected to play): 3's forfeit loss stays unplayed: 3 - 1 = 2.
# Other tie-breaks, the forfeit a regular game: SB 1 = 2's 1½ x 1 + 3's 1½ x 1 + 4's ½ x ½ = 3¼.

RR_FORFEIT = {
    1: ["2 w 1", "3 b +", "4 w ½"],
    2: ["1 b 0", "4 w 1", "3 b ½"],
    3: ["4 w 1", "1 w -", "2 w ½"],
    4: ["3 b 0", "2 b 0", "1 b ½"],
}


def test_2026_round_robin_forfeits_stay_unplayed_in_rating_and_type_b_15_2():
    from dataclasses import replace

    from xl_tiebreaks.model import PairingSystem, Tournament

    t0 = swiss_from_rows(RR_FORFEIT, pairing_system=PairingSystem.ROUND_ROBIN)
    rated = [replace(p, rating=r) for p, r in zip(t0.participants, (2000, 1900, 1800, 1700))]
    t = Tournament.build(rated, {s: list(t0.rounds[s]) for s in range(1, 5)},
                         pairing_system=PairingSystem.ROUND_ROBIN)
    assert [t.points(s) for s in range(1, 5)] == [F(5, 2), F(3, 2), F(3, 2), F(1, 2)]
    st = compute_standings(t, "ARO TPR REP SB", rules="FIDE2026", pairing_system="round_robin")
    assert (st.value(1, "ARO"), st.value(3, "ARO")) == (1800, 1800)
    assert st.value(1, "TPR") == 1993
    assert [st.value(s, "REP") for s in range(1, 5)] == [3, 3, 2, 3]
    assert st.value(1, "SB") == F(13, 4)


# Art. 8 (2026): "Note: These tie-breaks must not be used in round-robins." (not in 2024):
# Buchholz in a round robin is computed (the organiser asked for it) and the standings say why
# it should not be: under 2026 only.

@pytest.mark.parametrize("edition, noted", [("2024", False), ("2026", True)])
def test_2026_notes_buchholz_in_a_round_robin_art_8(edition, noted):
    from xl_tiebreaks.model import PairingSystem

    t = swiss_from_rows(RR_FORFEIT, pairing_system=PairingSystem.ROUND_ROBIN)
    st = compute_standings(t, "BH", rules="FIDE" + edition, pairing_system="round_robin")
    # BH 1 = 2's 1½ + 3's 1½ (the forfeit a regular game, 15.2) + 4's ½ = 3½, both editions
    assert st.value(1, "BH") == F(7, 2)
    assert any("art. 8" in n and "round robin" in n for n in st.notes) is noted, st.notes


# Art. 8.2 (2026): "Average of Opponents' Buchholz (AOB): The average of the Buchholz (or Fore
# Buchholz) score of the opponents played over the board." 8.3: "Fore Buchholz (FB): Buchholz
# score calculated as if all paired games for the final round had ended in draws."
# The CAPS event above: the final round's one paired game, 1-4, becomes a draw (2's bye and 3's
# requested bye keep their points). Scores for FB: 1: 1+1+½ = 2½; 2: 2; 3: ½; 4: ½+0+½ = 1;
# adjusted (16.3: 3's last-round bye a draw): 3: 1; the others the same.
# FB 2 = 1's 2½ + 4's 1 + the bye's dummy (2024: his own 2 -> 5½; 2026, 16.4.2: min(2, 1½) -> 5).
# FB 4 = 3's 1 + 2's 2 + 1's 2½ = 5½ (both editions).
# AOB/F 1 = the mean over 1's opponents over the board, 2 and 4: 2024 (5½ + 5½) / 2 = 5½;
#   2026 (5 + 5½) / 2 = 5¼. (AOB on Buchholz instead: 2024 (5½ + 6) / 2 = 5¾.)

@pytest.mark.parametrize("edition, fb, aob_f", [("2024", [F(11, 2), F(11, 2)], F(11, 2)),
                                                ("2026", [5, F(11, 2)], F(21, 4))])
def test_2026_aob_of_fore_buchholz_art_8_2(edition, fb, aob_f):
    t = swiss_from_rows(CAPS)
    st = compute_standings(t, "FB AOB/F AOB", rules="FIDE" + edition, pairing_system="swiss")
    assert [st.value(2, "FB"), st.value(4, "FB")] == fb
    assert st.value(1, "AOB/F") == aob_f
    assert st.value(1, "AOB") == (F(23, 4) if edition == "2024" else F(11, 2))  # 2026: (5 + 6) / 2


# --------------------------------------------------------------------------------------
# The templates without the add-in compute DE, the cuts and the dummy with formulas of their own
# (xl_tiebreaks/noaddin): the same edges, written as those templates (the event as TRF, its start
# date choosing the edition), their cached values thrown away and computed by the ``formulas``
# package (tests/formulas_engine.py), give the core's values, which the tests above pin by hand.

NOADDIN_EDGES = [
    ("de", DE_EDGE, ("DE",), "2026-06-01"),
    ("cut", CUT_EDGE, ("SB/C2", "SB/C1", "BH/C2"), "2026-06-01"),
    ("caps", CAPS, ("BH", "SB"), "2026-06-01"),  # (2024's uncapped dummy: every 2024 event of the corpus)
]


@pytest.mark.parametrize("name, rows, order, date", NOADDIN_EDGES,
                         ids=[f"{n}-{d[:4]}" for n, _, _, d in NOADDIN_EDGES])
def test_the_templates_without_the_add_in_compute_the_edges(tmp_path, name, rows, order, date):
    import datetime as dt

    from xl_tiebreaks.readers.trf import write_trf

    from .noaddin_support import FormulasEngineValues, mismatches, noaddin_build, without_cached_values

    pytest.importorskip("formulas")
    trf = tmp_path / f"{name}.trf"
    trf.write_text(write_trf(swiss_from_rows(rows, start_date=dt.date.fromisoformat(date))), encoding="utf-8")
    data, core, where = noaddin_build(trf, order, lang="en", layout="rounds")
    hand = {  # player 1 (and 2), from the cases above
        "de": {1: [0], 2: [0]},  # DE separates nobody: 0 (the place within the group when it does)
        "cut": {1: [4, 4, 4]},
        "caps": {1: [F(11, 2), F(11, 2)], 2: [F(11, 2), F(5, 2)]} if date < "2026-03-01"
        else {1: [F(7, 2), F(7, 2)], 2: [5, 2]},
    }[name]
    for sn, want in hand.items():
        assert core["rows"][sn]["values"] == want, (sn, core["rows"][sn])
    bare = tmp_path / "bare.xlsx"
    bare.write_bytes(without_cached_values(data))
    got = FormulasEngineValues(bare)
    assert mismatches(got.value, core, where["results"], where["pts"], where["standings"]) == []
