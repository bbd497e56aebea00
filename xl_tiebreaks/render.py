"""Standings as text: a readable table, CSV, or JSON (individual and team events).

Each format in the reader's language. Spanish tables and CSV write decimal commas (``2,5``),
and Spanish CSV separates its fields with ``;``, as a Spanish Excel opens a CSV file (its list
separator is ``;`` because ``,`` is the decimal mark); English CSV is the usual comma-separated
file with decimal points. JSON is data: decimal points and English keys in both languages.
The notes and warnings of the standings are part of the table and of the JSON (``notes``,
``warnings``); CSV has no place for them: :func:`csv_notes` gives them for the screen.
"""

from __future__ import annotations

import csv
import io
import json
import re
from fractions import Fraction
from typing import Any, Sequence

from .output import format_cell, format_number
from .standings import Standings
from .texts import is_warning, lang_code, note_line, say, text, word

#: a number as :func:`~xl_tiebreaks.output.format_cell` writes it (``2.5``, ``-0.25``, KSX's
#: steps ``3.0 / 2.5``): the cells whose decimal point becomes a comma in Spanish
_DECIMAL = re.compile(r"-?\d+\.\d+(?: / -?\d+\.\d+)*")


def local_number(cell: Any, lang: str = "en") -> Any:
    """A formatted number with the decimal mark of ``lang`` (``2,5`` in Spanish); anything
    else (names, whole numbers, empty cells) as it is."""
    if lang_code(lang) == "es" and isinstance(cell, str) and _DECIMAL.fullmatch(cell):
        return cell.replace(".", ",")
    return cell


def csv_text(rows: Sequence[Sequence[Any]], lang: str = "en") -> str:
    """``rows`` as CSV for a spreadsheet in ``lang``: ``,`` and decimal points in English,
    ``;`` and decimal commas in Spanish (what Excel with Spanish regional settings opens into
    columns); fields quoted only where needed."""
    es = lang_code(lang) == "es"
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";" if es else ",", lineterminator="\n")
    w.writerows([[local_number(c, lang) for c in r] for r in rows])
    return buf.getvalue()


def csv_notes(st: Any, reader_notes: Sequence[str] = (), lang: str = "en") -> list[str]:
    """The lines a CSV file cannot hold (warnings first, then notes), for the screen."""
    notes = list(st.notes) + list(reader_notes)
    return [note_line(n, lang) for n in notes if is_warning(n)] + [note_line(n, lang) for n in notes
                                                                    if not is_warning(n)]


def warning_lines(st: Any, reader_notes: Sequence[str] = (), lang: str = "en") -> list[str]:
    """The warnings alone (``warning: ...`` / ``aviso: ...``), one line each."""
    return [note_line(n, lang) for n in list(st.notes) + list(reader_notes) if is_warning(n)]


def csv_header(lang: str, *fields: str) -> list[str]:
    """The first CSV columns in ``lang`` (``start_no``, ``name``, ``rank``, ``points`` /
    ``n_inicial``, ``nombre``, ``puesto``, ``puntos``; MP and GP as C.07 writes them)."""
    return [word(f"csv_{f}", lang) if f not in ("MP", "GP") else f for f in fields]


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
    """``st`` as ``table`` (readable, with its notes and warnings), ``csv`` (start number,
    name, rank, points, then one column per tie-break headed with the code as given;
    :func:`csv_text`; its notes: :func:`csv_notes`) or ``json`` (``notes`` and ``warnings``
    included), in ``lang`` (see the module doc)."""
    parts = st.tournament.participants
    if fmt == "csv":
        rows: list[list[Any]] = [csv_header(lang, "start_no", "name", "rank", "points") + [s.text for s in st.specs]]
        rows += [[parts[i].start_no, parts[i].name, st.ranks[i], format_cell(st.points, i)]
                 + [format_cell(c, i) for c in st.columns] for i in st.order]
        return csv_text(rows, lang)
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
            "warnings": [say(n, lang) for n in list(st.notes) + list(reader_notes) if is_warning(n)],
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
             local_number(format_cell(st.points, i), lang)] + [local_number(format_cell(c, i), lang) for c in st.columns]
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
        rows: list[list[Any]] = [csv_header(lang, "start_no", "name", "rank", "MP", "GP") + [s.text for s, _ in shown]]
        rows += [[teams[i].start_no, teams[i].name, st.ranks[i], format_cell(st.mp, i), format_cell(st.gp, i)]
                 + [format_cell(c, i) for _, c in shown] for i in st.order]
        return csv_text(rows, lang)
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
            "warnings": [say(n, lang) for n in list(st.notes) + list(reader_notes) if is_warning(n)],
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
        body.append([str(r) if r != prev else "", str(teams[i].start_no), teams[i].name,
                     *(local_number(format_cell(c, i), lang) for c in (st.mp, st.gp, *(c for _, c in shown)))])
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
