"""A tournament written as the cell layouts organisers keep (the inverse of the range readers).

* :func:`swiss_grid_cells`: a row per player (start-number order), per round one cell
  (``12w1``, ``5b½``, ``7w+``, ``BYE``, ``H``...) or three cells (opponent, colour, result);
  colours as ``w``/``b`` (English) or ``b``/``n`` (Spanish: blancas/negras).
* :func:`crosstable_cells`: N x N (``X`` on the diagonal), two results per cell in a double
  round robin (``1 ½``, in round order).
* :func:`pairing_list_cells`: a row per board: round, board, White, Black, result
  (``1-0``, ``½-½``, ``0-1``, ``+/-``, ``-/+``, ``-/-``), byes as ``BYE`` rows valued by
  their points (a full-point bye reads back as a pairing-allocated bye: C.07 treats both
  alike, art. 16.2.1); absent players are not listed.

Reading what these write gives the same tournament (tests check every event of the
conformance corpus through the Excel functions).
"""

from __future__ import annotations

from fractions import Fraction

from .model import Result, RoundKind, RoundRecord, Tournament

_RES = {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}
_BYE_CELL = {
    RoundKind.PAB: "BYE",
    RoundKind.FULL_BYE: "F",
    RoundKind.HALF_BYE: "H",
    RoundKind.ZERO_BYE: "Z",
    RoundKind.ABSENT: "NP",
    RoundKind.WITHDRAWN: "NP",
    RoundKind.NOT_PLAYED: "",
}
_COLOUR = {"en": {"w": "w", "b": "b"}, "es": {"w": "b", "b": "n"}}


def _result_text(rec: RoundRecord) -> str:
    if rec.kind is RoundKind.GAME and rec.result is not None:
        return _RES[rec.result]
    if rec.kind is RoundKind.FORFEIT_WIN:
        return "+"
    if rec.kind is RoundKind.FORFEIT_LOSS:
        return "-"
    return ""


def swiss_grid_cells(t: Tournament, *, three: bool = False, lang: str = "en") -> list[list[str | int]]:
    """The Swiss grid of ``t``: one row per participant in start-number order.

    ``three``: per round three cells (opponent number, colour letter, result) instead of one.
    ``lang``: colour letters ``w``/``b`` (``en``) or ``b``/``n`` (``es``).
    """
    colours = _COLOUR["es" if lang.startswith("es") else "en"]
    rows: list[list[str | int]] = []
    for p in t.participants:
        row: list[str | int] = []
        for rec in t.rounds[p.start_no]:
            if rec.opponent is not None:
                col = colours.get(rec.colour or "", "")
                res = _result_text(rec)
                if three:
                    row += [rec.opponent, col, res]
                else:
                    row.append(f"{rec.opponent}{col}{res}")
            else:
                cell = _BYE_CELL[rec.kind]
                row += [cell, "", ""] if three else [cell]
        rows.append(row)
    return rows


def crosstable_cells(t: Tournament) -> list[list[str]]:
    """The crosstable of a round robin: cell (i, j) holds i's result(s) against j in round
    order (``+``/``-`` for forfeits), ``X`` on the diagonal, blank where no game was played."""
    pos = {p.start_no: i for i, p in enumerate(t.participants)}
    n = len(pos)
    cells: list[list[list[str]]] = [[[] for _ in range(n)] for _ in range(n)]
    for p in t.participants:
        for rec in t.rounds[p.start_no]:
            if rec.opponent is not None and rec.kind is not RoundKind.PENDING:
                cells[pos[p.start_no]][pos[rec.opponent]].append(_result_text(rec))
    out = []
    for i in range(n):
        out.append(["X" if i == j else " ".join(cells[i][j]) for j in range(n)])
    return out


def pairing_list_cells(t: Tournament, *, names: bool = False) -> list[list[str | int]]:
    """Round, board, White, Black, result; one row per game, then the byes of the round
    (the player as White, ``BYE`` as Black, the points as the result)."""
    label = {p.start_no: (p.name if names and p.name else p.start_no) for p in t.participants}
    rows: list[list[str | int]] = []
    for r in range(t.n_rounds):
        board = 0
        seen: set[int] = set()
        for p in t.participants:
            rec = t.rounds[p.start_no][r]
            if rec.opponent is None or p.start_no in seen:
                continue
            other = t.rounds[rec.opponent][r]
            seen |= {p.start_no, rec.opponent}
            white, black, mine, theirs = p.start_no, rec.opponent, rec, other
            if rec.colour == "b":
                white, black, mine, theirs = rec.opponent, p.start_no, other, rec
            board += 1
            if mine.kind is RoundKind.PENDING:
                res = ""
            elif mine.kind is RoundKind.GAME:
                res = f"{_RES[mine.result]}-{_RES[theirs.result]}"  # type: ignore[index]
            else:
                res = f"{_result_text(mine)}/{_result_text(theirs)}"
            rows.append([r + 1, board, label[white], label[black], res])
        for p in t.participants:
            rec = t.rounds[p.start_no][r]
            if rec.kind in (RoundKind.PAB, RoundKind.FULL_BYE, RoundKind.HALF_BYE, RoundKind.ZERO_BYE):
                pts = t.score_system.points(rec)
                rows.append([r + 1, "", label[p.start_no], "BYE", _points_text(pts)])
            # absent players are simply not in the round's list
    return rows


def _points_text(v: Fraction) -> str:
    return "½" if v == Fraction(1, 2) else str(int(v)) if v.denominator == 1 else str(float(v))
