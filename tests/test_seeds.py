"""The seed documents' worked examples (../shared/seeds/, Spanish web pages)."""

from __future__ import annotations

from fractions import Fraction as F

from xl_tiebreaks.cli.common import _example_path
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings

from .helpers import round_robin_from_grid


def test_seed002_six_player_swiss():
    """Seed 002 (ChessLivo, 'El desempate Sonneborn-Berger, paso a paso'): the table's
    BH-C1, BH and SB, and its order (F before A on BH; E before B)."""
    t = read_trf(_example_path()).tournament
    st = compute_standings(t, "BH-C1 BH SB")
    names = {p.start_no: p.name for p in t.participants}
    published = {  # name: (rank, points, BH-C1, BH, SB)
        "F": (1, "2.5", 4, 5, "3.75"),
        "A": (2, "2.5", 4, 4, "2.75"),
        "E": (3, "1.5", 4, 5, "1.75"),
        "B": (4, "1.5", 4, 4, "0.75"),
        "C": (5, "1", 4, 4, "0"),
        "D": (6, "0", 4, 5, "0"),
    }
    for sn, name in names.items():
        rank, pts, bhc1, bh, sb = published[name]
        assert st.rank(sn) == rank
        assert t.points(sn) == F(pts)
        assert st.value(sn, "BH-C1") == bhc1
        assert st.value(sn, "BH") == bh
        assert st.value(sn, "SB") == F(sb)


def test_seed000_progressive():
    """Seed 000 (AI Mario Zilli): A 1 ½ 1 0 0 -> 10.0; B 0 ½ 1 1 0 -> 7.0."""
    assert _prog("1½100") == F(10)
    assert _prog("0½110") == F(7)


def test_seed003_progressive():
    """Seed 003: A wins four then loses two -> 18; B loses two then wins four -> 10."""
    assert _prog("111100") == 18
    assert _prog("001111") == 10


def _prog(results: str) -> F:
    from xl_tiebreaks.model import Participant, Result, RoundKind, RoundRecord, Tournament

    res = {"1": Result.WIN, "½": Result.DRAW, "0": Result.LOSS}
    n = len(results)
    recs = {1: [RoundRecord(RoundKind.GAME, 1 + r, "w", res[c]) for r, c in enumerate(results, 1)]}
    for r, c in enumerate(results, 1):
        recs[1 + r] = [RoundRecord(RoundKind.ABSENT)] * (r - 1) + [
            RoundRecord(RoundKind.GAME, 1, "b", res[c].reverse)] + [RoundRecord(RoundKind.ABSENT)] * (n - r)
    t = Tournament.build([Participant(i) for i in range(1, n + 2)], recs)
    return compute_standings(t, "PS", pairing_system="swiss").value(1, "PS")


SEED000_NAMES = ["A", "B", "C", "D", "E", "F"]
SEED000_GRID = [
    ["X", "½", "½", "1", "1", "1"],
    ["½", "X", "½", "1", "1", "½"],
    ["½", "½", "X", "½", "1", "1"],
    ["0", "0", "½", "X", "½", "1"],
    ["0", "0", "0", "½", "X", "1"],
    ["0", "½", "0", "0", "0", "X"],
]


def test_seed000_round_robin_sonneborn_berger():
    """Seed 000's round-robin SB table. The source types A's total as 4.5, but A's row
    (X ½ ½ 1 1 1) adds up to 4.0; the source's SB for B (7.75) and C (7.00) use 4.5.
    What the results imply: A 4.0, and SB B 7.50, C 6.75 (each ½ x 4.0 = 2.00 from A)."""
    t = round_robin_from_grid(SEED000_NAMES, SEED000_GRID)
    st = compute_standings(t, "SB")
    pts = {p.name: t.points(p.start_no) for p in t.participants}
    assert pts == {"A": 4, "B": F(7, 2), "C": F(7, 2), "D": 2, "E": F(3, 2), "F": F(1, 2)}
    sb = {p.name: st.value(p.start_no, "SB") for p in t.participants}
    assert sb == {"A": F("7.5"), "B": F("7.5"), "C": F("6.75"), "D": F(3), "E": F("1.5"), "F": F("1.75")}
    # the source's typed SB differ from ours only by A's term (½ x 4.5 = 2.25 there, ½ x 4.0 here)
    assert F("7.75") - sb["B"] == F("7.00") - sb["C"] == F(1, 2) * (F("4.5") - pts["A"])
