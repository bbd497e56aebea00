"""Team tie-breaks one by one: codes, the board tie-breaks of art. 12 (BC, TBR, BBE), extended
direct encounter with its named chains (art. 13.3), SSSC (13.4), MPvGP (13.1), the model's
scoring of byes (P19) and its checks."""

from __future__ import annotations

import datetime
from fractions import Fraction

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import PairingSystem, Result, RoundKind
from xl_tiebreaks.teams import (
    BoardGame,
    Team,
    TeamEvaluation,
    TeamRecord,
    TeamScoring,
    TeamTournament,
    classify_match,
    compute_team_standings,
    parse_team_list,
    parse_team_spec,
    read_team_board_list,
    read_team_swiss_grid,
    write_team_trf,
)

F = Fraction


# --------------------------------------------------------------------------------------
# codes


@pytest.mark.parametrize("text,code,basis,basis2,low,high,pf", [
    ("MP", "MP", None, None, 0, 0, False),
    ("puntos de partida", "GP", None, None, 0, 0, False),
    ("BH:MP", "BH", "MP", None, 0, 0, False),
    ("BH:GP/C1", "BH", "GP", None, 1, 0, False),
    ("bh:mp/m1", "BH", "MP", None, 1, 1, False),
    ("Buchholz cut 1", "BH", None, None, 1, 0, False),
    ("BH:MP/P", "BH", "MP", None, 0, 0, True),
    ("SB:GP", "SB", "GP", "GP", 0, 0, False),
    ("EMGSB", "SB", "MP", "GP", 0, 0, False),
    ("EGMSB/C1", "SB", "GP", "MP", 1, 0, False),
    ("ESB", "SB", None, "other", 0, 0, False),
    ("TSB:MP", "TSB", "MP", "MP", 0, 0, False),
    ("DE:GP", "DE", "GP", None, 0, 0, False),
    ("EDEBT/P", "EDEBT", None, None, 0, 0, True),
    ("board count", "BC", None, None, 0, 0, False),
])
def test_codes(text, code, basis, basis2, low, high, pf):
    s = parse_team_spec(text)
    assert (s.code, s.basis, s.basis2, s.cut_low, s.cut_high, s.played_forfeits) == (code, basis, basis2, low, high, pf)
    assert s.text == text


def test_sssc_modifiers():
    s = parse_team_spec("SSSC/K4/F")
    assert (s.code, s.divisor, s.fore) == ("SSSC", 4, True)


@pytest.mark.parametrize("text,err", [("XYZ", "tb_unknown"), ("EMMSB:GP", "tb_bad_modifier"),
                                      ("BC/C1", "tb_bad_modifier"), ("SSSC/K0", "tb_bad_modifier"),
                                      ("KS", "tb_unknown")])
def test_bad_codes(text, err):
    with pytest.raises(TiebreakError) as e:
        parse_team_spec(text)
    assert e.value.code == err


def test_lists_and_presets():
    assert [s.text for s in parse_team_list("MP, GP, Buchholz cut 1")] == ["MP", "GP", "Buchholz cut 1"]
    assert [s.text for s in parse_team_list("feda teams")] == ["MP", "GP", "DE/A", "BH:MP", "SB:MP"]  # RGC art. 56
    assert parse_team_spec("EDE").is_group and parse_team_spec("TBR").is_group
    assert not parse_team_spec("BC").is_group and parse_team_spec("BC").reverse


# --------------------------------------------------------------------------------------
# a small Swiss with board results: teams 1 and 2 level on MP and GP, drawn match 2 - 2


def _match(rnd: int, a: int, b: int, res: list[str]) -> list[list]:
    return [[rnd, bd, a, b, r] for bd, r in enumerate(res, 1)]


def chain_event() -> TeamTournament:
    rows = (_match(1, 1, 2, ["1-0", "0-1", "0-1", "1-0"]) + _match(1, 3, 4, ["1-0", "1-0", "1-0", "0-1"])
            + _match(2, 1, 4, ["1-0", "1-0", "1-0", "0-1"]) + _match(2, 2, 3, ["1-0", "1-0", "0-1", "1-0"]))
    return read_team_board_list(rows, pairing_system=PairingSystem.SWISS).tournament


def test_chain_event_scores():
    ev = TeamEvaluation(chain_event(), rules="FIDE2024")
    assert [ev.column("MP").exact(i) for i in range(4)] == [3, 3, 2, 0]
    assert [ev.column("GP").exact(i) for i in range(4)] == [5, 5, 4, 2]


@pytest.mark.parametrize("lst,first", [
    ("MP EDE", None),          # DE on MP (1 - 1) and on GP (2 - 2): still tied
    ("MP EDEC", None),         # board count of their match: 1 + 4 = 2 + 3
    ("MP EDEBT", 1),           # ... then top board: team 1 won board 1
    ("MP EDET", 1),
    ("MP EDEBB", 2),           # ... then boards 1-3: team 2 scored 2, team 1 scored 1
    ("MP EDEB", 2),
    ("MP GP TBR", 1),          # the whole event by board: (2, 1, 1, 1) against (1, 2, 1, 1)
    ("MP GP BBE", 1),          # 4 = 4 on boards 1-3, 3 = 3 on boards 1-2, then board 1
    ("MP GP BC", 1),           # 11 against 12: lower is better
])
def test_art_12_and_13_3_tools(lst, first):
    st = TeamEvaluation(chain_event(), rules="FIDE2024").standings(lst)
    if first is None:
        assert st.rank(1) == st.rank(2) == 1
    else:
        other = 3 - first
        assert (st.rank(first), st.rank(other)) == (1, 2)
    assert st.rank(3) == 3 and st.rank(4) == 4


def test_board_count_values():
    ev = TeamEvaluation(chain_event())
    assert [ev.column("BC").exact(i) for i in range(4)] == [11, 12, F(1 + 2 + 3) + 3, F(4 + 4)]


def test_chain_tools_agree_with_reference():
    ref = pytest.importorskip("tests.test_teams_differential")
    tt = chain_event()
    import dataclasses

    tt = dataclasses.replace(tt, start_date=datetime.date(2025, 6, 1), total_rounds=2)
    trf = write_team_trf(tt)
    for lst in ("MP EDE", "MP EDEBT", "MP EDEBB", "MP EDET", "MP EDEB", "MP GP TBR", "MP GP BBE", "MP GP BC"):
        codes = lst.split()
        _, got = ref.run_reference(trf, "swiss", ["MPTS" if c == "MP" else "GPTS" if c == "GP" else c for c in codes])
        st = TeamEvaluation(tt).standings(lst)
        assert {s: st.rank(s) for s in range(1, 5)} == {s: got[s][0] for s in range(1, 5)}, lst


def test_board_tools_need_board_results():
    tt = read_team_swiss_grid([["2w2.5", "3b2"], ["1b1.5", "4w3"], ["4w2", "1w2"], ["3b2", "2b1"]]).tournament
    ev = TeamEvaluation(tt)
    for lst in ("MP BC", "MP TBR", "MP EDEBT"):
        with pytest.raises(TiebreakError) as e:
            ev.standings(lst)
        assert e.value.code == "team_needs_boards"
    ev.standings("MP EDE")  # EDE alone needs no boards


# --------------------------------------------------------------------------------------
# SSSC and MPvGP


def test_sssc_divisor_and_modifiers():
    tt = chain_event()  # 2 rounds, 4 boards
    ev = TeamEvaluation(tt, rules="FIDE2024")
    bh = [ev.column("BH:MP").exact(i) for i in range(4)]
    gp = [ev.column("GP").exact(i) for i in range(4)]
    # MP primary: divisor = floor(2 x 2 rounds / 4 boards) = 1
    assert [ev.column("SSSC").exact(i) for i in range(4)] == [gp[i] + bh[i] for i in range(4)]
    assert [ev.column("SSSC/K4").exact(i) for i in range(4)] == [gp[i] + bh[i] / 4 for i in range(4)]
    # GP primary: MP + BH on GP / floor(1 x 2 rounds x 4 boards / 2) = / 4
    bhg = [ev.column("BH:GP").exact(i) for i in range(4)]
    mp = [ev.column("MP").exact(i) for i in range(4)]
    assert [ev.column("SSSC", "GP").exact(i) for i in range(4)] == [mp[i] + bhg[i] / 4 for i in range(4)]
    assert ev.column("MPVGP").exact(0) == 5 and ev.column("MPVGP", "GP").exact(0) == 3


# --------------------------------------------------------------------------------------
# the model


def test_pab_is_a_draw_for_scores_and_a_win_on_every_board():
    """P19: a team PAB is worth a draw's MP and GP (C.04.6), but counts as a win on every
    board for the board tie-breaks (art. 12)."""
    tt = read_team_swiss_grid([["2w 1 1 0 ½", "PAB"], ["1b 0 0 1 ½", "3w 1 1 1 1"],
                               ["PAB", "2b 0 0 0 0"]]).tournament
    res = tt.results()
    pab = res[1][1]
    assert (pab.kind, pab.mp, pab.gp, pab.board_points) == (RoundKind.PAB, 1, 2, (1, 1, 1, 1))
    ev = TeamEvaluation(tt)
    assert ev.column("BC").exact(0) == F(1 + 2 + 0 + 2) + F(1 + 2 + 3 + 4)
    win = TeamScoring(pab_mp=F(2), pab_gp=F(4))
    assert TeamTournament.build(tt.teams, tt.rounds, 4, scoring=win).results()[1][1].gp == 4


def test_half_full_zero_byes_and_forfeits():
    sc = TeamScoring()
    assert sc.bye_values(RoundKind.HALF_BYE, 4) == (1, 2, F(1, 2))
    assert sc.bye_values(RoundKind.FULL_BYE, 4) == (2, 4, 1)
    assert sc.bye_values(RoundKind.ZERO_BYE, 4) == (0, 0, 0)
    tt = read_team_swiss_grid([["2+F"], ["1-F"]], boards=4).tournament
    r1, r2 = tt.results()[1][0], tt.results()[2][0]
    assert (r1.kind, r1.mp, r1.gp, r1.board_points) == (RoundKind.FORFEIT_WIN, 2, 4, (1, 1, 1, 1))
    assert (r2.kind, r2.mp, r2.gp) == (RoundKind.FORFEIT_LOSS, 0, 0)


def test_three_one_zero():
    tt = read_team_swiss_grid([["2w2.5"], ["1b1.5"]], scoring=TeamScoring(match_win=F(3))).tournament
    assert [r[0].mp for r in tt.results().values()] == [3, 0]


def test_cross_forfeits_are_a_played_match():
    """Disputes log §20: each side wins one board by forfeit and no board is played: a played
    (drawn) match, as the reference counts it."""
    a = (BoardGame(1, RoundKind.FORFEIT_WIN), BoardGame(2, RoundKind.FORFEIT_LOSS))
    b = (BoardGame(1, RoundKind.FORFEIT_LOSS), BoardGame(2, RoundKind.FORFEIT_WIN))
    assert classify_match(a, b) == (RoundKind.GAME, RoundKind.GAME)
    assert classify_match(a[:1], b[:1]) == (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
    assert classify_match((BoardGame(1, RoundKind.FORFEIT_LOSS),), (BoardGame(1, RoundKind.FORFEIT_LOSS),)) == (
        RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_LOSS)


def test_views_are_individual_tournaments():
    tt = chain_event()
    mp = tt.view("MP")
    gp = tt.view("GP")
    assert mp.points(1) == 3 and gp.points(1) == 5
    assert gp.score_system.draw == 2 and mp.score_system.draw == 1  # art. 16: a draw in each score
    with pytest.raises(TiebreakError) as e:
        tt.view("XX")
    assert e.value.code == "settings_bad_value"


def test_checks():
    teams = [Team(1, "A"), Team(2, "B")]
    with pytest.raises(TiebreakError) as e:
        TeamTournament.build(teams, {1: [TeamRecord(RoundKind.GAME, 2, None, F(2))],
                                     2: [TeamRecord(RoundKind.PAB)]}, 4)
    assert e.value.code == "team_asymmetric" and "round 1" in e.value.message()
    with pytest.raises(TiebreakError) as e:
        TeamTournament.build(teams, {1: [TeamRecord(RoundKind.GAME, 3, None, F(2))]}, 4)
    assert e.value.code == "team_opponent_missing"
    with pytest.raises(TiebreakError) as e:
        TeamTournament.build(teams, {1: [TeamRecord(RoundKind.PAB)]})
    assert e.value.code == "team_boards_unknown"
    with pytest.raises(TiebreakError) as e:
        TeamTournament.build([Team(1), Team(1)], {}, 4)
    assert e.value.code == "team_duplicate"
    tt = TeamTournament.build(teams, {1: [TeamRecord(RoundKind.GAME, 2)], 2: [TeamRecord(RoundKind.GAME, 1)]}, 4)
    with pytest.raises(TiebreakError) as e:
        tt.results()
    assert e.value.code == "team_no_game_points"
    assert "encuentro jugado" in e.value.message("es")


def test_as_of_and_editions():
    tt = chain_event()
    st = compute_team_standings(tt, "MP GP", as_of=1, rules="FIDE2026")
    assert st.value(3, "MP") == 2 and st.value(1, "MP") == 1 and st.rounds_used == 1
    import dataclasses

    dated = dataclasses.replace(tt, start_date=datetime.date(2026, 2, 28))
    assert TeamEvaluation(dated).rules.rules.value == "FIDE2024"
    assert TeamEvaluation(dataclasses.replace(tt, start_date=datetime.date(2026, 3, 1))).rules.rules.value == "FIDE2026"


def test_round_robin_buchholz_note():
    tt = chain_event()
    st = TeamEvaluation(tt, rules="FIDE2026", pairing_system="round_robin").standings("MP BH:MP")
    assert any("art. 8" in n for n in st.notes)


def test_group_rule_first_is_refused():
    ev = TeamEvaluation(chain_event())
    with pytest.raises(TiebreakError) as e:
        ev.column("EDE")
    assert e.value.code == "tb_needs_list"


def test_result_of_board_game():
    sc = TeamScoring()
    assert sc.board_points(BoardGame(1, RoundKind.GAME, Result.DRAW)) == F(1, 2)
    assert sc.board_points(BoardGame(1, RoundKind.FORFEIT_WIN)) == 1
    assert sc.board_points(BoardGame(1, RoundKind.PENDING)) == 0


# --------------------------------------------------------------------------------------
# the rules' edition, said as for players


@pytest.mark.parametrize("start_date,rules,warned", [
    (None, "FIDE", True),  # no date: the latest edition, and the notes say so
    (datetime.date(2023, 5, 1), "FIDE", True),  # before the 2024 edition: the oldest C.07 we have, said
    (datetime.date(2026, 5, 1), "FIDE", False),  # in force on the date: nothing to say
    (None, "FIDE2024", False),  # chosen by the user
])
def test_team_events_say_which_edition_they_were_computed_under(start_date, rules, warned):
    """C.07's edition is the one in force on the start date (2024: from 1 August 2024; 2026:
    from 1 March 2026). Where the date does not say it, an individual event's notes warn
    (tests/test_disputes.py, case 19); a team event computed under a guessed edition must warn
    alike: its values differ between editions (art. 16.4's caps)."""
    import dataclasses

    from xl_tiebreaks.readers.crosstable import read_crosstable
    from xl_tiebreaks.standings import Evaluation
    from xl_tiebreaks.teams import read_team_crosstable

    tt = read_team_crosstable([["X", "3", "2"], ["1", "X", "2.5"], ["2", "1.5", "X"]], boards=4).tournament
    tt = dataclasses.replace(tt, start_date=start_date)
    team_notes = [n.code for n in TeamEvaluation(tt, rules=rules).notes if hasattr(n, "code")]
    t = read_crosstable([["X", "1", "½"], ["0", "X", "1"], ["½", "0", "X"]]).tournament
    t = dataclasses.replace(t, start_date=start_date)
    player_notes = [n.code for n in Evaluation(t, rules=rules).notes if hasattr(n, "code")]
    assert ("warn_rules_edition" in player_notes) is warned
    assert ("warn_rules_edition" in team_notes) is warned
    st = compute_team_standings(tt, ["MP", "GP"], rules=rules)
    assert any(getattr(n, "code", "") == "warn_rules_edition" for n in st.notes) is warned


def test_evaluation_keywords_are_checked_as_a_signature_would():
    """The keywords shared by individual and team evaluations (EvaluationOptions) are
    declared once; a mistyped one is refused with Python's own words, naming the class, and a
    bad primary score is said before the other options are looked at."""
    from xl_tiebreaks.readers.crosstable import read_crosstable
    from xl_tiebreaks.standings import Evaluation
    from xl_tiebreaks.teams import read_team_crosstable

    t = read_crosstable([["X", "1", "½"], ["0", "X", "1"], ["½", "0", "X"]]).tournament
    tt = read_team_crosstable([["X", "3", "2"], ["1", "X", "2.5"], ["2", "1.5", "X"]], boards=4).tournament
    with pytest.raises(TypeError, match=r"^Evaluation\(\) got an unexpected keyword argument 'rule'$"):
        Evaluation(t, rule="FIDE2024")
    with pytest.raises(TypeError, match=r"^TeamEvaluation\(\) got an unexpected keyword argument 'as_off'$"):
        TeamEvaluation(tt, as_off=2)
    with pytest.raises(TiebreakError) as e:
        TeamEvaluation(tt, primary="ZZ", rules="NOPE")
    assert e.value.code == "settings_bad_value"
    # the shared keywords reach both: the 2024 edition, a crosstable taken as a Swiss event
    for ev in (Evaluation(t, rules="FIDE2024", pairing_system="swiss"),
               TeamEvaluation(tt, rules="FIDE2024", pairing_system="swiss")):
        assert ev.rules.rules.value == "FIDE2024" and ev.pairing_system is PairingSystem.SWISS


def test_team_settings_say_one_scoring_whatever_the_order():
    """TeamSettings keeps the TeamScoring fields it says in one order (one cache key for the
    same settings) and refuses a field TeamScoring does not have."""
    from xl_tiebreaks.teams.sheet import TeamSettings, parse_team_settings

    a = TeamSettings(scoring_said=(("pab_mp", F(1)), ("match_win", F(3))))
    b = TeamSettings(scoring_said=(("match_win", F(3)), ("pab_mp", F(1))))
    assert a == b and a.cache_key() == b.cache_key() and a.scoring() == TeamScoring(match_win=F(3), pab_mp=F(1))
    assert parse_team_settings("libre_pm=1; victoria_match=3") == a
    with pytest.raises(ValueError, match="'match_won'"):
        TeamSettings(scoring_said=(("match_won", F(3)),))


def holandes_event() -> TeamTournament:
    """Teams 1 and 2 draw 2 - 2, team 1 winning boards 1 and 2, team 2 boards 3 and 4; then
    each wins 3 - 1: both 3 MP and 5 GP."""
    rows = (_match(1, 1, 2, ["1-0", "1-0", "0-1", "0-1"]) + _match(1, 3, 4, ["1-0", "1-0", "1-0", "0-1"])
            + _match(2, 1, 4, ["1-0", "1-0", "1-0", "0-1"]) + _match(2, 2, 3, ["1-0", "1-0", "0-1", "1-0"]))
    return read_team_board_list(rows, pairing_system=PairingSystem.SWISS).tournament


def test_fce_holandes_orders_the_tied_teams_by_their_own_match():
    """FCE regulations (reglaments 120, 1.1 g, "Holandès (o coeficient multiplicador)"): board
    1's result x n (the team's boards), board 2's x (n - 1) ..., summed over the matches among
    the tied teams. Teams 1 and 2 (3 MP, 5 GP each) met in round 1: team 1 scored 1, 1, 0, 0:
    1x4 + 1x3 = 7; team 2 0, 0, 1, 1: 1x2 + 1x1 = 3, so team 1 is first. The match each won
    against another team (3 - 1) does not count. Without it they share the place."""
    assert [parse_team_spec(t).code for t in ("HOL", "holandès", "Holandés", "coeficient multiplicador")] == ["HOL"] * 4
    assert parse_team_spec("HOL").is_group and parse_team_spec("HOL/P").played_forfeits
    ev = TeamEvaluation(holandes_event(), rules="FIDE2024")
    assert [ev.column("MP").exact(i) for i in range(2)] == [3, 3]
    assert [ev.column("GP").exact(i) for i in range(2)] == [5, 5]
    assert ev._holandes([0, 1], False) == {0: (7,), 1: (3,)}
    st = ev.standings("MP GP HOL")
    assert (st.rank(1), st.rank(2)) == (1, 2)
    st = ev.standings("MP GP")
    assert st.rank(1) == st.rank(2) == 1


def test_expelled_is_refused_in_a_team_event():
    """An expelled player (FIDE's 2026 checklist Q197-198) is marked in an individual event;
    asked of a team event (the same evaluation keyword every path passes) it is refused with
    a message saying where to mark it, never ignored."""
    with pytest.raises(TiebreakError) as e:
        TeamEvaluation(chain_event(), expelled=[1])
    assert e.value.code == "expelled_team" and "individual" in str(e.value)
    assert "individual" in e.value.message("es")


def test_expelled_setting_is_refused_by_the_team_functions():
    """The team functions' settings take every individual setting; ``expulsados`` there is
    refused with the same message (not ignored)."""
    from tests.test_team_templates import CT
    from xl_tiebreaks.teams.sheet import parse_team_settings, team_standings_table

    ts = parse_team_settings("boards=3; primary=GP; expulsados=2")
    with pytest.raises(TiebreakError) as e:
        team_standings_table([r[4:] for r in CT], "GP MP", settings=ts)
    assert e.value.code == "expelled_team"
