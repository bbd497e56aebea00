"""LibreOffice Calc's argument and result shapes, and the sheet layer's (what xlwings hands it).

The one place where a Calc call becomes a call of the same function Excel calls
(``udfs.REGISTRY``), so both hosts give the same values and messages. Pure Python (no
``uno``), so it is tested without LibreOffice too.

What Calc passes to a Python add-in method (verified on LibreOffice 7.4, see
``tests/test_libreoffice_args.py``):

* a range: a tuple of row tuples; numbers ``float``, text ``str``, **empty cells ``''``**
  (xlwings: ``None``), ``TRUE`` as ``1.0``, dates as serial numbers (as in xlwings Lite);
* an omitted optional argument (declared ``any``): ``None`` (xlwings: ``None``);
* a one-cell reference to an ``any`` argument: the cell's value, and **an empty cell
  ``0.0``** (xlwings: ``None``). No optional argument takes 0 as a meaningful value (rules,
  cut, median, Koya limit, player, code, settings...: 0 means "none" or is no start number),
  so ``0.0`` there reads as empty;
* an inline array ``{1;2}``: a tuple of row tuples.

What Calc accepts back from a method declared ``sequence< sequence< any > >``: a tuple of
equally long row tuples of ``float`` / ``str`` / ``bool``; no ``None`` (an empty cell is
``''``). A raised exception shows ``#VALUE!`` without a word, so errors come back as the
one-line message in the cell, as classic Excel shows them.
"""

from __future__ import annotations

from typing import Any, Sequence


def _cell(v: Any) -> Any:
    """One cell of a range: ``''`` -> ``None``; the rest as it is."""
    if isinstance(v, str) and v == "":
        return None
    return v


def from_calc(value: Any, is_range: bool) -> Any:
    """One argument as Calc passed it -> as xlwings would pass it to the same function.

    Args:
        value: what Calc passed (``None``, ``float``, ``str``, tuple of row tuples).
        is_range: the parameter is a range (``ndim=2`` in xlwings) per ``udfs.REGISTRY``.
    Returns:
        ``None`` for an omitted argument or an empty one-cell reference; a list of row lists
        (empty cells ``None``) for a range; else the scalar.
    """
    if value is None:
        return None
    if isinstance(value, (tuple, list)):
        rows = [list(r) if isinstance(r, (tuple, list)) else [r] for r in value]
        rows = [[_cell(x) for x in r] for r in rows]
        if not is_range and len(rows) == 1 and len(rows[0]) == 1:
            return rows[0][0]
        return rows
    if isinstance(value, float) and value == 0.0:  # an empty one-cell reference (or a typed 0)
        return None
    if isinstance(value, str) and value == "":
        return None
    return [[value]] if is_range else value


def _out(v: Any) -> Any:
    if v is None:
        return ""
    if isinstance(v, bool) or isinstance(v, str):
        return v
    if isinstance(v, (int, float)):
        return float(v)
    try:  # Fraction, Decimal
        return float(v)
    except (TypeError, ValueError):
        return str(v)


def to_calc(result: Any) -> tuple[tuple[Any, ...], ...]:
    """A sheet-layer answer (2-D list, or one value) -> a rectangular tuple of row tuples that
    Calc accepts for ``sequence< sequence< any > >`` (``None`` -> ``''``, numbers ``float``,
    short rows padded with ``''``)."""
    if not isinstance(result, (list, tuple)):
        return ((_out(result),),)
    rows = [list(r) if isinstance(r, (list, tuple)) else [r] for r in result]
    if not rows:
        return (("",),)
    width = max(len(r) for r in rows) or 1
    return tuple(tuple(_out(x) for x in r) + ("",) * (width - len(r)) for r in rows)


def call(info: Any, args: Sequence[Any]) -> tuple[tuple[Any, ...], ...]:
    """Call the registered function ``info`` (a ``udfs.UdfInfo``) with Calc's ``args`` in
    its parameter order and return Calc's shape. Never raises: an error is the one-line
    message in the cell (what classic Excel shows), in the function's language or the one
    the settings ask for."""
    params = info.params
    conv = [from_calc(a, p.is_range) for a, p in zip(args, params)]
    try:
        result = info.fn(*conv)
    except Exception as e:  # noqa: BLE001 - xlwings Lite mode raises the message; never #VALUE! alone
        from ..errors import TiebreakError

        if isinstance(e, TiebreakError):
            result = [[e.message(info.lang)]]
        elif isinstance(e, ValueError) and str(e):
            result = [[str(e)]]
        else:
            result = [[TiebreakError("internal", detail=f"{type(e).__name__}: {e}").message(info.lang)]]
    return to_calc(result)
