"""A built workbook saved as an ``.xlsx`` / ``.xlsm`` package, whole and in memory: openpyxl
writes it, then the package is finished part by part (the plain cells written fast, Excel told
that the result cells hold numbers as text on purpose, every formula's cached value, the
functions' LibreOffice names on request) and zipped once.
"""

from __future__ import annotations

import io
import re
import zipfile
from contextlib import contextmanager
from copy import copy
from pathlib import Path
from typing import Any, Iterator
from xml.sax.saxutils import escape

from openpyxl import Workbook
from openpyxl.cell.cell import Cell
from openpyxl.utils import column_index_from_string, get_column_letter
from openpyxl.writer.excel import ExcelWriter

from ..util import gc_paused
from ..xlsx_cache import cached_values_into, formula_values
from .words import NAMES


def is_vba_path(path: str | Path) -> bool:
    return str(path).lower().endswith(".xlsm")


def save_workbook(wb: Workbook, path: str | Path, *, formula_names: str = "excel") -> None:
    """Save ``wb`` at ``path`` as :func:`workbook_bytes` makes it, whole (a temporary file
    renamed into place, replacing a file there as openpyxl's ``save`` does:
    :func:`xl_tiebreaks.files.write_output`)."""
    from ..files import write_output

    write_output(Path(path), workbook_bytes(wb, formula_names=formula_names), binary=True, force=True)


def workbook_bytes(wb: Workbook, *, formula_names: str = "excel", cached_values: bool = True) -> bytes:
    """The saved workbook, made in memory (a failed write then leaves nothing half written).

    * Excel is told that the results range holds numbers as text on purpose (no green
      triangle on every ``1`` / ``0`` typed in the Text-formatted result cells):
      ``<ignoredErrors>``, which openpyxl does not write;
    * ``cached_values``: every formula's computed value is written as the cell's cached
      value, so that a viewer without the add-in shows it (:mod:`xl_tiebreaks.xlsx_cache`);
    * ``formula_names="libreoffice"``: the functions with LibreOffice's internal names
      (``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ``, for LibreOffice only;
      :mod:`xl_tiebreaks.libreoffice.names`).

    A workbook of more cells than the readers accept is refused (``workbook_cells_over``).

    The plain cells (a template's empty grid: 300,000 of them in a 999 x 99 Swiss; the typed
    results of a filled one) are written by :func:`_blank_cells_written` rather than one by
    one through openpyxl's XML writer, which took two seconds for them; the package is the
    same. Python's cycle collector waits meanwhile (:func:`xl_tiebreaks.util.gc_paused`: its
    passes over the 600,000 new cells and styles of a 999 x 99 Swiss took 40 % of the time)."""
    if formula_names not in ("excel", "libreoffice"):
        raise ValueError(f"formula_names must be 'excel' or 'libreoffice', not {formula_names!r}")
    from ..workbook.package import check_cells

    check_cells(wb)  # (never a workbook the readers would refuse: workbook/package.py's MAX_CELLS)
    with gc_paused():
        return _package(wb, formula_names, cached_values)


def _package(wb: Workbook, formula_names: str, cached_values: bool) -> bytes:
    """:func:`workbook_bytes`."""
    buf = io.BytesIO()
    with _blank_cells_apart(wb) as apart:  # (stored, not compressed: the package is zipped once, below)
        ExcelWriter(wb, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED, allowZip64=True)).save()
    infos, parts = _unzip(buf.getvalue())  # every later step on the parts; one zip at the end
    if apart:
        _blank_cells_written(parts, apart)
    results = None
    for roles in NAMES.values():
        dn = wb.defined_names.get(roles["results"])
        if dn is not None:
            results = dn.attr_text
            break
    if results and "!" in results:
        sheet, ref = results.rsplit("!", 1)
        _ignore_numbers_as_text(parts, sheet.strip("'").replace("''", "'"), ref.replace("$", ""))
    if cached_values:
        cached_values_into(parts, formula_values(wb))
    if formula_names == "libreoffice":
        from ..libreoffice.names import convert_parts

        convert_parts(parts, "libreoffice")
    return _zip(infos, parts)


def _unzip(data: bytes) -> tuple[list[Any], dict[str, bytes]]:
    """(the members in order, member name -> its bytes) of a package."""
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        return infos, {i.filename: z.read(i.filename) for i in infos}


def _zip(infos: list[Any], parts: dict[str, bytes]) -> bytes:
    """The package of ``parts``, its members in the order of ``infos``."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as w:
        for item in infos:
            zi = copy(item)
            zi.compress_type = zipfile.ZIP_DEFLATED  # (the members as openpyxl names them, compressed)
            w.writestr(zi, parts[item.filename])
    return out.getvalue()


@contextmanager
def _blank_cells_apart(wb: Workbook) -> Iterator[dict[str, tuple[str, dict[int, list[tuple[int, str]]]]]]:
    """Take the plain cells (blank with a style, or holding a number, a text or TRUE/FALSE;
    no comment or link) out of the sheets while the block runs; yields sheet title -> (the
    sheet's dimension with them, row -> [(column, the cell's XML as openpyxl writes it)]).
    Their style ids are registered in the workbook, so its stylesheet has them. Formulas,
    dates and the rest stay with openpyxl."""
    apart: dict[str, tuple[str, dict[int, list[tuple[int, str]]]]] = {}
    taken: list[tuple[Any, dict[tuple[int, int], Any]]] = []
    styles = wb._cell_styles
    letters: dict[int, str] = {}
    try:
        for ws in wb.worksheets:
            cells = ws._cells
            keep: dict[tuple[int, int], Any] = {}
            rows: dict[int, list[tuple[int, str]]] = {}
            sids: dict[bytes, str] = {}  # a style's bytes -> its s="id" ("": no style)
            for k, c in cells.items():
                if type(c) is not Cell or c._comment is not None or c._hyperlink is not None:
                    keep[k] = c
                    continue
                v = c._value
                st = c._style
                if v is None:
                    if st is None:
                        keep[k] = c
                        continue
                    b = st.tobytes()
                    sid = sids.get(b)  # type: ignore[assignment]
                    if sid is None:
                        sid = sids[b] = f' s="{styles.add(st)}"' if any(st) else ""
                    if not sid:
                        keep[k] = c
                        continue
                    body = "/>"
                else:
                    t = type(v)
                    if t is str and v and c.data_type == "s":
                        stripped = v.strip()
                        space = ' xml:space="preserve"' if stripped and stripped != v else ""
                        body = f' t="inlineStr"><is><t{space}>{escape(v)}</t></is></c>'
                    elif (t is int or t is float) and c.data_type == "n" and v == v and v not in (_INF, -_INF):
                        body = f' t="n"><v>{"%.16g" % v}</v></c>'
                    elif t is bool and c.data_type == "b":
                        body = f' t="b"><v>{int(v)}</v></c>'
                    else:
                        keep[k] = c
                        continue
                    if st is None:
                        sid = ""
                    else:
                        b = st.tobytes()
                        sid = sids.get(b)  # type: ignore[assignment]
                        if sid is None:
                            sid = sids[b] = f' s="{styles.add(st)}"' if any(st) else ""
                r, col = k
                letter = letters.get(col) or letters.setdefault(col, get_column_letter(col))
                row = rows.get(r)
                if row is None:
                    row = rows[r] = []
                row.append((col, f'<c r="{letter}{r}"{sid}{body}'))
            if len(cells) - len(keep) < 1000:
                continue
            apart[ws.title] = (ws.calculate_dimension(), rows)
            taken.append((ws, cells))
            ws._cells = keep
        yield apart
    finally:
        for ws, cells in taken:
            ws._cells = cells


_INF = float("inf")
_ROW_XML = re.compile(r"<row\b([^>]*?)(?:/>|>(.*?)</row>)", re.S)
_CELL_XML = re.compile(r"<c\b[^>]*?(?:/>|>.*?</c>)", re.S)
_CELL_REF = re.compile(r'\br="([A-Z]+)\d+"')


def _blank_cells_written(parts: dict[str, bytes], apart: dict[str, tuple[str, dict[int, list[tuple[int, str]]]]]
                         ) -> None:
    """Write the cells of :func:`_blank_cells_apart` into their sheets' rows in the package
    ``parts`` (member name -> bytes; in column order, as openpyxl writes cells), each
    sheet's dimension as it was with them."""
    for part, title in _sheet_parts_of(parts).items():
        if title not in apart or part not in parts:
            continue
        dim, blank = apart[title]
        xml = parts[part].decode("utf-8")
        xml = re.sub(r'<dimension ref="[^"]*"\s*/>', f'<dimension ref="{dim}"/>', xml, count=1)
        m = re.search(r"<sheetData\s*/>|<sheetData>(.*?)</sheetData>", xml, re.S)
        assert m is not None, "openpyxl writes sheetData"
        rows: dict[int, tuple[str, list[tuple[int, str]]]] = {}
        for rm in _ROW_XML.finditer(m.group(1) or ""):
            attrs = rm.group(1)
            r = int(re.search(r'\br="(\d+)"', attrs).group(1))  # type: ignore[union-attr]
            cells = [(column_index_from_string(_CELL_REF.search(cm.group(0)).group(1)),  # type: ignore
                      cm.group(0)) for cm in _CELL_XML.finditer(rm.group(2) or "")]
            rows[r] = (attrs, cells)
        for r, extra in blank.items():
            attrs, cells = rows.get(r, (f' r="{r}"', []))
            cells += extra
            rows[r] = (attrs, cells)
        text = "".join(f"<row{attrs}>{''.join([x for _, x in sorted(cells)])}</row>"
                       for _, (attrs, cells) in sorted(rows.items()))
        parts[part] = f"{xml[:m.start()]}<sheetData>{text}</sheetData>{xml[m.end():]}".encode("utf-8")


class _Parts:
    """A package's parts (member name -> bytes) read as :func:`sheet_parts` reads a zip file."""
    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts

    def read(self, name: str) -> bytes:
        return self.parts[name]


def _sheet_parts_of(parts: dict[str, bytes]) -> dict[str, str]:
    return sheet_parts(_Parts(parts))


def sheet_parts(z: Any) -> dict[str, str]:
    """Worksheet part -> sheet name in the package ``z`` (a ``zipfile.ZipFile``), as its
    workbook part and relationships say (``{}`` when they say nothing readable)."""
    try:
        wbx = z.read("xl/workbook.xml").decode("utf-8", "replace")
        rels = z.read("xl/_rels/workbook.xml.rels").decode("utf-8", "replace")
    except KeyError:
        return {}
    targets = {}
    for rm in re.finditer(r"<(?:\w+:)?Relationship\b([^>]*)/?>", rels):
        attrs = dict(re.findall(r'([\w:]+)="([^"]*)"', rm.group(1)))
        t = attrs.get("Target", "")
        targets[attrs.get("Id")] = t.lstrip("/") if t.startswith("/") else "xl/" + t
    out = {}
    for sm in re.finditer(r"<(?:\w+:)?sheet\b([^>]*)/?>", wbx):
        attrs = dict(re.findall(r'([\w:]+)="([^"]*)"', sm.group(1)))
        part = targets.get(attrs.get("r:id"))
        if part:
            out[part] = attrs.get("name", "").replace("&apos;", "'").replace("&quot;", '"').replace("&amp;", "&")
    return out


def _ignore_numbers_as_text(parts: dict[str, bytes], sheet: str, ref: str) -> None:
    """Tell Excel, in the package ``parts``, that the range ``ref`` of ``sheet`` holds numbers
    as text on purpose (``<ignoredErrors>``, which openpyxl does not write)."""
    part = next((p for p, title in _sheet_parts_of(parts).items() if title == sheet), None)
    if part is None or part not in parts:
        return
    xml = parts[part].decode("utf-8")
    if "<ignoredErrors" in xml:
        return
    tag = f'<ignoredErrors><ignoredError sqref="{ref}" numberStoredAsText="1"/></ignoredErrors>'
    m = re.search(r"<(?:drawing|legacyDrawing|legacyDrawingHF|picture|oleObjects|controls|webPublishItems|"
                  r"tableParts|extLst)\b", xml)
    pos = m.start() if m else xml.rindex("</worksheet>")
    parts[part] = (xml[:pos] + tag + xml[pos:]).encode("utf-8")
