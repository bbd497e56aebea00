"""The ``.xlsm`` templates' macro-enabled package: a workbook carrying the settings sheet
``xlwings.conf`` (the functions' module for xlwings' add-in) and its own VBA project
(:mod:`xl_tiebreaks.vba_project`), as xlwings' ``quickstart.xlsm`` has them.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font

from ..vba_project import build_vba_project

def quickstart_path() -> Path:
    """xlwings' own ``quickstart.xlsm``, which the ``.xlsm`` templates reproduce (the tests
    compare them; building a template does not need it).

    Raises:
        FileNotFoundError: xlwings is not installed, or its release has no quickstart.xlsm.
    """
    try:
        import xlwings  # type: ignore
    except ImportError:
        raise FileNotFoundError(2, "xlwings is not installed", "quickstart.xlsm") from None
    p = Path(xlwings.__file__).with_name("quickstart.xlsm")
    if not p.exists():  # pragma: no cover - depends on the xlwings release
        raise FileNotFoundError(2, "not in this xlwings release", str(p))
    return p


#: the explanations on xlwings' quickstart settings sheet (xlwings 0.37), kept on ours
_XLWINGS_CONF_NOTES = (
    "If you want to rely on the settings in the addin or an xlwings.conf file, you can delete this sheet.",
    "When activated, these settings override the settings in the addin (.xlwings/xlwings.conf file in the user "
    "directory) and xlwings.conf in the same directory as this Excel file.",
    "If you delete a row from here, it will fall back to the first non-empty value xlwings finds in an "
    "xlwings.conf file and otherwise use the default values.",
)

#: the package parts of a macro-enabled workbook that openpyxl takes from ``vba_archive``
#: (the VBA project's content type and part; the project itself: :func:`_own_vba_project`)
_VBA_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/>'
    '</Types>')
_VBA_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'officeDocument" Target="xl/workbook.xml"/></Relationships>')


def _vba_workbook() -> Workbook:
    """A macro-enabled workbook (its VBA project: :func:`_own_vba_project`) with the settings
    sheet ``xlwings.conf`` holding only ``UDF Modules``, as xlwings' quickstart workbook has it
    once activated.

    The add-in reads the keys from A1 down to the first blank cell, and a key present with a
    blank value wins over the user's ``~/.xlwings/xlwings.conf`` (xlwings ``Config.bas``:
    ``GetConfigFromSheet`` / ``GetConfig``). So the quickstart's other keys are left out, not
    blanked: ``Interpreter_Win`` = ``python`` (and the blank ``Conda Path``...) would hide the
    interpreter that ``xlwings config create`` / ``xl-tiebreaks setup-excel`` configured.
    Built from nothing (no xlwings needed): the cells as the quickstart's (Calibri 12)."""
    wb = Workbook()
    conf = wb.active
    conf.title = "xlwings.conf"
    rows = {1: ("UDF Modules", "xl_tiebreaks.udfs"), 3: ("Instructions:",),
            4: ("xl-tiebreaks: the functions come from the Python module xl_tiebreaks.udfs (UDF Modules); the "
                "interpreter is the one of your xlwings add-in settings (xlwings config create).",)}
    rows.update({5 + i: (line,) for i, line in enumerate(_XLWINGS_CONF_NOTES)})
    for r, values in rows.items():
        for c, v in enumerate(values, 1):
            conf.cell(row=r, column=c, value=v).font = Font(name="Calibri", size=12)
    conf.column_dimensions["A"].width = 18
    conf.column_dimensions["B"].width = 22
    conf.column_dimensions["C"].width = 8.8984375
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("[Content_Types].xml", _VBA_CONTENT_TYPES)
        z.writestr("_rels/.rels", _VBA_ROOT_RELS)
        z.writestr("xl/vbaProject.bin", b"")  # replaced by _own_vba_project
    wb.vba_archive = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    return wb


def _own_vba_project(wb: Workbook) -> None:
    """The workbook's VBA project: only what the functions need, the references of xlwings'
    quickstart (the xlwings add-in), ``ThisWorkbook`` and a document module per sheet
    (:mod:`xl_tiebreaks.vba_project`); the sheets get the matching code names."""
    code_names = [f"Sheet{i}" for i in range(1, len(wb.worksheets) + 1)]
    for ws, name in zip(wb.worksheets, code_names):
        ws.sheet_properties.codeName = name
    wb.code_name = "ThisWorkbook"
    old = wb.vba_archive
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in old.namelist():
            data = old.read(name)
            if name == "xl/vbaProject.bin":
                data = build_vba_project(None, code_names)
            z.writestr(name, data)
    wb.vba_archive = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
