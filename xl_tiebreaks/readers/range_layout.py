"""What an organiser's range holds, before it is read (:func:`~xl_tiebreaks.readers.ranges.read_results`):
its shape (header and title rows at the top, note rows at the bottom), its layout (a
crosstable's diagonal block, a pairing list's result column, else a Swiss grid), the
numbers its rounds name opponents by and the column that holds them (the identity column),
and what each label column around the results holds (names, ratings, points...).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable, Sequence

from .cells import fail
from .interpret import (  # noqa: F401 - the shape of a range and its crosstable block: the interpreter's (re-exported)
    _DIAGONAL, _blank, _crosstable_block, _first_header_row, _header_rows, _is_title_row, _note_row, _numbered_run,
    _trailing_notes, _trim,
)
from .labels import Column, cell_kind, each_text_once, header_role, int_value, profile
from .swiss_entries import us_notation

_LAYOUTS = {
    "crosstable": "crosstable", "tablacruzada": "crosstable", "cruzada": "crosstable", "cuadro": "crosstable",
    "roundrobin": "crosstable", "rr": "crosstable", "kreuztabelle": "crosstable",
    "swiss": "swiss", "suizo": "swiss", "rondas": "swiss", "grid": "swiss", "swissgrid": "swiss",
    "cuadrosuizo": "swiss", "rounds": "swiss",
    "pairings": "pairings", "pairinglist": "pairings", "emparejamientos": "pairings", "pareos": "pairings",
    "listadeemparejamientos": "pairings", "boards": "pairings", "mesas": "pairings",
}
_PAIR_RESULT = re.compile(
    r"^\s*(1|0|½|0[.,]5|1/2|\+|-|=)\s*[-–:]\s*(1|0|½|0[.,]5|1/2|\+|-|=)\s*$|^\s*(\+/-|-/\+|\+--|--\+|-/-)\s*$"
)





# =====================================================================================
# layout
# =====================================================================================


def _pairing_result_column(cols: list[Column]) -> int | None:
    """The column of board results (``1-0``) of a pairing list, if one holds mostly those."""
    best = None
    for c in cols:
        if c.kinds["pair"] and c.kinds["pair"] >= 0.5 * (c.filled - c.kinds["entry"]):
            if best is None or c.kinds["pair"] > cols[best].kinds["pair"]:
                best = c.j
    return best


def _detect(rows: list[list[Any]], kinds: dict[str, str] | None = None) -> str:
    """``crosstable``, ``pairings`` or ``swiss`` for a range of results only (the team
    readers use this; ``kinds``: the texts' kinds known from a call on nearly the same rows,
    :func:`~xl_tiebreaks.readers.labels.profile`)."""
    rows = _trim(rows)
    cols = profile(rows, len(rows[0]) if rows else 0, kinds)
    if _crosstable_block(rows, cols) is not None and len(rows[0]) in (len(rows), 2 * len(rows), 2 * len(rows) - 1):
        return "crosstable"
    j = _pairing_result_column(cols)
    if j is not None and not _three_colour_columns(cols):
        return "pairings"
    return "swiss"


def _three_colour_columns(cols: list[Column]) -> list[int]:
    """The colour columns of a three-cells-per-round grid, if they are spaced by three."""
    cc = [c.j for c in cols if c.is_colours]
    if not cc:
        return []
    if all((b - a) % 3 == 0 for a, b in zip(cc, cc[1:])):
        return cc
    return []


# =====================================================================================
# the Swiss block and the label columns
# =====================================================================================


_LEADING_NUMBER = re.compile(r"^\s*(\d+)")


def _opponent_number(v: Any) -> int | None:
    """The opponent number a Swiss cell starts with (``12w1`` -> 12), or ``None``."""
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, (int, float)):
        return int(v) if float(v).is_integer() and v > 0 else None
    if isinstance(v, str):
        m = _LEADING_NUMBER.match(v)
        if m and int(m.group(1)) > 0:
            return int(m.group(1))
    return None


def _opponent_numbers(rows: list[list[Any]], round_cols: list[int]) -> dict[int, list[int | None]]:
    """Each round column's opponent numbers (each distinct text read once)."""
    memo: dict[Any, int | None] = {}
    out = {}
    for j in round_cols:
        out[j] = each_text_once([r[j] for r in rows], _opponent_number, memo)
    return out


def _consistency(opps: dict[int, list[int | None]], round_cols: list[int], ids: list[int | None]
                 ) -> tuple[int, int]:
    """(agreements, disagreements) when rows are numbered ``ids``: the opponent named in a
    round names this row's number back (``opps``: each round column's opponent numbers)."""
    pos = {k: i for i, k in enumerate(ids) if k is not None}
    agree = disagree = 0
    for j in round_cols:
        col = opps[j]
        for i, k in enumerate(col):
            if k is None:
                continue
            o = pos.get(k)
            if o is None or o == i:
                disagree += 1
            elif col[o] == ids[i]:
                agree += 1
            else:
                disagree += 1
    return agree, disagree


def _involution(col: Column, ids: list[int | None]) -> bool:
    """A column of opponent numbers (a round paired, results not typed yet)?"""
    pos = {k: i for i, k in enumerate(ids) if k is not None}
    seen = 0
    for i, k in enumerate(col.ints):
        if k is None:
            continue
        o = pos.get(k)
        if o is None or o == i or col.ints[o] != ids[i]:
            return False
        seen += 1
    return seen > 0


@dataclass
class _Plan:
    """How to read a Swiss grid or a crosstable range."""

    c0: int  # first column of the results block
    c1: int  # one past its last column
    three: bool = False
    id_col: int | None = None
    name_col: int | None = None
    rating_col: int | None = None
    points_col: int | None = None
    how: str = ""  # "ambiguous": two numberings fit every game
    fit: tuple[int, int] | None = (0, 0)  # (agreements, disagreements) of the row order (None: not counted yet)
    fit_source: Any = None  # (rows, round columns) to count them from when a message needs them

    def row_order_fit(self) -> tuple[int, int]:
        """(agreements, disagreements) when the rows are numbered 1, 2, 3... in order."""
        if self.fit is None:
            rows, round_cols = self.fit_source
            self.fit = _consistency(_opponent_numbers(rows, round_cols), round_cols, list(range(1, len(rows) + 1)))
        return self.fit


def _label_roles(cols: list[Column], header: list[str | None], block: tuple[int, int], plan: _Plan,
                 rows: list[list[Any]]) -> None:
    """Name, rating and points columns among the label columns (outside the block)."""
    labels = [c for c in cols if not (block[0] <= c.j < block[1]) and c.filled]
    by_header = {r: [c.j for c in labels if header[c.j] == r] for r in ("name", "rating", "points")}
    names = by_header["name"] or [c.j for c in labels if c.name_like() and header[c.j] in (None, "name")]
    if not names:  # short names the rounds refer to ("C Negras 1")
        names = [c.j for c in labels if c.j in _named_columns(rows, cols)]
    if names:
        plan.name_col = max(names, key=lambda j: (header[j] == "name",
                                                  sum(len(t) for t in cols[j].texts) / max(1, len(cols[j].texts))))
    ratings = by_header["rating"] or [c.j for c in labels if header[c.j] is None and c.rating_like()]
    if ratings:
        plan.rating_col = ratings[0]
    if by_header["points"]:
        plan.points_col = by_header["points"][0]


def _identity(cols: list[Column], header: list[str | None], rows: list[list[Any]], block: tuple[int, int],
              round_cols: list[int], plan: _Plan) -> None:
    """The column whose numbers the rounds name opponents by (else the row order)."""
    n = len(rows)
    cands = [c for c in cols if not (block[0] <= c.j < block[1]) and c.filled == n and c.distinct_ints()
             and header[c.j] in (None, "id", "rank") and not c.rating_like() and c.j != plan.rating_col]
    if not cands:  # only the row order can number the rows (a template's round cells): nothing to weigh
        plan.id_col, plan.fit, plan.fit_source = None, None, (rows, round_cols)
        return
    readings: list[tuple[int | None, list[int | None]]] = [(c.j, list(c.ints)) for c in cands]
    readings.append((None, list(range(1, n + 1))))
    opps = _opponent_numbers(rows, round_cols)
    scored = []
    for j, ids in readings:
        a, d = _consistency(opps, round_cols, ids)
        scored.append((a - 3 * d, a, d, j, ids))
        if j is None:
            plan.fit = (a, d)
    if not round_cols or all(s[1] == 0 for s in scored):
        # nothing typed names an opponent by number: the No. column (by its header, else the leftmost)
        pick = next((c.j for c in cands if header[c.j] == "id"), None)
        if pick is None and cands:
            pick = cands[0].j
        plan.id_col = pick
        return
    scored.sort(key=lambda s: (-s[0], s[3] is None, s[3] if s[3] is not None else 0))
    best = scored[0]
    plan.id_col = best[3]
    others = [s for s in scored[1:] if s[2] == 0 and s[1] == best[1] and s[4] != best[4]]
    if best[2] == 0 and others and plan.name_col is None:
        # two numberings fit every game: the one a header calls No. / SNo, else say so
        named = [s for s in [best] + others if s[3] is not None and header[s[3]] == "id"]
        if len(named) == 1:
            plan.id_col = named[0][3]
        else:
            plan.how = "ambiguous"


def _named_columns(rows: list[list[Any]], cols: list[Column]) -> set[int]:
    """Columns of distinct texts that the rounds refer to by name (``C Negras 1``: names ``C``)."""
    out: set[int] = set()
    where = [c.j for c in cols if c.kinds["named"]]
    if not where:
        return out
    named = [str(r[j]).strip().casefold() for r in rows for j in where
             if isinstance(r[j], str) and cell_kind(r[j]) == "named"]
    for c in cols:
        vals = [r[c.j] for r in rows]
        if not all(isinstance(v, str) and not _blank(v) for v in vals):
            continue
        keys = {v.strip().casefold() for v in vals}
        if len(keys) == len(vals) and any(t.startswith(k) and len(t) > len(k) and not t[len(k)].isalnum()
                                          for t in named for k in keys):
            out.add(c.j)
    return out


_LABEL_ROLES = {"id", "rank", "name", "title", "rating", "fed", "club", "points", "tiebreak", "other"}


def _label_like(c: Column, header: list[str | None]) -> bool:
    """A column that reads as a label (No., name, rating, title, federation, points...)."""
    if header[c.j] in _LABEL_ROLES:
        return True
    if not c.filled:
        return True
    return (c.name_like() or c.rating_like() or c.share("title", "fed") >= 0.8 or c.share("num") >= 0.5
            or (c.distinct_ints() and c.share("int") == 1.0 and _in_order(c)))


def _swiss_plan(rows: list[list[Any]], cols: list[Column], header: list[str | None]) -> _Plan:
    """The results block of a Swiss grid and the label columns around it."""
    width = len(cols)
    colour_cols = _three_colour_columns(cols)
    if colour_cols and us_notation(rows):
        colour_cols = []  # (in the US notation a lone B is a bye, not a colour column's letter: W  39 says so)
    header_rounds = [j for j in range(width) if header[j] == "round"]
    if colour_cols:
        c0, c1 = colour_cols[0] - 1, min(width, colour_cols[-1] + 2)
        if header_rounds:
            c1 = max(c1, min(width, header_rounds[-1] + 1))
        plan = _Plan(max(0, c0), c1, three=True)
        round_cols = list(range(plan.c0, plan.c1, 3))
    else:
        entry_cols = [c.j for c in cols if c.kinds["strong"] + c.kinds["named"] > 0 and
                      c.share("strong", "named", "entry", "result", "int") >= 0.5 and header[c.j] in (None, "round")]
        if header_rounds:
            c0, c1 = min(header_rounds + entry_cols), max(header_rounds + entry_cols) + 1
        elif entry_cols:
            c0, c1 = entry_cols[0], entry_cols[-1] + 1
            named = _named_columns(rows, cols)

            def round_like(c: Column) -> bool:  # a round of byes, absences and results only
                return not _label_like(c, header) and c.j not in named and c.kinds["num"] == 0 and \
                    c.share("strong", "named", "entry", "result") >= 0.8

            while c0 > 0 and round_like(cols[c0 - 1]):
                c0 -= 1
            while c1 < width and round_like(cols[c1]):
                c1 += 1
        else:
            c0, c1 = _pending_block(cols, header)
        plan = _Plan(c0, c1)
        round_cols = list(range(c0, c1))
    block = (plan.c0, plan.c1)
    _label_roles(cols, header, block, plan, rows)
    _identity(cols, header, rows, block, round_cols, plan)
    if not plan.three and not header_rounds:
        # a round paired but without results: its opponents' numbers next to the block
        ids = list(cols[plan.id_col].ints) if plan.id_col is not None else list(range(1, len(rows) + 1))
        while plan.c1 < width and cols[plan.c1].filled and cols[plan.c1].kinds["int"] == cols[plan.c1].filled \
                and plan.c1 != plan.id_col and _involution(cols[plan.c1], ids):
            plan.c1 += 1
        while plan.c0 > 0 and cols[plan.c0 - 1].filled and \
                cols[plan.c0 - 1].kinds["int"] == cols[plan.c0 - 1].filled and plan.c0 - 1 != plan.id_col and \
                _involution(cols[plan.c0 - 1], ids):
            plan.c0 -= 1
    return plan


def _pending_block(cols: list[Column], header: list[str | None]) -> tuple[int, int]:
    """No cell has a colour or a result: the rounds are the columns of opponent numbers after
    the labels (a No. column, names, ratings)."""
    width = len(cols)
    j = 0
    while j < width and (cols[j].distinct_ints() and _in_order(cols[j]) or cols[j].name_like() or
                         cols[j].rating_like() or cols[j].kinds["title"] + cols[j].kinds["fed"] > 0):
        j += 1
    return (j, width) if j < width else (0, width)


def _in_order(c: Column) -> bool:
    vals = [x for x in c.ints if x is not None]
    return vals == list(range(1, len(vals) + 1))


# =====================================================================================
# reading
# =====================================================================================


def _is_int(v: Any) -> bool:
    return int_value(v) is not None


_ROUND_TOKEN = re.compile(
    r"^\s*(\d+\s*[a-z○●]*\s*[-+=01½]?.*|[+\-=HFUZ]|BYE|LIBRE|NP|DESCANSO|RETIRADO|X|\*|[01]|½|0[.,]5)\s*$",
    re.IGNORECASE,
)
_RESULT_WORD = re.compile(r"^(?:[01=+\-½xX*—–/:]|0[.,]5|1/2|[01][fF]|1a|0a|[+\-][/:]?[+\-])$")


def _resultish(v: str) -> bool:
    """Every word of ``v`` is a result ("1", "½", "+", "- -", "1 ½": a crosstable cell)."""
    words = v.split()
    return bool(words) and all(_RESULT_WORD.match(w) for w in words)


def _names_like(col: list[Any], a_round: Callable[[list[Any]], bool] | None = None) -> bool:
    """Text, unique, not all of it readable as round entries or results, and not a round by the
    reader's own reading (``a_round``: the team readers') (the team readers)."""
    if not col or any(_blank(v) or not isinstance(v, str) for v in col):
        return False
    keys = [v.strip().casefold() for v in col]
    if len(set(keys)) != len(keys):
        return False
    if sum(1 for v in col if _resultish(v)) * 2 >= len(col):
        return False  # mostly results: a crosstable's first column
    if all(_ROUND_TOKEN.match(v) for v in col):
        return False
    return a_round is None or not a_round([v.strip() for v in col])


def _label_columns(rows: list[list[Any]], a_round: Callable[[list[Any]], bool] | None = None
                   ) -> tuple[list[Any] | None, list[Any] | None, int]:
    """(start numbers, names, how many leading columns they take) of a range of player rows:
    a No. column (1..N, in any order when a names column follows or the rows are read by
    their numbers), then a names column. Used by the team readers; ``a_round(column)`` says
    when a text column is a round as the reader reads its cells (round 1 holding byes,
    ``PAB`` / ``+F``), never names."""
    if not rows or not rows[0]:
        return None, None, 0
    n = len(rows)
    first = [r[0] for r in rows]
    start_numbers = None
    skip = 0
    ints = [int_value(v) for v in first]
    if all(x is not None for x in ints) and sorted(ints) == list(range(1, n + 1)):  # type: ignore[type-var]
        second = [r[1] if len(r) > 1 else None for r in rows]
        if ints == list(range(1, n + 1)) and len(rows[0]) > 1 or _names_like(second, a_round):
            start_numbers = ints
            skip = 1
    col = [r[skip] if len(r) > skip else None for r in rows]
    if _names_like(col, a_round):
        return start_numbers, [str(v).strip() for v in col], skip + 1
    return start_numbers, None, skip


def _per_row(values: Sequence[Any] | None, what: str, what_es: str, n_rows: int, top: int) -> list[Any] | None:
    """A names or ratings argument as one value per row of the results range: as many rows as
    the range, or as its rows under the header rows.

    Raises:
        GridError: ``grid_list_rows`` when the sizes differ (never a silent blank).
    """
    if values is None:
        return None
    vals = list(values)
    if len(vals) == n_rows:
        return vals
    if top and len(vals) == n_rows - top:
        return [None] * top + vals
    raise fail("grid_list_rows", what=what, what_es=what_es, got=len(vals), rows=n_rows,
               header=f" ({n_rows - top} under its header rows)" if top else "",
               header_es=f" ({n_rows - top} bajo sus filas de cabecera)" if top else "")
