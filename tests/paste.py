"""What a spreadsheet makes of pasted text, for tests: the paste simulator of issue 25.

An organiser pastes an exported table (or opens the program's CSV) into Excel or LibreOffice;
the host turns each cell's text into a value by the rules of its locale before any formula sees
it. This module applies those rules to a table's text cells, so a test can hand a range to the
functions exactly as the host would:

* **numbers**: a text that is a number in the locale becomes a number (``float``, as Excel
  stores every number): English ``3.5``, ``-1``, ``2020``, ``-0`` (0); Spanish ``3,5``. Leading
  and trailing spaces around a number are dropped (``" 5"`` is 5), a leading ``+`` too.
* **the other decimal mark** stays text: ``3,5`` in an English host, ``3.5`` in a Spanish one
  (the issue's observation: "``0,5`` stays text in an English Excel and becomes 0.5 in a Spanish
  one"). Thousands separators are not guessed.
* **dates**: ``1/2`` becomes a date (2 January in English, where the month comes first; 1
  February in Spanish), as a ``datetime``; ``½`` and ``1/2-1/2`` stay text.
* **text** is kept as typed, spaces included (``"  5w1"``, ``"Pts. "``), or, for an HTML
  paste (``html=True``), trimmed of its ordinary spaces with inner runs of them made one (what a
  browser copy gives); non-breaking spaces (U+00A0, a page's ``&nbsp;``) stay where they are.
* **empty** text is an empty cell (``None``).

These are the rules as observed and reported (issue 25 item 1); they are written from the
hosts' behaviour, not from the reader's rules, and nothing here knows what a chess cell means.
"""

from __future__ import annotations

import datetime as dt
import re
from pathlib import Path
from typing import Any

_NUM = {"en": re.compile(r"^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$"), "es": re.compile(r"^[+-]?(?:\d+(?:,\d+)?|,\d+)$")}
_DAY_MONTH = re.compile(r"^(\d{1,2})/(\d{1,2})$")
YEAR = 2026


def cell(text: str | None, locale: str = "en", *, html: bool = False) -> Any:
    """One cell's text as the host stores it (see the module docstring)."""
    if text is None:
        return None
    t = re.sub(r"[ \t\r\n]+", " ", text).strip(" \t\r\n") if html else text
    bare = t.strip(" \t")  # (a non-breaking space is no space to a spreadsheet: "3\u00a0" stays text)
    if not bare:
        return None
    if _NUM[locale].match(bare):
        v = float(bare.replace(",", "."))
        return 0.0 if v == 0 else v
    m = _DAY_MONTH.match(bare)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        month, day = (a, b) if locale == "en" else (b, a)
        try:
            return dt.datetime(YEAR, month, day)
        except ValueError:
            return t
    return t


def paste(rows: list[list[str | None]], locale: str = "en", *, html: bool = False) -> list[list[Any]]:
    """A table's text cells as a host's range (rows padded to one width with empty cells)."""
    width = max((len(r) for r in rows), default=0)
    return [[cell(v, locale, html=html) for v in r] + [None] * (width - len(r)) for r in rows]


def read_export(path: Path) -> list[list[str]]:
    """The text cells of an export file: ``.csv`` (``;`` or ``,``, as the file uses), ``.tsv``
    (tabs), ``.psv`` (a web page's table as text: `` | `` between cells, a leading ``|``
    when the page writes one) or ``.txt`` (a program's text table split on ``|`` as a
    spreadsheet's text import does: every cell as written, its spaces included; a line without
    ``|`` one cell)."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    if path.suffix == ".txt":
        return [line.split("|") for line in lines]
    if path.suffix == ".tsv":
        return [line.split("\t") for line in lines]
    if path.suffix == ".psv":
        out = []
        for line in lines:
            if "|" not in line:
                out.append([line])
                continue
            parts = line.split("|")
            if line.lstrip().startswith("|"):
                parts = parts[1:]
            if line.rstrip().endswith("|"):
                parts = parts[:-1]
            out.append([p.strip() for p in parts])
        return out
    sep = ";" if text.count(";") > text.count(",") else ","
    return [line.split(sep) for line in lines]
