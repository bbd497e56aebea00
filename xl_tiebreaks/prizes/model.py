"""The prize rules as data: categories (who may win them), prizes (a place of the general list or
of a category, an amount and/or a trophy) and the event's allocation rules, and the players as the
rules see them (:class:`Entrant`).

Pure Python (no openpyxl): loads in Pyodide and in LibreOffice's Python. The rules are read from
cells or from a prize file by :mod:`xl_tiebreaks.prizes.parse` and applied by
:mod:`xl_tiebreaks.prizes.allocate`; every variant and its source is listed in ``docs/prizes.md``.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from functools import cached_property
from fractions import Fraction
from typing import Any

from ..names import fold

#: where a rule or a player was typed, in the organiser's words: (English, Spanish), e.g.
#: ("Premios!E9", "Premios!E9"), ("prizes.txt, line 12", "prizes.txt, línea 12")
Where = tuple[str, str]

#: the general list's key (a prize of no category)
GENERAL = ""

#: how a player who qualifies for several prizes gets one (non-cumulative prizes)
PRIORITIES = ("amount", "amount_category", "list")
#: what tied players (equal points) get
TIES = ("tiebreak", "split", "hort", "uscf")
#: what happens to the prize of a winner absent from the ceremony
PRESENCE = ("lose", "next")
#: what a player without the data a category reads means: ``undetermined`` (he might meet it: a
#: prize he could take before its winner is not awarded until his data is known), or
#: ``not_eligible`` (he does not meet it: "the category is declared at registration")
MISSING_DATA = ("undetermined", "not_eligible")
#: how a trophy typed alone (a prize with no money: ``Trofeo``, ``Medalla``) is given:
#: ``with_prize`` (a prize like any other: one prize per player counts it), ``real_place``
#: (the general list's trophies follow the real place and stack on money; the categories'
#: trophies, age or origin, stack on money but not among themselves), ``one_per_player`` (one
#: trophy per player, apart from the money: money and a trophy may combine)
TROPHIES = ("with_prize", "real_place", "one_per_player")


def key_of(name: Any) -> str:
    """A category's (or a list's) key: its name without case, accents, spaces, hyphens, dots or
    underscores (``Sub-1800`` and ``sub 1800`` are one category)."""
    return "".join(c for c in fold(name) if c.isalnum())


@dataclass(frozen=True)
class Condition:
    """One condition of a category, as read from its cell.

    Attributes:
        field: ``rating`` (a band, on ``lists``), ``age`` (calendar-year age: the reference
            year minus the birth year, as FIDE's and the Spanish federations' age categories
            count), ``born`` (birth year), ``sex``, ``fed``, ``club``, ``group`` (the player's
            category cell: "Local", "Sub-12, Fem"), ``unrated``, ``title``, ``untitled``,
            ``min`` (the category's prizes need at least ``lo`` entrants in it), ``per`` (one
            place per ``lo`` entrants: "1 prize per 10 entrants"), ``places`` (a table of
            entrants -> places, ``values`` as ``("5:1", "10:2", "20:3")``: 5 entrants or more
            give 1 place, 10 or more 2, 20 or more 3); the places typed in the prize list are
            the most ("at most 3").
        lo, hi: bounds, inclusive (``None``: open), for ``rating``, ``age``, ``born``, ``min``.
        values: folded words for ``sex`` (``f``/``m``), ``fed``, ``club``, ``group``, ``title``.
        lists: for ``rating``: the player data columns whose rating decides, in fallback
            order (``()``: the event's rating column / the rules' ``rating`` choice);
            ``highest``: the highest of them instead of the first one given; ``chain``: the
            fallback steps, each the highest of its lists (``mayor(FIDE, FEDA) > FIDE rapid``:
            ``(("fide", "feda"), ("fiderapid",))``; ``()``: read ``lists`` and ``highest``).
        text: the condition as typed (messages quote it).
    """

    field: str
    lo: int | None = None
    hi: int | None = None
    values: tuple[str, ...] = ()
    lists: tuple[str, ...] = ()
    highest: bool = False
    chain: tuple[tuple[str, ...], ...] = ()
    text: str = ""


@dataclass(frozen=True)
class Category:
    """A prize category: its name as typed, its conditions (all must hold), where it was typed."""

    name: str
    conditions: tuple[Condition, ...]
    where: Where | None = None

    @property
    def key(self) -> str:
        return key_of(self.name)

    @property
    def min_entrants(self) -> int | None:
        for c in self.conditions:
            if c.field == "min":
                return c.lo
        return None

    def places_for(self, entrants: int) -> int | None:
        """How many of the category's places are awarded with ``entrants`` entrants in it, by
        its conditions ``per`` (one per ``lo`` entrants, rounded down: 25 entrants at 1 per 10
        give 2) and ``places`` (the table's last row reached: 12 entrants in ``5:1, 10:2, 20:3``
        give 2); ``None``: its places do not depend on entries (the prize list's places all
        count). Both given: the fewer."""
        got: list[int] = []
        for c in self.conditions:
            if c.field == "per" and c.lo:
                got.append(entrants // c.lo)
            elif c.field == "places":
                n = 0
                for row in c.values:
                    need, places = (int(x) for x in row.split(":"))
                    if entrants >= need:
                        n = max(n, places)
                got.append(n)
        return min(got) if got else None

    def needs(self) -> set[str]:
        """The player data its conditions read (``birth``, ``sex``, ``fed``, ``club``, ``group``,
        ``title``, ``rating``)."""
        out = set()
        for c in self.conditions:
            if c.field in ("age", "born"):
                out.add("birth")
            elif c.field in ("sex", "fed", "club", "group"):
                out.add(c.field)
            elif c.field in ("rating",):
                out.add("rating")
        return out


@dataclass(frozen=True)
class Prize:
    """One prize of the list.

    Attributes:
        list: the category's name as typed (``""``: the general list).
        place: 1 for the first of its list, 2 for the second...
        amount: money (exact), 0 for a trophy alone.
        other: what else goes with it, as typed (``Trofeo``, ``Medalla``); never shared.
        stackable: won on top of another prize (a best-woman prize on top of a place), whatever
            the event's one-prize rule.
        shared: ``False``: never shared among tied players (a first prize decided by a
            play-off); its winner is the tie-breaks' (or the play-off's) first.
        index: its position in the list as typed (0 the first).
        where: where it was typed (its row).
        label: the list's name and place as the organiser reads it.
    """

    list: str
    place: int
    amount: Fraction
    other: str = ""
    stackable: bool = False
    shared: bool = True
    index: int = 0
    where: Where | None = None

    @cached_property
    def list_key(self) -> str:
        return key_of(self.list)

    @cached_property
    def general(self) -> bool:
        return self.list_key == GENERAL or self.list_key in ("general", "absoluto", "absoluta", "overall", "open")

    @property
    def money(self) -> bool:
        return self.amount > 0


@dataclass(frozen=True)
class PrizeRules:
    """An event's prize rules (its bases).

    Attributes:
        prizes: every prize, in the order typed.
        categories: by key (:func:`key_of`).
        cumulative: a player may win a prize in every list (``False``: one prize per player,
            stackable prizes apart).
        priority: which of several prizes a player takes when they are not cumulative:
            ``amount`` (the highest amount; at equal amounts the general list's, then the
            order typed), ``amount_category`` (the highest amount; at equal amounts the
            category's), ``list`` (the order of the list as typed).
        ties: ``tiebreak`` (the standings' tie-breaks decide; money shared only where they
            leave players level), ``split`` (money shared equally among the players tied on
            points over the prizes they occupy), ``hort`` (Hort system: half by tie-break rank,
            half shared), ``uscf`` (US Chess rule 32B3: shared, capped by the largest prize each
            could win alone; prizes only some of them may win divided among those).
        rounding: money is paid in units of this (0.01: cents; 1: whole euros).
        round_each: each share rounded to the nearest unit on its own (the total may then
            differ from the fund by the rounding); ``False``: rounded so that a shared pool
            adds up exactly (the leftover units to the best placed).
        currency: the currency's sign as the bases write it (``€``).
        titled_general: titles limited to the general list (``GM``, ``IM``...); ``("*",)``: any.
        presence: ``None`` (not required), ``lose`` (a winner absent from the ceremony loses his
            prize, nobody else gets it), ``next`` (it goes to the next eligible player).
        sub_inclusive: "Sub 2300" includes 2300 (``False``: below 2300).
        age_date: the date of the calendar-year ages (``None``: the event's start date).
        rating_lists: the player data columns whose rating decides a band (``()``: the event's
            rating), in fallback order; ``rating_highest``: the highest of them;
            ``rating_chain``: the fallback steps, each the highest of its lists (as
            :attr:`Condition.chain`).
        fund: the prize fund the bases announce (checked against the prizes' sum), or ``None``.
        unrated_rating: the rating an unrated player counts at in the bands (``None``: unrated
            players are in no band; a note names them).
        missing_data: a player without the data a category reads (a birth year for veterans):
            ``undetermined`` (the default: he might meet it, so a prize of it he could take
            before its winner is undetermined, not awarded) or ``not_eligible`` (he does not
            meet it: the bases that say the category is declared at registration).
        where: key -> where each rule was typed.
        general_excludes: players who meet all these conditions may not win the general list's
            prizes, only their categories' ("unrated players only compete for the unrated
            prize"; the titled players' rule, ``titled_general``, the other way round); a player
            without the data a condition reads is not left out.
        pool_lists: shared money pooled ``across`` lists (the default: every prize the tied
            players hold, whatever its list, as US Chess rule 32B3 sums "all the cash prizes
            involved") or within the ``same`` list (each list's prizes shared apart).
        trophies: how a trophy typed alone (no money) is given: ``with_prize`` (the default: a
            prize like any other), ``real_place`` (the general list's trophies go to the players
            at those places of the general list, on top of any money prize; the categories'
            trophies on top of money too, one per player among themselves), ``one_per_player``
            (trophies are given apart from money, one per player, a money prize typed with a
            trophy counting as his trophy): held-back bases of issue 37.
        published: the range of a published standings list pasted into the workbook
            (``Final!A3:L230``), as typed on the Premios / Prizes sheet: its prizes are allocated
            from that list, not from the results grid (``""``: the grid); issue 37 item 1.
        stated: the rules the bases give a value (the others take their defaults: a note says so
            of ``ties`` when players tied on points hold prizes).
    """

    prizes: tuple[Prize, ...]
    categories: dict[str, Category]
    cumulative: bool = False
    priority: str = "amount"
    ties: str = "tiebreak"
    rounding: Fraction = Fraction(1, 100)
    round_each: bool = False
    currency: str = ""
    titled_general: tuple[str, ...] = ()
    presence: str | None = None
    sub_inclusive: bool = False
    age_date: _dt.date | None = None
    rating_lists: tuple[str, ...] = ()
    rating_highest: bool = False
    rating_chain: tuple[tuple[str, ...], ...] = ()
    fund: Fraction | None = None
    unrated_rating: int | None = None
    missing_data: str = "undetermined"
    general_excludes: tuple[Condition, ...] = ()
    pool_lists: str = "across"
    trophies: str = "with_prize"
    published: str = ""
    where: dict[str, Where] = field(default_factory=dict)
    stated: frozenset[str] = frozenset()

    def category_of(self, prize: Prize) -> Category | None:
        """The category of ``prize`` (``None``: the general list)."""
        if prize.general:
            return None
        return self.categories.get(prize.list_key)

    @property
    def total(self) -> Fraction:
        """The money of every prize."""
        return sum((p.amount for p in self.prizes), Fraction(0))


@dataclass
class Entrant:
    """A player as the prize rules see him: where he finished and what the categories read.

    Attributes:
        start_no, name: as in the event.
        rank: his place in the standings (shared places repeat); ``order``: his position in the
            standings order (0 the first), the tie-breaks' decision.
        points: his score (exact).
        rating: the event's rating (``None``: unrated).
        title, sex, fed, club: as typed (``None``: not given).
        birth: a birth year, or a full date (``None``: not given).
        groups: the folded words of his category cell ("Local", "Sub-12, Fem").
        absent: absent from the prize-giving ceremony.
        data: other columns of his row by folded header (further rating lists: ``feda``,
            ``fiderapid``...).
        where: where his data was typed (his row), for messages; ``cells``: where each of his
            data cells is, by kind (``birth``, ``sex``...), when known.
    """

    start_no: int
    name: str
    rank: int
    order: int
    points: Fraction
    rating: int | None = None
    title: str | None = None
    sex: str | None = None
    fed: str | None = None
    club: str | None = None
    birth: int | _dt.date | None = None
    groups: frozenset[str] = frozenset()
    absent: bool = False
    data: dict[str, Any] = field(default_factory=dict)
    where: Where | None = None
    cells: dict[str, Where] = field(default_factory=dict)

    def label(self) -> str:
        return f"{self.start_no} ({self.name})" if self.name else str(self.start_no)

    @property
    def birth_year(self) -> int | None:
        if isinstance(self.birth, _dt.date):
            return self.birth.year
        return self.birth
