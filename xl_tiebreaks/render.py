"""Standings as text: a readable table, CSV, or JSON."""

from __future__ import annotations

import csv
import io
import json
from typing import Sequence

from .output import format_cell
from .standings import Standings


def _header_lines(st: Standings, source: str) -> list[str]:
    t = st.tournament
    lines = []
    if t.name:
        lines.append(t.name)
    lines.append(f"source: {source}")
    lines.append(f"rules: {st.rules.rules.value}: {st.rules.rules.describe()} ({st.rules.reason})")
    lines.append(f"pairing system: {st.pairing_system.value.replace('_', ' ')} ({st.pairing_source})")
    lines.append(f"rounds: {st.rounds_used}" + (f" of {t.rounds_announced}" if t.rounds_announced > st.rounds_used else ""))
    return lines


def render_standings(st: Standings, fmt: str = "table", *, source: str = "", reader_notes: Sequence[str] = ()) -> str:
    """``st`` as ``table`` (readable), ``csv`` (start number, name, rank, points, then one
    column per tie-break headed with the code as given) or ``json``."""
    parts = st.tournament.participants
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["start_no", "name", "rank", "points"] + [s.text for s in st.specs])
        for i in st.order:
            w.writerow([parts[i].start_no, parts[i].name, st.ranks[i], format_cell(st.points, i)]
                       + [format_cell(c, i) for c in st.columns])
        return buf.getvalue()
    if fmt == "json":
        doc = {
            "event": st.tournament.name,
            "rules": st.rules.rules.value,
            "rules_reason": st.rules.reason,
            "pairing_system": st.pairing_system.value,
            "pairing_source": st.pairing_source,
            "rounds": st.rounds_used,
            "tiebreaks": [s.text for s in st.specs],
            "notes": list(st.notes) + list(reader_notes),
            "standings": [
                {
                    "rank": st.ranks[i],
                    "start_no": parts[i].start_no,
                    "name": parts[i].name,
                    "rating": parts[i].rating,
                    "points": format_cell(st.points, i),
                    "tiebreaks": {s.text: (format_cell(c, i) or None) for s, c in zip(st.specs, st.columns)},
                }
                for i in st.order
            ],
        }
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    # table
    head = ["Rank", "No.", "Name", "Rtg", "Pts"] + [s.text for s in st.specs]
    body = []
    prev = None
    for i in st.order:
        r = st.ranks[i]
        body.append(
            [str(r) if r != prev else "", str(parts[i].start_no), parts[i].name, str(parts[i].rating or ""),
             format_cell(st.points, i)] + [format_cell(c, i) for c in st.columns]
        )
        prev = r
    widths = [max(len(h), *(len(row[j]) for row in body)) if body else len(h) for j, h in enumerate(head)]
    left = {2}

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(widths[j]) if j in left else c.rjust(widths[j]) for j, c in enumerate(cells)).rstrip()

    out = _header_lines(st, source)
    out += [f"note: {n}" for n in list(st.notes) + list(reader_notes)]
    out.append("")
    out.append(line(head))
    out.append(line(["-" * w for w in widths]))
    out += [line(r) for r in body]
    return "\n".join(out) + "\n"


def write_standings_xlsx(st: Standings, path: str, *, source: str = "", reader_notes: Sequence[str] = ()) -> None:
    """Write ``st`` to an .xlsx workbook (sheet "Standings"): the rules and notes on top, then
    the table with numbers as numbers (undefined values left empty)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    from .output import to_float

    wb = Workbook()
    ws = wb.active
    ws.title = "Standings"
    for line in _header_lines(st, source) + [f"note: {n}" for n in list(st.notes) + list(reader_notes)]:
        ws.append([line])
    ws.append([])
    head = ["Rank", "No.", "Name", "Rating", "Points"] + [s.text for s in st.specs]
    ws.append(head)
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    parts = st.tournament.participants
    for i in st.order:
        ws.append(
            [st.ranks[i], parts[i].start_no, parts[i].name, parts[i].rating, to_float(st.points.exact(i))]
            + [to_float(c.exact(i)) for c in st.columns]
        )
    ws.freeze_panes = ws.cell(row=ws.max_row - len(st.order) + 1, column=4)
    wb.save(path)
