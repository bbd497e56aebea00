"""Text stays text in every file the product writes (issue 35): the one way a text that came
from input (a player's name, federation or club, the event's name, a prize word, a function's
answer that repeats them) is put into a workbook cell, a CSV field or a Markdown table.

A spreadsheet runs a cell or a CSV field that begins with ``=``, ``+``, ``-`` or ``@`` (a DDE
payload ``=cmd|' /C calc'!A0``, ``=HYPERLINK(...)``, ``@SUM(...)``: OWASP's "CSV injection").
The product's own formulas are the only formulas it writes:

* :func:`put_text` / :func:`put_value`: a workbook cell holds the text as a string cell
  (openpyxl's data type ``s``; the package writes it as a string, never as ``<f>``), with the
  quote prefix when it begins with one of those signs, so that Excel and LibreOffice keep it
  text when the organiser edits the cell;
* :func:`csv_field`: a CSV field that a spreadsheet would run gets a leading apostrophe
  (OWASP's advice), except numbers (``-1``, ``+0.5``) and the product's own result notation
  (``+``, ``-``, ``=`` alone); ``raw=True`` writes the field as it is, for programs;
* :func:`markdown_cell`: what would break a Markdown table or make a link or an HTML tag
  (``|``, ``<``, ``[``, ``]``, a backslash, a line break) escaped.

This module imports nothing of openpyxl itself (the cells are openpyxl's, handed in).
"""

from __future__ import annotations

import re
from typing import Any

#: the first characters that make a spreadsheet read a cell or a CSV field as a formula
#: (OWASP, "CSV Injection": ``=``, ``+``, ``-``, ``@``, tab, carriage return)
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")

#: the product's own result notation, written as it is (a forfeit ``+`` / ``-``, a draw ``=``)
_OWN_NOTATION = frozenset({"+", "-", "="})

_NUMBER = re.compile(r"[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:[eE][+-]?\d+)?")


def runs_as_formula(text: str) -> bool:
    """Whether a spreadsheet would take ``text`` (typed into a cell, or read from a CSV
    field) as a formula: it begins with one of :data:`FORMULA_STARTS`."""
    return bool(text) and text.startswith(FORMULA_STARTS)


def put_text(cell: Any, text: str) -> Any:
    """Put ``text`` into the openpyxl ``cell`` as a string cell, whatever it begins with, and
    return the cell. A text a spreadsheet would run (:func:`runs_as_formula`) gets the
    quote prefix too (the cell's ``quotePrefix`` style: Excel shows ``'`` in the formula bar and
    keeps it text when edited; LibreOffice reads it so). ``""`` empties the cell."""
    if text == "":
        cell.value = None
        return cell
    cell.value = text
    cell.data_type = "s"  # (openpyxl made a text beginning with "=" a formula)
    if runs_as_formula(text):
        cell.quotePrefix = True
    return cell


def put_value(cell: Any, value: Any) -> Any:
    """Put ``value`` into the openpyxl ``cell``: a text by :func:`put_text`, anything else
    (a number, a date, ``None``) as it is. For every value that came from input or from the
    functions' answers; never for the product's own formulas. Returns the cell."""
    if isinstance(value, str):
        return put_text(cell, value)
    cell.value = value
    return cell


def put(ws: Any, row: int, column: int, value: Any) -> Any:
    """``ws.cell(row, column)`` holding ``value`` by :func:`put_value` (a text is text)."""
    return put_value(ws.cell(row=row, column=column), value)


def append_row(ws: Any, values: Any) -> list[Any]:
    """``values`` written as a new row under the last of the openpyxl sheet ``ws`` (as its
    ``append`` does, but every text by :func:`put_text`: ``append`` makes a text beginning
    with ``=`` a formula); returns the row's cells."""
    row = ws._current_row + 1  # (the row ``append`` writes next, kept in step with it)
    cells = [put(ws, row, c, v) for c, v in enumerate(values, 1)]
    ws._current_row = row
    return cells


def is_number_text(text: str) -> bool:
    """Whether ``text`` is a number as typed (``-1``, ``+0.5``, ``2,5``, ``1e3``): a CSV field
    a spreadsheet reads as that number, not as a formula."""
    return bool(_NUMBER.fullmatch(text.strip()))


def csv_field(value: Any, *, raw: bool = False) -> Any:
    """``value`` as a CSV field a spreadsheet opens as text: a text beginning with ``=``,
    ``+``, ``-``, ``@``, a tab or a carriage return gets a leading apostrophe (OWASP's CSV
    injection advice; Excel and LibreOffice show the text without running it), except a
    number (``-1``) and the product's result notation (``+``, ``-``, ``=`` alone). Anything
    not a text is returned as it is; ``raw``: every field as it is (``--raw-csv``)."""
    if raw or not isinstance(value, str) or not runs_as_formula(value):
        return value
    if value in _OWN_NOTATION or is_number_text(value):
        return value
    return "'" + value


def csv_row(values: list[Any], *, raw: bool = False) -> list[Any]:
    """Every field of a CSV row by :func:`csv_field`."""
    return [csv_field(v, raw=raw) for v in values]


_MD_ESCAPE = re.compile(r"([\\|<\[])")


def markdown_cell(value: Any) -> str:
    """``value`` as the text of one Markdown table cell: a backslash, ``|``, ``<`` and ``[``
    escaped with a backslash (no column split, no HTML tag, no link), a line break or another
    control character a space."""
    s = "" if value is None else str(value)
    s = "".join(" " if (ord(ch) < 32 or ord(ch) == 127) else ch for ch in s)
    return _MD_ESCAPE.sub(r"\\\1", s)
