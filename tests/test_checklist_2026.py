"""FIDE's 2026 endorsement checklist (VCL4THP.13), its tie-break and standings questions
(Q197-216, as quoted in Sharly-Chess's tracker, issue 2320): each question the product answers
has a test here named after it; docs/rules.md "FIDE's 2026 checklist" says how each is answered."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from xl_tiebreaks.model import PairingSystem, Participant, Result, RoundKind, RoundRecord, Tournament
from xl_tiebreaks.readers.trf import parse_trf, read_trf, write_trf
from xl_tiebreaks.readers.trf.writer import tiebreak_record
from xl_tiebreaks.standings import compute_standings
from xl_tiebreaks.texts import is_warning

# JaVaFo's published TRF-X sample: results in rounds 1-4; in round 5 only byes asked for in
# advance (two zero-point byes, one half-point bye), so round 5 is the last round with something
SAMPLE = Path(__file__).parent / "data" / "trf-samples" / "javafo_trfx_sample2.trf"


def test_trf_202_record_written_and_read_back():
    """TRF-2026 record 202 (the tie-breaks that break ties, points not included, comma
    separated, as gacrux reads it): written from the list, read back as written."""
    t = read_trf(SAMPLE).tournament
    text = write_trf(t, tiebreaks="BH/C1 BH SB")
    assert "202 BH/C1,BH,SB" in text.splitlines()
    assert parse_trf(text).tiebreaks == "BH/C1,BH,SB"
    # the modifiers in the descriptor syntax: median 1, Fore Buchholz, all met, unrated as 1800
    assert tiebreak_record("BH/M1 AOB/F DE/A ARO/U1800") == "BH/M1,AOB/F,DE/A,ARO/U1800"
    # no list given: no record (the team writer and older callers)
    assert "202" not in [ln[:3] for ln in write_trf(t).splitlines()]


def test_trf_202_record_keeps_an_uneven_cut():
    """An uneven cut (``BH/M2/C1``: M2 cuts 2 low and 2 high, the C1 after it sets the low half
    to 1, so 1 low and 2 high) is written with both modifiers, M first, the order the parser
    reads back; it was written ``BH/C1`` (the high cut lost). Every cut from 0 to 3 each side,
    parsed, written and parsed again (also through a written file's 202 record), keeps its
    two halves."""
    from xl_tiebreaks.spec import parse_spec

    assert tiebreak_record("BH/M2/C1") == "BH/M2/C1"
    assert (parse_spec("BH/M2/C1").cut_low, parse_spec("BH/M2/C1").cut_high) == (1, 2)
    t = read_trf(SAMPLE).tournament
    for low in range(4):
        for high in range(4):
            text = (f"BH/M{low}" if low == high else f"BH/C{low}" if high == 0 else f"BH/M{high}/C{low}")
            sp = parse_spec(text)
            assert (sp.cut_low, sp.cut_high) == (low, high), text
            back = parse_spec(tiebreak_record([sp]))
            assert (back.cut_low, back.cut_high) == (low, high), text
            read = parse_trf(write_trf(t, tiebreaks=[sp])).tiebreaks
            assert (parse_spec(read).cut_low, parse_spec(read).cut_high) == (low, high), text


def test_q201_q202_list_changed_after_round_1_warned_and_recorded():
    """Q201: changing the list after the start is warned (a warning: the file is still
    written); Q202: the TRF records the change as a ### comment with the round and the
    previous list. The round is the last one with a result or bye: round 5 of the sample
    (its byes asked for in advance)."""
    before = parse_trf(write_trf(read_trf(SAMPLE).tournament, tiebreaks="BH/C1 BH SB"))
    notes: list = []
    text = write_trf(before.tournament, tiebreaks="SB BH", previous=before.tiebreaks, notes=notes)
    lines = text.splitlines()
    assert "### 202 changed after round 5; previous list: BH/C1,BH,SB" in lines
    assert "202 SB,BH" in lines
    warned = [n for n in notes if is_warning(n)]
    assert len(warned) == 1 and "round 5" in warned[0] and "BH/C1,BH,SB" in warned[0]
    assert "ronda 5" in warned[0].message("es")
    again = parse_trf(text)  # the comment is read as one (no note), the new list is the file's
    assert again.tiebreaks == "SB,BH" and not any("not a TRF record" in str(n) for n in again.notes)


def test_q201_same_list_or_change_before_round_1_not_warned():
    """The same list spelt another way is no change; a change before round 1 has results
    (the checklist's 'after the start') is neither warned nor recorded."""
    t = read_trf(SAMPLE).tournament
    notes: list = []
    text = write_trf(t, tiebreaks=["BH/C1", "BH", "SB"], previous="BH:C1, BH, SB", notes=notes)
    assert not notes and not [ln for ln in text.splitlines() if ln.startswith("###")]
    text = write_trf(t.truncated(0), tiebreaks="SB BH", previous="BH/C1,BH,SB", notes=notes)
    assert not notes and "202 SB,BH" in text.splitlines() and "###" not in text


def _four() -> Tournament:
    """Two rounds, four players; player 2 unrated. Round 1: 1-2 1-0, 3-4 ½-½; round 2: 1-3 ½-½,
    2-4 0-1. Points: 1 1½, 2 0, 3 1, 4 1½."""
    g = RoundKind.GAME
    r = {
        1: [RoundRecord(g, 2, "w", Result.WIN), RoundRecord(g, 3, "b", Result.DRAW)],
        2: [RoundRecord(g, 1, "b", Result.LOSS), RoundRecord(g, 4, "w", Result.LOSS)],
        3: [RoundRecord(g, 4, "w", Result.DRAW), RoundRecord(g, 1, "w", Result.DRAW)],
        4: [RoundRecord(g, 3, "b", Result.DRAW), RoundRecord(g, 2, "b", Result.WIN)],
    }
    ps = [Participant(1, "A", 2000), Participant(2, "B", None), Participant(3, "C", 1800), Participant(4, "D", 1600)]
    return Tournament.build(ps, r, pairing_system=PairingSystem.SWISS)


def test_q208_estimated_rating_for_unrated_players():
    """Q208: one rating for the unrated players (the unrated / sin_elo setting, or /U on the
    tie-break). Player 1 met 2 (unrated, read as 1400) and 3 (1800): ARO = (1400 + 1800) / 2
    = 1600; player 4 met 3 (1800) and 2 (1400): also 1600; player 3 met 4 and 1: (1600 + 2000) / 2
    = 1800, whatever the setting."""
    for st in (compute_standings(_four(), "ARO", unrated_rating=1400), compute_standings(_four(), "ARO/U1400")):
        code = st.specs[0].text
        assert [st.value(s, code) for s in (1, 3, 4)] == [1600, 1800, 1600]
    # without a setting, the rating tie-break an unrated player meets is left empty, with a warning
    st = compute_standings(_four(), "ARO")
    assert any(is_warning(n) and "ARO" in str(n) for n in st.notes)


def test_q209_second_method_rating_zero():
    """Q209: the same setting with 0. Player 1: (0 + 1800) / 2 = 900; player 4: (1800 + 0) / 2
    = 900; player 3 (met no unrated player): (1600 + 2000) / 2 = 1800."""
    for st in (compute_standings(_four(), "ARO", unrated_rating=0), compute_standings(_four(), "ARO/U0")):
        code = st.specs[0].text
        assert [st.value(s, code) for s in (1, 3, 4)] == [900, 1800, 900]


def test_q203_ties_share_the_place():
    """Q203: players 1 and 4 have 1½ points each and no tie-break is asked: they share
    place 1; player 3 (1 point) is 3rd, player 2 (0) 4th (1, 1, 3, 4)."""
    st = compute_standings(_four(), [])
    assert [st.rank(s) for s in (1, 2, 3, 4)] == [1, 4, 3, 1]


def test_q204_q205_q206_q207_lots_and_manual_values_are_the_organisers():
    """Q204/Q206: the product draws no lots; the organiser's drawing is typed (LOTS: the lower
    number wins), so the same input gives the same standings every time. Q205/Q207: a value
    from outside (MANUAL: the higher wins) orders tied players. Players 1 and 4 tie on 1½."""
    lots = {"LOTS": {1: 2, 4: 1}}
    first = [compute_standings(_four(), ["LOTS"], manual=lots).rank(s) for s in (1, 4)]
    assert first == [2, 1] and all(
        [compute_standings(_four(), ["LOTS"], manual=lots).rank(s) for s in (1, 4)] == first for _ in range(3))
    st = compute_standings(_four(), ["MANUAL"], manual={"MANUAL": {1: 5, 4: 3}})
    assert [st.rank(s) for s in (1, 4)] == [1, 2]


def _expelled_event() -> Tournament:
    """Four players, two rounds of a Swiss; player 3 (C) is expelled after round 2.
    Round 1: 1-2 1-0, 3-4 1-0; round 2: 1-3 0-1, 2-4 ½-½.
    Points: 1 (A) 1, 2 (B) ½, 3 (C) 2, 4 (D) ½."""
    g = RoundKind.GAME
    r = {
        1: [RoundRecord(g, 2, "w", Result.WIN), RoundRecord(g, 3, "w", Result.LOSS)],
        2: [RoundRecord(g, 1, "b", Result.LOSS), RoundRecord(g, 4, "w", Result.DRAW)],
        3: [RoundRecord(g, 4, "w", Result.WIN), RoundRecord(g, 1, "b", Result.WIN)],
        4: [RoundRecord(g, 3, "b", Result.LOSS), RoundRecord(g, 2, "b", Result.DRAW)],
    }
    ps = [Participant(1, "A", 2000), Participant(2, "B", 1900), Participant(3, "C", 1800), Participant(4, "D", 1700)]
    return Tournament.build(ps, r, pairing_system=PairingSystem.SWISS, total_rounds=2)


def test_q197_q198_expelled_player_left_out_of_the_standings():
    """Q197-198: an expelled player has no place; the games he played stand, so they count in
    his opponents' tie-breaks (nothing in C.07 annuls them; the product never changes a result
    typed). Player 3 (2 points) would be first; expelled, the places are 1 (A, 1 point), then
    B and D on ½ each. BH: A met B (½) and C (2): 2½; B met A (1) and D (½): 1½; D met C (2)
    and B (½): 2½, so D is 2nd and B 3rd: C's 2 points count in A's and D's Buchholz."""
    for st in (compute_standings(_expelled_event(), "BH", expelled=[3]),
               compute_standings(_expelled_event(), "BH", expelled="3"),):
        assert [st.rank(s) for s in (1, 2, 3, 4)] == [1, 3, 0, 2]
        assert [st.tournament.participants[i].start_no for i in st.order] == [1, 4, 2]
        assert [st.value(s, "BH") for s in (1, 2, 4)] == [Fraction(5, 2), Fraction(3, 2), Fraction(5, 2)]
        note = [n for n in st.notes if "expelled" in str(n)]
        assert len(note) == 1 and "3 (C)" in str(note[0]) and "3 (C)" in note[0].message("es")
    # not expelled: C first on 2 points
    assert compute_standings(_expelled_event(), "BH").rank(3) == 1


def test_q197_q198_expelled_start_number_unknown_is_refused_naming_it():
    import pytest

    from xl_tiebreaks.errors import TiebreakError

    with pytest.raises(TiebreakError) as e:
        compute_standings(_expelled_event(), "BH", expelled=[9])
    assert e.value.code == "expelled_unknown" and "9" in str(e.value) and "up to 4" in str(e.value)
    with pytest.raises(TiebreakError) as e:  # a text is read as numbers: 12, not 1 and 2
        compute_standings(_expelled_event(), "BH", expelled="12")
    assert e.value.code == "expelled_unknown" and "number 12 " in str(e.value)


def test_q197_q198_expelled_written_to_trf_and_read_back():
    """TRF-2026 has no record for an expelled player: the product writes its own ``XXE``
    record with the start numbers, and reads it back (a start number no 001 line has is refused
    naming the line)."""
    import dataclasses

    import pytest

    from xl_tiebreaks.errors import TiebreakError

    t = _expelled_event()
    t = dataclasses.replace(t, participants=tuple(dataclasses.replace(p, expelled=p.start_no == 3)
                                                   for p in t.participants))
    text = write_trf(t)
    assert "XXE 3" in text.splitlines()
    back = parse_trf(text).tournament
    assert [p.start_no for p in back.participants if p.expelled] == [3]
    assert compute_standings(back, "BH").rank(3) == 0
    # no expelled player: no record
    assert "XXE" not in write_trf(_expelled_event())
    with pytest.raises(TiebreakError) as e:
        parse_trf(text.replace("XXE 3", "XXE 3 8"))
    assert e.value.code == "trf_expelled_unknown"
    assert "8" in str(e.value) and "XXE" in str(e.value) and "line" in str(e.value)
    with pytest.raises(TiebreakError) as e:
        parse_trf(text.replace("XXE 3", "XXE three"))
    assert e.value.code == "trf_expelled_bad" and "three" in str(e.value)


def test_q197_q198_expelled_setting_in_every_path(tmp_path):
    """The same mark through the settings every function and workbook reads (``expelled`` /
    ``expulsados``: start numbers) and the command line (``--expelled``, on a TRF)."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.settings import parse_settings

    assert parse_settings("expulsados=3, 4").expelled == (3, 4)
    assert parse_settings([["expelled", 3]]).expelled == (3,)
    assert parse_settings({"Expulsados": "12 31"}).expelled == (12, 31)
    path = tmp_path / "e.trf"
    path.write_text(write_trf(_expelled_event()))
    out = tmp_path / "out.csv"
    assert main(["standings", str(path), "-t", "BH", "--expelled", "3", "--format", "csv", "-o", str(out)]) == 0
    rows = out.read_text().splitlines()
    assert not any(",C," in r for r in rows) and any(",A," in r for r in rows)


def test_q197_q198_expelled_in_the_standings_function():
    """The spreadsheet function (English and Spanish settings) leaves the expelled player out
    of its list: places 1 A, 2 D, 3 B as above, the rows after them blank."""
    from xl_tiebreaks import sheet_functions as sf

    grid = [["No.", "Name", "R1", "R2"], [1, "A", "2w1", "3b0"], [2, "B", "1b0", "4w½"], [3, "C", "4w1", "1w1"],
            [4, "D", "3b0", "2b½"]]
    assert [r[:3] for r in sf.standings(lang="en", results=grid, codes="BH")[1:5]] == [
        [1, 3, "C"], [2, 1, "A"], [3, 4, "D"], [4, 2, "B"]]
    for settings in ("expelled=3", "expulsados=3; idioma=es"):
        rows = sf.standings(lang="en", results=grid, codes="BH", settings=settings)
        assert [r[:3] for r in rows[1:4]] == [[1, 1, "A"], [2, 4, "D"], [3, 2, "B"]]
        assert rows[4][:3] == ["", "", ""]


def _long_event(by_round: bool | None = None) -> Tournament:
    """The event of :func:`_expelled_event` (nobody expelled) played over six weeks, 1 March
    to 15 April 2026 (more than 30 days), C's rating 1800 in round 1 and 1850 in round 2."""
    import dataclasses
    import datetime

    t = _expelled_event()
    parts = tuple(dataclasses.replace(p, round_ratings=(1800, 1850)) if p.start_no == 3 else p
                  for p in t.participants)
    return dataclasses.replace(t, participants=parts, start_date=datetime.date(2026, 3, 1),
                               end_date=datetime.date(2026, 4, 15), ratings_by_round=bool(by_round))


def test_q210_q211_long_event_flag_and_advice_against_rating_tiebreaks():
    """Q210: the flag, an event lasting more than 30 days (its end date 45 days after its start,
    or ratings by round). Q211: a rating tie-break in such an event is advised against in a
    warning (computed all the same); BH is not a rating tie-break."""
    import dataclasses
    import datetime

    t = _long_event()
    assert t.long_event
    short = dataclasses.replace(_expelled_event(), start_date=datetime.date(2026, 3, 1),
                                end_date=datetime.date(2026, 3, 31))
    assert not short.long_event  # (30 days: not more than 30)
    assert not _expelled_event().long_event
    st = compute_standings(t, "ARO BH")
    warned = [n for n in st.notes if is_warning(n) and "30 days" in str(n)]
    assert len(warned) == 1 and "ARO" in str(warned[0]) and "first rating" in str(warned[0])
    assert "30 días" in warned[0].message("es")
    assert not [n for n in compute_standings(t, "BH").notes if "30 days" in str(n)]
    assert not [n for n in compute_standings(short, "ARO").notes if "30 days" in str(n)]


def test_q212_to_q216_ratings_by_round_first_rating_by_default():
    """Q212: several ratings per player, each linked to its round; Q214-216: rating tie-breaks
    with the first rating by default, with each round's rating when the user chooses.
    A met B (1900) in round 1 and C in round 2: first rating ARO (1900 + 1800) / 2 = 1850;
    by round C's round-2 rating 1850: (1900 + 1850) / 2 = 1875. A scored 1 of 2 (50 %,
    dp 0): TPR = ARO. D met C in round 1 (1800 either way) and B (1900): 1850 both ways."""
    first = compute_standings(_long_event(), "ARO TPR")
    assert [first.value(s, "ARO") for s in (1, 4)] == [1850, 1850]
    assert first.value(1, "TPR") == 1850
    for st in (compute_standings(_long_event(), "ARO TPR", ratings_by_round=True),
               compute_standings(_long_event(True), "ARO TPR")):
        assert [st.value(s, "ARO") for s in (1, 4)] == [1875, 1850]
        assert st.value(1, "TPR") == 1875
        assert any("in the round of the game" in str(n) for n in st.notes)


def test_q212_ratings_by_round_written_to_trf_and_read_back(tmp_path):
    """TRF-2026 has no record for ratings by round: the product's own ``XXT`` record (start
    number, then one rating a round), with the end date in ``052``; read back, and chosen on
    the command line (``--ratings-by-round``) and in the settings (``elo=por_ronda``)."""
    import pytest

    from xl_tiebreaks.cli import main
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.settings import parse_settings

    text = write_trf(_long_event())
    lines = text.splitlines()
    assert "XXT 3 1800 1850" in lines and "052 2026/04/15" in lines
    back = parse_trf(text).tournament
    assert back.participant(3).round_ratings == (1800, 1850) and back.participant(1).round_ratings == ()
    assert back.long_event and not back.ratings_by_round
    assert compute_standings(back, "ARO", ratings_by_round=True).value(1, "ARO") == 1875
    with pytest.raises(TiebreakError) as e:
        parse_trf(text.replace("XXT 3 ", "XXT 9 "))
    assert e.value.code == "trf_round_ratings_unknown" and "9" in str(e.value)
    assert parse_settings("elo=por_ronda").ratings == "by_round"
    assert parse_settings("ratings=first").ratings == "first"
    with pytest.raises(TiebreakError) as e:
        parse_settings("ratings=sometimes")
    assert e.value.code == "settings_bad_value"
    path = tmp_path / "long.trf"
    path.write_text(text)
    for extra, want in (([], "1850"), (["--ratings-by-round"], "1875")):
        out = tmp_path / f"out{len(extra)}.csv"
        assert main(["standings", str(path), "-t", "ARO", "--format", "csv", "-o", str(out), *extra]) == 0
        row = next(r for r in out.read_text().splitlines() if ",A," in r)
        assert row.split(",")[-1] == want, row


def test_q197_q198_expelled_player_holds_no_prize_in_every_per_player_answer(tmp_path):
    """An expelled player has no place, so no prize: PLAYER_PRIZE's row (every Premios player
    row calls it) and ``prizes --by-player`` say so naming him, in English and Spanish, never
    a crash. Round robin by hand: Ann 3 (beats Bea, Cid, Dan), Bea 2 (beats Dan, Cid), Dan 1
    (beats Cid), Cid 0. Bea expelled: 1st Ann (100), 2nd Dan (50)."""
    from xl_tiebreaks import sheet_functions as sf
    from xl_tiebreaks.cli import main

    rows = [["No", "Name", "R1", "R2", "R3"], [1, "Ann", "2w1", "3b1", "4w1"], [2, "Bea", "1b0", "4w1", "3b1"],
            [3, "Cid", "4b0", "1w0", "2w0"], [4, "Dan", "3w1", "2b0", "1b0"]]
    prizes = [["General", 1, 100], ["General", 2, 50]]
    for lang, words in (("en", "2 (Bea) was expelled"), ("es", "2 (Bea) fue expulsado")):
        row = sf.player_prize(lang=lang, results=rows, player="Bea", prizes=prizes, settings=[["expelled", "2"]])
        assert row[0][:2] == ["", 0] and words in row[0][2], row
        assert "Q197-198" in row[0][2]
        assert sf.player_prize(lang=lang, results=rows, player="Dan", prizes=prizes,
                               settings=[["expelled", "2"]])[0][1] == 50
    assert sf.player_prize(lang="en", results=rows, player="Bea", prizes=prizes)[0][1] == 50  # not expelled: 2nd
    import dataclasses

    t = _expelled_event()
    t = dataclasses.replace(t, participants=tuple(dataclasses.replace(p, expelled=p.start_no == 3)
                                                   for p in t.participants))
    path = tmp_path / "e.trf"
    path.write_text(write_trf(t))  # (XXE 3)
    (tmp_path / "p.txt").write_text("[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n")
    out = tmp_path / "by.csv"
    assert main(["prizes", str(path), "--prizes", str(tmp_path / "p.txt"), "--by-player",
                 "--format", "csv", "-o", str(out)]) == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 5 and ",3,C," in lines[-1] and "3 (C) was expelled" in lines[-1], lines


def _expelled_trf(tmp_path, expelled=(3,)) -> Path:
    """:func:`_expelled_event` as a TRF with ``XXE`` for ``expelled``."""
    import dataclasses

    t = _expelled_event()
    t = dataclasses.replace(t, participants=tuple(dataclasses.replace(p, expelled=p.start_no in expelled)
                                                   for p in t.participants))
    path = tmp_path / "e.trf"
    path.write_text(write_trf(t))
    return path


def test_q197_q198_expelled_kept_from_trf_to_workbook_and_back(tmp_path, capsys):
    """``from-trf`` writes the TRF's ``XXE`` as the workbook's ``expelled`` setting (English
    and Spanish), the workbook's standings leave player 3 out as the TRF's do (1 A, 2 D, 3 B:
    test_q197_q198_expelled_player_left_out_of_the_standings), and ``to-trf`` writes ``XXE 3``
    back."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.export import workbook_tournament
    from xl_tiebreaks.workbook.reader import read_workbook

    trf = _expelled_trf(tmp_path)
    for lang, key in (("en", "Expelled"), ("es", "Expulsados")):
        book = tmp_path / f"e_{lang}.xlsx"
        assert main(["from-trf", str(trf), "-o", str(book), "--lang", lang]) == 0
        data = read_workbook(book)
        assert [key, "3"] in [[r[0], r[1]] for r in data.settings], data.settings
        t = workbook_tournament(book)
        assert [p.start_no for p in t.participants if p.expelled] == [3]
        st = compute_standings(t, "BH")
        assert [t.participants[i].start_no for i in st.order] == [1, 4, 2] and st.rank(3) == 0
        back = tmp_path / f"back_{lang}.trf"
        assert main(["to-trf", str(book), "-o", str(back)]) == 0
        lines = back.read_text().splitlines()
        assert "XXE 3" in lines
        assert [p.start_no for p in parse_trf(back.read_text()).tournament.participants if p.expelled] == [3]
    # nobody expelled: no such row, no XXE
    plain = tmp_path / "plain.trf"
    plain.write_text(write_trf(_expelled_event()))
    assert main(["from-trf", str(plain), "-o", str(tmp_path / "p.xlsx")]) == 0
    assert not any(str(r[0]).lower().startswith("expel") for r in read_workbook(tmp_path / "p.xlsx").settings if r)
    assert main(["to-trf", str(tmp_path / "p.xlsx"), "-o", str(tmp_path / "p.trf")]) == 0
    assert "XXE" not in (tmp_path / "p.trf").read_text()


def test_from_trf_warns_what_the_workbook_does_not_keep(tmp_path, capsys):
    """A workbook holds one rating a player: ``from-trf`` of a TRF with ``XXT`` (ratings by
    round) warns that they are not kept; a workbook without the add-in does not read the
    expelled setting, so ``from-trf --no-addin`` warns the XXE players are not left out. Both
    in English and Spanish; a TRF with neither record gets neither warning."""
    from xl_tiebreaks.cli import main

    long_trf = tmp_path / "long.trf"
    long_trf.write_text(write_trf(_long_event()))
    for lang, words in (("en", "XXT records"), ("es", "registros XXT")):
        capsys.readouterr()
        assert main(["from-trf", str(long_trf), "-o", str(tmp_path / f"l_{lang}.xlsx"), "--lang", lang]) == 0
        err = capsys.readouterr().err
        assert words in err and ("first" in err or "primero" in err), err
    trf = _expelled_trf(tmp_path)
    for lang, words in (("en", "expelled players (3 (C)"), ("es", "jugadores expulsados (3 (C)")):
        assert main(["from-trf", str(trf), "-o", str(tmp_path / f"n_{lang}.xlsx"), "--no-addin", "--lang", lang]) == 0
        err = capsys.readouterr().err
        assert words in err, err
    assert main(["from-trf", str(trf), "-o", str(tmp_path / "a.xlsx")]) == 0  # the add-in's keeps them
    assert "XXE" not in capsys.readouterr().err


def test_expelled_option_adds_to_the_trf_and_the_workbook_alike(tmp_path):
    """``--expelled`` adds its start numbers to the event's own (the TRF's ``XXE``, the
    workbook's ``expelled`` setting), never in their place: player 3 expelled in the file,
    ``--expelled 4`` on top leaves A and B, A first (1 point), B second (½)."""
    from xl_tiebreaks.cli import main

    trf = _expelled_trf(tmp_path)
    book = tmp_path / "e.xlsx"
    assert main(["from-trf", str(trf), "-o", str(book)]) == 0
    for source in (trf, book):
        out = tmp_path / f"{source.suffix[1:]}.csv"
        assert main(["standings", str(source), "-t", "BH", "--expelled", "4", "--format", "csv", "-o", str(out)]) == 0
        names = [r.split(",")[1] for r in out.read_text().lstrip("\ufeff").splitlines()[1:]]
        assert names == ["A", "B"], (source, out.read_text())


def test_expelled_and_ratings_by_round_options_in_every_event_command(tmp_path, capsys):
    """One definition of ``--expelled`` for standings, prizes, explain, check and compare, and
    of ``--ratings-by-round`` where rating tie-breaks are computed (not check). Values by hand:
    player 4 (D) expelled from :func:`_expelled_event` leaves C (2 points), A (1), B (½) in
    compare; 3 and 4 expelled leave A and B for the prizes (100 to A, 50 to B); an unknown
    start number is refused by check naming it; A's ARO in :func:`_long_event` by round
    (1900 + 1850) / 2 = 1875 in explain and compare."""
    from xl_tiebreaks.cli import main

    trf = tmp_path / "plain.trf"
    trf.write_text(write_trf(_expelled_event()))
    prizes = tmp_path / "p.txt"
    prizes.write_text("[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n")
    capsys.readouterr()
    assert main(["compare", str(trf), "-t", "BH", "--expelled", "4", "--format", "csv"]) == 0
    rows = [r.split(",") for r in capsys.readouterr().out.splitlines()[1:]]
    assert [r[1] for r in rows] == ["C", "A", "B"], rows
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--expelled", "3,4", "--format", "csv"]) == 0
    out = capsys.readouterr().out
    assert ",1,A," in out and ",2,B," in out and ",4,D," not in out, out
    assert main(["check", str(trf), "--expelled", "9"]) == 1
    assert "start number 9" in capsys.readouterr().out
    assert main(["explain", str(trf), "--player", "1", "-t", "BH", "--expelled", "3"]) == 0
    assert "BH = 2.5" in capsys.readouterr().out  # (C's games stand: A met B ½ and C 2)
    long_trf = tmp_path / "long.trf"
    long_trf.write_text(write_trf(_long_event()))
    for extra, want in (([], "ARO = 1850"), (["--ratings-by-round"], "ARO = 1875")):
        assert main(["explain", str(long_trf), "--player", "1", "-t", "ARO", *extra]) == 0
        assert want in capsys.readouterr().out
    assert main(["compare", str(long_trf), "-t", "ARO", "--ratings-by-round", "--format", "csv"]) == 0
    assert "1875" in capsys.readouterr().out
    assert main(["prizes", str(long_trf), "--prizes", str(prizes), "-t", "ARO", "--ratings-by-round"]) == 0
    import pytest

    with pytest.raises(SystemExit):  # check computes no rating tie-break
        main(["check", str(long_trf), "--ratings-by-round"])


def test_q210_long_event_flag_follows_the_dates_when_known():
    """Q210: the dates decide when both are known: ratings by round (XXT) in an event of
    1 to 9 March 2026 (8 days) do not make it a long event, and no rating tie-break is warned
    about; with the 45 days of :func:`_long_event` the warning gives the days (English and
    Spanish). Only without an end date do ratings by round make it one, and the warning says
    that is why."""
    import dataclasses
    import datetime

    short = dataclasses.replace(_long_event(), end_date=datetime.date(2026, 3, 9))
    assert short.long_event_days == 8 and not short.long_event
    assert not [n for n in compute_standings(short, "ARO").notes if "30 days" in str(n)]
    warned = [n for n in compute_standings(_long_event(), "ARO").notes if "30 days" in str(n)]
    assert len(warned) == 1 and "lasts 45 days" in str(warned[0]) and "dura 45 días" in warned[0].message("es")
    undated = dataclasses.replace(_long_event(), end_date=None)
    assert undated.long_event_days is None and undated.long_event
    warned = [n for n in compute_standings(undated, "ARO").notes if "30 days" in str(n)]
    assert len(warned) == 1 and "XXT" in str(warned[0]) and "no start or end date" in str(warned[0])
    assert "Elo por ronda (registros XXT)" in warned[0].message("es")
    assert not dataclasses.replace(undated, participants=_expelled_event().participants).long_event


def test_q214_ratings_by_round_asked_for_where_none_exist_is_warned(tmp_path, capsys):
    """Ratings by round asked for (``ratings=by_round`` / ``elo=por_ronda``,
    ``--ratings-by-round``) where the event has none (a function's range, a workbook, a team
    event, a TRF without XXT) is warned, English and Spanish: the first ratings are used (A's
    ARO stays (1900 + 1800) / 2 = 1850). A TRF with XXT records is not warned."""
    from xl_tiebreaks import sheet_functions as sf
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.teams.readers import read_team_trf
    from xl_tiebreaks.teams.tiebreaks import TeamEvaluation

    grid = [["No.", "Name", "R1", "R2"], [1, "A", "2w1", "3b0"], [2, "B", "1b0", "4w½"], [3, "C", "4w1", "1w1"],
            [4, "D", "3b0", "2b½"]]
    ratings = [[2000], [1900], [1800], [1700]]
    for settings, lang, words in (("ratings=by_round", "en", "no per-round ratings"),
                                  ("elo=por_ronda; idioma=es", "es", "no tiene Elo por ronda")):
        said = sf.rules_and_warnings(lang=lang, results=grid, codes="ARO", settings=settings, ratings=ratings)
        assert any(words in str(c) for row in said for c in row), said
    assert not any("per-round" in str(c) for row in sf.rules_and_warnings(
        lang="en", results=grid, codes="ARO", ratings=ratings) for c in row)
    plain = tmp_path / "plain.trf"
    plain.write_text(write_trf(_expelled_event()))
    book = tmp_path / "plain.xlsx"
    assert main(["from-trf", str(plain), "-o", str(book)]) == 0
    for source in (plain, book):
        capsys.readouterr()
        out = tmp_path / "out.csv"
        assert main(["standings", str(source), "-t", "ARO", "--ratings-by-round", "--format", "csv", "-o", str(out),
                     "--force"]) == 0
        assert "no per-round ratings" in capsys.readouterr().err
        assert next(r for r in out.read_text().splitlines() if ",A," in r).split(",")[-1] == "1850"
    long_trf = tmp_path / "long.trf"
    long_trf.write_text(write_trf(_long_event()))
    capsys.readouterr()
    assert main(["standings", str(long_trf), "-t", "ARO", "--ratings-by-round"]) == 0
    assert "per-round" not in capsys.readouterr().err
    tt = read_team_trf(Path(__file__).parent / "data" / "teams" / "sample_team_swiss_2026.trf").tournament
    notes = TeamEvaluation(tt, ratings_by_round=True).notes
    assert any("no per-round ratings" in str(n) for n in notes)
    assert not any("per-round" in str(n) for n in TeamEvaluation(tt).notes)
