"""The TRF reader on what real files contain (disputes log case 19, C.04 Annex 2 TRF-16,
TRF-2026 records), its errors, its speed, and the writer's round trip."""

from __future__ import annotations

import datetime as dt
import random
from fractions import Fraction as F
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import PairingSystem, Result, RoundKind, RoundRecord
from xl_tiebreaks.readers.trf import decode_bytes, parse_date, parse_trf, read_trf, write_trf
from xl_tiebreaks.standings import compute_standings

DATA = Path(__file__).parent / "data"
ALL_TRF = sorted(DATA.rglob("*.trf"))

GAME, FW, FL = RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS
W, D, L = Result.WIN, Result.DRAW, Result.LOSS


def line(sn, name="", blocks=(), *, rating="", pts="", rank="", sex=" ", title="", sn_text=None) -> str:
    """A TRF-16 ``001`` record with every field in its columns; ``blocks`` are the 8-column
    round entries ('  12 w 1', '0000 - U', '       U')."""
    sn_field = sn_text if sn_text is not None else f"{sn:4d}"
    head = (
        f"001 {sn_field:>4} {sex:1}{title:>3} {name:<33} {rating!s:>4} {'':3} {'':>11} {'':10} "
        f"{pts!s:>4} {rank!s:>4}"
    )
    assert len(head) == 89
    return (head + "".join("  " + b for b in blocks)).rstrip()


def trf(*lines: str, header: str = "012 Test\n") -> str:
    return header + "\n".join(lines) + "\n"


def kinds(t, sn):
    return [(r.kind, r.opponent, r.result) for r in t.rounds[sn]]


def error_of(text: str) -> TiebreakError:
    with pytest.raises(TiebreakError) as ei:
        parse_trf(text)
    return ei.value


def reads_well(err: TiebreakError) -> None:
    """Both languages filled in, different, each starting with the location in its own words
    ('line 12 (start number 7)' / 'línea 12 (número inicial 7)')."""
    en, es = err.message("en"), err.message("es")
    for msg in (en, es):
        assert "{" not in msg and "}" not in msg, msg
        assert not msg.startswith(err.code), msg
    if err.location:
        assert en.startswith(err.location + ": "), en
        es_loc = err.location.replace("line", "línea").replace("start number", "número inicial")
        assert es.startswith(es_loc + ": "), es
        assert "line" not in es.split(": ")[0] and "start number" not in es
    assert en != es
    assert str(err) == en


# -- layout -------------------------------------------------------------------------------


def test_records_out_of_order():
    """001 records in any order; start numbers from columns 5-8 (case 19)."""
    t = parse_trf(trf(
        line(3, "C", ["   1 b 0"]),
        line(1, "A", ["   3 w 1"]),
        line(2, "B", ["0000 - U"]),
    )).tournament
    assert [p.start_no for p in t.participants] == [1, 2, 3]
    assert [p.name for p in t.participants] == ["A", "B", "C"]
    assert kinds(t, 1) == [(GAME, 3, W)]
    assert kinds(t, 3) == [(GAME, 1, L)]


@pytest.mark.parametrize("bye", ["0000 - {c}", "   0 - {c}", "       {c}", "     - {c}"],
                         ids=["0000", "0", "blank-lichess", "blank-dash"])
@pytest.mark.parametrize("code,kind", [("U", RoundKind.PAB), ("H", RoundKind.HALF_BYE), ("Z", RoundKind.ZERO_BYE),
                                       ("F", RoundKind.FULL_BYE), ("-", RoundKind.ABSENT), ("A", RoundKind.ABSENT)])
def test_byes_with_every_opponent_form(bye, code, kind):
    """Byes written with opponent 0000 (FIDE), 0 (Held's fixture) or a blank field (lichess)."""
    t = parse_trf(trf(line(1, "A", ["   2 w 1", bye.format(c=code)]), line(2, "B", ["   1 b 0", "0000 - U"]))).tournament
    assert t.rounds[1][1].kind is kind
    assert t.rounds[1][1].opponent is None


@pytest.mark.parametrize("mine,theirs,want_mine,want_theirs", [
    ("1", "0", (GAME, W), (GAME, L)),
    ("0", "1", (GAME, L), (GAME, W)),
    ("=", "=", (GAME, D), (GAME, D)),
    ("W", "L", (GAME, W), (GAME, L)),
    ("D", "D", (GAME, D), (GAME, D)),
    ("L", "W", (GAME, L), (GAME, W)),
    ("+", "-", (FW, None), (FL, None)),
    ("-", "+", (FL, None), (FW, None)),
    ("-", "-", (FL, None), (FL, None)),  # double forfeit
    (" ", " ", (RoundKind.PENDING, None), (RoundKind.PENDING, None)),
])
def test_result_codes_with_opponent(mine, theirs, want_mine, want_theirs):
    """TRF-16 result codes 1 0 = + - W D L and blank (pending), both sides agreeing."""
    t = parse_trf(trf(line(1, "A", [f"   2 w {mine}"]), line(2, "B", [f"   1 b {theirs}"]))).tournament
    (k1, r1), (k2, r2) = want_mine, want_theirs
    assert (t.rounds[1][0].kind, t.rounds[1][0].result, t.rounds[1][0].opponent, t.rounds[1][0].colour) == (k1, r1, 2, "w")
    assert (t.rounds[2][0].kind, t.rounds[2][0].result, t.rounds[2][0].opponent, t.rounds[2][0].colour) == (k2, r2, 1, "b")


def test_double_forfeit_scores_nothing():
    """Double forfeit: both lost by forfeit, 0 points each, both voluntary unplayed rounds."""
    t = parse_trf(trf(line(1, "A", ["   2 w -", "   2 b 1"]), line(2, "B", ["   1 b -", "   1 w 0"]))).tournament
    assert t.points(1, 1) == t.points(2, 1) == 0
    assert t.rounds[1][0].kind is RoundKind.FORFEIT_LOSS and t.rounds[2][0].kind is RoundKind.FORFEIT_LOSS


def test_pending_round_and_line_that_stops_while_pending():
    """A blank result is a game not played yet, in the middle of a line and at its end."""
    text = trf(
        line(1, "A", ["   2 w 1", "   3 b  "]),
        line(2, "B", ["   1 b 0", "0000 - U"]),
        line(3, "C", ["0000 - U", "   1 w"]),
    )
    t = parse_trf(text).tournament
    assert t.rounds[1][1].kind is RoundKind.PENDING and t.rounds[1][1].opponent == 3
    assert t.rounds[3][1].kind is RoundKind.PENDING and t.rounds[3][1].colour == "w"
    assert t.rounds_completed() == 2  # the PAB of round 2 is a result


@pytest.mark.parametrize("code", ["?", "X"])
def test_result_not_known_is_pending_with_a_note(code):
    """'?' (unofficial) and 'X' (TRF-26 adjourned/unknown, as the reference reads it): result
    not known yet: pending, excluded from tie-breaks, with a note (disputes case 20)."""
    f = parse_trf(trf(line(1, "A", [f"   2 w {code}"]), line(2, "B", [f"   1 b {code}"])))
    assert f.tournament.rounds[1][0].kind is RoundKind.PENDING
    assert any("line 2 (start number 1), round 1" in n and f"'{code}'" in n for n in f.notes)


def test_trf26_code_a_is_an_absence():
    """TRF-26 'A' (absence) with or without an opponent number."""
    t = parse_trf(trf(line(1, "A", ["   2 w 1", "0000 - A"]), line(2, "B", ["   1 b 0", "       A"]))).tournament
    assert t.rounds[1][1].kind is RoundKind.ABSENT and t.rounds[2][1].kind is RoundKind.ABSENT


def test_win_without_opponent_is_read_as_a_bye_with_a_note():
    f = parse_trf(trf(line(1, "A", ["0000 - +", "0000 - ="]), line(2, "B", ["0000 - U", "0000 - H"])))
    t = f.tournament
    assert t.rounds[1][0].kind is RoundKind.PAB and t.rounds[1][1].kind is RoundKind.HALF_BYE
    assert len(f.notes) == 2 and all("start number 1" in n for n in f.notes)


def test_missing_trailing_columns_and_lines_that_stop():
    """Lines that stop after the last round played (or before the rounds, or even before the
    rating): rounds the field played become absences (disputes case 7(d)), later rounds stay
    not played."""
    text = trf(
        line(1, "A", ["   2 w 1", "   3 b 1", "   4 w 1"]),
        line(2, "B", ["   1 b 0", "   4 w 1"]),
        line(3, "C", ["0000 - U", "   1 w 0", "0000 - U"]),
        line(4, "D", ["0000 - U", "   2 b 0", "   1 b 0"]),
        "001    5      E",
        line(6, "F"),
    )
    t = parse_trf(text).tournament
    assert kinds(t, 2)[2] == (RoundKind.ABSENT, None, None)
    assert [r.kind for r in t.rounds[5]] == [RoundKind.ABSENT] * 3
    assert t.participant(5).name == "E" and t.participant(5).rating is None
    assert t.n_rounds == 3


def test_requested_bye_in_an_unpaired_round_is_kept():
    """A half-point bye entered for the next round before it is paired does not turn the
    others' empty entries into absences."""
    t = parse_trf(trf(line(1, "A", ["   2 w 1", "0000 - H"]), line(2, "B", ["   1 b 0"]))).tournament
    assert t.rounds[2][1].kind is RoundKind.NOT_PLAYED
    assert t.rounds_completed() == 2


def test_misaligned_block_is_read_freely():
    """A block one column early (' 2 w 1 ' in place of '   2 w 1') is still read, not taken
    for a pending game against 2 with no colour."""
    good = line(2, "B", ["   1 b 0"])
    shifted = line(1, "A", pts="1.0", rank=1) + " " + "   2 w 1"  # one column early
    t = parse_trf(trf(shifted, good)).tournament
    assert kinds(t, 1) == [(GAME, 2, W)]


def test_participant_fields():
    text = trf(line(7, "Muñoz Pérez, José", ["0000 - U"], rating=2150, pts="1.0", rank=3, sex="m", title="f"))
    p = parse_trf(text).tournament.participant(7)
    assert (p.name, p.rating, p.sex, p.title, p.declared_points, p.declared_rank) == (
        "Muñoz Pérez, José", 2150, "m", "f", F(1), 3)


# -- encodings and line ends ---------------------------------------------------------------

NAMES = ["Muñoz, Ana", "Pérez, Íñigo"]


def _two_players(names=NAMES) -> str:
    return trf(line(1, names[0], ["   2 w 1"], rating=1900), line(2, names[1], ["   1 b 0"], rating=1800))


@pytest.mark.parametrize("encoding,bom,want", [
    ("utf-8", b"", "utf-8"),
    ("utf-8", b"\xef\xbb\xbf", "utf-8-sig"),
    ("cp1252", b"", "cp1252"),
    ("latin-1", b"", "cp1252"),  # the same bytes for these letters
    ("utf-16", b"", "utf-16"),  # Python writes the BOM
    ("utf-16-le", b"", "utf-16-le"),  # no BOM
])
def test_encodings(tmp_path, encoding, bom, want):
    path = tmp_path / "e.trf"
    path.write_bytes(bom + _two_players().encode(encoding))
    f = read_trf(path)
    assert f.encoding == want
    assert [p.name for p in f.tournament.participants] == NAMES
    assert [p.rating for p in f.tournament.participants] == [1900, 1800]


def test_cp1252_only_characters(tmp_path):
    """cp1252 letters latin-1 lacks ('Œ', '’') are read as cp1252."""
    names = ["Œdipe, Zoë", "O’Neill, Seán"]
    path = tmp_path / "e.trf"
    path.write_bytes(_two_players(names).encode("cp1252"))
    assert [p.name for p in read_trf(path).tournament.participants] == names


def test_bom_in_front_of_cp1252(tmp_path):
    """An editor put a UTF-8 BOM in front of a cp1252 file: the rest is read as cp1252."""
    path = tmp_path / "e.trf"
    path.write_bytes(b"\xef\xbb\xbf" + _two_players().encode("cp1252"))
    f = read_trf(path)
    assert [p.name for p in f.tournament.participants] == NAMES


def test_latin1_fallback():
    text, enc = decode_bytes("Muñoz".encode("latin-1") + b"\x81")  # 0x81 is undefined in cp1252
    assert enc == "latin-1" and text.startswith("Muñoz")


def test_utf8_columns_counted_in_bytes():
    """Writers that pad names to 33 *bytes* shift every later column of a UTF-8 line left by one
    per accented letter; the reader re-cuts such a line by bytes and says so."""
    good = [line(1, NAMES[0], ["   2 w 1"], rating=1900, pts="1.0"), line(2, NAMES[1], ["   1 b 0"], rating=1800, pts="0.0")]
    byte_padded = []
    for ln in good:
        name = ln[14:47].rstrip()
        pad = 33 - len(name.encode("utf-8"))
        byte_padded.append(ln[:14] + name + " " * pad + ln[47:])
    f = parse_trf(trf(*byte_padded))
    t = f.tournament
    assert [p.name for p in t.participants] == NAMES
    assert [p.rating for p in t.participants] == [1900, 1800]
    assert kinds(t, 1) == [(GAME, 2, W)]
    assert any("bytes" in n for n in f.notes)
    # the same names padded in characters need no re-cutting
    assert not any("bytes" in n for n in parse_trf(trf(*good)).notes)


@pytest.mark.parametrize("eol", ["\r\n", "\n", "\r"])
def test_line_ends(eol):
    text = _two_players().replace("\n", eol)
    t = parse_trf(text).tournament
    assert kinds(t, 1) == [(GAME, 2, W)]


def test_form_feed_and_nel_in_a_name_do_not_split_the_line():
    """Only CR / LF end a line (str.splitlines would also split at these and lose the rounds):
    a NEL (U+0085) stays in the name; a form feed, a control character no workbook can hold,
    is refused at its line and column, not taken as a line end (issue 26)."""
    text = trf(line(1, "Ana B", ["   2 w 1"]), line(2, "Luis\x85C", ["   1 b 0"]))
    t = parse_trf(text).tournament
    assert kinds(t, 2) == [(GAME, 1, L)] and t.participant(2).name == "Luis\x85C"
    err = error_of(trf(line(1, "Ana\x0cB", ["   2 w 1"]), line(2, "Luis", ["   1 b 0"])))
    assert err.code == "trf_control_char" and err.location == "line 2 (start number 1)"
    assert "column 18" in err.message("en") and "U+000C" in err.message("es")


def test_crlf_error_line_numbers():
    """Line numbers count CRLF lines once (and count blank lines). (A game on one side and a
    forfeit on the other: two results that do not add up, '1' and '1', are kept with a warning
    since issue 12, tests/test_real_events.py.)"""
    text = "012 T\r\n\r\n" + line(1, "A", ["   2 w 1"]) + "\r\n" + line(2, "B", ["   1 b +"]) + "\r\n"
    err = error_of(text)
    assert err.code == "trf_asymmetric" and err.location == "line 3 (start number 1)"


# -- header records ------------------------------------------------------------------------


@pytest.mark.parametrize("text,want", [
    ("2024/08/01", dt.date(2024, 8, 1)),
    ("2024-08-01", dt.date(2024, 8, 1)),
    ("26/11/29", dt.date(2026, 11, 29)),  # TRF-16 YY/MM/DD
    ("01.08.2024", dt.date(2024, 8, 1)),
    ("01. 08. 2024", dt.date(2024, 8, 1)),  # the reference cannot read it (case 19)
    ("28. 07. 2005", dt.date(2005, 7, 28)),
    ("01/08/2024", dt.date(2024, 8, 1)),
    ("01.08.24", dt.date(2024, 8, 1)),
    ("20240801", dt.date(2024, 8, 1)),
    ("2024/08/01 - 2024/08/09", dt.date(2024, 8, 1)),
    ("01. 08. 2024 bis 09. 08. 2024", dt.date(2024, 8, 1)),
    ("", None),
])
def test_dates(text, want):
    assert parse_date(text) == want


@pytest.mark.parametrize("bad", ["August 1st", "2024/13/01", "31.02.2024", "2024/08"])
def test_unreadable_date_names_record_042(bad):
    err = error_of(f"012 T\n042 {bad}\n" + line(1, "A") + "\n")
    assert err.code == "trf_bad_date" and err.location == "line 2"
    assert "042" in err.message("en") and "042" in err.message("es")
    assert bad in err.message("en")
    reads_well(err)


def test_start_date_chooses_the_edition():
    t = parse_trf("042 01. 03. 2026\n" + line(1, "A") + "\n").tournament
    assert t.start_date == dt.date(2026, 3, 1)


@pytest.mark.parametrize("record", ["XXR", "142"])
def test_number_of_rounds(record):
    t = parse_trf(f"{record} 9\n" + trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 0"]))).tournament
    assert t.total_rounds == 9 and t.rounds_announced == 9 and t.n_rounds == 1


def test_bad_number_of_rounds():
    """Refused as every number of rounds is (a function's settings, a workbook's)."""
    err = error_of("XXR nine\n" + line(1, "A") + "\n")
    assert err.code == "value_bound" and err.location == "line 1"
    assert err.message("en") == "line 1: XXR (rounds): 'nine' is not a whole number from 1 to 999"
    reads_well(err)


def test_score_system_162_half_point_pab():
    """TRF-26 record 162 as the brief writes it: a PAB worth ½ (and X, adjourned, ignored)."""
    text = "162  W 1.0    D 0.5    L 0.0    A 0.0    P 0.5    X 0.5\n" + trf(
        line(1, "A", ["   2 w 1", "0000 - U"]), line(2, "B", ["   1 b 0", "0000 - Z"])
    )
    f = parse_trf(text)
    ss = f.tournament.score_system
    assert (ss.win, ss.draw, ss.loss, ss.pab, ss.zero_bye, ss.absent) == (1, F(1, 2), 0, F(1, 2), 0, 0)
    assert f.tournament.points(1) == F(3, 2)
    assert f.notes == []


@pytest.mark.parametrize("letter", ["A", "Z"])
def test_score_system_162_zero_bye_letter(letter):
    """TRF-26 writes the absence / zero-point bye as 'A'; older writers 'Z' (disputes case 20)."""
    text = f"162  W 3.0    D 1.0    L 0.0    {letter} 0.5\n" + trf(
        line(1, "A", ["   2 w 1", "0000 - Z"]), line(2, "B", ["   1 b 0", "0000 - U"])
    )
    t = parse_trf(text).tournament
    assert t.points(1) == F(7, 2) and t.points(2) == 3


@pytest.mark.parametrize("value,want", [
    ("FIDE_DUTCH_2026", PairingSystem.SWISS),
    ("BERGER_ROUNDROBIN", PairingSystem.ROUND_ROBIN),
    ("FIDE_DOUBLEROUNDROBIN", PairingSystem.ROUND_ROBIN),
    ("FIDE_SCHEVENINGEN", PairingSystem.ROUND_ROBIN),
])
def test_record_192(value, want):
    t = parse_trf(f"092 Swiss\n192 {value}\n" + line(1, "A") + "\n").tournament
    assert t.pairing_system is want
    assert t.pairing_source == f"record 192 '{value}'"


@pytest.mark.parametrize("text,want", [
    ("Individual: Swiss-System", PairingSystem.SWISS),
    ("Sistema suizo", PairingSystem.SWISS),
    ("Schweizer System", PairingSystem.SWISS),
    ("Round robin", PairingSystem.ROUND_ROBIN),
    ("Double RR", PairingSystem.ROUND_ROBIN),
    ("Todos contra todos", PairingSystem.ROUND_ROBIN),
    ("Rundenturnier", PairingSystem.ROUND_ROBIN),
    ("Preliminary stage", None),  # 'lim' only as a word
    ("Tournament", None),
])
def test_record_092(text, want):
    t = parse_trf(f"092 {text}\n" + line(1, "A") + "\n").tournament
    assert t.pairing_system is want


def test_option_overrides_the_file():
    t = parse_trf("192 FIDE_DUTCH\n" + line(1, "A") + "\n", pairing_system="round_robin").tournament
    assert t.pairing_system is PairingSystem.ROUND_ROBIN and t.pairing_source.code == "src_option"


def test_declared_points_disagree_with_the_rounds():
    """Columns 81-84 that the rounds do not explain: the rounds are used, and a note names the
    players."""
    f = parse_trf(trf(
        line(1, "A", ["   2 w 1"], pts="1.0"),
        line(2, "B", ["   1 b 0"], pts="0.5"),
        line(3, "C", ["0000 - U"], pts="2.0"),
    ))
    assert [f.tournament.points(s) for s in (1, 2, 3)] == [1, 0, 1]
    (note,) = f.notes
    assert "2 players" in note and "start numbers 2, 3" in note


def test_half_point_pab_from_the_totals():
    """No 162 record, but every stated total is right with the PAB worth ½: the PAB is read
    so (as the reference does; disputes case 17), with a note. One total that disagrees
    otherwise keeps the PAB at a win."""
    rows = [
        line(1, "A", ["   2 w 1", "0000 - U"], pts="1.5"),
        line(2, "B", ["   1 b 0", "   3 w ="], pts="0.5"),
        line(3, "C", ["0000 - U", "   2 b ="], pts="1.0"),
    ]
    f = parse_trf(trf(*rows))
    assert f.tournament.score_system.pab == F(1, 2)
    assert [f.tournament.points(s) for s in (1, 2, 3)] == [F(3, 2), F(1, 2), 1]
    assert len(f.notes) == 1 and "0.5" in f.notes[0]
    rows[2] = line(3, "C", ["0000 - U", "   2 b ="], pts="1.5")  # C: the PAB worth a win
    f = parse_trf(trf(*rows))
    assert f.tournament.score_system.pab is None
    assert f.tournament.points(1) == 2 and "start number 1" in f.notes[0]
    # with a 162 record the file says what a PAB is worth: no guessing
    f = parse_trf("162  W 1.0    D 0.5    L 0.0    A 0.0    P 1.0\n" + trf(*rows[:2], line(3, "C", ["0000 - U", "   2 b ="], pts="1.0")))
    assert f.tournament.points(1) == 2 and f.tournament.score_system.pab == 1


def test_unknown_records_are_kept():
    f = parse_trf("DDD SSSS sTTT NNNN\n062 15 (12)\n250 x\n" + line(1, "A") + "\n")
    assert f.records["250"] == ["250 x"] and "DDD" in f.records


def test_only_header_records():
    err = error_of("012 Club championship\n042 2024/08/01\nXXR 9\n")
    assert err.code == "trf_empty" and err.location is None
    reads_well(err)
    assert error_of("").code == "trf_empty"


# -- errors --------------------------------------------------------------------------------


def test_player_paired_with_himself():
    err = error_of(trf(line(1, "A"), line(2, "B", ["0000 - U", "   2 w 1"])))
    assert err.code == "trf_self_paired" and err.location == "line 3 (start number 2)"
    assert "round 2" in err.message("en") and "ronda 2" in err.message("es")
    reads_well(err)


def test_opponent_without_a_record():
    err = error_of(trf(line(1, "A", ["  41 w 1"])))
    assert err.code == "trf_opponent_missing" and err.location == "line 2 (start number 1)"
    assert "41" in err.message("en") and "41" in err.message("es")
    reads_well(err)


def test_both_lines_claim_the_win():
    """A beat B, but B's line also says B won. TRF column 99 is each player's own result and
    nothing requires the two to add up to one game (issue 12): each keeps his own result, and
    a warning shows both lines' entries."""
    f = parse_trf(trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 1"])))
    assert kinds(f.tournament, 1) == [(GAME, 2, W)] and kinds(f.tournament, 2) == [(GAME, 1, W)]
    (note,) = [n for n in f.notes if "round 1" in n]
    assert note.startswith("warning: line 2 (start number 1)") and "'2 w 1' / '1 b 1'" in note


@pytest.mark.parametrize("a,b,c,theirs", [
    (["   2 w 1"], ["   1 w 0"], ["0000 - U"], "1 w 0"),  # same colour
    (["   2 w 1"], ["   3 b 0"], ["   2 w 1"], "3 b 0"),  # B's line names C
    (["   2 w +"], ["   1 b 0"], ["0000 - U"], "1 b 0"),  # a forfeit against a game
    (["   2 w 1"], ["   1 b -"], ["0000 - U"], "1 b -"),
])
def test_other_disagreements(a, b, c, theirs):
    err = error_of(trf(line(1, "A", a), line(2, "B", b), line(3, "C", c)))
    assert err.code == "trf_asymmetric" and err.location == "line 2 (start number 1)"
    assert err.params["theirs"] == theirs
    reads_well(err)


def test_line_cut_short_is_blamed_on_that_line():
    """B's line stops before round 2 while A's line has a game against B there: the error
    points at B's line (the one cut short) and names A's line."""
    err = error_of(trf(line(1, "A", ["0000 - U", "   2 w 1"]), line(2, "B", ["0000 - U"]),
                       line(3, "C", ["0000 - U", "0000 - U"])))
    assert err.code == "trf_one_sided" and err.location == "line 3 (start number 2)"
    assert "(line 2)" in err.message("en") and "cut short" in err.message("en")
    assert err.message("es").startswith("línea 3 (número inicial 2): ronda 2: aquí no hay nada")
    reads_well(err)


def test_symmetry_check_can_be_switched_off():
    f = parse_trf(trf(line(1, "A", ["   2 w 1"]), line(2, "B", ["   1 b 1"])), check_symmetry=False)
    assert f.tournament.points(1) == f.tournament.points(2) == 1


@pytest.mark.parametrize("code", ["Q", "7", "*"])
def test_unknown_result_code(code):
    err = error_of(trf(line(1, "A", ["0000 - U", f"   2 w {code}"]), line(2, "B", ["0000 - U", "   1 b 0"])))
    assert err.code == "trf_bad_result_code" and err.location == "line 2 (start number 1)"
    assert f"'{code}'" in err.message("en") and f"'{code}'" in err.message("es")
    assert "round 2" in err.message("en")
    reads_well(err)


def test_error_can_be_relocated():
    """TiebreakError.at (used to put a file name in front) keeps the code, the parameters
    (including the offending result code) and both languages."""
    err = error_of(trf(line(1, "A", ["   2 w Q"]), line(2, "B", ["   1 b 0"])))
    moved = err.at("event.trf")
    assert isinstance(moved, TiebreakError) and moved.code == "trf_bad_result_code"
    assert moved.location == "event.trf, line 2 (start number 1)"
    assert moved.message("en").endswith("result code 'Q' is unknown (known: 1 0 = + - W D L H F U Z A X ? and blank)")
    assert moved.message("es").startswith("event.trf, línea 2 (número inicial 1): ronda 1:")


def test_unknown_colour():
    err = error_of(trf(line(1, "A", ["   2 x 1"]), line(2, "B", ["   1 b 0"])))
    assert err.code == "trf_bad_colour" and err.location == "line 2 (start number 1)"
    assert "'x'" in err.message("en")
    reads_well(err)


def test_unreadable_round_block():
    err = error_of(trf(line(1, "A", ["  1a w 1"]), line(2, "B", ["   1 b 0"])))
    assert err.code == "trf_bad_round_block" and err.location == "line 2 (start number 1)"
    reads_well(err)


@pytest.mark.parametrize("sn_text", ["  x1", "  -3", "   0", "  ²1", "1.5 "])
def test_malformed_start_number(sn_text):
    """Columns 5-8 not a start number 1..9999: the error names the line and what it found."""
    err = error_of(trf(line(1, "A"), line(0, "B", sn_text=sn_text)))
    assert err.code == "trf_bad_start_no" and err.location == "line 3"
    assert sn_text.strip() in err.message("en") and sn_text.strip() in err.message("es")
    reads_well(err)


def test_duplicate_start_number():
    err = error_of(trf(line(4, "A"), line(4, "B")))
    assert err.code == "trf_duplicate_start_no" and err.location == "line 3 (start number 4)"
    assert "line 2" in err.message("en") and "línea 2" in err.message("es")
    reads_well(err)


def test_unicode_digits_are_not_numbers():
    """'²' passes str.isdigit but int() rejects it: the rating is refused with the rating
    message (issue 14: never read as unrated), no crash."""
    with pytest.raises(TiebreakError) as ei:
        parse_trf(trf(line(1, "A", rating="²000")))
    assert ei.value.code == "grid_bad_rating" and "columns 49-52" in str(ei.value)


MESSAGES_CODES = set(__import__("xl_tiebreaks.errors", fromlist=["MESSAGES"]).MESSAGES)
_HELD_BYTES = (DATA / "fide-exercises" / "held_swiss_5.trf").read_bytes()
_NOISE = st.sampled_from(list(b" 0123456789wbWB-+=UHFZADLX?Q\r\n\t.,/") + [0xC3, 0xB1, 0xEF, 0xBB, 0xBF, 0x00, 0xFF, 0x85])


@given(st.lists(st.tuples(st.integers(0, len(_HELD_BYTES) - 1), st.integers(0, 2), st.lists(_NOISE, min_size=1, max_size=6)),
                min_size=1, max_size=8))
def test_damaged_files_only_raise_tiebreak_errors(edits):
    """Whatever a file holds, the reader returns a tournament or raises a TiebreakError that
    reads in both languages; never another exception."""
    data = bytearray(_HELD_BYTES)
    for pos, op, noise in edits:
        pos = min(pos, len(data))
        if op == 0:
            data[pos : pos + len(noise)] = bytes(noise)
        elif op == 1:
            del data[pos : pos + len(noise) * 3]
        else:
            data[pos:pos] = bytes(noise)
    text, _ = decode_bytes(bytes(data))
    try:
        parse_trf(text)
    except TiebreakError as e:
        assert e.message("en") and e.message("es")


_FIELD = st.sampled_from(["rating", "date", "rounds", "start", "points", "truncate", "zero-rounds"])
_RATINGS = st.sampled_from(["abcd", "-100", "2.5k", " nan", "9999", "4001", "²000", "    ", "0000", "1800", "1e3",
                            " 1.5", "+200"])
_DATES = st.sampled_from(["01/03/26", "01.03.26", "26/03/01", "2026/03/01", "31/12/25", "12/31/25", "2026-02-30",
                          "99/99/99", "", "26.3.1", "20260301", "1/2/3"])
_TIEBREAKS = st.lists(st.sampled_from(["BH", "BH/C1", "BH/M1", "BH/C99", "FB", "FB/C1", "AOB/F", "SB", "PS", "KS",
                                       "KS/L-5", "KS/L+1", "ARO", "TPR", "DE", "WIN", "LOTS", "SORTEO", "PLAYOFF",
                                       "MANUAL", "STD", "REP"]), min_size=1, max_size=5)


@given(st.lists(st.tuples(_FIELD, st.integers(0, 40), _RATINGS, _DATES), min_size=1, max_size=4), _TIEBREAKS,
       st.sampled_from(["utf-8", "utf-16", "utf-32", "cp1252", "utf-32-le"]), st.booleans(),
       st.sampled_from(["FIDE", "FIDE2024", "VIRTUAL"]))
def test_damaged_fields_and_any_tiebreaks_only_raise_tiebreak_errors(edits, tiebreaks, encoding, manual, rules):
    """Fields damaged the way real files are (ratings, the start date, the rounds, start
    numbers, totals, lines cut short, every round removed), in any encoding, then the
    standings with any list of tie-breaks (manual criteria and Fore Buchholz among them, with
    or without values for the manual ones): a tournament and its standings, or a
    TiebreakError that reads in both languages; never another exception (issue 14)."""
    from xl_tiebreaks.standings import compute_standings

    lines = _HELD_BYTES.decode("utf-8").splitlines()
    players = [i for i, ln in enumerate(lines) if ln.startswith("001")]
    for field, k, rating, date in edits:
        i = players[k % len(players)]
        ln = lines[i].ljust(92)
        if field == "rating":
            lines[i] = ln[:48] + f"{rating:>4.4}" + ln[52:]
        elif field == "date":
            lines = [x for x in lines if not x.startswith("042")] + [f"042 {date}"]
            players = [j for j, x in enumerate(lines) if x.startswith("001")]
        elif field == "rounds":
            lines.append(f"XXR {k - 5}")
        elif field == "start":
            lines[i] = ln[:4] + f"{rating:>4.4}" + ln[8:]
        elif field == "points":
            lines[i] = ln[:80] + f"{date[:4]:>4.4}" + ln[84:]
        elif field == "truncate":
            lines[i] = ln[: 91 + k]
        else:  # players and no round
            lines = [x[:91] if x.startswith("001") else x for x in lines if not x.startswith("XXR")]
            players = [j for j, x in enumerate(lines) if x.startswith("001")]
    data = ("\n".join(lines) + "\n").encode(encoding, errors="replace")
    text, _ = decode_bytes(data)
    try:
        t = parse_trf(text, rules_given=rules != "FIDE").tournament
        values = {tb: {p.start_no: p.start_no % 3 for p in t.participants} for tb in tiebreaks} if manual else None
        st_ = compute_standings(t, " ".join(tiebreaks), rules=rules, manual=values, unrated_rating=1500)
        assert len(st_.ranks) == len(t.participants)
    except TiebreakError as e:
        assert e.code in MESSAGES_CODES and e.code != "internal"
        assert e.message("en") and e.message("es")


def test_missing_file():
    with pytest.raises(TiebreakError) as ei:
        read_trf("/no/such/file.trf")
    assert ei.value.code == "file_not_found"


# -- the file itself -----------------------------------------------------------------------


def test_reading_never_modifies_the_file(tmp_path):
    src = DATA / "disputes" / "case19_held_swiss_5_lichess_blank_opp.trf"
    path = tmp_path / "event.trf"
    path.write_bytes(src.read_bytes())
    before = (path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_size)
    read_trf(path)
    read_trf(path, pairing_system="swiss")
    bad = tmp_path / "bad.trf"
    bad.write_bytes(b"012 x\n" + line(1, "A", ["   9 w 1"]).encode() + b"\n")
    bad_before = bad.read_bytes()
    with pytest.raises(TiebreakError) as e:
        read_trf(bad)
    assert e.value.code == "trf_opponent_missing"
    assert bad.read_bytes() == bad_before
    assert (path.read_bytes(), path.stat().st_mtime_ns, path.stat().st_size) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.trf", "event.trf"]


def _big_swiss_text(players: int = 1500, rounds: int = 11, seed: int = 7) -> str:
    """A synthetic Swiss written by write_trf (random pairings, every result code)."""
    rng = random.Random(seed)
    recs = {s: [] for s in range(1, players + 1)}
    for _ in range(rounds):
        order = list(range(1, players + 1))
        rng.shuffle(order)
        if len(order) % 2:
            recs[order.pop()].append(RoundRecord(RoundKind.PAB))
        for a, b in zip(order[::2], order[1::2]):
            x = rng.random()
            if x < 0.03:
                recs[a].append(RoundRecord(FW, b, "w"))
                recs[b].append(RoundRecord(FL, a, "b"))
            else:
                res = (W, D, L)[rng.randrange(3)]
                recs[a].append(RoundRecord(GAME, b, "w", res))
                recs[b].append(RoundRecord(GAME, a, "b", res.reverse))
    from xl_tiebreaks.model import Participant, Tournament

    parts = [Participant(s, f"Player {s}", rating=rng.randrange(1400, 2700), federation="ESP") for s in recs]
    return write_trf(Tournament.build(parts, recs, total_rounds=rounds))


def test_reads_1500_players_11_rounds():
    """A 1,500-player, 11-round Swiss written by write_trf reads back whole (the reader's speed
    is measured in benchmarks/bench_trf_reader.py, never asserted here)."""
    f = parse_trf(_big_swiss_text())
    assert len(f.tournament.participants) == 1500 and f.tournament.n_rounds == 11
    assert f.notes == []


# -- writer round trip ---------------------------------------------------------------------

ROUND_TRIP_TIEBREAKS = "BH BH/C1 BH/M1 SB SB/C1 FB AOB PS KS WIN WON BPG BWG REP ARO TPR PTP APRO APPO DE".split()


def _effective_scores(ss):
    kinds = [RoundRecord(k) for k in RoundKind] + [RoundRecord(GAME, 1, None, r) for r in Result]
    return [ss.points(r) for r in kinds]


@pytest.mark.parametrize("path", ALL_TRF, ids=[str(p.relative_to(DATA)) for p in ALL_TRF])
def test_write_round_trip(path):
    """parse(write(t)) gives the same participants, rounds, score system, rounds announced,
    start date and pairing system, and the same tie-break values and ranks (both editions)."""
    t = read_trf(path).tournament
    back = parse_trf(write_trf(t))
    t2 = back.tournament
    assert back.notes == []
    assert t2.rounds == t.rounds
    key = [(p.start_no, p.name, p.rating, p.federation, p.fide_id, p.title, p.sex) for p in t.participants]
    assert [(p.start_no, p.name, p.rating, p.federation, p.fide_id, p.title, p.sex) for p in t2.participants] == key
    assert _effective_scores(t2.score_system) == _effective_scores(t.score_system)
    assert (t2.rounds_announced, t2.start_date, t2.pairing_system, t2.name) == (
        t.rounds_announced, t.start_date, t.pairing_system, t.name)
    system = t.resolved_pairing_system()[0].value
    for rules in ("FIDE2024", "FIDE2026"):
        a = compute_standings(t, ROUND_TRIP_TIEBREAKS, rules=rules, pairing_system=system, unrated_rating=1000)
        b = compute_standings(t2, ROUND_TRIP_TIEBREAKS, rules=rules, pairing_system=system, unrated_rating=1000)
        for p in t.participants:
            s = p.start_no
            assert a.rank(s) == b.rank(s)
            assert [a.value(s, c) for c in ROUND_TRIP_TIEBREAKS] == [b.value(s, c) for c in ROUND_TRIP_TIEBREAKS]


def test_round_trip_covers_the_data():
    folders = {p.relative_to(DATA).parts[0] for p in ALL_TRF}
    assert {"fide-generated", "fide-exercises", "disputes", "realdata"} <= folders


def test_write_keeps_absences_and_zero_byes_apart():
    """An absence is written '0000 - -' and a requested zero-point bye '0000 - Z': both read
    back as they were (both zero-point unplayed rounds to any reader)."""
    t = parse_trf(trf(
        line(1, "A", ["   2 w 1", "0000 - Z", "0000 - -"]),
        line(2, "B", ["   1 b 0", "0000 - U"]),
    )).tournament
    text = write_trf(t)
    assert "0000 - Z  0000 - -" in text
    assert parse_trf(text).tournament.rounds == t.rounds
