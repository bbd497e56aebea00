"""``xl-tiebreaks setup-excel``: register the Excel functions for classic (Windows) xlwings.

Merges ``xl_tiebreaks.udfs`` into the ``UDF MODULES`` of the user's xlwings configuration
(``~/.xlwings/xlwings.conf``: lines ``"KEY","value"``), keeping any modules already listed
(``;``-separated) and every other line as it was, and prints the one-time steps in Excel.
The file is written to a temporary name and renamed, so an interrupted run leaves it whole.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

MODULE = "xl_tiebreaks.udfs"
KEY = "UDF MODULES"


def user_config_file() -> Path:
    """Where classic xlwings reads the user's settings (as xlwings computes it)."""
    return Path(os.path.expanduser("~")) / ".xlwings" / "xlwings.conf"


def merge_udf_modules(text: str, module: str = MODULE) -> str:
    """``text`` of an xlwings.conf with ``module`` added to ``UDF MODULES`` (once)."""
    lines = text.splitlines()
    out = []
    found = False
    for line in lines:
        key, _, value = line.partition(",")
        if key.strip().strip('"').upper() == KEY:
            found = True
            mods = [m.strip() for m in value.strip().strip('"').split(";") if m.strip()]
            if module not in mods:
                mods.append(module)
            out.append(f'"{KEY}","{";".join(mods)}"')
        elif line.strip():
            out.append(line)
    if not found:
        out.append(f'"{KEY}","{module}"')
    return "\n".join(out) + "\n"


STEPS_EN = """\
Done: {path} now lists {module} in UDF MODULES.

In Excel (Windows, once):
  1. xlwings and olefile installed (pip install "xl_tiebreaks-<version>-py3-none-any.whl[excel]" with the
     release's wheel does it), then run: xlwings addin install
  2. If you downloaded a workbook, right-click it > Properties > tick "Unblock" (Windows blocks macros
     in files from the internet).
  3. File > Options > Trust Center > Trust Center Settings > Macro Settings: tick
     "Trust access to the VBA project object model".
  4. Open your tournament workbook (.xlsm, or a template from xl-tiebreaks template ... --xlsm),
     go to the xlwings tab and click "Import Functions", then Ctrl+Alt+F9.
  5. Type =BUCHHOLZ(C4:K19, "FIDE", 1) (Spanish Excel: =BUCHHOLZ(C4:K19; "FIDE"; 1)).
"""

STEPS_ES = """\
Hecho: {path} incluye ahora {module} en UDF MODULES.

En Excel (Windows, una vez):
  1. xlwings y olefile instalados (pip install "xl_tiebreaks-<versión>-py3-none-any.whl[excel]", con el
     paquete .whl de la versión, los instala) y después: xlwings addin install
  2. Si descargó un libro: botón derecho > Propiedades > marque "Desbloquear" (Windows bloquea las macros
     de los ficheros de internet).
  3. Archivo > Opciones > Centro de confianza > Configuración > Configuración de macros: marque
     "Confiar en el acceso al modelo de objetos de proyectos de VBA".
  4. Abra el libro del torneo (.xlsm, o una plantilla de xl-tiebreaks template ... --xlsm), pestaña
     xlwings, botón "Import Functions", y Ctrl+Alt+F9.
  5. Escriba =BUCHHOLZ(C4:K19; "FIDE"; 1) (Excel en inglés: =BUCHHOLZ(C4:K19, "FIDE", 1)).
"""


def setup_excel(config: Path | None = None, lang: str = "en") -> str:
    """Merge the module into the xlwings configuration; return the steps to print."""
    path = config or user_config_file()
    old = path.read_text(encoding="utf-8") if path.exists() else ""
    new = merge_udf_modules(old)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".xlwings.conf.")
    with os.fdopen(fd, "w", encoding="utf-8", newline="") as fh:
        fh.write(new)
    os.replace(tmp, path)
    steps = STEPS_ES if lang.startswith("es") else STEPS_EN
    return steps.format(path=path, module=MODULE)
