"""Messages about workbook templates: the errors of ``template`` and the prose of the templates'
sheets (instructions, legend, notes), individual and team (``tpl_*``; the formulas and
commands shown on the instructions sheet are written by the template builder from the
workbook's own names).

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
    "template_needs_players": (
        "a {kind} template needs --players N (team events: template {team_kind} --teams N)",
        "una plantilla de tipo {kind} necesita --players N (por equipos: template {team_kind} --teams N)",
    ),
    "template_needs_teams": (
        "a team template needs --teams N",
        "una plantilla de equipos necesita --teams N",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
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
}
