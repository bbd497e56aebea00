"""The sheet layer: what the spreadsheet functions do, without a spreadsheet: reading the
results range, computing, shaping the answer, caching by content. One layer for every host:
xlwings classic and Lite (:mod:`xl_tiebreaks.udfs`), LibreOffice (:mod:`xl_tiebreaks.libreoffice`)
and the command line's workbooks (:mod:`xl_tiebreaks.workbook`, :mod:`xl_tiebreaks.export`).

Arguments are first made plain values (:mod:`xl_tiebreaks.sheet_args`). Answers are 2-D
lists: one row per row of the results range (a column that spills), or one value when a
``player`` is given. Undefined values are empty cells (``""``). The team functions
(:mod:`xl_tiebreaks.teams.sheet`) read their ranges with their own readers and answer with
the helpers here (:func:`entrant_index`, :func:`row_of`, :func:`column_values`,
:func:`answer_rows`, :func:`slots_of`); the category prize lists are in
:mod:`xl_tiebreaks.categories`.
"""

from __future__ import annotations

import dataclasses
import marshal
from dataclasses import dataclass, field
from itertools import chain
from fractions import Fraction
from typing import Any, Callable

from .errors import TiebreakError
from .model import Tournament
from .settings import SHORT_MESSAGES, Settings, located, parse_settings
from .sheet_args import column, grid, host_range, is_empty, optional
from .spec import TieBreakSpec, parse_list, parse_spec
from .standings import Evaluation
from .util import LruCache, gc_paused

# ---------------------------------------------------------------------------------------------
# cache keys: a range's content

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
    #: the range's header rows: an answer gives them the column's title (issue 23 item 5)
    header_rows: tuple[int, ...] = ()
    #: the rank column (1-based) that numbers the players of a range without start numbers
    #: (:attr:`xl_tiebreaks.readers.ranges.ReadResults.numbered_by_rank`), else ``None``
    numbered_by_rank: int | None = None

    def index(self) -> dict:
        """Lookups built once per event: ``pos`` (start number -> participant position),
        ``row`` (start number -> row of the range), ``name`` (case-folded name -> start
        numbers)."""
        if self._index is None:
            self._index = entrant_index(self.tournament.participants, self.row_players)
            self._index["by_rank"] = self.numbered_by_rank
        return self._index


def entrant_index(entrants: Any, rows: list[int | None]) -> dict:
    """Lookups of a range's entrants (players, or teams: anything with ``start_no`` and
    ``name``), built once per event: ``pos`` (start number -> position among ``entrants``),
    ``row`` (start number -> its first row of the range; ``rows``: start number per row,
    ``None`` for a blank row), ``name`` (:class:`xl_tiebreaks.names.NameIndex`: a start number
    or a name as typed -> start number)."""
    from .names import NameIndex

    return {
        "pos": {x.start_no: i for i, x in enumerate(entrants)},
        "row": {sn: r for r, sn in reversed(list(enumerate(rows))) if sn is not None},
        "name": NameIndex(entrants),
    }


_CACHE: LruCache[SheetEvaluation] = LruCache(32)
#: settings as parsed, by the content of the argument (a sheet repeats the same one in every cell)
_SETTINGS: LruCache[Settings] = LruCache(64)


#: whole answers of a host's calls, keyed by the function and the exact bytes of its arguments
#: (LibreOffice: :func:`xl_tiebreaks.libreoffice.calc_args.call`; a sheet asks the same call many
#: times a recalculation, and its answer depends on nothing else)
CALL_ANSWERS: LruCache[Any] = LruCache(16)


def clear_cache() -> None:
    global _LAST
    _CACHE.clear()
    _SETTINGS.clear()
    CALL_ANSWERS.clear()
    _LAST = None


def event_settings(settings: Any, **given: Any) -> Settings:
    """The settings range (or text) with the values given as function arguments on top
    (``rules="FIDE2024"``, ``lang="es"``; omitted arguments change nothing); ``expelled``
    (start numbers, the command line's ``--expelled``) is added to the range's expelled
    players, as on a TRF it is added to the ``XXE`` record."""
    given = {k: optional(v) for k, v in given.items()}
    given = {k: v for k, v in given.items() if v is not None}
    from .settings import DATE_LANG

    key = (content_key(settings), tuple(sorted((k, type(v), v) for k, v in given.items())), DATE_LANG.get())
    hit = _SETTINGS.get(key)
    if hit is not None:
        return hit
    base = parse_settings(settings)
    if given:
        over = parse_settings(given)
        changed = {k: getattr(over, k) for k in given}
        if "expelled" in changed:  # (added to the range's expelled players, never in their place)
            changed["expelled"] = tuple(dict.fromkeys(base.expelled + over.expelled))
        base = dataclasses.replace(base, **changed)
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
        expelled=settings.expelled,
        ratings_by_round=settings.ratings == "by_round" if settings.ratings else None,
    )
    se = SheetEvaluation(read.tournament, read.row_players, read.round_order_known, settings, ev, list(read.notes),
                         round_cols=read.round_cols, header_rows=read.header_rows,
                         numbered_by_rank=read.numbered_by_rank)
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
    """Row index (in the range) of ``who``, a player or a team: a start number or a name, found
    by the product's one rule (:func:`xl_tiebreaks.names.match_player`: case, accents, spaces
    and word order ignored, a unique start of whole words accepted); ``ix``: the event's
    :func:`entrant_index`.

    A number is a start number, on every path (issue 34 item 6): in a range with a rank and a
    start-number column the reader numbers the players by the latter; in a range numbered only
    by ranks (``ix["by_rank"]``: its column) a number is refused, never read as a rank.

    Raises:
        TiebreakError: ``player_empty``, ``player_not_found``, ``player_not_found_like``,
            ``player_ambiguous`` (several entrants fit, or two share the name),
            ``player_number_by_rank``.
    """
    from .names import typed_number

    p = optional(who)
    if ix.get("by_rank") and typed_number(p) is not None:
        raise TiebreakError("player_number_by_rank", player=typed_number(p), col=ix["by_rank"])
    sn = ix["name"].find(p)
    if sn not in ix["row"]:
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


def said_in_column(message: str, settings: Settings, lang: str) -> str:
    """A message as a column of values shows it: whole, or, when the settings ask for short
    messages (``mensajes: cortos``, as the templates do) and the function answering may say
    it short (:data:`~xl_tiebreaks.settings.SHORT_MESSAGES`), a short pointer (``ver ↓`` /
    ``see ↓``) to the block of rules and warnings under the table, which says it whole: a long
    message in a narrow column printed as a clipped fragment (issue 23, item 11)."""
    if settings.messages == "short" and SHORT_MESSAGES.get():
        from .texts import text

        return text("w_see_below", lang)
    return message


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
    out = answer_rows(se.index(), se.row_players, cols, slots, player, titles=[s.text for s in specs],
                      header_rows=se.header_rows)
    if problems and out:
        speak = settings.lang or lang
        for j, e in problems.items():
            out[0][slots.index(j)] = said_in_column(located(e).message(speak), settings, speak)
    return out


def answer_rows(ix: dict, rows: list[int | None], cols: list[list[Any] | None], slots: list[int | None],
                who: Any = None, *, titles: list[str] | None = None, header_rows: tuple[int, ...] = ()
                ) -> list[list[Any]]:
    """The answer of a values function: one row per row of the range (``rows``: start number
    per row; a blank, title or note row gives empty cells, a header row of the range the
    columns' ``titles``, so that an answer entered on its range's first row shows each value
    beside its player; entered on another row it would shift, which classic xlwings aligns or
    refuses, :func:`xl_tiebreaks.sheet_args.placed_answer`, and the other hosts cannot see,
    issue 34 item 7), or one
    row for ``who`` (:func:`row_of`); per row the values of ``cols`` (by entrant position,
    ``ix["pos"]``; ``None``: an empty column) in the order of ``slots`` (:func:`slots_of`)."""
    pos = ix["pos"]
    rows_idx = [row_of(ix, who)] if optional(who) is not None else range(len(rows))
    heads = set(header_rows) if titles is not None else set()
    out = []
    for r in rows_idx:
        sn = rows[r]
        if r in heads and optional(who) is None:
            out.append(["" if k is None else titles[k] for k in slots])  # type: ignore[index]
        elif sn is None:
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
    if se.numbered_by_rank:  # a range without start numbers: its number column is the rank it gives
        from .texts import text

        head[1] = text("w_no_range_rank", "es" if es else "en")
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
                out[1][4 + slots.index(j)] = said_in_column(located(e).message(settings.lang or "en"), settings,
                                                            settings.lang or "en")
    return _pad_rows(out, 1 + len(se.row_players))


def _pad_rows(out: list[list[Any]], rows: int) -> list[list[Any]]:
    """Blank rows of the results range give empty rows at the end: a table as tall as the
    range (header + one row per row), so that it fills a fixed-size array formula."""
    width = len(out[0]) if out else 0
    return out + [[""] * width for _ in range(rows - len(out))]
