from __future__ import annotations

import os

# Before anything imports xlwings: select its Office.js implementation (what xlwings Lite
# runs), so the Excel functions register and are called exactly as in Excel. xlwings.server
# needs a licence key; "noncommercial" is accepted offline (PolyForm Noncommercial, our use
# in tests is noncommercial).
os.environ.setdefault("XLWINGS_ON_SERVER", "true")
os.environ.setdefault("XLWINGS_LICENSE_KEY", "noncommercial")
# The command line speaks the system's language when no --lang is given
# (xl_tiebreaks.texts.default_lang): the tests run as on an English system, whatever this one is.
if os.environ.get("LC_ALL"):
    os.environ["LC_ALL"] = "C.UTF-8"
os.environ["LC_MESSAGES"] = "C"
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

DATA = Path(__file__).parent / "data"

# CI runs a short profile; `--long` style runs: HYPOTHESIS_PROFILE=long pytest. Every profile
# stays randomised (a new sample each run) and prints, with a failure, the line that replays it
# (`@reproduce_failure('<version>', b'<blob>')` on the test; tests/test_meta.py checks both).
settings.register_profile("ci", max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                          print_blob=True)
settings.register_profile("dev", max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow],
                          print_blob=True)
settings.register_profile("long", max_examples=10_000, deadline=None, suppress_health_check=list(HealthCheck),
                          print_blob=True)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture
def data_dir() -> Path:
    return DATA


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    """A named pipe (opened for reading or writing, it would block: the product must refuse it)."""
    p = tmp_path / "pipe"
    os.mkfifo(p)
    return p
