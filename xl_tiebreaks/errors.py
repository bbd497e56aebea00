"""Errors an organiser can act on, in English and Spanish.

Every error the product raises on bad input is a :class:`TiebreakError` (or a
subclass). It carries a message *code*, the parameters of the message and, where
known, a *location* in the organiser's words (``line 12``, ``row 7 (Ana), round 3``).
``str(err)`` is the English text; :meth:`TiebreakError.message` gives either
language. Adapters (CLI, Excel functions) show the message, never a traceback.
"""

from __future__ import annotations

from typing import Any

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
        "start number '{text}' in columns 5-8 is not a whole number",
        "el número inicial '{text}' (columnas 5-8) no es un número entero",
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
        "round {round}: result code '{code}' is unknown (known: 1 0 = + - W D L H F U Z A and blank)",
        "ronda {round}: el código de resultado '{code}' es desconocido "
        "(válidos: 1 0 = + - W D L H F U Z A y en blanco)",
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
}


class TiebreakError(ValueError):
    """Bad input, with a message in English and Spanish and where it was found.

    Args:
        code: key of :data:`MESSAGES`.
        location: where the problem is, in the organiser's words (e.g. ``"line 12"``,
            ``"row 7 (Ana), round 3"``); ``None`` when it concerns the whole input.
        **params: the values the message names.
    """

    def __init__(self, code: str, location: str | None = None, **params: Any) -> None:
        self.code = code
        self.location = location
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"es"``), prefixed by the location."""
        en, es = MESSAGES.get(self.code, ("{code}", "{code}"))
        template = es if str(lang).lower().startswith("es") else en
        try:
            text = template.format(**self.params)
        except (KeyError, IndexError):  # a template and its parameters out of step
            text = f"{self.code}: {self.params}"
        if self.location:
            sep = ": "
            return f"{self.location}{sep}{text}"
        return text

    def at(self, location: str) -> TiebreakError:
        """The same error with ``location`` put in front of the current one."""
        loc = location if not self.location else f"{location}, {self.location}"
        return type(self)(self.code, loc, **self.params)
