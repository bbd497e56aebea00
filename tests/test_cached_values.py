"""Cached values (xl_tiebreaks.xlsx_cache): a filled workbook carries its computed values
next to its formulas, so that a viewer without the add-in shows numbers; an empty template
shows no error anywhere; Excel is not asked to recalculate everything on load."""

from __future__ import annotations

import datetime as dt
import re
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from openpyxl import load_workbook
from openpyxl.utils import range_boundaries

from xl_tiebreaks.cli import main
from xl_tiebreaks.noaddin.shipped import is_noaddin_path
from xl_tiebreaks.workbook.formulas import XLError
from xl_tiebreaks.xlsx_cache import CALC_ID, ERROR_CODES, cell_value_xml, patch_calc_pr, patch_sheet

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "workbook_templates"
EXAMPLE = ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf"
M = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"

# seed 002's published table (ChessLivo): start number -> (Pts, BH-C1, BH, SB)
SEED002 = {1: (2.5, 4, 4, 2.75), 2: (1.5, 4, 4, 0.75), 3: (1, 4, 4, 0), 4: (0, 4, 5, 0), 5: (1.5, 4, 5, 1.75),
           6: (2.5, 4, 5, 3.75)}


def formula_cells_without_value(path: Path) -> list[str]:
    """Every formula cell, and every cell inside an array formula's range, that has no
    ``<v>`` in the file (what a viewer that does not recalculate would show as empty or
    ``#NAME?``)."""
    missing = []
    with zipfile.ZipFile(path) as z:
        for part in [n for n in z.namelist() if re.fullmatch(r"xl/worksheets/sheet\d+\.xml", n)]:
            root = ET.fromstring(z.read(part))
            cells = {c.get("r"): c for c in root.iter(f"{M}c")}
            for ref, c in cells.items():
                f = c.find(f"{M}f")
                if f is None:
                    continue
                if c.find(f"{M}v") is None:
                    missing.append(f"{part}!{ref}")
                if f.get("t") == "array":
                    mc, mr, xc, xr = range_boundaries(f.get("ref"))
                    for r in range(mr, xr + 1):
                        for col in range(mc, xc + 1):
                            from openpyxl.utils import get_column_letter

                            a = f"{get_column_letter(col)}{r}"
                            if a not in cells or cells[a].find(f"{M}v") is None:
                                missing.append(f"{part}!{a}")
    return missing


def calc_pr(path: Path) -> dict[str, str]:
    with zipfile.ZipFile(path) as z:
        root = ET.fromstring(z.read("xl/workbook.xml"))
    return dict(root.find(f"{M}calcPr").attrib)


@pytest.mark.parametrize("rel", sorted(str(p.relative_to(SHIPPED)) for p in SHIPPED.rglob("*.xls*")
                                        if not is_noaddin_path(p.relative_to(SHIPPED))))  # (their own tests: test_noaddin)
def test_empty_template_shows_no_error_and_every_formula_has_a_value(rel):
    path = SHIPPED / rel
    assert formula_cells_without_value(path) == []
    wb = load_workbook(path, data_only=True)  # what a viewer that does not recalculate shows
    errors = [f"{ws.title}!{c.coordinate}={c.value}" for ws in wb.worksheets for row in ws.iter_rows() for c in row
              if isinstance(c.value, str) and c.value.split()[:1] and c.value.split()[0] in ERROR_CODES]
    assert errors == []
    assert calc_pr(path)["calcId"] == CALC_ID and "fullCalcOnLoad" not in calc_pr(path)


@pytest.mark.parametrize("suffix", [".xlsx", ".xlsm"])
def test_filled_workbook_carries_seed002s_values_next_to_its_formulas(tmp_path, suffix):
    out = tmp_path / ("seed" + suffix)
    assert main(["from-trf", str(EXAMPLE), "-o", str(out), "-t", "BH/C1 BH SB", "--lang", "es"]) == 0
    assert formula_cells_without_value(out) == []
    assert calc_pr(out)["calcId"] == CALC_ID and "fullCalcOnLoad" not in calc_pr(out)
    values = load_workbook(out, data_only=True)["Rondas"]
    formulas = load_workbook(out, keep_vba=suffix == ".xlsm")["Rondas"]
    head = [c.value for c in values[3]]
    pts = head.index("Pts") + 1
    # the tie-break headers are formulas too (from the settings sheet): their cached values
    assert [values.cell(row=4, column=pts + k).value for k in range(1, 4)] == ["BH/C1", "BH", "SB"]  # as typed with -t
    for sn, expected in SEED002.items():
        row = 4 + sn
        assert values.cell(row=row, column=1).value == sn
        got = tuple(values.cell(row=row, column=pts + k).value for k in range(4))
        assert got == expected, sn
        # the formulas are still there: the workbook stays live in Excel with the add-in
        assert str(formulas.cell(row=5, column=pts).value).startswith("=") or \
            hasattr(formulas.cell(row=5, column=pts).value, "text")
    standings = load_workbook(out, data_only=True)["Clasificación"]
    names = [standings.cell(row=r, column=3).value for r in range(5, 11)]
    assert names == list("FAEBCD")  # seed 002's order


def test_computed_workbook_reads_back_the_same(tmp_path):
    """compute on a file that carries cached values gives the same numbers (the cached
    values inside array ranges are not mistaken for typed input)."""
    filled = tmp_path / "seed.xlsx"
    assert main(["from-trf", str(EXAMPLE), "-o", str(filled), "-t", "BH/C1 BH SB", "--lang", "es"]) == 0
    assert main(["compute", str(filled), "-o", str(tmp_path / "c.xlsx")]) == 0
    a = load_workbook(filled, data_only=True)["Rondas"]
    b = load_workbook(tmp_path / "c.xlsx")["Rondas"]
    for r in range(5, 11):
        for c in range(12, 16):
            assert a.cell(row=r, column=c).value == b.cell(row=r, column=c).value


# ---------------------------------------------------------------------------------------------
# the XML step itself


def test_value_types_as_excel_stores_them():
    assert cell_value_xml(2.5) == (None, "2.5")
    assert cell_value_xml(4) == (None, "4")
    assert cell_value_xml(4.0) == (None, "4")
    assert cell_value_xml(True) == ("b", "1")
    assert cell_value_xml("Ana") == ("str", "Ana")
    assert cell_value_xml("") == ("str", "")
    assert cell_value_xml(None) == ("str", "")
    assert cell_value_xml(XLError("#VALUE!", "fila 3: ...")) == ("e", "#VALUE!")
    assert cell_value_xml(XLError("#N/A")) == ("e", "#N/A")
    assert cell_value_xml(float("nan")) == ("e", "#NUM!")
    assert cell_value_xml(dt.date(2026, 3, 1)) == (None, "46082.0")


def test_patch_sheet_adds_missing_rows_and_cells_in_order():
    xml = (b'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
           b'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData>'
           b'<row r="2"><c r="B2" s="1"><f t="array" ref="B2:C4">X()</f><v/></c><c r="E2"><v>7</v></c></row>'
           b'<row r="4"><c r="A4"><v>1</v></c></row></sheetData>'
           b'<drawing r:id="rId1"/></worksheet>')
    cells = {(2, 2): 1.5, (2, 3): "a", (3, 2): 2, (3, 3): "b", (4, 2): XLError("#N/A"), (4, 3): True}
    out = patch_sheet(xml, cells)
    root = ET.fromstring(out)
    rows = root.find(f"{M}sheetData").findall(f"{M}row")
    assert [r.get("r") for r in rows] == ["2", "3", "4"]
    got = {c.get("r"): (c.get("t"), c.findtext(f"{M}v"), c.get("s")) for c in root.iter(f"{M}c")}
    assert got == {"B2": (None, "1.5", "1"), "C2": ("str", "a", None), "E2": (None, "7", None),
                   "B3": (None, "2", None), "C3": ("str", "b", None),
                   "A4": (None, "1", None), "B4": ("e", "#N/A", None), "C4": ("b", "1", None)}
    assert [c.get("r") for c in rows[0]] == ["B2", "C2", "E2"]  # column order kept
    b2 = rows[0][0]
    assert [child.tag for child in b2] == [f"{M}f", f"{M}v"]  # <v> right after <f>
    # namespaces kept: the default one and r: of the drawing
    assert b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"' in out
    assert b'<drawing r:id="rId1"' in out


def _full_parse(xml: bytes, cells) -> bytes:
    """patch_sheet's result by parsing the whole sheet (its general path)."""
    from xl_tiebreaks import xlsx_cache as xc

    wanted = {}
    for (r, c), v in cells.items():
        wanted.setdefault(r, {})[c] = v
    root = ET.fromstring(xml)
    xc._patch_rows(root.find(f"{M}sheetData"), wanted)
    return xc._serialise(root, xc._namespaces(xml))


def _workbooks_to_patch():
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import TeamTemplateSpec
    from xl_tiebreaks.templates import TemplateSpec
    from xl_tiebreaks.templates.workbooks import build_workbook, tournament_workbook

    yield "swiss es", build_workbook(TemplateSpec("swiss", 30, 7, lang="es"))[0]
    yield "round robin en", build_workbook(TemplateSpec("round_robin", 8, lang="en"))[0]
    yield "team swiss", build_workbook(TeamTemplateSpec("swiss", 6, 3, 4, lang="en"))[0]
    yield "filled swiss", tournament_workbook(read_trf(EXAMPLE).tournament, lang="en")[0]
    yield "filled round robin", tournament_workbook(
        read_trf(ROOT / "tests" / "data" / "fide-exercises" / "held_round_robin.trf").tournament, lang="es",
        layout="crosstable")[0]


@pytest.mark.parametrize("kind,wb", list(_workbooks_to_patch()), ids=lambda x: x if isinstance(x, str) else "")
def test_patch_sheet_reads_only_the_cells_it_changes_and_writes_what_a_full_parse_writes(kind, wb):
    """patch_sheet finds the formula cells of our workbooks as text (a 999 x 99 Swiss round
    sheet holds 300,000 cells): the sheet it writes is, element for element, the one the
    whole-sheet parse writes, and that text path is the one taken."""
    import io

    from xl_tiebreaks import xlsx_cache as xc
    from xl_tiebreaks.templates import workbook_bytes

    data = workbook_bytes(wb, cached_values=False)
    values = xc.formula_values(wb)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        parts = xc._sheet_parts(z)
        assert values
        for title, cells in values.items():
            xml = z.read(parts[title])
            wanted = {}
            for (r, c), v in cells.items():
                wanted.setdefault(r, {})[c] = v
            fast = xc._patch_some_rows(xml, wanted)
            assert fast is not None, (kind, title)
            assert ET.canonicalize(fast.decode()) == ET.canonicalize(_full_parse(xml, cells).decode()), (kind, title)


def test_patch_sheet_of_a_prefixed_sheet_parses_it_whole():
    """A sheet whose elements carry a prefix (as other writers may save it) is not read as
    text: the whole-sheet parse patches it."""
    from xl_tiebreaks import xlsx_cache as xc

    xml = (b'<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>'
           b'<x:row r="2"><x:c r="B2"><x:f>X()</x:f><x:v/></x:c></x:row></x:sheetData></x:worksheet>')
    assert xc._patch_some_rows(xml, {2: {2: 1.5}}) is None
    out = patch_sheet(xml, {(2, 2): 1.5, (3, 1): "a"})
    got = {c.get("r"): (c.get("t"), c.findtext(f"{M}v")) for c in ET.fromstring(out).iter(f"{M}c")}
    assert got == {"B2": (None, "1.5"), "A3": ("str", "a")}


def test_patch_calc_pr_stops_the_forced_recalculation():
    xml = (b'<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/>'
           b'<calcPr calcId="124519" fullCalcOnLoad="1"/></workbook>')
    root = ET.fromstring(patch_calc_pr(xml))
    assert root.find(f"{M}calcPr").attrib == {"calcId": CALC_ID}
    xml = b'<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/><extLst/></workbook>'
    root = ET.fromstring(patch_calc_pr(xml))
    assert [c.tag.split("}")[1] for c in root] == ["sheets", "calcPr", "extLst"]
