"""xlwings Lite scripts (the buttons of the add-in's task pane), without any decorator here.

xlwings Lite lists the scripts it shows by reading **main.py's own source**: its loader parses
main.py with ``ast`` and keeps the functions defined there whose decorator mentions ``script``
(``get_xlwings_scripts`` in xlwings Server's ``wasm/main.py``, the runtime "in line with
Lite"). A script imported from a package never appears in that list. The spreadsheet
functions are different: Lite executes main.py and registers every member carrying xlwings'
``__xlfunc__`` (``inspect.getmembers``), so ``from xl_tiebreaks.udfs import *`` is enough
for them.

So organisers paste the main.py that ships with the release (``xlwings_lite/main.py`` in
the repository, :func:`main_py` here): it imports the functions and defines, in its own
source, two one-line ``@script`` functions that call these:

* :func:`insert_tiebreak_formulas`: a spilling ``=TIEBREAKS(...)`` with a header next to the
  results range the organiser selected.
* :func:`reenter_formulas`: types every formula of a template again, as a person pressing
  F2 and Enter in each block would. Excel stores a formula that calls an add-in's (Office.js)
  function with a ``_xldudf_`` prefix and only binds such formulas; a formula written by
  another program (our templates) may stay ``#NAME?`` until it is entered again in Excel
  (Microsoft: OfficeDev/Excel-Custom-Functions#108, "reassigning the cell's formula to
  itself"). The script also drops a ``_xldudf_`` prefix left in front of our function names.

These are also kept out of :mod:`xl_tiebreaks.udfs`: classic xlwings' *Import Functions*
turned every ``@script`` of that module into a VBA ``Sub`` that cannot run in classic Excel.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from .errors import TiebreakError

#: main.py for xlwings Lite, shipped with the release (dist/xlwings_lite/main.py).
MAIN_PY = Path(__file__).with_name("data") / "lite_main.py"


def main_py() -> str:
    """The text of the main.py organisers paste into xlwings Lite."""
    return MAIN_PY.read_text(encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# insert the tie-break formulas next to the selection

def insert_tiebreak_formulas(book: Any) -> None:
    """Write a header row and one spilling ``=TIEBREAKS(...)`` formula two columns to the right
    of the selected results range: points and the default tie-breaks of the layout (Swiss grid:
    PTS BH/C1 BH SB DE WIN; crosstable: PTS DE SB WIN KS, seed 002's defaults).

    ``book``: xlwings' Book (Lite passes the active workbook). Nothing typed is overwritten.

    Raises:
        TiebreakError: ``lite_target_not_empty`` when the cells to the right are not empty;
            any reader error of the selected range (its message names the row and column).
    """
    from .readers.ranges import read_results
    from .settings import Settings
    from .sheet_args import grid

    sel = book.selection
    sheet = sel.sheet
    values = grid(sel.value)
    layout = read_results(values, settings=Settings()).layout
    codes = "PTS DE SB WIN KS" if layout == "crosstable" else "PTS BH/C1 BH SB DE WIN"
    first_col = sel.column + sel.columns.count + 1
    row = sel.row
    width = len(codes.split())
    target = sheet.range((row, first_col), (row + sel.rows.count - 1, first_col + width - 1))
    if any(v not in (None, "") for r in grid(target.value) for v in r):
        raise TiebreakError("lite_target_not_empty", where=target.address)
    if row > 1:
        sheet.range((row - 1, first_col)).value = [codes.split()]
    sheet.range((row, first_col)).formula2 = f'=TIEBREAKS({sel.get_address(False, False)}, "{codes}")'


# ---------------------------------------------------------------------------------------------
# enter the template's formulas again

def our_function_names() -> frozenset[str]:
    """Every spreadsheet function name of :data:`xl_tiebreaks.udfs.REGISTRY`, upper case."""
    from .udfs import REGISTRY

    return frozenset(u.name.upper() for u in REGISTRY)


def _call_pattern(names: frozenset[str]) -> re.Pattern[str]:
    alt = "|".join(sorted((re.escape(n) for n in names), key=len, reverse=True))
    return re.compile(rf"(?<![\w.])(?:_xldudf_)?({alt})\s*\(", re.IGNORECASE)


def normalise_formula(text: str, names: frozenset[str] | None = None) -> str | None:
    """``text`` with any ``_xldudf_`` prefix removed from our function names, or ``None`` when
    the formula calls none of our functions (it is then left alone)."""
    if not isinstance(text, str) or not text.startswith("="):
        return None
    pat = _call_pattern(names or our_function_names())
    if not pat.search(text):
        return None
    return pat.sub(lambda m: m.group(1) + "(", text)


def formula_blocks(formulas: list[list[Any]], names: frozenset[str] | None = None
                   ) -> list[tuple[int, int, int, int, str]]:
    """The blocks to enter again in a sheet's formulas (a 2-D list, as read from the used
    range): ``(row, col, rows, cols, formula)``, 0-based within that range.

    A block is a rectangle of cells holding the same formula that calls one of our
    functions: in the templates such a rectangle is one array formula (a column of values
    entered with Ctrl+Shift+Enter); a lone cell is a block of one."""
    names = names or our_function_names()
    texts = [[normalise_formula(v, names) if isinstance(v, str) else None for v in row] for row in formulas]
    # Excel reports each cell of a legacy array with the same text; compare without the prefix
    raw = [[v if isinstance(v, str) else None for v in row] for row in formulas]
    seen: set[tuple[int, int]] = set()
    out = []
    for i, row in enumerate(texts):
        for j, t in enumerate(row):
            if t is None or (i, j) in seen:
                continue
            key = raw[i][j]
            h = 1
            while i + h < len(texts) and j < len(raw[i + h]) and raw[i + h][j] == key and (i + h, j) not in seen:
                h += 1
            w = 1
            while all(j + w < len(raw[i + k]) and raw[i + k][j + w] == key and (i + k, j + w) not in seen
                      for k in range(h)):
                w += 1
            for k in range(h):
                for m in range(w):
                    seen.add((i + k, j + m))
            out.append((i, j, h, w, t))
    return out


async def reenter_formulas(book: Any) -> int:
    """Enter again every formula of the workbook that calls one of our functions, so that
    Excel binds it to the xlwings Lite functions (see the module doc); a block of equal
    formulas is entered as one array formula, a lone cell as a formula. Cells without our
    functions are not touched. Returns the number of blocks entered.

    ``book``: xlwings' Book in an xlwings Lite script (reading formulas needs
    ``Range.get_formula``, xlwings 0.37 or later in Lite's requirements.txt).

    Raises:
        TiebreakError: ``lite_needs_newer_xlwings`` when the xlwings in Lite cannot read
            formulas.
    """
    names = our_function_names()
    count = 0
    for sheet in book.sheets:
        used = sheet.used_range
        try:
            formulas = await used.options(ndim=2).get_formula()
        except (AttributeError, NotImplementedError) as e:
            raise TiebreakError("lite_needs_newer_xlwings", detail=f"{type(e).__name__}: {e}") from None
        if not isinstance(formulas, list):
            formulas = [[formulas]]
        r0, c0 = used.row, used.column
        for i, j, h, w, text in formula_blocks(formulas, names):
            if h == 1 and w == 1:
                sheet.range((r0 + i, c0 + j)).formula = text
            else:
                sheet.range((r0 + i, c0 + j), (r0 + i + h - 1, c0 + j + w - 1)).formula_array = text
            count += 1
    return count
