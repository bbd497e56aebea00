"""Tournament workbooks (templates) written with openpyxl: a round-robin crosstable or a
Swiss round grid, with the tie-break formulas, a standings sheet, settings and instructions,
in Spanish or English, as ``.xlsx`` (xlwings Lite) or ``.xlsm`` (classic xlwings UDFs, built
on xlwings' own ``quickstart.xlsm`` VBA project).

Every computed column is **one legacy array formula** sized to the template's rows (blank
rows give empty cells), so a recalculation hands the results range to Python once per
column. The formulas use workbook names (``Resultados``/``Results``, ``Configuracion``/
``EventSettings``...), so they read as the instructions write them::

    {=IF(COUNTA(Resultados)=0,"",INDEX(DESEMPATES(Resultados,OrdenDesempate,Elos,Configuracion),0,2))}

Only these Excel builtins appear: ``IF``, ``COUNTA``, ``INDEX`` and ``&`` (evaluated by
:mod:`xl_tiebreaks.workbook` without Excel). The settings sheet feeds the functions'
``settings`` argument (two columns, keys in the template's language) and the tie-break
order; changing a setting changes results, never formulas.

Layouts (row 5 is the first player in every sheet):

* round robin, sheet *Cruzada* / *Crosstable*: No., player, rating, one column per opponent
  (two blocks for a double round robin), Pts, SB, then the chosen order (seed 000);
* Swiss, sheets *Jugadores* / *Players* (number, name, rating, federation, FIDE id,
  category) and *Rondas* / *Rounds* (No., name, per round opponent / colour / result, Pts,
  then the chosen order: seed 002), *Categorías* / *Categories* (prize lists).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import re
from contextlib import contextmanager
from copy import copy
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Iterator, Sequence

from openpyxl import Workbook, load_workbook
from openpyxl.cell.cell import Cell
from openpyxl.packaging.custom import StringProperty
from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.workbook.defined_name import DefinedName
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.formula import ArrayFormula
from openpyxl.worksheet.properties import PageSetupProperties

from . import __version__
from .errors import TiebreakError
from .model import round_robin_cycle_rounds

#: default tie-break orders (seed 002: ChessLivo's defaults; seed 001 §3 in the notes)
DEFAULT_ORDER = {
    "swiss": ("BH-C1", "BH", "SB", "DE", "WIN"),
    "round_robin": ("DE", "SB", "WIN", "KS"),
}
SLOTS = 6
FIRST_ROW = 5
RESULT_CHOICES = "1,½,0,+,-,="
CODE_CHOICES = ("BH-C1", "BH", "BH-C2", "BH-M1", "SB", "SB-C1", "DE", "WIN", "WON", "BPG", "BWG", "KS", "PS",
                "PS-C1", "FB", "AOB", "ARO", "ARO-C1", "TPR", "PTP", "APRO", "APPO", "REP")
PROP_PREFIX = "xl_tiebreaks."

# workbook names, by language: role -> name
NAMES = {
    "es": {"results": "Resultados", "settings": "Configuracion", "order": "OrdenDesempate",
           "criteria": "Criterios", "names": "Nombres", "ratings": "Elos", "categories": "Categorias",
           "event": "Torneo"},
    "en": {"results": "Results", "settings": "EventSettings", "order": "TiebreakOrder", "criteria": "TiebreakCriteria",
           "names": "PlayerNames", "ratings": "PlayerRatings", "categories": "PlayerCategories",
           "event": "EventName"},
}
FUNCS = {
    "es": {"points": "PUNTOS", "tiebreaks": "DESEMPATES", "standings": "CLASIFICACION",
           "category": "CLASIFICACION_CATEGORIA", "sb": "SONNEBORN_BERGER"},
    "en": {"points": "POINTS", "tiebreaks": "TIEBREAKS", "standings": "STANDINGS",
           "category": "CATEGORY_STANDINGS", "sb": "SONNEBORN_BERGER"},
}

# ---------------------------------------------------------------------------------------------
# words

_T: dict[str, dict[str, Any]] = {
    "es": {
        "sheet_players": "Jugadores", "sheet_rounds": "Rondas", "sheet_cross": "Cruzada",
        "sheet_standings": "Clasificación", "sheet_categories": "Categorías", "sheet_settings": "Configuración",
        "sheet_instructions": "Instrucciones",
        "event_default": "Torneo de ajedrez", "event_label": "Nombre del torneo",
        "no": "Nº", "name": "Nombre", "player": "Jugador", "rating": "Elo", "fed": "Fed.", "fide_id": "ID FIDE",
        "category": "Categoría", "pts": "Pts", "opp": "Rival", "colour": "Color", "res": "Res.",
        "round_n": "Ronda {n}", "tiebreaks": "Desempates", "results_vs": "Resultados contra",
        "cycle_1": "Primera vuelta", "cycle_2": "Segunda vuelta",
        "white": "Blancas", "black": "Negras",
        "sub_rounds": "Cuadro por rondas: rival (nº inicial), color y resultado de cada ronda",
        "sub_cross": "Tabla cruzada: resultado del jugador de la fila contra el de la columna",
        "sub_players": "Lista de jugadores: el número de la fila es el número inicial",
        "sub_standings": "Clasificación con los desempates de la hoja Configuración",
        "sub_categories": "Clasificaciones por categoría (premios): escriba la categoría en la celda amarilla",
        "sub_settings": "Cambie los valores de la columna B: los resultados cambian, las fórmulas no",
        "cat_label": "Categoría:", "cat_defaults": ("Sub-12", "Veteranos", "Sub-1800"),
        "settings_head": ("Clave", "Valor", "Explicación"),
        "order_head": ("Orden de desempate", "Código", "Explicación"),
        "order_row": "Desempate {n}", "points_row": "Puntos (siempre primero)",
        "legend_head": ("Código", "Significado"),
        "bye_word": "LIBRE",
        "system_swiss": "suizo", "system_rr": "todos contra todos",
        "layout_swiss": "cuadro suizo", "layout_cross": "tabla cruzada",
        "prompt_opp_title": "Rival",
        "prompt_opp": "Número inicial del rival. Sin rival: LIBRE (bye del emparejamiento), H (medio punto), "
                      "F (punto completo), Z (cero), NP (no emparejado).",
        "prompt_res_title": "Resultado",
        "prompt_res": "1, ½, 0; + / - incomparecencia; = tablas. Escriba ½ o 0.5 (la celda es Texto: 1/2 no se "
                      "convierte en fecha).",
        "error_res": "Resultados: 1, ½, 0, +, -, =",
        "prompt_col": "Blancas o Negras",
        "computed_note": "Copia calculada por xl-tiebreaks compute ({when}): valores, sin fórmulas.",
    },
    "en": {
        "sheet_players": "Players", "sheet_rounds": "Rounds", "sheet_cross": "Crosstable",
        "sheet_standings": "Standings", "sheet_categories": "Categories", "sheet_settings": "Settings",
        "sheet_instructions": "Instructions",
        "event_default": "Chess tournament", "event_label": "Event name",
        "no": "No.", "name": "Name", "player": "Player", "rating": "Rtg", "fed": "Fed", "fide_id": "FIDE ID",
        "category": "Category", "pts": "Pts", "opp": "Opp.", "colour": "Colour", "res": "Res.",
        "round_n": "Round {n}", "tiebreaks": "Tie-breaks", "results_vs": "Results against",
        "cycle_1": "First cycle", "cycle_2": "Second cycle",
        "white": "White", "black": "Black",
        "sub_rounds": "Round grid: opponent (start number), colour and result of each round",
        "sub_cross": "Crosstable: result of the row's player against the column's player",
        "sub_players": "Players: the row's number is the start number",
        "sub_standings": "Standings with the tie-breaks of the Settings sheet",
        "sub_categories": "Category standings (prizes): type the category in the yellow cell",
        "sub_settings": "Change the values in column B: results change, formulas do not",
        "cat_label": "Category:", "cat_defaults": ("U12", "Seniors", "U1800"),
        "settings_head": ("Key", "Value", "Meaning"),
        "order_head": ("Tie-break order", "Code", "Meaning"),
        "order_row": "Tie-break {n}", "points_row": "Points (always first)",
        "legend_head": ("Code", "Meaning"),
        "bye_word": "BYE",
        "system_swiss": "swiss", "system_rr": "round robin",
        "layout_swiss": "swiss grid", "layout_cross": "crosstable",
        "prompt_opp_title": "Opponent",
        "prompt_opp": "Opponent's start number. No opponent: BYE (pairing-allocated), H (half-point bye), "
                      "F (full-point bye), Z (zero-point bye), NP (not paired).",
        "prompt_res_title": "Result",
        "prompt_res": "1, ½, 0; + / - forfeit win / loss; = draw. Type ½ or 0.5 (the cell is Text: 1/2 does not "
                      "become a date).",
        "error_res": "Results: 1, ½, 0, +, -, =",
        "prompt_col": "White or Black",
        "computed_note": "Copy computed by xl-tiebreaks compute ({when}): values, no formulas.",
    },
}

_LEGEND = {
    "es": [
        ("Pts", "Puntos"),
        ("BH", "Buchholz: suma de las puntuaciones de los rivales (art. 8.1)"),
        ("BH-C1", "Buchholz menos el rival de menor puntuación (corte 1, art. 14)"),
        ("BH-M1", "Buchholz mediano: sin el mejor ni el peor rival"),
        ("SB", "Sonneborn-Berger: puntos de los rivales vencidos + mitad de los de tablas (art. 9.1)"),
        ("DE", "Encuentro directo entre los empatados (art. 6)"),
        ("WIN", "Número de victorias, jugando o no (art. 7.1)"),
        ("WON", "Partidas ganadas sobre el tablero (art. 7.2)"),
        ("BPG / BWG", "Partidas jugadas / ganadas con negras (art. 7.3, 7.4)"),
        ("KS", "Koya: puntos contra los que hicieron al menos el 50 % (art. 9.2)"),
        ("PS", "Progresivo: suma de las puntuaciones tras cada ronda (art. 7.5)"),
        ("ARO / TPR", "Elo medio de los rivales / rendimiento (art. 10)"),
    ],
    "en": [
        ("Pts", "Points"),
        ("BH", "Buchholz: sum of the opponents' scores (art. 8.1)"),
        ("BH-C1", "Buchholz without the lowest-scoring opponent (cut 1, art. 14)"),
        ("BH-M1", "Median Buchholz: without the best and the worst opponent"),
        ("SB", "Sonneborn-Berger: scores of the opponents beaten + half of those drawn (art. 9.1)"),
        ("DE", "Direct encounter between the tied players (art. 6)"),
        ("WIN", "Number of wins, played or not (art. 7.1)"),
        ("WON", "Games won over the board (art. 7.2)"),
        ("BPG / BWG", "Games played / won with Black (art. 7.3, 7.4)"),
        ("KS", "Koya: points against those who scored at least 50% (art. 9.2)"),
        ("PS", "Progressive score: sum of the running scores (art. 7.5)"),
        ("ARO / TPR", "Average rating of opponents / performance rating (art. 10)"),
    ],
}

# settings rows: (role, key es, key en, explanation es, explanation en); values come from the spec
_SETTINGS_ROWS = [
    ("rules", "Reglas", "Rules",
     "FIDE: la edición de C.07 vigente en la fecha; FIDE2024 o FIDE2026 para fijarla",
     "FIDE: the C.07 edition in force on the date; FIDE2024 or FIDE2026 to force one"),
    ("date", "Fecha", "Date",
     "Inicio: hasta el 28/02/2026 rige C.07 2024, desde el 01/03/2026 C.07 2026; vacía: la última",
     "Start: until 28/02/2026 C.07 2024 applies, from 01/03/2026 C.07 2026; blank: the latest"),
    ("rounds", "Rondas", "Rounds", "Rondas previstas", "Rounds announced"),
    ("system", "Sistema", "System", "suizo / todos contra todos", "swiss / round robin"),
    ("win", "Victoria", "Win", "Puntos por victoria", "Points for a win"),
    ("draw", "Tablas", "Draw", "Puntos por tablas", "Points for a draw"),
    ("loss", "Derrota", "Loss", "Puntos por derrota", "Points for a loss"),
    ("bye", "Libre", "Bye", "Bye asignado por el emparejamiento (LIBRE)",
     "Pairing-allocated bye (BYE)"),
    ("half_bye", "Medio bye", "Half bye", "Bye pedido de medio punto (H)", "Requested half-point bye (H)"),
    ("full_bye", "Bye completo", "Full bye", "Bye pedido de punto completo (F)", "Requested full-point bye (F)"),
    ("zero_bye", "Bye cero", "Zero bye", "Bye de cero puntos (Z) y ausencias (NP)",
     "Zero-point bye (Z) and absences (NP)"),
    ("unrated", "Sin Elo", "Unrated",
     "Elo de los jugadores sin Elo en los desempates por rating (vacío: sin valor)",
     "Rating of unrated players in rating tie-breaks (blank: undefined)"),
    ("round", "Tras ronda", "As of round", "Valores tras esa ronda (vacío: todas las jugadas)",
     "Values after that round (blank: all rounds played)"),
    ("lang", "Idioma", "Language", "Idioma de los mensajes y encabezados: es / en",
     "Language of messages and headers: en / es"),
    ("colours", "Colores", "Colours", "Letra b suelta: es = blancas, en = black",
     "A bare letter b: en = Black, es = blancas"),
    ("layout", "Formato", "Layout", "Cómo leer el rango de resultados (no lo cambie)",
     "How the results range is read (do not change)"),
]
_RR_SKIP = {"half_bye", "full_bye", "zero_bye", "round", "colours"}


# ---------------------------------------------------------------------------------------------
# specification and layout

@dataclass(frozen=True)
class TemplateSpec:
    """What to build.

    Attributes:
        kind: ``"round_robin"`` (crosstable) or ``"swiss"`` (round grid; also a round robin
            written round by round when ``system`` is ``"round_robin"``).
        players: rows (Swiss: capacity, spare rows stay blank).
        rounds: rounds of a Swiss grid (a round robin's follow from ``players``).
        double: double round robin (two blocks of columns).
        lang: ``"es"`` or ``"en"``.
        order: tie-break order; ``None``: the default of the pairing system.
        slots: tie-break columns (at least the order's length).
        system: ``"swiss"`` / ``"round_robin"``; ``None``: from ``kind``.
    """

    kind: str
    players: int
    rounds: int | None = None
    double: bool = False
    lang: str = "es"
    order: tuple[str, ...] | None = None
    slots: int = SLOTS
    system: str | None = None

    def __post_init__(self) -> None:
        if self.kind not in ("round_robin", "swiss"):
            raise TiebreakError("template_bad_kind", value=self.kind)
        if self.lang not in ("es", "en"):
            raise TiebreakError("template_bad_lang", value=self.lang)
        if not 2 <= self.players <= 999:
            raise TiebreakError("template_count", what="players", what_es="los jugadores", low=2, high=999,
                                value=self.players)
        if self.kind == "swiss" and not (self.rounds and 1 <= self.rounds <= 99):
            raise TiebreakError("template_needs_rounds")

    @property
    def pairing(self) -> str:
        return self.system or self.kind

    @property
    def tiebreak_order(self) -> tuple[str, ...]:
        return tuple(self.order) if self.order is not None else DEFAULT_ORDER[self.pairing]

    @property
    def n_slots(self) -> int:
        return max(self.slots, len(self.tiebreak_order))

    @property
    def n_rounds(self) -> int:
        if self.kind == "swiss":
            return int(self.rounds or 0)
        return round_robin_cycle_rounds(self.players) * (2 if self.double else 1)

    @property
    def rows(self) -> int:
        """Rows of the results range (one per player)."""
        return self.players

    def builder(self, wb: Workbook) -> _SheetBuilder:
        return _Builder(self, wb)

    def props(self) -> dict[str, str]:
        """The workbook's custom properties (``xl_tiebreaks.<key>``)."""
        return {
            "template": self.kind, "system": self.pairing, "players": str(self.players),
            "rounds": str(self.n_rounds), "double": "1" if self.double else "0", "lang": self.lang,
            "slots": str(self.n_slots), "version": __version__,
        }


@dataclass
class Layout:
    """Where things are (1-based rows and columns)."""

    spec: Any  # TemplateSpec or team_templates.TeamTemplateSpec
    sheets: dict[str, str] = field(default_factory=dict)  # role -> title
    results_sheet: str = ""
    results_first_col: int = 0
    results_width: int = 0
    names_at: tuple[str, int] = ("", 0)  # sheet, column (rows FIRST_ROW..)
    ratings_at: tuple[str, int] = ("", 0)
    extra_at: dict[str, tuple[str, int]] = field(default_factory=dict)  # fed, fide_id, category
    settings_rows: dict[str, int] = field(default_factory=dict)  # role -> row (settings sheet)
    order_rows: list[int] = field(default_factory=list)
    event_cell: str = "B2"

    @property
    def last_row(self) -> int:
        return FIRST_ROW + self.spec.rows - 1


# ---------------------------------------------------------------------------------------------
# styles

FONT = "Calibri"
_THIN = Side(style="thin", color="A6A6A6")
_BORDER = Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN)
_ROUND_BORDER = Border(left=Side(style="medium", color="1F4E78"), right=_THIN, top=_THIN, bottom=_THIN)
_DIAG_FONT = Font(name="Calibri", bold=True, color="FFFFFF")
_HEAD_FILL = PatternFill("solid", fgColor="1F4E78")
_SUB_FILL = PatternFill("solid", fgColor="DDEBF7")
_INPUT_FILL = PatternFill("solid", fgColor="FFF2CC")
_CALC_FILL = PatternFill("solid", fgColor="E2EFDA")
_BAND_FILL = PatternFill("solid", fgColor="F7F9FC")
_DIAG_FILL = PatternFill("solid", fgColor="A6A6A6")
_HEAD_FONT = Font(name=FONT, bold=True, color="FFFFFF")
_BOLD = Font(name=FONT, bold=True)
_TITLE_FONT = Font(name=FONT, bold=True, size=14, color="1F4E78")
_NOTE_FONT = Font(name=FONT, italic=True, size=9, color="595959")
_CENTER = Alignment(horizontal="center", vertical="center")
_LEFT = Alignment(horizontal="left", vertical="center")
_WRAP = Alignment(horizontal="left", vertical="top", wrap_text=True)


def _col(c: int) -> str:
    return get_column_letter(c)


def _abs(sheet: str, c1: int, r1: int, c2: int | None = None, r2: int | None = None) -> str:
    q = "'" + sheet.replace("'", "''") + "'!"
    a = f"${_col(c1)}${r1}"
    if c2 is None:
        return q + a
    return q + a + f":${_col(c2)}${r2}"


def _head(cell: Any, text: Any, fill: PatternFill = _HEAD_FILL, font: Font = _HEAD_FONT) -> None:
    cell.value = text
    cell.fill = fill
    cell.font = font
    cell.alignment = _CENTER
    cell.border = _BORDER


def _title(ws: Any, formula_or_text: str, subtitle: str, width: int) -> None:
    ws["A1"] = formula_or_text
    ws["A1"].font = _TITLE_FONT
    ws["A1"].alignment = _LEFT
    ws["A2"] = subtitle
    ws["A2"].font = _NOTE_FONT
    ws.row_dimensions[1].height = 22
    if width > 1:
        ws.merge_cells(start_row=1, start_column=1, end_row=1, end_column=width)
        ws.merge_cells(start_row=2, start_column=1, end_row=2, end_column=width)


def _print_setup(ws: Any, title_rows: str | None = None, title_cols: str | None = None,
                 landscape: bool = True, centered: bool = True) -> None:
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.print_options.horizontalCentered = centered
    ws.page_margins.left = ws.page_margins.right = 0.4
    ws.page_margins.top = ws.page_margins.bottom = 0.5
    if title_rows:
        ws.print_title_rows = title_rows
    if title_cols:
        ws.print_title_cols = title_cols
    ws.oddFooter.center.text = "&P / &N"
    ws.oddFooter.center.size = 8


def _array(ws: Any, c1: int, r1: int, c2: int, r2: int, text: str) -> None:
    ref = f"{_col(c1)}{r1}:{_col(c2)}{r2}"
    ws.cell(row=r1, column=c1).value = ArrayFormula(ref, text)


def _style_fn(wb: Any, *attrs: tuple[str, Any]) -> Any:
    """A function giving a cell of ``wb`` the style attributes ``attrs`` (``("border",
    _BORDER)``, ``("number_format", "@")``...), the others as they were; returns the cell.

    openpyxl hashes every style object on each assignment, which made a 999 x 99 Swiss
    template take 30 s. Here a finished style is computed once per (style the cell had,
    ``attrs``) and kept on the workbook; a cell seen alike before gets it in one step (the
    same style, so the same workbook)."""
    cache = wb.__dict__.get("_xlt_styles")
    if cache is None:
        cache = wb.__dict__["_xlt_styles"] = {}
    akey = tuple((n, v if isinstance(v, str) else id(v)) for n, v in attrs)

    def apply(cell: Any) -> Any:
        st = cell._style
        key = (None if st is None else tuple(st), akey)
        hit = cache.get(key)
        if hit is None:
            for n, v in attrs:
                setattr(cell, n, v)
            cache[key] = (copy(cell._style), attrs)  # the attrs kept alive: their ids stay theirs
        else:
            cell._style = copy(hit[0])
        return cell

    return apply


def _styled(cell: Any, *attrs: tuple[str, Any]) -> Any:
    """``cell`` given the style attributes ``attrs`` (see :func:`_style_fn`)."""
    return _style_fn(cell.parent.parent, *attrs)(cell)


def _grid_style(ws: Any, c1: int, r1: int, c2: int, r2: int, *, fill: PatternFill | None = None,
                text: bool = False, align: Alignment = _CENTER, band: bool = True) -> None:
    for r in range(r1, r2 + 1):
        f = fill if fill is not None else _BAND_FILL if band and (r - r1) % 2 == 1 else None
        attrs: tuple[tuple[str, Any], ...] = (("border", _BORDER), ("alignment", align))
        if f is not None:
            attrs += (("fill", f),)
        if text:
            attrs += (("number_format", "@"),)
        apply = _style_fn(ws.parent, *attrs)
        cell = ws.cell
        for c in range(c1, c2 + 1):
            apply(cell(row=r, column=c))


def _dv_list(ws: Any, choices: str, sqref: str, *, prompt: tuple[str, str] | None = None,
             error: str | None = None, strict: bool = False) -> DataValidation:
    dv = DataValidation(type="list", formula1=f'"{choices}"', allow_blank=True,
                        showErrorMessage=True, errorStyle="stop" if strict else "warning")
    if error:
        dv.error = error
        dv.errorTitle = error.split(":")[0][:32]
    if prompt:
        dv.promptTitle, dv.prompt = prompt[0][:32], prompt[1][:255]
        dv.showInputMessage = True
    dv.sqref = sqref  # type: ignore[assignment]
    ws.add_data_validation(dv)
    return dv


# ---------------------------------------------------------------------------------------------
# builders: what every template shares (_SheetBuilder), the individual templates (_Builder);
# the team templates' builder is xl_tiebreaks.team_templates._TeamBuilder


class _SheetBuilder:
    """The parts every template has: its sheets, workbook names, titles, the settings sheet
    (keys and values, the tie-break order, a legend), the tie-break column headers, a
    crosstable block, round headers, the standings sheet and the instructions sheet.
    Subclasses write their own results sheets and say which words, names and functions."""

    def __init__(self, spec: Any, wb: Workbook, words: dict[str, Any], names: dict[str, str],
                 funcs: dict[str, str]) -> None:
        self.spec = spec
        self.wb = wb
        self.t = words
        self.n = names
        self.f = funcs
        self.layout = Layout(spec)

    # names ----------------------------------------------------------------------------
    def _name(self, role: str, ref: str) -> None:
        name = self.n[role]
        dn = DefinedName(name, attr_text=ref)
        self.wb.defined_names[name] = dn

    # sheets ---------------------------------------------------------------------------
    def _create_sheets(self, titles: dict[str, str]) -> None:
        for role, title in titles.items():
            ws = self.wb.create_sheet(title)
            ws.sheet_view.showGridLines = False
            self.layout.sheets[role] = title

    def ws(self, role: str) -> Any:
        return self.wb[self.layout.sheets[role]]

    def _event_title(self) -> str:
        return f"={self.n['event']}&\"\""

    # settings ---------------------------------------------------------------------------
    def _settings_sheet(self, rows: Sequence[tuple[str, str, str, Any]], *, lists: dict[str, str],
                        points_row: tuple[str, Any], order_notes: Sequence[str], code_choices: Sequence[str],
                        legend: Sequence[tuple[str, str]], text_roles: Sequence[str] = (),
                        legend_code_width: float = 11) -> None:
        """The settings sheet: the event name (B2, name ``event``), then per row of ``rows``
        (role, key, explanation, value) the key and an input cell (the range is the name
        ``settings``); a drop-down for the roles in ``lists``; then the tie-break order: a
        first row ``points_row`` (label, value: what ranks first), the slots (name ``order``;
        with the first row: ``criteria``) with ``order_notes`` beside them; a legend at E:F."""
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("settings")
        es = spec.lang == "es"
        ws["A1"] = t["sheet_settings"]
        ws["A1"].font = _TITLE_FONT
        ws["A2"] = t["event_label"]
        ws["A2"].font = _BOLD
        ws["B2"] = t["event_default"]
        ws["B2"].fill = _INPUT_FILL
        ws["B2"].border = _BORDER
        ws.merge_cells("B2:C2")
        self._name("event", _abs(ws.title, 2, 2))
        ws["A3"] = t["sub_settings"]
        ws["A3"].font = _NOTE_FONT
        for j, h in enumerate(t["settings_head"], 1):
            _head(ws.cell(row=4, column=j), h)
        r = 5
        for role, key, note, value in rows:
            ws.cell(row=r, column=1, value=key).font = _BOLD
            v = ws.cell(row=r, column=2, value=value)
            v.fill = _INPUT_FILL
            v.alignment = _LEFT
            ws.cell(row=r, column=3, value=note).font = _NOTE_FONT
            for c in (1, 2, 3):
                ws.cell(row=r, column=c).border = _BORDER
            if role == "date":
                v.number_format = "dd/mm/yyyy" if es else "yyyy-mm-dd"
            elif role in text_roles:
                v.number_format = "@"  # "2/1/0" stays text, never a date
            lay.settings_rows[role] = r
            r += 1
        last = r - 1
        self._name("settings", _abs(ws.title, 1, 5, 2, last))
        for role, choices in lists.items():
            _dv_list(ws, choices, f"B{lay.settings_rows[role]}")
        # tie-break order
        r = last + 2
        for j, h in enumerate(t["order_head"], 1):
            _head(ws.cell(row=r, column=j), h)
        r += 1
        ws.cell(row=r, column=1, value=points_row[0]).font = _BOLD
        ws.cell(row=r, column=2, value=points_row[1]).alignment = _LEFT
        for cc in (1, 2, 3):
            ws.cell(row=r, column=cc).border = _BORDER
            ws.cell(row=r, column=cc).fill = _SUB_FILL
        pts_row = r
        r += 1
        order = spec.tiebreak_order
        first = r
        for k in range(spec.n_slots):
            ws.cell(row=r, column=1, value=t["order_row"].format(n=k + 1)).font = _BOLD
            c = ws.cell(row=r, column=2, value=order[k] if k < len(order) else None)
            c.fill = _INPUT_FILL
            c.alignment = _LEFT
            for cc in (1, 2, 3):
                ws.cell(row=r, column=cc).border = _BORDER
            lay.order_rows.append(r)
            r += 1
        self._name("order", _abs(ws.title, 2, first, 2, r - 1))
        self._name("criteria", _abs(ws.title, 2, pts_row, 2, r - 1))
        for i, line in enumerate(order_notes):
            ws.cell(row=first + i, column=3, value=line).font = _NOTE_FONT
        _dv_list(ws, ",".join(code_choices), f"B{first}:B{r - 1}",
                 error=("Código no habitual: compruebe que las funciones lo conocen" if es
                        else "Unusual code: check that the functions know it"))
        # legend
        _head(ws.cell(row=4, column=5), t["legend_head"][0])
        _head(ws.cell(row=4, column=6), t["legend_head"][1])
        for i, (code, text) in enumerate(legend):
            ws.cell(row=5 + i, column=5, value=code).font = _BOLD
            ws.cell(row=5 + i, column=6, value=text).font = Font(name=FONT, size=9)
            for cc in (5, 6):
                ws.cell(row=5 + i, column=cc).border = _BORDER
        for col, w in {"A": 25, "B": 20, "C": 66, "D": 2, "E": legend_code_width, "F": 70}.items():
            ws.column_dimensions[col].width = w
        ws.freeze_panes = "A5"
        _print_setup(ws)

    # results sheets: shared pieces ------------------------------------------------------------
    def _label_heads(self, ws: Any, heads: Sequence[tuple[int, str]]) -> None:
        """Headers over rows 3 and 4 (merged)."""
        for c, h in heads:
            _head(ws.cell(row=3, column=c), h)
            _head(ws.cell(row=4, column=c), None)
            ws.merge_cells(start_row=3, start_column=c, end_row=4, end_column=c)

    def _tiebreak_heads(self, ws: Any, tb1: int, count: int, label: str, role: str = "order") -> None:
        """Row 3: ``label`` over the ``count`` computed columns from ``tb1``; row 4: each one's
        code, read from the workbook name ``role`` (``=INDEX(OrdenDesempate,k)&""``)."""
        width = tb1 + count - 1
        _head(ws.cell(row=3, column=tb1), label)
        for c in range(tb1 + 1, width + 1):
            _head(ws.cell(row=3, column=c), None)
        if count > 1:
            ws.merge_cells(start_row=3, start_column=tb1, end_row=3, end_column=width)
        for k in range(count):
            _head(ws.cell(row=4, column=tb1 + k), f"=INDEX({self.n[role]},{k + 1})&\"\"", _SUB_FILL, _BOLD)

    def _cross_block(self, ws: Any, first_res: int, n: int, cycles: int, label: str,
                     cycle_labels: Sequence[str]) -> list[str]:
        """A crosstable's result columns: a header per cycle, the opponents' numbers, the shaded
        X diagonal. Returns the ranges of the cells to type in (for their validation)."""
        for cyc in range(cycles):
            c0 = first_res + cyc * n
            _head(ws.cell(row=3, column=c0), label if cycles == 1 else cycle_labels[cyc])
            for c in range(c0 + 1, c0 + n):
                _head(ws.cell(row=3, column=c), None)
            ws.merge_cells(start_row=3, start_column=c0, end_row=3, end_column=c0 + n - 1)
            for j in range(n):
                _head(ws.cell(row=4, column=c0 + j), j + 1, _SUB_FILL, _BOLD)
        segments: list[str] = []
        for i in range(n):
            r = FIRST_ROW + i
            for cyc in range(cycles):
                c0 = first_res + cyc * n
                _styled(ws.cell(row=r, column=c0 + i, value="X"), ("fill", _DIAG_FILL), ("font", _DIAG_FONT))
                if i > 0:
                    segments.append(f"{_col(c0)}{r}:{_col(c0 + i - 1)}{r}")
                if i < n - 1:
                    segments.append(f"{_col(c0 + i + 1)}{r}:{_col(c0 + n - 1)}{r}")
        return segments

    def _round_block(self, ws: Any, first_res: int, rounds: int, last: int, subheads: Sequence[str]) -> None:
        """A round grid's result columns: per round a merged "Round k" over three columns
        (``subheads``), the 2nd and 3rd formatted as text, a thick line before each round."""
        t = self.t
        for k in range(rounds):
            c = first_res + 3 * k
            _head(ws.cell(row=3, column=c), t["round_n"].format(n=k + 1))
            for j in (1, 2):
                _head(ws.cell(row=3, column=c + j), None)
            ws.merge_cells(start_row=3, start_column=c, end_row=3, end_column=c + 2)
            for j, h in enumerate(subheads):
                _head(ws.cell(row=4, column=c + j), h, _SUB_FILL, _BOLD)
        # the result cells, all alike per row parity and column of a round: each style made
        # once (the look of _grid_style, the colour and result columns as text, a thick line
        # before each round), then given to every such cell
        for i, r in enumerate(range(FIRST_ROW, last + 1)):
            band: tuple[tuple[str, Any], ...] = (("fill", _BAND_FILL),) if i % 2 == 1 else ()
            looks = [_styled(ws.cell(row=r, column=first_res), ("border", _ROUND_BORDER), ("alignment", _CENTER),
                             *band)._style]
            for j in (1, 2):
                looks.append(_styled(ws.cell(row=r, column=first_res + j), ("border", _BORDER),
                                     ("alignment", _CENTER), *band, ("number_format", "@"))._style)
            cells = ws._cells  # fresh cells made directly: ws.cell() checks cost a second here
            for k in range(1, rounds):
                c = first_res + 3 * k
                for j in range(3):
                    cells[(r, c + j)] = Cell(ws, row=r, column=c + j, style_array=looks[j])
        ws._current_row = max(ws._current_row, last)

    @staticmethod
    def _round_columns(first_res: int, rounds: int, j: int, last: int) -> str:
        """The ranges of the ``j``-th column (0 opponent, 1 colour, 2 result) of every round."""
        return " ".join(f"{_col(first_res + 3 * k + j)}{FIRST_ROW}:{_col(first_res + 3 * k + j)}{last}"
                        for k in range(rounds))

    # standings --------------------------------------------------------------------------------
    def _standings_sheet(self, call: str, width: int, *, bold_cols: Sequence[int] = (4,),
                         widths: dict[str, float] | None = None) -> None:
        """One array formula ``call`` filling a table as tall as the results (header row 4)."""
        spec, t = self.spec, self.t
        ws = self.ws("standings")
        _title(ws, self._event_title(), t["sub_standings"], width)
        top = 4
        bottom = top + spec.rows
        _array(ws, 1, top, width, bottom, f"={call}")
        for c in range(1, width + 1):
            cell = ws.cell(row=top, column=c)
            cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
        _grid_style(ws, 1, top + 1, width, bottom)
        for r in range(top + 1, bottom + 1):
            _styled(ws.cell(row=r, column=3), ("alignment", _LEFT))
            for c in bold_cols:
                _styled(ws.cell(row=r, column=c), ("font", _BOLD))
        for col, w in (widths or {"A": 7, "B": 5, "C": 30, "D": 7}).items():
            ws.column_dimensions[col].width = w
        for c in range(len(widths or "ABCD") + 1, width + 1):
            ws.column_dimensions[_col(c)].width = 8
        ws.freeze_panes = f"A{top + 1}"
        _print_setup(ws, f"{top}:{top}", landscape=False)

    # instructions -------------------------------------------------------------------------------
    def _instructions_sheet(self, lines: Sequence[str]) -> None:
        """Line 1 the title; ``# `` a heading, four spaces a formula shown as text."""
        ws = self.ws("instructions")
        ws.column_dimensions["A"].width = 100
        ws["A1"] = lines[0]
        ws["A1"].font = _TITLE_FONT
        # A2: reserved for the note of a computed copy
        r = 3
        for line in lines[1:]:
            cell = ws.cell(row=r, column=1, value=line)
            if line.startswith("# "):
                cell.value = line[2:]
                cell.font = Font(name=FONT, bold=True, size=12, color="1F4E78")
            elif line.startswith("    "):
                cell.value = line.strip()
                cell.data_type = "s"  # a formula shown as text, not entered
                cell.font = Font(name="Consolas", size=10)
                cell.fill = PatternFill("solid", fgColor="F2F2F2")
            else:
                cell.alignment = _WRAP
                lines_needed = -(-len(line) // 95)
                if lines_needed > 1:
                    ws.row_dimensions[r].height = 15 * lines_needed
            r += 1
        ws.print_area = f"A1:B{r}"
        _print_setup(ws, landscape=False, centered=False)


class _Builder(_SheetBuilder):
    """The individual templates: round-robin crosstable, Swiss round grid."""

    def __init__(self, spec: TemplateSpec, wb: Workbook) -> None:
        super().__init__(spec, wb, _T[spec.lang], NAMES[spec.lang], FUNCS[spec.lang])

    # sheets ---------------------------------------------------------------------------
    def build(self) -> Layout:
        spec, t = self.spec, self.t
        titles = {"instructions": t["sheet_instructions"]}
        if spec.kind == "swiss":
            titles.update(players=t["sheet_players"], results=t["sheet_rounds"])
        else:
            titles.update(results=t["sheet_cross"])
        titles.update(standings=t["sheet_standings"])
        if spec.kind == "swiss":
            titles["categories"] = t["sheet_categories"]
        titles["settings"] = t["sheet_settings"]
        self._create_sheets(titles)
        self._settings()
        if spec.kind == "swiss":
            self._players()
            self._rounds()
            self._categories()
        else:
            self._crosstable()
        self._standings()
        self._instructions_sheet(instructions_text(self.spec, self.layout))
        self.wb.active = 0
        return self.layout

    # settings ---------------------------------------------------------------------------
    def _settings(self) -> None:
        spec, t = self.spec, self.t
        es = spec.lang == "es"
        rr = spec.pairing == "round_robin"
        values = {
            "rules": "FIDE", "date": None, "rounds": spec.n_rounds,
            "system": t["system_rr"] if rr else t["system_swiss"],
            "win": 1, "draw": 0.5, "loss": 0, "bye": None if spec.kind == "round_robin" else 1,
            "half_bye": 0.5, "full_bye": 1, "zero_bye": 0, "unrated": None, "round": None,
            "lang": spec.lang, "colours": spec.lang,
            "layout": t["layout_swiss"] if spec.kind == "swiss" else t["layout_cross"],
        }
        rows = []
        for role, kes, ken, xes, xen in _SETTINGS_ROWS:
            if spec.kind == "round_robin" and role in _RR_SKIP:
                continue
            note = xes if es else xen
            if role == "bye" and spec.kind == "round_robin":
                note = ("Descanso de una liga impar: puntos (vacío: ninguno)" if es
                        else "Rest round of an odd round robin: points (blank: none)")
            rows.append((role, kes if es else ken, note, values[role]))
        self._settings_sheet(
            rows,
            lists={"rules": "FIDE,FIDE2024,FIDE2026", "system": f"{t['system_swiss']},{t['system_rr']}",
                   "lang": "es,en"},
            points_row=(t["points_row"], "PTS"), order_notes=self._order_notes(), code_choices=CODE_CHOICES,
            legend=_LEGEND[spec.lang])

    def _order_notes(self) -> list[str]:
        es = self.spec.lang == "es"
        if self.spec.pairing == "round_robin":
            return (["Por defecto: DE SB WIN KS",
                     "Recomendaciones FIDE de 2009 (§3): DE KS SB WIN",
                     "DE necesita los criterios anteriores: póngalo tras ellos",
                     "Casilla vacía: columna sin usar"] if es else
                    ["Default: DE SB WIN KS",
                     "FIDE's 2009 recommendations (§3): DE KS SB WIN",
                     "DE needs the criteria before it: put it after them",
                     "Blank cell: unused column"])
        return (["Por defecto: BH-C1 BH SB DE WIN",
                 "Recomendaciones FIDE de 2009 (§3), sin Elo: DE BH SB WIN",
                 "Recomendaciones FIDE de 2009 (§3), con Elo fiable: ARO TPR",
                 "DE necesita los criterios anteriores: póngalo tras ellos",
                 "Casilla vacía: columna sin usar"] if es else
                ["Default: BH-C1 BH SB DE WIN",
                 "FIDE's 2009 recommendations (§3), mostly unrated: DE BH SB WIN",
                 "FIDE's 2009 recommendations (§3), consistent ratings: ARO TPR",
                 "DE needs the criteria before it: put it after them",
                 "Blank cell: unused column"])

    # players (Swiss) ------------------------------------------------------------------------
    def _players(self) -> None:
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("players")
        heads = [t["no"], t["name"], t["rating"], t["fed"], t["fide_id"], t["category"]]
        _title(ws, self._event_title(), t["sub_players"], len(heads))
        for j, h in enumerate(heads, 1):
            _head(ws.cell(row=4, column=j), h)
        last = lay.last_row
        for i in range(spec.players):
            _styled(ws.cell(row=FIRST_ROW + i, column=1, value=i + 1), ("font", _BOLD))
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        _grid_style(ws, 3, FIRST_ROW, 5, last)
        _grid_style(ws, 6, FIRST_ROW, 6, last, align=_LEFT)
        for r in range(FIRST_ROW, last + 1):
            _styled(ws.cell(row=r, column=5), ("number_format", "@"))  # FIDE ids keep leading digits as typed
            _styled(ws.cell(row=r, column=3), ("number_format", "0"))
        lay.names_at = (ws.title, 2)
        lay.ratings_at = (ws.title, 3)
        lay.extra_at = {"fed": (ws.title, 4), "fide_id": (ws.title, 5), "category": (ws.title, 6)}
        self._name("names", _abs(ws.title, 2, FIRST_ROW, 2, last))
        self._name("ratings", _abs(ws.title, 3, FIRST_ROW, 3, last))
        self._name("categories", _abs(ws.title, 6, FIRST_ROW, 6, last))
        for col, w in {"A": 5, "B": 32, "C": 7, "D": 6, "E": 11, "F": 16}.items():
            ws.column_dimensions[col].width = w
        ws.freeze_panes = f"C{FIRST_ROW}"
        _print_setup(ws, "3:4", landscape=False)


    # Swiss round grid ------------------------------------------------------------------------
    def _rounds(self) -> None:
        spec, t, lay, f, n = self.spec, self.t, self.layout, self.f, self.n
        ws = self.ws("results")
        R = spec.n_rounds
        first_res = 3
        last_res = first_res + 3 * R - 1
        pts_col = last_res + 1
        tb1 = pts_col + 1
        width = tb1 + spec.n_slots - 1
        last = lay.last_row
        _title(ws, self._event_title(), t["sub_rounds"], width)
        # headers
        self._label_heads(ws, ((1, t["no"]), (2, t["name"]), (pts_col, t["pts"])))
        self._round_block(ws, first_res, R, last, (t["opp"], t["colour"], t["res"]))
        self._tiebreak_heads(ws, tb1, spec.n_slots, t["tiebreaks"])
        # body
        for i in range(spec.players):
            r = FIRST_ROW + i
            _styled(ws.cell(row=r, column=1, value=i + 1), ("font", _BOLD))
            ws.cell(row=r, column=2, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        _grid_style(ws, pts_col, FIRST_ROW, width, last, fill=_CALC_FILL)
        for r in range(FIRST_ROW, last + 1):
            _styled(ws.cell(row=r, column=pts_col), ("font", _BOLD))
        results = f"{n['results']}"
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        guard = f"IF(COUNTA({results})=0,\"\","
        _array(ws, pts_col, FIRST_ROW, pts_col, last,
               f"={guard}{f['points']}({results},,{n['settings']}))")
        for k in range(spec.n_slots):
            _array(ws, tb1 + k, FIRST_ROW, tb1 + k, last,
                   f"={guard}INDEX({f['tiebreaks']}({results},{n['criteria']},{n['ratings']},{n['settings']}),0,{k + 2}))")
        # validations
        dv = DataValidation(allow_blank=True, showInputMessage=True, promptTitle=t["prompt_opp_title"],
                            prompt=t["prompt_opp"])
        dv.sqref = self._round_columns(first_res, R, 0, last)  # type: ignore[assignment]
        ws.add_data_validation(dv)
        _dv_list(ws, f"{t['white']},{t['black']}", self._round_columns(first_res, R, 1, last),
                 prompt=(t["colour"], t["prompt_col"]), error=f"{t['colour']}: {t['white']}, {t['black']}")
        _dv_list(ws, RESULT_CHOICES, self._round_columns(first_res, R, 2, last),
                 prompt=(t["prompt_res_title"], t["prompt_res"]), error=t["error_res"])
        lay.results_sheet = ws.title
        lay.results_first_col = first_res
        lay.results_width = 3 * R
        # widths, panes, print
        ws.column_dimensions["A"].width = 4.5
        ws.column_dimensions["B"].width = 24
        for k in range(R):
            ws.column_dimensions[_col(first_res + 3 * k)].width = 5
            ws.column_dimensions[_col(first_res + 3 * k + 1)].width = 8
            ws.column_dimensions[_col(first_res + 3 * k + 2)].width = 4.5
        ws.column_dimensions[_col(pts_col)].width = 5.5
        for k in range(spec.n_slots):
            ws.column_dimensions[_col(tb1 + k)].width = 7
        ws.freeze_panes = f"C{FIRST_ROW}"
        _print_setup(ws, "3:4", "A:B")

    # round-robin crosstable ---------------------------------------------------------------------
    def _crosstable(self) -> None:
        spec, t, lay, f, n = self.spec, self.t, self.layout, self.f, self.n
        ws = self.ws("results")
        N = spec.players
        cycles = 2 if spec.double else 1
        first_res = 4
        last_res = first_res + cycles * N - 1
        pts_col, sb_col = last_res + 1, last_res + 2
        tb1 = sb_col + 1
        width = tb1 + spec.n_slots - 1
        last = lay.last_row
        _title(ws, self._event_title(), t["sub_cross"], width)
        self._label_heads(ws, ((1, t["no"]), (2, t["player"]), (3, t["rating"]), (pts_col, t["pts"]),
                               (sb_col, "SB")))
        self._tiebreak_heads(ws, tb1, spec.n_slots, t["tiebreaks"])
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        _grid_style(ws, 3, FIRST_ROW, 3, last)
        _grid_style(ws, first_res, FIRST_ROW, last_res, last, text=True)
        _grid_style(ws, pts_col, FIRST_ROW, width, last, fill=_CALC_FILL)
        segments = self._cross_block(ws, first_res, N, cycles, t["results_vs"], (t["cycle_1"], t["cycle_2"]))
        for i in range(N):
            r = FIRST_ROW + i
            _styled(ws.cell(row=r, column=1, value=i + 1), ("font", _BOLD))
            _styled(ws.cell(row=r, column=3), ("number_format", "0"))
            _styled(ws.cell(row=r, column=pts_col), ("font", _BOLD))
        results = n["results"]
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        self._name("names", _abs(ws.title, 2, FIRST_ROW, 2, last))
        self._name("ratings", _abs(ws.title, 3, FIRST_ROW, 3, last))
        _array(ws, pts_col, FIRST_ROW, pts_col, last, f"={f['points']}({results},,{n['settings']})")
        _array(ws, sb_col, FIRST_ROW, sb_col, last, f"={f['sb']}({results},,,,{n['settings']})")
        for k in range(spec.n_slots):
            _array(ws, tb1 + k, FIRST_ROW, tb1 + k, last,
                   f"=INDEX({f['tiebreaks']}({results},{n['criteria']},{n['ratings']},{n['settings']}),0,{k + 2})")
        _dv_list(ws, RESULT_CHOICES, " ".join(segments), prompt=(t["prompt_res_title"], t["prompt_res"]),
                 error=t["error_res"])
        lay.results_sheet = ws.title
        lay.results_first_col = first_res
        lay.results_width = cycles * N
        lay.names_at = (ws.title, 2)
        lay.ratings_at = (ws.title, 3)
        ws.column_dimensions["A"].width = 4.5
        ws.column_dimensions["B"].width = 24
        ws.column_dimensions["C"].width = 6
        for c in range(first_res, last_res + 1):
            ws.column_dimensions[_col(c)].width = 4.5
        ws.column_dimensions[_col(pts_col)].width = 5.5
        ws.column_dimensions[_col(sb_col)].width = 6.5
        for k in range(spec.n_slots):
            ws.column_dimensions[_col(tb1 + k)].width = 6.5
        ws.freeze_panes = f"D{FIRST_ROW}"
        _print_setup(ws, "3:4", landscape=cycles * N + spec.n_slots > 14)

    # standings --------------------------------------------------------------------------------
    def _standings(self) -> None:
        spec, f, n = self.spec, self.f, self.n
        call = f"{f['standings']}({n['results']},{n['order']},{n['names']},{n['ratings']},{n['settings']})"
        if spec.kind == "swiss":
            call = f"IF(COUNTA({n['results']},{n['names']})=0,\"\",{call})"
        self._standings_sheet(call, 4 + spec.n_slots)

    # categories (Swiss) ---------------------------------------------------------------------
    def _categories(self) -> None:
        spec, t, f, n = self.spec, self.t, self.f, self.n
        ws = self.ws("categories")
        blocks = 3
        bw = 6
        width = blocks * bw + (blocks - 1)
        _title(ws, self._event_title(), t["sub_categories"], width)
        top = 5
        bottom = top + spec.players
        for b in range(blocks):
            c0 = 1 + b * (bw + 1)
            ws.cell(row=3, column=c0, value=t["cat_label"]).font = _BOLD
            cat = ws.cell(row=3, column=c0 + 2, value=t["cat_defaults"][b])
            cat.fill = _INPUT_FILL
            cat.font = Font(name=FONT, bold=True, size=12)
            cat.border = _BORDER
            ws.merge_cells(start_row=3, start_column=c0 + 2, end_row=3, end_column=c0 + 3)
            ws.cell(row=3, column=c0).alignment = _LEFT
            catref = f"${_col(c0 + 2)}$3"
            call = (f"{f['category']}({n['results']},{catref},{n['categories']},{n['order']},{n['names']},"
                    f"{n['ratings']},{n['settings']})")
            _array(ws, c0, top, c0 + bw - 1, bottom,
                   f"=IF(COUNTA({n['results']},{n['names']})=0,\"\",{call})")
            for c in range(c0, c0 + bw):
                cell = ws.cell(row=top, column=c)
                cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
            _grid_style(ws, c0, top + 1, c0 + bw - 1, bottom)
            for r in range(top + 1, bottom + 1):
                _styled(ws.cell(row=r, column=c0 + 3), ("alignment", _LEFT))
            for j, w in enumerate((6, 6, 4.5, 22, 6, 6.5)):
                ws.column_dimensions[_col(c0 + j)].width = w
            if b < blocks - 1:
                ws.column_dimensions[_col(c0 + bw)].width = 2
        ws.freeze_panes = f"A{top + 1}"
        _print_setup(ws, f"3:{top}")


def enable_function_lines(lang: str) -> list[str]:
    """The instructions sheet's lines on enabling the functions (xlwings Lite, classic
    xlwings), the same for individual and team templates; README says the same."""
    from . import __version__

    wheel = f"xl_tiebreaks-{__version__}-py3-none-any.whl"
    if lang == "es":
        return [
            "Excel 365, Excel para la web y Mac: complemento xlwings Lite (Inicio > Complementos > xlwings Lite).",
            "En su pestaña requirements.txt añada la rueda de xl-tiebreaks por su URL (ver README):",
            f"    xl-tiebreaks @ https://SU.SERVIDOR/{wheel}",
            "En su pestaña main.py pegue el main.py de la versión (xlwings_lite/main.py): trae las funciones",
            "    from xl_tiebreaks.udfs import *",
            "y los scripts. Una vez por libro ejecute el script activar_formulas: vuelve a introducir las fórmulas "
            "para que Excel las enlace con el complemento.",
            "Windows con Python (xlwings clásico): use la versión .xlsm de esta plantilla y, una vez:",
            f'    pip install "{wheel}[excel]"',
            "    xlwings addin install",
            "    xl-tiebreaks setup-excel --lang es",
            "Abra el .xlsm, habilite las macros, pestaña xlwings > Import Functions, y Ctrl+Alt+F9.",
            "Sin complemento, el libro muestra los valores de su último cálculo (Excel, visores del móvil).",
        ]
    return [
        "Excel 365, Excel on the web and Mac: the xlwings Lite add-in (Home > Add-ins > xlwings Lite).",
        "In its requirements.txt tab add the xl-tiebreaks wheel by its URL (see README):",
        f"    xl-tiebreaks @ https://YOUR.SERVER/{wheel}",
        "In its main.py tab paste the release's main.py (xlwings_lite/main.py): it brings the functions",
        "    from xl_tiebreaks.udfs import *",
        "and the scripts. Once per workbook run the script activar_formulas: it enters the formulas again so "
        "that Excel binds them to the add-in.",
        "Windows with Python (classic xlwings): use the .xlsm version of this template and, once:",
        f'    pip install "{wheel}[excel]"',
        "    xlwings addin install",
        "    xl-tiebreaks setup-excel",
        "Open the .xlsm, enable macros, xlwings tab > Import Functions, then Ctrl+Alt+F9.",
        "Without an add-in the workbook shows the values of its last calculation (Excel, phone viewers).",
    ]


def instructions_text(spec: TemplateSpec, lay: Layout) -> list[str]:
    """The instructions sheet, line by line (``# `` heading, four spaces: code)."""
    n, f = NAMES[spec.lang], FUNCS[spec.lang]
    t = _T[spec.lang]
    swiss = spec.kind == "swiss"
    if spec.lang == "es":
        sep = "; "
        out = [f"xl-tiebreaks {__version__}: desempates FIDE (C.07) en Excel"]
        out.append("# Cómo escribir los resultados")
        if swiss:
            out += [
                f"1. Hoja {t['sheet_players']}: un jugador por fila (nombre, Elo, federación, ID FIDE, categoría). "
                "El número de la fila es el número inicial; ordene por Elo antes de la ronda 1 sin mover la "
                "columna Nº.",
                f"2. Hoja {t['sheet_rounds']}: en cada ronda escriba el número inicial del rival, el color "
                "(Blancas / Negras, en la lista) y el resultado (1, ½, 0, + victoria por incomparecencia, "
                "- derrota por incomparecencia, = tablas). Escriba el resultado de los dos jugadores.",
                "3. Sin rival, en la columna Rival: LIBRE (bye del emparejamiento), H (medio punto pedido), "
                "F (punto completo), Z (cero puntos), NP (no emparejado). Vacía: ronda aún no jugada.",
                "4. Las celdas de color y resultado tienen formato Texto: 1/2 no se convierte en fecha. "
                "Escriba ½, 0.5 o =.",
            ]
        else:
            out += [
                f"1. Hoja {t['sheet_cross']}: escriba los nombres (y el Elo si usa desempates por rating).",
                "2. En cada celda, el resultado del jugador de la fila contra el de la columna: 1, ½, 0, "
                "+ / - (incomparecencia), = (tablas). Escriba los dos lados de cada partida. La diagonal X no se "
                "toca; vacía: partida aún no jugada.",
                "3. Las celdas de resultado tienen formato Texto: 1/2 no se convierte en fecha. Escriba ½, 0.5 o =.",
            ]
            if spec.double:
                out.append("4. Liga a doble vuelta: el primer bloque de columnas es la primera vuelta, el segundo "
                           "la segunda.")
        out.append("# Qué significa cada columna")
        out.append("Pts: puntos. Los desempates siguen el orden de la hoja Configuración (cámbielo allí; las "
                   "columnas y la clasificación cambian solas):")
        out += [f"{code}: {text}" for code, text in _LEGEND["es"][1:]]
        out.append("# Configuración")
        out.append("La hoja Configuración alimenta el argumento configuracion de todas las funciones: fecha del "
                   "torneo (elige la edición de C.07), rondas, sistema, puntos por resultado y por bye, Elo de los "
                   "jugadores sin Elo, idioma. Cambie los valores, no las claves.")
        out.append("# Activar las funciones")
        out += [
            *enable_function_lines("es"),
            "Para enviarlo o abrirlo en Google Sheets o LibreOffice, calcule una copia con valores:",
            "    xl-tiebreaks compute torneo.xlsx -o torneo_calculado.xlsx",
            "    xl-tiebreaks standings torneo.xlsx",
        ]
        out.append("# Las fórmulas (sintaxis de Excel en español, separador ;)")
        out.append("Cada columna calculada es una sola fórmula matricial (Ctrl+Mayús+Intro) del tamaño de la "
                   "tabla; las filas vacías quedan vacías. Ejemplos:")
        R = n["results"]
        out += [
            f"    ={f['points']}({R}{sep}{sep}{n['settings']})",
            f"    =INDICE({f['tiebreaks']}({R}{sep}{n['criteria']}{sep}{n['ratings']}{sep}{n['settings']}){sep}0{sep}3)",
            f"    ={f['standings']}({R}{sep}{n['order']}{sep}{n['names']}{sep}{n['ratings']}{sep}{n['settings']})",
            f"    =BUCHHOLZ({R}{sep}\"FIDE\"{sep}1)",
        ]
        if swiss:
            out.append(f"    ={f['category']}({R}{sep}\"Sub-12\"{sep}{n['categories']}{sep}{n['order']}{sep}"
                       f"{n['names']}{sep}{n['ratings']}{sep}{n['settings']})")
            out.append("Categorías: escriba en la columna Categoría de Jugadores una o varias separadas por comas "
                       "(Sub-12, Fem). En la hoja Categorías, la celda amarilla admite también tramos de Elo: "
                       "Sub-1800, 1600-1799, >=2000 (los jugadores sin Elo cuentan con el valor 'Sin Elo', si no 0).")
        out.append(f"Nombres definidos: {', '.join(v for k, v in n.items() if swiss or k != 'categories')}.")
        return out
    sep = ", "
    out = [f"xl-tiebreaks {__version__}: FIDE tie-breaks (C.07) in Excel"]
    out.append("# How to type results")
    if swiss:
        out += [
            f"1. Sheet {t['sheet_players']}: one player per row (name, rating, federation, FIDE id, category). "
            "The row's number is the start number; sort by rating before round 1 without moving the No. column.",
            f"2. Sheet {t['sheet_rounds']}: for each round type the opponent's start number, the colour "
            "(White / Black, from the list) and the result (1, ½, 0, + forfeit win, - forfeit loss, = draw). "
            "Type both players' results.",
            "3. No opponent, in the Opp. column: BYE (pairing-allocated bye), H (requested half-point bye), "
            "F (full-point bye), Z (zero-point bye), NP (not paired). Blank: round not played yet.",
            "4. Colour and result cells are formatted as Text, so 1/2 does not become a date. Type ½, 0.5 or =.",
        ]
    else:
        out += [
            f"1. Sheet {t['sheet_cross']}: type the names (and ratings if you use rating tie-breaks).",
            "2. In each cell the result of the row's player against the column's player: 1, ½, 0, + / - "
            "(forfeit), = (draw). Type both sides of every game. Leave the X diagonal alone; blank: not played yet.",
            "3. Result cells are formatted as Text, so 1/2 does not become a date. Type ½, 0.5 or =.",
        ]
        if spec.double:
            out.append("4. Double round robin: the first block of columns is the first cycle, the second block "
                       "the second cycle.")
    out.append("# What each column means")
    out.append("Pts: points. The tie-breaks follow the order on the Settings sheet (change it there; the columns "
               "and the standings follow):")
    out += [f"{code}: {text}" for code, text in _LEGEND["en"][1:]]
    out.append("# Settings")
    out.append("The Settings sheet feeds the settings argument of every function: event date (chooses the C.07 "
               "edition), rounds, pairing system, points per result and per bye, rating of unrated players, "
               "language. Change the values, not the keys.")
    out.append("# Enabling the functions")
    out += [
        *enable_function_lines("en"),
        "To send it, or open it in Google Sheets or LibreOffice, compute a copy with values:",
        "    xl-tiebreaks compute event.xlsx -o event_computed.xlsx",
        "    xl-tiebreaks standings event.xlsx",
    ]
    out.append("# The formulas")
    out.append("Each computed column is one array formula (Ctrl+Shift+Enter) as tall as the table; blank rows "
               "stay blank. Examples:")
    R = n["results"]
    out += [
        f"    ={f['points']}({R}{sep}{sep}{n['settings']})",
        f"    =INDEX({f['tiebreaks']}({R}{sep}{n['criteria']}{sep}{n['ratings']}{sep}{n['settings']}){sep}0{sep}3)",
        f"    ={f['standings']}({R}{sep}{n['order']}{sep}{n['names']}{sep}{n['ratings']}{sep}{n['settings']})",
        f"    =BUCHHOLZ({R}{sep}\"FIDE\"{sep}1)",
    ]
    if swiss:
        out.append(f"    ={f['category']}({R}{sep}\"U12\"{sep}{n['categories']}{sep}{n['order']}{sep}{n['names']}"
                   f"{sep}{n['ratings']}{sep}{n['settings']})")
        out.append("Categories: in the Category column of Players type one or several separated by commas "
                   "(U12, Women). On the Categories sheet the yellow cell also takes rating bands: U1800, "
                   "1600-1799, >=2000 (unrated players count as the 'Unrated' setting, else 0).")
    out.append(f"Defined names: {', '.join(v for k, v in n.items() if swiss or k != 'categories')}.")
    return out


# ---------------------------------------------------------------------------------------------
# public API

def quickstart_path() -> Path:
    """xlwings' own ``quickstart.xlsm``, which the ``.xlsm`` templates reproduce (the tests
    compare them; building a template does not need it).

    Raises:
        FileNotFoundError: xlwings is not installed, or its release has no quickstart.xlsm.
    """
    try:
        import xlwings  # type: ignore
    except ImportError:
        raise FileNotFoundError(2, "xlwings is not installed", "quickstart.xlsm") from None
    p = Path(xlwings.__file__).with_name("quickstart.xlsm")
    if not p.exists():  # pragma: no cover - depends on the xlwings release
        raise FileNotFoundError(2, "not in this xlwings release", str(p))
    return p


#: the explanations on xlwings' quickstart settings sheet (xlwings 0.37), kept on ours
_XLWINGS_CONF_NOTES = (
    "If you want to rely on the settings in the addin or an xlwings.conf file, you can delete this sheet.",
    "When activated, these settings override the settings in the addin (.xlwings/xlwings.conf file in the user "
    "directory) and xlwings.conf in the same directory as this Excel file.",
    "If you delete a row from here, it will fall back to the first non-empty value xlwings finds in an "
    "xlwings.conf file and otherwise use the default values.",
)

#: the package parts of a macro-enabled workbook that openpyxl takes from ``vba_archive``
#: (the VBA project's content type and part; the project itself: :func:`_own_vba_project`)
_VBA_CONTENT_TYPES = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
    '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>'
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
    '<Default Extension="xml" ContentType="application/xml"/>'
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"/>'
    '</Types>')
_VBA_ROOT_RELS = (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
    'officeDocument" Target="xl/workbook.xml"/></Relationships>')


def _vba_workbook() -> Workbook:
    """A macro-enabled workbook (its VBA project: :func:`_own_vba_project`) with the settings
    sheet ``xlwings.conf`` holding only ``UDF Modules``, as xlwings' quickstart workbook has it
    once activated.

    The add-in reads the keys from A1 down to the first blank cell, and a key present with a
    blank value wins over the user's ``~/.xlwings/xlwings.conf`` (xlwings ``Config.bas``:
    ``GetConfigFromSheet`` / ``GetConfig``). So the quickstart's other keys are left out, not
    blanked: ``Interpreter_Win`` = ``python`` (and the blank ``Conda Path``...) would hide the
    interpreter that ``xlwings config create`` / ``xl-tiebreaks setup-excel`` configured.
    Built from nothing (no xlwings needed): the cells as the quickstart's (Calibri 12)."""
    import io
    import zipfile

    from openpyxl.styles import Font

    wb = Workbook()
    conf = wb.active
    conf.title = "xlwings.conf"
    rows = {1: ("UDF Modules", "xl_tiebreaks.udfs"), 3: ("Instructions:",),
            4: ("xl-tiebreaks: the functions come from the Python module xl_tiebreaks.udfs (UDF Modules); the "
                "interpreter is the one of your xlwings add-in settings (xlwings config create).",)}
    rows.update({5 + i: (line,) for i, line in enumerate(_XLWINGS_CONF_NOTES)})
    for r, values in rows.items():
        for c, v in enumerate(values, 1):
            conf.cell(row=r, column=c, value=v).font = Font(name="Calibri", size=12)
    conf.column_dimensions["A"].width = 18
    conf.column_dimensions["B"].width = 22
    conf.column_dimensions["C"].width = 8.8984375
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("[Content_Types].xml", _VBA_CONTENT_TYPES)
        z.writestr("_rels/.rels", _VBA_ROOT_RELS)
        z.writestr("xl/vbaProject.bin", b"")  # replaced by _own_vba_project
    wb.vba_archive = zipfile.ZipFile(io.BytesIO(buf.getvalue()))
    return wb


def _own_vba_project(wb: Workbook) -> None:
    """The workbook's VBA project: only what the functions need, the references of xlwings'
    quickstart (the xlwings add-in), ``ThisWorkbook`` and a document module per sheet
    (:mod:`xl_tiebreaks.vba_project`); the sheets get the matching code names."""
    import io
    import zipfile

    from .vba_project import build_vba_project

    code_names = [f"Sheet{i}" for i in range(1, len(wb.worksheets) + 1)]
    for ws, name in zip(wb.worksheets, code_names):
        ws.sheet_properties.codeName = name
    wb.code_name = "ThisWorkbook"
    old = wb.vba_archive
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name in old.namelist():
            data = old.read(name)
            if name == "xl/vbaProject.bin":
                data = build_vba_project(None, code_names)
            z.writestr(name, data)
    wb.vba_archive = zipfile.ZipFile(io.BytesIO(buf.getvalue()))


def build_workbook(spec: Any, *, vba: bool = False) -> tuple[Workbook, Layout]:
    """A new template workbook (not saved) and where its parts are. ``spec``: a
    :class:`TemplateSpec` or a :class:`~xl_tiebreaks.team_templates.TeamTemplateSpec`."""
    if vba:
        wb = _vba_workbook()
    else:
        wb = Workbook()
        wb.remove(wb.active)
    builder = spec.builder(wb)
    lay = builder.build()
    if vba:  # xlwings.conf last
        conf = wb["xlwings.conf"]
        wb.move_sheet(conf, offset=len(wb.sheetnames) - 1 - wb.sheetnames.index("xlwings.conf"))
        wb.active = 0
        _own_vba_project(wb)
    for k, v in spec.props().items():
        wb.custom_doc_props.append(StringProperty(name=PROP_PREFIX + k, value=v))
    wb.properties.creator = "xl-tiebreaks"
    wb.properties.title = builder.t["event_default"]
    return wb, lay


def is_vba_path(path: str | Path) -> bool:
    return str(path).lower().endswith(".xlsm")


def save_workbook(wb: Workbook, path: str | Path, *, formula_names: str = "excel") -> None:
    """Save ``wb`` at ``path`` as :func:`workbook_bytes` makes it, whole (a temporary file
    renamed into place: :func:`xl_tiebreaks.files.write_output`)."""
    from .files import write_output

    write_output(Path(path), workbook_bytes(wb, formula_names=formula_names), binary=True)


def workbook_bytes(wb: Workbook, *, formula_names: str = "excel", cached_values: bool = True) -> bytes:
    """The saved workbook, made in memory (a failed write then leaves nothing half written).

    * Excel is told that the results range holds numbers as text on purpose (no green
      triangle on every ``1`` / ``0`` typed in the Text-formatted result cells):
      ``<ignoredErrors>``, which openpyxl does not write;
    * ``cached_values``: every formula's computed value is written as the cell's cached
      value, so that a viewer without the add-in shows it (:mod:`xl_tiebreaks.xlsx_cache`);
    * ``formula_names="libreoffice"``: the functions with LibreOffice's internal names
      (``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ``, for LibreOffice only;
      :mod:`xl_tiebreaks.libreoffice.names`).

    The plain cells (a template's empty grid: 300,000 of them in a 999 x 99 Swiss; the typed
    results of a filled one) are written by :func:`_blank_cells_written` rather than one by
    one through openpyxl's XML writer, which took two seconds for them; the package is the
    same."""
    import io

    if formula_names not in ("excel", "libreoffice"):
        raise ValueError(f"formula_names must be 'excel' or 'libreoffice', not {formula_names!r}")
    import zipfile

    from openpyxl.writer.excel import ExcelWriter

    buf = io.BytesIO()
    with _blank_cells_apart(wb) as apart:  # (stored, not compressed: the package is zipped once, below)
        ExcelWriter(wb, zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED, allowZip64=True)).save()
    infos, parts = _unzip(buf.getvalue())  # every later step on the parts; one zip at the end
    if apart:
        _blank_cells_written(parts, apart)
    results = None
    for roles in NAMES.values():
        dn = wb.defined_names.get(roles["results"])
        if dn is not None:
            results = dn.attr_text
            break
    if results and "!" in results:
        sheet, ref = results.rsplit("!", 1)
        _ignore_numbers_as_text(parts, sheet.strip("'").replace("''", "'"), ref.replace("$", ""))
    if cached_values:
        from .xlsx_cache import cached_values_into, formula_values

        cached_values_into(parts, formula_values(wb))
    if formula_names == "libreoffice":
        from .libreoffice.names import convert_parts

        convert_parts(parts, "libreoffice")
    return _zip(infos, parts)


def _unzip(data: bytes) -> tuple[list[Any], dict[str, bytes]]:
    """(the members in order, member name -> its bytes) of a package."""
    import io
    import zipfile

    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        return infos, {i.filename: z.read(i.filename) for i in infos}


def _zip(infos: list[Any], parts: dict[str, bytes]) -> bytes:
    """The package of ``parts``, its members in the order of ``infos``."""
    import io
    import zipfile

    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as w:
        for item in infos:
            zi = copy(item)
            zi.compress_type = zipfile.ZIP_DEFLATED  # (the members as openpyxl names them, compressed)
            w.writestr(zi, parts[item.filename])
    return out.getvalue()


@contextmanager
def _blank_cells_apart(wb: Workbook) -> Iterator[dict[str, tuple[str, dict[int, list[tuple[int, str]]]]]]:
    """Take the plain cells (blank with a style, or holding a number, a text or TRUE/FALSE;
    no comment or link) out of the sheets while the block runs; yields sheet title -> (the
    sheet's dimension with them, row -> [(column, the cell's XML as openpyxl writes it)]).
    Their style ids are registered in the workbook, so its stylesheet has them. Formulas,
    dates and the rest stay with openpyxl."""
    from xml.sax.saxutils import escape

    apart: dict[str, tuple[str, dict[int, list[tuple[int, str]]]]] = {}
    taken: list[tuple[Any, dict[tuple[int, int], Any]]] = []
    styles = wb._cell_styles
    letters: dict[int, str] = {}
    try:
        for ws in wb.worksheets:
            cells = ws._cells
            keep: dict[tuple[int, int], Any] = {}
            rows: dict[int, list[tuple[int, str]]] = {}
            ids: dict[bytes, str] = {}
            for k, c in cells.items():
                if type(c) is not Cell or c._comment is not None or c._hyperlink is not None:
                    keep[k] = c
                    continue
                v = c._value
                st = c._style
                t = type(v)
                if v is None:
                    if st is None or not any(st):
                        keep[k] = c
                        continue
                    body = "/>"
                elif t is str and v and c.data_type == "s":
                    stripped = v.strip()
                    space = ' xml:space="preserve"' if stripped and stripped != v else ""
                    body = f' t="inlineStr"><is><t{space}>{escape(v)}</t></is></c>'
                elif (t is int or t is float) and c.data_type == "n" and v == v and v not in (_INF, -_INF):
                    body = f' t="n"><v>{"%.16g" % v}</v></c>'
                elif t is bool and c.data_type == "b":
                    body = f' t="b"><v>{int(v)}</v></c>'
                else:
                    keep[k] = c
                    continue
                if st is not None and any(st):
                    b = st.tobytes()
                    sid = ids.get(b)
                    if sid is None:
                        sid = ids[b] = f' s="{styles.add(st)}"'
                else:
                    sid = ""
                r, col = k
                letter = letters.get(col) or letters.setdefault(col, get_column_letter(col))
                rows.setdefault(r, []).append((col, f'<c r="{letter}{r}"{sid}{body}'))
            if len(cells) - len(keep) < 1000:
                continue
            apart[ws.title] = (ws.calculate_dimension(), rows)
            taken.append((ws, cells))
            ws._cells = keep
        yield apart
    finally:
        for ws, cells in taken:
            ws._cells = cells


_INF = float("inf")
_ROW_XML = re.compile(r"<row\b([^>]*?)(?:/>|>(.*?)</row>)", re.S)
_CELL_XML = re.compile(r"<c\b[^>]*?(?:/>|>.*?</c>)", re.S)
_CELL_REF = re.compile(r'\br="([A-Z]+)\d+"')


def _blank_cells_written(parts: dict[str, bytes], apart: dict[str, tuple[str, dict[int, list[tuple[int, str]]]]]
                         ) -> None:
    """Write the cells of :func:`_blank_cells_apart` into their sheets' rows in the package
    ``parts`` (member name -> bytes; in column order, as openpyxl writes cells), each
    sheet's dimension as it was with them."""
    from openpyxl.utils import column_index_from_string

    for part, title in _sheet_parts_of(parts).items():
        if title not in apart or part not in parts:
            continue
        dim, blank = apart[title]
        xml = parts[part].decode("utf-8")
        xml = re.sub(r'<dimension ref="[^"]*"\s*/>', f'<dimension ref="{dim}"/>', xml, count=1)
        m = re.search(r"<sheetData\s*/>|<sheetData>(.*?)</sheetData>", xml, re.S)
        assert m is not None, "openpyxl writes sheetData"
        rows: dict[int, tuple[str, list[tuple[int, str]]]] = {}
        for rm in _ROW_XML.finditer(m.group(1) or ""):
            attrs = rm.group(1)
            r = int(re.search(r'\br="(\d+)"', attrs).group(1))  # type: ignore[union-attr]
            cells = [(column_index_from_string(_CELL_REF.search(cm.group(0)).group(1)),  # type: ignore
                      cm.group(0)) for cm in _CELL_XML.finditer(rm.group(2) or "")]
            rows[r] = (attrs, cells)
        for r, extra in blank.items():
            attrs, cells = rows.get(r, (f' r="{r}"', []))
            cells += extra
            rows[r] = (attrs, cells)
        text = "".join(f"<row{attrs}>{''.join([x for _, x in sorted(cells)])}</row>"
                       for _, (attrs, cells) in sorted(rows.items()))
        parts[part] = f"{xml[:m.start()]}<sheetData>{text}</sheetData>{xml[m.end():]}".encode("utf-8")


class _Parts:
    """A package's parts (member name -> bytes) read as :func:`sheet_parts` reads a zip file."""

    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts

    def read(self, name: str) -> bytes:
        return self.parts[name]


def _sheet_parts_of(parts: dict[str, bytes]) -> dict[str, str]:
    return sheet_parts(_Parts(parts))


def sheet_parts(z: Any) -> dict[str, str]:
    """Worksheet part -> sheet name in the package ``z`` (a ``zipfile.ZipFile``), as its
    workbook part and relationships say (``{}`` when they say nothing readable)."""
    try:
        wbx = z.read("xl/workbook.xml").decode("utf-8", "replace")
        rels = z.read("xl/_rels/workbook.xml.rels").decode("utf-8", "replace")
    except KeyError:
        return {}
    targets = {}
    for rm in re.finditer(r"<(?:\w+:)?Relationship\b([^>]*)/?>", rels):
        attrs = dict(re.findall(r'([\w:]+)="([^"]*)"', rm.group(1)))
        t = attrs.get("Target", "")
        targets[attrs.get("Id")] = t.lstrip("/") if t.startswith("/") else "xl/" + t
    out = {}
    for sm in re.finditer(r"<(?:\w+:)?sheet\b([^>]*)/?>", wbx):
        attrs = dict(re.findall(r'([\w:]+)="([^"]*)"', sm.group(1)))
        part = targets.get(attrs.get("r:id"))
        if part:
            out[part] = attrs.get("name", "").replace("&apos;", "'").replace("&quot;", '"').replace("&amp;", "&")
    return out


def _ignore_numbers_as_text(parts: dict[str, bytes], sheet: str, ref: str) -> None:
    """Tell Excel, in the package ``parts``, that the range ``ref`` of ``sheet`` holds numbers
    as text on purpose (``<ignoredErrors>``, which openpyxl does not write)."""
    part = next((p for p, title in _sheet_parts_of(parts).items() if title == sheet), None)
    if part is None or part not in parts:
        return
    xml = parts[part].decode("utf-8")
    if "<ignoredErrors" in xml:
        return
    tag = f'<ignoredErrors><ignoredError sqref="{ref}" numberStoredAsText="1"/></ignoredErrors>'
    m = re.search(r"<(?:drawing|legacyDrawing|legacyDrawingHF|picture|oleObjects|controls|webPublishItems|"
                  r"tableParts|extLst)\b", xml)
    pos = m.start() if m else xml.rindex("</worksheet>")
    parts[part] = (xml[:pos] + tag + xml[pos:]).encode("utf-8")


def write_template(spec: Any, path: str | Path) -> Layout:
    """Write a blank template to ``path`` (``.xlsm``: with xlwings' VBA project)."""
    wb, lay = build_workbook(spec, vba=is_vba_path(path))
    save_workbook(wb, path)
    return lay


# ---------------------------------------------------------------------------------------------
# standard templates (workbook_templates/)

STANDARD: list[TemplateSpec] = [
    TemplateSpec("round_robin", 6), TemplateSpec("round_robin", 8), TemplateSpec("round_robin", 10),
    TemplateSpec("round_robin", 6, double=True),
    TemplateSpec("swiss", 16, 5), TemplateSpec("swiss", 30, 7), TemplateSpec("swiss", 60, 9),
]


def standard_name(spec: Any, ext: str) -> str:
    if not isinstance(spec, TemplateSpec):
        from .team_templates import team_standard_name

        return team_standard_name(spec, ext)
    if spec.lang == "es":
        if spec.kind == "round_robin":
            base = f"liga_{'doble_' if spec.double else ''}{spec.players}_jugadores"
        else:
            base = f"suizo_{spec.players}_jugadores_{spec.n_rounds}_rondas"
    else:
        if spec.kind == "round_robin":
            base = f"round_robin_{'double_' if spec.double else ''}{spec.players}_players"
        else:
            base = f"swiss_{spec.players}_players_{spec.n_rounds}_rounds"
    return f"{spec.lang}/{base}.{ext}"


def standard_templates() -> list[tuple[Any, str]]:
    """(spec, relative path) of every template shipped in ``workbook_templates/``: the
    individual ones (:class:`TemplateSpec`), then the team ones
    (:class:`~xl_tiebreaks.team_templates.TeamTemplateSpec`)."""
    from .team_templates import standard_team_specs

    out = []
    for lang in ("es", "en"):
        for s in STANDARD:
            spec = dataclasses.replace(s, lang=lang)
            for ext in ("xlsx", "xlsm"):
                out.append((spec, standard_name(spec, ext)))
    for lang in ("es", "en"):
        for spec in standard_team_specs(lang):
            for ext in ("xlsx", "xlsm"):
                out.append((spec, standard_name(spec, ext)))
    return out


def write_standard_templates(folder: str | Path) -> list[Path]:
    folder = Path(folder)
    written = []
    for spec, rel in standard_templates():
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        write_template(spec, p)
        written.append(p)
    return written


# ---------------------------------------------------------------------------------------------
# a filled template from a tournament (TRF)

_RES_TEXT = {"1": "1", "½": "½", "0": "0", "+": "+", "-": "-", "": None}


def _num(v: Fraction | None) -> int | float | None:
    if v is None:
        return None
    return int(v) if v.denominator == 1 else float(v)


def crosstable_fits(t: Any, order: Sequence[str]) -> bool:
    """Can ``t`` be written as a crosstable without losing what ``order`` needs? (games,
    forfeits and rest rounds only; no tie-break that needs the order of the rounds or colours)."""
    from .model import RoundKind
    from .spec import parse_spec
    from .tiebreaks import NEEDS_ROUND_ORDER

    for code in order:
        s = parse_spec(code)
        if s.code in NEEDS_ROUND_ORDER or (s.code == "AOB" and s.fore):
            return False
    odd = len(t.participants) % 2 == 1
    for recs in t.rounds.values():
        for r in recs:
            if r.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING,
                          RoundKind.NOT_PLAYED):
                continue
            if r.kind is RoundKind.ABSENT and odd:
                continue
            return False
    return True


def fill_tournament(wb: Workbook, lay: Layout, t: Any, *, date: _dt.date | None = None,
                    rules: str | None = None, event: str | None = None) -> None:
    """Write ``t`` (a :class:`~xl_tiebreaks.model.Tournament`) into a template built for it:
    players, results (:mod:`xl_tiebreaks.layouts`), the event's settings."""
    from .layouts import crosstable_cells, swiss_grid_cells

    spec = lay.spec
    tx = _T[spec.lang]
    parts = list(t.participants)
    if len(parts) > spec.players:
        raise TiebreakError("template_too_many", n=len(parts), what="players", what_es="jugadores",
                            size=spec.players)
    sn_ok = [p.start_no for p in parts] == list(range(1, len(parts) + 1))
    if not sn_ok:
        raise TiebreakError("template_start_numbers")
    names_ws = wb[lay.names_at[0]]
    for i, p in enumerate(parts):
        r = FIRST_ROW + i
        names_ws.cell(row=r, column=lay.names_at[1], value=p.name or None)
        wb[lay.ratings_at[0]].cell(row=r, column=lay.ratings_at[1], value=p.rating or None)
        for key, attr in (("fed", "federation"), ("fide_id", "fide_id")):
            if key in lay.extra_at:
                ws_x, c = lay.extra_at[key]
                v = (getattr(p, attr) or "").strip()
                wb[ws_x].cell(row=r, column=c, value=v if v.strip("0") else None)
    ws = wb[lay.results_sheet]
    c0 = lay.results_first_col
    if spec.kind == "round_robin":
        cells = crosstable_cells(t)
        n = len(parts)
        for i, row in enumerate(cells):
            for j, v in enumerate(row):
                if i == j:
                    continue
                toks = v.split() if v else []
                if spec.double:
                    for cyc in range(2):
                        tok = toks[cyc] if cyc < len(toks) else ""
                        ws.cell(row=FIRST_ROW + i, column=c0 + cyc * n + j, value=_RES_TEXT.get(tok, tok) or None)
                else:
                    ws.cell(row=FIRST_ROW + i, column=c0 + j, value=v or None)
    else:
        colour = {"w": tx["white"], "b": tx["black"]}
        rows = swiss_grid_cells(t, three=True, lang="en")
        for i, row in enumerate(rows):
            for k in range(0, len(row), 3):
                opp, col, res = row[k], row[k + 1], row[k + 2]
                if opp == "BYE":
                    opp = tx["bye_word"]
                ws.cell(row=FIRST_ROW + i, column=c0 + k, value=opp if opp != "" else None)
                ws.cell(row=FIRST_ROW + i, column=c0 + k + 1, value=colour.get(str(col)) if col else None)
                ws.cell(row=FIRST_ROW + i, column=c0 + k + 2, value=str(res) if res != "" else None)
    # settings
    st = wb[lay.sheets["settings"]]
    ss = t.score_system

    def put(role: str, value: Any) -> None:
        if role in lay.settings_rows:
            st.cell(row=lay.settings_rows[role], column=2, value=value)

    put("date", date or t.start_date)
    if rules:
        put("rules", rules)
    put("rounds", t.rounds_announced)
    put("win", _num(ss.win))
    put("draw", _num(ss.draw))
    put("loss", _num(ss.loss))
    if spec.kind == "swiss":
        put("bye", _num(ss.win if ss.pab is None else ss.pab))
        put("half_bye", _num(ss.draw if ss.half_bye is None else ss.half_bye))
        put("full_bye", _num(ss.win if ss.full_bye is None else ss.full_bye))
        put("zero_bye", _num(ss.zero_bye))
    elif ss.pab is not None:
        put("bye", _num(ss.pab))
    name = event or t.name
    if name:
        wb[lay.sheets["settings"]]["B2"] = name


if __name__ == "__main__":  # python -m xl_tiebreaks.templates workbook_templates
    import sys

    for path in write_standard_templates(sys.argv[1] if len(sys.argv) > 1 else "workbook_templates"):
        print(path)


def tournament_workbook(
    t: Any, *, lang: str = "es", order: tuple[str, ...] | None = None, layout: str = "auto",
    system: str | None = None, date: _dt.date | None = None, rules: str | None = None, vba: bool = False,
) -> tuple[Workbook, str]:
    """A template filled with tournament ``t`` (what ``xl-tiebreaks from-trf`` writes).

    Round robins get the crosstable when it can hold them (``layout="auto"``: no byes, no
    tie-break needing colours or the order of the rounds), else the round grid.
    Returns ``(workbook, "round_robin" | "swiss")``.

    Raises:
        ValueError: ``layout="crosstable"`` for an event a crosstable cannot hold.
    """
    system = system or t.resolved_pairing_system()[0].value
    if system == "round_robin":
        default = ("DE", "SB", "WIN", "KS")
        fits = crosstable_fits(t, order or default)
        if layout == "crosstable" and not fits:
            raise TiebreakError("template_not_crosstable")
        kind = "round_robin" if (layout == "crosstable" or (layout == "auto" and fits)) else "swiss"
    else:
        kind = "swiss"
    n = len(t.participants)
    double = False
    if kind == "round_robin":
        double = t.rounds_announced > round_robin_cycle_rounds(n)
    spec = TemplateSpec(kind, n, t.rounds_announced if kind == "swiss" else None, double=double,
                        lang=lang, order=order, system=system)
    wb, lay = build_workbook(spec, vba=vba)
    fill_tournament(wb, lay, t, date=date, rules=rules)
    return wb, kind
