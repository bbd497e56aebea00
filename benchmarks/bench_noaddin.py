"""How fast a template without the add-in recomputes in LibreOffice after one typed result.

A 300-player, 11-round Swiss (generated: pairings by score groups, 3 % forfeits, 4 % half-point
byes, a pairing-allocated bye when the field is odd, a few withdrawals) is written as
``from-trf --no-addin`` writes it, then a headless LibreOffice (no extension, a private profile)
opens it through UNO and, for a few results of the last round: types the result (one cell),
recalculates (``calculate``: the cells that depend on it) and reads every visible computed cell.
Printed: the full calculation on load, each recalculation after one typed result, the median.

    python benchmarks/bench_noaddin.py [--players 300] [--rounds 11] [--order "BH/C1 BH SB DE WIN"]

A measurement, not a test (no figure is asserted).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

UNO_SCRIPT = r'''
import json, sys, time, uno
from com.sun.star.beans import PropertyValue
pipe, path, cells, out_col, first, last = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), int(sys.argv[6])
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
for _ in range(120):
    try:
        ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        break
    except Exception:
        time.sleep(0.5)
desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
p = PropertyValue(); p.Name = "Hidden"; p.Value = True
t = time.perf_counter()
doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(path), "_blank", 0, (p,))
load = time.perf_counter() - t
t = time.perf_counter()
doc.calculateAll()
full = time.perf_counter() - t
sheet = doc.Sheets.getByName(cells["sheet"])
area = sheet.getCellRangeByPosition(out_col, first - 1, out_col + cells["width"] - 1, last - 1)
def read():
    return area.getDataArray()
read()
print(json.dumps({"load": load, "full": full}), flush=True)
for col, row, text in cells["edits"]:
    sys.stdin.readline()  # (the benchmark reads LibreOffice's CPU time now)
    c = sheet.getCellByPosition(col - 1, row - 1)
    t = time.perf_counter()
    c.setString(text)
    doc.calculate()
    t2 = time.perf_counter()
    read()
    print(json.dumps({"edit": t2 - t, "read": time.perf_counter() - t2}), flush=True)
sys.stdin.readline()
doc.close(True)
try:
    desktop.terminate()
except Exception:
    pass
'''


def generated_swiss(players: int, rounds: int, seed: int = 27):
    """A Swiss event: each round pairs players by score (no repeat pairing where it can be
    avoided), the odd one out gets a pairing-allocated bye; results by rating difference."""
    from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, Tournament

    rnd = random.Random(seed)
    ratings = sorted((rnd.randint(1200, 2600) for _ in range(players)), reverse=True)
    parts = [Participant(start_no=i + 1, name=f"Player {i + 1}", rating=r) for i, r in enumerate(ratings)]
    recs: dict[int, list] = {p.start_no: [] for p in parts}
    score = {p.start_no: 0.0 for p in parts}
    met: dict[int, set] = {p.start_no: set() for p in parts}
    gone: set[int] = set()
    for r in range(rounds):
        if r == rounds // 2:
            gone.update(rnd.sample(range(1, players + 1), 3))
        active = [s for s in score if s not in gone]
        half = {s for s in active if rnd.random() < 0.04}
        for s in half:
            recs[s].append(RoundRecord(RoundKind.HALF_BYE))
            score[s] += 0.5
        for s in gone:
            if len(recs[s]) == r:
                recs[s].append(RoundRecord(RoundKind.WITHDRAWN))
        pool = sorted((s for s in active if s not in half), key=lambda s: (-score[s], s))
        if len(pool) % 2:
            bye = pool.pop()
            recs[bye].append(RoundRecord(RoundKind.PAB))
            score[bye] += 1
        while pool:
            a = pool.pop(0)
            j = next((k for k, b in enumerate(pool) if b not in met[a]), 0)
            b = pool.pop(j)
            met[a].add(b)
            met[b].add(a)
            if rnd.random() < 0.03:
                recs[a].append(RoundRecord(RoundKind.FORFEIT_WIN, b, "w"))
                recs[b].append(RoundRecord(RoundKind.FORFEIT_LOSS, a, "b"))
                score[a] += 1
                continue
            p = 1 / (1 + 10 ** ((ratings[b - 1] - ratings[a - 1]) / 400))
            x = rnd.random()
            ra, rb = (Result.WIN, Result.LOSS) if x < p - 0.15 else (Result.LOSS, Result.WIN) if x > p + 0.15 else (
                Result.DRAW, Result.DRAW)
            recs[a].append(RoundRecord(RoundKind.GAME, b, "w", ra))
            recs[b].append(RoundRecord(RoundKind.GAME, a, "b", rb))
            score[a] += {Result.WIN: 1, Result.DRAW: 0.5, Result.LOSS: 0}[ra]
            score[b] += {Result.WIN: 1, Result.DRAW: 0.5, Result.LOSS: 0}[rb]
    return Tournament.build(tuple(parts), recs, total_rounds=rounds, pairing_system=PairingSystem.SWISS)


def _cpu(pid: int) -> float:
    """CPU seconds (user + system) used so far by process ``pid`` and its descendants (Linux's
    /proc: soffice runs soffice.bin as a child): what a recalculation costs whatever else the
    machine is doing."""
    ticks = os.sysconf("SC_CLK_TCK")
    parent: dict[int, int] = {}
    used: dict[int, float] = {}
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            fields = (d / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parent[int(d.name)] = int(fields[1])
        used[int(d.name)] = (int(fields[11]) + int(fields[12])) / ticks
    family = {pid}
    grew = True
    while grew:
        grew = False
        for p, pp in parent.items():
            if pp in family and p not in family:
                family.add(p)
                grew = True
    return sum(used.get(p, 0.0) for p in family)


def main(argv: list[str] | None = None) -> int:
    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.templates.workbooks import tournament_workbook
    from xl_tiebreaks.templates.words import FIRST_ROW

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=11)
    ap.add_argument("--order", default=None, help="tie-break order (default: the Swiss template's)")
    ap.add_argument("--edits", type=int, default=5)
    args = ap.parse_args(argv)
    soffice = shutil.which("soffice")
    if not soffice:
        print("no LibreOffice (soffice) on the PATH")
        return 1
    t = generated_swiss(args.players, args.rounds)
    t0 = time.perf_counter()
    wb, _ = tournament_workbook(t, lang="en", order=tuple(args.order.split()) if args.order else None, noaddin=True)
    bld = wb._xlt_noaddin
    data = noaddin_workbook_bytes(wb)
    made = time.perf_counter() - t0
    tmp = Path(tempfile.mkdtemp(prefix="xlt-bench-"))
    path = tmp / "event.xlsx"
    path.write_bytes(data)
    # edits: the last round's result of a few games, typed as a different result (one cell each)
    c0 = bld.layout.results_first_col + 3 * (args.rounds - 1) + 2
    rng = random.Random(1)
    edits = [[c0, FIRST_ROW + rng.randrange(args.players), "½"] for _ in range(args.edits)]
    cells = {"sheet": bld.layout.sheets["results"], "width": 1 + len(bld.spec.tiebreak_order), "edits": edits}
    pipe = f"xltbench{os.getpid()}"
    profile = tmp / "profile"
    office = subprocess.Popen([soffice, f"-env:UserInstallation={profile.as_uri()}", "--headless", "--norestore",
                               "--invisible", f"--accept=pipe,name={pipe};urp;"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        uno = subprocess.Popen(["/usr/bin/python3", "-c", UNO_SCRIPT, pipe, str(path), json.dumps(cells),
                                str(bld.pts_col - 1), str(FIRST_ROW), str(FIRST_ROW + args.players - 1)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        got = json.loads(uno.stdout.readline())
        got["edits"], got["reads"], got["cpu"] = [], [], []
        for _ in edits:
            before = _cpu(office.pid)
            uno.stdin.write("go\n")
            uno.stdin.flush()
            one = json.loads(uno.stdout.readline())
            got["cpu"].append(_cpu(office.pid) - before)
            got["edits"].append(one["edit"])
            got["reads"].append(one["read"])
        uno.stdin.write("done\n")
        uno.stdin.flush()
        uno.wait(600)
    finally:
        office.terminate()
        try:
            office.wait(30)
        except subprocess.TimeoutExpired:
            office.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    edits_s = sorted(got["edits"])
    print(f"{args.players} players, {args.rounds} rounds, order {' '.join(bld.spec.tiebreak_order)}")
    print(f"workbook written in {made:.1f} s ({len(data) // 1024} KB)")
    print(f"LibreOffice: opened in {got['load']:.1f} s, full calculation {got['full']:.2f} s")
    cpu_s = sorted(got["cpu"])
    print("one typed result, recalculated: " + ", ".join(f"{x:.3f} s" for x in got["edits"])
          + f" (median {edits_s[len(edits_s) // 2]:.3f} s); LibreOffice's CPU time for it: "
          + ", ".join(f"{x:.3f} s" for x in got["cpu"]) + f" (median {cpu_s[len(cpu_s) // 2]:.3f} s); "
          + "the computed columns then read in " + ", ".join(f"{x:.3f} s" for x in got["reads"]))
    try:
        print(f"load average while measuring: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    except OSError:  # pragma: no cover
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
