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
from fractions import Fraction
from typing import Any, Sequence

from .output import decimal_comma, format_column, format_number, local_column
from .standings import Standings
from .text_cells import append_row, csv_row
from .texts import is_warning, lang_code, note_line, say, text, word

def csv_text(rows: Sequence[Sequence[Any]], lang: str = "en", *, raw: bool = False) -> str:
    """``rows`` as CSV for a spreadsheet in ``lang``: ``,`` and decimal points in English,
    ``;`` and decimal commas in Spanish (what Excel with Spanish regional settings opens into
    columns); fields quoted only where needed. A text field a spreadsheet would run as a
    formula gets a leading apostrophe (:func:`xl_tiebreaks.text_cells.csv_field`, issue 35);
    ``raw``: every field as it is (``--raw-csv``)."""
    es = lang_code(lang) == "es"
    return _csv(([decimal_comma(c) for c in r] for r in rows) if es else rows, es, raw)


def _csv(rows: Any, es: bool, raw: bool = False) -> str:
    """:func:`csv_text` of rows whose numbers already have the language's decimal mark (every
    CSV the product writes goes through here: the fields by :func:`~xl_tiebreaks.text_cells.csv_row`)."""
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=";" if es else ",", lineterminator="\n")
    w.writerows(csv_row(list(r), raw=raw) for r in rows)
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


def _json_text(st: Any, lang: str, reader_notes: Sequence[str], tiebreaks: list[str], standings: list[dict],
               **extra: Any) -> str:
    """The JSON document of individual or team standings: the event, its rules, pairing system
    and rounds, ``extra`` (a team event's boards and primary score), the tie-breaks, the notes
    and warnings, and one object per row of ``standings``."""
    import json

    notes = list(st.notes) + list(reader_notes)
    doc = {
        "event": st.tournament.name,
        "rules": st.rules.rules.value,
        "rules_reason": say(st.rules.reason, lang),
        "pairing_system": st.pairing_system.value,
        "pairing_source": say(st.pairing_source, lang),
        "rounds": st.rounds_used,
        **extra,
        "tiebreaks": tiebreaks,
        "notes": [say(n, lang) for n in notes],
        "warnings": [say(n, lang) for n in notes if is_warning(n)],
        "standings": standings,
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


def _ranked(st: Any, cells: Any) -> list[list[str]]:
    """The table's rows in the order of the standings: the rank (blank where it repeats the
    row above: a shared place), then ``cells(i)`` of the participant ``i``."""
    body, prev = [], None
    for i in st.order:
        r = st.ranks[i]
        body.append([str(r) if r != prev else "", *cells(i)])
        prev = r
    return body


def _table_text(header: list[str], st: Any, reader_notes: Sequence[str], lang: str, head: list[str],
                body: list[list[str]]) -> str:
    """The readable table: ``header`` lines, the notes, then ``head`` and ``body`` in columns
    (the name, column 3, left-aligned; the rest right-aligned)."""
    widths = [max(len(h), *(len(row[j]) for row in body)) if body else len(h) for j, h in enumerate(head)]

    def line(cells: list[str]) -> str:
        return "  ".join(c.ljust(widths[j]) if j == 2 else c.rjust(widths[j]) for j, c in enumerate(cells)).rstrip()

    out = header + [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]
    out.append("")
    out.append(line(head))
    out.append(line(["-" * w for w in widths]))
    out += [line(r) for r in body]
    return "\n".join(out) + "\n"


def _write_xlsx(path: Any, header: list[str], st: Any, reader_notes: Sequence[str], lang: str, head: list[Any],
                rows: list[list[Any]]) -> None:
    """A standings workbook (sheet "Standings" / "Clasificación"): ``header`` lines and the
    notes on top, then ``head`` in bold and ``rows`` (numbers as numbers), panes frozen at the
    name."""
    from openpyxl import Workbook
    from openpyxl.styles import Font

    wb = Workbook()
    ws = wb.active
    ws.title = word("w_standings_sheet", lang)
    from .validate import visible

    for line in header + [note_line(n, lang) for n in list(st.notes) + list(reader_notes)]:
        append_row(ws, [visible(line)])  # (a file's name or a quoted text may hold a control character)
    ws.append([])
    for cell in append_row(ws, [visible(h) for h in head]):
        cell.font = Font(bold=True)
    for row in rows:
        append_row(ws, [visible(v) for v in row])  # (a name is text, whatever it begins with: issue 35)
    ws.freeze_panes = ws.cell(row=ws.max_row - len(rows) + 1, column=4)
    wb.save(path)


def render_standings(st: Standings, fmt: str = "table", *, source: str = "", reader_notes: Sequence[str] = (),
                     lang: str = "en", raw_csv: bool = False) -> str:
    """``st`` as ``table`` (readable, with its notes and warnings), ``csv`` (start number,
    name, rank, points, then one column per tie-break headed with the code as given;
    :func:`csv_text`; its notes: :func:`csv_notes`) or ``json`` (``notes`` and ``warnings``
    included), in ``lang`` (see the module doc). ``raw_csv``: the CSV's fields as they are
    (:func:`csv_text`)."""
    parts = st.tournament.participants
    # each column written once (format_column), its decimal mark set once (local_column)
    if fmt == "csv":
        lg = lang_code(lang)
        pts, *cols = (local_column(format_column(c), lg) for c in (st.points, *st.columns))
        rows: list[list[Any]] = [csv_header(lang, "start_no", "name", "rank", "points") + [s.text for s in st.specs]]
        by_player = list(zip(*cols)) if cols else [()] * len(parts)  # (each player's tie-break texts)
        rows += [[parts[i].start_no, parts[i].name, st.ranks[i], pts[i], *by_player[i]] for i in st.order]
        return _csv(rows, lg == "es", raw_csv)
    if fmt == "json":
        pts, *cols = (format_column(c) for c in (st.points, *st.columns))
        texts = [s.text for s in st.specs]
        return _json_text(st, lang, reader_notes, [s.text for s in st.specs], [
            {
                "rank": st.ranks[i],
                "start_no": parts[i].start_no,
                "name": parts[i].name,
                "rating": parts[i].rating,
                "points": pts[i],
                "tiebreaks": {t: (c[i] or None) for t, c in zip(texts, cols)},
            }
            for i in st.order
        ])
    # table
    w = _WORDS[lang_code(lang)]
    head = list(w["head"]) + [s.text for s in st.specs]
    shown = [local_column(format_column(c), lang) for c in (st.points, *st.columns)]
    body = _ranked(st, lambda i: [str(parts[i].start_no), parts[i].name, str(parts[i].rating or ""),
                                  *(c[i] for c in shown)])
    return _table_text(_header_lines(st, source, lang), st, reader_notes, lang, head, body)


def write_standings_xlsx(st: Standings, path: str, *, source: str = "", reader_notes: Sequence[str] = (),
                         lang: str = "en") -> None:
    """Write ``st`` to an .xlsx workbook (sheet "Standings" / "Clasificación"): the rules and
    notes on top, then the table with numbers as numbers (undefined values left empty)."""
    from .output import to_float

    head = [word(k, lang) for k in ("w_rank", "w_no", "w_name", "w_rating", "w_points")] + [s.text for s in st.specs]
    parts = st.tournament.participants
    rows = [[st.ranks[i], parts[i].start_no, parts[i].name, parts[i].rating, to_float(st.points.exact(i))]
            + [to_float(c.exact(i)) for c in st.columns] for i in st.order]
    _write_xlsx(path, _header_lines(st, source, lang), st, reader_notes, lang, head, rows)


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
                          reader_notes: Sequence[str] = (), lang: str = "en", raw_csv: bool = False) -> str:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as ``table``,
    ``csv`` (start number, team, rank, MP, GP, then one column per tie-break) or ``json``."""
    teams = st.tournament.teams
    shown = _team_shown(st)
    columns = (st.mp, st.gp, *(c for _, c in shown))
    if fmt == "csv":
        lg = lang_code(lang)
        cells = [local_column(format_column(c), lg) for c in columns]
        rows: list[list[Any]] = [csv_header(lang, "start_no", "name", "rank", "MP", "GP") + [s.text for s, _ in shown]]
        rows += [[teams[i].start_no, teams[i].name, st.ranks[i], *(c[i] for c in cells)] for i in st.order]
        return _csv(rows, lg == "es", raw_csv)
    if fmt == "json":
        mp, gp, *cols = (format_column(c) for c in columns)
        texts = [s.text for s, _ in shown]
        return _json_text(st, lang, reader_notes, texts, [
            {
                "rank": st.ranks[i],
                "start_no": teams[i].start_no,
                "name": teams[i].name,
                "match_points": mp[i],
                "game_points": gp[i],
                "tiebreaks": {t: (c[i] or None) for t, c in zip(texts, cols)},
            }
            for i in st.order
        ], boards=st.tournament.boards, primary=st.primary)
    w = _TEAM_WORDS[lang_code(lang)]
    head = list(w["head"]) + [s.text for s, _ in shown]
    cells = [local_column(format_column(c), lang) for c in columns]
    body = _ranked(st, lambda i: [str(teams[i].start_no), teams[i].name, *(c[i] for c in cells)])
    return _table_text(_team_header_lines(st, source, lang), st, reader_notes, lang, head, body)


def write_team_standings_xlsx(st: Any, path: str, *, source: str = "", reader_notes: Sequence[str] = (),
                              lang: str = "en") -> None:
    """Team standings to an .xlsx workbook (sheet "Standings" / "Clasificación"), numbers as numbers."""
    from .output import to_float

    shown = _team_shown(st)
    head = ([word(k, lang) for k in ("w_rank", "w_no", "w_team", "w_match_points", "w_game_points")]
            + [s.text for s, _ in shown])
    teams = st.tournament.teams
    rows = [[st.ranks[i], teams[i].start_no, teams[i].name, to_float(st.mp.exact(i)), to_float(st.gp.exact(i))]
            + [to_float(c.exact(i)) for _, c in shown] for i in st.order]
    _write_xlsx(path, _team_header_lines(st, source, lang), st, reader_notes, lang, head, rows)
