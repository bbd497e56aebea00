"""Every published answer of FIDE's team tie-break exercises (IA Mario Held, *Exercises in
Tie-Breaking*, exercises 34-45 and 49: 14 teams x 4 boards, 7 rounds), under both editions
(tests/data/teams/expected.tsv, copied from /work/shared/conformance/fide-team-exercises).

The event is read from its compact grid (``8w2.5``), as an organiser would type it."""

from __future__ import annotations

import csv
import dataclasses
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.model import RoundKind
from xl_tiebreaks.teams import TeamEvaluation, read_team_swiss_grid

DATA = Path(__file__).parent / "data" / "teams"

#: the criteria of expected.tsv as team tie-break codes
CODES = {
    "MP": "MP", "GP": "GP",
    "BH (match points)": "BH:MP", "BH/C1 (match points)": "BH:MP/C1",
    "BH (game points)": "BH:GP", "BH/C1 (game points)": "BH:GP/C1",
    "EMMSB/C1": "EMMSB/C1", "EGMSB": "EGMSB", "EMGSB": "EMGSB", "EGGSB": "EGGSB", "SSSC": "SSSC",
}


def held_grid() -> list[list[str]]:
    with open(DATA / "held_team_swiss.csv", encoding="utf-8") as f:
        rows = list(csv.reader(f))
    return [r[1:] for r in rows[1:]]


def held(**kw):
    return read_team_swiss_grid(held_grid(), **kw).tournament


def _rows():
    lines = (DATA / "expected.tsv").read_text(encoding="utf-8").splitlines()
    rows = [ln.split("\t") for ln in lines if ln and not ln.startswith("#")][1:]
    out = []
    for ex, criteria, edition, kind, team, want in rows:
        for ed in (("2024", "2026") if edition == "any" else (edition,)):
            out.append((ex, criteria, ed, kind, int(team), want))
    return out


ROWS = _rows()
_EVAL: dict[str, TeamEvaluation] = {}


def evaluation(edition: str) -> TeamEvaluation:
    if edition not in _EVAL:
        _EVAL[edition] = TeamEvaluation(held(), rules="FIDE" + edition)
    return _EVAL[edition]


def test_row_count():
    assert len(ROWS) == 169  # 135 published rows, the 34 "any" ones checked under both editions


def test_the_grid_reads_as_published():
    tt = held()
    assert tt.boards == 4 and tt.n_rounds == 7 and len(tt.teams) == 14
    # forfeits written without the opponent: no scheduled opponent (C.07 16.4.2, not 16.4.1)
    assert tt.rounds[1][5].kind is RoundKind.FULL_BYE and tt.rounds[6][5].kind is RoundKind.ZERO_BYE
    assert tt.rounds[12][4].kind is RoundKind.PAB and tt.rounds[14][4].kind is RoundKind.HALF_BYE
    assert tt.rounds[7][6].kind is RoundKind.ZERO_BYE
    res = tt.results()
    # the README's scoring: PAB and HPB 1 MP and 2 GP, forfeit win 2 MP and 4 GP
    assert (res[12][4].mp, res[12][4].gp) == (1, 2) and (res[14][4].mp, res[14][4].gp) == (1, 2)
    assert (res[1][5].mp, res[1][5].gp) == (2, 4) and (res[6][5].mp, res[6][5].gp) == (0, 0)


@pytest.mark.parametrize("ex,criteria,edition,kind,team,want", ROWS)
def test_team_exercise(ex, criteria, edition, kind, team, want):
    ev = evaluation(edition)
    if kind == "value":
        got = ev.column(CODES[criteria]).exact(team - 1)
        if criteria == "SSSC":  # published to two decimals
            got = (Decimal(got.numerator) / Decimal(got.denominator)).quantize(Decimal("0.01"), ROUND_HALF_UP)
            assert got == Decimal(want)
        else:
            assert got == Fraction(want)
        return
    if criteria.startswith("order"):  # exercise 34: the ranking by the listed criteria
        st = ev.standings(criteria.split()[1:])
        assert st.ranking() == [int(x) for x in want.split()]
        return
    st = ev.standings("MP EDE")  # exercises 42-45: extended direct encounter on match points
    teams = [int(x) for x in want.split()]
    if kind == "tied":
        assert len({st.rank(t) for t in teams}) == 1
    elif kind == "before":
        assert st.rank(teams[0]) < st.rank(teams[1])
    else:  # the order of some teams
        assert sorted(teams, key=st.rank) == teams and len({st.rank(t) for t in teams}) == len(teams)


def test_ede_values_name_the_position_in_the_group():
    st = evaluation("2024").standings("MP EDE")
    assert st.ranking()[:5] == [4, 2, 1, 3, 5]
    assert [st.value(t, "EDE") for t in (4, 2, 1, 3, 5)] == [1, 2, 3, 4, 5]
    assert st.value(11, "EDE") == 0 and st.rank(11) == st.rank(14)


def test_forfeit_with_the_opponent_named_uses_art_16_4_1():
    """Pinned discrepancy with the published 2026 answers (not with the reference): the grid
    writes team 1's forfeit win and team 6's forfeit loss of round 6 without the opponent, and
    FIDE's 2026 answers cap team 1's dummy by a draw times the rounds (16.4.2: 14 GP). Named as
    the match it was (team 6 is the only team without an opponent in round 6: '6+F' / '1-F'),
    16.4.1 caps the dummy by team 6's score instead (12.5 GP), as the reference implementation
    (gacrux 1.11.65) computes it: BH:GP 109, EGMSB 148, EGGSB 263. The match-point values do
    not move (team 6's 7 MP = a draw x 7 rounds)."""
    grid = held_grid()
    assert grid[0][5] == "+F" and grid[5][5] == "-F"
    paired = [row[:] for row in grid]
    paired[0][5], paired[5][5] = "6+F", "1-F"
    for tt in (read_team_swiss_grid(paired).tournament, held(pair_forfeits=True)):
        assert tt.rounds[1][5].kind is RoundKind.FORFEIT_WIN and tt.rounds[1][5].opponent == 6
        ev = TeamEvaluation(tt, rules="FIDE2026")
        got = {c: ev.column(c).exact(0) for c in ("BH:MP", "BH:GP", "EGMSB", "EGGSB", "EMGSB")}
        assert got == {"BH:MP": 61, "BH:GP": 109, "EGMSB": 148, "EGGSB": 263, "EMGSB": Fraction(293, 2)}
        # the 2024 edition has no caps: the same values either way
        ev24 = TeamEvaluation(tt, rules="FIDE2024")
        assert [ev24.column(c).exact(0) for c in ("BH:GP", "EGGSB")] == [114, 283]


def test_2026_answers_match_the_reference_on_board_level_data():
    """The same event with board results written out (any split of each match's game points)
    through a TRF: the values do not depend on the split, and the reference agrees with us."""
    from .test_teams_differential import run_reference, spread_boards
    from xl_tiebreaks.teams import parse_team_trf, write_team_trf
    import datetime

    tt = dataclasses.replace(spread_boards(held()), start_date=datetime.date(2026, 6, 1), total_rounds=7)
    trf = write_team_trf(tt)
    back = parse_team_trf(trf).tournament
    ev = TeamEvaluation(back)
    assert ev.rules.rules.value == "FIDE2026"
    rules, ref = run_reference(trf, "swiss", ["MPTS", "BH:GP", "EGGSB", "EMMSB/C1"])
    assert rules == "2026-03-01"
    for code, j in (("BH:GP", 1), ("EGGSB", 2), ("EMMSB/C1", 3)):
        col = ev.column(code)
        assert [col.exact(i) for i in range(14)] == [Fraction(ref[i + 1][1][j]) for i in range(14)]
    assert ev.column("BH:GP").exact(0) == Fraction(221, 2)  # 110.5: the published 2026 answer


@pytest.mark.parametrize("edition", ["2024", "2026"])
def test_every_value_row_is_the_references(edition):
    """Every team value of expected.tsv under ``edition`` (its 2024 rows: Held's published
    answers; its 2026 rows: not in the paper, the reference implementation's values under the
    2026 rules; 'any' rows under both) is what gacrux 1.11.65 computes on the event with board
    results written out (any split of each match's game points: team values do not depend on
    it), in one list without FB (no state carried between tie-breaks)."""
    from .test_teams_differential import REFERENCE_RULES, START_DATE, _agree, _ref_code, run_reference, spread_boards
    from xl_tiebreaks.teams import write_team_trf

    tt = dataclasses.replace(spread_boards(held()), start_date=START_DATE["FIDE" + edition], total_rounds=7)
    codes = sorted({CODES[c] for _ex, c, ed, kind, _t, _w in ROWS if kind == "value" and ed == edition} - {"MP"})
    rules, ref = run_reference(write_team_trf(tt), "swiss", ["MPTS"] + [_ref_code(c) for c in codes])
    assert rules == REFERENCE_RULES["FIDE" + edition]
    checked = 0
    for ex, criteria, ed, kind, team, want in ROWS:
        if kind != "value" or ed != edition:
            continue
        code = CODES[criteria]
        theirs = ref[team][1][0 if code == "MP" else 1 + codes.index(code)]
        assert _agree(code, Fraction(want), theirs) if code == "SSSC" else Fraction(str(theirs)) == Fraction(want), \
            (ex, criteria, edition, team, want, theirs)
        checked += 1
    assert checked == {"2024": 113, "2026": 44}[edition]  # 28 of them the "any" rows of exercise 34
