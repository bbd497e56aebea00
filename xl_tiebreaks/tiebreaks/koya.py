"""Koya system (KS), C.07 (2026) art. 9.2 and 14.5."""

from __future__ import annotations

from ..spec import TieBreakSpec
from .buchholz import _decimals
from .context import FL, FW, GAME, Column, Context


def max_games(ctx: Context) -> int:
    """Games a participant could have played in the rounds considered: the rounds of a Swiss;
    in a round robin the most games (played or forfeited) anybody has had, which is n - 1 per
    cycle at the end (participants who never played left out, the rest round of an odd field
    not counted) and what the schedule allowed so far mid-event."""
    if ctx.swiss:
        return ctx.k
    return max((sum(1 for c in ki if c == GAME or c == FW or c == FL) for ki in ctx.kind), default=0)


def koya(ctx: Context, spec: TieBreakSpec) -> Column:
    """KS, KS/Ln, KS/L±n: points scored against the participants whose final score reaches
    the limit, C.07 (2026) art. 9.2.

    The limit is 50 % of the maximum possible score (``/Ln``: n %), moved by ``±n`` half
    points (a draw's value each, art. 14.5). "Reaches" is ``>=``. Forfeits count as results,
    in round robins (art. 15.2) and, as the reference implementation counts them, in Swiss
    events. Points (units ``1/S``).
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
