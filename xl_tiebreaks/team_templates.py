"""Team-event workbooks (templates): a team round robin as a crosstable or a team Swiss as a
round grid, with the team tie-break formulas, a teams sheet, a standings sheet, settings and
instructions, in Spanish or English, ``.xlsx`` or ``.xlsm``, built with the machinery of
:mod:`xl_tiebreaks.templates` (styles, print setup, workbook names, ignoredErrors, xlwings'
quickstart VBA project).

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

import dataclasses
import datetime as _dt
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Sequence

from openpyxl import Workbook
from openpyxl.styles import Alignment
from openpyxl.worksheet.datavalidation import DataValidation

from . import __version__
from .errors import TiebreakError
from .model import round_robin_cycle_rounds
from .templates import (
    _BOLD,
    _LEFT,
    DE_FORMAT,
    FIRST_ROW,
    NAMES,
    ONE_DECIMAL,
    Layout,
    _abs,
    _array,
    _col,
    _dv_list,
    _fit_a4,
    _grid_style,
    _head,
    _print_setup,
    _sheet_note,
    _SheetBuilder,
    _slot_looks,
    _style_fn,
    _title,
    _units,
    _w,
    enable_function_lines,
    legend,
)

__all__ = [
    "TeamTemplateSpec", "TEAM_NAMES", "TEAM_FUNCS", "DEFAULT_TEAM_ORDER", "STANDARD_TEAM", "split_team_order",
    "team_standard_name", "fill_team_tournament", "team_instructions_text",
]

#: default ranking order (seed 001 §3, FIDE's 2009 annex): primary score, then the tie-breaks
DEFAULT_TEAM_ORDER = {
    "round_robin": ("GP", ("MP", "DE", "TSB")),  # preset SEED001_TEAM_RR
    "swiss": ("GP", ("MP", "DE", "BH", "TSB")),  # preset SEED001_TEAM_SWISS
}
TEAM_SLOTS = 5  # tie-break columns after the primary score
TEAM_CODE_CHOICES = ("MP", "GP", "DE", "EDE", "BH", "BH:MP", "BH:GP", "BH:MP/C1", "BH:GP/C1", "SB", "SB:MP", "SB:GP",
                     "TSB", "EMMSB", "EMGSB", "EGMSB", "EGGSB", "MPVGP", "SSSC", "FB", "BC", "TBR", "BBE", "EDEC",
                     "EDET", "EDEB")

# workbook names: the individual ones, the names column holding teams
TEAM_NAMES = {
    lang: {**{k: v for k, v in roles.items() if k not in ("ratings", "categories", "names")},
           "names": "NombresEquipos" if lang == "es" else "TeamNames"}
    for lang, roles in NAMES.items()
}
TEAM_FUNCS = {
    "es": {"tiebreaks": "DESEMPATES_EQUIPOS", "standings": "CLASIFICACION_EQUIPOS", "mp": "PUNTOS_MATCH",
           "gp": "PUNTOS_PARTIDA", "bh": "BUCHHOLZ_EQUIPOS", "sb": "SONNEBORN_BERGER_EQUIPOS"},
    "en": {"tiebreaks": "TEAM_TIEBREAKS", "standings": "TEAM_STANDINGS", "mp": "MATCH_POINTS",
           "gp": "GAME_POINTS", "bh": "TEAM_BUCHHOLZ", "sb": "TEAM_SONNEBORN_BERGER"},
}

# ---------------------------------------------------------------------------------------------
# words

_TT: dict[str, dict[str, Any]] = {
    "es": {
        "sheet_teams": "Equipos", "sheet_rounds": "Rondas", "sheet_cross": "Cruzada",
        "sheet_standings": "Clasificación", "sheet_settings": "Configuración", "sheet_instructions": "Instrucciones",
        "event_default": "Torneo de ajedrez por equipos", "event_label": "Nombre del torneo",
        "no": "Nº", "team": "Equipo", "board_n": "Tablero {n}", "opp": "Rival", "colour": "Color T1",
        "gp": "Puntos", "round_n": "Ronda {n}", "criteria": "Puntuación y desempates",
        "results_vs": "Puntos de partida contra", "cycle_1": "Primera vuelta", "cycle_2": "Segunda vuelta",
        "white": "Blancas", "black": "Negras",
        "sub_cross": "Tabla cruzada: puntos de partida del equipo de la fila contra el de la columna",
        "sub_rounds": "Cuadro por rondas: equipo rival (nº inicial), color del tablero 1 y puntos de partida "
                      "de cada ronda",
        "sub_teams": "Equipos: el número de la fila es el número inicial; los jugadores por tablero son opcionales",
        "sub_standings": "Clasificación por equipos con el orden de la hoja Configuración",
        "sub_settings": "Cambie los valores de la columna B: los resultados cambian, las fórmulas no",
        "settings_head": ("Clave", "Valor", "Explicación"),
        "order_head": ("Orden de clasificación", "Código", "Explicación"),
        "order_row": "Desempate {n}", "points_row": "Puntuación principal",
        "legend_head": ("Código", "Significado"),
        "system_swiss": "suizo", "system_rr": "todos contra todos",
        "layout_swiss": "cuadro suizo", "layout_cross": "tabla cruzada",
        "bye_word": "LIBRE", "withdrawn_word": "RETIRADO",
        "prompt_opp_title": "Equipo rival",
        "prompt_opp": "Número inicial del equipo rival. Sin rival: LIBRE (bye del emparejamiento), H (medio "
                      "punto), F (punto completo), Z (cero), NP (no emparejado); deje Color y Puntos vacíos.",
        "prompt_gp_title": "Puntos de partida",
        "prompt_gp": "Puntos de partida del equipo en el encuentro: 2½, 2.5 o 2,5; o los resultados de cada "
                     "tablero (1 ½ 0 1); + / - encuentro ganado / perdido por incomparecencia.",
        "prompt_col": "Color del jugador del tablero 1: Blancas o Negras (vacío si no se sabe)",
        "prompt_ct": "Puntos de partida del equipo de la fila contra el de la columna: 2½, 2.5 o 2,5; + / - "
                     "incomparecencia. Escriba los dos lados de cada encuentro.",
    },
    "en": {
        "sheet_teams": "Teams", "sheet_rounds": "Rounds", "sheet_cross": "Crosstable",
        "sheet_standings": "Standings", "sheet_settings": "Settings", "sheet_instructions": "Instructions",
        "event_default": "Team chess tournament", "event_label": "Event name",
        "no": "No.", "team": "Team", "board_n": "Board {n}", "opp": "Opp.", "colour": "Col. B1",
        "gp": "Points", "round_n": "Round {n}", "criteria": "Score and tie-breaks",
        "results_vs": "Game points against", "cycle_1": "First cycle", "cycle_2": "Second cycle",
        "white": "White", "black": "Black",
        "sub_cross": "Crosstable: game points of the row's team against the column's team",
        "sub_rounds": "Round grid: opponent team (start number), colour of board 1 and game points of each round",
        "sub_teams": "Teams: the row's number is the start number; players by board are optional",
        "sub_standings": "Team standings with the order of the Settings sheet",
        "sub_settings": "Change the values in column B: results change, formulas do not",
        "settings_head": ("Key", "Value", "Meaning"),
        "order_head": ("Ranking order", "Code", "Meaning"),
        "order_row": "Tie-break {n}", "points_row": "Primary score",
        "legend_head": ("Code", "Meaning"),
        "system_swiss": "swiss", "system_rr": "round robin",
        "layout_swiss": "swiss grid", "layout_cross": "crosstable",
        "bye_word": "PAB", "withdrawn_word": "WD",
        "prompt_opp_title": "Opponent team",
        "prompt_opp": "Opponent team's start number. No opponent: PAB (pairing-allocated bye), H (half-point "
                      "bye), F (full-point bye), Z (zero-point bye), NP (not paired); leave Colour and Points blank.",
        "prompt_gp_title": "Game points",
        "prompt_gp": "The team's game points in the match: 2½ or 2.5; or the result of each board (1 ½ 0 1); "
                     "+ / - match won / lost by forfeit.",
        "prompt_col": "Colour of the board-1 player: White or Black (blank if not known)",
        "prompt_ct": "Game points of the row's team against the column's team: 2½ or 2.5; + / - forfeit. Type "
                     "both sides of every match.",
    },
}

#: the legend (settings sheet, instructions): code as shown, text of the message catalogue
_TEAM_LEGEND_CODES = [
    ("MP", "tpl_team_legend_mp"), ("GP", "tpl_team_legend_gp"), ("DE", "tpl_team_legend_de"),
    ("EDE", "tpl_team_legend_ede"), ("BH", "tpl_team_legend_bh"), ("SB:GP / EGGSB", "tpl_team_legend_sbgp"),
    ("SB:MP / EMMSB", "tpl_team_legend_sbmp"), ("TSB", "tpl_team_legend_tsb"), ("MPVGP", "tpl_team_legend_mpvgp"),
    ("BC / TBR / BBE", "tpl_team_legend_bc"),
]
#: (condition on the code cell ``{c}``, number format) of the team criteria, the first that
#: holds wins: as FIDE publishes them (IA Held's team exercises: MP 10, GP 17.5, BH on match
#: points 64, EMMSB 74, EGGSB 157.50, SSSC 38.83); DE and EDE as places, blank when 0
TEAM_CODE_FORMATS: list[tuple[str, str]] = [
    ('OR({c}="DE",LEFT({c},3)="DE/",LEFT({c},3)="EDE")', DE_FORMAT),
    ('OR({c}="MP",LEFT({c},5)="BH:MP",LEFT({c},5)="SB:MP",LEFT({c},5)="EMMSB")', "0"),
    ('OR(LEFT({c},5)="SB:GP",LEFT({c},5)="EGGSB",{c}="TSB",LEFT({c},4)="SSSC")', "0.00"),
    ('{c}<>""', ONE_DECIMAL),
]


# settings rows: (role, key es, key en, explanation es, explanation en); values come from the spec
_TEAM_SETTINGS_ROWS = [
    ("rules", "Reglas", "Rules",
     "FIDE: la edición de C.07 vigente en la fecha; FIDE2024 o FIDE2026 para fijarla",
     "FIDE: the C.07 edition in force on the date; FIDE2024 or FIDE2026 to force one"),
    ("date", "Fecha", "Date",
     "Inicio: hasta el 28/02/2026 rige C.07 2024, desde el 01/03/2026 C.07 2026; vacía: la última",
     "Start: until 28/02/2026 C.07 2024 applies, from 01/03/2026 C.07 2026; blank: the latest"),
    ("rounds", "Rondas", "Rounds", "Rondas previstas", "Rounds announced"),
    ("system", "Sistema", "System", "suizo / todos contra todos", "swiss / round robin"),
    ("boards", "Tableros", "Boards", "Tableros por encuentro", "Boards per match"),
    ("match", "Puntos match", "Match points",
     "Puntos de match por encuentro ganado / empatado / perdido: 2/1/0 o 3/1/0",
     "Match points for a match won / drawn / lost: 2/1/0 or 3/1/0"),
    ("primary", "Principal", "Primary score",
     "Lo que clasifica primero: MP (puntos de match) o GP (puntos de partida)",
     "What ranks first: MP (match points) or GP (game points)"),
    ("win", "Victoria", "Win", "Puntos por partida ganada en un tablero", "Points for a game won on a board"),
    ("draw", "Tablas", "Draw", "Puntos por tablas en un tablero", "Points for a drawn game"),
    ("loss", "Derrota", "Loss", "Puntos por partida perdida", "Points for a game lost"),
    ("pab_mp", "Libre PM", "PAB MP",
     "Puntos de match de un bye del emparejamiento (LIBRE; vacío: los de un empate)",
     "Match points of a pairing-allocated bye (PAB; blank: a drawn match's)"),
    ("pab_gp", "Libre PP", "PAB GP",
     "Puntos de partida de un bye (vacío: la mitad de los tableros)",
     "Game points of a pairing-allocated bye (blank: half the boards)"),
    ("round", "Tras ronda", "As of round", "Valores tras esa ronda (vacío: todas las jugadas)",
     "Values after that round (blank: all rounds played)"),
    ("lang", "Idioma", "Language", "Idioma de los mensajes y encabezados: es / en",
     "Language of messages and headers: en / es"),
    ("layout", "Formato", "Layout", "Cómo leer el rango de resultados (no lo cambie)",
     "How the results range is read (do not change)"),
]
_TEAM_RR_SKIP = {"pab_mp", "pab_gp", "round"}


# ---------------------------------------------------------------------------------------------
# specification


def split_team_order(text: str | Sequence[str] | None) -> tuple[str | None, tuple[str, ...]]:
    """A ranking order as typed (``"MP GP DE EGGSB"``, a preset such as ``SEED001_TEAM_RR``)
    as (primary score or ``None``, the tie-breaks after it).

    Raises:
        TiebreakError: unknown codes.
    """
    from .teams.tiebreaks import parse_team_list

    if text is None:
        return None, ()
    specs = parse_team_list(text if isinstance(text, str) else list(text))
    if specs and specs[0].code in ("MP", "GP"):
        return specs[0].code, tuple(s.text for s in specs[1:])
    if specs and specs[0].code == "PTS":
        specs = specs[1:]
    return None, tuple(s.text for s in specs)


@dataclass(frozen=True)
class TeamTemplateSpec:
    """What to build.

    Attributes:
        kind: ``"round_robin"`` (team crosstable) or ``"swiss"`` (team round grid).
        teams: rows (Swiss: capacity, spare rows stay blank; round robin: the teams).
        boards: boards per match.
        rounds: rounds of a Swiss grid (a round robin's follow from ``teams``).
        double: double round robin (two blocks of columns).
        lang: ``"es"`` or ``"en"``.
        primary: ``"MP"`` or ``"GP"``: the score ranked first; ``None``: seed 001's (GP).
        order: the tie-breaks after the primary score; ``None``: seed 001 §3's.
        slots: tie-break columns (at least the order's length).
        match_points: MP for a match won / drawn / lost, ``"2/1/0"`` or ``"3/1/0"``.
    """

    kind: str
    teams: int
    boards: int = 4
    rounds: int | None = None
    double: bool = False
    lang: str = "es"
    primary: str | None = None
    order: tuple[str, ...] | None = None
    slots: int = TEAM_SLOTS
    match_points: str = "2/1/0"

    def __post_init__(self) -> None:
        if self.kind not in ("round_robin", "swiss"):
            raise TiebreakError("template_bad_kind", value=self.kind)
        if self.lang not in ("es", "en"):
            raise TiebreakError("template_bad_lang", value=self.lang)
        if not 2 <= self.teams <= 500:
            raise TiebreakError("template_count", what="teams", what_es="los equipos", low=2, high=500,
                                value=self.teams)
        if not 1 <= self.boards <= 30:
            raise TiebreakError("template_count", what="boards", what_es="los tableros", low=1, high=30,
                                value=self.boards)
        if self.kind == "swiss" and not (self.rounds and 1 <= self.rounds <= 99):
            raise TiebreakError("template_needs_rounds")
        if self.primary not in (None, "MP", "GP"):
            raise TiebreakError("template_bad_primary", value=self.primary)
        parts = self.match_points.replace("-", "/").split("/")
        if len(parts) != 3 or not all(p.strip().replace(".", "", 1).isdigit() for p in parts):
            raise TiebreakError("template_bad_match_points", value=self.match_points)

    @property
    def pairing(self) -> str:
        return self.kind

    @property
    def primary_score(self) -> str:
        return self.primary or DEFAULT_TEAM_ORDER[self.kind][0]

    @property
    def tiebreak_order(self) -> tuple[str, ...]:
        return tuple(self.order) if self.order is not None else DEFAULT_TEAM_ORDER[self.kind][1]

    @property
    def n_slots(self) -> int:
        return max(self.slots, len(self.tiebreak_order))

    @property
    def n_rounds(self) -> int:
        if self.kind == "swiss":
            return int(self.rounds or 0)
        return round_robin_cycle_rounds(self.teams) * (2 if self.double else 1)

    @property
    def rows(self) -> int:
        return self.teams

    def builder(self, wb: Workbook) -> _SheetBuilder:
        return _TeamBuilder(self, wb)

    def props(self) -> dict[str, str]:
        return {
            "template": "team_" + self.kind, "system": self.kind, "teams": str(self.teams),
            "boards": str(self.boards), "rounds": str(self.n_rounds), "double": "1" if self.double else "0",
            "lang": self.lang, "slots": str(self.n_slots), "version": __version__,
        }


# ---------------------------------------------------------------------------------------------
# builder


class _TeamBuilder(_SheetBuilder):
    def __init__(self, spec: TeamTemplateSpec, wb: Workbook) -> None:
        super().__init__(spec, wb, _TT[spec.lang], TEAM_NAMES[spec.lang], TEAM_FUNCS[spec.lang])

    def build(self) -> Layout:
        spec, t = self.spec, self.t
        self._create_sheets({
            "instructions": t["sheet_instructions"], "teams": t["sheet_teams"],
            "results": t["sheet_rounds"] if spec.kind == "swiss" else t["sheet_cross"],
            "standings": t["sheet_standings"], "settings": t["sheet_settings"],
        })
        self._settings()
        self._teams()
        if spec.kind == "swiss":
            self._rounds()
        else:
            self._crosstable()
        self._standings()
        self._instructions_sheet(team_instructions_text(spec, self.layout))
        self.wb.active = 0
        return self.layout

    # settings ---------------------------------------------------------------------------
    def _settings(self) -> None:
        spec, t = self.spec, self.t
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
        self._settings_sheet(
            rows,
            lists={"rules": "FIDE,FIDE2024,FIDE2026", "system": f"{t['system_swiss']},{t['system_rr']}",
                   "match": "2/1/0,3/1/0", "primary": "MP,GP", "lang": "es,en"},
            points_row=(t["points_row"], f"=B{primary_row}&\"\""), order_notes=self._order_notes(),
            code_choices=TEAM_CODE_CHOICES, legend=legend(spec.lang, _TEAM_LEGEND_CODES), text_roles=("match",),
            legend_code_width=15)

    def _order_notes(self) -> list[str]:
        lang = self.spec.lang
        primary, codes = DEFAULT_TEAM_ORDER[self.spec.kind]
        default = _w("tpl_team_order_default", lang, primary=primary, codes=" ".join(codes))
        if self.spec.kind == "round_robin":
            return [default, _w("tpl_team_order_mp", lang, codes="GP DE SB:GP"), _w("tpl_team_order_first_row", lang),
                    _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]
        return [default, _w("tpl_team_order_feda", lang, codes="GP DE/A BH:MP SB:MP"),
                _w("tpl_team_order_2026", lang, codes="GP EDE BH:MP SB:MP"), _w("tpl_team_order_first_row", lang),
                _w("tpl_unused_slot", lang)]

    # teams ----------------------------------------------------------------------------------
    def _teams(self) -> None:
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("teams")
        heads = [t["no"], t["team"]] + [t["board_n"].format(n=b + 1) for b in range(spec.boards)]
        _title(ws, self._event_title(), t["sub_teams"], max(len(heads), 4))
        for j, h in enumerate(heads, 1):
            _head(ws.cell(row=4, column=j), h)
        last = lay.last_row
        for i in range(spec.teams):
            ws.cell(row=FIRST_ROW + i, column=1, value=i + 1).font = _BOLD
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2 + spec.boards, last, align=_LEFT)
        lay.names_at = (ws.title, 2)
        lay.extra_at = {"board1": (ws.title, 3)}
        self._name("names", _abs(ws.title, 2, FIRST_ROW, 2, last))
        ws.column_dimensions["A"].width = 5
        ws.column_dimensions["B"].width = 30
        for b in range(spec.boards):
            ws.column_dimensions[_col(3 + b)].width = 20
        ws.freeze_panes = f"C{FIRST_ROW}"
        _print_setup(ws, "3:4", landscape=spec.boards > 4)

    # results: shared -------------------------------------------------------------------------
    def _criteria_columns(self, ws: Any, tb1: int) -> int:
        """The ranking criteria (primary score, then each tie-break slot): one array formula
        per column, blank while no result is typed; each column looks as its code says
        (:data:`TEAM_CODE_FORMATS`, an unused slot blank and uncoloured). Returns the last
        column."""
        spec, n, f, t = self.spec, self.n, self.f, self.t
        count = 1 + spec.n_slots
        last = self.layout.last_row
        width = tb1 + count - 1
        codes = (spec.primary_score, *spec.tiebreak_order)
        self._tiebreak_heads(ws, tb1, count, t["criteria"], role="criteria", used=len(codes))
        results = n["results"]
        for k in range(count):
            call = f"INDEX({f['tiebreaks']}({results},{n['criteria']},{n['settings']}),0,{k + 1})"
            _array(ws, tb1 + k, FIRST_ROW, tb1 + k, last, f"=IF(COUNTA({results})=0,\"\",{call})")
        _slot_looks(ws, tb1, count, len(codes), (FIRST_ROW, last), formats=TEAM_CODE_FORMATS, codes=codes)
        bold = _style_fn(self.wb, ("font", _BOLD))
        for r in range(FIRST_ROW, last + 1):
            bold(ws.cell(row=r, column=tb1))
        for k in range(count):
            ws.column_dimensions[_col(tb1 + k)].width = 7
        return width

    def _results_note(self, ws: Any, width: int) -> None:
        _sheet_note(ws, self.layout.last_row + 2, _w("tpl_team_sheet_note", self.spec.lang), width,
                    _units(ws, 1, width))

    def _team_column(self, ws: Any) -> None:
        n, last = self.n, self.layout.last_row
        for i in range(self.spec.teams):
            r = FIRST_ROW + i
            ws.cell(row=r, column=1, value=i + 1).font = _BOLD
            ws.cell(row=r, column=2, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        ws.column_dimensions["A"].width = 4.5
        ws.column_dimensions["B"].width = 24

    # team crosstable --------------------------------------------------------------------------
    def _crosstable(self) -> None:
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("results")
        N = spec.teams
        cycles = 2 if spec.double else 1
        first_res = 3
        last_res = first_res + cycles * N - 1
        tb1 = last_res + 1
        width = tb1 + spec.n_slots
        last = lay.last_row
        _title(ws, self._event_title(), t["sub_cross"], width)
        self._label_heads(ws, ((1, t["no"]), (2, t["team"])))
        self._team_column(ws)
        _grid_style(ws, first_res, FIRST_ROW, last_res, last, text=True)
        segments = self._cross_block(ws, first_res, N, cycles, t["results_vs"], (t["cycle_1"], t["cycle_2"]))
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        self._criteria_columns(ws, tb1)
        dv = DataValidation(allow_blank=True, showInputMessage=True, promptTitle=t["prompt_gp_title"][:32],
                            prompt=t["prompt_ct"][:255])
        dv.sqref = " ".join(segments)  # type: ignore[assignment]
        ws.add_data_validation(dv)
        lay.results_sheet = ws.title
        lay.results_first_col = first_res
        lay.results_width = cycles * N
        for c in range(first_res, last_res + 1):
            ws.column_dimensions[_col(c)].width = 5
        self._results_note(ws, width)
        ws.freeze_panes = f"C{FIRST_ROW}"
        _fit_a4(ws, width, last + 2, one_page=N <= 60, title_rows="3:4")

    # team Swiss grid --------------------------------------------------------------------------
    def _rounds(self) -> None:
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("results")
        R = spec.n_rounds
        first_res = 3
        last_res = first_res + 3 * R - 1
        tb1 = last_res + 1
        width = tb1 + spec.n_slots
        last = lay.last_row
        _title(ws, self._event_title(), t["sub_rounds"], width)
        self._label_heads(ws, ((1, t["no"]), (2, t["team"])))
        self._team_column(ws)
        self._round_block(ws, first_res, R, last, (t["opp"], t["colour"], t["gp"]))
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        self._criteria_columns(ws, tb1)
        for sqref, title, prompt in ((self._round_columns(first_res, R, 0, last), t["prompt_opp_title"],
                                      t["prompt_opp"]),
                                     (self._round_columns(first_res, R, 2, last), t["prompt_gp_title"],
                                      t["prompt_gp"])):
            dv = DataValidation(allow_blank=True, showInputMessage=True, promptTitle=title[:32], prompt=prompt[:255])
            dv.sqref = sqref  # type: ignore[assignment]
            ws.add_data_validation(dv)
        _dv_list(ws, f"{t['white']},{t['black']}", self._round_columns(first_res, R, 1, last),
                 prompt=(t["colour"], t["prompt_col"]), error=f"{t['colour']}: {t['white']}, {t['black']}")
        lay.results_sheet = ws.title
        lay.results_first_col = first_res
        lay.results_width = 3 * R
        for k in range(R):
            ws.column_dimensions[_col(first_res + 3 * k)].width = 5
            ws.column_dimensions[_col(first_res + 3 * k + 1)].width = 8.5
            ws.column_dimensions[_col(first_res + 3 * k + 2)].width = 6
        self._results_note(ws, width)
        ws.freeze_panes = f"C{FIRST_ROW}"
        _fit_a4(ws, width, last + 2, one_page=False, title_rows="3:4", title_cols="A:B")

    # standings --------------------------------------------------------------------------------
    def _standings(self) -> None:
        spec, f, n = self.spec, self.f, self.n
        call = f"{f['standings']}({n['results']},{n['criteria']},{n['names']},{n['settings']})"
        call = f"IF(COUNTA({n['results']},{n['names']})=0,\"\",{call})"
        width = 5 + spec.n_slots
        shown = [c for c in spec.tiebreak_order if c.upper() not in ("MP", "GP")]  # (MP and GP have columns D, E)
        self._standings_sheet(call, width, bold_cols=(4, 5), widths={"A": 7, "B": 5, "C": 30, "D": 9, "E": 9},
                              first_slot=6, fixed_formats={4: "0", 5: ONE_DECIMAL}, formats=TEAM_CODE_FORMATS,
                              codes=shown)
        ws = self.ws("standings")
        for c in range(1, width + 1):  # "Puntos partida" / "Game points" in two lines
            ws.cell(row=4, column=c).alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
        ws.row_dimensions[4].height = 30


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
# standard templates (workbook_templates/)

STANDARD_TEAM: list[TeamTemplateSpec] = [
    TeamTemplateSpec("round_robin", 6, 4),
    TeamTemplateSpec("swiss", 12, 4, 5),
]


def team_standard_name(spec: TeamTemplateSpec, ext: str) -> str:
    if spec.lang == "es":
        if spec.kind == "round_robin":
            base = f"liga_equipos_{'doble_' if spec.double else ''}{spec.teams}_equipos_{spec.boards}_tableros"
        else:
            base = f"suizo_equipos_{spec.teams}_equipos_{spec.n_rounds}_rondas_{spec.boards}_tableros"
    else:
        if spec.kind == "round_robin":
            base = f"team_round_robin_{'double_' if spec.double else ''}{spec.teams}_teams_{spec.boards}_boards"
        else:
            base = f"team_swiss_{spec.teams}_teams_{spec.n_rounds}_rounds_{spec.boards}_boards"
    return f"{spec.lang}/{base}.{ext}"


def standard_team_specs(lang: str) -> list[TeamTemplateSpec]:
    return [dataclasses.replace(s, lang=lang) for s in STANDARD_TEAM]


# ---------------------------------------------------------------------------------------------
# a filled template from a team event


def _num(v: Fraction | None) -> int | float | None:
    if v is None:
        return None
    return int(v) if v.denominator == 1 else float(v)


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
    from .model import Result, RoundKind

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
    from .model import RoundKind

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
        tws.cell(row=r, column=lay.names_at[1], value=tm.name or None)
        for b, player in enumerate(tm.roster[: spec.boards]):
            tws.cell(row=r, column=lay.names_at[1] + 1 + b, value=player or None)
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
    st = wb[lay.sheets["settings"]]
    sc = tt.scoring

    def put(role: str, value: Any) -> None:
        if role in lay.settings_rows:
            st.cell(row=lay.settings_rows[role], column=2, value=value)

    put("date", date or tt.start_date)
    if rules:
        put("rules", rules)
    put("rounds", max(tt.total_rounds or 0, tt.n_rounds) or spec.n_rounds)
    put("boards", tt.boards)
    put("match", "/".join(str(_num(x)) for x in (sc.match_win, sc.match_draw, sc.match_loss)))
    put("win", _num(sc.board.win))
    put("draw", _num(sc.board.draw))
    put("loss", _num(sc.board.loss))
    put("pab_mp", _num(sc.pab_mp))
    put("pab_gp", _num(sc.pab_gp))
    if primary:
        put("primary", primary)
    if order is not None:
        for k, row in enumerate(lay.order_rows):
            st.cell(row=row, column=2, value=order[k] if k < len(order) else None)
    name = event or tt.name
    if name:
        st["B2"] = name
