"""``xl-tiebreaks``: everything that runs without Excel.

    xl-tiebreaks standings [EVENT] [--tiebreaks "BH/C1 BH SB"] [--rules FIDE|FIDE2024|FIDE2026]
                           [--swiss | --round-robin] [--round K] [--unrated-rating N]
                           [--format table|csv|json|xlsx] [-o OUT] [--lang es|en]
    xl-tiebreaks check [EVENT]          xl-tiebreaks explain [EVENT] --player P -t CODE
    xl-tiebreaks compare [EVENT] [-t LIST] [--rules A,B,C]

    xl-tiebreaks template round-robin --players N [--double] [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template swiss --players N --rounds R [--lang es|en] -o FILE.xlsx|FILE.xlsm
    xl-tiebreaks template team-round-robin --teams N --boards B [--double] [--lang es|en] -o FILE.xlsx
    xl-tiebreaks template team-swiss --teams N --rounds R --boards B [--lang es|en] -o FILE.xlsx
    xl-tiebreaks compute FILE.xlsx [-o OUT.xlsx] [--engine auto|libreoffice|python]
    xl-tiebreaks from-trf FILE.trf -o FILE.xlsx [--lang es|en] [--tiebreaks ...] [--date D] [--libreoffice]
        (a TRF with team records, 310 or 013, gives a team workbook)
    xl-tiebreaks to-trf FILE.xlsx -o FILE.trf
    xl-tiebreaks setup-libreoffice [--oxt FILE.oxt]
    xl-tiebreaks convert-names FILE.xlsx --to excel|libreoffice [-o OUT.xlsx]

EVENT is a TRF file or a workbook made from a template and filled (``.xlsx`` / ``.xlsm``: its
results range, settings sheet and tie-break order); with none, the bundled example (a
six-player Swiss). Every text the command prints, its help included, is in Spanish or English
(``--lang``; default: the system's language, else English; :func:`xl_tiebreaks.texts.default_lang`).
Errors are printed as one line (``error: line 12 (start number 7): ...``; in a workbook the sheet
and cell, ``error: Rondas!C8 (nº 4, David Ruiz), ronda 1: ...``), exit status 2.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path
from typing import Any, Iterator, Sequence

from . import __version__
from .errors import TiebreakError
from .texts import ARGPARSE, Text, default_lang, is_warning, note_line, text

EXAMPLE = "example_swiss.trf"
LANGS = ("es", "en")

#: the kinds of ``template``: English name -> Spanish name (both accepted)
KINDS = {"round-robin": "liga", "swiss": "suizo", "team-round-robin": "equipos-liga", "team-swiss": "equipos-suizo"}
#: other spellings of the kinds an organiser may type (after :func:`_kind_key`)
_KIND_ALIASES = {
    **{k: k for k in KINDS}, **{v: k for k, v in KINDS.items()},
    "roundrobin": "round-robin", "rr": "round-robin", "todos-contra-todos": "round-robin",
    "liga-equipos": "team-round-robin", "suizo-equipos": "team-swiss", "team-rr": "team-round-robin",
    "equipos-todos-contra-todos": "team-round-robin",
}


def _kind_key(value: str) -> str:
    """A kind as typed, without case, accents, and with ``_`` / blanks as ``-``."""
    import unicodedata

    v = unicodedata.normalize("NFKD", value.strip().lower())
    v = "".join(c for c in v if not unicodedata.combining(c))
    return "-".join(v.replace("_", " ").replace("-", " ").split())


def _template_kind(lang: str):
    """argparse's type for ``template``'s kind: the English or Spanish name (``suizo``,
    ``liga``, ``equipos-suizo``...) as the English one; anything else refused in ``lang``."""

    def kind(value: str) -> str:
        got = _KIND_ALIASES.get(_kind_key(value))
        if got is None:
            raise argparse.ArgumentTypeError(text("cli_bad_kind", lang, value=value))
        return got

    return kind


def kind_name(kind: str, lang: str) -> str:
    """The name of ``template``'s kind (English name) in ``lang``."""
    return KINDS[kind] if lang == "es" else kind


def _example_path() -> Path:
    return Path(__file__).with_name("data") / EXAMPLE


def _lang_in(argv: Sequence[str]) -> str | None:
    """The ``--lang`` of the command line, read before parsing it (the help is in that language)."""
    for k, a in enumerate(argv):
        if a == "--lang" and k + 1 < len(argv) and argv[k + 1] in LANGS:
            return argv[k + 1]
        if a.startswith("--lang=") and a[len("--lang="):] in LANGS:
            return a[len("--lang="):]
    return None


@contextlib.contextmanager
def _argparse_speaks(lang: str) -> Iterator[None]:
    """argparse's own words (``usage:``, its headings and error messages) in ``lang`` while the
    parser is built and used. argparse looks them up through its module-level ``_`` and
    ``ngettext`` (gettext) at call time; they are put back afterwards."""
    if lang != "es":
        yield
        return
    table = {en: es for en, (_, es) in ARGPARSE.items()}
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = lambda s: table.get(s, s)  # type: ignore[attr-defined]
    argparse.ngettext = lambda s, p, n: table.get(s if n == 1 else p, s if n == 1 else p)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line, its help in ``lang`` (every text from :mod:`xl_tiebreaks.texts`)."""

    def h(code: str, **kw: Any) -> str:
        return text(code, lang, **kw)  # (no help text holds a '%': argparse would read it)

    def m(code: str) -> str:
        return text(code, lang)

    now = {"lang": lang}
    p = argparse.ArgumentParser(prog="xl-tiebreaks", description=h("help_description"),
                                epilog=h("cli_help_epilog", **now))
    p.add_argument("--version", action="version", version=f"xl-tiebreaks {__version__}", help=h("help_version"))
    sub = p.add_subparsers(dest="command", required=True, title=h("help_commands"), metavar=m("meta_command"))

    def event_args(sp: argparse.ArgumentParser, *, rules: bool = True, rules_default: str | None = None) -> None:
        sp.add_argument("file", nargs="?", metavar=m("meta_file"), help=h("help_event"))
        if rules:
            sp.add_argument("--rules", default=rules_default, metavar=m("meta_rules"), help=h("help_rules"))
        g = sp.add_mutually_exclusive_group()
        g.add_argument("--swiss", action="store_true", help=h("help_swiss"))
        g.add_argument("--round-robin", action="store_true", help=h("help_round_robin"))

    def lang_arg(sp: argparse.ArgumentParser, code: str = "help_lang") -> None:
        sp.add_argument("--lang", choices=LANGS, default=None, help=h(code, **now))

    s = sub.add_parser("standings", help=h("help_standings"), description=h("help_standings"))
    event_args(s)
    s.add_argument("-t", "--tiebreaks", metavar=m("meta_list"), help=h("help_tiebreaks"))
    s.add_argument("--round", type=int, metavar="K", help=h("help_round"))
    s.add_argument("--score", metavar=m("meta_score"), help=h("help_score"))
    s.add_argument("--unrated-rating", type=int, metavar="N", help=h("help_unrated"))
    s.add_argument("--format", choices=("table", "csv", "json", "xlsx"), default="table", help=h("help_format"))
    s.add_argument("--manual", metavar=m("meta_file") + ".csv", help=h("help_manual"))
    s.add_argument("-o", "--output", metavar=m("meta_file"), help=h("help_output"))
    s.add_argument("--force", action="store_true", help=h("help_force"))
    s.add_argument("--policy", action="append", default=[], metavar=m("meta_name"), help=h("help_policy"))
    lang_arg(s)

    tp = sub.add_parser("template", help=h("help_template"), description=h("help_template"))
    tp.add_argument("kind", type=_template_kind(lang), metavar=m("meta_kind"), help=h("help_kind"))
    tp.add_argument("--players", type=int, metavar="N", help=h("help_players"))
    tp.add_argument("--teams", type=int, metavar="N", help=h("help_teams"))
    tp.add_argument("--boards", type=int, default=4, metavar="B", help=h("help_boards"))
    tp.add_argument("--match-points", default="2/1/0", metavar=m("meta_mp"), help=h("help_match_points"))
    tp.add_argument("--rounds", type=int, metavar="R", help=h("help_rounds"))
    tp.add_argument("--double", action="store_true", help=h("help_double"))
    lang_arg(tp, "help_lang_workbook")
    tp.add_argument("-t", "--tiebreaks", metavar=m("meta_list"), help=h("help_template_tiebreaks"))
    tp.add_argument("--xlsm", action="store_true", help=h("help_xlsm"))
    tp.add_argument("-o", "--output", required=True, metavar=m("meta_file"), help=h("help_template_output"))
    tp.add_argument("--force", action="store_true", help=h("help_force"))
    tp.add_argument("--libreoffice", action="store_true", help=h("help_lo_names"))

    cp = sub.add_parser("compute", help=h("help_compute"), description=h("help_compute"))
    cp.add_argument("file", metavar=m("meta_file"), help=h("help_workbook_file"))
    cp.add_argument("-o", "--output", metavar=m("meta_file"), help=h("help_compute_output"))
    cp.add_argument("--force", action="store_true", help=h("help_force"))
    cp.add_argument("--engine", choices=("auto", "libreoffice", "python"), default="auto", help=h("help_engine"))
    lang_arg(cp)

    ft = sub.add_parser("from-trf", help=h("help_from_trf"), description=h("help_from_trf"))
    ft.add_argument("file", metavar=m("meta_file"), help=h("help_trf_file"))
    ft.add_argument("-o", "--output", required=True, metavar=m("meta_file"), help=h("help_workbook_output"))
    ft.add_argument("--force", action="store_true", help=h("help_force"))
    lang_arg(ft, "help_lang_workbook")
    ft.add_argument("-t", "--tiebreaks", metavar=m("meta_list"), help=h("help_template_tiebreaks"))
    ft.add_argument("--date", metavar=m("meta_date"), help=h("help_date"))
    ft.add_argument("--rules", metavar=m("meta_rules"), help=h("help_from_trf_rules"))
    ft.add_argument("--layout", choices=("auto", "crosstable", "rounds"), default="auto", help=h("help_layout"))
    g2 = ft.add_mutually_exclusive_group()
    g2.add_argument("--swiss", action="store_true", help=h("help_swiss"))
    g2.add_argument("--round-robin", action="store_true", help=h("help_round_robin"))
    ft.add_argument("--compute", action="store_true", help=h("help_from_trf_compute"))
    ft.add_argument("--libreoffice", action="store_true", help=h("help_lo_names"))

    e = sub.add_parser("explain", help=h("help_explain"), description=h("help_explain"))
    event_args(e)
    e.add_argument("--player", required=True, metavar=m("meta_player"), help=h("help_player"))
    e.add_argument("-t", "--tiebreak", required=True, metavar=m("meta_code"), help=h("help_explain_tiebreak"))
    e.add_argument("--round", type=int, metavar="K", help=h("help_explain_round"))
    e.add_argument("--unrated-rating", type=int, metavar="N", help=h("help_unrated"))
    lang_arg(e)

    c = sub.add_parser("check", help=h("help_check"), description=h("help_check"))
    event_args(c, rules=False)
    lang_arg(c)

    cm = sub.add_parser("compare", help=h("help_compare"), description=h("help_compare"))
    event_args(cm, rules=False)
    cm.add_argument("-t", "--tiebreaks", metavar=m("meta_list"), help=h("help_tiebreaks"))
    cm.add_argument("--rules", default="VIRTUAL,FIDE2024,FIDE2026", metavar=m("meta_rules"),
                    help=h("help_compare_rules"))
    cm.add_argument("--unrated-rating", type=int, metavar="N", help=h("help_unrated"))
    cm.add_argument("--changed-only", action="store_true", help=h("help_changed_only"))
    cm.add_argument("--format", choices=("table", "csv"), default="table", help=h("help_compare_format"))
    lang_arg(cm)

    tt = sub.add_parser("to-trf", help=h("help_to_trf"), description=h("help_to_trf"))
    tt.add_argument("file", metavar=m("meta_file"), help=h("help_workbook_file"))
    tt.add_argument("-o", "--output", required=True, metavar=m("meta_file"), help=h("help_to_trf_output"))
    tt.add_argument("--force", action="store_true", help=h("help_force"))
    lang_arg(tt)

    x = sub.add_parser("setup-excel", help=h("help_setup_excel"), description=h("help_setup_excel"))
    x.add_argument("--config", metavar=m("meta_file"), help=h("help_config"))
    lang_arg(x)

    lo = sub.add_parser("setup-libreoffice", help=h("help_setup_libreoffice"), description=h("help_setup_libreoffice"))
    lo.add_argument("--oxt", metavar=m("meta_file") + ".oxt", help=h("help_oxt"))
    lo.add_argument("--force", action="store_true", help=h("help_force"))
    lang_arg(lo)

    cn = sub.add_parser("convert-names", help=h("help_convert_names"), description=h("help_convert_names"))
    cn.add_argument("file", metavar=m("meta_file"), help=h("help_workbook_file"))
    cn.add_argument("--to", required=True, choices=("excel", "libreoffice"), help=h("help_convert_to"))
    cn.add_argument("-o", "--output", metavar=m("meta_file"), help=h("help_convert_output"))
    cn.add_argument("--force", action="store_true", help=h("help_force"))
    lang_arg(cn)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = _lang_in(argv) or default_lang()
    with _argparse_speaks(lang):
        args = _parser(lang).parse_args(argv)
    if getattr(args, "lang", None) is None:
        args.lang = lang
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
            from .excel_setup import setup_excel, user_config_file
            from .files import check_input, check_output

            config = Path(args.config) if args.config else user_config_file()
            if config.exists() or config.is_symlink():
                check_input(config)  # a regular file: never a device or a pipe (refused before opening)
                check_output(config, [], force=True)
            print(setup_excel(config, args.lang), end="")
            return 0
    except TiebreakError as e:  # (every mistake a reader found, each with its place)
        for line in e.messages(args.lang):
            print(f"{text('w_error', args.lang)}: {line}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # the reader of our output went away (| head): not an error
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except IsADirectoryError as e:
        _fail(args, TiebreakError("input_is_folder", path=e.filename))
        return 2
    except OSError as e:  # a file the product did not open through xl_tiebreaks.files
        from .files import os_error

        path = e.filename or e.filename2
        err = os_error(e, path, writing=False)
        if not path:  # nothing to name: the reason alone, never "'?'"
            err = TiebreakError("os_failed", reason=err.params["reason"], reason_es=err.params["reason_es"])
        _fail(args, err)
        return 2
    except ValueError as e:  # pragma: no cover - every refusal of ours is a TiebreakError
        print(f"{text('w_error', args.lang)}: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - never a traceback on the terminal; a defect to report
        _fail(args, TiebreakError("internal", detail=f"{type(e).__name__}: {e}"))
        return 3
    return 1  # pragma: no cover


def _fail(args: argparse.Namespace, err: TiebreakError) -> None:
    print(f"{text('w_error', args.lang)}: {err.message(args.lang)}", file=sys.stderr)


def _is_workbook(path: Path) -> bool:
    return path.suffix.lower() in (".xlsx", ".xlsm")


def _overrides(args: argparse.Namespace) -> dict[str, object]:
    """What the command line says on top of a workbook's settings."""
    override: dict[str, object] = {}
    rules = getattr(args, "rules", None)
    if rules and rules.upper() != "FIDE" and args.command != "compare":
        override["rules"] = rules
    if getattr(args, "swiss", False) or getattr(args, "round_robin", False):
        override["system"] = "swiss" if args.swiss else "round robin"
    if getattr(args, "round", None) is not None:
        override["round"] = args.round
    if getattr(args, "unrated_rating", None) is not None:
        override["unrated"] = args.unrated_rating
    if getattr(args, "policy", None):
        override["policies"] = " ".join(args.policy)
    return override


def _read_individual_workbook(args: argparse.Namespace, path: Path) -> tuple[Any, Any]:
    """(workbook data, sheet evaluation) of an individual event's workbook; a team workbook is
    refused for the commands that work on individual events."""
    from .workbook.reader import read_workbook, workbook_evaluation

    data = read_workbook(path)
    if data.team:
        raise TiebreakError("team_command", path=str(path), command=args.command)
    return data, workbook_evaluation(data, **_overrides(args))


def _standings(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .standings import compute_standings

    path = Path(args.file) if args.file else _example_path()
    if args.format == "xlsx" and not args.output:
        raise TiebreakError("xlsx_needs_output")
    _check_sizes(args)
    if _is_workbook(path):
        return _standings_workbook(args, path)
    trf = read_trf(path, rules_given=_rules_given(args.rules))
    if args.score:
        trf.tournament = _with_score(trf.tournament, args.score)
    ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
    manual = _read_manual(Path(args.manual), trf.tournament) if args.manual else None
    st = compute_standings(
        trf.tournament,
        args.tiebreaks,
        rules=args.rules or "FIDE",
        pairing_system=ps,
        unrated_rating=args.unrated_rating,
        as_of=args.round,
        manual=manual,
        policies=args.policy,
    )
    return _emit(args, st, _source(args, path), trf.notes, [path])


def _source(args: argparse.Namespace, path: Path) -> str:
    if args.file:
        return str(path)
    return text("w_bundled_example", args.lang)


def _emit(args: argparse.Namespace, st, source: str, notes, inputs: list[Path]) -> int:
    """Standings to the screen or, with -o, to a file (never an input; --force to replace)."""
    if hasattr(st, "mp") and hasattr(st, "gp"):  # team standings (a team workbook)
        return _emit_team(args, st, source, notes, inputs)
    from .files import write_output
    from .render import render_standings

    out = _output(args.output, inputs, args.force, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        from .render import write_standings_xlsx

        write_output(out, _xlsx_bytes(write_standings_xlsx, st, source=source, reader_notes=notes, lang=args.lang),
                     binary=True)
    else:
        write_output(out, _bom(args, out) + render_standings(st, args.format, source=source, reader_notes=notes,
                                                             lang=args.lang))
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
    from .render import csv_notes, warning_lines

    if args.format == "csv":
        lines = csv_notes(st, notes, args.lang)
    elif args.format != "table" or out is not None:
        lines = warning_lines(st, notes, args.lang)
    else:
        lines = []
    for line in lines:
        print(line, file=sys.stderr)


def _emit_team(args: argparse.Namespace, st, source: str, notes, inputs: list[Path]) -> int:
    """Team standings (:class:`~xl_tiebreaks.teams.tiebreaks.TeamStandings`) as :func:`_emit`."""
    from .files import write_output
    from .render import render_team_standings, write_team_standings_xlsx

    out = _output(args.output, inputs, args.force, xlsx=args.format == "xlsx") if args.output else None
    if args.format == "xlsx":
        write_output(out, _xlsx_bytes(write_team_standings_xlsx, st, source=source, reader_notes=notes,
                                      lang=args.lang), binary=True)
    else:
        write_output(out, _bom(args, out) + render_team_standings(st, args.format, source=source,
                                                                  reader_notes=notes, lang=args.lang))
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
    from .workbook.reader import read_workbook, workbook_standings

    data = read_workbook(path)
    manual, lines = _read_manual_lines(Path(args.manual)) if args.manual else (None, {})
    st, notes = workbook_standings(data, args.tiebreaks, manual=manual, **_overrides(args))
    if args.manual:
        _check_manual_players(Path(args.manual), lines, st.tournament)
    source = f"{path} ({data.results_where})"
    return _emit(args, st, source, notes, [path])


def _order(value: str | None, workbook: bool = False) -> tuple[str, ...] | None:
    """The tie-break order typed with -t; for a workbook (``workbook``) without manual
    criteria, which no formula computes (:func:`xl_tiebreaks.validate.no_manual`)."""
    if not value:
        return None
    from .spec import parse_list

    specs = parse_list(value)
    if workbook:
        from .validate import no_manual

        no_manual(specs)
    return tuple(s.text for s in specs)


def _template(args: argparse.Namespace) -> int:
    from .files import is_stdout, write_output
    from .templates import TemplateSpec, build_workbook, is_vba_path, workbook_bytes

    _refuse_folder(args.output)  # (the name may change below: .xlsm)
    out = Path(args.output)
    vba = args.xlsm or is_vba_path(out)
    if vba and out.suffix.lower() != ".xlsm" and not is_stdout(out):
        out = out.with_suffix(".xlsm")
    kind = "swiss" if args.kind.endswith("swiss") else "round_robin"
    _check_sizes(args)
    if kind == "swiss" and not args.rounds:
        raise TiebreakError("template_needs_rounds")
    if args.kind.startswith("team-"):
        from .team_templates import TeamTemplateSpec, split_team_order

        teams = args.teams or args.players
        if not teams:
            raise TiebreakError("template_needs_teams")
        primary, order = split_team_order(args.tiebreaks) if args.tiebreaks else (None, None)
        spec: object = TeamTemplateSpec(kind, teams, args.boards, args.rounds if kind == "swiss" else None,
                                        double=args.double, lang=args.lang, primary=primary, order=order,
                                        match_points=args.match_points)
    else:
        if not args.players:
            raise TiebreakError("template_needs_players", kind=kind_name(args.kind, args.lang),
                                kind_es=kind_name(args.kind, "es"), team_kind=kind_name("team-" + args.kind, args.lang))
        spec = TemplateSpec(kind, args.players, args.rounds if kind == "swiss" else None, double=args.double,
                            lang=args.lang, order=_order(args.tiebreaks, workbook=True))
    target = _output(out, [], args.force, xlsx=True)
    wb, _ = build_workbook(spec, vba=vba)
    write_output(target, workbook_bytes(wb, formula_names="libreoffice" if args.libreoffice else "excel"),
                 binary=True)
    print(text("cli_wrote", args.lang, path=out), file=sys.stderr if target is None else sys.stdout)
    return 0


def _compute(args: argparse.Namespace) -> int:
    from .files import STDOUT, check_input
    from .workbook.compute import compute, default_output

    src = check_input(args.file)
    target = _output(args.output or default_output(src), [src], args.force, xlsx=True)
    out: Any = STDOUT if target is None else target
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
            print(note_line(Text("note_computed_without_lo", message=e.message(args.lang)), args.lang),
                  file=sys.stderr)
            report = compute(src, out)
    else:
        report = compute(src, out, engine=engine)
    for line, is_error in report.lines_in(args.lang):  # (the workbook itself on the screen: lines to stderr)
        print(line, file=sys.stderr if is_error or target is None else sys.stdout, flush=True)
    return 1 if report.errors else 0


def _from_trf(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .settings import _date_checked
    from .templates import is_vba_path, tournament_workbook

    out = _output(args.output, [Path(args.file)], args.force, xlsx=True)
    # a date that reads two ways across C.07 editions is refused unless the rules are given
    date = _date_checked(args.date, strict=not _rules_given(args.rules))[0] if args.date else None
    trf = read_trf(Path(args.file), rules_given=_rules_given(args.rules) or date is not None)
    t = trf.tournament
    system = ("swiss" if args.swiss else "round_robin") if (args.swiss or args.round_robin) else None
    if trf.records.get("310") or trf.records.get("013"):
        return _from_team_trf(args, out, system, date)
    wb, kind = tournament_workbook(
        t, lang=args.lang, order=_order(args.tiebreaks, workbook=True), layout=args.layout, system=system,
        date=date, rules=args.rules, vba=out is not None and is_vba_path(out))
    n = len(t.participants)
    system = system or t.resolved_pairing_system()[0].value
    _save_filled(wb, out, args.compute, args.libreoffice, args.lang)
    what = text("cli_what_crosstable" if kind == "round_robin" else "cli_what_grid", args.lang)
    print(text("cli_wrote_workbook", args.lang, path=args.output, what=what, n=n, rounds=t.rounds_announced,
               system=text(f"w_{system}", args.lang)), file=sys.stderr if out is None else sys.stdout)
    return 0


def _save_filled(wb, out: Path | None, compute_values: bool, libreoffice: bool = False, lang: str = "en") -> None:
    """Write a filled workbook to ``out`` (``None``: the screen, ``-o -``), made in memory and
    written whole (:mod:`xl_tiebreaks.files`): as it is, or (``--compute``) with its formulas
    evaluated without Excel (what could not be computed is listed on stderr); ``libreoffice``:
    the formulas with LibreOffice's names (``from-trf --libreoffice``)."""
    from .files import STDOUT, write_output
    from .templates import workbook_bytes

    if compute_values:
        import tempfile

        from .workbook.compute import compute

        with tempfile.TemporaryDirectory() as tmp:
            tmp_path = Path(tmp) / ("filled" + (out.suffix if out is not None else ".xlsx"))
            tmp_path.write_bytes(workbook_bytes(wb, cached_values=False))
            report = compute(tmp_path, STDOUT if out is None else out)
        for line, _ in report.lines_in(lang)[1:]:
            print(line, file=sys.stderr)
    else:
        write_output(out, workbook_bytes(wb, formula_names="libreoffice" if libreoffice else "excel"), binary=True)


def _from_team_trf(args: argparse.Namespace, out: Path | None, system: str | None, date: Any = None) -> int:
    """``from-trf`` for a TRF with team records (310, or 013 in TRF-16): a filled team workbook.

    A round robin gets the team crosstable (game points per match) when it can hold the event
    (``--layout auto``: no byes but the rest round, no board tie-breaks and no Fore Buchholz in
    the order), else the team round grid, which keeps the board results, colours and the order
    of the rounds."""
    from .model import RoundKind, round_robin_cycle_rounds
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
        raise TiebreakError("team_crosstable_byes")
    kind = "round_robin" if system == "round_robin" and (
        args.layout == "crosstable" or (args.layout == "auto" and cross_ok and not needs_grid)) else "swiss"
    sc = tt.scoring
    match = "/".join(_plain(x) for x in (sc.match_win, sc.match_draw, sc.match_loss))
    spec = TeamTemplateSpec(kind, n, tt.boards, rounds if kind == "swiss" else None, double=double and
                            kind == "round_robin", lang=args.lang, primary=primary, order=order,
                            match_points=match)
    wb, lay = build_workbook(spec, vba=out is not None and is_vba_path(out))
    fill_team_tournament(wb, lay, tt, date=date, rules=args.rules, order=order, primary=primary)
    for note in f.notes:
        print(note_line(note, args.lang), file=sys.stderr)
    _save_filled(wb, out, args.compute, args.libreoffice, args.lang)
    what = text("cli_what_team_crosstable" if kind == "round_robin" else "cli_what_team_grid", args.lang)
    print(text("cli_wrote_team_workbook", args.lang, path=args.output, what=what, n=n, boards=tt.boards,
               rounds=rounds, system=text(f"w_{system}", args.lang)), file=sys.stderr if out is None else sys.stdout)
    return 0


def _plain(v) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{float(v):g}"


class _OutputRefused(TiebreakError):
    """An output the command will not write (an input, an existing file without --force...)."""


def _output(out: str | Path, inputs: list[Path], force: bool, *, xlsx: bool = False) -> Path | None:
    """The output path (``None``: the screen, ``-o -``), checked before anything is opened
    (:func:`xl_tiebreaks.files.check_output`: only a regular file, never an input, also through
    another name; an existing file only with --force); a workbook (``xlsx``) only under an
    .xlsx or .xlsm name."""
    from .files import check_output, is_stdout

    _refuse_folder(out)
    if xlsx and not is_stdout(out) and Path(out).suffix.lower() not in (".xlsx", ".xlsm"):
        raise _OutputRefused("workbook_suffix", path=str(out))
    return check_output(out, inputs, force)


def _refuse_folder(out: str | Path) -> None:
    """An output that names a folder (an existing one, or a name ending in ``/``) is refused as
    a folder, before its name is checked for a file type: ``-o outdir/`` is not a badly named
    workbook.

    Raises:
        TiebreakError: ``path_not_regular_output``.
    """
    from .files import is_stdout

    if not is_stdout(out) and (Path(out).is_dir() or str(out).endswith(("/", os.sep))):
        raise _OutputRefused("path_not_regular_output", path=str(out), kind="a folder", kind_es="una carpeta")


def _setup_libreoffice(args: argparse.Namespace) -> int:
    from .libreoffice.setup import install_for_user, write_oxt

    if args.oxt:
        import tempfile

        from .files import is_stdout, write_output

        _refuse_folder(args.oxt)
        if not is_stdout(args.oxt) and Path(args.oxt).suffix.lower() != ".oxt":
            raise _OutputRefused("oxt_suffix", path=str(args.oxt))
        out = _output(args.oxt, [], args.force)
        with tempfile.TemporaryDirectory() as tmp:  # built aside, then written whole (xl_tiebreaks.files)
            built = Path(tmp) / "xl-tiebreaks.oxt"
            said = write_oxt(built, args.lang)
            write_output(out, built.read_bytes(), binary=True)
        print(said.replace(str(built), str(args.oxt)), end="", file=sys.stderr if out is None else sys.stdout)
        return 0
    print(install_for_user(args.lang), end="")
    return 0


def _convert_names(args: argparse.Namespace) -> int:
    from .files import read_input, write_output
    from .libreoffice.names import convert_package

    src = Path(args.file)
    if src.suffix.lower() not in (".xlsx", ".xlsm"):
        raise TiebreakError("names_not_workbook", path=str(src))
    default = src.with_name(f"{src.stem}_{args.to}{src.suffix}")
    out = _output(args.output or default, [src], args.force, xlsx=True)
    data, n = convert_package(read_input(src, "workbook"), args.to, name=src.name)
    write_output(out, data, binary=True)
    print(text("cli_wrote_names", args.lang, path=args.output or default, n=n,
               names="Excel" if args.to == "excel" else "LibreOffice"), file=sys.stderr if out is None else sys.stdout)
    return 0


def _to_trf(args: argparse.Namespace) -> int:
    from .export import workbook_to_trf

    from .files import write_output

    src = Path(args.file)
    out = _output(args.output, [src], args.force)
    trf_text, notes = workbook_to_trf(src)
    for n in notes:
        print(note_line(n, args.lang), file=sys.stderr)
    write_output(out, trf_text)
    print(text("cli_wrote", args.lang, path=args.output), file=sys.stderr if out is None else sys.stdout)
    return 0


def _explain(args: argparse.Namespace) -> int:
    from .explain import explain
    from .readers.trf import read_trf
    from .standings import Evaluation

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    reader_warnings: list[Any] = []
    if _is_workbook(path):
        _, se = _read_individual_workbook(args, path)
        ev = se.evaluation
    else:
        trf = read_trf(path, rules_given=_rules_given(args.rules))
        reader_warnings = [n for n in trf.notes if is_warning(n)]
        ps = "swiss" if args.swiss else "round_robin" if args.round_robin else None
        ev = Evaluation(trf.tournament, rules=args.rules or "FIDE", pairing_system=ps,
                        unrated_rating=args.unrated_rating, as_of=args.round)
    sn = _find_player(ev.tournament, args.player)
    ex = explain(ev, sn, args.tiebreak, args.lang)
    # what standings would warn about (an edition chosen without a date, a guessed system...)
    ex.header[2:2] = [note_line(n, args.lang) for n in list(ev.notes) + reader_warnings if is_warning(n)]
    print(ex.text())
    return 0


def _system(args: argparse.Namespace) -> str | None:
    return "swiss" if args.swiss else "round_robin" if args.round_robin else None


def _check(args: argparse.Namespace) -> int:
    from .check import blocked, check_tournament, findings_table
    from .model import PairingSystem
    from .readers.trf import read_trf

    path = Path(args.file) if args.file else _example_path()
    where = round_where = None
    try:
        if _is_workbook(path):
            from .workbook.places import SheetPlaces

            data, se = _read_individual_workbook(args, path)
            t = se.tournament
            places = SheetPlaces(data, se.row_players, se.round_cols)

            def on_sheet(sn: int) -> Any:
                p = t.participant(sn)
                return places.player_where(sn, p.name) or f"player {p.label()}"

            def in_round(sn: int, rnd: int) -> Any:
                return places.round_where(sn, rnd, t.participant(sn).name)

            where, round_where = on_sheet, in_round
        else:
            t = read_trf(path, pairing_system=_system(args), rules_given=True).tournament
    except TiebreakError as e:
        findings = blocked(e)
        rows = findings_table([], args.lang, e)
    else:
        ps = PairingSystem.parse(_system(args)) if _system(args) else None
        findings = check_tournament(t, where=where, pairing_system=ps, round_where=round_where)
        rows = findings_table(findings, args.lang)
    for sev, place, msg in rows:
        print("  ".join(x for x in (sev, place, msg) if x))
    return 1 if any(f.severity == "error" for f in findings) else 0


def _compare(args: argparse.Namespace) -> int:
    from .compare import compare
    from .readers.trf import read_trf

    path = Path(args.file) if args.file else _example_path()
    _check_sizes(args)
    rules = [r for r in args.rules.split(",") if r.strip()]
    tiebreaks = args.tiebreaks
    kw: dict[str, Any] = {"pairing_system": _system(args), "unrated_rating": args.unrated_rating}
    reader_notes: list[Any] = []
    warned: list[str] = []
    if _is_workbook(path):
        from .spec import parse_spec

        data, se = _read_individual_workbook(args, path)
        t = se.evaluation.tournament
        settings = se.settings
        kw = {"pairing_system": se.evaluation.pairing_system,
              "unrated_rating": args.unrated_rating if args.unrated_rating is not None else settings.unrated,
              "policies": list(settings.policies)}
        if not tiebreaks:
            cells = [str(c) for row in data.order for c in row if c not in (None, "")]
            tiebreaks = [parse_spec(c) for c in cells] or None
    else:
        trf = read_trf(path, rules_given=all(_rules_given(r) for r in rules))
        t, reader_notes = trf.tournament, [n for n in trf.notes if is_warning(n)]
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
        from .render import csv_text

        for line in warned:
            print(line, file=sys.stderr)
        sys.stdout.write(csv_text(rows, args.lang))
        return 0
    from .render import local_number

    for line in warned:
        print(line)
    rows = [[local_number(v, args.lang) for v in r] for r in rows]
    widths = [max(len(str(r[j])) for r in rows) for j in range(len(rows[0]))]
    for r in rows:
        print("  ".join(str(v).rjust(widths[j]) if j != 1 else str(v).ljust(widths[j]) for j, v in enumerate(r)).rstrip())
    print()
    print(text("compare_changed", args.lang, n=len(cmp.changed), rules=", ".join(cmp.rules)))
    return 0


def _with_score(t, value: str):
    """``t`` scored with ``W,D,L[,BYE]`` points (each 0 to 100; a win worth more than a loss,
    a draw between them, a bye no more than a win: :func:`xl_tiebreaks.validate.score_order`)."""
    import dataclasses

    from .validate import points, score_order

    parts = [x.strip() for x in value.replace(";", ",").split(",")]
    if len(parts) not in (3, 4):
        raise TiebreakError("settings_bad_value", key=Text("setting_score"), value=value)
    vals = [points(x, "--score", "--score") for x in parts]
    score_order(vals[0], vals[1], vals[2], tuple(vals[3:]), what="--score", what_es="--score", value=value)
    ss = dataclasses.replace(t.score_system, win=vals[0], draw=vals[1], loss=vals[2],
                             pab=vals[3] if len(vals) == 4 else None)
    return dataclasses.replace(t, score_system=ss)


def _rules_given(rules: str | None) -> bool:
    """Are the rules given explicitly (not chosen by the event's start date)?"""
    return bool(rules) and rules.strip().upper() not in ("FIDE", "AUTO")  # type: ignore[union-attr]


def _check_sizes(args: argparse.Namespace) -> None:
    """Every size typed on the command line within its bound (:data:`xl_tiebreaks.validate.BOUNDS`),
    checked before any work.

    Raises:
        TiebreakError: ``value_bound``; ``settings_bad_value``, ``score_bound`` /
            ``score_order`` for ``--match-points``.
    """
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
            raise TiebreakError("settings_bad_value", key=Text("setting_match_points"), value=mp)
        w, d, lo = (points(x, "--match-points", "--match-points") for x in parts)
        score_order(w, d, lo, what="--match-points", what_es="--match-points", value=mp)


def _find_player(t, value: str) -> int:
    """A start number, or a name: whole, or a part of it that only one player's name holds
    (case and accents ignored)."""
    import unicodedata

    def key(s: str) -> str:
        s = unicodedata.normalize("NFKD", s)
        return "".join(c for c in s if not unicodedata.combining(c)).casefold().strip()

    value = value.strip()
    if value.isdigit():
        return int(value)
    k = key(value)
    exact = [p.start_no for p in t.participants if key(p.name) == k]
    if len(exact) == 1:
        return exact[0]
    part = [p for p in t.participants if k and k in key(p.name)]
    if len(part) == 1:
        return part[0].start_no
    if len(part) > 1:
        raise TiebreakError("player_ambiguous", player=value,
                            candidates=", ".join(f"{p.start_no} {p.name}" for p in part[:6]))
    raise TiebreakError("player_not_found", player=value)


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

    content, _ = decode_bytes(read_input(path, "csv"))
    content = content.lstrip("\ufeff")
    head = content.split("\n", 1)[0]
    delimiter = max(",;\t", key=head.count) if any(d in head for d in ",;\t") else ","
    reader = csv.DictReader(io.StringIO(content, newline=""), delimiter=delimiter)
    fields = ["start_no" if f.strip().lower() in ("n_inicial", "start_no") else f.strip()
              for f in (reader.fieldnames or [])]
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
