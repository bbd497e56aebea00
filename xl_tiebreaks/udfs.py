"""Excel functions (xlwings): ``=BUCHHOLZ(C4:K19, "FIDE", 1)``, ``=SONNEBORN_BERGER(C4:H9)``...

One module for every host:

* **Windows, classic xlwings**: ``xl-tiebreaks setup-excel`` puts ``xl_tiebreaks.udfs`` in the
  ``UDF MODULES`` of ``~/.xlwings/xlwings.conf``; *Import Functions* in the xlwings ribbon
  writes the VBA wrappers.
* **xlwings Lite** (Windows, macOS, Excel on the web): ``xl-tiebreaks`` in the add-in's
  ``requirements.txt`` and ``from xl_tiebreaks.udfs import *`` in ``main.py``.
* Without xlwings (Linux, tests) the functions are plain Python callables.
* Every host registers from :data:`REGISTRY` (name, language, arguments, help, callable).

Every function takes the **results range** first: a crosstable, a Swiss grid or a pairing list,
selected as the organiser keeps it (label columns, header rows, pasted exports: see
:mod:`xl_tiebreaks.readers.ranges`). Every function ends with an optional **settings**
argument: a two-column range (key, value) or a ``key=value; key=value`` text (see
:mod:`xl_tiebreaks.settings`). Arguments are handed over unconverted (``convert="raw"``) and
cleaned here (:func:`xl_tiebreaks.sheet.host_value`: error cells become their text and are
reported, never read as blanks); the results range is cleaned only when its content is new.

Each function returns one value per row of the results range (a column that spills in
Excel 365; select as many cells and enter it as an array formula in older Excel), or one
value when ``player`` (start number or name) is given. Undefined values (e.g. TPR with no
game played) are empty cells. Errors are caught here: classic Excel (and LibreOffice) shows the
one-line message in the first cell of an answer as big as the right one, every other cell
empty (:func:`_error_answer`), Lite raises it (``#VALUE!``, message on hover).

**The argument order is frozen**: later versions only append arguments (the classic
wrappers pass them by position); required arguments are registered without a default (no
``Optional`` in the VBA wrapper, not ``optional`` in the Office.js metadata). English names
have Spanish twins (separate functions, because classic xlwings ignores ``name=``), with
Spanish argument names and messages. Where the Spanish name is the English one (``BUCHHOLZ``,
``SONNEBORN_BERGER``, ``KOYA``) one function serves both: its help is in both languages and
it answers in the ``idioma``/``lang`` setting's language, else in Excel's (the culture of the
Office.js call, see :func:`_follow_excel_culture`) or LibreOffice's
(:func:`xl_tiebreaks.libreoffice.calc_args.language_of`), else in English.
"""

from __future__ import annotations

import contextvars
import functools
import inspect
import sys
from dataclasses import dataclass
from typing import Any, Callable

from . import __version__
from .errors import TiebreakError

try:  # xlwings is optional: the functions are plain callables without it
    from xlwings import arg, func  # type: ignore
except ImportError:  # pragma: no cover - exercised in a subprocess test

    def func(*a: Any, **k: Any) -> Any:  # type: ignore[no-redef]
        if a and callable(a[0]) and not k:
            return a[0]
        return lambda f: f

    def arg(*a: Any, **k: Any) -> Any:  # type: ignore[no-redef]
        return lambda f: f


CATEGORY = "Chess Tie-Breaks"

__all__: list[str] = ["XLT_VERSION"]


@dataclass(frozen=True)
class UdfParam:
    """One argument of a spreadsheet function as hosts register it."""

    key: str  # the parameter's key in _PARAMS ("results", "settings", ...)
    name: str  # the name shown in the host, in the function's language
    doc: str  # the help text, in the function's language
    is_range: bool  # a range (True) or one value; xlwings hands both over unconverted ("raw")
    required: bool  # the formula must give it (registered without "Optional" / "optional")


@dataclass(frozen=True)
class UdfInfo:
    """One spreadsheet function as every host registers it (xlwings classic and Office.js,
    LibreOffice): the name, its language, its arguments in their frozen order, its help,
    the English name of its family (``twin``: the English function a Spanish one mirrors)
    and the Python callable.

    ``same_name``: the Spanish form of a function whose Spanish name is its English one
    (``BUCHHOLZ``, ``SONNEBORN_BERGER``, ``KOYA``). Both forms share one callable, registered
    once under that name: its messages follow the ``idioma``/``lang`` setting, else Excel's
    language (the culture of the Office.js call), else English. A host that registers one
    function per name registers the English entry only (xlwings shows both languages' help
    texts); a host that localizes a function's argument names (LibreOffice) may use this
    entry's for its Spanish locale."""

    name: str
    lang: str
    twin: str
    params: tuple[UdfParam, ...]
    doc: str
    fn: Callable[..., Any]
    same_name: bool = False


#: Every registered spreadsheet function, in registration order (English before its Spanish twin).
REGISTRY: list[UdfInfo] = []


def _officejs() -> bool:
    """Running under Office.js (xlwings Lite or Server): errors must be raised. Decided by the
    decorators xlwings gave us (classic ones return the message as the cell's value)."""
    return "officejs" in getattr(func, "__module__", "")


#: Excel's language for the call being answered (Office.js: the payload's ``culture_info_name``).
_CULTURE: contextvars.ContextVar[str | None] = contextvars.ContextVar("xlt_culture", default=None)


def _follow_excel_culture() -> None:
    """Let a function answer in Excel's language. xlwings' Office.js entry point
    (``xlwings.server.custom_functions_call``, what xlwings Lite and Server call with Excel's
    payload) uses the payload's ``culture_info_name`` only to format dates and passes nothing
    of it to the function. Wrap that entry point once so the call's culture is known while
    it runs (a context variable; nothing else changes: same arguments, same result). Classic
    xlwings passes no culture: there the ``idioma``/``lang`` setting decides."""
    xs = sys.modules.get("xlwings.server")
    original = getattr(xs, "custom_functions_call", None)
    if original is None or getattr(original, "_xlt_culture", False):
        return

    @functools.wraps(original)
    async def custom_functions_call(data: Any, *args: Any, **kwargs: Any) -> Any:
        culture = data.get("culture_info_name") if isinstance(data, dict) else None
        token = _CULTURE.set(str(culture) if culture else None)
        try:
            return await original(data, *args, **kwargs)
        finally:
            _CULTURE.reset(token)

    custom_functions_call._xlt_culture = True  # type: ignore[attr-defined]
    xs.custom_functions_call = custom_functions_call  # type: ignore[union-attr]


if _officejs():
    _follow_excel_culture()


def _excel_lang() -> str:
    """``"es"`` when the Office.js call comes from a Spanish Excel, else ``"en"``."""
    c = _CULTURE.get()
    return "es" if c and c.lower().startswith("es") else "en"


def _run(lang: str, settings: Any, body: Callable[[], Any],
         shape: Callable[[], tuple[int, int, list[int]]] | None = None) -> Any:
    """Run ``body``; turn any error into the cell's message (classic, LibreOffice) or an
    exception (Lite). The exception carries the :class:`TiebreakError` as its cause, place and
    all (the offline evaluator of ``compute`` names the sheet cell from it). The message
    answer has the size of the function's answer (``shape``: :func:`_error_answer`)."""
    try:
        return body()
    except TiebreakError as e:
        err = e
    except Exception as e:  # never a traceback in a cell
        err = TiebreakError("internal", detail=f"{type(e).__name__}: {e}")
    msg = err.message(_lang_of(settings, lang) if err.code != "internal" else lang)
    if _officejs():
        raise ValueError(msg) from err
    return _error_answer(msg, shape)


def _error_answer(msg: str, shape: Callable[[], tuple[int, int, list[int]]] | None) -> list[list[Any]]:
    """The message as the answer of a function that failed, where the cell shows it (classic
    Excel, LibreOffice): as many rows and columns as the answer the same arguments give when
    they are right (``shape()``: rows, columns, and the columns whose first cell says it), the
    message in the first cell and every other cell empty. Array formulas are sized to that
    answer (a template's column of points, its standings table), and a spreadsheet repeats a
    one-cell answer in every cell of an array formula, and refuses ``INDEX(answer, 0, 3)`` of
    it (``Err:502`` in LibreOffice, ``#REF!`` in Excel). Where the size depends on what could
    not be read (a shape that fails), two rows and two columns: never repeated."""
    rows, cols, heads = 2, 2, [0]
    if shape is not None:
        try:
            rows, cols, heads = shape()
        except Exception:  # noqa: BLE001 - the size is a courtesy; the message must come out
            pass
    out = [[""] * max(1, cols) for _ in range(max(1, rows))]
    for j in heads or [0]:
        if 0 <= j < len(out[0]):
            out[0][j] = msg
    return out


def _rows_of(values: dict[str, Any], header: int = 0) -> int:
    """Rows of a function's answer: one per row of the results range (one for a ``player`` or
    ``team`` given), plus ``header``."""
    from .sheet import grid, host_range, optional

    if optional(values.get("player")) is not None or optional(values.get("team")) is not None:
        return 1
    return max(1, len(grid(host_range(values.get("results"))))) + header


def _column_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    return _rows_of(values), 1, [0]


def _code_cells(codes: Any) -> list[Any] | None:
    """The cells of a codes argument given as a range of several cells, else ``None``."""
    from .sheet import grid, host_range

    if isinstance(codes, (list, tuple)):
        cells = [c for row in grid(host_range(codes)) for c in row]
        if len(cells) > 1:
            return cells
    return None


def _code_slots(codes: Any, team: bool = False) -> tuple[int, list[int]]:
    """(columns, used columns) of a list of tie-breaks as TIEBREAKS lays them out: a codes
    range keeps its cells (a blank cell is an unused column); else one column per code."""
    import re

    from .sheet import is_empty, optional

    try:
        if team:
            from .teams.sheet import _slots as slots_of
        else:
            from .sheet import _slots as slots_of
        _specs, slots = slots_of(codes)
        return len(slots), [j for j, k in enumerate(slots) if k is not None]
    except Exception:  # noqa: BLE001 - a code that does not parse: the cells, or the words, still count
        cells = _code_cells(codes)
        if cells is not None:
            return len(cells), [j for j, c in enumerate(cells) if not is_empty(c)]
        words = [w for w in re.split(r"[\s,;]+", str(optional(codes) or "")) if w]
        return max(1, len(words)), list(range(max(1, len(words))))


def _tiebreaks_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """TIEBREAKS: every used column's first cell says it (templates take the answer apart
    column by column: ``INDEX(TIEBREAKS(...), 0, 3)``)."""
    cols, used = _code_slots(values.get("codes", values.get("team_codes")), team="team_codes" in values)
    return _rows_of(values), cols, used


def _standings_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """STANDINGS: a header row and one row per row of the results range; rank, number, name,
    points, then one column per tie-break (the default list: five)."""
    from .sheet import optional

    codes = values.get("codes")
    n = _code_slots(codes)[0] if _code_cells(codes) is not None or optional(codes) is not None else 5
    return _rows_of(values, header=1), 4 + n, [0]


def _category_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    return _rows_of(values, header=1), 6, [0]


def _team_standings_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """TEAM_STANDINGS: rank, number, team, MP, GP and a column per other tie-break (a codes
    range keeps its width, its leading primary score shown as MP / GP)."""
    from .sheet import is_empty, optional

    codes = values.get("team_codes")
    cells = _code_cells(codes)
    if cells is not None:
        first = str(cells[0]).strip().upper() if not is_empty(cells[0]) else ""
        n = len(cells) - (1 if first in ("MP", "GP", "PTS") else 0)
    elif optional(codes) is not None:
        n = _code_slots(codes, team=True)[0]
    else:
        n = 0
    return _rows_of(values, header=1), 5 + n, [0]


def _compare_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """COMPARE_RULES: a header and a row per player; number, name, points, per rule set its
    rank and each tie-break, then the "changes" column."""
    from .sheet import grid, is_empty, optional
    from .spec import parse_list

    rules = values.get("rules_list")
    given = [str(x) for row in grid(rules) for x in row if not is_empty(x)] if rules is not None else []
    names = [n for c in given for n in c.replace(";", ",").split(",") if n.strip()] or ["VIRTUAL", "FIDE2024", "FIDE2026"]
    codes = values.get("codes")
    cells = _code_cells(codes)
    text = " ".join(str(c) for c in cells if not is_empty(c)) if cells is not None else str(optional(codes) or "")
    try:
        n = len(parse_list(text))
    except Exception:  # noqa: BLE001 - a code that does not parse: its words still count
        n = len(text.split())
    return _rows_of(values, header=1), 4 + len(names) * (1 + n), [0]


def _table_shape(width: int) -> Callable[[dict[str, Any]], tuple[int, int, list[int]]]:
    """A table whose height depends on what is read (the detail of a tie-break, the findings):
    two rows, so that it is not repeated down an array formula."""
    return lambda values: (2, width, [0])


def _lang_of(settings: Any, default: str) -> str:
    try:
        from .settings import parse_settings

        return parse_settings(settings).lang or default
    except TiebreakError:
        return _said_lang(settings) or default


def _said_lang(settings: Any) -> str | None:
    """The ``idioma``/``lang`` of settings that do not read as a whole (another row is wrong),
    or ``None``: the message about the wrong row speaks the language they ask for (a Spanish
    template's BUCHHOLZ column with a bad rules cell answers in Spanish)."""
    from .settings import _KEYS, _pairs, _squash

    rows = settings if isinstance(settings, (list, tuple)) and settings and \
        all(isinstance(r, (list, tuple)) for r in settings) else [settings]
    for row in rows:
        try:
            pairs = _pairs([list(row)] if isinstance(row, (list, tuple)) else row)
        except (TiebreakError, TypeError, ValueError):
            continue
        for k, v in pairs:
            if _KEYS.get(_squash(str(k))) == "lang" and v is not None:
                t = _squash(str(v))
                if t.startswith(("es", "sp", "cas")):
                    return "es"
                if t.startswith(("en", "ing")):
                    return "en"
    return None


# ---------------------------------------------------------------------------------------------
# parameters: key -> (English name, Spanish name, English doc, Spanish doc, is a range)

_PARAMS: dict[str, tuple[str, str, str, str, bool]] = {
    "results": ("results", "resultados",
                "Results range: crosstable (N x N, X on the diagonal), Swiss grid (a row per player; per round "
                "opponent, colour, result) or pairing list (round, board, White, Black, result)",
                "Rango de resultados: tabla cruzada (N x N, X en la diagonal), cuadro suizo (una fila por jugador; "
                "por ronda rival, color, resultado) o lista de emparejamientos (ronda, mesa, blancas, negras, "
                "resultado)", True),
    "rules": ("rules", "reglas",
              '"FIDE" (edition in force on the event date), "FIDE2024" or "FIDE2026"',
              '"FIDE" (edición vigente en la fecha del torneo), "FIDE2024" o "FIDE2026"', False),
    "cut": ("cut", "corte", "Least significant values cut (Cn), default 0",
            "Valores menos significativos que se descartan (Cn), por defecto 0", False),
    "median": ("median", "mediano", "Least and most significant values cut (Mn), default 0",
               "Valores menos y más significativos que se descartan (Mn), por defecto 0", False),
    "limit": ("limit", "limite", 'Koya limit: percentage of the maximum score (50) or "+1" / "-1" half points',
              'Límite Koya: porcentaje de la puntuación máxima (50) o "+1" / "-1" medios puntos', False),
    "player": ("player", "jugador", "Start number or name: one value instead of the column",
               "Número inicial o nombre: un solo valor en lugar de la columna", False),
    "ratings": ("ratings", "ratings", "Ratings column, one per row of results (rating points)",
                "Columna de ratings (Elo), uno por fila de resultados", True),
    "code": ("code", "codigo", 'Tie-break code, e.g. "BH/C1", "SB", "ARO/C1", "KS/L60"',
             'Código de desempate, p. ej. "BH/C1", "SB", "ARO/C1", "KS/L60"', False),
    "codes": ("codes", "codigos", 'Ordered tie-breaks: "BH/C1 BH SB DE" or a range of codes',
              'Desempates en orden: "BH/C1 BH SB DE" o un rango de códigos', True),
    "names": ("names", "nombres", "Names column, one per row of results (optional)",
              "Columna de nombres, uno por fila de resultados (opcional)", True),
    "category": ("category", "categoria",
                 'Category to list: a text of the categories column ("Sub-12", "Veteranos") or a rating band '
                 '("Sub-1800", "1600-1799", ">=2000"); blank: everybody',
                 'Categoría: un texto de la columna de categorías ("Sub-12", "Veteranos") o un tramo de Elo '
                 '("Sub-1800", "1600-1799", ">=2000"); vacío: todos', False),
    "categories": ("categories", "categorias",
                   "Categories column, one per row of results (several in one cell: \"Sub-12, Fem\")",
                   "Columna de categorías, una por fila de resultados (varias en una celda: \"Sub-12, Fem\")",
                   True),
    "settings": ("settings", "configuracion",
                 "Settings: two columns (key, value) or 'key=value; ...' (rules, date, rounds, system, win, draw, "
                 "bye, unrated, lang)",
                 "Configuración: dos columnas (clave, valor) o 'clave=valor; ...' (reglas, fecha, rondas, sistema, "
                 "victoria, tablas, libre, sin_elo, idioma)", True),
}


def _host_arg(key: str, v: Any) -> Any:
    """An argument as the bodies read it: a range as a list of rows (Office.js hands a one-row
    range over as a flat list), a value as itself; cells cleaned of the hosts' own types
    (:func:`xl_tiebreaks.sheet.host_value`)."""
    from .sheet import host_range, host_value

    if isinstance(v, (list, tuple)):
        return host_range(v) if _PARAMS[key][4] else host_value(v)
    return host_value(v)


def _register(name: str, lang: str | None, params: list[str], body: Callable[..., Any], doc: str,
              required: tuple[str, ...] = ("results",), twin: str = "", raw_results: bool = True,
              docs: dict[str, str] | None = None,
              shape: Callable[[dict[str, Any]], tuple[int, int, list[int]]] = _column_shape) -> Callable[..., Any]:
    """Create the Excel function ``name`` with parameters ``params`` (the ones in ``required``
    first, without a default) and register it with xlwings (every argument handed over
    unconverted: ``convert="raw"``; :func:`_host_arg` cleans them, and the individual
    functions' results range is cleaned only when its content is new, see
    :func:`xl_tiebreaks.sheet.evaluate`). ``lang``: ``"en"``, ``"es"`` or ``None`` (a name
    shared by both languages: idioma, then Excel's culture). ``docs``: help texts per
    parameter key when they differ from the language's own."""
    i = 1 if lang == "es" else 0
    pnames = [_PARAMS[p][i] for p in params]
    req = [p in required for p in params]
    assert req == sorted(req, reverse=True), f"{name}: required arguments come first"
    sig = inspect.Signature(
        [inspect.Parameter(pn, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                           default=inspect.Parameter.empty if r else None)
         for pn, r in zip(pnames, req)]
    )
    pairs = list(zip(params, pnames))
    bind = sig.bind

    def excel_function(*args: Any, **kwargs: Any) -> Any:
        bound = bind(*args, **kwargs).arguments
        values = {p: (bound.get(pn) if p == "results" and raw_results else _host_arg(p, bound.get(pn)))
                  for p, pn in pairs}
        call_lang = lang or _excel_lang()
        return _run(call_lang, values.get("settings"), lambda: body(lang=call_lang, **values),
                    lambda: shape(values))

    excel_function.__name__ = excel_function.__qualname__ = name
    excel_function.__doc__ = doc
    excel_function.__module__ = __name__
    excel_function.__signature__ = sig  # type: ignore[attr-defined]
    excel_function.__annotations__ = {}  # nothing for xlwings to resolve on every call (get_type_hints)
    f: Any = excel_function
    for p, pn in pairs:
        f = arg(pn, convert="raw", doc=(docs or {}).get(p, _PARAMS[p][2 + i]))(f)
    f = func(category=CATEGORY)(f)
    globals()[name] = f
    __all__.append(name)
    return f


def _info(name: str, lang: str, params: list[str], doc: str, f: Callable[..., Any], required: tuple[str, ...],
          twin: str = "", same_name: bool = False) -> None:
    i = 1 if lang == "es" else 0
    REGISTRY.append(UdfInfo(
        name, lang, twin or name,
        tuple(UdfParam(p, _PARAMS[p][i], _PARAMS[p][2 + i], _PARAMS[p][4], p in required) for p in params),
        doc, f, same_name))


def _twins(en: str, es: str | None, params: list[str], body: Callable[..., Any], doc_en: str, doc_es: str,
           required: tuple[str, ...] = ("results",), raw_results: bool = True,
           shape: Callable[[dict[str, Any]], tuple[int, int, list[int]]] = _column_shape) -> None:
    """Register the English function ``en`` and its Spanish twin ``es`` (Spanish argument names
    and messages). When ``es`` is ``en`` (a name Spanish shares), one function serves both:
    English argument names, help in both languages, messages in Excel's language. ``shape``:
    the size of the answer, for an error's (:func:`_error_answer`)."""
    if es != en:
        f = _register(en, "en", params, body, doc_en, required, raw_results=raw_results, shape=shape)
        _info(en, "en", params, doc_en, f, required)
        if es:
            g = _register(es, "es", params, body, doc_es, required, twin=en, raw_results=raw_results, shape=shape)
            _info(es, "es", params, doc_es, g, required, twin=en)
        return
    docs = {p: f"{_PARAMS[p][2]} / {_PARAMS[p][3]}" for p in params}
    f = _register(en, None, params, body, f"{doc_en} / {doc_es}", required, raw_results=raw_results, docs=docs,
                  shape=shape)
    _info(en, "en", params, doc_en, f, required)
    _info(en, "es", params, doc_es, f, required, twin=en, same_name=True)


# ---------------------------------------------------------------------------------------------
# bodies


def _values(code: str, *, lang: str, results: Any, settings: Any = None, player: Any = None, ratings: Any = None,
            rules: Any = None, **_: Any) -> list[list[Any]]:
    from .sheet import event_settings, tiebreak_values

    st = event_settings(settings, rules=rules, lang=None)
    return tiebreak_values(results, code, settings=st, ratings=ratings, player=player, lang=lang)


def _with_cuts(base: str, cut: Any, median: Any = None) -> str:
    from .sheet import whole

    c = whole(cut, "cut")
    m = whole(median, "median")
    out = base
    if c:
        out += f"/C{c}"
    if m:
        out += f"/M{m}"
    return out


def _bh(**kw: Any) -> Any:
    return _values(_with_cuts("BH", kw.pop("cut"), kw.pop("median")), **kw)


def _sb(**kw: Any) -> Any:
    return _values(_with_cuts("SB", kw.pop("cut")), **kw)


def _fb(**kw: Any) -> Any:
    return _values(_with_cuts("FB", kw.pop("cut")), **kw)


def _ps(**kw: Any) -> Any:
    return _values(_with_cuts("PS", kw.pop("cut")), **kw)


def _aro(**kw: Any) -> Any:
    return _values(_with_cuts("ARO", kw.pop("cut")), **kw)


def _koya(**kw: Any) -> Any:
    from .sheet import optional

    lim = optional(kw.pop("limit"))
    code = "KS"
    if lim is not None:
        text = str(lim).strip().upper().lstrip("L")
        if isinstance(lim, (int, float)) and not isinstance(lim, bool):
            from .validate import MAX_ROUNDS, whole

            # a percentage (50), or half points when negative (-1): whole, within bounds (not inf, not 1e308)
            text = str(whole(lim, "limit", lo=-2 * MAX_ROUNDS, hi=100))
        code = f"KS/L{text}"
    return _values(code, **kw)


def _simple(code: str) -> Callable[..., Any]:
    return lambda **kw: _values(code, **kw)


def _tiebreak(**kw: Any) -> Any:
    from .sheet import optional

    code = optional(kw.pop("code"))
    if code is None:
        raise TiebreakError("tb_unknown", text="", known="BH BH/C1 SB PS KS WIN ...")
    return _values(str(code), **kw)


def _tiebreaks(*, lang: str, results: Any, codes: Any, ratings: Any = None, settings: Any = None, **_: Any) -> Any:
    from .sheet import event_settings, tiebreak_values

    return tiebreak_values(results, codes, settings=event_settings(settings), ratings=ratings, lang=lang)


def _standings(*, lang: str, results: Any, codes: Any = None, names: Any = None, ratings: Any = None,
               settings: Any = None, **_: Any) -> Any:
    from .sheet import event_settings, standings_table

    st = event_settings(settings)
    if st.lang is None:
        import dataclasses

        st = dataclasses.replace(st, lang=lang)
    return standings_table(results, codes, settings=st, ratings=ratings, names=names)


def _category(*, lang: str, results: Any, category: Any = None, categories: Any = None, codes: Any = None,
              names: Any = None, ratings: Any = None, settings: Any = None, **_: Any) -> Any:
    from .sheet import category_table, event_settings

    st = event_settings(settings)
    if st.lang is None:
        import dataclasses

        st = dataclasses.replace(st, lang=lang)
    return category_table(results, category, categories, codes, settings=st, ratings=ratings, names=names)


_ONE = ["results", "player", "settings"]
_RULED = ["results", "rules", "cut", "player", "settings"]
_RATED = ["results", "ratings", "player", "settings"]

_twins("POINTS", "PUNTOS", _ONE, _simple("PTS"),
       "Points of each player (points), one value per row of results.",
       "Puntos de cada jugador, un valor por fila de resultados.")
_twins("BUCHHOLZ", "BUCHHOLZ", ["results", "rules", "cut", "median", "player", "settings"], _bh,
       "Buchholz, C.07 art. 8.1 (cuts art. 14, unplayed rounds art. 16): sum of the opponents' scores (points). "
       "BUCHHOLZ(results, \"FIDE\", 1) is BH-C1.",
       "Buchholz, C.07 art. 8.1 (cortes art. 14, rondas no jugadas art. 16): suma de las puntuaciones de los "
       "rivales. BUCHHOLZ(resultados; \"FIDE\"; 1) es el BH-C1.")
_twins("SONNEBORN_BERGER", "SONNEBORN_BERGER", _RULED, _sb,
       "Sonneborn-Berger, C.07 art. 9.1: sum of opponent's score x points scored against him (points²).",
       "Sonneborn-Berger, C.07 art. 9.1: suma de la puntuación de cada rival por los puntos obtenidos contra él.")
_twins("FORE_BUCHHOLZ", "BUCHHOLZ_PREVIO", _RULED, _fb,
       "Fore Buchholz, C.07 art. 8.3: Buchholz with the final round's games counted as draws (points).",
       "Fore Buchholz, C.07 art. 8.3: Buchholz contando como tablas las partidas de la última ronda.")
_twins("AOB", "BUCHHOLZ_MEDIO_RIVALES", ["results", "rules", "player", "settings"], _simple("AOB"),
       "Average of opponents' Buchholz, C.07 art. 8.2 (points, exact; shown as you format the cell).",
       "Media del Buchholz de los rivales (AOB), C.07 art. 8.2 (puntos, exacta; se muestra según el formato de "
       "la celda).")
_twins("PROGRESSIVE", "PROGRESIVO", ["results", "cut", "player", "settings"], _ps,
       "Progressive score, C.07 art. 7.5: sum of the running scores after each round (points).",
       "Progresivo, C.07 art. 7.5: suma de las puntuaciones acumuladas tras cada ronda.")
_twins("KOYA", "KOYA", ["results", "limit", "player", "settings"], _koya,
       "Koya system, C.07 art. 9.2: points scored against players with at least 50% (points).",
       "Sistema Koya, C.07 art. 9.2: puntos obtenidos contra los jugadores con al menos el 50 %.")
_twins("WINS", "VICTORIAS", _ONE, _simple("WIN"),
       "Number of wins with or without playing (forfeits, byes worth a win), C.07 art. 7.1.",
       "Número de victorias, jugando o no (incomparecencias, byes que valen una victoria), C.07 art. 7.1.")
_twins("GAMES_WON", "PARTIDAS_GANADAS", _ONE, _simple("WON"),
       "Games won over the board, C.07 art. 7.2.", "Partidas ganadas sobre el tablero, C.07 art. 7.2.")
_twins("BLACK_GAMES", "PARTIDAS_NEGRAS", _ONE, _simple("BPG"),
       "Games played with Black, C.07 art. 7.3.", "Partidas jugadas con negras, C.07 art. 7.3.")
_twins("BLACK_WINS", "VICTORIAS_NEGRAS", _ONE, _simple("BWG"),
       "Games won with Black, C.07 art. 7.4.", "Partidas ganadas con negras, C.07 art. 7.4.")
_twins("ROUNDS_PLAYED", "RONDAS_JUGADAS", _ONE, _simple("REP"),
       "Rounds one elected to play (REP), C.07 art. 7.6.", "Rondas elegidas para jugar (REP), C.07 art. 7.6.")
_twins("ARO", "ELO_MEDIO_RIVALES", ["results", "ratings", "cut", "player", "settings"], _aro,
       "Average rating of opponents, C.07 art. 10.1 (rating points, rounded 0.5 up).",
       "Elo medio de los rivales (ARO), C.07 art. 10.1 (puntos de Elo, redondeado 0,5 hacia arriba).",
       required=("results", "ratings"))
_twins("TPR", "RENDIMIENTO", _RATED, _simple("TPR"),
       "Tournament performance rating, C.07 art. 10.2 (rating points).",
       "Rendimiento en el torneo (TPR, performance), C.07 art. 10.2 (puntos de Elo).", required=("results", "ratings"))
_twins("PTP", "RENDIMIENTO_PERFECTO", _RATED, _simple("PTP"),
       "Perfect tournament performance, C.07 art. 10.3 (rating points).",
       "Rendimiento perfecto en el torneo (PTP), C.07 art. 10.3 (puntos de Elo).", required=("results", "ratings"))
_twins("APRO", "RENDIMIENTO_MEDIO_RIVALES", _RATED, _simple("APRO"),
       "Average performance rating of opponents, C.07 art. 10.4 (rating points).",
       "Media del rendimiento de los rivales (APRO), C.07 art. 10.4 (puntos de Elo).", required=("results", "ratings"))
_twins("APPO", "RENDIMIENTO_PERFECTO_RIVALES", _RATED, _simple("APPO"),
       "Average perfect performance of opponents, C.07 art. 10.5 (rating points).",
       "Media del rendimiento perfecto de los rivales (APPO), C.07 art. 10.5 (puntos de Elo).",
       required=("results", "ratings"))
_twins("TIEBREAK", "DESEMPATE", ["results", "code", "ratings", "player", "settings"], _tiebreak,
       'Any tie-break by its code ("BH/C1", "SB", "KS/L60", "ARO/C1", "Buchholz mediano"...).',
       'Cualquier desempate por su código ("BH/C1", "SB", "KS/L60", "ARO/C1", "Buchholz mediano"...).',
       required=("results", "code"))
_twins("TIEBREAKS", "DESEMPATES", ["results", "codes", "ratings", "settings"], _tiebreaks,
       "Several tie-breaks, one column each, in list order (direct encounter DE after the criteria it needs).",
       "Varios desempates, una columna cada uno, en el orden de la lista (encuentro directo DE tras sus criterios).",
       required=("results", "codes"), shape=_tiebreaks_shape)
_twins("STANDINGS", "CLASIFICACION", ["results", "codes", "names", "ratings", "settings"], _standings,
       "Ranked table: rank (shared places), start number, name, points, then each tie-break in order.",
       "Clasificación: puesto (puestos compartidos), número, nombre, puntos y cada desempate en orden.",
       shape=_standings_shape)
_twins("CATEGORY_STANDINGS", "CLASIFICACION_CATEGORIA",
       ["results", "category", "categories", "codes", "names", "ratings", "settings"], _category,
       "One category's prize list in the order of the standings: place, overall rank, number, name, rating, "
       "points.",
       "Clasificación de una categoría en el orden de la general: puesto, puesto general, número, nombre, Elo, "
       "puntos.", required=("results", "category"), shape=_category_shape)


def _detail(*, lang: str, results: Any, code: Any, player: Any, rules: Any = None, settings: Any = None,
            **_: Any) -> Any:
    from .explain import explain
    from .sheet import _player_row, evaluate, event_settings, optional

    st = event_settings(settings, rules=rules)
    se = evaluate(results, st)
    if optional(player) is None:
        raise TiebreakError("player_not_found", player="")
    sn = se.row_players[_player_row(se, player)]
    c = optional(code)
    if c is None:
        raise TiebreakError("tb_unknown", text="", known="BH BH/C1 SB PS ...")
    return explain(se.evaluation, sn, str(c), st.lang or lang).table()


_twins("TIEBREAK_DETAIL", "DETALLE_DESEMPATE", ["results", "code", "player", "rules", "settings"], _detail,
       "Why a player's tie-break is what it is: a row per round (round, value, cut, explanation with the C.07 "
       "article), then the cuts and the total.",
       "Por qué un desempate vale lo que vale: una fila por ronda (ronda, valor, descartada, explicación con el "
       "artículo de C.07), después los descartes y el total.", required=("results", "code", "player"),
       shape=_table_shape(4))


def _check(*, lang: str, results: Any, points: Any = None, settings: Any = None, **_: Any) -> Any:
    from .check import check_tournament, findings_table
    from .sheet import column, evaluate, event_settings

    st = event_settings(settings)
    lang = st.lang or lang
    try:
        se = evaluate(results, st)
    except TiebreakError as e:
        return findings_table([], lang, e)
    totals = column(points)
    by_player = None
    if totals is not None:
        by_player = [None] * len(se.tournament.participants)
        pos = {p.start_no: i for i, p in enumerate(se.tournament.participants)}
        for row, sn in enumerate(se.row_players):
            if sn is not None and row < len(totals):
                by_player[pos[sn]] = totals[row]
    rows_of = {sn: r for r, sn in enumerate(se.row_players) if sn is not None}

    def where(sn: int) -> str:
        p = se.tournament.participant(sn)
        return f"row {rows_of.get(sn, 0) + 1} (player {sn}" + (f" {p.name})" if p.name else ")")

    found = check_tournament(se.tournament, where=where, totals=by_player)
    return findings_table(found, lang)


def _compare(*, lang: str, results: Any, codes: Any, rules: Any, settings: Any = None, **_: Any) -> Any:
    from .compare import compare
    from .sheet import evaluate, event_settings, grid, optional

    st = event_settings(settings)
    se = evaluate(results, st)
    cells = [str(x) for row in grid(rules) for x in row if x not in (None, "")] if optional(rules) is not None \
        or (isinstance(rules, (list, tuple)) and len(grid(rules)) > 1) else ["VIRTUAL,FIDE2024,FIDE2026"]
    names = [n.strip() for cell in cells for n in cell.replace(";", ",").split(",")]
    codes_text = " ".join(str(x) for row in grid(codes) for x in row if x not in (None, "")) \
        if isinstance(codes, (list, tuple)) else str(optional(codes) or "")
    cmp = compare(se.tournament, codes_text, [n for n in names if n.strip()], pairing_system=st.system,
                  unrated_rating=st.unrated)
    return cmp.table(st.lang or lang)


_PARAMS["points"] = ("points", "puntos", "Totals as typed, one per row of results (optional)",
                     "Totales escritos, uno por fila de resultados (opcional)", True)
_PARAMS["rules_list"] = ("rules", "reglas", 'Rule sets to compare: "VIRTUAL,FIDE2024,FIDE2026" or a range',
                         'Reglas a comparar: "VIRTUAL,FIDE2024,FIDE2026" o un rango', True)
_twins("TOURNAMENT_CHECK", "REVISAR_TORNEO", ["results", "points", "settings"], _check,
       "What is wrong or odd in the results (and in typed totals): severity, where, and how to fix it.",
       "Qué está mal o es raro en los resultados (y en los totales escritos): gravedad, dónde y cómo corregirlo.",
       shape=_table_shape(3))


def _compare_rules(**kw: Any) -> Any:
    kw["rules"] = kw.pop("rules_list")
    return _compare(**kw)


_twins("COMPARE_RULES", "COMPARAR_REGLAS", ["results", "codes", "rules_list", "settings"], _compare_rules,
       "Standings under several rule sets side by side; '*' marks players whose rank changes.",
       "Clasificación con varias reglas lado a lado; '*' marca a los jugadores que cambian de puesto.",
       required=("results", "codes"), shape=_compare_shape)


@func(category=CATEGORY)
def XLT_VERSION() -> str:
    """The version of xl_tiebreaks answering the functions."""
    return __version__


REGISTRY.append(UdfInfo("XLT_VERSION", "en", "XLT_VERSION", (), "The version of xl_tiebreaks answering the functions.",
                        XLT_VERSION))
REGISTRY.append(UdfInfo("XLT_VERSION", "es", "XLT_VERSION", (), "La versión de xl_tiebreaks que responde a las funciones.",
                        XLT_VERSION, same_name=True))


# The xlwings Lite scripts live in xl_tiebreaks.lite (not here: classic xlwings' Import Functions
# turned a @script of this module into a VBA Sub that cannot run).


# =============================================================================================
# Team events (xl_tiebreaks.teams): match points, game points, team Buchholz and
# Sonneborn-Berger, any team tie-break, team standings. Results: a team crosstable (cell = game
# points of the row team against the column team), a team Swiss grid (per round '8w2.5':
# opponent, colour of board 1, game points; '8w 1 ½ 0 1' with the board results; '6+F', PAB,
# HPB, ZPB) or a board list (round, board, team A, team B, result). Settings: the individual
# keys plus boards / tableros, primary / principal (MP, GP), match_points / puntos_match
# ("2/1/0", "3/1/0"), pab_mp / libre_pm, pab_gp / libre_pp (xl_tiebreaks.teams.sheet).
# =============================================================================================

_PARAMS.update({
    "basis": ("basis", "base",
              '"MP" (match points) or "GP" (game points); blank: the event\'s primary score. SB also takes two '
              'letters: the opponents\' score, then the score against them ("MG" = EMGSB)',
              '"MP" (puntos de match) o "GP" (puntos de partida); vacío: la puntuación principal. En SB también dos '
              'letras: la puntuación de los rivales y la obtenida contra ellos ("MG" = EMGSB)', False),
    "team_codes": ("codes", "codigos",
                   'Ordered team tie-breaks: "MP GP EDE BH:MP", a preset ("FEDA_TEAMS") or a range of codes',
                   'Desempates por equipos en orden: "MP GP EDE BH:MP", un preajuste ("FEDA_TEAMS") o un rango',
                   True),
    "team": ("team", "equipo", "Team number or name: one value instead of the column",
             "Número o nombre del equipo: un solo valor en lugar de la columna", False),
    "team_settings": ("settings", "configuracion",
                      "Settings: two columns (key, value) or 'key=value; ...' (boards, primary MP/GP, match_points "
                      "2/1/0, pab_mp, pab_gp, rules, date, system, lang)",
                      "Configuración: dos columnas (clave, valor) o 'clave=valor; ...' (tableros, principal MP/GP, "
                      "puntos_match 2/1/0, libre_pm, libre_pp, reglas, fecha, sistema, idioma)", True),
})


def _team_call(lang: str, settings: Any, body: Callable[[Any], Any]) -> Any:
    """Run a team body with the team settings parsed; an error speaks the settings' language."""
    from .teams.sheet import parse_team_settings, team_lang

    try:
        ts = parse_team_settings(settings)
        return body(ts)
    except TiebreakError as e:
        forced = team_lang(settings) or _said_lang(settings)
        if forced:
            e.message = lambda _lang="en", _e=e, _f=forced: type(_e).message(_e, _f)  # type: ignore[method-assign]
        raise


def _team_values(code: str | Callable[[], str], *, lang: str, results: Any, team_settings: Any = None,
                 team: Any = None, rules: Any = None, **_: Any) -> Any:
    import dataclasses

    from .sheet import optional
    from .teams.sheet import team_values

    def body(ts: Any) -> Any:
        r = optional(rules)
        if r is not None:
            ts = dataclasses.replace(ts, base=dataclasses.replace(ts.base, rules=str(r).strip()))
        return team_values(results, code() if callable(code) else code, settings=ts, player=team)

    return _team_call(lang, team_settings, body)


def _basis(v: Any, two: bool = False) -> str:
    """``MP`` / ``GP`` (or, for SB, a pair such as ``MG``) from an argument; '' when blank."""
    from .sheet import optional

    b = optional(v)
    if b is None:
        return ""
    t = str(b).strip().upper().replace(" ", "").replace(":", "")
    if two and len(t) == 5 and t.startswith("E") and t.endswith("SB"):
        t = t[1:3]
    if t in ("MP", "M", "PM", "MATCH"):
        return "MP"
    if t in ("GP", "G", "PP", "GAME", "PARTIDA"):
        return "GP"
    if two and len(t) == 2 and set(t) <= {"M", "G"}:
        return t
    raise TiebreakError("settings_bad_value", key="basis (MP, GP" + (", MM, MG, GM, GG)" if two else ")"), value=b)


def _team_bh(**kw: Any) -> Any:
    basis, cut, median = kw.pop("basis"), kw.pop("cut"), kw.pop("median")

    def code() -> str:
        b = _basis(basis)
        return _with_cuts("BH" + (f":{b}" if b else ""), cut, median)

    return _team_values(code, **kw)


def _team_sb(**kw: Any) -> Any:
    basis, cut = kw.pop("basis"), kw.pop("cut")

    def code() -> str:
        b = _basis(basis, two=True)
        return _with_cuts(f"E{b}SB" if len(b) == 2 and b not in ("MP", "GP") else "SB" + (f":{b}" if b else ""), cut)

    return _team_values(code, **kw)


def _team_simple(code: str) -> Callable[..., Any]:
    return lambda **kw: _team_values(code, **kw)


def _team_tiebreaks(*, lang: str, results: Any, team_codes: Any, team_settings: Any = None, **_: Any) -> Any:
    from .teams.sheet import team_values

    return _team_call(lang, team_settings, lambda ts: team_values(results, team_codes, settings=ts))


def _team_standings(*, lang: str, results: Any, team_codes: Any = None, names: Any = None,
                    team_settings: Any = None, **_: Any) -> Any:
    import dataclasses

    from .teams.sheet import team_standings_table

    def body(ts: Any) -> Any:
        if ts.base.lang is None:
            ts = dataclasses.replace(ts, base=dataclasses.replace(ts.base, lang=lang))
        return team_standings_table(results, team_codes, settings=ts, names=names)

    return _team_call(lang, team_settings, body)


_TEAM_ONE = ["results", "team", "team_settings"]
_team_twins = functools.partial(_twins, raw_results=False)  # team code reads cleaned ranges

_team_twins("MATCH_POINTS", "PUNTOS_MATCH", _TEAM_ONE, _team_simple("MP"),
       "Match points of each team, C.07 art. 11.1 (2 / 1 / 0 by default: a match is won with more than half the "
       "boards' points).",
       "Puntos de match de cada equipo, C.07 art. 11.1 (2 / 1 / 0 por defecto: gana quien suma más de la mitad de "
       "los puntos de los tableros).")
_team_twins("GAME_POINTS", "PUNTOS_PARTIDA", _TEAM_ONE, _team_simple("GP"),
       "Game (board) points of each team, C.07 art. 11.1.",
       "Puntos de partida (de tablero) de cada equipo, C.07 art. 11.1.")
_team_twins("TEAM_BUCHHOLZ", "BUCHHOLZ_EQUIPOS", ["results", "basis", "rules", "cut", "median", "team", "team_settings"],
       _team_bh,
       "Team Buchholz, C.07 art. 8.1 and 16 (teams: art. 13): sum of the opponents' match points (basis \"MP\") "
       "or game points (\"GP\").",
       "Buchholz por equipos, C.07 art. 8.1 y 16 (equipos: art. 13): suma de los puntos de match (base \"MP\") o "
       "de partida (\"GP\") de los rivales.")
_team_twins("TEAM_SONNEBORN_BERGER", "SONNEBORN_BERGER_EQUIPOS",
       ["results", "basis", "rules", "cut", "team", "team_settings"], _team_sb,
       "Team Sonneborn-Berger, C.07 art. 13.2: opponent's score x score against him; basis \"MP\", \"GP\" or two "
       "letters (\"MG\" = opponents' MP x GP scored, EMGSB).",
       "Sonneborn-Berger por equipos, C.07 art. 13.2: puntuación del rival x la obtenida contra él; base \"MP\", "
       "\"GP\" o dos letras (\"MG\" = PM del rival x PP obtenidos, EMGSB).")
_team_twins("TEAM_TIEBREAKS", "DESEMPATES_EQUIPOS", ["results", "team_codes", "team_settings"], _team_tiebreaks,
       "Several team tie-breaks (MP GP MPVGP BH:MP EMGSB TSB DE EDE EDEBT SSSC BC TBR BBE ...), one column each.",
       "Varios desempates por equipos (MP GP MPVGP BH:MP EMGSB TSB DE EDE EDEBT SSSC BC TBR BBE ...), una columna "
       "cada uno.", required=("results", "team_codes"), shape=_tiebreaks_shape)
_team_twins("TEAM_STANDINGS", "CLASIFICACION_EQUIPOS", ["results", "team_codes", "names", "team_settings"],
       _team_standings,
       "Team standings: rank, number, team, match points, game points, then each tie-break in order.",
       "Clasificación por equipos: puesto, número, equipo, puntos de match, de partida y cada desempate en orden.",
       shape=_team_standings_shape)
