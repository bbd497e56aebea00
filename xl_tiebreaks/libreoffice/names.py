"""The two spellings of our functions in a workbook, and turning one into the other.

Excel (and xlwings) writes a call as ``BUCHHOLZ(...)``. LibreOffice Calc knows an add-in
function by its *internal name*, ``<implementation name>.<method>``: our functions are
methods of the implementation :data:`IMPLEMENTATION`, so a cell that LibreOffice saves in
an .xlsx reads ``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ(...)``, which Excel cannot read; a call
it could not bind is saved in lower case, ``buchholz(...)``. LibreOffice 7.4 binds only the
internal name when it imports an .xlsx, even with ``CompatibilityName`` set (the compiler
fills its OOXML map with the internal names first and drops the compatibility names,
``FormulaCompiler::loadSymbols`` / ``OpCodeMap::putExternalSoftly``); the extension
therefore rebinds plain names when a document has loaded (:mod:`.component`).

:func:`to_libreoffice` and :func:`to_excel` rewrite the function names of one formula;
:func:`convert_workbook` rewrites every formula of an .xlsx / .xlsm package (cells, array
and shared formulas, workbook names, conditional formats, data validations) and leaves
every other byte of the package as it was. Text in quotes and quoted sheet names is never
touched. Pure Python, no openpyxl: the readers call :func:`plain_name` on every function
name, so both spellings read the same.
"""

from __future__ import annotations

import re
import zipfile
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable

#: The UNO implementation (and service) whose methods are the spreadsheet functions.
IMPLEMENTATION = "org.xltiebreaks.Functions"
#: What LibreOffice writes before a function name in .xlsx / .ods formulas.
PREFIX = IMPLEMENTATION.upper() + "."


@lru_cache(maxsize=1)
def function_names() -> frozenset[str]:
    """Every registered function name, upper case (both languages): ``udfs.REGISTRY``."""
    from .. import udfs

    return frozenset(info.name.upper() for info in udfs.REGISTRY)


def plain_name(name: str) -> str:
    """A function name as Excel spells it: ``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ`` ->
    ``BUCHHOLZ`` (any case); any other name upper-cased and unchanged."""
    up = name.upper()
    if up.startswith(PREFIX):
        return up[len(PREFIX):]
    return up


# a name followed by '(' that is not the tail of a longer name (MYPOINTS, x.POINTS)
_CALL = re.compile(r"(?<![\w.$])([A-Za-z_][\w.]*)(?=\s*\()")


def _rewrite(text: str, fn: Callable[[str], str | None]) -> str:
    """``text`` with each function name ``n`` outside quotes replaced by ``fn(n)`` (``None``:
    kept). Strings ``"..."`` (``""`` inside) and sheet names ``'...'`` are copied as they are."""
    out = []
    i = 0
    n = len(text)
    start = 0
    while i < n:
        c = text[i]
        if c in "\"'":
            out.append(_CALL.sub(lambda m: fn(m.group(1)) or m.group(1), text[start:i]))
            j = i + 1
            while j < n:
                if text[j] == c:
                    if j + 1 < n and text[j + 1] == c:  # doubled quote inside
                        j += 2
                        continue
                    break
                j += 1
            out.append(text[i:j + 1])
            i = start = j + 1
            continue
        i += 1
    out.append(_CALL.sub(lambda m: fn(m.group(1)) or m.group(1), text[start:]))
    return "".join(out)


def _strip_xl_prefix(name: str) -> str:
    up = name.upper()
    for p in ("_XLUDF.", "_XLFN."):
        if up.startswith(p):
            return up[len(p):]
    return up


def to_libreoffice(formula: str) -> str:
    """``=BUCHHOLZ(A1:I6,"FIDE",1)`` -> ``=ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ(A1:I6,"FIDE",1)``:
    our functions (any case, also ``_xludf.`` prefixed) in LibreOffice's internal form; other
    names and the rest of the text unchanged."""
    names = function_names()

    def fn(name: str) -> str | None:
        base = plain_name(_strip_xl_prefix(name))
        return PREFIX + base if base in names else None

    return _rewrite(formula, fn)


def to_excel(formula: str) -> str:
    """``=ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ(...)`` or LibreOffice's unbound ``=buchholz(...)``
    -> ``=BUCHHOLZ(...)``: our functions as Excel names them; the rest unchanged."""
    names = function_names()

    def fn(name: str) -> str | None:
        base = plain_name(_strip_xl_prefix(name))
        return base if base in names else None

    return _rewrite(formula, fn)


# ---------------------------------------------------------------------------------------------
# a whole .xlsx / .xlsm package

# elements whose text is a formula: cells (<f>, also array and shared), conditional formats
# (<formula>), data validations (<formula1>, <formula2>, also x14: prefixed), workbook names
_FORMULA_ELEMENT = re.compile(
    r"(<((?:\w+:)?(?:f|formula|formula1|formula2|definedName))(?:\s[^>]*)?(?<!/)>)(.*?)(</\2>)", re.DOTALL)
_XML_UNESCAPE = (("&lt;", "<"), ("&gt;", ">"), ("&quot;", '"'), ("&apos;", "'"), ("&amp;", "&"))


def _xml_text(s: str) -> str:
    for a, b in _XML_UNESCAPE:
        s = s.replace(a, b)
    return re.sub(r"&#(x?[0-9A-Fa-f]+);", lambda m: chr(int(m.group(1)[1:], 16) if m.group(1)[0] in "xX"
                                                     else int(m.group(1))), s)


def _xml_escape(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def convert_xml(xml: str, to: str) -> tuple[str, int]:
    """The formulas in one XML part rewritten ``to`` ``"excel"`` or ``"libreoffice"``;
    returns the new text and how many formulas changed."""
    conv = to_excel if to == "excel" else to_libreoffice
    changed = 0

    def sub(m: re.Match[str]) -> str:
        nonlocal changed
        text = _xml_text(m.group(3))
        new = conv(text)
        if new == text:
            return m.group(0)
        changed += 1
        return m.group(1) + _xml_escape(new) + m.group(4)

    return _FORMULA_ELEMENT.sub(sub, xml), changed


def _formula_part(name: str) -> bool:
    return name.endswith(".xml") and (name == "xl/workbook.xml" or name.startswith(("xl/worksheets/",
                                                                                     "xl/macrosheets/")))


def convert_package(data: bytes | Any, to: str, *, name: str = "") -> tuple[bytes, int]:
    """The .xlsx / .xlsm package ``data`` (bytes, checked first by
    :func:`xl_tiebreaks.workbook.package.check_package`; or a
    :class:`~xl_tiebreaks.workbook.package.Package` that :func:`~xl_tiebreaks.workbook.package.open_package`
    checked) with every formula's function names in the form ``to`` (``"excel"``:
    ``BUCHHOLZ``; ``"libreoffice"``: ``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ``); returns (the
    new package, how many formulas changed). Every other part (values, styles, macros,
    pictures) is copied byte for byte; with nothing to convert, the package is the bytes it
    was. Made in memory; ``name``: the file's name, for the message.

    Raises:
        TiebreakError: those of :func:`~xl_tiebreaks.workbook.package.check_package`
            (``workbook_unreadable``, ``workbook_too_big``, ``digits_bound``).
        ValueError: ``to`` is neither form.
    """
    import io

    from ..errors import TiebreakError
    from ..texts import Text

    if to not in ("excel", "libreoffice"):
        raise ValueError(f"to must be 'excel' or 'libreoffice', not {to!r}")
    from ..workbook.package import Package, check_package

    # every bound, before a part is read (a Package has passed them: open_package)
    data = data.data if isinstance(data, Package) else check_package(data, name).data
    out = io.BytesIO()
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            infos = z.infolist()
            parts = {i.filename: z.read(i.filename) for i in infos}
        total = convert_parts(parts, to)
    except (zipfile.BadZipFile, EOFError, UnicodeDecodeError):
        raise TiebreakError("workbook_unreadable", path=name, detail=Text("detail_not_zip")) from None
    if total == 0:  # nothing to convert: the package as it was, byte for byte
        return data, 0
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as w:
        for item in infos:
            w.writestr(item, parts[item.filename])
    return out.getvalue(), total


def convert_parts(parts: dict[str, bytes], to: str) -> int:
    """:func:`convert_package` on a package's parts (member name -> bytes, changed in
    place); returns how many formulas changed.

    Raises:
        UnicodeDecodeError: a formula part that is not UTF-8.
    """
    total = 0
    for name in list(parts):
        if _formula_part(name):
            text, n = convert_xml(parts[name].decode("utf-8"), to)
            if n:
                parts[name] = text.encode("utf-8")
                total += n
    return total


def convert_workbook(src: str | Path, dst: str | Path, to: str) -> int:
    """Copy the .xlsx / .xlsm package ``src`` to ``dst`` with every formula's function names
    in the form ``to`` (:func:`convert_package`); returns how many formulas changed. ``src``
    is opened the one guarded way every command opens a workbook
    (:func:`xl_tiebreaks.workbook.package.open_package`: every bound checked before a part is
    read) and ``dst`` written whole, replacing a file there
    (:func:`xl_tiebreaks.files.write_output`).

    Raises:
        TiebreakError: those of :func:`~xl_tiebreaks.workbook.package.open_package`
            (``file_not_found``, ``workbook_unreadable``, ``workbook_too_big``...), ``write_failed``.
        ValueError: ``to`` is neither form.
    """
    from ..files import write_output
    from ..workbook.package import open_package

    if to not in ("excel", "libreoffice"):
        raise ValueError(f"to must be 'excel' or 'libreoffice', not {to!r}")
    src, dst = Path(src), Path(dst)
    data, total = convert_package(open_package(src), to, name=src.name)
    write_output(dst, data, binary=True, force=True)
    return total
