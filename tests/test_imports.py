"""No import circle in the package (issue 36, item 1).

The graph is drawn from the syntax trees of every module under ``xl_tiebreaks/``, counting every
``import`` statement wherever it stands: at the top, inside a function or a class, under a
``try`` (an import inside a function breaks nothing at load time, but it still ties two modules
that should not know each other). Only the body of ``if TYPE_CHECKING:`` is left out (it never
runs). Relative and absolute imports are both resolved; ``from . import x`` and
``from .pkg import x`` lead to the submodule ``x`` when there is one, else to the package
(its ``__init__``); ``import a.b.c`` leads to ``a.b.c``. An import of a submodule is an edge to
that submodule and to each package above it that is not above the importer too: Python runs a
package's ``__init__`` before any of its submodules, so ``from ..templates.kinds import KINDS``
loads whatever ``templates/__init__.py`` loads (a circle through a package's ``__init__`` is a
circle at load time, and the first one missed was of that kind).

A circle is a strongly connected part of that graph with more than one module (a module
importing itself is a circle too). The test prints every circle found, one import a line with
its file and line, and fails, but for the circles listed in ``KNOWN`` with their reasons; a
listed circle that is gone must be taken off the list (so the list cannot rot).
"""

from __future__ import annotations

import ast
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "xl_tiebreaks"

#: circles allowed for now, each by its modules, with the reason and what removes it
KNOWN: dict[frozenset[str], str] = {}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    path: str
    line: int
    inside_function: bool

    def __str__(self) -> str:
        where = "inside a function" if self.inside_function else "at the top"
        return f"{self.source} -> {self.target}  ({self.path}:{self.line}, {where})"


def modules(root: Path = ROOT, package: str = PACKAGE) -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its own name)."""
    found = {}
    for p in sorted((root / package).rglob("*.py")):
        parts = list(p.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = p
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(tree: ast.AST) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import statement of a module's tree, and whether it stands inside a function;
    the body of ``if TYPE_CHECKING:`` left out (its ``else`` kept)."""
    out: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.append((node, in_function))
            return
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            for child in node.orelse:
                walk(child, in_function)
            return
        inner = in_function or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        for child in ast.iter_child_nodes(node):
            walk(child, inner)

    walk(tree, False)
    return out


def _resolve(name: str, known: dict[str, Path]) -> str | None:
    """``name`` or the nearest package above it that is a module of ours."""
    while name:
        if name in known:
            return name
        name = name.rpartition(".")[0]
    return None


def _packages_above(name: str, is_package: bool) -> set[str]:
    """The packages whose ``__init__`` has run before module ``name`` runs (a package counts itself)."""
    parts = name.split(".")
    above = {".".join(parts[:i]) for i in range(1, len(parts))}
    if is_package:
        above.add(name)
    return above


def edges(root: Path = ROOT, package: str = PACKAGE) -> list[Edge]:
    """The package's import graph, one edge per module imported by one statement."""
    known = modules(root, package)
    found: list[Edge] = []
    for name, path in known.items():
        is_package = path.name == "__init__.py"
        rel = str(path.relative_to(root))
        for node, in_function in _imports(ast.parse(path.read_text(encoding="utf-8"), filename=rel)):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            else:
                if node.level:
                    base = name.split(".") if is_package else name.split(".")[:-1]
                    base = base[:len(base) - (node.level - 1)]
                    base_name = ".".join(base + ([node.module] if node.module else []))
                else:
                    base_name = node.module or ""
                for alias in node.names:
                    sub = f"{base_name}.{alias.name}"
                    targets.append(sub if sub in known else base_name)
            for t in targets:
                if not (t == package or t.startswith(package + ".")):
                    continue
                target = _resolve(t, known)
                if target is None:
                    continue
                found.append(Edge(name, target, rel, node.lineno, in_function))
                # Importing a submodule runs the packages above it first: an edge to each
                # package's __init__ that is not already running because it holds the importer
                # (the importer's own packages are loaded, or loading, before it runs).
                own = _packages_above(name, is_package)
                for pkg in _packages_above(target, False):
                    if pkg in known and pkg not in own and pkg != target:
                        found.append(Edge(name, pkg, rel, node.lineno, in_function))
    return found


def circles(found: list[Edge]) -> list[list[str]]:
    """The strongly connected parts of the graph with a circle in them (Tarjan), each sorted."""
    graph: dict[str, set[str]] = defaultdict(set)
    for e in found:
        graph[e.source].add(e.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    parts: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:  # (recursive: the package's depth is a few dozen)
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                part.append(w)
                if w == v:
                    break
            if len(part) > 1 or v in graph[v]:
                parts.append(sorted(part))

    for v in sorted(set(graph) | {t for ts in graph.values() for t in ts}):
        if v not in index:
            visit(v)
    return sorted(parts)


def one_circle(part: list[str], found: list[Edge]) -> list[Edge]:
    """One closed path through ``part``, as the imports that make it (for the message)."""
    inside = set(part)
    by_source: dict[str, list[Edge]] = defaultdict(list)
    for e in found:
        if e.source in inside and e.target in inside:
            by_source[e.source].append(e)
    start = part[0]
    # breadth-first from start back to start
    paths: list[list[Edge]] = [[e] for e in by_source[start]]
    seen = {start}
    while paths:
        nxt = []
        for p in paths:
            last = p[-1].target
            if last == start:
                return p
            if last in seen:
                continue
            seen.add(last)
            nxt.extend(p + [e] for e in by_source[last])
        paths = nxt
    raise AssertionError(f"no circle through {part}")  # (a strongly connected part always has one)


def describe(part: list[str], found: list[Edge]) -> str:
    return "circle of " + ", ".join(part) + ":\n" + "\n".join(f"    {e}" for e in one_circle(part, found))


def test_no_import_circle_but_the_listed_ones():
    found = edges()
    parts = circles(found)
    new = [p for p in parts if frozenset(p) not in KNOWN]
    for p in parts:
        print(describe(p, found), "(known: " + KNOWN[frozenset(p)] + ")" if frozenset(p) in KNOWN else "")
    assert not new, "import circles:\n" + "\n".join(describe(p, found) for p in new)
    gone = [sorted(k) for k in KNOWN if sorted(k) not in parts]
    assert not gone, f"listed circles that are gone (take them off KNOWN): {gone}"


def test_the_graph_reads_every_kind_of_import():
    """The graph sees the imports that close circles: inside a function, relative with
    ``from . import x``, absolute, and not those under ``if TYPE_CHECKING``."""
    found = edges()
    got = {(e.source, e.target, e.inside_function) for e in found}
    mods = modules()
    assert len(mods) > 100
    # at the top, relative: errors.py takes LazyPattern from util.py
    assert ("xl_tiebreaks.errors", "xl_tiebreaks.util", False) in got
    # `from . import individual, teams` (templates/kinds.py): the submodules
    assert ("xl_tiebreaks.templates.kinds", "xl_tiebreaks.templates.individual", False) in got
    assert ("xl_tiebreaks.templates.kinds", "xl_tiebreaks.templates.teams", False) in got
    # inside a function: noaddin.builder.build_noaddin takes KINDS
    assert ("xl_tiebreaks.noaddin.builder", "xl_tiebreaks.templates.kinds", True) in got


@pytest.mark.parametrize("files, circle", [
    # a circle closed inside a function, relative (the one util.py had with files.py)
    ({"p/__init__.py": "", "p/a.py": "from .b import x\n", "p/b.py": "def f():\n    from .a import y\n"},
     ["p.a", "p.b"]),
    # `from . import b` in a package's __init__ and an absolute import back
    ({"p/__init__.py": "from . import b\n", "p/b.py": "import p\n"}, ["p", "p.b"]),
    # two levels up, through a package's submodule
    ({"p/__init__.py": "", "p/q/__init__.py": "", "p/q/c.py": "from ...p import d\n",
      "p/d.py": "from .q.c import z\n"}, ["p.d", "p.q.c"]),
    # through a package's __init__: r takes q.k, which runs q/__init__, which loads q.w, which
    # takes from r (the kind the first test missed: noaddin -> templates.kinds -> templates'
    # __init__ -> templates.workbooks -> noaddin)
    ({"p/__init__.py": "", "p/q/__init__.py": "from . import w\n", "p/q/w.py": "from ..r import x\n",
      "p/q/k.py": "", "p/r.py": "from .q.k import y\n"}, ["p.q", "p.q.w", "p.r"]),
    # a module taking a sibling of its own package: the package's __init__ is already running
    ({"p/__init__.py": "from . import a\n", "p/a.py": "from .b import x\n", "p/b.py": ""}, None),
    # under TYPE_CHECKING: no circle; in its else branch: one
    ({"p/__init__.py": "", "p/a.py": "from .b import x\n",
      "p/b.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import y\n"}, None),
    ({"p/__init__.py": "", "p/a.py": "from .b import x\n",
      "p/b.py": "import typing\nif typing.TYPE_CHECKING:\n    pass\nelse:\n    from .a import y\n"}, ["p.a", "p.b"]),
])
def test_the_circle_finder_on_small_packages(tmp_path, files, circle):
    for rel, text in files.items():
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text(text)
    found = edges(tmp_path, "p")
    assert circles(found) == ([circle] if circle else [])
    if circle:
        assert {e.source for e in one_circle(circle, found)} == set(circle)
