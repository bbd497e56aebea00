"""The spreadsheet functions' catalogue, as data: every function's English and Spanish names,
its arguments in their frozen order (which ones are required), its help in both languages,
its body and the size of its answer (:mod:`xl_tiebreaks.sheet_functions`).

:mod:`xl_tiebreaks.udfs` registers every entry for xlwings (classic and Lite) and lists it in
``REGISTRY``, from which LibreOffice (:mod:`xl_tiebreaks.libreoffice`) and the Lite scripts
register too. **The argument order is frozen**: later versions only append arguments (the
classic wrappers pass them by position). Where the Spanish name is the English one
(``BUCHHOLZ``, ``SONNEBORN_BERGER``, ``KOYA``) one function serves both languages.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from .messages import lookup
from .sheet_functions import (aro, bh, category, category_shape, check, column_shape, compare_rules, compare_shape,
                              detail, fb, identify_tiebreaks, koya, player_prize, player_prize_shape, prize_list, prize_list_shape, ps,
                              rules_and_warnings, sb, simple, standings, standings_shape, table_shape, team_bh,
                              team_rules_and_warnings, team_sb, team_simple, team_standings, team_standings_shape,
                              team_tiebreaks, tiebreak, tiebreaks, tiebreaks_shape)

#: The arguments' keys, in the order of the catalogue; their names and help are texts of the
#: message catalogue (``arg_name_KEY``, ``arg_help_KEY`` in ``messages/functions.tsv``).
_KEYS = ("results", "rules", "cut", "median", "limit", "player", "ratings", "code", "codes", "names", "category",
         "categories", "settings", "points", "rules_list", "basis", "team_codes", "team", "team_settings", "prizes",
         "prize_categories", "prize_rules", "player_data", "places")
#: the arguments that take a range (the others a single value)
RANGES = frozenset({"results", "ratings", "codes", "names", "categories", "settings", "points", "rules_list",
                    "team_codes", "team_settings", "prizes", "prize_categories", "prize_rules", "player_data"})
#: The arguments: key -> (English name, Spanish name, English help, Spanish help, is a range).
PARAMS: dict[str, tuple[str, str, str, str, bool]] = {
    k: (*lookup("arg_name_" + k), *lookup("arg_help_" + k), k in RANGES) for k in _KEYS}


#: (rows, columns, columns whose first cell says it) of an answer, from the arguments by key
Shape = Callable[[dict[str, Any]], tuple[int, int, list[int]]]


@dataclass(frozen=True)
class Fn:
    """One function of the catalogue: the English name ``en`` and its Spanish twin ``es`` (the
    same name: one function for both languages), the argument keys of :data:`PARAMS` in their
    frozen order (``required`` ones first, registered without a default), the body that
    computes it and the ``shape`` of its answer; its help in English and Spanish is the
    catalogue's ``fn_help_<en>`` (``messages/functions.tsv``)."""

    en: str
    es: str
    params: list[str]
    body: Callable[..., Any]
    required: tuple[str, ...] = ("results",)
    shape: Shape = column_shape

    @property
    def doc_en(self) -> str:
        """The function's help in English (``fn_help_<en>`` of the message catalogue)."""
        return lookup("fn_help_" + self.en)[0]

    @property
    def doc_es(self) -> str:
        """The function's help in Spanish."""
        return lookup("fn_help_" + self.en)[1]


ONE = ["results", "player", "settings"]
RULED = ["results", "rules", "cut", "player", "settings"]
RATED = ["results", "ratings", "player", "settings"]
PRIZED = ["results", "prizes", "prize_categories", "prize_rules", "player_data", "codes", "names", "ratings", "settings"]

#: The individual events' functions, in registration order (each takes ``places``, :data:`PLACES`,
#: after its own arguments, and ``names`` last when it has none of its own).
_FUNCTIONS: tuple[Fn, ...] = (
    Fn("POINTS", "PUNTOS", ONE, simple("PTS")),
    Fn("BUCHHOLZ", "BUCHHOLZ", ["results", "rules", "cut", "median", "player", "settings"], bh),
    Fn("SONNEBORN_BERGER", "SONNEBORN_BERGER", RULED, sb),
    Fn("FORE_BUCHHOLZ", "BUCHHOLZ_PREVIO", RULED, fb),
    Fn("AOB", "BUCHHOLZ_MEDIO_RIVALES", ["results", "rules", "player", "settings"], simple("AOB")),
    Fn("PROGRESSIVE", "PROGRESIVO", ["results", "cut", "player", "settings"], ps),
    Fn("KOYA", "KOYA", ["results", "limit", "player", "settings"], koya),
    Fn("WINS", "VICTORIAS", ONE, simple("WIN")),
    Fn("GAMES_WON", "PARTIDAS_GANADAS", ONE, simple("WON")),
    Fn("BLACK_GAMES", "PARTIDAS_NEGRAS", ONE, simple("BPG")),
    Fn("BLACK_WINS", "VICTORIAS_NEGRAS", ONE, simple("BWG")),
    Fn("ROUNDS_PLAYED", "RONDAS_JUGADAS", ONE, simple("REP")),
    Fn("ARO", "ELO_MEDIO_RIVALES", ["results", "ratings", "cut", "player", "settings"], aro,
       required=("results", "ratings")),
    Fn("TPR", "RENDIMIENTO", RATED, simple("TPR"), required=("results", "ratings")),
    Fn("PTP", "RENDIMIENTO_PERFECTO", RATED, simple("PTP"), required=("results", "ratings")),
    Fn("APRO", "RENDIMIENTO_MEDIO_RIVALES", RATED, simple("APRO"), required=("results", "ratings")),
    Fn("APPO", "RENDIMIENTO_PERFECTO_RIVALES", RATED, simple("APPO"), required=("results", "ratings")),
    Fn("TIEBREAK", "DESEMPATE", ["results", "code", "ratings", "player", "settings"], tiebreak,
       required=("results", "code")),
    Fn("TIEBREAKS", "DESEMPATES", ["results", "codes", "ratings", "settings"], tiebreaks,
       required=("results", "codes"), shape=tiebreaks_shape),
    Fn("STANDINGS", "CLASIFICACION", ["results", "codes", "names", "ratings", "settings"], standings,
       shape=standings_shape),
    Fn("CATEGORY_STANDINGS", "CLASIFICACION_CATEGORIA",
       ["results", "category", "categories", "codes", "names", "ratings", "settings"], category, required=("results", "category"), shape=category_shape),
    Fn("TIEBREAK_DETAIL", "DETALLE_DESEMPATE", ["results", "code", "player", "rules", "settings"], detail,
       required=("results", "code", "player"), shape=table_shape(4)),
    Fn("TOURNAMENT_CHECK", "REVISAR_TORNEO", ["results", "points", "settings"], check, shape=table_shape(3)),
    Fn("COMPARE_RULES", "COMPARAR_REGLAS", ["results", "codes", "rules_list", "settings"], compare_rules,
       required=("results", "codes"), shape=compare_shape),
    Fn("RULES_AND_WARNINGS", "REGLAS_Y_AVISOS", ["results", "codes", "ratings", "settings"], rules_and_warnings,
       shape=table_shape(1)),
    # prizes (xl_tiebreaks.prizes): the prize list with its winners; a player's prize
    Fn("PRIZE_LIST", "LISTA_PREMIOS", PRIZED, prize_list, required=("results", "prizes"), shape=prize_list_shape),
    Fn("PLAYER_PRIZE", "PREMIO_JUGADOR", ["results", "player", *PRIZED[1:]], player_prize,
       required=("results", "player", "prizes"), shape=player_prize_shape),
    # which definitions reproduce the tie-break columns printed beside the rounds (issue 40)
    Fn("IDENTIFY_TIEBREAKS", "IDENTIFICAR_DESEMPATES", ["results", "rules_list", "settings"], identify_tiebreaks,
       shape=table_shape(4)),
)

#: An optional argument of every individual function, after its own: where its ranges are, the
#: first cell of each range argument in their order (``Rondas!C5;Criterios!B2;...``, or what
#: ``CELL("address", ...)`` answers), which the templates fill so that a message names the
#: sheet cell as the command line does (:func:`xl_tiebreaks.workbook.places.parse_origins`);
#: a function typed without it names the row and column of its range.
PLACES = "places"
#: A function without a ``names`` argument of its own takes ``names`` after ``places`` (issue 34):
#: the players' names, one per row of the results range, read with the results as ``STANDINGS``
#: and the command line read them, so that its messages name a player by start number and name
#: (``Rondas!C9 (nº 5, Helene Gil)``, an opponent ``8 (Hugo Navarro)``), the same words on every
#: path; the templates pass their names range there.


def _with_places(f: Fn) -> Fn:
    """``f`` with its optional arguments :data:`PLACES`, then ``names`` when it has none."""
    return Fn(f.en, f.es, [*f.params, PLACES, *(["names"] if "names" not in f.params else [])], f.body, f.required,
              f.shape)


FUNCTIONS: tuple[Fn, ...] = tuple(_with_places(f) for f in _FUNCTIONS)

# Team events (xl_tiebreaks.teams): match points, game points, team Buchholz and Sonneborn-Berger,
# any team tie-break, team standings. Results: a team crosstable (cell = game points of the row
# team against the column team), a team Swiss grid (per round '8w2.5': opponent, colour of board
# 1, game points; '8w 1 ½ 0 1' with the board results; '6+F', PAB, HPB, ZPB) or a board list
# (round, board, team A, team B, result). Settings: the individual keys plus boards / tableros,
# primary / principal (MP, GP), match_points / puntos_match ("2/1/0", "3/1/0"), pab_mp / libre_pm,
# pab_gp / libre_pp (xl_tiebreaks.teams.sheet).

TEAM_ONE = ["results", "team", "team_settings"]

#: The team events' functions, in registration order (registered after XLT_VERSION); each takes
#: ``places`` (:data:`PLACES`) after its own arguments, and ``names`` (the teams' names) last when
#: it has none of its own, as the individual functions do (:data:`FUNCTIONS`).
_TEAM_FUNCTIONS: tuple[Fn, ...] = (
    Fn("MATCH_POINTS", "PUNTOS_MATCH", TEAM_ONE, team_simple("MP")),
    Fn("GAME_POINTS", "PUNTOS_PARTIDA", TEAM_ONE, team_simple("GP")),
    Fn("TEAM_BUCHHOLZ", "BUCHHOLZ_EQUIPOS", ["results", "basis", "rules", "cut", "median", "team", "team_settings"], team_bh,
       ),
    Fn("TEAM_SONNEBORN_BERGER", "SONNEBORN_BERGER_EQUIPOS", ["results", "basis", "rules", "cut", "team", "team_settings"], team_sb,
       ),
    Fn("TEAM_TIEBREAKS", "DESEMPATES_EQUIPOS", ["results", "team_codes", "team_settings"], team_tiebreaks,
       required=("results", "team_codes"), shape=tiebreaks_shape),
    Fn("TEAM_STANDINGS", "CLASIFICACION_EQUIPOS", ["results", "team_codes", "names", "team_settings"], team_standings,
       shape=team_standings_shape),
    Fn("TEAM_RULES_AND_WARNINGS", "REGLAS_Y_AVISOS_EQUIPOS", ["results", "team_codes", "team_settings"],
       team_rules_and_warnings, shape=table_shape(1)),
)
TEAM_FUNCTIONS: tuple[Fn, ...] = tuple(_with_places(f) for f in _TEAM_FUNCTIONS)
