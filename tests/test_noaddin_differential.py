"""The two engines on what organisers type (issue 34): a workbook without the add-in, filled as an
organiser fills it (openpyxl, values only: ``=``, ``+`` and ``-`` typed as text), recomputed by the
``formulas`` package (tests/formulas_engine.py), and read by the core's own workbook reader on the
same file (``standings``, ``check``): every computed cell holds the core's value, or a message
where the core refuses or warns; never another number.

The round cells of a template are read as the core reads a range (readers.interpret.in_notation):
numbers as game results (1 / ½ / 0) or as the event's points, decided for the whole workbook.
"""

from __future__ import annotations

import os
from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.errors import TiebreakError

from .noaddin_support import GENERATED, FormulasEngineValues, core_values, mismatches, without_cached_values

pytest.importorskip("formulas")

#: a 6-player, 3-round Swiss (wins and losses only) and a 6-player round robin (draws, forfeits)
SWISS = "swiss_s101_019_p6_r3_2026"
RR = "rr_s101_033_p6_2024"


def _base(tmp: Path, name: str, lang: str = "en") -> tuple[Path, object]:
    """``name``'s event written as ``from-trf --no-addin`` writes it; its layout."""
    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    t = read_trf(GENERATED / f"{name}.trf").tournament
    wb, _ = tournament_workbook(t, lang=lang, noaddin=True, layout="crosstable" if name.startswith("rr") else "rounds")
    p = tmp / f"{name}_{lang}.xlsx"
    p.write_bytes(noaddin_workbook_bytes(wb))
    return p, wb._xlt_noaddin


def _typed(base: Path, bld, out: Path, settings: dict, cells: dict | None = None) -> Path:
    """``base`` with ``settings`` (role -> value) and the results sheet's ``cells`` ((row, column)
    -> value) typed over it, its cached values removed."""
    lay = bld.layout
    wb = load_workbook(base)
    st = wb[lay.sheets["settings"]]
    for role, v in settings.items():
        st.cell(row=lay.settings_rows[role], column=2).value = v
    ws = wb[lay.results_sheet]
    for (r, c), v in (cells or {}).items():  # (None clears: cell(value=None) would leave it)
        ws.cell(row=r, column=c).value = v
    wb.save(out)
    out.write_bytes(without_cached_values(out.read_bytes()))
    return out


def _status(fv, bld) -> object:
    """The first player's points cell; where it holds the short text ("see ↓", issue 34 item 5)
    the first mistake as the block under the table says it whole."""
    got = fv.value(bld.layout.results_sheet, 5, bld.pts_col)
    if isinstance(got, str):
        return fv.value(bld.layout.results_sheet, bld.status_rows[bld.layout.results_sheet], 1)
    return got


# ---------------------------------------------------------------------------------------------
# item 1: the event scored 3 / 1 / 0, results typed as the Instructions ask (1 / ½ / 0)


def test_a_swiss_scored_3_1_0_with_game_results_typed_gives_the_points(tmp_path):
    base, bld = _base(tmp_path, SWISS)
    p = _typed(base, bld, tmp_path / "typed.xlsx", {"win": 3, "draw": 1})
    core = core_values(p)
    # by hand from the TRF (3 points a win): player 3 won all three rounds: 3 x 3 = 9;
    # player 1 won rounds 1 and 3: 2 x 3 = 6; player 2 won round 2 only: 3
    assert [core["rows"][sn]["points"] for sn in (3, 1, 2)] == [9, 6, 3]
    fv = FormulasEngineValues(p)
    res = bld.layout.results_sheet
    assert [fv.value(res, 4 + sn, bld.pts_col) for sn in (3, 1, 2)] == [9, 6, 3]
    assert mismatches(fv.value, core, res, bld.pts_col) == []


def test_a_round_robin_scored_3_1_0_with_game_results_typed_gives_the_points(tmp_path):
    base, bld = _base(tmp_path, RR, "es")
    p = _typed(base, bld, tmp_path / "typed.xlsx", {"win": 3, "draw": 1})
    core = core_values(p)
    # by hand from the TRF: player 1 lost to 6, drew with 2, won by forfeit against 3, lost to 4,
    # beat 5: 0 + 1 + 3 + 0 + 3 = 7; player 4 beat 3 and 1, won by forfeit against 6, drew with 5,
    # lost by forfeit to 2: 3 + 3 + 3 + 1 + 0 = 10
    assert core["rows"][1]["points"] == 7 and core["rows"][4]["points"] == 10
    fv = FormulasEngineValues(p)
    res = bld.layout.results_sheet
    assert (fv.value(res, 5, bld.pts_col), fv.value(res, 8, bld.pts_col)) == (7, 10)
    assert mismatches(fv.value, core, res, bld.pts_col) == []


def test_results_typed_as_the_events_points_are_read_as_points(tmp_path):
    """3 and 0 typed in an event scored 3 / 1 / 0: 3 is no game result, so both engines read
    points (the same values as 1 / 0 typed)."""
    base, bld = _base(tmp_path, SWISS)
    lay = bld.layout
    wb = load_workbook(base)
    ws = wb[lay.results_sheet]
    cells = {}
    for r in range(5, 11):
        for k in range(3):
            c = lay.results_first_col + 3 * k + 2
            if ws.cell(row=r, column=c).value in (1, "1"):
                cells[(r, c)] = 3
    p = _typed(base, bld, tmp_path / "points.xlsx", {"win": 3, "draw": 1}, cells)
    core = core_values(p)
    assert [core["rows"][sn]["points"] for sn in (3, 1, 2)] == [9, 6, 3]
    fv = FormulasEngineValues(p)
    assert mismatches(fv.value, core, lay.results_sheet, bld.pts_col) == []


def test_results_neither_reading_makes_a_message_where_the_core_refuses(tmp_path):
    """Scored 3 / 1 / 0: one game typed 1 against 1 (two wins as game results, a draw as points),
    another 1 against 0 (a game as game results, a draw against a loss as points): neither
    reading makes every game; the core refuses, the workbook names a cell of each reading."""
    base, bld = _base(tmp_path, SWISS)
    lay = bld.layout
    c1 = lay.results_first_col + 2  # round 1's result: 1-4 (1 won), 2-5 (5 won), 3-6 (3 won)
    p = _typed(base, bld, tmp_path / "ambiguous.xlsx", {"win": 3, "draw": 1}, {(8, c1): 1})  # 4's 0 made 1
    with pytest.raises(TiebreakError) as e:
        core_values(p)
    assert e.value.code == "range_notation_ambiguous"
    fv = FormulasEngineValues(p)
    msg = _status(fv, bld)
    # (the games each reading finds first, round by round, as the core names them: E5, player 1's
    # 1 against 4's 1; E6, player 2's 0 against 5's 1, a loss against a draw as points)
    assert "Rounds!E5" in str(e.value) and "Rounds!E6" in str(e.value)
    assert isinstance(msg, str) and "Rounds!E5" in msg and "Rounds!E6" in msg, msg


# ---------------------------------------------------------------------------------------------
# items 2 and 3: the block of rules and warnings under the tables, lines that are formulas


def _block(fv, bld) -> list[str]:
    """The lines of the results sheet's block of rules and warnings that say something."""
    res = bld.layout.results_sheet
    out = []
    for r in range(bld.layout.last_row + 1, bld.layout.last_row + 40):
        v = fv.value(res, r, 1)
        if isinstance(v, str) and v.strip():
            out.append(v)
    return out


def _core_warnings(p: Path) -> list[str]:
    """The codes of the core's warnings (reader's and standings' notes) of the workbook at ``p``."""
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

    st, notes = workbook_standings(read_workbook(p))
    return [getattr(n, "code", "") for n in [*notes, *st.notes] if getattr(n, "warning", False)]


def test_the_warnings_block_follows_what_is_typed(tmp_path):
    """Typed: player 4's round-1 result made ½ against player 1's 1 (a win against a draw: not one
    game, kept as written), round 2's game 2-6 cleared on both rows (an absence of both), the
    rules fixed to FIDE2024; then the odd result moved to round 3 (player 5's 0 against 3's 1 made
    ½); then everything as it was. Each line appears, changes and goes with its input, and the
    core warns of the same things."""
    base, bld = _base(tmp_path, SWISS)
    lay = bld.layout
    f0 = lay.results_first_col
    rules = lay.settings_rows["rules"]
    cleared = {(r, f0 + 3 + k): None for r in (6, 10) for k in range(3)}  # rows of players 2 and 6
    b = _typed(base, bld, tmp_path / "b.xlsx", {"rules": "FIDE2024"}, {(8, f0 + 2): "½", **cleared})
    c = _typed(base, bld, tmp_path / "c.xlsx", {}, {(9, f0 + 8): "½"})
    codes_b, codes_c = _core_warnings(b), _core_warnings(c)
    assert "note_odd_pair_swiss" in codes_b and "note_odd_pair_swiss" in codes_c
    assert any("blank" in k for k in codes_b), codes_b
    blocks = {}
    for name, p in (("a", base), ("b", b), ("c", c)):
        fv = FormulasEngineValues(p)
        blocks[name] = _block(fv, bld)
        if name != "a":
            assert mismatches(fv.value, core_values(p), lay.results_sheet, bld.pts_col) == []
    a, bb, cc = blocks["a"], blocks["b"], blocks["c"]
    assert a == ["Settings!B6: the values follow FIDE C.07 (2026)"]
    assert bb[0] == f"Settings!B{rules}: the values follow FIDE C.07 (2024)"
    assert any(x.startswith("Rounds!E5: the two players' results of this game do not add up") for x in bb), bb
    assert any(x.startswith("Rounds!F6: nothing typed in a round the others played (2 such rounds)") for x in bb), bb
    assert any(x.startswith("Rounds!K7: the two players' results") for x in cc), cc
    assert not any("nothing typed" in x for x in cc)


# ---------------------------------------------------------------------------------------------
# the differential test: what organisers type and forget, both engines on the same workbook

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

#: what a result cell may hold as the Instructions ask, and spellings they do not give
WIN_SPELLINGS = [1, "1", "1.0", "1,0"]
DRAW_SPELLINGS = ["½", "=", 0.5, "0.5", "0,5", ",5", "1/2", "0.50"]
LOSS_SPELLINGS = [0, "0", "0.0"]
OTHER = ["+", "-", "", "2", "x", "½½", "=1", "+1"]
#: the Opp. column's words (Instructions, item 3 and 4), other spellings, and some it does not give
BYE_WORDS = {"pairing bye": ["BYE", "bye", "Bye", " BYE "], "half bye": ["H", "h"], "full bye": ["F", "f"],
             "zero bye": ["Z", "z"], "absent": ["NP", "np", None], "withdrawn": ["WD", "wd", "Withdrawn"]}
OPP_OTHER = ["X", "?", "0", "99", "B Y E", "retired"]
COLOUR_SPELLINGS = ["White", "Black", "W", "B", "N", "w", "white", "Blanco", "x"]
#: CI runs a few (each workbook takes the formulas engine many seconds); the long profile many
EXAMPLES = 200 if os.environ.get("HYPOTHESIS_PROFILE") == "long" else 2

#: a 4-player double round robin (6 rounds, the second cycle with the colours swapped), FIDE 2024
#: by its date; points by hand: 1: 1+0+0 + ½+1+0 = 2½; 2: ½+1+1 + 0+0+½ = 3; 3: ½+½+1 + 1+0+1 = 4;
#: 4: 0+½+0 + ½+1+½ = 2½ (12 points: 6 rounds of 2 games)
DRR_TRF = """012 Double round robin of four
032 FID
042 2025/06/14
052 2025/06/14
062 4
072 4
092 Round robin
142 6
162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0    X 0.5
001    1 u    Player    1                       2832            2680             2.5    3     4 w 1     2 w 0     3 b 0     4 b =     2 b 1     3 b 0
001    2 u    Player    3                       2904            2640             3.0    2     3 w =     1 b 1     4 w 1     3 b 0     1 w 0     4 b =
001    3 u    Player    2                       2835            2660             4.0    1     2 b =     4 b =     1 w 1     2 w 1     4 w 0     1 w 1
001    4 u    Player    4                       2484            2620             2.5    3     1 b 0     3 w =     2 b 0     1 w =     3 b 1     2 w =
"""

#: the events the generator types over: (TRF, the layout of its results sheet)
EVENTS = {"swiss6": SWISS, "swiss7 byes": "swiss_s101_012_p7_r4_2026", "rr6": RR, "double rr4": "DRR"}

_BASES: dict[str, tuple[Path, object, dict]] = {}


def _event_base(tmp: Path, event: str) -> tuple[Path, object, dict]:
    """The workbook (rounds layout) of ``event``, its builder, and its round grid: (row, round) ->
    [opponent, colour, result] as written."""
    if event not in _BASES:
        from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
        from xl_tiebreaks.readers.trf import read_trf
        from xl_tiebreaks.templates.workbooks import tournament_workbook

        name = EVENTS[event]
        trf = GENERATED / f"{name}.trf"
        if name == "DRR":
            trf = tmp / "drr.trf"
            trf.write_text(DRR_TRF, encoding="utf-8")
        t = read_trf(trf).tournament
        wb, _ = tournament_workbook(t, lang="en", noaddin=True, layout="rounds")
        p = tmp / f"{event.replace(' ', '_')}.xlsx"
        p.write_bytes(noaddin_workbook_bytes(wb))
        bld = wb._xlt_noaddin
        lay = bld.layout
        ws = load_workbook(p)[lay.results_sheet]
        grid = {(r, k): [ws.cell(row=r, column=lay.results_first_col + 3 * k + j).value for j in range(3)]
                for r in range(5, lay.last_row + 1) for k in range(lay.spec.n_rounds)}
        _BASES[event] = (p, bld, grid)
    return _BASES[event]


def _col(bld, k: int, part: int) -> int:
    """The results sheet's column of round ``k`` (0-based): part 0 opponent, 1 colour, 2 result."""
    return bld.layout.results_first_col + 3 * k + part


def _opponent_row(grid: dict, row: int, k: int) -> int | None:
    opp = grid[(row, k)][0]
    return 4 + opp if isinstance(opp, int) and (4 + opp, k) in grid else None


# Each kind of mistake is a strategy of its own (draw, the event's grid and builder) -> settings
# and cells to type: the generator is open-ended, the next kind joins ``organiser_edits``.


@st.composite
def scoring_kind(draw, grid, bld):
    """The points per result (1/½/0, 3/1/0, 2/1/0 and others), results typed as game results or,
    where the scoring is not 1/½/0, as the event's points."""
    scoring = draw(st.sampled_from([(1, 0.5, 0), (3, 1, 0), (2, 1, 0), (4, 2, 1), (1, 0.5, 0.5), (3, 2, 1)]))
    sets: dict = {"win": scoring[0], "draw": scoring[1], "loss": scoring[2]}
    cells: dict = {}
    if scoring != (1, 0.5, 0) and draw(st.booleans()):  # every typed number as the event's points
        to_points = {"1": scoring[0], "½": scoring[1], "0": scoring[2], 1: scoring[0], 0.5: scoring[1], 0: scoring[2]}
        for (r, k), (_, _, res) in grid.items():
            if res in to_points:
                cells[(r, _col(bld, k, 2))] = to_points[res]
    return sets, cells


@st.composite
def bye_values_kind(draw, grid, bld, win):
    """The bye values: blank, equal to a win, differing from a win (a draw's points, a typed
    half), the other byes' values blank or typed; each as a number or typed as text, as an
    organiser types it into a cell formatted as text (``0,5``, ``0.5``, ``½``, ``1½``, ``3``):
    the core reads a setting's text as its number, and so must the formulas."""
    sets: dict = {}
    texts = {0.5: ["0,5", "0.5", "½"], 1: ["1"], 0: ["0"], win: [str(win)], 1.5: ["1½", "1,5"]}

    def typed(v):
        return draw(st.sampled_from([v, *texts.get(v, [])])) if v is not None else None

    if draw(st.booleans()):
        sets["bye"] = typed(draw(st.sampled_from([None, win, 1, 0.5, 0, 1.5])))
    if draw(st.booleans()):
        sets["half_bye"] = typed(draw(st.sampled_from([None, 0.5, 1])))
    if draw(st.booleans()):
        sets["full_bye"] = typed(draw(st.sampled_from([None, win, 1])))
    return sets, {}


@st.composite
def edition_kind(draw, grid, bld):
    """The C.07 edition: the rules cell (FIDE, FIDE2024, FIDE2026, spellings) and the event's date
    (a date, never text here) on either side of the 2026 edition."""
    import datetime as dt

    sets: dict = {}
    if draw(st.booleans()):
        sets["rules"] = draw(st.sampled_from(["FIDE", "FIDE2024", "FIDE2026", "fide 2024", "FIDE 2026", None]))
    if draw(st.booleans()):
        sets["date"] = draw(st.sampled_from([dt.datetime(2024, 3, 1), dt.datetime(2025, 12, 31),
                                             dt.datetime(2026, 1, 1), dt.datetime(2026, 6, 14), None]))
    return sets, {}


@st.composite
def result_edits_kind(draw, grid, bld):
    """Random edits of a filled workbook: games cleared on one or both sides, results cleared, one
    result changed to an accepted spelling or one the Instructions do not give (one-sided and
    inconsistent results)."""
    cells: dict = {}
    keys = sorted(grid)
    for _ in range(draw(st.integers(0, 3))):
        row, k = draw(st.sampled_from(keys))
        what = draw(st.sampled_from(["clear game", "clear results", "one result", "colour"] * 2 + ["clear one side"]))
        rows = [row]
        if what in ("clear game", "clear results") and _opponent_row(grid, row, k):
            rows.append(_opponent_row(grid, row, k))
        for r in rows:
            if what in ("clear game", "clear one side"):
                for j in range(3):
                    cells[(r, _col(bld, k, j))] = None
            elif what == "clear results":
                cells[(r, _col(bld, k, 2))] = None
            elif what == "colour":
                cells[(r, _col(bld, k, 1))] = draw(st.sampled_from(COLOUR_SPELLINGS))
            else:
                cells[(r, _col(bld, k, 2))] = draw(st.sampled_from(WIN_SPELLINGS + DRAW_SPELLINGS + LOSS_SPELLINGS + OTHER))
    return {}, cells


@st.composite
def withdrawals_and_byes_kind(draw, grid, bld):
    """Withdrawals and byes mid-event: a player withdrawn from round k on (WD there, the later
    rounds blank or WD), absences (NP or blank), requested half-point byes, pairing-allocated,
    full and zero byes in the middle rounds; the opponent left with the game as typed, given a
    bye, or marked absent. Sometimes a word the Instructions do not give."""
    cells: dict = {}
    n_rounds = bld.layout.spec.n_rounds
    rows = sorted({r for r, _ in grid})

    def no_opponent(r, k, word):
        cells[(r, _col(bld, k, 0))] = word
        cells[(r, _col(bld, k, 1))] = None
        cells[(r, _col(bld, k, 2))] = None

    for _ in range(draw(st.integers(1, 2))):
        row = draw(st.sampled_from(rows))
        k = draw(st.integers(0, n_rounds - 1))
        kind = draw(st.sampled_from(sorted(BYE_WORDS) * 3 + ["other"]))  # (a word not given: 1 in 19)
        word = draw(st.sampled_from(OPP_OTHER)) if kind == "other" else draw(st.sampled_from(BYE_WORDS[kind]))
        last = n_rounds if kind == "withdrawn" else k + 1
        later = draw(st.sampled_from([None, word]))
        for j in range(k, last):
            opp = _opponent_row(grid, row, j)
            no_opponent(row, j, word if j == k else later)
            if opp is not None:
                # (mostly as an organiser mends it; sometimes the opponent's side forgotten)
                fate = draw(st.sampled_from(["bye", "absent", "forfeit win"] * 3 + ["kept"]))
                if fate == "bye":
                    no_opponent(opp, j, draw(st.sampled_from(["BYE", "F", "H"])))
                elif fate == "absent":
                    no_opponent(opp, j, draw(st.sampled_from(["NP", None])))
                elif fate == "forfeit win":
                    cells[(opp, _col(bld, j, 2))] = "+"
    return {}, cells


@st.composite
def unrated_kind(draw, grid, bld):
    """Unrated players (ratings cleared, or typed 0) with and without a rating for the unrated."""
    rows = sorted({r for r, _ in grid})
    ratings = {r: draw(st.sampled_from([None, 0])) for r in draw(st.lists(st.sampled_from(rows), min_size=1,
                                                                            max_size=2, unique=True))}
    return {"unrated": draw(st.sampled_from([None, 1400, 1000]))}, {}, ratings


@st.composite
def organiser_edits(draw):
    """(event, settings, cells, ratings) an organiser types over a filled workbook (a 6-player and
    a 7-player Swiss with byes, a round robin, a double round robin): each kind of mistake drawn
    or not, in an order drawn, later edits over earlier ones."""
    event = draw(st.sampled_from(sorted(EVENTS)))
    _, bld, grid = _BASES[event]
    sets, cells = draw(scoring_kind(grid, bld))
    ratings: dict = {}
    kinds = [bye_values_kind(grid, bld, sets["win"]), edition_kind(grid, bld), result_edits_kind(grid, bld),
             withdrawals_and_byes_kind(grid, bld)]
    for kind in draw(st.permutations(kinds)):
        if draw(st.booleans()):
            s, c = draw(kind)
            sets.update(s)
            cells.update(c)
    if draw(st.booleans()):
        s, c, ratings = draw(unrated_kind(grid, bld))
        sets.update(s)
    return event, sets, cells, ratings


def _apply(base: Path, bld, out: Path, edit) -> Path:
    _, sets, cells, ratings = edit
    lay = bld.layout
    wb = load_workbook(base)
    ws = wb[lay.results_sheet]
    for (r, c), v in cells.items():
        ws.cell(row=r, column=c).value = v
    st_ = wb[lay.sheets["settings"]]
    for role, v in sets.items():
        st_.cell(row=lay.settings_rows[role], column=2).value = v
    rws = wb[lay.ratings_at[0]]
    for r, v in ratings.items():
        rws.cell(row=r, column=lay.ratings_at[1]).value = v
    wb.save(out)
    out.write_bytes(without_cached_values(out.read_bytes()))
    return out


#: the core's warnings and the line of the workbook's block that must say each
WARNING_LINES = {
    "note_odd_pair_swiss": "do not add up to one game",
    "warn_round_left_blank": "nothing typed in a round", "warn_blank_to_end": "nothing typed in a round",
    "warn_blank_last_round": "nothing typed in a round",
    "warn_unrated_empty_cell": "without a rating", "warn_unrated_empty": "without a rating",
    "warn_unrated_empty_sheet": "without a rating",
    "warn_bye_points_cell": "point(s) where", "warn_bye_points": "point(s) where",
}


@pytest.fixture(scope="module")
def event_bases(tmp_path_factory):
    """Every event's filled workbook, made once."""
    tmp = tmp_path_factory.mktemp("bases")
    for event in EVENTS:
        _event_base(tmp, event)
    return _BASES


class _Recomputed:
    """A workbook recomputed by LibreOffice, read back (openpyxl, values): ``value(sheet, row, col)``
    as :class:`FormulasEngineValues` gives it (a blank text as ``None``)."""

    def __init__(self, wb) -> None:
        self.wb = wb

    def value(self, sheet: str, row: int, col: int):
        v = self.wb[sheet].cell(row=row, column=col).value
        return None if v == "" else v


def _compare(p: Path, bld, fv=None) -> None:
    """The differential rule on the workbook at ``p`` (computed by the ``formulas`` engine, or
    ``fv``: its values as another engine computed them): the core's values, or a message where
    the core refuses or warns; every warning the core gives has its line in the block."""
    fv = fv or FormulasEngineValues(p)
    status = _status(fv, bld)
    try:
        core = core_values(p)
    except TiebreakError as e:
        assert isinstance(status, str) and status, f"the core refuses ({e}); the workbook shows {status!r}"
        return
    warnings = _core_warnings(p)
    got = mismatches(fv.value, core, bld.layout.results_sheet, bld.pts_col, bld.layout.sheets["standings"])
    if isinstance(status, str) and status:
        assert warnings, f"a message where the core gives values without a warning: {status!r}"
    else:
        assert got == [], (warnings, got[:5])
    block = " | ".join(_block(fv, bld))
    for code in warnings:
        if code in WARNING_LINES:
            assert WARNING_LINES[code] in block or (isinstance(status, str) and status), (code, block)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(edit=organiser_edits())
def test_both_engines_agree_on_what_organisers_type(event_bases, tmp_path_factory, edit):
    """Every computed cell is the core's value, or the workbook says why (a message) where the
    core refuses or warns; a message where the core gives values without a warning fails; every
    warning the core gives has its line in the block."""
    base, bld, _ = event_bases[edit[0]]
    p = _apply(base, bld, tmp_path_factory.mktemp("diff") / "typed.xlsx", edit)
    _compare(p, bld)


#: how many generated workbooks LibreOffice recomputes (one batch): a sample in CI, many when long
LO_EXAMPLES = 60 if os.environ.get("HYPOTHESIS_PROFILE") == "long" else 2


@settings(max_examples=1, deadline=None, suppress_health_check=list(HealthCheck), phases=[Phase.generate])
@given(edits=st.lists(organiser_edits(), min_size=LO_EXAMPLES, max_size=LO_EXAMPLES))
def test_libreoffice_without_the_extension_agrees_on_what_organisers_type(event_bases, tmp_path_factory, edits):
    """The same generator's workbooks recomputed by a headless LibreOffice without our extension
    (one batch): the same rule as the ``formulas`` engine's, workbook by workbook."""
    import shutil

    from .noaddin_support import libreoffice_recompute

    if not (shutil.which("soffice") or shutil.which("libreoffice")):
        pytest.skip("LibreOffice (soffice) is not installed")
    tmp = tmp_path_factory.mktemp("lo")
    paths = [_apply(event_bases[e[0]][0], event_bases[e[0]][1], tmp / f"typed{i}.xlsx", e) for i, e in enumerate(edits)]
    got = libreoffice_recompute(paths, tmp / "profile")
    for e, p in zip(edits, paths):
        try:
            _compare(p, event_bases[e[0]][1], _Recomputed(got[p]))
        except AssertionError as err:
            raise AssertionError(f"{p.name}: {e!r}: {err}") from None


# ---------------------------------------------------------------------------------------------
# LibreOffice without the extension: a sample of the same inputs


def test_libreoffice_without_the_extension_reads_the_cells_as_the_core(tmp_path):
    """The 3 / 1 / 0 round robin typed in game results, and the Swiss whose results neither
    reading makes into games, recomputed by LibreOffice (no extension): the core's values, the
    reading's line in the block; the core's refusal as the message at the points column."""
    import shutil

    from .noaddin_support import libreoffice_recompute

    if not (shutil.which("soffice") or shutil.which("libreoffice")):
        pytest.skip("LibreOffice (soffice) is not installed")
    b1, bld1 = _base(tmp_path, SWISS)
    b2, bld2 = _base(tmp_path, RR, "es")
    f0 = bld1.layout.results_first_col
    rr = _typed(b2, bld2, tmp_path / "rr.xlsx", {"win": 3, "draw": 1})
    amb = _typed(b1, bld1, tmp_path / "amb.xlsx", {"win": 3, "draw": 1}, {(8, f0 + 2): 1})
    got = libreoffice_recompute([rr, amb], tmp_path / "profile")
    ws = got[rr]
    res = bld2.layout.results_sheet
    assert mismatches(lambda s, r, c: got[rr][s].cell(row=r, column=c).value, core_values(rr), res, bld2.pts_col) == []
    lines = [ws[res].cell(row=r, column=1).value for r in range(bld2.layout.last_row + 1, bld2.layout.last_row + 15)]
    assert any(isinstance(x, str) and x.startswith("resultados leídos como resultados de partida") for x in lines), lines
    with pytest.raises(TiebreakError) as refused:
        core_values(amb)
    assert refused.value.code == "range_notation_ambiguous"  # (neither reading makes every game)
    res1 = got[amb][bld1.layout.results_sheet]
    assert res1.cell(row=5, column=bld1.pts_col).value == "see ↓"  # (the short text; whole below)
    msg = res1.cell(row=bld1.status_rows[bld1.layout.results_sheet], column=1).value
    assert isinstance(msg, str) and "Rounds!E5" in msg and "Rounds!E6" in msg, msg


def test_an_unrated_player_without_a_rating_for_the_unrated_is_said_in_the_block(tmp_path):
    """ARO in the order, player 3's rating cleared: the core leaves ARO empty for everybody and
    warns at the setting's cell (C.07 art. 10); the block says the same at the same cell; with
    1400 typed there the line goes and ARO is computed (the core's values)."""
    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    t = read_trf(GENERATED / f"{SWISS}.trf").tournament
    wb, _ = tournament_workbook(t, lang="en", noaddin=True, order=("ARO", "BH"))
    bld = wb._xlt_noaddin
    lay = bld.layout
    base = tmp_path / "aro.xlsx"
    base.write_bytes(noaddin_workbook_bytes(wb))
    row = lay.settings_rows["unrated"]
    for unrated, said in ((None, True), (1400, False)):
        w = load_workbook(base)
        w[lay.ratings_at[0]].cell(row=7, column=lay.ratings_at[1]).value = None
        w[lay.sheets["settings"]].cell(row=row, column=2).value = unrated
        p = tmp_path / f"aro_{unrated}.xlsx"
        w.save(p)
        p.write_bytes(without_cached_values(p.read_bytes()))
        assert ("warn_unrated_empty_cell" in _core_warnings(p)) is said
        fv = FormulasEngineValues(p)
        assert mismatches(fv.value, core_values(p), lay.results_sheet, bld.pts_col) == []
        lines = [x for x in _block(fv, bld) if x.startswith(f"Settings!B{row}: 1 player(s) without a rating")]
        assert len(lines) == (1 if said else 0), _block(fv, bld)


# ---------------------------------------------------------------------------------------------
# issue 34 item 8 in the workbooks without the add-in: a bye value against the event's scoring


def _bye_lines(fv, bld) -> list[str]:
    return [x for x in _block(fv, bld) if " bye " in x and ("point(s)" in x or "punto(s)" in x)]


def test_the_bye_line_appears_changes_and_goes_with_the_bye_value(tmp_path):
    """Scored 3 / 1 / 0 (C.07 (2026) art. 16.4: an unplayed round counts the points awarded):
    the pairing-allocated bye typed 1 is kept (a bye scores 1, a draw's points, not a win's 3)
    and the block says so at its cell with the core's own words (standings.bye_points_notes,
    ``warn_bye_points_cell``); typed 2 the line says 2; typed 3 (a win) or left blank (a win's
    points) the line goes, as the core's warning does."""
    base, bld = _base(tmp_path, SWISS)
    row = bld.layout.settings_rows["bye"]
    said = {}
    for bye in (1, 2, 3, None):
        p = _typed(base, bld, tmp_path / f"bye_{bye}.xlsx", {"win": 3, "draw": 1, "bye": bye})
        from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

        st, notes = workbook_standings(read_workbook(p))
        core = [n.message("en").removeprefix("warning: ").replace(" (setting 'Bye')", "")
                for n in [*notes, *st.notes] if getattr(n, "code", "") == "warn_bye_points_cell"]
        fv = FormulasEngineValues(p)
        said[bye] = _bye_lines(fv, bld)
        assert said[bye] == core, (bye, said[bye], core)
        assert mismatches(fv.value, core_values(p), bld.layout.results_sheet, bld.pts_col) == []
    assert said[1] == [f"Settings!B{row}: the pairing-allocated bye is given 1 point(s) where a win is worth 3 "
                       "(scoring 3/1/0): a player with that bye scores 1 for it, not the points of a win. Kept as "
                       "typed; if it should count as a win, type 3 in this cell or leave it blank (blank: the points "
                       "of a win)"]
    assert said[2] == [said[1][0].replace("given 1", "given 2").replace("scores 1", "scores 2")]
    assert said[3] == said[None] == []


def test_the_bye_line_in_spanish_names_the_half_point_bye_against_a_draw(tmp_path):
    """Spanish, scored 3 / 1 / 0: the half-point bye typed 2 where a draw is worth 1 (and the
    full-point bye typed 3, a win, and the pairing-allocated bye left blank, a win's points: no
    line): the core's Spanish words at Configuración's cell."""
    base, bld = _base(tmp_path, SWISS, "es")
    row = bld.layout.settings_rows["half_bye"]
    p = _typed(base, bld, tmp_path / "medio.xlsx", {"win": 3, "draw": 1, "bye": None, "half_bye": 2,
                                                                "full_bye": 3})
    fv = FormulasEngineValues(p)
    assert _bye_lines(fv, bld) == [
        f"Configuración!B{row}: el bye de medio punto tiene 2 punto(s) (valor de unas tablas: 1; puntuación 3/1/0): "
        "un jugador con ese bye suma 2 por él, no los puntos de unas tablas. Se respeta lo escrito; si debe contar "
        "como unas tablas, escriba 1 en esta celda o déjela en blanco (en blanco: los puntos de unas tablas)"]


# ---------------------------------------------------------------------------------------------
# issue 34 item 4: a date typed as text, read by the formulas as validate.text_date reads it

#: texts of the date cell: d/m/yy, d/m/yyyy, text after the date, the other forms the core reads,
#: dates that do not exist, texts that are no date
TEXT_DATES = ["4/10/26", "4/10/2026", "04/10/26", "14/10/26", "10/25/2025", "25/10/2025", "4/3/26 - 6/3/26",
              "4/10/25 (sáb)", "4.10.26", "1.3.2026", "28.2.26", "31/2/2026", "29/2/2024", "29/2/2025", "2/29/2024",
              "2026-06-14", "2026/6/14", "2026-6-14 ronda 1", "20260614", "1/3/26", "28/2/26", "2/28/26", "3/1/26",
              "12/12/26", "13/13/26", "4/10/026", "4/10-2026", "26/03/01", "01.03.26", "abc", "14 junio 2026",
              "0/1/2026", "4/10/26x", "00/00/00", "1-3-2026", "4/10/20261", "2026-02-30", "1/3/2026.",
              "123/4/26", "4/123/26", "  4/10/26  ", "26.2.2026", "1/3/0000", "19991231", "4 / 10 / 2026",
              # two separators that differ: TRF-16 YY/MM/DD unless its day-first reading is a date of
              # another C.07 edition (4/10.26: 2004-10-26 or 2026-10-04, refused; 13/10.04: 2013-10-04,
              # its other reading 2004-10-13 of the same edition; 4/1.32: no 32nd, so 4 January 2032)
              "4/10.26", "26/03.01", "31/12.05", "13/10.04", "4/10-25", "30/02.01", "4/13.26", "4/1.32"]
#: forms the core reads that the formulas leave to a message (spaces inside the date: the TRF's
#: ``\s*`` between its parts)
READ_BY_THE_CORE_ONLY = {"4 / 10 / 2026"}


def _date_workbook(path: Path, texts: list[str], own_lang: str, lang_cell: str | None) -> list[tuple[int, int, int]]:
    """A workbook of ``texts`` (sheet Dates, column A), each read by the no-add-in date formulas
    (:meth:`Compiler.text_date`) of a template in ``own_lang`` whose language cell holds
    ``lang_cell``; per text, the workings' cells (row 2) of its state, key and message check."""
    from types import SimpleNamespace

    from openpyxl import Workbook

    from xl_tiebreaks.noaddin.calc import Calc
    from xl_tiebreaks.noaddin.compiler import Compiler

    wb = Workbook()
    ws = wb.active
    ws.title = "Dates"
    for i, t in enumerate(texts, 1):
        ws.cell(row=i, column=1).value = t
        ws.cell(row=i, column=1).data_type = "s"
    ws.cell(row=1, column=2).value = lang_cell
    work = wb.create_sheet("Work")
    calc = Calc(work, 5, 6, own_lang)
    stub = SimpleNamespace(c=calc, spec=SimpleNamespace(lang=own_lang),
                           setting=lambda role: "Dates!$B$1" if role == "lang" and lang_cell else None)
    out = []
    for i in range(1, len(texts) + 1):
        Compiler.text_date(stub, f"Dates!$A${i}")
        out.append((stub.DATE_STATE.first, stub.DATE_KEY.first, 0))
    for r, cols in calc.cells.items():
        for c, v in cols.items():
            work.cell(row=r, column=c).value = v
    wb.save(path)
    return out


def _expected_date(text: str, lang: str) -> tuple[int, int]:
    """(state, key) as :func:`xl_tiebreaks.validate.text_date` reads ``text`` in ``lang``."""
    from xl_tiebreaks.validate import text_date

    try:
        d = text_date(text, lang)
    except TiebreakError as e:
        assert e.code in ("date_order_ambiguous", "date_ambiguous")
        return (-2 if e.code == "date_order_ambiguous" else -3), 0
    except ValueError:
        return -1, 0
    return (0, 0) if d is None else (1, d.year * 10000 + d.month * 100 + d.day)


def _date_cases(get, texts: list[str]) -> list[tuple]:
    """Where the formulas' reading of ``texts`` differs from the core's, in both template
    languages and with the language cell saying the other language: (text, template language,
    language cell, formulas' (state, key), core's); a date the core reads and the formulas leave
    to a message is allowed only for :data:`READ_BY_THE_CORE_ONLY`."""
    bad = []
    for (own, cell), got in get.items():
        lang = {"es": "es", "en": "en", "Español": "es", None: own}[cell]
        for t, (sc, kc, _) in zip(texts, got["cells"]):
            read = (got["value"](sc), got["value"](kc))
            want = _expected_date(t, lang)
            if want[0] == 1 and read[0] == -1 and t in READ_BY_THE_CORE_ONLY:
                continue
            if read != want:
                bad.append((t, own, cell, read, want))
    return bad


_LANG_CASES = (("es", None), ("en", None), ("es", "en"), ("en", "Español"))


#: the texts the ``formulas`` engine reads in CI (each text's formulas are shapes of their own, compiled
#: one by one: about a second a text); every text under the long profile and in LibreOffice
FORMULAS_DATES = TEXT_DATES if os.environ.get("HYPOTHESIS_PROFILE") == "long" else [
    "4/10/26", "2/28/26", "3/1/26", "4/3/26 - 6/3/26", "31/2/2026", "2026-6-14 ronda 1", "26/03/01", "abc",
    "4/10.26", "4/1.32"]


def _check_dates(got: dict, texts: list[str]) -> None:
    assert _date_cases(got, texts) == []
    # by hand: 4/10/26 in Spanish is 4 October 2026; 2/28/26 in English is 28 February 2026 (28 is
    # no month); 3/1/26 in English reads as 3 January or 1 March: refused
    es, en = got[("es", None)], got[("en", None)]
    i, j, k = texts.index("4/10/26"), texts.index("2/28/26"), texts.index("3/1/26")
    assert es["value"](es["cells"][i][1]) == 20261004
    assert en["value"](en["cells"][j][1]) == 20260228
    assert en["value"](en["cells"][k][0]) == -2


def test_the_formulas_read_a_text_date_as_the_core(tmp_path):
    """Texts of :data:`TEXT_DATES` read by the formulas (the ``formulas`` engine) in a Spanish and
    an English template (under the long profile also with the language cell saying the other
    language; LibreOffice reads every case below): the same date as
    validate.text_date in that language (4/10/26: 4 October 2026 in Spanish; refused in English,
    where it reads both ways), the same refusal (a date that does not exist, a text that is
    none, two readings in English), never another date."""
    got = {}
    for own, cell in (_LANG_CASES if os.environ.get("HYPOTHESIS_PROFILE") == "long" else _LANG_CASES[:2]):
        p = tmp_path / f"dates_{own}_{cell}.xlsx"
        cells = _date_workbook(p, FORMULAS_DATES, own, cell)
        fv = FormulasEngineValues(p)
        got[(own, cell)] = {"cells": cells, "value": lambda c, fv=fv: fv.value("Work", 2, c)}
    _check_dates(got, FORMULAS_DATES)


def test_libreoffice_reads_a_text_date_as_the_core(tmp_path):
    """Every text of :data:`TEXT_DATES`, the same four workbooks recomputed by LibreOffice without
    the extension: validate.text_date's reading, or its refusal."""
    import shutil

    from .noaddin_support import libreoffice_recompute

    if not (shutil.which("soffice") or shutil.which("libreoffice")):
        pytest.skip("LibreOffice (soffice) is not installed")
    paths = {}
    for own, cell in _LANG_CASES:
        p = tmp_path / f"dates_{own}_{cell}.xlsx"
        paths[(own, cell)] = (p, _date_workbook(p, TEXT_DATES, own, cell))
    lo = libreoffice_recompute([p for p, _ in paths.values()], tmp_path / "profile")
    got = {k: {"cells": cells, "value": lambda c, w=lo[p]: w["Work"].cell(row=2, column=c).value}
           for k, (p, cells) in paths.items()}
    _check_dates(got, TEXT_DATES)


# ---------------------------------------------------------------------------------------------
# the differential generator's kind: a date typed as text, both languages (issue 34 item 4)


@st.composite
def text_date_typed(draw):
    """(the template's language, the text typed in its date cell): d/m/yy and d/m/yyyy with any
    separator the core knows, days and months that do not exist, text after the date, and texts
    that are no date."""
    lang = draw(st.sampled_from(["en", "es"]))
    if draw(st.integers(0, 9)) == 0:
        return lang, draw(st.sampled_from(["abc", "14 junio 2026", "2026-06-14", "20260301", "fecha: 4/10/26"]))
    d, m = draw(st.integers(0, 32)), draw(st.integers(1, 13))
    y = draw(st.sampled_from([24, 25, 26, 27, 2024, 2025, 2026, 2027]))
    sep = draw(st.sampled_from(["/", "/", "/", ".", "-"]))
    after = draw(st.sampled_from(["", "", "", " (sáb)", " - 6/3/26", "x", "  "]))
    return lang, f"{d}{sep}{m}{sep}{y}{after}"


def _core_reading(p: Path):
    """The core on the workbook at ``p`` as the command line reads it (a date typed as text in
    the workbook's language, cli's DATE_LANG): (its values, its C.07 edition), or the error."""
    from xl_tiebreaks.rules import choose_rules
    from xl_tiebreaks.validate import DATE_LANG
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_language, workbook_standings

    token = DATE_LANG.set(workbook_language(p))
    try:
        core = core_values(p)
        st_, _ = workbook_standings(read_workbook(p))
        return core, choose_rules(None, st_.tournament.start_date).rules.value[-4:]
    finally:
        DATE_LANG.reset(token)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck))
@given(typed=text_date_typed())
def test_both_engines_read_a_text_date_as_the_core(tmp_path_factory, typed):
    """A date typed as text in the 6-player Swiss (rules left blank: the edition follows the
    date): where the core (as the command line reads the workbook) reads a date, the workbook's
    values are the core's and its block names the core's edition; where it refuses (no date,
    or two readings in English), the workbook shows a message and no value."""
    lang, text_ = typed
    key = f"swiss_{lang}"
    if key not in _BASES:
        _BASES[key] = _base(tmp_path_factory.mktemp("base"), SWISS, lang)
    base, bld = _BASES[key]
    p = _typed(base, bld, tmp_path_factory.mktemp("date") / "date.xlsx", {"date": text_, "rules": None})
    fv = FormulasEngineValues(p)
    status = _status(fv, bld)
    try:
        core, edition = _core_reading(p)
    except TiebreakError as e:
        assert e.code in ("settings_bad_value", "date_order_ambiguous"), e
        assert isinstance(status, str) and bld.layout.settings_rows["date"] and status, (text_, status)
        return
    assert status is None or not isinstance(status, str), (text_, status)
    assert mismatches(fv.value, core, bld.layout.results_sheet, bld.pts_col) == []
    assert f"C.07 ({edition})" in _block(fv, bld)[0], (text_, _block(fv, bld))


def test_a_date_cell_still_chooses_the_edition(tmp_path):
    """A date cell (not text), 14 June 2025, before C.07 (2026) came into force on 1 March 2026:
    the 2024 edition, as the core chooses it (rules.choose_rules); 1 March 2026 itself: 2026."""
    import datetime as dt

    base, bld = _base(tmp_path, SWISS, "es")
    for day, edition in ((dt.datetime(2025, 6, 14), "2024"), (dt.datetime(2026, 3, 1), "2026")):
        p = _typed(base, bld, tmp_path / f"d{edition}.xlsx", {"date": day, "rules": None})
        core, core_edition = _core_reading(p)
        assert core_edition == edition
        fv = FormulasEngineValues(p)
        assert _block(fv, bld)[0].endswith(f"C.07 ({edition})"), _block(fv, bld)
        assert mismatches(fv.value, core, bld.layout.results_sheet, bld.pts_col) == []


def test_a_bye_value_unlike_a_win_is_said_in_the_block_and_kept(tmp_path):
    """The 7-player Swiss scored 3 / 1 / 0 with the pairing-allocated bye left at 1 (issue 34
    item 8): the core keeps the 1 and warns at the setting's cell (C.07 (2026) art. 16.4: an
    unplayed round counts the points awarded); the block says the same at Settings!B12; with the
    bye value blank it is a win's 3 and the line goes. By hand, player 1 (the TRF): round 1 a
    requested half-point bye (blank: a draw's 1), round 2 lost to 4 (0), round 3 drew with 3 (1),
    round 4 the pairing-allocated bye: 1 + 0 + 1 + 1 = 3 with the bye at 1; 1 + 0 + 1 + 3 = 5
    with it blank."""
    base, bld, _ = _event_base(tmp_path, "swiss7 byes")
    lay = bld.layout
    row = lay.settings_rows["bye"]
    for bye, points, said in ((1, 3, True), (None, 5, False)):
        p = _apply(base, bld, tmp_path / f"bye_{bye}.xlsx", ("swiss7 byes", {"win": 3, "draw": 1, "loss": 0, "bye": bye}, {}, {}))
        assert ("warn_bye_points_cell" in _core_warnings(p)) is said
        core = core_values(p)
        assert core["rows"][1]["points"] == points
        fv = FormulasEngineValues(p)
        assert fv.value(lay.results_sheet, 5, bld.pts_col) == points
        assert mismatches(fv.value, core, lay.results_sheet, bld.pts_col, lay.sheets["standings"]) == []
        lines = [x for x in _block(fv, bld) if x.startswith(f"Settings!B{row}: the pairing-allocated bye is given 1 point(s)"
                                                             " where a win is worth 3 (scoring 3/1/0)")]
        assert len(lines) == (1 if said else 0), _block(fv, bld)


def test_a_date_read_two_ways_claims_no_edition(tmp_path):
    """`4/10.26` typed as text in the date cell reads as 2004-10-26 or 4 October 2026, of two
    C.07 editions: the block says so at the date cell (date_ambiguous, as the core refuses it)
    and no line claims an edition under it (the organiser's trial saw "los valores siguen FIDE
    C.07 (2026)" right below the refusal); typed 4/10/26, the 2026 line is back."""
    base, bld = _base(tmp_path, SWISS, "es")
    row = bld.layout.settings_rows["date"]
    p = _typed(base, bld, tmp_path / "two.xlsx", {"date": "4/10.26", "rules": None})
    lines = _block(FormulasEngineValues(p), bld)
    assert any(x.startswith(f"Configuración!B{row}: la fecha '4/10.26' se lee como 2004-10-26 o como 2026-10-04")
               for x in lines), lines
    assert not any("C.07 (20" in x and "siguen" in x for x in lines), lines
    p = _typed(base, bld, tmp_path / "one.xlsx", {"date": "4/10/26", "rules": None})
    assert any(x.endswith("C.07 (2026)") for x in _block(FormulasEngineValues(p), bld))


# ---------------------------------------------------------------------------------------------
# a bye value typed as text (a cell formatted as text): read as the core reads it, both engines


@pytest.mark.parametrize("typed", ["0,5", "0.5", "½"])
def test_a_bye_value_typed_as_text_reads_as_the_core(tmp_path, typed):
    """The pairing-allocated bye typed as the text ``0,5`` / ``0.5`` / ``½`` in the Swiss
    without the add-in: the core reads 0.5 and warns (standings.bye_points_notes: the bye is
    not a win's 1 point), the formulas read 0.5 too, with the same line in the block at the
    cell, never "not a value this workbook reads". By hand from the TRF (scored 1/½/0): the
    bye is worth 0.5, so each player with it scores 0.5 less than with a blank bye."""
    base, bld = _base(tmp_path, SWISS)
    row = bld.layout.settings_rows["bye"]
    number = _typed(base, bld, tmp_path / "number.xlsx", {"bye": 0.5})
    text = _typed(base, bld, tmp_path / "text.xlsx", {"bye": typed})
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

    said = []
    for p in (number, text):
        st, notes = workbook_standings(read_workbook(p))
        core = [n.message("en").removeprefix("warning: ").replace(" (setting 'Bye')", "")
                for n in [*notes, *st.notes] if getattr(n, "code", "") == "warn_bye_points_cell"]
        fv = FormulasEngineValues(p)
        assert _bye_lines(fv, bld) == core and len(core) == 1, (typed, _bye_lines(fv, bld), core)
        assert core[0].startswith(f"Settings!B{row}: the pairing-allocated bye is given 0.5 point(s)"), core
        assert mismatches(fv.value, core_values(p), bld.layout.results_sheet, bld.pts_col) == []
        said.append((core_values(p), core))
    assert said[0] == said[1]  # (the text reads as the number, on both engines)


def test_libreoffice_without_the_extension_reads_a_bye_typed_as_text_as_the_core(tmp_path):
    """The same in LibreOffice without the extension, Spanish Swiss: ``½`` and ``0.5`` (VALUE
    of ``0.5`` depends on the locale: the formulas read the digits apart) give the core's
    values and its bye line in the block, at the bye's cell."""
    import shutil

    from .noaddin_support import libreoffice_recompute

    if not (shutil.which("soffice") or shutil.which("libreoffice")):
        pytest.skip("LibreOffice (soffice) is not installed")
    base, bld = _base(tmp_path, SWISS, "es")
    row = bld.layout.settings_rows["bye"]
    paths = [_typed(base, bld, tmp_path / f"bye_{k}.xlsx", {"bye": v}) for k, v in enumerate(["½", "0.5"])]
    got = libreoffice_recompute(paths, tmp_path / "profile")
    res = bld.layout.results_sheet
    for p in paths:
        assert mismatches(lambda s, r, c, p=p: got[p][s].cell(row=r, column=c).value, core_values(p), res,
                          bld.pts_col) == []
        ws = got[p][res]
        lines = [ws.cell(row=r, column=1).value for r in range(bld.layout.last_row + 1, bld.layout.last_row + 40)]
        # (the number as LibreOffice's locale writes it: the profile's, 0.5 or 0,5, as for a bye typed 0.5)
        assert any(isinstance(x, str) and x.startswith(f"Configuración!B{row}: ") and
                   ("tiene 0,5 punto(s)" in x or "tiene 0.5 punto(s)" in x) for x in lines), [x for x in lines if x]
