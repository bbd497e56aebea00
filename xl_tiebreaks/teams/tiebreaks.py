"""Team tie-breaks, FIDE C.07 (2024 and 2026 editions) art. 11-13 and 16, and the team rules of
FIDE's 2009 annex (seed 001).

A team event has two scores: **match points** (MP) and **game points** (GP). The event ranks
on one of them (the *primary* score: the first of ``MP`` / ``GP`` in the list, MP when the list
starts with neither); the other is the *secondary* score. Every tie-break here is computed on
the individual machinery of :mod:`xl_tiebreaks.tiebreaks` run over the event seen as an
individual tournament on MP or on GP (:meth:`~xl_tiebreaks.teams.model.TeamTournament.view`),
so the art. 16 rules for unplayed rounds (dummy opponent, 2026 caps, voluntary unplayed rounds
cut first) apply with "points" = MP and GP (art. 16.4).

Codes (``:MP`` / ``:GP`` choose the score where it can be either; default: the primary):

=================  ==========================================================  ===========
code               value                                                       C.07
=================  ==========================================================  ===========
``MP`` ``GP``      match points, game points                                    11.1
``PTS``            the primary score                                            11.1
``MPVGP``          the secondary score (GP when the event ranks on MP)           13.1
``BH[:MP|:GP]``    team Buchholz: sum of the opponents' MP (GP); ``/Cn`` ``/Mn``  8.1, 14, 16
                   ``/P``
``FB[:MP|:GP]``    team Fore Buchholz (final round counted as drawn)             8.3
``SB[:MP|:GP]``    team Sonneborn-Berger on one score (= EMMSB / EGGSB)          9.1, 13.2
``EMMSB`` ...      extended SB: opponent's MP (first M) or GP (first G) x MP      13.2, 14.1.2
``EGGSB``          (second M) or GP (second G) scored against him; ``/Cn``
                   ``/P``. ``ESB``: opponent's primary x secondary scored
``TSB[:MP|:GP]``   FIDE 2009 team SB (seed 001 2.2.2.2): opponents' scores x       -
                   the score achieved against them; unplayed matches a draw
                   against the team itself (seed 001 §1), not art. 16
``DE[:MP|:GP]``    direct encounter on one score (a group rule)                  6
``DES[:MP|:GP]``   the same, shown as the MP (GP) scored among the tied teams    6
``EDE``            extended DE: DE on the primary, then on the secondary score,  13.3
``EDEC`` ``EDET``  restarting for every new tied subgroup; two teams still tied
``EDEB``           go on, on their own match(es), with board count (EDEC), top-
``EDEBT``          board results (EDET), bottom-board elimination (EDEB), board
``EDEBB``          count then top boards (EDEBT) or bottom boards (EDEBB); ``/P``
``SSSC``           secondary score + BH(primary) / divisor; ``/Kx`` divisor x,    13.4
                   ``/F`` Fore Buchholz, ``/P``. Exact; shown to 2 decimals
``BC``             board count: sum of board number x board points; lower is     12.1
                   better (board results needed)
``TBR``            top-board results: board 1 points, then board 2, ...          12.2
``BBE``            bottom-board elimination: all boards but the last, then ...   12.3
``HOL``            FCE "holandès" (a group rule): in the matches among the tied   -
                   teams, board 1's points x n boards, board 2's x (n - 1) ...,
                   summed; higher is better; ``/P`` forfeited matches count
=================  ==========================================================  ===========

Units: MP, GP, BH, FB and TSB/SB on one score are in that score's points; an extended SB is in
(opponent's score unit) x (unit of the score against him), e.g. EMGSB in MP x GP; SSSC in the
secondary score's points; BC in board number x board points. Group rules report the position
within the group they ordered (1, 2, ...; 0 when they separated nobody), as the reference does;
DES reports the MP (GP) scored in the matches among the tied teams instead.

Errors (:class:`~xl_tiebreaks.errors.TiebreakError`): ``tb_unknown`` / ``tb_bad_modifier`` for
codes, ``tb_needs_list`` for a group rule asked as a column, ``team_needs_boards`` for the art. 12
tools without board results, ``tb_needs_rounds`` for Fore Buchholz on a crosstable.

Presets (:data:`~xl_tiebreaks.teams.spec.PRESETS`, with the codes and their parsing):
``FIDE2009_TEAM_RR``, ``FIDE2009_TEAM_SWISS`` (seed 001 §3) and ``FEDA_TEAMS`` (the Spanish
federation's team rule).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ..errors import TiebreakError
from ..model import PairingSystem, RoundKind
from ..rules import Rules
from ..standings import EvaluationOptions, EventEvaluation, GroupRule, Ranking, _rank, group_column
from ..tiebreaks.buchholz import _decimals, apply_cuts, buchholz_units, contributions, fore_context
from ..tiebreaks.context import FL, FW, GAME, Column, Context, build_context
from ..tiebreaks.encounter import direct_encounter_split, encounter_points
from .model import GP, MP, TeamRound, TeamTournament
from .spec import _OTHER, DEFAULT_TEAM_TIEBREAKS, TEAM_NAMES, TeamTieBreakSpec, _squash, parse_team_list, parse_team_spec

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack

__all__ = ["TeamEvaluation", "TeamStandings", "compute_team_standings"]

def _other(basis: str) -> str:
    return GP if basis == MP else MP


@dataclass(kw_only=True)
class TeamStandings(Ranking):
    """The result of :meth:`TeamEvaluation.standings` (the fields of
    :class:`~xl_tiebreaks.standings.Ranking`, per team, and the team scores).

    Attributes:
        tournament: the team event as evaluated.
        primary: ``"MP"`` or ``"GP"``: the score ranked first.
        specs: the tie-breaks after the primary score, as parsed.
        mp, gp: the match-point and game-point columns.
    """

    tournament: TeamTournament
    primary: str
    specs: list[TeamTieBreakSpec]
    mp: Column
    gp: Column

    def _members(self) -> Sequence[Any]:
        return self.tournament.teams

    def value(self, start_no: int, code: str) -> Fraction | int | None:
        """Exact value of tie-break ``code`` (as written in the list) for team ``start_no``;
        ``MP`` / ``GP`` the team's scores when the list does not have them."""
        i = self._pos(start_no)
        if code in (MP, GP) and not any(s.text == code for s in self.specs):
            return (self.mp if code == MP else self.gp).exact(i)
        return self._spec_value(i, code)

    def ranking(self) -> list[int]:
        """Team start numbers in standings order."""
        return [self.tournament.teams[i].start_no for i in self.order]


class TeamEvaluation(EventEvaluation):
    """A team event ready for tie-breaks under one set of rules; columns on demand.

    Args:
        tt: the :class:`~xl_tiebreaks.teams.model.TeamTournament`.
        primary: ``"MP"`` (default) or ``"GP"``: the score the event ranks on, for the
            tie-breaks that depend on it (``BH`` without ``:MP``/``:GP``, ``MPVGP``, ``EDE``,
            ``SSSC``, ``ESB``). A list passed to :meth:`standings` that starts with ``MP`` or
            ``GP`` says it instead.
        options: :class:`~xl_tiebreaks.standings.EvaluationOptions`: ``rules``
            (``"FIDE"``: the edition in force on the start date, ``"FIDE2024"``,
            ``"FIDE2026"``), ``pairing_system`` (art. 15.2 vs 16), ``as_of``, ``policies``
            (among them ``TEAM_MATCH_WON_ON_MORE_POINTS`` and ``VUR_LOWEST_SCORE``),
            ``start_date``, ``total_rounds``.

    Raises:
        TiebreakError: unknown rules or policy; ``round_out_of_range``; the model's checks.
        TypeError: a keyword neither takes.
    """

    guessed_system_note = "warn_team_guessed_system"

    def __init__(self, tt: TeamTournament, *, primary: str | None = None,
                 **options: Unpack[EvaluationOptions]) -> None:
        prim = _primary(primary)  # (refused before anything else, as the settings refuse it)
        super().__init__(tt, **options)
        tt, as_of = self.tournament, self.as_of
        self.primary = prim
        self.results: dict[int, tuple[TeamRound, ...]] = tt.results(
            by_comparison="TEAM_MATCH_WON_ON_MORE_POINTS" in self.policies)
        swiss = self.pairing_system is PairingSystem.SWISS
        self.ctx: dict[str, Context] = {}
        for basis in (MP, GP):
            ctx = build_context(tt.view(basis, self.results), self.rules.rules, swiss=swiss, rounds=as_of)
            ctx.policies = self.policies
            self.ctx[basis] = ctx
        k = self.ctx[MP].k
        if k and k < max(tt.total_rounds or 0, tt.n_rounds):
            from ..texts import Text

            self.notes.append(Text("note_values_after", k=k, n=max(tt.total_rounds or 0, tt.n_rounds)))
        self._columns: dict[tuple[TeamTieBreakSpec, str], Column] = {}

    # -- columns ------------------------------------------------------------------------
    @property
    def k(self) -> int:
        """Rounds considered (the last round with a result)."""
        return self.ctx[MP].k

    def column(self, spec: TeamTieBreakSpec | str, primary: str | None = None) -> Column:
        """The column of a (non-group) tie-break, computed once per primary score.

        Raises:
            TiebreakError: ``tb_needs_list`` for a group rule; ``team_needs_boards`` for the
                board tie-breaks when board results are missing; ``tb_needs_rounds`` for FB
                on a crosstable.
        """
        if isinstance(spec, str):
            spec = parse_team_spec(spec)
        if spec.is_group:
            raise TiebreakError("tb_needs_list", text=spec.text)
        prim = _primary(primary) if primary else self.primary
        key = (spec, prim)
        col = self._columns.get(key)
        if col is None:
            col = self._compute(spec, prim)
            self._columns[key] = col
        return col

    def _compute(self, spec: TeamTieBreakSpec, prim: str) -> Column:
        code = spec.code
        basis = spec.basis or prim
        if code in ("MP", "GP", "PTS", "MPVGP"):
            b = code if code in (MP, GP) else prim if code == "PTS" else _other(prim)
            ctx = self.ctx[b]
            return Column(spec.text, list(ctx.score), ctx.S, decimals=_decimals(ctx.S))
        if code in ("BH", "FB"):
            return self._buchholz(spec, basis, fore=code == "FB" or spec.fore)
        if code == "SB":
            b2 = spec.basis2
            b2 = basis if b2 is None else _other(basis) if b2 == _OTHER else b2
            return self._sonneborn_berger(spec, basis, b2)
        if code == "TSB":
            return self._sb2009(spec, basis, spec.basis2 or basis)
        if code == "SSSC":
            return self._sssc(spec, prim)
        if code == "BC":
            return self._board_count(spec)
        raise TiebreakError("tb_unknown", text=spec.text, known=" ".join(sorted(TEAM_NAMES)))

    def _buchholz(self, spec: TeamTieBreakSpec, basis: str, fore: bool) -> Column:
        """BH / FB on MP or GP, C.07 (2026) art. 8.1, 8.3, 14, 16 (units ``1/S`` of MP or GP)."""
        ctx = self.ctx[basis]
        if fore:
            if not self.tournament.round_order_known:
                raise TiebreakError("tb_needs_rounds", text=spec.text)
            ctx = fore_context(ctx)
        vals = buchholz_units(ctx, spec.cut_low, spec.cut_high, spec.played_forfeits)
        return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))

    def _sonneborn_berger(self, spec: TeamTieBreakSpec, opp_basis: str, own_basis: str) -> Column:
        """Extended SB, C.07 (2026) art. 13.2 (cuts 14.1.2, unplayed rounds 16): for every
        round the opponent's (or the dummy's) score on ``opp_basis`` times the score achieved
        in that round on ``own_basis``. Units: ``opp_basis`` x ``own_basis``."""
        cx, cy = self.ctx[opp_basis], self.ctx[own_basis]
        rx = contributions(cx, spec.played_forfeits)
        ry = contributions(cy, spec.played_forfeits)
        by_score = "VUR_LOWEST_SCORE" in self.policies
        out = []
        for row_x, row_y in zip(rx, ry):
            entries = [(sx, sx * py, v) for (sx, _, v, _), (_, py, _, _) in zip(row_x, row_y)]
            if spec.cut_low or spec.cut_high:
                entries = apply_cuts(entries, spec.cut_low, spec.cut_high, by_score)
            out.append(sum(e[1] for e in entries))
        den = cx.S * cy.S
        return Column(spec.text, out, den, decimals=max(2, _decimals(den)))

    def _sb2009(self, spec: TeamTieBreakSpec, opp_basis: str, own_basis: str) -> Column:
        """Seed 001 §2.2.2.2 (FIDE 2009): "the sum of the scores of the opponent teams, each
        multiplied by the score achieved against that team", with seed 001 §1 for unplayed
        matches: whatever their result, they count as a draw against the team itself (rule set
        ``DRAW_SELF``: the team's own score with that round re-valued as a draw, x a draw), and
        opponents count with their unplayed matches as draws. No cuts. With every match played
        it equals EGGSB / EMMSB of the same scores."""
        ctxs = self._legacy_contexts()
        cx, cy = ctxs[opp_basis], ctxs[own_basis]
        rx, ry = contributions(cx), contributions(cy)
        out = [sum(sx * py for (sx, _, _, _), (_, py, _, _) in zip(row_x, row_y)) for row_x, row_y in zip(rx, ry)]
        den = cx.S * cy.S
        return Column(spec.text, out, den, decimals=max(2, _decimals(den)))

    def _legacy_contexts(self) -> dict[str, Context]:
        got = getattr(self, "_draw_self", None)
        if got is None:
            got = {}
            for basis in (MP, GP):
                ctx = build_context(self.ctx[basis].t, Rules.DRAW_SELF, swiss=self.ctx[basis].swiss)
                ctx.policies = self.policies
                got[basis] = ctx
            self._draw_self = got
        return got

    def _sssc(self, spec: TeamTieBreakSpec, prim: str) -> Column:
        """SSSC, C.07 (2026) art. 13.4: secondary score + BH on the primary score / divisor.
        Divisor (``/Kx`` overrides): the maximum primary score of the event divided by the
        maximum secondary score of one match, rounded down (MP primary: 2 x rounds / boards;
        GP primary: boards x rounds / 2, with 2 / 1 / 0 and 1 / ½ / 0). Exact value (the
        reference implementation rounds it to 0.01; shown to 2 decimals)."""
        sec = _other(prim)
        bh = self._buchholz(spec, prim, fore=spec.fore)
        cs = self.ctx[sec]
        divisor = spec.divisor
        if divisor is None:
            sc = self.tournament.scoring
            rounds = self.k
            boards = self.tournament.boards
            if prim == MP:
                d = Fraction(sc.match_win * rounds) / (sc.board.win * boards)
            else:
                d = Fraction(sc.board.win * rounds * boards) / sc.match_win
            divisor = Fraction(max(1, math.floor(d)))
        vals = [Fraction(cs.score[i], cs.S) + bh.exact(i) / divisor for i in range(cs.n)]
        return Column(spec.text, vals, 1, decimals=2)

    def board_totals(self, text: str = "BC") -> list[list[Fraction]]:
        """Per team, the points on each board summed over the rounds considered (art. 12: a
        PAB counts as a win on every board).

        Raises:
            TiebreakError: ``team_needs_boards`` when a played match has no board results.
        """
        n = self.tournament.boards
        out = []
        for t in self.tournament.teams:
            tot = [Fraction(0)] * n
            for r_i, tr in enumerate(self.results[t.start_no][: self.k]):
                if tr.board_points is None:
                    if tr.kind is RoundKind.PENDING:
                        continue
                    raise TiebreakError("team_needs_boards", text=text)
                for b, p in enumerate(tr.board_points):
                    tot[b] += p
            out.append(tot)
        return out

    def _board_count(self, spec: TeamTieBreakSpec) -> Column:
        """BC, C.07 (2026) art. 12.1: sum over boards of board number x board points. Lower is
        better (points on the top boards weigh less)."""
        vals = [sum((Fraction(b + 1) * p for b, p in enumerate(tot)), Fraction(0))
                for tot in self.board_totals(spec.text)]
        return Column(spec.text, vals, 1, decimals=1, reverse=True)

    # -- group rules --------------------------------------------------------------------
    def splitter(self, spec: TeamTieBreakSpec, prim: str) -> Callable[[list[int]], list[list[int]]] | GroupRule:
        """The function that orders a tied group for a group rule (DE, EDE..., TBR, BBE); for
        DES a :class:`~xl_tiebreaks.standings.GroupRule` that also gives the points (MP or GP)
        scored among the tied teams."""
        code = spec.code
        if code == "DE":
            ctx = self.ctx[spec.basis or prim]
            return lambda g: direct_encounter_split(ctx, g, spec.played_forfeits, all_met=spec.all_met)
        if code == "DES":
            ctx = self.ctx[spec.basis or prim]
            return GroupRule(lambda g: direct_encounter_split(ctx, g, spec.played_forfeits, all_met=spec.all_met),
                             lambda g: encounter_points(ctx, g, spec.played_forfeits))
        if code in ("TBR", "BBE"):
            keys = [tuple(tot) if code == "TBR" else _bbe_key(tot) for tot in self.board_totals(spec.text)]
            return lambda g: _split_by_key(g, keys)
        if code == "HOL":
            return lambda g: _split_by_key(g, self._holandes(g, spec.played_forfeits, spec.text))
        chain = {"EDE": "", "EDEC": "C", "EDET": "T", "EDEB": "B", "EDEBT": "CT", "EDEBB": "CB"}[code]
        if chain:
            self.board_totals(spec.text)  # board results needed: say so up front
        return lambda g: self._ede(g, prim, chain, spec.played_forfeits)

    def _ede(self, group: list[int], prim: str, chain: str, pf: bool, depth: int = 0) -> list[list[int]]:
        """Extended direct encounter, C.07 (2026) art. 13.3: direct encounter on the primary
        score; when it separates nobody, on the secondary score; every tied subgroup it
        creates starts again from the primary score. Two teams still tied go on with the
        board tools of ``chain`` (C board count, T top-board results, B bottom-board
        elimination, art. 12) applied to their own match(es)."""
        if len(group) < 2 or depth > 64:
            return [list(group)]
        for basis in (prim, _other(prim)):
            subs = direct_encounter_split(self.ctx[basis], group, pf)
            if len(subs) > 1:
                out: list[list[int]] = []
                for s in subs:
                    out.extend(self._ede(s, prim, chain, pf, depth + 1) if len(s) > 1 else [s])
                return out
        if len(group) == 2 and chain:
            for key in self._mutual_board_keys(group, chain, pf):
                if key[0] != key[1]:
                    a, b = group
                    return [[a], [b]] if key[0] > key[1] else [[b], [a]]
        return [list(group)]

    def _holandes(self, group: list[int], pf: bool, text: str = "HOL") -> dict[int, tuple[Fraction]]:
        """The FCE's "holandès" ("coeficient multiplicador", FCE regulations, reglaments 120,
        1.1 g): in every match a team of ``group`` played against another team of ``group``,
        its board 1's points times the number of boards n, board 2's times n - 1 ..., summed
        over those matches ("la suma de tots els desempats del sistema holandès dels encontres
        entre tots els equips implicats"). Matches forfeited count only with ``pf`` or in a
        round robin, as for direct encounter. Per team position, a one-value key (higher
        better).

        Raises:
            TiebreakError: ``team_needs_boards`` when such a match has no board results.
        """
        ctx = self.ctx[MP]
        n = self.tournament.boards
        with_forfeits = pf or not ctx.swiss
        members = set(group)
        out: dict[int, tuple[Fraction]] = {}
        for me in group:
            total = Fraction(0)
            sn = ctx.sn[me]
            for r_i in range(ctx.k):
                c = ctx.kind[me][r_i]
                if ctx.opp[me][r_i] in members and (c == GAME or (with_forfeits and c in (FW, FL))):
                    bp = self.results[sn][r_i].board_points
                    if bp is None:
                        raise TiebreakError("team_needs_boards", text=text)
                    total += sum((Fraction(n - b) * p for b, p in enumerate(bp)), Fraction(0))
            out[me] = (total,)
        return out

    def _mutual_board_keys(self, pair: list[int], chain: str, pf: bool) -> list[tuple[Fraction, Fraction]]:
        """For two teams, the successive art. 12 comparisons on their own match(es): each a
        pair of values (higher is better), averaged over repeated meetings (art. 6.1.2)."""
        ctx = self.ctx[MP]
        n = self.tournament.boards
        with_forfeits = pf or not ctx.swiss
        per: list[list[tuple[Fraction, ...]]] = []
        for me, other in (pair, pair[::-1]):
            rows = []
            sn = ctx.sn[me]
            for r_i in range(ctx.k):
                c = ctx.kind[me][r_i]
                if ctx.opp[me][r_i] == other and (c == GAME or (with_forfeits and c in (FW, FL))):
                    bp = self.results[sn][r_i].board_points
                    if bp is None:
                        raise TiebreakError("team_needs_boards", text="EDE")
                    rows.append(bp)
            per.append(rows)
        if not per[0] or not per[1]:
            return []
        steps: list[Callable[[tuple[Fraction, ...]], Fraction]] = []
        for tool in chain:
            if tool == "C":
                steps.append(lambda bp: -sum((Fraction(b + 1) * p for b, p in enumerate(bp)), Fraction(0)))
            elif tool == "T":
                steps.extend((lambda bp, b=b: bp[b]) for b in range(n))
            elif tool == "B":
                steps.extend((lambda bp, j=j: sum(bp[: n - j], Fraction(0))) for j in range(1, n))
        out = []
        for f in steps:
            a, b = (sum((f(bp) for bp in rows), Fraction(0)) / len(rows) for rows in per)
            out.append((a, b))
        return out

    def cut_notes(self, specs: Sequence[Any]) -> list[Any]:
        """A warning per team tie-break of ``specs`` whose cut leaves no value of the rounds
        that count (:func:`xl_tiebreaks.validate.cut_leaves_nothing`), as for players."""
        from ..texts import Text
        from ..validate import cut_leaves_nothing

        return [Text("warn_cut_leaves_nothing", text=s.text, cut=s.cut_low + s.cut_high, k=self.k)
                for s in specs if not getattr(s, "is_group", False) and cut_leaves_nothing(s, self.k)]

    # -- standings ----------------------------------------------------------------------
    def standings(self, tiebreaks: str | Sequence[str] | Sequence[TeamTieBreakSpec] | None = None) -> TeamStandings:
        """Rank by the primary score, then ``tiebreaks`` in order (C.07 (2026) art. 4).

        ``tiebreaks``: ``"MP GP EDE BH:MP"``, a preset (:data:`PRESETS`), a list of codes, or
        ``None`` for :data:`DEFAULT_TEAM_TIEBREAKS`. A leading ``MP`` or ``GP`` is the primary
        score; otherwise the evaluation's ``primary`` ranks first.

        Raises:
            TiebreakError: unknown codes; ``team_needs_boards`` (BC, TBR, BBE, EDEB...);
                ``tb_needs_rounds``.
        """
        if tiebreaks is None:
            tiebreaks = DEFAULT_TEAM_TIEBREAKS[self.pairing_system]
        specs = parse_team_list(tiebreaks)
        prim = self.primary
        rest = list(specs)
        if rest and rest[0].code in (MP, GP):
            prim = rest[0].code
            rest = rest[1:]
        elif rest and rest[0].code == "PTS":
            rest = rest[1:]
        notes = list(self.notes)
        if (self.rules.rules is Rules.FIDE2026 and self.pairing_system is PairingSystem.ROUND_ROBIN
                and any(s.code in ("BH", "FB", "SSSC") for s in rest)):
            from ..texts import Text

            notes.append(Text("note_bh_round_robin"))
        for j, s in enumerate(rest):
            if s.code == "BC" and prim != GP and not any(x.code == GP for x in rest[:j]):
                from ..texts import Text

                notes.append(Text("note_team_board_count", text=s.text))
        notes.extend(self.cut_notes(rest))
        prim_spec = TeamTieBreakSpec(prim, prim)
        criteria: list[tuple[TeamTieBreakSpec, object, int]] = [(prim_spec, self.column(prim_spec, prim), -1)]
        columns: list[Column | None] = []
        for j, s in enumerate(rest):
            if s.is_group:
                columns.append(None)
                criteria.append((s, self.splitter(s, prim), j))
            else:
                col = self.column(s, prim)
                columns.append(col)
                criteria.append((s, col, j))
        ranks, order, group_values = _rank(self.ctx[prim], criteria)  # type: ignore[arg-type]
        for j, vals in group_values.items():
            b = rest[j].basis or prim
            columns[j] = group_column(rest[j], vals, self.ctx[b].S)
        for j, s in enumerate(rest):
            if columns[j] is None:  # a group rule that met no tied group
                columns[j] = Column(s.text, [0] * self.ctx[prim].n, 1, decimals=0, reverse=True)
        return TeamStandings(
            tournament=self.tournament, rules=self.rules, pairing_system=self.pairing_system,
            pairing_source=self.pairing_source, primary=prim, specs=rest,
            columns=[c for c in columns if c is not None],
            mp=self.column(TeamTieBreakSpec(MP, MP)), gp=self.column(TeamTieBreakSpec(GP, GP)),
            ranks=ranks, order=order, rounds_used=self.k, notes=notes,
        )


def compute_team_standings(
    tt: TeamTournament,
    tiebreaks: str | Sequence[str] | None = None,
    *,
    rules: str | Rules | None = None,
    pairing_system: PairingSystem | str | None = None,
    primary: str | None = None,
    policies: str | Sequence[str] | None = None,
    as_of: int | None = None,
) -> TeamStandings:
    """Rank a team event: the primary score, then ``tiebreaks`` in order (see
    :class:`TeamEvaluation` and :meth:`TeamEvaluation.standings`)."""
    ev = TeamEvaluation(tt, rules=rules, pairing_system=pairing_system, primary=primary, policies=policies,
                        as_of=as_of)
    return ev.standings(tiebreaks)


def _primary(value: str | None) -> str:
    if value is None or not str(value).strip():
        return MP
    v = _squash(value).replace(" ", "")
    if v in ("MP", "M", "MATCH", "MATCHPOINTS", "PUNTOSDEMATCH", "PUNTOSMATCH", "ENCUENTRO", "PUNTOSDEENCUENTRO"):
        return MP
    if v in ("GP", "G", "GAME", "GAMEPOINTS", "BOARDPOINTS", "PUNTOSDEPARTIDA", "PUNTOSPARTIDA", "TABLERO",
             "PUNTOSDETABLERO"):
        return GP
    raise TiebreakError("settings_bad_value", key="primary (MP, GP)", value=value)


def _bbe_key(tot: list[Fraction]) -> tuple[Fraction, ...]:
    n = len(tot)
    return tuple(sum(tot[: n - j], Fraction(0)) for j in range(1, n))


def _split_by_key(group: list[int], keys: Sequence[tuple]) -> list[list[int]]:
    """Order ``group`` by ``keys`` (higher first); equal keys stay together."""
    ordered = sorted(group, key=lambda p: keys[p], reverse=True)
    out: list[list[int]] = []
    for p in ordered:
        if out and keys[out[-1][0]] == keys[p]:
            out[-1].append(p)
        else:
            out.append([p])
    return out

