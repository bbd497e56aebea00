"""Formulas as text to syntax trees: the values a formula meets (:class:`XLError`,
:class:`Ref`), the tokenizer and the parser of the small formula language the templates use
(``IF``, ``IFERROR``, ``COUNTA``, ``INDEX``, ``T``, ``&``, comparisons, our functions' calls).
The evaluator (:mod:`xl_tiebreaks.workbook.evaluator`) computes the trees."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Iterator

from openpyxl.utils import get_column_letter

from ..texts import Text
from ..validate import MAX_RANGE_CELLS

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
MAX_REF_CELLS = MAX_RANGE_CELLS  # (the one bound of a range's cells: validate.MAX_RANGE_CELLS)


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
    depth: int = field(default=1, compare=False)  # levels of the tree from here down

    def __post_init__(self) -> None:
        if self.args:
            self.depth = 1 + max(a.depth for a in self.args)
            if self.depth > MAX_TREE:  # (a chain of 3,000 '+': walking it would overflow Python's stack)
                raise FormulaError(Text("formula_tree_deep", most=MAX_TREE))


#: the binary operators by precedence, the loosest first: comparisons, ``&``, ``+ -``, ``* /``
_LEVELS = (("=", "<>", "<", ">", "<=", ">="), ("&",), ("+", "-"), ("*", "/"))


#: the deepest a formula's parentheses, calls and signs may nest (Excel's own limit on nesting)
MAX_NESTING = 64
#: the deepest a formula's tree may be (``1+1+...+1`` is as deep as it has operators)
MAX_TREE = 100


class _Parser:
    def __init__(self, text: str) -> None:
        self.toks = _tokens(text)
        self.i = 0
        self.depth = 0  # parentheses, calls and signs open now: never deeper than MAX_NESTING

    def enter(self) -> None:
        self.depth += 1
        if self.depth > MAX_NESTING:
            raise FormulaError(Text("formula_too_deep", most=MAX_NESTING))

    def peek(self) -> tuple[str, str] | None:
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self) -> tuple[str, str]:
        t = self.toks[self.i]
        self.i += 1
        return t

    def parse(self) -> Node:
        node = self.binary()
        if self.peek() is not None:
            raise FormulaError(Text("formula_unexpected", text=repr(self.peek()[1])))  # type: ignore[index]
        return node

    def binary(self, level: int = 0) -> Node:
        """The binary operators of :data:`_LEVELS` from ``level`` down, each left-associative
        (``1-2-3`` is ``(1-2)-3``), the unary operators below the last level (one call per
        level, as deep as a method per level would be)."""
        last = level == len(_LEVELS) - 1
        left = self.unary() if last else self.binary(level + 1)
        while (t := self.peek()) and t[0] == "op" and t[1] in _LEVELS[level]:
            self.take()
            left = Node("op", t[1], [left, self.unary() if last else self.binary(level + 1)])
        return left

    def unary(self) -> Node:
        t = self.peek()
        if t and t in (("op", "-"), ("op", "+")):
            self.take()
            self.enter()
            inner = self.unary()
            self.depth -= 1
            return Node("neg", None, [inner]) if t[1] == "-" else inner
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
                self.enter()
                args: list[Node] = []
                if self.peek() == ("op", ")"):
                    self.take()
                    self.depth -= 1
                    return Node("call", _fname(text), args)
                while True:
                    if self.peek() in (("op", ","), ("op", ";"), ("op", ")")):
                        args.append(Node("empty"))
                    else:
                        args.append(self.binary())
                    sep = self.take()
                    if sep == ("op", ")"):
                        break
                    if sep not in (("op", ","), ("op", ";")):
                        raise FormulaError(Text("formula_unexpected_args", text=repr(sep[1]), name=text))
                self.depth -= 1
                return Node("call", _fname(text), args)
            up = text.upper()
            if up in ("TRUE", "FALSE"):
                return Node("bool", up == "TRUE")
            return Node("name", text)
        if (kind, text) == ("op", "("):
            self.enter()
            inner = self.binary()
            if self.peek() is None or self.take() != ("op", ")"):
                raise FormulaError(Text("formula_parenthesis"))
            self.depth -= 1
            return inner
        raise FormulaError(Text("formula_unexpected", text=repr(text)))


def _fname(text: str) -> str:
    up = text.upper()
    for prefix in ("_XLFN._XLWS.", "_XLFN.", "_XLUDF.", "_XLDUDF_"):
        if up.startswith(prefix):
            up = up[len(prefix):]
    from ..libreoffice.names import plain_name  # a workbook saved by LibreOffice: ORG.XLTIEBREAKS.FUNCTIONS.X

    return plain_name(up)


def parse_formula(text: str) -> Node:
    """The syntax tree of a formula (``=`` optional; ``,`` or ``;`` between arguments).

    Raises:
        FormulaError: a formula this parser does not read, or nested deeper than
            :data:`MAX_NESTING` (Excel's limit too)."""
    return _Parser(text).parse()


def calls_in(node: Node) -> Iterator[str]:
    if node.kind == "call":
        yield node.value
    for a in node.args:
        yield from calls_in(a)
