"""Small helpers shared by the core."""

from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector during bulk work: reading and the tie-breaks allocate
    many small objects and no reference cycles, and full collections over a large heap made
    the time grow faster than players x rounds (benchmarks/bench_scale.py)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
