"""Reading a filled workbook: :func:`open_workbook` (bounded, before openpyxl parses it),
:func:`read_workbook` finds an xl-tiebreaks template (its workbook names) and returns its
results range, settings, tie-break order, names and ratings; :func:`workbook_standings`
computes the core's standings from them, every message naming its sheet and cell
(:class:`~xl_tiebreaks.workbook.places.SheetPlaces`).
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any

from openpyxl import load_workbook
from openpyxl.utils import column_index_from_string

from ..errors import TiebreakError
from ..templates.words import NAMES, PROP_PREFIX
from ..texts import Text
from .evaluator import Evaluator, _for_python, _Propagate
from .formulas import XLError
from .data import WorkbookData  # noqa: F401 - what read_workbook returns
from .places import SheetPlaces, sheet_cell


#: limits for reading a workbook safely (a tournament workbook is well under them)
MAX_UNCOMPRESSED = 200 * 2**20  # bytes, whole package
MAX_RATIO = 200  # uncompressed / compressed, per member (zip bombs)
MAX_ROWS = 100_000
MAX_COLUMNS = 2_000
MAX_CELLS = 2_000_000  # cells the sheets hold, all together (a 999 x 99 Swiss template holds ~320,000)


def open_workbook(path: str | Path, *, keep_vba: bool = False) -> Any:
    """``openpyxl.load_workbook`` after checking that the file is a regular file of bounded
    size (:func:`xl_tiebreaks.files.read_input`), that the package is not a zip bomb and
    that its sheets are not oversized: rows, columns and cells are counted in the sheets' XML
    before openpyxl parses it (:func:`_check_sheet_sizes`), so a sheet of a million rows is
    refused in a moment instead of parsed for a minute. XML entity bombs are refused by
    defusedxml, which openpyxl uses.

    Raises:
        TiebreakError: ``file_not_found``, ``path_not_regular_input``, ``file_too_big``,
            ``workbook_unreadable``, ``workbook_too_big``.
    """
    import io
    import zipfile

    from ..files import read_input

    p = Path(path)
    data = read_input(p, "workbook")
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as z:
            total = 0
            for info in z.infolist():
                total += info.file_size
                if info.compress_size and info.file_size / max(info.compress_size, 1) > MAX_RATIO \
                        and info.file_size > 2**20:
                    raise TiebreakError("workbook_too_big", path=p.name,
                                        what=Text("detail_expands", member=info.filename,
                                                  ratio=info.file_size // info.compress_size))
            if total > MAX_UNCOMPRESSED:
                raise TiebreakError("workbook_too_big", path=p.name, what=Text("detail_unpacked", mb=total // 2**20))
            _check_sheet_sizes(z, p.name)
    except zipfile.BadZipFile:
        raise TiebreakError("workbook_unreadable", path=p.name, detail=Text("detail_not_zip")) from None
    except (zipfile.LargeZipFile, EOFError, OSError, NotImplementedError, ValueError) as e:
        if isinstance(e, TiebreakError):
            raise
        raise TiebreakError("workbook_unreadable", path=p.name,
                            detail=Text("detail_library", name=type(e).__name__, text=str(e))) from None
    try:
        wb = load_workbook(io.BytesIO(data), keep_vba=keep_vba)
    except TiebreakError:
        raise
    except Exception as e:  # openpyxl / defusedxml refusals, broken XML
        raise TiebreakError("workbook_unreadable", path=p.name,
                            detail=Text("detail_library", name=type(e).__name__, text=str(e))) from None
    cells = 0
    for ws in wb.worksheets:
        cells += len(ws._cells)
        if ws.max_row > MAX_ROWS or ws.max_column > MAX_COLUMNS or cells > MAX_CELLS:
            raise TiebreakError("workbook_too_big", path=p.name,
                                what=Text("detail_sheet_size", sheet=ws.title, rows=ws.max_row, cols=ws.max_column))
    return wb


_ROW_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row[\s/>]")
_ROW_NUMBER = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?row\b[^>]*?\sr\s*=\s*[\"'](\d+)")
_CELL_TAG = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c[\s/>]")
_CELL_COLUMN = re.compile(rb"<(?:[A-Za-z_][\w.-]*:)?c\b[^>]*?\sr\s*=\s*[\"']\$?([A-Za-z]{1,4})\$?\d")


def _check_sheet_sizes(z: Any, name: str) -> None:
    """Count the rows and cells of every worksheet part of the package ``z`` in its XML,
    read in pieces, and stop at the first limit passed (:data:`MAX_ROWS`,
    :data:`MAX_COLUMNS`, :data:`MAX_CELLS`), before openpyxl builds a cell object for
    each. Rows without a number count as the next row."""
    cells = 0
    from ..templates.package import sheet_parts

    titles = sheet_parts(z)
    for info in z.infolist():
        part = info.filename
        if not (part.startswith("xl/worksheets/") and part.endswith(".xml") and "/_rels/" not in part):
            continue
        where: Any = Text("detail_sheet_name", sheet=titles[part]) if part in titles else part
        rows = 0
        top_row = 0
        carry = b""
        with z.open(info) as fh:
            while True:
                chunk = fh.read(1 << 22)
                if not chunk:
                    break
                buf = carry + chunk
                skip = len(carry)
                rows += sum(1 for m in _ROW_TAG.finditer(buf) if m.start() >= skip)
                for m in _ROW_NUMBER.finditer(buf):
                    top_row = max(top_row, int(m.group(1)[:12]))
                cells += sum(1 for m in _CELL_TAG.finditer(buf) if m.start() >= skip)
                for m in _CELL_COLUMN.finditer(buf):
                    col = m.group(1).upper().decode("ascii")
                    if len(col) > 3 or column_index_from_string(col) > MAX_COLUMNS:
                        raise TiebreakError("workbook_too_big", path=name,
                                            what=Text("detail_column", where=where, col=col, most=MAX_COLUMNS))
                if max(rows, top_row) > MAX_ROWS:
                    raise TiebreakError("workbook_too_big", path=name,
                                        what=Text("detail_rows", where=where, n=max(rows, top_row), most=MAX_ROWS))
                if cells > MAX_CELLS:
                    raise TiebreakError("workbook_too_big", path=name, what=Text("detail_cells_over", n=MAX_CELLS))
                carry = buf[-1024:]


# ---------------------------------------------------------------------------------------------
# reading a template


def template_info(wb: Any) -> dict[str, str]:
    """The template's properties (``template``, ``system``, ``lang``...), or ``{}`` when the
    workbook is none of ours; detected by its custom properties, else its workbook names."""
    info: dict[str, str] = {}
    try:
        for p in wb.custom_doc_props.props:
            if p.name.startswith(PROP_PREFIX):
                info[p.name[len(PROP_PREFIX):]] = str(p.value)
    except AttributeError:  # pragma: no cover - older openpyxl
        pass
    names = {n.upper() for n in wb.defined_names.keys()}
    for lang, roles in NAMES.items():
        if roles["results"].upper() in names and roles["settings"].upper() in names:
            info.setdefault("lang", lang)
            info["names_lang"] = lang
            break
    if "names_lang" not in info:
        return {}
    from ..templates.words import TEAM_NAMES

    if TEAM_NAMES[info["names_lang"]]["names"].upper() in names:
        info.setdefault("template", "team")
    return info


def is_team_workbook(info: dict[str, str]) -> bool:
    """Is the template (:func:`template_info`) a team event's?"""
    return info.get("template", "").startswith("team")


def read_workbook(path: str | Path, wb: Any = None) -> WorkbookData:
    """Read an xl-tiebreaks workbook (filled template); ``wb``: the workbook already opened
    from ``path`` (:func:`open_workbook`), not opened again.

    Raises:
        TiebreakError: those of :func:`open_workbook`; ``settings_bad_value`` when the names
            of a template are missing; ``workbook_sheet_missing`` / ``workbook_name_broken``
            when a name of the template points at a sheet the workbook no longer has (renamed
            or deleted) or at deleted cells; ``workbook_cell_error`` for a cell of the
            template's ranges whose formula cannot be computed without Excel.
    """
    p = Path(path)
    if wb is None:
        wb = open_workbook(p)
    info = template_info(wb)
    if not info:
        raise TiebreakError("settings_bad_value", key=Text("setting_workbook"),
                            value=Text("setting_not_template", name=p.name))
    return _workbook_data(wb, info, p, Evaluator(wb, lang=info.get("lang", "en")))


def _workbook_data(wb: Any, info: dict[str, str], p: Path, ev: Evaluator) -> WorkbookData:
    """The ranges of a template (``info``: :func:`template_info`), read through ``ev``."""
    team = is_team_workbook(info)
    if team:
        from ..templates.words import TEAM_NAMES

        roles = TEAM_NAMES[info["names_lang"]]
    else:
        roles = NAMES[info["names_lang"]]
    first_sheet = wb.sheetnames[0]

    def get(role: str) -> list[list[Any]] | None:
        name = roles.get(role)
        if name is None:
            return None
        if name.upper() not in ev.names:
            return None
        try:
            ref = ev.name_ref(name, first_sheet)
        except _Propagate as e:
            raise e.error or TiebreakError("workbook_unreadable", path=p.name, detail=e.err.message) from None
        vals = ev.range_values(ref)
        for i, row in enumerate(vals):
            for j, v in enumerate(row):
                if isinstance(v, XLError) and v.message:  # a formula that could not be computed here
                    cell = sheet_cell(ref.sheet, ref.min_row + i, ref.min_col + j)
                    raise TiebreakError("workbook_cell_error", cell=cell, error=str(v), why=v.message)
        return [[str(v) if isinstance(v, XLError) else _for_python(v) for v in row] for row in vals]

    results = get("results") or []
    event = get("event")
    ref = ev.name_ref(roles["results"], first_sheet)
    where = {}
    for role in ("results", "names", "ratings", "settings", "order"):
        name = roles.get(role)
        if name is not None and name.upper() in ev.names:
            try:
                where[role] = str(ev.name_ref(name, first_sheet))
            except _Propagate:
                pass
    extra: dict[str, list[list[Any]]] = {}
    if not team:  # the prize sheet's tables and the players' data, when the template has them
        from ..templates.words import PRIZE_ROLES

        for role in (*PRIZE_ROLES, "categories"):
            name = roles.get(role)
            if name is None or name.upper() not in ev.names:
                continue
            vals = get(role)
            if vals is not None:
                extra[role] = vals
                try:
                    where[role] = str(ev.name_ref(name, first_sheet))
                except _Propagate:
                    pass
    return WorkbookData(
        path=p, info=info, results=results, settings=get("settings") or [], order=get("order") or [],
        names=get("names"), ratings=get("ratings"),
        event=str(event[0][0]) if event and event[0] and event[0][0] else "", results_where=str(ref), team=team,
        where=where, extra=extra,
    )


def workbook_evaluation(data: WorkbookData, **override: Any) -> Any:
    """The sheet layer's evaluation (:class:`~xl_tiebreaks.sheet.SheetEvaluation`: the
    tournament, its settings, an :class:`~xl_tiebreaks.standings.Evaluation` and the reader's
    notes) of a read individual workbook, with its settings (``override`` on top, e.g.
    ``rules="FIDE2024"``, ``round=5``). Every error names the sheet and cell that hold what is
    wrong (:class:`SheetPlaces`).

    Raises:
        TiebreakError: the readers' and the settings' errors, located on the sheet.
    """
    from ..sheet import evaluate, event_settings

    places = SheetPlaces(data)
    try:
        st = event_settings(data.settings, **override)
        return evaluate(data.results, st, data.ratings, data.names)
    except TiebreakError as e:
        raise places.locate(e) from None


def workbook_standings(data: WorkbookData, tiebreaks: str | None = None, *, manual: Any = None,
                       **override: Any) -> tuple[Any, list[str]]:
    """The core's :class:`~xl_tiebreaks.standings.Standings` of a read workbook, with its
    settings (``override``: settings on top, e.g. ``rules="FIDE2024"``, ``round=5``) and its
    tie-break order (or ``tiebreaks``). Returns ``(standings, reader notes)``; the notes that
    name a place name its sheet and cell."""
    from ..sheet import _slots
    from ..spec import parse_spec

    if data.team:
        if manual:
            from ..texts import Text

            raise TiebreakError("settings_bad_value", key=Text("setting_manual"), value=Text("setting_team_manual"))
        return team_workbook_standings(data, tiebreaks, **override)
    places = SheetPlaces(data)
    se = workbook_evaluation(data, **override)
    try:
        if tiebreaks:
            specs = _slots(tiebreaks)[0]
        else:
            specs = []
            for k, c in enumerate(c for row in data.order for c in row):
                if c in (None, ""):
                    continue
                try:
                    specs.append(parse_spec(str(c)))
                except TiebreakError as e:
                    raise places.locate(e, order_index=k) from None
            specs = specs or None
        standings = se.evaluation.standings(specs, manual)
    except TiebreakError as e:
        raise (places.locate(e) if not tiebreaks else e) from None
    standings = dataclasses.replace(standings, notes=[places.locate_note(n) for n in standings.notes])
    if data.event:
        standings = dataclasses.replace(standings, tournament=dataclasses.replace(standings.tournament,
                                                                                  name=data.event))
    return standings, [places.locate_note(n) for n in se.notes]


def team_workbook_standings(data: WorkbookData, tiebreaks: str | None = None, **override: Any) -> tuple[Any, list[str]]:
    """The team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) of a read
    team workbook: its settings (boards, match points, primary score...; ``override`` on top:
    ``rules``, ``system``, ``round``, ``policies``) and its order (the primary score, then the
    tie-break slots), or ``tiebreaks``. ``unrated`` has no meaning for teams and is ignored.
    Returns ``(standings, reader notes)``."""
    from ..sheet import event_settings
    from ..teams.sheet import parse_team_settings, team_evaluate

    override.pop("unrated", None)
    try:  # (a setting's message names its cell)
        ts = parse_team_settings(data.settings)
        ts = dataclasses.replace(ts, base=event_settings(ts.base, **override))
    except TiebreakError as e:
        raise SheetPlaces(data).locate(e) from None
    try:
        se = team_evaluate(data.results, ts, data.names)
    except TiebreakError as e:  # the sheet's cell, the team by start number and name
        raise SheetPlaces(data).locate(e) from None
    if tiebreaks:
        codes: Any = tiebreaks
    else:
        cells = [str(c) for row in data.order for c in row if c not in (None, "")]
        codes = ([ts.primary] if ts.primary else []) + cells or None
    st = se.evaluation.standings(codes)
    if data.event:
        st = dataclasses.replace(st, tournament=dataclasses.replace(st.tournament, name=data.event))
    return st, list(se.notes)
