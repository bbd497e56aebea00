"""Check (what is wrong or odd) and compare (rule sets side by side)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from xl_tiebreaks.check import check_tournament
from xl_tiebreaks.compare import compare
from xl_tiebreaks.readers.trf import read_trf

from .helpers import swiss_from_rows
from .test_seeds import SEED000_GRID
from .test_udfs import SEED002, call

DATA = Path(__file__).parent / "data"


def test_seed000_total_flagged_exactly_at_player_a():
    """Seed 000's crosstable typed as given, with its totals column (A 4.5, which his row
    X ½ ½ 1 1 1 does not give): exactly one finding, an error at A's total."""
    names = ["A", "B", "C", "D", "E", "F"]
    cells = [[n] + row for n, row in zip(names, SEED000_GRID)]
    totals = [[4.5], [3.5], [3.5], [2.0], [1.5], [0.5]]
    rows = call("TOURNAMENT_CHECK", cells, totals)
    assert rows == [["error", "row 1 (player 1 A), total",
                     "the total typed is 4.5 but the results add up to 4.0: correct the total (or a result)"],
                    ["", "", ""]]  # (two rows at least: a one-row answer repeats down an array formula)
    es = call("REVISAR_TORNEO", cells, totals)
    assert es[0][1] == "fila 1 (jugador 1 A), total" and "4,5" in es[0][2] and "4,0" in es[0][2]
    assert call("TOURNAMENT_CHECK", cells, [[4], [3.5], [3.5], [2], [1.5], [0.5]]) == [["", "", "no problems found"],
                                                                                    ["", "", ""]]


def test_reader_refusal_is_the_finding():
    rows = call("TOURNAMENT_CHECK", [["2w1"], ["41b0"]])
    assert rows[1:] == [["", "", ""]] and rows[0][0] == "error" and "41" in rows[0][2]


def test_warnings():
    """Seed 002's D had Black three rounds in a row (legal; worth a look); a round with a
    missing result; a player who never played; a full-point bye; a requested bye in a round
    robin."""
    rows = call("TOURNAMENT_CHECK", SEED002)
    assert any(r[0] == "warning" and "row 6 (player 6 D)" == r[1] and "three rounds in a row" in r[2] for r in rows)
    t = swiss_from_rows({1: ["2 w 1", "3 w ?"], 2: ["1 b 0", "4 b 1"], 3: ["4 b =", "1 b ?"], 4: ["3 w =", "2 w 0"],
                         5: ["- - F", "- - Z"]})
    keys = {(f.where, f.key) for f in check_tournament(t)}
    assert ("round 2", "pending") in keys
    # 5 had a full-point bye and a zero-point bye: he took part, so no advice to remove his row
    assert ("player 5 (5)", "never_game") in keys and ("player 5 (5)", "fpb") in keys
    assert ("player 5 (5)", "never") not in keys
    rr = swiss_from_rows({1: ["2 w 1", "- - H"], 2: ["1 b 0", "3 w 1"], 3: ["- - H", "2 b 0"]}, pairing_system=None)
    keys = {(f.where, f.key) for f in check_tournament(rr, pairing_system=__import__(
        "xl_tiebreaks.model", fromlist=["PairingSystem"]).PairingSystem.ROUND_ROBIN)}
    assert ("player 1 (1)", "rr_bye") in keys and ("player 3 (3)", "rr_bye") in keys


def test_cli_check_exit_status(tmp_path):
    src = (DATA / "fide-exercises" / "held_swiss_5.trf").read_text()
    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "check", str(DATA / "fide-exercises" /
                                                                              "held_swiss_5.trf")],
                       capture_output=True, text=True)
    # nothing wrong; what standings also warns about (the pairing system guessed from who met whom)
    assert p.returncode == 0 and "error" not in p.stdout and "pairing system swiss (guess" in p.stdout
    bad = tmp_path / "bad.trf"
    bad.write_text(src.replace("Bruno                             2150 NOR           0 1990/01/01  4.0",
                               "Bruno                             2150 NOR           0 1990/01/01  4.5"))
    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "check", str(bad), "--lang", "es"],
                       capture_output=True, text=True)
    assert p.returncode == 1 and "el total escrito es 4,5 pero los resultados suman 4,0" in p.stdout


def test_moscow_comparison_virtual_vs_2024():
    """The Moscow Open 2018 was published under the virtual-opponent rule (Swiss-Manager); the
    2024 edition reorders players tied on points: e.g. P8 (8th as published) is 6th, P6 7th."""
    t = read_trf(DATA / "realdata" / "chessresults_2018_moscow_open_a" / "tournament.trf").tournament
    cmp = compare(t, "BH BH/C1 DE SB", ["VIRTUAL", "FIDE2024"], pairing_system="swiss")
    ranks = {p.start_no: (cmp.standings[0].ranks[i], cmp.standings[1].ranks[i]) for i, p in enumerate(t.participants)}
    assert ranks[8] == (8, 6) and ranks[6] == (6, 7)
    assert set(cmp.changed) == {sn for sn, (a, b) in ranks.items() if a != b}
    assert len(cmp.changed) > 50
    table = cmp.table()
    assert table[0][-1] == "Changes" and sum(1 for r in table[1:] if r[-1] == "*") == len(cmp.changed)


def test_compare_function():
    rows = call("COMPARE_RULES", SEED002, "BH SB", "STANDARD,FIDE2024")
    assert rows[0][:3] == ["No.", "Name", "Points"] and "Rank STANDARD" in rows[0] and "Rank FIDE2024" in rows[0]
    assert all(r[-1] == "" for r in rows[1:])  # every game was played: the rules agree


def test_never_played_advises_removal_only_without_any_bye():
    """The advice to remove a player's row fits one who took no part (withdrew before round 1:
    nothing but absences); a pairing-allocated bye in round 1 shows he was there (he was paired
    and kept its point, C.07 art. 16.2): he is warned of no game, not told to leave the table.
    The Spanish advice names the row, never the player's gender."""
    # 3: a pairing-allocated bye in round 1, then absent; 5: absent from the start
    t = swiss_from_rows({1: ["2 w 1", "4 w 1"], 2: ["1 b 0", "- - U"], 3: ["- - U", "- - -"],
                         4: ["- - -", "1 b 0"], 5: ["- - -", "- - -"]})
    keys = {(f.where, f.key) for f in check_tournament(t)}
    assert ("player 3 (3)", "never_game") in keys and ("player 3 (3)", "never") not in keys
    assert ("player 5 (5)", "never") in keys
    es = [f.message("es") for f in check_tournament(t) if f.key == "never"]
    assert es and all("quite su fila" in m and "quítelo" not in m for m in es), es
