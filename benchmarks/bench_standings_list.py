"""Reading a published standings list for the prizes (issue 37 item 1) against its size: N
players of a chess-results final ranking (``Rk., SNo, Name, Rtg, FED, Pts., TB1..TB5``, decimal
commas), read (:func:`~xl_tiebreaks.readers.standings_list.read_standings_list`), made the prize
rules' players and allocated (General 1-10 and a rating category 1-5, money shared by ties).

    python benchmarks/bench_standings_list.py

Figures are printed, never asserted.
"""

from __future__ import annotations

import time

from xl_tiebreaks.prizes import allocate, read_prize_text
from xl_tiebreaks.readers.standings_list import entrants, is_standings_list, read_standings_list

RULES = ("[reglas]\nempates = reparto\n[categorías]\nSub-2000 = elo < 2000\n[premios]\nGeneral 1-10 = 100\n"
         "Sub-2000 1-5 = 20\n")


def ranking(n: int) -> list[list[object]]:
    """n players, points falling by half a point every 4 places, tie-breaks printed with commas."""
    rows: list[list[object]] = [["Final Ranking after 9 Rounds"],
                                ["Rk.", "SNo", "Name", "Rtg", "FED", "Pts.", "TB1", "TB2", "TB3", "TB4", "TB5"]]
    for i in range(n):
        pts = max(0, 18 - i // 4) / 2
        rows.append([i + 1, (i * 7) % n + 1, f"Player {i + 1}", 1400 + (i * 37) % 1300, "ESP",
                     f"{pts:.1f}".replace(".", ","), f"{60 - i / n * 30:.1f}".replace(".", ","),
                     f"{55 - i / n * 30:.1f}".replace(".", ","), 0, f"{40 - i / n * 35:.2f}".replace(".", ","), 4])
    return rows


def run(n: int) -> None:
    rows = ranking(n)
    rules = read_prize_text(RULES)
    t0 = time.perf_counter()
    assert is_standings_list(rows)
    t1 = time.perf_counter()
    pl = read_standings_list(rows)
    t2 = time.perf_counter()
    alloc = allocate(rules, entrants(pl))
    t3 = time.perf_counter()
    print(f"{n:>6} players: recognised {t1 - t0:.2f} s, read {t2 - t1:.2f} s, allocated {t3 - t2:.2f} s "
          f"({len(alloc.awards)} prizes)")


if __name__ == "__main__":
    for n in (100, 1000, 5000):
        run(n)
