"""A filled workbook without Excel: evaluate its tie-break formulas, or read it for the
standings.

:func:`compute` evaluates the workbook's own formulas that call the project's Excel functions
(:mod:`xl_tiebreaks.udfs`), with the few builtins the templates use (``IF``, ``IFERROR``,
``COUNTA``, ``INDEX``, ``T``, ``&``, comparisons), and writes the values into a copy: the
copy has values where those formulas were (Linux and macOS users without the add-in, and
the tests, get numbers; LibreOffice shows them). This is no general formula engine: a formula
with anything else (``SUM``, ``VLOOKUP``...) is left as it is and reported.

How a call is evaluated, as Excel and xlwings would: range arguments are read as 2-D lists of
cell values (empty cells ``None``, dates ``datetime``), a one-cell argument of a non-range
parameter as its value, an omitted argument as ``None``; an array formula's answer fills its
range as Excel does (a single value repeats, missing cells are ``#N/A``).

:func:`read_workbook` finds an xl-tiebreaks template (its workbook names) and returns its
results range, settings, tie-break order, names and ratings; :func:`workbook_standings`
computes the core's standings from them.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

from openpyxl import load_workbook
from openpyxl.utils import column_index_from_string, get_column_letter, range_boundaries
from openpyxl.worksheet.formula import ArrayFormula

from .errors import TiebreakError, translate_location
from .templates import NAMES, PROP_PREFIX, _T

# ---------------------------------------------------------------------------------------------
# values


class XLError(str):
    """An Excel error value (``#N/A``, ``#VALUE!``...); ``message`` says why (for reports)."""

    message: str = ""

    def __new__(cls, code: str, message: str = "") -> XLError:
        obj = super().__new__(cls, code)
        obj.message = message
        return obj


@dataclass(frozen=True)
class Ref:
    sheet: str
    min_col: int
    min_row: int
    max_col: int
    max_row: int

    @property
    def shape(self) -> tuple[int, int]:
        return self.max_row - self.min_row + 1, self.max_col - self.min_col + 1

    def __str__(self) -> str:
        a = f"{get_column_letter(self.min_col)}{self.min_row}"
        b = f"{get_column_letter(self.max_col)}{self.max_row}"
        return f"'{self.sheet}'!{a}" + (f":{b}" if a != b else "")


#: the most cells a formula's range or an array formula may cover
MAX_REF_CELLS = 1_000_000


class FormulaError(Exception):
    """A formula outside what :mod:`xl_tiebreaks.workbook` evaluates."""


# ---------------------------------------------------------------------------------------------
# parser

_TOKEN = re.compile(
    r"""\s*(?:
      (?P<str>"(?:[^"]|"")*")
    | (?P<ref>(?:(?:'(?:[^']|'')+'|[^\W\d][\w.]*)!)?\$?[A-Za-z]{1,3}\$?\d+(?::\$?[A-Za-z]{1,3}\$?\d+)?(?![\w(!]))
    | (?P<num>\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+)
    | (?P<err>\#(?:N/A|VALUE!|REF!|DIV/0!|NUM!|NAME\?|NULL!))
    | (?P<name>[^\W\d][\w.]*)
    | (?P<op><>|<=|>=|[-+*/&=<>(),;])
    )""",
    re.VERBOSE | re.UNICODE,
)


def _tokens(text: str) -> list[tuple[str, str]]:
    out = []
    pos = 0
    text = text.strip()
    if text.startswith("="):
        text = text[1:]
    while pos < len(text):
        if text[pos:].strip() == "":
            break
        m = _TOKEN.match(text, pos)
        if not m or m.end() == pos:
            raise FormulaError(f"cannot read the formula at {text[pos:pos + 20]!r}")
        kind = m.lastgroup
        assert kind is not None
        out.append((kind, m.group(kind)))
        pos = m.end()
    return out


@dataclass
class Node:
    kind: str  # num, str, bool, err, ref, name, call, op, neg, empty
    value: Any = None
    args: list[Node] = field(default_factory=list)


class _Parser:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.i = 0

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> tuple[str, str]:
        t = self.toks[self.i]
        self.i += 1
        return t

    def parse(self) -> Node:
        node = self.comparison()
        if self.peek() is not None:
            raise FormulaError(f"unexpected {self.peek()[1]!r}")  # type: ignore[index]
        return node

    def comparison(self) -> Node:
        left = self.concat()
        while (t := self.peek()) and t[0] == "op" and t[1] in ("=", "<>", "<", ">", "<=", ">="):
            self.take()
            left = Node("op", t[1], [left, self.concat()])
        return left

    def concat(self) -> Node:
        left = self.additive()
        while (t := self.peek()) and t == ("op", "&"):
            self.take()
            left = Node("op", "&", [left, self.additive()])
        return left

    def additive(self) -> Node:
        left = self.term()
        while (t := self.peek()) and t[0] == "op" and t[1] in ("+", "-"):
            self.take()
            left = Node("op", t[1], [left, self.term()])
        return left

    def term(self) -> Node:
        left = self.unary()
        while (t := self.peek()) and t[0] == "op" and t[1] in ("*", "/"):
            self.take()
            left = Node("op", t[1], [left, self.unary()])
        return left

    def unary(self) -> Node:
        t = self.peek()
        if t and t == ("op", "-"):
            self.take()
            return Node("neg", None, [self.unary()])
        if t and t == ("op", "+"):
            self.take()
            return self.unary()
        return self.primary()

    def primary(self) -> Node:
        t = self.peek()
        if t is None:
            raise FormulaError("the formula ends too early")
        kind, text = self.take()
        if kind == "num":
            return Node("num", float(text) if any(c in text for c in ".eE") else int(text))
        if kind == "str":
            return Node("str", text[1:-1].replace('""', '"'))
        if kind == "err":
            return Node("err", text)
        if kind == "ref":
            return Node("ref", text)
        if kind == "name":
            nxt = self.peek()
            if nxt == ("op", "("):
                self.take()
                args: list[Node] = []
                if self.peek() == ("op", ")"):
                    self.take()
                    return Node("call", _fname(text), args)
                while True:
                    if self.peek() in (("op", ","), ("op", ";"), ("op", ")")):
                        args.append(Node("empty"))
                    else:
                        args.append(self.comparison())
                    sep = self.take()
                    if sep == ("op", ")"):
                        break
                    if sep not in (("op", ","), ("op", ";")):
                        raise FormulaError(f"unexpected {sep[1]!r} in the arguments of {text}")
                return Node("call", _fname(text), args)
            up = text.upper()
            if up in ("TRUE", "FALSE"):
                return Node("bool", up == "TRUE")
            return Node("name", text)
        if (kind, text) == ("op", "("):
            inner = self.comparison()
            if self.take() != ("op", ")"):
                raise FormulaError("a parenthesis is not closed")
            return inner
        raise FormulaError(f"unexpected {text!r}")


def _fname(text: str) -> str:
    up = text.upper()
    for prefix in ("_XLFN._XLWS.", "_XLFN.", "_XLUDF.", "_XLDUDF_"):
        if up.startswith(prefix):
            up = up[len(prefix):]
    return up


def parse_formula(text: str) -> Node:
    """The syntax tree of a formula (``=`` optional; ``,`` or ``;`` between arguments)."""
    return _Parser(text).parse()


def calls_in(node: Node) -> Iterator[str]:
    if node.kind == "call":
        yield node.value
    for a in node.args:
        yield from calls_in(a)


# ---------------------------------------------------------------------------------------------
# evaluation

def _udf_table() -> dict[str, tuple[Callable[..., Any], list[bool]]]:
    """Excel name -> (callable, per parameter: is it a range (ndim=2) parameter)."""
    import inspect

    from . import udfs

    is_range = {}
    for en, es, _d1, _d2, rng in udfs._PARAMS.values():
        is_range[en] = rng
        is_range[es] = rng
    out = {}
    for name in udfs.__all__:
        f = getattr(udfs, name)
        if not callable(f) or name == "insert_tiebreak_formulas":
            continue
        params = list(inspect.signature(f).parameters)
        out[name.upper()] = (f, [is_range.get(p, False) for p in params])
    return out


def _is_blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and v == "")


def _scalar(v: Any) -> Any:
    """The top-left value of an array (Excel's implicit intersection, simplified)."""
    while isinstance(v, list):
        v = v[0][0] if v and v[0] else None
    return v


def _truthy(v: Any) -> bool:
    v = _scalar(v)
    if isinstance(v, XLError):
        raise _Propagate(v)
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)):
        return v != 0
    if _is_blank(v):
        return False
    if isinstance(v, str) and v.upper() in ("TRUE", "FALSE"):
        return v.upper() == "TRUE"
    raise _Propagate(XLError("#VALUE!", f"{v!r} is not TRUE or FALSE"))


_UNSET = object()


class _Propagate(Exception):
    """An Excel error value travelling up the formula; ``error``: the same as a
    :class:`TiebreakError` where the evaluator knows one (a missing sheet, a broken name)."""

    def __init__(self, err: XLError, error: TiebreakError | None = None) -> None:
        self.err = err
        self.error = error


def _text(v: Any) -> str:
    if isinstance(v, XLError):
        raise _Propagate(v)
    if v is None:
        return ""
    if isinstance(v, bool):
        return "TRUE" if v else "FALSE"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v)


def _compare(op: str, a: Any, b: Any) -> bool:
    a, b = _scalar(a), _scalar(b)
    for v in (a, b):
        if isinstance(v, XLError):
            raise _Propagate(v)
    if a is None:
        a = "" if isinstance(b, str) else 0 if isinstance(b, (int, float)) else a
    if b is None:
        b = "" if isinstance(a, str) else 0 if isinstance(a, (int, float)) else b
    if isinstance(a, str) and isinstance(b, str):
        a, b = a.casefold(), b.casefold()
    elif type(a) is not type(b) and not (isinstance(a, (int, float)) and isinstance(b, (int, float))):
        eq = False
        return {"=": eq, "<>": not eq}.get(op, False)
    return {"=": a == b, "<>": a != b, "<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]


class Evaluator:
    """Evaluates the cells of an openpyxl workbook loaded with formulas (see the module doc).

    The cells are read once into dictionaries (only the cells the sheets hold), a range is
    read once (its values are final once its formulas are computed), and a call of one of
    our functions with the same arguments on the same sheet is computed once: a template's
    tie-break columns all index the same ``TIEBREAKS(...)`` call, so the cost grows with the
    cells of the workbook, not with cells x formulas."""

    BUILTINS = ("IF", "IFERROR", "COUNTA", "INDEX", "T", "ROWS", "COLUMNS", "ISBLANK")

    def __init__(self, wb: Any, lang: str = "en") -> None:
        self.wb = wb
        self.lang = lang
        self.udfs = _udf_table()
        self.names: dict[str, str] = {}
        for name, dn in wb.defined_names.items():
            self.names[name.upper()] = dn.attr_text
        self.values: dict[tuple[str, int, int], Any] = {}  # computed cells
        self.arrays: dict[tuple[str, int, int], tuple[int, int, int, int]] = {}  # cell -> anchor/box
        self.raw: dict[tuple[str, int, int], Any] = {}  # typed values (blank text left out)
        self.formulas: dict[tuple[str, int, int], Any] = {}  # formula text or ArrayFormula, by anchor
        self.coords: dict[tuple[str, int, int], str] = {}
        self.sheets = set(wb.sheetnames)
        for ws in wb.worksheets:
            title = ws.title
            for (r, c), cell in ws._cells.items():
                v = cell.value
                key = (title, r, c)
                if isinstance(v, ArrayFormula):
                    mc, mr, xc, xr = range_boundaries(v.ref)
                    if (xr - mr + 1) * (xc - mc + 1) > MAX_REF_CELLS:
                        raise TiebreakError("workbook_too_big", path=title,
                                            what=f"an array formula over {v.ref}")
                    self.formulas[key] = v
                    for rr in range(mr, xr + 1):
                        for cc in range(mc, xc + 1):
                            self.arrays[(title, rr, cc)] = (mc, mr, xc, xr)
                elif cell.data_type == "f" and isinstance(v, str):
                    self.formulas[key] = v
                elif v is not None and not (isinstance(v, str) and v == ""):
                    self.raw[key] = v
        self._busy: set[tuple[str, int, int]] = set()
        self._ranges: dict[Ref, list[list[Any]]] = {}
        self._calls: dict[tuple[Any, ...], Any] = {}
        self._parsed: dict[str, Node | FormulaError] = {}
        self.errors: list[tuple[str, str]] = []  # (where, message)
        self.skipped: list[tuple[str, str]] = []  # (where, why)

    def _msg(self, code: str, **params: Any) -> str:
        return TiebreakError(code, **params).message(self.lang)

    # formulas ---------------------------------------------------------------------------
    def formula_cells(self) -> Iterator[tuple[Any, Any]]:
        for ws in self.wb.worksheets:
            title = ws.title
            for (r, c) in sorted(k[1:] for k in self.formulas if k[0] == title):
                yield ws, ws._cells[(r, c)]

    def _parse(self, text: str) -> Node:
        got = self._parsed.get(text)
        if got is None:
            try:
                got = parse_formula(text)
            except FormulaError as e:
                got = e
            self._parsed[text] = got
        if isinstance(got, FormulaError):
            raise got
        return got

    def evaluable(self, text: str) -> tuple[bool, str]:
        try:
            node = self._parse(text)
        except FormulaError as e:
            return False, str(e)
        for name in calls_in(node):
            if name not in self.udfs and name not in self.BUILTINS:
                return False, f"{name}() is not evaluated without Excel"
        return True, ""

    def cell_value(self, sheet: str, row: int, col: int) -> Any:
        key = (sheet, row, col)
        got = self.values.get(key, _UNSET)
        if got is not _UNSET:
            return got
        box = self.arrays.get(key)
        if box is not None:
            self._eval_cell(sheet, box[1], box[0])
            return self.values.get(key)
        if key in self.formulas:
            self._eval_cell(sheet, row, col)
            return self.values.get(key)
        return self.raw.get(key)

    def _eval_cell(self, sheet: str, row: int, col: int) -> None:
        key = (sheet, row, col)
        if key in self._busy:
            raise _Propagate(XLError("#REF!", "circular reference"))
        v = self.formulas[key]
        box = (col, row, col, row)
        text = v
        if isinstance(v, ArrayFormula):
            box = range_boundaries(v.ref)
            text = v.text
        where = f"'{sheet}'!{v.ref if isinstance(v, ArrayFormula) else get_column_letter(col) + str(row)}"
        ok, why = self.evaluable(text)
        if not ok:
            self.skipped.append((where, why))
            mc, mr, xc, xr = box
            for r in range(mr, xr + 1):
                for c in range(mc, xc + 1):
                    self.values[(sheet, r, c)] = XLError("#NAME?", why)
            return
        self._busy.add(key)
        try:
            try:
                result = self.eval(self._parse(text), sheet)
            except _Propagate as p:
                result = p.err
            if isinstance(result, Ref):
                try:
                    result = self.range_values(result)
                except _Propagate as p:
                    result = p.err
        finally:
            self._busy.discard(key)
        mc, mr, xc, xr = box
        h, w = xr - mr + 1, xc - mc + 1
        filled = _fill(result, h, w)
        for i in range(h):
            for j in range(w):
                self.values[(sheet, mr + i, mc + j)] = filled[i][j]
        if isinstance(_scalar(result), XLError):
            err = _scalar(result)
            self.errors.append((where, err.message or str(err)))

    # references ---------------------------------------------------------------------------
    def ref(self, text: str, sheet: str, name: str | None = None) -> Ref:
        """The range ``text`` names (``'Sheet'!A1:B2``, ``A1``); ``name``: the workbook name it
        came from, for the messages. A sheet the workbook does not have, or a reference
        Excel broke (``#REF!``), is a ``#REF!`` error saying which."""
        if "!" in text:
            sh, addr = text.rsplit("!", 1)
            if sh.startswith("'") and sh.endswith("'") and len(sh) > 1:
                sh = sh[1:-1].replace("''", "'")
        else:
            sh, addr = sheet, text
        try:
            mc, mr, xc, xr = range_boundaries(addr.replace("$", ""))
        except (ValueError, TypeError):
            mc = None
        err = None
        if mc is None or None in (mr, xc, xr) or "#REF" in text.upper():
            err = TiebreakError("workbook_name_broken", name=name or text, target=text)
        elif sh not in self.sheets:
            err = TiebreakError("workbook_sheet_missing", name=name or text, sheet=sh)
        elif (xr - mr + 1) * (xc - mc + 1) > MAX_REF_CELLS:
            err = TiebreakError("workbook_too_big", path=text, what=f"{(xr - mr + 1) * (xc - mc + 1)} cells")
        if err is not None:
            raise _Propagate(XLError("#VALUE!" if err.code == "workbook_too_big" else "#REF!", err.message(self.lang)),
                             err)
        return Ref(sh, mc, mr, xc, xr)

    def range_values(self, ref: Ref) -> list[list[Any]]:
        got = self._ranges.get(ref)
        if got is None:
            cv = self.cell_value
            sh = ref.sheet
            got = [[cv(sh, r, c) for c in range(ref.min_col, ref.max_col + 1)]
                   for r in range(ref.min_row, ref.max_row + 1)]
            self._ranges[ref] = got
        return got

    def name_ref(self, name: str, sheet: str) -> Ref:
        target = self.names.get(name.upper())
        if target is None:
            raise _Propagate(XLError("#NAME?", f"no name {name!r}"))
        return self.ref(target.strip().lstrip("="), sheet, name=name)

    # expressions ---------------------------------------------------------------------------
    def eval(self, node: Node, sheet: str) -> Any:
        k = node.kind
        if k in ("num", "str", "bool"):
            return node.value
        if k == "err":
            return XLError(node.value)
        if k == "empty":
            return None
        if k == "ref":
            return self.ref(node.value, sheet)
        if k == "name":
            return self.name_ref(node.value, sheet)
        if k == "neg":
            v = self.value(self.eval(node.args[0], sheet))
            if isinstance(v, XLError):
                return v
            return -float(v or 0)
        if k == "op":
            a = self.value(self.eval(node.args[0], sheet))
            b = self.value(self.eval(node.args[1], sheet))
            op = node.value
            if op == "&":
                return _text(_scalar(a)) + _text(_scalar(b))
            if op in ("+", "-", "*", "/"):
                x, y = _scalar(a), _scalar(b)
                for v in (x, y):
                    if isinstance(v, XLError):
                        return v
                try:
                    x, y = float(x or 0), float(y or 0)
                except (TypeError, ValueError):
                    return XLError("#VALUE!")
                if op == "/" and y == 0:
                    return XLError("#DIV/0!")
                r = {"+": x + y, "-": x - y, "*": x * y, "/": x / y if y else 0}[op]
                return int(r) if float(r).is_integer() else r
            return _compare(op, a, b)
        if k == "call":
            return self.call(node.value, node.args, sheet)
        raise FormulaError(k)  # pragma: no cover

    def value(self, v: Any) -> Any:
        """A reference read as values (1x1: the value)."""
        if isinstance(v, Ref):
            vals = self.range_values(v)
            return vals[0][0] if v.shape == (1, 1) else vals
        return v

    def call(self, name: str, args: list[Node], sheet: str) -> Any:
        if name == "IF":
            if not 1 <= len(args) <= 3:
                return XLError("#VALUE!", "IF needs 2 or 3 arguments")
            cond = self.value(self.eval(args[0], sheet))
            if _truthy(cond):
                return self.eval(args[1], sheet) if len(args) > 1 and args[1].kind != "empty" else 0
            return self.eval(args[2], sheet) if len(args) > 2 and args[2].kind != "empty" else False
        if name == "IFERROR":
            try:
                v = self.value(self.eval(args[0], sheet))
            except _Propagate:
                return self.eval(args[1], sheet)
            if isinstance(_scalar(v), XLError):
                return self.eval(args[1], sheet)
            return v
        if name == "COUNTA":
            n = 0
            for a in args:
                v = self.value(self.eval(a, sheet))
                for x in _flat(v):
                    if x is not None:
                        n += 1
            return n
        if name == "ISBLANK":
            return _scalar(self.value(self.eval(args[0], sheet))) is None
        if name == "T":
            v = _scalar(self.value(self.eval(args[0], sheet)))
            return v if isinstance(v, str) else ""
        if name in ("ROWS", "COLUMNS"):
            v = self.eval(args[0], sheet)
            shape = v.shape if isinstance(v, Ref) else (len(v), len(v[0])) if isinstance(v, list) else (1, 1)
            return shape[0] if name == "ROWS" else shape[1]
        if name == "INDEX":
            return self._index(args, sheet)
        udf = self.udfs.get(name)
        if udf is None:
            return XLError("#NAME?", f"{name}() is not evaluated without Excel")
        return self._udf(name, udf, args, sheet)

    def _index(self, args: list[Node], sheet: str) -> Any:
        arr = self.eval(args[0], sheet)
        nums = []
        for a in args[1:3]:
            v = _scalar(self.value(self.eval(a, sheet))) if a.kind != "empty" else 0
            if isinstance(v, XLError):
                return v
            nums.append(int(v or 0))
        if isinstance(arr, Ref):
            h, w = arr.shape
            vals = None
        else:
            vals = arr if isinstance(arr, list) else [[arr]]
            if isinstance(_scalar(vals), XLError) and len(vals) == 1 and len(vals[0]) == 1:
                return _scalar(vals)
            h, w = len(vals), len(vals[0]) if vals else 0
        if len(nums) == 1:  # a one-row or one-column array: INDEX(a, k)
            k = nums[0]
            row, col = (k, 1) if w == 1 else (1, k) if h == 1 else (k, 0)
        else:
            row, col = nums
        if row > h or col > w or row < 0 or col < 0:
            return XLError("#REF!", "INDEX outside the array")
        if isinstance(arr, Ref):
            r1, r2 = (arr.min_row, arr.max_row) if row == 0 else (arr.min_row + row - 1,) * 2
            c1, c2 = (arr.min_col, arr.max_col) if col == 0 else (arr.min_col + col - 1,) * 2
            return Ref(arr.sheet, c1, r1, c2, r2)
        assert vals is not None
        rows = range(h) if row == 0 else [row - 1]
        cols = range(w) if col == 0 else [col - 1]
        out = [[vals[r][c] for c in cols] for r in rows]
        return out[0][0] if len(out) == 1 and len(out[0]) == 1 else out

    def _udf(self, name: str, udf: tuple[Callable[..., Any], list[bool]], args: list[Node], sheet: str) -> Any:
        key = (name, sheet, tuple(_node_key(a) for a in args))
        got = self._calls.get(key, _UNSET)
        if got is _UNSET:
            got = self._calls[key] = self._udf_call(name, udf, args, sheet)
        return got

    def _udf_call(self, name: str, udf: tuple[Callable[..., Any], list[bool]], args: list[Node], sheet: str) -> Any:
        f, ranges = udf
        if len(args) > len(ranges):
            return XLError("#VALUE!", f"{name}() takes at most {len(ranges)} arguments")
        call_args = []
        for a, is_range in zip(args, ranges):
            v = self.eval(a, sheet) if a.kind != "empty" else None
            if isinstance(v, Ref):
                vals = self.range_values(v)
                v = vals if (is_range or v.shape != (1, 1)) else vals[0][0]
            elif is_range and v is not None and not isinstance(v, list):
                v = [[v]]
            if isinstance(v, XLError):
                return v
            call_args.append(_for_python(v))
        from . import udfs

        saved = udfs._officejs
        udfs._officejs = lambda: True  # errors as exceptions (as in xlwings Lite), not cell text
        try:
            out = f(*call_args)
        except Exception as e:
            return XLError("#VALUE!", str(e))
        finally:
            udfs._officejs = saved
        return out


def _node_key(node: Node) -> tuple[Any, ...]:
    """A hashable key of a syntax tree (same text, same key; ``1`` and ``TRUE`` differ)."""
    return (node.kind, type(node.value).__name__, node.value, tuple(_node_key(a) for a in node.args))


def _for_python(v: Any) -> Any:
    """A cell value as xlwings hands it to Python (classic: dates as datetime)."""
    if isinstance(v, list):
        return [[_for_python(x) for x in row] for row in v]
    if isinstance(v, _dt.time):
        return v.isoformat()
    return v


def _flat(v: Any) -> Iterator[Any]:
    if isinstance(v, list):
        for row in v:
            if isinstance(row, list):
                yield from row
            else:
                yield row
    else:
        yield v


def _fill(result: Any, h: int, w: int) -> list[list[Any]]:
    """``result`` spread over an h x w array formula as Excel does."""
    if not isinstance(result, list):
        return [[result] * w for _ in range(h)]
    rows = [r if isinstance(r, list) else [r] for r in result]
    rh, rw = len(rows), max((len(r) for r in rows), default=0)
    out = []
    for i in range(h):
        src = rows[i] if i < rh else rows[0] if rh == 1 else None
        line = []
        for j in range(w):
            if src is None:
                line.append(XLError("#N/A"))
            elif j < len(src):
                line.append(src[j])
            elif rw == 1 and src:
                line.append(src[0])
            else:
                line.append(XLError("#N/A"))
        out.append(line)
    return out


# ---------------------------------------------------------------------------------------------
# compute


@dataclass
class ComputeReport:
    """What :func:`compute` did."""

    output: Path
    formulas: int = 0  # formula cells (array formulas count once) replaced by values
    errors: list[tuple[str, str]] = field(default_factory=list)  # (where, message) shown as errors
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (where, why) left as formulas
    notes: list[str] = field(default_factory=list)  # what the organiser should know (e.g. macros left out)

    def lines(self) -> list[str]:
        out = [f"wrote {self.output}: {self.formulas} formulas replaced by their values"]
        out += [f"note: {n}" for n in self.notes]
        seen: dict[str, list[str]] = {}
        for w, m in self.errors:  # one line per message, with every place it showed
            seen.setdefault(m, []).append(w)
        out += [f"error: {m} (in {', '.join(ws[:3])}{' ...' if len(ws) > 3 else ''})" for m, ws in seen.items()]
        out += [f"left as a formula: {w}: {m}" for w, m in self.skipped]
        return out


def _out_value(v: Any) -> Any:
    if isinstance(v, XLError):
        return str(v)
    if v == "":
        return None
    if isinstance(v, bool):
        return v
    return v


def default_output(path: str | Path) -> Path:
    p = Path(path)
    return p.with_name(f"{p.stem}_computed{p.suffix}")


#: limits for reading a workbook safely (a tournament workbook is well under them)
MAX_UNCOMPRESSED = 200 * 2**20  # bytes, whole package
MAX_RATIO = 200  # uncompressed / compressed, per member (zip bombs)
MAX_ROWS = 100_000
MAX_COLUMNS = 2_000
MAX_CELLS = 2_000_000  # cells the sheets hold, all together (a 999 x 99 Swiss template holds ~320,000)


def open_workbook(path: str | Path, *, keep_vba: bool = False) -> Any:
    """``openpyxl.load_workbook`` after checking that the file is a regular file of bounded
    size (:func:`xl_tiebreaks.files.read_input`), that the package is not a zip bomb and
    that its sheets are not oversized: rows, columns and cells are counted in the sheets' XML
    before openpyxl parses it (:func:`_check_sheet_sizes`), so a sheet of a million rows is
    refused in a moment instead of parsed for a minute. XML entity bombs are refused by
    defusedxml, which openpyxl uses.

    Raises:
        TiebreakError: ``file_not_found``, ``path_not_regular_input``, ``file_too_big``,
            ``workbook_unreadable``, ``workbook_too_big``.
    """
    import io
    import zipfile

    from .files import read_input

    p = Path(path)
    data = read_input(p, "workbook")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            total = 0
            for info in z.infolist():
                total += info.file_size
                if info.compress_size and info.file_size / max(info.compress_size, 1) > MAX_RATIO \
                        and info.file_size > 2**20:
                    raise TiebreakError("workbook_too_big", path=p.name,
                                        what=f"{info.filename} expands {info.file_size // info.compress_size}x")
            if total > MAX_UNCOMPRESSED:
                raise TiebreakError("workbook_too_big", path=p.name, what=f"{total // 2**20} MB unpacked")
            _check_sheet_sizes(z, p.name)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, OSError, NotImplementedError, ValueError) as e:
        if isinstance(e, TiebreakError):
            raise
        raise TiebreakError("workbook_unreadable", path=p.name, detail=str(e) or type(e).__name__) from None
    try:
        wb = load_workbook(io.BytesIO(data), keep_vba=keep_vba)
    except TiebreakError:
        raise
    except Exception as e:  # openpyxl / defusedxml refusals, broken XML
        raise TiebreakError("workbook_unreadable", path=p.name, detail=f"{type(e).__name__}: {e}") from None
    cells = 0
    for ws in wb.worksheets:
        cells += len(ws._cells)
        if ws.max_row > MAX_ROWS or ws.max_column > MAX_COLUMNS or cells > MAX_CELLS:
            raise TiebreakError("workbook_too_big", path=p.name,
                                what=f"sheet '{ws.title}' has {ws.max_row} rows x {ws.max_column} columns")
    return wb


_ROW_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row[\s/>]")
_ROW_NUMBER = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row\b[^>]*?\sr\s*=\s*[\"'](\d+)")
_CELL_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c[\s/>]")
_CELL_COLUMN = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c\b[^>]*?\sr\s*=\s*[\"']\$?([A-Za-z]{1,4})\$?\d")


def _check_sheet_sizes(z: Any, name: str) -> None:
    """Count the rows and cells of every worksheet part of the package ``z`` in its XML,
    read in pieces, and stop at the first limit passed (:data:`MAX_ROWS`,
    :data:`MAX_COLUMNS`, :data:`MAX_CELLS`), before openpyxl builds a cell object for
    each. Rows without a number count as the next row."""
    cells = 0
    from .templates import sheet_parts

    titles = sheet_parts(z)
    for info in z.infolist():
        part = info.filename
        if not (part.startswith("xl/worksheets/") and part.endswith(".xml") and "/_rels/" not in part):
            continue
        where = f"sheet '{titles[part]}'" if part in titles else part
        rows = 0
        top_row = 0
        carry = b""
        with z.open(info) as fh:
            while True:
                chunk = fh.read(1 << 22)
                if not chunk:
                    break
                buf = carry + chunk
                skip = len(carry)
                rows += sum(1 for m in _ROW_TAG.finditer(buf) if m.start() >= skip)
                for m in _ROW_NUMBER.finditer(buf):
                    top_row = max(top_row, int(m.group(1)[:12]))
                cells += sum(1 for m in _CELL_TAG.finditer(buf) if m.start() >= skip)
                for m in _CELL_COLUMN.finditer(buf):
                    col = m.group(1).upper().decode("ascii")
                    if len(col) > 3 or column_index_from_string(col) > MAX_COLUMNS:
                        raise TiebreakError("workbook_too_big", path=name,
                                            what=f"{where} has a cell in column {col}, more than {MAX_COLUMNS} "
                                                 "columns")
                if max(rows, top_row) > MAX_ROWS:
                    raise TiebreakError("workbook_too_big", path=name,
                                        what=f"{where} has {max(rows, top_row)} rows or more, beyond "
                                             f"{MAX_ROWS}")
                if cells > MAX_CELLS:
                    raise TiebreakError("workbook_too_big", path=name,
                                        what=f"more than {MAX_CELLS} cells")
                carry = buf[-1024:]


def compute(path: str | Path, output: str | Path | None = None) -> ComputeReport:
    """Evaluate the workbook's formulas that call our functions and write a copy with values
    to ``output`` (default :func:`default_output`; ``"-"``: the standard output).

    The copy is the kind its name says: ``.xlsm`` keeps the macros of an ``.xlsm`` (an
    ``.xlsx`` source has none to give: refused); ``.xlsx`` is written without them, as a
    plain workbook Excel opens (a note says the macros were left out).

    Raises:
        TiebreakError: ``file_not_found`` and the errors of :func:`open_workbook`;
            ``output_is_input``, ``output_suffix``, ``workbook_no_macros``; ``write_failed``.
    """
    from .files import check_input, is_stdout, write_output

    src = check_input(path)
    out = output if output is not None else default_output(src)
    to_stdout = is_stdout(out)
    src_vba = src.suffix.lower() == ".xlsm"
    if to_stdout:
        out_vba = src_vba
    else:
        out = Path(out)
        if out.suffix.lower() not in (".xlsx", ".xlsm"):
            raise TiebreakError("output_suffix", path=str(out), what="a workbook", what_es="un libro",
                                suffixes=".xlsx or .xlsm", suffixes_es=".xlsx o .xlsm")
        if out.exists() and out.resolve() == src.resolve():
            raise TiebreakError("output_is_input", path=str(out))
        out_vba = out.suffix.lower() == ".xlsm"
        if out_vba and not src_vba:
            raise TiebreakError("workbook_no_macros", source=src.name, path=out.name)
    wb = open_workbook(src, keep_vba=out_vba)
    info = template_info(wb)
    ev = Evaluator(wb, lang=info.get("lang", "en") if info else "en")
    cells = list(ev.formula_cells())
    report = ComputeReport(Path(str(out)))
    if src_vba and not out_vba:
        report.notes.append(TiebreakError("workbook_macros_dropped", source=src.name, path=Path(str(out)).name)
                            .message(ev.lang))
    for ws, c in cells:
        ok, why = ev.evaluable(c.value.text if isinstance(c.value, ArrayFormula) else c.value)
        if not ok:
            report.skipped.append((f"'{ws.title}'!{c.coordinate}", why))
            continue
        ev.cell_value(ws.title, c.row, c.column)
    for ws, c in cells:
        v = c.value
        text = v.text if isinstance(v, ArrayFormula) else v
        if not ev.evaluable(text)[0]:
            continue
        report.formulas += 1
        if isinstance(v, ArrayFormula):
            mc, mr, xc, xr = range_boundaries(v.ref)
        else:
            mc, mr, xc, xr = c.column, c.row, c.column, c.row
        first = ev.values.get((ws.title, mr, mc))
        message = first.message if isinstance(first, XLError) and first.message else None
        for r in range(mr, xr + 1):
            for cc in range(mc, xc + 1):
                val = ev.values.get((ws.title, r, cc))
                if message is not None:  # the reason once, in the first cell (as text)
                    val = f"{first} {message}" if (r, cc) == (mr, mc) else None
                ws.cell(row=r, column=cc).value = _out_value(val)
    report.errors = ev.errors
    if info and report.errors:
        try:
            ref = ev.name_ref(NAMES[info["names_lang"]]["results"], wb.sheetnames[0])
        except _Propagate:  # a damaged template: keep the messages as they are
            fix = None
        else:
            fix = _sheet_fix(str(ref))
        if fix is not None:
            report.errors = [(w, _relocate_text(m, fix)) for w, m in report.errors]
    _mark_computed(wb)
    if info:
        from .templates import workbook_bytes

        data = workbook_bytes(wb)
    else:
        from .files import workbook_bytes as plain_bytes

        data = plain_bytes(wb)
    write_output(None if to_stdout else Path(out), data, binary=True)
    return report


def _mark_computed(wb: Any) -> None:
    info = template_info(wb)
    lang = info.get("lang", "en") if info else "en"
    when = _dt.date.today().isoformat()
    note = _T.get(lang, _T["en"])["computed_note"].format(when=when)
    title = _T.get(lang, _T["en"])["sheet_instructions"]
    if title in wb.sheetnames:
        cell = wb[title]["A2"]
        cell.value = note
        from openpyxl.styles import Font

        cell.font = Font(name="Calibri", italic=True, color="C00000")


# ---------------------------------------------------------------------------------------------
# reading a template


def template_info(wb: Any) -> dict[str, str]:
    """The template's properties (``template``, ``system``, ``lang``...), or ``{}`` when the
    workbook is none of ours; detected by its custom properties, else its workbook names."""
    info: dict[str, str] = {}
    try:
        for p in wb.custom_doc_props.props:
            if p.name.startswith(PROP_PREFIX):
                info[p.name[len(PROP_PREFIX):]] = str(p.value)
    except AttributeError:  # pragma: no cover - older openpyxl
        pass
    names = {n.upper() for n in wb.defined_names.keys()}
    for lang, roles in NAMES.items():
        if roles["results"].upper() in names and roles["settings"].upper() in names:
            info.setdefault("lang", lang)
            info["names_lang"] = lang
            break
    if "names_lang" not in info:
        return {}
    from .team_templates import TEAM_NAMES

    if TEAM_NAMES[info["names_lang"]]["names"].upper() in names:
        info.setdefault("template", "team")
    return info


def is_team_workbook(info: dict[str, str]) -> bool:
    """Is the template (:func:`template_info`) a team event's?"""
    return info.get("template", "").startswith("team")


@dataclass
class WorkbookData:
    """What a template holds: ranges as 2-D lists of values (after evaluating formulas)."""

    path: Path
    info: dict[str, str]
    results: list[list[Any]]
    settings: list[list[Any]]
    order: list[list[Any]]
    names: list[list[Any]] | None
    ratings: list[list[Any]] | None
    event: str = ""
    results_where: str = ""
    team: bool = False


def read_workbook(path: str | Path, wb: Any = None) -> WorkbookData:
    """Read an xl-tiebreaks workbook (filled template); ``wb``: the workbook already opened
    from ``path`` (:func:`open_workbook`), not opened again.

    Raises:
        TiebreakError: those of :func:`open_workbook`; ``settings_bad_value`` when the names
            of a template are missing; ``workbook_sheet_missing`` / ``workbook_name_broken``
            when a name of the template points at a sheet the workbook no longer has (renamed
            or deleted) or at deleted cells; ``workbook_cell_error`` for a cell of the
            template's ranges whose formula cannot be computed without Excel.
    """
    p = Path(path)
    if wb is None:
        wb = open_workbook(p)
    info = template_info(wb)
    if not info:
        raise TiebreakError("settings_bad_value", key="workbook",
                            value=f"{p.name} (no xl-tiebreaks template: names Results/Resultados and "
                                  "EventSettings/Configuracion are missing)")
    team = is_team_workbook(info)
    if team:
        from .team_templates import TEAM_NAMES

        roles = TEAM_NAMES[info["names_lang"]]
    else:
        roles = NAMES[info["names_lang"]]
    ev = Evaluator(wb, lang=info.get("lang", "en"))
    first_sheet = wb.sheetnames[0]

    def get(role: str) -> list[list[Any]] | None:
        name = roles.get(role)
        if name is None:
            return None
        if name.upper() not in ev.names:
            return None
        try:
            ref = ev.name_ref(name, first_sheet)
        except _Propagate as e:
            raise e.error or TiebreakError("workbook_unreadable", path=p.name, detail=e.err.message) from None
        vals = ev.range_values(ref)
        for i, row in enumerate(vals):
            for j, v in enumerate(row):
                if isinstance(v, XLError) and v.message:  # a formula that could not be computed here
                    cell = f"'{ref.sheet}'!{get_column_letter(ref.min_col + j)}{ref.min_row + i}"
                    raise TiebreakError("workbook_cell_error", cell=cell, error=str(v), why=v.message)
        return [[str(v) if isinstance(v, XLError) else _for_python(v) for v in row] for row in vals]

    results = get("results") or []
    event = get("event")
    ref = ev.name_ref(roles["results"], first_sheet)
    return WorkbookData(
        path=p, info=info, results=results, settings=get("settings") or [], order=get("order") or [],
        names=get("names"), ratings=get("ratings"),
        event=str(event[0][0]) if event and event[0] and event[0][0] else "", results_where=str(ref), team=team,
    )


def split_ref(text: str) -> tuple[str | None, str]:
    """``'Sheet name'!$A$1:$B$2`` -> (``Sheet name``, ``$A$1:$B$2``); no sheet: ``None``."""
    text = text.strip().lstrip("=")
    if "!" not in text:
        return None, text
    sh, addr = text.rsplit("!", 1)
    if len(sh) > 1 and sh.startswith("'") and sh.endswith("'"):
        sh = sh[1:-1].replace("''", "'")
    return sh, addr


def _relocate_text(message: str, fix: Any) -> str:
    """A cell's error message with its leading location (``row 5, round 1: ...``) on the sheet."""
    m = re.match(r"^((?:row|fila) \d+[^:]*?): (.*)$", message, re.S)
    if not m:
        return message
    return f"{fix(m.group(1), spanish=m.group(1).startswith('fila'))}: {m.group(2)}"


def _sheet_fix(where: str):
    """A function rewriting range-relative ``row N`` / ``column N`` (and Spanish) into the
    sheet's own rows and column letters, or ``None``."""
    m = re.match(r"^'?(.*?)'?!\$?([A-Z]+)\$?(\d+)", where)
    if not m:
        return None
    sheet, col0, row0 = m.group(1), column_index_from_string(m.group(2)), int(m.group(3))

    def fix(loc: str, spanish: bool = False) -> str:
        row_word, col_word, sheet_word = ("fila", "columna", "hoja") if spanish else ("row", "column", "sheet")
        loc = re.sub(rf"\b{row_word} (\d+)", lambda x: f"{row_word} {int(x.group(1)) + row0 - 1}", loc)
        loc = re.sub(rf"\b{col_word} (\d+)",
                     lambda x: f"{col_word} {get_column_letter(int(x.group(1)) + col0 - 1)}", loc)
        return f"{sheet_word} '{sheet}', {loc}"

    return fix


def in_sheet(err: TiebreakError, where: str) -> TiebreakError:
    """``err`` located on the sheet: the readers count rows and columns within the results
    range (``row 5``); here they become the sheet's own (``sheet 'Rondas', row 9``, ``column
    E``), ``where`` being the range (``'Rondas'!C5:Q20``)."""
    fix = _sheet_fix(where)
    if fix is None or not err.location:
        return err
    es = err.location_es or translate_location(err.location, "es")
    return TiebreakError(err.code, fix(err.location), location_es=fix(es, spanish=True), **err.params)


def workbook_standings(data: WorkbookData, tiebreaks: str | None = None, *, manual: Any = None,
                       **override: Any) -> tuple[Any, list[str]]:
    """The core's :class:`~xl_tiebreaks.standings.Standings` of a read workbook, with its
    settings (``override``: settings on top, e.g. ``rules="FIDE2024"``, ``round=5``) and its
    tie-break order (or ``tiebreaks``). Returns ``(standings, reader notes)``."""
    from .sheet import _slots, evaluate, event_settings
    from .spec import parse_spec

    if data.team:
        if manual:
            raise TiebreakError("settings_bad_value", key="manual", value="(team events: not available)")
        return team_workbook_standings(data, tiebreaks, **override)
    st = event_settings(data.settings, **override)
    try:
        se = evaluate(data.results, st, data.ratings, data.names)
    except TiebreakError as e:
        raise in_sheet(e, data.results_where) from None
    if tiebreaks:
        specs = _slots(tiebreaks)[0]
    else:
        cells = [c for row in data.order for c in row if c not in (None, "")]
        specs = [parse_spec(str(c)) for c in cells] or None
    standings = se.evaluation.standings(specs, manual)
    if data.event:
        standings = dataclasses.replace(standings, tournament=dataclasses.replace(standings.tournament,
                                                                                  name=data.event))
    return standings, list(se.notes)


def team_workbook_standings(data: WorkbookData, tiebreaks: str | None = None, **override: Any) -> tuple[Any, list[str]]:
    """The team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) of a read
    team workbook: its settings (boards, match points, primary score...; ``override`` on top:
    ``rules``, ``system``, ``round``, ``policies``) and its order (the primary score, then the
    tie-break slots), or ``tiebreaks``. ``unrated`` has no meaning for teams and is ignored.
    Returns ``(standings, reader notes)``."""
    from .sheet import event_settings
    from .teams.sheet import parse_team_settings, team_evaluate

    override.pop("unrated", None)
    ts = parse_team_settings(data.settings)
    ts = dataclasses.replace(ts, base=event_settings(ts.base, **override))
    se = team_evaluate(data.results, ts, data.names)
    if tiebreaks:
        codes: Any = tiebreaks
    else:
        cells = [str(c) for row in data.order for c in row if c not in (None, "")]
        codes = ([ts.primary] if ts.primary else []) + cells or None
    st = se.evaluation.standings(codes)
    if data.event:
        st = dataclasses.replace(st, tournament=dataclasses.replace(st.tournament, name=data.event))
    return st, list(se.notes)


__all__ = [
    "compute", "ComputeReport", "read_workbook", "WorkbookData", "workbook_standings", "template_info",
    "parse_formula", "Evaluator", "XLError", "default_output", "is_team_workbook", "team_workbook_standings",
]
