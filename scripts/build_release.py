"""Build the release files into dist/ with one command:

    python scripts/build_release.py [--out dist] [--skip-wheel]

What it needs, checked before anything is built: Python 3.10 or newer with pip (the wheel is
built by ``pip wheel``, which fetches the build backend, setuptools, from the package index),
and the package's own dependencies, openpyxl and defusedxml, in the Python that runs it (the
templates are written by this tree's code). ``pip install .`` (README, step 1) gives them; the
script says so and stops when they are missing. No LibreOffice, xlwings or olefile needed.

dist/ then holds:

* ``xl_tiebreaks-VERSION-py3-none-any.whl``: the package (pure Python; ``pip install`` it on
  any machine; xlwings Lite installs it from a URL in its requirements.txt);
* ``workbook_templates/es|en/*.xlsx|xlsm``: the ready-made workbooks, written by the code of
  this tree (the same files as the repository's ``workbook_templates/``), with those that
  compute without any add-in in ``es/sin_complemento/`` and ``en/no_addin/``, and
  ``xl_tiebreaks-VERSION-templates.zip`` with the same files;
* ``xlwings_lite/main.py`` and ``xlwings_lite/requirements.txt``: what an organiser pastes
  into xlwings Lite's two tabs;
* ``xl-tiebreaks.oxt``: the LibreOffice extension
  (:func:`xl_tiebreaks.libreoffice.build.build_oxt`, from the committed type library; the
  LibreOffice SDK only when that library is stale, and then the build says so);
* ``SHA256SUMS``: a checksum per file (``sha256sum -c SHA256SUMS`` in dist/).

The wheel and the extension are built from a clean copy of the tree (git's tracked files and
untracked files that are not ignored), so a stale build/ or egg-info never leaks into them and
nothing is written into the tree but dist/.
"""

from __future__ import annotations

import argparse
import hashlib
import shutil
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OXT_NAME = "xl-tiebreaks.oxt"


def missing_requirements() -> list[str]:
    """What this build needs and does not find (see the module doc), as lines to print."""
    import importlib.util

    out = []
    if sys.version_info < (3, 10):
        out.append(f"Python 3.10 or newer (this is {sys.version.split()[0]})")
    if importlib.util.find_spec("pip") is None:
        out.append("pip in this Python (python -m ensurepip)")
    deps = [m for m in ("openpyxl", "defusedxml") if importlib.util.find_spec(m) is None]
    if deps:
        out.append(f"{' and '.join(deps)} (the package's dependencies, to write the templates): "
                   f"pip install . (README, step 1), or pip install openpyxl defusedxml")
    return out


def _version() -> str:
    sys.path.insert(0, str(ROOT))
    from xl_tiebreaks import __version__

    return __version__


def clean_copy(dest: Path) -> Path:
    """The work tree's files (git: tracked + untracked not ignored) copied into ``dest``."""
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                             capture_output=True, check=True).stdout
        files = [f for f in out.decode().split("\0") if f]
    except (OSError, subprocess.CalledProcessError):  # not a git checkout: everything but builds and venvs
        skip = ("build", "dist", ".git", ".venv", ".venv-ci", ".pytest_cache", ".hypothesis", ".cache")
        files = [str(p.relative_to(ROOT)) for p in ROOT.rglob("*")
                 if p.is_file() and not p.relative_to(ROOT).parts[0] in skip and "egg-info" not in str(p)]
    for f in files:
        src = ROOT / f
        if src.is_file():
            (dest / f).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / f)
    return dest


def build_wheel(out: Path) -> Path:
    """``pip wheel --no-deps`` of a clean copy of the tree into ``out``."""
    for old in out.glob("xl_tiebreaks-*.whl"):
        old.unlink()
    with tempfile.TemporaryDirectory(prefix="xlt-src-") as tmp:
        src = clean_copy(Path(tmp))
        proc = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                               "--disable-pip-version-check", "-w", str(out), str(src)],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            sys.stderr.write(proc.stdout[-3000:] + proc.stderr[-3000:])
            raise SystemExit("build_release: the wheel build failed")
    wheels = sorted(out.glob("xl_tiebreaks-*-py3-none-any.whl"))
    if len(wheels) != 1:
        raise SystemExit(f"build_release: expected one py3-none-any wheel in {out}, found {wheels}")
    with zipfile.ZipFile(wheels[0]) as z:
        names = z.namelist()
    for needed in ("xl_tiebreaks/udfs.py", "xl_tiebreaks/data/example_swiss.trf", "xl_tiebreaks/data/lite_main.py"):
        if needed not in names:
            raise SystemExit(f"build_release: {needed} is missing from {wheels[0].name}")
    return wheels[0]


def build_templates(out: Path, version: str) -> list[Path]:
    sys.path.insert(0, str(ROOT))
    from xl_tiebreaks.noaddin.shipped import write_noaddin_templates
    from xl_tiebreaks.templates.workbooks import write_standard_templates

    folder = out / "workbook_templates"
    if folder.exists():
        shutil.rmtree(folder)
    written = write_standard_templates(folder) + write_noaddin_templates(folder)
    shutil.copy2(ROOT / "workbook_templates" / "README.md", folder / "README.md")
    archive = out / f"xl_tiebreaks-{version}-templates.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                z.write(p, Path("workbook_templates") / p.relative_to(folder))
    return [*written, archive]


LITE_REQUIREMENTS = """\
# xlwings Lite, requirements.txt tab: keep the lines Lite wrote (xlwings==..., pyodide-http...)
# and add the xl-tiebreaks wheel, by its URL (a server that allows the add-in, CORS: see docs/hosts.md, xlwings Lite):
# xlwings Lite, pestaña requirements.txt: deje las líneas que escribió Lite y añada el paquete
# de xl-tiebreaks (el fichero .whl) por su URL (un servidor que lo permita, CORS: ver docs/es/hosts.md, xlwings Lite):
xl-tiebreaks @ https://YOUR.SERVER/PATH/{wheel}
"""


def build_lite(out: Path, wheel_name: str) -> list[Path]:
    sys.path.insert(0, str(ROOT))
    from xl_tiebreaks.lite import main_py

    folder = out / "xlwings_lite"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "main.py").write_text(main_py(), encoding="utf-8")
    (folder / "requirements.txt").write_text(LITE_REQUIREMENTS.format(wheel=wheel_name), encoding="utf-8")
    return [folder / "main.py", folder / "requirements.txt"]


def build_oxt(out: Path) -> Path:
    """The LibreOffice extension, ``xl-tiebreaks.oxt``, from a clean copy of the tree
    (``python -m xl_tiebreaks.libreoffice build``: no LibreOffice needed while the committed
    type library matches the functions)."""
    for old in out.glob("*.oxt"):
        old.unlink()
    dest = out / OXT_NAME
    with tempfile.TemporaryDirectory(prefix="xlt-src-") as tmp:
        src = clean_copy(Path(tmp))
        proc = subprocess.run([sys.executable, "-m", "xl_tiebreaks.libreoffice", "build", str(dest)],
                              cwd=src, capture_output=True, text=True)
    if proc.returncode != 0 or not dest.is_file():
        sys.stderr.write(proc.stdout[-3000:] + proc.stderr[-3000:])
        raise SystemExit("build_release: the LibreOffice extension was not built (see above)")
    with zipfile.ZipFile(dest) as z:
        names = z.namelist()
    for needed in ("META-INF/manifest.xml", "XFunctions.rdb", "CalcAddIns.xcu", "pythonpath/xl_tiebreaks/udfs.py"):
        if needed not in names:
            raise SystemExit(f"build_release: {needed} is missing from {dest.name}")
    return dest


def checksums(out: Path) -> Path:
    lines = []
    for p in sorted(out.rglob("*")):
        if p.is_file() and p.name != "SHA256SUMS":
            lines.append(f"{hashlib.sha256(p.read_bytes()).hexdigest()}  {p.relative_to(out).as_posix()}")
    dest = out / "SHA256SUMS"
    dest.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return dest


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Build the release files (wheel, templates, xlwings Lite files, "
                                             "LibreOffice extension, checksums) into dist/")
    ap.add_argument("--out", default=str(ROOT / "dist"), help="the folder to fill (default: dist/)")
    ap.add_argument("--skip-wheel", action="store_true", help="keep the wheel already in the folder")
    a = ap.parse_args(argv)
    missing = missing_requirements()
    if missing:
        print("build_release needs:", *(f"  - {m}" for m in missing), sep="\n", file=sys.stderr)
        return 2
    out = Path(a.out).resolve()
    out.mkdir(parents=True, exist_ok=True)
    version = _version()
    if a.skip_wheel:
        wheels = sorted(out.glob("xl_tiebreaks-*-py3-none-any.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"build_release: --skip-wheel needs exactly one wheel in {out}")
        wheel = wheels[0]
    else:
        wheel = build_wheel(out)
    print(f"wheel      {wheel.relative_to(out)} ({wheel.stat().st_size // 1024} KiB)")
    made = build_templates(out, version)
    print(f"templates  {len(made) - 1} workbooks in workbook_templates/, {made[-1].name}")
    for p in build_lite(out, wheel.name):
        print(f"lite       {p.relative_to(out)}")
    oxt = build_oxt(out)
    print(f"libreoffice {oxt.name} ({oxt.stat().st_size // 1024} KiB)")
    print(f"checksums  {checksums(out).relative_to(out)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
