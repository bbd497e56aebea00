"""The TRF-16 writer (:func:`write_trf`), for individual events."""

from __future__ import annotations

from fractions import Fraction

from ...model import PairingSystem, Result, RoundKind, Tournament


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


def write_trf(t: Tournament, *, ranks: dict[int, int] | None = None) -> str:
    """TRF-16 text for ``t`` (individual events), with ``XXR`` and a TRF-26 ``162`` record.

    Rounds not played are left blank at the end of a line; requested zero-point byes are
    written ``0000 - Z``, absences and rounds after a withdrawal ``0000 - -`` (both are
    zero-point unplayed rounds to every reader; :func:`parse_trf` reads them back as they
    were). Reading the text back gives the same rounds.
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
    groups = [("W", ss.win), ("D", ss.draw), ("L", ss.loss), ("A", ss.absent), ("P", pab)]
    # letters this reader also takes (other readers skip them), only when they say something
    if ss.zero_bye != ss.absent:
        groups.append(("Z", ss.zero_bye))
    if ss.full_bye is not None and ss.full_bye != ss.win:
        groups.append(("F", ss.full_bye))
    if ss.half_bye is not None and ss.half_bye != ss.draw:
        groups.append(("H", ss.half_bye))
    lines.append("162 " + "".join(f" {sym} {float(v):3.1f}   " for sym, v in groups).rstrip())
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
