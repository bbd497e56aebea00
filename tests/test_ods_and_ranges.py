"""Files LibreOffice users have, and tables pasted in any workbook (issue 34, item 9).

* An .ods (what LibreOffice saves by default) is read as its .xlsx twin: the same cells, the
  same values, the template's names from its named ranges (``table:named-range``) and its
  properties (``meta:user-defined``). A workbook is known by its content (a zip package), never
  by its name only: an .ods or an .xlsx given another name is not read as a TRF.
* ``--range "Hoja1!A1:N20"`` (or a name the workbook defines) on standings, explain, check,
  compare, prizes and to-trf reads those cells as the spreadsheet functions read a range: the
  same values as STANDINGS through the sheet layer on the same cells.
* A workbook that is not a template, without --range, gets one message saying so and how to
  name a range; a bad range names the sheet and the cells, exit status 2.

The .ods files here are written by :func:`tests.hostile.ods_package` as LibreOffice writes them
(repeated empty cells and rows, a run of empty rows to the sheet's end);
tests/test_libreoffice_ods.py has LibreOffice itself save them.

The events, worked by hand:

* a 4-player round robin pasted as a crosstable (Spanish header ``Nº``, ``Nombre``, ``Pts``):
  Ana 1-0 Bea, Ana ½ Carlos, Ana 1-0 Dani, Bea 1-0 Carlos, Bea 1-0 Dani, Carlos 1-0 Dani; points
  Ana 2.5, Bea 2, Carlos 1.5, Dani 0; Sonneborn-Berger (C.07 art. 9.1: the points of the
  players beaten plus half those drawn with) Ana 2 + ½·1.5 + 0 = 2.75, Bea 1.5 + 0 = 1.5,
  Carlos ½·2.5 + 0 = 1.25, Dani 0;
* the bundled six-player Swiss (xl_tiebreaks/data/example_swiss.trf) pasted as a Swiss grid with
  Spanish colours (``b`` blancas, ``n`` negras): points A 2.5, B 1.5, C 1, D 0, E 1.5, F 2.5;
  Buchholz (art. 8.1, no unplayed rounds) A: D 0 + F 2.5 + E 1.5 = 4, F: C 1 + A 2.5 + B 1.5 = 5.
"""

from __future__ import annotations

import datetime as dt
import json
from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import Workbook, load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.sheet_functions import standings as STANDINGS
from xl_tiebreaks.workbook.reader import open_workbook, read_workbook, template_info

from .hostile import ods_package, ods_table

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf"

SHEET = "Torneo de otoño"
CROSSTABLE = [["Nº", "Nombre", "1", "2", "3", "4", "Pts"],
              [1, "Ana", "*", 1, "½", 1, 2.5],
              [2, "Bea", 0, "*", 1, 1, 2],
              [3, "Carlos", "½", 0, "*", 1, 1.5],
              [4, "Dani", 0, 0, 0, "*", 0]]
SWISS = [["Nº", "Nombre", "R1", "R2", "R3", "Pts"],
         [1, "A", "4b1", "6n½", "5b1", 2.5],
         [2, "B", "5b½", "4b1", "6n0", 1.5],
         [3, "C", "6b0", "5n0", "4b1", 1],
         [4, "D", "1n0", "2n0", "3n0", 0],
         [5, "E", "2n½", "3b1", "1n0", 1.5],
         [6, "F", "3n1", "1b½", "2b1", 2.5]]
#: where they are pasted: the crosstable at B2, the Swiss grid at B10
CT_RANGE = f"'{SHEET}'!B2:H6"
SW_RANGE = f"'{SHEET}'!B10:G16"


def _grid() -> list[list[object]]:
    """The sheet's cells from B2 on (rows 2-16, columns B-H)."""
    rows: list[list[object]] = [[None] * 7 for _ in range(15)]
    for i, row in enumerate(CROSSTABLE):
        rows[i][:len(row)] = row
    for i, row in enumerate(SWISS):
        rows[8 + i][:len(row)] = row
    return rows


def pasted_xlsx(path: Path) -> Path:
    wb = Workbook()
    wb.active.title = "Hoja1"
    wb.active["A1"] = "Notas del torneo"
    ws = wb.create_sheet(SHEET)
    for i, row in enumerate(_grid()):
        for j, v in enumerate(row):
            if v is not None:
                ws.cell(row=2 + i, column=2 + j).value = v
    from openpyxl.workbook.defined_name import DefinedName

    wb.defined_names["Suizo"] = DefinedName("Suizo", attr_text=f"'{SHEET}'!$B$10:$G$16")
    wb.save(path)
    return path


def pasted_ods(path: Path) -> Path:
    path.write_bytes(ods_package([ods_table("Hoja1", [["Notas del torneo"]]), ods_table(SHEET, _grid(), top=2, left=2)],
                                 names={"Suizo": f"$'{SHEET}'.$B$10:.$G$16"}))
    return path


@pytest.fixture(params=["xlsx", "ods"])
def pasted(request, tmp_path) -> Path:
    make = pasted_xlsx if request.param == "xlsx" else pasted_ods
    return make(tmp_path / f"pegado.{request.param}")


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    rc = main(argv)
    got = capsys.readouterr()
    return rc, got.out, got.err


def _cli_table(path: Path, cells: str, codes: str, capsys, *extra: str) -> list[list[object]]:
    """``standings --range`` as JSON, made rows as STANDINGS answers them (rank, No., name,
    points, tie-breaks), numbers as fractions."""
    rc, out, err = _run(["standings", str(path), "--range", cells, "-t", codes, "--format", "json", "--lang", "en",
                         *extra], capsys)
    assert rc == 0, err
    got = json.loads(out)
    return [[r["rank"], r["start_no"], r["name"], Fraction(r["points"]),
             *(Fraction(v) for v in r["tiebreaks"].values())] for r in got["standings"]]


def _sheet_table(rows: list[list[object]], codes: str, settings: str | None = None) -> list[list[object]]:
    """STANDINGS through the sheet layer on the same cells, the players' rows only."""
    got = STANDINGS(lang="en", results=rows, codes=codes, settings=settings)
    out = []
    for r in got[1:]:
        if r[0] in ("", None):
            break
        out.append([r[0], r[1], r[2], *(Fraction(v).limit_denominator(1000) for v in r[3:])])
    return out


# ---------------------------------------------------------------------------------------------
# --range: the functions' reading, on every command


def test_a_pasted_crosstable_gives_the_hand_values_and_the_sheet_layers(pasted, capsys):
    got = _cli_table(pasted, CT_RANGE, "SB", capsys)
    # Sonneborn-Berger by hand (module doc): 2.75, 1.5, 1.25, 0
    assert got == [[1, 1, "Ana", Fraction(5, 2), Fraction(11, 4)], [2, 2, "Bea", 2, Fraction(3, 2)],
                   [3, 3, "Carlos", Fraction(3, 2), Fraction(5, 4)], [4, 4, "Dani", 0, 0]]
    assert got == _sheet_table(CROSSTABLE, "SB")


def test_a_pasted_swiss_grid_gives_the_hand_values_and_the_sheet_layers(pasted, capsys):
    got = _cli_table(pasted, SW_RANGE, "BH SB", capsys)
    assert got == _sheet_table(SWISS, "BH SB")
    by_no = {r[1]: r for r in got}
    assert by_no[1][3:5] == [Fraction(5, 2), 4] and by_no[6][3:5] == [Fraction(5, 2), 5]  # BH by hand (module doc)
    # and the same as the TRF the grid was pasted from (the core's reading of the same event)
    rc, out, err = _run(["standings", str(EXAMPLE), "-t", "BH SB", "--format", "json", "--lang", "en"], capsys)
    trf = [[r["rank"], r["start_no"], r["name"], Fraction(r["points"]), *(Fraction(v) for v in r["tiebreaks"].values())]
           for r in json.loads(out)["standings"]]
    assert got == trf


def test_the_rule_set_option_is_the_functions_setting(pasted, capsys):
    """``--rules FIDE2024`` on a range is STANDINGS's ``reglas=FIDE2024`` setting."""
    got = _cli_table(pasted, SW_RANGE, "BH/C1 AOB", capsys, "--rules", "FIDE2024")
    assert got == _sheet_table(SWISS, "BH/C1 AOB", "rules=FIDE2024")


def test_a_name_the_workbook_defines_is_a_range(pasted, capsys):
    assert _cli_table(pasted, "suizo", "BH", capsys) == _sheet_table(SWISS, "BH")


def test_the_sheets_name_is_matched_as_the_spreadsheets_match_it(pasted, capsys):
    """Any case (Excel and LibreOffice take ``'torneo de OTOÑO'!B2``), the ``$`` of an absolute
    reference, whole columns to the sheet's last row."""
    want = _sheet_table(CROSSTABLE, "SB")
    assert _cli_table(pasted, "'torneo de OTOÑO'!$B$2:$H$6", "SB", capsys) == want


@pytest.mark.parametrize("fmt", ["xlsx", "ods"])
def test_whole_columns_are_read_to_the_sheets_last_row(fmt, tmp_path, capsys):
    """``Cruzado!A:G``: columns A to G from row 1 to the last row the sheet holds (the
    crosstable's 5 rows), as a function given ``A:G`` reads them."""
    path = tmp_path / f"c.{fmt}"
    if fmt == "xlsx":
        wb = Workbook()
        wb.active.title = "Cruzado"
        for row in CROSSTABLE:
            wb.active.append(row)
        wb.save(path)
    else:
        path.write_bytes(ods_package(ods_table("Cruzado", CROSSTABLE)))
    assert _cli_table(path, "Cruzado!A:G", "SB", capsys) == _sheet_table(CROSSTABLE, "SB")


@pytest.mark.parametrize("command", ["standings", "explain", "check", "compare", "prizes", "to-trf"])
def test_every_command_reads_a_range(command, pasted, tmp_path, capsys):
    prizes = tmp_path / "premios.txt"
    prizes.write_text("[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n", encoding="utf-8")
    argv = {"standings": ["standings", "-t", "BH"],
            "explain": ["explain", "--player", "6", "-t", "BH"],
            "check": ["check"],
            "compare": ["compare", "-t", "BH"],
            "prizes": ["prizes", "--prizes", str(prizes), "-t", "BH"],
            "to-trf": ["to-trf", "-o", str(tmp_path / "out.trf")]}[command]
    rc, out, err = _run(argv[:1] + [str(pasted), "--range", SW_RANGE, "--lang", "en"] + argv[1:], capsys)
    assert rc == 0, err
    if command == "standings":
        assert "5.0" in out and "'Torneo de otoño'!B10:G16" in out
    elif command == "explain":  # F's Buchholz: C 1 + A 2.5 + B 1.5 = 5 (module doc)
        assert out.splitlines()[-1] == "BH = 5.0" and "game against C (3): score 1.0" in out, out
    elif command == "check":  # D's three blacks, named by his round-1 cell (header row 10, No. 4 on row 14)
        assert f"'{SHEET}'!D14 (No. 4, D)  Black three rounds in a row" in out, out
    elif command == "compare":
        assert "0 players change places" in out, out
    elif command == "prizes":  # the two prizes to F and A (2.5 points each, BH 5 then 4)
        rows = [x.split() for x in out.splitlines() if x.startswith("General")]
        assert rows == [["General", "1", "100.00", "6", "F", "2.5", "100.00"],
                        ["General", "2", "50.00", "1", "A", "2.5", "50.00"]], out
    else:  # the TRF written back: the Swiss as pasted
        trf = (tmp_path / "out.trf").read_text(encoding="utf-8")
        assert "001    1      A" in trf and "4 w 1     6 b =     5 w 1" in trf, trf


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("cells, en, es", [
    ("Nada!A1:N20", "the workbook has no sheet 'Nada' (its sheets: Hoja1, 'Torneo de otoño')",
     "el libro no tiene ninguna hoja 'Nada' (sus hojas: Hoja1, 'Torneo de otoño')"),
    (f"'{SHEET}'!B2:ZZZZ9", "'B2:ZZZZ9' is not a range of cells of the sheet 'Torneo de otoño'",
     "'B2:ZZZZ9' no es un rango de celdas de la hoja 'Torneo de otoño'"),
    (f"'{SHEET}'!celdas", "'celdas' is not a range of cells of the sheet 'Torneo de otoño'",
     "'celdas' no es un rango de celdas de la hoja 'Torneo de otoño'"),
    ("Hoja1!C3:N20", "the cells Hoja1!C3:N20 are empty", "las celdas Hoja1!C3:N20 están vacías"),
    ("Resultados", "is neither a range of a sheet nor a name the workbook defines (its names: Suizo)",
     "no es un rango de una hoja ni un nombre definido en el libro (sus nombres: Suizo)"),
])
def test_a_bad_range_is_one_clear_message(cells, en, es, lang, pasted, capsys):
    for command in (["standings"], ["check"], ["explain", "--player", "1", "-t", "BH"]):
        rc, out, err = _run([command[0], str(pasted), "--range", cells, "--lang", lang, *command[1:]], capsys)
        said = err if command[0] != "check" else out + err
        assert rc in (1, 2) if command[0] == "check" else rc == 2, (rc, said)
        assert (en if lang == "en" else es) in said, said
        assert "Traceback" not in said and said.strip().count("\n") == 0, said


def test_a_mistake_inside_the_range_names_its_sheet_cell(pasted, tmp_path, capsys):
    """C's round-1 cell (row 13, column D) typed ``6b7``: the message names 'Torneo de otoño'!D13."""
    if pasted.suffix == ".xlsx":
        wb = load_workbook(pasted)
        wb[SHEET]["D13"] = "6b7"
        wb.save(pasted)
    else:
        grid = _grid()
        grid[11][2] = "6b7"
        pasted.write_bytes(ods_package([ods_table("Hoja1", [["x"]]), ods_table(SHEET, grid, top=2, left=2)]))
    rc, out, err = _run(["standings", str(pasted), "--range", SW_RANGE, "--lang", "es"], capsys)
    assert rc == 2 and err.startswith("error: 'Torneo de otoño'!D13 (nº 3, C), ronda 1: "), err


def test_range_with_a_trf_is_refused_not_ignored(capsys):
    rc, out, err = _run(["standings", str(EXAMPLE), "--range", "A1:B2"], capsys)
    assert rc == 2 and "is a TRF file" in err, err


# ---------------------------------------------------------------------------------------------
# a workbook that is no template


@pytest.mark.parametrize("lang, words", [
    ("en", ["is not a workbook made from an xl-tiebreaks template", 'name its cells with --range, for example '
            '--range "Hoja1!A1:N20"']),
    ("es", ["no es un libro hecho con una plantilla de xl-tiebreaks", 'indique sus celdas con --range, por ejemplo '
            '--range "Hoja1!A1:N20"']),
])
@pytest.mark.parametrize("command", ["standings", "check", "compare", "to-trf", "prizes"])
def test_a_workbook_that_is_no_template_says_how_to_name_a_range(command, lang, words, pasted, tmp_path, capsys):
    extra = ["-o", str(tmp_path / "x.trf")] if command == "to-trf" else []
    rc, out, err = _run([command, str(pasted), "--lang", lang, *extra], capsys)
    said = (out + err).strip()
    assert rc in ((1, 2) if command == "check" else (2,)), said
    assert all(w in said for w in words), said
    assert said.count("\n") == 0 and "no es un valor válido" not in said and "is not a valid value" not in said
    assert not (tmp_path / "x.trf").exists()


# ---------------------------------------------------------------------------------------------
# .ods: read as its .xlsx twin, known by its content


def test_an_ods_holds_the_values_its_xlsx_twin_holds(tmp_path):
    """Numbers (whole numbers as int, as openpyxl gives them), text (``½``, ``=`` typed as text,
    two paragraphs), dates, booleans: a range of each format gives the same values."""
    cells = [["Nº", "Nombre", "Fecha", "R1", "R2", "Pts", "Sí"],
             [1, "Ana  María", dt.datetime(2026, 10, 4), "½", "=", 1.5, True],
             [12, "Bea", dt.datetime(2026, 10, 5, 18, 30), "=1", "+", 0.25, False]]
    wb = Workbook()
    ws = wb.active
    ws.title = "Hoja 1"
    for i, row in enumerate(cells):
        for j, v in enumerate(row):
            ws.cell(row=3 + i, column=2 + j).value = v
            if isinstance(v, str):
                ws.cell(row=3 + i, column=2 + j).data_type = "s"  # ("=1" typed as text, not a formula)
    wb.save(tmp_path / "a.xlsx")
    (tmp_path / "a.ods").write_bytes(ods_package(ods_table("Hoja 1", cells, top=3, left=2)))
    x = read_workbook(tmp_path / "a.xlsx", cells="'Hoja 1'!B3:H5")
    o = read_workbook(tmp_path / "a.ods", cells="'Hoja 1'!B3:H5")
    assert o.results == x.results == cells
    assert o.results_where == x.results_where == "'Hoja 1'!B3:H5"


def test_an_ods_template_is_known_by_its_names_and_properties(tmp_path, capsys):
    """A template saved as .ods keeps its named ranges and properties: the same template
    (tests/test_libreoffice_ods.py has LibreOffice save the real ones)."""
    assert main(["from-trf", str(EXAMPLE), "-o", str(tmp_path / "t.xlsx"), "--lang", "es"]) == 0
    capsys.readouterr()
    wb = open_workbook(tmp_path / "t.xlsx")
    info = template_info(wb)
    from xl_tiebreaks.workbook.ods import _sheet_name  # (the ODS address of an Excel reference)

    names = {}
    for name, dn in wb.defined_names.items():
        sheet, cells = dn.attr_text.rsplit("!", 1)
        sheet = sheet.strip("'").replace("''", "'")
        a, _, b = cells.partition(":")
        names[name] = f"${_sheet_name(sheet)}.{a}" + (f":.{b}" if b else "")
    tables = [ods_table(ws.title, [[c.value for c in row] for row in ws.iter_rows(min_row=1, min_col=1)])
              for ws in wb.worksheets]
    from xl_tiebreaks.templates.words import PROP_PREFIX

    props = {PROP_PREFIX + k: v for k, v in info.items() if k != "names_lang"}
    (tmp_path / "t.ods").write_bytes(ods_package(tables, names=names, properties=props))
    assert template_info(open_workbook(tmp_path / "t.ods")) == info
    # the template's own ranges, read from either file: the same standings
    outs = []
    for f in ("t.xlsx", "t.ods"):
        assert main(["standings", str(tmp_path / f), "--format", "json", "--lang", "en"]) == 0
        outs.append(json.loads(capsys.readouterr().out)["standings"])
    assert outs[0] == outs[1] and [r["start_no"] for r in outs[0][:2]] == [6, 1]


@pytest.mark.parametrize("name", ["evento.trf", "evento", "evento.txt"])
def test_a_workbook_is_known_by_its_content_not_its_name(name, pasted, tmp_path, capsys):
    """An .ods or .xlsx given another name (or none) is read as a workbook, never as a TRF
    (which read an .ods as "line 1: column 3: a control character (U+0003)")."""
    other = tmp_path / name
    other.write_bytes(pasted.read_bytes())
    rc, out, err = _run(["standings", str(other), "--range", CT_RANGE, "-t", "SB", "--lang", "en"], capsys)
    assert rc == 0 and "2.75" in out, err
    rc, out, err = _run(["standings", str(other), "--lang", "es"], capsys)
    assert rc == 2 and "no es un libro hecho con una plantilla" in err and "U+0003" not in err, err


def test_a_zip_that_is_no_workbook_is_said_to_be_one_line(tmp_path, capsys):
    import zipfile

    with zipfile.ZipFile(tmp_path / "x.trf", "w") as z:
        z.writestr("hola.txt", "hola")
    rc, out, err = _run(["standings", str(tmp_path / "x.trf")], capsys)
    assert rc == 2 and err.startswith("error: 'x.trf' is not a readable workbook (.xlsx, .xlsm or .ods)"), err
    assert err.count("\n") == 1


def test_compute_says_what_to_do_with_an_ods(tmp_path, capsys):
    """compute writes .xlsx / .xlsm: an .ods (its values LibreOffice's) is refused saying so."""
    pasted = pasted_ods(tmp_path / "pegado.ods")
    rc, out, err = _run(["compute", str(pasted), "-o", str(tmp_path / "c.xlsx"), "--lang", "es"], capsys)
    assert rc == 2 and "es una hoja de cálculo OpenDocument (.ods)" in err and "guárdela antes como .xlsx" in err, err
    assert not (tmp_path / "c.xlsx").exists()


def test_score_on_a_range_is_the_functions_scoring_setting(pasted, capsys):
    """``--score 3,1,0`` on a range is the functions' ``win=3; draw=1; loss=0``: the crosstable
    without its points column (B2:G6) gives Ana 3 + 1 + 3 = 7, Bea 3 + 3 = 6, Carlos 1 + 3 = 4,
    Dani 0, as STANDINGS does; with the column (2.5 typed) both refuse, the command naming the
    sheet cell (H3: Ana's points)."""
    got = _cli_table(pasted, f"'{SHEET}'!B2:G6", "SB", capsys, "--score", "3,1,0")
    assert [r[3] for r in got] == [7, 6, 4, 0]
    assert got == _sheet_table([r[:6] for r in CROSSTABLE], "SB", "win=3; draw=1; loss=0")
    rc, out, err = _run(["standings", str(pasted), "--range", CT_RANGE, "--score", "3,1,0"], capsys)
    assert rc == 2 and err.startswith(f"error: '{SHEET}'!H3 (No. 1, Ana): the range's points column says 2.5"), err


@pytest.mark.parametrize("content, said", [
    ("<office:document-content><table:table", "ParseError"),  # not well-formed: the parser's words, one line
    (None, "an OpenDocument file without its content.xml part"),
])
def test_a_damaged_ods_is_one_line(content, said, tmp_path, capsys):
    import zipfile

    path = tmp_path / "roto.ods"
    if content is None:
        with zipfile.ZipFile(path, "w") as z:
            z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
    else:
        path.write_bytes(ods_package([], content=content))
    rc, out, err = _run(["standings", str(path), "--range", "A1:B2"], capsys)
    assert rc == 2 and err.startswith("error: 'roto.ods' is not a readable workbook (.xlsx, .xlsm or .ods): "), err
    assert said in err and err.count("\n") == 1


@pytest.mark.parametrize("lang, event", [("es", "Torneo"), ("en", "Tournament")])
def test_to_trf_of_a_range_names_the_unnamed_event_in_the_sessions_language(lang, event, pasted, tmp_path, capsys):
    """A pasted range has no event name: the TRF's 012 record says so in the session's
    language (a Spanish organiser's file said ``012 Tournament``)."""
    out = tmp_path / "out.trf"
    rc, _o, err = _run(["to-trf", str(pasted), "--range", SW_RANGE, "--lang", lang, "-o", str(out)], capsys)
    assert rc == 0, err
    assert out.read_text(encoding="utf-8").splitlines()[0] == f"012 {event}"
