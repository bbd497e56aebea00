"""``xl-tiebreaks prizes EVENT [--prizes FILE] [--player-data FILE.csv]``: who wins what, from the
standings of a TRF or a filled workbook, or a published standings list (a CSV, a workbook's
sheet or ``--range``: :func:`published_list`), and the event's prize rules (a prize file, or the
workbook's Premios / Prizes sheet), as a table, CSV, Markdown or a workbook; the prize list, or
one row per player with why (``--by-player``)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import TiebreakError, gather
from ..texts import note_line, text
from .common import (
    ArgWords, _check_sizes, _example_path, _is_workbook, _output, _overrides, _range_only_in_workbooks, _rules_given,
    _trf_overrides,
)


def prizes_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp)
    sp.add_argument("--prizes", metavar=w.m("meta_file"), help=w.h("help_prizes_file"))
    sp.add_argument("--player-data", metavar=w.m("meta_file") + ".csv", help=w.h("help_player_data"))
    sp.add_argument("-t", "--tiebreaks", metavar=w.m("meta_list"), help=w.h("help_tiebreaks"))
    sp.add_argument("--round", type=int, metavar="K", help=w.h("help_round"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    sp.add_argument("--by-player", action="store_true", help=w.h("help_by_player"))
    w.expelled_args(sp)
    sp.add_argument("--format", choices=("table", "csv", "markdown", "xlsx"), default="table",
                    help=w.h("help_prizes_format"))
    w.raw_csv_arg(sp)
    sp.add_argument("-o", "--output", metavar=w.m("meta_file"), help=w.h("help_output"))
    w.force_arg(sp)
    w.lang_arg(sp)


def read_prize_file(path: Path) -> Any:
    """The prize rules of a prize file (:func:`xl_tiebreaks.prizes.parse.read_prize_text`)."""
    from ..files import read_input
    from ..prizes import read_prize_text
    from ..readers.trf import decode_bytes

    content, _ = decode_bytes(read_input(path, "prizes"))
    return read_prize_text(content.lstrip("\ufeff"), path.name)


def read_player_data(path: Path, participants: Any) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, Any]]]:
    """A players' data CSV (commas, semicolons or tabs): a header row naming its columns (``Nº`` /
    ``No.`` or ``Nombre`` / ``Name`` to find the player, then ``Año nac.``, ``Sexo``, ``Fed``,
    ``Club``, ``Categoría``, ``Ausente``, further rating lists...), a row per player. Returns
    (start number -> column kind -> value, start number -> column kind -> where).

    Every cell is located by its line and column (``datos.csv, line 3, column 2``); a start
    number is read by the one bounded parser (:func:`xl_tiebreaks.validate.whole`), a file of
    more than :data:`xl_tiebreaks.files.MAX_CSV_BYTES` is refused as a players' data file.

    Raises:
        TiebreakError: ``prize_data_key``, ``prize_data_player``, ``prize_data_twice`` (a player
            on two rows, naming both lines), ``prize_data_csv`` (a line CSV cannot read), the
            name rule's (``player_ambiguous``...), each naming its line; those of
            :func:`xl_tiebreaks.files.read_input`.
    """
    import csv
    import io

    from ..files import read_input
    from ..names import NameIndex
    from ..prizes.parse import data_column
    from ..readers.trf import decode_bytes

    from ..validate import shown, whole

    content, _ = decode_bytes(read_input(path, "player_data"))
    content = content.lstrip("\ufeff")
    head = content.split("\n", 1)[0]
    delimiter = max(",;\t", key=head.count) if any(d in head for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(content, newline=""), delimiter=delimiter)
    rows = []
    try:
        for row in reader:
            rows.append(row)
    except csv.Error as e:  # a field past csv's own limit (128 KB), a NUL...
        n = reader.line_num
        big = "larger than field limit" in str(e)
        raise TiebreakError("prize_data_csv", f"{path.name}, line {n}", location_es=f"{path.name}, línea {n}",
                            reason="a field longer than 128 KB" if big else "a character CSV does not allow",
                            reason_es="un campo de más de 128 KB" if big else "un carácter que CSV no admite") from None
    if not rows:
        raise TiebreakError("prize_data_key", path.name)
    kinds = [data_column(h) if h.strip() else "" for h in rows[0]]
    if "no" not in kinds and "name" not in kinds:
        raise TiebreakError("prize_data_key", f"{path.name}, line 1", location_es=f"{path.name}, línea 1")
    index = NameIndex(participants)
    known = {p.start_no for p in participants}
    data: dict[int, dict[str, Any]] = {}
    where: dict[int, dict[str, Any]] = {}
    errors = []
    for n, row in enumerate(rows[1:], 2):
        if not any(c.strip() for c in row):
            continue
        loc = (f"{path.name}, line {n}", f"{path.name}, línea {n}")
        cells = dict(zip(kinds, row))
        who = (cells.get("no") or "").strip() or (cells.get("name") or "").strip()
        try:
            if who.isascii() and who.isdigit():  # a start number, bounded; anything else a name
                sn = index.find(whole(who, "start_no", where=loc[0]))
            else:
                sn = index.find(who)
            if sn not in known:
                raise TiebreakError("prize_data_player", player=shown(who))
        except TiebreakError as e:
            errors.append(TiebreakError(e.code, loc[0], location_es=loc[1], **e.params))
            continue
        if sn in where:
            first = where[sn]["row"]
            errors.append(TiebreakError("prize_data_twice", loc[0], location_es=loc[1], player=shown(who),
                                        first=first[0], first_es=first[1]))
            continue
        data[sn] = {k: v.strip() for k, v in cells.items() if k and k not in ("no", "name", "rating")}
        col = {k: c for c, k in enumerate(kinds, 1) if k}
        where[sn] = {k: (f"{loc[0]}, column {col[k]}", f"{loc[1]}, columna {col[k]}") for k in data[sn]} | {"row": loc}
    if errors:
        raise gather(errors)
    return data, where


def _merge(base: tuple[dict, dict], top: tuple[dict, dict]) -> tuple[dict, dict]:
    data = {sn: dict(v) for sn, v in base[0].items()}
    where = {sn: dict(v) for sn, v in base[1].items()}
    for sn, row in top[0].items():
        for k, v in row.items():
            at = top[1].get(sn, {}).get(k)
            if v not in (None, ""):
                data.setdefault(sn, {})[k] = v
                where.setdefault(sn, {})[k] = at
            elif at and not where.get(sn, {}).get(k):  # (a blank cell: where that datum goes)
                where.setdefault(sn, {})[k] = at
    return data, where


def workbook_prize_tables(data: Any) -> tuple[Any, dict[str, Any]]:
    """(the prize rules of a workbook's Premios / Prizes sheet, the players' data cells' places)
    as read by :func:`xl_tiebreaks.workbook.reader.read_workbook`; every mistake names its cell.

    Raises:
        TiebreakError: ``prize_no_rules`` (a workbook without a prize sheet: one made from an
            earlier template), the rules' mistakes.
    """
    from ..prizes import read_rules
    from ..workbook.places import _parse_ref, sheet_cell

    def at(role: str) -> Any:
        ref = _parse_ref(data.where.get(role, ""))
        if ref is None:
            return None

        def place(r: int, c: int) -> tuple[str, str]:
            cell = sheet_cell(ref.sheet, ref.min_row + r, ref.min_col + c)
            return cell, cell
        return place

    if "prizes" not in data.extra:
        raise TiebreakError("prize_no_rules", path=data.path.name)
    rules = read_rules(data.extra.get("prize_rules"), data.extra.get("prize_categories"), data.extra.get("prizes"),
                       rules_at=at("prize_rules"), categories_at=at("prize_categories"), prizes_at=at("prizes"))
    return rules, {"data": at("player_data"), "categories": at("categories")}


def _data_places(data: Any) -> dict[str, Any]:
    """Where the cells of a workbook's players' data and category ranges are (``data``,
    ``categories``: (row, column) -> sheet cell), as :func:`workbook_prize_tables` gives them."""
    from ..workbook.places import _parse_ref, sheet_cell

    places: dict[str, Any] = {}
    for role, key in (("player_data", "data"), ("categories", "categories")):
        ref = _parse_ref(data.where.get(role, ""))
        if ref is not None:
            places[key] = (lambda ref: lambda r, c: (sheet_cell(ref.sheet, ref.min_row + r, ref.min_col + c),) * 2)(ref)
    return places


def _workbook_data(data: Any, se: Any, places: dict[str, Any]) -> tuple[dict, dict]:
    """The players' data of a workbook: its players' data range (a header row, a row per results
    row) or, in a workbook made from an earlier template, its players' category cells."""
    from ..prizes import data_by_header

    if "player_data" in data.extra:
        return data_by_header(data.extra["player_data"], se.row_players, places.get("data"))
    cats = data.extra.get("categories")
    out: dict[int, dict[str, Any]] = {}
    where: dict[int, dict[str, Any]] = {}
    if cats:
        for r, sn in enumerate(se.row_players):
            if sn is not None and r < len(cats) and cats[r] and cats[r][0] not in (None, ""):
                out[sn] = {"group": cats[r][0]}
                if places.get("categories"):
                    where[sn] = {"group": places["categories"](r, 0)}
    return out, where


def _from_list(args: argparse.Namespace, rules: Any, listed: tuple[Any, str], out: Any,
               book: Any = None, places: dict[str, Any] | None = None) -> int:
    """The prizes of ``rules`` allocated from a published standings list ``listed`` ((the list
    read, its source)): its order, places and ties as printed; written as :func:`_prizes`
    writes them.

    Raises:
        TiebreakError: ``prize_list_option`` (an option that cannot apply to a printed list),
            the players' data file's mistakes.
    """
    from ..files import write_output
    from ..prizes import allocate
    from ..readers.standings_list import entrants as list_entrants

    pl, source = listed
    for given, option in ((args.tiebreaks, "--tiebreaks"), (args.round, "--round"),
                          (args.unrated_rating, "--unrated-rating")):
        if given is not None:
            raise TiebreakError("prize_list_option", option=option)
    pdata: tuple[dict, dict] = ({}, {})
    event_date = None
    if book is not None:  # the workbook's players' data (joined to the list) and its event's date
        from ..readers.standings_list import workbook_data_for_list
        from ..sheet import event_settings
        from ..workbook.places import SheetPlaces

        if "player_data" in book.extra:
            pdata = workbook_data_for_list(pl, [r[0] if r else None for r in book.names or []],
                                           book.extra["player_data"], (places or {}).get("data"))
        try:
            event_date = event_settings(book.settings).date
        except TiebreakError as e:
            raise SheetPlaces(book).locate(e) from None
    if args.player_data:  # (on top of the workbook's; alone, as read: a blank cell is where its datum goes)
        top = read_player_data(Path(args.player_data), pl.participants())
        pdata = _merge(pdata, top) if pdata[0] else top
    alloc = allocate(rules, list_entrants(pl, *pdata), event_date=event_date)
    write_output(out, _render(args, alloc, source, []), binary=args.format == "xlsx", force=args.force)
    if args.format in ("csv", "xlsx") or out is not None:
        from ..prizes.explain import note_lines

        for line in note_lines(alloc, args.lang):
            print(line, file=sys.stderr)
    return 0


def _named_list(path: Path, rules: Any) -> tuple[Any, str]:
    """The published standings list at the range the Premios sheet's rule ``published_standings``
    names (``Final!A3:L230``).

    Raises:
        TiebreakError: ``prize_published_not_list`` (the range holds no standings list),
            ``prize_published_range`` (no such sheet, not a range of cells, empty cells: the range
            readers' mistakes), each naming the rule's cell; the list reader's.
    """
    import re

    w = rules.where.get("published") or ("", "")
    try:
        got = published_list(path, rules.published)
    except TiebreakError as e:  # the range readers' mistakes: at the rule's cell, where it was typed
        if not e.code.startswith("range_"):
            raise
        why = [re.sub(r'^--range "[^"]*": ', "", e.own_message(lang, located=False)) for lang in ("en", "es")]
        raise TiebreakError("prize_published_range", w[0] or None, location_es=w[1] or None,
                            range=rules.published, why=why[0], why_es=why[1]) from None
    if got is None:
        raise TiebreakError("prize_published_not_list", w[0] or None, location_es=w[1] or None,
                            range=rules.published)
    return got


def _prizes(args: argparse.Namespace) -> int:
    from ..files import write_output
    from ..prizes import allocate, entrants_of, expelled_of

    path = Path(args.file) if args.file else _example_path()
    if args.format == "xlsx" and not args.output:
        raise TiebreakError("xlsx_needs_output")
    _check_sizes(args)
    # the output checked before any input is read: never one of them (INPUT_OPTIONS), whatever its spelling
    out = _output(args, args.output, xlsx=args.format == "xlsx") if args.output else None
    rules = read_prize_file(Path(args.prizes)) if args.prizes else None
    _range_only_in_workbooks(args, path)
    if rules is not None and rules.published and (args.range or not args.file or not _is_workbook(path)):
        w = rules.where.get("published") or ("", "")  # (never silently ignored: the rule names a workbook's range)
        raise TiebreakError("prize_published_where", w[0] or None, location_es=w[1] or None,
                            range=rules.published, path=path.name)
    if rules is not None and rules.published:  # a rules file's published_standings: this workbook's range
        from ..workbook.reader import read_workbook

        try:
            book = read_workbook(path)  # (a template's players' data and date; a plain workbook has none)
        except TiebreakError as e:
            if e.code != "workbook_not_template":
                raise
            book = None
        if book is not None and book.team:
            raise TiebreakError("team_command", path=str(path), command=args.command)
        return _from_list(args, rules, _named_list(path, rules), out, book, _data_places(book) if book else {})
    listed = published_list(path, args.range) if args.file else None
    if listed is not None:  # a published standings list: its order, places and ties as printed
        if rules is None:
            raise TiebreakError("prize_no_rules", path=path.name)
        return _from_list(args, rules, listed, out)
    if _is_workbook(path):
        from ..workbook.reader import read_workbook, workbook_evaluation, workbook_standings

        data = read_workbook(path, cells=args.range)
        if data.team:
            raise TiebreakError("team_command", path=str(path), command=args.command)
        places: dict[str, Any] = {}
        if rules is None and "prizes" in data.extra:
            rules, places = workbook_prize_tables(data)
            if rules.published:  # the Premios sheet names a pasted published list: its prizes from it
                return _from_list(args, rules, _named_list(path, rules), out, data, places)
        st, notes = workbook_standings(data, args.tiebreaks, **_overrides(args))
        se = workbook_evaluation(data, **_overrides(args))
        if rules is None:
            rules, places = workbook_prize_tables(data)
        else:
            places = _data_places(data)
        pdata = _workbook_data(data, se, places)
        source = f"{path} ({data.results_where})"
    else:
        from ..readers.trf import read_trf
        from ..standings import compute_standings

        if rules is None:
            raise TiebreakError("prize_no_rules", path=path.name)
        trf = read_trf(path, rules_given=_rules_given(args.rules))
        ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
        st = compute_standings(trf.tournament, args.tiebreaks, rules=args.rules or "FIDE", pairing_system=ps,
                               unrated_rating=args.unrated_rating, as_of=args.round, **_trf_overrides(args))
        notes = trf.notes
        pdata = ({}, {})
        source = str(path) if args.file else text("w_bundled_example", args.lang)
    if args.player_data:
        pdata = _merge(pdata, read_player_data(Path(args.player_data), st.tournament.participants))
    entrants = entrants_of(st, *pdata)
    alloc = allocate(rules, entrants, event_date=st.tournament.start_date, expelled=expelled_of(st))
    for n in list(st.notes) + list(notes):  # the standings' warnings (the edition used): beside the list, not in it
        if getattr(n, "warning", False):
            print(note_line(n, args.lang), file=sys.stderr)
    write_output(out, _render(args, alloc, source, list(st.notes) + list(notes)), binary=args.format == "xlsx",
                 force=args.force)
    if args.format in ("csv", "xlsx") or out is not None:
        from ..prizes.explain import note_lines

        for line in note_lines(alloc, args.lang):
            print(line, file=sys.stderr)
    return 0


#: the endings of a file read as a CSV standings list (any other file is read as a TRF, and a
#: text file whose lines are no TRF records is tried as a CSV list)
LIST_SUFFIXES = (".csv", ".tsv")


def csv_cells(path: Path) -> list[list[str]]:
    """The cells of a CSV (or tab-separated) file, every field as text (a name stays text):
    commas, semicolons or tabs, whichever the first line holds most of; at most
    :data:`xl_tiebreaks.files.MAX_CSV_BYTES`.

    Raises:
        TiebreakError: ``prize_data_csv`` naming the line CSV cannot read; those of
            :func:`xl_tiebreaks.files.read_input`.
    """
    import csv
    import io

    from ..files import read_input
    from ..readers.trf import decode_bytes

    content, _ = decode_bytes(read_input(path, "csv"))
    content = content.lstrip("\ufeff")
    # (the title lines above the table hold no separator: the table's lines decide, by the
    # median count of each separator, so a decimal comma does not pass for one)
    lines = [ln for ln in content[:65536].splitlines()[:40] if ln.strip()]

    def median(d: str) -> int:
        counts = sorted(ln.count(d) for ln in lines)
        return counts[len(counts) // 2] if counts else 0
    delimiter = max(",;\t", key=median) if any(median(d) for d in ",;\t") else ","
    reader = csv.reader(io.StringIO(content, newline=""), delimiter=delimiter)
    rows: list[list[str]] = []
    try:
        for row in reader:
            rows.append(row)
    except csv.Error as e:
        n = reader.line_num
        big = "larger than field limit" in str(e)
        raise TiebreakError("prize_data_csv", f"{path.name}, line {n}", location_es=f"{path.name}, línea {n}",
                            reason="a field longer than 128 KB" if big else "a character CSV does not allow",
                            reason_es="un campo de más de 128 KB" if big else "un carácter que CSV no admite") from None
    return rows


def published_list(path: Path, cells: str | None = None) -> tuple[Any, str] | None:
    """The published standings list in ``path`` (:mod:`xl_tiebreaks.readers.standings_list`),
    with where it was read, or ``None`` when the file is an event (a TRF, a template, a range
    with the rounds): a CSV file (``.csv``, ``.tsv``, or a text file that holds no TRF record),
    a workbook's ``--range`` (``Hoja1!A1:N200``), or, in a workbook that is no template, its
    first sheet. Every cell that cannot be read is named by its line and column
    (``final.csv, line 5, column 9``) or its sheet and cell (``Hoja1!I5``).

    Raises:
        TiebreakError: those of :func:`~xl_tiebreaks.readers.standings_list.read_standings_list`,
            :func:`csv_cells` and the workbook readers.
    """
    from ..readers.standings_list import is_standings_list, read_standings_list

    if not _is_workbook(path):
        if path.suffix.lower() not in LIST_SUFFIXES:
            try:
                from ..files import read_input

                head = read_input(path, "trf")[:65536].decode("utf-8", "replace")
            except TiebreakError:
                return None
            if any(line.startswith("001") for line in head.splitlines()):
                return None  # a TRF: its records say so
        try:
            rows = csv_cells(path)
        except TiebreakError:
            if path.suffix.lower() in LIST_SUFFIXES:
                raise
            return None
        if path.suffix.lower() not in LIST_SUFFIXES and not is_standings_list(rows):
            return None

        def at_line(r: int, c: int) -> tuple[str, str]:
            return f"{path.name}, line {r + 1}, column {c + 1}", f"{path.name}, línea {r + 1}, columna {c + 1}"
        return read_standings_list(rows, at_line), str(path)
    from ..workbook.places import _parse_ref, sheet_cell
    from ..workbook.reader import open_workbook, range_data, template_info

    if cells is not None:
        from ..workbook.reader import read_workbook

        data = read_workbook(path, cells=cells)
    else:
        wb = open_workbook(path)
        if template_info(wb) or not wb.sheetnames:
            return None
        ws = wb[wb.sheetnames[0]]
        from openpyxl.utils import get_column_letter

        name = "'" + ws.title.replace("'", "''") + "'"
        data = range_data(wb, path, f"{name}!A1:{get_column_letter(max(ws.max_column, 1))}{max(ws.max_row, 1)}")
    if not is_standings_list(data.results):
        return None
    ref = _parse_ref(data.results_where)

    def at_cell(r: int, c: int) -> tuple[str, str]:
        cell = sheet_cell(ref.sheet, ref.min_row + r, ref.min_col + c) if ref is not None else f"{r + 1}, {c + 1}"
        return cell, cell
    return read_standings_list(data.results, at_cell), f"{path} ({data.results_where})"


def _rows(args: argparse.Namespace, alloc: Any) -> list[list[Any]]:
    from ..prizes.explain import list_header, list_rows, player_table

    if args.by_player:
        return player_table(alloc, args.lang)
    return [list_header(args.lang)] + list_rows(alloc, args.lang)


def _render(args: argparse.Namespace, alloc: Any, source: str, st_notes: list[Any]) -> Any:
    """The prize list (or the players' table) in ``args.format``: a readable table with its
    source and the prizes' notes (the standings' warnings, such as the tie-break edition used,
    are no part of the prize list: :func:`_prizes` says them on the error output), CSV (:func:`xl_tiebreaks.render.csv_text`, a byte order mark when written to
    a file), Markdown, or a workbook's bytes."""
    from ..prizes.explain import note_lines
    from ..render import csv_text

    rows = _rows(args, alloc)
    lang = args.lang
    notes = note_lines(alloc, lang)
    amount = text("prize_head_received", lang)
    cents = {j for j, h in enumerate(rows[0]) if h == amount}  # an amount shows its cents: 7.50, not 7.5
    if args.format == "csv":
        return ("\ufeff" if args.output else "") + csv_text(
            [[_cell(c, lang, j in cents) for j, c in enumerate(r)] for r in rows], lang, raw=args.raw_csv)
    if args.format == "xlsx":
        return _xlsx(rows, source, notes, lang, cents)
    shown = [[_cell(c, lang, j in cents) for j, c in enumerate(r)] for r in rows]
    if args.format == "markdown":
        from ..text_cells import markdown_cell  # (no text read breaks the table or makes a link: issue 35)

        out = [f"**{text('prizes_title', lang)}** ({markdown_cell(source)})", ""]
        out.append("| " + " | ".join(markdown_cell(c) for c in shown[0]) + " |")
        out.append("|" + "|".join("---" for _ in shown[0]) + "|")
        out += ["| " + " | ".join(markdown_cell(c) for c in r) + " |" for r in shown[1:]]
        out += [""] + [f"- {markdown_cell(n)}" for n in notes]
        return "\n".join(out) + "\n"
    widths = [max(len(r[j]) for r in shown) for j in range(len(shown[0]))]
    last = len(widths) - 1
    lines = [f"{text('prizes_title', lang)}: {source}", ""]
    for k, r in enumerate(shown):
        lines.append("  ".join(c if j == last else c.ljust(widths[j]) for j, c in enumerate(r)).rstrip())
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    lines += [""] + notes
    return "\n".join(lines) + "\n"


def _cell(v: Any, lang: str, amount: bool = False) -> str:
    """A cell as text: numbers with the decimal mark of ``lang`` (``62,5`` in Spanish); an
    ``amount`` with its cents, a whole amount too (``62,50``, ``80,00``: never 80 beside 62,50)."""
    from ..output import local_number

    if isinstance(v, (int, float)) and not isinstance(v, bool) and amount:
        v = f"{v:.2f}"
    elif isinstance(v, float):
        if v != int(v):
            v = f"{v:.2f}".rstrip("0").rstrip(".")
        else:
            v = str(int(v))
    elif isinstance(v, int) and not isinstance(v, bool):
        v = str(v)
    v = local_number(v, lang)
    return "" if v is None else str(v)


def _xlsx(rows: list[list[Any]], source: str, notes: list[str], lang: str, cents: set[int] = frozenset()) -> bytes:
    """The prize list as a workbook: its source, the header in bold, the rows (an amount, in the
    columns ``cents``, shown with its cents: 68.20, never 68.2), the notes."""
    import io

    from openpyxl import Workbook
    from openpyxl.styles import Font

    from ..text_cells import append_row

    wb = Workbook()
    ws = wb.active
    ws.title = text("prizes_sheet", lang)
    append_row(ws, [f"{text('prizes_title', lang)}: {source}"])
    ws.append([])
    for c in append_row(ws, rows[0]):
        c.font = Font(bold=True)
    for r in rows[1:]:
        cells = append_row(ws, r)  # (a name or a prize word is text, whatever it begins with: issue 35)
        for j, c in enumerate(cells or ()):
            if j in cents and isinstance(c.value, (int, float)) and not isinstance(c.value, bool):
                c.number_format = "0.00"
    ws.append([])
    for n in notes:
        append_row(ws, [n])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()
