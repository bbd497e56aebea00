"""Real disputes reduced to small cases (../shared/research/disputes_log.md).

One test per case and edition: the "2023" column of the log is the 2024 edition of the
product (C.07 as applied from 2023 until 28 Feb 2026), the "2026" column the 2026 edition.
The log's expected values were checked against FIDE's reference implementation (gacrux
1.11.65); where its section "Checked against the reference implementation" corrects a case,
the correction is what is tested here (cases 3, 7(b), 17, 19).

The TRF files (tests/data/disputes/, copied from ../shared/research/disputes_trf/) give the
letters of the log start numbers; filler players ("f1", "f2", ...) play the games the log
leaves unspecified. Each Swiss case has a 2024-dated and a 2026-dated file.

The log's "naive" and "2009 virtual opponent" columns are checked under the product's
STANDARD and VIRTUAL rule sets (case 5's lichess value is the Vega variant, VIRTUAL_VEGA).

Beyond the log: case 16's round-robin SB is checked against the reference implementation's
values (a product bug, now fixed), and case 17 without a 162 record follows the reference
implementation, which takes a ½-point PAB from the file's totals (the log's note 3 says a
162 record is needed; gacrux 1.11.65 does not need it when the totals say so).
"""

from __future__ import annotations

import dataclasses
from fractions import Fraction as F
from pathlib import Path

import pytest

from xl_tiebreaks.model import RoundKind
from xl_tiebreaks.output import format_number
from xl_tiebreaks.readers.trf import parse_trf, read_trf
from xl_tiebreaks.standings import compute_standings

DATA = Path(__file__).parent / "data"
DISPUTES = DATA / "disputes"
EDITIONS = ("2024", "2026")


def _standings(stem: str, edition: str, tiebreaks: str, system: str = "swiss", **kw):
    t = read_trf(DISPUTES / f"{stem}_{edition}.trf").tournament
    return t, compute_standings(t, tiebreaks, rules="FIDE" + edition, pairing_system=system, **kw)


def _pick(edition: str, v2024, v2026):
    return v2024 if edition == "2024" else v2026


# --------------------------------------------------------------------------------------
# Case 1: the FIDE exercise tournament under both editions (held_swiss_5)
# letters = start numbers: A 1, D 4, F 6, K 11, L 12 (the file lists them out of order)

CASE1 = {  # letter, start number: (BH 2023, BH 2026, SB 2023, SB 2026)
    ("D", 4): ("15.0", "14.0", "9.75", "9.25"),
    ("K", 11): ("13.5", "12.5", "5.75", "4.75"),
    ("F", 6): ("12.0", "11.5", "6.50", "6.00"),
    ("L", 12): ("11.5", "11.5", "4.00", "4.00"),
    ("A", 1): ("12.5", "12.5", "8.00", "8.00"),
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("letter,sn", list(CASE1), ids=[f"{k[0]}{k[1]}" for k in CASE1])
def test_case01_held_exercise_bh_sb(edition, letter, sn):
    """Case 1, C.07 art. 8.1 (BH), 9.1 (SB), 16.3-16.4 (dummy opponent; 2026: 16.4.1 cap by
    the scheduled opponent's score for a forfeit, 16.4.2 cap by ½ x rounds for a bye).

    D's 2023 BH = L 3.0 (L's trailing Z byes count as draws, 16.3) + dummy 3.5 (own score) +
    M 1.5 + C 3.5 + A 3.5 = 15.0; 2026: the H-bye dummy is capped at 2.5 -> 14.0."""
    bh24, bh26, sb24, sb26 = CASE1[(letter, sn)]
    _, st = _standings("case01_held_swiss_5", edition, "BH SB")
    assert st.value(sn, "BH") == F(_pick(edition, bh24, bh26))
    assert st.value(sn, "SB") == F(_pick(edition, sb24, sb26))


@pytest.mark.parametrize("letter,sn,want", [("D", 4, "11.5"), ("K", 11, "12.0"), ("A", 1, "11.0"), ("L", 12, "9.5")])
def test_case01_bh_cut1_2024(letter, sn, want):
    """Case 1, C.07 art. 14.1 and 16.5 (2023/2024 edition): BH-C1 cuts a voluntary unplayed
    round first: D's H-bye dummy (3.5) is cut, not its lowest opponent M (1.5): 11.5, not 13.5."""
    _, st = _standings("case01_held_swiss_5", "2024", "BH/C1")
    assert st.value(sn, "BH/C1") == F(want)


# --------------------------------------------------------------------------------------
# Case 2: a forfeit win / a PAB in round 3 of 9; A finishes on 6.0, the no-show X on 3.0.
# A = 1, B = 2, X = 4 (forfeit file). The other eight rounds of A contribute (adjusted
# scores, 16.3): forfeit file B 4 + C 4.5 + f1 2.5 + f2 2 + f3 2 + f4 3.5 + f5 3.5 + f6 3
# = 25.0; PAB file B 4 + C 4.5 + f1 2.5 + f2 2 + f3 1.5 + f4 2.5 + f5 2.5 + f6 3 = 22.5.
# B's opponents other than A: forfeit file 20.5, PAB file 17.5.

CASE2_OTHERS = {"forfeit": (F(25), F(41, 2)), "pab": (F(45, 2), F(35, 2))}
CASE2_ROUND3 = {("forfeit", "2024"): F(6), ("forfeit", "2026"): F(3), ("pab", "2024"): F(6), ("pab", "2026"): F(9, 2)}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", ["forfeit", "pab"])
def test_case02_own_unplayed_round_contribution(variant, edition):
    """Case 2, C.07 art. 16.4 (2026: 16.4.1 forfeit cap min(6.0, X's 3.0) = 3.0, 16.4.2 bye cap
    min(6.0, ½ x 9) = 4.5): round 3 contributes 6.0 / 6.0 (2023) and 3.0 / 4.5 (2026) to A's BH."""
    t, st = _standings(f"case02_{variant}", edition, "BH")
    assert t.points(1) == 6
    if variant == "forfeit":
        assert t.points(4) == 3 and t.rounds[1][2].kind is RoundKind.FORFEIT_WIN
    else:
        assert t.rounds[1][2].kind is RoundKind.PAB
    others, _ = CASE2_OTHERS[variant]
    assert st.value(1, "BH") - others == CASE2_ROUND3[(variant, edition)]


@pytest.mark.parametrize("variant", ["forfeit", "pab"])
def test_case02_round3_difference_between_editions(variant):
    """Case 2, C.07 art. 16.4.1 / 16.4.2: the editions differ only in round 3 of A: BH(2024) -
    BH(2026) = 6.0 - 3.0 (forfeit) and 6.0 - 4.5 (PAB)."""
    _, st24 = _standings(f"case02_{variant}", "2024", "BH")
    _, st26 = _standings(f"case02_{variant}", "2026", "BH")
    want = CASE2_ROUND3[(variant, "2024")] - CASE2_ROUND3[(variant, "2026")]
    assert st24.value(1, "BH") - st26.value(1, "BH") == want


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", ["forfeit", "pab"])
def test_case02_contribution_to_opponents(variant, edition):
    """Case 2, C.07 art. 16.3: to its opponents A counts 6.0 under 2023 and 2026 (a forfeit win
    or a PAB counts as given; the 2009 rule's 5.5 is not in the product yet)."""
    _, st = _standings(f"case02_{variant}", edition, "BH")
    _, b_others = CASE2_OTHERS[variant]
    assert st.value(2, "BH") - b_others == 6


# --------------------------------------------------------------------------------------
# Case 3: a requested half-point bye in round 1 of 9 (A = 1). Corrected by the reference
# check: the line as logged scores 7.0; 'corrected' (E0 for E1) scores 6.0; 'zero_bye' has
# a 0-point bye (5.5). The other eight opponents contribute 30.0 in all three files.

CASE3 = {  # variant: (A's points, bye contribution 2023, bye contribution 2026)
    "as_logged": (F(7), F(7), F(9, 2)),
    "corrected": (F(6), F(6), F(9, 2)),
    "zero_bye": (F(11, 2), F(11, 2), F(9, 2)),
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", list(CASE3))
def test_case03_round1_bye(variant, edition):
    """Case 3, C.07 art. 16.4 (2023: dummy = own final score; 2026: 16.4.2 cap ½ x 9 = 4.5) and
    16.5 (BH-C1 cuts the bye, a voluntary unplayed round, first: BH - BH/C1 is the bye's
    contribution and BH/C1 the 30.0 of the other opponents, not BH minus the lowest, B's 2.0)."""
    points, c24, c26 = CASE3[variant]
    t, st = _standings(f"case03_{variant}", edition, "BH BH/C1")
    assert t.points(1) == points
    assert st.value(1, "BH") - st.value(1, "BH/C1") == _pick(edition, c24, c26)
    assert st.value(1, "BH/C1") == 30


# --------------------------------------------------------------------------------------
# Case 5: lichess SB with a PAB. W = 1 beats B, C, D, E (1, 2, 3, 3) and has a PAB.


@pytest.mark.parametrize("edition", EDITIONS)
def test_case05_sb_with_pab(edition):
    """Case 5, C.07 art. 9.1 and 16.4: SB(W) = 1 + 2 + 3 + 3 + dummy x 1; dummy = 5.0 (2023)
    -> 14, capped at ½ x 5 = 2.5 (2026, 16.4.2) -> 11.5."""
    t, st = _standings("case05", edition, "SB")
    assert t.points(1) == 5
    assert st.value(1, "SB") == _pick(edition, F(14), F(23, 2))


# --------------------------------------------------------------------------------------
# Case 7: P (1) met O1 (3) in round 2; O1 withdrew after round 3 with 1.5 points. P's other
# opponents contribute 20.0 (files a, b, d) and 23.0 (file c, whose fillers differ).

CASE7 = {  # variant: (P's other opponents, O1's contribution)
    "a_Z": (F(20), F(4)),
    "b_0000_dash": (F(20), F(4)),  # corrected by the reference check (log: 1.5)
    "c_forfeit_losses": (F(23), F(3, 2)),
    "d_line_stops": (F(20), F(4)),
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", list(CASE7))
def test_case07_withdrawn_opponent(variant, edition):
    """Case 7, C.07 art. 16.3 (category 16.2.5: requested byes and absences followed only by
    voluntary unplayed rounds count as draws): O1's rounds 4-8 as Z byes, as '0000 -', as an
    empty line end: 1.5 + 5 x ½ = 4.0; as forfeit losses against named opponents: 1.5."""
    t, st = _standings(f"case07_{variant}", edition, "BH")
    assert t.points(3) == F(3, 2)
    others, o1 = CASE7[variant]
    assert st.value(1, "BH") - others == o1


# --------------------------------------------------------------------------------------
# Case 9: performance ratings at the extremes (P = 1).


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant,aro,tpr", [("a_zero", 2476, 1676), ("b_3w2d1l", 1850, 1975)])
def test_case09_tpr(variant, aro, tpr, edition):
    """Case 9, C.07 art. 10.1 (ARO) and 10.2 (TPR = ARO + dp(p)): (a) 0/7 against 2476 ->
    dp(0) = -800 -> 1676; (b) 4/6 = 0.67 against 1850 -> dp = +125 -> 1975."""
    _, st = _standings(f"case09_{variant}", edition, "ARO TPR")
    assert st.value(1, "ARO") == aro
    assert st.value(1, "TPR") == tpr


# --------------------------------------------------------------------------------------
# Case 12: Fore Buchholz after round 3. A = 1 beat B, C, D (final scores 1, 2, 2).


@pytest.mark.parametrize("edition", EDITIONS)
def test_case12_fb_mid_event(edition):
    """Case 12, C.07 art. 8.3 (FB: the final round's games count as draws): after round 3 of
    a 5-round event the final round is not paired yet, so FB(A) = BH(A) = 5.0 (the buggy
    program gave 5.5 by drawing round 3)."""
    for kw in ({"as_of": 3}, {}):  # after round 3 explicitly, or the file's rounds
        _, st = _standings("case12_xxr5", edition, "FB BH", **kw)
        assert st.value(1, "FB") == st.value(1, "BH") == 5
        assert st.rounds_used == 3 and any("after round 3 of 5" in n for n in st.notes)


@pytest.mark.parametrize("edition", EDITIONS)
def test_case12_fb_when_round3_is_final(edition):
    """Case 12, C.07 art. 8.3: the contrast: in a 3-round event round 3 is the final round and
    FB draws it: B 1.5 + C 1.5 + D 2.5 = 5.5 (BH stays 5.0); the reference gives the same."""
    _, st = _standings("case12_xxr3", edition, "FB BH")
    assert st.value(1, "FB") == F(11, 2)
    assert st.value(1, "BH") == 5


# --------------------------------------------------------------------------------------
# Case 14: double round robin, A (1) and B (2) each won one of their two games.


@pytest.mark.parametrize("edition", EDITIONS)
def test_case14_de_double_round_robin(edition):
    """Case 14, C.07 art. 6.1.2 (players who met more than once: the average of their games)
    and 9.1: DE A = B = 0.5 does not separate them (DE value 0); SB A 10.5, B 10.0 -> A first."""
    t, st = _standings("case14", edition, "DE SB", system="round_robin")
    assert t.points(1) == t.points(2) == 4
    assert st.value(1, "DE") == st.value(2, "DE") == 0
    assert st.value(1, "SB") == F(21, 2)
    assert st.value(2, "SB") == 10
    assert (st.rank(1), st.rank(2)) == (1, 2)


# --------------------------------------------------------------------------------------
# Case 16: Koya in a 6-player round robin where F withdrew after two games.
# A 1, B 2, C 3, D 4, E 5, F 6.

CASE16_KS = {
    # V1: F's results deleted (V1a: F removed; V1b: F kept, never paired): max 4 -> limit 2.0
    "V1a_F_removed": {1: "1.5", 2: "1.0", 3: "0.5", 4: "0.5", 5: "1.0"},
    "V1b_F_unpaired": {1: "1.5", 2: "1.0", 3: "0.5", 4: "0.5", 5: "1.0"},
    # V2: F kept, his forfeits count as played (15.2): max 5 -> limit 2.5
    "V2_F_kept": {1: "2.5", 2: "1.5", 3: "1.5", 4: "0.5", 5: "1.0"},
}


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", list(CASE16_KS))
def test_case16_koya_withdrawal(variant, edition):
    """Case 16, C.07 art. 9.2 (KS: points against participants with at least 50 % of the
    maximum score) and 15.2 (pre-determined pairings: forfeits count as games)."""
    _, st = _standings(f"case16_{variant}", edition, "KS", system="round_robin")
    for sn, want in CASE16_KS[variant].items():
        assert st.value(sn, "KS") == F(want), sn


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", ["V1a_F_removed", "V1b_F_unpaired"])
def test_case16_de_order(variant, edition):
    """Case 16, C.07 art. 6: A, B, C tied on 2.5 (V1): DE scores 1.5, 1.0, 0.5 -> A, B, C."""
    t, st = _standings(f"case16_{variant}", edition, "DE", system="round_robin")
    assert t.points(1) == t.points(2) == t.points(3) == F(5, 2)
    assert [st.rank(s) for s in (1, 2, 3)] == [1, 2, 3]
    assert [st.value(s, "DE") for s in (1, 2, 3)] == [1, 2, 3]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("variant", ["V1a_F_removed", "V1b_F_unpaired"])
def test_case16_sb_uses_raw_scores_in_round_robin(variant, edition):
    """Case 16 files (values from the reference implementation; the log gives no SB), C.07
    art. 15.2 and 9.1: with pre-determined pairings art. 16 does not apply, so an opponent
    counts with his real score: E (5) has his rest round (written '0000 - Z') in round 5 and
    scores 1.0, so SB(B) = E 1.0 + D 1.5 x ½ + C 2.5 = 4.25 (counting E as 1.5, the Swiss
    adjustment, would give 4.75); C 3.75, D 2.25."""
    _, st = _standings(f"case16_{variant}", edition, "SB", system="round_robin")
    assert [st.value(s, "SB") for s in (2, 3, 4)] == [F(17, 4), F(15, 4), F(9, 4)]


def test_case16_v2_winner():
    """Case 16, C.07 art. 9.2 and 15.2: with F kept (V2) A and C share 3.5 and KS puts A first."""
    t, st = _standings("case16_V2_F_kept", "2024", "KS", system="round_robin")
    assert t.points(1) == t.points(3) == F(7, 2)
    assert (st.rank(1), st.rank(3)) == (1, 2)


# --------------------------------------------------------------------------------------
# Case 17: a pairing-allocated bye worth ½ (record 162), and a PAB coded F. P = 1 beat
# B, C, D (2, 2.5, 1) and had a bye in round 4.


@pytest.mark.parametrize("edition", EDITIONS)
def test_case17_half_point_pab(edition):
    """Case 17, C.07 art. 16.4 with the file's score system (TRF-26 record 162 'P 0.5'):
    P = 3.5; BH = 5.5 + dummy, SB = 5.5 + ½ x dummy; dummy 3.5 (2023) -> BH 9.0, SB 7.25;
    2026 (16.4.2) min(3.5, ½ x 4) = 2.0 -> BH 7.5, SB 6.5. REP (art. 7.6) 4; WIN (art. 7.1) 3:
    a ½-point bye is not a win (reference check)."""
    t, st = _standings("case17_U_half_162", edition, "BH SB REP WIN")
    assert t.points(1) == F(7, 2)
    assert st.value(1, "BH") == _pick(edition, F(9), F(15, 2))
    assert st.value(1, "SB") == _pick(edition, F(29, 4), F(13, 2))
    assert st.value(1, "REP") == 4
    assert st.value(1, "WIN") == 3


@pytest.mark.parametrize("edition", EDITIONS)
def test_case17_full_point_pab(edition):
    """Case 17, C.07 art. 16.4, 7.6, 7.1: a PAB worth a win: P = 4.0 and SB (2023) 5.5 + 4.0 =
    9.5 (the log's 'if a parser assumes U is worth 1.0'); REP 4 and WIN 4."""
    t, st = _standings("case17_U_full", edition, "SB REP WIN")
    assert t.points(1) == 4
    if edition == "2024":
        assert st.value(1, "SB") == F(19, 2)
    assert st.value(1, "REP") == 4
    assert st.value(1, "WIN") == 4


@pytest.mark.parametrize("edition", EDITIONS)
def test_case17_bye_coded_f(edition):
    """Case 17, C.07 art. 7.6 (REP) and 7.1 (WIN): the bye written F (a requested full-point
    bye, deprecated) is not a voluntary unplayed round: REP 4 (reference check; the log said
    3), and it is worth a win: WIN 4."""
    t, st = _standings("case17_F_full", edition, "REP WIN")
    assert t.rounds[1][3].kind is RoundKind.FULL_BYE
    assert st.value(1, "REP") == 4
    assert st.value(1, "WIN") == 4


@pytest.mark.parametrize("edition", EDITIONS)
def test_case17_half_point_pab_without_162(edition):
    """Case 17, C.07 art. 16.4: the same event without a 162 record. TRF-16 cannot say that the
    PAB is worth ½, but the file's own totals (columns 81-84: P 3.5) can: the reader takes the
    PAB value from them, as the reference implementation does, and says so; the values are
    those of the 162 file (BH 9.0 / 7.5, SB 7.25 / 6.5, WIN 3)."""
    f = read_trf(DISPUTES / f"case17_U_half_no162_{edition}.trf")
    t = f.tournament
    assert t.points(1) == F(7, 2)
    assert any("0.5" in n and "162" in n for n in f.notes), f.notes
    st = compute_standings(t, "BH SB WIN", rules="FIDE" + edition, pairing_system="swiss")
    assert st.value(1, "BH") == _pick(edition, F(9), F(15, 2))
    assert st.value(1, "SB") == _pick(edition, F(29, 4), F(13, 2))
    assert st.value(1, "WIN") == 3


# --------------------------------------------------------------------------------------
# Case 19: layout quirks. Both files hold the FIDE exercise tournament (held_swiss_5): the
# lichess form (bye with a blank opponent field, records out of order) and the sorted form
# with 0000. Both must give every published answer of the exercise.


def _held_rows():
    from .test_conformance import exercise_rows

    out = []
    for f, criteria, edition, kind, sn, want, _source in exercise_rows():
        if f != "held_swiss_5.trf":
            continue
        for ed in (("2024", "2026") if edition == "any" else (edition,)):
            out.append((criteria, ed, kind, sn, want))
    return out


HELD_ROWS = _held_rows()
CASE19_FILES = ["case19_held_swiss_5_lichess_blank_opp.trf", "case19_held_swiss_5_sorted_0000.trf"]


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("name", CASE19_FILES)
def test_case19_published_values(name, edition):
    """Case 19 (C.07 art. 8, 9, 16 as exercised by the FIDE exercise): every published answer
    for held_swiss_5, read from the lichess-style and the sorted-0000 files."""
    t = read_trf(DISPUTES / name).tournament
    rows = [r for r in HELD_ROWS if r[1] == edition]
    assert len(rows) > 100
    cache: dict[str, object] = {}
    problems = []
    for criteria, _, kind, sn, want in rows:
        st = cache.get(criteria)
        if st is None:
            st = cache[criteria] = compute_standings(t, criteria.split(), rules="FIDE" + edition, pairing_system="swiss")
        if kind == "rank":
            if st.rank(sn) != int(want):
                problems.append((criteria, sn, st.rank(sn), want))
            continue
        got = st.value(sn, criteria.split()[-1])
        if want == "undefined":
            ok = got is None
        elif criteria.startswith("AOB"):
            ok = got is not None and format_number(got, 2) == format_number(F(want), 2)
        else:
            ok = got == F(want)
        if not ok:
            problems.append((criteria, sn, got, want))
    assert not problems, problems[:10]


@pytest.mark.parametrize("name", CASE19_FILES)
def test_case19_same_tournament_as_exercise(name):
    """Case 19 (C.04 Annex 2 TRF-16 layout; C.07 art. 16.2 categories of unplayed rounds): the
    quirky layouts read into the same rounds as the exercise file, byes included."""
    ref = read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament
    t = read_trf(DISPUTES / name).tournament
    assert t.rounds == ref.rounds
    assert [p.start_no for p in t.participants] == list(range(1, 17))


@pytest.mark.parametrize("date,edition,bh", [("01. 08. 2024", "FIDE2024", 15), ("2024-08-01", "FIDE2024", 15), ("", "FIDE2026", 14)])
def test_case19_spaced_date_chooses_edition(date, edition, bh):
    """Case 19 (reference check), the C.07 edition in force on the start date (2026 edition:
    from 1 March 2026; art. 16.4 caps): the spaced form
    '01. 08. 2024' is read (the reference cannot read it and falls back to 2026, giving D a BH
    of 14.0 instead of 15.0); with no date the latest edition is used and the rules say so."""
    text = (DISPUTES / CASE19_FILES[0]).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if not line.startswith("042")]
    if date:
        lines.insert(1, f"042 {date}")
    t = parse_trf("\n".join(lines)).tournament
    st = compute_standings(t, "BH", rules="FIDE", pairing_system="swiss")
    assert st.rules.rules.value == edition
    assert st.value(4, "BH") == bh
    if not date:
        assert "no start date" in st.rules.reason


# --------------------------------------------------------------------------------------
# Case 20: a team match (X - Y, round 3) decided on both boards by forfeits. Teams from the
# 013 records: X = 1, 2; Y = 3, 4.


@pytest.mark.parametrize("edition", EDITIONS)
def test_case20_cross_forfeit_game_points(edition):
    """Case 20, C.07 art. 16 (forfeits) and C.04 team scoring: board 1 X+ (1 beat 3 by
    forfeit), board 2 Y+ (4 beat 2 by forfeit): game points 1-1. The match points (1-1, 362
    'W 2.0 D 1.0') and the team tie-breaks wait for team events in the product."""
    t = read_trf(DISPUTES / f"case20_{edition}.trf").tournament
    r3 = {s: t.rounds[s][2] for s in (1, 2, 3, 4)}
    assert r3[1].kind is RoundKind.FORFEIT_WIN and r3[1].opponent == 3
    assert r3[3].kind is RoundKind.FORFEIT_LOSS
    assert r3[4].kind is RoundKind.FORFEIT_WIN and r3[4].opponent == 2
    assert r3[2].kind is RoundKind.FORFEIT_LOSS

    def gp(team):
        return sum(t.points(s, 3) - t.points(s, 2) for s in team)

    assert (gp((1, 2)), gp((3, 4))) == (1, 1)


# --------------------------------------------------------------------------------------
# The log's columns for the older rules: "naive" is the product's STANDARD rule set (byes add
# nothing, a forfeit counts the scheduled opponent's real score, no adjustment) and "2009" the
# virtual opponent (VIRTUAL; C.02 art. 13.15.2, C.07 before 2023 art. 15.2).


def _older(stem: str, rules: str):
    from xl_tiebreaks.standings import Evaluation

    t = read_trf(DISPUTES / f"{stem}.trf").tournament
    return t, Evaluation(t, rules=rules, pairing_system="swiss")


def _round_value(ev, start_no: int, round_no: int) -> F:
    from xl_tiebreaks.tiebreaks.buchholz import contributions

    i = ev.ctx.sn.index(start_no)
    entry = next(c for c in contributions(ev.ctx)[i] if c[3] == round_no - 1)
    return F(entry[0], ev.ctx.S)


@pytest.mark.parametrize("letter,sn,naive,vo", [("D", 4, "10.5", "13.5"), ("K", 11, "12.5", "12.0"),
                                                ("F", 6, "9.0", "11.0"), ("L", 12, "5.5", "13.5"),
                                                ("A", 1, "12.5", "12.5")])
def test_case1_older_rules_buchholz(letter, sn, naive, vo):
    """Case 1 (FIDE's exercise tournament): the log's naive and 2009 Buchholz columns."""
    for rules, want in (("STANDARD", naive), ("VIRTUAL", vo)):
        _, ev = _older("case01_held_swiss_5_2024", rules)
        assert ev.column("BH").exact(ev.ctx.sn.index(sn)) == F(want), (letter, rules)


def test_case1_naive_cut():
    """Case 1: "BH-C1 (2023): D = 11.5 (the H-bye dummy is a VUR and is cut first ...). Naive
    'cut the lowest' would give D = 13.5": the 2024 Buchholz (15.0) less the lowest opponent
    (Opal, 1.5). The product cuts the voluntary round (art. 16.5): 11.5, not 13.5."""
    _, ev = _older("case01_held_swiss_5_2024", "FIDE2024")
    i = ev.ctx.sn.index(4)
    bh, cut1 = ev.column("BH").exact(i), ev.column("BH/C1").exact(i)
    lowest_opponent = min(_round_value(ev, 4, r) for r in (1, 3, 4, 5))
    assert (bh, lowest_opponent, bh - lowest_opponent) == (15, F("1.5"), F("13.5"))
    assert cut1 == F("11.5")


@pytest.mark.parametrize("variant", ["forfeit", "pab"])
def test_case2_virtual_opponent(variant):
    """Case 2: round 3 (forfeit win or pairing-allocated bye, 2.0 before it, 9 rounds) counts
    Svon = 2 + 0 + ½ x 6 = 5.0 for A; for A's opponents A counts 6 - 1 + ½ = 5.5."""
    t, ev = _older(f"case02_{variant}_2024", "VIRTUAL")
    assert _round_value(ev, 1, 3) == 5
    from xl_tiebreaks.tiebreaks.unplayed import drawn_scores

    assert F(drawn_scores(ev.ctx)[ev.ctx.sn.index(1)], ev.ctx.S) == F("5.5")


@pytest.mark.parametrize("stem,want", [("case03_corrected_2024", "4.5"), ("case03_zero_bye_2024", "5.0")])
def test_case3_virtual_opponent(stem, want):
    """Case 3: A's round-1 bye under the 2009 rule: ½ bye 0 + (1 - ½) + ½ x 8 = 4.5; a
    zero-point bye 0 + 1 + 4 = 5.0."""
    _, ev = _older(stem, "VIRTUAL")
    assert _round_value(ev, 1, 1) == F(want)


def test_case5_older_sb():
    """Case 5 (lichess): W's SB from the crosstable only, 9 (naive: the bye adds nothing), and
    with the virtual opponent of the 2009 rule 9 + 4 x 1 = 13 (lichess multiplied Svon = 4.0 by
    the bye's point: the Vega variant; Swiss-Manager's counts it as a draw, 9 + 2 = 11)."""
    for rules, want in (("STANDARD", 9), ("VIRTUAL_VEGA", 13), ("VIRTUAL", 11)):
        _, ev = _older("case05_2024", rules)
        assert ev.column("SB").exact(0) == want, rules


@pytest.mark.parametrize("variant", ["a_Z", "b_0000_dash", "c_forfeit_losses", "d_line_stops"])
def test_case7_older_rules(variant):
    """Case 7: O1 (1.5 after three rounds, then gone) is worth 1.5 to P naively and 4.0 under
    the 2009 rule (his five missed rounds as draws), however the withdrawal was recorded."""
    for rules, want in (("STANDARD", "1.5"), ("VIRTUAL", "4.0")):
        _, ev = _older(f"case07_{variant}_2024", rules)
        assert _round_value(ev, 1, 2) == F(want), (variant, rules)


def _shared_disputes() -> Path | None:
    """../shared/research/disputes_trf beside the clone (or $XLT_SHARED/research/disputes_trf),
    if there is one."""
    import os

    roots = [Path(os.environ["XLT_SHARED"])] if os.environ.get("XLT_SHARED") else []
    roots += [Path(__file__).resolve().parents[2] / "shared"]
    return next((r / "research" / "disputes_trf" for r in roots if (r / "research" / "disputes_trf").is_dir()), None)


def test_disputes_files_are_the_recorded_copy():
    """The disputes' TRF files (cases 1-20) are the copy tests/data/disputes/SOURCE.md
    describes: every file, and only those, with the SHA-256 SHA256SUMS recorded when it was
    copied from ../shared/research/disputes_trf. The tests need nothing outside tests/; where
    the shared folder is found (beside the clone, or $XLT_SHARED) its files are the same."""
    import hashlib

    recorded = {}
    for line in (DISPUTES / "SHA256SUMS").read_text(encoding="utf-8").splitlines():
        digest, name = line.split(None, 1)
        recorded[name.lstrip("*")] = digest
    ours = {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in DISPUTES.glob("*.trf")}
    assert len(recorded) == 50 and ours == recorded
    assert "shared/research/disputes_trf" in (DISPUTES / "SOURCE.md").read_text(encoding="utf-8")
    shared = _shared_disputes()
    if shared is not None:
        assert {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in shared.glob("*.trf")} == recorded


def test_editions_only_differ_in_the_date():
    """All Swiss cases: every 2024/2026 pair of files differs only in record 042, so the
    edition differences the tests check come from the rules (C.07 (2026) art. 16.4), not
    from the data."""
    for f24 in DISPUTES.glob("*_2024.trf"):
        f26 = f24.with_name(f24.name.replace("_2024.trf", "_2026.trf"))
        a = [line for line in f24.read_text().splitlines() if not line.startswith("042")]
        b = [line for line in f26.read_text().splitlines() if not line.startswith("042")]
        assert a == b, f24.name
        assert dataclasses.replace(read_trf(f24).tournament, start_date=None) == dataclasses.replace(
            read_trf(f26).tournament, start_date=None
        )
