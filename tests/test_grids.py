"""Cell-range readers (xl_tiebreaks/readers/grids.py): crosstables, Swiss grids, pairing lists.

Worked examples: seed 002's six-player Swiss typed as the seed prints it and in every other
layout, FIDE's worked round robin as a crosstable, seed 000's crosstable. Then the bad
inputs: every one must give a TiebreakError with its own code and words, and leave the
input as it was.
"""

from __future__ import annotations

import copy
import datetime as dt
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.errors import MESSAGES, TiebreakError
from xl_tiebreaks.model import PairingSystem, Result, RoundKind, ScoreSystem
from xl_tiebreaks.readers.grids import (
    GridError,
    GridTournament,
    read_crosstable,
    read_pairing_list,
    read_swiss_grid,
)
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings

DATA = Path(__file__).parent / "data"


# ------------------------------------------------------------------------------------
# helpers
# ------------------------------------------------------------------------------------


def call(fn, cells, **kw):
    """Call a reader and check that it leaves its inputs as they were."""
    args = {"cells": cells, **kw}
    before = {k: (copy.deepcopy(v), repr(v)) for k, v in args.items()}
    try:
        return fn(cells, **kw)
    finally:
        for k, v in args.items():
            _, rep = before[k]
            assert repr(v) == rep, f"{k} was modified"


def fails(fn, cells, code, *words, es_words=(), **kw) -> GridError:
    """The reader raises TiebreakError ``code`` whose English message has ``words`` (and
    Spanish message ``es_words``); inputs unchanged."""
    with pytest.raises(TiebreakError) as info:
        call(fn, cells, **kw)
    e = info.value
    assert e.code == code, f"{e.code}: {e}"
    assert code in MESSAGES
    msg = str(e)
    for w in words:
        assert w in msg, f"{w!r} not in {msg!r}"
    es = e.message("es")
    for w in es_words:
        assert w in es, f"{w!r} not in {es!r}"
    assert es != msg
    return e


def values(gt: GridTournament, codes: str, **kw) -> dict[str, tuple]:
    t = gt.tournament
    stg = compute_standings(t, codes, **kw)
    return {
        p.name or str(p.start_no): (t.points(p.start_no), *(stg.value(p.start_no, c) for c in codes.split()))
        for p in t.participants
    }


# ------------------------------------------------------------------------------------
# seed 002: the six-player Swiss in every layout
# ------------------------------------------------------------------------------------

SEED002_NAMES = ["F", "A", "E", "B", "C", "D"]  # the seed's rows, in rank order
SEED002_TABLE = [
    ["C Negras 1", "A Blancas ½", "B Blancas 1"],
    ["D Blancas 1", "F Negras ½", "E Blancas 1"],
    ["B Negras ½", "C Blancas 1", "A Negras 0"],
    ["E Blancas ½", "D Blancas 1", "F Negras 0"],
    ["F Blancas 0", "E Negras 0", "D Blancas 1"],
    ["A Negras 0", "B Negras 0", "C Negras 0"],
]
SEED002_PUBLISHED = {  # name: points, BH-C1, BH, SB
    "F": (F(5, 2), 4, 5, F(15, 4)),
    "A": (F(5, 2), 4, 4, F(11, 4)),
    "E": (F(3, 2), 4, 5, F(7, 4)),
    "B": (F(3, 2), 4, 4, F(3, 4)),
    "C": (F(1), 4, 4, F(0)),
    "D": (F(0), 4, 5, F(0)),
}
SN = {n: i + 1 for i, n in enumerate(SEED002_NAMES)}


def _seed_cells():
    for row in SEED002_TABLE:
        yield [c.split() for c in row]


def _seed_layout(fn):
    return [[fn(opp, colour == "Blancas", res) for opp, colour, res in row] for row in _seed_cells()]


def check_seed002(gt: GridTournament) -> None:
    assert values(gt, "BH-C1 BH SB", pairing_system="swiss") == SEED002_PUBLISHED
    assert gt.round_order_known


def test_seed002_as_printed():
    gt = call(read_swiss_grid, SEED002_TABLE, names=SEED002_NAMES)
    check_seed002(gt)
    assert gt.tournament.pairing_system is PairingSystem.SWISS
    # D had Black three times: legal
    assert [r.colour for r in gt.tournament.rounds[SN["D"]]] == ["b", "b", "b"]
    assert gt.tournament.rounds[SN["F"]][0].opponent == SN["C"]


def test_seed002_names_as_a_column_range_and_lower_case_labels():
    cells = [[c.lower() for c in row] for row in SEED002_TABLE]
    check_seed002(call(read_swiss_grid, cells, names=[[n] for n in SEED002_NAMES]))


def test_seed002_three_columns_english():
    cells = [sum(([SN[o], "w" if white else "b", r] for o, white, r in row), [])
             for row in _seed_layout(lambda o, w, r: (o, w, r))]
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES)
    assert "three" in gt.source
    check_seed002(gt)


def test_seed002_three_columns_spanish_with_numbers_as_floats():
    cells = []
    for row in _seed_layout(lambda o, w, r: (o, w, r)):
        line = []
        for o, white, r in row:
            line += [float(SN[o]), "B" if white else "N", {"1": 1.0, "½": 0.5, "0": 0.0}[r]]
        cells.append(line)
    check_seed002(call(read_swiss_grid, cells, names=SEED002_NAMES, layout="three"))


def test_seed002_three_columns_words_and_labels():
    cells = [sum(([o, "Blancas" if white else "Negras", r] for o, white, r in row), [])
             for row in _seed_layout(lambda o, w, r: (o, w, r))]
    check_seed002(call(read_swiss_grid, cells, names=SEED002_NAMES))


def test_seed002_combined_english_convention():
    cells = _seed_layout(lambda o, white, r: f"{SN[o]}{'w' if white else 'b'}{r}")
    assert cells[0][0] == "5b1"
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES)
    check_seed002(gt)
    assert gt.tournament.rounds[SN["F"]][0].colour == "b"
    assert any("Black" in n for n in gt.notes)


def test_seed002_combined_spanish_convention():
    cells = _seed_layout(lambda o, white, r: f"{SN[o]}{'b' if white else 'n'}{r}")
    assert cells[0][0] == "5n1"
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES)
    check_seed002(gt)
    assert gt.tournament.rounds[SN["F"]][1].colour == "w"  # '2b½': blancas


def test_seed002_combined_spaced_upper_case_and_symbols():
    cells = _seed_layout(lambda o, white, r: f"{SN[o]} {'W' if white else 'B'} {r}")
    check_seed002(call(read_swiss_grid, cells, names=SEED002_NAMES, layout="combined"))
    cells = _seed_layout(lambda o, white, r: f"{SN[o]}{'○' if white else '●'}{r.replace('½', '=')}")
    check_seed002(call(read_swiss_grid, cells, names=SEED002_NAMES))


def test_seed002_bare_b_decided_by_pairing_symmetry():
    """White written 'b', Black written '●': only the games say that 'b' is blancas."""
    cells = _seed_layout(lambda o, white, r: f"{SN[o]}{'b' if white else '●'}{r}")
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES)
    check_seed002(gt)
    assert gt.tournament.rounds[SN["F"]][1].colour == "w"
    cells = _seed_layout(lambda o, white, r: f"{SN[o]}{'○' if white else 'b'}{r}")
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES)
    assert gt.tournament.rounds[SN["F"]][1].colour == "w"
    assert gt.tournament.rounds[SN["F"]][0].colour == "b"


def test_seed002_bare_b_decided_by_lang_when_nothing_else_does():
    # only Black is written ('b'), White left without colour: the cells cannot tell
    cells = _seed_layout(lambda o, white, r: f"{SN[o]} {'' if white else 'b'} {r}".replace("  ", " "))
    fails(read_swiss_grid, cells, "sw_colour_undecidable", "w/b", "b/n", names=SEED002_NAMES)
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES, lang="en")
    check_seed002(gt)
    assert gt.tournament.rounds[SN["F"]][0].colour == "b"
    assert gt.tournament.rounds[SN["C"]][0].colour == "w"  # the opposite of his opponent's
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES, lang="es")
    assert gt.tournament.rounds[SN["F"]][0].colour == "w"


def test_seed002_rows_in_start_order_with_start_numbers():
    """The seed's rows keep their order; the start numbers (alphabetical) are given."""
    alpha = sorted(SEED002_NAMES)
    sn = [alpha.index(n) + 1 for n in SEED002_NAMES]
    cells = _seed_layout(lambda o, white, r: f"{alpha.index(o) + 1}{'w' if white else 'b'}{r}")
    gt = call(read_swiss_grid, cells, names=SEED002_NAMES, start_numbers=sn)
    check_seed002(gt)
    assert [p.name for p in gt.tournament.participants] == alpha
    # the same values as the bundled TRF of the seed
    from xl_tiebreaks.cli.common import _example_path

    trf = read_trf(_example_path()).tournament
    assert gt.tournament.rounds == trf.rounds


def _seed_pairings(by_name: bool):
    rows = [["Ronda", "Mesa", "Blancas", "Negras", "Resultado"]]
    for rnd in range(3):
        board = 0
        for i, row in enumerate(_seed_cells()):
            opp, colour, res = row[rnd]
            if colour != "Blancas":
                continue
            board += 1
            me, him = SEED002_NAMES[i], opp
            result = {"1": "1-0", "½": "½-½", "0": "0-1"}[res]
            cells = (me, him) if by_name else (SN[me], SN[him])
            rows.append([rnd + 1 if board == 1 else None, board, *cells, result])
    return rows


def test_seed002_pairing_list():
    gt = call(read_pairing_list, _seed_pairings(by_name=True), names=SEED002_NAMES)
    check_seed002(gt)
    gt = call(read_pairing_list, _seed_pairings(by_name=False), names=SEED002_NAMES,
              pairing_system="swiss")
    check_seed002(gt)
    assert gt.source == "pairing list"


def test_seed002_pairing_list_result_spellings():
    rows = _seed_pairings(by_name=False)
    spell = {"1-0": "1:0", "½-½": "0,5-0,5", "0-1": "0 - 1"}
    rows2 = [r[:4] + [spell.get(r[4], r[4])] for r in rows]
    check_seed002(call(read_pairing_list, rows2, names=SEED002_NAMES))
    rows3 = [r[:4] + [{"½-½": "1/2-1/2"}.get(r[4], r[4])] for r in rows]
    check_seed002(call(read_pairing_list, rows3, names=SEED002_NAMES))
    # without the board column, and with trailing blank rows and columns
    rows4 = [[r[0], r[2], r[3], r[4], None, None] for r in rows] + [[None] * 6] * 5
    check_seed002(call(read_pairing_list, rows4, names=SEED002_NAMES, board_column=False))


# ------------------------------------------------------------------------------------
# round robins
# ------------------------------------------------------------------------------------

SEED000_NAMES = ["A", "B", "C", "D", "E", "F"]
SEED000_GRID = [
    ["X", "½", "½", "1", "1", "1"],
    ["½", "X", "½", "1", "1", "½"],
    ["½", "½", "X", "½", "1", "1"],
    ["0", "0", "½", "X", "½", "1"],
    ["0", "0", "0", "½", "X", "1"],
    ["0", "½", "0", "0", "0", "X"],
]


def test_seed000_crosstable_sonneborn_berger():
    """Seed 000's crosstable: the SB the results imply (A's typed 4.5 is really 4.0)."""
    gt = call(read_crosstable, SEED000_GRID, names=SEED000_NAMES, totals=[4.5, 3.5, 3.5, 2, 1.5, 0.5])
    assert not gt.round_order_known
    t = gt.tournament
    assert t.pairing_system is PairingSystem.ROUND_ROBIN
    assert {n: v[1] for n, v in values(gt, "SB").items()} == {
        "A": F(15, 2), "B": F(15, 2), "C": F(27, 4), "D": F(3), "E": F(3, 2), "F": F(7, 4)}
    assert any("row 1 (player 1 A)" in n and "4.5" in n for n in gt.notes)
    assert any("fila 1 (jugador 1 A)" in n and "4,5" in n for n in (x.message("es") for x in gt.notes))
    assert t.participants[0].declared_points == F(9, 2)
    # every game exists once, in a Berger round, colours unknown
    assert t.n_rounds == 5
    for s, recs in t.rounds.items():
        assert sorted(r.opponent for r in recs) == [o for o in range(1, 7) if o != s]
        assert all(r.colour is None for r in recs)


def test_seed000_crosstable_other_spellings():
    spell = {"½": [0.5, "0,5", "=", "1/2", "0.5"], "1": [1, 1.0, "1.0"], "0": [0, 0.0, "0,0"]}
    grid = []
    for i, row in enumerate(SEED000_GRID):
        grid.append([spell[c][(i + j) % len(spell[c])] if c in spell else ["x", "*", "—", "-", None][i % 5]
                     for j, c in enumerate(row)])
    gt = call(read_crosstable, grid + [[None] * 9] * 3, names=SEED000_NAMES + [None, None])
    assert {n: v[1] for n, v in values(gt, "SB").items()}["C"] == F(27, 4)


def _crosstable_from(t):
    n = len(t.participants)
    code = {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}
    grid = [["X" if i == j else None for j in range(n)] for i in range(n)]
    for s, recs in t.rounds.items():
        for r in recs:
            if r.kind is RoundKind.GAME:
                grid[s - 1][r.opponent - 1] = code[r.result]
            elif r.kind is RoundKind.FORFEIT_WIN:
                grid[s - 1][r.opponent - 1] = "+"
            elif r.kind is RoundKind.FORFEIT_LOSS:
                grid[s - 1][r.opponent - 1] = "-"
    return grid


@pytest.mark.parametrize("rules", ["FIDE2024", "FIDE2026"])
def test_fide_round_robin_as_crosstable(rules):
    """FIDE's worked round robin (with a forfeit, which counts as played in a round robin)
    written as a crosstable gives the TRF's SB and points."""
    trf = read_trf(DATA / "fide-exercises" / "held_round_robin.trf").tournament
    grid = _crosstable_from(trf)
    assert grid[4][5] == "-" and grid[5][4] == "+"
    gt = call(read_crosstable, grid, names=[p.name for p in trf.participants],
              ratings=[p.rating for p in trf.participants])
    expected = compute_standings(trf, "SB", rules=rules, pairing_system="round_robin")
    got = compute_standings(gt.tournament, "SB", rules=rules)
    for p in trf.participants:
        assert got.value(p.start_no, "SB") == expected.value(p.start_no, "SB")
        assert gt.tournament.points(p.start_no) == trf.points(p.start_no)
    assert gt.tournament.participants[0].rating == trf.participants[0].rating
    # with the rounds given, the order is known and the records are the TRF's (but colours)
    rounds = [[r.opponent for r in trf.rounds[p.start_no]] for p in trf.participants]
    gt2 = call(read_crosstable, grid, rounds=rounds)
    assert gt2.round_order_known
    for s, recs in trf.rounds.items():
        assert [(r.kind, r.opponent, r.result) for r in recs] == [
            (r.kind, r.opponent, r.result) for r in gt2.tournament.rounds[s]]
    # the same as a grid of round numbers
    numbers = [[None] * 6 for _ in range(6)]
    for s, recs in trf.rounds.items():
        for k, r in enumerate(recs, 1):
            numbers[s - 1][r.opponent - 1] = k
    gt3 = call(read_crosstable, grid, rounds=numbers)
    assert gt3.tournament.rounds == gt2.tournament.rounds


def test_odd_round_robin_sonneborn_berger_matches_definition():
    """A rest round is not a requested bye: opponents' scores are not adjusted (art. 15.2);
    gacrux -p agrees."""
    grid = [["X", "1", "½", "0", "1"], ["0", "X", "1", "½", "0"], ["½", "0", "X", "1", "1"],
            ["1", "½", "0", "X", "0"], ["0", "1", "0", "1", "X"]]
    val = {"1": F(1), "½": F(1, 2), "0": F(0)}
    pts = [sum(val[c] for c in row if c != "X") for row in grid]
    sb = {str(i + 1): sum(val[c] * pts[j] for j, c in enumerate(row) if c != "X") for i, row in enumerate(grid)}
    gt = read_crosstable(grid)
    assert {k: v[1] for k, v in values(gt, "SB").items()} == sb


def test_odd_round_robin_rest_rounds():
    grid = [["X", "1", "½"], ["0", "X", None], ["½", None, "X"]]
    gt = call(read_crosstable, grid)
    t = gt.tournament
    assert t.n_rounds == 3
    for s, recs in t.rounds.items():
        assert sum(r.kind is RoundKind.ABSENT for r in recs) == 1
    kinds = sorted(r.kind.value for r in t.rounds[2])
    assert kinds == ["absent", "game", "pending"]
    assert any("1 game left blank" in n and "counted as not played yet" in n for n in gt.notes)


def test_crosstable_forfeits_and_pending():
    grid = [["X", "+", "1F", "-/+"], ["-", "X", "-", None], ["0F", "-", "X", "½"], ["+/-", None, "½", "X"]]
    t = call(read_crosstable, grid).tournament
    k = {(s, r.opponent): r.kind for s, recs in t.rounds.items() for r in recs if r.opponent}
    assert k[(1, 2)] is RoundKind.FORFEIT_WIN and k[(2, 1)] is RoundKind.FORFEIT_LOSS
    assert k[(1, 3)] is RoundKind.FORFEIT_WIN
    assert k[(1, 4)] is RoundKind.FORFEIT_LOSS and k[(4, 1)] is RoundKind.FORFEIT_WIN
    assert k[(2, 3)] is RoundKind.FORFEIT_LOSS and k[(3, 2)] is RoundKind.FORFEIT_LOSS  # double forfeit
    assert k[(2, 4)] is RoundKind.PENDING and k[(4, 2)] is RoundKind.PENDING


def test_crosstable_three_one_zero():
    ss = ScoreSystem(win=F(3), draw=F(1), loss=F(0))
    grid = [["X", 3, "1", 0], [0, "X", 1, "3"], ["1", 1, "X", "½"], [3, "0", "=", "X"]]
    t = call(read_crosstable, grid, score_system=ss).tournament
    assert [t.points(s) for s in (1, 2, 3, 4)] == [4, 4, 3, 4]
    fails(read_crosstable, [["X", "0.5"], ["0.5", "X"]], "grid_number_not_result", "0.5", "3 / 1 / 0",
          score_system=ss)


def test_double_round_robin_three_ways():
    blocks = [["X", "1", "0", "X", "½", "1"], ["0", "X", "½", "½", "X", None], ["1", "½", "X", "0", None, "X"]]
    pairs = [["X", "1 ½", "0 1"], ["0 ½", "X", "½"], ["1 0", "½", "X"]]
    a = call(read_crosstable, blocks)
    b = call(read_crosstable, pairs)
    assert a.tournament.rounds == b.tournament.rounds
    assert a.tournament.n_rounds == 6
    assert "double" in a.source and "double" in b.source
    assert [a.tournament.points(s) for s in (1, 2, 3)] == [F(5, 2), F(1), F(3, 2)]
    # double=True with nothing of the second cycle typed yet
    single = [["X", "1", "0"], ["0", "X", "½"], ["1", "½", "X"]]
    c = call(read_crosstable, single, double=True)
    assert c.tournament.n_rounds == 6
    assert sum(r.kind is RoundKind.PENDING for r in c.tournament.rounds[1]) == 2


def test_double_round_robin_second_block_just_started():
    grid = [["X", "1", "0", "X"], ["0", "X", "½", None], ["1", "½", "X", None]]
    fails(read_crosstable, grid, "ct_shape", "3 rows and 4 columns")
    t = call(read_crosstable, grid, double=True).tournament
    assert t.n_rounds == 6
    assert sum(r.kind is RoundKind.PENDING for r in t.rounds[1]) == 2


def test_crosstable_trailing_blank_rows_and_columns():
    grid = [r + [None, "", "  "] for r in SEED000_GRID] + [[None] * 9, ["", None]]
    t = call(read_crosstable, grid).tournament
    assert len(t.participants) == 6


def test_crosstable_last_player_without_games():
    grid = [["X", "1", None], ["0", "X", None]]  # player 3 has no game and a blank diagonal
    t = call(read_crosstable, grid, names=["Ana", "Bea", "Carla"]).tournament
    assert [p.name for p in t.participants] == ["Ana", "Bea", "Carla"]


def test_swiss_byes_absences_withdrawals():
    cells = [
        ["2w1", "BYE", "3b½", "4w1"],
        ["1b0", "H", "Z", "Retirado"],
        ["4w0", "LIBRE ½", "1w½", None],
        ["3b1", "NP", "F", "1b0"],
        [None, "+", "U", "-"],
    ]
    t = call(read_swiss_grid, cells, names=["Ana", "Bea", "Carla", "Dora", "Eva"]).tournament
    k = {s: [r.kind for r in recs] for s, recs in t.rounds.items()}
    assert k[1] == [RoundKind.GAME, RoundKind.PAB, RoundKind.GAME, RoundKind.GAME]
    assert k[2] == [RoundKind.GAME, RoundKind.HALF_BYE, RoundKind.ZERO_BYE, RoundKind.WITHDRAWN]
    assert k[3] == [RoundKind.GAME, RoundKind.HALF_BYE, RoundKind.GAME, RoundKind.ABSENT]
    assert k[4] == [RoundKind.GAME, RoundKind.ABSENT, RoundKind.FULL_BYE, RoundKind.GAME]
    assert k[5] == [RoundKind.ABSENT, RoundKind.PAB, RoundKind.PAB, RoundKind.ABSENT]
    assert t.points(1) == F(7, 2)


def test_swiss_withdrawal_carries_forward_and_pending_rounds():
    cells = [["2w1", "W/D", None, None], ["1b0", "3w", None, None], ["4w+", "2b", None, None],
             ["3b-", None, None, None]]
    t = call(read_swiss_grid, cells).tournament
    assert t.n_rounds == 2  # the blank rounds at the end are not there
    assert t.rounds[1][1].kind is RoundKind.WITHDRAWN
    assert t.rounds[2][1].kind is RoundKind.PENDING and t.rounds[2][1].colour == "w"
    assert t.rounds[3][0].kind is RoundKind.FORFEIT_WIN
    assert t.rounds[4][0].kind is RoundKind.FORFEIT_LOSS
    assert t.rounds[4][1].kind is RoundKind.ABSENT
    cells = [["2w1", "W/D", None], ["1b0", "3w1", None], ["4w+", "2b0", "4b1"], ["3b-", None, "3w0"]]
    t = call(read_swiss_grid, cells).tournament
    assert [r.kind for r in t.rounds[1]] == [RoundKind.GAME, RoundKind.WITHDRAWN, RoundKind.WITHDRAWN]
    assert t.rounds[2][2].kind is RoundKind.ABSENT


def test_swiss_three_one_zero_and_trf_like_cells():
    ss = ScoreSystem(win=F(3), draw=F(1), loss=F(0))
    cells = [["2w3", "0000 - H"], ["1b0", "3w1"], ["0 U", "2b1"]]
    t = call(read_swiss_grid, cells, score_system=ss).tournament
    assert [t.points(s) for s in (1, 2, 3)] == [4, 1, 4]


def test_pairing_list_byes_forfeits_and_absences():
    rows = [
        [1, 1, 1, 2, "+/-"], [1, 2, 3, 4, "-/-"], [1, 3, 5, "BYE", 1],
        [2, 1, 2, 3, "--+"], [2, 2, 4, 1, None], [2, 3, "LIBRE", 5, "0-½"],
        [3, 1, 1, 3, "½-½"], [3, 2, 4, "bye", "Z"],
    ]
    t = call(read_pairing_list, rows, total_rounds=5).tournament
    k = {s: [r.kind for r in recs] for s, recs in t.rounds.items()}
    assert k[1] == [RoundKind.FORFEIT_WIN, RoundKind.PENDING, RoundKind.GAME]
    assert k[2] == [RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_LOSS, RoundKind.ABSENT]
    assert k[3][:2] == [RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_WIN]
    assert k[4] == [RoundKind.FORFEIT_LOSS, RoundKind.PENDING, RoundKind.ZERO_BYE]
    assert k[5] == [RoundKind.PAB, RoundKind.HALF_BYE, RoundKind.ABSENT]
    assert t.rounds[4][1].colour == "w" and t.rounds[1][1].colour == "b"
    assert t.rounds_announced == 5


def test_result_that_excel_made_a_date_has_its_own_message():
    """A date that is no typed 1/2 in a result cell is refused with its own message."""
    grid = [["X", dt.datetime(2025, 3, 4)], ["½", "X"]]
    e = fails(read_crosstable, grid, "grid_result_date", "row 1, column 2", "2025-03-04", "Text", "½",
              es_words=("fila 1, columna 2", "Texto"))
    assert e.location == "row 1, column 2 (player 1, against 2)"
    fails(read_crosstable, [["X", 45720], [0.5, "X"]], "grid_result_date_number", "45720", "2025-03-04")
    fails(read_crosstable, [["X", 1], [0, "X"]], "grid_result_date_number", "1", "1899-12-31",
          formats=[["General", "d-mmm"], ["General", "General"]])
    fails(read_swiss_grid, [["2w1"], [dt.date(2025, 3, 4)]], "grid_result_date", "row 2, column 1 (player 2, round 1)")
    fails(read_pairing_list, [[1, 1, 1, 2, dt.datetime(2025, 3, 4)]], "grid_result_date", "board 1")


@pytest.mark.parametrize("half", [dt.datetime(2025, 1, 2), dt.date(2026, 2, 1), 45659, 45659.0, 46054],
                         ids=["2 January", "1 February", "serial 2 Jan", "serial float", "serial 1 Feb 2026"])
def test_a_typed_half_that_excel_made_a_date_is_read_as_half(half):
    """Issue 25 item 1: 1/2 typed in a General cell becomes 2 January (English) or 1 February
    (Spanish), or its serial number through Office.js: in a result cell it is ½."""
    t = call(read_crosstable, [["X", half], ["½", "X"]]).tournament
    assert t.points(1) == t.points(2) == F(1, 2)
    t = call(read_pairing_list, [[1, 1, 1, 2, half]]).tournament
    assert t.points(1) == t.points(2) == F(1, 2)
    t = call(read_swiss_grid, [[2, "B", half], [1, "N", half]]).tournament  # three cells: the result cell
    assert t.points(1) == F(1, 2)
    # one cell a round: from the column's context (round entries beside it), through the range reader
    from xl_tiebreaks.readers.ranges import read_results

    t = read_results([["2w1", half], ["1b0", "3w1"], ["4w1", "2b0"], ["3b0", "5w1"], ["BYE", "4b0"]]).tournament
    assert t.points(1) == F(3, 2)


def test_spanish_location_and_message():
    names = [f"J{i}" for i in range(1, 17)]
    names[6] = "Ana"
    cells = [[None] * 3 for _ in range(16)]
    cells[6][2] = "41w1"
    e = fails(read_swiss_grid, cells, "grid_opponent_missing", names=names)
    assert str(e) == "row 7, column 3 (player 7 Ana, round 3): opponent 41 is not in the table (1–16)"
    assert e.message("es") == "fila 7, columna 3 (jugador 7 Ana, ronda 3): el rival 41 no está en la tabla (1–16)"
    # .at() keeps working (the outer location in English)
    assert str(e.at("sheet 'Swiss'")).startswith("sheet 'Swiss', row 7, column 3 (player 7 Ana")


def test_crosstable_diagonal_marks():
    for mark in ["X", "x", "*", "—", "–", "-", None, "×", "/", "  "]:
        grid = [[mark, "1"], ["0", mark]]
        assert call(read_crosstable, grid).tournament.points(1) == 1


def test_double_round_robin_with_rounds():
    pairs = [["X", "1 ½", "0 1"], ["0 ½", "X", "½ 0"], ["1 0", "½ 1", "X"]]
    rounds = [["X", "1 4", "2 5"], ["1 4", "X", "3 6"], ["2 5", "3 6", "X"]]
    a = call(read_crosstable, pairs, rounds=rounds)
    assert a.round_order_known
    assert [(r.opponent, r.result) for r in a.tournament.rounds[1]] == [
        (2, Result.WIN), (3, Result.LOSS), (None, None), (2, Result.DRAW), (3, Result.WIN), (None, None)]
    blocks = [["X", 1, 0, "X", 0.5, 1], [0, "X", 0.5, 0.5, "X", 0], [1, 0.5, "X", 0, 1, "X"]]
    rb = [["X", 1, 2, "X", 4, 5], [1, "X", 3, 4, "X", 6], [2, 3, "X", 5, 6, "X"]]
    assert call(read_crosstable, blocks, rounds=rb).tournament.rounds == a.tournament.rounds
    opps = [[2, 3, None, 2, 3, None], [1, None, 3, 1, None, 3], [None, 1, 2, None, 1, 2]]
    assert call(read_crosstable, pairs, rounds=opps).tournament.rounds == a.tournament.rounds


def test_pairing_list_template_rows():
    rows = [["Torneo de otoño", None, None, None, None], ["Ronda", "Mesa", "Blancas", "Negras", "Res"],
            ["Ronda 1", None, None, None, None], [None, 1, 1, 2, "1-0"], [None, 2, 3, 4, "½-½"],
            [None, 3, None, None, None],
            ["Ronda 2", None, None, None, None], [None, 1, 2, 3, "0-1"], [None, 2, 4, 1, None],
            [2, 3, None, None, None]]
    t = call(read_pairing_list, rows).tournament
    assert [(r.kind, r.opponent) for r in t.rounds[1]] == [(RoundKind.GAME, 2), (RoundKind.PENDING, 4)]
    assert t.rounds[3][1].kind is RoundKind.GAME and t.rounds[3][1].result is Result.WIN


def test_descanso_is_a_bye_with_a_note():
    gt = call(read_swiss_grid, [["2w1", "Descanso"], ["1b0", None]])
    assert gt.tournament.rounds[1][1].kind is RoundKind.PAB
    assert gt.tournament.rounds[2][1].kind is RoundKind.ABSENT
    assert any("'Descanso'" in n and "H or Z" in n for n in gt.notes)


# ------------------------------------------------------------------------------------
# bad input: one specific message per kind
# ------------------------------------------------------------------------------------

OK2 = [["X", "1"], ["0", "X"]]
SW = [["2w1", "3b½"], ["1b0", "4w1"], ["4w½", "1w½"], ["3b½", "2b0"]]
NAMES4 = ["Ana", "Bea", "Carla", "Dora"]

BAD = [
    # (id, reader, cells, kwargs, code, English words, Spanish words)
    ("ct-not-a-range", read_crosstable, "X 1 0", {}, "grid_not_table", ["range of cells"], ["rango"]),
    ("ct-empty", read_crosstable, [[None, ""], []], {}, "grid_empty", ["empty"], ["vacío"]),
    ("ct-names-column-selected", read_crosstable,
     [["Ana", "X", "1", "0"], ["Bea", "0", "X", "½"], ["Carla", "1", "½", "X"]], {},
     "ct_shape", ["3 rows and 4 columns", "names"], ["3 filas y 4 columnas"]),
    ("ct-names-column-two-players", read_crosstable, [["Ana", "X", "1"], ["Bea", "0", "X"]], {},
     "ct_diagonal", ["'Ana' is on the diagonal", "only the result cells"], ["solo las celdas de resultados"]),
    ("ct-totals-column-selected", read_crosstable, [r + [4] for r in SEED000_GRID], {"names": SEED000_NAMES},
     "ct_shape", ["6 rows and 7 columns"], ["6 filas y 7 columnas"]),
    ("ct-result-on-diagonal", read_crosstable, [["1", "1"], ["0", "X"]], {}, "ct_diagonal",
     ["row 1, column 1", "diagonal"], ["fila 1, columna 1", "diagonal"]),
    ("ct-x-off-diagonal", read_crosstable, [["X", "X"], ["0", "1"]], {"names": ["Ana", "Bea"]},
     "ct_mark_off_diagonal", ["row 1, column 2 (player 1 Ana, against 2 (Bea))", "same order"], ["mismo orden"]),
    ("ct-unknown-result", read_crosstable, [["X", "gana"], ["0", "X"]], {}, "ct_bad_result",
     ["'gana'", "not a result"], ["no es un resultado"]),
    ("ct-asymmetric", read_crosstable, [["X", "1", "½"], ["+", "X", "0"], ["½", "1", "X"]],
     {"names": ["Ana", "Bea", "Carla"]}, "ct_asymmetric",
     ["row 1, column 2 (player 1 Ana, against 2 (Bea))", "row 2, column 1 (player 2 Bea, against 1 (Ana)) says '+'",
      "must agree"], ["fila 2, columna 1 (jugador 2 Bea, contra 1 (Ana)) dice '+'", "deben coincidir"]),
    ("ct-forfeit-vs-win", read_crosstable, [["X", "+"], ["1", "X"]], {}, "ct_asymmetric",
     ["'+' here", "says '1'"], ["aquí"]),
    ("ct-result-vs-blank", read_crosstable, [["X", "½"], [None, "X"]], {}, "ct_asymmetric",
     ["says ''"], ["dice ''"]),
    ("ct-number-not-result", read_crosstable, [["X", 2], [0, "X"]], {}, "grid_number_not_result",
     ["2 is not a result", "1 / 0.5 / 0"], ["no es un resultado"]),
    ("ct-board-result-against-a-forfeit", read_crosstable, [["X", "1-0"], ["+", "X"]], {}, "ct_asymmetric",
     ["'1-0'", "must agree"], ["deben coincidir"]),
    ("ct-three-results", read_crosstable, [["X", "1 0 1"], ["0 1 0", "X"]], {}, "ct_too_many_results",
     ["more than two"], ["más de dos"]),
    ("ct-two-results-single", read_crosstable, [["X", "1 0"], ["0 1", "X"]], {"double": False},
     "ct_two_results_single", ["single round robin"], ["una vuelta"]),
    ("ct-two-results-in-block", read_crosstable, [["X", "1 0", "X", "1"], ["0", "X", "0", "X"]], {},
     "ct_two_results_in_block", ["block per cycle"], ["bloque por vuelta"]),
    ("ct-blocks-but-single", read_crosstable, [["X", "1", "X", "1"], ["0", "X", "0", "X"]],
     {"double": False}, "ct_blocks_not_double", ["4 columns for 2 players"], ["4 columnas"]),
    ("ct-one-player", read_crosstable, [["X"]], {}, "ct_too_few_players", ["at least two"], ["al menos dos"]),
    ("ct-true-false", read_crosstable, [["X", True], ["0", "X"]], {}, "grid_bool", ["TRUE"], ["VERDADERO"]),
    ("ct-excel-error", read_crosstable, [["X", "#N/A"], ["0", "X"]], {}, "grid_excel_error",
     ["#N/A", "formula"], ["fórmula"]),
    ("ct-nan", read_crosstable, [["X", float("nan")], ["0", "X"]], {}, "grid_bad_number", ["nan"], ["número"]),
    ("ct-object-in-cell", read_crosstable, [["X", object()], ["0", "X"]], {}, "grid_bad_cell",
     ["type object"], ["tipo object"]),
    ("ct-list-in-cell", read_crosstable, [["X", ["1"]], ["0", "X"]], {}, "grid_not_table",
     ["a list inside a cell"], ["rango"]),
    ("ct-row-among-rows", read_crosstable, [["X", "1"], "0"], {}, "grid_mixed_rows",
     ["row 2", "rectangular"], ["rectangular"]),
    ("ct-too-few-names", read_crosstable, OK2 + [["1", "1", "X"]], {"names": ["Ana", "Bea"]},
     "grid_names_count", ["2 names", "3 rows"], ["2 nombres"]),
    ("ct-bad-rating", read_crosstable, OK2, {"ratings": [1800, "mil"]}, "grid_bad_rating",
     ["ratings, entry 2", "'mil'"], ["elos, entrada 2"]),
    ("ct-bad-total", read_crosstable, OK2, {"totals": [1, "uno"]}, "grid_bad_total", ["'uno'"], ["'uno'"]),
    ("ct-bad-double-option", read_crosstable, OK2, {"double": "yes"}, "grid_bad_option",
     ["double='yes'"], ["no es válido"]),
    ("ct-bad-score-system", read_crosstable, OK2, {"score_system": "3-1-0"}, "grid_bad_option",
     ["score_system"], ["no es válido"]),
    ("ct-rounds-clash", read_crosstable, [["X", "1", "1"], ["0", "X", "1"], ["0", "0", "X"]],
     {"rounds": [["X", 1, 1], [1, "X", 2], [1, 2, "X"]]}, "ct_rounds_clash",
     ["round 1", "two games in the same round"], ["dos partidas en la misma ronda"]),
    ("ct-rounds-asymmetric", read_crosstable, [["X", "1", "1"], ["0", "X", "1"], ["0", "0", "X"]],
     {"rounds": [["X", 1, 2], [3, "X", 3], [2, 3, "X"]]}, "ct_rounds_asymmetric",
     ["round 3 here", "says round 1"], ["indica la ronda 1"]),
    ("ct-rounds-missing", read_crosstable, [["X", "1", "1"], ["0", "X", "1"], ["0", "0", "X"]],
     {"rounds": [["X", 1, None], [1, "X", 2], [None, 2, "X"]]}, "ct_rounds_missing",
     ["has a result but no round"], ["no ronda"]),
    ("ct-rounds-bad", read_crosstable, OK2, {"rounds": [["X", "first"], ["first", "X"]]},
     "ct_rounds_bad_number", ["'first' is not a round number"], ["no es un número de ronda"]),
    ("sw-opponent-missing", read_swiss_grid, [["2w1"], ["1b0"], ["41w1"]], {"names": ["Ana", "Bea", "Carla"]},
     "grid_opponent_missing", ["row 3, column 1 (player 3 Carla, round 1): opponent 41 is not in the table (1–3)"],
     ["fila 3, columna 1 (jugador 3 Carla, ronda 1): el rival 41 no está en la tabla (1–3)"]),
    ("sw-self-paired", read_swiss_grid, [["1w1"], [None]], {}, "grid_self_paired",
     ["row 1, column 1 (player 1, round 1)", "himself"], ["consigo mismo"]),
    ("sw-paired-twice", read_swiss_grid, [["3w1"], ["3w1"], ["1b0"]], {"names": ["Ana", "Bea", "Carla"]},
     "sw_paired_twice", ["row 2, column 1 (player 2 Bea, round 1)",
                         "3 (Carla) is also the opponent of row 1 (player 1 Ana)"],
     ["también es rival de fila 1 (jugador 1 Ana)"]),
    ("sw-forfeit-vs-game", read_swiss_grid, [["2w+"], ["1b0"]], {"names": ["Ana", "Bea"]}, "sw_result_mismatch",
     ["row 1, column 1 (player 1 Ana, round 1)", "'2w+' against 2 (Bea)",
      "row 2, column 1 (player 2 Bea, round 1) says '1b0'"], ["deben coincidir"]),
    ("sw-opponent-mismatch", read_swiss_grid, [["2w1"], ["3b0"], ["4w1"], ["1b0"]], {}, "sw_opponent_mismatch",
     ["row 1, column 1 (player 1, round 1)", "the opponent is 2", "row 2 (player 2) has '3b0'"],
     ["fila 2 (jugador 2) tiene '3b0'"]),
    ("sw-other-row-blank", read_swiss_grid, [["2w1"], [None], ["4w1"], ["3b0"]], {}, "sw_opponent_mismatch",
     ["row 2 (player 2) has nothing in round 1"], ["fila 2 (jugador 2) no tiene nada"]),
    ("sw-same-colour", read_swiss_grid, [["2w1"], ["1w0"]], {}, "sw_same_colour",
     ["both players would have White"], ["blancas"]),
    ("sw-colour-undecidable", read_swiss_grid, [["2b1"], ["1 0"]], {}, "sw_colour_undecidable",
     ["w/b", "b/n"], ["blancas/negras"]),
    ("sw-colour-conflict", read_swiss_grid, [["2b1"], ["1●0"], ["4w1"], ["3 0"]],
     {}, "sw_same_colour", ["row 1, column 1 (player 1, round 1)", "both players would have Black"],
     ["negras"]),  # the letters (w) say a bare b is Black: the game with ● is reported where it is
    ("sw-colour-conflict-letters", read_swiss_grid, [["2b1"], ["1n0"], ["4w1"], ["3b0"]],
     {}, "sw_colour_conflict", ["'w'", "'n'", "consistently"], ["coherente"]),
    ("sw-colour-lang-contradicts", read_swiss_grid, [["2w1", "3b½"], ["1b0", "4w0"], ["4w½", "1w½"],
                                                      ["3b½", "2b1"]], {"lang": "es"},
     "sw_colour_conflict", ["'w'"], ["'w'"]),
    ("sw-bad-colour-letter", read_swiss_grid, [["2x1"], ["1b0"]], {}, "sw_bad_colour", ["'x' is not a colour"],
     ["no es un color"]),
    ("sw-garbage", read_swiss_grid, [["12w1 ?"], ["1b0"]], {}, "sw_bad_cell", ["'12w1 ?'", "12w1"],
     ["no es una ronda válida"]),
    ("sw-unknown-word", read_swiss_grid, [["hola"], ["1b0"]], {}, "sw_unknown_word",
     ["'hola' is not a word", "Retirado", "NP", "12w1"], ["no es una palabra", "Retirado", "NP", "12b1"]),
    ("sw-unknown-word-names", read_swiss_grid, [["Abandonó la sala"], ["1b0"]], {"names": ["Ana", "Bea"]},
     "sw_unknown_word_names", ["neither a player's name nor a word", "Retirado"],
     ["no es el nombre de un jugador ni una palabra", "Retirado"]),
    ("sw-unknown-name", read_swiss_grid, [["Zoe Negras 1"], ["Ana Blancas 0"]], {"names": ["Ana", "Bea"]},
     "sw_unknown_name_in_cell", ["'Zoe' is not in the list of names"], ["no está en la lista de nombres"]),
    ("sw-duplicate-name", read_swiss_grid, [["Ana b 1"], [None], [None]], {"names": ["Ana", "Bea", "ana"]},
     "grid_duplicate_name", ["'Ana'", "rows 1 and 3"], ["filas 1 y 3"]),
    ("sw-bad-after-name", read_swiss_grid, [["Bea Verde 1"], ["Ana Blancas 0"]], {"names": ["Ana", "Bea"]},
     "sw_bad_after_name", ["after the opponent 'Bea'", "'Bea Negras 1'"], ["después del rival 'Bea'"]),
    ("sw-name-or-bye", read_swiss_grid, [["F"], ["A"]], {"names": ["A", "F"]}, "sw_ambiguous_word",
     ["'F' is both a player's name and a bye code"], ["a la vez"]),
    ("sw-three-bad-colour", read_swiss_grid, [[2, "rojo", 1], [1, "b", 0]], {"layout": "three"},
     "sw_bad_colour", ["row 1, column 2 (player 1, round 1)", "'rojo'"], ["fila 1, columna 2 (jugador 1, ronda 1)"]),
    ("sw-three-bad-result", read_swiss_grid, [[2, "w", "gana"], [1, "b", 0]], {"layout": "three"},
     "sw_bad_result", ["row 1, column 3 (player 1, round 1)", "'gana'"], ["resultado"]),
    ("sw-three-bye-with-opponent", read_swiss_grid, [[2, "w", "H"], [1, "b", 0]], {"layout": "three"},
     "sw_bye_with_opponent", ["'H' is a bye"], ["es un bye"]),
    ("sw-three-colour-no-opponent", read_swiss_grid, [[None, "w", None], [None, "b", None]],
     {"layout": "three"}, "sw_colour_without_opponent", ["without an opponent"], ["sin rival"]),
    ("sw-bye-value", read_swiss_grid, [["BYE 2"], [None]], {}, "grid_bye_value", ["worth 2"], ["valga 2"]),
    ("sw-fractional-opponent", read_swiss_grid, [[2.5], [None]], {}, "grid_bad_opponent", ["'2.5'"], ["rival"]),
    ("sw-bad-layout", read_swiss_grid, SW, {"layout": "four"}, "grid_bad_option", ["layout='four'"], ["válido"]),
    ("sw-bad-lang", read_swiss_grid, SW, {"lang": "fr"}, "grid_bad_option", ["lang='fr'"], ["válido"]),
    ("sw-bad-start-number", read_swiss_grid, SW, {"start_numbers": [1, 2, "tres", 4]}, "grid_bad_start_number",
     ["'tres'"], ["'tres'"]),
    ("sw-duplicate-start-number", read_swiss_grid, SW, {"start_numbers": [1, 2, 2, 4]},
     "grid_duplicate_start_number", ["start number 2", "entry 2"], ["entrada 2"]),
    ("sw-too-many-ratings", read_swiss_grid, SW, {"ratings": [1, 2, 3, 4, 5]}, "grid_ratings_count",
     ["5 entries", "4 players"], ["5 entradas"]),
    ("sw-names-as-text", read_swiss_grid, SW, {"names": "Ana Bea"}, "grid_bad_list", ["one value per player"],
     ["un valor por jugador"]),
    ("pl-too-wide", read_pairing_list, [[1, 1, 1, 2, "1-0", "x"]], {}, "pl_shape", ["5 columns", "has 6"],
     ["5 columnas"]),
    ("pl-bad-round", read_pairing_list, [["uno?", 1, 1, 2, "1-0"]], {},
     "pl_bad_round", ["row 1, column 1: 'uno?' is not a round number"],
     ["fila 1, columna 1: 'uno?' no es un número de ronda"]),
    ("pl-bad-round-later", read_pairing_list, [[1, 1, 1, 2, "1-0"], ["R x", 1, 3, 4, "1-0"]], {},
     "pl_bad_round", ["row 2, column 1: 'R x'"], ["fila 2"]),
    ("pl-no-round", read_pairing_list, [[None, 1, 1, 2, "1-0"]], {}, "pl_no_round", ["no round number"],
     ["no tiene número de ronda"]),
    ("pl-bad-result", read_pairing_list, [[1, 1, 1, 2, "gana"]], {}, "pl_bad_result",
     ["row 1, column 5 (round 1, board 1, result)", "'gana'"], ["fila 1, columna 5 (ronda 1, mesa 1, resultado)"]),
    ("pl-number-result", read_pairing_list, [[1, 1, 1, 2, 1]], {}, "pl_bad_result", ["'1'"], ["'1'"]),
    ("sw-board-result-in-grid", read_swiss_grid, [[2, "w", "1-0"], [1, "b", "0-1"]], {}, "sw_pair_result",
     ["row 1, column 3 (player 1, round 1)", "'1-0'", "own result"], ["resultado de este jugador"]),
    ("sw-board-result-in-cell", read_swiss_grid, [["1-0"], ["0-1"]], {}, "sw_pair_result",
     ["'1-0'", "own result"], ["resultado de este jugador"]),
    ("pl-result-not-in-system", read_pairing_list, [[1, 1, 1, 2, "2-0"]], {}, "pl_result_not_in_system",
     ["1 / 0.5 / 0"], ["sistema de puntuación"]),
    ("pl-twice-in-round", read_pairing_list, [[1, 1, 1, 2, "1-0"], [1, 2, 3, 1, "0-1"]],
     {"names": ["Ana", "Bea", "Carla"]}, "pl_twice_in_round", ["1 (Ana) already plays on row 1 in round 1"],
     ["ya juega en la fila 1"]),
    ("pl-self-paired", read_pairing_list, [[1, 1, 2, 2, "1-0"]], {}, "grid_self_paired", ["himself"],
     ["consigo mismo"]),
    ("pl-unknown-name", read_pairing_list, [[1, 1, "Ana", "Zoe", "1-0"]], {"names": ["Ana", "Bea"]},
     "grid_unknown_name", ["Black", "'Zoe'"], ["negras"]),
    ("pl-player-out-of-range", read_pairing_list, [[1, 1, 1, 9, "1-0"]], {"names": ["Ana", "Bea"]},
     "grid_opponent_missing", ["9 is not in the table (1–2)"], ["no está en la tabla"]),
    ("pl-missing-player", read_pairing_list, [[1, 1, 1, 2, "1-0"], [1, 2, None, None, "1-0"]], {},
     "pl_missing_player",
     ["a player on each side"], ["un jugador en cada lado"]),
    ("pl-bye-both", read_pairing_list, [[1, 1, 1, 2, "1-0"], [1, 2, "BYE", "LIBRE", "1"]], {}, "pl_bye_both", ["both sides"],
     ["los dos lados"]),
    ("pl-bad-bye-value", read_pairing_list, [[1, 1, 1, "BYE", "mucho"]], {}, "pl_bad_bye_result",
     ["'mucho'"], ["valor de un bye"]),
    ("pl-bye-worth-two", read_pairing_list, [[1, 1, 1, "BYE", 2]], {}, "grid_bye_value", ["worth 2"],
     ["valga 2"]),
    ("pl-bad-pairing-system", read_pairing_list, [[1, 1, 1, 2, "1-0"]], {"pairing_system": "knockout"},
     "grid_bad_option", ["pairing_system='knockout'"], ["válido"]),
]


@pytest.mark.parametrize("case", BAD, ids=[c[0] for c in BAD])
def test_bad_input(case):
    _, fn, cells, kw, code, words, es_words = case
    fails(fn, cells, code, *words, es_words=es_words, **kw)


def test_at_least_thirty_kinds_of_bad_input():
    assert len({c[4] for c in BAD}) >= 30
    assert len(BAD) >= 60


def test_every_grid_message_has_both_languages_and_the_same_parameters():
    import string

    for code, (en, es) in MESSAGES.items():
        if not code.startswith(("grid_", "ct_", "sw_", "pl_", "range_", "tb_unrated")):
            continue
        fe = {f for _, f, _, _ in string.Formatter().parse(en) if f}
        fs = {f for _, f, _, _ in string.Formatter().parse(es) if f}
        # Spanish variants of localized parameters end in _es
        assert {f.removesuffix("_es") for f in fs} == {f.removesuffix("_es") for f in fe} | {
            f.removesuffix("_es") for f in fs}, code
        assert en != es, code


# ------------------------------------------------------------------------------------
# malformed input of every sort: only TiebreakError comes out
# ------------------------------------------------------------------------------------

_TOKENS = ["X", "x", "*", "-", "—", "+", "1", "0", "½", "=", "1/2", "0,5", "0.5", "1F", "0F", "+/-", "-/+",
           "1 0", "½ ½", "2w1", "1b0", "3n=", "12 w 1", "4B0", "2w+", "3b-", "BYE", "LIBRE", "H", "F", "Z",
           "U", "NP", "Descanso", "Retirado", "W/D", "Ana", "Bea", "Ana Negras 1", "Bea Blancas ½", "1-0",
           "0-1", "½-½", "+--", "--+", "0-0", "R2", "#N/A", "", "  ", "b", "w", "n", "blancas", "○", "●",
           "99w1", "0000 - U", "bye ½", "3 1", "1½", "abc", "1..0", "½-", "-½", "9", "1e5", "∞", ",5"]
_CELL = st.one_of(
    st.sampled_from(_TOKENS),
    st.none(),
    st.integers(-3, 50_000),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.dates(),
    st.text(max_size=6),
    st.fractions(),
)
_ROWS = st.lists(st.lists(_CELL, max_size=7), max_size=6)
_KW = st.fixed_dictionaries({}, optional={
    "names": st.lists(st.one_of(st.sampled_from(["Ana", "Bea", "ana", "F", "X", "", None]), st.integers(0, 5)),
                      max_size=7),
    "ratings": st.lists(st.one_of(st.none(), st.integers(-5, 5000), st.text(max_size=3)), max_size=7),
    "score_system": st.sampled_from([ScoreSystem(), ScoreSystem(win=F(3), draw=F(1), loss=F(0))]),
})


def _only_tiebreak_errors(fn, cells, kw):
    before = repr(cells), repr(kw)
    try:
        out = fn(cells, **kw)
    except TiebreakError as e:
        assert e.code in MESSAGES
        assert e.code != "grid_unreadable", str(e)
        e.message("es")
    else:
        assert isinstance(out, GridTournament)
    assert (repr(cells), repr(kw)) == before


@given(_ROWS, _KW, st.sampled_from([None, True, False]))
def test_fuzz_crosstable(cells, kw, double):
    _only_tiebreak_errors(read_crosstable, cells, {**kw, "double": double})


@given(_ROWS, _KW, st.sampled_from(["auto", "three", "combined"]), st.sampled_from([None, "en", "es"]))
def test_fuzz_swiss_grid(cells, kw, layout, lang):
    _only_tiebreak_errors(read_swiss_grid, cells, {**kw, "layout": layout, "lang": lang})


@given(_ROWS, _KW)
def test_fuzz_pairing_list(cells, kw):
    _only_tiebreak_errors(read_pairing_list, cells, kw)


@given(st.integers(2, 7), st.randoms(use_true_random=False))
def test_fuzz_symmetric_crosstables_always_read(n, rnd):
    """Any consistent crosstable reads, and its points are the row sums."""
    pairs = [("1", "0"), ("½", "½"), ("0", "1"), ("+", "-"), ("-", "-"), (None, None), ("=", "1/2")]
    grid = [["X" if i == j else None for j in range(n)] for i in range(n)]
    for i in range(n):
        for j in range(i + 1, n):
            a, b = rnd.choice(pairs)
            grid[i][j], grid[j][i] = a, b
    gt = call(read_crosstable, grid)
    val = {"1": 1, "½": F(1, 2), "=": F(1, 2), "1/2": F(1, 2), "0": 0, "+": 1, "-": 0, None: 0}
    for i in range(n):
        assert gt.tournament.points(i + 1) == sum(val[grid[i][j]] for j in range(n) if j != i)


def _valid_inputs():
    combined = _seed_layout(lambda o, white, r: f"{SN[o]}{'w' if white else 'b'}{r}")
    three = [sum(([o, "Blancas" if white else "Negras", r] for o, white, r in row), [])
             for row in _seed_layout(lambda o, w, r: (o, w, r))]
    return [
        (read_swiss_grid, SEED002_TABLE, {"names": SEED002_NAMES}),
        (read_swiss_grid, combined, {}),
        (read_swiss_grid, three, {"names": SEED002_NAMES}),
        (read_pairing_list, _seed_pairings(by_name=True), {"names": SEED002_NAMES}),
        (read_pairing_list, _seed_pairings(by_name=False), {}),
        (read_crosstable, SEED000_GRID, {"names": SEED000_NAMES}),
        (read_crosstable, [["X", "1 ½", "0 1"], ["0 ½", "X", "½"], ["1 0", "½", "X"]], {}),
        (read_crosstable, SEED000_GRID, {"rounds": [[(i + j) % 5 + 1 if i != j else None for j in range(6)]
                                                    for i in range(6)]}),
    ]


_VALID = _valid_inputs()


@given(st.sampled_from(range(len(_VALID))), st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12), _CELL),
                                                    min_size=1, max_size=3))
def test_fuzz_one_cell_changed(which, changes):
    fn, cells, kw = _VALID[which]
    cells = [list(r) for r in cells]
    for i, j, v in changes:
        if i < len(cells) and j < len(cells[i]):
            cells[i][j] = v
    _only_tiebreak_errors(fn, cells, kw)


# ------------------------------------------------------------------------------------
# a game both players lost (issue 12, rule 1): every reader, the same records
# ------------------------------------------------------------------------------------

LOST_BOTH = [("swiss one cell", read_swiss_grid, [["2w0", "3b1"], ["1b0", "4w½"], ["4w1", "1w0"], ["3b0", "2b½"]], {}),
             ("swiss three cells", read_swiss_grid,
              [[2, "w", 0, 3, "b", 1], [1, "b", 0, 4, "w", "½"], [4, "w", 1, 1, "w", 0], [3, "b", 0, 2, "b", "½"]], {}),
             ("crosstable", read_crosstable, [["X", "0", "1"], ["0", "X", "½"], ["0", "½", "X"]], {}),
             ("pairing list", read_pairing_list, [[1, 1, 1, 2, "0-0"], [1, 2, 3, 4, "1-0"], [2, 1, 3, 1, "1-0"],
                                                  [2, 2, 4, 2, "½-½"]], {})]


@pytest.mark.parametrize("case", LOST_BOTH, ids=[c[0] for c in LOST_BOTH])
def test_a_game_both_players_lost_is_read_in_every_reader(case):
    """``0`` against ``0`` (``0-0`` on a board): each player's own loss in a game both played
    (TRF records it so; FIDE's reference reads it so), never refused, never a forfeit."""
    _, fn, cells, kw = case
    t = call(fn, cells, **kw).tournament
    a = next(r for r in t.rounds[1] if r.opponent == 2)
    b = next(r for r in t.rounds[2] if r.opponent == 1)
    assert (a.kind, a.opponent, a.result) == (RoundKind.GAME, 2, Result.LOSS)
    assert (b.kind, b.opponent, b.result) == (RoundKind.GAME, 1, Result.LOSS)
    if fn is not read_crosstable:
        assert {a.colour, b.colour} == {"w", "b"}
    assert t.score_system.points(a) == t.score_system.points(b) == 0


@pytest.mark.parametrize("fn,cells", [
    (read_swiss_grid, [["2w1"], ["1b1"]]),
    (read_swiss_grid, [[2, "w", 1], [1, "b", "½"]]),
    (read_crosstable, [["X", "1"], ["½", "X"]]),
    (read_pairing_list, [[1, 1, 1, 2, "1-1"]]),
    (read_pairing_list, [[1, 1, 1, 2, "½-0"]]),
], ids=["swiss-both-won", "three-win-draw", "crosstable-win-draw", "pairings-1-1", "pairings-half-0"])
def test_results_that_do_not_make_one_game_are_kept_and_noted(fn, cells):
    """Results of the score system whose points do not add up to one game: kept as each
    player's own result, with a warning in English and Spanish (not a refusal)."""
    gt = call(fn, cells)
    assert any("do not add up to one game" in n for n in gt.notes), gt.notes
    assert any("no suman una partida" in n.message("es") for n in gt.notes), [n.message("es") for n in gt.notes]
    assert gt.tournament.rounds[1][0].kind is RoundKind.GAME


def test_a_forfeit_against_a_game_is_still_refused():
    fails(read_swiss_grid, [["2w+"], ["1b0"]], "sw_result_mismatch", "must agree")
    fails(read_crosstable, [["X", "+"], ["0", "X"]], "ct_asymmetric", "must agree")


# ------------------------------------------------------------------------------------
# cells as other programs and countries write them
# ------------------------------------------------------------------------------------


def test_chess_results_bye_cells():
    """chess-results' crosstables: no opponent and the points (``-1``, ``-½``, ``-0``), and a
    lone ``0`` for a round not paired."""
    gt = call(read_swiss_grid, [["2w1", "-1", "3b0"], ["1b0", "-½", "0"], ["-0", "4w1", "1w1"], ["-1", "3b0", "-0"]])
    k = {s: [r.kind for r in recs] for s, recs in gt.tournament.rounds.items()}
    assert k[1][1] is RoundKind.PAB and k[2][1] is RoundKind.HALF_BYE
    assert k[3][0] is RoundKind.ABSENT and k[2][2] is RoundKind.ABSENT and k[4][0] is RoundKind.PAB


def test_german_colour_letters():
    """w/s (weiß/schwarz) and ``spielfrei``."""
    t = call(read_swiss_grid, [["2w1", "3s0"], ["1s0", "spielfrei"], ["4s½", "1w1"], ["3w½", None]]).tournament
    assert [r.colour for r in t.rounds[1]] == ["w", "b"] and t.rounds[2][1].kind is RoundKind.PAB
    assert t.rounds[3][0].colour == "b" and t.rounds[4][0].result is Result.DRAW


@pytest.mark.parametrize("result,kind", [("BYE ½", RoundKind.HALF_BYE), ("BYE 1", RoundKind.PAB),
                                         ("BYE 0", RoundKind.ZERO_BYE), ("Libre ½", RoundKind.HALF_BYE),
                                         ("bye", RoundKind.PAB), ("BYE=1", RoundKind.PAB)])
def test_pairing_list_bye_written_in_the_result_cell(result, kind):
    """Issue 13, finding 2: ``BYE ½`` in the result cell, Black empty (as the one-cell grid
    accepts it)."""
    t = call(read_pairing_list, [[1, 1, 1, 2, "1-0"], [1, 2, 3, None, result]]).tournament
    assert t.rounds[3][0].kind is kind


def test_pairing_list_zero_zero_and_double_forfeit():
    t = call(read_pairing_list, [[1, 1, 1, 2, "0-0"], [1, 2, 3, 4, "-/-"]]).tournament
    assert t.rounds[1][0].kind is RoundKind.GAME and t.rounds[3][0].kind is RoundKind.FORFEIT_LOSS
    assert t.rounds[4][0].kind is RoundKind.FORFEIT_LOSS


def test_messages_place_the_row_and_column_of_the_range():
    """Messages name the row and column of the organiser's range (from its top-left cell) and
    the player by start number and name, never a start number as the row."""
    from xl_tiebreaks.readers.ranges import read_results
    from xl_tiebreaks.settings import Settings

    cells = [["Nº", "Nombre", "R1", "R2", "Pts"],
             [3, "Carla", "4w1", "1b0", 1],
             [1, "Ana", "2w1", "3w1", 2],
             [None, None, None, None, None],
             [4, "Dora", "3b0", "2b9", 0],
             [2, "Bea", "1b0", "4w1", 1]]
    with pytest.raises(TiebreakError) as e:
        read_results(cells, settings=Settings())
    assert e.value.code == "grid_number_not_result"
    assert str(e.value).startswith("row 5, column 4 (player 4 Dora, round 2): 9 is not a result")
    assert e.value.message("es").startswith("fila 5, columna 4 (jugador 4 Dora, ronda 2)")
