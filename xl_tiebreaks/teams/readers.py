"""Readers for team events: a team crosstable, a team Swiss grid, a board list, and the team
records of TRF-16 (``013``) and TRF-2025/26 (``310``, with ``320`` / ``240`` / ``330`` /
``362``); and a TRF writer for team events.

Cell ranges come as Excel hands them (see :mod:`xl_tiebreaks.readers.grids`); every error is a
:class:`~xl_tiebreaks.readers.grids.GridError` located in the organiser's words, in English
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
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Sequence

from ..errors import TiebreakError
from ..model import PairingCheck, PairingSystem, Result, RoundKind, RoundRecord, ScoreSystem, classify_pairing
from ..readers.grids import (
    _berger_rounds,
    _col_where,
    _fail,
    _flat_list,
    _grid,
    _guard,
    _row_where,
    _round_where,
    _scalar,
    _show_number,
    _Where,
)
from ..readers.cells import Place
from ..readers.trf import decode_bytes, parse_trf
from ..rounds import mark_absences
from .model import TEAM_NOT_PLAYED, BoardGame, Team, TeamRecord, TeamScoring, TeamTournament, classify_match

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


@dataclass
class TeamGridResult:
    """What a team reader returns: the event, which row holds which team, notes."""

    tournament: TeamTournament
    row_teams: list[int | None]
    layout: str
    notes: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------
# tokens

_GP_RE = re.compile(r"^(\d+)?\s*(?:([.,]\d+)|(½))?$")
_BYES = {
    "pab": RoundKind.PAB, "bye": RoundKind.PAB, "libre": RoundKind.PAB, "descanso": RoundKind.PAB,
    "u": RoundKind.PAB,
    "hpb": RoundKind.HALF_BYE, "h": RoundKind.HALF_BYE, "medio": RoundKind.HALF_BYE,
    "fpb": RoundKind.FULL_BYE, "f": RoundKind.FULL_BYE,
    "zpb": RoundKind.ZERO_BYE, "z": RoundKind.ZERO_BYE,
    "np": RoundKind.ABSENT, "-": RoundKind.ABSENT, "a": RoundKind.ABSENT, "absent": RoundKind.ABSENT,
    "ausente": RoundKind.ABSENT, "nc": RoundKind.ABSENT,
    "wd": RoundKind.WITHDRAWN, "retirado": RoundKind.WITHDRAWN, "withdrawn": RoundKind.WITHDRAWN,
    "retired": RoundKind.WITHDRAWN,
}
_FW = {"+f", "+", "1f", "+ff", "ff+", "f+"}
_FL = {"-f", "0f", "-ff", "ff-", "f-"}
_DOUBLE_FL = {"--", "-/-", "-:-", "-f-f"}
_BOARD_TOKENS = {
    "1": ("G", Result.WIN), "0": ("G", Result.LOSS), "½": ("G", Result.DRAW), "=": ("G", Result.DRAW),
    "0.5": ("G", Result.DRAW), "0,5": ("G", Result.DRAW), "1/2": ("G", Result.DRAW), ".5": ("G", Result.DRAW),
    "+": ("+", None), "-": ("-", None),
}
_WHITE = {"w", "white", "blancas", "blanca", "bl", "wh"}
_BLACK_EN = {"b", "black", "bk", "s"}
_BLACK_ES = {"n", "negras", "negra", "ne"}


def _gp_number(text: str) -> Fraction | None:
    t = text.strip().replace(" ", "")
    m = _GP_RE.match(t)
    if not m or not (m.group(1) or m.group(2) or m.group(3)):
        return None
    v = Fraction(int(m.group(1) or 0))
    if m.group(2):
        v += Fraction(m.group(2).replace(",", ".").replace(".", "0."))
    if m.group(3):
        v += Fraction(1, 2)
    return v


def _board_list(text: str) -> list[tuple[str, Result | None]] | None:
    toks = [t for t in re.split(r"[\s|]+", text.strip()) if t]
    if len(toks) < 2:
        return None
    out = []
    for t in toks:
        got = _BOARD_TOKENS.get(t.lower())
        if got is None:
            return None
        out.append(got)
    return out


@dataclass
class _Cell:
    kind: RoundKind
    opponent: int | None = None
    colour: str | None = None  # raw colour word
    gp: Fraction | None = None
    boards: list[tuple[str, Result | None]] | None = None
    where: _Where | None = None


def _team_cell(v: Any, where: _Where) -> _Cell:
    """One cell of a team Swiss grid."""
    s = _scalar(v, where)
    if s is None:
        return _Cell(RoundKind.NOT_PLAYED, where=where)
    if isinstance(s, Fraction):
        raise _fail("team_cell_no_opponent", where, text=_show_number(s))
    low = s.lower().strip()
    compact = low.replace(" ", "")
    if compact in _BYES:
        return _Cell(_BYES[compact], where=where)
    if compact in _FW:
        return _Cell(RoundKind.FORFEIT_WIN, where=where)
    if compact in _FL:
        return _Cell(RoundKind.FORFEIT_LOSS, where=where)
    m = re.match(r"^(\d+)(\s*)([a-zñ]*)\s*(.*)$", low)
    if not m:
        raise _fail("team_bad_cell", where, text=s)
    opp = int(m.group(1))
    word, rest = m.group(3), m.group(4).strip()
    if not word and rest and not m.group(2) and rest[0] in "0123456789.,½":
        raise _fail("team_bad_cell", where, text=s)  # '82.5': opponent 8 or 82?
    # a word that is a result, not a colour ("6+F" has none; "6 f" is odd but a bye word)
    if word in ("f", "ff") and rest in ("+", "-", ""):
        word, rest = "", (rest + "f") if rest else word
    if word and word not in _WHITE | _BLACK_EN | _BLACK_ES:
        raise _fail("team_bad_cell", where, text=s)
    cell = _Cell(RoundKind.GAME, opp, word or None, where=where)
    r = rest.replace(" ", "")
    if not rest:
        cell.kind = RoundKind.PENDING
    elif r in _FW or r == "+":
        cell.kind = RoundKind.FORFEIT_WIN
    elif r in _FL or r == "-":
        cell.kind = RoundKind.FORFEIT_LOSS
    elif r in _DOUBLE_FL:
        cell.kind = RoundKind.FORFEIT_LOSS
        cell.gp = Fraction(0)
    else:
        bl = _board_list(rest)
        single = len(rest.split()) == 1 or re.fullmatch(r"\d+\s+½", rest) is not None  # '2½' or '2 ½'
        gp = _gp_number(rest) if bl is None and single else None
        if gp is not None:
            cell.gp = gp
        elif bl is not None:
            cell.boards = bl
        else:
            raise _fail("team_bad_cell", where, text=s)
    return cell


def _colour_convention(cells: list[list[_Cell]]) -> str:
    words = {c.colour for row in cells for c in row if c.colour}
    if words & _WHITE:
        return "en"
    if words & _BLACK_ES:
        return "es"
    return "en"


def _colour(word: str | None, conv: str) -> str | None:
    if word is None:
        return None
    if word in _WHITE or (word == "b" and conv == "es"):
        return "w"
    return "b"


def _other_colour(c: str | None) -> str | None:
    return None if c is None else "b" if c == "w" else "w"


def _scoring(scoring: TeamScoring | None) -> TeamScoring:
    return scoring if scoring is not None else TeamScoring()


def _ct_where(teams: list[Team], i: int, j: int, jj: int) -> _Where:
    """Cell (i, j) of a team crosstable (``jj``: the column's team), in words and as data."""
    return (_row_where(i + 1, teams[i].name, teams[i].start_no) + _col_where(j + 1, teams[jj].name)).with_place(
        Place(opp_no=teams[jj].start_no, opp_name=teams[jj].name))


def _teams(n: int, names: list[Any] | None, start_numbers: list[int] | None) -> list[Team]:
    out = []
    for i in range(n):
        sn = start_numbers[i] if start_numbers else i + 1
        nm = "" if names is None or i >= len(names) or names[i] is None else str(names[i]).strip()
        out.append(Team(sn, nm))
    return out


def _infer_boards(pairs: list[tuple[Fraction, Fraction]], win: Fraction) -> int:
    best = Fraction(0)
    for a, b in pairs:
        best = max(best, a + b)
    n = best / win if win else Fraction(0)
    if n.denominator != 1 or n < 1:
        raise _fail("team_boards_unknown")
    return int(n)


def _boards_from_list(bl: list[tuple[str, Result | None]], colour: str | None) -> tuple[BoardGame, ...]:
    out = []
    for b, (tag, res) in enumerate(bl, 1):
        col = None if colour is None else colour if b % 2 else _other_colour(colour)
        kind = RoundKind.GAME if tag == "G" else RoundKind.FORFEIT_WIN if tag == "+" else RoundKind.FORFEIT_LOSS
        out.append(BoardGame(b, kind, res if tag == "G" else None, col))
    return tuple(out)


# ---------------------------------------------------------------------------------------
# team Swiss grid


def _looks_three_team(grid: list[list[Any]]) -> bool:
    """Three cells per round? Every 2nd column of each three holds only colour words (or
    nothing), and the 1st holds opponents' numbers or bye words, never a combined cell."""
    from ..readers.grids import _looks_three

    return _looks_three(grid)


def _three_text(v: Any, where: _Where) -> str | None:
    s = _scalar(v, where)
    if s is None:
        return None
    return _show_number(s) if isinstance(s, Fraction) else s


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
            w = _row_where(i + 1, teams[i].name, teams[i].start_no) + _round_where(k + 1)
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
                raise _fail("team_cell_no_opponent", at[1] if col is not None else at[2],
                            text=" ".join(x for x in (col, gp) if x))
            if not opp.isdigit():
                if col is not None or gp is not None:
                    raise _fail("team_bad_cell", w, text=" ".join(x for x in (opp, col, gp) if x))
                cells.append(opp)
                continue
            cells.append(" ".join(x for x in (opp, col, gp) if x))
        out.append(cells)
    return out



@_guard
def read_team_swiss_grid(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    start_numbers: Sequence[int] | None = None,
    boards: int | None = None,
    scoring: TeamScoring | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = PairingSystem.SWISS,
    pair_forfeits: bool = False,
    three: bool | None = None,
) -> TeamGridResult:
    """Read a team Swiss grid (see the module docstring): one row per team, one cell per round,
    or three cells per round (the templates' layout: opponent, colour of board 1, game points).

    Args:
        cells: the round cells only (no names).
        names: one per row. start_numbers: the teams' numbers, one per row (default 1..N).
        boards: boards per match; ``None``: from the data.
        scoring: :class:`~xl_tiebreaks.teams.model.TeamScoring` (default 2/1/0, 1/½/0).
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

    Raises:
        GridError: ``team_bad_cell``, ``team_cell_no_opponent``, ``team_grid_mismatch`` (the
            two teams' cells of a match disagree), ``team_forfeit_unpaired`` (with
            ``pair_forfeits``, a round without exactly one of each),
            ``team_boards_unknown``, ``team_gp_too_many`` (more game points than boards).
    """
    sc = _scoring(scoring)
    grid = _grid(cells)
    if not grid:
        raise _fail("grid_empty")
    names_l = _flat_list(names, "names")
    n = len(grid)
    sns = [int(x) for x in start_numbers] if start_numbers is not None else list(range(1, n + 1))
    if len(sns) < n:
        raise _fail("grid_start_numbers_count", got=len(sns), rows=n)
    teams = _teams(n, names_l, sns)
    if three is None:
        three = _looks_three_team(grid)
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
            w = (_row_where(i + 1, teams[i].name, teams[i].start_no) + _round_where(j + 1)).with_place(
                Place(col=3 * j + 1 if three else j + 1))
            c = _team_cell(v, w)
            if c.opponent is not None and c.opponent not in pos:
                raise _fail("team_grid_opponent_missing", w, opponent=c.opponent)
            if c.opponent is not None and pos[c.opponent] == i:
                raise _fail("grid_self_paired", w)
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
            raise _fail("team_forfeit_unpaired", parsed[i][j].where)
        for i in wins:
            parsed[i][j].kind = RoundKind.FULL_BYE
        for i in losses:
            parsed[i][j].kind = RoundKind.ZERO_BYE
        who = ", ".join(label[i] for i in wins + losses)
        from ..texts import Text

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
                raise _fail("team_grid_mismatch", c.where, opponent=label[pos[c.opponent]],
                            mine=_describe(grid, i, j), theirs=_describe(grid, pos[c.opponent], j))
            if c.colour and o.colour and _colour(c.colour, conv) == _colour(o.colour, conv):
                raise _fail("team_same_colour", c.where, opponent=label[pos[c.opponent]])
            if c.boards and o.boards and i < pos[c.opponent]:
                for b, (x, y) in enumerate(zip(c.boards, o.boards), 1):
                    got = _board_pair(x, y)
                    if got is PairingCheck.MISMATCH:
                        raise _fail("team_grid_mismatch", c.where, opponent=label[pos[c.opponent]],
                                    mine=_describe(grid, i, j), theirs=_describe(grid, pos[c.opponent], j))
                    if got is not PairingCheck.GAME:
                        notes.append(_board_note(got, c.where, j + 1, b, label[i], label[pos[c.opponent]],
                                                 f"{_BOARD_TEXT[x]}-{_BOARD_TEXT[y]}"))
            a, b = _cell_gp(c, sc), _cell_gp(o, sc)
            if a is not None and b is not None:
                gp_pairs.append((a, b))
                if boards is not None and a + b > sc.board.win * boards:
                    raise _fail("team_ct_too_many", c.where, total=_show_number(a + b), boards=boards)
    if boards is None:
        lengths = [len(c.boards) for row in parsed for c in row if c.boards]
        boards = max(lengths) if lengths else _infer_boards(gp_pairs, sc.board.win)
    for i in range(n):
        for j in range(width):
            c = parsed[i][j]
            g = _cell_gp(c, sc)
            if g is not None and g > sc.board.win * boards:
                raise _fail("team_gp_too_many", c.where, gp=_show_number(g), boards=boards)
            if c.boards and len(c.boards) != boards:
                raise _fail("team_board_count", c.where, got=len(c.boards), boards=boards)
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


def _describe(grid: list[list[Any]], i: int, j: int) -> str:
    v = grid[i][j] if j < len(grid[i]) else None
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v).strip()


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


def _board_colour(colour: str | None, board: int) -> str | None:
    if colour is None:
        return None
    return colour if board % 2 else _other_colour(colour)


# ---------------------------------------------------------------------------------------
# team crosstable


def _ct_values(v: Any, where: _Where) -> list[tuple[str, Fraction | None]] | None:
    """A crosstable cell: ``None`` blank; else per cycle ("G", gp) / ("+", None) / ("-", None)."""
    s = _scalar(v, where)
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
                raise _fail("team_bad_cell", where, text=s)
            out.append(("G", g))
    if len(out) > 2:
        raise _fail("ct_too_many_results", where, text=s)
    return out


@_guard
def read_team_crosstable(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    boards: int | None = None,
    scoring: TeamScoring | None = None,
) -> TeamGridResult:
    """Read a team crosstable (see the module docstring).

    Args:
        cells: the N x N (or N x 2N, double round robin) result cells, no names.
        names: one per row.
        boards: boards per match; ``None``: from the game points of the two sides.
        scoring: :class:`~xl_tiebreaks.teams.model.TeamScoring`.

    Raises:
        GridError: ``ct_shape``, ``ct_diagonal``, ``team_bad_cell``, ``team_ct_asymmetric`` (the
            two cells of a match disagree or add up to more than the boards),
            ``team_boards_unknown``.
    """
    sc = _scoring(scoring)
    grid = _grid(cells)
    n = len(grid)
    if n < 2:
        raise _fail("ct_too_few_players", n=n)
    width = max(len(r) for r in grid)
    if width <= n:
        cycles_layout = "single"
    elif width <= 2 * n:
        cycles_layout = "blocks"
    else:
        raise _fail("ct_shape", rows=n, cols=width)
    names_l = _flat_list(names, "names")
    teams = _teams(n, names_l, None)
    full = 2 * n if cycles_layout == "blocks" else n
    grid = [r + [None] * (full - len(r)) for r in grid]
    vals: dict[tuple[int, int], list[tuple[str, Fraction | None]]] = {}
    for i in range(n):
        for j in range(full):
            jj = j % n
            w = _ct_where(teams, i, j, jj)
            if jj == i:
                s = _scalar(grid[i][j], w)
                if s is not None and (isinstance(s, Fraction) or s.lower() not in
                                      {"x", "*", "-", "—", "×", "#", "/", "xx", "x x"}):
                    raise _fail("ct_diagonal", w, text=_show_number(s) if isinstance(s, Fraction) else s)
                continue
            got = _ct_values(grid[i][j], w)
            if got is None:
                continue
            if cycles_layout == "blocks":
                if len(got) != 1:
                    raise _fail("ct_two_results_in_block", w, text=str(grid[i][j]))
                vals.setdefault((i, jj), [None, None])[j // n] = got[0]  # type: ignore[list-item]
            else:
                vals[(i, jj)] = list(got)
    cycles = 2 if cycles_layout == "blocks" or any(len(v) == 2 for v in vals.values()) else 1
    pairs: list[tuple[Fraction, Fraction]] = []
    for (i, j), v in vals.items():
        o = vals.get((j, i))
        w = _ct_where(teams, i, j, j)
        if o is None or len([x for x in o if x]) != len([x for x in v if x]):
            raise _fail("team_ct_asymmetric", w, mine=_describe(grid, i, j), theirs=_describe(grid, j, i))
        for a, b in zip(v, o):
            if a is None or b is None:
                continue
            if a[0] == "+" and b[0] != "-" or a[0] == "-" and b[0] == "G":
                raise _fail("team_ct_asymmetric", w, mine=_describe(grid, i, j), theirs=_describe(grid, j, i))
            if a[0] == "G" and b[0] == "G":
                pairs.append((a[1], b[1]))  # type: ignore[arg-type]
    if boards is None:
        boards = _infer_boards(pairs, sc.board.win)
    for (i, j), v in vals.items():
        for a in v:
            if a and a[0] == "G" and a[1] > sc.board.win * boards:  # type: ignore[operator]
                w = _ct_where(teams, i, j, j)
                raise _fail("team_gp_too_many", w, gp=_show_number(a[1]), boards=boards)  # type: ignore[arg-type]
    for a, b in pairs:
        if a + b > sc.board.win * boards:
            raise _fail("team_ct_too_many", total=_show_number(a + b), boards=boards)
    rounds: dict[int, list[TeamRecord]] = {t.start_no: [] for t in teams}
    for cyc in range(cycles):
        for rnd in _berger_rounds(n):
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


# ---------------------------------------------------------------------------------------
# board list


_PAIR_RE = re.compile(r"^\s*(1|0|½|0[.,]5|1/2|=|\+|-)\s*[-–:/]\s*(1|0|½|0[.,]5|1/2|=|\+|-)\s*$")
_SIDE = {"1": ("G", Result.WIN), "0": ("G", Result.LOSS), "½": ("G", Result.DRAW), "0.5": ("G", Result.DRAW),
         "0,5": ("G", Result.DRAW), "1/2": ("G", Result.DRAW), "=": ("G", Result.DRAW), "+": ("+", None),
         "-": ("-", None)}


@_guard
def read_team_board_list(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    boards: int | None = None,
    scoring: TeamScoring | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = None,
) -> TeamGridResult:
    """Read board results, one row per board: round, board, team A, team B, result from team
    A's side (``1-0``, ``½-½``, ``0-1``, ``+/-``, ``-/+``, ``-/-``; blank: not played yet). Teams
    by start number or by name (``names``). A team's bye: round, blank, team, blank, ``PAB`` /
    ``HPB`` / ``FPB`` / ``ZPB``. A header row is skipped.

    Raises:
        GridError: ``team_bl_shape``, ``pl_bad_round``, ``team_bl_team``, ``pl_bad_result``,
            ``team_bl_board`` (a board given twice or beyond ``boards``).
    """
    sc = _scoring(scoring)
    grid = _grid(cells)
    names_l = [str(x).strip() for x in (_flat_list(names, "names") or [])]
    # (each row with its place in the range: blank rows and a header row are not boards)
    numbered = [(k, r) for k, r in enumerate(grid, 1) if any(v is not None and str(v).strip() for v in r)]
    if numbered and _scalar(numbered[0][1][0], _row_where(numbered[0][0])) is not None and not isinstance(
            _scalar(numbered[0][1][0], _row_where(numbered[0][0])), Fraction) and \
            not str(numbered[0][1][0]).strip().isdigit():
        numbered = numbered[1:]
    rows = [r for _, r in numbered]
    if not rows or max(len(r) for r in rows) < 5:
        raise _fail("team_bl_shape", cols=max((len(r) for r in rows), default=0))
    by_name = {nm.casefold(): i + 1 for i, nm in enumerate(names_l)}
    matches: dict[tuple[int, int, int], dict[int, tuple[tuple[str, Result | None], ...]]] = {}
    byes: dict[tuple[int, int], RoundKind] = {}
    notes: list[str] = []
    known: set[int] = set(range(1, len(names_l) + 1))
    for idx, r in numbered:
        r = list(r) + [None] * (5 - len(r))
        w = _row_where(idx)
        rnd = _scalar(r[0], w)
        if not isinstance(rnd, Fraction) and not (isinstance(rnd, str) and rnd.isdigit()):
            raise _fail("pl_bad_round", w, text=str(r[0]))
        rnd_i = int(Fraction(rnd))
        if rnd_i < 1:
            raise _fail("pl_bad_round", w, text=str(r[0]))
        ta = _bl_team(r[2], w, by_name)
        res = _scalar(r[4], w)
        res_t = "" if res is None else _show_number(res) if isinstance(res, Fraction) else res
        if _scalar(r[3], w) is None and res_t.lower().replace(" ", "") in _BYES:
            byes[(rnd_i, ta)] = _BYES[res_t.lower().replace(" ", "")]
            known.add(ta)
            continue
        tb = _bl_team(r[3], w, by_name)
        if ta == tb:
            raise _fail("grid_self_paired", w)
        known |= {ta, tb}
        bd = _scalar(r[1], w)
        if not isinstance(bd, Fraction) or bd.denominator != 1 or bd < 1 or (boards and bd > boards):
            raise _fail("team_bl_board", w, text=str(r[1]))
        flip = (rnd_i, tb, ta) in matches
        key = (rnd_i, tb, ta) if flip else (rnd_i, ta, tb)
        m = _PAIR_RE.match(res_t) if res_t else None
        if res_t and not m:
            raise _fail("pl_bad_result", w, text=res_t)
        if m:
            first = _SIDE[m.group(1).replace(",", ".")]
            second = _SIDE[m.group(2).replace(",", ".")]
            got_pair = _board_pair(first, second)
            if got_pair is PairingCheck.MISMATCH:
                raise _fail("pl_result_impossible", w, text=res_t)
            if got_pair is not PairingCheck.GAME:
                notes.append(_board_note(got_pair, w, rnd_i, int(bd) if isinstance(bd, Fraction) else 0,
                                         str(ta), str(tb), res_t))
            pair = (second, first) if flip else (first, second)
        else:
            pair = (("P", None), ("P", None))
        got = matches.setdefault(key, {})
        if int(bd) in got:
            raise _fail("team_bl_board", w, text=str(r[1]))
        got[int(bd)] = pair
    if boards is None:
        boards = max((b for m in matches.values() for b in m), default=0)
        if not boards:
            raise _fail("team_boards_unknown")
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


_TAG_KIND = {"G": RoundKind.GAME, "+": RoundKind.FORFEIT_WIN, "-": RoundKind.FORFEIT_LOSS, "P": RoundKind.PENDING}
_BOARD_TEXT = {("G", Result.WIN): "1", ("G", Result.DRAW): "½", ("G", Result.LOSS): "0", ("+", None): "+",
               ("-", None): "-", ("P", None): ""}


def _board_pair(a: tuple[str, Result | None], b: tuple[str, Result | None]) -> PairingCheck:
    """The two sides of one board (``("G", result)``, ``("+", None)``, ``("-", None)``) as
    :func:`~xl_tiebreaks.model.classify_pairing` judges every pairing: a board lost by both
    (``0-0``) is a game both played, other results that do not add up to one game are kept
    with a warning, a game against a forfeit is a mismatch."""
    mine = RoundRecord(_TAG_KIND[a[0]], 2, None, a[1])
    theirs = RoundRecord(_TAG_KIND[b[0]], 1, None, b[1])
    return classify_pairing(1, mine, theirs)


def _board_note(got: PairingCheck, where: _Where, rnd: int, board: int, team: str, opponent: str, text: str) -> str:
    """The reader note for a board lost by both or a board whose results do not add up."""
    from ..texts import Text

    code = "team_board_double_loss" if got is PairingCheck.DOUBLE_LOSS else "team_board_unbalanced"
    return Text(code, warning=got is not PairingCheck.DOUBLE_LOSS, location=where, location_es=where.es, round=rnd,
                board=board, team=team, opponent=opponent, text=text)  # (either language: a catalogue text)


def _bl_team(v: Any, where: _Where, by_name: dict[str, int]) -> int:
    s = _scalar(v, where)
    if isinstance(s, Fraction) and s.denominator == 1 and s >= 1:
        return int(s)
    if isinstance(s, str):
        if s.isdigit() and int(s) >= 1:
            return int(s)
        got = by_name.get(s.casefold())
        if got is not None:
            return got
    raise _fail("team_bl_team", where, text="" if s is None else str(v))


# ---------------------------------------------------------------------------------------
# any layout (what the Excel functions read)

_LAYOUTS = {
    "crosstable": "crosstable", "tablacruzada": "crosstable", "cruzada": "crosstable", "cuadro": "crosstable",
    "roundrobin": "crosstable", "rr": "crosstable",
    "swiss": "swiss", "suizo": "swiss", "rondas": "swiss", "grid": "swiss", "cuadrosuizo": "swiss",
    "swissgrid": "swiss", "roundgrid": "swiss", "cuadroderondas": "swiss", "teamswissgrid": "swiss",
    "teamcrosstable": "crosstable", "cuadroporrondas": "swiss",
    "boards": "boards", "tableros": "boards", "mesas": "boards", "pairings": "boards", "emparejamientos": "boards",
    "boardlist": "boards",
}


def _all_colours(words: Sequence[Any]) -> bool:
    from ..readers.grids import _BLACK_WORDS, _WHITE_WORDS

    return all(str(w).strip().lower() in _WHITE_WORDS | _BLACK_WORDS | {"b"} for w in words)


def read_team_results(
    cells: Sequence[Sequence[Any]],
    *,
    layout: str | None = None,
    names: Sequence[Any] | None = None,
    boards: int | None = None,
    scoring: TeamScoring | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = None,
    pair_forfeits: bool = False,
) -> TeamGridResult:
    """A team results range of any layout: the ``layout`` given (``crosstable``, ``swiss``,
    ``boards``), else a board list when a cell holds both sides' result (``1-0``), a crosstable
    when the range is square with marks on the diagonal, a Swiss grid otherwise. A No. column
    (1..N) and a names column at the left are recognised.

    Raises:
        GridError: from the readers; ``settings_bad_value`` for an unknown layout.
    """
    from ..readers.ranges import _detect, _label_columns, _trim

    rows_all = [list(r) for r in cells] if isinstance(cells, (list, tuple)) else [[cells]]
    rows = _trim(rows_all)
    if not rows:
        raise _fail("grid_empty")
    lay = None
    if layout:
        lay = _LAYOUTS.get(re.sub(r"[\s_\-./:]", "", str(layout).lower()))
        if lay is None:
            from ..texts import Text

            raise TiebreakError("settings_bad_value", key=Text("setting_layout"), value=layout)  # 'formato' in Spanish
    if lay is None:
        det = _detect(rows)
        lay = "boards" if det == "pairings" else None
    if lay == "boards":
        return read_team_board_list(rows, names=names, boards=boards, scoring=scoring, total_rounds=total_rounds,
                                    pairing_system=pairing_system)
    start_numbers, label_names, skip = _label_columns(rows)
    if label_names is not None and _all_colours(label_names):
        start_numbers, label_names, skip = None, None, 0  # round 1's opponents and colours, not No. and names
    body = [r[skip:] for r in rows]
    if names is None and label_names is not None:
        names = label_names
    if lay is None:
        lay = "crosstable" if _detect(body) == "crosstable" else "swiss"
    try:
        got = _read_body(body, lay, names, start_numbers, boards, scoring, total_rounds, pairing_system,
                         pair_forfeits)
    except TiebreakError as e:  # the readers count columns from the first after the labels
        raise _shifted(e, skip) from None
    got.row_teams = got.row_teams + [None] * (len(rows_all) - len(got.row_teams))
    return got


def _shifted(err: TiebreakError, cols: int) -> TiebreakError:
    """``err`` with its place's column moved right by ``cols`` (label columns left of the body
    the reader read); the words, counted as the reader counted, stay."""
    import dataclasses

    from ..readers.cells import Where, place_of

    place = place_of(err)
    if not cols or place is None or place.col is None:
        return err
    loc = Where(str(err.location), err.location_es or str(err.location),
                dataclasses.replace(place, col=place.col + cols))
    return type(err)(err.code, loc, location_es=err.location_es, **err.params)


def _read_body(body: list[list[Any]], lay: str, names: Any, start_numbers: Any, boards: Any, scoring: Any,
               total_rounds: Any, pairing_system: Any, pair_forfeits: bool) -> TeamGridResult:
    if lay == "crosstable":
        got = read_team_crosstable(body, names=names, boards=boards, scoring=scoring)
        if pairing_system is not None and pairing_system is not PairingSystem.ROUND_ROBIN:
            import dataclasses

            got.tournament = dataclasses.replace(got.tournament, pairing_system=pairing_system,
                                                 pairing_source=_src("src_explicit"))
    else:
        got = read_team_swiss_grid(body, names=names, start_numbers=start_numbers, boards=boards, scoring=scoring,
                                   total_rounds=total_rounds, pairing_system=pairing_system or PairingSystem.SWISS,
                                   pair_forfeits=pair_forfeits)
    return got


# ---------------------------------------------------------------------------------------
# TRF


@dataclass
class TeamTrfFile:
    """A parsed team TRF: the event, the raw records and what the reader noticed."""

    tournament: TeamTournament
    records: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    encoding: str = "utf-8"


def _num_field(text: str) -> Fraction | None:
    t = text.strip().replace(",", ".")
    if not t:
        return None
    try:
        return Fraction(t)
    except ValueError:
        return None


def _int_field(text: str) -> int:
    t = text.strip()
    return int(t) if t.isdigit() else 0


def parse_team_trf(text: str, *, pairing_system: PairingSystem | str | None = None) -> TeamTrfFile:
    """Parse a team event's TRF.

    Players come from the ``001`` records (:func:`xl_tiebreaks.readers.trf.parse_trf`); teams
    from ``310`` (TRF-2025/26: team number in columns 5-7, name 9-40, match points 55-60, game
    points 62-67, then the players' start numbers from column 74, five columns each) or, when
    there is none, ``013`` (TRF-16: name in columns 5-36, players from column 37, five columns
    each; teams numbered in order). Also read: ``362`` match points (``W 2.0 D 1.0 L 0.0``,
    ``P`` for a PAB), ``162`` board points, ``320`` pairing-allocated byes of teams (MP in
    columns 5-8, GP 10-13, then one team number per round, four columns each), ``240`` (``H`` /
    ``F`` / ``Z`` byes of teams in a round), ``330`` (forfeited matches: ``+-`` / ``-+`` / ``--``,
    round, white team, black team), ``352`` (colour sequence: its length is the boards).

    A match is the games between the players of two teams in a round; board *b* is the
    *b*-th game in the roster order of the lower-numbered team (as the reference
    implementation numbers them).

    Raises:
        TiebreakError: the TRF reader's errors; ``team_trf_no_teams`` (no ``310`` / ``013``),
            ``team_trf_player`` (a team lists a player with no ``001`` record, or a player in
            two teams), ``team_trf_two_opponents`` (a team's players meet two teams in one
            round), ``team_boards_unknown``.
    """
    pf = parse_trf(text, pairing_system=pairing_system)
    t = pf.tournament
    recs = pf.records
    notes = list(pf.notes)
    team_lines = recs.get("310") or []
    ext = bool(team_lines)
    if not ext:
        team_lines = recs.get("013") or []
    if not team_lines:
        raise TiebreakError("team_trf_no_teams")
    players = {p.start_no: p for p in t.participants}
    teams: list[Team] = []
    roster: dict[int, list[int]] = {}
    team_of: dict[int, int] = {}
    for k, line in enumerate(team_lines, 1):
        if ext:
            sn = _int_field(line[4:7])
            name = line[8:40].strip()
            mp, gp = _num_field(line[54:60]), _num_field(line[61:67])
            start = 73
        else:
            sn, name, mp, gp, start = k, line[4:36].strip(), None, None, 36
        ids = []
        for i in range(start, len(line), 5):
            pid = _int_field(line[i:i + 4])
            if pid:
                if pid not in players or pid in team_of:
                    raise TiebreakError("team_trf_player", f"record {line[:3]}, team {sn}", player=pid)
                ids.append(pid)
                team_of[pid] = sn
        roster[sn] = ids
        teams.append(Team(sn, name, tuple(players[p].name or str(p) for p in ids), declared_mp=mp, declared_gp=gp))
    # score systems
    board_ss: ScoreSystem = t.score_system
    mkw: dict[str, Fraction] = {}
    for line in recs.get("362", []):
        for sym, num in re.findall(r"([A-Za-z])\s*(-?\d+(?:[.,]\d+)?)", line[4:]):
            mkw[sym.upper()] = Fraction(num.replace(",", "."))
    scoring = TeamScoring(
        match_win=mkw.get("W", Fraction(2)), match_draw=mkw.get("D", Fraction(1)),
        match_loss=mkw.get("L", Fraction(0)), board=board_ss, pab_mp=mkw.get("P"),
    )
    n_rounds = max(t.n_rounds, 0)
    team_byes: dict[tuple[int, int], RoundKind] = {}
    for line in recs.get("320", []):
        mp, gp = _num_field(line[4:8]), _num_field(line[9:13])
        scoring = TeamScoring(**{**scoring.__dict__, "pab_mp": mp if mp is not None else scoring.pab_mp,
                                 "pab_gp": gp})
        rnd = 1
        for i in range(14, len(line), 4):
            team = _int_field(line[i:i + 3])
            if team:
                team_byes[(rnd, team)] = RoundKind.PAB
                n_rounds = max(n_rounds, rnd)
            rnd += 1
    for line in recs.get("240", []):
        kind = {"H": RoundKind.HALF_BYE, "F": RoundKind.FULL_BYE, "Z": RoundKind.ZERO_BYE, " ": RoundKind.ZERO_BYE,
                "A": RoundKind.ZERO_BYE}.get(line[4:5].upper() or " ", RoundKind.ZERO_BYE)
        rnd = _int_field(line[6:9])
        for i in range(10, len(line), 5):
            team = _int_field(line[i:i + 4])
            if team and rnd:
                team_byes[(rnd, team)] = kind
                n_rounds = max(n_rounds, rnd)
    forfeited: dict[tuple[int, int], tuple[int, RoundKind]] = {}
    for line in recs.get("330", []):
        typ = line[4:6].upper()
        rnd = _int_field(line[7:10])
        wt, bt = _int_field(line[11:14]), _int_field(line[15:18])
        kinds = {"+-": ("+", "-"), "10": ("+", "-"), "WL": ("+", "-"), "WZ": ("+", "-"), "-+": ("-", "+"),
                 "01": ("-", "+"), "LW": ("-", "+"), "ZW": ("-", "+"), "--": ("-", "-"), "00": ("-", "-"),
                 "LL": ("-", "-"), "ZZ": ("-", "-")}.get(typ)
        if kinds is None or not rnd or not wt or not bt:
            raise TiebreakError("team_trf_bad_record", f"record 330 '{line.strip()}'")
        to_kind = {"+": RoundKind.FORFEIT_WIN, "-": RoundKind.FORFEIT_LOSS}
        forfeited[(rnd, wt)] = (bt, to_kind[kinds[0]])
        forfeited[(rnd, bt)] = (wt, to_kind[kinds[1]])
        n_rounds = max(n_rounds, rnd)
    boards = None
    for line in recs.get("352", []):
        seq = line[4:].strip()
        if seq:
            boards = len(seq)
    # matches
    pos_in = {pid: idx for sn, ids in roster.items() for idx, pid in enumerate(ids)}
    rounds: dict[int, list[TeamRecord]] = {tm.start_no: [TEAM_NOT_PLAYED] * n_rounds for tm in teams}
    max_boards = 0
    for r_i in range(n_rounds):
        games: dict[tuple[int, int], list[tuple[int, int]]] = {}
        solo: dict[int, list[RoundKind]] = {}
        for sn, ids in roster.items():
            opp_teams = set()
            for pid in ids:
                prs = t.rounds[pid]
                rec = prs[r_i] if r_i < len(prs) else None
                if rec is None:
                    continue
                if rec.opponent is not None:
                    ot = team_of.get(rec.opponent)
                    if ot is None:
                        raise TiebreakError("team_trf_player", f"round {r_i + 1}, team {sn}", player=rec.opponent)
                    opp_teams.add(ot)
                    if sn < ot:
                        games.setdefault((sn, ot), []).append((pid, rec.opponent))
                elif rec.kind is not RoundKind.NOT_PLAYED:
                    solo.setdefault(sn, []).append(rec.kind)
            if len(opp_teams) > 1:
                raise TiebreakError("team_trf_two_opponents", f"round {r_i + 1}, team {sn}",
                                    teams=", ".join(str(x) for x in sorted(opp_teams)))
        for (a, b), gl in games.items():
            gl.sort(key=lambda g: pos_in[g[0]])
            max_boards = max(max_boards, len(gl))
            mine, theirs = [], []
            for board, (pa, pb) in enumerate(gl, 1):
                ra = t.rounds[pa][r_i]
                rb = t.rounds[pb][r_i]
                mine.append(_trf_board(board, ra, players[pa].name, players[pb].name))
                theirs.append(_trf_board(board, rb, players[pb].name, players[pa].name))
            if (r_i + 1, a) in forfeited:
                ka, kb = forfeited[(r_i + 1, a)][1], forfeited[(r_i + 1, b)][1]
            else:
                ka, kb = classify_match(mine, theirs, scoring)
            rounds[a][r_i] = TeamRecord(ka, b, mine[0].colour, None, tuple(mine))
            rounds[b][r_i] = TeamRecord(kb, a, theirs[0].colour, None, tuple(theirs))
        for (rnd, sn), (opp, kind) in forfeited.items():
            if rnd == r_i + 1 and rounds[sn][r_i].kind is RoundKind.NOT_PLAYED:
                rounds[sn][r_i] = TeamRecord(kind, opp)
        for sn in roster:
            if rounds[sn][r_i].kind is not RoundKind.NOT_PLAYED:
                continue
            kind = team_byes.get((r_i + 1, sn))
            if kind is None:
                kinds = set(solo.get(sn, []))
                if len(kinds) == 1:
                    kind = kinds.pop()
            if kind is not None:
                rounds[sn][r_i] = TeamRecord(kind)
    # a round somebody was paired in (a match, a forfeit, a pairing-allocated bye) is an
    # absence for a team with nothing in it
    mark_absences((rounds[sn] for sn in roster), n_rounds, TeamRecord(RoundKind.ABSENT))
    if boards is None:
        boards = max_boards or None
    if boards is None:
        raise TiebreakError("team_boards_unknown")
    tt = TeamTournament.build(
        teams, rounds, boards, scoring=scoring, total_rounds=t.total_rounds, pairing_system=t.pairing_system,
        pairing_source=t.pairing_source, start_date=t.start_date, name=t.name,
    )
    # the standing record 310 declares against the results
    res = tt.results()
    for tm in tt.teams:
        mp = sum((r.mp for r in res[tm.start_no]), Fraction(0))
        gp = sum((r.gp for r in res[tm.start_no]), Fraction(0))
        if tm.declared_mp is not None and tm.declared_mp != mp:
            from ..texts import Text

            notes.append(Text("note_team_declared_mp", team=tm.label(), given=_show_number(tm.declared_mp),
                              got=_show_number(mp)))
        if tm.declared_gp is not None and tm.declared_gp != gp:
            from ..texts import Text

            notes.append(Text("note_team_declared_gp", team=tm.label(), given=_show_number(tm.declared_gp),
                              got=_show_number(gp)))
    return TeamTrfFile(tt, recs, notes)


def _trf_board(board: int, rec, player: str, opponent: str) -> BoardGame:
    return BoardGame(board, rec.kind if rec.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
                     else RoundKind.PENDING, rec.result, rec.colour, player, opponent, rec.points)


def read_team_trf(path: str | Path, **kw: Any) -> TeamTrfFile:
    """Read a team TRF file (any encoding :func:`~xl_tiebreaks.readers.trf.decode_bytes` reads).

    Raises:
        TiebreakError: ``file_not_found`` and the errors of :func:`parse_team_trf`.
    """
    p = Path(path)
    if not p.exists():
        raise TiebreakError("file_not_found", path=str(path))
    text, enc = decode_bytes(p.read_bytes())
    got = parse_team_trf(text, **kw)
    got.encoding = enc
    return got


def write_team_trf(tt: TeamTournament, *, record: str = "310") -> str:
    """TRF text for a team event: ``001`` records for the players (board results), the teams
    as ``310`` (default) or ``013`` records, ``362`` match points, ``162`` board points,
    ``320`` pairing-allocated byes and ``240`` other team byes (absences as zero-point byes). A
    match forfeited without board results is written as forfeits on every board. Players are numbered team by team
    in roster order; a board without a named player takes the roster's player of that board.

    Raises:
        TiebreakError: ``team_needs_boards`` when a played match has no board results.
    """
    from ..model import Participant, RoundRecord, Tournament
    from ..readers.trf import write_trf

    if not tt.boards_known:
        raise TiebreakError("team_needs_boards", text="TRF")
    sc = tt.scoring
    res = tt.results()
    n_rounds = tt.n_rounds
    # roster: given names, padded to the boards
    pid: dict[tuple[int, str], int] = {}
    parts: list[Participant] = []
    rosters: dict[int, list[str]] = {}
    nxt = 1
    for tm in tt.teams:
        names = list(tm.roster)
        for recs in [tt.rounds[tm.start_no]]:
            for r in recs:
                for g in r.boards:
                    if g.player and g.player not in names:
                        names.append(g.player)
        while len(names) < tt.boards:
            names.append(f"{tm.name or 'Team ' + str(tm.start_no)} {len(names) + 1}")
        rosters[tm.start_no] = names
        for nm in names:
            pid[(tm.start_no, nm)] = nxt
            parts.append(Participant(nxt, nm[:33]))
            nxt += 1
    prounds: dict[int, list[RoundRecord]] = {p.start_no: [RoundRecord(RoundKind.NOT_PLAYED)] * n_rounds for p in parts}
    pab_rounds: dict[int, int] = {}
    byes240: dict[tuple[str, int], list[int]] = {}
    for tm in tt.teams:
        sn = tm.start_no
        for r_i, r in enumerate(tt.rounds[sn]):
            if r.kind is RoundKind.PAB:
                pab_rounds[r_i + 1] = sn
            elif r.kind in (RoundKind.HALF_BYE, RoundKind.FULL_BYE, RoundKind.ZERO_BYE, RoundKind.ABSENT,
                            RoundKind.WITHDRAWN):
                letter = {RoundKind.HALF_BYE: "H", RoundKind.FULL_BYE: "F"}.get(r.kind, "Z")
                byes240.setdefault((letter, r_i + 1), []).append(sn)
            elif r.opponent is not None and (r.boards or r.kind in (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)):
                opp_rec = tt.rounds[r.opponent][r_i]
                # board 1's colour: this side's, else the opposite of the opponent's, else White
                # for the lower-numbered team
                c1 = r.colour or _other_colour(opp_rec.colour) or ("w" if sn < r.opponent else "b")
                theirs = {g.board: g for g in opp_rec.boards}
                mine = r.boards or tuple(BoardGame(b, r.kind) for b in range(1, tt.boards + 1))
                for g in mine:
                    me = pid[(sn, g.player or rosters[sn][g.board - 1])]
                    og = theirs.get(g.board)
                    oname = (og.player if og is not None and og.player else None) or g.opponent or \
                        rosters[r.opponent][g.board - 1]
                    you = pid[(r.opponent, oname)]
                    col = g.colour or (_other_colour(og.colour) if og is not None and og.colour else None) or \
                        _board_colour(c1, g.board)
                    prounds[me][r_i] = RoundRecord(g.kind, you, col, g.result, g.points)
    ptour = Tournament.build(parts, prounds, total_rounds=max(tt.total_rounds or 0, n_rounds), score_system=sc.board,
                             pairing_system=tt.pairing_system, start_date=tt.start_date, name=tt.name)
    text = write_trf(ptour)
    lines = [ln for ln in text.split("\r\n") if ln]
    head = [ln for ln in lines if not ln.startswith("001")]
    body = [ln for ln in lines if ln.startswith("001")]
    ms = f"362  W {float(sc.match_win):3.1f}    D {float(sc.match_draw):3.1f}    L {float(sc.match_loss):3.1f}"
    team_lines = []
    for tm in tt.teams:
        ids = "".join(f" {pid[(tm.start_no, nm)]:4d}" for nm in rosters[tm.start_no])
        mp = sum((x.mp for x in res[tm.start_no]), Fraction(0))
        gp = sum((x.gp for x in res[tm.start_no]), Fraction(0))
        if record == "013":
            team_lines.append(f"013 {tm.name or 'Team ' + str(tm.start_no):<32.32}{ids[1:]}")
        else:
            team_lines.append(f"310 {tm.start_no:3d} {(tm.name or 'Team ' + str(tm.start_no)):<32.32} {'':5} {'':6} "
                              f"{float(mp):6.1f} {float(gp):6.1f} {0:3d}  {ids[1:]}")
    extra = []
    if pab_rounds:
        pab_mp, pab_gp, _ = sc.bye_values(RoundKind.PAB, tt.boards)
        cells = "".join(f"{pab_rounds.get(r, 0) or '':>3} " for r in range(1, n_rounds + 1))
        extra.append(f"320 {float(pab_mp):4.1f} {float(pab_gp):4.1f} {cells}".rstrip())
    for (letter, rnd), sns in sorted(byes240.items(), key=lambda x: (x[0][1], x[0][0])):
        extra.append(f"240 {letter} {rnd:3d} " + " ".join(f"{s:4d}" for s in sns))
    return "\r\n".join(head + [ms] + body + team_lines + extra) + "\r\n"


def _src(code: str) -> str:
    """How the pairing system was decided, as a text of the catalogue (both languages)."""
    from ..texts import Text

    return Text(code)
