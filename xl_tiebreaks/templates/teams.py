"""Team-event workbooks (templates): a team round robin as a crosstable or a team Swiss as a
round grid, with the team tie-break formulas, a teams sheet, a standings sheet, settings and
instructions, in Spanish or English, as data drawn by the same builder as the individual
templates (:class:`~xl_tiebreaks.templates.builder.Builder`); a template filled with a team event.

As in the individual templates every computed column is **one legacy array formula** as tall
as the table, and the formulas read workbook names::

    {=INDEX(DESEMPATES_EQUIPOS(Resultados,Criterios,Configuracion),0,2)}
    {=CLASIFICACION_EQUIPOS(Resultados,Criterios,NombresEquipos,Configuracion)}

Layouts (row 5 is the first team in every sheet):

* *Equipos* / *Teams*: number, team, then the players by board (optional: the functions do
  not read them);
* team round robin, *Cruzada* / *Crosstable*: No., team, one column per opponent team (two
  blocks for a double round robin; cell = the game points the row's team scored against the
  column's team), then the ranking criteria: the primary score, then the tie-breaks;
* team Swiss, *Rondas* / *Rounds*: No., team, per round opponent team / colour of board 1 /
  game points, then the ranking criteria.

The settings sheet holds the team keys (boards, match points 2/1/0 or 3/1/0, primary score,
the bye's MP and GP) next to the individual ones (rules, date, points per board); the tie-break
order starts with the primary score (a formula: the *Principal* / *Primary score* setting)
followed by the tie-breaks, seed 001 §3 by default (``SEED001_TEAM_RR``: GP MP DE TSB,
``SEED001_TEAM_SWISS``: GP MP DE BH TSB).
"""

from __future__ import annotations

import datetime as _dt
from fractions import Fraction
from typing import Any, Sequence

from openpyxl import Workbook

from .. import __version__
from ..errors import TiebreakError
from ..text_cells import put
from .individual import _num
from .specs import Column, Kind, Layout, ListSheet, ResultsSheet, StandingsSheet, TeamTemplateSpec, Validation
from .words import (
    _TEAM_LEGEND_CODES,
    _TEAM_RR_SKIP,
    _TEAM_SETTINGS_ROWS,
    _TT,
    DEFAULT_TEAM_ORDER,
    FIRST_ROW,
    ONE_DECIMAL,
    TEAM_CODE_CHOICES,
    TEAM_CODE_FORMATS,
    TEAM_FUNCS,
    TEAM_NAMES,
    _w,
    enable_function_lines,
    legend,
)

# ---------------------------------------------------------------------------------------------
# settings


def _settings(spec: TeamTemplateSpec, t: dict[str, Any]) -> dict[str, Any]:
    """The settings sheet's rows and lists (the builder's ``_settings_sheet``); the first row of
    the order is the primary score, a formula on its setting."""
    es = spec.lang == "es"
    rr = spec.kind == "round_robin"
    values = {
        "rules": "FIDE", "date": None, "rounds": spec.n_rounds,
        "system": t["system_rr"] if rr else t["system_swiss"], "boards": spec.boards,
        "match": spec.match_points, "primary": spec.primary_score, "win": 1, "draw": 0.5, "loss": 0,
        "pab_mp": None, "pab_gp": None, "round": None, "lang": spec.lang,
        "layout": t["layout_cross"] if rr else t["layout_swiss"],
    }
    rows = [(role, kes if es else ken, xes if es else xen, values[role])
            for role, kes, ken, xes, xen in _TEAM_SETTINGS_ROWS if not (rr and role in _TEAM_RR_SKIP)]
    primary_row = 5 + [r[0] for r in rows].index("primary")
    return dict(
        rows=rows,
        lists={"rules": "FIDE,FIDE2024,FIDE2026", "system": f"{t['system_swiss']},{t['system_rr']}",
               "match": "2/1/0,3/1/0", "primary": "MP,GP", "lang": "es,en"},
        points_row=(t["points_row"], f"=B{primary_row}&\"\""), order_notes=_order_notes(spec),
        code_choices=TEAM_CODE_CHOICES, legend=legend(spec.lang, _TEAM_LEGEND_CODES), text_roles=("match",),
        legend_code_width=15)


def _order_notes(spec: TeamTemplateSpec) -> list[str]:
    lang = spec.lang
    primary, codes = DEFAULT_TEAM_ORDER[spec.kind]
    default = _w("tpl_team_order_default", lang, primary=primary, codes=" ".join(codes))
    if spec.kind == "round_robin":
        return [default, _w("tpl_team_order_mp", lang, codes="GP DE SB:GP"), _w("tpl_team_order_first_row", lang),
                _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]
    return [default, _w("tpl_team_order_feda", lang, codes="GP DE/A BH:MP SB:MP"),
            _w("tpl_team_order_2026", lang, codes="GP EDE BH:MP SB:MP"), _w("tpl_team_order_first_row", lang),
            _w("tpl_unused_slot", lang)]


# ---------------------------------------------------------------------------------------------
# instructions


def team_instructions_text(spec: TeamTemplateSpec, lay: Layout) -> list[str]:
    """The instructions sheet of a team template, line by line (``# `` heading, four spaces:
    a formula or a command shown as text). The prose comes from the message catalogue
    (:data:`xl_tiebreaks.texts.TEXTS`, ``tpl_*``), in the template's language."""
    lang = spec.lang
    es = lang == "es"
    n, f, t = TEAM_NAMES[lang], TEAM_FUNCS[lang], _TT[lang]
    swiss = spec.kind == "swiss"
    R = n["results"]
    out = [_w("tpl_title_team", lang, version=__version__), "# " + _w("tpl_h_typing", lang),
           _w("tpl_team_teams", lang, sheet=t["sheet_teams"])]
    if swiss:
        out += [
            _w("tpl_team_rounds", lang, sheet=t["sheet_rounds"]),
            _w("tpl_team_boards", lang),
            _w("tpl_team_no_opponent", lang, bye=t["bye_word"]),
            _w("tpl_team_withdrawn_swiss", lang, word=t["withdrawn_word"]),
        ]
    else:
        out += [
            _w("tpl_team_cross", lang, sheet=t["sheet_cross"]),
            _w("tpl_team_withdrawn_rr", lang),
            _w("tpl_team_text_cells", lang),
        ]
        if spec.double:
            out.append(_w("tpl_rr_double", lang))
    out += ["# " + _w("tpl_h_columns", lang), _w("tpl_team_columns_intro", lang)]
    out += [f"{code}: {text}" for code, text in legend(lang, _TEAM_LEGEND_CODES)]
    out += [_w("tpl_team_decimals", lang), _w("tpl_unused_columns", lang)]
    out += ["# " + _w("tpl_h_settings", lang),
            _w("tpl_team_settings_text", lang, bye=_w("tpl_team_settings_bye", lang) if swiss else "")]
    out += ["# " + _w("tpl_h_enable", lang), *enable_function_lines(lang)]
    out += ["# " + _w("tpl_h_formulas", lang), _w("tpl_formulas_intro", lang)]
    sep, index = ("; ", "INDICE") if es else (", ", "INDEX")
    out += [
        f"    ={f['mp']}({R}{sep}{sep}{n['settings']})",
        f"    ={f['gp']}({R}{sep}{sep}{n['settings']})",
        f"    ={index}({f['tiebreaks']}({R}{sep}{n['criteria']}{sep}{n['settings']}){sep}0{sep}3)",
        f"    ={f['standings']}({R}{sep}{n['criteria']}{sep}{n['names']}{sep}{n['settings']})",
        f"    ={f['bh']}({R}{sep}\"MP\"{sep}{sep}1{sep}{sep}{sep}{n['settings']})",
        f"    ={f['sb']}({R}{sep}\"GP\"{sep}{sep}{sep}{sep}{n['settings']})",
    ]
    out.append(_w("tpl_defined_names", lang, names=", ".join(n.values())))
    return out


# ---------------------------------------------------------------------------------------------
# the kinds


def _teams_columns(spec: TeamTemplateSpec) -> tuple[Column, ...]:
    """Number, team, then the players by board (optional: the functions do not read them)."""
    return (Column("no", 5, "number"), Column("team", 30, align="left", name="names", at="names"),
            *(Column("board_n", 20, align="left", n=b + 1, at="board1" if b == 0 else None)
              for b in range(spec.boards)))


_COLUMNS = (Column("no", 4.5, "number"), Column("team", 24, "name", align="left"))
_CRITERIA = dict(points=False, criteria_label="criteria", criteria_role="criteria",
                 criteria_args=("results", "criteria", "settings"), criteria_first=1, criteria_width=7,
                 formats=TEAM_CODE_FORMATS, bold_first=True, note="tpl_team_sheet_note")
_SHEETS = (("instructions", "sheet_instructions"), ("teams", "sheet_teams"))
_TEAM = dict(
    words=_TT, names=TEAM_NAMES, funcs=TEAM_FUNCS, settings=_settings,
    lists=(ListSheet("teams", "sub_teams", _teams_columns, landscape=lambda spec: spec.boards > 4),),
    extras=(), instructions=team_instructions_text,
    standings=StandingsSheet("standings", ("results", "criteria", "names", "settings"), fixed=5, bold=(4, 5),
                             widths={"A": 7, "B": 5, "C": 30, "D": 9, "E": 9}, fixed_formats={4: "0", 5: ONE_DECIMAL},
                             formats=TEAM_CODE_FORMATS, hidden=("MP", "GP"), wrap_heads=True))  # (MP, GP: columns D, E)

#: a team Swiss: per round the opponent team, the colour of board 1 and the game points
TEAM_SWISS = Kind(
    sheets=(*_SHEETS, ("results", "sheet_rounds"), ("standings", "sheet_standings"), ("settings", "sheet_settings")),
    results=ResultsSheet(
        "sub_rounds", _COLUMNS, "rounds", ("opp", "colour", "gp"), (5, 8.5, 6),
        (Validation(0, ("prompt_opp_title", "prompt_opp")), Validation(2, ("prompt_gp_title", "prompt_gp")),
         Validation(1, ("colour", "prompt_col"), "colours")), **_CRITERIA),
    **_TEAM)

#: a team round robin: the game points of the row's team against the column's team
TEAM_ROUND_ROBIN = Kind(
    sheets=(*_SHEETS, ("results", "sheet_cross"), ("standings", "sheet_standings"), ("settings", "sheet_settings")),
    results=ResultsSheet(
        "sub_cross", _COLUMNS, "cross", ("results_vs", "cycle_1", "cycle_2"), (5,),
        (Validation(None, ("prompt_gp_title", "prompt_ct")),), **_CRITERIA),
    **_TEAM)


# ---------------------------------------------------------------------------------------------
# a filled template from a team event


def _points_text(v: Fraction) -> str:
    """Game points as typed in a text cell: ``2``, ``2½``, ``0.25`` (other fractions)."""
    whole, rest = divmod(v, 1)
    if rest == 0:
        return str(int(whole))
    if rest == Fraction(1, 2):
        return f"{int(whole)}½" if whole else "½"
    return format(float(v), "g")


def _boards_text(rec: Any, sc: Any) -> str | None:
    """The board results of a played match, board 1 first (``1 ½ 0 1``), or ``None``."""
    from ..model import Result, RoundKind

    if not rec.boards:
        return None
    words = []
    for g in sorted(rec.boards, key=lambda g: g.board):
        if g.kind is RoundKind.FORFEIT_WIN:
            words.append("+")
        elif g.kind is RoundKind.FORFEIT_LOSS:
            words.append("-")
        elif g.kind is RoundKind.GAME and g.result is not None and g.points is None:
            words.append({Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}[g.result])
        else:
            return None
    return " ".join(words)


def fill_team_tournament(wb: Workbook, lay: Layout, tt: Any, *, date: _dt.date | None = None,
                         rules: str | None = None, event: str | None = None,
                         order: Sequence[str] | None = None, primary: str | None = None) -> None:
    """Write ``tt`` (a :class:`~xl_tiebreaks.teams.model.TeamTournament`) into a team template
    built for it: teams (and rosters), results, the event's settings (boards, match points,
    bye values, date, rules), and optionally a ranking ``order`` (tie-breaks after the primary
    score) and ``primary`` score.

    Raises:
        ValueError: more teams than rows, start numbers not 1..N, rounds that do not fit.
    """
    from ..model import RoundKind

    spec: TeamTemplateSpec = lay.spec
    t = _TT[spec.lang]
    teams = list(tt.teams)
    if len(teams) > spec.teams:
        raise TiebreakError("template_too_many", n=len(teams), what="teams", what_es="equipos", size=spec.teams)
    if [x.start_no for x in teams] != list(range(1, len(teams) + 1)):
        raise TiebreakError("template_start_numbers")
    if spec.kind == "swiss" and tt.n_rounds > spec.n_rounds:
        raise TiebreakError("template_too_many", n=tt.n_rounds, what="rounds", what_es="rondas", size=spec.n_rounds)
    tws = wb[lay.names_at[0]]
    for i, tm in enumerate(teams):
        r = FIRST_ROW + i
        put(tws, r, lay.names_at[1], tm.name or None)
        for b, player in enumerate(tm.roster[: spec.boards]):
            put(tws, r, lay.names_at[1] + 1 + b, player or None)
    ws = wb[lay.results_sheet]
    c0 = lay.results_first_col
    res = tt.results()
    if spec.kind == "round_robin":
        n = len(teams)
        if n != spec.teams:
            raise TiebreakError("template_team_count", size=spec.teams, n=n)
        seen: dict[tuple[int, int], int] = {}
        for i, tm in enumerate(teams):
            for rec, tr in zip(tt.rounds[tm.start_no], res[tm.start_no]):
                if rec.opponent is None or rec.kind is RoundKind.PENDING:
                    continue
                j = rec.opponent - 1
                cyc = seen.get((i, j), 0)
                seen[(i, j)] = cyc + 1
                if cyc >= (2 if spec.double else 1):
                    raise TiebreakError("template_meet_too_often", a=i + 1, b=j + 1)
                if rec.kind is RoundKind.FORFEIT_WIN:
                    text = "+"
                elif rec.kind is RoundKind.FORFEIT_LOSS:
                    text = "-"
                else:
                    text = _points_text(tr.gp)
                ws.cell(row=FIRST_ROW + i, column=c0 + cyc * n + j, value=text)
    else:
        words = {RoundKind.PAB: t["bye_word"], RoundKind.HALF_BYE: "H", RoundKind.FULL_BYE: "F",
                 RoundKind.ZERO_BYE: "Z", RoundKind.ABSENT: "NP", RoundKind.WITHDRAWN: t["withdrawn_word"]}
        colour = {"w": t["white"], "b": t["black"]}
        for i, tm in enumerate(teams):
            for k, (rec, tr) in enumerate(zip(tt.rounds[tm.start_no], res[tm.start_no])):
                r, c = FIRST_ROW + i, c0 + 3 * k
                if rec.kind in words:
                    ws.cell(row=r, column=c, value=words[rec.kind])
                    continue
                if rec.opponent is None:
                    continue
                ws.cell(row=r, column=c, value=rec.opponent)
                ws.cell(row=r, column=c + 1, value=colour.get(rec.colour or ""))
                if rec.kind is RoundKind.FORFEIT_WIN:
                    val = "+"
                elif rec.kind is RoundKind.FORFEIT_LOSS:
                    val = "-"
                elif rec.kind is RoundKind.PENDING:
                    val = None
                else:
                    val = _boards_text(rec, tt.scoring) or _points_text(tr.gp)
                ws.cell(row=r, column=c + 2, value=val)
    # settings
    sc = tt.scoring
    values = {
        "date": date or tt.start_date, "rules": rules,
        "rounds": max(tt.total_rounds or 0, tt.n_rounds) or spec.n_rounds, "boards": tt.boards,
        "match": "/".join(str(_num(x)) for x in (sc.match_win, sc.match_draw, sc.match_loss)),
        "win": _num(sc.board.win), "draw": _num(sc.board.draw), "loss": _num(sc.board.loss),
        "pab_mp": _num(sc.pab_mp), "pab_gp": _num(sc.pab_gp), "primary": primary,
    }
    lay.put_settings(wb, {k: v for k, v in values.items() if v or k not in ("rules", "primary")}, event or tt.name)
    if order is not None:
        st = wb[lay.sheets["settings"]]
        for k, row in enumerate(lay.order_rows):
            st.cell(row=row, column=2, value=order[k] if k < len(order) else None)
