"""``check`` and ``standings`` name the same cell for the same finding (issue 34 item 10): a
round left blank to the end is named at its entry's first cell (the opponent's cell of that
round, where the organiser types the round), by the reader's warning that ``standings`` shows
and by ``check``'s own finding alike (``check`` named the result cell, two columns to the
right, before)."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
from xl_tiebreaks.templates.workbooks import build_workbook

EVENT = read_trf(Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf").tournament


def _run(argv: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    assert code == 0, (code, out.getvalue(), err.getvalue())
    return out.getvalue() + err.getvalue()


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_blank_last_round_is_named_at_the_same_cell(tmp_path, lang):
    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang=lang))
    fill_tournament(wb, lay, EVENT)
    ws = wb[lay.results_sheet]
    first = lay.results_first_col + 3 * 4  # round 5's opponent column (three cells a round)
    opp = EVENT.rounds[1][4].opponent  # start number 1's round-5 opponent (4): both entries cleared
    for sn in (1, opp):
        for k in range(3):
            ws.cell(row=4 + sn, column=first + k).value = None
    p = tmp_path / "blank.xlsx"
    save_workbook(wb, p)
    from openpyxl.utils import get_column_letter

    cells = {f"{lay.results_sheet}!{get_column_letter(first)}{4 + sn}" for sn in (1, opp)}
    named = re.compile(rf"{lay.results_sheet}!([A-Z]+\d+)")
    checked = _run(["check", str(p), "--lang", lang])
    ranked = _run(["standings", str(p), "--lang", lang])
    ronda = "ronda 5" if lang == "es" else "round 5"
    for out in (checked, ranked):
        lines = [ln for ln in out.splitlines() if ronda in ln and any(c in ln for c in cells)]
        assert {f"{lay.results_sheet}!{m}" for ln in lines for m in named.findall(ln)} == cells, out


@pytest.mark.parametrize("typed", ["½", "=", "0.5"])
def test_check_quotes_the_result_as_typed(tmp_path, typed):
    """A one-sided result (issue 34 item 10): ``check`` quotes what the organiser typed in each
    cell (``½``, not the ``=`` it read it as). Start number 1 drew with 4 in round 5 (FIDE's
    worked exercise); 4's cell changed to ``1``: ½ + 1 is one and a half points for one game."""
    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang="es"))
    fill_tournament(wb, lay, EVENT)
    ws = wb[lay.results_sheet]
    result = lay.results_first_col + 3 * 4 + 2  # round 5's result column
    assert EVENT.rounds[1][4].opponent == 4
    ws.cell(row=5, column=result).value = typed  # start number 1's row
    ws.cell(row=8, column=result).value = "1"  # start number 4's row
    p = tmp_path / "odd.xlsx"
    save_workbook(wb, p)
    out = _run(["check", str(p), "--lang", "es"])
    shown = "0,5" if typed == "0.5" else typed  # (a number as a Spanish sheet shows it)
    assert f"('{shown}' / '1')" in out, out
