"""Issue 23 in a real headless LibreOffice with the extension (a Spanish locale profile, as a
Spanish organiser's): names found by the one rule, cuts beyond the values, the edition and the
warnings (REGLAS_Y_AVISOS), a date typed as text, decimal marks written back, each finding once,
and a Spanish template whose printed standings and rounds sheets say a mistake and a blank game
whole. The same kinds through the other paths: tests/test_sheet_messages.py, tests/test_names.py.
Skipped, with the reason, where LibreOffice or its Python bridge is missing."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.libreoffice.office import Office, unavailable_reason

from .test_names import CROSS
from .test_sheet_messages import BLANKED, GRID, workbook

REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(
    REASON is not None,
    reason=f"LibreOffice tests skipped: {REASON} (.ci/run installs libreoffice-calc-nogui python3-uno libreoffice-dev)")


@pytest.fixture(scope="module")
def office_es():
    with Office(locale="es-ES") as o:
        yield o


def _sheet(*blocks: list[list]) -> list[list]:
    """Blocks side by side from A1, one blank column between them."""
    height = max(len(b) for b in blocks)
    rows = []
    for i in range(height):
        row: list = []
        for b in blocks:
            w = max(len(r) for r in b)
            cells = list(b[i]) if i < len(b) else []
            row += cells + [None] * (w - len(cells)) + [None]
        rows.append(row)
    return rows


def test_typed_formulas_follow_issue_23(office_es):
    """A1:F4 the named crosstable (tests/test_names.py), H1:K10 the 10-player Swiss, M1:P10 the
    same with the round 2 game of players 1 and 2 left blank, R1:R10 round 1 alone. Values by
    hand or from FIDE's reference (see tests/test_sheet_messages.py)."""
    data = _sheet(CROSS, GRID, BLANKED, [[r[0]] for r in GRID])
    got = office_es.typed(data, [
        ("Z1", '=SONNEBORN_BERGER(A1:F4;;;"munoz garcia")', True),              # José: 2.75
        ("Z2", '=DESEMPATE(A1:F4;"SB";;"ana")', True),                          # several players
        ("Z3", '=DETALLE_DESEMPATE(A1:F4;"SB";"Marina Lopes")', True),         # did you mean
        ("Z4", '=INDEX(BUCHHOLZ(R1:R10;"FIDE";1);3;1)', True),                  # cut after round 1: 0
        ("Z5", '=INDEX(DESEMPATE(H1:J10;"BH/M2");1;1)', True),                  # median 2 of 3 rounds: 0
        ("Z6", '=BUCHHOLZ(H1:K10;"FIDE";1,5)', True),                           # '1,5' echoed
        ("Z7", '=INDEX(REGLAS_Y_AVISOS(H1:K10;;;"fecha=4/10/25");1;1)', True),  # edition from the date
        ("Z8", '=INDEX(REGLAS_Y_AVISOS(M1:P10);2;1)', True),                    # the blank game
        ("Z9", '=INDEX(COMPARAR_REGLAS(H1:K10;"BH SB");2;3)', True),            # a number: 3.5
        ("Z10", '=INDEX(BUCHHOLZ(R1:R10);3;1)', True),                          # BH after round 1, player 3: ½
    ])
    values = [v for v, _f in got]
    assert values[0] == 2.75
    assert "varios jugadores" in values[1] and "2 Muñoz Pérez, Ana" in values[1] and "Mariana" not in values[1]
    assert "¿quiso decir 3 Mariana López?" in str(values[2])
    assert values[3] == 0 and values[4] == 0
    assert "'1,5' no es un número entero" in values[5]
    assert values[6].startswith("reglas: FIDE2024:") and "2025-10-04" in values[6]
    assert values[7].startswith("aviso: ronda 2: fila 1, columna 2") and "fila 2, columna 2" in values[7]
    assert values[8] == 3.5
    assert values[9] == 0.5


def test_a_check_over_many_rows_says_each_finding_once(office_es):
    """REVISAR_TORNEO and REGLAS_Y_AVISOS entered as array formulas over more rows than they
    answer: no row repeated (LibreOffice repeats a one-row answer over the whole range)."""
    data = _sheet(GRID, BLANKED)
    got = office_es.typed(data, [("R1:T8", "=REVISAR_TORNEO(A1:D10)", False, True),
                                 ("V1:V8", "=REGLAS_Y_AVISOS(F1:I10)", False, True)])
    check, rules = got[0][0], got[1][0]
    shown = [tuple(r) for r in check if any(v not in ("", None) and not isinstance(v, dict) for v in r)]
    assert len(shown) == len(set(shown)) == 1 and shown[0][2] == "no se encontraron problemas", check
    lines = [r[0] for r in rules if isinstance(r[0], str) and r[0]]
    assert len(lines) == len(set(lines)) and sum("ronda 2:" in ln for ln in lines) == 1, rules


def _pdf_text(pdf: Path) -> str:
    """The text of a PDF (pdftotext, else Ghostscript's txtwrite)."""
    if shutil.which("pdftotext"):
        return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
    return subprocess.run(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=txtwrite", "-sOutputFile=-", str(pdf)],
                          capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(not (shutil.which("pdftotext") or shutil.which("gs")), reason="no pdftotext or gs to read a PDF")
def test_a_spanish_template_prints_its_messages_whole(office_es, tmp_path_factory):
    """The Spanish template, a blank game in round 2 and, in a second copy, opponent 41 in
    round 2: printed by LibreOffice (PDF), the standings page holds the message whole under the
    title (not fragments in the narrow Rank column), the rounds page its block of rules and
    warnings; the date cell's neighbour says the edition."""
    d = tmp_path_factory.mktemp("printed")
    os.chmod(d, 0o777)
    blank = workbook(d, "es", blank_round=2, name="blank")
    bad = workbook(d, "es", name="bad")
    wb = load_workbook(bad)
    wb["Rondas"]["F5"].value = 41
    wb.save(bad)
    for path in (blank, bad):
        os.chmod(path, 0o666)
    texts = {}
    for key, path in (("blank", blank), ("bad", bad)):
        for sheet in ("Clasificación", "Rondas"):
            pdf = d / f"{key}_{sheet}.pdf"
            office_es.load(path, save_as=pdf, only_sheet=sheet)
            texts[(key, sheet)] = " ".join(_pdf_text(pdf).split())
    # (the template's functions are given where their ranges are and the players' names: the
    # sheet cells of round 2's first column, F, of start numbers 1 and 2, rows 5 and 6, each
    # player by number and name, as check names them; issue 34)
    whole_blank = ("ronda 2: Rondas!F5 (nº 1, Lucía Fernández) y Rondas!F6 (nº 2, Javier Ortega) en blanco "
                   "mientras los demás la jugaron")
    for sheet in ("Clasificación", "Rondas"):
        assert whole_blank in texts[("blank", sheet)], texts[("blank", sheet)][:600]
        assert "el rival 41 no está en la tabla" in texts[("bad", sheet)], texts[("bad", sheet)][:600]
    assert "Lucía Fernández" in texts[("blank", "Clasificación")]  # the standings printed, with the message
    assert "Reglas y avisos" in texts[("blank", "Rondas")] and "reglas: FIDE2026" in texts[("blank", "Rondas")]


def test_a_spanish_template_after_round_one_computes_bh_c1_in_libreoffice(office_es, tmp_path_factory):
    """The Swiss template's order starts with BH-C1: after round 1, in LibreOffice with the
    extension, its column is 0 for every player (as FIDE's reference computes it), no cell an
    error, and the block under the rounds says why."""
    d = tmp_path_factory.mktemp("round1")
    os.chmod(d, 0o777)
    path = workbook(d, "es", rounds=1, name="r1")
    os.chmod(path, 0o666)
    cells = office_es.load(path)
    rounds = {(r, c): v for s, r, c, v, _f in cells if s == "Rondas"}
    assert not [v for v in rounds.values() if isinstance(v, dict)]
    head = load_workbook(path)["Rondas"]
    col = next(c for c in range(1, 30) if head.cell(row=4, column=c).value and "OrdenDesempate,1" in
               str(head.cell(row=4, column=c).value))
    assert [rounds[(r, col)] for r in range(5, 15)] == [0] * 10
    said = [v for (r, c), v in rounds.items() if c == 1 and isinstance(v, str) and "BH-C1 tras 1 ronda(s)" in v]
    assert len(said) == 1


def test_a_template_names_the_cell_check_names_in_libreoffice(office_es, tmp_path_factory):
    """Places (issue 34): the Spanish Swiss template, start number 12's round-3 result typed
    ``zz``, opened in LibreOffice with the extension: its functions, given where their ranges are
    (``"Rondas!"&ADDRESS(...)``, the templates' last argument), name the cell ``check`` names
    (Rondas!K16) and the player by number and name, never the row and column of a range."""
    from .test_function_places import _cli, bad_template

    d = tmp_path_factory.mktemp("places")
    os.chmod(d, 0o777)
    path, cell = bad_template(d, "es")
    os.chmod(path, 0o666)
    assert cell == "Rondas!K16"
    assert f"{cell} (nº 12, " in _cli(["check", str(path), "--lang", "es"])
    said = [v for _s, _r, _c, v, _f in office_es.load(path) if isinstance(v, str) and "'zz'" in v]
    assert said, "no cell says the mistake"
    # every cell names the player as check does, by number and name (the functions without their own
    # names range are given the template's after places: issue 34), never by number alone
    assert any(v.startswith(f"{cell} (nº 12, ") for v in said), said
    assert all(f"{cell} (nº 12, " in v for v in said), said
    assert not [v for v in said if f"{cell} (nº 12)" in v], said
    assert not [v for v in said if "fila " in v or "columna " in v], said
