"""Cached values for a workbook's formulas, so that any viewer shows numbers.

A cell of an ``.xlsx`` keeps its formula (``<f>``) and the value last computed for it
(``<v>``). Excel without the add-in, phone viewers and previews show that cached value as
long as they do not recalculate; with no cached value they show ``#NAME?`` or nothing.
openpyxl writes formulas with an empty ``<v/>`` and asks for a full recalculation on load
(``fullCalcOnLoad``), and cannot write a value next to a formula. XlsxWriter can
(``write_formula(..., value)``) but only writes new files, and our templates are built with
openpyxl. So this small step runs after openpyxl has saved the file:

1. :func:`formula_values` evaluates every formula of the openpyxl workbook with the
   evaluator of ``xl-tiebreaks compute`` (:class:`xl_tiebreaks.workbook.Evaluator`): our
   functions and the few builtins the templates use;
2. :func:`write_cached_values` puts each value into the saved file as the cell's ``<v>``
   (every cell of an array formula's range, the anchor included; a number as a number,
   a text as ``t="str"``, an error as ``t="e"``), and replaces the ``calcPr`` element so
   Excel does not recalculate everything on load (no ``fullCalcOnLoad``; ``calcId`` of
   current Excel, :data:`CALC_ID`): Excel recalculates on load when the file's ``calcId`` is
   older than its own.

Nothing else in the file changes: the sheet XML is parsed and written back with its
namespaces, every other part is copied byte for byte. A formula the evaluator cannot
compute keeps an empty value. This module does not import openpyxl (the evaluator does).
"""

from __future__ import annotations

import datetime as _dt
import re
import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import Any
from xml.etree import ElementTree as ET

MAIN_NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
_M = "{%s}" % MAIN_NS

#: the calculation engine id Excel 2019 / Microsoft 365 writes (an older id makes Excel
#: recalculate the whole workbook when it opens the file)
CALC_ID = "191029"

ERROR_CODES = ("#NULL!", "#DIV/0!", "#VALUE!", "#REF!", "#NAME?", "#NUM!", "#N/A", "#GETTING_DATA",
               "#SPILL!", "#CALC!", "#BUSY!")

#: (sheet title) -> {(row, column): value}, 1-based
Values = dict[str, dict[tuple[int, int], Any]]


# ---------------------------------------------------------------------------------------------
# 1. the values


def formula_values(wb: Any) -> Values:
    """The value of every formula cell of an openpyxl workbook (loaded or built with formulas),
    as Excel would show it: every cell of an array formula's range. Formulas the evaluator
    does not know (not ours, not the templates' builtins) are left out."""
    from openpyxl.utils import range_boundaries
    from openpyxl.worksheet.formula import ArrayFormula

    from .workbook.evaluator import Evaluator

    ev = Evaluator(wb)
    out: Values = {}
    for ws, c in ev.formula_cells():
        v = c.value
        text = v.text if isinstance(v, ArrayFormula) else v
        if not ev.evaluable(text)[0]:
            continue
        ev.cell_value(ws.title, c.row, c.column)
        if isinstance(v, ArrayFormula):
            mc, mr, xc, xr = range_boundaries(v.ref)
        else:
            mc, mr, xc, xr = c.column, c.row, c.column, c.row
        cells = out.setdefault(ws.title, {})
        for r in range(mr, xr + 1):
            for cc in range(mc, xc + 1):
                cells[(r, cc)] = ev.values.get((ws.title, r, cc))
    return out


# ---------------------------------------------------------------------------------------------
# 2. the file


def _col_letters(col: int) -> str:
    s = ""
    while col:
        col, rem = divmod(col - 1, 26)
        s = chr(65 + rem) + s
    return s


_REF = re.compile(r"([A-Z]+)(\d+)")


def _col_index(letters: str) -> int:
    n = 0
    for ch in letters:
        n = n * 26 + ord(ch) - 64
    return n


def _excel_serial(d: _dt.date | _dt.datetime) -> float:
    base = _dt.datetime(1899, 12, 30)
    if not isinstance(d, _dt.datetime):
        d = _dt.datetime(d.year, d.month, d.day)
    delta = d.replace(tzinfo=None) - base
    return delta.days + delta.seconds / 86400


def cell_value_xml(value: Any) -> tuple[str | None, str]:
    """``(t attribute or None, text of <v>)`` for a computed value, as Excel stores a formula's
    result: numbers plain, booleans ``b``, errors ``e``, texts ``str``; a blank result is
    the empty text."""
    from .workbook.formulas import XLError

    if isinstance(value, XLError) or (isinstance(value, str) and value in ERROR_CODES):
        code = str(value).split()[0] if str(value).split() else "#VALUE!"
        return "e", code if code in ERROR_CODES else "#VALUE!"
    if isinstance(value, bool):
        return "b", "1" if value else "0"
    if isinstance(value, (int, float)):
        if isinstance(value, float) and (value != value or value in (float("inf"), float("-inf"))):
            return "e", "#NUM!"
        return None, repr(float(value)) if isinstance(value, float) and not value.is_integer() else str(int(value))
    if isinstance(value, (_dt.date, _dt.datetime)):
        return None, repr(_excel_serial(value))
    if value is None:
        return "str", ""
    return "str", str(value)


def _sheet_parts(z: Any) -> dict[str, str]:
    """Sheet title -> the part name of its XML, from workbook.xml and its relationships."""
    wb = ET.fromstring(z.read("xl/workbook.xml"))
    rels = ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))
    targets = {r.get("Id"): r.get("Target", "") for r in rels}
    out = {}
    sheets = wb.find(f"{_M}sheets")
    for s in (sheets if sheets is not None else []):
        t = targets.get(s.get(f"{{{REL_NS}}}id"), "")
        if not t:
            continue
        out[s.get("name", "")] = t.lstrip("/") if t.startswith("/") else "xl/" + t
    return out


def _namespaces(xml: bytes) -> list[tuple[str, str]]:
    import io

    return [ns for _ev, ns in ET.iterparse(io.BytesIO(xml), events=("start-ns",))]


def _serialise(root: ET.Element, namespaces: list[tuple[str, str]]) -> bytes:
    for prefix, uri in namespaces:
        ET.register_namespace(prefix, uri)
    body = ET.tostring(root, encoding="unicode")
    return ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' + body).encode("utf-8")


def _set_value(c: ET.Element, value: Any) -> None:
    t, text = cell_value_xml(value)
    if t is None:
        c.attrib.pop("t", None)
    else:
        c.set("t", t)
    for child in list(c):
        if child.tag in (f"{_M}v", f"{_M}is"):
            c.remove(child)
    v = ET.Element(f"{_M}v")
    v.text = text
    f = c.find(f"{_M}f")
    c.insert(list(c).index(f) + 1 if f is not None else 0, v)


def patch_sheet(xml: bytes, cells: dict[tuple[int, int], Any]) -> bytes:
    """The sheet XML with ``cells``' values written as cached values (see the module doc).
    A cell of ``cells`` that the XML lacks (a cell inside an array formula's range that
    openpyxl did not write) is added in its row, in column order.

    Only the rows that get a value are parsed and written again (:func:`_patch_some_rows`):
    a 999 x 99 Swiss template's round sheet holds 300,000 cells, a few thousand of them
    formulas; the whole sheet goes through the XML parser only when its rows cannot be told
    apart as text (a prefixed or unusual layout)."""
    wanted: dict[int, dict[int, Any]] = {}
    for (r, c), v in cells.items():
        wanted.setdefault(r, {})[c] = v
    fast = _patch_some_rows(xml, wanted)
    if fast is not None:
        return fast
    namespaces = _namespaces(xml)
    root = ET.fromstring(xml)
    data = root.find(f"{_M}sheetData")
    if data is None:
        return xml
    _patch_rows(data, wanted)
    return _serialise(root, namespaces)


def _patch_rows(data: ET.Element, wanted: dict[int, dict[int, Any]]) -> None:
    """Write ``wanted`` (row -> column -> value) into the ``sheetData`` element ``data``: rows
    and cells it lacks are added in order."""
    rows = {int(r.get("r", "0")): r for r in data.findall(f"{_M}row")}
    for r, cols in sorted(wanted.items()):
        row = rows.get(r)
        if row is None:
            row = ET.Element(f"{_M}row", {"r": str(r)})
            later = [k for k in rows if k > r]
            pos = list(data).index(rows[min(later)]) if later else len(data)
            data.insert(pos, row)
            rows[r] = row
        present = {}
        for c_el in row.findall(f"{_M}c"):
            m = _REF.fullmatch(c_el.get("r", ""))
            if m:
                present[_col_index(m.group(1))] = c_el
        for col, value in sorted(cols.items()):
            c_el = present.get(col)
            if c_el is None:
                c_el = ET.Element(f"{_M}c", {"r": f"{_col_letters(col)}{r}"})
                later = [k for k in present if k > col]
                pos = list(row).index(present[min(later)]) if later else len(row)
                row.insert(pos, c_el)
                present[col] = c_el
            _set_value(c_el, value)


_CELL_SPAN = re.compile(rb'<c\b([^>]*?\sr="([A-Z]{1,3})(\d+)"[^>]*?)(?:/>|>(.*?)</c>)', re.S)
_F_ELEMENT = re.compile(rb"<f\b[^>]*?(?:/>|>.*?</f>)", re.S)
_V_OR_IS = re.compile(rb"<v\s*/>|<v>.*?</v>|<is>.*?</is>", re.S)
_T_ATTR = re.compile(rb'\st="[^"]*"')
_ROOT_TAG = re.compile(rb"<(?![?!])[^>]*>")


def _cell_xml(attrs: bytes, inner: bytes, value: Any) -> bytes | None:
    """A cell element (``attrs``: its start tag's attributes, ``inner``: its content) with
    ``value`` as its cached value, as :func:`_set_value` writes it: the ``t`` of the value,
    ``<v>`` right after the formula; ``None`` when the cell holds anything but a formula and
    a value (then the caller parses the sheet)."""
    from xml.sax.saxutils import escape

    f = _F_ELEMENT.search(inner)
    rest = _V_OR_IS.sub(b"", _F_ELEMENT.sub(b"", inner, count=1))
    if rest.strip():
        return None
    t, text = cell_value_xml(value)
    attrs = _T_ATTR.sub(b"", attrs)
    if t is not None:
        attrs += f' t="{t}"'.encode()
    return b"<c" + attrs + b">" + (f.group(0) if f else b"") + b"<v>" + escape(text).encode("utf-8") + b"</v></c>"


def _splice_cells(inner: bytes, r: int, cols: dict[int, Any]) -> bytes | None:
    """The content ``inner`` of row ``r`` with the cells ``cols`` (column -> value) given
    their values, found by their reference (``<c r="K7"``, as openpyxl writes it) without
    reading the other cells; ``None`` when one is not there or holds more than a formula and
    a value (the caller reads the row cell by cell)."""
    out, pos = [], 0
    for col, value in sorted(cols.items()):  # cells in column order: each search starts after the last
        start = inner.find(f'<c r="{_col_letters(col)}{r}"'.encode(), pos)
        if start < 0:
            return None
        cm = _CELL_SPAN.match(inner, start)
        if cm is None:
            return None
        new = _cell_xml(cm.group(1), cm.group(4) or b"", value)
        if new is None:
            return None
        out += [inner[pos:start], new]
        pos = cm.end()
    out.append(inner[pos:])
    return b"".join(out)


def _sheet_data(xml: bytes) -> tuple[int, int, bytes] | None:
    """(start, end, content) of the unprefixed ``sheetData`` element, found as text."""
    a = xml.find(b"<sheetData")
    if a < 0:
        return None
    close = xml.find(b">", a)
    tag = xml[a:close + 1]
    if _SHEET_DATA_EMPTY.fullmatch(tag):
        return a, close + 1, b""
    if tag != b"<sheetData>":
        return None
    end = xml.find(b"</sheetData>", close)
    if end < 0:
        return None
    return a, end + len(b"</sheetData>"), xml[close + 1:end]


_SHEET_DATA_EMPTY = re.compile(rb"<sheetData\s*/>")
_ROW_TAG = re.compile(rb'<row\b([^>]*?\sr="(\d+)"[^>]*?)(/?)>')


def _rows(body: bytes):
    """(row number or ``None``, its start tag's attributes, its content, the whole element) of
    each row of a ``sheetData`` content, found as text; a row number ``None`` also stands for
    anything between the rows."""
    pos, n = 0, len(body)
    while pos < n:
        a = body.find(b"<row", pos)
        if a < 0:
            if body[pos:].strip():
                yield None, b"", b"", b""
            return
        close = body.find(b">", a)
        m = _ROW_TAG.fullmatch(body, a, close + 1) if close >= 0 else None
        if m is None or body[pos:a].strip():
            yield None, b"", b"", b""
            return
        if m.group(3):  # <row .../>
            end, inner = close + 1, b""
        else:
            e = body.find(b"</row>", close)
            if e < 0:
                yield None, b"", b"", b""
                return
            end, inner = e + len(b"</row>"), body[close + 1:e]
        yield int(m.group(2)), m.group(1), inner, body[a:end]
        pos = end


def _patch_some_rows(xml: bytes, wanted: dict[int, dict[int, Any]]) -> bytes | None:
    """:func:`patch_sheet` without parsing the sheet: the cells that get a value are found
    as text in the sheet's unprefixed ``sheetData`` (rows and cells by their ``r``, in
    order) and rewritten (:func:`_cell_xml`); cells and rows the sheet lacks are added in
    order; every other byte is kept as it was. ``None`` when the sheet cannot be read so
    (no plain ``<sheetData>`` in the default namespace, a row or cell without its reference,
    anything between them, a cell holding more than a formula and a value): the caller
    parses the whole sheet."""
    span = _sheet_data(xml)
    root_tag = _ROOT_TAG.search(xml)
    if span is None or root_tag is None or root_tag.start() > span[0]:
        return None
    if f'xmlns="{MAIN_NS}"'.encode() not in root_tag.group(0):
        return None
    a, b, body = span
    rows: dict[int, tuple[bytes, bytes, list[tuple[int, bytes, bytes, bytes]]] | bytes] = {}
    last = 0
    for r, attrs, inner, whole in _rows(body):
        if r is None or r <= last:
            return None
        last = r
        if r not in wanted:
            rows[r] = whole  # kept byte for byte
            continue
        spliced = _splice_cells(inner, r, wanted[r])
        if spliced is not None:  # every cell found where openpyxl writes it: no need to read the others
            rows[r] = b"<row" + attrs + b">" + spliced + b"</row>"
            continue
        cells: list[tuple[int, bytes, bytes, bytes]] = []
        cpos = 0
        for cm in _CELL_SPAN.finditer(inner):
            if inner[cpos:cm.start()].strip() or int(cm.group(3)) != r:
                return None
            cells.append((_col_index(cm.group(2).decode()), cm.group(0), cm.group(1), cm.group(4) or b""))
            cpos = cm.end()
        if inner[cpos:].strip() or any(a[0] >= b[0] for a, b in zip(cells, cells[1:])):
            return None
        rows[r] = (attrs, inner, cells)
    out = []
    for r in sorted(set(rows) | set(wanted)):
        got = rows.get(r)
        if isinstance(got, bytes):
            out.append(got)
            continue
        attrs, _inner, cells = got if got is not None else (f' r="{r}"'.encode(), b"", [])
        present = {c[0]: c for c in cells}
        parts = []
        for col in sorted(set(present) | set(wanted[r])):
            if col not in wanted[r]:
                parts.append(present[col][1])
                continue
            c_attrs, c_inner = (present[col][2], present[col][3]) if col in present else (
                f' r="{_col_letters(col)}{r}"'.encode(), b"")
            new = _cell_xml(c_attrs, c_inner, wanted[r][col])
            if new is None:
                return None
            parts.append(new)
        out.append(b"<row" + attrs + b">" + b"".join(parts) + b"</row>")
    return xml[:a] + b"<sheetData>" + b"".join(out) + b"</sheetData>" + xml[b:]


def patch_calc_pr(xml: bytes) -> bytes:
    """workbook.xml without a forced full recalculation on load (see the module doc)."""
    namespaces = _namespaces(xml)
    root = ET.fromstring(xml)
    calc = root.find(f"{_M}calcPr")
    if calc is None:
        calc = ET.Element(f"{_M}calcPr")
        # calcPr follows definedNames (CT_Workbook's sequence); before anything after it
        after = ("oleSize", "customWorkbookViews", "pivotCaches", "smartTagPr", "smartTagTypes",
                 "webPublishing", "fileRecoveryPr", "webPublishObjects", "extLst")
        pos = len(root)
        for i, child in enumerate(root):
            if child.tag.split("}")[-1] in after:
                pos = i
                break
        root.insert(pos, calc)
    calc.attrib.pop("fullCalcOnLoad", None)
    calc.set("calcId", CALC_ID)
    return _serialise(root, namespaces)


def cached_values_into(parts: dict[str, bytes], values: Values) -> int:
    """Write ``values`` (:func:`formula_values`) into a package's ``parts`` (member name ->
    bytes, changed in place) as the cells' cached values, and stop Excel's forced
    recalculation on load; returns the number of cells written."""
    count = 0
    sheets = _sheet_parts(_PartsReader(parts))
    parts["xl/workbook.xml"] = patch_calc_pr(parts["xl/workbook.xml"])
    for title, cells in values.items():
        part = sheets.get(title)
        if part is None or part not in parts or not cells:
            continue
        parts[part] = patch_sheet(parts[part], cells)
        count += len(cells)
    return count


class _PartsReader:
    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts

    def read(self, name: str) -> bytes:
        return self.parts[name]


def cached_values_written(data: bytes, values: Values) -> tuple[bytes, int]:
    """The saved workbook package ``data`` (bytes) with ``values`` (:func:`formula_values`)
    written as the cells' cached values and Excel's forced recalculation on load stopped;
    returns (the new package, the number of cells written). Made in memory."""
    import io

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        parts = {i.filename: z.read(i.filename) for i in infos}
    count = cached_values_into(parts, values)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as w:
        for item in infos:
            w.writestr(item, parts[item.filename])
    return out.getvalue(), count


def write_cached_values(path: str | Path, values: Values) -> int:
    """Write ``values`` (:func:`formula_values`) into the saved workbook at ``path`` as the
    cells' cached values, and stop Excel's forced recalculation on load. Returns the number
    of cells written. The file is replaced only when the new one is complete."""
    path = Path(path)
    data, count = cached_values_written(path.read_bytes(), values)
    fd, tmp = tempfile.mkstemp(suffix=path.suffix, dir=path.parent)
    try:
        with open(fd, "wb") as fh:
            fh.write(data)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    shutil.move(tmp, path)
    return count


def save_with_cached_values(wb: Any, path: str | Path) -> int:
    """Compute ``wb``'s formulas (:func:`formula_values`) and write them into the file
    openpyxl saved at ``path``. Returns the number of cells written."""
    return write_cached_values(path, formula_values(wb))
