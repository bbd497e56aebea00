"""Readers for team events: a team crosstable, a team Swiss grid, a board list, and the team
records of TRF-16 (``013``) and TRF-2025/26 (``310``, with ``320`` / ``240`` / ``330`` /
``362``); and a TRF writer for team events.

Cell ranges come as Excel hands them (see :mod:`xl_tiebreaks.readers.cells`); every error is a
:class:`~xl_tiebreaks.readers.cells.GridError` located in the organiser's words, in English
and Spanish.

**Team crosstable** (round robin): one row and one column per team, ``X`` on the diagonal;
cell (i, j) = the game points team i scored against team j (``2.5``, ``2,5``, ``2½``); a
forfeited match ``+`` / ``-`` (``+F`` / ``-F``); two values (``2.5 1``) or two blocks side by
side for a double round robin; blank: not played yet. The rounds are numbered by the Berger
tables, so tie-breaks that need the order of the rounds refuse.

**Team Swiss grid**: one row per team, one cell per round: opponent, colour of the team's
board-1 player, game points: ``8w2.5`` (``8b1.5``; Spanish ``8n1.5`` for negras), or the
board results from board 1 down (``8w 1 ½ 0 1``, ``+`` / ``-`` for a board won or lost by
forfeit). A forfeited match ``6+F`` / ``6-F``; ``+F`` / ``-F`` without the opponent count as a
full-point / zero-point bye (the scheduled opponent is unknown: C.07 art. 16.4.2), byes ``PAB`` (``BYE``, ``LIBRE``, ``U``), ``HPB`` (``H``), ``FPB`` (``F``),
``ZPB`` (``Z``), absent ``NP`` / ``-``, withdrawn ``WD`` / ``RETIRADO``; blank: not played.

**Board list**: one row per board: round, board, team A, team B, result from team A's side
(``1-0``, ``½-½``, ``0-1``, ``+/-``, ``-/+``, ``-/-``); a team's bye: round, blank, team,
blank, ``PAB`` / ``HPB`` / ``FPB`` / ``ZPB``.

The number of boards is the ``boards`` argument, else what the data shows (the board
results, or the game points of the two sides of a match added up).

One module per layout, on the shared cell reading (:mod:`xl_tiebreaks.readers.cells`: values,
places, messages): :mod:`.cells` (the team vocabulary of a cell), :mod:`.swiss`,
:mod:`.crosstable`, :mod:`.board_list`, :mod:`.results` (any layout), :mod:`.trf`.
"""


from __future__ import annotations

from .board_list import read_team_board_list
from .cells import TeamGridResult
from .crosstable import read_team_crosstable
from .results import read_team_results
from .swiss import read_team_swiss_grid
from .trf import TeamTrfFile, parse_team_trf, read_team_trf, write_team_trf

__all__ = [
    "TeamGridResult",
    "read_team_crosstable",
    "read_team_swiss_grid",
    "read_team_board_list",
    "read_team_results",
    "TeamTrfFile",
    "parse_team_trf",
    "read_team_trf",
    "write_team_trf",
]
