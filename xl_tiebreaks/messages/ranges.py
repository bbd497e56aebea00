"""Messages about cell ranges in general (:mod:`xl_tiebreaks.readers.grids`, ``ranges``,
``cells``): what a cell holds, numbering, names, ratings, totals, rounds and pairings, and
what the readers of ranges noticed.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "note_at": ("{where}: {note}", "{where}: {note}"),
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
}
