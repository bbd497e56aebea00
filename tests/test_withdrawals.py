"""Withdrawn and absent players as organisers write them (new-user trial, finding 5): the words
Spanish, English and German sheets use read as a withdrawal (this round and every later one) or
as an absence (a round the player was not paired for), C.07 (2026) art. 16.1.2's voluntary
unplayed rounds; a word the reader does not know gets a message listing the words it accepts;
rounds left blank after a player's last game are a ``check`` finding at their cell, not silence."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.check import check_tournament
from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import PairingSystem, RoundKind
from xl_tiebreaks.readers.cells import ABSENT_WORDS, WITHDRAWN_WORDS
from xl_tiebreaks.readers.pairings import read_pairing_list
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.readers.swiss import read_swiss_grid
from xl_tiebreaks.settings import Settings

from .hosts import OfficeJs

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"
K = RoundKind

#: what Spanish, English and German organisers write for a player who withdrew
WITHDRAWN = ["Abandona", "Abandonó", "Retirado", "Retirada", "Ret.", "Baja", "De baja", "withdrawn", "Withdrew", "wd",
             "W/D", "W.D.", "zurückgezogen", "Ausgeschieden"]
#: ... and for a round the player was not paired for
ABSENT = ["NP", "N.P.", "n/p", "Ausente", "No presentado", "absent", "not paired", "nicht gepaart", "abwesend"]


def _grid(word: str, three: bool = False) -> list[list[object]]:
    """Four players, three rounds; player 4 plays round 1 and then ``word`` in round 2 (round 3
    left blank); the others get a bye in turn and play each other."""
    if three:
        return [[2, "w", 1, 3, "b", 1, "LIBRE", None, 1], [1, "b", 0, "LIBRE", None, 1, 3, "w", 1],
                [4, "w", "½", 1, "w", 0, 2, "b", 0], [3, "b", "½", word, None, None, None, None, None]]
    return [["2w1", "3b1", "LIBRE"], ["1b0", "LIBRE", "3w1"], ["4w½", "1w0", "2b0"], ["3b½", word, None]]


@pytest.mark.parametrize("three", [False, True], ids=["one cell", "three cells"])
@pytest.mark.parametrize("word", WITHDRAWN)
def test_withdrawal_words(word, three):
    t = read_swiss_grid(_grid(word, three)).tournament
    assert [r.kind for r in t.rounds[4]] == [K.GAME, K.WITHDRAWN, K.WITHDRAWN]
    assert t.points(4) == Fraction(1, 2)


@pytest.mark.parametrize("three", [False, True], ids=["one cell", "three cells"])
@pytest.mark.parametrize("word", ABSENT)
def test_absence_words(word, three):
    t = read_swiss_grid(_grid(word, three)).tournament
    assert [r.kind for r in t.rounds[4]] == [K.GAME, K.ABSENT, K.ABSENT]


def test_the_word_lists_hold_the_trial_words():
    """The trial's organiser wrote ``Abandona``; the brief's list: Retirado, Ret., Baja,
    withdrawn, wd, NP; each in the reader's lists (lower case)."""
    for w in ("abandona", "retirado", "ret.", "baja", "withdrawn", "wd"):
        assert w in WITHDRAWN_WORDS
    assert "np" in ABSENT_WORDS and not set(WITHDRAWN_WORDS) & set(ABSENT_WORDS)


def test_withdrawal_on_a_spanish_sheet_through_the_functions():
    """A Spanish sheet with a names column: ``Abandona`` is read as a withdrawal, not as a name
    missing from the list (the trial's "'Abandona' no está en la lista de nombres")."""
    rows = [["Ana", "Bea b 1", "Carla n 1", None], ["Bea", "Ana n 0", "LIBRE", "Carla b 1"],
            ["Carla", "Dora b ½", "Ana b 0", "Bea n 0"], ["Dora", "Carla n ½", "Abandona", None]]
    got = OfficeJs(culture="es-ES").call("PUNTOS", rows)
    assert [r[0] for r in got] == [2, 2, 0.5, 0.5]


@pytest.mark.parametrize("word", ["Se fue", "Lesionado", "Huyó"])
def test_an_unknown_word_gets_the_words_the_grid_accepts(word):
    with pytest.raises(TiebreakError) as info:
        read_results(_grid(word), settings=Settings())
    e = info.value
    assert e.code == "sw_unknown_word"
    en, es = e.message("en"), e.message("es")
    assert f"'{word}' is not a word the grid knows" in en and "Retirado" in en and "NP" in en and "BYE" in en
    assert f"'{word}' no es una palabra que el cuadro conozca" in es and "Retirado" in es and "LIBRE" in es
    assert "lista de nombres" not in es


def test_an_unknown_word_on_a_sheet_with_names():
    rows = [["Ana", "Bea b 1"], ["Bea", "Ana n 0"], ["Carla", "Se fue"]]
    with pytest.raises(TiebreakError) as info:
        read_results(rows, settings=Settings())
    assert info.value.code == "sw_unknown_word_names"
    assert "no es el nombre de un jugador ni una palabra que el cuadro conozca" in info.value.message("es")


def test_withdrawal_written_in_a_pairing_list():
    """A pairing list: a player with ``Retirado`` where the opponent goes has withdrawn (and is
    withdrawn in later rounds); ``NP`` there, absent; a result next to it is a mistake."""
    cells = [[1, 1, 1, 2, "1-0"], [1, 2, 3, 4, "½-½"], [2, 1, 2, 3, "0-1"], [2, 2, 1, "Retirado", None],
             [3, 1, 3, 2, "1-0"], [3, 2, 4, "NP", None]]
    t = read_pairing_list(cells).tournament
    assert [r.kind for r in t.rounds[1]] == [K.GAME, K.WITHDRAWN, K.WITHDRAWN]
    assert t.rounds[4][2].kind is K.ABSENT
    cells[3][4] = "1"
    with pytest.raises(TiebreakError) as info:
        read_pairing_list(cells)
    assert info.value.code == "pl_unplayed_with_result" and "'Retirado'" in info.value.message("es")


def test_rounds_left_blank_after_the_last_game_are_a_check_finding():
    """Player 4 plays round 1, then nothing: a warning from round 2 on (withdrawn? write it);
    written ``Retirado`` it is no finding."""
    t = read_swiss_grid(_grid(None)).tournament
    found = [f for f in check_tournament(t) if f.key == "absent_to_end"]
    assert [(str(f.where), f.params) for f in found] == [("player 4", {"r": 2})]
    assert found[0].message("en").startswith("no result from round 2 on (read as absent, 0 points each round): "
                                             "if he withdrew, write W/D")
    assert found[0].message("es").startswith("sin resultado desde la ronda 2 (se lee como ausencia, 0 puntos cada "
                                             "ronda): si se retiró, escriba Retirado en la ronda 2")
    t = read_swiss_grid(_grid("Retirado")).tournament
    assert not [f for f in check_tournament(t) if f.key == "absent_to_end"]
    # a round robin's rest rounds are no such thing
    assert not [f for f in check_tournament(read_swiss_grid(_grid(None)).tournament,
                                            pairing_system=PairingSystem.ROUND_ROBIN) if f.key == "absent_to_end"]


def test_tournament_check_names_the_blank_cell():
    rows = OfficeJs().call("TOURNAMENT_CHECK", _grid(None))
    hit = [r for r in rows if "no result from round 2 on" in r[2]]
    assert hit and hit[0][0] == "warning" and hit[0][1].startswith("row 4 (player 4")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_blank_rounds_named_at_the_sheet_cell(tmp_path, capsys, lang):
    """A template workbook whose player 12 has his last rounds blank: ``check`` names the cell of
    the first blank round (``Rondas!I16``: round 3's first cell of his row, its opponent's, where
    ``standings``' warning names it too: issue 34 item 10) in the sheet's words."""
    wb = tmp_path / "held.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", lang]) == 0
    book = load_workbook(wb)
    sheet = book["Rondas" if lang == "es" else "Rounds"]
    row = next(r for r in range(5, 21) if sheet.cell(r, 1).value == 5)
    for c in range(9, 18):  # player 5's rounds 3-5 emptied (and his opponents' cells of those rounds)
        v = sheet.cell(row, c).value
        sheet.cell(row, c).value = None
        if (c - 3) % 3 == 0 and isinstance(v, int):
            other = next(r for r in range(5, 21) if sheet.cell(r, 1).value == v)
            for k in range(3):
                sheet.cell(other, c + k).value = "NP" if k == 0 else None
    book.save(wb)
    capsys.readouterr()
    main(["check", str(wb), "--lang", lang])
    out = capsys.readouterr().out
    cell = f"{sheet.title}!I{row}"
    line = next(x for x in out.splitlines() if cell in x)
    if lang == "es":
        assert "sin resultado desde la ronda 3" in line and "Retirado" in line
    else:
        assert "no result from round 3 on" in line and "W/D" in line
