"""Hostile or broken workbooks give a message, never a hang, a crash or a traceback."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.workbook.reader import open_workbook

DATA = Path(__file__).parent / "data"


def _xlsx_with(tmp_path: Path, sheet_xml: str, name: str = "bomb.xlsx") -> Path:
    """A minimal workbook whose only sheet is ``sheet_xml``."""
    files = {
        "[Content_Types].xml": '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/'
        'content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.'
        'relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/'
        'workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-'
        'officedocument.spreadsheetml.worksheet+xml"/></Types>',
        "_rels/.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
        'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/'
        'relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        "xl/workbook.xml": '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/'
        '2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
        '<sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
        "xl/_rels/workbook.xml.rels": '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/'
        'package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/'
        'officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        "xl/worksheets/sheet1.xml": sheet_xml,
    }
    path = tmp_path / name
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for k, v in files.items():
            z.writestr(k, v)
    return path


def test_billion_laughs_refused(tmp_path):
    laughs = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
              + "".join(f'<!ENTITY lol{i} "{("&lol%s;" % (i - 1 if i > 1 else "")) * 10}">' for i in range(1, 9))
              + ']><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
              '<row r="1"><c r="A1" t="inlineStr"><is><t>&lol8;</t></is></c></row></sheetData></worksheet>')
    path = _xlsx_with(tmp_path, laughs)
    with pytest.raises(TiebreakError) as e:
        open_workbook(path)
    assert e.value.code == "workbook_unreadable"


def test_zip_bomb_refused(tmp_path):
    big = ('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
           "<sheetData>" + " " * (30 * 2**20) + "</sheetData></worksheet>")
    path = _xlsx_with(tmp_path, big)
    with pytest.raises(TiebreakError) as e:
        open_workbook(path)
    assert e.value.code == "workbook_too_big" and "expands" in str(e.value)


def test_oversized_sheet_refused(tmp_path):
    sheet = ('<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
             '<sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="200000"><c r="A200000"><v>1</v></c></row>'
             "</sheetData></worksheet>")
    path = _xlsx_with(tmp_path, sheet)
    with pytest.raises(TiebreakError) as e:
        open_workbook(path)
    assert e.value.code == "workbook_too_big" and "200000 rows" in str(e.value)


@pytest.mark.parametrize("content", [b"", b"not a zip at all", b"PK\x03\x04garbage"])
def test_not_a_workbook(tmp_path, content, capsys):
    path = tmp_path / "x.xlsx"
    path.write_bytes(content)
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "Traceback" not in err and err.count("\n") == 1


def test_not_a_template(tmp_path, capsys):
    from openpyxl import Workbook

    path = tmp_path / "plain.xlsx"
    Workbook().save(path)
    assert main(["compute", str(path)]) == 0  # a plain workbook: nothing to compute, a copy is written
    assert (tmp_path / "plain_computed.xlsx").exists()
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err  # (one message saying how to name a range: issue 34)
    assert "is not a workbook made from an xl-tiebreaks template" in err and '--range "Sheet!A1:N20"' in err
