"""Everything the organiser reads that is not an error: notes, warnings, headers, check
findings, explanations, the command line's help and what it prints, in English and Spanish.

The other half of the message catalogue: :data:`xl_tiebreaks.errors.MESSAGES` holds the
errors, :data:`TEXTS` the rest, in the same shape (code -> (English, Spanish), parameters
for ``str.format``); the codes of the two never overlap. :func:`text` looks a code up in
either.

A note or a warning is a :class:`Text`: a ``str`` (its English wording, so code that reads
notes as text keeps working) that remembers its code and parameters, so that every screen
shows it in the organiser's language (:func:`say`).

:func:`default_lang` chooses the language when none is given: the system's (``LC_ALL``,
``LC_MESSAGES``, ``LANG``; on Windows the display language), else English.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Mapping

#: Texts by code: (English, Spanish). Parameters use ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    # --- words of the standings screens ---------------------------------------------------
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
    # --- how the rules and the pairing system were decided ----------------------------------
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
    # --- rule sets (Rules.describe) --------------------------------------------------------
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
    # --- notes and warnings of the standings -----------------------------------------------
    "warn_guessed_system": ("pairing system {system} ({source}); say --swiss or --round-robin (setting system / "
                            "sistema) to be sure: unplayed rounds count differently (C.07 art. 15.2 / 16)",
                            "sistema de emparejamiento {system} ({source}); indique --swiss o --round-robin "
                            "(parámetro sistema) para asegurarlo: las rondas no jugadas cuentan distinto "
                            "(C.07 art. 15.2 / 16)"),
    "warn_team_guessed_system": ("pairing system {system} ({source}); say swiss or round robin (setting system / "
                                 "sistema) to be sure",
                                 "sistema de emparejamiento {system} ({source}); indique suizo o todos contra "
                                 "todos (parámetro sistema) para asegurarlo"),
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
    "family_ps": ("the progressive score", "el progresivo"),
    "family_bh": ("the opponents' results (Buchholz, Sonneborn-Berger)",
                  "los resultados de los rivales (Buchholz, Sonneborn-Berger)"),
    "family_rating": ("the ratings", "el Elo"),
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
    "note_team_board_count": ("C.07 art. 12.1: board count compares teams equal on game points; '{text}' comes "
                              "before game points in this list",
                              "C.07 art. 12.1: el recuento por tableros compara equipos iguales en puntos de "
                              "partida; '{text}' va antes de los puntos de partida en esta lista"),
    "as_of_round": ("as of round {round}", "tras la ronda {round}"),
    # --- opt-in readings (policies.py) ------------------------------------------------------
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
    # --- what the readers noticed --------------------------------------------------------------
    "note_at": ("{where}: {note}", "{where}: {note}"),
    "note_trf_letters": ("line {line}: score-system letters {letters} not used",
                         "línea {line}: letras del sistema de puntuación no usadas: {letters}"),
    "note_trf_unknown_result": ("result code '{code}' (result not known) was read as a game not finished yet",
                                "el código de resultado '{code}' (resultado desconocido) se leyó como partida aún "
                                "no terminada"),
    "note_trf_win_no_opp": ("a win without opponent was read as a pairing-allocated bye",
                            "una victoria sin rival se leyó como bye asignado por el emparejamiento"),
    "note_trf_draw_no_opp": ("a draw without opponent was read as a half-point bye",
                             "unas tablas sin rival se leyeron como bye de medio punto"),
    "warn_trf_not_a_record": ("'{text}' is not a TRF record (each line starts with its record's three-character "
                              "code, such as 001 for a player or 012 for the event's name): the line was ignored",
                              "'{text}' no es un registro TRF (cada línea empieza por el código de tres caracteres "
                              "de su registro, como 001 para un jugador o 012 para el nombre del torneo): se ignoró "
                              "la línea"),
    "warn_trf_bad_total": ("columns 81-84: the total '{text}' is not a number of points: it was ignored (the points "
                           "come from the rounds)",
                           "columnas 81-84: el total '{text}' no es un número de puntos: se ignoró (los puntos "
                           "salen de las rondas)"),
    "warn_trf_bad_rank": ("columns 86-89: the rank '{text}' is not a whole number: it was ignored",
                          "columnas 86-89: el puesto '{text}' no es un número entero: se ignoró"),
    "note_trf_rounds_record": ("record XXR/142 says {total} rounds, but the players' lines hold {held}: {held} used",
                               "el registro XXR/142 dice {total} rondas, pero las líneas de los jugadores tienen "
                               "{held}: se usan {held}"),
    "note_trf_bytes": ("columns counted in bytes, not letters (UTF-8 names); read accordingly",
                       "columnas contadas en bytes, no en letras (nombres en UTF-8); leídas así"),
    "note_trf_pab_value": ("pairing-allocated byes read as worth {value} point, as the totals in columns 81-84 "
                           "show (the file has no 162 score-system record)",
                           "byes del emparejamiento leídos como de {value} punto, como muestran los totales de "
                           "las columnas 81-84 (el fichero no tiene registro 162 de puntuación)"),
    "note_trf_score_system": ("score system read from the totals in columns 81-84 (the file has no 162 record): "
                              "win {win}, draw {draw}, loss {loss}, pairing-allocated bye {pab}",
                              "sistema de puntuación leído de los totales de las columnas 81-84 (el fichero no "
                              "tiene registro 162): victoria {win}, tablas {draw}, derrota {loss}, bye del "
                              "emparejamiento {pab}"),
    "warn_trf_total_one": ("start number {start_no}: the file gives {given} points (columns 81-84), the rounds "
                           "give {got}; the rounds were used (a 162 score-system record would settle it)",
                           "número inicial {start_no}: el fichero da {given} puntos (columnas 81-84), las rondas "
                           "dan {got}; se usaron las rondas (un registro 162 de puntuación lo resolvería)"),
    "warn_trf_total_many": ("{n} players have points in columns 81-84 that differ from their rounds (start "
                            "numbers {start_nos}; e.g. {start_no}: file {given}, rounds {got}); the rounds were "
                            "used",
                            "{n} jugadores tienen en las columnas 81-84 puntos distintos de sus rondas (números "
                            "iniciales {start_nos}; p. ej. {start_no}: fichero {given}, rondas {got}); se usaron "
                            "las rondas"),
    "note_ct_order_unknown": ("crosstable: the order of the rounds is not known; the {rounds} rounds are numbered "
                              "by the Berger tables and colours are unknown, so tie-breaks that depend on the "
                              "order of the rounds or on colours cannot be computed from it",
                              "tabla cruzada: no se sabe el orden de las rondas; las {rounds} rondas se numeran "
                              "por las tablas de Berger y no se conocen los colores, así que no se pueden calcular "
                              "los desempates que dependen del orden de las rondas o de los colores"),
    "note_ct_pending": ("crosstable: {n} games not played yet (blank cells)",
                        "tabla cruzada: {n} partidas aún sin jugar (celdas en blanco)"),
    "note_ct_pending_one": ("crosstable: 1 game not played yet (blank cells)",
                            "tabla cruzada: 1 partida aún sin jugar (celdas en blanco)"),
    "note_grid_bye_read": ("'{text}' was read as a pairing-allocated bye (worth {value}); write H or Z for a "
                           "requested bye",
                           "'{text}' se leyó como bye asignado por el emparejamiento (vale {value}); escriba H o Z "
                           "para un bye pedido"),
    "note_grid_no_opp_pab": ("'{text}' without an opponent was read as a pairing-allocated bye",
                             "'{text}' sin rival se leyó como bye asignado por el emparejamiento"),
    "note_grid_no_opp_hpb": ("'{text}' without an opponent was read as a half-point bye",
                             "'{text}' sin rival se leyó como bye de medio punto"),
    "note_grid_total": ("the typed total {typed} differs from the results ({got}); the results are used",
                        "el total escrito {typed} no coincide con los resultados ({got}); se usan los resultados"),
    "note_colours_en": ("colours: a bare 'b' was read as Black (w/b sheet)",
                        "colores: una 'b' sola se leyó como negras (hoja en inglés, w/b)"),
    "note_colours_es": ("colours: a bare 'b' was read as White, blancas (b/n sheet)",
                        "colores: una 'b' sola se leyó como blancas (hoja b/n)"),
    "note_odd_pair_ct": ("'{mine}'{cycle}, and '{theirs}' at {other}: the results do not add up to one game; kept "
                         "as written",
                         "'{mine}'{cycle}, y '{theirs}' en {other}: los resultados no suman una partida; se mantienen "
                         "como están escritos"),
    "note_odd_pair_swiss": ("'{mine}' against {opponent}, who has '{theirs}' ({other}): the results do not add up "
                            "to one game; kept as written",
                            "'{mine}' contra {opponent}, que tiene '{theirs}' ({other}): los resultados no suman una "
                            "partida; se mantienen como están escritos"),
    "note_odd_pair_pl": ("'{result}': the results do not add up to one game; kept as written",
                         "'{result}': los resultados no suman una partida; se mantienen como están escritos"),
    "note_numbered_by_rank": ("players numbered by column {col} (Rk.), the numbers the rounds name opponents by",
                              "jugadores numerados por la columna {col} (Rk.), los números con los que las rondas "
                              "nombran a los rivales"),
    "w_first_game": (" (first game)", " (primera partida)"),
    "w_second_game": (" (second game)", " (segunda partida)"),
    "note_pl_round_empty": ("pairing list: round {round} has no boards",
                            "lista de emparejamientos: la ronda {round} no tiene mesas"),
    "note_rest_as_byes": ("rest rounds of the odd round robin are byes worth the settings' bye value",
                          "las rondas de descanso del todos contra todos impar son byes con el valor de bye de la "
                          "configuración"),
    "note_team_forfeits": ("round {round}: forfeits without the opponent team ({who}) count as a full-point / "
                           "zero-point bye (no scheduled opponent for C.07 art. 16.4.1); write e.g. '6+F' to name "
                           "the opponent",
                           "ronda {round}: las incomparecencias sin equipo rival ({who}) cuentan como bye de un "
                           "punto / de cero puntos (sin rival previsto para C.07 art. 16.4.1); escriba p. ej. "
                           "'6+F' para nombrar al rival"),
    "note_team_declared_mp": ("team {team}: record 310 says {given} match points, the results give {got}",
                              "equipo {team}: el registro 310 dice {given} puntos de match, los resultados dan "
                              "{got}"),
    "note_team_declared_gp": ("team {team}: record 310 says {given} game points, the results give {got}",
                              "equipo {team}: el registro 310 dice {given} puntos de partida, los resultados dan "
                              "{got}"),
    "note_to_trf_crosstable": ("the workbook is a crosstable: it records no colours and no round order; the TRF "
                               "gives the rounds in Berger order and colour '-' (rating officers may ask for the "
                               "real ones)",
                               "el libro es una tabla cruzada: no guarda colores ni orden de rondas; el TRF da las "
                               "rondas en el orden de Berger y el color '-' (el responsable de Elo puede pedir los "
                               "reales)"),
    # --- explain ------------------------------------------------------------------------------
    "explain_head": ("{player}: {code}", "{player}: {code}"),
    "explain_rules": ("rules: {rules}", "reglas: {rules}"),
    "explain_cut_mark": ("  [cut]", "  [descartada]"),
    "explain_game": ("game against {opp}: score {score}", "partida contra {opp}: su puntuación {score}"),
    "explain_adjusted": (" (adjusted from {raw}: requested byes after his last game count as draws, {art} 16.3)",
                         " (ajustada desde {raw}: sus byes pedidos tras su última partida cuentan como tablas, "
                         "{art} 16.3)"),
    "explain_drawn": (" (his unplayed rounds counted as draws)", " (sus rondas no jugadas cuentan como tablas)"),
    "explain_fw": ("forfeit win against {opp}", "victoria por incomparecencia contra {opp}"),
    "explain_fl": ("forfeit loss against {opp}", "derrota por incomparecencia contra {opp}"),
    "explain_pab": ("pairing-allocated bye", "bye asignado por el emparejamiento"),
    "explain_fpb": ("full-point bye", "bye de un punto"),
    "explain_hpb": ("half-point bye", "bye de medio punto"),
    "explain_zpb": ("zero-point bye", "bye de cero puntos"),
    "explain_abs": ("absent (not paired)", "ausente (no emparejado)"),
    "explain_wd": ("withdrawn", "retirado"),
    "explain_dummy": (" -> dummy opponent with your own score {own}", " -> rival ficticio con su propia puntuación {own}"),
    "explain_dummy_vur": (" (a voluntary unplayed round)", " (ronda no jugada voluntaria)"),
    "explain_cap_forfeit": (", capped at {opp}'s adjusted score {cap} - {art} 16.4.1",
                            ", limitada a la puntuación ajustada de {opp}, {cap} - {art} 16.4.1"),
    "explain_cap_bye": (", capped at a draw x {k} rounds = {cap} - {art} 16.4.2",
                        ", limitada a tablas x {k} rondas = {cap} - {art} 16.4.2"),
    "explain_art_dummy": (" - {art} 16.4", " - {art} 16.4"),
    "explain_rr_forfeit": (" counted as a game: {opp}'s score {score} - {art} 15.2",
                           " contada como partida: puntuación de {opp} {score} - {art} 15.2"),
    "explain_rr_rest": ("rest round: counts nothing - {art} 15.2", "ronda de descanso: no cuenta - {art} 15.2"),
    "explain_played_p": (" counted as played (/P): {opp}'s adjusted score {score}",
                         " contada como jugada (/P): puntuación ajustada de {opp} {score}"),
    "explain_std_zero": (" -> adds nothing (Buchholz 'standard')", " -> no suma nada (Buchholz 'estándar')"),
    "explain_std_forfeit": (" -> the scheduled opponent's score {score} (Buchholz 'standard')",
                            " -> la puntuación del rival previsto, {score} (Buchholz 'estándar')"),
    "explain_self": (" -> a draw against yourself: your score {own} - {pts} + ½ = {value} (FIDE before 2009)",
                     " -> tablas contra sí mismo: su puntuación {own} - {pts} + ½ = {value} (FIDE antes de 2009)"),
    "explain_self_half": (" -> half your own points: {value}", " -> la mitad de sus propios puntos: {value}"),
    "explain_virtual": (" -> virtual opponent: {before} before the round + ({w} - {pts}) + ½ x {left} rounds left = "
                        "{value} (FIDE 2009, C.02 13.15.2)",
                        " -> rival virtual: {before} antes de la ronda + ({w} - {pts}) + ½ x {left} rondas "
                        "restantes = {value} (FIDE 2009, C.02 13.15.2)"),
    "explain_sp_bye": (" -> half the maximum score: {value} (as Swiss Perfect)",
                       " -> la mitad de la puntuación máxima: {value} (como Swiss Perfect)"),
    "explain_sp_forfeit": (" -> {opp}'s score with his unplayed rounds as draws: {value} (as Swiss Perfect)",
                           " -> puntuación de {opp} con sus rondas no jugadas como tablas: {value} (como Swiss "
                           "Perfect)"),
    "explain_sb": ("; SB: {value} x {factor} = {product}", "; SB: {value} x {factor} = {product}"),
    "explain_art_def": (" - {art} {n}", " - {art} {n}"),
    "explain_cut_vur": ("cut: round {r} ({value}), the lowest contribution of a voluntary unplayed round, not lower "
                        "than the least significant value - {art} 16.5",
                        "descartada: ronda {r} ({value}), la menor contribución de una ronda no jugada voluntaria, "
                        "no menor que el valor menos significativo - {art} 16.5"),
    "explain_cut_low": ("cut: round {r} ({value}), the least significant value - {art} 14.1",
                        "descartada: ronda {r} ({value}), el valor menos significativo - {art} 14.1"),
    "explain_cut_high": ("cut: round {r} ({value}), the most significant value (median) - {art} 14.3",
                         "descartada: ronda {r} ({value}), el valor más significativo (mediano) - {art} 14.3"),
    "explain_round": ("round {r}: ", "ronda {r}: "),
    "explain_fore": ("Fore Buchholz: the final round's paired games counted as draws - {art} 8.3",
                     "Buchholz previo: las partidas de la última ronda cuentan como tablas - {art} 8.3"),
    "explain_ps": ("score after the round {cum}", "puntuación tras la ronda {cum}"),
    "explain_ps_cut": (" (cut - {art} 14.1)", " (descartada - {art} 14.1)"),
    "explain_other": ("{name}: {value}", "{name}: {value}"),
    "explain_undef_unrated": ("undefined: {n} participant(s) are unrated, and rating tie-breaks are dropped then "
                              "unless a rating for unrated players was announced (C.07 art. 10; --unrated-rating "
                              "N, setting unrated / sin_elo)",
                              "sin valor: {n} participante(s) sin Elo, y los desempates por Elo se descartan "
                              "entonces salvo que se haya anunciado un Elo para los que no lo tienen (C.07 art. "
                              "10; --unrated-rating N, parámetro sin_elo)"),
    "explain_undef_games": ("undefined: no game played over the board counts for it",
                            "sin valor: no hay partidas jugadas en el tablero que cuenten"),
    # --- explain: the rating tie-breaks (C.07 art. 10) -------------------------------------------
    "explain_rt_unrated": (" (unrated: the rating set for unrated players)",
                           " (sin Elo: el Elo fijado para los jugadores sin Elo)"),
    "explain_rt_game": ("game against {opp}: rating {rating}", "partida contra {opp}: Elo {rating}"),
    "explain_rt_game_result": ("game against {opp}: rating {rating}, result {result}",
                               "partida contra {opp}: Elo {rating}, resultado {result}"),
    "explain_rt_game_tpr": ("game against {opp}: the opponent's TPR {value}",
                            "partida contra {opp}: TPR del rival {value}"),
    "explain_rt_game_ptp": ("game against {opp}: the opponent's PTP {value}",
                            "partida contra {opp}: PTP del rival {value}"),
    "explain_rt_game_undef": ("game against {opp}: the opponent's {what} is undefined (no game over the board), "
                              "left out", "partida contra {opp}: el {what} del rival no está definido (ninguna "
                              "partida en el tablero), no cuenta"),
    "explain_rt_pending": ("paired, no result yet: not counted", "emparejado, aún sin resultado: no cuenta"),
    "explain_rt_not_otb": (" -> not a game played over the board: not counted - {art} {n}",
                           " -> no es una partida jugada en el tablero: no cuenta - {art} {n}"),
    "explain_rt_average": ("average of the {n} ratings counted: {sum} / {n} = {exact}, rounded to the nearest whole "
                           "number (0.5 up): {value} - {art} {art_n}",
                           "media de los {n} Elo que cuentan: {sum} / {n} = {exact}, redondeada al entero más "
                           "próximo (0,5 hacia arriba): {value} - {art} {art_n}"),
    "explain_rt_aro_part": ("average rating of the opponents (ARO): {sum} / {n} = {exact}, rounded 0.5 up: {value} "
                            "- {art} 10.1",
                            "Elo medio de los rivales (ARO): {sum} / {n} = {exact}, redondeado 0,5 hacia arriba: "
                            "{value} - {art} 10.1"),
    "explain_rt_dp": ("score over the board {score} in {n} games: p = {p}, dp({p}) = {dp} (FIDE rating "
                      "regulations, table 8.1.1)",
                      "puntuación en el tablero {score} en {n} partidas: p = {p}, dp({p}) = {dp} (reglamento de "
                      "Elo FIDE, tabla 8.1.1)"),
    "explain_rt_tpr": ("TPR = ARO + dp = {aro} {dp} = {value} - {art} {art_n}",
                       "TPR = ARO + dp = {aro} {dp} = {value} - {art} {art_n}"),
    "explain_rt_ptp_zero": ("no point over the board: the lowest opponent's rating {low} - 800 = {value} - {art} {art_n}",
                            "ningún punto en el tablero: el Elo del rival más bajo {low} - 800 = {value} - {art} "
                            "{art_n}"),
    "explain_rt_ptp": ("the lowest rating whose expected score against these opponents (the sum of PD(R - their "
                       "rating), FIDE rating regulations, table 8.1.2) reaches the score {score}: at {value} it is "
                       "{at}, at {below} only {at_below} - {art} {art_n}",
                       "el Elo más bajo cuya puntuación esperada contra estos rivales (la suma de PD(R - su Elo), "
                       "reglamento de Elo FIDE, tabla 8.1.2) alcanza la puntuación {score}: con {value} es {at}, con "
                       "{below} solo {at_below} - {art} {art_n}"),
    "explain_rt_average_of": ("average of the opponents' {what} ({n} defined): {sum} / {n} = {exact}, rounded 0.5 "
                              "up: {value} - {art} {art_n}",
                              "media del {what} de los rivales ({n} definidos): {sum} / {n} = {exact}, redondeada "
                              "0,5 hacia arriba: {value} - {art} {art_n}"),
    "explain_rt_cut_unplayed": ("{n} unplayed round(s) use up {cuts} cut(s) first (the rules before 2023)",
                                "{n} ronda(s) no jugada(s) consumen primero {cuts} descarte(s) (las reglas anteriores "
                                "a 2023)"),
    # --- check (what is wrong or odd) -------------------------------------------------------
    "check_total": ("the total typed is {typed} but the results add up to {real}: correct the total (or a result)",
                    "el total escrito es {typed} pero los resultados suman {real}: corrija el total (o un "
                    "resultado)"),
    "check_three_white": ("White three rounds in a row (rounds {r1}-{r3}): FIDE pairings allow it only for top "
                          "scorers in the last round (C.04.3); check the colours",
                          "blancas tres rondas seguidas (rondas {r1}-{r3}): los emparejamientos FIDE solo lo "
                          "permiten a los líderes en la última ronda (C.04.3); revise los colores"),
    "check_three_black": ("Black three rounds in a row (rounds {r1}-{r3}): FIDE pairings allow it only for top "
                          "scorers in the last round (C.04.3); check the colours",
                          "negras tres rondas seguidas (rondas {r1}-{r3}): los emparejamientos FIDE solo lo "
                          "permiten a los líderes en la última ronda (C.04.3); revise los colores"),
    "check_diff": ("colour difference {diff} after round {r} (whites minus blacks): FIDE pairings keep it within "
                   "±2 (C.04.3); check the colours",
                   "diferencia de color {diff} tras la ronda {r} (blancas menos negras): los emparejamientos FIDE "
                   "la mantienen en ±2 (C.04.3); revise los colores"),
    "check_pending": ("round {r}: {n} game(s) without a result while other games of the round have one: type the "
                      "missing results",
                      "ronda {r}: {n} partida(s) sin resultado mientras otras de la ronda lo tienen: escriba los "
                      "resultados que faltan"),
    "check_never": ("never played a game: if he withdrew before round 1, remove him from the table",
                    "no jugó ninguna partida: si se retiró antes de la ronda 1, quítelo de la tabla"),
    "check_fpb": ("round {r}: a full-point bye (F), which the current C.07 does not have (byes are "
                  "pairing-allocated, or requested for ½ or 0): check it is not a pairing-allocated bye (U)",
                  "ronda {r}: bye de un punto (F), que la C.07 vigente no contempla (los byes son del "
                  "emparejamiento, o pedidos de ½ o 0): compruebe que no es un bye del emparejamiento (U)"),
    "check_rr_bye": ("round {r}: a bye (half- or zero-point) in a round robin: with pre-determined pairings the "
                     "only unplayed rounds are forfeits and the rest round (C.07 art. 15.1); enter it as a forfeit "
                     "against the scheduled opponent",
                     "ronda {r}: un bye (de medio o cero puntos) en un todos contra todos: con emparejamientos "
                     "predeterminados las únicas rondas no jugadas son las incomparecencias y el descanso (C.07 "
                     "art. 15.1); anótelo como incomparecencia contra el rival previsto"),
    "check_absent_to_end": ("no result from round {r} on (read as absent, 0 points each round): if he withdrew, "
                            "write W/D (withdrawn) in round {r}; if he played, type the results",
                            "sin resultado desde la ronda {r} (se lee como ausencia, 0 puntos cada ronda): si se "
                            "retiró, escriba Retirado en la ronda {r}; si jugó, escriba los resultados"),
    "check_ok": ("no problems found", "no se encontraron problemas"),
    "check_player": ("player {player}", "jugador {player}"),
    "check_round": ("round {round}", "ronda {round}"),
    "check_total_where": ("{where}, total", "{where}, total"),
    "check_places": ("{places}", "{places}"),
    # --- compare ------------------------------------------------------------------------------
    "compare_changed": ("{n} players change places between {rules}", "{n} jugadores cambian de puesto entre {rules}"),
    # --- the command line: what it prints ---------------------------------------------------
    "cli_wrote": ("wrote {path}", "se escribió {path}"),
    "csv_start_no": ("start_no", "n_inicial"),
    "csv_name": ("name", "nombre"),
    "csv_rank": ("rank", "puesto"),
    "csv_points": ("points", "puntos"),
    "cli_wrote_workbook": ("wrote {path} ({what}, {n} players, {rounds} rounds, {system})",
                           "se escribió {path} ({what}, {n} jugadores, {rounds} rondas, {system})"),
    "cli_what_crosstable": ("crosstable", "tabla cruzada"),
    "cli_what_grid": ("round grid", "cuadro por rondas"),
    "cli_what_team_crosstable": ("team crosstable", "tabla cruzada de equipos"),
    "cli_what_team_grid": ("team round grid", "cuadro por rondas de equipos"),
    "cli_wrote_team_workbook": ("wrote {path} ({what}, {n} teams, {boards} boards, {rounds} rounds, {system})",
                                "se escribió {path} ({what}, {n} equipos, {boards} tableros, {rounds} rondas, "
                                "{system})"),
    "cli_wrote_names": ("wrote {path}: {n} formulas with {names}'s function names",
                        "se escribió {path}: {n} fórmulas con los nombres de función de {names}"),
    "note_computed_without_lo": ("{message}; computed without LibreOffice", "{message}; se calculó sin LibreOffice"),
    "cli_xlsx_needs_output": ("--format xlsx needs an output file: -o standings.xlsx",
                              "--format xlsx necesita un fichero de salida: -o clasificacion.xlsx"),
    "cli_needs_rounds": ("a Swiss template needs --rounds R", "una plantilla de suizo necesita --rounds R"),
    "cli_needs_teams": ("a team template needs --teams N", "una plantilla de equipos necesita --teams N"),
    "cli_needs_players": ("a {kind} template needs --players N (team events: template team-{kind} --teams N)",
                          "una plantilla {kind} necesita --players N (por equipos: template team-{kind} --teams N)"),
    "cli_bad_count": ("{option} must be a whole number from {low} to {high}, not {value}",
                      "{option} debe ser un número entero de {low} a {high}, no {value}"),
    "cli_bad_match_points": ("--match-points is three numbers, e.g. 2/1/0 or 3/1/0, not '{value}'",
                             "--match-points son tres números, p. ej. 2/1/0 o 3/1/0, no '{value}'"),
    "cli_is_folder": ("'{path}' is a folder, not a file", "'{path}' es una carpeta, no un fichero"),
    "cli_folder_missing": ("the folder '{path}' does not exist", "la carpeta '{path}' no existe"),
    "cli_output_folder": ("'{path}' is a folder; give a file name", "'{path}' es una carpeta; indique un nombre de "
                                                                     "fichero"),
    "cli_output_is_input": ("the output file is the input file; choose another name",
                            "el fichero de salida es el de entrada; elija otro nombre"),
    "cli_output_exists": ("{path} exists; add --force to replace it", "{path} ya existe; añada --force para "
                                                                       "reemplazarlo"),
    "cli_workbook_suffix": ("'{path}': a workbook is written as .xlsx (xlwings Lite) or .xlsm (classic Excel "
                            "add-in); choose one of those",
                            "'{path}': un libro se escribe como .xlsx (xlwings Lite) o .xlsm (complemento clásico "
                            "de Excel); elija uno de ellos"),
    "cli_os_error": ("'{path}': {detail}", "'{path}': {detail}"),
    "cli_team_only_standings": ("'{path}' is a team event: {command} works on individual events; use standings",
                                "'{path}' es un torneo por equipos: {command} funciona con torneos individuales; use "
                                "standings"),
    "cli_help_epilog": ("Every command that reads an event takes a FIDE TRF file or a workbook made from a "
                        "template (.xlsx/.xlsm). Language: --lang=es or --lang=en (default: the system's language, "
                        "else English; now '{lang}').",
                        "Todos los comandos que leen un torneo aceptan un fichero TRF de la FIDE o un libro hecho "
                        "con una plantilla (.xlsx/.xlsm). Idioma: --lang=es o --lang=en (por defecto: el del "
                        "sistema, si no inglés; ahora '{lang}')."),
    # --- the command line's help -------------------------------------------------------------
    "help_description": ("Chess tie-breaks (FIDE C.07) without Excel.", "Desempates de ajedrez (FIDE C.07) sin Excel."),
    "help_version": ("show the version and exit", "muestra la versión y termina"),
    "help_commands": ("commands", "comandos"),
    "help_standings": ("standings with tie-breaks from a TRF file or a filled workbook",
                       "clasificación con desempates de un fichero TRF o de un libro rellenado"),
    "help_template": ("write a tournament workbook (template) to fill in Excel",
                      "crea un libro de torneo (plantilla) para rellenar en Excel"),
    "help_compute": ("evaluate a workbook's tie-break formulas without Excel (a copy with the values)",
                     "calcula sin Excel las fórmulas de desempate de un libro (una copia con los valores)"),
    "help_from_trf": ("a filled workbook (template) from a TRF file (a team workbook from a TRF with team records, "
                      "310 or 013)",
                      "un libro rellenado (plantilla) a partir de un fichero TRF (un libro de equipos si el TRF tiene "
                      "registros de equipos, 310 o 013)"),
    "help_lo_names": ("write the functions with LibreOffice's own names (ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ), for "
                      "organisers who only use LibreOffice: Excel cannot read them (convert-names --to excel turns "
                      "them back)",
                      "escribir las funciones con los nombres propios de LibreOffice "
                      "(ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ), para quien solo usa LibreOffice: Excel no los lee "
                      "(convert-names --to excel los devuelve)"),
    "help_engine": ("who computes: libreoffice (a headless LibreOffice with the extension), python (xl-tiebreaks' own "
                    "evaluator), auto (LibreOffice when setup-libreoffice installed the extension, else python)",
                    "quién calcula: libreoffice (LibreOffice sin ventanas, con la extensión), python (el evaluador "
                    "propio de xl-tiebreaks), auto (LibreOffice si setup-libreoffice instaló la extensión; si no, "
                    "python)"),
    "help_setup_libreoffice": ("install the functions in your LibreOffice (an extension), or write the extension "
                               "file",
                               "instalar las funciones en su LibreOffice (una extensión), o escribir el fichero de la "
                               "extensión"),
    "help_oxt": ("only write the extension to this file (to double-click, or Tools > Extension Manager > Add)",
                 "solo escribir la extensión en este fichero (para abrirlo con doble clic, o Herramientas > "
                 "Gestor de extensiones > Añadir)"),
    "help_convert_names": ("a workbook's function names for Excel (BUCHHOLZ) or for LibreOffice "
                           "(ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ)",
                           "los nombres de las funciones de un libro para Excel (BUCHHOLZ) o para LibreOffice "
                           "(ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ)"),
    "help_convert_to": ("excel: a workbook saved by LibreOffice, for Excel; libreoffice: for LibreOffice only",
                        "excel: un libro guardado por LibreOffice, para Excel; libreoffice: solo para LibreOffice"),
    "help_convert_output": ("the converted copy (default FILE_excel.xlsx / FILE_libreoffice.xlsx)",
                            "la copia convertida (por defecto FICHERO_excel.xlsx / FICHERO_libreoffice.xlsx)"),
    "help_explain": ("why a player's tie-break is what it is, round by round",
                     "por qué el desempate de un jugador vale lo que vale, ronda a ronda"),
    "help_check": ("what is wrong or odd in a tournament, where it is and how to fix it",
                   "qué está mal o es raro en un torneo, dónde está y cómo corregirlo"),
    "help_compare": ("the standings under several rule sets, side by side",
                     "la clasificación con varias reglas, lado a lado"),
    "help_to_trf": ("a filled workbook as a FIDE TRF-16 file (for rating reports)",
                    "un libro rellenado como fichero TRF-16 de la FIDE (para los informes de Elo)"),
    "help_setup_excel": ("register the Excel functions for classic xlwings (Windows)",
                         "registra las funciones de Excel para xlwings clásico (Windows)"),
    "help_event": ("a TRF file, or a workbook made from a template and filled (.xlsx/.xlsm); default: the "
                   "bundled example, a six-player Swiss",
                   "un fichero TRF, o un libro hecho con una plantilla y rellenado (.xlsx/.xlsm); por defecto: el "
                   "ejemplo incluido, un suizo de seis jugadores"),
    "help_tiebreaks": ('the ordered list of tie-breaks, e.g. "BH/C1 BH SB", or a preset (DEFAULT_SWISS, '
                       "FIDE2009_SWISS_UNRATED ...); default: the workbook's order, else BH/C1 BH SB DE WIN (Swiss) "
                       "or DE SB WIN KS (round robin)",
                       'la lista ordenada de desempates, p. ej. "BH/C1 BH SB", o una lista con nombre (DEFAULT_SWISS, '
                       "FIDE2009_SWISS_UNRATED ...); por defecto: el orden del libro, si no BH/C1 BH SB DE WIN "
                       "(suizo) o DE SB WIN KS (todos contra todos)"),
    "help_rules": ("rules for unplayed rounds: FIDE (the C.07 edition in force on the start date: 2024 until 28 "
                   "Feb 2026, 2026 from 1 Mar 2026), FIDE2024, FIDE2026, or an older rule set: VIRTUAL, "
                   "VIRTUAL_VEGA, DRAW_SELF, DRAW_SELF_HALF_BYE, STANDARD, SWISS_PERFECT; default: the workbook's "
                   "setting, else FIDE",
                   "reglas para las rondas no jugadas: FIDE (la edición de C.07 vigente en la fecha de inicio: "
                   "2024 hasta el 28 feb 2026, 2026 desde el 1 mar 2026), FIDE2024, FIDE2026, o unas reglas "
                   "antiguas: VIRTUAL, VIRTUAL_VEGA, DRAW_SELF, DRAW_SELF_HALF_BYE, STANDARD, SWISS_PERFECT; por "
                   "defecto: la configuración del libro, si no FIDE"),
    "help_swiss": ("the event was paired as a Swiss (C.07 art. 16 for unplayed rounds); default: what the file "
                   "or the workbook says, else a guess from who met whom (the output says so)",
                   "el torneo se emparejó por sistema suizo (C.07 art. 16 para las rondas no jugadas); por "
                   "defecto: lo que dice el fichero o el libro, si no se deduce de quién jugó con quién (y se "
                   "avisa)"),
    "help_round_robin": ("the pairings were pre-determined, a round robin (C.07 art. 15.2: forfeits count as "
                         "games); default: what the file or the workbook says, else a guess",
                         "los emparejamientos estaban predeterminados, todos contra todos (C.07 art. 15.2: las "
                         "incomparecencias cuentan como partidas); por defecto: lo que dice el fichero o el libro, "
                         "si no se deduce"),
    "help_round": ("the standings after round K; default: every round played",
                   "la clasificación tras la ronda K; por defecto: todas las rondas jugadas"),
    "help_explain_round": ("as of round K; default: every round played",
                           "tras la ronda K; por defecto: todas las rondas jugadas"),
    "help_score": ("points for a win, a draw, a loss (and a pairing-allocated bye), e.g. 3,1,0; default: the "
                   "file's 162 record, else 1,0.5,0 or what the file's totals show",
                   "puntos por victoria, tablas y derrota (y bye del emparejamiento), p. ej. 3,1,0; por defecto: "
                   "el registro 162 del fichero, si no 1,0.5,0 o lo que muestran los totales del fichero"),
    "help_unrated": ("the rating given to unrated players in rating tie-breaks (ARO, TPR ...); default: the "
                     "workbook's setting, else none, and those tie-breaks stay empty when anybody is unrated "
                     "(C.07 art. 10)",
                     "el Elo que se da a los jugadores sin Elo en los desempates por Elo (ARO, TPR ...); por "
                     "defecto: la configuración del libro, si no ninguno, y esos desempates quedan vacíos si "
                     "alguien no tiene Elo (C.07 art. 10)"),
    "help_format": ("'table' (readable, the default), 'csv' (in English separated by ',' with decimal points; with "
                    "--lang es by ';' with decimal commas, as a Spanish Excel opens it; its warnings and notes go to "
                    "the screen), 'json', or 'xlsx' (needs -o)",
                    "'table' (legible, por defecto), 'csv' (con --lang es separado por ';' y con coma decimal, como "
                    "lo abre un Excel en español; en inglés, ',' y punto decimal; sus avisos y notas salen en "
                    "pantalla), 'json', o 'xlsx' (necesita -o)"),
    "help_compare_format": ("'table' (readable, the default) or 'csv' (as standings writes it: ';' and decimal "
                            "commas with --lang es)",
                            "'table' (legible, por defecto) o 'csv' (como lo escribe standings: ';' y coma decimal "
                            "con --lang es)"),
    "help_manual": ("values of manual criteria (play-off, lots): a CSV with a start_no (or n_inicial) column and "
                    "one column per criterion, headed as in --tiebreaks (e.g. LOTS)",
                    "valores de criterios manuales (desempate jugado, sorteo): un CSV con una columna n_inicial (o "
                    "start_no) y una columna por criterio, encabezada como en --tiebreaks (p. ej. SORTEO)"),
    "help_output": ("write to this file instead of the screen", "escribe en este fichero en vez de en la pantalla"),
    "help_force": ("replace the output file if it exists", "reemplaza el fichero de salida si ya existe"),
    "help_policy": ("an opt-in reading of C.07 where it reads two ways (RR_FORFEIT_WINS_AS_GAMES, "
                    "STD_SCHEDULED_OPPONENT, VUR_LOWEST_SCORE); default: none",
                    "una lectura opcional de C.07 donde admite dos (RR_FORFEIT_WINS_AS_GAMES, STD_SCHEDULED_OPPONENT, "
                    "VUR_LOWEST_SCORE); por defecto: ninguna"),
    "help_lang": ("the language of the output and the messages: 'es' (Spanish) or 'en' (English); default: the "
                  "system's language, else English (now '{lang}')",
                  "el idioma de la salida y de los mensajes: 'es' (español) o 'en' (inglés); por defecto: el del "
                  "sistema, si no inglés (ahora '{lang}')"),
    "help_lang_workbook": ("the language of the workbook and the messages: 'es' (Spanish) or 'en' (English); "
                           "default: the system's language, else English (now '{lang}')",
                           "el idioma del libro y de los mensajes: 'es' (español) o 'en' (inglés); por defecto: el "
                           "del sistema, si no inglés (ahora '{lang}')"),
    "help_kind": ("'round-robin' (crosstable), 'swiss' (round grid), 'team-round-robin' (team crosstable) or "
                  "'team-swiss' (team round grid); the Spanish names 'liga', 'suizo', 'equipos-liga' and "
                  "'equipos-suizo' are the same",
                  "'liga' (todos contra todos: tabla cruzada), 'suizo' (cuadro por rondas), 'equipos-liga' (tabla "
                  "cruzada de equipos) o 'equipos-suizo' (cuadro por rondas de equipos); también con sus nombres "
                  "en inglés: 'round-robin', 'swiss', 'team-round-robin', 'team-swiss'"),
    "cli_bad_kind": ("'{value}' is not a kind of template: 'round-robin', 'swiss', 'team-round-robin' or "
                     "'team-swiss' (in Spanish: 'liga', 'suizo', 'equipos-liga', 'equipos-suizo')",
                     "'{value}' no es un tipo de plantilla: 'liga', 'suizo', 'equipos-liga' o 'equipos-suizo' (en "
                     "inglés: 'round-robin', 'swiss', 'team-round-robin', 'team-swiss')"),
    "help_players": ("players (2 to 999; Swiss: rows, spare rows stay blank)",
                     "jugadores (de 2 a 999; suizo: filas, las que sobren quedan en blanco)"),
    "help_teams": ("teams, for the team templates (2 to 500; team Swiss: rows, spare rows stay blank)",
                   "equipos, para las plantillas de equipos (de 2 a 500; suizo por equipos: filas, las que sobren "
                   "quedan en blanco)"),
    "help_boards": ("boards per match, for the team templates (1 to 30; default 4)",
                    "tableros por encuentro, para las plantillas de equipos (de 1 a 30; por defecto 4)"),
    "help_match_points": ("match points for a match won/drawn/lost, for the team templates: 2/1/0 (the default) "
                          "or 3/1/0",
                          "puntos de match por encuentro ganado/empatado/perdido, para las plantillas de equipos: "
                          "2/1/0 (por defecto) o 3/1/0"),
    "help_rounds": ("rounds (Swiss templates: 1 to 99)", "rondas (plantillas de suizo: de 1 a 99)"),
    "help_double": ("a double round robin (two blocks of columns)",
                    "todos contra todos a doble vuelta (dos bloques de columnas)"),
    "help_template_tiebreaks": ('the tie-break order, e.g. "BH-C1 BH SB DE WIN"; team templates: the ranking '
                                'order, e.g. "MP GP DE EGGSB" (a leading MP or GP is the primary score) or a '
                                "preset; default: by pairing system (teams: FIDE2009_TEAM_RR / FIDE2009_TEAM_SWISS)",
                                'el orden de desempates, p. ej. "BH-C1 BH SB DE WIN"; plantillas de equipos: el '
                                'orden de la clasificación, p. ej. "MP GP DE EGGSB" (un MP o GP al principio es la '
                                "puntuación principal) o una lista con nombre; por defecto: según el sistema "
                                "(equipos: FIDE2009_TEAM_RR / FIDE2009_TEAM_SWISS)"),
    "help_xlsm": ("a macro-enabled workbook for classic xlwings (also chosen by an .xlsm output name)",
                  "un libro con macros para xlwings clásico (también si el nombre de salida acaba en .xlsm)"),
    "help_template_output": ("FILE.xlsx (xlwings Lite) or FILE.xlsm (classic xlwings)",
                             "FICHERO.xlsx (xlwings Lite) o FICHERO.xlsm (xlwings clásico)"),
    "help_workbook_file": ("a workbook made from a template (.xlsx or .xlsm)",
                           "un libro hecho con una plantilla (.xlsx o .xlsm)"),
    "help_compute_output": ("the copy with the values; default: FILE_computed.xlsx beside the workbook",
                            "la copia con los valores; por defecto: FICHERO_computed.xlsx junto al libro"),
    "help_trf_file": ("a TRF file", "un fichero TRF"),
    "help_workbook_output": ("FILE.xlsx or FILE.xlsm", "FICHERO.xlsx o FICHERO.xlsm"),
    "help_date": ("the event's start date for the settings (chooses the C.07 edition), e.g. 2025-08-12; default: "
                  "the file's 042 record",
                  "la fecha de inicio para la configuración (elige la edición de C.07), p. ej. 2025-08-12; por "
                  "defecto: el registro 042 del fichero"),
    "help_from_trf_rules": ("FIDE (edition by date, the default), FIDE2024 or FIDE2026",
                            "FIDE (edición según la fecha, por defecto), FIDE2024 o FIDE2026"),
    "help_layout": ("round robins: 'crosstable', or 'rounds' (keeps colours and round order); 'auto' (the "
                    "default): a crosstable unless the tie-breaks need colours or the order of the rounds",
                    "todos contra todos: 'crosstable' (tabla cruzada) o 'rounds' (por rondas: conserva colores y "
                    "orden de rondas); 'auto' (por defecto): tabla cruzada salvo que los desempates necesiten los "
                    "colores o el orden de las rondas"),
    "help_from_trf_compute": ("also compute: write the values instead of the formulas",
                              "calcula también: escribe los valores en vez de las fórmulas"),
    "help_player": ("the player: start number, or name (or a part of it only he has)",
                    "el jugador: número inicial, o nombre (o una parte que solo tenga él)"),
    "help_explain_tiebreak": ('the tie-break, e.g. "BH/C1"', 'el desempate, p. ej. "BH/C1"'),
    "help_compare_tiebreaks": ('the ordered list of tie-breaks, e.g. "BH BH/C1 SB"',
                               'la lista ordenada de desempates, p. ej. "BH BH/C1 SB"'),
    "help_compare_rules": ("the rule sets, separated by commas; default: VIRTUAL,FIDE2024,FIDE2026",
                           "las reglas, separadas por comas; por defecto: VIRTUAL,FIDE2024,FIDE2026"),
    "help_changed_only": ("list only the players whose rank changes", "muestra solo los jugadores que cambian de puesto"),
    "help_to_trf_output": ("the TRF file to write", "el fichero TRF que se escribe"),
    "help_config": ("the xlwings.conf to update; default: ~/.xlwings/xlwings.conf",
                    "el xlwings.conf que se actualiza; por defecto: ~/.xlwings/xlwings.conf"),
    "meta_command": ("COMMAND", "COMANDO"),
    "meta_kind": ("KIND", "TIPO"),
    "meta_file": ("FILE", "FICHERO"),
    "meta_list": ("LIST", "LISTA"),
    "meta_rules": ("RULES", "REGLAS"),
    "meta_player": ("PLAYER", "JUGADOR"),
    "meta_code": ("CODE", "CÓDIGO"),
    "meta_date": ("DATE", "FECHA"),
    "meta_name": ("NAME", "NOMBRE"),
    "meta_score": ("W,D,L[,BYE]", "V,T,D[,BYE]"),
    "meta_mp": ("W/D/L", "G/E/P"),
    # --- compute (a workbook's formulas without Excel) --------------------------------------
    "compute_wrote": ("wrote {path}: {n} formulas replaced by their values",
                      "se escribió {path}: {n} fórmulas sustituidas por sus valores"),
    "compute_wrote_lo": ("wrote {path}: {n} formulas replaced by their values (computed by LibreOffice)",
                         "se escribió {path}: {n} fórmulas sustituidas por sus valores (calculadas por LibreOffice)"),
    "compute_error": ("{message} (in {where})", "{message} (en {where})"),
    "compute_left": ("left as a formula: {where}: {why}", "se deja como fórmula: {where}: {why}"),
    "formula_not_evaluated": ("{name}() is not evaluated without Excel", "{name}() no se calcula sin Excel"),
    "formula_unreadable": ("cannot read the formula at {text}", "no se puede leer la fórmula en {text}"),
    "formula_unexpected": ("unexpected {text}", "{text} inesperado"),
    "formula_unexpected_args": ("unexpected {text} in the arguments of {name}",
                                "{text} inesperado en los argumentos de {name}"),
    "formula_too_short": ("the formula ends too early", "la fórmula termina antes de tiempo"),
    "formula_parenthesis": ("a parenthesis is not closed", "falta cerrar un paréntesis"),
    "formula_circular": ("circular reference", "referencia circular"),
    "formula_no_sheet": ("no sheet {sheet}", "no existe la hoja {sheet}"),
    "formula_no_name": ("no name {name}", "no existe el nombre {name}"),
    "formula_if_args": ("IF needs 2 or 3 arguments", "SI necesita 2 o 3 argumentos"),
    "formula_not_bool": ("{value} is not TRUE or FALSE", "{value} no es VERDADERO ni FALSO"),
    "formula_index_outside": ("INDEX outside the array", "INDICE fuera de la matriz"),
    "formula_too_many_args": ("{name}() takes at most {n} arguments", "{name}() admite como mucho {n} argumentos"),
    # --- settings' names (as the messages name them) -----------------------------------------
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
    # --- the templates' sheets: instructions, legend, notes (xl_tiebreaks.templates, team_templates) --
    # (prose only: the formulas and commands shown on the instructions sheet are written by the
    # template builder from the workbook's own names)
    "tpl_title": ("xl-tiebreaks {version}: FIDE tie-breaks (C.07) in Excel and LibreOffice Calc",
                  "xl-tiebreaks {version}: desempates FIDE (C.07) en Excel y LibreOffice Calc"),
    "tpl_title_team": ("xl-tiebreaks {version}: FIDE team tie-breaks (C.07) in Excel and LibreOffice Calc",
                       "xl-tiebreaks {version}: desempates FIDE (C.07) por equipos en Excel y LibreOffice Calc"),
    "tpl_h_typing": ("How to type results", "Cómo escribir los resultados"),
    "tpl_h_columns": ("What each column means", "Qué significa cada columna"),
    "tpl_h_settings": ("Settings", "Configuración"),
    "tpl_h_enable": ("Enabling the functions", "Activar las funciones"),
    "tpl_h_formulas": ("The formulas", "Las fórmulas (sintaxis de Excel en español, separador ;)"),
    "tpl_swiss_players": ("1. Sheet {sheet}: one player per row (name, rating, federation, FIDE id, category). The "
                          "row's number is the start number; sort by rating before round 1 without moving the No. "
                          "column.",
                          "1. Hoja {sheet}: un jugador por fila (nombre, Elo, federación, ID FIDE, categoría). El "
                          "número de la fila es el número inicial; ordene por Elo antes de la ronda 1 sin mover la "
                          "columna Nº."),
    "tpl_swiss_rounds": ("2. Sheet {sheet}: for each round type the opponent's start number, the colour (White / "
                         "Black, from the list) and the result (1, ½, 0, + forfeit win, - forfeit loss, = draw). "
                         "Type both players' results.",
                         "2. Hoja {sheet}: en cada ronda escriba el número inicial del rival, el color (Blancas / "
                         "Negras, en la lista) y el resultado (1, ½, 0, + victoria por incomparecencia, - derrota "
                         "por incomparecencia, = tablas). Escriba el resultado de los dos jugadores."),
    "tpl_swiss_no_opponent": ("3. No opponent, in the Opp. column: {bye} (pairing-allocated bye), H (requested "
                              "half-point bye), F (full-point bye), Z (zero-point bye), NP (not paired in that "
                              "round). Blank: round not played yet.",
                              "3. Sin rival, en la columna Rival: {bye} (bye del emparejamiento), H (medio punto "
                              "pedido), F (punto completo), Z (cero puntos), NP (no emparejado en esa ronda). "
                              "Vacía: ronda aún no jugada."),
    "tpl_withdrawn_swiss": ("4. A player who withdraws: type WD (or Withdrawn) in the Opp. column of the first round "
                            "he no longer plays and leave the later rounds blank: they count as withdrawn too. NP "
                            "marks one round not paired; a blank round that the others have played counts as an "
                            "absence, like NP.",
                            "4. Jugador retirado: escriba Retirado en la columna Rival de la primera ronda que ya no "
                            "juega y deje vacías las siguientes: cuentan también como retirado. NP marca una sola "
                            "ronda sin emparejar; una ronda vacía que los demás ya jugaron cuenta como ausencia, "
                            "igual que NP."),
    "tpl_swiss_text_cells": ("5. Colour and result cells are formatted as Text, so 1/2 does not become a date. Type "
                             "½, 0.5 or =.",
                             "5. Las celdas de color y resultado tienen formato Texto: 1/2 no se convierte en fecha. "
                             "Escriba ½, 0.5 o =."),
    "tpl_rr_names": ("1. Sheet {sheet}: type the names (and ratings if you use rating tie-breaks).",
                     "1. Hoja {sheet}: escriba los nombres (y el Elo si usa desempates por Elo)."),
    "tpl_rr_results": ("2. In each cell the result of the row's player against the column's player: 1, ½, 0, + / - "
                       "(forfeit), = (draw). Type both sides of every game. Nothing goes in the grey diagonal; "
                       "blank: not played yet.",
                       "2. En cada celda, el resultado del jugador de la fila contra el de la columna: 1, ½, 0, "
                       "+ / - (incomparecencia), = (tablas). Escriba los dos lados de cada partida. En la diagonal "
                       "gris no se escribe nada; vacía: partida aún no jugada."),
    "tpl_withdrawn_rr": ("3. A player who withdraws: type + and - (forfeit) in the two cells of each game he loses "
                         "by not showing up; games that will not be played stay blank and count as not played. If "
                         "the tournament rules cancel his results (e.g. when he played less than half of his "
                         "games), clear those cells too.",
                         "3. Jugador retirado: escriba + y - (incomparecencia) en las dos celdas de cada partida que "
                         "pierde por no presentarse; las partidas que ya no se jugarán quedan vacías y cuentan como "
                         "no jugadas. Si las bases del torneo anulan sus resultados (p. ej. si jugó menos de la "
                         "mitad de sus partidas), vacíe también esas celdas."),
    "tpl_rr_text_cells": ("4. Result cells are formatted as Text, so 1/2 does not become a date. Type ½, 0.5 or =.",
                          "4. Las celdas de resultado tienen formato Texto: 1/2 no se convierte en fecha. Escriba "
                          "½, 0.5 o =."),
    "tpl_rr_double": ("5. Double round robin: the first block of columns is the first cycle, the second block the "
                      "second cycle.",
                      "5. Liga a doble vuelta: el primer bloque de columnas es la primera vuelta, el segundo la "
                      "segunda."),
    "tpl_columns_intro": ("Pts: points. The tie-breaks follow the order on the Settings sheet (change it there; the "
                          "columns and the standings follow):",
                          "Pts: puntos. Los desempates siguen el orden de la hoja Configuración (cámbielo allí; las "
                          "columnas y la clasificación cambian solas):"),
    "tpl_de_column": ("DE (direct encounter) shows the place within a group of players tied on the criteria before "
                      "it (1 = first), and stays blank when the games among them separate nobody: in a Swiss that "
                      "is the usual case, because tied players seldom all met each other.",
                      "DE (encuentro directo) da el puesto dentro de un grupo de jugadores empatados en los "
                      "criterios anteriores (1 = primero), y queda en blanco cuando sus partidas entre ellos no "
                      "separan a nadie: en un suizo es lo normal, porque los empatados rara vez jugaron todos "
                      "entre sí."),
    "tpl_unused_columns": ("A tie-break column whose cell on the Settings sheet is blank is not used: it stays "
                           "blank and uncoloured. Type a code in that cell to use it.",
                           "Una columna de desempate cuya casilla de la hoja Configuración está vacía no se usa: "
                           "queda en blanco y sin color. Escriba un código en esa casilla para usarla."),
    "tpl_decimals": ("Decimals as FIDE publishes them: points, Buchholz, Koya and progressive score with one "
                     "(26.5), Sonneborn-Berger and AOB with two (6.25), wins, games, DE and ratings with none.",
                     "Decimales como los publica la FIDE: puntos, Buchholz, Koya y progresivo con uno (26,5), "
                     "Sonneborn-Berger y AOB con dos (6,25), victorias, partidas, DE y Elo sin decimales."),
    "tpl_sheet_note_de": ("DE: place within a group tied on the criteria before it (1 = first); blank when the games "
                          "among the tied players separate nobody. A tie-break column without a code on the Settings "
                          "sheet is not used.",
                          "DE: puesto dentro de un grupo empatado en los criterios anteriores (1 = primero); en "
                          "blanco cuando las partidas entre los empatados no separan a nadie. Una columna de "
                          "desempate sin código en la hoja Configuración no se usa."),
    "tpl_h_settings_text": ("The Settings sheet feeds the settings argument of every function: event date (chooses "
                            "the C.07 edition), rounds, pairing system, points per result and per bye, rating of "
                            "unrated players, language. Change the values, not the keys.",
                            "La hoja Configuración alimenta el argumento configuracion de todas las funciones: "
                            "fecha del torneo (elige la edición de C.07), rondas, sistema, puntos por resultado y "
                            "por bye, Elo de los jugadores sin Elo, idioma. Cambie los valores, no las claves."),
    "tpl_enable_lite": ("Excel 365, Excel on the web and Mac: the xlwings Lite add-in (Home > Add-ins > xlwings "
                        "Lite). In its requirements.txt tab add the xl-tiebreaks wheel (.whl) by its URL (see "
                        "README):",
                        "Excel 365, Excel para la web y Mac: complemento xlwings Lite (Inicio > Complementos > "
                        "xlwings Lite). En su pestaña requirements.txt añada el paquete de xl-tiebreaks (.whl) por "
                        "su URL (ver README):"),
    "tpl_enable_lite_main": ("In its main.py tab paste the release's main.py (xlwings_lite/main.py): it brings the "
                             "functions",
                             "En su pestaña main.py pegue el main.py de la versión (xlwings_lite/main.py): trae las "
                             "funciones"),
    "tpl_enable_lite_script": ("and the scripts. Once per workbook run the script activar_formulas: it enters the "
                               "formulas again so that Excel binds them to the add-in.",
                               "y los scripts. Una vez por libro ejecute el script activar_formulas: vuelve a "
                               "introducir las fórmulas para que Excel las enlace con el complemento."),
    "tpl_enable_classic": ("Windows with Python (classic xlwings): use the .xlsm version of this template and, once:",
                           "Windows con Python (xlwings clásico): use la versión .xlsm de esta plantilla y, una vez:"),
    "tpl_enable_classic_open": ("Open the .xlsm, enable macros, xlwings tab > Import Functions, then Ctrl+Alt+F9.",
                                "Abra el .xlsm, habilite las macros, pestaña xlwings > Import Functions, y "
                                "Ctrl+Alt+F9."),
    "tpl_enable_lo": ("LibreOffice Calc (Windows, macOS, Linux): install the xl-tiebreaks extension once, with "
                      "Python:",
                      "LibreOffice Calc (Windows, macOS, Linux): instale una vez la extensión xl-tiebreaks, con "
                      "Python:"),
    "tpl_enable_lo_oxt": ("or open the file xl-tiebreaks.oxt with Tools > Extension Manager > Add. Restart "
                          "LibreOffice: the workbook computes when it opens. Before sending a workbook saved by "
                          "LibreOffice to someone with Excel:",
                          "o abra el fichero xl-tiebreaks.oxt con Herramientas > Gestor de extensiones > Añadir. "
                          "Reinicie LibreOffice: el libro se calcula al abrirlo. Antes de enviar a alguien con Excel "
                          "un libro guardado con LibreOffice:"),
    "tpl_enable_none": ("Without an add-in the workbook shows the values of its last calculation (Excel, phone "
                        "viewers). To send it, or open it in Google Sheets, compute a copy with values:",
                        "Sin complemento, el libro muestra los valores de su último cálculo (Excel, visores del "
                        "móvil). Para enviarlo o abrirlo en Google Sheets, calcule una copia con valores:"),
    "tpl_formulas_intro": ("Each computed column is one array formula (Ctrl+Shift+Enter) as tall as the table; blank "
                           "rows stay blank. Examples:",
                           "Cada columna calculada es una sola fórmula matricial (Ctrl+Mayús+Intro) del tamaño de la "
                           "tabla; las filas vacías quedan vacías. Ejemplos:"),
    "tpl_categories": ("Categories: in the Category column of Players type one or several separated by commas (U12, "
                       "Women). On the Categories sheet the yellow cell also takes rating bands: U1800, 1600-1799, "
                       ">=2000 (unrated players count as the 'Unrated' setting, else 0). A category table stays "
                       "empty while no player has that category.",
                       "Categorías: escriba en la columna Categoría de Jugadores una o varias separadas por comas "
                       "(Sub-12, Fem). En la hoja Categorías, la celda amarilla admite también tramos de Elo: "
                       "Sub-1800, 1600-1799, >=2000 (los jugadores sin Elo cuentan con el valor 'Sin Elo', si no 0). "
                       "Una tabla de categoría queda vacía mientras ningún jugador tenga esa categoría."),
    "tpl_categories_note": ("A table stays empty while no player has its category: type categories in the Category "
                            "column of Players (U12, Seniors); a rating band (U1800, 1600-1799) is taken from the "
                            "ratings.",
                            "Una tabla queda vacía mientras ningún jugador tenga su categoría: escríbala en la "
                            "columna Categoría de Jugadores (Sub-12, Veteranos); un tramo de Elo (Sub-1800, "
                            "1600-1799) sale del Elo."),
    "tpl_diagonal": ("The grey diagonal is a player against himself: leave it blank",
                     "La diagonal gris es un jugador contra sí mismo: déjela vacía"),
    "tpl_diagonal_title": ("Diagonal", "Diagonal"),
    "tpl_defined_names": ("Defined names: {names}.", "Nombres definidos: {names}."),
    # the legend (settings sheet and instructions)
    "tpl_legend_pts": ("Points", "Puntos"),
    "tpl_legend_bh": ("Buchholz: sum of the opponents' scores (art. 8.1)",
                      "Buchholz: suma de las puntuaciones de los rivales (art. 8.1)"),
    "tpl_legend_bh_c1": ("Buchholz without the lowest-scoring opponent (cut 1, art. 14)",
                         "Buchholz menos el rival de menor puntuación (corte 1, art. 14)"),
    "tpl_legend_bh_m1": ("Median Buchholz: without the best and the worst opponent",
                         "Buchholz mediano: sin el mejor ni el peor rival"),
    "tpl_legend_sb": ("Sonneborn-Berger: scores of the opponents beaten + half of those drawn (art. 9.1)",
                      "Sonneborn-Berger: puntos de los rivales vencidos + mitad de los de tablas (art. 9.1)"),
    "tpl_legend_de": ("Direct encounter between the tied players (art. 6); blank: separates nobody",
                      "Encuentro directo entre los empatados (art. 6); en blanco: no separa a nadie"),
    "tpl_legend_win": ("Number of wins, played or not (art. 7.1)", "Número de victorias, jugando o no (art. 7.1)"),
    "tpl_legend_won": ("Games won over the board (art. 7.2)", "Partidas ganadas sobre el tablero (art. 7.2)"),
    "tpl_legend_bpg": ("Games played / won with Black (art. 7.3, 7.4)",
                       "Partidas jugadas / ganadas con negras (art. 7.3, 7.4)"),
    "tpl_legend_ks": ("Koya: points against those who scored at least 50% (art. 9.2)",
                      "Koya: puntos contra los que hicieron al menos el 50 % (art. 9.2)"),
    "tpl_legend_ps": ("Progressive score: sum of the running scores (art. 7.5)",
                      "Progresivo: suma de las puntuaciones tras cada ronda (art. 7.5)"),
    "tpl_legend_aro": ("Average rating of opponents / performance rating (art. 10)",
                       "Elo medio de los rivales / rendimiento (art. 10)"),
    # the tie-break order's notes (settings sheet)
    "tpl_order_default": ("Default: {codes}", "Por defecto: {codes}"),
    "tpl_order_2009": ("FIDE's 2009 recommendations: {codes}", "Recomendaciones FIDE de 2009: {codes}"),
    "tpl_order_2009_unrated": ("FIDE's 2009 recommendations, mostly unrated: {codes}",
                               "Recomendaciones FIDE de 2009, sin Elo: {codes}"),
    "tpl_order_2009_rated": ("FIDE's 2009 recommendations, consistent ratings: {codes}",
                             "Recomendaciones FIDE de 2009, con Elo fiable: {codes}"),
    "tpl_order_de_after": ("DE needs the criteria before it: put it after them",
                           "DE necesita los criterios anteriores: póngalo tras ellos"),
    "tpl_unused_slot": ("Blank cell: unused column", "Casilla vacía: columna sin usar"),
    "tpl_unusual_code": ("Unusual code: check that the functions know it",
                         "Código no habitual: compruebe que las funciones lo conocen"),
    # team templates
    "tpl_team_teams": ("1. Sheet {sheet}: one team per row. The row's number is the start number. Players by board "
                       "are optional (the functions do not read them).",
                       "1. Hoja {sheet}: un equipo por fila. El número de la fila es el número inicial. Los "
                       "jugadores por tablero son opcionales (las funciones no los leen)."),
    "tpl_team_rounds": ("2. Sheet {sheet}: for each round type the opponent team's start number, the colour of the "
                        "board-1 player (White / Black, from the list; blank if not known) and the team's game "
                        "points: 2½ or 2.5. Type both teams of every match.",
                        "2. Hoja {sheet}: en cada ronda escriba el número inicial del equipo rival, el color del "
                        "jugador del tablero 1 (Blancas / Negras, en la lista; vacío si no se sabe) y los puntos de "
                        "partida del equipo: 2½, 2.5 o 2,5. Escriba los dos equipos de cada encuentro."),
    "tpl_team_boards": ("3. The Points cell also takes the result of each board, board 1 first: 1 ½ 0 1 (the "
                        "tie-breaks BC, TBR, BBE and EDEC need them); + / - match won / lost by forfeit.",
                        "3. En Puntos también valen los resultados de cada tablero, del 1 al último: 1 ½ 0 1 (los "
                        "desempates BC, TBR, BBE y EDEC los necesitan); + / - encuentro ganado / perdido por "
                        "incomparecencia."),
    "tpl_team_no_opponent": ("4. No opponent, in the Opp. column: {bye} (pairing-allocated bye), H (half-point bye), "
                             "F (full-point bye), Z (zero-point bye), NP (not paired in that round); leave Colour "
                             "and Points blank: their points come from the Settings sheet. Blank: round not played "
                             "yet.",
                             "4. Sin rival, en la columna Rival: {bye} (bye del emparejamiento), H (medio punto), F "
                             "(punto completo), Z (cero), NP (no emparejado en esa ronda); deje Color y Puntos "
                             "vacíos: sus puntos salen de la Configuración. Vacía: ronda aún no jugada."),
    "tpl_team_withdrawn_swiss": ("5. A team that withdraws: type {word} in the Opp. column of every round it no "
                                 "longer plays, and leave Colour and Points blank.",
                                 "5. Equipo retirado: escriba {word} en la columna Rival de cada ronda que ya no "
                                 "juega, y deje Color y Puntos vacíos."),
    "tpl_team_cross": ("2. Sheet {sheet}: in each cell the game points of the row's team against the column's team "
                       "(2½ or 2.5; + / - match won / lost by forfeit). Type both sides of every match. Nothing goes "
                       "in the grey diagonal; blank: not played yet.",
                       "2. Hoja {sheet}: en cada celda, los puntos de partida del equipo de la fila contra el de la "
                       "columna (2½, 2.5 o 2,5; + / - encuentro ganado / perdido por incomparecencia). Escriba los "
                       "dos lados de cada encuentro. En la diagonal gris no se escribe nada; vacía: encuentro aún "
                       "no jugado."),
    "tpl_team_withdrawn_rr": ("3. A team that withdraws: type + and - (forfeit) in the two cells of each match it "
                              "loses by not showing up; matches that will not be played stay blank.",
                              "3. Equipo retirado: escriba + y - (incomparecencia) en las dos celdas de cada "
                              "encuentro que pierde por no presentarse; los que ya no se jugarán quedan vacíos."),
    "tpl_team_text_cells": ("4. Result cells are formatted as Text, so 1/2 does not become a date.",
                            "4. Las celdas de resultado tienen formato Texto: 1/2 no se convierte en fecha."),
    "tpl_team_columns_intro": ("The first computed column is the primary score (the Primary score key of the "
                               "Settings sheet); then the tie-breaks in the order of that sheet (change it there; the "
                               "columns and the standings follow):",
                               "La primera columna calculada es la puntuación principal (clave Principal de la hoja "
                               "Configuración); después, los desempates en el orden de esa hoja (cámbielo allí; las "
                               "columnas y la clasificación cambian solas):"),
    "tpl_team_decimals": ("Decimals as FIDE publishes them: match points and DE with none, game points with one "
                          "(17.5), Sonneborn-Berger on game points with two (157.50).",
                          "Decimales como los publica la FIDE: puntos de match y DE sin decimales, puntos de partida "
                          "con uno (17,5), Sonneborn-Berger sobre puntos de partida con dos (157,50)."),
    "tpl_team_sheet_note": ("DE: place within a group tied on the criteria before it (1 = first); blank when the "
                            "matches among the tied teams separate nobody. A column without a code on the Settings "
                            "sheet is not used.",
                            "DE: puesto dentro de un grupo empatado en los criterios anteriores (1 = primero); en "
                            "blanco cuando los encuentros entre los empatados no separan a nadie. Una columna sin "
                            "código en la hoja Configuración no se usa."),
    "tpl_team_settings_text": ("The Settings sheet feeds the settings argument of every function: event date "
                               "(chooses the C.07 edition), boards per match, match points (2/1/0 or 3/1/0), primary "
                               "score (MP or GP), points per board{bye}, language. Change the values, not the keys.",
                               "La hoja Configuración alimenta el argumento configuracion de todas las funciones: "
                               "fecha del torneo (elige la edición de C.07), tableros por encuentro, puntos de match "
                               "(2/1/0 o 3/1/0), puntuación principal (MP o GP), puntos por tablero{bye}, idioma. "
                               "Cambie los valores, no las claves."),
    "tpl_team_settings_bye": (", the value of a bye", ", valor del bye"),
    "tpl_team_legend_mp": ("Match points: per match won, drawn, lost (2/1/0 or 3/1/0; art. 11)",
                           "Puntos de match: por encuentro ganado, empatado, perdido (2/1/0 o 3/1/0; art. 11)"),
    "tpl_team_legend_gp": ("Game points: the sum of the board points (art. 11)",
                           "Puntos de partida: suma de los puntos de los tableros (art. 11)"),
    "tpl_team_legend_de": ("Direct encounter between the tied teams, on the primary score (art. 6)",
                           "Encuentro directo entre los empatados, con la puntuación principal (art. 6)"),
    "tpl_team_legend_ede": ("Extended direct encounter: primary score, then the other score (art. 13.3)",
                            "Encuentro directo extendido: puntuación principal y después la otra (art. 13.3)"),
    "tpl_team_legend_bh": ("Buchholz: sum of the opponents' scores; BH:MP or BH:GP choose which (art. 8.1)",
                           "Buchholz: suma de las puntuaciones de los rivales; BH:MP o BH:GP eligen cuál (art. 8.1)"),
    "tpl_team_legend_sbgp": ("Sonneborn-Berger: each opponent's game points x the game points scored against it "
                             "(art. 13.2)",
                             "Sonneborn-Berger: puntos de partida de cada rival x los obtenidos contra él "
                             "(art. 13.2)"),
    "tpl_team_legend_sbmp": ("The same on match points; EMGSB: opponent's MP x GP scored",
                             "Lo mismo con puntos de match; EMGSB: PM del rival x PP obtenidos"),
    "tpl_team_legend_tsb": ("FIDE 2009 team Sonneborn-Berger (unplayed matches: a draw against oneself)",
                            "Sonneborn-Berger por equipos de FIDE 2009 (encuentros no jugados: tablas consigo "
                            "mismo)"),
    "tpl_team_legend_mpvgp": ("The other score (GP when ranking on MP, and vice versa)",
                              "La otra puntuación (GP si se clasifica por MP y al revés)"),
    "tpl_team_legend_bc": ("Board count, top boards, bottom boards (art. 12): need every board's result",
                           "Recuento de tableros, primeros tableros, últimos tableros (art. 12): necesitan el "
                           "resultado de cada tablero"),
    "tpl_team_order_default": ("Default (FIDE's 2009 recommendations for teams): {primary}, then {codes}",
                               "Por defecto (recomendaciones FIDE de 2009 para equipos): {primary}, y {codes}"),
    "tpl_team_order_mp": ("Primary score MP: {codes}", "Con principal MP: {codes}"),
    "tpl_team_order_feda": ("Spanish federation (primary score MP): {codes}", "FEDA (principal MP): {codes}"),
    "tpl_team_order_2026": ("C.07 2026 (primary score MP): {codes}", "C.07 2026 (principal MP): {codes}"),
    "tpl_team_order_first_row": ("The first row is the Primary score setting (change it above)",
                                 "La primera fila es la clave Principal (cámbiela arriba)"),
    # --- details of a workbook that cannot be read -------------------------------------------
    "detail_not_zip": ("it is not an Office Open XML package (a zip file), as .xlsx and .xlsm files are",
                       "no es un paquete Office Open XML (un fichero zip), como lo son los .xlsx y .xlsm"),
    "detail_library": ("{name}: {text}", "su contenido no es válido ({name})"),
    "detail_expands": ("{member} expands {ratio}x", "{member} se expande {ratio} veces"),
    "detail_unpacked": ("{mb} MB unpacked", "{mb} MB descomprimido"),
    "detail_sheet_name": ("sheet '{sheet}'", "la hoja '{sheet}'"),
    "detail_column": ("{where} has a cell in column {col}, more than {most} columns",
                      "{where} tiene una celda en la columna {col}, más de {most} columnas"),
    "detail_rows": ("{where} has {n} rows or more, beyond {most}", "{where} tiene {n} filas o más, por encima de {most}"),
    "detail_cells_over": ("more than {n} cells", "más de {n} celdas"),
    "detail_cells": ("{n} cells", "{n} celdas"),
    "detail_array_formula": ("an array formula over {ref}", "una fórmula matricial sobre {ref}"),
    "detail_sheet_size": ("sheet '{sheet}' has {rows} rows x {cols} columns",
                          "la hoja '{sheet}' tiene {rows} filas x {cols} columnas"),
    # --- where, in a workbook -----------------------------------------------------------------
    "where_cell_player": ("{cell} (No. {start_no}{name})", "{cell} (nº {start_no}{name})"),
    "where_round": ("round {round}", "ronda {round}"),
    "where_against": ("{cell} (No. {start_no}{name} against No. {opp_no}{opp_name})",
                      "{cell} (nº {start_no}{name} contra nº {opp_no}{opp_name})"),
    "where_setting": ("{cell} (setting '{key}')", "{cell} (parámetro '{key}')"),
    "where_tiebreak_slot": ("{cell} (tie-break order)", "{cell} (orden de desempates)"),
}

#: argparse's own words (usage, headings, its error messages), by argparse's English text.
ARGPARSE: dict[str, tuple[str, str]] = {
    "usage: ": ("usage: ", "uso: "),
    "positional arguments": ("positional arguments", "argumentos"),
    "options": ("options", "opciones"),
    "optional arguments": ("optional arguments", "opciones"),
    "show this help message and exit": ("show this help message and exit", "muestra esta ayuda y termina"),
    "show program's version number and exit": ("show program's version number and exit",
                                               "muestra la versión del programa y termina"),
    "%(prog)s: error: %(message)s\n": ("%(prog)s: error: %(message)s\n", "%(prog)s: error: %(message)s\n"),
    "the following arguments are required: %s": ("the following arguments are required: %s",
                                                 "faltan estos argumentos: %s"),
    "unrecognized arguments: %s": ("unrecognized arguments: %s", "argumentos no reconocidos: %s"),
    "argument %(argument_name)s: %(message)s": ("argument %(argument_name)s: %(message)s",
                                                "argumento %(argument_name)s: %(message)s"),
    "invalid choice: %(value)r (choose from %(choices)s)": ("invalid choice: %(value)r (choose from %(choices)s)",
                                                            "opción no válida: %(value)r (elija entre %(choices)s)"),
    "invalid %(type)s value: %(value)r": ("invalid %(type)s value: %(value)r", "valor no válido: %(value)r"),
    "expected one argument": ("expected one argument", "se esperaba un valor"),
    "expected at least one argument": ("expected at least one argument", "se esperaba al menos un valor"),
    "expected at most one argument": ("expected at most one argument", "se esperaba como mucho un valor"),
    "expected %s argument": ("expected %s argument", "se esperaba %s valor"),
    "expected %s arguments": ("expected %s arguments", "se esperaban %s valores"),
    "not allowed with argument %s": ("not allowed with argument %s", "no se admite junto con %s"),
    "one of the arguments %s is required": ("one of the arguments %s is required", "falta uno de estos argumentos: %s"),
    "ambiguous option: %(option)s could match %(matches)s": ("ambiguous option: %(option)s could match %(matches)s",
                                                             "opción ambigua: %(option)s puede ser %(matches)s"),
    "ignored explicit argument %r": ("ignored explicit argument %r", "se ignora el valor %r"),
    "unexpected option string: %s": ("unexpected option string: %s", "opción inesperada: %s"),
    "can't open '%(filename)s': %(error)s": ("can't open '%(filename)s': %(error)s",
                                             "no se puede abrir '%(filename)s': %(error)s"),
}


def lang_code(lang: Any) -> str:
    """``"es"`` for any Spanish language tag (``es``, ``es_ES.UTF-8``, ``Spanish``), else ``"en"``."""
    s = str(lang or "").strip().lower()
    return "es" if s.startswith(("es", "spanish", "español", "espanol", "castellano")) else "en"


def _locale_lang(value: str) -> str | None:
    v = value.split(":")[0].strip()
    if not v:
        return None
    if v in ("C", "POSIX") or v.startswith(("C.", "POSIX.")):
        return "en"
    return lang_code(v)


def _windows_lang() -> str | None:  # pragma: no cover - Windows only
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no Windows API: no answer
        return None
    return "es" if langid & 0x3FF == 0x0A else "en"  # LANG_SPANISH, any country


def default_lang(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """The language to speak when none is given: the system locale's (the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set, as gettext reads them; ``C`` / ``POSIX`` is English),
    on Windows without those variables the display language, else English. Spanish for any
    Spanish locale (``es_ES``, ``es_AR``, ``es_MX``...)."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        got = _locale_lang(env.get(var, "") or "")
        if got is not None:
            return got
    if (platform or sys.platform) == "win32":
        return _windows_lang() or "en"
    return "en"


class Both(str):
    """Words already written in both languages (a place a reader wrote: ``row 5, column 3`` /
    ``fila 5, columna 3``), for a :class:`Text`'s parameter: the ``str`` is the English."""

    es: str

    def __new__(cls, en: str, es: str) -> Both:
        obj = super().__new__(cls, en)
        obj.es = es
        return obj

    def message(self, lang: str = "en") -> str:
        return self.es if lang_code(lang) == "es" else str(self)

    def __reduce__(self) -> Any:
        return (Both, (str(self), self.es))


def _render_param(v: Any, lang: str) -> Any:
    if isinstance(v, (Text, Both)):
        return v.message(lang)
    if hasattr(v, "message") and callable(v.message) and isinstance(v, Exception):
        return v.message(lang)
    if isinstance(v, tuple):  # several texts joined with "and"
        parts = [str(_render_param(x, lang)) for x in v]
        joiner = TEXTS["w_and"][1 if lang == "es" else 0]
        return ", ".join(parts[:-1]) + joiner + parts[-1] if len(parts) > 1 else "".join(parts)
    return v


def template(code: str, lang: str = "en") -> str:
    """The raw template of ``code`` (from :data:`TEXTS`, else the errors' MESSAGES)."""
    from .errors import MESSAGES

    pair = TEXTS.get(code) or MESSAGES.get(code)
    if pair is None:
        raise KeyError(code)
    return pair[1 if lang_code(lang) == "es" else 0]


def text(code: str, lang: str = "en", /, **params: Any) -> str:
    """The text of ``code`` in ``lang`` with ``params`` (texts among them in the same language)."""
    lg = lang_code(lang)
    tpl = template(code, lg)
    return tpl.format(**{k: _render_param(v, lg) for k, v in params.items()})


class Text(str):
    """A text of the catalogue that can be shown in either language: the ``str`` itself is the
    English wording; :meth:`message` gives it in ``"es"`` or ``"en"``.

    Args:
        code: key of :data:`TEXTS` (or of the errors' MESSAGES).
        warning: shown with a ``warning:`` / ``aviso:`` prefix (default: the codes ``warn_*``).
        location / location_es: where it was noticed, in the organiser's words (put in front).
        **params: the values it names; a :class:`Text` or a tuple of them is rendered in the
            same language.
    """

    code: str
    params: dict[str, Any]
    warning: bool
    location: Any
    location_es: Any

    def __new__(cls, code: str, /, *, warning: bool | None = None, location: Any = None, location_es: Any = None,
                **params: Any) -> Text:
        if warning is None:
            warning = code.startswith("warn_")
        obj = super().__new__(cls, _compose(code, "en", params, warning, location, location_es))
        obj.code = code
        obj.params = params
        obj.warning = warning
        obj.location = location
        obj.location_es = location_es
        return obj

    def message(self, lang: str = "en") -> str:
        return _compose(self.code, lang, self.params, self.warning, self.location, self.location_es)

    def replace_params(self, *, location: Any = None, location_es: Any = None, **params: Any) -> Text:
        """The same text with some parameters (or its location) changed."""
        return Text(self.code, warning=self.warning,
                    location=self.location if location is None else location,
                    location_es=self.location_es if location is None else location_es,
                    **{**self.params, **params})

    def __reduce__(self) -> Any:  # pickling keeps the code
        return (_rebuild, (self.code, self.warning, self.location, self.location_es, self.params))


def _rebuild(code: str, warning: bool, location: Any, location_es: Any, params: dict) -> Text:
    return Text(code, warning=warning, location=location, location_es=location_es, **params)


def _compose(code: str, lang: str, params: Mapping[str, Any], warning: bool, location: Any, location_es: Any) -> str:
    lg = lang_code(lang)
    body = text(code, lg, **params)
    if location:
        if lg == "es":
            from .errors import translate_location

            loc = location_es if location_es else translate_location(str(_render_param(location, lg)), "es")
        else:
            loc = location
        body = f"{_render_param(loc, lg)}: {body}"
    if warning:
        body = f"{TEXTS['w_warning'][1 if lg == 'es' else 0]}: {body}"
    return body


def say(x: Any, lang: str = "en") -> str:
    """``x`` in ``lang``: a :class:`Text` or a :class:`~xl_tiebreaks.errors.TiebreakError`
    in that language, anything else as it is."""
    if isinstance(x, Text):
        return x.message(lang)
    if isinstance(x, Exception) and hasattr(x, "message") and callable(x.message):
        try:
            return str(x.message(lang))
        except TypeError:
            return str(x)
    return str(x)


def is_warning(note: Any) -> bool:
    """Is ``note`` a warning (a :class:`Text` made as one, or a plain text starting ``warning:``)?"""
    if isinstance(note, Text):
        return note.warning
    return str(note).startswith("warning:")


def note_line(note: Any, lang: str = "en") -> str:
    """One line for a note or warning: ``warning: ...`` / ``aviso: ...`` as it is, anything else
    after ``note:`` / ``nota:``."""
    lg = lang_code(lang)
    shown = say(note, lg)
    if is_warning(note):
        if not isinstance(note, Text) and lg == "es":
            return TEXTS["w_warning"][1] + shown[len("warning"):]
        return shown
    return f"{TEXTS['w_note'][1 if lg == 'es' else 0]}: {shown}"


def word(code: str, lang: str = "en") -> str:
    """A word of :data:`TEXTS` in ``lang`` (no parameters)."""
    return TEXTS[code][1 if lang_code(lang) == "es" else 0]


assert not set(TEXTS) & set(ARGPARSE)
