"""``check`` on a workbook without the add-in whose computed cells were typed over or whose
hidden workings sheet was edited (issue 35, finding 7): the commands recompute from the inputs
(their answers stay right), ``check`` warns that the sheet shows something else, naming the
sheet's cells (the first five and a count of the rest), in English and Spanish; a workbook as
written warns of nothing of the kind."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"  # 16 players, 5 rounds: Standings rows 5-20

SHEETS = {"en": ("Standings", "Workings"), "es": ("Clasificación", "Cálculos")}


def _written(tmp_path: Path, lang: str) -> Path:
    wb = tmp_path / f"na_{lang}.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--no-addin", "--lang", lang]) == 0
    return wb


def _check(capsys, wb: Path, lang: str) -> str:
    capsys.readouterr()
    main(["check", str(wb), "--lang", lang])
    out = capsys.readouterr()
    return out.out + out.err


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_clean_workbook_without_the_add_in_warns_of_no_formula(tmp_path, capsys, lang):
    text = _check(capsys, _written(tmp_path, lang), lang)
    assert "formula" not in text and "fórmula" not in text, text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_ranking_typed_over_the_standings_and_an_edited_workings_formula_are_named(tmp_path, capsys, lang):
    standings, workings = SHEETS[lang]
    wb = _written(tmp_path, lang)
    book = load_workbook(wb)
    st = book[standings]
    # the ranking's name and points columns of rows 5-8 typed over: 2 columns x 4 rows = 8 cells
    for r in range(5, 9):
        st[f"C{r}"] = f"Typed {r}"
        st[f"D{r}"] = 9 - r
    ws = book[workings]
    first = next(c for row in ws.iter_rows() for c in row if isinstance(c.value, str) and c.value.startswith("="))
    first.value = "=1+1"
    bad = tmp_path / f"bad_{lang}.xlsx"
    book.save(bad)
    text = _check(capsys, bad, lang)
    # 8 cells in reading order (row by row): C5 D5 C6 D6 C7 shown, 8 - 5 = 3 counted
    cells = f"{standings}!C5, {standings}!D5, {standings}!C6, {standings}!D6, {standings}!C7"
    if lang == "en":
        assert f"warning  {standings}!C5  8 cell(s) that the workbook computes hold a typed value (or nothing) " \
               f"instead of their formula: {cells} and 3 more." in text, text
        assert f"warning  {workings}!{first.coordinate}  1 formula(s) of the sheet {workings} differ from the ones " \
               f"the workbook was made with: {workings}!{first.coordinate}." in text, text
    else:
        assert f"aviso  {standings}!C5  8 celda(s) que el libro calcula tienen un valor escrito (o nada) " \
               f"en lugar de su fórmula: {cells} y 3 más." in text, text
        assert f"aviso  {workings}!{first.coordinate}  1 fórmula(s) de la hoja {workings} difieren de las que " \
               f"el libro traía: {workings}!{first.coordinate}." in text, text
    # the commands' answers are the workbook's inputs' own, whatever the sheet shows
    capsys.readouterr()
    assert main(["standings", str(bad)]) == main(["standings", str(wb)]) == 0


def _as_ods(src: Path, dst: Path) -> Path:
    """The workbook as an .ods holding what LibreOffice stores: each cell's value (a formula's
    value as computed: here the cached value the product wrote), the template's names and its
    document properties."""
    import re

    from .hostile import ods_package, ods_table

    book = load_workbook(src, data_only=True)
    tables = [ods_table(ws.title, [[c.value if isinstance(c.value, (str, int, float)) else None for c in row]
                                   for row in ws.iter_rows(max_col=min(ws.max_column, 60))])
              for ws in book.worksheets]
    names = {}
    for n, d in book.defined_names.items():
        m = re.fullmatch(r"('?)(.+?)\1!(\$?[A-Z]+\$?\d+)(?::(\$?[A-Z]+\$?\d+))?", d.attr_text or "")
        if m:
            sheet = f"'{m.group(2)}'" if " " in m.group(2) else m.group(2)
            names[n] = f"${sheet}.{m.group(3)}" + (f":.{m.group(4)}" if m.group(4) else "")
    props = {p.name: str(p.value) for p in book.custom_doc_props}
    dst.write_bytes(ods_package(tables, names=names, properties=props))
    return dst


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_ods_saved_by_libreoffice_is_not_said_to_be_typed_over(tmp_path, capsys, lang):
    """An .ods keeps each formula's value, and the .ods reader reads values only: every computed
    cell would look typed over. The comparison is made on .xlsx / .xlsm only (a review found
    thousands of false warnings on the .ods LibreOffice saves by default)."""
    ods = _as_ods(_written(tmp_path, lang), tmp_path / f"na_{lang}.ods")
    text = _check(capsys, ods, lang)
    assert "formula" not in text and "fórmula" not in text, text
