"""The crosstable reader: a round robin's table, one row and one column per player in the
same order, ``X`` on the diagonal; single or double round robin (two blocks side by side, or
two results per cell: ``1 ½``)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable, Sequence

from ..model import NOT_PLAYED, PairingSystem, RoundKind, RoundRecord, Tournament
from . import cells as _cells
from .cells import (
    COUNTED, FLOSS, FWIN, MAX_ROUND, NUM_RE, PEND, REST_WORDS, GridError, Mistakes, Outcome, Place, Places, Where, as_grid,
    as_text, bad_number, fail, fmt_at, guard, is_blank, num, number_result, outcome_text, pair_kind, record,
    round_where, scalar, show_number, token_result,
)
from .players import GridTournament, Players, range_inputs
from ..texts import Text

DIAGONAL_MARKS = {"x", "*", "-", "xx", "x x", "* *", "×", "#", "/", "\\", "--"}
CROSS_MARKS = {"x", "*", "xx", "x x", "* *", "×", "#"}
_DIAGONAL_MARKS = DIAGONAL_MARKS


def berger_rounds(n: int) -> list[list[tuple[int, int]]]:
    """Round-robin rounds by the circle method: per round the pairs (0-based positions)."""
    players: list[int | None] = list(range(n)) + ([None] if n % 2 else [])
    m = len(players)
    out = []
    for _ in range(m - 1):
        pairs = []
        for j in range(m // 2):
            a, b = players[j], players[m - 1 - j]
            if a is not None and b is not None:
                pairs.append((min(a, b), max(a, b)))
        out.append(pairs)
        players = [players[0]] + [players[-1]] + players[1:-1]
    return out


#: a game's score in one cell, the row player's side first (``1-0``, ``½-½``, ``0:1``, ``0.5-0.5``)
_SCORE = re.compile(r"^(1|0|½|0[.,]5|1/2|=)\s*[-:]\s*(1|0|½|0[.,]5|1/2|=)$")
#: two results written together in one cell (``1½``, ``½0``): a double round robin's two games
_GLUED = re.compile(r"^[01½=+\-]{2}$")


def glued_pairs(cells: Sequence[Sequence[Any]]) -> bool:
    """Does the crosstable write two results glued in a cell (``1½``, ``½½``, ``=1``)? Then
    every such cell, ``0½`` too, is a double round robin's two games (alone, ``0½`` is one
    draw, as some programs print ½). Numbers (``10``) and forfeits (``+-``) are never glued
    results."""
    for r in cells:
        for v in r:
            t = v.strip() if isinstance(v, str) else ""
            if _GLUED.match(t) and not t.isdigit() and t not in ("0½", "+-", "-+", "--", "++"):
                return True
    return False


def ct_cell(v: Any, where: Callable[[], Where], ss: Any, fmt: Any, diagonal: bool, glued: bool = False
            ) -> list[Outcome] | None:
    """Results in one crosstable cell (0, 1 or 2 of them); ``None`` for a diagonal mark. A
    game's score (``1-0``) gives the row player's side; ``glued`` (:func:`glued_pairs`): two
    results written together are the two games of a double round robin."""
    s = scalar(v, where, fmt) if diagonal else _cells.result_scalar(v, where, fmt)
    if s is None:
        return None if diagonal else []
    if isinstance(s, Fraction):
        if diagonal:
            raise fail("ct_diagonal", where(), text=show_number(s))
        o = number_result(s, ss)
        if o is None:
            raise bad_number(s, where(), ss)
        return [o]
    low = s.lower()
    if diagonal:
        if low in DIAGONAL_MARKS:
            return None
        raise fail("ct_diagonal", where(), text=s)
    if low in CROSS_MARKS:
        raise fail("ct_mark_off_diagonal", where(), text=s)
    # one forfeit written with both sides: "+/-", "+-", "+ / -" (but "+ -", with a space
    # and no slash, is two results: a double round robin's two forfeits)
    if re.fullmatch(r"\+\s*[/:]\s*-|\+-", low):
        return [FWIN]
    if re.fullmatch(r"-\s*[/:]\s*\+|-\+", low):
        return [FLOSS]
    if re.fullmatch(r"-\s*[/:]\s*-|--", low):
        return [FLOSS]
    m = _SCORE.match(low.replace(" ", ""))
    if m:  # a game's score, the row player's side first (issue 25 item 4)
        o = token_result(m.group(1), ss)
        if o is not None and token_result(m.group(2), ss) is not None:
            return [o]
    toks = low.split()
    if glued and len(toks) == 1 and _GLUED.match(low) and not low.isdigit():
        toks = list(low)
    if len(toks) > 2:
        raise fail("ct_too_many_results", where(), text=s)
    out = []
    for tok in toks:
        o = token_result(tok, ss)
        if o is None:
            if NUM_RE.match(tok):
                raise bad_number(num(tok), where(), ss)
            if len(toks) == 1 and re.fullmatch(r"\d+(?:[.,]\d+)?\s*[-:]\s*\d+(?:[.,]\d+)?", low):
                raise fail("ct_pair_result", where(), text=s)
            if len(toks) == 1 and re.fullmatch(r"[01½=+\-]{2}", low):
                raise fail("ct_two_results_no_space", where(), text=s)
            raise fail("ct_bad_result", where(), text=s)
        out.append(o)
    return out


def _mark(v: Any) -> str | None:
    """A cell of one or two characters that are neither digits nor result signs (``.``,
    ``a``, ``?``): what a program may print for a game not played yet; ``None`` otherwise."""
    if not isinstance(v, str):
        return None
    t = v.strip().casefold()
    if 1 <= len(t) <= 2 and not any(c.isdigit() or c in "+-=½*x/" for c in t):
        return t
    return None


def describe_ct(cell: Any) -> str:
    if is_blank(cell):
        return ""
    if isinstance(cell, float) and cell.is_integer():
        return str(int(cell))
    return str(cell).strip()


@guard  # (only a TiebreakError leaves: anything else is unreadable input)
def read_crosstable(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    rounds: Sequence[Sequence[Any]] | None = None,
    double: bool | None = None,
    score_system: Any = None,
    totals: Sequence[Any] | None = None,
    formats: Any = None,
    start_numbers: Sequence[Any] | None = None,
    places: Places | None = None,
    where_of: dict[str, Callable[[int], Where]] | None = None,
) -> GridTournament:
    """Read a round-robin crosstable.

    Args:
        cells: the result cells only (no names, no totals): row *i* is player *i*, column
            *j* his result against player *j* (same order). The diagonal is ``X``, ``x``,
            ``*``, ``—``, ``-`` or blank. A double round robin is N × 2N (the first cycle's
            block, then the second's) or two results per cell separated by a space
            (``1 ½``); ``double=True`` says so when nothing of the second cycle is typed.
            Results: ``1``, ``0.5`` / ``0,5`` / ``½`` / ``=`` / ``1/2``, ``0``, numbers of
            the score system (``3``/``1``/``0``); forfeits ``+`` / ``-``, ``1F`` / ``0F``,
            ``+/-`` / ``-/+`` (the row player's side first), ``-`` against ``-`` for a
            double forfeit, ``0`` against ``0`` for a game both players lost (an arbiter's
            decision); blank: not played yet. Other results whose points do not make one
            game (``1`` against ``1``) are kept as written and noted.
        names, ratings: one per row (a column range works too).
        rounds: when each game was played, which makes ``round_order_known`` true:
            either a grid shaped like ``cells`` holding round numbers (``"3 8"`` per cell
            for two cycles in one cell), or one row per player listing his opponents round
            by round (start numbers or names; blank, ``-`` or ``BYE`` for his rest round).
        double: ``True``/``False`` to say whether this is a double round robin; ``None``:
            from the shape of the range.
        score_system: points per result (default 1 / ½ / 0).
        totals: the totals typed on the sheet, one per player: kept as declared points; a
            total that disagrees with the results is reported in ``notes``.
        formats: the cells' number formats (same shape as ``cells``; ``True`` marks a date
            cell): a number in a date-formatted cell is reported as a date Excel made.
        start_numbers: the start number of each row (rows in ranking order, a No. column).
        places, where_of: where rows, columns and lists are in the organiser's range.

    Returns:
        A :class:`GridTournament` with pairing system round robin; every game exists once
        per cycle, in a round of the Berger tables (or of ``rounds``), colours unknown.

    Raises:
        GridError: shape (``ct_shape``), diagonal (``ct_diagonal``), unknown results
            (``ct_bad_result`` and others), the two cells of a game disagreeing
            (``ct_asymmetric``), dates (``grid_result_date``), bad ``rounds``. Every bad cell
            and every disagreeing game at once (the first error carries the others:
            :meth:`~xl_tiebreaks.errors.TiebreakError.every`), each at its cell.
    """
    ss = _cells.score_system(score_system)
    if double not in (None, True, False):
        raise fail("grid_bad_option", option="double", value=repr(double), valid="True, False or None")
    grid, fmts, names_l, ratings_l, totals_l, sn_l = range_inputs(cells, formats, names, ratings, totals,
                                                                   start_numbers)
    R = len(grid)
    C = len(grid[0]) if grid else 0
    if R == 0:
        raise fail("grid_empty")
    # --- shape: number of players and layout --------------------------------------
    # two blocks: 2N columns (2N - 1 when the last one is blank); any width up to 2N
    # when the caller says it is a double round robin (blank columns at the right)
    if names_l is not None:
        n = len(names_l)
        if R > n:
            raise fail("grid_names_count", got=n, rows=R)
    else:
        n = R
    if C <= n:
        layout = "single"
    elif n >= 2 and (2 * n - 1 <= C <= 2 * n or (double is True and C <= 2 * n)):
        layout = "blocks"
    else:
        raise fail("ct_shape", rows=R, cols=C)
    if layout == "blocks" and double is False:
        raise fail("ct_blocks_not_double", rows=n, cols=C)
    for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count")):
        if lst is not None and len(lst) > n and any(not is_blank(x) for x in lst[n:]):
            raise fail(code, got=len(lst), rows=n)
    if n < 2:
        raise fail("ct_too_few_players", n=n)
    width = 2 * n if layout == "blocks" else n
    grid = [r + [None] * (width - len(r)) for r in grid] + [[None] * width for _ in range(n - R)]
    mistakes = Mistakes()
    players = Players(n, names_l, sn_l, ratings_l, totals_l, places=places, where_of=where_of, mistakes=mistakes)
    glued = glued_pairs(grid)

    def cell_where(i: int, j: int) -> Where:
        if mistakes.full():  # (a mistake only counted: its place is never shown)
            return COUNTED
        k = j % n
        return players.where(i, j, Where(f"against {players.label(k)}", f"contra {players.label(k)}",
                                         Place(opp_no=players.sn[k], opp_name=players.names[k])))

    # --- parse every cell (each cell that cannot be read is a mistake, at its cell) -----------
    parsed: dict[tuple[int, int], list[Outcome]] = {}  # (i, j) -> results per cycle
    bad: set[tuple[int, int]] = set()  # (i, j) whose cell is a mistake: its game is not checked
    two_in_cell = False
    unknown: dict[tuple[int, int], str] = {}  # (i, j) -> its mark (its mistake remade if it is one)
    pending_marks: set[str] = set()
    def read_cell(i: int, j: int) -> list[Outcome] | None:
        return ct_cell(grid[i][j], lambda: cell_where(i, j), ss, fmt_at(fmts, i, j), diagonal=(j % n == i),
                       glued=glued)

    for i in range(n):
        for j in range(width):
            jj = j % n
            try:
                res = read_cell(i, j)
                if jj != i and res is not None and len(res) == 2:
                    if layout == "blocks":
                        raise fail("ct_two_results_in_block", cell_where(i, j), text=describe_ct(grid[i][j]))
                    if double is False:
                        raise fail("ct_two_results_single", cell_where(i, j), text=describe_ct(grid[i][j]))
            except GridError as e:
                mark = _mark(grid[i][j]) if jj != i and e.code == "ct_bad_result" else None
                if mark is not None:  # perhaps a program's mark for a game not played yet
                    unknown[(i, j)] = mark  # (issue 35: its mark only, not an error a cell)
                    continue
                mistakes.add(e)
                bad.add((i, jj))
                res = []
            if jj == i:
                continue
            assert res is not None
            if len(res) == 2:
                two_in_cell = True
            if layout == "blocks":
                cyc = j // n
                parsed.setdefault((i, jj), [PEND, PEND])[cyc] = res[0] if res else PEND
            else:
                parsed[(i, jj)] = list(res)
        if mistakes.stopping():  # (issue 35: so many mistakes that the rest is not read)
            mistakes.stop(sum(1 for r in grid[i + 1:n] for v in r[:width] if not is_blank(v)))
            if mistakes.stopped:
                last_read = i
                break
    else:
        last_read = n - 1
    # a mark that is no result, the same on both sides of a game (Vega's "." and "a"): the game
    # is not played yet; on one side only it is the cell's mistake
    for (i, j), mark in unknown.items():
        jj = j % n
        if jj > last_read:  # (a stopped reading: the other side of this game was not read)
            continue
        other = unknown.get((jj, i + (j // n) * n))
        if other == mark:
            if layout == "blocks":
                parsed.setdefault((i, jj), [PEND, PEND])[j // n] = PEND
            else:
                parsed[(i, jj)] = [PEND]
            pending_marks.add(mark)
        else:
            try:  # (the cell's mistake made again, placed now: only counted once the list is full)
                read_cell(i, j)
            except GridError as err:
                mistakes.add(err)
            bad.add((i, jj))
            parsed.setdefault((i, jj), [PEND, PEND] if layout == "blocks" else [])
    if mistakes.stopped:
        mistakes.check()
    if layout == "blocks":
        cycles = 2
    elif two_in_cell or double:
        cycles = 2
        layout = "pairs"
    else:
        cycles = 1
    for key, lst in parsed.items():
        while len(lst) < cycles:
            lst.append(PEND)
    # --- symmetry ----------------------------------------------------------------------
    notes: list[Text] = []
    for i in range(n):
        for jj in range(i + 1, n):
            if (i, jj) in bad or (jj, i) in bad:
                continue  # (the cell that cannot be read is the mistake)
            for c in range(cycles):
                mine, theirs = parsed[(i, jj)][c], parsed[(jj, i)][c]
                agree = pair_kind(mine, theirs)
                if agree == "ok":
                    continue
                ci, cj = (jj + c * n, i + c * n) if layout == "blocks" else (jj, i)
                w = cell_where(i, ci)
                other = cell_where(jj, cj)
                cyc_en = cyc_es = ""
                if layout == "pairs":
                    cyc_en = " (first game)" if c == 0 else " (second game)"
                    cyc_es = " (primera partida)" if c == 0 else " (segunda partida)"
                if agree == "no":
                    mistakes.add(fail(
                        "ct_asymmetric", w,
                        mine=describe_ct(grid[i][ci]), theirs=describe_ct(grid[jj][cj]),
                        other=other, other_es=other.es, cycle=cyc_en, cycle_es=cyc_es,
                    ))
                    continue
                a, b = outcome_text(mine), outcome_text(theirs)
                notes.append(Text("note_odd_pair_ct", warning=True, location=w, location_es=w.es, mine=a, theirs=b,
                                  other=other,
                                  cycle=Text("w_first_game" if c == 0 else "w_second_game") if cyc_en else ""))
    mistakes.check()  # (the rounds are read only from results that mean something)
    # --- rounds ----------------------------------------------------------------------------
    if rounds is not None:
        schedule, n_rounds = _ct_rounds(rounds, players, cycles, parsed)
        order_known = True
    else:
        per_cycle = berger_rounds(n)
        rc = len(per_cycle)
        schedule = {}
        for c in range(cycles):
            for r, pairs in enumerate(per_cycle):
                for a, b in pairs:
                    schedule[(a, b, c)] = c * rc + r
        n_rounds = rc * cycles
        order_known = False
        notes.append(Text("note_ct_order_unknown", rounds=n_rounds))
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in players.sn}
    pending = 0
    blank: list[Where] = []  # the cells of the games left blank (both sides)
    for (a, b, c), r in schedule.items():
        oa, ob = parsed[(a, b)][c], parsed[(b, a)][c]
        if oa == PEND:
            pending += 1
            if ob == PEND:
                blank += [cell_where(a, b + c * n if layout == "blocks" else b),
                          cell_where(b, a + c * n if layout == "blocks" else a)]
        recs[players.sn[a]][r] = record(oa, players.sn[b], None)
        recs[players.sn[b]][r] = record(ob, players.sn[a], None)
    # a round of the schedule without a game for a player: his rest round (odd number of
    # players) or, with given rounds, a round he did not play
    absent = RoundRecord(RoundKind.ABSENT)
    for s in players.sn:
        lst = recs[s]
        for r in range(n_rounds):
            if lst[r].kind is RoundKind.NOT_PLAYED:
                lst[r] = absent
    if pending:
        # a game left blank counts as not played yet, which changes the values: said, with its cells
        from .swiss import MAX_BLANK_PLACES

        shown: tuple[Any, ...] = tuple(blank[:MAX_BLANK_PLACES])
        if len(blank) > MAX_BLANK_PLACES:
            from ..texts import Both

            more = len(blank) - MAX_BLANK_PLACES
            shown += (Both(f"{more} more", f"{more} más"),)
        notes.append(Text("warn_ct_pending_one", places=shown) if pending == 1 else
                     Text("warn_ct_pending", n=pending, places=shown))
    for mark in sorted(pending_marks):
        notes.append(Text("note_ct_pending_mark", mark=mark))
    what = {"single": "single round robin", "blocks": "double round robin, two blocks",
            "pairs": "double round robin, two results per cell"}[layout]
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=n_rounds,
        score_system=ss,
        pairing_system=PairingSystem.ROUND_ROBIN,
        pairing_source=Text("src_crosstable", what=Text({"single": "src_ct_single", "blocks": "src_ct_blocks",
                                                          "pairs": "src_ct_pairs"}[layout])),
        round_order_known=order_known,
    )
    return GridTournament(t, order_known, f"crosstable ({what})", notes + players.total_notes(t))


def _ct_rounds(
    rounds: Any, players: Players, cycles: int, parsed: dict[tuple[int, int], list[Outcome]]
) -> tuple[dict[tuple[int, int, int], int], int]:
    """The schedule ``(a, b, cycle) -> round index`` from ``rounds`` (see read_crosstable)."""
    grid = as_grid(rounds, "rounds")
    n = players.n
    if not grid:
        raise fail("ct_rounds_empty")
    errors: list[GridError] = []
    results = []
    for attempt in (_ct_rounds_numbers, _ct_rounds_opponents):
        try:
            results.append(attempt(grid, players, cycles, parsed))
        except GridError as e:
            errors.append(e)
    if not results:
        # report the error of the reading that fits the shape best
        diag_blank = all(
            i >= len(grid) or i >= len(grid[i]) or is_blank(grid[i][i])
            or str(grid[i][i]).strip().lower() in _DIAGONAL_MARKS
            for i in range(n)
        )
        raise errors[0] if diag_blank else errors[-1]
    if len(results) == 2 and results[0] != results[1]:
        raise fail("ct_rounds_ambiguous")
    return results[0]


def _round_number(v: Any, where: Where) -> list[int]:
    s = scalar(v, where)
    if s is None:
        return []
    if isinstance(s, Fraction):
        toks = [show_number(s)]
    else:
        toks = [re.sub(r"^(?:r|rd|round|ronda)\.?\s*", "", t, flags=re.I) for t in s.replace(",", " ").split()]
    out = []
    for t in toks:
        if not t.isdigit() or not 1 <= int(t) <= MAX_ROUND:
            raise fail("ct_rounds_bad_number", where, text=as_text(s))
        out.append(int(t))
    return out


def _ct_rounds_numbers(grid, players, cycles, parsed):
    n = players.n
    C = len(grid[0])
    blocks = C > n
    if len(grid) > n or C > 2 * n or (blocks and cycles != 2):
        raise fail("ct_rounds_shape", rows=len(grid), cols=C, n=n)
    g = [r + [None] * ((2 * n if blocks else n) - len(r)) for r in grid] + [[None] * (2 * n if blocks else n)] * (n - len(grid))
    sched: dict[tuple[int, int, int], int] = {}
    where_of: dict[tuple[int, int, int], Where] = {}
    for i in range(n):
        for j in range(len(g[i])):
            jj = j % n
            w = players.where(i) + Where(f"rounds column {j + 1}", f"columna {j + 1} de las rondas")
            if jj == i:
                s = scalar(g[i][j], w)
                if s is not None and not (isinstance(s, str) and s.lower() in _DIAGONAL_MARKS):
                    raise fail("ct_rounds_diagonal", w, text=as_text(s))
                continue
            nums = _round_number(g[i][j], w)
            if blocks:
                if len(nums) > 1:
                    raise fail("ct_rounds_bad_number", w, text=describe_ct(g[i][j]))
                cyc_nums = {j // n: nums[0]} if nums else {}
            else:
                if len(nums) > cycles:
                    raise fail("ct_rounds_bad_number", w, text=describe_ct(g[i][j]))
                cyc_nums = dict(enumerate(nums))
            for c, r in cyc_nums.items():
                key = (min(i, jj), max(i, jj), c)
                if key in sched and sched[key] != r - 1:
                    raise fail("ct_rounds_asymmetric", w, a=sched[key] + 1, b=r, other=where_of[key],
                                other_es=where_of[key].es)
                sched[key] = r - 1
                where_of[key] = w
    return _ct_rounds_finish(sched, players, cycles, parsed)


def _ct_rounds_opponents(grid, players, cycles, parsed):
    n = players.n
    if len(grid) > n:
        raise fail("ct_rounds_shape", rows=len(grid), cols=len(grid[0]), n=n)
    g = grid + [[None] * len(grid[0])] * (n - len(grid))
    opp_in: dict[tuple[int, int], int] = {}
    for i in range(n):
        for r, v in enumerate(g[i]):
            w = players.where(i) + round_where(r + 1)
            s = scalar(v, w)
            if s is None:
                continue
            if isinstance(s, str) and (s.lower() in REST_WORDS or s.lower() in ("0", "-")):
                continue
            if isinstance(s, Fraction):
                if s == 0:
                    continue
                j = players.by_number(s, show_number(s), w)
            else:
                j = players.by_name(s, w)
                if j is None:
                    if NUM_RE.match(s):
                        j = players.by_number(num(s), s, w)
                    else:
                        raise fail("grid_unknown_name", w, text=s)
            if j == i:
                raise fail("grid_self_paired", w)
            opp_in[(i, r)] = j
    sched: dict[tuple[int, int, int], int] = {}
    meetings: dict[tuple[int, int], int] = {}
    for (i, r), j in sorted(opp_in.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        w = players.where(i) + round_where(r + 1)
        back = opp_in.get((j, r))
        if back != i:
            raise fail("ct_rounds_opponent_mismatch", w, opponent=players.label(j))
        if i > j:
            continue
        c = meetings.get((i, j), 0)
        if c >= cycles:
            raise fail("ct_rounds_met_again", w, opponent=players.label(j))
        meetings[(i, j)] = c + 1
        sched[(i, j, c)] = r
    return _ct_rounds_finish(sched, players, cycles, parsed)


def _ct_rounds_finish(sched, players, cycles, parsed):
    n = players.n
    busy: dict[tuple[int, int], tuple[int, int]] = {}
    for (a, b, c), r in sorted(sched.items()):
        for p, q in ((a, b), (b, a)):
            if (p, r) in busy and busy[(p, r)] != (a, b):
                other = busy[(p, r)]
                o = other[0] if other[1] == p else other[1]
                raise fail("ct_rounds_clash", players.where(p) + round_where(r + 1),
                            a=players.label(q), b=players.label(o))
            busy[(p, r)] = (a, b)
    # every game with a result needs its round; blank games without one stay unscheduled
    for a in range(n):
        for b in range(a + 1, n):
            for c in range(cycles):
                if (a, b, c) not in sched and parsed[(a, b)][c] != PEND:
                    raise fail("ct_rounds_missing", players.where(a), opponent=players.label(b),
                                cycle=" (second cycle)" if c else "", cycle_es=" (segunda vuelta)" if c else "")
    n_rounds = max(sched.values(), default=-1) + 1
    return sched, n_rounds


