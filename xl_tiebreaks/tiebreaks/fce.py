"""Catalonia: the Federació Catalana d'Escacs's tie-breaks, as its regulations define them
(the FCE reglaments page "120-" on escacs.cat, verbatim in Catalan):

* "Bucholz total": ``BH``; "Bucholz brasiler", "exceptuant la més baixa": ``BH/C1``;
* "Bucholz mitjà", "exceptuant la més alta i la més baixa. Per torneigs amb deu tandes o més, es
  resten les dues més altes i les dues més baixes": ``BHMIT`` (:func:`bucholz_mitja`);
* "Kashdan", 4 / 2 / 1, "Els partits guanyats o perduts sense jugar compten com a dos punts":
  ``KASHFCE`` (:func:`kashdan_fce`; US Chess's ``KASH`` counts them 0);
* "Acumulatiu" (1+1+2+2+2,5 = 8,5): C.07's progressive score ``PS``;
* the circulars' "ajust FIDE de contrincant virtual": the rule set ``FCE`` (the virtual
  opponent, :func:`.unplayed.virtual`).
"""

from __future__ import annotations

from ..model import Result
from ..spec import TieBreakSpec
from .buchholz import _decimals, buchholz_units
from .context import GAME, NOTP, PEND, Column, Context


def mitja_cut(ctx: Context) -> int:
    """How many values the Bucholz mitjà drops at each end: 1, or 2 "per torneigs amb deu tandes
    o més" (counted on the event's announced length)."""
    return 2 if max(ctx.t.rounds_announced, ctx.k) >= 10 else 1


def bucholz_mitja(ctx: Context, spec: TieBreakSpec) -> Column:
    """BHMIT: the FCE's Bucholz mitjà: the Buchholz (under the rule set chosen: ``FCE`` for the
    circulars' virtual opponent) "exceptuant la més alta i la més baixa", the two highest and two
    lowest from ten rounds (:func:`mitja_cut`). Points (units ``1/S``)."""
    n = mitja_cut(ctx)
    vals = buchholz_units(ctx, n, n, spec.played_forfeits)
    return Column(spec.text, vals, ctx.S, decimals=_decimals(ctx.S))


_KASHDAN = {Result.WIN: 4, Result.DRAW: 2, Result.LOSS: 1}


def kashdan_fce(ctx: Context, spec: TieBreakSpec) -> Column:
    """KASHFCE: the FCE's Kashdan: 4 a win, 2 a draw, 1 a loss over the board; "Els partits
    guanyats o perduts sense jugar compten com a dos punts": every round not played over the
    board (a forfeit won or lost, a bye, an absence) counts 2 (the project's reading for byes and
    absences, which the text does not name apart). Whole tie-break points."""
    out = [sum(_KASHDAN.get(r, 0) if c == GAME else 0 if c in (PEND, NOTP) else 2 for c, r in zip(ki, ri))
           for ki, ri in zip(ctx.kind, ctx.res)]
    return Column(spec.text, out, 1, decimals=0)
