"""The pairing-list reader: one row per board: round, board, White, Black, result."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable, Sequence

from ..model import BLACK, NOT_PLAYED, WHITE, PairingSystem, RoundKind, RoundRecord, Tournament
from .cells import BYE_WORDS as CELL_BYE_WORDS
from . import cells as _cells
from .cells import (
    DRAW, DRAW_TOKENS, FLOSS, FWIN, LOSS, MAX_ROUND, MAX_START_NO, NUM_RE, PEND, WIN, GridError, Mistakes, Outcome,
    Place, Places, Row, Where, as_text, bye_from_value, check_total_rounds, fail, fmt_at, guard, is_blank,
    looks_like_serial, num, number_result, outcome_text, pair_kind, record, result_scalar, scalar, serial_date,
    show_number, systems_values, value_of,
)
from .players import GridTournament, Players, range_inputs
from .swiss import blank_round_warnings, fill_absences
from ..texts import Text

BYE_WORDS = {"bye", "libre", "exento", "exenta", "descanso", "descansa", "pab", "-", "---", "--", "spielfrei",
             "frei", "exe", "exempt"}
#: a withdrawal or an absence written where the opponent goes (``Ana | Retirado``): its kind
UNPLAYED_WORDS = {w: k for w, k in CELL_BYE_WORDS.items() if k in (RoundKind.WITHDRAWN, RoundKind.ABSENT)}
FORFEITS: dict[str, tuple[Outcome, Outcome]] = {}
for _t in ("+/-", "+:-", "+-", "+--", "+ - -", "1f-0f", "1a-0a", "1-0f", "1ff-0ff", "+/-f", "1k-0k", "+:-k"):
    FORFEITS[_t.replace(" ", "")] = (FWIN, FLOSS)
for _t in ("-/+", "-:+", "-+", "--+", "- - +", "0f-1f", "0a-1a", "0f-1", "0ff-1ff", "0k-1k"):
    FORFEITS[_t.replace(" ", "")] = (FLOSS, FWIN)
for _t in ("-/-", "-:-", "--", "---", "0f-0f", "0a-0a", "0ff-0ff", "0k-0k"):
    FORFEITS[_t.replace(" ", "")] = (FLOSS, FLOSS)
SIDE = r"(\d+(?:[.,]\d+)?|[.,]\d+|½|=|1/2)"
RESULT_RE = re.compile(rf"^{SIDE}\s*[-:]\s*{SIDE}$")
BYE_CELL_RE = re.compile(r"^(?:bye|libre|exento|exenta|descanso|descansa|pab|spielfrei|frei)\s*[:=]?\s*(.*)$", re.I)


def pl_result(s: None | str | Fraction, where: Callable[[], Where], ss: Any) -> tuple[Outcome, Outcome]:
    """Both sides' results of a board (White first).

    ``0-0`` is a game both players lost (an arbiter's decision; TRF records each side's own
    ``0``); ``-/-`` (``--``, ``0F-0F``) both forfeited. Results of the score system whose
    points do not make one game (``1-1``, ``½-0``) are read as written (the reader notes them).

    Raises:
        GridError: ``pl_bad_result``, ``pl_result_not_in_system``, ``grid_result_date_number``.
    """
    if s is None:
        return PEND, PEND
    if isinstance(s, Fraction):
        if looks_like_serial(s):
            raise fail("grid_result_date_number", where(), value=show_number(s), shown=serial_date(s))
        raise fail("pl_bad_result", where(), text=show_number(s))
    t = s.lower().replace(" ", "")
    if t in FORFEITS:
        return FORFEITS[t]
    if t in ("½", "=", "1/2", "=-=", "½:½"):
        return DRAW, DRAW
    m = RESULT_RE.match(t)
    if m:
        sides = []
        for g in (m.group(1), m.group(2)):
            sides.append(DRAW if g in DRAW_TOKENS else number_result(num(g), ss))
        oa, ob = sides
        if oa is None or ob is None:
            raise fail("pl_result_not_in_system", where(), text=s, values=systems_values(ss))
        return oa, ob
    raise fail("pl_bad_result", where(), text=s)


def pl_round(v: Any, where: Callable[[], Where]) -> int | None:
    s = scalar(v, where)
    if s is None:
        return None
    if isinstance(s, Fraction):
        if s.denominator != 1 or not 1 <= s <= MAX_ROUND:
            raise fail("pl_bad_round", where(), text=show_number(s))
        return int(s)
    m = re.match(r"^(?:r|rd|round|ronda|rda|runde)?\.?\s*(\d+)\.?(?:\s*(?:round|ronda|runde|rd\.?))?$", s, re.I)
    if not m or not 1 <= int(m.group(1)) <= MAX_ROUND:
        raise fail("pl_bad_round", where(), text=s)
    return int(m.group(1))


def pl_player(v: Any, where: Callable[[], Where], players: Players | None, known: int | None
              ) -> tuple[str, Any]:
    """("player", start number) / ("bye", None) / ("unplayed", the word: a withdrawal or an
    absence written where the opponent goes, :data:`UNPLAYED_WORDS`) / ("blank", None)."""
    s = scalar(v, where)
    if s is None:
        return "blank", None
    if isinstance(s, Fraction):
        if s == 0:  # TRF's 0000: no opponent
            return "bye", None
        if s.denominator != 1 or s < 1:
            raise fail("grid_bad_opponent", where(), text=show_number(s))
        k = int(s)
        if k > MAX_START_NO:
            raise fail("grid_bad_start_number", where(), text=show_number(s))
        if players is not None and players.by_label:
            if k not in players.pos:
                raise fail("grid_opponent_missing", where(), opponent=show_number(s), first=min(players.sn),
                           last=max(players.sn))
        elif known is not None and not (1 <= k <= known):
            raise fail("grid_opponent_missing", where(), opponent=show_number(s), first=1, last=known)
        return "player", k
    low = s.lower()
    if players is not None and players.by_label:
        hit = players.by_name(s, where)
        if hit is not None:
            return "player", players.sn[hit]
    if low in BYE_WORDS:
        return "bye", None
    if low in UNPLAYED_WORDS:
        return "unplayed", s.strip()
    if NUM_RE.match(s):
        return pl_player(num(s), where, players, known)
    if players is not None and players.by_label:
        raise fail("grid_unknown_name", where(), text=s)
    raise fail("grid_bad_opponent", where(), text=s)


def is_header_row(head: Any, sides: list[Any], players: Players | None) -> bool:
    """A title or header row: text without digits where the round goes, and no player."""
    if not (isinstance(head, str) and head.strip() and not re.search(r"\d", head)):
        return False
    for v in sides:
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            return False
        if isinstance(v, str) and (v.strip().isdigit() or (
                players is not None and v.strip().casefold() in players.by_label)):
            return False
    return True


def pl_bye_kind(s: None | str | Fraction, where: Callable[[], Where], ss: Any, text: str) -> RoundKind:
    """The kind of a bye from its result cell: blank (pairing-allocated), its value
    (``1``, ``½``, ``0``, ``1-0``), a code (``U H F Z``), or the bye word with its value
    (``BYE ½``, ``LIBRE 1``, ``BYE``)."""
    if s is None:
        return RoundKind.PAB
    if isinstance(s, Fraction):
        return bye_from_value(s, ss, where(), text)
    low = s.lower().replace(" ", "")
    m = BYE_CELL_RE.match(low)
    if m:
        low = m.group(1)
        if not low:
            return RoundKind.PAB
    codes = {"u": RoundKind.PAB, "pab": RoundKind.PAB, "bye": RoundKind.PAB, "libre": RoundKind.PAB,
             "h": RoundKind.HALF_BYE, "f": RoundKind.FULL_BYE, "z": RoundKind.ZERO_BYE,
             "+": RoundKind.PAB, "-": RoundKind.ZERO_BYE, "np": RoundKind.ABSENT}
    if low in codes:
        return codes[low]
    m = re.match(rf"^{SIDE}(?:[-:]{SIDE})?$", low)
    if m:
        v = value_of(m.group(1))
        if v is not None:
            return bye_from_value(v, ss, where(), text)
    raise fail("pl_bad_bye_result", where(), text=s)


def _board(idx: int, rnd: int, wp: tuple[str, Any], bp: tuple[str, Any], res_v: Any, where: Where, pl: Places,
           ci: tuple[Any, ...], fmts: Any, ss: Any, players: Players, seen: dict[tuple[int, int], int],
           recs: dict[int, list[RoundRecord]], notes: list[Text]) -> None:
    """One board's rounds into ``recs`` (White first): a game, a bye, or a withdrawal or
    absence written on the other side.

    Raises:
        GridError: the board's first mistake (the others of the list are read on).
    """
    fmt = fmt_at(fmts, idx, ci[4])
    res_at = (lambda: pl.cell(idx, ci[4], where + Where("result", "resultado")))
    (wk, ws), (bk, bs) = wp, bp
    if wk == "player" and bk == "player" and ws == bs:
        raise fail("grid_self_paired", pl.cell(idx, None, where))
    for kind, s, side, col in ((wk, ws, Where("White", "blancas"), ci[2]), (bk, bs, Where("Black", "negras"), ci[3])):
        if kind == "player":
            assert s is not None
            if (s, rnd) in seen:
                raise fail("pl_twice_in_round", pl.cell(idx, col, where + side),
                           player=players.label(players.pos[s]), other=Row(pl.row(seen[(s, rnd)])), round=rnd)
    for kind, s in ((wk, ws), (bk, bs)):
        if kind == "player":
            seen[(s, rnd)] = idx
    if wk == "player" and bk == "player":
        res = result_scalar(res_v, res_at, fmt)
        ow, ob = pl_result(res, res_at, ss)
        if pair_kind(ow, ob) != "ok":
            w = res_at()
            txt = f"{outcome_text(ow)}-{outcome_text(ob)}"
            notes.append(Text("note_odd_pair_pl", warning=True, location=w, location_es=w.es, result=txt))
        recs[ws][rnd - 1] = record(ow, bs, WHITE)  # type: ignore[index,arg-type]
        recs[bs][rnd - 1] = record(ob, ws, BLACK)  # type: ignore[index,arg-type]
    elif wk == "player" or bk == "player":
        other_kind, word = (bk, bs) if wk == "player" else (wk, ws)
        s = ws if wk == "player" else bs
        if other_kind == "unplayed":  # "Retirado", "NP" written where the opponent goes
            res = scalar(res_v, res_at, fmt)
            if res is not None and not (isinstance(res, Fraction) and res == 0) and \
                    not (isinstance(res, str) and res.strip() in ("0", "-", "0-0", "-/-", "--")):
                raise fail("pl_unplayed_with_result", res_at(), text=as_text(res), word=word)
            recs[s][rnd - 1] = RoundRecord(UNPLAYED_WORDS[word.lower()])  # type: ignore[index]
            return
        if other_kind == "blank" and is_blank(res_v):
            raise fail("pl_missing_player", pl.cell(idx, ci[3] if wk == "player" else ci[2], where))
        res = scalar(res_v, res_at, fmt)
        if isinstance(res, str) and bk == "player" and wk in ("bye", "blank"):
            # "0-1" with the bye on White's side: Black's value is the second number
            m = re.match(rf"^{SIDE}\s*[-:]\s*{SIDE}$", res.lower().replace(" ", ""))
            if m:
                res = m.group(2)
        kind = pl_bye_kind(res, res_at, ss, as_text(res))
        recs[s][rnd - 1] = RoundRecord(kind)  # type: ignore[index]
    elif wk in ("bye", "unplayed") and bk in ("bye", "unplayed"):
        raise fail("pl_bye_both", pl.cell(idx, None, where))
    else:
        raise fail("pl_missing_player", pl.cell(idx, None, where))


@guard  # (only a TiebreakError leaves: anything else is unreadable input)
def read_pairing_list(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    score_system: Any = None,
    board_column: bool = True,
    totals: Sequence[Any] | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | str | None = None,
    formats: Any = None,
    places: Places | None = None,
    start_numbers: Sequence[Any] | None = None,
) -> GridTournament:
    """Read a pairing list: one row per board.

    Args:
        cells: rows ``round, board, White, Black, result`` (``board_column=False``: without
            the board). A first row whose round cell is text (``Ronda``, ``Round``) is a
            header and skipped; a blank round cell continues the round above; blank rows
            are skipped. Players by start number, or by name when ``names`` is given.
            Results ``1-0``, ``½-½``, ``0-1``, ``1/2-1/2``, ``0.5-0.5``, ``0,5-0,5``, ``=``,
            score-system numbers (``3-0``, ``1-1``), forfeits ``+/-``, ``-/+``, ``+--``,
            ``--+``, ``1F-0F``, double forfeit ``-/-`` (``--``, ``0F-0F``), a game both
            players lost ``0-0``; blank: not played yet. A bye: the player on one side,
            ``BYE`` / ``LIBRE`` / ``-`` (or nothing) on the other, the result giving its
            value (``1`` / ``½`` / ``0``, ``BYE ½``, or ``U`` ``H`` ``F`` ``Z``; blank or
            ``BYE``: a pairing-allocated bye). A withdrawal or an absence: the player on one
            side, ``Retirado`` / ``Baja`` / ``withdrawn`` ... or ``NP`` / ``ausente`` ... on the
            other (:data:`~xl_tiebreaks.readers.cells.WITHDRAWN_WORDS`,
            :data:`~xl_tiebreaks.readers.cells.ABSENT_WORDS`), the result blank or 0. Players
            without a board in a round that was played are absent.
        names, ratings, totals: one per player in start-number order (or in the order of
            ``start_numbers``).
        score_system: points per result.
        total_rounds: rounds announced for the event.
        pairing_system: ``"swiss"`` or ``"round_robin"``; ``None`` (default) leaves it to
            :meth:`Tournament.resolved_pairing_system` (a guess from who met whom).
        formats: the cells' number formats (see :func:`read_crosstable`).
        places: where the rows and the five columns are in the organiser's range.
        start_numbers: with ``names``: the start number of each name.

    Raises:
        GridError: ``pl_shape``, ``pl_bad_round``, ``pl_no_round``, ``pl_bad_result``,
            ``pl_result_not_in_system``, ``grid_opponent_missing``, ``grid_unknown_name``,
            ``grid_self_paired``, ``pl_twice_in_round``, ``pl_missing_player``,
            ``pl_bye_both``, ``pl_bad_bye_result``, ``pl_unplayed_with_result``: every board's
            mistake at once (the first, carrying the others:
            :meth:`~xl_tiebreaks.errors.TiebreakError.every`), each at its cell.
    """
    ss = _cells.score_system(score_system)
    if board_column not in (True, False):
        raise fail("grid_bad_option", option="board_column", value=repr(board_column), valid="True or False")
    check_total_rounds(total_rounds)
    ps: PairingSystem | None = None
    if pairing_system is not None:
        try:
            ps = PairingSystem(pairing_system)
        except ValueError:
            raise fail("grid_bad_option", option="pairing_system", value=repr(pairing_system),
                       valid="'swiss', 'round_robin' or None") from None
    grid, fmts, names_l, ratings_l, totals_l, sn_l = range_inputs(cells, formats, names, ratings, totals,
                                                                   start_numbers)
    if not grid:
        raise fail("grid_empty")
    pl = places or Places()
    ncols = 5 if board_column else 4
    width = len(grid[0])
    if width > ncols:
        raise fail("pl_shape", cols=width, expected=ncols)
    grid = [r + [None] * (ncols - width) for r in grid]
    known = len(names_l) if names_l is not None else None
    players_by_name: Players | None = None
    if names_l is not None:
        for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count")):
            if lst is not None and len(lst) > known:  # type: ignore[operator]
                raise fail(code, got=len(lst), rows=known)
        # (a duplicate name: entries of the names list, not rows of the range)
        players_by_name = Players(known, names_l, sn_l, ratings_l, totals_l, names_are_rows=False)  # type: ignore
    ci = (0, 1, 2, 3, 4) if board_column else (0, None, 1, 2, 3)
    rows: list[tuple[int, int, tuple[str, Any], tuple[str, Any], Any, Where]] = []
    current: int | None = None
    mistakes = Mistakes()  # every board's mistakes, each at its cell (a board with one is left out)
    for idx, r in enumerate(grid):
        if all(is_blank(v) for v in r):
            continue

        def at(col: int | None, what: Where | None = None, idx: int = idx) -> Callable[[], Where]:
            return lambda: mistakes.where(lambda: pl.cell(idx, col, what))

        head = r[ci[0]]
        if not rows and current is None and is_header_row(head, [r[c] for c in ci[2:4]], players_by_name):
            continue  # a title or header row above the first board
        try:
            rnd = pl_round(head, at(ci[0]))
        except GridError as e:
            mistakes.add(e)
            continue
        if all(is_blank(r[c]) for c in ci[2:]):
            # a template's empty board, or a "Round 2" line heading the round's boards
            if rnd is not None:
                current = rnd
            continue
        if rnd is None:
            if current is None:
                mistakes.add(fail("pl_no_round", mistakes.where(lambda idx=idx: pl.cell(idx, ci[0]))))
                continue
            rnd = current
        current = rnd
        try:
            board = scalar(r[ci[1]], at(ci[1])) if ci[1] is not None else None
        except GridError as e:
            mistakes.add(e)
            board = None
        if board is not None:
            where = Where(f"round {rnd}, board {as_text(board)}", f"ronda {rnd}, mesa {as_text(board)}",
                          Place(round=rnd))
        else:
            where = Where(f"round {rnd}", f"ronda {rnd}", Place(round=rnd))
        sides = []
        for k, side in ((2, Where("White", "blancas")), (3, Where("Black", "negras"))):
            try:
                sides.append(pl_player(r[ci[k]], at(ci[k], where + side), players_by_name, known))
            except GridError as e:
                mistakes.add(e)
        if len(sides) == 2:
            rows.append((idx, rnd, sides[0], sides[1], r[ci[4]], where))
    if not rows:
        mistakes.check()
        raise fail("grid_empty")
    if players_by_name is not None:
        players = players_by_name
    else:
        n = max([p[1] for row in rows for p in (row[2], row[3]) if p[0] == "player"], default=0)
        if n == 0:
            mistakes.check()
            raise fail("pl_no_players")
        for lst in (ratings_l, totals_l):
            if lst is not None and len(lst) > n:
                n = len(lst)
        players = Players(n, None, None, ratings_l, totals_l, mistakes=mistakes)
    n_rounds = max(row[1] for row in rows)
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in players.sn}
    seen: dict[tuple[int, int], int] = {}
    notes: list[Text] = []
    for idx, rnd, wp, bp, res_v, where in rows:
        try:
            _board(idx, rnd, wp, bp, res_v, where, pl, ci, fmts, ss, players, seen, recs, notes)
        except GridError as e:
            mistakes.add(e)
    mistakes.check()
    for rnd in range(1, n_rounds + 1):
        if not any(r == rnd for _, r, _, _, _, _ in rows):
            notes.append(Text("note_pl_round_empty", round=rnd))
    filled = fill_absences(recs, n_rounds)
    notes += blank_round_warnings(filled, lambda s, r: players.who(players.pos[s]), recs)
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=total_rounds or None,
        score_system=ss,
        pairing_system=ps,
        pairing_source=Text("src_option") if ps is not None else "",
    )
    return GridTournament(t, True, "pairing list", notes + players.total_notes(t))


__all__ = ["read_pairing_list", "pl_result", "pl_bye_kind", "FORFEITS", "WIN", "LOSS"]
