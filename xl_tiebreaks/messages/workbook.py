"""Messages about filled workbooks: reading one (sheets, names, cells, manual criteria), computing
its formulas without a spreadsheet (:mod:`xl_tiebreaks.workbook`), why one cannot be read and
where in it a value stands.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
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
    "tb_manual_not_computed": (
        "'{text}' is decided by the arbiter (drawing of lots or play-off), not computed: leave it out of the "
        "list here; the ties left after the other tie-breaks are broken by lot or play-off",
        "'{text}' lo decide el árbitro (sorteo o desempate a partidas), no se calcula: quítelo de la lista "
        "aquí; los empates que queden tras los demás desempates se deciden por sorteo o partidas",
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
    "workbook_suffix": (
        "'{path}': a workbook is written as .xlsx (xlwings Lite) or .xlsm (classic Excel add-in); choose one "
        "of those",
        "'{path}': un libro se escribe como .xlsx (xlwings Lite) o .xlsm (complemento clásico de Excel); elija "
        "uno de ellos",
    ),
    "xlsx_needs_output": (
        "--format xlsx needs an output file: -o standings.xlsx",
        "--format xlsx necesita un fichero de salida: -o clasificacion.xlsx",
    ),
}

#: Texts (codes of :class:`~xl_tiebreaks.texts.Text`): (English, Spanish), parameters for
#: ``str.format``.
TEXTS: dict[str, tuple[str, str]] = {
    "note_computed_without_lo": ("{message}; computed without LibreOffice", "{message}; se calculó sin LibreOffice"),
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
    "where_cell_player": ("{cell} (No. {start_no}{name})", "{cell} (nº {start_no}{name})"),
    "where_round": ("round {round}", "ronda {round}"),
    "where_against": ("{cell} (No. {start_no}{name} against No. {opp_no}{opp_name})",
                      "{cell} (nº {start_no}{name} contra nº {opp_no}{opp_name})"),
    "where_setting": ("{cell} (setting '{key}')", "{cell} (parámetro '{key}')"),
    "where_tiebreak_slot": ("{cell} (tie-break order)", "{cell} (orden de desempates)"),
}
