"""Category standings: one category's prize list (under-12, veterans, a rating band) in the
order of the overall standings, as the spreadsheet function ``CATEGORY_STANDINGS`` answers it,
on the sheet layer (:mod:`xl_tiebreaks.sheet`).
"""

from __future__ import annotations

import re
from typing import Any

from .settings import Settings
from .sheet import _out, _pad_rows, _slots, _specs, evaluate
from .sheet_args import column, grid, is_empty, optional
from .spec import TieBreakSpec

_BAND_WORDS = re.compile(r"^(?:elo|rating|rtg|fide|ranking)\s*[:=]?\s*", re.IGNORECASE)
_BAND_CMP = re.compile(r"^(<=|>=|<|>|≤|≥)\s*(\d+)$")
_BAND_RANGE = re.compile(r"^(\d+)\s*[-–]\s*(\d+)$")
_BAND_UNDER = re.compile(r"^(?:sub|u|under|menos\s+de|hasta)\s*[-–]?\s*(\d+)$", re.IGNORECASE)
_BAND_OVER = re.compile(r"^(\d+)\s*\+$")


def rating_band(text: Any) -> tuple[int | None, int | None] | None:
    """A rating band as organisers write it, as ``(lowest, highest)`` (inclusive, ``None``:
    open): ``<1800``, ``<=1799``, ``>=2000``, ``1600-1799``, ``2000+``, ``Sub-1800`` /
    ``U1800`` (below 1800), optionally after ``Elo`` / ``Rating``. Numbers below 100 are not
    ratings (``Sub-12`` is an age category): ``None``."""
    if is_empty(text) or not isinstance(text, str):
        return None
    t = _BAND_WORDS.sub("", text.strip()).strip()
    lo: int | None = None
    hi: int | None = None
    m = _BAND_CMP.match(t)
    if m:
        op, n = m.group(1), int(m.group(2))
        if op == "<":
            hi = n - 1
        elif op in ("<=", "≤"):
            hi = n
        elif op == ">":
            lo = n + 1
        else:
            lo = n
        nums = [n]
    elif _BAND_RANGE.match(t):
        m = _BAND_RANGE.match(t)
        lo, hi = sorted((int(m.group(1)), int(m.group(2))))
        nums = [lo, hi]
    elif _BAND_UNDER.match(t):
        n = int(_BAND_UNDER.match(t).group(1))
        hi = n - 1
        nums = [n]
    elif _BAND_OVER.match(t):
        lo = int(_BAND_OVER.match(t).group(1))
        nums = [lo]
    else:
        return None
    if any(n < 100 for n in nums):
        return None
    return lo, hi


def _category_key(text: Any) -> str:
    from .names import fold

    return re.sub(r"[\s_\-.]", "", fold(text))


def category_table(
    results: Any, category: Any, categories: Any = None, codes: Any = None, *, settings: Settings,
    ratings: Any = None, names: Any = None,
) -> list[list[Any]]:
    """The players of one category in the order of the whole event's standings: a header,
    then category place (shared places as in the standings), overall rank, start number,
    name, rating and points; as tall as :func:`standings_table` (empty rows at the end).

    ``category`` is matched against ``categories`` (one cell per row of the results range;
    a cell may list several: ``Sub-12, Fem``), ignoring case, accents, spaces and hyphens;
    or it is a rating band (:func:`rating_band`: ``Sub-1800``, ``1600-1799``...) matched
    against the ratings (unrated players count as the ``unrated`` setting, else 0). A blank
    category keeps everybody.
    """
    se = evaluate(results, settings, ratings, names)
    if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
        specs: list[TieBreakSpec] | None = _slots(codes)[0]
    elif is_empty(optional(codes)):
        specs = None
    else:
        specs = _specs(codes)
    from .validate import no_manual

    no_manual(specs or ())
    st = se.evaluation.standings(specs)
    cat = optional(category)
    band = rating_band(cat) if isinstance(cat, str) else None
    cats = column(categories)
    by_row: dict[int, Any] = {}
    for r, sn in enumerate(se.row_players):
        if sn is not None and cats is not None and r < len(cats):
            by_row[sn] = cats[r]
    parts = st.tournament.participants
    unrated = settings.unrated or 0

    def member(i: int) -> bool:
        if cat is None:
            return True
        if band is not None:
            rt = parts[i].rating or unrated
            lo, hi = band
            return (lo is None or rt >= lo) and (hi is None or rt <= hi)
        cell = by_row.get(parts[i].start_no)
        if is_empty(cell):
            return False
        if isinstance(cell, float) and cell.is_integer():
            cell = int(cell)
        keys = {_category_key(x) for x in re.split(r"[,;/|]", str(cell)) if x.strip()}
        return _category_key(cat) in keys

    es = settings.lang == "es"
    out: list[list[Any]] = [["Puesto", "Gral.", "Nº", "Nombre", "Elo", "Puntos"] if es else
                            ["Place", "Overall", "No.", "Name", "Rating", "Points"]]
    members = [i for i in st.order if member(i)]
    for i in members:
        place = 1 + sum(1 for j in members if st.ranks[j] < st.ranks[i])
        out.append([place, st.ranks[i], parts[i].start_no, parts[i].name, parts[i].rating or "",
                    _out(st.points.exact(i))])
    return _pad_rows(out, 1 + len(se.row_players))
