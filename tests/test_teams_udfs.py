"""The team Excel functions the way their hosts call them (tests/hosts.py: xlwings' Office.js
path and the classic Windows path, as tests/test_udfs.py calls the individual ones): English and
Spanish twins, frozen argument order, one value per row, a team by number or name, team
settings, errors as messages.

The values on the exercise event (tests/data/teams/held_team_swiss.csv) are the published
answers of IA Mario Held, *Exercises in Tie-Breaking* (C.07-2023, rev. 2403220900), team
exercises 34-45 (tests/data/teams/expected.tsv); each assertion names its exercise ("Held ex.
35"), and :data:`CITED` lists them all, checked against expected.tsv by
``test_the_values_cited_are_the_published_ones``. The one 2026 value (110.5) is not in the paper:
it is the reference implementation's under the 2026 rules (expected.tsv's 2026 rows).
"""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

xw = pytest.importorskip("xlwings")
xs = pytest.importorskip("xlwings.server")

from .hosts import HOSTS, OfficeJs  # noqa: E402

DATA = Path(__file__).parent / "data" / "teams"


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


def meta():
    return OfficeJs().meta()


def held_cells(with_labels: bool = False):
    with open(DATA / "held_team_swiss.csv", encoding="utf-8") as f:
        rows = list(csv.reader(f))[1:]
    if with_labels:
        return [[int(r[0]), f"Equipo {r[0]}"] + r[1:] for r in rows]
    return [r[1:] for r in rows]


#: the exercise answers asserted in this file: (exercise, expected.tsv's criteria, edition, team) -> value
CITED = {
    **{(34, "MP", "any", t): v for t, v in enumerate([10, 10, 10, 10, 10, 7, 6, 7, 6, 5, 4, 2, 6, 4], 1)},
    (34, "GP", "any", 1): 17.5, (34, "GP", "any", 2): 17, (34, "GP", "any", 3): 16, (34, "GP", "any", 5): 18,
    (35, "BH (match points)", "2024", 1): 64, (35, "BH (match points)", "2024", 4): 56,
    (36, "BH/C1 (match points)", "2024", 1): 57,
    (37, "BH/C1 (game points)", "2024", 1): 100.5,
    (37, "BH (game points)", "2026", 1): 110.5,  # not Held's: the reference implementation, 2026 rules
    (38, "EMMSB/C1", "2024", 1): 74,
    (39, "EGMSB", "2024", 1): 158,
    (40, "EMGSB", "2024", 9): 83,
    (41, "EGGSB", "2024", 6): 157.5,
}


def test_the_values_cited_are_the_published_ones():
    from fractions import Fraction

    rows = [ln.split("\t") for ln in (DATA / "expected.tsv").read_text(encoding="utf-8").splitlines()
            if ln and not ln.startswith("#")][1:]
    published = {(int(ex), c, ed, int(team)): Fraction(want) for ex, c, ed, kind, team, want in rows if kind == "value"}
    for key, value in CITED.items():
        assert published[key] == Fraction(str(value)), key


def test_registered_with_frozen_parameters():
    m = meta()
    for name in ("MATCH_POINTS", "PUNTOS_MATCH", "GAME_POINTS", "PUNTOS_PARTIDA", "TEAM_BUCHHOLZ",
                 "BUCHHOLZ_EQUIPOS", "TEAM_SONNEBORN_BERGER", "SONNEBORN_BERGER_EQUIPOS", "TEAM_TIEBREAKS",
                 "DESEMPATES_EQUIPOS", "TEAM_STANDINGS", "CLASIFICACION_EQUIPOS"):
        assert name in m and m[name]["name"] == name
    assert [p["name"] for p in m["TEAM_BUCHHOLZ"]["parameters"]] == [
        "results", "basis", "rules", "cut", "median", "team", "settings", "places", "names"]
    assert [p["name"] for p in m["BUCHHOLZ_EQUIPOS"]["parameters"]] == [
        "resultados", "base", "reglas", "corte", "mediano", "equipo", "configuracion", "lugares", "nombres"]
    assert [p["name"] for p in m["TEAM_SONNEBORN_BERGER"]["parameters"]] == [
        "results", "basis", "rules", "cut", "team", "settings", "places", "names"]
    assert [p["name"] for p in m["MATCH_POINTS"]["parameters"]] == ["results", "team", "settings", "places", "names"]
    assert [p["name"] for p in m["TEAM_STANDINGS"]["parameters"]] == ["results", "codes", "names", "settings", "places"]
    assert [p.get("optional", False) for p in m["TEAM_BUCHHOLZ"]["parameters"]] == [False] + [True] * 8


def test_points_one_value_per_row(host):
    call = host.call
    # Held ex. 34: every team's MP; GP of teams 1-3
    assert [r[0] for r in call("MATCH_POINTS", held_cells())] == [10, 10, 10, 10, 10, 7, 6, 7, 6, 5, 4, 2, 6, 4]
    assert [r[0] for r in call("PUNTOS_PARTIDA", held_cells())][:3] == [17.5, 17, 16]
    # label columns recognised; a blank row at the end gives an empty cell
    got = call("GAME_POINTS", held_cells(with_labels=True) + [[None] * 9])
    assert got[0] == [17.5] and got[-1] == [""]  # Held ex. 34: team 1's GP
    assert call("GAME_POINTS", held_cells(with_labels=True), "Equipo 5") == [[18]]  # Held ex. 34: team 5's GP
    assert call("PUNTOS_MATCH", held_cells(), 12) == [[2]]  # Held ex. 34: team 12's MP


def test_buchholz_and_sonneborn_berger_arguments(host):
    call = host.call
    cells = held_cells()
    assert call("TEAM_BUCHHOLZ", cells, "MP", "FIDE2024")[0] == [64]  # Held ex. 35: BH on MP, team 1
    assert call("TEAM_BUCHHOLZ", cells, "MP", "FIDE2024", 1)[0] == [57]  # Held ex. 36: BH/C1 on MP, team 1
    assert call("TEAM_BUCHHOLZ", cells, "GP", "FIDE2024", 1)[0] == [100.5]  # Held ex. 37: BH/C1 on GP, team 1
    # ex. 37 under the 2026 rules (the reference implementation's value, not the paper's): BH on GP, team 1
    assert call("BUCHHOLZ_EQUIPOS", cells, "PP", "FIDE2026", None, None, 1) == [[110.5]]
    assert call("TEAM_SONNEBORN_BERGER", cells, "GM", "FIDE2024", None, 1) == [[158]]  # Held ex. 39: EGMSB, team 1
    assert call("TEAM_SONNEBORN_BERGER", cells, "EGGSB", "FIDE2024", None, 6) == [[157.5]]  # Held ex. 41: team 6
    assert call("TEAM_SONNEBORN_BERGER", cells, "MG", "FIDE2024", None, 9) == [[83]]  # Held ex. 40: EMGSB, team 9
    assert call("SONNEBORN_BERGER_EQUIPOS", cells, "MP", "FIDE2024", 1, 1) == [[74]]  # Held ex. 38: EMMSB/C1, team 1
    # the rules from the settings when the argument is blank (Held ex. 35 again)
    assert call("TEAM_BUCHHOLZ", cells, "MP", None, None, None, 1, "rules=FIDE2024") == [[64]]


def test_tiebreaks_and_standings(host):
    call = host.call
    cells = held_cells()
    got = call("TEAM_TIEBREAKS", cells, "MP EDE BH:MP", "reglas=FIDE2024")
    # team 4: MP 10 (Held ex. 34), first of the five teams on 10 MP by EDE (ex. 45), BH on MP 56
    # (ex. 35); team 11 stays tied with team 14 (ex. 42): EDE 0, no position
    assert got[3] == [10, 1, 56] and got[10][1] == 0
    table = call("TEAM_STANDINGS", cells, "MP EDE", None, "rules=FIDE2024")
    assert table[0] == ["Rank", "No.", "Team", "Match points", "Game points", "EDE"]
    assert [r[1] for r in table[1:6]] == [4, 2, 1, 3, 5]  # Held ex. 45: EDE orders the teams on 10 MP
    es = call("CLASIFICACION_EQUIPOS", cells, "FEDA_TEAMS", None, "reglas=FIDE2024")
    assert es[0][:5] == ["Puesto", "Nº", "Equipo", "Puntos match", "Puntos partida"]
    assert es[0][5:] == ["DE/A", "BH:MP", "SB:MP"]  # FEDA: GP (shown already), DE when all met, BH, SB


def test_team_settings(host):
    """A 2-board crosstable with 3/1/0 match points and game points ranked first. By hand
    (seed 001 §2.1.2: more than half of 2 boards' points, 1, wins): team 1 beats team 2 2-0 and
    team 3 1½-½ (6 MP, 3½ GP); team 2 draws team 3 1-1 (team 2: 0 + 1 = 1 MP, team 3: 0 + 1 = 1
    MP); on game points first team 1 (3½) ranks first."""
    call = host.call
    cells = [["X", "2", "1.5"], ["0", "X", "1"], ["0.5", "1", "X"]]
    assert [r[0] for r in call("MATCH_POINTS", cells, None, "match_points=3/1/0")] == [6, 1, 1]
    settings = [["puntos_match", "3/1/0"], ["principal", "GP"], ["tableros", 2]]
    table = call("TEAM_STANDINGS", cells, None, None, settings)
    assert table[1][:5] == [1, 1, "", 6, 3.5]


def test_errors_are_messages_in_the_language_asked(host):
    assert "basis" in host.error("TEAM_BUCHHOLZ", held_cells(), "XP")
    assert "fila 1, ronda 1" in host.error("BUCHHOLZ_EQUIPOS", [["2w2.5"], ["3b1.5"], ["2w2"]])
    assert "fila 1, ronda 1" in host.error("TEAM_TIEBREAKS", [["2w2.5"], ["3b1.5"], ["2w2"]], "MP",
                                           "idioma=es; tableros=4")
    assert "board-by-board" in host.error("TEAM_TIEBREAKS", held_cells(), "MP BC")
    assert "tableros" in host.error("MATCH_POINTS", held_cells(), None, "tableros=cuatro")
