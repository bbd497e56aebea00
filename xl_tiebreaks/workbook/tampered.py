"""A workbook without the add-in whose computed cells no longer hold the formulas it was made
with (issue 35, finding 7): a ranking typed over the standings sheet's formulas, a formula of
the hidden workings sheet edited. The commands recompute from the inputs, so their answers
stay right; ``check`` says that the sheet shows something else.

The formulas the workbook should hold are made again, the way it was made: the template's
kind, size, language, tie-break order and slots are its custom properties
(:func:`xl_tiebreaks.workbook.reader.template_info`), from which
:func:`xl_tiebreaks.noaddin.build_noaddin` draws the same template (its workings sheet's cells
are the compiler's, :class:`xl_tiebreaks.noaddin.calc.Calc`). Formulas are compared as written,
spaces and the case of names outside quoted texts aside (a spreadsheet that saves the workbook
may write them so).
"""

from __future__ import annotations

from typing import Any

from ..texts import Text

#: cells a warning names; the others are counted (``and 12 more``)
SHOWN = 5


def _norm(formula: str) -> str:
    """A formula without spaces, and in capitals, outside its quoted texts."""
    out, quoted = [], False
    for ch in formula.strip():
        if ch == '"':
            quoted = not quoted
        if not quoted and ch.isspace():
            continue
        out.append(ch if quoted else ch.upper())
    return "".join(out)


def _is_formula(v: Any) -> bool:
    return isinstance(v, str) and v.startswith("=")


def _spec_of(info: dict[str, str]) -> Any:
    from ..templates.specs import TemplateSpec

    kind = info["template"]
    return TemplateSpec(kind, int(info["players"]), int(info["rounds"]) if kind == "swiss" else None,
                        double=info.get("double") == "1", lang=info.get("lang", "en"),
                        order=tuple(info["order"].split()), slots=int(info["slots"]), system=info.get("system"))


def formula_findings(wb: Any) -> list[tuple[str, Text]]:
    """What a workbook without the add-in shows that its formulas would not: for each sheet,
    the cells the template made formulas that hold a typed value or nothing
    (``check_typed_over_formula``) and the formulas that differ from the template's
    (``check_formula_changed``; on the hidden workings sheet also a formula where the template
    has none), each as (the first cell, ``Sheet!A1``; the warning naming the first
    :data:`SHOWN` cells and counting the rest). ``[]`` for any other workbook, one whose
    template cannot be made again (its properties edited), or one read from an .ods
    (:func:`~xl_tiebreaks.workbook.reader.ods_workbook` reads values, not formulas).

    Args:
        wb: the workbook as :func:`~xl_tiebreaks.workbook.reader.open_workbook` opened it
            (formulas, not values).
    """
    from openpyxl.utils import get_column_letter

    from ..errors import TiebreakError
    from ..noaddin.builder import build_noaddin
    from .reader import template_info

    if getattr(wb, "xlt_values_only", False):  # (an .ods: its formulas are not read, so none can be compared)
        return []
    info = template_info(wb)
    if info.get("noaddin") != "1" or info.get("template") not in ("swiss", "round_robin"):
        return []
    try:
        fresh, _ = build_noaddin(_spec_of(info))
    except (KeyError, ValueError, TiebreakError):  # (properties that make no template: nothing to compare)
        return []
    bld = fresh._xlt_noaddin
    workings = bld.calc.ws.title
    out: list[tuple[str, Text]] = []
    skipped = {title: part for part, title in (getattr(wb, "xlt_skipped", None) or {}).items()}
    for ws in fresh.worksheets:
        if ws.title not in wb.sheetnames:
            continue
        got = wb[ws.title]
        if ws.title == workings:
            want = {(r, c): v for r, row in bld.calc.cells.items() for c, v in row.items()}
        else:
            want = {(c.row, c.column): c.value for row in ws.iter_rows() for c in row if _is_formula(c.value)}
        typed: list[tuple[int, int]] = []
        changed: list[tuple[int, int]] = []
        if ws.title in skipped:  # (the reader left the helper sheet unread: its formulas streamed from the part)
            typed, changed = _streamed_findings(wb.xlt_package, skipped[ws.title], want)
        else:
            for (r, c), v in sorted(want.items()):
                if not _is_formula(v):
                    continue
                g = got.cell(r, c).value
                if not _is_formula(g):
                    typed.append((r, c))
                elif g != v and _norm(g) != _norm(v):
                    changed.append((r, c))
            if ws.title == workings:  # (nobody types on the hidden sheet: a formula added is one changed)
                changed += [(c.row, c.column) for row in got.iter_rows() for c in row
                            if _is_formula(c.value) and not _is_formula(want.get((c.row, c.column)))]
                changed.sort()
        for cells, code in ((typed, "check_typed_over_formula"), (changed, "check_formula_changed")):
            if not cells:
                continue
            names = [f"{get_column_letter(c)}{r}" for r, c in cells]
            more = Text("check_cells_more", n=len(names) - SHOWN) if len(names) > SHOWN else ""
            out.append((f"{ws.title}!{names[0]}", Text(code, n=len(names), sheet=ws.title,
                                                        cells=", ".join(f"{ws.title}!{x}" for x in names[:SHOWN]),
                                                        more=more)))
    return out


def _streamed_findings(pkg: Any, part: str, want: dict[tuple[int, int], Any]) -> tuple[list, list]:
    """:func:`formula_findings` on a helper sheet the reader skipped
    (:func:`xl_tiebreaks.workbook.package.helper_parts`): its part streamed cell by cell (never
    held whole; the package guard bounded its size and refused a DTD in it), each formula
    compared with ``want`` (row, column) -> the template's formula, as openpyxl would read it
    (a shared formula translated from its first cell). Returns (typed, changed): the cells of
    ``want`` holding no formula, and the cells whose formula differs or that hold one where
    the template has none; both sorted."""
    import io
    import zipfile
    import zlib
    from xml.etree.ElementTree import ParseError, iterparse

    from openpyxl.formula.translate import Translator

    from ..noaddin.calc import Text as Written

    seen: set[tuple[int, int]] = set()
    changed: list[tuple[int, int]] = []
    most = len(want) + 1000  # (the cells a helper sheet holds, and some: past them, the rest is not compared)
    read = 0
    try:
        with zipfile.ZipFile(io.BytesIO(pkg.data)) as z, z.open(part) as fh:
            for rc in _streamed_formulas(iterparse(fh, events=("start", "end")), Translator, 8 * most):
                read += 1
                if read > most:
                    changed.append(rc[:2])
                    break
                if rc[2] is None:
                    continue
                v = want.get(rc[:2])
                if not _is_formula(v) or isinstance(v, Written):
                    changed.append(rc[:2])
                    continue
                seen.add(rc[:2])
                if rc[2] != v and _norm(rc[2]) != _norm(v):
                    changed.append(rc[:2])
    except (ParseError, ValueError, KeyError, zipfile.BadZipFile, EOFError, OSError, zlib.error):
        pass  # (not a sheet's XML, or a damaged part: its cells not yet read are named as holding no formula)
    # (past 8 elements a cell of them the part is not read further: the cells not yet read are
    # named as holding no formula)
    # (a text of the helper sheet that begins with "=", the draw word of a word table, is written as text)
    typed = [rc for rc, v in sorted(want.items()) if _is_formula(v) and not isinstance(v, Written) and rc not in seen]
    return typed, sorted(set(changed))


def _streamed_formulas(events: Any, translator: Any, most: int) -> Any:
    """(row, column, formula or ``None``) of each cell of a sheet's XML ``events`` (iterparse's
    "start" and "end" events), a shared formula translated from its first cell as openpyxl reads
    it. Every element is cleared and detached from its parent when it ends (a cell's children
    when the cell ends), so memory holds the open elements only, whatever the part holds; past
    ``most`` elements in all, ValueError (the part is not read further)."""
    from openpyxl.utils.cell import column_index_from_string, coordinate_from_string

    shared: dict[str, tuple[str, str]] = {}
    open_: list[Any] = []
    in_cell = 0
    seen = 0
    for event, el in events:
        tag = el.tag.rsplit("}", 1)[-1] if isinstance(el.tag, str) else ""
        if event == "start":
            seen += 1
            if seen > most:
                raise ValueError(f"more than {most} elements")
            open_.append(el)
            in_cell += tag == "c"
            continue
        open_.pop()
        got = _streamed_cell(el, shared, translator, column_index_from_string, coordinate_from_string) \
            if tag == "c" else None
        in_cell -= tag == "c"
        if not in_cell:  # (inside a cell, its children are kept until the cell ends)
            el.clear()
            if open_:
                open_[-1].remove(el)  # (its earlier siblings are gone already: it is the last child)
        if got is not None:
            yield got


def _streamed_cell(el: Any, shared: dict[str, tuple[str, str]], translator: Any, column_index_from_string: Any,
                   coordinate_from_string: Any) -> tuple[int, int, str | None] | None:
    """(row, column, formula or ``None``) of one cell element ``el`` of :func:`_streamed_formulas`
    (``None`` for a cell without a reference); ``shared``: the shared formulas met so far."""
    ref = el.get("r") or ""
    if ref == "":
        return None
    letters, row = coordinate_from_string(ref)
    f = next((x for x in el if isinstance(x.tag, str) and x.tag.rsplit("}", 1)[-1] == "f"), None)
    if f is None:
        return row, column_index_from_string(letters), None
    formula = f.text or ""
    if f.get("t") == "shared":
        si = f.get("si", "")
        if f.get("ref") is not None or si not in shared:
            shared[si] = ("=" + formula, ref)
            formula = "=" + formula
        else:
            first, at = shared[si]
            formula = translator(first, origin=at).translate_formula(ref)
    else:
        formula = "=" + formula
    return row, column_index_from_string(letters), formula
