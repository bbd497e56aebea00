"""The tournament model: participants and, per participant and round, what happened.

Pure Python, no Excel, no files. Points are exact (:class:`fractions.Fraction`), so half
points never drift. Every reader (TRF, crosstable, Swiss grid, pairing list, workbook)
builds a :class:`Tournament`; every tie-break reads one.

Kinds of round (C.07 (2026) art. 15-16 vocabulary):

=================  =====================================================  ==========
kind               meaning                                                TRF-16
=================  =====================================================  ==========
``GAME``           played over the board (win, draw or loss, colour)      1 = 0 W D L
``FORFEIT_WIN``    won by forfeit; the scheduled opponent is known        +
``FORFEIT_LOSS``   lost by forfeit (absent); scheduled opponent known      - (with opp.)
``PAB``            pairing-allocated bye                                  U
``FULL_BYE``       requested full-point bye (deprecated by FIDE)          F
``HALF_BYE``       requested half-point bye                               H
``ZERO_BYE``       requested zero-point bye                               Z
``ABSENT``         absent / not paired, no opponent                       - or blank, A
``WITHDRAWN``      any round after the participant withdrew               (Z)
``PENDING``        paired, result not known yet                           (blank)
``NOT_PLAYED``     round not played yet (no pairing)                      (none)
=================  =====================================================  ==========

A "voluntary unplayed round" (VUR, C.07 (2026) art. 16.1.2) is a requested bye
(half, zero), an absence, a round after withdrawal, or a forfeit loss; the tie-breaks use
that definition through :data:`xl_tiebreaks.tiebreaks.context.REQUESTED` (plus forfeit losses).

Individual and team events share :class:`Event` (announced rounds, pairing system, start date,
"as of round k"); which rounds were held and which the values use is :mod:`xl_tiebreaks.rounds`.
"""

from __future__ import annotations

import dataclasses
import datetime as _dt
import math
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import Any, Callable, ClassVar, Iterable, Iterator, Mapping, Sequence

from .errors import TiebreakError
from .texts import Text

Points = Fraction

WHITE = "w"
BLACK = "b"


class RoundKind(str, Enum):
    """What happened to one participant in one round (see the module table)."""

    GAME = "game"
    FORFEIT_WIN = "forfeit_win"
    FORFEIT_LOSS = "forfeit_loss"
    PAB = "pab"
    FULL_BYE = "full_bye"
    HALF_BYE = "half_bye"
    ZERO_BYE = "zero_bye"
    ABSENT = "absent"
    WITHDRAWN = "withdrawn"
    PENDING = "pending"
    NOT_PLAYED = "not_played"

    @property
    def has_opponent(self) -> bool:
        """A game, a forfeit or a pending pairing: someone was scheduled against us."""
        return self in _WITH_OPPONENT


_WITH_OPPONENT = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING})


class Result(str, Enum):
    """Result of a game over the board, from the participant's side."""

    WIN = "W"
    DRAW = "D"
    LOSS = "L"

    @property
    def reverse(self) -> Result:
        return {Result.WIN: Result.LOSS, Result.LOSS: Result.WIN, Result.DRAW: Result.DRAW}[self]


@dataclass(frozen=True, slots=True)
class RoundRecord:
    """One participant's round.

    Attributes:
        kind: what happened (:class:`RoundKind`).
        opponent: the opponent's start number for games, forfeits and pending pairings;
            ``None`` otherwise.
        colour: ``"w"``, ``"b"`` or ``None`` (byes, and forfeits without a known colour).
        result: for ``GAME`` the result over the board (:class:`Result`); ``None`` otherwise.
        points: points awarded, when they differ from what the score system gives for
            ``kind``/``result`` (an arbiter's decision, TRF-26 record 299); else ``None``.
    """

    kind: RoundKind
    opponent: int | None = None
    colour: str | None = None
    result: Result | None = None
    points: Fraction | None = None


NOT_PLAYED = RoundRecord(RoundKind.NOT_PLAYED)


class PairingCheck(str, Enum):
    """How the two sides of one pairing agree (:func:`classify_pairing`).

    ``GAME``: one game (or forfeit, or pairing still waiting for its result) recorded the same
    way on both sides: ``1``/``0``, ``=``/``=``, ``+``/``-``, ``-``/``-`` (a double forfeit),
    pending/pending. ``DOUBLE_LOSS``: a game both players played and lost (``0``/``0``): an
    arbiter's decision, legal in TRF-16 and TRF-2026 (column 99 is each player's own result),
    read as a game played by both, each scoring a loss. ``UNBALANCED``: both sides played (or
    both won by forfeit) but their results do not add up to one game (``1``/``1``, ``=``/``0``,
    ``+``/``+``): kept as written, each side scoring its own result, with a warning.
    ``MISMATCH``: the two sides disagree about what happened (a game on one side and a forfeit
    or nothing on the other, a result against a pending game, the same colour for both, or
    the other side naming another opponent): the data cannot be used.
    """

    GAME = "game"
    DOUBLE_LOSS = "double_loss"
    UNBALANCED = "unbalanced"
    MISMATCH = "mismatch"


_PLAYED_PAIRS = {
    (Result.WIN, Result.LOSS): PairingCheck.GAME,
    (Result.LOSS, Result.WIN): PairingCheck.GAME,
    (Result.DRAW, Result.DRAW): PairingCheck.GAME,
    (Result.LOSS, Result.LOSS): PairingCheck.DOUBLE_LOSS,
}
_FORFEIT_PAIRS = {
    (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS): PairingCheck.GAME,
    (RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_WIN): PairingCheck.GAME,
    (RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_LOSS): PairingCheck.GAME,
    (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_WIN): PairingCheck.UNBALANCED,
}


def classify_pairing(start_no: int, mine: RoundRecord, theirs: RoundRecord) -> PairingCheck:
    """How player ``start_no``'s record ``mine`` (against ``mine.opponent``) and that opponent's
    record ``theirs`` of the same round agree; see :class:`PairingCheck`.

    The one rule every reader applies to the two sides of a pairing (TRF, Swiss grids,
    pairing lists, team boards): the two sides must name each other and record the same kind
    of round (a game over the board, a forfeit, a pending pairing) with different colours
    when both give one; a game lost by both is a game both played (each scores a loss; in
    Buchholz, Sonneborn-Berger and the cuts the opponent counts at his adjusted score, with
    Sonneborn-Berger contribution 0; for ARO, TPR, BPG, REP and the rest it is a played
    game); any other pair of results that does not add up to one game is kept as written with
    a warning. Results are compared as win / draw / loss, so a 3/1/0 score system changes
    nothing, and a record's own ``points`` (an arbiter's award) are not judged here.

    Args:
        start_no: the player whose record ``mine`` is.
        mine: his record, with ``mine.opponent`` set.
        theirs: the opponent's record of the same round.

    Returns:
        :class:`PairingCheck`. Readers refuse ``MISMATCH``, warn about ``UNBALANCED`` and
        may note ``DOUBLE_LOSS``.
    """
    if theirs.opponent != start_no or mine.opponent is None:
        return PairingCheck.MISMATCH
    if mine.colour and theirs.colour and mine.colour == theirs.colour:
        return PairingCheck.MISMATCH
    a, b = mine.kind, theirs.kind
    if a is RoundKind.GAME and b is RoundKind.GAME:
        if mine.result is None or theirs.result is None:
            return PairingCheck.MISMATCH
        return _PLAYED_PAIRS.get((mine.result, theirs.result), PairingCheck.UNBALANCED)
    if a is RoundKind.PENDING and b is RoundKind.PENDING:
        return PairingCheck.GAME
    return _FORFEIT_PAIRS.get((a, b), PairingCheck.MISMATCH)


@dataclass(frozen=True)
class ScoreSystem:
    """Points per result and per kind of bye (TRF-26 record 162; C.07 (2026) art. 16.4 values
    unplayed rounds at the points awarded).

    Defaults are FIDE's 1 / ½ / 0 with a pairing-allocated bye worth a win. Events that
    score 3/1/0 or give ½ for a pairing-allocated bye set the fields accordingly.
    """

    win: Fraction = Fraction(1)
    draw: Fraction = Fraction(1, 2)
    loss: Fraction = Fraction(0)
    forfeit_win: Fraction | None = None  # None: as a win
    forfeit_loss: Fraction | None = None  # None: as a loss
    pab: Fraction | None = None  # None: as a win
    full_bye: Fraction | None = None  # None: as a win
    half_bye: Fraction | None = None  # None: as a draw
    zero_bye: Fraction = Fraction(0)
    absent: Fraction = Fraction(0)

    def points(self, rec: RoundRecord) -> Fraction:
        """Points awarded for ``rec`` (the record's own ``points`` win)."""
        if rec.points is not None:
            return rec.points
        k = rec.kind
        if k is RoundKind.GAME:
            r = rec.result
            return self.win if r is Result.WIN else self.draw if r is Result.DRAW else self.loss
        if k is RoundKind.FORFEIT_WIN:
            return self.win if self.forfeit_win is None else self.forfeit_win
        if k is RoundKind.FORFEIT_LOSS:
            return self.loss if self.forfeit_loss is None else self.forfeit_loss
        if k is RoundKind.PAB:
            return self.win if self.pab is None else self.pab
        if k is RoundKind.FULL_BYE:
            return self.win if self.full_bye is None else self.full_bye
        if k is RoundKind.HALF_BYE:
            return self.draw if self.half_bye is None else self.half_bye
        if k is RoundKind.ZERO_BYE:
            return self.zero_bye
        if k in (RoundKind.ABSENT, RoundKind.WITHDRAWN):
            return self.absent
        return Fraction(0)  # PENDING, NOT_PLAYED

    def byes_unlike_results(self) -> list[tuple[str, Fraction, str, Fraction]]:
        """The byes given a value of their own (not blank) that differs from the result they are
        worth when left blank: a pairing-allocated or a full-point bye worth other than a win,
        a half-point bye other than a draw (C.07 (2024) art. 16 / (2026) art. 16.4 count an
        unplayed round at the points awarded; what is awarded is the event's scoring, so a bye
        value left at 1 after a win became worth 3 scores the bye as a draw: issue 34 item 8).

        Returns:
            (setting key: ``"pab"``, ``"full_bye"``, ``"half_bye"``; its value in points;
            ``"win"`` or ``"draw"``; that result's points), in that order; empty when every
            bye is blank or worth its result. The values are kept as given: this only says so.
        """
        out = []
        for key, value, like, worth in (("pab", self.pab, "win", self.win), ("full_bye", self.full_bye, "win", self.win),
                                        ("half_bye", self.half_bye, "draw", self.draw)):
            if value is not None and value != worth:
                out.append((key, value, like, worth))
        return out

    def values(self) -> list[Fraction]:
        """Every point value this system can award (for choosing an exact integer unit)."""
        out = [self.win, self.draw, self.loss, self.zero_bye, self.absent]
        for v in (self.forfeit_win, self.forfeit_loss, self.pab, self.full_bye, self.half_bye):
            if v is not None:
                out.append(v)
        return out


class PairingSystem(str, Enum):
    """Swiss (C.07 (2026) art. 16) or pre-determined pairings, e.g. round robins (art. 15.2)."""

    SWISS = "swiss"
    ROUND_ROBIN = "round_robin"

    @classmethod
    def parse(cls, value: PairingSystem | str) -> PairingSystem:
        """``"swiss"`` / ``"round_robin"`` (also ``"round robin"``, ``"rr"``).

        Raises:
            TiebreakError: ``settings_bad_value`` for anything else.
        """
        if isinstance(value, cls):
            return value
        key = str(value).strip().lower().replace(" ", "_").replace("-", "_")
        key = {"rr": "round_robin", "roundrobin": "round_robin"}.get(key, key)
        try:
            return cls(key)
        except ValueError:
            raise TiebreakError("settings_bad_value", key=Text("setting_pairing_system"), value=value) from None


@dataclass(frozen=True)
class Participant:
    """A player (or team) of the event.

    Attributes:
        start_no: start (pairing) number, 1..N.
        name: as typed.
        rating: rating in rating points; ``None`` or 0 means unrated.
        fide_id, federation, title, sex, birth: optional, as in TRF-16.
        declared_points: the total the source states (TRF column 81-84), if any; the
            product computes points from the rounds and reports a disagreement.
        declared_rank: the rank the source states, if any.
        expelled: the player was expelled from the event (FIDE's 2026 endorsement checklist,
            Q197-198): left out of the standings (no place); the games he played stand as
            played, so they count in his opponents' tie-breaks as any other game.
        round_ratings: the rating in force in each round (index 0: round 1), for events
            longer than 30 days whose players' ratings change during the event (checklist
            Q212); empty, or ``None``/0 in a round: :attr:`rating` (the first rating) applies.
            Read only when the event's :attr:`Tournament.ratings_by_round` is set.
    """

    start_no: int
    name: str = ""
    rating: int | None = None
    fide_id: str | None = None
    federation: str | None = None
    title: str | None = None
    sex: str | None = None
    birth: str | None = None
    declared_points: Fraction | None = None
    declared_rank: int | None = None
    expelled: bool = False
    round_ratings: tuple[int | None, ...] = ()

    @property
    def rated(self) -> bool:
        return bool(self.rating)

    def label(self) -> str:
        return f"{self.start_no} ({self.name})" if self.name else str(self.start_no)


class Event:
    """What individual (:class:`Tournament`) and team
    (:class:`~xl_tiebreaks.teams.model.TeamTournament`) events share: the rounds present and
    announced, and the event as it stood after round k. Each is a frozen dataclass declaring
    its own fields in its own order (users build them positionally too), among them:

    Attributes:
        BLANK: (class attribute) the record of a round not played yet.
        rounds: start number -> one record per round (all of equal length, the rounds held or
            scheduled so far): :class:`RoundRecord` or :class:`~xl_tiebreaks.teams.model.TeamRecord`.
        total_rounds: rounds announced for the event (TRF ``XXR``/``142``), if known.
            Needed for "as of round k" versions of FB and the 2026 caps; defaults to the
            number of rounds in ``rounds``.
        pairing_system: Swiss or pre-determined; ``None`` when nobody said (see
            ``resolved_pairing_system``).
        pairing_source: how ``pairing_system`` was decided ("record 092 'Swiss'", "option", ...).
        start_date: the event's start date (chooses the C.07 edition), if known.
        name: the event's name.
        round_order_known: ``False`` when the rounds were numbered by the reader (a crosstable
            gives no round order and no colours): PS, FB, BPG, BWG and "as of round k" then refuse.
    """

    BLANK: ClassVar[Any]
    rounds: Mapping[int, tuple[Any, ...]]
    total_rounds: int | None

    @property
    def n_rounds(self) -> int:
        """Rounds present in the data (held, paired or scheduled so far)."""
        return rounds_present(self.rounds)

    @property
    def rounds_announced(self) -> int:
        """The event's announced length (``total_rounds``), else the rounds present."""
        return max(self.total_rounds or 0, self.n_rounds)

    def as_of(self, k: int) -> Any:
        """The event as it stood after round ``k``: later rounds become not played.

        ``total_rounds`` keeps the announced length, so Fore Buchholz and the 2026 caps
        know the event is not over.

        Raises:
            TiebreakError: ``round_out_of_range`` when ``k`` is not 0..the rounds present.
        """
        return dataclasses.replace(self, rounds=stopped_after(self.rounds, k, self.BLANK),
                                   total_rounds=self.rounds_announced)


@dataclass(frozen=True)
class Tournament(Event):
    """A whole event: participants and their rounds (the attributes shared with team events
    are described in :class:`Event`).

    Attributes:
        participants: in start-number order.
        rounds: start number -> one :class:`RoundRecord` per round (all of equal length,
            the number of rounds held or scheduled so far).
        score_system: points per result.
    """

    BLANK = NOT_PLAYED  # (a class attribute, not a field)
    participants: tuple[Participant, ...]
    rounds: Mapping[int, tuple[RoundRecord, ...]]
    total_rounds: int | None = None
    score_system: ScoreSystem = field(default_factory=ScoreSystem)
    pairing_system: PairingSystem | None = None
    start_date: _dt.date | None = None
    name: str = ""
    #: how ``pairing_system`` was decided ("record 092 'Swiss'", "option", ...)
    pairing_source: str = ""
    #: ``False`` when the rounds were numbered by the reader (a crosstable gives no round
    #: order and no colours): PS, FB, BPG, BWG and "as of round k" then refuse
    round_order_known: bool = True
    #: rating tie-breaks take each opponent's rating in force in the round of the game
    #: (:attr:`Participant.round_ratings`) instead of the first rating (FIDE's 2026
    #: endorsement checklist, Q214-216: the first rating is the default, the other the user's
    #: choice, for events longer than 30 days)
    ratings_by_round: bool = False
    #: the event's end date (TRF record ``052``), if known
    end_date: _dt.date | None = None

    # -- construction -------------------------------------------------------------
    @classmethod
    def build(cls, participants: Iterable[Participant], rounds: Mapping[int, Sequence[RoundRecord]],
              **kw: object) -> Tournament:
        """Build from any sequences; pads every participant's rounds to equal length."""
        parts = tuple(sorted(participants, key=lambda p: p.start_no))
        return cls(parts, padded_rounds((p.start_no for p in parts), rounds, NOT_PLAYED), **kw)  # type: ignore[arg-type]

    # -- queries --------------------------------------------------------------------
    def participant(self, start_no: int) -> Participant:
        for p in self.participants:
            if p.start_no == start_no:
                return p
        raise TiebreakError("player_not_found", player=start_no)

    def points(self, start_no: int, upto: int | None = None) -> Fraction:
        """Points awarded to ``start_no`` in rounds 1..``upto`` (all rounds by default)."""
        recs = self.rounds[start_no][: upto if upto is not None else None]
        pts = self.score_system.points
        return sum((pts(r) for r in recs), Fraction(0))

    def rounds_completed(self) -> int:
        """The last round in which any participant has a result or a bye (0 if none); the
        rounds the values use are :func:`xl_tiebreaks.rounds.rounds_that_count`'s."""
        return last_round_with(self.rounds, RECORDED - {RoundKind.PENDING})

    @property
    def long_event(self) -> bool:
        """Does the event last more than 30 days (FIDE's 2026 endorsement checklist, Q210)?
        By its dates when both are known (its end date more than 30 days after its start
        date); only when one is missing, by its ratings by round
        (:attr:`Participant.round_ratings`), which only such an event has. See
        :attr:`long_event_days`."""
        days = self.long_event_days
        if days is not None:
            return days > 30
        return any(p.round_ratings for p in self.participants)

    @property
    def long_event_days(self) -> int | None:
        """Days from the start date to the end date (``None`` when either is unknown): what
        :attr:`long_event` follows when known."""
        if self.start_date and self.end_date:
            return (self.end_date - self.start_date).days
        return None

    def truncated(self, k: int) -> Tournament:
        """The tournament cut after round ``k``, as if it had had ``k`` rounds."""
        rounds = {s: recs[:k] for s, recs in self.rounds.items()}
        return dataclasses.replace(self, rounds=rounds, total_rounds=k)

    def resolved_pairing_system(self) -> tuple[PairingSystem, str]:
        """The pairing system and how it was decided.

        Returns ``(system, source)`` where source is ``"stated"`` when the data or the
        user said so, else ``"guess: ..."`` with the reason. A guess says round robin when
        every pair of participants met exactly once (or exactly twice: double round robin)
        and nobody had a bye other than the rest round of an odd-sized field.
        """
        if self.pairing_system is not None:
            return self.pairing_system, self.pairing_source or Text("src_stated")
        return guess_pairing_system(self)

    def iter_games(self) -> Iterator[tuple[int, int, RoundRecord]]:
        """(round, start number, record) for every record with an opponent."""
        for s, recs in self.rounds.items():
            for i, r in enumerate(recs, 1):
                if r.opponent is not None:
                    yield i, s, r


def common_unit(values: Iterable[Fraction | int]) -> int:
    """The smallest ``S`` making every one of ``values`` a whole number of ``1/S`` (the least
    common multiple of their denominators; 1 for none)."""
    s = 1
    for v in values:
        d = Fraction(v).denominator
        s = s * d // math.gcd(s, d)
    return s


def record_units(t: Tournament) -> tuple[int, Callable[[Any], int]]:
    """``(S, units)``: a unit ``1/S`` in which every value the score system of ``t`` awards and
    every record's own points are whole, and ``units(rec)``, the points of a record as
    :meth:`~xl_tiebreaks.model.ScoreSystem.points` awards them, in that unit: sums of them are
    exact and add integers, never fractions. The score system is asked once per kind of record
    (kind, result, points given)."""
    ss = t.score_system
    pts = ss.points
    unit = common_unit(ss.values() + [r.points for recs in t.rounds.values() for r in recs if r.points is not None])
    memo: dict[tuple, int] = {}

    def units(rec: Any) -> int:
        key = (rec.kind, rec.result, rec.points)
        got = memo.get(key)
        if got is None:
            got = memo[key] = int(pts(rec) * unit)
        return got

    return unit, units


def rounds_present(rounds: Mapping[int, Sequence[Any]]) -> int:
    """Rounds present in ``rounds`` (start number -> records, individual or team): the longest
    list, 0 if none."""
    return max((len(v) for v in rounds.values()), default=0)


def padded_rounds(start_numbers: Iterable[int], rounds: Mapping[int, Sequence[Any]], blank: Any) -> dict[int, tuple]:
    """Every participant's (or team's) records as a tuple, padded with ``blank`` (the record of a
    round not played yet) to the rounds present; a start number without records gets blanks."""
    n = rounds_present(rounds)
    fixed: dict[int, tuple] = {}
    for sn in start_numbers:
        recs = tuple(rounds.get(sn, ()))
        fixed[sn] = recs + (blank,) * (n - len(recs))
    return fixed


def stopped_after(rounds: Mapping[int, Sequence[Any]], k: int, blank: Any) -> dict[int, tuple]:
    """``rounds`` (start number -> records, individual or team) as they stood after round ``k``:
    the records of later rounds become ``blank`` (not played).

    Raises:
        TiebreakError: ``round_out_of_range`` when ``k`` is not 0..the rounds present.
    """
    n = rounds_present(rounds)
    if k < 0 or k > n:
        raise TiebreakError("round_out_of_range", round=k, rounds=n)
    return {s: tuple(recs[:k]) + (blank,) * (len(recs) - k) for s, recs in rounds.items()}


def round_robin_cycle_rounds(n: int) -> int:
    """Rounds of one cycle of a round robin of ``n`` participants: ``n - 1``, or ``n`` when
    ``n`` is odd (every round someone has the rest, Berger tables)."""
    return n - 1 if n % 2 == 0 else n


def guess_pairing_system(t: Tournament) -> tuple[PairingSystem, str]:
    """Guess Swiss or round robin from who met whom (see :meth:`Tournament.resolved_pairing_system`)."""
    n = len(t.participants)
    if n < 2:
        return PairingSystem.SWISS, Text("guess_few")
    meetings: dict[frozenset[int], int] = {}
    for _, s, r in t.iter_games():
        if r.opponent is not None and s < r.opponent:
            key = frozenset((s, r.opponent))
            meetings[key] = meetings.get(key, 0) + 1
    pairs = n * (n - 1) // 2
    rounds_needed = round_robin_cycle_rounds(n)
    for cycles in (1, 2):
        if (
            len(meetings) == pairs
            and all(c == cycles for c in meetings.values())
            and t.n_rounds == cycles * rounds_needed
        ):
            return (
                PairingSystem.ROUND_ROBIN,
                Text("guess_met_once" if cycles == 1 else "guess_met_twice", rounds=t.n_rounds, n=n),
            )
    announced = t.rounds_announced
    for cycles in (1, 2):
        if announced == cycles * rounds_needed and meetings and all(c <= cycles for c in meetings.values()):
            # the length of a round robin and nobody met twice (per cycle): a round robin still being
            # played, or one with a withdrawn player whose games were not recorded
            return (
                PairingSystem.ROUND_ROBIN,
                Text("guess_rr_once" if cycles == 1 else "guess_rr_twice", rounds=announced, n=n),
            )
    return PairingSystem.SWISS, Text("guess_swiss")


# ---------------------------------------------------------------------------------------------
# the kinds of round that show a round was paired, had results, took place (xl_tiebreaks.rounds
# asks these; they live here so that the model needs nothing of it)

#: kinds that show a round was paired (requested byes can be entered before a round)
PAIRED = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PAB,
                    RoundKind.PENDING})
#: kinds that give a round a result (a game or a forfeit)
RESULTS = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS})
#: every kind but "nothing recorded": a round holding one of these is in the data
RECORDED = frozenset(RoundKind) - {RoundKind.NOT_PLAYED}
#: kinds that show a round took place for somebody: everything but a round not played yet and
#: the byes a player can request in advance (half, zero, full). The tie-break context reads a
#: blank in such a round as an absence.
TAKEN_PLACE = frozenset(RoundKind) - {RoundKind.NOT_PLAYED, RoundKind.HALF_BYE, RoundKind.ZERO_BYE,
                                      RoundKind.FULL_BYE}


def last_round_with(rounds: Mapping[int, Sequence[Any]] | Iterable[Sequence[Any]], kinds: frozenset) -> int:
    """The last round (1-based) in which some record's kind is in ``kinds``; 0 if none.

    ``rounds``: start number -> records, or the lists of records themselves. Used with
    :data:`RECORDED` (the rounds the results hold: a stated number of rounds may not be fewer)
    and ``RECORDED - {PENDING}`` (:meth:`Tournament.rounds_completed`)."""
    lists = list(rounds.values()) if isinstance(rounds, Mapping) else list(rounds)
    for r_i in range(max((len(v) for v in lists), default=0) - 1, -1, -1):
        for recs in lists:
            if r_i < len(recs) and recs[r_i].kind in kinds:
                return r_i + 1
    return 0
