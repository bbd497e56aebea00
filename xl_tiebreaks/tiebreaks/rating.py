"""Rating-based tie-breaks (type D): ARO, TPR, PTP, APRO, APPO, RTNG (C.07 (2026) art. 10).

Only games played over the board count (forfeits never do, in round robins too from 2026,
art. 15.2); repeated opponents count once per game (art. 4.4). Ratings are whole rating
points; averages are rounded to the nearest whole number, 0.5 up (art. 10.1).

Unrated players (art. 10 preamble): when any participant is unrated and no rating for
unrated players was set (``unrated_rating``, or ``/Un`` on the code), these tie-breaks are
undefined for everybody (shown empty). With a rating set, unrated players take it.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, TypeVar

from ..model import Result
from ..spec import TieBreakSpec
from ..tables import DP_BY_PERCENT, PD_OFFSET, PD_REACHES, PD_WIDE, pd_hundredths
from .context import GAME, Column, Context

F = TypeVar("F", bound=Callable[..., Any])


def _round_half_up(num: int, den: int) -> int:
    """num/den rounded to the nearest integer, halves up (den > 0)."""
    return (2 * num + den) // (2 * den)


def _kept(name: str) -> Callable[[F], F]:
    """Keep ``fn(ctx, unrated)``'s list in ``ctx.cache`` under ``(name, unrated)``: several
    tie-breaks (ARO, TPR, APRO...) read the same ratings and performances."""
    def wrap(fn: F) -> F:
        @functools.wraps(fn)
        def kept(ctx: Context, unrated: int | None) -> Any:
            key = (name, unrated)
            if key in ctx.cache:
                return ctx.cache[key]
            out = ctx.cache[key] = fn(ctx, unrated)
            return out
        return kept  # type: ignore[return-value]
    return wrap


@_kept("ratings")
def ratings(ctx: Context, unrated: int | None) -> list[int] | None:
    """Every participant's rating, or ``None`` when unrated players make them undefined."""
    out: list[int] | None = []
    for p in ctx.t.participants:
        if p.rating:
            out.append(p.rating)
        elif unrated is not None:
            out.append(unrated)
        else:
            out = None
            break
    return out


@_kept("opponent_ratings")
def opponent_ratings(ctx: Context, unrated: int | None) -> list[list[int]] | None:
    """Per participant, the rating of each opponent met over the board, in the order of
    :func:`_games`, or ``None`` when unrated players make ratings undefined (:func:`ratings`).
    The opponent's first rating (the one of :func:`ratings`), or, when the event takes ratings
    by round (:attr:`~xl_tiebreaks.model.Tournament.ratings_by_round`; FIDE's 2026 checklist
    Q214-216), his rating in force in the round of the game
    (:attr:`~xl_tiebreaks.model.Participant.round_ratings`; a round without one: the first)."""
    rt = ratings(ctx, unrated)
    if rt is None:
        return None
    if not getattr(ctx.t, "ratings_by_round", False):
        return [[rt[o] for o, _ in _games(ctx, i)] for i in range(ctx.n)]
    parts = ctx.t.participants
    out: list[list[int]] = []
    for ki, oi in zip(ctx.kind, ctx.opp):
        mine = []
        for r, (c, o) in enumerate(zip(ki, oi)):
            if c == GAME:
                by_round = parts[o].round_ratings
                mine.append((by_round[r] if r < len(by_round) else None) or rt[o])
        out.append(mine)
    return out


def _unrated(ctx: Context, spec: TieBreakSpec) -> int | None:
    return spec.unrated if spec.unrated is not None else ctx.cache.get("unrated_rating")


_HUNDREDTHS = {Result.WIN: 100, Result.DRAW: 50, Result.LOSS: 0}


def _games(ctx: Context, i: int) -> list[tuple[int, int]]:
    """(opponent position, result in hundredths of a game) for OTB games of ``i`` (cached)."""
    games = ctx.cache.get("otb_games")
    if games is None:
        games = ctx.cache["otb_games"] = [
            [(o, _HUNDREDTHS.get(r, 0)) for c, o, r in zip(ki, oi, ri) if c == GAME]
            for ki, oi, ri in zip(ctx.kind, ctx.opp, ctx.res)
        ]
    return games[i]


def aro_values(ctx: Context, unrated: int | None, low: int = 0, high: int = 0) -> list[int | None]:
    """ARO with cuts (rating points) or ``None`` (undefined).

    Under the pre-2023 rule sets (:attr:`~xl_tiebreaks.rules.Rules.aro_cuts_unplayed_first`)
    each unplayed round of the participant (a round among the ``k`` considered without a game
    over the board: byes, forfeits either way, absences, a round robin's rest round) uses up
    one cut before any played opponent is cut: the low cuts first, then the high ones.
    """
    opp = opponent_ratings(ctx, unrated)
    if opp is None:
        return [None] * ctx.n
    old = ctx.rules.aro_cuts_unplayed_first
    out: list[int | None] = []
    for i in range(ctx.n):
        games = _games(ctx, i)
        rs = list(opp[i])
        lo, hi = low, high
        if old and (lo or hi):
            unplayed = max(0, ctx.k - len(games))
            used = min(unplayed, lo)
            lo -= used
            hi -= min(unplayed - used, hi)
        if lo or hi:  # (sorted only to cut: the sum does not need it)
            rs.sort()
            rs = rs[min(lo, len(rs)):]
            rs = rs[: len(rs) - min(hi, len(rs))]
        out.append(_round_half_up(sum(rs), len(rs)) if rs else None)
    return out


def average_rating(ctx: Context, spec: TieBreakSpec) -> Column:
    """ARO, ARO/Cn, ARO/Mn: average rating of the opponents met over the board, C.07 (2026)
    art. 10.1, 14.1-14.4 (under the pre-2023 rule sets unplayed rounds use up the cuts first,
    :func:`aro_values`). Rating points, rounded 0.5 up."""
    vals = aro_values(ctx, _unrated(ctx, spec), spec.cut_low, spec.cut_high)
    return Column(spec.text, vals, 1, decimals=0)


@_kept("tpr")
def tpr_values(ctx: Context, unrated: int | None) -> list[int | None]:
    """TPR = ARO (rounded) + dp(p), p = over-the-board score / games rounded to hundredths
    half up (B.02 8.1.1); undefined without games."""
    aro = aro_values(ctx, unrated)
    out: list[int | None] = []
    for i in range(ctx.n):
        if aro[i] is None:
            out.append(None)
            continue
        g = _games(ctx, i)
        pct = _round_half_up(sum(s for _, s in g), len(g))
        out.append(aro[i] + DP_BY_PERCENT[pct])
    return out


def performance(ctx: Context, spec: TieBreakSpec) -> Column:
    """TPR: tournament performance rating, C.07 (2026) art. 10.2. Rating points."""
    return Column(spec.text, tpr_values(ctx, _unrated(ctx, spec)), 1, decimals=0)


@_kept("ptp")
def ptp_values(ctx: Context, unrated: int | None) -> list[int | None]:
    """PTP: the lowest whole rating R with sum of expected scores PD(R - R_j) >= the
    over-the-board score (B.02 8.1.2); a zero score gives the lowest opponent rating - 800."""
    opp = opponent_ratings(ctx, unrated)
    out: list[int | None] = []
    for i in range(ctx.n):
        if opp is None:
            out.append(None)
            continue
        g = _games(ctx, i)
        if not g:
            out.append(None)
            continue
        opp_r = opp[i]
        need = sum(s for _, s in g)
        if need == 0:
            out.append(min(opp_r) - 800)
            continue
        lo, hi = min(opp_r) - 800, max(opp_r) + 800
        if hi - lo < PD_OFFSET:
            tab = PD_WIDE
            shifted = [PD_OFFSET - r for r in opp_r]
            # the answer's bounds: each expected score is at most PD(R - lowest rating) and at least
            # PD(R - highest), so R reaches the score only from the lowest rating + d, and surely
            # from the highest + d, d the least difference whose PD is the mean score needed
            d = PD_REACHES[-(-need // len(opp_r))]
            lo = max(lo, min(opp_r) + d)
            hi = min(hi, max(opp_r) + d)
            while lo < hi:
                mid = (lo + hi) // 2
                if sum([tab[mid + x] for x in shifted]) >= need:
                    hi = mid
                else:
                    lo = mid + 1
        else:  # ratings more than 3,200 points apart: the plain lookups
            while lo < hi:
                mid = (lo + hi) // 2
                if sum(pd_hundredths(mid - r) for r in opp_r) >= need:
                    hi = mid
                else:
                    lo = mid + 1
        out.append(lo)
    return out


def perfect_performance(ctx: Context, spec: TieBreakSpec) -> Column:
    """PTP: perfect tournament performance, C.07 (2026) art. 10.3. Rating points."""
    return Column(spec.text, ptp_values(ctx, _unrated(ctx, spec)), 1, decimals=0)


def _average_of_opponents(ctx: Context, vals: list[int | None]) -> list[int | None]:
    out: list[int | None] = []
    for i in range(ctx.n):
        xs = [vals[o] for o, _ in _games(ctx, i) if vals[o] is not None]
        out.append(_round_half_up(sum(xs), len(xs)) if xs else None)  # type: ignore[arg-type]
    return out


def average_performance(ctx: Context, spec: TieBreakSpec) -> Column:
    """APRO: mean TPR of the opponents met over the board (undefined ones skipped), rounded
    0.5 up, C.07 (2026) art. 10.4. Rating points."""
    return Column(spec.text, _average_of_opponents(ctx, tpr_values(ctx, _unrated(ctx, spec))), 1, decimals=0)


def average_perfect_performance(ctx: Context, spec: TieBreakSpec) -> Column:
    """APPO: mean PTP of the opponents met over the board, rounded 0.5 up, C.07 (2026) art. 10.5."""
    return Column(spec.text, _average_of_opponents(ctx, ptp_values(ctx, _unrated(ctx, spec))), 1, decimals=0)


def rating(ctx: Context, spec: TieBreakSpec) -> Column:
    """RTNG: the participant's rating, higher first (``/R``: lower first), C.07 (2026) art. 10.6."""
    rt = ratings(ctx, _unrated(ctx, spec))
    vals = list(rt) if rt is not None else [None] * ctx.n
    return Column(spec.text, vals, 1, decimals=0, reverse=spec.reverse)
