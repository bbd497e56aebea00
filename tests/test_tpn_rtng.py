"""The 2026 ordering tie-breaks: TPN (C.07 (2026) art. 7.8, the tournament pairing number,
ascending; ``/R`` descending) and RTNG (art. 10.6, the rating, highest first; ``/R`` lowest
first). Neither has a value in FIDE's reference corpus, so the rules' own wording is the source.

FIDE's worked exercise held_swiss_5: Alyx (1, 2200), Charline (3, 2100), David (4, 2050) and
Stephan (16, 1450) tie on 3.5 points, second to fifth. Stephan's rating is raised to 2300 here so
that rating order and start-number order differ.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings

HELD = Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf"


def _event():
    t = read_trf(HELD).tournament
    parts = tuple(dataclasses.replace(p, rating=2300) if p.start_no == 16 else p for p in t.participants)
    return dataclasses.replace(t, participants=parts)


@pytest.mark.parametrize("rules", ["FIDE2024", "FIDE2026"])
@pytest.mark.parametrize("code,order", [
    ("TPN", [1, 3, 4, 16]),     # pairing number ascending
    ("TPN/R", [16, 4, 3, 1]),   # descending
    ("RTNG", [16, 1, 3, 4]),    # rating 2300, 2200, 2100, 2050
    ("RTNG/R", [4, 3, 1, 16]),  # lowest rating first
])
def test_tied_group_order(code, order, rules):
    st = compute_standings(_event(), ["PTS", code], rules=rules, pairing_system="swiss")
    assert [st.rank(sn) for sn in order] == [2, 3, 4, 5]


def test_values_are_the_number_and_the_rating():
    st = compute_standings(_event(), "TPN RTNG", pairing_system="swiss")
    assert (st.value(16, "TPN"), st.value(16, "RTNG")) == (16, 2300)
    assert (st.value(4, "TPN"), st.value(4, "RTNG")) == (4, 2050)
