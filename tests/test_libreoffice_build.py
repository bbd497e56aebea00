"""The LibreOffice extension as built from ``udfs.REGISTRY``, without running LibreOffice
(the compiled type library is checked where the SDK's ``unoidl-write`` is installed).

Sources: LibreOffice's add-in rules (``sc/source/core/tool/addincol.cxx``: only ``any``
arguments may be left out; the internal name is ``<implementation>.<method>``), the
extension package format (``META-INF/manifest.xml``, ``description.xml``), the
configuration schemas (``CalcAddIns.xcs``, ``Jobs.xcs``) and ../shared/research/libreoffice_addin.md.
"""

from __future__ import annotations

import dataclasses
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest

from xl_tiebreaks import udfs
from xl_tiebreaks.libreoffice import build
from xl_tiebreaks.libreoffice.names import IMPLEMENTATION

OOR = "{http://openoffice.org/2001/registry}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
REGEN = "python -m xl_tiebreaks.libreoffice regenerate"


def test_committed_idl_matches_the_registry():
    committed = build.IDL_FILE.read_text(encoding="utf-8")
    assert committed == build.generate_idl(), (
        f"xl_tiebreaks/libreoffice/XFunctions.idl is out of date with udfs.REGISTRY: run `{REGEN}` (needs "
        "LibreOffice's SDK: apt-get install libreoffice-dev) and commit XFunctions.idl and XFunctions.rdb")


@pytest.mark.skipif(build.sdk_tool() is None or build.sdk_tool("unoidl-read") is None or build._program_dir() is None,
                    reason="the type library is compiled with LibreOffice's SDK (unoidl-write, unoidl-read, apt-get "
                           "install libreoffice-dev): not installed here")
def test_committed_type_library_is_the_compiled_idl(tmp_path):
    """The committed type library declares what XFunctions.idl declares, as this LibreOffice's
    SDK reads both back, and what its unoidl-write compiles from the IDL declares the same: the
    declarations are compared, not the bytes (7.4's unoidl-write and 25.2's lay the same
    declarations out in 4,110 and 4,111 bytes)."""
    out = tmp_path / "XFunctions.rdb"
    build.compile_rdb(build.generate_idl(), out)
    committed = build.declarations(build.RDB_FILE)
    assert committed == build.declarations(build.IDL_FILE) == build.declarations(out), (
        f"XFunctions.rdb does not match XFunctions.idl: run `{REGEN}` and commit both")
    # what is compared: every function, its arguments' types and names
    for info in build.registry():
        assert f" {info.name}([in] " in committed or f" {info.name}()" in committed, info.name
    # (a range of cells comes as the range itself, bounded before a cell is read: issue 26)
    assert "sequence< sequence< any > > BUCHHOLZ([in] ::com::sun::star::table::XCellRange results, [in] any rules, " \
           "[in] any cut, [in] any median, [in] any player, [in] any settings, [in] any places, " \
           "[in] any names);" in committed  # (names after places: issue 34)
    # a type library of another declaration (one argument renamed, one method gone) is told apart
    other = build.generate_idl().replace("[in] any median", "[in] any middle").replace(
        "sequence< sequence< any > > KOYA(", "sequence< sequence< any > > KOYA_X(")
    build.compile_rdb(other, tmp_path / "other.rdb")
    got = build.declarations(tmp_path / "other.rdb")
    assert got != committed and "[in] any middle" in got and " KOYA_X(" in got and " KOYA(" not in got


def test_idl_declares_every_function_with_its_arguments_in_order():
    idl = build.generate_idl()
    for info in build.registry():
        m = re.search(rf"\b{info.name}\(([^)]*)\);", idl)
        assert m, info.name
        args = [a.strip() for a in m.group(1).split(",") if a.strip()]
        assert len(args) == len(info.params)
        for a, p in zip(args, info.params):
            # a required range must be given; every other argument is `any`, which Calc lets users leave out
            want = ("com::sun::star::table::XCellRange" if p.key in ("results", "ratings") else
                    "sequence< sequence< any > >") if (p.required and p.is_range) else "any"
            assert a.startswith(f"[in] {want} "), (info.name, p.key, a)
    assert idl.count(";\n") >= len(build.registry())
    # one method per name: the Spanish form of BUCHHOLZ, SONNEBORN_BERGER, KOYA (same name) is the English method
    assert len({i.name for i in udfs.REGISTRY}) == len(build.registry())


def _fake(name, lang, twin, params, doc="A function."):
    return udfs.UdfInfo(name, lang, twin, tuple(udfs.UdfParam(*p) for p in params), doc, lambda *a: [[1]])


def test_a_function_added_to_the_registry_appears_after_regeneration():
    """What another engineer adds to REGISTRY (a Spanish twin, a required argument) becomes
    a method, a Function Wizard entry and help, with no other edit."""
    extra = [
        _fake("BUCHHOLZ_X", "en", "BUCHHOLZ_X", [("results", "results", "Results", True, True),
                                                 ("code", "code", "A code", False, True),
                                                 ("team_settings", "settings", "Settings", True, False)]),
        _fake("BUCHHOLZ_X_ES", "es", "BUCHHOLZ_X", [("results", "resultados", "Resultados", True, True),
                                                    ("code", "codigo", "Un código", False, True),
                                                    ("team_settings", "configuracion", "Configuración", True, False)],
              "Una función."),
    ]
    infos = build.registry() + extra
    idl = build.generate_idl(infos)
    assert ("sequence< sequence< any > > BUCHHOLZ_X_ES([in] com::sun::star::table::XCellRange results, "
            "[in] any code, [in] any teamSettings);") in idl
    xcu = ET.fromstring(build.generate_addins_xcu(infos))
    node = _function_node(xcu, "BUCHHOLZ_X_ES")
    assert _values(node, "DisplayName") == {"en-US": "BUCHHOLZ_X_ES", "es": "BUCHHOLZ_X_ES"}
    assert _values(node, "Description")["en-US"].startswith("A function. In LibreOffice, an argument of one cell")
    assert _values(node, "Description")["es"].startswith("Una función. En LibreOffice, un argumento de una celda")
    arg = node.find(f"node[@{OOR}name='Parameters']/node[@{OOR}name='code']")
    assert _values(arg, "DisplayName") == {"en-US": "code", "es": "codigo"}
    with pytest.raises(build.BuildError, match="twice"):
        build.generate_idl(infos + [extra[0]])
    with pytest.raises(build.BuildError, match="letters, digits"):
        build.generate_idl([_fake("PUNTOS-2", "es", "X", [])])


def test_a_stale_type_library_is_refused_with_the_command(monkeypatch, tmp_path):
    """Without the SDK (an organiser's machine) a stale type library cannot be rebuilt: the
    build stops and names the command."""
    monkeypatch.setattr(build, "generate_idl", lambda infos=None: "// changed\n")
    monkeypatch.setattr(build, "sdk_tool", lambda name="unoidl-write": None)
    with pytest.raises(build.BuildError, match=re.escape(REGEN)):
        build.build_oxt(tmp_path / "x.oxt")
    from xl_tiebreaks.cli import main

    assert main(["setup-libreoffice", "--oxt", str(tmp_path / "y.oxt")]) == 2
    assert not (tmp_path / "y.oxt").exists()


@pytest.mark.skipif(build.sdk_tool() is None or build._program_dir() is None,
                    reason="needs LibreOffice's SDK (unoidl-write, apt-get install libreoffice-dev): not installed here")
def test_with_the_sdk_a_stale_type_library_is_compiled_for_the_build(monkeypatch, tmp_path):
    """Right after a merge that adds functions, a machine with the SDK (CI) still builds an
    extension that has them (the committed files stay stale until regenerated: the test above)."""
    stale = tmp_path / "XFunctions.idl"
    stale.write_text("// an older list\n", encoding="utf-8")
    monkeypatch.setattr(build, "IDL_FILE", stale)
    assert build.stale_reason()
    oxt = build.build_oxt(tmp_path / "x.oxt")
    fresh = tmp_path / "fresh.rdb"
    build.compile_rdb(build.generate_idl(), fresh)
    with zipfile.ZipFile(oxt) as z:
        assert z.read("XFunctions.rdb") == fresh.read_bytes()


def _function_node(xcu, name):
    return xcu.find(f"node[@{OOR}name='AddInInfo']/node[@{OOR}name='{IMPLEMENTATION}']/"
                    f"node[@{OOR}name='AddInFunctions']/node[@{OOR}name='{name}']")


def _values(node, prop):
    p = node.find(f"prop[@{OOR}name='{prop}']")
    return {v.get(XML_LANG): v.text for v in p.findall("value")}


def test_function_wizard_texts_in_english_and_spanish():
    """CalcAddIns.xcu: every function's name and compatibility name (what Excel files and
    LibreOffice's .xls filter use), its description and argument names and help, in
    English (from the English function of the family) and Spanish (from its Spanish twin)."""
    xcu = ET.fromstring(build.generate_addins_xcu())
    fams: dict[str, dict[str, udfs.UdfInfo]] = {}
    for info in udfs.REGISTRY:
        fams.setdefault(info.twin, {})[info.lang] = info
    for info in build.registry():
        node = _function_node(xcu, info.name)
        assert node is not None, info.name
        assert _values(node, "DisplayName") == {"en-US": info.name, "es": info.name}
        assert _values(node, "CompatibilityName") == {"en-US": info.name, "es": info.name}
        en = fams[info.twin]["en"]
        es = fams[info.twin].get("es", en)
        from xl_tiebreaks.texts import text  # (and what Calc does with an argument cell showing an error: issue 26)

        assert _values(node, "Description") == {
            "en-US": f"{en.doc.split(chr(10) * 2)[0].strip()} {text('lo_help_error_cells', 'en')}",
            "es": f"{es.doc.split(chr(10) * 2)[0].strip()} {text('lo_help_error_cells', 'es')}"}
        assert "Err:504" in _values(node, "Description")["es"]
        params = node.findall(f"node[@{OOR}name='Parameters']/node")
        assert len(params) == len(info.params)
        for el, p, pe, ps in zip(params, info.params, en.params, es.params):
            assert el.get(f"{OOR}name") == build._param_ident(p.key)
            assert _values(el, "DisplayName") == {"en-US": pe.name, "es": ps.name}
            assert _values(el, "Description") == {"en-US": pe.doc, "es": ps.doc}
    spanish = [i for i in udfs.REGISTRY if i.lang == "es"]
    assert spanish, "the registry has Spanish functions"
    # a Spanish function's help is Spanish in a Spanish Calc
    puntos = _function_node(xcu, "PUNTOS")
    assert "Puntos" in _values(puntos, "Description")["es"]
    assert _values(puntos.find(f"node[@{OOR}name='Parameters']/node[@{OOR}name='results']"),
                   "DisplayName")["es"] == "resultados"


def test_jobs_manifest_and_description():
    jobs = ET.fromstring(build.generate_jobs_xcu())
    job = jobs.find(f"node[@{OOR}name='Jobs']/node[@{OOR}name='{build.JOB}']/prop[@{OOR}name='Service']/value")
    assert job.text == build.JOB
    events = {n.get(f"{OOR}name") for n in jobs.findall(f"node[@{OOR}name='Events']/node")}
    # a hidden load (a headless conversion, our driver) sends no OnLoad; a person's open sends all three
    assert events == {"OnLoadFinished", "OnViewCreated"}
    man = ET.fromstring(build.generate_manifest())
    entries = {e.get("{http://openoffice.org/2001/manifest}full-path"):
               e.get("{http://openoffice.org/2001/manifest}media-type") for e in man}
    assert entries == {
        "XFunctions.rdb": "application/vnd.sun.star.uno-typelibrary;type=RDB",
        build.COMPONENT_FILE: "application/vnd.sun.star.uno-component;type=Python",
        "CalcAddIns.xcu": "application/vnd.sun.star.configuration-data",
        "Jobs.xcu": "application/vnd.sun.star.configuration-data",
    }
    desc = build.generate_description()
    from xl_tiebreaks import __version__

    assert f'<version value="{__version__}"/>' in desc and build.EXTENSION_ID in desc


def test_component_names_match_the_build():
    """The component (it cannot import our package before checking the Python version)
    spells the implementation and job names as the configuration does."""
    src = (build.HERE / "component.py").read_text(encoding="utf-8")
    assert f'IMPLEMENTATION = "{IMPLEMENTATION}"' in src
    assert f'JOB = "{build.JOB}"' in src
    assert "from org.xltiebreaks import XFunctions" in src and build.INTERFACE == "org.xltiebreaks.XFunctions"


@pytest.fixture(scope="module")
def oxt(tmp_path_factory):
    return build.build_oxt(tmp_path_factory.mktemp("oxt") / "xl-tiebreaks.oxt")


def test_oxt_holds_the_extension_and_the_package(oxt):
    with zipfile.ZipFile(oxt) as z:
        names = set(z.namelist())
        assert {"META-INF/manifest.xml", "description.xml", "XFunctions.rdb", build.COMPONENT_FILE,
                "CalcAddIns.xcu", "Jobs.xcu"} <= names
        for f in build.PACKAGE_DIR.rglob("*.py"):
            if "__pycache__" not in f.parts:
                assert "pythonpath/xl_tiebreaks/" + f.relative_to(build.PACKAGE_DIR).as_posix() in names
        assert not [n for n in names if n.endswith((".pyc", ".oxt"))]
        assert z.read("XFunctions.rdb") == build.RDB_FILE.read_bytes()


def test_the_shipped_package_computes_without_openpyxl(oxt, tmp_path):
    """The functions, as the extension carries them, import no openpyxl (LibreOffice's
    Python has none): the package from the .oxt alone, openpyxl and xlwings blocked, every
    family called through Calc's argument shapes."""
    with zipfile.ZipFile(oxt) as z:
        z.extractall(tmp_path)
    script = r"""
import sys
sys.path[:0] = [sys.argv[1]]
class Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("openpyxl", "xlwings"):
            raise ImportError("blocked: " + name)
sys.meta_path.insert(0, Block())
import xl_tiebreaks
assert xl_tiebreaks.__file__.startswith(sys.argv[1]), xl_tiebreaks.__file__
from xl_tiebreaks import udfs
from xl_tiebreaks.libreoffice import calc_args
info = {i.name: i for i in udfs.REGISTRY if not i.same_name}
grid = (("2w1", "3b0.5"), ("1b0", "4w1"), ("4w0", "1w0.5"), ("3b1", "2b0"))
print(calc_args.call(info["BUCHHOLZ"], (grid, None, None, None, None, None)))
print(calc_args.call(info["PUNTOS"], (grid, None, "sistema=suizo")))
print(calc_args.call(info["CLASIFICACION"], (grid, "PTS BH SB", None, None, None))[1])
print(calc_args.call(info["TEAM_STANDINGS"], ((("X", 3.0), (1.0, "X")), None, None, "boards=4"))[1])
print(sorted(m for m in sys.modules if m.split(".")[0] in ("openpyxl", "xlwings")))
"""
    proc = subprocess.run([sys.executable, "-c", script, str(tmp_path / "pythonpath")], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    # by hand: points 1.5, 1, 0.5, 1; Buchholz (C.07 art. 8.1) = the two opponents' points
    assert lines[0] == "((1.5,), (2.5,), (2.5,), (1.5,))"
    assert lines[1] == "((1.5,), (1.0,), (0.5,), (1.0,))"
    # first: player 1, 1.5 points, BH 1.5, SB (art. 9.1) 1 x 1 (beat player 2) + 0.5 x 0.5 (drew player 3)
    assert lines[2] == "(1.0, 1.0, '', 1.5, 1.5, 1.5, 1.25)"
    assert lines[3].startswith("(1.0, 1.0,")  # team 1 won the match 3-1
    assert lines[-1] == "[]"


VERMIN = shutil.which("vermin") or (Path(sys.executable).parent / "vermin")


@pytest.mark.skipif(not Path(str(VERMIN)).exists(), reason="vermin is not installed (pip install vermin)")
@pytest.mark.parametrize("target,paths", [
    # the package runs on the Python LibreOffice brings: 3.12 (26.2) / 3.13 (26.8) on Windows and
    # macOS, the system's on Linux; 3.10 is the package's floor (dataclass slots)
    ("3.10", ["xl_tiebreaks"]),
    # the component and the driver start on older LibreOffice Pythons too (7.x bundled 3.8), to say
    # that LibreOffice is too old instead of failing without a word
    ("3.8", ["xl_tiebreaks/libreoffice/component.py", "xl_tiebreaks/libreoffice/driver.py"]),
])
def test_shipped_code_runs_on_the_python_libreoffice_brings(target, paths):
    root = Path(__file__).resolve().parents[1]
    # teams/readers.py line 467 guards .is_integer() with isinstance(v, float): vermin takes v for a Fraction
    proc = subprocess.run([str(VERMIN), "--no-tips", "--violations", f"-t={target}-", "--eval-annotations",
                           "--exclude", "fractions.Fraction.is_integer", *[str(root / p) for p in paths]],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_params_idents_are_idl_identifiers():
    for info in udfs.REGISTRY:
        for p in info.params:
            ident = build._param_ident(p.key)
            assert re.fullmatch(r"[a-z][A-Za-z0-9]*", ident), ident
    assert build._param_ident("team_settings") == "teamSettings"
    assert build._param_ident("in") == "arg_in"
    assert dataclasses.is_dataclass(udfs.UdfParam)


_STUBS = r"""
import sys, types
def mod(name, **attrs):
    m = types.ModuleType(name)
    m.__dict__.update(attrs)
    sys.modules[name] = m
    return m
class Base: pass
class Helper:
    def __init__(self): self.impls = []
    def addImplementation(self, cls, name, services): self.impls.append((cls, name, services))
mod("unohelper", Base=Base, ImplementationHelper=Helper)
for n in ("com", "com.sun", "com.sun.star"):
    mod(n)
mod("com.sun.star.task", XJob=type("XJob", (), {}))
mod("org")
mod("org.xltiebreaks", XFunctions=type("XFunctions", (), {}))
"""


def _run_component(folder: Path, before: str = "") -> list[str]:
    script = _STUBS + before + r"""
path = sys.argv[1]
g = {"__file__": path, "__name__": "uno_component"}
exec(compile(open(path, encoding="utf-8").read(), path, "exec"), g)
print([n for _c, n, _s in g["g_ImplementationHelper"].impls])
f = g["Functions"](None)
grid = (("2w1", "3b0.5"), ("1b0", "4w1"), ("4w0", "1w0.5"), ("3b1", "2b0"))
print(f.BUCHHOLZ(grid, None, None, None, None, None))
print(f.PUNTOS(grid, None, None))
f.language = lambda: "es"  # LibreOffice's configuration says Spanish
print(f.BUCHHOLZ(grid, None, None, None, None, None))
"""
    proc = subprocess.run([sys.executable, "-c", script, str(folder / build.COMPONENT_FILE)],
                          capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.splitlines()


def test_component_registers_every_function(oxt, tmp_path):
    """The component as LibreOffice loads it (its own pythonpath first), the UNO modules
    stubbed: both implementations registered, every registry function a method."""
    with zipfile.ZipFile(oxt) as z:
        z.extractall(tmp_path)
    out = _run_component(tmp_path)
    assert out[0] == f"['{IMPLEMENTATION}', '{build.JOB}']"
    assert out[1] == "((1.5,), (2.5,), (2.5,), (1.5,))"
    assert out[2] == "((1.5,), (1.0,), (0.5,), (1.0,))"


def test_component_says_why_when_it_cannot_run(oxt, tmp_path):
    """On a LibreOffice whose Python is too old, or with a damaged package, every function
    answers with the reason, in LibreOffice's language, instead of a silent #NAME? or #VALUE!:
    in the first cell of an answer as tall as the results range (one cell would be repeated
    over a template's array formulas) and wide enough for INDEX(answer;0;7), the rest empty;
    no exception text (our modules' names) in the cell."""
    import ast

    with zipfile.ZipFile(oxt) as z:
        z.extractall(tmp_path)
    out = _run_component(tmp_path, "\nsys.version_info = (3, 8, 10, 'final', 0)\n")
    en, es = ast.literal_eval(out[1]), ast.literal_eval(out[3])
    assert "Python 3.8" in en[0][0] and "3.10" in en[0][0] and "(26.2 or later" in en[0][0]
    assert "Python 3.8" in es[0][0] and "instale" in es[0][0] and "install" not in es[0][0].replace("instale", "")
    assert len(en) == 5 and len(en[0]) >= 8 and {v for r in en for v in r} == {en[0][0], ""}
    assert out[1] == out[2]
    (tmp_path / "pythonpath" / "xl_tiebreaks" / "udfs.py").write_text("raise ImportError('damaged udfs.py')\n")
    out = _run_component(tmp_path)
    assert "could not start" in out[1] and "no pudo arrancar" in out[3]
    assert "udfs" not in out[1] + out[3] and "ImportError" not in out[1] + out[3]
