"""Seed 001's further systems, seed 004's historic scores, seed 003's recursive performance,
and the presets (xl_tiebreaks.tiebreaks.historic, .recursive, xl_tiebreaks.presets)."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest

from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.spec import parse_list
from xl_tiebreaks.standings import Evaluation, compute_standings
from xl_tiebreaks.tiebreaks.recursive import recursive_performance

from .helpers import round_robin_from_grid, swiss_from_rows
from .test_digest_examples import E1_RATINGS, E1_ROWS, E3_ROWS, E4_ROWS, _with_ratings
from .test_seeds import SEED000_GRID, SEED000_NAMES

DATA = Path(__file__).parent / "data"


def test_seed004_on_seed000_crosstable():
    """Seed 004's formulas by hand on seed 000's round robin (points from the results: A 4,
    B 3.5, C 3.5, D 2, E 1.5, F 0.5; SB 7.5, 7.5, 6.75, 3, 1.5, 1.75; 5 games each):
    non-Neustadtl = score² + SB; Gelbfuhs = score + SB / 5."""
    t = round_robin_from_grid(SEED000_NAMES, SEED000_GRID)
    st = compute_standings(t, "Neustadtl SBNN Gelbfuhs")
    pts = [F(x) for x in ("4", "3.5", "3.5", "2", "1.5", "0.5")]
    sb = [F(x) for x in ("7.5", "7.5", "6.75", "3", "1.5", "1.75")]
    for sn in range(1, 7):
        assert st.value(sn, "Neustadtl") == sb[sn - 1]
        assert st.value(sn, "SBNN") == pts[sn - 1] ** 2 + sb[sn - 1]
        assert st.value(sn, "Gelbfuhs") == pts[sn - 1] + sb[sn - 1] / 5
    assert st.value(1, "Gelbfuhs") == F("5.5")  # 4 + 7.5 / 5


def test_digest_e3_historic():
    """Digest E3 (round robin with a forfeit): non-Neustadtl 15.5 16.5 15.0 15.0, Gelbfuhs
    4.3 4.5 4.2 4.2 for players 1-4."""
    t = swiss_from_rows(E3_ROWS, pairing_system=None)
    st = compute_standings(t, "SBNN GF", rules="FIDE2026", pairing_system="round_robin")
    assert [st.value(s, "SBNN") for s in (1, 2, 3, 4)] == [F("15.5"), F("16.5"), 15, 15]
    assert [st.value(s, "GF") for s in (1, 2, 3, 4)] == [F("4.3"), F("4.5"), F("4.2"), F("4.2")]


def test_gelbfuhs_unequal_games():
    """Gelbfuhs for players with different numbers of games (the reason it was invented,
    Vienna 1873): each opponent's score over his own games. Four players, two rounds; 4 played
    only round 1. Player 1 beat 2 (2 scored 0 in 2 games) and drew 3 (3 scored 1.5 in 2):
    G(1) = 1 x (1 + 0/2) + ½ x (1 + 1.5/2) = 1.875. Player 3 beat 4 (0 in 1 game) and drew 1
    (1.5 in 2): the same 1.875."""
    rows = {1: ["2 w 1", "3 b ="], 2: ["1 b 0", "- - Z"], 3: ["4 w 1", "1 w ="], 4: ["3 b 0", "- - Z"]}
    t = swiss_from_rows(rows)
    st = compute_standings(t, "GF")
    assert st.value(1, "GF") == F(15, 8)
    assert st.value(3, "GF") == F(15, 8)
    assert st.value(2, "GF") == 0


def test_sum_of_buchholz():
    """Seed 001 2.2.1.6 on digest E1 (every BH 4 or 5): player 1 met 4, 2 and 6, each with
    BH 5: 15; player 3 met 6, 4, 2: 15; player 5 met 2 (5), 6 (5), 4 (5): 15."""
    t = swiss_from_rows(E1_ROWS)
    st = compute_standings(t, "SUMBH BH")
    for sn in range(1, 7):
        opps = [r.opponent for r in t.rounds[sn]]
        assert st.value(sn, "SUMBH") == sum(st.value(o, "BH") for o in opps)
    assert st.value(1, "SUMBH") == 15


def test_extended_koya():
    """Seed 001 2.1.3.1: players equal on Koya are compared on the points against the next
    lower score group, then the next. Six-player round robin (max 5, limit 2.5): A and B
    2.5 each, both 1.5 against the players on 2.5 or more (each other, C, E). Next group: D
    (2.0), whom A beat and B lost to: A ahead; the last group (F, 1.0) would have evened them
    (B beat F, A lost). KSX: A 1.5 / 2.5 / 2.5, B 1.5 / 1.5 / 2.5."""
    grid = [
        ["X", "½", "½", "1", "½", "0"],   # A 2.5
        ["½", "X", "½", "0", "½", "1"],   # B 2.5
        ["½", "½", "X", "1", "½", "1"],   # C 3.5
        ["0", "1", "0", "X", "0", "1"],   # D 2.0
        ["½", "½", "½", "1", "X", "1"],   # E 3.5
        ["1", "0", "0", "0", "0", "X"],   # F 1.0
    ]
    t = round_robin_from_grid(list("ABCDEF"), grid)
    assert [t.points(s) for s in range(1, 7)] == [F("2.5"), F("2.5"), F("3.5"), 2, F("3.5"), 1]
    st = compute_standings(t, "KS KSX")
    assert st.value(1, "KS") == st.value(2, "KS") == F("1.5")
    assert st.value(1, "KSX") == (F("1.5"), F("2.5"), F("2.5"))
    assert st.value(2, "KSX") == (F("1.5"), F("1.5"), F("2.5"))
    assert (st.rank(1), st.rank(2)) == (3, 4)
    # KS alone leaves them tied
    assert compute_standings(t, "KS").rank(1) == compute_standings(t, "KS").rank(2)


def test_aro_per_round_and_cut():
    """Seed 001 2.3.1: the sum of the opponents' ratings divided by the number of rounds
    (an unplayed round counts as a round); 2.3.1.1 cuts the lowest opponents. Digest E3,
    player 3 (forfeit win over 5 in round 2): (1950 + 2100 + 2050 + 1850) / 5 = 1590;
    player 1 played all 5: the ARO, 1950."""
    t = _with_ratings(swiss_from_rows(E3_ROWS, pairing_system=None),
                      {1: 2100, 2: 2050, 3: 2000, 4: 1950, 5: 1900, 6: 1850})
    st = compute_standings(t, "AROR AROR/C1 ARO", rules="FIDE2026", pairing_system="round_robin")
    assert st.value(3, "AROR") == 1590
    assert st.value(1, "AROR") == st.value(1, "ARO") == 1950
    # cut 1: the lowest opponent (1850) goes, the divisor is 5 - 1 = 4: 6100 / 4 = 1525
    assert st.value(3, "AROR/C1") == 1525


def test_tpr_350_rule():
    """Seed 001 2.3.2, our reading: opponents' ratings taken at most 350 from one's own. A
    1500 scoring 1/2 against 2000 and 1900: both count as 1850, ARO 1850, p 0.5: 1850 (TPR
    without the rule: 1950)."""
    rows = {1: ["2 w 1", "3 b 0"], 2: ["1 b 0", "- - Z"], 3: ["- - Z", "1 w 1"]}
    t = _with_ratings(swiss_from_rows(rows), {1: 1500, 2: 2000, 3: 1900})
    st = compute_standings(t, "TPR TPR350")
    assert st.value(1, "TPR") == 1950 and st.value(1, "TPR350") == 1850


def test_recursive_performance_e1_bipartite():
    """Digest E1: a 3-round Swiss of 6 whose pairing graph is bipartite ({1,3,5} vs {2,4,6}),
    where the plain iteration oscillates. RP 1936.25 2048.75 1936.25 1123.75 1686.25 2048.75;
    ARPO(1) = (1123.75 + 2048.75 + 2048.75) / 3 = 1740.42."""
    t = _with_ratings(swiss_from_rows(E1_ROWS), E1_RATINGS)
    st = compute_standings(t, "RP ARPO")
    assert [round(float(st.value(s, "RP")), 2) for s in range(1, 7)] == [1936.25, 2048.75, 1936.25, 1123.75,
                                                                          1686.25, 2048.75]
    assert round(float(st.value(1, "ARPO")), 2) == 1740.42
    assert any("experimental" in n for n in st.notes)


def test_recursive_performance_e4_and_cut():
    """Digest E4 (ratings 1980, 1960, ... 1840): RP 2006.88 1982.17 1976.15 1962.88 1860.41
    1889.68 1823.35 1778.47; ARPO 1934.26 1909.55 1903.52 1890.26; worst cut 1952.72 1942.32
    1934.79 1918.20."""
    t = _with_ratings(swiss_from_rows(E4_ROWS), {i: 2000 - 20 * i for i in range(1, 9)})
    st = compute_standings(t, "RP ARPO ARPO/C1")
    assert [round(float(st.value(s, "RP")), 2) for s in range(1, 9)] == [
        2006.88, 1982.17, 1976.15, 1962.88, 1860.41, 1889.68, 1823.35, 1778.47]
    assert [round(float(st.value(s, "ARPO")), 2) for s in range(1, 5)] == [1934.26, 1909.55, 1903.52, 1890.26]
    assert [round(float(st.value(s, "ARPO/C1")), 2) for s in range(1, 5)] == [1952.72, 1942.32, 1934.79, 1918.2]


def test_arpo_unplayed_round_is_the_worst():
    """Seed 003: in the cut versions each unplayed game is a "worst opponent": a player with
    a bye loses no real opponent to ARPO/C1."""
    rows = {s: list(v) for s, v in E4_ROWS.items()}
    rows[1][4], rows[6][4] = "- - U", "- - U"  # 1 and 6 do not meet in round 5
    t = _with_ratings(swiss_from_rows(rows), {i: 2000 - 20 * i for i in range(1, 9)})
    st = compute_standings(t, "RP ARPO ARPO/C1")
    # ARPO of 1 is the mean RP of the four real opponents (2, 3, 4, 5) ...
    real = [st.value(s, "RP") for s in (2, 3, 4, 5)]
    assert abs(st.value(1, "ARPO") - sum(real) / 4) <= F(1, 10**6)  # values kept to 6 decimals
    # ... and the cut removes the unplayed round, not the weakest of them
    assert st.value(1, "ARPO/C1") == st.value(1, "ARPO")
    # a player who played every round loses his weakest opponent instead (5 rounds -> 4)
    opp2 = [st.value(s, "RP") for s in (1, 4, 3, 7, 8)]
    assert abs(st.value(2, "ARPO/C1") - (sum(opp2) - min(opp2)) / 4) <= F(1, 10**6)
    assert st.value(2, "ARPO/C1") > st.value(2, "ARPO")


GENERATED = sorted((DATA / "fide-generated").glob("*.trf"))


@pytest.mark.parametrize("trf", GENERATED, ids=[p.stem for p in GENERATED])
def test_recursive_performance_is_a_fixed_point(trf):
    """On every event of the conformance corpus the computed RP is the limit: within each
    connected component of the pairing graph, RP - (mean RP of the opponents + dp) is the
    same constant (the centring of the dps), to 1e-6."""
    from xl_tiebreaks.tables import DP_BY_PERCENT
    from xl_tiebreaks.tiebreaks.rating import _games, _round_half_up

    t = read_trf(trf).tournament
    ev = Evaluation(t, unrated_rating=1800)
    ctx = ev.ctx
    rp = recursive_performance(ctx)
    games = [_games(ctx, i) for i in range(ctx.n)]
    comp = list(range(ctx.n))

    def find(a):
        while comp[a] != a:
            comp[a] = comp[comp[a]]
            a = comp[a]
        return a

    for i in range(ctx.n):
        for o, _ in games[i]:
            comp[find(i)] = find(o)
    residual: dict[int, list[float]] = {}
    for i in range(ctx.n):
        if not games[i]:
            assert rp[i] is None
            continue
        mean = sum(rp[o] for o, _ in games[i]) / len(games[i])
        dp = DP_BY_PERCENT[_round_half_up(sum(s for _, s in games[i]), len(games[i]))]
        residual.setdefault(find(i), []).append(rp[i] - mean - dp)
    assert residual
    for values in residual.values():
        assert max(values) - min(values) < 1e-6


def test_arpo_order_does_not_depend_on_unrated_rating_when_connected():
    """Seed 003's claim: the order given by RP does not depend on the rating given to an
    unrated player. True once the pairing graph is connected (digest E4 after 5 rounds)."""
    base = swiss_from_rows(E4_ROWS)
    ratings = {i: 2000 - 20 * i for i in range(1, 9)}
    ratings[5] = 0  # player 5 unrated
    t = _with_ratings(base, ratings)
    orders = []
    for unrated in (1000, 1800, 2600):
        st = compute_standings(t, "ARPO RP", unrated_rating=unrated)
        orders.append(sorted(range(1, 9), key=lambda s: -st.value(s, "RP")))
    assert orders[0] == orders[1] == orders[2]


def test_arpo_order_can_depend_on_unrated_rating_before_the_graph_connects():
    """Where the claim fails: after round 1 of digest E4 the pairing graph is four separate
    games; each keeps its own level, so an unrated player's rating moves his pair up or down."""
    rows = {s: v[:1] for s, v in E4_ROWS.items()}
    ratings = {i: 2000 - 20 * i for i in range(1, 9)}
    ratings[5] = 0
    t = _with_ratings(swiss_from_rows(rows), ratings)
    rps = []
    for unrated in (1000, 2600):
        st = compute_standings(t, "RP", unrated_rating=unrated)
        rps.append(sorted(range(1, 9), key=lambda s: -st.value(s, "RP")))
    assert rps[0] != rps[1]


def test_presets_and_mixing_warning():
    """Seed 001 §3 (FIDE's 2009 recommendations): only one family (progressive score,
    opponents' results, ratings) per event; its own list for inconsistent ratings mixes PS
    and Buchholz, so it is offered as two presets, each consistent. The warning goes with the
    older rules those recommendations belong to, never with the current C.07, whose lists mix
    the families freely ("BH SB PS"), and it says what the recommendation is."""
    assert [s.text for s in parse_list("DEFAULT_SWISS")] == ["BH/C1", "BH", "SB", "DE", "WIN"]
    assert [s.text for s in parse_list("preset: suizo")] == ["BH/C1", "BH", "SB", "DE", "WIN"]
    assert [s.text for s in parse_list("FIDE2009_SWISS_MIXED_PS")] == ["DE", "PS", "WON"]
    # the names of the first versions are still accepted
    assert [s.text for s in parse_list("SEED002_SWISS")] == ["BH/C1", "BH", "SB", "DE", "WIN"]
    assert [s.text for s in parse_list("SEED001_SWISS_MIXED_PS")] == ["DE", "PS", "WON"]
    t = swiss_from_rows(E1_ROWS)
    for rules in ("VIRTUAL", "DRAW_SELF", "STANDARD"):
        warn = compute_standings(t, "PS BH", rules=rules)
        (note,) = [n for n in warn.notes if "mixes" in n]
        assert "FIDE's 2009" in note and "one of three families" in note
        assert "recomendaciones FIDE de 2009" in note.message("es") and "seed" not in note.message("es")
    for rules in ("FIDE", "FIDE2024", "FIDE2026"):
        for tbs in ("PS BH", "BH SB PS", "BH/C1 BH SB PS ARO"):
            assert not any("mixes" in n for n in compute_standings(t, tbs, rules=rules).notes), (rules, tbs)
    from xl_tiebreaks.presets import PRESETS

    for name in PRESETS:
        st = compute_standings(t, name, unrated_rating=1500, rules="VIRTUAL")
        assert not any("mixes" in n for n in st.notes), name
