"""What the Excel functions do, without Excel: argument clean-up, reading the results range,
computing, shaping the answer, caching. :mod:`xl_tiebreaks.udfs` only registers these.

Values arrive as Excel hands them through xlwings, unconverted (every argument is
registered ``convert="raw"``): a range as a list of rows (Office.js: a one-row range as a flat
list; classic: a tuple of row tuples), one cell as its value, ``None``, ``""`` or Pyodide's
``JsNull`` for empty cells and omitted arguments, ``int``/``float`` for numbers (``bool`` is
not a number), ``datetime`` for date cells (classic) or a serial number (Office.js), error
cells as Office.js error objects or classic COM error codes. :func:`host_value` and
:func:`host_range` turn them into plain values (an error cell becomes its text, ``#N/A``,
which the readers report). Answers are 2-D lists: one row per row of the results range (a
column that spills), or one value when a ``player`` is given. Undefined values are empty
cells (``""``).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import marshal
import re
from dataclasses import dataclass, field
from itertools import chain
from fractions import Fraction
from typing import Any, Callable

from .errors import TiebreakError
from .model import Tournament
from .settings import Settings, parse_settings
from .spec import TieBreakSpec, parse_list, parse_spec
from .standings import Evaluation
from .util import LruCache, gc_paused

# ---------------------------------------------------------------------------------------------
# argument clean-up


#: classic xlwings (COM) hands error cells over as these codes (xlwings._xlwindows.cell_errors)
_COM_ERRORS = {-2146826281: "#DIV/0!", -2146826246: "#N/A", -2146826259: "#NAME?", -2146826288: "#NULL!",
               -2146826252: "#NUM!", -2146826265: "#REF!", -2146826273: "#VALUE!"}


def host_value(v: Any) -> Any:
    """A cell or argument as a plain value: Pyodide's ``JsNull`` -> ``None``; an error cell
    (an Office.js error object, a classic COM error code) -> its text (``"#N/A"``); another
    Office.js data type -> its basic value; a COM date (a ``datetime`` subclass) -> a
    ``datetime``; a list -> a list of plain values. Anything else as it is."""
    t = type(v)
    if v is None or t is str or t is float or t is bool:
        return v
    if t is int:
        return _COM_ERRORS.get(v, v)
    if t is list or t is tuple:
        return [host_value(x) for x in v]
    if t is dict:
        if v.get("type") == "Error":
            return str(v.get("basicValue") or "#" + str(v.get("errorType") or "VALUE").upper() + "!")
        inner = v.get("basicValue", v.get("text"))
        return host_value(inner) if inner is not None else str(v)
    if isinstance(v, _dt.datetime):
        return _dt.datetime(v.year, v.month, v.day, v.hour, v.minute, v.second, v.microsecond)
    if t.__name__ == "JsNull":
        return None
    return v


def host_range(v: Any) -> Any:
    """A range argument as a list of rows of plain values (:func:`host_value`). Office.js
    hands a one-row range over as a flat list (one row here) and one cell as its value (kept
    a value)."""
    if not isinstance(v, (list, tuple)):
        return host_value(v)
    if v and all(isinstance(r, (list, tuple)) for r in v):
        return [[host_value(c) for c in r] for r in v]
    return [[host_value(c) for c in v]]


class _Key:
    """A cache key for a range's content with its hash computed once (a 500 x 9 grid is
    hashed in ~0.05 ms; a tuple would be hashed again by every lookup)."""

    __slots__ = ("h", "v")

    def __init__(self, v: Any) -> None:
        self.v = v
        self.h = hash(v)

    def __hash__(self) -> int:
        return self.h

    def __eq__(self, other: object) -> bool:
        return type(other) is _Key and self.h == other.h and self.v == other.v  # type: ignore[attr-defined]


_SIMPLE_TYPES = frozenset({str, type(None)})
_ROW_TYPES = frozenset({list, tuple})


#: the last big range keyed, copied, with its key: a sheet of per-player formulas hands the same
#: range over again and again, and comparing is cheaper than serialising it
_LAST: tuple[list[list[Any]], Any] | None = None


def _remember(v: Any, key: Any) -> None:
    global _LAST
    if type(v) is list and len(v) > 20 and set(map(type, v)) == {list} and \
            set(map(type, chain.from_iterable(v))) <= _SIMPLE_TYPES:
        _LAST = ([list(r) for r in v], key)  # a copy: the caller's lists may change later


def content_key(v: Any) -> Any:
    """A key equal exactly for equal contents (``TRUE`` is not ``1``: at worst a cache miss,
    never another range's answer). Raw host values are keyed as they come, without cleaning:
    their ``marshal`` bytes (every value with its type; bytes decode to one content only; about
    0.2 ms for a fresh 500 x 9 grid, hashed and compared in C); what marshal does not write
    (dates, Pyodide's ``JsNull``): the rows as tuples, with every cell's type unless the range
    holds only text and blanks; values that cannot be hashed (Office.js error objects) are
    cleaned first."""
    if v is None or isinstance(v, (str, int, float, bool)):
        return (type(v), v)
    last = _LAST
    if last is not None and type(v) is list and len(v) == len(last[0]) and v == last[0]:
        return last[1]  # the range of the previous call again (it held only text and blanks: equal is same)
    try:  # marshal writes every value with its type: equal bytes, equal content (0.1 ms, 500 x 9)
        key = marshal.dumps(v, 4)
    except (ValueError, TypeError):  # a value marshal does not know (a date, Pyodide's JsNull)
        pass
    else:
        _remember(v, key)
        return key
    try:
        if isinstance(v, (list, tuple)) and set(map(type, v)) <= _ROW_TYPES:
            rows = tuple(map(tuple, v))
            if set(map(type, chain.from_iterable(rows))) <= _SIMPLE_TYPES:
                return _Key((rows, None))
            return _Key((rows, tuple(map(type, chain.from_iterable(rows)))))
        return _Key((type(v), v if not isinstance(v, list) else tuple(v),
                     tuple(map(type, v)) if isinstance(v, (list, tuple)) else ()))
    except TypeError:  # an unhashable cell (an Office.js error object): clean, then key
        g = host_range(v)
        if isinstance(g, list):
            return content_key(g)
        return (type(g), repr(g))


def is_empty(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


def optional(v: Any) -> Any:
    """An optional argument: ``None``, ``""``, ``[[None]]``, ``[[""]]`` -> ``None``; a 1x1 range
    -> its value; otherwise the value."""
    while isinstance(v, (list, tuple)) and len(v) == 1:
        v = v[0]
    if isinstance(v, (list, tuple)) and not v:
        return None
    return None if is_empty(v) else v


def grid(v: Any) -> list[list[Any]]:
    """A range as a list of rows (a scalar is a 1x1 range; a flat list is one column)."""
    if v is None:
        return []
    if isinstance(v, (list, tuple)):
        if v and all(isinstance(r, (list, tuple)) for r in v):
            return [list(r) for r in v]
        return [[x] for x in v]
    return [[v]]


def column(v: Any) -> list[Any] | None:
    """A one-column (or one-row) range as a flat list; ``None`` when omitted."""
    if optional(v) is None and not (isinstance(v, (list, tuple)) and len(v) > 1):
        return None
    g = grid(v)
    if len(g) == 1 and len(g[0]) > 1:
        return list(g[0])
    return [r[0] if r else None for r in g]


def whole(v: Any, what: str) -> int | None:
    """An optional whole-number argument (``cut``, ``median``...) within its bound
    (:data:`xl_tiebreaks.validate.BOUNDS`; ``what`` is its key there)."""
    from .validate import BOUNDS
    from .validate import whole as bounded

    v = optional(v)
    if v is None:
        return None
    if what in BOUNDS:
        return bounded(v, what)
    if isinstance(v, bool):
        raise TiebreakError("arg_not_whole", what=what, value=v)
    try:
        f = Fraction(str(v).strip().replace(",", ".")) if isinstance(v, str) else Fraction(v)
    except (ValueError, ZeroDivisionError, TypeError, OverflowError):
        raise TiebreakError("arg_not_whole", what=what, value=v) from None
    if f.denominator != 1 or f < 0:
        raise TiebreakError("arg_not_whole", what=what, value=v)
    return int(f)


class _Bool:
    """TRUE / FALSE in a cache key: equal only to itself (``True == 1`` in Python, and the
    answer for a grid with a TRUE cell must never be the answer for the grid with 1)."""

    __slots__ = ("v",)

    def __init__(self, v: bool) -> None:
        self.v = v

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Bool) and other.v == self.v

    def __hash__(self) -> int:
        return hash(("xl-bool", self.v))

    def __repr__(self) -> str:
        return "TRUE" if self.v else "FALSE"


_TRUE, _FALSE = _Bool(True), _Bool(False)


def _freeze(v: Any) -> Any:
    """A cell value (or a range, as nested tuples) as a cache key: equal keys for values the
    readers read alike (classic Excel's 1.0 and Office.js's 1), different keys for values
    they read differently, whatever Python's ``==`` says (``True == 1``, ``0.0 == False``,
    ``Fraction(1) == 1``; a date equals no number). The key carries the type where it matters."""
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, bool):
        return _TRUE if v else _FALSE
    if isinstance(v, float) and v.is_integer():
        return int(v)  # classic Excel sends 1.0 where Office.js sends 1
    if v is None or isinstance(v, (str, int, float)):
        return v
    return (type(v).__name__, repr(v))


# ---------------------------------------------------------------------------------------------
# evaluation, cached by content


@dataclass
class SheetEvaluation:
    """A results range read and ready: the tournament, which rows hold which player, and an
    :class:`~xl_tiebreaks.standings.Evaluation` that computes columns on demand."""

    tournament: Tournament
    row_players: list[int | None]  # start number per row of the range (None: blank row)
    round_order_known: bool
    settings: Settings
    evaluation: Evaluation
    notes: list[str] = field(default_factory=list)
    columns: dict = field(default_factory=dict)
    _index: dict | None = None
    #: a Swiss grid's (opponent, colour, result) columns per round, 1-based in the range; else None
    round_cols: list[tuple[int, int, int]] | None = None

    def index(self) -> dict:
        """Lookups built once per event: ``pos`` (start number -> participant position),
        ``row`` (start number -> row of the range), ``name`` (case-folded name -> start
        numbers)."""
        if self._index is None:
            self._index = entrant_index(self.tournament.participants, self.row_players)
        return self._index


def entrant_index(entrants: Any, rows: list[int | None]) -> dict:
    """Lookups of a range's entrants (players, or teams: anything with ``start_no`` and
    ``name``), built once per event: ``pos`` (start number -> position among ``entrants``),
    ``row`` (start number -> its first row of the range; ``rows``: start number per row,
    ``None`` for a blank row), ``name`` (case-folded name -> start numbers)."""
    names: dict[str, list[int]] = {}
    for x in entrants:
        names.setdefault(x.name.strip().casefold(), []).append(x.start_no)
    return {
        "pos": {x.start_no: i for i, x in enumerate(entrants)},
        "row": {sn: r for r, sn in reversed(list(enumerate(rows))) if sn is not None},
        "name": names,
    }


_CACHE: LruCache[SheetEvaluation] = LruCache(32)
#: settings as parsed, by the content of the argument (a sheet repeats the same one in every cell)
_SETTINGS: LruCache[Settings] = LruCache(64)


def clear_cache() -> None:
    global _LAST
    _CACHE.clear()
    _SETTINGS.clear()
    _LAST = None


def event_settings(settings: Any, **given: Any) -> Settings:
    """The settings range (or text) with the values given as function arguments on top
    (``rules="FIDE2024"``, ``lang="es"``; omitted arguments change nothing)."""
    given = {k: optional(v) for k, v in given.items()}
    given = {k: v for k, v in given.items() if v is not None}
    key = (content_key(settings), tuple(sorted((k, type(v), v) for k, v in given.items())))
    hit = _SETTINGS.get(key)
    if hit is not None:
        return hit
    base = parse_settings(settings)
    if given:
        over = parse_settings(given)
        base = dataclasses.replace(base, **{k: getattr(over, k) for k in given})
    _SETTINGS.put(key, base)
    return base


def evaluate(results: Any, settings: Settings, ratings: Any = None, names: Any = None) -> SheetEvaluation:
    """Read ``results`` (crosstable, Swiss grid or pairing list; raw host values or plain
    ones) with ``settings``; cached by the content of the arguments (:func:`content_key`; at
    most 32 events kept; callers get new lists).

    Raises:
        TiebreakError: from the readers (:func:`xl_tiebreaks.readers.ranges.read_results`).
    """
    key = (content_key(results), content_key(ratings), content_key(names), settings.cache_key())
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    from .readers.ranges import read_results

    cells = grid(host_range(results))
    rt = column(host_range(ratings))
    nm = column(host_range(names))
    with gc_paused():
        read = read_results(cells, settings=settings, ratings=rt, names=nm)
    ev = Evaluation(
        read.tournament,
        rules=settings.rules or "FIDE",
        pairing_system=settings.system or read.tournament.pairing_system,
        unrated_rating=settings.unrated,
        as_of=settings.round,
        policies=list(settings.policies),
        start_date=settings.date,
        total_rounds=settings.rounds,
    )
    se = SheetEvaluation(read.tournament, read.row_players, read.round_order_known, settings, ev, list(read.notes),
                         round_cols=read.round_cols)
    _CACHE.put(key, se)
    return se


# ---------------------------------------------------------------------------------------------
# answers

def _out(v: Fraction | int | None) -> Any:
    """A value for a cell: int when whole, float otherwise, "" when undefined."""
    if v is None:
        return ""
    if isinstance(v, tuple):  # a step-by-step criterion (KSX)
        return " / ".join(str(_out(x)) for x in v)
    if isinstance(v, int):
        return v
    f = Fraction(v)
    return int(f) if f.denominator == 1 else float(f)


def _player_row(se: SheetEvaluation, player: Any) -> int:
    """Row index (in the range) of ``player``: a start number or a name (:func:`row_of`)."""
    return row_of(se.index(), player)


def row_of(ix: dict, who: Any) -> int:
    """Row index (in the range) of ``who``, a player or a team: a start number or a name (case
    and surrounding spaces ignored); ``ix``: the event's :func:`entrant_index`.

    Raises:
        TiebreakError: ``player_not_found`` (unknown, or a name two entrants share).
    """
    p = optional(who)
    sn: int | None = None
    if isinstance(p, (int, float)) and not isinstance(p, bool):
        if float(p).is_integer() and int(p) in ix["pos"]:
            sn = int(p)
    else:
        text = str(p).strip().casefold()
        found = ix["name"].get(text, [])
        if not found and text.isdigit() and int(text) in ix["pos"]:
            found = [int(text)]
        if len(found) == 1:
            sn = found[0]
    if sn is None or sn not in ix["row"]:
        raise TiebreakError("player_not_found", player=p)
    return ix["row"][sn]


def _column(se: SheetEvaluation, specs: list[TieBreakSpec], j: int) -> list[Any]:
    """The cell values of tie-break ``j`` of ``specs`` by participant position
    (:func:`column_values`)."""
    return column_values(se, specs, j, len(se.tournament.participants))


def column_values(se: Any, specs: list, j: int, n: int, head: tuple | list = ()) -> list[Any]:
    """The cell values (:func:`_out`) of tie-break ``j`` of ``specs`` for the ``n`` entrants of a
    read range ``se`` (a :class:`SheetEvaluation` or a team one: its ``evaluation`` computes a
    column or standings, ``se.columns`` keeps them), by position; computed once per event and
    list (a warm call only picks them). A group rule (DE) is the last column of the standings
    on ``head`` and the codes up to it."""
    key = tuple(s.text for s in specs[: j + 1])
    vals = se.columns.get(key)
    if vals is None:
        if specs[j].is_group:
            st = se.evaluation.standings(list(head) + specs[: j + 1])
            col = st.columns[-1]
        else:
            col = se.evaluation.column(specs[j])
        vals = [_out(col.exact(i)) for i in range(n)]
        se.columns[key] = vals
    return vals


RATING_CODES = frozenset({"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG"})


def rating_problem(se: SheetEvaluation, spec: TieBreakSpec) -> TiebreakError | None:
    """Why a rating tie-break (C.07 (2026) art. 10) would be empty for everybody, or ``None``:
    no ratings at all (``tb_needs_ratings``), or unrated players and no rating announced for
    them (``tb_unrated_players``, art. 10 preamble: the tie-break is dropped unless the
    handling of unrated players was announced: the ``unrated`` / ``sin_elo`` setting;
    ``tb_unrated_players_key`` naming that setting's row as typed when the settings range has
    one, as a template's has)."""
    if spec.code not in RATING_CODES or spec.unrated is not None or se.settings.unrated is not None:
        return None
    parts = se.tournament.participants
    unrated = [x for x in parts if not x.rating]
    if not unrated:
        return None
    if len(unrated) == len(parts):
        return TiebreakError("tb_needs_ratings", text=spec.text)
    shown = ", ".join(x.label() for x in unrated[:5]) + (", ..." if len(unrated) > 5 else "")
    key = se.settings.extra.get("keys", {}).get("unrated")
    if key:  # the settings range has the row: the message names it as typed ('Sin Elo')
        return TiebreakError("tb_unrated_players_key", text=spec.text, count=len(unrated), players=shown, key=key)
    return TiebreakError("tb_unrated_players", text=spec.text, count=len(unrated), players=shown)


def tiebreak_values(
    results: Any, codes: Any, *, settings: Settings, ratings: Any = None, player: Any = None,
    names: Any = None, lang: str = "en",
) -> list[list[Any]]:
    """Values of one or more tie-breaks: one row per row of the results range (blank rows
    give empty cells), one column per code; or one row for ``player``.

    ``codes`` is a code (``"BH/C1"``), a list/range of codes, or a text list
    (``"BH/C1 BH SB"``). A rating tie-break that unrated players leave undefined
    (:func:`rating_problem`) is an error when it is the only column; among several columns,
    that column's first cell says why (in ``settings.lang`` or ``lang``) and the rest of it is
    empty.

    Raises:
        TiebreakError: from the readers (bad results), unknown codes, ``tb_needs_rounds``
            (a crosstable has no round order), ``tb_needs_ratings``, ``tb_unrated_players``,
            ``tb_needs_list`` (DE first), ``player_not_found``.
    """
    se = evaluate(results, settings, ratings, names)
    specs, slots = _slots(codes)
    problems: dict[int, TiebreakError] = {}
    for j, s in enumerate(specs):
        if s.is_group and j == 0:
            raise TiebreakError("tb_needs_list", text=s.text)
        e = rating_problem(se, s)
        if e is not None:
            if len(specs) == 1:
                raise e
            problems[j] = e
    cols = [None if j in problems else _column(se, specs, j) for j in range(len(specs))]
    out = answer_rows(se.index(), se.row_players, cols, slots, player)
    if problems and out:
        speak = settings.lang or lang
        for j, e in problems.items():
            out[0][slots.index(j)] = e.message(speak)
    return out


def answer_rows(ix: dict, rows: list[int | None], cols: list[list[Any] | None], slots: list[int | None],
                who: Any = None) -> list[list[Any]]:
    """The answer of a values function: one row per row of the range (``rows``: start number
    per row; a blank row gives empty cells), or one row for ``who`` (:func:`row_of`); per
    row the values of ``cols`` (by entrant position, ``ix["pos"]``; ``None``: an empty column)
    in the order of ``slots`` (:func:`slots_of`)."""
    pos = ix["pos"]
    rows_idx = [row_of(ix, who)] if optional(who) is not None else range(len(rows))
    out = []
    for r in rows_idx:
        sn = rows[r]
        if sn is None:
            out.append([""] * len(slots))
        else:
            i = pos[sn]
            out.append(["" if k is None or cols[k] is None else cols[k][i] for k in slots])  # type: ignore[index]
    return out


_SLOTS: LruCache[tuple[list[TieBreakSpec], list[int | None]]] = LruCache(64)


def _slots(codes: Any) -> tuple[list[TieBreakSpec], list[int | None]]:
    """The tie-breaks of ``codes`` and, per output column, the index of its tie-break
    (``None``: an empty column). A codes range of several cells keeps its shape: a blank
    cell gives an empty column in its place, so the answer lines up with the range (and
    fills a fixed-size array formula whose order has unused slots). Parsed once per text."""
    key = content_key(codes)
    hit = _SLOTS.get(key)
    if hit is None:
        hit = _parse_slots(codes)
        _SLOTS.put(key, hit)
    return list(hit[0]), list(hit[1])


def _parse_slots(codes: Any) -> tuple[list[TieBreakSpec], list[int | None]]:
    return slots_of(codes, _cell_specs, parse_list, _cells_specs, _KNOWN)


_KNOWN = "BH BH/C1 SB ..."  # a few codes, for the message of a missing one


def _cell_specs(text: str) -> list[TieBreakSpec]:
    return [parse_spec(text)]  # one code a cell


def _cells_specs(texts: list[str]) -> list[TieBreakSpec]:
    return [parse_spec(t) for t in texts]


def _specs(codes: Any) -> list[TieBreakSpec]:
    return specs_of(codes, parse_list, _cells_specs, _KNOWN)


def slots_of(codes: Any, cell: Callable[[str], list], text: Callable[[str], list], cells: Callable[[list[str]], list],
             known: str) -> tuple[list, list[int | None]]:
    """The tie-breaks of ``codes`` and, per output column, the index of its tie-break (``None``:
    an empty column), individual or team (the parsers given). A codes range of several cells
    keeps its shape: a blank cell gives an empty column in its place, a cell of several codes
    (``cell``: its codes) one column each. Anything else: :func:`specs_of`, a column each."""
    if isinstance(codes, (list, tuple)):
        flat = [c for row in grid(codes) for c in row]
        if len(flat) > 1:
            specs: list = []
            slots: list[int | None] = []
            for c in flat:
                if is_empty(c):
                    slots.append(None)
                    continue
                got = cell(str(c))
                slots.append(len(specs))
                specs.extend(got[:1])
                for g in got[1:]:
                    slots.append(len(specs))
                    specs.append(g)
            return specs, slots
    specs = specs_of(codes, text, cells, known)
    return specs, list(range(len(specs)))


def specs_of(codes: Any, text: Callable[[str], list], cells: Callable[[list[str]], list], known: str) -> list:
    """The tie-breaks of a codes argument: a text list (``text`` parses it; so does a range of
    one filled cell), or a range of codes (``cells`` parses its filled cells).

    Raises:
        TiebreakError: ``tb_unknown`` (nothing given; ``known``: codes the message suggests),
            and the parsers' errors.
    """
    if isinstance(codes, (list, tuple)):
        flat = [c for row in grid(codes) for c in row if not is_empty(c)]
        if len(flat) == 1:
            return text(str(flat[0]))
        return cells([str(c) for c in flat])
    if is_empty(codes):
        raise TiebreakError("tb_unknown", text="", known=known)
    return text(str(codes))


def standings_table(
    results: Any, codes: Any = None, *, settings: Settings, ratings: Any = None, names: Any = None,
) -> list[list[Any]]:
    """The ranked table: a header row, then rank, start number, name, points and one column
    per tie-break, in standings order; shared places repeat the rank."""
    se = evaluate(results, settings, ratings, names)
    if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
        specs, slots = _slots(codes)
    elif is_empty(optional(codes)):
        specs, slots = None, None
    else:
        specs, slots = _slots(codes)
    from .validate import no_manual

    no_manual(specs or ())
    st = se.evaluation.standings(specs)
    if slots is None:
        slots = list(range(len(st.specs)))
    es = settings.lang == "es"
    head = (["Puesto", "Nº", "Nombre", "Puntos"] if es else ["Rank", "No.", "Name", "Points"]) + [
        "" if k is None else st.specs[k].text for k in slots]
    out = [head]
    parts = st.tournament.participants
    for i in st.order:
        vals = [_out(c.exact(i)) for c in st.columns]
        out.append([st.ranks[i], parts[i].start_no, parts[i].name, _out(st.points.exact(i))]
                   + ["" if k is None else vals[k] for k in slots])
    if len(out) > 1:  # a rating column unrated players leave empty says why in its first cell
        for j, spec in enumerate(st.specs):
            e = rating_problem(se, spec)
            if e is not None and j in slots:
                out[1][4 + slots.index(j)] = e.message(settings.lang or "en")
    return _pad_rows(out, 1 + len(se.row_players))


def _pad_rows(out: list[list[Any]], rows: int) -> list[list[Any]]:
    """Blank rows of the results range give empty rows at the end: a table as tall as the
    range (header + one row per row), so that it fills a fixed-size array formula."""
    width = len(out[0]) if out else 0
    return out + [[""] * width for _ in range(rows - len(out))]


# ---------------------------------------------------------------------------------------------
# category standings (prizes: under-12, veterans, rating bands)

_BAND_WORDS = re.compile(r"^(?:elo|rating|rtg|fide|ranking)\s*[:=]?\s*", re.IGNORECASE)
_BAND_CMP = re.compile(r"^(<=|>=|<|>|≤|≥)\s*(\d+)$")
_BAND_RANGE = re.compile(r"^(\d+)\s*[-–]\s*(\d+)$")
_BAND_UNDER = re.compile(r"^(?:sub|u|under|menos\s+de|hasta)\s*[-–]?\s*(\d+)$", re.IGNORECASE)
_BAND_OVER = re.compile(r"^(\d+)\s*\+$")


def rating_band(text: Any) -> tuple[int | None, int | None] | None:
    """A rating band as organisers write it, as ``(lowest, highest)`` (inclusive, ``None``:
    open): ``<1800``, ``<=1799``, ``>=2000``, ``1600-1799``, ``2000+``, ``Sub-1800`` /
    ``U1800`` (below 1800), optionally after ``Elo`` / ``Rating``. Numbers below 100 are not
    ratings (``Sub-12`` is an age category): ``None``."""
    if is_empty(text) or not isinstance(text, str):
        return None
    t = _BAND_WORDS.sub("", text.strip()).strip()
    lo: int | None = None
    hi: int | None = None
    m = _BAND_CMP.match(t)
    if m:
        op, n = m.group(1), int(m.group(2))
        if op == "<":
            hi = n - 1
        elif op in ("<=", "≤"):
            hi = n
        elif op == ">":
            lo = n + 1
        else:
            lo = n
        nums = [n]
    elif _BAND_RANGE.match(t):
        m = _BAND_RANGE.match(t)
        lo, hi = sorted((int(m.group(1)), int(m.group(2))))
        nums = [lo, hi]
    elif _BAND_UNDER.match(t):
        n = int(_BAND_UNDER.match(t).group(1))
        hi = n - 1
        nums = [n]
    elif _BAND_OVER.match(t):
        lo = int(_BAND_OVER.match(t).group(1))
        nums = [lo]
    else:
        return None
    if any(n < 100 for n in nums):
        return None
    return lo, hi


def _category_key(text: Any) -> str:
    import unicodedata

    t = unicodedata.normalize("NFKD", str(text))
    t = "".join(c for c in t if not unicodedata.combining(c))
    return re.sub(r"[\s_\-.]", "", t.casefold())


def category_table(
    results: Any, category: Any, categories: Any = None, codes: Any = None, *, settings: Settings,
    ratings: Any = None, names: Any = None,
) -> list[list[Any]]:
    """The players of one category in the order of the whole event's standings: a header,
    then category place (shared places as in the standings), overall rank, start number,
    name, rating and points; as tall as :func:`standings_table` (empty rows at the end).

    ``category`` is matched against ``categories`` (one cell per row of the results range;
    a cell may list several: ``Sub-12, Fem``), ignoring case, accents, spaces and hyphens;
    or it is a rating band (:func:`rating_band`: ``Sub-1800``, ``1600-1799``...) matched
    against the ratings (unrated players count as the ``unrated`` setting, else 0). A blank
    category keeps everybody.
    """
    se = evaluate(results, settings, ratings, names)
    if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
        specs: list[TieBreakSpec] | None = _slots(codes)[0]
    elif is_empty(optional(codes)):
        specs = None
    else:
        specs = _specs(codes)
    from .validate import no_manual

    no_manual(specs or ())
    st = se.evaluation.standings(specs)
    cat = optional(category)
    band = rating_band(cat) if isinstance(cat, str) else None
    cats = column(categories)
    by_row: dict[int, Any] = {}
    for r, sn in enumerate(se.row_players):
        if sn is not None and cats is not None and r < len(cats):
            by_row[sn] = cats[r]
    parts = st.tournament.participants
    unrated = settings.unrated or 0

    def member(i: int) -> bool:
        if cat is None:
            return True
        if band is not None:
            rt = parts[i].rating or unrated
            lo, hi = band
            return (lo is None or rt >= lo) and (hi is None or rt <= hi)
        cell = by_row.get(parts[i].start_no)
        if is_empty(cell):
            return False
        if isinstance(cell, float) and cell.is_integer():
            cell = int(cell)
        keys = {_category_key(x) for x in re.split(r"[,;/|]", str(cell)) if x.strip()}
        return _category_key(cat) in keys

    es = settings.lang == "es"
    out: list[list[Any]] = [["Puesto", "Gral.", "Nº", "Nombre", "Elo", "Puntos"] if es else
                            ["Place", "Overall", "No.", "Name", "Rating", "Points"]]
    members = [i for i in st.order if member(i)]
    for i in members:
        place = 1 + sum(1 for j in members if st.ranks[j] < st.ranks[i])
        out.append([place, st.ranks[i], parts[i].start_no, parts[i].name, parts[i].rating or "",
                    _out(st.points.exact(i))])
    return _pad_rows(out, 1 + len(se.row_players))
