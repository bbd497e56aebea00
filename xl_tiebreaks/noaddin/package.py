"""A template without the add-in saved: the package openpyxl writes, the core's values cached in
its visible computed cells (a viewer that does not compute shows them), and every spreadsheet
asked to compute the whole workbook when it opens it.

The cached values are the core's own (:func:`xl_tiebreaks.workbook.reader.workbook_standings`
on the saved workbook, read back as the add-in would): the formulas must give the same, which
the tests check through two engines. The workings sheet's cells carry no cached value: Excel
recomputes everything on load (``fullCalcOnLoad``), LibreOffice computes every formula without
one, so no value a formula depends on is ever stale.
"""

from __future__ import annotations

import io
import zipfile
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from ..templates import workbook_bytes
from ..templates.words import FIRST_ROW
from ..texts import text
from ..xlsx_cache import _M, _namespaces, _serialise, _sheet_parts, patch_sheet


def noaddin_workbook_bytes(wb: Any) -> bytes:
    """The saved workbook ``wb`` (built by :func:`xl_tiebreaks.noaddin.build_noaddin`), with
    the core's values cached in its visible computed cells when its input reads (a blank
    template: nothing to cache) and a full calculation on load."""
    data = workbook_bytes(wb, cached_values=False)
    values = core_cells(wb)
    with zipfile.ZipFile(io.BytesIO(data)) as z:
        infos = z.infolist()
        parts = {i.filename: z.read(i.filename) for i in infos}
    sheets = _sheet_parts(_Parts(parts))
    bld = getattr(wb, "_xlt_noaddin", None)
    if bld is not None:  # the workings sheet's cells, written apart (see Calc.sheet_data)
        part = sheets[bld.calc.ws.title]
        xml = parts[part]
        for empty in (b"<sheetData></sheetData>", b"<sheetData />", b"<sheetData/>"):
            if empty in xml:
                parts[part] = xml.replace(empty, bld.calc.sheet_data(), 1)
                break
        else:  # pragma: no cover - openpyxl wrote cells there: the builder never does
            raise AssertionError("the workings sheet was not empty")
    for title, cells in values.items():
        part = sheets.get(title)
        if part in parts and cells:
            parts[part] = patch_sheet(parts[part], cells)
    parts["xl/workbook.xml"] = full_calc_on_load(parts["xl/workbook.xml"])
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, allowZip64=True) as w:
        for item in infos:
            w.writestr(item, parts[item.filename])
    return out.getvalue()


class _Parts:
    def __init__(self, parts: dict[str, bytes]) -> None:
        self.parts = parts

    def read(self, name: str) -> bytes:
        return self.parts[name]


def full_calc_on_load(xml: bytes) -> bytes:
    """workbook.xml asking for a full calculation when the workbook opens (``calcPr
    fullCalcOnLoad="1"``)."""
    from xml.etree import ElementTree as ET

    namespaces = _namespaces(xml)
    root = ET.fromstring(xml)
    calc = root.find(f"{_M}calcPr")
    if calc is None:
        calc = ET.SubElement(root, f"{_M}calcPr")
    calc.set("fullCalcOnLoad", "1")
    calc.set("calcId", "191029")
    return _serialise(root, namespaces)


def _shown(v: Fraction | None) -> Any:
    if v is None:
        return ""
    if isinstance(v, Fraction):
        return int(v) if v.denominator == 1 else float(v)
    return v


def core_cells(wb: Any) -> dict[str, dict[tuple[int, int], Any]]:
    """The visible computed cells' values as the core computes them from the workbook's input
    (read by the core's workbook reader, from the workbook in memory: sheet title ->
    {(row, column): value}); empty when the core refuses the input or there is none."""
    from ..workbook.reader import read_workbook, workbook_standings

    bld = getattr(wb, "_xlt_noaddin", None)
    if bld is None:
        return {}
    try:
        st, _ = workbook_standings(read_workbook(Path("workbook.xlsx"), wb=wb))
    except TiebreakError:
        return {}
    if not st.tournament.participants:
        return {}
    spec, comp = bld.spec, bld.comp
    needs = text("w_see_below", spec.lang)  # (the block under the table says which need the add-in)
    res: dict[tuple[int, int], Any] = {}
    standing: dict[tuple[int, int], Any] = {}
    parts = list(st.tournament.participants)
    by_sn = {p.start_no: i for i, p in enumerate(parts)}
    cols = {s.text: c for s, c in zip(st.specs, st.columns)}
    for sn, i in by_sn.items():
        r = FIRST_ROW + sn - 1
        res[(r, bld.pts_col)] = _shown(st.points.exact(i))
        for k, code in enumerate(spec.tiebreak_order):
            block = comp.values[k]
            col = cols.get(code)
            res[(r, bld.tb1 + k)] = needs if block is None else _shown(col.exact(i)) if col is not None else ""
    for place_i, i in enumerate(st.order):
        r = bld.standings_top + 1 + place_i
        p = parts[i]
        row = [st.ranks[i], p.start_no, p.name or "", _shown(st.points.exact(i))]
        for k, code in enumerate(spec.tiebreak_order):
            col = cols.get(code)
            row.append(needs if comp.values[k] is None else _shown(col.exact(i)) if col is not None else "")
        for c, v in enumerate(row, 1):
            standing[(r, c)] = v
    return {bld.layout.sheets["results"]: res, bld.layout.sheets["standings"]: standing}
