"""Tie-breaks on the participant's own results (type B): PTS, PS, WIN, WON, BPG, BWG, REP,
STD, TPN (C.07 (2026) art. 7, 11.1)."""

from __future__ import annotations

from ..model import Result
from ..spec import TieBreakSpec
from .buchholz import _decimals
from .context import FL, FW, GAME, PAB, FPB, REQUESTED, Column, Context


def points(ctx: Context, spec: TieBreakSpec) -> Column:
    """PTS: points scored (units ``1/S``), C.07 (2026) art. 11.1 / the primary score."""
    return Column(spec.text, list(ctx.score), ctx.S, decimals=_decimals(ctx.S))


def progressive(ctx: Context, spec: TieBreakSpec) -> Column:
    """PS, PS/Cn: sum of the cumulative scores after each round, C.07 (2026) art. 7.5.

    ``Cn`` drops the cumulative scores after rounds 1..n (art. 14.1.1). Awarded points count
    as they are, unplayed rounds included. Points (units ``1/S``).
    """
    out = []
    cut = spec.cut_low
    for pi in ctx.rp:
        cum = 0
        tot = 0
        for r_i, p in enumerate(pi):
            cum += p
            if r_i >= cut:
                tot += cum
        out.append(tot)
    return Column(spec.text, out, ctx.S, decimals=_decimals(ctx.S))


def wins(ctx: Context, spec: TieBreakSpec) -> Column:
    """WIN: rounds in which the participant got a win's points, with or without playing
    (games and forfeits won, byes worth a win), C.07 (2026) art. 7.1."""
    W = ctx.W
    out = []
    for ki, pi in zip(ctx.kind, ctx.rp):
        n = 0
        for c, p in zip(ki, pi):
            if c == GAME or c == FW or c == PAB or c == FPB:
                if p >= W:
                    n += 1
        out.append(n)
    return Column(spec.text, out, 1, decimals=0)


def games_won(ctx: Context, spec: TieBreakSpec) -> Column:
    """WON: games won over the board, C.07 (2026) art. 7.2."""
    out = [sum(1 for c, r in zip(ki, ri) if c == GAME and r is Result.WIN) for ki, ri in zip(ctx.kind, ctx.res)]
    return Column(spec.text, out, 1, decimals=0)


def black_games(ctx: Context, spec: TieBreakSpec) -> Column:
    """BPG: games played over the board with Black, C.07 (2026) art. 7.3."""
    out = [sum(1 for c, col in zip(ki, ci) if c == GAME and col == "b") for ki, ci in zip(ctx.kind, ctx.col)]
    return Column(spec.text, out, 1, decimals=0)


def black_wins(ctx: Context, spec: TieBreakSpec) -> Column:
    """BWG: games won over the board with Black, C.07 (2026) art. 7.4."""
    out = [
        sum(1 for c, col, r in zip(ki, ci, ri) if c == GAME and col == "b" and r is Result.WIN)
        for ki, ci, ri in zip(ctx.kind, ctx.col, ctx.res)
    ]
    return Column(spec.text, out, 1, decimals=0)


def rounds_elected(ctx: Context, spec: TieBreakSpec) -> Column:
    """REP: rounds one elected to play = rounds - (requested byes + absences + forfeit losses),
    C.07 (2026) art. 7.6 (called GE before August 2024). Pairing-allocated and full-point byes
    and forfeit wins count as elected."""
    out = [sum(1 for c in ki if not (c in REQUESTED or c == FL)) for ki in ctx.kind]
    return Column(spec.text, out, 1, decimals=0)


def pairing_number(ctx: Context, spec: TieBreakSpec) -> Column:
    """TPN: the tournament pairing number, lower is better (``/R``: higher), C.07 (2026) art. 7.8."""
    col = Column(spec.text, list(ctx.sn), 1, decimals=0, reverse=not spec.reverse)
    return col
