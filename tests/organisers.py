"""A tournament written as organisers' ranges really look, for tests (independent of
xl_tiebreaks.layouts, which the product uses): pasted chess-results and Swiss-Manager
crosstables (ranking order, opponents by rank or by start number, Rk / SNo / title / Rtg / FED
/ Pts. / TB columns, decimal commas, their bye cells), Spanish and German club sheets (three
cells per round with B/N colour letters, header rows merged over each round, w/s letters),
label columns on the right, spare rows and columns, a title line, a note under the table,
merged cells (blank in the merged area).

Each renderer returns a :class:`Sheet`: the cells of the range as the organiser selects it and
the start number each row holds (``None`` for header, title, blank and note rows), so a test
can compare the Excel functions' values row by row with the core's values for the same event.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable

from xl_tiebreaks.model import Result, RoundKind, RoundRecord, Tournament


@dataclass
class Sheet:
    name: str
    cells: list[list[Any]]
    row_sn: list[int | None]


_RES = {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}
_TITLES = ["GM", "IM", "FM", "", "", "CM", "", "WGM", "", ""]
_FEDS = ["ESP", "ARG", "MEX", "ESP", "COL", "ESP", "PER", "CHI", "ESP", "URU"]


def _comma(v: Fraction) -> str:
    """6.5 as chess-results prints it in Spanish and German: 6,5."""
    return str(int(v)) if v.denominator == 1 else f"{float(v):.1f}".replace(".", ",")


def ranking(t: Tournament) -> list[int]:
    """Start numbers by points, then start number (the row order of a ranking export)."""
    return sorted((p.start_no for p in t.participants), key=lambda s: (-t.points(s), s))


def _cell(rec: RoundRecord, opp_id: Callable[[int], int], colours: tuple[str, str], *,
          bye: dict[RoundKind, str]) -> str:
    """One round as one cell: opponent, colour letter, result (chess-results: ``161w1``)."""
    if rec.opponent is not None:
        c = {"w": colours[0], "b": colours[1]}.get(rec.colour or "", "")
        k = rec.kind
        res = _RES[rec.result] if k is RoundKind.GAME and rec.result is not None else \
            "+" if k is RoundKind.FORFEIT_WIN else "-" if k is RoundKind.FORFEIT_LOSS else ""
        return f"{opp_id(rec.opponent)}{c}{res}"
    return bye.get(rec.kind, "")


_CR_BYES = {RoundKind.PAB: "-1", RoundKind.HALF_BYE: "-½", RoundKind.FULL_BYE: "F", RoundKind.ZERO_BYE: "Z",
            RoundKind.ABSENT: "-0", RoundKind.WITHDRAWN: "0", RoundKind.NOT_PLAYED: ""}


def chess_results(t: Tournament, *, by_rank: bool) -> Sheet:
    """chess-results' crosstable pasted with its header: the *Starting rank crosstable* (No.
    ... Pts. Rk., start order) or the *Final Ranking crosstable* (Rk. ... Pts. TB1 TB2,
    ranking order, opponents named by rank)."""
    order = ranking(t) if by_rank else [p.start_no for p in t.participants]
    rank = {s: i + 1 for i, s in enumerate(ranking(t))}
    ident = (lambda s: rank[s]) if by_rank else (lambda s: s)
    n = t.n_rounds
    head = (["Rk."] if by_rank else ["No."]) + ["", "Name", "Rtg", "FED"] + [f"{r}.Rd" for r in range(1, n + 1)] + \
        ["Pts."] + (["TB1", "TB2"] if by_rank else ["Rk."])
    title = [f"{t.name or 'Open'} - Final Ranking crosstable after {n} Rounds"] + [None] * (len(head) - 1)
    rows: list[list[Any]] = [title, head]
    sns: list[int | None] = [None, None]
    for k, s in enumerate(order):
        p = t.participant(s)
        cells = [_cell(rec, ident, ("w", "b"), bye=_CR_BYES) for rec in t.rounds[s]]
        tail = [_comma(t.points(s))] + ([_comma(Fraction(40 - k, 2)), "0"] if by_rank else [rank[s]])
        rows.append([ident(s), _TITLES[s % 10], p.name, p.rating or 0, _FEDS[s % 10]] + cells + tail)
        sns.append(s)
    return Sheet("chess-results " + ("final ranking" if by_rank else "starting rank"), rows, sns)


def swiss_manager(t: Tournament) -> Sheet:
    """A Swiss-Manager ranking list with the rounds: Rk., SNo, Name, FED, Rtg, rounds (by start
    number), Pts., TB1-TB3; ranking order; no header title."""
    n = t.n_rounds
    rows: list[list[Any]] = [["Rk.", "SNo", "Name", "FED", "Rtg"] + [f"Rd.{r}" for r in range(1, n + 1)] +
                             ["Pts.", "TB1", "TB2", "TB3"]]
    sns: list[int | None] = [None]
    for k, s in enumerate(ranking(t)):
        p = t.participant(s)
        cells = [_cell(rec, lambda x: x, ("w", "b"), bye=_CR_BYES) for rec in t.rounds[s]]
        rows.append([k + 1, s, p.name, _FEDS[s % 10], p.rating or ""] + cells +
                    [_comma(t.points(s)), _comma(Fraction(50 - k, 2)), "0", _comma(Fraction(30 - k, 4))])
        sns.append(s)
    return Sheet("Swiss-Manager ranking", rows, sns)


def spanish_three(t: Tournament) -> Sheet:
    """A Spanish club sheet: Nº, Nombre, Elo, Club; per round three cells (Rival, Color B/N,
    Res with 0,5); the round headers merged over their three cells (blank in the merged
    area); Puntos at the right; a blank spare row every fifth player."""
    n = t.n_rounds
    h1: list[Any] = ["Nº", "Nombre", "Elo", "Club"]
    h2: list[Any] = [None, None, None, None]
    for r in range(1, n + 1):
        h1 += [f"Ronda {r}", None, None]
        h2 += ["Rival", "Color", "Res."]
    h1.append("Puntos")
    h2.append(None)
    rows: list[list[Any]] = [h1, h2]
    sns: list[int | None] = [None, None]
    byes = {RoundKind.PAB: ("LIBRE", "1"), RoundKind.HALF_BYE: ("H", "0,5"), RoundKind.FULL_BYE: ("F", "1"),
            RoundKind.ZERO_BYE: ("Z", "0"), RoundKind.ABSENT: ("NP", None), RoundKind.WITHDRAWN: ("Retirado", None)}
    for k, p in enumerate(t.participants):
        s = p.start_no
        row: list[Any] = [s, p.name, p.rating or None, ["Club Alfil", "Torre Blanca", "CA Peón"][s % 3]]
        for rec in t.rounds[s]:
            if rec.opponent is not None:
                col = {"w": "B", "b": "N"}.get(rec.colour or "")
                res = {Result.WIN: 1, Result.DRAW: "0,5", Result.LOSS: 0}[rec.result] if rec.kind is RoundKind.GAME \
                    and rec.result is not None else "+" if rec.kind is RoundKind.FORFEIT_WIN else \
                    "-" if rec.kind is RoundKind.FORFEIT_LOSS else None
                row += [rec.opponent, col, res]
            elif rec.kind in byes:
                word, val = byes[rec.kind]
                row += [word, None, val]
            else:
                row += [None, None, None]
        row.append(_comma(t.points(s)))
        rows.append(row)
        sns.append(s)
        if k % 5 == 4 and k + 1 < len(t.participants):
            rows.append([None] * len(h1))
            sns.append(None)
    return Sheet("Spanish three cells per round", rows, sns)


def german(t: Tournament) -> Sheet:
    """A German sheet: Nr., Name, DWZ, ``1.Runde``...; colours w/s (weiß/schwarz), byes
    ``spielfrei``; Punkte with a decimal comma; the rows in start order."""
    n = t.n_rounds
    rows: list[list[Any]] = [["Nr.", "Name", "DWZ"] + [f"{r}.Runde" for r in range(1, n + 1)] + ["Punkte"]]
    sns: list[int | None] = [None]
    byes = {RoundKind.PAB: "spielfrei", RoundKind.HALF_BYE: "H", RoundKind.FULL_BYE: "F", RoundKind.ZERO_BYE: "Z",
            RoundKind.ABSENT: "-", RoundKind.WITHDRAWN: "-", RoundKind.NOT_PLAYED: ""}
    for p in t.participants:
        s = p.start_no
        rows.append([s, p.name, p.rating or ""] + [_cell(rec, lambda x: x, ("w", "s"), bye=byes)
                                                    for rec in t.rounds[s]] + [_comma(t.points(s))])
        sns.append(s)
    return Sheet("German sheet", rows, sns)


def ranked_with_numbers(t: Tournament) -> Sheet:
    """Rows in ranking order, a No. column of start numbers at the left, no names, opponents
    by start number (issue 13, finding 3); Spanish colours b/n in one cell."""
    rows: list[list[Any]] = []
    sns: list[int | None] = []
    byes = {RoundKind.PAB: "LIBRE", RoundKind.HALF_BYE: "H", RoundKind.FULL_BYE: "F", RoundKind.ZERO_BYE: "Z",
            RoundKind.ABSENT: "NP", RoundKind.WITHDRAWN: "Retirado", RoundKind.NOT_PLAYED: ""}
    for s in ranking(t):
        rows.append([s] + [_cell(rec, lambda x: x, ("b", "n"), bye=byes) for rec in t.rounds[s]])
        sns.append(s)
    return Sheet("ranking order, No. column", rows, sns)


def labels_right(t: Tournament) -> Sheet:
    """The rounds first, then the points, the name and the rating at the right; a No. column at
    the left separated by a blank spare column; a title line merged across the table (blank in
    the merged area) and a note under it."""
    n = t.n_rounds
    width = 2 + n + 3
    rows: list[list[Any]] = [["Open Internacional de Ajedrez - Clasificación final"] + [None] * (width - 1)]
    sns: list[int | None] = [None]
    for p in t.participants:
        s = p.start_no
        rows.append([s, None] + [_cell(rec, lambda x: x, ("w", "b"), bye=_CR_BYES) for rec in t.rounds[s]] +
                    [float(t.points(s)), p.name, p.rating or None])
        sns.append(s)
    rows.append(["Desempates: Buchholz, Buchholz menos el peor, Sonneborn-Berger"] + [None] * (width - 1))
    sns.append(None)
    return Sheet("labels at the right", rows, sns)


SWISS_SHEETS = [lambda t: chess_results(t, by_rank=False), lambda t: chess_results(t, by_rank=True),
                swiss_manager, spanish_three, german, ranked_with_numbers, labels_right]


# ------------------------------------------------------------------------------------------
# pairing lists pasted from chess-results / Swiss-Manager: one block per round

#: the header row and the title line of a round, as chess-results prints them in each language
BOARD_HEADERS = {
    "en": (["Bo.", "No.", "", "White", "Rtg", "Pts.", "Result", "Pts.", "", "Black", "Rtg", "No."],
           "Round {r} on 2025/10/{d:02d} at 17:00", "bye", "not paired"),
    "es": (["Mesa", "No.", "", "Blancas", "Elo", "Ptos.", "Resultado", "Ptos.", "", "Negras", "Elo", "No."],
           "Ronda {r} el 2025/10/{d:02d} a las 17:00", "libre", "no emparejado"),
    "de": (["Brett", "Nr.", "", "Weiß", "Elo", "Pkt.", "Ergebnis", "Pkt.", "", "Schwarz", "Elo", "Nr."],
           "Runde {r} am {d:02d}.10.2025 um 17:00", "spielfrei", "nicht gepaart"),
}
_BOARD_RES = {Result.WIN: "1 - 0", Result.DRAW: "½ - ½", Result.LOSS: "0 - 1"}


def _pts(v: Fraction, lang: str) -> str:
    """Points as chess-results prints them: 2, 1½ (English), 1,5 (Spanish, German)."""
    if v.denominator == 1:
        return str(int(v))
    return (f"{int(v)}½" if v >= 1 else "½") if lang == "en" else _comma(v)


def chess_results_boards(t: Tournament, lang: str = "en", *, header_once: bool = False,
                         absent_rows: bool = True) -> Sheet:
    """chess-results' *Pairings/Results* of every round pasted one under the other: the event's
    name, then per round its title line, the header row (``header_once``: only above the first
    round) and one row per board: board, White's No., title, name, rating, points before the
    round, result (``1 - 0``, ``½ - ½``, forfeits ``+ - -`` / ``- - +`` / ``- - -``, a game both
    lost ``0 - 0``), Black's points, title, name, rating, No.; then the byes (``bye`` and its
    points, ``- 1`` for a pairing-allocated bye in German), and the players not paired with
    their points (``absent_rows``; else absent and withdrawn players have no row, as older
    lists print them). ``row_sn`` is ``None`` for every row: a pairing list gives one value
    per player (start-number order)."""
    head, title, bye_word, np_word = BOARD_HEADERS[lang]
    rows: list[list[Any]] = [[f"{t.name or 'Open'} 2025"] + [None] * 11]
    before = {p.start_no: Fraction(0) for p in t.participants}
    ss = t.score_system
    for r in range(t.n_rounds):
        rows.append([title.format(r=r + 1, d=r + 1)] + [None] * 11)
        if not header_once or r == 0:
            rows.append(list(head))
        board = 0
        done: set[int] = set()
        byes: list[list[Any]] = []
        for s in sorted(t.rounds, key=lambda x: (-before[x], x)):
            rec = t.rounds[s][r]
            p = t.participant(s)
            me = [s, _TITLES[s % 10], p.name, p.rating or 0, _pts(before[s], lang)]
            if rec.opponent is not None and rec.kind is not RoundKind.PENDING:
                if s in done or rec.colour == "b":
                    continue
                o = rec.opponent
                q = t.participant(o)
                theirs = t.rounds[o][r]
                if rec.kind is RoundKind.GAME:
                    res = _BOARD_RES[rec.result] if not (rec.result is Result.LOSS and
                                                         theirs.result is Result.LOSS) else "0 - 0"
                else:
                    res = {(RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS): "+ - -",
                           (RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_WIN): "- - +",
                           (RoundKind.FORFEIT_LOSS, RoundKind.FORFEIT_LOSS): "- - -"}[(rec.kind, theirs.kind)]
                board += 1
                rows.append([board] + me[:4] + [me[4], res, _pts(before[o], lang), _TITLES[o % 10], q.name,
                                                q.rating or 0, o])
                done.update((s, o))
            elif rec.kind is RoundKind.PAB:
                value = ss.pab if ss.pab is not None else ss.win
                byes.append(me + ["- 1" if lang == "de" and value == 1 else _pts(value, lang), None, None,
                                  bye_word, None, None])
            elif rec.kind in (RoundKind.HALF_BYE, RoundKind.FULL_BYE, RoundKind.ZERO_BYE, RoundKind.ABSENT):
                if absent_rows or rec.kind in (RoundKind.HALF_BYE, RoundKind.FULL_BYE):
                    value = ss.points(rec)
                    byes.append(me + [_pts(value, lang), None, None, np_word, None, None])
        for b in byes:
            board += 1
            rows.append([board] + b)
        for s in before:
            before[s] += ss.points(t.rounds[s][r])
    return Sheet(f"chess-results pairing lists ({lang})", rows, [None] * len(rows))


# ------------------------------------------------------------------------------------------
# crosstables


def _rr_cells(t: Tournament, order: list[int], diag: str, half: str) -> dict[int, list[str]]:
    res: dict[tuple[int, int], list[str]] = {}
    for s, recs in t.rounds.items():
        for rec in recs:
            if rec.opponent is None or rec.kind is RoundKind.PENDING:
                continue
            txt = ("½" if half == "½" else half) if rec.kind is RoundKind.GAME and rec.result is Result.DRAW else \
                _RES[rec.result] if rec.kind is RoundKind.GAME and rec.result is not None else \
                "+" if rec.kind is RoundKind.FORFEIT_WIN else "-"
            res.setdefault((s, rec.opponent), []).append(txt)
    return {s: [diag if o == s else " ".join(res.get((s, o), [])) for o in order] for s in order}


def crosstable_chess_results(t: Tournament) -> Sheet:
    """chess-results' round-robin crosstable pasted: Rk., title, Name, Rtg, FED, one column per
    player in ranking order (``*`` on the diagonal), Pts., TB1, TB2; the rows in ranking order."""
    order = ranking(t)
    n = len(order)
    cells = _rr_cells(t, order, "*", "½")
    rows: list[list[Any]] = [["Rk.", "", "Name", "Rtg", "FED"] + [str(i) for i in range(1, n + 1)] +
                             ["Pts.", "TB1", "TB2"]]
    sns: list[int | None] = [None]
    for k, s in enumerate(order):
        p = t.participant(s)
        rows.append([k + 1, _TITLES[s % 10], p.name, p.rating or 0, _FEDS[s % 10]] + cells[s] +
                    [_comma(t.points(s)), _comma(Fraction(20 - k, 4)), "0"])
        sns.append(s)
    return Sheet("chess-results round-robin crosstable", rows, sns)


def crosstable_spanish(t: Tournament) -> Sheet:
    """A Spanish club crosstable: Nº, Nombre, Elo, one column per player (X on the diagonal,
    0,5 for a draw), Puntos, SB; start order; column numbers as the header."""
    order = [p.start_no for p in t.participants]
    n = len(order)
    cells = _rr_cells(t, order, "X", "0,5")
    rows: list[list[Any]] = [["Nº", "Nombre", "Elo"] + list(range(1, n + 1)) + ["Puntos", "SB"]]
    sns: list[int | None] = [None]
    for s in order:
        p = t.participant(s)
        rows.append([s, p.name, p.rating or None] + cells[s] + [_comma(t.points(s)), None])
        sns.append(s)
    return Sheet("Spanish crosstable", rows, sns)


def crosstable_names_right(t: Tournament) -> Sheet:
    """The result cells first, then the name and the points at the right; no header."""
    order = [p.start_no for p in t.participants]
    cells = _rr_cells(t, order, "X", "½")
    rows = [cells[s] + [t.participant(s).name, float(t.points(s))] for s in order]
    return Sheet("crosstable, names at the right", rows, list(order))


CROSSTABLE_SHEETS = [crosstable_chess_results, crosstable_spanish, crosstable_names_right]
