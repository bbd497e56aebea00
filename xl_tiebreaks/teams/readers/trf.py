"""The team records of TRF-16 (``013``) and TRF-2025/26 (``310``, with ``320`` / ``240`` / ``330`` /
``362``), read on top of the individual TRF reader; and a TRF writer for team events."""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

from ...errors import TiebreakError
from ...model import PairingSystem, RoundKind, ScoreSystem
from ...readers.cells import show_number
from ...readers.trf import TrfFile, decode_bytes, parse_trf
from ...readers.trf.records import _DIGITS, score_record
from ...validate import MAX_ROUNDS, shown
from ...rounds import mark_absences
from ..model import TEAM_NOT_PLAYED, BoardGame, Team, TeamRecord, TeamScoring, TeamTournament, classify_match
from .cells import _board_colour, _other_colour


@dataclass
class TeamTrfFile(TrfFile):
    """A parsed team TRF: the event, the raw records and what the reader noticed (the fields
    of :class:`~xl_tiebreaks.readers.trf.TrfFile`)."""

    tournament: TeamTournament  # type: ignore[assignment]


def _num_field(text: str) -> Fraction | None:
    t = text.strip().replace(",", ".")
    if not t:
        return None
    try:
        return Fraction(t)
    except ValueError:
        return None


def _int_field(text: str) -> int:
    """A fixed-width number field (a few columns: never long); anything but ASCII digits is 0."""
    t = text.strip()
    return int(t) if _DIGITS(t) else 0


def parse_team_trf(text: str, *, pairing_system: PairingSystem | str | None = None) -> TeamTrfFile:
    """Parse a team event's TRF.

    Players come from the ``001`` records (:func:`xl_tiebreaks.readers.trf.parse_trf`); teams
    from ``310`` (TRF-2025/26: team number in columns 5-7, name 9-40, match points 55-60, game
    points 62-67, then the players' start numbers from column 74, five columns each) or, when
    there is none, ``013`` (TRF-16: name in columns 5-36, players from column 37, five columns
    each; teams numbered in order). Also read: ``362`` match points (``W 2.0 D 1.0 L 0.0``,
    ``P`` for a PAB), ``162`` board points, ``320`` pairing-allocated byes of teams (MP in
    columns 5-8, GP 10-13, then one team number per round, four columns each), ``240`` (``H`` /
    ``F`` / ``Z`` byes of teams in a round), ``330`` (forfeited matches: ``+-`` / ``-+`` / ``--``,
    round, white team, black team), ``352`` (colour sequence: its length is the boards).

    A match is the games between the players of two teams in a round; board *b* is the
    *b*-th game in the roster order of the lower-numbered team (as the reference
    implementation numbers them).

    Raises:
        TiebreakError: the TRF reader's errors; ``team_trf_no_teams`` (no ``310`` / ``013``),
            ``team_trf_player`` (a team lists a player with no ``001`` record, or a player in
            two teams), ``team_trf_two_opponents`` (a team's players meet two teams in one
            round), ``team_boards_unknown``; ``score_bound`` / ``score_order`` for a ``362``
            record checked as every score system is; ``value_bound`` for a round of ``320`` /
            ``240`` / ``330`` beyond 999 or beyond the rounds ``XXR`` says.
    """
    pf = parse_trf(text, pairing_system=pairing_system)
    t = pf.tournament
    recs = pf.records
    notes = list(pf.notes)
    team_lines = recs.get("310") or []
    ext = bool(team_lines)
    if not ext:
        team_lines = recs.get("013") or []
    if not team_lines:
        raise TiebreakError("team_trf_no_teams")
    players = {p.start_no: p for p in t.participants}
    teams: list[Team] = []
    roster: dict[int, list[int]] = {}
    team_of: dict[int, int] = {}
    for k, line in enumerate(team_lines, 1):
        if ext:
            sn = _int_field(line[4:7])
            name = line[8:40].strip()
            mp, gp = _num_field(line[54:60]), _num_field(line[61:67])
            start = 73
        else:
            sn, name, mp, gp, start = k, line[4:36].strip(), None, None, 36
        ids = []
        for i in range(start, len(line), 5):
            pid = _int_field(line[i:i + 4])
            if pid:
                if pid not in players or pid in team_of:
                    raise TiebreakError("team_trf_player", f"record {line[:3]}, team {sn}", player=pid)
                ids.append(pid)
                team_of[pid] = sn
        roster[sn] = ids
        teams.append(Team(sn, name, tuple(players[p].name or str(p) for p in ids), declared_mp=mp, declared_gp=gp))
    # score systems
    board_ss: ScoreSystem = t.score_system
    mkw: dict[str, Fraction] = {}
    for line in recs.get("362", []):  # checked as every score system is (TRF 162, --match-points...)
        mkw.update(score_record(line, _line_of(text, line), (Fraction(2), Fraction(1), Fraction(0))))
    scoring = TeamScoring(
        match_win=mkw.get("W", Fraction(2)), match_draw=mkw.get("D", Fraction(1)),
        match_loss=mkw.get("L", Fraction(0)), board=board_ss, pab_mp=mkw.get("P"),
    )
    n_rounds = max(t.n_rounds, 0)
    team_byes: dict[tuple[int, int], RoundKind] = {}
    for line in recs.get("320", []):
        mp, gp = _num_field(line[4:8]), _num_field(line[9:13])
        scoring = TeamScoring(**{**scoring.__dict__, "pab_mp": mp if mp is not None else scoring.pab_mp,
                                 "pab_gp": gp})
        rnd = 1
        for i in range(14, len(line), 4):
            team = _int_field(line[i:i + 3])
            if team:
                _round_within(rnd, t.total_rounds, text, line)
                team_byes[(rnd, team)] = RoundKind.PAB
                n_rounds = max(n_rounds, rnd)
            rnd += 1
    for line in recs.get("240", []):
        kind = {"H": RoundKind.HALF_BYE, "F": RoundKind.FULL_BYE, "Z": RoundKind.ZERO_BYE, " ": RoundKind.ZERO_BYE,
                "A": RoundKind.ZERO_BYE}.get(line[4:5].upper() or " ", RoundKind.ZERO_BYE)
        rnd = _int_field(line[6:9])
        for i in range(10, len(line), 5):
            team = _int_field(line[i:i + 4])
            if team and rnd:
                _round_within(rnd, t.total_rounds, text, line)
                team_byes[(rnd, team)] = kind
                n_rounds = max(n_rounds, rnd)
    forfeited: dict[tuple[int, int], tuple[int, RoundKind]] = {}
    for line in recs.get("330", []):
        typ = line[4:6].upper()
        rnd = _int_field(line[7:10])
        wt, bt = _int_field(line[11:14]), _int_field(line[15:18])
        kinds = {"+-": ("+", "-"), "10": ("+", "-"), "WL": ("+", "-"), "WZ": ("+", "-"), "-+": ("-", "+"),
                 "01": ("-", "+"), "LW": ("-", "+"), "ZW": ("-", "+"), "--": ("-", "-"), "00": ("-", "-"),
                 "LL": ("-", "-"), "ZZ": ("-", "-")}.get(typ)
        if kinds is None or not rnd or not wt or not bt:
            raise TiebreakError("team_trf_bad_record", f"record 330 '{shown(line, 60)}'")
        _round_within(rnd, t.total_rounds, text, line)
        to_kind = {"+": RoundKind.FORFEIT_WIN, "-": RoundKind.FORFEIT_LOSS}
        forfeited[(rnd, wt)] = (bt, to_kind[kinds[0]])
        forfeited[(rnd, bt)] = (wt, to_kind[kinds[1]])
        n_rounds = max(n_rounds, rnd)
    boards = None
    for line in recs.get("352", []):
        seq = line[4:].strip()
        if seq:
            boards = len(seq)
    # matches
    pos_in = {pid: idx for sn, ids in roster.items() for idx, pid in enumerate(ids)}
    rounds: dict[int, list[TeamRecord]] = {tm.start_no: [TEAM_NOT_PLAYED] * n_rounds for tm in teams}
    max_boards = 0
    for r_i in range(n_rounds):
        games: dict[tuple[int, int], list[tuple[int, int]]] = {}
        solo: dict[int, list[RoundKind]] = {}
        for sn, ids in roster.items():
            opp_teams = set()
            for pid in ids:
                prs = t.rounds[pid]
                rec = prs[r_i] if r_i < len(prs) else None
                if rec is None:
                    continue
                if rec.opponent is not None:
                    ot = team_of.get(rec.opponent)
                    if ot is None:
                        raise TiebreakError("team_trf_player", f"round {r_i + 1}, team {sn}", player=rec.opponent)
                    opp_teams.add(ot)
                    if sn < ot:
                        games.setdefault((sn, ot), []).append((pid, rec.opponent))
                elif rec.kind is not RoundKind.NOT_PLAYED:
                    solo.setdefault(sn, []).append(rec.kind)
            if len(opp_teams) > 1:
                raise TiebreakError("team_trf_two_opponents", f"round {r_i + 1}, team {sn}",
                                    teams=", ".join(str(x) for x in sorted(opp_teams)))
        for (a, b), gl in games.items():
            gl.sort(key=lambda g: pos_in[g[0]])
            max_boards = max(max_boards, len(gl))
            mine, theirs = [], []
            for board, (pa, pb) in enumerate(gl, 1):
                ra = t.rounds[pa][r_i]
                rb = t.rounds[pb][r_i]
                mine.append(_trf_board(board, ra, players[pa].name, players[pb].name))
                theirs.append(_trf_board(board, rb, players[pb].name, players[pa].name))
            if (r_i + 1, a) in forfeited:
                ka, kb = forfeited[(r_i + 1, a)][1], forfeited[(r_i + 1, b)][1]
            else:
                ka, kb = classify_match(mine, theirs, scoring)
            rounds[a][r_i] = TeamRecord(ka, b, mine[0].colour, None, tuple(mine))
            rounds[b][r_i] = TeamRecord(kb, a, theirs[0].colour, None, tuple(theirs))
        for (rnd, sn), (opp, kind) in forfeited.items():
            if rnd == r_i + 1 and rounds[sn][r_i].kind is RoundKind.NOT_PLAYED:
                rounds[sn][r_i] = TeamRecord(kind, opp)
        for sn in roster:
            if rounds[sn][r_i].kind is not RoundKind.NOT_PLAYED:
                continue
            kind = team_byes.get((r_i + 1, sn))
            if kind is None:
                kinds = set(solo.get(sn, []))
                if len(kinds) == 1:
                    kind = kinds.pop()
            if kind is not None:
                rounds[sn][r_i] = TeamRecord(kind)
    # a round somebody was paired in (a match, a forfeit, a pairing-allocated bye) is an
    # absence for a team with nothing in it
    mark_absences((rounds[sn] for sn in roster), n_rounds, TeamRecord(RoundKind.ABSENT))
    if boards is None:
        boards = max_boards or None
    if boards is None:
        raise TiebreakError("team_boards_unknown")
    tt = TeamTournament.build(
        teams, rounds, boards, scoring=scoring, total_rounds=t.total_rounds, pairing_system=t.pairing_system,
        pairing_source=t.pairing_source, start_date=t.start_date, name=t.name,
    )
    # the standing record 310 declares against the results
    res = tt.results()
    for tm in tt.teams:
        mp = sum((r.mp for r in res[tm.start_no]), Fraction(0))
        gp = sum((r.gp for r in res[tm.start_no]), Fraction(0))
        if tm.declared_mp is not None and tm.declared_mp != mp:
            from ...texts import Text

            notes.append(Text("note_team_declared_mp", team=tm.label(), given=show_number(tm.declared_mp),
                              got=show_number(mp)))
        if tm.declared_gp is not None and tm.declared_gp != gp:
            from ...texts import Text

            notes.append(Text("note_team_declared_gp", team=tm.label(), given=show_number(tm.declared_gp),
                              got=show_number(gp)))
    return TeamTrfFile(tt, recs, notes)


def _line_of(text: str, line: str) -> int:
    """The line number of the record ``line`` in ``text`` (for a message; 0 if not found)."""
    from ...readers.trf.records import trf_lines

    return next((n for n, ln in trf_lines(text) if ln == line), 0)


def _round_within(rnd: int, total: int | None, text: str, line: str) -> None:
    """A team record's round within the event's rounds: the bound of every round number (999,
    :func:`xl_tiebreaks.validate.whole`), and the rounds record XXR says when there is one.

    Raises:
        TiebreakError: ``value_bound`` located at the record's line.
    """
    from ...validate import whole

    if rnd > (total or MAX_ROUNDS):
        whole(rnd, "round", hi=total or MAX_ROUNDS, where=f"line {_line_of(text, line)}")


def _trf_board(board: int, rec, player: str, opponent: str) -> BoardGame:
    return BoardGame(board, rec.kind if rec.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)
                     else RoundKind.PENDING, rec.result, rec.colour, player, opponent, rec.points)


def read_team_trf(path: str | Path, **kw: Any) -> TeamTrfFile:
    """Read a team TRF file (any encoding :func:`~xl_tiebreaks.readers.trf.decode_bytes` reads).

    Raises:
        TiebreakError: those of :func:`xl_tiebreaks.files.read_input` (``file_not_found``,
            ``path_not_regular_input``, ``file_too_big``) and of :func:`parse_team_trf`.
    """
    from ...files import read_input

    text, enc = decode_bytes(read_input(Path(path), "trf"))  # (a regular file, bounded: as read_trf)
    got = parse_team_trf(text, **kw)
    got.encoding = enc
    return got


def write_team_trf(tt: TeamTournament, *, record: str = "310") -> str:
    """TRF text for a team event: ``001`` records for the players (board results), the teams
    as ``310`` (default) or ``013`` records, ``362`` match points, ``162`` board points,
    ``320`` pairing-allocated byes and ``240`` other team byes (absences as zero-point byes). A
    match forfeited without board results is written as forfeits on every board. Players are numbered team by team
    in roster order; a board without a named player takes the roster's player of that board.

    Raises:
        TiebreakError: ``team_needs_boards`` when a played match has no board results.
    """
    from ...model import Participant, RoundRecord, Tournament
    from ...readers.trf import write_trf
    from ...readers.trf.writer import trf_text

    if not tt.boards_known:
        raise TiebreakError("team_needs_boards", text="TRF")
    sc = tt.scoring
    res = tt.results()
    n_rounds = tt.n_rounds
    # roster: given names, padded to the boards
    pid: dict[tuple[int, str], int] = {}
    parts: list[Participant] = []
    rosters: dict[int, list[str]] = {}
    nxt = 1
    for tm in tt.teams:
        names = list(tm.roster)
        for recs in [tt.rounds[tm.start_no]]:
            for r in recs:
                for g in r.boards:
                    if g.player and g.player not in names:
                        names.append(g.player)
        while len(names) < tt.boards:
            names.append(f"{tm.name or 'Team ' + str(tm.start_no)} {len(names) + 1}")
        rosters[tm.start_no] = names
        for nm in names:
            pid[(tm.start_no, nm)] = nxt
            parts.append(Participant(nxt, trf_text(nm, 33)))
            nxt += 1
    prounds: dict[int, list[RoundRecord]] = {p.start_no: [RoundRecord(RoundKind.NOT_PLAYED)] * n_rounds for p in parts}
    pab_rounds: dict[int, int] = {}
    byes240: dict[tuple[str, int], list[int]] = {}
    for tm in tt.teams:
        sn = tm.start_no
        for r_i, r in enumerate(tt.rounds[sn]):
            if r.kind is RoundKind.PAB:
                pab_rounds[r_i + 1] = sn
            elif r.kind in (RoundKind.HALF_BYE, RoundKind.FULL_BYE, RoundKind.ZERO_BYE, RoundKind.ABSENT,
                            RoundKind.WITHDRAWN):
                letter = {RoundKind.HALF_BYE: "H", RoundKind.FULL_BYE: "F"}.get(r.kind, "Z")
                byes240.setdefault((letter, r_i + 1), []).append(sn)
            elif r.opponent is not None and (r.boards or r.kind in (RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)):
                opp_rec = tt.rounds[r.opponent][r_i]
                # board 1's colour: this side's, else the opposite of the opponent's, else White
                # for the lower-numbered team
                c1 = r.colour or _other_colour(opp_rec.colour) or ("w" if sn < r.opponent else "b")
                theirs = {g.board: g for g in opp_rec.boards}
                mine = r.boards or tuple(BoardGame(b, r.kind) for b in range(1, tt.boards + 1))
                for g in mine:
                    me = pid[(sn, g.player or rosters[sn][g.board - 1])]
                    og = theirs.get(g.board)
                    oname = (og.player if og is not None and og.player else None) or g.opponent or \
                        rosters[r.opponent][g.board - 1]
                    you = pid[(r.opponent, oname)]
                    col = g.colour or (_other_colour(og.colour) if og is not None and og.colour else None) or \
                        _board_colour(c1, g.board)
                    prounds[me][r_i] = RoundRecord(g.kind, you, col, g.result, g.points)
    ptour = Tournament.build(parts, prounds, total_rounds=max(tt.total_rounds or 0, n_rounds), score_system=sc.board,
                             pairing_system=tt.pairing_system, start_date=tt.start_date, name=tt.name)
    text = write_trf(ptour)
    lines = [ln for ln in text.split("\r\n") if ln]
    head = [ln for ln in lines if not ln.startswith("001")]
    body = [ln for ln in lines if ln.startswith("001")]
    ms = f"362  W {float(sc.match_win):3.1f}    D {float(sc.match_draw):3.1f}    L {float(sc.match_loss):3.1f}"
    team_lines = []
    for tm in tt.teams:
        ids = "".join(f" {pid[(tm.start_no, nm)]:4d}" for nm in rosters[tm.start_no])
        mp = sum((x.mp for x in res[tm.start_no]), Fraction(0))
        gp = sum((x.gp for x in res[tm.start_no]), Fraction(0))
        if record == "013":
            team_lines.append(f"013 {trf_text(tm.name or 'Team ' + str(tm.start_no), 32):<32}{ids[1:]}")
        else:
            team_lines.append(f"310 {tm.start_no:3d} {trf_text(tm.name or 'Team ' + str(tm.start_no), 32):<32} {'':5} {'':6} "
                              f"{float(mp):6.1f} {float(gp):6.1f} {0:3d}  {ids[1:]}")
    extra = []
    if pab_rounds:
        pab_mp, pab_gp, _ = sc.bye_values(RoundKind.PAB, tt.boards)
        cells = "".join(f"{pab_rounds.get(r, 0) or '':>3} " for r in range(1, n_rounds + 1))
        extra.append(f"320 {float(pab_mp):4.1f} {float(pab_gp):4.1f} {cells}".rstrip())
    for (letter, rnd), sns in sorted(byes240.items(), key=lambda x: (x[0][1], x[0][0])):
        extra.append(f"240 {letter} {rnd:3d} " + " ".join(f"{s:4d}" for s in sns))
    return "\r\n".join(head + [ms] + body + team_lines + extra) + "\r\n"


