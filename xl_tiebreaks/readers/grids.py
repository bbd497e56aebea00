"""Readers for cell ranges: crosstables, Swiss round grids and pairing lists.

A *cell range* is what Excel (through xlwings) hands over: a list of rows, each a list of
cell values, ``str``, ``float``, ``int``, ``None`` for an empty cell, ``bool`` and
``datetime`` for a cell Excel turned into a date. A single-row range given as a flat
list is read as one row. Nothing here needs Excel: the readers are pure Python.

Three readers, each returning a :class:`GridTournament`:

* :func:`read_crosstable`: the round-robin table, one row and one column per player
  (``X`` on the diagonal), single or double round robin. A crosstable does not say in
  which round each game was played: the rounds are numbered by the Berger tables
  (circle method), the colours are unknown, and ``round_order_known`` is ``False`` so
  that tie-breaks needing the order of the rounds (progressive score, Fore Buchholz,
  colours...) can refuse. Give ``rounds`` to say when each game was played.
* :func:`read_swiss_grid`: one row per player, per round either three cells (opponent,
  colour, result) or one cell (``12w1``, ``5b½``, ``C Negras 1``, ``BYE``, ``H``...).
* :func:`read_pairing_list`: one row per board: round, board, White, Black, result.

Common rules:

* trailing blank rows and columns are ignored (templates and whole-column references
  carry them); the inputs are never modified;
* every error is a :class:`GridError` (a :class:`~xl_tiebreaks.errors.TiebreakError`)
  with a specific code, located in the organiser's words (``row 7 (Ana), round 3``), in
  English and Spanish (:meth:`GridError.message` with ``"es"`` also translates the
  location: ``fila 7 (Ana), ronda 3``);
* a result that Excel turned into a date (``1/2`` typed in a General cell becomes 2 January)
  is reported as such, with the fix: format the cells as Text, or type ½ or 0.5. A number
  in a cell formatted as a date is reported the same way when ``formats`` says so.
"""

from __future__ import annotations

import datetime as _dt
import functools
import math
import re
from dataclasses import dataclass, field
from decimal import Decimal
from fractions import Fraction
from numbers import Real
from typing import Any, Callable, Sequence, TypeVar

from ..errors import TiebreakError
from ..model import (
    BLACK,
    NOT_PLAYED,
    WHITE,
    Participant,
    PairingSystem,
    Result,
    RoundKind,
    RoundRecord,
    ScoreSystem,
    Tournament,
)

__all__ = [
    "GridTournament",
    "GridError",
    "read_crosstable",
    "read_swiss_grid",
    "read_pairing_list",
]


# =====================================================================================
# result object and errors
# =====================================================================================


@dataclass(frozen=True)
class GridTournament:
    """What a grid reader returns.

    Attributes:
        tournament: the :class:`~xl_tiebreaks.model.Tournament`.
        round_order_known: ``False`` for a crosstable read without ``rounds``: the rounds
            were numbered by the Berger tables, so tie-breaks that depend on the order of
            the rounds (or on colours) would give invented values and should refuse
            (message code ``tb_needs_rounds``).
        source: ``"crosstable"``, ``"swiss grid"`` or ``"pairing list"`` (with the
            layout, e.g. ``"swiss grid (combined cells)"``).
        notes: what the reader noticed and the organiser should know (English).
    """

    tournament: Tournament
    round_order_known: bool
    source: str
    notes: list[str] = field(default_factory=list)


class GridError(TiebreakError):
    """A :class:`TiebreakError` raised by the grid readers; its location exists in English
    (``location``: ``row 7 (Ana), round 3``) and Spanish (``location_es``: ``fila 7 (Ana),
    ronda 3``), and ``message("es")`` uses the Spanish one."""


@dataclass(frozen=True)
class _Where:
    """A place in the organiser's words, in English and Spanish."""

    en: str
    es: str

    def __add__(self, other: _Where) -> _Where:
        return _Where(f"{self.en}, {other.en}", f"{self.es}, {other.es}")


def _fail(code: str, where: _Where | None = None, **params: Any) -> GridError:
    if where is None:
        return GridError(code, **params)
    return GridError(code, where.en, location_es=where.es, **params)


def _row_where(row: int, name: str = "") -> _Where:
    if name:
        return _Where(f"row {row} ({name})", f"fila {row} ({name})")
    return _Where(f"row {row}", f"fila {row}")


def _round_where(rnd: int) -> _Where:
    return _Where(f"round {rnd}", f"ronda {rnd}")


def _col_where(col: int, name: str = "") -> _Where:
    if name:
        return _Where(f"column {col} ({name})", f"columna {col} ({name})")
    return _Where(f"column {col}", f"columna {col}")


_F = TypeVar("_F", bound=Callable[..., Any])


def _guard(fn: _F) -> _F:
    """Let only :class:`TiebreakError` out: anything else is reported as unreadable input."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except TiebreakError:
            raise
        except RecursionError:  # pragma: no cover - pathological input
            raise _fail("grid_unreadable", detail="nested too deeply") from None
        except Exception as e:  # noqa: BLE001 - the contract: only TiebreakError leaves
            raise _fail("grid_unreadable", detail=f"{type(e).__name__}: {e}") from None

    return wrapper  # type: ignore[return-value]


# =====================================================================================
# cells
# =====================================================================================

_EXCEL_ERRORS = {"#n/a", "#value!", "#ref!", "#div/0!", "#num!", "#name?", "#null!", "#spill!", "#calc!",
                 "#getting_data", "#field!", "#blocked!", "#connect!", "#busy!", "#unknown!"}
_DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‒": "-", "―": "-", "‐": "-", "‑": "-"})
_EXCEL_EPOCH = _dt.date(1899, 12, 30)
#: largest round number and start number accepted (TRF's start numbers have 4 digits)
MAX_ROUND = 999
MAX_START_NO = 9999


def _is_blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


def _is_row(v: Any) -> bool:
    return isinstance(v, (list, tuple))


def _grid(cells: Any, what: str = "cells") -> list[list[Any]]:
    """A copy of ``cells`` as a rectangular list of rows, trailing blank rows and columns
    removed. A flat list is one row."""
    if isinstance(cells, (str, bytes)) or not isinstance(cells, (list, tuple)):
        raise _fail("grid_not_table", what=what, got=type(cells).__name__)
    if cells and not any(_is_row(r) for r in cells):
        rows = [list(cells)]
    else:
        rows = []
        for i, r in enumerate(cells, 1):
            if _is_row(r):
                rows.append(list(r))
            elif _is_blank(r):
                rows.append([])
            else:
                raise _fail("grid_mixed_rows", _row_where(i), what=what)
    for r in rows:
        for v in r:
            if _is_row(v):
                raise _fail("grid_not_table", what=what, got="a list inside a cell")
    while rows and all(_is_blank(v) for v in rows[-1]):
        rows.pop()
    width = 0
    for r in rows:
        for j in range(len(r) - 1, -1, -1):
            if not _is_blank(r[j]):
                width = max(width, j + 1)
                break
    return [r[:width] + [None] * (width - len(r[:width])) for r in rows]


def _flat_list(values: Any, what: str) -> list[Any] | None:
    """A per-player list (names, ratings, start numbers, totals) as a flat list without
    trailing blanks. A column range (``[[a], [b]]``) or a row range works too."""
    if values is None:
        return None
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        raise _fail("grid_bad_list", what=what, got=type(values).__name__)
    out: list[Any] = []
    rows = list(values)
    if len(rows) == 1 and _is_row(rows[0]):  # a row range [[a, b, c]]
        rows = list(rows[0])
    for v in rows:
        if _is_row(v):
            inner = [x for x in v if not _is_blank(x)]
            if len(inner) > 1:
                raise _fail("grid_bad_list", what=what, got="more than one value per player")
            v = inner[0] if inner else None
        out.append(v)
    while out and _is_blank(out[-1]):
        out.pop()
    return out


def _is_date_format(fmt: Any) -> bool:
    if fmt is True:
        return True
    if not isinstance(fmt, str):
        return False
    f = re.sub(r'"[^"]*"|\[[^\]]*\]|\\.', "", fmt).lower()
    if f in ("general", "@", ""):
        return False
    return bool(re.search(r"[dmy]", f))


def _fmt_at(formats: list[list[Any]] | None, i: int, j: int) -> Any:
    if formats is None:
        return None
    if i < len(formats) and j < len(formats[i]):
        return formats[i][j]
    return None


def _formats_grid(formats: Any) -> list[list[Any]] | None:
    if formats is None:
        return None
    if isinstance(formats, (str, bool)):  # one format for the whole range
        return None if not _is_date_format(formats) else [[True]]
    if not isinstance(formats, (list, tuple)):
        raise _fail("grid_not_table", what="formats", got=type(formats).__name__)
    if formats and not any(_is_row(r) for r in formats):
        return [list(formats)]
    return [list(r) if _is_row(r) else [r] for r in formats]


def _show_number(v: Fraction) -> str:
    """A number as it was typed (0.5000001, 6.0000001, 1e+308: never rounded, never 309
    digits), as every message shows values (:func:`xl_tiebreaks.validate.shown`)."""
    from ..validate import shown

    return shown(v)


def _serial_date(v: Fraction) -> str:
    try:
        return (_EXCEL_EPOCH + _dt.timedelta(days=int(v))).isoformat()
    except (OverflowError, ValueError):
        return "?"


def _scalar(v: Any, where: _Where, fmt: Any = None) -> None | str | Fraction:
    """A cell as ``None`` (blank), text (stripped, dashes unified) or an exact number."""
    if v is None:
        return None
    if isinstance(v, bool):
        raise _fail("grid_bool", where, value="TRUE" if v else "FALSE", value_es="VERDADERO" if v else "FALSO")
    if isinstance(v, (_dt.datetime, _dt.date)):
        shown = v.date().isoformat() if isinstance(v, _dt.datetime) else v.isoformat()
        raise _fail("grid_result_date", where, shown=shown)
    if isinstance(v, _dt.time):
        raise _fail("grid_result_date", where, shown=v.isoformat())
    if isinstance(v, (Real, Decimal)):
        if isinstance(v, float):
            if not math.isfinite(v):
                raise _fail("grid_bad_number", where, text=str(v))
            num = Fraction(repr(v))
        elif isinstance(v, Decimal):
            if not v.is_finite():
                raise _fail("grid_bad_number", where, text=str(v))
            num = Fraction(v)
        else:
            try:
                num = Fraction(v)  # type: ignore[arg-type]
            except (TypeError, ValueError):
                raise _fail("grid_bad_cell", where, got=type(v).__name__) from None
        if _is_date_format(fmt):
            raise _fail("grid_result_date_number", where, value=_show_number(num), shown=_serial_date(num))
        return num
    if isinstance(v, str):
        t = v.strip().translate(_DASHES)
        if not t:
            return None
        if t.lower() in _EXCEL_ERRORS:
            raise _fail("grid_excel_error", where, text=t)
        return t
    raise _fail("grid_bad_cell", where, got=type(v).__name__)


def _as_text(v: None | str | Fraction) -> str:
    if v is None:
        return ""
    if isinstance(v, Fraction):
        return _show_number(v)
    return v


def _looks_like_serial(v: Fraction) -> bool:
    return v.denominator == 1 and 20000 <= v <= 80000


# =====================================================================================
# results
# =====================================================================================

# an outcome from one player's side: ("G", Result) game, ("+", None) forfeit win,
# ("-", None) forfeit loss, ("P", None) pending (paired, result not known)
Outcome = tuple[str, "Result | None"]
_WIN: Outcome = ("G", Result.WIN)
_DRAW: Outcome = ("G", Result.DRAW)
_LOSS: Outcome = ("G", Result.LOSS)
_FWIN: Outcome = ("+", None)
_FLOSS: Outcome = ("-", None)
_PEND: Outcome = ("P", None)

_NUM_RE = re.compile(r"^(?:\d+(?:[.,]\d+)?|[.,]\d+)$")
_DRAW_TOKENS = {"½", "=", "1/2", "0½"}
_FWIN_TOKENS = {"+", "1f", "1a", "+f", "1ff"}
_FLOSS_TOKENS = {"-", "0f", "0a", "-f", "0ff"}


def _num(text: str) -> Fraction:
    return Fraction(text.replace(",", "."))


def _number_result(v: Fraction, ss: ScoreSystem) -> Outcome | None:
    if v == ss.win:
        return _WIN
    if v == ss.draw:
        return _DRAW
    if v == ss.loss:
        return _LOSS
    return None


def _token_result(tok: str, ss: ScoreSystem) -> Outcome | None:
    """One result from the player's side, or ``None`` if ``tok`` is not one."""
    t = tok.strip().lower().replace(" ", "")
    if t in _DRAW_TOKENS:
        return _DRAW
    if t in _FWIN_TOKENS:
        return _FWIN
    if t in _FLOSS_TOKENS:
        return _FLOSS
    if _NUM_RE.match(t):
        return _number_result(_num(t), ss)
    return None


def _systems_values(ss: ScoreSystem) -> str:
    return f"{_show_number(ss.win)} / {_show_number(ss.draw)} / {_show_number(ss.loss)}"


def _bad_number(v: Fraction, where: _Where, ss: ScoreSystem) -> GridError:
    if _looks_like_serial(v):
        return _fail("grid_result_date_number", where, value=_show_number(v), shown=_serial_date(v))
    return _fail("grid_number_not_result", where, value=_show_number(v), values=_systems_values(ss))


_COMPLEMENTS: dict[Outcome, set[Outcome]] = {
    _WIN: {_LOSS},
    _LOSS: {_WIN},
    _DRAW: {_DRAW},
    _FWIN: {_FLOSS},
    _FLOSS: {_FWIN, _FLOSS},
    _PEND: {_PEND},
}


def _agree(a: Outcome, b: Outcome) -> bool:
    return b in _COMPLEMENTS[a]


def _record(o: Outcome, opp: int, colour: str | None) -> RoundRecord:
    tag, res = o
    if tag == "G":
        return RoundRecord(RoundKind.GAME, opp, colour, res)
    if tag == "+":
        return RoundRecord(RoundKind.FORFEIT_WIN, opp, colour)
    if tag == "-":
        return RoundRecord(RoundKind.FORFEIT_LOSS, opp, colour)
    return RoundRecord(RoundKind.PENDING, opp, colour)


# =====================================================================================
# players: names, ratings, start numbers, totals
# =====================================================================================


def _name_text(v: Any, where: _Where) -> str:
    s = _scalar(v, where)
    return _as_text(s)


class _Players:
    """Start numbers, names and labels of the rows."""

    def __init__(self, n: int, names: list[Any] | None, start_numbers: list[Any] | None,
                 ratings: list[Any] | None, totals: list[Any] | None) -> None:
        self.n = n
        self.names_are_rows = True  # the names list's entries are the range's rows (not in a pairing list)
        self.names: list[str] = [""] * n
        if names is not None:
            for i, v in enumerate(names):
                self.names[i] = _name_text(v, _Where(f"names, entry {i + 1}", f"nombres, entrada {i + 1}"))
        self.sn: list[int] = list(range(1, n + 1))
        if start_numbers is not None:
            seen: dict[int, int] = {}
            for i in range(n):
                w = _Where(f"start numbers, entry {i + 1}", f"números iniciales, entrada {i + 1}")
                v = start_numbers[i] if i < len(start_numbers) else None
                s = _scalar(v, w)
                if s is None:
                    raise _fail("grid_start_number_missing", w)
                num = s if isinstance(s, Fraction) else (_num(s) if _NUM_RE.match(s) else None)
                if num is None or num.denominator != 1 or not 1 <= num <= MAX_START_NO:
                    raise _fail("grid_bad_start_number", w, text=_as_text(s))
                k = int(num)
                if k in seen:
                    raise _fail("grid_duplicate_start_number", w, start_no=k, other=seen[k] + 1)
                seen[k] = i
                self.sn[i] = k
        self.pos = {s: i for i, s in enumerate(self.sn)}
        self.ratings: list[int | None] = [None] * n
        if ratings is not None:
            for i, v in enumerate(ratings[:n]):
                w = _Where(f"ratings, entry {i + 1}", f"ratings, entrada {i + 1}")
                s = _scalar(v, w)
                if s is None:
                    continue
                from ..validate import rating  # the one rating check of every reader

                self.ratings[i] = rating(s if isinstance(s, str) else v, w.en, location_es=w.es)
        self.totals: list[Fraction | None] = [None] * n
        if totals is not None:
            for i, v in enumerate(totals[:n]):
                w = _Where(f"totals, entry {i + 1}", f"totales, entrada {i + 1}")
                s = _scalar(v, w)
                if s is None:
                    continue
                if isinstance(s, str):
                    t = s.replace("½", ".5").replace(" ", "")
                    if t.startswith("."):
                        t = "0" + t
                    if not _NUM_RE.match(t):
                        raise _fail("grid_bad_total", w, text=s)
                    s = _num(t)
                self.totals[i] = s
        # labels for opponents written by name
        self.by_label: dict[str, int] = {}
        self.dup_labels: dict[str, tuple[int, int]] = {}
        for i, nm in enumerate(self.names):
            key = nm.casefold()
            if not key:
                continue
            if key in self.by_label:
                self.dup_labels.setdefault(key, (self.by_label[key] + 1, i + 1))
            else:
                self.by_label[key] = i
        self.labels_longest_first = sorted(self.by_label, key=len, reverse=True)

    def where(self, i: int) -> _Where:
        return _row_where(i + 1, self.names[i])

    def label(self, i: int) -> str:
        """How a player is named inside a message: ``7 (Ana)`` or ``7``."""
        nm = self.names[i]
        return f"{self.sn[i]} ({nm})" if nm else str(self.sn[i])

    def by_name(self, text: str, where: _Where) -> int | None:
        key = text.strip().casefold()
        if key in self.dup_labels:
            a, b = self.dup_labels[key]
            if not self.names_are_rows:  # a pairing list: the names list's entries, not the range's rows
                raise _fail("grid_duplicate_name_entries", where, name=text.strip(), a=a, b=b)
            raise _fail("grid_duplicate_name", where, name=text.strip(), a=a, b=b)
        return self.by_label.get(key)

    def by_number(self, num: Fraction, text: str, where: _Where) -> int:
        if num.denominator != 1:
            raise _fail("grid_bad_opponent", where, text=text)
        k = int(num)
        if k not in self.pos:
            raise _fail("grid_opponent_missing", where, opponent=_show_number(num), first=min(self.sn),
                        last=max(self.sn))
        return self.pos[k]

    def participants(self) -> list[Participant]:
        return [
            Participant(start_no=self.sn[i], name=self.names[i], rating=self.ratings[i],
                        declared_points=self.totals[i])
            for i in range(self.n)
        ]

    def total_notes(self, t: Tournament) -> list[str]:
        out = []
        for i in range(self.n):
            d = self.totals[i]
            if d is None:
                continue
            got = t.points(self.sn[i])
            if got != d:
                out.append(f"{self.where(i).en}: the typed total {_show_number(d)} differs from the "
                           f"results ({_show_number(got)}); the results are used")
        return out


def _count_check(lst: list[Any] | None, rows: int, code: str) -> int:
    """Players: the rows of the table, or more when the list is longer (players whose rows
    are blank at the bottom of the range)."""
    if lst is None:
        return rows
    if len(lst) < rows:
        raise _fail(code, got=len(lst), rows=rows)
    return len(lst)


def _score_system(ss: Any) -> ScoreSystem:
    if ss is None:
        return ScoreSystem()
    if not isinstance(ss, ScoreSystem):
        raise _fail("grid_bad_option", option="score_system", value=type(ss).__name__,
                    valid="a ScoreSystem")
    return ss


# =====================================================================================
# crosstable
# =====================================================================================

_DIAGONAL_MARKS = {"x", "*", "-", "xx", "x x", "* *", "×", "#", "/", "\\", "--"}
_CROSS_MARKS = {"x", "*", "xx", "x x", "* *", "×", "#"}


def _berger_rounds(n: int) -> list[list[tuple[int, int]]]:
    """Round-robin rounds by the circle method: per round the pairs (0-based positions)."""
    players: list[int | None] = list(range(n)) + ([None] if n % 2 else [])
    m = len(players)
    out = []
    for _ in range(m - 1):
        pairs = []
        for j in range(m // 2):
            a, b = players[j], players[m - 1 - j]
            if a is not None and b is not None:
                pairs.append((min(a, b), max(a, b)))
        out.append(pairs)
        players = [players[0]] + [players[-1]] + players[1:-1]
    return out


def _ct_cell(v: Any, where: _Where, ss: ScoreSystem, fmt: Any, diagonal: bool) -> list[Outcome] | None:
    """Results in one crosstable cell (0, 1 or 2 of them); ``None`` for a diagonal mark."""
    s = _scalar(v, where, fmt)
    if s is None:
        return None if diagonal else []
    if isinstance(s, Fraction):
        if diagonal:
            raise _fail("ct_diagonal", where, text=_show_number(s))
        o = _number_result(s, ss)
        if o is None:
            raise _bad_number(s, where, ss)
        return [o]
    low = s.lower()
    if diagonal:
        if low in _DIAGONAL_MARKS or low == "-":
            return None
        raise _fail("ct_diagonal", where, text=s)
    if low in _CROSS_MARKS:
        raise _fail("ct_mark_off_diagonal", where, text=s)
    # one forfeit written with both sides: "+/-", "+-", "+ / -" (but "+ -", with a space
    # and no slash, is two results: a double round robin's two forfeits)
    if re.fullmatch(r"\+\s*[/:]\s*-|\+-", low):
        return [_FWIN]
    if re.fullmatch(r"-\s*[/:]\s*\+|-\+", low):
        return [_FLOSS]
    if re.fullmatch(r"-\s*[/:]\s*-|--", low):
        return [_FLOSS]
    toks = low.split()
    if len(toks) > 2:
        raise _fail("ct_too_many_results", where, text=s)
    out = []
    for tok in toks:
        o = _token_result(tok, ss)
        if o is None:
            if _NUM_RE.match(tok):
                raise _bad_number(_num(tok), where, ss)
            if len(toks) == 1 and re.fullmatch(r"\d+(?:[.,]\d+)?\s*[-:]\s*\d+(?:[.,]\d+)?", low):
                raise _fail("ct_pair_result", where, text=s)
            if len(toks) == 1 and re.fullmatch(r"[01½=+\-]{2}", low):
                raise _fail("ct_two_results_no_space", where, text=s)
            raise _fail("ct_bad_result", where, text=s)
        out.append(o)
    return out


def _describe_ct(cell: Any) -> str:
    if _is_blank(cell):
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    return str(cell).strip()


@_guard
def read_crosstable(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    rounds: Sequence[Sequence[Any]] | None = None,
    double: bool | None = None,
    score_system: ScoreSystem | None = None,
    totals: Sequence[Any] | None = None,
    formats: Any = None,
) -> GridTournament:
    """Read a round-robin crosstable.

    Args:
        cells: the result cells only (no names, no totals): row *i* is player *i*, column
            *j* his result against player *j* (same order). The diagonal is ``X``, ``x``,
            ``*``, ``—``, ``-`` or blank. A double round robin is N × 2N (the first cycle's
            block, then the second's) or two results per cell separated by a space
            (``1 ½``); ``double=True`` says so when nothing of the second cycle is typed.
            Results: ``1``, ``0.5`` / ``0,5`` / ``½`` / ``=`` / ``1/2``, ``0``, numbers of
            the score system (``3``/``1``/``0``); forfeits ``+`` / ``-``, ``1F`` / ``0F``,
            ``+/-`` / ``-/+`` (the row player's side first), ``-`` against ``-`` for a
            double forfeit; blank: not played yet.
        names, ratings: one per row (a column range works too).
        rounds: when each game was played, which makes ``round_order_known`` true:
            either a grid shaped like ``cells`` holding round numbers (``"3 8"`` per cell
            for two cycles in one cell), or one row per player listing his opponents round
            by round (start numbers or names; blank, ``-`` or ``BYE`` for his rest round).
        double: ``True``/``False`` to say whether this is a double round robin; ``None``:
            from the shape of the range.
        score_system: points per result (default 1 / ½ / 0).
        totals: the totals typed on the sheet, one per player: kept as declared points; a
            total that disagrees with the results is reported in ``notes``.
        formats: the cells' number formats (same shape as ``cells``; ``True`` marks a date
            cell): a number in a date-formatted cell is reported as a date Excel made.

    Returns:
        A :class:`GridTournament` with pairing system round robin; every game exists once
        per cycle, in a round of the Berger tables (or of ``rounds``), colours unknown.

    Raises:
        GridError: shape (``ct_shape``), diagonal (``ct_diagonal``), unknown results
            (``ct_bad_result`` and others), the two cells of a game disagreeing
            (``ct_asymmetric``), dates (``grid_result_date``), bad ``rounds``.
    """
    ss = _score_system(score_system)
    if double not in (None, True, False):
        raise _fail("grid_bad_option", option="double", value=repr(double), valid="True, False or None")
    grid = _grid(cells)
    fmts = _formats_grid(formats)
    names_l = _flat_list(names, "names")
    ratings_l = _flat_list(ratings, "ratings")
    totals_l = _flat_list(totals, "totals")
    R = len(grid)
    C = len(grid[0]) if grid else 0
    if R == 0:
        raise _fail("grid_empty")
    # --- shape: number of players and layout --------------------------------------
    # two blocks: 2N columns (2N - 1 when the last one is blank); any width up to 2N
    # when the caller says it is a double round robin (blank columns at the right)
    if names_l is not None:
        n = len(names_l)
        if R > n:
            raise _fail("grid_names_count", got=n, rows=R)
    else:
        n = R
    if C <= n:
        layout = "single"
    elif n >= 2 and (2 * n - 1 <= C <= 2 * n or (double is True and C <= 2 * n)):
        layout = "blocks"
    else:
        raise _fail("ct_shape", rows=R, cols=C)
    if layout == "blocks" and double is False:
        raise _fail("ct_blocks_not_double", rows=n, cols=C)
    for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count")):
        if lst is not None and len(lst) > n and any(not _is_blank(x) for x in lst[n:]):
            raise _fail(code, got=len(lst), rows=n)
    if n < 2:
        raise _fail("ct_too_few_players", n=n)
    width = 2 * n if layout == "blocks" else n
    grid = [r + [None] * (width - len(r)) for r in grid] + [[None] * width for _ in range(n - R)]
    players = _Players(n, names_l, None, ratings_l, totals_l)

    def cell_where(i: int, j: int) -> _Where:
        return players.where(i) + _col_where(j + 1, players.names[j % n])

    # --- parse every cell -----------------------------------------------------------
    parsed: dict[tuple[int, int], list[Outcome]] = {}  # (i, j) -> results per cycle
    two_in_cell = False
    for i in range(n):
        for j in range(width):
            jj = j % n
            w = cell_where(i, j)
            res = _ct_cell(grid[i][j], w, ss, _fmt_at(fmts, i, j), diagonal=(jj == i))
            if jj == i:
                continue
            assert res is not None
            if len(res) == 2:
                if layout == "blocks":
                    raise _fail("ct_two_results_in_block", w, text=_describe_ct(grid[i][j]))
                if double is False:
                    raise _fail("ct_two_results_single", w, text=_describe_ct(grid[i][j]))
                two_in_cell = True
            if layout == "blocks":
                cyc = j // n
                parsed.setdefault((i, jj), [_PEND, _PEND])[cyc] = res[0] if res else _PEND
            else:
                parsed[(i, jj)] = list(res)
    if layout == "blocks":
        cycles = 2
    elif two_in_cell or double:
        cycles = 2
        layout = "pairs"
    else:
        cycles = 1
    for key, lst in parsed.items():
        while len(lst) < cycles:
            lst.append(_PEND)
    # --- symmetry ----------------------------------------------------------------------
    for i in range(n):
        for jj in range(i + 1, n):
            for c in range(cycles):
                mine, theirs = parsed[(i, jj)][c], parsed[(jj, i)][c]
                if _agree(mine, theirs):
                    continue
                ci, cj = (jj + c * n, i + c * n) if layout == "blocks" else (jj, i)
                w = cell_where(i, ci)
                other = cell_where(jj, cj)
                cyc_en = cyc_es = ""
                if layout == "pairs":
                    cyc_en = " (first game)" if c == 0 else " (second game)"
                    cyc_es = " (primera partida)" if c == 0 else " (segunda partida)"
                raise _fail(
                    "ct_asymmetric", w,
                    mine=_describe_ct(grid[i][ci]), theirs=_describe_ct(grid[jj][cj]),
                    other=other.en, other_es=other.es, cycle=cyc_en, cycle_es=cyc_es,
                )
    # --- rounds ----------------------------------------------------------------------------
    notes: list[str] = []
    if rounds is not None:
        schedule, n_rounds = _ct_rounds(rounds, players, cycles, parsed)
        order_known = True
    else:
        per_cycle = _berger_rounds(n)
        rc = len(per_cycle)
        schedule = {}
        for c in range(cycles):
            for r, pairs in enumerate(per_cycle):
                for a, b in pairs:
                    schedule[(a, b, c)] = c * rc + r
        n_rounds = rc * cycles
        order_known = False
        notes.append(
            f"crosstable: the order of the rounds is not known; the {n_rounds} rounds are numbered by "
            "the Berger tables and colours are unknown, so tie-breaks that depend on the order of the "
            "rounds or on colours cannot be computed from it"
        )
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in players.sn}
    pending = 0
    for (a, b, c), r in schedule.items():
        oa, ob = parsed[(a, b)][c], parsed[(b, a)][c]
        if oa == _PEND:
            pending += 1
        recs[players.sn[a]][r] = _record(oa, players.sn[b], None)
        recs[players.sn[b]][r] = _record(ob, players.sn[a], None)
    # a round of the schedule without a game for a player: his rest round (odd number of
    # players) or, with given rounds, a round he did not play
    for s in players.sn:
        lst = recs[s]
        for r in range(n_rounds):
            if lst[r].kind is RoundKind.NOT_PLAYED:
                lst[r] = RoundRecord(RoundKind.ABSENT)
    if pending:
        notes.append(f"crosstable: {pending} game{'s' if pending != 1 else ''} not played yet (blank cells)")
    what = {"single": "single round robin", "blocks": "double round robin, two blocks",
            "pairs": "double round robin, two results per cell"}[layout]
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=n_rounds,
        score_system=ss,
        pairing_system=PairingSystem.ROUND_ROBIN,
        pairing_source=f"crosstable ({what})",
        round_order_known=order_known,
    )
    notes.extend(players.total_notes(t))
    return GridTournament(t, order_known, f"crosstable ({what})", notes)


def _ct_rounds(
    rounds: Any, players: _Players, cycles: int, parsed: dict[tuple[int, int], list[Outcome]]
) -> tuple[dict[tuple[int, int, int], int], int]:
    """The schedule ``(a, b, cycle) -> round index`` from ``rounds`` (see read_crosstable)."""
    grid = _grid(rounds, "rounds")
    n = players.n
    if not grid:
        raise _fail("ct_rounds_empty")
    errors: list[GridError] = []
    results = []
    for attempt in (_ct_rounds_numbers, _ct_rounds_opponents):
        try:
            results.append(attempt(grid, players, cycles, parsed))
        except GridError as e:
            errors.append(e)
    if not results:
        # report the error of the reading that fits the shape best
        diag_blank = all(
            i >= len(grid) or i >= len(grid[i]) or _is_blank(grid[i][i])
            or str(grid[i][i]).strip().lower() in _DIAGONAL_MARKS
            for i in range(n)
        )
        raise errors[0] if diag_blank else errors[-1]
    if len(results) == 2 and results[0] != results[1]:
        raise _fail("ct_rounds_ambiguous")
    return results[0]


def _round_number(v: Any, where: _Where) -> list[int]:
    s = _scalar(v, where)
    if s is None:
        return []
    if isinstance(s, Fraction):
        toks = [_show_number(s)]
    else:
        toks = [re.sub(r"^(?:r|rd|round|ronda)\.?\s*", "", t, flags=re.I) for t in s.replace(",", " ").split()]
    out = []
    for t in toks:
        if not t.isdigit() or not 1 <= int(t) <= MAX_ROUND:
            raise _fail("ct_rounds_bad_number", where, text=_as_text(s))
        out.append(int(t))
    return out


def _ct_rounds_numbers(grid, players, cycles, parsed):
    n = players.n
    C = len(grid[0])
    blocks = C > n
    if len(grid) > n or C > 2 * n or (blocks and cycles != 2):
        raise _fail("ct_rounds_shape", rows=len(grid), cols=C, n=n)
    g = [r + [None] * ((2 * n if blocks else n) - len(r)) for r in grid] + [[None] * (2 * n if blocks else n)] * (n - len(grid))
    sched: dict[tuple[int, int, int], int] = {}
    where_of: dict[tuple[int, int, int], _Where] = {}
    for i in range(n):
        for j in range(len(g[i])):
            jj = j % n
            w = players.where(i) + _Where(f"rounds column {j + 1}", f"columna {j + 1} de las rondas")
            if jj == i:
                s = _scalar(g[i][j], w)
                if s is not None and not (isinstance(s, str) and s.lower() in _DIAGONAL_MARKS):
                    raise _fail("ct_rounds_diagonal", w, text=_as_text(s))
                continue
            nums = _round_number(g[i][j], w)
            if blocks:
                if len(nums) > 1:
                    raise _fail("ct_rounds_bad_number", w, text=_describe_ct(g[i][j]))
                cyc_nums = {j // n: nums[0]} if nums else {}
            else:
                if len(nums) > cycles:
                    raise _fail("ct_rounds_bad_number", w, text=_describe_ct(g[i][j]))
                cyc_nums = dict(enumerate(nums))
            for c, r in cyc_nums.items():
                key = (min(i, jj), max(i, jj), c)
                if key in sched and sched[key] != r - 1:
                    raise _fail("ct_rounds_asymmetric", w, a=sched[key] + 1, b=r, other=where_of[key].en,
                                other_es=where_of[key].es)
                sched[key] = r - 1
                where_of[key] = w
    return _ct_rounds_finish(sched, players, cycles, parsed)


def _ct_rounds_opponents(grid, players, cycles, parsed):
    n = players.n
    if len(grid) > n:
        raise _fail("ct_rounds_shape", rows=len(grid), cols=len(grid[0]), n=n)
    g = grid + [[None] * len(grid[0])] * (n - len(grid))
    opp_in: dict[tuple[int, int], int] = {}
    for i in range(n):
        for r, v in enumerate(g[i]):
            w = players.where(i) + _round_where(r + 1)
            s = _scalar(v, w)
            if s is None:
                continue
            if isinstance(s, str) and (s.lower() in _REST_WORDS or s.lower() in ("0", "-")):
                continue
            if isinstance(s, Fraction):
                if s == 0:
                    continue
                j = players.by_number(s, _show_number(s), w)
            else:
                j = players.by_name(s, w)
                if j is None:
                    if _NUM_RE.match(s):
                        j = players.by_number(_num(s), s, w)
                    else:
                        raise _fail("grid_unknown_name", w, text=s)
            if j == i:
                raise _fail("grid_self_paired", w)
            opp_in[(i, r)] = j
    sched: dict[tuple[int, int, int], int] = {}
    meetings: dict[tuple[int, int], int] = {}
    for (i, r), j in sorted(opp_in.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        w = players.where(i) + _round_where(r + 1)
        back = opp_in.get((j, r))
        if back != i:
            raise _fail("ct_rounds_opponent_mismatch", w, opponent=players.label(j))
        if i > j:
            continue
        c = meetings.get((i, j), 0)
        if c >= cycles:
            raise _fail("ct_rounds_met_again", w, opponent=players.label(j))
        meetings[(i, j)] = c + 1
        sched[(i, j, c)] = r
    return _ct_rounds_finish(sched, players, cycles, parsed)


def _ct_rounds_finish(sched, players, cycles, parsed):
    n = players.n
    busy: dict[tuple[int, int], tuple[int, int]] = {}
    for (a, b, c), r in sorted(sched.items()):
        for p, q in ((a, b), (b, a)):
            if (p, r) in busy and busy[(p, r)] != (a, b):
                other = busy[(p, r)]
                o = other[0] if other[1] == p else other[1]
                raise _fail("ct_rounds_clash", players.where(p) + _round_where(r + 1),
                            a=players.label(q), b=players.label(o))
            busy[(p, r)] = (a, b)
    # every game with a result needs its round; blank games without one stay unscheduled
    for a in range(n):
        for b in range(a + 1, n):
            for c in range(cycles):
                if (a, b, c) not in sched and parsed[(a, b)][c] != _PEND:
                    raise _fail("ct_rounds_missing", players.where(a), opponent=players.label(b),
                                cycle=" (second cycle)" if c else "", cycle_es=" (segunda vuelta)" if c else "")
    n_rounds = max(sched.values(), default=-1) + 1
    return sched, n_rounds


# =====================================================================================
# Swiss grid
# =====================================================================================

_WHITE_WORDS = {"w", "white", "blancas", "blanca", "blanco", "blancos", "bl", "○", "◯", "⚪", "☐"}
_BLACK_WORDS = {"n", "black", "negras", "negra", "negro", "negros", "bk", "●", "⚫", "■"}
_AMBIGUOUS_B = "b"
_EN_EVIDENCE = {"w", "white", "black", "bk"}
_ES_EVIDENCE = {"n", "blancas", "blanca", "blanco", "blancos", "bl", "negras", "negra", "negro", "negros"}
_COLOUR_ALTS = sorted(_WHITE_WORDS | _BLACK_WORDS | {_AMBIGUOUS_B}, key=len, reverse=True)
_COLOUR_RE = "|".join(re.escape(c) for c in _COLOUR_ALTS)
_REST_RE = re.compile(rf"^\s*(?:({_COLOUR_RE})(?![a-záéíóúñ])\s*)?(\S+)?\s*$", re.I)

# bye and absence words: kind (None: the value decides, a pairing-allocated bye by default)
_BYE_WORDS: dict[str, RoundKind | None] = {
    "bye": None, "libre": None, "exento": None, "exenta": None, "descanso": None, "descansa": None,
    "pab": RoundKind.PAB, "u": RoundKind.PAB,
    "h": RoundKind.HALF_BYE, "f": RoundKind.FULL_BYE, "z": RoundKind.ZERO_BYE,
    "np": RoundKind.ABSENT, "n/p": RoundKind.ABSENT, "n.p.": RoundKind.ABSENT,
    "ausente": RoundKind.ABSENT, "absent": RoundKind.ABSENT, "abs": RoundKind.ABSENT,
    "no presentado": RoundKind.ABSENT, "not paired": RoundKind.ABSENT,
    "retirado": RoundKind.WITHDRAWN, "retirada": RoundKind.WITHDRAWN, "ret": RoundKind.WITHDRAWN,
    "ret.": RoundKind.WITHDRAWN, "w/d": RoundKind.WITHDRAWN, "wd": RoundKind.WITHDRAWN,
    "withdrawn": RoundKind.WITHDRAWN, "abandono": RoundKind.WITHDRAWN, "abandonó": RoundKind.WITHDRAWN,
}
_REST_WORDS = {"bye", "libre", "exento", "exenta", "descanso", "descansa", "pab", "u", "np", "n/p", "n.p."}
_BYE_WITH_VALUE_RE = re.compile(r"^(bye|libre|exento|exenta|descanso|descansa|pab)\s*[:=]?\s*(\S+)$", re.I)


@dataclass
class _Entry:
    """One player's round as read from the sheet."""

    text: str  # as typed (for messages)
    kind: str = "blank"  # blank | game | bye
    opp: int | None = None  # opponent's row position
    colour: str | None = None  # colour token (lower case) as typed
    outcome: Outcome | None = None
    bye: RoundKind | None = None
    note: str | None = None


def _bye_from_value(v: Fraction, ss: ScoreSystem, where: _Where, text: str) -> RoundKind:
    pab = ss.win if ss.pab is None else ss.pab
    half = ss.draw if ss.half_bye is None else ss.half_bye
    full = ss.win if ss.full_bye is None else ss.full_bye
    if v == pab:
        return RoundKind.PAB
    if v == half:
        return RoundKind.HALF_BYE
    if v == ss.zero_bye:
        return RoundKind.ZERO_BYE
    if v == full:
        return RoundKind.FULL_BYE
    raise _fail("grid_bye_value", where, text=text, value=_show_number(v))


def _value_of(tok: str) -> Fraction | None:
    t = tok.strip().lower()
    if t in _DRAW_TOKENS:
        return Fraction(1, 2)
    if _NUM_RE.match(t):
        return _num(t)
    return None


def _bye_entry(text: str, low: str, ss: ScoreSystem, where: _Where) -> _Entry | None:
    """A bye, absence or withdrawal written as a word (``BYE``, ``LIBRE ½``, ``H``...)."""
    key = low.strip()
    if key in _BYE_WORDS:
        kind = _BYE_WORDS[key] or RoundKind.PAB
        note = None
        if key in ("descanso", "descansa"):
            note = (f"'{text}' was read as a pairing-allocated bye (worth {_show_number(ss.pab if ss.pab is not None else ss.win)}); "
                    "write H or Z for a requested bye")
        return _Entry(text, "bye", bye=kind, note=note)
    m = _BYE_WITH_VALUE_RE.match(key)
    if m:
        word, val = m.group(1).lower(), m.group(2)
        v = _value_of(val)
        if v is None:
            if val in ("+",):
                return _Entry(text, "bye", bye=RoundKind.PAB)
            if val in ("-",):
                return _Entry(text, "bye", bye=RoundKind.ZERO_BYE)
            raise _fail("grid_bye_value", where, text=text, value=val)
        kind = _BYE_WORDS.get(word)
        if kind is None:
            kind = _bye_from_value(v, ss, where, text)
        return _Entry(text, "bye", bye=kind)
    return None


def _resultless_entry(text: str, tok: str, ss: ScoreSystem, where: _Where) -> _Entry | None:
    """A result without an opponent (TRF's reading: ``+``/``1`` a pairing-allocated bye,
    ``½``/``=`` a half-point bye, ``-``/``0`` an absence)."""
    o = _token_result(tok, ss)
    if o is None:
        return None
    if o in (_FWIN, _WIN):
        return _Entry(text, "bye", bye=RoundKind.PAB,
                      note=f"'{text}' without an opponent was read as a pairing-allocated bye")
    if o == _DRAW:
        return _Entry(text, "bye", bye=RoundKind.HALF_BYE,
                      note=f"'{text}' without an opponent was read as a half-point bye")
    return _Entry(text, "bye", bye=RoundKind.ABSENT)


def _combined_entry(v: Any, where: _Where, players: _Players, ss: ScoreSystem, fmt: Any) -> _Entry:
    s = _scalar(v, where, fmt)
    if s is None:
        return _Entry("")
    if isinstance(s, Fraction):  # a bare number: the opponent, result not typed yet
        text = _show_number(s)
        if s == 0:
            return _Entry(text, "bye", bye=RoundKind.ABSENT)
        if s.denominator != 1:
            raise _fail("grid_bad_opponent", where, text=text)
        return _Entry(text, "game", opp=players.by_number(s, text, where), outcome=_PEND)
    text = s
    low = s.lower()
    # a name alone that is also a bye code ("F", "H" when players are called so)
    bye = _bye_entry(text, low, ss, where)
    name_hit = players.by_name(text, where) if players.by_label else None
    if bye is not None and name_hit is not None:
        raise _fail("sw_ambiguous_word", where, text=text)
    if bye is not None:
        return bye
    if name_hit is not None:
        return _Entry(text, "game", opp=name_hit, outcome=_PEND)
    # opponent by name (longest name first), then the colour and the result
    named: str | None = None
    for key in players.labels_longest_first:
        if low.startswith(key) and len(low) > len(key):
            rest = s[len(key):]
            if key[-1].isalnum() and rest[0].isalnum() and not _REST_RE.match(rest):
                continue
            named = named or s[: len(key)]
            e = _rest_entry(text, rest, where, ss)
            if e is not None:
                e.opp = players.by_name(s[: len(key)], where)
                return e
    m = re.match(r"^(\d+(?:[.,]\d+)?)(.*)$", s)
    if m:
        num = _num(m.group(1))
        if num.denominator != 1:
            raise _fail("grid_bad_opponent", where, text=m.group(1))
        if num == 0:  # "0000 - H", "0 H": TRF-like byes
            rest = m.group(2).strip().lstrip("-").strip()
            if not rest:
                return _Entry(text, "bye", bye=RoundKind.ABSENT)
            e = _bye_entry(text, rest.lower(), ss, where) or _resultless_entry(text, rest, ss, where)
            if e is None:
                raise _fail("sw_bad_cell", where, text=text)
            return e
        e = _rest_entry(text, m.group(2), where, ss)
        if e is None:
            raise _fail("sw_bad_cell", where, text=text)
        e.opp = players.by_number(num, m.group(1), where)
        return e
    e = _resultless_entry(text, low, ss, where)
    if e is not None:
        return e
    if named is not None:
        raise _fail("sw_bad_after_name", where, text=text, name=named)
    if players.by_label and re.match(r"^[^\d\s]", s):
        # starts like a name: say which name is unknown
        first = re.split(r"\s+", s)[0]
        raise _fail("sw_unknown_name_in_cell", where, text=text, name=first)
    raise _fail("sw_bad_cell", where, text=text)


def _rest_entry(text: str, rest: str, where: _Where, ss: ScoreSystem) -> _Entry | None:
    """Colour and result after the opponent; ``None`` if ``rest`` is not that."""
    m = _REST_RE.match(rest)
    if not m:
        return None
    colour = m.group(1).lower() if m.group(1) else None
    res = m.group(2)
    if res is None:
        return _Entry(text, "game", colour=colour, outcome=_PEND)
    o = _token_result(res, ss)
    if o is None:
        if _NUM_RE.match(res.strip()):
            raise _bad_number(_num(res.strip()), where, ss)
        if colour is None and not re.match(r"^[\d½=+\-.,]", res):
            word = re.match(r"^[^\d½=+\-.,\s]+", res)
            raise _fail("sw_bad_colour", where, text=word.group(0) if word else res)
        raise _fail("sw_bad_result", where, text=res)
    return _Entry(text, "game", colour=colour, outcome=o)


def _three_entry(opp_v: Any, col_v: Any, res_v: Any, wheres: tuple[_Where, _Where, _Where],
                 players: _Players, ss: ScoreSystem, fmts: tuple[Any, Any, Any]) -> _Entry:
    wo, wc, wr = wheres
    so = _scalar(opp_v, wo, fmts[0])
    sc = _scalar(col_v, wc)
    sr = _scalar(res_v, wr, fmts[2])
    text = " ".join(_as_text(x) for x in (so, sc, sr) if x is not None)
    colour: str | None = None
    if sc is not None:
        if isinstance(sc, Fraction):
            raise _fail("sw_bad_colour", wc, text=_show_number(sc))
        c = sc.lower()
        if c != "-":
            if c not in _WHITE_WORDS and c not in _BLACK_WORDS and c != _AMBIGUOUS_B:
                raise _fail("sw_bad_colour", wc, text=sc)
            colour = c
    # the result cell
    outcome: Outcome | None = None
    res_text = _as_text(sr)
    if isinstance(sr, Fraction):
        outcome = _number_result(sr, ss)
        if outcome is None:
            raise _bad_number(sr, wr, ss)
    elif sr is not None:
        outcome = _token_result(sr, ss)
    # the opponent cell
    opp: int | None = None
    if isinstance(so, Fraction):
        if so != 0:
            opp = players.by_number(so, _show_number(so), wo)
    elif so is not None and so.lower() not in ("-", "0000"):
        lo = so.lower()
        # the opponent column holds opponents: a name wins over a bye code ("F", "H")
        name_hit = players.by_name(so, wo) if players.by_label else None
        bye = _bye_entry(so, lo, ss, wo) if name_hit is None else None
        if name_hit is not None:
            opp = name_hit
        elif bye is not None:
            if sr is not None:
                val = sr if isinstance(sr, Fraction) else _value_of(sr)
                if val is None:
                    b2 = _bye_entry(sr, sr.lower(), ss, wr)
                    if b2 is None:
                        raise _fail("grid_bye_value", wr, text=text, value=res_text)
                    bye = b2
                elif _BYE_WORDS.get(lo, RoundKind.PAB) is None or lo in ("bye", "libre"):
                    bye.bye = _bye_from_value(val, ss, wr, text)
                else:
                    expected = ss.points(RoundRecord(bye.bye or RoundKind.PAB))
                    if val != expected:
                        raise _fail("grid_bye_value", wr, text=text, value=res_text)
            bye.text = text
            return bye
        elif _NUM_RE.match(so):
            opp = players.by_number(_num(so), so, wo)
        elif players.by_label:
            raise _fail("grid_unknown_name", wo, text=so)
        else:
            raise _fail("grid_bad_opponent", wo, text=so)
    if opp is None:
        if sr is None:
            if colour is not None:
                raise _fail("sw_colour_without_opponent", wc, text=_as_text(sc))
            return _Entry(text)
        if isinstance(sr, str):
            b = _bye_entry(sr, sr.lower(), ss, wr)
            if b is not None:
                b.text = text
                return b
        e = _resultless_entry(text, res_text, ss, wr)
        if e is None:
            raise _fail("sw_bad_result", wr, text=res_text)
        return e
    if sr is None:
        return _Entry(text, "game", opp=opp, colour=colour, outcome=_PEND)
    if outcome is None:
        assert isinstance(sr, str)
        if _bye_entry(sr, sr.lower(), ss, wr) is not None:
            raise _fail("sw_bye_with_opponent", wr, text=sr)
        raise _fail("sw_bad_result", wr, text=sr)
    return _Entry(text, "game", opp=opp, colour=colour, outcome=outcome)


def _looks_three(grid: list[list[Any]]) -> bool:
    """Do the columns look like (opponent, colour, result) triples?"""
    width = len(grid[0]) if grid else 0
    if width < 2:
        return False
    seen_colour = seen_opp = False
    for j in range(1, width, 3):
        for r in grid:
            v = r[j] if j < len(r) else None
            if _is_blank(v):
                continue
            if not isinstance(v, str):
                return False
            t = v.strip().translate(_DASHES).lower()
            if t in _WHITE_WORDS or t in _BLACK_WORDS or t == _AMBIGUOUS_B:
                seen_colour = True
            elif t != "-":
                return False
    for j in range(0, width, 3):
        for r in grid:
            v = r[j]
            if _is_blank(v):
                continue
            if (isinstance(v, (int, float)) and not isinstance(v, bool)) or (
                    isinstance(v, str) and v.strip().isdigit()):
                seen_opp = True
            elif isinstance(v, str) and re.search(r"\d\s*[a-zA-Z○●]+\s*\S", v.strip()):
                return False  # "12w1": a combined cell
    return seen_colour or seen_opp


def _colour_convention(
    entries: list[list[_Entry]], lang: str | None, players: _Players
) -> str | None:
    """``"en"`` (b = black) or ``"es"`` (b = blancas) for a bare ``b``; ``None`` if no
    bare ``b`` is written. Decided from the whole range: w / n and colour words, and the
    rule that the two players of a game have opposite colours."""
    toks = [e.colour for row in entries for e in row if e.colour]
    if _AMBIGUOUS_B not in toks:
        return None
    en = sorted({t for t in toks if t in _EN_EVIDENCE})
    es = sorted({t for t in toks if t in _ES_EVIDENCE})
    votes: dict[str, str] = {}
    if en and not es:
        votes["letters"] = "en"
    elif es and not en:
        votes["letters"] = "es"
    # symmetry: count games whose two sides would get the same colour
    clashes = {"en": 0, "es": 0}
    for r_i in range(len(entries[0]) if entries else 0):
        for i, row in enumerate(entries):
            e = row[r_i]
            if e.kind != "game" or e.opp is None or e.opp <= i or not e.colour:
                continue
            f = entries[e.opp][r_i]
            if f.kind != "game" or f.opp != i or not f.colour:
                continue
            if _AMBIGUOUS_B not in (e.colour, f.colour):
                continue
            for conv in ("en", "es"):
                if _resolve_colour(e.colour, conv) == _resolve_colour(f.colour, conv):
                    clashes[conv] += 1
    if clashes["en"] == 0 and clashes["es"] > 0:
        votes["pairs"] = "en"
    elif clashes["es"] == 0 and clashes["en"] > 0:
        votes["pairs"] = "es"
    if lang is not None:
        votes["lang"] = lang
    decided = set(votes.values())
    if len(decided) == 1:
        return decided.pop()
    evidence_en = ", ".join([f"'{t}'" for t in en] + [f"'{t}'" for t in es])
    if not decided:
        if en and es:
            raise _fail("sw_colour_conflict", letters=evidence_en)
        raise _fail("sw_colour_undecidable")
    raise _fail("sw_colour_conflict", letters=evidence_en or "-")


def _resolve_colour(tok: str | None, conv: str | None) -> str | None:
    if tok is None:
        return None
    if tok in _WHITE_WORDS:
        return WHITE
    if tok in _BLACK_WORDS:
        return BLACK
    if tok == _AMBIGUOUS_B:
        return BLACK if conv == "en" else WHITE if conv == "es" else None
    return None  # pragma: no cover - tokens are checked when read


def _describe_entry(e: _Entry) -> tuple[str, str]:
    if e.kind == "blank" or not e.text:
        return "nothing", "nada"
    return f"'{e.text}'", f"'{e.text}'"


@_guard
def read_swiss_grid(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    layout: str = "auto",
    lang: str | None = None,
    score_system: ScoreSystem | None = None,
    start_numbers: Sequence[Any] | None = None,
    totals: Sequence[Any] | None = None,
    total_rounds: int | None = None,
    formats: Any = None,
) -> GridTournament:
    """Read a Swiss round grid: one row per player, the rounds across.

    Args:
        cells: the round cells only. Row *i* is start number *i* (or ``start_numbers[i]``).
            Per round either three cells (``layout="three"``: opponent, colour, result) or
            one (``"combined"``): ``12w1``, ``5b½``, ``7n=``, ``12 w 1``, ``12B0``, forfeits
            ``12w+`` / ``12b-``, ``C Negras 1`` (opponent by name, colour word, result),
            ``12w`` or ``12`` (paired, result not typed yet); ``BYE`` / ``LIBRE`` /
            ``Descanso`` / ``U`` (pairing-allocated bye; ``BYE ½`` gives the value), ``H``
            (half-point bye), ``F`` (full-point bye), ``Z`` (zero-point bye), ``NP`` (not
            paired: absent), ``Retirado`` / ``W/D`` (withdrawn: later rounds too), ``+``
            (a win without opponent: pairing-allocated bye), ``-`` (absent), blank (not
            played yet, or absent when others played the round). ``"auto"`` decides the
            layout from the cells.
        names: one per row; opponents may then be written by name.
        ratings, totals: one per row (totals: as typed on the sheet, compared with the
            results in ``notes``).
        lang: the sheet's colour letters when the cells cannot tell: ``"en"`` (w/b, so
            ``b`` is Black) or ``"es"`` (b/n, so ``b`` is blancas). The cells decide first
            (``w``, ``n``, colour words, and opposite colours in every game); ``lang``
            contradicting them is an error. Never taken from the computer's locale.
        score_system: points per result (default 1 / ½ / 0).
        start_numbers: the start number of each row, when rows are not in start order.
        total_rounds: rounds announced for the event, if more than the grid shows.
        formats: the cells' number formats (see :func:`read_crosstable`).

    Raises:
        GridError: unknown entries (``sw_bad_cell``, ``sw_bad_colour``, ``sw_bad_result``),
            opponents not in the table (``grid_opponent_missing``, ``grid_unknown_name``),
            a player paired with himself (``grid_self_paired``) or twice in a round
            (``sw_paired_twice``), the two rows of a game disagreeing
            (``sw_opponent_mismatch``, ``sw_result_mismatch``, ``sw_same_colour``), a bare
            ``b`` that nothing decides (``sw_colour_undecidable``, ``sw_colour_conflict``).
    """
    ss = _score_system(score_system)
    if layout not in ("auto", "three", "combined"):
        raise _fail("grid_bad_option", option="layout", value=repr(layout), valid="'auto', 'three' or 'combined'")
    if lang is not None:
        if not isinstance(lang, str) or lang.lower()[:2] not in ("en", "es"):
            raise _fail("grid_bad_option", option="lang", value=repr(lang), valid="'en', 'es' or None")
        lang = lang.lower()[:2]
    if total_rounds is not None and (isinstance(total_rounds, bool) or not isinstance(total_rounds, int)
                                     or total_rounds < 0):
        raise _fail("grid_bad_option", option="total_rounds", value=repr(total_rounds), valid="a whole number")
    grid = _grid(cells)
    fmts = _formats_grid(formats)
    names_l = _flat_list(names, "names")
    ratings_l = _flat_list(ratings, "ratings")
    totals_l = _flat_list(totals, "totals")
    sn_l = _flat_list(start_numbers, "start_numbers")
    if not grid and not names_l:
        raise _fail("grid_empty")
    n = len(grid)
    n = _count_check(names_l, n, "grid_names_count")
    for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count"),
                      (sn_l, "grid_start_numbers_count")):
        if lst is not None and len(lst) > n:
            raise _fail(code, got=len(lst), rows=n)
    if sn_l is not None and len(sn_l) < n:
        raise _fail("grid_start_numbers_count", got=len(sn_l), rows=n)
    width = len(grid[0]) if grid else 0
    grid = grid + [[None] * width for _ in range(n - len(grid))]
    players = _Players(n, names_l, sn_l, ratings_l, totals_l)
    if layout == "auto":
        layout = "three" if _looks_three(grid) else "combined"
    if layout == "three":
        n_rounds = -(-width // 3)
        grid = [r + [None] * (3 * n_rounds - width) for r in grid]
    else:
        n_rounds = width
    entries: list[list[_Entry]] = []
    notes: list[str] = []
    for i in range(n):
        row: list[_Entry] = []
        for r in range(n_rounds):
            w = players.where(i) + _round_where(r + 1)
            if layout == "three":
                j0 = 3 * r
                wheres = (w + _Where("opponent", "rival"), w + _Where("colour", "color"),
                          w + _Where("result", "resultado"))
                e = _three_entry(grid[i][j0], grid[i][j0 + 1], grid[i][j0 + 2], wheres, players, ss,
                                 (_fmt_at(fmts, i, j0), _fmt_at(fmts, i, j0 + 1), _fmt_at(fmts, i, j0 + 2)))
            else:
                e = _combined_entry(grid[i][r], w, players, ss, _fmt_at(fmts, i, r))
            if e.kind == "game" and e.opp == i:
                raise _fail("grid_self_paired", w)
            if e.note:
                notes.append(f"{w.en}: {e.note}")
            row.append(e)
        entries.append(row)
    conv = _colour_convention(entries, lang, players) if entries else None
    _check_swiss(entries, players, conv)
    recs = _swiss_records(entries, players, conv, n_rounds)
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=total_rounds or None,
        score_system=ss,
        pairing_system=PairingSystem.SWISS,
        pairing_source="Swiss grid",
    )
    notes.extend(players.total_notes(t))
    if conv is not None:
        notes.append("colours: a bare 'b' was read as " + ("Black (w/b sheet)" if conv == "en" else "White, blancas (b/n sheet)"))
    what = "three cells per round" if layout == "three" else "one cell per round"
    return GridTournament(t, True, f"swiss grid ({what})", notes)


def _check_swiss(entries: list[list[_Entry]], players: _Players, conv: str | None) -> None:
    n = len(entries)
    n_rounds = len(entries[0]) if entries else 0
    for r in range(n_rounds):
        claimed: dict[int, int] = {}
        for i in range(n):
            e = entries[i][r]
            if e.kind != "game" or e.opp is None:
                continue
            w = players.where(i) + _round_where(r + 1)
            j = e.opp
            if j in claimed:
                k = claimed[j]
                other = players.where(k)
                raise _fail("sw_paired_twice", w, opponent=players.label(j), other=other.en, other_es=other.es)
            claimed[j] = i
        for i in range(n):
            e = entries[i][r]
            if e.kind != "game" or e.opp is None:
                continue
            j = e.opp
            f = entries[j][r]
            w = players.where(i) + _round_where(r + 1)
            other = players.where(j)
            if f.kind != "game" or f.opp != i:
                th_en, th_es = _describe_entry(f)
                raise _fail("sw_opponent_mismatch", w, opponent=players.label(j), other=other.en,
                            other_es=other.es, theirs=th_en, theirs_es=th_es, round=r + 1)
            assert e.outcome is not None and f.outcome is not None
            if i < j and not _agree(e.outcome, f.outcome):
                raise _fail("sw_result_mismatch", w, mine=e.text, theirs=f.text, opponent=players.label(j),
                            other=other.en, other_es=other.es)
            ci, cj = _resolve_colour(e.colour, conv), _resolve_colour(f.colour, conv)
            if i < j and ci is not None and ci == cj:
                cname = {"w": ("White", "blancas"), "b": ("Black", "negras")}[ci]
                raise _fail("sw_same_colour", w, mine=e.text, theirs=f.text, opponent=players.label(j),
                            other=other.en, other_es=other.es, colour=cname[0], colour_es=cname[1])


_HELD = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PAB, RoundKind.PENDING})


def _swiss_records(entries: list[list[_Entry]], players: _Players, conv: str | None, n_rounds: int
                   ) -> dict[int, list[RoundRecord]]:
    n = len(entries)
    recs: dict[int, list[RoundRecord]] = {}
    for i in range(n):
        out: list[RoundRecord] = []
        for r in range(n_rounds):
            e = entries[i][r]
            if e.kind == "game":
                assert e.opp is not None and e.outcome is not None
                col = _resolve_colour(e.colour, conv)
                if col is None:
                    other = _resolve_colour(entries[e.opp][r].colour, conv)
                    col = None if other is None else (BLACK if other == WHITE else WHITE)
                out.append(_record(e.outcome, players.sn[e.opp], col))
            elif e.kind == "bye":
                assert e.bye is not None
                out.append(RoundRecord(e.bye))
            else:
                out.append(NOT_PLAYED)
        recs[players.sn[i]] = out
    _fill_absences(recs, n_rounds)
    return recs


def _fill_absences(recs: dict[int, list[RoundRecord]], n_rounds: int) -> None:
    """A round others played is an absence for whoever has nothing in it; after a
    withdrawal, a withdrawal."""
    held = [any(lst[r].kind in _HELD for lst in recs.values()) for r in range(n_rounds)]
    for lst in recs.values():
        gone = False
        for r in range(n_rounds):
            k = lst[r].kind
            if k is RoundKind.WITHDRAWN:
                gone = True
            elif k is RoundKind.NOT_PLAYED and held[r]:
                lst[r] = RoundRecord(RoundKind.WITHDRAWN if gone else RoundKind.ABSENT)


# =====================================================================================
# pairing list
# =====================================================================================

_PL_BYE_WORDS = {"bye", "libre", "exento", "exenta", "descanso", "descansa", "pab", "-", "---", "--"}
_PL_FORFEITS: dict[str, tuple[Outcome, Outcome]] = {}
for _t in ("+/-", "+:-", "+-", "+--", "+ - -", "1f-0f", "1a-0a", "1-0f", "1ff-0ff", "+/-f"):
    _PL_FORFEITS[_t.replace(" ", "")] = (_FWIN, _FLOSS)
for _t in ("-/+", "-:+", "-+", "--+", "- - +", "0f-1f", "0a-1a", "0f-1", "0ff-1ff"):
    _PL_FORFEITS[_t.replace(" ", "")] = (_FLOSS, _FWIN)
for _t in ("-/-", "-:-", "--", "---", "0-0", "0:0", "0f-0f", "0a-0a", "0ff-0ff", "0/0"):
    _PL_FORFEITS[_t.replace(" ", "")] = (_FLOSS, _FLOSS)
_SIDE = r"(\d+(?:[.,]\d+)?|[.,]\d+|½|=|1/2)"
_PL_RESULT_RE = re.compile(rf"^{_SIDE}\s*[-:–]\s*{_SIDE}$")


def _pl_result(s: None | str | Fraction, where: _Where, ss: ScoreSystem) -> tuple[Outcome, Outcome]:
    if s is None:
        return _PEND, _PEND
    if isinstance(s, Fraction):
        if _looks_like_serial(s):
            raise _fail("grid_result_date_number", where, value=_show_number(s), shown=_serial_date(s))
        raise _fail("pl_bad_result", where, text=_show_number(s))
    t = s.lower().replace(" ", "")
    if t in _PL_FORFEITS:
        return _PL_FORFEITS[t]
    if t in ("½", "=", "1/2", "=-=", "½:½"):
        return _DRAW, _DRAW
    m = _PL_RESULT_RE.match(t)
    if m:
        sides = []
        for g in (m.group(1), m.group(2)):
            if g in _DRAW_TOKENS:
                sides.append(_DRAW)
            else:
                sides.append(_number_result(_num(g), ss))
        oa, ob = sides
        if oa is None or ob is None:
            raise _fail("pl_result_not_in_system", where, text=s, values=_systems_values(ss))
        if not _agree(oa, ob):
            raise _fail("pl_result_impossible", where, text=s)
        return oa, ob
    raise _fail("pl_bad_result", where, text=s)


def _pl_round(v: Any, where: _Where) -> int | None:
    s = _scalar(v, where)
    if s is None:
        return None
    if isinstance(s, Fraction):
        if s.denominator != 1 or not 1 <= s <= MAX_ROUND:
            raise _fail("pl_bad_round", where, text=_show_number(s))
        return int(s)
    m = re.match(r"^(?:r|rd|round|ronda|rda)?\.?\s*(\d+)$", s, re.I)
    if not m or not 1 <= int(m.group(1)) <= MAX_ROUND:
        raise _fail("pl_bad_round", where, text=s)
    return int(m.group(1))


def _pl_player(v: Any, where: _Where, players: _Players | None, known: int | None
               ) -> tuple[str, int | None]:
    """("player", start number) / ("bye", None) / ("blank", None)."""
    s = _scalar(v, where)
    if s is None:
        return "blank", None
    if isinstance(s, Fraction):
        if s == 0:  # TRF's 0000: no opponent
            return "bye", None
        if s.denominator != 1 or s < 1:
            raise _fail("grid_bad_opponent", where, text=_show_number(s))
        k = int(s)
        if k > MAX_START_NO:
            raise _fail("grid_bad_start_number", where, text=_show_number(s))
        if known is not None and not (1 <= k <= known):
            raise _fail("grid_opponent_missing", where, opponent=k, first=1, last=known)
        return "player", k
    low = s.lower()
    if players is not None and players.by_label:
        hit = players.by_name(s, where)
        if hit is not None:
            return "player", players.sn[hit]
    if low in _PL_BYE_WORDS:
        return "bye", None
    if _NUM_RE.match(s):
        return _pl_player(_num(s), where, players, known)
    if players is not None and players.by_label:
        raise _fail("grid_unknown_name", where, text=s)
    raise _fail("grid_bad_opponent", where, text=s)


def _is_header_row(head: Any, sides: list[Any], players: _Players | None) -> bool:
    """A title or header row: text without digits where the round goes, and no player."""
    if not (isinstance(head, str) and head.strip() and not re.search(r"\d", head)):
        return False
    for v in sides:
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return False
        if isinstance(v, str) and (v.strip().isdigit() or (
                players is not None and v.strip().casefold() in players.by_label)):
            return False
    return True


def _pl_bye_kind(s: None | str | Fraction, where: _Where, ss: ScoreSystem, text: str) -> RoundKind:
    if s is None:
        return RoundKind.PAB
    if isinstance(s, Fraction):
        return _bye_from_value(s, ss, where, text)
    low = s.lower().replace(" ", "")
    codes = {"u": RoundKind.PAB, "pab": RoundKind.PAB, "bye": RoundKind.PAB, "libre": RoundKind.PAB,
             "h": RoundKind.HALF_BYE, "f": RoundKind.FULL_BYE, "z": RoundKind.ZERO_BYE,
             "+": RoundKind.PAB, "-": RoundKind.ZERO_BYE, "np": RoundKind.ABSENT}
    if low in codes:
        return codes[low]
    m = re.match(rf"^{_SIDE}(?:[-:]{_SIDE})?$", low)
    if m:
        v = _value_of(m.group(1))
        if v is not None:
            return _bye_from_value(v, ss, where, text)
    raise _fail("pl_bad_bye_result", where, text=s)


@_guard
def read_pairing_list(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    score_system: ScoreSystem | None = None,
    board_column: bool = True,
    totals: Sequence[Any] | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | str | None = None,
    formats: Any = None,
) -> GridTournament:
    """Read a pairing list: one row per board.

    Args:
        cells: rows ``round, board, White, Black, result`` (``board_column=False``: without
            the board). A first row whose round cell is text (``Ronda``, ``Round``) is a
            header and skipped; a blank round cell continues the round above; blank rows
            are skipped. Players by start number, or by name when ``names`` is given.
            Results ``1-0``, ``½-½``, ``0-1``, ``1/2-1/2``, ``0.5-0.5``, ``0,5-0,5``, ``=``,
            score-system numbers (``3-0``, ``1-1``), forfeits ``+/-``, ``-/+``, ``+--``,
            ``--+``, ``1F-0F``, double forfeit ``0-0`` / ``-/-``; blank: not played yet.
            A bye: the player on one side, ``BYE`` / ``LIBRE`` / ``-`` on the other, the
            result giving its value (``1`` / ``½`` / ``0``, or ``U`` ``H`` ``F`` ``Z``;
            blank: a pairing-allocated bye). Players without a board in a round that was
            played are absent.
        names, ratings, totals: one per player in start-number order.
        score_system: points per result.
        total_rounds: rounds announced for the event.
        pairing_system: ``"swiss"`` or ``"round_robin"``; ``None`` (default) leaves it to
            :meth:`Tournament.resolved_pairing_system` (a guess from who met whom).
        formats: the cells' number formats (see :func:`read_crosstable`).

    Raises:
        GridError: ``pl_shape``, ``pl_bad_round``, ``pl_no_round``, ``pl_bad_result``,
            ``pl_result_impossible``, ``grid_opponent_missing``, ``grid_unknown_name``,
            ``grid_self_paired``, ``pl_twice_in_round``, ``pl_missing_player``,
            ``pl_bye_both``, ``pl_bad_bye_result``.
    """
    ss = _score_system(score_system)
    if board_column not in (True, False):
        raise _fail("grid_bad_option", option="board_column", value=repr(board_column), valid="True or False")
    if total_rounds is not None and (isinstance(total_rounds, bool) or not isinstance(total_rounds, int)
                                     or total_rounds < 0):
        raise _fail("grid_bad_option", option="total_rounds", value=repr(total_rounds), valid="a whole number")
    ps: PairingSystem | None = None
    if pairing_system is not None:
        try:
            ps = PairingSystem(pairing_system)
        except ValueError:
            raise _fail("grid_bad_option", option="pairing_system", value=repr(pairing_system),
                        valid="'swiss', 'round_robin' or None") from None
    grid = _grid(cells)
    fmts = _formats_grid(formats)
    names_l = _flat_list(names, "names")
    ratings_l = _flat_list(ratings, "ratings")
    totals_l = _flat_list(totals, "totals")
    if not grid:
        raise _fail("grid_empty")
    ncols = 5 if board_column else 4
    width = len(grid[0])
    if width > ncols:
        raise _fail("pl_shape", cols=width, expected=ncols)
    grid = [r + [None] * (ncols - width) for r in grid]
    known = len(names_l) if names_l is not None else None
    players_by_name: _Players | None = None
    if names_l is not None:
        for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count")):
            if lst is not None and len(lst) > known:
                raise _fail(code, got=len(lst), rows=known)
        players_by_name = _Players(known, names_l, None, ratings_l, totals_l)
        players_by_name.names_are_rows = False
    ci = (0, 1, 2, 3, 4) if board_column else (0, None, 1, 2, 3)
    rows: list[tuple[int, int, tuple[str, int | None], tuple[str, int | None], Any, _Where]] = []
    current: int | None = None
    for idx, r in enumerate(grid):
        rownum = idx + 1
        if all(_is_blank(v) for v in r):
            continue
        base = _Where(f"row {rownum}", f"fila {rownum}")
        head = r[ci[0]]
        if not rows and current is None and _is_header_row(head, [r[c] for c in ci[2:4]], players_by_name):
            continue  # a title or header row above the first board
        rnd = _pl_round(head, base)
        if all(_is_blank(r[c]) for c in ci[2:]):
            # a template's empty board, or a "Round 2" line heading the round's boards
            if rnd is not None:
                current = rnd
            continue
        if rnd is None:
            if current is None:
                raise _fail("pl_no_round", base)
            rnd = current
        current = rnd
        board = _scalar(r[ci[1]], base) if ci[1] is not None else None
        if board is not None:
            where = _Where(f"row {rownum} (round {rnd}, board {_as_text(board)})",
                           f"fila {rownum} (ronda {rnd}, mesa {_as_text(board)})")
        else:
            where = _Where(f"row {rownum} (round {rnd})", f"fila {rownum} (ronda {rnd})")
        wp = _pl_player(r[ci[2]], where + _Where("White", "blancas"), players_by_name, known)
        bp = _pl_player(r[ci[3]], where + _Where("Black", "negras"), players_by_name, known)
        rows.append((rownum, rnd, wp, bp, r[ci[4]], where))
    if not rows:
        raise _fail("grid_empty")
    n = known if known is not None else max(
        [p[1] for row in rows for p in (row[2], row[3]) if p[1] is not None], default=0)
    if n == 0:
        raise _fail("pl_no_players")
    if names_l is None:
        for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count")):
            if lst is not None and len(lst) > n:
                n = len(lst)
    players = players_by_name or _Players(n, None, None, ratings_l, totals_l)
    n_rounds = max(row[1] for row in rows)
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in players.sn}
    seen: dict[tuple[int, int], int] = {}
    notes: list[str] = []
    for rownum, rnd, wp, bp, res_v, where in rows:
        fmt = _fmt_at(fmts, rownum - 1, ci[4])
        res_where = where + _Where("result", "resultado")
        (wk, ws), (bk, bs) = wp, bp
        if wk == "player" and bk == "player" and ws == bs:
            raise _fail("grid_self_paired", where)
        for kind, s, side in ((wk, ws, _Where("White", "blancas")), (bk, bs, _Where("Black", "negras"))):
            if kind == "player":
                assert s is not None
                if (s, rnd) in seen:
                    raise _fail("pl_twice_in_round", where + side, player=players.label(players.pos[s]),
                                other=seen[(s, rnd)], round=rnd)
                seen[(s, rnd)] = rownum
        if wk == "player" and bk == "player":
            res = _scalar(res_v, res_where, fmt)
            ow, ob = _pl_result(res, res_where, ss)
            recs[ws][rnd - 1] = _record(ow, bs, WHITE)  # type: ignore[index,arg-type]
            recs[bs][rnd - 1] = _record(ob, ws, BLACK)  # type: ignore[index,arg-type]
        elif wk == "player" or bk == "player":
            other_kind = bk if wk == "player" else wk
            s = ws if wk == "player" else bs
            if other_kind == "blank" and _is_blank(res_v):
                raise _fail("pl_missing_player", where)
            res = _scalar(res_v, res_where, fmt)
            if isinstance(res, str) and bk == "player" and wk in ("bye", "blank"):
                # "0-1" with the bye on White's side: Black's value is the second number
                m = re.match(rf"^{_SIDE}\s*[-:]\s*{_SIDE}$", res.lower().replace(" ", ""))
                if m:
                    res = m.group(2)
            kind = _pl_bye_kind(res, res_where, ss, _as_text(res))
            recs[s][rnd - 1] = RoundRecord(kind)  # type: ignore[index]
        elif wk == "bye" and bk == "bye":
            raise _fail("pl_bye_both", where)
        else:
            raise _fail("pl_missing_player", where)
    for rnd in range(1, n_rounds + 1):
        if not any(r == rnd for _, r, _, _, _, _ in rows):
            notes.append(f"pairing list: round {rnd} has no boards")
    _fill_absences(recs, n_rounds)
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=total_rounds or None,
        score_system=ss,
        pairing_system=ps,
        pairing_source="option" if ps is not None else "",
    )
    notes.extend(players.total_notes(t))
    return GridTournament(t, True, "pairing list", notes)
