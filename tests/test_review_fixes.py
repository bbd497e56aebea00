"""Faults a code review found (each test covers the kind, not only the case)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.readers.trf import parse_trf
from xl_tiebreaks.settings import Settings
from xl_tiebreaks.spec import parse_spec
from xl_tiebreaks.standings import compute_standings

from .helpers import round_robin_from_grid, swiss_from_rows


def _line(sn: int, name: str, pts: float, blocks: list[str]) -> str:
    return f"001 {sn:4d}      {name:<33} {'':>4} {'':<3} {'':>11} {'':<10} {pts:4.1f} {0:4d}" + "".join(
        f"  {b}" for b in blocks)


@pytest.mark.parametrize("win,draw,bye", [(3, 1, 1), (3, 1, 3), (2, 1, 1), (1, F(1, 2), F(1, 2))])
def test_score_system_read_from_the_totals(win, draw, bye):
    """A TRF-16 file of a 3/1/0 (or 2/1/0...) event has no 162 record; the totals in columns
    81-84 say how it was scored, as FIDE's reference implementation reads them."""
    w, d, b = F(win), F(draw), F(bye)
    rows = [_line(1, "A", float(w + d), ["   2 w 1", "   3 b ="]),
            _line(2, "B", float(b), ["   1 b 0", "0000 - U"]),
            _line(3, "C", float(b + d), ["0000 - U", "   1 w ="])]
    f = parse_trf("\n".join(rows) + "\n")
    ss = f.tournament.score_system
    assert (ss.win, ss.draw, ss.pab if ss.pab is not None else ss.win) == (w, d, b)
    assert [f.tournament.points(s) for s in (1, 2, 3)] == [w + d, b, b + d]


def test_totals_that_fit_no_score_system_warn():
    rows = [_line(1, "A", 7.0, ["   2 w 1"]), _line(2, "B", 0.0, ["   1 b 0"])]
    f = parse_trf("\n".join(rows) + "\n")
    assert f.tournament.score_system.win == 1 and any(n.startswith("warning:") for n in f.notes)


def test_score_option():
    import subprocess
    import sys
    from pathlib import Path

    held = Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf"
    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "standings", str(held), "--score", "3,1,0",
                        "--format", "csv", "-t", "BH"], capture_output=True, text=True)
    rows = [r.split(",") for r in p.stdout.splitlines()]
    assert rows[1][1:4] == ["Bruno", "1", "11.0"]  # 3 wins, 2 draws: 3 x 3 + 2 x 1
    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "standings", str(held), "--score", "3,x,0"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and "--score" in p.stderr


def test_a_paired_round_without_results_waits_with_its_bye():
    """Round 3 is paired (games pending) and player 5 has the pairing-allocated bye: the values
    are those after round 2 (the bye waits with the games), and the output says so."""
    rows = {1: ["2 w 1", "3 b =", "3 w ?"], 2: ["1 b 0", "4 w 1", "4 b ?"], 3: ["4 b =", "1 w =", "1 b ?"],
            4: ["3 w =", "2 b 0", "2 w ?"], 5: ["- - U", "- - U", "- - U"]}
    t = swiss_from_rows(rows, total_rounds=5)
    st = compute_standings(t, "BH")
    assert st.rounds_used == 2 and st.points.exact(4) == 2
    rows[1][2], rows[3][2] = "3 w 1", "1 b 0"  # one game of round 3 has its result: the round counts
    st = compute_standings(swiss_from_rows(rows, total_rounds=5), "BH")
    assert st.rounds_used == 3 and any("round 3: 1 game(s) without a result" in n for n in st.notes)


def test_koya_in_a_round_robin_as_of_round_k():
    """Round robin after round 3 of 5: the Koya limit is 50 % of what the schedule allowed
    so far (3 games), not of the whole event (5): not everybody gets 0."""
    grid = [["X", "1", "1", "1", "½", "0"], ["0", "X", "1", "½", "1", "1"], ["0", "0", "X", "1", "1", "½"],
            ["0", "½", "0", "X", "1", "1"], ["½", "0", "0", "0", "X", "1"], ["1", "0", "½", "0", "0", "X"]]
    t = round_robin_from_grid(list("ABCDEF"), grid)
    mid = compute_standings(t, "KS", as_of=3)
    assert any(mid.value(p.start_no, "KS") for p in t.participants)
    assert [mid.value(s, "KS") for s in range(1, 7)] == \
        [compute_standings(t.truncated(3), "KS").value(s, "KS") for s in range(1, 7)]


@pytest.mark.parametrize("code", ["BH/F", "KS/P", "SB/F", "WIN/C1", "PTS/P"])
def test_modifiers_a_tiebreak_does_not_use_are_refused(code):
    with pytest.raises(TiebreakError) as e:
        parse_spec(code)
    assert e.value.code == "tb_bad_modifier"


def test_unrated_rating_modifier_reaches_recursive_performance():
    from .test_digest_examples import E4_ROWS, _with_ratings

    ratings = {i: 2000 - 20 * i for i in range(1, 9)}
    ratings[5] = 0
    rows = {s: v[:1] for s, v in E4_ROWS.items()}  # after round 1: four separate games
    t = _with_ratings(swiss_from_rows(rows), ratings)
    st = compute_standings(t, "RP/U1000 RP/U2600")
    assert st.value(5, "RP/U1000") != st.value(5, "RP/U2600")


def test_round_robin_with_unrecorded_games_of_a_withdrawn_player_is_guessed_so():
    """5 players, 5 rounds (the length of a round robin), nobody met twice, F's games after
    his withdrawal left blank: guessed a round robin, with a warning to say so."""
    grid = [["X", "1", "½", "1", ""], ["0", "X", "1", "½", "½"], ["½", "0", "X", "1", ""],
            ["0", "½", "0", "X", ""], ["", "½", "", "", "X"]]
    import dataclasses

    t = read_results([[n] + row for n, row in zip("ABCDE", grid)], settings=Settings()).tournament
    t = dataclasses.replace(t, pairing_system=None, pairing_source="")
    st = compute_standings(t, "SB")
    assert st.pairing_system.value == "round_robin"
    assert any(n.startswith("warning: pairing system round robin (guess") for n in st.notes)


def test_superscript_digits_are_not_start_numbers():
    """'²' is a digit for str.isdigit but not for int(): the range reader must not crash."""
    r = read_results([["²", "X", "1"], ["³", "0", "X"]], settings=Settings())
    assert r.layout in ("crosstable", "swiss")
