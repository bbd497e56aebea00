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
from typing import Any, Callable, Iterator, Sequence

from openpyxl import load_workbook
from openpyxl.utils import column_index_from_string, get_column_letter, range_boundaries
from openpyxl.worksheet.formula import ArrayFormula

from .errors import TiebreakError
from .templates.words import NAMES, PROP_PREFIX, _T
from .texts import Text, say

# ---------------------------------------------------------------------------------------------
# values


class XLError(str):
    """An Excel error value (``#N/A``, ``#VALUE!``...); ``message`` says why (for reports): a
    text, a :class:`~xl_tiebreaks.texts.Text`, or the :class:`TiebreakError` one of our
    functions raised (its place as data: :class:`SheetPlaces` names the sheet cell from it)."""

    message: Any = ""

    def __new__(cls, code: str, message: Any = "") -> XLError:
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
            raise FormulaError(Text("formula_unreadable", text=repr(text[pos:pos + 20])))
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
            raise FormulaError(Text("formula_unexpected", text=repr(self.peek()[1])))  # type: ignore[index]
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
            raise FormulaError(Text("formula_too_short"))
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
                        raise FormulaError(Text("formula_unexpected_args", text=repr(sep[1]), name=text))
                return Node("call", _fname(text), args)
            up = text.upper()
            if up in ("TRUE", "FALSE"):
                return Node("bool", up == "TRUE")
            return Node("name", text)
        if (kind, text) == ("op", "("):
            inner = self.comparison()
            if self.take() != ("op", ")"):
                raise FormulaError(Text("formula_parenthesis"))
            return inner
        raise FormulaError(Text("formula_unexpected", text=repr(text)))


def _fname(text: str) -> str:
    up = text.upper()
    for prefix in ("_XLFN._XLWS.", "_XLFN.", "_XLUDF.", "_XLDUDF_"):
        if up.startswith(prefix):
            up = up[len(prefix):]
    from .libreoffice.names import plain_name  # a workbook saved by LibreOffice: ORG.XLTIEBREAKS.FUNCTIONS.X

    return plain_name(up)


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
    raise _Propagate(XLError("#VALUE!", Text("formula_not_bool", value=repr(v))))


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
                v = cell._value  # (a template's blank styled cells: hundreds of thousands, skipped first)
                if v is None:
                    continue
                key = (title, r, c)
                if isinstance(v, ArrayFormula):
                    mc, mr, xc, xr = range_boundaries(v.ref)
                    if (xr - mr + 1) * (xc - mc + 1) > MAX_REF_CELLS:
                        raise TiebreakError("workbook_too_big", path=title,
                                            what=Text("detail_array_formula", ref=v.ref))
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
        self._counts: dict[Ref, int] = {}  # COUNTA of a range
        self._calls: dict[tuple[Any, ...], Any] = {}
        self._parsed: dict[str, Node | FormulaError] = {}
        self.errors: list[tuple[str, str]] = []  # (where, message)
        self.skipped: list[tuple[str, str]] = []  # (where, why)

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
            return False, e.args[0] if e.args else str(e)
        for name in calls_in(node):
            if name not in self.udfs and name not in self.BUILTINS:
                return False, Text("formula_not_evaluated", name=name)
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
            raise _Propagate(XLError("#REF!", Text("formula_circular")))
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
            err = TiebreakError("workbook_too_big", path=text, what=Text("detail_cells", n=(xr - mr + 1) * (xc - mc + 1)))
        if err is not None:  # (the message in both languages: a Text of the error's code)
            raise _Propagate(XLError("#VALUE!" if err.code == "workbook_too_big" else "#REF!",
                                     Text(err.code, **err.params)), err)
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
            raise _Propagate(XLError("#NAME?", Text("formula_no_name", name=repr(name))))
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

    def _count(self, ref: Ref) -> int:
        """COUNTA of a range, once per range (its values are final once read). A range without
        formulas is counted from the typed cells alone, without reading its blank ones (a 999 x
        99 template's results range is 300,000 cells, nearly all blank)."""
        got = self._counts.get(ref)
        if got is not None:
            return got
        sh, mr, xr, mc, xc = ref.sheet, ref.min_row, ref.max_row, ref.min_col, ref.max_col

        def inside(k: tuple[str, int, int]) -> bool:
            return k[0] == sh and mr <= k[1] <= xr and mc <= k[2] <= xc

        if any(map(inside, self.formulas)) or any(map(inside, self.arrays)):
            got = sum(1 for x in _flat(self.value(ref)) if x is not None)
        else:
            got = sum(1 for k in self.raw if inside(k))
        self._counts[ref] = got
        return got

    def call(self, name: str, args: list[Node], sheet: str) -> Any:
        if name == "IF":
            if not 1 <= len(args) <= 3:
                return XLError("#VALUE!", Text("formula_if_args"))
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
                r = self.eval(a, sheet)
                n += self._count(r) if isinstance(r, Ref) else sum(1 for x in _flat(self.value(r)) if x is not None)
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
            return XLError("#NAME?", Text("formula_not_evaluated", name=name))
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
            return XLError("#REF!", Text("formula_index_outside"))
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
            return XLError("#VALUE!", Text("formula_too_many_args", name=name, n=len(ranges)))
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
        except Exception as e:  # the function's message; its TiebreakError (the cause) when it has one
            cause = e.__cause__
            return XLError("#VALUE!", cause if isinstance(cause, TiebreakError) else str(e))  # type: ignore[arg-type]
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
    engine: str = "python"  # who computed the values: "python" (this module) or "libreoffice"
    #: what the organiser should know (e.g. macros left out): texts or errors, said in the report's language
    notes: list[Any] = field(default_factory=list)

    def lines(self) -> list[str]:
        """What :meth:`lines_in` says, in English."""
        return [line for line, _ in self.lines_in("en")]

    def lines_in(self, lang: str = "en") -> list[tuple[str, bool]]:
        """The report in ``lang``: (line, is it an error or a formula left as it was)."""
        from .texts import note_line, text

        wrote = "compute_wrote_lo" if self.engine == "libreoffice" else "compute_wrote"
        out = [(text(wrote, lang, path=self.output, n=self.formulas), False)]
        out += [(note_line(n, lang), False) for n in self.notes]
        seen: dict[str, list[str]] = {}
        for w, m in self.errors:  # one line per message (each mistake a function found), with every place it showed
            for one in (m.every() if isinstance(m, TiebreakError) else [m]):
                seen.setdefault(say(one, lang), []).append(w)
            if isinstance(m, TiebreakError) and m.more:
                seen.setdefault(text("errors_not_listed", lang, n=m.more), []).append(w)
        for m, ws in seen.items():
            where = ", ".join(ws[:3]) + (" ..." if len(ws) > 3 else "")
            out.append((f"{text('w_error', lang)}: " + text("compute_error", lang, message=m, where=where), True))
        out += [(text("compute_left", lang, where=w, why=say(m, lang)), True) for w, m in self.skipped]
        return out


def _engine_value(lo: dict, sheet: str, row: int, col: int, ours: Any, report: ComputeReport) -> Any:
    """LibreOffice's value of a cell (``lo``: :func:`~xl_tiebreaks.libreoffice.office.workbook_values`);
    a difference from our evaluator's ``ours`` is reported."""
    from .libreoffice.office import same_value

    got = lo.get((sheet, row, col))
    if isinstance(got, dict):
        got = XLError(got.get("error", "#VALUE!"))
    if not same_value(got, ours):
        report.errors.append((sheet_cell(sheet, row, col), TiebreakError("lo_engine_differs", lo=repr(got), py=repr(ours))))
    return got


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
                                        what=Text("detail_expands", member=info.filename,
                                                  ratio=info.file_size // info.compress_size))
            if total > MAX_UNCOMPRESSED:
                raise TiebreakError("workbook_too_big", path=p.name, what=Text("detail_unpacked", mb=total // 2**20))
            _check_sheet_sizes(z, p.name)
    except zipfile.BadZipFile:
        raise TiebreakError("workbook_unreadable", path=p.name, detail=Text("detail_not_zip")) from None
    except (zipfile.LargeZipFile, EOFError, OSError, NotImplementedError, ValueError) as e:
        if isinstance(e, TiebreakError):
            raise
        raise TiebreakError("workbook_unreadable", path=p.name,
                            detail=Text("detail_library", name=type(e).__name__, text=str(e))) from None
    try:
        wb = load_workbook(io.BytesIO(data), keep_vba=keep_vba)
    except TiebreakError:
        raise
    except Exception as e:  # openpyxl / defusedxml refusals, broken XML
        raise TiebreakError("workbook_unreadable", path=p.name,
                            detail=Text("detail_library", name=type(e).__name__, text=str(e))) from None
    cells = 0
    for ws in wb.worksheets:
        cells += len(ws._cells)
        if ws.max_row > MAX_ROWS or ws.max_column > MAX_COLUMNS or cells > MAX_CELLS:
            raise TiebreakError("workbook_too_big", path=p.name,
                                what=Text("detail_sheet_size", sheet=ws.title, rows=ws.max_row, cols=ws.max_column))
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
    from .templates.package import sheet_parts

    titles = sheet_parts(z)
    for info in z.infolist():
        part = info.filename
        if not (part.startswith("xl/worksheets/") and part.endswith(".xml") and "/_rels/" not in part):
            continue
        where: Any = Text("detail_sheet_name", sheet=titles[part]) if part in titles else part
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
                                            what=Text("detail_column", where=where, col=col, most=MAX_COLUMNS))
                if max(rows, top_row) > MAX_ROWS:
                    raise TiebreakError("workbook_too_big", path=name,
                                        what=Text("detail_rows", where=where, n=max(rows, top_row), most=MAX_ROWS))
                if cells > MAX_CELLS:
                    raise TiebreakError("workbook_too_big", path=name, what=Text("detail_cells_over", n=MAX_CELLS))
                carry = buf[-1024:]


def compute(path: str | Path, output: str | Path | None = None, *, engine: Any = "python") -> ComputeReport:
    """Evaluate the workbook's formulas that call our functions and write a copy with values
    to ``output`` (default :func:`default_output`; ``"-"``: the standard output).

    The copy is the kind its name says: ``.xlsm`` keeps the macros of an ``.xlsm`` (an
    ``.xlsx`` source has none to give: refused); ``.xlsx`` is written without them, as a
    plain workbook Excel opens (a note says the macros were left out).

    ``engine``: ``"python"`` (this module's evaluator), ``"libreoffice"`` (a headless
    LibreOffice with the extension computes the workbook: its values are written, a cell
    where it and the evaluator differ is reported, a cell the evaluator finds in error keeps
    the evaluator's message), or a running :class:`~xl_tiebreaks.libreoffice.office.Office`.

    Raises:
        TiebreakError: ``file_not_found`` and the errors of :func:`open_workbook`;
            ``output_is_input``, ``output_suffix``, ``workbook_no_macros``; ``write_failed``;
            ``lo_not_found`` / ``lo_failed`` with the LibreOffice engine.
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
    wb_lang = info.get("lang", "en") if info else "en"
    ev = Evaluator(wb, lang=wb_lang)
    cells = list(ev.formula_cells())
    report = ComputeReport(Path(str(out)))
    if src_vba and not out_vba:
        report.notes.append(TiebreakError("workbook_macros_dropped", source=src.name, path=Path(str(out)).name))
    lo = None
    if engine != "python":
        from .libreoffice.office import workbook_values

        lo = workbook_values(src, None if engine == "libreoffice" else engine)
        report.engine = "libreoffice"
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
        message = say(first.message, wb_lang) if isinstance(first, XLError) and first.message else None
        for r in range(mr, xr + 1):
            for cc in range(mc, xc + 1):
                val = ev.values.get((ws.title, r, cc))
                if message is not None:  # the reason once, in the first cell (as text)
                    val = f"{first} {message}" if (r, cc) == (mr, mc) else None
                elif lo is not None:
                    val = _engine_value(lo, ws.title, r, cc, val, report)
                ws.cell(row=r, column=cc).value = _out_value(val)
    report.errors = ev.errors + report.errors
    if info and report.errors:
        try:
            places: SheetPlaces | None = SheetPlaces(_workbook_data(wb, info, src, ev))
        except Exception:  # noqa: BLE001 - a damaged template: keep the messages as they are
            places = None
        if places is not None:
            # (our functions' errors come with their place as data; other messages as they are)
            report.errors = [(w, places.locate(m) if isinstance(m, TiebreakError) else m) for w, m in report.errors]
    _mark_computed(wb)
    if info:
        from .templates.package import workbook_bytes

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
    from .templates.words import TEAM_NAMES

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
    #: where each role's range is ("'Rondas'!C5:Q28"), by role (results, names, ratings, settings, order)
    where: dict[str, str] = field(default_factory=dict)


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
        raise TiebreakError("settings_bad_value", key=Text("setting_workbook"),
                            value=Text("setting_not_template", name=p.name))
    return _workbook_data(wb, info, p, Evaluator(wb, lang=info.get("lang", "en")))


def _workbook_data(wb: Any, info: dict[str, str], p: Path, ev: Evaluator) -> WorkbookData:
    """The ranges of a template (``info``: :func:`template_info`), read through ``ev``."""
    team = is_team_workbook(info)
    if team:
        from .templates.words import TEAM_NAMES

        roles = TEAM_NAMES[info["names_lang"]]
    else:
        roles = NAMES[info["names_lang"]]
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
                    cell = sheet_cell(ref.sheet, ref.min_row + i, ref.min_col + j)
                    raise TiebreakError("workbook_cell_error", cell=cell, error=str(v), why=v.message)
        return [[str(v) if isinstance(v, XLError) else _for_python(v) for v in row] for row in vals]

    results = get("results") or []
    event = get("event")
    ref = ev.name_ref(roles["results"], first_sheet)
    where = {}
    for role in ("results", "names", "ratings", "settings", "order"):
        name = roles.get(role)
        if name is not None and name.upper() in ev.names:
            try:
                where[role] = str(ev.name_ref(name, first_sheet))
            except _Propagate:
                pass
    return WorkbookData(
        path=p, info=info, results=results, settings=get("settings") or [], order=get("order") or [],
        names=get("names"), ratings=get("ratings"),
        event=str(event[0][0]) if event and event[0] and event[0][0] else "", results_where=str(ref), team=team,
        where=where,
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



# ---------------------------------------------------------------------------------------------
# where things are: messages that name the sheet and the cell


def sheet_cell(sheet: str, row: int, col: int) -> str:
    """A cell as Excel writes a reference to it: ``Rondas!C8``, ``'Mi hoja'!C8``."""
    plain = re.fullmatch(r"[^\W\d]\w*", sheet, re.UNICODE) is not None and not re.fullmatch(
        r"[A-Za-z]{1,3}\d+|R\d*C\d*", sheet, re.IGNORECASE)
    name = sheet if plain else "'" + sheet.replace("'", "''") + "'"
    return f"{name}!{get_column_letter(col)}{row}"


def _parse_ref(where: str) -> Ref | None:
    m = re.match(r"^'?(.*?)'?!\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$", where)
    if not m:
        return None
    c1, r1 = column_index_from_string(m.group(2)), int(m.group(3))
    c2 = column_index_from_string(m.group(4)) if m.group(4) else c1
    r2 = int(m.group(5)) if m.group(5) else r1
    return Ref(m.group(1).replace("''", "'"), c1, r1, c2, r2)


#: the range a message without a place is about
_RANGE_OF = {"grid_empty": "results", "grid_unreadable": "results", "ct_shape": "results",
             "ct_too_few_players": "results", "ct_blocks_not_double": "results", "sw_colour_undecidable": "results",
             "sw_colour_conflict": "results", "grid_names_count": "names", "grid_ratings_count": "ratings",
             "pl_shape": "results", "pl_no_players": "results", "range_numbering_ambiguous": "results",
             "grid_list_rows": "results"}
#: the codes whose ``text`` is a tie-break of the order cells
_ORDER_CODES = ("tb_unknown", "tb_bad_modifier", "tb_needs_list", "tb_needs_rounds", "tb_needs_ratings",
                "manual_missing", "tb_manual_not_computed", "tb_modifier_bound", "tb_cut_too_big", "tb_koya_limit")
#: a reader's list (:data:`xl_tiebreaks.readers.players.LISTS`) -> the template's range that holds it
_LIST_ROLE = {"names": "names", "ratings": "ratings"}
#: messages about one setting that come without a place: the setting (its key's canonical
#: name, :data:`xl_tiebreaks.settings._KEYS`) and the parameter that holds the value it is
#: about (``None``: the message is about the setting's absence, its blank cell is the place)
_SETTING_CODES: dict[str, tuple[str, str | None]] = {
    "date_ambiguous": ("date", "text"), "rules_unknown": ("rules", "text"), "round_out_of_range": ("round", "round"),
    "tb_unrated_players": ("unrated", None), "tb_unrated_players_key": ("unrated", None),
    "warn_unrated_empty": ("unrated", None),
}
#: the settings of the points system (a ``score_order`` message is about them together)
_SCORE_KEYS = ("win", "draw", "loss", "pab", "half_bye", "full_bye", "zero_bye")


class SheetPlaces:
    """Where a template's things are on its sheets, so that a message names the sheet and the
    cell that hold what it is about (``Rondas!C8 (nº 4, David Ruiz), ronda 1: ...``,
    ``Jugadores!C7 (nº 3, Carmen Vidal): ...``, ``Configuración!B6 (parámetro 'Fecha'): ...``)
    and the player by start number and name, in the message's language.

    The readers give every place as data (:class:`~xl_tiebreaks.readers.cells.Place`, carried
    by the location of an error or a note and by the other places a message names): the row
    and column within the range they were given, counted from its top-left cell, the player,
    the round and its part; or a list given apart (names, ratings) and the entry in it. The
    sheet cell is the range's own top-left cell moved by those offsets (the results range for
    rows and columns, the list's range for entries): nothing is read back from the words.

    A message that comes without a place as data (an error of a formula that is not ours, a
    team workbook's reader, which places rows and rounds only) is left as it was said.

    Args:
        data: the read workbook.
        row_players: the start number each row of the results range holds
            (:attr:`xl_tiebreaks.sheet.SheetEvaluation.row_players`), for places given by start
            number (``check``'s findings); without it, row ``k`` holds start number ``k``.
        round_cols: per round, the (opponent, colour, result) columns of the results range
            (:attr:`xl_tiebreaks.sheet.SheetEvaluation.round_cols`; ``None`` for a crosstable).
    """

    def __init__(self, data: WorkbookData, row_players: Sequence[int | None] | None = None,
                 round_cols: Sequence[tuple[int, int, int]] | None = None) -> None:
        self.data = data
        self.refs = {role: ref for role, w in data.where.items() if (ref := _parse_ref(w)) is not None}
        if "results" not in self.refs and data.results_where:
            ref = _parse_ref(data.results_where)
            if ref is not None:
                self.refs["results"] = ref
        self.names = [("" if not row or row[0] is None else str(row[0]).strip()) for row in (data.names or [])]
        self.row_of = ({sn: k + 1 for k, sn in reversed(list(enumerate(row_players))) if sn is not None}
                       if row_players is not None else None)
        self.round_cols = list(round_cols) if round_cols is not None else None
        self._typed: Any = None  # a setting's value as typed (set by _setting_cell)

    # -- cells -------------------------------------------------------------------------------
    def _cell(self, place: Any) -> tuple[str, int, int] | None:
        """(sheet, row, column) of a reader's :class:`~xl_tiebreaks.readers.cells.Place`."""
        if place is None:
            return None
        if place.list is not None and place.entry is not None:
            ref = self.refs.get(_LIST_ROLE.get(place.list, ""))
            if ref is None:
                return None
            return ref.sheet, ref.min_row + place.entry - 1, ref.min_col
        if place.row is None:
            return None
        ref = self.refs.get("results")
        if ref is None:
            return None
        return ref.sheet, ref.min_row + place.row - 1, ref.min_col + (place.col - 1 if place.col else 0)

    def cell_of(self, place: Any) -> str | None:
        """The sheet cell (``Rondas!C8``) of a reader's place, or ``None`` when the workbook
        has no range for it."""
        got = self._cell(place)
        return sheet_cell(*got) if got is not None else None

    def _name(self, place: Any) -> str:
        """The player's name: the reader's, else the names range's on the same row (entry)."""
        if place.name:
            return place.name
        k = place.entry if place.list is not None else place.row
        return self.names[k - 1] if k and 0 < k <= len(self.names) else ""

    def describe(self, place: Any, lang: str) -> str | None:
        """A reader's place in the sheet's words, in ``lang``: ``Rondas!C9 (nº 5, Helene),
        ronda 1``; a crosstable cell ``Rondas!D5 (nº 1, Ana contra nº 2, Bea)``; ``None`` when
        the workbook has no range for it."""
        from .texts import text

        cell = self.cell_of(place)
        if cell is None:
            return None
        name = self._name(place)
        if place.start_no is None:
            out = cell
        elif place.opp_no is not None:
            out = text("where_against", lang, cell=cell, start_no=place.start_no, name=f", {name}" if name else "",
                       opp_no=place.opp_no, opp_name=f", {place.opp_name}" if place.opp_name else "")
        else:
            out = text("where_cell_player", lang, cell=cell, start_no=place.start_no, name=f", {name}" if name else "")
        if place.round is not None and place.opp_no is None:
            out += ", " + text("where_round", lang, round=place.round)
        return out

    def _both(self, place: Any) -> Any:
        """:meth:`describe` in both languages (a :class:`~xl_tiebreaks.texts.Both`), or ``None``."""
        from .texts import Both

        en = self.describe(place, "en")
        return None if en is None else Both(en, self.describe(place, "es") or en)

    def _row_of(self, start_no: int) -> int:
        if self.row_of is not None and start_no in self.row_of:
            return self.row_of[start_no]
        return start_no

    def player_cell(self, start_no: int) -> str | None:
        """The cell of a player's row where his results start (``Rondas!C8``)."""
        from .readers.cells import Place

        return self.cell_of(Place(row=self._row_of(start_no), col=self.round_cols[0][0] if self.round_cols else None))

    def player_where(self, start_no: int, name: str = "") -> Any:
        """A player's place for a finding (``Rondas!C8 (nº 4, David Ruiz)``), a
        :class:`~xl_tiebreaks.texts.Text`; ``None`` without a results range."""
        from .texts import Text

        cell = self.player_cell(start_no)
        if cell is None:
            return None
        return Text("where_cell_player", cell=cell, start_no=start_no, name=f", {name}" if name else "")

    def round_where(self, start_no: int, rnd: int, name: str = "", part: str = "result") -> Any:
        """A player's cell of ``part`` in a round (``Rondas!K7 (nº 3, Carmen Vidal)``), a
        :class:`~xl_tiebreaks.texts.Text`; ``None`` for a crosstable or without a results range."""
        from .readers.cells import PARTS, Place
        from .texts import Text

        if not self.round_cols or not 0 < rnd <= len(self.round_cols):
            return None
        col = self.round_cols[rnd - 1][PARTS.index(part)]
        cell = self.cell_of(Place(row=self._row_of(start_no), col=col))
        if cell is None:
            return None
        return Text("where_cell_player", cell=cell, start_no=start_no, name=f", {name}" if name else "")

    def _setting_cell(self, err: TiebreakError) -> tuple[str, str] | None:
        from .settings import _KEYS, _squash
        from .texts import text

        ref = self.refs.get("settings")
        if ref is None:
            return None
        value = err.params.get("value", err.params.get("text"))
        key = err.params.get("key")
        want = getattr(key, "code", "")[len("setting_"):] if hasattr(key, "code") else None
        for k, row in enumerate(self.data.settings):
            if not row:
                continue
            typed_key = row[0]
            v = row[1] if len(row) > 1 else None
            canon = _KEYS.get(_squash(typed_key)) if typed_key is not None else None
            hit = False
            if err.code == "settings_unknown_key":
                hit = typed_key is not None and str(typed_key) == str(key)
            elif err.code == "settings_bad_pair":
                hit = any(c is not None and str(c).strip() == str(value) for c in row)
            else:
                same = v is not None and (v == value or str(v) == str(value)
                                          or _squash(str(v)) == _squash(str(value)))
                hit = same and (want is None or canon == want or canon is None)
            if hit:
                col = ref.min_col if err.code == "settings_unknown_key" else ref.min_col + 1
                cell = sheet_cell(ref.sheet, ref.min_row + k, col)
                shown = str(typed_key) if typed_key is not None else ""
                self._typed = v if err.code == "settings_bad_value" else None
                return (text("where_setting", "en", cell=cell, key=shown),
                        text("where_setting", "es", cell=cell, key=shown))
        return None

    def _setting_rows(self) -> Iterator[tuple[int, str | None, str, Any]]:
        """(row index in the settings range, canonical key or ``None`` (a team key), key as
        typed, value) of each setting row of the workbook."""
        from .settings import _KEYS, _squash

        for k, row in enumerate(self.data.settings):
            if not row or row[0] is None or str(row[0]).strip() == "":
                continue
            yield k, _KEYS.get(_squash(row[0])), str(row[0]).strip(), row[1] if len(row) > 1 else None

    def _setting_place(self, code: str, params: dict[str, Any]) -> tuple[str, str] | None:
        """The settings cell a message without a place is about (``Configuración!B6
        (parámetro 'Fecha')``): the row of the setting it names (:data:`_SETTING_CODES`), or
        whose key and value it quotes (``value_bound``, ``score_bound``), or the rows of the
        points system (``score_order``); only a cell that holds what the message quotes."""
        from .settings import _squash
        from .texts import text

        ref = self.refs.get("settings")
        if ref is None:
            return None

        def same(typed: Any, quoted: Any) -> bool:
            if typed is None or quoted is None:
                return False
            if typed == quoted or str(typed).strip() == str(quoted).strip():
                return True
            try:
                return float(typed) == float(quoted)
            except (TypeError, ValueError):
                return _squash(str(typed)) == _squash(str(quoted))

        hits: list[tuple[int, str]] = []
        if code in _SETTING_CODES:
            role, param = _SETTING_CODES[code]
            hits = [(k, key) for k, canon, key, v in self._setting_rows()
                    if canon == role and (param is None or same(v, params.get(param)))]
        elif code in ("value_bound", "score_bound"):
            named = str(params.get("what", "")).split(" (")[0].strip()
            hits = [(k, key) for k, _c, key, v in self._setting_rows()
                    if key.casefold() == named.casefold() and same(v, params.get("value"))]
        elif code == "score_order":
            rows = [k for k, canon, _key, v in self._setting_rows() if canon in _SCORE_KEYS and v not in (None, "")]
            if rows:
                a = sheet_cell(ref.sheet, ref.min_row + min(rows), ref.min_col + 1)
                b = sheet_cell(ref.sheet, ref.min_row + max(rows), ref.min_col + 1).split("!", 1)[1]
                return (f"{a}:{b}", f"{a}:{b}") if a.split("!", 1)[1] != b else (a, a)
        if len(hits) != 1:
            return None
        k, key = hits[0]
        cell = sheet_cell(ref.sheet, ref.min_row + k, ref.min_col + 1)
        return text("where_setting", "en", cell=cell, key=key), text("where_setting", "es", cell=cell, key=key)

    def _range_place(self, code: str) -> tuple[str, str] | None:
        """The whole range a message is about (``Rondas!C5:Q28``), for the messages on a range."""
        role = _RANGE_OF.get(code)
        ref = self.refs.get(role) if role else None
        if ref is None:
            return None
        a = sheet_cell(ref.sheet, ref.min_row, ref.min_col)
        b = sheet_cell(ref.sheet, ref.max_row, ref.max_col).split("!", 1)[1]
        return f"{a}:{b}", f"{a}:{b}"

    def _order_cell(self, err: TiebreakError, order_index: int | None) -> tuple[str, str] | None:
        from .texts import text

        ref = self.refs.get("order")
        if ref is None:
            return None
        cells = [c for row in self.data.order for c in row]
        k = order_index
        if k is None:
            want = str(err.params.get("text", "")).strip()
            hits = [j for j, c in enumerate(cells) if c not in (None, "") and str(c).strip() == want]
            if len(hits) != 1:
                return None
            k = hits[0]
        width = ref.max_col - ref.min_col + 1
        cell = sheet_cell(ref.sheet, ref.min_row + k // width, ref.min_col + k % width)
        return text("where_tiebreak_slot", "en", cell=cell), text("where_tiebreak_slot", "es", cell=cell)

    def _params(self, params: dict[str, Any]) -> dict[str, Any]:
        """A message's parameters with the places it names (``other``: another row's cell; rows
        of the range) on the sheet: a place in the sheet's words, a row as the sheet's row."""
        from .readers.cells import Row, place_of

        out = dict(params)
        for key, v in params.items():
            if isinstance(v, TiebreakError) and not v.location:  # a message quoted in this one: its places too
                out[key] = type(v)(v.code, **self._params(v.params))
                continue
            place = place_of(v)
            if place is None:
                continue
            if isinstance(v, Row):
                got = self._cell(place)
                if got is not None:
                    out[key] = got[1]
                continue
            # (another row the message names: its cell; the round is the message's own)
            both = self._both(dataclasses.replace(place, round=None))
            if both is not None:
                out[key] = both
                if f"{key}_es" in params:
                    out[f"{key}_es"] = both.es
        return out

    # -- messages ----------------------------------------------------------------------------
    def locate(self, err: TiebreakError, *, order_index: int | None = None) -> TiebreakError:
        """``err`` naming the sheet and cell of what it is about (unchanged when no place is
        known or it is located already); every other mistake it carries (``also``) too."""
        from .readers.cells import place_of

        if getattr(err, "on_sheet", False):
            return err
        if err.also or err.more:
            first = self.locate(err.alone(), order_index=order_index)  # (a copy: err is not changed)
            first.also = tuple(self.locate(x) for x in err.also)
            first.more = err.more
            first.on_sheet = True  # type: ignore[attr-defined]
            return first
        self._typed = None
        place: tuple[str, str] | None = None
        where = place_of(err)
        if where is not None:
            got = self._both(where)
            place = (str(got), got.es) if got is not None else None
        elif err.location:
            place = None
        elif err.code.startswith("settings_"):
            place = self._setting_cell(err)
        elif err.code in _SETTING_CODES or err.code in ("value_bound", "score_bound", "score_order"):
            place = self._setting_place(err.code, err.params)
        elif err.code in _ORDER_CODES or order_index is not None:
            place = self._order_cell(err, order_index)
        else:
            place = self._range_place(err.code)
        params = self._params(err.params)
        if self._typed is not None:
            params["value"] = self._typed  # what was typed, not what the reader made of it
        if place is None:
            if params == err.params:
                return err
            out = type(err)(err.code, err.location, location_es=err.location_es, **params)
        else:
            out = type(err)(err.code, place[0], location_es=place[1], **params)
        out.on_sheet = True  # type: ignore[attr-defined]
        return out

    def locate_note(self, note: Any) -> Any:
        """A reader's note naming a place (``row 7, column 3 (player 5 Ana, round 1): ...``,
        and the other cell it names) with the sheet's cells."""
        from .readers.cells import place_of

        if not hasattr(note, "replace_params"):
            return note
        code = getattr(note, "code", "")
        if code in _SETTING_CODES and not getattr(note, "location", None):  # a note about a setting: its cell
            got = self._setting_place(code, getattr(note, "params", {}))
            return note.replace_params(location=got[0], location_es=got[1]) if got is not None else note
        where = place_of(getattr(note, "location", None))
        got = self._both(where) if where is not None else None
        params = self._params(getattr(note, "params", {}))
        if got is None:
            return note.replace_params(**params) if params != note.params else note
        return note.replace_params(location=str(got), location_es=got.es, **params)


def workbook_evaluation(data: WorkbookData, **override: Any) -> Any:
    """The sheet layer's evaluation (:class:`~xl_tiebreaks.sheet.SheetEvaluation`: the
    tournament, its settings, an :class:`~xl_tiebreaks.standings.Evaluation` and the reader's
    notes) of a read individual workbook, with its settings (``override`` on top, e.g.
    ``rules="FIDE2024"``, ``round=5``). Every error names the sheet and cell that hold what is
    wrong (:class:`SheetPlaces`).

    Raises:
        TiebreakError: the readers' and the settings' errors, located on the sheet.
    """
    from .sheet import evaluate, event_settings

    places = SheetPlaces(data)
    try:
        st = event_settings(data.settings, **override)
        return evaluate(data.results, st, data.ratings, data.names)
    except TiebreakError as e:
        raise places.locate(e) from None


def workbook_standings(data: WorkbookData, tiebreaks: str | None = None, *, manual: Any = None,
                       **override: Any) -> tuple[Any, list[str]]:
    """The core's :class:`~xl_tiebreaks.standings.Standings` of a read workbook, with its
    settings (``override``: settings on top, e.g. ``rules="FIDE2024"``, ``round=5``) and its
    tie-break order (or ``tiebreaks``). Returns ``(standings, reader notes)``; the notes that
    name a place name its sheet and cell."""
    from .sheet import _slots
    from .spec import parse_spec

    if data.team:
        if manual:
            from .texts import Text

            raise TiebreakError("settings_bad_value", key=Text("setting_manual"), value=Text("setting_team_manual"))
        return team_workbook_standings(data, tiebreaks, **override)
    places = SheetPlaces(data)
    se = workbook_evaluation(data, **override)
    try:
        if tiebreaks:
            specs = _slots(tiebreaks)[0]
        else:
            specs = []
            for k, c in enumerate(c for row in data.order for c in row):
                if c in (None, ""):
                    continue
                try:
                    specs.append(parse_spec(str(c)))
                except TiebreakError as e:
                    raise places.locate(e, order_index=k) from None
            specs = specs or None
        standings = se.evaluation.standings(specs, manual)
    except TiebreakError as e:
        raise (places.locate(e) if not tiebreaks else e) from None
    standings = dataclasses.replace(standings, notes=[places.locate_note(n) for n in standings.notes])
    if data.event:
        standings = dataclasses.replace(standings, tournament=dataclasses.replace(standings.tournament,
                                                                                  name=data.event))
    return standings, [places.locate_note(n) for n in se.notes]


def team_workbook_standings(data: WorkbookData, tiebreaks: str | None = None, **override: Any) -> tuple[Any, list[str]]:
    """The team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) of a read
    team workbook: its settings (boards, match points, primary score...; ``override`` on top:
    ``rules``, ``system``, ``round``, ``policies``) and its order (the primary score, then the
    tie-break slots), or ``tiebreaks``. ``unrated`` has no meaning for teams and is ignored.
    Returns ``(standings, reader notes)``."""
    from .sheet import event_settings
    from .teams.sheet import parse_team_settings, team_evaluate

    override.pop("unrated", None)
    try:  # (a setting's message names its cell)
        ts = parse_team_settings(data.settings)
        ts = dataclasses.replace(ts, base=event_settings(ts.base, **override))
    except TiebreakError as e:
        raise SheetPlaces(data).locate(e) from None
    try:
        se = team_evaluate(data.results, ts, data.names)
    except TiebreakError as e:  # the sheet's cell, the team by start number and name
        raise SheetPlaces(data).locate(e) from None
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
