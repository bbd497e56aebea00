"""A filled workbook without Excel: read it for the standings, or evaluate its tie-break
formulas into a copy with values.

- :mod:`~xl_tiebreaks.workbook.reader`: :func:`open_workbook` (bounded before openpyxl parses
  it), :func:`read_workbook` (a template's results, settings, order, names and ratings),
  :func:`workbook_standings` and :func:`team_workbook_standings`.
- :mod:`~xl_tiebreaks.workbook.places`: :class:`SheetPlaces`, so that every message names the
  sheet and the cell (``Rondas!C8 (nº 4, David Ruiz), ronda 1: ...``).
- :mod:`~xl_tiebreaks.workbook.formulas`: values (:class:`XLError`, :class:`Ref`) and the parser
  of the small formula language the templates use.
- :mod:`~xl_tiebreaks.workbook.evaluator`: :class:`Evaluator`, which computes those formulas
  (our functions' calls as xlwings would make them, and a few builtins).
- :mod:`~xl_tiebreaks.workbook.compute`: ``xl-tiebreaks compute``, the workbook's formulas
  written back as values (by the evaluator, or by a headless LibreOffice).

Every module here needs openpyxl (listed in ``OPENPYXL_MODULES`` of scripts/pyodide_check.mjs);
this package's ``__init__`` imports none of them.
"""
