"""The players of a range: start numbers, names, ratings and typed totals, one per row, and
how a message names a player (``player 12 Ana``) and a place (``row 7, column 5 (player 12
Ana, round 3)``). Shared by the crosstable, Swiss grid and pairing-list readers."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable, Iterator

from ..model import Participant, Tournament
from .cells import (
    MAX_START_NO, NUM_RE, GridError, Mistakes, Place, Places, Row, Where, as_grid, as_text, fail, flat_list,
    formats_grid, num, scalar, show_number,
)
from ..errors import TiebreakError
from ..texts import Text
from ..validate import rating


@dataclass(frozen=True)
class GridTournament:
    """What a range reader returns.

    Attributes:
        tournament: the :class:`~xl_tiebreaks.model.Tournament`.
        round_order_known: ``False`` for a crosstable read without ``rounds``: the rounds
            were numbered by the Berger tables, so tie-breaks that depend on the order of
            the rounds (or on colours) would give invented values and should refuse
            (message code ``tb_needs_rounds``).
        source: ``"crosstable"``, ``"swiss grid"`` or ``"pairing list"`` (with the
            layout, e.g. ``"swiss grid (one cell per round)"``).
        notes: what the reader noticed and the organiser should know
            (:class:`~xl_tiebreaks.texts.Text`: English as a ``str``, either language by
            ``.message(lang)``).
        round_cols: a Swiss grid's columns of each round in the range it was given (1-based,
            from its top-left cell): (opponent, colour, result), the same column three times
            when one cell holds the round; ``None`` for other layouts.
    """

    tournament: Tournament
    round_order_known: bool
    source: str
    notes: list[str] = field(default_factory=list)
    round_cols: list[tuple[int, int, int]] | None = None


#: the lists a reader is given apart from the results, by the name messages use for them
LISTS = {"names": ("names", "nombres"), "start_numbers": ("start numbers", "números iniciales"),
         "ratings": ("ratings", "elos"), "totals": ("totals", "totales")}


def list_where(key: str, entry: Callable[[int], int] | None = None) -> Callable[[int], Where]:
    """Entry ``i`` of the list ``key`` (:data:`LISTS`): ``ratings, entry 3``, its
    :class:`~xl_tiebreaks.readers.cells.Place` the list and the entry (1-based; ``entry(i)``
    when the reader's entry ``i`` is another entry of the list the organiser gave)."""
    what, what_es = LISTS[key]

    def where(i: int) -> Where:
        k = entry(i) if entry is not None else i + 1
        return Where(f"{what}, entry {k}", f"{what_es}, entrada {k}", Place(list=key, entry=k))

    return where


def _scalars(values: list[Any], n: int, where: Callable[[int], Where], mistakes: Mistakes, *,
             pad: bool = False) -> Iterator[tuple[int, Any, Any]]:
    """``(i, value, its single value)`` of the first ``n`` entries of a list (``pad``: missing
    entries up to ``n`` as blank); an entry that is no single value (:func:`~.cells.scalar`)
    goes to ``mistakes`` at ``where(i)`` and is skipped."""
    vals = [values[i] if i < len(values) else None for i in range(n)] if pad else values[:n]
    for i, v in enumerate(vals):
        try:
            s = scalar(v, lambda i=i: where(i))
        except GridError as e:
            mistakes.add(e)
            continue
        yield i, v, s


def range_inputs(cells: Any, formats: Any, names: Any, ratings: Any, totals: Any, start_numbers: Any
                 ) -> tuple[list[list[Any]], Any, list[Any] | None, list[Any] | None, list[Any] | None,
                            list[Any] | None]:
    """What every range reader reads first, in this order: the cells as rows
    (:func:`~.cells.as_grid`), their number formats (:func:`~.cells.formats_grid`), and the
    lists of names, ratings, totals and start numbers (:func:`~.cells.flat_list`; ``None``
    when not given).

    Raises:
        GridError: those of :func:`~.cells.as_grid`, :func:`~.cells.formats_grid` and
            :func:`~.cells.flat_list`.
    """
    return (as_grid(cells), formats_grid(formats), flat_list(names, "names"), flat_list(ratings, "ratings"),
            flat_list(totals, "totals"), flat_list(start_numbers, "start_numbers"))


class Players:
    """Start numbers, names, ratings and typed totals of the rows, and how messages name them.

    ``places`` says where row ``i`` is in the organiser's range; ``where_of`` (optional)
    where entry ``i`` of each list is (``"names"``, ``"start_numbers"``, ``"ratings"``,
    ``"totals"``): a cell of the range when the list is one of its label columns, else
    ``ratings, entry 3``.

    Every bad entry of a list is reported (one error carrying them all): the names' and the
    start numbers' at once, since the rounds name players by them; the ratings' and the
    totals' into ``mistakes`` when a reader gives its collector (they are reported with the
    rounds' own mistakes), else at once too.

    Raises:
        GridError: ``grid_start_number_missing``, ``grid_bad_start_number``,
            ``grid_duplicate_start_number``, ``grid_bad_rating``, ``grid_bad_total``.
    """

    def __init__(self, n: int, names: list[Any] | None, start_numbers: list[Any] | None,
                 ratings: list[Any] | None, totals: list[Any] | None, *, places: Places | None = None,
                 where_of: dict[str, Callable[[int], Where]] | None = None, names_are_rows: bool = True,
                 mistakes: Mistakes | None = None) -> None:
        found = Mistakes()
        later = mistakes if mistakes is not None else found
        #: the reader's collector: once it is full, places are no longer worked out (:meth:`where`)
        self.mistakes = later
        self.n = n
        self.places = places or Places()
        #: the names list's entries are the range's rows (``False`` in a pairing list, whose
        #: names are a list of their own: a duplicate name is named by its entries)
        self.names_are_rows = names_are_rows
        given = {key: list_where(key) for key in LISTS}
        given.update(where_of or {})

        def entry_of(key: str) -> Callable[[int], Where]:  # the entry's words, its player as data
            return lambda i: given[key](i).with_place(self._player_place(i))

        w = {key: entry_of(key) for key in LISTS}
        self.names: list[str] = [""] * n
        if names is not None:
            for i, v in enumerate(names[:n]):
                try:
                    self.names[i] = as_text(scalar(v, lambda i=i: w["names"](i)))
                except GridError as e:
                    found.add(e)
        self.sn: list[int] = list(range(1, n + 1))
        if start_numbers is not None:
            seen: dict[int, int] = {}
            for i, _, s in _scalars(start_numbers, n, w["start_numbers"], found, pad=True):
                if s is None:
                    found.add(fail("grid_start_number_missing", w["start_numbers"](i)))
                    continue
                k = _whole(s)
                if k is None or not 1 <= k <= MAX_START_NO:
                    found.add(fail("grid_bad_start_number", w["start_numbers"](i), text=as_text(s)))
                    continue
                if k in seen:
                    if where_of and "start_numbers" in where_of:  # a No. column of the range
                        found.add(fail("grid_duplicate_start_number_row", w["start_numbers"](i), start_no=k,
                                       other=Row(self.places.row(seen[k]))))
                    else:
                        found.add(fail("grid_duplicate_start_number", w["start_numbers"](i), start_no=k,
                                       other=seen[k] + 1))
                    continue
                seen[k] = i
                self.sn[i] = k
        found.check()  # (the rounds name players by these: nothing after them means anything)
        self.pos = {s: i for i, s in enumerate(self.sn)}
        self.ratings: list[int | None] = [None] * n
        if ratings is not None:
            for i, v, s in _scalars(ratings, n, w["ratings"], later):
                if s is None or (isinstance(s, str) and s.strip() in ("-", "--", "NR", "nr", "sin Elo", "s/e")):
                    continue
                try:  # the one rating check of every reader (validate.rating), the value as typed
                    self.ratings[i] = rating(s if isinstance(s, str) else v)
                except TiebreakError as e:
                    later.add(fail("grid_bad_rating", w["ratings"](i), **e.params))
        self.totals: list[Fraction | None] = [None] * n
        if totals is not None:
            for i, _, s in _scalars(totals, n, w["totals"], later):
                if s is None:
                    continue
                if isinstance(s, str):
                    t = s.replace("½", ".5").replace(" ", "")
                    if t.startswith("."):
                        t = "0" + t
                    if not NUM_RE.match(t):
                        later.add(fail("grid_bad_total", w["totals"](i), text=s))
                        continue
                    s = num(t)
                self.totals[i] = s
        found.check()
        # labels for opponents written by name
        self.by_label: dict[str, int] = {}
        self.dup_labels: dict[str, tuple[int, int]] = {}
        for i, nm in enumerate(self.names):
            key = nm.casefold()
            if not key:
                continue
            if key in self.by_label:
                a = self.by_label[key]
                if self.names_are_rows:  # rows of the range (a workbook names the sheet's rows)
                    self.dup_labels.setdefault(key, (Row(self.places.row(a), w["names"](a).place),
                                                     Row(self.places.row(i), w["names"](i).place)))
                else:
                    self.dup_labels.setdefault(key, (a + 1, i + 1))
            else:
                self.by_label[key] = i
        self.labels_longest_first = sorted(self.by_label, key=len, reverse=True)

    # -- how messages name players and places ----------------------------------------------
    def _player_place(self, i: int) -> Place:
        """Row ``i``'s player as far as read (start numbers and names come first)."""
        sn = getattr(self, "sn", None)
        names = getattr(self, "names", None)
        return Place(start_no=sn[i] if sn is not None and i < len(sn) else None,
                     name=names[i] if names is not None and i < len(names) else "")

    def who(self, i: int) -> Where:
        """``player 12 Ana`` / ``jugador 12 Ana``."""
        nm = self.names[i]
        return Where(f"player {self.sn[i]}" + (f" {nm}" if nm else ""),
                     f"jugador {self.sn[i]}" + (f" {nm}" if nm else ""), Place(start_no=self.sn[i], name=nm))

    def where(self, i: int, j: int | None = None, detail: Where | None = None) -> Where:
        """The place of row ``i`` (column ``j``): ``row 7, column 5 (player 12 Ana, round 3)``;
        :data:`~xl_tiebreaks.readers.cells.COUNTED` once the reader's collector keeps no more
        mistakes (:meth:`~xl_tiebreaks.readers.cells.Mistakes.where`)."""
        return self.mistakes.where(lambda: self._where(i, j, detail))

    def _where(self, i: int, j: int | None, detail: Where | None) -> Where:
        who = self.who(i)
        return self.places.cell(i, j, who if detail is None else who + detail)

    def label(self, i: int) -> str:
        """How a player is named inside a message: ``7 (Ana)`` or ``7``."""
        nm = self.names[i]
        return f"{self.sn[i]} ({nm})" if nm else str(self.sn[i])

    # -- lookups ----------------------------------------------------------------------------
    def by_name(self, text: str, where: Where | Callable[[], Where] | None) -> int | None:
        key = text.strip().casefold()
        if key in self.dup_labels:
            a, b = self.dup_labels[key]
            code = "grid_duplicate_name" if self.names_are_rows else "grid_duplicate_name_entries"
            raise fail(code, where() if callable(where) else where, name=text.strip(), a=a, b=b)
        return self.by_label.get(key)

    def by_number(self, n: Fraction, text: str, where: Where | Callable[[], Where] | None) -> int:
        if n.denominator != 1:
            raise fail("grid_bad_opponent", where() if callable(where) else where, text=text)
        k = int(n)
        i = self.pos.get(k)
        if i is None:
            raise fail("grid_opponent_missing", where() if callable(where) else where, opponent=show_number(n),
                       first=min(self.sn), last=max(self.sn))
        return i

    def by_int(self, k: int, where: Where | Callable[[], Where] | None) -> int:
        """The row of start number ``k``."""
        i = self.pos.get(k)
        if i is None:
            raise fail("grid_opponent_missing", where() if callable(where) else where, opponent=k,
                       first=min(self.sn), last=max(self.sn))
        return i

    def participants(self) -> list[Participant]:
        return [
            Participant(start_no=self.sn[i], name=self.names[i], rating=self.ratings[i],
                        declared_points=self.totals[i])
            for i in range(self.n)
        ]

    def total_notes(self, t: Tournament) -> list[Text]:
        """Typed totals that differ from the results."""
        out: list[Text] = []
        for i in range(self.n):
            d = self.totals[i]
            if d is None:
                continue
            got = t.points(self.sn[i])
            if got != d:
                w = self.where(i)
                out.append(Text("note_grid_total", location=w, location_es=w.es, typed=show_number(d),
                                got=show_number(got)))
        return out


def _whole(s: str | Fraction) -> int | None:
    n = s if isinstance(s, Fraction) else (num(s) if NUM_RE.match(s) else None)
    if n is None or n.denominator != 1:
        return None
    return int(n)


def count_check(lst: list[Any] | None, rows: int, code: str) -> int:
    """Players: the rows of the table, or more when the list is longer (players whose rows
    are blank at the bottom of the range)."""
    if lst is None:
        return rows
    if len(lst) < rows:
        raise fail(code, got=len(lst), rows=rows)
    return len(lst)
