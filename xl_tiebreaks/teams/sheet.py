"""What the team Excel functions do, without Excel: team settings, reading the results range
(team crosstable, team Swiss grid, board list), computing, shaping the answer, caching.
:mod:`xl_tiebreaks.udfs` only registers them.

Team settings are the individual ones (:mod:`xl_tiebreaks.settings`: rules, date, rounds,
system, win / draw / loss per board, round, lang, policies, layout) plus:

==================================  ===========================  ================================
key (English / Spanish)             value                        meaning
==================================  ===========================  ================================
boards / tableros                   4                            boards per match
primary / principal                 MP / GP                      the score ranked first
match_points / puntos_match         2/1/0, 3/1/0                 MP for a won / drawn / lost match
match_win, match_draw, match_loss   3, 1, 0                      the same, one by one
(victoria_match, empate_match,
derrota_match)
pab_mp / libre_pm                   1                            MP of a pairing-allocated bye
pab_gp / libre_pp                   2                            GP of a pairing-allocated bye
pair_forfeits /                     yes / si                     a round's '+F' and '-F' without
emparejar_incomparecencias                                       opponent met each other
==================================  ===========================  ================================
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ..errors import TiebreakError
from ..settings import Settings, _pairs, _squash, parse_settings
from ..sheet import _freeze, _out, answer_rows, column_values, entrant_index
from ..sheet_args import column, grid, is_empty, optional
from ..sheet import row_of, slots_of, specs_of
from ..util import LruCache
from .model import GP, MP, TeamScoring, TeamTournament
from .readers import read_team_results
from .tiebreaks import TeamEvaluation, TeamTieBreakSpec, parse_team_list

__all__ = ["TeamSettings", "parse_team_settings", "team_evaluate", "team_values", "team_standings_table",
           "clear_cache"]

_TEAM_KEYS = {
    "boards": "boards", "tableros": "boards", "mesas": "boards", "numerodetableros": "boards", "board": "boards",
    "primary": "primary", "principal": "primary", "puntuacionprincipal": "primary", "primaryscore": "primary",
    "matchpoints": "match", "puntosmatch": "match", "puntosdematch": "match", "puntosencuentro": "match",
    "puntosdeencuentro": "match",
    "matchwin": "match_win", "victoriamatch": "match_win", "victoriaencuentro": "match_win",
    "matchdraw": "match_draw", "empatematch": "match_draw", "empateencuentro": "match_draw",
    "tablasmatch": "match_draw",
    "matchloss": "match_loss", "derrotamatch": "match_loss", "derrotaencuentro": "match_loss",
    "pabmp": "pab_mp", "libremp": "pab_mp", "librepm": "pab_mp", "byemp": "pab_mp",
    "pabgp": "pab_gp", "libregp": "pab_gp", "librepp": "pab_gp", "byegp": "pab_gp",
    "pairforfeits": "pair_forfeits", "emparejarincomparecencias": "pair_forfeits",
}


#: the fields of :class:`~xl_tiebreaks.teams.model.TeamScoring` a team setting can say
_SCORING_KEYS = ("match_win", "match_draw", "match_loss", "pab_mp", "pab_gp")


@dataclass(frozen=True)
class TeamSettings:
    """Parsed team settings.

    Attributes:
        base: the individual :class:`~xl_tiebreaks.settings.Settings`.
        boards: boards per match; ``None``: not said.
        primary: ``"MP"`` / ``"GP"``; ``None``: not said.
        scoring_said: the fields of :class:`~xl_tiebreaks.teams.model.TeamScoring` the
            settings say (``match_win``, ``match_draw``, ``match_loss``, ``pab_mp``,
            ``pab_gp``), as ``(field, value)`` pairs, kept in that order; a field not said
            keeps TeamScoring's default. :meth:`said` reads one.
        pair_forfeits: a round's ``+F`` and ``-F`` without opponent met each other.

    Raises:
        ValueError: a ``scoring_said`` field that is not one of those, or one given twice.
    """

    base: Settings = field(default_factory=Settings)
    boards: int | None = None
    primary: str | None = None
    scoring_said: tuple[tuple[str, Fraction], ...] = ()
    pair_forfeits: bool = False

    def __post_init__(self) -> None:
        said = dict(self.scoring_said)
        unknown = sorted(said.keys() - set(_SCORING_KEYS))
        if unknown or len(said) != len(self.scoring_said):
            raise ValueError(f"scoring_said: {unknown[0]!r} is not one of {', '.join(_SCORING_KEYS)}" if unknown
                             else "scoring_said: a field given twice")
        # one order, so that the same settings have one cache key
        object.__setattr__(self, "scoring_said", tuple((k, said[k]) for k in _SCORING_KEYS if k in said))

    def said(self, key: str) -> Fraction | None:
        """The value the settings say for TeamScoring's field ``key``; ``None``: not said."""
        return dict(self.scoring_said).get(key)

    def scoring(self) -> TeamScoring:
        """The :class:`~xl_tiebreaks.teams.model.TeamScoring` these settings describe (board
        points from ``win`` / ``draw`` / ``loss``)."""
        return TeamScoring(board=self.base.score_system(), **dict(self.scoring_said))

    def cache_key(self) -> tuple:
        return (self.base.cache_key(), self.boards, self.primary, self.scoring_said, self.pair_forfeits)


def parse_team_settings(value: Any) -> TeamSettings:
    """Team settings from a two-column range, a ``key=value; ...`` text, a mapping or
    ``None`` (see the module docstring for the team keys; every other key goes to
    :func:`xl_tiebreaks.settings.parse_settings`).

    Raises:
        TiebreakError: ``settings_unknown_key``, ``settings_bad_value``, ``settings_bad_pair``.
    """
    from ..validate import points, score_order

    if isinstance(value, TeamSettings):
        return value
    if isinstance(value, Settings):
        return TeamSettings(base=value)
    rest: list[list[Any]] = []
    kw: dict[str, Any] = {}
    said: dict[str, Any] = {}  # TeamScoring's fields (Fraction values)
    for k, v in _pairs(value):
        key = _TEAM_KEYS.get(_squash(k))
        if key is None:
            rest.append([k, v])
            continue
        if v is None or (isinstance(v, str) and not v.strip()):
            continue
        if key == "boards":
            from ..validate import whole

            kw["boards"] = whole(v, "boards", name=str(k).strip())  # 1 to 30: a bound, so no setting makes the work unbounded
        elif key == "primary":
            from .tiebreaks import _primary

            kw["primary"] = _primary(str(v))
        elif key == "match":
            parts = re.split(r"\s*[/\-,;]\s*", str(v).strip())
            if len(parts) != 3:
                raise TiebreakError("settings_bad_value", key=str(k), value=v)
            said["match_win"], said["match_draw"], said["match_loss"] = (points(p, str(k), str(k)) for p in parts)
        elif key in _SCORING_KEYS:
            said[key] = points(v, str(k), str(k))
        elif key == "pair_forfeits":
            t = _squash(v)
            if t in ("1", "yes", "si", "true", "verdadero", "y", "s"):
                kw[key] = True
            elif t in ("0", "no", "false", "falso", "n"):
                kw[key] = False
            else:
                raise TiebreakError("settings_bad_value", key=str(k), value=v)
    if said.keys() & {"match_win", "match_draw", "match_loss"}:
        # match points that rank: a won match above a lost one, a drawn one between
        sc = TeamScoring(**said)
        w, d, lo = sc.match_win, sc.match_draw, sc.match_loss
        score_order(w, d, lo, (sc.pab_mp,), what="match points", what_es="puntos de match", value=f"{w}/{d}/{lo}")
    base = parse_settings(rest) if rest else Settings()
    return TeamSettings(base=base, scoring_said=tuple(said.items()), **kw)


# ---------------------------------------------------------------------------------------------
# evaluation, cached by content


@dataclass
class TeamSheetEvaluation:
    """A team results range read and ready: the event, which rows hold which team, and a
    :class:`~xl_tiebreaks.teams.tiebreaks.TeamEvaluation`."""

    tournament: TeamTournament
    row_teams: list[int | None]
    settings: TeamSettings
    evaluation: TeamEvaluation
    notes: list[str] = field(default_factory=list)
    columns: dict = field(default_factory=dict)
    _index: dict | None = None
    #: the range's header rows: an answer gives them the column's title (issue 23 item 5)
    header_rows: tuple[int, ...] = ()

    def index(self) -> dict:
        """Lookups built once per event (:func:`xl_tiebreaks.sheet.entrant_index`)."""
        if self._index is None:
            self._index = entrant_index(self.tournament.teams, self.row_teams)
        return self._index


_CACHE: LruCache[TeamSheetEvaluation] = LruCache(32)


def clear_cache() -> None:
    _CACHE.clear()


def team_evaluate(results: Any, settings: TeamSettings, names: Any = None) -> TeamSheetEvaluation:
    """Read ``results`` (team crosstable, team Swiss grid or board list) with ``settings``;
    cached by the content of the arguments."""
    cells = grid(results)
    nm = column(names)
    key = (_freeze(cells), _freeze(nm), settings.cache_key())
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    b = settings.base
    read = read_team_results(cells, layout=b.layout, names=nm, boards=settings.boards, scoring=settings.scoring(),
                             total_rounds=b.rounds, pairing_system=b.system, pair_forfeits=settings.pair_forfeits)
    ev = TeamEvaluation(read.tournament, rules=b.rules or "FIDE", primary=settings.primary,
                        policies=list(b.policies), as_of=b.round, start_date=b.date, total_rounds=b.rounds,
                        expelled=b.expelled or None,  # (refused with its message: no team is expelled)
                        ratings_by_round=b.ratings == "by_round" if b.ratings else None)  # (noted: no such ratings)
    se = TeamSheetEvaluation(read.tournament, read.row_teams, settings, ev, list(read.notes),
                             header_rows=read.header_rows)
    _CACHE.put(key, se)
    return se


def _team_row(se: TeamSheetEvaluation, team: Any) -> int:
    """Row index (in the range) of ``team``: start number or name (:func:`xl_tiebreaks.sheet.row_of`)."""
    return row_of(se.index(), team)


_KNOWN = "MP GP BH:MP SB:GP EDE ..."  # a few codes, for the message of a missing one


def _slots(codes: Any) -> tuple[list[TeamTieBreakSpec], list[int | None]]:
    """The tie-breaks of ``codes`` and, per output column, the index of its tie-break
    (``None``: an empty column), as :func:`xl_tiebreaks.sheet.slots_of` lays them out (a cell
    of several codes: one column each)."""
    return slots_of(codes, parse_team_list, parse_team_list, parse_team_list, _KNOWN)


def _specs(codes: Any) -> list[TeamTieBreakSpec]:
    return specs_of(codes, parse_team_list, parse_team_list, _KNOWN)


def _column(se: TeamSheetEvaluation, specs: list[TeamTieBreakSpec], j: int) -> list[Any]:
    """The cell values of team tie-break ``j`` by team position; a group rule ranks within the
    group tied on the codes before it, the event's primary score first."""
    head = []
    if specs[j].is_group and specs[0].code not in (MP, GP):
        prim = se.evaluation.primary
        head = [TeamTieBreakSpec(prim, prim)]
    return column_values(se, specs, j, len(se.tournament.teams), head)


def team_values(results: Any, codes: Any, *, settings: TeamSettings, player: Any = None,
                names: Any = None) -> list[list[Any]]:
    """Values of one or more team tie-breaks: one row per row of the results range (blank rows
    give empty cells), one column per code; or one row for ``player`` (a team's number or
    name). Group rules (DE, EDE, TBR, BBE) give the position within the group tied on the
    codes before them (the event's primary score first).

    Raises:
        TiebreakError: from the readers, unknown codes, ``tb_needs_list`` (a group rule first),
            ``team_needs_boards``, ``player_not_found``.
    """
    se = team_evaluate(results, settings, names)
    specs, slots = _slots(codes)
    if not specs:
        raise TiebreakError("tb_unknown", text="", known=_KNOWN)
    cols: list[list[Any] | None] = [_column(se, specs, j) for j in range(len(specs))]
    return answer_rows(se.index(), se.row_teams, cols, slots, player, titles=[s.text for s in specs],
                       header_rows=se.header_rows)


def team_standings_table(results: Any, codes: Any = None, *, settings: TeamSettings, names: Any = None) -> list[list[Any]]:
    """The ranked table: a header row, then rank (shared places repeat), team number, name,
    match points, game points and one column per tie-break after the primary score.

    A codes range of several cells (a template's order) keeps its width: the leading primary
    score (``MP``, ``GP`` or ``PTS``) is the ranking's first criterion, every other cell one
    column (``MP`` / ``GP`` are already shown, blank cells are unused slots), and empty columns
    at the end fill the range; the rows go on, empty, to one per row of the results range.
    Both so that the answer fills a template's fixed-size array formula."""
    se = team_evaluate(results, settings, names)
    width = None
    if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
        cells = [c for row in grid(codes) for c in row]
        specs = [s for c in cells if not is_empty(c) for s in parse_team_list(str(c))]
        if len(cells) > 1:
            width = len(cells) - (1 if not is_empty(cells[0]) and specs[0].code in (MP, GP, "PTS") else 0)
    elif is_empty(optional(codes)):
        specs = None
    else:
        specs = _specs(codes)
    st = se.evaluation.standings(specs)
    es = (settings.base.lang or "en") == "es"
    shown = [(s, c) for s, c in zip(st.specs, st.columns) if s.code not in (MP, GP)]
    head = (["Puesto", "Nº", "Equipo", "Puntos match", "Puntos partida"] if es
            else ["Rank", "No.", "Team", "Match points", "Game points"]) + [s.text for s, _ in shown]
    pad = [""] * max(0, (width or 0) - len(shown))
    out = [head + pad]
    teams = st.tournament.teams
    for i in st.order:
        out.append([st.ranks[i], teams[i].start_no, teams[i].name, _out(st.mp.exact(i)), _out(st.gp.exact(i))]
                   + [_out(c.exact(i)) for _, c in shown] + pad)
    if width is not None:
        out += [[""] * len(out[0]) for _ in range(1 + len(se.row_teams) - len(out))]
    return out


def team_lang(settings: Any) -> str | None:
    """The ``lang`` of team settings, or ``None`` (unreadable settings say nothing)."""
    try:
        return parse_team_settings(settings).base.lang
    except TiebreakError:
        return None

