"""``xl-tiebreaks setup-libreoffice``: the extension into the user's LibreOffice, or into a file.

``setup_libreoffice()`` builds the extension from this package and installs it for the
current user with LibreOffice's ``unopkg add --force`` (it replaces an older version);
``setup_libreoffice(oxt=FILE)`` only writes the .oxt (to double-click, or for Tools >
Extension Manager > Add). ``unopkg`` refuses to install per user as root, so does this
command, and says what to do instead.
"""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

from ..errors import TiebreakError
from .build import REGENERATE, BuildError, build_oxt, stale_reason
from .locate import version
from .office import _clean_env, find_unopkg, is_root

OXT_NAME = "xl-tiebreaks.oxt"

_STEPS = {
    "en": ("Restart LibreOffice. In Calc type e.g. =BUCHHOLZ(C4:K19;\"FIDE\";1) or =PUNTOS(C4:K19); workbooks "
           "written by xl-tiebreaks (template, from-trf) compute when they open. LibreOffice 25.2 saves an .xlsx "
           "with Excel's function names; LibreOffice 7.4 with its own, which Excel cannot read: before sending a "
           "workbook it saved to an Excel user: xl-tiebreaks convert-names FILE.xlsx --to excel (a workbook that "
           "has Excel's names already comes back unchanged)"),
    "es": ("Reinicie LibreOffice. En Calc escriba p. ej. =BUCHHOLZ(C4:K19;\"FIDE\";1) o =PUNTOS(C4:K19); los "
           "libros de xl-tiebreaks (template, from-trf) se calculan al abrirlos. LibreOffice 25.2 guarda un .xlsx "
           "con los nombres de función de Excel; LibreOffice 7.4, con los suyos, que Excel no lee: antes de enviar "
           "a un usuario de Excel un libro que guardó: xl-tiebreaks convert-names FICHERO.xlsx --to excel (un "
           "libro que ya tiene los nombres de Excel queda igual)"),
}
_FILE_STEPS = {
    "en": "Open it in LibreOffice (double-click it, or Tools > Extension Manager > Add), then restart LibreOffice.",
    "es": "Ábralo en LibreOffice (doble clic, o Herramientas > Gestor de extensiones > Añadir) y reinicie "
          "LibreOffice.",
}


def _build(path: Path) -> Path:
    try:
        return build_oxt(path)
    except BuildError:
        raise TiebreakError("lo_stale_types", detail=stale_reason() or "?", command=REGENERATE) from None


def write_oxt(path: str | Path, lang: str = "en") -> str:
    """Write the extension to ``path``; returns what to tell the user."""
    p = _build(Path(path))
    es = lang.startswith("es")
    return f"{'escrito' if es else 'wrote'} {p}\n{_FILE_STEPS['es' if es else 'en']}\n"


def install_for_user(lang: str = "en") -> str:
    """Build the extension and install it into the current user's LibreOffice profile.

    Raises:
        TiebreakError: ``lo_root`` (run as root), ``lo_not_found``, ``lo_unopkg_failed``,
            ``lo_stale_types``.
    """
    if is_root():
        raise TiebreakError("lo_root")
    unopkg = find_unopkg()
    if unopkg is None:
        raise TiebreakError("lo_not_found", detail="unopkg (LibreOffice's extension tool) was not found")
    with tempfile.TemporaryDirectory() as tmp:
        oxt = _build(Path(tmp) / OXT_NAME)
        proc = subprocess.run([str(unopkg), "add", "--force", "--suppress-license", str(oxt)],
                              capture_output=True, text=True, env=_clean_env(), timeout=600)
    if proc.returncode != 0:
        detail = "\n".join(x for x in (proc.stderr + proc.stdout).splitlines()
                           if x.strip() and "dconf" not in x and "javaldx" not in x)
        raise TiebreakError("lo_unopkg_failed", detail=detail.strip()[-600:] or f"exit status {proc.returncode}")
    es = lang.startswith("es")
    found = version()
    head = "extensión instalada en su LibreOffice" if es else "extension installed in your LibreOffice"
    head += " " + ".".join(map(str, found)) if found else ""
    return f"{head} ({unopkg})\n{_STEPS['es' if es else 'en']}\n"


def user_profiles() -> list[Path]:
    """Where LibreOffice keeps the current user's profile (``.../4/user``), existing or not."""
    home = Path(os.path.expanduser("~"))
    out = []
    if os.name == "nt":
        appdata = os.environ.get("APPDATA")
        if appdata:
            out.append(Path(appdata) / "LibreOffice" / "4" / "user")
    out.append(Path(os.environ.get("XDG_CONFIG_HOME") or home / ".config") / "libreoffice" / "4" / "user")
    out.append(home / "Library" / "Application Support" / "LibreOffice" / "4" / "user")
    out.append(home / "snap" / "libreoffice" / "current" / ".config" / "libreoffice" / "4" / "user")
    out.append(home / ".var" / "app" / "org.libreoffice.LibreOffice" / "config" / "libreoffice" / "4" / "user")
    return out


def installed_for_user() -> bool:
    """Is the extension (identifier ``org.xltiebreaks.calc``) in the user's LibreOffice?"""
    from .build import EXTENSION_ID

    for prof in user_profiles():
        pmap = prof / "uno_packages" / "cache" / "uno_packages.pmap"
        try:
            if EXTENSION_ID.encode() in pmap.read_bytes():
                return True
        except OSError:
            continue
    return False
