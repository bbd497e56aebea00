"""An OpenDocument spreadsheet (.ods, what LibreOffice saves by default; .ots, its templates)
read as its .xlsx twin is read.

:func:`xl_tiebreaks.workbook.package.check_package` recognises one by its content (a zip
package whose ``mimetype`` part says ``application/vnd.oasis.opendocument.spreadsheet``), puts
it through the checks every workbook passes (two parts of one name, zip bombs, the unpacked
size, a DTD or an entity in any part, the elements of its parts) and then :func:`read_ods`
reads ``content.xml`` and ``meta.xml`` in one streaming pass of defusedxml (DTDs and entities
forbidden), holding to the bounds of an .xlsx's sheets (:data:`~.package.MAX_ROWS` rows,
:data:`~.package.MAX_COLUMNS` columns, :data:`~.package.MAX_CELLS` cells, numbers of at most
:data:`~.package.MAX_CELL_DIGITS` digits) counted on the cells that hold something, with
their repetitions (``table:number-columns-repeated`` / ``number-rows-repeated``) counted
before they are unfolded: a run of a million empty cells, which LibreOffice writes at the end
of every sheet, costs nothing; a value repeated a million times is refused.

What it keeps, as openpyxl would give it from an .xlsx: each cell's value (the value
LibreOffice computed and stored for a formula): numbers (whole numbers as ``int``), text,
dates as ``datetime``, times as ``time``, booleans, an error as its text (``#DIV/0!``); the
named ranges (``table:named-range``: the template's names ``Resultados``, ``Configuracion``...)
as workbook names written as Excel writes them (``Rondas!$C$5:$Q$28``); the document's own
properties (``meta:user-defined``: a template's ``xl_tiebreaks.*`` properties, which LibreOffice
keeps when it saves an .xlsx as .ods).

Pure Python (no openpyxl): :func:`xl_tiebreaks.workbook.reader.load_package` makes the
openpyxl workbook from it.
"""

from __future__ import annotations

import datetime as _dt
import re
from dataclasses import dataclass, field
from typing import Any

from ..errors import TiebreakError
from ..texts import Text
from .bounds import MAX_CELL_DIGITS, MAX_CELLS, MAX_COLUMNS, MAX_ROWS, library_detail

#: what the ``mimetype`` part of an OpenDocument spreadsheet (and of its template) says
MIMETYPES = (b"application/vnd.oasis.opendocument.spreadsheet",
             b"application/vnd.oasis.opendocument.spreadsheet-template")

_TABLE = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
_OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
_TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
_META = "urn:oasis:names:tc:opendocument:xmlns:meta:1.0"
_CALCEXT = "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"


def _t(ns: str, name: str) -> str:
    return "{%s}%s" % (ns, name)


_T_TABLE, _T_ROW, _T_CELL, _T_COVERED = (_t(_TABLE, n) for n in ("table", "table-row", "table-cell",
                                                                  "covered-table-cell"))
_T_NAMED_RANGE, _T_NAMED_EXPRESSIONS = _t(_TABLE, "named-range"), _t(_TABLE, "named-expressions")
_A_NAME, _A_RANGE = _t(_TABLE, "name"), _t(_TABLE, "cell-range-address")
_A_ROWS, _A_COLS = _t(_TABLE, "number-rows-repeated"), _t(_TABLE, "number-columns-repeated")
_A_TYPE, _A_VALUE = _t(_OFFICE, "value-type"), _t(_OFFICE, "value")
_A_DATE, _A_TIME = _t(_OFFICE, "date-value"), _t(_OFFICE, "time-value")
_A_BOOL, _A_STRING = _t(_OFFICE, "boolean-value"), _t(_OFFICE, "string-value")
_A_CALC_TYPE = _t(_CALCEXT, "value-type")
_T_P, _T_S, _T_TAB, _T_BREAK = (_t(_TEXT, n) for n in ("p", "s", "tab", "line-break"))
_A_C = _t(_TEXT, "c")
_T_USER = _t(_META, "user-defined")
_A_META_NAME = _t(_META, "name")

_REPEAT = re.compile(r"\s*\d{1,9}\s*")
_TIME = re.compile(r"-?PT(\d{1,6})H(\d{1,2})M(\d{1,2})(?:[.,](\d{1,9}))?S")


@dataclass
class OdsBook:
    """What an .ods holds, as :func:`read_ods` reads it: its sheets in order (name -> {(row,
    column): value}, 1-based, only the cells that hold something), its named ranges (name ->
    reference as Excel writes it) and its document properties (name -> text)."""

    sheets: dict[str, dict[tuple[int, int], Any]] = field(default_factory=dict)
    names: dict[str, str] = field(default_factory=dict)
    properties: dict[str, str] = field(default_factory=dict)


def is_ods(z: Any, names: list[str]) -> bool:
    """Is the zip package ``z`` (of parts ``names``) an OpenDocument spreadsheet, by its
    ``mimetype`` part (read no further than its first 100 bytes)?"""
    if "mimetype" not in names:
        return False
    with z.open("mimetype") as fh:
        return fh.read(100).strip() in MIMETYPES


def read_ods(z: Any, name: str) -> OdsBook:
    """The sheets, named ranges and properties of the OpenDocument spreadsheet ``z`` (an open
    ``zipfile.ZipFile`` that :func:`~.package.check_package` checked; ``name``: the file's
    name, for messages).

    Raises:
        TiebreakError: ``workbook_unreadable`` (no ``content.xml``, XML that is not
            well-formed, a DTD or an entity); ``workbook_too_big`` (rows, columns or cells past
            the bounds of :mod:`~.package`, naming the sheet); ``cell_number_too_big`` naming
            the sheet and cell.
    """
    import defusedxml
    from defusedxml.ElementTree import iterparse

    book = OdsBook()
    try:
        with z.open("content.xml") as fh:
            _content(iterparse(fh, events=("start", "end"), forbid_dtd=True, forbid_entities=True,
                               forbid_external=True), book, name)
        if "meta.xml" in z.namelist():
            with z.open("meta.xml") as fh:
                for _, el in iterparse(fh, forbid_dtd=True, forbid_entities=True, forbid_external=True):
                    if el.tag == _T_USER and el.get(_A_META_NAME):
                        book.properties[el.get(_A_META_NAME)] = "".join(el.itertext())
    except KeyError:
        raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_ods_no_content")) from None
    except defusedxml.DefusedXmlException:
        raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_dtd", part="content.xml")) from None
    except TiebreakError:
        raise
    except Exception as e:  # noqa: BLE001 - XML that is not well-formed: the parser's words in one line
        raise TiebreakError("workbook_unreadable", path=name, detail=library_detail(e)) from None
    return book


def _repeat(v: str | None) -> int:
    """A repetition count as written (``None``, or no whole number of at most 9 digits: 1)."""
    return int(v) if v and _REPEAT.fullmatch(v) else 1 if not v else 10**9


def _content(events: Any, book: OdsBook, name: str) -> None:

    sheet: dict[tuple[int, int], Any] | None = None
    title = ""
    row = col = 0
    cells = 0
    row_cells: list[tuple[int, int, Any]] = []  # (column, repeat, value) of the row being read
    depth_cell = 0  # inside a cell (a table in a cell's drawing is not the sheet's)
    for ev, el in events:
        tag = el.tag
        if ev == "start":
            if tag == _T_TABLE and depth_cell == 0:
                title = el.get(_A_NAME) or f"Sheet{len(book.sheets) + 1}"
                if title.casefold() in {t.casefold() for t in book.sheets}:  # (spreadsheets tell sheets apart without case)
                    raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_duplicate_sheet", sheet=title))
                sheet = book.sheets.setdefault(title, {})
                row = 0
            elif tag == _T_ROW and depth_cell == 0:
                col = 0
                row_cells = []
            elif tag in (_T_CELL, _T_COVERED):
                depth_cell += 1
            continue
        if tag in (_T_CELL, _T_COVERED):
            depth_cell -= 1
            if depth_cell:
                continue
            n = _repeat(el.get(_A_COLS))
            value = _value(el, title, row + 1, col + 1, name) if tag == _T_CELL else None
            if value is not None:
                if col + n > MAX_COLUMNS:
                    where = Text("detail_sheet_name", sheet=title)
                    raise TiebreakError("workbook_too_big", path=name, what=Text(
                        "detail_column", where=where, col=_letters(min(col + n, 18278)), most=MAX_COLUMNS))
                row_cells.append((col + 1, n, value))
            col += n
            el.clear()
        elif tag == _T_ROW and depth_cell == 0:
            n = _repeat(el.get(_A_ROWS))
            if row_cells and sheet is not None:
                if row + n > MAX_ROWS:
                    raise TiebreakError("workbook_too_big", path=name, what=Text(
                        "detail_rows", where=Text("detail_sheet_name", sheet=title), n=row + n, most=MAX_ROWS))
                cells += n * sum(k for _, k, _ in row_cells)
                if cells > MAX_CELLS:
                    raise TiebreakError("workbook_too_big", path=name, what=Text("detail_cells_over", n=MAX_CELLS))
                for r in range(row + 1, row + n + 1):
                    for c, k, v in row_cells:
                        for cc in range(c, c + k):
                            sheet[(r, cc)] = v
            row += n
            el.clear()
        elif tag == _T_NAMED_RANGE and el.get(_A_NAME):
            ref = excel_ref(el.get(_A_RANGE) or "")
            if ref:
                book.names.setdefault(el.get(_A_NAME), ref)
        elif tag == _T_TABLE and depth_cell == 0:
            el.clear()


def excel_ref(address: str) -> str | None:
    """An ODS range address (``$Rondas.$C$5:.$Q$28``, ``$'Mi hoja'.$A$1``) as Excel writes it
    (``Rondas!$C$5:$Q$28``, ``'Mi hoja'!$A$1``); ``None`` for what is no range of one sheet
    (several ranges, a deleted sheet's ``#REF!``)."""
    m = re.fullmatch(r"\$?('(?:[^']|'')+'|[^.':$ ]+)\.(\$?[A-Za-z]{1,3}\$?\d{1,7})"
                     r"(?::(?:\$?(?:'(?:[^']|'')+'|[^.':$ ]+))?\.(\$?[A-Za-z]{1,3}\$?\d{1,7}))?", address.strip())
    if not m:
        return None
    sheet, a, b = m.groups()
    if sheet.startswith("'"):
        sheet = sheet[1:-1].replace("''", "'")
    return f"{_sheet_name(sheet)}!{a.upper()}" + (f":{b.upper()}" if b else "")


def _letters(col: int) -> str:
    s = ""
    while col:
        col, r = divmod(col - 1, 26)
        s = chr(65 + r) + s
    return s


def _sheet_name(sheet: str) -> str:
    """A sheet's name as Excel writes it in a reference (quoted unless a plain word), as
    :func:`xl_tiebreaks.workbook.places.sheet_cell` does."""
    plain = re.fullmatch(r"[^\W\d]\w*", sheet) is not None and not re.fullmatch(
        r"[A-Za-z]{1,3}\d+|R\d*C\d*", sheet, re.IGNORECASE)
    return sheet if plain else "'" + sheet.replace("'", "''") + "'"


def _text(el: Any) -> str:
    """The text of a cell: its paragraphs (``text:p``, not those of a comment) one a line, with
    ``text:s`` spaces, tabs and line breaks as written."""
    out = []
    for p in el:
        if p.tag == _T_P:
            out.append(_para(p))
    return "\n".join(out)


def _para(el: Any) -> str:
    parts = [el.text or ""]
    for ch in el:
        if ch.tag == _T_S:
            parts.append(" " * min(_repeat(ch.get(_A_C)), 1000))
        elif ch.tag == _T_TAB:
            parts.append("\t")
        elif ch.tag == _T_BREAK:
            parts.append("\n")
        elif not ch.tag.startswith("{" + _OFFICE):  # (a span, a link: their text; a note: none)
            parts.append(_para(ch))
        parts.append(ch.tail or "")
    return "".join(parts)


def _value(el: Any, sheet: str, row: int, col: int, name: str) -> Any:
    """A cell's value as openpyxl gives an .xlsx's (see the module doc); ``None``: empty."""
    kind = el.get(_A_TYPE)
    if el.get(_A_CALC_TYPE) == "error":
        return _text(el) or None
    if kind in ("float", "percentage", "currency"):
        raw = (el.get(_A_VALUE) or "").strip()
        return _number(raw, sheet, row, col) if raw else None
    if kind == "date":
        raw = (el.get(_A_DATE) or "").strip()
        try:
            return _dt.datetime.fromisoformat(raw)
        except ValueError:
            return _text(el) or raw or None
    if kind == "time":
        m = _TIME.fullmatch((el.get(_A_TIME) or "").strip())
        if m and int(m.group(1)) < 24:
            return _dt.time(int(m.group(1)), int(m.group(2)) % 60, int(m.group(3)) % 60)
        return _text(el) or None
    if kind == "boolean":
        return (el.get(_A_BOOL) or "").strip().lower() == "true"
    if kind == "string":
        s = el.get(_A_STRING)
        s = _text(el) if s is None else s
        return s if s != "" else None
    return None


def _number(raw: str, sheet: str, row: int, col: int) -> Any:

    digits = len(re.sub(r"[^0-9]", "", raw.split("e")[0].split("E")[0]))
    if digits > MAX_CELL_DIGITS:
        from ..validate import shown

        where = f"{_sheet_name(sheet)}!{_letters(col)}{row}"
        raise TiebreakError("cell_number_too_big", where, location_es=where, value=shown(raw),
                            most=MAX_CELL_DIGITS)
    try:
        if re.fullmatch(r"[-+]?\d+", raw):
            return int(raw)
        return float(raw)
    except ValueError:
        return raw
