"""Prizes (xl_tiebreaks.prizes): every allocation variant by hand on small cases, each with its
arithmetic worked out in the test; published examples reproduced (the Hort system's worked
examples, a real US Chess event's shared pool under rule 32B3); the rules read from cells and
from a prize file, every mistake naming its place; explanations in English and Spanish; and
properties over random events (Hypothesis): one prize per player when not cumulative, shared
money adds up, under the highest-amount rule a player never gets less by scoring more.

The variants and their sources: docs/prizes.md.
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.prizes import Entrant, allocate, read_prize_text, read_rules
from xl_tiebreaks.prizes.explain import explain_player, list_rows, list_table, player_row
from xl_tiebreaks.prizes.parse import condition, money

DAY = dt.date(2026, 7, 1)


def E(sn: int, pts: float, rating: int | None = None, **kw) -> Entrant:
    """Player ``sn`` placed ``sn``-th (the standings' order is the start numbers' here)."""
    kw.setdefault("rank", sn)
    return Entrant(sn, kw.pop("name", f"P{sn}"), order=sn - 1, points=F(pts).limit_denominator(4), rating=rating,
                   **kw)


def rules(text: str):
    return read_prize_text(text, "premios.txt")


def money_of(a, *sns):
    return [a.players[sn].money for sn in sns]


def winner(a, lst, place):
    for aw in a.awards:
        if (aw.prize.list == lst or (lst == "General" and aw.prize.general)) and aw.prize.place == place:
            return aw.winner.start_no if aw.winner else None
    raise KeyError((lst, place))


# ---------------------------------------------------------------------------------------------
# one prize per player: which one


def test_highest_amount_the_issue_example():
    """Ana is 8th overall and the best under 1800. 8th overall is 100, 1st U1800 is 150: she
    takes 150 (higher), 8th overall goes to the 9th player. One prize per player."""
    r = rules("""[rules]
currency = €
[categories]
U1800 = rating < 1800
[prizes]
General 1-8 = 100
U1800 1 = 150
""")
    ps = [E(i, 10 - i, 2000) for i in range(1, 11)]
    ps[7] = E(8, 2, 1750, name="Ana")
    a = allocate(r, ps)
    assert winner(a, "U1800", 1) == 8
    assert winner(a, "General", 8) == 9  # the next player takes the 8th prize
    assert money_of(a, 8, 9, 10) == [150, 100, 0]
    en = explain_player(a.players[8], a, "en")
    assert en.startswith("1st U1800, 150.00 €; worth more than 8th General, 100.00 €, also within reach (one prize per "
                         "player)")
    es = explain_player(a.players[8], a, "es")
    assert es.startswith("1.º U1800, 150,00 €; vale más que 8.º General, 100,00 €, para el que también era el siguiente "
                         "(un premio por jugador)")
    assert es.endswith("En total 150,00 €.")


EQUAL = """[rules]
priority = {priority}
[categories]
U2000 = rating < 2000
[prizes]
General 1 = 200
General 2 = 80
U2000 1 = 80
"""


@pytest.mark.parametrize("priority,second,band", [
    # equal amounts (80 and 80): the general list first (Llobregat Open; US Chess 32B4) ...
    ("amount", 2, 3),
    # ... or the category first (Cotxeres-Casinet: "s'emportarà el premi de franja")
    ("amount category", 3, 2),
])
def test_equal_amounts_general_or_category_first(priority, second, band):
    """P2 (1900) is 2nd overall and the best U2000; both prizes are 80. Under ``amount`` he takes
    General 2 and U2000 1 goes to P3 (1950); under ``amount category`` he takes U2000 1 and
    General 2 goes to P3."""
    a = allocate(rules(EQUAL.format(priority=priority)), [E(1, 5, 2400), E(2, 4, 1900), E(3, 3, 1950), E(4, 2, 2100)])
    assert winner(a, "General", 2) == second
    assert winner(a, "U2000", 1) == band
    assert money_of(a, 1, 2, 3, 4) == [200, 80, 80, 0]
    assert "worth as much as" in explain_player(a.players[2], a, "en")


EQUAL_TROPHY = """[rules]
priority = {priority}
[categories]
U2000 = rating < 2000
Women = sex F
[prizes]
General 1 = 200
General 2 = 80
U2000 1 = 80 + Trofeo
Women 1 = 50
U2000 2 = 50 + Trofeo
"""


@pytest.mark.parametrize("priority,second,band", [("amount", 2, 3), ("amount category", 3, 2)])
def test_equal_amounts_a_trophy_does_not_come_first(priority, second, band):
    """Issue 37 item 3: at equal money the bases' table order decides (docs/prizes.md: the
    general list's, or the category's, then the order typed), not the trophy.

    Players (start number = place): P1 2400, P2 1900 F, P3 1950, P4 1980 F, P5 2100 F, P6 1500.
    The 80s: General 2 (80) and U2000 1 (80 + Trofeo), P2 first in line for both. ``amount``:
    the general list's first (Llobregat Open), P2 takes General 2 and U2000 1 goes to P3 (the
    next under 2000); ``amount category``: P2 takes U2000 1, General 2 goes to P3.
    The 50s: Women 1 (50, typed first) and U2000 2 (50 + Trofeo), P4 (a woman under 2000,
    holding nothing) first in line for both: the order typed gives her Women 1, and U2000 2
    goes to P6 (P2, P3 hold a prize, P4 now too). Trophy first would have given P4 U2000 2 and
    Women 1 to P5. Money: 200, 80, 80, 50, 0, 50 (P5 nothing): 460 = 200 + 80 + 80 + 50 + 50."""
    ps = [E(1, 6, 2400), E(2, 5, 1900, sex="f"), E(3, 4, 1950), E(4, 3, 1980, sex="f"), E(5, 2, 2100, sex="f"),
          E(6, 1, 1500)]
    a = allocate(rules(EQUAL_TROPHY.format(priority=priority)), ps)
    assert winner(a, "General", 2) == second
    assert winner(a, "U2000", 1) == band
    assert winner(a, "Women", 1) == 4
    assert winner(a, "U2000", 2) == 6
    assert money_of(a, 1, 2, 3, 4, 5, 6) == [200, 80, 80, 50, 0, 50]
    assert "worth as much as 2nd U2000, 50.00 + Trofeo" in explain_player(a.players[4], a, "en")
    assert "vale lo mismo que 2.º U2000, 50,00 + Trofeo" in explain_player(a.players[4], a, "es")


def test_order_of_the_list():
    """'Por riguroso orden de clasificación' (priority = list): the prizes go in the order typed,
    General first: P1 (1700) takes General 1 (100) though U1800 1 is 150; U1800 1 goes to P3,
    the next player under 1800."""
    r = rules("""[rules]
priority = list
[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 50
U1800 1 = 150
""")
    a = allocate(r, [E(1, 5, 1700), E(2, 4, 2000), E(3, 3, 1600)])
    assert (winner(a, "General", 1), winner(a, "General", 2), winner(a, "U1800", 1)) == (1, 2, 3)
    assert money_of(a, 1, 2, 3) == [100, 50, 150]
    assert "it comes first in the list, before 1st U1800, 150" in explain_player(a.players[1], a, "en")
    # the same list by amount: P1 takes 150, General 1 goes to P2 and General 2 to P3
    b = allocate(rules(r_text := """[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 50
U1800 1 = 150
"""), [E(1, 5, 1700), E(2, 4, 2000), E(3, 3, 1600)])
    assert r_text and money_of(b, 1, 2, 3) == [150, 100, 50]


def test_cumulative_every_list_on_its_own():
    """Cumulative prizes: P1 wins General 1 (100) and U1800 1 (40): 140."""
    r = rules("""[rules]
cumulative = yes
[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 60
U1800 1 = 40
""")
    a = allocate(r, [E(1, 5, 1700), E(2, 4, 2000), E(3, 3, 1600)])
    assert money_of(a, 1, 2, 3) == [140, 60, 0]
    assert "the prizes are cumulative" in explain_player(a.players[1], a, "en")


def test_stackable_prize_on_top_of_one_prize_per_player():
    """One prize per player, but the best woman's prize is stackable: P2 (a woman) wins General 2
    (60) and Women 1 (30) on top: 90; the next woman (P3) gets nothing of the women's list."""
    r = rules("""[categories]
Women = sex F
[prizes]
General 1 = 100
General 2 = 60
Women 1 = 30; stackable
""")
    a = allocate(r, [E(1, 5, sex="m"), E(2, 4, sex="f"), E(3, 3, sex="f")])
    assert money_of(a, 1, 2, 3) == [100, 90, 0]
    assert "won on top of any other prize (stackable)" in explain_player(a.players[2], a, "en")


# ---------------------------------------------------------------------------------------------
# tied players


SPLIT = """[rules]
ties = {ties}
{extra}
[prizes]
General 1 = 100
General 2 = 60
General 3 = 40
General 4 = 20
"""


def test_tiebreak_decides_nothing_shared():
    """ties = tiebreak: P2 and P3 tied on 4 points, the tie-breaks put P2 first: 60 and 40."""
    a = allocate(rules(SPLIT.format(ties="tiebreak", extra="")),
                 [E(1, 5), E(2, 4), E(3, 4), E(4, 3), E(5, 2)])
    assert money_of(a, 1, 2, 3, 4, 5) == [100, 60, 40, 20, 0]
    assert not a.shares


def test_tiebreak_level_players_share_what_they_hold():
    """ties = tiebreak, but the tie-breaks leave P2 and P3 level (both ranked 2nd): they share
    2nd and 3rd: (60 + 40) / 2 = 50 each."""
    a = allocate(rules(SPLIT.format(ties="tiebreak", extra="")),
                 [E(1, 5), E(2, 4, rank=2), E(3, 4, rank=2), E(4, 3), E(5, 2)])
    assert money_of(a, 2, 3) == [50, 50]
    assert "The tie-breaks leave the player level (2nd)" in explain_player(a.players[2], a, "en")


def test_split_equally_with_the_tied_players_beyond_the_prizes():
    """ties = split: P3, P4, P5 and P6 tied on 3 points occupy places 3-6; only 3rd (40) and 4th
    (20) exist: (40 + 20) / 4 = 15 each, P5 and P6 included. P1 and P2 keep theirs."""
    a = allocate(rules(SPLIT.format(ties="split", extra="")),
                 [E(1, 5), E(2, 4), E(3, 3), E(4, 3), E(5, 3), E(6, 3), E(7, 1)])
    assert money_of(a, 1, 2, 3, 4, 5, 6, 7) == [100, 60, 15, 15, 15, 15, 0]
    rows = list_rows(a, "en")
    assert [r[3] for r in rows[-2:]] == [5, 6] and rows[-1][2] == "shares 3rd General, 4th General"
    assert "40.00 + 20.00 = 60.00 €" not in explain_player(a.players[5], a, "en")  # (no currency given)
    assert "Tied on 3 points with 3 (P3), 4 (P4), 6 (P6): 3rd General, 4th General shared equally, 40.00 + 20.00 = 60.00, " \
           "/ 4 = 15.00 each" in explain_player(a.players[5], a, "en")


def test_split_adds_up_to_the_cent_best_placed_first():
    """100 shared by three: 33.33... each; in cents the pool adds up: 33.34, 33.33, 33.33 (the
    leftover cent to the best placed)."""
    a = allocate(rules("[rules]\nties = split\n[prizes]\nGeneral 1 = 100\n"), [E(1, 2), E(2, 2), E(3, 2)])
    assert money_of(a, 1, 2, 3) == [F("33.34"), F("33.33"), F("33.33")]
    assert sum(money_of(a, 1, 2, 3)) == 100


def test_not_shared_play_off_first_prize():
    """ties = split, but 1st is decided by a play-off (not shared): P1 keeps 100; P2 and P3, tied
    with him on 5 points, share 2nd and 3rd: (60 + 40) / 2 = 50."""
    r = rules(SPLIT.format(ties="split", extra="").replace("General 1 = 100", "General 1 = 100; not shared"))
    a = allocate(r, [E(1, 5), E(2, 5), E(3, 5), E(4, 3)])
    assert money_of(a, 1, 2, 3, 4) == [100, 50, 50, 20]


def test_trophies_are_never_shared():
    """ties = split: P1 and P2 tied share 100 + 60 = 160 (80 each); the trophy stays with P1,
    the tie-breaks' first."""
    r = rules("[rules]\nties = split\n[prizes]\nGeneral 1 = 100 + Trophy\nGeneral 2 = 60\n")
    a = allocate(r, [E(1, 5), E(2, 5), E(3, 3)])
    assert money_of(a, 1, 2) == [80, 80]
    assert list_rows(a, "en")[0][2] == "100.00 + Trophy" and list_rows(a, "en")[0][3] == 1


def test_hort_german_wikipedia_first_example():
    """Hort system (de.wikipedia, Hort-System, Beispiel): prizes 1000, 500, 350, 200, 150, 100;
    A and B on 8 points, C alone on 7.5, D, E, F on 7. A keeps 500 + (250 + 500... ): each keeps
    half of his own prize, the other halves are shared within the score group:
    A 500 + (500 + 250) / 2 = 875; B 250 + 375 = 625; C 350 (no tie); D 100 + (100 + 75 + 50) / 3
    = 175; E 75 + 75 = 150; F 50 + 75 = 125 (the article's table)."""
    r = rules("""[rules]
ties = hort
[prizes]
General 1 = 1000
General 2 = 500
General 3 = 350
General 4 = 200
General 5 = 150
General 6 = 100
""")
    a = allocate(r, [E(1, 8), E(2, 8), E(3, 7.5), E(4, 7), E(5, 7), E(6, 7)])
    assert money_of(a, 1, 2, 3, 4, 5, 6) == [875, 625, 350, 175, 150, 125]
    es = explain_player(a.players[4], a, "es")
    assert "Sistema Hort, empatado a 7 puntos con 5 (P5), 6 (P6): conserva la mitad de su premio, 100,00, más " \
           "225,00 (la mitad de 4.º-6.º General, 450,00) / 3 = 75,00: 175,00" in es  # a run of three places: one label


def test_hort_whole_amounts_rounded_each():
    """The article's first version (100, 80, 60, 40, 20, 10; "in aller Regel ganzzahlige
    Beträge"): D, E, F share (20 + 10 + 5) = 35 / 3 = 11.67 each, paid as 12: D 20 + 12 = 32,
    E 10 + 12 = 22, F 5 + 12 = 17; A 50 + 45 = 95, B 40 + 45 = 85, C 60. Each share rounded on
    its own, so 71 is paid of 70 (the published table)."""
    r = rules("""[rules]
ties = hort
rounding = 1
round_each_share = yes
[prizes]
General 1 = 100
General 2 = 80
General 3 = 60
General 4 = 40
General 5 = 20
General 6 = 10
""")
    a = allocate(r, [E(1, 8), E(2, 8), E(3, 7.5), E(4, 7), E(5, 7), E(6, 7)])
    assert money_of(a, 1, 2, 3, 4, 5, 6) == [95, 85, 60, 32, 22, 17]
    # the pool adds up instead (the default): 35 = 12 + 12 + 11, the leftover unit to the best placed
    b = allocate(rules(r.__class__ and """[rules]
ties = hort
rounding = 1
[prizes]
General 1 = 100
General 2 = 80
General 3 = 60
General 4 = 40
General 5 = 20
General 6 = 10
"""), [E(1, 8), E(2, 8), E(3, 7.5), E(4, 7), E(5, 7), E(6, 7)])
    assert money_of(b, 4, 5, 6) == [32, 22, 16] and b.paid == 310


# a real event (US Chess forum, "Rule 32B3 Question", forum.uschess.org/t/rule-32b3-question/16785): a
# 6-round open's prizes and final standings as its director published them; 1st $2,298 plus a 1st-place
# bonus of $77 ($2,375, won outright by the 2673)
USCF_EVENT = """[rules]
ties = {ties}
currency = $
[categories]
Under 2400 = rating < 2400
[prizes]
General 1 = 2375
General 2 = 1149
General 3 = 536
General 4 = 306
General 5 = 230
Under 2400 1 = 1379
Under 2400 2 = 766
"""
USCF_STANDINGS = [(2673, 5), (2699, 4.5), (2495, 4), (2391, 4), (2387, 4), (2385, 4), (2345, 3.5), (2340, 3.5),
                  (2226, 3.5), (2208, 3.5), (2148, 3.5)]


def _uscf(ties):
    ps = [E(i + 1, p, r, name=f"R{r}") for i, (r, p) in enumerate(USCF_STANDINGS)]
    return allocate(rules(USCF_EVENT.format(ties=ties)), ps)


def test_uscf_real_event_pool_split_as_swissys_published():
    """The four players on 4-2 hold Under 2400 1st and 2nd, 3rd and 4th: 1379 + 766 + 536 + 306
    = 2987, / 4 = 746.75 each, SwisSys 8.882's published split; the five on 3.5 share 5th: 230
    / 5 = 46."""
    a = _uscf("split")
    assert money_of(a, 1, 2) == [2375, 1149]
    assert money_of(a, 3, 4, 5, 6) == [F("746.75")] * 4
    assert money_of(a, 7, 8, 9, 10, 11) == [46] * 5


def test_uscf_real_event_rule_32b3_cap():
    """US Chess 32B3 as amended ("no player may receive an amount greater from the division of
    those prizes than the largest prize for which he would be eligible if there were no tie"):
    the 2495 may not win the Under 2400 prizes; the largest of the pool within his reach is 3rd,
    536, so he gets 536 and the three under 2400 share the rest: (2987 - 536) / 3 = 817 each, the
    director's own published computation."""
    a = _uscf("uscf")
    assert money_of(a, 3, 4, 5, 6) == [536, 817, 817, 817]
    assert sum(money_of(a, 3, 4, 5, 6)) == 2987
    assert "held to $536.00, 3rd General, the largest of" in explain_player(a.players[3], a, "en")


def test_uscf_prize_only_some_may_win_divided_among_them():
    """32B3: "unless any of the winners would receive more money by winning or dividing only a
    particular prize for which others in the tie are ineligible". P1 (2100) and P2 (1700) tied on
    5: pool 1st 100 + U1800 1st 200 = 300, 150 each; but only P2 may win U1800 1st, and 200 alone
    > 150: P2 takes 200, P1 the 100."""
    r = rules("""[rules]
ties = uscf
[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 50
U1800 1 = 200
""")
    a = allocate(r, [E(1, 5, 2100), E(2, 5, 1700), E(3, 4, 2000)])
    assert money_of(a, 1, 2, 3) == [100, 200, 50]
    # split equally instead: (200 + 100) / 2 = 150 each
    b = allocate(rules(r.__class__ and """[rules]
ties = split
[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 50
U1800 1 = 200
"""), [E(1, 5, 2100), E(2, 5, 1700), E(3, 4, 2000)])
    assert money_of(b, 1, 2, 3) == [150, 150, 50]


# ---------------------------------------------------------------------------------------------
# who may win


def test_void_prizes_say_why():
    """A category nobody meets, a prize every eligible player leaves for a higher one, a
    category below its minimum of entrants: void, each with its reason and a note naming the
    category's line."""
    r = rules("""[categories]
Women = sex F
Seniors = age >= 65
U2000 = rating < 2000; min 3
[prizes]
General 1 = 100
Women 1 = 20
Seniors 1 = 20
U2000 1 = 30
""")
    a = allocate(r, [E(1, 5, 1900, sex="m", birth=1950), E(2, 4, 1800, sex="m", birth=1990)], event_date=DAY)
    reasons = {aw.prize.list: aw.void for aw in a.awards}
    assert reasons == {"General": None, "Women": "none_eligible", "Seniors": "taken", "U2000": "minimum"}
    notes = [n.message("en") for n in a.notes]
    assert "warning: premios.txt, line 2: no player meets category Women: its prizes are void" in notes
    assert "warning: premios.txt, line 4: category U2000 has 2 entrants, the bases ask for 3: its prizes are void" \
        in notes
    rows = list_rows(a, "es")
    assert rows[1][-1] == "desierto: ningún jugador cumple Women"
    assert rows[2][-1] == "desierto: todos los que pueden ganarlo tienen otro premio"


def test_player_without_the_data_a_category_needs():
    """P2 has no birth year. With ``missing_data = not eligible`` ("the category is declared at
    registration") he is left out of Seniors, a note names him, the category and where the data
    goes (no cell of a birth year column is known: the column to add), his explanation says so;
    P3 (1950) takes Seniors 1. By default (undetermined) P2, placed above P3 and holding no prize,
    might be a senior: Seniors 1 is not awarded (test_undetermined_prizes)."""
    r = rules("[rules]\nmissing_data = not eligible\n[categories]\nSeniors = age >= 65\n"
              "[prizes]\nGeneral 1 = 100\nSeniors 1 = 30\n")
    ps = [E(1, 5, birth=1980), E(2, 4, where=("Jugadores!G6", "Jugadores!G6")), E(3, 3, birth=1950)]
    a = allocate(r, ps, event_date=DAY)
    assert winner(a, "Seniors", 1) == 3
    assert a.notes[0].message("es") == ("aviso: premios.txt, línea 4: 1 jugador(es) sin año de nacimiento quedan "
                                        "fuera de la categoría Seniors: Jugadores!G6 (2 (P2)); añada una columna "
                                        "Año nac. a los datos de los jugadores (el fichero de datos, la hoja de "
                                        "jugadores o el rango de datos de los jugadores)")
    assert "left out of Seniors: no a birth year" not in explain_player(a.players[2], a, "en")
    assert "Left out of Seniors: no birth year" in explain_player(a.players[2], a, "en")
    b = allocate(rules("[categories]\nSeniors = age >= 65\n[prizes]\nGeneral 1 = 100\nSeniors 1 = 30\n"), ps,
                 event_date=DAY)
    assert winner(b, "Seniors", 1) is None and b.awards[1].void == "undetermined"


UNDETERMINED = """[rules]
currency = €
{rule}
[categories]
Seniors = age >= 65
[prizes]
General 1 = 100
General 2 = 60
General 3 = 40
Seniors 1 = 50
"""


def _six():
    """Six players placed by start number; only P5 has a birth year (1950: 76 in 2026, a
    senior); each birth cell is Jugadores!G<4 + start number>."""
    at = lambda sn: {"birth": (f"Jugadores!G{4 + sn}", f"Jugadores!G{4 + sn}")}  # noqa: E731
    return [E(sn, 7 - sn, birth=1950 if sn == 5 else None, cells=at(sn)) for sn in range(1, 7)]


def test_undetermined_prizes():
    """Issue 37 item 2: a prize is awarded only when every player who could take it before the
    winner is known not to. By amount: General 1 (100) to P1, General 2 (60) to P2 (both lack a
    birth year, but hold a higher prize: known not to take Seniors 1). Seniors 1 (50): its next
    in line is P5, the only known senior; P3 and P4, placed above him and holding nothing, lack
    a birth year: either may be a senior: undetermined, naming their cells. General 3 (40): its
    next in line is P3, who may take Seniors 1 (50, worth more) if he is a senior: undetermined
    too. Paid 100 + 60 = 160 of 250; undetermined 50 + 40 = 90, said apart from the void
    prizes' money (none here)."""
    a = allocate(rules(UNDETERMINED.format(rule="")), _six(), event_date=DAY)
    assert [(x.winner.start_no if x.winner else None, x.void) for x in a.awards] == [
        (1, None), (2, None), (None, "undetermined"), (None, "undetermined")]
    assert a.paid == 160 and a.unpaid == 90
    rows = {lang: list_rows(a, lang) for lang in ("en", "es")}
    assert rows["en"][3] == ["Seniors", 1, "50.00 €", "", "", "", "", (
        "undetermined: placed above its next in line, Jugadores!G7 (3 (P3)), Jugadores!G8 (4 (P4)) may meet "
        "Seniors but lack a birth year; type it in those cells; next in line: 5 (P5)")]
    assert rows["es"][3][-1] == (
        "sin determinar: por delante del siguiente, Jugadores!G7 (3 (P3)), Jugadores!G8 (4 (P4)) pueden cumplir "
        "Seniors pero no tienen año de nacimiento; escríbalo en esas celdas; el siguiente: 5 (P5)")
    assert rows["en"][2][-1] == "undetermined: its next in line, 3 (P3), may take 1st Seniors, itself undetermined"
    assert rows["es"][2][-1] == ("sin determinar: el siguiente, 3 (P3), puede llevarse 1.º Seniors, también sin "
                                 "determinar")
    assert not any("void" in r[-1] or "desierto" in r[-1] for lang in rows for r in rows[lang])
    table = list_table(a, "es")
    notes = [r[0] for r in table if r[0] and str(r[0]).startswith(("aviso", "repartido", "sin determinar"))]
    assert notes == [
        "aviso: premios.txt, línea 5: 5 jugador(es) sin año de nacimiento pueden cumplir o no la categoría Seniors: "
        "Jugadores!G5 (1 (P1)), Jugadores!G6 (2 (P2)), Jugadores!G7 (3 (P3)), Jugadores!G8 (4 (P4)), "
        "Jugadores!G10 (6 (P6)); escríbalo en esas celdas: hasta entonces un premio de ella que podrían llevarse "
        "antes que el siguiente queda sin determinar (regla datos_faltantes)",
        "repartido: 160,00 € de 250,00 €",
        "sin determinar: 90,00 €, los premios cuyo ganador aún no se sabe (3.º General, 1.º Seniors)"]
    assert explain_player(a.players[3], a, "en") == (
        "Next in line for 3rd General, undetermined. Seniors needs the player's birth year, not given: 1st Seniors "
        "undetermined until it is known.")
    assert explain_player(a.players[5], a, "es") == "El siguiente para 1.º Seniors, sin determinar."
    # P4's birth year typed (1980: not a senior): Seniors 1 still waits for P3's
    ps = _six()
    ps[3] = E(4, 3, birth=1980)
    b = allocate(rules(UNDETERMINED.format(rule="")), ps, event_date=DAY)
    assert [x.start_no for x, _ in b.awards[3].unknown] == [3]
    # P3's too (1970): every player above P5 holding nothing is known not to be a senior: P5
    # takes Seniors 1, P3 General 3 (2 + 1 players lack the data, all holding a higher prize or
    # placed below)
    ps[2] = E(3, 4, birth=1970)
    c = allocate(rules(UNDETERMINED.format(rule="")), ps, event_date=DAY)
    assert [x.winner.start_no for x in c.awards] == [1, 2, 3, 5]
    assert c.paid == 250


@pytest.mark.parametrize("rule", ["missing_data = not eligible", "datos_faltantes = no opta"])
def test_missing_data_not_eligible(rule):
    """``missing_data = not_eligible`` ("la categoría se declara en la inscripción"): a player
    without a birth year is no senior: Seniors 1 to P5 (the only one known), General 3 to P3:
    paid 100 + 60 + 40 + 50 = 250."""
    a = allocate(rules(UNDETERMINED.format(rule=rule)), _six(), event_date=DAY)
    assert [x.winner.start_no for x in a.awards] == [1, 2, 3, 5]
    assert a.paid == 250


def test_missing_data_rule_mistake():
    with pytest.raises(TiebreakError) as e:
        rules(UNDETERMINED.format(rule="missing_data = maybe"))
    assert e.value.code == "prize_rule_bad_value"
    assert e.value.message("en") == ("premios.txt, line 3: missing_data: 'maybe' is not one of its values "
                                     "(undetermined, not eligible)")


def test_age_needs_a_date():
    r = rules("[categories]\nSeniors = age >= 65\n[prizes]\nSeniors 1 = 30\n")
    with pytest.raises(TiebreakError) as e:
        allocate(r, [E(1, 5, birth=1950)])
    assert e.value.code == "prize_age_needs_date"
    assert e.value.message("en").startswith("premios.txt, line 2: category 'Seniors' is by age")
    # a category by age nobody's prize needs: no date needed (the template's example categories)
    r2 = rules("[categories]\nSeniors = age >= 65\n[prizes]\nGeneral 1 = 30\n")
    assert allocate(r2, [E(1, 5, birth=1950)]).players[1].money == 30


@pytest.mark.parametrize("text,age", [("age >= 65", [1961, 1960]), ("born <= 1961", [1961, 1960]),
                                      ("U16", [2010, 2011]), ("sub-16", [2010, 2011]), ("edad 50-64", [1962, 1976])])
def test_calendar_year_ages(text, age):
    """Ages are calendar-year ages (the year of the date minus the birth year): in 2026 a player
    born in 1961 is 65, one born in 2010 is 16 (FIDE's and the Spanish federations' age
    categories count so)."""
    c = condition(text)
    r = read_rules(None, [["Cat", text]], [["Cat", 1, 10]])
    inside = [E(1, 5, birth=age[0])]
    assert allocate(r, inside, event_date=DAY).players[1].money == 10, c


def test_titled_players_limited_to_the_general_list():
    """titled_general_only = GM, IM: the IM (P1, 2400, 1st) may not win U2450 1st; it goes to P2."""
    r = rules("""[rules]
titled_general_only = GM, IM
priority = list
[categories]
U2450 = rating < 2450
[prizes]
General 1 = 100
U2450 1 = 50
""")
    a = allocate(r, [E(1, 5, 2400, title="IM"), E(2, 4, 2300), E(3, 3, 2200)])
    assert money_of(a, 1, 2, 3) == [100, 50, 0]
    a2 = allocate(r, [E(1, 5, 2500, title="GM"), E(2, 4, 2400, title="IM"), E(3, 3, 2200)])
    assert money_of(a2, 1, 2, 3) == [100, 0, 50]
    assert "Titled: only the general list (the bases)" in explain_player(a2.players[2], a2, "en")


@pytest.mark.parametrize("presence,money", [("lose", [0, 60, 0]), ("next", [0, 100, 60])])
def test_absent_from_the_ceremony(presence, money):
    """P1 wins 1st (100) but is absent: 'lose' (Figueres: "no s'entregarà el premi") the prize
    is lost, nobody gets it; 'next' it goes to the next player, 2nd to P3."""
    r = rules(f"[rules]\npresence = {presence}\n[prizes]\nGeneral 1 = 100\nGeneral 2 = 60\n")
    a = allocate(r, [E(1, 5, absent=True), E(2, 4), E(3, 3)])
    assert money_of(a, 1, 2, 3) == money
    if presence == "lose":
        assert a.awards[0].void == "absent"
        assert "Absent from the prize-giving: loses 1st General, 100" in explain_player(a.players[1], a, "en")


def test_rating_lists_fallback_and_highest():
    """The band is decided by FIDE rapid, else FIDE, else FEDA (a chain), or by the highest of
    FIDE and FEDA. P1: FIDE rapid 1850, FIDE 1790 -> chain 1850 (not U1800); highest(FIDE,
    FEDA 1810) = 1810 (not U1800). P2: no FIDE rapid, FIDE 1750 -> 1750; FEDA 1820 -> highest
    1820."""
    ps = [E(1, 5, 1790, data={"x:fiderapid": 1850, "x:feda": 1810}), E(2, 4, 1750, data={"x:feda": 1820}),
          E(3, 3, 1500)]
    chain = rules("[rules]\nrating = FIDE rapid > FIDE > FEDA\n[categories]\nU1800 = rating < 1800\n[prizes]\n"
                  "U1800 1 = 10\nU1800 2 = 5\n")
    a = allocate(chain, ps)
    assert (winner(a, "U1800", 1), winner(a, "U1800", 2)) == (2, 3)
    high = rules("[categories]\nU1800 = elo(mayor FIDE, FEDA) < 1800\n[prizes]\nU1800 1 = 10\n")
    assert winner(allocate(high, ps), "U1800", 1) == 3


@pytest.mark.parametrize("where", ["rule", "category"])
def test_rating_highest_of_several_lists_else_another(where):
    """Issue 37 item 4: the band rating "the highest of FIDE, national and regional, else the
    rapid list", the two forms in one rule. P1: FIDE 1790, FEDA 1810 -> 1810 (not U1800); P2:
    only FADA 1750 and FIDE rapid 1900 -> 1750 (the first step has one: the rapid list is not
    read); P3: only FIDE rapid 1700 -> 1700; P4: only FIDE rapid 1850 -> 1850; P5: FIDE 1600.
    U1800 1-3 (30, 20, 10): P2, P3, P5."""
    ps = [E(1, 5, 1790, data={"x:feda": 1810}), E(2, 4, None, data={"x:fada": 1750, "x:fiderapid": 1900}),
          E(3, 3, None, data={"x:fiderapid": 1700}), E(4, 2, None, data={"x:fiderapid": 1850}), E(5, 1, 1600)]
    if where == "rule":
        r = rules("[rules]\nelo = mayor(FIDE, FEDA, FADA) > FIDE rapid\n[categories]\nU1800 = rating < 1800\n"
                  "[prizes]\nU1800 1-3 = 30\n")
    else:
        r = rules("[categories]\nU1800 = elo(highest(FIDE, FEDA, FADA) > FIDE rapid) < 1800\n[prizes]\n"
                  "U1800 1-3 = 30\n")
    a = allocate(r, ps)
    assert [winner(a, "U1800", k) for k in (1, 2, 3)] == [2, 3, 5]
    lists = r.rating_chain if where == "rule" else r.categories["u1800"].conditions[0].chain
    assert lists == (("fide", "feda", "fada"), ("fiderapid",))


def test_nested_bands_and_closed_ranges():
    """'sub 2300 = 2300 or less' (sub_inclusive) against 'below 2300'; a closed range 2001-2200."""
    ps = [E(1, 5, 2300), E(2, 4, 2200), E(3, 3, 2000)]
    below = rules("[categories]\nU2300 = Sub 2300\nR = 2001-2200\n[prizes]\nU2300 1 = 10\nR 1 = 5\n")
    assert [winner(allocate(below, ps), c, 1) for c in ("U2300", "R")] == [2, 1] or True
    a = allocate(below, ps)
    assert (winner(a, "U2300", 1), winner(a, "R", 1)) == (2, None)  # 2200 takes 10; nobody else in 2001-2200
    incl = rules("[rules]\nsub_inclusive = yes\n[categories]\nU2300 = Sub 2300\nR = 2001-2200\n[prizes]\n"
                 "U2300 1 = 10\nR 1 = 5\n")
    b = allocate(incl, ps)
    assert (winner(b, "U2300", 1), winner(b, "R", 1)) == (1, 2)


def test_unrated_players_and_bands():
    """An unrated player is in no band unless the rules give him a rating (unrated_rating); a
    note names him."""
    r = rules("[categories]\nU1800 = rating < 1800\n[prizes]\nU1800 1 = 10\n")
    a = allocate(r, [E(1, 5, None), E(2, 4, 1900)])
    assert winner(a, "U1800", 1) is None
    assert "1 unrated player(s) are in no rating band of U1800 (1 (P1))" in a.notes[0].message("en")
    r2 = rules("[rules]\nunrated_rating = 0\n[categories]\nU1800 = rating < 1800\n[prizes]\nU1800 1 = 10\n")
    assert winner(allocate(r2, [E(1, 5, None), E(2, 4, 1900)]), "U1800", 1) == 1


def test_other_conditions():
    ps = [E(1, 5, fed="ESP", club="CA Roquetas", groups=frozenset({"local"})), E(2, 4, fed="FRA", club="Other"),
          E(3, 3, fed="AND", title="FM")]
    r = rules("""[categories]
Spain = fed ESP, AND
Club = club CA Roquetas
Local = group Local
Untitled = untitled
Titled = title FM, IM
[prizes]
Spain 1 = 1
Spain 2 = 1
Club 1 = 1
Local 1 = 1
Untitled 1 = 1
Titled 1 = 1
[rules]
cumulative = yes
""")
    a = allocate(r, ps)
    assert [winner(a, c, 1) for c in ("Spain", "Club", "Local", "Untitled", "Titled")] == [1, 1, 1, 1, 3]
    assert winner(a, "Spain", 2) == 3


def test_fund_total_checked():
    r = rules("[rules]\nfund = 500\ncurrency = €\n[prizes]\nGeneral 1 = 300\nGeneral 2 = 150\n")
    a = allocate(r, [E(1, 5), E(2, 4)])
    assert a.notes[0].message("es") == "aviso: premios.txt, línea 2: los premios suman 450 y el fondo anunciado es 500"
    table = list_table(a, "en", rows=2)
    assert table[3][0].startswith("warning: premios.txt, line 2: the prizes add up to 450")
    assert table[4][0] == "paid out: 450.00 € of 450.00 €"


# ---------------------------------------------------------------------------------------------
# reading the rules


def test_prize_file_in_spanish_and_english_alike():
    es = rules("""# bases del open
[reglas]
acumulables = no
preferencia = importe
empates = reparto
redondeo = 0,01
moneda = €
[categorías]
Sub-1800 = elo < 1800
Veteranos = edad >= 65; mínimo 3
[premios]
General 1 = 1.000 € + Trofeo
General 2-3 = 62,50
Sub-1800 1 = 50; acumulable
""")
    en = rules("""[rules]
cumulative = no
priority = amount
ties = split
rounding = 0.01
currency = €
[categories]
Sub-1800 = rating < 1800
Veteranos = age >= 65; min 3
[prizes]
General 1 = 1000 + Trofeo
General 2-3 = 62.50
Sub-1800 1 = 50; stackable
""")
    for r in (es, en):
        assert (r.cumulative, r.priority, r.ties, r.rounding, r.currency) == (False, "amount", "split", F(1, 100), "€")
        assert [(p.list, p.place, p.amount, p.other, p.stackable) for p in r.prizes] == [
            ("General", 1, 1000, "Trofeo", False), ("General", 2, F("62.5"), "", False),
            ("General", 3, F("62.5"), "", False), ("Sub-1800", 1, 50, "", True)]
        assert r.categories["veteranos"].min_entrants == 3


def test_every_mistake_of_a_prize_file_named_by_its_line():
    with pytest.raises(TiebreakError) as e:
        rules("""[rules]
ties = coin
colour = red
[categories]
U1800 = elo < 1800; tall
[prizes]
General 1 = 100
General 3 = 50
Women 1 = 20
General x = 10
U1800 1 = 10 + 20
""")
    assert [x.code for x in e.value.every()] == ["prize_rule_bad_value", "prize_rule_unknown", "prize_condition_unknown",
                                                 "prize_list_unknown", "prize_file_place", "prize_amount_bad"]
    msgs = e.value.messages("en")
    assert msgs[:6] == [
        "premios.txt, line 2: ties: 'coin' is not one of its values (tiebreak, split, hort, uscf)",
        "premios.txt, line 3: unknown prize rule 'colour' (rules: cumulative, priority, ties, rounding, "
        "round_each_share, currency, titled_general_only, presence, sub_inclusive, age_date, rating, unrated_rating, "
        "fund, missing_data, general_excludes, pool_lists, trophies, published_standings)",
        "premios.txt, line 5: category 'U1800': 'tall' is no condition (examples: rating < 1800, rating 1600-1799, U12, "
        "age >= 65, born >= 2010, sex F, fed ESP, club X, group Local, unrated, min 5)",
        "premios.txt, line 9: prize list 'Women' is neither General nor a category (categories: U1800)",
        "premios.txt, line 10: a prize line is 'LIST PLACE = AMOUNT' ('General 1 = 350 + Trophy', 'Sub-1800 1-3 = 50')"
        .replace("a prize line", "'General x': a prize line"),
        "premios.txt, line 11: '10 + 20' is no amount (150, 62.50, '150 € + Trophy', 'Trophy')",
    ]
    assert e.value.messages("es")[0] == "premios.txt, línea 2: ties: 'coin' no es uno de sus valores (desempate, " \
                                        "reparto, hort, uscf)"


def test_a_gap_in_the_places_is_a_mistake():
    with pytest.raises(TiebreakError) as e:
        rules("[prizes]\nGeneral 1 = 100\nGeneral 3 = 50\n")
    assert e.value.code == "prize_place_gap"
    assert e.value.message("en") == "premios.txt, line 3: General: place 3 is typed but place 2 is not"


def test_cells_name_their_row_and_column():
    """The functions' ranges: a mistake names the range, its row and column."""
    with pytest.raises(TiebreakError) as e:
        read_rules([["empates", "reparto"]], [["Sub-1800", "elo < 1800"]], [["General", 1, 100], ["Sub-1800", "1º", "-5"]])
    assert e.value.code == "prize_amount_bad"
    assert e.value.message("es") == "rango de premios, fila 2, columna 3: '-5' no es un importe (150, 62,50, " \
                                    "'150 € + Trofeo', 'Trofeo')"
    assert e.value.message("en").startswith("prizes range, row 2, column 3: '-5' is no amount")
    # a word in the amount cell is the prize itself (a trophy)
    assert read_rules(None, None, [["General", 1, "Trofeo"]]).prizes[0].other == "Trofeo"


@pytest.mark.parametrize("text,value", [("350", 350), ("350 €", 350), ("1.000 €", 1000), ("62,50", F("62.5")),
                                        ("62.5", F("62.5")), ("$1,379", 1379), ("1.379,50", F("1379.5")),
                                        ("1,379.50", F("1379.5")), (62.5, F("62.5")), ("Trofeo", None), ("", None)])
def test_amounts_as_organisers_type_them(text, value):
    assert money(text) == value


@pytest.mark.parametrize("text,field,lo,hi", [
    ("elo < 1800", "rating", None, 1799), ("Sub-1800", "rating", None, 1799), ("U1800", "rating", None, 1799),
    ("<=2300", "rating", None, 2300), ("1600-1799", "rating", 1600, 1799), ("2000+", "rating", 2000, None),
    ("Sub-12", "age", None, 12), ("+65", "age", 65, None), ("S65", "age", 65, None), ("edad 50-64", "age", 50, 64),
    ("nacidos 1972 o anteriores", "born", None, 1972), ("born >= 2010", "born", 2010, None),
    ("mínimo 5", "min", 5, None)])
def test_conditions_as_bases_write_them(text, field, lo, hi):
    c = condition(text)
    assert (c.field, c.lo, c.hi) == (field, lo, hi)


# ---------------------------------------------------------------------------------------------
# properties


@st.composite
def events(draw):
    """Random players (points, ratings, sexes, ranks with level groups) and a random prize list:
    General places, a band and a women's list, amounts 0-500 (a trophy where 0)."""
    n = draw(st.integers(2, 14))
    pts = sorted(draw(st.lists(st.integers(0, 14), min_size=n, max_size=n)), reverse=True)
    ps = []
    for i, p in enumerate(pts, 1):
        ps.append(E(i, p / 2, draw(st.sampled_from([None, 1500, 1700, 1900, 2100])),
                    sex=draw(st.sampled_from(["f", "m", None]))))
    lines = ["[categories]", "U1800 = rating < 1800", "Women = sex F", "[prizes]"]
    for lst in ("General", "U1800", "Women"):
        for place in range(1, draw(st.integers(0 if lst != "General" else 1, 5)) + 1):
            amount = draw(st.integers(0, 500))
            lines.append(f"{lst} {place} = {amount}" + (" + Trophy" if amount == 0 or draw(st.booleans()) else ""))
    return ps, "\n".join(lines) + "\n"


def _with(text, **rules_):
    return "[rules]\n" + "".join(f"{k} = {v}\n" for k, v in rules_.items()) + text


@given(events(), st.sampled_from(["amount", "amount category", "list"]),
       st.sampled_from(["tiebreak", "split", "hort", "uscf"]))
def test_no_player_gets_two_prizes_when_not_cumulative(ev, priority, ties):
    ps, text = ev
    a = allocate(rules(_with(text, priority=priority, ties=ties)), ps)
    held = [aw.winner.start_no for aw in a.awards if aw.winner is not None]
    assert len(held) == len(set(held))


@given(events(), st.sampled_from(["split", "hort", "uscf", "tiebreak"]), st.sampled_from(["0.01", "1"]))
def test_shared_money_adds_up(ev, ties, rounding):
    """Every pool: the exact shares add up to the prizes shared; rounded (the pool adding up),
    too, when the prizes are whole units; and the money paid is the prizes held."""
    ps, text = ev
    a = allocate(rules(_with(text, ties=ties, rounding=rounding)), ps)
    for s in a.shares:
        assert sum(s.exact.values()) == s.pool == sum(p.amount for p in s.prizes)
        assert sum(s.amounts.values()) == s.pool
    held = sum(aw.prize.amount for aw in a.awards if aw.winner is not None)
    assert a.paid == held


@given(events(), st.data())
def test_scoring_more_never_gets_less_under_the_highest_amount_rule(ev, data):
    """Priority 'amount', one prize per player, the tie-breaks decide: a player who scores more
    (moves up the standings, everyone else in the same order) never gets less money. With every
    player's data known (``missing_data = not eligible`` reads a blank sex as known): with
    unknown data a player's own prize may become undetermined by moving up
    (P5, sex not typed, moved to 1st: Women 1 (2) or General 1 (1) is his, and which is not
    known: both undetermined, test_undetermined_prizes)."""
    ps, text = ev
    r = rules(_with(text, priority="amount", missing_data="not eligible"))
    k = data.draw(st.integers(1, len(ps) - 1))
    j = data.draw(st.integers(0, k - 1))
    before = allocate(r, ps).players[ps[k].start_no].money
    moved = ps[:j] + [ps[k]] + ps[j:k] + ps[k + 1:]
    top = [E(e.start_no, float(e.points), e.rating, name=e.name, sex=e.sex) for e in moved]
    top = [Entrant(e.start_no, e.name, rank=i + 1, order=i, points=F(len(top) - i), rating=e.rating, sex=e.sex)
           for i, e in enumerate(top)]
    after = allocate(r, top).players[ps[k].start_no].money
    assert after >= before


@given(events())
def test_every_player_explained_in_both_languages(ev):
    ps, text = ev
    a = allocate(rules(text), ps)
    for e in ps:
        for lang in ("en", "es"):
            row = player_row(a, e.start_no, lang)
            assert row[2].endswith(".") and not row[2][0].islower()


# ---------------------------------------------------------------------------------------------
# published cases, from their fixtures (tests/data/prizes/*/source.md)

PUBLISHED = Path(__file__).parent / "data" / "prizes"


def _standings(folder: Path) -> list[Entrant]:
    import csv

    with open(folder / "standings.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return [E(int(r["rank"]), float(r["points"]), int(r["rating"]) if r.get("rating") else None,
              name=r.get("name") or f"R{r['rating']}") for r in rows]


def _published(folder: Path) -> list[dict]:
    import csv

    with open(folder / "published.csv", encoding="utf-8") as f:
        return list(csv.DictReader(f))


@pytest.mark.parametrize("ties,column", [("split", "swissys_split"), ("uscf", "director_32b3")])
def test_published_us_chess_open_reproduced(ties, column):
    """tests/data/prizes/uscf_forum_32b3: the event's prizes and standings; SwisSys's split
    (ties = split) and the director's 32B3 with its cap (ties = uscf), exactly."""
    folder = PUBLISHED / "uscf_forum_32b3"
    text = (folder / "prizes.txt").read_text(encoding="utf-8").replace("[rules]", f"[rules]\nties = {ties}")
    ps = _standings(folder)
    a = allocate(read_prize_text(text, "prizes.txt"), ps)
    by_rating = {e.rating: a.players[e.start_no].money for e in ps}
    for row in _published(folder):
        assert by_rating[int(row["rating"])] == F(row[column]), row


@pytest.mark.parametrize("prizes,column", [("prizes_1000.txt", "prizes_1000"), ("prizes_100.txt", "prizes_100")])
def test_published_hort_examples_reproduced(prizes, column):
    """tests/data/prizes/hort_dewiki: the article's two tables, exactly."""
    folder = PUBLISHED / "hort_dewiki"
    ps = _standings(folder)
    a = allocate(read_prize_text((folder / prizes).read_text(encoding="utf-8"), prizes), ps)
    got = {e.name: a.players[e.start_no].money for e in ps}
    assert got == {r["name"]: F(r[column]) for r in _published(folder)}


@pytest.mark.parametrize("rule,said", [("", True), ("ties = tiebreak", False), ("empates = reparto", False)])
def test_a_note_when_the_bases_state_no_tie_rule(rule, said):
    """Issue 37 item 5: P1 and P2 tied on 5 points hold General 1 (100) and 2 (50). Bases with
    no tie rule: the default (the tie-breaks decide: P1 100, P2 50) applied, and a note says so,
    naming them and the rule to type if the bases share the money. A tie rule typed (either):
    no note (split: (100 + 50) / 2 = 75 each)."""
    r = rules(f"[rules]\n{rule}\n[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n")
    a = allocate(r, [E(1, 5), E(2, 5), E(3, 4)])
    assert money_of(a, 1, 2, 3) == ([75, 75, 0] if "reparto" in rule else [100, 50, 0])
    notes = [n.message("en") for n in a.notes if n.code == "prize_note_ties_default"]
    assert notes == (["warning: the bases state no rule for players tied on points (1 (P1), 2 (P2)): the "
                      "tie-breaks decided, the default (ties = tiebreak); if the bases share the money, type ties = "
                      "split (or hort, uscf)"] if said else [])
    if said:
        assert a.notes[-1].message("es") == (
            "aviso: las bases no dicen qué pasa con los empatados a puntos (1 (P1), 2 (P2)): han decidido los "
            "desempates, por omisión (empates = desempate); si las bases reparten el dinero, escriba empates = "
            "reparto (o hort, uscf)")
    # nobody tied on points: nothing to say
    assert not [n for n in allocate(r, [E(1, 5), E(2, 4)]).notes if n.code == "prize_note_ties_default"]


def test_the_pool_says_where_a_remaining_cent_went_and_why():
    """Issue 37 item 5: P1, P2, P3 tied on 5 share 60 + 30 + 10 = 100 € (ties = split): 100 / 3 =
    33.3333 each; rounded down to the cent 33.33 each, 99.99 in all: the 0.01 left goes to the
    largest remainder, all equal (0.0033), so to the best placed, P1: 33.34 + 33.33 + 33.33 =
    100. P1's note says he got it and why, the others' where it went."""
    r = rules("[rules]\nties = split\ncurrency = €\n[prizes]\nGeneral 1 = 60\nGeneral 2 = 30\nGeneral 3 = 10\n")
    a = allocate(r, [E(1, 5), E(2, 5), E(3, 5), E(4, 1)])
    assert money_of(a, 1, 2, 3) == [F("33.34"), F("33.33"), F("33.33")]
    en = {row[3]: row[-1] for row in list_rows(a, "en")}
    es = {row[3]: row[-1] for row in list_rows(a, "es")}
    assert en[1].endswith("/ 3 = 33.3333 € each; paid in units of 0.01: 33.34 €, with 0.01 € of the 0.01 € left when "
                          "every share was rounded down (the largest remainders, the best placed first)")
    assert en[2].endswith("paid in units of 0.01: 33.33 €; the 0.01 € left when every share was rounded down went to "
                          "1 (P1) (the largest remainders, the best placed first)")
    assert es[3].endswith("pagado en unidades de 0,01: 33,33 €; los 0,01 € que quedan al redondear hacia abajo cada "
                          "parte fueron a 1 (P1) (los mayores restos, el mejor clasificado primero)")


def test_hort_a_tied_player_holding_no_prize():
    """Issue 37 item 5: Hort's wording for a tied player who holds none of the prizes. P1, P2,
    P3 tied on 5; General 1 = 100, General 2 = 50: pool 150, half 75 / 3 = 25 each; P1 keeps
    half of 100 = 50, + 25 = 75; P2 25 + 25 = 50; P3 holds none: 0 + 25 = 25 (75 + 50 + 25 =
    150)."""
    r = rules("[rules]\nties = hort\n[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n")
    a = allocate(r, [E(1, 5), E(2, 5), E(3, 5), E(4, 1)])
    assert money_of(a, 1, 2, 3, 4) == [75, 50, 25, 0]
    assert explain_player(a.players[3], a, "en").startswith(
        "Hort system, tied on 5 points with 1 (P1), 2 (P2): holding none of these prizes, keeps no half of one; "
        "75.00 (half of 1st General, 2nd General, 150.00) / 3 = 25.00: 25.00")
    assert explain_player(a.players[3], a, "es").startswith(
        "Sistema Hort, empatado a 5 puntos con 1 (P1), 2 (P2): sin ninguno de esos premios, no conserva mitad "
        "alguna; 75,00 (la mitad de 1.º General, 2.º General, 150,00) / 3 = 25,00: 25,00")
    assert "keeps half of the prize held, 50.00" in explain_player(a.players[1], a, "en")


def test_a_long_run_of_shared_places_is_summarised():
    """Issue 37 item 5: twelve players tied on 3 share General 4-15 (10 each: 120 / 12 = 10), and
    P1-P3 take 1st-3rd. The run of twelve places is said as one label, '4th-15th General' /
    '4.º-15.º General'; two places are not a run ('1st General, 2nd General')."""
    r = rules("[rules]\nties = split\n[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\nGeneral 3 = 30\n"
              "General 4-15 = 10\n")
    ps = [E(1, 6), E(2, 5), E(3, 4)] + [E(sn, 3) for sn in range(4, 16)] + [E(16, 0)]
    a = allocate(r, ps)
    assert money_of(a, 4, 15, 16) == [10, 10, 0]
    assert "4th-15th General shared equally, 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 + 10.00 = 120.00, / " \
           "12 = 10.00 each" in explain_player(a.players[4], a, "en")
    assert "4.º-15.º General a partes iguales" in explain_player(a.players[15], a, "es")
    from xl_tiebreaks.prizes.explain import _labels
    assert _labels([p for p in r.prizes][:2], "en") == "1st General, 2nd General"
    assert _labels([p for p in r.prizes][:3], "es") == "1.º-3.º General"


GENERAL_OUT = """[rules]
{rule}
[categories]
Sin Elo = sin elo
[prizes]
General 1 = 100
General 2 = 50
General 3 = 30
Sin Elo 1 = 40
"""


@pytest.mark.parametrize("rule", ["general_excluye = sin elo", "general_excludes = unrated"])
def test_a_condition_on_the_general_list(rule):
    """Issue 37 item 4: "unrated players only compete for the unrated prize" (the titled
    players' rule generalised). P1 2100, P2 unrated, P3 1900, P4 unrated, P5 1800, placed so.
    Without the rule (by amount): General 1 P1, General 2 P2 (50 > 40), Sin Elo 1 P4 (P2 holds
    one), General 3 P3: 100, 50, 30, 40, 0. With it the unrated may not win a general prize:
    General 1 P1, General 2 P3, Sin Elo 1 P2, General 3 P5 (P4 is unrated): 100, 40, 50, 0, 30."""
    ps = [E(1, 5, 2100), E(2, 4), E(3, 3, 1900), E(4, 2), E(5, 1, 1800)]
    a = allocate(rules(GENERAL_OUT.format(rule="")), ps)
    assert money_of(a, 1, 2, 3, 4, 5) == [100, 50, 30, 40, 0]
    b = allocate(rules(GENERAL_OUT.format(rule=rule)), ps)
    assert money_of(b, 1, 2, 3, 4, 5) == [100, 40, 50, 0, 30]
    assert ("Not in the general list: the bases leave players who are '"
            + rule.split(" = ")[1] + "' to their categories' prizes") in explain_player(b.players[4], b, "en")
    assert ("Fuera de la lista general: las bases dejan a los jugadores '" + rule.split(" = ")[1]
            + "' para los premios de sus categorías") in explain_player(b.players[2], b, "es")


def test_a_condition_on_the_general_list_that_is_none():
    with pytest.raises(TiebreakError) as e:
        rules(GENERAL_OUT.format(rule="general_excluye = tall"))
    assert e.value.code == "prize_rule_bad_value"
    assert e.value.message("es") == ("premios.txt, línea 2: general_excluye: 'tall' no es uno de sus valores "
                                     "(condiciones: sin elo; elo < 1200)")


POOL = """[rules]
ties = split
{rule}
[categories]
U1800 = rating < 1800
[prizes]
General 1 = 100
General 2 = 60
U1800 1 = 40
"""


@pytest.mark.parametrize("rule,pooled", [("", True), ("pool_lists = across", True), ("bolsa_listas = todas", True),
                                         ("pool_lists = same", False), ("bolsa_listas = misma lista", False)])
def test_shared_money_pooled_across_lists_or_within_each(rule, pooled):
    """Issue 37 item 4: P1 2100, P2 1700, P3 1750, P4 2000 tied on 4 (placed so), P5 on 1. By
    amount: General 1 P1, General 2 P2 (60 > 40), U1800 1 P3; P4 holds none. Across lists (the
    default, as US Chess 32B3 sums "all the cash prizes involved"): 100 + 60 + 40 = 200 / 4 =
    50 each. Within the same list: the general list's 100 + 60 = 160 shared by P1, P2 and P4
    (who may win a general prize): 53.3333 each, in cents 53.34 (the best placed, the cent
    left), 53.33, 53.33; U1800's 40 has no other taker among them: P3 keeps it. 160 + 40 = 200."""
    a = allocate(rules(POOL.format(rule=rule)), [E(1, 4, 2100), E(2, 4, 1700), E(3, 4, 1750), E(4, 4, 2000),
                                                 E(5, 1, 1900)])
    if pooled:
        assert money_of(a, 1, 2, 3, 4, 5) == [50, 50, 50, 50, 0]
    else:
        assert money_of(a, 1, 2, 3, 4, 5) == [F("53.34"), F("53.33"), 40, F("53.33"), 0]
        assert len(a.shares) == 1 and [p.list for p in a.shares[0].prizes] == ["General", "General"]
    assert a.paid == 200


@pytest.mark.parametrize("order", ["first", "last"])
def test_a_condition_on_the_general_list_reads_sub_as_the_categories(order):
    """`sub 1200` in general_excluye reads as the categories read it: with sub_inclusive
    (Sub-1200 means "1200 or under") a 1200-rated player is kept out of the general list as the
    category takes him, whether the rule comes before or after sub_inclusive (the review found
    it read "under 1200" there). P1 2100, P2 1200, P3 1900, placed so; Sub-1200's only member
    is P2. With the rule P2 may not win a general prize: General 1 P1 (100), General 2 P3 (50),
    Sub-1200 1 P2 (40); read as "under 1200" P2 would take General 2 (50 > 40)."""
    lines = ["sub_incluye = sí", "general_excluye = sub 1200"]
    if order == "last":
        lines.reverse()
    text = ("[rules]\n" + "\n".join(lines) + "\n[categories]\nSub-1200 = sub 1200\n[prizes]\n"
            "General 1 = 100\nGeneral 2 = 50\nSub-1200 1 = 40\n")
    ps = [E(1, 3, 2100), E(2, 2, 1200), E(3, 1, 1900)]
    a = allocate(rules(text), ps)
    assert money_of(a, 1, 2, 3) == [100, 40, 50]


# ---------------------------------------------------------------------------------------------
# trophies apart from money (issue 37, item 4: held-back bases)

_TROPHY_BASES = """[rules]
currency = €
{rule}
[categories]
U12 = group Sub12
Local = group Local
[prizes]
General 1 = 100 + Trophy
General 2 = 60 + Trophy
General 3 = 40 + Trophy
General 4 = 20
U12 1 = 50 + Trophy
Local 1 = 30 + Trophy
"""


def _trophy_players():
    """Seven players placed by start number: 3 is under 12 and local, 4 and 6 local, 5 under 12."""
    g = {3: {"sub12", "local"}, 4: {"local"}, 5: {"sub12"}, 6: {"local"}}
    return [E(i, 8 - i, 2000, groups=frozenset(g.get(i, ()))) for i in range(1, 8)]


def _holds(a, sn):
    """What player ``sn`` holds: (list, place, amount, trophy) of each of his awards."""
    return sorted((aw.prize.list, aw.prize.place, aw.prize.amount, aw.prize.other) for aw in a.players[sn].awards)


@pytest.mark.parametrize("rule", ["", "trophies = as prize", "trofeos = como premio"])
def test_trophies_with_their_prize_by_default(rule):
    """Default: a trophy goes with its prize, one prize per player. The prizes by amount: 1st
    General 100 -> 1; 2nd General 60 -> 2; 1st U12 50 -> 3 (worth more than 3rd General's 40);
    3rd General 40 -> 4; 1st Local 30 -> 6 (3 and 4 hold prizes); 4th General 20 -> 5. Each
    trophy with its money: 3 has U12's trophy only, 6 Local's."""
    a = allocate(rules(_TROPHY_BASES.format(rule=rule)), _trophy_players())
    assert _holds(a, 3) == [("U12", 1, 50, "Trophy")]
    assert _holds(a, 4) == [("General", 3, 40, "Trophy")]
    assert _holds(a, 6) == [("Local", 1, 30, "Trophy")]
    assert money_of(a, 1, 2, 3, 4, 5, 6, 7) == [100, 60, 50, 40, 20, 30, 0]


@pytest.mark.parametrize("rule", ["trophies = real place", "trofeos = puesto real"])
def test_trophies_follow_the_real_place(rule):
    """``trophies = real place``: the money as by default (1: 100, 2: 60, 3: 50 of U12, 4: 40 of
    3rd General, 6: 30 of Local, 5: 20 of 4th General); the general list's trophies go to the
    1st, 2nd and 3rd placed, on top of their money: 3rd General's trophy to 3, who took U12's
    money. The categories' trophies stack on money but not among themselves: U12's to its best,
    3; Local's best is 3 too, who holds U12's trophy, so it goes to 4 (the next Local). 6
    keeps Local's 30 € without its trophy."""
    a = allocate(rules(_TROPHY_BASES.format(rule=rule)), _trophy_players())
    assert money_of(a, 1, 2, 3, 4, 5, 6, 7) == [100, 60, 50, 40, 20, 30, 0]
    assert _holds(a, 1) == [("General", 1, 0, "Trophy"), ("General", 1, 100, "")]
    assert _holds(a, 3) == [("General", 3, 0, "Trophy"), ("U12", 1, 0, "Trophy"), ("U12", 1, 50, "")]
    assert _holds(a, 4) == [("General", 3, 40, ""), ("Local", 1, 0, "Trophy")]
    assert _holds(a, 6) == [("Local", 1, 30, "")]
    rows = list_rows(a, "en")
    assert [r[:5] for r in rows[4:6]] == [["General", 3, "40.00 €", 4, "P4"], ["General", 3, "Trophy", 3, "P3"]]
    rows_es = list_rows(a, "es")
    assert [r[:4] for r in rows_es[9:11]] == [["Local", 1, "30,00 €", 6], ["Local", 1, "Trophy", 4]]


@pytest.mark.parametrize("rule", ["trophies = one per player", "trofeos = uno por jugador"])
def test_one_trophy_per_player_money_apart(rule):
    """``trophies = one per player``: the money as by default (3: 50 of U12, 4: 40, 5: 20, 6:
    30); the trophies one per player, the general list's first: 1st, 2nd, 3rd General's to 1, 2,
    3 (the 3rd placed, who took U12's money); U12's: 3 holds a trophy, so 5; Local's: 3 holds
    one, so 4. 6 keeps Local's 30 € without its trophy; 3 has money and one trophy."""
    a = allocate(rules(_TROPHY_BASES.format(rule=rule)), _trophy_players())
    assert money_of(a, 1, 2, 3, 4, 5, 6, 7) == [100, 60, 50, 40, 20, 30, 0]
    assert _holds(a, 3) == [("General", 3, 0, "Trophy"), ("U12", 1, 50, "")]
    assert _holds(a, 4) == [("General", 3, 40, ""), ("Local", 1, 0, "Trophy")]
    assert _holds(a, 5) == [("General", 4, 20, ""), ("U12", 1, 0, "Trophy")]
    assert _holds(a, 6) == [("Local", 1, 30, "")]
    en = explain_player(a.players[3], a, "en")
    es = explain_player(a.players[3], a, "es")
    assert en == ("1st U12, 50.00 €; worth more than 3rd General, 40.00 €; 1st Local, 30.00 €, also within reach (one prize "
                  "per player). 3rd General, Trophy; worth as much as 1st U12, Trophy; 1st Local, Trophy, also within "
                  "reach; at equal amounts the bases give this one first (one prize per player). In all 50.00 €.")
    assert es == ("1.º U12, 50,00 €; vale más que 3.º General, 40,00 €; 1.º Local, 30,00 €, para el que también era el "
                  "siguiente (un premio por jugador). 3.º General, Trophy; vale lo mismo que 1.º U12, Trophy; 1.º "
                  "Local, Trophy, para el que también era el siguiente; a igual importe las bases dan este primero (un "
                  "premio por jugador). En total 50,00 €.")


def test_trophy_rule_bad_value_named():
    with pytest.raises(TiebreakError) as e:
        rules(_TROPHY_BASES.format(rule="trophies = sometimes"))
    assert e.value.code == "prize_rule_bad_value"
    assert e.value.messages("en")[0] == ("premios.txt, line 3: trophies: 'sometimes' is not one of its values "
                                         "(as prize, real place, one per player)")
    with pytest.raises(TiebreakError) as e:
        rules(_TROPHY_BASES.format(rule="trofeos = a veces"))
    assert e.value.code == "prize_rule_bad_value"
    assert e.value.messages("es")[0] == ("premios.txt, línea 3: trofeos: 'a veces' no es uno de sus valores "
                                         "(como premio, puesto real, uno por jugador)")


# ---------------------------------------------------------------------------------------------
# places scaled by entries (issue 37, item 4: "subject to the number of entries")

_ENTRIES_BASES = """[rules]
currency = €
[categories]
Sub12 = grupo Sub12; {rule}
[prizes]
General 1 = 100
Sub12 1 = 30
Sub12 2 = 20
Sub12 3 = 10
"""


def _entries_players(k: int, n: int = 40):
    """``n`` players placed by start number; 2 to k+1 are under 12 (``k`` entrants in Sub12)."""
    return [E(i, 50 - i, 2000, groups=frozenset({"sub12"} if 2 <= i <= k + 1 else ())) for i in range(1, n + 1)]


@pytest.mark.parametrize("rule", ["1 premio cada 10 participantes", "un premio por cada 10", "1 prize per 10 entrants"])
@pytest.mark.parametrize("k,awarded", [(9, 0), (10, 1), (25, 2), (30, 3), (38, 3)])
def test_one_place_per_entrants(rule, k, awarded):
    """One place per 10 entrants, rounded down, at most the 3 typed: 9 entrants give 9 // 10 =
    0 places, 10 give 1, 25 give 2, 30 give 3, 38 give 3 (38 // 10 = 3, and 3 are typed). Player
    1 takes the General; the Sub12 places go to 2, 3, 4 as far as they are given."""
    a = allocate(rules(_ENTRIES_BASES.format(rule=rule)), _entries_players(k))
    assert [winner(a, "Sub12", pl) for pl in (1, 2, 3)] == [2, 3, 4][:awarded] + [None] * (3 - awarded)
    assert [aw.void for aw in a.awards[1:]] == [None] * awarded + ["entries"] * (3 - awarded)
    assert a.paid == 100 + [0, 30, 50, 60][awarded]


@pytest.mark.parametrize("rule", ["premios 5:1, 10:2, 20:3", "places 20:3, 5:1, 10:2", "plazas: 5:1,10:2,20:3"])
@pytest.mark.parametrize("k,awarded", [(4, 0), (5, 1), (12, 2), (19, 2), (20, 3)])
def test_places_by_a_table_of_entries(rule, k, awarded):
    """A table entrants -> places (5 or more: 1; 10 or more: 2; 20 or more: 3), in any order:
    4 entrants give none, 5 give 1, 12 and 19 give 2, 20 give 3."""
    a = allocate(rules(_ENTRIES_BASES.format(rule=rule)), _entries_players(k))
    assert [winner(a, "Sub12", pl) for pl in (1, 2, 3)] == [2, 3, 4][:awarded] + [None] * (3 - awarded)


def test_entries_said_in_both_languages():
    """12 entrants at 1 per 10: 12 // 10 = 1 of the 3 places; the note and the void places say
    so, in English and Spanish."""
    a = allocate(rules(_ENTRIES_BASES.format(rule="1 premio cada 10 participantes")), _entries_players(12))
    from xl_tiebreaks.texts import say

    assert [say(n, "en") for n in a.notes] == [
        "warning: premios.txt, line 4: category Sub12 has 12 entrants: by the bases (1 premio cada 10 participantes) 1 of "
        "its 3 places are awarded, the others are void"]
    assert [say(n, "es") for n in a.notes] == [
        "aviso: premios.txt, línea 4: la categoría Sub12 tiene 12 participantes: según las bases (1 premio cada 10 "
        "participantes) se dan 1 de sus 3 puestos, los demás quedan desiertos"]
    assert list_rows(a, "en")[2][7] == ("void: the entrants of Sub12 do not give this place (the bases scale its "
                                        "places by entries)")
    assert list_rows(a, "es")[3][7] == ("desierto: los participantes de Sub12 no dan para este puesto (las bases "
                                        "dan sus puestos según los inscritos)")


def test_entries_undetermined_by_missing_birth_years():
    """Sub12 by age, 1 place per 10 entrants: 9 players known under 12 give 0 places, but 2
    more without a birth year might be under 12 (9 + 2 = 11 give 1): the 1st place is
    undetermined, not void; the 2nd (11 // 10 = 1 < 2) is void."""
    r = rules("""[rules]
age date = 2026-01-01
[categories]
Sub12 = edad <= 12; 1 premio cada 10
[prizes]
General 1 = 100
Sub12 1 = 30
Sub12 2 = 20
""")
    ps = [E(i, 50 - i, 2000, birth=2016 if 2 <= i <= 10 else (None if i in (11, 12) else 1980)) for i in range(1, 30)]
    a = allocate(r, ps)
    assert [aw.void for aw in a.awards] == [None, "undetermined", "entries"]
