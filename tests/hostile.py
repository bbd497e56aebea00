"""Helpers for the hostile-input tests (issue 14): a guard that fails the test when the
product opens, replaces or creates a file at a forbidden path, so that a refusal is shown to
happen *before* anything is opened (the tests run as root here: ``-o /dev/null --force``
must never even try to open /dev/null), and paths of every kind to feed the commands.
"""

from __future__ import annotations

import builtins
import io
import os
import shutil
import tempfile
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from openpyxl import load_workbook


class Touched(AssertionError):
    """The product opened, replaced or created a file it should have refused first."""


def _as_path(x: object) -> str | None:
    if isinstance(x, (str, bytes, os.PathLike)):
        try:
            return os.fsdecode(x)
        except TypeError:
            return None
    return None


@contextmanager
def no_touch(*forbidden: str | Path) -> Iterator[list[str]]:
    """While the block runs, opening (``open``, ``os.open``, ``io.open``), replacing or
    renaming onto (``os.replace``, ``os.rename``, ``shutil.move``), or making a temporary
    file in the folder of, any path of ``forbidden`` or under ``/dev`` raises
    :class:`Touched` (and is recorded in the yielded list, so a handler that swallowed the
    exception is still caught). Nothing is opened at those paths."""
    paths = {os.path.abspath(os.fsdecode(p)) for p in forbidden}
    hits: list[str] = []

    def bad(x: object) -> bool:
        p = _as_path(x)
        if p is None:
            return False
        a = os.path.abspath(p)
        return a.startswith("/dev/") or a == "/dev" or a in paths or os.path.realpath(a) in paths

    saved = {
        (builtins, "open"): builtins.open, (io, "open"): io.open, (os, "open"): os.open,
        (os, "replace"): os.replace, (os, "rename"): os.rename, (shutil, "move"): shutil.move,
        (tempfile, "mkstemp"): tempfile.mkstemp,
    }

    def guard(name: str, fn):
        def wrapped(*a, **k):
            args = list(a[:2]) + [k.get("file"), k.get("dst"), k.get("src")]
            if name == "mkstemp":
                args = [k.get("dir")] + list(a[2:3])
            for x in args:
                if bad(x):
                    hits.append(f"{name}({_as_path(x)})")
                    raise Touched(f"{name} reached {_as_path(x)}: the refusal must come before")
            return fn(*a, **k)

        return wrapped

    for (mod, name), fn in saved.items():
        setattr(mod, name, guard(name, fn))
    try:
        yield hits
    finally:
        for (mod, name), fn in saved.items():
            setattr(mod, name, fn)


def rename_sheet(path: Path | object, old: str, new: str | None, *, excel: bool, out: Path | None = None):
    """Rename (``new``) or delete (``None``) a sheet, as openpyxl does it (references left
    pointing at the old name) or as Excel does it (names and formulas follow; a deleted
    sheet's references become #REF!). ``path``: a file or an open workbook (changed in place)."""
    wb = path if not isinstance(path, (str, Path)) else load_workbook(path)
    if new is None:
        del wb[old]
    else:
        wb[old].title = new
    if excel:
        q_old = f"'{old}'!" if not old.isalnum() else f"{old}!"
        for name, dn in list(wb.defined_names.items()):
            if old in dn.attr_text:
                dn.attr_text = dn.attr_text.replace(f"'{old}'!", f"'{new}'!" if new else "#REF!").replace(
                    f"{old}!", f"{new}!" if new else "#REF!")
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for c in row:
                    v = c.value
                    text = getattr(v, "text", v)
                    if isinstance(text, str) and q_old in text or isinstance(text, str) and f"'{old}'!" in text:
                        fixed = text.replace(f"'{old}'!", f"'{new}'!" if new else "#REF!").replace(
                            q_old, f"{new}!" if new else "#REF!")
                        if hasattr(v, "text"):
                            v.text = fixed
                        else:
                            c.value = fixed
    if out is not None:
        wb.save(out)
    return wb
