"""Templates with no add-in (issue 27), the second engine: the ``formulas`` package (Excel's
semantics, pure Python) computes a workbook written with ``--no-addin``, its cached values thrown
away, and every value equals the core's (tests/test_noaddin.py has LibreOffice's run).

The package's own model (``formulas.ExcelModel``) takes about 25 s for a few thousand formula
cells, so it runs a sample here: a Swiss and a round robin, in both layouts and both languages.
On that sample it also proves the fast driver (tests/formulas_engine.py) is the package: every
formula cell of every sheet, the hidden helper sheet included, has the same value, of the same
type, from both. The driver then computes every event of the corpus and every real event
(tests/test_noaddin_formulas_every_*.py, split so that pytest-xdist spreads them).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .noaddin_support import FormulasValues, mismatches
from .test_noaddin import _built, _case_id, _cases

#: a Swiss (Spanish, round grid) and a round robin (English round grid, Spanish crosstable)
FORMULAS_SAMPLE = ["swiss_s101_019_p6_r3_2026", "rr_s101_042_p4_2024"]
SAMPLE_CASES = _cases(FORMULAS_SAMPLE)


@pytest.fixture(scope="module")
def model_runs(tmp_path_factory) -> dict[str, dict]:
    """The sample written with ``--no-addin`` and computed by ``formulas.ExcelModel`` itself."""
    pytest.importorskip("formulas")
    runs = _built(tmp_path_factory.mktemp("noaddin_formulas"), SAMPLE_CASES)
    for r in runs:
        r["model"] = FormulasValues(r["bare"])
    return {r["id"]: r for r in runs}


def test_the_sample_has_both_layouts_languages_and_systems():
    ids = [_case_id(*c) for c in SAMPLE_CASES]
    assert {i.rsplit("_", 2)[1] for i in ids} == {"rounds", "crosstable"}
    assert {i.rsplit("_", 1)[1] for i in ids} == {"en", "es"}
    assert {i.split("_")[0] for i in ids} == {"swiss", "rr"}


@pytest.mark.parametrize("case", [_case_id(*c) for c in SAMPLE_CASES])
def test_the_formulas_engine_computes_the_cores_values(model_runs, case):
    run = model_runs[case]
    values = run["model"]
    assert values.value(run["results"], 5, run["pts"]) not in (None, "")
    assert mismatches(values.value, run["core"], run["results"], run["pts"], run["standings"]) == []


@pytest.mark.parametrize("case", [_case_id(*c) for c in SAMPLE_CASES])
def test_the_fast_driver_is_the_formulas_package(model_runs, case):
    """Every formula cell of every sheet (the hidden helper sheet too): the driver's value is the
    model's, the same value of the same type (a numpy number, a text, a boolean, an error)."""
    from openpyxl import load_workbook

    from .formulas_engine import FormulasEngine, _identical

    from formulas import Parser

    run = model_runs[case]
    engine = FormulasEngine(run["bare"])
    wb = load_workbook(run["bare"])
    formula_cells = {(ws.title.upper(), c.row, c.column) for ws in wb.worksheets for row in ws.iter_rows()
                     for c in row if c.data_type == "f" and Parser().is_formula(c.value)}
    hidden = {ws.title.upper() for ws in wb.worksheets if ws.sheet_state != "visible"}
    driven = {(s, r, c) for s, cells in engine.values.items() for (r, c) in cells}
    assert driven == formula_cells
    assert hidden and any(s in hidden for s, _, _ in formula_cells)
    assert engine.stats["cells"] == len(formula_cells) and engine.stats["shapes"] < len(formula_cells) / 3
    differ = [(s, r, c, engine.values[s][(r, c)], run["model"].raw.get(s, {}).get((r, c), "no value"))
              for s, r, c in sorted(formula_cells)
              if not _identical(engine.values[s][(r, c)], run["model"].raw.get(s, {}).get((r, c), "no value"))]
    assert differ == []


def test_the_driver_reads_every_kind_of_reference(tmp_path):
    """A workbook of the references the driver must place, computed by the driver and by
    ``formulas.ExcelModel``: a repeated reference (relative and absolute to the same cell), a
    defined name, a quoted sheet with an accent, ranges on another sheet, an empty cell, a text,
    a boolean, an error, a long chain of cells (no recursion limit), a result that is not 1x1."""
    pytest.importorskip("formulas")
    from openpyxl import Workbook
    from openpyxl.workbook.defined_name import DefinedName

    from .formulas_engine import FormulasEngine, _identical

    wb = Workbook()
    ws = wb.active
    ws.title = "Hoja"
    calc = wb.create_sheet("Cálculos")
    for r in range(1, 6):
        calc.cell(row=r, column=1, value=r * 1.5)
        calc.cell(row=r, column=2, value=f"=A{r}*2+$A$1+A{r}")
    calc["C1"] = "texto"
    calc["C2"] = True
    calc["C3"] = "=1/0"
    wb.defined_names["Datos"] = DefinedName("Datos", attr_text="'Cálculos'!$A$1:$B$5")
    for r in range(1, 6):
        ws.cell(row=r, column=1, value=f"=SUM('Cálculos'!A{r}:B{r})+COUNTIF(Datos,\">3\")")
        ws.cell(row=r, column=2, value=f"=IF(ISNUMBER('Cálculos'!D{r}),1,'Cálculos'!D{r}&\"x\")")
        ws.cell(row=r, column=3, value=f"=INDEX(Datos,{r},2)+SUMPRODUCT(('Cálculos'!$A$1:$A$5>A{r})*1)")
    ws["D1"] = "=IFERROR('Cálculos'!C3,\"error\")&'Cálculos'!C1&'Cálculos'!C2"
    ws["D2"] = "='Cálculos'!C3"
    ws["D3"] = "='Cálculos'!A1:A5"
    ws["E1"] = 1
    for r in range(2, 1102):
        ws.cell(row=r, column=5, value=f"=E{r - 1}+1")
    path = tmp_path / "references.xlsx"
    wb.save(path)
    engine = FormulasEngine(path)
    model = FormulasValues(path)
    # (=A2*2+$A$1+A2 is not the shape of =A1*2+$A$1+A1 for the compiled function, whose one input
    # A1 stands for three references: rows 2 to 5 are compiled alone)
    assert engine.stats["shapes"] < 20 and engine.stats["compiled_alone"] == 4
    assert engine.value("Hoja", 1101, 5) == 1101
    cells = [(s, rc) for s, d in engine.values.items() for rc in d]
    assert len(cells) == 5 + 5 * 3 + 3 + 1100 + 1 and engine.stats["not_1x1"] >= 1
    assert [c for c in cells if not _identical(engine.values[c[0]][c[1]], model.raw[c[0]][c[1]])] == []


def test_the_parts_cover_every_event_once():
    """The modules that run every event through the driver: one per part, every case of
    LibreOffice's run in exactly one part."""
    from pathlib import Path

    from .noaddin_formulas_every import PARTS, every_case, part
    from .test_noaddin import _lo_cases

    modules = sorted(Path(__file__).parent.glob("test_noaddin_formulas_every_*.py"))
    assert len(modules) == PARTS
    ids = [i for k in range(PARTS) for i in part(k)]
    assert sorted(ids) == sorted(_case_id(*c) for c in every_case()) == sorted(_case_id(*c) for c in _lo_cases())
    assert len(ids) == len(set(ids))


def _typed(path: Path, sheet: str, old: str, new: str, out: Path) -> int:
    """The workbook at ``path`` with every cell of ``sheet`` holding the text ``old`` holding the
    text ``new`` instead, as an organiser types it in a cell formatted as Text (the package's XML
    changed, nothing else: openpyxl would rewrite every sheet); how many cells."""
    import re
    import zipfile
    from xml.etree import ElementTree

    with zipfile.ZipFile(path) as src:
        book = ElementTree.fromstring(src.read("xl/workbook.xml"))
        rid = next(e.get("{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id")
                   for e in book.iter() if e.tag.endswith("}sheet") and e.get("name") == sheet)
        rels = ElementTree.fromstring(src.read("xl/_rels/workbook.xml.rels"))
        target = next(e.get("Target") for e in rels if e.get("Id") == rid)
        target = "xl/" + target.lstrip("/").removeprefix("xl/")
        count = 0
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
            for info in src.infolist():
                data = src.read(info.filename)
                if info.filename == target:
                    text, count = re.subn(r'(t="inlineStr"><is><t>)' + re.escape(old) + "(</t>)",
                                          lambda m: m.group(1) + new + m.group(2), data.decode("utf-8"))
                    data = text.encode("utf-8")
                dst.writestr(info, data)
    return count


@pytest.mark.parametrize("event", ["swiss_s101_054_p6_r5_2026", "rr_s101_055_p4_2026"])
def test_a_draw_typed_as_the_text_equals_sign_reads_as_the_add_in_reads_it(event, tmp_path):
    """Every word of the readers' vocabulary means in the formulas what it means to the add-in,
    ``=`` (a draw, as the instructions sheet says to type it:
    :data:`xl_tiebreaks.readers.cells.DRAW_TOKENS`) too: the word tables of the workings sheet
    hold it as text, not as an empty formula (they did: the text ``=`` was written ``<f></f>``,
    and a draw typed ``=`` could not be read without the add-in). Every drawn game of the event
    typed as the text ``=``: LibreOffice without our extension and the ``formulas`` package
    compute the event's values, as the core reads the same workbook. (``formulas`` alone cannot
    tell: it reads an empty formula as the text ``=``; LibreOffice cannot read the draw.)"""
    pytest.importorskip("formulas")
    from .noaddin_support import FormulasEngineValues, core_values, libreoffice_recompute
    from .test_noaddin import SOFFICE

    runs = []
    for trf, layout, lang in _cases([event]):
        run = _built(tmp_path, [(trf, layout, lang)])[0]
        path = tmp_path / f"equals_{run['id']}.xlsx"
        assert _typed(run["bare"], run["results"], "½", "=", path) >= 2, f"{run['id']}: no drawn game"
        core = core_values(path)
        assert core["rows"] == run["core"]["rows"]  # (the core reads ``=`` as ``½``)
        values = FormulasEngineValues(path)
        assert mismatches(values.value, core, run["results"], run["pts"], run["standings"]) == []
        runs.append((run, path, core))
    if SOFFICE is None:
        pytest.skip("LibreOffice (soffice) is not installed: the formulas package's run only")
    got = libreoffice_recompute([p for _, p, _ in runs], tmp_path / "profile")
    for run, path, core in runs:
        wb = got[path]

        def get(sheet, row, col, wb=wb):
            return wb[sheet].cell(row=row, column=col).value

        assert mismatches(get, core, run["results"], run["pts"], run["standings"]) == []
