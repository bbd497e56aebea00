"""The board list: one row per board of a match (see :mod:`xl_tiebreaks.teams.readers`)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from ...model import PairingCheck, PairingSystem, Result, RoundKind
from ...readers.cells import Where, as_grid, fail, flat_list, guard, row_where, scalar, show_number
from ..model import TEAM_NOT_PLAYED, BoardGame, TeamRecord, TeamTournament, classify_match
from ...validate import MAX_BOARDS, shown
from .cells import (TeamGridResult, TeamRangeOptions, _BYES, _board_note, _board_pair, _other_colour, _src, _teams,
                    range_options)

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack


_PAIR_RE = re.compile(r"^\s*(1|0|½|0[.,]5|1/2|=|\+|-)\s*[-–:/]\s*(1|0|½|0[.,]5|1/2|=|\+|-)\s*$")
_SIDE = {"1": ("G", Result.WIN), "0": ("G", Result.LOSS), "½": ("G", Result.DRAW), "0.5": ("G", Result.DRAW),
         "0,5": ("G", Result.DRAW), "1/2": ("G", Result.DRAW), "=": ("G", Result.DRAW), "+": ("+", None),
         "-": ("-", None)}


@guard
def read_team_board_list(
    cells: Sequence[Sequence[Any]],
    *,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = None,
    **given: Unpack[TeamRangeOptions],
) -> TeamGridResult:
    """Read board results, one row per board: round, board, team A, team B, result from team
    A's side (``1-0``, ``½-½``, ``0-1``, ``+/-``, ``-/+``, ``-/-``; blank: not played yet). Teams
    by start number or by name (``names``). A team's bye: round, blank, team, blank, ``PAB`` /
    ``HPB`` / ``FPB`` / ``ZPB``. A header row is skipped.

    Args:
        cells: the rows, five cells each (round, board, team A, team B, result).
        total_rounds: rounds announced. pairing_system: Swiss or round robin (``None``:
            guessed from the pairings, and said in a note).
        given: :class:`~xl_tiebreaks.teams.readers.cells.TeamRangeOptions`: ``names`` (in
            start-number order, for teams written by name), ``boards`` (``None``: the highest
            board number given), ``scoring``.

    Raises:
        GridError: ``team_bl_shape``, ``pl_bad_round``, ``team_bl_team``, ``pl_bad_result``,
            ``team_bl_board`` (a board given twice or beyond ``boards``).
    """
    names, boards, sc = range_options(given, "read_team_board_list")
    grid = as_grid(cells)
    names_l = [str(x).strip() for x in (flat_list(names, "names") or [])]
    # (each row with its place in the range: blank rows and a header row are not boards)
    numbered = [(k, r) for k, r in enumerate(grid, 1) if any(v is not None and str(v).strip() for v in r)]
    if numbered and scalar(numbered[0][1][0], row_where(numbered[0][0])) is not None and not isinstance(
            scalar(numbered[0][1][0], row_where(numbered[0][0])), Fraction) and \
            not str(numbered[0][1][0]).strip().isdigit():
        numbered = numbered[1:]
    rows = [r for _, r in numbered]
    if not rows or max(len(r) for r in rows) < 5:
        raise fail("team_bl_shape", cols=max((len(r) for r in rows), default=0))
    by_name = {nm.casefold(): i + 1 for i, nm in enumerate(names_l)}
    matches: dict[tuple[int, int, int], dict[int, tuple[tuple[str, Result | None], ...]]] = {}
    byes: dict[tuple[int, int], RoundKind] = {}
    notes: list[str] = []
    known: set[int] = set(range(1, len(names_l) + 1))
    for idx, r in numbered:
        r = list(r) + [None] * (5 - len(r))
        w = row_where(idx)
        rnd = scalar(r[0], w)
        if not isinstance(rnd, Fraction) and not (isinstance(rnd, str) and rnd.isdigit()):
            raise fail("pl_bad_round", w, text=str(r[0]))
        rnd_i = int(Fraction(rnd))
        if rnd_i < 1:
            raise fail("pl_bad_round", w, text=str(r[0]))
        ta = _bl_team(r[2], w, by_name)
        res = scalar(r[4], w)
        res_t = "" if res is None else show_number(res) if isinstance(res, Fraction) else res
        if scalar(r[3], w) is None and res_t.lower().replace(" ", "") in _BYES:
            byes[(rnd_i, ta)] = _BYES[res_t.lower().replace(" ", "")]
            known.add(ta)
            continue
        tb = _bl_team(r[3], w, by_name)
        if ta == tb:
            raise fail("grid_self_paired", w)
        known |= {ta, tb}
        bd = scalar(r[1], w)
        if isinstance(bd, Fraction) and bd.denominator == 1 and bd > MAX_BOARDS:  # (a board number has a bound)
            raise fail("value_bound", w, what="board", what_es="tablero", value=shown(r[1]), lo=1, hi=MAX_BOARDS)
        if not isinstance(bd, Fraction) or bd.denominator != 1 or bd < 1 or (boards and bd > boards):
            raise fail("team_bl_board", w, text=str(r[1]))
        flip = (rnd_i, tb, ta) in matches
        key = (rnd_i, tb, ta) if flip else (rnd_i, ta, tb)
        m = _PAIR_RE.match(res_t) if res_t else None
        if res_t and not m:
            raise fail("pl_bad_result", w, text=res_t)
        if m:
            first = _SIDE[m.group(1).replace(",", ".")]
            second = _SIDE[m.group(2).replace(",", ".")]
            got_pair = _board_pair(first, second)
            if got_pair is PairingCheck.MISMATCH:
                raise fail("pl_result_impossible", w, text=res_t)
            if got_pair is not PairingCheck.GAME:
                notes.append(_board_note(got_pair, w, rnd_i, int(bd) if isinstance(bd, Fraction) else 0,
                                         str(ta), str(tb), res_t))
            pair = (second, first) if flip else (first, second)
        else:
            pair = (("P", None), ("P", None))
        got = matches.setdefault(key, {})
        if int(bd) in got:
            raise fail("team_bl_board", w, text=str(r[1]))
        got[int(bd)] = pair
    if boards is None:
        boards = max((b for m in matches.values() for b in m), default=0)
        if not boards:
            raise fail("team_boards_unknown")
    n_rounds = max([k[0] for k in matches] + [k[0] for k in byes] + [total_rounds or 0])
    teams = _teams(max(known), names_l or None, None)
    rounds: dict[int, list[TeamRecord]] = {t.start_no: [TEAM_NOT_PLAYED] * n_rounds for t in teams}
    for (rnd, a, b), bd in matches.items():
        mine: list[BoardGame] = []
        theirs: list[BoardGame] = []
        for board, (sa, sb) in sorted(bd.items()):
            ca = "w" if board % 2 else "b"
            mine.append(_side_board(board, sa, ca))
            theirs.append(_side_board(board, sb, _other_colour(ca)))
        ka, kb = classify_match(mine, theirs, sc)
        rounds[a][rnd - 1] = TeamRecord(ka, b, "w", None, tuple(mine))
        rounds[b][rnd - 1] = TeamRecord(kb, a, "b", None, tuple(theirs))
    for (rnd, t), kind in byes.items():
        rounds[t][rnd - 1] = TeamRecord(kind)
    tt = TeamTournament.build(teams, rounds, boards, scoring=sc, total_rounds=total_rounds,
                              pairing_system=pairing_system, pairing_source=_src("src_board_list") if pairing_system else "")
    return TeamGridResult(tt, [t.start_no for t in teams], "team board list", notes)


def _side_board(board: int, side: tuple[str, Result | None], colour: str | None) -> BoardGame:
    tag, res = side
    kind = {"G": RoundKind.GAME, "+": RoundKind.FORFEIT_WIN, "-": RoundKind.FORFEIT_LOSS}.get(tag, RoundKind.PENDING)
    return BoardGame(board, kind, res if tag == "G" else None, colour)








def _bl_team(v: Any, where: Where, by_name: dict[str, int]) -> int:
    s = scalar(v, where)
    if isinstance(s, Fraction) and s.denominator == 1 and s >= 1:
        return int(s)
    if isinstance(s, str):
        if s.isdigit() and int(s) >= 1:
            return int(s)
        got = by_name.get(s.casefold())
        if got is not None:
            return got
    raise fail("team_bl_team", where, text="" if s is None else str(v))
