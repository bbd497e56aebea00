"""``xl-tiebreaks identify``: which of the product's tie-break definitions reproduce each
published tie-break column of an event (:mod:`xl_tiebreaks.identify`, issue 40)."""

from __future__ import annotations

import argparse
from fractions import Fraction
from pathlib import Path
from typing import Any

from ..errors import TiebreakError
from ..texts import text
from ..util import gc_paused
from .common import ArgWords, _check_sizes, _is_workbook, _range_only_in_workbooks, _read_individual_workbook, _system


def identify_args(sp: argparse.ArgumentParser, w: ArgWords) -> None:
    w.event_args(sp, rules=False)
    sp.add_argument("--published", metavar=w.m("meta_file"), help=w.h("help_identify_published"))
    sp.add_argument("--published-range", metavar=w.m("meta_range"), help=w.h("help_identify_published_range"))
    sp.add_argument("--rules", metavar=w.m("meta_rules"), help=w.h("help_identify_rules"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    w.lang_arg(sp)


def published_columns(path: Path, cells: str | None = None, with_order: bool = False) -> Any:
    """The published tie-break columns of the standings list in ``path`` (a CSV, or a workbook
    and its ``cells``), read by the one reader of a published list
    (:func:`xl_tiebreaks.cli.prizes.published_list`, each value by
    :func:`xl_tiebreaks.published.published_value`): {header as printed: {start number: value}};
    with ``with_order``, that and the list's (order, points, places) for
    :func:`xl_tiebreaks.identify.published_order`.

    Raises:
        TiebreakError: the list reader's errors; ``identify_no_list`` (the file is an event, not
            a standings list), ``identify_unnumbered`` (no start-number column: the list's players
            cannot be matched with the event's), ``identify_no_columns`` (no tie-break column).
    """
    from .prizes import published_list

    got = published_list(path, cells)
    if got is None:
        raise TiebreakError("identify_no_list", path=str(path))
    pl, _where = got
    if not pl.numbered:
        raise TiebreakError("identify_unnumbered", path=str(path))
    if not pl.tiebreak_headers:
        raise TiebreakError("identify_no_columns", path=str(path))
    out: dict[str, dict[int, Fraction | None]] = {}
    for j, head in enumerate(pl.tiebreak_headers):
        label = head if head not in out else f"{head} ({j + 1})"
        out[label] = {p.start_no: p.tiebreaks[j] for p in pl.players}
    if with_order:
        return out, ([p.start_no for p in pl.players], {p.start_no: p.points for p in pl.players},
                     {p.start_no: (p.place, p.place) for p in pl.players})
    return out


@gc_paused()
def _identify(args: argparse.Namespace) -> int:
    from ..identify import describe, describe_order, identify, published_order
    from ..readers.trf import read_trf

    if not args.file:
        raise TiebreakError("identify_no_event")
    path = Path(args.file)
    _check_sizes(args)
    _range_only_in_workbooks(args, path)
    order: tuple[Any, ...] | None = None
    if _is_workbook(path):
        data, se = _read_individual_workbook(args, path)
        t = se.evaluation.tournament
        system = se.evaluation.pairing_system.value
        unrated = args.unrated_rating if args.unrated_rating is not None else se.settings.unrated
        if not args.published:
            from ..workbook.places import SheetPlaces

            try:
                pub = _in_range(data.results, se)
            except TiebreakError as e:
                raise SheetPlaces(data).locate(e) from None
    elif not args.published and _event_csv(path):
        cells, se = _csv_event(args, path)
        t, system = se.tournament, se.evaluation.pairing_system.value
        unrated = args.unrated_rating
        pub = _in_range(cells, se, _line_place(path))
    else:
        if not args.published:
            raise TiebreakError("identify_no_published", path=str(path))
        t = read_trf(path).tournament
        system, unrated = _system(args), args.unrated_rating
    if args.published:
        columns, order = published_columns(Path(args.published), args.published_range, with_order=True)
    else:
        columns = pub.columns
        order = (pub.order, pub.points, pub.places)
    rules = [r for r in args.rules.split(",") if r.strip()] if args.rules else None
    ids = identify(t, columns, unrated_rating=unrated, pairing_system=system, rules=rules)
    names = {p.start_no: p.name for p in t.participants}
    for line in describe(ids, names, args.lang):
        print(line)
    if order is not None:
        print()
        print(text("identify_order", args.lang))
        for line in describe_order(published_order(t, order[0], columns, order[1], order[2]), names, args.lang):
            print("  " + line)
    for idn in ids:  # where nothing reproduces a column: the closest definition's trace of its first differing row
        if idn.exact or not idn.closest or not idn.closest[0].differences:
            continue
        trace = _trace(t, idn.closest[0], unrated, system, args.lang)
        if trace:
            print()
            print(text("identify_trace", args.lang, label=idn.label))
            print(trace)
    return 0


def _in_range(cells: Any, se: Any, place: Any = None) -> Any:
    """The published columns beside the rounds of a range read by the sheet layer (``se``):
    :func:`xl_tiebreaks.readers.published_columns.range_published`, the one reading every path
    takes."""
    from ..readers.published_columns import range_published
    from ..sheet_args import grid

    return range_published(grid(cells), se.header_rows, se.row_players, place)


def _event_csv(path: Path) -> bool:
    """Is ``path`` an event given as a CSV (a ranking crosstable exported by chess-results) rather
    than a TRF? By its name (.csv, .tsv)."""
    from .prizes import LIST_SUFFIXES

    return path.suffix.lower() in LIST_SUFFIXES


def _line_place(path: Path) -> Any:
    """The place of a cell of the CSV file ``path`` for a message: its line and column."""

    def at_line(r: int, c: int) -> tuple[str, str]:
        return f"{path.name}, line {r + 1}, column {c + 1}", f"{path.name}, línea {r + 1}, columna {c + 1}"
    return at_line


def _csv_event(args: argparse.Namespace, path: Path) -> Any:
    """(cells, sheet evaluation) of the event in a CSV file (its cells read as a function reads a
    range: the one range reader), with ``--swiss`` / ``--round-robin`` and ``--unrated-rating``
    on top."""
    from ..settings import Settings
    from ..sheet import evaluate
    from .prizes import csv_cells

    cells = csv_cells(path)
    over: dict[str, Any] = {}
    if _system(args):
        from ..model import PairingSystem

        over["system"] = PairingSystem(_system(args))
    if args.unrated_rating is not None:
        over["unrated"] = args.unrated_rating
    return cells, evaluate(cells, Settings(**over))


def _trace(t: Any, group: Any, unrated: int | None, system: str | None, lang: str) -> str | None:
    """The round-by-round trace (:func:`xl_tiebreaks.explain.explain`) of the first row where
    ``group``'s simplest definition differs from the published value; ``None`` for a tie-break
    the explanation does not cover."""
    from ..explain import explain
    from ..standings import Evaluation

    c = group.candidates[0]
    sn = group.differences[0][0]
    try:
        ev = Evaluation(t, rules=c.rules, unrated_rating=unrated, pairing_system=system)
        return explain(ev, sn, c.code, lang).text()
    except TiebreakError:
        return None
