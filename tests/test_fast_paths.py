"""The fast paths taken for speed (issue 28) answer exactly what the plain per-value paths
answer: a row of cells converted at once for LibreOffice, in both directions; a whole number
shown in a message; a regular expression compiled when first used; the ranking asked again
of one event. Each is compared with the per-value definition it replaces, on varied values."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.libreoffice import calc_args
from xl_tiebreaks.util import LazyPattern
from xl_tiebreaks.validate import _shown, shown

CELL = st.one_of(st.none(), st.just(""), st.text(max_size=5), st.floats(allow_nan=False), st.booleans(),
                 st.integers(-10**20, 10**20), st.fractions(max_denominator=8))


@given(st.lists(st.lists(CELL, max_size=6), min_size=1, max_size=5))
def test_an_answer_goes_to_calc_as_each_value_would(rows):
    got = calc_args.to_calc(rows)
    width = max(len(r) for r in rows) or 1
    assert got == tuple(tuple(calc_args._out(x) for x in r) + ("",) * (width - len(r)) for r in rows)
    assert all(type(a) is type(b) for g, r in zip(got, rows) for a, b in zip(g, map(calc_args._out, r)))


@given(st.lists(st.lists(st.one_of(st.just(""), st.text(max_size=4), st.floats(allow_nan=False), st.booleans()),
                         min_size=1, max_size=6), min_size=1, max_size=5).map(lambda rs: [r + [""] * (6 - len(r))
                                                                                            for r in rs]))
def test_a_range_from_calc_reads_as_each_cell_would(rows):
    value = tuple(tuple(r) for r in rows)
    got = calc_args.from_calc(value, True)
    assert got == [[calc_args._cell(x) for x in r] for r in rows]
    assert all(type(a) is type(b) for g, r in zip(got, rows) for a, b in zip(g, map(calc_args._cell, r)))


@given(st.one_of(st.integers(-10**16, 10**16).map(Fraction), st.integers(-10**16, 10**16).map(float),
                 st.fractions(), st.floats(allow_nan=False, allow_infinity=False)))
def test_a_number_in_a_message_is_shown_as_before(v):
    from xl_tiebreaks.output import local_number

    s = _shown(v)
    es = local_number(s, "es")
    assert str(shown(v)) == s
    assert (shown(v).es if es != s else shown(v)) == es  # (a Both where the languages differ)


def test_a_lazy_pattern_answers_as_the_compiled_one():
    lazy, plain = LazyPattern(r"^(\d+)\s*([wb])?$", re.I), re.compile(r"^(\d+)\s*([wb])?$", re.I)
    for s in ("12w", "12 B", "x", "", "007"):
        a, b = lazy.match(s), plain.match(s)
        assert (a.groups() if a else None) == (b.groups() if b else None)
        assert lazy.sub("#", s) == plain.sub("#", s)
        f, g = lazy.fullmatch(s), plain.fullmatch(s)
        assert (f.group(0) if f else None) == (g.group(0) if g else None)
    assert lazy.pattern == plain.pattern and lazy.groups == plain.groups


def test_the_ranking_asked_again_is_the_same_and_the_callers_own():
    """Ranked once per order and event (a sheet asks the same standings many times); each
    caller gets its own lists, so one that changes them changes nothing for the next."""
    from pathlib import Path

    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import Evaluation

    t = read_trf(Path(__file__).parent / "data" / "fide-generated" / "swiss_s101_019_p6_r3_2026.trf").tournament
    ev = Evaluation(t)
    first = ev.standings(["BH/C1", "BH", "DE", "SB"])
    fresh = Evaluation(t).standings(["BH/C1", "BH", "DE", "SB"])
    first.ranks.reverse()
    first.order.clear()
    again = ev.standings(["BH/C1", "BH", "DE", "SB"])
    assert again.ranks == fresh.ranks and again.order == fresh.order
    assert [c.values for c in again.columns] == [c.values for c in fresh.columns]
    # PTS asked first is the same order with the columns one place on (DE's place follows it)
    shifted = ev.standings(["PTS", "BH/C1", "BH", "DE", "SB"])
    assert shifted.order == fresh.order and [c.values for c in shifted.columns][1:] == [c.values for c in fresh.columns]


def test_a_call_asked_again_is_answered_from_its_exact_arguments():
    """LibreOffice asks the same call many times a recalculation (the template's INDEX of one
    TIEBREAKS call, its rules-and-warnings lines): the answer is kept by the exact bytes of the
    arguments, so the same grid with one value of another type (1.0, TRUE, "1") or another
    language is computed afresh, and ``clear_cache`` forgets every answer."""
    from xl_tiebreaks import sheet, udfs

    info = next(i for i in udfs.REGISTRY if i.name == "POINTS")
    rows = ((1.0, "Ana", "2w1"), (2.0, "Bea", "1b0"))
    sheet.clear_cache()
    first = calc_args.call(info, (rows, None, None), "en")
    assert first[0][0] == 1.0 and first[1][0] == 0.0
    assert calc_args.call(info, (rows, None, None), "en") is first  # (kept: the same answer object)
    assert len(sheet.CALL_ANSWERS._data) == 1
    changed = ((1.0, "Ana", "2w0"), (2.0, "Bea", "1b1"))
    assert calc_args.call(info, (changed, None, None), "en") == ((0.0,), (1.0,))
    typed = ((True, "Ana", "2w1"), (2.0, "Bea", "1b0"))  # (TRUE where 1 was: another content)
    assert calc_args.call(info, (typed, None, None), "en") is not first
    assert calc_args._answer_key(info, (rows, None, None), "en") != calc_args._answer_key(info, (rows, None, None), "es")
    sheet.clear_cache()
    assert not sheet.CALL_ANSWERS._data and calc_args.call(info, (rows, None, None), "en") == first


UNHASHABLE = [[1], {1}, bytearray(b"x"), {"type": "Entity", "basicValue": [1, 2]}]


@pytest.mark.parametrize("cell", UNHASHABLE, ids=["list", "set", "bytearray", "office-js-entity"])
def test_a_cell_no_key_can_hold_is_the_readers_message(cell, monkeypatch):
    """A cell holding a list, a set, a dict (an Office.js entity whose basic value is a list)
    reaches the reader's own check (a list inside a cell, a cell that cannot be read), never an
    internal error: the column passes that count distinct texts leave such a cell to it."""
    from xl_tiebreaks import sheet, udfs
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.readers.ranges import read_results

    g = [["No", "Name", "R1", "R2"], [1, "Ana", "2w1", "3b1"], [2, "Bea", "1b0", "1w0"], [3, "Cy", cell, "1w0"]]
    if isinstance(cell, (list, set, bytearray)):
        with pytest.raises(TiebreakError) as e:
            read_results(g)
        assert e.value.code != "internal"
    sheet.clear_cache()
    monkeypatch.setattr(udfs, "_officejs", lambda: False)  # (the message in the cell, as classic Excel shows it)
    for name in ("POINTS", "BUCHHOLZ", "STANDINGS"):
        got = getattr(udfs, name)(g)
        first = got[0][0] if isinstance(got, list) else got
        assert isinstance(first, str) and "internal" not in first and "interno" not in first, (name, got)


def test_a_defect_is_never_kept_as_a_calls_answer(monkeypatch):
    """A call that failed with a defect (an internal error, perhaps of the moment) is computed
    again the next time, not answered from the kept answers."""
    from xl_tiebreaks import sheet, udfs

    info = next(i for i in udfs.REGISTRY if i.name == "POINTS")
    rows = ((1.0, "Ana", "2w1"), (2.0, "Bea", "1b0"))
    sheet.clear_cache()
    real = sheet.evaluate
    calls = []

    def once(*a, **k):
        calls.append(1)
        if len(calls) == 1:
            raise MemoryError("for a moment")
        return real(*a, **k)

    monkeypatch.setattr(sheet, "evaluate", once)
    first = calc_args.call(info, (rows, None, None), "en")
    assert "MemoryError" in str(first[0][0])
    second = calc_args.call(info, (rows, None, None), "en")
    assert second[0][0] == 1.0 and len(calls) == 2


def test_a_lazy_pattern_copies_and_pickles_as_itself():
    import copy
    import pickle

    p = LazyPattern(r"(\d+)\s*([wb])", re.I)
    for q in (copy.copy(p), copy.deepcopy(p), pickle.loads(pickle.dumps(p))):
        assert isinstance(q, LazyPattern) and (q.pattern, q.flags) == (p.pattern, p.flags)
        assert q.match("12 B").groups() == ("12", "B")


def test_a_call_too_big_to_key_is_computed_each_time(monkeypatch):
    """The kept answers are bounded: a call whose arguments' bytes pass MAX_KEY_BYTES is not kept."""
    from xl_tiebreaks import sheet, udfs

    info = next(i for i in udfs.REGISTRY if i.name == "POINTS")
    rows = ((1.0, "Ana", "2w1"), (2.0, "Bea", "1b0"))
    sheet.clear_cache()
    monkeypatch.setattr(calc_args, "MAX_KEY_BYTES", 10)
    assert calc_args.call(info, (rows, None, None), "en")[0][0] == 1.0
    assert not sheet.CALL_ANSWERS._data
