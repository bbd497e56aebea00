"""US Chess tie-breaks: Official Rules of Chess, 7th edition (with its online updates), rule 34E.

* ``MM`` modified median (34E1), ``MMMCA`` its Michigan Chess Association variant, ``MED``
  the median (Harkness) system 34E1 starts from, ``SOLK`` Solkoff (34E2): the Buchholz of
  :mod:`.buchholz` reckoned on the US adjusted scores (:func:`.unplayed.us_chess`), with the
  cuts 34E1 sets by the player's own score and the length of the event.
* ``CUM`` cumulative (34E3): C.07's progressive score (:func:`.progressive.progressive`) less
  the points scored without playing.
* ``OCUM`` cumulative of opposition (34E4): the sum of the opponents' ``CUM``.
* ``KASH`` Kashdan (34E7): 4 a win, 2 a draw, 1 a loss, 0 an unplayed game.

The rest of 34E is the product's own tie-breaks under another name: most blacks (34E6) is
``BPG`` (games played over the board with Black), Sonneborn-Berger (34E8) is ``SB`` (under the
rule set ``US``: on the adjusted scores). These codes read rule 34E1's unplayed-game rule
whatever the rule set chosen, so ``SOLK`` means the same beside FIDE's ``BH`` in ``compare``.
"""

from __future__ import annotations


from ..model import Result
from ..rules import Rules
from ..spec import TieBreakSpec
from .buchholz import _decimals, buchholz_units
from .context import GAME, Column, Context, under_rules
from .progressive import progressive


def us_context(ctx: Context) -> Context:
    """``ctx`` read under rule 34E1's unplayed-game rule, the rule set ``US``
    (:func:`.context.under_rules`)."""
    return under_rules(ctx, Rules.US)


def median_cut(ctx: Context) -> int:
    """How many scores a median drops at each end: 1, or 2 "for tournaments of nine or more
    rounds" (34E1), counted on the event's announced length."""
    return 2 if max(ctx.t.rounds_announced, ctx.k) >= 9 else 1


def solkoff(ctx: Context, spec: TieBreakSpec) -> Column:
    """SOLK, SOLK/Cn, SOLK/Mn: Solkoff, rule 34E2: "the same as the Median system (34E1) except
    that no opponents' scores are discarded": the sum of the opponents' adjusted scores (each
    unplayed game of theirs ½), every own unplayed game an opponent with 0. ``Cn`` / ``Mn`` cut
    as for Buchholz (C.07 art. 14). Points (units ``1/S``)."""
    vals = buchholz_units(us_context(ctx), spec.cut_low, spec.cut_high, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def median(ctx: Context, spec: TieBreakSpec) -> Column:
    """MED: the median (Harkness) system of rule 34E1: the opponents' adjusted scores "discarding
    the highest and lowest of these scores" (the two highest and two lowest from nine rounds).
    Points (units ``1/S``)."""
    n = median_cut(ctx)
    vals = buchholz_units(us_context(ctx), n, n, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def _modified(ctx: Context, spec: TieBreakSpec, minus_drops_highest: bool) -> Column:
    uctx = us_context(ctx)
    n = median_cut(ctx)
    both = buchholz_units(uctx, n, n, spec.played_forfeits)
    low = buchholz_units(uctx, n, 0, spec.played_forfeits)
    high = buchholz_units(uctx, 0, n, spec.played_forfeits) if minus_drops_highest else low
    half_max_x2 = ctx.W * ctx.k  # twice a player's score is compared with the maximum score
    out = []
    for i, s in enumerate(ctx.score):
        if 2 * s == half_max_x2:
            out.append(both[i])
        elif 2 * s > half_max_x2:
            out.append(low[i])
        else:
            out.append(high[i])
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))


def modified_median(ctx: Context, spec: TieBreakSpec) -> Column:
    """MM: modified median, rule 34E1: the opponents' adjusted scores (as :func:`solkoff`) with
    "players who tie with even scores (an even score is equal to exactly one half of the maximum
    possible score)" dropping the highest and the lowest, "the lowest-scoring opponent's score
    ... discarded for tied players with plus scores and the highest-scoring for tied players with
    minus scores"; "for tournaments of nine or more rounds, the top two and bottom two", "the
    bottom two", "the top two". The maximum possible score is a win's points times the rounds
    considered. Points (units ``1/S``)."""
    return _modified(ctx, spec, minus_drops_highest=True)


def modified_median_michigan(ctx: Context, spec: TieBreakSpec) -> Column:
    """MMMCA: the modified median of the Michigan Chess Association's tie-break rules (amended
    2001): as :func:`modified_median` except "Players with minus scores have the lowest
    opponent's adjusted score dropped". Points (units ``1/S``)."""
    return _modified(ctx, spec, minus_drops_highest=False)


def cumulative(ctx: Context, spec: TieBreakSpec) -> Column:
    """CUM, CUM/Cn: cumulative, rule 34E3: "add up the cumulative (running) score for each
    round", then take off what was scored without playing: one point for each unplayed win (a
    forfeit win, a full-point or pairing bye), and a half-point bye's half point (the reading of
    the later texts, e.g. "Subtract 0.5 point for each unplayed draw or half-point bye"; the
    Michigan text names one-point byes and forfeit wins only, and has no half-point bye). The
    points of every round not played over the board are taken off. ``Cn`` leaves out the running
    scores after rounds 1..n (as PS/Cn; the practice of accelerated events). Points (units
    ``1/S``)."""
    col = progressive(ctx, spec)
    vals = [v - sum(p for c, p in zip(ki, pi) if c != GAME) for v, ki, pi in zip(col.values, ctx.kind, ctx.rp)]
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def cumulative_of_opposition(ctx: Context, spec: TieBreakSpec) -> Column:
    """OCUM: cumulative of opposition, rule 34E4: the sum of the cumulative tie-breaks (34E3, as
    :func:`cumulative`, with the same cut) of the opponents played over the board; an own
    unplayed game adds nothing. Points (units ``1/S``)."""
    cum = cumulative(ctx, spec).values
    out = [sum(cum[o] for c, o in zip(ki, oi) if c == GAME) for ki, oi in zip(ctx.kind, ctx.opp)]
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))


_KASHDAN = {Result.WIN: 4, Result.DRAW: 2, Result.LOSS: 1}


def kashdan(ctx: Context, spec: TieBreakSpec) -> Column:
    """KASH: Kashdan, rule 34E7: "scoring 4 tiebreak points for a win, 2 for a draw, 1 for a loss,
    and 0 for an unplayed game" (games over the board; a forfeit or a bye is unplayed). Whole
    tie-break points. Not the Koya system (``KS``)."""
    out = [sum(_KASHDAN.get(r, 0) for c, r in zip(ki, ri) if c == GAME) for ki, ri in zip(ctx.kind, ctx.res)]
    return Column(spec.text, out, 1, decimals=0)
