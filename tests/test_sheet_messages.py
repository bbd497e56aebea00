"""Wrong or silent results an organiser met (issue 23), each kind through every path he takes:
the command line, ``compute``, both xlwings call paths (tests/hosts.py), LibreOffice's
argument path (calc_args), in Spanish and English. A real headless LibreOffice:
tests/test_libreoffice_sheet_messages.py.

* item 2: a cut larger than the values there are (``BH/C1`` after round 1, ``BH/M2`` in a
  3-round event, ``ARO`` with nothing left, ``BH/C5`` beyond the rounds announced) is computed
  as FIDE's reference implementation computes it (gacrux, under both editions), with a warning;
  only a cut no event can mean is refused (negative, fractional, infinite, beyond 999);
* item 3: a game left blank (a round others played, both players' cells empty; a crosstable's
  two cells) is said by every command that computes and in the workbook, naming the cells,
  in the workbook's language;
* item 4: the edition and readings a value used are visible in the sheet
  (RULES_AND_WARNINGS / REGLAS_Y_AVISOS; the templates beside the date);
* item 6: ``compute`` exits 1 when a column can hold only a message; a date typed as text is
  read as the workbook's language writes it (d/m/y in Spanish), or refused naming its cell;
* item 7: a Spanish workbook is answered in Spanish without ``--lang``; compute's default name;
* item 8: numbers written back keep the language's decimal mark;
* item 11: each finding once (REVISAR_TORNEO, RULES_AND_WARNINGS never repeat down an array
  formula); the templates print a message whole.

The event: a 10-player 4-round Swiss of our own (invented names; module constants), with a
pairing-allocated bye, a half-point bye and a forfeit. Its values by hand are in the tests.
"""

from __future__ import annotations

import dataclasses
import datetime as dt
from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.readers.trf import write_trf
from xl_tiebreaks.standings import compute_standings
from xl_tiebreaks.workbook.compute import compute

from .helpers import swiss_from_rows

#: the event: per player 'opponent colour result' per round (PAB '- - U', half-point bye '- - H')
ROWS = {
    1: ["6 w 1", "2 b 1", "3 b ½", "4 w 1"],
    2: ["7 b 1", "1 w 0", "4 b 0", "9 w 1"],
    3: ["10 w ½", "8 b 1", "1 w ½", "5 b ½"],
    4: ["9 b 1", "5 w ½", "2 w 1", "1 b 0"],
    5: ["8 w 1", "4 b ½", "6 w 1", "3 w ½"],
    6: ["1 b 0", "7 w +", "5 b 0", "10 w ½"],
    7: ["2 w 0", "6 b -", "10 b 0", "8 w 1"],
    8: ["5 b 0", "3 w 0", "9 b ½", "7 b 0"],
    9: ["4 w 0", "- - U", "8 w ½", "2 b 0"],
    10: ["3 b ½", "- - H", "7 w 1", "6 b ½"],
}
NAMES = {1: "Lucía Fernández", 2: "Javier Ortega", 3: "María José Ruiz", 4: "Andrés Molina", 5: "Carmen Vidal",
         6: "Pablo Serrano", 7: "Elena Castro", 8: "Tomás Herrera", 9: "Irene Navarro", 10: "Raúl Domínguez"}
#: the same rounds as one cell per round, as a function's range holds them (English colours)
GRID = [["6w1", "2b1", "3b½", "4w1"], ["7b1", "1w0", "4b0", "9w1"], ["10w½", "8b1", "1w½", "5b½"],
        ["9b1", "5w½", "2w1", "1b0"], ["8w1", "4b½", "6w1", "3w½"], ["1b0", "7w+", "5b0", "10w½"],
        ["2w0", "6b-", "10b0", "8w1"], ["5b0", "3w0", "9b½", "7b0"], ["4w0", "BYE", "8w½", "2b0"],
        ["3b½", "H", "7w1", "6b½"]]
RATINGS = [[2200 - 50 * i] if i != 9 else [None] for i in range(10)]  # player 10 unrated


def event(rounds: int | None = None, *, rated: bool = True):
    t = swiss_from_rows({sn: r[:rounds] if rounds else r for sn, r in ROWS.items()}, NAMES)
    if rated:
        t = dataclasses.replace(t, participants=tuple(
            dataclasses.replace(p, rating=2200 - 50 * (p.start_no - 1) if p.start_no != 10 else None)
            for p in t.participants))
    return t


def trf(tmp_path: Path, rounds: int | None = None, date: str | None = None, name: str = "e.trf") -> Path:
    text = write_trf(event(rounds))
    lines = text.splitlines()
    extra = [f"042 {date}"] if date else []
    if rounds:
        lines = [ln if not ln.startswith("XXR") else "XXR 4" for ln in lines]
    p = tmp_path / name
    p.write_text("\n".join([lines[0], *extra, *lines[1:]]) + "\n", encoding="utf-8")
    return p


def workbook(tmp_path: Path, lang: str, *, rounds: int | None = None, blank_round: int | None = None,
             settings: dict | None = None, order: list[str] | None = None, name: str | None = None) -> Path:
    """The event filled into a Swiss template by ``from-trf`` (``lang``), optionally with the game
    of players 1 and 2 in ``blank_round`` left blank (all six cells) and settings typed."""
    src = trf(tmp_path, rounds, name=f"{name or 'w'}_{lang}.trf")
    out = tmp_path / f"{name or 'w'}_{lang}.xlsx"
    assert main(["from-trf", str(src), "-o", str(out), "--lang", lang, "--force"]) == 0
    wb = load_workbook(out)
    ws = wb["Rondas" if lang == "es" else "Rounds"]
    if blank_round:
        for row in (5, 6):
            for k in range(3):
                ws.cell(row=row, column=3 + 3 * (blank_round - 1) + k).value = None
    st = wb["Configuración" if lang == "es" else "Settings"]
    keys = {str(st.cell(row=r, column=1).value): r for r in range(5, 30)}
    for k, v in (settings or {}).items():
        st.cell(row=keys[k], column=2).value = v
    for i, code in enumerate(order or []):
        st.cell(row=keys[("Desempate {}" if lang == "es" else "Tie-break {}").format(i + 1)], column=2).value = code
    wb.save(out)
    return out


def run(capsys, *args: str) -> tuple[int, str, str]:
    rc = main([str(a) for a in args])
    got = capsys.readouterr()
    return rc, got.out, got.err


# ---------------------------------------------------------------------------------------------
# the hosts' call paths


@pytest.fixture(params=["officejs", "classic", "calc"])
def host(request):
    """(call, error) through one host's path: xlwings Lite's Office.js payload, classic
    xlwings' COM conversion, or LibreOffice's argument shapes (calc_args)."""
    if request.param == "calc":
        from xl_tiebreaks import udfs
        from xl_tiebreaks.libreoffice import calc_args

        info = {i.name: i for i in udfs.REGISTRY if not i.same_name or i.lang == "en"}

        def to_calc(a, is_range):
            if a is None:
                return None
            if isinstance(a, list):
                return tuple(tuple("" if c is None else float(c) if isinstance(c, int) and not isinstance(c, bool)
                                   else c for c in r) for r in a)
            return float(a) if isinstance(a, int) and not isinstance(a, bool) else a

        def call(name, *args):
            i = info[name]
            calc = [to_calc(a, p.is_range) for a, p in zip(args, i.params)] + [None] * (len(i.params) - len(args))
            return [list(r) for r in calc_args.call(i, calc)]

        def error(name, *args):
            return call(name, *args)[0][0]

        return call, error
    pytest.importorskip("xlwings")
    from .hosts import Classic, OfficeJs

    h = OfficeJs() if request.param == "officejs" else Classic()
    return h.call, h.error


def _column(answer) -> list:
    return [r[0] for r in answer]


# ---------------------------------------------------------------------------------------------
# item 2: a cut larger than the values there are


REFERENCE_CASES = [  # (rounds of the event, code)
    (1, "BH/C1"), (1, "BH/M1"), (1, "SB/C1"), (1, "ARO/C1"), (1, "BH/C5"),
    (3, "BH/M2"), (3, "BH/C3"), (3, "BH/C5"), (3, "SB/M2"), (3, "ARO/M2"), (3, "PS/C3"), (3, "BH/C2"),
]


@pytest.mark.parametrize("edition,date", [("FIDE2024", "2025/06/01"), ("FIDE2026", "2026/06/01")])
@pytest.mark.parametrize("rounds,code", REFERENCE_CASES)
def test_a_cut_beyond_the_values_is_what_fides_reference_computes(rounds, code, edition, date):
    """gacrux (FIDE's reference implementation) on the event after ``rounds`` rounds: a sum
    with every value cut is 0, an average with nothing left undefined; ours the same, under
    both editions, with a warning where the cut leaves nothing."""
    run_reference = pytest.importorskip("tests.test_differential").run_reference
    t = event(rounds)
    text = write_trf(t).splitlines()
    ref_rules, ref = run_reference("\n".join([text[0], f"042 {date}", *text[1:]]) + "\n", "swiss", [code])
    st = compute_standings(t, [code], rules=edition, pairing_system="swiss")
    assert ref_rules == {"FIDE2024": "2024-08-01", "FIDE2026": "2026-03-01"}[edition]
    for sn, (_rank, vals) in ref.items():
        theirs = None if vals[0] is None else Fraction(str(vals[0]))
        assert st.value(sn, code) == theirs, (sn, code, st.value(sn, code), theirs)
    from xl_tiebreaks.spec import parse_spec

    spec = parse_spec(code)
    leaves_nothing = spec.cut_low + spec.cut_high >= rounds
    warned = [n for n in st.notes if getattr(n, "code", "") == "warn_cut_leaves_nothing"]
    assert bool(warned) == leaves_nothing
    if leaves_nothing:
        assert {st.value(sn, code) for sn in ref} <= {0, None}


def test_a_cut_after_round_one_in_every_function(host):
    """BH/C1, SB/C1 and a median after round 1 of the event (GRID's first column): every
    value 0, as the reference computes it; ARO/C1 empty for everybody; BH/C5 in a 3-round
    grid 0; a team BH:MP/C5 in a 3-round team crosstable 0."""
    call, _error = host
    r1 = [[r[0]] for r in GRID]
    assert _column(call("BUCHHOLZ", r1, "FIDE", 1)) == [0] * 10
    assert _column(call("BUCHHOLZ", r1, "FIDE", None, 1)) == [0] * 10
    assert _column(call("SONNEBORN_BERGER", r1, None, 1)) == [0] * 10
    assert _column(call("DESEMPATE", r1, "BH/C1")) == [0] * 10
    assert _column(call("ARO", r1, RATINGS, 1, None, "unrated=1600")) == [""] * 10
    assert _column(call("TIEBREAK", [r[:3] for r in GRID], "BH/C5")) == [0] * 10
    team = [["X", "2", "1.5"], ["0", "X", "1"], ["0.5", "1", "X"]]
    assert _column(call("TEAM_BUCHHOLZ", team, "MP", None, 5, None, None, "boards=2")) == [0, 0, 0]
    # BH after round 1 without a cut, by hand: each player's one opponent's score
    assert _column(call("BUCHHOLZ", r1)) == [0, 0, 0.5, 0, 0, 1, 1, 1, 1, 0.5]


@pytest.mark.parametrize("cut,words", [(-1, "-1"), (1000, "1000"), ("inf", "inf")])
def test_a_cut_no_event_can_mean_is_refused(host, cut, words):
    call, error = host
    msg = error("BUCHHOLZ", GRID, "FIDE", cut)
    assert words in msg and "999" in msg


@pytest.mark.parametrize("lang,name,words", [("es", "DESEMPATE", "'1,5' no es un número entero"),
                                             ("en", "TIEBREAK", "'1.5' is not a whole number")])
def test_a_fractional_cut_is_refused_echoed_with_the_languages_decimal_mark(host, lang, name, words):
    """Item 8: a typed 1,5 (a Spanish cell hands 1.5 over) is echoed '1,5' in Spanish."""
    call, error = host
    assert words in error("BUCHHOLZ", GRID, "FIDE", 1.5, None, None, f"lang={lang}")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_command_line_computes_a_cut_after_round_one_and_says_so(tmp_path, capsys, lang):
    f = trf(tmp_path, rounds=1)
    rc, out, err = run(capsys, "standings", f, "-t", "BH/C1 BH/M1 ARO/C1", "--unrated-rating", "1600", "--lang", lang)
    said = "BH/C1 tras 1 ronda(s): su corte de 1 no deja ningún valor" if lang == "es" else \
        "BH/C1 after 1 round(s): its cut of 1 leaves no value"
    assert rc == 0 and said in out
    rows = [ln.split() for ln in out.splitlines() if ln[:6].strip().isdigit()]
    assert rows and all(r[-2:] == (["0,0", "0,0"] if lang == "es" else ["0.0", "0.0"]) for r in rows if len(r) > 6)
    rc, out, _ = run(capsys, "explain", f, "--player", "lucia", "-t", "BH/C1", "--lang", lang)
    assert rc == 0 and said in out and ("BH/C1 = 0,0" if lang == "es" else "BH/C1 = 0.0") in out
    rc, out, _ = run(capsys, "compare", f, "-t", "BH/C1 SB", "--lang", lang)
    assert rc == 0 and said in out


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_template_after_round_one_computes_its_bh_c1(tmp_path, capsys, lang):
    """The Swiss template's default order starts with BH-C1: after round 1 its column is 0 for
    everybody, never an error; compute exits 0 and says it; the sheet's messages say it."""
    wb = workbook(tmp_path, lang, rounds=1)
    out = tmp_path / "c.xlsx"
    rc, so, se = run(capsys, "compute", wb, "-o", out)
    assert rc == 0, se
    said = "BH-C1 tras 1 ronda(s)" if lang == "es" else "BH-C1 after 1 round(s)"
    assert said in so
    ws = load_workbook(out)["Rondas" if lang == "es" else "Rounds"]
    head = [ws.cell(row=4, column=c).value for c in range(1, 25)]
    col = head.index("BH-C1") + 1
    assert [ws.cell(row=r, column=col).value for r in range(5, 15)] == [0] * 10
    sheet = [ws.cell(row=r, column=1).value for r in range(15, 30)]
    assert any(isinstance(v, str) and said in v for v in sheet), sheet


# ---------------------------------------------------------------------------------------------
# item 3: a game left blank


BLANKED = [r[:] for r in GRID]
BLANKED[0][1] = BLANKED[1][1] = None  # round 2 of players 1 and 2, both cells empty


@pytest.mark.parametrize("name,lang", [("RULES_AND_WARNINGS", "en"), ("REGLAS_Y_AVISOS", "es")])
def test_a_game_left_blank_is_said_by_the_function(host, name, lang):
    """The two players are read as absent in round 2 (0 points, a voluntary unplayed round:
    Lucía has 2.5 instead of 3.5): the warning names both cells, once, in the function's
    language; with the round typed, no warning of it."""
    call, _ = host
    got = _column(call(name, BLANKED))
    blank = [ln for ln in got if ("round 2: row 1, column 2" if lang == "en" else "ronda 2: fila 1, columna 2") in ln]
    assert len(blank) == 1, got
    assert ("row 2, column 2" if lang == "en" else "fila 2, columna 2") in blank[0]
    assert ("read as an absence" if lang == "en" else "se lee como ausencia") in blank[0]
    assert call("POINTS", BLANKED)[0] == [2.5]
    assert not [ln for ln in _column(call(name, GRID)) if "round 2:" in ln or "ronda 2:" in ln]


def test_tournament_check_lists_a_blank_game_once(host):
    call, _ = host
    got = call("TOURNAMENT_CHECK", BLANKED)
    found = [r for r in got if "round 2: row 1, column 2" in str(r[2])]
    assert len(found) == 1 and found[0][0] == "warning", got
    ok = call("TOURNAMENT_CHECK", GRID)
    assert len(ok) >= 2 and [r for r in ok if any(r)] == [["", "", "no problems found"]]  # each once


def test_a_crosstable_game_left_blank_is_said_with_its_cells(host):
    """Both cells of the game 2-3 empty: counted as not played yet, said with the two cells."""
    call, _ = host
    cross = [["X", "1", "½", "1"], ["0", "X", None, "1"], ["½", None, "X", "1"], ["0", "0", "0", "X"]]
    got = _column(call("RULES_AND_WARNINGS", cross))
    blank = [ln for ln in got if "1 game left blank" in ln]
    assert len(blank) == 1 and "row 2, column 3" in blank[0] and "row 3, column 2" in blank[0], got


@pytest.mark.parametrize("lang", ["es", "en"])
def test_every_command_says_a_game_left_blank_naming_its_cells(tmp_path, capsys, lang):
    """standings, check, compute, explain, compare and to-trf on a workbook whose round 2 game
    of players 1 and 2 was left blank: each says it, naming Rondas!F5 and F6, in the
    workbook's language (no --lang given)."""
    wb = workbook(tmp_path, lang, blank_round=2)
    sheet = "Rondas" if lang == "es" else "Rounds"
    cells = [f"{sheet}!F5", f"{sheet}!F6"]
    word = "en blanco mientras los demás la jugaron" if lang == "es" else "left blank while others played it"
    runs = [("standings", wb), ("check", wb), ("compute", wb, "-o", tmp_path / "c.xlsx"),
            ("explain", wb, "--player", "1", "-t", "BH"), ("compare", wb),
            ("to-trf", wb, "-o", tmp_path / "o.trf")]
    for args in runs:
        rc, out, err = run(capsys, *args)
        said = [ln for ln in (out + err).splitlines() if word in ln]
        assert rc == 0 and len(said) == 1 and all(c in said[0] for c in cells), (args[0], out, err)
    # the workbook itself: its messages block and the standings' first message
    computed = load_workbook(tmp_path / "c.xlsx")
    st = computed["Clasificación" if lang == "es" else "Standings"]
    assert word in st["A2"].value
    block = [st.cell(row=r, column=1).value for r in range(16, 23)]
    assert sum(1 for v in block if v and word in v) == 1, block


# ---------------------------------------------------------------------------------------------
# item 4: the edition a value used


@pytest.mark.parametrize("name,settings,edition", [
    ("RULES_AND_WARNINGS", None, "FIDE2026"), ("RULES_AND_WARNINGS", "date=2025-10-04", "FIDE2024"),
    ("REGLAS_Y_AVISOS", "fecha=4/10/2025", "FIDE2024"), ("REGLAS_Y_AVISOS", "fecha=1/3/2026", "FIDE2026"),
    ("REGLAS_Y_AVISOS", "reglas=FIDE2024", "FIDE2024"),
])
def test_the_first_row_says_the_edition_a_value_used(host, name, settings, edition):
    """C.07 (2026) art. 1 / the 2024 edition: the start date chooses; no date: the 2026
    edition, which the first row and a warning say."""
    call, _ = host
    got = _column(call(name, GRID, "BH/C1 BH SB", None, settings))
    es = name == "REGLAS_Y_AVISOS"
    assert got[0].startswith(("reglas: " if es else "rules: ") + edition + ":"), got[0]
    if settings is None:
        assert "no start date" in got[0] and any("no start date" in ln for ln in got[1:])
    elif "date" in settings or "fecha" in settings:
        assert ("vigente en la fecha de inicio" if es else "in force on the start date") in got[0]


def test_the_date_changes_the_value_and_the_sheet_says_which(host):
    """The issue's kind: without a date a cell uses the 2026 edition; a 2025 event's value
    under the 2024 edition differs. Lucía (1) left round 2 blank (BLANKED: a voluntary unplayed
    round): the dummy opponent's score is her own 2.5 under the 2024 edition (art. 16) and is
    capped at half the rounds, 2.0, under 2026 (art. 16.4.2), so her BH differs by ½. Values
    from FIDE's reference implementation (gacrux) on the same event, record 042 choosing the
    edition; the first row of RULES_AND_WARNINGS tells which one a cell shows."""
    run_reference = pytest.importorskip("tests.test_differential").run_reference
    call, _ = host
    rows = {sn: [e if not (sn in (1, 2) and k == 1) else "- - -" for k, e in enumerate(r)] for sn, r in ROWS.items()}
    t = swiss_from_rows(rows, NAMES)
    text = write_trf(t).splitlines()
    ref = {}
    for ed, date in (("FIDE2024", "2025/10/04"), ("FIDE2026", "2026/06/01")):
        _r, got = run_reference("\n".join([text[0], f"042 {date}", *text[1:]]) + "\n", "swiss", ["BH"])
        ref[ed] = float(Fraction(str(got[1][1][0])))
    assert ref["FIDE2024"] == ref["FIDE2026"] + 0.5
    assert call("BUCHHOLZ", BLANKED, "FIDE", None, None, 1, "date=2025-10-04") == [[ref["FIDE2024"]]]
    assert call("BUCHHOLZ", BLANKED, "FIDE", None, None, 1) == [[ref["FIDE2026"]]]
    assert call("RULES_AND_WARNINGS", BLANKED, None, None, "date=2025-10-04")[0][0].startswith("rules: FIDE2024:")
    assert call("RULES_AND_WARNINGS", BLANKED)[0][0].startswith("rules: FIDE2026:")


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_template_shows_the_edition_beside_the_date(tmp_path, lang):
    """Beside the date (Configuración!C6 / Settings!C6): before results the explanation; with
    results the edition the values use, from the date typed (a 2025 date: the 2024 edition)."""
    wb = workbook(tmp_path, lang, settings={"Fecha" if lang == "es" else "Date": dt.datetime(2025, 10, 4)})
    out = tmp_path / "c.xlsx"
    assert compute(wb, out).errors == []
    st = load_workbook(out)["Configuración" if lang == "es" else "Settings"]
    assert st["A6"].value == ("Fecha" if lang == "es" else "Date")
    assert st["C6"].value.startswith(("reglas: FIDE2024" if lang == "es" else "rules: FIDE2024"))
    assert "2025-10-04" in st["C6"].value


def test_the_functions_help_shows_the_date():
    from xl_tiebreaks.messages import lookup

    en, es = lookup("arg_help_settings")
    assert "date=2025-10-14" in en and "fecha=14/10/2025" in es
    en, es = lookup("arg_help_rules")
    assert "RULES_AND_WARNINGS" in en and "REGLAS_Y_AVISOS" in es


# ---------------------------------------------------------------------------------------------
# item 6: compute's exit status, dates typed as text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_compute_exits_1_when_a_column_can_only_hold_a_message(tmp_path, capsys, lang):
    """An ARO column with an unrated player (Raúl) and the unrated-rating setting blank: ARO is
    undefined for everybody (C.07 art. 10), the column holds only a message: exit 1, said."""
    wb = workbook(tmp_path, lang, order=["ARO", "BH", "SB", "DE", "WIN"])
    rc, out, err = run(capsys, "compute", wb, "-o", tmp_path / "c.xlsx")
    assert rc == 1, (out, err)
    assert ("sin Elo" if lang == "es" else "unrated") in err and ("Configuración" if lang == "es" else "Settings") in err
    wb2 = workbook(tmp_path, lang, order=["ARO", "BH"], settings={"Sin Elo" if lang == "es" else "Unrated rating": 1600},
                   name="ok")
    rc, out, err = run(capsys, "compute", wb2, "-o", tmp_path / "c2.xlsx")
    assert rc == 0, err


@pytest.mark.parametrize("lang,typed,want", [
    ("es", "4/10/25", dt.date(2025, 10, 4)), ("es", "04/10/2025", dt.date(2025, 10, 4)),
    ("es", "1/3/26", dt.date(2026, 3, 1)), ("en", "25/10/2025", dt.date(2025, 10, 25)),
    ("en", "10/25/2025", dt.date(2025, 10, 25)), ("en", "2025-10-04", dt.date(2025, 10, 4)),
    ("es", "2025-10-04", dt.date(2025, 10, 4)), ("en", "4.10.2025", dt.date(2025, 10, 4)),
])
def test_a_text_date_reads_as_the_language_writes_it(lang, typed, want):
    from xl_tiebreaks.validate import text_date

    assert text_date(typed, lang) == want


def test_an_english_text_date_that_reads_two_ways_is_refused():
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.validate import text_date

    with pytest.raises(TiebreakError) as e:
        text_date("4/10/25", "en")
    assert e.value.code == "date_order_ambiguous" and "2025-10-04" in str(e.value) and "2025-04-10" in str(e.value)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_workbooks_text_date_reads_in_its_language_or_is_refused_naming_its_cell(tmp_path, capsys, lang):
    """4/10/25 typed as text in the date cell: in a Spanish workbook 4 October 2025 (the 2024
    edition); in an English one it reads two ways and is refused naming Settings!B6."""
    wb = workbook(tmp_path, lang, settings={"Fecha" if lang == "es" else "Date": "4/10/25"})
    rc, out, err = run(capsys, "standings", wb)
    if lang == "es":
        assert rc == 0 and "vigente en la fecha de inicio 2025-10-04" in out and "FIDE2024" in out
    else:
        assert rc == 2 and "Settings!B6" in err and "2025-10-04" in err and "2025-04-10" in err
    rc, out, err = run(capsys, "compute", wb, "-o", tmp_path / "c.xlsx")
    assert rc == (0 if lang == "es" else 1)


def test_a_functions_text_date_reads_in_its_language(host):
    call, error = host
    es = _column(call("REGLAS_Y_AVISOS", GRID, None, None, "fecha=4/10/25"))[0]
    assert "2025-10-04" in es and "FIDE2024" in es
    msg = error("BUCHHOLZ", GRID, None, None, None, None, "date=4/10/25; lang=en")
    assert "reads as 2025-10-04 (day/month) or as 2025-04-10 (month/day)" in msg
    assert "2025-10-25" in _column(call("RULES_AND_WARNINGS", GRID, None, None, "date=25/10/2025"))[0]


@pytest.mark.parametrize("lang,rc", [("es", 0), ("en", 2)])
def test_the_command_lines_date_reads_in_its_language(tmp_path, capsys, lang, rc):
    got, out, err = run(capsys, "from-trf", trf(tmp_path), "-o", tmp_path / "x.xlsx", "--date", "4/10/25",
                        "--lang", lang)
    assert got == rc, err
    if rc == 0:
        wb = load_workbook(tmp_path / "x.xlsx")
        assert wb["Configuración"]["B6"].value == dt.datetime(2025, 10, 4)
    else:
        assert "2025-04-10" in err


# ---------------------------------------------------------------------------------------------
# item 7: a Spanish workbook is answered in Spanish


def test_a_spanish_workbook_is_answered_in_spanish_by_every_command(tmp_path, capsys):
    wb = workbook(tmp_path, "es")
    expect = {"standings": "Puesto", "check": "aviso", "explain": "ronda 1:", "compare": "Puesto VIRTUAL",
              "to-trf": "se escribió", "compute": "se escribió"}
    for cmd, word in expect.items():
        extra = {"explain": ["--player", "1", "-t", "BH"], "to-trf": ["-o", tmp_path / "o.trf"],
                 "compute": []}.get(cmd, [])
        rc, out, err = run(capsys, cmd, wb, *extra)
        assert rc == 0 and word in out + err, (cmd, out, err)
    assert (tmp_path / "w_es_calculado.xlsx").exists()  # compute's default name follows the language
    rc, out, _ = run(capsys, "standings", wb, "--lang", "en")
    assert rc == 0 and "Rank" in out
    wb_en = workbook(tmp_path, "en")
    rc, out, err = run(capsys, "compute", wb_en)
    assert rc == 0 and (tmp_path / "w_en_computed.xlsx").exists()


def test_a_workbook_whose_language_setting_changed_is_answered_in_it(tmp_path, capsys):
    wb = workbook(tmp_path, "es", settings={"Idioma": "en"})
    rc, out, _ = run(capsys, "standings", wb)
    assert rc == 0 and "Rank" in out


def test_compute_help_names_the_default_output_it_writes(capsys):
    with pytest.raises(SystemExit):
        main(["compute", "--help", "--lang", "es"])
    out = " ".join(capsys.readouterr().out.split())
    assert "FICHERO_calculado.xlsx" in out


# ---------------------------------------------------------------------------------------------
# item 8: numbers written back keep the language's decimal mark


def test_compare_rules_returns_numbers(host):
    """COMPARAR_REGLAS' values are numbers (a Spanish sheet shows 2,5), never the text '2.5'."""
    call, _ = host
    got = call("COMPARAR_REGLAS", GRID, "BH SB")
    body = got[1:]
    assert body and all(isinstance(r[2], (int, float)) for r in body)
    assert all(isinstance(v, (int, float)) for r in body for v in r[3:-1])
    lucia = next(r for r in body if r[0] == 1)
    assert lucia[2] == 3.5


# ---------------------------------------------------------------------------------------------
# item 11: each finding once; a message prints whole


def test_tournament_check_and_rules_and_warnings_never_repeat_a_row(host):
    """A one-row answer repeats down an array formula in Excel and Calc: both answer at least
    two rows, every finding once."""
    call, _ = host
    for name in ("TOURNAMENT_CHECK", "RULES_AND_WARNINGS", "REVISAR_TORNEO", "REGLAS_Y_AVISOS"):
        got = call(name, GRID, *([None, "date=2025-10-04"] if "CHECK" in name or "REVISAR" in name else
                                 [None, None, "date=2025-10-04"]))
        assert len(got) >= 2
        shown = [tuple(r) for r in got if any(v not in ("", None) for v in r)]
        assert len(shown) == len(set(shown)), got


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_mistake_in_one_round_shows_its_message_on_the_standings_sheet(tmp_path, lang):
    """Opponent 41 typed in round 2: the standings cannot be computed; under the standings'
    title the message is whole (not a fragment in the narrow Rank column), and the messages
    block under the table says it too."""
    wb = workbook(tmp_path, lang)
    book = load_workbook(wb)
    book["Rondas" if lang == "es" else "Rounds"]["F5"].value = 41
    book.save(wb)
    out = tmp_path / "c.xlsx"
    report = compute(wb, out)
    assert report.errors
    st = load_workbook(out)["Clasificación" if lang == "es" else "Standings"]
    a2 = st["A2"].value
    # (compute's copy names the sheet's cell; LibreOffice the range's row: test_libreoffice_sheet_messages.py)
    assert a2.startswith("error: ") and "41" in a2 and ("Rondas!F5" if lang == "es" else "Rounds!F5") in a2
    assert st.merged_cells and any(str(r).startswith("A2:") for r in st.merged_cells.ranges)
    assert st["A2"].alignment.wrap_text
