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

from .sheet_functions import (aro, bh, category, category_shape, check, column_shape, compare_rules, compare_shape,
                              detail, fb, koya, ps, sb, simple, standings, standings_shape, table_shape,
                              team_bh, team_sb, team_simple, team_standings, team_standings_shape, team_tiebreaks,
                              tiebreak, tiebreaks, tiebreaks_shape)

#: The arguments: key -> (English name, Spanish name, English help, Spanish help, is a range).
PARAMS: dict[str, tuple[str, str, str, str, bool]] = {
    "results": ("results", "resultados",
                "Results range: crosstable (N x N, X on the diagonal), Swiss grid (a row per player; per round "
                "opponent, colour, result) or pairing list (round, board, White, Black, result)",
                "Rango de resultados: tabla cruzada (N x N, X en la diagonal), cuadro suizo (una fila por jugador; "
                "por ronda rival, color, resultado) o lista de emparejamientos (ronda, mesa, blancas, negras, "
                "resultado)", True),
    "rules": ("rules", "reglas",
              '"FIDE" (edition in force on the event date), "FIDE2024" or "FIDE2026"',
              '"FIDE" (edición vigente en la fecha del torneo), "FIDE2024" o "FIDE2026"', False),
    "cut": ("cut", "corte", "Least significant values cut (Cn), default 0",
            "Valores menos significativos que se descartan (Cn), por defecto 0", False),
    "median": ("median", "mediano", "Least and most significant values cut (Mn), default 0",
               "Valores menos y más significativos que se descartan (Mn), por defecto 0", False),
    "limit": ("limit", "limite", 'Koya limit: percentage of the maximum score (50) or "+1" / "-1" half points',
              'Límite Koya: porcentaje de la puntuación máxima (50) o "+1" / "-1" medios puntos', False),
    "player": ("player", "jugador", "Start number or name: one value instead of the column",
               "Número inicial o nombre: un solo valor en lugar de la columna", False),
    "ratings": ("ratings", "ratings", "Ratings column, one per row of results (rating points)",
                "Columna de ratings (Elo), uno por fila de resultados", True),
    "code": ("code", "codigo", 'Tie-break code, e.g. "BH/C1", "SB", "ARO/C1", "KS/L60"',
             'Código de desempate, p. ej. "BH/C1", "SB", "ARO/C1", "KS/L60"', False),
    "codes": ("codes", "codigos", 'Ordered tie-breaks: "BH/C1 BH SB DE" or a range of codes',
              'Desempates en orden: "BH/C1 BH SB DE" o un rango de códigos', True),
    "names": ("names", "nombres", "Names column, one per row of results (optional)",
              "Columna de nombres, uno por fila de resultados (opcional)", True),
    "category": ("category", "categoria",
                 'Category to list: a text of the categories column ("Sub-12", "Veteranos") or a rating band '
                 '("Sub-1800", "1600-1799", ">=2000"); blank: everybody',
                 'Categoría: un texto de la columna de categorías ("Sub-12", "Veteranos") o un tramo de Elo '
                 '("Sub-1800", "1600-1799", ">=2000"); vacío: todos', False),
    "categories": ("categories", "categorias",
                   "Categories column, one per row of results (several in one cell: \"Sub-12, Fem\")",
                   "Columna de categorías, una por fila de resultados (varias en una celda: \"Sub-12, Fem\")",
                   True),
    "settings": ("settings", "configuracion",
                 "Settings: two columns (key, value) or 'key=value; ...' (rules, date, rounds, system, win, draw, "
                 "bye, unrated, lang)",
                 "Configuración: dos columnas (clave, valor) o 'clave=valor; ...' (reglas, fecha, rondas, sistema, "
                 "victoria, tablas, libre, sin_elo, idioma)", True),
    "points": ("points", "puntos", "Totals as typed, one per row of results (optional)",
               "Totales escritos, uno por fila de resultados (opcional)", True),
    "rules_list": ("rules", "reglas", 'Rule sets to compare: "VIRTUAL,FIDE2024,FIDE2026" or a range',
                   'Reglas a comparar: "VIRTUAL,FIDE2024,FIDE2026" o un rango', True),
    # team events
    "basis": ("basis", "base",
              '"MP" (match points) or "GP" (game points); blank: the event\'s primary score. SB also takes two '
              'letters: the opponents\' score, then the score against them ("MG" = EMGSB)',
              '"MP" (puntos de match) o "GP" (puntos de partida); vacío: la puntuación principal. En SB también dos '
              'letras: la puntuación de los rivales y la obtenida contra ellos ("MG" = EMGSB)', False),
    "team_codes": ("codes", "codigos",
                   'Ordered team tie-breaks: "MP GP EDE BH:MP", a preset ("FEDA_TEAMS") or a range of codes',
                   'Desempates por equipos en orden: "MP GP EDE BH:MP", un preajuste ("FEDA_TEAMS") o un rango',
                   True),
    "team": ("team", "equipo", "Team number or name: one value instead of the column",
             "Número o nombre del equipo: un solo valor en lugar de la columna", False),
    "team_settings": ("settings", "configuracion",
                      "Settings: two columns (key, value) or 'key=value; ...' (boards, primary MP/GP, match_points "
                      "2/1/0, pab_mp, pab_gp, rules, date, system, lang)",
                      "Configuración: dos columnas (clave, valor) o 'clave=valor; ...' (tableros, principal MP/GP, "
                      "puntos_match 2/1/0, libre_pm, libre_pp, reglas, fecha, sistema, idioma)", True),
}


#: (rows, columns, columns whose first cell says it) of an answer, from the arguments by key
Shape = Callable[[dict[str, Any]], tuple[int, int, list[int]]]


@dataclass(frozen=True)
class Fn:
    """One function of the catalogue: the English name ``en`` and its Spanish twin ``es`` (the
    same name: one function for both languages), the argument keys of :data:`PARAMS` in their
    frozen order (``required`` ones first, registered without a default), the body that
    computes it, its help in English and Spanish, and the ``shape`` of its answer."""

    en: str
    es: str
    params: list[str]
    body: Callable[..., Any]
    doc_en: str
    doc_es: str
    required: tuple[str, ...] = ("results",)
    shape: Shape = column_shape


ONE = ["results", "player", "settings"]
RULED = ["results", "rules", "cut", "player", "settings"]
RATED = ["results", "ratings", "player", "settings"]

#: The individual events' functions, in registration order.
FUNCTIONS: tuple[Fn, ...] = (
    Fn("POINTS", "PUNTOS", ONE, simple("PTS"),
       "Points of each player (points), one value per row of results.",
       "Puntos de cada jugador, un valor por fila de resultados."),
    Fn("BUCHHOLZ", "BUCHHOLZ", ["results", "rules", "cut", "median", "player", "settings"], bh,
       "Buchholz, C.07 art. 8.1 (cuts art. 14, unplayed rounds art. 16): sum of the opponents' scores (points). "
       "BUCHHOLZ(results, \"FIDE\", 1) is BH-C1.",
       "Buchholz, C.07 art. 8.1 (cortes art. 14, rondas no jugadas art. 16): suma de las puntuaciones de los "
       "rivales. BUCHHOLZ(resultados; \"FIDE\"; 1) es el BH-C1."),
    Fn("SONNEBORN_BERGER", "SONNEBORN_BERGER", RULED, sb,
       "Sonneborn-Berger, C.07 art. 9.1: sum of opponent's score x points scored against him (points²).",
       "Sonneborn-Berger, C.07 art. 9.1: suma de la puntuación de cada rival por los puntos obtenidos contra él."),
    Fn("FORE_BUCHHOLZ", "BUCHHOLZ_PREVIO", RULED, fb,
       "Fore Buchholz, C.07 art. 8.3: Buchholz with the final round's games counted as draws (points).",
       "Fore Buchholz, C.07 art. 8.3: Buchholz contando como tablas las partidas de la última ronda."),
    Fn("AOB", "BUCHHOLZ_MEDIO_RIVALES", ["results", "rules", "player", "settings"], simple("AOB"),
       "Average of opponents' Buchholz, C.07 art. 8.2 (points, exact; shown as you format the cell).",
       "Media del Buchholz de los rivales (AOB), C.07 art. 8.2 (puntos, exacta; se muestra según el formato de "
       "la celda)."),
    Fn("PROGRESSIVE", "PROGRESIVO", ["results", "cut", "player", "settings"], ps,
       "Progressive score, C.07 art. 7.5: sum of the running scores after each round (points).",
       "Progresivo, C.07 art. 7.5: suma de las puntuaciones acumuladas tras cada ronda."),
    Fn("KOYA", "KOYA", ["results", "limit", "player", "settings"], koya,
       "Koya system, C.07 art. 9.2: points scored against players with at least 50% (points).",
       "Sistema Koya, C.07 art. 9.2: puntos obtenidos contra los jugadores con al menos el 50 %."),
    Fn("WINS", "VICTORIAS", ONE, simple("WIN"),
       "Number of wins with or without playing (forfeits, byes worth a win), C.07 art. 7.1.",
       "Número de victorias, jugando o no (incomparecencias, byes que valen una victoria), C.07 art. 7.1."),
    Fn("GAMES_WON", "PARTIDAS_GANADAS", ONE, simple("WON"),
       "Games won over the board, C.07 art. 7.2.", "Partidas ganadas sobre el tablero, C.07 art. 7.2."),
    Fn("BLACK_GAMES", "PARTIDAS_NEGRAS", ONE, simple("BPG"),
       "Games played with Black, C.07 art. 7.3.", "Partidas jugadas con negras, C.07 art. 7.3."),
    Fn("BLACK_WINS", "VICTORIAS_NEGRAS", ONE, simple("BWG"),
       "Games won with Black, C.07 art. 7.4.", "Partidas ganadas con negras, C.07 art. 7.4."),
    Fn("ROUNDS_PLAYED", "RONDAS_JUGADAS", ONE, simple("REP"),
       "Rounds one elected to play (REP), C.07 art. 7.6.", "Rondas elegidas para jugar (REP), C.07 art. 7.6."),
    Fn("ARO", "ELO_MEDIO_RIVALES", ["results", "ratings", "cut", "player", "settings"], aro,
       "Average rating of opponents, C.07 art. 10.1 (rating points, rounded 0.5 up).",
       "Elo medio de los rivales (ARO), C.07 art. 10.1 (puntos de Elo, redondeado 0,5 hacia arriba).",
       required=("results", "ratings")),
    Fn("TPR", "RENDIMIENTO", RATED, simple("TPR"),
       "Tournament performance rating, C.07 art. 10.2 (rating points).",
       "Rendimiento en el torneo (TPR, performance), C.07 art. 10.2 (puntos de Elo).", required=("results", "ratings")),
    Fn("PTP", "RENDIMIENTO_PERFECTO", RATED, simple("PTP"),
       "Perfect tournament performance, C.07 art. 10.3 (rating points).",
       "Rendimiento perfecto en el torneo (PTP), C.07 art. 10.3 (puntos de Elo).", required=("results", "ratings")),
    Fn("APRO", "RENDIMIENTO_MEDIO_RIVALES", RATED, simple("APRO"),
       "Average performance rating of opponents, C.07 art. 10.4 (rating points).",
       "Media del rendimiento de los rivales (APRO), C.07 art. 10.4 (puntos de Elo).", required=("results", "ratings")),
    Fn("APPO", "RENDIMIENTO_PERFECTO_RIVALES", RATED, simple("APPO"),
       "Average perfect performance of opponents, C.07 art. 10.5 (rating points).",
       "Media del rendimiento perfecto de los rivales (APPO), C.07 art. 10.5 (puntos de Elo).",
       required=("results", "ratings")),
    Fn("TIEBREAK", "DESEMPATE", ["results", "code", "ratings", "player", "settings"], tiebreak,
       'Any tie-break by its code ("BH/C1", "SB", "KS/L60", "ARO/C1", "Buchholz mediano"...).',
       'Cualquier desempate por su código ("BH/C1", "SB", "KS/L60", "ARO/C1", "Buchholz mediano"...).',
       required=("results", "code")),
    Fn("TIEBREAKS", "DESEMPATES", ["results", "codes", "ratings", "settings"], tiebreaks,
       "Several tie-breaks, one column each, in list order (direct encounter DE after the criteria it needs).",
       "Varios desempates, una columna cada uno, en el orden de la lista (encuentro directo DE tras sus criterios).",
       required=("results", "codes"), shape=tiebreaks_shape),
    Fn("STANDINGS", "CLASIFICACION", ["results", "codes", "names", "ratings", "settings"], standings,
       "Ranked table: rank (shared places), start number, name, points, then each tie-break in order.",
       "Clasificación: puesto (puestos compartidos), número, nombre, puntos y cada desempate en orden.",
       shape=standings_shape),
    Fn("CATEGORY_STANDINGS", "CLASIFICACION_CATEGORIA",
       ["results", "category", "categories", "codes", "names", "ratings", "settings"], category,
       "One category's prize list in the order of the standings: place, overall rank, number, name, rating, "
       "points.",
       "Clasificación de una categoría en el orden de la general: puesto, puesto general, número, nombre, Elo, "
       "puntos.", required=("results", "category"), shape=category_shape),


    Fn("TIEBREAK_DETAIL", "DETALLE_DESEMPATE", ["results", "code", "player", "rules", "settings"], detail,
       "Why a player's tie-break is what it is: a row per round (round, value, cut, explanation with the C.07 "
       "article), then the cuts and the total.",
       "Por qué un desempate vale lo que vale: una fila por ronda (ronda, valor, descartada, explicación con el "
       "artículo de C.07), después los descartes y el total.", required=("results", "code", "player"),
       shape=table_shape(4)),


    Fn("TOURNAMENT_CHECK", "REVISAR_TORNEO", ["results", "points", "settings"], check,
       "What is wrong or odd in the results (and in typed totals): severity, where, and how to fix it.",
       "Qué está mal o es raro en los resultados (y en los totales escritos): gravedad, dónde y cómo corregirlo.",
       shape=table_shape(3)),


    Fn("COMPARE_RULES", "COMPARAR_REGLAS", ["results", "codes", "rules_list", "settings"], compare_rules,
       "Standings under several rule sets side by side; '*' marks players whose rank changes.",
       "Clasificación con varias reglas lado a lado; '*' marca a los jugadores que cambian de puesto.",
       required=("results", "codes"), shape=compare_shape),


)

# Team events (xl_tiebreaks.teams): match points, game points, team Buchholz and Sonneborn-Berger,
# any team tie-break, team standings. Results: a team crosstable (cell = game points of the row
# team against the column team), a team Swiss grid (per round '8w2.5': opponent, colour of board
# 1, game points; '8w 1 ½ 0 1' with the board results; '6+F', PAB, HPB, ZPB) or a board list
# (round, board, team A, team B, result). Settings: the individual keys plus boards / tableros,
# primary / principal (MP, GP), match_points / puntos_match ("2/1/0", "3/1/0"), pab_mp / libre_pm,
# pab_gp / libre_pp (xl_tiebreaks.teams.sheet).

TEAM_ONE = ["results", "team", "team_settings"]

#: The team events' functions, in registration order (registered after XLT_VERSION).
TEAM_FUNCTIONS: tuple[Fn, ...] = (
    Fn("MATCH_POINTS", "PUNTOS_MATCH", TEAM_ONE, team_simple("MP"),
       "Match points of each team, C.07 art. 11.1 (2 / 1 / 0 by default: a match is won with more than half the "
       "boards' points).",
       "Puntos de match de cada equipo, C.07 art. 11.1 (2 / 1 / 0 por defecto: gana quien suma más de la mitad de "
       "los puntos de los tableros)."),
    Fn("GAME_POINTS", "PUNTOS_PARTIDA", TEAM_ONE, team_simple("GP"),
       "Game (board) points of each team, C.07 art. 11.1.",
       "Puntos de partida (de tablero) de cada equipo, C.07 art. 11.1."),
    Fn("TEAM_BUCHHOLZ", "BUCHHOLZ_EQUIPOS", ["results", "basis", "rules", "cut", "median", "team", "team_settings"],
       team_bh,
       "Team Buchholz, C.07 art. 8.1 and 16 (teams: art. 13): sum of the opponents' match points (basis \"MP\") "
       "or game points (\"GP\").",
       "Buchholz por equipos, C.07 art. 8.1 y 16 (equipos: art. 13): suma de los puntos de match (base \"MP\") o "
       "de partida (\"GP\") de los rivales."),
    Fn("TEAM_SONNEBORN_BERGER", "SONNEBORN_BERGER_EQUIPOS",
       ["results", "basis", "rules", "cut", "team", "team_settings"], team_sb,
       "Team Sonneborn-Berger, C.07 art. 13.2: opponent's score x score against him; basis \"MP\", \"GP\" or two "
       "letters (\"MG\" = opponents' MP x GP scored, EMGSB).",
       "Sonneborn-Berger por equipos, C.07 art. 13.2: puntuación del rival x la obtenida contra él; base \"MP\", "
       "\"GP\" o dos letras (\"MG\" = PM del rival x PP obtenidos, EMGSB)."),
    Fn("TEAM_TIEBREAKS", "DESEMPATES_EQUIPOS", ["results", "team_codes", "team_settings"], team_tiebreaks,
       "Several team tie-breaks (MP GP MPVGP BH:MP EMGSB TSB DE EDE EDEBT SSSC BC TBR BBE ...), one column each.",
       "Varios desempates por equipos (MP GP MPVGP BH:MP EMGSB TSB DE EDE EDEBT SSSC BC TBR BBE ...), una columna "
       "cada uno.", required=("results", "team_codes"), shape=tiebreaks_shape),
    Fn("TEAM_STANDINGS", "CLASIFICACION_EQUIPOS", ["results", "team_codes", "names", "team_settings"],
       team_standings,
       "Team standings: rank, number, team, match points, game points, then each tie-break in order.",
       "Clasificación por equipos: puesto, número, equipo, puntos de match, de partida y cada desempate en orden.",
       shape=team_standings_shape),
)
