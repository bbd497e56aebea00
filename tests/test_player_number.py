"""Which number is a player (issue 34 item 6): a number given as the player argument is the
player's START NUMBER on every path; in a range with both a rank and a start-number column (a
chess-results ranking crosstable: Rk., SNo, Name..., the rounds naming opponents by rank) the
players are their start numbers, and the standings' number column shows them; in a range
numbered by ranks only, a number is refused with a message, never read as a rank.

The event, built by hand (6 players, 3 rounds; start numbers 1-6):

    round 1: 1-4 1-0, 2-5 ½-½, 3-6 0-1
    round 2: 6-1 ½-½, 4-2 1-0, 5-3 1-0
    round 3: 1-5 1-0, 2-6 1-0, 3-4 ½-½

    points: 1: 1+½+1 = 2½, 2: ½+0+1 = 1½, 3: 0+0+½ = ½, 4: 0+1+½ = 1½, 5: ½+1+0 = 1½, 6: 1+½+0 = 1½

listed by rank (Rk. 1..6 = start numbers 1, 6, 4, 5, 2, 3), the rounds naming opponents by rank.
Buchholz cut 1 (C.07 (2026) art. 8.1, 14.1: the sum of the opponents' points less the lowest):
    start number 3 (rank 6): opponents 6, 5, 4: 1½ + 1½ + 1½ = 4½, less 1½ = 3
    start number 4 (rank 3): opponents 1, 2, 3: 2½ + 1½ + ½ = 4½, less ½ = 4
so ``BUCHHOLZ(range; "FIDE"; 1; ; 3)`` is 3 (start number 3's), never 4 (rank 3's).
"""

from __future__ import annotations

import pytest

from .hosts import HOSTS

HEAD = ["Rk.", "SNo", "Name", "Rtg", "FED", "1.Rd", "2.Rd", "3.Rd", "Pts."]
ROWS = [
    [1, 1, "Ana Alba", 2100, "ESP", "3w1", "2b½", "4w1", 2.5],
    [2, 6, "Fede Font", 1900, "ESP", "6b1", "1w½", "5b0", 1.5],
    [3, 4, "Dora Diaz", 2000, "ESP", "1b0", "5w1", "6b½", 1.5],
    [4, 5, "Eva Egea", 1950, "ESP", "5b½", "6w1", "1b0", 1.5],
    [5, 2, "Blas Bueno", 2050, "ESP", "4w½", "3b0", "2w1", 1.5],
    [6, 3, "Ciro Cano", 2020, "ESP", "2w0", "4b0", "3w½", 0.5],
]
CELLS = [HEAD] + ROWS
#: start number -> points and Buchholz cut 1, by hand (module docstring)
POINTS = {1: 2.5, 2: 1.5, 3: 0.5, 4: 1.5, 5: 1.5, 6: 1.5}
BH_C1 = {3: 3, 4: 4}
#: the same range without its SNo column: numbered by rank only
RANK_ONLY = [[r[0]] + r[2:] for r in CELLS]


@pytest.fixture(params=HOSTS, ids=lambda h: h.name)
def host(request):
    return request.param


def test_the_reader_numbers_the_players_by_start_number():
    from xl_tiebreaks.readers.ranges import read_results

    read = read_results(CELLS)
    t = read.tournament
    assert {p.start_no: p.name for p in t.participants} == {r[1]: r[2] for r in ROWS}
    assert {p.start_no: p.declared_rank for p in t.participants} == {r[1]: r[0] for r in ROWS}
    assert {sn: t.points(sn) for sn in POINTS} == POINTS
    assert read.row_players == [None] + [r[1] for r in ROWS]  # each row its player's start number
    # round 1: start number 3 (rank 6) lost to start number 6 (rank 2), who named him as rank 6
    assert t.rounds[3][0].opponent == 6 and t.rounds[6][0].opponent == 3
    assert any(getattr(n, "code", "") == "note_numbered_by_start_number" for n in read.notes)


def test_player_argument_is_the_start_number_on_every_host(host):
    assert host.call("BUCHHOLZ", CELLS, "FIDE", 1, None, 3) == [[BH_C1[3]]]
    assert host.call("BUCHHOLZ", CELLS, "FIDE", 1, None, 4) == [[BH_C1[4]]]
    assert host.call("POINTS", CELLS, 3) == [[POINTS[3]]]
    assert host.call("POINTS", CELLS, "Ciro") == [[POINTS[3]]]  # by name: the same player
    # the array answer: one value per row, each beside its own player
    assert host.call("POINTS", CELLS) == [["PTS"]] + [[POINTS[r[1]]] for r in ROWS]


def test_standings_number_column_shows_start_numbers(host):
    got = host.call("STANDINGS", CELLS)
    number = [row[1] for row in got[1:] if row[0] != ""]
    names = [row[2] for row in got[1:] if row[0] != ""]
    by_name = {r[2]: r[1] for r in ROWS}
    assert sorted(number) == [1, 2, 3, 4, 5, 6]
    assert all(by_name[nm] == sn for nm, sn in zip(names, number))  # each name with its start number


@pytest.mark.parametrize("lang", ["es", "en"])
def test_a_number_in_a_range_numbered_by_rank_is_refused(host, lang):
    said = host.error("BUCHHOLZ", RANK_ONLY, "FIDE", 1, None, 3, f"lang={lang}")
    assert ("un número nunca se lee como puesto" if lang == "es" else "which a number is never read as") in said
    assert ("columna 1" if lang == "es" else "column 1") in said
    assert host.call("BUCHHOLZ", RANK_ONLY, "FIDE", 1, None, "Ciro Cano") == [[BH_C1[3]]]  # by name: found
    # the array answer is as before (each row its own player)
    assert host.call("POINTS", RANK_ONLY) == [["PTS"]] + [[POINTS[r[1]]] for r in ROWS]
    # the standings' number column says what it shows: the range's ranks
    head = host.call("STANDINGS", RANK_ONLY, None, None, None, f"lang={lang}")[0]
    assert head[1] == ("Puesto en el rango (sin nº inicial)" if lang == "es" else "Rk. in the range (no start numbers)")


def test_libreoffice_reads_the_start_number():
    from xl_tiebreaks.libreoffice.office import Office, unavailable_reason

    reason = unavailable_reason()
    if reason is not None:
        pytest.skip(f"LibreOffice: {reason}")
    formulas = [["K2", '=BUCHHOLZ($A$1:$I$7;"FIDE";1;;3)', True, False],
                ["K3", '=BUCHHOLZ($A$1:$I$7;"FIDE";1;;4)', True, False],
                ["K4", "=POINTS($A$1:$I$7;3)", True, False]]
    with Office(locale="en-US", interface="en-US") as office:
        values = office.request("typed", data=CELLS, formulas=formulas)["values"]
    got = [v[0] for v in values]
    assert got == [BH_C1[3], BH_C1[4], POINTS[3]], values
