"""Direct encounter (DE), a group rule: C.07 (2026) art. 6.

DE has no value of its own: it orders a group of participants still tied on the criteria
before it, using only the games among them, and is re-applied to every sub-group it
creates (6.2). Repeated meetings count as the average of the games (6.1.2, so the two
games of a double round robin both count). When not everybody in the group met everybody
(a Swiss), a participant is ranked only when he is bound to be ahead whatever the missing
games would have given (6.3), and DE is then re-applied to the rest.

Games counted: over the board; forfeits too with pre-determined pairings (art. 15.2) or
with ``DE/P`` (art. 6.1.1, regulations opting in). Under the older rule sets DE decides only
when all the tied players met each other (seed 001 2.1.4).

Shown two ways: ``DE`` as the place within the tied group (as FIDE's reference
implementation reports it), ``DES`` as the points scored in the games among the tied players
(:func:`encounter_points`, as most club software and lichess show it); both rank the same.
"""

from __future__ import annotations

from fractions import Fraction

from .context import FL, FW, GAME, Context


def _mutual(ctx: Context, group: list[int], with_forfeits: bool) -> tuple[dict[int, Fraction], dict[int, int]]:
    gset = set(group)
    score: dict[int, Fraction] = {}
    met: dict[int, int] = {}
    for p in group:
        per: dict[int, list[int]] = {}
        for c, o, pts in zip(ctx.kind[p], ctx.opp[p], ctx.rp[p]):
            if o in gset and o != p and (c == GAME or (with_forfeits and (c == FW or c == FL))):
                per.setdefault(o, []).append(pts)
        score[p] = sum((Fraction(sum(v), len(v)) for v in per.values()), Fraction(0))
        met[p] = len(per)
    return score, met


def encounter_points(ctx: Context, group: list[int], played_forfeits: bool = False) -> dict[int, Fraction]:
    """DES: for every participant of ``group`` (positions), the points he scored in the games
    against the others of the group, the way most club software and lichess show direct
    encounter (Swiss-Manager's "the results of the players in the same point group", Vega's
    DirE). The games counted are those of direct encounter (:func:`direct_encounter_split`:
    over the board; forfeits too with pre-determined pairings or ``/P``); repeated meetings are
    added up (the points actually scored; the order, :func:`direct_encounter_split`, averages
    them, C.07 (2026) art. 6.1.2). Points, exact."""
    gset = set(group)
    with_forfeits = played_forfeits or not ctx.swiss
    out: dict[int, Fraction] = {}
    for p in group:
        tot = 0
        for c, o, pts in zip(ctx.kind[p], ctx.opp[p], ctx.rp[p]):
            if o in gset and o != p and (c == GAME or (with_forfeits and (c == FW or c == FL))):
                tot += pts
        out[p] = Fraction(tot, ctx.S)
    return out


def direct_encounter_split(ctx: Context, group: list[int], played_forfeits: bool = False, depth: int = 0,
                           all_met: bool = False) -> list[list[int]]:
    """Order ``group`` (participant positions) by direct encounter.

    ``all_met`` (``DE/A``): only when every tied player has met every other, as regulations
    that say so have it (the Spanish federation's "resultado particular, cuando todos los
    equipos empatados hayan jugado entre ellos", FEDA RGC art. 56; the older FIDE rules, seed
    001 2.1.4), never art. 6.3's partial order.

    Returns the ordered sub-groups; a single sub-group equal to ``group`` means DE did not
    separate anybody (ties stay ties: DE never invents an order).
    """
    if len(group) < 2 or depth > 64:
        return [list(group)]
    with_forfeits = played_forfeits or not ctx.swiss
    score, met = _mutual(ctx, group, with_forfeits)
    size = len(group)
    if all(met[p] == size - 1 for p in group):
        levels = sorted({score[p] for p in group}, reverse=True)
        if len(levels) == 1:
            return [list(group)]
        out: list[list[int]] = []
        for lv in levels:
            sub = [p for p in group if score[p] == lv]
            out.extend(direct_encounter_split(ctx, sub, played_forfeits, depth + 1, all_met) if len(sub) > 1
                       else [sub])
        return out
    if ctx.rules.legacy or all_met:
        # seed 001 2.1.4 (older rules): only "if all the tied players have met each other"
        return [list(group)]
    # art. 6.3: not everybody met; rank only who is bound to be ahead
    W = Fraction(ctx.W)
    best: dict[int, Fraction] = {p: score[p] + (size - 1 - met[p]) * W for p in group}
    remaining = list(group)
    ranked: list[list[int]] = []
    while len(remaining) >= 2:
        top = max(remaining, key=lambda p: score[p])
        if all(score[top] > best[q] for q in remaining if q != top):
            ranked.append([top])
            remaining.remove(top)
        else:
            break
    if not ranked:
        return [list(group)]
    if len(remaining) >= 2:
        ranked.extend(direct_encounter_split(ctx, remaining, played_forfeits, depth + 1, all_met))
    elif remaining:
        ranked.append(remaining)
    return ranked


def plus_minus(ctx: Context, group: list[int], played_forfeits: bool = False) -> dict[int, int]:
    """H2H: for every participant of ``group`` (positions), his games won less his games lost
    against the others of the group (the games direct encounter counts: over the board; forfeits
    too with pre-determined pairings or ``/P``), US Chess rule 34E5 as the Michigan Chess
    Association words it: "all results among tied players should be considered, with rank
    according to plus or minus, not percentage (3-1 is 'plus two' and beats 1-0 which is 'plus
    one')". Whole games."""
    from ..model import Result

    gset = set(group)
    with_forfeits = played_forfeits or not ctx.swiss
    out: dict[int, int] = {}
    for p in group:
        tot = 0
        for c, o, r in zip(ctx.kind[p], ctx.opp[p], ctx.res[p]):
            if o not in gset or o == p:
                continue
            if c == GAME:
                tot += 1 if r is Result.WIN else -1 if r is Result.LOSS else 0
            elif with_forfeits and c == FW:
                tot += 1
            elif with_forfeits and c == FL:
                tot -= 1
        out[p] = tot
    return out


def plus_minus_split(ctx: Context, group: list[int], played_forfeits: bool = False, depth: int = 0) -> list[list[int]]:
    """Order ``group`` by :func:`plus_minus`, the highest first; each sub-group still level is
    ordered again by its own games ("If the tied players played each other, the one who wins
    the game wins this tiebreak": the project's reading of a sub-group of a larger tie, as C.07
    art. 6.2 re-applies direct encounter). Players who did not meet are level (0). Returns the
    ordered sub-groups (one equal to ``group``: nobody separated)."""
    if len(group) < 2 or depth > 64:
        return [list(group)]
    pm = plus_minus(ctx, group, played_forfeits)
    levels = sorted({pm[p] for p in group}, reverse=True)
    if len(levels) == 1:
        return [list(group)]
    out: list[list[int]] = []
    for lv in levels:
        sub = [p for p in group if pm[p] == lv]
        out.extend(plus_minus_split(ctx, sub, played_forfeits, depth + 1) if len(sub) > 1 else [sub])
    return out
