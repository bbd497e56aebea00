"""Standings: rank by points, then by the ordered tie-break list (C.07 (2026) art. 4).

The list is applied "for each subgroup of participants still tied" (art. 4.2): every
criterion splits the groups left tied by the criteria before it. Direct encounter is a
group rule and is evaluated on those groups (art. 6). Participants equal on every criterion
share the place (the next place skips, as usual: 1, 2, 2, 4).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence, TypedDict, TypeVar

from .errors import TiebreakError
from .model import Event, PairingSystem, Participant, Tournament, record_units
from .policies import POLICIES, parse_policies
from .presets import mixed_families, national_order
from .rounds import RECORDED, last_round_with, rounds_that_count
from .rules import Rules, RulesChoice, choose_rules
from .spec import TieBreakSpec, parse_list, parse_spec
from .texts import Text
from .tiebreaks import EXPERIMENTAL, NEEDS_ROUND_ORDER, REGISTRY, Column, build_context
from .tiebreaks.context import PEND, Context
from .tiebreaks.encounter import direct_encounter_split, encounter_points, plus_minus, plus_minus_split
from .util import gc_paused, given_keywords
from .validate import number, shown, whole

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack

#: default lists by pairing system (presets DEFAULT_SWISS, DEFAULT_ROUND_ROBIN)
DEFAULT_TIEBREAKS = {
    PairingSystem.SWISS: "BH/C1 BH SB DE WIN",
    PairingSystem.ROUND_ROBIN: "DE SB WIN KS",
}


def default_tiebreaks(rules: Rules, pairing_system: PairingSystem) -> str:
    """The tie-break list used when none is given: the rule set's own order where it has one
    (:data:`xl_tiebreaks.presets.RULES_DEFAULT_PRESET`: ``US`` takes US Chess rule 34E's), else
    the pairing system's (:data:`DEFAULT_TIEBREAKS`)."""
    from .presets import RULES_DEFAULT_PRESET, preset

    name = RULES_DEFAULT_PRESET.get(rules.value)
    return (preset(name) if name else None) or DEFAULT_TIEBREAKS[pairing_system]


@dataclass(kw_only=True)
class Ranking:
    """What a ranking of an event holds, individual (:class:`Standings`) or team
    (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`).

    Attributes:
        tournament: the event as evaluated (after ``as_of``).
        rules: the rule set used and why.
        pairing_system, pairing_source: Swiss or round robin, and how that was decided.
        specs: the tie-breaks, in order, as parsed.
        columns: one :class:`Column` per spec (group rules such as DE: the position within the
            tied group, 0 when it separated nobody, as the reference implementation reports it;
            DES: the points scored in the games among the tied players).
        ranks: rank per participant (start-number order); shared places repeat.
        order: participant positions in standings order.
        rounds_used: the rounds the values use (:func:`xl_tiebreaks.rounds.rounds_that_count`).
        notes: what the user should know (edition, guesses, warnings).
    """

    tournament: Any
    rules: RulesChoice
    pairing_system: PairingSystem
    pairing_source: str
    specs: list
    columns: list[Column]
    ranks: list[int]
    order: list[int]
    rounds_used: int
    notes: list[str] = field(default_factory=list)

    def _members(self) -> Sequence[Any]:
        """The ranked participants (or teams), in start-number order."""
        return self.tournament.participants

    def _spec_value(self, i: int, code: str) -> Fraction | int | None:
        for spec, col in zip(self.specs, self.columns):
            if spec.text == code:
                return col.exact(i)
        raise KeyError(code)

    def value(self, start_no: int, code: str) -> Fraction | int | None:
        """Exact value of tie-break ``code`` (as given in the list) for ``start_no``.

        Raises:
            KeyError: ``code`` is not in the list; TiebreakError: ``player_not_found``."""
        return self._spec_value(self._pos(start_no), code)

    def rank(self, start_no: int) -> int:
        return self.ranks[self._pos(start_no)]

    def _pos(self, start_no: int) -> int:
        for i, p in enumerate(self._members()):
            if p.start_no == start_no:
                return i
        raise TiebreakError("player_not_found", player=start_no)


@dataclass(kw_only=True)
class Standings(Ranking):
    """The result of :func:`compute_standings` (the fields of :class:`Ranking`, and the points).

    Attributes:
        tournament: the :class:`~xl_tiebreaks.model.Tournament` as evaluated.
        specs: :class:`~xl_tiebreaks.spec.TieBreakSpec` per tie-break.
        points: the points column.
    """

    tournament: Tournament
    specs: list[TieBreakSpec]
    points: Column


_Event = TypeVar("_Event")  # a Tournament or a TeamTournament


def with_overrides(
    t: _Event,
    *,
    pairing_system: PairingSystem | str | None = None,
    as_of: int | None = None,
    start_date: _dt.date | None = None,
    total_rounds: int | None = None,
    expelled: Iterable[int] | None = None,
    ratings_by_round: bool | None = None,
) -> _Event:
    """The event (individual :class:`~xl_tiebreaks.model.Tournament` or team event) with what
    the organiser stated on top of what the file says, then stopped after round ``as_of``;
    ``t`` itself is not changed. An explicit pairing system is recorded as "chosen explicitly".
    ``expelled``: start numbers of players expelled from the event (FIDE's 2026 endorsement
    checklist, Q197-198), marked on top of those the source marks (an individual event only):
    they are left out of the standings, their games stand for their opponents.
    ``ratings_by_round``: the rating tie-breaks take each opponent's rating in force in the
    round of the game (an individual event's
    :attr:`~xl_tiebreaks.model.Tournament.ratings_by_round`; checklist Q214-216); ``None``: as
    the event says (by default the first rating).

    Raises:
        TiebreakError: ``settings_rounds_played`` when ``total_rounds`` is fewer than the rounds
            the results hold; ``settings_bad_value`` for an unknown pairing system; ``tb_needs_rounds``
            for ``as_of`` when the rounds' order is unknown (a crosstable); the event's
            ``as_of`` errors (``round_out_of_range``);
            :func:`xl_tiebreaks.rounds.check_named_round`'s; ``expelled_unknown`` for an
            expelled start number the event does not have.
    """
    changes: dict[str, object] = {}
    if expelled:
        changes["participants"] = expel(t, expelled)
    if ratings_by_round is not None and hasattr(t, "ratings_by_round"):
        changes["ratings_by_round"] = bool(ratings_by_round)
    if start_date is not None:
        changes["start_date"] = start_date
    if total_rounds is not None:
        played = last_round_with(t.rounds, RECORDED)
        if total_rounds < played:  # fewer rounds announced than the results hold: said, never ignored
            raise TiebreakError("settings_rounds_played", what="settings", what_es="configuración", rounds=total_rounds,
                                played=played)
        changes["total_rounds"] = total_rounds
    if pairing_system is not None:
        changes["pairing_system"] = PairingSystem.parse(pairing_system)
        changes["pairing_source"] = Text("src_explicit")
    if changes:
        t = dataclasses.replace(t, **changes)  # type: ignore[type-var]
    if as_of is not None:
        if not t.round_order_known:
            raise TiebreakError("tb_needs_rounds", text=Text("as_of_round", round=as_of))
        t = t.as_of(as_of)
        rounds_that_count(t, as_of)  # refuses a named round that cannot count
    return t


class EvaluationOptions(TypedDict, total=False):
    """The keywords an individual and a team evaluation share (``**options:
    Unpack[EvaluationOptions]``, PEP 692), read by :class:`EventEvaluation`.

    Keys:
        rules: ``"FIDE"`` (the edition in force on the start date), ``"FIDE2024"``,
            ``"FIDE2026"``, or an older system (:class:`~xl_tiebreaks.rules.Rules`).
        pairing_system: ``"swiss"`` / ``"round_robin"`` override.
        as_of: evaluate after round ``as_of`` (later rounds ignored).
        policies: opt-in readings of the regulation (:data:`xl_tiebreaks.policies.POLICIES`).
        start_date, total_rounds: override the event's own (settings of a workbook).
        expelled: start numbers of expelled players (:func:`with_overrides`).
        ratings_by_round: rating tie-breaks with each round's rating (:func:`with_overrides`).
    """

    rules: str | Rules | None
    pairing_system: PairingSystem | str | None
    as_of: int | None
    policies: str | Sequence[str] | None
    start_date: _dt.date | None
    total_rounds: int | None
    expelled: Iterable[int] | None
    ratings_by_round: bool | None


class EventEvaluation:
    """What an individual and a team evaluation share: the event with the organiser's
    overrides (:func:`with_overrides`), its pairing system (given, or guessed and then said in
    a note: C.07 art. 15.2 and 16 differ between Swiss and round robin), the C.07 edition (the
    one in force on the start date, C.07 (2026) art. 1; a note when the date does not say it),
    the opt-in readings and their notes. :class:`Evaluation` and
    :class:`~xl_tiebreaks.teams.tiebreaks.TeamEvaluation` build on it.

    Args:
        event: a :class:`~xl_tiebreaks.model.Tournament` or a
            :class:`~xl_tiebreaks.teams.model.TeamTournament` (not changed).
        options: :class:`EvaluationOptions` (``rules``, ``pairing_system``, ``as_of``,
            ``policies``, ``start_date``, ``total_rounds``).

    Attributes:
        tournament: the event as evaluated; ``as_of``: as given; ``pairing_system``,
        ``pairing_source``; ``rules``: a :class:`~xl_tiebreaks.rules.RulesChoice`;
        ``policies``: the set of opt-in readings; ``notes``: what the user should read.

    Raises:
        TiebreakError: unknown rules or policy; :func:`with_overrides`' errors
            (``round_out_of_range`` for ``as_of``).
        TypeError: a keyword it does not take (Python's words, naming the class).
    """

    #: the note's code when the pairing system is guessed
    guessed_system_note = "warn_guessed_system"

    def __init__(self, event: Event, **options: Unpack[EvaluationOptions]) -> None:
        o = given_keywords(options, EvaluationOptions, type(self).__name__)
        self.notes: list[str] = []
        self.as_of = as_of = o.get("as_of")
        event = with_overrides(event, pairing_system=o.get("pairing_system"), as_of=as_of,
                               start_date=o.get("start_date"), total_rounds=o.get("total_rounds"),
                               expelled=o.get("expelled"), ratings_by_round=o.get("ratings_by_round"))
        self.tournament = event
        if (o.get("ratings_by_round") or getattr(event, "ratings_by_round", False)) and not any(
                getattr(p, "round_ratings", ()) for p in getattr(event, "participants", ())):
            # ratings by round asked for (setting ratings=by_round, --ratings-by-round) where the
            # event has none (a workbook, a function's range, a team event, a TRF without XXT)
            self.notes.append(Text("warn_no_round_ratings"))
        self.pairing_system, self.pairing_source = event.resolved_pairing_system()
        if self.pairing_source.startswith("guess"):
            self.notes.append(Text(self.guessed_system_note, system=Text(f"w_{self.pairing_system.value}"),
                                   source=self.pairing_source))
        self.rules = choose_rules(o.get("rules"), event.start_date)
        if getattr(self.rules.reason, "code", "") in ("why_no_date", "why_before_2024"):
            self.notes.append(Text("warn_rules_edition", rules=self.rules.rules.value, reason=self.rules.reason))
        self.policies = parse_policies(o.get("policies"))
        for name in sorted(self.policies):
            self.notes.append(policy_note(name))


class Evaluation(EventEvaluation):
    """A tournament ready for tie-breaks under one set of rules: columns are computed on
    demand and kept, so several tie-breaks (and several standings) share the work.

    Args:
        t: the tournament.
        unrated_rating: rating (rating points) for unrated players in rating tie-breaks;
            ``None`` leaves those tie-breaks undefined when anybody is unrated (art. 10).
        options: :class:`EvaluationOptions`: ``rules`` (``"FIDE"``: edition by start date,
            ``"FIDE2024"``, ``"FIDE2026"``...), ``pairing_system``, ``as_of``, ``policies``,
            ``start_date``, ``total_rounds``.

    Raises:
        TiebreakError: unknown rules or policy; ``round_out_of_range`` for ``as_of``.
        TypeError: a keyword neither takes.
    """

    def __init__(self, t: Tournament, *, unrated_rating: int | None = None,
                 **options: Unpack[EvaluationOptions]) -> None:
        super().__init__(t, **options)
        t, as_of = self.tournament, self.as_of
        with gc_paused():
            ctx = build_context(t, self.rules.rules, swiss=self.pairing_system is PairingSystem.SWISS, rounds=as_of)
        ctx.cache["unrated_rating"] = unrated_rating
        ctx.policies = self.policies
        self.notes.extend(bye_points_notes(t))
        out = [p.label() for p in t.participants if p.expelled]
        if out:
            self.notes.append(Text("note_expelled", players=", ".join(out)))
        if ctx.k and ctx.k < t.rounds_announced:
            self.notes.append(Text("note_values_after", k=ctx.k, n=t.rounds_announced))
        if as_of is None:
            later = totals_after_rounds(t, ctx.k)
            if later:
                self.notes.append(later)
        for r_i in range(ctx.k if t.round_order_known else 0):  # (a crosstable's reader names its blank games)
            pending = sum(1 for ki in ctx.kind if ki[r_i] == PEND) // 2
            if pending:
                self.notes.append(Text("warn_pending_games", round=r_i + 1, n=pending))
        self.ctx = ctx
        self._columns: dict[TieBreakSpec, Column] = {}
        self._ranked: dict[tuple[tuple[TieBreakSpec, int], ...], tuple[list[int], list[int], dict[int, list[Any]]]] = {}
        self._announced: int | None = None

    def cut_notes(self, specs: Sequence[Any]) -> list[Text]:
        """A warning per tie-break of ``specs`` whose cut leaves no value of the rounds that
        count (:func:`xl_tiebreaks.validate.cut_leaves_nothing`: ``BH/C1`` after round 1):
        every value is 0 (an average undefined), as FIDE's reference computes it."""
        from .validate import cut_leaves_nothing

        k = self.ctx.k
        empty = [s for s in specs if not getattr(s, "is_group", False) and cut_leaves_nothing(s, k)]
        # one warning per code: a run of deeper cuts of it (FEDA's PS/C1 ... PS/C9 in a 5-round
        # event: PS/C5 ... PS/C9) is said once, by its first and last (the trial read five)
        import re

        def run_of(s: Any) -> str | None:  # (plain cuts of one code: PS/C5, PS/C6...)
            return s.code if re.fullmatch(re.escape(s.code) + r"/C\d+", s.text) else None

        out: list[Text] = []
        done: set[str] = set()
        for s in empty:
            key = run_of(s)
            if key is None:
                out.append(Text("warn_cut_leaves_nothing", text=s.text, cut=s.cut_low + s.cut_high, k=k))
                continue
            if key in done:
                continue
            done.add(key)
            run = [x for x in empty if run_of(x) == key]
            text = run[0].text if len(run) == 1 else f"{run[0].text} ... {run[-1].text}"
            out.append(Text("warn_cut_leaves_nothing", text=text, cut=run[0].cut_low + run[0].cut_high, k=k))
        return out

    def column(self, spec: TieBreakSpec | str) -> Column:
        """The column of a (non-group) tie-break, computed once."""
        if isinstance(spec, str):
            spec = parse_spec(spec)
        if spec.is_group:
            raise TiebreakError("tb_needs_list", text=spec.text)
        if not self.tournament.round_order_known and (spec.code in NEEDS_ROUND_ORDER or (spec.code == "AOB" and spec.fore)):
            raise TiebreakError("tb_needs_rounds", text=spec.text)
        col = self._columns.get(spec)
        if col is None:
            from .validate import no_manual, spec_fits

            no_manual([spec])  # its values come with the standings (manual=), never computed
            if self._announced is None:  # (the rounds of every player counted once, not per column)
                self._announced = self.tournament.rounds_announced
            spec_fits(spec, self._announced)
            with gc_paused():
                col = REGISTRY[spec.code](self.ctx, spec)
            self._columns[spec] = col
        return col

    def standings(
        self,
        tiebreaks: str | Sequence[str] | Sequence[TieBreakSpec] | None = None,
        manual: Mapping[str, Mapping[int, Fraction | float | int | str | None]] | None = None,
    ) -> Standings:
        """Rank by points, then ``tiebreaks`` in order (``None``: the default list of the
        pairing system, :data:`DEFAULT_TIEBREAKS`). A leading ``PTS`` is not repeated."""
        ctx = self.ctx
        notes = list(self.notes)
        if tiebreaks is None:
            tiebreaks = default_tiebreaks(self.rules.rules, self.pairing_system)
        specs = _specs(tiebreaks)
        if (self.rules.rules is Rules.FIDE2026 and self.pairing_system is PairingSystem.ROUND_ROBIN
                and any(s.code in ("BH", "FB", "AOB") for s in specs)):
            notes.append(Text("note_bh_round_robin"))
        families = mixed_families([s.code for s in specs])
        if len(families) > 1 and self.rules.rules.legacy and not national_order([s.text for s in specs]):
            # FIDE's 2009 recommendations (one family per event) go with the older rules; the
            # current C.07 lists mix them freely ("BH SB PS"), and a national order is its
            # federation's own (the NZCF's DE PS BH SB BH/C1, computed under VIRTUAL)
            notes.append(Text("warn_families", families=tuple(Text(f) for f in families)))
        rated = {"ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "AROR", "TPR350"}
        unrated_codes = [s.text for s in specs if s.code in rated and s.unrated is None]
        unrated_players = [p for p in self.tournament.participants if not p.rated]
        if unrated_codes and unrated_players and ctx.cache.get("unrated_rating") is None:
            notes.append(Text("warn_unrated_empty", codes=", ".join(unrated_codes), n=len(unrated_players)))
        rating_codes = [s.text for s in specs if s.code in rated or s.code == "PERF"]
        if rating_codes and self.tournament.long_event:  # checklist Q211
            days = self.tournament.long_event_days  # (the warning says what the flag follows: dates or XXT)
            notes.append(Text("warn_long_event_ratings", codes=", ".join(rating_codes),
                              why=Text("w_long_by_dates", days=days) if days is not None else Text("w_long_by_ratings"),
                              used=Text("w_ratings_by_round" if self.tournament.ratings_by_round else "w_first_rating")))
        if any(s.code == "DE" for s in specs):
            notes.append(Text("note_de_column"))
        if any(s.code == "DES" for s in specs):
            notes.append(Text("note_des_column"))
        notes.extend(self.cut_notes(specs))
        experimental = sorted({s.text for s in specs if s.code in EXPERIMENTAL})
        if experimental:
            notes.append(Text("note_experimental", codes=", ".join(experimental)))
        pts_spec = parse_spec("PTS")
        pts_col = self.column(pts_spec)
        columns: list[Column | None] = []
        for s in specs:
            if s.is_group:
                columns.append(None)
            elif s.code == "MANUAL":
                columns.append(_manual_column(ctx, s, manual))
            else:
                columns.append(self.column(s))
        criteria: list[tuple[TieBreakSpec, Column | None, int]] = [(pts_spec, pts_col, -1)]
        for j, (s, c) in enumerate(zip(specs, columns)):
            if j == 0 and s.code == "PTS" and not s.reverse:
                continue
            criteria.append((s, c, j))
        key = tuple((c[0], c[2]) for c in criteria) if manual is None else None
        ranked = self._ranked.get(key) if key is not None else None
        if ranked is None:
            with gc_paused():
                ranked = _rank(ctx, criteria, left_out=expelled_positions(self.tournament))
            if key is not None:  # (the same order asked again, as a sheet's formulas do: ranked once)
                self._ranked[key] = ranked
        ranks, order = list(ranked[0]), list(ranked[1])
        de_values = {j: list(v) for j, v in ranked[2].items()}
        for j, vals in de_values.items():
            columns[j] = group_column(specs[j], vals, ctx.S)
        return Standings(
            tournament=self.tournament,
            rules=self.rules,
            pairing_system=self.pairing_system,
            pairing_source=self.pairing_source,
            specs=specs,
            columns=[c for c in columns if c is not None],
            points=pts_col,
            ranks=ranks,
            order=order,
            rounds_used=ctx.k,
            notes=notes,
        )


def totals_after_rounds(t: Tournament, k: int) -> Text | None:
    """The source's totals (TRF columns 81-84, a typed total) that count rounds after round
    ``k``, the rounds the values use: a bye entered in advance for a round not paired yet (as
    JaVaFo's TRF-X sample has it) is in the total but waits for its round. ``None`` when every
    stated total is the points of rounds 1..``k``, or differs from the points of all rounds
    too (the readers report that disagreement themselves).

    Returns the warning (``points_after_rounds``) naming the players, in either language.
    """
    later = []
    unit, units = record_units(t)
    for p in t.participants:
        dec = p.declared_points
        if dec is None:
            continue
        recs = t.rounds[p.start_no]
        if len(recs) <= k:  # every round of his counts: the points used are the total
            continue
        # t.points(sn, k) and t.points(sn), exactly, in units of 1/unit
        used = sum(units(r) for r in recs[:k])
        total = used + sum(units(r) for r in recs[k:])
        dec_units = dec * unit
        if dec_units != used and dec_units == total:
            later.append((p.start_no, dec, Fraction(used, unit)))
    if not later:
        return None
    sn, dec, used = later[0]
    shown = ", ".join(str(s) for s, _, _ in later[:10]) + (", ..." if len(later) > 10 else "")
    return Text("points_after_rounds", warning=True, n=len(later), round=k, players=shown, start_no=sn,
                declared=_num(dec), used=_num(used))


def _num(v: Fraction) -> Any:
    """A bye's points as a message shows them: a whole number as it is, else with the
    language's decimal mark (0.5 / 0,5)."""
    from .texts import Both

    if v.denominator == 1:
        return str(v.numerator)
    shown_en = f"{float(v):g}"
    return Both(shown_en, shown_en.replace(".", ","))


def bye_points_notes(t: Tournament) -> list[Text]:
    """A warning per bye value given that differs from the result it stands for under the
    event's scoring (:meth:`~xl_tiebreaks.model.ScoreSystem.byes_unlike_results`: a
    pairing-allocated or full-point bye other than a win, a half-point bye other than a draw).
    A blank bye value is worth its result already (``ScoreSystem``'s ``None``); a value given
    is kept, never overridden: the warning says what it scores and how to make it the
    result's points (issue 34 item 8; C.07 (2026) art. 16.4: unplayed rounds count the points
    awarded). Each names its setting (``setting``: the key of :data:`xl_tiebreaks.settings._KEYS`)
    and quotes its value (``value``), so a workbook's copy names the setting's cell."""
    ss = t.score_system
    from .texts import Both

    parts = [_num(v) for v in (ss.win, ss.draw, ss.loss)]
    en = "/".join(str.__str__(x) for x in parts)
    es = "/".join(getattr(x, "es", x) for x in parts)
    scoring = Both(en, es) if es != en else en  # (1/0,5/0 in Spanish: the language's decimal mark)
    return [Text("warn_bye_points", bye=Text(f"w_bye_points_{key}"), value=_num(value), like=Text(f"w_bye_like_{like}"),
                 worth=_num(worth), scoring=scoring, setting=key, key=Text(f"setting_{key}"))
            for key, value, like, worth in ss.byes_unlike_results()]


def policy_note(name: str) -> Text:
    """The note saying that opt-in reading ``name`` (:data:`~xl_tiebreaks.policies.POLICIES`) is in use."""
    article = POLICIES[name][0]
    art = Text(f"policy_art_{name}") if f"policy_art_{name}" in _texts() else article
    return Text("note_policy", name=name, article=art, what=Text(f"policy_{name}"))


def _texts() -> dict:
    from .texts import TEXTS

    return TEXTS


def compute_standings(
    t: Tournament,
    tiebreaks: str | Sequence[str] | Sequence[TieBreakSpec] | None = None,
    *,
    rules: str | Rules | None = None,
    pairing_system: PairingSystem | str | None = None,
    unrated_rating: int | None = None,
    as_of: int | None = None,
    manual: Mapping[str, Mapping[int, Fraction | float | int | str | None]] | None = None,
    policies: str | Sequence[str] | None = None,
    expelled: Iterable[int] | None = None,
    ratings_by_round: bool | None = None,
) -> Standings:
    """Compute every tie-break of ``tiebreaks`` and rank the participants.

    Args:
        t: the tournament.
        tiebreaks: ordered list: ``"BH/C1 BH SB"``, a list of codes, or parsed specs;
            ``None`` for the default of the pairing system (:data:`DEFAULT_TIEBREAKS`).
            Points always rank first (a leading ``PTS`` is not repeated).
        manual: values for ``MANUAL`` criteria, by the criterion's text then start number.
        rules, pairing_system, unrated_rating, as_of, policies: see :class:`Evaluation`.
        expelled: start numbers of players expelled from the event (FIDE's 2026 checklist,
            Q197-198), on top of those ``t`` marks: no place in the standings (rank 0, not in
            the order); their games count for their opponents (:func:`with_overrides`).
        ratings_by_round: rating tie-breaks with each opponent's rating in force in the round
            of the game instead of the first rating (FIDE's 2026 checklist, Q214-216).

    Raises:
        TiebreakError: unknown tie-break, rules or policy; ``round_out_of_range``;
            ``manual_missing`` / ``manual_bad_value`` for manual criteria.
    """
    ev = Evaluation(t, rules=rules, pairing_system=pairing_system, unrated_rating=unrated_rating, as_of=as_of,
                    policies=policies, expelled=expelled, ratings_by_round=ratings_by_round)
    return ev.standings(tiebreaks, manual)


def _specs(tiebreaks: str | Sequence[str] | Sequence[TieBreakSpec]) -> list[TieBreakSpec]:
    if isinstance(tiebreaks, str):
        return parse_list(tiebreaks)
    out = []
    for x in tiebreaks:
        out.append(x if isinstance(x, TieBreakSpec) else parse_spec(str(x)))
    return out


def _manual_column(ctx: Context, spec: TieBreakSpec, manual: Mapping[str, Mapping[int, object]] | None) -> Column:
    vals = (manual or {}).get(spec.text)
    if vals is None:
        raise TiebreakError("manual_missing", text=spec.text)
    out: list[Fraction | None] = []
    for s in ctx.sn:
        v = vals.get(s)
        if v is None or (isinstance(v, str) and not v.strip()):
            out.append(None)
            continue
        f = number(str(v))  # (bounded: a typed number never fails with Python's own error)
        if f is None:
            raise TiebreakError("manual_bad_value", text=spec.text, player=s, value=shown(v))
        out.append(f)
    return Column(spec.text, out, 1, decimals=2, reverse=spec.reverse)


@dataclass
class GroupRule:
    """A group criterion as the ranking applies it: ``split`` orders a tied group into
    sub-groups; ``points`` (DES), when given, is the value shown for every member of a tied
    group (else the place within the group)."""

    split: Callable[[list[int]], list[list[int]]]
    points: Callable[[list[int]], Mapping[int, Fraction]] | None = None


def expel(t: Any, expelled: Iterable[int] | str) -> tuple[Participant, ...]:
    """``t``'s participants with the players of start numbers ``expelled`` (numbers, or a text
    ``"12, 31"``) marked expelled (FIDE's 2026 endorsement checklist, Q197-198).

    Raises:
        TiebreakError: ``expelled_unknown`` for a start number ``t`` has no player of, or
            ``expelled_team`` for a team event (a team is not expelled here); ``value_bound``
            for what is not a start number."""
    parts = getattr(t, "participants", None)
    if parts is None:
        raise TiebreakError("expelled_team")
    if isinstance(expelled, str):  # ("12, 31": the numbers, not the digits)
        expelled = [w for w in expelled.replace(",", " ").replace(";", " ").split()]
    wanted = {whole(sn, "start_no", name="expelled") for sn in expelled}
    known = {p.start_no for p in parts}
    missing = sorted(wanted - known)
    if missing:
        raise TiebreakError("expelled_unknown", player=", ".join(map(str, missing)), n=max(known, default=0))
    return tuple(dataclasses.replace(p, expelled=True) if p.start_no in wanted else p for p in parts)


def expelled_positions(t: Any) -> frozenset[int]:
    """Positions (start-number order) of the expelled players of ``t`` (none in a team event)."""
    return frozenset(i for i, p in enumerate(getattr(t, "participants", ())) if getattr(p, "expelled", False))


def _rank(
    ctx: Context, criteria: list[tuple[TieBreakSpec, Column | GroupRule | Callable | None, int]],
    left_out: frozenset[int] = frozenset(),
) -> tuple[list[int], list[int], dict[int, list]]:
    """Rank by ``criteria`` in order (art. 4.2: each splits the groups still tied). A group
    criterion's entry is ``None`` (DE / DES on ``ctx``), a splitter callable or a
    :class:`GroupRule`. Returns ranks, the order, and per group criterion its values: the place
    within the tied group (0 when it separated nobody) or, for DES, the points among the tied.
    ``left_out``: positions not ranked (expelled players, checklist Q197-198): no place (rank 0),
    not in the order, not in any tied group (so a group rule never meets them)."""
    n = ctx.n
    groups: list[list[int]] = [[i for i in range(n) if i not in left_out]]
    de_values: dict[int, list] = {}
    for spec, col, j in criteria:
        new_groups: list[list[int]] = []
        split = points = None
        if spec.is_group:
            vals = de_values.setdefault(j, [0] * n)
            # a group rule: direct encounter, or the splitter a caller passes in the
            # column's place (the team rules of xl_tiebreaks.teams)
            if isinstance(col, GroupRule):
                split, points = col.split, col.points
            elif callable(col):
                split = col
            else:
                pf, am = spec.played_forfeits, getattr(spec, "all_met", False)
                split = lambda g, pf=pf, am=am: direct_encounter_split(ctx, g, pf, all_met=am)  # noqa: E731
                if spec.code == "DES":
                    points = lambda g, pf=pf: encounter_points(ctx, g, pf)  # noqa: E731
                elif spec.code == "H2H":  # US Chess 34E5, plus or minus among the tied
                    split = lambda g, pf=pf: plus_minus_split(ctx, g, pf)  # noqa: E731
                    points = lambda g, pf=pf: plus_minus(ctx, g, pf)  # noqa: E731
        for g in groups:
            if len(g) == 1:
                new_groups.append(g)
                continue
            if split is not None:
                subs = split(g)
                if points is not None:
                    got = points(g)
                    for p in g:
                        vals[p] = got[p]
                elif len(subs) > 1:
                    pos = 1
                    for sub in subs:
                        for p in sub:
                            vals[p] = pos
                        pos += len(sub)
                new_groups.extend(subs)
                continue
            assert isinstance(col, Column)
            keys = list(map(col.sort_key, g))  # (each key made once; a stable sort by them)
            idx = sorted(range(len(g)), key=keys.__getitem__)
            run = [g[idx[0]]]
            last = keys[idx[0]]
            for j in idx[1:]:
                if keys[j] == last:
                    run.append(g[j])
                else:
                    new_groups.append(run)
                    run = [g[j]]
                    last = keys[j]
            new_groups.append(run)
        groups = new_groups
    ranks = [0] * n
    order: list[int] = []
    place = 1
    for g in groups:
        g.sort(key=lambda p: ctx.sn[p])
        for p in g:
            ranks[p] = place
            order.append(p)
        place += len(g)
    return ranks, order, de_values


def group_column(spec, vals: list, S: int) -> Column:
    """The column of a group criterion from :func:`_rank`'s values: DES in points (``1/S``
    exact, higher first), H2H as plus or minus (whole games, higher first), DE and the other
    group rules as places (lower first)."""
    if spec.code == "DES":
        from .tiebreaks.buchholz import _decimals

        return Column(spec.text, [Fraction(v) for v in vals], 1, decimals=_decimals(S))
    if spec.code == "H2H":
        return Column(spec.text, [int(v) for v in vals], 1, decimals=0)
    return Column(spec.text, vals, 1, decimals=0, reverse=True)
