"""A fast driver of the ``formulas`` package (Excel's semantics, pure Python): every formula cell
of a workbook computed by the package's own parser, compiled functions, operators, error values
and empty-cell handling, without its workbook-wide dispatcher (``ExcelModel``), which takes about
25 s for 3,000 formula cells and many minutes for the corpus's larger events.

What the driver does, and where it follows ``formulas.excel.ExcelModel`` (1.3.4) step by step:

* the workbook is read by the package's own reader (``formulas.excel.xlreader.load_workbook``,
  through ``ExcelModel.add_book``), the defined names compiled by ``ExcelModel.add_references``
  (``formulas.cell.Ref``) and each sheet's context made by ``ExcelModel.add_sheet``;
* a cell is what ``ExcelModel.compile_cell`` makes of it (a float rounded to 15 digits, a text cell
  never a formula, ``==`` read as ``=``); a cell without a value is not a node, so a range reads
  it as the package's ``EMPTY`` (``formulas.cell.RangesAssembler``);
* formula cells are grouped by **shape** (the sheet, and the formula's text with every reference
  written relative to the cell, as R1C1 writes it: two formulas of one shape are the same formula
  up to where it stands); one cell of each shape is compiled as ``ExcelModel`` compiles it
  (``formulas.cell.Cell(...).compile(references, context)``: the package's parser and its
  ``DispatchPipe``), and every other cell of that shape calls the same compiled function with its
  own inputs. The compiled function's inputs (its ``inputs``, in its own order) are matched to the
  formula's references by their places in the text: the compiled cell's references, named as the
  package names them (``formulas.ranges.Ranges.get_range`` in the sheet's context), must be
  exactly its inputs, and another cell's input is its own reference at that place. A shape whose
  inputs are not exactly its references, or a cell where one input stands for two different
  references, is compiled cell by cell instead (``stats["compiled_alone"]``); a function that
  depends on the cell's own address (``ROW()``, ``COLUMN()``, ``@``) makes the address part of
  the shape;
* the compiled function (a ``schedula`` pipe of the package's node functions) is run as
  ``schedula`` runs it: each data node its one estimate through its filters, each function node
  its inputs without ``NONE``, its function, its filters; the first call of each shape also
  calls the ``DispatchPipe`` itself and must give the same value (a pipe with any other kind of
  node is called as it is: ``stats["schedula_pipes"]``);
* the inputs reach the compiled function as ``formulas.cell.Cell._args`` passes them: a
  ``Ranges`` with the operand's range and the node's values; a range's node is assembled as
  ``RangesAssembler`` assembles it (each cell's value, ``EMPTY`` where no cell is); a defined
  name's node is the value of its compiled ``Ref``;
* a result goes through the model's own filters: ``replace_empty`` (the function node's filter),
  then ``format_output`` with the cell's range (the data node's filter), which also decides what
  a result that is not 1x1 becomes in a one-cell node (counted in ``stats["not_1x1"]``);
* cells are computed in dependency order (an iterative depth-first walk: no recursion limit);
  a circular reference, an array formula, a cell whose compiled function raises, or an input the
  driver cannot feed as the model does is an error (:class:`EngineError`), never a guess.

``tests/test_noaddin_formulas.py`` proves the driver is the package: on a sample of events every
formula cell of every sheet equals ``formulas.ExcelModel``'s value of the same workbook (and on a
workbook of every kind of reference the driver places). About 0.8 ms a formula cell and 5 to
10 ms a shape compiled (the 64-player Swiss: 52,858 formula cells, 1,088 shapes, 56 s).
"""

from __future__ import annotations

import functools
import re
import time
from pathlib import Path
from typing import Any

import numpy as np

#: functions whose value depends on the formula's own cell (formulas' ``CELL`` extra input)
_ADDRESS_FUNCTIONS = {"ROW(", "COLUMN(", "SINGLE(", "_XLFN.SINGLE("}


class EngineError(Exception):
    """The driver cannot compute a cell as ``formulas.ExcelModel`` would: said, never guessed."""


@functools.lru_cache(maxsize=None)
def _col_index(letters: str) -> int:
    from openpyxl.utils.cell import column_index_from_string

    return column_index_from_string(letters.upper())


#: a string literal (kept as it is), or a reference: an optional sheet (quoted, with accents and
#: doubled quotes, or plain) and a cell, a range of cells, whole columns or whole rows; not part of
#: a longer word, a function's name or a sheet name the pattern did not take
_OPERAND = re.compile(r"""
    "(?:[^"]|"")*"
  | (?<![\w.$'!])
    (?P<sheet>(?:'(?:[^']|'')+'|[^\W\d][\w.]*)!)?
    (?P<ref>\$?[A-Za-z]{1,3}\$?[0-9]+(?::\$?[A-Za-z]{1,3}\$?[0-9]+)?
           |\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}
           |\$?[0-9]+:\$?[0-9]+)
    (?![\w.(!$'])
""", re.X)
_CELL = re.compile(r"^(\$?)([A-Za-z]{1,3})(\$?)([0-9]+)$")
_COLS = re.compile(r"^(\$?)([A-Za-z]{1,3}):(\$?)([A-Za-z]{1,3})$")
_ROWS = re.compile(r"^(\$?)([0-9]+):(\$?)([0-9]+)$")


def _relative(ref: str, row: int, col: int) -> str:
    """A reference with every relative row and column written as an offset from (row, col), as
    R1C1 writes it."""
    def cell(ref1: str) -> str:
        cabs, letters, rabs, digits = _CELL.match(ref1).groups()
        c, r = _col_index(letters), int(digits)
        return (f"R{r}" if rabs else f"R[{r - row}]") + (f"C{c}" if cabs else f"C[{c - col}]")

    m = _COLS.match(ref)
    if m:
        a, b = _col_index(m.group(2)), _col_index(m.group(4))
        return (f"C{a}" if m.group(1) else f"C[{a - col}]") + ":" + (f"C{b}" if m.group(3) else f"C[{b - col}]")
    m = _ROWS.match(ref)
    if m:
        a, b = int(m.group(2)), int(m.group(4))
        return (f"R{a}" if m.group(1) else f"R[{a - row}]") + ":" + (f"R{b}" if m.group(3) else f"R[{b - row}]")
    return ":".join(cell(p) for p in ref.split(":"))


def operands_and_shape(formula: str, row: int, col: int) -> tuple[list[str], tuple[str, ...]]:
    """The references of ``formula`` in the order they appear (their text, sheet included), and
    the formula's shape: its text with each reference written relative to the cell at (row,
    col). Two formulas of one shape are the same formula up to where it stands (the text is the
    shape with each reference put back), so one compiled function computes both."""
    operands: list[str] = []
    shape: list[str] = []
    at = 0
    for m in _OPERAND.finditer(formula):
        if m.group("ref") is None:  # (a string literal)
            continue
        shape.append(formula[at:m.start()])
        operands.append(m.group(0))
        shape.append("\x00" + (m.group("sheet") or "").upper() + _relative(m.group("ref"), row, col))
        at = m.end()
    shape.append(formula[at:])
    return operands, tuple(shape)


class _Shape:
    """One compiled function of the package, the places of its inputs among a formula's
    references, and its pipe as a plain list of the package's node functions."""

    __slots__ = ("cell", "pipe", "keys", "places", "fixed", "plan", "cells", "checked")

    def __init__(self) -> None:
        self.cells = 0
        self.checked = False


class FormulasEngine:
    """Every formula cell of the workbook at ``path`` computed by the ``formulas`` package, fast.

    ``values[sheet title upper][(row, col)]`` is the value of each formula cell as
    ``formulas.ExcelModel`` leaves it (the first element of its node's array: numbers as numpy or
    Python numbers, texts, booleans, ``formulas`` error values; an empty result is 0, as in the
    package). ``stats``: formula cells, value cells, shapes compiled, cells compiled alone,
    results that were not 1x1, shapes whose pipe runs through ``schedula`` itself, seconds.

    Raises :class:`EngineError` for what it cannot compute as the package would (see the module's
    docstring).
    """

    def __init__(self, path: Path | str) -> None:
        t0 = time.perf_counter()
        import schedula as sh
        from formulas.cell import Cell, Ref, format_output
        from formulas.excel import ExcelModel
        from formulas.functions import replace_empty
        from formulas.ranges import Ranges, _shape
        from formulas.tokens.operand import Error

        self._sh, self._Ranges, self._shape, self._Cell = sh, Ranges, _shape, Cell
        self._format_output, self._replace_empty, self._name_error = format_output, replace_empty, Error.errors["#NAME?"]
        self.stats = {"cells": 0, "values": 0, "shapes": 0, "compiled_alone": 0, "not_1x1": 0, "schedula_pipes": 0}
        model = ExcelModel()
        book, ctx = model.add_book(str(Path(path).resolve()))
        self._references = model.references
        #: node name -> node value (a ``Ranges``, as in the model's solution)
        self.nodes: dict[str, Any] = {}
        #: sheet id -> {(row, col): node name} of every cell the model makes a node of
        self._index: dict[str, dict[tuple[int, int], str]] = {}
        self._formula: dict[str, tuple] = {}  # node name -> (shape, inputs, output range)
        self._refs = {k: c for k, c in model.cells.items() if isinstance(c, Ref)}
        self._where: dict[str, tuple[str, int, int]] = {}  # node name -> (sheet title upper, row, col)
        self._range_cache: dict[tuple[str, str], dict] = {}
        shapes: dict[tuple, _Shape] = {}
        for ws in book.worksheets:
            ws, sctx = model.add_sheet(ws, ctx)
            if model.formula_references(sctx):
                raise EngineError(f"{ws.title}: array formulas (not driven here)")
            cctx = {"external_links": model.external_links(sctx)}
            cctx.update(sctx)
            self._index.setdefault(Ranges().push("A1", context=cctx).ranges[0]["sheet_id"], {})
            pending = []
            for (_r, _c), c in sorted(ws._cells.items()):  # (the cells iter_rows would give a value)
                if hasattr(c, "value"):
                    val, is_formula = self._cell_value(c)
                    if val is None:
                        continue
                    rng = Ranges().push(c.coordinate, context=cctx).ranges[0]
                    name = rng["name"]
                    self._index.setdefault(rng["sheet_id"], {})[(c.row, c.column)] = name
                    self._where[name] = (ws.title.upper(), c.row, c.column)
                    if is_formula:
                        pending.append((name, rng, val, c.coordinate, c.row, c.column))
                    else:
                        self.nodes[name] = format_output(rng, val)
                        self.stats["values"] += 1
            for name, rng, formula, coord, row, col in pending:
                operands, key = operands_and_shape(formula, row, col)
                key = (cctx["sheet"],) + key
                if any(f in formula.upper() for f in _ADDRESS_FUNCTIONS):
                    key = key + (coord,)
                shape = shapes.get(key)
                if shape is None:
                    shape = shapes[key] = self._compile(coord, formula, cctx, operands)
                    self.stats["shapes"] += 1
                inputs = self._inputs(shape, operands, cctx) if shape.places is not None else None
                if inputs is None:  # (compiled alone: its own function, its own inputs)
                    shape = self._compile(coord, formula, cctx, None)
                    inputs = self._inputs(shape, operands, cctx)
                    self.stats["compiled_alone"] += 1
                shape.cells += 1
                self._formula[name] = (shape, inputs, rng)
        self.stats["cells"] = len(self._formula)
        self.stats["compile_s"] = round(time.perf_counter() - t0, 2)
        t1 = time.perf_counter()
        self._evaluate_all()
        self.stats["evaluate_s"] = round(time.perf_counter() - t1, 2)
        self.values: dict[str, dict[tuple[int, int], Any]] = {}
        for name in self._formula:
            sheet, row, col = self._where[name]
            self.values.setdefault(sheet, {})[(row, col)] = self.nodes[name].value[0, 0]

    # -- cells and shapes -----------------------------------------------------------------------

    def _cell_value(self, c: Any) -> tuple[Any, bool]:
        """(value, is a formula) as ``ExcelModel.compile_cell`` and ``Cell.__init__`` read a cell
        (``None``: no node)."""
        val = c.value
        if c.data_type == "f":
            if not isinstance(val, str):
                val = val.text
            val = val[1:] if val[:2] == "==" else val
        elif c.data_type == "n" and isinstance(val, float):
            val = round(val, 15)
        check_formula = c.data_type != "s"
        if check_formula and isinstance(val, str) and self._Cell.parser.is_formula(val):
            return val, True
        return val, False

    def _range(self, text: str, cctx: dict) -> dict | None:
        """The package's range of a reference's text in a sheet's context (cached)."""
        key = (cctx["sheet"], text)
        got = self._range_cache.get(key)
        if got is None:
            from formulas.errors import InvalidRangeName

            try:
                got = self._Ranges.get_range(text, cctx)
            except InvalidRangeName:  # (not a range: a name, a number, a function's name)
                got = {}
            self._range_cache[key] = got
        return got or None

    def _compile(self, coord: str, formula: str, cctx: dict, operands: list | None) -> _Shape:
        """The package's compiled function of ``formula`` at ``coord`` (as
        ``ExcelModel._compile_cell`` compiles it) and, with ``operands``, the places of its inputs
        among the formula's references (``None``: they cannot all be placed)."""
        cell = self._Cell(coord, formula, context=cctx).compile(references=self._references, context=cctx)
        if cell.func is None:
            raise EngineError(f"{coord}: {formula!r} compiles to nothing")
        s = _Shape()
        s.cell, s.pipe = cell, cell.func.func
        s.keys = list(cell.func.inputs)
        s.fixed, s.places = {}, {}
        for k in s.keys:
            skeleton = cell.func.inputs[k]
            if k in self._references:
                s.fixed[k] = skeleton
            elif not (hasattr(skeleton, "ranges") and len(skeleton.ranges) == 1):
                raise EngineError(f"{coord}: {formula!r}: input {k!r} is not a range the driver can feed")
        if operands is None:
            s.places = None
        else:
            where: dict[str, list[int]] = {}
            for i, text in enumerate(operands):
                rng = self._range(text, cctx)
                where.setdefault(rng["name"] if rng else text, []).append(i)
            ranges = [k for k in s.keys if k not in s.fixed]
            # every input at a place among the references, and every reference an input
            if set(ranges) == set(where) - set(s.fixed):
                s.places = {k: where[k] for k in ranges}
            else:
                s.places = None
        s.plan = self._plan(s.pipe)
        if s.plan is None:
            self.stats["schedula_pipes"] += 1
        return s

    def _inputs(self, s: _Shape, operands: list, cctx: dict) -> list | None:
        """For each input of the compiled function, in its order: ("name", key, skeleton) for a
        defined name, ("range", range) for this cell's reference at the input's places (``None``:
        two places of one input name two ranges in this cell)."""
        out = []
        for k in s.keys:
            if k in s.fixed:
                out.append(("name", k, s.fixed[k]))
            elif s.places is None:  # (compiled alone: its own ranges)
                out.append(("range", s.cell.func.inputs[k].ranges[0]))
            else:
                ranges = [self._range(operands[i], cctx) for i in s.places[k]]
                if any(r is None for r in ranges) or len({r["name"] for r in ranges}) != 1:
                    return None
                out.append(("range", ranges[0]))
        return out

    # -- a compiled function's pipe, run as schedula runs it ------------------------------------

    def _plan(self, pipe: Any) -> list | None:
        """The steps of a compiled function's ``DispatchPipe`` as (kind, node, function, inputs,
        outputs, filters): the package's own node functions and filters, in the pipe's order,
        where every node is a plain one (``None`` otherwise: the pipe itself is called)."""
        from schedula import Dispatcher
        from schedula.utils.dsp import SubDispatch, parent_func, run_model

        plan = []
        for x, nxt, nxt_dsp in pipe.pipe:
            v, sol = x[-1]
            if nxt_dsp:
                return None
            a = sol.nodes[v]
            if a["type"] == "data":
                if a.get("wait_inputs") or "function" in a or "callback" in a:
                    return None
                plan.append(("data", v, None, None, None, tuple(a.get("filters", ()))))
            elif a["type"] == "function":
                fn = a["function"]
                pf = parent_func(fn)
                if ("input_domain" in a or "callback" in a or isinstance(pf, (SubDispatch, Dispatcher))
                        or (isinstance(pf, type) and issubclass(pf, run_model))):
                    return None
                outs = tuple(a["outputs"])
                plan.append(("function", v, fn, tuple(a["inputs"]), (outs, tuple(nxt)), tuple(a.get("filters", ()))))
            else:
                return None
        return plan

    def _run_plan(self, s: _Shape, inputs: list) -> Any:
        """The compiled function's value for ``inputs``: each step as ``schedula`` evaluates it
        (a data node: its one estimate through its filters; a function node: its inputs without
        ``NONE``, the function, its filters, each output it feeds)."""
        NONE = self._sh.NONE
        est = {k: d["value"] for k, d in s.pipe.dsp.default_values.items()}
        est.update(zip(s.keys, inputs))
        val: dict = {}
        for kind, v, fn, ins, outs, filters in s.plan:
            if kind == "data":
                if v not in est:
                    raise EngineError(f"the pipe is not respected at {v!r}")
                value = est[v]
                for f in filters:
                    value = f(value)
                val[v] = value
            else:
                args = [val[k] for k in ins]
                res = fn(*[a for a in args if a is not NONE])
                for f in filters:
                    res = f(res)
                names, feeds = outs
                for k, r in zip(names, res if len(names) > 1 else [res]):
                    if k in feeds and r is not NONE:
                        est[k] = r
        out = s.pipe.outputs[0]
        if val.get(out, NONE) is NONE:
            raise EngineError("the compiled function gave no value")
        return val[out]

    def _call(self, s: _Shape, inputs: list) -> Any:
        """The compiled function called as ``formulas.cell.CellWrapper`` calls it (a function the
        package does not implement: ``#NAME?``). The first call of each shape runs both the
        plan and the package's ``DispatchPipe`` and requires the same value."""
        try:
            if s.plan is None:
                return s.pipe(*inputs)
            try:
                got = self._run_plan(s, inputs)
            except NotImplementedError:
                got = self._name_error
            if not s.checked:
                s.checked = True
                try:
                    ref = s.pipe(*inputs)
                except self._sh.DispatcherError as ex:
                    if not isinstance(ex.ex, NotImplementedError):
                        raise
                    ref = self._name_error
                if not _identical(got, ref):
                    raise EngineError(f"the plan of {s.pipe.outputs[0]!r} gives {got!r}, the package {ref!r}")
            return got
        except self._sh.DispatcherError as ex:
            if isinstance(ex.ex, NotImplementedError):
                return self._name_error
            raise EngineError(str(ex)) from ex

    # -- evaluation -----------------------------------------------------------------------------

    def _range_cells(self, rng: dict) -> list[tuple[str, tuple[int, int]]]:
        """(node name, (row, col)) of every cell node inside the range ``rng``."""
        index = self._index.get(rng["sheet_id"], {})
        r1, r2, n1, n2 = int(rng["r1"]), int(rng["r2"]), rng["n1"], rng["n2"]
        if (r2 - r1 + 1) * (n2 - n1 + 1) <= len(index):
            return [(index[(r, c)], (r, c)) for r in range(r1, r2 + 1) for c in range(n1, n2 + 1) if (r, c) in index]
        return [(nm, (r, c)) for (r, c), nm in index.items() if r1 <= r <= r2 and n1 <= c <= n2]

    def _deps(self, name: str) -> list[str]:
        if name in self._refs:
            return list(self._refs[name].inputs or ())
        if name in self._formula:
            return [a[1] if a[0] == "name" else a[1]["name"] for a in self._formula[name][1]]
        if name in self.nodes:
            return []
        return [nm for nm, _ in self._range_cells(self._known_range(name))]

    def _known_range(self, name: str) -> dict:
        """The range of a node that is neither a cell nor a defined name, on a sheet of the
        workbook (else :class:`EngineError`: the model would give ``#REF!`` or ``#NAME?``)."""
        try:
            rng = self._Ranges.get_range(name)
        except Exception as ex:
            raise EngineError(f"{name}: neither a cell, a range nor a defined name of the workbook") from ex
        if rng.get("sheet_id") not in self._index:
            raise EngineError(f"{name}: a range on a sheet the workbook does not have")
        return rng

    def _evaluate_all(self) -> None:
        done: set[str] = set(self.nodes)
        on_path: set[str] = set()
        for start in self._formula:
            if start in done:
                continue
            stack = [(start, iter(self._deps(start)))]
            on_path.add(start)
            while stack:
                name, it = stack[-1]
                nxt = next(it, None)
                if nxt is None:
                    stack.pop()
                    on_path.discard(name)
                    self._evaluate(name)
                    done.add(name)
                    continue
                if nxt in done:
                    continue
                if nxt in on_path:
                    raise EngineError(f"a circular reference through {nxt}")
                on_path.add(nxt)
                stack.append((nxt, iter(self._deps(nxt))))

    def _evaluate(self, name: str) -> None:
        if name in self.nodes:
            return
        if name in self._refs:  # a defined name: its compiled Ref, as the model calls it
            ref = self._refs[name]
            self.nodes[name] = self._replace_empty(ref.func(*[self.nodes[k] for k in (ref.inputs or ())]))
            return
        if name in self._formula:
            shape, args, rng = self._formula[name]
            inputs = []
            for a in args:  # (as formulas.cell.Cell._args builds them)
                if a[0] == "name":
                    inp = self._Ranges(a[2].ranges)
                    inp.values.update(self.nodes[a[1]].values)
                else:
                    inp = self._Ranges((a[1],))
                    inp.values.update(self.nodes[a[1]["name"]].values)
                inputs.append(inp)
            value = self._replace_empty(self._call(shape, inputs))
            v = value.value if isinstance(value, self._Ranges) else value
            if np.ndim(v) and np.shape(v) != (1, 1):
                self.stats["not_1x1"] += 1
            self.nodes[name] = self._format_output(rng, value)
            return
        # a range (or a cell with no value): assembled as formulas.cell.RangesAssembler does
        rng = self._known_range(name)
        out = np.empty(self._shape(**rng), object)
        out[:] = self._sh.EMPTY
        r1, n1 = int(rng["r1"]), rng["n1"]
        for nm, (r, c) in self._range_cells(rng):
            out[r - r1:r - r1 + 1, c - n1:c - n1 + 1] = self.nodes[nm].value
        self.nodes[name] = self._format_output(rng, out)

    def value(self, sheet: str, row: int, col: int) -> Any:
        """The computed value of the formula cell (``None``: not a formula cell)."""
        return self.values.get(sheet.upper(), {}).get((row, col))


def _identical(a: Any, b: Any) -> bool:
    """The same value, of the same type, element by element (NaN equal to NaN)."""
    if hasattr(a, "ranges") or hasattr(b, "ranges"):
        if not (hasattr(a, "ranges") and hasattr(b, "ranges")) or [r["name"] for r in a.ranges] != [
                r["name"] for r in b.ranges]:
            return False
        a, b = a.value, b.value
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        if not (isinstance(a, np.ndarray) and isinstance(b, np.ndarray)) or a.shape != b.shape:
            return False
        return all(_identical(x, y) for x, y in zip(a.ravel().tolist(), b.ravel().tolist()))
    if type(a) is not type(b):
        return False
    return a == b or (a != a and b != b)
