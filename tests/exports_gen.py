"""Random events written as the tables real programs export (issue 25's generator).

Written from the real exports of ``tests/data/exports`` (their title lines, header words in
English, German and Spanish, label columns, cell notation, notes and footers), not from the
reader's rules: each renderer follows one program's published shape. A renderer returns an
:class:`Export`: the table's text cells (what the program writes; ``tests/paste.py`` then makes
them what a spreadsheet holds), the row each player is on, the settings an organiser would give
(the scoring) and what the reading must give.

* :func:`chess_results_swiss`: chess-results' ranking or starting-rank crosstable of a Swiss
  (``cr_stockholm_seniors_2026``, ``cr_world_blitz_2021_open``): preamble lines, ``Rk. | | Name |
  Rtg | FED | 1.Rd ... | Pts. | TB1``, opponents by rank or start number, ``17b1``, ``-1``, ``-½``,
  ``0``, ``+`` / ``-``, right-aligned padded cells, footer; English, German (``Rg. Elo Land Pkt.
  Wtg1``, w/s) and Spanish headers.
* :func:`points_table`: the FMJD tournament table (``fmjd_2022_ouagadougou_open``): a Swiss grid
  typed in points (``68b2`` under 2/1/0), ``Place;S.No.;...;Total``.
* :func:`chess_results_round_robin` (``cr_437642_rr6``: ``*`` diagonal) and :func:`vega_round_robin`
  (``vega_2025_junior_rr_*``: ``Pos | # | NAME | Rtg | Fed | Pts | 1..N``, blank diagonal, ``.``
  for a game not played).
* :func:`pairing_blocks`: round blocks ``Board | White | Result | Black`` naming players only by
  name (chess-results' and Vega's pairing pages), English / Spanish / German words.
* :func:`team_crosstable`: chess-results' team ``Ranking crosstable (Pts.)``
  (``cr_team_769171_rr6``): ``Rk. | Team | 1..N | TB1...``, game points, ``*``.
* :func:`papi_grid`: Papi's grille américaine (``papi_2016_pelat_open``, ``papi_2015_pelat_open``):
  ``Pl | | Nom | Rapide | Cat. | Fede | Ligue | R 1.. (or Rd01..) | Pts | Tr. | Perf``, rounds sign
  first (``+ 21N``, ``= ␣6B`` with non-breaking spaces, or ``+21N``), ``EXE`` a bye, a round not
  played a non-breaking space, points ``5½`` or ``5,5``.
* :func:`us_chess_crosstable`: a US Chess crosstable as text split on ``|``
  (``uschess_msa_7round_swiss``): two header lines, a rule line under each player, two lines a
  player (``W  39`` ... over the colours ``W`` / ``B``), ``H`` / ``B`` / ``U`` / ``X`` / ``F``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from xl_tiebreaks.model import Result, RoundKind, RoundRecord, Tournament

HALF = Fraction(1, 2)


@dataclass
class Export:
    """A rendered table: ``cells`` (text as the program writes it; ``None`` an empty cell),
    ``rows`` (range row -> start number, for the players' rows), ``points`` (start number ->
    the points the reading must give), ``settings`` (as an organiser types them), ``html``
    (a web page's table: pasted trimmed), ``team``."""

    name: str
    cells: list[list[Any]]
    rows: dict[int, int]
    points: dict[int, Fraction]
    settings: list[list[Any]] = field(default_factory=list)
    html: bool = False
    team: bool = False


def _dec(v: Fraction, comma: bool) -> str:
    """Points as the program prints them: ``3.5`` / ``3,5``; whole numbers bare."""
    if v.denominator == 1:
        return str(int(v))
    s = f"{float(v):.1f}" if v.denominator == 2 else f"{float(v):.2f}"
    return s.replace(".", ",") if comma else s


def _pad(text: str, r: random.Random, on: bool) -> str:
    """chess-results' CSV right-aligns round cells to four characters."""
    return text.rjust(4) if on and r.random() < 0.7 else text


_RES = {Result.WIN: "1", Result.DRAW: "½", Result.LOSS: "0"}

LANGS = {
    "en": {"pre": ["From the Tournament-Database of Chess-Results https://chess-results.com", "{event}",
                   "Last update 13.02.2026 18:17:32", "Final Ranking crosstable after {n} Rounds"],
           "start_pre": "Starting rank crosstable after {n} Rounds",
           "head": ["Rk.", "", "Name", "Rtg", "FED"], "start_head": ["No.", "", "Name", "Rtg", "FED"],
           "round": "{k}.Rd", "pts": "Pts.", "tb": ["TB1", "TB2"], "rank": "Rk.", "colours": ("w", "b"),
           "foot": ["You find all details to this tournament under  https://chess-results.com/tnr1316880.aspx?lan=1",
                    "Chess-Tournament-Results-Server: Chess-Results"], "comma": False},
    "de": {"pre": ["Aus der Turnierdatenbank von Chess-Results https://chess-results.com", "{event}",
                   "Die Seite wurde zuletzt aktualisiert am 25.04.2026 17:30:48", "Endtabelle nach {n} Runden"],
           "start_pre": "Startrangliste nach {n} Runden",
           "head": ["Rg.", "", "Name", "Elo", "Land"], "start_head": ["Snr", "", "Name", "Elo", "Land"],
           "round": "{k}.Rd", "pts": "Pkt. ", "tb": ["Wtg1", "Wtg2"], "rank": "Rg.", "colours": ("w", "s"),
           "foot": ["Sie finden alle Details zu diesem Turnier unter https://chess-results.com/tnr1316880.aspx?lan=0",
                    "Schach-Turnier-Ergebnis-Server: Chess-Results"], "comma": True},
    "es": {"pre": ["De la Base de Datos de Torneos de Chess-Results https://chess-results.com", "{event}",
                   "Última actualización 10.03.2026 19:00:00",
                   "Cuadro cruzado por clasificación final después de {n} rondas"],
           "start_pre": "Cuadro cruzado por ranking inicial después de {n} rondas",
           "head": ["Rk.", "", "Nombre", "Elo", "FED"], "start_head": ["No.", "", "Nombre", "Elo", "FED"],
           "round": "{k}.Rd", "pts": "Pts.", "tb": ["Des 1", "Des 2"], "rank": "Rk.", "colours": ("w", "b"),
           "foot": ["Encontrará todos los detalles de este torneo en https://chess-results.com/tnr1316880.aspx?lan=2",
                    "Servidor de resultados de torneos: Chess-Results"], "comma": True},
}
_TITLES = ["GM", "IM", "FM", "", "", "", "WFM", "CM", "", ""]
_FEDS = ["SWE", "ESP", "GER", "AUT", "ARG", "MEX", "POL", "FRA", "CIV", "AUS"]


def ranking(t: Tournament) -> list[int]:
    return sorted((p.start_no for p in t.participants), key=lambda s: (-t.points(s), s))


def _cr_cell(rec: RoundRecord, ident: dict[int, int], colours: tuple[str, str], t: Tournament) -> str:
    """One round as chess-results prints it."""
    k = rec.kind
    if rec.opponent is not None and k in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS):
        c = {"w": colours[0], "b": colours[1]}[rec.colour or "w"]
        res = _RES[rec.result] if k is RoundKind.GAME else "+" if k is RoundKind.FORFEIT_WIN else "-"
        return f"{ident[rec.opponent]}{c}{res}"
    pts = t.score_system.points(rec)
    if k in (RoundKind.PAB, RoundKind.FULL_BYE, RoundKind.HALF_BYE):
        return "-" + ("1" if pts == 1 else "½" if pts == HALF else "0")
    return "0"  # not paired, a zero-point bye, withdrawn: chess-results' 0


def chess_results_swiss(t: Tournament, r: random.Random) -> Export:
    """chess-results' crosstable of a Swiss, as its CSV export (see the module docstring)."""
    lang = r.choice(sorted(LANGS))
    w = LANGS[lang]
    by_rank = r.random() < 0.6
    order = ranking(t) if by_rank else [p.start_no for p in t.participants]
    rank = {s: i + 1 for i, s in enumerate(ranking(t))}
    ident = rank if by_rank else {p.start_no: p.start_no for p in t.participants}
    n = t.n_rounds
    head = (w["head"] if by_rank else w["start_head"]) + [w["round"].format(k=k) for k in range(1, n + 1)] + [w["pts"]]
    head += w["tb"][: r.randint(0, 2)] if by_rank else [w["rank"]]
    width = len(head)
    cells: list[list[Any]] = []
    if r.random() < 0.8:  # the preamble lines
        pre = [x.format(event=t.name or "Open", n=n) for x in w["pre"]]
        if not by_rank:
            pre[-1] = w["start_pre"].format(n=n)
        cells += [[x] + [None] * (width - 1) for x in pre]
    cells.append(head)
    pad = r.random() < 0.5
    rows: dict[int, int] = {}
    for s in order:
        p = t.participant(s)
        rounds = [_pad(_cr_cell(rec, ident, w["colours"], t), r, pad) for rec in t.rounds[s]]
        tail = [_dec(t.points(s), w["comma"])]
        tail += [_dec(Fraction(r.randint(0, 80), 2), w["comma"]) for _ in head[len(tail) + 5 + n:]] if by_rank \
            else [str(rank[s])]
        rows[len(cells)] = s
        cells.append([str(ident[s]), _TITLES[s % 10], p.name + (" " if r.random() < 0.5 else ""),
                      str(p.rating or 0), _FEDS[s % 10]] + rounds + tail[: width - 5 - n])
    if r.random() < 0.7:  # the footer
        cells.append([None] * width)
        cells += [[x] + [None] * (width - 1) for x in w["foot"]]
    pab = t.score_system.pab  # (the event's bye value, as its organiser says it: -½ is then that bye)
    return Export(f"chess-results {lang} {'ranking' if by_rank else 'starting rank'}", cells, rows,
                  {s: t.points(s) for s in order}, settings=[["bye", float(pab)]] if pab is not None else [])


def points_table(t: Tournament, r: random.Random, scoring: tuple[int, int, int] = (2, 1, 0)) -> Export:
    """A Swiss typed in points (the FMJD's 2/1/0 tournament table): ``68b2``, ``Total``."""
    win, draw, loss = scoring
    order = ranking(t)
    place = {s: i + 1 for i, s in enumerate(order)}
    n = t.n_rounds
    head = ["Place", "S.No.", "Title", "Name", "Fed.", "FMJD"] + [f"R{k}" for k in range(1, n + 1)] + ["Total"]
    cells: list[list[Any]] = [[None, "Tournament table"] + [None] * (len(head) - 2),
                              [f"{t.name or 'Open'} 2022"] + [None] * (len(head) - 1), head]
    rows: dict[int, int] = {}
    pts: dict[int, Fraction] = {}
    for s in order:
        p = t.participant(s)
        out, total = [], 0
        for rec in t.rounds[s]:
            k = rec.kind
            v = {Result.WIN: win, Result.DRAW: draw, Result.LOSS: loss}[rec.result] if k is RoundKind.GAME \
                else win if k is RoundKind.FORFEIT_WIN else loss
            mark = str(v) if k is RoundKind.GAME else "+" if k is RoundKind.FORFEIT_WIN else "-"
            out.append(f"{place[rec.opponent]}{rec.colour or 'w'}{mark}")
            total += v
        rows[len(cells)] = s
        pts[s] = Fraction(total)
        cells.append([str(place[s]), str(s), "", p.name, "BFA", f"A {p.rating or 2000}"] + out + [str(total)])
    return Export(f"points table {win}/{draw}/{loss}", cells, rows, pts,
                  settings=[["win", win], ["draw", draw], ["loss", loss]])


def _rr_result(rec: RoundRecord) -> str:
    k = rec.kind
    if k is RoundKind.GAME:
        return _RES[rec.result]
    return "+" if k is RoundKind.FORFEIT_WIN else "-"


def _rr_matrix(t: Tournament) -> dict[tuple[int, int], list[str]]:
    """(row player, column player) -> the row player's results against him, in round order."""
    out: dict[tuple[int, int], list[str]] = {}
    for s, recs in t.rounds.items():
        for rec in recs:
            if rec.opponent is not None and rec.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS):
                out.setdefault((s, rec.opponent), []).append(_rr_result(rec))
    return out


def _games_points(t: Tournament, s: int) -> Fraction:
    """Points from games and forfeits only (a crosstable holds no rest round)."""
    return sum((t.score_system.points(rec) for rec in t.rounds[s]
                if rec.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS)), Fraction(0))


def chess_results_round_robin(t: Tournament, r: random.Random) -> Export:
    """chess-results' round-robin crosstable: ``Rk. | | Name | Rtg | FED | 1..N | Pts. | TB1``,
    ``*`` on the diagonal, the double round robin's two results in one cell (``1 ½``)."""
    order = sorted((p.start_no for p in t.participants), key=lambda s: (-_games_points(t, s), s))
    m = _rr_matrix(t)
    n = len(order)
    head = ["Rk.", "", "Name", "Rtg", "FED"] + [str(k) for k in range(1, n + 1)] + ["Pts.", "TB1"]
    cells: list[list[Any]] = [[None, "Final Ranking crosstable after 5 Rounds"] + [None] * (len(head) - 2), head]
    rows: dict[int, int] = {}
    comma = r.random() < 0.5
    for i, s in enumerate(order):
        line = [str(i + 1), _TITLES[s % 10], t.participant(s).name, str(t.participant(s).rating or 0), _FEDS[s % 10]]
        for o in order:
            line.append("*" if o == s else " ".join(m.get((s, o), [])))
        rows[len(cells)] = s
        cells.append(line + [_dec(_games_points(t, s), comma), _dec(Fraction(r.randint(0, 40), 4), comma)])
    return Export("chess-results round robin", cells, rows, {s: _games_points(t, s) for s in order})


def vega_round_robin(t: Tournament, r: random.Random, unplayed: int = 0) -> Export:
    """Vega's sorted crosstable: ``Cross Table at round N``, ``Pos | # | NAME | Rtg | Fed | Pts |
    1..N`` (positions), blank diagonal, ``unplayed`` games (both sides) shown as ``.``."""
    order = sorted((p.start_no for p in t.participants), key=lambda s: (-_games_points(t, s), s))
    m = _rr_matrix(t)
    hidden: set[frozenset[int]] = set()
    pairs = [frozenset((a, b)) for a in order for b in order if a < b and (a, b) in m]
    r.shuffle(pairs)
    hidden.update(pairs[:unplayed])
    n = len(order)
    head = ["Pos", "#", "NAME", "Rtg", "Fed", "Pts"] + [str(k) for k in range(1, n + 1)]
    cells: list[list[Any]] = [["Cross Table at round 7"] + [None] * (len(head) - 1), head]
    rows: dict[int, int] = {}
    pts: dict[int, Fraction] = {}
    for i, s in enumerate(order):
        got = Fraction(0)
        line = [str(i + 1), str(s), t.participant(s).name, str(t.participant(s).rating or 0), None, None]
        for o in order:
            if o == s:
                line.append(None)
            elif frozenset((s, o)) in hidden:
                line.append(".")
            else:
                res = m.get((s, o), [])
                line.append(" ".join(res) if res else ".")
                got += sum(({"1": Fraction(1), "½": HALF, "0": Fraction(0), "+": Fraction(1), "-": Fraction(0)}[x]
                            for x in res), Fraction(0))
        line[5] = _dec(got, False)
        pts[s] = got
        rows[len(cells)] = s
        cells.append(line)
    cells += [["Generated by Vega All rights reserved"] + [None] * (len(head) - 1)]
    return Export("Vega round robin", cells, rows, pts, html=True)


_PAIR_WORDS = {
    "en": ("Round {k}", ["Board", "White", "Result", "Black"], "BYE"),
    "es": ("Ronda {k}", ["Mesa", "Blancas", "Resultado", "Negras"], "LIBRE"),
    "de": ("Runde {k}", ["Brett", "Weiß", "Ergebnis", "Schwarz"], "spielfrei"),
}


def pairing_blocks(t: Tournament, r: random.Random) -> Export:
    """Round blocks naming players only by name: ``Round k`` over ``Board | White | Result |
    Black``, results ``1 - 0`` / ``0.5 - 0.5`` / ``½-½`` / ``+ - -``, a bye as the word and its
    points. Only games, forfeits and pairing-allocated byes (what a pairing page shows)."""
    lang = r.choice(sorted(_PAIR_WORDS))
    title, head, bye = _PAIR_WORDS[lang]
    spaced = r.random() < 0.5
    cells: list[list[Any]] = []
    for k in range(t.n_rounds):
        cells.append([title.format(k=k + 1), None, None, None])
        cells.append(list(head))
        board = 0
        for s in sorted(t.rounds):
            rec = t.rounds[s][k]
            if rec.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS) and rec.colour == "w":
                o = t.rounds[rec.opponent][k]
                if rec.kind is RoundKind.GAME:
                    a, b = _RES[rec.result], _RES[o.result]
                    if a == "½" and r.random() < 0.5:
                        a = b = "0.5"
                    res = f"{a} - {b}" if spaced else f"{a}-{b}"
                else:
                    res = {RoundKind.FORFEIT_WIN: "+ - -", RoundKind.FORFEIT_LOSS: "- - +"}[rec.kind] \
                        if o.kind is not RoundKind.FORFEIT_LOSS or rec.kind is not RoundKind.FORFEIT_LOSS else "- - -"
                board += 1
                cells.append([board, t.participant(s).name, res, t.participant(rec.opponent).name])
            elif rec.kind is RoundKind.PAB:
                board += 1
                v = t.score_system.points(rec)
                cells.append([board, t.participant(s).name, f"{_dec(v, False)}", bye])
    return Export(f"pairing blocks {lang}", cells, {}, {s: t.points(s) for s in t.rounds})


def team_crosstable(r: random.Random) -> Export:
    """A random team round robin as chess-results' team ``Ranking crosstable (Pts.)``: ``Rk. |
    Team | 1..N | TB1 | TB2``, each cell the row team's game points against the column team
    (``2½``, ``2,5``, ``2.5``), ``*`` on the diagonal; ``points`` holds the game points, ``settings``
    the boards when a match may be unplayed."""
    n = r.randint(2, 8)
    boards = r.choice([2, 3, 4, 6])
    gp: dict[tuple[int, int], Fraction] = {}
    for a in range(1, n + 1):
        for b in range(a + 1, n + 1):
            if r.random() < 0.1:
                continue  # not played yet: both cells blank
            v = Fraction(r.randint(0, 2 * boards), 2)
            gp[(a, b)], gp[(b, a)] = v, boards - v
    order = sorted(range(1, n + 1), key=lambda s: -sum((v for (x, _), v in gp.items() if x == s), Fraction(0)))
    head = ["Rk.", "Team"] + [str(k) for k in range(1, n + 1)] + ["TB1", "TB2"]
    cells: list[list[Any]] = [["Ranking crosstable (Pts.)"] + [None] * (len(head) - 1), head]
    rows: dict[int, int] = {}
    style = r.choice(["half", "comma", "dot"])
    for i, s in enumerate(order):
        line = [str(i + 1), f"Club {s}"]
        for o in order:
            if o == s:
                line.append("*")
                continue
            v = gp.get((s, o))
            if v is None:
                line.append("")
            elif v.denominator == 1:
                line.append(str(int(v)))
            else:
                whole = int(v)
                line.append({"half": f"{whole if whole else ''}½", "comma": _dec(v, True), "dot": _dec(v, False)}[style])
        rows[len(cells)] = s
        cells.append(line + ["0", "0"])
    cells += [["Annotation:"] + [None] * (len(head) - 1), ["Tie Break1: points (game-points)"] + [None] * (len(head) - 1)]
    pts = {s: sum((v for (x, _), v in gp.items() if x == s), Fraction(0)) for s in range(1, n + 1)}
    return Export("team crosstable", cells, rows, pts, settings=[["boards", boards]], team=True, html=True)


_SURNAMES = ["García", "López", "Müller", "Nguyen", "Pérez", "Schmidt", "Ålgars", "Kowalski", "Ndjofang", "O'Brien",
             "Martínez", "Zaragatski", "Häggvik", "Silva", "Rossi", "Dubois", "Ivanov", "Sánchez", "Kim", "Jensen"]
_GIVEN = ["Ana", "José", "Lena", "Kiet", "María", "Jörg", "Olle", "Jan", "Jean Marc", "Seán", "Lucía", "Ilja",
          "Kjell", "João", "Luca", "Élodie", "Pavel", "Inés", "Min-ji", "Søren"]


def renamed(t: Tournament, r: random.Random) -> Tournament:
    """``t`` with names as organisers' lists have them (accents, apostrophes, two given names,
    ``Surname, Given`` or ``Surname Given``), all different."""
    import dataclasses

    used: set[str] = set()
    parts = []
    comma = r.random() < 0.5
    for p in t.participants:
        while True:
            a, b = r.choice(_SURNAMES), r.choice(_GIVEN)
            name = f"{a}, {b}" if comma else f"{a} {b}"
            if name not in used:
                break
        used.add(name)
        parts.append(dataclasses.replace(p, name=name))
    return dataclasses.replace(t, participants=tuple(parts))


_NB = "\u00a0"
_SIGN = {Result.WIN: "+", Result.DRAW: "=", Result.LOSS: "-"}


def papi_grid(t: Tournament, r: random.Random) -> Export | None:
    """Papi's grille américaine of a Swiss (see the module docstring); ``None`` for an event
    with rounds Papi's grid does not write so (forfeits, requested byes)."""
    if any(rec.kind not in (RoundKind.GAME, RoundKind.PAB, RoundKind.ABSENT, RoundKind.WITHDRAWN,
                            RoundKind.ZERO_BYE) for recs in t.rounds.values() for rec in recs):
        return None
    order = ranking(t)
    place = {s: i + 1 for i, s in enumerate(order)}
    n = t.n_rounds
    style2016 = r.random() < 0.5  # "+ ␣4B", R 1, 5½ / "+4B", Rd01, 5,5
    rounds = [f"R {k}" for k in range(1, n + 1)] if style2016 else [f"Rd{k:02}" for k in range(1, n + 1)]
    head = ["Pl", _NB, "Nom", "Rapide", "Cat.", "Fede", "Ligue"] + rounds + ["Pts", "Tr.", "Perf"]
    title = f"EVT {2016 if style2016 else 2015} Grille am\u00e9ricaine apr\u00e8s la ronde {n}"
    cells: list[list[Any]] = [[title] + [""] * (len(head) - 1), head]
    rows: dict[int, int] = {}
    for s in order:
        p = t.participant(s)
        out = []
        for rec in t.rounds[s]:
            if rec.kind is RoundKind.GAME:
                opp = str(place[rec.opponent])
                col = "B" if rec.colour == "w" else "N"
                out.append(f"{_SIGN[rec.result]}{_NB}{_NB * (2 - len(opp))}{opp}{col}" if style2016
                           else f"{_SIGN[rec.result]}{opp}{col}")
            elif rec.kind is RoundKind.PAB:
                out.append("EXE")
            else:
                out.append(_NB)  # a round he did not play
        pts = t.points(s)
        shown = (f"{pts.numerator // 2}½" if pts.numerator > 1 else "½") if pts.denominator == 2 and style2016 \
            else _dec(pts, True)
        rows[len(cells)] = s
        cells.append([str(place[s]), r.choice([_NB, "m", "f"]), p.name.upper(), f"{p.rating or 1500}{_NB}R", "",
                      r.choice(_FEDS), "", *out, shown, _dec(Fraction(r.randint(0, 60), 2), True),
                      str(r.randint(1000, 2600))])
    pab = t.score_system.pab
    return Export(f"Papi {'2016' if style2016 else '2015'}", cells, rows, {s: t.points(s) for s in order},
                  settings=[["bye", float(pab)]] if pab is not None else [], html=True)


_US = {Result.WIN: "W", Result.DRAW: "D", Result.LOSS: "L"}


def us_chess_crosstable(t: Tournament, r: random.Random) -> Export:
    """A US Chess crosstable as text split on ``|`` (see the module docstring): pair numbers in
    ranking order, two lines a player, a rule line under each."""
    order = ranking(t)
    pair = {s: i + 1 for i, s in enumerate(order)}
    n = t.n_rounds
    rule = ["-" * (48 + 6 * n)]
    cells: list[list[Any]] = [rule, [" Pair ", " Player Name                     ", "Total"] + ["Round"] * n + [" "],
                              [" Num  ", " USCF ID / Rtg (Pre->Post)       ", " Pts "] + [f"  {k}  " for k in
                                                                                       range(1, n + 1)] + [" "],
                              rule]
    rows: dict[int, int] = {}
    for s in order:
        p = t.participant(s)
        first, second = [], []
        for rec in t.rounds[s]:
            k = rec.kind
            if k is RoundKind.GAME:
                first.append(f"{_US[rec.result]}{pair[rec.opponent]:>4}")
                second.append("W    " if rec.colour == "w" else "B    ")
                continue
            if k is RoundKind.PAB:  # (the US letters say the points: B a full point, H a half)
                v = t.score_system.points(rec)
                first.append("B    " if v == 1 else "H    " if v == HALF else "U    ")
            else:
                first.append({RoundKind.FULL_BYE: "B    ", RoundKind.HALF_BYE: "H    ", RoundKind.FORFEIT_WIN: "X    ",
                              RoundKind.FORFEIT_LOSS: "F    "}.get(k, "U    "))
            second.append("     ")
        rows[len(cells)] = s
        rating = p.rating or 1500
        cells.append([f"{pair[s]:>5} ", f" {p.name.upper():<32}", f"{float(t.points(s)):.1f}  ", *first, ""])
        cells.append([f"   {r.choice(['  ', 'MI', 'ON'])} ", f" R: {rating:>4}   ->{rating + r.randint(-40, 40):>4}     ",
                      r.choice(["N:2  ", "     "]), *second, ""])
        cells.append(rule)
    return Export("US Chess crosstable", cells, rows, {s: t.points(s) for s in order})

