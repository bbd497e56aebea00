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

#: the legend (settings sheet, instructions): code as shown, text of the message catalogue
#: (:data:`xl_tiebreaks.texts.TEXTS`)
_LEGEND_CODES = [
    ("Pts", "tpl_legend_pts"), ("BH", "tpl_legend_bh"), ("BH-C1", "tpl_legend_bh_c1"), ("BH-M1", "tpl_legend_bh_m1"),
    ("SB", "tpl_legend_sb"), ("DE", "tpl_legend_de"), ("WIN", "tpl_legend_win"), ("WON", "tpl_legend_won"),
    ("BPG / BWG", "tpl_legend_bpg"), ("KS", "tpl_legend_ks"), ("PS", "tpl_legend_ps"), ("ARO / TPR", "tpl_legend_aro"),
]


def _w(code: str, lang: str, **params: Any) -> str:
    """A text of the message catalogue (:data:`xl_tiebreaks.texts.TEXTS`) in ``lang``."""
    from .texts import text

    return text(code, lang, **params)


def legend(lang: str, codes: Sequence[tuple[str, str]] = _LEGEND_CODES) -> list[tuple[str, str]]:
    """(code, meaning) rows of a legend in ``lang``, from the message catalogue."""
    return [(code, _w(key, lang)) for code, key in codes]


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
    ("unrated", "Sin Elo", "Unrated rating",
     "Elo de los jugadores sin Elo en los desempates por rating (vacío: sin valor)",
     "Rating of unrated players in rating tie-breaks (blank: undefined)"),
    ("round", "Tras ronda", "As of round", "Valores tras esa ronda (vacío: todas las jugadas)",
     "Values after that round (blank: all rounds played)"),
    ("lang", "Idioma", "Language", "Idioma de los mensajes y encabezados: es / en",
     "Language of messages and headers: en / es"),
    ("colours", "Colores", "Colours", "Letra b suelta: 'es' = blancas (b/n), 'en' = negras (w/b)",
     "A bare letter b: 'en' = Black (w/b), 'es' = White (b/n)"),
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
_NO_BORDER = Border(left=Side(), right=Side(), top=Side(), bottom=Side(), diagonal=Side())
_DIAG_SIDE = Side(style="thin", color="7F7F7F")
_DIAG_BORDER = Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN, diagonal=_DIAG_SIDE, diagonalUp=True,
                      diagonalDown=True)
_HEAD_FILL = PatternFill("solid", fgColor="1F4E78")
_SUB_FILL = PatternFill("solid", fgColor="DDEBF7")
_INPUT_FILL = PatternFill("solid", fgColor="FFF2CC")
_CALC_FILL = PatternFill("solid", fgColor="E2EFDA")
_BAND_FILL = PatternFill("solid", fgColor="F7F9FC")
_DIAG_FILL = PatternFill("solid", fgColor="BFBFBF")
_HEAD_FONT = Font(name=FONT, bold=True, color="FFFFFF")
_BOLD = Font(name=FONT, bold=True)
_TITLE_FONT = Font(name=FONT, bold=True, size=14, color="1F4E78")
_NOTE_FONT = Font(name=FONT, italic=True, size=9, color="595959")
_CENTER = Alignment(horizontal="center", vertical="center")
_SHRINK = Alignment(horizontal="center", vertical="center", shrink_to_fit=True)  # "Retirado" in a narrow cell
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


# ---------------------------------------------------------------------------------------------
# computed columns: one number format per column, as FIDE publishes the values, and the look of
# a tie-break slot following its code on the settings sheet

#: a DE column: the place within a tied group; 0 ("separates nobody") shown blank
DE_FORMAT = "0;-0;;@"
#: points and sums of scores (FIDE: one decimal, ``62.0``; a second one only if the points
#: system makes one, so that no value is ever shown rounded)
ONE_DECIMAL = "0.0#"
#: (condition on the code cell ``{c}``, number format) of the individual tie-breaks, the first
#: that holds wins; FIDE publishes SB and AOB with two decimals, BH, KS, PS, FB and the points
#: with one, the counts (WIN, WON, BPG, BWG, REP), DE and the rating tie-breaks with none (the
#: reference implementation's output and IA Held's worked exercises, tests/data)
CODE_FORMATS: list[tuple[str, str]] = [
    ('OR(LEFT({c},2)="SB",LEFT({c},3)="AOB")', "0.00"),
    ('OR({c}="DE",LEFT({c},3)="DE/",LEFT({c},3)="DE-")', DE_FORMAT),
    ('OR({c}="WIN",{c}="WON",{c}="BPG",{c}="BWG",{c}="REP",LEFT({c},3)="ARO",LEFT({c},3)="TPR",'
     'LEFT({c},3)="PTP",LEFT({c},4)="APRO",LEFT({c},4)="APPO",LEFT({c},4)="RTNG",LEFT({c},3)="TPN")', "0"),
    ('OR({c}="PTS",LEFT({c},2)="BH",LEFT({c},2)="KS",LEFT({c},2)="PS",LEFT({c},2)="FB",LEFT({c},3)="DES",'
     'LEFT({c},3)="STD")', ONE_DECIMAL),
    ('{c}<>""', "General"),  # another spelling ("Buchholz"): the value as it is
]


def code_format(code: str, formats: Sequence[tuple[str, str]] = CODE_FORMATS) -> str:
    """The number format ``formats`` give a column headed ``code`` (the conditions of
    :data:`CODE_FORMATS` read in Python: the look of a fresh template's columns, and tests)."""
    c = str(code or "").strip().upper()
    for cond, fmt in formats:
        ors = re.findall(r'LEFT\(\{c\},(\d)\)="([^"]*)"|\{c\}="([^"]*)"|\{c\}<>""', cond)
        for n, pre, eq in ors:
            if (n and c[: int(n)] == pre) or (eq and c == eq) or (not n and not eq and c):
                return fmt
    return "General"


def _dxf(wb: Any, fill: PatternFill | None, border: Border | None, fmt: str | None = None,
         font: Font | None = None) -> Any:
    """A conditional format's look; its number format under the id the workbook's cells give
    the same format (a custom one registered in the workbook, as openpyxl numbers them)."""
    from openpyxl.styles.differential import DifferentialStyle
    from openpyxl.styles.numbers import BUILTIN_FORMATS_MAX_SIZE, BUILTIN_FORMATS_REVERSE, NumberFormat

    num = None
    if fmt is not None:
        fid = BUILTIN_FORMATS_REVERSE.get(fmt)
        if fid is None:
            fid = wb._number_formats.add(fmt) + BUILTIN_FORMATS_MAX_SIZE
        num = NumberFormat(numFmtId=fid, formatCode=fmt)
    return DifferentialStyle(fill=fill, border=border, numFmt=num, font=font)


def _slot_looks(ws: Any, first_col: int, count: int, used: int, body: tuple[int, int], *,
                code_row: int = 4, label_row: int | None = 3, formats: Sequence[tuple[str, str]] = CODE_FORMATS,
                codes: Sequence[str] = (), fill: PatternFill | None = _CALC_FILL,
                heads: Sequence[tuple[int, PatternFill, Font]] | None = None) -> None:
    """The computed columns ``first_col`` .. ``first_col + count - 1``, headed in ``code_row``
    by the code of their slot (a plain formula on the order): each looks as its code says,
    whatever code the organiser puts there later (conditional formats, the first true wins:
    Excel and LibreOffice alike). A slot with a code: ``fill`` (``None``: the rows' banding
    kept), borders and the number format of ``formats`` (:data:`CODE_FORMATS`); a slot
    without one (an unused column): blank, no colour, no border, header included. The first
    ``used`` slots get that look as their own style too (``codes``: their codes), for a
    viewer that ignores conditional formats.

    ``body``: the rows of values; ``heads``: the header rows (row, fill, font when the slot
    has a code); default: the code row and ``label_row``, the band above it."""
    from openpyxl.formatting.rule import Rule

    wb = ws.parent
    last_col = first_col + count - 1
    r1, r2 = body
    if heads is None:
        heads = [(code_row, _SUB_FILL, Font(b=True))]
        if label_row:
            heads.append((label_row, _HEAD_FILL, Font(b=True, color="FFFFFF")))
    c = f"{_col(first_col)}${code_row}"
    sq = f"{_col(first_col)}{r1}:{_col(last_col)}{r2}"
    for cond, fmt in formats:
        rule = Rule(type="expression", dxf=_dxf(wb, fill, _BORDER, fmt), stopIfTrue=True, formula=[cond.format(c=c)])
        ws.conditional_formatting.add(sq, rule)
    for row, hfill, hfont in heads:
        rule = Rule(type="expression", dxf=_dxf(wb, hfill, _BORDER, font=hfont), stopIfTrue=True,
                    formula=[f'{c}<>""'])
        ws.conditional_formatting.add(f"{_col(first_col)}{row}:{_col(last_col)}{row}", rule)
    plain = _style_fn(wb, ("fill", PatternFill()), ("border", _NO_BORDER), ("alignment", _CENTER))
    for k in range(count):
        col = first_col + k
        if k < used:
            fmt = code_format(codes[k] if k < len(codes) else "", formats)
            attrs: tuple[tuple[str, Any], ...] = (("border", _BORDER), ("alignment", _CENTER), ("number_format", fmt))
            if fill is not None:
                attrs += (("fill", fill),)
            apply = _style_fn(wb, *attrs)
        else:
            apply = plain
            for row, _f, _t in heads:
                hc = ws.cell(row=row, column=col)
                hc.fill, hc.border = PatternFill(), _NO_BORDER
        for r in range(r1, r2 + 1):
            apply(ws.cell(row=r, column=col))


def _number_format(ws: Any, col: int, rows: tuple[int, int], fmt: str) -> None:
    apply = _style_fn(ws.parent, ("number_format", fmt))
    for r in range(rows[0], rows[1] + 1):
        apply(ws.cell(row=r, column=col))


def _sheet_note(ws: Any, row: int, text: str, width: int, units: float) -> None:
    """A note (small, italic) over ``width`` columns from A at ``row``, wrapped; the row is as
    tall as its lines at the sheet's ``units`` of width (a merged cell's height is not fitted
    by Excel)."""
    cell = ws.cell(row=row, column=1, value=text)
    cell.font = _NOTE_FONT
    cell.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
    if width > 1:
        ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=width)
    lines = max(1, -(-len(text) // max(20, int(units * 1.25))))
    ws.row_dimensions[row].height = 12.5 * lines + 2


def _units(ws: Any, first: int, last: int) -> float:
    """The width of columns ``first`` .. ``last`` in Excel's units (8.43 when not set)."""
    total = 0.0
    for c in range(first, last + 1):
        d = ws.column_dimensions.get(_col(c))
        total += d.width if d is not None and d.width else 8.43
    return total


#: Calibri's advance widths (thousandths of an em; Carlito, its metric twin), for laying out
#: the instructions' paragraphs line by line
_CALIBRI = dict(zip(
    ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
    'áéíóúÁÉÍÓÚñÑüÜ¿¡½º',
    (226, 326, 401, 498, 507, 715, 682, 221, 303, 303, 498, 498, 250, 306, 252, 386, 507, 507, 507, 507, 507, 507,
     507, 507, 507, 507, 268, 268, 498, 498, 498, 463, 894, 579, 544, 533, 615, 488, 459, 631, 623, 252, 319, 520,
     420, 855, 646, 662, 517, 673, 543, 459, 487, 642, 567, 890, 519, 487, 468, 307, 386, 307, 498, 498, 291, 479,
     525, 423, 525, 498, 305, 471, 525, 229, 239, 455, 229, 799, 525, 527, 525, 525, 349, 391, 335, 525, 452, 715,
     433, 453, 395, 314, 460, 314, 498, 479, 498, 229, 527, 525, 579, 488, 252, 662, 642, 525, 646, 525, 642, 463,
     326, 671, 422)))
#: characters of a formula or command per line of the instructions' column (a monospaced
#: 10-point font: Consolas, or DejaVu Sans Mono, a little wider, where Consolas is missing)
CODE_CHARS = 84


def text_width(text: str, size: float = 11) -> float:
    """The width of ``text`` in Calibri ``size`` points, in Excel's column-width units (the
    width of a digit of the default font, Calibri 11: 7 of 96 dpi pixels)."""
    ems = sum(_CALIBRI.get(ch, 550) for ch in text) / 1000
    return ems * size * 96 / 72 / 7


def text_lines(text: str, width: float, size: float = 11, fill: float = 0.95) -> list[str]:
    """``text`` broken at spaces into lines that each fit ``fill`` of a column ``width`` units
    wide (a margin for fonts drawn a little wider than Calibri's metrics)."""
    room = width * fill
    out: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size) > room:
            out.append(line)
            line = word
        else:
            line = trial
    out.append(line)
    return out


#: A4 printable area (cm) with the templates' margins, (width, height): portrait, landscape
_A4 = {"portrait": (21.0 - 2 * 0.4 * 2.54, 29.7 - 2 * 0.5 * 2.54),
       "landscape": (29.7 - 2 * 0.4 * 2.54, 21.0 - 2 * 0.5 * 2.54)}


def _fit_a4(ws: Any, last_col: int, last_row: int, *, one_page: bool, title_rows: str | None = None,
            title_cols: str | None = None) -> None:
    """Print setup on A4 in the orientation that prints the table largest: fitted to one page
    wide (``one_page``: and tall), the orientation chosen from the columns' widths and the
    rows' heights (a column of width w is 7w + 5 pixels at 96 dpi; rows 15 pt unless set)."""
    width_cm = sum((7 * (ws.column_dimensions[_col(c)].width or 8.43) + 5) for c in range(1, last_col + 1)) \
        / 96 * 2.54
    height_pt = sum((ws.row_dimensions[r].height if r in ws.row_dimensions and ws.row_dimensions[r].height
                     else 15.0) for r in range(1, last_row + 1))
    height_cm = height_pt / 72 * 2.54

    def scale(o: str) -> float:
        w, h = _A4[o]
        return min(1.0, w / width_cm, h / height_cm) if one_page else min(1.0, w / width_cm)

    landscape = scale("landscape") > scale("portrait") + 1e-9
    _print_setup(ws, title_rows, title_cols, landscape=landscape)
    ws.page_setup.fitToHeight = 1 if one_page else 0


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
        _dv_list(ws, ",".join(code_choices), f"B{first}:B{r - 1}", error=_w("tpl_unusual_code", spec.lang))
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

    def _tiebreak_heads(self, ws: Any, tb1: int, count: int, label: str, role: str = "order",
                        used: int | None = None) -> None:
        """Row 3: ``label`` over the first ``used`` (default: all) of the ``count`` computed
        columns from ``tb1``; row 4: each one's code, read from the workbook name ``role``
        (``=INDEX(OrdenDesempate,k)&""``). The columns' looks: :func:`_slot_looks`."""
        used = count if used is None else max(1, min(used, count))
        _head(ws.cell(row=3, column=tb1), label)
        for c in range(tb1 + 1, tb1 + used):
            _head(ws.cell(row=3, column=c), None)
        if used > 1:
            ws.merge_cells(start_row=3, start_column=tb1, end_row=3, end_column=tb1 + used - 1)
        for k in range(count):
            _head(ws.cell(row=4, column=tb1 + k), f"=INDEX({self.n[role]},{k + 1})&\"\"", _SUB_FILL, _BOLD)

    def _cross_block(self, ws: Any, first_res: int, n: int, cycles: int, label: str,
                     cycle_labels: Sequence[str]) -> list[str]:
        """A crosstable's result columns: a header per cycle, the opponents' numbers, the
        diagonal (a player against himself) grey and crossed out, with nothing in it: so that
        ``COUNTA`` of the results range is 0 in an empty template, and a value typed there is
        refused as the sheet is typed (a validation) and by the readers. Returns the ranges of
        the cells to type in (for their validation)."""
        for cyc in range(cycles):
            c0 = first_res + cyc * n
            _head(ws.cell(row=3, column=c0), label if cycles == 1 else cycle_labels[cyc])
            for c in range(c0 + 1, c0 + n):
                _head(ws.cell(row=3, column=c), None)
            ws.merge_cells(start_row=3, start_column=c0, end_row=3, end_column=c0 + n - 1)
            for j in range(n):
                _head(ws.cell(row=4, column=c0 + j), j + 1, _SUB_FILL, _BOLD)
        segments: list[str] = []
        diagonal: list[str] = []
        for i in range(n):
            r = FIRST_ROW + i
            for cyc in range(cycles):
                c0 = first_res + cyc * n
                _styled(ws.cell(row=r, column=c0 + i), ("fill", _DIAG_FILL), ("border", _DIAG_BORDER))
                diagonal.append(f"{_col(c0 + i)}{r}")
                if i > 0:
                    segments.append(f"{_col(c0)}{r}:{_col(c0 + i - 1)}{r}")
                if i < n - 1:
                    segments.append(f"{_col(c0 + i + 1)}{r}:{_col(c0 + n - 1)}{r}")
        dv = DataValidation(type="textLength", operator="equal", formula1="0", allow_blank=True,
                            showErrorMessage=True, errorStyle="stop")
        dv.error = _w("tpl_diagonal", self.spec.lang)
        dv.errorTitle = _w("tpl_diagonal_title", self.spec.lang)[:32]
        dv.sqref = " ".join(diagonal)  # type: ignore[assignment]
        ws.add_data_validation(dv)
        return segments

    def _round_block(self, ws: Any, first_res: int, rounds: int, last: int, subheads: Sequence[str]) -> None:
        """A round grid's result columns: per round a merged "Round k" over three columns
        (``subheads``), the 2nd and 3rd formatted as text, a thick line before each round; the
        opponent's cell shrinks a long word (``Retirado``, ``LIBRE``) to its width."""
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
            looks = [_styled(ws.cell(row=r, column=first_res), ("border", _ROUND_BORDER), ("alignment", _SHRINK),
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
                         widths: dict[str, float] | None = None, first_slot: int = 5,
                         fixed_formats: dict[int, str] | None = None,
                         formats: Sequence[tuple[str, str]] = CODE_FORMATS, codes: Sequence[str] | None = None
                         ) -> None:
        """One array formula ``call`` filling a table as tall as the results (header row 4):
        rank, start number, name, the scores (``fixed_formats``: column -> number format), then
        from ``first_slot`` one column per tie-break slot, each looking as the code the formula
        writes in its header says (:func:`_slot_looks`; an unused slot: no colour, no border)."""
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
        for c, fmt in (fixed_formats or {4: ONE_DECIMAL}).items():
            _number_format(ws, c, (top + 1, bottom), fmt)
        # the tie-break columns look as the codes in the header say; the conditions read a copy of
        # each header in the hidden row 3 (LibreOffice does not evaluate a conditional format again
        # when the array formula's answer arrives, but does when a plain formula's value changes)
        for c in range(first_slot, width + 1):
            ws.cell(row=top - 1, column=c, value=f"={_col(c)}{top}&\"\"")
        ws.row_dimensions[top - 1].hidden = True
        order = spec.tiebreak_order if codes is None else tuple(codes)
        _slot_looks(ws, first_slot, width - first_slot + 1, len(order), (top + 1, bottom), code_row=top - 1,
                    formats=formats, codes=order, fill=None, heads=[(top, _HEAD_FILL, Font(b=True, color="FFFFFF"))])
        for col, w in (widths or {"A": 7, "B": 5, "C": 30, "D": 7}).items():
            ws.column_dimensions[col].width = w
        for c in range(len(widths or "ABCD") + 1, width + 1):
            ws.column_dimensions[_col(c)].width = 8
        ws.freeze_panes = f"A{top + 1}"
        _print_setup(ws, f"{top}:{top}", landscape=False)

    # instructions -------------------------------------------------------------------------------
    def _instructions_sheet(self, lines: Sequence[str]) -> None:
        """Line 1 the title; ``# `` a heading, four spaces a formula or a command shown as text.

        A paragraph is laid out one printed line per row (:func:`text_lines`, Calibri's widths
        with a margin), so that no row depends on a height the spreadsheet would have to fit
        (LibreOffice does not fit rows as it opens an .xlsx: a paragraph in one wrapped cell
        overlapped the next one, and an estimated height left gaps). A formula or a command
        stays in one cell, wrapped, as tall as its lines in a monospaced font. Columns A and
        B are printed (B: a margin for a line drawn a little wider than measured)."""
        ws = self.ws("instructions")
        width = 100
        ws.column_dimensions["A"].width = width
        ws.column_dimensions["B"].width = 4
        ws["A1"] = lines[0]
        ws["A1"].font = _TITLE_FONT
        ws.row_dimensions[1].height = 22
        # A2: reserved for the note of a computed copy
        r = 3
        code_font = Font(name="Consolas", size=10)
        code_fill = PatternFill("solid", fgColor="F2F2F2")
        heading = Font(name=FONT, bold=True, size=12, color="1F4E78")
        plain = Font(name=FONT, size=11)
        for line in lines[1:]:
            if line.startswith("# "):
                cell = ws.cell(row=r, column=1, value=line[2:])
                cell.font = heading
                cell.alignment = Alignment(horizontal="left", vertical="bottom")
                ws.row_dimensions[r].height = 22
                r += 1
            elif line.startswith("    "):
                code = line.strip()
                cell = ws.cell(row=r, column=1, value=code)
                cell.data_type = "s"  # a formula shown as text, not entered
                cell.font = code_font
                cell.fill = code_fill
                cell.alignment = _WRAP
                n = -(-len(code) // CODE_CHARS)
                if n > 1:
                    ws.row_dimensions[r].height = 13.5 * n
                r += 1
            else:
                for part in text_lines(line, width):
                    cell = ws.cell(row=r, column=1, value=part)
                    cell.font = plain
                    cell.alignment = _LEFT
                    r += 1
        ws.print_area = f"A1:B{r - 1}"
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
            legend=legend(spec.lang))

    def _order_notes(self) -> list[str]:
        lang = self.spec.lang
        default = " ".join(DEFAULT_ORDER[self.spec.pairing])
        if self.spec.pairing == "round_robin":
            return [_w("tpl_order_default", lang, codes=default), _w("tpl_order_2009", lang, codes="DE KS SB WIN"),
                    _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]
        return [_w("tpl_order_default", lang, codes=default),
                _w("tpl_order_2009_unrated", lang, codes="DE BH SB WIN"),
                _w("tpl_order_2009_rated", lang, codes="ARO TPR"),
                _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]

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
    def _tiebreak_columns(self, ws: Any, tb1: int, guard: str) -> None:
        """The tie-break slots from column ``tb1``: one array formula each (``guard``: the
        formula's ``IF(...,"",`` in front, blank while nothing is typed), headed by the code of
        the slot, each looking as its code says (:func:`_slot_looks`)."""
        spec, t, f, n, last = self.spec, self.t, self.f, self.n, self.layout.last_row
        order = spec.tiebreak_order
        self._tiebreak_heads(ws, tb1, spec.n_slots, t["tiebreaks"], used=len(order))
        call = f"INDEX({f['tiebreaks']}({n['results']},{n['criteria']},{n['ratings']},{n['settings']}),0,{{k}})"
        for k in range(spec.n_slots):
            _array(ws, tb1 + k, FIRST_ROW, tb1 + k, last, f"={guard}{call.format(k=k + 2)})")
        _slot_looks(ws, tb1, spec.n_slots, len(order), (FIRST_ROW, last), codes=order)

    def _points_column(self, ws: Any, pts_col: int, guard: str) -> None:
        f, n, last = self.f, self.n, self.layout.last_row
        _grid_style(ws, pts_col, FIRST_ROW, pts_col, last, fill=_CALC_FILL)
        apply = _style_fn(self.wb, ("font", _BOLD), ("number_format", ONE_DECIMAL))
        for r in range(FIRST_ROW, last + 1):
            apply(ws.cell(row=r, column=pts_col))
        _array(ws, pts_col, FIRST_ROW, pts_col, last, f"={guard}{f['points']}({n['results']},,{n['settings']}))")

    def _results_note(self, ws: Any, width: int) -> None:
        """Under the table: what DE shows and that a slot without a code is not used."""
        _sheet_note(ws, self.layout.last_row + 2, _w("tpl_sheet_note_de", self.spec.lang), width,
                    _units(ws, 1, width))

    # Swiss round grid ------------------------------------------------------------------------
    def _rounds(self) -> None:
        spec, t, lay, n = self.spec, self.t, self.layout, self.n
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
        # body
        for i in range(spec.players):
            r = FIRST_ROW + i
            _styled(ws.cell(row=r, column=1, value=i + 1), ("font", _BOLD))
            ws.cell(row=r, column=2, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        guard = f"IF(COUNTA({n['results']})=0,\"\","
        self._points_column(ws, pts_col, guard)
        self._tiebreak_columns(ws, tb1, guard)
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
        self._results_note(ws, width)
        ws.freeze_panes = f"C{FIRST_ROW}"
        _fit_a4(ws, width, last + 2, one_page=False, title_rows="3:4", title_cols="A:B")

    # round-robin crosstable ---------------------------------------------------------------------
    def _crosstable(self) -> None:
        """No., player, rating, the results (one block per cycle), Pts, then the tie-break
        slots (SB among them when the order has it: no second, fixed SB column)."""
        spec, t, lay, n = self.spec, self.t, self.layout, self.n
        ws = self.ws("results")
        N = spec.players
        cycles = 2 if spec.double else 1
        first_res = 4
        last_res = first_res + cycles * N - 1
        pts_col = last_res + 1
        tb1 = pts_col + 1
        width = tb1 + spec.n_slots - 1
        last = lay.last_row
        _title(ws, self._event_title(), t["sub_cross"], width)
        self._label_heads(ws, ((1, t["no"]), (2, t["player"]), (3, t["rating"]), (pts_col, t["pts"])))
        _grid_style(ws, 1, FIRST_ROW, 1, last)
        _grid_style(ws, 2, FIRST_ROW, 2, last, align=_LEFT)
        _grid_style(ws, 3, FIRST_ROW, 3, last)
        _grid_style(ws, first_res, FIRST_ROW, last_res, last, text=True)
        segments = self._cross_block(ws, first_res, N, cycles, t["results_vs"], (t["cycle_1"], t["cycle_2"]))
        for i in range(N):
            r = FIRST_ROW + i
            _styled(ws.cell(row=r, column=1, value=i + 1), ("font", _BOLD))
            _styled(ws.cell(row=r, column=3), ("number_format", "0"))
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        self._name("names", _abs(ws.title, 2, FIRST_ROW, 2, last))
        self._name("ratings", _abs(ws.title, 3, FIRST_ROW, 3, last))
        guard = f"IF(COUNTA({n['results']})=0,\"\","  # (the diagonal holds nothing: 0 when nothing is typed)
        self._points_column(ws, pts_col, guard)
        self._tiebreak_columns(ws, tb1, guard)
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
        for k in range(spec.n_slots):
            ws.column_dimensions[_col(tb1 + k)].width = 6.5
        self._results_note(ws, width)
        ws.freeze_panes = f"D{FIRST_ROW}"
        _fit_a4(ws, width, last + 2, one_page=N <= 60, title_rows="3:4")

    # standings --------------------------------------------------------------------------------
    def _standings(self) -> None:
        spec, f, n = self.spec, self.f, self.n
        call = f"{f['standings']}({n['results']},{n['order']},{n['names']},{n['ratings']},{n['settings']})"
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
            _number_format(ws, c0 + 4, (top + 1, bottom), "0")  # Elo
            _number_format(ws, c0 + 5, (top + 1, bottom), ONE_DECIMAL)  # points
            for j, w in enumerate((6, 6, 4.5, 22, 6, 6.5)):
                ws.column_dimensions[_col(c0 + j)].width = w
            if b < blocks - 1:
                ws.column_dimensions[_col(c0 + bw)].width = 2
        # why a table may stay empty (row 4, between the categories and their tables)
        _sheet_note(ws, 4, _w("tpl_categories_note", spec.lang), width, _units(ws, 1, width))
        ws.freeze_panes = f"A{top + 1}"
        _print_setup(ws, f"3:{top}")


def enable_function_lines(lang: str) -> list[str]:
    """The instructions sheet's lines on enabling the functions in each host (xlwings Lite,
    classic xlwings, LibreOffice Calc with the extension) and on a workbook without them, the
    same for individual and team templates; README says the same. Prose from the message
    catalogue, commands as typed (four spaces in front)."""
    from . import __version__

    wheel = f"xl_tiebreaks-{__version__}-py3-none-any.whl"
    es = lang == "es"
    event = "torneo" if es else "event"
    return [
        _w("tpl_enable_lite", lang),
        f"    xl-tiebreaks @ https://{'SU.SERVIDOR' if es else 'YOUR.SERVER'}/{wheel}",
        _w("tpl_enable_lite_main", lang),
        "    from xl_tiebreaks.udfs import *",
        _w("tpl_enable_lite_script", lang),
        _w("tpl_enable_classic", lang),
        f'    pip install "{wheel}[excel]"',
        "    xlwings addin install",
        "    xl-tiebreaks setup-excel --lang es" if es else "    xl-tiebreaks setup-excel",
        _w("tpl_enable_classic_open", lang),
        _w("tpl_enable_lo", lang),
        f'    pip install "{wheel}"',
        "    xl-tiebreaks setup-libreoffice",
        _w("tpl_enable_lo_oxt", lang),
        f"    xl-tiebreaks convert-names {event}.xlsx --to excel",
        _w("tpl_enable_none", lang),
        f"    xl-tiebreaks compute {event}.xlsx -o {event}_{'calculado' if es else 'computed'}.xlsx",
        f"    xl-tiebreaks standings {event}.xlsx",
    ]


def instructions_text(spec: TemplateSpec, lay: Layout) -> list[str]:
    """The instructions sheet, line by line (``# `` heading, four spaces: a formula or a
    command, shown as text). The prose comes from the message catalogue
    (:data:`xl_tiebreaks.texts.TEXTS`, ``tpl_*``), in the template's language; the formulas
    are written with the workbook's own names and the language's separator."""
    lang = spec.lang
    es = lang == "es"
    n, f, t = NAMES[lang], FUNCS[lang], _T[lang]
    swiss = spec.kind == "swiss"
    out = [_w("tpl_title", lang, version=__version__), "# " + _w("tpl_h_typing", lang)]
    if swiss:
        out += [
            _w("tpl_swiss_players", lang, sheet=t["sheet_players"]),
            _w("tpl_swiss_rounds", lang, sheet=t["sheet_rounds"]),
            _w("tpl_swiss_no_opponent", lang, bye=t["bye_word"]),
            _w("tpl_withdrawn_swiss", lang),
            _w("tpl_swiss_text_cells", lang),
        ]
    else:
        out += [
            _w("tpl_rr_names", lang, sheet=t["sheet_cross"]),
            _w("tpl_rr_results", lang),
            _w("tpl_withdrawn_rr", lang),
            _w("tpl_rr_text_cells", lang),
        ]
        if spec.double:
            out.append(_w("tpl_rr_double", lang))
    out += ["# " + _w("tpl_h_columns", lang), _w("tpl_columns_intro", lang)]
    out += [f"{code}: {text}" for code, text in legend(lang)[1:]]
    out += [_w("tpl_de_column", lang), _w("tpl_unused_columns", lang), _w("tpl_decimals", lang)]
    out += ["# " + _w("tpl_h_settings", lang), _w("tpl_h_settings_text", lang)]
    out += ["# " + _w("tpl_h_enable", lang), *enable_function_lines(lang)]
    out += ["# " + _w("tpl_h_formulas", lang), _w("tpl_formulas_intro", lang)]
    sep, index = ("; ", "INDICE") if es else (", ", "INDEX")
    R = n["results"]
    out += [
        f"    ={f['points']}({R}{sep}{sep}{n['settings']})",
        f"    ={index}({f['tiebreaks']}({R}{sep}{n['criteria']}{sep}{n['ratings']}{sep}{n['settings']}){sep}0{sep}3)",
        f"    ={f['standings']}({R}{sep}{n['order']}{sep}{n['names']}{sep}{n['ratings']}{sep}{n['settings']})",
        f"    =BUCHHOLZ({R}{sep}\"FIDE\"{sep}1)",
    ]
    if swiss:
        out.append(f"    ={f['category']}({R}{sep}\"{t['cat_defaults'][0]}\"{sep}{n['categories']}{sep}{n['order']}{sep}"
                   f"{n['names']}{sep}{n['ratings']}{sep}{n['settings']})")
        out.append(_w("tpl_categories", lang))
    out.append(_w("tpl_defined_names", lang,
                  names=", ".join(v for k, v in n.items() if swiss or k != "categories")))
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
