"""The published values of a range that holds an event's rounds too (issue 40): a chess-results
"Ranking crosstable" (``Rk. | SNo | Name | ... | 1.Rd ... n.Rd | Pts. | TB1 | TB2 | TB3``), a
Swiss-Manager or Vega standings pasted with its rounds. The rounds are read by the range reader
(:func:`xl_tiebreaks.readers.ranges.read_results`, through :func:`xl_tiebreaks.sheet.evaluate`);
this module reads, from the same cells, what the program printed beside them: its points, its
tie-break columns and its places, each value by the one reading of a published value
(:func:`xl_tiebreaks.published.published_value`, :func:`~xl_tiebreaks.published.printed_place`)
and each column by the one reading of a published list's headers
(:func:`xl_tiebreaks.readers.standings_list._column_role`).

One function serves every path (the spreadsheet function ``IDENTIFY_TIEBREAKS``, ``xl-tiebreaks
identify --range`` on a workbook, ``identify`` on a CSV): :func:`range_published`. Pure Python.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Sequence

from ..errors import TiebreakError, gather
from ..published import printed_place, published_value
from ..validate import shown
from .interpret import _blank
from .cells import Place, Where
from .standings_list import PlaceOf, _column_role


def cell_place(r: int, c: int) -> Where:
    """(row, column) of a function's range, 0-based -> ``row 4, column 8`` / ``fila 4, columna 8``,
    with the place as data (a workbook names its own sheet cell from it:
    :meth:`xl_tiebreaks.workbook.places.SheetPlaces.locate`)."""
    return Where(f"row {r + 1}, column {c + 1}", f"fila {r + 1}, columna {c + 1}", Place(row=r + 1, col=c + 1))


def _error(code: str, w: Any, value: Any) -> TiebreakError:
    """The error ``code`` at ``w``: a :class:`Where` (its place as data travels with it), or an
    (English, Spanish) pair of texts."""
    if isinstance(w, Where):
        return TiebreakError(code, w, location_es=w.es, value=shown(value))
    return TiebreakError(code, w[0], location_es=w[1], value=shown(value))


@dataclass
class RangePublished:
    """What a program printed beside an event's rounds in one range.

    Attributes:
        columns: {header as printed: {start number: value}} for every tie-break column, in the
            range's order (``None``: printed blank or ``-``); a header met twice is numbered
            (``TB1 (2)``).
        points: {start number: points as printed}, or ``None`` without a points column.
        order: the start numbers in the range's row order (the published ranking's order).
        places: {start number: (first, last) place as printed}, or ``None`` without a place
            column; a blank place under a printed one is the place above (printed once).
    """

    columns: dict[str, dict[int, Fraction | None]]
    points: dict[int, Fraction] | None
    order: list[int]
    places: dict[int, tuple[int, int]] | None = None
    headers: dict[str, int] = field(default_factory=dict)


def range_published(cells: Sequence[Sequence[Any]], header_rows: Sequence[int], row_players: Sequence[int | None],
                    place: PlaceOf | None = None, *, required: bool = True) -> RangePublished:
    """The published points, tie-break columns and places of ``cells``.

    Args:
        cells: the range's rows as the reader was given them (0-based; the same rows
            ``row_players`` numbers).
        header_rows: the range's header rows (0-based), as the range reader found them
            (:attr:`xl_tiebreaks.sheet.SheetEvaluation.header_rows`); the last one that names a
            tie-break column gives the headers.
        row_players: per row of ``cells``, the start number of the player it holds (``None``:
            no player).
        place: (row, column), 0-based -> (English, Spanish) place of a cell for a message;
            default the range's own row and column (:func:`cell_place`).
        required: a range without a tie-break column is an error (else ``columns`` is empty).

    Returns:
        :class:`RangePublished`.

    Raises:
        TiebreakError: ``identify_range_no_columns`` (``required``: no tie-break column);
            ``standings_list_bad_value`` (a points or tie-break cell that is not a
            number), ``standings_list_bad_place`` (a place that cannot be read), each naming its
            cell; all of them gathered into one error.
    """
    at = place or cell_place
    rows = [list(r) if isinstance(r, (list, tuple)) else [r] for r in cells]
    head: list[Any] | None = None
    for h in header_rows:
        if 0 <= h < len(rows) and any(_column_role(v) in ("tiebreak", "points") for v in rows[h]):
            head = rows[h]
    out = RangePublished({}, None, [sn for sn in row_players if sn is not None])
    if head is None:
        if required:
            raise TiebreakError("identify_range_no_columns")
        return out
    tbs: list[tuple[int, str]] = []
    pts_col = rank_col = None
    for j, v in enumerate(head):
        role = _column_role(v)
        if role == "tiebreak":
            label = str(v).strip()
            if label in out.headers:
                label = f"{label} ({j + 1})"
            out.headers[label] = j
            tbs.append((j, label))
        elif role == "points" and pts_col is None:
            pts_col = j
        elif role == "rank" and rank_col is None:
            rank_col = j
    if required and not tbs:
        raise TiebreakError("identify_range_no_columns")
    errors: list[TiebreakError] = []

    def read(i: int, j: int) -> Fraction | None:
        v = rows[i][j] if j < len(rows[i]) else None
        try:
            return published_value(v)
        except ValueError:
            w = at(i, j)
            errors.append(_error("standings_list_bad_value", w, v))
            return None

    out.columns = {label: {} for _, label in tbs}
    if pts_col is not None:
        out.points = {}
    if rank_col is not None:
        out.places = {}
    above: tuple[int, int] | None = None
    for i, sn in enumerate(row_players):
        if sn is None or i >= len(rows):
            continue
        for j, label in tbs:
            out.columns[label][sn] = read(i, j)
        if pts_col is not None:
            p = read(i, pts_col)
            if p is not None:
                out.points[sn] = p  # type: ignore[index]
        if rank_col is not None:
            v = rows[i][rank_col] if rank_col < len(rows[i]) else None
            try:
                pl = printed_place(v)
            except ValueError:
                w = at(i, rank_col)
                errors.append(_error("standings_list_bad_place", w, v))
                pl = None
            if pl is None and _blank(v):
                pl = above
            if pl is not None:
                out.places[sn] = pl  # type: ignore[index]
                above = pl
    if errors:
        raise gather(errors, listed_by="list")
    return out
