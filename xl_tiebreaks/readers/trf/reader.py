"""The TRF reader: :func:`read_trf` / :func:`parse_trf` build the
:class:`~xl_tiebreaks.model.Tournament` of a file and check it (the two lines of a game agree,
the totals fit the rounds); see :mod:`xl_tiebreaks.readers.trf` for the format read."""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
import re
from fractions import Fraction
from pathlib import Path

from ...errors import MAX_ERRORS, TiebreakError
from ...model import (
    NOT_PLAYED,
    PairingCheck,
    PairingSystem,
    Participant,
    Result,
    RoundKind,
    RoundRecord,
    ScoreSystem,
    Tournament,
    classify_pairing,
)
from ...rounds import RECORDED, last_round_with, mark_absences
from ...texts import Text
from ...util import gc_paused
from ...validate import MAX_ROUNDS, whole
from ..cells import Mistakes
from .decode import _byte_columns, _looks_aligned, decode_bytes
from .records import (
    EXPELLED_RECORD,
    ROUND_RATINGS_RECORD,
    TrfFile,
    _DIGITS,
    _RECORD_CODE,
    _describe,
    _error,
    _fmt_num,
    _frac,
    _pairing_from_192,
    _pairing_from_text,
    _parse_block,
    _parse_score_system,
    _rating,
    _record,
    aligned_block_reader,
    parse_date,
    trf_lines,
)


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
    from ...files import read_input

    text, enc = decode_bytes(read_input(path, "trf"))  # (the bytes are not kept while parsing)
    out = parse_trf(text, **kw)  # type: ignore[arg-type]
    out.encoding = enc
    return out


_FLOAT_RE = re.compile(r"^-?[0-9]+(?:[.,][0-9]+)?$")


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
    read_aligned = aligned_block_reader()
    # every mistake of the file, reported at once (each line and each pairing on its own; past
    # MAX_ERRORS only counted); a round that cannot be read is left out of the pairings'
    # checks (start number -> rounds)
    mistakes = Mistakes()
    block_notes = 0  # notes about one round entry each: the first MAX_ERRORS kept, the rest counted
    total_line = 0
    bad_rounds: dict[int, set[int]] = {}
    unknown_lines = False  # a 001 line without a readable start number
    doubtful: set[int] = set()  # start numbers of two lines
    expelled: dict[int, int] = {}  # start number -> the line of the record naming it
    round_ratings: dict[int, tuple[tuple[int | None, ...], int]] = {}  # start number -> (ratings, line)
    end_date: _dt.date | None = None
    if text.startswith("\ufeff"):
        text = text[1:]
    # every line within the bounds of what a TRF holds, refused while reading (trf_lines)
    for lineno, line in trf_lines(text):
        if not _RECORD_CODE(line):
            if not line.startswith("#"):  # a comment ('### ...') is said as one; anything else is warned
                notes.append(Text("warn_trf_not_a_record", location=f"line {lineno}", text=_cut(line)))
            continue
        code = line[:3]
        records.setdefault(code, []).append(line)
        if code == "001":
            loc = f"line {lineno}"
            sn_txt = line[4:8].strip()
            sn = int(sn_txt) if _DIGITS(sn_txt) else 0
            if not sn:
                mistakes.add(_error("trf_bad_start_no", loc, text=sn_txt))
                unknown_lines = True  # (the games naming that line's player cannot be checked)
                continue
            loc = f"line {lineno} (start number {sn})"
            if sn in players:
                mistakes.add(_error("trf_duplicate_start_no", loc, start_no=sn, other_line=players[sn][2]))
                doubtful.add(sn)  # (which of the two lines the others' games mean is not known)
                continue
            if not line.isascii() and not _looks_aligned(line):
                fixed = _byte_columns(line)
                if fixed is not None:
                    line = fixed
                    byte_lines.append(lineno)
            rating_txt = line[48:52].strip()
            try:
                rating = int(rating_txt) if len(rating_txt) <= 4 and _DIGITS(rating_txt) else 4001
                if rating > 4000:  # (not plain digits up to 4000: the one rating rule says)
                    rating = _rating(rating_txt, loc)
            except TiebreakError as e:
                mistakes.add(e)
                rating = None
            pts_txt = line[80:84].strip()
            declared = _frac(pts_txt) if _FLOAT_RE.match(pts_txt) else None
            if pts_txt and declared is None:
                notes.append(Text("warn_trf_bad_total", location=loc, text=pts_txt))
            rank_txt = line[85:89].strip()
            rank = int(rank_txt) if rank_txt and _DIGITS(rank_txt) else None
            if rank_txt and rank is None:
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
                declared_rank=rank,
            )
            recs: list[RoundRecord] = []
            # trailing blanks carry no rounds (trf_lines dropped them); at most 999 rounds
            tail = line[91:]
            if len(tail) > 10 * MAX_ROUNDS:
                whole(-(-len(tail) // 10), "rounds", where=loc)
            blocks = [tail[i : i + 10] for i in range(0, len(tail), 10)]
            for rnd, block in enumerate(blocks, 1):
                got = cache_get(block)
                if got is None:
                    parsed = read_aligned(block)
                    if parsed is None:
                        try:
                            parsed = _parse_block(block, rnd, loc)
                        except TiebreakError as e:
                            mistakes.add(e)
                            bad_rounds.setdefault(sn, set()).add(rnd - 1)
                            recs.append(NOT_PLAYED)
                            continue
                    got = block_cache[block] = (parsed[0], *_record(*parsed))
                if got[0] == sn:
                    mistakes.add(_error("trf_self_paired", loc, round=rnd, start_no=sn))
                    bad_rounds.setdefault(sn, set()).add(rnd - 1)
                    recs.append(NOT_PLAYED)
                    continue
                if got[2]:
                    block_notes += 1
                    if block_notes <= MAX_ERRORS:
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
                mistakes.add(e)
            except ValueError:
                mistakes.add(_error("trf_bad_date", f"line {lineno}", record="042", text=line[4:].strip()))
        elif code in ("XXR", "142"):
            txt = line[4:].strip().split()
            if txt:  # the bound of every number of rounds (a function's, a workbook's settings)
                try:
                    total_rounds = whole(txt[0], "rounds", name=code, where=f"line {lineno}")
                    total_line = lineno
                except TiebreakError as e:
                    mistakes.add(e)
        elif code == "052":
            try:
                end_date = parse_date(line[4:], ambiguity=None, record="052", where=f"line {lineno}")
            except (TiebreakError, ValueError):
                notes.append(Text("warn_trf_bad_end_date", location=f"line {lineno}", text=_cut(line[4:].strip())))
        elif code == ROUND_RATINGS_RECORD:
            words = line[4:].replace(",", " ").split()
            try:
                sn = whole(words[0] if words else "", "start_no", name=ROUND_RATINGS_RECORD, where=f"line {lineno}")
                by_round = tuple(whole(w, "rating", name=ROUND_RATINGS_RECORD, where=f"line {lineno}") or None
                                 for w in words[1:])
            except TiebreakError as e:
                mistakes.add(e)
            else:
                round_ratings[sn] = (by_round, lineno)
        elif code == EXPELLED_RECORD:
            for word in line[4:].replace(",", " ").split():
                if _DIGITS(word) and 0 < int(word) <= 9999:
                    expelled.setdefault(int(word), lineno)
                else:
                    mistakes.add(_error("trf_expelled_bad", f"line {lineno}", text=word))
        elif code == "162":
            try:
                score_system = _parse_score_system(line, lineno, notes)
            except TiebreakError as e:
                mistakes.add(e)
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
    if block_notes > MAX_ERRORS:
        notes.append(Text("note_trf_more_notes", n=block_notes - MAX_ERRORS))
    if not players:
        mistakes.check()
        raise _error("trf_empty")
    if ps_192 is not None:  # the encoded type wins over the free text of 092
        ps_stated, ps_source = ps_192, ps_192_source
    if byte_lines:
        shown = ", ".join(str(n) for n in byte_lines[:5]) + (", ..." if len(byte_lines) > 5 else "")
        where = f"line {shown}" if len(byte_lines) == 1 else f"lines {shown}"
        notes.append(Text("note_trf_bytes", location=where))

    n_rounds = max(len(r) for _, r, _, _ in players.values())
    held_rounds = last_round_with((r for _, r, _, _ in players.values()), RECORDED)
    if total_rounds is not None and total_rounds < held_rounds:  # refused, as a function's settings are
        mistakes.add(_error("settings_rounds_played", f"line {total_line}", what="XXR", what_es="XXR",
                            rounds=total_rounds, played=held_rounds))
    # pad: a line that stops early has not-played rounds; later, rounds that the field
    # played become absences
    for _, recs, _, _ in players.values():
        recs.extend([NOT_PLAYED] * (n_rounds - len(recs)))
    for sn, (by_round, lineno) in round_ratings.items():  # (checklist Q212: the product's own record)
        if sn in players:
            players[sn] = (dataclasses.replace(players[sn][0], round_ratings=by_round), *players[sn][1:])
        else:
            mistakes.add(_error("trf_round_ratings_unknown", f"line {lineno}", start_no=sn))
    for sn, lineno in expelled.items():  # (checklist Q197-198: the product's own record)
        if sn in players:
            players[sn] = (dataclasses.replace(players[sn][0], expelled=True), *players[sn][1:])
        else:
            mistakes.add(_error("trf_expelled_unknown", f"line {lineno}", start_no=sn))
    for sn in doubtful:  # (no game with a start number two lines claim is checked)
        bad_rounds[sn] = set(range(n_rounds))
    _check_games(players, check_symmetry, notes, mistakes, bad_rounds, unknown_lines)
    mistakes.check()
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
        end_date=end_date,
    )
    tiebreaks = records["202"][-1][4:].strip() if "202" in records else ""
    return TrfFile(tour, records, notes, tiebreaks=tiebreaks)


_ABSENT = RoundRecord(RoundKind.ABSENT)


def _check_games(
    players: dict[int, tuple[Participant, list[RoundRecord], int, list[str]]], check_symmetry: bool,
    notes: list[str] | None = None, mistakes: Mistakes | None = None,
    bad_rounds: dict[int, set[int]] | None = None, unknown_lines: bool = False,
) -> None:
    """Every game's opponent exists; with ``check_symmetry`` the two lines of every pairing
    agree as :func:`~xl_tiebreaks.model.classify_pairing` says: a mismatch is refused, a game
    lost by both (``0``/``0``) is noted, result pairs that do not add up to one game are kept
    with a warning (both appended to ``notes``, once per pairing).

    With ``mistakes`` every refusal is added there (each pairing once) instead of raised;
    ``bad_rounds`` (start number -> round indices) are rounds whose block could not be read,
    left out of the checks (both sides); ``unknown_lines``: a line's start number could not be
    read, so an opponent without a line may be that line's player (not reported)."""
    bad = bad_rounds or {}
    told: set[tuple[int, int, int]] = set()  # (round, lower, higher) already reported

    def refuse(err: TiebreakError) -> None:
        if mistakes is None:
            raise err
        mistakes.add(err)

    get = players.get
    one_game = _ONE_GAME
    for sn, (_, recs, lineno, blocks) in players.items():
        for i, rec in enumerate(recs):
            opp = rec.opponent
            if opp is None:
                continue
            other = get(opp)
            if other is None:
                if not unknown_lines:
                    refuse(_error("trf_opponent_missing", _loc(lineno, sn), round=i + 1, opponent=opp))
                continue
            if not check_symmetry or (bad and (i in bad.get(opp, ()) or i in bad.get(sn, ()))) or \
                    (told and (i, min(sn, opp), max(sn, opp)) in told):
                continue
            theirs = other[1][i]
            if (theirs.opponent == sn and (rec.kind, rec.result, theirs.kind, theirs.result) in one_game
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
