"""The team Swiss grid: one row per team, one cell per round (see :mod:`xl_tiebreaks.teams.readers`)."""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from ...model import PairingCheck, PairingSystem, RoundKind
from ...readers.cells import Place, Where, as_grid, fail, flat_list, guard, round_where, row_where, scalar, show_number
from ...readers.swiss_entries import looks_three
from ..model import TEAM_NOT_PLAYED, BoardGame, Team, TeamRecord, TeamScoring, TeamTournament, classify_match
from .cells import (
    TeamGridResult,
    TeamRangeOptions,
    _BOARD_TEXT,
    _Cell,
    _FL,
    _FW,
    _board_colour,
    _board_note,
    _board_pair,
    _boards_from_list,
    _colour,
    _colour_convention,
    _describe,
    _infer_boards,
    _other_colour,
    _src,
    _team_cell,
    _teams,
    range_options,
)

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack


def _three_text(v: Any, where: Where) -> str | None:
    s = scalar(v, where)
    if s is None:
        return None
    return show_number(s) if isinstance(s, Fraction) else s


def _merge_three(grid: list[list[Any]], teams: list[Team]) -> list[list[Any]]:
    """Three cells per round (opponent, colour of board 1, game points) as the one cell the
    reader reads (``8 Blancas 2.5``). A bye word in the opponent column stands alone: its
    points come from the settings, so a colour or game points beside it are refused."""
    width = max((len(r) for r in grid), default=0)
    rounds = -(-width // 3)
    out: list[list[Any]] = []
    for i, row in enumerate(grid):
        row = list(row) + [None] * (3 * rounds - len(row))
        cells: list[Any] = []
        for k in range(rounds):
            w = row_where(i + 1, teams[i].name, teams[i].start_no) + round_where(k + 1)
            at = [w.with_place(Place(col=3 * k + 1 + j)) for j in range(3)]  # opponent, colour, points cells
            opp, col, gp = (_three_text(row[3 * k + j], at[j]) for j in range(3))
            w = at[0]
            if col is not None and col.strip() in ("-", "?"):
                col = None  # colour not known
            if opp is None and col is None and gp is None:
                cells.append(None)
                continue
            if opp is None:
                if col is None and gp is not None and gp.replace(" ", "").lower() in _FW | _FL:
                    cells.append(gp)  # '+F' / '-F' in the points column: a forfeit, opponent unknown
                    continue
                raise fail("team_cell_no_opponent", at[1] if col is not None else at[2],
                            text=" ".join(x for x in (col, gp) if x))
            if not opp.isdigit():
                if col is not None or gp is not None:
                    raise fail("team_bad_cell", w, text=" ".join(x for x in (opp, col, gp) if x))
                cells.append(opp)
                continue
            cells.append(" ".join(x for x in (opp, col, gp) if x))
        out.append(cells)
    return out



@guard
def read_team_swiss_grid(
    cells: Sequence[Sequence[Any]],
    *,
    start_numbers: Sequence[int] | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = PairingSystem.SWISS,
    pair_forfeits: bool = False,
    three: bool | None = None,
    **given: Unpack[TeamRangeOptions],
) -> TeamGridResult:
    """Read a team Swiss grid (see the module docstring): one row per team, one cell per round,
    or three cells per round (the templates' layout: opponent, colour of board 1, game points).

    Args:
        cells: the round cells only (no names).
        start_numbers: the teams' numbers, one per row (default 1..N).
        total_rounds: rounds announced.
        pair_forfeits: a round's one ``+F`` and one ``-F`` written without the opponent met
            each other (by default such forfeits have no known opponent and count as a
            full-point / zero-point bye, as FIDE's 2026 answers to the team exercises take
            them).
        three: three cells per round: the opponent's number (or a bye word: ``PAB``,
            ``LIBRE``, ``H``, ``F``, ``Z``, ``NP``, ``+F`` / ``-F``), the colour of board 1
            (``White`` / ``Black``, ``Blancas`` / ``Negras``, ``w`` / ``b`` / ``n``; may be
            blank) and the game points (``2.5``, ``2½``, ``+`` / ``-`` for a forfeited match, or
            the board results ``1 ½ 0 1``); ``None``: when the columns look so (every second
            column of three holds only colours).
        given: :class:`~xl_tiebreaks.teams.readers.cells.TeamRangeOptions`: ``names`` (one
            per row), ``boards`` (``None``: from the data), ``scoring``.

    Raises:
        GridError: ``team_bad_cell``, ``team_cell_no_opponent``, ``team_grid_mismatch`` (the
            two teams' cells of a match disagree), ``team_forfeit_unpaired`` (with
            ``pair_forfeits``, a round without exactly one of each),
            ``team_boards_unknown``, ``team_gp_too_many`` (more game points than boards).
    """
    names, boards, sc = range_options(given, "read_team_swiss_grid")
    grid = as_grid(cells)
    if not grid:
        raise fail("grid_empty")
    names_l = flat_list(names, "names")
    n = len(grid)
    sns = [int(x) for x in start_numbers] if start_numbers is not None else list(range(1, n + 1))
    if len(sns) < n:
        raise fail("grid_start_numbers_count", got=len(sns), rows=n)
    teams = _teams(n, names_l, sns)
    if three is None:
        three = looks_three(grid)
    if three:
        grid = _merge_three(grid, teams)
    pos = {t.start_no: i for i, t in enumerate(teams)}
    label = [t.label() for t in teams]
    width = max(len(r) for r in grid)
    parsed: list[list[_Cell]] = []
    for i, row in enumerate(grid):
        out = []
        for j in range(width):
            v = row[j] if j < len(row) else None
            w = (row_where(i + 1, teams[i].name, teams[i].start_no) + round_where(j + 1)).with_place(
                Place(col=3 * j + 1 if three else j + 1))
            c = _team_cell(v, w)
            if c.opponent is not None and c.opponent not in pos:
                raise fail("team_grid_opponent_missing", w, opponent=c.opponent)
            if c.opponent is not None and pos[c.opponent] == i:
                raise fail("grid_self_paired", w)
            out.append(c)
        parsed.append(out)
    conv = _colour_convention(parsed)
    # forfeits without an opponent: the grid does not say whom they were against, so they count
    # as unplayed rounds without an opponent (a forfeit win as a full-point bye, a forfeit loss
    # as a zero-point bye: C.07 (2026) art. 16.4.2, not 16.4.1); ``pair_forfeits`` pairs the
    # one forfeit win and the one forfeit loss of a round with each other
    notes: list[str] = []
    for j in range(width):
        wins = [i for i in range(n) if parsed[i][j].kind is RoundKind.FORFEIT_WIN and parsed[i][j].opponent is None]
        losses = [i for i in range(n) if parsed[i][j].kind is RoundKind.FORFEIT_LOSS and parsed[i][j].opponent is None]
        if not wins and not losses:
            continue
        if pair_forfeits:
            if len(wins) == 1 and len(losses) == 1:
                parsed[wins[0]][j].opponent = sns[losses[0]]
                parsed[losses[0]][j].opponent = sns[wins[0]]
                continue
            i = (wins + losses)[0]
            raise fail("team_forfeit_unpaired", parsed[i][j].where)
        for i in wins:
            parsed[i][j].kind = RoundKind.FULL_BYE
        for i in losses:
            parsed[i][j].kind = RoundKind.ZERO_BYE
        who = ", ".join(label[i] for i in wins + losses)
        from ...texts import Text

        notes.append(Text("note_team_forfeits", round=j + 1, who=who))
    # both sides of every match
    gp_pairs: list[tuple[Fraction, Fraction]] = []
    for i in range(n):
        for j in range(width):
            c = parsed[i][j]
            if c.opponent is None:
                continue
            o = parsed[pos[c.opponent]][j]
            if o.opponent != sns[i] or not _cells_agree(c, o):
                raise fail("team_grid_mismatch", c.where, opponent=label[pos[c.opponent]],
                            mine=_describe(grid, i, j), theirs=_describe(grid, pos[c.opponent], j))
            if c.colour and o.colour and _colour(c.colour, conv) == _colour(o.colour, conv):
                raise fail("team_same_colour", c.where, opponent=label[pos[c.opponent]])
            if c.boards and o.boards and i < pos[c.opponent]:
                for b, (x, y) in enumerate(zip(c.boards, o.boards), 1):
                    got = _board_pair(x, y)
                    if got is PairingCheck.MISMATCH:
                        raise fail("team_grid_mismatch", c.where, opponent=label[pos[c.opponent]],
                                    mine=_describe(grid, i, j), theirs=_describe(grid, pos[c.opponent], j))
                    if got is not PairingCheck.GAME:
                        notes.append(_board_note(got, c.where, j + 1, b, label[i], label[pos[c.opponent]],
                                                 f"{_BOARD_TEXT[x]}-{_BOARD_TEXT[y]}"))
            a, b = _cell_gp(c, sc), _cell_gp(o, sc)
            if a is not None and b is not None:
                gp_pairs.append((a, b))
                if boards is not None and a + b > sc.board.win * boards:
                    raise fail("team_ct_too_many", c.where, total=show_number(a + b), boards=boards)
    if boards is None:
        lengths = [len(c.boards) for row in parsed for c in row if c.boards]
        boards = max(lengths) if lengths else _infer_boards(gp_pairs, sc.board.win)
    for i in range(n):
        for j in range(width):
            c = parsed[i][j]
            g = _cell_gp(c, sc)
            if g is not None and g > sc.board.win * boards:
                raise fail("team_gp_too_many", c.where, gp=show_number(g), boards=boards)
            if c.boards and len(c.boards) != boards:
                raise fail("team_board_count", c.where, got=len(c.boards), boards=boards)
    rounds: dict[int, list[TeamRecord]] = {}
    for i in range(n):
        recs = []
        for j in range(width):
            c = parsed[i][j]
            col = _colour(c.colour, conv)
            if col is None and c.opponent is not None:
                col = _other_colour(_colour(parsed[pos[c.opponent]][j].colour, conv))
            recs.append(_record(c, parsed[pos[c.opponent]][j] if c.opponent is not None else None, col, boards, sc))
        rounds[sns[i]] = recs
    tt = TeamTournament.build(teams, rounds, boards, scoring=sc, total_rounds=total_rounds,
                              pairing_system=pairing_system, pairing_source=_src("src_team_grid") if pairing_system else "")
    return TeamGridResult(tt, list(sns), "team swiss grid", notes)


def _cell_gp(c: _Cell, sc: TeamScoring) -> Fraction | None:
    if c.gp is not None:
        return c.gp
    if c.boards:
        return sum((sc.board_points(g) for g in _boards_from_list(c.boards, None)), Fraction(0))
    return None


def _cells_agree(a: _Cell, b: _Cell) -> bool:
    ka, kb = a.kind, b.kind
    if ka is RoundKind.PENDING or kb is RoundKind.PENDING:
        return ka is kb or (ka is RoundKind.GAME or kb is RoundKind.GAME)
    if ka is RoundKind.GAME and kb is RoundKind.GAME:
        return True  # game points are checked for size
    if ka is RoundKind.GAME or kb is RoundKind.GAME:  # against a forfeit: only board results can say
        game, other = (a, b) if ka is RoundKind.GAME else (b, a)
        return game.boards is not None and other.kind in (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
    if ka is RoundKind.FORFEIT_WIN:
        return kb is RoundKind.FORFEIT_LOSS
    if ka is RoundKind.FORFEIT_LOSS:
        return kb in (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
    return False




def _record(c: _Cell, o: _Cell | None, colour: str | None, boards: int, sc: TeamScoring) -> TeamRecord:
    if c.opponent is None:
        return TeamRecord(c.kind) if c.kind is not RoundKind.NOT_PLAYED else TEAM_NOT_PLAYED
    assert o is not None
    mine = _boards_from_list(c.boards, colour) if c.boards else ()
    gp = c.gp
    if c.kind is RoundKind.PENDING and o.kind is RoundKind.PENDING:
        return TeamRecord(RoundKind.PENDING, c.opponent, colour)
    kind = c.kind
    if c.kind in (RoundKind.GAME, RoundKind.PENDING) or o.kind in (RoundKind.GAME, RoundKind.PENDING):
        theirs = _boards_from_list(o.boards, None) if o.boards else ()
        if mine or theirs:
            mine_b = mine or _mirror(theirs, colour)
            theirs_b = theirs or _mirror(mine, _other_colour(colour))
            kind = classify_match(mine_b, theirs_b, sc)[0]
            mine = mine_b
        else:
            kind = RoundKind.GAME
            if gp is None:  # the other side's cell has them: the rest of the boards
                og = o.gp
                gp = sc.board.win * boards - og if og is not None else None
    return TeamRecord(kind, c.opponent, colour, gp if not mine else None, mine)


def _mirror(boards: tuple[BoardGame, ...], colour: str | None) -> tuple[BoardGame, ...]:
    out = []
    for g in boards:
        if g.kind is RoundKind.GAME:
            res = g.result.reverse if g.result else None
            out.append(BoardGame(g.board, RoundKind.GAME, res, _board_colour(colour, g.board)))
        elif g.kind is RoundKind.FORFEIT_WIN:
            out.append(BoardGame(g.board, RoundKind.FORFEIT_LOSS, None, _board_colour(colour, g.board)))
        else:  # a board lost by forfeit: won by the other side
            out.append(BoardGame(g.board, RoundKind.FORFEIT_WIN, None, _board_colour(colour, g.board)))
    return tuple(out)


