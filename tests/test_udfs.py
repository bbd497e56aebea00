"""The Excel functions the way their hosts call them (tests/hosts.py): xlwings' Office.js
registration and call path (xlwings Lite / Server) and the classic Windows path (the VBA
wrappers' registration, COM's values, xlwings' classic argument conversion). Every call test
runs through both (the ``host`` fixture). And the module must import where xlwings is absent.
"""

from __future__ import annotations

import copy
import datetime as dt
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

from .helpers import assert_rows_match  # noqa: E402
from .hosts import HOSTS, JSNULL, Classic, OfficeJs, XLError  # noqa: E402

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


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


OFFICEJS = OfficeJs()


def meta():
    return OFFICEJS.meta()


def call(name: str, *args):
    """One call through the Office.js path (an error raises ``ValueError``, as xlwings lets it
    reach Excel); for the other test modules."""
    out = OFFICEJS.raw_call(name, *args)
    if isinstance(out, Exception):
        raise out
    return out


def test_metadata_names_and_parameters():
    m = meta()
    for name in ("BUCHHOLZ", "SONNEBORN_BERGER", "POINTS", "PUNTOS", "PROGRESSIVE", "PROGRESIVO", "KOYA", "WINS",
                 "VICTORIAS", "GAMES_WON", "BLACK_GAMES", "BLACK_WINS", "ROUNDS_PLAYED", "FORE_BUCHHOLZ", "AOB",
                 "ARO", "TPR", "PTP", "APRO", "APPO", "TIEBREAK", "DESEMPATE", "TIEBREAKS", "DESEMPATES",
                 "STANDINGS", "CLASIFICACION", "XLT_VERSION", "BUCHHOLZ_MEDIO_RIVALES", "ELO_MEDIO_RIVALES",
                 "RENDIMIENTO", "RENDIMIENTO_PERFECTO", "RENDIMIENTO_MEDIO_RIVALES", "RENDIMIENTO_PERFECTO_RIVALES"):
        assert name in m, name
        assert m[name]["name"] == name
    bh = m["BUCHHOLZ"]
    assert [p["name"] for p in bh["parameters"]] == ["results", "rules", "cut", "median", "player", "settings",
                                                     "places", "names"]
    assert [p.get("optional", False) for p in bh["parameters"]] == [False, True, True, True, True, True, True, True]
    assert "Rango de resultados" in bh["parameters"][0]["description"]  # one function, both languages' help
    assert bh["result"] == {"dimensionality": "matrix", "type": "any"}
    assert [p["name"] for p in m["PUNTOS"]["parameters"]] == ["resultados", "jugador", "configuracion", "lugares",
                                                       "nombres"]
    assert [p["name"] for p in m["ELO_MEDIO_RIVALES"]["parameters"]] == [
        "resultados", "elos", "corte", "jugador", "configuracion", "lugares", "nombres"]
    assert "volatile" not in bh["options"]
    # the frozen argument order (later versions only append)
    assert [p["name"] for p in m["TIEBREAK"]["parameters"]] == ["results", "code", "ratings", "player", "settings",
                                                               "places", "names"]
    assert [p["name"] for p in m["STANDINGS"]["parameters"]] == ["results", "codes", "names", "ratings", "settings",
                                                                "places"]


REQUIRED = {  # function: the arguments a formula must give (issue 13, finding 8)
    "ARO": ["results", "ratings"], "TPR": ["results", "ratings"], "PTP": ["results", "ratings"],
    "APRO": ["results", "ratings"], "APPO": ["results", "ratings"], "TIEBREAK": ["results", "code"],
    "TIEBREAKS": ["results", "codes"], "CATEGORY_STANDINGS": ["results", "category"],
    "TIEBREAK_DETAIL": ["results", "code", "player"], "COMPARE_RULES": ["results", "codes"],
    "BUCHHOLZ": ["results"], "STANDINGS": ["results"], "TEAM_TIEBREAKS": ["results", "codes"],
}


def test_required_arguments_registered_as_required_in_both_hosts():
    """Office.js metadata, the classic VBA wrappers' signatures and REGISTRY agree on which
    arguments are required, for every function (English and Spanish)."""
    m = meta()
    classic = Classic().module
    by_name = {}
    for info in udfs.REGISTRY:
        if info.same_name:
            continue
        req = [p.name for p in info.params if p.required]
        by_name[info.name] = req
        assert [p["name"] for p in m[info.name]["parameters"] if not p.get("optional")] == req, info.name
        xargs = getattr(classic, info.name).__xlfunc__["args"]
        assert [a["name"] for a in xargs if "optional" not in a] == req, info.name
        twin = info.twin
        if twin in REQUIRED:
            assert len(req) == len(REQUIRED[twin]), info.name
    for name, req in REQUIRED.items():
        assert by_name[name] == req, name


def test_registry_is_complete_and_truthful():
    """Every function xlwings registers is in REGISTRY (and nothing else is); every English
    function has a Spanish form; the Spanish forms' argument names are Spanish."""
    m = meta()
    registered = {i.name for i in udfs.REGISTRY}
    assert registered == set(m)
    english = {i.name for i in udfs.REGISTRY if i.lang == "en"}
    spanish_twins = {i.twin for i in udfs.REGISTRY if i.lang == "es"}
    assert english == spanish_twins, english ^ spanish_twins
    for i in udfs.REGISTRY:
        assert i.fn is getattr(udfs, i.name)
        if i.lang == "es" and i.params:
            # (the individual functions end with lugares, where their ranges are, and nombres when they
            # have none of their own: issue 34)
            assert i.params[0].name == "resultados" and i.params[-1].name in ("configuracion", "lugares",
                                                                              "nombres"), i.name
            assert [p.name for p in i.params].count("nombres") <= 1, i.name
        en = next(x for x in udfs.REGISTRY if x.name == i.twin and x.lang == "en")
        assert [p.key for p in en.params] == [p.key for p in i.params], i.name  # same order in both languages
    shared = sorted(i.name for i in udfs.REGISTRY if i.same_name)
    assert shared == ["BUCHHOLZ", "KOYA", "SONNEBORN_BERGER", "XLT_VERSION"]


def _by_name(column):
    return {row[0]: v[0] for row, v in zip(SEED002, column)}


def test_seed002_as_printed(host):
    """Seed 002's table exactly as the seed writes it ('C Negras 1'), names in the first column."""
    call = host.call
    assert _by_name(call("BUCHHOLZ", SEED002, "FIDE", 1)) == {k: v[1] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("BUCHHOLZ", SEED002, None, None)) == {k: v[2] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("SONNEBORN_BERGER", SEED002)) == {k: v[3] for k, v in SEED002_VALUES.items()}
    assert _by_name(call("PUNTOS", SEED002)) == {k: v[0] for k, v in SEED002_VALUES.items()}
    table = call("STANDINGS", SEED002, "BH-C1 BH SB")
    assert table[0] == ["Rank", "No.", "Name", "Points", "BH-C1", "BH", "SB"]
    assert [r[2] for r in table[1:]] == ["F", "A", "E", "B", "C", "D"]
    assert call("CLASIFICACION", SEED002, "BH-C1 BH SB")[0][:4] == ["Puesto", "Nº", "Nombre", "Puntos"]


def test_seed002_three_columns_and_player(host):
    call = host.call
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


def test_seed002_pairing_list(host):
    pairings = [
        [1, 1, "A", "D", "1-0"], [1, 2, "B", "E", "½-½"], [1, 3, "C", "F", "0-1"],
        [2, 1, "F", "A", "½-½"], [2, 2, "B", "D", "1-0"], [2, 3, "E", "C", "1-0"],
        [3, 1, "F", "B", "1-0"], [3, 2, "A", "E", "1-0"], [3, 3, "C", "D", "1-0"],
    ]
    names = [["A"], ["B"], ["C"], ["D"], ["E"], ["F"]]
    table = host.call("STANDINGS", pairings, "BH-C1 BH SB", names)
    got = {r[2]: (r[3], r[4], r[5], r[6]) for r in table[1:]}
    assert got == SEED002_VALUES


@pytest.mark.parametrize("settings", [
    "rules=FIDE2024; system=swiss", "reglas=FIDE2024;sistema=suizo", [["rules=FIDE2024; system=swiss"]],
    [["rules", "FIDE2024"], ["system", "swiss"]], [["Reglas:", "FIDE2024"], ["Sistema:", "suizo"]],
    [["rules=FIDE2024", "system=swiss"]], "rules: FIDE2024\nsystem: swiss",
])
def test_settings_text_with_several_keys(host, settings):
    """Finding 1: a settings text with several keys, typed in the formula (hosts hand it over as
    a one-cell range) or in cells, is read key by key in every host."""
    got = host.call("BUCHHOLZ", SEED002, None, None, None, None, settings)
    assert _by_name(got) == {k: v[2] for k, v in SEED002_VALUES.items()}
    # the keys were read: a round robin rule set on a Swiss is told apart by a bad value
    msg = host.error("BUCHHOLZ", SEED002, None, None, None, None,
                     str(settings).replace("FIDE2024", "FIDE2099") if isinstance(settings, str) else
                     [[str(c).replace("FIDE2024", "FIDE2099") for c in r] for r in settings])
    assert "FIDE2099" in msg and "system" not in msg.split("FIDE2099")[0][-3:]


def _crosstable_of(trf: Path):
    from xl_tiebreaks.layouts import crosstable_cells

    t = read_trf(trf).tournament
    names = [p.name for p in t.participants]
    return t, [[nm] + row for nm, row in zip(names, crosstable_cells(t))]


def test_fide_round_robin_as_crosstable(host):
    """FIDE's worked round robin (a forfeit: counts as a game, art. 15.2) as a crosstable."""
    t, cells = _crosstable_of(DATA / "fide-exercises" / "held_round_robin.trf")
    ref = compute_standings(t, "SB SB/C1 KS", pairing_system="round_robin", rules="FIDE2024")
    got = host.call("TIEBREAKS", cells, "SB SB/C1 KS", None, "fecha=2024-10-01")
    for p, row in zip(t.participants, got):
        assert row == [float(ref.value(p.start_no, c)) for c in ("SB", "SB/C1", "KS")]
    # the published answers (tests/data/fide-exercises/expected.tsv), start numbers 1..6
    assert got == [[9.25, 9.25, 2], [6.25, 4.75, 0.5], [6.25, 4.75, 0.5], [4.25, 4.25, 1], [3.25, 3.25, 0.5],
                   [2.25, 1.5, 0]]
    # published ranks by PTS, DE (players 2 and 3 stay tied: they drew)
    ranks = {r[1]: r[0] for r in host.call("STANDINGS", cells, "DE")[1:]}
    assert ranks == {1: 1, 2: 2, 3: 2, 4: 6, 5: 5, 6: 4}
    # the date as a date cell (classic: a COM date; Office.js: a serial number)
    assert host.call("TIEBREAKS", cells, "SB SB/C1 KS", None, [["fecha", dt.date(2024, 10, 1)]]) == got


def test_crosstable_refuses_round_order(host):
    _, cells = _crosstable_of(DATA / "fide-exercises" / "held_round_robin.trf")
    assert "order of the rounds" in host.error("PROGRESSIVE", cells)


def test_lite_raises_classic_shows_message():
    """Lite: the error reaches Excel (#VALUE!, message on hover); classic: the cell shows it."""
    bad = [["2 w 1"], ["41 b 0"]]
    e = OFFICEJS.raw_call("POINTS", bad)
    assert isinstance(e, ValueError) and "opponent 41" in str(e) and "Traceback" not in str(e)
    cell = Classic().error("POINTS", bad)
    assert "opponent 41" in cell
    assert "rival 41" in Classic().error("PUNTOS", bad)


def test_language_of_the_shared_names_follows_excel(host):
    """BUCHHOLZ, SONNEBORN_BERGER and KOYA are the same word in Spanish: one function whose
    messages follow the idioma setting, else Excel's language (Office.js: the call's culture),
    else English (classic xlwings passes no culture)."""
    bad = [["2 w 1"], ["41 b 0"]]
    for name in ("BUCHHOLZ", "SONNEBORN_BERGER", "KOYA"):
        es = host.error(name, bad, culture="es-ES")
        en = host.error(name, bad, culture="en-GB")
        assert "41" in es and "41" in en
        if host.name == "officejs":
            assert "rival 41" in es and "opponent 41" in en
        else:
            assert "opponent 41" in es and "opponent 41" in en
        keys = [p.key for p in next(i for i in udfs.REGISTRY if i.name == name).params]
        args = [None] * (keys.index("settings") - 1)  # (the arguments between the results and the settings)
        assert "rival 41" in host.error(name, bad, *args, "idioma=es", culture="en-US")
        assert "opponent 41" in host.error(name, bad, *args, "lang=en", culture="es-MX")
    assert "opponent 41" in host.error("POINTS", bad, culture="es-ES")  # a language's own name wins
    assert "rival 41" in host.error("PUNTOS", bad, culture="en-US")


def test_inputs_never_modified(host):
    args = copy.deepcopy(SEED002)
    host.call("STANDINGS", args, "BH-C1 BH SB DE")
    host.call("BUCHHOLZ", args, "FIDE", 1)
    assert args == SEED002


def test_repeated_calls_share_one_computation_and_return_copies(host):
    from xl_tiebreaks import sheet
    from xl_tiebreaks.readers import ranges

    sheet.clear_cache()
    with mock.patch.object(ranges, "read_results", wraps=ranges.read_results) as spy:
        a = host.call("BUCHHOLZ", SEED002)
        a[0][0] = 99
        b = host.call("BUCHHOLZ", SEED002)
        host.call("SONNEBORN_BERGER", SEED002)
        for p in "FAEBCD":
            host.call("BUCHHOLZ", SEED002, None, None, None, p)
    assert spy.call_count == 1
    assert b[0][0] == 5


def test_true_is_not_one_in_the_cache(host):
    """The content-keyed cache never answers for another range: a TRUE cell is not 1."""
    from xl_tiebreaks import sheet

    sheet.clear_cache()
    ones = [["X", 1, 1], [0, "X", 1], [0, 0, "X"]]
    trues = [["X", True, 1], [0, "X", 1], [0, 0, "X"]]
    assert [r[0] for r in host.call("POINTS", ones)] == [2, 1, 0]
    assert "TRUE" in host.error("POINTS", trues)


@pytest.mark.parametrize("empty", [None, "", JSNULL], ids=["null", "empty-text", "JsNull"])
def test_empty_cells_as_each_office_js_hands_them(empty):
    js = OfficeJs(empty=empty)
    rows = [r + [None, None] for r in SEED002] + [[None] * 6]
    got = js.call("BUCHHOLZ", rows, "FIDE", 1)
    assert got[:-1] == [[SEED002_VALUES[r[0]][1]] for r in SEED002] and got[-1] == [""]


@pytest.mark.parametrize("error", ["#N/A", "#DIV/0!", "#REF!", "#VALUE!"])
def test_error_cells_named_not_blank(host, error):
    """An error cell in the results (a formula that failed) is reported at its cell, never
    read as an empty cell."""
    rows = [r[:] for r in SEED002]
    rows[2][2] = XLError(error)
    msg = host.error("BUCHHOLZ", rows)
    assert error in msg and "row 3" in msg


def test_version(host):
    from xl_tiebreaks import __version__

    assert host.call("XLT_VERSION") == [[__version__]]


def test_classic_vba_wrappers():
    """The VBA text classic xlwings writes on Import Functions (COM stubbed on Linux)."""
    import io
    import types

    classic_udfs, _, classic = Classic.loaded()
    assert classic.BUCHHOLZ.__xlfunc__["category"] == "Chess Tie-Breaks"
    assert classic.BUCHHOLZ.__xlfunc__["volatile"] is False
    buf = io.StringIO()
    classic_udfs.generate_vba_wrapper("xl_tiebreaks.udfs", classic, buf, types.SimpleNamespace(Name="Torneo.xlsm"))
    vba = buf.getvalue()
    assert "Function BUCHHOLZ(results, Optional rules, Optional cut, Optional median, Optional player, " \
           "Optional settings, Optional places, Optional names)" in vba
    # the calling cell is passed by the wrapper itself (never typed: not in the function's arguments), last
    assert ('XLPy.CallUDF("xl_tiebreaks.udfs", "BUCHHOLZ", Array(results, rules, cut, median, player, settings, '
            'places, names, Application.Caller)') in vba
    assert "xlt_caller" not in vba
    assert "Function PUNTOS(resultados, Optional jugador, Optional configuracion, Optional lugares, " \
           "Optional nombres)" in vba
    assert "Function CLASIFICACION(resultados, Optional codigos, Optional nombres, Optional elos, " \
           "Optional configuracion, Optional lugares)" in vba  # (its own names: no second)
    assert "Function ARO(results, ratings, Optional cut, Optional player, Optional settings, Optional places, " \
           "Optional names)" in vba
    assert "Function RENDIMIENTO(resultados, elos, Optional jugador, Optional configuracion, Optional lugares, " \
           "Optional nombres)" in vba
    assert "Function TIEBREAK_DETAIL(results, code, player, Optional rules, Optional settings, Optional places, " \
           "Optional names)" in vba
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
def test_corpus_through_the_functions(host, trf: Path):
    """Every event of the conformance corpus written as a Swiss grid (crosstable for the round
    robins), with a ratings column and a settings range, gives through TIEBREAKS exactly what
    the core gives from the TRF."""
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
    got = host.call("TIEBREAKS", [[_cell(v) for v in row] for row in cells], codes, ratings, settings)
    assert_rows_match(ref, t.participants, got)


GOOD = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]
CROSS = [["X", "1", "½"], ["0", "X", "1"], ["½", "0", "X"]]

# (function, args, words that must be in the English message)
BAD_INPUTS = [
    ("BUCHHOLZ", ([["2w1"], ["41b0"]],), ["row 2", "41", "not in the table"]),
    ("BUCHHOLZ", ([["1w1"], ["1b0"]],), ["row 1", "himself"]),
    ("BUCHHOLZ", ([["2w1"], ["1w0"]],), ["both players would have White"]),
    ("BUCHHOLZ", ([["2w+"], ["1b0"]],), ["row 1", "must agree"]),
    ("BUCHHOLZ", ([["2w1", "3w1"], ["1b0", "3b0"], ["4w0", "1b0"], ["3b1", "2b0"]],), ["round 2"]),
    ("BUCHHOLZ", ([["2w?"], ["1b0"]],), ["row 1", "round 1"]),
    ("BUCHHOLZ", ([["X", "+", "1"], ["1", "X", "0"], ["0", "1", "X"]],), ["row 1, column 2", "must agree"]),
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
    ("ARO", (GOOD, [[None]] * 4), ["ratings"]),
    ("TPR", (GOOD, [[None]] * 4), ["ratings"]),
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
def test_bad_input_gives_its_message(host, name, args, words):
    """One line naming the problem, in the cell (classic) or as the error (Office.js); never an
    internal error, never a traceback; the inputs as they were."""
    frozen = copy.deepcopy(args)
    msg = host.error(name, *args)
    assert "internal error" not in msg and "Traceback" not in msg and "\n" not in msg, msg
    for w in words:
        assert w in msg, (w, msg)
    assert args == frozen


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
    with pytest.raises(TiebreakError, match="not empty") as e:
        script(book)
    assert e.value.code == "lite_target_not_empty"


def test_a_range_changed_in_place_is_read_again():
    """The cache compares the content, not the list: a caller's list changed in place between
    two calls gives the new answer (never the previous range's)."""
    from xl_tiebreaks.layouts import swiss_grid_cells

    t = read_trf(max(GENERATED, key=lambda p: len(read_trf(p).tournament.participants))).tournament
    grid = [[str(c) for c in row] for row in swiss_grid_cells(t)]
    assert len(grid) > 20
    first = udfs.POINTS(grid)
    i = next(k for k, row in enumerate(grid) if row[0].endswith("1") and "w" in row[0])
    j = int(grid[i][0].split("w")[0]) - 1
    grid[i][0] = grid[i][0][:-1] + "0"  # a win typed over as a loss ...
    grid[j][0] = grid[j][0][:-1] + "1"  # ... and the opponent's loss as a win
    second = udfs.POINTS(grid)
    assert second[i][0] == first[i][0] - 1 and second[j][0] == first[j][0] + 1
