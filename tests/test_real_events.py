"""Real events the product refused or misread (issue 12), each rule with its source.

1. A game both players played and lost (``0``/``0``): TRF-16 / TRF-2026 column 99 is each
   player's own result and nothing requires the two sides to add up to one game; an arbiter's
   decision recorded so (a 2026 Vega event: ``33 w 0`` against ``93 b 0``) is a game both
   played, each scoring a loss. FIDE's reference implementation reads it so; the values below
   are computed by hand and checked against it.
"""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks.check import check_tournament
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import (
    Participant,
    PairingCheck,
    PairingSystem,
    Result,
    RoundKind,
    RoundRecord,
    Tournament,
    classify_pairing,
)
from xl_tiebreaks.readers.trf import parse_trf, write_trf
from xl_tiebreaks.standings import Evaluation, compute_standings

from .helpers import berger_rounds, swiss_from_rows
from .strategies import START_DATE

W, D, L = Result.WIN, Result.DRAW, Result.LOSS
GAME = RoundKind.GAME

# ----------------------------------------------------------------------------------------
# 1. the game lost by both players

#: round 1: 1 and 2 both lost (0-0); 5 has a pairing-allocated bye, then a half-point bye
DOUBLE_LOSS_ROWS = {
    1: ["2 w 0", "3 b 1", "4 w =", "5 b 1"],
    2: ["1 b 0", "4 w 1", "5 b =", "3 w 0"],
    3: ["4 w =", "1 w 0", "- - U", "2 b 1"],
    4: ["3 b =", "2 b 0", "1 b =", "- - U"],
    5: ["- - U", "- - H", "2 w =", "1 w 0"],
}
RATINGS = {1: 2000, 2: 1900, 3: 1800, 4: 1700, 5: 1600}


def double_loss_swiss(edition: str = "FIDE2024") -> Tournament:
    t = swiss_from_rows(DOUBLE_LOSS_ROWS, start_date=START_DATE[edition], total_rounds=4)
    parts = [Participant(p.start_no, f"Player{p.start_no}", rating=RATINGS[p.start_no]) for p in t.participants]
    return Tournament.build(parts, t.rounds, total_rounds=4, pairing_system=PairingSystem.SWISS,
                            start_date=t.start_date)


def test_classify_pairing_every_kind():
    """The one rule every reader applies to the two sides of a pairing (model.classify_pairing)."""
    def g(opp, col, res):
        return RoundRecord(GAME, opp, col, res)

    assert classify_pairing(1, g(2, "w", W), g(1, "b", L)) is PairingCheck.GAME
    assert classify_pairing(1, g(2, "w", D), g(1, "b", D)) is PairingCheck.GAME
    assert classify_pairing(1, g(2, "w", L), g(1, "b", L)) is PairingCheck.DOUBLE_LOSS
    for a, b in ((W, W), (W, D), (D, L), (D, W), (L, D)):
        assert classify_pairing(1, g(2, "w", a), g(1, "b", b)) is PairingCheck.UNBALANCED
    fw, fl = RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS
    assert classify_pairing(1, RoundRecord(fw, 2), RoundRecord(fl, 1)) is PairingCheck.GAME
    assert classify_pairing(1, RoundRecord(fl, 2), RoundRecord(fl, 1)) is PairingCheck.GAME  # double forfeit
    assert classify_pairing(1, RoundRecord(fw, 2), RoundRecord(fw, 1)) is PairingCheck.UNBALANCED
    pend = RoundKind.PENDING
    assert classify_pairing(1, RoundRecord(pend, 2), RoundRecord(pend, 1)) is PairingCheck.GAME
    # mismatches: a game against a forfeit or a pending game, the same colour, another opponent
    assert classify_pairing(1, g(2, "w", W), RoundRecord(fl, 1, "b")) is PairingCheck.MISMATCH
    assert classify_pairing(1, g(2, "w", W), RoundRecord(pend, 1, "b")) is PairingCheck.MISMATCH
    assert classify_pairing(1, g(2, "w", L), g(1, "w", L)) is PairingCheck.MISMATCH
    assert classify_pairing(1, g(2, "w", W), g(3, "b", L)) is PairingCheck.MISMATCH
    assert classify_pairing(1, g(2, "w", W), RoundRecord(RoundKind.NOT_PLAYED)) is PairingCheck.MISMATCH


def test_double_loss_read_from_trf():
    """Both lines of a TRF say ``0``: a game both played and lost, with a note (not a refusal)."""
    text = write_trf(double_loss_swiss())
    assert "     2 w 0" in text and "     1 b 0" in text  # the writer keeps the 0-0 as it is
    f = parse_trf(text)
    t = f.tournament
    assert t.rounds[1][0] == RoundRecord(GAME, 2, "w", L) and t.rounds[2][0] == RoundRecord(GAME, 1, "b", L)
    (note,) = [n for n in f.notes if "both lost" in n]
    assert note.startswith("line ") and "round 1: 1 and 2 both lost their game ('2 w 0' / '1 b 0')" in note
    assert [t.points(s) for s in range(1, 6)] == [F(5, 2), F(3, 2), F(5, 2), 2, 2]
    assert write_trf(t) == text  # and writes back the same


def test_double_loss_values_by_hand():
    """C.07 (2024) art. 8.1, 9.1, 16.3, 7.x, 10: the 0-0 is a played game for everything.

    Player 1: opponents 2 (1.5), 3 (2.5), 4 (2.0) and 5 (2.0: a pairing-allocated bye and a
    half-point bye followed by games, 16.2.1 / 16.2.3, so no adjustment): BH 8.0; SB 1.5 x 0
    + 2.5 x 1 + 2.0 x ½ + 2.0 x 1 = 5.5 (the 0-0 contributes 0, not a dummy); four games
    over the board: ARO (1900 + 1800 + 1700 + 1600) / 4 = 1750, TPR 1750 + dp(0.63) = 1845,
    BPG 2, WON 2, REP 4, PS 0 + 1 + 1.5 + 2.5 = 5.0. Player 2: BH 2.5 + 2.0 + 2.0 + 2.5 =
    9.0 (C1: 7.0), SB 0 + 2.0 + 1.0 + 0 = 3.0, ARO (2000 + 1700 + 1600 + 1800) / 4 = 1775,
    TPR 1775 + dp(0.38) = 1688, REP 4 (the 0-0 is a round he elected to play), PS 0 + 1 +
    1.5 + 1.5 = 4.0."""
    codes = "BH BH/C1 SB ARO TPR BPG WON REP PS WIN".split()
    st = compute_standings(double_loss_swiss(), codes, rules="FIDE2024", pairing_system="swiss")
    got = {s: [st.value(s, c) for c in codes] for s in (1, 2)}
    assert got[1] == [8, F(13, 2), F(11, 2), 1750, 1845, 2, 2, 4, 5, 2]
    assert got[2] == [9, 7, 3, 1775, 1775 - 87, 2, 1, 4, 4, 1]


@pytest.mark.parametrize("edition", ["FIDE2024", "FIDE2026"])
def test_double_loss_matches_the_reference_swiss(edition):
    """Every tie-break of the differential test, the ranks and DE: the same as FIDE's reference
    implementation, which reads the 0-0 as a game both played and lost."""
    from .test_differential import check_against_reference

    check_against_reference(double_loss_swiss(edition), edition, "swiss")


@pytest.mark.parametrize("edition", ["FIDE2024", "FIDE2026"])
def test_double_loss_matches_the_reference_round_robin(edition):
    """A five-player round robin (a rest round each) with a 0-0 in round 2."""
    from .test_differential import check_against_reference

    recs: dict[int, list[RoundRecord]] = {s: [] for s in range(1, 6)}
    results = [W, D, L, W, D, L, W, D, W, L]
    k = 0
    for r, pairs in enumerate(berger_rounds(5), 1):
        paired = set()
        for a, b in pairs:
            res = results[k % len(results)]
            k += 1
            ra, rb = (L, L) if r == 2 and not paired else (res, res.reverse)
            recs[a].append(RoundRecord(GAME, b, "w", ra))
            recs[b].append(RoundRecord(GAME, a, "b", rb))
            paired |= {a, b}
        for s in range(1, 6):
            if s not in paired:
                recs[s].append(RoundRecord(RoundKind.PAB))
    parts = [Participant(s, f"Player{s}", rating=RATINGS[s]) for s in range(1, 6)]
    t = Tournament.build(parts, recs, total_rounds=5, pairing_system=PairingSystem.ROUND_ROBIN,
                         start_date=START_DATE[edition])
    assert sum(1 for s in recs for x in recs[s] if x.kind is GAME and x.result is L) > \
        sum(1 for s in recs for x in recs[s] if x.kind is GAME and x.result is W)
    check_against_reference(t, edition, "round_robin")


def test_standard_points_of_a_double_loss():
    """C.07 (2026) art. 7.7 STD, as for a double forfeit (digest A14): the reference compares
    every round with a draw (0-0: 0); policy STD_SCHEDULED_OPPONENT compares with the opponent's
    points (equal: ½). Player 1: 0 + 1 + ½ + 1 = 2.5, with the policy 3.0; player 2: ½ + 1 + ½
    + 0 = 2.0 with the policy."""
    t = double_loss_swiss("FIDE2026")
    assert compute_standings(t, "STD", rules="FIDE2026").value(1, "STD") == F(5, 2)
    lit = compute_standings(t, "STD", rules="FIDE2026", policies="STD_SCHEDULED_OPPONENT")
    assert lit.value(1, "STD") == 3 and lit.value(2, "STD") == 2


def test_check_lists_the_double_loss_and_unbalanced_pairs():
    t = double_loss_swiss()
    found = [(f.severity, f.key, f.where) for f in check_tournament(t)]
    assert ("warning", "pairing_double_loss", "player 1 (Player1)") in found
    rows = dict(DOUBLE_LOSS_ROWS)
    rows[4] = ["3 b =", "2 b 1", "1 b =", "- - U"]  # 2 and 4 both claim round 2's win
    t2 = swiss_from_rows(rows)
    (f,) = [f for f in check_tournament(t2) if f.key == "pairing_unbalanced"]
    assert f.where == "player 2 (2)" and f.params["round"] == 2
    # each side's result as typed, without the colour letter ('b' is blancas in Spanish, Black in English)
    assert "2 and 4 ('1' / '1')" in f.message("en") and "no suman una partida" in f.message("es")


def test_unbalanced_pair_kept_with_a_warning():
    """Both lines claim the win: each keeps his own result (1 point each), a warning says so;
    the tie-breaks take each side as written (the reference does too)."""
    rows = dict(DOUBLE_LOSS_ROWS)
    rows[4] = ["3 b =", "2 b 1", "1 b =", "- - U"]
    text = write_trf(swiss_from_rows(rows, total_rounds=4))
    f = parse_trf(text)
    assert f.tournament.points(2) == F(3, 2) and f.tournament.points(4) == 3
    assert any(n.startswith("warning:") and "do not add up to one game" in n for n in f.notes)


def test_a_game_against_a_forfeit_is_still_refused():
    rows = dict(DOUBLE_LOSS_ROWS)
    rows[2] = ["1 b +", "4 w 1", "5 b =", "3 w 0"]
    with pytest.raises(TiebreakError) as e:
        parse_trf(write_trf(swiss_from_rows(rows, total_rounds=4)))
    assert e.value.code == "trf_asymmetric"


def test_explain_a_double_loss():
    """The round-by-round explanation shows the 0-0 as a game: the opponent's score, SB x 0."""
    from xl_tiebreaks.explain import explain

    ev = Evaluation(double_loss_swiss(), rules="FIDE2024", pairing_system="swiss")
    ex = explain(ev, 1, "SB", "en")
    assert ex.total == F(11, 2)
    line1 = ex.lines[0].text
    assert line1.startswith("round 1: game against Player2 (2): score 1.5; SB: 1.5 x 0.0 = 0.0")


def test_team_trf_board_lost_by_both():
    """The team reader gets the 0-0 from the TRF reader: board 1 of Alfa - Beta (round 1) lost
    by both. Alfa 0 + ½ + 0 = ½, Beta 0 + ½ + 1 = 1½ of 3 boards: by seed 001 §2.1.2 (FIDE
    2009: more than half the boards' points wins, exactly half draws) Beta draws (1 MP of
    3/1/0) and Alfa loses (0); the policy TEAM_MATCH_WON_ON_MORE_POINTS (the reference's
    reading) gives Beta the win (3)."""
    from xl_tiebreaks.teams import TeamEvaluation, parse_team_trf

    from .conftest import DATA

    text = (DATA / "teams" / "sample_team_swiss_2026.trf").read_text()
    text = text.replace("2.0    0     5 w 1     9 w 0", "1.0    0     5 w 0     9 w 0")
    f = parse_team_trf(text)
    tt = f.tournament
    b1 = tt.rounds[1][0].boards[0]
    assert (b1.kind, b1.result) == (GAME, L) and tt.rounds[2][0].boards[0].result is L
    r = tt.results()
    assert (r[1][0].kind, r[1][0].gp, r[1][0].mp) == (GAME, F(1, 2), 0)
    assert (r[2][0].kind, r[2][0].gp, r[2][0].mp) == (GAME, F(3, 2), 1)
    assert r[1][0].board_points == (0, F(1, 2), 0)
    assert any("1 and 5 both lost their game" in n for n in f.notes)
    ev = TeamEvaluation(tt, policies="TEAM_MATCH_WON_ON_MORE_POINTS")
    assert ev.results[2][0].mp == 3 and ev.results[1][0].mp == 0


def test_team_board_list_double_loss_and_unbalanced():
    from xl_tiebreaks.teams import read_team_board_list

    rows = [[1, 1, 1, 2, "0-0"], [1, 2, 1, 2, "½-½"], [1, 3, 1, 2, "1-1"], [1, 4, 1, 2, "0-1"]]
    got = read_team_board_list(rows)
    tt = got.tournament
    assert [(g.kind, g.result) for g in tt.rounds[1][0].boards] == [(GAME, L), (GAME, D), (GAME, W), (GAME, L)]
    assert [(g.kind, g.result) for g in tt.rounds[2][0].boards] == [(GAME, L), (GAME, D), (GAME, W), (GAME, W)]
    r = tt.results()
    assert (r[1][0].gp, r[2][0].gp) == (F(3, 2), F(5, 2))
    double, unbalanced = got.notes
    assert double.startswith("row 1: round 1, board 1: the players of 1 and 2 both lost their game ('0-0')")
    assert unbalanced.startswith("warning: row 3: round 1, board 3: '1-1'")


def test_team_grid_boards_of_both_sides():
    """A team Swiss grid with the board results on both sides of a match: a board lost by
    both is read (with a note), a played board against a forfeit on the other side refused."""
    from xl_tiebreaks.teams import read_team_swiss_grid

    got = read_team_swiss_grid([["2w 0 ½ 1 1"], ["1b 0 ½ 0 0"]])
    assert got.tournament.results()[1][0].gp == F(5, 2) and got.tournament.results()[2][0].gp == F(1, 2)
    assert any("board 1" in n and "both lost" in n for n in got.notes)
    with pytest.raises(TiebreakError) as e:
        read_team_swiss_grid([["2w 1 ½ 1 1"], ["1b + ½ 0 0"]])
    assert e.value.code == "team_grid_mismatch"


# ----------------------------------------------------------------------------------------
# 2. the old rating cuts

#: player 1 (2800) met 2 (2700), 3 (2600), 4 (2500) over the board, won round 4 by forfeit
#: and took a half-point bye in round 5; 6 had a pairing-allocated bye; 5 lost round 4 by forfeit
OLD_CUT_ROWS = {
    1: ["2 w 1", "3 b =", "4 w 0", "5 w +", "- - H"],
    2: ["1 b 0", "5 w 1", "6 b 1", "4 w =", "3 b 0"],
    3: ["4 w =", "1 w =", "5 b 1", "6 w 1", "2 w 1"],
    4: ["3 b =", "6 w 0", "1 b 1", "2 b =", "5 w 1"],
    5: ["6 b 0", "2 b 0", "3 w 0", "1 b -", "4 b 0"],
    6: ["5 w 1", "4 b 1", "2 w 0", "3 b 0", "- - U"],
}
OLD_CUT_RATINGS = {1: 2800, 2: 2700, 3: 2600, 4: 2500, 5: 2400, 6: 2300}
ARO_CODES = "ARO ARO/C1 ARO/C2 ARO/M1 ARO/M2".split()


def old_cut_event() -> Tournament:
    t = swiss_from_rows(OLD_CUT_ROWS, start_date=START_DATE["FIDE2024"], total_rounds=5)
    parts = [Participant(s, f"Player{s}", rating=r) for s, r in OLD_CUT_RATINGS.items()]
    return Tournament.build(parts, t.rounds, total_rounds=5, pairing_system=PairingSystem.SWISS,
                            start_date=t.start_date)


def _aro(rules: str) -> dict[int, list]:
    st = compute_standings(old_cut_event(), ARO_CODES, rules=rules, pairing_system="swiss")
    return {s: [st.value(s, c) for c in ARO_CODES] for s in (1, 5, 6)}


def test_old_aro_cuts_use_up_unplayed_rounds_first():
    """Before C.07 (2023) an unplayed round used up one ARO cut before any opponent played
    over the board was cut (rules.Rules.aro_cuts_unplayed_first: the 2021 World Blitz's
    ARO-C1, the reference's "2022 World Rapid & Blitz" rule version); medians likewise, low
    cuts first. Player 1 (two unplayed rounds, opponents 2700 / 2600 / 2500): C1, C2, M1 all
    2600 (nothing cut), M2: both low cuts used up, the two highest cut: 2500. Player 6 (one
    bye; 2400, 2500, 2700, 2600): C1 2550 (nothing cut), C2 the second cut removes 2400:
    2600, M1 the high cut removes 2700: 2500, M2 2400 and the two highest cut: 2500. Player 5
    (one forfeit loss; 2300, 2700, 2600, 2500): C1 2525, C2 2600, M1 (2300 + 2600 + 2500) / 3
    = 2466.7: 2467, M2 2500."""
    old = _aro("VIRTUAL")
    assert old[1] == [2600, 2600, 2600, 2600, 2500]
    assert old[6] == [2550, 2550, 2600, 2500, 2500]
    assert old[5] == [2525, 2525, 2600, 2467, 2500]
    for rules in ("VIRTUAL_VEGA", "DRAW_SELF", "DRAW_SELF_HALF_BYE"):
        assert _aro(rules) == old, rules


def test_current_aro_cuts_the_played_opponents():
    """C.07 (2024) art. 14.1-14.4: cuts remove opponents' ratings whatever the unplayed rounds
    (no voluntary-unplayed-round rule for ARO, digest A8). Player 1: C1 (2700 + 2600) / 2 =
    2650, C2 2700, M1 2600, M2 nothing left: undefined. Player 6: C1 2600, C2 2650, M1 2550,
    M2 undefined; player 5 the same. The rule sets that define no ARO of their own (STANDARD,
    SWISS_PERFECT) keep C.07's."""
    new = _aro("FIDE2024")
    assert new[1] == [2600, 2650, 2700, 2600, None]
    assert new[6] == [2550, 2600, 2650, 2550, None]
    assert new[5] == [2525, 2600, 2650, 2550, None]
    for rules in ("FIDE2026", "STANDARD", "SWISS_PERFECT"):
        assert _aro(rules) == new, rules


def test_old_aro_cuts_match_the_reference_2022_rules():
    """FIDE's reference implementation, rule version 2022 (``/V2022``), on the same event."""
    from .test_differential import run_reference

    t = old_cut_event()
    trf = write_trf(t)
    st = compute_standings(t, ARO_CODES, rules="VIRTUAL", pairing_system="swiss")
    for code in ARO_CODES:
        _, ref = run_reference(trf, "swiss", [code + "/V2022"])
        assert {s: ref[s][1][0] for s in ref} == {s: st.value(s, code) for s in ref}, code


# ----------------------------------------------------------------------------------------
# 3. the round the organiser names

NAMED_ROWS = {  # three rounds played; round 4: what each test puts there
    1: ["2 w 1", "3 b =", "4 w 1"],
    2: ["1 b 0", "4 w 1", "3 b ="],
    3: ["4 w 0", "1 w =", "2 w ="],
    4: ["3 b 1", "2 b 0", "1 b 0"],
}


def named_event(round4: dict[int, str]) -> Tournament:
    rows = {s: r + ([round4[s]] if s in round4 else []) for s, r in NAMED_ROWS.items()}
    return swiss_from_rows(rows, total_rounds=5)


def test_named_round_holding_only_byes_requested_in_advance_is_refused():
    """Round 4 is not paired yet; 1 and 2 asked for half-point byes in advance. Asked for the
    values after round 4 the product refuses (it used to give round 3's silently); by default
    it gives the values after round 3, the last round played, and says so."""
    t = named_event({1: "- - H", 2: "- - H"})
    with pytest.raises(TiebreakError) as e:
        compute_standings(t, "BH SB", as_of=4)
    assert e.value.code == "round_not_paired"
    assert e.value.message("en") == ("round 4 has not been paired yet (only 2 bye(s) entered in advance): ask for "
                                     "the values after round 3, or enter the round's pairings")
    assert e.value.message("es").startswith("la ronda 4 aún no está emparejada (solo 2 bye(s)")
    st = compute_standings(t, "BH SB")
    assert st.rounds_used == 3 and "values after round 3 of 5" in st.notes
    assert compute_standings(t, "BH SB", as_of=3).rounds_used == 3


def test_named_round_that_really_was_all_byes_counts():
    """Everybody has a half-point bye in round 4 (a round cancelled for all): the values after
    round 4 count it (½ each); by default such a round waits for pairings."""
    t = named_event({s: "- - H" for s in range(1, 5)})
    st = compute_standings(t, "PTS BH", as_of=4)
    assert st.rounds_used == 4
    assert [st.value(s, "PTS") for s in range(1, 5)] == [3, 2, F(3, 2), F(3, 2)]
    assert compute_standings(t, "PTS BH").rounds_used == 3


def test_named_round_paired_without_results_is_refused():
    t = named_event({1: "2 w ?", 2: "1 b ?", 3: "4 w ?", 4: "3 b ?"})
    with pytest.raises(TiebreakError) as e:
        compute_standings(t, "BH", as_of=4)
    assert e.value.code == "round_no_results" and e.value.params == {"round": 4, "pending": 2, "previous": 3}
    assert "aún no tiene resultados (2 partida(s)" in e.value.message("es")


def test_named_round_with_some_results_is_computed_after_it():
    t = named_event({1: "2 w 1", 2: "1 b 0", 3: "4 w ?", 4: "3 b ?"})
    st = compute_standings(t, "PTS BH", as_of=4)
    assert st.rounds_used == 4 and st.value(1, "PTS") == F(7, 2)
    assert "warning: round 4: 1 game(s) without a result, counted as not played" in st.notes


def test_named_round_from_the_command_line(tmp_path, capsys):
    from xl_tiebreaks.cli import main

    path = tmp_path / "event.trf"
    path.write_text(write_trf(named_event({1: "- - H", 2: "- - H"})), encoding="utf-8")
    assert main(["standings", str(path), "-t", "BH", "--round", "4"]) == 2
    assert "error: round 4 has not been paired yet" in capsys.readouterr().err
    assert main(["standings", str(path), "-t", "BH", "--round", "4", "--lang", "es"]) == 2
    assert "error: la ronda 4 aún no está emparejada" in capsys.readouterr().err
    assert main(["standings", str(path), "-t", "BH", "--round", "3"]) == 0


def test_named_round_in_a_team_event():
    """The same rule for team events (TeamEvaluation's as_of): round 2 has only a half-point
    bye of team 3 entered in advance."""
    from xl_tiebreaks.teams import TeamEvaluation, read_team_swiss_grid

    tt = read_team_swiss_grid([["2w2.5", None], ["1b1.5", None], ["PAB", "HPB"]], boards=4).tournament
    with pytest.raises(TiebreakError) as e:
        TeamEvaluation(tt, as_of=2)
    assert e.value.code == "round_not_paired"
    assert TeamEvaluation(tt, as_of=1).k == 1


def test_named_round_in_a_spreadsheet_function():
    """``ronda=4`` in the settings of a function, called the way xlwings Lite calls it: the
    refusal is the cell's message (round 3 still computes)."""
    from .test_udfs import call

    grid = [["2w1", "3b½", "4w1", "H"], ["1b0", "4w1", "3b½", "H"], ["4w0", "1w½", "2w½", None],
            ["3b1", "2b0", "1b0", None]]
    assert call("BUCHHOLZ", grid, None, None, None, None, "ronda=3") == [[3.5], [4.5], [5], [5]]
    with pytest.raises(ValueError) as e:
        call("BUCHHOLZ", grid, None, None, None, None, "ronda=4")
    assert "round 4 has not been paired yet" in str(e.value)


# ----------------------------------------------------------------------------------------
# 4. a points column that counts a round not played yet

JAVAFO = "trf-samples/javafo_trfx_sample2.trf"


def test_javafo_sample_totals_count_a_bye_entered_in_advance(data_dir):
    """JaVaFo's TRF-X sample 2 (tests/data/trf-samples/source.md): round 5 not paired yet,
    player 43's half-point bye for it already entered and counted in his total (1.0). The
    standings are after round 4 (43 has 0.5) and now say that the file's column disagrees."""
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import totals_after_rounds

    f = read_trf(data_dir / JAVAFO)
    t = f.tournament
    assert not [n for n in f.notes if n.startswith("warning")]  # the totals do add up over all rounds
    st = compute_standings(t, "BH SB")
    assert st.rounds_used == 4 and st.points.exact(42) == F(1, 2)
    (warn,) = [n for n in st.notes if "totals in the file" in n]
    assert warn == ("warning: the totals in the file count rounds after round 4, the last round played: 1 "
                    "player(s) (start numbers 43; e.g. 43: 1 in the file, 0.5 after round 4), a bye entered "
                    "before its round is paired; the values are after round 4")
    assert totals_after_rounds(t, 4).message("es").startswith("aviso: los totales del fichero cuentan rondas posteriores a la 4")
    # asked for round 4 explicitly, the organiser knows: no warning
    assert not [n for n in compute_standings(t, "BH", as_of=4).notes if "totals in the file" in n]


def test_javafo_sample_check(data_dir):
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(data_dir / JAVAFO).tournament
    found = [f for f in check_tournament(t) if f.key == "total_after_rounds"]
    assert [(f.severity, f.where) for f in found] == [("warning", "player 43 (Player 43), total")]
    assert found[0].message("en").startswith("the total typed (1.0) counts rounds after round 4")
    assert found[0].message("es").startswith("el total escrito (1,0) cuenta rondas posteriores a la 4")
    assert not [f for f in check_tournament(t) if f.severity == "error"]


def test_javafo_sample_from_the_command_line(data_dir, capsys):
    from xl_tiebreaks.cli import main

    assert main(["standings", str(data_dir / JAVAFO), "-t", "BH"]) == 0
    assert "warning: the totals in the file count rounds after round 4" in capsys.readouterr().out
    assert main(["check", str(data_dir / JAVAFO)]) == 0
    assert "player 43 (Player 43), total  the total typed (1.0) counts rounds after round 4" in capsys.readouterr().out


# ----------------------------------------------------------------------------------------
# 6. direct encounter shown as points

REAL = "realdata"


def _published(data_dir, folder):
    import csv

    with open(data_dir / REAL / folder / "published.csv", newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


def test_des_reproduces_moscow_open_2018_tb3(data_dir):
    """chess-results' Moscow Open 2018 A (Swiss-Manager; tests/data/realdata/..._moscow_open_a):
    TB3, direct encounter, is the points scored among the players tied on points, BH and BH-C1:
    0.5 for ranks 27 and 28 (they drew), 0 for everybody else. DES gives all 220; DE (the
    place) gives 0 for them (the draw separates nobody); both rank the same."""
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(data_dir / REAL / "chessresults_2018_moscow_open_a" / "tournament.trf").tournament
    st = compute_standings(t, "BH BH/C1 DES SB", rules="VIRTUAL", pairing_system="swiss")
    de = compute_standings(t, "BH BH/C1 DE SB", rules="VIRTUAL", pairing_system="swiss")
    rows = _published(data_dir, "chessresults_2018_moscow_open_a")
    assert len(rows) == 220
    for row in rows:
        sn = int(row["no"])
        assert st.value(sn, "DES") == F(row["TB3"].replace(",", ".")), sn
        assert st.rank(sn) == de.rank(sn) == int(row["rank"])
    assert de.value(27, "DE") == de.value(28, "DE") == 0
    assert any(n.startswith("DES column: the points scored") for n in st.notes)


def test_des_reproduces_vega_dire(data_dir):
    """Vega's DirE (2025 Hobsons Bay Junior Club Championship): P7 beat P6, both on 3.5: 1.0
    and 0.0; nobody else tied: 0.0. DE (the place) shows 1 and 2."""
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(data_dir / REAL / "vega_2025_junior_club_championship_rr" / "tournament.trf").tournament
    st = compute_standings(t, "DES DE SB", rules="FIDE2024", pairing_system="round_robin")
    for row in _published(data_dir, "vega_2025_junior_club_championship_rr"):
        assert st.value(int(row["no"]), "DES") == F(row["DirE"]), row["no"]
    assert (st.value(7, "DE"), st.value(6, "DE")) == (0, 0)  # DES separated them already
    de = compute_standings(t, "DE SB", rules="FIDE2024", pairing_system="round_robin")
    assert (de.value(7, "DE"), de.value(6, "DE")) == (1, 2)


def test_des_reproduces_the_team_event_tb3(data_dir):
    """chess-results tnr769171 (team round robin): TB3 "the results of the teams in the same
    point group according to Matchpoints": T1 2 (it won the match against T2), T2 0, the rest
    0. DES on match points gives exactly that; DE shows places 1 and 2."""
    import csv

    from xl_tiebreaks.teams import TeamEvaluation, read_team_crosstable

    with open(data_dir / "teams" / "chessresults_769171_crosstable.csv", encoding="utf-8") as fh:
        rows = list(csv.reader(fh))[1:]
    tt = read_team_crosstable([r[4:] for r in rows], names=[r[1] for r in rows]).tournament
    st = TeamEvaluation(tt, rules="FIDE2024").standings("MP GP DES:MP EGGSB")
    with open(data_dir / "teams" / "chessresults_769171_published.csv", encoding="utf-8") as fh:
        published = list(csv.DictReader(fh))
    for row in published:
        assert st.value(int(row["no"]), "DES:MP") == int(row["TB3"])
    assert st.ranking() == [1, 2, 3, 4, 5, 6]


def test_des_three_tied_players_by_hand():
    """A round robin of 5: A, B and C finish on 2.5; among them A beat B, B beat C, A drew C,
    so the games among the three give A 1.5, B 1.0, C 0.5 (C.07 art. 6.2: everybody met). DE
    places them 1, 2, 3; DES shows those points; D (1.5) and E (1.0) are tied with nobody: 0."""
    from .helpers import round_robin_from_grid

    grid = [["X", "1", "½", "0", "1"],
            ["0", "X", "1", "½", "1"],
            ["½", "0", "X", "1", "1"],
            ["1", "½", "0", "X", "0"],
            ["0", "0", "0", "1", "X"]]
    t = round_robin_from_grid(["A", "B", "C", "D", "E"], grid)
    assert [t.points(s) for s in range(1, 6)] == [F(5, 2), F(5, 2), F(5, 2), F(3, 2), 1]
    st = compute_standings(t, "DES", rules="FIDE2024", pairing_system="round_robin")
    assert [st.value(s, "DES") for s in range(1, 6)] == [F(3, 2), 1, F(1, 2), 0, 0]
    assert [st.rank(s) for s in range(1, 6)] == [1, 2, 3, 4, 5]
    de = compute_standings(t, "DE", rules="FIDE2024", pairing_system="round_robin")
    assert [de.value(s, "DE") for s in range(1, 6)] == [1, 2, 3, 0, 0]
    assert [de.rank(s) for s in range(1, 6)] == [1, 2, 3, 4, 5]


def test_des_names_and_spreadsheet_path():
    from xl_tiebreaks.spec import parse_spec

    for text in ("DES", "des", "DE-points", "puntos encuentro directo", "Direct encounter points"):
        assert parse_spec(text).code == "DES", text
    assert parse_spec("DES/P").played_forfeits and parse_spec("DES").is_group
    from .test_udfs import call

    # 1 and 2 drew in round 1 and both won in round 2: 1.5 each, ½ among the two
    grid = [["2w½", "4b1"], ["1b½", "3w1"], ["4w1", "2b0"], ["3b0", "1w0"]]
    got = call("TIEBREAKS", grid, "PTS DES DE")
    assert [row[1] for row in got] == [0.5, 0.5, 0, 0]
    assert [row[2] for row in got] == [0, 0, 0, 0]


# ----------------------------------------------------------------------------------------
# 7. team events: from-trf with team records, and the Spanish federation's preset


def test_de_all_met_leaves_a_group_not_everybody_met():
    """DE/A: direct encounter only when every tied player met every other (FEDA RGC art. 56
    "cuando todos los equipos empatados hayan jugado entre ellos"; the older FIDE rules, seed
    001 2.1.4). Digest E4: 1-4 tied, 3 and 4 never met: C.07 (2024) art. 6.3 ranks 1 and 2
    (bound to be ahead); DE/A leaves the group to the next criterion, under any edition."""
    from .test_digest_examples import E4_ROWS

    t = swiss_from_rows(E4_ROWS)
    assert [compute_standings(t, "DE", rules="FIDE2024").value(s, "DE") for s in (1, 2, 3, 4)] == [1, 2, 3, 3]
    for rules in ("FIDE2024", "FIDE2026"):
        st = compute_standings(t, "DE/A DES/A", rules=rules)
        assert [st.value(s, "DE/A") for s in (1, 2, 3, 4)] == [0, 0, 0, 0]
        assert len({st.rank(s) for s in (1, 2, 3, 4)}) == 1


#: a team Swiss of 6 teams, 4 boards, 2/1/0: team 2 beat team 1 (2.5-1.5) in round 1; both end on
#: 4 match points, team 1 with 9 game points, team 2 with 6.5
FEDA_GRID = [
    ["2w1.5", "4w4", "5w3.5"],
    ["1b2.5", "6w2.5", "3b1.5"],
    ["4w3", "5w2", "2w2.5"],
    ["3b1", "1b0", "6w2.5"],
    ["6w2", "3b2", "1b0.5"],
    ["5b2", "2b1.5", "4b1.5"],
]


def test_feda_team_preset_follows_the_regulation():
    """FEDA's Reglamento General de Competiciones art. 56, as the bases técnicas of the FEDA's
    2025 Campeonato de España de Clubes (Segunda División Sur, published on info64.org) quote
    it: match points, then "1º puntos de partida, 2º resultado particular, cuando todos los
    equipos empatados hayan jugado entre ellos, basado en el mismo valor que el primer sistema
    de clasificación, 3º sistema Buchholz, basado en el mismo valor ..., 4º Sonneborn-Berger
    para campeonatos por equipos". Teams 1 and 2 are level on match points (4); team 1 has
    more game points (9 to 6.5) and is ahead, although team 2 won their match: the preset used
    to put direct encounter first (team 2 ahead)."""
    from xl_tiebreaks.teams import PRESETS, TeamEvaluation, read_team_swiss_grid

    tt = read_team_swiss_grid(FEDA_GRID, boards=4).tournament
    ev = TeamEvaluation(tt, rules="FIDE2024")
    st = ev.standings("FEDA_TEAMS")
    assert PRESETS["FEDA_TEAMS"] == "MP GP DE/A BH:MP SB:MP"
    assert (st.value(1, "MP"), st.value(1, "GP"), st.value(2, "MP"), st.value(2, "GP")) == (4, 9, 4, F(13, 2))
    assert st.rank(1) < st.rank(2)
    old = ev.standings("MP DE BH:MP SB:MP")  # the preset before issue 12
    assert old.rank(2) < old.rank(1)
    es = ev.standings("puntos de match, puntos de partida, encuentro directo/A, BH:MP, SB:MP")
    assert es.ranking() == st.ranking()


def _team_rr_trf() -> str:
    """A team round robin of 4 teams x 2 boards (board results), written as a TRF with 310
    records by the product's own writer."""
    from xl_tiebreaks.teams import read_team_board_list, write_team_trf

    rows = []
    results = {(1, 2): ("1-0", "½-½"), (3, 4): ("0-1", "0-1"), (1, 3): ("1-0", "1-0"), (2, 4): ("½-½", "0-1"),
               (1, 4): ("0-1", "½-½"), (2, 3): ("1-0", "0-0")}
    rounds = {(1, 2): 1, (3, 4): 1, (1, 3): 2, (2, 4): 2, (1, 4): 3, (2, 3): 3}
    for (a, b), res in results.items():
        for board, r in enumerate(res, 1):
            rows.append([rounds[(a, b)], board, a, b, r])
    tt = read_team_board_list(rows, names=["Alfa", "Beta", "Gamma", "Delta"], pairing_system=PairingSystem.ROUND_ROBIN)
    return write_team_trf(tt.tournament)


def test_from_trf_builds_a_team_workbook(tmp_path, data_dir, capsys):
    """``from-trf`` on a TRF with team records (310, TRF-2025/26; 013, TRF-16) writes a filled
    team workbook; its standings are the team reader's (the sample's values are the reference
    implementation's, tests/test_teams_readers.py)."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.teams import TeamEvaluation, read_team_trf

    for name in ("sample_team_swiss_2026.trf", "sample_team_swiss_2026_trf16.trf"):
        src = data_dir / "teams" / name
        out = tmp_path / (name + ".xlsx")
        assert main(["from-trf", str(src), "-o", str(out), "-t", "MP GP BH:MP EMGSB", "--lang", "en"]) == 0
        assert "(team round grid, 5 teams, 3 boards, 3 rounds, swiss)" in capsys.readouterr().out
        assert main(["standings", str(out), "--format", "csv"]) == 0
        rows = [ln.split(",") for ln in capsys.readouterr().out.strip().splitlines()]
        ref = TeamEvaluation(read_team_trf(src).tournament).standings("MP GP BH:MP EMGSB")
        head = rows[0]
        for r in rows[1:]:
            team = int(r[head.index("No.") if "No." in head else 0])
            for code in ("MP", "GP", "BH:MP", "EMGSB"):
                assert F(r[head.index(code)]) == ref.value(team, code), (name, team, code)


def test_from_trf_team_round_robin_crosstable(tmp_path, capsys):
    """A team round robin from its TRF: the team crosstable (game points per match; a board
    lost by both counts nothing for either side), ranked as the team reader ranks it."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.teams import TeamEvaluation, parse_team_trf

    text = _team_rr_trf()
    src = tmp_path / "liga.trf"
    src.write_text(text, encoding="utf-8")
    out = tmp_path / "liga.xlsx"
    assert main(["from-trf", str(src), "-o", str(out), "--compute"]) == 0
    assert "(team crosstable, 4 teams, 2 boards, 3 rounds, round robin)" in capsys.readouterr().out
    assert main(["standings", str(out), "-t", "MP GP DES:MP", "--format", "csv"]) == 0
    rows = [ln.split(",") for ln in capsys.readouterr().out.strip().splitlines()]
    tt = parse_team_trf(text).tournament
    ref = TeamEvaluation(tt).standings("MP GP DES:MP")
    head = rows[0]
    got = {int(r[0]): [F(r[head.index(c)]) for c in ("MP", "GP", "DES:MP")] for r in rows[1:]}
    assert got == {t.start_no: [ref.value(t.start_no, c) for c in ("MP", "GP", "DES:MP")] for t in tt.teams}
    # Beta - Gamma: 1-0 and 0-0 on board 2: Beta 1 game point, Gamma 0
    assert tt.results()[2][2].gp == 1 and tt.results()[3][2].gp == 0
