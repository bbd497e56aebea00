"""France: the Fédération Française des Échecs's tie-breaks as its pairing program Papi
computes them. The FFE *Livre de l'arbitre* (DNA, 2014), ch. 2.4 "Les Départages", names them;
Papi's exact behaviour is read from Sharly-Chess's re-implementation
(``src/plugins/ffe/ffe_tie_breaks.py``, "Implementation of the tie-breaks as in Papi.
Computation inaccuracies are reproduced"):

* ``BU`` Buchholz ("Bu."), ``BUTR`` Buchholz tronqué ("Tr."), ``BUME`` Buchholz médian
  ("Me."): the Buchholz of :mod:`.buchholz` on Papi's unplayed-round rule
  (:func:`.unplayed.ffe`), the tronqué cutting the least significant values and the médian as
  many at both ends, as many as the event's length says: 1 up to 7 rounds, 2 for 8 to 12, 3
  from 13 (:func:`papi_cut`);
* ``PERF`` performance ("Perf"): the opponents played over the board, each rating held within
  400 points of the player's own, averaged, plus Papi's dp (:func:`papi_dp`), rounded;
* ``SBH`` sum of Buchholz ("SBh"): :func:`.historic.sum_of_buchholz` on Papi's rule.

Kashdan as Papi counts it ("Ka.": 4 a win, 2 a draw, 1 a loss, games over the board) is US
Chess's ``KASH`` (:func:`.uschess.kashdan`): the same definition, not written twice. These codes
read Papi's unplayed-round rule whatever the rule set, so ``compare`` shows them beside FIDE's.
"""

from __future__ import annotations

from fractions import Fraction
from math import floor

from ..rules import Rules
from ..spec import TieBreakSpec
from ..tables import DP_BY_PERCENT
from .buchholz import _decimals, buchholz_units
from .context import Column, Context, under_rules
from .historic import sum_of_buchholz
from .rating import _games, _unrated, opponent_ratings, ratings


def ffe_context(ctx: Context) -> Context:
    """``ctx`` read under Papi's unplayed-round rule, the rule set ``FFE``
    (:func:`.context.under_rules`)."""
    return under_rules(ctx, Rules.FFE)


def papi_cut(rounds: int) -> int:
    """How many values Papi's Buchholz tronqué cuts (and its médian cuts at each end) in an
    event of ``rounds`` rounds: 1 up to 7, 2 from 8 to 12, 3 from 13."""
    return 1 if rounds <= 7 else 2 if rounds <= 12 else 3


def _rounds(ctx: Context) -> int:
    return max(ctx.t.rounds_announced, ctx.k)


def papi_buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """BU: Papi's Buchholz ("Bu."): the opponents' scores with their unplayed rounds as draws,
    an own unplayed round in a Swiss as the virtual opponent (:func:`.unplayed.ffe`), nothing
    cut. Points (units ``1/S``)."""
    vals = buchholz_units(ffe_context(ctx), 0, 0, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def papi_buchholz_cut(ctx: Context, spec: TieBreakSpec) -> Column:
    """BUTR: Papi's Buchholz tronqué ("Tr."): :func:`papi_buchholz` without its :func:`papi_cut`
    least significant values (1 up to 7 rounds, 2 for 8-12, 3 from 13, counted on the event's
    announced length); a cut that takes every value leaves 0. Points (units ``1/S``)."""
    n = papi_cut(_rounds(ctx))
    vals = buchholz_units(ffe_context(ctx), n, 0, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


def papi_buchholz_median(ctx: Context, spec: TieBreakSpec) -> Column:
    """BUME: Papi's Buchholz médian ("Me."): :func:`papi_buchholz` without its :func:`papi_cut`
    least and as many most significant values. Points (units ``1/S``)."""
    n = papi_cut(_rounds(ctx))
    vals = buchholz_units(ffe_context(ctx), n, n, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


#: Papi's dp by |50 - percentage| (0..50): FIDE's table (B.02 8.1.1) with 677 at 100 %, and 677
#: once more for the interpolation's upper neighbour
_PAPI_DP = DP_BY_PERCENT[50:100] + [677, 677]


def papi_dp(score: Fraction) -> Fraction:
    """Papi's rating difference for a fractional score ``score`` (0..1): the FIDE table entry of
    the whole percentage distance from 50 %, plus the percentage's fraction times the step to
    the next entry (Papi's interpolation, reproduced as Sharly-Chess does, the fraction of the
    percentage taken whichever side of 50 % it lies), 677 at 100 %, negative below 50 %."""
    percent = 100 * score
    index = floor(abs(50 - percent))
    frac = percent - floor(percent)
    bonus = _PAPI_DP[index] + frac * (_PAPI_DP[index + 1] - _PAPI_DP[index])
    return -bonus if score < Fraction(1, 2) else Fraction(bonus)


def papi_performance(ctx: Context, spec: TieBreakSpec) -> Column:
    """PERF: Papi's performance ("Perf"): over the games played over the board, the opponents'
    ratings each held within 400 points of the player's own (an unrated player's rating: the
    ``/Unnnn`` modifier or the setting), averaged, plus :func:`papi_dp` of the fractional score,
    rounded to the nearest whole point (halves to even, as Papi's re-implementation rounds). 0
    without a game. Rating points; empty when a rating is missing."""
    rt = ratings(ctx, _unrated(ctx, spec))
    opp = opponent_ratings(ctx, _unrated(ctx, spec))
    if rt is None or opp is None:
        return Column(spec.text, [None] * ctx.n, 1, decimals=0)
    out: list[int | None] = []
    for i in range(ctx.n):
        games = _games(ctx, i)
        if not games:
            out.append(0)
            continue
        own = rt[i]
        clipped = [min(own + 400, max(own - 400, r)) for r in opp[i]]
        average = Fraction(sum(clipped), len(clipped))
        score = Fraction(sum(s for _, s in games), 100 * len(games))
        out.append(round(average + papi_dp(score)))
    return Column(spec.text, out, 1, decimals=0)


def papi_sum_of_buchholz(ctx: Context, spec: TieBreakSpec) -> Column:
    """SBH: Papi's sum of Buchholz ("SBh"): the sum of the opponents' Papi Buchholz
    (:func:`papi_buchholz`), as :func:`.historic.sum_of_buchholz` sums them. Points."""
    return sum_of_buchholz(ffe_context(ctx), spec)
