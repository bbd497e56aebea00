"""Pairing lists pasted from chess-results and Swiss-Manager: one block per round, under its
title line (``Round 3 on 2025/10/14 at 17:00``, ``Ronda 3``, ``Runde 3 am 14.10.2025``) and a
header row, one row per board with both players' details on either side of the result::

    Round 3 on 2025/10/14 at 17:00
    Bo. | No. |    | White       | Rtg  | Pts. | Result | Pts. |    | Black      | Rtg  | No.
      1 |  12 | FM | Ruiz, Ana   | 2105 |  2   | 1 - 0  |  2   |    | Vidal, Eva | 1980 |   3
      2 |   7 |    | Soto, Luis  | 1890 |  1½  | + - -  |  1½  |    | Gil, Rosa  | 1875 |  15
     14 |  21 |    | Cruz, Pablo | 1500 |  0   |   1    |      |    | bye        |      |

The headers may be English (``Bo. No. White Rtg Pts. Result Black``), Spanish (``Mesa No.
Blancas Elo Ptos. Resultado Negras``) or German (``Brett Nr. Weiß Elo Pkt. Ergebnis Schwarz``),
with title, federation and club columns anywhere; the header row may be repeated in every
block or given once. A bye is written ``bye`` / ``spielfrei`` / ``libre`` on the opponent's
side with the points in the result cell (``1``, ``½``, ``- 1``); a player not paired as ``not
paired`` / ``nicht gepaart`` / ``no emparejado`` with the points he got (``½``: a half-point
bye, ``0``: absent, ``1``: a full-point bye); a withdrawal as ``Retirado``, ``withdrawn``.
Forfeits are ``+ - -`` / ``- - +``, both forfeited ``- - -``. Players without a board in a round
that was played are absent.

:func:`board_list` finds the layout; :func:`read_board_list` turns it into the rows of a
plain pairing list (round, board, White, Black, result; players by start number, their names
and ratings from the list) and reads them with
:func:`~xl_tiebreaks.readers.pairings.read_pairing_list`, every message placed at the cell of
the range (the result cell, a player's No. cell).
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from .cells import DASHES, GridError, Mistakes, Places, Where, fail, is_blank, scalar
from .labels import squash
from .pairings import UNPLAYED_WORDS, read_pairing_list
from .players import GridTournament

#: header words (squashed: :func:`~xl_tiebreaks.readers.labels.squash`) -> role in a board list
_ROLES: dict[str, str] = {}
for _role, _words in {
    "board": "bo board brett br mesa tablero tab tabla",
    "id": "no nr sno snr startno startnr num nro n numero number nrinicial",
    "name": "white black blancas negras blanco negro weiss schwarz name nombre jugador spieler teilnehmer player "
            "names nombres",
    "rating": "rtg elo rating fide dwz elofide rtgi rtgn elonac eloint ratingfide",
    "points": "pts pkt punkte puntos ptos points pt",
    "result": "result res resultado ergebnis erg resultat resul",
    "title": "tit title titulo titel",
    "fed": "fed land pais federacion federation country",
    "club": "club verein equipo team clubciudad ciudad city",
}.items():
    for _w in _words.split():
        _ROLES[squash(_w)] = _role

#: a round's title line: ``Round 3 on 2025/10/14``, ``Ronda 3``, ``Runde 3 am ...``, ``3. Runde``,
#: ``Rd. 3``, ``3ª ronda``
_TITLE = re.compile(r"^\s*(?:(?:round|ronda|runde|rodada|tour|rd|rnd|rda)\.?\s*(\d{1,3})(?!\d)|"
                    r"(\d{1,3})\s*(?:\.|ª|º|st|nd|rd|th)?\s*(?:round|ronda|runde|rodada|tour)\b)", re.I)
#: the opponent's name cell of a pairing-allocated bye / of a round the player was not paired for
_BYE_NAMES = {"bye", "spielfrei", "libre", "exento", "exenta", "descansa", "descanso", "freilos", "frei",
              "pab", "bye (1)", "bye 1"}
_NOT_PAIRED = {"not paired", "nicht gepaart", "no emparejado", "no emparejada", "sin emparejar", "unpaired",
               "not paired (½)", "half point bye", "half-point bye", "bye ½", "bye 1/2", "halber punkt"}


@dataclass
class _Side:
    """One player's columns in a board row."""

    id: int | None = None
    name: int | None = None
    rating: int | None = None


@dataclass
class _Header:
    """The columns of a header row: the board, the result, White's and Black's."""

    row: int
    board: int | None
    result: int
    white: _Side
    black: _Side


@dataclass
class BoardList:
    """Where a pasted board list is: its header rows and each board row with its round."""

    headers: list[_Header]
    #: (range row, round, the header it is read with)
    boards: list[tuple[int, int, _Header]] = field(default_factory=list)
    #: board rows under a header with no round title above them (range rows)
    no_round: list[int] = field(default_factory=list)


def _header(row: list[Any], i: int) -> _Header | None:
    """The header row of a board list: a result column with a No. or a name column on
    each side of it."""
    roles = [_ROLES.get(squash(v)) if isinstance(v, str) and v.strip() else None for v in row]
    if "result" not in roles:
        return None
    res = roles.index("result")

    def side(cols: range) -> _Side:
        s = _Side()
        for j in cols:
            r = roles[j]
            if r == "id" and s.id is None:
                s.id = j
            elif r == "name" and s.name is None:
                s.name = j
            elif r == "rating" and s.rating is None:
                s.rating = j
        return s

    white = side(range(0, res))
    black = side(range(len(row) - 1, res, -1))  # (from the right: Black's No. is the last column)
    if (white.id is None or black.id is None) and not (white.id is None and black.id is None and
                                                        white.name is not None and black.name is not None):
        return None  # (both sides named only: players by name, issue 25 item 4)
    board = next((j for j in range(res) if roles[j] == "board"), None)
    return _Header(i, board, res, white, black)


def _title_round(row: list[Any]) -> int | None:
    """The round a title line names (``Round 3 on 2025/10/14``), or ``None``."""
    filled = [v for v in row if not is_blank(v)]
    if not filled or len(filled) > 2 or not isinstance(filled[0], str):
        return None
    m = _TITLE.match(filled[0])
    if not m:
        return None
    return int(m.group(1) or m.group(2))


#: rows at the top of a pasted list before its first header row (the event's name, a round's title)
_TOP = 8


def _same(a: list[Any], b: list[Any]) -> bool:
    """Two header rows alike (the header repeated in every round's block)."""
    return len(a) == len(b) and all((x.strip().casefold() if isinstance(x, str) else x) ==
                                    (y.strip().casefold() if isinstance(y, str) else y) for x, y in zip(a, b))


def board_list(rows: list[list[Any]]) -> BoardList | None:
    """The board list ``rows`` hold (a chess-results / Swiss-Manager pairing list pasted with
    its headers), or ``None`` when they are not one: its first header row is among the top
    rows; the header repeated over each round's block is the same row again. (Any other range
    costs a look at its top rows only.)"""
    first = next((h for i, r in enumerate(rows[:_TOP]) if (h := _header(r, i)) is not None), None)
    if first is None:
        return None
    head_row = rows[first.row]
    headers = [first] + [h for i in range(first.row + 1, len(rows))
                         if rows[i] and rows[i][0] == head_row[0] and _same(rows[i], head_row)
                         and (h := _header(rows[i], i)) is not None]
    out = BoardList(headers)
    rnd: int | None = None
    current: _Header | None = None
    for i, r in enumerate(rows):
        if current is not None and i == current.row:
            continue
        nxt = next((h for h in headers if h.row == i), None)
        if nxt is not None:
            current = nxt
            continue
        t = _title_round(r)
        if t is not None:
            rnd = t
            continue
        if current is None or all(is_blank(v) for v in r):
            continue  # (an event's title above the first header, a blank row)
        if rnd is None:
            out.no_round.append(i)
        else:
            out.boards.append((i, rnd, current))
    return out


def _text(v: Any) -> str:
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v).strip().translate(DASHES) if v is not None else ""


def read_board_list(rows: list[list[Any]], found: BoardList, *, score_system: Any = None,
                    total_rounds: int | None = None, ratings: Any = None) -> GridTournament:
    """Read a pasted board list (``found``: :func:`board_list` of ``rows``): the players by
    their No. with the names and ratings the list gives them, every board of every round.

    Raises:
        GridError: ``bl_no_round`` (boards without a round title above them), ``bl_name_conflict``
            / ``bl_rating_conflict`` (a No. given two names or ratings), ``grid_bad_start_number``,
            and every error of :func:`~xl_tiebreaks.readers.pairings.read_pairing_list`, each at
            its cell of the range (every mistake of the list at once).
    """
    mistakes = Mistakes()
    by_name = _Registry()
    if found.no_round:
        i = found.no_round[0]
        mistakes.add(fail("bl_no_round", Places().cell(i, None)))
        mistakes.check()
    names: dict[int, tuple[str, int]] = {}  # start number -> (name, range row)
    rtgs: dict[int, tuple[Any, int, int]] = {}  # start number -> (rating, range row, column)
    canon: list[list[Any]] = []
    where_rows: list[int] = []
    where_cols: list[list[int]] = []
    for i, rnd, h in found.boards:
        r = rows[i]
        line: list[Any] = [rnd, r[h.board] if h.board is not None else None]
        kinds: list[str | None] = []  # per side: "bye", "np" (not paired) or None (a player, a word)
        first = h.board if h.board is not None else h.white.id if h.white.id is not None else h.white.name
        cols = [first, first]
        for side in (h.white, h.black):
            sid = r[side.id] if side.id is not None and side.id < len(r) else None
            nm = r[side.name] if side.name is not None and side.name < len(r) else None
            word = _text(nm).lower() if isinstance(nm, str) else ""
            if side.id is None and word and word not in _NOT_PAIRED and word not in _BYE_NAMES and \
                    word not in UNPLAYED_WORDS:
                sid = by_name.number(_text(nm))  # a list that names players only by name
            if is_blank(sid) and word:
                # no start number: a bye, a round not paired, a withdrawal written as the opponent's name
                unpaired = "np" if word in _NOT_PAIRED else "bye" if word in _BYE_NAMES else None
                line.append("BYE" if unpaired else nm)
                cols.append(side.name)  # type: ignore[arg-type]
                kinds.append(unpaired)
                continue
            kinds.append(None)
            line.append(sid)
            cols.append(side.id if side.id is not None else side.name)  # type: ignore[arg-type]
            try:
                s = scalar(sid, lambda i=i, c=side.id: Places().cell(i, c))
            except GridError:
                continue  # (the pairing reader says what is wrong with it, at its cell)
            if not isinstance(s, Fraction) or s.denominator != 1 or s < 1:
                continue  # (the pairing reader says what is wrong with it, at its cell)
            sn = int(s)
            name = _text(nm) if not is_blank(nm) else ""
            if name:
                got = names.setdefault(sn, (name, i))
                if got[0].casefold() != name.casefold() and side.id is not None:  # (by name: one rule)
                    mistakes.add(fail("bl_name_conflict", mistakes.where(lambda i=i, c=side.name: Places().cell(i, c)), start_no=sn, name=name,
                                      other=got[0], row=got[1] + 1))
            if side.rating is not None and side.rating < len(r) and not is_blank(r[side.rating]):
                rv = r[side.rating]
                got_r = rtgs.setdefault(sn, (rv, i, side.rating))
                if _text(got_r[0]) != _text(rv):
                    mistakes.add(fail("bl_rating_conflict", mistakes.where(lambda i=i, c=side.rating: Places().cell(i, c)), start_no=sn,
                                      rating=_text(rv), other=_text(got_r[0]), row=got_r[1] + 1))
        res = r[h.result] if h.result < len(r) else None
        line.append(_result(res, next((k for k in kinds if k), None)))
        cols.append(h.result)
        canon.append(line)
        where_rows.append(i)
        where_cols.append(cols)
    mistakes.check()
    n = max(list(names) + list(rtgs) + [0])
    name_list = [names.get(k, ("", 0))[0] for k in range(1, n + 1)] if n else None
    rating_list = None
    if ratings is None and rtgs:
        rating_list = [rtgs[k][0] if k in rtgs else None for k in range(1, n + 1)]
    elif ratings is not None:
        rating_list = ratings
    # every board row's columns: the reader places its messages there (one Places per layout of columns)
    places = _RowPlaces(where_rows, where_cols)
    gt = read_pairing_list(canon, names=None, ratings=rating_list, score_system=score_system,
                           total_rounds=total_rounds, places=places)
    t = gt.tournament
    if name_list:
        parts = tuple(dataclasses.replace(p, name=name_list[p.start_no - 1]) if p.start_no <= len(name_list) else p
                      for p in t.participants)
        t = dataclasses.replace(t, participants=parts)
    return dataclasses.replace(gt, tournament=t, source="pairing list (pasted board list)")


class _Registry:
    """The players of a list that names them only by name, numbered in order of first
    appearance; one player per name by the product's one rule (:mod:`xl_tiebreaks.names`: case,
    accents, spaces, punctuation and the order of the words ignored: ``García, Ana`` in one
    round is ``Ana Garcia`` in the next)."""

    def __init__(self) -> None:
        self.numbers: dict[tuple[str, ...], int] = {}

    def number(self, name: str) -> int:
        from ..names import name_words

        key = tuple(sorted(name_words(name)))
        return self.numbers.setdefault(key, len(self.numbers) + 1)


def _result(v: Any, unpaired: str | None) -> Any:
    """The result cell as the pairing reader reads it: a bye's points from the player's side
    (``- 1`` -> ``1``), a round not paired as its kind (``½`` -> ``H``, ``0`` or blank ->
    ``NP``, ``1`` -> ``F``)."""
    if unpaired is None:
        return v
    t = _text(v).replace(" ", "") if not is_blank(v) else ""
    m = re.fullmatch(r"-*(1|½|0[.,]5|0|1/2)-*", t)
    if m:
        t = m.group(1)
    if unpaired == "np":
        return {"½": "H", "0.5": "H", "0,5": "H", "1/2": "H", "1": "F", "0": "NP", "": "NP"}.get(t, v)
    return t if m else v


class _RowPlaces(Places):
    """Where each row of the plain pairing list lies in the pasted range: its row and, per
    row, the columns of its round (the board), board, White, Black and result."""

    def __init__(self, rows: list[int], cols: list[list[int]]) -> None:
        super().__init__(rows=[r + 1 for r in rows])
        self.row_cols = [[c + 1 for c in cs] for cs in cols]

    def cell(self, i: int, j: int | None, detail: Where | None = None) -> Where:
        base = Places(rows=self.rows, cols=self.row_cols[i] if i < len(self.row_cols) else None)
        return base.cell(i, j, detail)


__all__ = ["board_list", "read_board_list", "BoardList"]
