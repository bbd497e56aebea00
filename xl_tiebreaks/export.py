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

from .model import Tournament


def workbook_tournament(path: str | Path) -> Tournament:
    """The tournament a filled workbook holds, with its settings applied.

    Raises:
        TiebreakError: from reading the workbook or its results (located by cell).
    """
    from .sheet import evaluate, event_settings
    from .templates import NAMES, _T
    from .workbook import open_workbook, read_workbook

    data = read_workbook(path)
    st = event_settings(data.settings)
    t = evaluate(data.results, st, data.ratings, data.names).tournament
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
    wb = open_workbook(path)
    lang = data.info.get("names_lang", "es")
    dn = wb.defined_names.get(NAMES[lang]["names"])
    if dn is not None and "!" in dn.attr_text:
        sheet, ref = dn.attr_text.rsplit("!", 1)
        ws = wb[sheet.strip("'")]
        first = ws[ref.replace("$", "").split(":")[0]]
        heads = {str(ws.cell(row=first.row - 1, column=c).value or "").strip(): c for c in range(1, ws.max_column + 1)}
        tx = _T[lang]
        fed_col, id_col = heads.get(tx["fed"]), heads.get(tx["fide_id"])
        parts = []
        for i, p in enumerate(t.participants):
            r = first.row + i
            fed = ws.cell(row=r, column=fed_col).value if fed_col else None
            fid = ws.cell(row=r, column=id_col).value if id_col else None
            parts.append(dataclasses.replace(
                p, federation=str(fed).strip() if fed not in (None, "") else p.federation,
                fide_id=str(int(fid) if isinstance(fid, float) else fid).strip() if fid not in (None, "") else p.fide_id))
        changes["participants"] = tuple(parts)
    return dataclasses.replace(t, **changes)  # type: ignore[arg-type]


def workbook_team_tournament(path: str | Path) -> Any:
    """The team event a filled team workbook holds (teams with the players typed by board on
    the teams sheet, settings applied).

    Raises:
        TiebreakError: from reading the workbook or its results.
    """
    from .sheet import event_settings
    from .team_templates import TEAM_NAMES
    from .teams.sheet import parse_team_settings, team_evaluate
    from .workbook import open_workbook, read_workbook

    data = read_workbook(path)
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
    wb = open_workbook(path)
    dn = wb.defined_names.get(TEAM_NAMES[data.info.get("names_lang", "es")]["names"])
    if dn is not None and "!" in dn.attr_text:
        sheet, ref = dn.attr_text.rsplit("!", 1)
        ws = wb[sheet.strip("'").replace("''", "'")]
        first = ws[ref.replace("$", "").split(":")[0]]
        teams = []
        for i, tm in enumerate(tt.teams):
            row = [ws.cell(row=first.row + i, column=first.column + 1 + b).value for b in range(tt.boards)]
            roster = tuple(str(v).strip() for v in row if v not in (None, "") and str(v).strip())
            teams.append(dataclasses.replace(tm, roster=roster) if len(roster) == tt.boards else tm)
        changes["teams"] = tuple(teams)
    return dataclasses.replace(tt, **changes)  # type: ignore[arg-type]


def workbook_to_trf(path: str | Path) -> tuple[str, list[str]]:
    """TRF-16 text of a filled workbook (see :func:`workbook_tournament`), with each player's
    rank by the workbook's own tie-break order (columns 86-89), and notes for the reader
    (e.g. colours that a crosstable does not record, written ``-``). A team workbook is
    written with team records (``310``), which needs every match's board results
    (:func:`~xl_tiebreaks.teams.readers.write_team_trf`)."""
    from .readers.trf import write_trf
    from .workbook import is_team_workbook, open_workbook, read_workbook, template_info, workbook_standings

    if is_team_workbook(template_info(open_workbook(path))):
        from .teams.readers import write_team_trf

        return write_team_trf(workbook_team_tournament(path)), []
    t = workbook_tournament(path)
    st, _ = workbook_standings(read_workbook(path))
    ranks = {p.start_no: st.ranks[i] for i, p in enumerate(st.tournament.participants)}
    notes = []
    if not t.round_order_known:
        from .texts import Text

        notes.append(Text("note_to_trf_crosstable"))
    return write_trf(t, ranks=ranks), notes
