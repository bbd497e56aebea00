"""Which definitions made a published ranking's tie-break columns (issue 40) against its size: a
generated Swiss of N players and 9 rounds written as a ranking crosstable (``Rk., SNo, Name,
Rtg, 1.Rd ... 9.Rd, Pts., TB1..TB5``: the five columns BH/C1, BH, SB, ARO rounded to whole
points and WIN, computed under C.07 (2024)), then identified from the one range the way
``IDENTIFY_TIEBREAKS`` and ``xl-tiebreaks identify --range`` do: the range read, its printed
columns read, every definition of the search computed and compared, the published order checked.

    python benchmarks/bench_identify.py [--players 300] [--codes BH/C1,BH,SB,KS,WIN]

(``--codes``: the five printed columns; without a rating column the recursive performances are
not searched: :data:`xl_tiebreaks.identify.SLOW`.)

Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import random
import time
from fractions import Fraction

from xl_tiebreaks.identify import identify, published_order
from xl_tiebreaks.readers.published_columns import range_published
from xl_tiebreaks.settings import Settings
from xl_tiebreaks.sheet import evaluate
from xl_tiebreaks.standings import Evaluation

ROUNDS = 9
CODES: tuple[str, ...] = ("BH/C1", "BH", "SB", "ARO", "WIN")


def swiss(n: int, seed: int = 40) -> tuple[list[int], list[list[str]]]:
    """Ratings and, per player, the round cells (``12w1``) of a Swiss paired by score groups (each
    player with the next one of the order he has not met), results drawn by rating difference."""
    rnd = random.Random(seed)
    rating = [2600 - i * (1400 // n) + rnd.randint(-30, 30) for i in range(n)]
    score = [0.0] * n
    met: list[set[int]] = [set() for _ in range(n)]
    cells: list[list[str]] = [[] for _ in range(n)]
    for r in range(ROUNDS):
        order = sorted(range(n), key=lambda i: (-score[i], -rating[i]))
        free = list(order)
        while free:
            a = free.pop(0)
            k = next((j for j, b in enumerate(free) if b not in met[a]), 0)
            b = free.pop(k)
            met[a].add(b)
            met[b].add(a)
            p = 1 / (1 + 10 ** ((rating[b] - rating[a]) / 400))
            x = rnd.random()
            res = 1.0 if x < p * 0.8 else 0.5 if x < p * 0.8 + 0.2 else 0.0
            wa = (r + a) % 2 == 0
            cells[a].append(f"{b + 1}{'w' if wa else 'b'}{'1' if res == 1 else '½' if res == 0.5 else '0'}")
            cells[b].append(f"{a + 1}{'b' if wa else 'w'}{'0' if res == 1 else '½' if res == 0.5 else '1'}")
            score[a] += res
            score[b] += 1 - res
    return rating, cells


def crosstable(n: int) -> list[list[object]]:
    """The generated event as a published ranking crosstable (rows in the ranking's order)."""
    rating, cells = swiss(n)
    head = ["SNo", "Name", "Rtg", *[f"{r + 1}.Rd" for r in range(ROUNDS)]]
    plain = [head] + [[i + 1, f"Player {i + 1}", rating[i], *cells[i]] for i in range(n)]
    se = evaluate(plain, Settings())
    ev = Evaluation(se.tournament, rules="FIDE2024")
    sns = [p.start_no for p in se.tournament.participants]
    cols = {c: ev.column(c) for c in ("PTS", *CODES)}
    val = {c: {sn: cols[c].exact(i) for i, sn in enumerate(sns)} for c in cols}

    def shown(c: str, v: Fraction | None) -> object:
        if v is None:
            return "-"
        if c == "ARO":
            return int(v + Fraction(1, 2))
        return float(v)

    ranked = sorted(sns, key=lambda sn: tuple(-(val[c][sn] or 0) for c in ("PTS", *CODES)) + (sn,))
    rows: list[list[object]] = [["Final Ranking crosstable after 9 Rounds"],
                                ["Rk.", *head, "Pts.", *[f"TB{k + 1}" for k in range(len(CODES))]]]
    for k, sn in enumerate(ranked):
        rows.append([k + 1, sn, f"Player {sn}", rating[sn - 1], *cells[sn - 1], float(val["PTS"][sn]),
                     *[shown(c, val[c][sn]) for c in CODES]])
    return rows


def run(n: int) -> None:
    rows = crosstable(n)
    t0 = time.perf_counter()
    se = evaluate(rows, Settings())
    t1 = time.perf_counter()
    pub = range_published(rows, se.header_rows, se.row_players)
    t2 = time.perf_counter()
    ids = identify(se.tournament, pub.columns, pairing_system="swiss")
    t3 = time.perf_counter()
    found = published_order(se.tournament, pub.order, pub.columns, pub.points, pub.places)
    t4 = time.perf_counter()
    named = ", ".join(f"{i.label}={i.exact[0].candidates[0]}" if i.exact else f"{i.label}=?" for i in ids)
    print(f"{n:>5} players x {ROUNDS} rounds, {len(pub.columns)} columns: read {t1 - t0:.2f} s, printed columns "
          f"{t2 - t1:.3f} s, identified {t3 - t2:.2f} s, order {t4 - t3:.3f} s; total {t4 - t0:.2f} s")
    print(f"      {named}; order findings {len(found)}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=300)
    ap.add_argument("--codes", default=",".join(CODES))
    a = ap.parse_args()
    CODES = tuple(c.strip() for c in a.codes.split(",") if c.strip())
    t0 = time.process_time()
    run(a.players)
    print(f"      CPU time of the whole run (the event generated too): {time.process_time() - t0:.2f} s")
