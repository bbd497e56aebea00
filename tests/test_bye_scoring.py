"""Byes and the event's scoring (issue 34 item 8): a bye value left blank is worth its result's
points under the scoring in force (a pairing-allocated or full-point bye a win's, a half-point
bye a draw's); a value given that differs is kept, never overridden, with a warning naming its
setting (in a template, the Settings / Configuración cell). Through the core, ``check``,
``standings`` and the add-in functions (the sheet layer as the hosts call it, and a template
computed as the add-in computes it).

The event, worked by hand (a 5-player Swiss, 2 rounds, scoring 3/1/0):

    round 1: 1-2 1-0, 3-4 ½-½, 5 pairing-allocated bye (PAB)
    round 2: 1-3 1-0, 2-5 1-0, 4 PAB

    points, bye blank (PAB = a win = 3):      bye typed 1 (kept):
      1: 3 + 3 = 6                            6
      2: 0 + 3 = 3                            3
      3: 1 + 0 = 1                            1
      4: 1 + 3 = 4                            1 + 1 = 2
      5: 3 + 0 = 3                            1 + 0 = 1
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.model import Participant, Result, RoundKind, RoundRecord, ScoreSystem, Tournament
from xl_tiebreaks.standings import Evaluation

W, D, L = Result.WIN, Result.DRAW, Result.LOSS


def _game(opp: int, colour: str, result: Result) -> RoundRecord:
    return RoundRecord(RoundKind.GAME, opp, colour, result)


PAB = RoundRecord(RoundKind.PAB)
ROUNDS = {
    1: (_game(2, "w", W), _game(3, "w", W)),
    2: (_game(1, "b", L), _game(5, "w", W)),
    3: (_game(4, "w", D), _game(1, "b", L)),
    4: (_game(3, "b", D), PAB),
    5: (PAB, _game(2, "b", L)),
}
NAMES = ["Ana", "Bea", "Carla", "Diego", "Elena"]
#: points by hand (module docstring): bye blank, bye typed 1
BLANK_BYE = [6, 3, 1, 4, 3]
TYPED_ONE = [6, 3, 1, 2, 1]


def _event(pab: Fraction | None) -> Tournament:
    ss = ScoreSystem(win=Fraction(3), draw=Fraction(1), loss=Fraction(0), pab=pab)
    return Tournament.build([Participant(i + 1, n) for i, n in enumerate(NAMES)], ROUNDS, total_rounds=2,
                            score_system=ss, pairing_system=None)


def _points(ev: Evaluation) -> list:
    return [ev.tournament.points(sn) for sn in range(1, 6)]


def _bye_warnings(notes) -> list:
    return [n for n in notes if getattr(n, "code", "").startswith("warn_bye_points")]


# -- the core ---------------------------------------------------------------------------------

def test_core_blank_bye_is_a_win_and_typed_one_is_kept_with_a_warning():
    blank = Evaluation(_event(None), rules="FIDE2026", pairing_system="swiss")
    assert _points(blank) == BLANK_BYE
    assert _bye_warnings(blank.notes) == []
    typed = Evaluation(_event(Fraction(1)), rules="FIDE2026", pairing_system="swiss")
    assert _points(typed) == TYPED_ONE  # kept, never overridden
    (w,) = _bye_warnings(typed.notes)
    assert w.params["setting"] == "pab" and w.params["value"] == "1" and w.params["worth"] == "3"
    assert "a win is worth 3" in w.message("en") and "(valor de una victoria: 3; puntuación" in w.message("es")


def test_a_bye_of_a_fraction_is_said_with_the_languages_decimal_mark():
    """A pairing-allocated bye typed 0.5 under 3/1/0 (a win is worth 3): the Spanish warning
    writes 0,5, as every Spanish message writes a decimal (the organiser's trial saw 0.5)."""
    half = Evaluation(_event(Fraction(1, 2)), rules="FIDE2026", pairing_system="swiss")
    (w,) = _bye_warnings(half.notes)
    assert "0.5 point(s)" in w.message("en") and "a win is worth 3" in w.message("en")
    assert "0,5 punto(s)" in w.message("es") and "0.5" not in w.message("es")


def test_the_scoring_in_a_bye_warning_is_said_with_the_languages_decimal_mark():
    """1/½/0 with the pairing-allocated bye typed ½: the Spanish warning says the scoring as
    1/0,5/0, with no comma before its bracket (the organiser's trial read "punto(s), (valor" and
    "puntuación 1/0.5/0")."""
    ss = ScoreSystem(pab=Fraction(1, 2))
    t = Tournament.build([Participant(i + 1, n) for i, n in enumerate(NAMES)], ROUNDS, total_rounds=2,
                         score_system=ss, pairing_system=None)
    (w,) = _bye_warnings(Evaluation(t, rules="FIDE2026", pairing_system="swiss").notes)
    assert "(scoring 1/0.5/0)" in w.message("en")
    es = w.message("es")
    assert "0,5 punto(s) (valor de una victoria: 1; puntuación 1/0,5/0)" in es, es


def test_core_old_scoring_with_a_typed_bye_of_one_reads_as_before_without_a_warning():
    """1/½/0 with every bye typed at its result's points (what the templates held before issue 34):
    the same values as a blank bye, and nothing to say."""
    ss = ScoreSystem(pab=Fraction(1), full_bye=Fraction(1), half_bye=Fraction(1, 2))
    t = Tournament.build([Participant(i + 1, n) for i, n in enumerate(NAMES)], ROUNDS, total_rounds=2,
                         score_system=ss)
    ev = Evaluation(t, rules="FIDE2026", pairing_system="swiss")
    # 1/½/0 by hand: 1: 1+1 = 2, 2: 0+1 = 1, 3: ½+0 = ½, 4: ½+1 = 1½, 5: 1+0 = 1
    assert _points(ev) == [2, 1, Fraction(1, 2), Fraction(3, 2), 1]
    assert _bye_warnings(ev.notes) == []


def test_core_every_bye_kind_against_its_result():
    """The full-point bye stands for a win, the half-point bye for a draw (3/1/0: 3 and 1)."""
    ss = ScoreSystem(win=Fraction(3), draw=Fraction(1), pab=Fraction(3), full_bye=Fraction(1),
                     half_bye=Fraction(1, 2))
    assert ss.byes_unlike_results() == [("full_bye", Fraction(1), "win", Fraction(3)),
                                        ("half_bye", Fraction(1, 2), "draw", Fraction(1))]
    assert ScoreSystem(win=Fraction(3), draw=Fraction(1), half_bye=Fraction(1)).byes_unlike_results() == []


# -- a template: the command line (standings, check) and the add-in's functions -------------------

def _template(tmp_path: Path, lang: str, bye: object) -> tuple[Path, object]:
    from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, lay = build_workbook(TemplateSpec("swiss", 5, 2, lang=lang))
    fill_tournament(wb, lay, _event(None))
    st = wb[lay.sheets["settings"]]
    st.cell(row=lay.settings_rows["win"], column=2).value = 3
    st.cell(row=lay.settings_rows["draw"], column=2).value = 1
    st.cell(row=lay.settings_rows["bye"], column=2).value = bye
    p = tmp_path / f"bye_{lang}_{bye}.xlsx"
    save_workbook(wb, p)
    return p, lay


@pytest.mark.parametrize("lang", ["es", "en"])
def test_template_bye_cells_are_blank_by_default(lang):
    """A new template leaves the byes blank (they follow the scoring typed); its notes say so."""
    from xl_tiebreaks.templates import TemplateSpec
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang=lang))
    st = wb[lay.sheets["settings"]]
    for role in ("bye", "half_bye", "full_bye"):
        assert st.cell(row=lay.settings_rows[role], column=2).value is None
    assert ("los puntos de una victoria" if lang == "es" else "a win's points") in "".join(
        str(c.value or "") for c in st[lay.settings_rows["bye"]])


@pytest.mark.parametrize("lang", ["es", "en"])
def test_template_standings_and_check(tmp_path, lang):
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

    sheet = "Configuración" if lang == "es" else "Settings"
    p, lay = _template(tmp_path, lang, None)
    st, notes = workbook_standings(read_workbook(p))
    pts = _standings_points(st)
    assert pts == dict(zip(range(1, 6), BLANK_BYE))
    assert _bye_warnings(list(st.notes) + list(notes)) == []
    p, lay = _template(tmp_path, lang, 1)
    st, notes = workbook_standings(read_workbook(p))
    assert _standings_points(st) == dict(zip(range(1, 6), TYPED_ONE))
    warns = {n.message(lg) for n in _bye_warnings(list(st.notes) + list(notes)) for lg in ("es", "en")}
    cell = f"{sheet}!B{lay.settings_rows['bye']}"
    assert warns and all(cell in w for w in warns), warns
    assert all("--score" not in w for w in warns)  # worded for the cell: what to type there
    assert any("escriba 3 en esta celda" in w for w in warns) and any("type 3 in this cell" in w for w in warns)
    # check: the same warning, not "no problems found"
    out = _cli(["check", str(p), "--lang", lang])
    assert cell in out and ("no se encontraron problemas" not in out and "no problems found" not in out), out
    out = _cli(["standings", str(p), "--lang", lang])
    assert cell in out, out


def _standings_points(st) -> dict:
    return {p.start_no: st.tournament.points(p.start_no) for p in st.tournament.participants}


def _cli(argv: list[str]) -> str:
    import contextlib
    import io

    from xl_tiebreaks.cli import main

    buf, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
        code = main(argv)
    assert code == 0, (code, buf.getvalue(), err.getvalue())  # (warnings only: done)
    return buf.getvalue() + err.getvalue()


# -- the add-in's functions, as a host calls them ---------------------------------------------------

#: the event as a Swiss grid (one cell a round), as an organiser types it in a range
CELLS = [["Ana", "2w1", "3w1"], ["Bea", "1b0", "5w1"], ["Carla", "4w½", "1b0"], ["Diego", "3b½", "libre"],
         ["Elena", "libre", "2b0"]]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_functions_blank_and_typed_bye(lang):
    from xl_tiebreaks.udfs import POINTS, RULES_AND_WARNINGS

    keys = ("Victoria", "Tablas", "Libre", "Idioma") if lang == "es" else ("Win", "Draw", "Bye", "Language")
    blank = [[keys[0], 3], [keys[1], 1], [keys[2], None], [keys[3], lang], ["sistema" if lang == "es" else "system",
                                                                          "suizo" if lang == "es" else "swiss"]]
    typed = [row[:] for row in blank]
    typed[2][1] = 1
    assert [r[0] for r in POINTS(CELLS, None, blank)] == BLANK_BYE
    assert [r[0] for r in POINTS(CELLS, None, typed)] == TYPED_ONE
    lines = [r[0] for r in RULES_AND_WARNINGS(CELLS, None, None, blank)]
    assert not any("bye" in str(x) and "3" in str(x) and ("win" in str(x) or "victoria" in str(x)) for x in lines[1:])
    lines = [str(r[0]) for r in RULES_AND_WARNINGS(CELLS, None, None, typed)]
    said = [x for x in lines if ("(valor de una victoria: 3; puntuación" if lang == "es" else "where a win is worth 3") in x]
    assert len(said) == 1, lines
    # a function names its settings argument: the template's cell, or key=value in a typed formula
    assert ("libre=3" if lang == "es" else "pab=3") in said[0], said


@pytest.mark.parametrize("lang", ["es", "en"])
def test_template_computed_as_the_add_in_computes_it(tmp_path, lang):
    """The template's own formulas through the sheet layer (``compute``: the add-in's functions
    on the template's ranges): the points column and the block of rules and warnings naming the
    settings cell."""
    from openpyxl import load_workbook

    from xl_tiebreaks.workbook.compute import compute

    sheet = "Configuración" if lang == "es" else "Settings"
    for bye, want in ((None, BLANK_BYE), (1, TYPED_ONE)):
        p, lay = _template(tmp_path, lang, bye)
        out = tmp_path / f"out_{lang}_{bye}.xlsx"
        compute(p, out)
        ws = load_workbook(out)[lay.results_sheet]
        pts_col = lay.results_first_col + lay.results_width
        got = [ws.cell(row=5 + i, column=pts_col).value for i in range(5)]
        assert got == want, got
        block = [str(ws.cell(row=r, column=1).value or "") for r in range(1, ws.max_row + 1)]
        cell = f"{sheet}!B{lay.settings_rows['bye']}"
        said = [b for b in block if cell in b and ("victoria" in b or "a win" in b)]
        assert len(said) == (1 if bye == 1 else 0), block
