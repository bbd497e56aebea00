"""Messages about team events (:mod:`xl_tiebreaks.teams`): team readers, boards, match and game
points, the team TRF, and the team notes of the standings.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
    "team_crosstable_byes": (
        "this event does not fit a team crosstable (byes): use --layout rounds",
        "este torneo no cabe en una tabla cruzada de equipos (hay byes): use --layout rounds",
    ),
    "team_command": (
        "'{path}' is a team event: {command} works on individual events (standings and to-trf take team "
        "workbooks)",
        "'{path}' es un torneo por equipos: {command} funciona con torneos individuales (standings y to-trf "
        "aceptan libros de equipos)",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "warn_team_guessed_system": ("pairing system {system} ({source}); say swiss or round robin (setting system / "
                                 "sistema) to be sure",
                                 "sistema de emparejamiento {system} ({source}); indique suizo o todos contra "
                                 "todos (parámetro sistema) para asegurarlo"),
    "note_team_board_count": ("C.07 art. 12.1: board count compares teams equal on game points; '{text}' comes "
                              "before game points in this list",
                              "C.07 art. 12.1: el recuento por tableros compara equipos iguales en puntos de "
                              "partida; '{text}' va antes de los puntos de partida en esta lista"),
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
}
