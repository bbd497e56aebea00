# xl-tiebreaks for xlwings Lite: paste this whole file into the main.py tab (replace the sample).
# xl-tiebreaks para xlwings Lite: pegue este fichero entero en la pestaña main.py (en lugar del ejemplo).
#
# requirements.txt: keep Lite's own lines and add the xl-tiebreaks wheel (its URL), see docs/hosts.md (xlwings Lite).
# requirements.txt: deje las líneas de Lite y añada el paquete de xl-tiebreaks (el fichero .whl, por su URL), ver docs/es/hosts.md (xlwings Lite).
import xlwings as xw
from xlwings import script

from xl_tiebreaks import lite
from xl_tiebreaks.udfs import *  # noqa: F401,F403  the functions / las funciones: =BUCHHOLZ(...), =PUNTOS(...)


# Lite lists only the scripts defined here, in main.py itself: keep them in this file.
# Lite solo muestra los scripts definidos aquí, en el propio main.py: no los mueva.

@script
async def activar_formulas(book: xw.Book):
    """Plantilla / template: vuelve a introducir sus fórmulas para que Excel las enlace (una vez).
    Re-enters the template's formulas so that Excel binds them to the functions (once)."""
    print(f"{await lite.reenter_formulas(book)} bloques de fórmulas / formula blocks")


@script
def insertar_desempates(book: xw.Book):
    """Seleccione el rango de resultados: escribe =TIEBREAKS(...) a su derecha.
    Select the results range: writes =TIEBREAKS(...) to its right."""
    lite.insert_tiebreak_formulas(book)
