"""The spreadsheet functions' arguments as the hosts hand them over, made plain values.

Values arrive as Excel hands them through xlwings, unconverted (every argument is
registered ``convert="raw"``), or as LibreOffice's component passes them: a range as a list
of rows (Office.js: a one-row range as a flat list; classic: a tuple of row tuples), one cell
as its value, ``None``, ``""`` or Pyodide's ``JsNull`` for empty cells and omitted arguments,
``int``/``float`` for numbers (``bool`` is not a number), ``datetime`` for date cells
(classic) or a serial number (Office.js), error cells as Office.js error objects or classic
COM error codes. :func:`host_value` and :func:`host_range` turn them into plain values (an
error cell becomes its text, ``#N/A``, which the readers report); :func:`optional`,
:func:`grid`, :func:`column` and :func:`whole` read an argument as the function needs it.
The first step of the sheet layer (:mod:`xl_tiebreaks.sheet`).
"""

from __future__ import annotations

import datetime as _dt
from fractions import Fraction
from typing import Any

from .errors import TiebreakError
from .validate import BOUNDS, MAX_DIGITS, check_digits, check_range_size, number, shown
from .validate import whole as bounded

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
    a value). A range of more than :data:`~xl_tiebreaks.validate.MAX_RANGE_CELLS` cells is
    refused from its size, before a cell is read; a cell holding a number of more than 4,300
    digits is refused naming its row and column, before any reader converts it
    (:func:`xl_tiebreaks.validate.check_digits`).

    Raises:
        TiebreakError: ``range_cells_bound``, ``digits_bound``.
    """
    if not isinstance(v, (list, tuple)):
        got = host_value(v)
        _digits(got, 0, 0)
        return got
    if v and all(isinstance(r, (list, tuple)) for r in v):
        check_range_size(len(v), max(len(r) for r in v))  # (from its size: a whole column answers at once)
        rows = [_host_row(r) for r in v]
    else:
        check_range_size(1, len(v))
        rows = [_host_row(v)]
    for i, r in enumerate(rows):
        types = set(map(type, r))
        if int in types or (str in types and max([len(c) for c in r if type(c) is str], default=0) > MAX_DIGITS):
            for j, c in enumerate(r):
                _digits(c, i, j)
    return rows


#: the types of cell a host hands over as they are (:func:`host_value` keeps them)
_PLAIN = frozenset((str, float, bool, type(None)))


def _host_row(r: Any) -> list[Any]:
    """One row of a range as plain values (:func:`host_value` on the cells that need it)."""
    if _PLAIN.issuperset(map(type, r)):
        return list(r)
    return [host_value(c) for c in r]


def _digits(v: Any, i: int, j: int) -> None:
    """:func:`xl_tiebreaks.validate.check_digits` on the cell of row ``i``, column ``j`` (0-based)."""
    t = type(v)
    if (t is str and len(v) > MAX_DIGITS) or (t is int and v.bit_length() > 1024):
        from .readers.cells import Place, Where

        check_digits(v, Where(f"row {i + 1}, column {j + 1}", f"fila {i + 1}, columna {j + 1}",
                              Place(row=i + 1, col=j + 1)), cell=True)


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
    v = optional(v)
    if v is None:
        return None
    if what in BOUNDS:
        return bounded(v, what)
    if isinstance(v, bool):
        raise TiebreakError("arg_not_whole", what=what, value=shown(v))
    try:
        f = number(v) if isinstance(v, str) else Fraction(v)
    except (ValueError, ZeroDivisionError, TypeError, OverflowError):
        raise TiebreakError("arg_not_whole", what=what, value=shown(v)) from None
    if f is None or f.denominator != 1 or f < 0:
        raise TiebreakError("arg_not_whole", what=what, value=shown(v))
    return int(f)


class Place:
    """Where a host says a range is: its workbook and sheet (names as the host gives them), its
    first row (1-based, as the sheet numbers it) and how many rows it has. Only classic xlwings
    tells it, for the calling cell (the reserved ``caller`` argument: ``Application.Caller``,
    the cell of the formula or the whole block of a legacy array formula) and for the results
    range (read with its place, :mod:`xl_tiebreaks.udfs`); see ``docs/hosts.md``, *What a host
    tells a function*."""

    __slots__ = ("book", "sheet", "row", "rows")

    def __init__(self, book: str, sheet: str, row: int, rows: int = 1) -> None:
        self.book, self.sheet, self.row, self.rows = book, sheet, int(row), max(1, int(rows))

    def __repr__(self) -> str:
        return f"Place({self.book!r}, {self.sheet!r}, {self.row}, {self.rows})"


class Placed:
    """A range argument as classic xlwings read it: its cells (``value``, as ``convert="raw"``
    reads them) and where it is (``where()``: a :class:`Place`, or ``None`` when it could not
    be told), asked of the host only when an answer needs it (``place``: a :class:`Place`, or
    a function giving one)."""

    __slots__ = ("value", "_place")

    def __init__(self, value: Any, place: Any) -> None:
        self.value, self._place = value, place

    def where(self) -> Place | None:
        if callable(self._place):
            self._place = self._place()
        return self._place


def _blank(v: Any) -> bool:
    return v is None or v == ""


def placed_answer(answer: Any, at: Place | None, rng: Place | None) -> Any:
    """A one-row-per-row answer (``answer``: one list of cells per row of the results range)
    put where it belongs when the host says where it was entered (``at``) and where its range
    is (``rng``), so that each value stands beside its own row.

    * Nothing known of either place, another workbook or sheet, the same first row, or no row
      in common (the answer, as long as the range, lies wholly above or below it: a list of
      its own): the answer as it is.
    * Entered above the range's first row (``d`` rows): ``d`` empty rows first, so the title
      lands on the header row and every value beside its player.
    * Entered ``d`` rows below the range's first row: the first ``d`` rows of the answer would
      lie above the formula; when they are all empty (blank or title-less rows of the range)
      they are left out and ``d`` empty rows close the answer (the same size as before).
    * Refused (``answer_misplaced``, naming both rows) where aligning would lose something: a
      value, a title or a message in the rows above the formula, or, in a legacy array
      formula (a block of ``at.rows`` rows), a value below the block's end.

    Raises:
        TiebreakError: ``answer_misplaced`` (``row``: the formula's first row, ``first``: the
        range's first row).
    """
    if at is None or rng is None or not isinstance(answer, list) or not answer:
        return answer
    if (at.book, at.sheet) != (rng.book, rng.sheet) or at.row == rng.row:
        return answer
    n = len(answer)
    if at.row > rng.row + n - 1 or at.row + n - 1 < rng.row:
        return answer
    width = max(len(r) if isinstance(r, list) else 1 for r in answer)
    refused = TiebreakError("answer_misplaced", row=at.row, first=rng.row)
    d = at.row - rng.row
    if d < 0:
        out = [[""] * width for _ in range(-d)] + answer
    else:
        if not all(_blank(v) for r in answer[:d] for v in (r if isinstance(r, list) else [r])):
            raise refused
        out = answer[d:] + [[""] * width for _ in range(d)]
    if at.rows > 1 and not all(_blank(v) for r in out[at.rows:] for v in (r if isinstance(r, list) else [r])):
        raise refused
    return out
