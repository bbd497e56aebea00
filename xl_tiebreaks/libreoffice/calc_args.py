"""LibreOffice Calc's argument and result shapes, and the sheet layer's (what xlwings hands it).

The one place where a Calc call becomes a call of the same function Excel calls
(``udfs.REGISTRY``), so both hosts give the same values and messages. Pure Python (no
``uno``), so it is tested without LibreOffice too.

What Calc passes to a Python add-in method (verified on LibreOffice 7.4, see
``tests/test_libreoffice_args.py``):

* a range: a tuple of row tuples; numbers ``float``, text ``str``, **empty cells ``''``**
  (xlwings: ``None``), ``TRUE`` as ``1.0``, dates as serial numbers (as in xlwings Lite);
* an omitted optional argument (declared ``any``): ``None`` (xlwings: ``None``);
* a one-cell reference to an ``any`` argument: the cell's value, and **an empty cell
  ``0.0``** (xlwings: ``None``). No optional argument takes 0 as a meaningful value (rules,
  cut, median, Koya limit, player, code, settings...: 0 means "none" or is no start number),
  so ``0.0`` there reads as empty;
* an inline array ``{1;2}``: a tuple of row tuples.

What Calc accepts back from a method declared ``sequence< sequence< any > >``: a tuple of
equally long row tuples of ``float`` / ``str`` / ``bool``; no ``None`` (an empty cell is
``''``). A raised exception shows ``#VALUE!`` without a word, so errors come back as the
one-line message in the cell, as classic Excel shows them.
"""

from __future__ import annotations

from typing import Any, Sequence


_EMPTY = {"": None}


def _in_row(r: Sequence[Any]) -> list[Any]:
    """One row of a range as Calc passed it: its empty cells (``''``) ``None``."""
    if "" not in r:
        return list(r)
    try:
        return list(map(_EMPTY.get, r, r))  # (each value itself, but '' -> None)
    except TypeError:  # (a value that cannot be a key)
        return [_cell(x) for x in r]


def _cell(v: Any) -> Any:
    """One cell of a range: ``''`` -> ``None``; the rest as it is."""
    if isinstance(v, str) and v == "":
        return None
    return v


def from_calc(value: Any, is_range: bool) -> Any:
    """One argument as Calc passed it -> as xlwings would pass it to the same function.

    Args:
        value: what Calc passed (``None``, ``float``, ``str``, tuple of row tuples).
        is_range: the parameter is a range (``ndim=2`` in xlwings) per ``udfs.REGISTRY``.
    Returns:
        ``None`` for an omitted argument or an empty one-cell reference; a list of row lists
        (empty cells ``None``) for a range; else the scalar.
    """
    if value is None:
        return None
    if _is_cell_range(value):
        value = cell_range_values(value)  # a required range: Calc hands the range itself (XCellRange)
    if isinstance(value, (tuple, list)):
        _check_size(value)  # the bound of every host's range, from its size alone (sheet_args.host_range checks it too)
        rows = [_in_row(r) if isinstance(r, (tuple, list)) else [_cell(r)] for r in value]
        if not is_range and len(rows) == 1 and len(rows[0]) == 1:
            return rows[0][0]
        return rows
    if isinstance(value, float) and value == 0.0:  # an empty one-cell reference (or a typed 0)
        return None
    if isinstance(value, str) and value == "":
        return None
    return [[value]] if is_range else value


#: Calc's error codes (``XCell.getError()``) as a cell shows them (``Err:504`` otherwise)
ERROR_NAMES = {501: "#NAME?", 502: "Err:502", 503: "#NUM!", 504: "Err:504", 507: "Err:507", 508: "Err:508",
               511: "Err:511", 519: "#VALUE!", 522: "Err:522", 523: "Err:523", 524: "#REF!", 525: "#NAME?",
               532: "#DIV/0!", 32767: "#N/A"}
_FORMULA_ERROR = 4  # com.sun.star.sheet.FormulaResult.ERROR


def cell_range_values(rng: Any) -> tuple[tuple[Any, ...], ...]:
    """The values of a cell range Calc handed over as itself (``XCellRange``: a required range
    argument, see :mod:`.build`), read only after two checks: its size within the bound of
    every host's range (:func:`xl_tiebreaks.validate.check_range_size`, from its address: a
    whole column answers at once), and no cell showing an error (the first is named by its
    row and column in the range; Calc would give its values without it, as if it were blank).

    Raises:
        TiebreakError: ``range_cells_bound``, ``lo_error_cell``.
    """
    from ..validate import check_range_size

    a = rng.getRangeAddress()
    check_range_size(a.EndRow - a.StartRow + 1, a.EndColumn - a.StartColumn + 1)
    errors = rng.queryFormulaCells(_FORMULA_ERROR).getRangeAddresses()
    if errors:
        first = min(errors, key=lambda e: (e.StartRow, e.StartColumn))
        r, c = first.StartRow - a.StartRow, first.StartColumn - a.StartColumn
        code = rng.getCellByPosition(c, r).getError()
        from ..errors import TiebreakError
        from ..readers.cells import Place, Where

        where = Where(f"row {r + 1}, column {c + 1}", f"fila {r + 1}, columna {c + 1}", Place(row=r + 1, col=c + 1))
        raise TiebreakError("lo_error_cell", where, location_es=where.es, error=ERROR_NAMES.get(code, f"Err:{code}"))
    return rng.getDataArray()


def _out(v: Any) -> Any:
    if v is None:
        return ""
    if isinstance(v, bool) or isinstance(v, str):
        return v
    if isinstance(v, (int, float)):
        return float(v)
    try:  # Fraction, Decimal
        return float(v)
    except (TypeError, ValueError):
        return str(v)


def to_calc(result: Any) -> tuple[tuple[Any, ...], ...]:
    """A sheet-layer answer (2-D list, or one value) -> a rectangular tuple of row tuples that
    Calc accepts for ``sequence< sequence< any > >`` (``None`` -> ``''``, numbers ``float``,
    short rows padded with ``''``)."""
    if not isinstance(result, (list, tuple)):
        return ((_out(result),),)
    rows = [list(r) if isinstance(r, (list, tuple)) else [r] for r in result]
    if not rows:
        return (("",),)
    width = max(len(r) for r in rows) or 1
    return tuple(_out_row(r) + ("",) * (width - len(r)) for r in rows)


#: the types of value Calc takes as they are (:func:`_out` keeps them)
_AS_IS = frozenset((float, str, bool))
_PLAIN_OUT = _AS_IS | {int, type(None)}


def _out_row(r: list[Any]) -> tuple[Any, ...]:
    """One row of an answer for Calc (:func:`_out` on each value; a row of plain values at once)."""
    types = set(map(type, r))
    if _AS_IS.issuperset(types):
        return tuple(r)
    if _PLAIN_OUT.issuperset(types):
        return tuple("" if x is None else float(x) if type(x) is int else x for x in r)
    return tuple(_out(x) for x in r)


def _settings_lang(info: Any, args: Sequence[Any], default: str) -> str:
    """The language the call's settings ask for (``idioma=es``), else ``default``."""
    from ..sheet_functions import lang_of

    for a, p in zip(args, info.params):
        if p.key in ("settings", "team_settings") and a is not None:
            try:
                return lang_of(from_calc(a, p.is_range), default)
            except Exception:  # noqa: BLE001 - only the language of a message
                return default
    return default


def language_of(ui: Any, locale: Any, system: Any) -> str:
    """``"es"`` or ``"en"``: Spanish when LibreOffice's user interface is Spanish (``ui``,
    ``/org.openoffice.Setup/L10N/ooLocale``: ``es-ES``...) or, when it is not, its locale
    setting is (``locale``, Tools > Options > Language Settings > Languages > Locale setting,
    ``ooSetupSystemLocale``; empty is "Default", the system's: ``system``,
    ``/org.openoffice.System/L10N/Locale``). The locale is what Excel's culture is (the
    language xlwings Lite's functions answer in); a user interface in Spanish says Spanish
    too, wherever the locale says otherwise. English otherwise."""
    for tag in (ui, locale or system):
        if str(tag or "").lower().startswith("es"):
            return "es"
    return "en"


def shares_its_name(info: Any) -> bool:
    """Is ``info`` a function whose Spanish name is its English one (``BUCHHOLZ``, ``KOYA``...,
    ``udfs.UdfInfo.same_name``)? One method serves both languages; its messages follow the
    ``idioma``/``lang`` setting, else LibreOffice's language (:func:`call`'s ``language``)."""
    from .. import udfs

    return any(i.same_name and i.name == info.name for i in udfs.REGISTRY)


def call(info: Any, args: Sequence[Any], language: str | None = None) -> tuple[tuple[Any, ...], ...]:
    """Call the registered function ``info`` (a ``udfs.UdfInfo``) with Calc's ``args`` in
    its parameter order and return Calc's shape. Never raises: an error is the one-line
    message in the first cell of an answer as big as the right answer, every other cell
    empty (what classic Excel shows: ``udfs._error_answer``), in the function's language,
    or the one the settings ask for; a function that shares its name across languages
    (:func:`shares_its_name`) speaks ``language`` (LibreOffice's: ``"es"``, ``"en"``) when
    the settings say nothing, as it speaks Excel's under Office.js."""
    from .. import udfs

    from ..sheet import CALL_ANSWERS

    params = info.params
    token = udfs._CULTURE.set(language) if language else None
    saved = udfs._officejs
    udfs._officejs = _cell_messages  # messages in cells, as classic xlwings (even where xlwings is installed)
    key = None
    try:
        args = [cell_range_values(a) if _is_cell_range(a) else a for a in args]
        for a in args:  # (a range given as values: its size bounded before anything is made of it)
            if isinstance(a, (tuple, list)):
                _check_size(a)
        key = _answer_key(info, args, language)
        hit = CALL_ANSWERS.get(key) if key is not None else None
        if hit is not None:
            return hit  # (the same call again, every argument the same to the byte)
        conv = [from_calc(a, p.is_range) for a, p in zip(args, params)]
        failures = udfs.INTERNAL_FAILURES
        result = info.fn(*conv)
        if udfs.INTERNAL_FAILURES != failures:
            key = None  # (a defect, perhaps of the moment, answered as a message: not kept)
    except Exception as e:  # noqa: BLE001 - never a raise: Calc would show #VALUE! without a word
        from ..errors import TiebreakError, one_line

        err = e if isinstance(e, TiebreakError) else e.__cause__ if isinstance(e.__cause__, TiebreakError) \
            else TiebreakError("internal", detail=f"{type(e).__name__}: {one_line(e)}")
        lang = info.lang if not (language and shares_its_name(info)) else language
        if err.code != "internal":  # (a range refused before the function ran: the settings' idioma still speaks)
            lang = _settings_lang(info, args, lang)
        result = udfs._error_answer(err.message(lang), None)
        if err.code == "internal":
            key = None  # (a defect, perhaps of the moment: never kept as the answer to these arguments)
    finally:
        udfs._officejs = saved
        if token is not None:
            udfs._CULTURE.reset(token)
    answer = to_calc(result)
    if key is not None:
        CALL_ANSWERS.put(key, answer)
    return answer


def _is_cell_range(v: Any) -> bool:
    """A range Calc handed over as itself (``XCellRange``), read by :func:`cell_range_values`."""
    return hasattr(v, "getDataArray") and hasattr(v, "getRangeAddress")


def _answer_key(info: Any, args: Sequence[Any], language: str | None) -> bytes | None:
    """The key of a call's answer: the function, the language and the ``marshal`` bytes of its
    arguments' values (every value with its type: ``1.0``, ``True`` and ``"1"`` differ; equal
    bytes, equal arguments); ``None`` when an argument is not a plain value."""
    import marshal

    try:
        key = marshal.dumps((info.name, info.lang, language, tuple(args)), 4)
    except (ValueError, TypeError):
        return None
    return key if len(key) <= MAX_KEY_BYTES else None


#: the largest key an answer is kept under (a 500 x 27 results range is about 0.1 MB): larger
#: calls are computed each time (the sheet layer still keeps their reading), so that the kept
#: answers hold at most some 30 MB
MAX_KEY_BYTES = 2_000_000


def _check_size(value: Sequence[Any]) -> None:
    """:func:`xl_tiebreaks.validate.check_range_size` of a range given as values (rows, or one row)."""
    from ..validate import check_range_size

    check_range_size(len(value), max((len(r) if isinstance(r, (tuple, list)) else 1 for r in value), default=0))


def _cell_messages() -> bool:
    return False
