"""Fill every standard template with example data, compute it, render it with LibreOffice,
and keep one small picture per template in docs/.

    python scripts/render_templates.py [--out /tmp/xlt_render] [--docs docs] [--only NAME]

For each template of ``workbook_templates/`` (the .xlsx ones; the .xlsm differ only by the
xlwings.conf sheet) it writes OUT/filled/<name>.xlsx (formulas), OUT/computed/<name>.xlsx
(``xl-tiebreaks compute``: values), OUT/pages/<name>-N.png (every printed page, to look at)
and docs/template_<name>.png (the main sheet's first page; shrunk with pngquant when
installed). Example data: seed 000 (round
robin of 6), seed 002 (Swiss of 6 in 3 rounds), FIDE's exercise and generated events, real
Vega events (tests/data), and a made-up double round robin.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from openpyxl import load_workbook  # noqa: E402

from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, Tournament  # noqa: E402
from xl_tiebreaks.readers.trf import read_trf  # noqa: E402
from xl_tiebreaks.templates import (  # noqa: E402
    FIRST_ROW, build_workbook, fill_tournament, standard_templates,
)
from xl_tiebreaks.workbook import compute  # noqa: E402

DATA = ROOT / "tests" / "data"
SEED000 = ["X ½ ½ 1 1 1", "½ X ½ 1 1 ½", "½ ½ X ½ 1 1", "0 0 ½ X ½ 1", "0 0 0 ½ X 1", "0 ½ 0 0 0 X"]
SEED002 = {"F": "C Negras 1|A Blancas ½|B Blancas 1", "A": "D Blancas 1|F Negras ½|E Blancas 1",
           "E": "B Negras ½|C Blancas 1|A Negras 0", "B": "E Blancas ½|D Blancas 1|F Negras 0",
           "C": "F Blancas 0|E Negras 0|D Blancas 1", "D": "A Negras 0|B Negras 0|C Negras 0"}
RES = {"1": Result.WIN, "½": Result.DRAW, "0": Result.LOSS}


def seed000() -> Tournament:
    from xl_tiebreaks.readers.grids import read_crosstable

    cells = [row.split() for row in SEED000]
    return read_crosstable(cells, names=list("ABCDEF")).tournament


def seed002() -> Tournament:
    letters = "ABCDEF"
    recs = {}
    for i, L in enumerate(letters, 1):
        out = []
        for e in SEED002[L].split("|"):
            o, c, r = e.split()
            out.append(RoundRecord(RoundKind.GAME, letters.index(o) + 1, "w" if c == "Blancas" else "b", RES[r]))
        recs[i] = out
    parts = [Participant(i, L) for i, L in enumerate(letters, 1)]
    return Tournament.build(parts, recs, pairing_system=PairingSystem.SWISS, name="Seed 002 (ChessLivo)")


def made_up_double(n: int = 6) -> Tournament:
    """A double round robin with made-up results (fixed seed)."""
    rng = random.Random(6)
    names = ["Ana", "Bruno", "Carla", "David", "Elena", "Félix", "Gloria", "Hugo"][:n]
    recs: dict[int, list[RoundRecord]] = {i: [] for i in range(1, n + 1)}
    players = list(range(1, n + 1))
    for cycle in range(2):
        ps = players[:]
        for r in range(n - 1):
            for j in range(n // 2):
                a, b = ps[j], ps[n - 1 - j]
                w, bl = (a, b) if (r + cycle) % 2 == 0 else (b, a)
                x = rng.random() + (0.15 if w < bl else -0.15)
                res = Result.WIN if x > 0.6 else Result.LOSS if x < 0.3 else Result.DRAW
                recs[w].append(RoundRecord(RoundKind.GAME, bl, "w", res))
                recs[bl].append(RoundRecord(RoundKind.GAME, w, "b", res.reverse))
            ps = [ps[0], ps[-1]] + ps[1:-1]
    parts = [Participant(i, nm, rating=2000 - 50 * i) for i, nm in enumerate(names, 1)]
    return Tournament.build(parts, recs, pairing_system=PairingSystem.ROUND_ROBIN, name="Liga de invierno")


def data_for(spec) -> tuple[Tournament, dict]:
    """(tournament, extra settings) shown in each template."""
    if spec.kind == "round_robin":
        if spec.double:
            return made_up_double(spec.players), {}
        if spec.players == 6:
            return dataclasses.replace(seed000(), name="Seed 000 (AI Mario Zilli)"), {}
        if spec.players == 8:
            return read_trf(DATA / "realdata" / "vega_2025_junior_club_championship_rr" / "tournament.trf").tournament, \
                {"date": "2025-10-14"}
        return read_trf(DATA / "fide-generated" / "rr_s101_044_p10_2024.trf").tournament, {}
    if spec.players == 16:
        if spec.lang == "es":
            return seed002(), {}
        return read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament, {}
    if spec.players == 30:
        return read_trf(DATA / "fide-generated" / "swiss_s101_007_p30_r7_2024.trf").tournament, {}
    return read_trf(DATA / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf").tournament, \
        {"date": "2025-08-12"}


def categories(wb, lay, t: Tournament) -> None:
    """Example categories on the players sheet (every 3rd player under 12, every 5th a veteran)."""
    if "category" not in lay.extra_at:
        return
    ws_name, col = lay.extra_at["category"]
    ws = wb[ws_name]
    u12, vet = ("Sub-12", "Veteranos") if lay.spec.lang == "es" else ("U12", "Seniors")
    for i, p in enumerate(t.participants):
        cats = []
        if i % 3 == 2:
            cats.append(u12)
        if i % 5 == 4:
            cats.append(vet)
        ws.cell(row=FIRST_ROW + i, column=col, value=", ".join(cats) or None)


def main_sheet_only(src: Path, dst: Path, keep: str) -> None:
    """The computed copy (values, no formulas) with only the sheet ``keep``."""
    wb = load_workbook(src)
    for name in list(wb.defined_names):
        del wb.defined_names[name]
    for ws in list(wb.worksheets):
        if ws.title != keep:
            wb.remove(ws)
    wb.active = 0
    wb.save(dst)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="/tmp/xlt_render")
    ap.add_argument("--docs", default=str(ROOT / "docs"))
    ap.add_argument("--only", help="render only templates whose name contains this")
    ap.add_argument("--dpi", type=int, default=72)
    args = ap.parse_args()
    out = Path(args.out)
    for sub in ("filled", "computed", "pages", "main"):
        (out / sub).mkdir(parents=True, exist_ok=True)
    docs = Path(args.docs)
    docs.mkdir(parents=True, exist_ok=True)
    render = ROOT / "scripts" / "render_workbook.sh"
    import datetime as dt

    for spec, rel in standard_templates():
        if not rel.endswith(".xlsx"):
            continue
        name = rel.replace("/", "_")[: -len(".xlsx")]
        if args.only and args.only not in name:
            continue
        t, extra = data_for(spec)
        wb, lay = build_workbook(spec)
        date = dt.date.fromisoformat(extra["date"]) if "date" in extra else None
        fill_tournament(wb, lay, t, date=date)
        categories(wb, lay, t)
        filled = out / "filled" / f"{name}.xlsx"
        wb.save(filled)
        computed = out / "computed" / f"{name}.xlsx"
        report = compute(filled, computed)
        print("\n".join(report.lines()))
        if report.errors:
            print(f"ERRORS in {name}", file=sys.stderr)
        subprocess.run([str(render), str(computed), str(out / "pages"), str(args.dpi)], check=True,
                       stdout=subprocess.DEVNULL)
        main_xlsx = out / "main" / f"{name}.xlsx"
        main_sheet_only(computed, main_xlsx, lay.results_sheet)
        subprocess.run([str(render), str(main_xlsx), str(out / "main"), str(args.dpi)], check=True,
                       stdout=subprocess.DEVNULL)
        picture = docs / f"template_{name}.png"
        shutil.copy(out / "main" / f"{name}-1.png", picture)
        if shutil.which("pngquant"):  # a quarter of the size, same look (apt-get install pngquant)
            subprocess.run(["pngquant", "--quality", "60-90", "--force", "--output", str(picture), str(picture)],
                           check=False)
        print(f"docs/template_{name}.png")
    return 0


if __name__ == "__main__":
    sys.exit(main())
