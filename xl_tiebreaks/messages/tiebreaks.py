"""Messages about tie-break codes and rule sets: unknown or malformed codes, what a tie-break
needs, the rule sets' descriptions (``Rules.describe``), the families of tie-breaks, and the
tie-breaks' names (:data:`NAMES`, by canonical acronym: the codes :mod:`xl_tiebreaks.spec` knows).

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
    "tb_unknown": (
        "unknown tie-break '{text}' (known: {known})",
        "desempate desconocido '{text}' (conocidos: {known})",
    ),
    "tb_bad_modifier": (
        "tie-break '{text}': modifier '{modifier}' is not valid here",
        "desempate '{text}': el modificador '{modifier}' no es válido aquí",
    ),
    "tb_needs_list": (
        "'{text}' (direct encounter) only exists inside an ordered list of tie-breaks: "
        "it compares players tied on the criteria before it",
        "'{text}' (encuentro directo) solo existe dentro de una lista ordenada de desempates: "
        "compara a los jugadores empatados en los criterios anteriores",
    ),
    "tb_needs_rounds": (
        "'{text}' needs the order of the rounds, which a crosstable does not give; "
        "enter the results round by round (Swiss grid or pairing list)",
        "'{text}' necesita el orden de las rondas, que una tabla cruzada no da; "
        "introduzca los resultados ronda a ronda (cuadro suizo o lista de emparejamientos)",
    ),
    "tb_needs_ratings": (
        "'{text}' needs the players' ratings: give the ratings column (one rating per row) as the "
        "ratings argument",
        "'{text}' necesita el rating (Elo) de los jugadores: indique la columna de ratings (uno por fila) "
        "en el argumento ratings",
    ),
    "tb_unrated_players": (
        "'{text}': {count} player(s) without a rating ({players}); C.07 art. 10 leaves it undefined for "
        "everybody unless a rating for unrated players was announced: add the setting unrated=<rating> "
        "(e.g. unrated=1400)",
        "'{text}': {count} jugador(es) sin Elo ({players}); C.07 art. 10 lo deja sin definir para todos salvo "
        "que se haya anunciado un Elo para los jugadores sin Elo: añada el ajuste sin_elo=<Elo> "
        "(p. ej. sin_elo=1400)",
    ),
    "tb_cut_too_big": (
        "'{text}' leaves out {cut} values, but the event has {rounds} rounds: a cut leaves at least one value "
        "(at most {most} here; if the event has more rounds than the results so far, give their number: "
        "setting rounds, TRF record XXR)",
        "'{text}' descarta {cut} valores, pero el torneo tiene {rounds} rondas: un corte deja al menos un valor "
        "(como mucho {most} aquí; si el torneo tiene más rondas que los resultados hasta ahora, indique cuántas: "
        "parámetro rondas, registro XXR del TRF)",
    ),
    "tb_modifier_bound": (
        "tie-break '{text}': {modifier} is outside {lo}-{hi}",
        "desempate '{text}': {modifier} está fuera de {lo}-{hi}",
    ),
    "tb_koya_limit": (
        "'{text}' moves the Koya limit by {steps} half points, outside the scores of an event of {rounds} "
        "rounds (here from -{lo} to +{hi})",
        "'{text}' mueve el límite Koya {steps} medios puntos, fuera de las puntuaciones de un torneo de "
        "{rounds} rondas (aquí de -{lo} a +{hi})",
    ),
    "tb_unrated_players_key": (
        "'{text}': {count} player(s) without a rating ({players}); C.07 art. 10 leaves it undefined for "
        "everybody unless a rating for unrated players was announced: type it in the setting '{key}' (e.g. 1400)",
        "'{text}': {count} jugador(es) sin Elo ({players}); C.07 art. 10 lo deja sin definir para todos salvo "
        "que se haya anunciado un Elo para los jugadores sin Elo: escríbalo en el parámetro '{key}' (p. ej. 1400)",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "rules_FIDE2024": ("FIDE C.07, edition applied 1 Aug 2024 - 28 Feb 2026 (art. 16: dummy with own score)",
                       "FIDE C.07, edición aplicada del 1 ago 2024 al 28 feb 2026 (art. 16: rival ficticio con la "
                       "propia puntuación)"),
    "rules_FIDE2026": ("FIDE C.07, edition applied from 1 Mar 2026 (art. 16.4: capped dummy)",
                       "FIDE C.07, edición aplicada desde el 1 mar 2026 (art. 16.4: rival ficticio limitado)"),
    "rules_STANDARD": ("Buchholz 'standard': byes add nothing, forfeits count the scheduled opponent",
                       "Buchholz 'estándar': los byes no suman, las incomparecencias cuentan el rival previsto"),
    "rules_DRAW_SELF": ("draw against oneself (FIDE before 2009, 'Bucholz FIDE'; Swiss Master, Protos)",
                        "tablas contra sí mismo (FIDE antes de 2009, 'Bucholz FIDE'; Swiss Master, Protos)"),
    "rules_DRAW_SELF_HALF_BYE": ("draw against oneself, half-point byes worth half one's own points",
                                 "tablas contra sí mismo; los byes de medio punto valen la mitad de los propios "
                                 "puntos"),
    "rules_VIRTUAL": ("virtual opponent (FIDE 2009 - 2023), SB as Swiss-Manager computes it (unplayed rounds as "
                      "draws)",
                      "rival virtual (FIDE 2009 - 2023), SB como lo calcula Swiss-Manager (rondas no jugadas como "
                      "tablas)"),
    "rules_VIRTUAL_VEGA": ("virtual opponent (FIDE 2009 - 2023), SB as Vega computes it (points actually awarded)",
                           "rival virtual (FIDE 2009 - 2023), SB como lo calcula Vega (puntos realmente otorgados)"),
    "rules_SWISS_PERFECT": ("as Swiss Perfect: forfeit = opponent's score with draws, bye = half the maximum",
                            "como Swiss Perfect: incomparecencia = puntuación del rival con tablas, bye = la mitad "
                            "del máximo"),
    "family_ps": ("the progressive score", "el progresivo"),
    "family_bh": ("the opponents' results (Buchholz, Sonneborn-Berger)",
                  "los resultados de los rivales (Buchholz, Sonneborn-Berger)"),
    "family_rating": ("the ratings", "el Elo"),
}

#: The tie-breaks' names by canonical acronym (the codes the core computes, :mod:`xl_tiebreaks.spec`):
#: (English, Spanish).
NAMES: dict[str, tuple[str, str]] = {
    "PTS": ("Points", "Puntos"),
    "BH": ("Buchholz", "Buchholz"),
    "FB": ("Fore Buchholz", "Buchholz previo (Fore Buchholz)"),
    "AOB": ("Average of opponents' Buchholz", "Media del Buchholz de los rivales"),
    "SB": ("Sonneborn-Berger", "Sonneborn-Berger"),
    "PS": ("Progressive score", "Progresivo"),
    "KS": ("Koya system", "Sistema Koya"),
    "WIN": ("Number of wins", "Número de victorias"),
    "WON": ("Games won over the board", "Partidas ganadas"),
    "BPG": ("Games played with Black", "Partidas con negras"),
    "BWG": ("Games won with Black", "Victorias con negras"),
    "REP": ("Rounds elected to play", "Rondas elegidas para jugar"),
    "ARO": ("Average rating of opponents", "Rating medio de los rivales"),
    "TPR": ("Tournament performance rating", "Performance del torneo"),
    "PTP": ("Perfect tournament performance", "Performance perfecta"),
    "APRO": ("Average performance rating of opponents", "Media de la performance de los rivales"),
    "APPO": ("Average perfect performance of opponents", "Media de la performance perfecta de los rivales"),
    "DE": ("Direct encounter", "Encuentro directo"),
    "DES": ("Direct encounter, points among the tied", "Encuentro directo, puntos entre los empatados"),
    "STD": ("Standard points", "Puntos estándar"),
    "RTNG": ("Rating", "Rating"),
    "TPN": ("Tournament pairing number", "Número inicial"),
    "MANUAL": ("Manual criterion (play-off, lots)", "Criterio manual (desempate, sorteo)"),
    "SUMBH": ("Sum of Buchholz", "Suma de Buchholz"),
    "KSX": ("Extended Koya", "Koya extendido"),
    "AROR": ("Average rating of opponents per round", "Rating promedio de los oponentes por ronda"),
    "TPR350": ("Performance with the 350-point rule", "Performance con la regla de los 350 puntos"),
    "SBNN": ("Sonneborn-Berger non-Neustadtl", "Sonneborn-Berger no Neustadtl"),
    "GF": ("Gelbfuhs", "Gelbfuhs"),
    "RP": ("Recursive performance (experimental)", "Performance recursiva (experimental)"),
    "ARPO": ("Average recursive performance of opponents (experimental)",
             "Media de la performance recursiva de los rivales (experimental)"),
}
