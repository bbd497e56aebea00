"""Recursive performance (RP) and the ARPO family (seed 003). EXPERIMENTAL: no published
oracle; not a FIDE tie-break.

Seed 003 (and Brozos-Vázquez et al., "Recursive tie-breaks for chess tournaments"): a
player's 1-iterated performance is the mean performance of his opponents plus his dp (FIDE
table B.02 8.1.1); iterating, the recursive performance is the limit. ARPO is the average
recursive performance of the opponents, optionally without the worst (and the best).
Unplayed games are not counted; in the cut versions each unplayed round counts as a
"worst opponent" (the seed: "cada partida no disputada computará como un peor rival").

The limit is the solution of x = A x + c' (A_ij = games(i, j) / games(i); c' the dp of each
player centred per connected component so that a solution exists), normalised so that the
games-weighted mean of each component equals that of the initial ratings. The plain
iteration x <- A x + c' oscillates when the pairing graph is bipartite (eigenvalue -1, e.g.
a 3-round Swiss of 6); the damped iteration x <- (x + A x + c') / 2 has the same fixed point
and converges on every graph. The ordering does not depend on the ratings given to unrated
players when the pairing graph is connected; while it is not (early rounds), each
component keeps its own level and it may.
"""

from __future__ import annotations

from ..spec import TieBreakSpec
from ..tables import DP_BY_PERCENT
from .context import Column, Context
from .rating import _games, _round_half_up

#: rating used for unrated players when none is set (PyRP's choice; the order does not
#: depend on it once the pairing graph is connected)
DEFAULT_UNRATED = 1400
_SCALE = 10**6  # values kept in millionths of a rating point, compared exactly


def recursive_performance(ctx: Context, unrated: int | None = None) -> list[float | None]:
    """Every participant's RP (rating points, float), ``None`` without a game (cached).

    ``unrated``: the starting rating of unrated players (``/Un``); else the event's rating
    for unrated players, else 1400."""
    unrated = unrated or ctx.cache.get("unrated_rating") or DEFAULT_UNRATED
    key = ("rp", unrated)
    got = ctx.cache.get(key)
    if got is not None:
        return got
    games = [[o for o, _ in _games(ctx, i)] for i in range(ctx.n)]
    x = [float(p.rating or unrated) for p in ctx.t.participants]
    c: list[float] = []
    for i in range(ctx.n):
        g = _games(ctx, i)
        c.append(float(DP_BY_PERCENT[_round_half_up(sum(s for _, s in g), len(g))]) if g else 0.0)
    # connected components of the pairing graph (games over the board)
    comp = [-1] * ctx.n
    comps: list[list[int]] = []
    for s in range(ctx.n):
        if comp[s] >= 0 or not games[s]:
            continue
        stack, members = [s], []
        comp[s] = len(comps)
        while stack:
            v = stack.pop()
            members.append(v)
            for w in games[v]:
                if comp[w] < 0:
                    comp[w] = len(comps)
                    stack.append(w)
        comps.append(members)
    for members in comps:
        weight = sum(len(games[i]) for i in members)
        mean_c = sum(c[i] * len(games[i]) for i in members) / weight
        for i in members:
            c[i] -= mean_c
    active = [i for i in range(ctx.n) if games[i]]
    for _ in range(200_000):
        new = x[:]
        delta = 0.0
        for i in active:
            g = games[i]
            v = 0.5 * (x[i] + sum(x[o] for o in g) / len(g) + c[i])
            d = abs(v - x[i])
            if d > delta:
                delta = d
            new[i] = v
        x = new
        if delta < 1e-9:
            break
    out: list[float | None] = [x[i] if games[i] else None for i in range(ctx.n)]
    ctx.cache[key] = out
    return out


def _units(v: float | None) -> int | None:
    return None if v is None else int(round(v * _SCALE))


def rp_column(ctx: Context, spec: TieBreakSpec) -> Column:
    """RP: recursive performance (seed 003), rating points shown to 2 decimals. Experimental."""
    return Column(spec.text, [_units(v) for v in recursive_performance(ctx, spec.unrated)], _SCALE, decimals=2)


def arpo(ctx: Context, spec: TieBreakSpec) -> Column:
    """ARPO, ARPO/Cn, ARPO/Mn: average recursive performance of the opponents (seed 003),
    without the n worst (and, Mn, the n best). Unplayed rounds are the first "worst" cut:
    the opponents' RPs sorted best first are sliced [best : rounds - worst], so a player with
    fewer games than rounds loses fewer real opponents. Rating points, 2 decimals. Experimental."""
    rp = recursive_performance(ctx, spec.unrated)
    out: list[int | None] = []
    for i in range(ctx.n):
        vals = sorted((rp[o] for o, _ in _games(ctx, i) if rp[o] is not None), reverse=True)
        kept = vals[spec.cut_high: max(ctx.k - spec.cut_low, 0)]
        out.append(_units(sum(kept) / len(kept)) if kept else None)
    return Column(spec.text, out, _SCALE, decimals=2)
