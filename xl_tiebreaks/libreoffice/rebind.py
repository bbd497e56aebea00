"""Which formulas of a loaded document the extension gives to Calc again (pure Python).

LibreOffice 7.4 imports a plain ``BUCHHOLZ(...)`` from an .xlsx as an unknown name (the
cell shows ``#NAME?`` and its formula reads ``buchholz(...)`` in lower case); set again in
Calc's API grammar with the add-in's internal name it binds and computes. The component
(:mod:`.component`) asks :func:`plan_rebind` which cells of a block need it and sets them.
"""

from __future__ import annotations

from typing import Iterator, Sequence

from .names import to_libreoffice


def rebound(formula: str) -> str | None:
    """The formula (Calc's API grammar, as ``getFormula`` reads it; an array formula in
    braces ``{=...}``) with our functions in the bound form, or ``None`` when nothing
    changes. An array formula comes back without its braces (``setArrayFormula`` takes it so)."""
    if not formula:
        return None
    text = formula
    if text.startswith("{=") and text.endswith("}"):
        text = text[1:-1]
    new = to_libreoffice(text)
    return new if new != text else None


def plan_rebind(formulas: Sequence[Sequence[str]]) -> Iterator[tuple[tuple[int, int], str, bool]]:
    """For a block of formula texts (``getFormulaArray``): ``((row, col), new formula, is an
    array formula)`` for every cell to set again, row and column from 0 in the block."""
    for r, row in enumerate(formulas):
        for c, text in enumerate(row):
            new = rebound(text) if isinstance(text, str) and ("(" in text) else None
            if new is not None:
                yield (r, c), new, text.startswith("{=")
