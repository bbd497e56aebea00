"""Explanations (xl_tiebreaks.explain): each line's value and the article; totals equal the
tie-break for every player, code and rule set."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import re
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
    assert "limitada a tablas x 5 rondas = 2,5" in p.stdout and p.stdout.strip().endswith("BH = 14,0")
    # Spanish decimal commas, as the standings print them (a trial found 3.5 beside 3,5)
    assert not re.search(r"(?<![.\d])\d+\.\d+(?!\.)", re.sub(r"art\. [\d.]+", "", p.stdout))


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


# ------------------------------------------------------------------------------------------
# the rating tie-breaks round by round (new-user trial, finding 9): FIDE's worked example E1 of
# the C.07 digest (6 players, 3 rounds; ratings 2050 1980 1875 1720 1655 1500), its hand checks:
# ARO(1) = (1720 + 1980 + 1500) / 3 = 1733.33 -> 1733; TPR(1) = 1733 + dp(0.67) = 1858;
# PTP(1) = 1883 (expected score 2.00 there, 1.99 at 1882); PTP(4) = 1655 - 800 = 855.

E1_RATINGS = {1: 2050, 2: 1980, 3: 1875, 4: 1720, 5: 1655, 6: 1500}
E1_ROWS = {1: ["4 w 1", "2 b =", "6 w ="], 2: ["5 b 1", "1 w =", "3 b ="], 3: ["6 w =", "4 b 1", "2 w ="],
           4: ["1 b 0", "3 w 0", "5 b 0"], 5: ["2 w 0", "6 b 0", "4 w 1"], 6: ["3 b =", "5 w 1", "1 b ="]}
#: the digest's table for E1 (✓ with FIDE's reference implementation)
E1_VALUES = {"ARO": [1733, 1860, 1733, 1860, 1733, 1860], "ARO/C1": [1850, 1963, 1850, 1963, 1850, 1963],
             "TPR": [1858, 1985, 1858, 1060, 1608, 1985], "PTP": [1883, 2004, 1883, 855, 1577, 2004],
             "APRO": [1677, 1775, 1677, 1775, 1677, 1775], "APPO": [1621, 1781, 1621, 1781, 1621, 1781]}


def _e1(rules: str = "FIDE2026") -> Evaluation:
    import dataclasses

    from .helpers import swiss_from_rows

    t = swiss_from_rows(E1_ROWS, names={s: f"P{s}" for s in E1_ROWS})
    t = dataclasses.replace(t, participants=tuple(dataclasses.replace(p, rating=E1_RATINGS[p.start_no])
                                                  for p in t.participants))
    return Evaluation(t, rules=rules, pairing_system="swiss")


@pytest.mark.parametrize("code", list(E1_VALUES))
@pytest.mark.parametrize("rules", ["FIDE2024", "FIDE2026"])
def test_rating_tiebreaks_explained_give_the_worked_values(code, rules):
    ev = _e1(rules)
    for sn in range(1, 7):
        for lang in ("en", "es"):
            ex = explain(ev, sn, code, lang)
            assert ex.total == E1_VALUES[code][sn - 1], (code, sn)
            assert ex.text().splitlines()[-1] == f"{code} = {E1_VALUES[code][sn - 1]}"
            assert [ln.round for ln in ex.lines] == [1, 2, 3]  # round by round
            art = {"ARO": "10.1", "ARO/C1": "10.1", "TPR": "10.2", "PTP": "10.3", "APRO": "10.4", "APPO": "10.5"}[code]
            assert ex.cuts[-1].endswith(f"C.07 ({rules[4:]}) art. {art}"), ex.cuts[-1]


def test_aro_and_tpr_of_player_1_line_by_line():
    ev = _e1()
    aro = explain(ev, 1, "ARO")
    assert [ln.text for ln in aro.lines] == ["round 1: game against P4 (4): rating 1720",
                                             "round 2: game against P2 (2): rating 1980",
                                             "round 3: game against P6 (6): rating 1500"]
    assert [ln.value for ln in aro.lines] == [1720, 1980, 1500]
    assert aro.cuts == ["average of the 3 ratings counted: 5200 / 3 = 1733.33, rounded to the nearest whole number "
                        "(0.5 up): 1733 - C.07 (2026) art. 10.1"]
    cut = explain(ev, 1, "ARO/C1")
    assert [ln.cut for ln in cut.lines] == [False, False, True]
    assert cut.cuts[0] == "cut: round 3 (1500), the least significant value - C.07 (2026) art. 14.1"
    assert "3700 / 2 = 1850," in cut.cuts[1]
    tpr = explain(ev, 1, "TPR")
    assert tpr.lines[0].text == "round 1: game against P4 (4): rating 1720, result 1"
    assert tpr.cuts[1] == ("score over the board 2.0 in 3 games: p = 0.67, dp(0.67) = +125 (FIDE rating regulations, "
                           "table 8.1.1)")
    assert tpr.cuts[2] == "TPR = ARO + dp = 1733 + 125 = 1858 - C.07 (2026) art. 10.2"
    es = explain(ev, 1, "TPR", "es")
    assert es.lines[0].text == "ronda 1: partida contra P4 (4): Elo 1720, resultado 1"
    assert es.cuts[2] == "TPR = ARO + dp = 1733 + 125 = 1858 - C.07 (2026) art. 10.2"
    assert explain(ev, 4, "TPR").cuts[2] == "TPR = ARO + dp = 1860 - 800 = 1060 - C.07 (2026) art. 10.2"


def test_ptp_says_the_expected_scores_either_side():
    ev = _e1()
    ptp = explain(ev, 1, "PTP")
    assert "reaches the score 2.0: at 1883 it is 2.0, at 1882 only 1.99" in ptp.cuts[-1]
    assert "alcanza la puntuación 2,0: con 1883 es 2,0, con 1882 solo 1,99" in explain(ev, 1, "PTP", "es").cuts[-1]
    assert explain(ev, 4, "PTP").cuts[-1] == ("no point over the board: the lowest opponent's rating 1655 - 800 = 855 - "
                                              "C.07 (2026) art. 10.3")


def test_apro_lists_each_opponents_tpr():
    ex = explain(_e1(), 1, "APRO")
    assert [ln.value for ln in ex.lines] == [1060, 1985, 1985]  # TPR of 4, 2 and 6 (the table's)
    assert ex.cuts[-1].startswith("average of the opponents' TPR (3 defined): 5030 / 3 = 1676.67")


def test_unplayed_rounds_do_not_count_and_say_so():
    """FIDE's exercise: David's half-point bye in round 2 is no game over the board (art. 10.1);
    with an unrated player and no rating set, ARO is undefined for everybody (art. 10)."""
    ev = Evaluation(read_trf(HELD).tournament, rules="FIDE2026", pairing_system="swiss", unrated_rating=1000)
    ex = explain(ev, 4, "ARO")
    bye = next(ln for ln in ex.lines if ln.round == 2)
    assert bye.text == ("round 2: half-point bye -> not a game played over the board: not counted - "
                        "C.07 (2026) art. 10.1") and bye.value is None
    assert explain(ev, 4, "ARO", "es").lines[1].text == ("ronda 2: bye de medio punto -> no es una partida jugada en el "
                                                         "tablero: no cuenta - C.07 (2026) art. 10.1")


def test_old_rules_use_up_aro_cuts_with_unplayed_rounds():
    """Before 2023 each unplayed round used up one of ARO's cuts before any opponent was cut."""
    ev = Evaluation(read_trf(HELD).tournament, rules="VIRTUAL", pairing_system="swiss", unrated_rating=1000)
    ex = explain(ev, 4, "ARO/C1")
    assert ex.cuts[0] == "1 unplayed round(s) use up 1 cut(s) first (the rules before 2023)"
    assert not any(ln.cut for ln in ex.lines)
    assert ex.total == ev.column(__import__("xl_tiebreaks.spec", fromlist=["parse_spec"]).parse_spec("ARO/C1")).exact(3)


@pytest.mark.parametrize("mark", ["-", "Z"])
def test_adjusted_score_names_every_voluntary_unplayed_round(tmp_path, mark):
    """C.07 (2024/2026) art. 16.3 with 16.2.5: an opponent's rounds without a game after his
    last game (requested byes, absences, the rounds after a withdrawal) count as draws. Nick
    (#12) in FIDE's held exercise played rounds 1-3 (2.0 points) and missed rounds 4-5: as
    zero-point byes (Z) or not paired (`0000 - -`, an absence); either way his adjusted score is
    2.0 + ½ + ½ = 3.0, and the line must not call an absence a requested bye."""
    text = HELD.read_text(encoding="utf-8").replace("     0 - Z     0 - Z", f"  0000 - {mark}  0000 - {mark}")
    p = tmp_path / "held.trf"
    p.write_text(text, encoding="utf-8")
    ev = Evaluation(read_trf(p).tournament, rules="FIDE2026", pairing_system="swiss")
    r1 = next(ln for ln in explain(ev, 4, "BH").lines if ln.round == 1)
    assert "score 3.0 (adjusted from 2.0" in r1.text
    assert "requested byes, absences, rounds after withdrawing" in r1.text
    es = next(ln for ln in explain(ev, 4, "BH", "es").lines if ln.round == 1)
    assert "ajustada desde 2,0" in es.text and "byes pedidos, ausencias, rondas tras retirarse" in es.text
