"""A published standings list read as the prizes take it (issue 37 item 1).

Organisers allocate prizes from the final ranking their pairing program printed: Swiss-Manager's
rank list, Vega's standings, chess-results' final ranking (``Rk. | SNo | Title | Name | FED |
Rtg | Club | Pts. | TB1 ... TB5``, often with birth year, category or sex columns), in Spanish
too (``Pos. | Nº Ini. | Nombre | Elo | Ptos. | Des1 ...``), or the product's own ``standings``
CSV; pasted into a sheet, or saved as CSV, ``.xlsx`` or ``.ods``.

The interpreter recognises such a list (:func:`~xl_tiebreaks.readers.interpret.standings_list`:
a header naming points or tie-break columns, no rounds); :func:`read_standings_list` reads it:

* **the order is the list's**: its places as printed (``3``, ``3-5``, a place repeated, a place
  left blank under a shared one), checked against the rows' order (a place that is not its
  row's is refused at its cell: the list was sorted by something else); without a place column,
  the rows' order, the points never rising down the list;
* **ties as the list shows them**: players share a place when the list prints it shared, or when
  their points and every published tie-break value are equal
  (:func:`~xl_tiebreaks.published.published_value`, the one reading of a published value);
* **the players' data from its own columns**: start number (``SNo``, ``Nº Ini.``; without one,
  the players are numbered by their line in the list), name, title, federation, rating, club,
  and any column the prize rules read (birth year, sex, category...: the prize rules' own
  column words, :func:`~xl_tiebreaks.prizes.parse.data_column`).

Every cell that cannot be read is named by ``place(row, column)`` (0-based within the range: a
function's range, a CSV file's line and column, a workbook's sheet and cell). Text stays text:
a name is never read as a number or a date. Pure Python (no openpyxl).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from types import SimpleNamespace
from typing import Any, Callable, Sequence

from ..errors import TiebreakError, gather
from ..published import printed_place, published_value
from ..validate import check_range_size, rating, shown, whole
from .interpret import _blank, _trim, frame, standings_list
from .labels import header_role, squash

Where = tuple[str, str]
PlaceOf = Callable[[int, int], Where]

#: header words of a start-number column the interpreter's table does not hold (Spanish
#: Swiss-Manager ``Nº Ini.``, the product's own Spanish CSV ``n_inicial``)
_MORE_ID = {"nini", "noini", "nroini", "ninicial", "ninic", "nºini", "startnumber", "startno", "sno"}


def range_place(r: int, c: int) -> Where:
    """(row, column) of a function's range, 0-based -> ``row 3, column 2`` / ``fila 3, columna 2``."""
    return f"row {r + 1}, column {c + 1}", f"fila {r + 1}, columna {c + 1}"


@dataclass
class Listed:
    """One player of a published standings list.

    Attributes:
        start_no: his start number (the list's ``SNo``; without one, his line in the list).
        name: as printed.
        place: his place as the list shows it (shared places: the first of them).
        points: his points as printed, exact.
        tiebreaks: the published tie-break values, one per tie-break column (``None``: not printed).
        rating, title, fed, club: from the list's own columns (``None``: not there).
        data: the columns the prize rules read, by their kind (``birth``, ``sex``, ``group``...).
        where: where his row is; ``cells``: where each of his data cells is, by kind.
        row: his row within the range given (0-based).
    """

    start_no: int
    name: str
    place: int
    points: Fraction
    tiebreaks: tuple[Fraction | None, ...] = ()
    rating: int | None = None
    title: str | None = None
    fed: str | None = None
    club: str | None = None
    data: dict[str, Any] = field(default_factory=dict)
    where: Where | None = None
    cells: dict[str, Where] = field(default_factory=dict)
    row: int = 0


@dataclass
class PublishedList:
    """A published standings list: its players in the list's order, the headers of its
    tie-break columns as printed, and whether it numbers its players (a start-number column)."""

    players: list[Listed]
    tiebreak_headers: list[str]
    numbered: bool
    #: the place column (1-based within the range), when the list has one
    rank_col: int | None = None
    #: the header row (0-based within the range)
    header_row: int = 0

    def participants(self) -> list[Any]:
        """The players as the event's participants (start number, name, rating...): what the
        players' data file is joined to (:func:`xl_tiebreaks.cli.prizes.read_player_data`) and
        a player is found by (:class:`xl_tiebreaks.names.NameIndex`)."""
        from ..model import Participant

        return [Participant(start_no=p.start_no, name=p.name, rating=p.rating, federation=p.fed, title=p.title)
                for p in self.players]


def _column_role(header: Any) -> str | None:
    """The role of a standings list's column by its header: the interpreter's words
    (:func:`~xl_tiebreaks.readers.labels.header_role`), a start-number word it lacks, a tie-break
    code as a column's name (``BH/C1``, ``DE``, ``KS``: :func:`~xl_tiebreaks.spec.parse_spec`);
    ``data`` for any other header (a column the prize rules may read); ``None`` without one."""
    if _blank(header) or not isinstance(header, str):
        return None
    role = header_role(header)
    if role is None and squash(header) in _MORE_ID:
        return "id"
    if role is None and squash(header).startswith("club"):
        return "club"  # chess-results' Club/City, Swiss-Manager's Club/Ciudad
    if role in ("id", "rank", "name", "title", "rating", "fed", "club", "points", "tiebreak"):
        return role
    if role is None:
        from ..spec import parse_spec

        try:
            parse_spec(header.strip())
            return "tiebreak"
        except TiebreakError:
            pass
    return "data"


def is_standings_list(cells: Sequence[Sequence[Any]]) -> bool:
    """Whether ``cells`` (a range's rows) is a published standings list without the rounds
    (:func:`~xl_tiebreaks.readers.interpret.standings_list`)."""
    rows = _trim([list(r) for r in cells])
    return bool(rows) and standings_list(frame(rows))


def read_standings_list(cells: Sequence[Sequence[Any]], place: PlaceOf | None = None) -> PublishedList:
    """Read a published standings list (the module docstring says how).

    Args:
        cells: the range's rows as the hosts hand them (numbers, text, ``None`` for blank),
            the header row among them (title lines above it and notes under the table are
            passed over, as the interpreter frames them).
        place: (row, column), 0-based within ``cells`` -> where the cell is, in English and
            Spanish; default :func:`range_place`.

    Returns:
        The list's players in its order, with the places it shows.

    Raises:
        TiebreakError: ``range_cells_bound`` (before a cell is read); ``standings_list_not``
            (no standings list: no header naming points or tie-breaks, or rounds in it),
            ``standings_list_no_points``, ``standings_list_no_name``; at a cell:
            ``standings_list_bad_place`` (not a place), ``standings_list_place_order`` (a
            place that is not its row's, or a blank place that is no tie with the row above),
            ``standings_list_nameless`` (a row with a place, start number or points but no name), ``standings_list_points_order`` (points rising down
            the list), ``standings_list_bad_value`` (points or a tie-break value that is no
            number), ``grid_bad_rating``, ``value_bound`` (a start number), ``standings_list_twice``
            (a start number on two rows, naming both); several at once.
    """
    place = place or range_place
    check_range_size(len(cells), max((len(r) for r in cells), default=0))
    rows = _trim([list(r) for r in cells])
    if not rows:
        raise TiebreakError("standings_list_not")
    fr = frame(rows)
    if not standings_list(fr):
        raise TiebreakError("standings_list_not")
    head_row = fr.rows[fr.header_rows[-1]] if fr.header_rows else fr.rows[fr.top - 1]
    roles = [_column_role(h) for h in head_row]
    for j, r in enumerate(roles):  # chess-results heads the titles' column with nothing
        if r is None and _titles_only([fr.rows[i][j] for i in fr.players]):
            roles[j] = "title"
    first: dict[str, int] = {}
    for j, r in enumerate(roles):
        if r in ("id", "rank", "name", "title", "rating", "fed", "club", "points"):
            if r in first:  # a second rating list (Elo FIDE, Elo FEDA), a second club...: data
                roles[j] = "data"
                if r == "rating":  # (named by its list, FEDA, as the categories name it: elo(FEDA))
                    bare = re.sub(r"(?i)\b(?:elo|rtg|rating)\b", "", str(head_row[j])).strip(" .-_")
                    head_row = head_row[:j] + [bare or head_row[j]] + head_row[j + 1:]
            else:
                first[r] = j
    hp = fr.header_rows[-1] if fr.header_rows else fr.top - 1
    if "points" not in first:
        raise TiebreakError("standings_list_no_points", *place(hp, 0))
    if "name" not in first:
        raise TiebreakError("standings_list_no_name", *place(hp, 0))
    tbs = [j for j, r in enumerate(roles) if r == "tiebreak"]
    data_cols = [(j, _data_kind(head_row[j])) for j, r in enumerate(roles) if r == "data"]
    errors: list[TiebreakError] = []
    out: list[Listed] = []
    seen: dict[int, Where] = {}
    prev_points: Fraction | None = None
    prev_place: tuple[int, int] | None = None
    prev_row: tuple[Fraction | None, ...] | None = None  # the tie-break values of the row above
    for pos, i in enumerate(fr.players, 1):
        row = fr.rows[i]

        def at(j: int) -> Where:
            return place(i, j)

        def err(code: str, j: int, **kw: Any) -> None:
            w = at(j)
            errors.append(TiebreakError(code, w[0], location_es=w[1], **kw))

        name = row[first["name"]]
        if _blank(name):
            # a note or a sub-heading has no place, start number or points: no player; a ranked
            # row without its name is refused (skipping it would hand its prize to the next one)
            if any(k in first and not _blank(row[first[k]]) for k in ("rank", "id", "points")):
                err("standings_list_nameless", first["name"])
            continue
        name = name.strip() if isinstance(name, str) else shown(name)
        if "id" in first:
            try:
                sn = whole(row[first["id"]], "start_no", where=at(first["id"])[0])
            except TiebreakError as e:
                err(e.code, first["id"], **e.params)
                continue
        else:
            sn = pos
        if sn in seen:
            err("standings_list_twice", first.get("id", 0), no=sn, first=seen[sn][0], first_es=seen[sn][1])
            continue
        seen[sn] = at(first.get("id", first["name"]))
        try:
            pts = published_value(row[first["points"]])
            if pts is None or pts < 0:
                raise ValueError
        except ValueError:
            err("standings_list_bad_value", first["points"], value=shown(row[first["points"]]))
            continue
        values: list[Fraction | None] = []
        for j in tbs:
            try:
                values.append(published_value(row[j]))
            except ValueError:
                err("standings_list_bad_value", j, value=shown(row[j]))
                values.append(None)
        # the place as printed, checked against the row's position in the list
        shown_place = pos
        if "rank" in first:
            j = first["rank"]
            try:
                pl = printed_place(row[j])
            except ValueError:
                err("standings_list_bad_place", j, value=shown(row[j]))
                pl = None
            if pl is None and not _blank(row[j]):
                pass
            elif pl is None:  # blank under a place: the place above, shared (printed once)
                # only by a tie: the same points and published tie-breaks as the row above, and
                # within a printed range a-b (this row's position at most b)
                if prev_place is None:
                    err("standings_list_bad_place", j, value="")
                elif (prev_row is None or pts != prev_points or tuple(values) != prev_row
                      or (prev_place[1] != prev_place[0] and pos > prev_place[1])):
                    err("standings_list_place_order", j, value="", row=pos)
                else:
                    pl = prev_place
            elif not ((pl[0] == pos and pl[1] >= pos) or
                      (prev_place is not None and pl[0] == prev_place[0] and (pl[1] >= pos or pl[0] == pl[1]))):
                err("standings_list_place_order", j, value=shown(row[j]), row=pos)
            elif pl[0] != pos and prev_points is not None and pts != prev_points:  # shared at other points
                err("standings_list_place_order", j, value=shown(row[j]), row=pos)
            if pl is not None:
                shown_place = pl[0]
                prev_place = pl
        if prev_points is not None and pts > prev_points:
            err("standings_list_points_order", first["points"], value=shown(row[first["points"]]),
                above=shown(prev_points))
        prev_points = pts
        prev_row = tuple(values)
        r_val = None
        if "rating" in first:
            try:
                r_val = rating(row[first["rating"]], *at(first["rating"]))
            except TiebreakError as e:
                errors.append(e)
        data: dict[str, Any] = {}
        cells_at: dict[str, Where] = {"row": at(0)}
        for j, kind in data_cols:
            if j < len(row) and not _blank(row[j]) and kind not in data:
                data[kind] = row[j]
                cells_at[kind] = at(j)
        out.append(Listed(
            start_no=sn, name=name, place=shown_place, points=pts, tiebreaks=tuple(values), rating=r_val,
            title=_text(row, first.get("title")), fed=_text(row, first.get("fed")), club=_text(row, first.get("club")),
            data=data, where=at(0), cells=cells_at, row=i))
    if errors:
        raise gather(errors, listed_by="list")
    if not out:
        raise TiebreakError("standings_list_not")
    _ties(out, bool(tbs))
    return PublishedList(out, [str(head_row[j]).strip() for j in tbs], "id" in first,
                         first["rank"] + 1 if "rank" in first else None, hp)


def _titles_only(cells: list[Any]) -> bool:
    """A column without a header whose cells are all titles or blank, one title at least
    (``GM``, ``WFM``, ``IM``: :data:`~xl_tiebreaks.readers.labels.TITLES`)."""
    from .labels import TITLES

    filled = [v for v in cells if not _blank(v)]
    return bool(filled) and all(isinstance(v, str) and v.strip().lower() in TITLES for v in filled)


def _ties(players: list[Listed], with_tiebreaks: bool) -> None:
    """Players share a place when the list prints it shared (already in ``place``) or, with
    tie-break columns, when their points and every published tie-break value are equal."""
    for k in range(1, len(players)):
        a, b = players[k - 1], players[k]
        if with_tiebreaks and b.place != a.place and b.points == a.points and b.tiebreaks == a.tiebreaks:
            b.place = a.place


def _data_kind(header: Any) -> str:
    from ..prizes.parse import data_column

    return data_column(header)


def _text(row: list[Any], j: int | None) -> str | None:
    if j is None or j >= len(row) or _blank(row[j]):
        return None
    v = row[j]
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return str(v).strip()


def entrants(pl: PublishedList, data: dict[int, dict[str, Any]] | None = None,
             where: dict[int, dict[str, Where]] | None = None) -> list[Any]:
    """The players of a published list as the prize rules see them
    (:class:`~xl_tiebreaks.prizes.model.Entrant`): place and points as printed, the list's
    order as the tie-breaks' decision, the data of its own columns with ``data`` on top (start
    number -> column kind -> value: a players' data file or range, joined by start number or
    name). Read by the same code as an event's players (:func:`xl_tiebreaks.prizes.entrants_of`),
    so every data cell is read and refused alike.

    Raises:
        TiebreakError: ``prize_data_bad``, each naming its cell.
    """
    from ..prizes import entrants_of

    own: dict[int, dict[str, Any]] = {}
    own_at: dict[int, dict[str, Where]] = {}
    for p in pl.players:
        own[p.start_no] = dict(p.data)
        own_at[p.start_no] = dict(p.cells)
        for k, v in (("fed", p.fed), ("title", p.title), ("club", p.club)):
            if v is not None:
                own[p.start_no].setdefault(k, v)
    for sn, row in (data or {}).items():
        for k, v in row.items():
            at = (where or {}).get(sn, {}).get(k)
            # (a blank cell of the players' data is where that datum goes: a note names it there,
            # not at the list's line, unless the list has the cell itself)
            if at and (v not in (None, "") or k not in own_at.get(sn, {})):
                own_at.setdefault(sn, {})[k] = at
            if v not in (None, ""):
                own.setdefault(sn, {})[k] = v

    class _Points:
        def exact(self, i: int) -> Fraction:
            return pl.players[i].points

    standings = SimpleNamespace(tournament=SimpleNamespace(participants=pl.participants(), start_date=None),
                                order=range(len(pl.players)), ranks=[p.place for p in pl.players], points=_Points())
    return entrants_of(standings, own, own_at)


def workbook_data_for_list(pl: PublishedList, names: Sequence[Any], rows: Sequence[Sequence[Any]],
                           where: Any = None) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, Where]]]:
    """A workbook's players' data joined to a published list ``pl`` (issue 37): ``names``, the
    workbook's names column (row i: the player with start number i + 1, blank: nobody), and
    ``rows``, its players' data range (a header row, then a row per row of ``names``, as
    :func:`xl_tiebreaks.prizes.data_by_header` reads it; ``where(r, c)``: where cell (r, c) of
    the data range is, 0-based). Joined by start number when the list has a start-number
    column, else by name with the product's one rule (:class:`xl_tiebreaks.names.NameIndex`;
    a list's player the workbook does not hold, or holds under several players, gets no data:
    his prizes then say which data is missing). Returns (list start number -> column kind ->
    value, list start number -> column kind -> where), as :func:`entrants` takes them. Used by
    every path that reads a workbook with a pasted list: the Premios sheet's prize list and
    each player's prize (``PRIZE_LIST`` / ``PLAYER_PRIZE`` given a names range) and the
    command ``prizes``.

    Raises:
        TiebreakError: ``prize_data_no_header`` (a data range without a header row).
    """
    from ..names import NameIndex
    from ..prizes import data_by_header

    col = [("" if v is None else str(v)).strip() for v in names]
    row_players = [i + 1 if n else None for i, n in enumerate(col)]
    if not rows or not any(row_players) or not any(c not in (None, "") for r in rows[1:] for c in r):
        return {}, {}
    wdata, wwhere = data_by_header(rows, row_players, where)
    data: dict[int, dict[str, Any]] = {}
    at: dict[int, dict[str, Where]] = {}
    if pl.numbered:
        pairs = [(p.start_no, p.start_no) for p in pl.players]
    else:
        index = NameIndex([(sn, n) for sn, n in zip(row_players, col) if sn is not None])
        pairs = []
        for p in pl.players:
            try:
                pairs.append((p.start_no, index.find(p.name)))
            except TiebreakError:
                continue
    for sn, wsn in pairs:
        if wsn in wdata:
            data[sn] = wdata[wsn]
            at[sn] = wwhere.get(wsn, {})
    return data, at
