"""What each round counts for, under each rule set (:class:`xl_tiebreaks.rules.Rules`).

A *contribution* is ``(score, factor, voluntary, round)``: Buchholz adds ``score``,
Sonneborn-Berger adds ``score x factor``, and cuts use ``voluntary`` (C.07 (2026) art. 16.5,
current FIDE editions only). Scores are in units of ``1/S`` (see :mod:`.context`).

Rule sets:

* ``FIDE2024`` / ``FIDE2026``: C.07 art. 16 (Swiss) and 15.2 (pre-determined pairings); see
  :func:`fide`.
* ``STANDARD`` (seed 000): :func:`standard`.
* ``DRAW_SELF`` and ``DRAW_SELF_HALF_BYE`` (seed 000 "Bucholz FIDE", seed 001 §1): :func:`draw_self`.
* ``VIRTUAL`` and ``VIRTUAL_VEGA`` (FIDE 2009 - 2023): :func:`virtual`.
* ``SWISS_PERFECT`` (disputes log case 2): :func:`swiss_perfect`.
* ``US`` (US Chess rule 34E1): :func:`us_chess`.
* ``FFE`` (France, as Papi computes it): :func:`ffe`.
* ``FCE`` (Catalonia, "ajust FIDE de contrincant virtual"): :func:`virtual`.

The older rule sets apply the same way to Swiss events and round robins (their sources make
no difference), and never prefer voluntary unplayed rounds when cutting (art. 16.5 dates
from 2023).
"""

from __future__ import annotations

from typing import Callable

from ..rules import Rules
from .context import FL, FORFEITS, FPB, FW, GAME, HPB, NOTP, PAB, PEND, REQUESTED, Context

#: (opponent or dummy score, points factor, voluntary?, round index 0..k-1)
Contribution = tuple[int, int, bool, int]


def fide(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """C.07 (2024/2026) art. 16 in a Swiss, art. 15.2 with pre-determined pairings.

    A game counts the opponent's adjusted score (16.3) and the points scored. An own
    unplayed round in a Swiss is a game against a dummy with the participant's own score
    and the points awarded (16.4); 2026: the dummy is capped by the scheduled opponent's
    adjusted score for a forfeit (16.4.1) and by a draw's value times the rounds played
    for other unplayed rounds (16.4.2). Requested byes and forfeit losses are voluntary
    (16.1.2). ``played_forfeits`` (``/P``) and pre-determined pairings: forfeits count
    against the scheduled opponent and are not voluntary (15.2); a rest round of a round
    robin counts nothing.
    """
    adj, score, kind, opp, rp = ctx.adj, ctx.score, ctx.kind, ctx.opp, ctx.rp
    swiss = ctx.swiss
    capped = ctx.rules.capped
    bye_cap = ctx.D * ctx.k
    out: list[list[Contribution]] = []
    for i in range(ctx.n):
        own = score[i]
        own_bye = min(own, bye_cap) if capped else own
        row: list[Contribution] = []
        ki, oi, pi = kind[i], opp[i], rp[i]
        for r_i in range(ctx.k):
            c = ki[r_i]
            if c == GAME:
                row.append((adj[oi[r_i]], pi[r_i], False, r_i))
            elif c in FORFEITS:
                o = oi[r_i]
                if not swiss or played_forfeits:
                    row.append((adj[o], pi[r_i], False, r_i))
                else:
                    dummy = min(own, adj[o]) if capped else own
                    row.append((dummy, pi[r_i], c == FL, r_i))
            elif c == PAB or c == FPB:
                if swiss:
                    row.append((own_bye, pi[r_i], False, r_i))
            elif c in REQUESTED:
                if swiss:
                    row.append((own_bye, pi[r_i], True, r_i))
        out.append(row)
    return out


def drawn_scores(ctx: Context) -> list[int]:
    """Each participant's score with every unplayed round (byes, forfeits either way,
    absences, rounds after withdrawal) counted as a draw: how the older rules count a
    participant as somebody's opponent (seed 000, the 2009 virtual-opponent rule)."""
    got = ctx.cache.get("drawn_scores")
    if got is None:
        D = ctx.D
        got = [
            sum(p if c == GAME else 0 if c in (PEND, NOTP) else D for c, p in zip(ki, pi))
            for ki, pi in zip(ctx.kind, ctx.rp)
        ]
        ctx.cache["drawn_scores"] = got
    return got


def standard(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """Seed 000, "Bucholz Standard": opponents count with their real scores, a forfeit
    (won or lost) with the scheduled opponent's score, and a bye or an unplayed round adds
    nothing (it is a value 0, the first one a cut removes: "Top ... -0")."""
    score = ctx.score
    out: list[list[Contribution]] = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        row: list[Contribution] = []
        for r_i, (c, o, p) in enumerate(zip(ki, oi, pi)):
            if c == GAME or c in FORFEITS:
                row.append((score[o], p, False, r_i))
            elif c not in (PEND, NOTP):
                row.append((0, p, False, r_i))
        out.append(row)
    return out


def draw_self(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """Seed 000 "Bucholz FIDE" / seed 001 §1 (FIDE before 2009): every own unplayed round is
    "a drawn game against the player himself", worth his own final score with that round
    re-valued as a draw (own - points of the round + ½); SB counts it as a draw (x ½).
    Opponents count with their unplayed rounds as draws. ``DRAW_SELF_HALF_BYE``: a
    half-point bye counts half the player's own points instead (seed 000's proposal)."""
    drawn = drawn_scores(ctx)
    D = ctx.D
    half_bye_half = ctx.rules is Rules.DRAW_SELF_HALF_BYE
    out: list[list[Contribution]] = []
    for i, (ki, oi, pi) in enumerate(zip(ctx.kind, ctx.opp, ctx.rp)):
        own = ctx.score[i]
        row: list[Contribution] = []
        for r_i, (c, o, p) in enumerate(zip(ki, oi, pi)):
            if c == GAME:
                row.append((drawn[o], p, False, r_i))
            elif c in (PEND, NOTP):
                continue
            elif half_bye_half and c == HPB:
                row.append((_half(own), D, False, r_i))
            else:
                row.append((own - p + D, D, False, r_i))
        out.append(row)
    return out


def _half(units: int) -> int:
    # own points / 2 in units of 1/S: exact because the unit S is even for ½ scoring;
    # otherwise rounded down to a unit (documented reading for odd units)
    return units // 2


def virtual(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """The virtual opponent (FIDE 2009 Congress; C.02 13.15 / C.07 pre-2023 §15): for an
    own unplayed round R, Svon = SPR + (1 - SfPR) + ½ x (n - R), where SPR is the score
    before round R, SfPR the points of round R and n the rounds completed. Opponents count
    with their unplayed rounds as draws. SB: ``VIRTUAL`` counts every own unplayed round as a
    draw against the virtual opponent (Svon x ½, as Swiss-Manager published the Moscow Open
    2018); ``VIRTUAL_VEGA`` multiplies by the points awarded (Vega)."""
    drawn = drawn_scores(ctx)
    W, D, n = ctx.W, ctx.D, ctx.k
    vega = ctx.rules is Rules.VIRTUAL_VEGA
    out: list[list[Contribution]] = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        row: list[Contribution] = []
        before = 0
        for r_i, (c, o, p) in enumerate(zip(ki, oi, pi)):
            if c == GAME:
                row.append((drawn[o], p, False, r_i))
            elif c not in (PEND, NOTP):
                svon = before + (W - p) + D * (n - (r_i + 1))
                row.append((svon, p if vega else D, False, r_i))
            before += p
        out.append(row)
    return out


def swiss_perfect(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """Swiss Perfect as the Argentine arbiters describe it (disputes log case 2): a forfeit
    (won or, our reading, lost) counts the scheduled opponent's score with his unplayed
    rounds as draws (so the forfeited game itself as a draw: "+ ½"); a bye counts half the
    maximum score (rounds played x a win / 2: at the end of the event, its length); opponents
    count with their unplayed rounds as draws."""
    drawn = drawn_scores(ctx)
    half_max = ctx.W * ctx.k // 2  # of the rounds played so far (the whole event at its end)
    out: list[list[Contribution]] = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        row: list[Contribution] = []
        for r_i, (c, o, p) in enumerate(zip(ki, oi, pi)):
            if c == GAME or c == FW or c == FL:
                row.append((drawn[o], p, False, r_i))
            elif c not in (PEND, NOTP):
                row.append((half_max, p, False, r_i))
        out.append(row)
    return out


def us_chess(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """US Chess, Official Rules of Chess (7th edition), rule 34E1: "These scores are adjusted
    for unplayed games, which count a half point each, regardless of whether they were byes,
    forfeits, or simply rounds not played after an opponent withdrew ... If the player involved
    in the tie has any unplayed games, they count as opponents with adjusted scores of 0."

    A game over the board counts the opponent's score with every unplayed round as a draw
    (:func:`drawn_scores`: ½ with the usual scoring); every own unplayed round (forfeit won or
    lost, any bye, an absence, a round after withdrawing) is an opponent worth 0, kept as a value
    so that the median's cuts can drop it (34E1 counts it among the opponents). SB multiplies by
    the points awarded (a forfeit win: 0 x 1 = 0). The rule applies alike to round robins (the
    rule makes no difference), and nothing is a voluntary unplayed round (C.07 art. 16.5 is
    FIDE's). ``played_forfeits`` (``/P``) counts a forfeit against the scheduled opponent
    instead, as for the other rule sets."""
    drawn = drawn_scores(ctx)
    out: list[list[Contribution]] = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        row: list[Contribution] = []
        for r_i, (c, o, p) in enumerate(zip(ki, oi, pi)):
            if c == GAME or (played_forfeits and c in FORFEITS):
                row.append((drawn[o], p, False, r_i))
            elif c not in (PEND, NOTP):
                row.append((0, p, False, r_i))
        out.append(row)
    return out


def ffe(ctx: Context, played_forfeits: bool) -> list[list[Contribution]]:
    """France, the Fédération Française des Échecs's tie-breaks as its pairing program Papi
    computes them (the FFE *Livre de l'arbitre*, ch. 2.4, gives no formula for unplayed rounds;
    Papi's behaviour is read from Sharly-Chess's re-implementation, ``src/plugins/ffe/
    ffe_tie_breaks.py``, which reproduces Papi's values):

    * a Swiss: "Unplayed rounds are counted as draws" for an opponent, and an own unplayed round
      (forfeit won or lost, any bye, an absence) is a dummy worth "points before that round + ½
      x the rounds after it + the opposite result": FIDE's 2009 virtual opponent, as
      :func:`virtual` computes it (SB: the dummy x ½);
    * a round robin: the opponents' real scores; a forfeit counts the scheduled opponent (the
      pairing has an opponent), a rest round adds nothing.

    ``played_forfeits`` (``/P``) counts a Swiss forfeit against the scheduled opponent, as for
    the other rule sets."""
    if ctx.swiss:
        rows = virtual(ctx, played_forfeits)
        if played_forfeits:
            drawn = drawn_scores(ctx)
            rows = [[(drawn[oi[e[3]]], pi[e[3]], False, e[3]) if ki[e[3]] in FORFEITS else e for e in row]
                    for row, ki, oi, pi in zip(rows, ctx.kind, ctx.opp, ctx.rp)]
        return rows
    score = ctx.score
    out: list[list[Contribution]] = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        out.append([(score[o], p, False, r_i) for r_i, (c, o, p) in enumerate(zip(ki, oi, pi))
                    if c == GAME or c in FORFEITS])
    return out


BUILDERS: dict[Rules, Callable[[Context, bool], list[list[Contribution]]]] = {
    Rules.FIDE2024: fide,
    Rules.FIDE2026: fide,
    Rules.STANDARD: standard,
    Rules.DRAW_SELF: draw_self,
    Rules.DRAW_SELF_HALF_BYE: draw_self,
    Rules.VIRTUAL: virtual,
    Rules.VIRTUAL_VEGA: virtual,
    Rules.SWISS_PERFECT: swiss_perfect,
    Rules.US: us_chess,
    Rules.FFE: ffe,
    Rules.FCE: virtual,
}
