"""The Excel functions called the way each host calls them, for tests.

Test data is written once, host-neutrally, as the formula gives it:

* a **range**: a list of rows of cells: ``None`` (empty cell), ``str``, ``int``/``float``,
  ``bool``, ``datetime.date``/``datetime`` (a date cell), :class:`XLError` (an error cell);
* a **scalar** (a literal typed in the formula, or a one-cell reference): the cell value;
* ``None``: the argument is omitted.

Each host turns that into what it really hands over, then runs xlwings' own code:

* :class:`OfficeJs` (xlwings Lite, xlwings Server: Excel on Windows, macOS, the web): the JSON
  payload Excel's JavaScript posts (every argument a matrix; empty cells ``null``, or a
  Pyodide ``JsNull``, or ``""``; numbers as JSON numbers, so ``1`` is an ``int``; dates as
  serial numbers; error cells as Office.js error objects), through
  ``xlwings.server.custom_functions_call`` (argument conversion, the call, the result's
  conversion). An error is raised (Excel shows ``#VALUE!`` with the message).
* :class:`Classic` (Windows, Python on the PC): the values the VBA wrapper's COM call
  delivers (a multi-cell range as a tuple of row tuples, one cell as a scalar, numbers as
  ``float``, dates as pywintypes times, error cells as COM error codes, an omitted argument as
  ``-2147352572``), then what ``xlwings.udfs.call_udf`` does with them: the registered
  converters and ``ndim`` applied by xlwings' conversion pipeline with the real classic
  engine's cell cleaning (``xlwings._xlwindows``, imported with the Windows modules stubbed),
  the function called from a module registered with the classic decorators (the VBA
  wrappers' registration), the result converted back. An error is the cell's text.

``HOSTS`` lists one of each; tests take the ``host`` fixture (tests/conftest.py) and call
``host.call(name, *args)`` (values) or ``host.error(name, *args)`` (the message).
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import datetime as dt
import importlib.util
import json
import sys
import types
from typing import Any
from unittest import mock

import xlwings as xw
import xlwings.server as xs
from xlwings.conversion import accessors

from xl_tiebreaks import udfs

EPOCH = dt.datetime(1899, 12, 30)

#: Office.js error type of each error text (the ``errorType`` of its error objects)
_JS_ERRORS = {"#DIV/0!": "Div0", "#N/A": "NotAvailable", "#NAME?": "Name", "#NULL!": "Null", "#NUM!": "Num",
              "#REF!": "Ref", "#VALUE!": "Value", "#SPILL!": "Spill", "#CALC!": "Calc"}
#: COM error code of each error text (xlwings._xlwindows.cell_errors, inverted)
_COM_ERRORS = {"#DIV/0!": -2146826281, "#N/A": -2146826246, "#NAME?": -2146826259, "#NULL!": -2146826288,
               "#NUM!": -2146826252, "#REF!": -2146826265, "#VALUE!": -2146826273}
_COM_MISSING = -2147352572


class XLError(str):
    """An error cell (``XLError("#N/A")``) in test data."""


class At:
    """A range argument with where it is, in test data: its cells (a list of rows, as any range)
    on ``sheet`` of ``book`` from row ``row`` down (1-based, as the sheet numbers rows). The
    classic host hands it over as Excel's COM Range (``xlwings.udfs.call_udf`` reads it through
    the argument's converter with the range); the other hosts as its cells. ``At`` with no
    cells (``At(None, row=7)``) is a calling cell: ``rows`` is its height (a legacy array
    formula's block; a dynamic array formula's caller is its one cell)."""

    def __init__(self, cells: Any, row: int, sheet: str = "Hoja1", book: str = "Torneo.xlsx",
                 column: int = 3, rows: int | None = None) -> None:
        self.cells, self.row, self.sheet, self.book, self.column = cells, row, sheet, book, column
        self.rows = rows if rows is not None else (len(cells) if cells is not None else 1)

    def __repr__(self) -> str:
        return f"At({self.sheet}!row {self.row}, {self.rows} rows)"


def _plain(a: Any) -> Any:
    """A test argument as its cells (an :class:`At`'s cells)."""
    return a.cells if isinstance(a, At) else a


class HostError(AssertionError):
    """The function answered with an error where values were expected."""


def _is_range(v: Any) -> bool:
    return isinstance(v, (list, tuple))


def _rows(v: Any) -> list[list[Any]]:
    return [list(r) if _is_range(r) else [r] for r in v]


# ------------------------------------------------------------------------------------------
# Office.js


class JsNull:
    """Stands for Pyodide's ``pyodide.ffi.JsNull`` (an empty cell of a range, Pyodide >= 0.28)."""

    def __repr__(self) -> str:
        return "JsNull"


JSNULL = JsNull()


class OfficeJs:
    """xlwings' Office.js call path (xlwings Lite / Server)."""

    name = "officejs"

    def __init__(self, empty: Any = None, culture: str = "en-US") -> None:
        self.empty = empty  # what an empty cell of a range arrives as: None, "" or JSNULL
        self.culture = culture

    def _cell(self, v: Any) -> Any:
        if v is None:
            return None
        if isinstance(v, XLError):
            return {"type": "Error", "basicType": "Error", "basicValue": str(v),
                    "errorType": _JS_ERRORS.get(str(v), "Value")}
        if isinstance(v, bool) or isinstance(v, str):
            return v
        if isinstance(v, (dt.date, dt.datetime)):  # Office.js hands dates over as serial numbers
            d = v if isinstance(v, dt.datetime) else dt.datetime(v.year, v.month, v.day)
            v = (d - EPOCH).total_seconds() / 86400
        if isinstance(v, float) and v.is_integer():
            return int(v)  # a JSON number: JavaScript writes 1.0 as 1
        return v

    def payload(self, name: str, args: tuple[Any, ...], culture: str | None = None) -> dict:
        args = tuple(_plain(a) for a in args)  # (Office.js hands a range over as its cells only)
        out: list[Any] = []
        for a in args:
            if a is None:
                out.append(None)
            elif _is_range(a):
                out.append([[self._cell(c) for c in row] for row in _rows(a)])
            else:
                out.append([[self._cell(a)]])
        body = {"client": "Office.js", "func_name": name, "args": out, "caller_address": "[Torneo.xlsx]Hoja1!J2",
                "session_id": "test", "culture_info_name": culture or self.culture, "date_format": "d/M/yyyy",
                "version": xw.__version__, "runtime": "1.4"}
        body = json.loads(json.dumps(body))  # as posted
        if self.empty is not None:  # an empty cell of a range as this Excel / Pyodide hands it over
            for i, a in enumerate(body["args"]):
                if _is_range(a) and _is_range(args[i]):
                    body["args"][i] = [[self.empty if c is None else c for c in row] for row in a]
        return body

    def raw_call(self, name: str, *args: Any, culture: str | None = None) -> Any:
        """The result, or the exception the call raised (Excel: #VALUE!, message on hover)."""
        try:
            return asyncio.run(xs.custom_functions_call(self.payload(name, args, culture), udfs))
        except Exception as e:  # noqa: BLE001 - the host shows any exception
            return e

    def call(self, name: str, *args: Any, culture: str | None = None) -> Any:
        out = self.raw_call(name, *args, culture=culture)
        if isinstance(out, Exception):
            raise HostError(f"{name}: {out}") from out
        return out

    def error(self, name: str, *args: Any, culture: str | None = None) -> str:
        out = self.raw_call(name, *args, culture=culture)
        assert isinstance(out, ValueError), f"{name}: expected an error, got {out!r}"
        return str(out)

    def meta(self) -> dict[str, dict]:
        return {f["id"]: f for f in xs.custom_functions_meta(udfs)["functions"]}

    def __repr__(self) -> str:
        return f"OfficeJs(empty={self.empty!r})"


# ------------------------------------------------------------------------------------------
# classic (Windows)


class _TimeType(dt.datetime):
    """Stands for ``pywintypes.TimeType`` (a COM date: a datetime subclass)."""


@contextlib.contextmanager
def _windows_stubbed():
    """The Windows-only modules xlwings' classic code imports, stubbed (no COM is used)."""
    pywintypes = types.ModuleType("pywintypes")
    pywintypes.TimeType = _TimeType  # type: ignore[attr-defined]
    stubs: dict[str, Any] = {"pywintypes": pywintypes}
    for n in ("win32api", "win32con", "pythoncom", "win32com", "win32com.client", "win32gui", "win32process",
              "win32timezone", "win32com.client.gencache"):
        stubs[n] = mock.MagicMock(name=n)
    stubs["pythoncom"].__file__ = "pythoncom.dll"
    with mock.patch.dict(sys.modules, stubs), \
            mock.patch.object(ctypes, "windll", mock.MagicMock(), create=True), \
            mock.patch.object(ctypes, "oledll", mock.MagicMock(), create=True), \
            mock.patch.object(ctypes, "PyDLL", mock.MagicMock()):
        yield


def _load_classic() -> tuple[Any, Any, Any]:
    """(xlwings.udfs, xlwings._xlwindows, a copy of xl_tiebreaks.udfs registered with the
    classic decorators, as ``Import Functions`` loads it on Windows)."""
    with _windows_stubbed():
        import xlwings._xlwindows as xlwin
        import xlwings.udfs as classic

        spec = importlib.util.spec_from_file_location("xl_tiebreaks._udfs_classic_host", udfs.__file__)
        mod = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
        mod.__package__ = "xl_tiebreaks"
        sys.modules[spec.name] = mod  # type: ignore[union-attr]  (dataclasses look their module up)
        with mock.patch.multiple(xw, func=classic.xlfunc, arg=classic.xlarg, ret=classic.xlret,
                                 script=classic.xlsub, create=True):
            spec.loader.exec_module(mod)  # type: ignore[union-attr]
    sys.modules[spec.name] = mod  # type: ignore[union-attr]  (the stubs' restore removed it)
    return classic, xlwin, mod


class Classic:
    """xlwings' classic UDF path on Windows (VBA wrapper -> COM -> ``call_udf``)."""

    name = "classic"
    _loaded: tuple[Any, Any, Any] | None = None

    @classmethod
    def loaded(cls) -> tuple[Any, Any, Any]:
        if cls._loaded is None:
            cls._loaded = _load_classic()
        return cls._loaded

    @property
    def module(self) -> Any:
        return self.loaded()[2]

    @staticmethod
    def _cell(v: Any) -> Any:
        if v is None or isinstance(v, (bool, str)) and not isinstance(v, XLError):
            return v
        if isinstance(v, XLError):
            return _COM_ERRORS.get(str(v), _COM_ERRORS["#VALUE!"])
        if isinstance(v, (dt.date, dt.datetime)):
            d = v if isinstance(v, dt.datetime) else dt.datetime(v.year, v.month, v.day)
            return _TimeType(d.year, d.month, d.day, d.hour, d.minute, d.second, tzinfo=dt.timezone.utc)
        return float(v)  # COM hands every number over as a double

    def _com(self, a: Any) -> Any:
        if a is None:
            return _COM_MISSING
        if _is_range(a):
            rows = tuple(tuple(self._cell(c) for c in row) for row in _rows(a))
            if len(rows) == 1 and len(rows[0]) == 1:
                return rows[0][0]  # Range.Value of one cell is the value itself
            return rows
        return self._cell(a)

    def _com_range(self, a: At) -> Any:
        """Excel's COM Range for ``a``, as much of it as xlwings' classic engine reads
        (``xlwings._xlwindows.Range``: Worksheet, Row, Column, Rows.Count, Columns.Count,
        Value; the sheet's Name and its workbook's, ``Parent.Name``)."""
        ns = types.SimpleNamespace
        value = self._com(a.cells) if a.cells is not None else None
        cols = max((len(r) if _is_range(r) else 1) for r in a.cells) if a.cells else 1
        sheet = ns(Name=a.sheet, Parent=ns(Name=a.book))
        return ns(Worksheet=sheet, Row=a.row, Column=a.column, Rows=ns(Count=a.rows), Columns=ns(Count=cols),
                  Value=value, CLSID=None)

    def _range(self, a: At) -> Any:
        xlwin = self.loaded()[1]
        return xw.Range(impl=xlwin.Range(xl=self._com_range(a)))

    def _convert(self, value: Any, options: dict, reading: bool, rng: Any = None) -> Any:
        """``xlwings.conversion.read`` / ``write`` with the classic Excel engine (``rng``: the
        argument's COM Range, when the formula gave a range)."""
        from xlwings.conversion.framework import ConversionContext

        xlwin = self.loaded()[1]
        convert = options.get("convert", None)
        if reading:
            pipeline = accessors.get(convert, convert).reader(options)
        else:
            pipeline = accessors.get(convert, convert).router(value, None, options).writer(options)
        ctx = ConversionContext.__new__(ConversionContext)
        ctx.range, ctx.value, ctx.source_value, ctx.meta = rng, value, value, {}
        ctx.engine = types.SimpleNamespace(impl=xlwin.engine, name="excel", type="desktop")
        pipeline(ctx)
        return ctx.value

    def raw_call(self, name: str, *args: Any, culture: str | None = None, caller: At | None = None) -> Any:
        """What the cell shows: the converted result (an error is its message as text).
        ``caller``: the calling cell (``Application.Caller``), which the VBA wrapper passes for
        an argument registered with ``vba="Application.Caller"`` (as a COM Range, which
        ``call_udf`` reads through the argument's converter with the range); not given, the
        call is an older wrapper's, without it."""
        func = getattr(self.module, name)
        info = func.__xlfunc__
        args_info, ret_info = info["args"], info["ret"]
        shown = [ai for ai in args_info if not ai["vba"]]  # (the VBA function's own arguments)
        assert len(args) <= len(shown), f"{name} takes {len(shown)} arguments"
        com = [self._com(_plain(a)) for a in args] + [_COM_MISSING] * (len(args_info) - len(args))
        values = []
        for i, a in enumerate(com):  # xlwings.udfs.call_udf
            ai = args_info[min(i, len(args_info) - 1)]
            if ai["vba"] == "Application.Caller":  # the calling cell, a COM Range
                values.append(ai.get("optional", None) if caller is None else
                              self._convert(None, ai["options"], reading=True, rng=self._range(caller)))
            elif isinstance(a, int) and a == _COM_MISSING:
                values.append(ai.get("optional", None))
            elif i < len(args) and isinstance(args[i], At):  # a COM Range: read with the range
                values.append(self._convert(None, ai["options"], reading=True, rng=self._range(args[i])))
            else:
                values.append(self._convert(a, ai["options"], reading=True))
        try:
            ret = func(*values)
        except Exception as e:  # noqa: BLE001 - the VBA wrapper shows Err.Description
            return e
        return self._convert(ret, ret_info["options"], reading=False)

    def call(self, name: str, *args: Any, culture: str | None = None, caller: At | None = None) -> Any:
        out = self.raw_call(name, *args, caller=caller)
        if isinstance(out, Exception):
            raise HostError(f"{name} raised {out!r} (the VBA wrapper would show it)") from out
        return out

    def error(self, name: str, *args: Any, culture: str | None = None, caller: At | None = None) -> str:
        """The message: in the answer's first cell, every other cell empty (a column of
        TIEBREAKS says it again in its first cell), the answer as big as a right one
        (``udfs._error_answer``: a spreadsheet repeats a one-cell answer over an array formula)."""
        out = self.raw_call(name, *args, caller=caller)
        assert not isinstance(out, Exception), f"{name} raised {out!r}: a classic cell shows a message, not a raise"
        assert isinstance(out, list) and out and isinstance(out[0], list) and out[0] and \
            isinstance(out[0][0], str) and out[0][0], f"{name}: expected a message in the first cell, got {out!r}"
        msg = out[0][0]
        assert all(v in ("", msg) for v in out[0]) and all(v == "" for row in out[1:] for v in row), \
            f"{name}: expected the message once and empty cells, got {out!r}"
        return msg

    def __repr__(self) -> str:
        return "Classic()"


HOSTS = [OfficeJs(), Classic()]
