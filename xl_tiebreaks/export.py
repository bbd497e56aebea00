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
        changes["pairing_source"] = "workbook settings"
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


def workbook_to_trf(path: str | Path) -> str:
    """TRF-16 text of a filled workbook (see :func:`workbook_tournament`)."""
    from .readers.trf import write_trf

    return write_trf(workbook_tournament(path))
