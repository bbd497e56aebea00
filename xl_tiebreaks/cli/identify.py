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
    sp.add_argument("--published", required=True, metavar=w.m("meta_file"), help=w.h("help_identify_published"))
    sp.add_argument("--published-range", metavar=w.m("meta_range"), help=w.h("help_identify_published_range"))
    sp.add_argument("--rules", metavar=w.m("meta_rules"), help=w.h("help_identify_rules"))
    sp.add_argument("--unrated-rating", type=int, metavar="N", help=w.h("help_unrated"))
    w.lang_arg(sp)


def published_columns(path: Path, cells: str | None = None) -> dict[str, dict[int, Fraction | None]]:
    """The published tie-break columns of the standings list in ``path`` (a CSV, or a workbook
    and its ``cells``), read by the one reader of a published list
    (:func:`xl_tiebreaks.cli.prizes.published_list`, each value by
    :func:`xl_tiebreaks.published.published_value`): {header as printed: {start number: value}}.

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
    return out


@gc_paused()
def _identify(args: argparse.Namespace) -> int:
    from ..identify import describe, identify
    from ..readers.trf import read_trf

    if not args.file:
        raise TiebreakError("identify_no_event")
    path = Path(args.file)
    _check_sizes(args)
    _range_only_in_workbooks(args, path)
    if _is_workbook(path):
        _data, se = _read_individual_workbook(args, path)
        t = se.evaluation.tournament
        system = se.evaluation.pairing_system.value
        unrated = args.unrated_rating if args.unrated_rating is not None else se.settings.unrated
    else:
        t = read_trf(path).tournament
        system, unrated = _system(args), args.unrated_rating
    columns = published_columns(Path(args.published), args.published_range)
    rules = [r for r in args.rules.split(",") if r.strip()] if args.rules else None
    ids = identify(t, columns, unrated_rating=unrated, pairing_system=system, rules=rules)
    names = {p.start_no: p.name for p in t.participants}
    for line in describe(ids, names, args.lang):
        print(line)
    for idn in ids:  # where nothing reproduces a column: the closest definition's trace of its first differing row
        if idn.exact or not idn.closest or not idn.closest[0].differences:
            continue
        trace = _trace(t, idn.closest[0], unrated, system, args.lang)
        if trace:
            print()
            print(text("identify_trace", args.lang, label=idn.label))
            print(trace)
    return 0


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
