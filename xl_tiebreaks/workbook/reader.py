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

from ..errors import TiebreakError
from ..templates.words import NAMES, PROP_PREFIX
from ..texts import Text
from .evaluator import Evaluator, _for_python, _Propagate
from .formulas import XLError
from .package import MAX_CELLS, MAX_COLUMNS, MAX_ROWS  # the limits of a workbook read safely
from .data import WorkbookData  # noqa: F401 - what read_workbook returns
from .places import SheetPlaces, sheet_cell


def open_workbook(path: str | Path, *, keep_vba: bool = False) -> Any:
    """``openpyxl.load_workbook`` on a workbook file that passed every check of
    :func:`xl_tiebreaks.workbook.package.open_package` (a regular file of bounded size, a zip
    package without two parts of one name, no zip bomb, no DTD or entity in any part, sheets
    within their rows, columns and cells wherever the package stores them, no number too
    long to convert), so that nothing is parsed before the bounds are known to hold. What
    openpyxl still refuses is said in one line; its warnings (parts it does not keep) are not
    printed.

    Raises:
        TiebreakError: ``file_not_found``, ``path_not_regular_input``, ``file_too_big``,
            ``workbook_unreadable``, ``workbook_too_big``, ``digits_bound``.
    """
    from .package import open_package

    return load_package(open_package(path), keep_vba=keep_vba)


def load_package(pkg: Any, *, keep_vba: bool = False) -> Any:
    """``openpyxl.load_workbook`` on a :class:`~xl_tiebreaks.workbook.package.Package` that
    :func:`~xl_tiebreaks.workbook.package.open_package` checked (:func:`open_workbook`).

    Raises:
        TiebreakError: ``workbook_unreadable`` (one line), ``workbook_too_big``.
    """
    import io
    import warnings

    from .package import library_detail

    if pkg.ods is not None:
        try:
            return ods_workbook(pkg.ods)
        except ValueError as e:  # (a sheet's title openpyxl will not take)
            raise TiebreakError("workbook_unreadable", path=pkg.name, detail=library_detail(e)) from None
    try:
        with warnings.catch_warnings():  # openpyxl's notes on parts it does not keep (a data validation
            warnings.simplefilter("ignore")  # extension, a date cell out of range): not the organiser's to act on
            wb = load_workbook(io.BytesIO(pkg.read_data()), keep_vba=keep_vba)
    except TiebreakError:
        raise
    except Exception as e:  # openpyxl / defusedxml refusals, broken XML: one line
        raise TiebreakError("workbook_unreadable", path=pkg.name, detail=library_detail(e)) from None
    cells = 0
    for ws in wb.worksheets:
        cells += len(ws._cells)
        if ws.max_row > MAX_ROWS or ws.max_column > MAX_COLUMNS or cells > MAX_CELLS:
            raise TiebreakError("workbook_too_big", path=pkg.name,
                                what=Text("detail_sheet_size", sheet=ws.title, rows=ws.max_row, cols=ws.max_column))
    # (the helper sheets left empty, and the package they are in: check compares their formulas
    # by streaming the part, xl_tiebreaks.workbook.tampered)
    wb.xlt_skipped = dict(pkg.skipped)
    wb.xlt_package = pkg
    return wb


def ods_workbook(book: Any) -> Any:
    """An openpyxl workbook holding what an .ods holds (:class:`~xl_tiebreaks.workbook.ods.OdsBook`,
    read within the bounds of every workbook): its sheets' values (a formula's value as
    LibreOffice stored it), its named ranges as workbook names, its document properties as
    custom properties; every command then reads it as it reads the .xlsx LibreOffice would
    have saved."""
    from openpyxl import Workbook
    from openpyxl.packaging.custom import StringProperty
    from openpyxl.workbook.defined_name import DefinedName

    import warnings

    wb = Workbook()
    wb.remove(wb.active)
    for title, cells in book.sheets.items():
        with warnings.catch_warnings():  # (a title longer than Excel's 31 characters is kept as it is)
            warnings.simplefilter("ignore")
            ws = wb.create_sheet(title=title)
        for (r, c), v in cells.items():
            cell = ws.cell(row=r, column=c)
            cell.value = v
            if isinstance(v, str) and cell.data_type == "f":  # a text that starts with '=' stays text
                cell.data_type = "s"
    if not wb.worksheets:
        wb.create_sheet("Sheet1")
    wb.xlt_values_only = True  # (an .ods's formulas are not read: its cells hold their values only)
    for name, ref in book.names.items():
        try:
            wb.defined_names[name] = DefinedName(name, attr_text=ref)
        except (ValueError, TypeError):  # a name Excel would not take: not one of a template's
            continue
    for key, value in book.properties.items():
        try:
            wb.custom_doc_props.append(StringProperty(name=key, value=value))
        except (ValueError, TypeError):
            continue
    return wb


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


def workbook_language(path: str | Path) -> str | None:
    """The language a workbook of ours speaks (``"es"`` / ``"en"``): its settings' language row
    (``Idioma`` / ``Language``), else the language of its template (its properties, else its
    workbook names: a Spanish template's names are Spanish); ``None`` when it is none of ours.
    Every command answers a workbook in its language unless ``--lang`` says otherwise.

    Raises:
        TiebreakError: those of :func:`open_workbook`.
    """
    from ..sheet_functions import _said_lang

    wb = open_workbook(path)
    info = template_info(wb)
    if not info:
        return None
    if is_team_workbook(info):
        from ..templates.words import TEAM_NAMES

        roles = TEAM_NAMES[info["names_lang"]]
    else:
        roles = NAMES[info["names_lang"]]
    rows: list[list[Any]] = []
    dn = next((v for k, v in wb.defined_names.items() if k.upper() == roles["settings"].upper()), None)
    try:
        for title, ref in (dn.destinations if dn is not None else ()):
            if title in wb.sheetnames:
                rows += [[c.value for c in row] for row in wb[title][ref.replace("$", "")]]
    except (ValueError, TypeError, KeyError, AttributeError):  # a broken name: the command itself says so
        rows = []
    said = _said_lang(rows) if rows else None
    got = said or info.get("lang") or info["names_lang"]
    return got if got in ("es", "en") else info["names_lang"]


def is_team_workbook(info: dict[str, str]) -> bool:
    """Is the template (:func:`template_info`) a team event's?"""
    return info.get("template", "").startswith("team")


def read_workbook(path: str | Path, wb: Any = None, *, cells: str | None = None) -> WorkbookData:
    """Read an xl-tiebreaks workbook (filled template); ``wb``: the workbook already opened
    from ``path`` (:func:`open_workbook`), not opened again. With ``cells`` (the command
    line's ``--range``: ``Hoja1!A1:N20``, ``'Mi hoja'!A1:N20`` or a name the workbook
    defines), that range of any workbook is read instead, as the spreadsheet functions read a
    results range (:func:`range_data`).

    Raises:
        TiebreakError: those of :func:`open_workbook`; ``workbook_not_template`` (saying how
            to name a range) when the workbook has none of a template's names and no
            ``cells`` are given; ``workbook_sheet_missing`` / ``workbook_name_broken``
            when a name of the template points at a sheet the workbook no longer has (renamed
            or deleted) or at deleted cells; ``workbook_cell_error`` for a cell of the
            template's ranges whose formula cannot be computed without Excel; those of
            :func:`range_data` for ``cells``.
    """
    p = Path(path)
    if wb is None:
        wb = open_workbook(p)
    if cells is not None:
        return range_data(wb, p, cells)
    info = template_info(wb)
    if not info:
        raise TiebreakError("workbook_not_template", name=p.name, sheet=wb.sheetnames[0] if wb.sheetnames else "Hoja1")
    return _workbook_data(wb, info, p, Evaluator(wb, lang=info.get("lang", "en")))


def range_data(wb: Any, p: Path, cells: str) -> WorkbookData:
    """The range ``cells`` of the workbook ``wb`` (opened from ``p``) as the spreadsheet
    functions receive a results range: each cell's value as the hosts pass it (numbers, text,
    dates as ``datetime``, a formula's computed value; blank cells ``None``), with no settings
    (the command line's options give them, as a function's settings argument would) and no
    names or ratings apart. ``cells``: ``Sheet!A1:N20`` (the sheet as its tab shows it, quoted
    when it has spaces: ``'Mi hoja'!A1:N20``; a sheet's name matched without case as the
    spreadsheets do; ``Sheet!A:N`` whole columns, to the sheet's last row), or a name the
    workbook defines (any case). Every message about the range names it as typed.

    Raises:
        TiebreakError: ``range_no_sheet`` (naming the sheets the workbook has),
            ``range_bad_address``, ``range_unknown`` (neither a range nor a name of the
            workbook), ``workbook_name_broken`` / ``workbook_sheet_missing`` (a name that
            points nowhere), ``range_empty``, ``workbook_too_big`` (more cells than a range
            may hold), ``workbook_cell_error`` (a formula of the range that cannot be
            computed here).
    """
    info = template_info(wb)
    ev = Evaluator(wb, lang=info.get("lang", "en"))
    ref = _range_ref(wb, ev, cells)
    vals = ev.range_values(ref)
    rows = []
    for i, row in enumerate(vals):
        for j, v in enumerate(row):
            if isinstance(v, XLError) and v.message:
                raise TiebreakError("workbook_cell_error", cell=sheet_cell(ref.sheet, ref.min_row + i, ref.min_col + j),
                                    error=str(v), why=v.message)
        rows.append([str(v) if isinstance(v, XLError) else _for_python(v) for v in row])
    where = f"{_quoted(ref.sheet)}!{sheet_cell(ref.sheet, ref.min_row, ref.min_col).rsplit('!', 1)[1]}:" \
            f"{sheet_cell(ref.sheet, ref.max_row, ref.max_col).rsplit('!', 1)[1]}"
    if all(v is None or (isinstance(v, str) and not v.strip()) for row in rows for v in row):
        raise TiebreakError("range_empty", where=where, text=cells)
    return WorkbookData(path=p, info={}, results=rows, settings=[], order=[], names=None, ratings=None,
                        results_where=where, where={"results": where})


def _range_ref(wb: Any, ev: Evaluator, cells: str) -> Any:
    """The :class:`~xl_tiebreaks.workbook.formulas.Ref` that ``--range`` names (:func:`range_data`)."""
    from openpyxl.utils.cell import range_boundaries

    from .places import split_ref

    typed = cells.strip()
    sheet, addr = split_ref(typed)
    if sheet is None:
        name = typed.lstrip("=")
        if name.upper() in ev.names:
            try:
                return ev.name_ref(name, wb.sheetnames[0])
            except _Propagate as e:
                raise (e.error or TiebreakError("range_unknown", text=cells, names="")) from None
        if len(wb.sheetnames) == 1 and _is_address(name):
            sheet, addr = wb.sheetnames[0], name
        else:
            known = sorted(k for k in wb.defined_names.keys())
            raise TiebreakError("range_unknown", text=cells, sheet=_quoted(wb.sheetnames[0]),
                                names=", ".join(known[:10]) if known else "-")
    titles = {t.casefold(): t for t in wb.sheetnames}
    title = sheet if sheet in wb.sheetnames else titles.get(sheet.casefold())
    if title is None:
        raise TiebreakError("range_no_sheet", text=cells, sheet=sheet,
                            sheets=", ".join(_quoted(t) for t in wb.sheetnames[:20]))
    clean = addr.replace("$", "").strip().upper()
    try:
        if not _is_address(clean):
            raise ValueError(clean)
        mc, mr, xc, xr = range_boundaries(clean)
    except (ValueError, TypeError):
        raise TiebreakError("range_bad_address", text=cells, address=addr, sheet=_quoted(title)) from None
    ws = wb[title]
    mr, xr = (mr or 1), (xr or max(ws.max_row, 1))
    mc, xc = (mc or 1), (xc or max(ws.max_column, 1))
    if xr > MAX_ROWS or xc > MAX_COLUMNS:
        raise TiebreakError("range_bad_address", text=cells, address=addr, sheet=_quoted(title))
    from openpyxl.utils import get_column_letter

    try:
        return ev.ref(f"{_quoted(title)}!{get_column_letter(mc)}{mr}:{get_column_letter(xc)}{xr}", title, name=cells)
    except _Propagate as e:
        raise (e.error or TiebreakError("range_bad_address", text=cells, address=addr, sheet=_quoted(title))) from None


_ADDRESS = re.compile(r"\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?|\$?[A-Za-z]{1,3}:\$?[A-Za-z]{1,3}"
                      r"|\$?\d{1,7}:\$?\d{1,7}")


def _is_address(text: str) -> bool:
    return _ADDRESS.fullmatch(text.strip()) is not None


def _quoted(title: str) -> str:
    """A sheet's name as a reference writes it (``Hoja1``, ``'Mi hoja'``)."""
    return sheet_cell(title, 1, 1).rsplit("!", 1)[0]


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
            _hold_noaddin_order(data, specs, places)
        standings = se.evaluation.standings(specs, manual)
    except TiebreakError as e:
        raise (places.locate(e) if not tiebreaks else e) from None
    standings = dataclasses.replace(standings, notes=[places.locate_note(n) for n in standings.notes])
    if data.event:
        standings = dataclasses.replace(standings, tournament=dataclasses.replace(standings.tournament,
                                                                                  name=data.event))
    return standings, [places.locate_note(n) for n in se.notes]


def _hold_noaddin_order(data: WorkbookData, specs: list[Any] | None, places: Any) -> None:
    """A workbook without the add-in computes the tie-break order it was made with (its
    ``order`` property; :mod:`xl_tiebreaks.noaddin`): an order typed over it on the Settings
    sheet makes every computed cell of the workbook say so, and the commands say the same,
    naming the first cell that differs (``-t`` still gives any order on the command line).

    Raises:
        TiebreakError: ``workbook_noaddin_order``.
    """
    made = (data.info or {}).get("order") if (data.info or {}).get("noaddin") == "1" else None
    if made is None:
        return
    from ..spec import parse_spec

    want = [parse_spec(c) for c in made.split()]
    got = list(specs or [])
    if got == want:
        return
    k = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
    raise places.locate(TiebreakError("workbook_noaddin_order", codes=made), order_index=k)


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
