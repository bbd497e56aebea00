"""The team crosstable (round robin): one row and one column per team (see
:mod:`xl_tiebreaks.teams.readers`)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from ...model import PairingSystem, RoundKind
from ...readers.cells import Where, as_grid, fail, flat_list, guard, scalar, show_number
from ...readers.crosstable import berger_rounds
from ..model import Team, TeamRecord, TeamTournament
from .cells import (TeamGridResult, TeamRangeOptions, _FL, _FW, _ct_where, _describe, _gp_number, _infer_boards, _src,
                    _teams, range_options)

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack


def _ct_values(v: Any, where: Where) -> list[tuple[str, Fraction | None]] | None:
    """A crosstable cell: ``None`` blank; else per cycle ("G", gp) / ("+", None) / ("-", None)."""
    s = scalar(v, where)
    if s is None:
        return None
    if isinstance(s, Fraction):
        return [("G", s)]
    out = []
    for tok in s.split():
        t = tok.lower()
        if t in _FW:
            out.append(("+", None))
        elif t in _FL or t == "-":
            out.append(("-", None))
        else:
            g = _gp_number(tok)
            if g is None:
                raise fail("team_bad_cell", where, text=s)
            out.append(("G", g))
    if len(out) > 2:
        raise fail("ct_too_many_results", where, text=s)
    return out


@guard
def read_team_crosstable(cells: Sequence[Sequence[Any]], **given: Unpack[TeamRangeOptions]) -> TeamGridResult:
    """Read a team crosstable (see the module docstring).

    Args:
        cells: the N x N (or N x 2N, double round robin) result cells, no names.
        given: :class:`~xl_tiebreaks.teams.readers.cells.TeamRangeOptions`: ``names`` (one
            per row), ``boards`` (``None``: from the game points of the two sides),
            ``scoring``.

    Raises:
        GridError: ``ct_shape``, ``ct_diagonal``, ``team_bad_cell``, ``team_ct_asymmetric`` (the
            two cells of a match disagree or add up to more than the boards),
            ``team_boards_unknown``.
    """
    names, boards, sc = range_options(given, "read_team_crosstable")
    grid = as_grid(cells)
    n = len(grid)
    if n < 2:
        raise fail("ct_too_few_players", n=n)
    width = max(len(r) for r in grid)
    if width <= n:
        cycles_layout = "single"
    elif width <= 2 * n:
        cycles_layout = "blocks"
    else:
        raise fail("ct_shape", rows=n, cols=width)
    names_l = flat_list(names, "names")
    teams = _teams(n, names_l, None)
    full = 2 * n if cycles_layout == "blocks" else n
    grid = [r + [None] * (full - len(r)) for r in grid]
    vals: dict[tuple[int, int], list[tuple[str, Fraction | None]]] = {}
    for i in range(n):
        for j in range(full):
            jj = j % n
            w = _ct_where(teams, i, j, jj)
            if jj == i:
                s = scalar(grid[i][j], w)
                if s is not None and (isinstance(s, Fraction) or s.lower() not in
                                      {"x", "*", "-", "—", "×", "#", "/", "xx", "x x"}):
                    raise fail("ct_diagonal", w, text=show_number(s) if isinstance(s, Fraction) else s)
                continue
            got = _ct_values(grid[i][j], w)
            if got is None:
                continue
            if cycles_layout == "blocks":
                if len(got) != 1:
                    raise fail("ct_two_results_in_block", w, text=str(grid[i][j]))
                vals.setdefault((i, jj), [None, None])[j // n] = got[0]  # type: ignore[list-item]
            else:
                vals[(i, jj)] = list(got)
    cycles = 2 if cycles_layout == "blocks" or any(len(v) == 2 for v in vals.values()) else 1
    pairs: list[tuple[Fraction, Fraction]] = []
    for (i, j), v in vals.items():
        o = vals.get((j, i))
        w = _ct_where(teams, i, j, j)
        if o is None or len([x for x in o if x]) != len([x for x in v if x]):
            raise fail("team_ct_asymmetric", w, mine=_describe(grid, i, j), theirs=_describe(grid, j, i))
        for a, b in zip(v, o):
            if a is None or b is None:
                continue
            if a[0] == "+" and b[0] != "-" or a[0] == "-" and b[0] == "G":
                raise fail("team_ct_asymmetric", w, mine=_describe(grid, i, j), theirs=_describe(grid, j, i))
            if a[0] == "G" and b[0] == "G":
                pairs.append((a[1], b[1]))  # type: ignore[arg-type]
    if boards is None:
        boards = _infer_boards(pairs, sc.board.win)
    for (i, j), v in vals.items():
        for a in v:
            if a and a[0] == "G" and a[1] > sc.board.win * boards:  # type: ignore[operator]
                w = _ct_where(teams, i, j, j)
                raise fail("team_gp_too_many", w, gp=show_number(a[1]), boards=boards)  # type: ignore[arg-type]
    for a, b in pairs:
        if a + b > sc.board.win * boards:
            raise fail("team_ct_too_many", total=show_number(a + b), boards=boards)
    rounds: dict[int, list[TeamRecord]] = {t.start_no: [] for t in teams}
    for cyc in range(cycles):
        for rnd in berger_rounds(n):
            paired = set()
            for a, b in rnd:
                paired |= {a, b}
                va = vals.get((a, b))
                vb = vals.get((b, a))
                ea = va[cyc] if va and cyc < len(va) else None
                eb = vb[cyc] if vb and cyc < len(vb) else None
                ra, rb = _ct_records(ea, eb, a, b, teams)
                rounds[teams[a].start_no].append(ra)
                rounds[teams[b].start_no].append(rb)
            for p in range(n):
                if p not in paired:
                    rounds[teams[p].start_no].append(TeamRecord(RoundKind.ABSENT))
    tt = TeamTournament.build(teams, rounds, boards, scoring=sc, pairing_system=PairingSystem.ROUND_ROBIN,
                              pairing_source=_src("src_team_crosstable"), round_order_known=False)
    return TeamGridResult(tt, [t.start_no for t in teams], "team crosstable")


def _ct_records(ea, eb, a: int, b: int, teams: list[Team]) -> tuple[TeamRecord, TeamRecord]:
    sa, sb = teams[a].start_no, teams[b].start_no
    if ea is None:
        return TeamRecord(RoundKind.PENDING, sb), TeamRecord(RoundKind.PENDING, sa)
    if ea[0] == "G":
        return TeamRecord(RoundKind.GAME, sb, None, ea[1]), TeamRecord(RoundKind.GAME, sa, None, eb[1])
    ka = RoundKind.FORFEIT_WIN if ea[0] == "+" else RoundKind.FORFEIT_LOSS
    kb = RoundKind.FORFEIT_WIN if eb[0] == "+" else RoundKind.FORFEIT_LOSS
    return TeamRecord(ka, sb), TeamRecord(kb, sa)
