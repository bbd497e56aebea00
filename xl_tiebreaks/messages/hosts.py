"""Messages about the spreadsheet hosts: installing for Excel (xlwings classic and Lite) and
LibreOffice, and LibreOffice at work.

The LibreOffice component loads this file on its own, without the package (to say in the
user's language that its Python is too old or the package failed to load), so it imports
nothing and runs on old Pythons.

Part of the message catalogue :mod:`xl_tiebreaks.messages`; every text in English and Spanish.
"""

from __future__ import annotations


#: Errors (codes of :class:`~xl_tiebreaks.errors.TiebreakError`): (English, Spanish), parameters
#: for ``str.format``.
ERRORS: dict[str, tuple[str, str]] = {
    "lo_not_found": (
        "LibreOffice cannot be used here: {detail}. Install LibreOffice (https://www.libreoffice.org/download/; "
        "Debian/Ubuntu: apt-get install libreoffice-calc python3-uno)",
        "no se puede usar LibreOffice aquí: {detail}. Instale LibreOffice (https://es.libreoffice.org/descarga/; "
        "Debian/Ubuntu: apt-get install libreoffice-calc python3-uno)",
    ),
    "lo_root": (
        "LibreOffice installs extensions per user and refuses to do it as root (administrator): run "
        "'xl-tiebreaks setup-libreoffice' as the user who uses LibreOffice, without sudo; or write the file with "
        "'xl-tiebreaks setup-libreoffice --oxt xl-tiebreaks.oxt' and open it in LibreOffice (Tools > Extension "
        "Manager > Add)",
        "LibreOffice instala las extensiones para cada usuario y no lo hace como root (administrador): ejecute "
        "'xl-tiebreaks setup-libreoffice' con el usuario que usa LibreOffice, sin sudo; o escriba el fichero con "
        "'xl-tiebreaks setup-libreoffice --oxt xl-tiebreaks.oxt' y ábralo en LibreOffice (Herramientas > Gestor "
        "de extensiones > Añadir)",
    ),
    "lo_unopkg_failed": (
        "LibreOffice did not install the extension (close every LibreOffice window and try again): {detail}",
        "LibreOffice no instaló la extensión (cierre todas las ventanas de LibreOffice y vuelva a intentarlo): "
        "{detail}",
    ),
    "lo_failed": (
        "LibreOffice did not compute the workbook: {detail}",
        "LibreOffice no calculó el libro: {detail}",
    ),
    "lo_stale_types": (
        "the extension's function list is out of date ({detail}): run '{command}' (needs LibreOffice's SDK: "
        "apt-get install libreoffice-dev)",
        "la lista de funciones de la extensión no está al día ({detail}): ejecute '{command}' (necesita el SDK de "
        "LibreOffice: apt-get install libreoffice-dev)",
    ),
    "lo_python_too_old": (
        "xl-tiebreaks needs Python {needed} or newer and this LibreOffice runs Python {version}: install a newer "
        "LibreOffice (26.2 or later on Windows and macOS)",
        "xl-tiebreaks necesita Python {needed} o posterior y este LibreOffice usa Python {version}: instale un "
        "LibreOffice más reciente (26.2 o posterior en Windows y macOS)",
    ),
    "lo_component_failed": (
        "the xl-tiebreaks extension could not start in LibreOffice (its files are incomplete or damaged): install "
        "it again (Tools > Extension Manager, or 'xl-tiebreaks setup-libreoffice')",
        "la extensión xl-tiebreaks no pudo arrancar en LibreOffice (faltan ficheros o están dañados): vuelva a "
        "instalarla (Herramientas > Gestor de extensiones, o 'xl-tiebreaks setup-libreoffice')",
    ),
    "lo_engine_differs": (
        "LibreOffice computes {lo} where xl-tiebreaks' own evaluation gives {py}",
        "LibreOffice calcula {lo} donde la evaluación propia de xl-tiebreaks da {py}",
    ),
    "names_not_workbook": (
        "'{path}' is not an .xlsx or .xlsm workbook",
        "'{path}' no es un libro .xlsx ni .xlsm",
    ),
    "oxt_suffix": (
        "'{path}': LibreOffice extensions are .oxt files; name it e.g. xl-tiebreaks.oxt",
        "'{path}': las extensiones de LibreOffice son ficheros .oxt; llámelo p. ej. xl-tiebreaks.oxt",
    ),
    "lite_target_not_empty": (
        "{where} is not empty: select results with free columns to their right",
        "{where} no está vacío: seleccione unos resultados con columnas libres a su derecha",
    ),
    "os_failed": (
        "{reason}",
        "{reason_es}",
    ),
    "lite_needs_newer_xlwings": (
        "this script reads the workbook's formulas, which needs xlwings 0.37 or later: in requirements.txt "
        "change the xlwings line to xlwings==0.37.8 and restart xlwings Lite ({detail})",
        "este script lee las fórmulas del libro, lo que requiere xlwings 0.37 o posterior: en requirements.txt "
        "cambie la línea de xlwings por xlwings==0.37.8 y reinicie xlwings Lite ({detail})",
    ),
}
