"""Messages about files: the TRF reader (its errors and what it noticed), paths given on the
command line, files read and written.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
    "trf_date_ambiguous": (
        "record {record}: the date '{text}' reads as {a} or as {b}, which fall under different editions of "
        "C.07: write it as YYYY/MM/DD in the file, or say the rules (--rules FIDE2024 / FIDE2026)",
        "registro {record}: la fecha '{text}' se lee como {a} o como {b}, que caen en ediciones distintas del "
        "C.07: escríbala como AAAA/MM/DD en el fichero, o indique las reglas (--rules FIDE2024 / FIDE2026)",
    ),
    "input_is_folder": (
        "'{path}' is a folder, not a file",
        "'{path}' es una carpeta, no un fichero",
    ),
    "os_error": (
        "'{path}' could not be read or written: {detail}",
        "no se pudo leer o escribir '{path}': {detail_es}",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
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
    "note_to_trf_crosstable": ("the workbook is a crosstable: it records no colours and no round order; the TRF "
                               "gives the rounds in Berger order and colour '-' (rating officers may ask for the "
                               "real ones)",
                               "el libro es una tabla cruzada: no guarda colores ni orden de rondas; el TRF da las "
                               "rondas en el orden de Berger y el color '-' (el responsable de Elo puede pedir los "
                               "reales)"),
}
