"""Part 6 of 6 of every event through the ``formulas`` package (tests/noaddin_formulas_every.py):
its own module, so that pytest-xdist runs the parts side by side."""

from __future__ import annotations

import pytest

from .noaddin_formulas_every import check, part


@pytest.mark.parametrize("case", part(5))
def test_the_formulas_package_computes_the_cores_values(case, tmp_path):
    check(case, tmp_path)
