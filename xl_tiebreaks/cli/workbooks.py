"""The commands that make or change workbooks: ``template``, ``compute``, ``from-trf``,
``to-trf``, ``convert-names``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from ..texts import Text, lang_code, note_line, text
from .common import ArgWords, _check_sizes, _order, _output, _refuse_folder, _rules_given


def template_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("kind", type=_template_kind(w.lang), metavar=w.m("meta_kind"), help=w.h("help_kind"))
    sp.add_argument("--players", type=int, metavar="N", help=w.h("help_players"))
    sp.add_argument("--teams", type=int, metavar="N", help=w.h("help_teams"))
    sp.add_argument("--boards", type=int, default=4, metavar="B", help=w.h("help_boards"))
    sp.add_argument("--match-points", default="2/1/0", metavar=w.m("meta_mp"), help=w.h("help_match_points"))
    sp.add_argument("--rounds", type=int, metavar="R", help=w.h("help_rounds"))
    sp.add_argument("--double", action="store_true", help=w.h("help_double"))
    w.lang_arg(sp, "help_lang_workbook")
    sp.add_argument("-t", "--tiebreaks", metavar=w.m("meta_list"), help=w.h("help_template_tiebreaks"))
    sp.add_argument("--xlsm", action="store_true", help=w.h("help_xlsm"))
    sp.add_argument("-o", "--output", required=True, metavar=w.m("meta_file"), help=w.h("help_template_output"))
    w.force_arg(sp)
    sp.add_argument("--libreoffice", action="store_true", help=w.h("help_lo_names"))
    sp.add_argument("--no-addin", action="store_true", help=w.h("help_no_addin"))


def compute_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("file", metavar=w.m("meta_file"), help=w.h("help_workbook_file"))
    sp.add_argument("-o", "--output", metavar=w.m("meta_file"), help=w.h("help_compute_output"))
    w.force_arg(sp)
    sp.add_argument("--engine", choices=("auto", "libreoffice", "python"), default="auto", help=w.h("help_engine"))
    w.lang_arg(sp)


def from_trf_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("file", metavar=w.m("meta_file"), help=w.h("help_trf_file"))
    sp.add_argument("-o", "--output", required=True, metavar=w.m("meta_file"), help=w.h("help_workbook_output"))
    w.force_arg(sp)
    w.lang_arg(sp, "help_lang_workbook")
    sp.add_argument("-t", "--tiebreaks", metavar=w.m("meta_list"), help=w.h("help_template_tiebreaks"))
    sp.add_argument("--date", metavar=w.m("meta_date"), help=w.h("help_date"))
    sp.add_argument("--rules", metavar=w.m("meta_rules"), help=w.h("help_from_trf_rules"))
    sp.add_argument("--layout", choices=("auto", "crosstable", "rounds"), default="auto", help=w.h("help_layout"))
    w.system_args(sp)
    sp.add_argument("--compute", action="store_true", help=w.h("help_from_trf_compute"))
    sp.add_argument("--libreoffice", action="store_true", help=w.h("help_lo_names"))
    sp.add_argument("--no-addin", action="store_true", help=w.h("help_no_addin"))


def to_trf_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("file", metavar=w.m("meta_file"), help=w.h("help_to_trf_file"))
    w.range_arg(sp)
    sp.add_argument("-o", "--output", required=True, metavar=w.m("meta_file"), help=w.h("help_to_trf_output"))
    w.force_arg(sp)
    w.lang_arg(sp)


def convert_names_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("file", metavar=w.m("meta_file"), help=w.h("help_workbook_file"))
    sp.add_argument("--to", required=True, choices=("excel", "libreoffice"), help=w.h("help_convert_to"))
    sp.add_argument("-o", "--output", metavar=w.m("meta_file"), help=w.h("help_convert_output"))
    w.force_arg(sp)
    w.lang_arg(sp)


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
    from ..names import fold

    v = fold(value.strip())
    return "-".join(v.replace("_", " ").replace("-", " ").split())


#: the spellings of :data:`_KIND_ALIASES` that are Spanish: ``template suizo`` without
#: ``--lang`` makes a Spanish workbook (the organiser said which language he works in)
_SPANISH_KINDS = frozenset(KINDS.values()) | {
    "todos-contra-todos", "liga-equipos", "suizo-equipos", "equipos-todos-contra-todos"}


class TemplateKind(str):
    """``template``'s kind as its English name, with the language its spelling shows
    (``lang``: ``"es"`` for ``suizo``, ``None`` for a name both languages write alike)."""

    lang: str | None = None


def _template_kind(lang: str):
    """argparse's type for ``template``'s kind: the English or Spanish name (``suizo``,
    ``liga``, ``equipos-suizo``...) as the English one (a :class:`TemplateKind`, which knows a
    Spanish spelling); anything else refused in ``lang``."""

    def kind(value: str) -> str:
        key = _kind_key(value)
        got = _KIND_ALIASES.get(key)
        if got is None:
            raise argparse.ArgumentTypeError(text("cli_bad_kind", lang, value=value))
        typed = TemplateKind(got)
        typed.lang = "es" if key in _SPANISH_KINDS else None
        return typed

    return kind


def kind_name(kind: str, lang: str) -> str:
    """The name of ``template``'s kind (English name) in ``lang``."""
    return KINDS[kind] if lang == "es" else kind


def _template(args: argparse.Namespace) -> int:
    from ..files import is_stdout, write_output
    from ..templates import TemplateSpec, is_vba_path, workbook_bytes
    from ..templates.workbooks import build_workbook

    _refuse_folder(args.output)  # (the name may change below: .xlsm)
    out = Path(args.output)
    vba = args.xlsm or is_vba_path(out)
    if vba and args.no_addin:
        raise TiebreakError("template_noaddin_xlsm")
    if vba and out.suffix.lower() != ".xlsm" and not is_stdout(out):
        out = out.with_suffix(".xlsm")
    kind = "swiss" if args.kind.endswith("swiss") else "round_robin"
    _check_sizes(args)
    if kind == "swiss" and not args.rounds:
        raise TiebreakError("template_needs_rounds")
    if args.kind.startswith("team-"):
        from ..templates import TeamTemplateSpec, split_team_order

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
                            lang=args.lang, order=_order(args.tiebreaks, workbook=True, noaddin=args.no_addin))
    target = _output(args, out, xlsx=True)
    if args.no_addin:
        from ..noaddin.package import noaddin_workbook_bytes

        if getattr(spec, "team", False):
            raise TiebreakError("template_noaddin_teams")
        wb, _ = build_workbook(spec, noaddin=True)
        write_output(target, noaddin_workbook_bytes(wb), binary=True, force=args.force)
        print(text("cli_wrote", args.lang, path=out), file=sys.stderr if target is None else sys.stdout)
        return 0
    wb, _ = build_workbook(spec, vba=vba)
    write_output(target, workbook_bytes(wb, formula_names="libreoffice" if args.libreoffice else "excel"),
                 binary=True, force=args.force)
    print(text("cli_wrote", args.lang, path=out), file=sys.stderr if target is None else sys.stdout)
    return 0


def _compute(args: argparse.Namespace) -> int:
    from ..files import STDOUT, check_input
    from ..workbook.compute import compute, default_output

    src = check_input(args.file)
    target = _output(args, args.output or default_output(src, lang_code(args.lang)), xlsx=True)
    out: Any = STDOUT if target is None else target
    engine = args.engine
    if engine == "auto":
        from ..libreoffice.office import unavailable_reason
        from ..libreoffice.setup import installed_for_user

        engine = "libreoffice" if installed_for_user() and unavailable_reason() is None else "python"
        try:
            report = compute(src, out, engine=engine, force=args.force)
        except TiebreakError as e:  # LibreOffice would not compute: the offline evaluator does
            if engine != "libreoffice" or not e.code.startswith("lo_"):
                raise
            print(note_line(Text("note_computed_without_lo", message=e.message(args.lang)), args.lang),
                  file=sys.stderr)
            report = compute(src, out, force=args.force)
    else:
        report = compute(src, out, engine=engine, force=args.force)
    for line, is_error in report.lines_in(args.lang):  # (the workbook itself on the screen: lines to stderr)
        print(line, file=sys.stderr if is_error or target is None else sys.stdout, flush=True)
    return 1 if report.errors else 0


def _from_trf(args: argparse.Namespace) -> int:
    from ..readers.trf import read_trf
    from ..settings import _date_checked
    from ..templates import is_vba_path
    from ..templates.workbooks import tournament_workbook

    out = _output(args, args.output, xlsx=True)
    if args.no_addin and out is not None and is_vba_path(out):
        raise TiebreakError("template_noaddin_xlsm")
    # a date that reads two ways across C.07 editions is refused unless the rules are given
    date = _date_checked(args.date, lang=args.lang)[0] if args.date else None
    trf = read_trf(Path(args.file), rules_given=_rules_given(args.rules) or date is not None)
    t = trf.tournament
    system = ("swiss" if args.swiss else "round_robin") if (args.swiss or args.round_robin) else None
    if trf.records.get("310") or trf.records.get("013"):
        if args.no_addin:
            raise TiebreakError("template_noaddin_teams")
        return _from_team_trf(args, out, system, date)
    wb, kind = tournament_workbook(
        t, lang=args.lang, order=_order(args.tiebreaks, workbook=True, noaddin=args.no_addin), layout=args.layout, system=system,
        date=date, rules=args.rules, vba=out is not None and is_vba_path(out), noaddin=args.no_addin)
    n = len(t.participants)
    system = system or t.resolved_pairing_system()[0].value
    for note in _not_kept(t, args.no_addin):
        print(note_line(note, args.lang), file=sys.stderr)
    if args.no_addin:  # (its formulas are the spreadsheet's own: the core's values cached, nothing to compute)
        from ..files import write_output
        from ..noaddin.package import noaddin_workbook_bytes

        write_output(out, noaddin_workbook_bytes(wb), binary=True, force=args.force)
    else:
        _save_filled(wb, out, args.compute, args.libreoffice, args.lang, args.force)
    what = text("cli_what_crosstable" if kind == "round_robin" else "cli_what_grid", args.lang)
    print(text("cli_wrote_workbook", args.lang, path=args.output, what=what, n=n, rounds=t.rounds_announced,
               system=text(f"w_{system}", args.lang)), file=sys.stderr if out is None else sys.stdout)
    return 0


def _not_kept(t: Any, noaddin: bool) -> list[Text]:
    """What of a TRF's own records a workbook made from it does not keep, as warnings: the
    ratings by round (``XXT``: a workbook holds one rating a player, the first) and, in a
    workbook without the add-in (whose formulas do not read the setting), the expelled players
    (``XXE``; the add-in's workbook keeps them in its ``expelled`` setting)."""
    out = []
    if any(getattr(p, "round_ratings", ()) for p in t.participants):
        out.append(Text("warn_workbook_round_ratings"))
    expelled = [p.label() for p in t.participants if getattr(p, "expelled", False)]
    if noaddin and expelled:
        out.append(Text("warn_noaddin_expelled", players=", ".join(expelled)))
    return out


def _save_filled(wb, out: Path | None, compute_values: bool, libreoffice: bool = False, lang: str = "en",
                 force: bool = False) -> None:
    """Write a filled workbook to ``out`` (``None``: the screen, ``-o -``), made in memory and
    written whole (:mod:`xl_tiebreaks.files`): as it is, or (``--compute``) with its formulas
    evaluated without Excel (what could not be computed is listed on stderr); ``libreoffice``:
    the formulas with LibreOffice's names (``from-trf --libreoffice``)."""
    from ..files import STDOUT, write_output
    from ..templates import workbook_bytes

    if compute_values:
        import tempfile

        from ..workbook.compute import compute

        with tempfile.TemporaryDirectory() as tmp:
            tmp_path = Path(tmp) / ("filled" + (out.suffix if out is not None else ".xlsx"))
            tmp_path.write_bytes(workbook_bytes(wb, cached_values=False))
            report = compute(tmp_path, STDOUT if out is None else out, force=force)
        for line, _ in report.lines_in(lang)[1:]:
            print(line, file=sys.stderr)
    else:
        write_output(out, workbook_bytes(wb, formula_names="libreoffice" if libreoffice else "excel"), binary=True,
                     force=force)


def _from_team_trf(args: argparse.Namespace, out: Path | None, system: str | None, date: Any = None) -> int:
    """``from-trf`` for a TRF with team records (310, or 013 in TRF-16): a filled team workbook.

    A round robin gets the team crosstable (game points per match) when it can hold the event
    (``--layout auto``: no byes but the rest round, no board tie-breaks and no Fore Buchholz in
    the order), else the team round grid, which keeps the board results, colours and the order
    of the rounds."""
    from ..model import RoundKind, round_robin_cycle_rounds
    from ..templates import TeamTemplateSpec, fill_team_tournament, split_team_order
    from ..teams import read_team_trf
    from ..templates import is_vba_path
    from ..templates.workbooks import build_workbook

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
    _save_filled(wb, out, args.compute, args.libreoffice, args.lang, args.force)
    what = text("cli_what_team_crosstable" if kind == "round_robin" else "cli_what_team_grid", args.lang)
    print(text("cli_wrote_team_workbook", args.lang, path=args.output, what=what, n=n, boards=tt.boards,
               rounds=rounds, system=text(f"w_{system}", args.lang)), file=sys.stderr if out is None else sys.stdout)
    return 0


def _plain(v) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{float(v):g}"


def _to_trf(args: argparse.Namespace) -> int:
    from ..export import workbook_to_trf

    from ..files import write_output

    src = Path(args.file)
    out = _output(args, args.output)
    trf_text, notes = workbook_to_trf(src, cells=args.range, lang=args.lang)
    for n in notes:
        print(note_line(n, args.lang), file=sys.stderr)
    write_output(out, trf_text, force=args.force)
    print(text("cli_wrote", args.lang, path=args.output), file=sys.stderr if out is None else sys.stdout)
    return 0


def _convert_names(args: argparse.Namespace) -> int:
    from ..files import write_output
    from ..libreoffice.names import convert_package
    from ..workbook.package import open_package

    src = Path(args.file)
    if src.suffix.lower() not in (".xlsx", ".xlsm"):
        raise TiebreakError("names_not_workbook", path=str(src))
    default = src.with_name(f"{src.stem}_{args.to}{src.suffix}")
    out = _output(args, args.output or default, xlsx=True)
    data, n = convert_package(open_package(src), args.to, name=src.name)
    write_output(out, data, binary=True, force=args.force)
    names = "Excel" if args.to == "excel" else "LibreOffice"
    # nothing to convert (a workbook LibreOffice 25.x saved has Excel's names already) is no error
    said = text("cli_wrote_names", args.lang, path=args.output or default, n=n, names=names) if n else \
        text("cli_names_unchanged", args.lang, path=args.output or default, src=src, names=names)
    print(said, file=sys.stderr if out is None else sys.stdout)
    return 0
