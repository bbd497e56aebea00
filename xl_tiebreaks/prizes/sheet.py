"""The prize functions on the sheet layer (:mod:`xl_tiebreaks.sheet`): ``PRIZE_LIST`` /
``LISTA_PREMIOS`` (the prize list with its winners) and ``PLAYER_PRIZE`` / ``PREMIO_JUGADOR`` (a
player's prize, his money and why), for every host (xlwings classic and Lite, LibreOffice, the
command line's workbooks), from the results range, the prize tables and the players' data.
Pure Python (no openpyxl).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..errors import TiebreakError
from ..texts import Text
from ..util import LruCache
from .allocate import Allocation, allocate
from .explain import NOTE_ROWS, list_table, player_row

#: allocations by the content of their arguments (a sheet asks PLAYER_PRIZE for every player)
_CACHE: LruCache[Allocation] = LruCache(16)


def sheet_allocation(*, results: Any, prizes: Any, prize_categories: Any = None, prize_rules: Any = None,
                     player_data: Any = None, codes: Any = None, names: Any = None, ratings: Any = None,
                     settings: Any = None, places: Any = None, room: int = 0) -> tuple[Allocation, Any]:
    """The allocation of the prize tables over the event of a results range, and the read range
    (:class:`~xl_tiebreaks.sheet.SheetEvaluation`). ``settings``: parsed
    (:class:`~xl_tiebreaks.settings.Settings`). ``places``: the four tables' cell places
    (``prizes``, ``categories``, ``rules``, ``data``: (row, column) -> where), a workbook's;
    default: the rows and columns of the function's ranges. ``room``: the rows the answer has
    for the prize list (``PRIZE_LIST``; 0: no bound): a list that cannot fit (every prize takes
    a row) is refused as soon as the prizes are read, before any allocation.

    Raises:
        TiebreakError: ``prize_list_too_long`` (``room``).
        TiebreakError: the readers', the prize rules' (:func:`~xl_tiebreaks.prizes.parse.read_rules`)
            and the players' data's, each naming its place.
    """
    from ..sheet import _slots, _specs, content_key, evaluate
    from ..sheet_args import grid, host_range, is_empty, optional
    from ..validate import no_manual
    from . import data_by_header, entrants_of, expelled_of
    from .parse import range_place, read_rules

    _unreadable_rule_range(results, prizes, prize_categories, prize_rules, places)
    listed = _published(results, (places or {}).get("results_origin"))
    se = evaluate(results, settings, ratings, names) if listed is None else listed
    key = (content_key(results), content_key(ratings), content_key(names), content_key(prizes),
           content_key(prize_categories), content_key(prize_rules), content_key(player_data), content_key(codes),
           settings.cache_key(), repr(sorted(places)) if places else None)
    hit = _CACHE.get(key)
    if hit is not None:
        return hit, se
    at = places or {}
    if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
        specs: Any = _slots(codes)[0]
    elif is_empty(optional(codes)):
        specs = None
    else:
        specs = _specs(codes)
    no_manual(specs or ())  # the tie-break order's mistakes before the prizes'
    rules = read_rules(host_range(prize_rules), host_range(prize_categories), host_range(prizes),
                       rules_at=at.get("rules") or range_place("rules"),
                       categories_at=at.get("categories") or range_place("categories"),
                       prizes_at=at.get("prizes") or range_place("prizes"))
    if room and len(rules.prizes) > room:  # said before the work: one row per prize at least
        raise TiebreakError("prize_list_too_long", n=len(rules.prizes), room=room)
    data, where = ({}, {})
    rows = grid(host_range(player_data)) if player_data is not None else []
    if listed is not None:  # a published standings list: its order, places and ties as printed
        from ..readers.standings_list import entrants as list_entrants

        if specs:
            raise TiebreakError("prize_list_option", option=Text("prize_list_codes"))
        nm = host_range(names) if isinstance(names, (list, tuple)) else None
        if nm is not None:  # a workbook's players: the data range's rows follow the names range's
            from ..readers.standings_list import workbook_data_for_list

            data, where = workbook_data_for_list(listed.pl, [r[0] if r else None for r in grid(nm)], rows,
                                                 at.get("data") or range_place("data"))
        elif rows and any(not is_empty(c) for row in rows for c in row):
            data, where = data_by_header(rows, listed.row_players[listed.pl.header_row + 1:],
                                             at.get("data") or range_place("data"))
        entrants = list_entrants(listed.pl, data, where)
        alloc = allocate(rules, entrants, event_date=settings.date)
        _CACHE.put(key, alloc)
        return alloc, se
    st = se.evaluation.standings(specs)
    if rows and any(not is_empty(c) for row in rows for c in row):
        data, where = data_by_header(rows, se.row_players, at.get("data") or range_place("data"))
    entrants = entrants_of(st, data, where)
    alloc = allocate(rules, entrants, event_date=settings.date or se.tournament.start_date,
                     expelled=expelled_of(st))
    _CACHE.put(key, alloc)
    return alloc, se


def _unreadable_rule_range(results: Any, prizes: Any, prize_categories: Any, prize_rules: Any,
                           places: Any) -> None:
    """A template's prize functions read the rule ``published_standings`` through
    ``IFERROR(INDIRECT(rule), rule)``: a range the spreadsheet cannot give (no such sheet, a bare
    sheet name that needs quotes, which Excel's ``INDIRECT`` answers with ``#REF!``) reaches the
    function as the rule's own text. The rules are then read first (their mistakes, such as the
    quotes, said at their cells), and a range that still cannot be read is refused at the rule's
    cell, as the command line refuses it.

    Raises:
        TiebreakError: the prize rules' (``prize_published_quotes``...), ``prize_published_range``.
    """
    from ..sheet_args import host_range, optional
    from .parse import range_place, read_rules

    text = optional(results)
    if not isinstance(text, str) or not text.strip():
        return
    at = places or {}
    rules = read_rules(host_range(prize_rules), host_range(prize_categories), host_range(prizes),
                       rules_at=at.get("rules") or range_place("rules"),
                       categories_at=at.get("categories") or range_place("categories"),
                       prizes_at=at.get("prizes") or range_place("prizes"))
    if rules.published and text.strip() == rules.published:
        w = rules.where.get("published") or ("", "")
        raise TiebreakError("prize_published_range", w[0] or None, location_es=w[1] or None,
                            range=rules.published, why=Text("prize_published_unreachable"),
                            why_es=Text("prize_published_unreachable"))


class ListedRange:
    """A published standings list given as the results range (:func:`_published`): the list
    read (:class:`~xl_tiebreaks.readers.standings_list.PublishedList`) and the start number of
    each row of the range (``None``: a header, title or blank row). A players' data range goes
    beside the list, from its header row: its first row names its columns, then one row per
    row of the list."""

    def __init__(self, pl: Any, n_rows: int) -> None:
        self.pl = pl
        self.row_players: list[int | None] = [None] * n_rows
        for p in pl.players:
            self.row_players[p.row] = p.start_no

    def start_no(self, who: Any) -> int:
        """The start number of the player ``who`` names (a start number, or a name by the
        product's one rule, :class:`~xl_tiebreaks.names.NameIndex`); in a list without a
        start-number column a number is refused, never read as a place.

        Raises:
            TiebreakError: ``player_empty``, ``player_not_found``, ``player_ambiguous``...,
                ``player_number_by_rank``.
        """
        from ..names import NameIndex, typed_number
        from ..sheet_args import optional

        p = optional(who)
        if p is None:
            raise TiebreakError("player_empty")
        if not self.pl.numbered and typed_number(p) is not None:
            raise TiebreakError("player_number_by_rank", player=typed_number(p), col=self.pl.rank_col or 1)
        return NameIndex(self.pl.participants()).find(p)

    def workbook_player(self, who: Any, names: Any) -> int | None:
        """The list's start number of the workbook's player ``who`` (a start number of the
        workbook, or a name, found by the product's one rule among ``names``, the workbook's names
        range: row i the player with start number i + 1), joined to the list as the players'
        data is (:func:`~xl_tiebreaks.readers.standings_list.workbook_data_for_list`): by start
        number when the list has a start-number column, else by name. ``None``: a player the
        list does not hold.

        Raises:
            TiebreakError: ``player_empty``, ``player_not_found``, ``player_ambiguous``... (the
                workbook's players).
        """
        from ..names import NameIndex
        from ..sheet_args import grid, host_range

        col = [("" if not r or r[0] is None else str(r[0])).strip() for r in grid(host_range(names))]
        index = NameIndex([(i + 1, n) for i, n in enumerate(col) if n])
        wsn = index.find(who)
        if self.pl.numbered:
            return wsn if any(p.start_no == wsn for p in self.pl.players) else None
        for p in self.pl.players:  # (the list's names found among the workbook's, as its data is joined)
            try:
                if index.find(p.name) == wsn:
                    return p.start_no
            except TiebreakError:
                continue
        return None


#: published lists read, by the content of the range
_LISTS: LruCache[Any] = LruCache(16)


def _published(results: Any, origin: tuple[str, int, int] | None = None) -> ListedRange | None:
    """The results range read as a published standings list
    (:func:`~xl_tiebreaks.readers.standings_list.read_standings_list`, every cell named by its
    row and column of the range) when the interpreter says it is one, else ``None`` (a range
    with the rounds, read as the event). ``origin``: the range's (sheet, first row, first column)
    when the call knows it (a template's function, given ``places``): the list's cells are then
    named as the sheet shows them (``Final!A7``), as the command line names them.

    Raises:
        TiebreakError: the list's reader's, each naming its row and column.
    """
    from ..readers.standings_list import is_standings_list, read_standings_list
    from ..sheet import content_key
    from ..sheet_args import grid, host_range
    from ..workbook.places import sheet_cell

    key = (content_key(results), origin)
    hit = _LISTS.get(key)
    if hit is not None:
        return hit or None
    rows = grid(host_range(results)) if results is not None else []
    place = None
    if origin is not None:
        sheet, r0, c0 = origin

        def place(r: int, c: int) -> tuple[str, str]:
            return (sheet_cell(sheet, r0 + r, c0 + c),) * 2
    found = (ListedRange(read_standings_list(rows, place), len(rows))
             if rows and is_standings_list(rows) else None)
    _LISTS.put(key, found or False)
    return found


def _table_places() -> Any:
    """The prize tables' sheet cells when the call knows where its ranges are (a template's
    function, given ``places``; ``compute``): :data:`xl_tiebreaks.settings.MESSAGE_PLACES`;
    else ``None`` (the rows and columns of the function's ranges)."""
    from ..settings import MESSAGE_PLACES

    where = MESSAGE_PLACES.get()
    got = where.table_places() if where is not None and hasattr(where, "table_places") else None
    return got or None


def _settings(settings: Any, lang: str) -> Any:
    from ..sheet import event_settings

    st = event_settings(settings)
    if st.lang is None:
        st = dataclasses.replace(st, lang=lang)
    return st


def prize_list(*, lang: str, results: Any, prizes: Any, prize_categories: Any = None, prize_rules: Any = None,
               player_data: Any = None, codes: Any = None, names: Any = None, ratings: Any = None,
               settings: Any = None, **_: Any) -> list[list[Any]]:
    """``PRIZE_LIST``: a header, a row per prize (list, place, prize, No., name, points, amount,
    note), a row per tied player sharing a pool without holding one of its prizes, in all twice
    as many rows as the prizes range (:func:`list_rows_room`), then
    :data:`~xl_tiebreaks.prizes.explain.NOTE_ROWS` rows of notes (void prizes, players left out
    for want of data, the money paid out)."""
    st = _settings(settings, lang)
    alloc, _se = sheet_allocation(results=results, prizes=prizes, prize_categories=prize_categories,
                                  prize_rules=prize_rules, player_data=player_data, codes=codes, names=names,
                                  ratings=ratings, settings=st, room=list_rows_room(prizes),
                                  places=_table_places())
    return list_table(alloc, st.lang or lang, rows=list_rows_room(prizes))


def player_prize(*, lang: str, results: Any, player: Any, prizes: Any, prize_categories: Any = None,
                 prize_rules: Any = None, player_data: Any = None, codes: Any = None, names: Any = None,
                 ratings: Any = None, settings: Any = None, **_: Any) -> list[list[Any]]:
    """``PLAYER_PRIZE``: one row: the prizes the player holds, his money, why."""
    from ..sheet import row_of
    from ..sheet_args import optional

    from ..sheet import evaluate

    st = _settings(settings, lang)
    table_places = _table_places()
    _unreadable_rule_range(results, prizes, prize_categories, prize_rules, table_places)
    listed = _published(results, (table_places or {}).get("results_origin"))
    if listed is None:
        evaluate(results, st, ratings, names)  # the results' mistakes first, as every function says them
    if optional(player) is None:
        raise TiebreakError("player_empty")
    if listed is not None:
        if isinstance(names, (list, tuple)):  # a workbook's player (his start number or name there)
            sn = listed.workbook_player(player, names)
            if sn is None:  # a player the list does not hold: no prize from it, nothing to say
                return [["", "", ""]]
        else:
            sn = listed.start_no(player)
        alloc, _ = sheet_allocation(results=results, prizes=prizes, prize_categories=prize_categories,
                                    prize_rules=prize_rules, player_data=player_data, codes=codes, names=names,
                                    ratings=ratings, settings=st, places=table_places)
        return [player_row(alloc, sn, st.lang or lang)]
    alloc, se = sheet_allocation(results=results, prizes=prizes, prize_categories=prize_categories,
                                 prize_rules=prize_rules, player_data=player_data, codes=codes, names=names,
                                 ratings=ratings, settings=st, places=table_places)
    sn = se.row_players[row_of(se.index(), player)]
    return [player_row(alloc, sn, st.lang or lang)]


def list_rows_room(prizes: Any) -> int:
    """The rows the prize list answers for a prizes range: twice its rows (a row may hold a place
    range, ``6-10``, and tied players sharing a pool get rows of their own)."""
    from ..sheet_args import grid, host_range

    return 2 * max(1, len(grid(host_range(prizes))))


def prize_list_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """PRIZE_LIST: a header, twice as many rows as the prizes range, the notes' rows; 8 columns."""
    return 1 + list_rows_room(values.get("prizes")) + NOTE_ROWS, 8, [0]


def player_prize_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    return 1, 3, [0]
