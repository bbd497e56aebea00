"""Every value and rank of the FIDE reference implementation's corpus, and every published
answer of FIDE's worked exercises (IA Mario Held, Exercises in Tie-Breaking), both editions."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from xl_tiebreaks.output import format_number
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings

from .helpers import parse_expected

DATA = Path(__file__).parent / "data"
GENERATED = sorted((DATA / "fide-generated").glob("*.trf"))


def _load_expected(path: Path):
    lines = path.read_text(encoding="utf-8").splitlines()
    edition = "FIDE2026" if "edition 2026" in lines[0] else "FIDE2024"
    opts = next(line for line in lines if line.startswith("# options")).split()[2:]
    system = "swiss" if "-s" in opts else "round_robin"
    tiebreaks = opts[opts.index("-t") + 1 :]
    rows = [line.split("\t") for line in lines if not line.startswith("#")]
    return edition, system, tiebreaks, rows[0], rows[1:]


def test_corpus_present():
    assert len(GENERATED) == 60


@pytest.mark.parametrize("trf", GENERATED, ids=[p.stem for p in GENERATED])
def test_reference_corpus(trf: Path):
    edition, system, tiebreaks, head, rows = _load_expected(trf.with_name(trf.stem + ".expected.tsv"))
    st = compute_standings(read_trf(trf).tournament, tiebreaks, rules=edition, pairing_system=system)
    assert [s.text for s in st.specs] == head[2:]
    problems = []
    for row in rows:
        sn = int(row[0])
        if st.rank(sn) != int(row[1]):
            problems.append((sn, "Rank", st.rank(sn), row[1]))
        for code, want_text in zip(head[2:], row[2:]):
            got = st.value(sn, code)
            want = parse_expected(want_text)
            if code.startswith("AOB") and got is not None:
                ok = want is not None and format_number(got, 2) == format_number(want, 2)
            else:
                ok = got == want
            if not ok:
                problems.append((sn, code, got, want_text))
    assert not problems, problems[:10]


def _exercise_rows():
    lines = (DATA / "fide-exercises" / "expected.tsv").read_text(encoding="utf-8").splitlines()
    rows = [line.split("\t") for line in lines if line and not line.startswith("#")][1:]
    out = []
    for f, criteria, edition, kind, sn, want in rows:
        for ed in (("2024", "2026") if edition == "any" else (edition,)):
            out.append((f, criteria, ed, kind, int(sn), want))
    return out


EXERCISES = _exercise_rows()


def test_exercise_count():
    # 366 published rows; the 143 marked 'any' are checked under both editions: 509 checks
    assert len(EXERCISES) == 509


@pytest.mark.parametrize("f,criteria,edition,kind,sn,want", EXERCISES)
def test_fide_exercises(f, criteria, edition, kind, sn, want):
    system = "round_robin" if "round_robin" in f else "swiss"
    t = read_trf(DATA / "fide-exercises" / f).tournament
    st = compute_standings(t, criteria.split(), rules="FIDE" + edition, pairing_system=system)
    if kind == "rank":
        assert st.rank(sn) == int(want)
        return
    got = st.value(sn, criteria.split()[-1])
    if want == "undefined":
        assert got is None
    elif criteria.startswith("AOB"):
        assert format_number(got, 2) == format_number(Fraction(want), 2)
    else:
        assert got == Fraction(want)
