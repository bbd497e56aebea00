"""Texts of the command line (``xl-tiebreaks``): its help, what it prints, and argparse's own
words (:data:`ARGPARSE`, by argparse's English text).

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
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
