"""Reading a results range of any layout (xl_tiebreaks.readers.ranges): layout detection,
label columns, and the crosstable cells of double round robins (faults found by the
property tests of tests/test_properties.py)."""

from __future__ import annotations

import pytest

from xl_tiebreaks.model import RoundKind
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.settings import Settings

K = RoundKind


def _kinds(cells):
    r = read_results(cells, settings=Settings())
    return r.layout, [[x.kind for x in r.tournament.rounds[s]] for s in sorted(r.tournament.rounds)]


@pytest.mark.parametrize("cell,other,first,second", [
    ("- -", "+ +", [K.FORFEIT_LOSS, K.FORFEIT_LOSS], [K.FORFEIT_WIN, K.FORFEIT_WIN]),
    ("+ -", "- +", [K.FORFEIT_WIN, K.FORFEIT_LOSS], [K.FORFEIT_LOSS, K.FORFEIT_WIN]),
    ("- 1", "+ 0", [K.FORFEIT_LOSS, K.GAME], [K.FORFEIT_WIN, K.GAME]),
])
def test_double_round_robin_cells_with_forfeits(cell, other, first, second):
    """Two results in a cell, separated by a space, are the two games of a double round robin,
    forfeits included ("- -" is not one double forfeit, "+ -" not one forfeit win)."""
    layout, kinds = _kinds([["X", cell], [other, "X"]])
    assert layout == "crosstable" and kinds == [first, second]


@pytest.mark.parametrize("cell,other", [("+/-", "-/+"), ("+ / -", "- / +"), ("+-", "-+")])
def test_one_forfeit_written_with_both_sides(cell, other):
    layout, kinds = _kinds([["X", cell], [other, "X"]])
    assert layout == "crosstable" and kinds == [[K.FORFEIT_WIN], [K.FORFEIT_LOSS]]


def test_crosstable_with_both_sided_forfeit_is_not_a_pairing_list():
    layout, _ = _kinds([["X", "1", "+/-"], ["0", "X", "½"], ["-/+", "½", "X"]])
    assert layout == "crosstable"


def test_first_column_of_results_is_not_names():
    """A crosstable whose first column is "X", "- -", "+ 1": results, not a names column."""
    r = read_results([["X", "- -", "1 1"], ["+ +", "X", "½ ½"], ["0 0", "½ ½", "X"]], settings=Settings())
    assert r.layout == "crosstable" and [p.name for p in r.tournament.participants] == ["", "", ""]


def test_names_column_recognised():
    r = read_results([["Ana", "X", "1"], ["Luis", "0", "X"]], settings=Settings())
    assert [p.name for p in r.tournament.participants] == ["Ana", "Luis"]


def test_pairing_list_detected():
    r = read_results([[1, 1, 1, 2, "1-0"], [2, 1, 2, 1, "½-½"]], settings=Settings())
    assert r.layout == "pairings"


# ------------------------------------------------------------------------------------------
# organisers' ranges (tests/organisers.py) through the Excel functions: the core's values for
# the same event, row by row, whatever the layout, labels, order and language of the sheet

import datetime as _dt  # noqa: E402
from fractions import Fraction  # noqa: E402
from pathlib import Path  # noqa: E402

from xl_tiebreaks.readers.trf import read_trf  # noqa: E402
from xl_tiebreaks.standings import compute_standings  # noqa: E402

from . import organisers  # noqa: E402
from .hosts import Classic, OfficeJs  # noqa: E402

DATA = Path(__file__).parent / "data"
SWISS_EVENTS = sorted((DATA / "fide-generated").glob("swiss_*.trf"))[:6] + [
    DATA / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf",
    DATA / "realdata" / "chessresults_2018_moscow_open_a" / "tournament.trf"]
RR_EVENTS = sorted((DATA / "fide-generated").glob("rr_*.trf"))[:6] + [
    DATA / "realdata" / "chessresults_437642_rr6" / "tournament.trf",
    DATA / "realdata" / "vega_2025_junior_club_championship_rr" / "tournament.trf",
    DATA / "realdata" / "vega_2024_bob_grieves_blitz_double_rr" / "tournament.trf"]
SWISS_CODES = "PTS BH BH/C1 BH/M1 AOB SB PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE FB"
RR_CODES = "PTS DE SB WIN KS BH WON ARO TPR"
OFFICEJS = OfficeJs(culture="es-ES")


def _settings(t, rr: bool):
    pab = t.score_system.pab if t.score_system.pab is not None else t.score_system.win
    out = [["Sistema", "todos contra todos" if rr else "suizo"], ["Rondas", t.rounds_announced],
           ["Libre", float(pab)], ["sin_elo", 1000]]
    if t.start_date:
        out.append(["Fecha", _dt.datetime(t.start_date.year, t.start_date.month, t.start_date.day)])
    return out


def _compare(t, sheet, got, codes: str, rr: bool):
    ref = compute_standings(t, codes, pairing_system="round_robin" if rr else "swiss", unrated_rating=1000,
                            rules="FIDE")
    assert len(got) == len(sheet.cells), sheet.name
    for row, sn, vals in zip(sheet.cells, sheet.row_sn, got):
        if sn is None:  # blank, title and note rows: blank; header rows: the columns' titles (issue 23 item 5)
            assert all(v == "" for v in vals) or vals == [s.text for s in ref.specs], (sheet.name, row, vals)
            continue
        for spec, v in zip(ref.specs, vals):
            want = ref.value(sn, spec.text)
            if want is None:
                assert v == "", (sheet.name, sn, spec.text, v)
            else:
                assert Fraction(v).limit_denominator(10**6) == want, (sheet.name, sn, spec.text, v, want)


@pytest.mark.parametrize("render", organisers.SWISS_SHEETS, ids=lambda f: getattr(f, "__name__", "sheet"))
@pytest.mark.parametrize("trf", SWISS_EVENTS, ids=lambda p: p.stem if p.stem != "tournament" else p.parent.name)
def test_swiss_sheets_give_the_core_values(trf, render):
    """Every Swiss event written as organisers' sheets (pasted chess-results and Swiss-Manager
    exports in ranking order, Spanish three-cell sheets, German w/s sheets, labels at the right,
    spare rows, titles and notes) gives through TIEBREAKS the core's values from its TRF."""
    t = read_trf(trf).tournament
    sheet = render(t)
    ratings = None
    if sheet.name.startswith("ranking order"):  # no rating column in the range: the ratings argument
        ratings = [[t.participant(s).rating if s else None] for s in sheet.row_sn]
    got = OFFICEJS.call("TIEBREAKS", sheet.cells, SWISS_CODES, ratings, _settings(t, rr=False))
    _compare(t, sheet, got, SWISS_CODES, rr=False)


@pytest.mark.parametrize("render", organisers.CROSSTABLE_SHEETS, ids=lambda f: f.__name__)
@pytest.mark.parametrize("trf", RR_EVENTS, ids=lambda p: p.stem if p.stem != "tournament" else p.parent.name)
def test_crosstable_sheets_give_the_core_values(trf, render):
    t = read_trf(trf).tournament
    sheet = render(t)
    ratings = None
    if "names at the right" in sheet.name:
        ratings = [[t.participant(s).rating if s else None] for s in sheet.row_sn]
    got = OFFICEJS.call("TIEBREAKS", sheet.cells, RR_CODES, ratings, _settings(t, rr=True))
    _compare(t, sheet, got, RR_CODES, rr=True)


def test_organiser_sheets_through_the_classic_host():
    """The same sheets as classic xlwings hands them over (numbers as floats, a date cell)."""
    t = read_trf(SWISS_EVENTS[-2]).tournament
    for render in (organisers.spanish_three, lambda x: organisers.chess_results(x, by_rank=True)):
        sheet = render(t)
        got = Classic().call("TIEBREAKS", sheet.cells, SWISS_CODES, None, _settings(t, rr=False))
        _compare(t, sheet, got, SWISS_CODES, rr=False)


# ------------------------------------------------------------------------------------------
# issue 13's findings, each through both hosts

HOSTS_ = [OfficeJs(), Classic()]
SEED002_NO = [[6, "F", "3 N 1", "1 B ½", "4 B 1"], [1, "A", "5 B 1", "6 N ½", "2 B 1"],
              [2, "E", "4 N ½", "3 B 1", "1 N 0"], [4, "B", "2 B ½", "5 B 1", "6 N 0"],
              [3, "C", "6 B 0", "2 N 0", "5 B 1"], [5, "D", "1 N 0", "4 N 0", "3 N 0"]]
SEED002_BH = {"F": 5, "A": 4, "E": 5, "B": 4, "C": 4, "D": 5}  # seed 002's published Buchholz


@pytest.fixture(params=HOSTS_, ids=lambda h: h.name)
def host(request):
    return request.param


def test_ranking_order_with_a_no_column_and_a_blank_row(host):
    """Findings 3 and 6: rows in ranking order, the No. column (start numbers) at the left, the
    rounds by start number, a blank spare row in the middle: every value at its row."""
    cells = SEED002_NO[:3] + [[None] * 5] + SEED002_NO[3:]
    got = host.call("BUCHHOLZ", cells)
    names = [r[1] for r in cells]
    assert {n: v[0] for n, v in zip(names, got) if n} == SEED002_BH and got[3] == [""]


def test_three_cell_sheet_with_a_colour_typo_names_the_cell(host):
    """Finding 6: a colour typed as X in a three-cell sheet is a colour error at its cell, not a
    name problem."""
    rows = [["Ana", 2, "B", 1], ["Bea", 1, "N", 0], ["Carla", 4, "X", "½"], ["Dora", 3, "N", "½"]]
    msg = host.error("POINTS", rows, "idioma=en")
    assert msg.startswith("row 3, column 3 (player 3 Carla, round 1): 'X' is not a colour"), msg


def test_board_result_in_a_three_cell_sheet(host):
    """Finding 6: '1-0' typed where a player's own result goes is said to be a board result."""
    rows = [[2, "w", "1-0"], [1, "b", "0-1"], [4, "w", 1], [3, "b", 0]]
    msg = host.error("POINTS", rows)
    assert "row 1, column 3 (player 1, round 1): '1-0' is a board's result" in msg, msg


@pytest.mark.parametrize("size", [4, 7])
def test_ratings_range_of_another_size_is_an_error(host, size):
    """Finding 7: a ratings range shorter or longer than the results range is refused, never a
    blank for everybody."""
    ratings = [[1800 + 10 * i] for i in range(size)]
    msg = host.error("ARO", SEED002_NO, ratings)
    assert f"the ratings range has {size} rows but the results range has 6" in msg, msg


def test_unrated_players_are_named_with_the_setting_that_fixes_it(host):
    """Finding 7: one unrated player and no rating announced for unrated players: ARO is
    undefined for everybody (C.07 art. 10); the cell says why and which setting fixes it."""
    ratings = [[2000], [1900], [1800], [None], [1700], [1600]]
    msg = host.error("ARO", SEED002_NO, ratings)
    assert "1 player(s) without a rating (4 (B))" in msg and "unrated=" in msg and "art. 10" in msg, msg
    es = host.error("ELO_MEDIO_RIVALES", SEED002_NO, ratings)
    assert "sin_elo=" in es and "jugador(es) sin Elo" in es
    got = host.call("TIEBREAKS", SEED002_NO, "BH ARO", ratings)
    assert "unrated=" in got[0][1] and all(r[1] == "" for r in got[1:]) and [r[0] for r in got] == [5, 4, 5, 4, 4, 5]
    fixed = host.call("ARO", SEED002_NO, ratings, None, None, "unrated=1500")
    assert all(isinstance(r[0], (int, float)) for r in fixed)


def test_rows_out_of_start_order_without_a_no_column_say_so(host):
    """Read in row order, rows in ranking order do not name each other back: the message says
    the rows were taken as start numbers 1, 2, 3... and to select the No. column."""
    rows = [r[2:] for r in SEED002_NO]
    msg = host.error("POINTS", rows, "idioma=en")
    assert "read as start numbers 1, 2, 3" in msg and "No. column" in msg, msg


def test_two_numberings_that_fit_every_game_are_a_question_not_a_guess(host):
    """Two number columns under which every game names its opponent back: the message asks
    for a header naming the start-number column; with one, the answer follows it."""
    rows = [[1, 3, "2w1"], [2, 4, "1b0"], [3, 1, "4w1"], [4, 2, "3b0"]]
    assert "header row" in host.error("POINTS", rows, "idioma=en")
    headed = [["No.", "Club no.", "R1"]] + rows
    assert host.call("POINTS", headed) == [["PTS"], [1], [0], [1], [0]]  # (the header row: the title)


def test_the_layout_setting_decides_a_range_that_reads_both_ways(host):
    """[[blank, +], [-, blank]] is a crosstable (blank diagonal: a forfeit); as a Swiss grid
    (layout setting) the same cells are a bye in round 2 and an absence in round 1."""
    cells = [[None, "+"], ["-", None]]
    assert host.call("POINTS", cells) == [[1], [0]]
    assert host.call("POINTS", cells, None, "layout=swiss") == [[1], [0]]
    assert "order of the rounds" in host.error("PROGRESSIVE", cells)
    assert host.call("PROGRESSIVE", cells, None, None, "formato=suizo") == [[1], [0]]


def test_pasted_export_with_a_rating_column_needs_no_ratings_argument(host):
    """A chess-results crosstable pasted with its Rtg column: the rating tie-breaks read it."""
    t = read_trf(SWISS_EVENTS[-2]).tournament
    sheet = organisers.chess_results(t, by_rank=True)
    got = host.call("TIEBREAK", sheet.cells, "ARO", None, None, _settings(t, rr=False))
    ref = compute_standings(t, "ARO", pairing_system="swiss", unrated_rating=1000)
    for sn, v in zip(sheet.row_sn, got):
        if sn is not None:
            assert v[0] == (ref.value(sn, "ARO") if ref.value(sn, "ARO") is not None else "")


# ------------------------------------------------------------------------------------------
# anything typed: a result or a located message, never another exception

from hypothesis import given  # noqa: E402
from hypothesis import strategies as hst  # noqa: E402

from xl_tiebreaks.errors import TiebreakError  # noqa: E402

_WORDS = ["No.", "Nº", "Rk.", "SNo", "Name", "Nombre", "Rtg", "Elo", "FED", "1.Rd", "Ronda 1", "R2", "Pts.", "TB1",
          "Rival", "Color", "Res.", "X", "*", "1", "0", "½", "0,5", "=", "+", "-", "1-0", "½-½", "0-0", "-/-", "BYE",
          "BYE ½", "-1", "-½", "-0", "LIBRE", "H", "F", "Z", "NP", "Retirado", "spielfrei", "w", "b", "n", "s",
          "B", "N", "Ana", "Bea", "Carla", "GM", "ESP", "2w1", "3b0", "1n½", "4s1", "12w+", "2b-", "C Negras 1",
          "Ana b 1", "  ", "", "#N/A", "Open 2025 - Final Ranking", "3,5", "46,5"]
_CELL = hst.one_of(hst.sampled_from(_WORDS), hst.none(), hst.integers(-3, 3000), hst.sampled_from([0.5, 1.0, 2.5]),
                   hst.booleans(), hst.just(_dt.date(2025, 1, 2)))


@given(hst.lists(hst.lists(_CELL, min_size=1, max_size=7), min_size=1, max_size=7),
       hst.sampled_from([None, "crosstable", "swiss", "pairings"]),
       hst.one_of(hst.none(), hst.lists(hst.one_of(hst.none(), hst.integers(0, 3000)), min_size=0, max_size=8)))
def test_fuzz_any_range_gives_values_or_a_located_message(cells, layout, ratings):
    before = repr(cells)
    try:
        r = read_results(cells, settings=Settings(layout=layout), ratings=ratings)
    except TiebreakError as e:
        assert e.code != "grid_unreadable", e  # (a reader's crash, disguised)
    else:
        assert len(r.row_players) in (len(cells), len(r.tournament.participants))
    assert repr(cells) == before


_SMALL = read_trf(sorted((DATA / "fide-generated").glob("swiss_*p6_*.trf"))[0]).tournament
_SHEETS = [render(_SMALL) for render in organisers.SWISS_SHEETS]


@given(hst.sampled_from(range(len(_SHEETS))), hst.lists(hst.tuples(hst.integers(0, 40), hst.integers(0, 40), _CELL),
                                                        min_size=1, max_size=4))
def test_fuzz_organiser_sheets_with_cells_typed_over(which, changes):
    """An organiser's sheet with a few cells typed over: values or a located message."""
    cells = [list(r) for r in _SHEETS[which].cells]
    for i, j, v in changes:
        cells[i % len(cells)][j % len(cells[0])] = v
    try:
        read_results(cells, settings=Settings())
    except TiebreakError as e:
        assert e.code not in ("internal", "grid_unreadable"), e


def test_a_game_both_lost_and_a_bye_cell_through_the_functions(host):
    """Finding 4 (0-0 read in every layout) and finding 2 (BYE ½ in a pairing list's result
    cell), as an organiser types them."""
    grid = [["Ana", "Bea 0 b", "Carla ½ w"], ["Bea", "Ana 0 w", "Dora 1 b"], ["Carla", "Dora ½ b", "Ana ½ b"],
            ["Dora", "Carla ½ w", "Bea 0 w"]]
    grid = [[r[0]] + [" ".join([c.split()[0], c.split()[2], c.split()[1]]) for c in r[1:]] for r in grid]
    assert [r[0] for r in host.call("POINTS", grid)] == [0.5, 1, 1, 0.5]
    cross = [["X", "0", "½"], ["0", "X", "1"], ["½", "0", "X"]]
    assert [r[0] for r in host.call("POINTS", cross)] == [0.5, 1, 0.5]
    pairings = [["Ronda", "Mesa", "Blancas", "Negras", "Resultado"], [1, 1, 1, 2, "0-0"], [1, 2, 3, None, "BYE ½"]]
    assert [r[0] for r in host.call("POINTS", pairings)] == [0, 0, 0.5]


# ---------------------------------------------------------------------------------------------
# round 1 holding a bye word is round 1, never a names column (the individual side of the team
# grid's fault fixed on 2026-12-01: tests/test_teams_readers.py)


def _bye_words() -> list[str]:
    from xl_tiebreaks.readers.cells import BYE_WORDS

    return sorted(w.upper() for w in BYE_WORDS)


@pytest.mark.parametrize("word", _bye_words())
@pytest.mark.parametrize("labels", ["none", "no", "no+names"])
def test_round_one_with_a_bye_word_is_round_one(word, labels):
    """Player 3 without a game in both rounds, written with any bye, absence or withdrawal word
    the grid knows, a Swiss grid pasted with its rounds only, with a No. column, with No. and
    names: two rounds, player 1 met player 2 in round 1, the names (if any) are the names."""
    rounds = [["2w1", "2b½"], ["1b0", "1w½"], [word, word]]
    lead = {"none": [], "no": [[1], [2], [3]], "no+names": [[1, "Ana"], [2, "Bea"], [3, "Carla"]]}[labels]
    t = read_results([(lead[i] if lead else []) + r for i, r in enumerate(rounds)]).tournament
    assert [len(t.rounds[p.start_no]) for p in t.participants] == [2, 2, 2]
    assert (t.rounds[1][0].opponent, t.rounds[1][1].opponent) == (2, 2)
    assert [p.name for p in t.participants] == (["Ana", "Bea", "Carla"] if labels == "no+names" else ["", "", ""])


@pytest.mark.parametrize("word,kind,points", [
    ("HPB", RoundKind.HALF_BYE, Fraction(1, 2)), ("FPB", RoundKind.FULL_BYE, Fraction(1)),
    ("ZPB", RoundKind.ZERO_BYE, Fraction(0)), ("PAB", RoundKind.PAB, Fraction(1)),
])
def test_the_byes_by_their_c07_names(word, kind, points):
    """C.07 (2026) art. 16 names the byes PAB, FPB, HPB and ZPB (TRF-2026's U, F, H, Z); the team
    grid read them, the individual grid refused HPB, FPB and ZPB as unknown words."""
    t = read_results([["2w1", "3b½"], ["1b0", word], [word, "1w½"]]).tournament
    assert t.rounds[3][0].kind is kind and t.rounds[2][1].kind is kind
    assert t.points(3) == points + Fraction(1, 2)
