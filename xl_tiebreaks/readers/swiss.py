"""The Swiss grid reader: one row per player, the rounds across, per round one cell
(``12w1``, ``5b½``, ``C Negras 1``, ``BYE``, ``-1``) or three (opponent, colour, result).

Linear in the cells: every distinct cell text is read once (a 1,000 x 200 grid has a few
thousand distinct texts), the two rows of every game are checked in one pass per round, and
a place is written out only for a message.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

from ..errors import MAX_ERRORS
from ..model import BLACK, NOT_PLAYED, WHITE, PairingSystem, RoundKind, RoundRecord, Tournament
from . import cells as _cells
from .cells import (
    COLOUR_WORDS, PAIR_KIND, PARTS, Entry, GridError, Mistakes, Outcome, Place, Places, Where, check_total_rounds,
    fail, fmt_at, guard, outcome_text, record, resolve_colour,
)
from .players import GridTournament, Players, count_check, range_inputs
from .swiss_entries import colour_convention, combined_entry, looks_three, three_entry, us_notation
from ..rounds import PAIRED
from ..texts import Text

#: the kinds of round that show a round was held: somebody is paired in it (xl_tiebreaks.rounds)
HELD = PAIRED


def _describe(e: Entry) -> tuple[str, str]:
    """What the other row has, for ``sw_...`` messages (``{other} has {theirs}`` /
    ``{other_es} {theirs_es}``: Spanish needs the verb inside, "no tiene nada" / "tiene '3b0'")."""
    if e.kind == "blank" or not e.text:
        return "nothing", "no tiene nada"
    return f"'{e.text}'", f"tiene '{e.text}'"


@guard  # (only a TiebreakError leaves: anything else is unreadable input)
def read_swiss_grid(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    layout: str = "auto",
    lang: str | None = None,
    score_system: Any = None,
    start_numbers: Sequence[Any] | None = None,
    totals: Sequence[Any] | None = None,
    total_rounds: int | None = None,
    formats: Any = None,
    places: Places | None = None,
    where_of: dict[str, Callable[[int], Where]] | None = None,
) -> GridTournament:
    """Read a Swiss round grid: one row per player, the rounds across.

    Args:
        cells: the round cells only. Row *i* is start number *i* (or ``start_numbers[i]``).
            Per round either three cells (``layout="three"``: opponent, colour, result) or
            one (``"combined"``): ``12w1``, ``5b½``, ``7n=``, ``12 w 1``, ``12B0``, ``12s1``
            (German: schwarz), forfeits ``12w+`` / ``12b-``, ``C Negras 1`` (opponent by
            name, colour word, result), ``12w`` or ``12`` (paired, result not typed yet);
            ``BYE`` / ``LIBRE`` / ``Descanso`` / ``spielfrei`` / ``U`` (pairing-allocated
            bye; ``BYE ½`` gives the value), ``-1`` / ``-½`` / ``-0`` (chess-results: no
            opponent, the points), ``H`` (half-point bye), ``F`` (full-point bye), ``Z``
            (zero-point bye), ``NP`` / ``ausente`` / ``nicht gepaart`` (not paired: absent),
            ``Retirado`` / ``Baja`` / ``Abandona`` / ``W/D`` / ``withdrawn`` /
            ``zurückgezogen`` (withdrawn: later rounds too; the lists
            :data:`~xl_tiebreaks.readers.cells.WITHDRAWN_WORDS` and ``ABSENT_WORDS``), ``+`` (a
            win without opponent: pairing-allocated
            bye), ``-`` or ``0`` (absent), blank (not played yet, or absent when others
            played the round). ``"auto"`` decides the layout from the cells.
        names: one per row; opponents may then be written by name.
        ratings, totals: one per row (totals: as typed on the sheet, compared with the
            results in ``notes``).
        lang: the sheet's colour letters when the cells cannot tell: ``"en"`` (w/b, so
            ``b`` is Black) or ``"es"`` (b/n, so ``b`` is blancas). The cells decide first
            (``w``, ``n``, colour words, and opposite colours in every game); ``lang``
            contradicting them is an error. Never taken from the computer's locale.
        score_system: points per result (default 1 / ½ / 0).
        start_numbers: the start number of each row, when rows are not in start order.
        total_rounds: rounds announced for the event, if more than the grid shows.
        formats: the cells' number formats (see :func:`read_crosstable`).
        places, where_of: where the rows, columns and lists are in the organiser's range
            (:class:`~xl_tiebreaks.readers.cells.Places`), for messages.

    Two rows of a game that both carry a loss (``0`` and ``0``) are a game both played and
    lost (an arbiter's decision, as TRF records it); other results whose points do not make
    one game (``1`` and ``1``, ``1`` and ``½``) are kept as written and noted.

    Raises:
        GridError: unknown entries (``sw_bad_cell``, ``sw_bad_colour``, ``sw_bad_result``,
            ``sw_pair_result``; a word it does not know: ``sw_unknown_word``,
            ``sw_unknown_word_names``, which list the words it accepts), opponents not in the
            table (``grid_opponent_missing``, ``grid_unknown_name``), a player paired with
            himself (``grid_self_paired``) or twice in a round (``sw_paired_twice``), the two
            rows of a game disagreeing (``sw_opponent_mismatch``, ``sw_result_mismatch``,
            ``sw_same_colour``), a bare ``b`` that nothing decides (``sw_colour_undecidable``,
            ``sw_colour_conflict``). Every independent mistake at once: the first error carries
            the others (:meth:`~xl_tiebreaks.errors.TiebreakError.every`), each at its cell; a
            cell that cannot be read is not checked against its opponent's row again.
    """
    ss = _cells.score_system(score_system)
    if layout not in ("auto", "three", "combined"):
        raise fail("grid_bad_option", option="layout", value=repr(layout), valid="'auto', 'three' or 'combined'")
    if lang is not None:
        if not isinstance(lang, str) or lang.lower()[:2] not in ("en", "es"):
            raise fail("grid_bad_option", option="lang", value=repr(lang), valid="'en', 'es' or None")
        lang = lang.lower()[:2]
    check_total_rounds(total_rounds)
    grid, fmts, names_l, ratings_l, totals_l, sn_l = range_inputs(cells, formats, names, ratings, totals,
                                                                   start_numbers)
    if not grid and not names_l:
        raise fail("grid_empty")
    n = count_check(names_l, len(grid), "grid_names_count")
    for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count"),
                      (sn_l, "grid_start_numbers_count")):
        if lst is not None and len(lst) > n:
            raise fail(code, got=len(lst), rows=n)
    if sn_l is not None and len(sn_l) < n:
        raise fail("grid_start_numbers_count", got=len(sn_l), rows=n)
    width = len(grid[0]) if grid else 0
    grid = grid + [[None] * width for _ in range(n - len(grid))]
    mistakes = Mistakes()
    players = Players(n, names_l, sn_l, ratings_l, totals_l, places=places, where_of=where_of, mistakes=mistakes)
    if layout == "auto":
        layout = "three" if looks_three(grid) and not us_notation(grid) else "combined"
    three = layout == "three"
    if three:
        n_rounds = -(-width // 3)
        grid = [r + [None] * (3 * n_rounds - width) for r in grid]
    else:
        n_rounds = width
    entries, notes, tokens = _read_entries(grid, players, ss, fmts, three, n_rounds, mistakes)
    if mistakes.stopped:
        mistakes.check()
    conv = None
    if entries:
        try:
            conv = colour_convention(tokens, entries, lang)
        except GridError as e:  # (a bare b left undecided: the games are still checked without it)
            if not mistakes:  # (cells that cannot be read may hold the letters that decide it)
                mistakes.add(e)
    recs, odd = _check_and_record(entries, players, conv, n_rounds, three, mistakes)
    mistakes.check()
    notes += odd
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=total_rounds or None,
        score_system=ss,
        pairing_system=PairingSystem.SWISS,
        pairing_source=Text("src_swiss_grid"),
    )
    notes += players.total_notes(t)
    if conv is not None:
        notes.append(Text("note_colours_en" if conv == "en" else "note_colours_es"))
    what = "three cells per round" if three else "one cell per round"
    col = players.places.col
    round_cols = [(col(3 * r), col(3 * r + 1), col(3 * r + 2)) if three else (col(r),) * 3 for r in range(n_rounds)]
    return GridTournament(t, True, f"swiss grid ({what})", notes, round_cols)


def _read_entries(grid: list[list[Any]], players: Players, ss: Any, fmts: Any, three: bool, n_rounds: int,
                  mistakes: Mistakes) -> tuple[list[list[Entry]], list[Text], set[str]]:
    """Every cell read (each distinct text once), opponents placed; a cell that cannot be
    read, or pairs a player with himself, is a mistake (``mistakes``, each at its cell) and
    an entry of kind ``bad``, which the games' checks leave out."""
    memo: dict[Any, Entry] = {}
    tokens: dict[str, Outcome | None] = {}
    known: list[bool] = []

    def us() -> bool:  # (the whole grid looked at once, and only if a lone letter asks)
        if not known:
            known.append(not three and us_notation(grid))
        return known[0]
    entries: list[list[Entry]] = []
    notes: list[Text] = []
    more_notes = 0
    for i, row in enumerate(grid):
        out: list[Entry] = []
        for r in range(n_rounds):
            if three:
                j = 3 * r
                a, b, c = row[j], row[j + 1], row[j + 2]
                key = (a if type(a) is str else (type(a), a), b if type(b) is str else (type(b), b),
                       c if type(c) is str else (type(c), c))
                e = memo.get(key) if fmts is None else None
                if e is None:
                    wheres = tuple((lambda i=i, k=k, r=r: players.where(i, j + k, _round(r, PARTS[k])))
                                   for k in range(3))
                    try:
                        e = three_entry(a, b, c, wheres, players, ss, (fmt_at(fmts, i, j), fmt_at(fmts, i, j + 1),
                                                                       fmt_at(fmts, i, j + 2)), tokens)
                    except GridError as err:
                        mistakes.add(err)
                        e = _bad(mistakes, err)
                    memo[key] = e
                elif e.kind == "bad":  # the same mistake typed again: reported at this cell too
                    _again(e.error, mistakes, lambda part, i=i, r=r: players.where(
                        i, 3 * r + PARTS.index(part or "opponent"), _round(r, part or "opponent")))
            else:
                v = row[r]
                key = v if type(v) is str else (type(v), v)
                e = memo.get(key) if fmts is None else None
                if e is None:
                    try:
                        e = combined_entry(v, lambda i=i, r=r: players.where(i, r, _round(r)), players, ss,
                                           fmt_at(fmts, i, r), tokens, us)
                    except GridError as err:
                        mistakes.add(err)
                        e = _bad(mistakes, err)
                    memo[key] = e
                elif e.kind == "bad":
                    _again(e.error, mistakes, lambda part, i=i, r=r: players.where(i, r, _round(r)))
            if e.kind == "bad":
                out.append(e)
                continue
            if e.kind == "game" and e.opp == i:
                mistakes.add(fail("grid_self_paired", players.where(i, 3 * r if three else r, _round(r, "opponent"))))
                out.append(Entry(e.text, "bad"))
                continue
            if e.note:  # (issue 35: the first notes at their cells, the others counted)
                if len(notes) < MAX_ERRORS:
                    w = players.where(i, 3 * r if three else r, _round(r, "opponent"))
                    notes.append(e.note.replace_params(location=w, location_es=w.es))
                else:
                    more_notes += 1
            out.append(e)
        entries.append(out)
        if mistakes.stopping():  # (issue 35: so many mistakes that the rest is not read)
            mistakes.stop(_filled(grid[i + 1:], 3 * n_rounds if three else n_rounds))
            if mistakes.stopped:
                break
    if more_notes:
        notes.append(Text("note_grid_more_notes", n=more_notes))
    tokens = {e.colour for e in memo.values() if e.colour}
    return entries, notes, tokens


def _filled(rows: list[list[Any]], width: int) -> int:
    """How many of the first ``width`` cells of ``rows`` are filled (the cells a stopped
    reading leaves unread, :meth:`~xl_tiebreaks.readers.cells.Mistakes.stop`)."""
    return sum(1 for row in rows for v in row[:width] if v is not None and not (isinstance(v, str) and not v.strip()))


#: a cell's text found wrong once the list of mistakes was full: one entry for them all
_COUNTED_BAD = Entry("", "bad")


def _bad(mistakes: Mistakes, err: GridError) -> Entry:
    """The entry of a cell that cannot be read (its mistake already in ``mistakes``)."""
    kept = mistakes.bad_entry(err)
    return _COUNTED_BAD if kept is None else Entry("", "bad", error=kept)


def _again(err: GridError | None, mistakes: Mistakes, where: Callable[[str | None], Where]) -> None:
    """A mistake already found in another cell with the same text, at this cell (``where``:
    the cell of the part the first one was about); only counted once the list is full."""
    if err is None or mistakes.full():  # (no error kept: the list was full when it was found)
        mistakes.count()
        return
    part = getattr(getattr(err.location, "place", None), "part", None)
    mistakes.add(type(err)(err.code, (w := where(part)), location_es=w.es, **err.params))


@functools.lru_cache(maxsize=4096)
def _round(r: int, part: str | None = None) -> Where:
    """Round ``r + 1`` in words; as data with the part of it (:data:`~xl_tiebreaks.readers.cells.PARTS`)."""
    return Where(f"round {r + 1}", f"ronda {r + 1}", Place(round=r + 1, part=part))


def _check_and_record(entries: list[list[Entry]], players: Players, conv: str | None, n_rounds: int, three: bool,
                      mistakes: Mistakes) -> tuple[dict[int, list[RoundRecord]], list[str], list[str]]:
    """Check that the two rows of every game agree and build everybody's rounds (one pass per
    round; records shared between equal rounds). Every pair of rows that disagree is a
    mistake (``mistakes``); a cell already wrong (kind ``bad``), and in a round the rows of a
    player named twice, are left out of the checks (what they would say follows from the
    mistake already reported)."""
    sn = players.sn
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in sn}
    rows = [recs[s] for s in sn]
    odd: list[Text] = []
    colour_of = {t: resolve_colour(t, conv) for t in COLOUR_WORDS}
    colour_of[None] = None  # type: ignore[index]
    other_colour = {WHITE: BLACK, BLACK: WHITE, None: None}
    byes: dict[Any, RoundRecord] = {}
    made: dict[tuple[Any, int, Any], RoundRecord] = {}
    pair = PAIR_KIND

    def col_of(r: int, part: str) -> int:
        return 3 * r + PARTS.index(part) if three else r

    def where(i: int, r: int, part: str = "opponent") -> Where:
        """Row ``i``'s cell of ``part`` in round ``r`` (one cell per round: the round's cell)."""
        return players.where(i, col_of(r, part), _round(r, part))

    def other_at(k: int, r: int, part: str) -> Where:
        """Row ``k`` as a message names the other row (``row 12 (player 8 Ana)``), its place
        that row's cell of ``part`` in round ``r``."""
        return players.where(k).with_place(Place(col=players.places.col(col_of(r, part)), round=r + 1, part=part))

    for r in range(n_rounds):
        col = [row[r] for row in entries]
        claimed: dict[int, int] = {}
        left_out: set[int] = set()  # rows whose game this round is already a mistake
        opps = [e.opp for e in col if e.kind == "game"]
        for i, e in enumerate(col if len(set(opps)) < len(opps) else ()):  # (an opponent named twice?)
            if e.kind == "game":
                j = e.opp
                if j in claimed:
                    other = other_at(claimed[j], r, "opponent")
                    mistakes.add(fail("sw_paired_twice", where(i, r), opponent=players.label(j), other=other,
                                      other_es=other.es))
                    left_out.update((i, j, claimed[j]))
                    continue
                claimed[j] = i
        for i, e in enumerate(col):
            kind = e.kind
            if kind == "blank" or kind == "bad":
                continue
            if kind == "bye":
                rec = byes.get(e.bye)
                if rec is None:
                    rec = byes[e.bye] = RoundRecord(e.bye)  # type: ignore[arg-type]
                rows[i][r] = rec
                continue
            j = e.opp
            f = col[j]
            if j < i and f.opp == i and f.kind == "game" and not left_out:
                continue  # (the pair's two rows recorded when row j was read)
            if i in left_out or j in left_out or f.kind == "bad":
                continue
            if f.opp != i or f.kind != "game":
                other = other_at(j, r, "opponent")
                th_en, th_es = _describe(f)
                mistakes.add(fail("sw_opponent_mismatch", where(i, r), opponent=players.label(j), other=other,
                                  other_es=other.es, theirs=th_en, theirs_es=th_es, round=r + 1))
                continue
            ci = colour_of[e.colour]
            cj = colour_of[f.colour]
            if i < j:
                agree = pair[(e.outcome, f.outcome)]  # type: ignore[index]
                if agree != "ok":
                    other = where(j, r, "result")
                    if agree == "no":
                        mistakes.add(fail("sw_result_mismatch", where(i, r, "result"), mine=e.text, theirs=f.text,
                                          opponent=players.label(j), other=other, other_es=other.es))
                    else:
                        w = where(i, r, "result")
                        a, b = outcome_text(e.outcome), outcome_text(f.outcome)  # type: ignore[arg-type]
                        odd.append(Text("note_odd_pair_swiss", warning=True, location=w, location_es=w.es, mine=a, theirs=b,
                                        opponent=players.label(j), other=other))
                if ci is not None and ci == cj:
                    other = other_at(j, r, "colour")
                    cname = {"w": ("White", "blancas"), "b": ("Black", "negras")}[ci]
                    mistakes.add(fail("sw_same_colour", where(i, r, "colour"), mine=e.text, theirs=f.text,
                                      opponent=players.label(j), other=other, other_es=other.es, colour=cname[0],
                                      colour_es=cname[1]))
            # this row's record, and the other row's of the game, checked with this one
            for a, x, b, ca, cb in (((i, e, j, ci, cj), (j, f, i, cj, ci)) if i < j and not left_out else
                                    ((i, e, j, ci, cj),)):
                c = ca if ca is not None else other_colour[cb]
                key = (x.outcome, b, c)
                rec = made.get(key)
                if rec is None:
                    rec = made[key] = record(x.outcome, sn[b], c)  # type: ignore[arg-type]
                rows[a][r] = rec
    filled = fill_absences(recs, n_rounds)
    pos = {s: i for i, s in enumerate(sn)}
    odd += blank_round_warnings(filled, lambda s, r: where(pos[s], r), recs)
    return recs, odd


def fill_absences(recs: dict[int, list[RoundRecord]], n_rounds: int) -> list[tuple[int, int]]:
    """A round others played is an absence for whoever has nothing in it; after a
    withdrawal, a withdrawal. Returns the (start number, round index) of every round so read
    as an absence: left blank, it says nothing (:func:`blank_round_warnings`)."""
    held = [any(lst[r].kind in HELD for lst in recs.values()) for r in range(n_rounds)]
    absent = RoundRecord(RoundKind.ABSENT)
    gone_rec = RoundRecord(RoundKind.WITHDRAWN)
    filled: list[tuple[int, int]] = []
    not_played, withdrawn = RoundKind.NOT_PLAYED, RoundKind.WITHDRAWN
    for s, lst in recs.items():
        kinds = [x.kind for x in lst]
        if not_played not in kinds:
            continue  # (nothing to fill: a withdrawal only changes the rounds after it left blank)
        gone = False
        for r in range(n_rounds):
            k = lst[r].kind
            if k is RoundKind.WITHDRAWN:
                gone = True
            elif k is RoundKind.NOT_PLAYED and held[r]:
                lst[r] = gone_rec if gone else absent
                if not gone:
                    filled.append((s, r))
    return filled


#: the most places one warning about rounds left blank names (the others are counted)
MAX_BLANK_PLACES = 8


def _last_held(recs: dict[int, list[RoundRecord]]) -> int:
    """The index of the last round anybody played (a game, a forfeit, a bye: ``HELD``), -2 if none."""
    lists = list(recs.values())
    for r in range(max(map(len, lists), default=0) - 1, -1, -1):
        if any(len(lst) > r and lst[r].kind in HELD for lst in lists):
            return r
    return -2


def blank_round_warnings(filled: list[tuple[int, int]], place: Callable[[int, int], Any],
                         recs: dict[int, list[RoundRecord]] | None = None) -> list[Text]:
    """One warning per round in which players have nothing while others played it (issue 23:
    a game left blank changed the standings and nothing said so): those rounds are read as
    absences (0 points, a voluntary unplayed round, C.07 (2026) art. 16.1.2), which changes
    the values; the warning names each place (``place(start number, round index)``: the
    cell, or the player) and says what to type instead.

    A player whose blank rounds run to the last round anybody played (from round ``g`` on)
    gets one warning of his own instead (``warn_blank_to_end``, at his round ``g``: he may
    have withdrawn, or the results are not typed yet), never one per round as well
    (``recs``: the rounds as read, which say the last round played; without them, no such
    warning)."""
    by_round: dict[int, list[Any]] = {}
    last = _last_held(recs or {})
    mine: dict[int, set[int]] = {}
    for s, r in filled:
        mine.setdefault(s, set()).add(r)
    tails: dict[int, int] = {}
    for s, rounds in mine.items():
        if last in rounds:
            g = last
            while g - 1 in rounds:
                g -= 1
            tails[s] = g
    for s, r in filled:
        if s in tails and r >= tails[s]:
            continue
        by_round.setdefault(r, []).append(place(s, r))
    out = []
    for r, places in sorted(by_round.items()):
        shown = tuple(places[:MAX_BLANK_PLACES])
        if len(places) > MAX_BLANK_PLACES:
            from ..texts import Both

            n = len(places) - MAX_BLANK_PLACES
            shown += (Both(f"{n} more", f"{n} más"),)
        out.append(Text("warn_round_left_blank", round=r + 1, places=shown, n=len(places)))
    for s, g in sorted(tails.items(), key=lambda x: (x[1], x[0])):
        out.append(Text("warn_blank_to_end" if g < last else "warn_blank_last_round", round=g + 1, last=last + 1,
                        place=place(s, g)))
    return out


__all__ = ["read_swiss_grid", "fill_absences", "blank_round_warnings"]
