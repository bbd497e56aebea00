"""One validation per value a user types, shared by every reader and every host.

A rating, a number of rounds, a cut, a score system, a date: each is checked here once, with
one message, whether it comes from a TRF file, a workbook, a spreadsheet function's argument,
the settings range or the command line. Every size a user can type has a bound, stated in the
message (:data:`BOUNDS`), so that no setting makes the work unbounded.

Pure Python (no openpyxl): loaded by the spreadsheet functions in every host.
"""

from __future__ import annotations

import contextvars
import datetime as _dt
import math
import re
from decimal import Decimal
from fractions import Fraction
from numbers import Real
from typing import Any

from .util import LazyPattern
from .errors import TiebreakError
from .texts import Both, local_number

#: the language a date typed as text is read in when the settings say none (``idioma`` /
#: ``lang``): the language of the function being answered (set by :mod:`xl_tiebreaks.udfs` for
#: each call), of the workbook being read, or of the command line
DATE_LANG: contextvars.ContextVar[str | None] = contextvars.ContextVar("xlt_date_lang", default=None)

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

#: the most digits a number typed anywhere may have: Python's own limit on turning text into a
#: whole number (4,300 digits); a longer one is refused with :func:`check_digits`'s message
MAX_DIGITS = 4300
#: the largest power of ten a number typed as text may carry (``1e308`` is a spreadsheet's
#: largest number); ``Fraction("1e99999999")`` alone would take minutes
MAX_EXPONENT = 999

#: the most cells a range given to a function may hold, in every host (a 9,999-player Swiss grid of
#: 99 rounds holds ~1,000,000; a whole column, 1,048,576 rows, is refused at once); a workbook's
#: formulas are held to it too (workbook.formulas.MAX_REF_CELLS)
MAX_RANGE_CELLS = 1_000_000

#: every size a user can type: key -> (English name, Spanish name, lowest, highest)
BOUNDS: dict[str, tuple[str, str, int, int]] = {
    "players": ("players", "jugadores", 2, MAX_PLAYERS),
    "start_no": ("start number", "número inicial", 1, MAX_PLAYERS),
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
    t = type(v)
    if t is Fraction and v.denominator == 1 and -10**15 < v.numerator < 10**15:
        return str(v.numerator)  # (a whole number: the same in every language, the usual case)
    if t is float and v.is_integer() and abs(v) < 1e15:
        return str(int(v))
    if isinstance(v, (float, Fraction, Decimal)) and not isinstance(v, bool):
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
        n = len(str(abs(v))) if v.bit_length() < 3 * MAX_DIGITS else int(math.log10(abs(v))) + 1
        lead = str(abs(v) // 10 ** (n - 6))  # (never all the digits: Python refuses str() of 4,300 and more)
        return f"{'-' if v < 0 else ''}{lead[0]}.{lead[1:6]}e+{n - 1}"
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


#: control characters no workbook can hold (XML 1.0) -> the symbol that shows each (U+2400...)
_CONTROL_PICTURES = {**{i: 0x2400 + i for i in [*range(0, 9), 11, 12, *range(14, 32)]}, 0x7F: 0x2421}


def visible(text: str) -> str:
    """``text`` for a workbook cell that shows what the program says (a heading naming the
    file read, a note quoting a file's text): a control character, which no workbook can hold,
    shown by its symbol (U+0001 as ``␁``, the Unicode control pictures); nothing else changes.
    The data itself never needs it: the readers refuse a control character where the file
    should hold text (:func:`xl_tiebreaks.readers.trf.records.trf_lines`)."""
    return text.translate(_CONTROL_PICTURES) if isinstance(text, str) else text


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
        f = number(v.replace("½", ".5"))
        if f is None or abs(f) > 10**18:
            return None
        return f
    return None


_EXPONENT = LazyPattern(r"[eE]([+-]?\d+)")
_DIGIT_RUN = LazyPattern(r"\d{%d}" % (MAX_DIGITS + 1))


def number(text: str) -> Fraction | None:
    """The exact value of a number typed as text (``2.5``, ``2,5``, ``1/2``, ``-3``, ``1e3``),
    or ``None`` when it is not one: every conversion of typed text into a number goes through
    here or :func:`_exact`, which bound it first: no more than :data:`MAX_DIGITS` characters,
    no exponent beyond :data:`MAX_EXPONENT` (so that no text can make the conversion fail with
    Python's own error, or take minutes). ``nan`` and ``inf`` are not numbers."""
    t = text.strip().replace(",", ".")
    if not t or len(t) > MAX_DIGITS or not t.isascii() or any(c not in "0123456789.+-eE/" for c in t):
        return None
    m = _EXPONENT.search(t)
    if m is not None and len(m.group(1).lstrip("+-")) > len(str(MAX_EXPONENT)) or \
            m is not None and abs(int(m.group(1))) > MAX_EXPONENT:
        return None
    try:
        return Fraction(t)
    except (ValueError, ZeroDivisionError):
        return None


def check_range_size(rows: int, cols: int) -> None:
    """A range of ``rows`` x ``cols`` cells within :data:`MAX_RANGE_CELLS`, checked from its
    size alone, before a cell is read (a whole column, a whole sheet: answered at once).

    Raises:
        TiebreakError: ``range_cells_bound``.
    """
    if rows * cols > MAX_RANGE_CELLS:
        raise TiebreakError("range_cells_bound", rows=rows, cols=cols, n=rows * cols, most=MAX_RANGE_CELLS)


def check_digits(v: Any, where: Any = None, location_es: str | None = None, *, cell: bool = False) -> None:
    """Refuse a value that holds a number of more than :data:`MAX_DIGITS` digits (text with such
    a run of digits, a whole number that long): no value of a tournament is, and Python itself
    refuses to convert it (its ``ValueError``, or minutes of work). Every cell a host hands
    over is checked here (:func:`xl_tiebreaks.sheet_args.host_range`), as are a workbook's
    numbers before openpyxl reads them and a TRF's numbers (by :func:`number`).

    Raises:
        TiebreakError: ``digits_bound`` (located at ``where`` when given); with ``cell`` (a
            range's cell), ``cell_number_too_big`` for a whole number past any double.
    """
    t = type(v)
    if t is str:
        if len(v) > MAX_DIGITS and _DIGIT_RUN.search(v):
            raise TiebreakError("digits_bound", where, location_es=location_es, value=shown(v), most=MAX_DIGITS)
    elif t is int and cell and v.bit_length() > 1024:  # a cell past a double: no spreadsheet number is
        raise TiebreakError("cell_number_too_big", where, location_es=location_es, value=shown(v), most=309)
    elif t is int and v.bit_length() > 3.33 * MAX_DIGITS:  # (only Python hands one over)
        raise TiebreakError("digits_bound", where, location_es=location_es, value=shown(v), most=MAX_DIGITS)


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


# a date at the start of the field; separators '/', '-', '.', each may have blanks around it
_DATE_RE = LazyPattern(r"\s*(\d{1,4})\s*([./\-])\s*(\d{1,2})\s*[./\-]\s*(\d{1,4})(?!\d)")


_COMPACT_DATE_RE = LazyPattern(r"\s*((?:19|20)\d\d)(\d\d)(\d\d)(?!\d)")


def parse_date(text: str, *, ambiguity: str | None = None, record: str | None = None,
               where: str | None = None) -> _dt.date | None:
    """A TRF date: ``YYYY/MM/DD``, ``YYYY-MM-DD``, ``YY/MM/DD`` (TRF-16), ``DD.MM.YYYY``,
    ``DD/MM/YYYY``, ``DD. MM. YYYY``, ``DD.MM.YY``, ``YYYYMMDD``; text after the date (an end
    date, a remark) is ignored. Blank gives ``None``; anything else raises ``ValueError``.

    ``YY/MM/DD`` with two-digit groups also reads as the European ``DD/MM/YY`` (``01/03/26``:
    2001-03-26 or 1 March 2026). With ``ambiguity`` set (the edition of C.07 will be chosen
    by this date) such a date is refused when its two readings fall under different editions
    (:func:`unambiguous_date`: ``trf_date_ambiguous`` with ``record``,
    else ``date_ambiguous``); without it the TRF-16 reading is taken."""
    text = text.strip()
    if not text:
        return None
    m = _DATE_RE.match(text)
    if m:
        a, sep, b, c = m.groups()
        if len(a) == 4:
            y, mo, d = int(a), int(b), int(c)
        elif len(c) == 4:
            y, mo, d = int(c), int(b), int(a)
        elif len(a) <= 2 and len(c) <= 2 and sep == ".":  # European DD.MM.YY
            y, mo, d = 2000 + int(c), int(b), int(a)
        elif len(a) <= 2 and len(c) <= 2:  # two-digit year first (TRF-16 YY/MM/DD)
            y, mo, d = 2000 + int(a), int(b), int(c)
            if ambiguity:
                readings = date_readings(int(a), int(b), int(c))  # the TRF-16 reading first when valid
                if not readings:
                    raise ValueError(text)
                return unambiguous_date(m.group(0), int(a), int(b), int(c), readings[0], record=record, where=where)
        else:
            raise ValueError(text)
        return _dt.date(y, mo, d)
    m = _COMPACT_DATE_RE.match(text)
    if m:
        return _dt.date(int(m.group(1)), int(m.group(2)), int(m.group(3)))
    raise ValueError(text)


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
      2000-2099. Text after such a date is ignored (``4/3/26 - 6/3/26`` is 4 March 2026 in
      Spanish): the date the text starts with is read by these rules.
    * anything else as a TRF date (:func:`parse_date`, text after the date ignored); a
      two-digit-year-first reading (TRF-16 ``YY/MM/DD``) is refused when the day-first reading
      is a date of another C.07 edition (``date_ambiguous``, both named).

    Raises:
        TiebreakError: ``date_order_ambiguous`` (English: day/month or month/day);
            ``date_ambiguous`` (year first or day first, of different editions);
            ``settings_bad_value`` for a text that is no date (the caller names the setting).
        ValueError: a text that is no date (for the caller to name).
    """
    import re

    global _DMY
    t = str(text).strip()
    if not t:
        return None
    if _DMY is None:
        _DMY = re.compile(r"(\d{1,2})([/.\-])(\d{1,2})\2(\d{4}|\d{2})(?!\d)")
    # (a date followed by other text, "4/3/26 - 6/3/26" or "4/10/25 (sáb)", is the date it starts
    # with, read by the same rules: never the TRF's two-digit-year-first reading of its digits)
    m = _DMY.match(t)
    if m is None:
        # a TRF form (year first, `DD. MM. YYYY`...); its two-digit-year-first reading only where
        # the day-first one falls under the same C.07 edition (`4 / 10 / 26` or `4/10.26` is
        # never 26 October 2004 silently: both readings named)
        return parse_date(t, ambiguity="text")
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
           "visible", "number", "check_digits", "MAX_DIGITS", "check_range_size", "MAX_RANGE_CELLS",
           "whole", "rating", "points", "score_order", "unambiguous_date", "edition_of", "no_manual", "modifier",
           "spec_fits", "cut_leaves_nothing", "text_date"]
