"""Small helpers shared by the core."""

from __future__ import annotations

import gc
import threading
from collections import OrderedDict
from contextlib import contextmanager
from typing import Any, Generic, Hashable, Iterator, Mapping, TypeVar

V = TypeVar("V")


class LazyPattern:
    """A regular expression compiled when first used (``re.compile``'s pattern object behind
    it: ``match``, ``fullmatch``, ``search``, ``sub``... answer as the compiled pattern's do).
    A module's patterns that only some inputs need cost nothing at import (a command's
    start-up: benchmarks/bench_standings.py). Call its methods; ``re.sub(pattern, ...)`` and the
    other module-level functions of ``re`` take a compiled pattern, not this."""

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name in ("pattern", "flags"):  # (copy, pickle: not the pattern's)
            raise AttributeError(name)
        import re

        compiled = re.compile(self.pattern, self.flags)
        for method in ("match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer"):
            setattr(self, method, getattr(compiled, method))  # (later calls: an attribute, no lookup)
        self.groups = compiled.groups
        return getattr(compiled, name)

    def __reduce__(self) -> tuple[Any, ...]:
        return (LazyPattern, (self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"


class LruCache(Generic[V]):
    """A small thread-safe cache that keeps the ``size`` most recently used entries (the
    Excel functions' evaluations, keyed by the content of their arguments)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._data: OrderedDict[Hashable, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> V | None:
        with self._lock:
            hit = self._data.get(key)
            if hit is not None:
                self._data.move_to_end(key)
            return hit

    def put(self, key: Hashable, value: V) -> None:
        with self._lock:
            self._data[key] = value
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._data.clear()


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


def given_keywords(given: Mapping[str, Any], allowed: type, who: str) -> Mapping[str, Any]:
    """``given`` (a function's ``**kwargs: Unpack[allowed]``, PEP 692) once every keyword is
    a key of the TypedDict ``allowed``: keywords declared once, checked as Python checks a
    signature.

    Args:
        given: the keywords received.
        allowed: a ``TypedDict`` class.
        who: the function's name, for the message.

    Raises:
        TypeError: ``who() got an unexpected keyword argument 'x'``, Python's own words.
    """
    unknown = sorted(given.keys() - allowed.__annotations__.keys())
    if unknown:
        raise TypeError(f"{who}() got an unexpected keyword argument {unknown[0]!r}")
    return given
