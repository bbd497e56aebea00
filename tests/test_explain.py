"""Explanations (xl_tiebreaks.explain): each line's value and the article; totals equal the
tie-break for every player, code and rule set."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest

from xl_tiebreaks.explain import explain
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.rules import Rules
from xl_tiebreaks.standings import Evaluation

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"


@pytest.mark.parametrize("rules,total,art", [("FIDE2024", F(15), "C.07 (2024) art. 16.4"),
                                             ("FIDE2026", F(14), "C.07 (2026) art. 16.4.2")])
def test_held_david_buchholz(rules, total, art):
    """FIDE's worked exercise: David (#4) had a half-point bye in round 2; the explanation
    shows the dummy opponent with his own score (3.5; 2026: capped at 2.5) and gives 15.0
    under the 2024 edition and 14.0 under 2026, citing the article on the unplayed line and on the adjusted opponent."""
    ev = Evaluation(read_trf(HELD).tournament, rules=rules, pairing_system="swiss")
    ex = explain(ev, 4, "BH")
    assert ex.total == total
    bye = next(ln for ln in ex.lines if ln.round == 2)
    assert "half-point bye" in bye.text and "dummy opponent with your own score 3.5" in bye.text and art in bye.text
    assert bye.value == (F("3.5") if rules == "FIDE2024" else F("2.5"))
    r1 = next(ln for ln in ex.lines if ln.round == 1)
    assert "adjusted from 2.0" in r1.text and "16.3" in r1.text  # Nick's trailing zero-point byes
    assert ex.text().splitlines()[-1] == f"BH = {float(total):.1f}"
    edition = art.rsplit(" ", 1)[0]  # "C.07 (2024) art."
    assert all(edition in ln.text for ln in ex.lines), "every line cites its article"
    assert sum(ln.text.endswith(f"{edition} 8.1") for ln in ex.lines) == 3  # the three unadjusted games
    assert [ln.value for ln in ex.lines] == [3, bye.value, F("1.5"), F("3.5"), F("3.5")]
    es = explain(ev, 4, "BH", "es")
    assert "bye de medio punto" in es.lines[1].text and "rival ficticio" in es.lines[1].text


def test_cut_reasons():
    ev = Evaluation(read_trf(HELD).tournament, rules="FIDE2026", pairing_system="swiss")
    ex = explain(ev, 4, "BH/C1")
    assert ex.total == F("11.5")
    assert len(ex.cuts) == 1 and "round 2" in ex.cuts[0] and "16.5" in ex.cuts[0]
    assert [ln.cut for ln in ex.lines] == [False, True, False, False, False]
    med = explain(ev, 4, "BH/M1")
    assert any("most significant" in c and "14.3" in c for c in med.cuts)


FILES = [HELD] + sorted((DATA / "fide-generated").glob("swiss_s101_00*.trf"))
CODES = ["BH", "BH/C1", "BH/C2", "BH/M1", "SB", "SB/C1", "FB", "BH/P", "PS", "PS/C1"]


@pytest.mark.parametrize("trf", FILES, ids=[p.stem for p in FILES])
@pytest.mark.parametrize("rules", [r.value for r in Rules])
def test_explanation_totals_equal_the_tiebreak(trf, rules):
    t = read_trf(trf).tournament
    ev = Evaluation(t, rules=rules, pairing_system="swiss")
    for code in CODES:
        if code.endswith("/P") and not Rules(rules).is_fide:
            continue
        col = ev.column(code)
        for i, p in enumerate(t.participants):
            ex = explain(ev, p.start_no, code)
            assert ex.total == col.exact(i), (code, p.start_no)
            kept = [ln.value for ln in ex.lines if ln.value is not None and not ln.cut]
            assert sum(kept, F(0)) == ex.total, (code, p.start_no)


def test_cli_explain():
    import subprocess
    import sys

    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "explain", str(HELD), "--player", "David",
                        "-t", "BH", "--rules", "FIDE2026", "--lang", "es"], capture_output=True, text=True)
    assert p.returncode == 0, p.stderr
    assert "limitada a tablas x 5 rondas = 2.5" in p.stdout and p.stdout.strip().endswith("BH = 14.0")


def test_tiebreak_detail_function():
    """=TIEBREAK_DETAIL(results, "BH/C1", player) through xlwings' Office.js call path:
    seed 002's F, whose lowest opponent (C, 1.0) is cut."""
    from .test_udfs import SEED002, call

    rows = call("TIEBREAK_DETAIL", SEED002, "BH/C1", "F")
    assert rows[0][:3] == [1, 1.0, "x"] and "C (5)" in rows[0][3]
    assert rows[-1][:2] == ["", 4.0] and rows[-1][3] == "BH/C1"
    es = call("DETALLE_DESEMPATE", SEED002, "BH/C1", "F")
    assert es[0][3].startswith("ronda 1: partida contra C")


def test_spanish_explanation_is_spanish():
    """An explanation asked for in Spanish says the rule set and the cut marks in Spanish
    (the organiser reads it at the prize-giving)."""
    ev = Evaluation(read_trf(HELD).tournament, rules="FIDE2026", pairing_system="swiss")
    text = explain(ev, 4, "SB/C1", "es").text()
    assert "edición aplicada desde el 1 mar 2026" in text and "[descartada]" in text
    assert "edition" not in text and "[cut]" not in text and "round" not in text
    for r in Rules:
        assert r.describe("es") != r.describe("en")
