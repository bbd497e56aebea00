"""Direct encounter (DE, C.07 (2026) art. 6) as formulas, the way
:func:`xl_tiebreaks.tiebreaks.encounter.direct_encounter_split` orders a tied group.

A group is the players equal on every criterion before DE; it is named by its *place* (the
place its first member would have). Each *level* re-applies DE to every group at once:

* the score among the group: points against its other members, games over the board (and
  forfeits in a round robin or with ``DE/P``), repeated meetings averaged (6.1.2);
* when everybody met everybody (6.2): the group splits by that score, each part named by its
  place;
* otherwise (6.3): a player is ranked when he, and everyone above him, is bound to stay ahead
  (his score beats the best the others of the group could still make, a win for each game
  they did not play); the unranked form the next group.

A group DE does not split stays as it is, so levels can be repeated: after :data:`LEVELS`
levels one more must change nothing, else the workbook says this tie needs the add-in. The
value shown is the place within the tied group (1 = first), 0 when the first level separated
nobody, as the core reports it.
"""

from __future__ import annotations

from typing import Any

from ..spec import TieBreakSpec
from . import vocabulary as V
from .calc import ROW, Block

LEVELS = 6
#: levels for a field of more than 100 players (a Swiss: tied groups are small)
LEVELS_LARGE = 4


def direct_encounter(tb: Any, spec: TieBreakSpec, j: int) -> tuple[Block | None, Block | None]:
    """(the value block, the ranking key block) of DE at slot ``j`` of the order, or (None,
    None) when a criterion before it is not computed by formulas. Group sizes and counts are
    COUNTIF(S) / SUMIF over the group's place (a whole number) and the scores among the group
    (sums of halves, exact as text in a criterion)."""
    k, c = tb.k, tb.c
    key0 = k.places[j]
    if key0 is None:
        return None, None
    S = k.S
    nu = c.at(k.NU)
    name = f"{spec.text} ({j + 1})"
    pf = spec.played_forfeits
    counted = c.block(f"{name}: game counts", f"{name}: partida cuenta", S)
    kf = lambda s: c.at(k.KF, s)  # noqa: E731
    forfeits = "1" if pf else f"{c.at(k.SWISS)}=0"
    c.put(counted, lambda s: (f"=IF(OR({kf(s)}={V.GAME},AND(OR({kf(s)}={V.FW},{kf(s)}={V.FL}),{forfeits})),1,0)"))
    weight = c.block(f"{name}: weight (repeated games averaged)", f"{name}: peso (partidas repetidas, media)", S)
    c.put(weight, lambda s: (f"=IF({c.at(counted, s)}=1,1/COUNTIFS({c.row(k.ON)},{c.at(k.ON, s)},"
                             f"{c.row(counted)},1),0)"))
    size0 = c.block(f"{name}: tied group's size", f"{name}: tamaño del grupo empatado")
    c.put(size0, f'=IF(A{ROW}>{nu},1,COUNTIF({c.column(key0)},{c.at(key0)}))')
    # (a player tied with nobody: nothing to compute, at every level)
    unused = f"OR(A{ROW}>{nu},{c.at(size0)}=1)"
    key = key0
    levels = []
    for level in range(1, (LEVELS if k.n <= 100 else LEVELS_LARGE) + 2):
        mine, group = c.at(key), c.column(key)
        same = c.block(f"{name} {level}: opponent in the group", f"{name} {level}: rival del grupo", S)
        c.put(same, lambda s, key=key: (f"=IF(AND({c.at(size0)}>1,{c.at(counted, s)}=1),IF(INDEX({c.column(key)},"
                                        f"{c.at(k.ON, s)})={c.at(key)},1,0),0)"))
        score = c.block(f"{name} {level}: score in the group", f"{name} {level}: puntos en el grupo")
        c.put(score, f'=IF({unused},"",ROUND(SUMPRODUCT({c.row(same)},{c.row(weight)},{c.row(k.P)}),9))')
        met = c.block(f"{name} {level}: met", f"{name} {level}: se enfrentó")
        c.put(met, f'=IF({unused},"",ROUND(SUMPRODUCT({c.row(same)},{c.row(weight)}),9))')
        size = c.block(f"{name} {level}: group size", f"{name} {level}: tamaño del grupo")
        c.put(size, f'=IF({unused},"",COUNTIF({group},{mine}))')
        allmet = c.block(f"{name} {level}: all met (6.2)", f"{name} {level}: todos se enfrentaron (6.2)")
        c.put(allmet, (f'=IF({unused},"",IF(ROUND(SUMIF({group},{mine},{c.column(met)}),6)='
                       f"{c.at(size)}*({c.at(size)}-1),1,0))"))
        best = c.block(f"{name} {level}: best possible (6.3)", f"{name} {level}: máximo posible (6.3)")
        c.put(best, f'=IF({unused},"",{c.at(score)}+({c.at(size)}-1-{c.at(met)})*{c.at(k.WIN)})')
        sc = c.at(score)
        ahead = c.block(f"{name} {level}: bound to be ahead", f"{name} {level}: seguro por delante")
        c.put(ahead, (f'=IF({unused},"",IF(COUNTIFS({group},{mine},{c.column(score)},"<="&{sc},'
                      f'{c.column(best)},">="&{sc})=1,1,0))'))
        ranked = c.block(f"{name} {level}: ranked", f"{name} {level}: clasificado")
        c.put(ranked, (f'=IF({unused},"",IF(AND({c.at(ahead)}=1,COUNTIFS({group},{mine},{c.column(score)},">"&{sc},'
                       f"{c.column(ahead)},0)=0),1,0))"))
        nxt = c.block(f"{name}: group after level {level}", f"{name}: grupo tras el nivel {level}")
        higher = f'COUNTIFS({group},{mine},{c.column(score)},">"&{sc})'
        c.put(nxt, (f'=IF(A{ROW}>{nu},"",IF({c.at(size0)}=1,{mine},IF(OR({c.at(allmet)}=1,{c.at(ranked)}=1),{mine}+{higher},'
                    f"{mine}+COUNTIFS({group},{mine},{c.column(ranked)},1))))"))
        levels.append(nxt)
        key = nxt
    final, check = levels[-2], levels[-1]
    # one level more changed something: this tie needs more levels than the workbook has
    moved = c.block(f"{name}: still moving", f"{name}: aún cambia")
    c.put(moved, f'=IF(A{ROW}>{nu},0,IF({c.at(check)}<>{c.at(final)},1,0))')
    k.checks.append(f'IF(SUM({c.column(moved)})=0,"",{k.msg("na_de_levels", code=_lit(spec.text))})')
    split = c.block(f"{name}: the first level split the group", f"{name}: el primer nivel separó el grupo")
    c.put(split, f'=IF(A{ROW}>{nu},0,IF({c.at(levels[0])}<>{c.at(key0)},1,0))')
    value = c.block(spec.text, spec.text)
    c.put(value, (f'=IF(A{ROW}>{nu},"",IF({c.at(size0)}=1,0,IF(COUNTIFS({c.column(key0)},{c.at(key0)},{c.column(split)},1)=0,0,'
                  f"{c.at(final)}-{c.at(key0)}+1)))"))
    rank_key = c.block(f"key: {spec.text}", f"clave: {spec.text}")
    c.put(rank_key, f'=IF(A{ROW}>{nu},"",-{c.at(final)})')
    return value, rank_key


def _lit(text: str) -> str:
    from .calc import literal

    return literal(text)
