"""Standard points (STD), C.07 (2026) art. 7.7."""

from __future__ import annotations

from ..spec import TieBreakSpec
from .context import FL, FW, GAME, NOTP, PEND, Column, Context


def standard_points(ctx: Context, spec: TieBreakSpec) -> Column:
    """STD: per round 1 for scoring more than the opponent (or more than a draw without
    playing), ½ for the same (exactly a draw without playing), 0 otherwise, C.07 (2026)
    art. 7.7. A forfeit is compared with a draw, as the reference implementation does, so a
    double forfeit gives 0 (A14); the STD_SCHEDULED_OPPONENT policy compares it with the
    scheduled opponent instead (½ for a double forfeit). Points (units ½)."""
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
            if c == GAME or (scheduled and (c == FW or c == FL)):
                ref = ctx.rp[ctx.opp[i][r_i]][r_i]
            else:
                ref = D
            tot += 2 if mine > ref else 1 if mine == ref else 0
        out.append(tot)
    return Column(spec.text, out, 2, decimals=1)
