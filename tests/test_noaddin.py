"""Templates without the add-in (issue 27): workbooks whose tie-breaks are formulas of built-in
spreadsheet functions only, compiled from the core's definitions.

* every function of every formula is one Excel 2010+, LibreOffice 7.4+ and Google Sheets share
  (no ``_xlfn.``, no array formula, nothing volatile), every formula within Excel's limits;
* the shared generated corpus (tests/data/fide-generated) and the real events (tests/data/realdata)
  written with ``--no-addin``, their cached values thrown away, recomputed by a real headless
  LibreOffice without our extension (:func:`noaddin_support.libreoffice_recompute`) and by the
  ``formulas`` package (Excel's semantics): every value equals the core's reading of the same
  workbook. Both engines compute every event of the corpus and every real event, in CI too: the
  ``formulas`` package through a fast driver of its own compiled functions (tests/formulas_engine.py,
  proved equal to the package's own model on a sample: tests/test_noaddin_formulas.py; every event:
  tests/test_noaddin_formulas_every_*.py);
* live: the input cells of a perturbed event typed into the first event's workbook recompute to
  the perturbed event's values (results changed, cleared, a bye, a withdrawal, a rating, the date
  that switches the edition);
* what cannot be read is said, never computed: an unknown word, two rows that disagree, a bad
  setting, an older rule set, a changed tie-break order;
* the command line, the shipped files, the add-in templates untouched.
"""

from __future__ import annotations

import re
import shutil
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook

from .noaddin_support import (
    GENERATED, REALDATA, core_values, corpus_order, libreoffice_recompute, mismatches, noaddin_build,
    noaddin_bytes, without_cached_values,
)
from xl_tiebreaks.noaddin import ALLOWED_FUNCTIONS
from xl_tiebreaks.noaddin.shipped import FOLDER, is_noaddin_path, noaddin_templates

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "workbook_templates"
SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
needs_lo = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed")

ALL_EVENTS = sorted(GENERATED.glob("*.trf"))
#: the CI sample: Swiss of 6 to 64 players, both editions, 3 to 9 rounds; round robins in the round
#: grid (art. 15.2) and as crosstables
SAMPLE = ["swiss_s101_019_p6_r3_2026", "swiss_s101_029_p7_r4_2024", "swiss_s101_045_p12_r5_2024",
          "swiss_s101_021_p16_r5_2026", "swiss_s101_035_p21_r9_2024", "swiss_s101_034_p45_r7_2026",
          "swiss_s101_000_p64_r7_2024", "rr_s101_010_p5_2026", "rr_s101_023_p8_2024", "rr_s101_038_p6_2026",
          "rr_s101_022_p12_2024"]


def _case(trf: Path) -> tuple[str, str, str]:
    """(layout, language, id) of an event: round robins of an even field also as crosstables;
    the languages alternate."""
    name = trf.stem
    lang = "es" if int(name.split("_")[2]) % 2 else "en"
    return "rounds", lang, name


#: the real events (tests/data/realdata, each with its source note)
REAL_EVENTS = sorted(REALDATA.glob("*/tournament.trf"))


def _real_cases() -> list[tuple[Path, str, str]]:
    """Every real event as ``from-trf --no-addin`` writes it (a round robin as a crosstable when
    it fits), the languages alternating."""
    return [(trf, "auto", "es" if i % 2 else "en") for i, trf in enumerate(REAL_EVENTS)]


def _case_id(trf: Path, layout: str, lang: str) -> str:
    return f"{trf.parent.name if trf.name == 'tournament.trf' else trf.stem}_{layout}_{lang}"


def _cases(names: list[str] | None) -> list[tuple[Path, str, str]]:
    out = []
    for trf in ALL_EVENTS:
        if names is not None and trf.stem not in names:
            continue
        layout, lang, name = _case(trf)
        out.append((trf, layout, lang))
        if name.startswith("rr_") and int(name.split("_p")[1].split("_")[0]) % 2 == 0:
            out.append((trf, "crosstable", "es" if lang == "en" else "en"))
    return out


def _order(trf: Path, layout: str) -> tuple[str, ...]:
    if trf.name == "tournament.trf":  # a real event: the tie-breaks organisers use with its system
        swiss = "swiss" in (trf.parent / "source.md").read_text(encoding="utf-8").lower().split("type:")[1][:40]
        return ("BH/C1", "BH", "SB", "DE", "WIN", "ARO", "TPR", "PS") if swiss else ("DE", "SB", "WIN", "KS", "ARO")
    order = corpus_order(trf.with_name(trf.stem + ".expected.tsv"))
    if layout == "crosstable":  # (a crosstable has no order of the rounds, no colours)
        order = tuple(c for c in order if c.split("/")[0] not in ("PS", "BPG", "BWG"))
    return order


def _sheets(lang: str, layout: str) -> tuple[str, str]:
    from xl_tiebreaks.templates import _T

    return _T[lang]["sheet_cross" if layout == "crosstable" else "sheet_rounds"], _T[lang]["sheet_standings"]


def _pts_col(path: Path, sheet: str, lang: str) -> int:
    from xl_tiebreaks.templates import _T

    ws = load_workbook(path, read_only=True)[sheet]
    for c in range(1, 400):
        if ws.cell(row=3, column=c).value == _T[lang]["pts"]:
            return c
    raise AssertionError("no points column")


# ---------------------------------------------------------------------------------------------
# the functions of every formula

_STRING = re.compile(r'"(?:[^"]|"")*"')
_SHEET = re.compile(r"'(?:[^']|'')*'!")
_CALL = re.compile(r"([A-Za-z_][A-Za-z0-9_.]*)\s*\(")
#: conditional formats' functions (the computed columns look as their code says)
_FORMAT_FUNCTIONS = {"LEFT", "OR"}


def formula_functions(formula: str) -> list[str]:
    """The functions a formula calls (every name followed by ``(`` outside string literals and
    quoted sheet names)."""
    bare = _SHEET.sub("S!", _STRING.sub('""', formula))
    return [m.group(1).upper() for m in _CALL.finditer(bare)]


def nesting(formula: str) -> int:
    bare = _SHEET.sub("S!", _STRING.sub('""', formula))
    depth = deepest = 0
    for ch in bare:
        if ch == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif ch == ")":
            depth -= 1
    return deepest


def formula_problems(path: Path) -> list[str]:
    """Every formula of the workbook at ``path`` (cells, conditional formats, validations)
    checked: functions, Excel's limits, no array formula, no ``_xlfn.``."""
    problems: list[str] = []
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name.startswith("xl/worksheets/") and name.endswith(".xml"):
                xml = z.read(name).decode("utf-8")
                if 't="array"' in xml:
                    problems.append(f"{name}: an array formula")
                if "_xlfn" in xml or "_xlws" in xml:
                    problems.append(f"{name}: a function newer than Excel 2010")
                if re.search(r"<f>\s*</f>|<f\s*/>", xml):
                    problems.append(f"{name}: an empty formula (a text beginning with '=' written as a formula)")
    wb = load_workbook(path)
    for ws in wb.worksheets:
        formulas = [(c.coordinate, c.value) for row in ws.iter_rows() for c in row
                    if isinstance(c.value, str) and c.value.startswith("=")]
        for cf in ws.conditional_formatting:
            for rule in cf.rules:
                formulas += [(f"format {cf.sqref}", "=" + f) for f in rule.formula or []]
        for dv in ws.data_validations.dataValidation:
            for f in (dv.formula1, dv.formula2):
                if f and not f.startswith('"') and "(" in f:
                    formulas.append((f"validation {dv.sqref}", "=" + f))
        for where, f in formulas:
            fns = set(formula_functions(f))
            bad = fns - ALLOWED_FUNCTIONS - _FORMAT_FUNCTIONS
            if bad:
                problems.append(f"{ws.title}!{where}: {sorted(bad)} in {f[:120]}")
            if len(f) > 8192:
                problems.append(f"{ws.title}!{where}: {len(f)} characters (Excel: 8,192)")
            if nesting(f) > 64:
                problems.append(f"{ws.title}!{where}: nested {nesting(f)} deep (Excel: 64)")
            if re.search(r"\$?[A-Z]{1,3}:\$?[A-Z]{1,3}(?![0-9])", _STRING.sub('""', f)):
                problems.append(f"{ws.title}!{where}: a whole-column reference")
    return problems


def test_allowed_functions_are_those_every_spreadsheet_shares():
    """The list itself: nothing Excel 2010 lacks (``_xlfn.``), nothing volatile, no array-only
    function; the issue's examples among them."""
    forbidden = {"LET", "LAMBDA", "FILTER", "SORT", "SORTBY", "UNIQUE", "XLOOKUP", "XMATCH", "MINIFS", "MAXIFS", "IFS",
                 "SWITCH", "SEQUENCE", "TEXTJOIN", "CONCAT", "OFFSET", "INDIRECT", "NOW", "TODAY", "RAND", "RANDBETWEEN",
                 "CELL", "INFO", "ARRAYFORMULA", "RANK.EQ", "RANK.AVG", "AGGREGATE"}
    assert not (ALLOWED_FUNCTIONS & forbidden)
    assert {"SUMPRODUCT", "COUNTIF", "COUNTIFS", "INDEX", "MATCH", "IF", "IFERROR", "SMALL", "LARGE", "RANK",
            "ROUND", "ISNUMBER"} <= ALLOWED_FUNCTIONS


def test_formula_functions_reads_calls_not_strings_or_sheet_names():
    assert formula_functions('=IF(A1="SUM(x)",\'Sheet (2)\'!B1,MAX(1,2))') == ["IF", "MAX"]
    assert nesting("=IF(A1,IF(B1,(1)))") == 3


@pytest.fixture(scope="module")
def filled_workbooks(tmp_path_factory) -> dict[str, Path]:
    """Filled workbooks without the add-in of a few events, in both languages and layouts, with
    the corpus's whole tie-break lists (FB among them: the add-in's)."""
    tmp = tmp_path_factory.mktemp("noaddin_filled")
    out = {}
    for trf, layout, lang in _cases(SAMPLE[:3] + ["rr_s101_038_p6_2026"]):
        p = tmp / f"{trf.stem}_{layout}_{lang}.xlsx"
        p.write_bytes(noaddin_bytes(trf, _order(trf, layout), lang=lang, layout=layout))
        out[p.stem] = p
    return out


def test_every_formula_uses_only_the_shared_functions(filled_workbooks):
    problems = []
    for p in filled_workbooks.values():
        problems += [f"{p.name}: {x}" for x in formula_problems(p)]
    assert problems == []


@pytest.mark.parametrize("rel", [rel for _s, rel in noaddin_templates()])
def test_shipped_template_uses_only_the_shared_functions(rel):
    assert formula_problems(SHIPPED / rel) == []


def test_the_check_finds_what_it_must(tmp_path):
    """The check itself fails on a newer function, an array formula, a volatile one, a
    whole-column reference, an empty formula."""
    from openpyxl import Workbook
    from openpyxl.worksheet.formula import ArrayFormula

    wb = Workbook()
    ws = wb.active
    ws["A1"] = "=XLOOKUP(1,B1:B2,C1:C2)"
    ws["A2"] = "=OFFSET(A1,1,1)"
    ws["A3"] = ArrayFormula("A3:A4", "=SUM(B1:B2*C1:C2)")
    ws["A5"] = "=SUM(B:B)"
    ws["A6"] = "="
    wb.save(tmp_path / "ok.xlsx")
    with zipfile.ZipFile(tmp_path / "ok.xlsx") as src, zipfile.ZipFile(tmp_path / "bad.xlsx", "w") as dst:
        for info in src.infolist():  # (the draw word written as a formula, as the workings sheet had it)
            data = src.read(info.filename)
            if info.filename == "xl/worksheets/sheet1.xml":
                data = re.sub(rb'<c r="A6"[^>]*><is><t>=</t></is></c>', b'<c r="A6"><f></f></c>', data)
                assert b"<f></f>" in data
            dst.writestr(info, data)
    problems = " ".join(formula_problems(tmp_path / "bad.xlsx"))
    assert "XLOOKUP" in problems and "OFFSET" in problems and "array formula" in problems
    assert "whole-column" in problems and "empty formula" in problems


# ---------------------------------------------------------------------------------------------
# two engines on the corpus


def _built(tmp: Path, cases: list[tuple[Path, str, str]]) -> list[dict]:
    runs = []
    for trf, layout, lang in cases:
        stem = _case_id(trf, layout, lang)
        cached = tmp / f"{stem}.xlsx"
        data, core, where = noaddin_build(trf, _order(trf, layout), lang=lang, layout=layout)
        cached.write_bytes(data)
        bare = tmp / f"bare_{stem}.xlsx"
        bare.write_bytes(without_cached_values(data))
        runs.append(dict(id=stem, cached=cached, bare=bare, core=core, lang=lang, **where))
    return runs


def _lo_cases() -> list[tuple[Path, str, str]]:
    """LibreOffice's cases, in CI too: every event of the corpus (round robins of an even field
    also as crosstables) and every real event (79 workbooks: 3 min 14 s on the shared 2-core
    machine at a load of about 4, 2026-12-02)."""
    return _cases(None) + _real_cases()


@pytest.fixture(scope="module")
def lo_runs(tmp_path_factory) -> dict[str, dict]:
    if SOFFICE is None:
        pytest.skip("LibreOffice (soffice) is not installed")
    tmp = tmp_path_factory.mktemp("noaddin_lo")
    runs = _built(tmp, _lo_cases())
    got = libreoffice_recompute([r["bare"] for r in runs], tmp / "profile")
    for r in runs:
        r["wb"] = got[r["bare"]]
    return {r["id"]: r for r in runs}


@needs_lo
@pytest.mark.parametrize("case", [_case_id(*c) for c in _lo_cases()])
def test_libreoffice_without_the_extension_computes_the_cores_values(lo_runs, case):
    run = lo_runs[case]
    wb = run["wb"]

    def get(sheet, row, col):
        return wb[sheet].cell(row=row, column=col).value

    assert get(run["results"], 5, run["pts"]) not in (None, "")  # (a value, not a message, not nothing)
    assert mismatches(get, run["core"], run["results"], run["pts"], run["standings"]) == []


def test_the_comparison_sees_a_wrong_value():
    """The comparison of the engines' values with the core's is not blind: a changed value, a
    blank where a value is due and a message where a number is due are all reported."""
    from fractions import Fraction

    core = {"codes": ["BH", "DE"], "rows": {1: {"points": Fraction(2), "place": 1, "values": [Fraction(5), 0]}},
            "order": [1]}
    cells = {("R", 5, 3): 2, ("R", 5, 4): 5, ("R", 5, 5): 0, ("S", 5, 1): 1, ("S", 5, 2): 1}
    get = lambda s, r, c: cells.get((s, r, c))  # noqa: E731
    assert mismatches(get, core, "R", 3, "S") == []
    for key, wrong in (((("R", 5, 4)), 5.5), (("R", 5, 4), None), (("R", 5, 4), "see ↓"),
                       (("S", 5, 1), 2)):
        bad = dict(cells)
        bad[key] = wrong
        assert mismatches(lambda s, r, c, bad=bad: bad.get((s, r, c)), core, "R", 3, "S") != []


# ---------------------------------------------------------------------------------------------
# live: another event typed into the workbook recomputes to its values


def _perturbed_swiss(t):
    """The event ``t`` (a Swiss of 16 players, 5 rounds) changed as an organiser changes one:
    a decisive game of round 2 becomes a draw, a game of round 5 loses its result (cleared), a
    player withdraws before round 5 and his opponent takes a half-point bye, a forfeit in
    round 3, a rating raised and one player unrated."""
    import dataclasses

    from xl_tiebreaks.model import Result, RoundKind, RoundRecord

    rounds = {s: list(recs) for s, recs in t.rounds.items()}

    def game_pair(r, skip=(), won=False):
        for s, recs in sorted(rounds.items()):
            rec = recs[r]
            if rec.kind is RoundKind.GAME and rec.opponent not in skip and s not in skip and (
                    not won or rec.result is Result.WIN):
                return s, rec.opponent
        raise AssertionError("no such game")

    a, b = game_pair(1, won=True)  # round 2: a won against b: a draw
    rounds[a][1] = dataclasses.replace(rounds[a][1], result=Result.DRAW)
    rounds[b][1] = dataclasses.replace(rounds[b][1], result=Result.DRAW)
    c, d = game_pair(4, skip=(a, b))  # round 5: cleared (paired, no result yet)
    rounds[c][4] = RoundRecord(RoundKind.PENDING, d, rounds[c][4].colour)
    rounds[d][4] = RoundRecord(RoundKind.PENDING, c, rounds[d][4].colour)
    e, f = game_pair(4, skip=(a, b, c, d))  # round 5: e withdrew, f takes a half-point bye
    rounds[e][4] = RoundRecord(RoundKind.WITHDRAWN)
    rounds[f][4] = RoundRecord(RoundKind.HALF_BYE)
    g, h = game_pair(2, skip=(a, b, c, d, e, f))  # round 3: a forfeit
    rounds[g][2] = RoundRecord(RoundKind.FORFEIT_WIN, h, rounds[g][2].colour)
    rounds[h][2] = RoundRecord(RoundKind.FORFEIT_LOSS, g, rounds[h][2].colour)
    parts = list(t.participants)
    parts[0] = dataclasses.replace(parts[0], rating=(parts[0].rating or 1500) + 111)
    parts[-1] = dataclasses.replace(parts[-1], rating=None)
    return dataclasses.replace(t, participants=tuple(parts), rounds={s: tuple(r) for s, r in rounds.items()})


def _perturbed_round_robin(t):
    """A round robin changed: a decisive game drawn, a game cleared, a game forfeited."""
    import dataclasses

    from xl_tiebreaks.model import Result, RoundKind, RoundRecord

    rounds = {s: list(recs) for s, recs in t.rounds.items()}
    done = set()
    changes = iter(("draw", "clear", "forfeit"))
    for s in sorted(rounds):
        for r, rec in enumerate(rounds[s]):
            if rec.kind is not RoundKind.GAME or rec.result is not Result.WIN or s in done or rec.opponent in done:
                continue
            o = rec.opponent
            what = next(changes, None)
            if what is None:
                break
            if what == "draw":
                rounds[s][r] = dataclasses.replace(rec, result=Result.DRAW)
                rounds[o][r] = dataclasses.replace(rounds[o][r], result=Result.DRAW)
            elif what == "clear":
                rounds[s][r] = RoundRecord(RoundKind.PENDING, o)
                rounds[o][r] = RoundRecord(RoundKind.PENDING, s)
            else:
                rounds[s][r] = RoundRecord(RoundKind.FORFEIT_LOSS, o)
                rounds[o][r] = RoundRecord(RoundKind.FORFEIT_WIN, s)
            done |= {s, o}
            break
    parts = list(t.participants)
    parts[1] = dataclasses.replace(parts[1], rating=(parts[1].rating or 1500) - 222)
    return dataclasses.replace(t, participants=tuple(parts), rounds={s: tuple(r) for s, r in rounds.items()})


LIVE = [  # (event, layout, language, the order, the date typed: the edition it chooses)
    ("swiss_s101_021_p16_r5_2026", "rounds", "es", "BH/C1 BH SB DE WIN PS ARO TPR REP KS", "2025-06-01"),
    ("swiss_s101_052_p16_r5_2024", "rounds", "en", "BH/C1 BH SB DE WIN PS ARO TPR REP KS", "2026-04-01"),
    ("rr_s101_038_p6_2026", "crosstable", "en", "DE SB WIN KS ARO TPR", "2025-06-01"),
]


def _input_cells(wb, lay) -> list[tuple[str, str]]:
    """(sheet, cell) of everything an organiser types in a template: the players' list, the
    results, the settings' values."""
    out = []
    sheets = {lay.names_at[0], lay.ratings_at[0], lay.results_sheet}
    for title in sheets:
        ws = wb[title]
        for row in ws.iter_rows(min_row=5, max_row=lay.last_row):
            for c in row:
                if not (isinstance(c.value, str) and c.value.startswith("=")):
                    out.append((title, c.coordinate))
    st = wb[lay.sheets["settings"]]
    out += [(st.title, f"B{r}") for r in lay.settings_rows.values()]
    return out


@pytest.fixture(scope="module")
def live_runs(tmp_path_factory) -> dict[str, dict]:
    """Per case: event A's workbook with event B's input cells typed into it (openpyxl, values
    only), recomputed by LibreOffice; B's core values."""
    import datetime as dt

    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    if SOFFICE is None:
        pytest.skip("LibreOffice (soffice) is not installed")
    tmp = tmp_path_factory.mktemp("noaddin_live")
    runs, paths = {}, []
    for name, layout, lang, order, date in LIVE:
        t = read_trf(GENERATED / f"{name}.trf").tournament
        wa, _ = tournament_workbook(t, lang=lang, order=tuple(order.split()), layout=layout, noaddin=True)
        a = tmp / f"a_{name}.xlsx"
        a.write_bytes(noaddin_workbook_bytes(wa))
        tb = _perturbed_swiss(t) if layout == "rounds" else _perturbed_round_robin(t)
        wbb, _ = tournament_workbook(tb, lang=lang, order=tuple(order.split()), layout=layout, noaddin=True,
                                     date=dt.date.fromisoformat(date))
        bld = wbb._xlt_noaddin
        lay = bld.layout
        if layout == "rounds":  # and an unrated player's rating from the settings
            wbb[lay.sheets["settings"]].cell(row=lay.settings_rows["unrated"], column=2, value=1450)
        core_b = core_values(Path("b.xlsx"), wbb)
        typed = load_workbook(a)
        for sheet, ref in _input_cells(wbb, lay):
            typed[sheet][ref].value = wbb[sheet][ref].value
        path = tmp / f"typed_{name}.xlsx"
        typed.save(path)
        path.write_bytes(without_cached_values(path.read_bytes()))
        results, standings = _sheets(lang, layout)
        runs[name] = dict(path=path, core=core_b, core_a=core_values(a), results=results, standings=standings,
                          pts=bld.pts_col)
        paths.append(path)
    got = libreoffice_recompute(paths, tmp / "profile")
    for r in runs.values():
        r["wb"] = got[r["path"]]
    return runs


@needs_lo
@pytest.mark.parametrize("name", [x[0] for x in LIVE])
def test_typing_another_event_recomputes_to_its_values(live_runs, name):
    run = live_runs[name]
    wb = run["wb"]

    def get(sheet, row, col):
        return wb[sheet].cell(row=row, column=col).value

    # the perturbation changes values (else the test proves nothing), and the workbook follows
    changed = [sn for sn, row in run["core"]["rows"].items() if row != run["core_a"]["rows"].get(sn)]
    assert len(changed) >= 4
    assert mismatches(get, run["core"], run["results"], run["pts"], run["standings"]) == []


# ---------------------------------------------------------------------------------------------
# what cannot be read is said, never computed

MISTAKES = [  # (what, sheet role, cell as (row, column offset from the first results column) or a role, value, words)
    ("unknown word", "results", (6, 0), "xyz", ("Rounds!C6", "'xyz'")),
    ("not a result", "results", (5, 2), "2", ("Rounds!E5", "'2'")),
    ("opponent beyond the players", "results", (5, 0), 40, ("Rounds!C5",)),
    ("rows disagree", "results", (5, 0), "opponent+1", ("Rounds!C",)),
    ("same colour", "results", (5, 1), "same colour", ("Rounds!",)),
    ("a setting", "settings", "win", "abc", ("Settings!B", "'abc'")),
    ("older rules", "settings", "rules", "SWISS_PERFECT", ("Settings!B", "SWISS_PERFECT")),
    ("US Chess rules", "settings", "rules", "US", ("Settings!B", "'US'", "add-in")),  # rule 34E: the add-in's
    ("a date as words", "settings", "date", "someday", ("Settings!B", "someday")),
    ("the order", "order", 1, "SB", ("Settings!B", "BH-C1")),
    ("a rating", "ratings", 7, "abcd", ("Players!C7", "'abcd'")),
]


@pytest.fixture(scope="module")
def mistake_runs(tmp_path_factory) -> dict[str, dict]:
    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    if SOFFICE is None:
        pytest.skip("LibreOffice (soffice) is not installed")
    tmp = tmp_path_factory.mktemp("noaddin_mistakes")
    t = read_trf(GENERATED / "swiss_s101_040_p12_r5_2026.trf").tournament
    wb0, _ = tournament_workbook(t, lang="en", noaddin=True)
    lay = wb0._xlt_noaddin.layout
    pts = wb0._xlt_noaddin.pts_col
    base = tmp / "base.xlsx"
    base.write_bytes(noaddin_workbook_bytes(wb0))
    runs, paths = {}, []
    for what, role, where, value, words in MISTAKES:
        wb = load_workbook(base)
        if role == "results":
            ws = wb[lay.results_sheet]
            row, off = where
            if value in ("opponent+1", "same colour"):  # (a row whose round 1 is a game)
                row = next(r for r in range(5, lay.last_row + 1)
                           if isinstance(ws.cell(row=r, column=lay.results_first_col).value, int))
            cell = ws.cell(row=row, column=lay.results_first_col + off)
            if value == "opponent+1":
                value = (cell.value % 12) + 1 if isinstance(cell.value, int) else 1
                value = value if value != row - 4 else value % 12 + 1
            elif value == "same colour":
                opp = ws.cell(row=row, column=lay.results_first_col).value
                value = ws.cell(row=4 + opp, column=lay.results_first_col + 1).value
            cell.value = value
        elif role == "settings":
            wb[lay.sheets["settings"]].cell(row=lay.settings_rows[where], column=2, value=value)
        elif role == "order":
            wb[lay.sheets["settings"]].cell(row=lay.order_rows[where - 1], column=2, value=value)
        else:
            wb[lay.ratings_at[0]].cell(row=where, column=lay.ratings_at[1], value=value)
        path = tmp / f"{what.replace(' ', '_')}.xlsx"
        wb.save(path)
        path.write_bytes(without_cached_values(path.read_bytes()))
        runs[what] = dict(path=path, words=words, pts=pts, lay=lay, status_rows=wb0._xlt_noaddin.status_rows)
        paths.append(path)
    got = libreoffice_recompute(paths, tmp / "profile")
    for r in runs.values():
        r["wb"] = got[r["path"]]
    return runs


@needs_lo
@pytest.mark.parametrize("what", [m[0] for m in MISTAKES])
def test_a_mistake_is_said_where_it_is_and_nothing_is_computed(mistake_runs, what):
    run = mistake_runs[what]
    lay, wb = run["lay"], run["wb"]
    ws = wb[lay.results_sheet]
    short = ws.cell(row=5, column=run["pts"]).value
    assert short in ("see ↓", "ver ↓"), short  # (the narrow column's short text, issue 34 item 5)
    message = ws.cell(row=run["status_rows"][lay.results_sheet], column=1).value  # (whole, below)
    assert isinstance(message, str) and all(w in message for w in run["words"]), message
    computed = [ws.cell(row=r, column=c).value for r in range(5, lay.last_row + 1)
                for c in range(run["pts"], run["pts"] + 1 + len(lay.spec.tiebreak_order))]
    assert [v for v in computed if v not in (None, "")] == [short]
    st = wb[lay.sheets["standings"]]
    assert st.cell(row=5, column=3).value == short
    assert st.cell(row=run["status_rows"][lay.sheets["standings"]], column=1).value == message
    assert all(st.cell(row=r, column=c).value in (None, "") for r in range(6, lay.last_row + 1) for c in range(1, 6))


# ---------------------------------------------------------------------------------------------
# shipped, blank, made by the command line; the add-in's templates untouched


@pytest.mark.parametrize("spec,rel", noaddin_templates(), ids=[rel for _s, rel in noaddin_templates()])
def test_shipped_template_is_what_the_code_writes(spec, rel, tmp_path):
    """Regenerate (``python -m xl_tiebreaks.templates workbook_templates``) when this fails after
    a deliberate change: every part of the package but its dates is the same."""
    from xl_tiebreaks.noaddin.shipped import write_noaddin_template

    fresh = tmp_path / "fresh.xlsx"
    write_noaddin_template(spec, fresh)
    a, b = zipfile.ZipFile(SHIPPED / rel), zipfile.ZipFile(fresh)
    assert a.namelist() == b.namelist()
    for name in a.namelist():
        if name != "docProps/core.xml":
            assert a.read(name) == b.read(name), f"{rel}: {name} differs; regenerate the shipped templates"


def test_shipped_templates_both_languages_beside_the_addins():
    from xl_tiebreaks.templates import standard_templates

    addin = {rel.split("/")[1].rsplit(".", 1)[0] for _s, rel in standard_templates() if not _s.team}
    for lang, folder in FOLDER.items():
        names = {p.stem for p in (SHIPPED / lang / folder).glob("*.xlsx")}
        assert names == {n for n in addin if (SHIPPED / lang / (n + ".xlsx")).exists()}
        assert all(is_noaddin_path(p.relative_to(SHIPPED)) for p in (SHIPPED / lang / folder).glob("*"))


@needs_lo
def test_blank_shipped_templates_stay_blank_in_libreoffice(tmp_path):
    """Nothing typed: every computed cell blank, no message (spare rows and rounds stay blank); the
    block under the standings shows its heading only."""
    from xl_tiebreaks.texts import text

    rels = ["es/sin_complemento/suizo_16_jugadores_5_rondas.xlsx", "en/no_addin/round_robin_6_players.xlsx"]
    paths = []
    for rel in rels:
        p = tmp_path / rel.replace("/", "_")
        p.write_bytes(without_cached_values((SHIPPED / rel).read_bytes()))
        paths.append(p)
    got = libreoffice_recompute(paths, tmp_path / "profile")
    for (spec, rel), p in zip([x for x in noaddin_templates() if x[1] in rels], paths):
        wb = got[p]
        shown = []
        for title in (wb.sheetnames[2] if spec.kind == "swiss" else wb.sheetnames[1], "Clasificación" if spec.lang == "es"
                      else "Standings"):
            ws = wb[title]
            shown += [(title, c.coordinate, c.value) for row in ws.iter_rows(min_row=5) for c in row
                      if c.value not in (None, "") and not isinstance(c.value, int) and title.startswith(("Cl", "St"))
                      and c.value != text("tpl_messages_head", spec.lang)]
        assert shown == []


def test_command_line_writes_both_kinds_and_refuses_what_it_cannot(tmp_path, capsys):
    from xl_tiebreaks.cli import main

    out = tmp_path / "suizo.xlsx"
    assert main(["template", "swiss", "--players", "10", "--rounds", "4", "--lang", "es", "--no-addin", "-o",
                 str(out)]) == 0
    wb = load_workbook(out)
    assert "Cálculos" in wb.sheetnames and wb["Cálculos"].sheet_state == "hidden"
    assert formula_problems(out) == []
    rr = tmp_path / "rr.xlsx"
    assert main(["template", "round-robin", "--players", "5", "--no-addin", "-o", str(rr)]) == 0
    assert "Workings" in load_workbook(rr).sheetnames
    filled = tmp_path / "event.xlsx"
    trf = GENERATED / "swiss_s101_019_p6_r3_2026.trf"
    assert main(["from-trf", str(trf), "--no-addin", "-o", str(filled), "-t", "BH/C1 BH SB WIN"]) == 0
    values = load_workbook(filled, data_only=True)["Rounds"]
    # the values cached for a viewer: the reference's of the corpus (player 1: PTS BH/C1 BH SB WIN)
    rows = [line.split("\t") for line in trf.with_name(trf.stem + ".expected.tsv").read_text().splitlines()
            if not line.startswith("#")]
    head, first = rows[0], rows[1]
    expected = [float(first[head.index(code)]) for code in ("PTS", "BH/C1", "BH", "SB", "WIN")]
    assert [values.cell(row=5, column=c).value for c in range(12, 17)] == expected
    from xl_tiebreaks.texts import text

    capsys.readouterr()
    assert main(["template", "swiss", "--players", "10", "--rounds", "4", "--no-addin", "--xlsm", "-o",
                 str(tmp_path / "x.xlsm")]) != 0
    assert text("template_noaddin_xlsm", "en") in capsys.readouterr().err
    assert main(["template", "team-swiss", "--teams", "8", "--rounds", "4", "--no-addin", "-o",
                 str(tmp_path / "t.xlsx")]) != 0
    assert text("template_noaddin_teams", "en") in capsys.readouterr().err
    assert not (tmp_path / "x.xlsm").exists() and not (tmp_path / "t.xlsx").exists()


def test_the_addin_templates_do_not_change():
    """Building a template with the add-in goes the way it went before this issue: no workings
    sheet, the same formulas (tests/test_templates.py compares the shipped ones cell by cell)."""
    from xl_tiebreaks.templates import TemplateSpec
    from xl_tiebreaks.templates.workbooks import build_workbook

    wb, _ = build_workbook(TemplateSpec("swiss", 8, 3, lang="en"))
    assert "Workings" not in wb.sheetnames and not hasattr(wb, "_xlt_noaddin")
    assert "TIEBREAKS(" in str(wb["Rounds"].cell(row=5, column=13).value.text)


def test_a_workbook_wider_than_a_sheet_is_refused_with_a_message():
    """Excel's 16,384 columns: 99 rounds with the heaviest tie-breaks (cuts and medians step by step, PTP's steps, DE's levels
    twice) do not fit; the template says so instead of writing a sheet Excel would cut."""
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.noaddin.builder import build_noaddin
    from xl_tiebreaks.templates import TemplateSpec

    order = ("SB/C3", "SB/M3", "BH/M3", "SB/M2/P", "BH/M2/P", "PTP", "APPO", "DE", "DE/P", "SB/M1", "BH/M1", "SB/C2",
             "SB/C3/P", "BH/M3/P")
    with pytest.raises(TiebreakError) as e:
        build_noaddin(TemplateSpec("swiss", 10, 99, order=order))
    assert e.value.code == "template_noaddin_too_wide" and "16384" in e.value.message("en")
    build_noaddin(TemplateSpec("swiss", 10, 99))  # the Swiss template's own order fits 99 rounds


@pytest.mark.parametrize("lang", ["es", "en"])
def test_compute_refuses_a_workbook_without_the_addin_and_prizes_reads_its_bases(lang, tmp_path, capsys):
    """A workbook without the add-in computes by itself wherever it is opened: ``compute`` says
    so (exit 2, one line, nothing written) rather than writing its own errors into the copy; its
    prize sheet keeps the bases as cells and the players' data, which ``xl-tiebreaks prizes``
    reads (an empty prize table is named at its cell), with no add-in function in it."""
    from xl_tiebreaks.cli import main

    trf = REAL_EVENTS[0]
    wb = tmp_path / "sin.xlsx"
    assert main(["from-trf", str(trf), "--no-addin", "-o", str(wb), "--lang", lang]) == 0
    capsys.readouterr()
    assert main(["compute", str(wb)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and ("sin el complemento" if lang == "es" else "without the add-in") in err, err
    assert [p.name for p in tmp_path.iterdir()] == ["sin.xlsx"]
    book = load_workbook(wb)
    from xl_tiebreaks.templates.words import NAMES

    names = {n.lower() for n in book.defined_names.keys()}
    assert {NAMES[lang][k].lower() for k in ("prizes", "prize_rules", "prize_categories", "player_data")} <= names
    assert main(["prizes", str(wb)]) == 2
    err = capsys.readouterr().err
    assert ("Premios!G6" if lang == "es" else "Prizes!G6") in err and err.count("\n") == 1, err


def test_an_order_typed_over_a_workbook_without_the_addin_is_said_by_every_command(tmp_path, capsys):
    """The workbook computes the order it was made with and says so in its cells when another is
    typed on its Settings sheet; the commands say the same at the first cell that differs
    (standings exit 2, check reports it as an error, exit 1), and ``-t`` still gives any order
    (a fresh user's trial: standings ranked silently by the typed order)."""
    from xl_tiebreaks.cli import main

    wb = tmp_path / "sin.xlsx"
    assert main(["from-trf", str(REAL_EVENTS[0]), "--no-addin", "-o", str(wb), "--lang", "en"]) == 0
    assert main(["standings", str(wb)]) == 0
    book = load_workbook(wb)
    ws = book["Settings"]
    row = next(r for r in range(1, 60) if str(ws.cell(r, 1).value or "").startswith("Tie-break 1"))
    ws.cell(row, 2).value, ws.cell(row + 1, 2).value = ws.cell(row + 1, 2).value, ws.cell(row, 2).value
    typed = tmp_path / "typed.xlsx"
    book.save(typed)
    capsys.readouterr()
    assert main(["standings", str(typed)]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: Settings!B{row} ") and "the tie-break order it was made with" in err, err
    assert main(["check", str(typed)]) == 1
    assert f"Settings!B{row}" in capsys.readouterr().out
    assert main(["standings", str(typed), "-t", "SB BH"]) == 0


# ---------------------------------------------------------------------------------------------
# issue 34 item 5: short cell texts in the narrow columns, the whole message in the block


def _pdf_text(path: Path, tmp: Path) -> str:
    """The text of ``path`` printed to PDF by a headless LibreOffice without the extension (every
    visible sheet), with all whitespace removed (a wrapped line's breaks fall anywhere)."""
    import re
    import subprocess

    out = tmp / "pdf"
    subprocess.run([SOFFICE, f"-env:UserInstallation={(tmp / 'profile').resolve().as_uri()}", "--headless",
                    "--norestore", "--convert-to", "pdf", "--outdir", str(out), str(path)],
                   check=True, capture_output=True, timeout=900)
    text = subprocess.run(["pdftotext", str(out / (path.stem + ".pdf")), "-"], capture_output=True, text=True,
                          check=True).stdout
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_messages_print_whole_and_the_narrow_columns_say_the_short_text(tmp_path, lang):
    """Printed from LibreOffice without the extension: a workbook scored 3 / 1 / 0 with the bye
    left at 1 (the long bye line), a tie-break only the add-in computes (FB), and then a mistake
    (a result no reading takes): the points column says only the short text ("see ↓" / "ver ↓"),
    the tie-break columns too, and every line of the block under the table (the whole mistake,
    the bye, the tie-break that needs the add-in) is in the printed page's text whole. (The PDF's
    text holds a line a too-short row clips as well: this does not see clipping; the rows' height
    is the builder's estimate from the longest wording.)"""
    import re
    import shutil

    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    if SOFFICE is None or shutil.which("pdftotext") is None:
        pytest.skip("LibreOffice or pdftotext (poppler-utils) is not installed")
    t = read_trf(GENERATED / "swiss_s101_019_p6_r3_2026.trf").tournament
    wb0, _ = tournament_workbook(t, lang=lang, noaddin=True, order=("BH", "FB", "WIN"))
    bld = wb0._xlt_noaddin
    lay = bld.layout
    base = tmp_path / "base.xlsx"
    base.write_bytes(noaddin_workbook_bytes(wb0))
    short = {"en": "see ↓", "es": "ver ↓"}[lang]
    paths = []
    for name, result in (("clean", None), ("mistake", "½½")):
        wb = load_workbook(base)
        st = wb[lay.sheets["settings"]]
        for role, v in (("win", 3), ("draw", 1), ("bye", 1)):
            st.cell(row=lay.settings_rows[role], column=2).value = v
        if result:
            wb[lay.results_sheet].cell(row=5, column=lay.results_first_col + 2).value = result
        p = tmp_path / f"{name}_{lang}.xlsx"
        wb.save(p)
        p.write_bytes(without_cached_values(p.read_bytes()))
        paths.append(p)
    got = libreoffice_recompute(paths, tmp_path / "profile")
    res = lay.results_sheet
    for p in paths:
        ws = got[p][res]
        lines = [ws.cell(row=r, column=1).value for r in range(bld.status_rows[res], bld.status_rows[res] + 12)]
        lines = [x for x in lines if isinstance(x, str) and x.strip()]
        fb = bld.tb1 + 1  # (FB: the add-in's)
        assert ws.cell(row=6, column=fb).value == (None if "mistake" in p.name else short)
        if "mistake" in p.name:
            assert ws.cell(row=5, column=bld.pts_col).value == short
            assert "½½" in lines[0]  # (the whole mistake, first)
        else:
            assert isinstance(ws.cell(row=5, column=bld.pts_col).value, (int, float))
            assert any(" bye " in x for x in lines) and any(x.startswith("FB") for x in lines), lines
        printed = _pdf_text(p, tmp_path / p.stem)
        for line in lines:
            assert re.sub(r"\s+", "", line) in printed, (line, printed[:400])
