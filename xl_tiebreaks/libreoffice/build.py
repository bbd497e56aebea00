"""The LibreOffice Calc extension (.oxt), generated from ``udfs.REGISTRY``.

Everything host-specific comes from the registry, so a function added there appears in
Calc after one regeneration (``python -m xl_tiebreaks.libreoffice regenerate``):

* ``XFunctions.idl``: the UNO interface, one method per function, arguments in the
  registry's order. A required range of cells (the results, the ratings) is a
  ``com::sun::star::table::XCellRange``: Calc hands over the range itself, not its values
  (``SC_ADDINARG_CELLRANGE``), so that its size is
  bounded before a cell is read (a whole column, ``A1:AMJ1048576``, answers at once; as
  ``sequence< sequence< any > >`` Calc built all its cells first, ``FillMixedArray``, and
  froze) and a cell showing an error is named by the function (as a value array, Calc
  refuses the call: ``Err:504``); a required list of codes, which may be typed text
  (``"PTS DE"``), is ``sequence< sequence< any > >``. Every other argument is ``any``, the
  only type Calc lets a user leave out (``lcl_GetArgType`` / ``bOptional``, LibreOffice
  ``sc/source/core/tool/addincol.cxx``); a range given there comes as the range itself too.
  Results are ``sequence< sequence< any > >`` (a method declared ``any`` cannot return an
  array). Compiled to ``XFunctions.rdb`` by the SDK's ``unoidl-write``; both are committed
  (organisers have no SDK) and tests check they match the registry and each other (the
  declarations ``unoidl-read`` reads back: :func:`declarations`).
* ``CalcAddIns.xcu``: per function its display name, compatibility name, description and
  argument names and help, in English (``en-US``) and Spanish (``es``): the English text
  from the English function of the family, the Spanish from its Spanish twin (English when
  it has none).
* ``Jobs.xcu``: the job that rebinds plain-name formulas when a document has loaded
  (``OnLoadFinished`` and ``OnViewCreated``; ``OnLoad`` does not fire on a hidden load).
* ``pythonpath/xl_tiebreaks``: the pure-Python package (the functions import no openpyxl),
  ``xl_tiebreaks_calc.py`` the component (:mod:`.component`).

:func:`build_oxt` writes the .oxt; the release build calls it (``xl-tiebreaks
setup-libreoffice --oxt FILE``).
"""

from __future__ import annotations

import io
import keyword
import os
import re
import shutil
import subprocess
import tempfile
import zipfile
from pathlib import Path
from typing import Any, Iterable
from xml.sax.saxutils import escape

from .names import IMPLEMENTATION

HERE = Path(__file__).resolve().parent
PACKAGE_DIR = HERE.parent
IDL_FILE = HERE / "XFunctions.idl"
RDB_FILE = HERE / "XFunctions.rdb"
MODULE = "org.xltiebreaks"
INTERFACE = MODULE + ".XFunctions"
JOB = "org.xltiebreaks.RebindJob"
EXTENSION_ID = "org.xltiebreaks.calc"
COMPONENT_FILE = "xl_tiebreaks_calc.py"
REGENERATE = "python -m xl_tiebreaks.libreoffice regenerate"
CATEGORY = "Add-In"
#: the events the rebind job runs on (a hidden UNO load sends no OnLoad)
EVENTS = ("OnLoadFinished", "OnViewCreated")

_RANGE = "sequence< sequence< any > >"
#: a required range of cells (the results, the ratings): the range itself (calc_args reads its
#: size, then its values); a list of codes may be typed text ("PTS DE"), so it stays values
_CELL_RANGE = "com::sun::star::table::XCellRange"
_CELL_RANGES = frozenset({"results", "ratings"})
_IDL_RESERVED = {
    "any", "attribute", "boolean", "byte", "char", "const", "constants", "double", "enum", "exception", "false",
    "float", "get", "hyper", "in", "inout", "interface", "long", "module", "oneway", "out", "published", "raises",
    "readonly", "sequence", "service", "set", "short", "singleton", "string", "struct", "true", "type", "typedef",
    "unsigned", "void", "property", "bound", "constrained", "maybeambiguous", "maybedefault", "maybevoid",
    "optional", "removable", "transient",
}
_IDENT = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


class BuildError(Exception):
    """The registry cannot be turned into an extension, or the committed type library is stale."""


def registry(every_form: bool = False) -> list[Any]:
    """The registry's functions, one per name (the Spanish form of a function whose Spanish
    name is its English one, ``same_name``, is left out: its texts reach Calc's Spanish locale
    through :func:`_families`); ``every_form``: all entries."""
    from .. import udfs

    return [i for i in udfs.REGISTRY if every_form or not getattr(i, "same_name", False)]


def _param_ident(key: str) -> str:
    """An IDL argument name for the registry key (``team_settings`` -> ``teamSettings``: unoidl
    refuses ``_`` before a lower-case letter)."""
    parts = [x for x in re.split(r"[^A-Za-z0-9]+", key) if x]
    name = (parts[0] + "".join(x[:1].upper() + x[1:] for x in parts[1:])) if parts else "arg"
    if name.lower() in _IDL_RESERVED or keyword.iskeyword(name) or not _IDENT.match(name):
        name = "arg_" + name
    return name


def _method(info: Any) -> str:
    if not _IDENT.match(info.name):
        raise BuildError(f"{info.name!r} cannot be a LibreOffice function name (letters, digits and _ only)")
    return info.name


def generate_idl(infos: Iterable[Any] | None = None) -> str:
    """The IDL text of the interface :data:`INTERFACE` for the registry's functions."""
    infos = registry() if infos is None else [i for i in infos if not getattr(i, "same_name", False)]
    lines = [
        "// Generated from xl_tiebreaks.udfs.REGISTRY: do not edit; regenerate with",
        f"//     {REGENERATE}",
        "module org { module xltiebreaks {",
        "",
        "/** The chess tie-break functions of xl_tiebreaks, one method per spreadsheet function. */",
        "interface XFunctions : com::sun::star::uno::XInterface",
        "{",
    ]
    seen: set[str] = set()
    for info in infos:
        name = _method(info)
        if name.upper() in seen:
            raise BuildError(f"{name} is registered twice")
        seen.add(name.upper())
        args = []
        for p in info.params:
            t = (_CELL_RANGE if p.key in _CELL_RANGES else _RANGE) if (p.is_range and p.required) else "any"
            args.append(f"[in] {t} {_param_ident(p.key)}")
        lines.append(f"    {_RANGE} {name}({', '.join(args)});")
    lines += ["};", "", "}; };", ""]
    return "\n".join(lines)


def _families(infos: list[Any]) -> dict[str, dict[str, Any]]:
    """English name of a family -> {lang: UdfInfo}."""
    fam: dict[str, dict[str, Any]] = {}
    for info in infos:
        fam.setdefault(info.twin, {})[info.lang] = info
    return fam


def _texts(info: Any, fam: dict[str, Any]) -> dict[str, tuple[str, list[tuple[str, str]]]]:
    """{"en-US"|"es": (description, [(argument name, argument help)...])} for one function."""
    out = {}
    from ..texts import text

    for lang, xlang in (("en", "en-US"), ("es", "es")):
        src = fam.get(lang) or fam.get("en") or info
        if len(src.params) != len(info.params) or [p.key for p in src.params] != [p.key for p in info.params]:
            src = info
        # the description says what Calc does with an argument cell that shows an error: it does not
        # call the function (interpr4.cxx ScExternal: ExecuteCall only without an error); a range
        # comes as itself (XCellRange), read by the function, which names the cell (calc_args)
        errs = text("lo_help_error_cells", lang)
        out[xlang] = (f"{src.doc.split(chr(10) * 2)[0].strip()} {errs}", [(p.name, p.doc) for p in src.params])
    return out


def _loc(tag: str, values: dict[str, str], indent: str) -> str:
    inner = "".join(f'<value xml:lang="{lang}">{escape(v)}</value>' for lang, v in values.items())
    return f'{indent}<prop oor:name="{tag}" oor:type="xs:string">{inner}</prop>\n'


def generate_addins_xcu(infos: Iterable[Any] | None = None) -> str:
    """``CalcAddIns.xcu``: names, compatibility names, descriptions and argument help of every
    function, English and Spanish."""
    every = registry(every_form=True) if infos is None else list(infos)
    infos = [i for i in every if not getattr(i, "same_name", False)]
    fams = _families(every)
    parts = [
        '<?xml version="1.0" encoding="UTF-8"?>\n',
        '<oor:component-data xmlns:oor="http://openoffice.org/2001/registry" '
        'xmlns:xs="http://www.w3.org/2001/XMLSchema" oor:name="CalcAddIns" oor:package="org.openoffice.Office">\n',
        ' <node oor:name="AddInInfo">\n',
        f'  <node oor:name="{IMPLEMENTATION}" oor:op="replace">\n',
        '   <node oor:name="AddInFunctions">\n',
    ]
    for info in infos:
        texts = _texts(info, fams.get(info.twin, {}))
        ind = "     "
        parts.append(f'    <node oor:name="{_method(info)}" oor:op="replace">\n')
        parts.append(_loc("DisplayName", {"en-US": info.name, "es": info.name}, ind))
        parts.append(_loc("Description", {k: v[0] for k, v in texts.items()}, ind))
        parts.append(f'{ind}<prop oor:name="Category"><value>{CATEGORY}</value></prop>\n')
        parts.append(_loc("CompatibilityName", {"en-US": info.name, "es": info.name}, ind))
        parts.append(f'{ind}<node oor:name="Parameters">\n')
        for k, p in enumerate(info.params):
            parts.append(f'{ind} <node oor:name="{_param_ident(p.key)}" oor:op="replace">\n')
            parts.append(_loc("DisplayName", {x: v[1][k][0] for x, v in texts.items()}, ind + "  "))
            parts.append(_loc("Description", {x: v[1][k][1] for x, v in texts.items()}, ind + "  "))
            parts.append(f"{ind} </node>\n")
        parts.append(f"{ind}</node>\n")
        parts.append("    </node>\n")
    parts += ["   </node>\n", "  </node>\n", " </node>\n", "</oor:component-data>\n"]
    return "".join(parts)


def generate_jobs_xcu() -> str:
    """``Jobs.xcu``: the rebind job on the document events of :data:`EVENTS`."""
    events = "".join(
        f'  <node oor:name="{ev}" oor:op="fuse">\n'
        f'   <node oor:name="JobList">\n'
        f'    <node oor:name="{JOB}" oor:op="replace"/>\n'
        f"   </node>\n"
        f"  </node>\n" for ev in EVENTS)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<oor:component-data xmlns:oor="http://openoffice.org/2001/registry" '
        'xmlns:xs="http://www.w3.org/2001/XMLSchema" oor:name="Jobs" oor:package="org.openoffice.Office">\n'
        ' <node oor:name="Jobs">\n'
        f'  <node oor:name="{JOB}" oor:op="replace">\n'
        f'   <prop oor:name="Service"><value>{JOB}</value></prop>\n'
        "  </node>\n"
        " </node>\n"
        ' <node oor:name="Events">\n'
        f"{events}"
        " </node>\n"
        "</oor:component-data>\n"
    )


def generate_manifest() -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<manifest:manifest xmlns:manifest="http://openoffice.org/2001/manifest">\n'
        ' <manifest:file-entry manifest:full-path="XFunctions.rdb" '
        'manifest:media-type="application/vnd.sun.star.uno-typelibrary;type=RDB"/>\n'
        f' <manifest:file-entry manifest:full-path="{COMPONENT_FILE}" '
        'manifest:media-type="application/vnd.sun.star.uno-component;type=Python"/>\n'
        ' <manifest:file-entry manifest:full-path="CalcAddIns.xcu" '
        'manifest:media-type="application/vnd.sun.star.configuration-data"/>\n'
        ' <manifest:file-entry manifest:full-path="Jobs.xcu" '
        'manifest:media-type="application/vnd.sun.star.configuration-data"/>\n'
        "</manifest:manifest>\n"
    )


def generate_description() -> str:
    from .. import __version__

    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<description xmlns="http://openoffice.org/extensions/description/2006" '
        'xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:d="http://openoffice.org/extensions/description/2006">\n'
        f' <identifier value="{EXTENSION_ID}"/>\n'
        f' <version value="{__version__}"/>\n'
        ' <dependencies><d:OpenOffice.org-minimal-version value="3.4" d:name="OpenOffice.org 3.4"/></dependencies>\n'
        " <display-name>\n"
        '  <name lang="en">xl-tiebreaks: chess tie-breaks (FIDE C.07)</name>\n'
        '  <name lang="es">xl-tiebreaks: desempates de ajedrez (FIDE C.07)</name>\n'
        " </display-name>\n"
        " <extension-description>\n"
        '  <src lang="en" xlink:href="description-en.txt"/>\n'
        '  <src lang="es" xlink:href="description-es.txt"/>\n'
        " </extension-description>\n"
        "</description>\n"
    )


_DESCRIPTION_TEXT = {
    "en": "Chess tie-breaks for Calc: =BUCHHOLZ(C4:K19;\"FIDE\";1), =SONNEBORN_BERGER(C4:H9), =STANDINGS(...) "
          "and every other function of xl-tiebreaks, with English and Spanish names. Workbooks written for "
          "Excel compute when they open.",
    "es": "Desempates de ajedrez para Calc: =BUCHHOLZ(C4:K19;\"FIDE\";1), =PUNTOS(C4:H9), =CLASIFICACION(...) y "
          "las demás funciones de xl-tiebreaks, con nombres en inglés y en español. Los libros hechos para Excel "
          "se calculan al abrirlos.",
}


# ---------------------------------------------------------------------------------------------
# the type library


def sdk_tool(name: str = "unoidl-write") -> str | None:
    """The SDK's ``unoidl-write`` or ``unoidl-read`` (Debian: libreoffice-dev), or ``None``: the
    SDK of the LibreOffice in use first (:mod:`.locate`), then the PATH's."""
    prog = _program_dir()
    if prog is not None and (prog.parent / "sdk" / "bin" / name).exists():
        return str(prog.parent / "sdk" / "bin" / name)
    found = shutil.which(name)
    if found:
        return found
    for base in ("/usr/lib/libreoffice/sdk/bin", "/opt/libreoffice/sdk/bin",
                 "/Applications/LibreOffice.app/Contents/MacOS/sdk/bin"):
        p = Path(base) / name
        if p.exists():
            return str(p)
    return None


def _program_dir() -> Path | None:
    from .locate import program_dir

    return program_dir()


def compile_rdb(idl_text: str, out: Path) -> None:
    """Compile ``idl_text`` to the type library ``out`` with ``unoidl-write`` (LibreOffice SDK).

    Raises:
        BuildError: the SDK or LibreOffice's own type libraries are missing, or the compiler
            refused the IDL.
    """
    tool = sdk_tool()
    prog = _program_dir()
    if tool is None or prog is None:
        raise BuildError("compiling the type library needs LibreOffice and its SDK's unoidl-write "
                         "(Debian/Ubuntu: apt-get install libreoffice-dev)")
    bases = [prog / "types.rdb", prog / "types" / "offapi.rdb", prog / "offapi.rdb"]
    bases = [b for b in bases if b.exists()]
    with tempfile.TemporaryDirectory() as tmp:
        idl = Path(tmp) / "XFunctions.idl"
        idl.write_text(idl_text, encoding="utf-8")
        proc = subprocess.run([tool, *map(str, bases), str(idl), str(out)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"unoidl-write failed: {proc.stderr.strip() or proc.stdout.strip()}")


def declarations(registry: Path) -> str:
    """What the type library (``.rdb``) or IDL file ``registry`` declares, as the SDK's
    ``unoidl-read`` writes it out (modules, interfaces, methods with their argument types and
    names), read against LibreOffice's own type libraries. Two type libraries with the same
    declarations are the same to LibreOffice, whatever their bytes: the ``unoidl-write`` of
    LibreOffice 7.4 and that of 25.2 lay ours out in 4,110 and 4,111 bytes.

    Raises:
        BuildError: the SDK or LibreOffice is missing, or ``unoidl-read`` refused the file.
    """
    tool = sdk_tool("unoidl-read")
    prog = _program_dir()
    if tool is None or prog is None:
        raise BuildError("reading a type library needs LibreOffice and its SDK's unoidl-read "
                         "(Debian/Ubuntu: apt-get install libreoffice-dev)")
    bases = [b for b in (prog / "types.rdb", prog / "types" / "offapi.rdb", prog / "offapi.rdb") if b.exists()]
    proc = subprocess.run([tool, *map(str, bases), str(registry)], capture_output=True, text=True)
    if proc.returncode != 0:
        raise BuildError(f"unoidl-read failed on {Path(registry).name}: {proc.stderr.strip() or proc.stdout.strip()}")
    return proc.stdout


def stale_reason() -> str | None:
    """Why the committed IDL / type library do not match the registry (``None``: they do)."""
    if not IDL_FILE.exists() or not RDB_FILE.exists():
        return f"{IDL_FILE.name} or {RDB_FILE.name} is missing"
    if IDL_FILE.read_text(encoding="utf-8") != generate_idl():
        return f"{IDL_FILE.name} does not match udfs.REGISTRY (a function or argument was added or changed)"
    return None


def regenerate() -> list[Path]:
    """Write ``XFunctions.idl`` from the registry and compile ``XFunctions.rdb`` beside it."""
    text = generate_idl()
    IDL_FILE.write_text(text, encoding="utf-8")
    compile_rdb(text, RDB_FILE)
    return [IDL_FILE, RDB_FILE]


# ---------------------------------------------------------------------------------------------
# the .oxt


def _package_files() -> Iterable[tuple[Path, str]]:
    """(file, path inside the .oxt) of the pure-Python package."""
    for root, dirs, files in os.walk(PACKAGE_DIR):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for f in sorted(files):
            p = Path(root) / f
            if p.suffix in (".pyc", ".rdb", ".idl", ".oxt") or f.startswith("."):
                continue
            yield p, "pythonpath/xl_tiebreaks/" + p.relative_to(PACKAGE_DIR).as_posix()


def _entry(name: str) -> zipfile.ZipInfo:
    """A member written from memory: deflated, readable by everyone once unpacked."""
    import time

    info = zipfile.ZipInfo(name, time.localtime()[:6])
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o100644 << 16
    return info


def build_oxt(path: str | Path) -> Path:
    """Write the extension to ``path`` (``.oxt``) and return it.

    Raises:
        BuildError: the committed type library does not match the registry (run
            :data:`REGENERATE`) and LibreOffice's SDK is not here to compile it.
    """
    path = Path(path)
    rdb = RDB_FILE.read_bytes() if RDB_FILE.exists() else b""
    why = stale_reason()
    if why:
        if sdk_tool() is None or _program_dir() is None:
            raise BuildError(f"{why}: run `{REGENERATE}` (needs LibreOffice's SDK, apt-get install libreoffice-dev)")
        # a developer with the SDK (CI) builds from the registry as it is; the committed files
        # stay stale until regenerated (a test says so)
        with tempfile.TemporaryDirectory() as tmp:
            compile_rdb(generate_idl(), Path(tmp) / "XFunctions.rdb")
            rdb = (Path(tmp) / "XFunctions.rdb").read_bytes()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(_entry("META-INF/manifest.xml"), generate_manifest())
        z.writestr(_entry("description.xml"), generate_description())
        for lang, text in _DESCRIPTION_TEXT.items():
            z.writestr(_entry(f"description-{lang}.txt"), text + "\n")
        z.writestr(_entry("XFunctions.rdb"), rdb)
        z.writestr(_entry(COMPONENT_FILE), (HERE / "component.py").read_bytes())
        z.writestr(_entry("CalcAddIns.xcu"), generate_addins_xcu())
        z.writestr(_entry("Jobs.xcu"), generate_jobs_xcu())
        for f, arc in _package_files():
            z.writestr(_entry(arc), f.read_bytes())
    path.write_bytes(buf.getvalue())
    return path
