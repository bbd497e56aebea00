"""``xl-tiebreaks``: everything that runs without Excel.

    xl-tiebreaks standings [FILE.trf] [--tiebreaks "BH/C1 BH SB"] [--rules FIDE|FIDE2024|FIDE2026]
                           [--swiss | --round-robin] [--round K] [--unrated-rating N]
                           [--format table|csv|json] [-o OUT]

With no file, ``standings`` runs on the bundled example: seed 002's six-player Swiss.
Errors are printed as one line (``error: line 12 (start number 7): ...``), exit status 2.
"""

from __future__ import annotations

import argparse
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
    s = sub.add_parser("standings", help="standings with tie-breaks from a TRF file")
    s.add_argument("file", nargs="?", help="TRF file (default: the bundled example, seed 002's Swiss)")
    s.add_argument("-t", "--tiebreaks", help='ordered list, e.g. "BH/C1 BH SB" (default by pairing system)')
    s.add_argument("--rules", default="FIDE",
                   help="FIDE (edition by start date), FIDE2024, FIDE2026, or an older rule set: STANDARD, "
                        "DRAW_SELF, DRAW_SELF_HALF_BYE, VIRTUAL, VIRTUAL_VEGA, SWISS_PERFECT")
    g = s.add_mutually_exclusive_group()
    g.add_argument("--swiss", action="store_true", help="Swiss pairings (C.07 art. 16)")
    g.add_argument("--round-robin", action="store_true", help="pre-determined pairings (C.07 art. 15.2)")
    s.add_argument("--round", type=int, help="standings after round K")
    s.add_argument("--unrated-rating", type=int, help="rating for unrated players in rating tie-breaks")
    s.add_argument("--format", choices=("table", "csv", "json", "xlsx"), default="table",
                   help="table (readable), csv, json, or xlsx (needs -o)")
    s.add_argument("--manual", metavar="FILE.csv",
                   help="values of manual criteria (play-off, lots): a CSV with a start_no column and one "
                        "column per criterion, headed as in --tiebreaks (e.g. LOTS)")
    s.add_argument("-o", "--output", help="write to this file instead of the screen")
    s.add_argument("--policy", action="append", default=[], metavar="NAME",
                   help="opt-in reading of C.07 where it reads two ways (RR_FORFEIT_WINS_AS_GAMES, "
                        "STD_SCHEDULED_OPPONENT, VUR_LOWEST_CONTRIBUTION)")
    s.add_argument("--lang", default="en", help="language of messages: en or es")
    x = sub.add_parser("setup-excel", help="register the Excel functions for classic xlwings (Windows)")
    x.add_argument("--config", help="xlwings.conf to update (default ~/.xlwings/xlwings.conf)")
    x.add_argument("--lang", default="en", help="en or es")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "standings":
            return _standings(args)
        if args.command == "setup-excel":
            from .excel_setup import setup_excel

            print(setup_excel(Path(args.config) if args.config else None, args.lang), end="")
            return 0
    except TiebreakError as e:
        print(f"error: {e.message(getattr(args, 'lang', 'en'))}", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 1  # pragma: no cover


def _standings(args: argparse.Namespace) -> int:
    from .readers.trf import read_trf
    from .render import render_standings
    from .standings import compute_standings

    path = Path(args.file) if args.file else _example_path()
    trf = read_trf(path)
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
    if args.output and Path(args.output).resolve() == path.resolve():
        print("error: the output file is the input file; choose another name", file=sys.stderr)
        return 2
    if args.format == "xlsx":
        from .render import write_standings_xlsx

        write_standings_xlsx(st, args.output, source=source, reader_notes=trf.notes)
        return 0
    text = render_standings(st, args.format, source=source, reader_notes=trf.notes)
    if args.output:
        Path(args.output).write_text(text, encoding="utf-8", newline="")
    else:
        sys.stdout.write(text)
    return 0


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
