"""Which tie-breaks the formulas of the workbooks without the add-in compute exactly, and the
constants both the compiler (:mod:`.compiler`) and the tie-break families (:mod:`.families`)
take: in a module of their own, below both, so that neither imports the other to learn them
(no import circle: issue 36)."""

from __future__ import annotations

from ..spec import TieBreakSpec

#: the codes (with their modifiers) the formulas compute exactly
SUPPORTED = ("PTS", "BH", "SB", "PS", "WIN", "WON", "BPG", "BWG", "REP", "GE", "KS", "ARO", "AOB", "TPR", "PTP",
             "APRO", "APPO", "DE")
#: the most cuts of one kind a formula takes (BH/C3, SB/M2...)
MAX_CUTS = 3
#: binary-search steps of PTP (ratings 0..4000 give a window under 2^14)
PTP_STEPS = 14


def formula_code(spec: TieBreakSpec, crosstable: bool) -> str | None:
    """Why ``spec`` cannot be computed by formulas (a short reason for tests and docs), or
    ``None`` when it can."""
    if spec.code not in SUPPORTED:
        return "not compiled"
    if spec.fore:
        return "Fore Buchholz"
    if spec.cut_low > MAX_CUTS or spec.cut_high > MAX_CUTS:
        return "cuts"
    if spec.unrated is not None:
        return "/U"
    if getattr(spec, "all_met", False):
        return "/A"
    if spec.reverse:
        return "/R"
    if crosstable and spec.code in ("PS", "BPG", "BWG"):
        return "round order"
    if spec.code == "KS" and spec.limit_pct is not None and spec.limit_pct not in range(0, 101):
        return "limit"
    return None
