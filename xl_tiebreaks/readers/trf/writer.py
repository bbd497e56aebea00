"""The TRF-16 writer (:func:`write_trf`), for individual events; :func:`trf_text`, the one way
a text goes into a TRF record (one line per record, issue 35)."""

from __future__ import annotations

import re
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Sequence

from ...errors import TiebreakError
from ...model import PairingSystem, Result, RoundKind, Tournament
from ...texts import Text, word
from .records import EXPELLED_RECORD, MAX_LINE, ROUND_RATINGS_RECORD

if TYPE_CHECKING:
    from ...spec import TieBreakSpec

#: what ends a line or is a control character: each is written as a space (the C0 and C1
#: controls, DEL, Unicode's line and paragraph separators, the non-characters U+FFFE/U+FFFF)
_NOT_IN_A_RECORD = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ufffe\uffff]")

#: TRF-16's columns for the player's name in a 001 record (15-47): 33 characters
NAME_WIDTH = 33
#: the most characters of a header record's text (012 the event's name): the reader's line
#: bound (:data:`~xl_tiebreaks.readers.trf.records.MAX_LINE`) less the record's ``"012 "``
HEADER_WIDTH = MAX_LINE - 4


def trf_text(text: Any, width: int | None = None) -> str:
    """``text`` as it goes into one TRF field: every line break (CR, LF, CRLF, U+2028...),
    tab and other control character a space, so that a record stays one line (TRF-16: one
    record a line; a line break typed in a cell, Alt+Enter, would start a record of its own);
    then cut to ``width`` characters (the field's columns) when given. ``None`` is ``""``."""
    s = _NOT_IN_A_RECORD.sub(" ", "" if text is None else str(text))
    return s[:width] if width is not None else s


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


def tiebreak_record(specs: str | Sequence[str | TieBreakSpec]) -> str:
    """The text of the TRF-2026 ``202`` record (the tie-breaks that break ties, points not
    included) for a tie-break list: each tie-break's acronym with its modifiers in the
    descriptor syntax (``BH/C1``, ``AOB/F``, ``DE/A``; an uneven cut, 1 low and 2 high, as
    ``BH/M2/C1``, the order the spec parser reads back), separated by commas, as gacrux reads it
    (``BH/C1,BH,SB``). ``specs``: a list as :func:`~xl_tiebreaks.spec.parse_list` takes it
    (codes, long names, a preset's name, parsed specs). ``""`` for an empty list.

    Raises:
        TiebreakError: ``tb_unknown`` / ``tb_bad_modifier`` for a list that cannot be read.
    """
    from ...spec import parse_list

    out = []
    for sp in parse_list(specs):
        mods = []
        if sp.cut_high and sp.cut_low == sp.cut_high:
            mods.append(f"M{sp.cut_low}")
        elif sp.cut_high:  # an uneven cut: Mh sets both halves, the C after it the low one
            mods += [f"M{sp.cut_high}", f"C{sp.cut_low}"]  # (spec._apply_mods reads them in order)
        elif sp.cut_low:
            mods.append(f"C{sp.cut_low}")
        if sp.limit_pct is not None:
            mods.append(f"L{sp.limit_pct}")
        elif sp.limit_steps:
            mods.append(f"L{sp.limit_steps:+d}")
        mods += [letter for letter, on in (("P", sp.played_forfeits), ("F", sp.fore), ("R", sp.reverse),
                                           ("A", sp.all_met)) if on]
        if sp.unrated is not None:
            mods.append(f"U{sp.unrated}")
        out.append("/".join([sp.code, *mods]))
    return ",".join(out)


def _same_list(a: str, b: str) -> bool:
    """Do two ``202`` texts name the same tie-breaks in the same order (as read, whatever the
    spelling; texts that cannot be read compared as they are)?"""
    try:
        return tiebreak_record(a) == tiebreak_record(b)
    except TiebreakError:
        return " ".join(a.replace(",", " ").split()).upper() == " ".join(b.replace(",", " ").split()).upper()


def _names_written(t: Tournament, notes: list[Any] | None) -> dict[int, str]:
    """Each player's name as his ``001`` record holds it (:func:`trf_text`, 33 characters, as
    the reader reads it back: without the blanks around it); what changed said in ``notes``.

    Players expelled from the event (:attr:`~xl_tiebreaks.model.Participant.expelled`) are
    listed in the product's own ``XXE`` record (:data:`~.records.EXPELLED_RECORD`), which
    :func:`parse_trf` reads back; a player's ratings by round
    (:attr:`~xl_tiebreaks.model.Participant.round_ratings`) in the product's own ``XXT`` record
    (:data:`~.records.ROUND_RATINGS_RECORD`), the end date in ``052``.

    Raises:
        TiebreakError: ``trf_names_cut_equal`` when the cut makes two players' names the same
            (the file could no longer tell them apart), naming both.
    """
    out: dict[int, str] = {}
    by_written: dict[str, list[Any]] = {}
    cut: set[int] = set()
    for p in t.participants:
        name = p.name or ""
        one = trf_text(name)
        written = one.strip()[:NAME_WIDTH].rstrip()
        if one != name and notes is not None:
            notes.append(Text("note_trf_line_break", what=f"player {p.start_no} ({one.strip()})",
                              what_es=f"jugador {p.start_no} ({one.strip()})"))
        if len(one.strip()) > NAME_WIDTH:
            cut.add(p.start_no)
            if notes is not None:
                notes.append(Text("note_trf_name_cut", start_no=p.start_no, name=one.strip(), written=written))
        by_written.setdefault(written, []).append(p)
        out[p.start_no] = written
    for written, same in by_written.items():
        if len(same) > 1 and any(p.start_no in cut for p in same):
            a, b = same[0], next(p for p in same[1:] if p.start_no in cut or a.start_no in cut)
            raise TiebreakError("trf_names_cut_equal", a=a.start_no, name_a=trf_text(a.name).strip(), b=b.start_no,
                                name_b=trf_text(b.name).strip(), written=written)
    return out


def write_trf(t: Tournament, *, ranks: dict[int, int] | None = None, notes: list[Any] | None = None,
              tiebreaks: str | Sequence[str | TieBreakSpec] | None = None, previous: str | None = None,
              lang: str = "en") -> str:
    """TRF-16 text for ``t`` (individual events), with ``XXR`` and a TRF-26 ``162`` record.

    Rounds not played are left blank at the end of a line; requested zero-point byes are
    written ``0000 - Z``, absences and rounds after a withdrawal ``0000 - -`` (both are
    zero-point unplayed rounds to every reader; :func:`parse_trf` reads them back as they
    were). Reading the text back gives the same rounds.

    One line per record, whatever the texts hold (issue 35): every text goes through
    :func:`trf_text` (a line break or control character a space); a name is cut to its 33
    columns (15-47), the federation to 3, the FIDE id to 11, the birth date to 10, the event's
    name to what the reader takes (:data:`HEADER_WIDTH`). ``notes`` (a list, when given)
    receives a note for each text changed so (``note_trf_line_break``, ``note_trf_name_cut``,
    ``note_trf_event_cut``).

    ``lang`` (``"en"``/``"es"``) names an event that has no name (``012 Tournament`` /
    ``012 Torneo``).

    ``tiebreaks`` (a tie-break list, points not included; see :func:`tiebreak_record`) is
    written as TRF-2026's ``202`` record. ``previous`` is the list the event had before (the
    ``202`` text of the TRF it was read from, :attr:`~xl_tiebreaks.readers.trf.TrfFile.tiebreaks`):
    when it differs from ``tiebreaks`` and a round has results, the change is written as a
    ``###`` comment with the round and the previous list (FIDE's 2026 endorsement checklist,
    Q202) and ``notes`` receives the warning ``warn_trf_tiebreaks_changed`` (Q201: a warning,
    the file is still written). A change before round 1 has results is no change to report.

    Raises:
        TiebreakError: ``trf_names_cut_equal`` (two names the same once cut to 33 characters);
            ``tb_unknown`` / ``tb_bad_modifier`` for a ``tiebreaks`` list that cannot be read.
    """
    ss = t.score_system
    unnamed = word("trf_event_default", lang)  # (an event with no name: "Torneo" in a Spanish session)
    event = trf_text(t.name or unnamed).strip() or unnamed
    if notes is not None:
        if t.name and trf_text(t.name) != t.name:
            notes.append(Text("note_trf_line_break", what="the event's name", what_es="el nombre del torneo"))
        if len(event) > HEADER_WIDTH:
            notes.append(Text("note_trf_event_cut", n=len(event), most=HEADER_WIDTH))
    names = _names_written(t, notes)
    lines = [f"012 {event[:HEADER_WIDTH]}"]
    if t.start_date:
        lines.append(f"042 {t.start_date.strftime('%Y/%m/%d')}")
    if t.end_date:
        lines.append(f"052 {t.end_date.strftime('%Y/%m/%d')}")
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
    if tiebreaks is not None:
        now = tiebreak_record(tiebreaks)
        before = trf_text(previous or "").strip()
        held = t.rounds_completed()
        if before and held >= 1 and not _same_list(before, now):
            lines.append(trf_text(f"### 202 changed after round {held}; previous list: {before}")[:MAX_LINE])
            if notes is not None:
                notes.append(Text("warn_trf_tiebreaks_changed", round=held, previous=before, now=now))
        if now:
            lines.append(f"202 {now}")
    for p in t.participants:  # (checklist Q212; TRF-2026 has no record for it: the product's own)
        if p.round_ratings:
            lines.append(f"{ROUND_RATINGS_RECORD} {p.start_no} " + " ".join(str(r or 0) for r in p.round_ratings))
    out = [str(p.start_no) for p in t.participants if p.expelled]
    if out:  # (checklist Q197-198; TRF-2026 has no record for it: the product's own, read back)
        lines.append(f"{EXPELLED_RECORD} {' '.join(out)}")
    for p in t.participants:
        pts = t.points(p.start_no)
        rank = (ranks or {}).get(p.start_no, p.declared_rank or 0)
        head = (
            f"001 {p.start_no:4d} {trf_text(p.sex or ' ', 1):1}{trf_text(p.title, 3):>3} {names[p.start_no]:<33} "
            f"{(p.rating or 0) if p.rating else '':>4} {trf_text(p.federation, 3):<3} {trf_text(p.fide_id, 11):>11} "
            f"{trf_text(p.birth, 10):<10} {_fmt_points(pts)} {rank:4d}"
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
