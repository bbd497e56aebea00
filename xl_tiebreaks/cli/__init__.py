"""``xl-tiebreaks``: everything that runs without Excel.

    xl-tiebreaks standings [EVENT] [--tiebreaks "BH/C1 BH SB"] [--rules FIDE|FIDE2024|FIDE2026]
                           [--swiss | --round-robin] [--round K] [--unrated-rating N]
                           [--format table|csv|json|xlsx] [-o OUT] [--lang es|en]
    xl-tiebreaks check [EVENT]          xl-tiebreaks explain [EVENT] --player P -t CODE
    xl-tiebreaks compare [EVENT] [-t LIST] [--rules A,B,C]
    xl-tiebreaks prizes [EVENT] [--prizes FILE] [--player-data FILE.csv] [--by-player]
                        [--format table|csv|markdown|xlsx] [-o OUT]

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

The commands are a table (:data:`COMMANDS`): each names its help text, the function that adds
its arguments and the function that runs it, in the module of its group (:mod:`.events`,
:mod:`.workbooks`, :mod:`.setup`; what they share in :mod:`.common`). A command imports what it
uses: the parser holds the arguments of the command named on the command line alone (every
command's only for the general help or a name that is no command), and only that command's
module is imported.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from dataclasses import dataclass
from typing import Callable, Sequence

from .. import __version__
from ..errors import TiebreakError, one_line
from ..texts import default_lang, text
from .common import ArgWords, _argparse_speaks, _fail, _lang_in


def _function(name: str) -> Callable:
    """The function ``module.function`` of this package, its module imported now."""
    module, function = name.rsplit(".", 1)
    return getattr(importlib.import_module(f"{__name__}.{module}"), function)


@dataclass(frozen=True)
class Command:
    """A command of ``xl-tiebreaks``: its name, its help text's code, the function that adds its
    arguments and the function that runs it, which returns the exit status (each
    ``module.function`` within this package, imported when the command is built or run)."""

    name: str
    help: str
    arguments: str
    run: str

    def add_arguments(self, sp: argparse.ArgumentParser, w: ArgWords) -> None:
        _function(self.arguments)(sp, w)

    def __call__(self, args: argparse.Namespace) -> int:
        return _function(self.run)(args)


#: every command, in the order of the help
COMMANDS: tuple[Command, ...] = (
    Command("standings", "help_standings", "events.standings_args", "events._standings"),
    Command("template", "help_template", "workbooks.template_args", "workbooks._template"),
    Command("compute", "help_compute", "workbooks.compute_args", "workbooks._compute"),
    Command("from-trf", "help_from_trf", "workbooks.from_trf_args", "workbooks._from_trf"),
    Command("explain", "help_explain", "events.explain_args", "events._explain"),
    Command("check", "help_check", "events.check_args", "events._check"),
    Command("compare", "help_compare", "events.compare_args", "events._compare"),
    Command("identify", "help_identify", "identify.identify_args", "identify._identify"),
    Command("prizes", "help_prizes", "prizes.prizes_args", "prizes._prizes"),
    Command("to-trf", "help_to_trf", "workbooks.to_trf_args", "workbooks._to_trf"),
    Command("setup-excel", "help_setup_excel", "setup.setup_excel_args", "setup._setup_excel"),
    Command("setup-libreoffice", "help_setup_libreoffice", "setup.setup_libreoffice_args", "setup._setup_libreoffice"),
    Command("convert-names", "help_convert_names", "workbooks.convert_names_args", "workbooks._convert_names"),
)
_BY_NAME = {c.name: c for c in COMMANDS}


def _parser(lang: str = "en", only: str | None = None) -> argparse.ArgumentParser:
    """The command line, its help in ``lang`` (every text from :mod:`xl_tiebreaks.texts`):
    every command, or only the command named ``only`` (what the command line names: its own
    arguments, help and errors are the same, and the other commands' modules stay unread)."""
    w = ArgWords(lang)
    # (no abbreviated options: `check --round` must not be taken for --round-robin)
    p = argparse.ArgumentParser(prog="xl-tiebreaks", description=w.h("help_description"), allow_abbrev=False,
                                epilog=w.h("cli_help_epilog", **w.now))
    p.add_argument("--version", action="version", version=f"xl-tiebreaks {__version__}", help=w.h("help_version"))
    sub = p.add_subparsers(dest="command", required=True, title=w.h("help_commands"), metavar=w.m("meta_command"))
    for c in COMMANDS:
        if only is None or c.name == only:
            c.add_arguments(sub.add_parser(c.name, help=w.h(c.help), description=w.h(c.help), allow_abbrev=False), w)
    return p


def _workbook_lang(args: argparse.Namespace) -> str | None:
    """The language of the workbook a command reads (:func:`xl_tiebreaks.workbook.reader.
    workbook_language`), or ``None`` (no workbook, none of ours, or one that cannot be read:
    the command itself says why, in the system's language)."""
    from pathlib import Path

    f = getattr(args, "file", None)
    if not f or args.command in ("template", "from-trf") or Path(str(f)).suffix.lower() not in (".xlsx", ".xlsm"):
        return None
    from ..workbook.reader import workbook_language

    try:
        return workbook_language(f)
    except TiebreakError:
        return None


def _named(argv: Sequence[str]) -> str | None:
    """The command ``argv`` names (its first word that is no option), if it is one of
    :data:`COMMANDS`; ``None`` otherwise (the general help, ``--version``, a mistyped name:
    the parser of every command answers)."""
    first = next((a for a in argv if not a.startswith("-")), None)
    return first if first in _BY_NAME else None


def _degrade_output() -> None:
    """Standard output and error that cannot encode every character (``PYTHONIOENCODING=ascii``,
    a console in a legacy code page) write what they cannot as ``\\xed`` escapes instead of
    failing with a codec error: every command's answer and messages reach the user, in every
    language. A UTF-8 stream is left as it is."""
    for s in (sys.stdout, sys.stderr):
        enc = (getattr(s, "encoding", None) or "").lower().replace("-", "").replace("_", "")
        if enc not in ("utf8", "utf8sig") and hasattr(s, "reconfigure"):
            try:
                s.reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # pragma: no cover - a stream that cannot change
                pass


def main(argv: Sequence[str] | None = None) -> int:
    """``xl-tiebreaks``: parse ``argv`` (default: the process's), run the command; the exit status
    (0 done, 1 done with errors found, 2 refused with a message, 3 a defect)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    _degrade_output()
    given = _lang_in(argv)
    lang = given or default_lang()
    with _argparse_speaks(lang):
        args = _parser(lang, _named(argv)).parse_args(argv)
    if getattr(args, "lang", None) is None:
        args.lang = lang
    from ..validate import DATE_LANG

    token = DATE_LANG.set(None)
    try:
        if given is None:  # a workbook in Spanish is answered in Spanish (its settings, else its names);
            # `template suizo` makes a Spanish workbook
            args.lang = getattr(getattr(args, "kind", None), "lang", None) or _workbook_lang(args) or args.lang
        DATE_LANG.set(args.lang)  # a date typed as text reads as the command's language writes it
        return _BY_NAME[args.command](args)
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
        from ..files import os_error

        path = e.filename or e.filename2
        output = getattr(args, "output", None)
        err = os_error(e, path, writing=bool(path and output and str(path) == str(output)))
        if not path:  # nothing to name: the reason alone, never "'?'"
            err = TiebreakError("os_failed", reason=err.params["reason"], reason_es=err.params["reason_es"])
        _fail(args, err)
        return 2
    except ValueError as e:  # pragma: no cover - every refusal of ours is a TiebreakError
        print(f"{text('w_error', args.lang)}: {e}", file=sys.stderr)
        return 2
    except Exception as e:  # noqa: BLE001 - never a traceback on the terminal; a defect to report
        _fail(args, TiebreakError("internal", detail=f"{type(e).__name__}: {one_line(e)}"))
        return 3
    finally:
        DATE_LANG.reset(token)
