"""The range interpreter (issue 25): what every row and column of an organiser's range is,
decided from evidence before any layout reader reads a cell.

An organiser's range is what he pasted or typed: an export of a pairing program whole (title
lines, one or two header rows, label columns in any order, the results, points and tie-break
columns, notes and a footer) or a plain block of results. The interpreter classifies:

* **rows** (:class:`Frame`): the preamble above the header row (titles, the database line, a
  date, a remark: :func:`_first_header_row`), the header rows (:func:`_header_rows`: header
  words in English, Spanish and German; a crosstable's own column numbers), the players' rows,
  blank rows, note rows inside the table (:func:`_note_row`) and the notes under it
  (:func:`_trailing_notes`: annotation, footer, the page's address);
* **columns**: the role each header announces (:func:`~xl_tiebreaks.readers.labels.header_role`:
  No., rank, name, rating, points, tie-break, round...), a crosstable's numbered columns
  (:func:`_numbered_run`); the results block and the label columns around it are found by
  :mod:`~xl_tiebreaks.readers.range_layout` from the cells' kinds;
* **the notation of the results** (:func:`notation`): game results (1 / ½ / 0) or the points of
  the event's scoring (3 / 1 / 0), decided from the whole range;

and then proves the reading: :func:`prove_points` compares the range's own points column with
the points the reading gives under the event's scoring (the strongest guard against a silent
misread). The individual reader (:mod:`~xl_tiebreaks.readers.ranges`) and the team reader
(:mod:`~xl_tiebreaks.teams.readers.results`) take their frame from here.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Callable

from ..errors import TiebreakError
from ..model import ScoreSystem
from ..texts import Text
from ..validate import shown as shown_number
from .labels import Column, cell_kind, header_role, int_value


def _blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


# =====================================================================================
# the shape: rows and columns that matter
# =====================================================================================


def _is_title_row(r: list[Any]) -> bool:
    """A title line over a wide table: one text of several words (``Moscow Open 2018 - Group A``)."""
    filled = [v for v in r if not _blank(v)]
    if len(r) < 3 or len(filled) != 1 or not isinstance(filled[0], str) or cell_kind(filled[0]) != "text":
        return False
    t = filled[0].strip()
    return len(re.findall(r"[^\W\d_]", t)) >= 5 and (" " in t or len(t) >= 8)


def _header_rows(rows: list[list[Any]]) -> tuple[int, list[str | None]]:
    """How many rows at the top are titles or headers, and each column's header role."""
    roles: list[str | None] = [None] * (max((len(r) for r in rows), default=0))
    top = 0
    first = _first_header_row(rows)
    if first:  # the export's preamble above its header row: title lines, a date, a remark
        top = first
    for i, r in enumerate(rows[:6] if not first else rows[first:first + 6], start=first):
        filled = [v for v in r if not _blank(v)]
        if not filled:
            continue  # (a blank row above a header row goes with it)
        found = [header_role(v) for v in r]
        words = sum(1 for x in found if x is not None)
        if sum(1 for v in filled if cell_kind(v) == "strong") >= 2:
            break  # round entries (12w1, W  39, + 21N): a player's row, whatever its words say
        if words >= 2 or (words >= 1 and words >= len(filled) - 1 and len(filled) >= 2):
            top = i + 1
            last = None
            for j, x in enumerate(found):
                if x is not None:
                    roles[j] = x
                    last = x
                elif _blank(r[j]) and last == "round" and roles[j] is None:
                    roles[j] = "round"  # a round's header merged over its three cells
                else:
                    if roles[j] == "pairing" and int_value(r[j]) is not None:
                        roles[j] = "round"  # "Round" over the round's number (a US Chess crosstable)
                    last = None
            continue
        nums = [int_value(v) for v in filled]
        if len(filled) >= 2 and nums == list(range(1, len(filled) + 1)) and all(
                not any(not _blank(v) for v in rows[k]) for k in range(top, i)):
            top = i + 1  # a crosstable's column numbers
            continue
        if _is_title_row(r) and all(not any(not _blank(v) for v in rows[k]) for k in range(top, i)):
            top = i + 1
            continue
        break
    return top, roles


#: rows an export may put above its header row (chess-results: the database line, the event,
#: the last update, the table's name; a remark a user added)
_PREAMBLE = 8


def _header_words(r: list[Any]) -> int:
    return sum(1 for v in r if header_role(v) is not None)


def _first_header_row(rows: list[list[Any]]) -> int:
    """The index of the header row when rows above it are an export's preamble (each at most
    two filled cells, none of them a header word), else 0 (the rows are read from the top)."""
    for i, r in enumerate(rows[:_PREAMBLE]):
        filled = [v for v in r if not _blank(v)]
        if len(filled) >= 2 and _header_words(r) >= 2:
            return i
        if len(filled) > 2 or (filled and _header_words(r)):
            return 0
    return 0


def _numbered_run(row: list[Any] | None) -> tuple[int, int] | None:
    """(first column, count) of a header row's run of column numbers 1, 2, 3... (a
    crosstable's opponents, as Vega and chess-results head them), or ``None``. A double round
    robin's two blocks side by side (``1 2 3 4 1 2 3 4``) are one run of twice the players."""
    if not row:
        return None
    for j, v in enumerate(row):
        if int_value(v) == 1 and not isinstance(v, bool):
            k = 1
            while j + k < len(row) and int_value(row[j + k]) == k + 1 and not isinstance(row[j + k], bool):
                k += 1
            if k >= 2:
                if all(j + k + m < len(row) and int_value(row[j + k + m]) == m + 1 for m in range(k)):
                    return (j, 2 * k)
                return (j, k)
    return None


def _paired_columns(row: list[Any] | None) -> tuple[int, int] | None:
    """(first column, players) of a header whose every opponent number heads two columns
    (``1 1 2 2 3 3``, or ``1 _ 2 _ 3 _`` merged over two cells): a double round robin with two
    columns per opponent, first game then second; ``None`` otherwise."""
    if not row:
        return None
    for j, v in enumerate(row):
        if int_value(v) == 1 and not isinstance(v, bool) and j + 1 < len(row) and \
                (int_value(row[j + 1]) == 1 or _blank(row[j + 1])):
            k = 0
            while j + 2 * k + 1 < len(row) and int_value(row[j + 2 * k]) == k + 1 and \
                    (int_value(row[j + 2 * k + 1]) == k + 1 or _blank(row[j + 2 * k + 1])):
                k += 1
            if k >= 2:
                return (j, k)
    return None


def _trailing_notes(rows: list[list[Any]], top: int) -> int:
    """Where the notes under a table begin (``len(rows)`` when there are none): the last rows
    of the range, each one text (``Annotation:``, ``Tie Break1: ...``, ``Generated by ...``,
    a footer with the page's address) or blank, in columns that hold no names above them, in
    a range of three columns or more. A player listed by name only (his results not typed
    yet) is no note: his name is in the names column."""
    if not rows or len(rows[0]) < 3:
        return len(rows)
    k = len(rows)
    cols: set[int] = set()
    while k > top:
        r = rows[k - 1]
        filled = [(j, v) for j, v in enumerate(r) if not _blank(v)]
        if not filled:
            k -= 1
            continue
        if len(filled) != 1 or not isinstance(filled[0][1], str) or cell_kind(filled[0][1]) != "text" or \
                len(re.findall(r"[^\W\d_]", filled[0][1])) < 2:
            break
        cols.add(filled[0][0])
        k -= 1
    while k < len(rows) and all(_blank(v) for v in rows[k]):
        k += 1  # (blank rows between the players and the notes stay with the players)
    if k == len(rows) or not any(any(not _blank(v) for v in rows[i]) for i in range(top, k)):
        return len(rows)  # (nothing above them: the rows are the players, e.g. names only)
    for j in cols:
        above = [rows[i][j] for i in range(top, k) if not _blank(rows[i][j])]
        if above and sum(1 for v in above if isinstance(v, str) and cell_kind(v) in ("text", "named")) * 2 >= len(above):
            return len(rows)  # a names column: players without results yet
    return k


def _note_row(r: list[Any], label_cols: int) -> bool:
    """A remark under (or inside) the table: one long text in a table with label columns."""
    return label_cols > 0 and _is_title_row(r) and len(next(v for v in r if not _blank(v)).strip()) >= 15




#: a rule line between the rows of a text table (``-----``, ``=====``, ``_____``): no data
_RULE = re.compile(r"^\s*([-=_*~+])\1{2,}\s*$")


def _rule_line(r: list[Any]) -> bool:
    """A row that only draws a line (a text export's separator, pasted into one cell)."""
    if len(r) - r.count(None) - r.count("") > 1:
        return False  # (counted in C: a large grid's rows are not looked at cell by cell)
    filled = [v for v in r if not _blank(v)]
    return len(filled) == 1 and isinstance(filled[0], str) and _RULE.match(filled[0]) is not None


def _filled_width(r: list[Any]) -> int:
    """How many cells of row ``r`` reach its last filled one (looked at from its end: a grid's
    rows usually end filled)."""
    for j in range(len(r) - 1, -1, -1):
        if not _blank(r[j]):
            return j + 1
    return 0


def _trim(cells: list[list[Any]]) -> list[list[Any]]:
    """The range without its trailing blank rows and columns, a rule line (:func:`_rule_line`)
    read as a blank row (a copy: the cells given are not modified)."""
    rows = [[None] * len(r) if _rule_line(r) else list(r) for r in cells]
    while rows and all(_blank(v) for v in rows[-1]):
        rows.pop()
    width = max((_filled_width(r) for r in rows), default=0)
    return [r[:width] + [None] * (width - len(r[:width])) for r in rows]




@dataclass
class Frame:
    """What the rows and columns of a range are (see the module docstring).

    Attributes:
        rows: the range without its trailing blank rows and columns (:func:`_trim`).
        top: the rows above the players (preamble, titles, header rows).
        end: where the notes under the table begin (``len(rows)`` without notes).
        header: the role each column's header announces (``None``: no header word).
        numbered: (first column, count) of a crosstable header's column numbers 1..N.
    """

    rows: list[list[Any]]
    top: int
    end: int
    header: list[str | None]
    numbered: tuple[int, int] | None = None
    players: list[int] = field(default_factory=list)
    #: (first column, players) of a double round robin's two columns per opponent (``1 1 2 2``)
    paired: tuple[int, int] | None = None
    #: the header rows among the top rows (column titles: header words, a crosstable's numbers),
    #: not the title lines above them; an answer gives them the column's title (issue 23 item 5)
    header_rows: tuple[int, ...] = ()

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def interleaved(self) -> list[int] | None:
        """The columns of a double round robin with two columns per opponent, reordered as two
        blocks (every first game, then every second game), or ``None``."""
        if self.paired is None:
            return None
        c0, n = self.paired
        return [c0 + 2 * k for k in range(n)] + [c0 + 2 * k + 1 for k in range(n)]

    def results_end(self) -> int:
        """One past the last column of the results (crosstable block or rounds): the points
        and tie-break columns an export writes at the right are not results. The whole width
        when no header says where the results are."""
        if self.numbered is not None:
            return self.numbered[0] + self.numbered[1]
        if self.paired is not None:
            return self.paired[0] + 2 * self.paired[1]
        rounds = [j for j, r in enumerate(self.header) if r == "round"]
        if rounds:
            return rounds[-1] + 1
        return self.width


def frame(rows: list[list[Any]]) -> Frame:
    """The frame of a trimmed range (:func:`_trim`): header, preamble, players and notes."""
    top, header = _header_rows(rows)
    width = len(rows[0]) if rows else 0
    header = (header + [None] * width)[:width]
    end = _trailing_notes(rows, top)
    numbered = _numbered_run(rows[top - 1]) if top else None
    players = [i for i in range(top, end) if any(not _blank(v) for v in rows[i])]
    paired = _paired_columns(rows[top - 1]) if top else None
    if paired is not None:
        numbered = None
    heads = tuple(i for i in range(top) if _header_words(rows[i]) or
                  ((_numbered_run(rows[i]) or _paired_columns(rows[i])) and i == top - 1))
    return Frame(rows, top, end, header, numbered, players, paired, heads)


def second_lines(fr: Frame) -> list[list[Any]] | None:
    """The rows of a range whose players take two lines each, the colours on the second (a US
    Chess crosstable: ``W  39`` over ``B``), with each colour joined to its round on the first
    line (``W  39 B``) and the second lines blank; ``None`` when the range is not so.

    A second line: directly under each player's line (the players' rows come in pairs), in a
    range whose header names its round columns, every round cell of it a colour (``W``,
    ``B``...) or blank, at least one second line with a colour and one first line with a round
    entry that is not a colour (a player who played no game has a second line without colours;
    a player with byes only, ``B``, a first line of letters). Its other cells (the rating line, a
    state, a norm) are not the player's results. A copy: the cells given are not modified.
    """
    from .cells import COLOUR_WORDS

    rounds = [j for j, role in enumerate(fr.header) if role == "round"]
    pl = fr.players
    if not rounds or not pl or len(pl) % 2:
        return None

    def colour(v: Any) -> bool:
        return isinstance(v, str) and v.strip().lower() in COLOUR_WORDS

    firsts, second = pl[0::2], pl[1::2]
    if any(b != a + 1 for a, b in zip(firsts, second)) or \
            any(not (colour(fr.rows[i][j]) or _blank(fr.rows[i][j])) for i in second for j in rounds) or \
            not any(colour(fr.rows[i][j]) for i in second for j in rounds) or \
            not any(not _blank(fr.rows[i][j]) and not colour(fr.rows[i][j]) for i in firsts for j in rounds):
        return None
    rows = [list(r) for r in fr.rows]
    for i in second:
        for j in rounds:
            if colour(rows[i][j]) and isinstance(rows[i - 1][j], str):
                rows[i - 1][j] = f"{rows[i - 1][j].rstrip()} {rows[i][j].strip()}"
        rows[i] = [None] * len(rows[i])
    return rows


# =====================================================================================
# the notation of the results: game results (1 / ½ / 0) or the event's points (3 / 1 / 0)
# =====================================================================================

GAME = (Fraction(1), Fraction(1, 2), Fraction(0))
#: the notes of a pair of results whose points do not make one game (1 against 1...)
_ODD = ("note_odd_pair_ct", "note_odd_pair_swiss", "note_odd_pair_pl")


def results_scale(ss: ScoreSystem) -> ScoreSystem:
    """The score system that reads results typed as game results (1 win, ½ draw, 0 loss) in an
    event scored ``ss`` (3/1/0...): each value of ``ss`` written as the game result it is."""
    as_game = {ss.win: Fraction(1), ss.draw: Fraction(1, 2), ss.loss: Fraction(0)}

    def m(v: Fraction | None) -> Fraction | None:
        return None if v is None else as_game.get(v, v)

    return dataclasses.replace(ss, win=Fraction(1), draw=Fraction(1, 2), loss=Fraction(0), forfeit_win=None,
                               forfeit_loss=None, pab=m(ss.pab), full_bye=m(ss.full_bye),
                               half_bye=m(ss.half_bye), zero_bye=m(ss.zero_bye) or Fraction(0),
                               absent=m(ss.absent) or Fraction(0))


def _odd(notes: list[Any]) -> list[Any]:
    return [n for n in notes if getattr(n, "code", None) in _ODD]


def in_notation(read: Callable[[ScoreSystem], Any], ss: ScoreSystem, said: str | None = None) -> Any:
    """Read a range whose results may be typed as game results or in the event's points
    (issue 23 item 1): ``read(scale)`` reads it with the score system ``scale`` that says what
    a typed number means and returns the reader's :class:`GridTournament`; the tournament it
    returns is scored ``ss``.

    Under 1 / ½ / 0 the two notations are one. Otherwise the range decides, as a whole, never
    cell by cell: a reading that cannot be read (a 3 is no game result, a ½ no point of 3/1/0)
    is not it; of two readings the one whose games add up (1 against 0 is a game in results, a
    draw against a loss in points; 1 against 1 a draw in points) is it; ``said`` (the setting
    ``results_as``: ``"games"`` / ``"points"``) decides instead. A note says which was read.

    Raises:
        TiebreakError: the reading's own mistakes; ``range_notation_ambiguous`` naming a game
            of each reading when both readings have results that do not make a game.
    """
    if (ss.win, ss.draw, ss.loss) == GAME:
        return read(ss)
    games = results_scale(ss)
    shown = f"{shown_number(ss.win)}/{shown_number(ss.draw)}/{shown_number(ss.loss)}"
    if said == "points":
        return _scored(read(ss), ss, "note_results_as_points", shown)
    if said == "games":
        return _scored(read(games), ss, "note_results_as_games", shown)
    got: dict[str, Any] = {}
    errors: dict[str, TiebreakError] = {}
    for name, scale in (("games", games), ("points", ss)):
        try:
            got[name] = read(scale)
        except TiebreakError as e:
            errors[name] = e
    if not got:  # neither reads: the mistakes of the reading with fewer (game results first)
        raise min((errors["games"], errors["points"]), key=lambda e: len(e.every()) + e.more + e.unread)
    if len(got) == 1:
        name = next(iter(got))
    else:
        odd_g, odd_p = _odd(got["games"].notes), _odd(got["points"].notes)
        if odd_g and odd_p:
            g, p = odd_g[0].location, odd_p[0].location
            raise TiebreakError("range_notation_ambiguous", games=g, games_es=getattr(g, "es", g), points=p,
                                points_es=getattr(p, "es", p), scoring=shown)
        name = "points" if odd_g and not odd_p else "games"
    return _scored(got[name], ss, f"note_results_as_{name}", shown)


def _scored(gt: Any, ss: ScoreSystem, note: str, shown: str) -> Any:
    """``gt`` scored ``ss``, with the note of the notation read (the readers' own notes on
    typed totals are the proof's now: :func:`prove_points`)."""
    t = dataclasses.replace(gt.tournament, score_system=ss)
    notes = [n for n in gt.notes if getattr(n, "code", None) != "note_grid_total"] + [Text(note, scoring=shown)]
    return dataclasses.replace(gt, tournament=t, notes=notes)


# =====================================================================================
# the proof: the range's own points column
# =====================================================================================


def prove_points(t: Any, rows: list[tuple[int, Any]], where: Callable[[int], Any], ss: ScoreSystem,
                 ignore: bool) -> list[Text]:
    """Compare the points column of the range with the reading (the strongest guard against
    a silent misread: a layout, a numbering or a notation read wrong shows in the totals).

    ``rows``: (start number, the points the column declares, parsed) of each player row;
    ``where(k)``: the place of the k-th row's points cell. ``ignore`` (the setting
    ``points_column: ignore``): the column may differ on purpose (penalties, a table after
    another round): each difference is a note instead.

    Raises:
        TiebreakError: ``range_points_disagree`` at the first row that differs, naming both
            totals, the scoring and how many rows differ.
    """
    wrong = [(k, sn, d, t.points(sn)) for k, (sn, d) in enumerate(rows) if d is not None and t.points(sn) != d]
    if not wrong:
        return []
    scoring = f"{shown_number(ss.win)}/{shown_number(ss.draw)}/{shown_number(ss.loss)}"
    if ignore:
        out = []
        for k, sn, d, got in wrong:
            w = where(k)
            out.append(Text("note_grid_total", location=w, location_es=w.es, typed=shown_number(d),
                            got=shown_number(got)))
        return out
    k, sn, d, got = wrong[0]
    w = where(k)
    raise TiebreakError("range_points_disagree", w, location_es=w.es, typed=shown_number(d), got=shown_number(got),
                        scoring=scoring, n=len(wrong))


# =====================================================================================
# what a range is not: a standings list without the rounds
# =====================================================================================

#: cell kinds (:func:`~xl_tiebreaks.readers.labels.cell_kind`) that only results hold
_RESULT_KINDS = ("strong", "named", "result", "pair", "diag", "entry", "colour")
#: header roles of columns that hold a player's labels, never a result (``other``: sex,
#: category, birth...: a sex ``F`` or ``w`` is no forfeit, no colour)
_LABEL_ROLES = ("name", "title", "fed", "club", "other")


#: what a crosstable's diagonal cell may hold (a player's game against himself: none)
_DIAGONAL = {"", "x", "*", "—", "–", "-", "×", "#", "/"}


def _crosstable_block(rows: list[list[Any]], cols: list[Column], numbered: tuple[int, int] | None = None
                      ) -> tuple[int, int] | None:
    """(first column, width) of the crosstable block: N (or 2N) consecutive columns whose
    diagonal holds a mark (X, *, ...) or nothing, and whose other cells hold results.
    ``numbered``: (first column, count) of the header's own column numbers 1..N over the
    block, which say where it is when its diagonal is blank (Vega's crosstables)."""
    n = len(rows)
    width = len(cols)
    if n < 2:
        return None
    if numbered is not None and numbered[1] in (n, 2 * n):
        c0, w = numbered

        def marked(i: int, j: int) -> bool:
            v = rows[i][j]
            return _blank(v) or (isinstance(v, str) and v.strip().casefold() in _DIAGONAL)

        if all(marked(i, c0 + i) and (w == n or marked(i, c0 + n + i)) for i in range(n)):
            block = cols[c0:c0 + w]
            if not any(x is not None and x > 3 for c in block for x in c.ints):
                return (c0, w)
    best: tuple[int, int, int] | None = None
    for c0 in range(0, width - n + 1):
        marks = 0
        ok = True
        for i in range(n):
            v = rows[i][c0 + i]
            if _blank(v):
                continue
            if isinstance(v, str) and v.strip().casefold() in _DIAGONAL:
                marks += 1
                continue
            ok = False
            break
        if not ok:
            continue
        block = cols[c0:c0 + n]
        # (a game's score, 1-0, is a crosstable cell when every diagonal cell is marked)
        bad = sum(c.kinds[k] for c in block for k in ("text", "named", "strong", "colour", "title", "fed")) + \
            (sum(c.kinds["pair"] for c in block) if marks < n else 0)
        nums = sum(c.kinds["int"] for c in block)
        # a number above 3 says Swiss opponents, unless every diagonal cell is marked: then it is a
        # crosstable with a wrong result (1e308, 7), which the crosstable reader names as typed
        big = marks < n and any(x is not None and x > 3 for c in block for x in c.ints)
        if bad > n or big or (marks == 0 and (width != n or nums + sum(c.kinds["result"] for c in block) == 0)):
            continue
        w = n
        if c0 + 2 * n <= width:  # a double round robin in two blocks
            if all(_blank(rows[i][c0 + n + i]) or (isinstance(rows[i][c0 + n + i], str) and
                   rows[i][c0 + n + i].strip().casefold() in _DIAGONAL) for i in range(n)):
                second = cols[c0 + n:c0 + 2 * n]
                if not any(x is not None and x > 3 for c in second for x in c.ints) and \
                        sum(c.kinds[k] for c in second for k in ("text", "named", "strong")) <= n and \
                        sum(c.filled for c in second) > 0:
                    w = 2 * n
        score = marks * 10 - abs(c0)
        if best is None or score > best[2]:
            best = (c0, w, score)
    return (best[0], best[1]) if best else None


def standings_list(fr: Frame) -> bool:
    """A standings list pasted without the rounds' results (issue 23 item 10): a header row
    naming points or tie-break columns (``Rk. | SNo | Name | FED | Rtg | Pts. | TB1``), no round
    or crosstable columns in it, and no cell under it that only a result could be (``12w1``,
    ``1-0``, ``½``, a colour, a bye). The functions cannot compute anything from it: who played
    whom is not there."""
    from .labels import profile

    roles = set(fr.header)
    if not fr.players or not roles & {"points", "tiebreak"} or "round" in roles or fr.numbered is not None or \
            fr.paired is not None:
        return False
    body = [fr.rows[i] for i in fr.players]
    cols = profile(body, fr.width)
    # (a column the header calls a name, a title, a federation, a club, a sex or a category
    # holds no results, whatever its cells look like: a player called "B" is no colour)
    labels = {j for j, role in enumerate(fr.header) if role in _LABEL_ROLES}
    return not any(c.kinds[k] for j, c in enumerate(cols) if j not in labels for k in _RESULT_KINDS) and \
        _crosstable_block(body, cols) is None


def dates_as_half(block: list[list[Any]], rounds: list[bool]) -> list[list[Any]]:
    """A Swiss grid's round columns (``rounds[j]``: column ``j`` holds round entries such as
    ``12w1``) with each typed ``1/2`` that the spreadsheet made a date (2 January, 1 February, or
    the serial number of one) read as ``½``: in such a column nothing else can be meant (issue 25
    item 1); elsewhere the date stays, and is refused at its cell. A copy; the input is not
    modified."""
    from .cells import half_from_date

    if not any(rounds):
        return block
    # (a text, the round entries' usual cell, is never a date: only other cells are looked at)
    plain = {str, type(None)}
    return [list(row) if plain.issuperset(map(type, row)) else
            [("½" if rounds[j] and type(v) is not str and half_from_date(v) else v) for j, v in enumerate(row)]
            for row in block]
