"""``xl-tiebreaks compute``: evaluate a filled workbook's own formulas that call the
project's Excel functions (:mod:`xl_tiebreaks.udfs`), with the few builtins the templates use
(:mod:`xl_tiebreaks.workbook.evaluator`), and write the values into a copy: the copy has values
where those formulas were (Linux and macOS users without the add-in, and the tests, get
numbers; LibreOffice shows them). A formula with anything else (``SUM``, ``VLOOKUP``...) is
left as it is and reported.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from openpyxl.utils import range_boundaries
from openpyxl.worksheet.formula import ArrayFormula

from ..errors import TiebreakError
from ..templates.words import _T
from ..text_cells import put_value
from ..texts import Text, say
from .evaluator import Evaluator
from .formulas import XLError
from .places import SheetPlaces, sheet_cell
from .reader import _workbook_data, load_package, open_workbook, template_info  # noqa: F401


# ---------------------------------------------------------------------------------------------
# compute


@dataclass
class ComputeReport:
    """What :func:`compute` did."""

    output: Path
    formulas: int = 0  # formula cells (array formulas count once) replaced by values
    errors: list[tuple[str, str]] = field(default_factory=list)  # (where, message) shown as errors
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (where, why) left as formulas
    engine: str = "python"  # who computed the values: "python" (this module) or "libreoffice"
    #: what the organiser should know (e.g. macros left out): texts or errors, said in the report's language
    notes: list[Any] = field(default_factory=list)

    def lines(self) -> list[str]:
        """What :meth:`lines_in` says, in English."""
        return [line for line, _ in self.lines_in("en")]

    def lines_in(self, lang: str = "en") -> list[tuple[str, bool]]:
        """The report in ``lang``: (line, is it an error or a formula left as it was)."""
        from ..texts import note_line, text

        wrote = "compute_wrote_lo" if self.engine == "libreoffice" else "compute_wrote"
        out = [(text(wrote, lang, path=self.output, n=self.formulas), False)]
        out += [(note_line(n, lang), False) for n in self.notes]
        seen: dict[str, list[str]] = {}
        for w, m in self.errors:  # one line per message (each mistake a function found), with every place it showed
            for one in (m.every() if isinstance(m, TiebreakError) else [m]):
                seen.setdefault(say(one, lang), []).append(w)
            if isinstance(m, TiebreakError) and m.more:
                seen.setdefault(text("errors_not_listed", lang, n=m.more), []).append(w)
            if isinstance(m, TiebreakError) and m.unread:
                seen.setdefault(text("errors_unread_listed", lang, unread=m.unread), []).append(w)
        for m, ws in seen.items():
            where = ", ".join(ws[:3]) + (" ..." if len(ws) > 3 else "")
            out.append((f"{text('w_error', lang)}: " + text("compute_error", lang, message=m, where=where), True))
        out += [(text("compute_left", lang, where=w, why=say(m, lang)), True) for w, m in self.skipped]
        return out


#: the functions whose lines name places: in a host the range's rows and columns, in compute's
#: copy the sheet's cells (:data:`xl_tiebreaks.sheet_functions.MESSAGE_PLACES`)
MESSAGE_FUNCTIONS = ("RULES_AND_WARNINGS", "REGLAS_Y_AVISOS")


def _engine_value(lo: dict, sheet: str, row: int, col: int, ours: Any, report: ComputeReport,
                  text: str = "") -> Any:
    """LibreOffice's value of a cell (``lo``: :func:`~xl_tiebreaks.libreoffice.office.workbook_values`);
    a difference from our evaluator's ``ours`` is reported (not for the lines of
    :data:`MESSAGE_FUNCTIONS`, whose places LibreOffice names by the range's rows and columns)."""
    from ..libreoffice.office import same_value

    got = lo.get((sheet, row, col))
    if isinstance(got, dict):
        got = XLError(got.get("error", "#VALUE!"))
    if any(f in text.upper() for f in MESSAGE_FUNCTIONS) and isinstance(got, str) and isinstance(ours, str):
        return ours  # (the copy's lines name the sheet's cells)
    if not same_value(got, ours):
        report.errors.append((sheet_cell(sheet, row, col), TiebreakError("lo_engine_differs", lo=repr(got), py=repr(ours))))
    return got


def _out_value(v: Any) -> Any:
    if isinstance(v, XLError):
        return str(v)
    if v == "":
        return None
    if isinstance(v, bool):
        return v
    return v


#: Excel's error values in Spanish Excel (what a Spanish organiser's Excel shows for them)
_ERRORS_ES = {"#VALUE!": "#¡VALOR!", "#N/A": "#N/D", "#REF!": "#¡REF!", "#NAME?": "#¿NOMBRE?", "#DIV/0!": "#¡DIV/0!",
              "#NUM!": "#¡NUM!", "#NULL!": "#¡NULO!"}


def excel_error_name(code: str, lang: str) -> str:
    """``code`` (``#VALUE!``) as Excel in ``lang`` shows it (``#¡VALOR!`` in Spanish)."""
    return _ERRORS_ES.get(code, code) if lang == "es" else code


def default_output(path: str | Path, lang: str = "en") -> Path:
    """Where ``compute`` writes when no output is named: beside the workbook, ``torneo_calculado.xlsx``
    in Spanish, ``event_computed.xlsx`` in English."""
    p = Path(path)
    return p.with_name(f"{p.stem}_{'calculado' if lang == 'es' else 'computed'}{p.suffix}")


def compute(path: str | Path, output: str | Path | None = None, *, engine: Any = "python",
            force: bool = True) -> ComputeReport:
    """Evaluate the workbook's formulas that call our functions and write a copy with values
    to ``output`` (default :func:`default_output`; ``"-"``: the standard output).

    The copy is the kind its name says: ``.xlsm`` keeps the macros of an ``.xlsm`` (an
    ``.xlsx`` source has none to give: refused); ``.xlsx`` is written without them, as a
    plain workbook Excel opens (a note says the macros were left out).

    ``engine``: ``"python"`` (this module's evaluator), ``"libreoffice"`` (a headless
    LibreOffice with the extension computes the workbook: its values are written, a cell
    where it and the evaluator differ is reported, a cell the evaluator finds in error keeps
    the evaluator's message), or a running :class:`~xl_tiebreaks.libreoffice.office.Office`.

    ``force``: an existing ``output`` is replaced (keeping its permissions); without it the
    copy is created exclusively (:func:`xl_tiebreaks.files.write_output`), as the command
    line does without ``--force``.

    Raises:
        TiebreakError: ``file_not_found`` and the errors of :func:`open_workbook`;
            ``output_is_input``, ``output_suffix``, ``workbook_no_macros``, ``compute_ods``
            (an .ods, whose values LibreOffice computed and stored); ``write_failed``,
            ``output_exists`` (without ``force``);
            ``lo_not_found`` / ``lo_failed`` with the LibreOffice engine.
    """
    from ..files import check_input, is_stdout, same_file, write_output

    src = check_input(path)
    out = output if output is not None else default_output(src)
    to_stdout = is_stdout(out)
    src_vba = src.suffix.lower() == ".xlsm"
    if to_stdout:
        out_vba = src_vba
    else:
        out = Path(out)
        if out.suffix.lower() not in (".xlsx", ".xlsm"):
            raise TiebreakError("output_suffix", path=str(out), what="a workbook", what_es="un libro",
                                suffixes=".xlsx or .xlsm", suffixes_es=".xlsx o .xlsm")
        if same_file(out, src):
            raise TiebreakError("output_is_input", path=str(out))
        out_vba = out.suffix.lower() == ".xlsm"
        if out_vba and not src_vba:
            raise TiebreakError("workbook_no_macros", source=src.name, path=out.name)
    from .package import open_package

    pkg = open_package(src)  # (the one guarded way: LibreOffice, too, gets these checked bytes)
    if pkg.ods is not None:  # (its formulas are LibreOffice's, their values stored: nothing to compute here)
        raise TiebreakError("compute_ods", path=src.name)
    wb = load_package(pkg, keep_vba=out_vba)
    info = template_info(wb)
    if info.get("noaddin") == "1":  # its formulas are the spreadsheet's own: it computes wherever it is opened
        raise TiebreakError("compute_noaddin", path=src.name)
    wb_lang = info.get("lang", "en") if info else "en"
    ev = Evaluator(wb, lang=wb_lang)
    report = ComputeReport(Path(str(out)))
    cells = _formula_cells(ev, report)
    if src_vba and not out_vba:
        report.notes.append(TiebreakError("workbook_macros_dropped", source=src.name, path=Path(str(out)).name))
    lo = None
    if engine != "python":
        from ..libreoffice.office import workbook_values

        lo = workbook_values(pkg, None if engine == "libreoffice" else engine)
        report.engine = "libreoffice"
    places: SheetPlaces | None = None
    data = None
    if info:
        try:
            data = _workbook_data(wb, info, src, ev)
            places = SheetPlaces(data)
        except Exception:  # noqa: BLE001 - a damaged template: keep the messages as they are
            places = None
    from ..sheet_functions import MESSAGE_PLACES

    token = MESSAGE_PLACES.set(places)  # (RULES_AND_WARNINGS' lines name the sheet's cells)
    try:
        for ws, c, v in cells:
            ok, why = ev.evaluable(v.text if isinstance(v, ArrayFormula) else v)
            if not ok:
                report.skipped.append((f"'{ws.title}'!{c.coordinate}", why))
                continue
            ev.cell_value(ws.title, c.row, c.column)
    finally:
        MESSAGE_PLACES.reset(token)
    for ws, c, v in cells:  # (the formulas as read: an array's values are written into its cells below)
        text = v.text if isinstance(v, ArrayFormula) else v
        if not ev.evaluable(text)[0]:
            continue
        report.formulas += 1
        if isinstance(v, ArrayFormula):
            mc, mr, xc, xr = range_boundaries(v.ref)
        else:
            mc, mr, xc, xr = c.column, c.row, c.column, c.row
        first = ev.values.get((ws.title, mr, mc))
        message = None
        if isinstance(first, XLError) and first.message:
            # the reason where the organiser sees it: the sheet and cell, the player's number and name
            why = places.locate(first.message) if places is not None and isinstance(first.message, TiebreakError) \
                else first.message
            message = say(why, wb_lang)
        for r in range(mr, xr + 1):
            for cc in range(mc, xc + 1):
                val = ev.values.get((ws.title, r, cc))
                if message is not None:  # the reason once, in the first cell (as text), after the
                    # error as Excel in the workbook's language names it (#¡VALOR! in Spanish)
                    val = f"{excel_error_name(str(first), wb_lang)} {message}" if (r, cc) == (mr, mc) else None
                elif lo is not None:
                    val = _engine_value(lo, ws.title, r, cc, val, report, text or "")
                put_value(ws.cell(row=r, column=cc), _out_value(val))  # (a text answer stays text: issue 35)
    report.errors = ev.errors + report.errors
    if data is not None:
        _event_findings(data, report)
    if info and report.errors:
        if places is not None:
            # (our functions' errors come with their place as data; other messages as they are)
            report.errors = [(w, places.locate(m) if isinstance(m, TiebreakError) else m) for w, m in report.errors]
    _mark_computed(wb)
    if info:
        from ..templates.package import workbook_bytes

        data = workbook_bytes(wb)
    else:
        from ..files import workbook_bytes as plain_bytes

        data = plain_bytes(wb)
    write_output(None if to_stdout else Path(out), data, binary=True, force=force)
    return report


def _event_findings(data: Any, report: ComputeReport) -> None:
    """What the workbook's event says beyond its formulas' values, into ``report``: every
    warning ``standings`` gives (a round left blank read as an absence, a cut that leaves no
    value, the edition chosen without a date...: issue 23, warnings are never lost), and, as
    an error, a rating column of the order that can hold only a message (unrated players and
    no rating announced for them, or no ratings: C.07 art. 10), so that ``compute`` exits 1
    as for any formula's error. A refused event says nothing more here: its formulas'
    errors say it."""
    from ..texts import is_warning
    from .reader import team_workbook_standings, workbook_evaluation, workbook_standings

    try:
        if data.team:
            st, reader_notes = team_workbook_standings(data)
        else:
            st, reader_notes = workbook_standings(data)
    except TiebreakError:
        return
    for n in list(reader_notes) + list(st.notes):
        if is_warning(n) and n not in report.notes and getattr(n, "code", "") != "warn_unrated_empty":
            report.notes.append(n)
    if data.team:
        return
    from ..sheet import rating_problem

    try:
        se = workbook_evaluation(data)
    except TiebreakError:
        return
    where = data.where.get("order", "")
    for spec in st.specs:
        e = rating_problem(se, spec)
        if e is not None:
            report.errors.append((where, e))


def _formula_cells(ev: Evaluator, report: ComputeReport) -> list[tuple[Any, Any, Any]]:
    """(sheet, cell, formula) of every formula cell, as read before any value is written; a
    formula typed inside another array formula's cells (which Excel does not allow) is left as
    it is and reported: the array's values go there."""
    out = []
    inside: dict[tuple[str, int, int], str] = {}
    for ws, c in ev.formula_cells():
        v = c.value
        if isinstance(v, ArrayFormula) and v.ref:
            mc, mr, xc, xr = range_boundaries(v.ref)
            for r in range(mr, xr + 1):
                for cc in range(mc, xc + 1):
                    if (r, cc) != (c.row, c.column):
                        inside[(ws.title, r, cc)] = v.ref
        out.append((ws, c, v))
    kept = []
    for ws, c, v in out:
        ref = inside.get((ws.title, c.row, c.column))
        if ref is not None:
            report.skipped.append((f"'{ws.title}'!{c.coordinate}", Text("formula_in_array", ref=ref)))
            continue
        kept.append((ws, c, v))
    return kept


def _mark_computed(wb: Any) -> None:
    info = template_info(wb)
    lang = info.get("lang", "en") if info else "en"
    when = _dt.date.today().isoformat()
    note = _T.get(lang, _T["en"])["computed_note"].format(when=when)
    title = _T.get(lang, _T["en"])["sheet_instructions"]
    if title in wb.sheetnames:
        cell = wb[title]["A2"]
        cell.value = note
        from openpyxl.styles import Font

        cell.font = Font(name="Calibri", italic=True, color="C00000")
