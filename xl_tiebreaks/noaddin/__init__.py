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


#: the functions a compiled workbook may use (Excel 2010+, LibreOffice 7.4+, Google Sheets)
ALLOWED_FUNCTIONS = frozenset({
    "ABS", "ADDRESS", "AND", "CHOOSE", "COUNT", "COUNTIF", "COUNTIFS", "FIND", "IF", "IFERROR", "INDEX", "INT",
    "ISNUMBER", "ISTEXT", "LARGE", "LEFT", "LOWER", "MATCH", "MAX", "MIN", "MOD", "NOT", "OR", "RANK", "ROUND", "SIGN", "SMALL",
    "SUBSTITUTE", "SUM", "SUMIF", "SUMPRODUCT", "TRIM", "UPPER",
    # (a date typed as text, read digit by digit: Compiler.text_date)
    "DATE", "DAY", "LEN", "MID", "RIGHT", "VALUE",
})
