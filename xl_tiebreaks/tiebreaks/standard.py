"""Standard points (STD), C.07 (2026) art. 7.7."""

from __future__ import annotations

from ..spec import TieBreakSpec
from .context import FL, FW, GAME, NOTP, PEND, Column, Context


def standard_points(ctx: Context, spec: TieBreakSpec) -> Column:
    """STD: per round 1 for scoring more than the opponent (or more than a draw without
    playing), ½ for the same (exactly a draw without playing), 0 otherwise, C.07 (2026)
    art. 7.7. Every round is compared with a draw, as the reference implementation does:
    for a game whose two results add up to one game that is the same as comparing with the
    opponent; a double forfeit and a game lost by both (0-0) give 0 (digest A14). The
    STD_SCHEDULED_OPPONENT policy compares games and forfeits with the scheduled opponent's
    points instead (½ for a double forfeit or a 0-0). Points (units ½)."""
    D = ctx.D
    scheduled = "STD_SCHEDULED_OPPONENT" in ctx.policies
    out = []
    for i in range(ctx.n):
        tot = 0
        for r_i in range(ctx.k):
            c = ctx.kind[i][r_i]
            if c in (PEND, NOTP):
                continue
            mine = ctx.rp[i][r_i]
            if scheduled and (c == GAME or c == FW or c == FL):
                ref = ctx.rp[ctx.opp[i][r_i]][r_i]
            else:
                ref = D
            tot += 2 if mine > ref else 1 if mine == ref else 0
        out.append(tot)
    return Column(spec.text, out, 2, decimals=1)
