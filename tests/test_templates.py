"""The workbook templates (xl_tiebreaks.templates): the shipped files are what the code
writes (cells, formulas, validations, styles; not bytes), their XML holds nothing Excel
rejects, the .xlsm carries xlwings' VBA project, and LibreOffice opens them."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest
from openpyxl import load_workbook
from openpyxl.utils import range_boundaries
from openpyxl.worksheet.formula import ArrayFormula

from xl_tiebreaks import templates as T
from xl_tiebreaks.settings import parse_settings
from xl_tiebreaks.noaddin.shipped import noaddin_templates
from xl_tiebreaks.templates import TemplateSpec, standard_templates
from xl_tiebreaks.templates.workbooks import build_workbook, write_template

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = ROOT / "workbook_templates"
STANDARD = standard_templates()
NS = {"m": "http://schemas.openxmlformats.org/spreadsheetml/2006/main"}
OUR_FUNCTIONS = {"PUNTOS", "POINTS", "DESEMPATES", "TIEBREAKS", "CLASIFICACION", "STANDINGS",
                 "CLASIFICACION_CATEGORIA", "CATEGORY_STANDINGS", "SONNEBORN_BERGER",
                 "DESEMPATES_EQUIPOS", "TEAM_TIEBREAKS", "CLASIFICACION_EQUIPOS", "TEAM_STANDINGS",
                 "REGLAS_Y_AVISOS", "RULES_AND_WARNINGS", "REGLAS_Y_AVISOS_EQUIPOS", "TEAM_RULES_AND_WARNINGS",
                 "LISTA_PREMIOS", "PRIZE_LIST", "PREMIO_JUGADOR", "PLAYER_PRIZE"}
#: Excel's own functions the templates use (IFERROR and ROWS since Excel 2007: no _xlfn. prefix)
# (ROW, COLUMN, ADDRESS: the places; INDIRECT: the Premios sheet's published standings list, issue 37;
# ISNUMBER, FIND: that list's place, the rule's text when it names a sheet's range)
BUILTINS = {"IF", "COUNTA", "INDEX", "IFERROR", "ROWS", "ROW", "COLUMN", "ADDRESS", "INDIRECT", "ISNUMBER", "FIND"}


# ---------------------------------------------------------------------------------------------
# shipped files == generated files


def _style(c) -> tuple:
    f = c.font
    return (f.b, f.i, f.sz, f.name, f.color.rgb if f.color is not None else None,
            c.fill.fill_type, c.fill.fgColor.rgb if c.fill.fill_type else None, c.number_format,
            c.border.left.style, c.border.top.style, c.alignment.horizontal, c.alignment.wrap_text)


def _value(v):
    if isinstance(v, ArrayFormula):
        return ("array", v.ref, v.text)
    return v


def snapshot(path: Path) -> dict:
    wb = load_workbook(path, keep_vba=path.suffix == ".xlsm")
    out: dict = {"sheets": wb.sheetnames,
                 "names": sorted((n, d.attr_text) for n, d in wb.defined_names.items()),
                 "props": sorted((p.name, str(p.value)) for p in wb.custom_doc_props.props)}
    for ws in wb.worksheets:
        cells = {}
        for row in ws.iter_rows():
            for c in row:
                if c.value is not None or c.has_style:
                    cells[c.coordinate] = (_value(c.value), _style(c))
        out[ws.title] = {
            "cells": cells,
            "merged": sorted(str(m) for m in ws.merged_cells.ranges),
            "validations": sorted((str(dv.type), str(dv.formula1), str(dv.sqref), str(dv.errorStyle), str(dv.prompt))
                                  for dv in ws.data_validations.dataValidation),
            "widths": sorted((k, d.width) for k, d in ws.column_dimensions.items() if d.width),
            "heights": sorted((k, d.height) for k, d in ws.row_dimensions.items() if d.height),
            "freeze": ws.freeze_panes,
            "print": (ws.page_setup.orientation, ws.page_setup.fitToWidth, ws.page_setup.fitToHeight,
                      ws.sheet_properties.pageSetUpPr.fitToPage if ws.sheet_properties.pageSetUpPr else None,
                      ws.print_title_rows, ws.print_title_cols),
            "state": ws.sheet_state,
        }
    return out


@pytest.mark.parametrize("spec,rel", STANDARD, ids=[r for _, r in STANDARD])
def test_shipped_template_is_what_the_code_writes(spec, rel, tmp_path):
    """Regenerate (``python -m xl_tiebreaks.templates workbook_templates``) when this fails
    after a deliberate change."""
    shipped = SHIPPED / rel
    assert shipped.exists(), f"{rel} missing: python -m xl_tiebreaks.templates workbook_templates"
    fresh = tmp_path / Path(rel).name
    write_template(spec, fresh)
    a, b = snapshot(shipped), snapshot(fresh)
    assert a.keys() == b.keys()
    for key in a:
        assert a[key] == b[key], f"{rel}: {key} differs; regenerate the shipped templates"


def test_every_shipped_file_is_a_standard_template():
    files = sorted(str(p.relative_to(SHIPPED)) for p in SHIPPED.rglob("*.xls*"))
    assert files == sorted([r for _, r in STANDARD] + [r for _, r in noaddin_templates()])


# ---------------------------------------------------------------------------------------------
# what Excel rejects


def _boxes_overlap(a, b) -> bool:
    return not (a[2] < b[0] or b[2] < a[0] or a[3] < b[1] or b[3] < a[1])


_CELL_LIKE = re.compile(r"^(?:[A-Za-z]{1,3}\d+|[Rr]\d*[Cc]\d*|[RrCc])$")
_RESERVED = {"print_area", "print_titles", "criteria", "_filterdatabase", "extract", "consolidate_area",
             "sheet_title", "database", "auto_open", "auto_close"}


def excel_problems(path: Path) -> list[str]:
    """What Excel would repair or refuse in the package at ``path``."""
    problems: list[str] = []
    z = zipfile.ZipFile(path)
    wbx = ET.fromstring(z.read("xl/workbook.xml"))
    sheets = [s.get("name") for s in wbx.find("m:sheets", NS)]
    for s in sheets:
        if len(s) > 31 or any(ch in s for ch in "[]:*?/\\") or s.startswith("'") or s.endswith("'"):
            problems.append(f"sheet name {s!r}")
    if len({s.casefold() for s in sheets}) != len(sheets):
        problems.append("duplicate sheet names")
    seen = set()
    dn = wbx.find("m:definedNames", NS)
    for d in ([] if dn is None else dn):
        name, scope = d.get("name"), d.get("localSheetId")
        key = (name.casefold(), scope)
        if key in seen:
            problems.append(f"duplicate defined name {name}")
        seen.add(key)
        if not name.startswith("_xlnm."):
            if _CELL_LIKE.match(name) or name.casefold() in _RESERVED or not re.match(r"^[^\W\d][\w.]*$", name):
                problems.append(f"invalid defined name {name}")
        for sheet_ref in re.findall(r"'((?:[^']|'')+)'!", d.text or ""):
            if sheet_ref.replace("''", "'") not in sheets:
                problems.append(f"defined name {name} refers to a missing sheet {sheet_ref}")
    rels = ET.fromstring(z.read("xl/_rels/workbook.xml.rels"))
    targets = {r.get("Id"): r.get("Target") for r in rels}
    for s in wbx.find("m:sheets", NS):
        rid = s.get("{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id")
        target = targets[rid].lstrip("/")
        part = target if target.startswith("xl/") else "xl/" + target
        problems += [f"{s.get('name')}: {p}" for p in _sheet_problems(ET.fromstring(z.read(part)))]
    ct = z.read("[Content_Types].xml").decode()
    if path.suffix == ".xlsm":
        if "macroEnabled.main+xml" not in ct or "xl/vbaProject.bin" not in z.namelist():
            problems.append("an .xlsm without its VBA project / macro-enabled content type")
    elif "macroEnabled" in ct:
        problems.append("an .xlsx with a macro-enabled content type")
    return problems


# CT_Worksheet: the order Excel requires for a worksheet's elements (ECMA-376 part 1, 18.3.1.99)
_WS_ORDER = ["sheetPr", "dimension", "sheetViews", "sheetFormatPr", "cols", "sheetData", "sheetCalcPr",
             "sheetProtection", "protectedRanges", "scenarios", "autoFilter", "sortState", "dataConsolidate",
             "customSheetViews", "mergeCells", "phoneticPr", "conditionalFormatting", "dataValidations",
             "hyperlinks", "printOptions", "pageMargins", "pageSetup", "headerFooter", "rowBreaks", "colBreaks",
             "customProperties", "cellWatches", "ignoredErrors", "smartTags", "drawing", "legacyDrawing",
             "legacyDrawingHF", "drawingHF", "picture", "oleObjects", "controls", "webPublishItems", "tableParts",
             "extLst"]


def _sheet_problems(root) -> list[str]:
    out: list[str] = []
    tags = [child.tag.split("}")[-1] for child in root]
    idx = [_WS_ORDER.index(t) if t in _WS_ORDER else -1 for t in tags]
    if -1 in idx or idx != sorted(idx):
        out.append(f"worksheet elements out of order or unknown: {tags}")
    arrays: list[tuple[str, tuple]] = []
    formula_cells: list[tuple[str, tuple]] = []
    for c in root.iter(f"{{{NS['m']}}}c"):
        f = c.find("m:f", NS)
        if f is None:
            continue
        ref = c.get("r")
        box = range_boundaries(ref)
        text = f.text or ""
        if len(text) > 8192:
            out.append(f"{ref}: formula longer than 8192 characters")
        for name in re.findall(r"([A-Za-z_][\w.]*)\(", text):
            up = name.upper()
            if up.startswith("_XLFN.") and up[6:] in OUR_FUNCTIONS:
                out.append(f"{ref}: _xlfn. on our function {name}")
            elif up not in OUR_FUNCTIONS | BUILTINS:
                out.append(f"{ref}: unexpected function {name}")
        if text.count("(") != text.count(")") or text.count('"') % 2:
            out.append(f"{ref}: unbalanced formula {text}")
        if f.get("t") == "array":
            a = range_boundaries(f.get("ref"))
            if (a[0], a[1]) != (box[0], box[1]):
                out.append(f"{ref}: array formula not anchored at the top-left of {f.get('ref')}")
            arrays.append((f.get("ref"), a))
        else:
            formula_cells.append((ref, box))
    for i, (r1, a) in enumerate(arrays):
        for r2, b in arrays[i + 1:]:
            if _boxes_overlap(a, b):
                out.append(f"array formulas {r1} and {r2} overlap")
        for ref, box in formula_cells:
            if _boxes_overlap(a, box):
                out.append(f"formula {ref} inside array {r1}")
    merged = [m.get("ref") for m in root.iter(f"{{{NS['m']}}}mergeCell")]
    mboxes = [(m, range_boundaries(m)) for m in merged]
    for i, (m1, a) in enumerate(mboxes):
        for m2, b in mboxes[i + 1:]:
            if _boxes_overlap(a, b):
                out.append(f"merged ranges {m1} and {m2} overlap")
        for r, b in arrays:
            if _boxes_overlap(a, b):
                out.append(f"merged range {m1} overlaps array {r}")
    dvs = root.find("m:dataValidations", NS)
    boxes: list[tuple[str, tuple]] = []
    if dvs is not None:
        if int(dvs.get("count", "0")) != len(dvs):
            out.append("dataValidations count attribute is wrong")
        for dv in dvs:
            kind = dv.get("type", "none")
            f1 = dv.find("m:formula1", NS)
            if kind == "list":
                if f1 is None or not f1.text:
                    out.append("list validation without formula1")
                else:
                    text = f1.text
                    if text.startswith('"') and (not text.endswith('"') or len(text) - 2 > 255):
                        out.append(f"list validation formula invalid or longer than 255: {text[:40]}")
            for attr, limit in (("promptTitle", 32), ("errorTitle", 32), ("prompt", 255), ("error", 255)):
                if len(dv.get(attr, "")) > limit:
                    out.append(f"validation {attr} longer than {limit}")
            for part in (dv.get("sqref") or "").split():
                b = range_boundaries(part)
                for other, ob in boxes:
                    if _boxes_overlap(b, ob):
                        out.append(f"validations overlap: {part} and {other}")
                boxes.append((part, b))
    return out


@pytest.mark.parametrize("rel", [r for _, r in STANDARD])
def test_no_xml_excel_rejects(rel):
    assert excel_problems(SHIPPED / rel) == []


def test_numbers_as_text_not_flagged(tmp_path):
    """Result cells are Text: Excel is told not to flag each typed 1 / 0 (ignoredErrors, written
    after openpyxl saves), in the templates and in computed copies."""
    from xl_tiebreaks.workbook.compute import compute

    def ignored(path: Path) -> list[str]:
        with zipfile.ZipFile(path) as z:
            out = []
            for name in z.namelist():
                if name.startswith("xl/worksheets/sheet"):
                    root = ET.fromstring(z.read(name))
                    out += [e.get("sqref") for e in root.iter(f"{{{NS['m']}}}ignoredError")
                            if e.get("numberStoredAsText") == "1"]
            return out

    assert ignored(SHIPPED / "es" / "suizo_16_jugadores_5_rondas.xlsx") == ["C5:Q20"]
    assert ignored(SHIPPED / "en" / "round_robin_double_6_players.xlsm") == ["D5:O10"]
    report = compute(SHIPPED / "es" / "liga_6_jugadores.xlsx", tmp_path / "c.xlsx")
    assert ignored(report.output) == ["D5:I10"]
    assert excel_problems(report.output) == []


def test_checker_catches_problems(tmp_path):
    """The checker itself: an overlapping array, a long sheet name, a bad validation."""
    from openpyxl import Workbook
    from openpyxl.worksheet.datavalidation import DataValidation

    wb = Workbook()
    ws = wb.active
    ws.title = "x" * 31
    ws["A1"] = ArrayFormula("A1:A3", "=POINTS(B1:C3)")
    ws["A2"] = "=POINTS(B1:C3)"
    ws["E1"] = "=_xlfn.BUCHHOLZ(B1:C3)"
    dv = DataValidation(type="list", formula1='"' + ",".join(["abcdef"] * 50) + '"')
    dv.sqref = "B1:B3"
    ws.add_data_validation(dv)
    dv2 = DataValidation(type="list", formula1='"a,b"')
    dv2.sqref = "B2:C2"
    ws.add_data_validation(dv2)
    wb.create_sheet("Y")
    p = tmp_path / "bad.xlsx"
    wb.save(p)
    text = "\n".join(excel_problems(p))
    assert "inside array" in text
    assert "_xlfn." in text or "unexpected function" in text
    assert "longer than 255" in text
    assert "validations overlap" in text


# ---------------------------------------------------------------------------------------------
# contents


def _workbook(spec: TemplateSpec, vba: bool = False):
    wb, lay = build_workbook(spec, vba=vba)
    return wb, lay


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("kind", ["round_robin", "swiss"])
def test_settings_range_parses_and_is_in_the_language(kind, lang):
    spec = TemplateSpec(kind, 8, 5 if kind == "swiss" else None, lang=lang)
    wb, lay = _workbook(spec)
    ws = wb[lay.sheets["settings"]]
    rows = [[c.value for c in r] for r in ws.iter_rows(min_row=5, max_row=max(lay.settings_rows.values()),
                                                          max_col=2)]
    st = parse_settings(rows)
    assert st.lang == lang and st.win == 1 and st.rules == "FIDE"
    assert st.system.value == ("swiss" if kind == "swiss" else "round_robin")
    keys = {r[0] for r in rows}
    assert ("Fecha" in keys) == (lang == "es") and ("Date" in keys) == (lang == "en")
    dn = wb.defined_names[T.NAMES[lang]["settings"]].attr_text
    assert dn.endswith(f"$A$5:$B${max(lay.settings_rows.values())}")
    order = [ws.cell(row=r, column=2).value for r in lay.order_rows]
    assert tuple(o for o in order if o) == T.DEFAULT_ORDER[kind]


def _at(sheet: str, name: str) -> str:
    """The first cell of the range ``name`` as a template's function is given it (its argument
    places): a text that moves with the range."""
    return f'"{sheet}!"&ADDRESS(ROW(INDEX({name},1,1)),COLUMN(INDEX({name},1,1)),4)'


def test_round_robin_layout():
    """No., player, rating, one column per opponent, Pts, then the order (SB once: no fixed SB
    column beside the tie-breaks); a grey crossed-out diagonal holding nothing, text-formatted
    result cells with the drop-down."""
    wb, lay = _workbook(TemplateSpec("round_robin", 6, lang="es"))
    ws = wb[lay.results_sheet]
    assert [ws.cell(row=3, column=c).value for c in (1, 2, 3)] == ["Nº", "Jugador", "Elo"]
    assert [ws.cell(row=4, column=4 + j).value for j in range(6)] == [1, 2, 3, 4, 5, 6]
    assert ws.cell(row=3, column=10).value == "Pts" and ws.cell(row=3, column=11).value == "Desempates"
    heads = [ws.cell(row=r, column=c).value for r in (3, 4) for c in range(1, ws.max_column + 1)]
    assert "SB" not in heads  # SB shows once: from the order (DE SB WIN KS), in a tie-break column
    for i in range(6):
        d = ws.cell(row=5 + i, column=4 + i)
        assert d.value is None and d.fill.fgColor.rgb.endswith("BFBFBF")
        assert d.border.diagonalUp and d.border.diagonalDown  # crossed out
        assert ws.cell(row=5 + i, column=4 + (i + 1) % 6).number_format == "@"
    guard = 'IF(COUNTA(Resultados)=0,"",'
    pts = ws.cell(row=5, column=10).value
    assert isinstance(pts, ArrayFormula) and pts.ref == "J5:J10"
    # (then places: where each range starts, so that messages name the sheet cell; and the names,
    # which a function without its own takes after places, so that they name the player: issue 34)
    assert pts.text == (f"={guard}PUNTOS(Resultados,,Configuracion,{_at('Cruzada', 'Resultados')}&\";\"&"
                        f"{_at('Configuración', 'Configuracion')}&\";\"&{_at('Cruzada', 'Nombres')},Nombres))")
    tb = ws.cell(row=5, column=11).value
    assert tb.ref == "K5:K10" and tb.text == (
        f"={guard}INDEX(DESEMPATES(Resultados,Criterios,Elos,Configuracion,{_at('Cruzada', 'Resultados')}&\";\"&"
        f"{_at('Configuración', 'Criterios')}&\";\"&{_at('Cruzada', 'Elos')}&\";\"&"
        f"{_at('Configuración', 'Configuracion')}&\";\"&{_at('Cruzada', 'Nombres')},Nombres),0,2))")
    assert ws.cell(row=4, column=11).value == '=INDEX(OrdenDesempate,1)&""'
    (dv,) = [d for d in ws.data_validations.dataValidation if d.type == "list"]
    assert dv.formula1 == '"1,½,0,+,-,="'
    assert "D5" not in dv.sqref and "E5" in dv.sqref  # not on the diagonal
    (diag,) = [d for d in ws.data_validations.dataValidation if d.type == "textLength"]
    assert set(str(diag.sqref).split()) == {"D5", "E6", "F7", "G8", "H9", "I10"}
    assert diag.errorStyle == "stop" and diag.formula1 == "0" and "diagonal" in diag.error
    assert ws.freeze_panes == "D5"


def test_swiss_layout_seed002():
    """No., name, per round opponent / colour / result, Pts, then the order (BH-C1 BH SB DE WIN)."""
    wb, lay = _workbook(TemplateSpec("swiss", 16, 5, lang="es"))
    assert wb.sheetnames == ["Instrucciones", "Jugadores", "Rondas", "Clasificación", "Categorías", "Premios",
                             "Configuración"]
    ws = wb["Rondas"]
    assert ws.cell(row=3, column=3).value == "Ronda 1"
    assert [ws.cell(row=4, column=c).value for c in (3, 4, 5)] == ["Rival", "Color", "Res."]
    assert ws.cell(row=3, column=18).value == "Pts"
    assert ws.cell(row=5, column=2).value == '=INDEX(Nombres,1)&""'
    pts = ws.cell(row=5, column=18).value
    assert pts.ref == "R5:R20"
    assert pts.text == ('=IF(COUNTA(Resultados)=0,"",PUNTOS(Resultados,,Configuracion,'
                        f'{_at("Rondas", "Resultados")}&";"&{_at("Configuración", "Configuracion")}&";"&'
                        f'{_at("Jugadores", "Nombres")},Nombres))')
    lists = {dv.formula1: str(dv.sqref) for dv in ws.data_validations.dataValidation if dv.type == "list"}
    assert lists['"Blancas,Negras"'].startswith("D5:D20 G5:G20")
    assert lists['"1,½,0,+,-,="'].startswith("E5:E20 H5:H20")
    players = wb["Jugadores"]
    assert [players.cell(row=4, column=c).value for c in range(1, 7)] == [
        "Nº", "Nombre", "Elo", "Fed.", "ID FIDE", "Categoría"]
    st = wb["Clasificación"]["A4"].value
    assert st.ref == "A4:J20"
    assert st.text == ('=IF(COUNTA(Resultados,Nombres)=0,"",CLASIFICACION(Resultados,OrdenDesempate,Nombres,'
                       'Elos,Configuracion,' + '&";"&'.join(_at(sh, n) for sh, n in (
                           ("Rondas", "Resultados"), ("Configuración", "OrdenDesempate"), ("Jugadores", "Nombres"),
                           ("Jugadores", "Elos"), ("Configuración", "Configuracion"))) + '))')
    cat = wb["Categorías"]["A5"].value
    assert cat.text.startswith('=IF(COUNTA(Resultados,Nombres)=0,"",CLASIFICACION_CATEGORIA(Resultados,$C$3,')
    assert wb["Categorías"]["C3"].value == "Sub-12"
    en, _ = _workbook(TemplateSpec("swiss", 16, 5, lang="en"))
    lists = {dv.formula1 for dv in en["Rounds"].data_validations.dataValidation if dv.type == "list"}
    assert '"White,Black"' in lists


def test_print_setup_and_panes():
    wb, lay = _workbook(TemplateSpec("swiss", 30, 7, lang="en"))
    ws = wb["Rounds"]
    assert ws.page_setup.orientation == "landscape"
    assert ws.page_setup.fitToWidth == 1 and ws.page_setup.fitToHeight == 0
    assert ws.sheet_properties.pageSetUpPr.fitToPage
    assert ws.freeze_panes == "C5"
    assert ws.print_title_rows == "$3:$4"


def test_instructions_in_the_language():
    es, _ = _workbook(TemplateSpec("swiss", 16, 5, lang="es"))
    text = "\n".join(str(c.value) for c in es["Instrucciones"]["A"] if c.value)
    assert "Cómo escribir los resultados" in text and "=PUNTOS(Resultados; ; Configuracion)" in text
    assert "from xl_tiebreaks.udfs import *" in text and "xl-tiebreaks setup-excel" in text
    assert "Import Functions" in text and "Ctrl+Alt+F9" in text
    code_lines = [c for c in es["Instrucciones"]["A"] if isinstance(c.value, str) and c.value.startswith("=")]
    assert code_lines and all(c.data_type == "s" for c in code_lines)  # shown, not entered as formulas
    assert all("," not in c.value.split('"')[0] for c in code_lines)  # Spanish separator ;
    en, _ = _workbook(TemplateSpec("round_robin", 6, lang="en"))
    text = "\n".join(str(c.value) for c in en["Instructions"]["A"] if c.value)
    assert "How to type results" in text and "=POINTS(Results, , EventSettings)" in text


def test_xlsm_is_built_on_xlwings_quickstart(tmp_path):
    p = tmp_path / "t.xlsm"
    write_template(TemplateSpec("round_robin", 6), p)
    with zipfile.ZipFile(p) as z:
        assert "xl/vbaProject.bin" in z.namelist()
        # the quickstart's project reduced to what the functions need (tests/test_vba_project.py)
        from xl_tiebreaks.vba_project import build_vba_project

        src = zipfile.ZipFile(T.quickstart_path())
        code_names = [f"Sheet{i}" for i in range(1, 7)]  # 5 sheets (the prize sheet among them) and xlwings.conf
        assert z.read("xl/vbaProject.bin") == build_vba_project(src.read("xl/vbaProject.bin"), code_names)
    wb = load_workbook(p, keep_vba=True)
    assert wb.sheetnames[-1] == "xlwings.conf" and "_xlwings.conf" not in wb.sheetnames
    conf = wb["xlwings.conf"]
    assert (conf["A1"].value, conf["B1"].value) == ("UDF Modules", "xl_tiebreaks.udfs")
    assert conf["A2"].value is None  # the add-in reads A1 down to the first blank cell
    keys = [c.value for c in conf["A"] if c.value]
    assert "Interpreter_Win" not in keys and "Conda Path" not in keys
    assert wb.sheetnames[:-1] == load_workbook(SHIPPED / "es" / "liga_6_jugadores.xlsx").sheetnames


def test_order_option_and_slots():
    spec = TemplateSpec("swiss", 10, 5, order=("BH", "SB", "PS", "ARO", "TPR", "DE", "WIN"), lang="en")
    wb, lay = _workbook(spec)
    assert len(lay.order_rows) == 7
    assert wb["Settings"].cell(row=lay.order_rows[-1], column=2).value == "WIN"


def test_template_command(tmp_path):
    from xl_tiebreaks.cli import main

    assert main(["template", "round-robin", "--players", "8", "--double", "--lang", "en", "-o",
                 str(tmp_path / "rr.xlsx")]) == 0
    assert main(["template", "swiss", "--players", "20", "--rounds", "6", "-o", str(tmp_path / "s.xlsm")]) == 0
    assert main(["template", "swiss", "--players", "20", "--rounds", "6", "--xlsm", "-o",
                 str(tmp_path / "s2.xlsx")]) == 0
    assert (tmp_path / "s2.xlsm").exists()
    assert main(["template", "swiss", "--players", "20", "-o", str(tmp_path / "x.xlsx")]) == 2
    for name in ("rr.xlsx", "s.xlsm", "s2.xlsm"):
        assert excel_problems(tmp_path / name) == []
    wb = load_workbook(tmp_path / "rr.xlsx")
    assert wb.defined_names["Results"].attr_text == "'Crosstable'!$D$5:$S$12"


@pytest.mark.parametrize("bad", [dict(kind="hexagonal", players=6), dict(kind="swiss", players=6),
                                 dict(kind="round_robin", players=1), dict(kind="swiss", players=8, rounds=5,
                                                                           lang="fr")])
def test_bad_specs(bad):
    with pytest.raises(ValueError):
        TemplateSpec(**bad)


# ---------------------------------------------------------------------------------------------
# LibreOffice


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice (soffice) not installed: "
                    "scripts/render_workbook.sh installs it")
def test_libreoffice_opens_the_templates(tmp_path):
    files = [SHIPPED / "es" / "suizo_16_jugadores_5_rondas.xlsx", SHIPPED / "en" / "round_robin_6_players.xlsm",
             SHIPPED / "es" / "liga_doble_6_jugadores.xlsx"]
    for f in files:
        shutil.copy(f, tmp_path / f.name)
    profile = tmp_path / "profile"
    p = subprocess.run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to",
                        "pdf", "--outdir", str(tmp_path)] + [str(tmp_path / f.name) for f in files],
                       capture_output=True, text=True, timeout=240)
    assert p.returncode == 0, p.stderr
    for f in files:
        pdf = tmp_path / (f.stem + ".pdf")
        assert pdf.exists() and pdf.stat().st_size > 5000, f
    # and back to .xlsx: the array formulas survive a LibreOffice round trip
    p = subprocess.run(["soffice", f"-env:UserInstallation=file://{profile}", "--headless", "--convert-to",
                        "xlsx:Calc MS Excel 2007 XML", "--outdir", str(tmp_path / "rt"),
                        str(tmp_path / files[0].name)], capture_output=True, text=True, timeout=240)
    assert p.returncode == 0, p.stderr
    wb = load_workbook(tmp_path / "rt" / files[0].name)
    arrays = [c.value for row in wb["Rondas"].iter_rows() for c in row if isinstance(c.value, ArrayFormula)]
    assert len(arrays) == 7


if __name__ == "__main__":  # pragma: no cover - print the checker's findings for files
    for arg in sys.argv[1:]:
        print(arg, excel_problems(Path(arg)) or "ok")


# ---------------------------------------------------------------------------------------------
# what the organiser reads and prints (issue 17, the new-user trial: items 5, 8, 9, 10)

from xl_tiebreaks.templates import teams as TT  # noqa: E402
from xl_tiebreaks.templates import TeamTemplateSpec, team_instructions_text  # noqa: E402
from xl_tiebreaks.texts import TEXTS, text  # noqa: E402

ALL_SPECS = [spec for spec, rel in STANDARD if rel.endswith(".xlsx")]


def _spec_id(spec) -> str:
    return T.standard_name(spec, "xlsx")


def _catalogue_patterns(lang: str) -> list[re.Pattern]:
    """Every template text of the catalogue (``tpl_*``) as a pattern, its parameters any text."""
    out = []
    for code, pair in TEXTS.items():
        if code.startswith("tpl_"):
            body = pair[1 if lang == "es" else 0]
            parts = re.split(r"\{[^}]*\}", body)
            out.append(re.compile("(?:" + ".*?".join(map(re.escape, parts)) + ")"))
    return out


def _instruction_lines(spec) -> list[str]:
    if isinstance(spec, TeamTemplateSpec):
        return team_instructions_text(spec, None)
    return T.instructions_text(spec, None)


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_instructions_come_from_the_catalogue(spec):
    """Every line of prose on the instructions sheet is a text of the message catalogue (in
    the template's language) or a line of the legend built from it; formulas and commands
    (four spaces) are written from the workbook's names."""
    pats = _catalogue_patterns(spec.lang)
    legend_codes = [c for c, _ in T._LEGEND_CODES] + [c for c, _ in TT._TEAM_LEGEND_CODES]
    for line in _instruction_lines(spec):
        if line.startswith("    "):
            continue
        body = line[2:] if line.startswith("# ") else line
        bodies = [body] + [body.split(": ", 1)[1] for code in legend_codes if body.startswith(code + ": ")]
        assert any(p.fullmatch(b) for p in pats for b in bodies), f"not from the catalogue: {body!r}"


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_instructions_say_how_to_mark_a_withdrawn_player_and_the_readers_agree(spec):
    """The sheet says how to record a withdrawal, with the word of the sheet's language, and
    the readers read that word as a withdrawal (the rounds after it too, in a Swiss grid)."""
    from xl_tiebreaks.model import RoundKind
    from xl_tiebreaks.readers.swiss import read_swiss_grid
    from xl_tiebreaks.teams.readers import read_team_swiss_grid

    lines = "\n".join(_instruction_lines(spec))
    team = isinstance(spec, TeamTemplateSpec)
    if spec.kind == "round_robin":
        key = "tpl_team_withdrawn_rr" if team else "tpl_withdrawn_rr"
        assert text(key, spec.lang) in lines
        assert "+" in text(key, spec.lang) and "-" in text(key, spec.lang)
        return
    word = ("RETIRADO" if spec.lang == "es" else "WD") if team else ("Retirado" if spec.lang == "es" else "WD")
    assert re.search(rf"\b{re.escape(word)}\b", lines), lines
    assert re.search(r"\bNP\b", lines)
    if team:
        got = read_team_swiss_grid([["2w2.5", "3b2", "4w3"], ["1b1.5", word, word], ["4w2", "1w2", "PAB"],
                                    ["3b2", "PAB", "1b1"]], boards=4).tournament
        assert [r.kind for r in got.rounds[2][1:]] == [RoundKind.WITHDRAWN] * 2
    else:
        cells = [["2", "w", "1", "3", "b", "1", "4", "w", "1"], ["1", "b", "0", word, "", "", "", "", ""],
                 ["4", "w", "1", "1", "w", "0", "BYE", "", ""], ["3", "b", "0", "BYE", "", "", "1", "b", "0"]]
        got = read_swiss_grid(cells, layout="three").tournament
        assert [r.kind for r in got.rounds[2][1:]] == [RoundKind.WITHDRAWN] * 2  # the blank round after it too


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("team", [False, True])
def test_instructions_enable_the_functions_in_every_host(lang, team):
    spec = TeamTemplateSpec("swiss", 12, 4, 5, lang=lang) if team else TemplateSpec("swiss", 16, 5, lang=lang)
    lines = _instruction_lines(spec)
    joined = "\n".join(lines)
    assert "    xl-tiebreaks setup-libreoffice" in lines and "xl-tiebreaks.oxt" in joined  # LibreOffice's extension
    assert "    from xl_tiebreaks.udfs import *" in lines and "Import Functions" in joined  # Lite, classic
    assert "compute" in joined and "convert-names" in joined
    assert ("Gestor de extensiones" if lang == "es" else "Extension Manager") in joined


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_the_printed_instructions_fit_the_page(spec):
    """One printed line per row, each narrower than column A (Calibri's widths: no text cut
    off at the page edge), no row taller than its line (no gap); a formula's box as tall as
    its lines; columns A and B printed, fitted to the page width."""
    wb, _ = build_workbook(spec)
    ws = wb.worksheets[0]
    width = ws.column_dimensions["A"].width
    assert ws.print_area in (f"'{ws.title}'!$A$1:$B${ws.max_row}", f"{ws.title}!$A$1:$B${ws.max_row}")
    assert ws.page_setup.fitToWidth == 1 and ws.sheet_properties.pageSetUpPr.fitToPage
    for row in ws.iter_rows(min_row=3):
        c = row[0]
        if c.value is None:
            continue
        h = ws.row_dimensions[c.row].height
        if c.font.name == "Consolas":
            assert c.alignment.wrap_text
            assert (h or 15) >= 13.5 * -(-len(c.value) // T.CODE_CHARS)
        elif c.font.sz == 12:  # a heading
            assert h == 22
        else:
            assert not c.alignment.wrap_text and h is None, c.coordinate
            assert T.text_width(c.value) <= 0.95 * width, c.value


def test_text_lines_break_at_spaces_within_the_width():
    para = text("tpl_withdrawn_swiss", "es")
    lines = T.text_lines(para, 60)
    assert " ".join(lines) == para and len(lines) > 1
    assert all(T.text_width(x) <= 0.95 * 60 for x in lines)
    assert T.text_width("0" * 10) == pytest.approx(10 * 0.507 * 11 * 96 / 72 / 7)


@pytest.mark.parametrize("spec", [s for s in ALL_SPECS if s.kind == "round_robin"], ids=_spec_id)
def test_round_robin_shows_sb_once(spec):
    """SB appears once: as one of the order's tie-breaks, not also in a fixed column."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    formulas = [c.value.text for row in ws.iter_rows() for c in row if isinstance(c.value, ArrayFormula)]
    assert not any("SONNEBORN_BERGER" in f for f in formulas)
    assert "SB" not in [c.value for row in ws.iter_rows(min_row=3, max_row=4) for c in row]


def _slots(spec, lay, ws):
    last = lay.last_row
    codes = [ws.cell(row=4, column=c).value for c in range(1, ws.max_column + 1)]
    key = "criteria" if isinstance(spec, TeamTemplateSpec) else "order"
    name = (TT.TEAM_NAMES if isinstance(spec, TeamTemplateSpec) else T.NAMES)[spec.lang][key]
    cols = [i + 1 for i, v in enumerate(codes) if isinstance(v, str) and v.startswith(f"=INDEX({name},")]
    used = len(spec.tiebreak_order) + (1 if isinstance(spec, TeamTemplateSpec) else 0)
    return cols, used, last


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_unused_tiebreak_slots_print_blank(spec):
    """A tie-break slot without a code is a blank column: no fill, no border, no header band
    (trial 10: an empty green sixth column); a code typed later gives it the look and the
    number format of its code (conditional formats keyed on the code above the column)."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    cols, used, last = _slots(spec, lay, ws)
    assert len(cols) == spec.n_slots + (1 if isinstance(spec, TeamTemplateSpec) else 0) and used < len(cols)
    for k, c in enumerate(cols):
        for r in (3, 4, FIRST, last):
            cell = ws.cell(row=r, column=c)
            looks = (cell.fill.fill_type, cell.border.left.style)
            if k < used:
                if r == 3 and k > 0:
                    continue  # (merged under the first one's "Tie-breaks" band)
                assert cell.fill.fill_type == "solid" and cell.border.left.style == "thin", (k, r, looks)
            else:
                assert looks == (None, None), (k, r, looks)
    first, lastc = _col(cols[0]), _col(cols[-1])
    rules = {str(cf.sqref): [r.formula[0] for r in cf.rules] for cf in ws.conditional_formatting}
    body = rules[f"{first}{FIRST}:{lastc}{last}"]
    assert body[-1] == f'{first}$4<>""' and all(f"{first}$4" in f for f in body)
    assert rules[f"{first}4:{lastc}4"] == [f'{first}$4<>""']


FIRST = T.FIRST_ROW


def _col(c: int) -> str:
    from openpyxl.utils import get_column_letter

    return get_column_letter(c)


def _decimals(value: str) -> int:
    return len(value.split(".")[1]) if "." in value else 0


def test_number_formats_are_the_decimals_fide_publishes():
    """One number format per tie-break, with the decimals of FIDE's reference implementation's
    published values (tests/data/fide-generated: PTS 4.0, BH 62.0, SB 23.00, WIN 2, ARO 1742,
    AOB 10.80, DE 0...) and of IA Held's worked exercises."""
    seen = {}
    for tsv in sorted((ROOT / "tests" / "data" / "fide-generated").glob("*.expected.tsv")):
        rows = [line.split("\t") for line in tsv.read_text().splitlines() if line and not line.startswith("#")]
        head = rows[0]
        for j, code in enumerate(head[2:], 2):
            for row in rows[1:]:
                if row[j] not in ("-0", "undefined") and float(row[j]) != 0:  # (a zero is sometimes "0")
                    seen.setdefault(code, set()).add(_decimals(row[j]))
    assert {"PTS", "BH", "SB", "DE", "WIN", "ARO", "TPR", "KS", "PS", "AOB"} <= set(seen)
    shows = {"0": 0, "0.0#": 1, "0.00": 2, T.DE_FORMAT: 0}
    for code, decimals in seen.items():
        fmt = T.code_format(code)
        assert fmt in shows, (code, fmt)
        assert decimals == {shows[fmt]}, (code, fmt, decimals)
    assert T.code_format("Buchholz") == "General"  # another spelling: the value as it is, never rounded


def test_team_number_formats_are_the_decimals_fide_publishes():
    """IA Held's team exercises (tests/data/teams/expected.tsv, FIDE's worked answers): MP 10,
    GP 17.5, BH on match points 64, EMMSB 74, EGMSB 158.0, EGGSB 157.50, SSSC 38.83."""
    codes = {"MP": "MP", "GP": "GP", "BH (match points)": "BH:MP", "BH/C1 (match points)": "BH:MP/C1",
             "EMMSB/C1": "EMMSB/C1", "EGMSB": "EGMSB", "EMGSB": "EMGSB", "EGGSB": "EGGSB", "SSSC": "SSSC"}
    shows = {"0": 0, "0.0#": 1, "0.00": 2}
    seen: dict = {}
    for line in (ROOT / "tests" / "data" / "teams" / "expected.tsv").read_text().splitlines():
        f = line.split("\t")
        if line.startswith("#") or len(f) < 6 or f[3] != "value" or f[1] not in codes:
            continue
        seen.setdefault(f[1], set()).add(_decimals(f[5]))
    assert set(seen) == set(codes)
    for published, code in codes.items():
        assert seen[published] == {shows[T.code_format(code, TT.TEAM_CODE_FORMATS)]}, (published, seen[published])
    assert T.code_format("DE", TT.TEAM_CODE_FORMATS) == T.code_format("EDE", TT.TEAM_CODE_FORMATS) == T.DE_FORMAT


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_columns_have_one_number_format(spec):
    """Every computed column has one number format down its rows (no 5 / 3.5 / 6.25 mix),
    the one its code gives; points with one decimal."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    cols, used, last = _slots(spec, lay, ws)
    team = isinstance(spec, TeamTemplateSpec)
    codes = ((spec.primary_score,) if team else ()) + tuple(spec.tiebreak_order)
    formats = TT.TEAM_CODE_FORMATS if team else T.CODE_FORMATS
    for k, c in enumerate(cols[:used]):
        got = {ws.cell(row=r, column=c).number_format for r in range(FIRST, last + 1)}
        assert got == {T.code_format(codes[k], formats)}, (codes[k], got)
    if not team:
        pts = cols[0] - 1
        assert {ws.cell(row=r, column=pts).number_format for r in range(FIRST, last + 1)} == {T.ONE_DECIMAL}


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_sheets_explain_de_and_empty_categories(spec):
    """Under the results: what DE shows (blank when it separates nobody) and that a slot
    without a code is unused; on the categories sheet, why a table may stay empty."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    note = ws.cell(row=lay.last_row + 2, column=1).value
    key = "tpl_team_sheet_note" if isinstance(spec, TeamTemplateSpec) else "tpl_sheet_note_de"
    assert note == text(key, spec.lang)
    if "categories" in lay.sheets:
        cat = wb[lay.sheets["categories"]]
        assert cat["A4"].value == text("tpl_categories_note", spec.lang)
        assert "Categoría" in cat["A4"].value or "Category" in cat["A4"].value


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_print_setup(spec):
    """A4; a crosstable on one page (wide and tall), in the orientation that prints it
    largest (landscape for the standard ones); a round grid one page wide, landscape, with its
    titles repeated; the standings portrait, one page wide."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    ps = ws.page_setup
    assert int(ps.paperSize) == int(ws.PAPERSIZE_A4) and ws.sheet_properties.pageSetUpPr.fitToPage and ps.fitToWidth == 1
    assert ps.orientation == "landscape"
    assert ps.fitToHeight == (1 if spec.kind == "round_robin" else 0)
    assert ws.print_title_rows == "$3:$4"
    st = wb[lay.sheets["standings"]]
    assert st.page_setup.orientation == "portrait" and st.page_setup.fitToWidth == 1


def test_orientation_follows_the_table():
    """A narrow crosstable (4 players, one slot) prints portrait; a wide one landscape."""
    wb, lay = build_workbook(TemplateSpec("round_robin", 4, order=("DE",), slots=1))
    assert wb[lay.results_sheet].page_setup.orientation == "portrait"
    wb, lay = build_workbook(TemplateSpec("round_robin", 12, lang="en"))
    assert wb[lay.results_sheet].page_setup.orientation == "landscape"


@pytest.mark.parametrize("spec", [s for s in ALL_SPECS if s.kind == "swiss"], ids=_spec_id)
def test_opponent_cells_shrink_long_words(spec):
    """'Retirado' / 'LIBRE' in a narrow opponent cell shrink to fit (trial 5: printed 'etirado')."""
    wb, lay = build_workbook(spec)
    ws = wb[lay.results_sheet]
    for k in range(spec.n_rounds):
        c = ws.cell(row=FIRST + 1, column=lay.results_first_col + 3 * k)
        assert c.alignment.shrink_to_fit, (k, c.coordinate)


@pytest.mark.parametrize("spec", ALL_SPECS, ids=_spec_id)
def test_every_word_on_the_sheets_is_in_the_templates_language(spec):
    """Every text cell of every sheet (headers, notes, settings, legend, instructions; not the
    formulas and commands shown in a code box) in the template's language."""
    from tests.test_language import check_english, check_spanish

    wb, _ = build_workbook(spec)
    words = []
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                typed = c.fill.fill_type == "solid" and str(c.fill.fgColor.rgb).endswith("FFF2CC")  # an input cell
                if isinstance(c.value, str) and not c.value.startswith("=") and c.font.name != "Consolas" \
                        and not typed:
                    words.append(c.value)
        for dv in ws.data_validations.dataValidation:
            words += [x for x in (dv.prompt, dv.error, dv.promptTitle, dv.errorTitle) if x]
    shown = "\n".join(words)
    strip = ("xlwings", "Import Functions", "requirements.txt", "main.py", "activar_formulas")
    (check_spanish if spec.lang == "es" else check_english)(shown, _spec_id(spec), strip)
