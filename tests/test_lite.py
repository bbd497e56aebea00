"""xlwings Lite: the main.py organisers paste, loaded the way Lite loads it, and its scripts.

Lite's loader (xlwings Server's ``wasm/main.py``, "in line with Lite", commit 3cf7079):

* the script list comes from ``get_xlwings_scripts(code_string)``: ``ast.parse`` of main.py's
  text, keeping each function *defined there* with a decorator whose text contains
  ``script``; :func:`lite_script_list` below does the same;
* the functions come from ``custom_functions_meta(module_string)``: main.py executed as the
  module ``main``, then ``xlwings.server.custom_functions_meta(main)`` (``inspect.getmembers``:
  imported functions count);
* a script runs through ``xlwings.server.custom_scripts_call(module, script_name,
  typehint_to_value={xw.Book: book})``.
"""

from __future__ import annotations

import ast
import asyncio
import importlib.util
import sys
import types

import pytest

xw = pytest.importorskip("xlwings")
xs = pytest.importorskip("xlwings.server")

from xl_tiebreaks import lite, udfs  # noqa: E402
from xl_tiebreaks.errors import TiebreakError  # noqa: E402

from .test_udfs import SEED002, _FakeRange, _FakeSheet  # noqa: E402


def lite_script_list(code: str) -> list[str]:
    """The scripts Lite's editor lists for main.py's text (its ast rule, see the module doc)."""
    out = []
    for node in ast.walk(ast.parse(code)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if any("script" in ast.unparse(d) for d in node.decorator_list):
                out.append(node.name)
    return out


def load_main(code: str) -> types.ModuleType:
    """main.py executed as the module ``main``, as Lite does."""
    spec = importlib.util.spec_from_loader("main", loader=None)
    module = importlib.util.module_from_spec(spec)
    exec(code, module.__dict__)
    sys.modules["main"] = module
    return module


def test_scripts_imported_from_a_package_are_not_listed():
    """Why main.py defines the scripts itself: an import lists nothing."""
    assert lite_script_list("from xl_tiebreaks.udfs import *\nfrom xl_tiebreaks.lite import *\n") == []


def test_shipped_main_py_lists_both_scripts_and_registers_every_function():
    code = lite.main_py()
    assert lite_script_list(code) == ["activar_formulas", "insertar_desempates"]
    main = load_main(code)
    try:
        meta = xs.custom_functions_meta(main)
        names = {f["name"] for f in meta["functions"]}
        assert names == {u.name for u in udfs.REGISTRY}  # every English and Spanish function
        assert {"BUCHHOLZ", "PUNTOS", "DESEMPATES", "CLASIFICACION_EQUIPOS"} <= names
        scripts = {s["function_name"] for s in xs.custom_scripts_meta(main)}
        assert scripts == {"activar_formulas", "insertar_desempates"}
    finally:
        sys.modules.pop("main", None)


def test_main_py_script_runs_through_lites_call_path():
    main = load_main(lite.main_py())
    sheet = _FakeSheet()
    for i, row in enumerate(SEED002):
        for j, v in enumerate(row):
            sheet.cells[(4 + i, 3 + j)] = v
    book = types.SimpleNamespace(selection=_FakeRange(sheet, 4, 3, 9, 6))
    try:
        asyncio.run(xs.custom_scripts_call(main, "insertar_desempates", typehint_to_value={xw.Book: book}))
    finally:
        sys.modules.pop("main", None)
    assert sheet.formulas[(4, 8)] == '=TIEBREAKS(C4:F9, "PTS BH/C1 BH SB DE WIN")'


# ---------------------------------------------------------------------------------------------
# entering the template's formulas again


def test_normalise_formula_drops_the_prefix_of_our_functions_only():
    assert lite.normalise_formula('=_xldudf_PUNTOS(Resultados,,Configuracion)') == "=PUNTOS(Resultados,,Configuracion)"
    assert lite.normalise_formula('=IF(COUNTA(Results)=0,"",_xldudf_BUCHHOLZ(Results))') == \
        '=IF(COUNTA(Results)=0,"",BUCHHOLZ(Results))'
    assert lite.normalise_formula("=SUM(A1:A4)") is None  # not ours: left alone
    assert lite.normalise_formula("=_xldudf_OTHER(A1)") is None
    assert lite.normalise_formula("PUNTOS(") is None  # a text, not a formula
    # a longer name is not mistaken for a shorter one
    assert lite.normalise_formula("=TIEBREAKS(A1:B2)") == "=TIEBREAKS(A1:B2)"
    assert lite.normalise_formula("=MY.TIEBREAK(A1)") is None


def test_formula_blocks_are_the_templates_array_blocks():
    f_pts = '=IF(COUNTA(Resultados)=0,"",PUNTOS(Resultados,,Configuracion))'
    f_tb = '=IF(COUNTA(Resultados)=0,"",DESEMPATES(Resultados,OrdenDesempate,,Configuracion))'
    rows = [["No.", "Nombre", "Pts", "BH", "SB"]]
    for _ in range(4):
        rows.append([1, "A", f_pts, f_tb, f_tb])
    rows.append([None, '=_xldudf_XLT_VERSION()', "=SUM(C2:C5)", None, None])
    blocks = lite.formula_blocks(rows)
    assert blocks == [
        (1, 2, 4, 1, f_pts),  # the Pts column: one array block of 4 rows
        (1, 3, 4, 2, f_tb),  # the tie-break block: 4 rows x 2 columns
        (5, 1, 1, 1, "=XLT_VERSION()"),  # a lone cell; its prefix dropped
    ]  # =SUM(...) is not ours: not touched


class _FormulaRange:
    def __init__(self, sheet, a, b=None):
        self.sheet, self.a, self.b = sheet, a, b or a

    def options(self, **_):
        return self

    async def get_formula(self):
        return self.sheet.grid

    @property
    def row(self):
        return self.a[0]

    @property
    def column(self):
        return self.a[1]

    @property
    def formula(self):
        raise NotImplementedError

    @formula.setter
    def formula(self, text):
        self.sheet.written.append(("formula", self.a, self.b, text))

    @property
    def formula_array(self):
        raise NotImplementedError

    @formula_array.setter
    def formula_array(self, text):
        self.sheet.written.append(("formula_array", self.a, self.b, text))


class _FormulaSheet:
    def __init__(self, grid, origin=(1, 1)):
        self.grid, self.origin, self.written = grid, origin, []

    @property
    def used_range(self):
        return _FormulaRange(self, self.origin)

    def range(self, a, b=None):
        return _FormulaRange(self, a, b)


def test_reenter_formulas_writes_each_block_once_where_it_is():
    f = '=POINTS(Results,,EventSettings)'
    sheet = _FormulaSheet([["Pts"], [f], [f], [f]], origin=(4, 3))  # used range C4:C7
    other = _FormulaSheet([["no formulas here"]])
    n = asyncio.run(lite.reenter_formulas(types.SimpleNamespace(sheets=[sheet, other])))
    assert n == 1
    assert sheet.written == [("formula_array", (5, 3), (7, 3), f)]
    assert other.written == []


def test_reenter_formulas_says_what_to_do_with_an_old_xlwings():
    class Old:
        used_range = types.SimpleNamespace(options=lambda **_: types.SimpleNamespace(), row=1, column=1)

    with pytest.raises(TiebreakError) as e:
        asyncio.run(lite.reenter_formulas(types.SimpleNamespace(sheets=[Old()])))
    assert e.value.code == "lite_needs_newer_xlwings"
    assert "xlwings 0.37" in e.value.message("en") and "xlwings 0.37" in e.value.message("es")
    assert "requirements.txt" in e.value.message("es")


def test_main_py_reenter_script_runs_through_lites_call_path():
    main = load_main(lite.main_py())
    f = '=IF(COUNTA(Results)=0,"",STANDINGS(Results,TiebreakOrder,PlayerNames,PlayerRatings,EventSettings))'
    sheet = _FormulaSheet([[f, f], [f, f]])
    try:
        asyncio.run(xs.custom_scripts_call(main, "activar_formulas",
                                           typehint_to_value={xw.Book: types.SimpleNamespace(sheets=[sheet])}))
    finally:
        sys.modules.pop("main", None)
    assert sheet.written == [("formula_array", (1, 1), (2, 2), f)]


@pytest.mark.parametrize("rel", ["es/suizo_16_jugadores_5_rondas.xlsx", "en/team_round_robin_6_teams_4_boards.xlsx"])
def test_every_formula_of_a_shipped_template_is_in_a_block(rel):
    """Each template formula that calls our functions falls in exactly one block, and the
    legacy array formulas come out as blocks of their own size."""
    from pathlib import Path

    from openpyxl import load_workbook
    from openpyxl.utils import range_boundaries
    from openpyxl.worksheet.formula import ArrayFormula

    wb = load_workbook(Path(__file__).resolve().parents[1] / "workbook_templates" / rel)
    names = lite.our_function_names()
    for ws in wb.worksheets:
        # what Office.js reports for the used range: every cell of an array shows its formula
        grid = [[None] * ws.max_column for _ in range(ws.max_row)]
        arrays = []
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, ArrayFormula):
                    mc, mr, xc, xr = range_boundaries(c.value.ref)
                    text = c.value.text if c.value.text.startswith("=") else "=" + c.value.text
                    arrays.append((mr - 1, mc - 1, xr - mr + 1, xc - mc + 1, text))
                    for r in range(mr, xr + 1):
                        for cc in range(mc, xc + 1):
                            grid[r - 1][cc - 1] = text
                elif c.data_type == "f" and grid[c.row - 1][c.column - 1] is None:
                    grid[c.row - 1][c.column - 1] = c.value
        blocks = lite.formula_blocks(grid, names)
        ours = [a for a in arrays if lite.normalise_formula(a[4], names)]
        for a in ours:
            assert a in blocks, (ws.title, a)
