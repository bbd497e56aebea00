"""Which tie-breaks the formulas of the workbooks without the add-in compute exactly, and the
constants both the compiler (:mod:`.compiler`) and the tie-break families (:mod:`.families`)
take: in a module of their own, below both, so that neither imports the other to learn them
(no import circle: issue 36)."""

from __future__ import annotations

from ..spec import TieBreakSpec

#: the codes (with their modifiers) the formulas compute exactly
SUPPORTED = ("PTS", "BH", "SB", "PS", "WIN", "WON", "BPG", "BWG", "REP", "GE", "KS", "ARO", "AOB", "TPR", "PTP",
             "APRO", "APPO", "DE")
#: the most cuts of one kind a formula takes (BH/C3, SB/M2...; PS/Cn any n)
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
    if spec.code != "PS" and (spec.cut_low > MAX_CUTS or spec.cut_high > MAX_CUTS):
        # (PS/Cn sums the running scores after round n: one formula for any n, FEDA's successive cuts)
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


def check_preset(text: str, crosstable: bool = False) -> None:
    """Refuse a preset (``-t US_CHESS``, ``-t FFE``) whose tie-breaks the formulas of a workbook
    without the add-in cannot compute, naming the preset and those tie-breaks; any other text (a
    list of codes, a preset the formulas compute) passes: the formulas say "needs the add-in"
    in a column they do not compute, as before.

    Raises:
        TiebreakError: ``template_noaddin_preset``.
    """
    from ..errors import TiebreakError
    from ..presets import preset
    from ..spec import parse_list

    codes = preset(text)
    if not codes:
        return
    missing = [s.text for s in parse_list(codes) if formula_code(s, crosstable) is not None]
    if missing:
        raise TiebreakError("template_noaddin_preset", preset=text.strip(), codes=codes, missing=" ".join(missing))
