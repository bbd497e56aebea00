"""Showing values: fixed decimals, halves rounded up, undefined shown empty."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .util import LazyPattern
from .texts import decimal_comma, lang_code, local_number  # noqa: F401 (their home is texts)
from .tiebreaks.context import Column

_NUMBER = LazyPattern(r"-?\d+(?:\.\d+)?")


def cell_value(cell: Any, lang: str = "en") -> Any:
    """A value written back into a spreadsheet cell: a formatted number (``"28.5"``, ``"3"``) as a
    number, which the spreadsheet shows with its own decimal mark; another text with a number in
    it (KSX's steps ``3.0 / 2.5``) with the decimal mark of ``lang`` (:func:`local_number`);
    anything else as it is."""
    if isinstance(cell, str) and _NUMBER.fullmatch(cell):
        f = Fraction(cell)
        return int(f) if f.denominator == 1 else float(f)
    return local_number(cell, lang)
def local_column(cells: list[Any], lang: str = "en") -> list[Any]:
    """:func:`local_number` of every cell of a column, the language asked once."""
    if lang_code(lang) != "es":
        return cells
    return [decimal_comma(c) for c in cells]


def format_number(v: Fraction | int | None, decimals: int, empty: str = "") -> str:
    """``v`` with ``decimals`` decimals, rounded half up (AOB: "as the corpus shows it")."""
    if v is None:
        return empty
    f = Fraction(v)
    scale = 10**decimals
    num = f * scale
    # half up, symmetric for negatives (away from zero at .5)
    q = (abs(num.numerator) * 2 + num.denominator) // (2 * num.denominator)
    q = -q if num < 0 else q
    if decimals == 0:
        return str(q)
    sign = "-" if q < 0 else ""
    q = abs(q)
    return f"{sign}{q // scale}.{q % scale:0{decimals}d}"


def _format_units(v: int, den: int, decimals: int) -> str:
    """``v / den`` with ``decimals`` decimals, half up, in integer arithmetic."""
    scale = 10**decimals
    q = (2 * abs(v) * scale + den) // (2 * den)
    sign = "-" if v < 0 and q else ""
    if decimals == 0:
        return f"{sign}{q}"
    return f"{sign}{q // scale}.{q % scale:0{decimals}d}"


def format_cell(col: Column, i: int, empty: str = "") -> str:
    """Column ``col``'s value for participant ``i`` as text ("" or ``empty`` if undefined)."""
    return _format_value(col, col.values[i], empty)


def _format_value(col: Column, v: Any, empty: str) -> str:
    """A value ``v`` of column ``col`` (in its units ``1/den``) as text."""
    if v is None:
        return empty
    if type(v) is int:
        return _format_units(v, col.den, col.decimals)
    if isinstance(v, tuple):  # a step-by-step criterion (KSX): every step
        return " / ".join(_format_units(x, col.den, col.decimals) for x in v)
    # (Column.exact of a single value)
    return format_number(Fraction(v, col.den) if col.den != 1 else Fraction(v), col.decimals, empty)


def format_column(col: Column, empty: str = "") -> list[str]:
    """:func:`format_cell` of every participant, in start-number order: the text of each
    distinct value is written once (a column of 1,500 players holds a few hundred values)."""
    # equal values (2 and Fraction(2), equal tuples) are written alike: both are v / den
    texts = {v: _format_value(col, v, empty) for v in set(col.values)}
    return list(map(texts.__getitem__, col.values))


def to_float(v: Fraction | int | tuple | None) -> float | str | None:
    """A number for a spreadsheet cell (a step-by-step tuple becomes its text)."""
    if isinstance(v, tuple):
        return " / ".join(format_number(x, 2).rstrip("0").rstrip(".") for x in v)
    return None if v is None else float(v)
