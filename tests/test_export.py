"""TRF export (xl-tiebreaks to-trf): every tournament of the conformance corpus -> workbook ->
TRF -> tie-breaks, identical; and FIDE's reference implementation reads the exported TRF to
the corpus's values."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from xl_tiebreaks.export import workbook_to_trf, workbook_tournament
from xl_tiebreaks.readers.trf.writer import tiebreak_record
from xl_tiebreaks.readers.trf import parse_trf, read_trf
from xl_tiebreaks.standings import compute_standings
from xl_tiebreaks.templates import save_workbook
from xl_tiebreaks.templates.workbooks import tournament_workbook

from .helpers import parse_expected
from .test_conformance import _load_expected

DATA = Path(__file__).parent / "data"
CORPUS = sorted((DATA / "fide-generated").glob("*.trf"))


def _same_rounds(a, b):
    assert [p.start_no for p in a.participants] == [p.start_no for p in b.participants]
    assert [p.rating for p in a.participants] == [p.rating for p in b.participants]
    for p in a.participants:
        ra = [(r.kind, r.opponent, r.colour, r.result) for r in a.rounds[p.start_no]]
        rb = [(r.kind, r.opponent, r.colour, r.result) for r in b.rounds[p.start_no]]
        assert ra == rb, p.start_no


@pytest.mark.parametrize("trf", CORPUS, ids=[p.stem for p in CORPUS])
def test_round_trip(trf: Path, tmp_path: Path):
    edition, system, codes, head, rows = _load_expected(trf.with_name(trf.stem + ".expected.tsv"))
    t = read_trf(trf).tournament
    lang = "es" if len(t.participants) % 2 else "en"
    wb, _ = tournament_workbook(t, lang=lang, order=tuple(c for c in codes if c != "PTS"), system=system,
                                date=t.start_date)
    xlsx = tmp_path / "event.xlsx"
    save_workbook(wb, xlsx)
    back = workbook_tournament(xlsx)
    _same_rounds(t, back)
    text, _notes = workbook_to_trf(xlsx)
    read_back = parse_trf(text)
    again = read_back.tournament
    _same_rounds(t, again)
    # the workbook's order, as TRF-2026's 202 record (points not included)
    assert read_back.tiebreaks == tiebreak_record([c for c in codes if c != "PTS"])
    assert again.start_date == t.start_date and again.rounds_announced == t.rounds_announced
    ref = compute_standings(t, codes, rules=edition, pairing_system=system)
    got = compute_standings(again, codes, rules=edition, pairing_system=system)
    for p in t.participants:
        assert [got.value(p.start_no, c) for c in codes] == [ref.value(p.start_no, c) for c in codes]
        # the rank written in columns 86-89 is the workbook's own standings (its tie-break order)
        assert again.participant(p.start_no).declared_rank == ref.rank(p.start_no)
    # FIDE's reference implementation reads the exported file to the corpus's values
    if CORPUS.index(trf) % 4 == 0:
        out = tmp_path / "event.trf"
        out.write_text(text, encoding="utf-8")
        flag = "-s" if system == "swiss" else "-p"
        res = subprocess.run([sys.executable, "-m", "gacrux.tiebreakchecker", "-i", str(out), flag, "-t", *codes,
                              "-d", "T"], capture_output=True, text=True)
        lines = [ln.split("\t") for ln in res.stdout.splitlines() if ln and not ln.startswith("Check")]
        got_rows = {r[0]: r for r in lines[1:]}
        for row in rows:
            for code, want, have in zip(head[1:], row[1:], got_rows[row[0]][1:]):
                if code.startswith("AOB"):
                    assert round(float(have), 2) == round(float(want), 2) or abs(float(have) - float(want)) < 0.006
                else:
                    assert parse_expected(have) == parse_expected(want), (row[0], code)


def test_cli_to_trf_never_overwrites(tmp_path: Path):
    t = read_trf(DATA / "fide-exercises" / "held_swiss_5.trf").tournament
    wb, _ = tournament_workbook(t, lang="en", system="swiss", date=t.start_date)
    xlsx = tmp_path / "e.xlsx"
    save_workbook(wb, xlsx)
    out = tmp_path / "e.trf"
    out.write_text("keep me")
    run = [sys.executable, "-m", "xl_tiebreaks.cli", "to-trf", str(xlsx), "-o", str(out)]
    p = subprocess.run(run, capture_output=True, text=True)
    assert p.returncode == 2 and "--force" in p.stderr and out.read_text() == "keep me"
    p = subprocess.run(run + ["--force"], capture_output=True, text=True)
    assert p.returncode == 0 and out.read_text().startswith("012 ")
    p = subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", "to-trf", str(xlsx), "-o", str(xlsx), "--force"],
                       capture_output=True, text=True)
    assert p.returncode == 2 and "input file" in p.stderr
