"""The team-event model: teams with a roster in board order, one record per team and round
(a match, a forfeited match, a bye), board results when they are known, and the scoring
that turns them into match points (MP) and game points (GP).

Pure Python, exact points (:class:`fractions.Fraction`). Readers (team crosstable, team
Swiss grid, TRF team records) build a :class:`TeamTournament`; the team tie-breaks
(:mod:`xl_tiebreaks.teams.tiebreaks`) read it.

Units: **match points** (MP, 2 / 1 / 0 by default, 3 / 1 / 0 where the event says so) and
**game points** (GP, the sum of the board points, 1 / ½ / 0 per board).

How a match is scored (:meth:`TeamTournament.results`):

* **played match** (:attr:`~xl_tiebreaks.model.RoundKind.GAME`): GP = the board points
  (or the game points given); MP by seed 001 §2.1.2 (FIDE's 2009 tie-break annex): a team
  that scored *more than half* the boards' points wins, *half* draws, *less* loses. With
  every board decided the two readings of "won" agree; they differ when boards are lost
  by both teams (double forfeits): the reference implementation compares the two teams'
  game points instead (policy ``TEAM_MATCH_WON_ON_MORE_POINTS``);
* **forfeited match** (no board played and one side scored nothing): without board
  results, a forfeit win is worth a win's MP and every board won; a forfeit loss nothing;
* **byes** (C.04.6 / C.07 (2026) art. 11, digest §5.6): a pairing-allocated bye (PAB) and a
  half-point bye are worth a *draw's* MP and GP (1 MP and 2 GP of 4 by default), a full-point
  bye a win's, a zero-point bye, an absence and the rounds after a withdrawal nothing.

For the board tie-breaks of C.07 art. 12 (board count, top-board results, bottom-board
elimination) every round also has points per board: a PAB (and a full-point bye, a forfeit
win) counts as a win on every board (P19), a half-point bye as a draw on every board, a
forfeit loss and a zero-point bye as nothing.

A round's kind uses the individual vocabulary (:class:`~xl_tiebreaks.model.RoundKind`), so
the C.07 art. 15-16 rules for unplayed rounds (voluntary unplayed rounds, the dummy opponent,
the 2026 caps) apply to teams exactly as to players (art. 16: "points" = MP and GP).
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Iterable, Mapping, Sequence

from ..errors import TiebreakError
from ..model import PairingSystem, Participant, Result, RoundKind, RoundRecord, ScoreSystem, Tournament
from ..model import Event, guess_pairing_system, padded_rounds

__all__ = [
    "Team",
    "BoardGame",
    "TeamRecord",
    "TeamScoring",
    "TeamRound",
    "TeamTournament",
    "MP",
    "GP",
    "TEAM_NOT_PLAYED",
    "classify_match",
]

#: the two team scores: match points and game points
MP = "MP"
GP = "GP"

_BOARD_KINDS = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING})
_MATCH_KINDS = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING})
#: what the opponent's record may say for each kind of match record
_COMPLEMENT = {
    RoundKind.GAME: {RoundKind.GAME},
    RoundKind.FORFEIT_WIN: {RoundKind.FORFEIT_LOSS},
    RoundKind.FORFEIT_LOSS: {RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS},
    RoundKind.PENDING: {RoundKind.PENDING},
}


@dataclass(frozen=True)
class Team:
    """A team of the event.

    Attributes:
        start_no: team pairing number, 1..N.
        name: as typed.
        roster: the players in board order (names or ids), if known.
        rating: the team's rating (average or as the event defines it), if any.
        declared_mp, declared_gp: totals the source states (TRF record 310), if any.
    """

    start_no: int
    name: str = ""
    roster: tuple[str, ...] = ()
    rating: int | None = None
    declared_mp: Fraction | None = None
    declared_gp: Fraction | None = None

    def label(self) -> str:
        return f"{self.start_no} ({self.name})" if self.name else str(self.start_no)


@dataclass(frozen=True)
class BoardGame:
    """One board of a match, from the team's side.

    Attributes:
        board: board number, 1 = top board.
        kind: ``GAME`` (played), ``FORFEIT_WIN``, ``FORFEIT_LOSS`` (a board both teams lost
            is a forfeit loss on both sides), ``PENDING``.
        result: for ``GAME``, the team's player's result.
        colour: the team's player's colour, ``"w"`` / ``"b"`` / ``None``.
        player, opponent: the two players (name or id), if known.
        points: board points awarded when they differ from the scoring (arbiter's decision).
    """

    board: int
    kind: RoundKind
    result: Result | None = None
    colour: str | None = None
    player: str | None = None
    opponent: str | None = None
    points: Fraction | None = None


@dataclass(frozen=True)
class TeamRecord:
    """One team's round.

    Attributes:
        kind: ``GAME`` (match played), ``FORFEIT_WIN`` / ``FORFEIT_LOSS`` (match forfeited),
            ``PAB``, ``FULL_BYE``, ``HALF_BYE``, ``ZERO_BYE``, ``ABSENT``, ``WITHDRAWN``,
            ``PENDING`` (paired, not played yet), ``NOT_PLAYED``.
        opponent: the opponent team's start number for matches and forfeits.
        colour: the colour of the team's board-1 player, if known.
        game_points: GP scored in the round when given directly (a grid cell ``8w2.5``);
            ``None``: from ``boards``, or from the scoring for byes and board-less forfeits.
        boards: board results, when known.
        match_points: MP awarded when they differ from what the scoring gives (an arbiter's
            decision, TRF record 299); ``None`` otherwise.
    """

    kind: RoundKind
    opponent: int | None = None
    colour: str | None = None
    game_points: Fraction | None = None
    boards: tuple[BoardGame, ...] = ()
    match_points: Fraction | None = None


TEAM_NOT_PLAYED = TeamRecord(RoundKind.NOT_PLAYED)


@dataclass(frozen=True)
class TeamScoring:
    """Match points, board points and the value of byes.

    Attributes:
        match_win, match_draw, match_loss: MP per match (2 / 1 / 0; 3 / 1 / 0 where the event
            says so).
        board: points per board (a :class:`~xl_tiebreaks.model.ScoreSystem`: 1 / ½ / 0).
        pab_mp, pab_gp: a pairing-allocated bye; ``None``: a draw's MP, a draw's GP (half the
            boards' win value).
        half_bye_mp, half_bye_gp: a half-point bye; ``None``: a draw's.
        full_bye_mp, full_bye_gp: a full-point bye; ``None``: a win's.
        forfeit_win_mp, forfeit_win_gp: a match won by forfeit (no board results given);
            ``None``: a win's MP and every board won.
        zero_bye_mp, zero_bye_gp: a zero-point bye, an absence, a round after withdrawal.
    """

    match_win: Fraction = Fraction(2)
    match_draw: Fraction = Fraction(1)
    match_loss: Fraction = Fraction(0)
    board: ScoreSystem = field(default_factory=ScoreSystem)
    pab_mp: Fraction | None = None
    pab_gp: Fraction | None = None
    half_bye_mp: Fraction | None = None
    half_bye_gp: Fraction | None = None
    full_bye_mp: Fraction | None = None
    full_bye_gp: Fraction | None = None
    forfeit_win_mp: Fraction | None = None
    forfeit_win_gp: Fraction | None = None
    zero_bye_mp: Fraction = Fraction(0)
    zero_bye_gp: Fraction = Fraction(0)

    def match_system(self) -> ScoreSystem:
        """MP as a :class:`~xl_tiebreaks.model.ScoreSystem` (win / draw / loss of a match)."""
        return ScoreSystem(win=self.match_win, draw=self.match_draw, loss=self.match_loss)

    def game_system(self, boards: int) -> ScoreSystem:
        """GP of a whole match as a :class:`~xl_tiebreaks.model.ScoreSystem`: every board won,
        drawn, lost (a "draw" is half the boards' points, as art. 16 needs for GP)."""
        b = self.board
        return ScoreSystem(win=b.win * boards, draw=b.draw * boards, loss=b.loss * boards)

    def board_points(self, g: BoardGame) -> Fraction:
        """Board points of one board (forfeits at the forfeit values of ``board``)."""
        if g.points is not None:
            return g.points
        if g.kind is RoundKind.PENDING:
            return Fraction(0)
        return self.board.points(RoundRecord(g.kind, result=g.result))

    def bye_values(self, kind: RoundKind, boards: int) -> tuple[Fraction, Fraction, Fraction]:
        """(MP, GP, points on every board) of a bye or absence of ``kind``."""
        b = self.board
        if kind is RoundKind.PAB:
            return (_or(self.pab_mp, self.match_draw), _or(self.pab_gp, b.draw * boards), b.win)
        if kind is RoundKind.HALF_BYE:
            return (_or(self.half_bye_mp, self.match_draw), _or(self.half_bye_gp, b.draw * boards), b.draw)
        if kind is RoundKind.FULL_BYE:
            return (_or(self.full_bye_mp, self.match_win), _or(self.full_bye_gp, b.win * boards), b.win)
        if kind in (RoundKind.ZERO_BYE, RoundKind.ABSENT, RoundKind.WITHDRAWN):
            return (self.zero_bye_mp, self.zero_bye_gp, Fraction(0))
        return (Fraction(0), Fraction(0), Fraction(0))  # PENDING, NOT_PLAYED

    def match_result(self, gp: Fraction, opp_gp: Fraction, boards: int, *, by_comparison: bool = False) -> Result:
        """The result of a match from the game points.

        Seed 001 §2.1.2 (default): more than half the boards' points wins, exactly half draws,
        less loses. ``by_comparison`` (policy ``TEAM_MATCH_WON_ON_MORE_POINTS``, FIDE's
        reference implementation): more points than the opponent wins, equal points draw
        unless both scored nothing (both lose).
        """
        if by_comparison:
            if gp > opp_gp:
                return Result.WIN
            if gp == opp_gp and gp > 0:
                return Result.DRAW
            return Result.LOSS
        half = self.board.win * boards / 2
        if gp > half:
            return Result.WIN
        if gp == half:
            return Result.DRAW
        return Result.LOSS

    def mp_of(self, r: Result) -> Fraction:
        return self.match_win if r is Result.WIN else self.match_draw if r is Result.DRAW else self.match_loss


def _or(v: Fraction | None, default: Fraction) -> Fraction:
    return default if v is None else v


def classify_match(mine: Sequence[BoardGame], theirs: Sequence[BoardGame],
                   scoring: TeamScoring | None = None) -> tuple[RoundKind, RoundKind]:
    """The kind of a match for each side from its boards.

    Played (``GAME``) when a board was played over the board, or when no board was but both
    teams scored (boards won by forfeit on both sides: a played, usually drawn, match, as the
    reference implementation counts it, disputes log §20). Otherwise a forfeited match: the
    side that scored is a forfeit win, a side that scored nothing a forfeit loss (both, when
    neither scored). Every board pending: ``PENDING``.
    """
    sc = scoring or TeamScoring()
    if any(g.kind is RoundKind.GAME for g in list(mine) + list(theirs)):
        return RoundKind.GAME, RoundKind.GAME
    done_m = [g for g in mine if g.kind is not RoundKind.PENDING]
    done_t = [g for g in theirs if g.kind is not RoundKind.PENDING]
    if not done_m and not done_t:
        return RoundKind.PENDING, RoundKind.PENDING
    a = sum((sc.board_points(g) for g in done_m), Fraction(0))
    b = sum((sc.board_points(g) for g in done_t), Fraction(0))
    if a > 0 and b > 0:
        return RoundKind.GAME, RoundKind.GAME
    if a > 0:
        return RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS
    if b > 0:
        return RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_WIN
    return RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_LOSS


@dataclass(frozen=True)
class TeamRound:
    """One team's round as the tie-breaks see it (:meth:`TeamTournament.results`).

    Attributes:
        kind, opponent, colour: as the :class:`TeamRecord`.
        result: the match result (win / draw / loss) for played and forfeited matches.
        mp, gp: match points and game points awarded.
        board_points: points per board (index 0 = board 1) for art. 12, ``None`` when the
            board results of a played match are not known.
        boards_played: board results of a played (or forfeited) match, as given.
    """

    kind: RoundKind
    opponent: int | None
    colour: str | None
    result: Result | None
    mp: Fraction
    gp: Fraction
    board_points: tuple[Fraction, ...] | None
    boards_played: tuple[BoardGame, ...] = ()


@dataclass(frozen=True)
class TeamTournament(Event):
    """A team event: teams and their rounds (the attributes shared with individual events are
    described in :class:`~xl_tiebreaks.model.Event`).

    Attributes:
        teams: in start-number order.
        rounds: team start number -> one :class:`TeamRecord` per round (equal lengths).
        boards: boards per match (every match is played on this many boards).
        scoring: :class:`TeamScoring`.
    """

    BLANK = TEAM_NOT_PLAYED  # (a class attribute, not a field)
    teams: tuple[Team, ...]
    rounds: Mapping[int, tuple[TeamRecord, ...]]
    boards: int
    scoring: TeamScoring = field(default_factory=TeamScoring)
    total_rounds: int | None = None
    pairing_system: PairingSystem | None = None
    pairing_source: str = ""
    start_date: _dt.date | None = None
    name: str = ""
    round_order_known: bool = True

    @classmethod
    def build(
        cls,
        teams: Iterable[Team],
        rounds: Mapping[int, Sequence[TeamRecord]],
        boards: int | None = None,
        *,
        check: bool = True,
        **kw: object,
    ) -> TeamTournament:
        """Build from any sequences; pads every team's rounds to equal length.

        ``boards`` defaults to the highest board number in the board results.

        Raises:
            TiebreakError: ``team_boards_unknown`` (no ``boards`` and no board results),
                ``team_duplicate`` (two teams with one start number), and the checks of
                :meth:`check`.
        """
        ts = tuple(sorted(teams, key=lambda t: t.start_no))
        seen: set[int] = set()
        for t in ts:
            if t.start_no in seen or t.start_no < 1:
                raise TiebreakError("team_duplicate", team=t.start_no)
            seen.add(t.start_no)
        fixed = padded_rounds((t.start_no for t in ts), rounds, TEAM_NOT_PLAYED)
        if boards is None:
            boards = max((g.board for recs in fixed.values() for r in recs for g in r.boards), default=0)
            if not boards:
                raise TiebreakError("team_boards_unknown")
        tt = cls(ts, fixed, int(boards), **kw)  # type: ignore[arg-type]
        if check:
            tt.check()
        return tt

    def check(self) -> None:
        """Every opponent exists and names this team back with a matching kind of round;
        board numbers fit the number of boards.

        Raises:
            TiebreakError: ``team_opponent_missing``, ``team_self_paired``,
                ``team_asymmetric``, ``team_bad_board`` (located ``round R, team T``).
        """
        if self.boards < 1:
            raise TiebreakError("team_boards_unknown")
        known = {t.start_no for t in self.teams}
        for sn, recs in self.rounds.items():
            for i, r in enumerate(recs, 1):
                loc = f"round {i}, team {self.label(sn)}"
                if r.kind in _MATCH_KINDS:
                    o = r.opponent
                    if o is None or o not in known:
                        raise TiebreakError("team_opponent_missing", loc, opponent=o)
                    if o == sn:
                        raise TiebreakError("team_self_paired", loc)
                    theirs = self.rounds[o][i - 1]
                    if theirs.opponent != sn or theirs.kind not in _COMPLEMENT[r.kind]:
                        raise TiebreakError("team_asymmetric", loc, opponent=self.label(o),
                                            mine=r.kind.value, theirs=theirs.kind.value)
                for g in r.boards:
                    if not 1 <= g.board <= self.boards or g.kind not in _BOARD_KINDS:
                        raise TiebreakError("team_bad_board", loc, board=g.board, boards=self.boards)

    # -- queries ----------------------------------------------------------------------
    def team(self, start_no: int) -> Team:
        for t in self.teams:
            if t.start_no == start_no:
                return t
        raise TiebreakError("player_not_found", player=start_no)

    def label(self, start_no: int) -> str:
        for t in self.teams:
            if t.start_no == start_no:
                return t.label()
        return str(start_no)

    @property
    def boards_known(self) -> bool:
        """Every played match has its board results (art. 12 needs them)."""
        return all(r.boards for recs in self.rounds.values() for r in recs if r.kind is RoundKind.GAME)

    def _gp_given(self, r: TeamRecord) -> Fraction | None:
        if r.game_points is not None:
            return r.game_points
        if r.boards:
            pts = self.scoring.board_points
            return sum((pts(g) for g in r.boards), Fraction(0))
        return None

    def results(self, *, by_comparison: bool = False) -> dict[int, tuple[TeamRound, ...]]:
        """Every team's rounds with MP, GP and board points (see the module docstring).

        ``by_comparison``: policy ``TEAM_MATCH_WON_ON_MORE_POINTS`` (a match is won with more
        game points than the opponent).

        Raises:
            TiebreakError: ``team_no_game_points`` for a played match with neither game points
                nor board results.
        """
        sc = self.scoring
        n = self.boards
        b = sc.board
        out: dict[int, tuple[TeamRound, ...]] = {}
        for sn, recs in self.rounds.items():
            rows = []
            for i, r in enumerate(recs):
                k = r.kind
                if k in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS):
                    theirs = self.rounds[r.opponent][i] if r.opponent is not None else TEAM_NOT_PLAYED
                    gp = self._gp_given(r)
                    ogp = self._gp_given(theirs)
                    if gp is None:
                        if k is RoundKind.GAME:
                            raise TiebreakError("team_no_game_points", f"round {i + 1}, team {self.label(sn)}")
                        gp = _or(sc.forfeit_win_gp, b.win * n) if k is RoundKind.FORFEIT_WIN else b.loss * n
                        if ogp is None:
                            ogp = (_or(sc.forfeit_win_gp, b.win * n) if theirs.kind is RoundKind.FORFEIT_WIN
                                   else b.loss * n)
                        res = Result.WIN if k is RoundKind.FORFEIT_WIN else Result.LOSS
                        mp = _or(sc.forfeit_win_mp, sc.match_win) if res is Result.WIN else sc.match_loss
                    else:
                        if ogp is None:
                            ogp = b.win * n - gp
                        res = sc.match_result(gp, ogp, n, by_comparison=by_comparison)
                        mp = sc.mp_of(res)
                    if r.match_points is not None:
                        mp = r.match_points
                    if k is RoundKind.GAME:
                        bp = self._board_points(r)
                    else:  # a forfeited match: won (lost) on every board (art. 12)
                        bp = (b.win if k is RoundKind.FORFEIT_WIN else Fraction(0),) * n
                    rows.append(TeamRound(k, r.opponent, r.colour, res, mp, gp, bp, r.boards))
                else:
                    mp, gp, per_board = sc.bye_values(k, n)
                    if r.game_points is not None:
                        gp = r.game_points
                    if r.match_points is not None:
                        mp = r.match_points
                    bp = (per_board,) * n if k is not RoundKind.PENDING else None
                    rows.append(TeamRound(k, r.opponent, r.colour, None, mp, gp, bp))
            out[sn] = tuple(rows)
        return out

    def _board_points(self, r: TeamRecord) -> tuple[Fraction, ...] | None:
        if not r.boards:
            return None
        per = [Fraction(0)] * self.boards
        for g in r.boards:
            per[g.board - 1] += self.scoring.board_points(g)
        return tuple(per)

    def view(self, basis: str, results: Mapping[int, Sequence[TeamRound]] | None = None) -> Tournament:
        """The event as an individual :class:`~xl_tiebreaks.model.Tournament` on one score:
        teams as participants, each round worth its MP (``basis="MP"``) or GP (``"GP"``).

        The individual machinery (Buchholz, Sonneborn-Berger, direct encounter, the art. 16
        rules) runs on it unchanged: a draw is worth the match draw (MP) or half the boards
        (GP), as art. 16.3-16.4 need.
        """
        if basis not in (MP, GP):
            raise TiebreakError("settings_bad_value", key="basis (MP, GP)", value=basis)
        res = results if results is not None else self.results()
        ss = self.scoring.match_system() if basis == MP else self.scoring.game_system(self.boards)
        parts = [Participant(t.start_no, t.name, t.rating) for t in self.teams]
        rounds: dict[int, list[RoundRecord]] = {}
        for sn, rows in res.items():
            out = []
            for tr in rows:
                pts = tr.mp if basis == MP else tr.gp
                if tr.kind in (RoundKind.PENDING, RoundKind.NOT_PLAYED):
                    out.append(RoundRecord(tr.kind, tr.opponent, tr.colour))
                else:
                    out.append(RoundRecord(tr.kind, tr.opponent, tr.colour,
                                           tr.result if tr.kind is RoundKind.GAME else None, pts))
            rounds[sn] = out
        return Tournament.build(
            parts, rounds, total_rounds=self.total_rounds, score_system=ss, pairing_system=self.pairing_system,
            pairing_source=self.pairing_source, start_date=self.start_date, name=self.name,
            round_order_known=self.round_order_known,
        )

    def resolved_pairing_system(self) -> tuple[PairingSystem, str]:
        """Swiss or round robin, and how that was decided (a guess from who met whom when the
        data does not say)."""
        if self.pairing_system is not None:
            from ..texts import Text

            return self.pairing_system, self.pairing_source or Text("src_stated")
        return guess_pairing_system(self.view(MP))
