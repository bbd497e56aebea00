"""What a cell of a team range says: game points, board results, colours, byes and forfeits
(the team vocabulary), and what every team reader shares (teams, boards, the result type)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Sequence, TypedDict

from ...model import PairingCheck, Result, RoundKind, RoundRecord, classify_pairing
from ...readers.cells import Place, Where, col_where, fail, row_where, scalar, show_number
from ..model import BoardGame, Team, TeamScoring, TeamTournament
from ...util import given_keywords
from ...validate import MAX_BOARDS, shown


@dataclass
class TeamGridResult:
    """What a team reader returns: the event, which row holds which team, notes."""

    tournament: TeamTournament
    row_teams: list[int | None]
    layout: str
    notes: list[str] = field(default_factory=list)
    #: the range's header rows (they answer with the column's title, never a value)
    header_rows: tuple[int, ...] = ()


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
    where: Where | None = None


def _team_cell(v: Any, where: Where) -> _Cell:
    """One cell of a team Swiss grid."""
    s = scalar(v, where)
    if s is None:
        return _Cell(RoundKind.NOT_PLAYED, where=where)
    if isinstance(s, Fraction):
        raise fail("team_cell_no_opponent", where, text=show_number(s))
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
        raise fail("team_bad_cell", where, text=s)
    opp = int(m.group(1))
    word, rest = m.group(3), m.group(4).strip()
    if not word and rest and not m.group(2) and rest[0] in "0123456789.,½":
        raise fail("team_bad_cell", where, text=s)  # '82.5': opponent 8 or 82?
    # a word that is a result, not a colour ("6+F" has none; "6 f" is odd but a bye word)
    if word in ("f", "ff") and rest in ("+", "-", ""):
        word, rest = "", (rest + "f") if rest else word
    if word and word not in _WHITE | _BLACK_EN | _BLACK_ES:
        raise fail("team_bad_cell", where, text=s)
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
            raise fail("team_bad_cell", where, text=s)
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


class TeamRangeOptions(TypedDict, total=False):
    """The keywords every team results reader takes beside its own (``**given:
    Unpack[TeamRangeOptions]``, PEP 692), read by :func:`range_options`.

    Keys:
        names: the teams' names, one per row (a board list: in start-number order).
        boards: boards per match; ``None``: from the data (the board results, or the game
            points of the two sides of a match added up).
        scoring: :class:`~xl_tiebreaks.teams.model.TeamScoring` (default 2/1/0 a match, 1/½/0
            a board).
    """

    names: Sequence[Any] | None
    boards: int | None
    scoring: TeamScoring | None


def range_options(given: Mapping[str, Any], who: str) -> tuple[Any, int | None, TeamScoring]:
    """``(names as given, boards, scoring with its default)`` from the keywords of the team
    reader ``who`` (:class:`TeamRangeOptions`).

    Raises:
        TypeError: a keyword that is not one of :class:`TeamRangeOptions` (Python's words,
            naming ``who``).
    """
    given_keywords(given, TeamRangeOptions, who)
    return given.get("names"), given.get("boards"), _scoring(given.get("scoring"))


def _ct_where(teams: list[Team], i: int, j: int, jj: int) -> Where:
    """Cell (i, j) of a team crosstable (``jj``: the column's team), in words and as data."""
    return (row_where(i + 1, teams[i].name, teams[i].start_no) + col_where(j + 1, teams[jj].name)).with_place(
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
        raise fail("team_boards_unknown")
    if n > MAX_BOARDS:  # (the boards of a match have a bound: game points beyond it are a typing mistake)
        raise fail("value_bound", what="boards (the game points of a match add up to more)",
                   what_es="tableros (los puntos de partida de un encuentro suman más)", value=shown(n), lo=1,
                   hi=MAX_BOARDS)
    return int(n)


def _boards_from_list(bl: list[tuple[str, Result | None]], colour: str | None) -> tuple[BoardGame, ...]:
    out = []
    for b, (tag, res) in enumerate(bl, 1):
        col = None if colour is None else colour if b % 2 else _other_colour(colour)
        kind = RoundKind.GAME if tag == "G" else RoundKind.FORFEIT_WIN if tag == "+" else RoundKind.FORFEIT_LOSS
        out.append(BoardGame(b, kind, res if tag == "G" else None, col))
    return tuple(out)


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


def _board_note(got: PairingCheck, where: Where, rnd: int, board: int, team: str, opponent: str, text: str) -> str:
    """The reader note for a board lost by both or a board whose results do not add up."""
    from ...texts import Text

    code = "team_board_double_loss" if got is PairingCheck.DOUBLE_LOSS else "team_board_unbalanced"
    return Text(code, warning=got is not PairingCheck.DOUBLE_LOSS, location=where, location_es=where.es, round=rnd,
                board=board, team=team, opponent=opponent, text=text)  # (either language: a catalogue text)


def _src(code: str) -> str:
    """How the pairing system was decided, as a text of the catalogue (both languages)."""
    from ...texts import Text

    return Text(code)


def _describe(grid: list[list[Any]], i: int, j: int) -> str:
    v = grid[i][j] if j < len(grid[i]) else None
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v).strip()


def _board_colour(colour: str | None, board: int) -> str | None:
    if colour is None:
        return None
    return colour if board % 2 else _other_colour(colour)
