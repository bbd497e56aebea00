"""Templates without the add-in (issue 27), the second engine: the ``formulas`` package (Excel's
semantics, pure Python) computes a workbook written with ``--no-addin``, its cached values thrown
away, and every value equals the core's (tests/test_noaddin.py has LibreOffice's run).

The package takes about a minute per few thousand formula cells, so CI runs the smallest events
of the corpus with its whole tie-break lists (a Swiss, a round robin in both layouts);
``XLT_LONG=1`` runs every event (README says so). Its own module, so that pytest-xdist runs it
beside the LibreOffice tests.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .noaddin_support import FormulasValues, mismatches
from .test_noaddin import LONG, _built, _case_id, _cases, _real_cases

FORMULAS_SAMPLE = ["swiss_s101_019_p6_r3_2026", "rr_s101_042_p4_2024"]


def _formulas_cases() -> list[tuple[Path, str, str]]:
    return _cases(None if LONG else FORMULAS_SAMPLE) + (_real_cases() if LONG else [])


@pytest.mark.parametrize("case", [_case_id(*c) for c in _formulas_cases()])
def test_the_formulas_engine_computes_the_cores_values(case, tmp_path):
    pytest.importorskip("formulas")
    trf, layout, lang = next(x for x in _formulas_cases() if _case_id(*x) == case)
    run = _built(tmp_path, [(trf, layout, lang)])[0]
    values = FormulasValues(run["bare"])
    assert values.value(run["results"], 5, run["pts"]) not in (None, "")
    assert mismatches(values.value, run["core"], run["results"], run["pts"], run["standings"]) == []


