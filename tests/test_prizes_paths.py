"""Prizes on every path the organiser takes: the functions PRIZE_LIST / LISTA_PREMIOS and
PLAYER_PRIZE / PREMIO_JUGADOR the way each host calls them (xlwings' Office.js path and the
classic conversion, tests/hosts.py; LibreOffice's argument path, calc_args), the command line
(``xl-tiebreaks prizes`` from a TRF with a prize file and a players' data CSV, from a filled
workbook's prize sheet, from a workbook made from a 0.1.0 template), the workbook's prize sheet
computed by ``compute``; English and Spanish; mistakes naming their cell. Values by hand (see
each test). A real headless LibreOffice computes the prize sheet of every filled template in
tests/test_libreoffice.py (template_run), compared cell by cell with ``compute``.
"""

from __future__ import annotations

import datetime as dt
import re
import shutil
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks import udfs
from xl_tiebreaks.cli import main

from .hosts import HOSTS
from xl_tiebreaks.libreoffice import calc_args

DATA = Path(__file__).parent / "data"
OLD = DATA / "templates_0.1.0"
INFO = {i.name: i for i in udfs.REGISTRY}

# A 6-player round robin typed by hand: Ana 5, Bea 3½, Carlos 3, David 2, Eva 1, Fran ½ (all
# points different: the standings' order is the points').
CROSS = [["X", "1", "1", "1", "1", "1"],
         ["0", "X", "½", "1", "1", "1"],
         ["0", "½", "X", "½", "1", "1"],
         ["0", "0", "½", "X", "1", "½"],
         ["0", "0", "0", "0", "X", "1"],
         ["0", "0", "0", "½", "0", "X"]]
NAMES = [["Ana"], ["Bea"], ["Carlos"], ["David"], ["Eva"], ["Fran"]]
RATINGS = [[2100], [1900], [1750], [1700], [1650], [1500]]
PRIZES = [["Lista", "Puesto", "Importe", "Otro", "Notas"], ["General", 1, 300, "Trofeo", None],
          ["General", 2, 200, None, None], ["General", 3, 100, None, None], ["Sub-1800", 1, 150, None, None],
          ["Femenino", 1, 50, None, None]]
CATS = [["Sub-1800", "elo < 1800"], ["Femenino", "sexo F"]]
RULES = [["acumulables", "no"], ["moneda", "€"]]
DATA_RANGE = [["Sexo", "Año nac."], ["F", 1990], ["F", 2001], ["M", 1980], ["M", 1970], ["F", 2012], ["M", 1960]]
#: By hand (highest amount first, one prize per player): General 1 300 -> Ana; General 2 200 ->
#: Bea; Sub-1800 1 150 -> Carlos (1750, the best under 1800; 3rd overall was 100); General 3 100
#: -> David (the next); Femenino 1 50 -> Eva (Ana and Bea hold higher prizes).
#: Amounts said with their cents (issue 37 item 5), in Spanish with a comma: :func:`expected`.
EXPECTED = [["General", 1, "300.00 € + Trofeo", 1, "Ana", 5, 300, ""],
            ["General", 2, "200.00 €", 2, "Bea", 3.5, 200, ""],
            ["General", 3, "100.00 €", 4, "David", 2, 100, ""],
            ["Sub-1800", 1, "150.00 €", 3, "Carlos", 3, 150, ""],
            ["Femenino", 1, "50.00 €", 5, "Eva", 1, 50, ""]]


def expected(lang: str) -> list[list]:
    """EXPECTED as said in ``lang`` (``300,00 €`` in Spanish)."""
    if lang != "es":
        return EXPECTED
    return [[v.replace(".00 €", ",00 €") if isinstance(v, str) else v for v in r] for r in EXPECTED]
ARGS = (CROSS, PRIZES, CATS, RULES, DATA_RANGE, "SB", NAMES, RATINGS)


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


def _rows(out):
    return [r for r in out[1:] if r[0] not in ("", None) and not str(r[0]).startswith(("paid", "repartido"))]


@pytest.mark.parametrize("name,lang", [("PRIZE_LIST", "en"), ("LISTA_PREMIOS", "es")])
def test_prize_list_through_each_host(host, name, lang):
    out = host.call(name, *ARGS)
    assert out[0] == (["List", "Place", "Prize", "No.", "Name", "Points", "Amount", "Note"] if lang == "en" else
                      ["Lista", "Puesto", "Premio", "Nº", "Nombre", "Puntos", "Importe", "Nota"])
    got = [[int(v) if isinstance(v, float) and v.is_integer() else v for v in r] for r in _rows(out)]
    assert got == expected(lang)
    assert len(out) == 1 + 2 * 6 + 8  # twice the prizes range's rows (place ranges expand), the notes' rows
    paid = [r[0] for r in out if str(r[0]).startswith(("paid", "repartido"))]
    assert paid == (["paid out: 800.00 € of 800.00 €"] if lang == "en" else ["repartido: 800,00 € de 800,00 €"])


def test_player_prize_through_each_host(host):
    en = host.call("PLAYER_PRIZE", CROSS, "Carlos", *ARGS[1:])
    assert en[0][:2] in (["1st Sub-1800", 150], ["1st Sub-1800", 150.0])
    assert en[0][2] == "1st Sub-1800, 150.00 €; worth more than 3rd General, 100.00 €, also within reach (one prize per " \
                       "player). In all 150.00 €."
    es = host.call("PREMIO_JUGADOR", CROSS, 5, *ARGS[1:])
    assert es[0][0] == "1.º Femenino"
    assert es[0][2].startswith("1.º Femenino, 50,00 €")
    nothing = host.call("PREMIO_JUGADOR", CROSS, "Fran", *ARGS[1:])
    assert nothing[0][0] in ("", None) and nothing[0][2] == \
        "Sin premio: 6.º; los premios que podía ganar fueron a jugadores por delante."


def test_mistakes_name_the_range_cell_in_each_host(host):
    bad = [["General", 1, 300], ["General", 2, "mucho + 20 + 30"], ["Juvenil", 1, 20]]
    msg = host.error("LISTA_PREMIOS", CROSS, bad, CATS, RULES, DATA_RANGE, None, NAMES, RATINGS)
    assert msg.startswith("rango de premios, fila 2, columna 3: 'mucho + 20 + 30' no es un importe")
    assert "y 1 error más" in msg or "1 more" in msg or "más" in msg
    msg = host.error("PRIZE_LIST", CROSS, PRIZES, CATS, RULES, [["Sex"], ["F"], ["X"]], None, NAMES, RATINGS)
    assert msg == "players' data range, row 3, column 1: sex 'X' cannot be read (F or M)"


def test_libreoffice_argument_path():
    """calc_args: Calc's shapes (ranges as tuples of rows, '' for an empty cell, numbers as
    floats, an omitted argument None) give what classic Excel shows."""
    def calc(v):
        if isinstance(v, list):
            return tuple(tuple("" if x is None else float(x) if isinstance(x, int) else x for x in r) for r in v)
        return v

    got = calc_args.call(INFO["LISTA_PREMIOS"], tuple(calc(a) for a in ARGS) + (None,))
    rows = [r for r in got[1:] if r[0] not in ("",) and not str(r[0]).startswith("repartido")]
    assert [list(r) for r in rows] == [[a, float(b), c, float(d), e, float(f), float(g), h]
                                       for a, b, c, d, e, f, g, h in expected("es")]
    one = calc_args.call(INFO["PLAYER_PRIZE"], (calc(CROSS), "Bea") + tuple(calc(a) for a in ARGS[1:]) + (None,))
    assert one[0][:2] == ("2nd General", 200.0)


# ---------------------------------------------------------------------------------------------
# the command line

PRIZE_FILE = """# Open de ejemplo: bases
[reglas]
acumulables = no
empates = reparto
moneda = €
[categorías]
Sub-1800 = elo < 1800
Veteranos = edad >= 65
[premios]
General 1 = 100 + Trofeo
General 2 = 60
General 3 = 40
Sub-1800 1 = 30
Veteranos 1 = 20
"""


def _event(tmp_path: Path) -> tuple[Path, Path, Path]:
    """The bundled example (A-F, 3 rounds: A and F 2½, B and E 1½, C 1, D 0) with ratings and a
    date, a prize file and a players' data CSV (D born 1950)."""
    trf = tmp_path / "open.trf"
    lines = (Path(__file__).parents[1] / "xl_tiebreaks" / "data" / "example_swiss.trf").read_text().splitlines()
    ratings = {"1": 2100, "2": 1750, "3": 1650, "4": 1500, "5": 1900, "6": 1800}
    out = ["042 2026/05/01"]
    for ln in lines:
        if ln.startswith("001"):
            sn = ln[4:8].strip()
            ln = ln[:48] + f"{ratings[sn]:>4}" + ln[52:]
        out.append(ln)
    trf.write_text("\n".join(out) + "\n")
    prizes = tmp_path / "premios.txt"
    prizes.write_text(PRIZE_FILE, encoding="utf-8")
    data = tmp_path / "datos.csv"
    data.write_text("Nº;Año nac.;Sexo\n1;1990;M\n2;2001;F\n3;1985;M\n4;1950;M\n5;1980;M\n6;1999;F\n", encoding="utf-8")
    return trf, prizes, data


def test_cli_from_a_trf_split_money(tmp_path, capsys):
    """By hand: A and F tied on 2½ share 1st and 2nd: (100 + 60) / 2 = 80 each; E (1900) and B
    (1750) tied on 1½: B takes Sub-1800 1 (30, the best under 1800) and E 3rd (40) by the
    tie-breaks; tied, they share what they hold: (40 + 30) / 2 = 35 each; D (born 1950, 76)
    takes Veteranos 1 (20)."""
    trf, prizes, data = _event(tmp_path)
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                 "--lang", "es"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "Lista;Puesto;Premio;Nº;Nombre;Puntos;Importe;Nota"
    got = {(r.split(";")[0], r.split(";")[1]): r.split(";")[3:7] for r in out[1:]}
    assert got[("General", "1")][2:] == ["2,5", "80,00"] and got[("General", "2")][2:] == ["2,5", "80,00"]
    assert {got[("General", "3")][0], got[("Sub-1800", "1")][0]} == {"5", "2"}
    assert got[("General", "3")][3] == got[("Sub-1800", "1")][3] == "35,00"
    assert got[("Veteranos", "1")][:2] == ["4", "D"] and got[("Veteranos", "1")][3] == "20,00"


def test_cli_by_player_markdown_and_xlsx(tmp_path, capsys):
    trf, prizes, data = _event(tmp_path)
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--by-player",
                 "--format", "markdown", "--lang", "en"]) == 0
    md = capsys.readouterr().out
    assert "| Rank | No. | Name | Points | Prize | Amount | Why |" in md
    assert "1st Veteranos, 20.00 €. In all 20.00 €." in md
    out = tmp_path / "premios.xlsx"
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--format", "xlsx", "-o",
                 str(out), "--lang", "es"]) == 0
    ws = load_workbook(out).active
    assert ws.title == "Premios" and [c.value for c in ws[3]][:3] == ["Lista", "Puesto", "Premio"]


def test_cli_mistakes_name_the_line_and_exit_2(tmp_path, capsys):
    trf, prizes, data = _event(tmp_path)
    prizes.write_text(PRIZE_FILE.replace("Sub-1800 1 = 30", "Sub-1900 1 = 30"), encoding="utf-8")
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "error: premios.txt, línea 13: la lista de premios 'Sub-1900' no es la General ni una categoría" in err
    data.write_text("Nº;Sexo\n1;X\n9;F\n", encoding="utf-8")
    prizes.write_text(PRIZE_FILE, encoding="utf-8")
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "error: datos.csv, line 3: 9 is not a player of the event" in err or "datos.csv, line 3" in err
    assert main(["prizes", str(trf), "--lang", "en"]) == 2
    assert "open.trf has no prize sheet: give the prizes with --prizes FILE" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------
# workbooks: the prize sheet, compute, templates of release 0.1.0


def _filled_workbook(tmp_path: Path, lang: str = "es") -> Path:
    """A Swiss template filled from the bundled example by from-trf, then the players' data and
    the prize table typed as an organiser does."""
    trf, _prizes, _data = _event(tmp_path)
    wb_path = tmp_path / "torneo.xlsx"
    assert main(["from-trf", str(trf), "-o", str(wb_path), "--lang", lang]) == 0
    wb = load_workbook(wb_path)
    players = wb["Jugadores" if lang == "es" else "Players"]
    heads = {c.value: c.column for c in players[4]}
    births = {1: 1990, 2: 2001, 3: 1985, 4: 1950, 5: 1980, 6: 1999}
    for sn, year in births.items():
        players.cell(row=4 + sn, column=heads["Año nac." if lang == "es" else "Birth year"], value=year)
    ws = wb["Premios" if lang == "es" else "Prizes"]
    table = [("General", 1, 100, "Trofeo"), ("General", 2, 60, None), ("General", 3, 40, None),
             ("Sub-1800" if lang == "es" else "U1800", 1, 30, None),
             ("Veteranos" if lang == "es" else "Seniors", 1, 20, None)]
    for i, row in enumerate(table):
        for j, v in enumerate(row):
            ws.cell(row=6 + i, column=7 + j, value=v)
    ws["B8"] = "reparto" if lang == "es" else "split"  # ties
    wb.save(wb_path)
    return wb_path


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_prize_sheet_read_by_the_command_and_computed(tmp_path, capsys, lang):
    """The prize sheet's own rules (the same event and prizes as test_cli_from_a_trf_split_money,
    the same amounts), read by ``prizes`` and computed into the sheet by ``compute``."""
    path = _filled_workbook(tmp_path, lang)
    capsys.readouterr()
    assert main(["prizes", str(path), "--format", "csv", "--lang", lang]) == 0
    rows = [r.split(";" if lang == "es" else ",") for r in capsys.readouterr().out.splitlines()[1:]]
    money = {r[4]: r[6] for r in rows if r[4]}
    c = "," if lang == "es" else "."  # (amounts with their cents, issue 37 item 5)
    assert money == {"A": f"80{c}00", "F": f"80{c}00", "B": f"35{c}00", "E": f"35{c}00", "D": f"20{c}00"}
    out = tmp_path / "calculado.xlsx"
    assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 0
    ws = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
    sheet = {ws.cell(row=r, column=17).value: ws.cell(row=r, column=19).value for r in range(6, 12)}
    assert sheet == {"A": 80, "F": 80, "B": 35, "E": 35, "D": 20, None: None} or \
        {k: v for k, v in sheet.items() if k} == {"A": 80, "F": 80, "B": 35, "E": 35, "D": 20}
    why = {ws.cell(row=r, column=23).value: ws.cell(row=r, column=26).value for r in range(6, 12)}
    assert why["D"] == ("1.º Veteranos, 20,00 €. En total 20,00 €." if lang == "es" else "1st Seniors, 20.00 €. In all 20.00 €.")


def test_a_cell_mistake_names_the_prize_sheets_cell(tmp_path, capsys):
    path = _filled_workbook(tmp_path)
    capsys.readouterr()
    wb = load_workbook(path)
    wb["Premios"]["I7"] = "60 + 10"
    wb["Premios"]["E6"] = "elo < 1800; alto"
    wb.save(path)
    assert main(["prizes", str(path), "--lang", "es"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert err[0].startswith("error: Premios!E6: categoría 'Sub-2000': 'alto' no es una condición")
    assert err[1] == "error: Premios!I7: '60 + 10' no es un importe (150, 62,50, '150 € + Trofeo', 'Trofeo')"
    wb["Premios"]["I7"] = 60
    wb["Premios"]["E6"] = "elo < 2000"
    wb["Jugadores"]["H6"] = "varón"
    wb.save(path)
    assert main(["prizes", str(path), "--lang", "es"]) == 2
    assert "error: Jugadores!H6: sexo 'varón' no se puede leer (F o M)" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["suizo_16_jugadores_5_rondas.xlsx", "swiss_16_players_5_rounds.xlsx"])
def test_a_0_1_0_template_still_reads_and_takes_a_prize_file(tmp_path, capsys, name):
    """A workbook filled from a 0.1.0 template (no prize sheet, no birth year column): the same
    standings as the same event in today's template; prizes from a prize file; its players'
    category column read for a category by group."""
    path = tmp_path / name
    shutil.copy(OLD / name, path)
    wb = load_workbook(path)
    players = wb[wb.sheetnames[1]]
    rounds = wb[wb.sheetnames[2]]
    white, black = ("Blancas", "Negras") if name.startswith("suizo") else ("White", "Black")
    # the bundled example typed by hand: round by round opponent, colour, result
    games = {1: [(4, white, "1"), (6, black, "½"), (5, white, "1")], 2: [(5, white, "½"), (4, white, "1"),
             (6, black, "0")], 3: [(6, white, "0"), (5, black, "0"), (4, white, "1")],
             4: [(1, black, "0"), (2, black, "0"), (3, black, "0")], 5: [(2, black, "½"), (3, white, "1"),
             (1, black, "0")], 6: [(3, black, "1"), (1, white, "½"), (2, white, "1")]}
    for sn, rs in games.items():
        players.cell(row=4 + sn, column=2, value="ABCDEF"[sn - 1])
        players.cell(row=4 + sn, column=6, value="Local" if sn in (3, 4) else None)
        for k, (opp, col, res) in enumerate(rs):
            rounds.cell(row=4 + sn, column=3 + 3 * k, value=opp)
            rounds.cell(row=4 + sn, column=4 + 3 * k, value=col)
            rounds.cell(row=4 + sn, column=5 + 3 * k, value=res)
    wb.save(path)
    assert main(["standings", str(path), "--format", "csv", "--lang", "en"]) == 0
    old = [r.split(",")[:4] for r in capsys.readouterr().out.splitlines()[1:]]
    # the same values as today's template filled with the same event (test_cli_from_a_trf_split_money's)
    assert old == [["6", "F", "1", "2.5"], ["1", "A", "2", "2.5"], ["5", "E", "3", "1.5"], ["2", "B", "4", "1.5"],
                   ["3", "C", "5", "1.0"], ["4", "D", "6", "0.0"]]
    prizes = tmp_path / "p.txt"
    prizes.write_text("[categories]\nLocal = group Local\n[prizes]\nGeneral 1 = 50\nLocal 1 = 10\n")
    assert main(["prizes", str(path), "--prizes", str(prizes), "--format", "csv", "--lang", "en"]) == 0
    rows = [r.split(",") for r in capsys.readouterr().out.splitlines()[1:]]
    # F is first of the two on 2.5 (BH-C1 4 and 4, BH 5 against 4: the template's order)
    assert [(r[0], r[4], r[6]) for r in rows] == [("General", "F", "50.00"), ("Local", "C", "10.00")]
    # without a prize file: the workbook has no prize sheet
    assert main(["prizes", str(path), "--lang", "en"]) == 2
    assert f"{name} has no prize sheet: give the prizes with --prizes FILE" in capsys.readouterr().err


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_readme_worked_example(tmp_path, capsys, lang):
    """The worked example of docs/prizes.md and docs/es/prizes.md: the 16-player Swiss template
    filled with its example (scripts/render_templates.py, the picture docs/prizes_*.png). By hand: 1st 100 to the 4-point
    player; the 2nd (a woman) takes 60 rather than the women's 30; the women's prize passes to
    the next woman, 4th overall, for whom 30 beats 4th place's 20; 4th place passes to the 6th."""
    import importlib.util

    from xl_tiebreaks.templates import TemplateSpec, save_workbook

    spec_ = importlib.util.spec_from_file_location("render_templates",
                                                   Path(__file__).parents[1] / "scripts" / "render_templates.py")
    render = importlib.util.module_from_spec(spec_)
    spec_.loader.exec_module(render)
    wb, _lay = render.filled_workbook(TemplateSpec("swiss", 16, 5, lang=lang))
    path = tmp_path / "ejemplo.xlsx"
    save_workbook(wb, path)
    assert main(["prizes", str(path), "--by-player", "--format", "csv", "--lang", lang]) == 0
    sep = ";" if lang == "es" else ","
    import csv
    import io

    rows = list(csv.reader(io.StringIO(capsys.readouterr().out), delimiter=sep))[1:]
    got = {r[2]: (r[0], r[4], r[5]) for r in rows if r[5]}
    if lang == "en":
        assert got["Ben Jones"] == ("1", "1st General", "100.00")
        assert got["Chloe Taylor"] == ("2", "2nd General", "60.00")
        assert got["Alice Smith"] == ("4", "1st Women", "30.00")
        assert got["Finn Evans"] == ("6", "4th General", "20.00")
        why = next(r[6] for r in rows if r[2] == "Alice Smith")
        assert why == "1st Women, 30.00 €; worth more than 4th General, 20.00 €; 1st Seniors, 20.00 €, also within reach " \
                      "(one prize per player). In all 30.00 €."
    else:
        assert got["Bruno López"] == ("1", "1.º General", "100,00")
        assert got["Carmen Martín"] == ("2", "2.º General", "60,00")
        assert got["Ana García"] == ("4", "1.º Femenino", "30,00")
        assert got["Félix Gómez"] == ("6", "4.º General", "20,00")
        why = next(r[6] for r in rows if r[2] == "Ana García")
        assert why == "1.º Femenino, 30,00 €; vale más que 4.º General, 20,00 €; 1.º Veteranos, 20,00 €, para el que también " \
                      "era el siguiente (un premio por jugador). En total 30,00 €."


def test_a_prize_list_longer_than_its_room_says_so(host):
    """Place ranges expand: 2 rows of 1-50 and 51-100 give 100 prizes, more than twice the
    range's 2 rows; the answer says so instead of losing rows."""
    msg = host.error("PRIZE_LIST", CROSS, [["General", "1-50", 10], ["General", "51-100", 5]], None, None, None, None,
                     NAMES)
    assert msg == "the prize list has 100 rows (prizes and tied players sharing them) and its answer room for 4: " \
                  "give the prizes range more rows or fewer place ranges"


# ---------------------------------------------------------------------------------------------
# a prize whose winner cannot be known (issue 37 item 2), on every path

#: Eva's sex not typed (row 6 of the data range): the women are Ana and Bea (holding General 1
#: and 2, known not to take Femenino 1) and perhaps Eva, the only one who could take it.
DATA_NO_SEX = [["Sexo", "Año nac."], ["F", 1990], ["F", 2001], ["M", 1980], ["M", 1970], [None, 2012], ["M", 1960]]


@pytest.mark.parametrize("name,lang", [("PRIZE_LIST", "en"), ("LISTA_PREMIOS", "es")])
def test_prize_list_undetermined_through_each_host(host, name, lang):
    """By hand: General 1 300 Ana, General 2 200 Bea, Sub-1800 1 150 Carlos, General 3 100
    David as in EXPECTED; Femenino 1 (50): Ana and Bea hold more, Eva's sex is not known and
    nobody else may be a woman: undetermined, not void. Paid 300 + 200 + 150 + 100 = 750 of
    800; 50 undetermined."""
    out = host.call(name, CROSS, PRIZES, CATS, RULES, DATA_NO_SEX, "SB", NAMES, RATINGS)
    rows = [[int(v) if isinstance(v, float) and v.is_integer() else v for v in r] for r in out[1:6]]
    assert rows[:4] == expected(lang)[:4]
    said = {"en": "undetermined: players' data range, row 6, column 1 (5 (Eva)) may meet Femenino but lack sex; "
                  "type it in those cells; nobody else can take it",
            "es": "sin determinar: rango de datos de los jugadores, fila 6, columna 1 (5 (Eva)) pueden cumplir "
                  "Femenino pero no tienen sexo; escríbalo en esas celdas; nadie más puede llevárselo"}[lang]
    assert [v if v is not None else "" for v in rows[4]] == ["Femenino", 1, "50.00 €" if lang == "en" else "50,00 €", "", "", "", "", said]
    notes = [r[0] for r in out if str(r[0]).startswith(("paid", "repartido", "undetermined", "sin determinar"))]
    assert notes == (["paid out: 750.00 € of 800.00 €",
                      "undetermined: 50.00 €, the prizes whose winner is not known yet (1st Femenino)"] if lang == "en"
                     else ["repartido: 750,00 € de 800,00 €",
                           "sin determinar: 50,00 €, los premios cuyo ganador aún no se sabe (1.º Femenino)"])
    eva = host.call("PREMIO_JUGADOR", CROSS, "Eva", PRIZES, CATS, RULES, DATA_NO_SEX, "SB", NAMES, RATINGS)
    assert eva[0][2] == ("Femenino necesita su sexo, que no consta: 1.º Femenino sin determinar hasta que se "
                         "sepa.")


def test_cli_undetermined_names_where_the_data_goes(tmp_path, capsys):
    """The issue's case: one player given a birth year. Only D (4) has one (1950: a veteran);
    as in test_cli_from_a_trf_split_money A and F hold General 1-2, E General 3, B Sub-1800 1;
    C (1 point, 5th) holds nothing and is placed above D: he may be a veteran: Veteranos 1 (20)
    is undetermined. C has no row in the data file, whose birth year column exists: the note
    says to type it in that column. With ``datos_faltantes = no opta`` D takes it (20)."""
    trf, prizes, data = _event(tmp_path)
    data.write_text("Nº;Año nac.\n4;1950\n", encoding="utf-8")
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                 "--lang", "es"]) == 0
    import csv

    out = list(csv.reader(capsys.readouterr().out.splitlines(), delimiter=";"))
    got = {(r[0], r[1]): r[3:] for r in out[1:] if len(r) > 3}
    assert got[("Veteranos", "1")] == ["", "", "", "", "sin determinar: por delante del siguiente, 3 (C) pueden "
                                       "cumplir Veteranos pero no tienen año de nacimiento; escríbalo en su columna "
                                       "de los datos de los jugadores (un jugador sin fila en ellos necesita una); "
                                       "el siguiente: 4 (D)"]
    prizes.write_text(PRIZE_FILE.replace("[categorías]", "datos_faltantes = no opta\n[categorías]"), encoding="utf-8")
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                 "--lang", "en"]) == 0
    out = list(csv.reader(capsys.readouterr().out.splitlines(), delimiter=","))  # English: commas
    got = {(r[0], r[1]): r[3:7] for r in out[1:] if len(r) > 3}
    assert got[("Veteranos", "1")] == ["4", "D", "0", "20.00"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_prize_sheet_says_undetermined(tmp_path, capsys, lang):
    """The Premios sheet of a template (computed by ``compute``, and read by ``prizes``): only D
    (4) has a birth year; C (5th, holding nothing) is placed above him and may be a veteran:
    Veteranos 1 is undetermined, its note naming C's birth-year cell (the players' sheet has
    the column: the command and the template's function both name it Jugadores!G7); never
    "desierto" / "void". Paid 80 + 80 + 35 + 35 = 230 of 250; 20
    undetermined."""
    path = _filled_workbook(tmp_path, lang)
    wb = load_workbook(path)
    players = wb["Jugadores" if lang == "es" else "Players"]
    col = {c.value: c.column for c in players[4]}["Año nac." if lang == "es" else "Birth year"]
    for sn in (1, 2, 3, 5, 6):
        players.cell(row=4 + sn, column=col).value = None  # (cell(value=None) would leave it)
    wb.save(path)
    cell = f"{players.title}!{players.cell(row=7, column=col).column_letter}7"  # C: start number 3, row 4 + 3
    # the command reading the workbook names the sheet's cell
    assert main(["prizes", str(path), "--format", "csv", "--lang", lang]) == 0
    assert f"{cell} (3 (C))" in capsys.readouterr().out
    # the template's function is given its ranges' places (issue 34 item 10): the same cell
    out = tmp_path / "calculado.xlsx"
    assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 0
    ws = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
    cells = [[c.value for c in row] for row in ws.iter_rows(min_row=5, max_row=ws.max_row)]
    row = next(r for r in cells if r[12] in ("Veteranos", "Seniors"))
    said = {"es": f"sin determinar: por delante del siguiente, {cell} (3 (C)) pueden cumplir Veteranos pero no "
                  "tienen año de nacimiento; escríbalo en esas celdas; el siguiente: 4 (D)",
            "en": f"undetermined: placed above its next in line, {cell} (3 (C)) may meet Seniors but lack a birth "
                  "year; type it in those cells; next in line: 4 (D)"}[lang]
    assert row[12:20] == [row[12], 1, "20,00 €" if lang == "es" else "20.00 €", None, None, None, None, said]
    flat = [str(v) for r in cells for v in r if v]
    assert not any("desierto" in v or "void" in v for v in flat)
    assert ("sin determinar: 20,00 €, los premios cuyo ganador aún no se sabe (1.º Veteranos)" if lang == "es" else
            "undetermined: 20.00 €, the prizes whose winner is not known yet (1st Seniors)") in flat


# ---------------------------------------------------------------------------------------------
# amounts with their cents wherever shown (issue 37 item 5)


def test_amounts_show_their_cents_on_every_path(tmp_path, capsys, host):
    """A and F tied on 2½ share General 1 and 2 (ties = reparto): 76,40 + 60 = 136,40 / 2 =
    68,20 each; never 68,2 (a float's shortest form). The command's table, CSV and Markdown
    write 68,20 / 68.20; its workbook keeps the number with the format 0.00; the sentence says
    68,20 €; the functions answer the number 68.2 (the Premios sheet's Importe column has the
    format 0.00, tests/test_templates.py)."""
    trf, prizes, data = _event(tmp_path)
    prizes.write_text(PRIZE_FILE.replace("General 1 = 100", "General 1 = 76,40"), encoding="utf-8")
    base = ["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data)]
    for fmt, lang, want in (("table", "es", "68,20"), ("csv", "es", "68,20"), ("markdown", "en", "68.20"),
                            ("table", "en", "68.20")):
        assert main(base + ["--format", fmt, "--lang", lang]) == 0
        out = capsys.readouterr().out
        # a whole amount beside them with its cents too: D's 1st Veteranos, 20 (never 20 beside 68,20)
        assert ("20,00" if lang == "es" else "20.00") in out, out
        assert not re.search(r"(?m)(?:^|[ ;|])20(?![0-9.,])", out), out
        assert want in out and ("68,2 " not in out and "68,2;" not in out and "68.2 " not in out
                                and "| 68.2 |" not in out), (fmt, out)
        assert ("/ 2 = 68,20 € cada uno" if lang == "es" else "/ 2 = 68.20 € each") in out
    book = tmp_path / "premios.xlsx"
    assert main(base + ["--format", "xlsx", "-o", str(book), "--lang", "es"]) == 0
    ws = load_workbook(book).active
    amounts = [r[6] for r in ws.iter_rows(min_row=4, max_row=5)]
    assert [(c.value, c.number_format) for c in amounts] == [(68.2, "0.00"), (68.2, "0.00")]
    rows = host.call("LISTA_PREMIOS", CROSS, [["General", 1, 100], ["General", 2, "36,40"]], None,
                     [["empates", "reparto"], ["moneda", "€"]], None, "SB",
                     NAMES, RATINGS)
    # the cross table's points differ: no tie, the amounts whole and 36,40; the prize column says
    # the whole one with its cents too, never 100 beside 36,40
    assert [r[6] for r in rows[1:3]] == [100, 36.4]
    assert rows[2][2] == "36,40 €" and rows[1][2] == "100,00 €"
    en = host.call("PRIZE_LIST", CROSS, [["General", 1, 100], ["General", 2, "36.40"]], None,
                   [["ties", "split"], ["currency", "€"]], None, "SB", NAMES, RATINGS)
    assert [r[2] for r in en[1:3]] == ["100.00 €", "36.40 €"]


@pytest.mark.parametrize("fmt", ["table", "markdown", "xlsx"])
def test_the_tiebreak_edition_warning_is_kept_out_of_the_prize_list(tmp_path, capsys, fmt):
    """Issue 37 item 5: a TRF without a start date makes the standings warn of the tie-break
    edition used (C.07 2026); the prize list says only the prizes' notes: the warning goes to
    the error output, beside it."""
    trf, prizes, data = _event(tmp_path)
    trf.write_text("\n".join(ln for ln in trf.read_text().splitlines() if not ln.startswith("042")) + "\n")
    prizes.write_text(PRIZE_FILE.replace("edad >= 65", "nacidos <= 1961"), encoding="utf-8")  # (no date for ages)
    out = tmp_path / "premios.xlsx"
    args = ["prizes", str(trf), "--prizes", str(prizes), "--player-data", str(data), "--format", fmt, "--lang", "es"]
    assert main(args + (["-o", str(out)] if fmt == "xlsx" else [])) == 0
    said = capsys.readouterr()
    listed = said.out if fmt != "xlsx" else "\n".join(
        str(c) for r in load_workbook(out).active.iter_rows(values_only=True) for c in r if c)
    assert "repartido: 250,00 € de 250,00 €" in (listed if fmt != "xlsx" else listed + said.err)
    assert "sin fecha de inicio" not in listed
    assert [ln for ln in said.err.splitlines() if "sin fecha de inicio" in ln][0].startswith("aviso: reglas FIDE2026")
