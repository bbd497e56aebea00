"""Every function cell of a template names a player as the command line does (issue 34): by
start number AND name (``Rondas!K16 (nº 12, Nick), ronda 3``), and ``compute`` says one finding
once.

The regression this guards: the templates' functions were given where their ranges are
(``places``), but the functions of the results and players' sheets (points, the tie-breaks'
columns, the rules and warnings) had no names range, so their messages named the player by
start number only (``Rondas!K16 (nº 12)``) and ``compute``, which prints the findings of every
function cell, said one finding twice (with and without the name). A function without a names
argument of its own now takes ``names`` after ``places``, and the templates pass their names
range there.

The kind is tested on every add-in template kind that has players (Swiss grid, crosstable; the
team templates name teams by their rows and rounds only), in English and Spanish, on the
command line's evaluator (``compute``) and through every host's argument path (xlwings classic
and Office.js, LibreOffice's argument shapes: the ``host`` fixture). A template made before
places (tests/data/templates_before_places) computes the same values:
tests/test_function_places.py."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from openpyxl import load_workbook
from openpyxl.worksheet.formula import ArrayFormula

from xl_tiebreaks.functions import FUNCTIONS, TEAM_FUNCTIONS
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
from xl_tiebreaks.templates.workbooks import build_workbook

from .hosts import HostError
from .test_function_places import _cli, call_args
from .test_sheet_messages import host  # noqa: F401 (Office.js, classic, LibreOffice's argument shapes)

DATA = Path(__file__).parent / "data" / "fide-exercises"
#: FIDE's held Swiss (16 players, 5 rounds) and held round robin (6 players)
SWISS = read_trf(DATA / "held_swiss_5.trf").tournament
ROUND_ROBIN = read_trf(DATA / "held_round_robin.trf").tournament
#: a player named by start number without his name, in either language: ``(nº 12)``, ``(No. 12)``,
#: a crosstable's ``(nº 4 contra nº 2)``, ``(No. 4 v No. 2, ...)``
BARE = re.compile(r"(?:nº|No\.) \d+(?:\)| contra | v )")
OURS = {n for f in FUNCTIONS for n in (f.en, f.es)}


def _formula(c) -> str:
    """A cell's formula (the Instrucciones' examples are texts to type by hand: not one)."""
    if c.data_type != "f":
        return ""
    text = c.value.text if isinstance(c.value, ArrayFormula) else c.value
    return text if isinstance(text, str) and text.startswith("=") else ""


def _bad(tmp_path: Path, kind: str, lang: str) -> tuple[Path, str, str, str]:
    """The template of ``kind`` filled with FIDE's held event, one result cell typed ``zz``:
    start number 12's round-3 result (Swiss), 4's result against 2 (crosstable). The file,
    the cell, the player's start number and name."""
    if kind == "swiss":
        spec, event, sn = TemplateSpec("swiss", 16, 5, lang=lang), SWISS, 12
    else:
        spec, event, sn = TemplateSpec("round_robin", 6, lang=lang), ROUND_ROBIN, 4
    wb, lay = build_workbook(spec)
    fill_tournament(wb, lay, event)
    ws = wb[lay.results_sheet]
    col = lay.results_first_col + (3 * 2 + 2 if kind == "swiss" else 2 - 1)
    cell = ws.cell(row=4 + sn, column=col)
    cell.value = "zz"
    path = tmp_path / f"{kind}_{lang}.xlsx"
    save_workbook(wb, path)
    return path, f"{lay.results_sheet}!{cell.coordinate}", str(sn), event.participant(sn).name


def _said(cell: str, sn: str, name: str, lang: str) -> str:
    """How the command line names the cell and the player: ``Rondas!K16 (nº 12, Nick`` (then
    ``)``, or a crosstable's opponent: ``contra nº 2, Bruno)``)."""
    return f"{cell} ({'nº' if lang == 'es' else 'No.'} {sn}, {name}"


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("kind", ["swiss", "round_robin"])
def test_every_function_cell_names_the_player_as_check_does_and_compute_says_it_once(tmp_path, kind, lang):
    path, cell, sn, name = _bad(tmp_path, kind, lang)
    where = _said(cell, sn, name, lang)
    checked = _cli(["check", str(path), "--lang", lang])
    assert where in checked and "'zz'" in checked, checked
    said = _cli(["compute", str(path), "--engine", "python", "--lang", lang])
    errors = [ln for ln in said.splitlines() if ln.startswith("error:") and "'zz'" in ln]
    assert len(errors) == 1 and where in errors[0], said  # one finding, once, named as check names it
    source = load_workbook(path)
    computed = load_workbook(path.with_name(path.stem + ("_calculado" if lang == "es" else "_computed") + ".xlsx"))
    seen = 0
    for ws in source.worksheets:
        for c in ws._cells.values():
            text = _formula(c)
            if not any(f"{n}(" in text for n in OURS):
                continue
            v = computed[ws.title][c.coordinate].value
            if isinstance(v, str) and "'zz'" in v:
                seen += 1
                assert where in v, (ws.title, c.coordinate, v)
            assert not (isinstance(v, str) and BARE.search(v)), (ws.title, c.coordinate, v)
    assert seen, "no function cell said the mistake"


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_function_of_the_template_names_the_player_in_every_host(tmp_path, host, lang):
    """Each function the Swiss template calls, called with the arguments its formula hands it
    (places and names included) as each host hands them: its message names the player by
    start number and name, as check does."""
    path, cell, sn, name = _bad(tmp_path, "swiss", lang)
    where = _said(cell, sn, name, lang)
    wb = load_workbook(path)
    done: set[str] = set()
    seen = 0
    for ws in wb.worksheets:
        for c in ws._cells.values():
            text = _formula(c)
            for fn in sorted(OURS - done):
                if f"{fn}(" not in text or fn in ("LISTA_PREMIOS", "PRIZE_LIST", "PREMIO_JUGADOR", "PLAYER_PRIZE"):
                    continue  # (no prize table: blank)
                done.add(fn)
                args = call_args(path, ws.title, c.coordinate, fn, lang)
                try:
                    got = host[0](fn, *args)
                except HostError:  # (xlwings Lite raises the message: Excel shows it on the cell)
                    got = [[host[1](fn, *args)]]
                lines = [str(x) for row in (got if isinstance(got, list) else [[got]]) for x in
                         (row if isinstance(row, list) else [row]) if isinstance(x, str)]
                lines = [x for x in lines if "'zz'" in x]  # (a narrow column's short message: ver ↓, see below)
                seen += bool(lines)
                assert all(where in x for x in lines), (fn, lines)
                assert not any(BARE.search(x) for x in lines), (fn, lines)
    assert seen >= 2, done  # (the rules and warnings, and the standings or the host's raise)
    # the results sheet's, the rules and warnings and the standings' functions were called
    assert {"PUNTOS", "DESEMPATES", "REGLAS_Y_AVISOS", "CLASIFICACION"} <= done or \
        {"POINTS", "TIEBREAKS", "RULES_AND_WARNINGS", "STANDINGS"} <= done, done


# ---------------------------------------------------------------------------------------------
# the team templates: the team functions take places (and the teams' names) as the individual ones


def _bad_team(tmp_path: Path, kind: str, lang: str) -> tuple[Path, str, str]:
    """The team template of ``kind`` (6-team round robin, 12-team Swiss of 5 rounds, 4 boards),
    teams named ``Equipo k``, one result typed wrong: team 2's cell against team 1 ``zz`` (a
    crosstable), team 1's round-1 game points ``zz`` against team 2 (a Swiss grid). The file,
    the cell ``standings`` names and the words it names the team with."""
    from xl_tiebreaks.templates import TeamTemplateSpec

    spec = (TeamTemplateSpec("round_robin", 6, 4, lang=lang) if kind == "round_robin"
            else TeamTemplateSpec("swiss", 12, 4, rounds=5, lang=lang))
    wb, lay = build_workbook(spec)
    teams = wb[lay.names_at[0]]
    for i in range(spec.teams if hasattr(spec, "teams") else 12):
        teams.cell(row=5 + i, column=2, value=f"Equipo {i + 1}")
    ws = wb[lay.results_sheet]
    c0 = lay.results_first_col
    white, black = ("Blancas", "Negras") if lang == "es" else ("White", "Black")
    if kind == "round_robin":
        ws.cell(row=5, column=c0 + 1, value="2½")
        cell = ws.cell(row=6, column=c0, value="zz")
        who = ("nº 2, Equipo 2 contra nº 1, Equipo 1" if lang == "es" else "No. 2, Equipo 2 against No. 1, Equipo 1")
    else:
        for r, v in ((5, (2, white, "zz")), (6, (1, black, "1½"))):
            for j, x in enumerate(v):
                ws.cell(row=r, column=c0 + j, value=x)
        cell = ws.cell(row=5, column=c0)
        who = "nº 1, Equipo 1" if lang == "es" else "No. 1, Equipo 1"
    path = tmp_path / f"team_{kind}_{lang}.xlsx"
    save_workbook(wb, path)
    return path, f"{lay.results_sheet}!{cell.coordinate}", who


#: each team function's name -> where its places argument is among its arguments
TEAM_OURS = {n: f.params.index("places") for f in TEAM_FUNCTIONS for n in (f.en, f.es)}


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("kind", ["round_robin", "swiss"])
def test_every_team_function_of_the_template_names_the_cell_standings_names(tmp_path, host, kind, lang):
    """Each team function a team template calls, with the arguments its formula hands it
    (places and the teams' names), as each host hands them: its message names the sheet cell
    and the team by number and name as ``standings`` does; typed by hand without them, the
    range's row and column."""
    path, cell, who = _bad_team(tmp_path, kind, lang)
    said = _cli(["standings", str(path), "--lang", lang])
    where = f"{cell} ({who})"
    assert where in said, said
    wb = load_workbook(path)
    done: set[str] = set()
    seen = 0
    for ws in wb.worksheets:
        for c in ws._cells.values():
            text = _formula(c)
            for fn in sorted(set(TEAM_OURS) - done):
                if f"{fn}(" not in text:
                    continue
                done.add(fn)
                args = call_args(path, ws.title, c.coordinate, fn, lang)
                at = TEAM_OURS[fn]
                assert str(args[at]).startswith(f"{cell.split('!')[0]}!"), args[at]  # (places: the results first)
                for given, named in ((args, True), (args[:at], False)):
                    try:
                        got = host[0](fn, *given)
                    except HostError:  # (xlwings Lite raises the message: Excel shows it on the cell)
                        got = [[host[1](fn, *given)]]
                    lines = [str(x) for row in (got if isinstance(got, list) else [[got]]) for x in
                             (row if isinstance(row, list) else [row]) if isinstance(x, str) and "zz'" in str(x)]
                    if named:
                        seen += bool(lines)
                        assert all(where in x for x in lines), (fn, lines)
                    else:
                        assert not any(cell in x for x in lines), (fn, lines)
    assert seen >= 2 and len(done) >= 3, done
