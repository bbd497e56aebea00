"""One TRF record at a time: the header records (dates, ratings, ``162`` score system, ``092`` /
``192`` type of tournament) and the round blocks of ``001``; the reader's result types."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Callable, Iterator

from ...errors import TiebreakError
from ...model import NOT_PLAYED, PairingSystem, Result, RoundKind, RoundRecord, ScoreSystem, Tournament
from ...texts import Text
from ...validate import MAX_ROUNDS, parse_date  # noqa: F401 - (a TRF date, read in validate: text_date reads it too)


#: result codes read (TRF-16 and TRF-26; ``?`` / ``X``: result not known yet)
_RESULT_CODES = frozenset("10=+-WDLHFUZA ?X")


_UNKNOWN_RESULT = frozenset("?X")


#: ASCII digits only (``str.isdigit`` also accepts '²', which ``int`` rejects)
_DIGITS = re.compile(r"[0-9]+\Z").match


#: the product's own record of the players expelled from the event (FIDE's 2026 endorsement
#: checklist, Q197-198): ``XXE`` and their start numbers (``XXE 12 31``). TRF-2026 has no record
#: for an expelled player; ``XX?`` codes are the extension records (JaVaFo's ``XXR``, ``XXC``...)
#: that a reader not knowing one skips.
EXPELLED_RECORD = "XXE"

#: the product's own record of a player's rating in force in each round, for an event longer
#: than 30 days (FIDE's 2026 endorsement checklist, Q212): ``XXT``, the start number, then one
#: rating a round from round 1 (``0``: the ``001`` record's rating): ``XXT 12 2100 2100 2115``.
#: TRF-2026 has no record for ratings by round.
ROUND_RATINGS_RECORD = "XXT"

#: a record's code: three digits or capital letters (``001``, ``012``, ``XXR``, bbpPairings'
#: ``BBW``), then a blank or the end of the line
_RECORD_CODE = re.compile(r"[0-9A-Z]{3}(?: |\Z)").match


class TrfError(TiebreakError):
    """A :class:`TiebreakError` of the TRF reader; its location (``line 12 (start number 7)``)
    reads in Spanish too (``línea 12 (número inicial 7)``)."""


_error = TrfError


@dataclass
class TrfFile:
    """A parsed TRF file: the tournament and what the reader noticed; ``tiebreaks``, the text of
    its TRF-2026 ``202`` record (the tie-break list, points not included; ``""`` without one),
    as :func:`~xl_tiebreaks.readers.trf.write_trf` takes it back (``previous=``)."""

    tournament: Tournament
    records: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    encoding: str = "utf-8"
    tiebreaks: str = ""


def _rating(text: str, loc: str) -> int | None:
    """A rating field (columns 49-52) that is not plain digits up to 4000: blank is unrated,
    anything else is refused with the one rating message (:func:`xl_tiebreaks.validate.rating`)."""
    from ...validate import rating

    from ...errors import translate_location

    return rating(text, f"{loc}, columns 49-52", location_es=f"{translate_location(loc, 'es')}, columnas 49-52")


@lru_cache(maxsize=4096)
def _frac(text: str) -> Fraction:
    return Fraction(text.strip().replace(",", "."))


# ---------------------------------------------------------------------------------------------
# the file, line by line, within its bounds


#: the longest line a record can be: a player's (``001``) of :data:`~xl_tiebreaks.validate.MAX_ROUNDS`
#: rounds (91 columns, then 10 a round), with room for a few columns more
MAX_LINE = 91 + 10 * MAX_ROUNDS + 100
#: the most lines with something on them: 9,999 players, 999 teams and the header records
MAX_LINES = 20_000
#: the most lines in all, blank ones included
MAX_ALL_LINES = 10 * MAX_LINES

# what a workbook cannot hold (XML 1.0), a TRF file never means, and a terminal may act on
_CONTROLS = "".join(map(chr, [*range(0, 9), 11, 12, *range(14, 32), 127, 0xFFFE, 0xFFFF]))
_CONTROL = re.compile(f"[{re.escape(_CONTROLS)}]")
_SOMETHING = re.compile(r"\S")


def trf_lines(text: str) -> Iterator[tuple[int, str]]:
    """The lines of a TRF file's text that hold something, as ``(line number, line without
    its trailing blanks)``, refused as soon as one passes a bound, so that any text is read
    in a time and memory proportional to what is kept:

    * line ends CRLF, LF or CR (not :meth:`str.splitlines`, which also breaks at form feeds
      and U+0085); a DOS end-of-file mark (Ctrl-Z) at the very end is the end of the file;
    * more than :data:`MAX_ALL_LINES` lines, or more than :data:`MAX_LINES` that hold
      something, are refused (the text is split no further than that);
    * a line longer than :data:`MAX_LINE` is refused: a player's line with the number of
      rounds its length holds (the bound of every number of rounds,
      :func:`xl_tiebreaks.validate.whole`), any other line with its length;
    * a control character (other than a tab) in a line that is not a comment (``#``) is
      refused, naming the line and the column: a TRF file holds text, and nothing the file
      says is changed silently (a name with a control character in it could not go into a
      workbook). Blank lines are skipped.

    Raises:
        TiebreakError: ``value_bound`` (a player's line of more than 999 rounds),
            ``trf_line_too_long``, ``trf_too_many_lines``, ``trf_control_char``.
    """
    from ...validate import whole

    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if text.endswith("\x1a"):
        text = text.rstrip("\x1a")
    lines = text.split("\n", MAX_ALL_LINES)  # (no more pieces than that, whatever the text)
    if len(lines) > MAX_ALL_LINES:
        raise _error("trf_too_many_lines", f"line {MAX_ALL_LINES + 1}", most=MAX_ALL_LINES)
    controls = any(c in text for c in _CONTROLS)  # (one fast pass; the lines are searched only then)
    kept = 0
    for lineno, line in enumerate(lines, 1):
        if len(line) > MAX_LINE:
            if _SOMETHING.search(line, MAX_LINE) is None:  # only blanks past the bound
                line = line.rstrip()
            else:  # (not copied: its length without trailing blanks, for the message)
                n = len(line) if not line[-1].isspace() else len(line.rstrip())
                if line.startswith("001"):
                    sn = line[4:8].strip()
                    loc = f"line {lineno} (start number {sn})" if _DIGITS(sn) else f"line {lineno}"
                    whole(-(-(n - 91) // 10), "rounds", where=loc)
                raise _error("trf_line_too_long", f"line {lineno}", n=n, most=MAX_LINE)
        if not line or line.isspace():
            continue
        kept += 1
        if kept > MAX_LINES:
            raise _error("trf_too_many_lines", f"line {lineno}", most=MAX_LINES)
        if controls and not line.startswith("#"):
            bad = _CONTROL.search(line)
            if bad is not None:
                sn = line[4:8].strip() if line.startswith("001") else ""
                loc = f"line {lineno} (start number {sn})" if _DIGITS(sn) else f"line {lineno}"
                raise _error("trf_control_char", loc, column=bad.start() + 1, code=f"U+{ord(bad.group()):04X}")
        yield lineno, line.rstrip()


#: the letters of a score-system record (``162``; the team records' ``362`` alike) and what each is
SCORE_LETTERS = {"W": "win", "D": "draw", "L": "loss", "P": "pab", "F": "full_bye", "H": "half_bye",
                 "Z": "zero_bye", "U": "pab", "A": "zero_bye"}


def score_record(line: str, lineno: int, base: tuple[Fraction, Fraction, Fraction] | None = None) -> dict[str, Fraction]:
    """The values of a score-system record (``162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0``;
    the team records' ``362`` alike): letter -> points, each checked as every score system
    is, whatever it comes from (a function's settings, a workbook's settings, ``--score``):
    a number of points from 0 to 100 (:func:`xl_tiebreaks.validate.points`: ``1e308``,
    ``nan``, ``-inf`` refused), a win worth more than a loss, a draw between them, no bye
    worth more than a win (:func:`xl_tiebreaks.validate.score_order`; a letter not given
    takes its value in ``base``, win/draw/loss, default 1, ½, 0). A letter without a number,
    or a number without a letter, is refused too.

    Raises:
        TiebreakError: ``score_bound``, ``score_order``, ``trf_bad_number`` (located ``line N``).
    """
    from ...validate import points, score_order, shown

    where = f"line {lineno}"
    record = line[:3]
    tokens = line[4:].split()
    vals: dict[str, Fraction] = {}
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        letter, value = tok[:1].upper(), tok[1:]
        if not ("A" <= letter <= "Z"):
            raise _error("trf_bad_number", where, record=record, text=shown(tok))
        if not value:
            if i + 1 == len(tokens):
                raise _error("trf_bad_number", where, record=record, text=shown(tok))
            value = tokens[i + 1]
            i += 1
        i += 1
        vals[letter] = points(value, f"record {record}, {letter}", f"registro {record}, {letter}", where)
    w, d, lo = base or (Fraction(1), Fraction(1, 2), Fraction(0))
    w, d, lo = vals.get("W", w), vals.get("D", d), vals.get("L", lo)
    byes = tuple(vals[k] for k in ("P", "U", "F", "H") if k in vals)
    try:
        score_order(w, d, lo, byes, what=f"record {record}", what_es=f"registro {record}",
                    value=shown(" ".join(tokens), 60))
    except TiebreakError as e:
        raise _error(e.code, where, **e.params) from None
    return vals


def _parse_score_system(line: str, lineno: int, notes: list[str]) -> ScoreSystem:
    """TRF-26 record 162: groups of ``<letter> <points>`` (``162  W 1.0    D 0.5 ...``), read
    by :func:`score_record` (the bounds and order of every score system)."""
    vals = score_record(line, lineno)
    kw: dict[str, Fraction] = {}
    for sym, v in vals.items():
        if sym in SCORE_LETTERS:
            kw[SCORE_LETTERS[sym]] = v
        if sym == "A":  # TRF-26: absence / zero-point bye
            kw["absent"] = v
    unknown = sorted(set(vals) - set(SCORE_LETTERS) - {"X"})
    if unknown:
        notes.append(Text("note_trf_letters", line=lineno, letters=" ".join(unknown)))
    return ScoreSystem(**kw)


_RR_WORDS = ("round robin", "round-robin", "roundrobin", "robin", "berger", "todos contra todos", "double rr",
             "schevening", "rundenturnier", "vollrundig", "toutes rondes", "tutti contro tutti",
             "all'italiana", "liguilla")


_SWISS_WORDS = ("swiss", "suizo", "suisse", "schweizer", "svizzero", "dutch", "dubov", "burstein", "monrad")


def _pairing_from_text(text: str) -> PairingSystem | None:
    t = text.lower()
    if any(w in t for w in _RR_WORDS) or re.search(r"\brr\b", t):
        return PairingSystem.ROUND_ROBIN
    if any(w in t for w in _SWISS_WORDS) or re.search(r"\blim\b", t):
        return PairingSystem.SWISS
    return None


def _pairing_from_192(value: str) -> PairingSystem | None:
    """TRF-26 record 192 (``FIDE_DUTCH``, ``BERGER_ROUNDROBIN``, ``FIDE_SCHEVENINGEN`` ...)."""
    v = value.upper()
    if not v:
        return None
    if "ROUNDROBIN" in v or "ROUND_ROBIN" in v or "SCHEVENINGEN" in v:
        return PairingSystem.ROUND_ROBIN
    return PairingSystem.SWISS


_BLOCK_RE = re.compile(r"^\s*(\d{1,4})?\s*([wWbB\-])?\s*(.)?\s*$")


# an aligned block: opponent right-aligned in 4 columns (or blank), colour, result
_STRICT_BLOCK = re.compile(r"( {4}| {3}\d| {2}\d\d| \d{3}|\d{4}) ([wWbB\- ])(?: (.))? *\Z")


#: the two parts of :data:`_STRICT_BLOCK`: its opponent field is always 4 columns wide
_OPP_FIELD = re.compile(r"( {4}| {3}\d| {2}\d\d| \d{3}|\d{4})\Z").match
_TAIL_FIELD = re.compile(r" ([wWbB\- ])(?: (.))? *\Z").match
_BAD = object()


def aligned_block_reader() -> Callable[[str], tuple[int | None, str | None, str] | None]:
    """A reader of aligned round blocks for one file: ``read(block)`` gives what
    :func:`_parse_block` gives for a block :data:`_STRICT_BLOCK` reads with a known result
    code, and ``None`` for any other block (:func:`_parse_block` then reads it or says what is
    wrong). Its two parts are each read once per distinct text: an event has a few thousand
    opponent fields and a few dozen colour-and-result parts, where whole blocks seldom repeat."""
    opps: dict[str, object] = {}
    tails: dict[str, object] = {}
    opp_get, tail_get = opps.get, tails.get

    def read(block: str) -> tuple[int | None, str | None, str] | None:
        head = block[:4]
        opp = opp_get(head, _BAD)
        if opp is _BAD:
            if head in opps:  # (known not to be an opponent field)
                return None
            opp = opps[head] = ((int(head) if not head.isspace() else 0) or None) if _OPP_FIELD(head) else _BAD
            if opp is _BAD:
                return None
        rest = block[4:]
        got = tail_get(rest)
        if got is None:
            got = tails[rest] = _BAD
            m = _TAIL_FIELD(rest)
            if m is not None:
                col, res = m.groups()
                res = (res or " ").upper()
                if res in _RESULT_CODES:
                    col = col.lower()
                    got = tails[rest] = (col if col in ("w", "b") else None), res
        if got is _BAD:
            return None
        return opp, got[0], got[1]  # type: ignore[index,return-value]

    return read


def _parse_block(block: str, rnd: int, loc: str) -> tuple[int | None, str | None, str]:
    """Opponent, colour and result code of one 10-column round block."""
    m = _STRICT_BLOCK.match(block)
    if m is not None:
        opp_txt, col, res = m.groups()
        res = (res or " ").upper()
        if res in _RESULT_CODES:
            col = col.lower()
            return (int(opp_txt) if not opp_txt.isspace() else 0) or None, (col if col in ("w", "b") else None), res
    opp_txt = block[0:4].strip()
    col = block[5:6].strip().lower() if len(block) > 5 else ""
    res = block[7:8] if len(block) > 7 else " "
    rest = block[8:].strip()
    if (opp_txt and not _DIGITS(opp_txt)) or rest or block[4:5].strip() or block[6:7].strip():
        # not aligned: try a free-form reading of the block ("12 w 1", "0 - H")
        m = _BLOCK_RE.match(block)
        if not m:
            raise _error("trf_bad_round_block", loc, round=rnd, text=block.strip())
        opp_txt, col, res = m.group(1) or "", (m.group(2) or "").lower(), m.group(3) or " "
        if opp_txt and not _DIGITS(opp_txt):
            raise _error("trf_bad_round_block", loc, round=rnd, text=block.strip())
    if col not in ("", "w", "b", "-"):
        raise _error("trf_bad_colour", loc, round=rnd, code=col)
    res = res.upper()
    if res not in _RESULT_CODES:
        raise _error("trf_bad_result_code", loc, round=rnd, code=res)
    opp = int(opp_txt) if opp_txt else 0
    return (opp or None), (col if col in ("w", "b") else None), res


@lru_cache(maxsize=65536)
def _record(opp: int | None, colour: str | None, code: str) -> tuple[RoundRecord, str | None]:
    """Map one round's fields to a record; the second value is a note, if any."""
    if opp is not None:
        if code in "1W":
            return RoundRecord(RoundKind.GAME, opp, colour, Result.WIN), None
        if code in "=D":
            return RoundRecord(RoundKind.GAME, opp, colour, Result.DRAW), None
        if code in "0L":
            return RoundRecord(RoundKind.GAME, opp, colour, Result.LOSS), None
        if code == "+":
            return RoundRecord(RoundKind.FORFEIT_WIN, opp, colour), None
        if code == "-":
            return RoundRecord(RoundKind.FORFEIT_LOSS, opp, colour), None
        if code == " ":
            return RoundRecord(RoundKind.PENDING, opp, colour), None
        if code in _UNKNOWN_RESULT:
            return (
                RoundRecord(RoundKind.PENDING, opp, colour),
                Text("note_trf_unknown_result", code=code),
            )
        # a bye code with an opponent number: the number is meaningless
        opp = None
    if code == "U":
        return RoundRecord(RoundKind.PAB), None
    if code == "F":
        return RoundRecord(RoundKind.FULL_BYE), None
    if code == "H":
        return RoundRecord(RoundKind.HALF_BYE), None
    if code == "Z":
        return RoundRecord(RoundKind.ZERO_BYE), None
    if code in "-A0L":
        return RoundRecord(RoundKind.ABSENT), None
    if code in "+1W":
        return RoundRecord(RoundKind.PAB), Text("note_trf_win_no_opp")
    if code in "=D":
        return RoundRecord(RoundKind.HALF_BYE), Text("note_trf_draw_no_opp")
    return NOT_PLAYED, None


def _describe(block: str | None) -> str:
    """A round block as the file has it ('  12 w 1' -> '12 w 1'); '' when the line has none."""
    return " ".join((block or "").split())


def _fmt_num(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{float(v):g}"
