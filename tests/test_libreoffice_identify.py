"""Issue 40 in a real headless LibreOffice with the extension: IDENTIFY_TIEBREAKS and
IDENTIFICAR_DESEMPATES typed as array formulas over a ranking crosstable that prints its
tie-break column beside the rounds answer what the other hosts answer
(tests/test_identify_range.py: the same cells, worked by hand there). Skipped, with the reason,
where LibreOffice or its Python bridge is missing."""

from __future__ import annotations

import pytest

from xl_tiebreaks.libreoffice.office import Office, unavailable_reason

from .test_identify_range import CYCLE, DE

REASON = unavailable_reason()
pytestmark = pytest.mark.skipif(
    REASON is not None,
    reason=f"LibreOffice tests skipped: {REASON} (.ci/run installs libreoffice-calc-nogui python3-uno libreoffice-dev)")


@pytest.fixture(scope="module")
def office():
    with Office(locale="en-US", interface="en-US") as o:
        yield o


def test_identify_typed_as_array_formulas_in_calc(office):
    """A1:H5 the round robin whose Ana and Bea are ranked by their game (direct encounter);
    A7:H11 the cycle whose three players at 2 points no printed column and no game ranks."""
    data = [list(r) for r in DE] + [[None] * 8] + [list(r) for r in CYCLE]
    got = office.typed(data, [
        ("J1:M3", "=IDENTIFY_TIEBREAKS(A1:H5)", True, True),
        ("J7:M9", "=IDENTIFICAR_DESEMPATES(A7:H11)", True, True),
        ("J12", "=IDENTIFY_TIEBREAKS(A1:G5)", True, False),
    ])
    (en, _f1), (es, _f2), (none, _f3) = got
    assert en[0] == ["Column", "Reproduced", "Definitions (simplest first)", "Rows that differ"]
    assert en[1][:2] == ["TB1", "every row"] and en[1][2].startswith("BH (FIDE2026), BH (FIDE2024)")
    assert en[2][0] == "Order" and en[2][2].endswith("(direct encounter, not printed): No. 1 Ana, No. 2 Bea")
    assert es[1][:2] == ["TB1", "todas las filas"]
    assert "algo que la lista no muestra" in es[2][2] and es[2][2].endswith("Nº 1 Ana, Nº 2 Bea, Nº 3 Carlos")
    assert "the range has no tie-break column beside its rounds" in str(none), none
