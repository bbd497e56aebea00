"""The templates' vocabulary, as data: workbook names, function names, sheet words, settings
rows, legends and number formats of the individual and the team templates, in Spanish and
English. Pure Python (no openpyxl): the workbook reader (:mod:`xl_tiebreaks.workbook`) finds a
template by these names, and the builder (:mod:`xl_tiebreaks.templates.builder`) writes them.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from .. import __version__

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

#: the individual templates' words: key -> (Spanish, English)
_WORDS: dict[str, tuple[Any, Any]] = {
    "sheet_players": ("Jugadores", "Players"),
    "sheet_rounds": ("Rondas", "Rounds"),
    "sheet_cross": ("Cruzada", "Crosstable"),
    "sheet_standings": ("Clasificación", "Standings"),
    "sheet_categories": ("Categorías", "Categories"),
    "sheet_settings": ("Configuración", "Settings"),
    "sheet_instructions": ("Instrucciones", "Instructions"),
    "event_default": ("Torneo de ajedrez", "Chess tournament"),
    "event_label": ("Nombre del torneo", "Event name"),
    "no": ("Nº", "No."),
    "name": ("Nombre", "Name"),
    "player": ("Jugador", "Player"),
    "rating": ("Elo", "Rtg"),
    "fed": ("Fed.", "Fed"),
    "fide_id": ("ID FIDE", "FIDE ID"),
    "category": ("Categoría", "Category"),
    "pts": ("Pts", "Pts"),
    "opp": ("Rival", "Opp."),
    "colour": ("Color", "Colour"),
    "res": ("Res.", "Res."),
    "round_n": ("Ronda {n}", "Round {n}"),
    "tiebreaks": ("Desempates", "Tie-breaks"),
    "results_vs": ("Resultados contra", "Results against"),
    "cycle_1": ("Primera vuelta", "First cycle"),
    "cycle_2": ("Segunda vuelta", "Second cycle"),
    "white": ("Blancas", "White"),
    "black": ("Negras", "Black"),
    "sub_rounds": (
        "Cuadro por rondas: rival (nº inicial), color y resultado de cada ronda",
        "Round grid: opponent (start number), colour and result of each round",
    ),
    "sub_cross": (
        "Tabla cruzada: resultado del jugador de la fila contra el de la columna",
        "Crosstable: result of the row's player against the column's player",
    ),
    "sub_players": (
        "Lista de jugadores: el número de la fila es el número inicial",
        "Players: the row's number is the start number",
    ),
    "sub_standings": (
        "Clasificación con los desempates de la hoja Configuración",
        "Standings with the tie-breaks of the Settings sheet",
    ),
    "sub_categories": (
        "Clasificaciones por categoría (premios): escriba la categoría en la celda amarilla",
        "Category standings (prizes): type the category in the yellow cell",
    ),
    "sub_settings": (
        "Cambie los valores de la columna B: los resultados cambian, las fórmulas no",
        "Change the values in column B: results change, formulas do not",
    ),
    "cat_label": ("Categoría:", "Category:"),
    "cat_defaults": (("Sub-12", "Veteranos", "Sub-1800"), ("U12", "Seniors", "U1800")),
    "settings_head": (("Clave", "Valor", "Explicación"), ("Key", "Value", "Meaning")),
    "order_head": (("Orden de desempate", "Código", "Explicación"), ("Tie-break order", "Code", "Meaning")),
    "order_row": ("Desempate {n}", "Tie-break {n}"),
    "points_row": ("Puntos (siempre primero)", "Points (always first)"),
    "legend_head": (("Código", "Significado"), ("Code", "Meaning")),
    "bye_word": ("LIBRE", "BYE"),
    "system_swiss": ("suizo", "swiss"),
    "system_rr": ("todos contra todos", "round robin"),
    "layout_swiss": ("cuadro suizo", "swiss grid"),
    "layout_cross": ("tabla cruzada", "crosstable"),
    "prompt_opp_title": ("Rival", "Opponent"),
    "prompt_opp": (
        "Número inicial del rival. Sin rival: LIBRE (bye del emparejamiento), H (medio punto), F (punto "
        "completo), Z (cero), NP (no emparejado).",
        "Opponent's start number. No opponent: BYE (pairing-allocated), H (half-point bye), F (full-point "
        "bye), Z (zero-point bye), NP (not paired).",
    ),
    "prompt_res_title": ("Resultado", "Result"),
    "prompt_res": (
        "1, ½, 0; + / - incomparecencia; = tablas. Escriba ½ o 0,5 (la celda es Texto: 1/2 no se convierte "
        "en fecha).",
        "1, ½, 0; + / - forfeit win / loss; = draw. Type ½ or 0.5 (the cell is Text: 1/2 does not become a date).",
    ),
    "error_res": ("Resultados: 1, ½, 0, +, -, =", "Results: 1, ½, 0, +, -, ="),
    "prompt_col": ("Blancas o Negras", "White or Black"),
    "computed_note": (
        "Copia calculada por xl-tiebreaks compute ({when}): valores, sin fórmulas.",
        "Copy computed by xl-tiebreaks compute ({when}): values, no formulas.",
    ),
}
_T: dict[str, dict[str, Any]] = {lang: {k: v[i] for k, v in _WORDS.items()} for i, lang in enumerate(("es", "en"))}

#: the legend (settings sheet, instructions): code as shown, text of the message catalogue
#: (:data:`xl_tiebreaks.texts.TEXTS`)
_LEGEND_CODES = [
    ("Pts", "tpl_legend_pts"), ("BH", "tpl_legend_bh"), ("BH-C1", "tpl_legend_bh_c1"), ("BH-M1", "tpl_legend_bh_m1"),
    ("SB", "tpl_legend_sb"), ("DE", "tpl_legend_de"), ("WIN", "tpl_legend_win"), ("WON", "tpl_legend_won"),
    ("BPG / BWG", "tpl_legend_bpg"), ("KS", "tpl_legend_ks"), ("PS", "tpl_legend_ps"), ("ARO / TPR", "tpl_legend_aro"),
]


def _w(code: str, lang: str, **params: Any) -> str:
    """A text of the message catalogue (:data:`xl_tiebreaks.texts.TEXTS`) in ``lang``."""
    from ..texts import text

    return text(code, lang, **params)


def legend(lang: str, codes: Sequence[tuple[str, str]] = _LEGEND_CODES) -> list[tuple[str, str]]:
    """(code, meaning) rows of a legend in ``lang``, from the message catalogue."""
    return [(code, _w(key, lang)) for code, key in codes]


def enable_function_lines(lang: str) -> list[str]:
    """The instructions sheet's lines on enabling the functions in each host (xlwings Lite,
    classic xlwings, LibreOffice Calc with the extension) and on a workbook without them, the
    same for individual and team templates; README says the same. Prose from the message
    catalogue, commands as typed (four spaces in front)."""
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


# settings rows: (role, key es, key en, explanation es, explanation en); values come from the spec.
# The rows every template has:
_COMMON_ROWS = {row[0]: row for row in [
    ("rules", "Reglas", "Rules",
     "FIDE: la edición de C.07 vigente en la fecha; FIDE2024 o FIDE2026 para fijarla",
     "FIDE: the C.07 edition in force on the date; FIDE2024 or FIDE2026 to force one"),
    ("date", "Fecha", "Date",
     "Inicio: hasta el 28/02/2026 rige C.07 2024, desde el 01/03/2026 C.07 2026; vacía: la última",
     "Start: until 28/02/2026 C.07 2024 applies, from 01/03/2026 C.07 2026; blank: the latest"),
    ("rounds", "Rondas", "Rounds", "Rondas previstas", "Rounds announced"),
    ("system", "Sistema", "System", "suizo / todos contra todos", "swiss / round robin"),
    ("round", "Tras ronda", "As of round", "Valores tras esa ronda (vacío: todas las jugadas)",
     "Values after that round (blank: all rounds played)"),
    ("lang", "Idioma", "Language", "Idioma de los mensajes y encabezados: es / en",
     "Language of messages and headers: en / es"),
    ("layout", "Formato", "Layout", "Cómo leer el rango de resultados (no lo cambie)",
     "How the results range is read (do not change)"),
]}
_C = _COMMON_ROWS
#: the individual templates' settings rows
_SETTINGS_ROWS = [
    _C["rules"], _C["date"], _C["rounds"], _C["system"],
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
     "Elo de los jugadores sin Elo en los desempates por Elo (vacío: sin valor)",
     "Rating of unrated players in rating tie-breaks (blank: undefined)"),
    _C["round"], _C["lang"],
    ("colours", "Colores", "Colours", "Letra b suelta: 'es' = blancas (b/n), 'en' = negras (w/b)",
     "A bare letter b: 'en' = Black (w/b), 'es' = White (b/n)"),
    _C["layout"],
]
_RR_SKIP = {"half_bye", "full_bye", "zero_bye", "round", "colours"}

# ---------------------------------------------------------------------------------------------
# number formats: one per computed column, as FIDE publishes the values, following the code
# of its slot on the settings sheet

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


# ---------------------------------------------------------------------------------------------
# the team templates

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

#: the words the team templates share with the individual ones
_SHARED_WORDS = ("sheet_rounds", "sheet_cross", "sheet_standings", "sheet_settings", "sheet_instructions",
                 "event_label", "no", "opp", "round_n", "cycle_1", "cycle_2", "white", "black", "sub_settings",
                 "settings_head", "order_row", "legend_head", "system_swiss", "system_rr", "layout_swiss",
                 "layout_cross")
#: the team templates' own words: key -> (Spanish, English)
_TEAM_WORDS: dict[str, tuple[Any, Any]] = {
    "sheet_teams": ("Equipos", "Teams"),
    "event_default": ("Torneo de ajedrez por equipos", "Team chess tournament"),
    "team": ("Equipo", "Team"),
    "board_n": ("Tablero {n}", "Board {n}"),
    "colour": ("Color T1", "Col. B1"),
    "gp": ("Puntos", "Points"),
    "criteria": ("Puntuación y desempates", "Score and tie-breaks"),
    "results_vs": ("Puntos de partida contra", "Game points against"),
    "sub_cross": (
        "Tabla cruzada: puntos de partida del equipo de la fila contra el de la columna",
        "Crosstable: game points of the row's team against the column's team",
    ),
    "sub_rounds": (
        "Cuadro por rondas: equipo rival (nº inicial), color del tablero 1 y puntos de partida de cada ronda",
        "Round grid: opponent team (start number), colour of board 1 and game points of each round",
    ),
    "sub_teams": (
        "Equipos: el número de la fila es el número inicial; los jugadores por tablero son opcionales",
        "Teams: the row's number is the start number; players by board are optional",
    ),
    "sub_standings": (
        "Clasificación por equipos con el orden de la hoja Configuración",
        "Team standings with the order of the Settings sheet",
    ),
    "order_head": (("Orden de clasificación", "Código", "Explicación"), ("Ranking order", "Code", "Meaning")),
    "points_row": ("Puntuación principal", "Primary score"),
    "bye_word": ("LIBRE", "PAB"),
    "withdrawn_word": ("RETIRADO", "WD"),
    "prompt_opp_title": ("Equipo rival", "Opponent team"),
    "prompt_opp": (
        "Número inicial del equipo rival. Sin rival: LIBRE (bye del emparejamiento), H (medio punto), F "
        "(punto completo), Z (cero), NP (no emparejado); deje Color y Puntos vacíos.",
        "Opponent team's start number. No opponent: PAB (pairing-allocated bye), H (half-point bye), F (full-"
        "point bye), Z (zero-point bye), NP (not paired); leave Colour and Points blank.",
    ),
    "prompt_gp_title": ("Puntos de partida", "Game points"),
    "prompt_gp": (
        "Puntos de partida del equipo en el encuentro: 2½ o 2,5; o los resultados de cada tablero (1 ½ 0"
        " 1); + / - encuentro ganado / perdido por incomparecencia.",
        "The team's game points in the match: 2½ or 2.5; or the result of each board (1 ½ 0 1); + / - match "
        "won / lost by forfeit.",
    ),
    "prompt_col": (
        "Color del jugador del tablero 1: Blancas o Negras (vacío si no se sabe)",
        "Colour of the board-1 player: White or Black (blank if not known)",
    ),
    "prompt_ct": (
        "Puntos de partida del equipo de la fila contra el de la columna: 2½ o 2,5; + / - "
        "incomparecencia. Escriba los dos lados de cada encuentro.",
        "Game points of the row's team against the column's team: 2½ or 2.5; + / - forfeit. Type both sides "
        "of every match.",
    ),
}
#: the team templates' words: the shared ones and their own
_TT: dict[str, dict[str, Any]] = {
    lang: {**{k: _T[lang][k] for k in _SHARED_WORDS}, **{k: v[i] for k, v in _TEAM_WORDS.items()}}
    for i, lang in enumerate(("es", "en"))}

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


#: the team templates' settings rows
_TEAM_SETTINGS_ROWS = [
    _C["rules"], _C["date"], _C["rounds"], _C["system"],
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
    _C["round"], _C["lang"], _C["layout"],
]
_TEAM_RR_SKIP = {"pab_mp", "pab_gp", "round"}
