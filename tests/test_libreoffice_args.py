"""LibreOffice without LibreOffice: Calc's argument shapes, the two spellings of our function
names in a workbook, the rebind plan, and the commands (convert-names, --libreoffice,
setup-libreoffice).

Shapes as LibreOffice 7.4 passes them to a Python add-in (../shared/research/libreoffice_addin.md
(e), verified again by tests/test_libreoffice.py through a real Calc): a range is a tuple of
row tuples with empty cells as ``''``; an omitted ``any`` argument ``None``; a one-cell
reference its value, an empty one ``0.0``; ``TRUE()`` ``1.0``.
"""

from __future__ import annotations

import os
import sys
import zipfile
from pathlib import Path

import pytest

from xl_tiebreaks import udfs
from xl_tiebreaks.libreoffice import calc_args
from xl_tiebreaks.libreoffice.names import (PREFIX, convert_workbook, function_names, plain_name, to_excel,
                                            to_libreoffice)
from xl_tiebreaks.libreoffice.rebind import plan_rebind, rebound

DATA = Path(__file__).parent / "data"
INFO = {i.name: i for i in udfs.REGISTRY}
GRID = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]


def _classic(name: str, *args):
    """What classic xlwings shows (tests/hosts.py's classic path): the function's value, or its
    one-line message in the first cell of an answer as big as the right one."""
    from .hosts import Classic

    out = Classic().raw_call(name, *args)
    assert not isinstance(out, Exception), out
    return out


# ---------------------------------------------------------------------------------------------
# argument shapes


@pytest.mark.parametrize("calc,is_range,sheet", [
    (None, False, None),                                          # omitted
    (None, True, None),
    (0.0, False, None),                                           # an empty one-cell reference
    (0.0, True, None),
    ("", False, None),
    (3.0, False, 3.0),                                            # a number (Calc's numbers are floats)
    ("FIDE", False, "FIDE"),
    ("BH SB", True, [["BH SB"]]),                                 # a text where a range may go
    (((1.0, ""), ("", "x")), True, [[1.0, None], [None, "x"]]),   # a range: '' -> None
    ((("Ana",),), False, "Ana"),                                  # a one-cell range to a scalar argument
    (((1.0, 2.0),), True, [[1.0, 2.0]]),
    (((1.0,), (2.0,)), True, [[1.0], [2.0]]),                     # an inline array {1;2}
])
def test_from_calc(calc, is_range, sheet):
    assert calc_args.from_calc(calc, is_range) == sheet


@pytest.mark.parametrize("sheet,calc", [
    ([[1, 2.5], [None, "x"]], ((1.0, 2.5), ("", "x"))),
    ([[1], [2, 3]], ((1.0, ""), (2.0, 3.0))),                    # ragged rows padded
    ("0.1.0", (("0.1.0",),)),
    (4, ((4.0,),)),
    ([], (("",),)),
    ([[True]], ((True,),)),
])
def test_to_calc(sheet, calc):
    assert calc_args.to_calc(sheet) == calc


def test_calls_through_calc_shapes_equal_the_excel_functions():
    """The same function, the same arguments as each host passes them: the same values."""
    calc_grid = tuple(tuple(r) for r in GRID)
    cases = [
        ("BUCHHOLZ", (calc_grid, None, None, None, None, None), (GRID,)),
        ("BUCHHOLZ", (calc_grid, "FIDE", 1.0, None, None, None), (GRID, "FIDE", 1)),
        ("BUCHHOLZ", (calc_grid, None, None, None, 0.0, 0.0), (GRID,)),  # empty cells for player and settings
        ("BUCHHOLZ", (calc_grid, None, None, None, 3.0, None), (GRID, None, None, None, 3)),
        ("PUNTOS", (calc_grid, None, "sistema=suizo; rondas=2"), (GRID, None, "sistema=suizo; rondas=2")),
        ("TIEBREAKS", (calc_grid, "PTS BH SB", None, (("rounds", 2.0), ("system", "swiss"))),
         (GRID, "PTS BH SB", None, [["rounds", 2], ["system", "swiss"]])),
        ("STANDINGS", (calc_grid, None, (("A",), ("B",), ("",), ("D",)), None, None),
         (GRID, None, [["A"], ["B"], [None], ["D"]])),
    ]
    for name, calc, excel in cases:
        got = calc_args.call(INFO[name], calc)
        want = calc_args.to_calc(_classic(name, *excel))
        assert got == want, name
    assert calc_args.call(INFO["BUCHHOLZ"], (calc_grid,) + (None,) * 5) == ((1.5,), (2.5,), (2.5,), (1.5,))


def test_errors_are_the_one_line_message_never_an_exception():
    """The same one-line message as classic Excel gives for the same range, in the first cell
    of a column as tall as the right answer (one cell would be repeated down an array formula)."""
    bad = (("2w1", "3b½"), ("41b0", "4w1"), ("4w0", "1w½"), ("3b1", "2b0"))
    got = calc_args.call(INFO["BUCHHOLZ"], (bad, None, None, None, None, None))
    assert got == calc_args.to_calc(_classic("BUCHHOLZ", [list(r) for r in bad]))
    assert "opponent 41 is not in the table (1–4)" in got[0][0] and got[0][0].startswith("row 2")
    assert [r[1:] for r in got] == [()] * 4 and [r[0] for r in got[1:]] == [""] * 3
    got = calc_args.call(INFO["PUNTOS"], (bad, None, None))
    assert "fila 2" in got[0][0] and len(got) == 4 and len(got[0]) == 1
    got = calc_args.call(INFO["BUCHHOLZ"], (tuple(tuple(r) for r in GRID), "FIDE2099", None, None, None, None))
    assert "FIDE2099" in got[0][0]
    got = calc_args.call(INFO["BUCHHOLZ"], (bad, None, None, None, 2.0, None))  # one player: one cell
    assert len(got) == 1 and len(got[0]) == 1 and "41" in got[0][0]


# -------------------------------------------------------------------------------------------
# an error answer is as big as the right one (every function)

TEAM_GRID = [["2w2.5", "3b3"], ["1b1.5", "4w2"], ["4w1", "1w1"], ["3b3", "2b2"]]
TEAM_BAD = [["2w2.5", "3b3"], ["41b1.5", "4w2"], ["4w1", "1w1"], ["3b3", "2b2"]]
BAD = [["2w1", "3b½"], ["41b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
#: arguments as a template passes them (a codes range with an unused slot, ratings, names...)
ARGS = {"codes": [["PTS"], ["BH"], [None], ["SB"]], "ratings": [[2100], [2000], [1900], [1800]],
        "names": [["Ana"], ["Bea"], ["Carla"], ["Dora"]], "categories": [["Sub-12"], [None], ["Sub-12"], [None]],
        "category": "Sub-12", "code": "BH", "team_codes": [["MP"], ["GP"], ["BH:MP"], [None]],
        "prizes": [["General", 1, 100], ["General", 2, 50]]}
#: answers whose height depends on what is read: two rows
VARIABLE = {"TIEBREAK_DETAIL", "DETALLE_DESEMPATE", "TOURNAMENT_CHECK", "REVISAR_TORNEO", "RULES_AND_WARNINGS",
            "REGLAS_Y_AVISOS", "TEAM_RULES_AND_WARNINGS", "REGLAS_Y_AVISOS_EQUIPOS"}
#: functions that list a refused range's mistakes as lines of their answer (tests/test_sheet_messages.py)
LISTS_MISTAKES = {"TOURNAMENT_CHECK", "RULES_AND_WARNINGS", "TEAM_RULES_AND_WARNINGS"}


def _args(info, results, settings=None):
    out = []
    for p in info.params:
        if p.key == "results":
            out.append(tuple(tuple("" if v is None else v for v in r) for r in results))
        elif p.key == "player" and info.twin in ("TIEBREAK_DETAIL", "PLAYER_PRIZE"):
            out.append(1.0)
        elif p.key in ("settings", "team_settings"):
            out.append(settings)
        elif p.key in ARGS:
            v = ARGS[p.key]
            out.append(tuple(tuple("" if x is None else float(x) if isinstance(x, int) else x for x in r) for r in v)
                       if isinstance(v, list) else v)
        else:
            out.append(None)
    return tuple(out)


#: every function with a bad results range and with a bad setting, but the bad range of the
#: functions that list mistakes (TOURNAMENT_CHECK, RULES_AND_WARNINGS and its team twin): a range
#: the readers refuse is their finding, not an error answer
#: (test_a_refused_range_is_tournament_checks_finding, tests/test_sheet_messages.py)
ERROR_CASES = [(info, bad) for info in udfs.REGISTRY if info.params for bad in ("results", "settings")
               if not (info.twin in LISTS_MISTAKES and bad == "results")]


@pytest.mark.parametrize("info,bad", ERROR_CASES, ids=[f"{i.name}-{i.lang}-{b}" for i, b in ERROR_CASES])
def test_an_error_answer_is_as_big_as_the_right_one(info, bad):
    """Every function, with the arguments a template gives it: a bad results range or a bad
    setting answers the message in the first cell of an answer as big as the right one (a
    spreadsheet repeats a one-cell answer over every cell of an array formula, and
    INDEX(answer;0;3) of it is Err:502 in LibreOffice, #REF! in Excel); every other cell
    empty; a column of TIEBREAKS says it again in its first cell (templates take its columns
    one by one), an unused slot stays empty. The same answer as classic Excel's."""
    team = any(p.key == "team_settings" for p in info.params)
    good = calc_args.call(info, _args(info, TEAM_GRID if team else GRID))
    args = _args(info, TEAM_BAD if team else BAD) if bad == "results" else \
        _args(info, TEAM_GRID if team else GRID, settings="win=mucho")
    got = calc_args.call(info, args)
    msg = got[0][0]
    assert isinstance(msg, str) and ("41" if bad == "results" else "mucho") in msg and "\n" not in msg, got
    spanish = "fila 2" in msg if bad == "results" else " no es " in msg
    assert spanish == (info.lang == "es" and not info.same_name), msg
    if info.twin in ("TIEBREAKS", "TEAM_TIEBREAKS"):
        assert got[0] == (msg, msg, "", msg) if not team else (msg, msg, msg, ""), got[0]
    else:
        assert set(got[0][1:]) <= {""}, got[0]
    assert all(set(r) == {""} for r in got[1:]), got
    if info.twin in VARIABLE:  # (the rules and warnings: one column of lines)
        assert len(got) == 2 and len(got[0]) >= (1 if info.twin in LISTS_MISTAKES - {"TOURNAMENT_CHECK"} else 2)
    else:
        assert (len(got), len(got[0])) == (len(good), len(good[0])), (good, got)
    if not info.same_name:
        excel = _classic(info.name, *[calc_args.from_calc(a, p.is_range) for a, p in zip(args, info.params)])
        assert got == calc_args.to_calc(excel)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_refused_range_is_tournament_checks_finding(lang):
    """TOURNAMENT_CHECK (REVISAR_TORNEO) with the bad results range of the test above: not an
    error answer but its one finding, an error naming the cell (row 2, column 1: opponent 41)
    in the function's language, the same as classic Excel shows (the in-process call:
    tests/test_check_compare.py::test_reader_refusal_is_the_finding)."""
    info = next(i for i in udfs.REGISTRY if i.twin == "TOURNAMENT_CHECK" and i.lang == lang)
    args = _args(info, BAD)
    got = calc_args.call(info, args)
    # (the names passed as a template passes them: the player by start number and name, issue 34)
    place = "row 2, column 1 (player 2 Bea, round 1)" if lang == "en" else "fila 2, columna 1 (jugador 2 Bea, ronda 1)"
    # (a second, empty row: a one-row answer repeats down an array formula; each finding once, issue 23)
    assert len(got) == 2 and got[0][:2] == ("error", place) and got[1] == ("", "", ""), got
    assert "41" in got[0][2] and ("not in the table" if lang == "en" else "no está en la tabla") in got[0][2], got
    excel = _classic(info.name, *[calc_args.from_calc(a, p.is_range) for a, p in zip(args, info.params)])
    assert got == calc_args.to_calc(excel)


def test_language_of_libreoffice():
    """Spanish when LibreOffice's user interface is, or else its locale setting ("Default":
    the system's); English otherwise."""
    assert calc_args.language_of("es-ES", "", "en-US") == "es"
    assert calc_args.language_of("en-US", "es-MX", "en-US") == "es"
    assert calc_args.language_of("en-US", "", "es-AR") == "es"
    assert calc_args.language_of("en-US", "en-GB", "es-ES") == "en"  # the locale chosen, not the system's
    assert calc_args.language_of("de", "", "de-DE") == "en"
    assert calc_args.language_of(None, None, None) == "en"
    shared = {i.name for i in udfs.REGISTRY if calc_args.shares_its_name(i)}
    assert shared == {"BUCHHOLZ", "SONNEBORN_BERGER", "KOYA", "XLT_VERSION"}


def test_a_shared_name_speaks_the_language_given_unless_the_settings_say():
    bad = tuple(tuple(r) for r in BAD)
    for name, extra in (("BUCHHOLZ", 4), ("SONNEBORN_BERGER", 3), ("KOYA", 2)):
        none = (None,) * extra
        assert "fila 2" in calc_args.call(INFO[name], (bad,) + none + (None,), "es")[0][0]
        assert "row 2" in calc_args.call(INFO[name], (bad,) + none + (None,), "en")[0][0]
        assert "row 2" in calc_args.call(INFO[name], (bad,) + none + (None,))[0][0]
        assert "row 2" in calc_args.call(INFO[name], (bad,) + none + ("lang=en",), "es")[0][0]
        assert "fila 2" in calc_args.call(INFO[name], (bad,) + none + ("idioma=es",), "en")[0][0]
    # a function with a name per language keeps its own
    assert "row 2" in calc_args.call(INFO["POINTS"], (bad, None, None), "es")[0][0]
    assert calc_args.call(INFO["XLT_VERSION"], (), "es") == ((udfs.__version__,),)


def test_settings_text_in_a_one_cell_range_reads_as_the_text():
    """Every host hands a typed text to a range argument as a one-cell range (xlwings ndim=2,
    Calc's any): ``"reglas=FIDE2024; sistema=suizo"`` must set both keys, not read
    ``"FIDE2024; sistema=suizo"`` as the rules (found by typing the issue's example in Calc)."""
    from xl_tiebreaks.settings import parse_settings

    for text in ("reglas=FIDE2024; sistema=suizo", "sistema=todos contra todos; rondas=5; libre=1",
                 "rounds=7\nsystem=swiss", "rules: FIDE2026; lang=es"):
        assert parse_settings([[text]]) == parse_settings(text)
        assert parse_settings([[text, None]]) == parse_settings(text)
    s = parse_settings([["reglas=FIDE2024; sistema=suizo"]])
    assert s.rules == "FIDE2024" and s.system.value == "swiss"


# ---------------------------------------------------------------------------------------------
# names


def test_every_function_has_both_spellings():
    assert {i.name for i in udfs.REGISTRY} == set(function_names())
    for name in function_names():
        assert to_libreoffice(f"={name}(A1:B2)") == f"={PREFIX}{name}(A1:B2)"
        assert to_excel(f"={PREFIX}{name}(A1:B2)") == f"={name}(A1:B2)"
        assert to_excel(f"={name.lower()}(A1:B2)") == f"={name}(A1:B2)"  # LibreOffice's unbound form
        assert plain_name(PREFIX.lower() + name.lower()) == name


@pytest.mark.parametrize("excel,lo", [
    ('=BUCHHOLZ(C4:K19,"FIDE",1)', '=ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ(C4:K19,"FIDE",1)'),
    ('IF(COUNTA(R)=0,"",INDEX(DESEMPATES(R,C,E,S),0,2))',
     'IF(COUNTA(R)=0,"",INDEX(ORG.XLTIEBREAKS.FUNCTIONS.DESEMPATES(R,C,E,S),0,2))'),
    ('=PUNTOS(\'BUCHHOLZ(x)\'!A1:B2;;"POINTS(y)")',                      # sheet names and texts untouched
     '=ORG.XLTIEBREAKS.FUNCTIONS.PUNTOS(\'BUCHHOLZ(x)\'!A1:B2;;"POINTS(y)")'),
    ('=MYPOINTS(A1)+SUM(POINTS(A1:B2))', '=MYPOINTS(A1)+SUM(ORG.XLTIEBREAKS.FUNCTIONS.POINTS(A1:B2))'),
    ('="say ""POINTS(1)"" "&POINTS(A1)', '="say ""POINTS(1)"" "&ORG.XLTIEBREAKS.FUNCTIONS.POINTS(A1)'),
    ("=Points + SUM(A1)", "=Points + SUM(A1)"),                       # a defined name, not a call
])
def test_formula_conversion_both_ways(excel, lo):
    assert to_libreoffice(excel) == lo
    assert to_excel(lo) == excel.replace("_xludf.", "")
    assert to_libreoffice(lo) == lo and to_excel(excel) == excel


def test_prefixed_and_lower_case_names():
    assert to_libreoffice("=_xludf.BUCHHOLZ(A1)") == f"={PREFIX}BUCHHOLZ(A1)"
    assert to_excel("=org.xltiebreaks.functions.buchholz(A1)") == "=BUCHHOLZ(A1)"
    assert to_excel("=buchholz(A1)+sum(A1)") == "=BUCHHOLZ(A1)+sum(A1)"


def test_rebind_plan():
    formulas = (
        ('=Torneo&""', '{=IF(COUNTA(R)=0;"";puntos(R;;S))}'),
        ('=ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ(A1:B2)', "=buchholz(A1:B2;\"FIDE\";1)"),
        ("", None),
    )
    plan = list(plan_rebind(formulas))
    assert plan == [((0, 1), f'=IF(COUNTA(R)=0;"";{PREFIX}PUNTOS(R;;S))', True),
                    ((1, 1), f'={PREFIX}BUCHHOLZ(A1:B2;"FIDE";1)', False)]
    assert rebound("=SUM(A1:A3)") is None and rebound(f"={PREFIX}POINTS(A1)") is None


# ---------------------------------------------------------------------------------------------
# workbooks and commands


def _formulas(path: Path) -> str:
    with zipfile.ZipFile(path) as z:
        return "".join(z.read(n).decode() for n in z.namelist() if n.startswith("xl/") and n.endswith(".xml"))


def test_template_with_libreoffice_names_and_back(tmp_path):
    from xl_tiebreaks.cli import main

    for kind, extra in (("swiss", ["--players", "8", "--rounds", "3"]), ("round-robin", ["--players", "6"]),
                        ("team-swiss", ["--teams", "6", "--rounds", "3", "--boards", "4"])):
        for ext in (".xlsx", ".xlsm"):
            plain, lo = tmp_path / f"{kind}{ext}", tmp_path / f"{kind}_lo{ext}"
            assert main(["template", kind, *extra, "-o", str(plain)]) == 0
            assert main(["template", kind, *extra, "-o", str(lo), "--libreoffice"]) == 0
            text = _formulas(lo)
            assert PREFIX in text
            assert not any(f">{n}(" in text or f",{n}(" in text or f'"",{n}(' in text for n in function_names())
            back = tmp_path / f"{kind}_back{ext}"
            assert main(["convert-names", str(lo), "--to", "excel", "-o", str(back)]) == 0
            assert PREFIX not in _formulas(back)
            with zipfile.ZipFile(plain) as a, zipfile.ZipFile(back) as b:
                assert a.namelist() == b.namelist()
                for n in a.namelist():  # everything but the package's own timestamps is the same
                    if n.startswith("xl/worksheets/") or n == "xl/workbook.xml":
                        assert a.read(n) == b.read(n), n
                if ext == ".xlsm":
                    assert a.read("xl/vbaProject.bin") == b.read("xl/vbaProject.bin")
            assert oct(os.stat(lo).st_mode & 0o777) == oct(os.stat(plain).st_mode & 0o777)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_convert_names_with_nothing_to_convert_is_no_error(tmp_path, capsys, lang):
    """A workbook whose functions have the names asked for already (a template for Excel, or
    what LibreOffice 25.x saves, --to excel; a --libreoffice one, --to libreoffice): exit 0,
    it says there was nothing to convert, in the command's language, and the copy is the file
    byte for byte."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.texts import text

    for form, extra in (("excel", []), ("libreoffice", ["--libreoffice"])):
        src, out = tmp_path / f"{form}.xlsx", tmp_path / f"{form}_again.xlsx"
        assert main(["template", "swiss", "--players", "8", "--rounds", "3", "-o", str(src), *extra]) == 0
        capsys.readouterr()
        assert main(["convert-names", str(src), "--to", form, "-o", str(out), "--lang", lang]) == 0
        names = "Excel" if form == "excel" else "LibreOffice"
        said = capsys.readouterr().out.strip()
        assert said == text("cli_names_unchanged", lang, path=str(out), src=str(src), names=names)
        assert ("nothing to convert" in said) == (lang == "en") and ("nada que convertir" in said) == (lang == "es")
        assert out.read_bytes() == src.read_bytes()


def test_readers_accept_libreoffice_names(tmp_path):
    """compute, standings, to-trf and check read a workbook in LibreOffice's names as the plain one."""
    from openpyxl import load_workbook

    from xl_tiebreaks.cli import main

    trf = DATA / "fide-generated" / "swiss_s101_009_p7_r5_2026.trf"
    plain, lo = tmp_path / "plain.xlsx", tmp_path / "lo.xlsx"
    assert main(["from-trf", str(trf), "-o", str(plain)]) == 0
    assert main(["from-trf", str(trf), "-o", str(lo), "--libreoffice"]) == 0
    out = {}
    for src in (plain, lo):
        c = tmp_path / f"{src.stem}_c.xlsx"
        assert main(["compute", str(src), "-o", str(c), "--engine", "python"]) == 0
        wb = load_workbook(c)
        out[src.stem] = {(ws.title, x.coordinate): x.value for ws in wb.worksheets for r in ws.iter_rows() for x in r}
        assert main(["standings", str(src), "--format", "csv", "-o", str(tmp_path / f"{src.stem}.csv")]) == 0
        assert main(["to-trf", str(src), "-o", str(tmp_path / f"{src.stem}.trf")]) == 0
    assert out["plain"] == out["lo"]
    assert (tmp_path / "plain.csv").read_text().splitlines()[1:] == (tmp_path / "lo.csv").read_text().splitlines()[1:]
    assert (tmp_path / "plain.trf").read_text() == (tmp_path / "lo.trf").read_text()
    assert sum(isinstance(v, (int, float)) for v in out["lo"].values()) > 50


def test_convert_names_refuses(tmp_path, capsys):
    from xl_tiebreaks.cli import main

    (tmp_path / "a.txt").write_text("x")
    assert main(["convert-names", str(tmp_path / "a.txt"), "--to", "excel"]) == 2
    assert "not an .xlsx or .xlsm" in capsys.readouterr().err
    (tmp_path / "b.xlsx").write_text("not a zip")
    assert main(["convert-names", str(tmp_path / "b.xlsx"), "--to", "excel"]) == 2
    assert main(["convert-names", str(tmp_path / "missing.xlsx"), "--to", "excel"]) == 2
    assert not list(tmp_path.glob("*_excel*"))
    with pytest.raises(ValueError):
        convert_workbook(tmp_path / "b.xlsx", tmp_path / "c.xlsx", "calc")


def test_setup_libreoffice_oxt_and_root(tmp_path, capsys, monkeypatch):
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.libreoffice import office, setup

    assert main(["setup-libreoffice", "--oxt", str(tmp_path / "x.oxt")]) == 0
    out = capsys.readouterr().out
    assert f"wrote {tmp_path / 'x.oxt'}" in out and "Extension Manager" in out
    with zipfile.ZipFile(tmp_path / "x.oxt") as z:
        assert "CalcAddIns.xcu" in z.namelist()
    assert main(["setup-libreoffice", "--oxt", str(tmp_path / "x.oxt")]) == 2  # exists: --force
    assert main(["setup-libreoffice", "--oxt", str(tmp_path / "x.zip")]) == 2
    monkeypatch.setattr(office, "is_root", lambda: True)
    monkeypatch.setattr(setup, "is_root", lambda: True)
    capsys.readouterr()
    assert main(["setup-libreoffice", "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "root" in err and "sin sudo" in err and "--oxt" in err


def test_compute_auto_engine_is_offline_without_the_extension(tmp_path, monkeypatch, capsys):
    """``compute`` uses LibreOffice by itself only once setup-libreoffice installed the
    extension for the user; otherwise the offline evaluator, as before."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.libreoffice import setup

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "cfg"))
    assert setup.installed_for_user() is False
    trf = DATA / "fide-generated" / "rr_s101_026_p4_2024.trf"
    assert main(["from-trf", str(trf), "-o", str(tmp_path / "a.xlsx")]) == 0
    assert main(["compute", str(tmp_path / "a.xlsx")]) == 0
    assert "LibreOffice" not in capsys.readouterr().out
    pmap = tmp_path / "cfg" / "libreoffice" / "4" / "user" / "uno_packages" / "cache" / "uno_packages.pmap"
    pmap.parent.mkdir(parents=True)
    pmap.write_bytes(b"Pmp1\x00org.xltiebreaks.calc\x00")
    assert setup.installed_for_user() is True


def test_without_libreoffice_the_engine_says_so(tmp_path, monkeypatch, capsys):
    """No soffice (XLT_SOFFICE names a missing file): the tests skip with this reason, and
    ``compute --engine libreoffice`` says what to install instead of failing."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.libreoffice import office

    monkeypatch.setenv("XLT_SOFFICE", str(tmp_path / "no-soffice"))
    assert office.find_soffice() is None
    assert office.unavailable_reason() == "LibreOffice (soffice) is not installed"
    trf = DATA / "fide-generated" / "rr_s101_026_p4_2024.trf"
    assert main(["from-trf", str(trf), "-o", str(tmp_path / "a.xlsx")]) == 0
    capsys.readouterr()
    assert main(["compute", str(tmp_path / "a.xlsx"), "--engine", "libreoffice"]) == 2
    err = capsys.readouterr().err
    assert "LibreOffice cannot be used here: LibreOffice (soffice) is not installed" in err
    assert not (tmp_path / "a_computed.xlsx").exists()
    assert main(["compute", str(tmp_path / "a.xlsx")]) == 0  # auto: the offline evaluator


def _fake_libreoffice(root: Path, says: str, about: str | None = None) -> Path:
    """A LibreOffice unpacked as Debian's packages are (usr/lib/libreoffice/program/soffice, its
    UNO libraries' links in usr/lib/x86_64-linux-gnu): a soffice that prints ``says`` to
    ``--version``; ``about``: the version its main.xcd holds."""
    prog = root / "usr" / "lib" / "libreoffice" / "program"
    prog.mkdir(parents=True)
    (root / "usr" / "lib" / "x86_64-linux-gnu").mkdir(parents=True)
    soffice = prog / "soffice"
    soffice.write_text(f"#!/bin/sh\nprintf '%s\\n' '{says}'\n")
    soffice.chmod(0o755)
    (prog / "unopkg").write_text("#!/bin/sh\n")
    if about:
        xcd = root / "usr" / "lib" / "libreoffice" / "share" / "registry" / "main.xcd"
        xcd.parent.mkdir(parents=True)
        xcd.write_text('<oor:data><prop oor:name="ooSetupVersionAboutBox" oor:type="xs:string">'
                       f"<value>{about}</value></prop></oor:data>")
    return prog


@pytest.mark.skipif(sys.platform.startswith("win"), reason="a shell script stands for soffice")
def test_a_libreoffice_unpacked_apart_is_found_with_its_version_and_paths(tmp_path, monkeypatch):
    """XLT_LIBREOFFICE (a folder where Debian's packages were unpacked with dpkg -x): its soffice
    and unopkg, which version it is (``soffice --version``; where that says nothing, main.xcd),
    and the paths its programs need: its program folder first in LD_LIBRARY_PATH (its own UNO
    libraries, not the system's LibreOffice's), then its private library folder, then the
    caller's; its program folder as PYTHONPATH (its uno module). XLT_SOFFICE still wins."""
    from xl_tiebreaks.libreoffice import locate, office

    monkeypatch.delenv("XLT_SOFFICE", raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/elsewhere")
    prog = _fake_libreoffice(tmp_path / "lo74", "LibreOffice 7.4.7.2 40(Build:2)")
    monkeypatch.setenv("XLT_LIBREOFFICE", str(tmp_path / "lo74"))
    assert locate.find_soffice() == prog / "soffice" and office.find_unopkg() == prog / "unopkg"
    assert locate.version() == (7, 4, 7, 2)
    env = locate.environment()
    assert env == {"LD_LIBRARY_PATH": os.pathsep.join([str(prog), str(tmp_path / "lo74" / "usr" / "lib" /
                                                                      "x86_64-linux-gnu"), "/elsewhere"]),
                   "PYTHONPATH": str(prog)}
    assert {k: office._clean_env()[k] for k in env} == env
    # a soffice that prints nothing (Windows' soffice.exe): the version main.xcd holds
    prog = _fake_libreoffice(tmp_path / "quiet", "", about="25.2.3.2")
    monkeypatch.setenv("XLT_LIBREOFFICE", str(tmp_path / "quiet"))
    assert locate.version() == (25, 2, 3, 2)
    # a folder without a LibreOffice: none found, no paths
    monkeypatch.setenv("XLT_LIBREOFFICE", str(tmp_path / "empty"))
    assert locate.find_soffice() is None and locate.version() is None and locate.environment() == {}
    assert office.unavailable_reason() == "LibreOffice (soffice) is not installed"
    monkeypatch.setenv("XLT_SOFFICE", str(prog / "soffice"))
    assert locate.find_soffice() == prog / "soffice"
    monkeypatch.delenv("XLT_LIBREOFFICE")
    assert locate.environment() == {}


def test_compute_auto_falls_back_when_libreoffice_fails(tmp_path, monkeypatch, capsys):
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.libreoffice import office, setup

    def broken(path, office=None):
        raise TiebreakError("lo_failed", detail="no answer within 300 s")

    monkeypatch.setattr(setup, "installed_for_user", lambda: True)
    monkeypatch.setattr(office, "unavailable_reason", lambda: None)
    monkeypatch.setattr(office, "workbook_values", broken)
    trf = DATA / "fide-generated" / "rr_s101_026_p4_2024.trf"
    assert main(["from-trf", str(trf), "-o", str(tmp_path / "a.xlsx")]) == 0
    capsys.readouterr()
    assert main(["compute", str(tmp_path / "a.xlsx")]) == 0
    cap = capsys.readouterr()
    assert "note: LibreOffice did not compute the workbook: no answer within 300 s; computed without LibreOffice" \
        in cap.err
    assert "formulas replaced by their values" in cap.out and "LibreOffice" not in cap.out
    assert main(["compute", str(tmp_path / "a.xlsx"), "--engine", "libreoffice", "--force"]) == 2
