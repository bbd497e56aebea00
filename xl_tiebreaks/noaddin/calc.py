"""The hidden workings sheet of a template without the add-in: a grid of helper cells, one row
per player (the rows of the results sheet, from row 5) and one column per round (or per
opponent of a crosstable: a *slot*) for each quantity the tie-breaks read.

A *block* is a quantity: ``width`` columns side by side (one per slot, or one), headed in
row 1 by its name (in the workbook's language), row 3 holding the slot numbers, row 4 the
name again over each slot; row 2 holds a per-slot (or a single) value that concerns every
player: a *scalar* block has only that. Formulas are written with ``§`` for the row of the
player, so one text serves every row::

    kind = calc.block("kind", "tipo", slots)
    calc.put(kind, lambda s: f"=IF({calc.at(raw, s)}=0,0,{calc.at(raw, s)})")

References name the sheet only across sheets; within the workings sheet a player's cells are
relative (``F§``), columns and rows of every player absolute (``$F$5:$F$64``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

ROW = "§"  # the player's row in a formula text
SLOT_ROW = 3  # the slot numbers (1..width)
VALUE_ROW = 2  # per-slot values, or a scalar block's value
HEAD_ROW = 4
#: the columns of an Excel sheet (2007 and later)
MAX_COLUMNS = 16384


def col(c: int) -> str:
    """The letters of column ``c`` (1 = A; pure Python: the compiler needs no openpyxl)."""
    out = ""
    while c:
        c, r = divmod(c - 1, 26)
        out = chr(65 + r) + out
    return out


def quote(sheet: str) -> str:
    """``'Sheet name'!`` (always quoted: titles carry spaces and accents)."""
    return "'" + sheet.replace("'", "''") + "'!"


class Text(str):
    """A constant text of a table (a word the formulas look up): written as text even where it
    begins with ``=`` (the draw word ``=``), which the sheet's other cells take for a formula."""


@dataclass(frozen=True)
class Block:
    """A quantity on the workings sheet: columns ``first`` .. ``first + width - 1``."""

    name: str
    first: int
    width: int
    scalar: bool = False

    def letter(self, s: int = 0) -> str:
        return col(self.first + s)


class Calc:
    """The workings sheet ``ws`` of a template: its blocks, its player rows ``first_row`` ..
    ``last_row``, and the formulas written into them."""

    def __init__(self, ws: Any, first_row: int, last_row: int, lang: str) -> None:
        self.ws = ws
        self.first_row = first_row
        self.last_row = last_row
        self.lang = lang
        self.next_col = 2  # column A: the start numbers
        self.blocks: list[Block] = []
        #: the sheet's cells, row -> column -> value (a formula: text starting with "="), written
        #: into the saved package by :meth:`sheet_data` (a hundred thousand formulas: openpyxl's
        #: writer took most of the time)
        self.cells: dict[int, dict[int, Any]] = {}
        self.set(HEAD_ROW, 1, "No." if lang == "en" else "Nº")
        for r in range(first_row, last_row + 1):
            self.set(r, 1, r - first_row + 1)

    def set(self, row: int, column: int, value: Any) -> None:
        self.cells.setdefault(row, {})[column] = value

    def sheet_data(self) -> bytes:
        """The ``<sheetData>`` element of the workings sheet: every cell, rows in order."""
        from xml.sax.saxutils import escape

        out = ["<sheetData>"]
        for r in sorted(self.cells):
            out.append(f'<row r="{r}">')
            row = self.cells[r]
            for c in sorted(row):
                v = row[c]
                ref = f"{col(c)}{r}"
                if isinstance(v, str) and v.startswith("=") and not isinstance(v, Text):
                    out.append(f"<c r=\"{ref}\"><f>{escape(v[1:])}</f></c>")
                elif isinstance(v, bool):
                    out.append(f'<c r="{ref}" t="b"><v>{int(v)}</v></c>')
                elif isinstance(v, (int, float)):
                    out.append(f'<c r="{ref}"><v>{v!r}</v></c>')
                elif v is not None:
                    out.append(f'<c r="{ref}" t="inlineStr"><is><t xml:space="preserve">{escape(str(v))}</t></is></c>')
            out.append("</row>")
        out.append("</sheetData>")
        return "".join(out).encode("utf-8")

    @property
    def rows(self) -> range:
        return range(self.first_row, self.last_row + 1)

    # blocks --------------------------------------------------------------------------------
    def _room(self, width: int) -> None:
        """Excel's sheets have 16,384 columns: a workings sheet wider than that is refused.

        Raises:
            TiebreakError: ``template_noaddin_too_wide``.
        """
        if self.next_col + width > MAX_COLUMNS:
            from ..errors import TiebreakError

            raise TiebreakError("template_noaddin_too_wide", columns=MAX_COLUMNS)

    def block(self, en: str, es: str, width: int = 1) -> Block:
        """A new block of ``width`` slots, titled ``en`` / ``es``."""
        self._room(width)
        b = Block(en, self.next_col, width)
        self.next_col += width + 1  # (a blank column between blocks: readable)
        self._titles(b, es if self.lang == "es" else en)
        self.blocks.append(b)
        return b

    def scalar(self, en: str, es: str, formula: Any) -> Block:
        """A single value (row 2 of a one-column block), ``formula`` a formula or a constant."""
        self._room(1)
        b = Block(en, self.next_col, 1, scalar=True)
        self.next_col += 1
        self.set(1, b.first, es if self.lang == "es" else en)
        self.set(VALUE_ROW, b.first, formula)
        self.blocks.append(b)
        return b

    def _titles(self, b: Block, title: str) -> None:
        self.set(1, b.first, title)
        for s in range(b.width):
            self.set(SLOT_ROW, b.first + s, s + 1)
            self.set(HEAD_ROW, b.first + s, f"{title} {s + 1}" if b.width > 1 else title)

    def table(self, en: str, es: str, rows: Sequence[Sequence[Any]]) -> list[str]:
        """A constant table (a vocabulary, a rating table) from row 5 down, one column per
        field; returns each field's absolute range."""
        width = max(len(r) for r in rows)
        self._room(width)
        first = self.next_col
        self.next_col += width + 1
        title = es if self.lang == "es" else en
        self.set(1, first, title)
        for i, r in enumerate(rows):
            for j, v in enumerate(r):
                self.set(self.first_row + i, first + j, Text(v) if isinstance(v, str) else v)
        last = self.first_row + len(rows) - 1
        return [f"${col(first + j)}${self.first_row}:${col(first + j)}${last}" for j in range(width)]

    # references ------------------------------------------------------------------------------
    def at(self, b: Block, s: int = 0) -> str:
        """The player's own cell of slot ``s`` (relative row), or a scalar's value."""
        if b.scalar:
            return f"${b.letter()}${VALUE_ROW}"
        return f"{b.letter(s)}{ROW}"

    def row(self, b: Block) -> str:
        """The player's cells of every slot of ``b``."""
        return f"{b.letter(0)}{ROW}:{b.letter(b.width - 1)}{ROW}"

    def column(self, b: Block, s: int = 0) -> str:
        """Every player's cell of slot ``s`` (absolute)."""
        return f"${b.letter(s)}${self.first_row}:${b.letter(s)}${self.last_row}"

    def slot_value(self, b: Block, s: int) -> str:
        """Row 2 of slot ``s`` (a per-slot value)."""
        return f"{b.letter(s)}${VALUE_ROW}"

    def slot_values(self, b: Block) -> str:
        return f"${b.letter(0)}${VALUE_ROW}:${b.letter(b.width - 1)}${VALUE_ROW}"

    def slots(self, b: Block) -> str:
        """The slot numbers 1..width of ``b`` (row 3), to compare a row with."""
        return f"${b.letter(0)}${SLOT_ROW}:${b.letter(b.width - 1)}${SLOT_ROW}"

    def slot_no(self, b: Block, s: int) -> str:
        return f"{b.letter(s)}${SLOT_ROW}"

    # formulas ------------------------------------------------------------------------------
    def put(self, b: Block, formula: Callable[[int], str] | str) -> None:
        """Write ``formula`` (per slot ``s``, or one text) into every player row of ``b``."""
        for s in range(b.width):
            text = formula(s) if callable(formula) else formula
            for r in self.rows:
                self.set(r, b.first + s, text.replace(ROW, str(r)))

    def put_slot_values(self, b: Block, formula: Callable[[int], str]) -> None:
        """Write ``formula(s)`` into row 2 of every slot of ``b``."""
        for s in range(b.width):
            self.set(VALUE_ROW, b.first + s, formula(s))


def literal(text: str) -> str:
    """``text`` as a formula's string literal."""
    return '"' + text.replace('"', '""') + '"'
