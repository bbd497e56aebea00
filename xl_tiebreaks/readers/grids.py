"""Readers for cell ranges: crosstables, Swiss round grids and pairing lists.

A *cell range* is what Excel (through xlwings) hands over: a list of rows, each a list of
cell values, ``str``, ``float``, ``int``, ``None`` for an empty cell, ``bool`` and
``datetime`` for a cell Excel turned into a date. A single-row range given as a flat
list is read as one row. Nothing here needs Excel: the readers are pure Python.

One module per layout, and one for what a cell says:

* :mod:`~xl_tiebreaks.readers.crosstable`: :func:`read_crosstable`, the round-robin table;
* :mod:`~xl_tiebreaks.readers.swiss`: :func:`read_swiss_grid`, a row per player, per round
  one cell (``12w1``) or three (opponent, colour, result);
* :mod:`~xl_tiebreaks.readers.pairings`: :func:`read_pairing_list`, a row per board;
* :mod:`~xl_tiebreaks.readers.board_lists`: pairing lists pasted from chess-results and
  Swiss-Manager (a block per round under its title line, both players' details per board);
* :mod:`~xl_tiebreaks.readers.cells`: cell values, results, colours, byes, places;
* :mod:`~xl_tiebreaks.readers.players`: start numbers, names, ratings, totals;
* :mod:`~xl_tiebreaks.readers.ranges`: a range as organisers select it (label columns,
  header rows, pasted exports), read with the reader of its layout.

Common rules: trailing blank rows and columns are ignored; the inputs are never modified;
every error is a :class:`GridError` (a :class:`~xl_tiebreaks.errors.TiebreakError`) with a
specific code, located in the organiser's words (``row 7, column 5 (player 12 Ana, round 3)``)
in English and Spanish, and a range's independent mistakes come together (the first error
carries the others, :meth:`~xl_tiebreaks.errors.TiebreakError.every`); a result that Excel turned into a date (``1/2`` typed in a General
cell becomes 2 January) is reported as such, with the fix.

This module keeps the names other modules import (the team readers among them).
"""

from __future__ import annotations

from .cells import BLACK_WORDS as _BLACK_WORDS
from .cells import WHITE_WORDS as _WHITE_WORDS
from .cells import GridError
from .cells import Where as _Where
from .cells import as_grid as _grid
from .cells import col_where as _col_where
from .cells import fail as _fail
from .cells import flat_list as _flat_list
from .cells import guard as _guard
from .cells import round_where as _round_where
from .cells import row_where as _row_where
from .cells import scalar as _scalar
from .cells import show_number as _show_number
from .crosstable import berger_rounds as _berger_rounds
from .crosstable import read_crosstable
from .pairings import read_pairing_list
from .players import GridTournament
from .swiss import read_swiss_grid
from .swiss_entries import looks_three as _looks_three

__all__ = [
    "GridTournament",
    "GridError",
    "read_crosstable",
    "read_swiss_grid",
    "read_pairing_list",
    "_BLACK_WORDS", "_WHITE_WORDS", "_Where", "_grid", "_col_where", "_fail", "_flat_list", "_guard",
    "_round_where", "_row_where", "_scalar", "_show_number", "_berger_rounds", "_looks_three",
]
