"""Standings as text: a readable table, CSV, or JSON (individual and team events)."""

from __future__ import annotations

import csv
import io
import json
from fractions import Fraction
from typing import Any, Sequence

from .output import format_cell, format_number
from .standings import Standings
from .texts import lang_code, note_line, say, text, word


def _words(lang: str) -> dict[str, Any]:
    """The words of the standings screens in ``lang`` (from the catalogue, :mod:`xl_tiebreaks.texts`)."""
    lg = lang_code(lang)
    w = {k: word(f"w_{k}", lg) for k in ("source", "rules", "system", "rounds", "of", "note", "swiss",
                                         "round_robin")}
    w["head"] = [word(k, lg) for k in ("w_rank", "w_no", "w_name", "w_rtg", "w_pts")]
    return w


_WORDS = {"en": _words("en"), "es": _words("es")}


def _common_header(st: Any, w: dict, source: str, lang: str, announced: int) -> list[str]:
    """Event name, source, rules, pairing system and rounds: the head of every standings text."""
    lines = [st.tournament.name] if st.tournament.name else []
    lines.append(f"{w['source']}: {say(source, lang)}")
    lines.append(f"{w['rules']}: " + text("w_rules_line", lang, code=st.rules.rules.value,
                                         description=st.rules.rules.describe(lang), reason=say(st.rules.reason, lang)))
    lines.append(f"{w['system']}: {w[st.pairing_system.value]} ({say(st.pairing_source, lang)})")
    lines.append(f"{w['rounds']}: {st.rounds_used}" + (f" {w['of']} {announced}" if announced > st.rounds_used else ""))
    return lines


def _header_lines(st: Standings, source: str, lang: str = "en") -> list[str]:
    w = _WORDS[lang_code(lang)]
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
            "rules_reason": say(st.rules.reason, lang),
            "pairing_system": st.pairing_system.value,
            "pairing_source": say(st.pairing_source, lang),
            "rounds": st.rounds_used,
            "tiebreaks": [s.text for s in st.specs],
            "notes": [say(n, lang) for n in list(st.notes) + list(reader_notes)],
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
    w = _WORDS[lang_code(lang)]
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
    out += [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]
    out.append("")
    out.append(line(head))
    out.append(line(["-" * w for w in widths]))
    out += [line(r) for r in body]
    return "\n".join(out) + "\n"


def write_standings_xlsx(st: Standings, path: str, *, source: str = "", reader_notes: Sequence[str] = (),
                         lang: str = "en") -> None:
    """Write ``st`` to an .xlsx workbook (sheet "Standings" / "Clasificación"): the rules and
    notes on top, then the table with numbers as numbers (undefined values left empty)."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    from .output import to_float

    wb = Workbook()
    ws = wb.active
    ws.title = word("w_standings_sheet", lang)
    for line in _header_lines(st, source, lang) + [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]:
        ws.append([line])
    ws.append([])
    head = [word(k, lang) for k in ("w_rank", "w_no", "w_name", "w_rating", "w_points")] + [s.text for s in st.specs]
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
    lg: {**_WORDS[lg], "teams": word("w_team_line", lg), "MP": word("w_MP", lg), "GP": word("w_GP", lg),
         "head": [word("w_rank", lg), word("w_no", lg), word("w_team", lg), "MP", "GP"]}
    for lg in ("en", "es")
}


def _team_header_lines(st: Any, source: str, lang: str = "en") -> list[str]:
    w = _TEAM_WORDS[lang_code(lang)]
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
            "rules_reason": say(st.rules.reason, lang),
            "pairing_system": st.pairing_system.value,
            "pairing_source": say(st.pairing_source, lang),
            "rounds": st.rounds_used,
            "boards": st.tournament.boards,
            "primary": st.primary,
            "tiebreaks": [s.text for s, _ in shown],
            "notes": [say(n, lang) for n in list(st.notes) + list(reader_notes)],
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
    w = _TEAM_WORDS[lang_code(lang)]
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
    out += [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]
    out.append("")
    out.append(line(head))
    out.append(line(["-" * w for w in widths]))
    out += [line(r) for r in body]
    return "\n".join(out) + "\n"


def write_team_standings_xlsx(st: Any, path: str, *, source: str = "", reader_notes: Sequence[str] = (),
                              lang: str = "en") -> None:
    """Team standings to an .xlsx workbook (sheet "Standings" / "Clasificación"), numbers as numbers."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    from .output import to_float

    wb = Workbook()
    ws = wb.active
    ws.title = word("w_standings_sheet", lang)
    for ln in _team_header_lines(st, source, lang) + [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]:
        ws.append([ln])
    ws.append([])
    shown = _team_shown(st)
    ws.append([word(k, lang) for k in ("w_rank", "w_no", "w_team", "w_match_points", "w_game_points")]
              + [s.text for s, _ in shown])
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    teams = st.tournament.teams
    for i in st.order:
        ws.append([st.ranks[i], teams[i].start_no, teams[i].name, to_float(st.mp.exact(i)), to_float(st.gp.exact(i))]
                  + [to_float(c.exact(i)) for _, c in shown])
    ws.freeze_panes = ws.cell(row=ws.max_row - len(st.order) + 1, column=4)
    wb.save(path)
