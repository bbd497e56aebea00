"""What the commands share: the language of the command line (read before parsing, argparse's
own words in it), the words of the arguments (:class:`ArgWords`), the event a command reads,
what the command line says on top of a workbook's settings, and the outputs' checks."""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from pathlib import Path
from typing import Any, Iterator, Sequence

from ..errors import TiebreakError
from ..texts import ARGPARSE, Text, text

EXAMPLE = "example_swiss.trf"


LANGS = ("es", "en")


def _example_path() -> Path:
    return Path(__file__).parent.parent / "data" / EXAMPLE


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
    ``ngettext`` (gettext) at call time; they are put back afterwards. In English they are
    argparse's own words as written: no gettext catalogue is looked for (a search of the
    disk for each word), and no other language's catalogue can mix in."""
    table = {en: es for en, (_, es) in ARGPARSE.items()} if lang == "es" else {}
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]
    argparse._ = lambda s: table.get(s, s)  # type: ignore[attr-defined]
    argparse.ngettext = lambda s, p, n: table.get(s if n == 1 else p, s if n == 1 else p)  # type: ignore[attr-defined]
    try:
        yield
    finally:
        argparse._, argparse.ngettext = saved  # type: ignore[attr-defined]


def _fail(args: argparse.Namespace, err: TiebreakError) -> None:
    print(f"{text('w_error', args.lang)}: {err.message(args.lang)}", file=sys.stderr)


#: the names of the workbook files the commands read (.ods: LibreOffice's own; .ots its templates)
WORKBOOK_SUFFIXES = (".xlsx", ".xlsm", ".ods", ".ots")


def _is_workbook(path: Path) -> bool:
    """Is ``path`` a workbook (read through :mod:`xl_tiebreaks.workbook`) rather than a TRF?
    By its name (.xlsx, .xlsm, .ods, .ots), else by its content: a zip package (an .xlsx or
    .ods given another name) is never read as a TRF, whose lines it would take for records.
    Which workbook it is, the package's content says (:func:`~xl_tiebreaks.workbook.package.check_package`)."""
    if path.suffix.lower() in WORKBOOK_SUFFIXES:
        return True
    try:
        if not path.is_file():  # (a missing file, a pipe: the TRF reader says so, never blocked on)
            return False
        with open(path, "rb") as fh:
            return fh.read(4) == b"PK\x03\x04"
    except OSError:
        return False


def _system(args: argparse.Namespace) -> str | None:
    return "swiss" if args.swiss else "round_robin" if args.round_robin else None


def _rules_given(rules: str | None) -> bool:
    """Are the rules given explicitly (not chosen by the event's start date)?"""
    return bool(rules) and rules.strip().upper() not in ("FIDE", "AUTO")  # type: ignore[union-attr]


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
    if getattr(args, "expelled", None):
        override["expelled"] = args.expelled
    if getattr(args, "ratings_by_round", False):
        override["ratings"] = "by_round"
    return override


def _trf_overrides(args: argparse.Namespace) -> dict[str, Any]:
    """``--expelled`` and ``--ratings-by-round`` (:meth:`ArgWords.expelled_args`) as the core
    takes them on a TRF (:func:`xl_tiebreaks.standings.with_overrides`: the start numbers added
    to the file's ``XXE`` players; ``None``: as the file says), read as the ``expelled``
    setting is (:func:`xl_tiebreaks.settings.parse_settings`; its errors)."""
    from ..settings import parse_settings

    expelled = getattr(args, "expelled", None)
    return {"expelled": parse_settings({"expelled": expelled}).expelled if expelled else None,
            "ratings_by_round": True if getattr(args, "ratings_by_round", False) else None}


def _order(value: str | None, workbook: bool = False, noaddin: bool = False) -> tuple[str, ...] | None:
    """The tie-break order typed with -t; for a workbook (``workbook``) without manual
    criteria, which no formula computes (:func:`xl_tiebreaks.validate.no_manual`); for a
    workbook without the add-in (``noaddin``) no preset the formulas cannot compute
    (:func:`xl_tiebreaks.noaddin.supported.check_preset`)."""
    if not value:
        return None
    from ..spec import parse_list

    if noaddin:
        from ..noaddin.supported import check_preset

        check_preset(value)
    specs = parse_list(value)
    if workbook:
        from ..validate import no_manual

        no_manual(specs)
    return tuple(s.text for s in specs)


def _check_sizes(args: argparse.Namespace) -> None:
    """Every size typed on the command line within its bound (:data:`xl_tiebreaks.validate.BOUNDS`),
    checked before any work.

    Raises:
        TiebreakError: ``value_bound``; ``settings_bad_value``, ``score_bound`` /
            ``score_order`` for ``--match-points``.
    """
    from ..validate import whole

    # a template's sheets hold at most 999 players or 500 teams, 99 rounds of a Swiss grid
    layout = {"players": 999, "teams": 500, "rounds": 99} if getattr(args, "command", "") == "template" else {}
    for attr, key in (("players", "players"), ("teams", "teams"), ("boards", "boards"), ("rounds", "rounds"),
                      ("round", "round"), ("unrated_rating", "unrated")):
        v = getattr(args, attr, None)
        if v is not None:
            whole(v, key, name=f"--{attr.replace('_', '-')}", hi=layout.get(attr))
    mp = getattr(args, "match_points", None)
    if mp is not None and getattr(args, "kind", "").startswith("team-"):
        from ..validate import points, score_order

        parts = [x.strip() for x in mp.replace("-", "/").split("/")]
        if len(parts) != 3:
            raise TiebreakError("settings_bad_value", key=Text("setting_match_points"), value=mp)
        w, d, lo = (points(x, "--match-points", "--match-points") for x in parts)
        score_order(w, d, lo, what="--match-points", what_es="--match-points", value=mp)


def _read_individual_workbook(args: argparse.Namespace, path: Path, wb: Any = None) -> tuple[Any, Any]:
    """(workbook data, sheet evaluation) of an individual event's workbook (``wb``: the workbook
    already opened from ``path``); a team workbook is refused for the commands that work on
    individual events."""
    from ..workbook.reader import read_workbook, workbook_evaluation

    data = read_workbook(path, wb, cells=getattr(args, "range", None))
    if data.team:
        raise TiebreakError("team_command", path=str(path), command=args.command)
    return data, workbook_evaluation(data, **_overrides(args))


def _range_only_in_workbooks(args: argparse.Namespace, path: Path) -> None:
    """``--range`` given with a TRF file (which is read whole) is refused, not ignored.

    Raises:
        TiebreakError: ``range_not_workbook``.
    """
    if getattr(args, "range", None) is not None and not _is_workbook(path):
        raise TiebreakError("range_not_workbook", path=str(path))


def _workbook_warnings(data: Any, se: Any) -> list[Any]:
    """The warnings the reading of a workbook's results gave (a round left blank read as an
    absence, a crosstable's blank games...), each naming the sheet's cells."""
    from ..texts import is_warning
    from ..workbook.places import SheetPlaces

    places = SheetPlaces(data)
    return [places.locate_note(n) for n in se.notes if is_warning(n)]


class _OutputRefused(TiebreakError):
    """An output the command will not write (an input, an existing file without --force...)."""


#: every option of a command that names a file it reads (argparse's ``dest``): its output is
#: never one of them (tests/test_hostile_input.py checks that every such option is listed)
INPUT_OPTIONS = ("file", "manual", "prizes", "player_data", "published")


def _inputs(args: argparse.Namespace) -> list[Path]:
    """Every file the command reads (:data:`INPUT_OPTIONS`; the bundled example when an
    event command names none)."""
    got = [Path(v) for k in INPUT_OPTIONS if (v := getattr(args, k, None))]
    if "file" in vars(args) and not args.file:
        got.append(_example_path())
    return got


def _output(args: argparse.Namespace, out: str | Path, *, xlsx: bool = False) -> Path | None:
    """The output path (``None``: the screen, ``-o -``), checked before anything is opened
    (:func:`xl_tiebreaks.files.check_output`: only a regular file, never one of the files the
    command reads, :func:`_inputs`, whatever the spelling of its path; an existing file only
    with --force); a workbook (``xlsx``) only under an .xlsx or .xlsm name."""
    from ..files import check_output, is_stdout

    _refuse_folder(out)
    if xlsx and not is_stdout(out) and Path(out).suffix.lower() not in (".xlsx", ".xlsm"):
        raise _OutputRefused("workbook_suffix", path=str(out))
    return check_output(out, _inputs(args), bool(getattr(args, "force", False)))


def _refuse_folder(out: str | Path) -> None:
    """An output that names a folder (an existing one, or a name ending in ``/``) is refused as
    a folder, before its name is checked for a file type: ``-o outdir/`` is not a badly named
    workbook.

    Raises:
        TiebreakError: ``path_not_regular_output``.
    """
    from ..files import is_stdout, os_error

    if is_stdout(out):
        return
    try:
        folder = Path(out).is_dir()
    except OSError as e:  # a name too long, a loop of links: said as the output it is
        raise os_error(e, out, writing=True) from None
    if folder or str(out).endswith(("/", os.sep)):
        raise _OutputRefused("path_not_regular_output", path=str(out), kind="a folder", kind_es="una carpeta")


class ArgWords:
    """The words of the arguments' help in ``lang`` (every text from :mod:`xl_tiebreaks.texts`)
    and the arguments several commands share."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.now = {"lang": lang}

    def h(self, code: str, **kw: Any) -> str:
        """A help text (no help text holds a '%': argparse would read it)."""
        return text(code, self.lang, **kw)

    def m(self, code: str) -> str:
        """A metavar."""
        return text(code, self.lang)

    def event_args(self, sp: argparse.ArgumentParser, *, rules: bool = True, rules_default: str | None = None) -> None:
        """EVENT (a TRF or a workbook; none: the bundled example), ``--rules``, ``--swiss | --round-robin``."""
        sp.add_argument("file", nargs="?", metavar=self.m("meta_file"), help=self.h("help_event"))
        self.range_arg(sp)
        if rules:
            sp.add_argument("--rules", default=rules_default, metavar=self.m("meta_rules"), help=self.h("help_rules"))
        self.system_args(sp)

    def expelled_args(self, sp: argparse.ArgumentParser, *, ratings: bool = True) -> None:
        """``--expelled N,N`` (start numbers added to the workbook's ``expelled`` setting or
        the TRF's ``XXE`` record: FIDE's 2026 checklist Q197-198) and, where rating tie-breaks
        are computed (``ratings``), ``--ratings-by-round`` (Q214-216): one definition for every
        command that reads an event (read back by :func:`_overrides` and :func:`_trf_overrides`)."""
        sp.add_argument("--expelled", metavar="N,N", help=self.h("help_expelled"))
        if ratings:
            sp.add_argument("--ratings-by-round", action="store_true", help=self.h("help_ratings_by_round"))

    def range_arg(self, sp: argparse.ArgumentParser) -> None:
        """``--range "Hoja1!A1:N20"``: cells of any workbook read as the functions read a range."""
        sp.add_argument("--range", metavar=self.m("meta_range"), help=self.h("help_range"))

    def system_args(self, sp: argparse.ArgumentParser) -> None:
        """``--swiss | --round-robin``."""
        g = sp.add_mutually_exclusive_group()
        g.add_argument("--swiss", action="store_true", help=self.h("help_swiss"))
        g.add_argument("--round-robin", action="store_true", help=self.h("help_round_robin"))

    def lang_arg(self, sp: argparse.ArgumentParser, code: str = "help_lang") -> None:
        """``--lang es|en``."""
        sp.add_argument("--lang", choices=LANGS, default=None, help=self.h(code, **self.now))

    def force_arg(self, sp: argparse.ArgumentParser) -> None:
        """``--force`` (replace an existing output)."""
        sp.add_argument("--force", action="store_true", help=self.h("help_force"))

    def raw_csv_arg(self, sp: argparse.ArgumentParser) -> None:
        """``--raw-csv`` (the CSV's fields as read, for programs: no apostrophe before a text a
        spreadsheet would run; :func:`xl_tiebreaks.text_cells.csv_field`)."""
        sp.add_argument("--raw-csv", action="store_true", help=self.h("help_raw_csv"))
