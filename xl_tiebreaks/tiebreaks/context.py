"""What every tie-break reads, computed once per tournament and rule set.

Points are held as integers in a unit ``S`` (``1/S`` of a point) chosen so that every
value of the score system is a whole number of units: 1 / ½ / 0 gives ``S = 2``. Sums of
scores are then exact integers; Sonneborn-Berger products are in ``1/S²``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Sequence

from ..model import NOT_PLAYED as NOT_PLAYED_REC, Result, RoundKind, RoundRecord, Tournament, common_unit
from ..rounds import TAKEN_PLACE, rounds_that_count, rounds_with
from ..rules import Rules

# round kinds as small ints for the hot loops
GAME, FW, FL, PAB, FPB, HPB, ZPB, ABS, WD, PEND, NOTP = range(11)
_KIND_CODE = {
    RoundKind.GAME: GAME,
    RoundKind.FORFEIT_WIN: FW,
    RoundKind.FORFEIT_LOSS: FL,
    RoundKind.PAB: PAB,
    RoundKind.FULL_BYE: FPB,
    RoundKind.HALF_BYE: HPB,
    RoundKind.ZERO_BYE: ZPB,
    RoundKind.ABSENT: ABS,
    RoundKind.WITHDRAWN: WD,
    RoundKind.PENDING: PEND,
    RoundKind.NOT_PLAYED: NOTP,
}
REQUESTED = frozenset({HPB, ZPB, ABS, WD})
#: rounds that are not voluntary unplayed rounds and count as "available" (art. 16.2.3)
NON_VUR = frozenset({GAME, FW, PAB, FPB})
FORFEITS = frozenset({FW, FL})


@dataclass
class Column:
    """One tie-break's values for every participant (in start-number order).

    ``values[i]`` is an ``int`` in units of ``1/den``, a :class:`Fraction`, or ``None``
    (undefined: shown empty, ranked after every defined value, C.07 art. 10 / A7).
    Higher is better unless ``reverse``.
    """

    code: str
    values: list
    den: int = 1
    decimals: int = 1
    reverse: bool = False

    def exact(self, i: int) -> Fraction | tuple | None:
        """The exact value (a tuple of values for step-by-step criteria such as KSX)."""
        v = self.values[i]
        if v is None:
            return None
        if isinstance(v, tuple):
            return tuple(Fraction(x, self.den) for x in v)
        return Fraction(v, self.den) if self.den != 1 or isinstance(v, int) else Fraction(v)

    def sort_key(self, i: int) -> tuple[int, object]:
        """Key for ranking (smaller sorts first = better); tuples compare step by step."""
        v = self.values[i]
        if v is None:
            return (1, 0)
        if isinstance(v, tuple):
            return (0, v if self.reverse else tuple(-x for x in v))
        return (0, v if self.reverse else -v)


@dataclass
class Context:
    """Per-tournament arrays indexed by participant position ``i`` (start-number order).

    Attributes:
        t: the tournament.
        rules: the rule set in use.
        swiss: ``False`` for pre-determined pairings (C.07 (2026) art. 15.2).
        k: the rounds considered (1..k): up to the last round with a game or forfeit result,
            or with a pairing-allocated bye and no game waiting for its result.
        S: points unit (see the module docstring).
        kind, opp, col, res, rp: per participant, per round 0..k-1: kind code, opponent
            position (-1 none), colour ('w'/'b'/None), result (Result or None), points in
            units of ``1/S``.
        score: final (as of round k) raw score, units.
        adj: score as an opponent (16.3 adjusted), units.
    """

    t: Tournament
    rules: Rules
    swiss: bool
    k: int
    S: int
    sn: list[int]
    kind: list[list[int]]
    opp: list[list[int]]
    col: list[list[str | None]]
    res: list[list[Result | None]]
    rp: list[list[int]]
    score: list[int]
    adj: list[int]
    W: int
    D: int
    L: int
    notes: list[str] = field(default_factory=list)
    cache: dict = field(default_factory=dict)
    #: opt-in readings of the regulation (xl_tiebreaks.policies)
    policies: frozenset = frozenset()

    @property
    def n(self) -> int:
        return len(self.sn)


def build_context(t: Tournament, rules: Rules, swiss: bool, rounds: int | None = None) -> Context:
    """Precompute the arrays of :class:`Context` for ``t`` under ``rules``.

    ``rounds``: the round the organiser named (``--round`` / ``ronda``), or ``None``; the
    rounds considered are :func:`xl_tiebreaks.rounds.rounds_that_count`'s answer.

    Raises:
        TiebreakError: :func:`xl_tiebreaks.rounds.check_named_round`'s for a named round."""
    ss = t.score_system
    pts_of = ss.points
    # unit: every value the system awards, plus any per-record override
    vals = ss.values() + [r.points for recs in t.rounds.values() for r in recs if r.points is not None]
    S = common_unit(vals)
    sn = [p.start_no for p in t.participants]
    pos = {s: i for i, s in enumerate(sn)}
    # the rounds that count (xl_tiebreaks.rounds): as named, else up to the last with a result
    k = rounds_that_count(t, rounds)
    kind: list[list[int]] = []
    opp: list[list[int]] = []
    col: list[list[str | None]] = []
    res: list[list[Result | None]] = []
    rp: list[list[int]] = []
    # a round that took place for someone: a player with nothing in it was absent
    held = rounds_with(t.rounds.values(), k, TAKEN_PLACE)
    # what a record's kind, result and own points make of it, worked out once per distinct
    # record (an event has a handful): (kind code, has an opponent, points in units) in a
    # round that was held and in one that was not
    seen: dict[tuple, tuple[tuple[int, bool, int], tuple[int, bool, int]]] = {}

    def meaning(rec: RoundRecord) -> tuple[tuple[int, bool, int], tuple[int, bool, int]]:
        code = _KIND_CODE[rec.kind]
        out = []
        for was_held in (True, False):
            c = ABS if code == NOTP and was_held else code
            if c == NOTP or c == PEND:
                v = 0
            elif rec.points is not None:
                v = int(rec.points * S)
            else:
                v = int(pts_of(rec) * S)
            out.append((c, c in (GAME, FW, FL, PEND), v))
        return out[0], out[1]

    blank = (NOT_PLAYED_REC,) * k
    for s in sn:
        recs = t.rounds[s][:k]
        if len(recs) < k:
            recs = tuple(recs) + blank[len(recs):]
        kk, oo, pp = [], [], []
        for r_i, rec in enumerate(recs):
            key = (rec.kind, rec.result, rec.points)
            m = seen.get(key)
            if m is None:
                m = seen[key] = meaning(rec)
            code, with_opp, v = m[0] if held[r_i] else m[1]
            kk.append(code)
            oo.append(pos[rec.opponent] if with_opp and rec.opponent is not None else -1)
            pp.append(v)
        kind.append(kk)
        opp.append(oo)
        col.append([rec.colour for rec in recs])
        res.append([rec.result for rec in recs])
        rp.append(pp)
    score = [sum(p) for p in rp]
    W, D, L = int(ss.win * S), int(ss.draw * S), int(ss.loss * S)
    # art. 16.3 adjusts scores in Swiss events only; with pre-determined pairings the
    # opponents' scores are their results (art. 15.2), as the reference implementation has it
    adj = adjusted_scores(kind, rp, D) if swiss else list(score)
    return Context(
        t=t, rules=rules, swiss=swiss, k=k, S=S, sn=sn, kind=kind, opp=opp, col=col, res=res, rp=rp,
        score=score, adj=adj, W=W, D=D, L=L,
    )


def last_available_round(kinds: list[int]) -> int:
    """Index of the last round that is not a voluntary unplayed round (-1 if none)."""
    for r_i in range(len(kinds) - 1, -1, -1):
        if kinds[r_i] in NON_VUR:
            return r_i
    return -1


def adjusted_scores(kind: list[list[int]], rp: list[list[int]], D: int) -> list[int]:
    """Scores as opponents see them, C.07 (2026) art. 16.3.

    A requested bye (half, zero, absence, withdrawal) "followed only by voluntary unplayed
    rounds or in the last round" (category 16.2.5) counts as a draw; every other round
    counts the points awarded.
    """
    out = []
    for kk, pp in zip(kind, rp):
        last = last_available_round(kk)
        total = 0
        for r_i, (c, p) in enumerate(zip(kk, pp)):
            if r_i > last and c in REQUESTED:
                total += D
            else:
                total += p
        out.append(total)
    return out


def copy_context(ctx: Context) -> Context:
    """A copy whose per-round lists can be changed without touching ``ctx`` (FB)."""
    return Context(
        t=ctx.t, rules=ctx.rules, swiss=ctx.swiss, k=ctx.k, S=ctx.S, sn=ctx.sn,
        kind=[list(x) for x in ctx.kind], opp=[list(x) for x in ctx.opp], col=[list(x) for x in ctx.col],
        res=[list(x) for x in ctx.res], rp=[list(x) for x in ctx.rp], score=list(ctx.score), adj=list(ctx.adj),
        W=ctx.W, D=ctx.D, L=ctx.L, notes=ctx.notes, cache={"unrated_rating": ctx.cache.get("unrated_rating")},
        policies=ctx.policies,
    )


def under_rules(ctx: Context, rules: Rules) -> Context:
    """``ctx`` read under the rule set ``rules`` (a national code's own unplayed-round rule,
    whatever the rule set chosen: :data:`xl_tiebreaks.tiebreaks.HOME_RULES`): itself under
    ``rules``, else a copy sharing its arrays, made once per context and rule set."""
    if ctx.rules is rules:
        return ctx
    key = f"ctx_under_{rules.value}"
    got = ctx.cache.get(key)
    if got is None:
        got = ctx.cache[key] = replace(ctx, rules=rules, cache={})
    return got
