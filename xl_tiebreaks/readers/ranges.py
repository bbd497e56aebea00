"""One entry point for a results range of any layout, as organisers select it (what the Excel
functions read): :func:`read_results`.

An organiser's range is rarely only the results. It may hold, in any order and on either
side of the results, a No. / rank column, the names, titles, ratings, federations or clubs,
the points and tie-break columns; header rows (``No. | Name | Rtg | 1.Rd | ... | Pts.``) and
a title line above; blank spare rows and columns; merged cells (blank in the merged area);
and it may be a crosstable pasted from chess-results or Swiss-Manager, in ranking order,
whose rounds name opponents by rank. It finds (:mod:`~xl_tiebreaks.readers.range_layout`):

1. the **layout** (the ``layout`` setting, else from the cells): a crosstable (a block of N
   columns whose diagonal holds ``X``, ``*`` or nothing), a pairing list (a column of board
   results ``1-0``; or a pairing list pasted from chess-results or Swiss-Manager, one block per
   round under its title line and a ``Bo. No. White ... Result ... Black No.`` header:
   :mod:`~xl_tiebreaks.readers.board_lists`), else a Swiss grid (one cell per round,
   ``12w1``, or three: opponent, colour, result);
2. the **header and title rows** at the top (header words in English, Spanish and German:
   :mod:`~xl_tiebreaks.readers.labels`) and note rows at the bottom;
3. the **results block** and the **label columns** around it, and what each label column is;
4. the numbers the rounds name opponents by (the **identity** column: No., SNo or Rk., the
   one under which every game's two rows name each other; the row order when there is none),
   and the players' names and ratings;

then reads the block with the reader of its layout, every message placed at the row and
column of the organiser's range, and says which row holds which player, so that a function
returns one value per row of the range. Where the range can be read two ways, the message
says so and how to make it unambiguous (the ``layout`` setting, a header row, a No. column).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..errors import TiebreakError, gather
from ..model import RoundKind, RoundRecord
from ..settings import Settings
from ..texts import Text
from .cells import Place, Places, Where, fail
from .board_lists import board_list, read_board_list
from .crosstable import read_crosstable
from .interpret import dates_as_half, frame, in_notation, prove_points, second_lines, standings_list
from .labels import Column, int_value, profile
from .pairings import read_pairing_list
from .players import GridTournament, list_where
from .swiss import read_swiss_grid
from .range_layout import (
    _LAYOUTS, _Plan, _blank, _crosstable_block, _identity, _label_roles, _note_row, _pairing_result_column,
    _per_row, _swiss_plan, _three_colour_columns, _trim,
)


@dataclass
class ReadResults:
    """A results range read: the tournament, the start number each row of the range holds
    (``None``: header, title, blank or note rows), the layout and what the reader noticed."""

    tournament: Any
    row_players: list[int | None]
    round_order_known: bool
    layout: str
    notes: list[str] = field(default_factory=list)
    #: a Swiss grid's (opponent, colour, result) columns per round, 1-based in the range
    round_cols: list[tuple[int, int, int]] | None = None
    #: the range's header rows (they answer with the column's title, never a value)
    header_rows: tuple[int, ...] = ()
    #: the players are numbered by a rank column, the range having no start numbers: a number
    #: given for a player cannot be resolved (it is never read as a rank; issue 34 item 6)
    numbered_by_rank: int | None = None


def read_results(
    cells: Sequence[Sequence[Any]],
    *,
    settings: Settings | None = None,
    ratings: Sequence[Any] | None = None,
    names: Sequence[Any] | None = None,
) -> ReadResults:
    """Read a results range of any layout (see the module docstring).

    ``ratings`` and ``names`` are one value per row of the range (a pairing list: one per
    player, in start-number order); a list of another size is an error. Errors are
    :class:`~xl_tiebreaks.errors.TiebreakError` from the readers, located by the row and
    column of the range and the player.
    """
    st = settings or Settings()
    ss = st.score_system()
    rows_all = [list(r) if isinstance(r, (list, tuple)) else [r] for r in cells]
    width = max((len(r) for r in rows_all), default=0)
    rows_all = [r + [None] * (width - len(r)) for r in rows_all]
    n_rows = len(rows_all)
    layout = _LAYOUTS.get(st.layout or "", None)
    if st.layout and layout is None:
        raise TiebreakError("settings_bad_value", key=Text("setting_layout"), value=st.layout)
    rows = _trim(rows_all)
    listed = names is not None and any(not _blank(v) for v in names)
    if not rows:
        if not listed:
            raise fail("grid_empty")
        rows = [[None] * max(width, 1)]  # players listed, nothing typed yet
    width = len(rows[0])
    rows_all = [r[:width] + [None] * (width - len(r[:width])) for r in rows_all]
    if layout in (None, "pairings"):  # a pairing list pasted from chess-results / Swiss-Manager
        found = board_list(rows)
        if found is not None and (found.boards or found.no_round):
            gt = in_notation(lambda scale: read_board_list(rows, found, score_system=scale, total_rounds=st.rounds,
                                                           ratings=ratings), ss, st.results_as)
            sns: list[int | None] = [p.start_no for p in gt.tournament.participants]  # one value per player
            return ReadResults(gt.tournament, sns, True, "pairings", list(gt.notes))
    fr = frame(rows)  # the interpreter: preamble, header rows, players, notes under the table
    joined = second_lines(fr) if layout in (None, "swiss") else None
    if joined is not None:  # two lines a player, the colours on the second (a US Chess crosstable)
        rows = joined
        fr = frame(rows)
    top, header, end, numbered = fr.top, fr.header, fr.end, fr.numbered
    if layout is None and standings_list(fr):
        raise fail("range_standings_list")
    probed: tuple[list[int], list[Column]] | None = None
    if layout is None:
        probe_idx = fr.players
        if not probe_idx and not listed:
            raise fail("grid_empty")
        probed = (probe_idx, profile([rows[i] for i in probe_idx], width))
        layout = _layout_of([rows[i] for i in probe_idx], probed[1], numbered) if probe_idx else "swiss"
    order = fr.interleaved()  # a double round robin with two columns per opponent
    if order is not None and _LAYOUTS.get(st.layout or "") in (None, "crosstable"):
        layout = "crosstable"
    if layout == "pairings":
        return _read_pairings(rows_all, rows, top, header, st, ss, ratings, names)
    n_names = _per_row(names, "names", "nombres", n_rows, top)
    n_ratings = _per_row(ratings, "ratings", "ratings", n_rows, top)
    last = end
    if n_names is not None:  # players listed by name whose results are not typed yet
        last = max([last] + [i + 1 for i, v in enumerate(n_names) if not _blank(v)])
        rows = rows + [[None] * width for _ in range(last - len(rows))]
    body_idx = [i for i in range(top, last) if any(not _blank(v) for v in rows[i])
                or (n_names is not None and not _blank(n_names[i]))]
    if not body_idx:
        raise fail("grid_empty")
    body = [rows[i] for i in body_idx]
    cols = probed[1] if probed is not None and probed[0] == body_idx else profile(body, width)
    # the results block and the labels
    if layout == "crosstable":
        found = (fr.paired[0], 2 * fr.paired[1]) if order is not None else _crosstable_block(body, cols, numbered)
        if found is None:
            found = (0, width)
        plan = _Plan(found[0], found[0] + found[1])
        _label_roles(cols, header, (plan.c0, plan.c1), plan, body)
        _identity(cols, header, body, (plan.c0, plan.c1), [], plan)
    else:
        plan = _swiss_plan(body, cols, header)
    label_cols = [j for j in range(width) if not (plan.c0 <= j < plan.c1) and cols[j].filled]
    # rows: spare blank rows and note rows go; without label columns every row to the last is a player
    if label_cols:
        keep = [k for k, i in enumerate(body_idx) if not _note_row(rows[i], len(label_cols))]
        body_idx = [body_idx[k] for k in keep]
        body = [body[k] for k in keep]
    else:
        body_idx = list(range(top, last))
        body = [rows[i] for i in body_idx]
    block_cols = order if order is not None and layout == "crosstable" else list(range(plan.c0, plan.c1))
    places = Places(rows=[i + 1 for i in body_idx], cols=[j + 1 for j in block_cols])
    where_of: dict[str, Any] = {}
    lists: dict[str, list[Any] | None] = {"names": None, "ratings": None, "start_numbers": None, "totals": None}
    for key, arg, given, col in (("names", n_names, names, plan.name_col),
                                 ("ratings", n_ratings, ratings, plan.rating_col)):
        if arg is not None:
            lists[key] = [arg[i] for i in body_idx]
            # entry i of the reader's list is the organiser's entry of row body_idx[i] (a list
            # as long as the rows under the header starts at the first row under it)
            skip = top if len(list(given or [])) != n_rows else 0
            where_of[key] = list_where(key, entry=lambda i, skip=skip: body_idx[i] + 1 - skip)
        elif col is not None:
            lists[key] = [r[col] for r in body]
            where_of[key] = (lambda i, col=col: Places([x + 1 for x in body_idx]).cell(i, col))
    if plan.id_col is not None:
        lists["start_numbers"] = [r[plan.id_col] for r in body]
        where_of["start_numbers"] = (lambda i, col=plan.id_col: Places([x + 1 for x in body_idx]).cell(i, col))
    if plan.points_col is not None:
        lists["totals"] = [r[plan.points_col] for r in body]
        where_of["totals"] = (lambda i, col=plan.points_col: Places([x + 1 for x in body_idx]).cell(i, col))
    block = [[r[j] for j in block_cols] for r in body]
    if layout != "crosstable" and not plan.three:  # a 1/2 made a date, in a column of round entries
        block = dates_as_half(block, [cols[j].kinds["strong"] + cols[j].kinds["named"] > 0 for j in block_cols])
    notes: list[Text] = []
    if plan.how == "ambiguous":
        raise fail("range_numbering_ambiguous")
    gt: GridTournament
    late_names = None
    if lists["names"] is not None and any(_blank(v) for v in lists["names"]):
        late_names, lists["names"] = lists["names"], None  # names typed for some players only: set after
    def read_block(scale: Any) -> GridTournament:
        """The results block read with ``scale`` saying what a typed number means."""
        if layout == "crosstable":
            return read_crosstable(block, names=lists["names"], ratings=lists["ratings"], score_system=scale,
                                   totals=lists["totals"], start_numbers=lists["start_numbers"], places=places,
                                   where_of=where_of)
        try:
            return read_swiss_grid(block, names=lists["names"], ratings=lists["ratings"], score_system=scale,
                                   start_numbers=lists["start_numbers"], totals=lists["totals"], lang=st.colours,
                                   total_rounds=st.rounds, places=places, where_of=where_of,
                                   layout="three" if plan.three else "combined")
        except TiebreakError as e:
            # (a layout stated in the settings and a range of round cells only, as a template's
            # settings and names give it: its rows are the start numbers 1, 2, 3...)
            raise _with_hint(e, plan, label_cols, known_order=bool(st.layout) and not label_cols) from None

    gt = in_notation(read_block, ss, st.results_as)
    if layout == "crosstable" and st.pab is not None and len(block) % 2:
        gt = _rest_rounds_as_byes(gt)
    if plan.points_col is not None:  # the proof: the range's own points column (its notes replace the reader's)
        gt = dataclasses.replace(gt, notes=[n for n in gt.notes if getattr(n, "code", None) != "note_grid_total"])
        sns = _row_numbers(lists["start_numbers"], len(body_idx))
        declared = {p.start_no: p.declared_points for p in gt.tournament.participants}
        named = {p.start_no: p.name for p in gt.tournament.participants}

        def points_cell(k: int) -> Any:
            sn, nm = sns[k], named.get(sns[k], "")
            who = Where(f"player {sn}" + (f" {nm}" if nm else ""), f"jugador {sn}" + (f" {nm}" if nm else ""),
                        Place(start_no=sn, name=nm))
            return Places([x + 1 for x in body_idx]).cell(k, plan.points_col, who)

        notes += prove_points(gt.tournament, [(sn, declared.get(sn)) for sn in sns], points_cell, ss,
                              ignore=st.points_column == "ignore")
    if late_names is not None:
        gt = _with_names(gt, late_names, _row_numbers(lists["start_numbers"], len(body_idx)))
    row_players: list[int | None] = [None] * n_rows
    known = {p.start_no for p in gt.tournament.participants}
    for k, sn in enumerate(_row_numbers(lists["start_numbers"], len(body_idx))):
        if body_idx[k] < n_rows:
            row_players[body_idx[k]] = sn if sn in known else None
    notes += gt.notes
    by_rank = None
    if plan.id_col is not None and header[plan.id_col] == "rank":
        sno_col = _start_number_column(body, header, plan)
        if sno_col is not None:  # the rounds name opponents by rank; the players are their start numbers
            ranks = _row_numbers(lists["start_numbers"], len(body_idx))
            to_sno = {rk: int_value(r[sno_col]) for rk, r in zip(ranks, body)}
            gt = dataclasses.replace(gt, tournament=by_start_number(gt.tournament, to_sno))
            row_players = [None if sn is None else to_sno.get(sn) for sn in row_players]
            notes.append(Text("note_numbered_by_start_number", col=sno_col + 1, rank_col=plan.id_col + 1))
        else:
            notes.append(Text("note_numbered_by_rank", col=plan.id_col + 1))
            by_rank = plan.id_col + 1
    return ReadResults(gt.tournament, row_players, gt.round_order_known, layout, notes, gt.round_cols,
                       fr.header_rows, by_rank)


def _start_number_column(body: list[list[Any]], header: list[str | None], plan: Any) -> int | None:
    """In a range numbered by its rank column (the rounds name opponents by rank, a chess-results
    ranking crosstable), the column its header calls the start number (SNo, No., Nº inicial...)
    when it gives every player row a distinct whole number from 1: ``None`` otherwise."""
    for j, role in enumerate(header):
        if role != "id" or j == plan.id_col or plan.c0 <= j < plan.c1:
            continue
        vals = [int_value(r[j]) if j < len(r) else None for r in body]
        if all(v is not None and v > 0 for v in vals) and len(set(vals)) == len(vals):
            return j
    return None


def by_start_number(t: Any, to_sno: dict[int, int]) -> Any:
    """``t`` (a :class:`~xl_tiebreaks.model.Tournament` read with its players numbered by rank)
    with every player and every opponent given his start number (``to_sno``: rank -> start
    number; each player's rank kept as ``declared_rank``), in start-number order: the one
    meaning of a player's number on every path is his start number (issue 34 item 6)."""
    parts = tuple(sorted((dataclasses.replace(p, start_no=to_sno[p.start_no], declared_rank=p.start_no)
                          for p in t.participants), key=lambda p: p.start_no))

    def moved(rec: RoundRecord) -> RoundRecord:
        if rec.opponent is None or rec.opponent not in to_sno:
            return rec
        return dataclasses.replace(rec, opponent=to_sno[rec.opponent])

    rounds = {to_sno[sn]: tuple(moved(r) for r in recs) for sn, recs in t.rounds.items()}
    return dataclasses.replace(t, participants=parts, rounds={sn: rounds[sn] for sn in sorted(rounds)})


def _row_numbers(start_numbers: list[Any] | None, n: int) -> list[int]:
    """The start number of each player row: the No. column's, else the row order."""
    if start_numbers is None:
        return list(range(1, n + 1))
    return [int_value(v) if int_value(v) is not None else i + 1 for i, v in enumerate(start_numbers)]


def _layout_of(body: list[list[Any]], cols: list[Column], numbered: tuple[int, int] | None = None) -> str:
    if _crosstable_block(body, cols, numbered) is not None:
        return "crosstable"
    j = _pairing_result_column(cols)
    if j is not None and not _three_colour_columns(cols) and not any(c.is_entries for c in cols):
        return "pairings"
    return "swiss"


#: mistakes that say the rows do not name each other back (a numbering problem, maybe)
_NUMBERING = ("sw_opponent_mismatch", "grid_self_paired", "grid_opponent_missing", "sw_paired_twice")


def _with_hint(e: TiebreakError, plan: _Plan, label_cols: list[int], known_order: bool = False) -> TiebreakError:
    """A Swiss grid read in row order whose rows do not name each other back: say that the
    rows were taken as start numbers 1, 2, 3... and how to read them otherwise; the other
    disagreements follow from the numbering and are left out (mistakes of another kind are
    kept). Not said when the rows are start numbers by construction (``known_order``: a
    template's round cells, whose layout its settings state)."""
    if known_order or plan.id_col is not None or e.code not in _NUMBERING:
        return e  # (the fit of the rows, a pass over every cell, only when it can matter)
    a, d = plan.row_order_fit()
    if d >= 2 and d * 4 > a:
        problem = type(e)(e.code, **e.params)  # the message without its place (said in front), places kept as data
        hint = type(e)("range_rows_not_start_order", e.location, location_es=e.location_es, problem=problem,
                       problem_es=problem)
        rest = [x for x in e.also if x.code not in _NUMBERING]
        out = gather([hint, *rest]) if rest else hint
        out.unread = e.unread  # (a reading that stopped says so)
        return out
    return e


def _with_names(gt: GridTournament, names: list[Any], start_numbers: list[int]) -> GridTournament:
    """The players named from a names column that has blanks (names not typed yet)."""
    by_sn = {sn: ("" if _blank(v) else str(v).strip()) for sn, v in zip(start_numbers, names)}
    parts = tuple(dataclasses.replace(p, name=by_sn.get(p.start_no, p.name)) for p in gt.tournament.participants)
    return dataclasses.replace(gt, tournament=dataclasses.replace(gt.tournament, participants=parts))


def _rest_rounds_as_byes(gt: GridTournament) -> GridTournament:
    """Odd round robin with a bye value in the settings: the rest rounds are
    pairing-allocated byes worth that value (else they score nothing)."""
    rounds = {
        s: tuple(RoundRecord(RoundKind.PAB) if r.kind is RoundKind.ABSENT else r for r in recs)
        for s, recs in gt.tournament.rounds.items()
    }
    t = dataclasses.replace(gt.tournament, rounds=rounds)
    return dataclasses.replace(gt, tournament=t, notes=list(gt.notes) + [Text("note_rest_as_byes")])


# =====================================================================================
# pairing lists
# =====================================================================================


def _read_pairings(rows_all: list[list[Any]], rows: list[list[Any]], top: int, header: list[str | None],
                   st: Settings, ss: Any, ratings: Any, names: Any) -> ReadResults:
    gt = in_notation(lambda scale: read_pairing_list(rows, names=names, ratings=ratings, score_system=scale,
                                                     total_rounds=st.rounds), ss, st.results_as)
    players: list[int | None] = [p.start_no for p in gt.tournament.participants]  # one value per player
    return ReadResults(gt.tournament, players, gt.round_order_known, "pairings", list(gt.notes))


__all__ = ["read_results", "ReadResults"]
