"""Messages of every part: an internal error, and how many more mistakes one refusal carries
(:func:`xl_tiebreaks.errors.gather`).

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
    "internal": (
        "internal error: {detail}",
        "error interno: {detail}",
    ),
    "errors_more_one": (
        " (and 1 more mistake: TOURNAMENT_CHECK or xl-tiebreaks check lists both)",
        " (y 1 error más: REVISAR_TORNEO o xl-tiebreaks check muestra los dos)",
    ),
    "errors_more": (
        " (and {n} more mistakes: TOURNAMENT_CHECK or xl-tiebreaks check lists every one)",
        " (y {n} errores más: REVISAR_TORNEO o xl-tiebreaks check los muestra todos)",
    ),
    "errors_not_listed": (
        "... and {n} more mistakes not listed: correct these and read the results again",
        "... y {n} errores más sin mostrar: corrija estos y vuelva a leer los resultados",
    ),
}
