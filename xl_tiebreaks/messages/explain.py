"""Texts of ``explain`` (how one value was made, C.07 article by article), of ``check`` (what is
wrong or odd in an event) and of ``compare``.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
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
    "compare_changed": ("{n} players change places between {rules}", "{n} jugadores cambian de puesto entre {rules}"),
}
