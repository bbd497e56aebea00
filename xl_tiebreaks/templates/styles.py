"""The templates' look, drawn with openpyxl: styles (fonts, fills, borders), cell and range
helpers, the conditional formats that make a tie-break column look as its code says, notes,
text metrics for laying out prose, A4 print setup and drop-down validations. The builder
(:mod:`xl_tiebreaks.templates.builder`) draws every sheet with these.
"""

from __future__ import annotations

from copy import copy
from typing import Any, Sequence

from openpyxl.styles import Alignment, Border, Font, PatternFill, Side
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.datavalidation import DataValidation
from openpyxl.worksheet.formula import ArrayFormula
from openpyxl.worksheet.properties import PageSetupProperties

from .words import CODE_FORMATS, code_format

# ---------------------------------------------------------------------------------------------
# styles

FONT = "Calibri"
_THIN = Side(style="thin", color="A6A6A6")
_BORDER = Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN)
_ROUND_BORDER = Border(left=Side(style="medium", color="1F4E78"), right=_THIN, top=_THIN, bottom=_THIN)
_NO_BORDER = Border(left=Side(), right=Side(), top=Side(), bottom=Side(), diagonal=Side())
_DIAG_SIDE = Side(style="thin", color="7F7F7F")
_DIAG_BORDER = Border(left=_THIN, right=_THIN, top=_THIN, bottom=_THIN, diagonal=_DIAG_SIDE, diagonalUp=True,
                      diagonalDown=True)
_HEAD_FILL = PatternFill("solid", fgColor="1F4E78")
_SUB_FILL = PatternFill("solid", fgColor="DDEBF7")
_INPUT_FILL = PatternFill("solid", fgColor="FFF2CC")
_CALC_FILL = PatternFill("solid", fgColor="E2EFDA")
_BAND_FILL = PatternFill("solid", fgColor="F7F9FC")
_DIAG_FILL = PatternFill("solid", fgColor="BFBFBF")
_HEAD_FONT = Font(name=FONT, bold=True, color="FFFFFF")
_BOLD = Font(name=FONT, bold=True)
_TITLE_FONT = Font(name=FONT, bold=True, size=14, color="1F4E78")
_NOTE_FONT = Font(name=FONT, italic=True, size=9, color="595959")
_CENTER = Alignment(horizontal="center", vertical="center")
_SHRINK = Alignment(horizontal="center", vertical="center", shrink_to_fit=True)  # "Retirado" in a narrow cell
_LEFT = Alignment(horizontal="left", vertical="center")
_WRAP = Alignment(horizontal="left", vertical="top", wrap_text=True)


def _col(c: int) -> str:
    return get_column_letter(c)


def _abs(sheet: str, c1: int, r1: int, c2: int | None = None, r2: int | None = None) -> str:
    q = "'" + sheet.replace("'", "''") + "'!"
    a = f"${_col(c1)}${r1}"
    if c2 is None:
        return q + a
    return q + a + f":${_col(c2)}${r2}"


def _head(cell: Any, text: Any, fill: PatternFill = _HEAD_FILL, font: Font = _HEAD_FONT) -> None:
    cell.value = text
    cell.fill = fill
    cell.font = font
    cell.alignment = _CENTER
    cell.border = _BORDER


def _title(ws: Any, formula_or_text: str, subtitle: str, width: int) -> None:
    ws["A1"] = formula_or_text
    ws["A1"].font = _TITLE_FONT
    ws["A1"].alignment = _LEFT
    ws["A2"] = subtitle
    ws["A2"].font = _NOTE_FONT
    ws.row_dimensions[1].height = 22
    if width > 1:
        ws.merge_cells(start_row=1, start_column=1, end_row=1, end_column=width)
        ws.merge_cells(start_row=2, start_column=1, end_row=2, end_column=width)


def _print_setup(ws: Any, title_rows: str | None = None, title_cols: str | None = None,
                 landscape: bool = True, centered: bool = True) -> None:
    ws.page_setup.orientation = "landscape" if landscape else "portrait"
    ws.page_setup.paperSize = ws.PAPERSIZE_A4
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0
    ws.sheet_properties.pageSetUpPr = PageSetupProperties(fitToPage=True)
    ws.print_options.horizontalCentered = centered
    ws.page_margins.left = ws.page_margins.right = 0.4
    ws.page_margins.top = ws.page_margins.bottom = 0.5
    if title_rows:
        ws.print_title_rows = title_rows
    if title_cols:
        ws.print_title_cols = title_cols
    ws.oddFooter.center.text = "&P / &N"
    ws.oddFooter.center.size = 8


def _array(ws: Any, c1: int, r1: int, c2: int, r2: int, text: str) -> None:
    ref = f"{_col(c1)}{r1}:{_col(c2)}{r2}"
    ws.cell(row=r1, column=c1).value = ArrayFormula(ref, text)


def _style_fn(wb: Any, *attrs: tuple[str, Any]) -> Any:
    """A function giving a cell of ``wb`` the style attributes ``attrs`` (``("border",
    _BORDER)``, ``("number_format", "@")``...), the others as they were; returns the cell.

    openpyxl hashes every style object on each assignment, which made a 999 x 99 Swiss
    template take 30 s. Here a finished style is computed once per (style the cell had,
    ``attrs``) and kept on the workbook; a cell seen alike before gets it in one step (the
    same style, so the same workbook)."""
    cache = wb.__dict__.get("_xlt_styles")
    if cache is None:
        cache = wb.__dict__["_xlt_styles"] = {}
    akey = tuple((n, v if isinstance(v, str) else id(v)) for n, v in attrs)

    def apply(cell: Any) -> Any:
        st = cell._style
        key = (None if st is None else tuple(st), akey)
        hit = cache.get(key)
        if hit is None:
            for n, v in attrs:
                setattr(cell, n, v)
            cache[key] = (copy(cell._style), attrs)  # the attrs kept alive: their ids stay theirs
        else:
            cell._style = copy(hit[0])
        return cell

    return apply


def _styled(cell: Any, *attrs: tuple[str, Any]) -> Any:
    """``cell`` given the style attributes ``attrs`` (see :func:`_style_fn`)."""
    return _style_fn(cell.parent.parent, *attrs)(cell)


def _grid_style(ws: Any, c1: int, r1: int, c2: int, r2: int, *, fill: PatternFill | None = None,
                text: bool = False, align: Alignment = _CENTER, band: bool = True) -> None:
    for r in range(r1, r2 + 1):
        f = fill if fill is not None else _BAND_FILL if band and (r - r1) % 2 == 1 else None
        attrs: tuple[tuple[str, Any], ...] = (("border", _BORDER), ("alignment", align))
        if f is not None:
            attrs += (("fill", f),)
        if text:
            attrs += (("number_format", "@"),)
        apply = _style_fn(ws.parent, *attrs)
        cell = ws.cell
        for c in range(c1, c2 + 1):
            apply(cell(row=r, column=c))



# ---------------------------------------------------------------------------------------------
# computed columns: the look of a tie-break slot following its code on the settings sheet

def _dxf(wb: Any, fill: PatternFill | None, border: Border | None, fmt: str | None = None,
         font: Font | None = None) -> Any:
    """A conditional format's look; its number format under the id the workbook's cells give
    the same format (a custom one registered in the workbook, as openpyxl numbers them)."""
    from openpyxl.styles.differential import DifferentialStyle
    from openpyxl.styles.numbers import BUILTIN_FORMATS_MAX_SIZE, BUILTIN_FORMATS_REVERSE, NumberFormat

    num = None
    if fmt is not None:
        fid = BUILTIN_FORMATS_REVERSE.get(fmt)
        if fid is None:
            fid = wb._number_formats.add(fmt) + BUILTIN_FORMATS_MAX_SIZE
        num = NumberFormat(numFmtId=fid, formatCode=fmt)
    return DifferentialStyle(fill=fill, border=border, numFmt=num, font=font)


def _slot_looks(ws: Any, first_col: int, count: int, used: int, body: tuple[int, int], *,
                code_row: int = 4, label_row: int | None = 3, formats: Sequence[tuple[str, str]] = CODE_FORMATS,
                codes: Sequence[str] = (), fill: PatternFill | None = _CALC_FILL,
                heads: Sequence[tuple[int, PatternFill, Font]] | None = None) -> None:
    """The computed columns ``first_col`` .. ``first_col + count - 1``, headed in ``code_row``
    by the code of their slot (a plain formula on the order): each looks as its code says,
    whatever code the organiser puts there later (conditional formats, the first true wins:
    Excel and LibreOffice alike). A slot with a code: ``fill`` (``None``: the rows' banding
    kept), borders and the number format of ``formats`` (:data:`CODE_FORMATS`); a slot
    without one (an unused column): blank, no colour, no border, header included. The first
    ``used`` slots get that look as their own style too (``codes``: their codes), for a
    viewer that ignores conditional formats.

    ``body``: the rows of values; ``heads``: the header rows (row, fill, font when the slot
    has a code); default: the code row and ``label_row``, the band above it."""
    from openpyxl.formatting.rule import Rule

    wb = ws.parent
    last_col = first_col + count - 1
    r1, r2 = body
    if heads is None:
        heads = [(code_row, _SUB_FILL, Font(b=True))]
        if label_row:
            heads.append((label_row, _HEAD_FILL, Font(b=True, color="FFFFFF")))
    c = f"{_col(first_col)}${code_row}"
    sq = f"{_col(first_col)}{r1}:{_col(last_col)}{r2}"
    for cond, fmt in formats:
        rule = Rule(type="expression", dxf=_dxf(wb, fill, _BORDER, fmt), stopIfTrue=True, formula=[cond.format(c=c)])
        ws.conditional_formatting.add(sq, rule)
    for row, hfill, hfont in heads:
        rule = Rule(type="expression", dxf=_dxf(wb, hfill, _BORDER, font=hfont), stopIfTrue=True,
                    formula=[f'{c}<>""'])
        ws.conditional_formatting.add(f"{_col(first_col)}{row}:{_col(last_col)}{row}", rule)
    plain = _style_fn(wb, ("fill", PatternFill()), ("border", _NO_BORDER), ("alignment", _CENTER))
    for k in range(count):
        col = first_col + k
        if k < used:
            fmt = code_format(codes[k] if k < len(codes) else "", formats)
            attrs: tuple[tuple[str, Any], ...] = (("border", _BORDER), ("alignment", _CENTER), ("number_format", fmt))
            if fill is not None:
                attrs += (("fill", fill),)
            apply = _style_fn(wb, *attrs)
        else:
            apply = plain
            for row, _f, _t in heads:
                hc = ws.cell(row=row, column=col)
                hc.fill, hc.border = PatternFill(), _NO_BORDER
        for r in range(r1, r2 + 1):
            apply(ws.cell(row=r, column=col))


def _number_format(ws: Any, col: int, rows: tuple[int, int], fmt: str) -> None:
    apply = _style_fn(ws.parent, ("number_format", fmt))
    for r in range(rows[0], rows[1] + 1):
        apply(ws.cell(row=r, column=col))


def _sheet_note(ws: Any, row: int, text: str, width: int, units: float) -> None:
    """A note (small, italic) over ``width`` columns from A at ``row``, wrapped; the row is as
    tall as its lines at the sheet's ``units`` of width (a merged cell's height is not fitted
    by Excel)."""
    cell = ws.cell(row=row, column=1, value=text)
    cell.font = _NOTE_FONT
    cell.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
    if width > 1:
        ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=width)
    lines = max(1, -(-len(text) // max(20, int(units * 1.25))))
    ws.row_dimensions[row].height = 12.5 * lines + 2


def _units(ws: Any, first: int, last: int) -> float:
    """The width of columns ``first`` .. ``last`` in Excel's units (8.43 when not set)."""
    total = 0.0
    for c in range(first, last + 1):
        d = ws.column_dimensions.get(_col(c))
        total += d.width if d is not None and d.width else 8.43
    return total


#: Calibri's advance widths (thousandths of an em; Carlito, its metric twin), for laying out
#: the instructions' paragraphs line by line
_CALIBRI = dict(zip(
    ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~'
    'áéíóúÁÉÍÓÚñÑüÜ¿¡½º',
    (226, 326, 401, 498, 507, 715, 682, 221, 303, 303, 498, 498, 250, 306, 252, 386, 507, 507, 507, 507, 507, 507,
     507, 507, 507, 507, 268, 268, 498, 498, 498, 463, 894, 579, 544, 533, 615, 488, 459, 631, 623, 252, 319, 520,
     420, 855, 646, 662, 517, 673, 543, 459, 487, 642, 567, 890, 519, 487, 468, 307, 386, 307, 498, 498, 291, 479,
     525, 423, 525, 498, 305, 471, 525, 229, 239, 455, 229, 799, 525, 527, 525, 525, 349, 391, 335, 525, 452, 715,
     433, 453, 395, 314, 460, 314, 498, 479, 498, 229, 527, 525, 579, 488, 252, 662, 642, 525, 646, 525, 642, 463,
     326, 671, 422)))
#: characters of a formula or command per line of the instructions' column (a monospaced
#: 10-point font: Consolas, or DejaVu Sans Mono, a little wider, where Consolas is missing)
CODE_CHARS = 84


def text_width(text: str, size: float = 11) -> float:
    """The width of ``text`` in Calibri ``size`` points, in Excel's column-width units (the
    width of a digit of the default font, Calibri 11: 7 of 96 dpi pixels)."""
    ems = sum(_CALIBRI.get(ch, 550) for ch in text) / 1000
    return ems * size * 96 / 72 / 7


def text_lines(text: str, width: float, size: float = 11, fill: float = 0.95) -> list[str]:
    """``text`` broken at spaces into lines that each fit ``fill`` of a column ``width`` units
    wide (a margin for fonts drawn a little wider than Calibri's metrics)."""
    room = width * fill
    out: list[str] = []
    line = ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and text_width(trial, size) > room:
            out.append(line)
            line = word
        else:
            line = trial
    out.append(line)
    return out


#: A4 printable area (cm) with the templates' margins, (width, height): portrait, landscape
_A4 = {"portrait": (21.0 - 2 * 0.4 * 2.54, 29.7 - 2 * 0.5 * 2.54),
       "landscape": (29.7 - 2 * 0.4 * 2.54, 21.0 - 2 * 0.5 * 2.54)}


def _fit_a4(ws: Any, last_col: int, last_row: int, *, one_page: bool, title_rows: str | None = None,
            title_cols: str | None = None) -> None:
    """Print setup on A4 in the orientation that prints the table largest: fitted to one page
    wide (``one_page``: and tall), the orientation chosen from the columns' widths and the
    rows' heights (a column of width w is 7w + 5 pixels at 96 dpi; rows 15 pt unless set)."""
    width_cm = sum((7 * (ws.column_dimensions[_col(c)].width or 8.43) + 5) for c in range(1, last_col + 1)) \
        / 96 * 2.54
    height_pt = sum((ws.row_dimensions[r].height if r in ws.row_dimensions and ws.row_dimensions[r].height
                     else 15.0) for r in range(1, last_row + 1))
    height_cm = height_pt / 72 * 2.54

    def scale(o: str) -> float:
        w, h = _A4[o]
        return min(1.0, w / width_cm, h / height_cm) if one_page else min(1.0, w / width_cm)

    landscape = scale("landscape") > scale("portrait") + 1e-9
    _print_setup(ws, title_rows, title_cols, landscape=landscape)
    ws.page_setup.fitToHeight = 1 if one_page else 0


def _dv_list(ws: Any, choices: str, sqref: str, *, prompt: tuple[str, str] | None = None,
             error: str | None = None, strict: bool = False) -> DataValidation:
    dv = DataValidation(type="list", formula1=f'"{choices}"', allow_blank=True,
                        showErrorMessage=True, errorStyle="stop" if strict else "warning")
    if error:
        dv.error = error
        dv.errorTitle = error.split(":")[0][:32]
    if prompt:
        dv.promptTitle, dv.prompt = prompt[0][:32], prompt[1][:255]
        dv.showInputMessage = True
    dv.sqref = sqref  # type: ignore[assignment]
    ws.add_data_validation(dv)
    return dv


def _dv_prompt(ws: Any, sqref: str, title: str, prompt: str) -> DataValidation:
    """An input message (no check) on the cells ``sqref``."""
    dv = DataValidation(allow_blank=True, showInputMessage=True, promptTitle=title[:32], prompt=prompt[:255])
    dv.sqref = sqref  # type: ignore[assignment]
    ws.add_data_validation(dv)
    return dv
