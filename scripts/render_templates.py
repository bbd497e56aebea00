"""Fill every standard template with example data, let LibreOffice compute it through the
extension, and keep one small picture per template in docs/.

    python scripts/render_templates.py [--out /tmp/xlt_render] [--docs docs] [--only NAME]

For each template of ``workbook_templates/`` (the .xlsx ones; the .xlsm differ only by the
xlwings.conf sheet) it writes OUT/filled/<name>.xlsx (formulas, Excel's names, as
``from-trf`` writes them), opens it in a headless LibreOffice with the xl-tiebreaks
extension (the extension binds the formulas as it does when a person opens the file, Calc
computes them) and prints it: OUT/pages/<name>-N.png (every printed page, to look at) and
docs/template_<name>.png (the main sheet's first page; shrunk with pngquant when installed).
Every value LibreOffice computed is checked against ``xl-tiebreaks compute``
(OUT/computed/<name>.xlsx); a difference or an error cell stops the script. Needs
LibreOffice, python3-uno and poppler-utils (pdftoppm). Example data: seed 000 (round
robin of 6), seed 002 (Swiss of 6 in 3 rounds), FIDE's exercise and generated events, real
Vega events (tests/data), and a made-up double round robin; team templates: a real team
round robin (chess-results 769171, tests/data/teams) and a made-up team Swiss.
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
from xl_tiebreaks.team_templates import TeamTemplateSpec, fill_team_tournament  # noqa: E402
from xl_tiebreaks.templates import (  # noqa: E402
    FIRST_ROW, build_workbook, fill_tournament, save_workbook, standard_templates,
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


def chessresults_769171():
    """The real team round robin of tests/data/teams (6 teams x 3 boards, chess-results)."""
    import csv

    from xl_tiebreaks.teams import read_team_crosstable

    with open(DATA / "teams" / "chessresults_769171_crosstable.csv", encoding="utf-8") as f:
        rows = list(csv.reader(f))[1:]
    tt = read_team_crosstable([r[4:] for r in rows], names=[r[1] for r in rows]).tournament
    return dataclasses.replace(tt, name="Slovenian school team championship (chess-results 769171)")


_CLUBS = {
    "es": ["CA Alcázar", "Club Peón Pasado", "Enroque Largo", "Torre Blanca", "CA Gambito", "Alfil de Plata",
           "Caballo Negro", "Club Zugzwang", "Dama Roja", "CA Jaque Perpetuo", "Peón Doblado", "Club Tablas"],
    "en": ["Castle Rooks", "Passed Pawns", "Long Castlers", "White Tower", "Gambit Club", "Silver Bishops",
           "Black Knights", "Zugzwang CC", "Red Queens", "Perpetual Check", "Doubled Pawns", "Drawish CC"],
}


def made_up_team_swiss(lang: str, teams: int = 12, rounds: int = 5, boards: int = 4):
    """A team Swiss with made-up results (fixed seed): pairing by match points then game
    points, no rematches, colours of board 1 alternating."""
    from fractions import Fraction

    from xl_tiebreaks.teams import Team, TeamRecord, TeamTournament

    rng = random.Random(12)
    strength = {i: 2000 - 40 * i + rng.randint(-60, 60) for i in range(1, teams + 1)}
    mp = {i: 0 for i in strength}
    gp = {i: Fraction(0) for i in strength}
    met: dict[int, set[int]] = {i: set() for i in strength}
    last_col: dict[int, str] = {}
    recs: dict[int, list[TeamRecord]] = {i: [] for i in strength}

    def pair(pool: list[int]) -> list[tuple[int, int]] | None:
        """Top half against bottom half of each score group (as the Dutch system starts),
        the nearest other team when that is a rematch."""
        if not pool:
            return []
        a = pool[0]
        group = [x for x in pool if mp[x] == mp[a]]
        target = pool.index(group[len(group) // 2]) if len(group) > 1 else 1
        for b in sorted(pool[1:], key=lambda x: (mp[x] != mp[a], abs(pool.index(x) - target))):
            if b not in met[a]:
                rest = pair([x for x in pool[1:] if x != b])
                if rest is not None:
                    return [(a, b)] + rest
        return None

    for r in range(rounds):
        order = sorted(strength, key=lambda i: (-mp[i], -gp[i], i))
        for k, (a, b) in enumerate(pair(order) or []):
            ca = ("w" if k % 2 == 0 else "b") if r == 0 else "b" if last_col.get(a) == "w" else "w"
            if last_col.get(b) == ca and last_col.get(a) != ("b" if ca == "w" else "w"):
                ca = "b" if ca == "w" else "w"
            cb = "b" if ca == "w" else "w"
            pa = 0
            for _ in range(boards):
                x = rng.random() + (strength[a] - strength[b]) / 800
                pa += 2 if x > 0.62 else 0 if x < 0.30 else 1
            ga, gb = Fraction(pa, 2), Fraction(2 * boards - pa, 2)
            recs[a].append(TeamRecord(RoundKind.GAME, b, ca, ga))
            recs[b].append(TeamRecord(RoundKind.GAME, a, cb, gb))
            for x, y, g, h, c in ((a, b, ga, gb, ca), (b, a, gb, ga, cb)):
                gp[x] += g
                mp[x] += 2 if g > h else 1 if g == h else 0
                met[x].add(y)
                last_col[x] = c
    names = _CLUBS[lang][:teams]
    return TeamTournament.build([Team(i, names[i - 1]) for i in strength], recs, boards, total_rounds=rounds,
                                pairing_system=PairingSystem.SWISS,
                                name="Open de clubes por equipos" if lang == "es" else "Club team open")


def team_data_for(spec: TeamTemplateSpec):
    """The team event shown in each team template."""
    if spec.kind == "round_robin":
        return chessresults_769171()
    return made_up_team_swiss(spec.lang, spec.teams, spec.n_rounds, spec.boards)


def picture_name(spec, rel: str) -> str:
    """docs/template_<lang>_<name>.png; team templates: docs/template_<lang>_team_<...>.png."""
    name = rel.replace("/", "_")[: -len(".xlsx")]
    if isinstance(spec, TeamTemplateSpec):
        lang, base = name.split("_", 1)
        base = base.replace("team_", "").replace("liga_equipos_", "liga_").replace("suizo_equipos_", "suizo_")
        name = f"{lang}_team_{base}"
    return f"template_{name}.png"


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


def pdf_pages(pdf: Path, dpi: int) -> list[Path]:
    """The PDF's pages as PNG files beside it (pdftoppm, poppler-utils)."""
    stem = pdf.with_suffix("")
    for old in pdf.parent.glob(f"{stem.name}-*.png"):
        old.unlink()
    subprocess.run(["pdftoppm", "-png", "-r", str(dpi), str(pdf), str(stem)], check=True)
    return sorted(pdf.parent.glob(f"{stem.name}-*.png"))


def check_against_compute(name: str, cells: list, computed: Path) -> list[str]:
    """LibreOffice's value of every formula cell against what ``compute`` wrote."""
    from xl_tiebreaks.libreoffice.office import same_value

    wb = load_workbook(computed)
    problems = []
    for sheet, row, col, value, formula in cells:
        if isinstance(value, dict):
            problems.append(f"{name}: '{sheet}'!R{row}C{col} is {value['error']} in LibreOffice ({formula[:60]})")
            continue
        ours = wb[sheet].cell(row=row, column=col).value
        if not same_value(value, ours):
            problems.append(f"{name}: '{sheet}'!R{row}C{col}: LibreOffice {value!r}, compute {ours!r}")
    return problems


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
    if shutil.which("pdftoppm") is None:
        print("error: pdftoppm is missing (apt-get install poppler-utils)", file=sys.stderr)
        return 2
    import datetime as dt

    from xl_tiebreaks.libreoffice.office import Office

    problems: list[str] = []
    with Office() as office:
        for spec, rel in standard_templates():
            if not rel.endswith(".xlsx"):
                continue
            name = rel.replace("/", "_")[: -len(".xlsx")]
            if args.only and args.only not in name and args.only not in picture_name(spec, rel):
                continue
            if isinstance(spec, TeamTemplateSpec):
                tt = team_data_for(spec)
                wb, lay = build_workbook(dataclasses.replace(spec, boards=tt.boards))  # the event's boards
                fill_team_tournament(wb, lay, tt)
            else:
                wb, lay = build_workbook(spec)
                t, extra = data_for(spec)
                date = dt.date.fromisoformat(extra["date"]) if "date" in extra else None
                fill_tournament(wb, lay, t, date=date)
                categories(wb, lay, t)
            filled = out / "filled" / f"{name}.xlsx"
            save_workbook(wb, filled)
            computed = out / "computed" / f"{name}.xlsx"
            report = compute(filled, computed)
            if report.errors:
                problems += [f"{name}: {line}" for line in report.lines()[1:]]
            cells = office.load(filled, save_as=out / "pages" / f"{name}.pdf")
            problems += check_against_compute(name, cells, computed)
            pdf_pages(out / "pages" / f"{name}.pdf", args.dpi)
            office.load(filled, save_as=out / "main" / f"{name}.pdf", only_sheet=lay.results_sheet)
            first = pdf_pages(out / "main" / f"{name}.pdf", args.dpi)[0]
            picture = docs / picture_name(spec, rel)
            shutil.copy(first, picture)
            if shutil.which("pngquant"):  # a quarter of the size, same look (apt-get install pngquant)
                subprocess.run(["pngquant", "--quality", "60-90", "--force", "--output", str(picture), str(picture)],
                               check=False)
            print(f"docs/{picture.name}: {len(cells)} formula cells computed by LibreOffice")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
