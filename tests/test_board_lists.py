"""Pairing lists pasted from chess-results and Swiss-Manager (xl_tiebreaks.readers.board_lists;
issue 13's last gap): one block per round under its title line, a ``Bo. | No. | White | Rtg |
Pts. | Result | Pts. | Black | Rtg | No.`` header in English, Spanish or German, byes and
players not paired as those lists print them. Real events of the corpus (Vega's Koshnitsky Cup:
byes, forfeits, withdrawals; chess-results' Moscow Open A: 220 players) written that way give,
through the Excel functions, the core's values from their TRF, player by player."""

from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import RoundKind
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.settings import Settings
from xl_tiebreaks.standings import compute_standings

from . import organisers
from .helpers import assert_rows_match
from .hosts import Classic, OfficeJs

DATA = Path(__file__).parent / "data"
KOSHNITSKY = DATA / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf"
MOSCOW = DATA / "realdata" / "chessresults_2018_moscow_open_a" / "tournament.trf"
CODES = "PTS BH BH/C1 SB PS WIN BPG ARO TPR PTP APRO DE"


def _settings(t):
    pab = t.score_system.pab if t.score_system.pab is not None else t.score_system.win
    out = [["Sistema", "suizo"], ["Rondas", t.rounds_announced], ["Libre", float(pab)], ["sin_elo", 1000]]
    if t.start_date:
        out.append(["Fecha", _dt.datetime(t.start_date.year, t.start_date.month, t.start_date.day)])
    return out


def _same_values(t, got, codes=CODES):
    """One row per player in start-number order, each tie-break the core's from the TRF."""
    ref = compute_standings(t, codes, pairing_system="swiss", unrated_rating=1000, rules="FIDE")
    assert_rows_match(ref, t.participants, got)


@pytest.mark.parametrize("lang", ["en", "es", "de"])
@pytest.mark.parametrize("header_once,absent_rows", [(False, True), (True, False)])
@pytest.mark.parametrize("trf", [KOSHNITSKY, MOSCOW], ids=lambda p: p.parent.name)
def test_pasted_pairing_lists_give_the_core_values(trf, lang, header_once, absent_rows):
    """Every round's pairing list pasted one under the other (title line, header row once or in
    every block, byes, players not paired or left out) gives through TIEBREAKS the values the
    core gives from the event's TRF, and the names and ratings the lists show."""
    t = read_trf(trf).tournament
    sheet = organisers.chess_results_boards(t, lang, header_once=header_once, absent_rows=absent_rows)
    got = OfficeJs(culture="es-ES").call("TIEBREAKS", sheet.cells, CODES, None, _settings(t))
    _same_values(t, got)
    r = read_results(sheet.cells, settings=Settings())
    assert r.layout == "pairings"
    assert [(p.start_no, p.name, p.rating) for p in r.tournament.participants] == \
        [(p.start_no, p.name, p.rating) for p in t.participants]


def test_pasted_pairing_list_through_the_classic_host():
    t = read_trf(KOSHNITSKY).tournament
    sheet = organisers.chess_results_boards(t, "es")
    got = Classic().call("TIEBREAKS", sheet.cells, CODES, None, _settings(t))
    _same_values(t, got)


def test_byes_and_players_not_paired_read_as_their_kind():
    """``bye`` with its points is a pairing-allocated bye; ``not paired`` with ½ a half-point
    bye, with 0 an absence, with 1 a full-point bye; ``- 1`` (the German lists) the bye's
    point; a withdrawal written where the opponent goes, a withdrawal."""
    cells = [["Round 1 on 2025/10/14"], ["Bo.", "No.", "White", "Rtg", "Result", "Black", "Rtg", "No."],
             [1, 1, "Ana", 2000, "1 - 0", "Bea", 1900, 2], [2, 3, "Carla", 1800, "+ - -", "Dora", 1700, 4],
             [3, 5, "Eva", 1600, "1", "bye", None, None], [4, 6, "Flor", 1500, "½", "not paired", None, None],
             [5, 7, "Gala", 1400, "0", "not paired", None, None], [6, 8, "Hada", 1300, "1", "not paired", None, None],
             ["Round 2 on 2025/10/21"],
             [1, 2, "Bea", 1900, "½ - ½", "Carla", 1800, 3], [2, 4, "Dora", 1700, "0 - 0", "Eva", 1600, 5],
             [3, 1, "Ana", 2000, "- 1", "spielfrei", None, None], [4, 6, "Flor", 1500, "", "Retirado", None, None]]
    r = read_results(cells, settings=Settings())
    k = {s: [x.kind for x in recs] for s, recs in r.tournament.rounds.items()}
    K = RoundKind
    assert k[3] == [K.FORFEIT_WIN, K.GAME] and k[4] == [K.FORFEIT_LOSS, K.GAME]
    assert k[5][0] is K.PAB and k[6] == [K.HALF_BYE, K.WITHDRAWN] and k[7] == [K.ABSENT, K.ABSENT]
    assert k[8][0] is K.FULL_BYE and k[1][1] is K.PAB
    assert [p.name for p in r.tournament.participants] == ["Ana", "Bea", "Carla", "Dora", "Eva", "Flor", "Gala",
                                                          "Hada"]
    assert r.tournament.points(4) == 0 and r.tournament.points(5) == 1  # (0 - 0: both lost)


def test_mistakes_of_a_pasted_list_each_at_its_cell():
    """Several independent mistakes in a pasted list: every one reported, each at the cell of the
    range that holds it (the result cell, a player's No. cell, a name that disagrees)."""
    cells = [["Ronda 1"], ["Mesa", "No.", "Blancas", "Elo", "Resultado", "Negras", "Elo", "No."],
             [1, 1, "Ana", 2000, "1 - 2", "Bea", 1900, 2], [2, 3, "Carla", 1800, "1 - 0", "Dora", 1700, 4],
             ["Ronda 2"], [1, 2, "Bea", 1900, "½ - ½", "Carla", 1800, 3], [2, 4, "Dorotea", 1700, "1 - 0", "Ana", 2000, 1]]
    with pytest.raises(TiebreakError) as info:
        read_results(cells, settings=Settings())
    got = info.value.every()
    assert [e.code for e in got] == ["bl_name_conflict"]  # (the list's own players first: a number is one player)
    assert got[0].message("es").startswith("fila 7, columna 3: el número inicial 4 es 'Dorotea' aquí pero 'Dora'")
    cells[6][2] = "Dora"
    cells[5][4] = "?"
    with pytest.raises(TiebreakError) as info:
        read_results(cells, settings=Settings())
    got = info.value.every()
    assert [e.code for e in got] == ["pl_result_not_in_system", "pl_bad_result"]
    assert got[0].location.startswith("row 3, column 5") and got[1].location.startswith("row 6, column 5")
    assert "(and 1 more mistake" in info.value.message("en") and "(y 1 error más" in info.value.message("es")


def test_boards_without_a_round_title_are_asked_for_it():
    cells = [["Bo.", "No.", "White", "Result", "Black", "No."], [1, 1, "Ana", "1 - 0", "Bea", 2]]
    with pytest.raises(TiebreakError) as info:
        read_results(cells, settings=Settings())
    assert info.value.code == "bl_no_round"
    assert "Round 3 on" in info.value.message("en") and "Ronda 3" in info.value.message("es")


def test_a_plain_pairing_list_is_still_read_as_before():
    """A five-column pairing list (round, board, White, Black, result) is not a pasted one."""
    r = read_results([["Ronda", "Mesa", "Blancas", "Negras", "Resultado"], [1, 1, 1, 2, "1-0"], [1, 2, 3, 4, "½-½"]],
                     settings=Settings())
    assert r.layout == "pairings" and r.tournament.points(1) == 1
