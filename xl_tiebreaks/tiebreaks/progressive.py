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


def _games_won_flags(ctx: Context) -> tuple[list[list[bool]], list[list[bool]]]:
    """Per participant and round: (a game for type-B counts, a win for type-B counts).

    Over-the-board games; with the RR_FORFEIT_WINS_AS_GAMES policy and pre-determined
    pairings, forfeit wins too (C.07 (2026) art. 15.2). Computed once per context (WON, BPG
    and BWG read them)."""
    fw_counts = not ctx.swiss and "RR_FORFEIT_WINS_AS_GAMES" in ctx.policies
    key = ("games_won_flags", fw_counts)
    got = ctx.cache.get(key)
    if got is not None:
        return got
    games, won = [], []
    for ki, ri in zip(ctx.kind, ctx.res):
        g = [c == GAME or (fw_counts and c == FW) for c in ki]
        w = [(c == GAME and r is Result.WIN) or (fw_counts and c == FW) for c, r in zip(ki, ri)]
        games.append(g)
        won.append(w)
    ctx.cache[key] = games, won
    return games, won


def games_won(ctx: Context, spec: TieBreakSpec) -> Column:
    """WON: games won over the board, C.07 (2026) art. 7.2."""
    _, won = _games_won_flags(ctx)
    return Column(spec.text, [sum(w) for w in won], 1, decimals=0)


def black_games(ctx: Context, spec: TieBreakSpec) -> Column:
    """BPG: games played over the board with Black, C.07 (2026) art. 7.3."""
    games, _ = _games_won_flags(ctx)
    out = [sum(1 for g, col in zip(gi, ci) if g and col == "b") for gi, ci in zip(games, ctx.col)]
    return Column(spec.text, out, 1, decimals=0)


def black_wins(ctx: Context, spec: TieBreakSpec) -> Column:
    """BWG: games won over the board with Black, C.07 (2026) art. 7.4."""
    _, won = _games_won_flags(ctx)
    out = [sum(1 for w, col in zip(wi, ci) if w and col == "b") for wi, ci in zip(won, ctx.col)]
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
