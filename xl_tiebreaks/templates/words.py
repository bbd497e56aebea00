"""The templates' vocabulary, as data: workbook names, function names, sheet words, settings
rows, legends and number formats of the individual and the team templates, in Spanish and
English. Pure Python (no openpyxl): the workbook reader (:mod:`xl_tiebreaks.workbook`) finds a
template by these names, and the builder (:mod:`xl_tiebreaks.templates.builder`) writes them.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from .. import __version__
from ..messages import words

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
           "event": "Torneo", "prizes": "TablaPremios", "prize_categories": "CategoriasPremio",
           "prize_rules": "ReglasPremios", "player_data": "DatosJugadores"},
    "en": {"results": "Results", "settings": "EventSettings", "order": "TiebreakOrder", "criteria": "TiebreakCriteria",
           "names": "PlayerNames", "ratings": "PlayerRatings", "categories": "PlayerCategories",
           "event": "EventName", "prizes": "PrizeTable", "prize_categories": "PrizeCategories",
           "prize_rules": "PrizeRules", "player_data": "PlayerData"},
}
#: the roles of the prize sheet and the players' data (individual templates only)
PRIZE_ROLES = ("prizes", "prize_categories", "prize_rules", "player_data")
FUNCS = {
    "es": {"points": "PUNTOS", "tiebreaks": "DESEMPATES", "standings": "CLASIFICACION",
           "category": "CLASIFICACION_CATEGORIA", "sb": "SONNEBORN_BERGER", "messages": "REGLAS_Y_AVISOS",
           "prize_list": "LISTA_PREMIOS", "player_prize": "PREMIO_JUGADOR"},
    "en": {"points": "POINTS", "tiebreaks": "TIEBREAKS", "standings": "STANDINGS",
           "category": "CATEGORY_STANDINGS", "sb": "SONNEBORN_BERGER", "messages": "RULES_AND_WARNINGS",
           "prize_list": "PRIZE_LIST", "player_prize": "PLAYER_PRIZE"},
}

# ---------------------------------------------------------------------------------------------
# words

#: the individual templates' words: key -> (Spanish, English)
_WORDS: dict[str, tuple[Any, Any]] = {k: (es, en) for k, (en, es) in words("word").items()}  # messages/template_words.tsv
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
    same for individual and team templates; docs/hosts.md says the same. Prose from the message
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
# Their words are in messages/template_words.tsv (tables setting, team_setting).
_SETTING_WORDS = words("setting")
_TEAM_SETTING_WORDS = words("team_setting")


def _rows(roles: Sequence[str], own: dict[str, tuple[Any, Any]] | None = None) -> list[tuple[str, str, str, str, str]]:
    """The settings rows of ``roles`` in that order, a role of ``own`` (a team template's) first."""
    out = []
    for role in roles:
        (ken, xen), (kes, xes) = (own or {}).get(role) or _SETTING_WORDS[role]
        out.append((role, kes, ken, xes, xen))
    return out


#: the rows every template has
_COMMON_ROWS = {row[0]: row for row in _rows(("rules", "date", "rounds", "system", "round", "lang", "layout"))}
_C = _COMMON_ROWS
#: the individual templates' settings rows
_SETTINGS_ROWS = _rows(("rules", "date", "rounds", "system", "win", "draw", "loss", "bye", "half_bye", "full_bye",
                        "zero_bye", "unrated", "round", "lang", "colours", "layout", "messages"))
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
    lang: {**{k: v for k, v in roles.items() if k not in ("ratings", "categories", "names", *PRIZE_ROLES)},
           "names": "NombresEquipos" if lang == "es" else "TeamNames"}
    for lang, roles in NAMES.items()
}
TEAM_FUNCS = {
    "es": {"tiebreaks": "DESEMPATES_EQUIPOS", "standings": "CLASIFICACION_EQUIPOS", "mp": "PUNTOS_MATCH",
           "gp": "PUNTOS_PARTIDA", "bh": "BUCHHOLZ_EQUIPOS", "sb": "SONNEBORN_BERGER_EQUIPOS",
           "messages": "REGLAS_Y_AVISOS_EQUIPOS"},
    "en": {"tiebreaks": "TEAM_TIEBREAKS", "standings": "TEAM_STANDINGS", "mp": "MATCH_POINTS",
           "gp": "GAME_POINTS", "bh": "TEAM_BUCHHOLZ", "sb": "TEAM_SONNEBORN_BERGER",
           "messages": "TEAM_RULES_AND_WARNINGS"},
}

# ---------------------------------------------------------------------------------------------
# words

#: the words the team templates share with the individual ones
_SHARED_WORDS = ("sheet_rounds", "sheet_cross", "sheet_standings", "sheet_settings", "sheet_instructions",
                 "event_label", "no", "opp", "round_n", "cycle_1", "cycle_2", "white", "black", "sub_settings",
                 "settings_head", "order_row", "legend_head", "system_swiss", "system_rr", "layout_swiss",
                 "layout_cross")
#: the team templates' own words: key -> (Spanish, English)
_TEAM_WORDS: dict[str, tuple[Any, Any]] = {k: (es, en) for k, (en, es) in words("team_word").items()}
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
_TEAM_SETTINGS_ROWS = _rows(("rules", "date", "rounds", "system", "boards", "match", "primary", "win", "draw", "loss",
                             "pab_mp", "pab_gp", "round", "lang", "layout"), _TEAM_SETTING_WORDS)
_TEAM_RR_SKIP = {"pab_mp", "pab_gp", "round"}
