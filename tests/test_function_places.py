"""Places (issue 34): a template's functions are given where their ranges are (their last
argument, ``places``), so that their messages name the sheet cell as the command line does
(``Rondas!K16``); a function typed by hand, without it, names the row and column of its range.

The hosts' own paths: xlwings classic and Office.js (tests/hosts.py) and LibreOffice's argument
shapes (``calc_args``), the ``host`` fixture of tests/test_sheet_messages.py, here;
a real headless LibreOffice with the extension in tests/test_libreoffice_sheet_messages.py
(``test_a_template_names_the_cell_check_names_in_libreoffice``)."""

from __future__ import annotations

import contextlib
import io
import re
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook
from openpyxl.worksheet.formula import ArrayFormula

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
from xl_tiebreaks.templates.workbooks import build_workbook
from xl_tiebreaks.workbook.places import parse_origin, parse_origins

from .test_sheet_messages import host  # noqa: F401 (Office.js, classic, LibreOffice's argument shapes)

DATA = Path(__file__).parent / "data"
EVENT = read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament
#: the Swiss template of 16 players and 5 rounds as shipped before its functions took ``places``
#: (``git show e28505f:workbook_templates/es/suizo_16_jugadores_5_rondas.xlsx``)
OLD = DATA / "templates_before_places"


# ---------------------------------------------------------------------------------------------
# an origin as each host writes it


@pytest.mark.parametrize("text, want", [
    # Excel's CELL("address", Rondas!C5) from a formula on another sheet names the book too
    ("[Libro1.xlsx]Rondas!$C$5", ("Rondas", 5, 3)),
    ("'[Mi libro.xlsx]Mi hoja'!$C$5", ("Mi hoja", 5, 3)),
    # LibreOffice's CELL("ADDRESS"; Rondas.C5) in Calc's own notation; of another document
    ("$Rondas.$C$5", ("Rondas", 5, 3)),
    ("$'Mi hoja'.$C$5", ("Mi hoja", 5, 3)),
    ("'file:///home/ana/torneo.ods'#$Rondas.$C$5", ("Rondas", 5, 3)),
    # typed, and what the templates' ADDRESS(...) gives; a range: its first cell
    ("Rondas!C5", ("Rondas", 5, 3)), ("Configuración!A4:B20", ("Configuración", 4, 1)),
    ("'It''s'!AB12", ("It's", 12, 28)),
    # CELL("address") of a cell on the formula's own sheet: no sheet
    ("$C$5", ("", 5, 3)),
])
def test_an_origin_reads_as_each_host_writes_it(text, want):
    assert parse_origin(text) == want


def test_places_that_are_no_address_are_refused_naming_the_entry():
    assert parse_origins("Rondas!C5;;Jugadores!D5") == [("Rondas", 5, 3), None, ("Jugadores", 5, 4)]
    with pytest.raises(TiebreakError) as e:
        parse_origins("Rondas!C5;Jugadores")
    assert e.value.code == "places_not_address"
    assert "entrada 2, 'Jugadores'" in e.value.message("es")
    # a range of addresses: a cell an entry, a blank cell an empty one
    assert parse_origins([["Rondas!C5"], [None], ["$Jugadores.$D$5"]]) == [("Rondas", 5, 3), None,
                                                                            ("Jugadores", 5, 4)]
    # a huge argument is read no further than MAX_ORIGINS (64) entries: no function has 64 ranges
    assert len(parse_origins(";" * 100_000)) == 64


# ---------------------------------------------------------------------------------------------
# a function typed with and without places, in each host

#: four players, two rounds; Bea's round-2 entry 'x7' names no player (row 3, column 4 of the
#: range: the header is row 1)
GRID = [["No", "Name", "R1", "R2"], [1, "Ana", "2w1", "3b½"], [2, "Bea", "1b0", "x7"],
        [3, "Cas", "4w1", "1w½"], [4, "Dan", "3b0", "2b1"]]


def test_a_function_without_places_names_the_row_and_column_of_its_range(host):
    msg = host[1]("BUCHHOLZ", GRID)
    assert msg.startswith("row 3, column 4 (player 2 Bea, round 2): 'x7'"), msg


@pytest.mark.parametrize("places", ["Rondas!C5", "$Rondas.$C$5", "[Libro1.xlsx]Rondas!$C$5"])
def test_a_function_given_its_origin_names_the_sheet_cell(host, places):
    # the range's first cell is C5: row 3 is sheet row 5 + 2 = 7, column 4 is C (3) + 3 = F
    msg = host[1]("BUCHHOLZ", GRID, None, None, None, None, None, places)
    assert msg.startswith("Rondas!F7 (No. 2, Bea), round 2: 'x7'"), msg
    msg = host[1]("DESEMPATES", GRID, "BH", None, None, places)
    assert msg.startswith("Rondas!F7 (nº 2, Bea), ronda 2: 'x7'"), msg


def test_places_that_are_no_address_are_the_functions_message(host):
    msg = host[1]("BUCHHOLZ", GRID, None, None, None, None, None, "Rondas")
    assert msg.startswith("places: entry 1, 'Rondas', is not a cell address"), msg


# ---------------------------------------------------------------------------------------------
# a filled template with a bad input: the add-in's message and check's name the same cell


def _cli(argv: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        main(argv)
    return out.getvalue() + err.getvalue()


def bad_template(tmp_path: Path, lang: str, source: Path | None = None) -> tuple[Path, str]:
    """FIDE's held Swiss (16 players, 5 rounds) filled into the template (``source``: a shipped
    one, else one built now), start number 12's round-3 result cell typed ``zz``; the cell."""
    spec = TemplateSpec("swiss", 16, 5, lang=lang)
    wb, lay = build_workbook(spec)
    if source is not None:
        wb = load_workbook(source)
    fill_tournament(wb, lay, EVENT)
    ws = wb[lay.results_sheet]
    col = lay.results_first_col + 3 * 2 + 2  # round 3's result cell (three cells a round)
    cell = ws.cell(row=4 + 12, column=col)
    cell.value = "zz"
    path = tmp_path / f"bad_{lang}.xlsx"
    save_workbook(wb, path) if source is None else wb.save(path)
    return path, f"{lay.results_sheet}!{cell.coordinate}"


def call_args(path: Path, sheet: str, cell: str, function: str, lang: str) -> list:
    """The arguments the template's formula at ``sheet!cell`` hands ``function``, as the host
    hands them: each range as its values, its ``places`` as the formula computes it
    (``"Rondas!"&ADDRESS(ROW(INDEX(Resultados,1,1)),...)``)."""
    from xl_tiebreaks.workbook.evaluator import Evaluator
    from xl_tiebreaks.workbook.formulas import Ref, parse_formula

    wb = load_workbook(path)
    ev = Evaluator(wb, lang)
    v = wb[sheet][cell].value
    text = v.text if isinstance(v, ArrayFormula) else v

    def find(node):
        if node.kind == "call" and node.value == function:
            return node
        return next((got for a in node.args if (got := find(a)) is not None), None)

    node = find(parse_formula(text))
    assert node is not None, text
    out = []
    for a in node.args:
        got = None if a.kind == "empty" else ev.eval(a, sheet)
        out.append(ev.range_values(got) if isinstance(got, Ref) else ev.value(got))
    return out


@pytest.mark.parametrize("lang, sheet, head", [("es", "Clasificación", "REGLAS_Y_AVISOS"),
                                               ("en", "Standings", "RULES_AND_WARNINGS")])
def test_a_templates_message_names_the_cell_check_names(tmp_path, host, lang, sheet, head):
    path, cell = bad_template(tmp_path, lang)
    checked = _cli(["check", str(path), "--lang", lang])
    said = re.search(rf"{re.escape(cell)} \((?:nº|No\.) 12, [^)]*\), (?:ronda|round) 3 +'zz'[^\n]*", checked)
    assert said is not None, checked
    args = call_args(path, sheet, "A2", head, lang)
    # its places, then the players' names (issue 34: the function has no names of its own)
    assert str(args[-2]).startswith(("Rondas!C5;", "Rounds!C5;")), args[-2]
    lines = [r[0] for r in host[0](head, *args)]
    # check: "Rondas!K16 (nº 12, Nick), ronda 3  'zz' no es un resultado: ..."; the block:
    # "error: Rondas!K16 (nº 12, Nick), ronda 3: 'zz' no es un resultado: ...", the same words
    what = said.group(0).split("'zz'", 1)[1]
    where = said.group(0).split("  'zz'", 1)[0].split(" 'zz'", 1)[0].rstrip()
    assert where.startswith(f"{cell} (") and ", " in where.split("(", 1)[1], where  # (the name too)
    assert any(ln.endswith(f"{where}: 'zz'{what}") for ln in lines), (lines, said.group(0))
    # the same call typed by hand (no places, no names): the row and column of the range
    bare = [r[0] for r in host[0](head, *args[:-2])]
    assert not any(cell in ln for ln in bare) and any("'zz'" in ln for ln in bare), bare


def test_the_standings_table_names_the_cell_with_the_players_name(tmp_path):
    """CLASIFICACION is given the names: its message reads as check's, name and all (xlwings
    Lite raises the whole message; classic Excel and LibreOffice show the template's short one
    in the table, ``ver ↓``, and the whole in the block of rules and warnings, tested above)."""
    pytest.importorskip("xlwings")
    from .hosts import OfficeJs

    path, cell = bad_template(tmp_path, "es")
    args = call_args(path, "Clasificación", "A4", "CLASIFICACION", "es")
    msg = OfficeJs().error("CLASIFICACION", *args)
    checked = _cli(["check", str(path), "--lang", "es"])
    typed = re.search(rf"{re.escape(cell)} \(nº 12, ([^)]*)\), ronda 3", checked)
    assert typed is not None, checked
    assert msg.startswith(f"{cell} (nº 12, {typed.group(1)}), ronda 3: 'zz' no es un resultado"), msg


# ---------------------------------------------------------------------------------------------
# a workbook made from the template before places: the same values


def test_a_workbook_from_the_template_before_places_computes_the_same(tmp_path):
    old, new = tmp_path / "old", tmp_path / "new"
    old.mkdir()
    new.mkdir()
    spec = TemplateSpec("swiss", 16, 5, lang="es")
    for folder, source in ((old, OLD / "suizo_16_jugadores_5_rondas.xlsx"), (new, None)):
        wb, lay = build_workbook(spec)
        if source is not None:
            wb = load_workbook(source)
        fill_tournament(wb, lay, EVENT)
        p = folder / "t.xlsx"
        save_workbook(wb, p) if source is None else wb.save(p)
        assert "sustituidas" in _cli(["compute", str(p), "--engine", "python"])
    got = {}
    for folder in (old, new):
        wb = load_workbook(folder / "t_calculado.xlsx")
        got[folder.name] = {(ws.title, c.coordinate): c.value for ws in wb.worksheets for c in ws._cells.values()
                            if ws.title in ("Rondas", "Clasificación")}
    old_formula = load_workbook(OLD / "suizo_16_jugadores_5_rondas.xlsx")["Rondas"]["R5"].value
    assert "ADDRESS" not in str(getattr(old_formula, "text", old_formula))  # (the template before places)
    assert got["old"] == got["new"]
    assert got["new"][("Clasificación", "C5")]  # (a name: the standings are there)


def test_a_prize_tables_mistake_is_named_at_the_cell_prizes_names(tmp_path, host):
    """LISTA_PREMIOS in the template is given where the prize tables are: a prize amount typed
    ``mucho + 20 + 30`` is named at its cell on the Premios sheet, as ``xl-tiebreaks prizes`` names it."""
    path, _cell = bad_template(tmp_path, "es")
    wb = load_workbook(path)
    ws = wb["Rondas"]
    ws["K16"] = "+"  # (the result FIDE's event has there put back: only the prize is wrong)
    sheet, first = wb.defined_names["TablaPremios"].attr_text.split("!")
    top = int(re.match(r"\$([A-Z]+)\$(\d+)", first).group(2))
    prizes = wb[sheet.strip("'")]
    prizes.cell(row=top, column=7, value="General")
    prizes.cell(row=top, column=8, value=1)
    prizes.cell(row=top, column=9, value="mucho + 20 + 30")
    wb.save(path)
    cell = f"{sheet.strip(chr(39))}!I{top}"
    out = _cli(["prizes", str(path), "--lang", "es"])
    assert f"{cell}: 'mucho + 20 + 30' no es un importe" in out, out
    args = call_args(path, sheet.strip("'"), "M5", "LISTA_PREMIOS", "es")
    said = host[1]("LISTA_PREMIOS", *args)
    assert said.startswith(f"{cell}: 'mucho + 20 + 30' no es un importe"), said
    bare = host[1]("LISTA_PREMIOS", *args[:-1])  # typed by hand: the row and column of the range
    assert bare.startswith("rango de premios, fila 1, columna 3: 'mucho + 20 + 30' no es un importe"), bare
