"""Koya system (KS), C.07 (2026) art. 9.2 and 14.5."""

from __future__ import annotations

from ..spec import TieBreakSpec
from .buchholz import _decimals
from .context import FL, FW, GAME, Column, Context


def max_games(ctx: Context) -> int:
    """Games each participant can play: n - 1 per cycle of a round robin (participants who
    never played left out), the rounds played so far in a Swiss (so that values after round
    k are those of the event stopped after round k)."""
    if ctx.swiss:
        return ctx.k
    active = sum(1 for oi in ctx.opp if any(o >= 0 for o in oi))
    n = len(ctx.sn)
    per_cycle = n - 1 if n % 2 == 0 else n
    cycles = 2 if ctx.t.rounds_announced > per_cycle else 1
    return cycles * max(active - 1, 0)


def koya(ctx: Context, spec: TieBreakSpec) -> Column:
    """KS, KS/Ln, KS/L±n: points scored against the participants whose final score reaches
    the limit, C.07 (2026) art. 9.2.

    The limit is 50 % of the maximum possible score (``/Ln``: n %), moved by ``±n`` half
    points (a draw's value each, art. 14.5). "Reaches" is ``>=``. Forfeits count as results
    (pre-determined pairings, art. 15.2). Points (units ``1/S``).
    """
    max_score = ctx.W * max_games(ctx)
    pct = 50 if spec.limit_pct is None else spec.limit_pct
    # limit in units, as a fraction num/100 to stay exact
    limit_x100 = max_score * pct + spec.limit_steps * ctx.D * 100
    qualifies = [s * 100 >= limit_x100 for s in ctx.score]
    out = []
    for ki, oi, pi in zip(ctx.kind, ctx.opp, ctx.rp):
        tot = 0
        for c, o, p in zip(ki, oi, pi):
            if (c == GAME or c == FW or c == FL) and qualifies[o]:
                tot += p
        out.append(tot)
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))
