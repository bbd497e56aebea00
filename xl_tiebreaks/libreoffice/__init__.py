"""LibreOffice Calc: the spreadsheet functions as a LibreOffice extension (.oxt), and
LibreOffice as a real engine for our workbooks.

* :mod:`.build`: the extension generated from ``udfs.REGISTRY`` (IDL, CalcAddIns.xcu,
  Jobs.xcu, the pure-Python package); :func:`build_oxt` for the release build;
* :mod:`.component`: the UNO component inside LibreOffice (the functions and the job that
  binds plain-name formulas when a document opens);
* :mod:`.calc_args`: Calc's argument and result shapes <-> the sheet layer's;
* :mod:`.names`: ``BUCHHOLZ`` <-> ``ORG.XLTIEBREAKS.FUNCTIONS.BUCHHOLZ`` in formulas and
  whole workbooks;
* :mod:`.office` and :mod:`.driver`: a headless LibreOffice with the extension, driven
  through UNO (``compute --engine libreoffice``, the tests);
* :mod:`.setup`: ``xl-tiebreaks setup-libreoffice``.

``python -m xl_tiebreaks.libreoffice regenerate`` rewrites ``XFunctions.idl`` and compiles
``XFunctions.rdb`` after a function or argument was added to the registry (needs the
LibreOffice SDK's ``unoidl-write``: ``apt-get install libreoffice-dev``).
"""

from __future__ import annotations

from .build import build_oxt
from .names import IMPLEMENTATION, PREFIX, convert_workbook, to_excel, to_libreoffice

__all__ = ["build_oxt", "IMPLEMENTATION", "PREFIX", "convert_workbook", "to_excel", "to_libreoffice"]
