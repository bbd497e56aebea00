"""``xl-tiebreaks``: everything that runs without Excel.

    xl-tiebreaks standings [FILE.trf] [--tiebreaks "BH/C1 BH SB"] [--rules FIDE|FIDE2024|FIDE2026]
                           [--swiss | --round-robin] [--round K] [--unrated-rating N]
                           [--format table|csv|json] [-o OUT]

    xl-tiebreaks template round-robin --players N [--double] [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template swiss --players N --rounds R [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template team-round-robin --teams N --boards B [--double] [--lang es|en] -o FILE.xlsx
    xl-tiebreaks template team-swiss --teams N --rounds R --boards B [--lang es|en] -o FILE.xlsx
    xl-tiebreaks compute FILE.xlsx [-o OUT.xlsx] [--engine auto|libreoffice|python]
    xl-tiebreaks from-trf FILE.trf -o FILE.xlsx [--lang es|en] [--tiebreaks ...] [--date D] [--libreoffice]
        (a TRF with team records, 310 or 013, gives a team workbook)
    xl-tiebreaks setup-libreoffice [--oxt FILE.oxt]
    xl-tiebreaks convert-names FILE.xlsx --to excel|libreoffice [-o OUT.xlsx]

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
from .util import atomic_output

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
    tp.add_argument("--libreoffice", action="store_true", help=_LO_NAMES_HELP)
    cp = sub.add_parser("compute", help="evaluate a workbook's tie-break formulas without Excel (a copy with values)")
    cp.add_argument("file", help="a workbook made from a template (.xlsx or .xlsm)")
    cp.add_argument("-o", "--output", help="the copy with values (default FILE_computed.xlsx)")
    cp.add_argument("--force", action="store_true", help="replace the output file if it exists")
    cp.add_argument("--engine", choices=("auto", "libreoffice", "python"), default="auto",
                    help="who computes: libreoffice (a headless LibreOffice with the extension), python (xl-tiebreaks' "
                         "own evaluator), auto (LibreOffice when setup-libreoffice installed the extension, else "
                         "python)")
    ft = sub.add_parser("from-trf", help="a filled workbook (template) from a TRF file (a team workbook from a TRF "
                                         "with team records, 310 or 013)")
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
    ft.add_argument("--libreoffice", action="store_true", help=_LO_NAMES_HELP)
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
    lo = sub.add_parser("setup-libreoffice", help="install the functions in your LibreOffice (an extension), or "
                                                  "write the extension file")
    lo.add_argument("--oxt", metavar="FILE.oxt", help="only write the extension to this file (to double-click, or "
                                                      "Tools > Extension Manager > Add)")
    lo.add_argument("--force", action="store_true", help="replace the .oxt file if it exists")
    lo.add_argument("--lang", choices=("en", "es"), default="en", help="language: en or es")
    cn = sub.add_parser("convert-names", help="a workbook's function names for Excel (BUCHHOLZ) or for LibreOffice "
                                              "(ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ)")
    cn.add_argument("file", help="workbook (.xlsx or .xlsm)")
    cn.add_argument("--to", required=True, choices=("excel", "libreoffice"),
                    help="excel: a workbook saved by LibreOffice, for Excel; libreoffice: for LibreOffice only")
    cn.add_argument("-o", "--output", help="the converted copy (default FILE_excel.xlsx / FILE_libreoffice.xlsx)")
    cn.add_argument("--force", action="store_true", help="replace the output file if it exists")
    return p


_LO_NAMES_HELP = ("write the functions with LibreOffice's own names (ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ), for "
                  "organisers who only use LibreOffice: Excel cannot read them (convert-names --to excel turns them "
                  "back)")


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
        if args.command == "setup-libreoffice":
            return _setup_libreoffice(args)
        if args.command == "convert-names":
            return _convert_names(args)
        if args.command == "setup-excel":
            from .excel_setup import setup_excel

            print(setup_excel(Path(args.config) if args.config else None, args.lang), end="")
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
    except IsADirectoryError as e:
        print(f"error: '{e.filename}' is a folder, not a file", file=sys.stderr)
        return 2
    except (OSError, ValueError, _OutputRefused) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 1  # pragma: no cover


def _standings(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .standings import compute_standings

    path = Path(args.file) if args.file else _example_path()
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _standings_workbook(args, path)
    trf = read_trf(path)
    if args.score:
        trf.tournament = _with_score(trf.tournament, args.score)
    ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
    if args.format == "xlsx" and not args.output:
        print("error: --format xlsx needs an output file: -o standings.xlsx", file=sys.stderr)
        return 2
    manual = _read_manual(Path(args.manual)) if args.manual else None
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
    from .render import render_standings

    out = _output(args.output, inputs, args.force) if args.output else None
    if args.format == "xlsx":
        from .render import write_standings_xlsx

        with atomic_output(out) as tmp:  # type: ignore[arg-type]
            write_standings_xlsx(st, str(tmp), source=source, reader_notes=notes)
        return 0
    text = render_standings(st, args.format, source=source, reader_notes=notes, lang=args.lang)
    if out is not None:
        with atomic_output(out) as tmp:
            tmp.write_text(text, encoding="utf-8", newline="")
    else:
        sys.stdout.write(text)
    return 0


def _emit_team(args: argparse.Namespace, st, source: str, notes, inputs: list[Path]) -> int:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as :func:`_emit`."""
    from .render import render_team_standings, write_team_standings_xlsx

    out = _output(args.output, inputs, args.force) if args.output else None
    if args.format == "xlsx":
        with atomic_output(out) as tmp:  # type: ignore[arg-type]
            write_team_standings_xlsx(st, str(tmp), source=source, reader_notes=notes)
        return 0
    text = render_team_standings(st, args.format, source=source, reader_notes=notes, lang=getattr(args, "lang", "en"))
    if out is not None:
        with atomic_output(out) as tmp:
            tmp.write_text(text, encoding="utf-8", newline="")
    else:
        sys.stdout.write(text)
    return 0


def _standings_workbook(args: argparse.Namespace, path: Path) -> int:
    """``standings FILE.xlsx``: a workbook made from a template (openpyxl is imported only here)."""
    from .workbook import read_workbook, workbook_standings

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
    manual = _read_manual(Path(args.manual)) if args.manual else None
    st, notes = workbook_standings(data, args.tiebreaks, manual=manual, **override)
    source = f"{path} ({data.results_where})"
    return _emit(args, st, source, notes, [path])


def _order(text: str | None) -> tuple[str, ...] | None:
    if not text:
        return None
    from .spec import parse_list

    return tuple(s.text for s in parse_list(text))


def _template(args: argparse.Namespace) -> int:
    from .templates import TemplateSpec, build_workbook, is_vba_path, save_workbook

    out = Path(args.output)
    vba = args.xlsm or is_vba_path(out)
    if vba and out.suffix.lower() != ".xlsm":
        out = out.with_suffix(".xlsm")
    kind = "swiss" if args.kind.endswith("swiss") else "round_robin"
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
                            lang=args.lang, order=_order(args.tiebreaks))
    out = _output(out, [], args.force)
    wb, _ = build_workbook(spec, vba=vba)
    with atomic_output(out) as tmp:
        save_workbook(wb, tmp, formula_names="libreoffice" if args.libreoffice else "excel")
    print(f"wrote {out}")
    return 0


def _compute(args: argparse.Namespace) -> int:
    from .workbook import compute

    from .workbook import default_output

    src = Path(args.file)
    out = _output(args.output or default_output(src), [src], args.force)
    engine = args.engine
    if engine == "auto":
        from .libreoffice.office import unavailable_reason
        from .libreoffice.setup import installed_for_user

        engine = "libreoffice" if installed_for_user() and unavailable_reason() is None else "python"
        try:
            report = compute(src, out, engine=engine)
        except TiebreakError as e:  # LibreOffice would not compute: the offline evaluator does
            if engine != "libreoffice" or not e.code.startswith("lo_"):
                raise
            print(f"note: {e.message()}; computed without LibreOffice", file=sys.stderr)
            report = compute(src, out)
    else:
        report = compute(src, out, engine=engine)
    for line in report.lines():
        print(line, file=sys.stderr if line.startswith(("error", "left")) else sys.stdout)
    return 1 if report.errors else 0


def _from_trf(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .settings import _date
    from .templates import is_vba_path, tournament_workbook

    trf = read_trf(Path(args.file))
    t = trf.tournament
    system = ("swiss" if args.swiss else "round_robin") if (args.swiss or args.round_robin) else None
    if Path(args.output).suffix.lower() not in (".xlsx", ".xlsm"):
        raise _OutputRefused(f"'{args.output}': a workbook is written as .xlsx (xlwings Lite) or .xlsm (classic "
                             "Excel add-in); choose one of those")
    out = _output(args.output, [Path(args.file)], args.force)
    if trf.records.get("310") or trf.records.get("013"):
        return _from_team_trf(args, out, system)
    try:
        wb, kind = tournament_workbook(
            t, lang=args.lang, order=_order(args.tiebreaks), layout=args.layout, system=system,
            date=_date(args.date) if args.date else None, rules=args.rules, vba=is_vba_path(out))
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    n = len(t.participants)
    system = system or t.resolved_pairing_system()[0].value
    _save_filled(wb, out, args.compute, args.libreoffice)
    what = "crosstable" if kind == "round_robin" else "round grid"
    print(f"wrote {out} ({what}, {n} players, {t.rounds_announced} rounds, {system.replace('_', ' ')})")
    return 0


def _save_filled(wb, out: Path, compute_values: bool, libreoffice: bool = False) -> None:
    """Write a filled workbook to ``out``: as it is, or (``--compute``) with its formulas
    evaluated without Excel (what could not be computed is listed on stderr); ``libreoffice``:
    the formulas with LibreOffice's names (``from-trf --libreoffice``)."""
    if compute_values:
        import tempfile

        from .workbook import compute

        with tempfile.TemporaryDirectory() as tmp:
            tmp_path = Path(tmp) / ("filled" + out.suffix)
            wb.save(str(tmp_path))
            report = compute(tmp_path, out)
        for line in report.lines()[1:]:
            print(line, file=sys.stderr)
    else:
        from .templates import save_workbook

        with atomic_output(out) as tmp:
            save_workbook(wb, tmp, formula_names="libreoffice" if libreoffice else "excel")


def _from_team_trf(args: argparse.Namespace, out: Path, system: str | None) -> int:
    """``from-trf`` for a TRF with team records (310, or 013 in TRF-16): a filled team workbook.

    A round robin gets the team crosstable (game points per match) when it can hold the event
    (``--layout auto``: no byes but the rest round, no board tie-breaks and no Fore Buchholz in
    the order), else the team round grid, which keeps the board results, colours and the order
    of the rounds."""
    from .model import RoundKind, round_robin_cycle_rounds
    from .settings import _date
    from .team_templates import TeamTemplateSpec, fill_team_tournament, split_team_order
    from .teams import read_team_trf
    from .templates import build_workbook, is_vba_path

    f = read_team_trf(Path(args.file), pairing_system=system)
    tt = f.tournament
    system = system or tt.resolved_pairing_system()[0].value
    primary, order = split_team_order(args.tiebreaks) if args.tiebreaks else (None, None)
    needs_grid = any(c.split(":")[0].split("/")[0].upper() in ("FB", "BC", "TBR", "BBE", "EDEC", "EDET", "EDEB",
                                                                 "EDEBT", "EDEBB", "SSSC") for c in (order or ()))
    cross_ok = all(r.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING,
                              RoundKind.PAB, RoundKind.ABSENT, RoundKind.NOT_PLAYED)
                   for recs in tt.rounds.values() for r in recs)
    n = len(tt.teams)
    rounds = max(tt.total_rounds or 0, tt.n_rounds)
    double = rounds > round_robin_cycle_rounds(n)
    if system == "round_robin" and args.layout == "crosstable" and not cross_ok:
        print("error: this event does not fit a team crosstable (byes): use --layout rounds", file=sys.stderr)
        return 2
    kind = "round_robin" if system == "round_robin" and (
        args.layout == "crosstable" or (args.layout == "auto" and cross_ok and not needs_grid)) else "swiss"
    sc = tt.scoring
    match = "/".join(_plain(x) for x in (sc.match_win, sc.match_draw, sc.match_loss))
    try:
        spec = TeamTemplateSpec(kind, n, tt.boards, rounds if kind == "swiss" else None, double=double and
                                kind == "round_robin", lang=args.lang, primary=primary, order=order,
                                match_points=match)
        wb, lay = build_workbook(spec, vba=is_vba_path(out))
        fill_team_tournament(wb, lay, tt, date=_date(args.date) if args.date else None, rules=args.rules,
                             order=order, primary=primary)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for note in f.notes:
        print(f"note: {note}" if not note.startswith("warning:") else note, file=sys.stderr)
    _save_filled(wb, out, args.compute, args.libreoffice)
    what = "team crosstable" if kind == "round_robin" else "team round grid"
    print(f"wrote {out} ({what}, {n} teams, {tt.boards} boards, {rounds} rounds, {system.replace('_', ' ')})")
    return 0


def _plain(v) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{float(v):g}"


class _OutputRefused(Exception):
    pass


def _output(out: str | Path, inputs: list[Path], force: bool) -> Path:
    """The output path, refused when it is an input (never overwritten, even with --force) or
    exists without --force."""
    path = Path(out)
    if not path.parent.exists():
        raise _OutputRefused(f"the folder '{path.parent}' does not exist")
    if path.is_dir():
        raise _OutputRefused(f"'{path}' is a folder; give a file name")
    for src in inputs:
        if path.exists() and src.exists() and path.resolve() == src.resolve():
            raise _OutputRefused("the output file is the input file; choose another name")
    if path.exists() and not force:
        raise _OutputRefused(f"{path} exists; add --force to replace it")
    return path


def _setup_libreoffice(args: argparse.Namespace) -> int:
    from .libreoffice.setup import install_for_user, write_oxt

    if args.oxt:
        out = _output(args.oxt, [], args.force)
        if out.suffix.lower() != ".oxt":
            raise _OutputRefused(f"'{out}': LibreOffice extensions are .oxt files; name it e.g. xl-tiebreaks.oxt")
        with atomic_output(out) as tmp:
            text = write_oxt(tmp, args.lang)
        print(text.replace(str(tmp), str(out)), end="")
        return 0
    print(install_for_user(args.lang), end="")
    return 0


def _convert_names(args: argparse.Namespace) -> int:
    from .libreoffice.names import convert_workbook

    src = Path(args.file)
    if src.suffix.lower() not in (".xlsx", ".xlsm"):
        raise TiebreakError("names_not_workbook", path=str(src))
    default = src.with_name(f"{src.stem}_{args.to}{src.suffix}")
    out = _output(args.output or default, [src], args.force)
    with atomic_output(out) as tmp:
        n = convert_workbook(src, tmp, args.to)
    names = "Excel" if args.to == "excel" else "LibreOffice"
    print(f"wrote {out}: {n} formulas with {names}'s function names")
    return 0


def _to_trf(args: argparse.Namespace) -> int:
    from .export import workbook_to_trf

    src = Path(args.file)
    out = _output(args.output, [src], args.force)
    text, notes = workbook_to_trf(src)
    for n in notes:
        print(f"note: {n}", file=sys.stderr)
    with atomic_output(out) as tmp:
        tmp.write_text(text, encoding="utf-8", newline="")
    print(f"wrote {out}")
    return 0


def _explain(args: argparse.Namespace) -> int:
    from .explain import explain
    from .readers.trf import read_trf
    from .standings import Evaluation

    path = Path(args.file) if args.file else _example_path()
    t = read_trf(path).tournament
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
        t = read_trf(path, pairing_system=_system(args)).tournament
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
    t = read_trf(path).tournament
    cmp = compare(t, args.tiebreaks, [r for r in args.rules.split(",") if r.strip()], pairing_system=_system(args),
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
    """``t`` scored with ``W,D,L[,BYE]`` points."""
    import dataclasses
    from fractions import Fraction

    try:
        vals = [Fraction(x.strip().replace("½", "1/2")) for x in text.replace(";", ",").split(",")]
    except (ValueError, ZeroDivisionError):
        vals = []
    if len(vals) not in (3, 4) or any(v < 0 for v in vals):
        raise TiebreakError("settings_bad_value", key="--score (W,D,L or W,D,L,BYE)", value=text)
    ss = dataclasses.replace(t.score_system, win=vals[0], draw=vals[1], loss=vals[2],
                             pab=vals[3] if len(vals) == 4 else None)
    return dataclasses.replace(t, score_system=ss)


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


def _read_manual(path: Path) -> dict[str, dict[int, str]]:
    """Manual criteria from a CSV: ``start_no`` plus one column per criterion."""
    import csv

    from .errors import TiebreakError

    try:
        fh = open(path, newline="", encoding="utf-8-sig")
    except FileNotFoundError:
        raise TiebreakError("file_not_found", path=str(path)) from None
    with fh:
        rows = list(csv.DictReader(fh))
    out: dict[str, dict[int, str]] = {}
    for n, row in enumerate(rows, 2):
        sn = (row.get("start_no") or "").strip()
        if not sn.isdigit():
            raise TiebreakError("manual_bad_row", f"{path.name}, line {n}", text=sn)
        for key, val in row.items():
            if key and key != "start_no" and val is not None and val.strip():
                out.setdefault(key.strip(), {})[int(sn)] = val.strip().replace(",", ".")
    return out


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
