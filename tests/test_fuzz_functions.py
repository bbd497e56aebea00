"""Fuzzing the spreadsheet functions (issue 14): every function of the registry, called as
xlwings Lite calls it, with results ranges of every kind (whole events, events with no round
yet, cells changed to anything a user or Excel can put there: TRUE/FALSE, ±inf, 1e308,
0.5000001, dates, text) and arguments drawn from what organisers type and worse (manual
criteria, Fore Buchholz, cuts and Koya limits of any size, settings with bad or twice-given
values). Each call gives values or the product's message; never "internal error", and never
an answer that depends on what was computed before (the content-keyed cache).

CI runs the profile's examples; HYPOTHESIS_PROFILE=long runs 10,000.
"""

from __future__ import annotations

import datetime as dt

from hypothesis import given, settings
from hypothesis import strategies as st

from xl_tiebreaks import sheet, udfs
from xl_tiebreaks.layouts import crosstable_cells, pairing_list_cells, swiss_grid_cells
from xl_tiebreaks.teams import sheet as team_sheet

from .strategies import round_robin_tournaments, swiss_tournaments

FUNCTIONS = [f for f in udfs.REGISTRY if f.name != "XLT_VERSION"]
#: the functions that take a list of tie-breaks, drawn as often as all the others together
WITH_CODES = [f for f in FUNCTIONS if {p.key for p in f.params} & {"codes", "code", "team_codes"}]
FUNCTION = st.one_of(st.sampled_from(FUNCTIONS), st.sampled_from(WITH_CODES))
#: what the first hostile run found raw exceptions with: manual criteria, Fore Buchholz, big cuts and limits
TARGETS = ["LOTS", "SORTEO", "PLAYOFF", "MANUAL", "BH LOTS", "BH/C1 SORTEO", "FB", "FB/C1", "AOB/F", "PTS FB DE",
           "BH/C99", "BH/M50", "KS/L-5", "KS/L+99", "SB/C1 PLAYOFF"]

CODES = ["BH", "BH/C1", "BH/M1", "BH/C99", "BH/C99999999", "SB", "FB", "FB/C1", "AOB", "AOB/F", "PS", "KS",
         "KS/L-5", "KS/L+1", "KS/L150", "WIN", "WON", "BPG", "BWG", "REP", "ARO", "TPR", "PTP", "APRO", "APPO", "DE",
         "LOTS", "SORTEO", "PLAYOFF", "MANUAL", "RTNG", "STD", "KSX", "XYZ", "", "BH LOTS", "PTS FB DE",
         "BH/C1 SB PLAYOFF", "SEED002_SWISS", "MP GP", "BC", "EGGSB"]
SETTINGS = [None, "", "rules=2026.0", "reglas=2026", "rules=FIDE2024; reglas=FIDE2026", "rounds=0", "rondas=2",
            "rounds=1e308", "unrated=1e308", "sin_elo=-5", "win=1; draw=1; loss=1", "win=3; draw=1", "bye=2",
            "fecha=01/03/26", "fecha=01/03/26; reglas=FIDE2024", "date=2026-03-01", "ronda=1", "ronda=99",
            "sistema=suizo", "system=round robin", "idioma=es", "boards=1e9", "tableros=4", "match_points=5/5/5",
            "puntos_match=3/1/0", "colours=es", "policies=VUR_LOWEST_SCORE", "nonsense", [["rules", 2026.0]],
            [["rounds", 9], ["rondas", 9.0]], [["win", True]], [["unrated", float("inf")]]]
GOOD_SETTINGS = [None, None, None, "", "rules=2026.0", "reglas=FIDE2024", "rounds=9", "sistema=suizo",
                 "system=round robin", "idioma=es", "unrated=1500", "win=3; draw=1; loss=0", "fecha=2026-03-01",
                 [["rules", 2026.0]], "ronda=1"]
GOOD_NUMBERS = st.one_of(st.none(), st.none(), st.integers(0, 2), st.sampled_from([1.0, "1", 50, -1]))
NUMBERS = st.one_of(st.none(), st.sampled_from([0, 1, 2, 3, 99, -1, -5, 150, 2.5, 1e308, float("inf"),
                                                float("-inf"), float("nan"), True, False, "1", "L-1", "+1", "x",
                                                10**400]),
                    st.integers(-10, 10))
CELL = st.one_of(
    st.none(), st.booleans(), st.sampled_from([0, 1, 0.5, 0.5000001, 6.0000001, 1e308, float("inf"), float("nan"),
                                               -0.0, 45659.0, "", " ", "X", "½", "1", "0", "=", "+", "-", "BYE",
                                               "#N/A", "TRUE", "Ana", "2w1", "1b0", "3w½", "99w1", "8w 1 ½ 0 1",
                                               "6+F", "PAB"]),
    st.integers(-3, 60), st.floats(allow_nan=True, allow_infinity=True), st.text(max_size=6),
    st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2100, 1, 1)),
)


@st.composite
def results(draw, chaos: int = 2) -> list[list[object]]:
    """A results range as a sheet holds it, sometimes changed in a few cells (``chaos`` 0:
    never)."""
    kind = draw(st.sampled_from(["swiss", "three", "cross", "pairings", "empty", "no_rounds", "no_rounds", "junk"]))
    if kind in ("swiss", "three", "pairings"):
        t, _ = draw(swiss_tournaments(max_players=8, max_rounds=5))
        cells = (pairing_list_cells(t) if kind == "pairings" else swiss_grid_cells(t, three=kind == "three"))
    elif kind == "cross":
        t, _ = draw(round_robin_tournaments(max_players=6))
        cells = crosstable_cells(t)
    elif kind == "empty":
        cells = [[None] * 3 for _ in range(draw(st.integers(1, 4)))]
    elif kind == "no_rounds":  # players and no round yet: names and blank round cells
        cells = [[f"P{i}"] + [None] * draw(st.integers(0, 3)) for i in range(draw(st.integers(1, 5)))]
        width = max(len(r) for r in cells)
        cells = [r + [None] * (width - len(r)) for r in cells]
    else:
        rows, cols = draw(st.integers(1, 5)), draw(st.integers(1, 5))
        cells = [[draw(CELL) for _ in range(cols)] for _ in range(rows)]
    cells = [list(r) for r in cells]
    for _ in range(draw(st.integers(0, 3)) if chaos else 0):
        if cells and cells[0]:
            i = draw(st.integers(0, len(cells) - 1))
            j = draw(st.integers(0, len(cells[i]) - 1)) if cells[i] else 0
            if cells[i]:
                cells[i][j] = draw(CELL)
    return cells


@st.composite
def arguments(draw, info) -> list[object]:
    """Arguments for ``info``: how wild is drawn first (0: only what organisers type, the
    tie-break codes excepted; 1: one argument anything; 2: everything anything), so that
    calls reach the tie-breaks as often as the readers' messages."""
    chaos = draw(st.sampled_from([0, 0, 1, 2]), label="chaos")
    wild = draw(st.integers(0, len(info.params) - 1)) if chaos == 1 else None
    out = []
    for n, p in enumerate(info.params):
        k = p.key
        bad = chaos == 2 or wild == n
        if k == "results":
            v: object = draw(results(chaos=2 if bad else 0))
        elif k in ("codes", "code", "team_codes"):
            v = draw(st.one_of(st.sampled_from(TARGETS), st.sampled_from(CODES), st.lists(
                st.sampled_from(CODES + TARGETS), max_size=4).map(lambda xs: [[x] for x in xs])))
        elif k in ("cut", "median", "limit", "basis"):
            v = draw(NUMBERS if bad else GOOD_NUMBERS)
        elif k in ("settings", "team_settings"):
            v = draw(st.sampled_from(SETTINGS if bad else GOOD_SETTINGS))
        elif k == "rules_list":
            v = draw(st.sampled_from(["VIRTUAL,FIDE2026", "FIDE2024,FIDE2026", "nope", True, None]
                                     if bad else ["VIRTUAL,FIDE2026", "FIDE2024,FIDE2026", "FIDE"]))
        elif k == "rules":
            v = draw(st.sampled_from([None, "FIDE", "FIDE2024", 2026.0, "2026.0", "nope", True, 2026.5]
                                     if bad else [None, "FIDE", "FIDE2024", 2026.0, "2026"]))
        elif k in ("player", "team"):
            v = draw(st.sampled_from([None, 1, 2, 2.0, "P1", "Ana", 99, True, float("inf"), ""] if bad else
                                     [None, None, 1, 2.0, "P1"]))
        elif k in ("ratings", "points", "names", "categories"):
            rows = len(out[0]) if out and isinstance(out[0], list) else 4
            item = st.one_of(CELL, st.integers(0, 3000)) if bad else (
                st.integers(1000, 2800) if k == "ratings" else st.sampled_from(["Ana", "Bea", "Sub-12", None, 1])
                if k != "points" else st.integers(0, 5))
            v = draw(st.one_of(st.none(), st.lists(item, min_size=0 if bad else rows, max_size=9 if bad else rows)
                               .map(lambda xs: [[x] for x in xs])))
        else:
            v = draw(st.one_of(st.none(), CELL))
        if not p.required and k not in ("codes", "code", "team_codes") and draw(st.integers(0, 3)) == 0:
            v = None
        out.append(v)
    return out


def _answer(info, args):
    """What the cell shows: the values, or the message (Lite raises it)."""
    try:
        return info.fn(*args)
    except ValueError as e:
        return [[f"#VALUE! {e}"]]


def _clean(answer) -> str:
    text = repr(answer)
    assert "internal error" not in text and "error interno" not in text, text
    return text


def _clear() -> None:
    sheet.clear_cache()
    team_sheet.clear_cache()


@settings(deadline=None)
@given(data=st.data())
def test_any_call_gives_values_or_a_message(data):
    info = data.draw(FUNCTION, label="function")
    args = data.draw(arguments(info), label="args")
    before = repr(args)
    _clean(_answer(info, args))
    assert repr(args) == before  # nothing the user typed is modified


def _flip_booleans(v):
    """The same range with TRUE/FALSE as 1/0 (the values Python's == confuses with them)."""
    if isinstance(v, list):
        return [_flip_booleans(x) for x in v]
    if isinstance(v, bool):
        return int(v)
    return v


def _has_boolean(v) -> bool:
    return isinstance(v, bool) or (isinstance(v, list) and any(_has_boolean(x) for x in v))


@settings(deadline=None)
@given(data=st.data())
def test_no_answer_depends_on_what_was_computed_before(data):
    """The answer to a call is the same from a cold cache and after any other calls, in
    particular after the same range with 1/0 where this one has TRUE/FALSE (and back)."""
    info = data.draw(FUNCTION, label="function")
    args = data.draw(arguments(info), label="args")
    grid = args[0] if isinstance(args[0], list) else []
    ones = [(i, j) for i, row in enumerate(grid) for j, v in enumerate(row)
            if not isinstance(v, bool) and v in (0, 1, "0", "1")]
    if ones and data.draw(st.booleans(), label="put a boolean in"):  # where 1 / 0 is a result: TRUE / FALSE
        i, j = data.draw(st.sampled_from(ones), label="where")
        grid[i][j] = grid[i][j] in (1, "1")
    _clear()
    cold = _clean(_answer(info, args))
    others = [_flip_booleans(args)] + [data.draw(arguments(info), label="other") for _ in range(2)]
    for other in others:
        _answer(info, other)
        assert _clean(_answer(info, args)) == cold
    if _has_boolean(args):
        _clear()
        flipped_cold = _clean(_answer(info, others[0]))
        _answer(info, args)
        assert _clean(_answer(info, others[0])) == flipped_cold
