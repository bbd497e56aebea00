"""What the Excel functions do, without Excel: argument clean-up, reading the results range,
computing, shaping the answer, caching. :mod:`xl_tiebreaks.udfs` only registers these.

Values arrive as Excel hands them (xlwings): a 2-D list for a range, a scalar for one
cell, ``None`` or ``""`` for empty cells and omitted arguments, ``int``/``float`` for numbers
(``bool`` is not a number), ``datetime`` for date cells (classic) or a serial number
(Office.js). Answers are 2-D lists: one row per row of the results range (a column that
spills), or one value when a ``player`` is given. Undefined values are empty cells (``""``).
"""

from __future__ import annotations

import dataclasses
import threading
from collections import OrderedDict
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Sequence

from .errors import TiebreakError
from .model import Tournament
from .settings import Settings, parse_settings
from .spec import TieBreakSpec, parse_list, parse_spec
from .standings import Evaluation

# ---------------------------------------------------------------------------------------------
# argument clean-up


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
    v = optional(v)
    if v is None:
        return None
    if isinstance(v, bool):
        raise TiebreakError("arg_not_whole", what=what, value=v)
    try:
        f = Fraction(str(v).strip().replace(",", ".")) if isinstance(v, str) else Fraction(v)
    except (ValueError, ZeroDivisionError, TypeError):
        raise TiebreakError("arg_not_whole", what=what, value=v) from None
    if f.denominator != 1 or f < 0:
        raise TiebreakError("arg_not_whole", what=what, value=v)
    return int(f)


def _freeze(v: Any) -> Any:
    if isinstance(v, (list, tuple)):
        return tuple(_freeze(x) for x in v)
    if isinstance(v, float) and v.is_integer():
        return int(v)  # classic Excel sends 1.0 where Office.js sends 1
    return v


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


_CACHE: OrderedDict[tuple, SheetEvaluation] = OrderedDict()
_CACHE_SIZE = 32
_LOCK = threading.Lock()


def clear_cache() -> None:
    with _LOCK:
        _CACHE.clear()


def event_settings(settings: Any, **given: Any) -> Settings:
    """The settings range (or text) with the values given as function arguments on top
    (``rules="FIDE2024"``, ``lang="es"``; omitted arguments change nothing)."""
    base = parse_settings(settings)
    given = {k: optional(v) for k, v in given.items()}
    given = {k: v for k, v in given.items() if v is not None}
    if not given:
        return base
    over = parse_settings(given)
    return dataclasses.replace(base, **{k: getattr(over, k) for k in given})


def evaluate(results: Any, settings: Settings, ratings: Any = None, names: Any = None) -> SheetEvaluation:
    """Read ``results`` (crosstable, Swiss grid or pairing list) with ``settings``; cached by
    the content of the arguments (at most 32 events kept; callers get new lists)."""
    cells = grid(results)
    rt = column(ratings)
    nm = column(names)
    key = (_freeze(cells), _freeze(rt), _freeze(nm), settings.cache_key())
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            _CACHE.move_to_end(key)
            return hit
    from .readers.ranges import read_results

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
    se = SheetEvaluation(read.tournament, read.row_players, read.round_order_known, settings, ev, list(read.notes))
    with _LOCK:
        _CACHE[key] = se
        while len(_CACHE) > _CACHE_SIZE:
            _CACHE.popitem(last=False)
    return se


# ---------------------------------------------------------------------------------------------
# answers

def _out(v: Fraction | int | None) -> Any:
    """A value for a cell: int when whole, float otherwise, "" when undefined."""
    if v is None:
        return ""
    if isinstance(v, int):
        return v
    f = Fraction(v)
    return int(f) if f.denominator == 1 else float(f)


def _player_row(se: SheetEvaluation, player: Any) -> int:
    """Row index (in the range) of ``player``: start number, name, or a 1-based row."""
    p = optional(player)
    parts = {x.start_no: x for x in se.tournament.participants}
    if isinstance(p, (int, float)) and not isinstance(p, bool):
        if float(p).is_integer() and int(p) in parts:
            sn = int(p)
        else:
            raise TiebreakError("player_not_found", player=p)
    else:
        text = str(p).strip().casefold()
        found = [x.start_no for x in se.tournament.participants if x.name.strip().casefold() == text]
        if not found and text.isdigit() and int(text) in parts:
            found = [int(text)]
        if len(found) != 1:
            raise TiebreakError("player_not_found", player=p)
        sn = found[0]
    for i, s in enumerate(se.row_players):
        if s == sn:
            return i
    raise TiebreakError("player_not_found", player=p)


def _column(se: SheetEvaluation, specs: list[TieBreakSpec], j: int):
    key = tuple(s.text for s in specs[: j + 1])
    col = se.columns.get(key)
    if col is None:
        if specs[j].is_group:
            st = se.evaluation.standings(specs[: j + 1])
            col = st.columns[-1]
        else:
            col = se.evaluation.column(specs[j])
        se.columns[key] = col
    return col


def tiebreak_values(
    results: Any, codes: Any, *, settings: Settings, ratings: Any = None, player: Any = None,
    names: Any = None,
) -> list[list[Any]]:
    """Values of one or more tie-breaks: one row per row of the results range (blank rows
    give empty cells), one column per code; or one row for ``player``.

    ``codes`` is a code (``"BH/C1"``), a list/range of codes, or a text list
    (``"BH/C1 BH SB"``).

    Raises:
        TiebreakError: from the readers (bad results), unknown codes, ``tb_needs_rounds``
            (a crosstable has no round order), ``tb_needs_ratings``, ``tb_needs_list`` (DE
            first), ``player_not_found``.
    """
    se = evaluate(results, settings, ratings, names)
    specs = _specs(codes)
    for j, s in enumerate(specs):
        if s.is_group and j == 0:
            raise TiebreakError("tb_needs_list", text=s.text)
        if s.code in ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG") and column(ratings) is None and not \
                any(p.rating for p in se.tournament.participants):
            raise TiebreakError("tb_needs_ratings", text=s.text)
    cols = [_column(se, specs, j) for j in range(len(specs))]
    pos = {p.start_no: i for i, p in enumerate(se.tournament.participants)}
    rows_idx = [_player_row(se, player)] if optional(player) is not None else range(len(se.row_players))
    out = []
    for r in rows_idx:
        sn = se.row_players[r]
        if sn is None:
            out.append([""] * len(cols))
        else:
            out.append([_out(c.exact(pos[sn])) for c in cols])
    return out


def _specs(codes: Any) -> list[TieBreakSpec]:
    if isinstance(codes, (list, tuple)):
        flat = [c for row in grid(codes) for c in row if not is_empty(c)]
        if len(flat) == 1:
            return parse_list(str(flat[0]))
        return [parse_spec(str(c)) for c in flat]
    if is_empty(codes):
        raise TiebreakError("tb_unknown", text="", known="BH BH/C1 SB ...")
    return parse_list(str(codes))


def standings_table(
    results: Any, codes: Any = None, *, settings: Settings, ratings: Any = None, names: Any = None,
) -> list[list[Any]]:
    """The ranked table: a header row, then rank, start number, name, points and one column
    per tie-break, in standings order; shared places repeat the rank."""
    se = evaluate(results, settings, ratings, names)
    specs = _specs(codes) if not is_empty(optional(codes)) else None
    st = se.evaluation.standings(specs)
    es = settings.lang == "es"
    head = (["Puesto", "Nº", "Nombre", "Puntos"] if es else ["Rank", "No.", "Name", "Points"]) + [
        s.text for s in st.specs]
    out = [head]
    parts = st.tournament.participants
    for i in st.order:
        out.append([st.ranks[i], parts[i].start_no, parts[i].name, _out(st.points.exact(i))]
                   + [_out(c.exact(i)) for c in st.columns])
    return out
