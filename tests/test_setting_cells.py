"""Messages about a setting of a template name the setting's cell (issue 17; the new-user
trial, 9): an ambiguous date names the date cell, unknown rules the rules cell, a value out
of bounds its own row, a points system that does not rank the rows of the points, a round
outside the event the 'As of round' cell; a rating tie-break left empty by unrated players
names the 'Sin Elo' / 'Unrated rating' row (in the cell's own message, by the key as typed;
through ``standings`` and ``compute``, by its cell). Each named cell holds what the message
is about (:class:`xl_tiebreaks.workbook.SheetPlaces`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
from xl_tiebreaks.templates.workbooks import build_workbook
from xl_tiebreaks.workbook.compute import compute
from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

DATA = Path(__file__).parent / "data"
EVENT = read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament  # FIDE's worked exercise

#: setting role -> (typed value, the error's code, words of the message in (es, en))
CASES = {
    # (a date typed as text reads as the workbook's language writes it: the date cases are typed
    # with the language setting 'en', where 4/10/25 reads day/month and month/day: issue 23)
    "date": ("4/10/25", "date_order_ambiguous", ("(mes/día)", "(month/day)")),
    "rules": ("FIDE2030", "rules_unknown", ("reglas desconocidas", "unknown rules")),
    "rounds": (0, "value_bound", ("número entero", "whole number")),
    "unrated": (5000, "value_bound", ("número entero", "whole number")),
    "round": (9, "round_out_of_range", ("fuera del torneo", "outside the tournament")),
    "win": (0.3, "score_order", ("una victoria debe valer", "a win must be worth")),
}


def _workbook(tmp_path: Path, lang: str, edit) -> tuple[Path, object]:
    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang=lang))
    fill_tournament(wb, lay, EVENT)
    edit(wb, lay)
    p = tmp_path / f"t_{lang}.xlsx"
    save_workbook(wb, p)
    return p, lay


def _cells(where: str) -> list[str]:
    """The cells a place names: ``Configuración!B6``, ``Settings!B9:B15`` (every cell of it)."""
    from openpyxl.utils import range_boundaries

    sheet, ref = where.split("!")
    c1, r1, c2, r2 = range_boundaries(ref)
    return [f"{sheet}!{chr(64 + c)}{r}" for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("role", sorted(CASES))
def test_a_setting_message_names_the_setting_cell(tmp_path, lang, role):
    value, code, words = CASES[role]

    def edit(wb, lay):
        wb[lay.sheets["settings"]].cell(row=lay.settings_rows[role], column=2).value = value
        if role == "date":
            wb[lay.sheets["settings"]].cell(row=lay.settings_rows["lang"], column=2).value = "en"

    p, lay = _workbook(tmp_path, lang, edit)
    with pytest.raises(TiebreakError) as got:
        workbook_standings(read_workbook(p))
    err = got.value
    assert err.code == code
    for lg in ("es", "en"):
        shown = err.message(lg)
        sheet = "Configuración" if lang == "es" else "Settings"
        m = re.match(rf"^({sheet}!B\d+(?::B\d+)?)", shown)
        assert m, shown
        assert words[0 if lg == "es" else 1] in shown
        ws = load_workbook(p)[sheet]
        held = [ws[c.split("!")[1]].value for c in _cells(m.group(1))]
        if role == "win":  # the points system: the rows of the points, the win among them
            assert value in held and len(held) == 7, held
        else:
            assert held == [value], (shown, held)  # the cell holds what the message quotes
            assert f"'{ws.cell(row=lay.settings_rows[role], column=1).value}'" in shown  # and its key


@pytest.mark.parametrize("lang", ["es", "en"])
def test_compute_names_the_date_cell(tmp_path, lang):
    def edit(wb, lay):
        wb[lay.sheets["settings"]].cell(row=lay.settings_rows["date"], column=2).value = "4/10/25"
        wb[lay.sheets["settings"]].cell(row=lay.settings_rows["lang"], column=2).value = "en"  # (day or month first)

    p, lay = _workbook(tmp_path, lang, edit)
    report = compute(p, tmp_path / "out.xlsx")
    sheet = "Configuración" if lang == "es" else "Settings"
    cell = f"{sheet}!B{lay.settings_rows['date']}"
    assert report.errors and all(say.message("en").startswith(cell) for _w, say in report.errors)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_unrated_players_point_at_the_unrated_rating_row(tmp_path, lang):
    """ARO with an unrated player and no rating announced for unrated players (C.07 art. 10):
    the tie-break column's first cell says so and names the setting's row by its key as typed
    ('Sin Elo' / 'Unrated rating'), not an internal key (sin_elo=<Elo>); the standings'
    warning names the row's cell. Typing a rating there fills the column."""

    def edit(wb, lay):
        wb[lay.ratings_at[0]].cell(row=7, column=lay.ratings_at[1]).value = None  # start number 3: unrated
        wb[lay.sheets["settings"]].cell(row=lay.order_rows[0], column=2).value = "ARO"

    p, lay = _workbook(tmp_path, lang, edit)
    key = "Sin Elo" if lang == "es" else "Unrated rating"
    sheet = "Configuración" if lang == "es" else "Settings"
    cell = f"{sheet}!B{lay.settings_rows['unrated']}"
    assert load_workbook(p)[sheet][cell.split("!")[1]].value is None
    assert load_workbook(p)[sheet][f"A{lay.settings_rows['unrated']}"].value == key
    # the template's narrow column says it short (its Mensajes / Messages setting: cortos /
    # short), the block of rules and warnings under the table whole, naming the cell (issue 23)
    out = tmp_path / "out.xlsx"
    compute(p, out)
    ws = load_workbook(out)[lay.results_sheet]
    aro = lay.results_first_col + lay.results_width + 1
    assert ws.cell(row=5, column=aro).value == ("ver ↓" if lang == "es" else "see ↓")
    block = [str(ws.cell(row=r, column=1).value or "") for r in range(1, ws.max_row + 1)]
    whole = [b for b in block if cell in b and ("sin valor para todos" in b or "left empty for everybody" in b)]
    assert len(whole) == 1 and "--unrated-rating" not in whole[0], block
    # the cell's own message, whole (the messages setting 'enteros' / 'whole'; what Excel,
    # LibreOffice and compute show)
    wb = load_workbook(p)
    wb[sheet].cell(row=lay.settings_rows["messages"], column=2).value = "enteros" if lang == "es" else "whole"
    wb.save(tmp_path / "whole.xlsx")
    compute(tmp_path / "whole.xlsx", out := tmp_path / "whole_out.xlsx")
    said = load_workbook(out)[lay.results_sheet].cell(row=5, column=aro).value
    assert f"'{key}'" in said and "sin_elo=" not in said and "unrated=" not in said, said
    assert ("escríbalo en el parámetro" if lang == "es" else "type it in the setting") in said
    # the standings' warning, in either language
    standings, _notes = workbook_standings(read_workbook(p))
    # (worded for the cell it names: what to type there, never the command line's option)
    warn = [n for n in standings.notes if getattr(n, "code", "") == "warn_unrated_empty_cell"]
    assert warn and all(w.message(lg).split(": ", 2)[1] == f"{cell} ({'parámetro' if lg == 'es' else 'setting'} "
                                                         f"'{key}')" for w in warn for lg in ("es", "en"))
    assert all("--unrated-rating" not in w.message(lg) for w in warn for lg in ("es", "en"))
    # a rating typed there: the column has values
    wb = load_workbook(p)
    wb[sheet][cell.split("!")[1]] = 1400
    wb.save(tmp_path / "rated.xlsx")
    compute(tmp_path / "rated.xlsx", tmp_path / "rated_out.xlsx")
    ws = load_workbook(tmp_path / "rated_out.xlsx")[lay.results_sheet]
    assert all(isinstance(ws.cell(row=r, column=aro).value, (int, float)) for r in range(5, 21))


def test_a_settings_range_without_the_row_keeps_the_plain_message():
    """A settings range of the organiser's own without an unrated row: the message tells the
    key to add (both names, in the message's language)."""
    from xl_tiebreaks.udfs import TIEBREAKS

    cells = [["2w1", "3b1"], ["1b0", "4w0"], ["4w0", "1w0"], ["3b1", "2b1"]]
    got = TIEBREAKS(cells, "PTS ARO", [[1800], [None], [1700], [1600]], [["Sistema", "suizo"], ["Idioma", "es"]])
    assert "sin_elo=<Elo>" in got[0][1]
    got = TIEBREAKS(cells, "PTS ARO", [[1800], [None], [1700], [1600]],
                    [["Sistema", "suizo"], ["Idioma", "es"], ["Sin Elo", None]])
    assert "'Sin Elo'" in got[0][1] and "sin_elo=<Elo>" not in got[0][1]


#: a team template's settings: role -> (typed value, the error's code)
TEAM_CASES = {"layout": ("xyz", "settings_bad_value"), "date": ("4/10/25", "date_order_ambiguous"),
              "boards": (0, "value_bound"), "rules": ("FIDE2030", "rules_unknown")}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("role", sorted(TEAM_CASES))
def test_a_team_setting_message_names_the_setting_cell(tmp_path, lang, role):
    """The same in a team workbook (its own keys, 'Tableros' / 'Boards', among them); the
    layout's name in the message's language (trial 9: 'layout' in a Spanish message)."""
    from xl_tiebreaks.templates import TeamTemplateSpec, fill_team_tournament
    from xl_tiebreaks.teams import read_team_crosstable

    rows = [["", "2.5", "3", "1"], ["1.5", "", "2", "2.5"], ["1", "2", "", "3"], ["3", "1.5", "1", ""]]
    tt = read_team_crosstable(rows, names=["Alcázar", "Peón Pasado", "Enroque", "Torre Blanca"], boards=4).tournament
    wb, lay = build_workbook(TeamTemplateSpec("round_robin", 4, 4, lang=lang))
    fill_team_tournament(wb, lay, tt)
    value, code = TEAM_CASES[role]
    wb[lay.sheets["settings"]].cell(row=lay.settings_rows[role], column=2).value = value
    if role == "date":  # (English: 4/10/25 reads day/month and month/day)
        wb[lay.sheets["settings"]].cell(row=lay.settings_rows["lang"], column=2).value = "en"
    p = tmp_path / "team.xlsx"
    save_workbook(wb, p)
    with pytest.raises(TiebreakError) as got:
        workbook_standings(read_workbook(p))
    assert got.value.code == code
    sheet = "Configuración" if lang == "es" else "Settings"
    cell = f"{sheet}!B{lay.settings_rows[role]}"
    key = load_workbook(p)[sheet][f"A{lay.settings_rows[role]}"].value
    for lg in ("es", "en"):
        shown = got.value.message(lg)
        assert shown.startswith(f"{cell} ({'parámetro' if lg == 'es' else 'setting'} '{key}'): "), shown
    if role == "layout":
        assert got.value.message("es").endswith("no es un valor válido para formato")
