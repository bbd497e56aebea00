"""Templates without the add-in: live FIDE tie-breaks in any spreadsheet, with its own functions.

A small compiler turns a template's tie-break order and the C.07 rule sets into formulas of
built-in functions (no array formula, no ``_xlfn.`` function, nothing volatile), on a hidden
workings sheet, so that Excel (2010 and later, any platform), LibreOffice Calc and Google
Sheets compute the same values as the core, live:

- :mod:`.vocabulary`: the words the formulas read, from the readers' own vocabulary;
- :mod:`.calc`: the workings sheet (blocks of helper cells, one column per round);
- :mod:`.compiler`: reading the round cells, the rounds that count, the scores;
- :mod:`.families`: the tie-breaks and the ranking; :mod:`.encounter`: direct encounter;
- :mod:`.builder`: the template drawn with those formulas; :mod:`.instructions`;
- :mod:`.package`: the saved workbook, with the core's values cached for viewers.

``xl-tiebreaks template ... --no-addin`` and ``xl-tiebreaks from-trf ... --no-addin`` write them.
"""

from __future__ import annotations

from typing import Any

#: the functions a compiled workbook may use (Excel 2010+, LibreOffice 7.4+, Google Sheets)
ALLOWED_FUNCTIONS = frozenset({
    "ABS", "ADDRESS", "AND", "CHOOSE", "COUNT", "COUNTIF", "COUNTIFS", "FIND", "IF", "IFERROR", "INDEX", "INT",
    "ISNUMBER", "ISTEXT", "LARGE", "LEFT", "LOWER", "MATCH", "MAX", "MIN", "MOD", "NOT", "OR", "RANK", "ROUND", "SIGN", "SMALL",
    "SUBSTITUTE", "SUM", "SUMIF", "SUMPRODUCT", "TRIM", "UPPER",
    # (a date typed as text, read digit by digit: Compiler.text_date)
    "DATE", "DAY", "LEN", "MID", "RIGHT", "VALUE",
})


def build_noaddin(spec: Any) -> tuple[Any, Any]:
    """A new template without the add-in (not saved) and its layout; see
    :func:`xl_tiebreaks.templates.workbooks.build_workbook`.

    Raises:
        TiebreakError: ``template_noaddin_teams`` for a team template (not yet).
    """
    from openpyxl import Workbook
    from openpyxl.packaging.custom import StringProperty

    from ..errors import TiebreakError
    from ..templates.words import PROP_PREFIX
    from ..templates.kinds import KINDS
    from ..util import gc_paused
    from .builder import NoAddinBuilder

    if spec.team:
        raise TiebreakError("template_noaddin_teams")
    wb = Workbook()
    wb.remove(wb.active)
    builder = NoAddinBuilder(spec, wb, KINDS[spec.team, spec.kind])
    with gc_paused():
        lay = builder.build()
    # (the order its formulas compute: the commands hold the Settings sheet's order to it)
    for k, v in {**spec.props(), "noaddin": "1", "order": " ".join(spec.tiebreak_order)}.items():
        wb.custom_doc_props.append(StringProperty(name=PROP_PREFIX + k, value=v))
    wb.properties.creator = "xl-tiebreaks"
    wb.properties.title = builder.t["event_default"]
    wb._xlt_noaddin = builder  # (its layout and compiler, for the cached values)
    return wb, lay
