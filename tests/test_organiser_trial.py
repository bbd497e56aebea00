"""What a new organiser's trial found (2026-12-01), each kind with its test.

A clean ``check`` means a clean ``standings`` (the trial found an unknown
tie-break code in the settings sheet, a start date that reads two ways and a line that is no
TRF record were refused or warned by ``standings`` while ``check`` said nothing), and ``--score``
as organisers type it (a Spanish ``1; 0,5; 0``; never silently ignored on a workbook)."""

from __future__ import annotations

from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main

from .hosts import HOSTS

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf"


def _workbook(tmp_path: Path, lang: str = "es") -> Path:
    out = tmp_path / f"ex_{lang}.xlsx"
    assert main(["from-trf", str(EXAMPLE), "-o", str(out), "--lang", lang]) == 0
    return out


def _with_order_code(path: Path, code: str) -> tuple[Path, str]:
    """The workbook with its second tie-break slot typed as ``code``; returns the cell."""
    wb = load_workbook(path)
    ws = wb["Configuración"] if "Configuración" in wb.sheetnames else wb["Settings"]
    for row in ws.iter_rows():
        if row[0].value in ("Desempate 2", "Tie-break 2"):
            row[1].value = code
            cell = f"{ws.title}!{row[1].coordinate}"
            break
    out = path.with_name("bad_" + path.name)
    wb.save(out)
    return out, cell


def _trf_variant(tmp_path: Path, extra_lines: list[str]) -> Path:
    lines = EXAMPLE.read_text(encoding="utf-8").replace("\r", "").splitlines()
    p = tmp_path / "variant.trf"
    p.write_text("\n".join([lines[0], *extra_lines, *lines[1:]]) + "\n", encoding="utf-8")
    return p


def _run(capsys, *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize("lang,word", [("es", "desempate desconocido 'XYZ'"), ("en", "unknown tie-break 'XYZ'")])
def test_check_reports_the_order_standings_refuses(tmp_path, capsys, lang, word):
    bad, cell = _with_order_code(_workbook(tmp_path, lang), "XYZ")
    rc, out, err = _run(capsys, "standings", str(bad), "--lang", lang)
    assert rc == 2 and cell in err and word in err
    rc, out, _ = _run(capsys, "check", str(bad), "--lang", lang)
    first = out.splitlines()[0]
    assert rc == 1 and first.startswith("error") and cell in first and word in first


def test_check_reports_an_ambiguous_date_and_an_ignored_line(tmp_path, capsys):
    """C.07's edition depends on the start date: '01/03/26' is 2001-03-26 (TRF-16) or 1 March
    2026; standings refuses it unless the rules are given, and warns about a line that is no
    record; check says both, with the line."""
    p = _trf_variant(tmp_path, ["042 01/03/26", "Clasificación final"])
    rc, _, err = _run(capsys, "standings", str(p), "--lang", "es")
    assert rc == 2 and "línea 2" in err and "01/03/26" in err
    rc, out, _ = _run(capsys, "check", str(p), "--lang", "es")
    lines = out.splitlines()
    assert rc == 0  # a warning: check has no --rules to give (standings has)
    assert lines[0].startswith("aviso  línea 2") and "01/03/26" in lines[0]
    assert lines[1].startswith("aviso  línea 3: 'Clasificación final' no es un registro TRF")
    # the findings of the event itself still follow
    assert any("negras tres rondas seguidas" in ln for ln in lines[2:])


def test_a_clean_check_says_nothing_more_than_its_findings(tmp_path, capsys):
    """No error, every line once, and the standings' own warning (no start date: the latest
    edition) said as standings says it."""
    wb = _workbook(tmp_path)
    capsys.readouterr()
    rc, out, _ = _run(capsys, "check", str(wb), "--lang", "es")
    lines = out.splitlines()
    assert rc == 0 and not any(ln.startswith("error") for ln in lines)
    assert len(lines) == len(set(lines))
    rc, _, err = _run(capsys, "standings", str(wb), "--lang", "es", "--format", "csv")
    edition = next(ln for ln in err.splitlines() if "sin fecha de inicio" in ln)
    assert any(ln.endswith(edition.removeprefix("aviso: ")) for ln in lines)


def test_check_says_each_odd_pair_once(tmp_path, capsys):
    """The reader's warning about a result pair that does not add up to one game and check's
    own finding are one line (the review found both, and a typed total twice, on a TRF)."""
    lines = EXAMPLE.read_text(encoding="utf-8").replace("\r", "").splitlines()
    out_lines = [ln.replace("     1 b 0", "     1 b 1", 1) if ln.startswith("001    4") else ln for ln in lines]
    p = tmp_path / "odd.trf"
    p.write_text("\n".join(out_lines) + "\n", encoding="utf-8")
    rc, out, _ = _run(capsys, "check", str(p), "--lang", "es")
    assert sum("no suman una partida" in ln for ln in out.splitlines()) == 1, out
    assert sum("total" in ln for ln in out.splitlines()) <= 1, out


def test_score_typed_with_decimal_commas(capsys):
    """``--score`` with semicolons takes Spanish decimal commas (the message's own example,
    ``1; 0,5; 0``, was refused); the same values as with commas and decimal points."""
    rc, spanish, _ = _run(capsys, "standings", str(EXAMPLE), "--score", "3; 1,5; 0", "--format", "csv")
    assert rc == 0
    rc, english, _ = _run(capsys, "standings", str(EXAMPLE), "--score", "3,1.5,0", "--format", "csv")
    assert spanish == english
    # F: two wins and a draw (the bundled example): 3 + 3 + 1.5
    assert any(row.split(",")[1] == "F" and row.split(",")[3] == "7.5" for row in spanish.splitlines()[1:])


def test_score_on_a_workbook_is_refused_not_ignored(tmp_path, capsys):
    """A workbook's cells are read in its own points (settings sheet): ``--score`` on top would
    misread them or, as it did, be silently ignored."""
    wb = _workbook(tmp_path)
    capsys.readouterr()
    rc, out, err = _run(capsys, "standings", str(wb), "--score", "3,1,0", "--lang", "es")
    assert rc == 2 and out == ""
    assert "--score no se aplica a un libro" in err and "Configuración" in err


@pytest.mark.parametrize("lang,code,cell_word", [("es", "#¡VALOR!", "el Elo 'mil novecientos'"),
                                                 ("en", "#VALUE!", "rating 'mil novecientos'")])
def test_compute_writes_the_message_at_the_sheet_cell(tmp_path, capsys, lang, code, cell_word):
    """``compute`` writes a function's message in the first cell of its block as the sheet names
    it (Players!C7 and the player), not as the function saw its range (``ratings, entrada 3``),
    after the error as Excel in the workbook's language shows it (#¡VALOR! in Spanish Excel)."""
    wb_path = _workbook(tmp_path, lang)
    wb = load_workbook(wb_path)
    players = wb["Jugadores" if lang == "es" else "Players"]
    players["C7"].value = "mil novecientos"
    bad = tmp_path / "bad.xlsx"
    wb.save(bad)
    out = tmp_path / "computed.xlsx"
    assert main(["compute", str(bad), "-o", str(out), "--lang", lang]) == 1
    texts = [c.value for ws in load_workbook(out).worksheets for row in ws.iter_rows() for c in row
             if isinstance(c.value, str) and "mil novecientos" in c.value and c.value != "mil novecientos"]
    # (the template's functions name the cell by their places argument, issue 34 item 10, and the
    # player by number and name: those without a names range of their own are given it after places)
    places = [f"{players.title}!C7 ({'nº' if lang == 'es' else 'No.'} 3, C)"]
    # (the functions' cells after the error as Excel shows it; the rules and warnings' lines after 'error:')
    assert texts and all(t.startswith(tuple(f"{w} {p}: " for w in (code, "error:") for p in places)) and cell_word in t
                         for t in texts), [t for t in texts if not t.startswith((code, "error:"))][:2] or texts[:2]
    assert not any("entrada" in t or "entry" in t for t in texts)


@pytest.mark.parametrize("lang,name", [("es", "ex_es_calculado.xlsx"), ("en", "ex_en_computed.xlsx")])
def test_compute_names_its_output_in_the_organisers_language(tmp_path, lang, name):
    wb = _workbook(tmp_path, lang)
    assert main(["compute", str(wb), "--lang", lang]) == 0
    assert (tmp_path / name).exists()


SPANISH_TEMPLATES = sorted((ROOT / "workbook_templates" / "es").glob("*.xlsx"))


@pytest.mark.parametrize("path", SPANISH_TEMPLATES, ids=lambda p: p.name)
def test_spanish_templates_write_decimal_commas(path):
    """A Spanish sheet tells the organiser to type ``0,5``, as Spanish Excel reads it (the
    instructions and the result cells' input message said ``0.5``); article numbers (C.07 art.
    16.4), versions (LibreOffice 25.2) and formulas aside."""
    import re

    wb = load_workbook(path)
    texts = []
    for ws in wb.worksheets:
        texts += [c.value for row in ws.iter_rows() for c in row
                  if isinstance(c.value, str) and not c.value.startswith("=")]
        texts += [t for dv in ws.data_validations.dataValidation for t in (dv.prompt, dv.error) if t]
    aside = r"(?:art\.|C\.0\d)\s*[\d.]+(?:\s*(?:,|y|-|/)\s*[\d.]+)*|LibreOffice \d+\.\d+"
    bad = [t for t in texts if re.search(r"(?<![\d.])\d+\.\d+(?![\d.])", re.sub(aside, "", t))]
    assert not bad, bad[:3]


def _round_robin(tmp_path: Path, results: dict) -> Path:
    """A 4-player round robin typed into the Spanish template's crosstable (Cruzada!D5:G8)."""
    out = tmp_path / "liga.xlsx"
    assert main(["template", "liga", "--players", "4", "--lang", "es", "-o", str(out)]) == 0
    wb = load_workbook(out)
    ws = wb["Cruzada"]
    for i, n in enumerate(["Ana", "Bea", "Cris", "Dora"]):
        ws.cell(5 + i, 2).value = n
    for (a, b), (x, y) in results.items():
        ws.cell(4 + a, 3 + b).value = x
        ws.cell(4 + b, 3 + a).value = y
    wb.save(out)
    return out


RR = {(1, 2): ("1", "0"), (1, 3): ("0", "1"), (1, 4): ("½", "½"), (2, 3): ("0", "1"), (2, 4): ("1", "0"),
      (3, 4): ("½", "½")}


def test_check_names_the_cells_of_a_crosstables_odd_pair(tmp_path, capsys):
    """'1' against '1' (1 v 3): check names Cruzada!F5, the cell of player 1's row under player
    3 (it named the grey diagonal D5), and shows the results as typed, not '3 - 1'."""
    path = _round_robin(tmp_path, {**RR, (1, 3): ("1", "1")})
    capsys.readouterr()
    rc, out, _ = _run(capsys, "check", str(path), "--lang", "es")
    mine = [ln for ln in out.splitlines() if "no suman una partida: se usó" in ln]
    assert mine and mine[0].startswith("aviso  Cruzada!F5 (nº 1, Ana)") and "('1' / '1')" in mine[0]


def test_check_names_the_cells_of_a_round_left_blank(tmp_path, capsys):
    """A game left blank in a round robin (a withdrawn player's, as the instructions say): the
    two cells, and that it may stay blank (it said only 'type the missing results', with no
    cell)."""
    path = _round_robin(tmp_path, {k: v for k, v in RR.items() if k != (2, 4)})
    capsys.readouterr()
    rc, out, _ = _run(capsys, "check", str(path), "--lang", "es")
    line = next(ln for ln in out.splitlines() if "sin resultado" in ln)
    assert line.startswith("aviso  Cruzada!G6 (nº 2, Bea) y Cruzada!E8 (nº 4, Dora)")
    assert "queda vacía y cuenta como no jugada" in line


def test_check_names_the_result_cell_of_a_game_both_lost(tmp_path, capsys):
    """0 against 0 in a Swiss grid: the result cell (Rondas!E5), not the opponent's; the results
    without the colour letter ('7 b 0' read as blancas in Spanish)."""
    wb_path = _workbook(tmp_path)
    wb = load_workbook(wb_path)
    wb["Rondas"]["E5"].value = "0"  # player 1 (A) beat 4 in round 1: now both lost
    bad = tmp_path / "dl.xlsx"
    wb.save(bad)
    capsys.readouterr()
    rc, out, _ = _run(capsys, "check", str(bad), "--lang", "es")
    line = next(ln for ln in out.splitlines() if "perdieron los dos" in ln)
    assert line.startswith("aviso  Rondas!E5 (nº 1, A)  ronda 1: 1 y 4 perdieron los dos su partida ('0' / '0')")


@pytest.mark.parametrize("host", HOSTS, ids=repr)
@pytest.mark.parametrize("board", [1e308, 31])
def test_a_board_number_beyond_the_bound_is_named_with_it(host, board):
    """The long fuzz profile found TEAM_TIEBREAKS on a board list with board 1e308 answering
    "internal error: OverflowError" (the number of boards taken from the largest board number).
    Every size has its bound in the message (issue 14): boards 1-30; through each host's own
    call path (Office.js, classic), in English and through the Spanish twin."""
    from xl_tiebreaks.validate import shown

    rows = [[1, board, 2, 1, "0-1"], [1, 2, 4, 3, "0-1"], [2, 1, 2, 1, "0-1"], [2, 2, 4, 3, "0-1"]]
    assert host.error("TEAM_TIEBREAKS", rows, "MP GP") == \
        f"row 1: board: '{shown(board)}' is not a whole number from 1 to 30"
    assert host.error("DESEMPATES_EQUIPOS", rows, "MP GP") == \
        f"fila 1: tablero: '{shown(board)}' no es un número entero de 1 a 30"


@pytest.mark.parametrize("code", ["TPR", "BH", "SB", "ARO", "PTP", "APRO"])
def test_spanish_explanations_write_decimal_commas(code):
    """Every explanation in Spanish writes decimal commas (the TPR one wrote p = 0.80 after the
    others were fixed); article numbers aside."""
    import re

    from xl_tiebreaks.explain import explain
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import Evaluation

    t = read_trf(ROOT / "tests" / "data" / "disputes" / "case01_held_swiss_5_2024.trf").tournament
    ev = Evaluation(t, rules="FIDE2024", pairing_system="swiss")
    for p in t.participants:
        shown = explain(ev, p.start_no, code, "es").text()
        left = re.sub(r"(?:art\.|tabla|C\.0\d)\s*[\d.]+(?:\s*(?:,|y|-|/)\s*[\d.]+)*", "", shown)
        assert not re.search(r"(?<![\d.])\d+\.\d+(?![\d.])", left), shown


@pytest.mark.parametrize("host", HOSTS, ids=repr)
def test_game_points_beyond_every_board_are_named_with_the_bound(host):
    """The long fuzz profile found a team crosstable with 1e308 game points in a cell answering
    "internal error: OverflowError" (the boards per match inferred from the largest match). The
    boards of a match have a bound (1-30), said in the message, through each host, in both
    languages; in a round grid such game points are no team round."""
    cells = [["X", 1e308, "0", "1"], ["0", "X", "0", "0"], ["1", "1", "X", "1"], ["0", "1", "0", "X"]]
    assert host.error("TEAM_TIEBREAKS", cells, "MP GP") == \
        "boards (the game points of a match add up to more): '1e+308' is not a whole number from 1 to 30"
    assert host.error("DESEMPATES_EQUIPOS", cells, "MP GP") == \
        "tableros (los puntos de partida de un encuentro suman más): '1e+308' no es un número entero de 1 a 30"
    grid = [[2, "w", 1e308], [1, "b", 0], [4, "w", 1], [3, "b", 1]]
    assert "'2 w 1e+308' is not a team round" in host.error("TEAM_TIEBREAKS", grid, "MP GP")


@pytest.mark.parametrize("host", HOSTS, ids=repr)
def test_spanish_functions_write_decimal_commas(host):
    """REVISAR_TORNEO and DETALLE_DESEMPATE in Spanish write 4,5 and 0,80 (they wrote 4.5 and
    0.80), through each host; the English twin keeps the decimal point. FIDE's worked exercise
    (IA Held's Swiss of 5 rounds) as a grid, a typed total half a point above the rounds'."""
    import re

    from xl_tiebreaks.layouts import swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(ROOT / "tests" / "data" / "disputes" / "case01_held_swiss_5_2024.trf").tournament
    grid = swiss_grid_cells(t)
    totals = [[float(t.points(p.start_no)) + (0.5 if p.start_no == 2 else 0)] for p in t.participants]
    es = host.call("REVISAR_TORNEO", grid, totals, "sistema=suizo; idioma=es")
    en = host.call("TOURNAMENT_CHECK", grid, totals, "system=swiss; lang=en")
    total_es = next(r[2] for r in es if "total" in r[2])
    total_en = next(r[2] for r in en if "total" in r[2])
    assert re.search(r"\d,5", total_es) and not re.search(r"\d\.\d", total_es), total_es
    assert re.search(r"\d\.5", total_en), total_en
    detail = host.call("DETALLE_DESEMPATE", grid, "TPR", 2, "FIDE2024", "sistema=suizo; sin_elo=1000")
    texts = [r[3] for r in detail if isinstance(r[3], str)]
    shown = re.sub(r"(?:art\.|tabla)\s*[\d.]+(?:\s*(?:,|y)\s*[\d.]+)*", "", " ".join(texts))
    assert "p = 0," in shown and not re.search(r"(?<![\d.])\d+\.\d+(?![\d.])", shown), texts


@pytest.mark.parametrize("host", HOSTS, ids=repr)
@pytest.mark.parametrize("lead", [[], ["No."]], ids=["rounds only", "with No."])
def test_a_team_grid_whose_round_one_holds_a_bye_keeps_round_one(host, lead):
    """A team Swiss grid pasted with its rounds, team 3 with the pairing-allocated bye of round
    1: the round 1 column was taken for the teams' names and round 1 dropped silently (every MP
    and GP one round short). Through each host's call path, English and the Spanish twin.
    Values by hand, 2/1/0 a match, a pairing-allocated bye scored as a drawn match (TeamScoring's
    default when the settings do not say pab_mp / pab_gp: MP 1, GP 1 of 2 boards): team 1
    2+2+1 MP, 1.5+2+1 GP; team 2 0+1+1, 0.5+1+1; team 3 1+0+1, 1+0+1."""
    rounds = [["2w1.5", "3b2", "PAB"], ["1b0.5", "PAB", "3w1"], ["PAB", "1w0", "2b1"]]
    cells = [([i + 1] if lead else []) + r for i, r in enumerate(rounds)]
    want = [[5, 4.5], [2, 2.5], [2, 2]]
    assert host.call("TEAM_TIEBREAKS", cells, "MP GP", "boards=2") == want
    assert host.call("DESEMPATES_EQUIPOS", cells, "MP GP", "tableros=2") == want


@pytest.mark.parametrize("name,settings", [("TEAM_TIEBREAKS", "boards=2"), ("DESEMPATES_EQUIPOS", "tableros=2")])
def test_a_team_grid_whose_round_one_holds_a_bye_keeps_round_one_in_libreoffice(name, settings):
    """The same grid as LibreOffice Calc hands it to our component (a tuple of row tuples,
    numbers as floats): the same values."""
    from xl_tiebreaks import udfs
    from xl_tiebreaks.libreoffice import calc_args

    info = next(i for i in udfs.REGISTRY if i.name == name)
    rounds = (("2w1.5", "3b2", "PAB"), ("1b0.5", "PAB", "3w1"), ("PAB", "1w0", "2b1"))
    got = calc_args.call(info, (rounds, "MP GP", settings))
    assert got == ((5.0, 4.5), (2.0, 2.5), (2.0, 2.0))
