"""Tie-breaks of the older FIDE list and of the historic literature (seeds 001 and 004).

* ``SUMBH`` sum of the opponents' Buchholz (seed 001 2.2.1.6).
* ``KSX`` extended Koya (seed 001 2.1.3.1): the Koya limit lowered step by step to each lower
  score group, applied in turn to the players still tied.
* ``AROR`` average rating of opponents as "the sum of the opponents' ratings divided by the
  number of rounds", and its cut version (seed 001 2.3.1, 2.3.1.1).
* ``TPR350`` performance with the 350-point rule (seed 001 2.3.2).
* ``SBNN`` Sonneborn-Berger non-Neustadtl: score² + SB (seed 004).
* ``GF`` Gelbfuhs: sum of x_ij (1 + s_j / n_j) (seed 004).

Where a source gives no worked example (TPR350, Gelbfuhs with unequal numbers of games, the
rounding of AROR), the reading is the project's own and the docstring says so.
"""

from __future__ import annotations

from fractions import Fraction

from ..spec import TieBreakSpec
from ..tables import DP_BY_PERCENT
from .buchholz import _decimals, buchholz_units
from .context import FL, FW, GAME, Column, Context
from .koya import max_games
from .rating import _games, _round_half_up, _unrated, opponent_ratings, ratings


def _met(ctx: Context, i: int, with_forfeits: bool) -> list[int]:
    return [o for c, o in zip(ctx.kind[i], ctx.opp[i]) if c == GAME or (with_forfeits and (c == FW or c == FL))]


def sum_of_buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """SUMBH: the sum of the Buchholz of each opponent met (seed 001 2.2.1.6), each
    opponent's Buchholz under the same rule set. Opponents met over the board, and with
    pre-determined pairings the scheduled opponent of a forfeit too (art. 15.2); an
    unplayed round adds nothing (the project's reading: the seed gives no example). Points."""
    bh = buchholz_units(ctx)
    out = [sum(bh[o] for o in _met(ctx, i, not ctx.swiss)) for i in range(ctx.n)]
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))


def koya_extended(ctx: Context, spec: TieBreakSpec) -> Column:
    """KSX: extended Koya (seed 001 2.1.3.1, "el Sistema Koya puede extenderse paso a paso
    para incluir grupos de puntuación con menos de 50%"). First the Koya (points against
    players on 50 % of the maximum or more); among players still tied, the points against
    the next lower score group added; and so on. Applying the steps in turn to the tied
    players is ordering by the vector of these Koya values, which is what the column holds;
    it shows the values, step by step, separated by " / "."""
    max_score = ctx.W * max_games(ctx)
    pct = 50 if spec.limit_pct is None else spec.limit_pct
    limit_x100 = max_score * pct + spec.limit_steps * ctx.D * 100
    lower = sorted({s for s in ctx.score if s * 100 < limit_x100}, reverse=True)
    thresholds_x100 = [limit_x100] + [s * 100 for s in lower]
    out = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        vec = []
        for t in thresholds_x100:
            vec.append(sum(p for c, o, p in zip(ki, oi, pi)
                           if (c == GAME or c == FW or c == FL) and ctx.score[o] * 100 >= t))
        out.append(tuple(vec))
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))


def aro_per_round(ctx: Context, spec: TieBreakSpec) -> Column:
    """AROR: "la suma de los ratings de los oponentes de un jugador dividido por el número de
    rondas" (seed 001 2.3.1): an unplayed round adds no rating but counts as a round. With
    ``Cn`` (2.3.1.1) the n lowest opponents' ratings are cut and the divisor is the rounds
    less n. Rounded to the nearest rating point, halves up (as art. 10.1; the seed says
    nothing). Rating points; undefined when ratings are (unrated players, art. 10)."""
    opp = opponent_ratings(ctx, _unrated(ctx, spec))
    out: list[int | None] = []
    for i in range(ctx.n):
        if opp is None:
            out.append(None)
            continue
        rs = sorted(opp[i])
        cut = min(spec.cut_low, len(rs))
        rs = rs[cut:]
        rounds = ctx.k - cut
        out.append(_round_half_up(sum(rs), rounds) if rounds > 0 else None)
    return Column(spec.text, out, 1, decimals=0)


def tpr_350(ctx: Context, spec: TieBreakSpec) -> Column:
    """TPR350: performance "incluyendo la regla de los 350 puntos" (seed 001 2.3.2). Our
    reading (no worked source): as TPR (ARO + dp), with each opponent's rating taken at most
    350 points away from the player's own rating, the rule FIDE's rating regulations then
    applied to rating differences. Rating points."""
    rt = ratings(ctx, _unrated(ctx, spec))
    opp = opponent_ratings(ctx, _unrated(ctx, spec))
    out: list[int | None] = []
    for i in range(ctx.n):
        g = _games(ctx, i)
        if rt is None or opp is None or not g:
            out.append(None)
            continue
        own = rt[i]
        rs = [min(max(r, own - 350), own + 350) for r in opp[i]]
        aro = _round_half_up(sum(rs), len(rs))
        pct = _round_half_up(sum(s for _, s in g), len(g))
        out.append(aro + DP_BY_PERCENT[pct])
    return Column(spec.text, out, 1, decimals=0)


def sb_non_neustadtl(ctx: Context, spec: TieBreakSpec) -> Column:
    """SBNN: Sonneborn-Berger non-Neustadtl, the original weighted score of Sonneborn and
    Berger: score² + SB (seed 004: NNSB(p) = R_p x R_p + S_w + ½ S_d). Points²."""
    from .buchholz import sonneborn_berger

    sb = sonneborn_berger(ctx, spec)
    out = [s * s + v for s, v in zip(ctx.score, sb.values)]
    return Column(spec.text, out, ctx.S * ctx.S, decimals=max(2, _decimals(ctx.S * ctx.S)))


def gelbfuhs(ctx: Context, spec: TieBreakSpec) -> Column:
    """GF: Gelbfuhs (seed 004): G_i = sum over games of x_ij (1 + s_j / n_j) = s_i + the SB
    with each opponent's score divided by his games, for events where players played
    different numbers of games. x_ij: points scored against j; s_j: j's score; n_j: the games
    j played. The seed writes n for "the games played", which for equal games is everybody's
    n; taking each opponent's own n_j (so s_j / n_j is his percentage, between 0 and 1, as
    the seed says) is the project's reading for unequal games. Games: over the board, and
    forfeits with pre-determined pairings (art. 15.2). Exact (points)."""
    n_games = [len(_met(ctx, j, not ctx.swiss)) for j in range(ctx.n)]
    out: list[Fraction | None] = []
    for i in range(ctx.n):
        total = Fraction(0)
        for c, o, p in zip(ctx.kind[i], ctx.opp[i], ctx.rp[i]):
            if c == GAME or (not ctx.swiss and (c == FW or c == FL)):
                total += Fraction(p, ctx.S) * (1 + Fraction(ctx.score[o], ctx.S * n_games[o]))
        out.append(total)
    return Column(spec.text, out, 1, decimals=2)
