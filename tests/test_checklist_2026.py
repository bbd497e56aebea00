"""FIDE's 2026 endorsement checklist (VCL4THP.13), its tie-break and standings questions
(Q197-216, as quoted in Sharly-Chess's tracker, issue 2320): each question the product answers
has a test here named after it; docs/rules.md "FIDE's 2026 checklist" says how each is answered."""

from __future__ import annotations

from pathlib import Path

from xl_tiebreaks.readers.trf import parse_trf, read_trf, write_trf
from xl_tiebreaks.readers.trf.writer import tiebreak_record
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
