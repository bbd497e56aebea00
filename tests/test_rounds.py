"""One answer to "which rounds count after round k" (xl_tiebreaks.rounds), asked by every caller.

The rules are the module's (C.07 (2026) art. 15.1 and 16.1.2 for the absences of a paired round;
issue 12 item 3 for the round the organiser names): the TRF reader, the tie-break context (the
standings' ``rounds_used``), ``check`` (the round it compares typed totals with), the team
evaluation and the round the organiser names must all agree, on the events where they could
drift apart: rounds holding only byes, trailing blank rounds, a named round holding only byes.
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction as F

import pytest

from xl_tiebreaks.check import check_tournament
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import NOT_PLAYED, RoundKind
from xl_tiebreaks.readers.trf import parse_trf, write_trf
from xl_tiebreaks.rounds import rounds_that_count
from xl_tiebreaks.standings import compute_standings

from .helpers import swiss_from_rows

PLAYED = {  # three rounds played by four players
    1: ["2 w 1", "3 b =", "4 w 1"],
    2: ["1 b 0", "4 w 1", "3 b ="],
    3: ["4 w 0", "1 w =", "2 w ="],
    4: ["3 b 1", "2 b 0", "1 b 0"],
}

#: event name -> (extra rounds per player, rounds that count by default)
HOSTILE = {
    # byes requested in advance for round 4, not paired yet: they wait
    "byes in advance": ({1: ["- - H"], 2: ["- - H"]}, 3),
    # a round of byes only, for everybody (cancelled round), as the last round: waits
    "all byes last": ({s: ["- - H"] for s in PLAYED}, 3),
    # a round of byes only in the middle, then a round played: everything counts
    "all byes then played": ({1: ["- - H", "2 w 1"], 2: ["- - H", "1 b 0"], 3: ["- - H", "4 w ="],
                              4: ["- - H", "3 b ="]}, 5),
    # a pairing-allocated bye with the round's other games still waiting: waits
    "PAB with games pending": ({1: ["- - U"], 2: ["3 w ?"], 3: ["2 b ?"]}, 3),
    # a pairing-allocated bye and a result: counts
    "PAB with a result": ({1: ["- - U"], 2: ["3 w 1"], 3: ["2 b 0"]}, 4),
    # only absences typed in round 4: no result, waits
    "absences only": ({1: ["- - -"], 2: ["- - -"]}, 3),
}


def _event(extra: dict[int, list[str]], total_rounds: int = 6):
    return swiss_from_rows({s: r + extra.get(s, []) for s, r in PLAYED.items()}, total_rounds=total_rounds)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_every_caller_uses_the_same_rounds(name):
    extra, expected = HOSTILE[name]
    t = _event(extra)
    assert rounds_that_count(t) == expected
    # the tie-break context (the standings)
    st = compute_standings(t, "PTS BH")
    assert st.rounds_used == expected
    assert [st.value(s, "PTS") for s in PLAYED] == [t.points(s, expected) for s in PLAYED]
    # check: totals typed with every round held are compared with the rounds that count
    totals = [t.points(s) for s in PLAYED]
    later = [f.params["round"] for f in check_tournament(t, totals=totals) if f.key == "total_after_rounds"]
    assert set(later) <= {expected}
    assert bool(later) == any(t.points(s) != t.points(s, expected) for s in PLAYED)
    # the TRF reader: the same event written and read back
    back = parse_trf(write_trf(t)).tournament
    assert rounds_that_count(back) == expected
    assert compute_standings(back, "PTS BH").rounds_used == expected


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_trailing_blank_rounds_change_nothing(name):
    """Rounds announced but not held (blank to the end) count for nobody."""
    extra, expected = HOSTILE[name]
    t = _event(extra)
    blank = dataclasses.replace(t, rounds={s: recs + (NOT_PLAYED,) * 2 for s, recs in t.rounds.items()},
                                total_rounds=9)
    assert blank.n_rounds == t.n_rounds + 2
    for u in (blank, parse_trf(write_trf(blank)).tournament):
        assert rounds_that_count(u) == rounds_that_count(t) == expected
        assert compute_standings(u, "PTS").rounds_used == expected


def test_a_round_of_byes_only_makes_nobody_absent_in_the_trf_reader():
    """A round in which nobody was paired (only byes requested in advance) is not held: the
    players with nothing in it are not absent (C.07 (2026) art. 15.1); a paired round is."""
    t = _event({1: ["- - H"]})
    back = parse_trf(write_trf(t)).tournament
    assert [back.rounds[s][3].kind for s in PLAYED] == [RoundKind.HALF_BYE] + [RoundKind.NOT_PLAYED] * 3
    t = _event({1: ["- - U"], 2: ["3 w 1"], 3: ["2 b 0"]})
    back = parse_trf(write_trf(t)).tournament
    assert back.rounds[4][3].kind is RoundKind.ABSENT


def test_a_named_round_is_counted_or_refused_alike_for_every_caller():
    """Issue 12 item 3: round 4 holding only byes requested in advance is refused when named;
    a round of byes for everybody counts when named (½ each)."""
    t = _event(HOSTILE["byes in advance"][0])
    with pytest.raises(TiebreakError) as e:
        rounds_that_count(t, 4)
    assert e.value.code == "round_not_paired"
    with pytest.raises(TiebreakError) as e2:
        compute_standings(t, "BH", as_of=4)
    assert e2.value.code == "round_not_paired"
    t = _event(HOSTILE["all byes last"][0])
    assert rounds_that_count(t, 4) == 4
    st = compute_standings(t, "PTS", as_of=4)
    assert st.rounds_used == 4 and [st.value(s, "PTS") for s in PLAYED] == [3, 2, F(3, 2), F(3, 2)]


def test_team_events_ask_the_same_question():
    from xl_tiebreaks.teams import TeamEvaluation, read_team_swiss_grid

    tt = read_team_swiss_grid([["2w2.5", None], ["1b1.5", None], ["PAB", "HPB"]], boards=4).tournament
    assert rounds_that_count(tt) == TeamEvaluation(tt).k == 1
    with pytest.raises(TiebreakError) as e:
        rounds_that_count(tt, 2)
    assert e.value.code == "round_not_paired"
