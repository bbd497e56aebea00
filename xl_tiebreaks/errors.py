"""Errors an organiser can act on, in English and Spanish.

Every error the product raises on bad input is a :class:`TiebreakError` (or a
subclass). It carries a message *code*, the parameters of the message and, where
known, a *location* in the organiser's words (``line 12``, ``row 7 (Ana), round 3``).
``str(err)`` is the English text; :meth:`TiebreakError.message` gives either
language. Adapters (CLI, Excel functions) show the message, never a traceback.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

#: Message templates by code: (English, Spanish). Parameters use ``str.format``.
MESSAGES: dict[str, tuple[str, str]] = {
    # --- generic -------------------------------------------------------------
    "internal": (
        "internal error: {detail}",
        "error interno: {detail}",
    ),
    # --- TRF -----------------------------------------------------------------
    "trf_empty": (
        "the file holds no player records (lines starting with 001)",
        "el fichero no tiene registros de jugadores (líneas que empiezan por 001)",
    ),
    "trf_bad_start_no": (
        "start number '{text}' in columns 5-8 is not a number from 1 to 9999",
        "el número inicial '{text}' (columnas 5-8) no es un número del 1 al 9999",
    ),
    "trf_one_sided": (
        "round {round}: nothing here, but player {start_no} (line {line}) has '{mine}' against {opponent}: "
        "this line may be cut short or the round missing",
        "ronda {round}: aquí no hay nada, pero el jugador {start_no} (línea {line}) tiene '{mine}' contra "
        "{opponent}: puede que esta línea esté cortada o falte la ronda",
    ),
    "trf_duplicate_start_no": (
        "start number {start_no} appears twice (also on line {other_line})",
        "el número inicial {start_no} aparece dos veces (también en la línea {other_line})",
    ),
    "trf_bad_round_block": (
        "round {round}: '{text}' is not a round entry (expected opponent, colour and result, "
        "e.g. '  12 w 1')",
        "ronda {round}: '{text}' no es una ronda válida (se espera rival, color y resultado, "
        "p. ej. '  12 w 1')",
    ),
    "trf_bad_result_code": (
        "round {round}: result code '{code}' is unknown (known: 1 0 = + - W D L H F U Z A X ? and blank)",
        "ronda {round}: el código de resultado '{code}' es desconocido "
        "(válidos: 1 0 = + - W D L H F U Z A X ? y en blanco)",
    ),
    "trf_bad_colour": (
        "round {round}: colour '{code}' is unknown (w, b or -)",
        "ronda {round}: el color '{code}' es desconocido (w, b o -)",
    ),
    "trf_opponent_missing": (
        "round {round}: opponent {opponent} has no 001 record in the file",
        "ronda {round}: el rival {opponent} no tiene registro 001 en el fichero",
    ),
    "trf_self_paired": (
        "round {round}: player {start_no} is paired with himself",
        "ronda {round}: el jugador {start_no} está emparejado consigo mismo",
    ),
    "trf_asymmetric": (
        "round {round}: player {start_no} has '{mine}' against {opponent}, but {opponent}'s line "
        "has '{theirs}' for that round",
        "ronda {round}: el jugador {start_no} tiene '{mine}' contra {opponent}, pero la línea de "
        "{opponent} tiene '{theirs}' en esa ronda",
    ),
    "trf_bad_number": (
        "record {record}: '{text}' is not a number",
        "registro {record}: '{text}' no es un número",
    ),
    "trf_bad_date": (
        "record {record}: '{text}' is not a date (expected e.g. 2024/08/01 or 2024-08-01)",
        "registro {record}: '{text}' no es una fecha (se espera p. ej. 2024/08/01 o 2024-08-01)",
    ),
    "trf_decode": (
        "the file could not be decoded as UTF-8, cp1252 or latin-1",
        "no se pudo leer el fichero como UTF-8, cp1252 ni latin-1",
    ),
    "file_not_found": (
        "file '{path}' does not exist",
        "el fichero '{path}' no existe",
    ),
    # --- model -----------------------------------------------------------------
    "round_out_of_range": (
        "round {round} is outside the tournament (rounds 1-{rounds})",
        "la ronda {round} está fuera del torneo (rondas 1-{rounds})",
    ),
    "player_ambiguous": (
        "'{player}' matches several players ({candidates}): give the start number or more of the name",
        "'{player}' coincide con varios jugadores ({candidates}): indique el número inicial o más del nombre",
    ),
    "player_not_found": (
        "player {player} is not in the tournament",
        "el jugador {player} no está en el torneo",
    ),
    # --- tie-break specifications ----------------------------------------------
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
    "tb_needs_ratings": (
        "'{text}' needs the players' ratings: give the ratings column (one rating per row) as the "
        "ratings argument",
        "'{text}' necesita el rating (Elo) de los jugadores: indique la columna de ratings (uno por fila) "
        "en el argumento ratings",
    ),
    "workbook_too_big": (
        "'{path}' is too large to read safely ({what}); a tournament workbook is far smaller: check "
        "that it is the right file",
        "'{path}' es demasiado grande para leerlo con seguridad ({what}); un libro de torneo es mucho más "
        "pequeño: compruebe que es el fichero correcto",
    ),
    "workbook_unreadable": (
        "'{path}' is not a readable Excel workbook (.xlsx/.xlsm): {detail}",
        "'{path}' no es un libro de Excel legible (.xlsx/.xlsm): {detail}",
    ),
    "policy_unknown": (
        "unknown policy '{text}' (known: {known})",
        "política desconocida '{text}' (conocidas: {known})",
    ),
    "manual_bad_row": (
        "'{text}' is not a start number (the manual-criteria file needs a start_no column)",
        "'{text}' no es un número inicial (el fichero de criterios manuales necesita una columna start_no)",
    ),
    "manual_bad_value": (
        "manual criterion '{text}', player {player}: '{value}' is not a number",
        "criterio manual '{text}', jugador {player}: '{value}' no es un número",
    ),
    "manual_missing": (
        "manual criterion '{text}' has no values: give one value per player",
        "el criterio manual '{text}' no tiene valores: dé un valor por jugador",
    ),
    # --- cell ranges: crosstables, Swiss grids, pairing lists (readers/grids.py) ---
    "grid_unreadable": (
        "the cells could not be read ({detail}); select only the result cells",
        "no se pudieron leer las celdas ({detail}); seleccione solo las celdas de resultados",
    ),
    "grid_not_table": (
        "{what}: expected a range of cells (rows of cells), got {got}",
        "{what}: se esperaba un rango de celdas (filas de celdas), pero llegó {got}",
    ),
    "grid_mixed_rows": (
        "{what}: this row is a single value among rows of cells; select a rectangular range",
        "{what}: esta fila es un valor suelto entre filas de celdas; seleccione un rango rectangular",
    ),
    "grid_bad_list": (
        "{what}: expected one value per player (a row or a column of cells), got {got}",
        "{what}: se esperaba un valor por jugador (una fila o una columna de celdas), pero llegó {got}",
    ),
    "grid_empty": (
        "the range is empty: select the cells that hold the results",
        "el rango está vacío: seleccione las celdas que contienen los resultados",
    ),
    "grid_bool": (
        "the cell holds {value}, which is not a result; type the result (1, ½, 0) or leave it blank",
        "la celda contiene {value_es}, que no es un resultado; escriba el resultado (1, ½, 0) o déjela en blanco",
    ),
    "grid_result_date": (
        "the cell holds the date {shown}: Excel turned what was typed (probably 1/2) into a date. "
        "Format the result cells as Text and type the result again, or type ½ or 0.5",
        "la celda contiene la fecha {shown}: Excel convirtió lo escrito (probablemente 1/2) en una fecha. "
        "Dé a las celdas de resultados formato Texto y vuelva a escribir el resultado, o escriba ½ o 0,5",
    ),
    "grid_result_date_number": (
        "{value} is a date for Excel ({shown}), not a result: Excel turned what was typed (probably 1/2) "
        "into a date. Format the result cells as Text and type the result again, or type ½ or 0.5",
        "{value} es una fecha para Excel ({shown}), no un resultado: Excel convirtió lo escrito "
        "(probablemente 1/2) en una fecha. Dé a las celdas de resultados formato Texto y vuelva a escribir "
        "el resultado, o escriba ½ o 0,5",
    ),
    "grid_bad_number": (
        "'{text}' is not a number that can be a result",
        "'{text}' no es un número que pueda ser un resultado",
    ),
    "grid_bad_cell": (
        "the cell holds a value of type {got}, which is not a result",
        "la celda contiene un valor de tipo {got}, que no es un resultado",
    ),
    "grid_excel_error": (
        "the cell shows the Excel error {text}: correct its formula or type the value",
        "la celda muestra el error de Excel {text}: corrija su fórmula o escriba el valor",
    ),
    "grid_number_not_result": (
        "{value} is not a result in this score system (win / draw / loss = {values})",
        "{value} no es un resultado en este sistema de puntuación (victoria / tablas / derrota = {values})",
    ),
    "grid_names_count": (
        "the names list has {got} names but the table has {rows} rows of players",
        "la lista de nombres tiene {got} nombres pero la tabla tiene {rows} filas de jugadores",
    ),
    "grid_ratings_count": (
        "the ratings list has {got} entries but the table has {rows} players",
        "la lista de ratings tiene {got} entradas pero la tabla tiene {rows} jugadores",
    ),
    "grid_totals_count": (
        "the totals list has {got} entries but the table has {rows} players",
        "la lista de totales tiene {got} entradas pero la tabla tiene {rows} jugadores",
    ),
    "grid_start_numbers_count": (
        "the start numbers list has {got} entries but the table has {rows} rows of players",
        "la lista de números iniciales tiene {got} entradas pero la tabla tiene {rows} filas de jugadores",
    ),
    "grid_start_number_missing": (
        "the start number is missing: give one for every row",
        "falta el número inicial: indique uno para cada fila",
    ),
    "grid_bad_start_number": (
        "start number '{text}' is not a whole number from 1 to 9999",
        "el número inicial '{text}' no es un número entero de 1 a 9999",
    ),
    "grid_duplicate_start_number": (
        "start number {start_no} is also given to entry {other}",
        "el número inicial {start_no} también está asignado a la entrada {other}",
    ),
    "grid_bad_rating": (
        "rating '{text}' is not a whole number of rating points (0-4000; blank for unrated)",
        "el rating '{text}' no es un número entero de puntos (0-4000; en blanco si no tiene)",
    ),
    "grid_bad_total": (
        "total '{text}' is not a number of points",
        "el total '{text}' no es un número de puntos",
    ),
    "grid_duplicate_name": (
        "the name '{name}' belongs to rows {a} and {b}, so it does not say who the opponent is; "
        "write the start number or make the names different",
        "el nombre '{name}' corresponde a las filas {a} y {b}, así que no indica quién es el rival; "
        "escriba el número inicial o haga distintos los nombres",
    ),
    "grid_bad_opponent": (
        "'{text}' is not an opponent: write his start number (or his name when names are given)",
        "'{text}' no es un rival: escriba su número inicial (o su nombre si se dan los nombres)",
    ),
    "grid_opponent_missing": (
        "opponent {opponent} is not in the table ({first}–{last})",
        "el rival {opponent} no está en la tabla ({first}–{last})",
    ),
    "grid_unknown_name": (
        "'{text}' is not in the list of names",
        "'{text}' no está en la lista de nombres",
    ),
    "grid_self_paired": (
        "the player is paired with himself",
        "el jugador está emparejado consigo mismo",
    ),
    "grid_bye_value": (
        "'{text}': a bye worth {value} does not exist in this score system",
        "'{text}': no existe un bye que valga {value} en este sistema de puntuación",
    ),
    "grid_bad_option": (
        "{option}={value} is not valid (use {valid})",
        "{option}={value} no es válido (use {valid})",
    ),
    "ct_shape": (
        "the crosstable has {rows} rows and {cols} columns: it needs one column per player, in the "
        "order of the rows (N × N), or two blocks for a double round robin (N × 2N); select only the "
        "result cells (names and totals apart)",
        "la tabla cruzada tiene {rows} filas y {cols} columnas: necesita una columna por jugador, en el "
        "orden de las filas (N × N), o dos bloques para un doble todos contra todos (N × 2N); seleccione "
        "solo las celdas de resultados (nombres y totales aparte)",
    ),
    "ct_blocks_not_double": (
        "the crosstable has {cols} columns for {rows} players (two blocks), but it was said not to be "
        "a double round robin",
        "la tabla cruzada tiene {cols} columnas para {rows} jugadores (dos bloques), pero se indicó que "
        "no es un doble todos contra todos",
    ),
    "ct_too_few_players": (
        "a crosstable needs at least two players (found {n})",
        "una tabla cruzada necesita al menos dos jugadores (hay {n})",
    ),
    "ct_diagonal": (
        "'{text}' is on the diagonal, where a player would meet himself: leave it blank or write X "
        "(and select only the result cells, without names or numbers)",
        "'{text}' está en la diagonal, donde un jugador se enfrentaría a sí mismo: déjela en blanco o "
        "escriba X (y seleccione solo las celdas de resultados, sin nombres ni números)",
    ),
    "ct_mark_off_diagonal": (
        "'{text}' marks the diagonal, but this cell is not on it: the columns must list the players in "
        "the same order as the rows",
        "'{text}' marca la diagonal, pero esta celda no está en ella: las columnas deben seguir el mismo "
        "orden de jugadores que las filas",
    ),
    "ct_bad_result": (
        "'{text}' is not a result: write 1, ½ (or 0.5, =), 0, + or - (forfeit), or leave it blank "
        "if the game is not played yet",
        "'{text}' no es un resultado: escriba 1, ½ (o 0,5, =), 0, + o - (incomparecencia), o déjela en "
        "blanco si la partida aún no se ha jugado",
    ),
    "ct_pair_result": (
        "'{text}' is a board result; a crosstable cell holds the row player's result only (1, ½ or 0)",
        "'{text}' es un resultado de mesa; una celda de la tabla cruzada solo lleva el resultado del "
        "jugador de la fila (1, ½ o 0)",
    ),
    "ct_two_results_no_space": (
        "'{text}' looks like two results written together: separate them with a space (e.g. '1 ½')",
        "'{text}' parecen dos resultados juntos: sepárelos con un espacio (p. ej. '1 ½')",
    ),
    "ct_too_many_results": (
        "'{text}' holds more than two results; a cell holds one result, or two in a double round robin",
        "'{text}' tiene más de dos resultados; una celda lleva un resultado, o dos en un doble todos "
        "contra todos",
    ),
    "ct_two_results_in_block": (
        "'{text}' holds two results, but the table already has a block per cycle: one result per cell",
        "'{text}' tiene dos resultados, pero la tabla ya tiene un bloque por vuelta: un resultado por celda",
    ),
    "ct_two_results_single": (
        "'{text}' holds two results, but it was said to be a single round robin",
        "'{text}' tiene dos resultados, pero se indicó que es un todos contra todos a una vuelta",
    ),
    "ct_asymmetric": (
        "'{mine}'{cycle} here, but {other} says '{theirs}': the two cells of a game must agree "
        "(1 and 0, ½ and ½, + and -, blank and blank)",
        "'{mine}'{cycle_es} aquí, pero {other_es} dice '{theirs}': las dos celdas de una partida deben "
        "coincidir (1 y 0, ½ y ½, + y -, en blanco y en blanco)",
    ),
    "ct_rounds_empty": (
        "the rounds range is empty",
        "el rango de rondas está vacío",
    ),
    "ct_rounds_shape": (
        "the rounds range has {rows} rows and {cols} columns, which fits neither a grid of round "
        "numbers like the crosstable nor one row of opponents per player ({n} players)",
        "el rango de rondas tiene {rows} filas y {cols} columnas, que no corresponde ni a una tabla de "
        "números de ronda como la tabla cruzada ni a una fila de rivales por jugador ({n} jugadores)",
    ),
    "ct_rounds_bad_number": (
        "rounds: '{text}' is not a round number",
        "rondas: '{text}' no es un número de ronda",
    ),
    "ct_rounds_diagonal": (
        "rounds: '{text}' is on the diagonal, where a player would meet himself",
        "rondas: '{text}' está en la diagonal, donde un jugador se enfrentaría a sí mismo",
    ),
    "ct_rounds_asymmetric": (
        "rounds: round {b} here, but {other} says round {a} for the same game",
        "rondas: ronda {b} aquí, pero {other_es} indica la ronda {a} para la misma partida",
    ),
    "ct_rounds_opponent_mismatch": (
        "rounds: the opponent is {opponent}, whose row does not name this player in that round",
        "rondas: el rival es {opponent}, cuya fila no nombra a este jugador en esa ronda",
    ),
    "ct_rounds_met_again": (
        "rounds: {opponent} is met more often than the round robin allows",
        "rondas: se juega contra {opponent} más veces de las que permite el todos contra todos",
    ),
    "ct_rounds_clash": (
        "rounds: two games in the same round (against {a} and against {b})",
        "rondas: dos partidas en la misma ronda (contra {a} y contra {b})",
    ),
    "ct_rounds_missing": (
        "rounds: the game against {opponent}{cycle} has a result but no round",
        "rondas: la partida contra {opponent}{cycle_es} tiene resultado pero no ronda",
    ),
    "ct_rounds_ambiguous": (
        "rounds: the range reads both as round numbers and as opponents, with different rounds; "
        "write it as a grid of round numbers shaped like the crosstable",
        "rondas: el rango se puede leer como números de ronda y como rivales, con rondas distintas; "
        "escríbalo como una tabla de números de ronda con la forma de la tabla cruzada",
    ),
    "sw_bad_cell": (
        "'{text}' is not a round entry: write opponent, colour and result (e.g. 12w1, 5b½, 7n=, 12w+), "
        "BYE, H, F, Z, NP, Retirado, or leave it blank",
        "'{text}' no es una ronda válida: escriba rival, color y resultado (p. ej. 12b1, 5n½, 7n=, 12b+), "
        "LIBRE, H, F, Z, NP, Retirado, o déjela en blanco",
    ),
    "sw_unknown_name_in_cell": (
        "'{text}': '{name}' is not in the list of names",
        "'{text}': '{name}' no está en la lista de nombres",
    ),
    "sw_bad_after_name": (
        "'{text}': after the opponent '{name}' write the colour this player had and the result "
        "(e.g. '{name} Negras 1', '{name} b 1')",
        "'{text}': después del rival '{name}' escriba el color con que jugó y el resultado "
        "(p. ej. '{name} Negras 1', '{name} n 1')",
    ),
    "sw_ambiguous_word": (
        "'{text}' is both a player's name and a bye code: write the opponent with colour or result "
        "(e.g. '{text} w'), or the bye as BYE / LIBRE with its value",
        "'{text}' es a la vez el nombre de un jugador y un código de bye: escriba el rival con color o "
        "resultado (p. ej. '{text} n'), o el bye como LIBRE / BYE con su valor",
    ),
    "sw_bad_colour": (
        "'{text}' is not a colour: write w/b (white/black), b/n (blancas/negras) or ○/●",
        "'{text}' no es un color: escriba b/n (blancas/negras), w/b (white/black) o ○/●",
    ),
    "sw_bad_result": (
        "'{text}' is not a result: write 1, ½ (or 0.5, =), 0, + or - (forfeit), or leave it blank",
        "'{text}' no es un resultado: escriba 1, ½ (o 0,5, =), 0, + o - (incomparecencia), o déjelo en blanco",
    ),
    "sw_colour_without_opponent": (
        "colour '{text}' without an opponent or a result",
        "color '{text}' sin rival ni resultado",
    ),
    "sw_bye_with_opponent": (
        "'{text}' is a bye, but an opponent is written for this round",
        "'{text}' es un bye, pero hay un rival escrito en esta ronda",
    ),
    "sw_colour_undecidable": (
        "a bare 'b' can mean White (blancas) or Black, and nothing in the table says which: write w/b "
        "(white/black) or b/n (blancas/negras) consistently, or say the sheet's language",
        "una 'b' sola puede significar blancas o Black (negras), y nada en la tabla indica cuál: escriba "
        "b/n (blancas/negras) o w/b (white/black) de forma coherente, o indique el idioma de la hoja",
    ),
    "sw_colour_conflict": (
        "the colour letters do not agree on what a bare 'b' means (also written: {letters}; the two "
        "players of a game must have opposite colours): write w/b (white/black) or b/n "
        "(blancas/negras) consistently",
        "las letras de color no coinciden en lo que significa una 'b' sola (también escrito: {letters}; "
        "los dos jugadores de una partida llevan colores opuestos): escriba b/n (blancas/negras) o w/b "
        "(white/black) de forma coherente",
    ),
    "sw_paired_twice": (
        "{opponent} is also the opponent of {other} in this round: a player plays once per round",
        "{opponent} también es rival de {other_es} en esta ronda: un jugador juega una vez por ronda",
    ),
    "sw_opponent_mismatch": (
        "the opponent is {opponent}, but {other} has {theirs} in round {round}",
        "el rival es {opponent}, pero {other_es} {theirs_es} en la ronda {round}",
    ),
    "sw_result_mismatch": (
        "'{mine}' against {opponent}, but {other} says '{theirs}': the two rows of a game must agree",
        "'{mine}' contra {opponent}, pero {other_es} dice '{theirs}': las dos filas de una partida deben "
        "coincidir",
    ),
    "sw_same_colour": (
        "'{mine}' against {opponent}, but {other} says '{theirs}': both players would have {colour}",
        "'{mine}' contra {opponent}, pero {other_es} dice '{theirs}': los dos jugadores llevarían {colour_es}",
    ),
    "pl_shape": (
        "a pairing list has {expected} columns (round, board, White, Black, result); the range has {cols}",
        "una lista de emparejamientos tiene {expected} columnas (ronda, mesa, blancas, negras, "
        "resultado); el rango tiene {cols}",
    ),
    "pl_bad_round": (
        "'{text}' is not a round number",
        "'{text}' no es un número de ronda",
    ),
    "pl_no_round": (
        "the first board has no round number",
        "la primera mesa no tiene número de ronda",
    ),
    "pl_no_players": (
        "the pairing list names no player",
        "la lista de emparejamientos no nombra a ningún jugador",
    ),
    "pl_bad_result": (
        "'{text}' is not a board result: write 1-0, ½-½, 0-1, +/- or -/+ (forfeit), -/- (both forfeited), "
        "0-0 (both lost), or leave it blank",
        "'{text}' no es un resultado de mesa: escriba 1-0, ½-½, 0-1, +/- o -/+ (incomparecencia), -/- (ambos "
        "incomparecientes), 0-0 (ambos pierden), o déjelo en blanco",
    ),
    "pl_result_not_in_system": (
        "'{text}': the numbers are not results of this score system (win / draw / loss = {values})",
        "'{text}': los números no son resultados de este sistema de puntuación (victoria / tablas / "
        "derrota = {values})",
    ),
    "pl_result_impossible": (
        "'{text}' is not a possible result of one game (1-0, ½-½ or 0-1)",
        "'{text}' no es un resultado posible de una partida (1-0, ½-½ o 0-1)",
    ),
    "pl_twice_in_round": (
        "{player} already plays on row {other} in round {round}",
        "{player} ya juega en la fila {other} de la ronda {round}",
    ),
    "pl_missing_player": (
        "a board needs a player on each side (or BYE on one side)",
        "una mesa necesita un jugador en cada lado (o LIBRE en uno de ellos)",
    ),
    "pl_bye_both": (
        "BYE on both sides of the board",
        "LIBRE en los dos lados de la mesa",
    ),
    "pl_bad_bye_result": (
        "'{text}' is not the value of a bye: write 1, ½ or 0 (or U, H, F, Z)",
        "'{text}' no es el valor de un bye: escriba 1, ½ o 0 (o U, H, F, Z)",
    ),
    # --- team events (xl_tiebreaks.teams) ------------------------------------------
    "team_duplicate": (
        "team number {team} appears twice (team numbers are whole numbers from 1, one per team)",
        "el número de equipo {team} aparece dos veces (números enteros desde 1, uno por equipo)",
    ),
    "team_boards_unknown": (
        "the number of boards per match is unknown: give it (setting boards / tableros) or enter "
        "both teams' game points of a match",
        "no se sabe cuántos tableros tiene cada encuentro: indíquelo (parámetro tableros / boards) o "
        "escriba los puntos de partida de los dos equipos de un encuentro",
    ),
    "team_opponent_missing": (
        "the opponent team {opponent} is not in the event",
        "el equipo rival {opponent} no está en el torneo",
    ),
    "team_self_paired": (
        "the team is paired with itself",
        "el equipo está emparejado consigo mismo",
    ),
    "team_asymmetric": (
        "'{mine}' against {opponent}, but {opponent} has '{theirs}' for that round",
        "'{mine}' contra {opponent}, pero {opponent} tiene '{theirs}' en esa ronda",
    ),
    "team_bad_board": (
        "board {board} is not a board of the match (boards 1-{boards})",
        "el tablero {board} no es un tablero del encuentro (tableros 1-{boards})",
    ),
    "team_no_game_points": (
        "a played match needs the game points or the board results",
        "un encuentro jugado necesita los puntos de partida o los resultados por tablero",
    ),
    "team_needs_boards": (
        "'{text}' needs the board-by-board results of every match (art. 12); enter them in the cells "
        "('8w 1 ½ 0 1') or as a board list",
        "'{text}' necesita los resultados tablero a tablero de cada encuentro (art. 12); escríbalos en "
        "las celdas ('8b 1 ½ 0 1') o como lista de tableros",
    ),
    "team_cell_no_opponent": (
        "'{text}': game points without the opponent team; write e.g. '8w{text}' (opponent 8, White on "
        "board 1)",
        "'{text}': puntos de partida sin el equipo rival; escriba p. ej. '8b{text}' (rival 8, blancas en "
        "el tablero 1)",
    ),
    "team_bad_cell": (
        "'{text}' is not a team round: write opponent, colour of board 1 and game points ('8w2.5'), "
        "the board results ('8w 1 ½ 0 1'), '6+F' / '6-F' (forfeit), PAB, HPB, FPB, ZPB, NP, or leave it "
        "blank",
        "'{text}' no es una ronda de equipo: escriba rival, color del tablero 1 y puntos de partida "
        "('8b2,5'), los resultados por tablero ('8b 1 ½ 0 1'), '6+F' / '6-F' (incomparecencia), PAB, HPB, "
        "FPB, ZPB, NP, o déjela en blanco",
    ),
    "team_grid_opponent_missing": (
        "opponent team {opponent} is not in the table",
        "el equipo rival {opponent} no está en la tabla",
    ),
    "team_grid_mismatch": (
        "'{mine}' against {opponent}, but {opponent}'s cell for that round is '{theirs}'",
        "'{mine}' contra {opponent}, pero la celda de {opponent} en esa ronda es '{theirs}'",
    ),
    "team_same_colour": (
        "both teams have the same colour on board 1 against {opponent}",
        "los dos equipos llevan el mismo color en el tablero 1 contra {opponent}",
    ),
    "team_forfeit_unpaired": (
        "a forfeit without the opponent team, and the round has not exactly one '+F' and one '-F': "
        "write the opponent ('6+F')",
        "una incomparecencia sin el equipo rival, y la ronda no tiene exactamente un '+F' y un '-F': "
        "escriba el rival ('6+F')",
    ),
    "team_gp_too_many": (
        "{gp} game points in a match of {boards} boards",
        "{gp} puntos de partida en un encuentro de {boards} tableros",
    ),
    "team_board_count": (
        "{got} board results, but matches have {boards} boards",
        "{got} resultados por tablero, pero los encuentros tienen {boards} tableros",
    ),
    "team_ct_asymmetric": (
        "'{mine}' here and '{theirs}' in the mirrored cell: the two cells of a match must agree "
        "(game points of each team, '+' against '-')",
        "'{mine}' aquí y '{theirs}' en la celda simétrica: las dos celdas de un encuentro deben "
        "coincidir (puntos de partida de cada equipo, '+' frente a '-')",
    ),
    "team_ct_too_many": (
        "a match adds up to {total} game points, more than its {boards} boards",
        "un encuentro suma {total} puntos de partida, más que sus {boards} tableros",
    ),
    "team_bl_shape": (
        "a board list has 5 columns (round, board, team A, team B, result); the range has {cols}",
        "una lista de tableros tiene 5 columnas (ronda, tablero, equipo A, equipo B, resultado); el "
        "rango tiene {cols}",
    ),
    "team_bl_board": (
        "'{text}' is not a board of the match (a board number, once per match)",
        "'{text}' no es un tablero del encuentro (un número de tablero, una vez por encuentro)",
    ),
    "team_bl_team": (
        "'{text}' is not a team (team number or name)",
        "'{text}' no es un equipo (número o nombre del equipo)",
    ),
    "team_trf_no_teams": (
        "the file has no team records (310, or 013 in TRF-16)",
        "el fichero no tiene registros de equipos (310, o 013 en TRF-16)",
    ),
    "team_trf_player": (
        "player {player} has no 001 record or is in two teams",
        "el jugador {player} no tiene registro 001 o está en dos equipos",
    ),
    "team_trf_two_opponents": (
        "the team's players meet several teams ({teams}) in one round",
        "los jugadores del equipo se enfrentan a varios equipos ({teams}) en una ronda",
    ),
    "team_trf_bad_record": (
        "the record cannot be read",
        "no se puede leer el registro",
    ),
    # --- real events: played 0-0, old rating cuts, named rounds, team TRF (issue 12) ----
    "pairing_double_loss": (
        "round {round}: {start_no} and {opponent} both lost their game ('{mine}' / '{theirs}'): read as a game "
        "both played, each scoring a loss (an arbiter's decision)",
        "ronda {round}: {start_no} y {opponent} perdieron los dos su partida ('{mine}' / '{theirs}'): se lee como "
        "una partida jugada por ambos, con derrota para cada uno (decisión arbitral)",
    ),
    "pairing_unbalanced": (
        "round {round}: the results of {start_no} and {opponent} ('{mine}' / '{theirs}') do not add up to one "
        "game: each side's own result was used; check them",
        "ronda {round}: los resultados de {start_no} y {opponent} ('{mine}' / '{theirs}') no suman una partida: "
        "se usó el resultado de cada uno; revíselos",
    ),
    "round_no_results": (
        "round {round} has no result yet ({pending} game(s) paired): ask for the values after round {previous}, "
        "or type the round's results",
        "la ronda {round} aún no tiene resultados ({pending} partida(s) emparejada(s)): pida los valores tras la "
        "ronda {previous}, o escriba los resultados de la ronda",
    ),
    "round_not_paired": (
        "round {round} has not been paired yet (only {byes} bye(s) entered in advance): ask for the values after "
        "round {previous}, or enter the round's pairings",
        "la ronda {round} aún no está emparejada (solo {byes} bye(s) anotado(s) por adelantado): pida los valores "
        "tras la ronda {previous}, o escriba los emparejamientos de la ronda",
    ),
    "points_after_rounds": (
        "the totals in the file count rounds after round {round}, the last round played: {n} player(s) "
        "(start numbers {players}; e.g. {start_no}: {declared} in the file, {used} after round {round}), a bye "
        "entered before its round is paired; the values are after round {round}",
        "los totales del fichero cuentan rondas posteriores a la {round}, la última jugada: {n} jugador(es) "
        "(números iniciales {players}; p. ej. {start_no}: {declared} en el fichero, {used} tras la ronda "
        "{round}), un bye anotado antes de emparejar su ronda; los valores son tras la ronda {round}",
    ),
    "total_after_rounds": (
        "the total typed ({declared}) counts rounds after round {round}, the last round played ({used} after "
        "round {round}): a bye entered before its round is paired; the standings use round {round}",
        "el total escrito ({declared}) cuenta rondas posteriores a la {round}, la última jugada ({used} tras la "
        "ronda {round}): un bye anotado antes de emparejar su ronda; la clasificación usa la ronda {round}",
    ),
    "team_board_double_loss": (
        "round {round}, board {board}: the players of {team} and {opponent} both lost their game ('{text}'): read "
        "as a game both played, each scoring a loss (an arbiter's decision)",
        "ronda {round}, tablero {board}: los jugadores de {team} y {opponent} perdieron los dos su partida "
        "('{text}'): se lee como una partida jugada por ambos, con derrota para cada uno (decisión arbitral)",
    ),
    "team_board_unbalanced": (
        "round {round}, board {board}: '{text}' ({team} against {opponent}) does not add up to one game: each "
        "side's own result was used; check it",
        "ronda {round}, tablero {board}: '{text}' ({team} contra {opponent}) no suma una partida: se usó el "
        "resultado de cada lado; revíselo",
    ),
    # --- the Excel path: ranges, hosts, functions (issue 13) ----------------------------
    "sw_pair_result": (
        "'{text}' is a board's result (both players): in a grid write this player's own result "
        "(1, ½, 0, + or -)",
        "'{text}' es el resultado de una mesa (los dos jugadores): en un cuadro escriba el resultado de este "
        "jugador (1, ½, 0, + o -)",
    ),
    "grid_list_rows": (
        "the {what} range has {got} rows but the results range has {rows}{header}: select the {what} of the "
        "same rows",
        "el rango de {what_es} tiene {got} filas pero el de resultados tiene {rows}{header_es}: seleccione los "
        "{what_es} de las mismas filas",
    ),
    "range_numbering_ambiguous": (
        "the players can be numbered in two ways that both fit every game (by a column of the range and by "
        "another column or the row order): add a header row naming the start-number column No. (or SNo)",
        "los jugadores se pueden numerar de dos maneras que encajan con todas las partidas (por una columna del "
        "rango y por otra o por el orden de las filas): añada una fila de cabecera que llame Nº (o No., SNo) a la "
        "columna de números iniciales",
    ),
    "range_rows_not_start_order": (
        "{problem}. The rows were read as start numbers 1, 2, 3... (the range has no No. column): if they are "
        "in another order (by rank), select the No. column with the results",
        "{problem_es}. Las filas se han leído como números iniciales 1, 2, 3... (el rango no tiene columna de "
        "Nº): si están en otro orden (por puesto), seleccione la columna de Nº con los resultados",
    ),
    "grid_duplicate_start_number_row": (
        "start number {start_no} is also on row {other}",
        "el número inicial {start_no} también está en la fila {other}",
    ),
    "tb_unrated_players": (
        "'{text}': {count} player(s) without a rating ({players}); C.07 art. 10 leaves it undefined for "
        "everybody unless a rating for unrated players was announced: add the setting unrated=<rating> "
        "(e.g. unrated=1400)",
        "'{text}': {count} jugador(es) sin Elo ({players}); C.07 art. 10 lo deja sin definir para todos salvo "
        "que se haya anunciado un Elo para los jugadores sin Elo: añada el ajuste sin_elo=<Elo> "
        "(p. ej. sin_elo=1400)",
    ),
    # --- hostile input: paths, bounds, validation (issue 14) ----------------------------
    "path_not_regular_input": (
        "'{path}' is {kind}, not a file: give the path of a file",
        "'{path}' es {kind_es}, no un fichero: indique la ruta de un fichero",
    ),
    "path_not_regular_output": (
        "'{path}' is {kind}: xl-tiebreaks writes only to a regular file (or to the screen with -o -); "
        "choose a file name",
        "'{path}' es {kind_es}: xl-tiebreaks solo escribe en un fichero normal (o en pantalla con -o -); "
        "elija un nombre de fichero",
    ),
    "file_too_big": (
        "'{path}' is larger than {limit}, more than any {what} can be: check that it is the right file",
        "'{path}' ocupa más de {limit}, más de lo que puede ocupar {what_es}: compruebe que es el fichero "
        "correcto",
    ),
    "output_exists": (
        "'{path}' exists; add --force to replace it",
        "'{path}' ya existe; añada --force para reemplazarlo",
    ),
    "output_is_input": (
        "the output file '{path}' is the input file; choose another name",
        "el fichero de salida '{path}' es el de entrada; elija otro nombre",
    ),
    "output_no_folder": (
        "the folder '{folder}' does not exist",
        "la carpeta '{folder}' no existe",
    ),
    "output_suffix": (
        "'{path}': {what} is written as {suffixes}; choose one of those",
        "'{path}': {what_es} se escribe como {suffixes_es}; elija una de ellas",
    ),
    "output_binary_terminal": (
        "a workbook is not shown on the screen: give a file name with -o, or send it to a file "
        "(-o - > file.xlsx)",
        "un libro no se muestra en pantalla: indique un nombre de fichero con -o, o envíelo a un fichero "
        "(-o - > fichero.xlsx)",
    ),
    "write_failed": (
        "could not write '{path}': {reason}; nothing was written (a file already there is left as it was)",
        "no se pudo escribir '{path}': {reason_es}; no se escribió nada (un fichero que ya existiera queda "
        "como estaba)",
    ),
    "read_failed": (
        "could not read '{path}': {reason}",
        "no se pudo leer '{path}': {reason_es}",
    ),
    "workbook_sheet_missing": (
        "the workbook's range {name} is on the sheet '{sheet}', which the workbook no longer has (renamed or "
        "deleted): give the sheet back its name, or copy the data into a new workbook (xl-tiebreaks template)",
        "el rango {name} del libro está en la hoja '{sheet}', que el libro ya no tiene (renombrada o "
        "eliminada): devuelva a la hoja su nombre, o copie los datos en un libro nuevo (xl-tiebreaks template)",
    ),
    "workbook_name_broken": (
        "the workbook's name {name} refers to '{target}', which is no range of cells (cells or a sheet were "
        "deleted): in Excel, Formulas > Name Manager, point it at its cells again",
        "el nombre {name} del libro apunta a '{target}', que no es un rango de celdas (se eliminaron celdas o "
        "una hoja): en Excel, Fórmulas > Administrador de nombres, vuelva a apuntarlo a sus celdas",
    ),
    "workbook_cell_error": (
        "the cell {cell} shows {error}: {why}",
        "la celda {cell} muestra {error}: {why}",
    ),
    "workbook_macros_dropped": (
        "'{source}' holds macros, which an .xlsx cannot: '{path}' is written without them (name it .xlsm to "
        "keep them)",
        "'{source}' contiene macros, que un .xlsx no admite: '{path}' se escribe sin ellas (llámelo .xlsm para "
        "conservarlas)",
    ),
    "workbook_no_macros": (
        "'{source}' holds no macros, so its copy is an .xlsx, not '{path}': name the copy .xlsx",
        "'{source}' no contiene macros, así que su copia es un .xlsx, no '{path}': llame .xlsx a la copia",
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
    "tb_manual_not_computed": (
        "'{text}' is decided by the arbiter (drawing of lots or play-off), not computed: leave it out of the "
        "list here; the ties left after the other tie-breaks are broken by lot or play-off",
        "'{text}' lo decide el árbitro (sorteo o desempate a partidas), no se calcula: quítelo de la lista "
        "aquí; los empates que queden tras los demás desempates se deciden por sorteo o partidas",
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
    "manual_duplicate": (
        "start number {start_no} has two lines (also line {other}): keep one",
        "el número inicial {start_no} tiene dos líneas (también la línea {other}): deje una",
    ),
    "manual_unknown_player": (
        "start number {start_no} is not a player of the event",
        "el número inicial {start_no} no es un jugador del torneo",
    ),
    "manual_no_column": (
        "the manual-criteria file needs a start_no (or n_inicial) column (its first line has: {found})",
        "el fichero de criterios manuales necesita una columna n_inicial (o start_no) (su primera línea tiene: "
        "{found})",
    ),
    "date_ambiguous": (
        "the date '{text}' reads as {a} or as {b}, which fall under different editions of C.07: write it with "
        "a four-digit year (e.g. {a} or {b})",
        "la fecha '{text}' se lee como {a} o como {b}, que caen en ediciones distintas del C.07: escríbala con "
        "el año en cuatro cifras (p. ej. {a} o {b})",
    ),
    "trf_date_ambiguous": (
        "record {record}: the date '{text}' reads as {a} or as {b}, which fall under different editions of "
        "C.07: write it as YYYY/MM/DD in the file, or say the rules (--rules FIDE2024 / FIDE2026)",
        "registro {record}: la fecha '{text}' se lee como {a} o como {b}, que caen en ediciones distintas del "
        "C.07: escríbala como AAAA/MM/DD en el fichero, o indique las reglas (--rules FIDE2024 / FIDE2026)",
    ),
    "grid_duplicate_name_entries": (
        "the name '{name}' is entries {a} and {b} of the names list, so it does not say who plays here; write "
        "the start number or make the names different",
        "el nombre '{name}' es las entradas {a} y {b} de la lista de nombres, así que no indica quién juega "
        "aquí; escriba el número inicial o haga distintos los nombres",
    ),
    "value_as_typed": (
        "{what}: '{value}' is not {expected}",
        "{what_es}: '{value}' no es {expected_es}",
    ),
    # --- LibreOffice (issue 15) ----------------------------------------------------------
    "lo_not_found": (
        "LibreOffice cannot be used here: {detail}. Install LibreOffice (https://www.libreoffice.org/download/; "
        "Debian/Ubuntu: apt-get install libreoffice-calc python3-uno)",
        "no se puede usar LibreOffice aquí: {detail}. Instale LibreOffice (https://es.libreoffice.org/descarga/; "
        "Debian/Ubuntu: apt-get install libreoffice-calc python3-uno)",
    ),
    "lo_root": (
        "LibreOffice installs extensions per user and refuses to do it as root (administrator): run "
        "'xl-tiebreaks setup-libreoffice' as the user who uses LibreOffice, without sudo; or write the file with "
        "'xl-tiebreaks setup-libreoffice --oxt xl-tiebreaks.oxt' and open it in LibreOffice (Tools > Extension "
        "Manager > Add)",
        "LibreOffice instala las extensiones para cada usuario y no lo hace como root (administrador): ejecute "
        "'xl-tiebreaks setup-libreoffice' con el usuario que usa LibreOffice, sin sudo; o escriba el fichero con "
        "'xl-tiebreaks setup-libreoffice --oxt xl-tiebreaks.oxt' y ábralo en LibreOffice (Herramientas > Gestor "
        "de extensiones > Añadir)",
    ),
    "lo_unopkg_failed": (
        "LibreOffice did not install the extension (close every LibreOffice window and try again): {detail}",
        "LibreOffice no instaló la extensión (cierre todas las ventanas de LibreOffice y vuelva a intentarlo): "
        "{detail}",
    ),
    "lo_failed": (
        "LibreOffice did not compute the workbook: {detail}",
        "LibreOffice no calculó el libro: {detail}",
    ),
    "lo_stale_types": (
        "the extension's function list is out of date ({detail}): run '{command}' (needs LibreOffice's SDK: "
        "apt-get install libreoffice-dev)",
        "la lista de funciones de la extensión no está al día ({detail}): ejecute '{command}' (necesita el SDK de "
        "LibreOffice: apt-get install libreoffice-dev)",
    ),
    "lo_python_too_old": (
        "xl-tiebreaks needs Python {needed} or newer and this LibreOffice runs Python {version}: install a newer "
        "LibreOffice (26.2 or later on Windows and macOS)",
        "xl-tiebreaks necesita Python {needed} o posterior y este LibreOffice usa Python {version}: instale un "
        "LibreOffice más reciente (26.2 o posterior en Windows y macOS)",
    ),
    "lo_component_failed": (
        "the xl-tiebreaks extension could not start in LibreOffice (its files are incomplete or damaged): install "
        "it again (Tools > Extension Manager, or 'xl-tiebreaks setup-libreoffice')",
        "la extensión xl-tiebreaks no pudo arrancar en LibreOffice (faltan ficheros o están dañados): vuelva a "
        "instalarla (Herramientas > Gestor de extensiones, o 'xl-tiebreaks setup-libreoffice')",
    ),
    "lo_engine_differs": (
        "LibreOffice computes {lo} where xl-tiebreaks' own evaluation gives {py}",
        "LibreOffice calcula {lo} donde la evaluación propia de xl-tiebreaks da {py}",
    ),
    "names_not_workbook": (
        "'{path}' is not an .xlsx or .xlsm workbook",
        "'{path}' no es un libro .xlsx ni .xlsm",
    ),
    "oxt_suffix": (
        "'{path}': LibreOffice extensions are .oxt files; name it e.g. xl-tiebreaks.oxt",
        "'{path}': las extensiones de LibreOffice son ficheros .oxt; llámelo p. ej. xl-tiebreaks.oxt",
    ),
    "team_crosstable_byes": (
        "this event does not fit a team crosstable (byes): use --layout rounds",
        "este torneo no cabe en una tabla cruzada de equipos (hay byes): use --layout rounds",
    ),
    # --- install and release (issue 16) --------------------------------------------------
    "lite_target_not_empty": (
        "{where} is not empty: select results with free columns to their right",
        "{where} no está vacío: seleccione unos resultados con columnas libres a su derecha",
    ),
    "os_failed": (
        "{reason}",
        "{reason_es}",
    ),
    "lite_needs_newer_xlwings": (
        "this script reads the workbook's formulas, which needs xlwings 0.37 or later: in requirements.txt "
        "change the xlwings line to xlwings==0.37.8 and restart xlwings Lite ({detail})",
        "este script lee las fórmulas del libro, lo que requiere xlwings 0.37 o posterior: en requirements.txt "
        "cambie la línea de xlwings por xlwings==0.37.8 y reinicie xlwings Lite ({detail})",
    ),
    # --- Spanish first: CLI, notes, warnings, check, templates (issue 17) ----------------
    "template_bad_kind": (
        "the template kind must be 'round_robin' or 'swiss', not '{value}'",
        "el tipo de plantilla debe ser 'round_robin' o 'swiss', no '{value}'",
    ),
    "template_bad_lang": (
        "the workbook language must be 'es' or 'en', not '{value}'",
        "el idioma del libro debe ser 'es' o 'en', no '{value}'",
    ),
    "template_count": (
        "{what} must be a whole number from {low} to {high}, not {value}",
        "{what_es} debe ser un número entero de {low} a {high}, no {value}",
    ),
    "template_needs_rounds": (
        "a Swiss template needs the number of rounds (--rounds, 1 to 99)",
        "una plantilla de suizo necesita el número de rondas (--rounds, de 1 a 99)",
    ),
    "template_bad_primary": (
        "the primary score must be MP or GP, not '{value}'",
        "la puntuación principal debe ser MP o GP, no '{value}'",
    ),
    "template_bad_match_points": (
        "match points are three numbers, e.g. 2/1/0 or 3/1/0, not '{value}'",
        "los puntos de match son tres números, p. ej. 2/1/0 o 3/1/0, no '{value}'",
    ),
    "template_too_many": (
        "{n} {what} do not fit a template of {size}",
        "{n} {what_es} no caben en una plantilla de {size}",
    ),
    "template_start_numbers": (
        "the start numbers must run from 1 to N without gaps",
        "los números iniciales deben ir de 1 a N sin huecos",
    ),
    "template_not_crosstable": (
        "this event does not fit a crosstable (byes, or tie-breaks that need colours or the order of the "
        "rounds): use --layout rounds",
        "este torneo no cabe en una tabla cruzada (byes, o desempates que necesitan los colores o el orden de "
        "las rondas): use --layout rounds",
    ),
    "template_team_count": (
        "a crosstable of {size} teams needs {size} teams, not {n}",
        "una tabla cruzada de {size} equipos necesita {size} equipos, no {n}",
    ),
    "template_meet_too_often": (
        "teams {a} and {b} meet more often than the template holds",
        "los equipos {a} y {b} se enfrentan más veces de las que caben en la plantilla",
    ),
    "tb_unrated_players_key": (
        "'{text}': {count} player(s) without a rating ({players}); C.07 art. 10 leaves it undefined for "
        "everybody unless a rating for unrated players was announced: type it in the setting '{key}' (e.g. 1400)",
        "'{text}': {count} jugador(es) sin Elo ({players}); C.07 art. 10 lo deja sin definir para todos salvo "
        "que se haya anunciado un Elo para los jugadores sin Elo: escríbalo en el parámetro '{key}' (p. ej. 1400)",
    ),
    "input_is_folder": (
        "'{path}' is a folder, not a file",
        "'{path}' es una carpeta, no un fichero",
    ),
    "workbook_suffix": (
        "'{path}': a workbook is written as .xlsx (xlwings Lite) or .xlsm (classic Excel add-in); choose one "
        "of those",
        "'{path}': un libro se escribe como .xlsx (xlwings Lite) o .xlsm (complemento clásico de Excel); elija "
        "uno de ellos",
    ),
    "os_error": (
        "'{path}' could not be read or written: {detail}",
        "no se pudo leer o escribir '{path}': {detail_es}",
    ),
    "team_command": (
        "'{path}' is a team event: {command} works on individual events (standings and to-trf take team "
        "workbooks)",
        "'{path}' es un torneo por equipos: {command} funciona con torneos individuales (standings y to-trf "
        "aceptan libros de equipos)",
    ),
    "xlsx_needs_output": (
        "--format xlsx needs an output file: -o standings.xlsx",
        "--format xlsx necesita un fichero de salida: -o clasificacion.xlsx",
    ),
    "template_needs_players": (
        "a {kind} template needs --players N (team events: template {team_kind} --teams N)",
        "una plantilla de tipo {kind} necesita --players N (por equipos: template {team_kind} --teams N)",
    ),
    "template_needs_teams": (
        "a team template needs --teams N",
        "una plantilla de equipos necesita --teams N",
    ),
    # --- every mistake at once, withdrawals, pasted pairing lists (readers, check) ---------
    "errors_more_one": (
        " (and 1 more mistake: TOURNAMENT_CHECK or xl-tiebreaks check lists both)",
        " (y 1 error más: REVISAR_TORNEO o xl-tiebreaks check muestra los dos)",
    ),
    "errors_more": (
        " (and {n} more mistakes: TOURNAMENT_CHECK or xl-tiebreaks check lists every one)",
        " (y {n} errores más: REVISAR_TORNEO o xl-tiebreaks check los muestra todos)",
    ),
    "sw_unknown_word": (
        "'{text}' is not a word the grid knows: for a player who withdrew write W/D (or withdrawn, Retirado; "
        "later rounds may stay blank), for a round he was not paired NP, for a bye BYE (or H, F, Z), for a game "
        "the opponent, colour and result (12w1)",
        "'{text}' no es una palabra que el cuadro conozca: para un jugador que se retiró escriba Retirado (o "
        "Baja, Abandona; las rondas siguientes pueden quedar en blanco), para una ronda en que no se le emparejó "
        "NP, para un bye LIBRE (o H, F, Z), para una partida el rival, el color y el resultado (12b1)",
    ),
    "sw_unknown_word_names": (
        "'{text}' is neither a player's name nor a word the grid knows: for a player who withdrew write "
        "W/D (or withdrawn, Retirado; later rounds may stay blank), for a round he was not paired NP, for a bye "
        "BYE (or H, F, Z), for a game the opponent, colour and result (12w1)",
        "'{text}' no es el nombre de un jugador ni una palabra que el cuadro conozca: para un jugador que se "
        "retiró escriba Retirado (o Baja, Abandona; las rondas siguientes pueden quedar en blanco), para una "
        "ronda en que no se le emparejó NP, para un bye LIBRE (o H, F, Z), para una partida el rival, el color "
        "y el resultado (12b1)",
    ),
    "pl_unplayed_with_result": (
        "'{word}' says the player did not play this round, but the result cell holds '{text}': leave it blank",
        "'{word}' indica que el jugador no jugó esta ronda, pero la celda del resultado tiene '{text}': déjela "
        "en blanco",
    ),
    "bl_no_round": (
        "these boards have no round: paste the round's title line (e.g. 'Round 3 on 2025/10/14', 'Ronda 3') above "
        "its boards",
        "estas mesas no tienen ronda: pegue la línea de título de la ronda (p. ej. 'Ronda 3', 'Round 3 on "
        "2025/10/14') encima de sus mesas",
    ),
    "bl_name_conflict": (
        "start number {start_no} is '{name}' here but '{other}' in row {row}: one number, one player",
        "el número inicial {start_no} es '{name}' aquí pero '{other}' en la fila {row}: un número, un jugador",
    ),
    "bl_rating_conflict": (
        "start number {start_no} has rating {rating} here but {other} in row {row}: one player, one rating",
        "el número inicial {start_no} tiene Elo {rating} aquí pero {other} en la fila {row}: un jugador, un Elo",
    ),
    "errors_not_listed": (
        "... and {n} more mistakes not listed: correct these and read the results again",
        "... y {n} errores más sin mostrar: corrija estos y vuelva a leer los resultados",
    ),
}


_LOCATION_WORDS_ES = [
    (re.compile(r"\bline (\d)"), r"línea \1"),
    (re.compile(r"\blines (\d)"), r"líneas \1"),
    (re.compile(r"\bstart number (\d)"), r"número inicial \1"),
    (re.compile(r"\brow (\d)"), r"fila \1"),
    (re.compile(r"\bcolumn (\d)"), r"columna \1"),
    (re.compile(r"\bround (\d)"), r"ronda \1"),
    (re.compile(r"\bboard (\d)"), r"mesa \1"),
    (re.compile(r"\bcell ([A-Z]+\d)"), r"celda \1"),
    (re.compile(r"\bplayer (\d)"), r"jugador \1"),
]


def translate_location(location: str, lang: str) -> str:
    """A location in the organiser's words in ``lang`` ("row 7 (Ana), round 3" -> "fila 7 (Ana), ronda 3")."""
    if not str(lang).lower().startswith("es"):
        return location
    for pattern, repl in _LOCATION_WORDS_ES:
        location = pattern.sub(repl, location)
    return location


def _in_lang(value: Any, lang: str) -> Any:
    """A parameter in ``lang``: a text of the catalogue (:class:`xl_tiebreaks.texts.Text`) in
    that language, anything else as it is."""
    msg = getattr(value, "message", None)
    if isinstance(value, (str, Exception)) and callable(msg):  # (an error quoted in another: in lang too)
        return msg(lang)
    return value


#: the most mistakes one refusal lists (:func:`gather`); the others are counted, not kept
MAX_ERRORS = 50


class TiebreakError(ValueError):
    """Bad input, with a message in English and Spanish and where it was found.

    One error may carry others found in the same reading (:func:`gather`): a range with three
    independent mistakes is refused once, with all three. The error is then the first mistake
    (its ``code``, ``location`` and ``params``), with the others in ``also`` and the count of
    those not kept in ``more``; :meth:`message` says the first and how many more there are (a
    cell shows one message), :meth:`messages` lists every one (the command line, ``check``).

    Args:
        code: key of :data:`MESSAGES` (positional only: a message may name a ``code``).
        location: where the problem is, in the organiser's words (e.g. ``"line 12"``,
            ``"row 7 (Ana), round 3"``); ``None`` when it concerns the whole input. Shown in
            Spanish by :meth:`message` (``location_es`` when given, else translated).
        **params: the values the message names.
    """

    #: the other mistakes found with this one, each a TiebreakError with its own place
    also: tuple[TiebreakError, ...] = ()
    #: mistakes found beyond :data:`MAX_ERRORS`, counted but not kept
    more: int = 0

    def __init__(self, code: str, location: str | None = None, /, location_es: str | None = None,
                 **params: Any) -> None:
        self.code = code
        self.location = location
        self.location_es = location_es
        self.params = params
        super().__init__(self.message("en"))

    def own_message(self, lang: str = "en", *, located: bool = True) -> str:
        """This mistake's message in ``lang`` (``"en"`` or ``"es"``), prefixed by the location
        (``located=False``: without it), without the others found with it."""
        en, es = MESSAGES.get(self.code, ("{code}", "{code}"))
        spanish = str(lang).lower().startswith("es")
        template = es if spanish else en
        try:
            text = template.format(**{k: _in_lang(v, lang) for k, v in self.params.items()})
        except (KeyError, IndexError):  # a template and its parameters out of step
            text = f"{self.code}: {self.params}"
        if self.location and located:
            return f"{self.location_in(lang)}: {text}"
        return text

    def location_in(self, lang: str = "en") -> str:
        """Where the mistake is, in ``lang`` (``""`` when it concerns the whole input)."""
        if not self.location:
            return ""
        if str(lang).lower().startswith("es"):
            return str(self.location_es or translate_location(str(self.location), "es"))
        return str(self.location)

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"es"``), prefixed by the location; when other
        mistakes were found with it, followed by how many (``... and 2 more: TOURNAMENT_CHECK
        or xl-tiebreaks check lists them all``)."""
        text = self.own_message(lang)
        n = len(self.also) + self.more
        if n:
            en, es = MESSAGES["errors_more_one" if n == 1 else "errors_more"]
            text += (es if str(lang).lower().startswith("es") else en).format(n=n)
        return text

    def every(self) -> list[TiebreakError]:
        """This mistake and every other one found with it, each alone (without ``also``)."""
        return [self.alone(), *self.also]

    def alone(self) -> TiebreakError:
        """This mistake without the others found with it (``self`` when there are none)."""
        if not self.also and not self.more:
            return self
        out = type(self)(self.code, self.location, location_es=self.location_es, **self.params)
        for k, v in self.__dict__.items():  # (marks such as ``on_sheet``)
            if k not in ("also", "more", "code", "location", "location_es", "params"):
                setattr(out, k, v)
        return out

    def messages(self, lang: str = "en") -> list[str]:
        """Every mistake's message in ``lang``, each with its place; the last line says how many
        more were found and not listed (beyond :data:`MAX_ERRORS`)."""
        out = [e.own_message(lang) for e in self.every()]
        if self.more:
            en, es = MESSAGES["errors_not_listed"]
            out.append((es if str(lang).lower().startswith("es") else en).format(n=self.more))
        return out

    def at(self, location: str) -> TiebreakError:
        """The same error with ``location`` put in front of the current one."""
        loc = location if not self.location else f"{location}, {self.location}"
        return type(self)(self.code, loc, **self.params)


def gather(errors: Sequence[TiebreakError], counted: int = 0) -> TiebreakError:
    """One error that carries every mistake of ``errors`` (in order; the errors they carry
    too): the first, with the others in ``also`` up to :data:`MAX_ERRORS` in all, and the
    rest counted in ``more`` (with ``counted``: mistakes found and not even made into errors).

    Raises:
        ValueError: ``errors`` is empty (a reader gathers only what it found).
    """
    flat: list[TiebreakError] = []
    extra = counted
    for e in errors:
        flat.extend(e.every())
        extra += e.more
    if not flat:
        raise ValueError("gather: no errors")
    first = flat[0]
    first.also = tuple(flat[1:MAX_ERRORS])
    first.more = max(0, len(flat) - MAX_ERRORS) + extra
    return first
