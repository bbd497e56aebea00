"""Standard points (STD), C.07 (2026) art. 7.7."""

from __future__ import annotations

from ..spec import TieBreakSpec
from .context import GAME, NOTP, PEND, Column, Context


def standard_points(ctx: Context, spec: TieBreakSpec) -> Column:
    """STD: per round 1 for scoring more than the opponent (or more than a draw without
    playing), ½ for the same (exactly a draw without playing), 0 otherwise, C.07 (2026)
    art. 7.7. A forfeit is compared with a draw, as the reference implementation does, so a
    double forfeit gives 0 (A14). Points (units ½)."""
    D = ctx.D
    out = []
    for i in range(ctx.n):
        tot = 0
        for r_i in range(ctx.k):
            c = ctx.kind[i][r_i]
            if c in (PEND, NOTP):
                continue
            mine = ctx.rp[i][r_i]
            ref = ctx.rp[ctx.opp[i][r_i]][r_i] if c == GAME else D
            tot += 2 if mine > ref else 1 if mine == ref else 0
        out.append(tot)
    return Column(spec.text, out, 2, decimals=1)
