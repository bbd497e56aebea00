"""Helpers for the hostile-input tests (issue 14): a guard that fails the test when the
product opens, replaces or creates a file at a forbidden path, so that a refusal is shown to
happen *before* anything is opened (the tests run as root here: ``-o /dev/null --force``
must never even try to open /dev/null), and paths of every kind to feed the commands.
"""

from __future__ import annotations

import builtins
import io
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from openpyxl import load_workbook


class Touched(AssertionError):
    """The product opened, replaced or created a file it should have refused first."""


def _as_path(x: object) -> str | None:
    if isinstance(x, (str, bytes, os.PathLike)):
        try:
            return os.fsdecode(x)
        except TypeError:
            return None
    return None


@contextmanager
def no_touch(*forbidden: str | Path) -> Iterator[list[str]]:
    """While the block runs, opening (``open``, ``os.open``, ``io.open``), replacing or
    renaming onto (``os.replace``, ``os.rename``, ``shutil.move``), or making a temporary
    file in the folder of, any path of ``forbidden`` or under ``/dev`` raises
    :class:`Touched` (and is recorded in the yielded list, so a handler that swallowed the
    exception is still caught). Nothing is opened at those paths."""
    paths = {os.path.abspath(os.fsdecode(p)) for p in forbidden}
    hits: list[str] = []

    def bad(x: object) -> bool:
        p = _as_path(x)
        if p is None:
            return False
        a = os.path.abspath(p)
        return a.startswith("/dev/") or a == "/dev" or a in paths or os.path.realpath(a) in paths

    saved = {
        (builtins, "open"): builtins.open, (io, "open"): io.open, (os, "open"): os.open,
        (os, "replace"): os.replace, (os, "rename"): os.rename, (shutil, "move"): shutil.move,
        (tempfile, "mkstemp"): tempfile.mkstemp,
    }

    def guard(name: str, fn):
        def wrapped(*a, **k):
            args = list(a[:2]) + [k.get("file"), k.get("dst"), k.get("src")]
            if name == "mkstemp":
                args = [k.get("dir")] + list(a[2:3])
            for x in args:
                if bad(x):
                    hits.append(f"{name}({_as_path(x)})")
                    raise Touched(f"{name} reached {_as_path(x)}: the refusal must come before")
            return fn(*a, **k)

        return wrapped

    for (mod, name), fn in saved.items():
        setattr(mod, name, guard(name, fn))
    try:
        yield hits
    finally:
        for (mod, name), fn in saved.items():
            setattr(mod, name, fn)


def rename_sheet(path: Path | object, old: str, new: str | None, *, excel: bool, out: Path | None = None):
    """Rename (``new``) or delete (``None``) a sheet, as openpyxl does it (references left
    pointing at the old name) or as Excel does it (names and formulas follow; a deleted
    sheet's references become #REF!). ``path``: a file or an open workbook (changed in place)."""
    wb = path if not isinstance(path, (str, Path)) else load_workbook(path)
    if new is None:
        del wb[old]
    else:
        wb[old].title = new
    if excel:
        q_old = f"'{old}'!" if not old.isalnum() else f"{old}!"
        for name, dn in list(wb.defined_names.items()):
            if old in dn.attr_text:
                dn.attr_text = dn.attr_text.replace(f"'{old}'!", f"'{new}'!" if new else "#REF!").replace(
                    f"{old}!", f"{new}!" if new else "#REF!")
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    v = c.value
                    text = getattr(v, "text", v)
                    if isinstance(text, str) and q_old in text or isinstance(text, str) and f"'{old}'!" in text:
                        fixed = text.replace(f"'{old}'!", f"'{new}'!" if new else "#REF!").replace(
                            q_old, f"{new}!" if new else "#REF!")
                        if hasattr(v, "text"):
                            v.text = fixed
                        else:
                            c.value = fixed
    if out is not None:
        wb.save(out)
    return wb


# ---------------------------------------------------------------------------------------------
# hostile workbook packages (issue 26): a minimal .xlsx whose parts the test chooses

MAIN_NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'


def package(sheet_xml: str | bytes, *, part: str = "xl/worksheets/sheet1.xml", extra: dict | None = None,
            workbook_xml: str | None = None, members: list | None = None) -> bytes:
    """A workbook whose one sheet is ``sheet_xml`` stored at ``part`` (named there by the
    workbook's relationships and the content types), with ``extra`` parts (name -> text or
    bytes) and ``members`` added as they are ((name, bytes) pairs: two of one name if asked)."""
    import warnings
    import zipfile

    target = os.path.relpath(part, "xl")
    files = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
        'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships'
        '+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" '
        'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override '
        f'PartName="/{part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
        "</Types>",
        "_rels/.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
        'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": workbook_xml or (f'<?xml version="1.0"?><workbook {MAIN_NS} {REL_NS}><sheets><sheet '
                                            'name="S" sheetId="1" r:id="rId1"/></sheets></workbook>'),
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
        'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
        f'officeDocument/2006/relationships/worksheet" Target="{target}"/></Relationships>',
        part: sheet_xml,
        **(extra or {}),
    }
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (zipfile warns of a duplicate name: the test wants one)
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            for k, v in files.items():
                z.writestr(k, v)
            for k, v in members or []:
                z.writestr(k, v)
    return buf.getvalue()


def sheet_rows(rows: int, cell: str = '<c r="A{r}"><v>1</v></c>') -> str:
    """A sheet of ``rows`` rows of one cell each."""
    body = "".join(f'<row r="{r}">{cell.format(r=r)}</row>' for r in range(1, rows + 1))
    return f'<?xml version="1.0"?><worksheet {MAIN_NS}><sheetData>{body}</sheetData></worksheet>'


#: the namespaces of an OpenDocument spreadsheet's content.xml (ODF 1.2)
ODS_NS = ('xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
          'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
          'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" '
          'xmlns:meta="urn:oasis:names:tc:opendocument:xmlns:meta:1.0" '
          'xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"')


def ods_cell(v: object) -> str:
    """One ``table:table-cell`` as LibreOffice writes it: a number (``office:value``), a text
    (``text:p``), a date (``datetime.date``/``datetime``: ``office:date-value``) or, for
    ``None``, an empty cell."""
    import datetime as dt
    from xml.sax.saxutils import escape, quoteattr

    if v is None:
        return "<table:table-cell/>"
    if isinstance(v, bool):
        return f'<table:table-cell office:value-type="boolean" office:boolean-value="{str(v).lower()}"/>'
    if isinstance(v, (int, float)):
        return f'<table:table-cell office:value-type="float" office:value="{v}"><text:p>{v}</text:p></table:table-cell>'
    if isinstance(v, (dt.date, dt.datetime)):
        return f'<table:table-cell office:value-type="date" office:date-value={quoteattr(v.isoformat())}/>'
    return f'<table:table-cell office:value-type="string"><text:p>{escape(str(v))}</text:p></table:table-cell>'


def ods_table(name: str, rows: list[list[object]], *, top: int = 1, left: int = 1) -> str:
    """A ``table:table`` named ``name`` whose cells ``rows`` start at row ``top``, column
    ``left`` (1-based), the empty rows and cells before them written as LibreOffice does
    (repeated), and the run of empty rows to the sheet's end that LibreOffice writes last."""
    from xml.sax.saxutils import quoteattr

    pad = f'<table:table-cell table:number-columns-repeated="{left - 1}"/>' if left > 1 else ""
    body = (f'<table:table-row table:number-rows-repeated="{top - 1}"><table:table-cell/></table:table-row>'
            if top > 1 else "")
    body += "".join(f"<table:table-row>{pad}{''.join(ods_cell(v) for v in row)}"
                    '<table:table-cell table:number-columns-repeated="1000"/></table:table-row>' for row in rows)
    body += ('<table:table-row table:number-rows-repeated="1048000"><table:table-cell '
             'table:number-columns-repeated="1024"/></table:table-row>')
    return f"<table:table table:name={quoteattr(name)}>{body}</table:table>"


def ods_package(tables: str | list[str], *, names: dict[str, str] | None = None, extra: dict | None = None,
                members: list | None = None, content: str | bytes | None = None,
                properties: dict[str, str] | None = None) -> bytes:
    """An OpenDocument spreadsheet (.ods): ``tables`` (``table:table`` elements, :func:`ods_table`),
    ``names`` (name -> ODS range address, ``$Hoja1.$A$1:.$N$20``) as named ranges,
    ``properties`` as ``meta:user-defined`` properties, ``extra`` parts and ``members`` added
    as they are (two of one name if asked); ``content``: a ``content.xml`` as given instead."""
    import warnings
    import zipfile
    from xml.sax.saxutils import quoteattr

    tables = [tables] if isinstance(tables, str) else tables
    named = "".join(f"<table:named-range table:name={quoteattr(k)} table:base-cell-address={quoteattr(v.split(':')[0])} "
                    f"table:cell-range-address={quoteattr(v)}/>" for k, v in (names or {}).items())
    body = content if content is not None else (
        f'<?xml version="1.0" encoding="UTF-8"?><office:document-content {ODS_NS} office:version="1.2">'
        f"<office:body><office:spreadsheet>{''.join(tables)}"
        f"{'<table:named-expressions>' + named + '</table:named-expressions>' if named else ''}"
        "</office:spreadsheet></office:body></office:document-content>")
    meta = "".join(f"<meta:user-defined meta:name={quoteattr(k)}>{v}</meta:user-defined>"
                   for k, v in (properties or {}).items())
    buf = io.BytesIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr(zipfile.ZipInfo("mimetype"), "application/vnd.oasis.opendocument.spreadsheet")
            parts = {"content.xml": body,
                     "meta.xml": f'<?xml version="1.0"?><office:document-meta {ODS_NS}><office:meta>{meta}'
                                 "</office:meta></office:document-meta>",
                     "styles.xml": f'<?xml version="1.0"?><office:document-styles {ODS_NS}/>', **(extra or {})}
            for k, v in parts.items():
                z.writestr(k, v)
            for k, v in members or []:
                z.writestr(k, v)
    return buf.getvalue()
