"""A typed result in a real LibreOffice with the extension: the time from a changed cell to every
value updated, on the 500-player, 9-round Swiss of ../shared/bench/ written by ``from-trf``.

The workbook (``xl-tiebreaks from-trf``, English) is opened by a headless LibreOffice on a
private profile with the extension installed (``unopkg``, as ``setup-libreoffice`` does), through
UNO as the tests' driver opens a document (hidden; the extension's job binds the formulas), and
fully calculated. Then, for ``--edits`` games of the last round, the result is changed as an
organiser types it: the first player's cell (the sheet then shows the two rows' disagreement,
a message), recalculated, then the opponent's cell (the results agree again, every value is
computed), recalculated. Each recalculation (``calculate``: the cells that depend on the
change) is timed, with LibreOffice's CPU time for it (its process tree, /proc), and then every
computed cell of the Rounds sheet's points and tie-break columns and of the Standings sheet is
read (the values are there: the time to read them is printed apart). Printed: each time, the
medians, the load average at the start and the end.

    python benchmarks/bench_libreoffice.py [--edits 5] [--trf FILE]

A measurement, not a test (no figure is asserted). Needs LibreOffice and its Python bridge
(python3-uno); as root, unopkg runs as ``nobody`` (as the tests do).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from _child import say_load  # noqa: E402
from bench_noaddin import _cpu  # noqa: E402

UNO_SCRIPT = r'''
import json, sys, time, uno
from com.sun.star.beans import PropertyValue
pipe, path, job = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
local = uno.getComponentContext()
resolver = local.ServiceManager.createInstanceWithContext("com.sun.star.bridge.UnoUrlResolver", local)
for _ in range(240):
    try:
        ctx = resolver.resolve("uno:pipe,name=%s;urp;StarOffice.ComponentContext" % pipe)
        break
    except Exception:
        time.sleep(0.5)
desktop = ctx.ServiceManager.createInstanceWithContext("com.sun.star.frame.Desktop", ctx)
props = []
for k, v in (("Hidden", True), ("ReadOnly", False)):
    p = PropertyValue(); p.Name = k; p.Value = v; props.append(p)
t = time.perf_counter()
doc = desktop.loadComponentFromURL(uno.systemPathToFileUrl(path), "_blank", 0, tuple(props))
load = time.perf_counter() - t
t = time.perf_counter()
doc.calculateAll()
full = time.perf_counter() - t
areas = [doc.Sheets.getByName(s).getCellRangeByName(a) for s, a in job["read"]]
def read():
    return [a.getDataArray() for a in areas]
first = read()
print(json.dumps({"load": load, "full": full, "sample": [list(r) for r in first[0][:3]]}), flush=True)
sheet = doc.Sheets.getByName(job["sheet"])
for col, row, text in job["edits"]:
    sys.stdin.readline()  # (the benchmark reads LibreOffice's CPU time now)
    c = sheet.getCellByPosition(col - 1, row - 1)
    t = time.perf_counter()
    c.setString(text)
    doc.calculate()
    t2 = time.perf_counter()
    got = read()
    t3 = time.perf_counter()
    print(json.dumps({"edit": t2 - t, "read": t3 - t2, "sample": [list(r) for r in got[0][:3]]}), flush=True)
sys.stdin.readline()
doc.close(True)
try:
    desktop.terminate()
except Exception:
    pass
'''


def main(argv: list[str] | None = None) -> int:
    from xl_tiebreaks.libreoffice.office import (
        _clean_env, _own, find_soffice, find_uno_python, install_extension, is_root, profile_url,
        unavailable_reason,
    )

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trf", default=str(ROOT.parent / "shared" / "bench" / "swiss_500p_9r.trf"))
    ap.add_argument("--edits", type=int, default=5, help="games whose result is changed (two typed cells each)")
    ap.add_argument("--calls", action="store_true",
                    help="also say, per recalculation, which of our functions LibreOffice called and the "
                         "Python time of each (the extension appends them to a file: XLT_TRACE_CALLS)")
    args = ap.parse_args(argv)
    why = unavailable_reason()
    if why:
        print(f"no LibreOffice: {why}")
        return 1
    import openpyxl

    from xl_tiebreaks.cli import main as cli
    from xl_tiebreaks.libreoffice.build import build_oxt

    say_load("start")
    tmp = Path(tempfile.mkdtemp(prefix="xlt-bench-lo-"))
    if is_root():
        os.chmod(tmp, 0o777)
    office = None
    try:
        path = tmp / "event.xlsx"
        t0 = time.perf_counter()
        assert cli(["from-trf", args.trf, "-o", str(path), "--lang", "en"]) == 0
        made = time.perf_counter() - t0
        os.chmod(path, 0o644)
        # the results grid: Rounds, one row per start number from row 5, three columns a round
        # (opponent, colour, result) from column C; the last round's games to change
        ws = openpyxl.load_workbook(path)["Rounds"]
        first_row = 5
        n = sum(1 for r in range(first_row, ws.max_row + 1) if isinstance(ws.cell(r, 1).value, int))
        rounds = 0
        while str(ws.cell(3, 3 + 3 * rounds).value or "").startswith("Round"):
            rounds += 1
        oc, rc = 3 + 3 * (rounds - 1), 3 + 3 * (rounds - 1) + 2
        flip = {"1": ("½", "½"), "0": ("½", "½"), "½": ("1", "0")}
        games = []
        for r in range(first_row, first_row + n):
            opp, res = ws.cell(r, oc).value, str(ws.cell(r, rc).value or "")
            if isinstance(opp, int) and opp > r - first_row + 1 and res in flip:
                games.append((r, first_row + opp - 1, flip[res]))
        rng = random.Random(28)
        chosen = rng.sample(games, min(args.edits, len(games)))
        edits = []
        for a, b, (ra, rb) in chosen:
            edits += [[rc, a, ra], [rc, b, rb]]
        last_col = 3 + 3 * rounds  # Pts, then the tie-break columns
        job = {"sheet": "Rounds", "edits": edits,
               "read": [["Rounds", f"{_col(last_col)}{first_row}:{_col(last_col + 6)}{first_row + n - 1}"],
                        ["Standings", f"A5:I{4 + n}"]]}
        t0 = time.perf_counter()
        oxt = build_oxt(tmp / "xl-tiebreaks.oxt")
        os.chmod(oxt, 0o644)
        profile = tmp / "profile"
        install_extension(oxt, profile)
        if is_root():
            _own(profile)
        installed = time.perf_counter() - t0
        pipe = f"xltbenchlo{os.getpid()}"
        office_env = _clean_env()
        trace = tmp / "calls.tsv"
        if args.calls:
            office_env["XLT_TRACE_CALLS"] = str(trace)
        office = subprocess.Popen(
            [str(find_soffice()), f"-env:UserInstallation={profile_url(profile)}", "--headless", "--invisible",
             "--nologo", "--norestore", "--nodefault", "--nolockcheck", f"--accept=pipe,name={pipe};urp;"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=office_env)
        uno = subprocess.Popen([str(find_uno_python()), "-c", UNO_SCRIPT, pipe, str(path), json.dumps(job)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=_clean_env())
        got = json.loads(uno.stdout.readline())
        if args.calls:
            trace.write_text("", encoding="utf-8")  # (the opening's calls are not an edit's)
        steps = []
        for _ in edits:
            before = _cpu(office.pid)
            uno.stdin.write("go\n")
            uno.stdin.flush()
            one = json.loads(uno.stdout.readline())
            one["cpu"] = _cpu(office.pid) - before
            if args.calls:  # (the calls of this recalculation: the trace is emptied after each)
                one["calls"] = [(n, float(t)) for n, t in (x.split("\t") for x in
                                                            trace.read_text(encoding="utf-8").split("\n") if x)]
                trace.write_text("", encoding="utf-8")
            steps.append(one)
        uno.stdin.write("done\n")
        uno.stdin.flush()
        uno.wait(600)
    finally:
        if office is not None:
            office.terminate()
            try:
                office.wait(30)
            except subprocess.TimeoutExpired:
                office.kill()
        shutil.rmtree(tmp, ignore_errors=True)
    half = steps[0::2]  # the first cell of a game typed: the rows disagree (a message)
    whole = steps[1::2]  # the second: the results agree, every value computed
    print(f"{n} players, {rounds} rounds (from-trf, English); workbook written in {made:.1f} s; "
          f"extension built and installed in {installed:.1f} s")
    print(f"LibreOffice: opened in {got['load']:.1f} s, full calculation {got['full']:.2f} s; "
          f"first row read: {got['sample'][0]}")

    def say(label: str, xs: list[dict]) -> None:
        print(f"  {label}: wall " + ", ".join(f"{x['edit']:.3f}" for x in xs)
              + f" s (median {statistics.median(x['edit'] for x in xs):.3f} s); LibreOffice's CPU "
              + ", ".join(f"{x['cpu']:.3f}" for x in xs) + f" s (median {statistics.median(x['cpu'] for x in xs):.3f} s); "
              + f"values read in {statistics.median(x['read'] for x in xs):.3f} s")

    say("first cell of a game typed (the two rows disagree: a message)", half)
    say("second cell typed: every value updated (goal: under 0.5 s)", whole)
    if args.calls:
        for label, xs in (("first cell", half), ("second cell", whole)):
            calls = [x["calls"] for x in xs]
            python = statistics.median(sum(t for _, t in c) for c in calls)
            by: dict[str, list[float]] = {}
            for c in calls:
                for name, t in c:
                    by.setdefault(name, []).append(t)
            runs = len(calls)
            print(f"  {label}: {statistics.median(len(c) for c in calls):.0f} calls of our functions a "
                  f"recalculation, {python:.3f} s of Python in them (median), the rest LibreOffice's own:")
            for name, ts in sorted(by.items(), key=lambda kv: -sum(kv[1])):
                ts = sorted(ts, reverse=True)
                print(f"    {name}: {len(ts) / runs:.0f} a recalculation, {sum(ts) / runs * 1000:.0f} ms; "
                      f"the longest {ts[0] * 1000:.0f} ms, the median {statistics.median(ts) * 1000:.1f} ms")
    print(f"  first row after the last change: {whole[-1]['sample'][0]}")
    say_load("end")
    return 0


def _col(n: int) -> str:
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


if __name__ == "__main__":
    sys.exit(main())
