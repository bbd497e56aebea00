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
from xl_tiebreaks.libreoffice.locate import version as libreoffice_version
from xl_tiebreaks.libreoffice.names import PREFIX, convert_workbook, to_excel
from xl_tiebreaks.libreoffice.office import Office, same_value, unavailable_reason

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(
    REASON is not None,
    reason=f"LibreOffice tests skipped: {REASON} (.ci/run installs libreoffice-calc-nogui python3-uno libreoffice-dev)")

#: the LibreOffice these tests run (``soffice --version``; .ci/run runs them on 25.x, installed, and
#: again on Debian 12's 7.4 unpacked apart, XLT_LIBREOFFICE)
VERSION = libreoffice_version() if REASON is None else None
#: the versions whose own behaviour with our functions was measured: what binds on open without
#: the extension's rebind job, what a saved .xlsx holds (docs/hosts.md, "Workbooks travel
#: between Excel and LibreOffice")
MEASURED = ("7.4", "25.2")


def measured_as() -> str:
    """This LibreOffice's version as a key of what was measured (``"7.4"``, ``"25.2"``). A test
    of what one version writes or binds asserts that version's own behaviour; on a version
    nobody measured it skips, saying so (the values are checked on every version)."""
    v = ".".join(map(str, VERSION[:2])) if VERSION else "of unknown version"
    if v not in MEASURED:
        pytest.skip(f"LibreOffice {v}: what it binds and saves was measured on {' and '.join(MEASURED)} only "
                    "(measure it, then add it to MEASURED and to the table of docs/hosts.md and docs/es/hosts.md)")
    return v

GENERATED = sorted((DATA / "fide-generated").glob("*.trf"))
REALDATA = sorted((DATA / "realdata").glob("*/tournament.trf"))
CORPUS = GENERATED + REALDATA


def _event_id(trf: Path) -> str:
    return trf.parent.name if trf.name == "tournament.trf" else trf.stem


@pytest.fixture(scope="session")
def office():
    """One headless LibreOffice with the extension for the session, on a profile whose locale
    setting and user interface are English (United States), whatever this machine's are (the
    formulas below are typed with Calc's English names)."""
    with Office(locale="en-US", interface="en-US") as o:
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
    from xl_tiebreaks.workbook.compute import MESSAGE_FUNCTIONS

    out = []
    for sheet, row, col, value, formula in cells:
        lo = value["error"] if isinstance(value, dict) else value
        ours = computed.get((sheet, row, col))
        if any(f in formula.upper() for f in MESSAGE_FUNCTIONS) and isinstance(lo, str) and isinstance(ours, str):
            # the rules and warnings: LibreOffice names places by the range's rows and columns,
            # compute's copy by the sheet's cells; the first line (the rules) names none
            if lo.startswith(("reglas:", "rules:")) and lo != ours:
                out.append((sheet, row, col, lo, ours, formula[:90]))
            continue
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


def _formulas(path: Path) -> dict:
    """Every formula of a workbook as openpyxl reads it: {(sheet, cell): ("cell", text) or
    ("array", range, text)}."""
    from openpyxl import load_workbook
    from openpyxl.worksheet.formula import ArrayFormula

    out = {}
    for ws in load_workbook(path).worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, ArrayFormula):
                    out[(ws.title, c.coordinate)] = ("array", c.value.ref, c.value.text)
                elif c.data_type == "f":
                    out[(ws.title, c.coordinate)] = ("cell", c.value)
    return out


def _calls_ours(formula: str) -> bool:
    from xl_tiebreaks.libreoffice.names import function_names

    return bool(re.search(r"\b(?:%s)\(" % "|".join(sorted(function_names(), key=len, reverse=True)),
                          formula.upper()))


@pytest.mark.parametrize("trf", CORPUS, ids=[_event_id(t) for t in CORPUS])
def test_corpus_event_saved_by_libreoffice_holds_its_versions_names(corpus_run, trf, tmp_path):
    """What LibreOffice writes in the .xlsx it saves, as measured per version. LibreOffice 7.4:
    every formula of ours with the add-in's internal name (``ORG.XLTIEBREAKS.FUNCTIONS.PUNTOS``,
    which Excel cannot read), each formula otherwise as the file had it; convert-names turns
    back exactly those. LibreOffice 25.2: every formula exactly as the file had it (Excel's
    plain names): convert-names has nothing to convert."""
    run = corpus_run[_event_id(trf)]
    original, saved = _formulas(run["path"]), _formulas(run["saved"])
    ours = {k for k, f in original.items() if _calls_ours(f[-1])}
    assert ours and not [f for f in original.values() if PREFIX in f[-1]]
    converted = convert_workbook(run["saved"], tmp_path / "for_excel.xlsx", "excel")
    if measured_as() == "7.4":
        assert {k for k, f in saved.items() if PREFIX in f[-1]} == ours
        assert {k: f[:-1] + (to_excel(f[-1]),) for k, f in saved.items()} == original
        assert converted == len(ours)
    else:  # 25.2
        assert saved == original
        assert converted == 0


@pytest.mark.parametrize("trf", CORPUS, ids=[_event_id(t) for t in CORPUS])
def test_corpus_event_saved_by_libreoffice_reads_back_in_compute(corpus_run, computed_of, trf, tmp_path):
    """The file LibreOffice saved, with Excel's names (convert-names: what an organiser runs
    before sending it to an Excel user when LibreOffice wrote its internal names), reads in
    compute to the values of the original, on any LibreOffice."""
    run = corpus_run[_event_id(trf)]
    back = tmp_path / "for_excel.xlsx"
    convert_workbook(run["saved"], back, "excel")
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
    """standings and to-trf read the LibreOffice-saved file (7.4: internal names; 25.2: Excel's
    names) as the original."""
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
    """The template ``rel`` filled with the event the pictures of docs/templates.md show: (workbook, layout)."""
    import datetime as dt

    from xl_tiebreaks.templates import TeamTemplateSpec, fill_team_tournament
    from xl_tiebreaks.templates import fill_tournament
    from xl_tiebreaks.templates.workbooks import build_workbook

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
        from xl_tiebreaks.templates.words import _SETTINGS_ROWS, _T, _TT

        # (until results are typed, the standings' message cell shows its subtitle and the cell
        # beside the date its explanation: issue 23)
        own = {x for role, _kes, _ken, xes, xen in _SETTINGS_ROWS if role == "date" for x in (xes, xen)}
        own |= {t["sub_standings"] for t in (*_T.values(), *_TT.values())}
        shown = [c[:4] for c in _our_cells(cells) if c[3] not in ("", None) and c[3] not in own]
        assert shown == [], shown[:5]


@pytest.mark.skipif(shutil.which("pdftotext") is None, reason="pdftotext (poppler-utils) not installed")
def test_templates_print_as_the_formats_say(office, shared_dir):
    """What a person prints from LibreOffice: a filled Swiss (Spanish locale not needed: the
    values are read from the PDF's text) shows SB with two decimals, BH with one, DE blank
    where it separates nobody, no column for an unused tie-break slot, on the rounds sheet and
    on the standings (whose codes come from our array formula: the conditional formats must
    follow them once the extension has computed them)."""
    import subprocess

    from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
    from xl_tiebreaks.templates.workbooks import build_workbook
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
                and len(line.split()) > 6 and line.split()[0].isdigit()]  # (a player's row: his number first)
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


def _premios_in_libreoffice(office, shared_dir, name: str, lang: str, build):
    """The Premios / Prizes cells of the workbook ``build(folder, lang)`` writes in a folder of
    the office's, as a real LibreOffice with the extension computes them: ``cell(row, column)``
    (blank: ``None``; a whole number as an int)."""
    folder = shared_dir / f"{name}_{lang}"
    folder.mkdir(exist_ok=True)
    os.chmod(folder, 0o777)
    got = {tuple(c[:3]): c[3] for c in office.load(build(folder, lang))}
    sheet = "Premios" if lang == "es" else "Prizes"

    def cell(r: int, c: int):
        v = got.get((sheet, r, c))
        return None if v in ("", None) else int(v) if isinstance(v, float) and v == int(v) else v

    return cell


@pytest.mark.parametrize("lang", ["es", "en"])
def test_premios_sheet_reads_a_pasted_list_in_libreoffice(office, shared_dir, lang):
    """The Premios / Prizes sheet with its rule clasificacion_publicada / published_standings
    naming a pasted list as the organiser types it (``Final!A2:I8``, Excel's notation, which the
    formula reads through INDIRECT): a real LibreOffice with the extension gives the prize list by
    hand of tests/test_prizes_standings_list.py (80 / 80 / 35 / 35, 1st Seniors undetermined)."""
    from .test_prizes_standings_list import PREMIOS_BY_HAND, premios_from_list_workbook

    cell = _premios_in_libreoffice(office, shared_dir, "premios_list", lang, premios_from_list_workbook)
    assert [(cell(r, 13), cell(r, 16), cell(r, 19)) for r in range(6, 11)] == PREMIOS_BY_HAND[lang]
    assert str(cell(10, 20)).startswith("sin determinar" if lang == "es" else "undetermined")
    assert "Final!A7" in str(cell(10, 20)), cell(10, 20)  # (the list's cell, as the command names it)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_premios_sheet_joins_the_workbooks_players_data_in_libreoffice(office, shared_dir, tmp_path, lang):
    """The Premios / Prizes sheet reading a pasted list takes the workbook's own players' data
    (sex, birth year on its players' sheet, joined by start number) and its Settings' date, in a
    real LibreOffice with the extension: the prizes by hand of tests/test_prizes_standings_list.py
    (WB_BY_HAND: 1st General player 1, 100; 1st Women player 5, 50; 1st Seniors player 4, 20);
    the per-player table stays blank under its note (no volatile call per player)."""
    from .test_prizes_standings_list import WB_BY_HAND, WB_LIST, list_on_workbook

    cell = _premios_in_libreoffice(office, shared_dir, "premios_list_data", lang, list_on_workbook)
    names = {sn: name for _p, sn, name, _pts in WB_LIST}
    assert [(cell(r, 17), cell(r, 19)) for r in range(6, 9)] == [(names[sn], a) for _k, sn, a in WB_BY_HAND]
    # the per-player table blank (not volatile), its note above it
    assert all(cell(5 + sn, c) is None for sn in range(1, 11) for c in (24, 25))
    assert str(cell(4, 22)).startswith("Desde una clasificación publicada" if lang == "es"
                                       else "From a published standings list")


@pytest.mark.parametrize("lang", ["es", "en"])
@pytest.mark.parametrize("rule", ["Clas final!A1:D60", "Nosuch!A1:D70"])
def test_premios_sheet_names_the_rules_bad_range_in_libreoffice(office, shared_dir, lang, rule):
    """The rule published_standings with a range the spreadsheet cannot read (a sheet name that
    needs quotes typed bare, a sheet the workbook lacks): a real LibreOffice with the extension
    shows, in the prize list, the message at the rule's cell
    (Premios!B18 / Prizes!B18), as the command says it (tests/test_prizes_standings_list.py)."""
    from .test_prizes_standings_list import list_on_workbook

    folder = shared_dir / f"premios_list_bad_{lang}_{rule[:4]}"
    folder.mkdir(exist_ok=True)
    os.chmod(folder, 0o777)
    path = list_on_workbook(folder, lang, rule=rule, sheet="Clas final")
    got = {tuple(c[:3]): c[3] for c in office.load(path)}
    sheet = "Premios" if lang == "es" else "Prizes"
    for r, c in ((5, 13),):
        v = str(got.get((sheet, r, c)))
        assert f"{sheet}!B18: " in v and f"'{rule}'" in v, v


# ---------------------------------------------------------------------------------------------
# (a2) what each LibreOffice version binds on open and writes when it saves


def test_the_office_is_the_libreoffice_found(office):
    """The office the tests drive says, through UNO, the version ``soffice --version`` gave
    (VERSION: with XLT_LIBREOFFICE the LibreOffice unpacked apart, not the system's), and runs
    with the English locale and interface the session asked for. .ci/run names the version
    each of its passes means to test (XLT_EXPECT_LIBREOFFICE: 25 for the installed one, 7.4
    for the one unpacked apart)."""
    said = office.version()
    assert said["version"] == ".".join(map(str, VERSION)), (said, VERSION)
    assert said["locale"] == "en-US" and said["ui_locale"] == "en-US", said
    expected = os.environ.get("XLT_EXPECT_LIBREOFFICE")
    if expected:
        assert said["version"].startswith(expected + "."), (said, expected)


#: the results of 4 players, 2 rounds (by hand: points 1.5, 1, 0.5, 1; BH C.07 art. 8.1: the
#: opponents' points, 1.5, 2.5, 2.5, 1.5; SB art. 9.1 of player 1: 1 x 1 + 0.5 x 0.5 = 1.25)
_PROBE_GRID = [["2w1", "3b0.5"], ["1b0", "4w1"], ["4w0", "1w0.5"], ["3b1", "2b0"]]
#: cell -> (how the file spells the call, the formula as openpyxl writes it, its values by hand)
_PROBE = {
    "D1": ("plain", '=BUCHHOLZ(A1:B4,"FIDE",,,1)', [1.5]),
    "D2": ("plain Spanish", "=PUNTOS(A1:B4,2)", [1.0]),
    "D3": ("lower case", "=buchholz(A1:B4,,,,2)", [2.5]),
    "D4": ("_xludf.", "=_xludf.BUCHHOLZ(A1:B4,,,,3)", [2.5]),
    "D5": ("internal", f"={PREFIX}SONNEBORN_BERGER(A1:B4,,,1)", [1.25]),
    "D6": ("plain inside IF", '=IF(COUNTA(A1:B4)=0,"",BUCHHOLZ(A1:B4,,,,4))', [1.5]),
    "E1:E4": ("plain array", "=POINTS(A1:B4)", [1.5, 1.0, 0.5, 1.0]),
    "F1:F4": ("plain Spanish array inside IF and INDEX",
              '=IF(COUNTA(A1:B4)=0,"",INDEX(DESEMPATES(A1:B4,"PTS BH"),0,2))', [1.5, 2.5, 2.5, 1.5]),
}
#: per version measured: the spellings that bind on open by themselves, without the rebind job
#: (the rest show #NAME? until the job sets them again)
_BIND_WITHOUT_THE_JOB = {
    "7.4": {"internal"},
    "25.2": {"plain", "plain Spanish", "lower case", "internal", "plain inside IF", "plain array",
             "plain Spanish array inside IF and INDEX"},
}


@pytest.fixture(scope="module")
def probe_workbook(shared_dir):
    """The probe as openpyxl writes it (as our templates are written)."""
    from openpyxl import Workbook
    from openpyxl.worksheet.formula import ArrayFormula

    wb = Workbook()
    ws = wb.active
    ws.title = "Probe"
    for r, row in enumerate(_PROBE_GRID, 1):
        for c, v in enumerate(row, 1):
            ws.cell(r, c, v)
    for ref, (_kind, formula, _values) in _PROBE.items():
        if ":" in ref:
            ws[ref.split(":")[0]] = ArrayFormula(ref, formula)
        else:
            ws[ref] = formula
    path = shared_dir / "probe.xlsx"
    wb.save(path)
    os.chmod(path, 0o666)
    return path


@pytest.fixture(scope="module")
def office_without_the_job(tmp_path_factory):
    """A LibreOffice with the extension as built but its Jobs.xcu (the rebind job) left out:
    what binds there binds by LibreOffice's own import."""
    from xl_tiebreaks.libreoffice.build import build_oxt

    folder = tmp_path_factory.mktemp("nojob")
    full = build_oxt(folder / "full.oxt")
    oxt = folder / "without_job.oxt"
    with zipfile.ZipFile(full) as src, zipfile.ZipFile(oxt, "w", zipfile.ZIP_DEFLATED) as dst:
        for item in src.infolist():
            if item.filename == "Jobs.xcu":
                continue
            data = src.read(item)
            if item.filename == "META-INF/manifest.xml":
                data, n = re.subn(rb'\s*<manifest:file-entry manifest:full-path="Jobs.xcu"[^>]*/>', b"", data)
                assert n == 1
            dst.writestr(item, data)
    with Office(oxt, locale="en-US", interface="en-US") as o:
        yield o


def _probe_cells(cells: list) -> dict:
    """{probe cell or range: [values]} from the office's formula cells."""
    from openpyxl.utils import range_boundaries

    got = {(r, c): v for _sh, r, c, v, _f in cells}
    out = {}
    for ref in _PROBE:
        c1, r1, c2, r2 = range_boundaries(ref)
        out[ref] = [got.get((r, c)) for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]
    return out


def test_which_names_bind_on_open_per_version(office_without_the_job, office, probe_workbook):
    """An .xlsx written by openpyxl, our functions spelled as files from Excel and our templates
    spell them. Without the rebind job, LibreOffice's own import binds, as measured: 7.4 only
    the internal name (ORG.XLTIEBREAKS.FUNCTIONS.…), every other spelling #NAME?; 25.2 the plain
    names (English and Spanish, lower case too, in array formulas and inside IF/INDEX) and the
    internal name, but not Excel's ``_xludf.`` prefix. With the job (the extension as
    installed), every spelling binds on both and computes the values by hand."""
    kinds = {ref: kind for ref, (kind, _f, _v) in _PROBE.items()}
    bare = _probe_cells(office_without_the_job.load(probe_workbook))
    bound = _BIND_WITHOUT_THE_JOB[measured_as()]
    for ref, (kind, _formula, values) in _PROBE.items():
        want = values if kind in bound else [{"error": "#NAME?"}] * len(values)
        assert bare[ref] == want, (measured_as(), ref, kind, bare[ref])
    assert {kinds[r] for r in _PROBE if bare[r] == _PROBE[r][2]} == bound
    with_job = _probe_cells(office.load(probe_workbook))
    assert with_job == {ref: values for ref, (_k, _f, values) in _PROBE.items()}


def test_what_an_xlsx_and_an_ods_saved_by_libreoffice_hold_per_version(office, probe_workbook, shared_dir):
    """What LibreOffice saves once the job bound every spelling, as measured: in .xlsx, 7.4
    writes every call of ours with the internal name (Excel cannot read it: convert-names),
    25.2 with Excel's plain name, upper case, without ``_xludf.`` (what our templates write,
    what Excel reads: no convert-names); in .ods both write the internal name (the
    OpenDocument formula namespace ``of:``)."""
    from xl_tiebreaks.libreoffice.names import to_libreoffice

    xlsx, ods = shared_dir / "probe_saved.xlsx", shared_dir / "probe_saved.ods"
    office.load(probe_workbook, save_as=xlsx)
    office.load(probe_workbook, save_as=ods)
    saved = _formulas(xlsx)
    version = measured_as()
    for ref, (kind, formula, _values) in _PROBE.items():
        first = ref.split(":")[0]
        internal = to_libreoffice(formula)
        want = internal if version == "7.4" else to_excel(internal)
        got = saved[("Probe", first)]
        assert got == (("array", ref, want) if ":" in ref else ("cell", want)), (version, ref, kind, got)
    if version == "25.2":
        assert saved[("Probe", "D1")] == ("cell", '=BUCHHOLZ(A1:B4,"FIDE",,,1)')
        assert saved[("Probe", "D4")] == ("cell", "=BUCHHOLZ(A1:B4,,,,3)")  # _xludf. gone
    else:
        assert saved[("Probe", "D1")] == ("cell", f'={PREFIX}BUCHHOLZ(A1:B4,"FIDE",,,1)')
    with zipfile.ZipFile(ods) as z:
        content = z.read("content.xml").decode()
    calls = re.findall(r'table:formula="of:=([^"]*)"', content)
    assert len(calls) == len(_PROBE)
    names = sorted(re.findall(r"([A-Z_.]+)\(\[", c)[-1] for c in calls)
    assert names == sorted(PREFIX + n for n in ("BUCHHOLZ", "PUNTOS", "BUCHHOLZ", "BUCHHOLZ", "SONNEBORN_BERGER",
                                                 "BUCHHOLZ", "POINTS", "DESEMPATES")), names


def test_convert_names_on_a_workbook_libreoffice_saved(corpus_run, tmp_path, capsys):
    """convert-names --to excel on the file LibreOffice saved: 7.4's internal names become
    Excel's again, one formula per call of ours, the formulas those of the original; 25.2's
    file has Excel's names already: nothing to convert is no error (exit 0), it says so and
    the copy is the file as it was."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.texts import text

    run = corpus_run["rr_s101_026_p4_2024"]
    out = tmp_path / "for_excel.xlsx"
    # (the event's workbook is Spanish, and a command answers a workbook in its language: --lang en)
    assert main(["convert-names", str(run["saved"]), "--to", "excel", "-o", str(out), "--lang", "en"]) == 0
    said = capsys.readouterr().out.strip()
    original = _formulas(run["path"])
    ours = [k for k, f in original.items() if _calls_ours(f[-1])]
    assert _formulas(out) == original
    if measured_as() == "7.4":
        assert said == text("cli_wrote_names", "en", path=str(out), n=len(ours), names="Excel")
    else:  # 25.2
        assert said == text("cli_names_unchanged", "en", path=str(out), src=str(run["saved"]), names="Excel")
        assert out.read_bytes() == run["saved"].read_bytes()


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
    # the templates' Mensajes / Messages row says "short": a column that can hold only a message
    # shows "ver ↓" / "see ↓" and the block of rules and warnings under the table the message whole
    # (issue 23 item 11); compute's copy, as xlwings Lite raises, writes the error and the message
    short = {"ver ↓", "see ↓"}
    for sheet, spots in arrays:
        got = [value[(sheet, r, k)] for r, k in spots]
        first = got[0]
        want = [_after_error_code(computed.get((sheet, r, k))) for r, k in spots]
        if first in short:
            assert set(got[1:]) <= {""}, (sheet, spots[0], got[:4])
            whole = want[0]
            assert isinstance(whole, str) and whole, (sheet, spots[0], want[:3])
            said.add(whole.split(": ", 1)[1] if "!" in whole.split(": ", 1)[0] else whole)
            continue
        if isinstance(first, str) and first and not any(isinstance(v, float) for v in got):
            if len(spots) > 1 or first not in ("Rank", "Puesto"):
                said.add(first)
                assert set(got[1:]) <= {""}, (sheet, spots[0], got[:4])
        # classic Excel shows what LibreOffice shows; the offline evaluator the same message after
        # "#VALUE! " (Spanish Excel: "#¡VALOR! "), its place named as the sheet's cell
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
    if any(value[(sheet,) + spots[0]] in short for sheet, spots in arrays):
        # the block of rules and warnings shows each message whole, in some cell of the sheets
        texts = [v for v in value.values() if isinstance(v, str)]
        for msg in said:
            assert any(msg in t for t in texts), (msg, [t for t in texts if typed in t][:3])
    shown = sum(1 for sheet, spots in arrays if value[(sheet,) + spots[0]] in said | short)
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
_VARIABLE = {"TIEBREAK_DETAIL", "TOURNAMENT_CHECK", "RULES_AND_WARNINGS", "TEAM_RULES_AND_WARNINGS",
             "IDENTIFY_TIEBREAKS"}
#: the functions whose answer lists a refused range's mistakes: typed with a bad setting instead
_LISTS = {"TOURNAMENT_CHECK", "RULES_AND_WARNINGS", "TEAM_RULES_AND_WARNINGS"}


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
        elif p.key in ("settings", "team_settings") and check and bad:
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
        team = any(p.key == "team_settings" for p in info.params)
        check = info.twin in _LISTS
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
    """A second LibreOffice as a Spanish organiser has it: the profile's locale setting Spanish
    (Spain) and its user interface Spanish (where LibreOffice has it installed: Debian's
    libreoffice-l10n-es, which .ci/run installs; else the interface stays English)."""
    with Office(locale="es-ES", interface="es-ES") as o:
        yield o


@pytest.fixture(scope="module")
def spanish_interface(office_es):
    """The Spanish office, once it says its interface is Spanish."""
    said = office_es.version()
    assert said["locale"] == "es-ES", said
    if not said["ui_locale"].startswith("es"):
        pytest.skip(f"LibreOffice {said['version']} has no Spanish interface here (Debian: libreoffice-l10n-es, "
                    "which .ci/run installs)")
    return office_es


#: Calc's built-in functions our templates and the tests below use, as a Spanish interface names them
_SPANISH_NAMES = {"INDEX": "INDICE", "IF": "SI", "COUNTA": "CONTARA", "SUM": "SUMA", "ROUND": "REDONDEAR",
                  "IFERROR": "SI.ERROR", "ROWS": "FILAS", "ROW": "FILA", "COLUMN": "COLUMNA",
                  "ADDRESS": "DIRECCION", "INDIRECT": "INDIRECTO", "FIND": "ENCONTRAR", "ISNUMBER": "ESNUMERO"}
# (ROW, COLUMN, ADDRESS: the templates' places; INDIRECT, FIND, ISNUMBER: the Premios sheet's published list)


def _in_spanish(api: str) -> str:
    """A formula as Calc's API grammar reads it (English names, our functions' internal names,
    ``;`` between arguments, decimal points) as a Spanish interface shows it: Spanish names of
    the built-in functions, our functions by their plain names, decimal commas."""
    out = []
    for k, part in enumerate(re.split(r'("[^"]*")', api)):
        if k % 2 == 0:  # outside the texts
            part = part.replace(PREFIX, "")
            part = re.sub(r"\b([A-Z]+)\(", lambda m: _SPANISH_NAMES.get(m.group(1), m.group(1)) + "(", part)
            part = re.sub(r"(?<![A-Z$\d])(\d+)\.(\d+)", r"\1,\2", part)
        out.append(part)
    return "".join(out)


def _shown_in_spanish(value: float, shown: str) -> bool:
    """A number as a Spanish locale shows it: its decimals after a comma, no point anywhere."""
    places = len(shown.partition(",")[2])
    return "." not in shown and shown == f"{value:.{places}f}".replace(".", ",")


def test_templates_in_a_spanish_libreoffice(spanish_interface, shared_dir, tmp_path):
    """The filled templates (the Spanish ones and one English one) opened in a Spanish
    LibreOffice: every formula of ours bound, its values compute's (the core's); the input
    line shows each formula with Calc's Spanish names (SI, CONTARA, INDICE) around ours, which
    keep their own names (PUNTOS, DESEMPATES; the English template's POINTS, TIEBREAKS); every
    number shows with a decimal comma."""
    from xl_tiebreaks.templates import save_workbook, standard_templates

    chosen = [(spec, rel) for spec, rel in standard_templates()
              if rel.endswith(".xlsx") and (rel.startswith("es/") or rel == "en/swiss_16_players_5_rounds.xlsx")]
    assert len(chosen) == 10
    commas = 0
    for spec, rel in chosen:
        wb, _lay = _filled(spec, rel)
        path = shared_dir / ("spanish_" + rel.replace("/", "_"))
        save_workbook(wb, path)
        cells = spanish_interface.load(path, shown=True)
        ours = [c for c in cells if PREFIX in c[4]]
        assert len(ours) > 20, rel
        assert not [c for c in cells if isinstance(c[3], dict)], (rel, [c for c in cells if isinstance(c[3], dict)][:3])
        computed = _computed_values(path, tmp_path / ("computed_" + path.name))
        assert _differences([c[:5] for c in cells], computed["values"]) == [], rel
        for sheet, row, col, value, api, local, shown in ours:
            assert local == _in_spanish(api), (rel, sheet, row, col, api, local)
            assert not re.search(r"\b(IF|COUNTA|INDEX|IFERROR|ROWS)\(", local) and "SI(CONTARA(" in local, (rel, local)
            if isinstance(value, float) and not (value == 0 and shown == ""):  # (formats that hide a 0)
                assert _shown_in_spanish(value, shown), (rel, sheet, row, col, value, shown)
                commas += "," in shown
        names = {m for c in ours for m in re.findall(r"\b([A-Z_]+)\(", c[5])} - set(_SPANISH_NAMES.values())
        english = rel.startswith("en/")
        assert ("POINTS" in names) == english and ("PUNTOS" in names) == (not english and "equipos" not in rel), \
            (rel, names)
    assert commas > 100  # half points, Buchholz and Sonneborn-Berger with their decimals


@pytest.mark.parametrize("trf", [DATA / "fide-generated" / "swiss_s101_009_p7_r5_2026.trf",
                                 DATA / "realdata" / "chessresults_437642_rr6" / "tournament.trf"],
                         ids=["swiss", "round_robin"])
def test_formulas_typed_in_a_spanish_libreoffice(spanish_interface, trf):
    """An organiser types into a Spanish LibreOffice: Calc's Spanish names around ours (SI,
    CONTARA, INDICE, SUMA, REDONDEAR), ``;`` between arguments, a decimal comma in a number;
    the input line keeps what was typed, Calc stores the English names, the cells show decimal
    commas and hold the core's values (compute_standings: points, BH C.07 art. 8.1, SB art.
    9.1)."""
    from xl_tiebreaks.layouts import crosstable_cells, swiss_grid_cells
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.standings import compute_standings

    t = read_trf(trf).tournament
    rr = t.resolved_pairing_system()[0].value == "round_robin"
    grid = crosstable_cells(t) if rr else swiss_grid_cells(t)
    n, width = len(grid), max(len(r) for r in grid)
    data = [[p.rating] + list(row) + [None] * (width - len(row)) for p, row in zip(t.participants, grid)]
    r, k = f"$B$1:${_col(1 + width)}${n}", f"$A$1:$A${n}"
    pab = t.score_system.pab if t.score_system.pab is not None else t.score_system.win
    s = f'"sistema={"todos contra todos" if rr else "suizo"}; rondas={t.rounds_announced}; libre={float(pab):g}"'
    ref = compute_standings(t, "PTS BH SB", pairing_system="round_robin" if rr else "swiss")
    first, last = t.participants[0].start_no, t.participants[-1].start_no
    cases = [  # (typed, what the core says)
        (f"=SUMA(PUNTOS({r};;{s}))", sum(ref.value(p.start_no, "PTS") for p in t.participants)),
        (f'=SI(CONTARA({r})=0;"";BUCHHOLZ({r};;;;{last};{s}))', ref.value(last, "BH")),
        (f'=INDICE(DESEMPATES({r};"PTS BH SB";{k};{s});{n};3)', ref.value(last, "SB")),
        (f"=SONNEBORN_BERGER({r};;;{first};{s})*0,5", float(ref.value(first, "SB")) * 0.5),
        # (BH is a multiple of ½: a third of it is never halfway between two hundredths)
        (f"=REDONDEAR(BUCHHOLZ({r};;;;{first};{s})/3;2)", float(round(Fraction(ref.value(first, "BH")) / 3, 2))),
        (f"=PUNTOS({r};{first};{s})+0,25", float(ref.value(first, "PTS")) + 0.25),
    ]
    got = spanish_interface.typed(data, [(f"{_col(3 + width)}{i + 1}", typed, True)
                                         for i, (typed, _w) in enumerate(cases)], shown=True)
    shown_commas = 0
    for (typed, want), (value, api, local, shown) in zip(cases, got):
        assert local == typed, (local, typed)  # the input line shows what was typed
        assert PREFIX in api and _in_spanish(api) == typed, (api, typed)
        assert not re.search(r"\b(SI|CONTARA|INDICE|SUMA|REDONDEAR)\(", api), api  # stored with Calc's English names
        assert isinstance(value, float) and abs(value - float(want)) < 1e-9, (typed, value, want)
        assert _shown_in_spanish(value, shown), (typed, value, shown)
        shown_commas += "," in shown
    assert shown_commas >= 2  # the +0,25 and the rounded third of BH at least


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


def test_compute_cli_with_libreoffice(corpus_run, computed_of, tmp_path, capsys):
    """``compute --engine libreoffice`` end to end (it starts and stops its own LibreOffice) on
    the file LibreOffice saved (7.4: internal names; 25.2: Excel's names): every cell as the
    offline evaluator computes the original."""
    from openpyxl import load_workbook

    from xl_tiebreaks.cli import main

    run = corpus_run["rr_s101_026_p4_2024"]
    out = tmp_path / "c.xlsx"
    assert main(["compute", str(run["saved"]), "-o", str(out), "--engine", "libreoffice", "--lang", "en"]) == 0
    assert "computed by LibreOffice" in capsys.readouterr().out
    original = computed_of(run["path"])["values"]
    wb = load_workbook(out)
    keys = [(c[0], c[1], c[2]) for c in run["cells"]]
    assert len(keys) > 20
    assert [k for k in keys if not same_value(wb[k[0]].cell(k[1], k[2]).value, original.get(k))] == []


def test_function_wizard_lists_every_function(office):
    from xl_tiebreaks import udfs

    got = {f["name"]: f for f in office.request("functions", names=[i.name for i in udfs.REGISTRY])["functions"]}
    for info in udfs.REGISTRY:
        f = got.get(info.name)
        assert f is not None, f"{info.name} is not in Calc's function list"
        assert len(f["arguments"]) == len(info.params), info.name
        if info.lang == "en":
            assert [a["name"] for a in f["arguments"]] == [p.name for p in info.params]
            from xl_tiebreaks.texts import text  # (with what Calc does with an argument cell showing an error)

            assert f["description"] == f"{info.doc.split(chr(10) * 2)[0].strip()} {text('lo_help_error_cells', 'en')}"
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


def test_a_range_with_its_header_row_answers_its_title_there(office):
    """Issue 23 item 5 in a real LibreOffice: BUCHHOLZ over a range that includes its header row,
    entered as an array over as many rows as the range, gives the column's title on the header
    row and each value beside its own player; entered one row short (from the first player's
    row), the first cell shows the title, never a value beside the wrong player. English and
    Spanish names alike; values by hand (Ana beat Bea, drew Carla; Bea beat Carla)."""
    data = [["No.", "Name", "1", "2", "3", "Pts."], [1, "Ana", "X", "1", "½", 1.5], [2, "Bea", "0", "X", "1", 1],
            [3, "Carla", "½", "0", "X", 0.5]]
    got = office.typed(data, [("H1:H4", "=BUCHHOLZ(A1:F4)", False, True),
                              ("I2:I4", "=BUCHHOLZ(A1:F4)", False, True),
                              ("J1:K4", '=DESEMPATES(A1:F4;"PTS SB")', True, True)])
    whole, short, both = (v for v, _f in got)
    assert [r[0] for r in whole] == ["BH", 1.5, 2, 2.5]
    assert [r[0] for r in short] == ["BH", 1.5, 2]  # the misplacement shows: a title beside Ana
    assert both == [["PTS", "SB"], [1.5, 1.25], [1, 0.5], [0.5, 0.75]]


def test_generated_exports_in_a_real_libreoffice(office):
    """A sample of the generator's exports (tests/exports_gen.py: chess-results in English,
    German and Spanish, Vega, the FMJD points table, a team crosstable), pasted as an English
    LibreOffice makes the text (tests/paste.py), with POINTS / GAME_POINTS entered over the whole
    range as an array: every player's points on his own row, text or nothing elsewhere."""
    import random

    from xl_tiebreaks.readers.trf import read_trf

    from . import exports_gen as gen
    from .paste import paste

    swiss = read_trf(DATA / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf").tournament
    rr = read_trf(DATA / "realdata" / "vega_2025_junior_club_championship_rr" / "tournament.trf").tournament
    clean = next(t for t in (read_trf(p).tournament for p in GENERATED if "swiss" in p.name)
                 if all(rec.opponent is not None for recs in t.rounds.values() for rec in recs))
    samples = []
    for seed in range(3):
        r = random.Random(seed)
        samples.append(gen.chess_results_swiss(gen.renamed(swiss, r), r))
    r = random.Random(7)
    samples += [gen.vega_round_robin(gen.renamed(rr, r), r, unplayed=2), gen.points_table(clean, r),
                gen.team_crosstable(r)]
    for ex in samples:
        cells = paste([[None if v is None else str(v) for v in row] for row in ex.cells], "en", html=ex.html)
        width = max(len(row) for row in cells)
        n = len(cells)
        fn = "GAME_POINTS" if ex.team else "POINTS"
        settings = ";".join(f"{k}={v}" for k, v in ex.settings)
        arg = f';;"{settings}"' if settings else ""
        out = _col(width + 2)
        got = office.typed(cells, [(f"{out}1:{out}{n}", f"={fn}(A1:{_col(width)}{n}{arg})", True, True)])
        values = [row[0] for row in got[0][0]]
        for i, v in enumerate(values):
            if i in ex.rows:
                assert Fraction(v).limit_denominator(100) == ex.points[ex.rows[i]], (ex.name, i, v)
            else:
                assert not isinstance(v, (int, float)) or v == "", (ex.name, i, v)
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
    assert [v for v, _f in got] == ["Carlos", 150, "David", "1.º Sub-1800", "1st Femenino, 50.00. In all 50.00."]
