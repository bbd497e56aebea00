"""Templates without the add-in (issue 27): workbooks whose tie-breaks are formulas of built-in
spreadsheet functions only, compiled from the core's definitions.

* every function of every formula is one Excel 2010+, LibreOffice 7.4+ and Google Sheets share
  (no ``_xlfn.``, no array formula, nothing volatile), every formula within Excel's limits;
* the shared generated corpus (tests/data/fide-generated) and the real events (tests/data/realdata)
  written with ``--no-addin``, their cached values thrown away, recomputed by a real headless
  LibreOffice without our extension (:func:`noaddin_support.libreoffice_recompute`) and by the
  ``formulas`` package (Excel's semantics): every value equals the core's reading of the same
  workbook. CI runs a sample (sizes, editions, layouts, languages); ``XLT_LONG=1`` runs every
  event through both engines (README says so);
* live: the input cells of a perturbed event typed into the first event's workbook recompute to
  the perturbed event's values (results changed, cleared, a bye, a withdrawal, a rating, the date
  that switches the edition);
* what cannot be read is said, never computed: an unknown word, two rows that disagree, a bad
  setting, an older rule set, a changed tie-break order;
* the command line, the shipped files, the add-in templates untouched.
"""

from __future__ import annotations

import os
import re
import shutil
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook

from .noaddin_support import (
    GENERATED, REALDATA, FormulasValues, core_values, corpus_order, libreoffice_recompute, mismatches, noaddin_build,
    noaddin_bytes, without_cached_values,
)
from xl_tiebreaks.noaddin import ALLOWED_FUNCTIONS
from xl_tiebreaks.noaddin.shipped import FOLDER, is_noaddin_path, noaddin_templates

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "workbook_templates"
LONG = os.environ.get("XLT_LONG") == "1"
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_lo = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed")

ALL_EVENTS = sorted(GENERATED.glob("*.trf"))
#: the CI sample: Swiss of 6 to 64 players, both editions, 3 to 9 rounds; round robins in the round
#: grid (art. 15.2) and as crosstables
SAMPLE = ["swiss_s101_019_p6_r3_2026", "swiss_s101_029_p7_r4_2024", "swiss_s101_045_p12_r5_2024",
          "swiss_s101_021_p16_r5_2026", "swiss_s101_035_p21_r9_2024", "swiss_s101_034_p45_r7_2026",
          "swiss_s101_000_p64_r7_2024", "rr_s101_010_p5_2026", "rr_s101_023_p8_2024", "rr_s101_038_p6_2026",
          "rr_s101_022_p12_2024"]
#: the formulas package computes a workbook in about a minute per thousand formula cells: the
#: smallest events in CI
FORMULAS_SAMPLE = ["swiss_s101_019_p6_r3_2026", "rr_s101_042_p4_2024"]


def _case(trf: Path) -> tuple[str, str, str]:
    """(layout, language, id) of an event: round robins of an even field also as crosstables;
    the languages alternate."""
    name = trf.stem
    lang = "es" if int(name.split("_")[2]) % 2 else "en"
    return "rounds", lang, name


def _cases(names: list[str] | None) -> list[tuple[Path, str, str]]:
    out = []
    for trf in ALL_EVENTS:
        if names is not None and trf.stem not in names:
            continue
        layout, lang, name = _case(trf)
        out.append((trf, layout, lang))
        if name.startswith("rr_") and int(name.split("_p")[1].split("_")[0]) % 2 == 0:
            out.append((trf, "crosstable", "es" if lang == "en" else "en"))
    return out


def _order(trf: Path, layout: str) -> tuple[str, ...]:
    order = corpus_order(trf.with_name(trf.stem + ".expected.tsv"))
    if layout == "crosstable":  # (a crosstable has no order of the rounds, no colours)
        order = tuple(c for c in order if c.split("/")[0] not in ("PS", "BPG", "BWG"))
    return order


def _sheets(lang: str, layout: str) -> tuple[str, str]:
    from xl_tiebreaks.templates import _T

    return _T[lang]["sheet_cross" if layout == "crosstable" else "sheet_rounds"], _T[lang]["sheet_standings"]


def _pts_col(path: Path, sheet: str, lang: str) -> int:
    from xl_tiebreaks.templates import _T

    ws = load_workbook(path, read_only=True)[sheet]
    for c in range(1, 400):
        if ws.cell(row=3, column=c).value == _T[lang]["pts"]:
            return c
    raise AssertionError("no points column")


# ---------------------------------------------------------------------------------------------
# the functions of every formula

_STRING = re.compile(r'"(?:[^"]|"")*"')
_SHEET = re.compile(r"'(?:[^']|'')*'!")
_CALL = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)\s*\(")
#: conditional formats' functions (the computed columns look as their code says)
_FORMAT_FUNCTIONS = {"LEFT", "OR"}


def formula_functions(formula: str) -> list[str]:
    """The functions a formula calls (every name followed by ``(`` outside string literals and
    quoted sheet names)."""
    bare = _SHEET.sub("S!", _STRING.sub('""', formula))
    return [m.group(1).upper() for m in _CALL.finditer(bare)]


def nesting(formula: str) -> int:
    bare = _SHEET.sub("S!", _STRING.sub('""', formula))
    depth = deepest = 0
    for ch in bare:
        if ch == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ")":
            depth -= 1
    return deepest


def formula_problems(path: Path) -> list[str]:
    """Every formula of the workbook at ``path`` (cells, conditional formats, validations)
    checked: functions, Excel's limits, no array formula, no ``_xlfn.``."""
    problems: list[str] = []
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name.startswith("xl/worksheets/") and name.endswith(".xml"):
                xml = z.read(name).decode("utf-8")
                if 't="array"' in xml:
                    problems.append(f"{name}: an array formula")
                if "_xlfn" in xml or "_xlws" in xml:
                    problems.append(f"{name}: a function newer than Excel 2010")
    wb = load_workbook(path)
    for ws in wb.worksheets:
        formulas = [(c.coordinate, c.value) for row in ws.iter_rows() for c in row
                    if isinstance(c.value, str) and c.value.startswith("=")]
        for cf in ws.conditional_formatting:
            for rule in cf.rules:
                formulas += [(f"format {cf.sqref}", "=" + f) for f in rule.formula or []]
        for dv in ws.data_validations.dataValidation:
            for f in (dv.formula1, dv.formula2):
                if f and not f.startswith('"') and "(" in f:
                    formulas.append((f"validation {dv.sqref}", "=" + f))
        for where, f in formulas:
            fns = set(formula_functions(f))
            bad = fns - ALLOWED_FUNCTIONS - _FORMAT_FUNCTIONS
            if bad:
                problems.append(f"{ws.title}!{where}: {sorted(bad)} in {f[:120]}")
            if len(f) > 8192:
                problems.append(f"{ws.title}!{where}: {len(f)} characters (Excel: 8,192)")
            if nesting(f) > 64:
                problems.append(f"{ws.title}!{where}: nested {nesting(f)} deep (Excel: 64)")
            if re.search(r"\$?[A-Z]{1,3}:\$?[A-Z]{1,3}(?![0-9])", _STRING.sub('""', f)):
                problems.append(f"{ws.title}!{where}: a whole-column reference")
    return problems


def test_allowed_functions_are_those_every_spreadsheet_shares():
    """The list itself: nothing Excel 2010 lacks (``_xlfn.``), nothing volatile, no array-only
    function; the issue's examples among them."""
    forbidden = {"LET", "LAMBDA", "FILTER", "SORT", "SORTBY", "UNIQUE", "XLOOKUP", "XMATCH", "MINIFS", "MAXIFS", "IFS",
                 "SWITCH", "SEQUENCE", "TEXTJOIN", "CONCAT", "OFFSET", "INDIRECT", "NOW", "TODAY", "RAND", "RANDBETWEEN",
                 "CELL", "INFO", "ARRAYFORMULA", "RANK.EQ", "RANK.AVG", "AGGREGATE"}
    assert not (ALLOWED_FUNCTIONS & forbidden)
    assert {"SUMPRODUCT", "COUNTIF", "COUNTIFS", "INDEX", "MATCH", "IF", "IFERROR", "SMALL", "LARGE", "RANK",
            "ROUND", "ISNUMBER"} <= ALLOWED_FUNCTIONS


def test_formula_functions_reads_calls_not_strings_or_sheet_names():
    assert formula_functions('=IF(A1="SUM(x)",\'Sheet (2)\'!B1,MAX(1,2))') == ["IF", "MAX"]
    assert nesting("=IF(A1,IF(B1,(1)))") == 3


@pytest.fixture(scope="module")
def filled_workbooks(tmp_path_factory) -> dict[str, Path]:
    """Filled workbooks without the add-in of a few events, in both languages and layouts, with
    the corpus's whole tie-break lists (FB among them: the add-in's)."""
    tmp = tmp_path_factory.mktemp("noaddin_filled")
    out = {}
    for trf, layout, lang in _cases(SAMPLE[:3] + ["rr_s101_038_p6_2026"]):
        p = tmp / f"{trf.stem}_{layout}_{lang}.xlsx"
        p.write_bytes(noaddin_bytes(trf, _order(trf, layout), lang=lang, layout=layout))
        out[p.stem] = p
    return out


def test_every_formula_uses_only_the_shared_functions(filled_workbooks):
    problems = []
    for p in filled_workbooks.values():
        problems += [f"{p.name}: {x}" for x in formula_problems(p)]
    assert problems == []


@pytest.mark.parametrize("rel", [rel for _s, rel in noaddin_templates()])
def test_shipped_template_uses_only_the_shared_functions(rel):
    assert formula_problems(SHIPPED / rel) == []


def test_the_check_finds_what_it_must(tmp_path):
    """The check itself fails on a newer function, an array formula, a volatile one."""
    from openpyxl import Workbook
    from openpyxl.worksheet.formula import ArrayFormula

    wb = Workbook()
    ws = wb.active
    ws["A1"] = "=XLOOKUP(1,B1:B2,C1:C2)"
    ws["A2"] = "=OFFSET(A1,1,1)"
    ws["A3"] = ArrayFormula("A3:A4", "=SUM(B1:B2*C1:C2)")
    ws["A5"] = "=SUM(B:B)"
    wb.save(tmp_path / "bad.xlsx")
    problems = " ".join(formula_problems(tmp_path / "bad.xlsx"))
    assert "XLOOKUP" in problems and "OFFSET" in problems and "array formula" in problems
    assert "whole-column" in problems


# ---------------------------------------------------------------------------------------------
# two engines on the corpus


def _built(tmp: Path, cases: list[tuple[Path, str, str]]) -> list[dict]:
    runs = []
    for trf, layout, lang in cases:
        stem = f"{trf.stem}_{layout}_{lang}"
        cached = tmp / f"{stem}.xlsx"
        data, core = noaddin_build(trf, _order(trf, layout), lang=lang, layout=layout)
        cached.write_bytes(data)
        bare = tmp / f"bare_{stem}.xlsx"
        bare.write_bytes(without_cached_values(data))
        results, standings = _sheets(lang, layout)
        runs.append(dict(id=stem, cached=cached, bare=bare, core=core, results=results,
                         standings=standings, pts=_pts_col(cached, results, lang), lang=lang))
    return runs


def _lo_cases() -> list[tuple[Path, str, str]]:
    return _cases(None if LONG else SAMPLE)


@pytest.fixture(scope="module")
def lo_runs(tmp_path_factory) -> dict[str, dict]:
    if SOFFICE is None:
        pytest.skip("LibreOffice (soffice) is not installed")
    tmp = tmp_path_factory.mktemp("noaddin_lo")
    runs = _built(tmp, _lo_cases())
    got = libreoffice_recompute([r["bare"] for r in runs], tmp / "profile")
    for r in runs:
        r["wb"] = got[r["bare"]]
    return {r["id"]: r for r in runs}


@needs_lo
@pytest.mark.parametrize("case", [f"{t.stem}_{layout}_{lang}" for t, layout, lang in _lo_cases()])
def test_libreoffice_without_the_extension_computes_the_cores_values(lo_runs, case):
    run = lo_runs[case]
    wb = run["wb"]

    def get(sheet, row, col):
        return wb[sheet].cell(row=row, column=col).value

    assert get(run["results"], 5, run["pts"]) not in (None, "")  # (a value, not a message, not nothing)
    assert mismatches(get, run["core"], run["results"], run["pts"], run["standings"]) == []


def test_the_comparison_sees_a_wrong_value():
    """The comparison of the engines' values with the core's is not blind: a changed value, a
    blank where a value is due and a message where a number is due are all reported."""
    from fractions import Fraction

    core = {"codes": ["BH", "DE"], "rows": {1: {"points": Fraction(2), "place": 1, "values": [Fraction(5), 0]}},
            "order": [1]}
    cells = {("R", 5, 3): 2, ("R", 5, 4): 5, ("R", 5, 5): 0, ("S", 5, 1): 1, ("S", 5, 2): 1}
    get = lambda s, r, c: cells.get((s, r, c))  # noqa: E731
    assert mismatches(get, core, "R", 3, "S") == []
    for key, wrong in (((("R", 5, 4)), 5.5), (("R", 5, 4), None), (("R", 5, 4), "needs the add-in"),
                       (("S", 5, 1), 2)):
        bad = dict(cells)
        bad[key] = wrong
        assert mismatches(lambda s, r, c, bad=bad: bad.get((s, r, c)), core, "R", 3, "S") != []


def _formulas_cases() -> list[tuple[Path, str, str]]:
    return _cases(None if LONG else FORMULAS_SAMPLE)


@pytest.mark.parametrize("case", [f"{t.stem}_{layout}_{lang}" for t, layout, lang in _formulas_cases()])
def test_the_formulas_engine_computes_the_cores_values(case, tmp_path):
    pytest.importorskip("formulas")
    trf, layout, lang = next(x for x in _formulas_cases() if f"{x[0].stem}_{x[1]}_{x[2]}" == case)
    run = _built(tmp_path, [(trf, layout, lang)])[0]
    values = FormulasValues(run["bare"])
    assert values.value(run["results"], 5, run["pts"]) not in (None, "")
    assert mismatches(values.value, run["core"], run["results"], run["pts"], run["standings"]) == []
