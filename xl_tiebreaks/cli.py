"""``xl-tiebreaks``: everything that runs without Excel.

    xl-tiebreaks standings [FILE.trf] [--tiebreaks "BH/C1 BH SB"] [--rules FIDE|FIDE2024|FIDE2026]
                           [--swiss | --round-robin] [--round K] [--unrated-rating N]
                           [--format table|csv|json] [-o OUT]

    xl-tiebreaks template round-robin --players N [--double] [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template swiss --players N --rounds R [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template team-round-robin --teams N --boards B [--double] [--lang es|en] -o FILE.xlsx
    xl-tiebreaks template team-swiss --teams N --rounds R --boards B [--lang es|en] -o FILE.xlsx
    xl-tiebreaks compute FILE.xlsx [-o OUT.xlsx]
    xl-tiebreaks from-trf FILE.trf -o FILE.xlsx [--lang es|en] [--tiebreaks ...] [--date D]

With no file, ``standings`` runs on the bundled example: seed 002's six-player Swiss; with an
``.xlsx`` / ``.xlsm`` made from a template it reads the workbook (results range, settings
sheet and tie-break order).
Errors are printed as one line (``error: line 12 (start number 7): ...``), exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Sequence

from . import __version__
from .errors import TiebreakError

EXAMPLE = "seed002_swiss.trf"


def _example_path() -> Path:
    return Path(__file__).with_name("data") / EXAMPLE


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="xl-tiebreaks", description="Chess tie-breaks (FIDE C.07) without Excel.")
    p.add_argument("--version", action="version", version=f"xl-tiebreaks {__version__}")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("standings", help="standings with tie-breaks from a TRF file or a filled workbook")
    s.add_argument("file", nargs="?", help="TRF file, or a workbook made from a template (.xlsx/.xlsm); default: "
                                           "the bundled example, seed 002's Swiss")
    s.add_argument("-t", "--tiebreaks", help='ordered list, e.g. "BH/C1 BH SB" (default by pairing system)')
    s.add_argument("--rules", default="FIDE",
                   help="FIDE (edition by start date), FIDE2024, FIDE2026, or an older rule set: STANDARD, "
                        "DRAW_SELF, DRAW_SELF_HALF_BYE, VIRTUAL, VIRTUAL_VEGA, SWISS_PERFECT")
    g = s.add_mutually_exclusive_group()
    g.add_argument("--swiss", action="store_true", help="Swiss pairings (C.07 art. 16)")
    g.add_argument("--round-robin", action="store_true", help="pre-determined pairings (C.07 art. 15.2)")
    s.add_argument("--round", type=int, help="standings after round K")
    s.add_argument("--score", metavar="W,D,L[,BYE]",
                   help="points for a win, a draw, a loss (and a pairing-allocated bye), e.g. 3,1,0 (default: the "
                        "file's 162 record, else 1,0.5,0 or what the file's totals show)")
    s.add_argument("--unrated-rating", type=int, help="rating for unrated players in rating tie-breaks")
    s.add_argument("--format", choices=("table", "csv", "json", "xlsx"), default="table",
                   help="table (readable), csv, json, or xlsx (needs -o)")
    s.add_argument("--manual", metavar="FILE.csv",
                   help="values of manual criteria (play-off, lots): a CSV with a start_no column and one "
                        "column per criterion, headed as in --tiebreaks (e.g. LOTS)")
    s.add_argument("-o", "--output", help="write to this file instead of the screen")
    s.add_argument("--force", action="store_true", help="replace the output file if it exists")
    s.add_argument("--policy", action="append", default=[], metavar="NAME",
                   help="opt-in reading of C.07 where it reads two ways (RR_FORFEIT_WINS_AS_GAMES, "
                        "STD_SCHEDULED_OPPONENT, VUR_LOWEST_SCORE)")
    s.add_argument("--lang", choices=("en", "es"), default="en", help="language of the output and messages")
    tp = sub.add_parser("template", help="write a tournament workbook (template) for Excel")
    tp.add_argument("kind", choices=("round-robin", "swiss", "team-round-robin", "team-swiss"),
                    help="round-robin (crosstable) or swiss (round grid); team-round-robin (team crosstable) or "
                         "team-swiss (team round grid)")
    tp.add_argument("--players", type=int, help="players (Swiss: rows, spare rows stay blank)")
    tp.add_argument("--teams", type=int, help="teams (team templates; team Swiss: rows, spare rows stay blank)")
    tp.add_argument("--boards", type=int, default=4, help="boards per match (team templates, default 4)")
    tp.add_argument("--match-points", default="2/1/0",
                    help="match points for a match won/drawn/lost (team templates): 2/1/0 (default) or 3/1/0")
    tp.add_argument("--rounds", type=int, help="rounds (Swiss)")
    tp.add_argument("--double", action="store_true", help="double round robin (two blocks of columns)")
    tp.add_argument("--lang", choices=("es", "en"), default="es", help="language of the workbook (es, en)")
    tp.add_argument("-t", "--tiebreaks", help='tie-break order, e.g. "BH-C1 BH SB DE WIN" (default by system); '
                    'team templates: the ranking order, e.g. "MP GP DE EGGSB" (a leading MP or GP is the primary '
                    'score) or a preset (default SEED001_TEAM_RR / SEED001_TEAM_SWISS)')
    tp.add_argument("--xlsm", action="store_true",
                    help="macro-enabled workbook for classic xlwings (also chosen by an .xlsm output name)")
    tp.add_argument("-o", "--output", required=True, help="FILE.xlsx (xlwings Lite) or FILE.xlsm (classic)")
    tp.add_argument("--force", action="store_true", help="replace the output file if it exists")
    cp = sub.add_parser("compute", help="evaluate a workbook's tie-break formulas without Excel (a copy with values)")
    cp.add_argument("file", help="a workbook made from a template (.xlsx or .xlsm)")
    cp.add_argument("-o", "--output", help="the copy with values (default FILE_computed.xlsx)")
    cp.add_argument("--force", action="store_true", help="replace the output file if it exists")
    ft = sub.add_parser("from-trf", help="a filled workbook (template) from a TRF file")
    ft.add_argument("file", help="TRF file")
    ft.add_argument("-o", "--output", required=True, help="FILE.xlsx or FILE.xlsm")
    ft.add_argument("--force", action="store_true", help="replace the output file if it exists")
    ft.add_argument("--lang", choices=("es", "en"), default="es", help="language of the workbook (es, en)")
    ft.add_argument("-t", "--tiebreaks", help="tie-break order (default by pairing system)")
    ft.add_argument("--date", help="event start date for the settings (chooses the C.07 edition), e.g. 2025-08-12")
    ft.add_argument("--rules", help="FIDE (edition by date), FIDE2024 or FIDE2026")
    ft.add_argument("--layout", choices=("auto", "crosstable", "rounds"), default="auto",
                    help="round robins: crosstable, or rounds (keeps colours and round order); "
                         "auto: crosstable unless the tie-breaks need colours or round order")
    g2 = ft.add_mutually_exclusive_group()
    g2.add_argument("--swiss", action="store_true", help="Swiss pairings")
    g2.add_argument("--round-robin", action="store_true", help="pre-determined pairings (round robin)")
    ft.add_argument("--compute", action="store_true", help="also compute: write values instead of formulas")
    e = sub.add_parser("explain", help="why a player's tie-break is what it is, round by round")
    e.add_argument("file", nargs="?", help="TRF file (default: the bundled example)")
    e.add_argument("--player", required=True, help="start number (or name) of the player")
    e.add_argument("-t", "--tiebreak", required=True, help='the tie-break, e.g. "BH/C1"')
    e.add_argument("--rules", default="FIDE", help="as for standings")
    g2 = e.add_mutually_exclusive_group()
    g2.add_argument("--swiss", action="store_true")
    g2.add_argument("--round-robin", action="store_true")
    e.add_argument("--round", type=int, help="as of round K")
    e.add_argument("--unrated-rating", type=int)
    e.add_argument("--lang", choices=("en", "es"), default="en", help="language: en or es")
    c = sub.add_parser("check", help="what is wrong or odd in a tournament file, with where and how to fix it")
    c.add_argument("file", nargs="?", help="TRF file (default: the bundled example)")
    g3 = c.add_mutually_exclusive_group()
    g3.add_argument("--swiss", action="store_true")
    g3.add_argument("--round-robin", action="store_true")
    c.add_argument("--lang", choices=("en", "es"), default="en", help="language: en or es")
    m = sub.add_parser("compare", help="standings under several rule sets, side by side")
    m.add_argument("file", nargs="?", help="TRF file (default: the bundled example)")
    m.add_argument("-t", "--tiebreaks", required=True, help='e.g. "BH BH/C1 SB"')
    m.add_argument("--rules", default="VIRTUAL,FIDE2024,FIDE2026",
                   help="comma-separated rule sets (default VIRTUAL,FIDE2024,FIDE2026)")
    g4 = m.add_mutually_exclusive_group()
    g4.add_argument("--swiss", action="store_true")
    g4.add_argument("--round-robin", action="store_true")
    m.add_argument("--unrated-rating", type=int)
    m.add_argument("--changed-only", action="store_true", help="list only the players whose rank changes")
    m.add_argument("--format", choices=("table", "csv"), default="table")
    m.add_argument("--lang", choices=("en", "es"), default="en", help="language: en or es")
    tt = sub.add_parser("to-trf", help="a filled workbook as a FIDE TRF-16 file (for rating reports)")
    tt.add_argument("file", help="a filled workbook (.xlsx or .xlsm) made from a template")
    tt.add_argument("-o", "--output", required=True, help="the TRF file to write")
    tt.add_argument("--force", action="store_true", help="replace the output file if it exists")
    x = sub.add_parser("setup-excel", help="register the Excel functions for classic xlwings (Windows)")
    x.add_argument("--config", help="xlwings.conf to update (default ~/.xlwings/xlwings.conf)")
    x.add_argument("--lang", choices=("en", "es"), default="en", help="language: en or es")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "standings":
            return _standings(args)
        if args.command == "template":
            return _template(args)
        if args.command == "compute":
            return _compute(args)
        if args.command == "from-trf":
            return _from_trf(args)
        if args.command == "explain":
            return _explain(args)
        if args.command == "to-trf":
            return _to_trf(args)
        if args.command == "check":
            return _check(args)
        if args.command == "compare":
            return _compare(args)
        if args.command == "setup-excel":
            from .excel_setup import setup_excel, user_config_file
            from .files import check_input, check_output

            config = Path(args.config) if args.config else user_config_file()
            if config.exists() or config.is_symlink():
                check_input(config)  # a regular file: never a device or a pipe (refused before opening)
                check_output(config, [], force=True)
            print(setup_excel(config, args.lang), end="")
            return 0
    except TiebreakError as e:
        print(f"error: {e.message(getattr(args, 'lang', 'en'))}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader of our output went away (| head): not an error
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except OSError as e:  # a file the product did not open through xl_tiebreaks.files
        from .files import os_error

        err = os_error(e, e.filename or "?", writing=False)
        print(f"error: {err.message(getattr(args, 'lang', 'en'))}", file=sys.stderr)
        return 2
    except (ValueError, _OutputRefused) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - never a traceback on the terminal; a defect to report
        from .errors import TiebreakError as _E

        print(f"error: {_E('internal', detail=f'{type(e).__name__}: {e}').message(getattr(args, 'lang', 'en'))}",
              file=sys.stderr)
        return 3
    return 1  # pragma: no cover


def _standings(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .standings import compute_standings

    path = Path(args.file) if args.file else _example_path()
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _standings_workbook(args, path)
    _check_sizes(args)
    trf = read_trf(path, rules_given=_rules_given(args.rules))
    if args.score:
        trf.tournament = _with_score(trf.tournament, args.score)
    ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
    if args.format == "xlsx" and not args.output:
        print("error: --format xlsx needs an output file: -o standings.xlsx", file=sys.stderr)
        return 2
    manual = _read_manual(Path(args.manual), trf.tournament) if args.manual else None
    st = compute_standings(
        trf.tournament,
        args.tiebreaks,
        rules=args.rules,
        pairing_system=ps,
        unrated_rating=args.unrated_rating,
        as_of=args.round,
        manual=manual,
        policies=args.policy,
    )
    source = str(path) if args.file else f"bundled example ({EXAMPLE})"
    return _emit(args, st, source, trf.notes, [path])


def _emit(args: argparse.Namespace, st, source: str, notes, inputs: list[Path]) -> int:
    """Standings to the screen or, with -o, to a file (never an input; --force to replace)."""
    if hasattr(st, "mp") and hasattr(st, "gp"):  # team standings (a team workbook)
        return _emit_team(args, st, source, notes, inputs)
    from .files import write_output
    from .render import render_standings

    out = _output(args.output, inputs, args.force, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        from .render import write_standings_xlsx

        write_output(out, _xlsx_bytes(write_standings_xlsx, st, source=source, reader_notes=notes), binary=True)
        return 0
    text = render_standings(st, args.format, source=source, reader_notes=notes, lang=args.lang)
    write_output(out, text)
    return 0


def _emit_team(args: argparse.Namespace, st, source: str, notes, inputs: list[Path]) -> int:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as :func:`_emit`."""
    from .files import write_output
    from .render import render_team_standings, write_team_standings_xlsx

    out = _output(args.output, inputs, args.force, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        write_output(out, _xlsx_bytes(write_team_standings_xlsx, st, source=source, reader_notes=notes), binary=True)
        return 0
    text = render_team_standings(st, args.format, source=source, reader_notes=notes, lang=getattr(args, "lang", "en"))
    write_output(out, text)
    return 0


def _xlsx_bytes(writer, st, **kw) -> bytes:
    """What ``writer(st, file, **kw)`` saves, made in memory (see xl_tiebreaks.files)."""
    import io

    buf = io.BytesIO()
    writer(st, buf, **kw)
    return buf.getvalue()


def _standings_workbook(args: argparse.Namespace, path: Path) -> int:
    """``standings FILE.xlsx``: a workbook made from a template (openpyxl is imported only here)."""
    from .workbook import read_workbook, workbook_standings

    _check_sizes(args)
    data = read_workbook(path)
    override: dict[str, object] = {}
    if args.rules and args.rules.upper() != "FIDE":
        override["rules"] = args.rules
    if args.swiss or args.round_robin:
        override["system"] = "swiss" if args.swiss else "round robin"
    if args.round is not None:
        override["round"] = args.round
    if args.unrated_rating is not None:
        override["unrated"] = args.unrated_rating
    if args.policy:
        override["policies"] = " ".join(args.policy)
    if args.format == "xlsx" and not args.output:
        print("error: --format xlsx needs an output file: -o standings.xlsx", file=sys.stderr)
        return 2
    manual, lines = _read_manual_lines(Path(args.manual)) if args.manual else (None, {})
    st, notes = workbook_standings(data, args.tiebreaks, manual=manual, **override)
    if args.manual:
        _check_manual_players(Path(args.manual), lines, st.tournament)
    source = f"{path} ({data.results_where})"
    return _emit(args, st, source, notes, [path])


def _order(text: str | None, workbook: bool = False) -> tuple[str, ...] | None:
    """The tie-break order typed with -t; for a workbook (``workbook``) without manual
    criteria, which no formula computes (:func:`xl_tiebreaks.validate.no_manual`)."""
    if not text:
        return None
    from .spec import parse_list

    specs = parse_list(text)
    if workbook:
        from .validate import no_manual

        no_manual(specs)
    return tuple(s.text for s in specs)


def _template(args: argparse.Namespace) -> int:
    from .templates import TemplateSpec, build_workbook, is_vba_path

    from .files import is_stdout, write_output

    out = Path(args.output)
    vba = args.xlsm or is_vba_path(out)
    if vba and out.suffix.lower() != ".xlsm" and not is_stdout(out):
        out = out.with_suffix(".xlsm")
    kind = "swiss" if args.kind.endswith("swiss") else "round_robin"
    _check_sizes(args)
    if kind == "swiss" and not args.rounds:
        print("error: a Swiss template needs --rounds R", file=sys.stderr)
        return 2
    if args.kind.startswith("team-"):
        from .team_templates import TeamTemplateSpec, split_team_order

        teams = args.teams or args.players
        if not teams:
            print("error: a team template needs --teams N", file=sys.stderr)
            return 2
        primary, order = split_team_order(args.tiebreaks) if args.tiebreaks else (None, None)
        spec: object = TeamTemplateSpec(kind, teams, args.boards, args.rounds if kind == "swiss" else None,
                                        double=args.double, lang=args.lang, primary=primary, order=order,
                                        match_points=args.match_points)
    else:
        if not args.players:
            print(f"error: a {args.kind} template needs --players N (team events: template team-{args.kind} "
                  "--teams N)", file=sys.stderr)
            return 2
        spec = TemplateSpec(kind, args.players, args.rounds if kind == "swiss" else None, double=args.double,
                            lang=args.lang, order=_order(args.tiebreaks, workbook=True))
    target = _output(out, [], args.force, xlsx=True)
    wb, _ = build_workbook(spec, vba=vba)
    from .templates import workbook_bytes

    write_output(target, workbook_bytes(wb), binary=True)
    print(f"wrote {out}", file=sys.stderr if target is None else sys.stdout)
    return 0


def _compute(args: argparse.Namespace) -> int:
    from .workbook import compute

    from .workbook import default_output

    from .files import STDOUT, check_input

    src = check_input(args.file)
    out = _output(args.output or default_output(src), [src], args.force, xlsx=True)
    report = compute(src, STDOUT if out is None else out)
    for line in report.lines():
        print(line, file=sys.stderr if out is None or line.startswith(("error", "left")) else sys.stdout)
    return 1 if report.errors else 0


def _from_trf(args: argparse.Namespace) -> int:
    import tempfile

    from .readers.trf import read_trf
    from .settings import _date_checked
    from .templates import is_vba_path, tournament_workbook

    from .files import STDOUT, write_output

    out = _output(args.output, [Path(args.file)], args.force, xlsx=True)
    order = _order(args.tiebreaks, workbook=True)
    date = _date_checked(args.date, strict=not _rules_given(args.rules))[0] if args.date else None
    trf = read_trf(Path(args.file), rules_given=_rules_given(args.rules) or date is not None)
    t = trf.tournament
    system = ("swiss" if args.swiss else "round_robin") if (args.swiss or args.round_robin) else None
    try:
        wb, kind = tournament_workbook(
            t, lang=args.lang, order=order, layout=args.layout, system=system,
            date=date, rules=args.rules, vba=out is not None and is_vba_path(out))
    except TiebreakError:
        raise
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    n = len(t.participants)
    system = system or t.resolved_pairing_system()[0].value
    if args.compute:
        from .workbook import compute

        from .templates import workbook_bytes

        with tempfile.TemporaryDirectory() as tmp:
            tmp_path = Path(tmp) / ("filled" + (out.suffix if out is not None else ".xlsx"))
            tmp_path.write_bytes(workbook_bytes(wb))
            report = compute(tmp_path, STDOUT if out is None else out)
        for line in report.lines()[1:]:
            print(line, file=sys.stderr)
    else:
        from .templates import workbook_bytes

        write_output(out, workbook_bytes(wb), binary=True)
    what = "crosstable" if kind == "round_robin" else "round grid"
    print(f"wrote {args.output} ({what}, {n} players, {t.rounds_announced} rounds, {system.replace('_', ' ')})",
          file=sys.stderr if out is None else sys.stdout)
    return 0


class _OutputRefused(Exception):
    pass


def _output(out: str | Path, inputs: list[Path], force: bool, *, xlsx: bool = False) -> Path | None:
    """The output path (``None``: the screen, ``-o -``), checked before anything is opened
    (:func:`xl_tiebreaks.files.check_output`: only a regular file, never an input, an existing
    file only with --force); a workbook (``xlsx``) only under an .xlsx or .xlsm name."""
    from .files import check_output, is_stdout

    if xlsx and not is_stdout(out) and Path(out).suffix.lower() not in (".xlsx", ".xlsm"):
        raise TiebreakError("output_suffix", path=str(out), what="a workbook", what_es="un libro",
                            suffixes=".xlsx (xlwings Lite) or .xlsm (classic Excel add-in)",
                            suffixes_es=".xlsx (xlwings Lite) o .xlsm (complemento clásico de Excel)")
    return check_output(out, inputs, force)


def _to_trf(args: argparse.Namespace) -> int:
    from .export import workbook_to_trf

    from .files import write_output

    src = Path(args.file)
    out = _output(args.output, [src], args.force)
    text, notes = workbook_to_trf(src)
    for n in notes:
        print(f"note: {n}", file=sys.stderr)
    write_output(out, text)
    print(f"wrote {args.output}", file=sys.stderr if out is None else sys.stdout)
    return 0


def _explain(args: argparse.Namespace) -> int:
    from .explain import explain
    from .readers.trf import read_trf
    from .standings import Evaluation

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    t = read_trf(path, rules_given=_rules_given(args.rules)).tournament
    ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
    ev = Evaluation(t, rules=args.rules, pairing_system=ps, unrated_rating=args.unrated_rating, as_of=args.round)
    sn = _find_player(t, args.player)
    print(explain(ev, sn, args.tiebreak, args.lang).text())
    return 0


def _system(args: argparse.Namespace) -> str | None:
    return "swiss" if args.swiss else "round_robin" if args.round_robin else None


def _check(args: argparse.Namespace) -> int:
    from .check import blocked, check_tournament, findings_table
    from .model import PairingSystem
    from .readers.trf import read_trf

    path = Path(args.file) if args.file else _example_path()
    try:
        t = read_trf(path, pairing_system=_system(args), rules_given=True).tournament
    except TiebreakError as e:
        findings = blocked(e)
        rows = findings_table([], args.lang, e)
    else:
        findings = check_tournament(t, pairing_system=PairingSystem.parse(_system(args)) if _system(args) else None)
        rows = findings_table(findings, args.lang)
    for sev, where, msg in rows:
        print("  ".join(x for x in (sev, where, msg) if x))
    return 1 if any(f.severity == "error" for f in findings) else 0


def _compare(args: argparse.Namespace) -> int:
    import csv

    from .compare import compare
    from .readers.trf import read_trf

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    rules = [r for r in args.rules.split(",") if r.strip()]
    t = read_trf(path, rules_given=all(_rules_given(r) for r in rules)).tournament
    cmp = compare(t, args.tiebreaks, rules, pairing_system=_system(args),
                  unrated_rating=args.unrated_rating)
    rows = cmp.table(args.lang)
    if args.changed_only:
        rows = [rows[0]] + [r for r in rows[1:] if r[-1] == "*"]
    if args.format == "csv":
        w = csv.writer(sys.stdout, lineterminator="\n")
        w.writerows(rows)
        return 0
    widths = [max(len(str(r[j])) for r in rows) for j in range(len(rows[0]))]
    for r in rows:
        print("  ".join(str(v).rjust(widths[j]) if j != 1 else str(v).ljust(widths[j]) for j, v in enumerate(r)).rstrip())
    es = args.lang.startswith("es")
    print(f"\n{len(cmp.changed)} " + ("jugadores cambian de puesto entre " if es else "players change places between ")
          + ", ".join(cmp.rules))
    return 0


def _with_score(t, text: str):
    """``t`` scored with ``W,D,L[,BYE]`` points (each 0 to 100; a win worth more than a loss,
    a draw between them, a bye no more than a win: :func:`xl_tiebreaks.validate.score_order`)."""
    import dataclasses

    from .validate import points, score_order

    parts = [x.strip() for x in text.replace(";", ",").split(",")]
    if len(parts) not in (3, 4):
        raise TiebreakError("settings_bad_value", key="--score (W,D,L or W,D,L,BYE)", value=text)
    vals = [points(x, "--score", "--score") for x in parts]
    score_order(vals[0], vals[1], vals[2], tuple(vals[3:]), what="--score", what_es="--score", value=text)
    ss = dataclasses.replace(t.score_system, win=vals[0], draw=vals[1], loss=vals[2],
                             pab=vals[3] if len(vals) == 4 else None)
    return dataclasses.replace(t, score_system=ss)


def _rules_given(rules: str | None) -> bool:
    """Are the rules given explicitly (not chosen by the event's start date)?"""
    return bool(rules) and rules.strip().upper() not in ("FIDE", "AUTO")  # type: ignore[union-attr]


def _check_sizes(args: argparse.Namespace) -> None:
    """Every size typed on the command line within its bound (:data:`xl_tiebreaks.validate.BOUNDS`),
    checked before any work."""
    from .validate import whole

    # a template's sheets hold at most 999 players or 500 teams, 99 rounds of a Swiss grid
    layout = {"players": 999, "teams": 500, "rounds": 99} if getattr(args, "command", "") == "template" else {}
    for attr, key in (("players", "players"), ("teams", "teams"), ("boards", "boards"), ("rounds", "rounds"),
                      ("round", "round"), ("unrated_rating", "unrated")):
        v = getattr(args, attr, None)
        if v is not None:
            whole(v, key, name=f"--{attr.replace('_', '-')}", hi=layout.get(attr))
    mp = getattr(args, "match_points", None)
    if mp is not None and getattr(args, "kind", "").startswith("team-"):
        from .validate import points, score_order

        parts = [x.strip() for x in mp.replace("-", "/").split("/")]
        if len(parts) != 3:
            raise TiebreakError("settings_bad_value", key="--match-points (won/drawn/lost, e.g. 2/1/0)", value=mp)
        w, d, lo = (points(x, "--match-points", "--match-points") for x in parts)
        score_order(w, d, lo, what="--match-points", what_es="--match-points", value=mp)


def _find_player(t, text: str) -> int:
    """A start number, or a name: whole, or a part of it that only one player's name holds
    (case and accents ignored)."""
    import unicodedata

    def key(s: str) -> str:
        s = unicodedata.normalize("NFKD", s)
        return "".join(c for c in s if not unicodedata.combining(c)).casefold().strip()

    text = text.strip()
    if text.isdigit():
        return int(text)
    k = key(text)
    exact = [p.start_no for p in t.participants if key(p.name) == k]
    if len(exact) == 1:
        return exact[0]
    part = [p for p in t.participants if k and k in key(p.name)]
    if len(part) == 1:
        return part[0].start_no
    if len(part) > 1:
        raise TiebreakError("player_ambiguous", player=text,
                            candidates=", ".join(f"{p.start_no} {p.name}" for p in part[:6]))
    raise TiebreakError("player_not_found", player=text)


def _read_manual(path: Path, t=None) -> dict[str, dict[int, str]]:
    """The values of :func:`_read_manual_lines`, every start number a player of ``t``."""
    values, lines = _read_manual_lines(path)
    if t is not None:
        _check_manual_players(path, lines, t)
    return values


def _read_manual_lines(path: Path) -> tuple[dict[str, dict[int, str]], dict[int, int]]:
    """Manual criteria from a CSV: ``start_no`` plus one column per criterion, separated by
    commas, semicolons (as a Spanish Excel saves CSV) or tabs; each start number once.
    Returns (criterion -> start number -> value, start number -> line).

    Raises:
        TiebreakError: ``manual_no_column``, ``manual_bad_row``, ``manual_duplicate``,
            ``manual_unknown_player``; those of :func:`xl_tiebreaks.files.read_input`.
    """
    import csv
    import io

    from .files import read_input
    from .readers.trf import decode_bytes

    text, _ = decode_bytes(read_input(path, "csv"))
    text = text.lstrip("\ufeff")
    head = text.split("\n", 1)[0]
    delimiter = max(",;\t", key=head.count) if any(d in head for d in ",;\t") else ","
    reader = csv.DictReader(io.StringIO(text, newline=""), delimiter=delimiter)
    fields = [f.strip() for f in (reader.fieldnames or [])]
    if "start_no" not in fields:
        raise TiebreakError("manual_no_column", path.name, found=", ".join(f or "''" for f in fields[:8]) or "-")
    reader.fieldnames = fields
    out: dict[str, dict[int, str]] = {}
    lines: dict[int, int] = {}
    for row in reader:
        n = reader.line_num
        sn = (row.get("start_no") or "").strip()
        if not all(v is None or not str(v).strip() for v in row.values()) and not (sn.isascii() and sn.isdigit()):
            raise TiebreakError("manual_bad_row", f"{path.name}, line {n}", text=sn)
        if not sn:
            continue
        k = int(sn)
        if k in lines:
            raise TiebreakError("manual_duplicate", f"{path.name}, line {n}", start_no=k, other=lines[k])
        lines[k] = n
        for key, val in row.items():
            if key and key != "start_no" and isinstance(val, str) and val.strip():
                out.setdefault(key.strip(), {})[k] = val.strip().replace(",", ".")
    return out, lines


def _check_manual_players(path: Path, lines: dict[int, int], t) -> None:
    """Every start number of the manual-criteria file a player of ``t``."""
    known = {p.start_no for p in t.participants}
    for k, line in sorted(lines.items(), key=lambda x: x[1]):
        if k not in known:
            raise TiebreakError("manual_unknown_player", f"{path.name}, line {line}", start_no=k)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
