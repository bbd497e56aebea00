"""The older rule sets for unplayed rounds (xl_tiebreaks.rules.Rules), each from its source."""

from __future__ import annotations

import csv
from fractions import Fraction as F
from pathlib import Path

import pytest

from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.rules import Rules, choose_rules
from xl_tiebreaks.standings import Evaluation, compute_standings
from xl_tiebreaks.tiebreaks.buchholz import contributions

from .helpers import swiss_from_rows
from .test_digest_examples import E2_ROWS

DATA = Path(__file__).parent / "data"

# Seed 000 (AI Mario Zilli): "Juan jugó un suizo a 5 rondas y totalizó 3.5 puntos":
# R1 bye pedido (½); R2 lost to María (1.5, did not play rounds 3-5); R3 libre por sistema (1);
# R4 beat Pedro (2.0); R5 won by forfeit against Luis (2.0). Players 5 and 6 fill the rounds.
JUAN = {
    1: ["- - H", "2 b 0", "- - U", "3 w 1", "4 w +"],
    2: ["5 w =", "1 w 1", "- - -", "- - -", "- - -"],
    3: ["4 w 1", "5 b =", "6 w =", "1 b 0", "5 b 0"],
    4: ["3 b 0", "6 w 1", "5 w 1", "- - Z", "1 b -"],
    5: ["2 b =", "3 w =", "4 b 0", "6 w 1", "3 w 1"],
    6: ["- - U", "4 b 0", "3 b =", "5 b 0", "- - U"],
}
NAMES = {1: "Juan", 2: "María", 3: "Pedro", 4: "Luis"}


def _juan():
    t = swiss_from_rows(JUAN, NAMES)
    assert [t.points(s) for s in (1, 2, 3, 4)] == [F("3.5"), F("1.5"), 2, 2]
    return t


def _per_round(t, rules: str) -> list[F]:
    ev = Evaluation(t, rules=rules, pairing_system="swiss")
    return [F(c[0], ev.ctx.S) for c in contributions(ev.ctx)[0]]


def test_seed000_juan_per_round():
    """Seed 000's table, round by round: Standard 0, 1.5, 0, 2.0, 2.0 and "FIDE" (the draw
    against oneself) 3.5, 3.0, 3.0, 2.0, 3.0."""
    t = _juan()
    assert _per_round(t, "STANDARD") == [0, F("1.5"), 0, 2, 2]
    assert _per_round(t, "Bucholz FIDE") == [F("3.5"), 3, 3, 2, 3]


def test_seed000_juan_totals_and_variants():
    """Totals 5.5 / 14.5; Bucholz Top (cut the worst) 5.5 / 12.5; Medio (cut the worst and
    the best) 3.5 / 9.0, typed with the seed's own variant names."""
    t = _juan()
    std = compute_standings(t, ["Bucholz Total", "Bucholz Top", "Bucholz Medio"], rules="STANDARD")
    fide = compute_standings(t, ["Bucholz Total", "Bucholz Top", "Bucholz Medio"], rules="Bucholz FIDE")
    assert [std.value(1, c) for c in ("Bucholz Total", "Bucholz Top", "Bucholz Medio")] == [F("5.5"), F("5.5"),
                                                                                          F("3.5")]
    assert [fide.value(1, c) for c in ("Bucholz Total", "Bucholz Top", "Bucholz Medio")] == [F("14.5"), F("12.5"),
                                                                                           9]
    assert fide.rules.rules is Rules.DRAW_SELF and "Bucholz FIDE" in fide.rules.reason and "seed" not in fide.rules.reason.message("es")


def test_seed000_withdrawn_player_worth_draws():
    """Seed 000: "en un suizo a 7 rondas, un jugador que perdió dos partidas y abandonó,
    sumará 2.5 puntos para el Bucholz de sus rivales"."""
    rows = {1: ["2 w 0", "3 b 0"] + ["- - -"] * 5,
            2: ["1 b 1", "- - U"] + ["- - U"] * 5,
            3: ["- - U", "1 w 1"] + ["- - U"] * 5}
    t = swiss_from_rows(rows)
    ev = Evaluation(t, rules="DRAW_SELF")
    from xl_tiebreaks.tiebreaks.unplayed import drawn_scores

    assert F(drawn_scores(ev.ctx)[0], ev.ctx.S) == F("2.5")


@pytest.mark.parametrize("case,want", [
    ("forfeit", {"SWISS_PERFECT": "3.5", "DRAW_SELF": "5.5", "VIRTUAL": "5.0", "FIDE2024": "6.0", "FIDE2026": "3.0"}),
    ("pab", {"SWISS_PERFECT": "4.5", "DRAW_SELF": "5.5", "VIRTUAL": "5.0", "FIDE2024": "6.0", "FIDE2026": "4.5"}),
])
def test_disputes_case2_round3(case, want):
    """Disputes log case 2 (Argentina, Swiss Perfect vs Protos / Swiss Master): A, 6.0 of 9,
    2.0 after round 2, round 3 won by forfeit against X (3.0) or a pairing-allocated bye: the
    round-3 contribution to A's Buchholz under each rule set."""
    t = read_trf(DATA / "disputes" / f"case02_{case}_2024.trf").tournament
    a = next(p.start_no for p in t.participants if p.name.strip().upper() in ("A", "PLAYER A"))
    i = [p.start_no for p in t.participants].index(a)
    for rules, value in want.items():
        ev = Evaluation(t, rules=rules, pairing_system="swiss")
        rounds = [r for r, rec in enumerate(t.rounds[a]) if rec.kind.value != "not_played"]
        row = contributions(ev.ctx)[i]
        assert F(row[2][0], ev.ctx.S) == F(value), (rules, row[2])
        assert len(row) == len(rounds)


# digest E2, "Legacy models on the same crosstable (computed by us)". Player 6 under the
# draw against oneself: the digest's table prints 8.0 / 4.25, which is the reading its own
# §5.8(a) and A11 reject (every self-game worth the score with ALL unplayed rounds at ½, 2.5:
# 0.5 + 3 x 2.5). Seed 000's worked example (Juan, test above) fixes the rule: each unplayed
# round re-values only itself, so 6 (1.0 with a forfeit loss and two zero-point byes) gets
# 1.0 - 0 + ½ = 1.5 three times: BH 0.5 + 4.5 = 5.0, SB 0.5 + 3 x 0.75 = 2.75. Players with one
# unplayed round agree under both readings.
E2_LEGACY = {
    "DRAW_SELF": {"BH": "6.5 6.0 10.5 9.0 8.0 5.0", "SB": "4.75 3.75 0.75 1.25 2.25 2.75"},
    "VIRTUAL_VEGA": {"BH": "6.0 4.5 10.5 8.5 8.0 8.0", "SB": "4.50 3.75 0.75 1.25 2.25 0.50"},
    "STANDARD": {"BH": "3.5 4.5 9.5 8.5 9.0 4.0"},
}


@pytest.mark.parametrize("rules", list(E2_LEGACY))
def test_digest_e2_legacy_models(rules):
    t = swiss_from_rows(E2_ROWS)
    st = compute_standings(t, list(E2_LEGACY[rules]), rules=rules)
    for code, values in E2_LEGACY[rules].items():
        assert [st.value(s, code) for s in range(1, 7)] == [F(v) for v in values.split()], code


def test_virtual_sb_variants_differ_where_points_differ():
    """E2 under the virtual opponent: Swiss-Manager counts every own unplayed round as a draw
    (Svon x ½), Vega multiplies by the points awarded. Player 2 (forfeit win, Svon 1.5):
    3.00 vs 3.75; player 6 (forfeit loss and two zero-point byes: Svon 3.0, 2.5, 2.0):
    4.25 vs 0.50; player 1 (half-point bye): the same 4.50."""
    t = swiss_from_rows(E2_ROWS)
    sm = compute_standings(t, "SB", rules="VIRTUAL")
    vega = compute_standings(t, "SB", rules="VIRTUAL_VEGA")
    assert [sm.value(s, "SB") for s in (1, 2, 6)] == [F("4.5"), 3, F("4.25")]
    assert [vega.value(s, "SB") for s in (1, 2, 6)] == [F("4.5"), F("3.75"), F("0.5")]


def test_moscow_open_2018_virtual_opponent():
    """chess-results' Moscow Open 2018 A (Swiss-Manager, 220 players, 9 rounds): BH, BH-Cut1
    and SB as published for every player, and the ranking by BH, BH-C1, DE, SB."""
    d = DATA / "realdata" / "chessresults_2018_moscow_open_a"
    t = read_trf(d / "tournament.trf").tournament
    st = compute_standings(t, "BH BH/C1 DE SB", rules="VIRTUAL", pairing_system="swiss")
    with open(d / "published.csv", newline="", encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 220
    for row in rows:
        sn = int(row["no"])
        for col, code in (("TB1", "BH"), ("TB2", "BH/C1"), ("TB4", "SB")):
            assert st.value(sn, code) == F(row[col].replace(",", ".")), (sn, code)
        assert st.rank(sn) == int(row["rank"])
    # the same event under the 2024 edition gives other numbers (the reason for the rule sets)
    st24 = compute_standings(t, "BH BH/C1 DE SB", rules="FIDE2024", pairing_system="swiss")
    assert any(st24.value(int(r["no"]), "BH") != st.value(int(r["no"]), "BH") for r in rows)


def test_rules_names_and_unknown():
    assert choose_rules("Swiss Perfect", None).rules is Rules.SWISS_PERFECT
    assert choose_rules("protos", None).rules is Rules.DRAW_SELF
    assert choose_rules("virtual opponent", None).rules is Rules.VIRTUAL
    from xl_tiebreaks.errors import TiebreakError

    with pytest.raises(TiebreakError) as e:
        choose_rules("FIDE1999", None)
    assert e.value.code == "rules_unknown"
    assert "STANDARD" in str(e.value) and "VIRTUAL" in str(e.value)


def test_direct_encounter_older_rules_needs_everybody_met():
    """Seed 001 2.1.4: under the older rules DE decides only "si todos los jugadores
    empatados se han enfrentado". Digest E4: 1-4 tied, 3-4 never met: the 2024 edition ranks
    1 and 2 (bound to be ahead, art. 6.3); the older rules leave the group to BH."""
    from .test_digest_examples import E4_ROWS

    t = swiss_from_rows(E4_ROWS)
    new = compute_standings(t, "DE", rules="FIDE2024")
    old = compute_standings(t, "DE", rules="DRAW_SELF")
    assert [new.value(s, "DE") for s in (1, 2, 3, 4)] == [1, 2, 3, 3]
    assert [old.value(s, "DE") for s in (1, 2, 3, 4)] == [0, 0, 0, 0]


def test_every_rule_set_is_a_choice_in_the_excel_functions():
    """The rules argument and the settings' rules / reglas accept every rule set; digest E2's
    player 1 has a different Buchholz under each family of rules."""
    from .test_udfs import call
    from xl_tiebreaks.layouts import swiss_grid_cells

    t = swiss_from_rows(E2_ROWS)
    grid = swiss_grid_cells(t)
    got = {}
    for r in Rules:
        via_arg = call("BUCHHOLZ", grid, r.value)
        via_settings = call("BUCHHOLZ", grid, None, None, None, None, [["reglas", r.value]])
        assert via_arg == via_settings
        got[r.value] = via_arg[0][0]
        assert F(via_arg[0][0]).limit_denominator(4) == compute_standings(t, "BH", rules=r.value).value(1, "BH")
    assert got["FIDE2024"] == 7 and got["FIDE2026"] == 5.5 and got["STANDARD"] == 3.5 and got["DRAW_SELF"] == 6.5
