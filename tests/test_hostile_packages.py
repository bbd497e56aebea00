"""Hostile workbook packages through every command that opens a workbook (issue 26, kinds 3 and
4): one guarded way to open a workbook (xl_tiebreaks/workbook/package.py) refuses each before
anything parses it, with the product's one line, and writes nothing.

The kinds: a sheet stored outside ``xl/worksheets/`` (the relationships name it there) of more
rows than the bound; two parts of one name; a DTD with entities (billion laughs) in a part that
is not a sheet; an external entity; a style part of more elements than the bound; merged
ranges and range hyperlinks over more cells than the bound; a cell of a number of more than
4,300 digits; a zip bomb; a cell past the columns' bound. The same kinds in an OpenDocument
spreadsheet (.ods, issue 34), through the same guards. And a part openpyxl cannot read: its
own (multi-line) words become one line.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.workbook import reader as wbreader
from xl_tiebreaks.workbook.package import MAX_CELLS, MAX_COLUMNS, MAX_OTHER_ELEMENTS, MAX_ROWS, open_package

from .hostile import MAIN_NS, ODS_NS, ods_package, ods_table, package, sheet_rows

LAUGHS = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
          + "".join(f'<!ENTITY lol{i} "{("&lol%s;" % (i - 1 if i > 1 else "")) * 10}">' for i in range(1, 9))
          + f']><styleSheet {MAIN_NS}><numFmts count="1"><numFmt numFmtId="164" formatCode="&lol8;"/></numFmts>'
          "</styleSheet>")
EXTERNAL = ('<?xml version="1.0"?><!DOCTYPE workbook [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
            f'<workbook {MAIN_NS} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
            '<sheets><sheet name="&x;" sheetId="1" r:id="rId1"/></sheets></workbook>')


def _styles_bomb() -> str:
    rnd = random.Random(26)  # (numbers that do not compress: the element bound decides, not the zip ratio)
    xfs = "".join(f'<xf numFmtId="{rnd.randrange(50)}" fontId="0" fillId="0" borderId="{rnd.randrange(9)}"/>'
                  for _ in range(MAX_OTHER_ELEMENTS + 10))
    return f'<?xml version="1.0"?><styleSheet {MAIN_NS}><cellXfs count="{MAX_OTHER_ELEMENTS + 10}">{xfs}</cellXfs></styleSheet>'


def _merged(kind: str) -> str:
    rows = MAX_CELLS // 1000 + 5
    if kind == "merge":
        tail = "<mergeCells>" + "".join(f'<mergeCell ref="A{r}:ALL{r}"/>' for r in range(1, rows + 1)) + "</mergeCells>"
    else:
        tail = '<hyperlinks><hyperlink ref="A1:ALL300" display="x"/></hyperlinks>'
    return (f'<?xml version="1.0"?><worksheet {MAIN_NS}><sheetData><row r="1"><c r="A1"><v>1</v></c></row>'
            f"</sheetData>{tail}</worksheet>")


#: kind -> (the package's bytes, what the one line says)
def _kinds() -> dict[str, tuple[bytes, str]]:
    plain = sheet_rows(3)
    return {
        "outside": (package(sheet_rows(MAX_ROWS + 5), part="xl/hidden/data.xml"), f"beyond {MAX_ROWS}"),
        "duplicate": (package(plain, members=[("xl/worksheets/sheet1.xml", plain.encode())]), "two parts named"),
        "laughs": (package(plain, extra={"xl/styles.xml": LAUGHS}), "declares a DTD"),
        "external": (package(plain, workbook_xml=EXTERNAL), "declares a DTD"),
        "styles": (package(plain, extra={"xl/styles.xml": _styles_bomb()}), f"more than {MAX_OTHER_ELEMENTS} XML elements"),
        "merged": (package(_merged("merge")), f"more than {MAX_CELLS} cells"),
        "hyperlinks": (package(_merged("hyperlink")), f"more than {MAX_CELLS} cells"),
        "digits": (package(sheet_rows(1, '<c r="B{r}"><v>' + "9" * 5000 + "</v></c>")), "larger than any a spreadsheet"),
        "digits-310": (package(sheet_rows(1, '<c r="B{r}"><v>' + "9" * 310 + "</v></c>")), "more than 309 digits"),
        "bomb": (package(f'<?xml version="1.0"?><worksheet {MAIN_NS}><sheetData>' + " " * (30 * 2**20)
                         + "</sheetData></worksheet>"), "expands"),
        "wide": (package(sheet_rows(1, '<c r="XFD{r}"><v>1</v></c>')), "column XFD"),
    }


def _ods_kinds() -> dict[str, tuple[bytes, str]]:
    """The same kinds in an OpenDocument spreadsheet (.ods): its content.xml holds the sheets,
    a value repeated over rows or columns (``number-rows-repeated``, ``number-columns-repeated``)
    counts as the cells it makes."""
    plain = ods_table("S", [[1]])

    def table(row: str, repeat: int = 1) -> str:
        return (f'<table:table table:name="S"><table:table-row table:number-rows-repeated="{repeat}">{row}'
                "</table:table-row></table:table>")

    def value(v: str, repeat: int = 1) -> str:
        return (f'<table:table-cell table:number-columns-repeated="{repeat}" office:value-type="float" '
                f'office:value="{v}"/>')

    empty = '<table:table-cell table:number-columns-repeated="{n}"/>'
    external = ('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                f"<office:document-content {ODS_NS}><office:body><office:spreadsheet><table:table "
                'table:name="&x;"/></office:spreadsheet></office:body></office:document-content>')
    return {
        "ods-duplicate": (ods_package(plain, members=[("content.xml", ods_package(plain)[:10])]), "two parts named"),
        # two tables of one name (case aside): the second's cells would silently overwrite the first's
        "ods-two-sheets": (ods_package([ods_table("S", [["Ana", 1]]), ods_table("s", [["x"]])]), "two sheets named"),
        "ods-laughs": (ods_package(plain, extra={"styles.xml": LAUGHS}), "declares a DTD"),
        "ods-external": (ods_package(plain, content=external), "declares a DTD"),
        "ods-styles": (ods_package(plain, extra={"styles.xml": _styles_bomb()}),
                       f"more than {MAX_OTHER_ELEMENTS} XML elements"),
        "ods-rows": (ods_package(table(value("1"), MAX_ROWS + 5)), f"beyond {MAX_ROWS}"),
        "ods-cells": (ods_package(table(value("1", 1000), MAX_CELLS // 1000 + 5)), f"more than {MAX_CELLS} cells"),
        "digits-ods": (ods_package(table(empty.format(n=1) + value("9" * 5000))), "larger than any a spreadsheet"),
        "digits-310-ods": (ods_package(table(empty.format(n=1) + value("9" * 310))), "more than 309 digits"),
        "ods-bomb": (ods_package(plain, content=f"<?xml version=\"1.0\"?><office:document-content {ODS_NS}>"
                                 + " " * (30 * 2**20) + "</office:document-content>"), "expands"),
        "ods-wide": (ods_package(table(empty.format(n=MAX_COLUMNS) + value("1"))), f"more than {MAX_COLUMNS} columns"),
    }


KINDS = {**_kinds(), **_ods_kinds()}

#: every command that opens a workbook, with its output (if any) in the folder
COMMANDS = {
    "standings": ["standings", "{IN}"],
    "standings-xlsx": ["standings", "{IN}", "--format", "xlsx", "-o", "{OUT}.xlsx"],
    "explain": ["explain", "{IN}", "--player", "1", "-t", "BH"],
    "check": ["check", "{IN}"],
    "compare": ["compare", "{IN}", "-t", "BH"],
    "compute": ["compute", "{IN}", "-o", "{OUT}.xlsx"],
    "to-trf": ["to-trf", "{IN}", "-o", "{OUT}.trf"],
    "convert-names": ["convert-names", "{IN}", "--to", "libreoffice", "-o", "{OUT}.xlsx"],
}


@pytest.fixture(scope="module")
def packages(tmp_path_factory) -> dict[str, Path]:
    folder = tmp_path_factory.mktemp("packages")
    out = {}
    for kind, (data, _) in KINDS.items():
        out[kind] = folder / (f"{kind}.ods" if "ods" in kind else f"{kind}.xlsx")
        out[kind].write_bytes(data)
    return out


@pytest.mark.parametrize(("kind", "command"), [
    (k, c) for k in sorted(KINDS) for c in sorted(COMMANDS)
    if not ("ods" in k and c == "convert-names")])  # (convert-names converts an .xlsx's names only)
def test_every_command_refuses_every_hostile_package_in_one_line(kind, command, packages, tmp_path, capsys,
                                                                 monkeypatch):
    def parsed(*a, **k):
        raise AssertionError("openpyxl parsed a hostile package")

    monkeypatch.setattr(wbreader, "load_workbook", parsed)
    monkeypatch.setattr(wbreader, "ods_workbook", parsed)
    argv = [a.replace("{IN}", str(packages[kind])).replace("{OUT}", str(tmp_path / "out")) for a in COMMANDS[command]]
    rc = main(argv)
    said = capsys.readouterr()
    if command == "check":  # (check lists what it found on the screen, exit status 1)
        assert rc == 1 and KINDS[kind][1] in said.out, (said.out, said.err)
    else:
        assert rc == 2, (argv, rc, said.err)
        assert said.err.startswith("error: ") and said.err.count("\n") == 1, said.err
        assert KINDS[kind][1] in said.err, said.err
        if kind.startswith("digits"):  # (named by its sheet and cell)
            assert said.err.startswith("error: S!B1: '9999"), said.err
    assert "Traceback" not in said.err + said.out and "Warning" not in said.err
    assert list(tmp_path.iterdir()) == []


def test_a_sheet_is_found_wherever_the_relationships_store_it():
    from xl_tiebreaks.workbook.package import check_package

    got = check_package(package(sheet_rows(3), part="data/feuille.xml"), "w.xlsx")
    assert got.sheets == {"data/feuille.xml": "S"}
    with pytest.raises(TiebreakError) as e:
        check_package(package(sheet_rows(MAX_ROWS + 5), part="data/feuille.xml"), "w.xlsx")
    assert e.value.code == "workbook_too_big"
    assert "sheet 'S' has" in e.value.message("en") and "la hoja 'S' tiene" in e.value.message("es")


def test_openpyxls_own_words_are_one_line(tmp_path, capsys):
    """A part openpyxl refuses with a message of several lines: the product's one line."""
    bad = package(sheet_rows(1), extra={"xl/styles.xml": f'<?xml version="1.0"?><styleSheet {MAIN_NS}><fills count="1">'
                                                          "<fill/></fills></styleSheet>"})
    path = tmp_path / "bad.xlsx"
    path.write_bytes(bad)
    from xl_tiebreaks.workbook.package import library_detail

    detail = library_detail(ValueError("first line\n  second line\n\tthird"))
    assert str(detail) == "ValueError: first line second line third"
    rc = main(["standings", str(path)])
    said = capsys.readouterr().err
    assert rc == 2 and said.count("\n") == 1, said


def test_duplicate_parts_are_refused_before_zipfile_warns(tmp_path, recwarn):
    path = tmp_path / "dup.xlsx"
    path.write_bytes(KINDS["duplicate"][0])
    with pytest.raises(TiebreakError) as e:
        open_package(path)
    assert e.value.code == "workbook_unreadable" and "xl/worksheets/sheet1.xml" in e.value.message("es")
    assert not [w for w in recwarn if "Duplicate" in str(w.message)]


def test_the_largest_template_the_product_makes_is_one_it_reads(tmp_path):
    """The writers never make a workbook the readers would refuse: a 999-player Swiss of 25
    rounds is written and read; one of 99 rounds is refused before it is written."""
    from xl_tiebreaks.templates import TemplateSpec, workbook_bytes
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, _ = build_workbook(TemplateSpec("swiss", 999, 25, lang="en"))
    path = tmp_path / "big.xlsx"
    path.write_bytes(workbook_bytes(wb))
    assert open_package(path).sheets
    assert main(["template", "swiss", "--players", "999", "--rounds", "99", "-o", str(tmp_path / "t.xlsx")]) == 2
    assert not (tmp_path / "t.xlsx").exists()


def test_zipfile_members_that_lie_about_their_size_are_refused(tmp_path):
    """A member whose header claims fewer bytes than it holds: zipfile refuses it while
    reading; the message is the product's."""
    data = bytearray(package(sheet_rows(3)))
    path = tmp_path / "lie.xlsx"
    path.write_bytes(bytes(data[:-30]))  # (cut: no central directory)
    with pytest.raises(TiebreakError) as e:
        open_package(path)
    assert e.value.code == "workbook_unreadable"


# ---------------------------------------------------------------------------------------------
# formulas compute cannot evaluate: a message, never Python's RecursionError or AttributeError


@pytest.fixture(scope="module")
def filled(tmp_path_factory) -> Path:
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import workbook_bytes
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    held = Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf"
    wb, _ = tournament_workbook(read_trf(held).tournament, lang="en")
    path = tmp_path_factory.mktemp("filled") / "held.xlsx"
    path.write_bytes(workbook_bytes(wb))
    return path


def _array_cell(ws) -> str:
    """A cell inside an array formula's range (not its first one)."""
    from openpyxl.utils import range_boundaries
    from openpyxl.worksheet.formula import ArrayFormula

    for row in ws.iter_rows():
        for c in row:
            if isinstance(c.value, ArrayFormula):
                mc, mr, xc, xr = range_boundaries(c.value.ref)
                if xr > mr:
                    return ws.cell(row=mr + 1, column=mc).coordinate
    raise AssertionError("no array formula of two rows")


@pytest.mark.parametrize("typed", ["nested", "chain", "operators", "signs", "in-array"])
def test_formulas_compute_cannot_evaluate_give_a_message(typed, filled, tmp_path, capsys):
    from openpyxl import load_workbook

    wb = load_workbook(filled)
    ws = wb["Standings"]
    if typed == "nested":
        ws["Z30"] = "=" + "(" * 500 + "1" + ")" * 500
    elif typed == "operators":
        ws["Z30"] = "=" + "+".join(["1"] * 3000)
    elif typed == "signs":
        ws["Z30"] = "=" + "-" * 500 + "1"
    elif typed == "chain":
        ws["Z1"] = 1
        for r in range(2, 700):
            ws[f"Z{r}"] = f"=Z{r - 1}+1"
        ws["Y1"] = "=Z699"
    else:
        ws[_array_cell(ws)] = "=A1"
    path = tmp_path / "typed.xlsx"
    wb.save(path)
    rc = main(["compute", str(path), "-o", str(tmp_path / "out.xlsx"), "--lang", "en"])
    said = capsys.readouterr()
    text = said.out + said.err
    assert rc in (0, 1), text
    assert "internal error" not in text and "Error:" not in text, text
    want = {"nested": "nested more than 64 deep", "operators": "more than 100 levels deep", "signs": "nested more than 64",
            "chain": "too deep to evaluate without Excel", "in-array": "inside the array formula of"}[typed]
    assert want in text, text
    assert (tmp_path / "out.xlsx").exists()
