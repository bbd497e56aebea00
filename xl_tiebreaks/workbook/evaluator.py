"""The formula evaluator of :func:`xl_tiebreaks.workbook.compute.compute`.

How a call is evaluated, as Excel and xlwings would: range arguments are read as 2-D lists of
cell values (empty cells ``None``, dates ``datetime``), a one-cell argument of a non-range
parameter as its value, an omitted argument as ``None``; an array formula's answer fills its
range as Excel does (a single value repeats, missing cells are ``#N/A``). This is no general
formula engine: a formula with anything else (``SUM``, ``VLOOKUP``...) is not evaluable
(:meth:`Evaluator.evaluable`).
"""

from __future__ import annotations

import datetime as _dt
from typing import Any, Callable, Iterator

from openpyxl.utils import get_column_letter, range_boundaries
from openpyxl.worksheet.formula import ArrayFormula

from ..errors import TiebreakError
from ..texts import Text
from .formulas import MAX_REF_CELLS, FormulaError, Node, Ref, XLError, calls_in, parse_formula
from .places import column_letter

#: An Excel sheet's size (XFD1048576): ADDRESS gives #VALUE! beyond it, as Excel does.
_SHEET_ROWS, _SHEET_COLUMNS = 1_048_576, 16_384


# ---------------------------------------------------------------------------------------------
# evaluation

def _udf_table() -> dict[str, tuple[Callable[..., Any], list[bool]]]:
    """Excel name -> (callable, per parameter: is it a range (ndim=2) parameter)."""
    import inspect

    from .. import udfs

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


#: how deep evaluations may nest, in Python frames: a formula's operators and calls (two each)
#: and cells whose formulas need other cells' formulas (six each; a template's go two or three
#: deep). With the parser's own nesting (formulas.MAX_NESTING) it stays inside Python's stack.
MAX_DEPTH = 400


class Evaluator:
    """Evaluates the cells of an openpyxl workbook loaded with formulas (see the module doc).

    The cells are read once into dictionaries (only the cells the sheets hold), a range is
    read once (its values are final once its formulas are computed), and a call of one of
    our functions with the same arguments on the same sheet is computed once: a template's
    tie-break columns all index the same ``TIEBREAKS(...)`` call, so the cost grows with the
    cells of the workbook, not with cells x formulas."""

    BUILTINS = ("IF", "IFERROR", "COUNTA", "INDEX", "T", "ROWS", "COLUMNS", "ISBLANK", "ROW", "COLUMN", "ADDRESS",
                "INDIRECT", "FIND", "ISNUMBER")

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
        self._depth = 0  # frames of the evaluations open now (a formula's nesting, cells that need cells)
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
        if self._depth >= MAX_DEPTH:
            raise _Propagate(XLError("#VALUE!", Text("formula_chain_too_deep")))
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
        self._depth += 6
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
            self._depth -= 6
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
        """The value of ``node`` (a formula of ``sheet``); evaluations nested deeper than
        :data:`MAX_DEPTH` (a long chain of ``+``, cells that depend on cells that depend on
        cells...) give ``#VALUE!`` with a message, never Python's RecursionError."""
        if self._depth >= MAX_DEPTH:
            raise _Propagate(XLError("#VALUE!", Text("formula_chain_too_deep")))
        self._depth += 2
        try:
            return self._eval(node, sheet)
        finally:
            self._depth -= 2

    def _eval(self, node: Node, sheet: str) -> Any:
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
        if name == "ISNUMBER":  # (Excel: TRUE for a number only, not for a text of digits)
            v = _scalar(self.value(self.eval(args[0], sheet))) if len(args) == 1 else XLError("#VALUE!")
            return isinstance(v, (int, float)) and not isinstance(v, bool)
        if name == "FIND":  # FIND(text, within): where text first starts (1-based, case-sensitive), else #VALUE!
            if len(args) != 2:
                return XLError("#VALUE!")
            what, within = (_scalar(self.value(self.eval(a, sheet))) for a in args)
            for x in (what, within):
                if isinstance(x, XLError):
                    return x
            at = _text(within).find(_text(what))
            return at + 1 if at >= 0 else XLError("#VALUE!")
        if name == "T":
            v = _scalar(self.value(self.eval(args[0], sheet)))
            return v if isinstance(v, str) else ""
        if name in ("ROWS", "COLUMNS"):
            v = self.eval(args[0], sheet)
            shape = v.shape if isinstance(v, Ref) else (len(v), len(v[0])) if isinstance(v, list) else (1, 1)
            return shape[0] if name == "ROWS" else shape[1]
        if name == "INDEX":
            return self._index(args, sheet)
        if name == "INDIRECT":  # (a range typed as text, 'Final!A3:L230': the Premios sheet's published list)
            v = _scalar(self.value(self.eval(args[0], sheet))) if args else None
            if isinstance(v, XLError):
                return v
            if not isinstance(v, str) or not v.strip() or len(args) > 2:
                return XLError("#REF!")
            return self.ref(v.strip(), sheet)
        if name in ("ROW", "COLUMN"):  # (of a reference's first cell: the templates' places)
            v = self.eval(args[0], sheet) if args else None
            if not isinstance(v, Ref):
                return XLError("#VALUE!")
            return v.min_row if name == "ROW" else v.min_col
        if name == "ADDRESS":  # (ADDRESS(row, column, 4): the relative A1 address, ``C5``)
            nums = [_scalar(self.value(self.eval(a, sheet))) for a in args[:3]]
            if len(nums) != 3 or any(isinstance(x, XLError) for x in nums):
                return next((x for x in nums if isinstance(x, XLError)), XLError("#VALUE!"))
            try:  # (an infinite number, 1e999, overflows int(); NaN is a ValueError)
                row, col, kind = (int(float(x)) for x in nums)
            except (TypeError, ValueError, OverflowError):
                return XLError("#VALUE!")
            if kind != 4 or not (1 <= row <= _SHEET_ROWS and 1 <= col <= _SHEET_COLUMNS):
                return XLError("#VALUE!")  # (as Excel: no address beyond the sheet's XFD1048576)
            return f"{column_letter(col)}{row}"
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
        from .. import udfs

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
