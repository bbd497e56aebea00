"""The bounds of a workbook's sheets, shared by the .xlsx package check (:mod:`.package`) and
the .ods reader (:mod:`.ods`), and the one-line wording of what a library said of a damaged
file. Its own module so that both take them from below (no import circle: issue 36)."""

from __future__ import annotations

from ..texts import Text

#: the most rows and columns of a sheet
MAX_ROWS = 100_000
MAX_COLUMNS = 2_000
#: the most cells of all the sheets together (a 999-player, 25-round Swiss template holds ~129,000 with its prize sheet)
MAX_CELLS = 140_000
#: the most digits of a cell's number: a spreadsheet's numbers are doubles (1.8e308 at most)
MAX_CELL_DIGITS = 309


def library_detail(e: BaseException) -> Text:
    """What a library said about a damaged file, made one line (a parser's message may run over
    several lines, and name its own internals at length): its words up to 200 characters."""
    from ..errors import one_line

    words = one_line(e, 200)
    if "Exceeds the limit" in words and "digits" in words:
        return Text("detail_digits")
    return Text("detail_library", name=type(e).__name__, text=words)
