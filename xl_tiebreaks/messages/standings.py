"""Texts of the standings: the words of its screens, how the rules and the pairing system were
decided, and the notes and warnings that come with the values.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "w_source": ("source", "origen"),
    "w_rules": ("rules", "reglas"),
    "w_system": ("pairing system", "sistema de emparejamiento"),
    "w_rounds": ("rounds", "rondas"),
    "w_of": ("of", "de"),
    "w_note": ("note", "nota"),
    "w_warning": ("warning", "aviso"),
    "w_error": ("error", "error"),
    "w_and": (" and ", " y "),
    "w_swiss": ("swiss", "suizo"),
    "w_round_robin": ("round robin", "todos contra todos"),
    "w_rank": ("Rank", "Puesto"),
    "w_no": ("No.", "Nº"),
    "w_name": ("Name", "Nombre"),
    "w_team": ("Team", "Equipo"),
    "w_rtg": ("Rtg", "Elo"),
    "w_rating": ("Rating", "Elo"),
    "w_pts": ("Pts", "Pts"),
    "w_points": ("Points", "Puntos"),
    "w_match_points": ("Match points", "Puntos de match"),
    "w_game_points": ("Game points", "Puntos de partida"),
    "w_changes": ("Changes", "Cambia"),
    "w_standings_sheet": ("Standings", "Clasificación"),
    "w_player_no": ("No. {start_no}", "nº {start_no}"),
    "w_bundled_example": ("bundled example", "ejemplo incluido"),
    "w_team_line": ("teams: {n}, boards: {b}, match points {mp}, ranked on {prim} first",
                    "equipos: {n}, tableros: {b}, puntos de match {mp}, clasifica primero por {prim}"),
    "w_MP": ("match points (MP)", "puntos de match (MP)"),
    "w_GP": ("game points (GP)", "puntos de partida (GP)"),
    "w_rules_line": ("{code}: {description} ({reason})", "{code}: {description} ({reason})"),
    "w_system_line": ("{system} ({source})", "{system} ({source})"),
    "why_explicit": ("chosen explicitly", "elegidas expresamente"),
    "why_bucholz_fide": ("'Bucholz FIDE' as organisers long wrote it means the draw against oneself (FIDE "
                         "before 2009)",
                         "'Bucholz FIDE', como se escribió mucho tiempo, es el de tablas contra sí mismo (FIDE "
                         "antes de 2009)"),
    "why_no_date": ("no start date: the latest edition (C.07 2026) was used",
                    "sin fecha de inicio: se usó la última edición (C.07 2026)"),
    "why_in_force": ("in force on the start date {date}", "vigente en la fecha de inicio {date}"),
    "why_before_2024": ("the start date {date} is before August 2024: the 2024 edition was used (C.07-2023 gives "
                        "the same values except the SB-C1 tie rule; from July 2012 to 2023 FIDE used the virtual "
                        "opponent: --rules VIRTUAL; before, the draw against oneself: --rules DRAW_SELF)",
                        "la fecha de inicio {date} es anterior a agosto de 2024: se usó la edición de 2024 "
                        "(C.07-2023 da los mismos valores salvo la regla de empates de SB-C1; de julio de 2012 a "
                        "2023 la FIDE usó el rival virtual: --rules VIRTUAL; antes, tablas contra sí mismo: "
                        "--rules DRAW_SELF)"),
    "src_stated": ("stated", "indicado"),
    "src_explicit": ("chosen explicitly", "elegido expresamente"),
    "src_option": ("chosen explicitly", "elegido expresamente"),
    "src_record": ("record {record} '{text}'", "registro {record} '{text}'"),
    "src_workbook_settings": ("workbook settings", "configuración del libro"),
    "src_swiss_grid": ("Swiss grid", "cuadro suizo"),
    "src_crosstable": ("crosstable ({what})", "tabla cruzada ({what})"),
    "src_ct_single": ("single round robin", "todos contra todos a una vuelta"),
    "src_ct_blocks": ("double round robin, two blocks", "todos contra todos a doble vuelta, dos bloques"),
    "src_ct_pairs": ("double round robin, two results per cell",
                     "todos contra todos a doble vuelta, dos resultados por celda"),
    "src_pairing_list": ("pairing list", "lista de emparejamientos"),
    "src_team_grid": ("team Swiss grid", "cuadro suizo de equipos"),
    "src_team_crosstable": ("team crosstable", "tabla cruzada de equipos"),
    "src_board_list": ("board list", "lista de tableros"),
    "guess_few": ("guess: fewer than two players", "supuesto: menos de dos jugadores"),
    "guess_met_once": ("guess: every pair met once in {rounds} rounds (single round robin of {n})",
                       "supuesto: cada pareja se enfrentó una vez en {rounds} rondas (todos contra todos de {n})"),
    "guess_met_twice": ("guess: every pair met twice in {rounds} rounds (double round robin of {n})",
                        "supuesto: cada pareja se enfrentó dos veces en {rounds} rondas (todos contra todos a "
                        "doble vuelta de {n})"),
    "guess_rr_once": ("guess: {rounds} rounds for {n} players and no pair met more than once (round robin)",
                      "supuesto: {rounds} rondas para {n} jugadores y ninguna pareja se enfrentó más de una vez "
                      "(todos contra todos)"),
    "guess_rr_twice": ("guess: {rounds} rounds for {n} players and no pair met more than twice (round robin)",
                       "supuesto: {rounds} rondas para {n} jugadores y ninguna pareja se enfrentó más de dos "
                       "veces (todos contra todos)"),
    "guess_swiss": ("guess: not every pair of players met (Swiss)",
                    "supuesto: no todas las parejas de jugadores se enfrentaron (suizo)"),
    "warn_guessed_system": ("pairing system {system} ({source}); say --swiss or --round-robin (setting system / "
                            "sistema) to be sure: unplayed rounds count differently (C.07 art. 15.2 / 16)",
                            "sistema de emparejamiento {system} ({source}); indique --swiss o --round-robin "
                            "(parámetro sistema) para asegurarlo: las rondas no jugadas cuentan distinto "
                            "(C.07 art. 15.2 / 16)"),
    "warn_rules_edition": ("rules {rules}: {reason}; choose the rules explicitly (--rules FIDE2024, FIDE2026, "
                           "VIRTUAL ...; setting rules / reglas) if that is not the edition the event was played "
                           "under",
                           "reglas {rules}: {reason}; elija las reglas expresamente (--rules FIDE2024, FIDE2026, "
                           "VIRTUAL ...; parámetro reglas) si el torneo no se jugó con esa edición"),
    "note_policy": ("policy {name} ({article}): {what}", "política {name} ({article}): {what}"),
    "note_values_after": ("values after round {k} of {n}", "valores tras la ronda {k} de {n}"),
    "warn_pending_games": ("round {round}: {n} game(s) without a result, counted as not played",
                           "ronda {round}: {n} partida(s) sin resultado, contadas como no jugadas"),
    "note_bh_round_robin": ("C.07 (2026) art. 8: Buchholz must not be used in round robins (computed anyway)",
                            "C.07 (2026) art. 8: el Buchholz no debe usarse en torneos todos contra todos "
                            "(calculado de todos modos)"),
    "warn_families": ("the list mixes {families}; FIDE's 2009 tie-break recommendations (the older rules used "
                      "here) advise one of three families per event: the progressive score (e.g. DE PS WON), the "
                      "opponents' results (e.g. DE BH SB WON) or the ratings (e.g. ARO TPR)",
                      "la lista mezcla {families}; las recomendaciones FIDE de 2009 sobre desempates (las reglas "
                      "antiguas usadas aquí) aconsejan una sola de tres familias por torneo: el progresivo (p. ej. "
                      "DE PS WON), los resultados de los rivales (p. ej. DE BH SB WON) o el Elo (p. ej. ARO TPR)"),
    "warn_unrated_empty": ("{codes} left empty for everybody: {n} participant(s) unrated, and C.07 art. 10 drops "
                           "rating tie-breaks then unless a rating for unrated players was announced "
                           "(--unrated-rating N, or the setting unrated / sin_elo)",
                           "{codes} sin valor para todos: {n} participante(s) sin Elo, y C.07 art. 10 descarta "
                           "entonces los desempates por Elo salvo que se haya anunciado un Elo para los que no lo "
                           "tienen (--unrated-rating N, o el parámetro sin_elo)"),
    "note_de_column": ("DE column: the place within the group tied on the criteria before it (1 = first), 0 "
                       "when direct encounter separates nobody (DES shows the points scored among the tied players "
                       "instead)",
                       "columna DE: el puesto dentro del grupo empatado en los criterios anteriores (1 = primero), "
                       "0 cuando el encuentro directo no separa a nadie (DES muestra en cambio los puntos obtenidos "
                       "entre los empatados)"),
    "note_des_column": ("DES column: the points scored in the games among the players tied on the criteria before "
                        "it (0 for a player tied with nobody); it ranks as direct encounter (DE), C.07 art. 6",
                        "columna DES: los puntos obtenidos en las partidas entre los jugadores empatados en los "
                        "criterios anteriores (0 si no empata con nadie); clasifica como el encuentro directo (DE), "
                        "C.07 art. 6"),
    "note_experimental": ("experimental (no published values to check against): {codes}",
                          "experimental (sin valores publicados con los que comprobarlo): {codes}"),
    "as_of_round": ("as of round {round}", "tras la ronda {round}"),
}
