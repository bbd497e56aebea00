"""Who wins what: the prize rules (:class:`~xl_tiebreaks.prizes.model.PrizeRules`) applied to the
players in standings order (:class:`~xl_tiebreaks.prizes.model.Entrant`).

1. **Who may win each prize**: the general list, everybody but the players the rule
   ``general_excludes`` leaves to their categories; a category's list, the players who meet all
   its conditions (a player without the data a condition reads might: under ``missing_data =
   undetermined``, the default, a prize he could take before its next in line is
   *undetermined*, not awarded, and so is a prize whose next in line might take an undetermined
   one; under ``not_eligible`` he is left out; a note names him, the category and where the data
   goes); titled players limited to the general list when the bases say so; a winner absent
   from the ceremony left out when his prize goes to the next player.
2. **One prize per player** (unless cumulative): the prizes are taken one at a time, in the
   order of the priority rule, each by the best-placed eligible player who holds no prize yet
   (so a prize a player leaves goes to the next player of that list):
   ``amount`` (the highest amount first; at equal amounts the general list's, then the order
   typed: Llobregat Open, US Chess rule 32B4), ``amount_category`` (at equal amounts the
   category's: Cotxeres-Casinet), ``list`` (the order of the list as typed: "por riguroso orden
   de clasificación"). Cumulative prizes: every list on its own. Stackable prizes (a best-woman
   prize on top of a place): their list on its own, whatever the rule.
3. **Tied players**: ``tiebreak``, the standings' order decides (players the tie-breaks leave
   level share the money of the prizes they hold); ``split``, the players tied on points share
   equally the money of the prizes they hold, with the tied players who hold none and could win
   one of them (every list's prizes in one pool, or each list's apart: ``pool_lists``); ``hort``, each keeps half of his prize and the other half is shared so
   (Hort system); ``uscf``, shared so, but no player gets more than the largest of those prizes
   he could win alone, and prizes only some of them may win are divided among those when that
   gives them more (US Chess rule 32B3). Trophies are never shared; a prize marked not shared
   (a play-off first prize) stays with its winner.
4. **Rounding**: shares in units of ``rounding``; a pool adds up exactly (the leftover units to
   the best placed, and what is left below one unit to the best placed too), or each share is
   rounded on its own (``round_each``: the notes say what that adds or takes). Amounts are
   exact to the cent (:func:`~xl_tiebreaks.prizes.parse.money`), so every pool is paid to the
   cent: ``paid + unpaid - rounding_excess == total``.

Sources of every rule: ``docs/prizes.md``. Pure Python.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Iterable

from ..errors import TiebreakError, gather
from ..validate import rating
from ..texts import Text
from .model import Category, Condition, Entrant, Prize, PrizeRules

# ---------------------------------------------------------------------------------------------
# results


@dataclass
class Share:
    """Money shared by players tied on points (or left level by the tie-breaks).

    Attributes:
        level: the points they share (or their shared rank, under ``tiebreak``).
        players: the sharers, in standings order.
        prizes: the prizes whose money is shared, in the order they were awarded.
        pool: their money.
        method: ``split``, ``hort``, ``uscf`` or ``tiebreak`` (players the tie-breaks left level).
        exact: what each gets, exact, by start number; ``amounts``: rounded.
        kept: Hort: the half of his own prize each winner keeps, by start number.
        capped: US Chess: the prize a player was held to (he could win no more alone).
        exclusive: US Chess: (the list, its players) divided among those alone.
        leftover: what was left of the pool below one unit of the rounding after the units
            were paid, given to the best placed of the sharers (start number -> amount).
        excess: the rounded amounts' sum minus the pool (0 unless each share is rounded on its
            own, ``round_each``).
        extra: the units of the rounding each sharer got on top of his share rounded down (the
            units left after rounding every share down go to the largest remainders, the best
            placed first), by start number; only those who got one.
    """

    level: Any
    players: list[Entrant]
    prizes: list[Prize]
    pool: Fraction
    method: str
    exact: dict[int, Fraction] = field(default_factory=dict)
    amounts: dict[int, Fraction] = field(default_factory=dict)
    kept: dict[int, Fraction] = field(default_factory=dict)
    capped: dict[int, Prize] = field(default_factory=dict)
    exclusive: list[tuple[str, list[int], list[Prize]]] = field(default_factory=list)
    leftover: dict[int, Fraction] = field(default_factory=dict)
    excess: Fraction = Fraction(0)
    extra: dict[int, Fraction] = field(default_factory=dict)


@dataclass
class Award:
    """One prize and what became of it.

    Attributes:
        prize: the prize.
        winner: who holds it (``None``: nobody: ``void`` says why).
        void: why nobody holds it: ``none_eligible`` (no player meets the category),
            ``taken`` (every eligible player holds another prize), ``minimum`` (fewer
            entrants in the category than the bases ask), ``entries`` (a place the category's
            entries do not give: "1 prize per 10 entrants"), ``absent`` (its winner was absent
            from the ceremony and loses it), ``undetermined`` (its winner cannot be known: a
            player who could take it before the next in line lacks the data the category
            reads, or the next in line might take another undetermined prize; the rule
            ``missing_data = undetermined``).
        unknown: ``undetermined``: (player, the data he lacks: ``birth``, ``sex``, ``fed``) for
            each player placed above the next in line whose data would decide it.
        depends: ``undetermined``: the undetermined prize its next in line might take instead.
        next_in_line: ``undetermined``: who would take it if the players of ``unknown`` do not
            meet the category (``None``: nobody).
        share: the pool its money went into, if shared.
        before: players placed above the winner who were in line for it but took another prize.
        lost_by: ``absent``: who lost it.
    """

    prize: Prize
    winner: Entrant | None = None
    void: str | None = None
    share: Share | None = None
    before: list[Entrant] = field(default_factory=list)
    lost_by: Entrant | None = None
    unknown: list[tuple[Entrant, str]] = field(default_factory=list)
    depends: Award | None = None
    next_in_line: Entrant | None = None

    @property
    def received(self) -> Fraction:
        """What its winner gets for it: the prize's amount, or (shared) his share of the pool."""
        if self.winner is None:
            return Fraction(0)
        if self.share is not None:
            return self.share.amounts.get(self.winner.start_no, Fraction(0))
        return self.prize.amount


@dataclass
class PlayerPrizes:
    """What one player wins and why.

    Attributes:
        entrant: the player.
        awards: the prizes he holds (a shared one included).
        shares: the pools he shares (a tied player holding no prize of it included).
        money: what he gets in all (rounded).
        in_line: prizes he would have won but left, holding another (the best-placed of those who
            left it).
        deciding: undetermined prizes his missing data would decide.
        missing: (category, what it needs) for categories he was left out of for want of data.
        lost: a prize lost for his absence from the ceremony.
        titled_out: categories he may not win, being titled.
        general_out: he may not win the general list's prizes (the rule ``general_excludes``).
    """

    entrant: Entrant
    awards: list[Award] = field(default_factory=list)
    shares: list[Share] = field(default_factory=list)
    money: Fraction = Fraction(0)
    in_line: list[Award] = field(default_factory=list)
    missing: list[tuple[Category, str]] = field(default_factory=list)
    lost: list[Award] = field(default_factory=list)
    titled_out: bool = False
    general_out: bool = False
    deciding: list[Award] = field(default_factory=list)


@dataclass
class Allocation:
    """The prize list with its winners (:func:`allocate`).

    Attributes:
        rules: the rules applied.
        entrants: the players in standings order.
        awards: one per prize, in the order typed.
        shares: every pool shared.
        players: by start number.
        notes: what the organiser should know (a category nobody may win, players left out for
            want of data, the fund's total against the bases'), as texts of the catalogue.
        eligible: category key -> start numbers of the players who meet it.
        expelled: start number -> name of the players expelled from the event
            (FIDE's 2026 endorsement checklist Q197-198): no place, so no entrant and no prize;
            a per-player answer names them as expelled.
    """

    rules: PrizeRules
    entrants: list[Entrant]
    awards: list[Award]
    shares: list[Share]
    players: dict[int, PlayerPrizes]
    notes: list[Text] = field(default_factory=list)
    eligible: dict[str, list[int]] = field(default_factory=dict)
    lost: Fraction = Fraction(0)
    expelled: dict[int, str] = field(default_factory=dict)

    @property
    def paid(self) -> Fraction:
        """The money paid out in all."""
        return sum((p.money for p in self.players.values()), Fraction(0))

    @property
    def unpaid(self) -> Fraction:
        """The money of the prizes nobody holds (void, or lost by a winner absent from the
        ceremony: his share of a shared pool included)."""
        return sum((a.prize.amount for a in self.awards if a.winner is None and a.share is None),
                   Fraction(0)) + self.lost

    @property
    def undetermined(self) -> list[Award]:
        """The prizes whose winner cannot be known yet (``void == "undetermined"``), in the
        order typed: their money is part of :attr:`unpaid` until the data is typed."""
        return [a for a in self.awards if a.void == "undetermined"]

    @property
    def rounding_excess(self) -> Fraction:
        """What rounding each share on its own (``round_each``) paid beyond the pools' sums
        (negative: paid less); 0 otherwise: every pool pays exactly its total. Always
        ``paid + unpaid - rounding_excess == rules.total``."""
        return sum((s.excess for s in self.shares), Fraction(0))


# ---------------------------------------------------------------------------------------------
# who may win


def _ref_year(rules: PrizeRules, event_date: _dt.date | None) -> int | None:
    if rules.age_date is not None:
        return rules.age_date.year
    return event_date.year if event_date is not None else None


def _rating_of(rules: PrizeRules, c: Condition, e: Entrant) -> int | None:
    """The rating that decides a band for ``e``: the condition's lists, else the rules', else
    the event's rating column; ``None``: unrated in all of them."""
    lists, highest, chain = ((c.lists, c.highest, c.chain) if c.lists else
                             (rules.rating_lists, rules.rating_highest, rules.rating_chain))
    if not lists:
        return e.rating or rules.unrated_rating
    if not chain:
        chain = (lists,) if highest else tuple((name,) for name in lists)
    for step in chain:  # the first step where he has a rating: the highest of its lists
        got = []
        for name in step:
            v = e.data.get("x:" + name)
            if v is None and name in ("elo", "rating", "fide", "elofide", "fiderating", "event"):
                v = e.rating
            n = rating(v) or 0  # (checked by _check_ratings before: within 0-4000)
            if n > 0:
                got.append(n)
        if got:
            return max(got)
    return rules.unrated_rating


def meets(rules: PrizeRules, cat: Category, e: Entrant, ref_year: int | None) -> tuple[bool, str | None]:
    """Does ``e`` meet every condition of ``cat``? Returns (meets, the data he lacks for it:
    ``birth``, ``sex``, ``fed``, or ``None``)."""
    for c in cat.conditions:
        f = c.field
        if f in ("min", "per", "places"):  # (the category's entries, not the player's)
            continue
        if f == "rating":
            r = _rating_of(rules, c, e)
            if r is None or (c.lo is not None and r < c.lo) or (c.hi is not None and r > c.hi):
                return False, None
        elif f == "unrated":
            if _rating_of(rules, c, e) is not None:
                return False, None
        elif f in ("age", "born"):
            y = e.birth_year
            if y is None:
                return False, "birth"
            v = y if f == "born" else (ref_year - y if ref_year is not None else None)
            if v is None:
                return False, None
            if (c.lo is not None and v < c.lo) or (c.hi is not None and v > c.hi):
                return False, None
        elif f == "sex":
            if e.sex is None:
                return False, "sex"
            if e.sex not in c.values:
                return False, None
        elif f == "fed":
            if not e.fed:
                return False, "fed"
            if _key(e.fed) not in c.values:
                return False, None
        elif f == "club":
            if not e.club or _key(e.club) not in c.values:
                return False, None
        elif f == "group":
            if not (e.groups & set(c.values)):
                return False, None
        elif f == "title":
            if not e.title or _key(e.title) not in c.values:
                return False, None
        elif f == "untitled":
            if e.title:
                return False, None
    return True, None


def _key(v: Any) -> str:
    from .parse import _squash

    return _squash(v)


def _titled_out(rules: PrizeRules, e: Entrant) -> bool:
    if not rules.titled_general or not e.title:
        return False
    return "*" in rules.titled_general or e.title.strip().upper() in rules.titled_general


# ---------------------------------------------------------------------------------------------
# the allocation


def allocate(rules: PrizeRules, entrants: Iterable[Entrant], *, event_date: _dt.date | None = None,
             expelled: dict[int, str] | None = None) -> Allocation:
    """Allocate the prizes of ``rules`` to ``entrants`` (see the module's help).

    Args:
        rules: the prize rules.
        entrants: every player, with his place in the standings (``order``: the tie-breaks'
            decision; ``rank``: places, shared where they leave players level) and points.
        event_date: the event's start date (the calendar-year ages, when the rules give no
            ``age_date``).
        expelled: start number -> name of the players expelled from the event (no entrant:
            kept in :attr:`Allocation.expelled` for the per-player answers).

    Returns:
        :class:`Allocation`.

    Raises:
        TiebreakError: ``prize_age_needs_date`` (a category by age and no date to count it
            from), naming the category's cell.
    """
    rules = trophies_apart(rules)
    players = sorted(entrants, key=lambda e: e.order)
    _check_ratings(rules, players)
    ref_year = _ref_year(rules, event_date)
    undetermined = rules.missing_data == "undetermined"
    notes: list[Text] = []
    result = Allocation(rules, players, [], [], {e.start_no: PlayerPrizes(e) for e in players}, notes,
                        expelled=dict(expelled or {}))
    # who may win each category --------------------------------------------------------------
    eligible: dict[str, list[Entrant]] = {}
    unknown: dict[str, list[tuple[Entrant, str]]] = {}  # category -> (player, the data he lacks)
    for key, cat in rules.categories.items():
        used = any(p.list_key == key for p in rules.prizes)
        if used and ref_year is None and any(c.field == "age" for c in cat.conditions):
            w = cat.where or ("", "")
            raise TiebreakError("prize_age_needs_date", w[0] or None, location_es=w[1] or None, name=cat.name)
        got, lacking = [], {}
        for e in players:
            ok, missing = meets(rules, cat, e, ref_year)
            if ok:
                got.append(e)
            elif missing:
                lacking.setdefault(missing, []).append(e)
        eligible[key] = got
        unknown[key] = sorted(((e, what) for what, es in lacking.items() for e in es), key=lambda x: x[0].order)
        result.eligible[key] = [e.start_no for e in got]
        band = [c for c in cat.conditions if c.field == "rating" and c.lo is None]
        if used and band and rules.unrated_rating is None:
            unrated = [e for e in players if _rating_of(rules, band[0], e) is None]
            others = [c for c in cat.conditions if c.field != "rating"]
            unrated = [e for e in unrated if all(meets(rules, Category(cat.name, (c,)), e, ref_year)[0] for c in others)]
            if unrated:
                notes.append(_note("prize_note_unrated", cat.where, name=cat.name, count=len(unrated),
                                   players=_names(unrated)))
        for what, es in lacking.items():
            for e in es:
                result.players[e.start_no].missing.append((cat, what))
            if used:
                en, es_ = _cells(es, what)
                notes.append(_note("prize_note_missing_undetermined" if undetermined else "prize_note_missing_data",
                                   cat.where, name=cat.name, what=Text("prize_data_" + what), count=len(es),
                                   players=en, players_es=es_, hint=data_hint(es, what, players)))
        if used and not got and not (undetermined and lacking):
            notes.append(_note("prize_note_nobody_eligible", cat.where, name=cat.name))
    titled_out = {e.start_no for e in players if _titled_out(rules, e)}
    for sn in titled_out:
        result.players[sn].titled_out = True
    general_out = set()
    if rules.general_excludes:
        only = Category("", rules.general_excludes)
        general_out = {e.start_no for e in players if meets(rules, only, e, ref_year)[0]}
    for sn in general_out:
        result.players[sn].general_out = True
    out = {e.start_no for e in players if e.absent and rules.presence == "next"}
    awards = {p: Award(p) for p in rules.prizes}
    result.awards = [awards[p] for p in rules.prizes]

    by_list: dict[str, list[Entrant]] = {}

    def candidates(p: Prize) -> list[Entrant]:
        """Who may win ``p``, in standings order (one list per prize list: the same for each of
        its places)."""
        k = "" if p.general else p.list_key
        got = by_list.get(k)
        if got is None:
            pool = players if p.general else eligible.get(p.list_key, [])
            got = by_list[k] = [e for e in pool if e.start_no not in out and (
                e.start_no not in general_out if p.general else e.start_no not in titled_out)]
        return got

    # minimum entrants -------------------------------------------------------------------------
    short: set[str] = set()
    for key, cat in rules.categories.items():
        n = cat.min_entrants
        if n is not None and len(eligible.get(key, [])) < n and any(p.list_key == key for p in rules.prizes):
            short.add(key)
            notes.append(_note("prize_note_minimum", cat.where, name=cat.name, count=len(eligible.get(key, [])),
                               minimum=n))
    # places scaled by entries ("1 prize per 10 entrants", a table entrants -> places) -------------
    scaled: dict[str, int] = {}
    for key, cat in rules.categories.items():
        typed = max((p.place for p in rules.prizes if p.list_key == key and not p.general), default=0)
        n = cat.places_for(len(eligible.get(key, [])))
        if n is not None and typed and key not in short:
            scaled[key] = n
            if n < typed:
                notes.append(_note("prize_note_entries", cat.where, name=cat.name, count=len(eligible.get(key, [])),
                                   rule="; ".join(c.text for c in cat.conditions if c.field in ("per", "places")),
                                   places=n, typed=typed))
    # the scopes: one prize per player within a scope -------------------------------------------
    # (a trophy typed alone, under the rule trophies = real place / one per player, is given apart
    # from the money: held-back bases of issue 37)
    apart = rules.trophies != "with_prize"
    trophies = [p for p in rules.prizes if apart and not p.stackable and not p.money]
    main = [p for p in rules.prizes if not p.stackable and p not in trophies]
    scopes: list[list[Prize]] = []
    if rules.cumulative:
        scopes += _by_list(main)
    elif main:
        scopes.append(_ordered(main, rules.priority))
    scopes += _by_list([p for p in rules.prizes if p.stackable])
    # how a scope's prizes are taken: "" (each by the best-placed eligible player holding no prize
    # of the scope), "place" (each by the player at its place of its list: the general list's
    # trophies under trophies = real place)
    kinds: list[str] = [""] * len(scopes)
    if rules.trophies == "real_place":
        general = [p for p in trophies if p.general]
        cats = [p for p in trophies if not p.general]
        if general:
            scopes.append(sorted(general, key=lambda p: (p.place, p.index)))
            kinds.append("place")
        if cats:
            scopes.append(_ordered(cats, "list"))
            kinds.append("")
    elif trophies:
        scopes.append(_ordered(trophies, rules.priority))
        kinds.append("")
    in_lists: dict[int, set[str]] = {}  # the lists each player is in line for (his in_line's)
    for scope, kind in zip(scopes, kinds):
        holder: dict[int, Award] = {}
        # list -> how many of its candidates, from the best placed, hold a prize of this scope:
        # holders only grow within a scope, so the next place of a list starts its search there
        # (each list's candidates are walked once, not once per place: 2,000 prizes over 9,999
        # players in seconds, benchmarks/bench_prizes_bound.py)
        passed: dict[str, int] = {}
        # undetermined prizes (missing_data = undetermined): start number -> the undetermined
        # prize he might take (its next in line, or a player whose data would decide it): a later
        # prize of this scope he would take is undetermined too (he may hold that one)
        maybe: dict[int, Award] = {}

        def unsure(a: Award, nxt: Entrant | None) -> bool:
            """Is ``a``'s winner unknown? (``nxt``: the next in line holding no prize.) Marks it
            so: a player who could take it before ``nxt`` lacks the data, or ``nxt`` might take
            an earlier undetermined prize."""
            p = a.prize
            if not undetermined:
                return False
            unk = [] if p.general else [
                (e, w) for e, w in unknown.get(p.list_key, ()) if e.start_no not in holder and e.start_no not in out
                and e.start_no not in titled_out and (nxt is None or e.order < nxt.order)]
            dep = maybe.get(nxt.start_no) if nxt is not None else None
            if not unk and dep is None:
                return False
            a.void, a.unknown, a.depends, a.next_in_line = "undetermined", unk, dep, nxt
            for e, _w in unk:
                maybe.setdefault(e.start_no, a)
                result.players[e.start_no].deciding.append(a)
            if nxt is not None:
                maybe.setdefault(nxt.start_no, a)
            return True

        for p in scope:
            a = awards[p]
            if not p.general and p.list_key in short:
                n = rules.categories[p.list_key].min_entrants or 0
                if not (len(eligible.get(p.list_key, [])) + len(unknown.get(p.list_key, [])) >= n
                        and unsure(a, None)):
                    a.void = "minimum"
                continue
            if not p.general and p.place > scaled.get(p.list_key, p.place):
                # a place the category's entries do not give (with the players who lack its data
                # they might: undetermined)
                reach = rules.categories[p.list_key].places_for(
                    len(eligible.get(p.list_key, [])) + len(unknown.get(p.list_key, []))) or 0
                if not (reach >= p.place and unsure(a, None)):
                    a.void = "entries"
                continue
            cands = candidates(p)
            if not cands:
                if not unsure(a, None):
                    a.void = "none_eligible"
                continue
            lp = _list(p)
            if kind == "place":  # the player at its place of the list, whatever he holds besides
                if p.place <= len(cands):
                    a.winner = cands[p.place - 1]
                    holder[a.winner.start_no] = a
                    result.players[a.winner.start_no].awards.append(a)
                else:
                    a.void = "none_eligible"
                continue
            start = i = passed.get(lp, 0)
            while i < len(cands) and cands[i].start_no in holder:
                i += 1
            passed[lp] = i
            if unsure(a, cands[i] if i < len(cands) else None):
                a.before = cands[:i]
                continue
            if i < len(cands):
                a.winner = cands[i]
            else:
                a.void = "taken"
            a.before = cands[:i]
            # (those before `start` were in line for an earlier place of this list: said there)
            for e in cands[start:i]:  # a player placed above, holding a prize of another list: he left this one
                held = holder[e.start_no].prize
                seen = in_lists.setdefault(e.start_no, set())
                lk = lp if p in main or p.stackable else "trophy:" + lp  # (trophies apart: their own)
                if _list(held) != lp and lk not in seen:
                    seen.add(lk)
                    result.players[e.start_no].in_line.append(a)
            if a.winner is not None:
                holder[a.winner.start_no] = a
                result.players[a.winner.start_no].awards.append(a)
        _share(rules, scope, awards, holder, players, candidates, result)
    # absent from the ceremony: the prize is lost ------------------------------------------------
    if rules.presence == "lose":
        for a in result.awards:
            if a.winner is not None and a.winner.absent:
                pp = result.players[a.winner.start_no]
                pp.lost.append(a)
                pp.awards.remove(a)
                a.lost_by, a.winner, a.void = a.winner, None, "absent"
                if a.share is not None:
                    result.lost += a.share.amounts.get(a.lost_by.start_no, Fraction(0))
                    a.share.amounts[a.lost_by.start_no] = Fraction(0)
    # what each gets -----------------------------------------------------------------------------
    for pp in result.players.values():
        total = Fraction(0)
        counted: set[int] = set()
        for a in pp.awards:
            if a.share is None:
                total += a.prize.amount
        for s in pp.shares:
            if id(s) not in counted:
                counted.add(id(s))
                total += s.amounts.get(pp.entrant.start_no, Fraction(0))
        pp.money = total
    # no tie rule in the bases: the default applied, said when it decided a prize -----------------
    if "ties" not in rules.stated:
        tied = _tied_holders(result)
        if tied:
            notes.append(_note("prize_note_ties_default", None, players=_names(tied)))
    # the fund ------------------------------------------------------------------------------------
    if rules.fund is not None and rules.fund != rules.total:
        w = rules.where.get("fund")
        notes.append(_note("prize_note_fund", w, total=rules.total, fund=rules.fund))
    return result


def trophies_apart(rules: PrizeRules) -> PrizeRules:
    """``rules`` with each prize typed with money and a trophy (``100 + Trofeo``) made two, its
    money and its trophy (a trophy alone, no money), when the rule ``trophies`` gives trophies
    apart from money (``real_place``, ``one_per_player``: held-back bases of issue 37); else
    ``rules`` as they are. The two follow each other in the list, its money first; the rest
    keep their order (``Prize.index`` renumbered)."""
    from dataclasses import replace

    if rules.trophies == "with_prize" or not any(p.money and p.other and not p.stackable for p in rules.prizes):
        return rules
    out: list[Prize] = []
    for p in rules.prizes:
        if p.money and p.other and not p.stackable:
            out.append(replace(p, other="", index=len(out)))
            out.append(replace(p, amount=Fraction(0), index=len(out)))
        else:
            out.append(replace(p, index=len(out)))
    return replace(rules, prizes=tuple(out))


def _tied_holders(result: Allocation) -> list[Entrant]:
    """The players holding a money prize who are tied on points with another player (the bases'
    tie rule would decide what they get), in standings order."""
    by_points: dict[Fraction, int] = {}
    for e in result.entrants:
        by_points[e.points] = by_points.get(e.points, 0) + 1
    return [e for e in result.entrants if by_points[e.points] > 1
            and any(a.prize.money for a in result.players[e.start_no].awards)]


def _check_ratings(rules: PrizeRules, players: list[Entrant]) -> None:
    """Every rating a category's band reads from the players' data (the lists the rules or a
    condition name: ``FEDA``, ``FIDE rapid``) is a rating, 0 to 4000, by the one bound every
    reader applies (:func:`xl_tiebreaks.validate.rating`), each mistake naming its cell.

    Raises:
        TiebreakError: ``grid_bad_rating``.
    """
    names = set(rules.rating_lists)
    for cat in rules.categories.values():
        for c in cat.conditions:
            names.update(c.lists)
    errors = []
    for name in sorted(names):
        for e in players:
            v = e.data.get("x:" + name)
            if v is None:
                continue
            w = e.cells.get("x:" + name) or e.where or (f"player {e.label()}", f"jugador {e.label()}")
            try:
                rating(v, w[0], w[1])
            except TiebreakError as err:
                errors.append(err)
    if errors:
        raise gather(errors)


def _cells(es: list[Entrant], what: str, most: int = 5) -> tuple[str, str]:
    """The players ``es`` with the cell each lacks (``Jugadores!G6 (2, Bea)``), in English and
    Spanish; a player whose cell is not known by his label."""
    en, sp = [], []
    for e in es[:most]:
        w = e.cells.get(what) or e.where
        en.append(f"{w[0]} ({e.label()})" if w else e.label())
        sp.append(f"{w[1]} ({e.label()})" if w else e.label())
    more = ", ..." if len(es) > most else ""
    return ", ".join(en) + more, ", ".join(sp) + more


def data_hint(es: list[Entrant], what: str, players: Iterable[Entrant] = ()) -> Text:
    """Where the data ``what`` of players ``es`` goes: their cells, when each has one (named with
    him); the column that holds it, when the players' data has it (a cell of it is known for one
    of ``players``) but not a row for each of them; else the column to add to the players'
    data (``Birth year`` / ``Año nac.``, ``Sex`` / ``Sexo``, ``Fed``)."""
    if es and all(what in e.cells for e in es):
        return Text("prize_hint_cells")
    if any(what in e.cells for e in list(es) + list(players)):
        return Text("prize_hint_column")
    return Text("prize_hint_add_" + what)


def _names(es: list[Entrant], most: int = 5) -> str:
    shown = ", ".join(e.label() for e in es[:most])
    return shown + (", ..." if len(es) > most else "")


def _note(code: str, where: Any, **params: Any) -> Text:
    if where:
        return Text(code, warning=True, location=where[0], location_es=where[1], **params)
    return Text(code, warning=True, **params)


def _ordered(prizes: list[Prize], priority: str) -> list[Prize]:
    if priority == "list":
        return sorted(prizes, key=lambda p: p.index)
    # the documented order, as the bases' tables give it (Llobregat Open, Cotxeres-Casinet, US Chess
    # 32B4): the amount, then the general list's (or the category's), then the order typed; a trophy
    # going with a prize does not put it first (issue 37, item 3)
    cat_first = priority == "amount_category"
    return sorted(prizes, key=lambda p: (-p.amount,
                                         (1 if p.general else 0) if cat_first else (0 if p.general else 1), p.index))


def _list(p: Prize) -> str:
    return "" if p.general else p.list_key


def _by_list(prizes: list[Prize]) -> list[list[Prize]]:
    lists: dict[str, list[Prize]] = {}
    for p in prizes:
        lists.setdefault("" if p.general else p.list_key, []).append(p)
    return [sorted(ps, key=lambda p: (p.place, p.index)) for ps in lists.values()]


# ---------------------------------------------------------------------------------------------
# sharing


def _share(rules: PrizeRules, scope: list[Prize], awards: dict[Prize, Award], holder: dict[int, Award],
           players: list[Entrant], candidates: Any, result: Allocation) -> None:
    """Share the money of the prizes of ``scope`` among tied players, as ``rules.ties`` says."""
    by_level: dict[Any, list[Entrant]] = {}
    method = rules.ties
    position = {id(p): i for i, p in enumerate(scope)}
    can_win: dict[str, set[int]] = {}  # list -> who may win its prizes
    for e in players:
        level = e.rank if method == "tiebreak" else e.points
        by_level.setdefault(level, []).append(e)
    for level, group in by_level.items():
        if len(group) < 2:
            continue
        members = {e.start_no for e in group}
        involved = [holder[sn] for sn in (e.start_no for e in group) if sn in holder
                    and holder[sn].prize.shared and holder[sn].prize.money]
        if not involved:
            continue
        involved.sort(key=lambda a: position[id(a.prize)])
        # the pools: every list's prizes together (the default), or each list's apart (the rule
        # pool_lists = same: "within the same list"), a tied player holding none of them in the
        # first pool he may join (one prize per player)
        if rules.pool_lists == "same":
            pools: dict[str, list[Award]] = {}
            for a in involved:
                pools.setdefault(_list(a.prize), []).append(a)
            parts = list(pools.values())
        else:
            parts = [involved]
        joined: set[int] = set()
        for part in parts:
            _share_pool(rules, level, group, members, part, holder, candidates, can_win, joined, result)


def _share_pool(rules: PrizeRules, level: Any, group: list[Entrant], members: set[int], involved: list[Award],
                holder: dict[int, Award], candidates: Any, can_win: dict[str, set[int]], joined: set[int],
                result: Allocation) -> None:
    """One pool of tied players (``group``, at ``level``): the prizes ``involved`` held among
    them, shared by their holders and the tied players who hold none and may win one of them
    (``joined``: those already in an earlier pool of the group, left out of this one)."""
    method = rules.ties
    prizes = [a.prize for a in involved]
    may: set[int] = set()
    for lk in {_list(p): p for p in prizes}.items():
        got = can_win.get(lk[0])
        if got is None:
            got = can_win[lk[0]] = {e.start_no for e in candidates(lk[1])}
        may |= members & got
    sharers = [e for e in group if (e.start_no in holder and holder[e.start_no] in involved)
               or (e.start_no not in holder and e.start_no in may and e.start_no not in joined)]
    if len(sharers) < 2:
        return
    joined.update(e.start_no for e in sharers)
    share = Share(level, sharers, prizes, sum((p.amount for p in prizes), Fraction(0)),
                  method if method != "tiebreak" else "tiebreak")
    if method == "hort":
        half = {a.winner.start_no: a.prize.amount / 2 for a in involved}
        share.kept = dict(half)
        pot = share.pool / 2 / len(sharers)
        share.exact = {e.start_no: half.get(e.start_no, Fraction(0)) + pot for e in sharers}
    elif method == "uscf":
        _uscf(share, rules, candidates)
    else:
        each = share.pool / len(sharers)
        share.exact = {e.start_no: each for e in sharers}
    share.amounts = _rounded(share, rules)
    for a in involved:
        a.share = share
    for e in sharers:
        result.players[e.start_no].shares.append(share)
    result.shares.append(share)


def _waterfill(players: list[Entrant], total: Fraction, caps: dict[int, Fraction]) -> dict[int, Fraction]:
    """``total`` divided equally among ``players``, none getting more than his cap: the players
    whose cap is below the equal share get their cap, the others share the rest equally (the
    caps add up to at least ``total``: each holds a prize of the pool within his reach)."""
    out: dict[int, Fraction] = {}
    left = sorted(players, key=lambda e: (caps[e.start_no], e.order))
    remaining = total
    for i, e in enumerate(left):
        share = remaining / (len(left) - i)
        if caps[e.start_no] < share:
            out[e.start_no] = caps[e.start_no]
            remaining -= caps[e.start_no]
        else:
            for x in left[i:]:
                out[x.start_no] = share
            break
    return out


def _uscf(share: Share, rules: PrizeRules, candidates: Any) -> None:
    """US Chess rule 32B3 (with its 2014 amendment): the tied winners divide the prizes equally,
    but "no player may receive an amount greater from the division of those prizes than the
    largest prize for which he would be eligible if there were no tie" (the players held to
    their largest prize within reach, the others sharing the rest equally); "unless any of the
    winners would receive more money by winning or dividing only a particular prize for which
    others in the tie are ineligible" (those players divide that list's prizes alone, when it
    gives each of them more and the others can still be paid the rest)."""
    can = {id(p): {e.start_no for e in candidates(p)} for p in share.prizes}

    def caps_of(players: list[Entrant], pool: list[Prize]) -> dict[int, Fraction]:
        return {e.start_no: max((p.amount for p in pool if e.start_no in can[id(p)]), default=Fraction(0))
                for e in players}

    pool = list(share.prizes)
    caps = caps_of(share.players, pool)
    exact = _waterfill(share.players, share.pool, caps)
    lists: dict[str, list[Prize]] = {}
    for p in pool:
        if not p.general:
            lists.setdefault(p.list_key, []).append(p)
    for ps in lists.values():
        who = [e for e in share.players if e.start_no in can[id(ps[0])]]
        rest_players = [e for e in share.players if e not in who]
        if not who or not rest_players:
            continue
        own = sorted(ps, key=lambda p: (-p.amount, p.index))[:len(who)]
        part = sum((p.amount for p in own), Fraction(0)) / len(who)
        rest_pool = [p for p in pool if p not in own]
        rest = sum((p.amount for p in rest_pool), Fraction(0))
        rest_caps = caps_of(rest_players, rest_pool)
        if all(part > exact[e.start_no] for e in who) and sum(rest_caps.values(), Fraction(0)) >= rest:
            exact = {e.start_no: part for e in who}
            exact.update(_waterfill(rest_players, rest, rest_caps))
            share.exclusive.append((ps[0].list, [e.start_no for e in who], own))
            caps = {**caps, **rest_caps}
            break
    for e in share.players:
        if exact[e.start_no] == caps.get(e.start_no) and exact[e.start_no] < share.pool / len(share.players):
            held = [p for p in pool if e.start_no in can[id(p)] and p.amount == caps[e.start_no]]
            if held:
                share.capped[e.start_no] = held[0]
    share.exact = exact


def _round_half_up(x: Fraction, unit: Fraction) -> Fraction:
    n = x / unit
    q = n.numerator // n.denominator
    if n - q >= Fraction(1, 2):
        q += 1
    return q * unit


def _rounded(share: Share, rules: PrizeRules) -> dict[int, Fraction]:
    """Each sharer's money in units of ``rules.rounding``: each share rounded on its own
    (``round_each``: ``share.excess`` records what that adds to or takes from the pool), or so
    that the pool adds up exactly: the shares rounded down, the leftover units to the largest
    remainders, the best placed first, and what is left below one unit (a pool of 100.51 in
    units of 1, a pool of 101 in units of 0.03) to the best placed of the sharers
    (``share.leftover``): no cent of the pool is lost or invented."""
    unit = rules.rounding
    if rules.round_each:
        out = {sn: _round_half_up(v, unit) for sn, v in share.exact.items()}
        share.excess = sum(out.values(), Fraction(0)) - share.pool
        return out
    floors = {sn: (v / unit).__floor__() * unit for sn, v in share.exact.items()}
    left = share.pool - sum(floors.values(), Fraction(0))
    order = {e.start_no: e.order for e in share.players}
    by_rest = sorted(floors, key=lambda sn: (-(share.exact[sn] - floors[sn]), order[sn]))
    out = dict(floors)
    i = 0
    while left >= unit and by_rest:
        sn = by_rest[i % len(by_rest)]
        out[sn] += unit
        share.extra[sn] = share.extra.get(sn, Fraction(0)) + unit
        left -= unit
        i += 1
    if left > 0 and out:
        best = min(out, key=lambda sn: order[sn])
        out[best] += left
        share.leftover = {best: left}
    return out
