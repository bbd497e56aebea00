"""FIDE Tournament Report File (TRF-16, with the TRF-2025/26 records that matter) reader.

Reads what real files contain: ``001`` records in any order, byes with opponent ``0``,
``0000`` or blank, result codes ``1 0 = + - W D L H F U Z A`` and blank, UTF-8 (with or
without BOM), cp1252 or latin-1, CRLF, lines that stop after the last round played,
dates written ``2024/08/01``, ``2024-08-01``, ``26/11/29`` or ``01.08.2024``.

Records used: ``012`` name, ``042`` start date, ``062`` players, ``092`` type of
tournament (text), ``XXR``/``142`` number of rounds, ``162`` score system (TRF-26),
``192`` encoded type of tournament (TRF-26), ``001`` players. Other records are kept
as they are (:attr:`TrfFile.records`).

Round block *k* of a ``001`` record occupies columns 92+10(k-1) .. 99+10(k-1)
(1-based): opponent (4), blank, colour, blank, result (TRF-16, C.04 Annex 2).
"""

from __future__ import annotations

import datetime as _dt
import re
from functools import lru_cache
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path

from ..errors import TiebreakError
from ..model import (
    NOT_PLAYED,
    Participant,
    PairingSystem,
    Result,
    RoundKind,
    RoundRecord,
    ScoreSystem,
    Tournament,
)

__all__ = ["read_trf", "parse_trf", "TrfFile", "decode_bytes", "parse_date"]

_RESULT_CODES = set("10=+-WDLHFUZA ")


@dataclass
class TrfFile:
    """A parsed TRF file: the tournament and what the reader noticed."""

    tournament: Tournament
    records: dict[str, list[str]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    encoding: str = "utf-8"


def decode_bytes(data: bytes) -> tuple[str, str]:
    """Decode ``data`` as UTF-8 (BOM allowed), else cp1252, else latin-1.

    Returns ``(text, encoding)``. Raises :class:`TiebreakError` ``trf_decode`` only when
    nothing fits (latin-1 decodes any byte, so in practice never).
    """
    if data.startswith(b"\xef\xbb\xbf"):
        return data[3:].decode("utf-8", errors="strict"), "utf-8-sig"
    for enc in ("utf-8", "cp1252", "latin-1"):
        try:
            return data.decode(enc), enc
        except UnicodeDecodeError:
            continue
    raise TiebreakError("trf_decode")  # pragma: no cover - latin-1 accepts all bytes


def read_trf(path: str | Path, **kw: object) -> TrfFile:
    """Read a TRF file from ``path``. See :func:`parse_trf` for the keywords and errors."""
    p = Path(path)
    try:
        data = p.read_bytes()
    except FileNotFoundError:
        raise TiebreakError("file_not_found", path=str(path)) from None
    text, enc = decode_bytes(data)
    out = parse_trf(text, **kw)  # type: ignore[arg-type]
    out.encoding = enc
    return out


_DATE_RE = re.compile(r"^\s*(\d{1,4})\s*[./\-]\s*(\d{1,2})\s*[./\-]\s*(\d{1,4})\s*$")


def parse_date(text: str) -> _dt.date | None:
    """A TRF date: ``YYYY/MM/DD``, ``YYYY-MM-DD``, ``YY/MM/DD`` (TRF-16), ``DD.MM.YYYY``,
    ``DD/MM/YYYY``, ``DD. MM. YYYY``. Blank gives ``None``; anything else raises ``ValueError``."""
    text = text.strip()
    if not text:
        return None
    m = _DATE_RE.match(text) or _DATE_RE.match(text.split()[0])
    if not m:
        raise ValueError(text)
    a, b, c = m.groups()
    if len(a) == 4:
        y, mo, d = int(a), int(b), int(c)
    elif len(c) == 4:
        y, mo, d = int(c), int(b), int(a)
    else:  # two-digit year first (TRF-16 YY/MM/DD)
        y, mo, d = 2000 + int(a), int(b), int(c)
    return _dt.date(y, mo, d)


_FLOAT_RE = re.compile(r"^-?\d+(?:[.,]\d+)?$")


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
        notes.append(f"line {lineno}: score-system letters {' '.join(unknown)} not used")
    return ScoreSystem(**kw)


def _pairing_from_text(text: str) -> PairingSystem | None:
    t = text.lower()
    if any(w in t for w in ("round robin", "round-robin", "roundrobin", "robin", "berger", "todos contra todos",
                            "double rr", "schevening")) or re.search(r"\brr\b", t):
        return PairingSystem.ROUND_ROBIN
    if any(w in t for w in ("swiss", "suizo", "suisse", "dutch", "dubov", "burstein", "lim", "monrad")):
        return PairingSystem.SWISS
    return None


_BLOCK_RE = re.compile(r"^\s*(\d{1,4})?\s*([wWbB\-])?\s*(.)?\s*$")


def _parse_block(block: str, rnd: int, loc: str) -> tuple[int | None, str | None, str]:
    """Opponent, colour and result code of one 10-column round block."""
    opp_txt = block[0:4].strip()
    col = block[5:6].strip().lower() if len(block) > 5 else ""
    res = block[7:8] if len(block) > 7 else " "
    rest = block[8:].strip()
    if (opp_txt and not opp_txt.isdigit()) or rest:
        # not aligned: try a free-form reading of the block ("12 w 1", "0 - H")
        m = _BLOCK_RE.match(block)
        if not m:
            raise TiebreakError("trf_bad_round_block", loc, round=rnd, text=block.strip())
        opp_txt, col, res = m.group(1) or "", (m.group(2) or "").lower(), m.group(3) or " "
    if col not in ("", "w", "b", "-"):
        raise TiebreakError("trf_bad_colour", loc, round=rnd, code=col)
    res = res.upper()
    if res not in _RESULT_CODES:
        raise TiebreakError("trf_bad_result_code", loc, round=rnd, code=res)
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
        return RoundRecord(RoundKind.PAB), "a win without opponent was read as a pairing-allocated bye"
    if code in "=D":
        return RoundRecord(RoundKind.HALF_BYE), "a draw without opponent was read as a half-point bye"
    return NOT_PLAYED, None


_COMPLEMENT = {
    (RoundKind.GAME, Result.WIN): {(RoundKind.GAME, Result.LOSS)},
    (RoundKind.GAME, Result.LOSS): {(RoundKind.GAME, Result.WIN)},
    (RoundKind.GAME, Result.DRAW): {(RoundKind.GAME, Result.DRAW)},
    (RoundKind.FORFEIT_WIN, None): {(RoundKind.FORFEIT_LOSS, None)},
    (RoundKind.FORFEIT_LOSS, None): {(RoundKind.FORFEIT_WIN, None), (RoundKind.FORFEIT_LOSS, None)},
    (RoundKind.PENDING, None): {(RoundKind.PENDING, None)},
}

_CODE_OF = {
    (RoundKind.GAME, Result.WIN): "1",
    (RoundKind.GAME, Result.LOSS): "0",
    (RoundKind.GAME, Result.DRAW): "=",
    (RoundKind.FORFEIT_WIN, None): "+",
    (RoundKind.FORFEIT_LOSS, None): "-",
    (RoundKind.PENDING, None): " ",
}


def _describe(rec: RoundRecord) -> str:
    if rec.opponent is None:
        return {RoundKind.NOT_PLAYED: "nothing"}.get(rec.kind, rec.kind.value)
    return f"{rec.opponent} {rec.colour or '-'} {_CODE_OF.get((rec.kind, rec.result), '?')}"


def parse_trf(
    text: str,
    *,
    pairing_system: PairingSystem | str | None = None,
    check_symmetry: bool = True,
) -> TrfFile:
    """Parse TRF text into a :class:`TrfFile`.

    Args:
        text: the file's text (already decoded; see :func:`decode_bytes`).
        pairing_system: ``"swiss"`` or ``"round_robin"`` to override what the file says.
        check_symmetry: reject games that the two players' lines record differently.

    Raises:
        TiebreakError: located ``line N (start number S)`` for a malformed ``001`` record
            (``trf_bad_start_no``, ``trf_bad_round_block``, ``trf_bad_result_code``,
            ``trf_bad_colour``, ``trf_duplicate_start_no``), a game against a start number
            that has no record (``trf_opponent_missing``), a player paired with himself
            (``trf_self_paired``), two lines that disagree about a game
            (``trf_asymmetric``), an unreadable date or number in a header record
            (``trf_bad_date``, ``trf_bad_number``); ``trf_empty`` when no ``001`` record
            is present.
    """
    notes: list[str] = []
    records: dict[str, list[str]] = {}
    players: dict[int, tuple[Participant, list[RoundRecord], int]] = {}
    score_system = ScoreSystem()
    start_date: _dt.date | None = None
    name = ""
    total_rounds: int | None = None
    ps_stated: PairingSystem | None = None
    ps_source = ""
    if text.startswith("\ufeff"):
        text = text[1:]
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip("\r\n")
        if not line.strip():
            continue
        code = line[:3]
        records.setdefault(code, []).append(line)
        if code == "001":
            loc = f"line {lineno}"
            sn_txt = line[4:8].strip()
            if not sn_txt.isdigit():
                raise TiebreakError("trf_bad_start_no", loc, text=sn_txt)
            sn = int(sn_txt)
            loc = f"line {lineno} (start number {sn})"
            if sn in players:
                raise TiebreakError("trf_duplicate_start_no", loc, start_no=sn, other_line=players[sn][2])
            rating_txt = line[48:52].strip()
            rating = int(rating_txt) if rating_txt.isdigit() else None
            pts_txt = line[80:84].strip()
            declared = _frac(pts_txt) if _FLOAT_RE.match(pts_txt) else None
            rank_txt = line[85:89].strip()
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
                declared_rank=int(rank_txt) if rank_txt.isdigit() else None,
            )
            recs: list[RoundRecord] = []
            tail = line[91:]
            # trailing blanks carry no rounds
            tail = tail.rstrip()
            rnd = 0
            for start in range(0, len(tail), 10):
                rnd += 1
                block = tail[start : start + 10]
                opp, colour, res = _parse_block(block, rnd, loc)
                if opp == sn:
                    raise TiebreakError("trf_self_paired", loc, round=rnd, start_no=sn)
                rec, note = _record(opp, colour, res)
                if note:
                    notes.append(f"{loc}, round {rnd}: {note}")
                recs.append(rec)
            players[sn] = (part, recs, lineno)
        elif code == "012":
            name = line[4:].strip()
        elif code == "042":
            try:
                start_date = parse_date(line[4:])
            except ValueError:
                raise TiebreakError("trf_bad_date", f"line {lineno}", record="042", text=line[4:].strip()) from None
        elif code in ("XXR", "142"):
            txt = line[4:].strip().split()
            if txt:
                if not txt[0].isdigit():
                    raise TiebreakError("trf_bad_number", f"line {lineno}", record=code, text=txt[0])
                total_rounds = int(txt[0])
        elif code == "162":
            score_system = _parse_score_system(line, lineno, notes)
        elif code == "192":
            v = line[4:].strip().upper()
            if "ROUNDROBIN" in v or "ROUND_ROBIN" in v:
                ps_stated, ps_source = PairingSystem.ROUND_ROBIN, f"record 192 '{v}'"
            elif v:
                ps_stated, ps_source = PairingSystem.SWISS, f"record 192 '{v}'"
        elif code == "092" and ps_stated is None:
            ps = _pairing_from_text(line[4:])
            if ps is not None:
                ps_stated, ps_source = ps, f"record 092 '{line[4:].strip()}'"
    if not players:
        raise TiebreakError("trf_empty")

    n_rounds = max(len(r) for _, r, _ in players.values())
    n_rounds = max(n_rounds, 0)
    # pad: a line that stops early has not-played rounds; later, rounds that the field
    # played become absences
    for _, recs, _ in players.values():
        recs.extend([NOT_PLAYED] * (n_rounds - len(recs)))
    _check_games(players, check_symmetry)
    # a round somebody played is an absence for whoever has nothing in it
    held = [any(recs[i].kind in _HELD for _, recs, _ in players.values()) for i in range(n_rounds)]
    for _, recs, _ in players.values():
        for i in range(n_rounds):
            if held[i] and recs[i].kind is RoundKind.NOT_PLAYED:
                recs[i] = RoundRecord(RoundKind.ABSENT)
    if pairing_system is not None:
        ps_stated = PairingSystem(pairing_system)
        ps_source = "option"
    tour = Tournament.build(
        (p for p, _, _ in players.values()),
        {sn: recs for sn, (_, recs, _) in players.items()},
        total_rounds=total_rounds,
        score_system=score_system,
        pairing_system=ps_stated,
        pairing_source=ps_source,
        start_date=start_date,
        name=name,
    )
    return TrfFile(tour, records, notes)


#: kinds that show a round was paired (requested byes can be entered before a round)
_HELD = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PAB, RoundKind.PENDING})


def _check_games(players: dict[int, tuple[Participant, list[RoundRecord], int]], check_symmetry: bool) -> None:
    for sn, (_, recs, lineno) in players.items():
        loc = f"line {lineno} (start number {sn})"
        for i, rec in enumerate(recs):
            opp = rec.opponent
            if opp is None:
                continue
            if opp not in players:
                raise TiebreakError("trf_opponent_missing", loc, round=i + 1, opponent=opp)
            if not check_symmetry:
                continue
            theirs = players[opp][1][i]
            ok = theirs.opponent == sn and (theirs.kind, theirs.result) in _COMPLEMENT.get((rec.kind, rec.result), set())
            if ok and rec.colour and theirs.colour and rec.colour == theirs.colour:
                ok = False
            if not ok:
                raise TiebreakError(
                    "trf_asymmetric", loc, round=i + 1, start_no=sn, opponent=opp,
                    mine=_describe(rec), theirs=_describe(theirs),
                )


_WRITE_CODE = {
    RoundKind.FORFEIT_WIN: "+",
    RoundKind.FORFEIT_LOSS: "-",
    RoundKind.PAB: "U",
    RoundKind.FULL_BYE: "F",
    RoundKind.HALF_BYE: "H",
    RoundKind.ZERO_BYE: "Z",
    RoundKind.ABSENT: "Z",
    RoundKind.WITHDRAWN: "Z",
    RoundKind.PENDING: " ",
}
_RESULT_CHAR = {Result.WIN: "1", Result.DRAW: "=", Result.LOSS: "0"}


def _fmt_points(v: Fraction) -> str:
    return f"{float(v):4.1f}" if (v * 2).denominator == 1 else f"{float(v):4.2f}"[:4]


def write_trf(t: Tournament, *, ranks: dict[int, int] | None = None) -> str:
    """TRF-16 text for ``t`` (individual events), with ``XXR`` and a TRF-26 ``162`` record.

    Rounds not played are left blank at the end of a line; absences and rounds after a
    withdrawal are written ``0000 - Z`` (zero-point bye), which every reader accepts.
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
    lines.append(
        "162 " + "".join(
            f" {sym} {float(v):3.1f}   " for sym, v in
            (("W", ss.win), ("D", ss.draw), ("L", ss.loss), ("A", ss.zero_bye), ("P", pab))
        ).rstrip()
    )
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
