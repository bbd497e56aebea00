"""What is wrong, or odd, in a tournament as typed: every finding with where and how to fix it.

Errors (the numbers would be wrong): a typed total that disagrees with the results, and
anything the readers refuse (a game recorded differently on the two sides, a player paired
twice in a round or with himself, an opponent who is not in the table, a cell or a TRF line
that cannot be read) - those stop the reading, so they are reported without the warnings:
every independent mistake the reader found, one row each with its place (:func:`blocked`).
Warnings (legal but worth a look): colour sequences the FIDE pairing rules do not allow outside
special cases (three times the same colour in a row, a colour difference above 2; C.04.3
absolute criteria, which allow them for top scorers in the last round), rounds with games
still without a result, players who never played, a Swiss player with nothing from some round
to the last one played (read as absences: a withdrawal not written, or results not typed), a
typed total that counts a bye entered for a round not paired yet (the values wait for that
round), games lost by both players and result pairs that do not add up to one game, and kinds
of unplayed round the chosen rules do not know (a full-point bye under the current C.07,
requested byes with pre-determined pairings, C.07 art. 15.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Sequence

from .errors import TiebreakError
from .model import PairingCheck, PairingSystem, RoundKind, Tournament, classify_pairing
from .output import format_number, local_number
from .rounds import RESULTS, rounds_that_count
from .texts import Text, is_warning, lang_code, say, text
from .validate import number

# a bye of any kind: the player took part in that round (C.07 art. 16: pairing-allocated or requested)
_BYES = frozenset({RoundKind.PAB, RoundKind.FULL_BYE, RoundKind.HALF_BYE, RoundKind.ZERO_BYE})


@dataclass
class Finding:
    """One finding: ``severity`` is ``"error"`` or ``"warning"``; ``where`` in the organiser's
    words (a :class:`~xl_tiebreaks.texts.Text` or a plain location); ``key`` the text
    ``check_<key>`` of the catalogue (:mod:`xl_tiebreaks.texts`), or ``blocked`` (a reader's
    error, in ``params["error"]``)."""

    severity: str
    where: str
    key: str
    params: dict

    def message(self, lang: str = "en") -> str:
        if self.key == "blocked":
            err = self.params.get("error")
            if err is None:
                m = self.params.get("message", "")
                return m.message(lang) if callable(getattr(m, "message", None)) else str(m)
            return err.own_message(lang, located=False)
        from .texts import TEXTS

        code = f"check_{self.key}"
        params = {k: local_number(v, lang) for k, v in self.params.items()}  # (4,5 in Spanish)
        return text(code if code in TEXTS else self.key, lang, **params)

    def where_in(self, lang: str = "en") -> str:
        from .errors import translate_location

        if self.key == "blocked" and self.params.get("error") is not None:
            return self.params["error"].location_in(lang)
        if isinstance(self.where, Text):
            return self.where.message(lang)
        return translate_location(str(self.where), lang)


def _fmt(v: Fraction) -> str:
    return format_number(v, 1 if (v * 2).denominator == 1 else 2)


def check_tournament(
    t: Tournament,
    *,
    where: Callable[[int], str] | None = None,
    totals: Sequence[object] | None = None,
    pairing_system: PairingSystem | None = None,
    round_where: Callable[[int, int], object] | None = None,
    game_where: Callable[[int, int, int], object] | None = None,
    typed_at: Callable[[int, int, int], str | None] | None = None,
) -> list[Finding]:
    """Every finding in ``t`` (see the module docstring).

    Args:
        where: start number -> location text (default ``"player 7 (Ana)"``).
        totals: the totals as typed, one per participant in start-number order (default: the
            ones the source declared, e.g. TRF columns 81-84).
        pairing_system: overrides the tournament's (how requested byes are judged).
        round_where: (start number, round) -> the place of that player's result in that round
            (a workbook's cell); a round's missing results are then named one by one.
        game_where: (start number, opponent, round) -> the cell holding that player's result
            of that game (a round grid's result cell, a crosstable's cell under the opponent).
        typed_at: (start number, opponent, round) -> what was typed in that cell (``½``), quoted
            by a finding about the result as typed; ``None`` or no answer: the result as read
            (``=`` for a draw).
    """
    loc = where or (lambda sn: Text("check_player", player=t.participant(sn).label()))
    out: list[Finding] = []
    ps = pairing_system or t.resolved_pairing_system()[0]
    parts = t.participants
    declared = list(totals) if totals is not None else [p.declared_points for p in parts]
    k_used = rounds_that_count(t)  # what the values use: byes entered in advance wait for their round
    for p, typed in zip(parts, declared):
        if typed is None or typed == "":
            continue
        try:
            typed_f = number(str(typed).replace("½", ".5")) if not isinstance(typed, (int, float, Fraction)) \
                else Fraction(typed).limit_denominator(100)
        except (ValueError, ZeroDivisionError, OverflowError):
            continue
        if typed_f is None:
            continue
        real = t.points(p.start_no)
        if typed_f != real:
            w = loc(p.start_no)
            out.append(Finding("error", Text("check_total_where", where=w) if isinstance(w, Text) else f"{w}, total",
                               "total", {"typed": _fmt(typed_f), "real": _fmt(real)}))
        elif k_used < t.n_rounds and typed_f != t.points(p.start_no, k_used):
            w = loc(p.start_no)
            out.append(Finding("warning", Text("check_total_where", where=w) if isinstance(w, Text) else f"{w}, total",
                               "total_after_rounds",
                               {"declared": _fmt(typed_f), "used": _fmt(t.points(p.start_no, k_used)),
                                "round": k_used}))
    swiss = ps is PairingSystem.SWISS
    for p in parts:
        recs = t.rounds[p.start_no]
        cols = [r.colour if r.kind is RoundKind.GAME and swiss else None for r in recs]  # C.04.3: Swiss rules
        run = 0
        for i, c in enumerate(cols):
            run = run + 1 if c and i and cols[i - 1] == c else (1 if c else 0)
            if run == 3:
                key = "three_white" if c == "w" else "three_black"
                out.append(Finding("warning", loc(p.start_no), key, {"r1": i - 1, "r3": i + 1}))
        diff = 0
        for i, c in enumerate(cols):
            diff += 1 if c == "w" else -1 if c == "b" else 0
            if abs(diff) > 2:
                out.append(Finding("warning", loc(p.start_no), "diff", {"diff": f"{diff:+d}", "r": i + 1}))
                break
        if not any(r.kind in RESULTS for r in recs):
            # a bye (pairing-allocated, requested or full) shows he took part: no advice to remove him
            took_part = any(r.kind in _BYES for r in recs)
            out.append(Finding("warning", loc(p.start_no), "never_game" if took_part else "never", {}))
        elif swiss:
            gone = _absent_from(recs)
            if gone is not None:
                w = round_where(p.start_no, gone) if round_where is not None else None
                out.append(Finding("warning", w if isinstance(w, Text) else loc(p.start_no), "absent_to_end",
                                   {"r": gone}))
        for i, r in enumerate(recs):
            if r.kind is RoundKind.FULL_BYE:
                out.append(Finding("warning", loc(p.start_no), "fpb", {"r": i + 1}))
            if not swiss and r.kind in (RoundKind.HALF_BYE, RoundKind.ZERO_BYE):
                out.append(Finding("warning", loc(p.start_no), "rr_bye", {"r": i + 1}))
    out.extend(_pairings(t, loc, game_where, typed_at))
    if not t.round_order_known:  # a crosstable: its rounds are Berger's guess, never named
        out.extend(_pending_crosstable(t, game_where))
        return out
    for r in range(t.n_rounds):
        kinds = [t.rounds[p.start_no][r].kind for p in parts]
        pending = sum(1 for k in kinds if k is RoundKind.PENDING) // 2
        done = sum(1 for k in kinds if k in RESULTS)
        if pending and done:
            where: object = Text("check_round", round=r + 1)
            if game_where is not None:
                places = [game_where(p.start_no, t.rounds[p.start_no][r].opponent, r + 1)
                          for p, k in zip(parts, kinds) if k is RoundKind.PENDING]
                if places and all(isinstance(x, Text) for x in places):
                    where = Text("check_places", places=tuple(places))
            elif round_where is not None:
                places = [round_where(p.start_no, r + 1) for p, k in zip(parts, kinds) if k is RoundKind.PENDING]
                if all(isinstance(x, Text) for x in places):
                    where = Text("check_places", places=tuple(places))
            out.append(Finding("warning", where, "pending", {"r": r + 1, "n": pending}))
    return out


def _pending_crosstable(t: Tournament, game_where: Callable[[int, int, int], object] | None) -> list[Finding]:
    """A crosstable's games left blank while others have a result: one finding naming their
    cells, without a round (a crosstable does not say in which round a game was played: the
    rounds are numbered by Berger's tables only to compute)."""
    parts = t.participants
    places: list[object] = []
    n = 0
    done = False
    for r in range(t.n_rounds):
        kinds = [t.rounds[p.start_no][r].kind for p in parts]
        done = done or any(k in RESULTS for k in kinds)
        for p, k in zip(parts, kinds):
            if k is RoundKind.PENDING:
                n += 1
                if game_where is not None:
                    places.append(game_where(p.start_no, t.rounds[p.start_no][r].opponent, r + 1))
    if not n or not done:
        return []
    where: object = Text("check_places", places=tuple(places)) if places and all(
        isinstance(x, Text) for x in places) else ""
    return [Finding("warning", where, "pending_ct", {"n": n // 2})]


#: a round the player was in (paired, or a bye): what comes after it is not "left blank"
_IN_EVENT = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PAB,
                       RoundKind.FULL_BYE, RoundKind.HALF_BYE, RoundKind.ZERO_BYE, RoundKind.PENDING})


def _absent_from(recs: Sequence[object]) -> int | None:
    """The round (1-based) from which a Swiss player has only absences to the last round held
    (rounds left blank after his last game are read so), when he was in the event before it
    and no withdrawal is written; else ``None``. A withdrawal (``Retirado``) or a bye says
    what happened; a blank says nothing, and may be results not typed yet."""
    kinds = [r.kind for r in recs]  # type: ignore[attr-defined]
    if RoundKind.WITHDRAWN in kinds:
        return None
    last = max((k for k, kind in enumerate(kinds) if kind in _IN_EVENT), default=None)
    if last is None:
        return None
    tail = kinds[last + 1:]
    while tail and tail[-1] is RoundKind.NOT_PLAYED:  # (rounds not held yet)
        tail.pop()
    if tail and all(k is RoundKind.ABSENT for k in tail):
        return last + 2
    return None


def _pairings(t: Tournament, loc: Callable[[int], str],
              game_where: Callable[[int, int, int], object] | None = None,
              typed: Callable[[int, int, int], str | None] | None = None) -> list[Finding]:
    """Games lost by both players and result pairs that do not add up to one game
    (:func:`~xl_tiebreaks.model.classify_pairing`), once per pairing, named at the first
    player's result cell when ``game_where`` can name it, quoting each result as typed when
    ``typed`` can read it (else as read: ``=`` for a draw)."""

    def shown(sn: int, opp: int, rnd: int, rec: Any) -> str:
        return (typed(sn, opp, rnd) if typed is not None else None) or _show(rec)

    out: list[Finding] = []
    known = set(t.rounds)
    for s, recs in t.rounds.items():
        for i, rec in enumerate(recs):
            o = rec.opponent
            if o is None or o < s or o not in known:
                continue
            theirs = t.rounds[o][i]
            got = classify_pairing(s, rec, theirs)
            if got in (PairingCheck.DOUBLE_LOSS, PairingCheck.UNBALANCED):
                key = "pairing_double_loss" if got is PairingCheck.DOUBLE_LOSS else "pairing_unbalanced"
                w = game_where(s, o, i + 1) if game_where is not None else None
                out.append(Finding("warning", w if isinstance(w, Text) else loc(s), key,
                                   {"round": i + 1, "start_no": s, "opponent": o,
                                    "mine": shown(s, o, i + 1, rec), "theirs": shown(o, s, i + 1, theirs)}))
    return out


_RESULT_TEXT = {"W": "1", "D": "=", "L": "0"}


def _show(rec) -> str:
    """A player's result of a game as organisers type it (``1``, ``=``, ``0``, ``+``, ``-``): no
    colour letter, which reads differently in Spanish (``b``: blancas) and English (Black)."""
    return _RESULT_TEXT.get(rec.result.value, "") if rec.kind is RoundKind.GAME and rec.result else \
        {RoundKind.FORFEIT_WIN: "+", RoundKind.FORFEIT_LOSS: "-"}.get(rec.kind, "")


#: what the readers warn about that check's own findings say already (with their cells): the
#: result pairs that do not add up to one game, the typed totals, a round's games without a result
CHECK_SAYS = frozenset({"pairing_unbalanced", "pairing_double_loss", "note_odd_pair_ct", "note_odd_pair_swiss",
                        "note_odd_pair_pl", "warn_trf_total_one", "warn_trf_total_many", "warn_pending_games"})


def reader_warning_rows(notes: Sequence[Any], lang: str = "en", findings: Sequence[Any] = ()) -> list[list[str]]:
    """Rows (severity, where, message) of what a reader warned about that check's findings do
    not say already (a round left blank read as an absence, a crosstable's blank games...),
    each once. ``findings``: check's own (a crosstable's games without a result, which it names
    by their cells, say the reader's warning about them; a Swiss player absent to the end
    says the reader's warning about his rounds left blank to the last one)."""
    lg = lang_code(lang)
    said = set(CHECK_SAYS)
    if any(getattr(f, "key", "") in ("pending", "pending_ct") for f in findings):
        said |= {"warn_ct_pending", "warn_ct_pending_one"}
    if any(getattr(f, "key", "") == "absent_to_end" for f in findings):
        # a Swiss player's rounds left blank to the last one played: check's own finding
        # names him (issue 23: said once, not also as the reader's warning)
        said |= {"warn_blank_to_end", "warn_blank_last_round"}
    rows: list[list[str]] = []
    for n in notes:
        if is_warning(n) and getattr(n, "code", None) not in said:
            m = say(n, lg)
            for prefix in ("warning: ", "aviso: "):
                m = m[len(prefix):] if m.startswith(prefix) else m
            row = [text("w_warning", lg), "", m]
            if row not in rows:
                rows.append(row)
    return rows


def blocked(err: TiebreakError) -> list[Finding]:
    """A reader's refusal as findings: one per mistake it found (a reader reports every
    independent mistake of its input at once: :meth:`~xl_tiebreaks.errors.TiebreakError.every`),
    each where it is; then, when more were found than one refusal lists, how many. Nothing
    after a refusal can be checked."""
    if not err:
        return []
    out = [Finding("error", "", "blocked", {"error": e}) for e in err.every()]
    if err.more:
        out.append(Finding("error", "", "blocked", {"message": MoreMistakes(err.more)}))
    if err.unread:
        out.append(Finding("error", "", "blocked", {"message": MoreMistakes(err.unread, "errors_unread_listed")}))
    return out


class MoreMistakes(str):
    """The last row of a refusal that found more mistakes than it lists, in either language."""

    def __new__(cls, n: int, code: str = "errors_not_listed") -> MoreMistakes:
        obj = super().__new__(cls, text(code, "en", n=n, unread=n))
        obj.n, obj.code = n, code  # type: ignore[attr-defined]
        return obj

    def message(self, lang: str = "en") -> str:
        return text(self.code, lang, n=self.n, unread=self.n)  # type: ignore[attr-defined]


def findings_table(findings: list[Finding], lang: str = "en", err: TiebreakError | None = None) -> list[list[str]]:
    """Rows (severity, where, message) for a sheet or the screen; one row when all is well.
    ``err``: a reader's refusal, one row per mistake it found, each where it is
    (:func:`blocked`)."""
    lg = lang_code(lang)
    sev = {"error": text("w_error", lg), "warning": text("w_warning", lg)}
    rows = []
    if err is not None:
        for f in blocked(err):
            rows.append([sev["error"], f.where_in(lg), f.message(lg)])
    for f in findings:
        if f.key == "blocked" and err is not None:
            continue  # the reader's error, already on the first row
        rows.append([sev[f.severity], f.where_in(lg), f.message(lg)])
    if not rows:
        rows.append(["", "", text("check_ok", lg)])
    return rows
