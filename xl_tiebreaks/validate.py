"""One validation per value a user types, shared by every reader and every host.

A rating, a number of rounds, a cut, a score system, a date: each is checked here once, with
one message, whether it comes from a TRF file, a workbook, a spreadsheet function's argument,
the settings range or the command line. Every size a user can type has a bound, stated in the
message (:data:`BOUNDS`), so that no setting makes the work unbounded.

Pure Python (no openpyxl): loaded by the spreadsheet functions in every host.
"""

from __future__ import annotations

import datetime as _dt
import math
from decimal import Decimal
from fractions import Fraction
from numbers import Real
from typing import Any

from .errors import TiebreakError

#: the best rating a player can have (FIDE's list tops out near 2900; 0: unrated)
MAX_RATING = 4000
#: start numbers have four digits (TRF columns 5-8)
MAX_PLAYERS = 9999
#: rounds of an event (and a round number)
MAX_ROUNDS = 999
#: boards of a team match
MAX_BOARDS = 30
#: teams of a team event
MAX_TEAMS = 999
#: the most points a result, a bye or a match can be worth
MAX_POINTS = 100

#: every size a user can type: key -> (English name, Spanish name, lowest, highest)
BOUNDS: dict[str, tuple[str, str, int, int]] = {
    "players": ("players", "jugadores", 2, MAX_PLAYERS),
    "rounds": ("rounds", "rondas", 1, MAX_ROUNDS),
    "round": ("round", "ronda", 1, MAX_ROUNDS),  # values after round k: the first is round 1
    "boards": ("boards", "tableros", 1, MAX_BOARDS),
    "teams": ("teams", "equipos", 2, MAX_TEAMS),
    "cut": ("cut", "corte", 0, MAX_ROUNDS),
    "median": ("median", "mediano", 0, MAX_ROUNDS),
    "unrated": ("rating for unrated players", "Elo de los jugadores sin Elo", 0, MAX_RATING),
    "rating": ("rating", "Elo", 0, MAX_RATING),
    "limit": ("Koya limit (% of the maximum score)", "límite Koya (% de la puntuación máxima)", 0, 100),
}


def shown(v: Any, width: int = 40) -> str:
    """A value as the user typed it, for a message: numbers in their shortest form (``0.5000001``,
    ``6.0000001``, ``1e+308``, not ``0.5``, ``6`` or 309 digits; a whole number too long to show
    in full in scientific notation, ``1.00000e+400``, the same in every language) with the
    decimal mark of the message's language (``1,5`` in Spanish: a
    :class:`~xl_tiebreaks.texts.Both`, by :func:`xl_tiebreaks.output.local_number`), text as it
    is (cut at ``width`` characters), TRUE/FALSE as Excel shows them."""
    if isinstance(v, (float, Fraction, Decimal)) and not isinstance(v, bool):
        from .output import local_number
        from .texts import Both

        s = _shown(v, width)
        es = local_number(s, "es")
        return Both(s, es) if es != s else s
    return _shown(v, width)


def _shown(v: Any, width: int = 40) -> str:
    if isinstance(v, bool):
        return "TRUE" if v else "FALSE"
    if isinstance(v, float):
        if v.is_integer() and abs(v) < 1e15:
            return str(int(v))
        return repr(v)
    if isinstance(v, int):
        if abs(v) < 10**15:
            return str(v)
        try:  # a spreadsheet's number (a float): its shortest form, 1e+308 or 1000000054099968
            f = float(v)
        except OverflowError:
            f = None
        if f is not None and f == v:
            r = repr(f)
            return r[:-2] if r.endswith(".0") else r
        if abs(v) < 10**30:  # every digit typed
            return str(v)
        digits = str(abs(v))
        return f"{'-' if v < 0 else ''}{digits[0]}.{digits[1:6]}e+{len(digits) - 1}"
    if isinstance(v, Fraction):
        if v.denominator == 1:
            return _shown(v.numerator)
        try:
            return repr(float(v))
        except OverflowError:
            return f"{float(v.numerator / v.denominator):g}" if abs(v) < 10**300 else "±" + shown(abs(v.numerator))
    if isinstance(v, Decimal):
        return _shown(float(v)) if v.is_finite() else str(v)
    if isinstance(v, (_dt.datetime, _dt.date)):
        return v.isoformat()[:10]
    t = str(v).strip()
    return t if len(t) <= width else t[: width - 1] + "…"


def _exact(v: Any) -> Fraction | None:
    """A cell's number exactly (a float by its shortest decimal form), or ``None`` when it is
    not a finite number (text is read with ``.`` or ``,`` as the decimal mark)."""
    if isinstance(v, bool) or v is None:
        return None
    if isinstance(v, float):
        return Fraction(repr(v)) if math.isfinite(v) else None
    if isinstance(v, Decimal):
        return Fraction(v) if v.is_finite() else None
    if isinstance(v, (int, Fraction)):
        return Fraction(v)
    if isinstance(v, Real):
        try:
            f = float(v)
        except (TypeError, ValueError, OverflowError):
            return None
        return _exact(f)
    if isinstance(v, str):
        t = v.strip().replace(",", ".").replace("½", ".5")
        if not t or not t.isascii() or any(c not in "0123456789.+-eE/" for c in t) or "nan" in t.lower():
            return None
        try:
            f = Fraction(t)
        except (ValueError, ZeroDivisionError):
            return None
        if abs(f) > 10**18:
            return None
        return f
    return None


def whole(v: Any, key: str, *, lo: int | None = None, hi: int | None = None, where: str | None = None,
          name: str | None = None) -> int:
    """``v`` as a whole number within the bounds of ``key`` (:data:`BOUNDS`; ``lo`` / ``hi``
    override them). ``2026.0`` and ``"9"`` are whole numbers; ``TRUE``, ``2.5``, ``1e308``,
    ``inf`` and ``nan`` are not. ``name``: how the user named it (a settings key as typed,
    ``tableros``: shown with the bound's own name, ``tableros (boards)``).

    Raises:
        TiebreakError: ``value_bound`` naming the value as typed and the bounds.
    """
    en, es, blo, bhi = BOUNDS[key]
    if name:  # as typed, with the key's name in the message's language when it differs
        en = name if name.casefold() == en.casefold() else f"{name} ({en})"
        es = name if name.casefold() == es.casefold() else f"{name} ({es})"
    lo = blo if lo is None else lo
    hi = bhi if hi is None else hi
    f = _exact(v)
    if f is None or f.denominator != 1 or not lo <= f <= hi:
        raise TiebreakError("value_bound", where, what=en, what_es=es, value=shown(v), lo=lo, hi=hi)
    return int(f)


def rating(v: Any, where: str | None = None, location_es: str | None = None) -> int | None:
    """A rating as typed: a whole number from 0 to :data:`MAX_RATING`; blank or 0 is
    unrated (``None``). Text such as ``abcd``, ``-100``, ``2.5k``, ``nan`` is refused, never
    read as unrated.

    Raises:
        TiebreakError: ``grid_bad_rating`` (the one message for a rating, from every reader).
    """
    if v is None or (isinstance(v, str) and not v.strip()):
        return None
    f = _exact(v)
    if f is None or f.denominator != 1 or not 0 <= f <= MAX_RATING or (isinstance(v, str) and "/" in v):
        raise TiebreakError("grid_bad_rating", where, location_es=location_es, text=shown(v))
    return int(f) or None


def points(v: Any, what: str, what_es: str, where: str | None = None) -> Fraction:
    """A number of points (a result's, a bye's, a match's): 0 to :data:`MAX_POINTS`, exact
    (``0.5``, ``0,5``, ``½``, ``1/2``).

    Raises:
        TiebreakError: ``score_bound``.
    """
    f = _exact(v)
    if f is None or not 0 <= f <= MAX_POINTS:
        raise TiebreakError("score_bound", where, what=what, what_es=what_es, value=shown(v), hi=MAX_POINTS)
    return f.limit_denominator(1000) if isinstance(v, float) else f


def score_order(win: Fraction, draw: Fraction, loss: Fraction, byes: tuple[Fraction | None, ...] = (), *,
                what: str, what_es: str, value: str) -> None:
    """A score system that ranks: a win worth more than a loss, a draw between them, no bye
    worth more than a win (C.07 art. 1; a 1/1/1 system would rank nobody).

    Raises:
        TiebreakError: ``score_order`` naming the values as typed.
    """
    if not (win > loss and loss <= draw <= win and all(b is None or b <= win for b in byes)):
        raise TiebreakError("score_order", what=what, what_es=what_es, value=value)


def no_manual(specs: Any) -> None:
    """Refuse manual criteria (LOTS, SORTEO, PLAYOFF, MANUAL) where nothing can give their
    values: a spreadsheet function, ``explain``, a workbook's order of tie-breaks.

    Raises:
        TiebreakError: ``tb_manual_not_computed``.
    """
    for s in specs:
        if getattr(s, "code", None) == "MANUAL":
            raise TiebreakError("tb_manual_not_computed", text=s.text)


def modifier(text: str, letter: str, n: int) -> None:
    """A tie-break modifier's number within its bound: ``Cn`` / ``Mn`` up to
    :data:`MAX_ROUNDS`, ``Ln`` (per cent) up to 100, ``L±n`` (half points) up to twice the
    rounds, ``Un`` (a rating) up to :data:`MAX_RATING`.

    Raises:
        TiebreakError: ``tb_modifier_bound``.
    """
    lo, hi = {"C": (0, MAX_ROUNDS), "M": (0, MAX_ROUNDS), "L": (0, 100), "S": (-2 * MAX_ROUNDS, 2 * MAX_ROUNDS),
              "U": (0, MAX_RATING)}[letter]
    if not lo <= n <= hi:
        raise TiebreakError("tb_modifier_bound", text=text, modifier=f"{'L' if letter == 'S' else letter}{n}",
                            lo=lo, hi=hi)


def spec_fits(spec: Any, rounds: int) -> None:
    """A tie-break's Koya limit makes sense for an event of ``rounds`` rounds: moved by half
    points (``L±n``), it stays between 0 and the maximum score.

    A cut (``Cn``, ``Mn``) is never refused here for being larger than the values there are
    (``BH/C1`` after round 1, ``BH/M2`` in a 3-round event): FIDE's reference implementation
    computes it, every value cut (a sum is 0, an average such as ARO undefined), and so does
    the core, with a warning (:func:`cut_leaves_nothing`). Only a cut no event can mean
    (negative, fractional, infinite, beyond :data:`MAX_ROUNDS`) is refused, by
    :func:`modifier` and :func:`whole` (``key="cut"``), on every path.

    Raises:
        TiebreakError: ``tb_koya_limit``.
    """
    steps = getattr(spec, "limit_steps", 0)
    if steps:
        pct = 50 if spec.limit_pct is None else spec.limit_pct
        lo, hi = -2 * rounds * pct / 100, 2 * rounds * (100 - pct) / 100
        if not lo <= steps <= hi:
            raise TiebreakError("tb_koya_limit", text=spec.text, steps=steps, rounds=rounds,
                                lo=int(-lo) if float(-lo).is_integer() else -lo,
                                hi=int(hi) if float(hi).is_integer() else hi)


def cut_leaves_nothing(spec: Any, rounds: int) -> bool:
    """Does the cut of ``spec`` (``Cn`` + ``Mn``, as C.07 (2026) art. 14.1-14.2 cut the least and
    most significant values) leave no value of ``rounds`` rounds that count? Then every value
    is cut: a sum is 0 and an average undefined, as FIDE's reference implementation computes
    them (``BH/C1`` after round 1, ``BH/M2`` or ``BH/C5`` in a 3-round event). ``rounds`` 0:
    nothing to cut, ``False``."""
    cut = getattr(spec, "cut_low", 0) + getattr(spec, "cut_high", 0)
    return bool(cut and rounds and cut >= rounds)


_DMY = None  # compiled on first use (re is imported lazily by the other helpers too)


def text_date(text: str, lang: str | None = None) -> _dt.date | None:
    """A start date typed as text, read as ``lang`` writes dates: the one reading of a date
    typed in a workbook's settings, a function's settings argument (``fecha=4/10/25``) or on
    the command line (``--date``). Blank gives ``None``.

    * ``YYYY-MM-DD``, ``YYYY/MM/DD``, ``YYYYMMDD``: year first, the same in every language;
    * ``D.M.YYYY`` / ``D.M.YY`` (dots): day first, as Spanish and continental Europe write it;
    * ``D/M/YY``, ``D/M/YYYY``, ``D-M-YYYY`` in Spanish (``lang="es"``): day first, as Spanish
      writes dates (``4/10/25`` is 4 October 2025);
    * the same in English (or no language known): an English workbook may come from a country
      that writes the month first (10/4/25) or the day first (4/10/25). A date that reads both
      ways (both numbers 12 or under, and different) is refused, naming both readings; one that
      reads one way only (``25/10/2025``, ``10/25/2025``) is that date. Two-digit years are
      2000-2099.
    * anything else as a TRF date (:func:`xl_tiebreaks.readers.trf.parse_date`, text after
      the date ignored).

    Raises:
        TiebreakError: ``date_order_ambiguous`` (English: day/month or month/day);
            ``settings_bad_value`` for a text that is no date (the caller names the setting).
        ValueError: a text that is no date (for the caller to name).
    """
    import re

    global _DMY
    t = str(text).strip()
    if not t:
        return None
    if _DMY is None:
        _DMY = re.compile(r"(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})")
    m = _DMY.fullmatch(t)
    if m is None:
        from .readers.trf import parse_date

        return parse_date(t)
    a, sep, b, y = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
    year = int(y) + (2000 if len(y) == 2 else 0)

    def day(d: int, mo: int) -> _dt.date | None:
        try:
            return _dt.date(year, mo, d)
        except ValueError:
            return None

    if sep == "." or (lang or "").lower().startswith("es"):
        got = day(a, b)
        if got is None:
            raise ValueError(t)
        return got
    readings = [d for d in (day(a, b), day(b, a)) if d is not None]
    if not readings:
        raise ValueError(t)
    if len(set(readings)) > 1:
        raise TiebreakError("date_order_ambiguous", text=t, a=readings[0].isoformat(), b=readings[1].isoformat())
    return readings[0]


#: the first day of the C.07 (2026) edition (rules.py chooses by the start date)
EDITION_2026 = _dt.date(2026, 3, 1)


def edition_of(d: _dt.date) -> str:
    return "FIDE2026" if d >= EDITION_2026 else "FIDE2024"


def date_readings(a: int, b: int, c: int) -> list[_dt.date]:
    """The dates ``a/b/c`` of three one- or two-digit numbers can be: YY/MM/DD (TRF-16) and
    DD/MM/YY (European), the valid ones."""
    out = []
    for y, m, d in ((a, b, c), (c, b, a)):
        try:
            out.append(_dt.date(2000 + y, m, d))
        except ValueError:
            pass
    return out


def unambiguous_date(text: str, a: int, b: int, c: int, preferred: _dt.date, *, record: str | None = None,
                     where: str | None = None) -> _dt.date:
    """``preferred`` (the reading the reader's convention gives to ``a/b/c``, all of them of
    one or two digits) unless the other reading is also a date and falls under another C.07
    edition: then the date chooses nothing silently.

    Raises:
        TiebreakError: ``trf_date_ambiguous`` (``record`` given) or ``date_ambiguous``.
    """
    for other in date_readings(a, b, c):
        if other != preferred and edition_of(other) != edition_of(preferred):
            x, y = sorted((preferred, other))
            if record is not None:
                raise TiebreakError("trf_date_ambiguous", where, record=record, text=text.strip(),
                                    a=x.isoformat(), b=y.isoformat())
            raise TiebreakError("date_ambiguous", where, text=text.strip(), a=x.isoformat(), b=y.isoformat())
    return preferred


__all__ = ["BOUNDS", "MAX_RATING", "MAX_PLAYERS", "MAX_ROUNDS", "MAX_BOARDS", "MAX_TEAMS", "MAX_POINTS", "shown",
           "whole", "rating", "points", "score_order", "unambiguous_date", "edition_of", "no_manual", "modifier",
           "spec_fits", "cut_leaves_nothing", "text_date"]
