"""Prizes from a published standings list (issue 37 item 1) on every path: ``xl-tiebreaks
prizes`` given a CSV (Swiss-Manager's Spanish headers, chess-results' English ones, the
product's own ``standings`` CSV), a workbook's ``--range`` or a workbook's first sheet;
PRIZE_LIST / LISTA_PREMIOS and PLAYER_PRIZE / PREMIO_JUGADOR given the list as their results
range, through each host. Real published lists (tests/data/standings_lists/source.md, and
Vega's standings in tests/data/exports/vega_2025_koshnitsky_standings_round2), lists by hand,
mistakes named at their cell in English and Spanish, the one reading of a published value
(:mod:`xl_tiebreaks.published`), and a property: the prizes of a standings list equal those
of the event it was printed from.
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import example, given
from hypothesis import strategies as hst

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.prizes import allocate, entrants_of, read_prize_text
from xl_tiebreaks.published import printed_place, published_value
from xl_tiebreaks.readers.interpret import _blank
from xl_tiebreaks.readers.standings_list import entrants, read_standings_list
from xl_tiebreaks.render import render_standings
from xl_tiebreaks.standings import compute_standings

from . import strategies
from .hosts import HOSTS
from .test_prizes_paths import CATS, DATA_RANGE, PRIZE_FILE, PRIZES, RULES, _rows, expected

DATA = Path(__file__).parent / "data"
MOSCOW = DATA / "standings_lists" / "moscow_open_2018_a.csv"
VEGA = DATA / "exports" / "vega_2025_koshnitsky_standings_round2" / "export.tsv"

# ---------------------------------------------------------------------------------------------
# the one reading of a published value and a printed place


def test_published_values_as_printed():
    """chess-results prints decimal commas (``46,5``, ``44,25``: Moscow Open 2018), Vega points
    (``23.2``), the product ``10.00``; ``½`` and ``6½`` as typed; a dash or blank: not printed."""
    assert published_value("46,5") == Fraction(93, 2)
    assert published_value("44,25") == Fraction(177, 4)
    assert published_value("23.2") == Fraction(116, 5)
    assert published_value(" 10.00 ") == 10
    assert published_value("6½") == Fraction(13, 2)
    assert published_value("½") == Fraction(1, 2)
    assert published_value("+12") == 12 and published_value("-3") == -3
    assert published_value(28.0) == 28 and published_value(7) == 7
    assert published_value("") is None and published_value("-") is None and published_value(None) is None
    for bad in ("abc", "1.2.3", True, "1e400", "2000000", "12/05/2024x"):
        with pytest.raises(ValueError):
            published_value(bad)


def test_printed_places():
    assert printed_place("3") == (3, 3) and printed_place("3.") == (3, 3) and printed_place(3.0) == (3, 3)
    assert printed_place("3-5") == (3, 5) and printed_place("3–5") == (3, 5)
    assert printed_place("") is None and printed_place(None) is None
    for bad in ("0", "5-3", 2.5, "first", True):
        with pytest.raises(ValueError):
            printed_place(bad)


# ---------------------------------------------------------------------------------------------
# the command line: by hand, both languages

#: The bundled example's final standings (A-F, 3 rounds; `xl-tiebreaks standings`: F and A 2½,
#: E and B 1½, C 1, D 0; BH/C1, BH, SB) as Swiss-Manager prints them in Spanish, with the
#: ratings of tests/test_prizes_paths.py::_event; a title line above, decimal commas.
SPANISH_LIST = """Clasificación final tras 3 rondas
Pos.;Nº Ini.;Nombre;Elo;FED;Ptos.;Des1;Des2;Des3
1;6;F;1800;ESP;2,5;4;5;3,75
2;1;A;2100;ESP;2,5;4;4;2,75
3;5;E;1900;ESP;1,5;4;5;1,75
4;2;B;1750;ESP;1,5;4;4;0,75
5;3;C;1650;ESP;1;4;4;0
6;4;D;1500;ESP;0;4;5;0
"""

#: The same list as chess-results prints it in English (commas between fields, decimal points).
ENGLISH_LIST = """Rk.,SNo,Name,Rtg,FED,Pts.,TB1,TB2,TB3
1,6,F,1800,ESP,2.5,4,5,3.75
2,1,A,2100,ESP,2.5,4,4,2.75
3,5,E,1900,ESP,1.5,4,5,1.75
4,2,B,1750,ESP,1.5,4,4,0.75
5,3,C,1650,ESP,1,4,4,0
6,4,D,1500,ESP,0,4,5,0
"""


def _files(tmp_path: Path, text: str, name: str = "final.csv") -> tuple[Path, Path, Path]:
    lst = tmp_path / name
    lst.write_text(text, encoding="utf-8")
    prizes = tmp_path / "premios.txt"
    prizes.write_text(PRIZE_FILE.replace("moneda = €", "moneda = €\nfecha edad = 2026/05/01"), encoding="utf-8")
    data = tmp_path / "datos.csv"
    data.write_text("Nº;Año nac.;Sexo\n1;1990;M\n2;2001;F\n3;1985;M\n4;1950;M\n5;1980;M\n6;1999;F\n", encoding="utf-8")
    return lst, prizes, data


def _csv(out: str) -> list[list[str]]:
    head = out.lstrip("\ufeff").split("\n", 1)[0]  # (the header says the separator: 80,00 holds a comma)
    return list(csv.reader(io.StringIO(out.lstrip("\ufeff")), delimiter=";" if head.count(";") > head.count(",")
                           else ","))


@pytest.mark.parametrize("text,lang", [(SPANISH_LIST, "es"), (ENGLISH_LIST, "en"), (SPANISH_LIST, "en"),
                                       (ENGLISH_LIST, "es")])
def test_cli_list_by_hand(tmp_path, capsys, text, lang):
    """By hand, the values of tests/test_prizes_paths.py::test_cli_from_a_trf_split_money (the
    same event from its TRF): F and A tied on 2½ share 1st and 2nd: (100 + 60) / 2 = 80 each; E
    (1900) and B (1750) tied on 1½: B takes Sub-1800 1 (30) and E 3rd (40); tied, they share
    (40 + 30) / 2 = 35 each; D (born 1950: 2026 - 1950 = 76 >= 65, from the data file joined by
    start number) Veteranos 1 (20). The list's order and ratings are its own."""
    lst, prizes, data = _files(tmp_path, text)
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                 "--lang", lang]) == 0
    rows = _csv(capsys.readouterr().out)
    got = [(r[0], r[3], r[6]) for r in rows[1:] if r[3]]
    c = "," if lang == "es" else "."  # (amounts with their cents, issue 37 item 5)
    assert got == [("General", "6", f"80{c}00"), ("General", "1", f"80{c}00"), ("General", "5", f"35{c}00"),
                   ("Sub-1800", "2", f"35{c}00"), ("Veteranos", "4", f"20{c}00")]


def test_cli_list_by_player_and_names(tmp_path, capsys):
    """--by-player: one row per player of the list, in its order; the players' data joined by
    name (``Nombre``) when the file has no start number: D, born 1950, is the veteran."""
    lst, prizes, _ = _files(tmp_path, ENGLISH_LIST)
    data = tmp_path / "names.csv"
    # every player's birth year (a player above D without one would leave the veterans' prize
    # undetermined: issue 37 item 2)
    data.write_text("Nombre,Año nac.\nD,1950\nA,1990\nF,1999\nE,1980\nB,2001\nC,1985\n", encoding="utf-8")
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--player-data", str(data), "--by-player",
                 "--format", "csv", "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [r[1] for r in rows[1:]] == ["6", "1", "5", "2", "3", "4"]
    assert rows[-1][4] == "1st Veteranos" and rows[-1][5] == "20.00"


def test_cli_list_mistakes_name_line_and_column(tmp_path, capsys):
    """A place out of the list's order, a value that is no number: each at its line and column
    of the file, both at once, in English and in Spanish."""
    bad = ENGLISH_LIST.replace("3,5,E,1900,ESP,1.5,4,5,1.75", "4,5,E,1900,ESP,1.5,4,x5,1.75")
    lst, prizes, _ = _files(tmp_path, bad)
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "final.csv, line 4, column 8: 'x5' is not a number" in err
    assert "final.csv, line 4, column 1: the place '4' is not that of line 3 of the list" in err
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "final.csv, línea 4, columna 8: 'x5' no es un número" in err


def test_cli_list_refuses_what_a_printed_list_cannot_apply(tmp_path, capsys):
    lst, prizes, _ = _files(tmp_path, ENGLISH_LIST)
    assert main(["prizes", str(lst), "--prizes", str(prizes), "-t", "BH", "--lang", "en"]) == 2
    assert "--tiebreaks does not apply to a published standings list" in capsys.readouterr().err
    assert main(["prizes", str(lst), "--lang", "es"]) == 2
    assert "final.csv no tiene hoja de premios" in capsys.readouterr().err


def test_cli_list_in_a_workbook(tmp_path, capsys):
    """The list in a workbook that is no template: its first sheet, or ``--range``; a mistake
    named by its sheet and cell."""
    from openpyxl import Workbook

    lst, prizes, data = _files(tmp_path, ENGLISH_LIST)
    wb = Workbook()
    ws = wb.active
    ws.title = "Final"
    ws.append(["Final ranking"])
    for r in csv.reader(io.StringIO(ENGLISH_LIST)):
        ws.append([float(v) if v.replace(".", "").isdigit() else v for v in r])
    path = tmp_path / "final.xlsx"
    wb.save(path)
    for extra in ([], ["--range", "Final!A2:I8"]):
        assert main(["prizes", str(path), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                     "--lang", "en", *extra]) == 0
        rows = _csv(capsys.readouterr().out)
        assert [(r[3], r[6]) for r in rows[1:] if r[3]] == [("6", "80.00"), ("1", "80.00"), ("5", "35.00"), ("2", "35.00"),
                                                            ("4", "20.00")]
    ws["E5"] = "1.75"  # (E's points: more than A's 2.5 above? no: 1.75 < 2.5; make them rise)
    ws["F5"] = 3
    wb.save(path)
    assert main(["prizes", str(path), "--prizes", str(prizes), "--lang", "en"]) == 2
    assert "Final!F5: the points '3' are more than the 2.5 of the player above" in capsys.readouterr().err


# ---------------------------------------------------------------------------------------------
# real published lists


def test_moscow_open_2018_final_ranking(tmp_path, capsys):
    """chess-results' final ranking of the Moscow Open 2018 A (220 players, decimal commas;
    tests/data/standings_lists/source.md). By hand from the list: General 1-3 to ranks 1, 2, 3
    (8, 7½, 7 points; 3rd before 4th and 5th, also 7, by TB1 55,5 > 51,5 > 46,5); Sub-2300
    (rating under 2300) to the first two such in the list: rank 38 (2268) and rank 41 (2220).
    Under ``empates = reparto`` the three on 7 points (ranks 3, 4, 5) share the 3rd prize:
    500 / 3 = 166.666..., paid in cents: 166.67, 166.67, 166.66 (the two units left to the best
    placed); ranks 38 and 41, both on 6, share Sub-2300 1 and 2: (300 + 200) / 2 = 250."""
    rules = tmp_path / "bases.txt"
    text = ("[reglas]\nacumulables = no\nempates = desempate\nmoneda = €\n[categorías]\nSub-2300 = elo < 2300\n"
            "[premios]\nGeneral 1 = 1000\nGeneral 2 = 700\nGeneral 3 = 500\nSub-2300 1 = 300\nSub-2300 2 = 200\n")
    rules.write_text(text, encoding="utf-8")
    assert main(["prizes", str(MOSCOW), "--prizes", str(rules), "--format", "csv", "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[0], r[1], r[3], r[6]) for r in rows[1:] if r[3]] == [
        ("General", "1", "1", "1000.00"), ("General", "2", "2", "700.00"), ("General", "3", "3", "500.00"),
        ("Sub-2300", "1", "38", "300.00"), ("Sub-2300", "2", "41", "200.00")]
    rules.write_text(text.replace("desempate", "reparto"), encoding="utf-8")
    assert main(["prizes", str(MOSCOW), "--prizes", str(rules), "--format", "csv", "--lang", "es"]) == 0
    rows = _csv(capsys.readouterr().out)
    got = {r[3]: r[6] for r in rows[1:] if r[3]}
    assert got == {"1": "1000,00", "2": "700,00", "3": "166,67", "4": "166,67", "5": "166,66", "38": "250,00",
                   "41": "250,00"}


def test_moscow_published_values_read_exactly():
    """Every published value of the 220 rows read as printed: rank 1's TB2 ``46,5`` and TB4
    ``44,25``; ranks 27 and 28, the two the source says direct encounter separated, TB3 ``0,5``."""
    rows = list(csv.reader(MOSCOW.open(encoding="utf-8")))
    pl = read_standings_list(rows)
    assert len(pl.players) == 220 and pl.tiebreak_headers == ["TB1", "TB2", "TB3", "TB4"] and pl.numbered
    assert pl.players[0].tiebreaks == (50, Fraction(93, 2), 0, Fraction(177, 4))
    assert [p.tiebreaks[2] for p in pl.players[26:28]] == [Fraction(1, 2), Fraction(1, 2)]
    assert [p.place for p in pl.players] == list(range(1, 221))  # no two rows equal on everything
    assert pl.players[37].rating == 2268


def test_vega_standings_ties_as_the_list_shows_them(tmp_path, capsys):
    """Vega's standings after round 2 of the Koshnitsky Cup 2025 (the real page, its source.md):
    Pos 1-4 all on 2.0 with BH 2.0, BH/C1 1.0, SB 2.0: the list shows them tied, numbered 1-4
    only by the page. Under ``empates = desempate`` the tie-breaks leave them level: the money
    of 1st-3rd is shared by the four: (100 + 60 + 40) / 4 = 50 each (docs/prizes.md: players the
    tie-breaks leave level share the money of the prizes they hold)."""
    rules = tmp_path / "bases.txt"
    rules.write_text("[reglas]\nempates = desempate\n[premios]\nGeneral 1 = 100\nGeneral 2 = 60\nGeneral 3 = 40\n",
                     encoding="utf-8")
    assert main(["prizes", str(VEGA), "--prizes", str(rules), "--format", "csv", "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[3], r[4], r[6]) for r in rows[1:] if r[3]] == [
        ("1", "Hogg,Dean", "50.00"), ("2", "Lingineni,Khushal", "50.00"), ("3", "Paul,Cijo", "50.00"),
        ("4", "Nguyen,Anh Kiet", "50.00")]
    pl = read_standings_list([line.split("\t") for line in VEGA.read_text(encoding="utf-8").splitlines()])
    assert [p.place for p in pl.players] == [1, 1, 1, 1, 5, 6, 7, 8, 9, 9, 9, 12]  # 9-11: 1.5, 2.0, 0.5, 1.2
    assert not pl.numbered and pl.players[6].tiebreaks == (3, Fraction(3, 2), Fraction(11, 5))


# ---------------------------------------------------------------------------------------------
# the functions, through each host

#: tests/test_prizes_paths.py's round robin (Ana 5, Bea 3½, Carlos 3, David 2, Eva 1, Fran ½)
#: as a standings list; SB by hand from its crosstable: Ana beat everybody: 3½+3+2+1+½ = 10;
#: Bea: ½·3 + 2 + 1 + ½ = 5; Carlos: ½·3½ + ½·2 + 1 + ½ = 4¼; David: ½·3 + 1 + ½·½ = 2¾;
#: Eva: ½ = ½; Fran: ½·2 = 1.
LIST = [["Rk.", "SNo", "Name", "Rtg", "Pts.", "TB1"], [1, 1, "Ana", 2100, 5, 10], [2, 2, "Bea", 1900, 3.5, 5],
        [3, 3, "Carlos", 1750, 3, 4.25], [4, 4, "David", 1700, 2, 2.75], [5, 5, "Eva", 1650, 1, 0.5],
        [6, 6, "Fran", 1500, 0.5, 1]]
#: the players' data beside the list, from its header row
DATA_BESIDE = DATA_RANGE


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


@pytest.mark.parametrize("name", ["PRIZE_LIST", "LISTA_PREMIOS"])
def test_prize_list_of_a_standings_range(host, name):
    """The prizes of tests/test_prizes_paths.py::EXPECTED (by hand there), from the list."""
    out = host.call(name, LIST, PRIZES, CATS, RULES, DATA_BESIDE)
    got = [[int(v) if isinstance(v, float) and v.is_integer() else v for v in r] for r in _rows(out)]
    assert got == expected("es" if name == "LISTA_PREMIOS" else "en")


def test_player_prize_of_a_standings_range(host):
    en = host.call("PLAYER_PRIZE", LIST, "Carlos", PRIZES, CATS, RULES, DATA_BESIDE)
    assert en[0][:2] in (["1st Sub-1800", 150], ["1st Sub-1800", 150.0])
    es = host.call("PREMIO_JUGADOR", LIST, 5, PRIZES, CATS, RULES, DATA_BESIDE)
    assert es[0][0] == "1.º Femenino"


#: a workbook's players in another order than the list (start number 1 Eva, 2 Ana, 3 Bea, 4
#: Carlos, 5 David, 6 Fran, 7 Zoe, who is not in the list) and their data by those rows
#: (DATA_RANGE's rows, which are Ana ... Fran's, in that order); read beside the list instead,
#: Eva (5th line) would get David's M and 1st Femenino would go unawarded
WB_NAMES = [["Eva"], ["Ana"], ["Bea"], ["Carlos"], ["David"], ["Fran"], ["Zoe"]]
WB_DATA = [DATA_RANGE[0], DATA_RANGE[5], *DATA_RANGE[1:5], DATA_RANGE[6], [None, None]]


def test_prize_list_joins_a_workbooks_data_by_name(host):
    """PRIZE_LIST / PLAYER_PRIZE on a list without start numbers, given a names range: the data
    range is the workbook's (a row per row of the names range), joined to the list by name, so
    the prizes are tests/test_prizes_paths.py::EXPECTED (by hand there: Eva, F, takes 1st
    Femenino). PLAYER_PRIZE's player is the workbook's: start number 1 is Eva; 7, Zoe, whom the
    list does not hold, gets a blank row."""
    unnumbered = [[r[0]] + r[2:] for r in LIST]
    out = host.call("PRIZE_LIST", unnumbered, PRIZES, CATS, RULES, WB_DATA, None, WB_NAMES)
    got = [[int(v) if isinstance(v, float) and v.is_integer() else v for v in r] for r in _rows(out)]
    # (the list numbers its players by line, as EXPECTED's, which are the round robin's)
    assert got == expected("en")
    assert host.call("PLAYER_PRIZE", unnumbered, 1, PRIZES, CATS, RULES, WB_DATA, None, WB_NAMES)[0][0] == \
        "1st Femenino"
    assert [v in ("", None) for v in host.call("PLAYER_PRIZE", unnumbered, 7, PRIZES, CATS, RULES, WB_DATA, None,
                                                WB_NAMES)[0]] == [True, True, True]


def test_standings_range_mistakes_name_row_and_column(host):
    bad = [list(r) for r in LIST]
    bad[3][0] = "2"  # Carlos printed 2nd under Bea's 2nd: not his line's place
    msg = host.error("LISTA_PREMIOS", bad, PRIZES, CATS, RULES, DATA_BESIDE)
    assert msg.startswith("fila 4, columna 1: el puesto '2' no es el de la línea 3 de la lista"), msg
    msg = host.error("PRIZE_LIST", LIST, PRIZES, CATS, RULES, DATA_BESIDE, "SB")
    assert "A tie-break order does not apply to a published standings list" in msg
    # two mistakes in the list: the count of the other points to the commands that read a list
    # (TOURNAMENT_CHECK / check read the rounds, never a printed list), in both languages
    bad[5][0] = "9"  # Eva printed 9th on the list's 5th line
    msg = host.error("LISTA_PREMIOS", bad, PRIZES, CATS, RULES, DATA_BESIDE)
    assert msg.endswith("(y 1 error más en la lista: xl-tiebreaks prizes o xl-tiebreaks identify muestra los dos)"), msg
    msg = host.error("PRIZE_LIST", bad, PRIZES, CATS, RULES, DATA_BESIDE)
    assert "TOURNAMENT_CHECK" not in msg and msg.endswith("lists both)"), msg


# ---------------------------------------------------------------------------------------------
# the property: a list printed from an event gives the event's prizes

_BASES = ("[reglas]\nacumulables = no\nempates = {ties}\n[categorías]\nSub-1800 = elo < 1800\n[premios]\n"
          "General 1 = 100\nGeneral 2 = 70\nGeneral 3 = 40\nSub-1800 1 = 25\n")


def _summary(alloc):
    return ([(a.prize.list_key, a.prize.place, a.winner.start_no if a.winner else None, a.received, a.void)
             for a in alloc.awards], alloc.paid)


@given(strategies.swiss_tournaments(max_players=14, max_rounds=6),
       hst.sampled_from(["desempate", "reparto", "hort"]), hst.sampled_from(["en", "es"]))
def test_a_printed_list_gives_the_events_prizes(drawn, ties, lang):
    """The product's own ``standings`` CSV of an event (English or Spanish), read back as a
    published list, gives the prizes the event gives: the same winners, the same money."""
    t, rule_set = drawn
    st = compute_standings(t, "BH/C1,BH,SB", rules=rule_set)
    rules = read_prize_text(_BASES.format(ties=ties), "bases.txt")
    text = render_standings(st, "csv", lang=lang)
    rows = list(csv.reader(io.StringIO(text), delimiter=";" if lang == "es" else ","))
    # (the product's CSV has no rating column, which every published list prints: added after
    # the name, from the event, as the table of `xl-tiebreaks standings` shows it)
    rating = {p.start_no: p.rating for p in t.participants}
    rows = [r[:2] + (["Elo" if lang == "es" else "Rtg"] if k == 0 else [rating[int(r[0])] or ""]) + r[2:]
            for k, r in enumerate(rows)]
    pl = read_standings_list(rows)
    from_event = allocate(rules, entrants_of(st))
    from_list = allocate(rules, entrants(pl))
    assert _summary(from_list) == _summary(from_event)


def test_libreoffice_argument_path_with_a_list():
    """calc_args: Calc's shapes (tuples of rows, '' for an empty cell, numbers as floats, an
    omitted argument None) give the prizes the other hosts give from the list."""
    from xl_tiebreaks import udfs
    from xl_tiebreaks.libreoffice import calc_args

    info = {i.name: i for i in udfs.REGISTRY}

    def calc(v):
        return tuple(tuple("" if x is None else float(x) if isinstance(x, int) else x for x in r) for r in v)

    got = calc_args.call(info["LISTA_PREMIOS"], (calc(LIST), calc(PRIZES), calc(CATS), calc(RULES),
                                                 calc(DATA_BESIDE), None, None, None, None))
    rows = [r for r in got[1:] if r[0] not in ("",) and not str(r[0]).startswith("repartido")]
    assert [list(r) for r in rows] == [[a, float(b), c, float(d), e, float(f), float(g), h]
                                       for a, b, c, d, e, f, g, h in expected("es")]


# ---------------------------------------------------------------------------------------------
# hostile lists


def test_text_stays_text_and_sizes_are_bounded(tmp_path, capsys):
    """A name that looks like a formula, a fraction or a number with a leading zero is the
    player's name, as typed (written out with the apostrophe every text the product writes as
    CSV gets, issue 35); a start number past every bound is refused at its cell; a range past
    the cells' bound is refused before a cell is read."""
    text = ENGLISH_LIST.replace(",F,", ",=1+1,").replace(",A,", ",1/2,").replace(",E,", ",007,")
    lst, prizes, _ = _files(tmp_path, text)
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--by-player", "--format", "csv", "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [r[2] for r in rows[1:4]] == ["'=1+1", "1/2", "007"]
    pl = read_standings_list(list(csv.reader(io.StringIO(text))))
    assert [p.name for p in pl.players[:3]] == ["=1+1", "1/2", "007"]
    with pytest.raises(TiebreakError) as e:
        read_standings_list([["Rk.", "SNo", "Name", "Pts."], [1, "1e400", "Ana", 1]])
    assert e.value.code == "value_bound" and "row 2, column 2" in str(e.value)
    with pytest.raises(TiebreakError) as e:
        read_standings_list([[None] * 2000] * 2000)
    assert e.value.code == "range_cells_bound"


def test_a_second_rating_list_and_the_lists_own_data(tmp_path, capsys):
    """A Spanish list with two rating columns (``Elo FIDE``, ``Elo FEDA``: the first is the
    list's rating, the second a rating list the categories may name), a birth-year and a sex
    column of its own. By hand: General 1 (100) to the leader, Ana (2.5); Sub-1600 by FEDA
    (``elo(FEDA) < 1600``): Bea (FEDA 1550; her FIDE 1700 would not do) 30; Femenino 1: Bea holds
    the higher Sub-1600 (30 > 20): Carla (F) 20; Sub-12 (born 2015 or later at 2026/05/01:
    2026 - 2015 = 11): Dani (2016) 15."""
    lst = tmp_path / "final.csv"
    lst.write_text("Pos.;Nº Ini.;Nombre;Elo FIDE;Elo FEDA;Año nac.;Sexo;Ptos.;Des1\n"
                   "1;3;Ana;1900;1950;1990;F;2,5;4\n"
                   "2;1;Bea;1700;1550;2000;F;2;4\n"
                   "3;2;Carla;1650;1640;1995;F;1,5;3\n"
                   "4;4;Dani;;1400;2016;M;1;2\n", encoding="utf-8")
    rules = tmp_path / "bases.txt"
    rules.write_text("[reglas]\nacumulables = no\nfecha edad = 2026/05/01\n[categorías]\n"
                     "Sub-1600 = elo(FEDA) < 1600\nFemenino = sexo F\nSub-12 = edad <= 11\n"
                     "[premios]\nGeneral 1 = 100\nSub-1600 1 = 30\nFemenino 1 = 20\nSub-12 1 = 15\n", encoding="utf-8")
    assert main(["prizes", str(lst), "--prizes", str(rules), "--format", "csv", "--lang", "es"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[0], r[4], r[6]) for r in rows[1:] if r[3]] == [
        ("General", "Ana", "100,00"), ("Sub-1600", "Bea", "30,00"), ("Femenino", "Carla", "20,00"), ("Sub-12", "Dani", "15,00")]


def test_cli_list_in_an_ods(tmp_path, capsys):
    """An OpenDocument spreadsheet holding the list on its first sheet (LibreOffice's own
    layout: the empty rows to the sheet's end), read as its .xlsx twin: the same prizes."""
    from .hostile import ods_package, ods_table

    lst, prizes, data = _files(tmp_path, ENGLISH_LIST)
    rows = [[float(v) if v.replace(".", "").isdigit() else v for v in r] for r in csv.reader(io.StringIO(ENGLISH_LIST))]
    path = tmp_path / "final.ods"
    path.write_bytes(ods_package([ods_table("Final", [["Final ranking"]] + rows)]))
    assert main(["prizes", str(path), "--prizes", str(prizes), "--player-data", str(data), "--format", "csv",
                 "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[3], r[6]) for r in rows[1:] if r[3]] == [("6", "80.00"), ("1", "80.00"), ("5", "35.00"), ("2", "35.00"), ("4", "20.00")]


_CELLS = hst.one_of(hst.none(), hst.integers(-5, 3000), hst.floats(allow_nan=True, allow_infinity=True),
                    hst.sampled_from(["", "-", "3-5", "2,5", "½", "6½", "x", "=1+1", "1/2", "1e400", "TRUE", "3.",
                                      "0", "Ana", "  ", "—", "5-3", "99999999999999999999"]), hst.booleans())


@given(hst.lists(hst.lists(_CELLS, min_size=6, max_size=6), min_size=0, max_size=8))
@example([[1, 2, "Ana", 2000, 5, 10], [2, 1, None, 1900, 4, 9], [3, 3, "Cruz", 1800, 3, 8]])  # (a row lost)
@example([[1, 2, "Ana", 2000, 5, 10], [2, 1, "Bea", 1900, 4, 9], [None, 3, "Cruz", 1800, 3, 8]])  # (2 shared at 4, 3)
@example([[float("inf"), 1, 0, None, 0, None]])  # (an infinite place: int() of it crashed, found by this property)
@example([[float("nan"), 1, "Ana", None, 0, None]])
def test_any_list_gives_players_or_a_message(body):
    """Whatever the cells under a standings list's header, the reader answers with players or a
    message (a TiebreakError naming its cell), and the cells given are not modified. No row is
    lost: every row with points becomes a player, or the list is refused; the places follow the
    points (never rising down the list, a shared place only on equal points, a place never after
    its line)."""
    rows = [["Rk.", "SNo", "Name", "Rtg", "Pts.", "TB1"]] + body
    before = repr(rows)
    try:
        pl = read_standings_list(rows)
    except TiebreakError as e:
        assert str(e)
    else:
        assert all(p.place >= 1 for p in pl.players)
        assert len(pl.players) == sum(1 for r in body if not _blank(r[4]))
        for line, (a, b) in enumerate(zip(pl.players, pl.players[1:]), 2):
            assert a.points >= b.points and a.place <= b.place <= line
            assert b.place != a.place or b.points == a.points
        entrants(pl)
    assert repr(rows) == before


def test_chess_results_final_ranking_columns(tmp_path, capsys):
    """chess-results' final ranking as saved from the page: the titles' column without a
    header, ``Club/City``. By hand, ``titulados_solo_general = sí`` (titled players compete for
    the general list only): General 1 (100) to the GM on 7; Club Ajedrez Sur 1 (`club` category,
    50): the IM on 6½ is titled, so the first untitled player of that club, Carla (5), takes it."""
    lst = tmp_path / "ranking.csv"
    lst.write_text("Final Ranking after 9 Rounds\n"
                   "Rk.,SNo,,Name,FED,Rtg,Club/City,Pts.,TB1,TB2\n"
                   "1,2,GM,Alvarez Juan,ESP,2550,Club Norte,7,50,46.5\n"
                   "2,1,IM,Bravo Luis,ESP,2400,Club Ajedrez Sur,6.5,49,45\n"
                   "3,4,,Campos Carla,ESP,2000,Club Ajedrez Sur,5,44,40\n"
                   "4,3,,Diaz Pedro,ESP,1900,Club Norte,4,40,37\n", encoding="utf-8")
    rules = tmp_path / "bases.txt"
    rules.write_text("[reglas]\nacumulables = no\ntitulados_solo_general = sí\n[categorías]\n"
                     "Sur = club Club Ajedrez Sur\n[premios]\nGeneral 1 = 100\nSur 1 = 50\n", encoding="utf-8")
    assert main(["prizes", str(lst), "--prizes", str(rules), "--format", "csv", "--lang", "en"]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[0], r[3], r[6]) for r in rows[1:] if r[3]] == [("General", "2", "100.00"), ("Sur", "4", "50.00")]
    pl = read_standings_list(list(csv.reader(io.StringIO(lst.read_text(encoding="utf-8")))))
    assert [p.title for p in pl.players] == ["GM", "IM", None, None]
    assert pl.players[1].club == "Club Ajedrez Sur"


def test_player_prize_finds_the_player_by_the_one_name_rule(host):
    """PLAYER_PRIZE on a list: a player by start number or by name (any case, accents, part of
    the name); an unknown one said so; in a list without start numbers a number is refused, never
    read as a place (Vega's standings number only their lines)."""
    en = host.call("PLAYER_PRIZE", LIST, "carlos", PRIZES, CATS, RULES, DATA_BESIDE)
    assert en[0][0] == "1st Sub-1800"
    msg = host.error("PLAYER_PRIZE", LIST, "Zoe", PRIZES, CATS, RULES, DATA_BESIDE)
    assert "Zoe" in msg and "not" in msg
    unnumbered = [[r[0]] + r[2:] for r in LIST]
    assert host.call("PLAYER_PRIZE", unnumbered, "Bea", PRIZES, CATS, RULES, DATA_BESIDE)[0][0] == "2nd General"
    msg = host.error("PLAYER_PRIZE", unnumbered, 2, PRIZES, CATS, RULES, DATA_BESIDE)
    assert "start number" in msg and "column 1" in msg


def test_a_blank_data_cell_is_named_where_the_datum_goes(tmp_path, capsys):
    """The players' data file has a row for A (2nd) with the birth year left blank: the veterans'
    prize is undetermined (A, placed above D, born 1950, may be a veteran: issue 37 item 2) and the
    note names A's blank cell in the data file (names.csv, line 3, column 2: the row after the
    header and D's), where the birth year goes; not the list's line, whose column 1 is the place
    (the organiser's trial)."""
    lst, prizes, _ = _files(tmp_path, ENGLISH_LIST)
    data = tmp_path / "names.csv"
    data.write_text("Nombre,Año nac.\nD,1950\nA,\nF,1999\nE,1980\nB,2001\nC,1985\n", encoding="utf-8")
    assert main(["prizes", str(lst), "--prizes", str(prizes), "--player-data", str(data), "--lang", "en"]) == 0
    out = capsys.readouterr()
    said = out.out + out.err
    assert "names.csv, line 3, column 2 (1 (A))" in said, said
    assert "final.csv, line" not in said.split("undetermined", 1)[1], said


def test_a_blank_place_is_shared_only_by_a_tie():
    """A blank place cell takes the place above only as a tie printed once: the same points and
    published tie-break values as the row above, and within a printed range ``a-b`` (line <= b).
    By hand: ``1, 2, (blank)`` with points 5, 4, 3 would put the 3-point player at place 2 tied
    with the 4-point one (the 2nd prize shared): refused at the blank cell, line 3 (row 4 of the
    range, column 1). ``3-4`` then three blanks, all on 2 points: lines 3 and 4 are in 3-4, line
    5 (row 6) is not. A true tie (``1``, blank, both 5 points and TB1 20) shares place 1."""
    head = [["Rk.", "SNo", "Name", "Pts.", "TB1"]]
    with pytest.raises(TiebreakError) as e:
        read_standings_list(head + [[1, 1, "Ana", 5, 20], [2, 2, "Bea", 4, 18], [None, 3, "Cruz", 3, 15]])
    assert e.value.code == "standings_list_place_order" and "line 3" in str(e.value) and "row 4" in str(e.value)
    with pytest.raises(TiebreakError) as e:  # same points, other TB1 (18 against 20): no tie
        read_standings_list(head + [[1, 1, "Ana", 5, 20], [None, 2, "Bea", 5, 18]])
    assert e.value.code == "standings_list_place_order"
    body = [[1, 1, "Ana", 5, 20], [2, 2, "Bea", 4, 18], ["3-4", 3, "Cruz", 2, 10],
            [None, 4, "Dora", 2, 10], [None, 5, "Eva", 2, 10], [None, 6, "Fe", 2, 10]]
    with pytest.raises(TiebreakError) as e:
        read_standings_list(head + body)
    assert e.value.code == "standings_list_place_order" and "line 5" in str(e.value) and "row 6" in str(e.value)
    pl = read_standings_list(head + body[:4])  # 3-4 and one blank: both at place 3
    assert [p.place for p in pl.players] == [1, 2, 3, 3]
    pl = read_standings_list(head + [[1, 1, "Ana", 5, 20], [None, 2, "Bea", 5, 20], [3, 3, "Cruz", 3, 15]])
    assert [p.place for p in pl.players] == [1, 1, 3]


def test_a_ranked_row_without_a_name_is_refused():
    """A row with a place, start number or points but an empty name is refused at its name cell:
    skipping it made start number 1 (4 points, 2nd) disappear, and Cruz (3 points) took the 2nd
    prize. By hand: the blank name is on line 2 of the list, row 3 and column 3 of the range. A
    row blank in place, start number and points (a note) is still no player."""
    head = [["Rk.", "SNo", "Name", "Rtg", "Pts.", "TB1"]]
    body = [[1, 2, "Ana", 2000, 5, 10], [2, 1, None, 1900, 4, 9], [3, 3, "Cruz", 1800, 3, 8]]
    for lang, where in (("en", "row 3, column 3"), ("es", "fila 3, columna 3")):
        with pytest.raises(TiebreakError) as e:
            read_standings_list(head + body)
        assert e.value.code == "standings_list_nameless"
        assert where in e.value.message(lang) and ("name" if lang == "en" else "nombre") in e.value.message(lang)
    for only in ([2, None, None, None, None, None], [None, 1, None, None, None, None], [None, None, None, None, 4, None]):
        with pytest.raises(TiebreakError) as e:
            read_standings_list(head + [body[0], only, body[2]])
        assert e.value.code == "standings_list_nameless"
    pl = read_standings_list(head + [body[0], [None, None, None, None, None, "a note"], body[2]])
    assert [(p.start_no, p.place) for p in pl.players] == [(2, 1), (3, 3)]  # (the note still counts as a line)


# ---------------------------------------------------------------------------------------------
# the templates' Premios / Prizes sheet allocating from a pasted list (issue 37 item 1)


def premios_from_list_workbook(folder: Path, lang: str) -> Path:
    """An empty Swiss template (the add-in's) with :data:`SPANISH_LIST` pasted on a sheet of its
    own ("Final", its title line above the header), the bases typed on the Premios / Prizes sheet
    and the rule clasificacion_publicada / published_standings naming ``Final!A2:I8``: the
    workbook of :func:`test_premios_sheet_allocates_from_a_pasted_list` (also computed by a real
    LibreOffice in tests/test_libreoffice.py)."""
    from xl_tiebreaks.templates import TemplateSpec
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, _lay = build_workbook(TemplateSpec(kind="swiss", players=16, rounds=5, lang=lang))
    final = wb.create_sheet("Final")
    for r, line in enumerate(SPANISH_LIST.splitlines(), 1):
        for c, v in enumerate(line.split(";"), 1):
            final.cell(row=r, column=c, value=v)  # pasted as text, as a copied web page gives it
    ws = wb["Premios" if lang == "es" else "Prizes"]
    keys = {ws.cell(row=r, column=1).value: r for r in range(6, 30) if ws.cell(row=r, column=1).value}
    key = "clasificacion_publicada" if lang == "es" else "published_standings"
    ws.cell(row=keys[key], column=2, value="Final!A2:I8")
    ws.cell(row=keys["empates" if lang == "es" else "ties"], column=2, value="reparto" if lang == "es" else "split")
    # (the template's own categories: Sub-1800 / U1800 and Veteranos / Seniors among them)
    ws.cell(row=keys["fecha_edad" if lang == "es" else "age_date"], column=2, value="2026-05-01")
    u1800, seniors = ("Sub-1800", "Veteranos") if lang == "es" else ("U1800", "Seniors")
    for i, row in enumerate((("General", 1, 100, "Trofeo"), ("General", 2, 60), ("General", 3, 40),
                             (u1800, 1, 30), (seniors, 1, 20))):
        for j, v in enumerate(row):
            ws.cell(row=6 + i, column=7 + j, value=v)
    path = folder / "torneo.xlsx"
    wb.save(path)
    return path


#: the Premios / Prizes cells (row, column) of that workbook's prize list by hand (the test below):
#: (category, start number, amount) of its rows 6-10 in columns M, P, S
PREMIOS_BY_HAND = {"es": [("General", 6, 80), ("General", 1, 80), ("General", 5, 35), ("Sub-1800", 2, 35),
                          ("Veteranos", None, None)],
                   "en": [("General", 6, 80), ("General", 1, 80), ("General", 5, 35), ("U1800", 2, 35),
                          ("Seniors", None, None)]}


@pytest.mark.parametrize("lang", ["es", "en"])
def test_premios_sheet_allocates_from_a_pasted_list(tmp_path, capsys, lang):
    """An empty Swiss template (the add-in's), the published list pasted on a sheet of its own
    ("Final", its title line above the header), the bases typed on the Premios sheet and the
    rule published_standings / clasificacion_publicada naming the list's range: the sheet's
    prize list (``compute``, the workbook's own formulas) and ``xl-tiebreaks prizes`` on the
    workbook both allocate from the list. By hand, as test_cli_list_by_hand (same list, same
    bases; ties = reparto): F and A tied on 2,5 share 1st and 2nd, (100 + 60) / 2 = 80 each; E
    and B tied on 1,5 share 3rd General and 1st Sub-1800, (40 + 30) / 2 = 35 each; no birth
    years in this list: 1st Veteranos is undetermined."""
    from openpyxl import load_workbook

    path = premios_from_list_workbook(tmp_path, lang)
    u1800 = "Sub-1800" if lang == "es" else "U1800"
    # the command on the workbook: the list the sheet names
    assert main(["prizes", str(path), "--format", "csv", "--lang", lang]) == 0
    rows = _csv(capsys.readouterr().out)
    c = "," if lang == "es" else "."
    assert [(r[0], r[3], r[6]) for r in rows[1:] if r[3]] == [
        ("General", "6", f"80{c}00"), ("General", "1", f"80{c}00"), ("General", "5", f"35{c}00"),
        (u1800, "2", f"35{c}00")]
    # the sheet's own formulas, computed
    out = tmp_path / "calculado.xlsx"
    assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 0
    got = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
    sheet = [(got.cell(row=r, column=13).value, got.cell(row=r, column=16).value, got.cell(row=r, column=19).value)
             for r in range(6, 11)]
    assert sheet == PREMIOS_BY_HAND[lang]
    assert got.cell(row=10, column=20).value.startswith("sin determinar" if lang == "es" else "undetermined")
    # the players who lack the datum named at the list's cells, as the command names them (C, D)
    assert "Final!A7" in got.cell(row=10, column=20).value and "Final!A8" in got.cell(row=10, column=20).value


def test_premios_sheet_names_a_range_that_holds_no_list(tmp_path, capsys):
    """The rule names a range with no standings list in it: refused at the rule's cell."""
    from openpyxl import load_workbook  # noqa: F401

    from xl_tiebreaks.templates import TemplateSpec
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, _lay = build_workbook(TemplateSpec(kind="swiss", players=16, rounds=5, lang="es"))
    wb.create_sheet("Final")["A1"] = "nada"
    ws = wb["Premios"]
    row = next(r for r in range(6, 30) if ws.cell(row=r, column=1).value == "clasificacion_publicada")
    ws.cell(row=row, column=2, value="Final!A1:C3")
    ws["G6"], ws["H6"], ws["I6"] = "General", 1, 100
    path = tmp_path / "torneo.xlsx"
    wb.save(path)
    assert main(["prizes", str(path), "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert f"Premios!B{row}: el rango 'Final!A1:C3' no contiene una clasificación publicada" in err, err


#: a published list of the event of tests/test_sheet_messages.py (players 1-9 of its ten; the
#: list decides the order, whatever the games): place, start number, name, points
WB_LIST = [(1, 1, "Lucía Fernández", 3.5), (2, 5, "Carmen Vidal", 3), (3, 4, "Andrés Molina", 2.5),
           (4, 3, "María José Ruiz", 2), (5, 2, "Javier Ortega", 1.5), (6, 6, "Pablo Serrano", 1),
           (7, 7, "Elena Castro", 0.5), (8, 8, "Tomás Herrera", 0.25), (9, 9, "Irene Navarro", 0)]


def list_on_workbook(tmp_path: Path, lang: str, *, numbered: bool = True, rule: str = "Final!A1:D60",
                     sheet: str = "Final") -> Path:
    """The event of tests/test_sheet_messages.py filled by ``from-trf`` (its Settings' date
    2026-05-01), the players' data typed on its players' sheet (sex F for players 3 and 5, birth
    year 1960 for player 4, 1990 for the others), :data:`WB_LIST` pasted on a sheet ``sheet``
    (with its start-number column or, ``numbered=False``, names only), the rule
    published_standings naming ``rule`` and the bases General 1 = 100, Women 1 = 50, Seniors 1 =
    20 (the template's categories: Women "sex F", Seniors "age >= 65"; cumulative no)."""
    from openpyxl import load_workbook

    from .test_sheet_messages import workbook

    path = workbook(tmp_path, lang, settings={"Fecha" if lang == "es" else "Date": "2026-05-01"})
    wb = load_workbook(path)
    pl = wb["Jugadores" if lang == "es" else "Players"]
    for sn in range(1, 11):
        pl.cell(row=4 + sn, column=7, value=1960 if sn == 4 else 1990)
        pl.cell(row=4 + sn, column=8, value="F" if sn in (3, 5) else "M")
    final = wb.create_sheet(sheet)
    head = ["Pos.", "Nº Ini.", "Nombre", "Ptos."] if numbered else ["Pos.", "Nombre", "Ptos."]
    for c, h in enumerate(head, 1):
        final.cell(row=1, column=c, value=h)
    for r, (place, sn, name, pts) in enumerate(WB_LIST, 2):
        for c, v in enumerate((place, sn, name, pts) if numbered else (place, name, pts), 1):
            final.cell(row=r, column=c, value=v)
    ws = wb["Premios" if lang == "es" else "Prizes"]
    keys = {ws.cell(row=r, column=1).value: r for r in range(6, 30) if ws.cell(row=r, column=1).value}
    ws.cell(row=keys["clasificacion_publicada" if lang == "es" else "published_standings"], column=2, value=rule)
    women, seniors = ("Femenino", "Veteranos") if lang == "es" else ("Women", "Seniors")
    for i, row in enumerate((("General", 1, 100), (women, 1, 50), (seniors, 1, 20))):
        for j, v in enumerate(row):
            ws.cell(row=6 + i, column=7 + j, value=v)
    wb.save(path)
    return path


#: by hand from WB_LIST and the players' data: 1st General to the list's 1st, player 1 (100);
#: 1st Women to the best placed player of sex F, player 5 (2nd; player 3 is 4th): 50; 1st
#: Seniors to player 4 (born 1960: 2026 - 1960 = 66 >= 65; players 1 and 5 above him were born
#: in 1990, 36: known not to be seniors): 20
WB_BY_HAND = [("General", 1, 100), ("Women", 5, 50), ("Seniors", 4, 20)]


@pytest.mark.parametrize("numbered", [True, False])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_pasted_list_takes_the_workbooks_players_data_and_date(tmp_path, capsys, lang, numbered):
    """Issue 37: with the rule published_standings, the workbook's own players' data (sex, birth
    year on its players' sheet) joins the list by start number (else, a list without one, by
    name) and the ages take the Settings' date, on every path: the command on the workbook, the
    sheet's prize list (``compute``); WB_BY_HAND. The per-player table is blank, with its note."""
    from openpyxl import load_workbook

    path = list_on_workbook(tmp_path, lang, numbered=numbered)
    women, seniors = ("Femenino", "Veteranos") if lang == "es" else ("Women", "Seniors")
    names = dict((sn, name) for _p, sn, name, _pts in WB_LIST)
    want = [(cat.replace("Women", women).replace("Seniors", seniors), names[sn], amount)
            for cat, sn, amount in WB_BY_HAND]
    c = "," if lang == "es" else "."
    capsys.readouterr()  # (from-trf's line)
    assert main(["prizes", str(path), "--format", "csv", "--lang", lang]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[0], r[4], r[6]) for r in rows[1:] if len(r) > 6 and r[3]] == [(k, n, f"{a}{c}00") for k, n, a in want]
    out = tmp_path / "calculado.xlsx"
    assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 0
    got = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
    sheet = [(got.cell(row=r, column=13).value, got.cell(row=r, column=17).value, got.cell(row=r, column=19).value)
             for r in range(6, 9)]
    assert sheet == want
    # each player's prize (V:Z, row 5 + start number) stays blank (a PLAYER_PRIZE of the list in
    # every row would read INDIRECT, volatile in Excel: every call after every edit); the note
    # above the table says the prize list holds them, in the workbook's language
    per = {sn: (got.cell(row=5 + sn, column=24).value, got.cell(row=5 + sn, column=25).value) for sn in range(1, 11)}
    assert all(v in (None, "") for sn in per for v in per[sn]), per
    assert got.cell(row=4, column=22).value.startswith(
        "Desde una clasificación publicada" if lang == "es" else "From a published standings list")


@pytest.mark.parametrize("sheet,quotes", [("Final", False), ("Hoja1", False), ("Clasificación", False),
                                          ("Fin_al.2", False), ("Clas final", True), ("Fin-al", True),
                                          ("2026", True), ("A1", True), ("R1C1", True), ("Final(2)", True)])
def test_which_sheet_names_need_quotes(sheet, quotes):
    """Excel's and LibreOffice's formula syntax: a sheet name of letters, digits, ``_`` and ``.``
    not starting with a digit and not spelled like a cell is written bare (``Final!A1``); any
    other (a space, a hyphen, a bracket, a leading digit, ``A1``, ``R1C1``) only in quotes."""
    from xl_tiebreaks.prizes.parse import needs_quotes

    assert needs_quotes(sheet) is quotes


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_rules_range_is_refused_at_its_cell(tmp_path, capsys, lang):
    """Issue 37: the rule published_standings (Premios!B18 / Prizes!B18 of a Swiss template) with
    a sheet name that needs quotes typed bare (``Clas final!A1:D60``: Excel's INDIRECT gives
    #REF! for it) is refused at the rule's cell saying how to type it, by the command and by the
    sheet's own formulas (``compute``: the prize list and each player's prize say it); quoted, it
    is read (WB_BY_HAND). A range the workbook cannot give (no such sheet, a range past the
    sheet) is named at the rule's cell, not as a ``--range`` the organiser never typed."""
    from openpyxl import load_workbook

    rule = "clasificacion_publicada" if lang == "es" else "published_standings"
    cell = "Premios!B18" if lang == "es" else "Prizes!B18"
    path = list_on_workbook(tmp_path, lang, rule="Clas final!A1:D60", sheet="Clas final")
    capsys.readouterr()
    assert main(["prizes", str(path), "--lang", lang]) == 2
    err = capsys.readouterr().err
    assert f"{cell}: {rule}: " in err and "'Clas final'!A1:D60" in err, err
    out = tmp_path / "c.xlsx"
    # (1: the workbook's cells hold errors, the command lists them)
    assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 1
    got = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
    for at in ("M5",):  # (the prize list; the per-player rows stay blank under a list)
        assert f"{cell}: {rule}: " in got[at].value and "'Clas final'!A1:D60" in got[at].value, got[at].value
    path = list_on_workbook(tmp_path, lang, rule="'Clas final'!A1:D60", sheet="Clas final")
    capsys.readouterr()
    assert main(["prizes", str(path), "--format", "csv", "--lang", lang]) == 0
    assert [r[3] for r in _csv(capsys.readouterr().out)[1:] if len(r) > 6 and r[3]] == ["1", "5", "4"]
    for bad in ("Nosuch!A1:D70", "Final!A1:XFD1048576"):
        path = list_on_workbook(tmp_path, lang, rule=bad)
        capsys.readouterr()
        assert main(["prizes", str(path), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert f"{cell}: " in err and f"'{bad}'" in err and "--range" not in err, err
        # the sheet's formulas (INDIRECT cannot give it: the rule's text reaches the functions)
        out = tmp_path / f"c_{bad[:6]}.xlsx"
        assert main(["compute", str(path), "-o", str(out), "--engine", "python", "--lang", lang]) == 1
        got = load_workbook(out)["Premios" if lang == "es" else "Prizes"]
        for at in ("M5",):
            assert f"{cell}: " in got[at].value and f"'{bad}'" in got[at].value, got[at].value


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_rules_files_published_standings_is_honoured_or_refused(tmp_path, capsys, lang):
    """Issue 37: published_standings given in a ``--prizes`` rules file is never silently
    ignored: on a template workbook (the rule blank on its sheet) the prizes come from that
    range with the workbook's players' data and date (WB_BY_HAND); with ``--range``, or on a TRF,
    it is refused at the file's line."""
    path = list_on_workbook(tmp_path, lang, rule="")
    rules = tmp_path / "bases.txt"
    rules.write_text("[rules]\npublished_standings = Final!A1:D60\ncumulative = no\n[categories]\n"
                     "Women = sex F\nSeniors = age >= 65\n[prizes]\nGeneral 1 = 100\nWomen 1 = 50\n"
                     "Seniors 1 = 20\n", encoding="utf-8")
    capsys.readouterr()
    assert main(["prizes", str(path), "--prizes", str(rules), "--format", "csv", "--lang", lang]) == 0
    rows = _csv(capsys.readouterr().out)
    assert [(r[0], r[3]) for r in rows[1:] if len(r) > 6 and r[3]] == [("General", "1"), ("Women", "5"),
                                                                        ("Seniors", "4")]
    # (from the list, not the results grid, whose order is the same here: the source says so)
    assert main(["prizes", str(path), "--prizes", str(rules), "--lang", lang]) == 0
    assert f"{path.name} (Final!A1:D60)" in capsys.readouterr().out
    line = "bases.txt, línea 2" if lang == "es" else "bases.txt, line 2"
    for args in (["--range", "Final!A1:D60"], []):
        src = str(path) if args else str(DATA_TRF)
        assert main(["prizes", src, "--prizes", str(rules), "--lang", lang, *args]) == 2
        err = capsys.readouterr().err
        assert f"{line}: " in err and "'Final!A1:D60'" in err, err


DATA_TRF = Path(__file__).parent / "data" / "trf-samples" / "javafo_trfx_sample2.trf"
