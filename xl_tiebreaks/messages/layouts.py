"""Messages about the layouts of a range: crosstables (``ct_``), Swiss grids (``sw_``),
pairing lists (``pl_``) and board lists (``bl_``), as :mod:`xl_tiebreaks.readers` reads them.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
    "sw_pair_result": (
        "'{text}' is a board's result (both players): in a grid write this player's own result "
        "(1, ½, 0, + or -)",
        "'{text}' es el resultado de una mesa (los dos jugadores): en un cuadro escriba el resultado de este "
        "jugador (1, ½, 0, + o -)",
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
}
