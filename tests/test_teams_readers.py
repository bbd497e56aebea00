"""Team readers: team Swiss grid, team crosstable, board list, TRF team records (310 / 013 with
320, 240, 330, 362) and the TRF writer."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import PairingSystem, Result, RoundKind
from xl_tiebreaks.teams import (
    TeamEvaluation,
    parse_team_trf,
    read_team_board_list,
    read_team_crosstable,
    read_team_results,
    read_team_swiss_grid,
    read_team_trf,
    write_team_trf,
)

F = Fraction
DATA = Path(__file__).parent / "data" / "teams"


def _err(fn, *a, **kw) -> TiebreakError:
    with pytest.raises(TiebreakError) as e:
        fn(*a, **kw)
    return e.value


# --------------------------------------------------------------------------------------
# team Swiss grid


def test_swiss_grid_cells():
    cells = [
        ["2w2.5", "3b 1 ½ 0 1", "PAB"],
        ["1b1.5", "4w+F", "3w2,5"],
        ["4w 2 ½", "1w 0 ½ 1 0", "2b1.5"],
        ["3b1.5", "2b-F", "HPB"],
    ]
    g = read_team_swiss_grid(cells, names=["A", "B", "C", "D"])
    tt = g.tournament
    assert tt.boards == 4 and g.row_teams == [1, 2, 3, 4]
    r = tt.results()
    assert (r[1][0].gp, r[1][0].mp, r[1][0].colour) == (F(5, 2), 2, "w")
    assert (r[1][1].gp, r[1][1].board_points, r[1][1].colour) == (F(5, 2), (1, F(1, 2), 0, 1), "b")
    assert r[3][1].board_points == (0, F(1, 2), 1, 0) and r[3][1].colour == "w"
    assert (r[2][1].kind, r[2][1].opponent, r[2][1].mp) == (RoundKind.FORFEIT_WIN, 4, 2)
    assert (r[1][2].kind, r[4][2].kind) == (RoundKind.PAB, RoundKind.HALF_BYE)
    assert [t.name for t in tt.teams] == ["A", "B", "C", "D"]


def test_spanish_colours_and_pending():
    tt = read_team_swiss_grid([["2b2", "3n"], ["1n2", "4b"], ["4b3", "1b"], ["3n1", "2n"]], boards=4).tournament
    assert tt.rounds[1][0].colour == "w" and tt.rounds[2][0].colour == "b"  # b = blancas beside n = negras
    assert tt.rounds[1][1].kind is RoundKind.PENDING and tt.rounds[1][1].colour == "b"
    ev = TeamEvaluation(tt)
    assert [ev.column("MP").exact(i) for i in range(4)] == [1, 1, 2, 0] and ev.k == 1


def test_forfeits_without_opponent():
    g = read_team_swiss_grid([["+F"], ["-F"], ["4w2"], ["3b2"]])
    assert g.tournament.rounds[1][0].kind is RoundKind.FULL_BYE
    assert g.tournament.rounds[2][0].kind is RoundKind.ZERO_BYE
    assert g.notes and "'6+F'" in g.notes[0]
    paired = read_team_swiss_grid([["+F"], ["-F"], ["4w2"], ["3b2"]], pair_forfeits=True).tournament
    assert paired.rounds[1][0].kind is RoundKind.FORFEIT_WIN and paired.rounds[1][0].opponent == 2
    e = _err(read_team_swiss_grid, [["+F"], ["+F"], ["-F"], ["PAB"]], boards=4, pair_forfeits=True)
    assert e.code == "team_forfeit_unpaired"


@pytest.mark.parametrize("cells,code", [
    ([["2w2.5"], ["1b2.5"]], "team_ct_too_many"),
    ([["2w2.5"], ["3b1.5"], ["2w2"]], "team_grid_mismatch"),
    ([["2w2.5"], ["1w1.5"]], "team_same_colour"),
    ([["5w2.5"], ["1b1.5"]], "team_grid_opponent_missing"),
    ([["1w2"], ["PAB"]], "grid_self_paired"),
    ([["2w5", "PAB"], ["1b", "3b1"], ["PAB", "2w3"]], "team_gp_too_many"),
    ([["2w 1 1"], ["1b 0 0 0"]], "team_board_count"),
    ([["2x2"], ["1b2"]], "team_bad_cell"),
    ([[2.5], ["PAB"]], "team_cell_no_opponent"),
    ([["82.5"], ["PAB"]], "team_bad_cell"),
])
def test_swiss_grid_errors(cells, code):
    e = _err(read_team_swiss_grid, cells, boards=4 if code in ("team_ct_too_many", "team_gp_too_many") else None)
    assert e.code == code


def test_errors_name_the_cell_in_both_languages():
    e = _err(read_team_swiss_grid, [["2w2.5", "3b2"], ["1b1.5", "PAB"], ["4b2", "4w2"], ["3w2", "3b2"]],
             names=["Ajedrez A", "B", "C", "D"])
    assert e.code == "team_grid_mismatch"
    assert e.message("en").startswith("row 1 (Ajedrez A), round 2:")
    assert e.message("es").startswith("fila 1 (Ajedrez A), ronda 2:")


def test_layout_detection_with_labels():
    rows = [[1, "Alfa", "2w2.5", "3b2"], [2, "Beta", "1b1.5", "4w3"], [3, "Gamma", "4w2", "1w2"],
            [4, "Delta", "3b2", "2b1"]]
    got = read_team_results(rows + [[None, None, None, None]])
    assert got.layout == "team swiss grid" and got.row_teams == [1, 2, 3, 4, None]
    assert [t.name for t in got.tournament.teams] == ["Alfa", "Beta", "Gamma", "Delta"]
    e = _err(read_team_results, rows, layout="circular")
    assert e.code == "settings_bad_value"


# --------------------------------------------------------------------------------------
# team crosstable


def test_crosstable_forfeits_and_rest_rounds():
    cells = [["X", "2.5", "+"], ["1.5", "X", "3"], ["-", "1", "x"]]
    tt = read_team_crosstable(cells).tournament
    assert tt.boards == 4 and tt.n_rounds == 3 and not tt.round_order_known
    ev = TeamEvaluation(tt)
    assert [ev.column("MP").exact(i) for i in range(3)] == [4, 2, 0]
    assert [ev.column("GP").exact(i) for i in range(3)] == [F(13, 2), F(9, 2), 1]
    kinds = [r.kind for r in tt.rounds[3]]
    assert RoundKind.FORFEIT_LOSS in kinds and RoundKind.ABSENT in kinds


def test_crosstable_double_round_robin():
    two_values = read_team_crosstable([["X", "3 1"], ["1 3", "X"]]).tournament
    blocks = read_team_crosstable([["X", "3", "X", "1"], ["1", "X", "3", "X"]]).tournament
    for tt in (two_values, blocks):
        assert tt.n_rounds == 2 and tt.boards == 4
        ev = TeamEvaluation(tt)
        assert [ev.column("MP").exact(i) for i in range(2)] == [2, 2]


@pytest.mark.parametrize("cells,code", [
    ([["X", "2"], ["3", "X"]], "team_ct_too_many"),
    ([["X", "+"], ["2", "X"]], "team_ct_asymmetric"),
    ([["1", "2"], ["2", "X"]], "ct_diagonal"),
    ([["X", "2", "1"], ["2", "X", "3"], [None, "1", "X"]], "team_ct_asymmetric"),
    ([["X", "dos"], ["2", "X"]], "team_bad_cell"),
    ([["X"]], "ct_too_few_players"),
])
def test_crosstable_errors(cells, code):
    e = _err(read_team_crosstable, cells, boards=4 if code == "team_ct_too_many" else None)
    assert e.code == code


# --------------------------------------------------------------------------------------
# board list


def test_board_list_names_byes_and_forfeits():
    rows = [["Ronda", "Tablero", "Local", "Visitante", "Resultado"],
            [1, 1, "Alfa", "Beta", "1-0"], [1, 2, "Alfa", "Beta", "0,5-0,5"],
            [1, 1, "Gamma", "Delta", "+/-"], [1, 2, "Gamma", "Delta", "+/-"],
            [2, 1, "Beta", "Gamma", "0-1"], [2, 2, "Beta", "Gamma", "-/-"],
            [2, None, "Alfa", None, "PAB"], [2, None, "Delta", None, "ZPB"]]
    tt = read_team_board_list(rows, names=["Alfa", "Beta", "Gamma", "Delta"]).tournament
    assert tt.boards == 2
    r = tt.results()
    assert (r[1][0].mp, r[1][0].gp) == (2, F(3, 2))
    assert (r[3][0].kind, r[4][0].kind) == (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
    assert (r[3][1].gp, r[2][1].gp, r[3][1].mp) == (1, 0, 1)  # a board lost by both: 1 of 2 is half
    assert (r[1][1].kind, r[4][1].kind) == (RoundKind.PAB, RoundKind.ZERO_BYE)
    # the board list is read from either side of a match
    flipped = [rows[0]] + [[1, 1, "Beta", "Alfa", "0-1"]] + rows[2:]
    again = read_team_board_list(flipped, names=["Alfa", "Beta", "Gamma", "Delta"]).tournament.results()

    def key(res):
        return {s: [(x.kind, x.opponent, x.mp, x.gp, x.board_points) for x in rows_] for s, rows_ in res.items()}

    assert key(again) == key(r)


@pytest.mark.parametrize("row,code", [
    ([1, 1, 1, 2, "2-0"], "pl_bad_result"),
    ([1, 1, 1, 2, "1-+"], "pl_result_impossible"),  # a game against a forfeit ("1-1": a warning, issue 12)
    ([1, 9, 1, 2, "1-0"], "team_bl_board"),
    ([1, 1, "Zeta", 2, "1-0"], "team_bl_team"),
    (["uno", 1, 1, 2, "1-0"], "pl_bad_round"),
])
def test_board_list_errors(row, code):
    rows = [[1, 1, 1, 2, "1-0"], row] if code != "pl_bad_round" else [[1, 1, 1, 2, "1-0"], row]
    e = _err(read_team_board_list, rows, boards=2)
    assert e.code == code
    assert e.message("es") != e.message("en")


# --------------------------------------------------------------------------------------
# TRF


SAMPLE_VALUES = {  # team: (MP, GP, BH:MP, EMGSB), 3/1/0, 3 boards; as the reference gives them
    1: (4, F(9, 2), 13, F(27, 2)), 2: (5, 6, 9, F(33, 2)), 3: (7, 7, 7, 16), 4: (1, 2, 12, F(7, 2)),
    5: (2, 3, 11, F(27, 2)),
}


@pytest.mark.parametrize("name", ["sample_team_swiss_2026.trf", "sample_team_swiss_2026_trf16.trf"])
def test_trf_team_files(name):
    f = read_team_trf(DATA / name)
    tt = f.tournament
    assert tt.boards == 3 and tt.scoring.match_win == 3 and tt.pairing_system is PairingSystem.SWISS
    assert [t.name for t in tt.teams] == ["Alfa", "Beta", "Gamma", "Delta", "Epsilon"]
    assert tt.rounds[5][0].kind is RoundKind.PAB and tt.rounds[4][1].kind is RoundKind.HALF_BYE
    assert tt.rounds[2][1].kind is RoundKind.FORFEIT_WIN and tt.rounds[5][1].kind is RoundKind.FORFEIT_LOSS
    assert tt.teams[0].roster == ("Alf 1", "Alf 2", "Alf 3", "Alf 4")
    ev = TeamEvaluation(tt)
    assert ev.rules.rules.value == "FIDE2026"
    for team, want in SAMPLE_VALUES.items():
        assert tuple(ev.column(c).exact(team - 1) for c in ("MP", "GP", "BH:MP", "EMGSB")) == want
    assert not f.notes


def test_trf_round_trip():
    tt = read_team_trf(DATA / "sample_team_swiss_2026.trf").tournament
    for record in ("310", "013"):
        back = parse_team_trf(write_team_trf(tt, record=record)).tournament
        assert back.results() == tt.results()


def test_trf_declared_totals_disagree():
    text = (DATA / "sample_team_swiss_2026.trf").read_text()
    text = text.replace("310   3 Gamma                                            7.0",
                        "310   3 Gamma                                            8.0")
    f = parse_team_trf(text)
    assert any("team 3 (Gamma): record 310 says 8 match points, the results give 7" in n for n in f.notes)


def test_trf_forfeited_match_record_330_and_362():
    lines = [
        "012 Forfeits", "042 2025/05/01", "092 Swiss", "XXR 1",
        "362  W 3.0    D 1.0    L 0.0",
        "001    1      A1                                                                 0.0    0",
        "001    2      A2                                                                 0.0    0",
        "001    3      B1                                                                 0.0    0",
        "001    4      B2                                                                 0.0    0",
        "001    5      C1                                                                 1.0    0     7 w 1",
        "001    6      C2                                                                 1.0    0     8 b 1",
        "001    7      D1                                                                 0.0    0     5 b 0",
        "001    8      D2                                                                 0.0    0     6 w 0",
        "013 Team A                          1    2",
        "013 Team B                          3    4",
        "013 Team C                          5    6",
        "013 Team D                          7    8",
        "330 +-   1   1   2",
    ]
    tt = parse_team_trf("\n".join(lines)).tournament
    r = tt.results()
    assert (r[1][0].kind, r[1][0].mp, r[1][0].gp) == (RoundKind.FORFEIT_WIN, 3, 2)
    assert (r[2][0].kind, r[2][0].mp) == (RoundKind.FORFEIT_LOSS, 0)
    assert (r[3][0].mp, r[3][0].gp, r[3][0].board_points) == (3, 2, (1, 1))


def test_trf_errors():
    individual = "012 x\n001    1      A                                                                  0.0    0\n"
    assert _err(parse_team_trf, individual).code == "team_trf_no_teams"
    two = "\n".join([
        "001    1      A1                                                                 1.0    0     3 w 1",
        "001    2      A2                                                                 1.0    0     5 w 1",
        "001    3      B1                                                                 0.0    0     1 b 0",
        "001    4      B2                                                                 0.0    0",
        "001    5      C1                                                                 0.0    0     2 b 0",
        "001    6      C2                                                                 0.0    0",
        "013 A                               1    2",
        "013 B                               3    4",
        "013 C                               5    6",
    ])
    e = _err(parse_team_trf, two)
    assert e.code == "team_trf_two_opponents" and "round 1" in e.message()
    assert _err(read_team_trf, DATA / "missing.trf").code == "file_not_found"


def test_writer_needs_board_results():
    tt = read_team_swiss_grid([["2w2.5"], ["1b1.5"]]).tournament
    assert _err(write_team_trf, tt).code == "team_needs_boards"


def test_board_scores_from_record_162():
    text = (DATA / "sample_team_swiss_2026.trf").read_text().replace(
        "162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0", "162  W 3.0    D 1.0    L 0.0    A 0.0    P 3.0")
    tt = parse_team_trf(text).tournament
    assert tt.scoring.board.win == 3
    # 4 of 9 points: less than half the boards' points (seed 001 §2.1.2), though level with Beta
    assert tt.results()[1][0].gp == 3 + 1 + 0 and tt.results()[1][0].result is Result.LOSS
    assert tt.results(by_comparison=True)[1][0].result is Result.DRAW


# --------------------------------------------------------------------------------------
# the keywords every team reader shares (TeamRangeOptions)

_SAME_EVENT = [  # one event of 3 teams on 2 boards (1-2 1.5-0.5, 1-3 2-0, 2-3 1-1), in each layout
    ("crosstable", read_team_crosstable, [["X", "1.5", "2"], ["0.5", "X", "1"], ["0", "1", "X"]]),
    ("boards", read_team_board_list, [[1, 1, 1, 2, "1-0"], [1, 2, 1, 2, "½-½"], [2, 1, 1, 3, "1-0"],
                                      [2, 2, 1, 3, "1-0"], [3, 1, 2, 3, "½-½"], [3, 2, 2, 3, "½-½"]]),
    ("swiss", read_team_swiss_grid, [["2w1.5", "3b2", "PAB"], ["1b0.5", "PAB", "3w1"], ["PAB", "1w0", "2b1"]]),
]


@pytest.mark.parametrize("layout,reader,cells", _SAME_EVENT, ids=[x[0] for x in _SAME_EVENT])
def test_every_team_reader_takes_names_boards_and_scoring(layout, reader, cells):
    """names, boards and scoring mean the same to every team reader and to read_team_results:
    team 1 scores 3.5 game points (1.5 + 2) and, at 3/1/0 a match, 6 match points (two won)."""
    from xl_tiebreaks.teams import TeamScoring

    kw = {"names": ["Alfa", "Beta", "Gamma"], "boards": 2, "scoring": TeamScoring(match_win=F(3), pab_mp=F(0),
                                                                                     pab_gp=F(0))}
    for tt in (reader(cells, **kw).tournament, read_team_results(cells, layout=layout, **kw).tournament):
        assert [t.name for t in tt.teams] == ["Alfa", "Beta", "Gamma"] and tt.boards == 2
        ev = TeamEvaluation(tt)
        assert ev.column("GP").exact(0) == F(7, 2) and ev.column("MP").exact(0) == 6


@pytest.mark.parametrize("reader", [read_team_crosstable, read_team_board_list, read_team_swiss_grid,
                                    read_team_results])
def test_a_mistyped_keyword_is_refused_never_ignored(reader):
    """A keyword no team reader takes (``board=`` for ``boards=``) is an error naming it, as
    Python's own would be: never a default read silently."""
    cells = [["X", "1.5"], ["0.5", "X"]]
    with pytest.raises((TypeError, TiebreakError)) as e:
        reader(cells, board=2)
    assert f"{reader.__name__}() got an unexpected keyword argument 'board'" in str(e.value)


@pytest.mark.parametrize("reader,cells,code", [
    (read_team_crosstable, [["X"]], "ct_too_few_players"),
    (read_team_swiss_grid, [], "grid_empty"),
    (read_team_results, [], "grid_empty"),
])
def test_the_range_is_judged_before_the_names_beside_it(reader, cells, code):
    """A range too small or empty is the first thing said, before anything about the names
    given with it (a names range of the wrong shape): the range is what the organiser fixes first."""
    assert _err(reader, cells, names="abc").code == code


def _round_one_words() -> list[str]:
    """Every word a team Swiss grid's cell may hold without an opponent (byes, absences,
    withdrawals, forfeits without the opponent), as the reader knows them, in capitals as
    organisers type them."""
    from xl_tiebreaks.teams.readers.cells import _BYES, _FL, _FW

    return sorted({w.upper() for w in (*_BYES, *_FW, *_FL)})


@pytest.mark.parametrize("word", _round_one_words())
@pytest.mark.parametrize("labels", ["none", "no", "no+names"])
def test_round_one_with_a_bye_is_a_round_never_the_names(word, labels):
    """A team Swiss grid pasted with its rounds (and perhaps a No. column, perhaps names): a
    round 1 column holding a bye word ('PAB', '+F', 'WD'...) is round 1. It was read as the
    teams' names (text, unique) and round 1 silently dropped: every team's MP and GP after it
    wrong, with no message."""
    rounds = [["2w1.5", "2b1"], ["1b0.5", "1w1"], [word, word]]  # team 3 without a match both rounds
    lead = {"none": [], "no": [[1], [2], [3]], "no+names": [[1, "Alfa"], [2, "Beta"], [3, "Gamma"]]}[labels]
    cells = [(lead[i] if lead else []) + r for i, r in enumerate(rounds)]
    got = read_team_results(cells, boards=2)
    tt = got.tournament
    assert got.layout == "team swiss grid" and tt.n_rounds == 2
    assert [t.name for t in tt.teams] == (["Alfa", "Beta", "Gamma"] if labels == "no+names" else ["", "", ""])
    one = tt.results()[1]
    assert [(r.opponent, r.gp) for r in one] == [(2, F(3, 2)), (2, F(1))]
