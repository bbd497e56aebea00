"""The Excel functions through xlwings' own registration and call paths.

Office.js (xlwings Lite / Server): ``xlwings.server.custom_functions_meta`` is the JSON Excel
registers; ``custom_functions_call`` runs a call with the payload Excel's JavaScript sends.
Classic Windows xlwings: the VBA wrapper text ``xlwings.udfs.generate_vba_wrapper`` writes
(COM stubbed). And the module must import where xlwings is absent.
"""

from __future__ import annotations

import asyncio
import copy
import importlib
import io
import subprocess
import sys
import types
from pathlib import Path
from unittest import mock

import pytest

xw = pytest.importorskip("xlwings")
xs = pytest.importorskip("xlwings.server")

from xl_tiebreaks import udfs  # noqa: E402
from xl_tiebreaks.readers.trf import read_trf  # noqa: E402
from xl_tiebreaks.standings import compute_standings  # noqa: E402

DATA = Path(__file__).parent / "data"

# seed 002 as the seed prints it: name, then per round "opponent colour result"
SEED002 = [
    ["F", "C Negras 1", "A Blancas ½", "B Blancas 1"],
    ["A", "D Blancas 1", "F Negras ½", "E Blancas 1"],
    ["E", "B Negras ½", "C Blancas 1", "A Negras 0"],
    ["B", "E Blancas ½", "D Blancas 1", "F Negras 0"],
    ["C", "F Blancas 0", "E Negras 0", "D Blancas 1"],
    ["D", "A Negras 0", "B Negras 0", "C Negras 0"],
]
SEED002_VALUES = {  # name: points, BH-C1, BH, SB
    "F": (2.5, 4, 5, 3.75), "A": (2.5, 4, 4, 2.75), "E": (1.5, 4, 5, 1.75),
    "B": (1.5, 4, 4, 0.75), "C": (1, 4, 4, 0), "D": (0, 4, 5, 0),
}


def payload(func_name: str, *args):
    """The body xlwings' JavaScript posts (Lite passes the same object to Pyodide)."""
    return {"client": "Office.js", "func_name": func_name, "args": list(args),
            "caller_address": "[Tournament.xlsx]Sheet1!J2", "session_id": "test",
            "culture_info_name": "es-ES", "date_format": "d/M/yyyy", "version": xw.__version__, "runtime": "1.4"}


def call(name: str, *args):
    return asyncio.run(xs.custom_functions_call(payload(name, *args), udfs))


def meta():
    return {f["id"]: f for f in xs.custom_functions_meta(udfs)["functions"]}


def test_metadata_names_and_parameters():
    m = meta()
    for name in ("BUCHHOLZ", "SONNEBORN_BERGER", "POINTS", "PUNTOS", "PROGRESSIVE", "PROGRESIVO", "KOYA", "WINS",
                 "VICTORIAS", "GAMES_WON", "BLACK_GAMES", "BLACK_WINS", "ROUNDS_PLAYED", "FORE_BUCHHOLZ", "AOB",
                 "ARO", "TPR", "PTP", "APRO", "APPO", "TIEBREAK", "DESEMPATE", "TIEBREAKS", "DESEMPATES",
                 "STANDINGS", "CLASIFICACION", "XLT_VERSION"):
        assert name in m, name
        assert m[name]["name"] == name
    bh = m["BUCHHOLZ"]
    assert [p["name"] for p in bh["parameters"]] == ["results", "rules", "cut", "median", "player", "settings"]
    assert [p.get("optional", False) for p in bh["parameters"]] == [False, True, True, True, True, True]
    assert bh["result"] == {"dimensionality": "matrix", "type": "any"}
    assert [p["name"] for p in m["PUNTOS"]["parameters"]] == ["resultados", "jugador", "configuracion"]
    assert "volatile" not in bh["options"]
    # the frozen argument order (later versions only append)
    assert [p["name"] for p in m["TIEBREAK"]["parameters"]] == ["results", "code", "ratings", "player", "settings"]
    assert [p["name"] for p in m["STANDINGS"]["parameters"]] == ["results", "codes", "names", "ratings", "settings"]


def _by_name(column):
    return {row[0]: v[0] for row, v in zip(SEED002, column)}


def test_seed002_as_printed():
    """Seed 002's table exactly as the seed writes it ('C Negras 1'), names in the first column."""
    assert _by_name(call("BUCHHOLZ", SEED002, "FIDE", 1)) == {k: v[1] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("BUCHHOLZ", SEED002, None, None)) == {k: v[2] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("SONNEBORN_BERGER", SEED002)) == {k: v[3] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("PUNTOS", SEED002)) == {k: v[0] for k, v in SEED002_VALUES.items()}
    table = call("STANDINGS", SEED002, "BH-C1 BH SB")
    assert table[0] == ["Rank", "No.", "Name", "Points", "BH-C1", "BH", "SB"]
    assert [r[2] for r in table[1:]] == ["F", "A", "E", "B", "C", "D"]
    assert call("CLASIFICACION", SEED002, "BH-C1 BH SB")[0][:4] == ["Puesto", "Nº", "Nombre", "Puntos"]


def test_seed002_three_columns_and_player():
    letters = "FAEBCD"
    num = {c: i + 1 for i, c in enumerate(letters)}
    rows = []
    for r in SEED002:
        row = []
        for cell in r[1:]:
            opp, colour, res = cell.split()
            row += [num[opp], {"Blancas": "B", "Negras": "N"}[colour], res]
        rows.append(row)
    got = call("TIEBREAKS", rows, "BH-C1 BH SB")
    for name, vals in zip(letters, got):
        assert tuple(vals) == SEED002_VALUES[name][1:]
    assert call("SONNEBORN_BERGER", rows, None, None, 1) == [[3.75]]
    assert call("BUCHHOLZ", rows, None, None, None, 1) == [[5]]
    # by name, when the range carries the names
    assert call("BUCHHOLZ", SEED002, None, None, None, "F") == [[5]]
    assert call("SONNEBORN_BERGER", SEED002, None, None, "d") == [[0]]


def test_seed002_pairing_list():
    pairings = [
        [1, 1, "A", "D", "1-0"], [1, 2, "B", "E", "½-½"], [1, 3, "C", "F", "0-1"],
        [2, 1, "F", "A", "½-½"], [2, 2, "B", "D", "1-0"], [2, 3, "E", "C", "1-0"],
        [3, 1, "F", "B", "1-0"], [3, 2, "A", "E", "1-0"], [3, 3, "C", "D", "1-0"],
    ]
    names = [["A"], ["B"], ["C"], ["D"], ["E"], ["F"]]
    table = call("STANDINGS", pairings, "BH-C1 BH SB", names)
    got = {r[2]: (r[3], r[4], r[5], r[6]) for r in table[1:]}
    assert got == SEED002_VALUES


def _crosstable_of(trf: Path):
    from xl_tiebreaks.layouts import crosstable_cells

    t = read_trf(trf).tournament
    names = [p.name for p in t.participants]
    return t, [[nm] + row for nm, row in zip(names, crosstable_cells(t))]


def test_fide_round_robin_as_crosstable():
    """FIDE's worked round robin (a forfeit: counts as a game, art. 15.2) as a crosstable."""
    t, cells = _crosstable_of(DATA / "fide-exercises" / "held_round_robin.trf")
    ref = compute_standings(t, "SB SB/C1 KS", pairing_system="round_robin", rules="FIDE2024")
    got = call("TIEBREAKS", cells, "SB SB/C1 KS", None, "fecha=2024-10-01")
    for p, row in zip(t.participants, got):
        assert row == [float(ref.value(p.start_no, c)) for c in ("SB", "SB/C1", "KS")]
    # the published answers (tests/data/fide-exercises/expected.tsv), start numbers 1..6
    assert got == [[9.25, 9.25, 2], [6.25, 4.75, 0.5], [6.25, 4.75, 0.5], [4.25, 4.25, 1], [3.25, 3.25, 0.5],
                   [2.25, 1.5, 0]]
    # published ranks by PTS, DE (players 2 and 3 stay tied: they drew)
    ranks = {r[1]: r[0] for r in call("STANDINGS", cells, "DE")[1:]}
    assert ranks == {1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}


def test_crosstable_refuses_round_order():
    _, cells = _crosstable_of(DATA / "fide-exercises" / "held_round_robin.trf")
    with pytest.raises(ValueError, match="order of the rounds"):
        call("PROGRESSIVE", cells)


def test_lite_raises_classic_shows_message():
    """Lite: the error reaches Excel (#VALUE!, message on hover); classic: the cell shows it."""
    bad = [["2 w 1"], ["41 b 0"]]
    with pytest.raises(ValueError) as e:
        call("BUCHHOLZ", bad)
    assert "opponent 41" in str(e.value) and "Traceback" not in str(e.value)
    with mock.patch.object(udfs, "_officejs", return_value=False):
        out = udfs.BUCHHOLZ(bad)
        assert len(out) == 1 and "opponent 41" in out[0][0]
        es = udfs.PUNTOS(bad)
        assert "rival 41" in es[0][0]


def test_inputs_never_modified():
    args = copy.deepcopy(SEED002)
    call("STANDINGS", args, "BH-C1 BH SB DE")
    call("BUCHHOLZ", args, "FIDE", 1)
    assert args == SEED002


def test_repeated_calls_share_one_computation_and_return_copies():
    from xl_tiebreaks import sheet

    sheet.clear_cache()
    with mock.patch("xl_tiebreaks.readers.ranges.read_swiss_grid", wraps=sheet_reader()) as spy:
        a = call("BUCHHOLZ", SEED002)
        a[0][0] = 99
        b = call("BUCHHOLZ", SEED002)
        call("SONNEBORN_BERGER", SEED002)
    assert spy.call_count == 1
    assert b[0][0] == 5


def sheet_reader():
    from xl_tiebreaks.readers import grids

    return grids.read_swiss_grid


def test_version():
    from xl_tiebreaks import __version__

    assert call("XLT_VERSION") == [[__version__]]


def test_classic_vba_wrappers():
    """The VBA text classic xlwings writes on Import Functions (COM stubbed on Linux)."""
    stubs = {n: mock.MagicMock(name=n) for n in ("pythoncom", "pywintypes", "win32com", "win32com.client")}
    try:
        with mock.patch.dict(sys.modules, stubs):
            import xlwings.udfs as classic_udfs

            with mock.patch.multiple(xw, func=classic_udfs.xlfunc, arg=classic_udfs.xlarg, ret=classic_udfs.xlret):
                classic = importlib.reload(udfs)
                assert classic.BUCHHOLZ.__xlfunc__["category"] == "Chess Tie-Breaks"
                assert classic.BUCHHOLZ.__xlfunc__["volatile"] is False
                buf = io.StringIO()
                classic_udfs.generate_vba_wrapper("xl_tiebreaks.udfs", classic, buf,
                                                  types.SimpleNamespace(Name="Torneo.xlsm"))
                vba = buf.getvalue()
    finally:  # back to the Office.js decorators for the other tests
        importlib.reload(udfs)
        assert "officejs" in udfs.func.__module__
    assert "Function BUCHHOLZ(results, Optional rules, Optional cut, Optional median, Optional player, " \
           "Optional settings)" in vba
    assert 'XLPy.CallUDF("xl_tiebreaks.udfs", "BUCHHOLZ", Array(results, rules, cut, median, player, settings)' in vba
    assert "Function PUNTOS(resultados, Optional jugador, Optional configuracion)" in vba
    assert "Function CLASIFICACION(resultados, Optional codigos, Optional nombres, Optional ratings, " \
           "Optional configuracion)" in vba
    assert "Application.Volatile" not in vba
    for name in udfs.__all__:
        assert f"Function {name}(" in vba, name
    assert "Sub " not in vba  # no script: Import Functions wrote an unusable Sub for one (issue 16)


def test_imports_without_xlwings():
    code = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'xlwings' or name.startswith('xlwings.'):\n"
        "            raise ImportError('no xlwings here')\n"
        "sys.meta_path.insert(0, Block())\n"
        "from xl_tiebreaks.udfs import *\n"
        "rows = [['F','C Negras 1','A Blancas ½','B Blancas 1'],['A','D Blancas 1','F Negras ½','E Blancas 1'],"
        "['E','B Negras ½','C Blancas 1','A Negras 0'],['B','E Blancas ½','D Blancas 1','F Negras 0'],"
        "['C','F Blancas 0','E Negras 0','D Blancas 1'],['D','A Negras 0','B Negras 0','C Negras 0']]\n"
        "print(BUCHHOLZ(rows, 'FIDE', 1), SONNEBORN_BERGER(rows, player='F'))\n"
    )
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("XLWINGS")}
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert p.returncode == 0, p.stderr
    assert p.stdout.strip() == "[[4], [4], [4], [4], [4], [4]] [[3.75]]"


GENERATED = sorted((DATA / "fide-generated").glob("*.trf"))
SWISS_CODES = "PTS BH BH/C1 BH/C2 BH/M1 AOB SB SB/C1 PS PS/C1 WIN WON BPG BWG REP ARO ARO/C1 TPR PTP APRO APPO DE FB"
RR_CODES = "PTS DE SB WIN KS KS/L60 BH WON ARO TPR"  # a crosstable has no round order (PS) nor colours


def _cell(v):
    return "" if v is None else v


@pytest.mark.parametrize("trf", GENERATED, ids=[p.stem for p in GENERATED])
def test_corpus_through_the_functions(trf: Path):
    """Every event of the conformance corpus written as a Swiss grid (crosstable for the round
    robins), with a ratings column and a settings range, gives through TIEBREAKS exactly what
    the core gives from the TRF."""
    from fractions import Fraction

    from xl_tiebreaks.layouts import crosstable_cells, swiss_grid_cells

    t = read_trf(trf).tournament
    rr = trf.name.startswith("rr_")
    codes = RR_CODES if rr else SWISS_CODES
    ref = compute_standings(t, codes, pairing_system="round_robin" if rr else "swiss")
    cells = crosstable_cells(t) if rr else swiss_grid_cells(t)
    pab = t.score_system.pab if t.score_system.pab is not None else t.score_system.win
    settings = [["Fecha", t.start_date.isoformat()], ["Sistema", "todos contra todos" if rr else "suizo"],
                ["Rondas", t.rounds_announced], ["Libre", float(pab)]]
    ratings = [[_cell(p.rating)] for p in t.participants]
    got = call("TIEBREAKS", [[_cell(v) for v in row] for row in cells], codes, ratings, settings)
    assert len(got) == len(t.participants)
    for p, row in zip(t.participants, got):
        for spec, v in zip(ref.specs, row):
            want = ref.value(p.start_no, spec.text)
            if want is None:
                assert v == "", (p.start_no, spec.text, v)
            else:
                assert Fraction(v).limit_denominator(10**6) == want, (p.start_no, spec.text, v, want)


GOOD = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
CROSS = [["X", "1", "½"], ["0", "X", "1"], ["½", "0", "X"]]

# (function, args, words that must be in the English message)
BAD_INPUTS = [
    ("BUCHHOLZ", ([["2w1"], ["41b0"]],), ["row 2", "41", "not in the table"]),
    ("BUCHHOLZ", ([["1w1"], ["1b0"]],), ["row 1", "himself"]),
    ("BUCHHOLZ", ([["2w1"], ["1w0"]],), ["both players would have White"]),
    ("BUCHHOLZ", ([["2w1"], ["1b1"]],), ["row"]),
    ("BUCHHOLZ", ([["2w1", "3w1"], ["1b0", "3b0"], ["4w0", "1b0"], ["3b1", "2b0"]],), ["round 2"]),
    ("BUCHHOLZ", ([["2w?"], ["1b0"]],), ["row 1", "round 1"]),
    ("BUCHHOLZ", ([["X", "1", "1"], ["1", "X", "0"], ["0", "1", "X"]],), ["row"]),
    ("BUCHHOLZ", ([["X", "7"], ["0", "X"]],), ["7"]),
    ("BUCHHOLZ", ([["X", "abc"], ["0", "X"]],), ["abc"]),
    ("SONNEBORN_BERGER", ([[None, None], [None, None]],), ["empty"]),
    ("BUCHHOLZ", (GOOD, "FIDE2099"), ["FIDE2099"]),
    ("BUCHHOLZ", (GOOD, None, 1.5), ["1.5", "whole number"]),
    ("BUCHHOLZ", (GOOD, None, -1), ["-1"]),
    ("BUCHHOLZ", (GOOD, None, "dos"), ["dos"]),
    ("BUCHHOLZ", (GOOD, None, None, None, 9), ["player 9"]),
    ("BUCHHOLZ", (GOOD, None, None, None, "Nobody"), ["Nobody"]),
    ("TIEBREAK", (GOOD, "XYZ"), ["unknown tie-break 'XYZ'"]),
    ("TIEBREAK", (GOOD, "SB/L60"), ["L60"]),
    ("TIEBREAK", (GOOD, "DE"), ["direct encounter", "ordered list"]),
    ("TIEBREAK", (GOOD, None), ["unknown tie-break"]),
    ("TIEBREAKS", (GOOD, "DE BH"), ["ordered list"]),
    ("ARO", (GOOD,), ["ratings"]),
    ("TPR", (GOOD,), ["ratings"]),
    ("PROGRESSIVE", (CROSS,), ["order of the rounds"]),
    ("BLACK_GAMES", (CROSS,), ["order of the rounds"]),
    ("FORE_BUCHHOLZ", (CROSS,), ["order of the rounds"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, [["colour", "azul"]]), ["azul"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, [["foo", 1]]), ["'foo' is not a setting"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, "rondas=x"), ["'x'", "rounds"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, "nonsense"), ["key=value"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, [["sistema", "hexagonal"]]), ["hexagonal"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, [["ronda", 7]]), ["round 7"]),
    ("BUCHHOLZ", (GOOD, None, None, None, None, [["fecha", "el martes"]]), ["el martes"]),
    ("KOYA", (GOOD, "L-x"), ["KS/L"]),
    ("BUCHHOLZ", ([[45659.0, None], [None, None]],), []),
]


@pytest.mark.parametrize("name,args,words", BAD_INPUTS, ids=[f"{i}-{b[0]}" for i, b in enumerate(BAD_INPUTS)])
def test_bad_input_gives_its_message(name, args, words):
    frozen = copy.deepcopy(args)
    with pytest.raises(ValueError) as e:
        call(name, *args)
    msg = str(e.value)
    assert "internal error" not in msg and "Traceback" not in msg, msg
    for w in words:
        assert w in msg, (w, msg)
    assert args == frozen
    with mock.patch.object(udfs, "_officejs", return_value=False):
        cell = getattr(udfs, name)(*copy.deepcopy(args))
    assert len(cell) == 1 and len(cell[0]) == 1 and isinstance(cell[0][0], str) and "\n" not in cell[0][0]


def test_at_least_thirty_kinds_of_bad_input():
    assert len(BAD_INPUTS) >= 30


class _FakeRange:
    """The part of xlwings' Range the Lite script uses (1-based rows and columns)."""

    def __init__(self, sheet, r1, c1, r2=None, c2=None):
        self.sheet, self.row, self.column = sheet, r1, c1
        self.r2, self.c2 = r2 or r1, c2 or c1
        self.rows = types.SimpleNamespace(count=self.r2 - r1 + 1)
        self.columns = types.SimpleNamespace(count=self.c2 - c1 + 1)

    @property
    def value(self):
        return [[self.sheet.cells.get((r, c)) for c in range(self.column, self.c2 + 1)]
                for r in range(self.row, self.r2 + 1)]

    @value.setter
    def value(self, rows):
        for i, row in enumerate(rows):
            for j, v in enumerate(row):
                self.sheet.cells[(self.row + i, self.column + j)] = v

    @property
    def formula2(self):
        return self.sheet.formulas.get((self.row, self.column))

    @formula2.setter
    def formula2(self, text):
        self.sheet.formulas[(self.row, self.column)] = text
        self.sheet.cells[(self.row, self.column)] = "(computed)"  # Excel shows the value there

    def get_address(self, row_absolute=True, column_absolute=True):
        def a1(r, c):
            letters = ""
            while c:
                c, rem = divmod(c - 1, 26)
                letters = chr(65 + rem) + letters
            return f"{letters}{r}"

        return f"{a1(self.row, self.column)}:{a1(self.r2, self.c2)}"

    @property
    def address(self):
        return self.get_address()


class _FakeSheet:
    def __init__(self):
        self.cells, self.formulas = {}, {}

    def range(self, a, b=None):
        return _FakeRange(self, a[0], a[1], *(b or (None, None)))


def test_lite_script_writes_the_formulas_next_to_the_selection():
    sheet = _FakeSheet()
    for i, row in enumerate(SEED002):
        for j, v in enumerate(row):
            sheet.cells[(4 + i, 3 + j)] = v
    book = types.SimpleNamespace(selection=_FakeRange(sheet, 4, 3, 9, 6))
    from xl_tiebreaks import lite
    from xl_tiebreaks.errors import TiebreakError

    assert xs.custom_scripts_meta(udfs) == []  # the scripts are defined in Lite's main.py (tests/test_lite.py)
    script = lite.insert_tiebreak_formulas
    script(book)
    assert sheet.formulas[(4, 8)] == '=TIEBREAKS(C4:F9, "PTS BH/C1 BH SB DE WIN")'
    assert [sheet.cells[(3, c)] for c in range(8, 14)] == ["PTS", "BH/C1", "BH", "SB", "DE", "WIN"]
    assert sheet.cells[(4, 3)] == "F"  # nothing typed was touched
    with pytest.raises(TiebreakError, match="not empty"):
        script(book)
