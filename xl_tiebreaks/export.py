"""A filled workbook as a FIDE TRF-16 file (``xl-tiebreaks to-trf``): federations accept
rating reports as TRF, not as spreadsheets.

The workbook is read as the Excel functions read it (its results range, players' names and
ratings, and its settings: date, rounds, pairing system, points), plus the federation and
FIDE id columns of the players sheet of the Swiss template, and written with
:func:`xl_tiebreaks.readers.trf.write_trf`. Reading the TRF back (with this product or with
FIDE's reference implementation) gives the same tournament and the same tie-breaks.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

from .errors import TiebreakError
from .model import Tournament


def workbook_tournament(path: str | Path, data: Any = None, wb: Any = None) -> Tournament:
    """The tournament a filled workbook holds, with its settings applied (``data`` /
    ``wb``: the workbook already read / opened from ``path``, not read again).

    Raises:
        TiebreakError: from reading the workbook or its results (located by cell); a FIDE id
            that is not a number of up to 11 digits, a federation that is not 3 letters.
    """
    from .sheet import evaluate, event_settings
    from .templates.words import NAMES, _T
    from .workbook.places import SheetPlaces
    from .workbook.reader import open_workbook, read_workbook

    wb = wb if wb is not None else open_workbook(path)
    data = data if data is not None else read_workbook(path, wb)
    try:
        st = event_settings(data.settings)
        t = evaluate(data.results, st, data.ratings, data.names).tournament
    except TiebreakError as e:  # the sheet's cell that holds what is wrong
        raise SheetPlaces(data).locate(e) from None
    changes: dict[str, object] = {"name": data.event or t.name}
    if st.date is not None:
        changes["start_date"] = st.date
    if st.rounds is not None:
        changes["total_rounds"] = st.rounds
    if st.system is not None:
        changes["pairing_system"] = st.system
        from .texts import Text

        changes["pairing_source"] = Text("src_workbook_settings")
    # federation and FIDE id: the players sheet's columns (Swiss template) next to the names
    found = _names_sheet(wb, NAMES[data.info.get("names_lang", "es")]["names"])
    if found is not None:
        ws, first = found
        heads = {str(ws.cell(row=first.row - 1, column=c).value or "").strip(): c for c in range(1, ws.max_column + 1)}
        tx = _T[data.info.get("names_lang", "es")]
        fed_col, id_col = heads.get(tx["fed"]), heads.get(tx["fide_id"])
        parts = []
        for i, p in enumerate(t.participants):
            r = first.row + i
            fed = ws.cell(row=r, column=fed_col) if fed_col else None
            fid = ws.cell(row=r, column=id_col) if id_col else None
            parts.append(dataclasses.replace(
                p, federation=_federation(ws, fed) if fed is not None and fed.value not in (None, "") else p.federation,
                fide_id=_fide_id(ws, fid) if fid is not None and fid.value not in (None, "") else p.fide_id))
        changes["participants"] = tuple(parts)
    t = dataclasses.replace(t, **changes)  # type: ignore[arg-type]
    if st.expelled:  # the expelled setting: kept in the TRF's XXE record (checklist Q197-198)
        from .standings import expel

        try:
            t = dataclasses.replace(t, participants=expel(t, st.expelled))
        except TiebreakError as e:
            raise SheetPlaces(data).locate(e) from None
    return t


def _names_sheet(wb: Any, name: str) -> tuple[Any, Any] | None:
    """(sheet, first cell) of the workbook name ``name``, or ``None`` when it has none (the
    reader has already refused a name on a sheet the workbook does not have)."""
    from .workbook.places import split_ref

    dn = wb.defined_names.get(name)
    if dn is None:
        return None
    sheet, ref = split_ref(dn.attr_text)
    if sheet is None or sheet not in wb.sheetnames:
        return None
    ws = wb[sheet]
    try:
        first = ws[ref.replace("$", "").split(":")[0]]
    except ValueError:
        return None
    return ws, first


def _fide_id(ws: Any, cell: Any) -> str:
    """A FIDE id as typed (digits; a number typed into a General cell comes back as one)."""
    v = cell.value
    if isinstance(v, bool):
        text = None
    elif isinstance(v, float):
        text = str(int(v)) if v.is_integer() and 0 < v < 1e11 else None
    else:
        text = str(v).strip()
    if text is None or not (text.isascii() and text.isdigit() and len(text) <= 11):
        raise TiebreakError("value_as_typed", _cell_place(ws, cell), what="FIDE id",
                            what_es="id FIDE", value=_shown(v), expected="a FIDE id (up to 11 digits)",
                            expected_es="un id FIDE (hasta 11 cifras)")
    return text


def _cell_place(ws: Any, cell: Any) -> str:
    """A cell as the workbook messages name it (``Jugadores!D7``: the same in both languages)."""
    from .workbook.places import sheet_cell

    return sheet_cell(ws.title, cell.row, cell.column)


def _federation(ws: Any, cell: Any) -> str:
    """A federation code as typed: three letters (ESP, ARG...)."""
    text = str(cell.value).strip()
    if isinstance(cell.value, bool) or not (len(text) <= 3 and text.isascii() and text.isalpha()):
        raise TiebreakError("value_as_typed", _cell_place(ws, cell), what="federation",
                            what_es="federación", value=_shown(cell.value), expected="a federation code (ESP, ARG...)",
                            expected_es="un código de federación (ESP, ARG...)")
    return text.upper()


def _shown(v: Any) -> str:
    from .validate import shown

    return shown(v)


def workbook_team_tournament(path: str | Path, data: Any = None, wb: Any = None) -> Any:
    """The team event a filled team workbook holds (teams with the players typed by board on
    the teams sheet, settings applied); ``data`` / ``wb`` as in :func:`workbook_tournament`.

    Raises:
        TiebreakError: from reading the workbook or its results.
    """
    from .sheet import event_settings
    from .templates.words import TEAM_NAMES
    from .teams.sheet import parse_team_settings, team_evaluate
    from .workbook.reader import open_workbook, read_workbook

    wb = wb if wb is not None else open_workbook(path)
    data = data if data is not None else read_workbook(path, wb)
    ts = parse_team_settings(data.settings)
    ts = dataclasses.replace(ts, base=event_settings(ts.base))
    tt = team_evaluate(data.results, ts, data.names).tournament
    changes: dict[str, object] = {"name": data.event or tt.name}
    st = ts.base
    if st.date is not None:
        changes["start_date"] = st.date
    if st.rounds is not None:
        changes["total_rounds"] = st.rounds
    # rosters: the board columns to the right of the team names (used when every board is named)
    found = _names_sheet(wb, TEAM_NAMES[data.info.get("names_lang", "es")]["names"])
    if found is not None:
        ws, first = found
        teams = []
        for i, tm in enumerate(tt.teams):
            row = [ws.cell(row=first.row + i, column=first.column + 1 + b).value for b in range(tt.boards)]
            roster = tuple(str(v).strip() for v in row if v not in (None, "") and str(v).strip())
            teams.append(dataclasses.replace(tm, roster=roster) if len(roster) == tt.boards else tm)
        changes["teams"] = tuple(teams)
    return dataclasses.replace(tt, **changes)  # type: ignore[arg-type]


def workbook_to_trf(path: str | Path, *, cells: str | None = None, lang: str = "en") -> tuple[str, list[str]]:
    """TRF-16 text of a filled workbook (see :func:`workbook_tournament`), with each player's
    rank by the workbook's own tie-break order (columns 86-89) and that order as TRF-2026's
    ``202`` record (:func:`~xl_tiebreaks.readers.trf.writer.tiebreak_record`), and notes for the reader
    (e.g. colours that a crosstable does not record, written ``-``). A team workbook is
    written with team records (``310``), which needs every match's board results
    (:func:`~xl_tiebreaks.teams.readers.write_team_trf`). The workbook is opened once.
    ``cells``: a range of any workbook read instead of a template's (the command line's
    ``--range``, :func:`~xl_tiebreaks.workbook.reader.range_data`). ``lang`` names an event
    that has no name (a range of a workbook that is not a template: ``012 Torneo`` in Spanish).

    Raises:
        TiebreakError: from reading the workbook (a renamed or deleted sheet of the template
            included) or its results.
    """
    from .readers.trf import write_trf
    from .workbook.reader import open_workbook, read_workbook, workbook_standings

    wb = open_workbook(path)
    data = read_workbook(path, wb, cells=cells)
    if data.team:
        from .teams.readers import write_team_trf

        return write_team_trf(workbook_team_tournament(path, data, wb)), []
    t = workbook_tournament(path, data, wb)
    st, reader_notes = workbook_standings(data)
    ranks = {p.start_no: st.ranks[i] for i, p in enumerate(st.tournament.participants)}
    from .texts import is_warning

    # what the standings warn about (a round left blank read as an absence...): the file says it as read
    notes = [n for n in list(reader_notes) + list(st.notes) if is_warning(n)]
    if not t.round_order_known:
        from .texts import Text

        notes.append(Text("note_to_trf_crosstable"))
    return write_trf(t, ranks=ranks, notes=notes, tiebreaks=st.specs, lang=lang), notes
