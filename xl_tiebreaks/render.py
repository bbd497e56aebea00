"""Standings as text: a readable table, CSV, or JSON (individual and team events)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any, Sequence

from .output import format_cell, format_number
from .standings import Standings


_WORDS = {
    "en": {"source": "source", "rules": "rules", "system": "pairing system", "rounds": "rounds", "of": "of",
           "note": "note", "swiss": "swiss", "round_robin": "round robin",
           "head": ["Rank", "No.", "Name", "Rtg", "Pts"]},
    "es": {"source": "origen", "rules": "reglas", "system": "sistema de emparejamiento", "rounds": "rondas",
           "of": "de", "note": "nota", "swiss": "suizo", "round_robin": "todos contra todos",
           "head": ["Puesto", "Nº", "Nombre", "Elo", "Pts"]},
}


def _common_header(st: Any, w: dict, source: str, lang: str, announced: int) -> list[str]:
    """Event name, source, rules, pairing system and rounds: the head of every standings text."""
    lines = [st.tournament.name] if st.tournament.name else []
    lines.append(f"{w['source']}: {source}")
    lines.append(f"{w['rules']}: {st.rules.rules.value}: {st.rules.rules.describe(lang)} ({st.rules.reason})")
    lines.append(f"{w['system']}: {w[st.pairing_system.value]} ({st.pairing_source})")
    lines.append(f"{w['rounds']}: {st.rounds_used}" + (f" {w['of']} {announced}" if announced > st.rounds_used else ""))
    return lines


def _header_lines(st: Standings, source: str, lang: str = "en") -> list[str]:
    w = _WORDS["es" if lang.startswith("es") else "en"]
    return _common_header(st, w, source, lang, st.tournament.rounds_announced)


def render_standings(st: Standings, fmt: str = "table", *, source: str = "", reader_notes: Sequence[str] = (),
                     lang: str = "en") -> str:
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
    w = _WORDS["es" if lang.startswith("es") else "en"]
    head = list(w["head"]) + [s.text for s in st.specs]
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

    out = _header_lines(st, source, lang)
    out += [n if n.startswith("warning:") else f"{w['note']}: {n}" for n in list(st.notes) + list(reader_notes)]
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


# ---------------------------------------------------------------------------------------------
# team events


_TEAM_WORDS = {  # the individual words, and what a team event adds
    "en": {**_WORDS["en"], "teams": "teams: {n}, boards: {b}, match points {mp}, ranked on {prim} first",
           "MP": "match points (MP)", "GP": "game points (GP)", "head": ["Rank", "No.", "Team", "MP", "GP"]},
    "es": {**_WORDS["es"], "teams": "equipos: {n}, tableros: {b}, puntos de match {mp}, clasifica primero por {prim}",
           "MP": "puntos de match (MP)", "GP": "puntos de partida (GP)",
           "head": ["Puesto", "Nº", "Equipo", "MP", "GP"]},
}


def _team_header_lines(st: Any, source: str, lang: str = "en") -> list[str]:
    w = _TEAM_WORDS["es" if lang.startswith("es") else "en"]
    t = st.tournament
    lines = _common_header(st, w, source, lang, max(t.total_rounds or 0, t.n_rounds))
    sc = t.scoring
    mp = "/".join(format_number(x, 0 if Fraction(x).denominator == 1 else 1) for x in
                  (sc.match_win, sc.match_draw, sc.match_loss))
    lines.append(w["teams"].format(n=len(t.teams), b=t.boards, mp=mp, prim=w[st.primary]))
    return lines


def _team_shown(st: Any) -> list[tuple[Any, Any]]:
    return [(s, c) for s, c in zip(st.specs, st.columns) if s.code not in ("MP", "GP")]


def render_team_standings(st: Any, fmt: str = "table", *, source: str = "",
                          reader_notes: Sequence[str] = (), lang: str = "en") -> str:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as ``table``,
    ``csv`` (start number, team, rank, MP, GP, then one column per tie-break) or ``json``."""
    teams = st.tournament.teams
    shown = _team_shown(st)
    if fmt == "csv":
        buf = io.StringIO()
        w = csv.writer(buf, lineterminator="\n")
        w.writerow(["start_no", "name", "rank", "MP", "GP"] + [s.text for s, _ in shown])
        for i in st.order:
            w.writerow([teams[i].start_no, teams[i].name, st.ranks[i], format_cell(st.mp, i), format_cell(st.gp, i)]
                       + [format_cell(c, i) for _, c in shown])
        return buf.getvalue()
    if fmt == "json":
        doc = {
            "event": st.tournament.name,
            "rules": st.rules.rules.value,
            "rules_reason": st.rules.reason,
            "pairing_system": st.pairing_system.value,
            "pairing_source": st.pairing_source,
            "rounds": st.rounds_used,
            "boards": st.tournament.boards,
            "primary": st.primary,
            "tiebreaks": [s.text for s, _ in shown],
            "notes": list(st.notes) + list(reader_notes),
            "standings": [
                {
                    "rank": st.ranks[i],
                    "start_no": teams[i].start_no,
                    "name": teams[i].name,
                    "match_points": format_cell(st.mp, i),
                    "game_points": format_cell(st.gp, i),
                    "tiebreaks": {s.text: (format_cell(c, i) or None) for s, c in shown},
                }
                for i in st.order
            ],
        }
        return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"
    w = _TEAM_WORDS["es" if lang.startswith("es") else "en"]
    head = list(w["head"]) + [s.text for s, _ in shown]
    body = []
    prev = None
    for i in st.order:
        r = st.ranks[i]
        body.append([str(r) if r != prev else "", str(teams[i].start_no), teams[i].name, format_cell(st.mp, i),
                     format_cell(st.gp, i)] + [format_cell(c, i) for _, c in shown])
        prev = r
    widths = [max(len(h), *(len(row[j]) for row in body)) if body else len(h) for j, h in enumerate(head)]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(widths[j]) if j == 2 else c.rjust(widths[j]) for j, c in enumerate(cells)).rstrip()

    out = _team_header_lines(st, source, lang)
    out += [n if n.startswith("warning:") else f"{w['note']}: {n}" for n in list(st.notes) + list(reader_notes)]
    out.append("")
    out.append(line(head))
    out.append(line(["-" * w for w in widths]))
    out += [line(r) for r in body]
    return "\n".join(out) + "\n"


def write_team_standings_xlsx(st: Any, path: str, *, source: str = "", reader_notes: Sequence[str] = ()) -> None:
    """Team standings to an .xlsx workbook (sheet "Standings"), numbers as numbers."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    from .output import to_float

    wb = Workbook()
    ws = wb.active
    ws.title = "Standings"
    for ln in _team_header_lines(st, source) + [f"note: {n}" for n in list(st.notes) + list(reader_notes)]:
        ws.append([ln])
    ws.append([])
    shown = _team_shown(st)
    ws.append(["Rank", "No.", "Team", "Match points", "Game points"] + [s.text for s, _ in shown])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    teams = st.tournament.teams
    for i in st.order:
        ws.append([st.ranks[i], teams[i].start_no, teams[i].name, to_float(st.mp.exact(i)), to_float(st.gp.exact(i))]
                  + [to_float(c.exact(i)) for _, c in shown])
    ws.freeze_panes = ws.cell(row=ws.max_row - len(st.order) + 1, column=4)
    wb.save(path)
