"""Issue 40, the range that holds the rounds and the published values together (a chess-results
ranking crosstable: Rk., Name, ..., the rounds, Pts., TB1...): IDENTIFY_TIEBREAKS /
IDENTIFICAR_DESEMPATES on every host, ``xl-tiebreaks identify`` on such a CSV and on a workbook's
``--range``, and whether the published order follows from its columns
(xl_tiebreaks.readers.published_columns, xl_tiebreaks.identify.published_order)."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest
from openpyxl import Workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.cli.prizes import csv_cells
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.identify import published_order
from xl_tiebreaks.readers.published_columns import range_published
from xl_tiebreaks.settings import Settings
from xl_tiebreaks.sheet import evaluate

from .hosts import HOSTS

EXPORTS = Path(__file__).parent / "data" / "exports"
RR6 = EXPORTS / "cr_437642_rr6" / "export.csv"
BLITZ = EXPORTS / "cr_world_blitz_2021_open" / "export.csv"

HEAD = ["Rk.", "Name", "1", "2", "3", "4", "Pts.", "TB1"]
# A round robin of four worked by hand (opponents by rank): Ana beat Bea and David and lost to
# Carlos; Bea beat Carlos and David; Carlos drew David. Points: Ana 1+0+1 = 2, Bea 0+1+1 = 2,
# Carlos 1+0+½ = 1.5, David 0+0+½ = 0.5. TB1 printed as Buchholz (the opponents' points): Ana
# 2+1.5+0.5 = 4, Bea 2+1.5+0.5 = 4, Carlos 2+2+0.5 = 4.5, David 2+2+1.5 = 5.5. Ana and Bea level
# on both; Ana beat Bea: the direct encounter (C.07 (2026) art. 6) ranks Ana first.
DE = [HEAD,
      [1, "Ana", "*", 1, 0, 1, 2, 4],
      [2, "Bea", 0, "*", 1, 1, 2, 4],
      [3, "Carlos", 1, 0, "*", "½", 1.5, 4.5],
      [4, "David", 0, 0, "½", "*", 0.5, 5.5]]
# A cycle: Ana beat Bea, Bea beat Carlos, Carlos beat Ana, all three beat David: 2 points each,
# Buchholz 2+2+0 = 4 each (David 2+2+2 = 6). Among the three each scored 1: the direct
# encounter ranks nobody, so their printed order came from something the list does not show.
CYCLE = [HEAD,
         [1, "Ana", "*", 1, 0, 1, 2, 4],
         [2, "Bea", 0, "*", 1, 1, 2, 4],
         [3, "Carlos", 1, 0, "*", 1, 2, 4],
         [4, "David", 0, 0, 0, "*", 0, 6]]


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


def _text(rows) -> list[list[str]]:
    return [[str(c) for c in r] for r in rows]


def test_the_function_names_the_definition_and_the_direct_encounter_on_every_host(host):
    got = _text(host.call("IDENTIFY_TIEBREAKS", DE))
    assert got[0] == ["Column", "Reproduced", "Definitions (simplest first)", "Rows that differ"]
    assert got[1][:2] == ["TB1", "every row"] and got[1][2].startswith("BH (FIDE2026), BH (FIDE2024)")
    assert got[1][3] == ""
    assert got[2] == ["Order", "", "level on the points and every printed column, ranked by their games against "
                      "each other (direct encounter, not printed): No. 1 Ana, No. 2 Bea", ""]
    assert len(got) == 3


def test_the_spanish_function_names_a_tie_broken_by_something_not_shown(host):
    got = _text(host.call("IDENTIFICAR_DESEMPATES", CYCLE))
    assert got[0] == ["Columna", "Reproducida", "Definiciones (la más sencilla primero)", "Filas que difieren"]
    assert got[1][:2] == ["TB1", "todas las filas"] and got[1][2].startswith("BH (FIDE2026)")
    assert got[2][0] == "Orden"
    assert "un empate que deshizo algo que la lista no muestra" in got[2][2]
    assert got[2][2].endswith("Nº 1 Ana, Nº 2 Bea, Nº 3 Carlos")


def test_the_function_gives_the_closest_and_the_row_that_differs(host):
    """Bea's Buchholz printed 5 instead of 4: no definition reproduces TB1; Buchholz is the
    closest, one row off (No. 2 Bea: printed 5, Buchholz 4); and Ana (2, 4) is ranked above Bea
    (2, 5), against the printed columns."""
    rows = [list(r) for r in DE]
    rows[2][7] = 5
    got = _text(host.call("IDENTIFY_TIEBREAKS", rows))
    assert got[1][:2] == ["TB1", "closest, 1 row(s) differ"] and got[1][2].startswith("BH (FIDE2026)")
    assert got[1][3] == "No. 2 Bea: 5 / 4"
    assert got[2][2].startswith("ranked above a player whose printed values come first")
    assert got[2][2].endswith("No. 1 Ana, No. 2 Bea")


def test_the_function_names_an_unreadable_printed_value_by_its_row_and_column(host):
    rows = [list(r) for r in DE]
    rows[3][7] = "cuatro"
    msg = host.error("IDENTIFY_TIEBREAKS", rows)
    assert "row 4, column 8" in msg and "'cuatro' is not a number" in msg, msg
    msg = host.error("IDENTIFICAR_DESEMPATES", rows)
    assert "fila 4, columna 8" in msg and "'cuatro' no es un número" in msg, msg


def test_the_function_asks_for_the_tie_break_columns_when_there_are_none(host):
    rows = [r[:7] for r in DE]
    msg = host.error("IDENTIFICAR_DESEMPATES", rows)
    assert "el rango no tiene columnas de desempate junto a sus rondas" in msg, msg


def test_published_order_cases_worked_by_hand():
    se = evaluate(DE, Settings())
    t = se.tournament
    pub = range_published(DE, se.header_rows, se.row_players)
    assert pub.order == [1, 2, 3, 4]
    assert pub.points == {1: 2, 2: 2, 3: F(3, 2), 4: F(1, 2)}
    assert pub.columns == {"TB1": {1: 4, 2: 4, 3: F(9, 2), 4: F(11, 2)}}
    (f,) = published_order(t, pub.order, pub.columns, pub.points, pub.places)
    assert (f.kind, f.players) == ("de", [1, 2])
    # Bea printed above Ana: level on everything printed, and the direct encounter says Ana
    (f,) = published_order(t, [2, 1, 3, 4], pub.columns, pub.points)
    assert (f.kind, f.players) == ("unbroken", [2, 1])
    # printed as a shared place (1-2): no finding
    assert published_order(t, [2, 1, 3, 4], pub.columns, pub.points, {1: (1, 2), 2: (1, 2), 3: (3, 3),
                                                                         4: (4, 4)}) == []
    # David (0.5 points) printed above Carlos (1.5)
    (f,) = published_order(t, [1, 2, 4, 3], pub.columns, {**pub.points}, {1: (1, 2), 2: (1, 2), 3: (4, 4),
                                                                              4: (3, 3)})
    assert (f.kind, f.players) == ("against", [4, 3])


def test_a_real_round_robin_crosstable_identifies_its_sonneborn_berger():
    """chess-results tnr437642 (tests/data/exports/cr_437642_rr6/source.md): TB1 is the
    Sonneborn-Berger (the page's legend), TB2 the direct encounter printed 0 on every row (no
    tie): nothing of the search reproduces a column of zeros, which is said to break no tie; the
    ranking follows from the points and TB1 (5, 3.5 / 10, ...)."""
    cells = csv_cells(RR6)
    got = _text(IDENT(cells))
    assert got[1][0] == "TB1" and got[1][1] == "every row" and got[1][2].startswith("SB (FIDE2026)")
    assert got[2][:2] == ["TB2", "every row prints 0: breaks no tie (a direct encounter not applied?)"]
    assert got[3] == ["Order", "", "the published ranking follows from its points and tie-break columns in their "
                      "printed order", ""]


def IDENT(cells, lang="en"):
    from xl_tiebreaks.sheet_functions import identify_tiebreaks

    return identify_tiebreaks(lang=lang, results=cells)


def test_command_on_a_real_ranking_crosstable_csv(capsys):
    """World Blitz 2021 open (tests/data/exports/cr_world_blitz_2021_open/source.md: TB1 and TB2
    Buchholz "variabel with parameter", the values Buchholz cut 1 and Buchholz; TB3 the
    opponents' rating average): identified as BH/C1, BH and ARO/C1 from the one CSV, no
    --published; the ranking follows from its printed columns."""
    assert main(["identify", str(BLITZ), "--rules", "FIDE2024,VIRTUAL", "--lang", "en"]) == 0
    out = capsys.readouterr().out.splitlines()
    at: dict[str, int] = {}
    for k, line in enumerate(out):
        if line.startswith("TB"):
            at.setdefault(line.split(":")[0], k)
    assert out[at["TB1"] + 1].strip().startswith("BH/C1 (VIRTUAL)")
    assert out[at["TB2"] + 1].strip().startswith("BH (VIRTUAL)")
    assert out[at["TB3"] + 1].strip().startswith("ARO/C1 (VIRTUAL)")
    assert "no definition reproduces every row" in out[at["TB4"]]
    assert out[at["TB4"] + 1].strip().startswith("(every row prints 0: the column breaks no tie on this event;")
    k = out.index("The published order:")
    assert out[k + 1].strip() == "the published ranking follows from its points and tie-break columns in their " \
                                 "printed order"


def _book(tmp_path: Path, rows) -> Path:
    wb = Workbook()
    ws = wb.active
    ws.title = "Ranking"
    ws.append(["Final ranking crosstable"])
    for r in rows:
        ws.append(r)
    f = tmp_path / "ranking.xlsx"
    wb.save(f)
    return f


def test_command_on_a_workbook_range_and_a_csv_names_the_place(tmp_path, capsys):
    """The same crosstable in a workbook's range (under a title row) and in a CSV: identified
    alike; an unreadable printed value named by the sheet cell (Ranking!H5) and by the file's
    line and column (line 4, column 8)."""
    f = _book(tmp_path, DE)
    assert main(["identify", str(f), "--range", "Ranking!A2:H6", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert "TB1: reproduced on every row by\n  BH (FIDE2026), BH (FIDE2024)" in out
    assert "(direct encounter, not printed): No. 1 Ana, No. 2 Bea" in out
    bad = [list(r) for r in DE]
    bad[3][7] = "cuatro"
    f = _book(tmp_path, bad)
    assert main(["identify", str(f), "--range", "Ranking!A2:H6", "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert "Ranking!H5" in err and "'cuatro' is not a number" in err, err
    csv = tmp_path / "ranking.csv"
    csv.write_text("\n".join(";".join(str(c) for c in r) for r in bad) + "\n", encoding="utf-8")
    assert main(["identify", str(csv), "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "ranking.csv, línea 4, columna 8" in err and "'cuatro' no es un número" in err, err


def test_command_on_a_trf_without_published_values_asks_for_them(capsys):
    held = Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf"
    assert main(["identify", str(held), "--lang", "en"]) == 2
    assert "holds the rounds but no published values" in capsys.readouterr().err


def test_range_published_refuses_a_range_without_tie_break_columns():
    rows = [r[:7] for r in DE]
    se = evaluate(rows, Settings())
    with pytest.raises(TiebreakError) as e:
        range_published(rows, se.header_rows, se.row_players)
    assert e.value.code == "identify_range_no_columns"
    assert range_published(rows, se.header_rows, se.row_players, required=False).columns == {}


def test_the_recursive_performance_is_searched_for_a_column_of_ratings_only():
    """RP (SLOW) is computed for a column holding a rating-sized value: FIDE's held exercise's
    own RP under C.07 (2026), printed rounded to whole points, is identified as RP; a column of
    zeros (chess-results' unused direct encounter) is never said to be a performance."""
    from xl_tiebreaks.identify import RATING_LEAST, SLOW, identify, printed
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import Evaluation

    t = read_trf(Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf").tournament
    col = Evaluation(t, rules="FIDE2026").column("RP")
    rp = {p.start_no: printed(col.exact(i), 0) for i, p in enumerate(t.participants) if col.exact(i) is not None}
    assert "RP" in SLOW and max(rp.values()) >= RATING_LEAST
    (idn,) = identify(t, {"TB3": rp}, rules=["FIDE2026"])
    assert "RP (FIDE2026)" in [str(c) for g in idn.exact for c in g.candidates]
    (idn,) = identify(t, {"TB4": {p.start_no: F(0) for p in t.participants}}, rules=["FIDE2026"])
    assert not [c for g in idn.exact + idn.closest for c in g.candidates if c.code.split("/")[0] in SLOW]
