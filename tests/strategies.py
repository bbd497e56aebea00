"""Hypothesis strategies: whole tournaments (Swiss and round robin) for the differential test.

Every tournament is complete (all rounds held), uses FIDE's 1 / ½ / 0 scoring, with a
pairing-allocated bye usually worth a win (sometimes ½, as some regulations say; a
round robin's rest round sometimes 0), and is built directly as a :class:`Tournament`; the
differential test feeds the same tournament to our core and, through ``write_trf``, to
the reference implementation.

Draws are ordered so that Hypothesis shrinks towards simple events: small integers mean
"fewer players", "fewer rounds", "available", "white wins", "rated".
"""

from __future__ import annotations

import datetime as dt
from fractions import Fraction

from hypothesis import strategies as st

from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, ScoreSystem, Tournament

from .helpers import berger_rounds

#: start dates that make the reference pick each edition (record 042, cut-off 2026-03-01)
START_DATE = {"FIDE2024": dt.date(2025, 6, 1), "FIDE2026": dt.date(2026, 6, 1)}

W, D, L = Result.WIN, Result.DRAW, Result.LOSS


def _game(opp: int, colour: str, res: Result) -> RoundRecord:
    return RoundRecord(RoundKind.GAME, opp, colour, res)


def _pair_records(draw, a: int, b: int, ca: str, cb: str, forfeit_pct: int,
                  double_loss: bool = False) -> tuple[RoundRecord, RoundRecord]:
    """Records of one pairing ``a`` (colour ``ca``) against ``b`` (colour ``cb``).

    Outcome weights: games (a wins / draw / b wins) most of the time; forfeits and double
    forfeits with ``forfeit_pct`` percent, and among them, now and then, a game both players
    played and lost (``0``/``0``, an arbiter's decision: issue 12) when ``double_loss``.
    Forfeits always carry the scheduled colours: the reference implementation rejects a
    paired round written with colour ``-``.
    """
    x = draw(st.integers(0, 99))
    if x >= 100 - forfeit_pct:
        kind = draw(st.integers(0, 5 if double_loss else 4))  # 0,1: a wins by forfeit; 2,3: b; 4: double; 5: 0-0
        if kind == 5:
            return _game(b, ca, L), _game(a, cb, L)
        if kind <= 1:
            return RoundRecord(RoundKind.FORFEIT_WIN, b, ca), RoundRecord(RoundKind.FORFEIT_LOSS, a, cb)
        if kind <= 3:
            return RoundRecord(RoundKind.FORFEIT_LOSS, b, ca), RoundRecord(RoundKind.FORFEIT_WIN, a, cb)
        return RoundRecord(RoundKind.FORFEIT_LOSS, b, ca), RoundRecord(RoundKind.FORFEIT_LOSS, a, cb)
    res = draw(st.integers(0, 2))
    ra = (W, D, L)[res]
    return _game(b, ca, ra), _game(a, cb, ra.reverse)


def _participants(draw, n: int) -> list[Participant]:
    """``n`` players; sometimes some of them unrated (rating ``None``)."""
    unrated_pct = draw(st.sampled_from([0, 0, 0, 15, 40]))
    parts = []
    for s in range(1, n + 1):
        rating = draw(st.integers(1000, 2800))
        if unrated_pct and draw(st.integers(0, 99)) < unrated_pct:
            rating = None
        parts.append(Participant(s, f"Player{s:02d}", rating=rating))
    return parts


@st.composite
def swiss_tournaments(draw, min_players: int = 4, max_players: int = 24, min_rounds: int = 3, max_rounds: int = 9,
                      double_loss: bool = False):
    """A complete Swiss event with random but legal pairings and every kind of unplayed round.

    Pairings: each round, the available players are shuffled and paired greedily,
    avoiding earlier opponents when possible (a repeat only when no fresh opponent is
    left, or, rarely, on purpose); an odd one out gets a pairing-allocated bye.
    Unplayed rounds: half-, zero- and full-point byes, absences, withdrawals (every later
    round an absence), forfeit wins/losses and double forfeits; with ``double_loss`` also
    games lost by both players (``0``/``0``).
    """
    n = draw(st.integers(min_players, max_players))
    R = draw(st.integers(min_rounds, max_rounds))
    edition = draw(st.sampled_from(["FIDE2024", "FIDE2026"]))
    parts = _participants(draw, n)
    # how unusual this event is (percent per player-round); 0 = a clean event
    bye_pct = draw(st.sampled_from([0, 5, 10, 25]))
    forfeit_pct = draw(st.sampled_from([0, 5, 10, 25]))
    withdraw_pct = draw(st.sampled_from([0, 0, 10, 25]))
    repeats_ok = draw(st.integers(0, 9)) == 0
    pab = draw(st.sampled_from([None] * 7 + [Fraction(1, 2)]))  # None: worth a win
    # withdrawal: from round w on the player is gone (w = 1: never played)
    withdrawn_from: dict[int, int] = {}
    for p in parts:
        if withdraw_pct and draw(st.integers(0, 99)) < withdraw_pct:
            withdrawn_from[p.start_no] = draw(st.integers(1, R))
    recs: dict[int, list[RoundRecord]] = {p.start_no: [] for p in parts}
    met: set[frozenset[int]] = set()
    for r in range(1, R + 1):
        available = []
        for p in parts:
            s = p.start_no
            if s in withdrawn_from and r >= withdrawn_from[s]:
                recs[s].append(RoundRecord(RoundKind.WITHDRAWN))
                continue
            if bye_pct and draw(st.integers(0, 99)) < bye_pct:
                kind = draw(st.sampled_from(
                    [RoundKind.HALF_BYE, RoundKind.ZERO_BYE, RoundKind.ABSENT, RoundKind.FULL_BYE]
                ))
                recs[s].append(RoundRecord(kind))
                continue
            available.append(s)
        order = draw(st.permutations(available))
        left = list(order)
        pairs: list[tuple[int, int]] = []
        while len(left) >= 2:
            a = left.pop(0)
            j = 0
            if not repeats_ok:
                j = next((i for i, b in enumerate(left) if frozenset((a, b)) not in met), 0)
            b = left.pop(j)
            pairs.append((a, b))
        if left:
            recs[left[0]].append(RoundRecord(RoundKind.PAB))
        for a, b in pairs:
            met.add(frozenset((a, b)))
            ca, cb = ("w", "b") if draw(st.booleans()) else ("b", "w")
            ra, rb = _pair_records(draw, a, b, ca, cb, forfeit_pct, double_loss)
            recs[a].append(ra)
            recs[b].append(rb)
    t = Tournament.build(
        parts, recs, total_rounds=R, pairing_system=PairingSystem.SWISS, score_system=ScoreSystem(pab=pab),
        start_date=START_DATE[edition], name="Generated Swiss",
    )
    return t, edition


@st.composite
def round_robin_tournaments(draw, min_players: int = 3, max_players: int = 10, double_loss: bool = False):
    """A complete single or double round robin (Berger / circle schedule).

    An odd-sized field has a rest round per player, written as a pairing-allocated bye
    (worth a win, ½ or 0).
    Some games are forfeits or double forfeits; sometimes a player withdraws and forfeits
    every later game (the games stay on the schedule, C.07 art. 15.2).
    """
    n = draw(st.integers(min_players, max_players))
    double = draw(st.booleans())
    edition = draw(st.sampled_from(["FIDE2024", "FIDE2026"]))
    parts = _participants(draw, n)
    forfeit_pct = draw(st.sampled_from([0, 0, 5, 15]))
    rest = draw(st.sampled_from([None, None, Fraction(1, 2), Fraction(0)]))  # rest round value; None: a win
    schedule = berger_rounds(n)
    if double:
        schedule = schedule + [[(b, a) for a, b in rnd] for rnd in schedule]
    R = len(schedule)
    withdrawn_from: dict[int, int] = {}
    if draw(st.integers(0, 4)) == 0:
        s = draw(st.integers(1, n))
        withdrawn_from[s] = draw(st.integers(2, R))
    recs: dict[int, list[RoundRecord]] = {p.start_no: [] for p in parts}
    for r, pairs in enumerate(schedule, 1):
        paired = set()
        for a, b in pairs:
            paired |= {a, b}
            gone_a = a in withdrawn_from and r >= withdrawn_from[a]
            gone_b = b in withdrawn_from and r >= withdrawn_from[b]
            if gone_a and gone_b:
                ra, rb = RoundRecord(RoundKind.FORFEIT_LOSS, b, "w"), RoundRecord(RoundKind.FORFEIT_LOSS, a, "b")
            elif gone_a:
                ra, rb = RoundRecord(RoundKind.FORFEIT_LOSS, b, "w"), RoundRecord(RoundKind.FORFEIT_WIN, a, "b")
            elif gone_b:
                ra, rb = RoundRecord(RoundKind.FORFEIT_WIN, b, "w"), RoundRecord(RoundKind.FORFEIT_LOSS, a, "b")
            else:
                ra, rb = _pair_records(draw, a, b, "w", "b", forfeit_pct, double_loss)
            recs[a].append(ra)
            recs[b].append(rb)
        for s in range(1, n + 1):
            if s not in paired:
                recs[s].append(RoundRecord(RoundKind.PAB))
    t = Tournament.build(
        parts, recs, total_rounds=R, pairing_system=PairingSystem.ROUND_ROBIN, score_system=ScoreSystem(pab=rest),
        start_date=START_DATE[edition], name="Generated round robin",
    )
    return t, edition
