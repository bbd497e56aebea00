"""The range interpreter's decisions (issue 25, issue 23 items 1 and 10): results typed as game
results or in the event's points, decided from the whole range; the range's own points column
proving the reading; each through the reader and the hosts' call paths. Values by hand."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.libreoffice import calc_args
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.settings import parse_settings
from xl_tiebreaks.udfs import REGISTRY

from .hosts import Classic, OfficeJs

S310 = [["win", 3], ["draw", 1], ["loss", 0]]
S210 = [["victoria", 2], ["tablas", 1], ["derrota", 0]]

# a 4-player round robin: A beat B, drew C, beat D; B beat C, lost to D; C drew D.
# Game results: A 2.5, B 1, C 1, D 1.5. Under 3/1/0: A 7, B 3, C 2, D 4.
RR_GAMES = [["A", "X", "1", "½", "1"], ["B", "0", "X", "1", "0"], ["C", "½", "0", "X", "½"],
            ["D", "0", "1", "½", "X"]]
RR_POINTS = [["A", "X", 3, 1, 3], ["B", 0, "X", 3, 0], ["C", 1, 0, "X", 1], ["D", 0, 3, 1, "X"]]
WANT_310 = {1: F(7), 2: F(3), 3: F(2), 4: F(4)}


def _points(cells, settings=None):
    got = read_results(cells, settings=parse_settings(settings) if settings else None)
    t = got.tournament
    return {p.start_no: t.points(p.start_no) for p in t.participants}, [getattr(n, "code", "") for n in got.notes]


@pytest.mark.parametrize("cells", [RR_GAMES, RR_POINTS], ids=["typed as results", "typed in points"])
def test_three_one_zero_crosstable_either_notation(cells):
    """Issue 23 item 1: under 3/1/0, a crosstable typed 1 / ½ / 0 (as the templates'
    instructions say) and one typed 3 / 1 / 0 give the same points (a win 3, not a draw)."""
    pts, notes = _points(cells, S310)
    assert pts == WANT_310
    assert ("note_results_as_games" if cells is RR_GAMES else "note_results_as_points") in notes


def test_ones_and_zeros_decided_by_the_games():
    """Only 1 and 0 typed: 1 against 0 makes a game as results (a win), not as points (a draw
    against a loss): read as results, whatever cell one looks at."""
    cells = [["X", "1", "1"], ["0", "X", "1"], ["0", "0", "X"]]
    pts, notes = _points(cells, S310)
    assert pts == {1: F(6), 2: F(3), 3: F(0)} and "note_results_as_games" in notes


def test_one_against_one_is_a_draw_in_points():
    """1 against 1 makes a game only in points (3/1/0: a draw each)."""
    cells = [["X", "1", "3"], ["1", "X", "1"], ["0", "1", "X"]]
    pts, notes = _points(cells, S310)
    assert pts == {1: F(4), 2: F(2), 3: F(1)} and "note_results_as_points" in notes


def test_a_range_that_reads_neither_way_names_both_readings():
    """1 against 0 in one game (results), 1 against 1 in another (points): refused, naming a
    cell of each reading and how to write the results."""
    cells = [["X", "1", "1"], ["0", "X", "1"], ["1", "1", "X"]]
    with pytest.raises(TiebreakError) as e:
        _points(cells, S310)
    assert e.value.code == "range_notation_ambiguous"
    msg = e.value.message("es")
    assert "resultados_como" in msg and "fila" in msg


@pytest.mark.parametrize("said,want", [("games", {1: F(6), 2: F(3), 3: F(0)}), ("points", None)])
def test_the_setting_says_how_results_are_typed(said, want):
    cells = [["X", "1", "1"], ["0", "X", "1"], ["0", "0", "X"]]
    if want is None:  # said points: 1 against 0 is a draw against a loss (kept, noted)
        pts, notes = _points(cells, S310 + [["results_as", said]])
        assert pts == {1: F(2), 2: F(1), 3: F(0)} and "note_odd_pair_ct" in notes
    else:
        assert _points(cells, S310 + [["resultados_como", "partidas"]])[0] == want


@pytest.mark.parametrize("r1,r2,want", [("1", "0", F(2)), ("2", "0", F(2)), ("½", "½", F(1)), ("1", "1", F(1))],
                         ids=["results win", "points win", "results draw", "points draw"])
def test_swiss_grid_two_one_zero(r1, r2, want):
    """A Swiss grid under 2/1/0 (the FMJD's draughts scoring): 12w1 is a win as a game result,
    12w2 in points; ½ a draw as a result, 1 against 1 a draw in points."""
    cells = [[f"2w{r1}", f"3b{r1}"], [f"1b{r2}", f"4w{r1}"], [f"4w{r1}", f"1w{r2}"], [f"3b{r2}", f"2b{r2}"]]
    pts, _ = _points(cells, S210)
    assert pts[1] == 2 * want


def test_pairing_list_three_one_zero():
    cells = [[1, 1, 1, 2, "1-0"], [1, 2, 3, 4, "½-½"], [2, 1, 1, 3, "0-1"], [2, 2, 2, 4, "1-0"]]
    pts, notes = _points(cells, S310)
    assert pts == {1: F(3), 2: F(3), 3: F(4), 4: F(1)} and "note_results_as_games" in notes


def test_a_bye_worth_half_in_a_one_half_zero_event_is_unchanged():
    """1/½/0 with another bye value: the notation is one; nothing to decide."""
    cells = [["2w1", "BYE"], ["1b0", "3w1"], ["BYE", "2b0"]]
    pts, notes = _points(cells, [["bye", 0.5]])
    assert pts == {1: F(3, 2), 2: F(1), 3: F(1, 2)} and not any(n.startswith("note_results_as") for n in notes)


# ------------------------------------------------------------------------------------------
# the proof: the range's points column

TABLE = [["No.", "Name", "1", "2", "3", "Pts."], [1, "Ana", "X", "1", "½", 1.5], [2, "Bea", "0", "X", "1", 1],
         [3, "Carla", "½", "0", "X", 0.5]]


def test_points_column_reproduced():
    pts, notes = _points(TABLE)
    assert pts == {1: F(3, 2), 2: F(1), 3: F(1, 2)} and "note_grid_total" not in notes


def test_points_column_that_disagrees_is_an_error_naming_the_row_and_both_totals():
    bad = [list(r) for r in TABLE]
    bad[2][5] = 2  # Bea: 2 typed, the results give 1
    with pytest.raises(TiebreakError) as e:
        _points(bad)
    err = e.value
    assert err.code == "range_points_disagree" and err.params["typed"] == "2" and err.params["got"] == "1"
    assert err.location.place.row == 3 and err.location.place.col == 6


def test_points_column_ignored_when_the_settings_say_so():
    bad = [list(r) for r in TABLE]
    bad[2][5] = 2
    pts, notes = _points(bad, [["points_column", "ignore"]])
    assert pts[2] == 1 and "note_grid_total" in notes


def test_points_column_proves_a_three_one_zero_table():
    """The points column is read under the event's scoring: a 3/1/0 table typed 1 / ½ / 0 with
    its 3/1/0 totals reads; the same totals under 1/½/0 are refused (a misread caught)."""
    cells = [["No.", "Name", "1", "2", "3", "Pts."], [1, "Ana", "X", "1", "½", 4], [2, "Bea", "0", "X", "1", 3],
             [3, "Carla", "½", "0", "X", 1]]
    assert _points(cells, S310)[0] == {1: F(4), 2: F(3), 3: F(1)}
    with pytest.raises(TiebreakError) as e:
        _points(cells)
    assert e.value.code == "range_points_disagree"


# ------------------------------------------------------------------------------------------
# through the hosts' call paths

HOSTS = [OfficeJs(), OfficeJs(culture="es-ES"), Classic()]


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_three_one_zero_through_the_hosts(host):
    got = host.call("POINTS", RR_GAMES, None, S310)
    assert [F(v[0]) for v in got] == [WANT_310[k] for k in (1, 2, 3, 4)]
    got = host.call("PUNTOS", RR_POINTS, None, S310)
    assert [F(v[0]) for v in got] == [WANT_310[k] for k in (1, 2, 3, 4)]


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_points_column_disagreement_through_the_hosts(host):
    bad = [list(r) for r in TABLE]
    bad[2][5] = 2
    msg = host.error("POINTS", bad)
    assert "3" in msg and ("points_column" in msg or "columna_puntos" in msg)


def test_three_one_zero_through_libreoffice_arguments():
    info = {i.name: i for i in REGISTRY}["PUNTOS"]
    calc = tuple(tuple(r) for r in RR_GAMES)
    settings = tuple(tuple(r) for r in S310)
    got = calc_args.call(info, (calc, None, settings))
    assert [F(r[0]) for r in got] == [WANT_310[k] for k in (1, 2, 3, 4)]


# ------------------------------------------------------------------------------------------
# the templates: the Settings sheet sets 3/1/0, the results are typed 1 / ½ / 0 as the
# instructions say (issue 23 item 1: a typed 1 was read as a draw)

SEED000_310 = {"A": 11, "B": 9, "C": 9, "D": 5, "E": 4, "F": 1}  # 3 a win, 1 a draw, by hand
SEED002_310 = {"F": 7, "A": 7, "E": 4, "B": 4, "C": 3, "D": 0}


def _three_one_zero(path, lay):
    from openpyxl import load_workbook

    wb = load_workbook(path)
    ws = wb[lay.sheets["settings"]]
    ws.cell(row=lay.settings_rows["win"], column=2, value=3)
    ws.cell(row=lay.settings_rows["draw"], column=2, value=1)
    wb.save(path)


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("kind", ["round_robin", "swiss"])
def test_three_one_zero_template_typed_with_game_results(tmp_path, lang, kind):
    """A template set to 3/1/0 with its results typed 1 / ½ / 0: compute gives 3 a win, 1 a
    draw (the round robin's and the Swiss grid's Pts columns)."""
    from openpyxl import load_workbook

    from xl_tiebreaks.workbook.compute import compute

    from .test_workbook import headers, rows_by_name, seed000_workbook, seed002_workbook

    src, lay = (seed000_workbook if kind == "round_robin" else seed002_workbook)(tmp_path, lang)
    _three_one_zero(src, lay)
    report = compute(src, tmp_path / "out.xlsx")
    assert report.errors == []
    ws = load_workbook(tmp_path / "out.xlsx")[lay.results_sheet]
    head, rows = headers(ws), rows_by_name(ws)
    want = SEED000_310 if kind == "round_robin" else SEED002_310
    assert {n: rows[n][head.index("Pts")] for n in want} == want


# ------------------------------------------------------------------------------------------
# row alignment (issue 23 item 5): a range that includes its header row answers the column's
# title there, values only on the players' rows

WITH_HEADER = [["Torneo social", None, None, None, None, None], ["No.", "Name", "1", "2", "3", "Pts."],
               [1, "Ana", "X", "1", "½", 1.5], [2, "Bea", "0", "X", "1", 1], [3, "Carla", "½", "0", "X", 0.5],
               [None] * 6, ["Árbitro: J. Pérez", None, None, None, None, None]]


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_header_row_answers_the_title(host):
    """The title line, the blank and the note rows answer blank; the header row the codes; each
    value stands on its player's row (a formula entered one row out of place shows a title
    where a number should be, never a number beside the wrong player)."""
    got = host.call("TIEBREAKS", WITH_HEADER, "PTS SB")
    assert got == [["", ""], ["PTS", "SB"], [1.5, 1.25], [1, 0.5], [0.5, 0.75], ["", ""], ["", ""]]
    assert [r[0] for r in host.call("BUCHHOLZ", WITH_HEADER)] == ["", "BH", 1.5, 2, 2.5, "", ""]
    assert host.call("BUCHHOLZ", WITH_HEADER, None, None, None, "Bea") == [[2]]  # one player: his value


def test_team_header_row_answers_the_title():
    cells = [["Rk.", "Team", "1", "2", "3", "TB1"], [1, "Alfa", "*", "3", "2½", 11], [2, "Beta", "1", "*", "2", 7],
             [3, "Gamma", "1½", "2", "*", 6]]
    got = OfficeJs().call("TEAM_TIEBREAKS", cells, "MP GP", [["boards", 4]])
    assert got == [["MP", "GP"], [4, 5.5], [1, 3], [1, 3.5]]  # Alfa won 3-1, 2½-1½; Beta drew Gamma 2-2


def test_libreoffice_arguments_header_row():
    info = {i.name: i for i in REGISTRY}["BUCHHOLZ"]
    calc = tuple(tuple(r) for r in WITH_HEADER[1:5])
    got = calc_args.call(info, (calc, None, None, None, None, None))
    assert [r[0] for r in got] == ["BH", 1.5, 2, 2.5]


# ------------------------------------------------------------------------------------------
# issue 25 items 3-4: double round robins and crosstable cells as game scores, values by hand.
# Ana-Bea 1-0 then 0-1; Ana-Cris ½ then 1; Bea-Cris 1 then ½: Ana 2.5, Bea 2.5, Cris 1.

DRR_WANT = [F(5, 2), F(5, 2), F(1)]
DRR_SHAPES = {
    "two blocks under Ida / Vuelta": [
        [None, None, "Ida", None, None, "Vuelta", None, None, None],
        ["Nº", "Nombre", 1, 2, 3, 1, 2, 3, "Ptos."],
        [1, "Ana", None, "1", "½", None, "0", "1", 2.5], [2, "Bea", "0", None, "1", "1", None, "½", 2.5],
        [3, "Cris", "½", "0", None, "0", "½", None, 1]],
    "two columns per opponent, merged number (Hinrunde / Rückrunde)": [
        ["Hinrunde / Rückrunde", None, None, None, None, None, None, None, None],
        ["Nr.", "Name", 1, None, 2, None, 3, None, "Pkt."],
        [1, "Ana", None, None, "1", "0", "½", "1", "2,5"], [2, "Bea", "0", "1", None, None, "1", "½", "2,5"],
        [3, "Cris", "½", "0", "0", "½", None, None, 1]],
    "two columns per opponent, number repeated": [
        ["No.", "Name", 1, 1, 2, 2, 3, 3, "Pts."],
        [1, "Ana", "X", "X", "1", "0", "½", "1", 2.5], [2, "Bea", "0", "1", "X", "X", "1", "½", 2.5],
        [3, "Cris", "½", "0", "0", "½", "X", "X", 1]],
    "two results in a cell, spaced": [
        ["Ana", "X", "1 0", "½ 1"], ["Bea", "0 1", "X", "1 ½"], ["Cris", "½ 0", "0 ½", "X"]],
}


@pytest.mark.parametrize("shape", list(DRR_SHAPES), ids=list(DRR_SHAPES))
@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_double_round_robin_shapes(shape, host):
    cells = DRR_SHAPES[shape]
    got = host.call("POINTS", cells)
    values = [v[0] for v in got if isinstance(v[0], (int, float))]
    assert [F(v).limit_denominator(10) for v in values] == DRR_WANT


def test_glued_results_with_a_half():
    """Two results glued in a cell (1½, ½½); 10 and 01 stay the numbers ten and one."""
    cells = [["Ana", "X", "1½", "½1"], ["Bea", "0½", "X", "½½"], ["Cris", "½0", "½½", "X"]]
    pts, notes = _points(cells)
    assert pts == {1: F(3), 2: F(3, 2), 3: F(3, 2)}


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_crosstable_cells_as_game_scores(host):
    """A crosstable whose cells hold the game's score, the row player's side first."""
    cells = [["Ana", "X", "1-0", "½-½"], ["Bea", "0-1", "X", "1:0"], ["Cris", "½-½", "0:1", "X"]]
    assert [v[0] for v in host.call("POINTS", cells)] == [1.5, 1, 0.5]
    # (both sides 1-0: one result each of 1, kept as written with a warning, as any 1 against 1)
    assert host.call("POINTS", [["X", "1-0"], ["1-0", "X"]]) == [[1], [1]]


def test_german_export_headers():
    """chess-results' German export: Rg., Snr, Name, Land, Elo, Verein/Ort, 1.Rd..., Pkt., Wtg1."""
    cells = [["Endstand nach 2 Runden", None, None, None, None, None, None, None, None, None],
             ["Rg.", "Snr", "Name", "Land", "Elo", "Verein/Ort", "1.Rd", "2.Rd", "Pkt. ", "Wtg1"],
             [1, 2, "Maier, Anna", "AUT", 1512, "SV Ried", "3s1", "4w1", "2", "2"],
             [2, 1, "Huber, Karl", "AUT", 1600, "SK Linz", "4s½", "3w1", "1,5", "2,5"],
             [3, 3, "Gruber, Eva", "GER", 1400, "SC Passau", "1w0", "2s0", "0", "3,5"],
             [4, 4, "Bauer, Max", "AUT", 1450, "SV Ried", "2w½", "1s0", "0,5", "3"]]
    pts, notes = _points(cells)
    # the players are their start numbers (Snr; issue 34 item 6), the rounds naming opponents by
    # rank (Rg.): Snr 2 Maier 2, Snr 1 Huber 1½, Snr 3 Gruber 0, Snr 4 Bauer ½
    assert pts == {2: F(2), 1: F(3, 2), 3: F(0), 4: F(1, 2)}


# a pairing list naming players only by name, round blocks one under another (issue 25 item 4);
# one player per name by the product's one rule (xl_tiebreaks.names): García, Ana = Ana Garcia

BY_NAME = [["Round 1", None, None, None], ["Board", "White", "Result", "Black"],
           [1, "García, Ana", "1 - 0", "Bea López"], [2, "Cris Ruiz", "0.5 - 0.5", "Dani Sol"],
           [3, "Eva Paz", "BYE 1", None],
           ["Round 2", None, None, None], ["Board", "White", "Result", "Black"],
           [1, "Bea Lopez", "0 - 1", "Cris Ruiz"], [2, "Dani Sol", "½-½", "Ana Garcia"], [3, "Eva Paz", "1-0", "BYE"]]


@pytest.mark.parametrize("host", HOSTS, ids=lambda h: f"{h.name}-{getattr(h, 'culture', '')}")
def test_pairing_list_by_names(host):
    got = host.call("STANDINGS", BY_NAME, "PTS")
    table = {r[2]: r[3] for r in got[1:] if r and r[2]}
    assert table == {"García, Ana": 1.5, "Bea López": 0, "Cris Ruiz": 1.5, "Dani Sol": 1, "Eva Paz": 2}


def test_spanish_pairing_list_by_names():
    cells = [["Ronda 1", None, None, None], ["Mesa", "Blancas", "Resultado", "Negras"], [1, "Ana García", "1-0", "Bea López"],
             [2, "Cris Ruiz", "½-½", "Dani Sol"]]
    pts, _ = _points(cells)
    assert pts == {1: F(1), 2: F(0), 3: F(1, 2), 4: F(1, 2)}


# ---------------------------------------------------------------------------------------------
# round notations of other programs (issue 25: Papi's grille américaine, the US notation), and
# text tables with rule lines and two lines a player. Values by hand.
# ---------------------------------------------------------------------------------------------

NB = "\u00a0"


@pytest.mark.parametrize("cell", [lambda s, o, c: f"{s}{NB}{NB}{o}{c}", lambda s, o, c: f"{s}{o}{c}",
                                  lambda s, o, c: f" {s} {o} {c} "], ids=["papi-2016", "papi-2015", "spaced"])
def test_sign_first_rounds(cell):
    """Papi's rounds, sign first (``+ 2N`` won against 2 with Black, ``= 3B`` drawn with White,
    ``-`` lost), B / N the French colours (White / Black, read as the Spanish b / n), and
    ``EXE`` the exempt player's bye (a point): 3 players, 3 rounds."""
    from xl_tiebreaks.model import RoundKind

    rows = [["Pl", "Nom", "R 1", "R 2", "R 3", "Pts"],
            ["1", "ANA", cell("+", 2, "N"), cell("=", 3, "B"), "EXE", "2½"],
            ["2", "BEA", cell("-", 1, "B"), "EXE", cell("+", 3, "N"), "2"],
            ["3", "EVA", "EXE", cell("=", 1, "N"), cell("-", 2, "B"), "1½"]]
    got = read_results(rows)
    t = got.tournament
    assert {s: t.points(s) for s in (1, 2, 3)} == {1: F(5, 2), 2: F(2), 3: F(3, 2)}
    assert (t.rounds[1][0].colour, t.rounds[1][1].colour, t.rounds[2][0].colour) == ("b", "w", "w")
    assert t.rounds[1][2].kind == RoundKind.PAB and t.rounds[3][0].kind == RoundKind.PAB


def test_letter_first_rounds_and_the_us_letters():
    """The US notation (``W  2`` won against 2, ``D``, ``L``) makes a grid's lone letters the
    US ones: ``B`` a bye (a point), ``H`` a half-point bye, ``U`` a round not played (nothing),
    ``X`` a win by forfeit and ``F`` a loss by forfeit without an opponent written (a point /
    nothing). In a grid without them, the letters keep their meanings (``U`` a
    pairing-allocated bye, as TRF writes it)."""
    from xl_tiebreaks.model import RoundKind

    us = [["No.", "Name", "Rd 1", "Rd 2", "Rd 3", "Rd 4", "Total"],
          ["1", "ANA", "W   2", "B", "H", "F", "2.5"],
          ["2", "BEA", "L   1", "U", "X", "D   3", "1.5"],
          ["3", "EVA", "U", "H", "B", "D   2", "2"]]
    t = read_results(us).tournament
    assert {s: t.points(s) for s in (1, 2, 3)} == {1: F(5, 2), 2: F(3, 2), 3: F(2)}
    kinds = {(s, k + 1): t.rounds[s][k].kind for s in (1, 2, 3) for k in range(4)}
    assert (kinds[1, 2], kinds[1, 3], kinds[1, 4], kinds[2, 2], kinds[2, 3]) == (
        RoundKind.PAB, RoundKind.HALF_BYE, RoundKind.ZERO_BYE, RoundKind.ABSENT, RoundKind.FULL_BYE)
    trf_like = [["No.", "Name", "Rd 1", "Rd 2"], ["1", "ANA", "2w1", "U"], ["2", "BEA", "1b0", "U"]]
    t = read_results(trf_like).tournament
    assert t.rounds[1][1].kind == RoundKind.PAB and t.points(1) == 2


def test_text_table_two_lines_a_player():
    """A US Chess crosstable as text split on ``|``: rule lines are no rows, ``Round`` over the
    round's number heads a round, a player's second line gives the colours of his rounds and
    is nobody's row, a first player row of entries (``D   3``) is never taken for a header."""
    rule = ["-" * 40]
    rows = [rule,
            [" Pair ", " Player Name ", "Total", "Round", "Round", " "],
            [" Num  ", " Rtg (Pre->Post) ", " Pts ", "  1  ", "  2  ", " "],
            rule,
            ["    1 ", " ANA ", "1.5  ", "D   3", "W   2", ""],
            ["      ", " R: 1500 ->1510 ", "N:2  ", "W    ", "B    ", ""],
            rule,
            ["    2 ", " BEA ", "1.0  ", "B    ", "L   1", ""],
            ["   MI ", " R: 1400 ->1390 ", "     ", "     ", "W    ", ""],
            rule,
            ["    3 ", " EVA ", "0.5  ", "D   1", "U    ", ""],
            ["   ON ", " R: 1300 ->1300 ", "     ", "B    ", "     ", ""],
            rule]
    for locale in ("en", "es"):
        from .paste import paste

        got = read_results(paste(rows, locale))
        t = got.tournament
        assert {s: t.points(s) for s in (1, 2, 3)} == {1: F(3, 2), 2: F(1), 3: F(1, 2)}
        assert [t.rounds[1][0].colour, t.rounds[1][1].colour, t.rounds[3][0].colour] == ["w", "b", "b"]
        assert [got.row_players[i] for i in range(len(rows))] == [None] * 4 + [1, None, None, 2, None, None, 3,
                                                                             None, None]
