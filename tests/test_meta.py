"""Tests of the tests: rules over the syntax trees of every Python file under tests/ (test
modules and their helpers), so that a green run says what it seems to say.

1. No swallowed failure. A handler that catches everything (bare ``except:``, ``except
   Exception``, ``except BaseException``, or a tuple holding one of them) must hand the failure
   on: it re-raises (a ``raise`` in the handler), or it is the host simulation's
   ``except Exception as e: return e`` (tests/hosts.py: the exception becomes the value the
   caller checks, as Excel shows any exception as #VALUE!). Anything else (``continue``,
   ``pass``, a default value, a note) would let a product that crashed on every input pass.
2. ``contextlib.suppress`` is not used at all (a failure expected is ``pytest.raises``; one
   tolerated is a ``try`` whose narrow handler can be read).
3. A narrow handler that drops the failure without looking at it (its body only ``pass``,
   ``continue``, ``break``, ``...`` or a bare ``return``) does not wrap a call into the product
   (a name imported from ``xl_tiebreaks``): a refusal the test does not check is a refusal it
   cannot see change.
4. ``pytest.raises`` names the error it expects: never ``Exception`` or ``BaseException``
   (a ``KeyError('Foo')`` crash matches ``match="'Foo'"`` as well as our message does).
5. No case of a parametrization always skips: ``pytest.skip``/``pytest.xfail``/
   ``pytest.importorskip(<a parameter>)`` inside a parametrized test (or a parametrized
   fixture) may not depend on the parameters (directly, or through a name computed from them),
   nor run unconditionally there (every case would skip); a case that
   cannot run belongs outside the parametrization (its own test, asserting why). Skips on the
   environment (no LibreOffice, an opt-in check) apply to every case alike and are allowed.
   ``pytest.param(..., marks=pytest.mark.skip/xfail)`` likewise.
6. Hypothesis stays randomised in CI and every failure can be replayed from its log: every
   profile registered prints the reproduction blob (``print_blob=True``) and none
   derandomizes; no ``@settings`` turns either off.

7. ``pytest.raises(TiebreakError)`` names the code it expects: the block binds the error
   (``as e``) and a statement after it reads ``e.value.code`` (or the codes of
   ``e.value.every()``), or hands ``e.value`` on (a helper returns it: its callers check the
   code). A message's words can stay while the mistake behind them changes (issue 36: a test of
   a bad pairing system passed on a file refused for a missing opponent).

Each rule is itself tested on small pieces of code at the end (what it flags, what it lets
through), so a rule that stopped flagging anything would fail here too.
"""

from __future__ import annotations

import ast
import os
from dataclasses import dataclass
from pathlib import Path

import pytest

TESTS = Path(__file__).parent
BROAD = {"Exception", "BaseException"}
SKIPS = {"skip", "xfail", "importorskip"}


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    rule: str
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: [{self.rule}] {self.what}"


def _files() -> list[Path]:
    return sorted(p for p in TESTS.rglob("*.py") if "data" not in p.relative_to(TESTS).parts)


def _name(node: ast.AST) -> str:
    """``Exception``, ``builtins.Exception`` -> the last name; anything else -> ''."""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return ""


def _is_broad(t: ast.AST | None) -> bool:
    if t is None:
        return True
    if isinstance(t, ast.Tuple):
        return any(_is_broad(e) for e in t.elts)
    return _name(t) in BROAD


def _walk_here(nodes: list[ast.stmt]):
    """Every node of ``nodes``, not descending into nested functions, lambdas or classes."""
    todo = list(nodes)
    while todo:
        n = todo.pop()
        yield n
        for c in ast.iter_child_nodes(n):
            if not isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                todo.append(c)


def _hands_on(h: ast.ExceptHandler) -> bool:
    """The handler re-raises, or is ``except ... as e: return e``."""
    if any(isinstance(n, ast.Raise) for n in _walk_here(h.body)):
        return True
    return (h.name is not None and len(h.body) == 1 and isinstance(h.body[0], ast.Return)
            and isinstance(h.body[0].value, ast.Name) and h.body[0].value.id == h.name)


def _silent(h: ast.ExceptHandler) -> bool:
    """The handler's body drops the failure without looking at it."""
    for s in h.body:
        if isinstance(s, (ast.Pass, ast.Continue, ast.Break)):
            continue
        if isinstance(s, ast.Return) and (s.value is None or (isinstance(s.value, ast.Constant)
                                                              and s.value.value is None)):
            continue
        if isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant):  # ... or a docstring
            continue
        return False
    return True


def _product_names(tree: ast.AST) -> set[str]:
    """Names bound to the product in this module (``from xl_tiebreaks.x import y``,
    ``import xl_tiebreaks.x as z``), at any level."""
    out: set[str] = set()
    for n in ast.walk(tree):
        if isinstance(n, ast.ImportFrom) and n.level == 0 and (n.module or "").split(".")[0] == "xl_tiebreaks":
            out |= {a.asname or a.name for a in n.names}
        elif isinstance(n, ast.Import):
            for a in n.names:
                if a.name.split(".")[0] == "xl_tiebreaks":
                    out.add(a.asname or a.name.split(".")[0])
    return out


def _root(node: ast.AST) -> str:
    while isinstance(node, (ast.Attribute, ast.Call, ast.Subscript)):
        node = node.func if isinstance(node, ast.Call) else node.value
    return node.id if isinstance(node, ast.Name) else ""


def _calls_product(body: list[ast.stmt], product: set[str]) -> str:
    for n in _walk_here(body):
        if isinstance(n, ast.Call) and _root(n.func) in product:
            return ast.unparse(n.func)
    return ""


def _is_pytest_attr(node: ast.AST, names: set[str]) -> bool:
    """``pytest.<one of names>`` (or the bare name when imported from pytest)."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "pytest":
        return node.attr in names
    return False


def _suppress(node: ast.AST) -> bool:
    f = node.func if isinstance(node, ast.Call) else None
    return (isinstance(f, ast.Attribute) and f.attr == "suppress" and _name(f.value) == "contextlib") or \
        (isinstance(f, ast.Name) and f.id == "suppress")


def _names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def _targets(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _parametrized(fn: ast.FunctionDef, param_fixtures: set[str]) -> set[str]:
    """The names a test takes from its parametrization (``@pytest.mark.parametrize``, or a
    parametrized fixture of the module it asks for); ``request`` in a parametrized fixture."""
    names: set[str] = set()
    for d in fn.decorator_list:
        if isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute) and d.func.attr == "parametrize" and d.args:
            first = d.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                names |= {x.strip() for x in first.value.split(",") if x.strip()}
            elif isinstance(first, (ast.List, ast.Tuple)):
                names |= {e.value for e in first.elts if isinstance(e, ast.Constant) and isinstance(e.value, str)}
        if isinstance(d, ast.Call) and _name(d.func) == "fixture" and any(k.arg == "params" for k in d.keywords):
            names.add("request")
    args = {a.arg for a in fn.args.args + fn.args.kwonlyargs}
    return names | (args & param_fixtures)


def _param_fixtures(tree: ast.AST) -> set[str]:
    out = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for d in n.decorator_list:
                if isinstance(d, ast.Call) and _name(d.func) == "fixture" and any(k.arg == "params" for k in d.keywords):
                    out.add(n.name)
    return out


def _tainted(fn: ast.FunctionDef, seeds: set[str]) -> set[str]:
    """``seeds`` and every name of ``fn`` assigned from an expression that uses one (to a
    fixed point)."""
    tainted = set(seeds)
    pairs: list[tuple[set[str], set[str]]] = []
    for n in _walk_here(fn.body):
        if isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)) and n.value is not None:
            tgts = n.targets if isinstance(n, ast.Assign) else [n.target]
            pairs.append((set().union(*(_targets(t) for t in tgts)), _names_in(n.value)))
        elif isinstance(n, (ast.For, ast.AsyncFor, ast.comprehension)):
            pairs.append((_targets(n.target), _names_in(n.iter)))
        elif isinstance(n, ast.NamedExpr):
            pairs.append(({n.target.id}, _names_in(n.value)))
        elif isinstance(n, (ast.With, ast.AsyncWith)):
            for it in n.items:
                if it.optional_vars is not None:
                    pairs.append((_targets(it.optional_vars), _names_in(it.context_expr)))
    changed = True
    while changed:
        changed = False
        for tgts, used in pairs:
            if used & tainted and not tgts <= tainted:
                tainted |= tgts
                changed = True
    return tainted


def _conditions(fn: ast.FunctionDef) -> dict[int, list[ast.expr]]:
    """For every node of ``fn``: the conditions (``if``, ``while``, ``x if c else y``, ``and``
    / ``or`` operands before it) it runs under."""
    out: dict[int, list[ast.expr]] = {}

    def visit(node: ast.AST, conds: list[ast.expr]) -> None:
        out[id(node)] = conds
        if isinstance(node, (ast.If, ast.While, ast.IfExp)):
            visit(node.test, conds)
            for c in (node.body if isinstance(node.body, list) else [node.body]):
                visit(c, conds + [node.test])
            for c in (node.orelse if isinstance(node.orelse, list) else [node.orelse]):
                visit(c, conds + [node.test])
            return
        if isinstance(node, ast.BoolOp):
            for i, v in enumerate(node.values):
                visit(v, conds + node.values[:i])
            return
        if isinstance(node, ast.Assert):
            visit(node.test, conds)
            if node.msg is not None:
                visit(node.msg, conds + [node.test])
            return
        for c in ast.iter_child_nodes(node):
            if not isinstance(c, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
                visit(c, conds)

    for s in fn.body:
        visit(s, [])
    return out


def _raises_tiebreak_error(node: ast.AST) -> bool:
    return (isinstance(node, ast.Call) and _is_pytest_attr(node.func, {"raises"}) and bool(node.args)
            and _name(node.args[0]) == "TiebreakError")


def _names_the_code(item: ast.withitem, after: list[ast.stmt]) -> bool:
    """The error bound by ``item`` is checked for its code in ``after`` (or returned)."""
    if not isinstance(item.optional_vars, ast.Name):
        return False
    error = {f"{item.optional_vars.id}.value"}  # and the names it is given (err = e.value)
    for st in after:
        for n in ast.walk(st):
            if isinstance(n, ast.Assign) and any(isinstance(m, (ast.Attribute, ast.Name)) and ast.unparse(m) in error
                                                 for m in ast.walk(n.value)):  # (got = e.value.every())
                error |= {ast.unparse(t) for t in n.targets}
            if isinstance(n, ast.Return) and n.value is not None and ast.unparse(n.value) in error:
                return True
        nodes = list(ast.walk(st))
        # a statement that reads the error (or its list, e.value.every()) and a code
        if (any(isinstance(n, (ast.Attribute, ast.Name)) and ast.unparse(n) in error for n in nodes)
                and any(isinstance(n, ast.Attribute) and n.attr == "code" for n in nodes)):
            return True
    return False


def scan(source: str, path: str = "<code>") -> list[Finding]:
    """Every breach of rules 1-7 in one module's source."""
    tree = ast.parse(source)
    product = _product_names(tree)
    found: list[Finding] = []

    def add(node: ast.AST, rule: str, what: str) -> None:
        found.append(Finding(path, getattr(node, "lineno", 0), rule, what))

    for n in ast.walk(tree):
        if isinstance(n, ast.Try):
            for h in n.handlers:
                if _is_broad(h.type):
                    if not _hands_on(h):
                        caught = ast.unparse(h.type) if h.type is not None else "(bare)"
                        add(h, "swallowed", f"except {caught} without re-raising or returning it")
                elif _silent(h):
                    call = _calls_product(n.body, product)
                    if call:
                        add(h, "silent", f"except {ast.unparse(h.type)} drops a failure of {call}() unseen")
        elif isinstance(n, ast.Call):
            if _suppress(n):
                add(n, "suppress", ast.unparse(n))
            elif _is_pytest_attr(n.func, {"raises"}) and n.args and _is_broad(n.args[0]):
                add(n, "raises-broad", ast.unparse(n))
            elif _is_pytest_attr(n.func, {"param"}):
                for k in n.keywords:
                    if k.arg == "marks":
                        for m in ([*k.value.elts] if isinstance(k.value, (ast.List, ast.Tuple)) else [k.value]):
                            f = m.func if isinstance(m, ast.Call) else m
                            if isinstance(f, ast.Attribute) and f.attr in ("skip", "xfail") and \
                                    not (isinstance(m, ast.Call) and m.args):
                                add(n, "always-skips", f"pytest.param with {ast.unparse(m)}")
            elif _name(n.func) in ("settings", "register_profile"):
                for k in n.keywords:
                    if k.arg == "derandomize" and not (isinstance(k.value, ast.Constant) and k.value.value is False):
                        add(n, "hypothesis", f"derandomize={ast.unparse(k.value)}")
                    if k.arg == "print_blob" and not (isinstance(k.value, ast.Constant) and k.value.value is True):
                        add(n, "hypothesis", f"print_blob={ast.unparse(k.value)}")
                if _name(n.func) == "register_profile" and not any(
                        k.arg == "print_blob" for k in n.keywords):
                    add(n, "hypothesis", f"profile {ast.unparse(n.args[0]) if n.args else '?'} without print_blob=True")
        elif isinstance(n, ast.ImportFrom) and n.module == "contextlib" and any(a.name == "suppress" for a in n.names):
            add(n, "suppress", "from contextlib import suppress")

    for block in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            stmts = getattr(block, field, None)
            if not isinstance(stmts, list):
                continue
            for i, st in enumerate(stmts):
                if isinstance(st, (ast.With, ast.AsyncWith)):
                    for it in st.items:
                        if _raises_tiebreak_error(it.context_expr) and not _names_the_code(it, stmts[i + 1:]):
                            add(st, "raises-code", f"{ast.unparse(it.context_expr)} without naming the code "
                                                   "(as e ... assert e.value.code == '...')")
    for n in ast.walk(tree):  # the call form, pytest.raises(TiebreakError, f, ...): no error to look at
        if isinstance(n, ast.Call) and _raises_tiebreak_error(n) and len(n.args) > 1:
            add(n, "raises-code", f"{ast.unparse(n)[:60]}: the call form cannot name the code")

    fixtures = _param_fixtures(tree)
    for fn in ast.walk(tree):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        params = _parametrized(fn, fixtures)
        if not params:
            continue
        tainted = _tainted(fn, params)
        conds = _conditions(fn)
        for n in _walk_here(fn.body):
            if isinstance(n, ast.Call) and _is_pytest_attr(n.func, {"importorskip"}):
                # a missing module skips every case that needs it alike: flagged only when a
                # parameter names the module
                if any(_names_in(a) & tainted for a in n.args):
                    add(n, "always-skips", f"{fn.name}: {ast.unparse(n)} (a parameter names the module)")
            elif isinstance(n, ast.Call) and _is_pytest_attr(n.func, SKIPS):
                on = [c for c in conds.get(id(n), []) if _names_in(c) & tainted]
                if on or not conds.get(id(n)):
                    why = f"under {ast.unparse(on[0])}" if on else "unconditionally"
                    add(n, "always-skips", f"{fn.name}: {ast.unparse(n.func)} {why} (a parameter decides: "
                                           "take the case out of the parametrization)")
    return found


def test_the_tests_follow_the_rules():
    found = []
    for p in _files():
        found += scan(p.read_text(encoding="utf-8"), str(p.relative_to(TESTS.parent)))
    assert not found, "\n".join(map(str, found))


def test_the_scan_reads_every_test_module():
    files = _files()
    assert TESTS / "test_outputs.py" in files and TESTS / "hosts.py" in files and Path(__file__) in files
    assert len([p for p in files if p.name.startswith("test_")]) > 50


def test_the_loaded_hypothesis_profile_replays_and_stays_random():
    from hypothesis import settings

    assert settings.default.print_blob is True
    assert settings.default.derandomize is False
    for name in ("ci", "dev", "long"):
        profile = settings.get_profile(name)
        assert profile.print_blob is True and profile.derandomize is False, name


def test_the_profiles_stay_random_where_the_environment_says_ci():
    """With ``CI`` set in the environment (as CI machines set it) Hypothesis loads its own
    derandomized ``ci`` profile on import, and a profile registered after it inherits from it:
    conftest's profiles still say derandomize=False, print_blob=True (a CI run failed on it)."""
    import subprocess
    import sys

    code = ("import sys; sys.path.insert(0, %r); import tests.conftest; from hypothesis import settings; "
            "print([(settings.get_profile(n).derandomize, settings.get_profile(n).print_blob) "
            "for n in ('ci', 'dev', 'long')], settings.default.derandomize)") % str(TESTS.parent)
    for env in ({"CI": "true"}, {"CI": "true", "HYPOTHESIS_PROFILE": "long"}):
        out = subprocess.run([sys.executable, "-c", code], env={**os.environ, **env}, capture_output=True,
                             text=True, check=True).stdout.strip()
        assert out == "[(False, True), (False, True), (False, True)] False", (env, out)


# ---------------------------------------------------------------------------------------------
# the rules themselves, on small pieces of code

FLAGGED = {
    "swallowed": [
        # tests/test_outputs.py before issue 29
        "from xl_tiebreaks.readers.trf import read_trf\n"
        "def test_x(files):\n    for p in files:\n        try:\n            f = read_trf(p)\n"
        "        except Exception:  # noqa\n            continue\n        assert f\n",
        "def f():\n    try:\n        g()\n    except:\n        pass\n",
        "def f():\n    try:\n        g()\n    except (ValueError, BaseException) as e:\n        log(e)\n",
        "def f():\n    try:\n        g()\n    except builtins.Exception as e:\n        return None\n",
        "def f():\n    try:\n        g()\n    except Exception as e:\n        return str(e)\n",
    ],
    "silent": [
        "from xl_tiebreaks.cli import main\n"
        "def test_x():\n    try:\n        main(['x'])\n    except ValueError:\n        pass\n",
        "import xl_tiebreaks.readers.trf as trf\n"
        "def test_x(ps):\n    for p in ps:\n        try:\n            trf.read_trf(p)\n        except OSError:\n"
        "            continue\n",
    ],
    "suppress": [
        "import contextlib\nfrom xl_tiebreaks import x\n"
        "def test_x():\n    with contextlib.suppress(ValueError):\n        x()\n",
        "from contextlib import suppress\n",
    ],
    "raises-broad": [
        "import pytest\ndef test_x():\n    with pytest.raises(Exception, match='Foo'):\n        f()\n",
        "import pytest\ndef test_x():\n    pytest.raises((KeyError, BaseException), f)\n",
    ],
    "always-skips": [
        # tests/test_libreoffice.py before issue 29: the run of a (template, mistake) pair
        "import pytest\n@pytest.mark.parametrize('mistake', M)\n@pytest.mark.parametrize('rel', T)\n"
        "def test_x(error_run, rel, mistake):\n    run = error_run.get((rel, mistake))\n"
        "    if run is None:\n        pytest.skip('team templates have no ratings')\n",
        # tests/test_libreoffice_args.py before issue 29
        "import pytest\n@pytest.mark.parametrize('bad', ['results', 'settings'])\n"
        "@pytest.mark.parametrize('info', R)\ndef test_x(info, bad):\n"
        "    if info.twin == 'TOURNAMENT_CHECK' and bad == 'results':\n        pytest.skip('x')\n",
        "import pytest\n@pytest.mark.parametrize('a,b', [(1, 2)])\ndef test_x(a, b):\n    pytest.skip('never')\n",
        "import pytest\n@pytest.fixture(params=[1, 2])\ndef host(request):\n"
        "    if request.param == 2:\n        pytest.skip('x')\n    return request.param\n",
        "import pytest\n@pytest.fixture(params=[1, 2])\ndef host(request):\n    return request.param\n"
        "def test_x(host):\n    x = host + 1\n    if x > 2:\n        pytest.xfail('x')\n",
        "import pytest\n@pytest.mark.parametrize('x', [pytest.param(1, marks=pytest.mark.skip), 2])\n"
        "def test_x(x):\n    pass\n",
        "import pytest\n@pytest.mark.parametrize('mod', ['a', 'b'])\ndef test_x(mod):\n    pytest.importorskip(mod)\n",
    ],
    "raises-code": [
        # tests/test_model.py before issue 36: refused for another mistake than the one meant
        "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError):\n        f()\n",
        # the message's words only
        "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError, match='not empty'):\n        f()\n",
        "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError) as e:\n        f()\n"
        "    assert 'bogus' in e.value.message('es')\n",
        "import pytest\ndef test_x():\n    pytest.raises(TiebreakError, f, 1)\n",
        # how many, not which (tests/test_every_mistake.py before issue 36)
        "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError) as info:\n        f()\n"
        "    assert len(info.value.every()) == 4\n",
    ],
    "hypothesis": [
        "from hypothesis import settings\nsettings.register_profile('ci', max_examples=60)\n",
        "from hypothesis import settings\nsettings.register_profile('ci', print_blob=True, derandomize=True)\n",
        "from hypothesis import settings\n@settings(print_blob=False)\ndef test_x():\n    pass\n",
    ],
}

ALLOWED = [
    # the host simulation hands any exception on as the value (tests/hosts.py)
    "def raw_call():\n    try:\n        return f()\n    except Exception as e:  # noqa\n        return e\n",
    # a broad handler that re-raises
    "def f():\n    try:\n        g()\n    except BaseException:\n        cleanup()\n        raise\n",
    # a narrow handler that looks at the failure
    "from xl_tiebreaks.errors import TiebreakError\nfrom xl_tiebreaks import read\n"
    "def test_x():\n    try:\n        read()\n    except TiebreakError as e:\n        assert e.code == 'x'\n",
    # a narrow silent handler around test scaffolding, not the product
    "import os\ndef snap(p):\n    try:\n        return os.lstat(p)\n    except OSError:\n        return None\n",
    "import pytest\nfrom xl_tiebreaks.errors import TiebreakError\n"
    "def test_x():\n    with pytest.raises(TiebreakError, match='Foo') as e:\n        f()\n"
    "    assert e.value.code == 'foo'\n",
    "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError) as e:\n        f()\n"
    "    assert [x.code for x in e.value.every()] == ['a', 'b']\n",
    "import pytest\ndef test_x():\n    with pytest.raises(TiebreakError) as info:\n        f()\n"
    "    err = info.value\n    assert err.code == 'x'\n",
    # a helper hands the error on: its callers check the code
    "import pytest\ndef refused(f):\n    with pytest.raises(TiebreakError) as e:\n        f()\n    return e.value\n",
    # skips on the environment apply to every case alike
    "import pytest, shutil\n@pytest.mark.parametrize('x', [1, 2])\ndef test_x(x):\n"
    "    if shutil.which('soffice') is None:\n        pytest.skip('no LibreOffice')\n    assert x\n",
    "import pytest\n@pytest.mark.parametrize('x', [pytest.param(1, marks=pytest.mark.skipif(NO_NODE, reason='r'))])\n"
    "def test_x(x):\n    pass\n",
    "import pytest\ndef test_x():\n    pytest.skip('not parametrized: the reason is the test')\n",
    # a module the environment may lack (tests/test_names.py's host paths)
    "import pytest\n@pytest.fixture(params=['calc', 'classic'])\ndef path(request):\n"
    "    if request.param == 'calc':\n        return 1\n    pytest.importorskip('xlwings')\n    return 2\n",
    "from hypothesis import settings\nsettings.register_profile('ci', max_examples=60, print_blob=True)\n",
]


@pytest.mark.parametrize("rule,code", [(r, c) for r, cs in FLAGGED.items() for c in cs])
def test_each_rule_flags_what_it_forbids(rule, code):
    assert rule in {f.rule for f in scan(code)}, scan(code)


@pytest.mark.parametrize("code", ALLOWED)
def test_the_rules_let_through_what_they_allow(code):
    assert scan(code) == []
