"""Which definition made this number (issue 40, first step): given an event and the values a
program published for it (a chess-results ranking's TB1..TB5, Swiss-Manager's or Vega's list),
name the product's own tie-break definitions that reproduce each published column.

The search is over the product's definitions only, bounded: every code the core computes
(:data:`xl_tiebreaks.tiebreaks.REGISTRY`, the group criteria DE/DES and the manual ones left
out) with the modifiers its row of the code table allows (:data:`xl_tiebreaks.spec._ALLOWED`:
cuts ``C1``, ``C2``, medians ``M1``, ``M2``, forfeits as played ``P``), under every rule set for
unplayed rounds (:class:`xl_tiebreaks.rules.Rules`: C.07 2026 and 2024, the older systems, US
Chess). Each rule set is one :class:`~xl_tiebreaks.standings.Evaluation` whose column cache
computes each candidate once; candidates that give the identical column on the whole event are
one group (they are indistinguishable on this event: e.g. ``BH`` and ``BH/C1/P`` when nobody
has an unplayed round, or every rule set for the points).

A published column is reproduced by a group when every listed player's published value equals
the group's exact value; for the averages a program prints rounded (ARO, TPR and the like,
:data:`ROUNDED`) the exact value rounded half up to the decimals the column prints is compared.
A blank published value (``-``) matches only a value the product leaves undefined. Where no group
reproduces every row, the closest ones (fewest differing rows, then the smallest total
difference) are given with their differing rows. The recursive performances (:data:`SLOW`) are
searched only for a column holding a rating-sized value (:data:`RATING_LEAST`).

Pure Python (no reader, no host): the core.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Sequence

from .errors import TiebreakError
from .model import Tournament
from .rules import Rules
from .standings import Evaluation
from .tiebreaks import HOME_RULES

#: the rule sets in the order a candidate is preferred: the current C.07 edition first
RULE_ORDER: tuple[Rules, ...] = (
    Rules.FIDE2026, Rules.FIDE2024, Rules.VIRTUAL, Rules.VIRTUAL_VEGA, Rules.STANDARD,
    Rules.DRAW_SELF, Rules.DRAW_SELF_HALF_BYE, Rules.SWISS_PERFECT, Rules.US, Rules.FFE, Rules.FCE,
)

#: codes whose values are averages a program prints rounded (a rating average, a performance)
ROUNDED = frozenset({"ARO", "AROR", "ARPO", "AOB", "TPR", "TPR350", "RP", "PTP", "APRO", "APPO"})

#: codes never searched: group criteria (no value of their own), values typed by hand, KSX
#: (a tuple of values: no single published number)
_LEFT_OUT = frozenset({"DE", "DES", "MANUAL", "KSX"})

#: how many closest groups are given when nothing reproduces a column
CLOSEST = 3

#: codes whose column costs far more than the others (the recursive performance iterates over
#: the whole event to convergence: 80% of a 300-player search); as performances they are
#: ratings, searched only for a published column that holds one (a value of at least
#: :data:`RATING_LEAST`): a column of points, Buchholz or wins cannot be one of them
SLOW = frozenset({"RP", "ARPO"})
RATING_LEAST = 100


@dataclass(frozen=True, order=True)
class Candidate:
    """One definition searched: a tie-break code with its modifiers (``BH/C1``, as
    :func:`xl_tiebreaks.spec.parse_spec` reads it) under one rule set (``FIDE2026``...).

    Ordered simplest first: fewer modifiers, then the rule set's place in :data:`RULE_ORDER`
    (the current C.07 edition first), then the code table's order.
    """

    modifiers: int
    rule_rank: int
    code_rank: int
    code: str = field(compare=False)
    rules: str = field(compare=False)

    def __str__(self) -> str:
        return f"{self.code} ({self.rules})"


@dataclass
class Group:
    """Candidates that give the identical column on this event (indistinguishable here: that
    is checked, every candidate's column compared value by value), simplest first.

    Attributes:
        candidates: the definitions, simplest first.
        values: the group's exact value per start number (``None``: undefined).
        differences: for a published column, the rows that differ:
            (start number, published value, the group's value); empty when it reproduces every row.
    """

    candidates: list[Candidate]
    values: dict[int, Fraction | None]
    differences: list[tuple[int, Fraction | None, Fraction | None]] = field(default_factory=list)


@dataclass
class Identification:
    """What reproduces one published column.

    Attributes:
        label: the column's header as published (``TB2``, ``Des1``, ``BH``).
        exact: the groups that reproduce every row, simplest first. Two groups agree on every
            published row but differ somewhere else (a player the list does not show) or only
            beyond the printed rounding; the candidates within one group are indistinguishable.
        closest: when ``exact`` is empty, the nearest groups with their differing rows.
        same: the value every row prints, when they all print one (chess-results prints a
            direct encounter that never applied as 0 on every row); else ``None``.
    """

    label: str
    exact: list[Group]
    closest: list[Group]
    same: Fraction | None = None


def candidate_codes(rounds: int | None = None) -> list[tuple[str, int, int]]:
    """The bounded search space of codes: (code text, number of modifiers, code table rank).

    Built from the code table (:data:`xl_tiebreaks.spec._ALLOWED`): each code bare, with ``C1``,
    ``C2`` where it takes cuts, ``M1``, ``M2`` where it takes medians, ``P`` where forfeits may
    count as played (bare and with ``C1``). ``L`` (Koya's limit), ``U`` (a rating for the unrated)
    and ``R`` are not searched. ``rounds``: the event's rounds; a cut that leaves nothing
    (C.07 (2026) art. 14: ``C2`` needs three rounds, ``M2`` five) is left out.
    """
    from .spec import _ALLOWED
    from .tiebreaks import REGISTRY

    out: list[tuple[str, int, int]] = []
    for rank, (code, mods) in enumerate(_ALLOWED.items()):
        if code in _LEFT_OUT or code not in REGISTRY:
            continue
        texts = [(code, 0)]
        if "C" in mods:
            texts += [(f"{code}/C1", 1), (f"{code}/C2", 1)]
        if "M" in mods:
            texts += [(f"{code}/M1", 1), (f"{code}/M2", 1)]
        if "P" in mods:
            texts += [(f"{code}/P", 1)] + ([(f"{code}/C1/P", 2)] if "C" in mods else [])
        for text, n in texts:
            cut = 2 if "/C2" in text or "/M1" in text else 4 if "/M2" in text else 1 if "/C1" in text else 0
            if rounds is not None and cut and cut >= rounds:
                continue
            out.append((text, n, rank))
    return out


def _columns(t: Tournament, rules: Sequence[Rules], unrated_rating: int | None,
             pairing_system: str | None, skip: frozenset[str] = frozenset()) -> list[Group]:
    """Every candidate's column on ``t`` (but the codes in ``skip``), grouped by identical
    columns, simplest first."""
    groups: dict[tuple, Group] = {}
    sns = [p.start_no for p in t.participants]
    codes = candidate_codes(t.rounds_announced or None)
    for r_rank, rule in enumerate(rules):
        try:
            ev = Evaluation(t, rules=rule.value, unrated_rating=unrated_rating, pairing_system=pairing_system)
        except TiebreakError:
            continue
        for text, n, c_rank in codes:
            if text.split("/")[0] in skip or HOME_RULES.get(text.split("/")[0], rule.value) != rule.value:
                continue  # (a national code is one definition, tried under its own rule set)
            try:
                col = ev.column(text)
            except TiebreakError:
                continue  # (not computable on this event: no round order, a cut too deep)
            vals = tuple(col.exact(i) for i in range(len(sns)))
            if any(isinstance(v, tuple) for v in vals):
                continue
            code = text.split("/")[0]
            key = (code in ROUNDED, vals)
            cand = Candidate(n, RULE_ORDER.index(rule) if rule in RULE_ORDER else len(RULE_ORDER) + r_rank,
                             c_rank, text, rule.value)
            g = groups.get(key)
            if g is None:
                groups[key] = Group([cand], dict(zip(sns, vals)))
            else:
                g.candidates.append(cand)
    out = list(groups.values())
    for g in out:
        g.candidates.sort()
    out.sort(key=lambda g: g.candidates[0])
    return out


def _decimals(values: Sequence[Fraction | None]) -> int | None:
    """The decimals a published column prints (the most any of its values needs), or ``None``
    when a value is no finite decimal (then only exact values match)."""
    most = 0
    for v in values:
        if v is None:
            continue
        den = v.denominator
        for f in (2, 5):
            while den % f == 0:
                den //= f
        if den != 1:
            return None
        most = max(most, _needed(v))
    return most


def _needed(v: Fraction) -> int:
    """Decimals a finite decimal fraction needs (``23.25``: 2)."""
    d = 0
    while (v * 10**d).denominator != 1:
        d += 1
    return d


def printed(v: Fraction, decimals: int) -> Fraction:
    """``v`` rounded half up to ``decimals`` decimals, as a program prints an average."""
    q = Fraction(1, 10**decimals)
    return Fraction(int((v / q) + Fraction(1, 2)) if v >= 0 else -int((-v / q) + Fraction(1, 2))) * q


def _same(pub: Fraction | None, val: Fraction | None, rounded: bool, decimals: int | None) -> bool:
    if pub is None or val is None:
        return pub is None and val is None
    if pub == val:
        return True
    return rounded and decimals is not None and printed(val, decimals) == pub


def identify(t: Tournament, published: Mapping[str, Mapping[int, Fraction | None]], *,
             unrated_rating: int | None = None, pairing_system: str | None = None,
             rules: Sequence[str] | None = None) -> list[Identification]:
    """Name the definitions that reproduce each published tie-break column of ``t``.

    Args:
        t: the event (its rounds' results: a TRF, a range, a workbook).
        published: {column label as published: {start number: published value}}, values exact
            as :func:`xl_tiebreaks.published.published_value` reads them (``None``: printed blank).
        unrated_rating: rating points given to the unrated in the rating tie-breaks (as
            :class:`~xl_tiebreaks.standings.Evaluation` takes it; ``None``: none).
        pairing_system: ``"swiss"`` / ``"round_robin"``, or ``None`` (the event's own or a guess).
        rules: rule sets to search (names of :class:`~xl_tiebreaks.rules.Rules`); default all,
            in :data:`RULE_ORDER`.

    Returns:
        One :class:`Identification` per published column, in the order given.

    Raises:
        TiebreakError: ``identify_unknown_player`` for a published start number the event does
            not hold; ``rules_unknown`` for an unknown rule set.
    """
    sns = {p.start_no for p in t.participants}
    for label, col in published.items():
        for sn in col:
            if sn not in sns:
                raise TiebreakError("identify_unknown_player", no=sn, label=label)
    if rules is None:
        chosen: list[Rules] = list(RULE_ORDER)
    else:
        from .rules import choose_rules

        chosen = [choose_rules(r, t.start_date).rules for r in rules]
    ratings = any(v is not None and abs(v) >= RATING_LEAST for col in published.values() for v in col.values())
    groups = _columns(t, chosen, unrated_rating, pairing_system, frozenset() if ratings else SLOW)
    out: list[Identification] = []
    for label, col in published.items():
        d = _decimals(list(col.values()))
        exact: list[Group] = []
        near: list[tuple[int, Fraction, Group]] = []
        on_scale = any(v is not None and abs(v) >= RATING_LEAST for v in col.values())
        for g in groups:
            if not on_scale and all(c.code.split("/")[0] in SLOW for c in g.candidates):
                continue  # (a performance: no column without a rating-sized value is one)
            rounded = g.candidates[0].code.split("/")[0] in ROUNDED
            diffs = [(sn, pub, g.values[sn]) for sn, pub in sorted(col.items())
                     if not _same(pub, g.values[sn], rounded, d)]
            if not diffs:
                exact.append(Group(g.candidates, g.values))
            else:
                total = sum((abs(p - v) for _, p, v in diffs if p is not None and v is not None), Fraction(0))
                near.append((len(diffs), total, Group(g.candidates, g.values, diffs)))
        near.sort(key=lambda x: (x[0], x[1], x[2].candidates[0]))
        printed_values = set(col.values())
        same = next(iter(printed_values)) if len(printed_values) == 1 and len(col) > 1 else None
        out.append(Identification(label, exact, [] if exact else [g for _, _, g in near[:CLOSEST]], same))
    return out


def describe(ids: Sequence[Identification], names: Mapping[int, str], lang: str = "en") -> list[str]:
    """The identification as lines to read, in ``lang`` (English or Spanish): per published
    column, the definitions that reproduce it (each line one group of definitions identical on
    this event), or the closest ones and the rows that differ (start number and name, the
    published value and the definition's); a last line when a line holds several definitions
    (this event cannot tell them apart)."""
    from .output import format_number
    from .texts import Text, local_number

    def num(v: Any) -> str:
        if v is None:
            return "-"
        d = _decimals([v])
        return str(local_number(format_number(v, 2 if d is None else min(d, 4)), lang))

    def say(code: str, **kw: Any) -> str:
        return Text(code, **kw).message(lang)

    lines: list[str] = []
    for idn in ids:
        if idn.exact:
            lines.append(say("identify_column", label=idn.label))
            for g in idn.exact:
                lines.append("  " + say("identify_group", defs=", ".join(map(str, g.candidates))))
        else:
            lines.append(say("identify_none", label=idn.label))
            if idn.same is not None:
                lines.append("  " + say("identify_constant", value=num(idn.same)))
            for g in idn.closest:
                lines.append("  " + say("identify_closest", defs=", ".join(map(str, g.candidates[:6])),
                                        n=len(g.differences)))
                for sn, pub, val in g.differences[:5]:
                    lines.append("    " + say("identify_row", no=sn, name=names.get(sn, ""),
                                              published=num(pub), value=num(val)))
    if any(len(g.candidates) > 1 for idn in ids for g in idn.exact + idn.closest):
        lines.append(say("identify_same"))
    return lines


@dataclass
class OrderFinding:
    """One place where the published ranking does not follow from its printed points and
    tie-break columns read in their printed order (:func:`published_order`).

    Attributes:
        kind: ``"de"``: players level on the points and every printed column, ranked in the
            order of their games against each other (direct encounter, C.07 (2026) art. 6, not
            printed); ``"unbroken"``: players level on everything printed and not ranked by their
            direct encounter: a tie broken by something the list does not show (lots, a play-off,
            an arbiter's or organiser's decision, or a tie-break not printed); ``"against"``: a
            player ranked above another whose printed values come first (the list is not in the
            order of its own columns: another order, or a value printed wrongly).
        players: the start numbers concerned, in the published order.
    """

    kind: str
    players: list[int]


def _encounter_points(t: Tournament, group: Sequence[int]) -> dict[int, Fraction] | None:
    """Each player's points in the games and forfeits against the others of ``group`` (C.07
    (2026) art. 6.1: the direct encounter), or ``None`` when two of them never met (then the
    direct encounter cannot rank them all)."""
    members = set(group)
    pts = {sn: Fraction(0) for sn in group}
    met: set[frozenset[int]] = set()
    for sn in group:
        for rec in t.rounds.get(sn, ()):
            if rec.opponent in members and rec.kind.has_opponent and rec.opponent != sn:
                pts[sn] += t.score_system.points(rec)
                met.add(frozenset((sn, rec.opponent)))
    n = len(group)
    return pts if len(met) == n * (n - 1) // 2 else None


def published_order(t: Tournament, order: Sequence[int], columns: Mapping[str, Mapping[int, Fraction | None]],
                    points: Mapping[int, Fraction] | None = None,
                    places: Mapping[int, tuple[int, int]] | None = None) -> list[OrderFinding]:
    """Does the published ranking follow from its printed points and tie-break columns, read in
    their printed order (the order a program ranks by: points, then TB1, TB2...)? Where it does
    not, which rows and why.

    Each column is compared as printed: where :func:`identify` reproduced it, its value is the
    identified definition's (rounded as printed); higher ranks first, a blank (``-``) after any
    value. Players level on the points and every column form a tie: a tie printed as a shared
    place (``3-5``, the same place) is no finding; one ranked in the order of the direct
    encounter among them (C.07 (2026) art. 6: every pair met, strictly more points against the
    others ranks higher) is a ``"de"`` finding (broken by DE, not printed); any other a
    ``"unbroken"`` finding (something not shown: lots, a play-off, a decision). A player above
    another whose printed values come first is an ``"against"`` finding.

    Args:
        t: the event (its games, for the direct encounter).
        order: the start numbers in the published ranking's order.
        columns: {label: {start number: printed value}}, in the printed order.
        points: {start number: printed points}; default the event's own points.
        places: {start number: (first, last) printed place}, when the list prints places.

    Returns:
        The findings in the published order; empty when the ranking follows from its columns.
    """
    cols = list(columns.values())

    def key(sn: int) -> tuple:
        pts = points.get(sn) if points is not None else t.points(sn)
        vals = [pts] + [c.get(sn) for c in cols]
        return tuple((0, Fraction(0)) if v is None else (1, v) for v in vals)

    out: list[OrderFinding] = []
    i = 0
    n = len(order)
    while i < n:
        j = i + 1
        while j < n and key(order[j]) == key(order[i]):
            j += 1
        group = list(order[i:j])
        if len(group) > 1:
            shared = places is not None and all(places.get(sn) is not None for sn in group) and \
                len({places[sn][0] for sn in group}) == 1
            if not shared:
                de = _encounter_points(t, group)
                if de is not None and all(de[a] > de[b] for a, b in zip(group, group[1:])):
                    out.append(OrderFinding("de", group))
                else:
                    out.append(OrderFinding("unbroken", group))
        if j < n and key(order[j]) > key(order[j - 1]):
            out.append(OrderFinding("against", [order[j - 1], order[j]]))
        i = j
    return out


def describe_order(found: Sequence[OrderFinding], names: Mapping[int, str], lang: str = "en") -> list[str]:
    """The findings of :func:`published_order` as lines to read in ``lang``: one line saying the
    published ranking follows from its columns, or one line per finding naming the players
    (start number and name)."""
    from .texts import Text

    if not found:
        return [Text("identify_order_follows").message(lang)]

    def who(sns: Sequence[int]) -> str:
        return ", ".join(f"{Text('identify_player', no=sn, name=names.get(sn, '')).message(lang)}".strip()
                         for sn in sns)
    return [Text("identify_order_" + f.kind, players=who(f.players)).message(lang) for f in found]


#: at most this many definitions, and differing rows, named in one cell of :func:`identify_table`
CELL_ITEMS = 12


def identify_table(ids: Sequence[Identification], order: Sequence[OrderFinding] | None, names: Mapping[int, str],
                   lang: str = "en") -> list[list[str]]:
    """The identification as a small table for a spreadsheet (``IDENTIFY_TIEBREAKS``): a header
    (column, reproduced, definitions simplest first, rows that differ), one row per published
    column (its reproducing definitions, every group's, or the closest group's with its
    differing rows: start number, name, published value / the definition's), then, with
    ``order``, one row per finding of :func:`published_order` (or one saying the ranking
    follows). Every cell is text in ``lang``; a cell names at most :data:`CELL_ITEMS`
    definitions or rows and counts the rest (``+5``)."""
    from .output import format_number
    from .texts import Text, local_number

    def say(code: str, **kw: Any) -> str:
        return Text(code, **kw).message(lang)

    def num(v: Any) -> str:
        if v is None:
            return "-"
        d = _decimals([v])
        return str(local_number(format_number(v, 2 if d is None else min(d, 4)), lang))

    def some(items: list[str], sep: str) -> str:
        more = len(items) - CELL_ITEMS
        return sep.join(items[:CELL_ITEMS]) + (f"{sep}+{more}" if more > 0 else "")

    rows = [[say("identify_head_column"), say("identify_head_match"), say("identify_head_definitions"),
             say("identify_head_rows")]]
    for idn in ids:
        if idn.exact:
            defs = some([str(c) for g in idn.exact for c in g.candidates], ", ")
            rows.append([idn.label, say("identify_yes"), defs, ""])
        elif idn.closest:
            g = idn.closest[0]
            diffs = some([f"{say('identify_player', no=sn, name=names.get(sn, '')).strip()}: {num(p)} / {num(v)}"
                          for sn, p, v in g.differences], "; ")
            rows.append([idn.label, say("identify_closest_short", n=len(g.differences)) if idn.same is None
                         else say("identify_constant_short", value=num(idn.same)),
                         some([str(c) for c in g.candidates], ", "), diffs])
        else:
            rows.append([idn.label, "", "", ""])
    if order is not None:
        for line in describe_order(order, names, lang):
            rows.append([say("identify_order_label"), "", line, ""])
    return rows
