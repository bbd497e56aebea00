"""Values as a pairing program printed them in a published standings list (issue 37 item 1):
Swiss-Manager's rank list, Vega's standings, chess-results' final ranking, the product's own
``standings`` CSV. The one reading of a published tie-break (or points) value and of a printed
place: the prize reader (:mod:`xl_tiebreaks.readers.standings_list`) takes them from here, and
so do the later issues that read or identify published tie-break columns (issue 40).

Pure Python, no reader and no host: the core.
"""

from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .validate import _exact

#: what a program prints for a value it has not computed (an unplayed tie-break, a player
#: without a performance): no value
NOT_PRINTED = frozenset({"", "-", "--", "—", "–", "n/a", "na", "*"})

#: the largest value a published column holds in either sign (a performance of 3000, a sum of
#: ratings of 15 opponents: 45000): anything larger is no tie-break value
MOST = 10**6

_PLACE = re.compile(r"^\s*(\d{1,6})\s*\.?\s*(?:[-–—/]\s*(\d{1,6})\s*\.?)?\s*$")


def published_value(v: Any) -> Fraction | None:
    """The exact value of one cell of a published tie-break (or points) column, as printed:
    a number cell (``46.5``), text with a decimal point or comma (``"46,5"``, ``"44.25"``,
    chess-results' and Swiss-Manager's Spanish and Russian pages print commas), a half sign
    (``"½"``, ``"6½"``), a sign (``"-3"``, ``"+12"``). Blank or a dash (``-``, ``—``: the
    program printed nothing) is ``None``.

    The value is exact (``Fraction``): ``44,25`` is 177/4, ``23.2`` is 116/5 (a program's
    rounding stays as printed; nothing is recomputed here). Bounded: at most :data:`MOST` in
    either sign, and every text through the one bounded number parser
    (:func:`xl_tiebreaks.validate.number`).

    Raises:
        ValueError: anything else (a word, a date, ``TRUE``, a value past the bound).
    """
    if v is None or isinstance(v, bool):
        if v is None:
            return None
        raise ValueError(v)
    if isinstance(v, str):
        return _text_value(v)
    f = _exact(v)
    if f is None or abs(f) > MOST:
        raise ValueError(v)
    return f


@lru_cache(maxsize=4096)
def _text_value(v: str) -> Fraction | None:
    """:func:`published_value` of a text (a list repeats its values: each read once)."""
    t = v.strip().replace("\u00a0", "").replace(" ", "")
    if t.lower() in NOT_PRINTED:
        return None
    if t.startswith("+"):
        t = t[1:]
    f = _exact(t)
    if f is None or abs(f) > MOST:
        raise ValueError(v)
    return f


def printed_place(v: Any) -> tuple[int, int] | None:
    """A printed place: ``3``, ``"3."``, a shared place ``"3-5"`` (``3–5``, ``3/5``), as (first,
    last); ``None`` for a blank cell (a program that prints a shared place once leaves the
    next rows blank).

    Raises:
        ValueError: anything else (``0``, ``5-3``, ``2.5``, a word).
    """
    if v is None or (isinstance(v, str) and not v.strip()):
        return None
    if isinstance(v, bool):
        raise ValueError(v)
    if isinstance(v, (int, float)):
        if not 1 <= v <= 10**6 or v != int(v):  # (the bound first: int() of an infinity or NaN raises)
            raise ValueError(v)
        return int(v), int(v)
    m = _PLACE.match(str(v))
    if m is None:
        raise ValueError(v)
    a = int(m.group(1))
    b = int(m.group(2)) if m.group(2) else a
    if a < 1 or b < a:
        raise ValueError(v)
    return a, b
