"""Cell values and tokens of the range readers: what one cell of a crosstable, Swiss grid or
pairing list says, and where it is in the organiser's words.

* **values**: a cell as Excel hands it (``str``, ``int``/``float``, ``None``, ``bool``,
  ``datetime``) -> ``None`` (blank), text or an exact number (:func:`scalar`); dates Excel
  made out of ``1/2``, error cells (``#N/A``) and ``TRUE`` are reported, never read;
* **results** from one player's side (:data:`WIN` ... :data:`PEND`): ``1``, ``½``/``0.5``/
  ``0,5``/``=``, ``0``, the score system's numbers (``3``/``1``/``0``), forfeits ``+``/``-``
  (``1F``/``0F``), and whether two sides of a game agree (:func:`pair_kind`);
* **colours**: English ``w``/``b``, Spanish ``b``/``n`` (blancas/negras), German ``w``/``s``
  (weiß/schwarz), words and symbols; a bare ``b`` is decided from the whole range;
* **byes**: ``BYE``/``LIBRE``/``spielfrei``/``U`` (pairing-allocated), ``H``, ``F``, ``Z``,
  ``NP`` (absent), ``Retirado``/``W/D`` (withdrawn), with a value (``BYE ½``) or as
  chess-results prints them (``-1``, ``-½``, ``-0``);
* **places**: ``row 7, column 5 (player 12 Ana, round 3)``, counted from the range's
  top-left cell, in English and Spanish, and the same place as data (:class:`Where` carries a
  :class:`Place`: row, column, player, round and part, or a list and its entry), so that a
  workbook names its own sheet cell without reading the words (:class:`Places`).

Every error is a :class:`GridError` (a :class:`~xl_tiebreaks.errors.TiebreakError`).

One module (over 600 lines) on purpose: it is the one vocabulary of a cell that every range
reader, the team readers (:mod:`xl_tiebreaks.teams.readers`) and the workbook reader share;
its sections (places, values, results, colours, byes) are read together when a cell is.
"""

from __future__ import annotations

import datetime as _dt
import functools
import math
import re
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from numbers import Real
from typing import Any, Callable, Sequence, TypeVar

from ..util import LazyPattern
from ..errors import MAX_ERRORS, MAX_FOUND, TiebreakError, gather
from ..model import BLACK, WHITE, PairingCheck, Result, RoundKind, RoundRecord, ScoreSystem, classify_pairing
from ..texts import Both, Text
from ..validate import shown

# =====================================================================================
# errors and places
# =====================================================================================


class GridError(TiebreakError):
    """A :class:`TiebreakError` raised by the range readers; its location exists in English
    (``location``) and Spanish (``location_es``), and ``message("es")`` uses the Spanish one.
    ``location`` is a :class:`Where`: its ``place`` says the same as data (:func:`place_of`),
    and so do the places the message names (``other``: a :class:`Where`; rows: :class:`Row`)."""


#: the parts of a round in a Swiss grid (one cell holds all three; three cells one each)
PARTS = ("opponent", "colour", "result")


@dataclass(frozen=True)
class Place:
    """Where a message is, as data (the text of a :class:`Where` says the same in words).

    Attributes:
        row, col: the cell's row and column within the range given to the reader, 1-based and
            counted from its top-left cell (:class:`Places`: label columns and header rows
            count); ``col`` is ``None`` for a whole row.
        start_no, name: the player of that row (or of that list entry).
        round: the round (1 = the first); ``part``: which part of it the message is about
            (``"opponent"``, ``"colour"``, ``"result"``: :data:`PARTS`).
        opp_no, opp_name: a crosstable cell's column player.
        list, entry: a list given apart from the results (``"names"``, ``"ratings"``,
            ``"totals"``, ``"start_numbers"``) and the entry in it, 1-based.
    """

    row: int | None = None
    col: int | None = None
    start_no: int | None = None
    name: str = ""
    round: int | None = None
    part: str | None = None
    opp_no: int | None = None
    opp_name: str = ""
    list: str | None = None
    entry: int | None = None

    def __add__(self, other: Place | None) -> Place:
        """This place with what ``other`` says on top (its fields that are set)."""
        if other is None:
            return self
        return Place(**{f: (getattr(other, f) if getattr(other, f) not in (None, "") else getattr(self, f))
                        for f in self.__dataclass_fields__})


class Where(Both):
    """A place in the organiser's words, in English (the ``str`` itself, or ``.en``) and Spanish
    (``.es``), with the same place as data (``.place``, a :class:`Place`, or ``None``).

    Readers pass a :class:`Where` as an error's location (and as a note's, and as the ``other``
    place a message names), so the place travels with the message: the spreadsheet functions
    show the words, a workbook names its own sheet cell from the data
    (:class:`xl_tiebreaks.workbook.SheetPlaces`)."""

    place: Place | None

    def __new__(cls, en: str, es: str, place: Place | None = None) -> Where:
        obj = super().__new__(cls, en, es)
        obj.place = place
        return obj

    @property
    def en(self) -> str:
        return str(self)

    def __add__(self, other: Any) -> Any:  # type: ignore[override]
        if not isinstance(other, Where):
            return str(self) + other
        place = (self.place or Place()) + other.place if (self.place or other.place) else None
        return Where(f"{self.en}, {other.en}", f"{self.es}, {other.es}", place)

    def with_place(self, place: Place | None) -> Where:
        """The same words with ``place`` added to the data (the words do not change)."""
        return Where(self.en, self.es, (self.place or Place()) + place if place else self.place)

    def __reduce__(self) -> Any:
        return (Where, (str(self), self.es, self.place))


def place_of(x: Any) -> Place | None:
    """The :class:`Place` a location, a parameter or an error carries, or ``None``."""
    got = getattr(x, "place", None)
    if isinstance(got, Place):
        return got
    loc = getattr(x, "location", None)
    got = getattr(loc, "place", None)
    return got if isinstance(got, Place) else None


class Row(int):
    """A row number of the range a message names in its words (``rows 3 and 7``), with its
    :class:`Place` (a workbook says the sheet's own row)."""

    place: Place | None

    def __new__(cls, n: int, place: Place | None = None) -> Row:
        obj = super().__new__(cls, n)
        obj.place = place if place is not None else Place(row=n)
        return obj

    def __reduce__(self) -> Any:
        return (Row, (int(self), self.place))


#: the place of a mistake that will only be counted (:meth:`Mistakes.where`): never shown, so
#: never worked out (a range of a million bad cells names fifty of them)
COUNTED = Where("", "", None)


class Mistakes:
    """The independent mistakes of one range, gathered so that one reading reports them all
    (:func:`~xl_tiebreaks.errors.gather`): each bad cell, each pair of rows that disagree, each
    bad entry of a list. A reader adds what it finds and goes on where the rest still means
    something, then :meth:`check` raises them together. Past
    :data:`~xl_tiebreaks.errors.MAX_ERRORS` a mistake is only counted.

    This is the one bound on what a bad range costs (issue 35): the first mistakes are kept
    whole, the rest are counted without their places being worked out (:meth:`where`, used by
    every reader's place of a cell: :meth:`xl_tiebreaks.readers.players.Players.where`) and
    without being kept (:meth:`bad_entry`: what a reader remembers of a text already found
    wrong), so a range of a million distinct bad texts keeps fifty mistakes and a count.

    Past :data:`~xl_tiebreaks.errors.MAX_FOUND` mistakes a reader stops reading
    (:meth:`stopping`) and says how many filled cells it left unread (:meth:`stop`): the
    refusal then says the exact count of the mistakes found and that the rest was not read."""

    def __init__(self) -> None:
        self.found: list[TiebreakError] = []
        self.counted = 0
        self.unread = 0
        self.stopped = False

    def where(self, where: Callable[[], Where]) -> Where:
        """``where()`` while mistakes are still kept, else :data:`COUNTED` (the place of a
        mistake only counted is never shown)."""
        return COUNTED if len(self.found) >= MAX_ERRORS else where()

    def bad_entry(self, err: TiebreakError) -> TiebreakError | None:
        """What a reader keeps of a mistake to report the same text again at another cell:
        the error while mistakes are kept, else nothing (it is only counted again)."""
        return None if len(self.found) >= MAX_ERRORS else err

    def add(self, err: TiebreakError) -> None:
        for e in err.every():
            if len(self.found) < MAX_ERRORS:
                self.found.append(e)
            else:
                self.counted += 1
        self.counted += err.more
        self.stop(err.unread)

    def full(self) -> bool:
        """No room left: the next mistakes are only counted (:meth:`count`)."""
        return len(self.found) >= MAX_ERRORS

    def count(self) -> None:
        self.counted += 1

    def stopping(self) -> bool:
        """So many mistakes found (:data:`~xl_tiebreaks.errors.MAX_FOUND`) that the reader
        stops reading: what it has found is refused at once (:meth:`stop`, :meth:`check`)."""
        return len(self.found) + self.counted >= MAX_FOUND

    def stop(self, unread: int) -> None:
        """The reader stopped with ``unread`` filled cells left unread (none: it read them all,
        and nothing changes)."""
        if unread:
            self.unread += unread
            self.stopped = True

    def __bool__(self) -> bool:
        return bool(self.found)

    def __len__(self) -> int:
        return len(self.found) + self.counted

    def check(self) -> None:
        """Raise every mistake found, as one error (the first, carrying the others).

        Raises:
            TiebreakError: the first mistake, ``also`` the others, ``more`` those not kept.
        """
        if self.found:
            raise gather(self.found, self.counted, self.unread)


class _Counted(GridError):
    """A mistake found once the list was full (its place :data:`COUNTED`): only counted, so
    its message is worked out only if asked (never, in a reading that counts it)."""

    def __init__(self, code: str, **params: Any) -> None:  # (no message made: see the class)
        self.code, self.location, self.location_es, self.params = code, None, None, params

    def __str__(self) -> str:
        return self.own_message("en")


def fail(code: str, where: Where | None = None, **params: Any) -> GridError:
    """The :class:`GridError` ``code`` at ``where`` (a mistake past the kept ones, at
    :data:`COUNTED`, is made without its message: it is only counted)."""
    if where is COUNTED:
        return _Counted(code, **params)
    if where is None:
        return GridError(code, **params)
    return GridError(code, where, location_es=where.es, **params)


def row_where(row: int, name: str = "", start_no: int | None = None) -> Where:
    """``row 5 (Name)``: a row of the range (1-based); ``start_no``: its team's or player's
    start number, as data."""
    if name:
        return Where(f"row {row} ({name})", f"fila {row} ({name})", Place(row=row, name=name, start_no=start_no))
    return Where(f"row {row}", f"fila {row}", Place(row=row, start_no=start_no))


def round_where(rnd: int) -> Where:
    return Where(f"round {rnd}", f"ronda {rnd}", Place(round=rnd))


def col_where(col: int, name: str = "") -> Where:
    if name:
        return Where(f"column {col} ({name})", f"columna {col} ({name})", Place(col=col))
    return Where(f"column {col}", f"columna {col}", Place(col=col))


class Places:
    """Where a cell of the part a reader reads lies in the organiser's range: its row and
    column counted from the range's top-left cell (1 = the first). ``rows[i]`` / ``cols[j]``
    map the reader's row ``i`` and column ``j`` (label columns, header rows and blank rows
    taken out by :mod:`~xl_tiebreaks.readers.ranges`); without them row ``i`` is ``i + 1``."""

    def __init__(self, rows: Sequence[int] | None = None, cols: Sequence[int] | None = None) -> None:
        self.rows = list(rows) if rows is not None else None
        self.cols = list(cols) if cols is not None else None

    def row(self, i: int) -> int:
        return self.rows[i] if self.rows is not None and i < len(self.rows) else (
            (self.rows[-1] + i - len(self.rows) + 1) if self.rows else i + 1)

    def col(self, j: int) -> int:
        return self.cols[j] if self.cols is not None and j < len(self.cols) else (
            (self.cols[-1] + j - len(self.cols) + 1) if self.cols else j + 1)

    def cell(self, i: int, j: int | None, detail: Where | None = None) -> Where:
        """``row R, column C (detail)``; without ``j``: ``row R (detail)``; its :class:`Place`
        the row and column with the detail's (player, round...)."""
        r = self.row(i)
        en, es = f"row {r}", f"fila {r}"
        place = Place(row=r)
        if j is not None:
            c = self.col(j)
            en, es = f"{en}, column {c}", f"{es}, columna {c}"
            place = Place(row=r, col=c)
        if detail is not None:
            en, es = f"{en} ({detail.en})", f"{es} ({detail.es})"
            place = place + getattr(detail, "place", None)
        return Where(en, es, place)


F = TypeVar("F", bound=Callable[..., Any])


def guard(fn: F) -> F:
    """Let only :class:`TiebreakError` out: anything else is reported as unreadable input."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kw: Any) -> Any:
        try:
            return fn(*args, **kw)
        except TiebreakError:
            raise
        except RecursionError:  # pragma: no cover - pathological input
            raise fail("grid_unreadable", detail="nested too deeply") from None
        except Exception as e:  # noqa: BLE001 - the contract: only TiebreakError leaves
            raise fail("grid_unreadable", detail=f"{type(e).__name__}: {e}") from None

    return wrapper  # type: ignore[return-value]


# =====================================================================================
# ranges and lists
# =====================================================================================

EXCEL_ERRORS = {"#n/a", "#value!", "#ref!", "#div/0!", "#num!", "#name?", "#null!", "#spill!", "#calc!",
                "#getting_data", "#field!", "#blocked!", "#connect!", "#busy!", "#unknown!"}
DASHES = str.maketrans({"–": "-", "—": "-", "−": "-", "‒": "-", "―": "-", "‐": "-", "‑": "-"})
EXCEL_EPOCH = _dt.date(1899, 12, 30)
#: largest round number and start number accepted (TRF's start numbers have 4 digits)
MAX_ROUND = 999
MAX_START_NO = 9999


def is_blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


def is_row(v: Any) -> bool:
    return isinstance(v, (list, tuple))


def as_grid(cells: Any, what: str = "cells") -> list[list[Any]]:
    """A copy of ``cells`` as a rectangular list of rows, trailing blank rows and columns
    removed. A flat list is one row.

    Raises:
        GridError: ``grid_not_table``, ``grid_mixed_rows``.
    """
    if isinstance(cells, (str, bytes)) or not isinstance(cells, (list, tuple)):
        raise fail("grid_not_table", what=what, got=type(cells).__name__)
    if cells and not any(is_row(r) for r in cells):
        rows = [list(cells)]
    else:
        rows = []
        for i, r in enumerate(cells, 1):
            if is_row(r):
                rows.append(list(r))
            elif is_blank(r):
                rows.append([])
            else:
                raise fail("grid_mixed_rows", row_where(i), what=what)
    for r in rows:
        if any(issubclass(t, (list, tuple)) for t in set(map(type, r))):  # (each type of the row once)
            raise fail("grid_not_table", what=what, got="a list inside a cell")
    while rows and all(is_blank(v) for v in rows[-1]):
        rows.pop()
    width = 0
    for r in rows:
        for j in range(len(r) - 1, -1, -1):
            if not is_blank(r[j]):
                width = max(width, j + 1)
                break
    return [r[:width] + [None] * (width - len(r[:width])) for r in rows]


def flat_list(values: Any, what: str) -> list[Any] | None:
    """A per-player list (names, ratings, start numbers, totals) as a flat list without
    trailing blanks. A column range (``[[a], [b]]``) or a row range works too."""
    if values is None:
        return None
    if isinstance(values, (str, bytes)) or not isinstance(values, (list, tuple)):
        raise fail("grid_bad_list", what=what, got=type(values).__name__)
    out: list[Any] = []
    rows = list(values)
    if len(rows) == 1 and is_row(rows[0]):  # a row range [[a, b, c]]
        rows = list(rows[0])
    for v in rows:
        if is_row(v):
            inner = [x for x in v if not is_blank(x)]
            if len(inner) > 1:
                raise fail("grid_bad_list", what=what, got="more than one value per player")
            v = inner[0] if inner else None
        out.append(v)
    while out and is_blank(out[-1]):
        out.pop()
    return out


def is_date_format(fmt: Any) -> bool:
    if fmt is True:
        return True
    if not isinstance(fmt, str):
        return False
    f = re.sub(r'"[^"]*"|\[[^\]]*\]|\\.', "", fmt).lower()
    if f in ("general", "@", ""):
        return False
    return bool(re.search(r"[dmy]", f))


def fmt_at(formats: list[list[Any]] | None, i: int, j: int) -> Any:
    if formats is None:
        return None
    if i < len(formats) and j < len(formats[i]):
        return formats[i][j]
    return None


def formats_grid(formats: Any) -> list[list[Any]] | None:
    if formats is None:
        return None
    if isinstance(formats, (str, bool)):  # one format for the whole range
        return None if not is_date_format(formats) else [[True]]
    if not isinstance(formats, (list, tuple)):
        raise fail("grid_not_table", what="formats", got=type(formats).__name__)
    if formats and not any(is_row(r) for r in formats):
        return [list(formats)]
    return [list(r) if is_row(r) else [r] for r in formats]


# =====================================================================================
# values
# =====================================================================================


def show_number(v: Fraction) -> str:
    """A number as it was typed (0.5000001, 6.0000001, 1e+308: never rounded, never 309
    digits), as every message shows values (:func:`xl_tiebreaks.validate.shown`)."""
    return shown(v)


def serial_date(v: Fraction) -> str:
    try:
        return (EXCEL_EPOCH + _dt.timedelta(days=int(v))).isoformat()
    except (OverflowError, ValueError):
        return "?"


def looks_like_serial(v: Fraction) -> bool:
    return v.denominator == 1 and 20000 <= v <= 80000


def scalar(v: Any, where: Where | Callable[[], Where] | None, fmt: Any = None) -> None | str | Fraction:
    """A cell as ``None`` (blank), text (stripped, dashes unified) or an exact number.
    ``where`` (or a function giving it, called only on an error) places the message.

    Raises:
        GridError: ``grid_bool``, ``grid_result_date``, ``grid_result_date_number``,
            ``grid_bad_number``, ``grid_excel_error``, ``grid_bad_cell``.
    """
    t = type(v)
    if t is str:
        s = v.strip()
        if not s:
            return None
        if "#" in s and s.lower() in EXCEL_ERRORS:
            raise fail("grid_excel_error", _place(where), text=s)
        return s if s.isascii() else s.translate(DASHES)
    if v is None:
        return None
    if t is int or t is float:
        if t is float and not math.isfinite(v):
            raise fail("grid_bad_number", _place(where), text=str(v))
        n = Fraction(v) if t is int else Fraction(int(v)) if v.is_integer() else Fraction(repr(v))
        if fmt is not None and is_date_format(fmt):
            raise fail("grid_result_date_number", _place(where), value=show_number(n), shown=serial_date(n))
        return n
    if isinstance(v, bool):
        raise fail("grid_bool", _place(where), value="TRUE" if v else "FALSE", value_es="VERDADERO" if v else "FALSO")
    if isinstance(v, (_dt.datetime, _dt.date)):
        shown = v.date().isoformat() if isinstance(v, _dt.datetime) else v.isoformat()
        raise fail("grid_result_date", _place(where), shown=shown)
    if isinstance(v, _dt.time):
        raise fail("grid_result_date", _place(where), shown=v.isoformat())
    if isinstance(v, (Real, Decimal)):
        if isinstance(v, Decimal):
            if not v.is_finite():
                raise fail("grid_bad_number", _place(where), text=str(v))
            num = Fraction(v)
        else:
            try:
                num = Fraction(v)  # type: ignore[arg-type]
            except (TypeError, ValueError, OverflowError):
                raise fail("grid_bad_cell", _place(where), got=type(v).__name__) from None
        if is_date_format(fmt):
            raise fail("grid_result_date_number", _place(where), value=show_number(num), shown=serial_date(num))
        return num
    if isinstance(v, str):  # a str subclass
        return scalar(str(v), where, fmt)
    raise fail("grid_bad_cell", _place(where), got=type(v).__name__)


#: (month, day) of the dates a spreadsheet makes of a typed ``1/2`` (2 January where the month
#: comes first, 1 February where the day does)
HALF_DATES = {(1, 2), (2, 1)}


def half_from_date(v: Any, fmt: Any = None) -> bool:
    """Is ``v`` a typed ``1/2`` that the spreadsheet made a date: a date of 2 January or 1
    February (any year), or its serial number (xlwings' Office.js path hands dates over as
    numbers) in a cell without another number format? In a result cell nothing else can be
    meant (issue 25 item 1); any other date there is still refused, naming the cell."""
    if isinstance(v, (_dt.datetime, _dt.date)) and not isinstance(v, bool):
        return (v.month, v.day) in HALF_DATES
    if isinstance(v, (int, float)) and not isinstance(v, bool) and (fmt is None or is_date_format(fmt)):
        if float(v).is_integer() and 20000 <= v <= 80000:
            d = EXCEL_EPOCH + _dt.timedelta(days=int(v))
            return (d.month, d.day) in HALF_DATES
    return False


def result_scalar(v: Any, where: Where | Callable[[], Where] | None, fmt: Any = None) -> None | str | Fraction:
    """A result cell as :func:`scalar` reads it, a ``1/2`` made a date read back as ``½``."""
    if half_from_date(v, fmt):
        return "½"
    return scalar(v, where, fmt)


def _place(where: Where | Callable[[], Where] | None) -> Where | None:
    return where() if callable(where) else where


def as_text(v: None | str | Fraction) -> str:
    if v is None:
        return ""
    if isinstance(v, Fraction):
        return show_number(v)
    return v


NUM_RE = LazyPattern(r"^(?:\d+(?:[.,]\d+)?|[.,]\d+)$")


def num(text: str) -> Fraction:
    return Fraction(text.replace(",", "."))


# =====================================================================================
# results
# =====================================================================================

# an outcome from one player's side: ("G", Result) game, ("+", None) forfeit win,
# ("-", None) forfeit loss, ("P", None) pending (paired, result not known)
Outcome = tuple[str, "Result | None"]
WIN: Outcome = ("G", Result.WIN)
DRAW: Outcome = ("G", Result.DRAW)
LOSS: Outcome = ("G", Result.LOSS)
FWIN: Outcome = ("+", None)
FLOSS: Outcome = ("-", None)
PEND: Outcome = ("P", None)

DRAW_TOKENS = {"½", "=", "1/2", "0½"}
FWIN_TOKENS = {"+", "1f", "1a", "+f", "1ff", "1k", "+k"}
FLOSS_TOKENS = {"-", "0f", "0a", "-f", "0ff", "0k", "-k"}


def number_result(v: Fraction, ss: ScoreSystem) -> Outcome | None:
    if v == ss.win:
        return WIN
    if v == ss.draw:
        return DRAW
    if v == ss.loss:
        return LOSS
    return None


def token_result(tok: str, ss: ScoreSystem) -> Outcome | None:
    """One result from the player's side, or ``None`` if ``tok`` is not one."""
    t = tok.strip().lower().replace(" ", "")
    if t in DRAW_TOKENS:
        return DRAW
    if t in FWIN_TOKENS:
        return FWIN
    if t in FLOSS_TOKENS:
        return FLOSS
    if NUM_RE.match(t):
        return number_result(num(t), ss)
    return None


def systems_values(ss: ScoreSystem) -> str:
    return f"{show_number(ss.win)} / {show_number(ss.draw)} / {show_number(ss.loss)}"


def bad_number(v: Fraction, where: Where | None, ss: ScoreSystem) -> GridError:
    if looks_like_serial(v):
        return fail("grid_result_date_number", where, value=show_number(v), shown=serial_date(v))
    return fail("grid_number_not_result", where, value=show_number(v), values=systems_values(ss))


def _pair_kind(a: Outcome, b: Outcome) -> str:
    """The rule of :func:`~xl_tiebreaks.model.classify_pairing` (the one every reader applies)
    in the grid readers' words: ``"ok"``, ``"odd"`` or ``"no"``."""
    got = classify_pairing(1, record(a, 2, None), record(b, 1, None))
    return {PairingCheck.GAME: "ok", PairingCheck.DOUBLE_LOSS: "ok", PairingCheck.UNBALANCED: "odd"}.get(got, "no")




def pair_kind(a: Outcome, b: Outcome) -> str:
    """How the two sides of one pairing agree: ``"ok"`` (1-0, ½-½, 0-1, forfeits +/-, -/+,
    -/-, both pending; and a game both players lost, 0-0: an arbiter's decision that TRF
    records as each player's own result, read as a game both played and lost); ``"odd"``
    (two results of the same kind whose points do not make one game: 1-1, 1-½, ½-0, +/+:
    kept as written, with a warning); ``"no"`` (a forfeit against a game, a result against
    nothing yet: the two sides contradict each other)."""
    return PAIR_KIND[(a, b)]


def record(o: Outcome, opp: int, colour: str | None) -> RoundRecord:
    tag, res = o
    if tag == "G":
        return RoundRecord(RoundKind.GAME, opp, colour, res)
    if tag == "+":
        return RoundRecord(RoundKind.FORFEIT_WIN, opp, colour)
    if tag == "-":
        return RoundRecord(RoundKind.FORFEIT_LOSS, opp, colour)
    return RoundRecord(RoundKind.PENDING, opp, colour)


_OUTCOMES = (WIN, DRAW, LOSS, FWIN, FLOSS, PEND)
PAIR_KIND: dict[tuple[Outcome, Outcome], str] = {(a, b): _pair_kind(a, b) for a in _OUTCOMES for b in _OUTCOMES}


def outcome_text(o: Outcome) -> str:
    if o[0] == "G":
        return {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}[o[1]]  # type: ignore[index]
    return {"+": "+", "-": "-", "P": ""}[o[0]]


# =====================================================================================
# colours
# =====================================================================================

WHITE_WORDS = {"w", "white", "blancas", "blanca", "blanco", "blancos", "bl", "weiss", "weiß", "wei", "wit", "○", "◯",
               "⚪", "☐"}
BLACK_WORDS = {"n", "black", "negras", "negra", "negro", "negros", "bk", "s", "schwarz", "sw", "●", "⚫", "■",
               "zwart"}  # (Dutch: wit / zwart; chess-results' z after an opponent: ATTACHED_COLOURS)
#: colour letters read only after an opponent's number (``3z1``), never alone (``Z`` alone is a
#: zero-point bye): the colour word they stand for
ATTACHED_COLOURS = {"z": "zwart", "zw": "zwart"}
AMBIGUOUS_B = "b"
#: letters that say a bare b is Black (English sheet) / White (Spanish sheet)
EN_EVIDENCE = {"w", "white", "black", "bk"}
ES_EVIDENCE = {"n", "blancas", "blanca", "blanco", "blancos", "bl", "negras", "negra", "negro", "negros"}
COLOUR_WORDS = WHITE_WORDS | BLACK_WORDS | {AMBIGUOUS_B}
COLOUR_RE = "|".join(re.escape(c) for c in sorted(COLOUR_WORDS, key=len, reverse=True))


def resolve_colour(tok: str | None, conv: str | None) -> str | None:
    """``"w"``/``"b"`` (White/Black) for a colour token; a bare ``b`` by the sheet's
    convention (``"en"``: Black, ``"es"``: blancas)."""
    if tok is None:
        return None
    if tok in WHITE_WORDS:
        return WHITE
    if tok in BLACK_WORDS:
        return BLACK
    if tok == AMBIGUOUS_B:
        return BLACK if conv == "en" else WHITE if conv == "es" else None
    return None  # pragma: no cover - tokens are checked when read


# =====================================================================================
# byes
# =====================================================================================

#: a round the player was not paired for (C.07 (2026) art. 16.1.2: an absence, a voluntary
#: unplayed round), as organisers write it in English, Spanish and German (lower case)
ABSENT_WORDS = (
    "np", "n/p", "n.p.", "n.p", "n p", "ausente", "ausencia", "absent", "abs", "abs.", "no presentado",
    "no presentada", "no se presentó", "no se presento", "no juega", "no jugó", "no jugo", "not paired",
    "unpaired", "did not play", "nicht gepaart", "abwesend", "nicht anwesend", "fehlt",
)
#: the player withdrew: this round and every later one (as organisers write it; lower case)
WITHDRAWN_WORDS = (
    "retirado", "retirada", "retirados", "retiro", "retiró", "se retiró", "se retira", "ret", "ret.",
    "abandona", "abandonó", "abandono", "abandonado", "abandonada", "aband.", "baja", "de baja",
    "dado de baja", "dada de baja", "withdrawn", "withdrew", "withdraws", "wd", "w/d", "w.d.", "wdn",
    "retired", "zurückgezogen", "zurueckgezogen", "zurückgetreten", "zurueckgetreten", "ausgeschieden",
    "abgemeldet",
)
#: bye and absence words: kind (None: the value decides, a pairing-allocated bye by default)
BYE_WORDS: dict[str, RoundKind | None] = {
    "bye": None, "libre": None, "exento": None, "exenta": None, "descanso": None, "descansa": None,
    "spielfrei": None, "frei": None,
    "exe": None, "exempt": None,  # (French: Papi's grille américaine writes EXE)
    "pab": RoundKind.PAB, "u": RoundKind.PAB,
    "h": RoundKind.HALF_BYE, "f": RoundKind.FULL_BYE, "z": RoundKind.ZERO_BYE,
    # C.07 (2026) art. 16's names of the byes (the team grid knows them too)
    "hpb": RoundKind.HALF_BYE, "fpb": RoundKind.FULL_BYE, "zpb": RoundKind.ZERO_BYE,
    **{w: RoundKind.ABSENT for w in ABSENT_WORDS},
    **{w: RoundKind.WITHDRAWN for w in WITHDRAWN_WORDS},
}
REST_WORDS = {"bye", "libre", "exento", "exenta", "descanso", "descansa", "pab", "u", "np", "n/p", "n.p.",
              "spielfrei", "frei", "exe", "exempt"}
BYE_WITH_VALUE_RE = LazyPattern(r"^(bye|libre|exento|exenta|descanso|descansa|pab|spielfrei|frei|exe|exempt)\s*[:=]?\s*(\S+)$",
                               re.I)
#: a round written result first, the opponent after a slash, then the colour (the KNDB's
#: toernooibase FMJD-report: ``2/23w``, 2 points against 23 with White); never ``1/2`` alone
RESULT_FIRST_RE = LazyPattern(rf"^\s*(\d+(?:[.,]\d+)?|½)\s*/\s*(\d+)\s*({COLOUR_RE})\s*$", re.I)
#: a round written as a sign first, then the opponent and the colour (Papi's "grille américaine",
#: the French federation's program: ``+ 21N`` won against 21 with Black, ``= 6B`` drawn with
#: White, ``- 1B`` lost; B / N are blancs / noirs, read as the Spanish b / n): the sign is the
#: game's result here, not a forfeit (a forfeit is written after the opponent: ``21w+``)
SIGN_FIRST_RE = LazyPattern(rf"^\s*([+=\-])\s*(\d+)\s*({COLOUR_RE})\s*$", re.I)
SIGN_RESULTS = {"+": "1", "=": "½", "-": "0"}
#: a round written as the result's letter first, then the opponent (the US notation: SwissSys,
#: WinTD, US Chess crosstables: ``W  39`` won against 39, ``D  12`` drawn, ``L   8`` lost), a
#: colour after it when the grid's second line gave one (``W 39 b``)
LETTER_FIRST_RE = LazyPattern(rf"^\s*([WLD])\s*(\d+)\s*(?:({COLOUR_RE})(?![a-záéíóúñß]))?\s*$", re.I)
LETTER_RESULTS = {"w": "1", "d": "½", "l": "0"}
#: the round letters without an opponent of a grid in the US notation (a grid with a
#: :data:`LETTER_FIRST_RE` cell): B a bye (the point of a win), H a half-point bye, U a round not
#: played (nothing), X a win by forfeit and F a loss by forfeit whose opponent is not written
#: (unplayed rounds worth a win / nothing). Elsewhere these letters keep their other meanings
#: (B a colour, U a pairing-allocated bye, F a full-point bye: :data:`BYE_WORDS`).
US_ROUND_LETTERS: dict[str, RoundKind] = {"b": RoundKind.PAB, "h": RoundKind.HALF_BYE, "u": RoundKind.ABSENT,
                                          "x": RoundKind.FULL_BYE, "f": RoundKind.ZERO_BYE}
#: chess-results / Swiss-Manager crosstables: no opponent ("-") and the points (a bye, or not paired)
DASH_POINTS_RE = LazyPattern(r"^-\s*(1|½|0[.,]5|0|1/2|\+)$")


def value_of(tok: str) -> Fraction | None:
    t = tok.strip().lower()
    if t in DRAW_TOKENS:
        return Fraction(1, 2)
    if NUM_RE.match(t):
        return num(t)
    return None


def bye_from_value(v: Fraction, ss: ScoreSystem, where: Where | None, text: str) -> RoundKind:
    """The kind of bye worth ``v`` points in ``ss`` (pairing-allocated first).

    Raises:
        GridError: ``grid_bye_value`` when no bye is worth ``v``.
    """
    pab = ss.win if ss.pab is None else ss.pab
    half = ss.draw if ss.half_bye is None else ss.half_bye
    full = ss.win if ss.full_bye is None else ss.full_bye
    if v == pab:
        return RoundKind.PAB
    if v == half:
        return RoundKind.HALF_BYE
    if v == ss.zero_bye:
        return RoundKind.ZERO_BYE
    if v == full:
        return RoundKind.FULL_BYE
    raise fail("grid_bye_value", where, text=text, value=show_number(v))


@dataclass(slots=True)
class Entry:
    """One player's round as a cell says it (the opponent not yet placed in the table)."""

    text: str  # as typed (for messages)
    kind: str = "blank"  # blank | game | bye | bad (a mistake, in ``error``)
    opp: Any = None  # the opponent: a start number (int), a name (str), or, once placed, a row position
    colour: str | None = None  # colour token (lower case) as typed
    outcome: Outcome | None = None
    bye: RoundKind | None = None
    note: Text | None = None
    error: GridError | None = None  # kind "bad": the cell's mistake (reported where it is)


def bye_entry(text: str, low: str, ss: ScoreSystem, where: Where | None) -> Entry | None:
    """A bye, absence or withdrawal written as a word (``BYE``, ``LIBRE ½``, ``H``...) or as
    chess-results prints it (``-1``, ``-½``, ``-0``); ``None`` if ``text`` is not one."""
    key = low.strip()
    if key in BYE_WORDS:
        kind = BYE_WORDS[key] or RoundKind.PAB
        note = None
        if key in ("descanso", "descansa"):
            note = Text("note_grid_bye_read", text=text, value=show_number(ss.pab if ss.pab is not None else ss.win))
        return Entry(text, "bye", bye=kind, note=note)
    m = DASH_POINTS_RE.match(key)
    if m:
        v = value_of(m.group(1)) if m.group(1) != "+" else None
        if v is None or v == 0:
            return Entry(text, "bye", bye=RoundKind.PAB if v is None else RoundKind.ABSENT)
        return Entry(text, "bye", bye=bye_from_value(v, ss, where, text))
    m = BYE_WITH_VALUE_RE.match(key)
    if m:
        word, val = m.group(1).lower(), m.group(2)
        v = value_of(val)
        if v is None:
            if val in ("+",):
                return Entry(text, "bye", bye=RoundKind.PAB)
            if val in ("-",):
                return Entry(text, "bye", bye=RoundKind.ZERO_BYE)
            raise fail("grid_bye_value", where, text=text, value=val)
        kind = BYE_WORDS.get(word)
        if kind is None:
            kind = bye_from_value(v, ss, where, text)
        return Entry(text, "bye", bye=kind)
    return None


def resultless_entry(text: str, tok: str, ss: ScoreSystem) -> Entry | None:
    """A result without an opponent (TRF's reading: ``+``/``1`` a pairing-allocated bye,
    ``½``/``=`` a half-point bye, ``-``/``0`` an absence)."""
    o = token_result(tok, ss)
    if o is None:
        return None
    if o in (FWIN, WIN):
        return Entry(text, "bye", bye=RoundKind.PAB, note=Text("note_grid_no_opp_pab", text=text))
    if o == DRAW:
        return Entry(text, "bye", bye=RoundKind.HALF_BYE, note=Text("note_grid_no_opp_hpb", text=text))
    return Entry(text, "bye", bye=RoundKind.ABSENT)


def score_system(ss: Any) -> ScoreSystem:
    if ss is None:
        return ScoreSystem()
    if not isinstance(ss, ScoreSystem):
        raise fail("grid_bad_option", option="score_system", value=type(ss).__name__, valid="a ScoreSystem")
    return ss


def check_total_rounds(total_rounds: Any) -> None:
    if total_rounds is not None and (isinstance(total_rounds, bool) or not isinstance(total_rounds, int)
                                     or total_rounds < 0):
        raise fail("grid_bad_option", option="total_rounds", value=repr(total_rounds), valid="a whole number")
