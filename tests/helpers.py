"""Small builders for tests: tournaments typed the way the sources print them."""

from __future__ import annotations

from fractions import Fraction

from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, Tournament

RESULT = {"1": Result.WIN, "½": Result.DRAW, "=": Result.DRAW, "0.5": Result.DRAW, "0": Result.LOSS}


def parse_expected(text: str) -> Fraction | None:
    """A value as the corpus prints it: '12.5', '8.00', '-0' (undefined)."""
    text = text.strip()
    if text in ("-0", "undefined", ""):
        return None
    return Fraction(text)


def berger_rounds(n: int) -> list[list[tuple[int, int]]]:
    """Round-robin pairings (circle method): per round a list of (white, black) start numbers."""
    players = list(range(1, n + 1)) + ([0] if n % 2 else [])
    m = len(players)
    rounds = []
    for r in range(m - 1):
        pairs = []
        for j in range(m // 2):
            a, b = players[j], players[m - 1 - j]
            if a and b:
                pairs.append((a, b) if (r + j) % 2 == 0 else (b, a))
        rounds.append(pairs)
        players = [players[0]] + [players[-1]] + players[1:-1]
    return rounds


def round_robin_from_grid(names: list[str], grid: list[list[str]]) -> Tournament:
    """A single round robin from a crosstable (row player's result against each column);
    rounds assigned by the circle method (colours carry no meaning)."""
    n = len(names)
    recs: dict[int, list[RoundRecord]] = {i: [] for i in range(1, n + 1)}
    for pairs in berger_rounds(n):
        paired = set()
        for w, b in pairs:
            rw = RESULT[grid[w - 1][b - 1]]
            recs[w].append(RoundRecord(RoundKind.GAME, b, "w", rw))
            recs[b].append(RoundRecord(RoundKind.GAME, w, "b", RESULT[grid[b - 1][w - 1]]))
            paired |= {w, b}
        for s in range(1, n + 1):
            if s not in paired:
                recs[s].append(RoundRecord(RoundKind.ABSENT))
    parts = [Participant(i + 1, nm) for i, nm in enumerate(names)]
    return Tournament.build(parts, recs, pairing_system=PairingSystem.ROUND_ROBIN)


def swiss_from_rows(rows: dict[int, list[str]], names: dict[int, str] | None = None, **kw) -> Tournament:
    """A Swiss from rows of round entries written 'opp colour result' ('4 w 1', '- - U', '3 b +',
    '3 w ?' for a game without a result yet)."""
    recs: dict[int, list[RoundRecord]] = {}
    for sn, entries in rows.items():
        out = []
        for e in entries:
            opp, col, res = e.split()
            if opp == "-":
                kind = {"U": RoundKind.PAB, "F": RoundKind.FULL_BYE, "H": RoundKind.HALF_BYE,
                        "Z": RoundKind.ZERO_BYE, "-": RoundKind.ABSENT}[res]
                out.append(RoundRecord(kind))
            elif res == "?":
                out.append(RoundRecord(RoundKind.PENDING, int(opp), col))
            elif res == "+":
                out.append(RoundRecord(RoundKind.FORFEIT_WIN, int(opp), col))
            elif res == "-":
                out.append(RoundRecord(RoundKind.FORFEIT_LOSS, int(opp), col))
            else:
                out.append(RoundRecord(RoundKind.GAME, int(opp), col, RESULT[res]))
        recs[sn] = out
    parts = [Participant(sn, (names or {}).get(sn, str(sn))) for sn in rows]
    kw.setdefault("pairing_system", PairingSystem.SWISS)
    return Tournament.build(parts, recs, **kw)


def assert_rows_match(ref, participants, got) -> None:
    """``got`` (one row per participant, in start-number order, one cell per tie-break of the
    standings ``ref``) holds ``ref``'s values: an empty cell where the value is undefined."""
    assert len(got) == len(participants)
    for p, row in zip(participants, got):
        for spec, v in zip(ref.specs, row):
            want = ref.value(p.start_no, spec.text)
            if want is None:
                assert v == "", (p.start_no, spec.text, v)
            else:
                assert Fraction(v).limit_denominator(10**6) == want, (p.start_no, spec.text, v, want)
