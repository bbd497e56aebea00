"""Every event through the second engine: each event of the shared generated corpus (round robins
of an even field also as crosstables, both languages) and each real event, written with
``--no-addin``, its cached values thrown away, computed by the ``formulas`` package through the
fast driver (tests/formulas_engine.py, proved to be the package by tests/test_noaddin_formulas.py):
every value equals the core's. The same cases as LibreOffice's run (tests/test_noaddin.py).

The events are split into :data:`PARTS` test modules (tests/test_noaddin_formulas_every_1.py ...),
balanced by an estimate of each event's work, so that pytest-xdist (``--dist loadfile``) spreads
them over its workers: every event takes 4 to 100 s (about 0.8 ms a formula cell, plus 5 to 10 ms
a formula shape compiled), all of them about 20 minutes of CPU (docs/tests.md gives the measured figure).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .noaddin_support import FormulasEngineValues, mismatches
from .test_noaddin import _built, _case_id, _cases, _real_cases

PARTS = 6


def every_case() -> list[tuple[Path, str, str]]:
    """LibreOffice's cases: every event of the corpus and every real event."""
    return _cases(None) + _real_cases()


def _work(case: tuple[Path, str, str]) -> float:
    """An estimate of an event's seconds: its size in the TRF file (players and rounds)."""
    return 4 + case[0].stat().st_size / 200


def part(k: int) -> list[str]:
    """The case ids of part ``k`` (0-based): the largest events first, each to the part with the
    least work so far."""
    loads = [0.0] * PARTS
    parts: list[list[str]] = [[] for _ in range(PARTS)]
    for case in sorted(every_case(), key=lambda c: (-_work(c), _case_id(*c))):
        i = loads.index(min(loads))
        loads[i] += _work(case)
        parts[i].append(_case_id(*case))
    return sorted(parts[k])


def check(case: str, tmp_path: Path) -> None:
    """The event ``case`` computed by the ``formulas`` package: every value the core's."""
    pytest.importorskip("formulas")
    trf, layout, lang = next(c for c in every_case() if _case_id(*c) == case)
    run = _built(tmp_path, [(trf, layout, lang)])[0]
    values = FormulasEngineValues(run["bare"])
    assert values.value(run["results"], 5, run["pts"]) not in (None, "")  # (a value, not a message, not nothing)
    assert mismatches(values.value, run["core"], run["results"], run["pts"], run["standings"]) == []
