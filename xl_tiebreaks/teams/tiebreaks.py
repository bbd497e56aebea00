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
=================  ==========================================================  ===========

Units: MP, GP, BH, FB and TSB/SB on one score are in that score's points; an extended SB is in
(opponent's score unit) x (unit of the score against him), e.g. EMGSB in MP x GP; SSSC in the
secondary score's points; BC in board number x board points. Group rules report the position
within the group they ordered (1, 2, ...; 0 when they separated nobody), as the reference does;
DES reports the MP (GP) scored in the matches among the tied teams instead.

Errors (:class:`~xl_tiebreaks.errors.TiebreakError`): ``tb_unknown`` / ``tb_bad_modifier`` for
codes, ``tb_needs_list`` for a group rule asked as a column, ``team_needs_boards`` for the art. 12
tools without board results, ``tb_needs_rounds`` for Fore Buchholz on a crosstable.

Presets (:data:`PRESETS`): ``FIDE2009_TEAM_RR``, ``FIDE2009_TEAM_SWISS`` (seed 001 §3) and
``FEDA_TEAMS`` (the Spanish federation's team rule).
"""

from __future__ import annotations

import datetime as _dt
import math
import re
import unicodedata
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Callable, Sequence

from ..errors import TiebreakError
from ..model import PairingSystem, RoundKind
from ..policies import parse_policies
from ..rules import Rules, RulesChoice, choose_rules
from ..spec import parse_spec
from ..standings import GroupRule, _rank, group_column, with_overrides
from ..tiebreaks.buchholz import _decimals, apply_cuts, buchholz_units, contributions, fore_context
from ..tiebreaks.context import FL, FW, GAME, Column, Context, build_context
from ..tiebreaks.encounter import direct_encounter_split, encounter_points
from .model import GP, MP, TeamRound, TeamTournament

__all__ = [
    "TeamTieBreakSpec",
    "TeamEvaluation",
    "TeamStandings",
    "PRESETS",
    "DEFAULT_TEAM_TIEBREAKS",
    "TEAM_NAMES",
    "parse_team_spec",
    "parse_team_list",
    "compute_team_standings",
]

#: canonical codes with their English and Spanish names
TEAM_NAMES: dict[str, tuple[str, str]] = {
    "PTS": ("Primary score", "Puntuación principal"),
    "MP": ("Match points", "Puntos de match"),
    "GP": ("Game points", "Puntos de partida"),
    "MPVGP": ("Match points or game points (the other score)", "Puntos de match o de partida (el otro)"),
    "BH": ("Team Buchholz", "Buchholz por equipos"),
    "FB": ("Team Fore Buchholz", "Buchholz previo por equipos"),
    "SB": ("Team Sonneborn-Berger", "Sonneborn-Berger por equipos"),
    "TSB": ("Team Sonneborn-Berger (FIDE 2009)", "Sonneborn-Berger por equipos (FIDE 2009)"),
    "DE": ("Direct encounter", "Encuentro directo"),
    "DES": ("Direct encounter, points among the tied", "Encuentro directo, puntos entre los empatados"),
    "EDE": ("Extended direct encounter", "Encuentro directo extendido"),
    "EDEC": ("Extended direct encounter, board count", "Encuentro directo extendido, recuento de tableros"),
    "EDET": ("Extended direct encounter, top boards", "Encuentro directo extendido, primeros tableros"),
    "EDEB": ("Extended direct encounter, bottom boards", "Encuentro directo extendido, últimos tableros"),
    "EDEBT": ("Extended direct encounter, board count, top boards",
              "Encuentro directo extendido, recuento de tableros, primeros tableros"),
    "EDEBB": ("Extended direct encounter, board count, bottom boards",
              "Encuentro directo extendido, recuento de tableros, últimos tableros"),
    "SSSC": ("Score and schedule strength combination", "Combinación de puntuación y fuerza del calendario"),
    "BC": ("Board count", "Recuento de tableros"),
    "TBR": ("Top-board results", "Resultados de los primeros tableros"),
    "BBE": ("Bottom-board elimination", "Eliminación de los últimos tableros"),
}

#: ordered lists for a whole ranking (``team_standings(..., "FIDE2009_TEAM_RR")``)
PRESETS: dict[str, str] = {
    # FIDE's 2009 tie-break recommendations (seed 001 §3): team round robin: game points,
    # match points, direct encounter, Sonneborn-Berger (2.2.2.2)
    "FIDE2009_TEAM_RR": "GP MP DE TSB",
    # the same, team Swiss: game points, match points, direct encounter, Buchholz, SB
    "FIDE2009_TEAM_SWISS": "GP MP DE BH TSB",
    # the names of the first versions, still accepted
    "SEED001_TEAM_RR": "GP MP DE TSB",
    "SEED001_TEAM_SWISS": "GP MP DE BH TSB",
    # the Spanish federation's team rule, its Reglamento General de Competiciones art. 56 as the
    # FEDA's own championships apply it (bases técnicas of the 2025 Campeonato de España de
    # Clubes, Segunda División Sur, published on info64.org): match points (2/1/0), then "1º
    # puntos de partida. 2º resultado particular, cuando todos los equipos empatados hayan jugado
    # entre ellos, basado en el mismo valor que el primer sistema de clasificación. 3º sistema
    # Buchholz, basado en el mismo valor que el primer sistema de clasificación. 4º
    # Sonneborn-Berger para campeonatos por equipos" (taken on match points, the same basis:
    # C.07 art. 13.2 EMMSB). Until issue 12 the preset lacked the game points and applied
    # direct encounter when not every tied team had met (C.07 art. 6.3); DE/A does not.
    "FEDA_TEAMS": "MP GP DE/A BH:MP SB:MP",
}

#: the product's default lists when none is given
DEFAULT_TEAM_TIEBREAKS = {
    PairingSystem.SWISS: "MP GP EDE BH:MP SB:MP",
    PairingSystem.ROUND_ROBIN: "MP GP EDE SB:MP",
}

_GROUP = frozenset({"DE", "DES", "EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB", "TBR", "BBE"})
_OTHER = "other"  # ESB: the score scored against the opponent is the secondary one

_SYNONYMS = {
    "MP": "MP", "MPTS": "MP", "MATCHPOINTS": "MP", "PUNTOSDEMATCH": "MP", "PUNTOSMATCH": "MP",
    "PUNTOSDEENCUENTRO": "MP", "PUNTOSENCUENTRO": "MP", "PM": "MP", "TB1MP": "MP",
    "GP": "GP", "GPTS": "GP", "GAMEPOINTS": "GP", "BOARDPOINTS": "GP", "PUNTOSDEPARTIDA": "GP",
    "PUNTOSPARTIDA": "GP", "PUNTOSDETABLERO": "GP", "PUNTOSTABLERO": "GP", "PUNTOSINDIVIDUALES": "GP",
    "PP": "GP",
    "PTS": "PTS", "POINTS": "PTS", "PUNTOS": "PTS",
    "MPVGP": "MPVGP", "SECONDARYSCORE": "MPVGP",
    "TSB": "TSB", "SB2009": "TSB", "TEAMSB2009": "TSB", "SONNEBORNBERGER2009": "TSB",
    "EDE": "EDE", "EXTENDEDDIRECTENCOUNTER": "EDE", "ENCUENTRODIRECTOEXTENDIDO": "EDE",
    "EDEC": "EDEC", "EDET": "EDET", "EDEB": "EDEB", "EDEBT": "EDEBT", "EDEBB": "EDEBB",
    "SSSC": "SSSC",
    "BC": "BC", "BOARDCOUNT": "BC", "RECUENTODETABLEROS": "BC",
    "TBR": "TBR", "TOPBOARD": "TBR", "TOPBOARDRESULTS": "TBR", "PRIMEROSTABLEROS": "TBR",
    "BBE": "BBE", "BOTTOMBOARDELIMINATION": "BBE", "ULTIMOSTABLEROS": "BBE",
    "ESB": "ESB", "EXTENDEDSONNEBORNBERGER": "ESB",
    "EMMSB": "EMMSB", "EMGSB": "EMGSB", "EGMSB": "EGMSB", "EGGSB": "EGGSB",
}
#: modifiers each team-only code takes (C cut, P forfeits played, K divisor, F Fore)
_ALLOWED = {
    "PTS": "", "MP": "", "GP": "", "MPVGP": "", "TSB": "", "BC": "", "TBR": "", "BBE": "",
    "EDE": "P", "EDEC": "P", "EDET": "P", "EDEB": "P", "EDEBT": "P", "EDEBB": "P",
    "SSSC": "KFP", "ESB": "CP", "EMMSB": "CP", "EMGSB": "CP", "EGMSB": "CP", "EGGSB": "CP",
}
_BASIS_RE = re.compile(r"^(.*?)\s*:\s*(MP|GP|M|G)\s*((?:[/\-].*)?)$")
_MOD = re.compile(r"^(C\d+|M\d+|P|F|K\d+(?:[.,]\d+)?)$")


@dataclass(frozen=True)
class TeamTieBreakSpec:
    """One entry of a team tie-break list.

    Attributes:
        code: canonical code (a key of :data:`TEAM_NAMES`).
        text: as the user wrote it (the column header).
        basis: ``"MP"`` / ``"GP"``: the score the tie-break is computed on (for SB the
            opponents' score); ``None``: the primary score.
        basis2: SB only: the score scored against each opponent; ``None``: as ``basis``;
            ``"other"``: the secondary score (``ESB``).
        cut_low, cut_high: ``Cn`` / ``Mn``.
        played_forfeits: ``/P``: forfeited matches count against the scheduled opponent.
        fore: ``/F`` (SSSC, BH): Fore Buchholz.
        divisor: ``/Kx`` (SSSC).
        all_met: ``/A`` (DE, DES): direct encounter only when every tied team met every other
            (FEDA RGC art. 56: "cuando todos los equipos empatados hayan jugado entre ellos").
    """

    code: str
    text: str
    basis: str | None = None
    basis2: str | None = None
    cut_low: int = 0
    cut_high: int = 0
    played_forfeits: bool = False
    fore: bool = False
    divisor: Fraction | None = None
    all_met: bool = False

    @property
    def is_group(self) -> bool:
        """A group rule (DE, EDE..., TBR, BBE): orders teams still tied, no value of its own."""
        return self.code in _GROUP

    @property
    def reverse(self) -> bool:
        return self.code == "BC"

    def name(self, lang: str = "en") -> str:
        en, es = TEAM_NAMES[self.code]
        return es if str(lang).lower().startswith("es") else en


def _squash(text: str) -> str:
    t = unicodedata.normalize("NFKD", str(text))
    t = "".join(c for c in t if not unicodedata.combining(c))
    return t.upper().strip()


def parse_team_spec(text: str) -> TeamTieBreakSpec:
    """Parse one team tie-break code (``"BH:MP/C1"``, ``"EMGSB"``, ``"EDEBT"``, ``"SSSC/K4"``,
    ``"Buchholz cut 1"``, ``"puntos de match"``...).

    Raises:
        TiebreakError: ``tb_unknown``, ``tb_bad_modifier``.
    """
    original = str(text).strip()
    s = _squash(original).replace("_", " ")
    basis = None
    m = _BASIS_RE.match(s)
    if m and m.group(1).strip():
        s = (m.group(1) + m.group(3)).strip()
        basis = MP if m.group(2).startswith("M") else GP
    parts = re.split(r"\s*/\s*", s)
    head, mods = parts[0].strip(), [p.replace(" ", "") for p in parts[1:] if p.strip()]
    key = re.sub(r"[\s.'\-]", "", head)
    code = _SYNONYMS.get(key)
    if code is None:
        # the individual codes and long names (Buchholz, Sonneborn-Berger, DE ...)
        try:
            ind = parse_spec(s)
        except TiebreakError:
            raise TiebreakError("tb_unknown", text=original, known=" ".join(sorted(set(_SYNONYMS.values()) | {
                "BH", "FB", "SB", "DE", "DES"}))) from None
        if ind.code not in ("BH", "FB", "SB", "DE", "DES", "PTS") or ind.fore and ind.code != "BH":
            raise TiebreakError("tb_unknown", text=original, known="MP GP BH FB SB EMMSB ... DE EDE SSSC BC TBR BBE")
        code = "FB" if ind.code == "BH" and ind.fore else ind.code
        if code == "PTS":
            return TeamTieBreakSpec("PTS", original, basis)
        return TeamTieBreakSpec(code, original, basis, basis if code == "SB" else None, ind.cut_low, ind.cut_high,
                                ind.played_forfeits, all_met=ind.all_met)
    kw: dict = {}
    for mod in mods:
        if not _MOD.match(mod) or mod[0] not in _ALLOWED[code]:
            raise TiebreakError("tb_bad_modifier", text=original, modifier=mod)
        if mod[0] == "C":
            kw["cut_low"] = int(mod[1:])
        elif mod[0] == "P":
            kw["played_forfeits"] = True
        elif mod[0] == "F":
            kw["fore"] = True
        elif mod[0] == "K":
            kw["divisor"] = Fraction(mod[1:].replace(",", "."))
            if kw["divisor"] <= 0:
                raise TiebreakError("tb_bad_modifier", text=original, modifier=mod)
    if code in ("EMMSB", "EMGSB", "EGMSB", "EGGSB"):
        if basis is not None:
            raise TiebreakError("tb_bad_modifier", text=original, modifier=":" + basis)
        b1 = MP if code[1] == "M" else GP
        b2 = MP if code[2] == "M" else GP
        return TeamTieBreakSpec("SB", original, b1, b2, **kw)
    if code == "ESB":
        return TeamTieBreakSpec("SB", original, basis, _OTHER, **kw)
    if code in ("MP", "GP", "MPVGP", "SSSC", "BC", "TBR", "BBE") and basis is not None:
        raise TiebreakError("tb_bad_modifier", text=original, modifier=":" + basis)
    if code == "TSB":
        return TeamTieBreakSpec("TSB", original, basis, basis, **kw)
    return TeamTieBreakSpec(code, original, basis, **kw)


def parse_team_list(text: str | Sequence[str] | Sequence[TeamTieBreakSpec]) -> list[TeamTieBreakSpec]:
    """An ordered list: ``"MP GP EDE BH:MP"``, a preset name (``"FEDA_TEAMS"``), commas or
    semicolons between long names, or a sequence of codes."""
    if isinstance(text, (list, tuple)):
        out: list[TeamTieBreakSpec] = []
        for x in text:
            if isinstance(x, TeamTieBreakSpec):
                out.append(x)
            elif str(x).strip():
                out.extend(parse_team_list(str(x)))
        return out
    s = str(text).strip()
    if not s:
        return []
    preset = PRESETS.get(s.upper().replace(" ", "_").replace("-", "_"))
    if preset is not None:
        s = preset
    items = re.split(r"[;,\n]", s) if re.search(r"[;,\n]", s) else s.split()
    return [parse_team_spec(x) for x in items if x.strip()]


def _other(basis: str) -> str:
    return GP if basis == MP else MP


@dataclass
class TeamStandings:
    """The result of :meth:`TeamEvaluation.standings`.

    Attributes:
        tournament: the team event as evaluated.
        rules: the rule set used and why.
        pairing_system, pairing_source: Swiss or round robin, and how that was decided.
        primary: ``"MP"`` or ``"GP"``: the score ranked first.
        specs: the tie-breaks after the primary score, as parsed.
        columns: one :class:`~xl_tiebreaks.tiebreaks.context.Column` per spec (group rules:
            the position within the tied group, 0 when it separated nobody).
        mp, gp: the match-point and game-point columns.
        ranks: rank per team (start-number order); shared places repeat.
        order: team positions in standings order.
        notes: what the user should know.
    """

    tournament: TeamTournament
    rules: RulesChoice
    pairing_system: PairingSystem
    pairing_source: str
    primary: str
    specs: list[TeamTieBreakSpec]
    columns: list[Column]
    mp: Column
    gp: Column
    ranks: list[int]
    order: list[int]
    rounds_used: int
    notes: list[str] = field(default_factory=list)

    def value(self, start_no: int, code: str) -> Fraction | int | None:
        """Exact value of tie-break ``code`` (as written in the list) for team ``start_no``."""
        i = self._pos(start_no)
        if code in (MP, GP) and not any(s.text == code for s in self.specs):
            return (self.mp if code == MP else self.gp).exact(i)
        for spec, col in zip(self.specs, self.columns):
            if spec.text == code:
                return col.exact(i)
        raise KeyError(code)

    def rank(self, start_no: int) -> int:
        return self.ranks[self._pos(start_no)]

    def ranking(self) -> list[int]:
        """Team start numbers in standings order."""
        return [self.tournament.teams[i].start_no for i in self.order]

    def _pos(self, start_no: int) -> int:
        for i, t in enumerate(self.tournament.teams):
            if t.start_no == start_no:
                return i
        raise TiebreakError("player_not_found", player=start_no)


class TeamEvaluation:
    """A team event ready for tie-breaks under one set of rules; columns on demand.

    Args:
        tt: the :class:`~xl_tiebreaks.teams.model.TeamTournament`.
        rules: ``"FIDE"`` (the edition in force on the start date), ``"FIDE2024"``,
            ``"FIDE2026"``.
        pairing_system: ``"swiss"`` / ``"round_robin"`` override (art. 15.2 vs 16).
        primary: ``"MP"`` (default) or ``"GP"``: the score the event ranks on, for the
            tie-breaks that depend on it (``BH`` without ``:MP``/``:GP``, ``MPVGP``, ``EDE``,
            ``SSSC``, ``ESB``). A list passed to :meth:`standings` that starts with ``MP`` or
            ``GP`` says it instead.
        policies: opt-in readings (:data:`xl_tiebreaks.policies.POLICIES`), among them
            ``TEAM_MATCH_WON_ON_MORE_POINTS`` and ``VUR_LOWEST_SCORE``.
        as_of: values after round ``as_of``.
        start_date, total_rounds: override the event's own.

    Raises:
        TiebreakError: unknown rules or policy; ``round_out_of_range``; the model's checks.
    """

    def __init__(
        self,
        tt: TeamTournament,
        *,
        rules: str | Rules | None = None,
        pairing_system: PairingSystem | str | None = None,
        primary: str | None = None,
        policies: str | Sequence[str] | None = None,
        as_of: int | None = None,
        start_date: _dt.date | None = None,
        total_rounds: int | None = None,
    ) -> None:
        self.notes: list[str] = []
        tt = with_overrides(tt, pairing_system=pairing_system, as_of=as_of, start_date=start_date,
                            total_rounds=total_rounds)
        self.tournament = tt
        self.primary = _primary(primary)
        self.pairing_system, self.pairing_source = tt.resolved_pairing_system()
        if self.pairing_source.startswith("guess"):
            from ..texts import Text

            self.notes.append(Text("warn_team_guessed_system", system=Text(f"w_{self.pairing_system.value}"),
                                   source=self.pairing_source))
        self.rules = choose_rules(rules, tt.start_date)
        self.policies = parse_policies(policies)
        for name in sorted(self.policies):
            from ..standings import policy_note

            self.notes.append(policy_note(name))
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

