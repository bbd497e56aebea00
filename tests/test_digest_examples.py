"""Worked examples of the C.07 digest (../shared/research/fide_c07_digest.md §6), computed by
hand and reproduced with FIDE's reference implementation there (E1-E5)."""

from __future__ import annotations

from fractions import Fraction as F

import pytest

from xl_tiebreaks.model import Tournament
from xl_tiebreaks.output import format_number
from xl_tiebreaks.standings import compute_standings

from .helpers import swiss_from_rows

E1_ROWS = {
    1: ["4 w 1", "2 b =", "6 w ="],
    2: ["5 b 1", "1 w =", "3 b ="],
    3: ["6 w =", "4 b 1", "2 w ="],
    4: ["1 b 0", "3 w 0", "5 b 0"],
    5: ["2 w 0", "6 b 0", "4 w 1"],
    6: ["3 b =", "5 w 1", "1 b ="],
}
E1_RATINGS = {1: 2050, 2: 1980, 3: 1875, 4: 1720, 5: 1655, 6: 1500}
E1_CODES = "BH BH/C1 BH/M1 SB SB/C1 PS PS/C1 WIN WON BPG BWG REP ARO ARO/C1 TPR PTP APRO APPO AOB FB"
E1_TABLE = {  # Pts, then E1_CODES
    1: "2 4 4 2 2 2 4.5 3.5 1 1 1 0 3 1733 1850 1858 1883 1677 1621 5.00 4.5",
    2: "2 5 4 2 3 2 4.5 3.5 1 1 2 1 3 1860 1963 1985 2004 1775 1781 4.00 4.5",
    3: "2 4 4 2 2 2 4.0 3.5 1 1 1 1 3 1733 1850 1858 1883 1677 1621 5.00 4.5",
    4: "0 5 4 2 0 0 0.0 0.0 0 0 2 0 3 1860 1963 1060 855 1775 1781 4.00 4.5",
    5: "1 4 4 2 0 0 1.0 1.0 1 1 1 0 3 1733 1850 1608 1577 1677 1621 5.00 4.5",
    6: "2 5 4 2 3 2 4.0 3.5 1 1 2 0 3 1860 1963 1985 2004 1775 1781 4.00 4.5",
}


def _with_ratings(t: Tournament, ratings: dict[int, int]) -> Tournament:
    import dataclasses

    parts = tuple(dataclasses.replace(p, rating=ratings[p.start_no]) for p in t.participants)
    return dataclasses.replace(t, participants=parts)


@pytest.mark.parametrize("rules", ["FIDE2024", "FIDE2026"])
def test_e1_all_played(rules):
    """E1: 6-player, 3-round Swiss, all games played: identical under both editions."""
    t = _with_ratings(swiss_from_rows(E1_ROWS), E1_RATINGS)
    st = compute_standings(t, E1_CODES, rules=rules)
    for sn, line in E1_TABLE.items():
        want = line.split()
        assert t.points(sn) == F(want[0])
        for code, w in zip(E1_CODES.split(), want[1:]):
            got = st.value(sn, code)
            if code == "AOB":
                assert format_number(got, 2) == w, (sn, code)
            else:
                assert got == F(w), (sn, code, got, w)


def test_e1_direct_encounter_unresolved():
    """E1: {1, 2, 3, 6} on 2 points; 1-3 and 2-6 never met: DE resolves nothing (art. 6.3)."""
    t = swiss_from_rows(E1_ROWS)
    st = compute_standings(t, "DE")
    assert [st.value(sn, "DE") for sn in (1, 2, 3, 6)] == [0, 0, 0, 0]


E2_ROWS = {
    1: ["4 w 1", "3 b 1", "- - H", "5 b 1"],
    2: ["5 b =", "6 w +", "4 w 1", "3 w 1"],
    3: ["6 b 0", "1 w 0", "5 w =", "2 b 0"],
    4: ["1 b 0", "5 w =", "2 b 0", "- - U"],
    5: ["2 w =", "4 b =", "3 b =", "1 w 0"],
    6: ["3 w 1", "2 b -", "- - Z", "- - Z"],
}
# code: per player 1..6, 2024 edition / 2026 edition (digest E2 table)
E2_TABLE = {
    "BH": ("7.0 7.0 10.5 10.0 9.0 3.5", "5.5 5.5 10.5 10.0 9.0 3.5"),
    "BH/C1": ("3.5 6.5 9.0 8.5 8.5 2.5", "3.5 5.0 9.0 8.5 8.5 2.5"),
    "BH/C2": ("3.0 5.0 7.0 7.0 7.0 1.5", "3.0 3.5 7.0 7.0 7.0 1.5"),
    "BH/M1": ("2.0 3.0 5.5 5.0 5.0 1.5", "2.0 3.0 5.5 5.0 5.0 1.5"),
    "SB": ("5.25 6.25 0.75 2.25 2.75 0.50", "4.50 4.75 0.75 2.25 2.75 0.50"),
    "SB/C1": ("3.50 5.75 0.00 1.50 2.50 0.00", "3.50 4.25 0.00 1.50 2.50 0.00"),
    "FB": ("7.5 7.5 10.0 9.5 8.5 4.0", "6.5 6.5 10.0 9.5 8.5 4.0"),
    "AOB": ("9.83 9.83 6.63 7.67 8.63 10.50", "9.83 9.83 5.88 6.67 7.88 10.50"),
    "PS": ("9.0 8.0 1.0 2.5 4.5 4.0", "9.0 8.0 1.0 2.5 4.5 4.0"),
    "WIN": ("3 3 0 1 0 1", "3 3 0 1 0 1"),
    "WON": ("3 2 0 0 0 1", "3 2 0 0 0 1"),
    "BPG": ("2 1 2 2 2 0", "2 1 2 2 2 0"),
    "REP": ("3 4 4 4 4 1", "3 4 4 4 4 1"),
}


@pytest.mark.parametrize("rules,col", [("FIDE2024", 0), ("FIDE2026", 1)])
def test_e2_every_kind_of_unplayed_round(rules, col):
    """E2: a forfeit, a half-point bye, a withdrawal, a pairing-allocated bye (art. 16):
    16.3 adjusted scores, 16.4 dummy (2026 caps), 16.5 cut of the VUR first."""
    t = swiss_from_rows(E2_ROWS)
    st = compute_standings(t, list(E2_TABLE), rules=rules)
    for code, cols in E2_TABLE.items():
        want = cols[col].split()
        for sn in range(1, 7):
            got = st.value(sn, code)
            if code == "AOB":
                assert format_number(got, 2) == want[sn - 1], (code, sn)
            else:
                assert got == F(want[sn - 1]), (code, sn, got, want[sn - 1])


def test_e2_played_forfeits_modifier():
    """E2, /P: forfeits count against the scheduled opponent (adjusted score of 6 is 2.0)."""
    t = swiss_from_rows(E2_ROWS)
    st24 = compute_standings(t, "BH/P", rules="FIDE2024")
    st26 = compute_standings(t, "BH/P SB/P", rules="FIDE2026")
    assert st24.value(2, "BH/P") == F("5.5") and st26.value(2, "BH/P") == F("5.5")
    assert st24.value(1, "BH/P") == 7 and st26.value(1, "BH/P") == F("5.5")
    assert st26.value(6, "BH/P") == 6 and st26.value(2, "SB/P") == F("4.75")


E3_ROWS = {
    1: ["6 w 0", "2 w 0", "3 b 1", "4 w 1", "5 b 1"],
    2: ["5 w =", "1 b 1", "6 w =", "3 w 1", "4 b 0"],
    3: ["4 w 1", "5 b +", "1 w 0", "2 b 0", "6 w 1"],
    4: ["3 b 0", "6 b 1", "5 w 1", "1 b 0", "2 w 1"],
    5: ["2 b =", "3 w -", "4 b 0", "6 b 0", "1 w 0"],
    6: ["1 b 1", "4 w 0", "2 b =", "5 w 1", "3 b 0"],
}
E3_RATINGS = {1: 2100, 2: 2050, 3: 2000, 4: 1950, 5: 1900, 6: 1850}
E3_CODES = "SB SB/C1 KS KS/L+1 KS/L-4 WIN WON BPG BWG REP ARO TPR PTP PS"
E3_TABLE = {
    1: "6.50 6.00 2.0 2.0 3.0 3 3 2 2 5 1950 2022 2025 6.0",
    2: "7.50 7.25 2.5 2.0 3.0 2 2 2 1 5 1960 2032 2034 10.0",
    3: "6.00 5.50 2.0 1.0 3.0 3 2 1 0 5 1988 1988 1988 10.0",
    4: "6.00 5.50 2.0 1.0 3.0 3 3 3 1 5 1980 2052 2054 8.0",
    5: "1.50 1.50 0.5 0.5 0.5 0 0 3 0 4 1988 1666 1639 2.5",
    6: "5.00 4.50 1.5 1.5 2.5 2 2 3 1 5 2000 2000 1999 8.5",
}


def test_e3_round_robin_with_forfeit():
    """E3: 6-player round robin, a forfeit (counts as a game, art. 15.2), a 4-way tie."""
    t = _with_ratings(swiss_from_rows(E3_ROWS, pairing_system=None), E3_RATINGS)
    st = compute_standings(t, E3_CODES, rules="FIDE2026", pairing_system="round_robin")
    for sn, line in E3_TABLE.items():
        for code, w in zip(E3_CODES.split(), line.split()):
            assert st.value(sn, code) == F(w), (sn, code)


def test_e3_direct_encounter_reapplied():
    """E3: DE among A-D (mutual 2, 2, 1, 1) re-applied to {A, B} and {C, D} (art. 6.2):
    B, A, C, D. With PTS SB DE only C and D are left tied: C 1, D 2."""
    t = swiss_from_rows(E3_ROWS, pairing_system=None)
    st = compute_standings(t, "DE", rules="FIDE2026", pairing_system="round_robin")
    assert [st.value(sn, "DE") for sn in (1, 2, 3, 4)] == [2, 1, 3, 4]
    assert [st.rank(sn) for sn in (2, 1, 3, 4)] == [1, 2, 3, 4]
    st2 = compute_standings(t, "SB DE", rules="FIDE2026", pairing_system="round_robin")
    assert st2.value(3, "DE") == 1 and st2.value(4, "DE") == 2


E4_ROWS = {
    1: ["2 w 1", "3 b 1", "4 w 1", "5 b 0", "6 w 0"],
    2: ["1 b 0", "4 b 1", "3 w 1", "7 b =", "8 w ="],
    3: ["8 w 1", "1 w 0", "2 b 0", "6 b 1", "5 w 1"],
    4: ["5 w 1", "2 w 0", "1 b 0", "8 b 1", "7 w 1"],
    5: ["4 b 0", "6 b =", "7 w =", "1 w 1", "3 b 0"],
    6: ["7 w =", "5 w =", "8 w =", "3 w 0", "1 b 1"],
    7: ["6 b =", "8 b =", "5 b =", "2 w =", "4 b 0"],
    8: ["3 b 0", "7 w =", "6 b =", "4 w 0", "2 b ="],
}


def test_e4_direct_encounter_swiss_partial():
    """E4: Swiss, 1-4 on 3.0; 3-4 never met. 1 and 2 are bound to be ahead (art. 6.3),
    {3, 4} unresolved: DE 1, 2, 3, 3; then BH puts 3 (12.0) before 4 (11.5)."""
    t = swiss_from_rows(E4_ROWS)
    st = compute_standings(t, "DE BH", rules="FIDE2024")
    assert [st.value(sn, "DE") for sn in (1, 2, 3, 4)] == [1, 2, 3, 3]
    assert [st.value(sn, "BH") for sn in (1, 2, 3, 4)] == [F("13.5"), F("12.5"), 12, F("11.5")]
    assert [st.rank(sn) for sn in (1, 2, 3, 4)] == [1, 2, 3, 4]


def test_e4_negative_bound():
    """Digest E4 negative check: 1 beat 2, 2 drew 3, 1-3 not played, all three on 1.5:
    1 has 1 but 3 could still reach 1.5, so nothing is decided (art. 6.3)."""
    rows = {
        1: ["2 w 1", "4 w 0", "5 b ="],
        2: ["1 b 0", "3 w =", "4 b 1"],
        3: ["5 w =", "2 b =", "6 w ="],
        4: ["6 w 1", "1 b 1", "2 w 0"],
        5: ["3 b =", "6 b 1", "1 w ="],
        6: ["4 b 0", "5 w 0", "3 b ="],
    }
    t = swiss_from_rows(rows)
    assert {t.points(s) for s in (1, 2, 3)} == {F("1.5")}
    st = compute_standings(t, "DE")
    assert [st.value(s, "DE") for s in (1, 2, 3)] == [0, 0, 0]
    assert st.rank(1) == st.rank(2) == st.rank(3)


def test_ptp_extra_checks():
    """Digest E1 extra checks: 2/2 against 1800 and 2000 -> 2736 (max + 736); 0/2 -> 1000
    (lowest - 800); 1/2 -> 1899."""
    for results, want in (("11", 2736), ("00", 1000), ("10", 1899)):
        rows = {1: [f"2 w {results[0]}", f"3 b {results[1]}"],
                2: [f"1 b {'1' if results[0] == '0' else '0'}", "- - Z"],
                3: ["- - Z", f"1 w {'1' if results[1] == '0' else '0'}"]}
        t = _with_ratings(swiss_from_rows(rows), {1: 1900, 2: 1800, 3: 2000})
        assert compute_standings(t, "PTP").value(1, "PTP") == want


def test_undefined_ranks_after_defined():
    """TPR of a player with no game is undefined: empty, and ranked after every value (A7)."""
    rows = {1: ["2 w =", "- - H"], 2: ["1 b =", "3 w ="], 3: ["- - H", "2 b ="], 4: ["- - H", "- - H"]}
    t = _with_ratings(swiss_from_rows(rows), {1: 1500, 2: 1600, 3: 1700, 4: 1800})
    st = compute_standings(t, "TPR")
    assert st.value(4, "TPR") is None
    assert st.rank(4) == 4 and {st.rank(s) for s in (1, 2, 3)} <= {1, 2, 3}
