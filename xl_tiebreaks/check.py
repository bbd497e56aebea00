"""What is wrong, or odd, in a tournament as typed: every finding with where and how to fix it.

Errors (the numbers would be wrong): a typed total that disagrees with the results, and
anything the readers refuse (a game recorded differently on the two sides, a player paired
twice in a round or with himself, an opponent who is not in the table) - those stop the
reading, so they are reported alone. Warnings (legal but worth a look): colour sequences the
FIDE pairing rules do not allow outside special cases (three times the same colour in a row,
a colour difference above 2; C.04.3 absolute criteria, which allow them for top scorers in the
last round), rounds with games still without a result, players who never played, a typed
total that counts a bye entered for a round not paired yet (the values wait for that round),
games lost by both players and result pairs that do not add up to one game, and kinds
of unplayed round the chosen rules do not know (a full-point bye under the current C.07,
requested byes with pre-determined pairings, C.07 art. 15.1).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Callable, Sequence

from .errors import MESSAGES, TiebreakError
from .model import PairingCheck, PairingSystem, RoundKind, Tournament, classify_pairing
from .output import format_number
from .tiebreaks.context import rounds_considered

_M = {  # key: (English, Spanish)
    "total": ("the total typed is {typed} but the results add up to {real}: correct the total (or a result)",
              "el total escrito es {typed} pero los resultados suman {real}: corrija el total (o un resultado)"),
    "three": ("{colour} three rounds in a row (rounds {r1}-{r3}): FIDE pairings allow it only for top scorers in the "
              "last round (C.04.3); check the colours",
              "{colour} tres rondas seguidas (rondas {r1}-{r3}): los emparejamientos FIDE solo lo permiten a los "
              "líderes en la última ronda (C.04.3); revise los colores"),
    "diff": ("colour difference {diff} after round {r} (whites minus blacks): FIDE pairings keep it within ±2 "
             "(C.04.3); check the colours",
             "diferencia de color {diff} tras la ronda {r} (blancas menos negras): los emparejamientos FIDE la "
             "mantienen en ±2 (C.04.3); revise los colores"),
    "pending": ("round {r}: {n} game(s) without a result while other games of the round have one: type the missing "
                "results",
                "ronda {r}: {n} partida(s) sin resultado mientras otras de la ronda lo tienen: escriba los resultados "
                "que faltan"),
    "never": ("never played a game: if he withdrew before round 1, remove him from the table",
              "no jugó ninguna partida: si se retiró antes de la ronda 1, quítelo de la tabla"),
    "fpb": ("round {r}: a full-point bye (F), which the current C.07 does not have (byes are pairing-allocated, "
            "or requested for ½ or 0): check it is not a pairing-allocated bye (U)",
            "ronda {r}: bye de un punto (F), que la C.07 vigente no contempla (los byes son del emparejamiento, o "
            "pedidos de ½ o 0): compruebe que no es un bye del emparejamiento (U)"),
    "rr_bye": ("round {r}: a bye (half- or zero-point) in a round robin: with pre-determined pairings the only "
               "unplayed rounds are forfeits and the rest round (C.07 art. 15.1); enter it as a forfeit against the "
               "scheduled opponent",
               "ronda {r}: un bye (de medio o cero puntos) en un todos contra todos: con emparejamientos "
               "predeterminados las únicas rondas no jugadas son las incomparecencias y el descanso (C.07 art. 15.1); "
               "anótelo como incomparecencia contra el rival previsto"),
    "blocked": ("{message}", "{message}"),
    "ok": ("no problems found", "no se encontraron problemas"),
}


@dataclass
class Finding:
    """One finding: ``severity`` is ``"error"`` or ``"warning"``; ``where`` in the organiser's words."""

    severity: str
    where: str
    key: str
    params: dict

    def message(self, lang: str = "en") -> str:
        en, es = _M[self.key] if self.key in _M else MESSAGES[self.key]
        return (es if lang.startswith("es") else en).format(**self.params)

    def where_in(self, lang: str = "en") -> str:
        from .errors import translate_location

        return translate_location(self.where, lang)


def _fmt(v: Fraction) -> str:
    return format_number(v, 1 if (v * 2).denominator == 1 else 2)


def check_tournament(
    t: Tournament,
    *,
    where: Callable[[int], str] | None = None,
    totals: Sequence[object] | None = None,
    pairing_system: PairingSystem | None = None,
) -> list[Finding]:
    """Every finding in ``t`` (see the module docstring).

    Args:
        where: start number -> location text (default ``"player 7 (Ana)"``).
        totals: the totals as typed, one per participant in start-number order (default: the
            ones the source declared, e.g. TRF columns 81-84).
        pairing_system: overrides the tournament's (how requested byes are judged).
    """
    loc = where or (lambda sn: f"player {t.participant(sn).label()}")
    out: list[Finding] = []
    ps = pairing_system or t.resolved_pairing_system()[0]
    parts = t.participants
    declared = list(totals) if totals is not None else [p.declared_points for p in parts]
    k_used = rounds_considered(t)  # what the values use: byes entered in advance wait for their round
    for p, typed in zip(parts, declared):
        if typed is None or typed == "":
            continue
        try:
            typed_f = Fraction(str(typed).replace(",", ".").replace("½", ".5")) if not isinstance(typed, (int, float, Fraction)) \
                else Fraction(typed).limit_denominator(100)
        except (ValueError, ZeroDivisionError):
            continue
        real = t.points(p.start_no)
        if typed_f != real:
            out.append(Finding("error", loc(p.start_no) + ", total", "total", {"typed": _fmt(typed_f), "real": _fmt(real)}))
        elif k_used < t.n_rounds and typed_f != t.points(p.start_no, k_used):
            out.append(Finding("warning", loc(p.start_no) + ", total", "total_after_rounds",
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
                colour = "White" if c == "w" else "Black"
                out.append(Finding("warning", loc(p.start_no), "three", {"colour": colour, "r1": i - 1, "r3": i + 1}))
        diff = 0
        for i, c in enumerate(cols):
            diff += 1 if c == "w" else -1 if c == "b" else 0
            if abs(diff) > 2:
                out.append(Finding("warning", loc(p.start_no), "diff", {"diff": f"{diff:+d}", "r": i + 1}))
                break
        if not any(r.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS) for r in recs):
            out.append(Finding("warning", loc(p.start_no), "never", {}))
        for i, r in enumerate(recs):
            if r.kind is RoundKind.FULL_BYE:
                out.append(Finding("warning", loc(p.start_no), "fpb", {"r": i + 1}))
            if not swiss and r.kind in (RoundKind.HALF_BYE, RoundKind.ZERO_BYE):
                out.append(Finding("warning", loc(p.start_no), "rr_bye", {"r": i + 1}))
    out.extend(_pairings(t, loc))
    for r in range(t.n_rounds):
        kinds = [t.rounds[p.start_no][r].kind for p in parts]
        pending = sum(1 for k in kinds if k is RoundKind.PENDING) // 2
        done = sum(1 for k in kinds if k in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS))
        if pending and done:
            out.append(Finding("warning", f"round {r + 1}", "pending", {"r": r + 1, "n": pending}))
    return out


def _pairings(t: Tournament, loc: Callable[[int], str]) -> list[Finding]:
    """Games lost by both players and result pairs that do not add up to one game
    (:func:`~xl_tiebreaks.model.classify_pairing`), once per pairing."""
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
                out.append(Finding("warning", loc(s), key, {"round": i + 1, "start_no": s, "opponent": o,
                                                            "mine": _show(rec), "theirs": _show(theirs)}))
    return out


_RESULT_TEXT = {"W": "1", "D": "=", "L": "0"}


def _show(rec) -> str:
    """A game as TRF writes it: ``12 w 1``."""
    res = _RESULT_TEXT.get(rec.result.value, "") if rec.kind is RoundKind.GAME and rec.result else \
        {RoundKind.FORFEIT_WIN: "+", RoundKind.FORFEIT_LOSS: "-"}.get(rec.kind, "")
    return " ".join(x for x in (str(rec.opponent), rec.colour or "-", res) if x)


def blocked(err: TiebreakError) -> list[Finding]:
    """A reader's refusal as the only finding (nothing after it can be checked)."""
    return [Finding("error", err.location or "", "blocked", {"message": err.message("en")})] if err else []


def findings_table(findings: list[Finding], lang: str = "en", err: TiebreakError | None = None) -> list[list[str]]:
    """Rows (severity, where, message) for a sheet or the screen; one row when all is well."""
    es = lang.startswith("es")
    sev = {"error": "error", "warning": "aviso" if es else "warning"}
    rows = []
    if err is not None:
        rows.append([sev["error"], "", err.message(lang)])
    for f in findings:
        rows.append([sev[f.severity], f.where_in(lang), f.message(lang)])
    if not rows:
        rows.append(["", "", _M["ok"][1 if es else 0]])
    return rows
