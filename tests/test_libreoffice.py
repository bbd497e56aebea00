"""A real spreadsheet computes our formulas: headless LibreOffice Calc with the extension.

One LibreOffice for the whole session (a temporary profile, the extension installed with
``unopkg`` as ``xl-tiebreaks setup-libreoffice`` would), driven through UNO the way a
person's open goes: documents load hidden, the document events fire, the extension's job
binds the plain-name formulas, Calc computes. Documents are sent in batches, one fixture
per kind. Skipped, with the reason, where LibreOffice or its Python bridge is missing
(``.ci/run`` installs them: libreoffice-calc-nogui, python3-uno, libreoffice-dev).

What is checked:

* every public corpus event (FIDE-generated, real events) through ``from-trf``: each
  formula cell as LibreOffice computes it equals what ``compute`` writes; the file saved by
  LibreOffice, turned back into Excel's names, computes to the same values;
* every template (individual and team, es/en, .xlsx/.xlsm) filled with corpus events and
  the seeds' tables, and the empty shipped templates, likewise;
* formulas typed into a blank sheet (``=BUCHHOLZ(C4:K19;"FIDE";1)``,
  ``=PUNTOS(C4:K19;;"reglas=FIDE2024; sistema=suizo")``), English and Spanish names, give
  the core's values on the corpus events; errors show their one-line message;
* ``compute --engine libreoffice`` and the offline evaluator agree;
* the Function Wizard lists every function with its arguments and help.
"""

from __future__ import annotations

import dataclasses
import importlib.util
import os
import re
import shutil
import zipfile
from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.libreoffice.names import PREFIX, convert_workbook
from xl_tiebreaks.libreoffice.office import Office, same_value, unavailable_reason

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(
    REASON is not None,
    reason=f"LibreOffice tests skipped: {REASON} (.ci/run installs libreoffice-calc-nogui python3-uno libreoffice-dev)")

GENERATED = sorted((DATA / "fide-generated").glob("*.trf"))
REALDATA = sorted((DATA / "realdata").glob("*/tournament.trf"))
CORPUS = GENERATED + REALDATA


def _event_id(trf: Path) -> str:
    return trf.parent.name if trf.name == "tournament.trf" else trf.stem


@pytest.fixture(scope="session")
def office():
    """One headless LibreOffice with the extension for the session, on a profile whose locale
    setting is English (United States), whatever this machine's is."""
    with Office(locale="en-US") as o:
        yield o


@pytest.fixture(scope="session")
def shared_dir(tmp_path_factory):
    """A folder the office can read and write (it may run as another user than the tests)."""
    d = tmp_path_factory.mktemp("libreoffice")
    os.chmod(d, 0o777)
    return d


def _computed_values(path: Path, out: Path) -> dict:
    """What ``compute`` writes, cell by cell: {(sheet, row, col): value}."""
    from openpyxl import load_workbook

    from xl_tiebreaks.workbook.compute import compute

    report = compute(path, out)
    wb = load_workbook(out)
    vals = {}
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if c.value is not None:
                    vals[(ws.title, c.row, c.column)] = c.value
    return {"values": vals, "report": report}


@pytest.fixture(scope="session")
def computed_of(tmp_path_factory):
    """``compute``'s values of a workbook, computed once per workbook in the session."""
    cache: dict = {}

    def get(path: Path) -> dict:
        if path not in cache:
            out = tmp_path_factory.mktemp("computed") / ("computed" + path.suffix)
            cache[path] = _computed_values(path, out)
        return cache[path]

    return get


def _differences(cells: list, computed: dict) -> list:
    out = []
    for sheet, row, col, value, formula in cells:
        lo = value["error"] if isinstance(value, dict) else value
        ours = computed.get((sheet, row, col))
        if not same_value(lo, ours):
            out.append((sheet, row, col, lo, ours, formula[:90]))
    return out


def _our_cells(cells: list) -> list:
    return [c for c in cells if PREFIX in c[4]]


def _load_batch(office, items: dict, *, save: bool) -> dict:
    """items: key -> workbook path; each loaded (and saved back as .xlsx by LibreOffice)."""
    out = {}
    for key, path in items.items():
        saved = path.with_name(path.stem + "_saved_by_libreoffice" + path.suffix) if save else None
        out[key] = {"path": path, "cells": office.load(path, save_as=saved), "saved": saved,
                    "seconds": dict(office.last_seconds)}
    return out


# ---------------------------------------------------------------------------------------------
# (a) every public corpus event through from-trf


@pytest.fixture(scope="session")
def corpus_run(office, shared_dir):
    from xl_tiebreaks.cli import main

    items = {}
    for i, trf in enumerate(CORPUS):
        path = shared_dir / f"corpus_{_event_id(trf)}.xlsx"
        assert main(["from-trf", str(trf), "-o", str(path), "--lang", ("es", "en")[i % 2]]) == 0
        items[_event_id(trf)] = path
    return _load_batch(office, items, save=True)


@pytest.mark.parametrize("trf", CORPUS, ids=[_event_id(t) for t in CORPUS])
def test_corpus_event_computes_in_libreoffice_as_compute_writes(corpus_run, computed_of, trf):
    run = corpus_run[_event_id(trf)]
    cells = run["cells"]
    ours = _our_cells(cells)
    # the file has Excel's plain names; the extension's job bound every one of them on open
    assert ours, "no formula bound to the extension"
    with zipfile.ZipFile(run["path"]) as z:
        xml = "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/"))
    assert PREFIX not in xml
    assert not [c for c in cells if isinstance(c[3], dict)], [c for c in cells if isinstance(c[3], dict)][:3]
    computed = computed_of(run["path"])
    assert not computed["report"].errors
    assert _differences(cells, computed["values"]) == []
    numbers = [c[3] for c in ours if isinstance(c[3], float)]
    assert len(numbers) >= 4 * 3, "too few numbers computed to mean anything"


@pytest.mark.parametrize("trf", CORPUS, ids=[_event_id(t) for t in CORPUS])
def test_corpus_event_saved_by_libreoffice_reads_back_in_compute(corpus_run, computed_of, trf, tmp_path):
    """LibreOffice saves the internal names (Excel cannot read them); convert-names gives
    Excel's names back and compute reads the file to the same values."""
    run = corpus_run[_event_id(trf)]
    with zipfile.ZipFile(run["saved"]) as z:
        xml = "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/"))
    assert PREFIX in xml  # what LibreOffice 7.4 writes
    back = tmp_path / "for_excel.xlsx"
    assert convert_workbook(run["saved"], back, "excel") > 0
    with zipfile.ZipFile(back) as z:
        xml = "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/"))
    assert PREFIX not in xml
    original = computed_of(run["path"])["values"]
    again = _computed_values(back, tmp_path / "b.xlsx")
    assert not again["report"].errors
    # every cell LibreOffice computed has the same value after the round trip
    diffs = [(k, original.get(k), again["values"].get(k)) for k in ((c[0], c[1], c[2]) for c in run["cells"])
             if not same_value(original.get(k), again["values"].get(k))]
    assert diffs == []
    # and the file saved by LibreOffice reads as it is too (no conversion): every reader accepts both
    # forms (a sample of the events, to keep the time down: the conversion is what differs)
    if CORPUS.index(trf) % 8 == 0:
        direct = _computed_values(run["saved"], tmp_path / "c.xlsx")["values"]
        assert all(same_value(original.get(k), direct.get(k)) for k in ((c[0], c[1], c[2]) for c in run["cells"]))


def test_readers_take_a_workbook_saved_by_libreoffice(corpus_run, tmp_path):
    """standings and to-trf read the LibreOffice-saved file (internal names) as the original."""
    from xl_tiebreaks.cli import main

    run = corpus_run["vega_2025_koshnitsky_cup"]
    for src, tag in ((run["path"], "a"), (run["saved"], "b")):
        assert main(["standings", str(src), "--format", "csv", "-o", str(tmp_path / f"{tag}.csv")]) == 0
        assert main(["to-trf", str(src), "-o", str(tmp_path / f"{tag}.trf")]) == 0
    a = (tmp_path / "a.csv").read_text().splitlines()
    b = (tmp_path / "b.csv").read_text().splitlines()
    assert a[1:] == b[1:]  # the first line names the file
    assert (tmp_path / "a.trf").read_text() == (tmp_path / "b.trf").read_text()


# ---------------------------------------------------------------------------------------------
# (b) every template, filled, and the shipped empty ones


def _render_module():
    spec = importlib.util.spec_from_file_location("render_templates", ROOT / "scripts" / "render_templates.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _filled(spec, rel: str):
    """The template ``rel`` filled with the event README's pictures show: (workbook, layout)."""
    import datetime as dt

    from xl_tiebreaks.templates import TeamTemplateSpec, fill_team_tournament
    from xl_tiebreaks.templates import build_workbook, fill_tournament

    render = _render_module()
    vba = rel.endswith(".xlsm")
    if isinstance(spec, TeamTemplateSpec):
        tt = render.team_data_for(spec)
        wb, lay = build_workbook(dataclasses.replace(spec, boards=tt.boards), vba=vba)
        fill_team_tournament(wb, lay, tt)
    else:
        wb, lay = build_workbook(spec, vba=vba)
        t, extra = render.data_for(spec)
        fill_tournament(wb, lay, t, date=dt.date.fromisoformat(extra["date"]) if "date" in extra else None)
        render.categories(wb, lay, t)
        render.prizes(wb, lay, t)  # the prize sheet computed too
    return wb, lay


@pytest.fixture(scope="session")
def template_run(office, shared_dir):
    from xl_tiebreaks.templates import save_workbook, standard_templates

    items = {}
    for spec, rel in standard_templates():
        wb, _lay = _filled(spec, rel)
        path = shared_dir / ("filled_" + rel.replace("/", "_"))
        save_workbook(wb, path)
        items["filled/" + rel] = path
    for p in sorted((ROOT / "workbook_templates").glob("*/*.xlsx")):
        copy = shared_dir / f"empty_{p.parent.name}_{p.name}"
        shutil.copy(p, copy)
        items["empty/" + p.parent.name + "/" + p.name] = copy
    return _load_batch(office, items, save=False)


def _template_keys():
    from xl_tiebreaks.templates import standard_templates

    keys = ["filled/" + rel for _s, rel in standard_templates()]
    keys += ["empty/" + p.parent.name + "/" + p.name for p in sorted((ROOT / "workbook_templates").glob("*/*.xlsx"))]
    return keys


@pytest.mark.parametrize("key", _template_keys())
def test_template_computes_in_libreoffice_as_compute_writes(template_run, key, tmp_path):
    run = template_run[key]
    cells = run["cells"]
    assert _our_cells(cells), "no formula bound to the extension"
    assert not [c for c in cells if isinstance(c[3], dict)], [c for c in cells if isinstance(c[3], dict)][:3]
    computed = _computed_values(run["path"], tmp_path / ("computed" + run["path"].suffix))
    assert _differences(cells, computed["values"]) == []
    if key.startswith("filled/"):
        assert sum(isinstance(c[3], float) for c in _our_cells(cells)) >= 12
    else:  # an empty template: nothing computed, no 0 points, no rank 1 for everybody (trial, 8)
        shown = [c[:4] for c in _our_cells(cells) if c[3] not in ("", None)]
        assert shown == [], shown[:5]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")
def test_templates_print_as_the_formats_say(office, shared_dir):
    """What a person prints from LibreOffice: a filled Swiss (Spanish locale not needed: the
    values are read from the PDF's text) shows SB with two decimals, BH with one, DE blank
    where it separates nobody, no column for an unused tie-break slot, on the rounds sheet and
    on the standings (whose codes come from our array formula: the conditional formats must
    follow them once the extension has computed them)."""
    import subprocess

    from xl_tiebreaks.templates import TemplateSpec, build_workbook, fill_tournament, save_workbook
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament
    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang="en"))
    fill_tournament(wb, lay, t)
    path = shared_dir / "print_formats.xlsx"
    save_workbook(wb, path)
    for sheet in (lay.results_sheet, lay.sheets["standings"]):
        pdf = shared_dir / f"print_formats_{sheet}.pdf"
        office.load(path, save_as=pdf, only_sheet=sheet)
        text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True,
                              check=True).stdout
        head = next(line for line in text.splitlines() if "BH-C1" in line and "WIN" in line)
        assert head.split()[-5:] == ["BH-C1", "BH", "SB", "DE", "WIN"], head  # no sixth, unused column
        rows = [line.split() for line in text.splitlines() if line.split()[-1:] and line.split()[-1].isdigit()
                and len(line.split()) > 6]
        values = [r[-4:] for r in rows]  # BH-C1 BH SB WIN (DE blank: nobody separated in this event)
        assert len(values) == 16, text
        for bhc1, bh, sb, win in values:
            assert re.fullmatch(r"\d+\.\d", bhc1) and re.fullmatch(r"\d+\.\d", bh), (bhc1, bh)
            assert re.fullmatch(r"\d+\.\d\d", sb) and win.isdigit(), (sb, win)


def test_template_written_with_libreoffice_names_computes_without_the_job(office, shared_dir, tmp_path):
    """template --libreoffice: the internal names bind on import (no rebind needed) and the
    values are those of the plain-name template."""
    from xl_tiebreaks.cli import main

    plain, lo = shared_dir / "tpl_plain.xlsx", shared_dir / "tpl_lo.xlsx"
    trf = DATA / "fide-generated" / "swiss_s101_007_p30_r7_2024.trf"
    assert main(["from-trf", str(trf), "-o", str(plain), "--lang", "en"]) == 0
    assert main(["from-trf", str(trf), "-o", str(lo), "--lang", "en", "--libreoffice"]) == 0
    with zipfile.ZipFile(lo) as z:
        assert PREFIX in "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/worksheets/"))
    a = {tuple(c[:3]): c[3] for c in office.load(plain)}
    b = {tuple(c[:3]): c[3] for c in office.load(lo)}
    assert a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    # and our own evaluator reads the LibreOffice-only file too
    computed = _computed_values(lo, tmp_path / "c.xlsx")["values"]
    assert all(same_value(v, computed.get(k)) for k, v in b.items())


# ---------------------------------------------------------------------------------------------
# (b2) a template with a mistake in it: the message, once, where the organiser looks

ERROR_TEMPLATES = ["es/liga_6_jugadores.xlsx", "es/suizo_16_jugadores_5_rondas.xlsx", "en/round_robin_6_players.xlsx",
                   "en/swiss_16_players_5_rounds.xlsx", "es/liga_equipos_6_equipos_4_tableros.xlsx",
                   "en/team_swiss_12_teams_5_rounds_4_boards.xlsx"]
#: what is broken: (defined name of the range, (row, column) in it, the value typed there)
MISTAKES = {
    "rating": (("Elos", "PlayerRatings"), (0, 0), "1.900"),        # a thousands point: a text, not a rating
    "result": (("Resultados", "Results"), (1, 0), "zz"),
    "setting": (("Configuracion", "EventSettings"), (0, 1), "FIDE2099"),  # the rules row
}
#: team events have no ratings range (test_team_templates_have_no_ratings_to_break)
TEAM_ERROR_TEMPLATES = ["es/liga_equipos_6_equipos_4_tableros.xlsx", "en/team_swiss_12_teams_5_rounds_4_boards.xlsx"]
ERROR_CASES = [(rel, mistake) for rel in ERROR_TEMPLATES for mistake in MISTAKES
               if not (rel in TEAM_ERROR_TEMPLATES and mistake == "rating")]


def _broken(spec, rel: str, mistake: str, folder: Path) -> Path | None:
    from openpyxl.utils import range_boundaries

    from xl_tiebreaks.templates import save_workbook

    wb, _lay = _filled(spec, rel)
    names, (dr, dc), typed = MISTAKES[mistake]
    name = next((n for n in names if n in wb.defined_names), None)
    if name is None:  # team events have no ratings
        return None
    sheet, ref = next(iter(wb.defined_names[name].destinations))
    c1, r1, _c2, _r2 = range_boundaries(ref.replace("$", ""))
    wb[sheet].cell(row=r1 + dr, column=c1 + dc, value=typed)
    path = folder / f"broken_{mistake}_{rel.replace('/', '_')}"
    save_workbook(wb, path)
    return path


@pytest.fixture(scope="session")
def error_run(office, shared_dir):
    from xl_tiebreaks.templates import standard_templates

    items = {}
    for spec, rel in standard_templates():
        for mistake in MISTAKES:
            if (rel, mistake) in ERROR_CASES:
                path = _broken(spec, rel, mistake, shared_dir)
                assert path is not None, (rel, mistake)
                items[(rel, mistake)] = path
    assert sorted(items) == sorted(ERROR_CASES)
    return _load_batch(office, items, save=False)


def test_team_templates_have_no_ratings_to_break(tmp_path):
    """The (template, mistake) pairs left out of ERROR_CASES: a team template has no ratings
    range (defined name Elos / PlayerRatings), so there is no rating to mistype."""
    from xl_tiebreaks.templates import standard_templates

    specs = {rel: spec for spec, rel in standard_templates()}
    assert set(TEAM_ERROR_TEMPLATES) <= set(ERROR_TEMPLATES)
    for rel in ERROR_TEMPLATES:
        missing = _broken(specs[rel], rel, "rating", tmp_path) is None
        assert missing == (rel in TEAM_ERROR_TEMPLATES), rel


def _arrays(path: Path) -> list[tuple[str, list[tuple[int, int]]]]:
    """Our functions' array formulas in the workbook: (sheet, cells row by row, first first)."""
    from openpyxl import load_workbook
    from openpyxl.utils import range_boundaries
    from openpyxl.worksheet.formula import ArrayFormula

    from xl_tiebreaks.libreoffice.names import function_names

    names = set(function_names())
    out = []
    for ws in load_workbook(path).worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, ArrayFormula) and any(f"{n}(" in c.value.text for n in names):
                    c1, r1, c2, r2 = range_boundaries(c.value.ref)
                    out.append((ws.title, [(r, k) for r in range(r1, r2 + 1) for k in range(c1, c2 + 1)]))
    return out


def _after_error_code(w):
    for code in ("#VALUE! ", "#¡VALOR! "):
        if isinstance(w, str) and w.startswith(code):
            return w[len(code):]
    return w


def _same_message(function_said, compute_wrote) -> bool:
    """The same message, placed by the function in its range (``fila 3, columna 3 (...)``) and
    by ``compute`` on the sheet (``Jugadores!C7 (nº 3, ...)``)."""
    if not (isinstance(function_said, str) and isinstance(compute_wrote, str)):
        return False
    place, _, own = compute_wrote.partition(": ")
    return "!" in place and own != "" and (function_said == own or function_said.endswith(": " + own))


@pytest.mark.parametrize("rel,mistake", ERROR_CASES, ids=[f"{r}-{m}" for r, m in ERROR_CASES])
def test_a_mistake_shows_its_message_once_where_the_organiser_looks(error_run, rel, mistake, tmp_path):
    """A bad rating, result or setting in a template: every array formula of ours that needs
    it shows the one-line message in its first cell (each tie-break column in its own), in the
    workbook's language, every other cell of the array empty; no Err:5xx, #VALUE! or #N/A in any
    cell; and the same cells as classic Excel's and the offline evaluator's (``compute``, which
    writes Excel's #VALUE! before the message: xlwings Lite raises it)."""
    run = error_run[(rel, mistake)]
    cells = run["cells"]
    assert not [c for c in cells if isinstance(c[3], dict)], [c for c in cells if isinstance(c[3], dict)][:3]
    value = {(sh, r, c): v for sh, r, c, v, _f in cells}
    computed = _computed_values(run["path"], tmp_path / "computed.xlsx")["values"]
    said = set()
    arrays = _arrays(run["path"])
    for sheet, spots in arrays:
        got = [value[(sheet, r, k)] for r, k in spots]
        first = got[0]
        if isinstance(first, str) and first and not any(isinstance(v, float) for v in got):
            if len(spots) > 1 or first not in ("Rank", "Puesto"):
                said.add(first)
                assert set(got[1:]) <= {""}, (sheet, spots[0], got[:4])
        # classic Excel shows what LibreOffice shows; the offline evaluator the same message after
        # "#VALUE! " (Spanish Excel: "#¡VALOR! "), its place named as the sheet's cell
        want = [computed.get((sheet, r, k)) for r, k in spots]
        want = [_after_error_code(w) for w in want]
        if set(got) == {""} and want[0] and not any(want[1:]):
            # an unused tie-break slot (no code above it) stays empty where the cell shows messages;
            # xlwings Lite raises through INDEX, so there the evaluator writes the error in it too
            assert value.get((sheet, spots[0][0] - 1, spots[0][1])) == "", (sheet, spots[0])
            continue
        assert all(same_value(a, b) or _same_message(a, b) for a, b in zip(got, want)), \
            (sheet, spots[0], got[:3], want[:3])
    typed = MISTAKES[mistake][2]
    assert said, "no message"
    for msg in said:  # what was typed, where (a function given the names names the player too)
        assert typed in msg and "\n" not in msg and "Traceback" not in msg and "internal" not in msg.lower(), msg
        spanish = any(w in msg for w in (" no es ", " no está ", "desconocidas"))
        english = any(w in msg for w in (" is not ", " is neither ", "unknown"))
        assert (spanish and not english) if rel.startswith("es/") else (english and not spanish), msg
    shown = sum(1 for sheet, spots in arrays if value[(sheet,) + spots[0]] in said)
    unused = sum(1 for sheet, spots in arrays if {value[(sheet, r, k)] for r, k in spots} == {""}
                 and value.get((sheet, spots[0][0] - 1, spots[0][1])) == "")
    if mistake != "rating":  # nothing can be computed: every array says it (an unused slot stays empty)
        assert shown == len(arrays) - unused and unused <= 2
    else:  # the points need no rating; the tie-breaks and the standings do
        assert 0 < shown < len(arrays)


# ---------------------------------------------------------------------------------------------
# (c) formulas typed into a blank sheet


RR_CODES = ["PTS", "DE", "SB", "WIN", "KS", "BH", "WON", "ARO", "TPR"]
SWISS_CODES = ["PTS", "BH/C1", "BH", "SB", "WIN", "WON", "BPG", "PS", "FB", "ARO", "TPR", "AOB"]

# (code, English formula, Spanish formula); {r} the results range, {k} the ratings, {s} settings
TYPED = [
    ("PTS", "=POINTS({r};;{s})", "=PUNTOS({r};;{s})"),
    ("BH/C1", '=BUCHHOLZ({r};"FIDE";1;;;{s})', '=BUCHHOLZ({r};"FIDE";1;;;{s})'),
    ("BH", "=BUCHHOLZ({r};;;;;{s})", "=BUCHHOLZ({r};;;;;{s})"),
    ("SB", "=SONNEBORN_BERGER({r};;;;{s})", "=SONNEBORN_BERGER({r};;;;{s})"),
    ("WIN", "=WINS({r};;{s})", "=VICTORIAS({r};;{s})"),
    ("WON", "=GAMES_WON({r};;{s})", "=PARTIDAS_GANADAS({r};;{s})"),
    ("BPG", "=BLACK_GAMES({r};;{s})", "=PARTIDAS_NEGRAS({r};;{s})"),
    ("PS", "=PROGRESSIVE({r};;;{s})", "=PROGRESIVO({r};;;{s})"),
    ("FB", "=FORE_BUCHHOLZ({r};;;;{s})", "=BUCHHOLZ_PREVIO({r};;;;{s})"),
    ("KS", "=KOYA({r};;;{s})", "=KOYA({r};;;{s})"),
    ("AOB", "=AOB({r};;;{s})", "=BUCHHOLZ_MEDIO_RIVALES({r};;;{s})"),
    ("ARO", "=ARO({r};{k};;;{s})", "=ELO_MEDIO_RIVALES({r};{k};;;{s})"),
    ("TPR", "=TPR({r};{k};;{s})", "=RENDIMIENTO({r};{k};;{s})"),
    ("DE", '=INDEX(TIEBREAKS({r};"PTS DE";{k};{s});0;2)', '=INDEX(DESEMPATES({r};"PTS DE";{k};{s});0;2)'),
    # an edition chosen in the function (English) or in the settings text (the example)
    ("BH@FIDE2024", '=BUCHHOLZ({r};"FIDE2024";;;;{s})', "=BUCHHOLZ({r};;;;;{s2024})"),
    ("PTS@FIDE2024", "=POINTS({r};;{s})", "=PUNTOS({r};;{s2024})"),
]


def _typed_sheet(trf: Path):
    """The event laid out on a blank sheet as an organiser would: results from C4, ratings in
    column B, settings as text (Spanish keys) and as a range (English keys, columns A:B below
    the results); then per tie-break an English and a Spanish array formula over the players'
    rows, and one-cell formulas with the player argument, typed as in Calc's input line."""
    from xl_tiebreaks.layouts import crosstable_cells, swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(trf).tournament
    rr = t.resolved_pairing_system()[0].value == "round_robin"
    grid = crosstable_cells(t) if rr else swiss_grid_cells(t)
    n, width = len(grid), max(len(r) for r in grid)
    data = [[None] * (2 + width) for _ in range(3)]
    for p, row in zip(t.participants, grid):
        data.append([p.start_no, p.rating] + list(row) + [None] * (width - len(row)))
    first, last = 4, 3 + n
    results = f"$C${first}:${_col(2 + width)}${last}"
    ratings = f"$B${first}:$B${last}"
    pab = t.score_system.pab if t.score_system.pab is not None else t.score_system.win
    system_en, system_es = ("round robin", "todos contra todos") if rr else ("swiss", "suizo")
    settings_rows = [["system", system_en], ["rounds", t.rounds_announced], ["bye", float(pab)]]
    settings_rows += [["date", t.start_date.isoformat()]] if t.start_date else []
    s_first = last + 2
    data.append([None])
    data += [list(r) for r in settings_rows]
    settings_range = f"$A${s_first}:$B${s_first + len(settings_rows) - 1}"
    settings_text = (f'"sistema={system_es}; rondas={t.rounds_announced}; libre={float(pab)}'
                     + (f'; fecha={t.start_date.isoformat()}"' if t.start_date else '"'))
    settings_2024 = '"reglas=FIDE2024; ' + settings_text[1:]
    codes = RR_CODES if rr else SWISS_CODES
    formulas, expect = [], []
    col = 4 + width
    for code, en, es in TYPED:
        if code.split("@")[0] not in codes:
            continue
        for lang, text, s in (("en", en, settings_range), ("es", es, settings_text)):
            f = text.format(r=results, k=ratings, s=s, s2024=settings_2024)
            ref = f"{_col(col)}{first}:{_col(col)}{last}"
            formulas.append([ref, f, False, True])  # Ctrl+Shift+Enter over the players' rows
            expect.append((code, lang, None))
            col += 1
            for k in (0, n - 1):  # one cell, the player argument added, as typed in the input line
                one = _with_player(f, code, t.participants[k].start_no)
                if one:
                    formulas.append([f"{_col(col)}{first + k}", one, True, False])
                    expect.append((code, lang, t.participants[k].start_no))
            col += 1
    return t, rr, codes, data, formulas, expect


# where the player argument goes (its position among the arguments, from 0)
_PLAYER_AT = {"PTS": 1, "BH/C1": 4, "BH": 4, "SB": 3, "WIN": 1, "WON": 1, "BPG": 1, "PS": 2, "FB": 3, "KS": 2,
              "AOB": 2, "ARO": 3, "TPR": 2}


def _with_player(formula: str, code: str, sn: int) -> str | None:
    at = _PLAYER_AT.get(code.split("@")[0])
    if at is None:
        return None
    head, args = formula[:-1].split("(", 1)
    parts = _split_args(args)
    parts[at] = str(sn)
    return head + "(" + ";".join(parts) + ")"


def _split_args(text: str) -> list[str]:
    out, depth, cur, quoted = [], 0, "", False
    for ch in text:
        if ch == '"':
            quoted = not quoted
        if not quoted and ch == "(":
            depth += 1
        if not quoted and ch == ")":
            depth -= 1
        if ch == ";" and depth == 0 and not quoted:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


def _col(n: int) -> str:
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


@pytest.fixture(scope="session")
def typed_run(office):
    out = {}
    for trf in CORPUS:
        t, rr, codes, data, formulas, expect = _typed_sheet(trf)
        values = office.request("typed", data=data, formulas=formulas)["values"]
        out[_event_id(trf)] = (t, rr, codes, formulas, expect, values)
    return out


@pytest.mark.parametrize("trf", CORPUS, ids=[_event_id(t) for t in CORPUS])
def test_typed_formulas_give_the_core_values(typed_run, trf):
    from xl_tiebreaks.standings import compute_standings

    t, rr, codes, formulas, expect, values = typed_run[_event_id(trf)]
    system = "round_robin" if rr else "swiss"
    refs = {None: compute_standings(t, " ".join(codes), pairing_system=system),
            "FIDE2024": compute_standings(t, " ".join(codes), pairing_system=system, rules="FIDE2024")}
    checked = 0  # cells compared, one by one
    assert len(values) == len(formulas) == len(expect)
    for (ref_cell, text, local, array), (code, lang, player), (got, stored) in zip(formulas, expect, values):
        assert stored.startswith("{=" if array else "=") and PREFIX in stored, (text, stored)
        rows = got if array else [[got]]
        players = [p.start_no for p in t.participants] if player is None else [player]
        assert len(rows) == len(players), (text, rows)
        for i, (sn, row) in enumerate(zip(players, rows)):
            v = row[0] if isinstance(row, list) else row
            base, _, rules = code.partition("@")
            want = refs[rules or None].value(sn, base)
            if want is None:
                unrated = [p.start_no for p in t.participants if not p.rating]
                if v != "" and unrated:  # C.07 art. 10: undefined for everybody; the cell says why (Excel too)
                    said = TiebreakError("tb_unrated_players", text=base, count=len(unrated),
                                         players=", ".join(map(str, unrated))).message(lang)
                    assert v == said, (code, lang, sn, v, text)
                    rest = [r[0] if isinstance(r, list) else r for r in rows[i + 1:]]
                    assert set(rest) <= {""}, (code, lang, text, rest)  # said once, the rest empty
                    checked += 1 + len(rest)
                    break
                assert v == "", (code, lang, sn, v, text)
            else:
                assert isinstance(v, float), (code, lang, sn, v, text)
                assert Fraction(v).limit_denominator(10**6) == want, (code, lang, sn, v, want, text)
            checked += 1
    # every cell of every formula typed, and nothing else, counted
    assert checked == sum(len(t.participants) if player is None else 1 for _code, _lang, player in expect)
    assert checked >= 2 * len(t.participants) * (len(codes) - 2)


def test_typed_errors_show_the_one_line_message(office):
    """A bad range gives the same one-line message as in classic Excel, as the cell's text,
    in the function's language (a raised exception would show #VALUE! without a word)."""
    from xl_tiebreaks import udfs

    bad = [["2w1", "3b½"], ["41b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
    good = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
    fns = {i.name: i.fn for i in udfs.REGISTRY}
    got = office.typed([b + [None] + g for b, g in zip(bad, good)],
                       [("G1", "=BUCHHOLZ(A1:B4)", True), ("G2", "=PUNTOS(A1:B4)", True),
                        ("G3", '=BUCHHOLZ(D1:E4;"FIDE2099")', True), ("G4", "=TIEBREAK(D1:E4;\"XYZ\")", True),
                        ("G5", '=POINTS(A1:B4;;"idioma=es")', True)])

    def excel(name, *args):  # classic xlwings shows the message in the cell; xlwings Lite raises it
        try:
            return fns[name](*args)[0][0]
        except ValueError as e:
            return str(e)

    want = [excel("BUCHHOLZ", bad), excel("PUNTOS", bad), excel("BUCHHOLZ", good, "FIDE2099"),
            excel("TIEBREAK", good, "XYZ"), excel("POINTS", bad, None, "idioma=es")]
    assert [v for v, _f in got] == want
    assert "41" in want[0] and "row 2" in want[0]
    assert "fila 2" in want[1] and "fila 2" in want[4]
    assert "FIDE2099" in want[2] and "XYZ" in want[3]


# every function typed with a mistake in its range: data from A1 (see _MISTAKE_SHEET)
_BAD = [["2w1", "3b½"], ["41b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
_GOOD = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
_TEAM_BAD = [["2w2.5", "3b3"], ["41b1.5", "4w2"], ["4w1", "1w1"], ["3b3", "2b2"]]
_TEAM_GOOD = [["2w2.5", "3b3"], ["1b1.5", "4w2"], ["4w1", "1w1"], ["3b3", "2b2"]]
#: per argument key: (the range or literal in the formula, its value for an in-process call)
_TYPED_ARGS = {
    "ratings": ("$G$1:$G$4", ((2100.0,), (2000.0,), (1900.0,), (1800.0,))),
    "names": ("$H$1:$H$4", (("Ana",), ("Bea",), ("Carla",), ("Dora",))),
    "categories": ("$I$1:$I$4", (("Sub-12",), ("",), ("Sub-12",), ("",))),
    "codes": ("$J$1:$J$4", (("PTS",), ("BH",), ("",), ("SB",))),
    "team_codes": ("$K$1:$K$4", (("MP",), ("GP",), ("BH:MP",), ("",))),
    "category": ('"Sub-12"', "Sub-12"),
    "code": ('"BH"', "BH"),
    "prizes": ("$Q$1:$S$2", (("General", 1.0, 100.0), ("General", 2.0, 50.0))),  # the prize functions' table
}
_VARIABLE = {"TIEBREAK_DETAIL", "TOURNAMENT_CHECK"}


def _mistake_sheet():
    data = []
    for i in range(4):
        row = _BAD[i] + [None, None] + _GOOD[i]  # A:B bad, E:F good, then G:K
        row += [_TYPED_ARGS[k][1][i][0] or None for k in ("ratings", "names", "categories", "codes", "team_codes")]
        row += _TEAM_BAD[i] + [None] + _TEAM_GOOD[i]  # L:M bad, O:P good
        row += [x if isinstance(x, str) else int(x) for x in _TYPED_ARGS["prizes"][1][i]] if i < 2 else []  # Q:S
        data.append(row)
    return data


def _typed_call(info, bad: bool, *, team: bool, check: bool) -> tuple[str, tuple]:
    """(formula text, Calc's arguments for an in-process call) of ``info`` with the bad or the
    good range (TOURNAMENT_CHECK: a bad setting, its range's mistakes being its findings)."""
    parts, args = [], []
    grid = (_TEAM_BAD if bad else _TEAM_GOOD) if team else (_BAD if bad else _GOOD)
    for p in info.params:
        if p.key == "results":
            ref = ("$L$1:$M$4" if bad and not check else "$O$1:$P$4") if team else \
                ("$A$1:$B$4" if bad and not check else "$E$1:$F$4")
            parts.append(ref)
            args.append(tuple(map(tuple, _GOOD if check else grid)))
        elif p.key == "player" and info.twin in ("TIEBREAK_DETAIL", "PLAYER_PRIZE"):
            parts.append("1")
            args.append(1.0)
        elif p.key == "settings" and check and bad:
            parts.append('"win=mucho"')
            args.append("win=mucho")
        elif p.key in _TYPED_ARGS:
            parts.append(_TYPED_ARGS[p.key][0])
            args.append(_TYPED_ARGS[p.key][1])
        else:
            parts.append("")
            args.append(None)
    while parts and parts[-1] == "":
        parts.pop()
    return f"={info.name}({';'.join(parts)})", tuple(args)


def test_every_function_typed_with_a_mistake_shows_its_message_once(office):
    """Every function, English and Spanish names, typed in a blank sheet with a mistake in its
    range (an opponent 41 in a table of 4): entered in one cell, the cell shows the one-line
    message; entered as an array over the cells its right answer fills (Ctrl+Shift+Enter),
    the first cell shows it and every other cell is empty (a column of TIEBREAKS says it in
    its own first cell, an unused slot stays empty); never Err:5xx, #VALUE! or #N/A. The
    message is the function's language's; a name both languages share speaks LibreOffice's
    (English here). TIEBREAK_DETAIL and TOURNAMENT_CHECK answer as many rows as they find:
    typed over the two rows of their error answer."""
    from xl_tiebreaks import udfs
    from xl_tiebreaks.libreoffice import calc_args

    formulas, expect, row = [], [], 12
    for info in udfs.REGISTRY:
        if not info.params or info.same_name:
            continue
        team = info.params[-1].key == "team_settings"
        check = info.twin == "TOURNAMENT_CHECK"
        text, good = _typed_call(info, False, team=team, check=check)
        bad_text, bad_args = _typed_call(info, True, team=team, check=check)
        right = calc_args.call(info, good)
        h, w = (2, len(right[0])) if info.twin in _VARIABLE else (len(right), len(right[0]))
        formulas.append([f"R{row}:{_col(18 + w - 1)}{row + h - 1}", bad_text, False, True])
        formulas.append([f"Q{row}", bad_text, True, False])
        want = calc_args.call(info, bad_args)  # what this Python answers, checked below against Calc's
        expect.append((info, h, w, want))
        row += h + 1
    got = office.typed(_mistake_sheet(), formulas)
    for k, (info, h, w, want) in enumerate(expect):
        block, _f = got[2 * k]
        one, _f1 = got[2 * k + 1]
        msg = want[0][0]
        assert isinstance(msg, str) and ("41" in msg or "mucho" in msg), (info.name, msg)
        spanish = "fila 2" in msg or " no es " in msg
        assert spanish == (info.lang == "es"), (info.name, msg)
        assert one == msg, (info.name, one)
        assert len(block) == h and all(len(r) == w for r in block), (info.name, block)
        assert block[0][0] == msg and not [v for r in block for v in r if isinstance(v, dict)], (info.name, block)
        heads = [j for j, v in enumerate(want[0]) if v == msg]
        assert [j for j, v in enumerate(block[0]) if v == msg] == heads, (info.name, block[0])
        if info.twin in ("TIEBREAKS", "TEAM_TIEBREAKS"):
            assert len(heads) == 3  # the used columns of a codes range with an unused slot
        assert all(v == "" for j, v in enumerate(block[0]) if j not in heads) and \
            all(v == "" for r in block[1:] for v in r), (info.name, block)


@pytest.fixture(scope="module")
def office_es():
    """A second LibreOffice whose profile's locale setting is Spanish (Spain), as a Spanish
    organiser's is (the user interface stays English here: Debian's nogui package has no
    Spanish one without libreoffice-l10n-es)."""
    with Office(locale="es-ES") as o:
        yield o


def test_a_name_both_languages_share_speaks_libreoffices_language(office, office_es):
    """BUCHHOLZ, SONNEBORN_BERGER and KOYA are one function in both languages: with a Spanish
    profile their messages are Spanish, with an English one English (as in Excel they follow
    the culture of the call), unless the settings' idioma / lang says otherwise; a function
    with a name per language keeps its language; XLT_VERSION answers in both."""
    from xl_tiebreaks import __version__

    calls = [("=BUCHHOLZ(A1:B4)", None), ("=SONNEBORN_BERGER(A1:B4)", None), ("=KOYA(A1:B4)", None),
             ('=BUCHHOLZ(A1:B4;;;;;"lang=en")', "en"), ('=SONNEBORN_BERGER(A1:B4;;;;"idioma=es")', "es"),
             ('=KOYA(A1:B4;;;D1:E2)', "en"), ("=POINTS(A1:B4)", "en"), ("=PUNTOS(A1:B4)", "es"),
             ("=XLT_VERSION()", None)]
    data = [r + [None, k, v] for r, (k, v) in zip(_BAD, [("lang", "en"), ("rounds", 2), (None, None), (None, None)])]
    for o, lang in ((office, "en"), (office_es, "es")):
        got = o.typed(data, [(f"G{i + 1}", text, True) for i, (text, _l) in enumerate(calls)])
        for (text, forced), (value, _f) in zip(calls, got):
            if text == "=XLT_VERSION()":
                assert value == __version__
                continue
            want = forced or lang
            assert ("fila 2" in value) == (want == "es") and ("row 2" in value) == (want == "en"), (lang, text, value)
            assert "41" in value


# ---------------------------------------------------------------------------------------------
# compute with LibreOffice, the Function Wizard


def test_compute_engines_agree(office, corpus_run, tmp_path):
    from openpyxl import load_workbook

    from xl_tiebreaks.workbook.compute import compute

    for key in ("chessresults_437642_rr6", "swiss_s101_009_p7_r5_2026"):
        src = corpus_run[key]["path"]
        a = compute(src, tmp_path / f"{key}_py.xlsx")
        b = compute(src, tmp_path / f"{key}_lo.xlsx", engine=office)
        assert b.engine == "libreoffice" and "LibreOffice" in b.lines()[0]
        assert not a.errors and not b.errors and a.formulas == b.formulas > 0
        wa, wb = load_workbook(tmp_path / f"{key}_py.xlsx"), load_workbook(tmp_path / f"{key}_lo.xlsx")
        for ws in wa.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    assert same_value(c.value, wb[ws.title][c.coordinate].value), (ws.title, c.coordinate)


def test_compute_cli_with_libreoffice(corpus_run, tmp_path, capsys):
    """``compute --engine libreoffice`` end to end (it starts and stops its own LibreOffice)."""
    from xl_tiebreaks.cli import main

    src = corpus_run["rr_s101_026_p4_2024"]["path"]
    assert main(["compute", str(src), "-o", str(tmp_path / "c.xlsx"), "--engine", "libreoffice"]) == 0
    assert "computed by LibreOffice" in capsys.readouterr().out


def test_function_wizard_lists_every_function(office):
    from xl_tiebreaks import udfs

    got = {f["name"]: f for f in office.request("functions", names=[i.name for i in udfs.REGISTRY])["functions"]}
    for info in udfs.REGISTRY:
        f = got.get(info.name)
        assert f is not None, f"{info.name} is not in Calc's function list"
        assert len(f["arguments"]) == len(info.params), info.name
        if info.lang == "en":
            assert [a["name"] for a in f["arguments"]] == [p.name for p in info.params]
            assert f["description"] == info.doc.split("\n\n")[0].strip()
        for a, p in zip(f["arguments"], info.params):
            assert a["optional"] == (not (p.required and p.is_range)), (info.name, p.key)


@pytest.fixture
def world_dir():
    """A folder outside pytest's private temporary tree, for an unprivileged user's files."""
    import tempfile

    d = Path(tempfile.mkdtemp(prefix="xlt-lo-test-"))
    os.chmod(d, 0o777)
    yield d
    shutil.rmtree(d, ignore_errors=True)


def test_after_setup_libreoffice_a_from_trf_workbook_computes(world_dir, computed_of):
    """The organiser's path: ``xl-tiebreaks setup-libreoffice`` as a normal user (here the
    unprivileged ``nobody`` when the tests run as root, which unopkg refuses), then
    LibreOffice on that user's own profile opens a from-trf workbook and computes it
    (``--convert-to``: a hidden load, as a person's open for the events that matter), every
    sheet written as CSV: the numbers are compute's."""
    import csv
    import subprocess

    from openpyxl import load_workbook
    from openpyxl.utils import range_boundaries
    from openpyxl.worksheet.formula import ArrayFormula

    from xl_tiebreaks.cli import main
    from xl_tiebreaks.libreoffice import office as lo

    home = world_dir / "home"
    home.mkdir()
    os.chmod(home, 0o777)
    # runuser sets HOME to the user's own: give it after the switch
    as_user = (lo._as_unprivileged() if lo.is_root() else []) + ["env", f"HOME={home}"]
    package_root = ROOT
    if lo.is_root():  # nobody may not enter a private clone (`git clone . "$(mktemp -d)"`): a readable copy
        package_root = world_dir / "package"
        shutil.copytree(ROOT / "xl_tiebreaks", package_root / "xl_tiebreaks",
                        ignore=shutil.ignore_patterns("__pycache__"))
    env = dict(lo._clean_env(), HOME=str(home), PYTHONPATH=str(package_root))
    env.pop("XDG_CONFIG_HOME", None)
    proc = subprocess.run(as_user + [lo.find_uno_python(), "-m", "xl_tiebreaks.cli", "setup-libreoffice"],
                          capture_output=True, text=True, env=env, cwd=str(home), timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert "extension installed" in proc.stdout
    src = world_dir / "setup_event.xlsx"
    assert main(["from-trf", str(DATA / "fide-generated" / "swiss_s101_009_p7_r5_2026.trf"), "-o", str(src),
                 "--lang", "en"]) == 0
    out = world_dir / "setup_csv"
    out.mkdir()
    os.chmod(out, 0o777)
    proc = subprocess.run(as_user + [str(lo.find_soffice()), "--headless", "--convert-to",
                                     'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1',
                                     "--outdir", str(out), str(src)],
                          capture_output=True, text=True, env=env, cwd=str(home), timeout=600)
    assert proc.returncode == 0, proc.stderr
    computed = computed_of(src)["values"]
    wb = load_workbook(src)  # where the formulas are
    checked = 0
    for ws in wb.worksheets:
        sheet_csv = out / f"{src.stem}-{ws.title}.csv"
        rows = list(csv.reader(sheet_csv.open(encoding="utf-8"))) if sheet_csv.exists() else []
        spots = set()
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, ArrayFormula):
                    c1, r1, c2, r2 = range_boundaries(c.value.ref)
                    spots |= {(r, k) for r in range(r1, r2 + 1) for k in range(c1, c2 + 1)}
                elif c.data_type == "f":
                    spots.add((c.row, c.column))
        for r, k in sorted(spots):
            want = computed.get((ws.title, r, k))
            got = rows[r - 1][k - 1] if r <= len(rows) and k <= len(rows[r - 1]) else ""
            if isinstance(want, (int, float)):
                assert float(got) == pytest.approx(float(want)), (ws.title, r, k, got, want)
                checked += 1
            else:
                assert got == ("" if want is None else str(want)), (ws.title, r, k, got, want)
    assert checked > 50


def test_the_extension_installs_from_a_private_working_directory(monkeypatch):
    """README's command 2 in a fresh `git clone . "$(mktemp -d)"` as root: unopkg, run as an
    unprivileged user, could not change to the caller's private working directory (the
    LibreOffice tests all failed there). It runs from the extension's folder."""
    import tempfile

    from xl_tiebreaks.libreoffice.build import build_oxt
    from xl_tiebreaks.libreoffice.office import install_extension

    shared = Path(tempfile.mkdtemp(prefix="xlt-oxt-"))
    private = Path(tempfile.mkdtemp(prefix="xlt-private-"))
    try:
        os.chmod(shared, 0o777)
        os.chmod(private, 0o700)  # (mktemp -d's mode: only its owner may enter it)
        oxt = build_oxt(shared / "xl-tiebreaks.oxt")
        os.chmod(oxt, 0o644)
        monkeypatch.chdir(private)
        install_extension(oxt, shared / "profile")
        installed = {p.name for p in (shared / "profile").rglob("*")}
        assert {"CalcAddIns.xcu", "xl_tiebreaks_calc.py", "sheet_functions.py"} <= installed
    finally:
        shutil.rmtree(shared, ignore_errors=True)
        shutil.rmtree(private, ignore_errors=True)


def test_round_one_byes_and_the_c07_bye_names_in_libreoffice(office):
    """This session's two reading fixes, typed into Calc with the extension, English and Spanish
    names: a team Swiss grid whose round 1 holds a PAB keeps round 1 (the column was read as
    the teams' names: team 1 had MP 3, GP 3), and an individual Swiss grid reads C.07's HPB
    (refused as an unknown word before). Values by hand: team 1 2+2+1 MP, 1.5+2+1 GP, team 3
    1+0+1 MP (a pairing-allocated bye a drawn match); player 3 HPB ½ + a draw ½, player 2 a
    loss + HPB ½."""
    teams = [["2w1.5", "3b2", "PAB"], ["1b0.5", "PAB", "3w1"], ["PAB", "1w0", "2b1"]]
    players = [["2w1", "3b½"], ["1b0", "HPB"], ["HPB", "1w½"]]
    data = [t + [None] + p for t, p in zip(teams, players)]
    got = office.typed(data, [
        ("H1", '=INDEX(TEAM_TIEBREAKS(A1:C3;"MP GP";"boards=2");1;1)', True),
        ("H2", '=INDEX(TEAM_TIEBREAKS(A1:C3;"MP GP";"boards=2");1;2)', True),
        ("H3", '=INDEX(DESEMPATES_EQUIPOS(A1:C3;"MP GP";"tableros=2");3;1)', True),
        ("H4", "=INDEX(POINTS(E1:F3);3;1)", True),
        ("H5", "=INDEX(PUNTOS(E1:F3);2;1)", True),
    ])
    assert [v for v, _f in got] == [5, 4.5, 2, 1, 0.5]


def test_prize_functions_typed_in_libreoffice(office):
    """PRIZE_LIST / LISTA_PREMIOS and PLAYER_PRIZE / PREMIO_JUGADOR typed into Calc with the
    extension, English and Spanish names (tests/test_prizes_paths.py's event, values by hand: a
    round robin Ana 5, Bea 3½, Carlos 3, David 2, Eva 1, Fran ½; by the highest amount, Carlos,
    3rd and the best under 1800, takes 1st Sub-1800 (150) rather than 3rd (100), which David
    gets; Eva, the next woman without a prize, 1st Femenino (50))."""
    cross = [["X", "1", "1", "1", "1", "1"], ["0", "X", "½", "1", "1", "1"], ["0", "½", "X", "½", "1", "1"],
             ["0", "0", "½", "X", "1", "½"], ["0", "0", "0", "0", "X", "1"], ["0", "0", "0", "½", "0", "X"]]
    names, ratings = ["Ana", "Bea", "Carlos", "David", "Eva", "Fran"], [2100, 1900, 1750, 1700, 1650, 1500]
    prizes = [["General", 1, 300, "Trofeo"], ["General", 2, 200, None], ["General", 3, 100, None],
              ["Sub-1800", 1, 150, None], ["Femenino", 1, 50, None]]
    cats = [["Sub-1800", "elo < 1800"], ["Femenino", "sexo F"]]
    pdata = [["Sexo"], ["F"], ["F"], ["M"], ["M"], ["F"], ["M"]]
    data = []
    for i in range(7):
        row = (cross[i] if i < 6 else [None] * 6) + [names[i] if i < 6 else None, ratings[i] if i < 6 else None, None]
        row += (prizes[i] if i < 5 else [None] * 4) + [None]
        row += (cats[i] if i < 2 else [None, None]) + [None]
        row += pdata[i]
        data.append(row)
    args = 'A1:F6;J1:M5;O1:P2;;R1:R7;"SB";G1:G6;H1:H6'
    got = office.typed(data, [
        ("T1", f"=INDEX(PRIZE_LIST({args});5;5)", True),
        ("T2", f"=INDEX(LISTA_PREMIOS({args});5;7)", True),
        ("T3", f"=INDEX(LISTA_PREMIOS({args});4;5)", True),
        ("T4", f'=INDEX(PREMIO_JUGADOR(A1:F6;"Carlos";{args[6:]});1;1)', True),
        ("T5", f"=INDEX(PLAYER_PRIZE(A1:F6;5;{args[6:]});1;3)", True),
    ])
    assert [v for v, _f in got] == ["Carlos", 150, "David", "1.º Sub-1800", "1st Femenino, 50. In all 50."]
