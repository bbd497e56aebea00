"""The commands that install the spreadsheet functions: ``setup-excel``, ``setup-libreoffice``."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .common import ArgWords, _OutputRefused, _output, _refuse_folder


def setup_excel_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("--config", metavar=w.m("meta_file"), help=w.h("help_config"))
    w.lang_arg(sp)


def setup_libreoffice_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    sp.add_argument("--oxt", metavar=w.m("meta_file") + ".oxt", help=w.h("help_oxt"))
    w.force_arg(sp)
    w.lang_arg(sp)


def _setup_excel(args: argparse.Namespace) -> int:
    from ..excel_setup import setup_excel, user_config_file
    from ..files import check_input, check_output

    config = Path(args.config) if args.config else user_config_file()
    if config.exists() or config.is_symlink():
        check_input(config)  # a regular file: never a device or a pipe (refused before opening)
        check_output(config, [], force=True)
    print(setup_excel(config, args.lang), end="")
    return 0


def _setup_libreoffice(args: argparse.Namespace) -> int:
    from ..libreoffice.setup import install_for_user, write_oxt

    if args.oxt:
        import tempfile

        from ..files import is_stdout, write_output

        _refuse_folder(args.oxt)
        if not is_stdout(args.oxt) and Path(args.oxt).suffix.lower() != ".oxt":
            raise _OutputRefused("oxt_suffix", path=str(args.oxt))
        out = _output(args, args.oxt)
        with tempfile.TemporaryDirectory() as tmp:  # built aside, then written whole (xl_tiebreaks.files)
            built = Path(tmp) / "xl-tiebreaks.oxt"
            said = write_oxt(built, args.lang)
            write_output(out, built.read_bytes(), binary=True, force=args.force)
        print(said.replace(str(built), str(args.oxt)), end="", file=sys.stderr if out is None else sys.stdout)
        return 0
    print(install_for_user(args.lang), end="")
    return 0
