"""The one guarded way to open a workbook file (.xlsx / .xlsm / .ods): every command that reads one
(``standings``, ``explain``, ``check``, ``compare``, ``compute``, ``to-trf``,
``convert-names``) has its package checked here before anything parses it.

:func:`open_package` reads the file through :func:`xl_tiebreaks.files.read_input` (a regular
file, at most :data:`xl_tiebreaks.files.MAX_WORKBOOK_BYTES`) and refuses, before any XML is
parsed:

* a file that is not a zip package, or one with two parts of the same name, or more than one
  workbook part (which part a reader would take is not defined);
* a part that unpacks to more than :data:`MAX_RATIO` times its packed size (a zip bomb), or
  parts that unpack to more than :data:`MAX_UNPACKED` bytes in all, or sheets that hold more
  than :data:`MAX_ELEMENTS` XML elements in all, or other parts more than
  :data:`MAX_OTHER_ELEMENTS` (what a parser turns into objects: a style part of a million
  formats would take minutes);
* a part that declares a DTD (entity expansion, "billion laughs", and external entities that
  read other files): each XML part's prolog is read by defusedxml, which refuses them;
* a sheet larger than :data:`MAX_ROWS` rows, :data:`MAX_COLUMNS` columns or, all sheets
  together, :data:`MAX_CELLS` cells, counting the cells that merged ranges and range
  hyperlinks make a reader create. The sheets are the parts the package's relationships
  name (from ``_rels/.rels`` to the workbook part, from its relationships to every worksheet,
  chart sheet, dialog sheet or macro sheet, wherever they are stored), the parts its content
  types call sheets, and anything under ``xl/worksheets/``: a sheet stored elsewhere is sized
  too;
* a cell's number of more digits than any spreadsheet number (:data:`MAX_CELL_DIGITS`: nothing
  could write it back, and past 4,300 digits the reader would fail converting it), named by
  sheet and cell.

An OpenDocument spreadsheet (.ods, known by its ``mimetype`` part, whatever the file's name)
passes the same checks of the package and of every part (its ``content.xml`` counted as the
sheets), and its sheets are then read by :func:`xl_tiebreaks.workbook.ods.read_ods` within the
same bounds of rows, columns, cells and digits.

The limits keep the largest workbook they accept readable in under 10 s and 1 GB (docs/hostile-input.md; ``benchmarks/bench_workbook_limits.py`` measures it), and the templates the
product makes are held to them (:func:`check_cells`: a 999-player Swiss of up to 25 rounds,
a round robin of up to about 330 players).
Pure Python (no openpyxl): ``convert-names`` uses it without loading one.
"""

from __future__ import annotations

import io
import posixpath
import re
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from ..texts import Text
from .bounds import MAX_CELL_DIGITS, MAX_CELLS, MAX_COLUMNS, MAX_ROWS, library_detail  # (the sheets' bounds, shared with the .ods reader)

#: the most bytes a package's parts unpack to, all together
MAX_UNPACKED = 24 * 2**20
#: the most a part may unpack to, as a multiple of its packed size, when it unpacks to more than 1 MB
MAX_RATIO = 200
#: the most XML elements the sheets hold, all together (a cell is one to three)
MAX_ELEMENTS = 400_000
#: the most bytes the skipped helper sheets (:func:`helper_parts`) unpack to, all together: they are
#: never parsed into cells (a 999-player, 25-round Swiss template's workings: about 130 MB)
MAX_HELPER_UNPACKED = 256 * 2**20
#: the most XML elements the other parts hold, all together (styles, shared strings, comments,
#: drawings...: a reader makes an object of most of them; a template's are a few hundred)
MAX_OTHER_ELEMENTS = 40_000

_SHEET_TYPES = ("/worksheet", "/chartsheet", "/dialogsheet", "/macrosheet", "/xlMacrosheet", "/xlIntlMacrosheet")
_SHEET_CONTENT = ("worksheet+xml", "chartsheet+xml", "dialogsheet+xml", "macrosheet+xml", "macroEnabled.worksheet")
_WORKBOOK_CONTENT = ("sheet.main+xml", "macroEnabled.main+xml", "template.main+xml", "addin.macroEnabled.main+xml")

_REL = re.compile(r"<(?:[\w.-]+:)?Relationship\b([^>]*)>")
_OVERRIDE = re.compile(r"<(?:[\w.-]+:)?Override\b([^>]*)>")
_ATTR = re.compile(r"([\w:.-]+)\s*=\s*(?:\"([^\"]*)\"|'([^']*)')")
_SHEET = re.compile(r"<(?:[\w.-]+:)?sheet\b([^>]*)>")

_ROW_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row[\s/>]")
_ROW_NUMBER = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row\b[^>]*?\sr\s*=\s*[\"'](\d+)")
_CELL_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c[\s/>]")
_CELL_COLUMN = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c\b[^>]*?\sr\s*=\s*[\"']\$?([A-Za-z]{1,4})\$?\d")
# merged ranges and hyperlinks over a range: a reader makes one object per cell they cover
_AREA = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?(?:mergeCell|hyperlink)\b[^>]*?\sref\s*=\s*[\"']\s*\$?([A-Za-z]{1,4})"
                   rb"\$?(\d{1,9})\s*:\s*\$?([A-Za-z]{1,4})\$?(\d{1,9})")
_CELL_REF = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c\b[^>]*?\sr\s*=\s*[\"']\$?([A-Za-z]{1,4}\$?\d{1,9})")
_CHUNK = 1 << 22
_CARRY = 8192  # (longer than any tag the counts look for, and than MAX_DIGITS)


@dataclass
class Package:
    """A workbook file that passed every check: its bytes, its parts' names, and its sheets
    (part -> sheet name, as the workbook part names them; ``""`` when it names none)."""

    name: str
    data: bytes
    parts: list[str] = field(default_factory=list)
    sheets: dict[str, str] = field(default_factory=dict)
    #: an OpenDocument spreadsheet's cells, names and properties (:class:`~.ods.OdsBook`, read
    #: within the same bounds); ``None`` for an .xlsx / .xlsm
    ods: Any = None
    #: the helper sheets not read (:func:`helper_parts`): part -> sheet name
    skipped: dict[str, str] = field(default_factory=dict)

    def read_data(self) -> bytes:
        """The package as the readers parse it: :attr:`data` with each skipped helper sheet
        replaced by an empty sheet of the same name (its cells are never parsed; what is written
        back, as ``convert-names`` does, is :attr:`data`, whole)."""
        if not self.skipped:
            return self.data
        out = io.BytesIO()
        with zipfile.ZipFile(io.BytesIO(self.data)) as z, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as w:
            for info in z.infolist():
                w.writestr(info.filename, _EMPTY_SHEET if info.filename in self.skipped else z.read(info))
        return out.getvalue()


_EMPTY_SHEET = (b'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns='
                b'"http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData/></worksheet>')


def helper_names() -> frozenset[str]:
    """The names of the helper sheet of formulas that a workbook without the add-in carries
    (:mod:`xl_tiebreaks.noaddin`: "Workings", "Cálculos"), in every language of the catalogue."""
    from ..texts import text

    return frozenset(text("na_sheet_workings", lang) for lang in ("en", "es"))


_NOADDIN_PROP = re.compile(r"<(?:[\w.-]+:)?property\b[^>]*\bname\s*=\s*[\"']xl_tiebreaks\.noaddin[\"'][^>]*>\s*"
                           r"<(?:[\w.-]+:)?lpwstr>\s*1\s*<")


def _says_noaddin(z: Any) -> bool:
    """Whether the package's custom properties (the part ``_rels/.rels`` names) say a workbook
    without the add-in (``xl_tiebreaks.noaddin`` = 1, as :mod:`xl_tiebreaks.noaddin` writes it)."""
    for m in _REL.finditer(_text(z, "_rels/.rels")):
        a = _attrs(m.group(1))
        if a.get("Type", "").endswith("/custom-properties") and _NOADDIN_PROP.search(_text(z, _target("", a.get("Target", "")))):
            return True
    return False


def helper_parts(z: Any, sheets: dict[str, str]) -> dict[str, str]:
    """The sheet parts a reader skips (part -> sheet name): in a workbook whose properties say
    it is one without the add-in, the hidden sheets named as its helper sheet
    (:func:`helper_names`). Nothing a command reads is
    there (players, rounds and settings are on the organiser's sheets); its cells are formulas,
    up to about 1,400 a player. Skipped, a part is never parsed: its bytes are still bounded
    (:data:`MAX_RATIO`, :data:`MAX_HELPER_UNPACKED`, no DTD), and a hostile file gains nothing by
    naming a sheet so, since its cells are never read, whatever they hold.

    Only the workbook part the package's ``_rels/.rels`` names (the one a reader loads) counts,
    and only when it is the package's one workbook part; a sheet part is skipped only when that
    workbook names it exactly once, hidden, with the helper sheet's name, and no other
    relationship of the package names it (so the part a reader shows as another sheet is never
    the one skipped)."""
    if not _says_noaddin(z):
        return {}
    roots = [_target("", _attrs(m.group(1)).get("Target", "")) for m in _REL.finditer(_text(z, "_rels/.rels"))
             if _attrs(m.group(1)).get("Type", "").endswith("/officeDocument")]
    if len(roots) != 1 or _workbook_parts(z) != roots:
        return {}
    wb = roots[0]
    ids: dict[str, str] = {}
    for m in _REL.finditer(_text(z, _rels_of(wb))):
        a = _attrs(m.group(1))
        if a.get("Type", "").endswith(_SHEET_TYPES) and a.get("TargetMode", "") != "External":
            ids[a.get("Id", "")] = _target(wb, a.get("Target", ""))
    names = helper_names()
    named: dict[str, int] = {}
    hidden: dict[str, str] = {}
    for m in _SHEET.finditer(_text(z, wb)):
        a = _attrs(m.group(1))
        part = ids.get(a.get("r:id") or a.get("id") or "")
        if not part:
            continue
        named[part] = named.get(part, 0) + 1
        title = _unescape(a.get("name", ""))
        if a.get("state", "") in ("hidden", "veryHidden") and title in names:
            hidden[part] = title
    # every relationship of the package, by the part it names
    targets: dict[str, int] = {}
    for rels in z.namelist():
        if not rels.endswith(".rels"):
            continue
        source = posixpath.join(posixpath.dirname(posixpath.dirname(rels)), "x")
        for m in _REL.finditer(_text(z, rels)):
            a = _attrs(m.group(1))
            if a.get("TargetMode", "") != "External":
                t = _target(source, a.get("Target", ""))
                targets[t] = targets.get(t, 0) + 1
    return {part: title for part, title in hidden.items()
            if named[part] == 1 and targets.get(part) == 1 and sheets.get(part) == title}


def open_package(path: str | Path) -> Package:
    """The workbook file ``path`` read and checked (the module's doc lists every check), before
    anything parses it.

    Raises:
        TiebreakError: ``file_not_found``, ``path_not_regular_input``, ``file_too_big``,
            ``read_failed`` (:func:`xl_tiebreaks.files.read_input`); ``workbook_unreadable``
            (not a zip package, two parts of one name, more than one workbook part, a part that
            declares a DTD);
            ``workbook_too_big`` naming the limit passed; ``cell_number_too_big`` naming the cell.
    """
    from ..files import read_input

    p = Path(path)
    return check_package(read_input(p, "workbook"), p.name)


def check_package(data: bytes, name: str) -> Package:
    """:func:`open_package` on a package's bytes (``name``: the file's name, for messages)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            infos = z.infolist()
            names = [i.filename for i in infos]
            if len(set(names)) != len(names):
                seen: set[str] = set()
                twice = next(n for n in names if n in seen or seen.add(n))  # type: ignore[func-returns-value]
                raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_duplicate_part", part=twice))
            for info in infos:
                if info.file_size > 2**20 and info.file_size / max(info.compress_size, 1) > MAX_RATIO:
                    raise TiebreakError("workbook_too_big", path=name,
                                        what=Text("detail_expands", member=info.filename,
                                                  ratio=info.file_size // max(info.compress_size, 1)))
            from .ods import is_ods, read_ods

            # (the sizes as the zip declares them, before any part is read: every part but the
            # largest, a candidate helper sheet, within MAX_UNPACKED, and all within both bounds;
            # each part read whole below is capped too, see _text)
            sizes = sorted(i.file_size for i in infos)
            total = sum(sizes)
            if total - (sizes[-1] if sizes else 0) > MAX_UNPACKED or total > MAX_UNPACKED + MAX_HELPER_UNPACKED:
                raise TiebreakError("workbook_too_big", path=name, what=Text("detail_unpacked", mb=total // 2**20))
            ods = is_ods(z, names)
            if not ods:  # (which workbook part a reader would take is not defined)
                books = _workbook_parts(z)
                if len(books) > 1:
                    raise TiebreakError("workbook_unreadable", path=name, detail=Text(
                        "detail_two_workbooks", parts=", ".join(books)))
            # (an .ods keeps its sheets in content.xml: its elements count as the sheets' do)
            sheets = {"content.xml": ""} if ods and "content.xml" in names else {} if ods else _sheets(z, names)
            skipped = {} if ods else helper_parts(z, sheets)
            # (the sizes as the zip declares them: a part that unpacks to more fails reading it)
            total = sum(i.file_size for i in infos if i.filename not in skipped)
            if total > MAX_UNPACKED:
                raise TiebreakError("workbook_too_big", path=name, what=Text("detail_unpacked", mb=total // 2**20))
            helpers = sum(i.file_size for i in infos if i.filename in skipped)
            if helpers > MAX_HELPER_UNPACKED:
                raise TiebreakError("workbook_too_big", path=name, what=Text("detail_unpacked", mb=helpers // 2**20))
            _check_parts(z, infos, sheets, name, skipped)
            book = read_ods(z, name) if ods else None
    except zipfile.BadZipFile:
        raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_not_zip")) from None
    except _PartTooBig as e:
        raise TiebreakError("workbook_too_big", path=name, what=Text("detail_unpacked", mb=e.size // 2**20)) from None
    except TiebreakError:
        raise
    except (zipfile.LargeZipFile, EOFError, OSError, NotImplementedError, ValueError, RuntimeError) as e:
        raise TiebreakError("workbook_unreadable", path=name, detail=library_detail(e)) from None
    return Package(name, data, names, sheets, book, skipped)


# ---------------------------------------------------------------------------------------------
# which parts are sheets


class _PartTooBig(Exception):
    """A part read whole (:func:`_text`) unpacks to more than :data:`MAX_UNPACKED`."""

    def __init__(self, size: int) -> None:
        super().__init__(size)
        self.size = size


def _text(z: Any, part: str) -> str:
    """A part read whole as text, at most :data:`MAX_UNPACKED` bytes (past them
    :class:`_PartTooBig`, whatever the zip declares); ``""`` when there is no such part."""
    try:
        with z.open(part) as fh:
            raw = fh.read(MAX_UNPACKED + 1)
    except KeyError:
        return ""
    if len(raw) > MAX_UNPACKED:
        raise _PartTooBig(len(raw))
    if raw[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return raw.decode("utf-16", "replace")
    return raw.decode("utf-8", "replace")


def _attrs(s: str) -> dict[str, str]:
    return {k.split(":")[-1] if k != "r:id" else k: a if a or not b else b for k, a, b in _ATTR.findall(s)}


def _target(base: str, target: str) -> str:
    """A relationship's target as a part name: relative to the folder of the part whose
    relationships name it (``base``), or from the package's root (``/xl/...``)."""
    target = target.split("#")[0]
    if target.startswith("/"):
        return posixpath.normpath(target).lstrip("/")
    return posixpath.normpath(posixpath.join(posixpath.dirname(base), target)).lstrip("/")


def _rels_of(part: str) -> str:
    return posixpath.join(posixpath.dirname(part), "_rels", posixpath.basename(part) + ".rels")


def _workbook_parts(z: Any) -> list[str]:
    """The workbook parts: the one ``_rels/.rels`` names, those the content types call one."""
    workbooks = []
    for m in _REL.finditer(_text(z, "_rels/.rels")):
        a = _attrs(m.group(1))
        if a.get("Type", "").endswith("/officeDocument"):
            workbooks.append(_target("", a.get("Target", "")))
    for m in _OVERRIDE.finditer(_text(z, "[Content_Types].xml")):
        a = _attrs(m.group(1))
        if a.get("ContentType", "").endswith(_WORKBOOK_CONTENT):
            workbooks.append(a.get("PartName", "").lstrip("/"))
    return list(dict.fromkeys(workbooks))


def _sheets(z: Any, names: list[str]) -> dict[str, str]:
    """Sheet part -> its name in the workbook part ("" when none names it): every part the
    relationships name as a sheet of a workbook part, every part the content types call a
    sheet, every part under ``xl/worksheets/``."""
    present = set(names)
    workbooks = []
    for m in _REL.finditer(_text(z, "_rels/.rels")):
        a = _attrs(m.group(1))
        if a.get("Type", "").endswith("/officeDocument"):
            workbooks.append(_target("", a.get("Target", "")))
    sheets: dict[str, str] = {}
    for m in _OVERRIDE.finditer(_text(z, "[Content_Types].xml")):
        a = _attrs(m.group(1))
        kind, part = a.get("ContentType", ""), a.get("PartName", "").lstrip("/")
        if kind.endswith(_WORKBOOK_CONTENT):
            workbooks.append(part)
        elif kind.endswith(_SHEET_CONTENT):
            sheets.setdefault(part, "")
    for wb in dict.fromkeys(workbooks):
        ids = {}
        for m in _REL.finditer(_text(z, _rels_of(wb))):
            a = _attrs(m.group(1))
            if a.get("Type", "").endswith(_SHEET_TYPES) and a.get("TargetMode", "") != "External":
                part = _target(wb, a.get("Target", ""))
                ids[a.get("Id")] = part
                sheets.setdefault(part, "")
        for m in _SHEET.finditer(_text(z, wb)):
            a = _attrs(m.group(1))
            part = ids.get(a.get("r:id") or a.get("id"))
            if part:
                sheets[part] = _unescape(a.get("name", ""))
    for n in names:
        if n.startswith("xl/worksheets/") and n.endswith(".xml") and "/_rels/" not in n:
            sheets.setdefault(n, "")
    return {p: t for p, t in sheets.items() if p in present}


def _unescape(s: str) -> str:
    return s.replace("&apos;", "'").replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace(
        "&amp;", "&")


# ---------------------------------------------------------------------------------------------
# every part: DTDs, elements; the sheets: rows, columns, cells


class _RootReached(Exception):
    """The prolog was read up to the root element: no DTD there."""


class _Prolog:
    def start(self, tag: str, attrs: Any) -> None:
        raise _RootReached

    def end(self, tag: str) -> None:
        pass

    def data(self, text: str) -> None:
        pass

    def close(self) -> None:
        return None


def _refuse_dtd(head: bytes, fh: Any, part: str, name: str) -> None:
    """A part that is XML (by its first bytes) read up to its root element by defusedxml with
    DTDs forbidden: a DTD (and with it every entity declaration, internal or external) is
    refused; a part that is not well-formed XML is left to whoever reads it."""
    t = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not (t.startswith(b"<") or head[:2] in (b"\xff\xfe", b"\xfe\xff")):
        return
    import defusedxml
    from defusedxml.ElementTree import DefusedXMLParser

    parser = DefusedXMLParser(target=_Prolog(), forbid_dtd=True)
    chunk = head
    try:
        while chunk:
            parser.feed(chunk)
            chunk = fh.read(1 << 16)
        parser.close()
    except _RootReached:
        return
    except defusedxml.DefusedXmlException:
        raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_dtd", part=part)) from None
    except Exception:  # noqa: BLE001 - not XML after all: not ours to judge here
        return


def _column_number(letters: bytes) -> int:
    n = 0
    for c in letters.upper():
        n = n * 26 + c - 64
    return n


def _check_parts(z: Any, infos: list[Any], sheets: dict[str, str], name: str,
                 skipped: dict[str, str] | None = None) -> None:
    elements = others = 0
    cells = 0
    for info in infos:
        part = info.filename
        is_sheet = part in sheets
        where: Any = Text("detail_sheet_name", sheet=sheets[part]) if sheets.get(part) else part
        rows = top_row = 0
        with z.open(info) as fh:
            head = fh.read(1 << 16)
            _refuse_dtd(head, fh, part, name)
        if skipped and part in skipped:  # (a helper sheet: never parsed into cells, see helper_parts)
            continue
        with z.open(info) as fh:
            carry = b""
            while True:
                chunk = fh.read(_CHUNK)
                if not chunk:
                    break
                buf = carry + chunk
                skip = len(carry)
                n = chunk.count(b"<") - chunk.count(b"</") - chunk.count(b"<?") - chunk.count(b"<!")
                if is_sheet:
                    elements += n
                else:
                    others += n
                if is_sheet:  # (a sheet's own bounds first: their message names the sheet)
                    rows += sum(1 for m in _ROW_TAG.finditer(buf) if m.start() >= skip)
                    for m in _ROW_NUMBER.finditer(buf):
                        top_row = max(top_row, int(m.group(1)[:12]))
                    cells += sum(1 for m in _CELL_TAG.finditer(buf) if m.start() >= skip)
                    for m in _CELL_COLUMN.finditer(buf):
                        col = m.group(1)
                        if len(col) > 3 or _column_number(col) > MAX_COLUMNS:
                            raise TiebreakError("workbook_too_big", path=name, what=Text(
                                "detail_column", where=where, col=col.upper().decode("ascii"), most=MAX_COLUMNS))
                    for m in _AREA.finditer(buf):
                        if m.start() >= skip:
                            c1, r1, c2, r2 = m.groups()
                            cells += (abs(_column_number(c2) - _column_number(c1)) + 1) * (abs(int(r2) - int(r1)) + 1)
                    if max(rows, top_row) > MAX_ROWS:
                        raise TiebreakError("workbook_too_big", path=name, what=Text(
                            "detail_rows", where=where, n=max(rows, top_row), most=MAX_ROWS))
                    if cells > MAX_CELLS:
                        raise TiebreakError("workbook_too_big", path=name, what=Text("detail_cells_over", n=MAX_CELLS))
                    _refuse_long_numbers(buf, skip, sheets.get(part) or part)
                if elements > MAX_ELEMENTS or others > MAX_OTHER_ELEMENTS:
                    raise TiebreakError("workbook_too_big", path=name, what=Text(
                        "detail_elements", n=MAX_ELEMENTS if elements > MAX_ELEMENTS else MAX_OTHER_ELEMENTS,
                        where=Text("detail_in_sheets") if is_sheet else part))
                carry = buf[-_CARRY:]


_LONG_NUMBER = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?v>\s*([-+]?[0-9]{%d}[0-9]*)" % (MAX_CELL_DIGITS + 1))


def _refuse_long_numbers(buf: bytes, skip: int, sheet: str) -> None:
    """A cell whose value is a number of more digits than any spreadsheet number has
    (:data:`MAX_CELL_DIGITS`: openpyxl would read it as a whole number that nothing can write
    back, and past 4,300 digits fail converting it), named by its sheet and cell as Excel
    writes a reference (``'Mi hoja'!B7``)."""
    from ..validate import shown

    for m in _LONG_NUMBER.finditer(buf):
        if m.end() < skip:
            continue
        refs = list(_CELL_REF.finditer(buf, max(0, m.start() - 2048), m.start()))
        ref = refs[-1].group(1).decode("ascii").replace("$", "").upper() if refs else "?"
        plain = re.fullmatch(r"[^\W\d]\w*", sheet) is not None and not re.fullmatch(
            r"[A-Za-z]{1,3}\d+|R\d*C\d*", sheet, re.IGNORECASE)
        where = f"{sheet if plain else chr(39) + sheet.replace(chr(39), chr(39) * 2) + chr(39)}!{ref}"
        raise TiebreakError("cell_number_too_big", where, location_es=where, value=shown(m.group(1).decode("ascii")),
                            most=MAX_CELL_DIGITS)


def check_cells(wb: Any) -> None:
    """A workbook the product is about to write (a template, a workbook filled from a TRF) holds
    no more cells than a workbook it reads may (:data:`MAX_CELLS`): it never writes one it
    would then refuse to read.

    Raises:
        TiebreakError: ``workbook_cells_over``.
    """
    n = sum(len(ws._cells) for ws in wb.worksheets)
    if n > MAX_CELLS:
        raise TiebreakError("workbook_cells_over", n=n, most=MAX_CELLS)
