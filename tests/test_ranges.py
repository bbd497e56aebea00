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
        if sn is None:
            assert all(v == "" for v in vals), (sheet.name, row, vals)
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
