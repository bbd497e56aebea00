"""US Chess tie-breaks, Official Rules of Chess (7th edition, with its online updates), rule 34E:
the rule set ``US``, the codes MM, MMMCA, MED, SOLK, CUM, OCUM, KASH and the preset ``US_CHESS``,
through the core, the command line and the spreadsheet functions as the hosts call them.

The rule text, as the 7th edition is quoted by US regional bodies
(https://www.ochess.org/tiebreaks "From the US Chess Federation's Official Rules of Chess, 7th
Edition"; https://www.thechessrefinery.org/tiebreaks.html, which numbers them 34E1-34E3):

* default order: "1. Modified Median 2. Solkoff 3. Cumulative 4. Cumulative of Opposition";
* 34E1: "players who tie with even scores (an even score is equal to exactly one half of the
  maximum possible score), have the highest- and lowest-scoring opponents' scores excluded ...
  the lowest-scoring opponent's score is discarded for tied players with plus scores and the
  highest-scoring for tied players with minus scores. For tournaments of nine or more rounds,
  the top two and bottom two scores are discarded ... These scores are adjusted for unplayed
  games, which count a half point each, regardless of whether they were byes, forfeits, or simply
  rounds not played after an opponent withdrew ... If the player involved in the tie has any
  unplayed games, they count as opponents with adjusted scores of 0";
* 34E2: "the same as the Median system (34E1) except that no opponents' scores are discarded";
* 34E3: "add up the cumulative (running) score for each round", one point off per unplayed win
  (Michigan: "subtract one point for each one-point bye or forfeit win"), half a point off per
  half-point bye (https://bnasc.org/individual-tie-breaks-explained: "Subtract 0.5 point for each
  unplayed draw or half-point bye");
* 34E4: "Calculate the cumulative tiebreak points for each opponent (as above), then sum these
  values for all opponents" (bnasc.org);
* 34E7: "4 tiebreak points for a win, 2 for a draw, 1 for a loss, and 0 for an unplayed game"
  (Chapter 2 v7.0 as the libpairtwo wiki quotes it).
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction as F

import pytest

from xl_tiebreaks.cli import main
from xl_tiebreaks.compare import compare
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.rules import Rules, choose_rules
from xl_tiebreaks.spec import parse_list, parse_spec
from xl_tiebreaks.standings import Evaluation, compute_standings
from xl_tiebreaks.tiebreaks.buchholz import contributions
from xl_tiebreaks.tiebreaks.uschess import us_context

from .helpers import round_robin_from_grid, swiss_from_rows

# ------------------------------------------------------------------------------------------
# The hand-worked Swiss: 6 players, 4 rounds, with a forfeit win (3 over 6, round 1), a full-
# point bye (5, round 2), a half-point bye (6, round 2), a pairing-allocated bye (4, round 4)
# and an unplayed loss (6: the forfeit of round 1 and a zero-point bye in round 4).
#
#   R1: 1-4 1-0, 2-5 ½, 3-6 +/- (forfeit)   R2: 2-1 1-0, 3-4 ½, 5 full bye, 6 half bye
#   R3: 1-3 1-0, 6-2 0-1, 4-5 0-1           R4: 5-1 ½, 2-3 ½, 4 pairing bye, 6 zero bye
#
# Scores: 1: 2.5  2: 3  3: 2  4: 1.5  5: 3  6: 0.5 (maximum 4: "even" is 2).
# Adjusted scores (34E1, each unplayed game ½):
#   1: 2.5 (all played)   2: 3 (all played)
#   3: 2 - 1 (forfeit win) + ½ = 1.5        4: 1.5 - 1 (pairing bye) + ½ = 1.0
#   5: 3 - 1 (full bye) + ½ = 2.5           6: ½ (R1 forfeit) + ½ (R2 half bye) + 0 + ½ (R4) = 1.5
# Opponents' adjusted scores, own unplayed games as 0:
#   1: 4 (1.0), 2 (3), 3 (1.5), 5 (2.5)     = 8.0
#   2: 5 (2.5), 1 (2.5), 6 (1.5), 3 (1.5)   = 8.0
#   3: 0 (forfeit win), 4 (1.0), 1 (2.5), 2 (3) = 6.5
#   4: 1 (2.5), 3 (1.5), 5 (2.5), 0 (pairing bye) = 6.5
#   5: 2 (3), 0 (full bye), 4 (1.0), 1 (2.5) = 6.5
#   6: 0 (forfeit loss), 0 (half bye), 2 (3), 0 (zero bye) = 3.0

ROWS = {
    1: ["4 w 1", "2 b 0", "3 w 1", "5 b ="],
    2: ["5 w =", "1 w 1", "6 b 1", "3 w ="],
    3: ["6 b +", "4 w =", "1 b 0", "2 b ="],
    4: ["1 b 0", "3 b =", "5 w 0", "- - U"],
    5: ["2 b =", "- - F", "4 b 1", "1 w ="],
    6: ["3 w -", "- - H", "2 w 0", "- - Z"],
}

HAND = {
    # 34E2 Solkoff: the sums above
    "SOLK": {1: "8", 2: "8", 3: "6.5", 4: "6.5", 5: "6.5", 6: "3"},
    # 34E1 modified median, one cut (4 rounds):
    #   1 plus (2.5): 8 - 1.0 = 7      2 plus: 8 - 1.5 = 6.5       3 even (2): 6.5 - 3 - 0 = 3.5
    #   4 minus (1.5): 6.5 - 2.5 = 4   5 plus: 6.5 - 0 = 6.5       6 minus: 3 - 3 = 0
    "MM": {1: "7", 2: "6.5", 3: "3.5", 4: "4", 5: "6.5", 6: "0"},
    # Michigan: minus scores drop the lowest: 4: 6.5 - 0 = 6.5; 6: 3 - 0 = 3 (the rest as MM)
    "MMMCA": {1: "7", 2: "6.5", 3: "3.5", 4: "6.5", 5: "6.5", 6: "3"},
    # median (Harkness): the highest and the lowest dropped for everybody
    #   1: 8 - 3 - 1 = 4   2: 8 - 2.5 - 1.5 = 4   3: 3.5   4: 6.5 - 2.5 - 0 = 4   5: 6.5 - 3 - 0 = 3.5   6: 0
    "MED": {1: "4", 2: "4", 3: "3.5", 4: "4", 5: "3.5", 6: "0"},
    # 34E3 cumulative: running scores, less what was scored without playing
    #   1: 1 + 1 + 2 + 2.5 = 6.5           2: .5 + 1.5 + 2.5 + 3 = 7.5
    #   3: 1 + 1.5 + 1.5 + 2 - 1 (forfeit win) = 5      4: 0 + .5 + .5 + 1.5 - 1 (pairing bye) = 1.5
    #   5: .5 + 1.5 + 2.5 + 3 - 1 (full bye) = 6.5      6: 0 + .5 + .5 + .5 - .5 (half bye) = 1
    "CUM": {1: "6.5", 2: "7.5", 3: "5", 4: "1.5", 5: "6.5", 6: "1"},
    # 34E4 cumulative of opposition: the opponents' CUM, games over the board only
    #   1: 1.5 (4) + 7.5 (2) + 5 (3) + 6.5 (5) = 20.5    2: 6.5 (5) + 6.5 (1) + 1 (6) + 5 (3) = 19
    #   3: 1.5 (4) + 6.5 (1) + 7.5 (2) = 15.5            4: 6.5 (1) + 5 (3) + 6.5 (5) = 18
    #   5: 7.5 (2) + 1.5 (4) + 6.5 (1) = 15.5            6: 7.5 (2)
    "OCUM": {1: "20.5", 2: "19", 3: "15.5", 4: "18", 5: "15.5", 6: "7.5"},
    # 34E7 Kashdan: 4 / 2 / 1 a win / draw / loss played, 0 an unplayed game
    #   1: 4 + 1 + 4 + 2 = 11   2: 2 + 4 + 4 + 2 = 12   3: 0 + 2 + 1 + 2 = 5
    #   4: 1 + 2 + 1 + 0 = 4    5: 2 + 0 + 4 + 2 = 8    6: 0 + 0 + 1 + 0 = 1
    "KASH": {1: "11", 2: "12", 3: "5", 4: "4", 5: "8", 6: "1"},
}


def event():
    return swiss_from_rows(ROWS, total_rounds=4)


@pytest.mark.parametrize("rules", ["US", "FIDE2026", "FIDE2024", "VIRTUAL"])
def test_hand_worked_values_under_every_rule_set(rules):
    """The US codes read 34E1's rule whatever the rule set: the same values beside FIDE's."""
    st = compute_standings(event(), " ".join(HAND), rules=rules)
    for code, want in HAND.items():
        assert {sn: st.value(sn, code) for sn in range(1, 7)} == {sn: F(v) for sn, v in want.items()}, code


def test_rule_set_us_is_the_buchholz_family_on_adjusted_scores():
    """Under ``--rules US`` BH is Solkoff and BH/M1 the median (one rule for unplayed games,
    not two tie-breaks written twice); under FIDE 2026 BH differs (the dummy of art. 16.4)."""
    us = compute_standings(event(), "BH BH/M1 SOLK MED", rules="US")
    for sn in range(1, 7):
        assert us.value(sn, "BH") == us.value(sn, "SOLK") == F(HAND["SOLK"][sn])
        assert us.value(sn, "BH/M1") == us.value(sn, "MED") == F(HAND["MED"][sn])
    fide = compute_standings(event(), "BH", rules="FIDE2026")
    # player 3's forfeit win is a dummy under C.07 16.4, an opponent worth 0 under 34E1
    assert fide.value(3, "BH") != us.value(3, "BH")


def test_us_default_order_and_ranking():
    """``--rules US`` without a list takes 34E's order: MM, Solkoff, cumulative, cumulative of
    opposition. 2 and 5 (3 points) tie on MM (6.5 each); Solkoff 8 against 6.5 puts 2 first."""
    st = compute_standings(event(), None, rules="US")
    assert [s.text for s in st.specs] == ["MM", "SOLK", "CUM", "OCUM"]
    assert [st.tournament.participants[i].start_no for i in st.order] == [2, 5, 1, 3, 4, 6]
    assert parse_list("US_CHESS") == parse_list("MM SOLK CUM OCUM") == parse_list("uscf")
    # no FIDE-2009 "one family per event" warning: that is not a US rule
    assert not any("famil" in str(n).lower() for n in st.notes)


def test_nine_rounds_drop_two():
    """34E1: "For tournaments of nine or more rounds, the top two and bottom two scores are
    discarded for even-score ties, the bottom two scores for plus-score ties". The same four
    rounds in an event announced for nine: player 1 (plus: 1.0, 3, 1.5, 2.5) drops 1.0 and 1.5:
    8 - 2.5 = 5.5; player 3 (even: 0, 1.0, 2.5, 3) drops two at each end: 0; player 4 (minus:
    2.5, 1.5, 2.5, 0) drops 2.5 and 2.5: 1.5 + 0 = 1.5."""
    t = swiss_from_rows(ROWS, total_rounds=9)
    st = compute_standings(t, "MM MED", rules="FIDE2026")
    assert st.value(1, "MM") == F("5.5") and st.value(3, "MM") == 0 and st.value(4, "MM") == F("1.5")
    assert st.value(1, "MED") == 0  # 1.0, 1.5, 2.5, 3: two off each end


# ------------------------------------------------------------------------------------------
# published examples


def test_ochess_adjusted_score_of_a_player_who_withdrew():
    """ochess.org (7th edition): "an opponent who won the first two games, lost the third,
    withdrew and did not play rounds four or five would have an adjusted score of 3 points
    (1+1+0+0.5+0.5 = 3)". Player 1 below does exactly that; his opponents count him as 3."""
    rows = {
        1: ["2 w 1", "3 b 1", "4 w 0", "- - -", "- - -"],
        2: ["1 b 0", "5 w 1", "6 b 1", "4 w =", "3 b 1"],
        3: ["4 b =", "1 w 0", "5 b =", "6 w 1", "2 w 0"],
        4: ["3 w =", "6 b 1", "1 b 1", "2 b =", "5 w ="],
        5: ["6 w =", "2 b 0", "3 w =", "- - U", "4 b ="],
        6: ["5 b =", "4 w 0", "2 w 0", "3 b 0", "- - U"],
    }
    t = swiss_from_rows(rows, total_rounds=5)
    st = compute_standings(t, "SOLK", rules="FIDE2026")
    ctx = us_context(Evaluation(t, rules="FIDE2026").ctx)
    assert contributions(ctx)[1][0][0] == 3 * ctx.S  # player 2's round 1: player 1, worth 3
    # Solkoff of 2: 1 (3, the published figure) + 5 (2.5 - 1 pairing bye + ½ = 2) + 6 (1.5 - 1 + ½ = 1)
    #               + 4 (3.5) + 3 (2) = 11.5
    assert st.value(2, "SOLK") == F("11.5")


def test_michigan_cumulative_example():
    """Michigan Chess Association tie-break rules (https://www.michess.org/tie-break-rules):
    "A player has a bye in round 1, wins in 2, loses in 3, draws in 4, wins in 5. The cumulative
    tiebreak score is 1 + 2 + 2 + 2 1/2 + 3 1/2 -1 = 10." Player 1 below; PS keeps the bye: 11."""
    rows = {
        1: ["- - U", "2 w 1", "3 b 0", "4 w =", "5 b 1"],
        2: ["3 w 1", "1 b 0", "4 w 1", "5 b 0", "6 w 0"],
        3: ["2 b 0", "4 w 1", "1 w 1", "6 b =", "7 w ="],
        4: ["5 w =", "3 b 0", "2 b 0", "1 b =", "- - U"],
        5: ["4 b =", "6 w =", "7 b 1", "2 w 1", "1 w 0"],
        6: ["7 w 1", "5 b =", "- - U", "3 w =", "2 b 1"],
        7: ["6 b 0", "- - U", "5 w 0", "- - U", "3 b ="],
    }
    st = compute_standings(swiss_from_rows(rows, total_rounds=5), "CUM PS", rules="US")
    assert st.value(1, "CUM") == 10 and st.value(1, "PS") == 11


def test_discourse_cumulative_example():
    """uschess.discourse.group thread 116: "Player 1: Win, Win, Win, Loss, Loss ... 1+2+3+3+3 = 12;
    Player 2: Win, Loss, Win, Loss, Win ... 1 + 1 + 2 + 2 + 3 = 9" (no unplayed games)."""
    # the discourse's "Player 1" is player 1 below, its "Player 2" player 3 (W L W L W)
    rows = {
        1: ["2 w 1", "3 b 1", "4 w 1", "5 b 0", "6 w 0"],
        2: ["1 b 0", "5 w 1", "6 b 0", "4 w =", "3 b 0"],
        3: ["4 w 1", "1 w 0", "5 b 1", "6 w 0", "2 w 1"],
        4: ["3 b 0", "6 w =", "1 b 0", "2 b =", "5 w 1"],
        5: ["6 w =", "2 b 0", "3 w 0", "1 w 1", "4 b 0"],
        6: ["5 b =", "4 b =", "2 w 1", "3 b 1", "1 b 1"],
    }
    st = compute_standings(swiss_from_rows(rows, total_rounds=5), "CUM", rules="US")
    assert st.value(1, "CUM") == 12 and st.value(3, "CUM") == 9


def test_kashdan_published_example():
    """hultcc.org wiki, Kashdan: "One player wins 4 games and loses 1, the other wins 3 games,
    draws 2 and loses none. The first player would score 17 Kashdan points (4 points X 4 wins + 1
    point loss), while the other would score 16" (4 points for a win, 2 a draw, 1 a loss). Not Koya."""
    grid = [
        ["-", "0", "1", "1", "1", "1"],   # A: 4 wins, 1 loss
        ["1", "-", "1", "1", "½", "½"],   # B: 3 wins, 2 draws
        ["0", "0", "-", "1", "0", "½"],
        ["0", "0", "0", "-", "½", "1"],
        ["0", "½", "1", "½", "-", "0"],
        ["0", "½", "½", "0", "1", "-"],
    ]
    st = compute_standings(round_robin_from_grid(list("ABCDEF"), grid), "KASH KS", rules="FIDE2026")
    assert st.value(1, "KASH") == 17 and st.value(2, "KASH") == 16
    assert parse_spec("Kashdan").code == "KASH" and parse_spec("Koya").code == "KS"


# ------------------------------------------------------------------------------------------
# names


@pytest.mark.parametrize("text, code", [
    ("Modified median", "MM"), ("mediana modificada", "MM"), ("MM", "MM"), ("Median", "MED"),
    ("Mediana", "MED"), ("Harkness", "MED"), ("Solkoff", "SOLK"), ("SOLK/M1", "SOLK"),
    ("Cumulative US", "CUM"), ("acumulado EEUU", "CUM"), ("CUM/C1", "CUM"),
    ("Cumulative of opposition", "OCUM"), ("acumulado de los rivales", "OCUM"), ("Kashdan", "KASH"),
    ("Most blacks", "BPG"), ("más negras", "BPG"), ("Modified median Michigan", "MMMCA"),
    # the words alone keep meaning C.07's progressive score
    ("Cumulative", "PS"), ("Acumulado", "PS"), ("Buchholz median", "BH"),
])
def test_names(text, code):
    assert parse_spec(text).code == code


def test_rule_set_names_and_modifiers():
    for text in ("US", "USCF", "US Chess", "us_chess", "EEUU"):
        assert choose_rules(text, None).rules is Rules.US
    assert Rules.US.describe("es") != Rules.US.describe("en") and "34E1" in Rules.US.describe("en")
    with pytest.raises(TiebreakError) as e:
        parse_spec("MM/C1")  # the cuts are the rule's own: a modifier is refused
    assert e.value.code == "tb_bad_modifier"
    with pytest.raises(TiebreakError) as e:
        parse_spec("KASH/C1")
    assert e.value.code == "tb_bad_modifier"


# ------------------------------------------------------------------------------------------
# the command line and compare


def _trf(tmp_path):
    """The hand-worked Swiss as a TRF file (forfeits '+'/'-', byes 'F', 'H', 'U', 'Z')."""
    t = event()
    lines = ["012 US Chess 34E hand-worked", "XXR 4"]
    for p in t.participants:
        cells = ""
        for e in ROWS[p.start_no]:
            opp, col, res = e.split()
            o = "0000" if opp == "-" else f"{int(opp):4d}"
            cells += f"  {o} {col} {res}"
        pts = sum({"1": 1, "=": .5, "+": 1, "0": 0, "-": 0, "U": 1, "F": 1, "H": .5, "Z": 0}[e.split()[2]]
                  for e in ROWS[p.start_no])
        name = f"Player{p.start_no}"
        lines.append(f"001 {p.start_no:4d} m    {name:<33} 1500 USA {0:>11} 2000/01/01 {pts:4.1f} {p.start_no:4d}{cells}")
    f = tmp_path / "us.trf"
    f.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return f


def test_cli_standings_rules_us(tmp_path, capsys):
    f = _trf(tmp_path)
    assert main(["standings", str(f), "--rules", "US", "--format", "csv", "--swiss"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["start_no", "name", "rank", "points", "MM", "SOLK", "CUM", "OCUM"]
    got = {r[0]: r[4:] for r in rows[1:]}
    assert [F(x) for x in got["2"]] == [F("6.5"), F(8), F("7.5"), F(19)]
    assert [r[0] for r in rows[1:]] == ["2", "5", "1", "3", "4", "6"]
    assert main(["standings", str(f), "--rules", "US", "-t", "KASH MED", "--format", "csv", "--swiss"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert {r[0]: (F(r[4]), F(r[5])) for r in rows[1:]} == {
        str(sn): (F(HAND["KASH"][sn]), F(HAND["MED"][sn])) for sn in range(1, 7)}


def test_compare_us_beside_fide(tmp_path, capsys):
    """compare: under US without a list the US order, beside FIDE's default order; with a list,
    the same codes side by side (BH: Solkoff under US, the 2026 dummy under FIDE)."""
    cmp = compare(event(), None, ["FIDE2026", "US"])
    assert [s.text for s in cmp.standings[1].specs] == ["MM", "SOLK", "CUM", "OCUM"]
    assert [s.text for s in cmp.standings[0].specs] == ["BH/C1", "BH", "SB", "DE", "WIN"]
    cmp = compare(event(), "BH SOLK", ["FIDE2026", "US"])
    fide, us = cmp.standings
    assert us.value(3, "BH") == F("6.5") == fide.value(3, "SOLK") == us.value(3, "SOLK")
    f = _trf(tmp_path)
    assert main(["compare", str(f), "-t", "MM SOLK", "--rules", "FIDE2026,US", "--swiss"]) == 0
    out = capsys.readouterr().out
    assert "MM US" in out and "SOLK FIDE2026" in out


# ------------------------------------------------------------------------------------------
# the spreadsheet functions, as the hosts call them


@pytest.fixture(params=["officejs", "classic"])
def host(request):
    """The hosts of tests/hosts.py (skipped where xlwings is absent: the core tests above still run)."""
    pytest.importorskip("xlwings")
    pytest.importorskip("xlwings.server")
    from .hosts import HOSTS

    return {h.name: h for h in HOSTS}[request.param]


def _grid():
    from xl_tiebreaks.layouts import swiss_grid_cells

    return swiss_grid_cells(event())


def test_functions(host):
    """TIEBREAKS / DESEMPATES with the US codes in the order argument, English and Spanish names;
    STANDINGS with the rule set in the settings and no order: the US order."""
    got = host.call("TIEBREAKS", _grid(), "MM SOLK CUM OCUM KASH")
    for sn, row in enumerate(got, start=1):
        assert row == [float(F(HAND[c][sn])) for c in ("MM", "SOLK", "CUM", "OCUM", "KASH")]
    es = host.call("DESEMPATES", _grid(), "mediana modificada; Solkoff; acumulado EEUU; Kashdan")
    assert es == [[r[0], r[1], r[2], r[4]] for r in got]
    table = host.call("STANDINGS", _grid(), None, None, None, "rules=US")
    assert table[0][-4:] == ["MM", "SOLK", "CUM", "OCUM"]
    assert [r[1] for r in table[1:]] == [2, 5, 1, 3, 4, 6]
    assert host.call("TIEBREAK", _grid(), "MMMCA", None, 4) == [[6.5]]
    assert host.call("BUCHHOLZ", _grid(), "US") == [[float(F(HAND["SOLK"][sn]))] for sn in range(1, 7)]
    rows = host.call("COMPARE_RULES", _grid(), "MM SOLK", "FIDE2026,US")
    assert "MM US" in rows[0] and "SOLK FIDE2026" in rows[0]
    by_no = {r[0]: r for r in rows[1:]}
    col = rows[0].index("SOLK US")
    assert {sn: by_no[sn][col] for sn in range(1, 7)} == {sn: float(F(v)) for sn, v in HAND["SOLK"].items()}


# ------------------------------------------------------------------------------------------
# explain


@pytest.mark.parametrize("rules", ["US", "FIDE2026"])
def test_explain_gives_the_value_and_the_34E1_drops(rules):
    """The explanation of SOLK, MED, MM, MMMCA adds up to the column's value for every player,
    names an own unplayed game as 34E1's opponent with 0 and cuts what 34E1 drops: player 4
    (minus, 1.5 of 4) drops round 3's 2.5 under MM, round 4's 0 under Michigan's variant."""
    from xl_tiebreaks.explain import explain

    ev = Evaluation(event(), rules=rules)
    for code in ("SOLK", "MED", "MM", "MMMCA"):
        for sn in range(1, 7):
            assert explain(ev, sn, code).total == F(HAND[code][sn]), (code, sn)
    text = explain(ev, 4, "MM").text()
    assert "round 4: pairing-allocated bye -> an opponent with adjusted score 0 (US Chess 34E1)" in text
    assert "cut: round 3 (2.5), the highest opponent's score - US Chess 34E1" in text
    assert "cut: round 4 (0.0), the lowest opponent's score - US Chess 34E1" in explain(ev, 4, "MMMCA").text()
    es = explain(ev, 4, "MM", "es").text()
    assert "un rival con puntuación ajustada 0 (US Chess 34E1)" in es and "la puntuación del rival más alto" in es


# ------------------------------------------------------------------------------------------
# invariants over random Swiss events (Hypothesis; tests/strategies.py: every kind of unplayed
# round, withdrawals, double forfeits, games lost by both)

from hypothesis import given  # noqa: E402
from hypothesis import strategies as hst  # noqa: E402

from . import strategies  # noqa: E402


@given(strategies.swiss_tournaments(max_players=12, max_rounds=10, double_loss=True), hst.sampled_from(
    [r.value for r in Rules]))
def test_invariants(drawn, rules):
    """Whatever the event and the rule set: SOLK is BH under ``US`` and MED its median (BH/M1,
    BH/M2 from nine rounds); MM and MMMCA drop part of what MED drops (MED <= MM <= SOLK, the
    scores being >= 0); CUM is PS less the points scored without playing (<= PS, equal when
    every round was played); KASH counts 4 / 2 / 1 per game won / drawn / lost; the codes give
    the same values from the event written as TRF and read back."""
    from xl_tiebreaks.model import Result, RoundKind
    from xl_tiebreaks.readers.trf import parse_trf, write_trf

    t = drawn[0]
    codes = "SOLK MED MM MMMCA CUM OCUM KASH PS"
    st = compute_standings(t, codes, rules=rules)
    median = "BH/M2" if max(t.rounds_announced, st.rounds_used) >= 9 else "BH/M1"
    us = compute_standings(t, f"BH {median}", rules="US")
    back = compute_standings(parse_trf(write_trf(t)).tournament, codes, rules=rules)
    for p in t.participants:
        sn = p.start_no
        v = {c: st.value(sn, c) for c in codes.split()}
        assert v["SOLK"] == us.value(sn, "BH") and v["MED"] == us.value(sn, median)
        assert v["MED"] <= v["MM"] <= v["SOLK"] and v["MED"] <= v["MMMCA"] <= v["SOLK"]
        recs = t.rounds[sn][:st.rounds_used]
        assert v["CUM"] <= v["PS"]
        if all(r.kind is RoundKind.GAME for r in recs):
            assert v["CUM"] == v["PS"]
        games = [r.result for r in recs if r.kind is RoundKind.GAME]
        assert v["KASH"] == 4 * games.count(Result.WIN) + 2 * games.count(Result.DRAW) + games.count(Result.LOSS)
        assert {c: back.value(sn, c) for c in codes.split()} == v
