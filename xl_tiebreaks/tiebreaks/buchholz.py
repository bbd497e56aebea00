"""The Buchholz / Sonneborn-Berger family: BH, FB, AOB, SB, with cuts and medians.

Every participant's rounds become *contributions* ``(opponent score, points scored,
voluntary?)``:

* a game over the board: the opponent's adjusted score (C.07 (2026) art. 16.3) and the
  points scored against him;
* an own unplayed round in a Swiss (art. 16.4): a game against a *dummy* whose score is the
  participant's own final score, with the result matching the points awarded. Under the 2026
  edition the dummy is capped: for a forfeit by the scheduled opponent's adjusted score
  (16.4.1), otherwise by a draw's value times the rounds played (16.4.2);
* pre-determined pairings (round robins, art. 15.2): forfeits are games against the
  scheduled opponent; a rest round contributes nothing.

BH sums opponent scores, SB sums opponent score x points scored (art. 8.1, 9.1). Cuts
(``Cn``) remove the least significant values, cutting voluntary unplayed rounds first as
art. 16.5 says; medians (``Mn``) then remove the most significant (art. 14.3-14.4).
"""

from __future__ import annotations

from fractions import Fraction
from operator import itemgetter

from ..spec import TieBreakSpec
from .context import FORFEITS, GAME, Column, Context
from .unplayed import BUILDERS, Contribution


def contributions(ctx: Context, played_forfeits: bool = False) -> list[list[Contribution]]:
    """Per participant, the contributions of rounds 1..k under ``ctx.rules`` (cached); see
    :mod:`.unplayed` for what each rule set counts.

    ``played_forfeits`` (``/P``): forfeits count against the scheduled opponent, with his
    adjusted score and the actual result, and are not voluntary unplayed rounds (A2).
    """
    key = ("contrib", played_forfeits)
    got = ctx.cache.get(key)
    if got is None:
        got = ctx.cache[key] = BUILDERS[ctx.rules](ctx, played_forfeits)
    return got


#: the order of significance of a contribution: score, then value (a stable sort keeps the rest
#: of the entry in its order)
_SIGNIFICANCE = itemgetter(0, 1)


def apply_cuts(
    entries: list[tuple], low: int, high: int, vur_by_score: bool = False
) -> list[tuple]:
    """Remove ``low`` least and then ``high`` most significant entries (C.07 art. 14, 16.5).

    ``entries`` are ``(score, value, voluntary, ...)``; significance orders by score, then
    value. A low cut removes "the lowest contribution coming from" voluntary unplayed rounds
    when it "is not lower than the least significant value", else the least significant value
    (16.5.1, repeated for each cut, 16.5.2), as the reference implementation does. High cuts
    have no such preference. ``vur_by_score`` (policy VUR_LOWEST_SCORE) takes, among several
    voluntary rounds, the one with the lowest opponent or dummy score instead (what earlier
    versions of the reference did; it differs for SB).
    """
    if not low and not high:
        return entries
    if not any(e[2] for e in entries):  # no voluntary unplayed round: what cut_with_reasons keeps
        rest = sorted(entries, key=_SIGNIFICANCE)
        lo = min(low, len(rest))
        return rest[lo:len(rest) - min(high, len(rest) - lo)]
    return cut_with_reasons(entries, low, high, vur_by_score)[0]


def cut_with_reasons(
    entries: list[tuple], low: int, high: int, vur_by_score: bool = False
) -> tuple[list[tuple], list[tuple[tuple, str]]]:
    """:func:`apply_cuts`, also returning each cut entry with why: ``"vur"`` (a voluntary
    unplayed round, art. 16.5), ``"low"`` (the least significant value, art. 14.1) or
    ``"high"`` (the most significant value of a median, art. 14.3)."""
    rest = sorted(entries, key=_SIGNIFICANCE)
    log: list[tuple[tuple, str]] = []
    for _ in range(min(low, len(rest))):
        lsv = rest[0]
        cut_at = 0
        vurs = [j for j, e in enumerate(rest) if e[2]]
        if vurs:
            j = vurs[0] if vur_by_score else min(vurs, key=lambda j: (rest[j][1], rest[j][0]))
            if rest[j][1] >= lsv[1]:
                cut_at = j
        log.append((rest[cut_at], "vur" if rest[cut_at][2] else "low"))
        del rest[cut_at]
    for _ in range(min(high, len(rest))):
        log.append((rest.pop(), "high"))
    return rest, log


def buchholz_units(ctx: Context, low: int = 0, high: int = 0, played_forfeits: bool = False) -> list[int]:
    """BH with cuts for every participant, in units of ``1/S``.

    What :func:`apply_cuts` keeps, reckoned on each row's scores sorted once per event (for
    every cut and median of the event: BH/C1, BH/C2, BH/M1...): a Buchholz entry's value is its
    score, so a low cut of art. 16.5.1 always finds a voluntary unplayed round "not lower than
    the least significant value" while the row has one, and takes the lowest of them; then the
    least significant values, and the most significant for a median (art. 14)."""
    rows = contributions(ctx, played_forfeits)
    if not low and not high:
        return [sum([c[0] for c in row]) for row in rows]
    key = ("bh_sorted", played_forfeits)
    ordered = ctx.cache.get(key)
    if ordered is None:  # per row: (voluntary unplayed rounds' scores, the other scores), each sorted
        ordered = ctx.cache[key] = [
            (sorted([c[0] for c in row if c[2]]), sorted([c[0] for c in row if not c[2]])) for row in rows
        ]
    out = []
    for vur, rest in ordered:
        if vur:
            k = min(low, len(vur))
            rest = sorted(vur[k:] + rest)
            lo = min(low - k, len(rest))
        else:
            lo = min(low, len(rest))
        out.append(sum(rest[lo:len(rest) - min(high, len(rest) - lo)]))
    return out


def buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """BH, BH/Cn, BH/Mn, BH/P: Buchholz, C.07 (2026) art. 8.1, 14.1-14.4, 16.

    Returns points (units ``1/S``).
    """
    vals = buchholz_units(ctx, spec.cut_low, spec.cut_high, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def sonneborn_berger(ctx: Context, spec: TieBreakSpec) -> Column:
    """SB, SB/Cn, SB/P: Sonneborn-Berger, C.07 (2026) art. 9.1, 14.1.1(d), 16.

    Sum over rounds of (opponent's adjusted score x points scored against him); an own
    unplayed round in a Swiss counts the dummy x points awarded (16.4). Returns points²
    (units ``1/S²``).
    """
    out = []
    for row in contributions(ctx, spec.played_forfeits):
        entries = [(s, s * p, v) for s, p, v, _ in row]
        if spec.cut_low or spec.cut_high:
            entries = apply_cuts(entries, spec.cut_low, spec.cut_high, "VUR_LOWEST_SCORE" in ctx.policies)
        out.append(sum(e[1] for e in entries))
    return Column(spec.text, out, ctx.S * ctx.S, decimals=max(2, _decimals(ctx.S * ctx.S)))


def fore_context(ctx: Context) -> Context:
    """The tournament as Fore Buchholz sees it (C.07 (2026) art. 8.3).

    Every paired game of the final round (forfeits included, A3) counts as a draw; byes of
    the final round keep their points. When the final round is not in the data yet (an
    event in progress after an earlier round) nothing changes: FB = BH (disputes case 12).
    """
    got = ctx.cache.get("fore")
    if got is not None:
        return got
    from .context import PEND, adjusted_scores, copy_context

    final = ctx.t.rounds_announced  # 1-based number of the final round
    t = ctx.t
    if final == ctx.k + 1 and any(
        len(recs) >= final and recs[final - 1].kind.has_opponent for recs in t.rounds.values()
    ):
        # the final round is paired but not played yet: count it as drawn
        fctx = _extend_with_pending(copy_context(ctx), t, final)
    elif final == ctx.k and final > 0:  # (no round at all: nothing to count as drawn)
        fctx = copy_context(ctx)
    else:
        ctx.cache["fore"] = ctx
        return ctx
    r_i = final - 1
    for i in range(fctx.n):
        c = fctx.kind[i][r_i]
        if c == GAME or c in FORFEITS or c == PEND:
            fctx.kind[i][r_i] = GAME
            fctx.rp[i][r_i] = fctx.D
    fctx.score = [sum(p) for p in fctx.rp]
    fctx.adj = adjusted_scores(fctx.kind, fctx.rp, fctx.D) if fctx.swiss else list(fctx.score)
    ctx.cache["fore"] = fctx
    return fctx


def _extend_with_pending(fctx: Context, t, final: int) -> Context:
    """Add the (pending) final round to a context built on the rounds before it."""
    from .context import _KIND_CODE, ABS

    pos = {s: i for i, s in enumerate(fctx.sn)}
    for i, s in enumerate(fctx.sn):
        recs = t.rounds[s]
        rec = recs[final - 1] if len(recs) >= final else None
        code = _KIND_CODE[rec.kind] if rec is not None else ABS
        fctx.kind[i].append(code)
        fctx.opp[i].append(pos[rec.opponent] if rec is not None and rec.opponent is not None else -1)
        fctx.col[i].append(rec.colour if rec is not None else None)
        fctx.res[i].append(rec.result if rec is not None else None)
        pts = int(t.score_system.points(rec) * fctx.S) if rec is not None else 0
        fctx.rp[i].append(pts)
    fctx.k = final
    return fctx


def fore_buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """FB (+ cuts): Buchholz as if every paired game of the final round were drawn, C.07 (2026) art. 8.3."""
    fctx = fore_context(ctx)
    vals = buchholz_units(fctx, spec.cut_low, spec.cut_high, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def average_of_opponents_buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """AOB: mean Buchholz (``/F``: Fore Buchholz) of the opponents met over the board,
    C.07 (2026) art. 8.2. Exact mean (points); shown to 2 decimals, half up. Undefined for a
    participant who played no game."""
    bh = buchholz_units(fore_context(ctx) if spec.fore else ctx, 0, 0, spec.played_forfeits)
    out: list[Fraction | None] = []
    for i in range(ctx.n):
        tot = 0
        cnt = 0
        ki, oi = ctx.kind[i], ctx.opp[i]
        for r_i in range(ctx.k):
            if ki[r_i] == GAME:
                tot += bh[oi[r_i]]
                cnt += 1
        out.append(Fraction(tot, cnt * ctx.S) if cnt else None)
    return Column(spec.text, out, 1, decimals=2)


def _decimals(den: int) -> int:
    """Decimals needed to show multiples of ``1/den`` exactly (at least 1)."""
    d = den
    n = 0
    while d % 2 == 0:
        d //= 2
        n += 1
    m = 0
    while d % 5 == 0:
        d //= 5
        m += 1
    if d != 1:
        return 2
    return max(1, n, m)
