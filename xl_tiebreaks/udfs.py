"""Excel functions (xlwings): ``=BUCHHOLZ(C4:K19, "FIDE", 1)``, ``=SONNEBORN_BERGER(C4:H9)``...

One module for every host:

* **Windows, classic xlwings**: ``xl-tiebreaks setup-excel`` puts ``xl_tiebreaks.udfs`` in the
  ``UDF MODULES`` of ``~/.xlwings/xlwings.conf``; *Import Functions* in the xlwings ribbon
  writes the VBA wrappers.
* **xlwings Lite** (Windows, macOS, Excel on the web): ``xl-tiebreaks`` in the add-in's
  ``requirements.txt`` and ``from xl_tiebreaks.udfs import *`` in ``main.py``.
* Without xlwings (Linux, tests) the functions are plain Python callables.
* Every host registers from :data:`REGISTRY` (name, language, arguments, help, callable), built
  here from the catalogue :mod:`xl_tiebreaks.functions` (names, arguments, help as data); what
  each function computes is in :mod:`xl_tiebreaks.sheet_functions`, on the sheet layer
  (:mod:`xl_tiebreaks.sheet`). This module is the hosts' glue: the xlwings registration, the
  call's language, errors as the cell's message.

Every function takes the **results range** first: a crosstable, a Swiss grid or a pairing list,
selected as the organiser keeps it (label columns, header rows, pasted exports: see
:mod:`xl_tiebreaks.readers.ranges`). Every function ends with an optional **settings**
argument: a two-column range (key, value) or a ``key=value; key=value`` text (see
:mod:`xl_tiebreaks.settings`). Arguments are handed over unconverted (``convert="raw"``) and
cleaned here (:func:`xl_tiebreaks.sheet_args.host_value`: error cells become their text and are
reported, never read as blanks); the results range is cleaned only when its content is new.

Each function returns one value per row of the results range (a column that spills in
Excel 365; select as many cells and enter it as an array formula in older Excel), or one
value when ``player`` (start number or name) is given. Classic xlwings also says where the
formula is (``Application.Caller``, passed by the VBA wrapper: :data:`CALLER`) and where the
results range is (read with its place: :class:`_ReadWithPlace`): there an answer entered beside
its range but on another row is aligned or refused
(:func:`xl_tiebreaks.sheet_args.placed_answer`); Office.js and LibreOffice do not say both.
Undefined values (e.g. TPR with no game played) are empty cells. Errors are caught here:
classic Excel (and LibreOffice) shows the one-line message in the first cell of an answer as
big as the right one, every other cell empty (:func:`_error_answer`), Lite raises it
(``#VALUE!``, message on hover).

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
from .errors import TiebreakError, one_line
from .functions import FUNCTIONS, PARAMS, PLACES, TEAM_FUNCTIONS, Fn, Shape
from .settings import DATE_LANG, MESSAGE_PLACES, SHORT_MESSAGES, located
from .sheet_args import Place, Placed, host_range, host_value, is_empty, optional, placed_answer  # (imported once)
from .sheet_functions import column_shape, lang_of, tiebreaks_shape
from .validate import check_digits

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

    key: str  # the parameter's key in functions.PARAMS ("results", "settings", ...)
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


def _classic() -> bool:
    """Running under classic xlwings (Windows, the VBA wrappers): the calling cell
    (:data:`CALLER`) and the results range's place are known (:func:`_where`). Decided by the
    decorators xlwings gave us, as :func:`_officejs` is."""
    return getattr(func, "__module__", "") == "xlwings.udfs"


def _where(rng: Any) -> Place | None:
    """Where an xlwings range is (classic: the calling cell, read by :class:`_ReadPlace`; the
    results range, read by :class:`_ReadWithPlace`), or ``None`` when it cannot be told (no
    range, a COM failure)."""
    if rng is None:
        return None
    try:
        sheet = rng.sheet
        return Place(str(sheet.book.name), str(sheet.name), int(rng.row), int(rng.shape[0]))
    except Exception:  # noqa: BLE001 - a place not told: the answer as it is
        return None


#: classic xlwings: the hidden last argument of every function, which the VBA wrapper fills with
#: ``Application.Caller`` (the cell of the formula, or the whole block of a legacy array
#: formula: Excel's ``Application.Caller``). Not xlwings' reserved name ``caller``: xlwings puts
#: the caller at that argument's position in what the wrapper passed, which fails (an index
#: error in every cell) with wrappers imported before the argument existed; an argument the
#: wrapper fills itself (``vba=``) is simply missing from an older wrapper, and the answer is
#: then as it was (nothing aligned) until *Import Functions* is run again.
CALLER = "xlt_caller"


class _ReadPlace:
    """Classic xlwings' reading of :data:`CALLER`: the calling cell as a
    :class:`~xl_tiebreaks.sheet_args.Placed` without cells, whose place (:func:`_where`) is
    asked of Excel only when an answer needs it; its cells are not read."""

    @classmethod
    def reader(cls, options: dict) -> Callable[[Any], None]:
        def read(c: Any) -> None:
            rng = c.range
            c.value = Placed(None, lambda: _where(rng)) if rng is not None else None

        return read


class _ReadWithPlace:
    """Classic xlwings' reading of the results argument (``@xw.arg(..., convert=...)``): its
    cells exactly as ``convert="raw"`` reads them and, when the formula gave a range (a COM
    Range, which ``xlwings.udfs.call_udf`` hands to the conversion as ``c.range``), where it
    is (:class:`~xl_tiebreaks.sheet_args.Placed`). A value that is no range (an array
    expression) passes as ``raw`` passes it."""

    @classmethod
    def reader(cls, options: dict) -> Callable[[Any], None]:
        from xlwings.conversion import accessors  # type: ignore

        raw = accessors["raw"].reader(options)

        def read(c: Any) -> None:
            rng = c.range
            raw(c)
            if rng is not None:
                c.value = Placed(c.value, lambda: _where(rng))

        return read


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


#: how many calls have failed with a defect (an ``internal`` error) so far: a host that keeps
#: answers (:func:`xl_tiebreaks.libreoffice.calc_args.call`) keeps none of those
INTERNAL_FAILURES = 0


def _run(lang: str, settings: Any, body: Callable[[], Any],
         shape: Callable[[], tuple[int, int, list[int]]] | None = None) -> Any:
    """Run ``body``; turn any error into the cell's message (classic, LibreOffice) or an
    exception (Lite). The exception carries the :class:`TiebreakError` as its cause, place and
    all (the offline evaluator of ``compute`` names the sheet cell from it). The message
    answer has the size of the function's answer (``shape``: :func:`_error_answer`)."""
    try:
        return body()
    except TiebreakError as e:
        err = located(e)  # (the sheet cell, when the call was given where its ranges are)
    except Exception as e:  # never a traceback in a cell
        global INTERNAL_FAILURES
        INTERNAL_FAILURES += 1
        err = TiebreakError("internal", detail=f"{type(e).__name__}: {one_line(e)}")
    speak = lang_of(settings, lang) if err.code != "internal" else lang
    msg = err.message(speak)
    if _officejs():
        raise ValueError(msg) from err
    return _error_answer(_short_or_whole(msg, settings, speak), shape)


def _short_or_whole(msg: str, settings: Any, lang: str) -> str:
    """The message a failed function's cells show: whole, or short where the settings ask for
    it (:func:`xl_tiebreaks.sheet.said_in_column`); settings that do not read: whole."""
    from .settings import parse_settings
    from .sheet import said_in_column

    try:
        st = parse_settings(settings)
    except TiebreakError:
        return msg
    return said_in_column(msg, st, lang)


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


#: the arguments by key: the catalogue's :data:`~xl_tiebreaks.functions.PARAMS` (the workbook
#: evaluator, :mod:`xl_tiebreaks.workbook`, reads them here)
_PARAMS = PARAMS


def _host_arg(key: str, v: Any, name: str | None = None) -> Any:
    """An argument as the bodies read it: a range as a list of rows (Office.js hands a one-row
    range over as a flat list), a value as itself; cells cleaned of the hosts' own types
    (:func:`xl_tiebreaks.sheet_args.host_value`). A whole number of more than 4,300 digits
    (which only a Python caller can hand over) is refused naming the argument (``name``, as
    the function's help names it; :func:`xl_tiebreaks.validate.check_digits`), as a range's
    cell is naming its row and column; text goes to the value's own parser and bound.

    Raises:
        TiebreakError: ``digits_bound``, ``range_cells_bound``.
    """
    if v is None or type(v) is str:  # (an omitted argument, a text: as they are)
        return v
    if isinstance(v, (list, tuple)):
        if PARAMS[key][4]:
            return host_range(v)
        got = host_value(v)
    else:
        got = host_value(v)
    for x in (got if isinstance(got, list) else [got]):
        for y in (x if isinstance(x, list) else [x]):
            if type(y) is int:  # (text goes to the value's own parser and bound: validate.number)
                check_digits(y, name)
    return got


class _CallPlaces:
    """Where one call's ranges are (its ``places`` argument, :data:`xl_tiebreaks.functions.PLACES`),
    for :data:`xl_tiebreaks.settings.MESSAGE_PLACES`: the origins are read when the call makes
    its arguments plain (a text that is no address is the call's message); the sheet places
    (:func:`xl_tiebreaks.workbook.places.function_places`) are built only when a message
    needs them. ``ranges()``: the call's range arguments by key, as the host gave them."""

    def __init__(self, ranges: Callable[[], dict[str, Any]]) -> None:
        self.ranges = ranges
        self.origins: list[Any] | None = None
        self._places: Any = None

    def _get(self) -> Any:
        if self._places is None and self.origins:
            from .sheet_args import grid
            from .workbook.places import function_places

            rows: dict[str, Any] = {}
            for k, v in self.ranges().items():
                try:
                    rows[k] = grid(host_range(v)) if v is not None else None
                except Exception:  # noqa: BLE001 - a range that does not read: no place in it
                    rows[k] = None
            self._places = function_places(self.origins, rows)
        return self._places

    def locate(self, err: TiebreakError) -> TiebreakError:
        p = self._get()
        return p.locate(err) if p is not None else err

    def locate_note(self, note: Any) -> Any:
        from .texts import said_in

        p = self._get()
        return p.locate_note(note) if p is not None else said_in(note, "sheet")

    def table_places(self) -> dict[str, Any]:
        p = self._get()
        return p.table_places() if p is not None else {}


#: the functions whose messages may be short in their cells (settings ``mensajes: cortos``): the
#: columns of points, tie-breaks and standings a template keeps narrow above its block of rules
#: and warnings (:func:`xl_tiebreaks.sheet.said_in_column`)
SHORT_FUNCTIONS = frozenset({"POINTS", "PUNTOS", "TIEBREAKS", "DESEMPATES", "STANDINGS", "CLASIFICACION"})


def _register(name: str, lang: str | None, params: list[str], body: Callable[..., Any], doc: str,
              required: tuple[str, ...] = ("results",), twin: str = "", raw_results: bool = True,
              docs: dict[str, str] | None = None,
              shape: Shape = column_shape) -> Callable[..., Any]:
    """Create the Excel function ``name`` with parameters ``params`` (the ones in ``required``
    first, without a default) and register it with xlwings (every argument handed over
    unconverted: ``convert="raw"``; :func:`_host_arg` cleans them, and the individual
    functions' results range is cleaned only when its content is new, see
    :func:`xl_tiebreaks.sheet.evaluate`). ``lang``: ``"en"``, ``"es"`` or ``None`` (a name
    shared by both languages: idioma, then Excel's culture). ``docs``: help texts per
    parameter key when they differ from the language's own."""
    i = 1 if lang == "es" else 0
    pnames = [PARAMS[p][i] for p in params]
    req = [p in required for p in params]
    assert req == sorted(req, reverse=True), f"{name}: required arguments come first"
    sig = inspect.Signature(
        [inspect.Parameter(pn, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                           default=inspect.Parameter.empty if r else None)
         for pn, r in zip(pnames, req)]
    )
    pairs = list(zip(params, pnames))
    settings_name = dict(pairs).get("settings")
    places_name = dict(pairs).get(PLACES)
    range_pairs = [(p, pn) for p, pn in pairs if PARAMS[p][4]]
    bind = sig.bind
    n_required = sum(req)
    classic = _classic()
    results_name = dict(pairs).get("results")
    # an answer of one row per row of the range (not for one player or team): classic xlwings
    # puts it beside its rows (sheet_args.placed_answer)
    per_row = shape in (column_shape, tiebreaks_shape)
    who = [p for p in ("player", "team") if p in params]
    if classic:  # the calling cell, which the VBA wrapper passes (CALLER; not in the formula)
        sig = sig.replace(parameters=[*sig.parameters.values(),
                                      inspect.Parameter(CALLER, inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                                        default=None)])

    def excel_function(*args: Any, **kwargs: Any) -> Any:
        caller = None
        if classic:
            if len(args) == len(pnames) + 1:
                caller, args = args[-1], args[:-1]
            caller = kwargs.pop(CALLER, caller)
        if not kwargs and n_required <= len(args) <= len(pnames):  # (what bind gives, without its walk)
            bound = dict(zip(pnames, args))
        else:
            bound = bind(*args, **kwargs).arguments
        at = home = None  # (where the formula is, where its results range is: classic xlwings)
        if isinstance(bound.get(results_name), Placed):
            home = bound[results_name]
            bound[results_name] = home.value
            at = caller if isinstance(caller, Placed) else None
        call_lang = lang or _excel_lang()
        values: dict[str, Any] = {}
        made: dict[str, Any] = {}  # (the settings made plain once: for the message's language and the body)

        given = bound.get(places_name) if places_name else None
        call_places = (_CallPlaces(lambda: {p: bound.get(pn) for p, pn in range_pairs})
                       if not is_empty(optional(host_value(given))) else None)

        def run() -> Any:  # (the arguments made plain inside _run: a refusal there is a message too)
            values.update({p: (bound.get(pn) if p == "results" and raw_results else made[p] if p in made
                               else _host_arg(p, bound.get(pn), pn))
                           for p, pn in pairs})
            if call_places is not None:
                from .workbook.places import parse_origins

                call_places.origins = parse_origins(values[PLACES])
            out = body(lang=call_lang, **{k: v for k, v in values.items() if k != PLACES})
            if at is not None and home is not None and per_row and all(optional(values.get(p)) is None for p in who):
                out = placed_answer(out, at.where(), home.where())
            return out

        try:
            settings = made["settings"] = _host_arg("settings", bound.get(settings_name)) if settings_name else None
        except Exception:  # noqa: BLE001 - only the language of the message: run() says what is wrong
            settings = None
            made.clear()
        token = DATE_LANG.set(call_lang)  # a date typed as text reads as the function's language writes it
        short = SHORT_MESSAGES.set(name in SHORT_FUNCTIONS)
        where = MESSAGE_PLACES.set(call_places) if call_places is not None else None
        try:
            return _run(call_lang, settings, run, lambda: shape(values))
        finally:
            if where is not None:
                MESSAGE_PLACES.reset(where)
            SHORT_MESSAGES.reset(short)
            DATE_LANG.reset(token)

    excel_function.__name__ = excel_function.__qualname__ = name
    excel_function.__doc__ = doc
    excel_function.__module__ = __name__
    excel_function.__signature__ = sig  # type: ignore[attr-defined]
    excel_function.__annotations__ = {}  # nothing for xlwings to resolve on every call (get_type_hints)
    f: Any = excel_function
    for p, pn in pairs:
        convert: Any = _ReadWithPlace if classic and p == "results" else "raw"
        f = arg(pn, convert=convert, doc=(docs or {}).get(p, PARAMS[p][2 + i]))(f)
    if classic:
        f = arg(CALLER, convert=_ReadPlace, vba="Application.Caller")(f)
    f = func(category=CATEGORY)(f)
    globals()[name] = f
    __all__.append(name)
    return f


def _info(name: str, lang: str, params: list[str], doc: str, f: Callable[..., Any], required: tuple[str, ...],
          twin: str = "", same_name: bool = False) -> None:
    i = 1 if lang == "es" else 0
    REGISTRY.append(UdfInfo(
        name, lang, twin or name,
        tuple(UdfParam(p, PARAMS[p][i], PARAMS[p][2 + i], PARAMS[p][4], p in required) for p in params),
        doc, f, same_name))


def _twins(fn: Fn, raw_results: bool = True) -> None:
    """Register the English function ``fn.en`` and its Spanish twin ``fn.es`` (Spanish argument
    names and messages). When ``es`` is ``en`` (a name Spanish shares), one function serves both:
    English argument names, help in both languages, messages in Excel's language. ``fn.shape``:
    the size of the answer, for an error's (:func:`_error_answer`)."""
    en, es, params, body, doc_en, doc_es, required, shape = (fn.en, fn.es, fn.params, fn.body, fn.doc_en, fn.doc_es,
                                                             fn.required, fn.shape)
    if es != en:
        f = _register(en, "en", params, body, doc_en, required, raw_results=raw_results, shape=shape)
        _info(en, "en", params, doc_en, f, required)
        if es:
            g = _register(es, "es", params, body, doc_es, required, twin=en, raw_results=raw_results, shape=shape)
            _info(es, "es", params, doc_es, g, required, twin=en)
        return
    docs = {p: f"{PARAMS[p][2]} / {PARAMS[p][3]}" for p in params}
    f = _register(en, None, params, body, f"{doc_en} / {doc_es}", required, raw_results=raw_results, docs=docs,
                  shape=shape)
    _info(en, "en", params, doc_en, f, required)
    _info(en, "es", params, doc_es, f, required, twin=en, same_name=True)


# ---------------------------------------------------------------------------------------------
# the catalogue, registered: individual events, the version, team events (team bodies read
# cleaned ranges)

for _fn in FUNCTIONS:
    _twins(_fn)


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


for _fn in TEAM_FUNCTIONS:
    _twins(_fn, raw_results=False)
del _fn
