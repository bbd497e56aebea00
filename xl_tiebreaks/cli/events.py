"""The commands that read an event (a TRF or a filled workbook) and say something about it:
``standings``, ``explain``, ``check``, ``compare``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from ..texts import Text, is_warning, note_line, text
from ..util import gc_paused
from .common import (
    ArgWords, _check_sizes, _example_path, _is_workbook, _output, _overrides, _range_only_in_workbooks,
    _read_individual_workbook, _rules_given, _system, _trf_overrides, _workbook_warnings,
)


def standings_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp)
    sp.add_argument("-t", "--tiebreaks", metavar=w.m("meta_list"), help=w.h("help_tiebreaks"))
    sp.add_argument("--round", type=int, metavar="K", help=w.h("help_round"))
    sp.add_argument("--score", metavar=w.m("meta_score"), help=w.h("help_score"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    w.expelled_args(sp)
    sp.add_argument("--format", choices=("table", "csv", "json", "xlsx"), default="table", help=w.h("help_format"))
    w.raw_csv_arg(sp)
    sp.add_argument("--manual", metavar=w.m("meta_file") + ".csv", help=w.h("help_manual"))
    sp.add_argument("-o", "--output", metavar=w.m("meta_file"), help=w.h("help_output"))
    w.force_arg(sp)
    sp.add_argument("--policy", action="append", default=[], metavar=w.m("meta_name"), help=w.h("help_policy"))
    w.lang_arg(sp)


def explain_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp)
    sp.add_argument("--player", required=True, metavar=w.m("meta_player"), help=w.h("help_player"))
    sp.add_argument("-t", "--tiebreak", required=True, metavar=w.m("meta_code"), help=w.h("help_explain_tiebreak"))
    sp.add_argument("--round", type=int, metavar="K", help=w.h("help_explain_round"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    w.expelled_args(sp)
    w.lang_arg(sp)


def check_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp, rules=False)
    w.expelled_args(sp, ratings=False)
    w.lang_arg(sp)


def compare_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp, rules=False)
    sp.add_argument("-t", "--tiebreaks", metavar=w.m("meta_list"), help=w.h("help_tiebreaks"))
    sp.add_argument("--rules", default="VIRTUAL,FIDE2024,FIDE2026", metavar=w.m("meta_rules"),
                    help=w.h("help_compare_rules"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    sp.add_argument("--changed-only", action="store_true", help=w.h("help_changed_only"))
    w.expelled_args(sp)
    sp.add_argument("--format", choices=("table", "csv"), default="table", help=w.h("help_compare_format"))
    w.raw_csv_arg(sp)
    w.lang_arg(sp)


@gc_paused()  # a bounded run that allocates much and makes no cycles to free (util.gc_paused; issue 28)
def _standings(args: argparse.Namespace) -> int:
    from ..readers.trf import read_trf
    from ..standings import compute_standings

    path = Path(args.file) if args.file else _example_path()
    if args.format == "xlsx" and not args.output:
        raise TiebreakError("xlsx_needs_output")
    _check_sizes(args)
    _range_only_in_workbooks(args, path)
    if _is_workbook(path):
        return _standings_workbook(args, path)
    trf = read_trf(path, rules_given=_rules_given(args.rules))
    if args.score:
        trf.tournament = _with_score(trf.tournament, args.score)
    ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
    manual = None
    if args.manual:
        from .manual import _read_manual

        manual = _read_manual(Path(args.manual), trf.tournament)
    st = compute_standings(
        trf.tournament,
        args.tiebreaks,
        rules=args.rules or "FIDE",
        pairing_system=ps,
        unrated_rating=args.unrated_rating,
        as_of=args.round,
        manual=manual,
        policies=args.policy,
        **_trf_overrides(args),
    )
    return _emit(args, st, _source(args, path), trf.notes)


def _source(args: argparse.Namespace, path: Path) -> str:
    if args.file:
        return str(path)
    return text("w_bundled_example", args.lang)


def _emit(args: argparse.Namespace, st, source: str, notes) -> int:
    """Standings to the screen or, with -o, to a file (never an input; --force to replace)."""
    if hasattr(st, "mp") and hasattr(st, "gp"):  # team standings (a team workbook)
        return _emit_team(args, st, source, notes)
    from ..files import write_output
    from ..render import render_standings

    out = _output(args, args.output, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        from ..render import write_standings_xlsx

        write_output(out, _xlsx_bytes(write_standings_xlsx, st, source=source, reader_notes=notes, lang=args.lang),
                     binary=True, force=args.force)
    else:
        write_output(out, _bom(args, out) + render_standings(st, args.format, source=source, reader_notes=notes,
                                                             lang=args.lang, raw_csv=args.raw_csv), force=args.force)
    _say_warnings(args, out, st, notes)
    return 0


def _bom(args: argparse.Namespace, out: Path | None) -> str:
    """A CSV file starts with a byte order mark, as Excel writes "CSV UTF-8": Excel then reads
    its accents (Raúl, Müller) right when it opens it; not on the screen or in a pipe."""
    return "\ufeff" if args.format == "csv" and out is not None else ""


def _say_warnings(args: argparse.Namespace, out: Path | None, st, notes) -> None:
    """The standings' warnings where the organiser sees them: a CSV file has no place for
    them (its warnings and notes go to the screen, on stderr); a table, JSON or workbook
    holds them, and when it goes to a file or is not a table they are said on stderr too.
    A table on the screen already shows them."""
    from ..render import csv_notes, warning_lines

    if args.format == "csv":
        lines = csv_notes(st, notes, args.lang)
    elif args.format != "table" or out is not None:
        lines = warning_lines(st, notes, args.lang)
    else:
        lines = []
    for line in lines:
        print(line, file=sys.stderr)


def _emit_team(args: argparse.Namespace, st, source: str, notes) -> int:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as :func:`_emit`."""
    from ..files import write_output
    from ..render import render_team_standings, write_team_standings_xlsx

    out = _output(args, args.output, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        write_output(out, _xlsx_bytes(write_team_standings_xlsx, st, source=source, reader_notes=notes,
                                      lang=args.lang), binary=True, force=args.force)
    else:
        write_output(out, _bom(args, out) + render_team_standings(st, args.format, source=source,
                                                                  reader_notes=notes, lang=args.lang,
                                                                  raw_csv=args.raw_csv),
                     force=args.force)
    _say_warnings(args, out, st, notes)
    return 0


def _xlsx_bytes(writer, st, **kw) -> bytes:
    """What ``writer(st, file, **kw)`` saves, made in memory (see :mod:`xl_tiebreaks.files`)."""
    import io

    buf = io.BytesIO()
    writer(st, buf, **kw)
    return buf.getvalue()


def _standings_workbook(args: argparse.Namespace, path: Path) -> int:
    """``standings FILE.xlsx``: a workbook made from a template (openpyxl is imported only here)."""
    from ..workbook.reader import read_workbook, workbook_standings
    from .manual import _check_manual_players, _read_manual_lines

    data = read_workbook(path, cells=args.range)
    if args.score and args.range is not None:  # a range's points: the functions' settings win / draw / loss / bye
        vals = score_values(args.score)
        data.settings = [[k, v] for k, v in zip(("win", "draw", "loss", "pab"), vals)]
    elif args.score:  # the cells are read in the workbook's own points: never re-scored silently
        raise TiebreakError("score_in_workbook", where=data.where.get("settings") or "?")
    manual, lines = _read_manual_lines(Path(args.manual)) if args.manual else (None, {})
    st, notes = workbook_standings(data, args.tiebreaks, manual=manual, **_overrides(args))
    if args.manual:
        _check_manual_players(Path(args.manual), lines, st.tournament)
    source = f"{path} ({data.results_where})"
    return _emit(args, st, source, notes)


def score_values(value: str) -> list:
    """``--score`` as typed: ``W,D,L[,BYE]`` points, separated by commas (``3,1,0``, ``1,0.5,0``)
    or, as a Spanish organiser writes them with decimal commas, by semicolons (``1; 0,5; 0``).
    Each is 0 to 100; a win worth more than a loss, a draw between them, a bye no more than a
    win (:func:`xl_tiebreaks.validate.score_order`).

    Raises:
        TiebreakError: ``settings_bad_value`` (not 3 or 4 values), ``score_bound``, ``score_order``.
    """
    from ..validate import points, score_order

    if ";" in value:
        parts = [x.strip().replace(",", ".") for x in value.split(";")]
    else:
        parts = [x.strip() for x in value.split(",")]
    if len(parts) not in (3, 4):
        raise TiebreakError("settings_bad_value", key=Text("setting_score"), value=value)
    vals = [points(x, "--score", "--score") for x in parts]
    score_order(vals[0], vals[1], vals[2], tuple(vals[3:]), what="--score", what_es="--score", value=value)
    return vals


def _with_score(t, value: str):
    """``t`` scored with ``--score`` (:func:`score_values`)."""
    import dataclasses

    vals = score_values(value)
    ss = dataclasses.replace(t.score_system, win=vals[0], draw=vals[1], loss=vals[2],
                             pab=vals[3] if len(vals) == 4 else None)
    return dataclasses.replace(t, score_system=ss)


def _explain(args: argparse.Namespace) -> int:
    from ..explain import explain
    from ..readers.trf import read_trf
    from ..standings import Evaluation

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    _range_only_in_workbooks(args, path)
    reader_warnings: list[Any] = []
    if _is_workbook(path):
        data, se = _read_individual_workbook(args, path)
        ev = se.evaluation
        reader_warnings = _workbook_warnings(data, se)
    else:
        trf = read_trf(path, rules_given=_rules_given(args.rules))
        reader_warnings = [n for n in trf.notes if is_warning(n)]
        ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
        ev = Evaluation(trf.tournament, rules=args.rules or "FIDE", pairing_system=ps,
                        unrated_rating=args.unrated_rating, as_of=args.round, **_trf_overrides(args))
    sn = _find_player(ev.tournament, args.player)
    ex = explain(ev, sn, args.tiebreak, args.lang)
    # what standings would warn about (an edition chosen without a date, a guessed system...)
    ex.header[2:2] = [note_line(n, args.lang) for n in list(ev.notes) + reader_warnings if is_warning(n)]
    print(ex.text())
    return 0


def _find_player(t, value: str) -> int:
    """The start number ``--player`` names, by the rule every path shares
    (:func:`xl_tiebreaks.names.match_player`)."""
    from ..names import match_player

    return match_player(value, t.participants)


def _check(args: argparse.Namespace) -> int:
    """``check``: what is wrong or odd in an event, and what ``standings`` would refuse or warn
    about in the same file (a workbook's settings and tie-break order; a line that is no TRF
    record; a start date that reads two ways, which standings refuses unless the rules are
    given; a guessed pairing system, the C.07 edition chosen without a date), each once, so that
    a clean ``check`` means a clean ``standings``. Exit status 1 when there is an error, else 0."""
    from ..check import blocked, check_tournament, findings_table
    from ..model import PairingSystem
    from ..readers.trf import read_trf
    from ..standings import Evaluation

    lg = args.lang
    path = Path(args.file) if args.file else _example_path()
    _range_only_in_workbooks(args, path)
    where = round_where = game_where = typed = None
    extra: list[list[str]] = []  # (severity, where, message) of what standings says beyond the findings
    errors = 0

    def refused(e: TiebreakError, severity: str = "error") -> None:
        nonlocal errors
        for f in blocked(e):
            extra.append([text(f"w_{severity}", lg), f.where_in(lg), f.message(lg)])
            errors += severity == "error"

    notes_seen: list[Any] = []  # what the readers and the evaluation warned about (said after the findings)

    def warned(notes: list[Any]) -> None:
        notes_seen.extend(notes)

    def said_too(findings: list[Any]) -> None:
        from ..check import reader_warning_rows

        for row in reader_warning_rows(notes_seen, lg, findings):
            if row not in extra:
                extra.append(row)

    try:
        if _is_workbook(path):
            from ..workbook.places import SheetPlaces
            from ..workbook.reader import workbook_standings

            from ..workbook.reader import open_workbook
            from ..workbook.tampered import formula_findings

            book = open_workbook(path)
            for place, said in formula_findings(book):  # (a workbook without the add-in typed over)
                extra.append([text("w_warning", lg), place, said.message(lg)])
            data, se = _read_individual_workbook(args, path, book)
            t = se.tournament
            places = SheetPlaces(data, se.row_players, se.round_cols)
            try:  # the settings and the tie-break order, as standings reads them
                st, notes = workbook_standings(data, **_overrides(args))
                warned(notes)
                warned(list(st.notes))
            except TiebreakError as e:
                refused(e)

            def on_sheet(sn: int) -> Any:
                p = t.participant(sn)
                return places.player_where(sn, p.name) or f"player {p.label()}"

            def in_round(sn: int, rnd: int) -> Any:
                # (a round left blank: its entry's first cell, the opponent's, where the reader's
                # warning that standings repeats names it too; issue 34 item 10)
                return places.round_where(sn, rnd, t.participant(sn).name, part="opponent")

            def at_game(sn: int, opp: int, rnd: int) -> Any:
                return places.game_where(sn, opp, rnd, t.participant(sn).name)

            where, round_where, game_where = on_sheet, in_round, at_game
            typed = places.typed_result
        else:
            try:  # a start date that reads two ways: standings refuses it unless --rules is given
                trf = read_trf(path, pairing_system=_system(args))
            except TiebreakError as e:
                if not any(x.code == "trf_date_ambiguous" for x in e.every()):
                    raise
                refused(e, "warning")
                trf = read_trf(path, pairing_system=_system(args), rules_given=True)
            warned(trf.notes)
            t = trf.tournament
            if getattr(args, "expelled", None):  # (a start number the event lacks: said as standings says it)
                from ..standings import with_overrides

                t = with_overrides(t, expelled=_trf_overrides(args)["expelled"])
            try:  # the warnings of the evaluation itself (a guessed pairing system, the edition)
                warned(list(Evaluation(t, pairing_system=_system(args)).notes))
            except TiebreakError:
                pass  # (what the event cannot give, the findings below say)
    except TiebreakError as e:
        findings = blocked(e)
        rows = findings_table([], lg, e)
        said_too([])
    else:
        ps = PairingSystem.parse(_system(args)) if _system(args) else None
        findings = check_tournament(t, where=where, pairing_system=ps, round_where=round_where,
                                    game_where=game_where, typed_at=typed)
        said_too(findings)
        rows = findings_table(findings, lg)
        if extra:
            rows = extra + [r for r in rows if r[0] or r[1]]  # no "nothing found" row under them
    for sev, place, msg in rows:
        print("  ".join(x for x in (sev, place, msg) if x))
    return 1 if errors or any(f.severity == "error" for f in findings) else 0


def _compare(args: argparse.Namespace) -> int:
    from ..compare import compare
    from ..readers.trf import read_trf

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    _range_only_in_workbooks(args, path)
    rules = [r for r in args.rules.split(",") if r.strip()]
    tiebreaks = args.tiebreaks
    kw: dict[str, Any] = {"pairing_system": _system(args), "unrated_rating": args.unrated_rating}
    reader_notes: list[Any] = []
    warned: list[str] = []
    if _is_workbook(path):
        from ..spec import parse_spec

        data, se = _read_individual_workbook(args, path)
        t = se.evaluation.tournament
        settings = se.settings
        reader_notes = _workbook_warnings(data, se)
        kw = {"pairing_system": se.evaluation.pairing_system,
              "unrated_rating": args.unrated_rating if args.unrated_rating is not None else settings.unrated,
              "policies": list(settings.policies)}
        if not tiebreaks:
            cells = [str(c) for row in data.order for c in row if c not in (None, "")]
            tiebreaks = [parse_spec(c) for c in cells] or None
    else:
        trf = read_trf(path, rules_given=all(_rules_given(r) for r in rules))
        t, reader_notes = trf.tournament, [n for n in trf.notes if is_warning(n)]
        kw.update(_trf_overrides(args))
    cmp = compare(t, tiebreaks, rules, **kw)
    # what the reader and each rule set's standings warned about, each once
    seen: set[str] = set()
    for n in [*reader_notes, *(n for st in cmp.standings for n in st.notes if is_warning(n))]:
        line = note_line(n, args.lang)
        if line not in seen:
            seen.add(line)
            warned.append(line)
    rows = cmp.table(args.lang)
    if args.changed_only:
        rows = [rows[0]] + [r for r in rows[1:] if r[-1] == "*"]
    if args.format == "csv":
        from ..render import csv_text

        for line in warned:
            print(line, file=sys.stderr)
        sys.stdout.write(csv_text(rows, args.lang, raw=args.raw_csv))
        return 0
    from ..output import local_number

    for line in warned:
        print(line)
    rows = [[local_number(v, args.lang) for v in r] for r in rows]
    widths = [max(len(str(r[j])) for r in rows) for j in range(len(rows[0]))]
    for r in rows:
        print("  ".join(str(v).rjust(widths[j]) if j != 1 else str(v).ljust(widths[j]) for j, v in enumerate(r)).rstrip())
    print()
    print(text("compare_changed", args.lang, n=len(cmp.changed), rules=", ".join(cmp.rules)))
    return 0
