"""Messages about settings (a workbook's settings sheet, a function's settings argument, the
command line's options): names of the settings, their values, score systems, dates, rule
sets and opt-in readings (:mod:`xl_tiebreaks.policies`).

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
    "rules_unknown": (
        "unknown rules '{text}' (known: {known})",
        "reglas desconocidas '{text}' (conocidas: {known})",
    ),
    "settings_unknown_key": (
        "settings: '{key}' is not a setting (known: {known})",
        "configuración: '{key}' no es un parámetro (conocidos: {known})",
    ),
    "settings_bad_value": (
        "settings: '{value}' is not a valid value for {key}",
        "configuración: '{value}' no es un valor válido para {key}",
    ),
    "settings_bad_pair": (
        "settings: '{text}' is not 'key=value' (use two columns, key and value, or key=value; key=value)",
        "configuración: '{text}' no es 'clave=valor' (use dos columnas, clave y valor, o clave=valor; clave=valor)",
    ),
    "arg_not_whole": (
        "{what}: '{value}' is not a whole number",
        "{what}: '{value}' no es un número entero",
    ),
    "policy_unknown": (
        "unknown policy '{text}' (known: {known})",
        "política desconocida '{text}' (conocidas: {known})",
    ),
    "value_bound": (
        "{what}: '{value}' is not a whole number from {lo} to {hi}",
        "{what_es}: '{value}' no es un número entero de {lo} a {hi}",
    ),
    "settings_duplicate": (
        "settings: {key} is given twice, '{a}' and '{b}': keep one",
        "configuración: {key} aparece dos veces, '{a}' y '{b}': deje uno",
    ),
    "settings_rounds_played": (
        "settings: rounds = {rounds}, but the results hold {played} rounds: give the number of rounds of the "
        "event (at least {played})",
        "configuración: rondas = {rounds}, pero los resultados tienen {played} rondas: indique el número de "
        "rondas del torneo (al menos {played})",
    ),
    "score_order": (
        "{what}: '{value}': a win must be worth more than a loss, a draw no more than a win and no less than a "
        "loss, and a bye no more than a win (e.g. 1, 0.5, 0 or 3, 1, 0)",
        "{what_es}: '{value}': una victoria debe valer más que una derrota, unas tablas no más que una victoria "
        "ni menos que una derrota, y un bye no más que una victoria (p. ej. 1; 0,5; 0 o 3; 1; 0)",
    ),
    "score_bound": (
        "{what}: '{value}' is not a number of points from 0 to {hi}",
        "{what_es}: '{value}' no es un número de puntos de 0 a {hi}",
    ),
    "date_ambiguous": (
        "the date '{text}' reads as {a} or as {b}, which fall under different editions of C.07: write it with "
        "a four-digit year (e.g. {a} or {b})",
        "la fecha '{text}' se lee como {a} o como {b}, que caen en ediciones distintas del C.07: escríbala con "
        "el año en cuatro cifras (p. ej. {a} o {b})",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "policy_RR_FORFEIT_WINS_AS_GAMES": (
        "with pre-determined pairings, forfeits are 'regular games' except forfeit losses in type B tie-breaks: a "
        "forfeit win counts in WON, BPG and BWG (the reference counts games played over the board only)",
        "con emparejamientos predeterminados las incomparecencias son 'partidas normales' salvo las derrotas por "
        "incomparecencia en los desempates de tipo B: una victoria por incomparecencia cuenta en WON, BPG y BWG "
        "(la referencia solo cuenta las partidas jugadas en el tablero)"),
    "policy_STD_SCHEDULED_OPPONENT": (
        "STD compares a forfeit with the scheduled opponent's points, so a double forfeit is ½ (the reference "
        "compares it with a draw: 0)",
        "STD compara una incomparecencia con los puntos del rival previsto, así que una doble incomparecencia "
        "vale ½ (la referencia la compara con unas tablas: 0)"),
    "policy_VUR_LOWEST_SCORE": (
        "among several voluntary unplayed rounds, the one cut first is the one with the lowest opponent or dummy "
        "score (earlier versions of the reference implementation), not the lowest contribution (the article's "
        "words); they differ for SB",
        "entre varias rondas no jugadas voluntarias se descarta primero la de menor puntuación del rival o del "
        "rival ficticio (versiones anteriores de la implementación de referencia), no la de menor contribución "
        "(el texto del artículo); difieren en SB"),
    "policy_TEAM_MATCH_WON_ON_MORE_POINTS": (
        "team events: a match is won with more game points than the opponent (drawn on equal points, lost by "
        "both at 0-0), as the reference implementation scores it; by default a match is won with more than half "
        "the boards' points (they differ only when boards are lost by both teams)",
        "torneos por equipos: un encuentro se gana con más puntos de partida que el rival (tablas con los mismos "
        "puntos, perdido por ambos a 0-0), como lo puntúa la implementación de referencia; por defecto se gana "
        "con más de la mitad de los puntos de los tableros (solo difieren si ambos equipos pierden tableros)"),
    "policy_art_TEAM_MATCH_WON_ON_MORE_POINTS": ("FIDE's 2009 tie-break recommendations, §2.1.2",
                                                 "recomendaciones FIDE de 2009 sobre desempates, §2.1.2"),
    "setting_rules": ("rules", "reglas"),
    "setting_date": ("date", "fecha"),
    "setting_rounds": ("rounds", "rondas"),
    "setting_system": ("system", "sistema"),
    "setting_win": ("win", "victoria"),
    "setting_draw": ("draw", "tablas"),
    "setting_loss": ("loss", "derrota"),
    "setting_pab": ("pab", "libre"),
    "setting_half_bye": ("half_bye", "medio_bye"),
    "setting_full_bye": ("full_bye", "bye_completo"),
    "setting_zero_bye": ("zero_bye", "bye_cero"),
    "setting_unrated": ("unrated", "sin_elo"),
    "setting_round": ("round", "ronda"),
    "setting_lang": ("lang ('en', 'es')", "idioma ('es', 'en')"),
    "setting_policies": ("policies", "politicas"),
    "setting_layout": ("layout", "formato"),
    "setting_colours": ("colours ('en': w/b, 'es': b/n)", "colores ('es': b/n, 'en': w/b)"),
    "setting_known": ("bye, colours, date, draw, full_bye, half_bye, lang, layout, loss, pab, policies, round, "
                      "rounds, rules, system, unrated, win, zero_bye",
                      "bye_cero, bye_completo, colores, derrota, fecha, formato, idioma, libre, medio_bye, "
                      "politicas, reglas, ronda, rondas, sin_elo, sistema, tablas, victoria"),
    "setting_workbook": ("workbook", "libro"),
    "setting_not_template": ("{name} (no xl-tiebreaks template: names Results/Resultados and EventSettings/"
                             "Configuracion are missing)",
                             "{name} (no es una plantilla de xl-tiebreaks: faltan los nombres Resultados/Results y "
                             "Configuracion/EventSettings)"),
    "setting_manual": ("manual", "manual"),
    "setting_team_manual": ("(team events: not available)", "(torneos por equipos: no disponible)"),
    "setting_pairing_system": ("pairing system", "sistema de emparejamiento"),
    "setting_match_points": ("--match-points (won/drawn/lost, e.g. 2/1/0)",
                             "--match-points (ganado/empatado/perdido, p. ej. 2/1/0)"),
    "setting_score": ("--score (W,D,L or W,D,L,BYE)", "--score (victoria,tablas,derrota o victoria,tablas,derrota,"
                                                      "bye)"),
}
