"""The prize allocation's work against the size of its input (issue 35, finding 6): a prize list
of C categories x places 1-P over N players, read, allocated and listed; and the oversize
inputs refused before any work (more than ``MAX_PRIZES`` prizes; ``PRIZE_LIST``'s answer room).

    python benchmarks/bench_prizes_bound.py

Before the bound, 50 categories x places 1-999 (a 1.8 KB prize file) ran past 60 s and 20
categories x 1-999 took 10 s. Figures are printed, never asserted (tests assert the refusals).
"""

from __future__ import annotations

import time
from fractions import Fraction

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.prizes import Entrant, allocate, read_prize_text
from xl_tiebreaks.prizes.explain import list_rows


def prize_text(categories: int, places: int) -> str:
    cats = "".join(f"C{i} = elo < {1000 + 50 * i}\n" for i in range(categories))
    prizes = f"General 1-{places} = 10\n" + "".join(f"C{i} 1-{places} = 5\n" for i in range(categories))
    return "[rules]\nties = split\n[categories]\n" + cats + "[prizes]\n" + prizes


def entrants(n: int) -> list[Entrant]:
    """n players, points falling by half a point every 3 places (ties to share), ratings 900-3400."""
    return [Entrant(start_no=i + 1, name=f"P{i + 1}", rank=i + 1, order=i, points=Fraction(2 * n - i // 3, 2),
                    rating=900 + (i * 37) % 2500) for i in range(n)]


def run(categories: int, places: int, players: int) -> None:
    text = prize_text(categories, places)
    t0 = time.perf_counter()
    try:
        rules = read_prize_text(text)
    except TiebreakError as e:
        print(f"{categories:>3} x 1-{places:<4} ({len(text):>5} bytes), {players:>5} players: refused in "
              f"{time.perf_counter() - t0:.2f} s: {str(e)[:90]}")
        return
    t1 = time.perf_counter()
    alloc = allocate(rules, entrants(players))
    t2 = time.perf_counter()
    rows = list_rows(alloc, "en")
    t3 = time.perf_counter()
    print(f"{categories:>3} x 1-{places:<4} ({len(text):>5} bytes), {players:>5} players: {len(rules.prizes)} prizes, "
          f"read {t1 - t0:.2f} s, allocated {t2 - t1:.2f} s, listed {t3 - t2:.2f} s ({len(rows)} rows)")


def prize_list_room() -> None:
    """PRIZE_LIST (LibreOffice's argument path, pure Python) with two prize rows of places 1-999
    over a 6-player crosstable: room for 4 rows; once 85 s to say so."""
    from xl_tiebreaks import udfs
    from xl_tiebreaks.libreoffice import calc_args

    info = next(i for i in udfs.REGISTRY if i.name == "PRIZE_LIST")
    cross = tuple(tuple("X" if i == j else ("1" if i < j else "0") for j in range(6)) for i in range(6))
    names = tuple((n,) for n in ("Ana", "Bea", "Carlos", "David", "Eva", "Fran"))
    prizes = (("General", "1-999", 10.0), ("U1800", "1-999", 5.0))
    t0 = time.perf_counter()
    got = calc_args.call(info, (cross, prizes, (("U1800", "rating < 1800"),), None, None, None, names, None, None))
    print(f"PRIZE_LIST, 2 x 1-999 in 2 rows: answered in {time.perf_counter() - t0:.2f} s: {str(got[0][0])[:70]}")


if __name__ == "__main__":
    prize_list_room()
    for c, p, n in ((50, 999, 100), (20, 999, 100), (1, 999, 1000), (19, 100, 1000), (3, 499, 2000),
                    (1, 999, 9999), (9, 200, 9999)):
        run(c, p, n)
