"""FIDE Tournament Report File (TRF-16, with the TRF-2025/26 records that matter) reader.

Reads what real files contain: ``001`` records in any order, byes with opponent ``0``,
``0000`` or blank (lichess writes ``        U``), result codes ``1 0 = + - W D L H F U Z``,
TRF-26 ``A`` and blank (pending; ``?`` and ``X``, results not known yet, too), double
forfeits, UTF-8 (with or without BOM, also with columns counted in bytes), UTF-16 with a
BOM, cp1252 or latin-1, CRLF / LF / CR line ends, lines that stop after the last round
played, dates written ``2024/08/01``, ``2024-08-01``, ``26/11/29`` (YY/MM/DD),
``01.08.2024`` or ``01. 08. 2024``.

Records used: ``012`` name, ``042`` start date, ``062`` players, ``092`` type of
tournament (text), ``XXR``/``142`` number of rounds, ``162`` score system (TRF-26),
``192`` encoded type of tournament (TRF-26, wins over ``092``), ``001`` players. Other
records are kept as they are (:attr:`TrfFile.records`).

Points come from the rounds and the score system. The totals in columns 81-84 are
compared with them: without a ``162`` record, totals that all say the pairing-allocated
bye was worth less than a win (a ½-point PAB, which TRF-16 cannot express) set its value,
as FIDE's reference implementation does; any other disagreement is reported in
:attr:`TrfFile.notes`.

Round block *k* of a ``001`` record occupies columns 92+10(k-1) .. 99+10(k-1)
(1-based): opponent (4), blank, colour, blank, result (TRF-16, C.04 Annex 2).
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
import re
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from pathlib import Path

from ..errors import TiebreakError, gather
from ..texts import Text
from ..util import gc_paused
from ..model import (
    NOT_PLAYED,
    PairingCheck,
    Participant,
    PairingSystem,
    Result,
    RoundKind,
    RoundRecord,
    ScoreSystem,
    Tournament,
    classify_pairing,
)
from ..rounds import RECORDED, last_round_with, mark_absences

__all__ = ["read_trf", "parse_trf", "write_trf", "TrfFile", "TrfError", "decode_bytes", "parse_date"]

#: result codes read (TRF-16 and TRF-26; ``?`` / ``X``: result not known yet)
_RESULT_CODES = frozenset("10=+-WDLHFUZA ?X")
_UNKNOWN_RESULT = frozenset("?X")

#: ASCII digits only (``str.isdigit`` also accepts '²', which ``int`` rejects)
_DIGITS = re.compile(r"[0-9]+\Z").match

#: a record's code: three digits or capital letters (``001``, ``012``, ``XXR``, bbpPairings'
#: ``BBW``), then a blank or the end of the line
_RECORD_CODE = re.compile(r"[0-9A-Z]{3}(?: |\Z)").match



class TrfError(TiebreakError):
    """A :class:`TiebreakError` of the TRF reader; its location (``line 12 (start number 7)``)
    reads in Spanish too (``línea 12 (número inicial 7)``)."""


_error = TrfError


@dataclass
class TrfFile:
    """A parsed TRF file: the tournament and what the reader noticed."""

    tournament: Tournament
    records: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    encoding: str = "utf-8"


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Decode ``data``: UTF-32 or UTF-16 (with a BOM, or recognised by the zero bytes of
    ASCII text), UTF-8 (BOM allowed), else cp1252, else latin-1.

    Returns ``(text, encoding)``. A UTF-8 BOM in front of text that is not UTF-8 (an editor
    that added it to a cp1252 file) is dropped and the rest decoded as cp1252. Raises
    :class:`TiebreakError` ``trf_decode`` only when nothing fits (latin-1 decodes any byte,
    so in practice never).
    """
    head = data[:400]
    bom16 = data[:2] in (b"\xff\xfe", b"\xfe\xff")
    tries = []
    if data[:4] in (b"\xff\xfe\x00\x00", b"\x00\x00\xfe\xff"):  # UTF-32 with a BOM (before UTF-16's)
        tries.append("utf-32")
    if bom16:
        tries.append("utf-16")
    elif b"\x00\x00\x00" in head and len(data) % 4 == 0:
        tries.append(_byte_order("utf-32", head, 4))  # without a BOM: three zero bytes beside each ASCII character
    if b"\x00" in head and not bom16:
        tries.append(_byte_order("utf-16", head, 2))  # without a BOM: every other byte of ASCII text is zero
    for enc in tries:
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            pass
    if data.startswith(b"\xef\xbb\xbf"):
        try:
            return data[3:].decode("utf-8"), "utf-8-sig"
        except UnicodeDecodeError:
            data = data[3:]
    for enc in ("utf-8", "cp1252", "latin-1"):
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            continue
    raise TrfError("trf_decode")  # pragma: no cover - latin-1 accepts all bytes


def _byte_order(name: str, head: bytes, width: int) -> str:
    """``utf-16-le`` / ``-be`` (``width`` 2) or ``utf-32-le`` / ``-be`` (4) for text without a
    BOM, by where the zero bytes of ASCII characters are."""
    return f"{name}-le" if head[1::width].count(0) > head[0::width].count(0) else f"{name}-be"


def read_trf(path: str | Path, **kw: object) -> TrfFile:
    """Read a TRF file from ``path`` (never written to): the bytes are decoded with
    :func:`decode_bytes` (UTF-16 with BOM, UTF-8, else cp1252), then parsed by
    :func:`parse_trf`, which documents the keywords and the errors. The encoding found is
    kept in ``TrfFile.encoding``.

    Raises:
        TiebreakError: ``file_not_found`` when ``path`` does not exist;
            ``path_not_regular_input`` for a folder, a device or a pipe (refused before it is
            opened); ``file_too_big`` beyond :data:`xl_tiebreaks.files.MAX_TRF_BYTES`; every
            error of :func:`parse_trf`.
    """
    from ..files import read_input

    data = read_input(path, "trf")
    text, enc = decode_bytes(data)
    out = parse_trf(text, **kw)  # type: ignore[arg-type]
    out.encoding = enc
    return out


# a date at the start of the field; separators '/', '-', '.', each may have blanks around it
_DATE_RE = re.compile(r"\s*(\d{1,4})\s*([./\-])\s*(\d{1,2})\s*[./\-]\s*(\d{1,4})(?!\d)")
_COMPACT_DATE_RE = re.compile(r"\s*((?:19|20)\d\d)(\d\d)(\d\d)(?!\d)")


def parse_date(text: str, *, ambiguity: str | None = None, record: str | None = None,
               where: str | None = None) -> _dt.date | None:
    """A TRF date: ``YYYY/MM/DD``, ``YYYY-MM-DD``, ``YY/MM/DD`` (TRF-16), ``DD.MM.YYYY``,
    ``DD/MM/YYYY``, ``DD. MM. YYYY``, ``DD.MM.YY``, ``YYYYMMDD``; text after the date (an end
    date, a remark) is ignored. Blank gives ``None``; anything else raises ``ValueError``.

    ``YY/MM/DD`` with two-digit groups also reads as the European ``DD/MM/YY`` (``01/03/26``:
    2001-03-26 or 1 March 2026). With ``ambiguity`` set (the edition of C.07 will be chosen
    by this date) such a date is refused when its two readings fall under different editions
    (:func:`xl_tiebreaks.validate.unambiguous_date`: ``trf_date_ambiguous`` with ``record``,
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
                from ..validate import date_readings, unambiguous_date

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


def _rating(text: str, loc: str) -> int | None:
    """A rating field (columns 49-52) that is not plain digits up to 4000: blank is unrated,
    anything else is refused with the one rating message (:func:`xl_tiebreaks.validate.rating`)."""
    from ..validate import rating

    from ..errors import translate_location

    return rating(text, f"{loc}, columns 49-52", location_es=f"{translate_location(loc, 'es')}, columnas 49-52")


_FLOAT_RE = re.compile(r"^-?[0-9]+(?:[.,][0-9]+)?$")


@lru_cache(maxsize=4096)
def _frac(text: str) -> Fraction:
    return Fraction(text.strip().replace(",", "."))


def _parse_score_system(line: str, lineno: int, notes: list[str]) -> ScoreSystem:
    # TRF-26 record 162: groups of "<letter> <points>" (e.g. " W 1.0    D 0.5 ...")
    vals: dict[str, Fraction] = {}
    for sym, num in re.findall(r"([A-Za-z])\s*(-?\d+(?:[.,]\d+)?)", line[4:]):
        vals[sym.upper()] = _frac(num)
    kw: dict[str, Fraction] = {}
    names = {"W": "win", "D": "draw", "L": "loss", "P": "pab", "F": "full_bye", "H": "half_bye",
             "Z": "zero_bye", "U": "pab"}
    for sym, v in vals.items():
        if sym in names:
            kw[names[sym]] = v
        elif sym == "A":  # TRF-26: absence / zero-point bye
            kw["zero_bye"] = v
            kw["absent"] = v
    unknown = sorted(set(vals) - set(names) - {"A", "X"})
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


# columns (0-based) that the TRF-16 player record keeps blank between its fields
_SEPARATORS = (47, 52, 84, 89, 90)


def _looks_aligned(line: str) -> bool:
    """The fixed columns of a ``001`` record are where TRF-16 puts them."""
    n = len(line)
    for i in _SEPARATORS:
        if i < n and line[i] != " ":
            return False
    if n > 91:
        block = line[91:101]
        opp = block[0:4]
        if not (opp.isspace() or _DIGITS(opp.lstrip(" ") or "x")):
            return False
        if block[4:5] not in ("", " ") or block[6:7] not in ("", " "):
            return False
    return True


def _byte_columns(line: str) -> str | None:
    """``line`` re-cut as if its columns were counted in UTF-8 bytes (writers that pad the
    name with bytes shift every later field left by one column per accented letter), or
    ``None`` when that reading does not fit the layout either."""
    b = line.encode("utf-8")
    if len(b) == len(line):
        return None
    fixed = b[:14].decode("utf-8", "ignore").ljust(14)[:14]
    fixed += b[14:47].decode("utf-8", "ignore").ljust(33)[:33]
    fixed += b[47:].decode("utf-8", "ignore")
    return fixed if _looks_aligned(fixed) else None


@gc_paused()  # bulk reading allocates many objects and no cycles (util.gc_paused)
def parse_trf(
    text: str,
    *,
    pairing_system: PairingSystem | str | None = None,
    check_symmetry: bool = True,
    rules_given: bool = False,
) -> TrfFile:
    """Parse FIDE TRF text (TRF-16, and the TRF-26 records this reader knows) into a
    :class:`TrfFile`: the tournament, every record by its code, and notes on what was read
    in a way the file did not state (e.g. a score system inferred from the totals).

    Args:
        text: the file's text (already decoded; see :func:`decode_bytes`).
        pairing_system: ``"swiss"`` or ``"round_robin"`` to override what the file says.
        check_symmetry: reject games that the two players' lines record differently.
        rules_given: the rules will be given explicitly (not chosen by the start date): a
            start date whose two readings (``01/03/26``: YY/MM/DD or DD/MM/YY) fall under
            different C.07 editions is read as TRF-16's YY/MM/DD instead of refused.

    Returns:
        :class:`TrfFile`; ``text`` is not modified.

    Raises:
        TiebreakError: located ``line N (start number S)`` for a malformed ``001`` record
            (``trf_bad_start_no`` - located ``line N`` - , ``trf_bad_round_block``,
            ``trf_bad_result_code``, ``trf_bad_colour``, ``trf_duplicate_start_no``), a game
            against a start number that has no record (``trf_opponent_missing``), a player
            paired with himself (``trf_self_paired``), two lines that disagree about a game
            (``trf_asymmetric``), a game on one player's line only (``trf_one_sided``),
            an unreadable date or number in a header record
            (``trf_bad_date``, ``trf_bad_number``, located ``line N``), a start date that
            reads as two dates under different editions (``trf_date_ambiguous``), a rating that
            is not a whole number from 0 to 4000 (``grid_bad_rating``); ``trf_empty`` when
            no ``001`` record is present; ``settings_bad_value`` for a ``pairing_system``
            other than swiss / round robin. Each message names the line and start number
            and reads in English and Spanish (``TiebreakError.message(lang)``). Every bad
            line and every disagreeing pairing at once: the first error carries the others
            (:meth:`~xl_tiebreaks.errors.TiebreakError.every`); a game naming a line whose
            start number cannot be read, or is on two lines, is not checked.
    """
    notes: list[str] = []
    records: dict[str, list[str]] = {}
    # start number -> (participant, records, line number, raw round blocks)
    players: dict[int, tuple[Participant, list[RoundRecord], int, list[str]]] = {}
    score_system = ScoreSystem()
    has_162 = False
    start_date: _dt.date | None = None
    name = ""
    total_rounds: int | None = None
    ps_stated: PairingSystem | None = None
    ps_source = ""
    ps_192: PairingSystem | None = None
    ps_192_source = ""
    byte_lines: list[int] = []
    # block text -> (opponent, record, note): real files repeat blocks a lot
    block_cache: dict[str, tuple[int | None, RoundRecord, str | None]] = {}
    cache_get = block_cache.get
    # every mistake of the file, reported at once (each line and each pairing on its own); a
    # round that cannot be read is left out of the pairings' checks (start number -> rounds)
    mistakes: list[TiebreakError] = []
    bad_rounds: dict[int, set[int]] = {}
    unknown_lines = False  # a 001 line without a readable start number
    doubtful: set[int] = set()  # start numbers of two lines
    if text.startswith("\ufeff"):
        text = text[1:]
    # CRLF, LF or CR; not str.splitlines, which also breaks at form feeds and U+0085
    for lineno, line in enumerate(re.split(r"\r\n|\r|\n", text), 1):
        if not line or line.isspace():
            continue
        if not _RECORD_CODE(line):
            if not line.startswith("#"):  # a comment ('### ...') is said as one; anything else is warned
                notes.append(Text("warn_trf_not_a_record", location=f"line {lineno}", text=_cut(line)))
            continue
        code = line[:3]
        records.setdefault(code, []).append(line)
        if code == "001":
            loc = f"line {lineno}"
            sn_txt = line[4:8].strip()
            if not _DIGITS(sn_txt) or int(sn_txt) == 0:
                mistakes.append(_error("trf_bad_start_no", loc, text=sn_txt))
                unknown_lines = True  # (the games naming that line's player cannot be checked)
                continue
            sn = int(sn_txt)
            loc = f"line {lineno} (start number {sn})"
            if sn in players:
                mistakes.append(_error("trf_duplicate_start_no", loc, start_no=sn, other_line=players[sn][2]))
                doubtful.add(sn)  # (which of the two lines the others' games mean is not known)
                continue
            if not line.isascii() and not _looks_aligned(line):
                fixed = _byte_columns(line)
                if fixed is not None:
                    line = fixed
                    byte_lines.append(lineno)
            rating_txt = line[48:52].strip()
            try:
                rating = int(rating_txt) if _DIGITS(rating_txt) and len(rating_txt) <= 4 and \
                    int(rating_txt) <= 4000 else _rating(rating_txt, loc)
            except TiebreakError as e:
                mistakes.append(e)
                rating = None
            pts_txt = line[80:84].strip()
            declared = _frac(pts_txt) if _FLOAT_RE.match(pts_txt) else None
            if pts_txt and declared is None:
                notes.append(Text("warn_trf_bad_total", location=loc, text=pts_txt))
            rank_txt = line[85:89].strip()
            if rank_txt and not _DIGITS(rank_txt):
                notes.append(Text("warn_trf_bad_rank", location=loc, text=rank_txt))
            part = Participant(
                start_no=sn,
                name=line[14:47].strip(),
                rating=rating or None,
                fide_id=line[57:68].strip() or None,
                federation=line[53:56].strip() or None,
                title=line[10:13].strip() or None,
                sex=line[9:10].strip() or None,
                birth=line[69:79].strip() or None,
                declared_points=declared,
                declared_rank=int(rank_txt) if _DIGITS(rank_txt) else None,
            )
            recs: list[RoundRecord] = []
            # trailing blanks carry no rounds
            tail = line[91:].rstrip()
            blocks = [tail[i : i + 10] for i in range(0, len(tail), 10)]
            for rnd, block in enumerate(blocks, 1):
                got = cache_get(block)
                if got is None:
                    try:
                        opp, colour, res = _parse_block(block, rnd, loc)
                    except TiebreakError as e:
                        mistakes.append(e)
                        bad_rounds.setdefault(sn, set()).add(rnd - 1)
                        recs.append(NOT_PLAYED)
                        continue
                    got = block_cache[block] = (opp, *_record(opp, colour, res))
                if got[0] == sn:
                    mistakes.append(_error("trf_self_paired", loc, round=rnd, start_no=sn))
                    bad_rounds.setdefault(sn, set()).add(rnd - 1)
                    recs.append(NOT_PLAYED)
                    continue
                if got[2]:
                    notes.append(got[2].replace_params(location=f"{loc}, round {rnd}"))
                recs.append(got[1])
            players[sn] = (part, recs, lineno, blocks)
        elif code == "012":
            name = line[4:].strip()
        elif code == "042":
            try:
                start_date = parse_date(line[4:], ambiguity=None if rules_given else "trf", record="042",
                                        where=f"line {lineno}")
            except TiebreakError as e:
                mistakes.append(e)
            except ValueError:
                mistakes.append(_error("trf_bad_date", f"line {lineno}", record="042", text=line[4:].strip()))
        elif code in ("XXR", "142"):
            txt = line[4:].strip().split()
            if txt:
                if not _DIGITS(txt[0]):
                    mistakes.append(_error("trf_bad_number", f"line {lineno}", record=code, text=txt[0]))
                else:
                    total_rounds = int(txt[0])
        elif code == "162":
            score_system = _parse_score_system(line, lineno, notes)
            has_162 = True
        elif code == "192":
            v = line[4:].strip().upper()
            ps = _pairing_from_192(v)
            if ps is not None:
                ps_192, ps_192_source = ps, Text("src_record", record="192", text=v)
        elif code == "092" and ps_stated is None:
            ps = _pairing_from_text(line[4:])
            if ps is not None:
                ps_stated, ps_source = ps, Text("src_record", record="092", text=line[4:].strip())
    if not players:
        if mistakes:
            raise gather(mistakes)
        raise _error("trf_empty")
    if ps_192 is not None:  # the encoded type wins over the free text of 092
        ps_stated, ps_source = ps_192, ps_192_source
    if byte_lines:
        shown = ", ".join(str(n) for n in byte_lines[:5]) + (", ..." if len(byte_lines) > 5 else "")
        where = f"line {shown}" if len(byte_lines) == 1 else f"lines {shown}"
        notes.append(Text("note_trf_bytes", location=where))

    n_rounds = max(len(r) for _, r, _, _ in players.values())
    held_rounds = last_round_with((r for _, r, _, _ in players.values()), RECORDED)
    if total_rounds is not None and total_rounds < held_rounds:  # said, never silently overridden
        notes.append(Text("note_trf_rounds_record", total=total_rounds, held=held_rounds))
    # pad: a line that stops early has not-played rounds; later, rounds that the field
    # played become absences
    for _, recs, _, _ in players.values():
        recs.extend([NOT_PLAYED] * (n_rounds - len(recs)))
    for sn in doubtful:  # (no game with a start number two lines claim is checked)
        bad_rounds[sn] = set(range(n_rounds))
    _check_games(players, check_symmetry, notes, mistakes, bad_rounds, unknown_lines)
    if mistakes:
        raise gather(mistakes)
    # a round somebody was paired in is an absence for whoever has nothing in it
    mark_absences((recs for _, recs, _, _ in players.values()), n_rounds, _ABSENT)
    score_system, note = _check_declared_points(players, score_system, has_162)
    if note:
        notes.append(note)
    if pairing_system is not None:
        ps_stated = PairingSystem.parse(pairing_system)
        ps_source = Text("src_option")
    tour = Tournament.build(
        (p for p, _, _, _ in players.values()),
        {sn: recs for sn, (_, recs, _, _) in players.items()},
        total_rounds=total_rounds,
        score_system=score_system,
        pairing_system=ps_stated,
        pairing_source=ps_source,
        start_date=start_date,
        name=name,
    )
    return TrfFile(tour, records, notes)


_ABSENT = RoundRecord(RoundKind.ABSENT)


def _check_games(
    players: dict[int, tuple[Participant, list[RoundRecord], int, list[str]]], check_symmetry: bool,
    notes: list[str] | None = None, mistakes: list[TiebreakError] | None = None,
    bad_rounds: dict[int, set[int]] | None = None, unknown_lines: bool = False,
) -> None:
    """Every game's opponent exists; with ``check_symmetry`` the two lines of every pairing
    agree as :func:`~xl_tiebreaks.model.classify_pairing` says: a mismatch is refused, a game
    lost by both (``0``/``0``) is noted, result pairs that do not add up to one game are kept
    with a warning (both appended to ``notes``, once per pairing).

    With ``mistakes`` every refusal is appended there (each pairing once) instead of raised;
    ``bad_rounds`` (start number -> round indices) are rounds whose block could not be read,
    left out of the checks (both sides); ``unknown_lines``: a line's start number could not be
    read, so an opponent without a line may be that line's player (not reported)."""
    found: list[TiebreakError] = mistakes if mistakes is not None else []
    bad = bad_rounds or {}
    told: set[tuple[int, int, int]] = set()  # (round, lower, higher) already reported

    def refuse(err: TiebreakError) -> None:
        if mistakes is None:
            raise err
        found.append(err)

    for sn, (_, recs, lineno, blocks) in players.items():
        for i, rec in enumerate(recs):
            opp = rec.opponent
            if opp is None:
                continue
            other = players.get(opp)
            if other is None:
                if not unknown_lines:
                    refuse(_error("trf_opponent_missing", _loc(lineno, sn), round=i + 1, opponent=opp))
                continue
            if not check_symmetry or i in bad.get(opp, ()) or i in bad.get(sn, ()) or \
                    (i, min(sn, opp), max(sn, opp)) in told:
                continue
            theirs = other[1][i]
            if (theirs.opponent == sn and (rec.kind, rec.result, theirs.kind, theirs.result) in _ONE_GAME
                    and not (rec.colour and rec.colour == theirs.colour)):
                continue  # the usual case, without the call
            got = classify_pairing(sn, rec, theirs)
            if got is PairingCheck.GAME:
                continue
            their_blocks = other[3]
            theirs_txt = _describe(their_blocks[i] if i < len(their_blocks) else None)
            if got is PairingCheck.MISMATCH:
                told.add((i, min(sn, opp), max(sn, opp)))
                if theirs.kind is RoundKind.NOT_PLAYED or (i >= len(their_blocks) or not their_blocks[i].strip()):
                    # the other side's line has nothing there: most likely that line is cut short
                    refuse(_error("trf_one_sided", _loc(other[2], opp), round=i + 1, start_no=sn, opponent=opp,
                                  mine=_describe(blocks[i]), line=lineno))
                    continue
                refuse(_error(
                    "trf_asymmetric", _loc(lineno, sn), round=i + 1, start_no=sn, opponent=opp,
                    mine=_describe(blocks[i]), theirs=theirs_txt,
                ))
                continue
            if notes is not None and sn < opp:
                code = "pairing_double_loss" if got is PairingCheck.DOUBLE_LOSS else "pairing_unbalanced"
                notes.append(_note(code, _loc(lineno, sn), round=i + 1, start_no=sn, opponent=opp,
                                   mine=_describe(blocks[i]), theirs=theirs_txt))


#: the two sides of one game as almost every pairing has them (classify_pairing's GAME)
_ONE_GAME = frozenset({
    (RoundKind.GAME, Result.WIN, RoundKind.GAME, Result.LOSS),
    (RoundKind.GAME, Result.LOSS, RoundKind.GAME, Result.WIN),
    (RoundKind.GAME, Result.DRAW, RoundKind.GAME, Result.DRAW),
    (RoundKind.FORFEIT_WIN, None, RoundKind.FORFEIT_LOSS, None),
    (RoundKind.FORFEIT_LOSS, None, RoundKind.FORFEIT_WIN, None),
    (RoundKind.FORFEIT_LOSS, None, RoundKind.FORFEIT_LOSS, None),
    (RoundKind.PENDING, None, RoundKind.PENDING, None),
})


def _note(code: str, location: str, **params: object) -> Text:
    """A reader note from :data:`~xl_tiebreaks.errors.MESSAGES`, shown in either language
    (:class:`~xl_tiebreaks.texts.Text`; its ``str`` is the English); a warning's English text
    starts with ``warning:``, its Spanish with ``aviso:``."""
    return Text(code, warning=code in _WARNINGS, location=location, **params)


def _cut(line: str, width: int = 40) -> str:
    """A line as the file has it, for a message (cut at ``width`` characters)."""
    line = line.strip()
    return line if len(line) <= width else line[: width - 1] + "…"


#: notes that are warnings (the rest are information)
_WARNINGS = frozenset({"pairing_unbalanced"})


def _loc(lineno: int, sn: int) -> str:
    return f"line {lineno} (start number {sn})"


def _check_declared_points(
    players: dict[int, tuple[Participant, list[RoundRecord], int, list[str]]], ss: ScoreSystem, has_162: bool
) -> tuple[ScoreSystem, str | None]:
    """Compare the points written in columns 81-84 with the points of the rounds.

    TRF-16 has no way to say that a pairing-allocated bye is worth less than a win (TRF-26
    record 162 has). Without a 162 record, when one value ``x`` for the PAB makes every
    stated total right (and nothing else differs), the PAB is read as worth ``x``, as FIDE's
    reference implementation does. Otherwise the rounds are used as the score system says.
    Returns the score system to use and a note, if any.
    """
    unit = 1
    for v in ss.values():
        unit = unit * v.denominator // math.gcd(unit, v.denominator)
    game = RoundKind.GAME
    pab = RoundKind.PAB
    kind_units = {k: int(ss.points(RoundRecord(k)) * unit) for k in RoundKind}
    game_units = {r: int(ss.points(RoundRecord(game, 0, None, r)) * unit) for r in Result}
    differ: list[tuple[int, Fraction, Fraction]] = []
    # per player with a PAB and a stated total: (start number, PABs, stated - points without them)
    with_pab: list[tuple[int, int, Fraction]] = []
    for sn, (part, recs, _, _) in players.items():
        dec = part.declared_points
        if dec is None:
            continue
        total = 0
        n_pab = 0
        for r in recs:  # the reader never sets RoundRecord.points
            k = r.kind
            if k is game:
                total += game_units[r.result]
            else:
                total += kind_units[k]
                if k is pab:
                    n_pab += 1
        if n_pab:
            with_pab.append((sn, n_pab, dec - Fraction(total - n_pab * kind_units[pab], unit)))
        if total * dec.denominator != dec.numerator * unit:
            differ.append((sn, dec, Fraction(total, unit)))
    if not differ:
        return ss, None
    differ.sort()
    if not has_162 and ss.pab is None and with_pab and len(differ) <= len(with_pab):
        values = {rest / n for _, n, rest in with_pab}
        pab_sns = {sn for sn, _, _ in with_pab}
        if len(values) == 1 and all(sn in pab_sns for sn, _, _ in differ):
            (x,) = values
            if 0 <= x < ss.win:
                return dataclasses.replace(ss, pab=x), Text("note_trf_pab_value", value=_fmt_num(x))
    if not has_162:
        inferred = _infer_score_system(players)
        if inferred is not None:
            return inferred, Text(
                "note_trf_score_system", win=_fmt_num(inferred.win), draw=_fmt_num(inferred.draw),
                loss=_fmt_num(inferred.loss),
                pab=_fmt_num(inferred.pab if inferred.pab is not None else inferred.win))
    sn, dec, got = differ[0]
    if len(differ) == 1:
        text = Text("warn_trf_total_one", start_no=sn, given=_fmt_num(dec), got=_fmt_num(got))
    else:
        sns = ", ".join(str(s) for s, _, _ in differ[:10]) + (", ..." if len(differ) > 10 else "")
        text = Text("warn_trf_total_many", n=len(differ), start_nos=sns, start_no=sn, given=_fmt_num(dec),
                    got=_fmt_num(got))
    return ss, text


#: score systems tried when the totals do not fit 1 / ½ / 0 and no 162 record says (win, draw)
_SCORE_CANDIDATES = [(Fraction(3), Fraction(1)), (Fraction(2), Fraction(1)), (Fraction(1), Fraction(1, 2)),
                     (Fraction(3), Fraction(3, 2))]


def _infer_score_system(players: dict[int, tuple[Participant, list[RoundRecord], int, list[str]]]) -> ScoreSystem | None:
    """The one score system (win/draw, a pairing-allocated bye worth a win, a draw or nothing)
    under which every total in columns 81-84 equals the rounds, as FIDE's reference
    implementation infers it; ``None`` when none or several different ones fit."""
    stated = [(part.declared_points, recs) for part, recs, _, _ in players.values() if part.declared_points is not None]
    if not stated:
        return None
    fits = []
    for win, draw in _SCORE_CANDIDATES:
        for pab in (win, draw, Fraction(0)):
            ss = ScoreSystem(win=win, draw=draw, loss=Fraction(0), pab=pab)
            if all(sum((ss.points(r) for r in recs), Fraction(0)) == dec for dec, recs in stated):
                fits.append(ss)
    if not fits:
        return None
    used = {tuple(sum((ss.points(r) for r in recs), Fraction(0)) for _, recs in stated) for ss in fits}
    distinct = {(ss.win, ss.draw, ss.pab) for ss in fits}
    if len(distinct) > 1 and len(used) > 1:
        return None
    return fits[0]


def _fmt_num(v: Fraction) -> str:
    return str(v.numerator) if v.denominator == 1 else f"{float(v):g}"


_WRITE_CODE = {
    RoundKind.FORFEIT_WIN: "+",
    RoundKind.FORFEIT_LOSS: "-",
    RoundKind.PAB: "U",
    RoundKind.FULL_BYE: "F",
    RoundKind.HALF_BYE: "H",
    RoundKind.ZERO_BYE: "Z",
    RoundKind.ABSENT: "-",
    RoundKind.WITHDRAWN: "-",
    RoundKind.PENDING: " ",
}
_RESULT_CHAR = {Result.WIN: "1", Result.DRAW: "=", Result.LOSS: "0"}


def _fmt_points(v: Fraction) -> str:
    return f"{float(v):4.1f}" if (v * 2).denominator == 1 else f"{float(v):4.2f}"[:4]


def write_trf(t: Tournament, *, ranks: dict[int, int] | None = None) -> str:
    """TRF-16 text for ``t`` (individual events), with ``XXR`` and a TRF-26 ``162`` record.

    Rounds not played are left blank at the end of a line; requested zero-point byes are
    written ``0000 - Z``, absences and rounds after a withdrawal ``0000 - -`` (both are
    zero-point unplayed rounds to every reader; :func:`parse_trf` reads them back as they
    were). Reading the text back gives the same rounds.
    """
    ss = t.score_system
    lines = [f"012 {t.name or 'Tournament'}"]
    if t.start_date:
        lines.append(f"042 {t.start_date.strftime('%Y/%m/%d')}")
    lines.append(f"062 {len(t.participants)}")
    lines.append(f"072 {sum(1 for p in t.participants if p.rated)}")
    if t.pairing_system is PairingSystem.ROUND_ROBIN:
        lines.append("092 Round robin")
    elif t.pairing_system is PairingSystem.SWISS:
        lines.append("092 Swiss")
    lines.append(f"XXR {t.rounds_announced}")
    pab = ss.win if ss.pab is None else ss.pab
    groups = [("W", ss.win), ("D", ss.draw), ("L", ss.loss), ("A", ss.absent), ("P", pab)]
    # letters this reader also takes (other readers skip them), only when they say something
    if ss.zero_bye != ss.absent:
        groups.append(("Z", ss.zero_bye))
    if ss.full_bye is not None and ss.full_bye != ss.win:
        groups.append(("F", ss.full_bye))
    if ss.half_bye is not None and ss.half_bye != ss.draw:
        groups.append(("H", ss.half_bye))
    lines.append("162 " + "".join(f" {sym} {float(v):3.1f}   " for sym, v in groups).rstrip())
    for p in t.participants:
        pts = t.points(p.start_no)
        rank = (ranks or {}).get(p.start_no, p.declared_rank or 0)
        head = (
            f"001 {p.start_no:4d} {(p.sex or ' ')[:1]}{(p.title or ''):>3.3} {p.name[:33]:<33} "
            f"{(p.rating or 0) if p.rating else '':>4} {(p.federation or ''):<3.3} {(p.fide_id or ''):>11.11} "
            f"{(p.birth or ''):<10.10} {_fmt_points(pts)} {rank:4d}"
        )
        blocks = []
        recs = list(t.rounds[p.start_no])
        while recs and recs[-1].kind is RoundKind.NOT_PLAYED:
            recs.pop()
        for rec in recs:
            if rec.kind is RoundKind.NOT_PLAYED:
                blocks.append("          ")
            elif rec.opponent is not None:
                code = _RESULT_CHAR[rec.result] if rec.kind is RoundKind.GAME and rec.result else _WRITE_CODE[rec.kind]
                blocks.append(f"  {rec.opponent:4d} {rec.colour or '-'} {code}")
            else:
                blocks.append(f"  0000 - {_WRITE_CODE[rec.kind]}")
        lines.append((head + "".join(blocks)).rstrip())
    return "\r\n".join(lines) + "\r\n"
