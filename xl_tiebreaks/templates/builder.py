"""The one builder of every template: it draws a template kind described as data
(:class:`~xl_tiebreaks.templates.specs.Kind`: sheets, list sheets, the results sheet's columns,
grid and computed columns, the standings, the settings' rows) with openpyxl, for the
individual kinds (:mod:`~xl_tiebreaks.templates.individual`) and the team kinds
(:mod:`~xl_tiebreaks.templates.teams`) alike.

Every computed column is **one legacy array formula** sized to the template's rows (blank
rows give empty cells), so a recalculation hands the results range to Python once per
column. The formulas use workbook names (``Resultados``/``Results``, ``Configuracion``/
``EventSettings``...), so they read as the instructions write them::

    {=IF(COUNTA(Resultados)=0,"",INDEX(DESEMPATES(Resultados,OrdenDesempate,Elos,Configuracion),0,2))}

Only these Excel builtins appear: ``IF``, ``COUNTA``, ``INDEX`` and ``&`` (evaluated by
:mod:`xl_tiebreaks.workbook` without Excel). The settings sheet feeds the functions'
``settings`` argument (two columns, keys in the template's language) and the tie-break
order; changing a setting changes results, never formulas. Row 5 is the first player (team)
in every sheet.
"""

from __future__ import annotations

from array import array
from typing import Any, Sequence

from openpyxl import Workbook
from openpyxl.cell.cell import Cell
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.styles.cell_style import StyleArray
from openpyxl.styles.styleable import StyleableObject
from openpyxl.workbook.defined_name import DefinedName
from openpyxl.worksheet.datavalidation import DataValidation

from .specs import Column, Kind, Layout, ListSheet, ResultsSheet, StandingsSheet
from .styles import (
    _BAND_FILL,
    _BOLD,
    _BORDER,
    _CALC_FILL,
    _CENTER,
    _DIAG_BORDER,
    _DIAG_FILL,
    _HEAD_FILL,
    _HEAD_FONT,
    _INPUT_FILL,
    _LEFT,
    _NOTE_FONT,
    _ROUND_BORDER,
    _SHRINK,
    _SUB_FILL,
    _TITLE_FONT,
    _WRAP,
    CODE_CHARS,
    FONT,
    _abs,
    _array,
    _col,
    _dv_list,
    _dv_prompt,
    _fit_a4,
    _grid_style,
    _head,
    _number_format,
    _print_setup,
    _sheet_note,
    _slot_looks,
    _style_fn,
    _styled,
    _title,
    _units,
    text_lines,
)
from .words import FIRST_ROW, ONE_DECIMAL, _w

#: the ranges whose first cell a template's function is given (:meth:`Builder._call`): those
#: its messages name cells in (:class:`xl_tiebreaks.workbook.places.SheetPlaces`)
_PLACED_ROLES = ("results", "criteria", "order", "names", "ratings", "settings", "prizes", "prize_categories",
                 "prize_rules", "player_data")
#: where :meth:`Builder._call` leaves a range's origin until the range has its name
_PLACE_MARK = "\u27e6place:"

_ALIGN = {"center": _CENTER, "left": _LEFT}

#: the slots of an openpyxl cell (openpyxl 3.1: Cell, StyleableObject), which
#: :func:`_blank_cells` sets itself; with another openpyxl, the cell's own constructor
_CELL_SLOTS = (("row", "column", "_value", "data_type", "parent", "_hyperlink", "_comment"), ("parent", "_style"))
_OWN_CELLS = (tuple(Cell.__slots__), tuple(StyleableObject.__slots__)) == _CELL_SLOTS


def _blank_cells(ws: Any, row: int, first: int, last: int, looks: Sequence[StyleArray]) -> None:
    """New empty cells of ``ws`` in ``row``, columns ``first`` .. ``last``, each with a copy
    of a style of ``looks`` in turn (the first column the first look...): what ``Cell(ws, row,
    column, style_array=look)`` makes, its slots set directly (a 999 x 99 Swiss grid has
    300,000 such cells: 0.15 s so, 0.4 s through openpyxl's constructor)."""
    cells = ws._cells
    n = len(looks)
    if not _OWN_CELLS:  # pragma: no cover - another openpyxl
        for col in range(first, last + 1):
            cells[(row, col)] = Cell(ws, row=row, column=col, style_array=looks[(col - first) % n])
        return
    new, copy = Cell.__new__, array.__new__
    for c0 in range(first, last + 1, n):
        for j, look in enumerate(looks):
            cell = new(Cell)
            cell.parent = ws
            cell.row = row
            cell.column = c0 + j
            cell._value = None
            cell.data_type = "n"
            cell._hyperlink = None
            cell._comment = None
            cell._style = copy(StyleArray, "i", look)  # (StyleArray(look), without its Python frame)
            cells[(row, c0 + j)] = cell


def _quoted(text: str) -> str:
    """``text`` inside a formula's string literal (``"`` doubled)."""
    return str(text).replace('"', '""')


class Builder:
    """Draws the template ``spec`` of ``kind`` into ``wb`` (:meth:`build`): its sheets,
    workbook names, titles, the settings sheet (keys and values, the tie-break order, a
    legend), the list sheets, the results sheet (columns, a crosstable block or a round grid,
    the computed columns), the standings sheet and the instructions sheet."""

    def __init__(self, spec: Any, wb: Workbook, kind: Kind) -> None:
        self.spec = spec
        self.wb = wb
        self.kind = kind
        self.t = kind.words[spec.lang]
        self.n = kind.names[spec.lang]
        self.f = kind.funcs[spec.lang]
        self.layout = Layout(spec)

    def build(self) -> Layout:
        kind, t = self.kind, self.t
        self._create_sheets({role: t[word] for role, word in kind.sheets})
        self._settings_sheet(**kind.settings(self.spec, t))
        for sheet in kind.lists:
            self._list_sheet(sheet)
        self._results_sheet(kind.results)
        for draw in kind.extras:
            draw(self)
        self._standings_sheet(kind.standings)
        self._instructions_sheet(kind.instructions(self.spec, self.layout))
        self._fill_places()
        self.wb.active = 0
        return self.layout

    # a function's call, with where its ranges are (issue 34: messages name the sheet cell) --------
    def _call(self, fkey: str, args: Sequence[str], first_origin: str | None = None) -> str:
        """``FUNCTION(args..., places)``: the call of the function ``fkey`` (:data:`words.FUNCS`)
        with ``args`` by position (omitted ones blank), and, for a function that takes it, its
        last argument ``places``: the first cell of each range argument the template names
        (:data:`_PLACED_ROLES`), in the function's order, separated by ``;``, each as
        ``"Rondas!"&ADDRESS(ROW(INDEX(Resultados,1,1)),COLUMN(INDEX(Resultados,1,1)),4)`` (a
        text that moves with the range when rows or columns are inserted, in Excel and
        LibreOffice alike, and recalculates only with it: ``CELL("address")`` is volatile in
        Excel and leaves out the sheet of the formula's own). The function's messages then name
        the sheet cell as the command line does (``Rondas!F16``;
        :func:`xl_tiebreaks.workbook.places.parse_origins`). A function that takes ``names``
        after ``places`` (:data:`xl_tiebreaks.functions.FUNCTIONS`: one without a names argument
        of its own) is given the template's names range there, so that its messages name a player
        by start number and name as the command line does (issue 34). ``first_origin``: a
        formula giving the first range argument's origin where the template names no range
        there (the Premios prize list reading a pasted list through ``INDIRECT``: the text the
        organiser typed)."""
        from ..functions import FUNCTIONS, PARAMS, PLACES, TEAM_FUNCTIONS

        name = self.f[fkey]
        fn = next((x for x in (*FUNCTIONS, *TEAM_FUNCTIONS) if name in (x.en, x.es)), None)
        args = list(args)
        if fn is None or PLACES not in fn.params:
            return f"{name}({','.join(args)})"
        at = fn.params.index(PLACES)
        params = fn.params[:at]
        args += [""] * (len(params) - len(args))
        # (after places: the players' names of a function without its own, when the template has them)
        after = [self.n.get(p, "") if p == "names" else "" for p in fn.params[at + 1:]]
        while after and not after[-1]:
            after.pop()
        role_of = {v: k for k, v in self.n.items()}
        origins: list[str | None] = []
        for p, a in zip(params + fn.params[at + 1:], args + after):
            if PARAMS[p][4]:
                role = role_of.get(a)
                origins.append(f"{_PLACE_MARK}{role}\u27e7" if role in _PLACED_ROLES else None)
        if first_origin is not None and origins:
            origins[0] = first_origin
        while origins and origins[-1] is None:
            origins.pop()
        if not origins and not after:
            return f"{name}({','.join(args)})"
        places = '&";"&'.join(o or '""' for o in origins)
        return f"{name}({','.join([*args, places, *after])})"

    def _fill_places(self) -> None:
        """Every origin :meth:`_call` marked, written once the ranges have their names (the
        settings sheet's formulas are written before the results range is named)."""
        from openpyxl.worksheet.formula import ArrayFormula

        from ..workbook.places import sheet_cell

        said = {}
        for role in _PLACED_ROLES:
            name = self.n.get(role)
            dn = self.wb.defined_names.get(name) if name else None
            if dn is None:
                continue
            sheet = dn.attr_text.rsplit("!", 1)[0]
            if sheet.startswith("'") and sheet.endswith("'"):
                sheet = sheet[1:-1].replace("''", "'")
            prefix = sheet_cell(sheet, 1, 1)[:-len("A1")].replace('"', '""')
            said[f"{_PLACE_MARK}{role}\u27e7"] = (f'"{prefix}"&ADDRESS(ROW(INDEX({name},1,1)),'
                                                f'COLUMN(INDEX({name},1,1)),4)')

        def fill(text: str) -> str:
            for mark, expr in said.items():
                text = text.replace(mark, expr)
            return text

        for ws in self.wb.worksheets:
            for cell in ws._cells.values():
                v = cell._value
                if isinstance(v, str) and _PLACE_MARK in v:
                    cell._value = fill(v)
                elif isinstance(v, ArrayFormula) and _PLACE_MARK in (v.text or ""):
                    v.text = fill(v.text)

    # names ----------------------------------------------------------------------------
    def _name(self, role: str, ref: str) -> None:
        name = self.n[role]
        dn = DefinedName(name, attr_text=ref)
        self.wb.defined_names[name] = dn

    # sheets ---------------------------------------------------------------------------
    def _create_sheets(self, titles: dict[str, str]) -> None:
        for role, title in titles.items():
            ws = self.wb.create_sheet(title)
            ws.sheet_view.showGridLines = False
            self.layout.sheets[role] = title

    def ws(self, role: str) -> Any:
        return self.wb[self.layout.sheets[role]]

    def _event_title(self) -> str:
        return f"={self.n['event']}&\"\""

    # settings ---------------------------------------------------------------------------
    def _settings_sheet(self, rows: Sequence[tuple[str, str, str, Any]], *, lists: dict[str, str],
                        points_row: tuple[str, Any], order_notes: Sequence[str], code_choices: Sequence[str],
                        legend: Sequence[tuple[str, str]], text_roles: Sequence[str] = (),
                        legend_code_width: float = 11) -> None:
        """The settings sheet: the event name (B2, name ``event``), then per row of ``rows``
        (role, key, explanation, value) the key and an input cell (the range is the name
        ``settings``); a drop-down for the roles in ``lists``; then the tie-break order: a
        first row ``points_row`` (label, value: what ranks first), the slots (name ``order``;
        with the first row: ``criteria``) with ``order_notes`` beside them; a legend at E:F."""
        spec, t, lay = self.spec, self.t, self.layout
        ws = self.ws("settings")
        es = spec.lang == "es"
        ws["A1"] = t["sheet_settings"]
        ws["A1"].font = _TITLE_FONT
        ws["A2"] = t["event_label"]
        ws["A2"].font = _BOLD
        ws["B2"] = t["event_default"]
        ws["B2"].fill = _INPUT_FILL
        ws["B2"].border = _BORDER
        ws.merge_cells("B2:C2")
        self._name("event", _abs(ws.title, 2, 2))
        ws["A3"] = t["sub_settings"]
        ws["A3"].font = _NOTE_FONT
        for j, h in enumerate(t["settings_head"], 1):
            _head(ws.cell(row=4, column=j), h)
        r = 5
        for role, key, note, value in rows:
            ws.cell(row=r, column=1, value=key).font = _BOLD
            v = ws.cell(row=r, column=2, value=value)
            v.fill = _INPUT_FILL
            v.alignment = _LEFT
            ws.cell(row=r, column=3, value=note).font = _NOTE_FONT
            for c in (1, 2, 3):
                ws.cell(row=r, column=c).border = _BORDER
            if role == "date":
                v.number_format = "dd/mm/yyyy" if es else "yyyy-mm-dd"
                # beside the date: the C.07 edition (and readings) the values use, once results are typed
                c = ws.cell(row=r, column=3)
                c.value = self._date_note(note)
                c.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
                ws.row_dimensions[r].height = 40
            elif role in text_roles:
                v.number_format = "@"  # "2/1/0" stays text, never a date
            lay.settings_rows[role] = r
            r += 1
        last = r - 1
        self._name("settings", _abs(ws.title, 1, 5, 2, last))
        for role, choices in lists.items():
            _dv_list(ws, choices, f"B{lay.settings_rows[role]}")
        # tie-break order
        r = last + 2
        for j, h in enumerate(t["order_head"], 1):
            _head(ws.cell(row=r, column=j), h)
        r += 1
        ws.cell(row=r, column=1, value=points_row[0]).font = _BOLD
        ws.cell(row=r, column=2, value=points_row[1]).alignment = _LEFT
        for cc in (1, 2, 3):
            ws.cell(row=r, column=cc).border = _BORDER
            ws.cell(row=r, column=cc).fill = _SUB_FILL
        pts_row = r
        r += 1
        order = spec.tiebreak_order
        first = r
        for k in range(spec.n_slots):
            ws.cell(row=r, column=1, value=t["order_row"].format(n=k + 1)).font = _BOLD
            c = ws.cell(row=r, column=2, value=order[k] if k < len(order) else None)
            c.fill = _INPUT_FILL
            c.alignment = _LEFT
            for cc in (1, 2, 3):
                ws.cell(row=r, column=cc).border = _BORDER
            lay.order_rows.append(r)
            r += 1
        self._name("order", _abs(ws.title, 2, first, 2, r - 1))
        self._name("criteria", _abs(ws.title, 2, pts_row, 2, r - 1))
        for i, line in enumerate(order_notes):
            ws.cell(row=first + i, column=3, value=line).font = _NOTE_FONT
        _dv_list(ws, ",".join(code_choices), f"B{first}:B{r - 1}", error=_w("tpl_unusual_code", spec.lang))
        # legend
        _head(ws.cell(row=4, column=5), t["legend_head"][0])
        _head(ws.cell(row=4, column=6), t["legend_head"][1])
        for i, (code, text) in enumerate(legend):
            ws.cell(row=5 + i, column=5, value=code).font = _BOLD
            ws.cell(row=5 + i, column=6, value=text).font = Font(name=FONT, size=9)
            for cc in (5, 6):
                ws.cell(row=5 + i, column=cc).border = _BORDER
        for col, w in {"A": 25, "B": 20, "C": 66, "D": 2, "E": legend_code_width, "F": 70}.items():
            ws.column_dimensions[col].width = w
        ws.freeze_panes = "A5"
        _print_setup(ws)

    # messages: the rules the values use and every warning (issue 23) ------------------------
    def _messages_call(self) -> str:
        """The call of RULES_AND_WARNINGS (its team twin) with the arguments TIEBREAKS takes."""
        return self._call("messages", [self.n[a] for a in self.kind.results.criteria_args])

    def _date_note(self, note: str) -> str:
        """The cell beside the date: ``note`` while nothing is typed, then the C.07 edition (and
        readings) the values use, RULES_AND_WARNINGS' first line (issue 23 item 4)."""
        return f'=IF(COUNTA({self.n["results"]})=0,"{_quoted(note)}",INDEX({self._messages_call()},1,1))'

    #: lines of the messages block: the rules, then the warnings (the last says how many more)
    MESSAGE_LINES = 6

    def _messages_block(self, ws: Any, row: int, width: int, guard: str) -> int:
        """From ``row``: a heading, then :data:`MESSAGE_LINES` rows, each one line of
        RULES_AND_WARNINGS (the rules the values use, then each warning or mistake) in a merged
        cell over ``width`` columns, wrapped, two lines tall, so that a message prints whole
        (issue 23: a message in a narrow column printed as fragments); blank while nothing is
        typed (``guard``: ``IF(COUNTA(...)=0,"",``). Returns the last row."""
        lang = self.spec.lang
        head = ws.cell(row=row, column=1, value=_w("tpl_messages_head", lang))
        head.font = _BOLD
        if width > 1:
            ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=width)
        call = self._messages_call()
        n = self.MESSAGE_LINES
        more = _quoted(_w("tpl_messages_more", lang))
        for k in range(1, n + 1):
            r = row + k
            if k < n:
                f = f"={guard}IFERROR(INDEX({call},{k},1),\"\"))"
            else:
                f = (f"={guard}IF(ROWS({call})>{n},INDEX({call},{n},1)&\" (+\"&(ROWS({call})-{n})&\" {more})\","
                     f"IFERROR(INDEX({call},{n},1),\"\")))")
            c = ws.cell(row=r, column=1, value=f)
            c.font = _NOTE_FONT if k == 1 else Font(name=FONT, size=9)
            c.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
            if width > 1:
                ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=width)
            ws.row_dimensions[r].height = 25
        return row + n

    # results sheets: shared pieces ------------------------------------------------------------
    def _label_heads(self, ws: Any, heads: Sequence[tuple[int, str]]) -> None:
        """Headers over rows 3 and 4 (merged)."""
        for c, h in heads:
            _head(ws.cell(row=3, column=c), h)
            _head(ws.cell(row=4, column=c), None)
            ws.merge_cells(start_row=3, start_column=c, end_row=4, end_column=c)

    def _tiebreak_heads(self, ws: Any, tb1: int, count: int, label: str, role: str = "order",
                        used: int | None = None) -> None:
        """Row 3: ``label`` over the first ``used`` (default: all) of the ``count`` computed
        columns from ``tb1``; row 4: each one's code, read from the workbook name ``role``
        (``=INDEX(OrdenDesempate,k)&""``). The columns' looks: :func:`_slot_looks`."""
        used = count if used is None else max(1, min(used, count))
        _head(ws.cell(row=3, column=tb1), label)
        for c in range(tb1 + 1, tb1 + used):
            _head(ws.cell(row=3, column=c), None)
        if used > 1:
            ws.merge_cells(start_row=3, start_column=tb1, end_row=3, end_column=tb1 + used - 1)
        for k in range(count):
            _head(ws.cell(row=4, column=tb1 + k), f"=INDEX({self.n[role]},{k + 1})&\"\"", _SUB_FILL, _BOLD)

    def _cross_block(self, ws: Any, first_res: int, n: int, cycles: int, label: str,
                     cycle_labels: Sequence[str]) -> list[str]:
        """A crosstable's result columns: a header per cycle, the opponents' numbers, the
        diagonal (a player against himself) grey and crossed out, with nothing in it: so that
        ``COUNTA`` of the results range is 0 in an empty template, and a value typed there is
        refused as the sheet is typed (a validation) and by the readers. Returns the ranges of
        the cells to type in (for their validation)."""
        for cyc in range(cycles):
            c0 = first_res + cyc * n
            _head(ws.cell(row=3, column=c0), label if cycles == 1 else cycle_labels[cyc])
            for c in range(c0 + 1, c0 + n):
                _head(ws.cell(row=3, column=c), None)
            ws.merge_cells(start_row=3, start_column=c0, end_row=3, end_column=c0 + n - 1)
            for j in range(n):
                _head(ws.cell(row=4, column=c0 + j), j + 1, _SUB_FILL, _BOLD)
        segments: list[str] = []
        diagonal: list[str] = []
        for i in range(n):
            r = FIRST_ROW + i
            for cyc in range(cycles):
                c0 = first_res + cyc * n
                _styled(ws.cell(row=r, column=c0 + i), ("fill", _DIAG_FILL), ("border", _DIAG_BORDER))
                diagonal.append(f"{_col(c0 + i)}{r}")
                if i > 0:
                    segments.append(f"{_col(c0)}{r}:{_col(c0 + i - 1)}{r}")
                if i < n - 1:
                    segments.append(f"{_col(c0 + i + 1)}{r}:{_col(c0 + n - 1)}{r}")
        dv = DataValidation(type="textLength", operator="equal", formula1="0", allow_blank=True,
                            showErrorMessage=True, errorStyle="stop")
        dv.error = _w("tpl_diagonal", self.spec.lang)
        dv.errorTitle = _w("tpl_diagonal_title", self.spec.lang)[:32]
        dv.sqref = " ".join(diagonal)  # type: ignore[assignment]
        ws.add_data_validation(dv)
        return segments

    def _round_block(self, ws: Any, first_res: int, rounds: int, last: int, subheads: Sequence[str]) -> None:
        """A round grid's result columns: per round a merged "Round k" over three columns
        (``subheads``), the 2nd and 3rd formatted as text, a thick line before each round; the
        opponent's cell shrinks a long word (``Retirado``, ``LIBRE``) to its width."""
        t = self.t
        for k in range(rounds):
            c = first_res + 3 * k
            _head(ws.cell(row=3, column=c), t["round_n"].format(n=k + 1))
            for j in (1, 2):
                _head(ws.cell(row=3, column=c + j), None)
            ws.merge_cells(start_row=3, start_column=c, end_row=3, end_column=c + 2)
            for j, h in enumerate(subheads):
                _head(ws.cell(row=4, column=c + j), h, _SUB_FILL, _BOLD)
        # the result cells, all alike per row parity and column of a round: each style made
        # once (the look of _grid_style, the colour and result columns as text, a thick line
        # before each round), then given to every such cell
        for i, r in enumerate(range(FIRST_ROW, last + 1)):
            band: tuple[tuple[str, Any], ...] = (("fill", _BAND_FILL),) if i % 2 == 1 else ()
            looks = [_styled(ws.cell(row=r, column=first_res), ("border", _ROUND_BORDER), ("alignment", _SHRINK),
                             *band)._style]
            for j in (1, 2):
                looks.append(_styled(ws.cell(row=r, column=first_res + j), ("border", _BORDER),
                                     ("alignment", _CENTER), *band, ("number_format", "@"))._style)
            if rounds > 1:  # the other rounds' cells, made directly
                _blank_cells(ws, r, first_res + 3, first_res + 3 * rounds - 1, looks)
        ws._current_row = max(ws._current_row, last)

    @staticmethod
    def _round_columns(first_res: int, rounds: int, j: int, last: int) -> str:
        """The ranges of the ``j``-th column (0 opponent, 1 colour, 2 result) of every round."""
        return " ".join(f"{_col(first_res + 3 * k + j)}{FIRST_ROW}:{_col(first_res + 3 * k + j)}{last}"
                        for k in range(rounds))


    # columns, list sheets -----------------------------------------------------------------------
    def _head_text(self, col: Column) -> str:
        return self.t[col.head].format(n=col.n) if col.n is not None else self.t[col.head]

    def _columns(self, ws: Any, columns: Sequence[Column]) -> None:
        """The columns ``columns`` from A, rows :data:`FIRST_ROW` down: the start numbers (bold),
        the names from the list sheet (formulas), each column's look, number format, width and
        workbook name, and its place in the layout."""
        spec, lay, n, last = self.spec, self.layout, self.n, self.layout.last_row
        for c, col in enumerate(columns, 1):
            if col.content == "number":
                for i in range(spec.rows):
                    _styled(ws.cell(row=FIRST_ROW + i, column=c, value=i + 1), ("font", _BOLD))
            elif col.content == "name":
                for i in range(spec.rows):
                    ws.cell(row=FIRST_ROW + i, column=c, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        for c, col in enumerate(columns, 1):
            _grid_style(ws, c, FIRST_ROW, c, last, align=_ALIGN[col.align])
        for c, col in enumerate(columns, 1):
            if col.number_format:
                _number_format(ws, c, (FIRST_ROW, last), col.number_format)
            if col.name:
                self._name(col.name, _abs(ws.title, c, FIRST_ROW, c, last))
            if col.at == "names":
                lay.names_at = (ws.title, c)
            elif col.at == "ratings":
                lay.ratings_at = (ws.title, c)
            elif col.at:
                lay.extra_at[col.at] = (ws.title, c)
            ws.column_dimensions[_col(c)].width = col.width

    def _list_sheet(self, sheet: ListSheet) -> None:
        """A list sheet (players, teams): headers in row 4, a row per player (team)."""
        spec = self.spec
        ws = self.ws(sheet.role)
        columns = sheet.columns(spec)
        _title(ws, self._event_title(), self.t[sheet.subtitle], max(len(columns), 4))
        for j, col in enumerate(columns, 1):
            _head(ws.cell(row=4, column=j), self._head_text(col))
        self._columns(ws, columns)
        ws.freeze_panes = f"C{FIRST_ROW}"
        _print_setup(ws, "3:4", landscape=bool(sheet.landscape and sheet.landscape(spec)))

    # the results sheet ----------------------------------------------------------------------------
    def _results_sheet(self, rs: ResultsSheet) -> None:
        """The results sheet ``rs``: its columns, the round grid or the crosstable (the range
        named ``results``), a points column, the computed criteria, the validations, a note
        under the table; panes frozen before the results, printed on A4."""
        spec, t, lay, n = self.spec, self.t, self.layout, self.n
        ws = self.ws("results")
        rounds = rs.grid == "rounds"
        first_res = len(rs.columns) + 1
        count = spec.n_rounds if rounds else spec.rows
        cycles = 2 if spec.double else 1
        res_width = 3 * count if rounds else cycles * count
        last_res = first_res + res_width - 1
        pts_col = last_res + 1 if rs.points else None
        tb1 = last_res + 1 + (1 if rs.points else 0)
        width = tb1 + spec.criteria_count - 1
        last = lay.last_row
        _title(ws, self._event_title(), t[rs.subtitle], width)
        heads = [(c, self._head_text(col)) for c, col in enumerate(rs.columns, 1)]
        if pts_col is not None:
            heads.append((pts_col, t["pts"]))
        self._label_heads(ws, heads)
        self._columns(ws, rs.columns)
        segments: list[str] = []
        if rounds:
            self._round_block(ws, first_res, count, last, [t[h] for h in rs.heads])
        else:
            _grid_style(ws, first_res, FIRST_ROW, last_res, last, text=True)
            segments = self._cross_block(ws, first_res, count, cycles, t[rs.heads[0]], (t[rs.heads[1]], t[rs.heads[2]]))
        self._name("results", _abs(ws.title, first_res, FIRST_ROW, last_res, last))
        guard = f"IF(COUNTA({n['results']})=0,\"\","  # (a crosstable's diagonal holds nothing: 0 when empty)
        if pts_col is not None:
            self._points_column(ws, pts_col, guard)
        self._criteria_columns(ws, rs, tb1, guard)
        for v in rs.validations:
            sqref = " ".join(segments) if v.column is None else self._round_columns(first_res, count, v.column, last)
            prompt = (t[v.prompt[0]], t[v.prompt[1]])
            if v.choices is None:
                _dv_prompt(ws, sqref, *prompt)
            elif v.choices == "colours":
                _dv_list(ws, f"{t['white']},{t['black']}", sqref, prompt=prompt,
                         error=f"{t['colour']}: {t['white']}, {t['black']}")
            else:
                _dv_list(ws, v.choices, sqref, prompt=prompt, error=t[v.error] if v.error else None)
        lay.results_sheet = ws.title
        lay.results_first_col = first_res
        lay.results_width = res_width
        for c in range(first_res, last_res + 1):
            ws.column_dimensions[_col(c)].width = rs.widths[(c - first_res) % len(rs.widths)]
        if pts_col is not None:
            ws.column_dimensions[_col(pts_col)].width = 5.5
        for k in range(spec.criteria_count):
            ws.column_dimensions[_col(tb1 + k)].width = rs.criteria_width
        _sheet_note(ws, last + 2, _w(rs.note, spec.lang), width, _units(ws, 1, width))
        end = self._messages_block(ws, last + 4, width, guard)
        ws.freeze_panes = f"{_col(first_res)}{FIRST_ROW}"
        _fit_a4(ws, width, end, one_page=not rounds and count <= 60, title_rows="3:4",
                title_cols="A:B" if rounds else None)

    def _points_column(self, ws: Any, pts_col: int, guard: str) -> None:
        f, n, last = self.f, self.n, self.layout.last_row
        _grid_style(ws, pts_col, FIRST_ROW, pts_col, last, fill=_CALC_FILL)
        apply = _style_fn(self.wb, ("font", _BOLD), ("number_format", ONE_DECIMAL))
        for r in range(FIRST_ROW, last + 1):
            apply(ws.cell(row=r, column=pts_col))
        _array(ws, pts_col, FIRST_ROW, pts_col, last, f"={guard}{self._call('points', [n['results'], '', n['settings']])})")

    def _criteria_columns(self, ws: Any, rs: ResultsSheet, tb1: int, guard: str) -> None:
        """The ranking criteria from column ``tb1`` (the spec's ``criteria_codes``, then unused
        slots): one array formula each (``guard``: the formula's ``IF(...,"",`` in front, blank
        while nothing is typed), headed by the code of the slot, each looking as its code says
        (:func:`~xl_tiebreaks.templates.styles._slot_looks`)."""
        spec, t, f, n, last = self.spec, self.t, self.f, self.n, self.layout.last_row
        count = spec.criteria_count
        codes = spec.criteria_codes
        self._tiebreak_heads(ws, tb1, count, t[rs.criteria_label], role=rs.criteria_role, used=len(codes))
        call = "INDEX(" + self._call("tiebreaks", [n[a] for a in rs.criteria_args]).replace("{", "{{").replace(
            "}", "}}") + ",0,{k})"
        for k in range(count):
            _array(ws, tb1 + k, FIRST_ROW, tb1 + k, last, f"={guard}{call.format(k=k + rs.criteria_first)})")
        _slot_looks(ws, tb1, count, len(codes), (FIRST_ROW, last), formats=rs.formats, codes=codes)
        if rs.bold_first:
            bold = _style_fn(self.wb, ("font", _BOLD))
            for r in range(FIRST_ROW, last + 1):
                bold(ws.cell(row=r, column=tb1))

    # standings --------------------------------------------------------------------------------
    def _standings_sheet(self, st: StandingsSheet) -> None:
        """One array formula ``function(args)`` filling a table as tall as the results (header
        row 4): rank, start number, name, the scores (``fixed_formats``: column -> number
        format), then one column per tie-break slot, each looking as the code the formula
        writes in its header says (:func:`~xl_tiebreaks.templates.styles._slot_looks`; an
        unused slot: no colour, no border)."""
        spec, t, f, n = self.spec, self.t, self.f, self.n
        call = self._call(st.function, [n[a] for a in st.args])
        call = f"IF(COUNTA({n['results']},{n['names']})=0,\"\",{call})"
        width = st.fixed + spec.n_slots
        first_slot = st.fixed + 1
        codes = [c for c in spec.tiebreak_order if c.upper() not in st.hidden]
        ws = self.ws("standings")
        _title(ws, self._event_title(), t["sub_standings"], width)
        top = 4
        bottom = top + spec.rows
        # under the title, the first message (a mistake, else a warning, else "no warnings"): a
        # mistake that stops the standings is read where they would be, whole (issue 23)
        guard = f"IF(COUNTA({n['results']},{n['names']})=0,"
        ws["A2"] = f'={guard}"{_quoted(t["sub_standings"])}",INDEX({self._messages_call()},2,1))'
        ws["A2"].alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
        ws["A2"].font = Font(name=FONT, size=10, bold=True, color="9C0006")
        ws.row_dimensions[2].height = 40
        _array(ws, 1, top, width, bottom, f"={call}")
        for c in range(1, width + 1):
            cell = ws.cell(row=top, column=c)
            cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
        _grid_style(ws, 1, top + 1, width, bottom)
        for r in range(top + 1, bottom + 1):
            _styled(ws.cell(row=r, column=3), ("alignment", _LEFT))
            for c in st.bold:
                _styled(ws.cell(row=r, column=c), ("font", _BOLD))
        for c, fmt in st.fixed_formats.items():
            _number_format(ws, c, (top + 1, bottom), fmt)
        # the tie-break columns look as the codes in the header say; the conditions read a copy of
        # each header in the hidden row 3 (LibreOffice does not evaluate a conditional format again
        # when the array formula's answer arrives, but does when a plain formula's value changes)
        for c in range(first_slot, width + 1):
            ws.cell(row=top - 1, column=c, value=f"={_col(c)}{top}&\"\"")
        ws.row_dimensions[top - 1].hidden = True
        _slot_looks(ws, first_slot, width - first_slot + 1, len(codes), (top + 1, bottom), code_row=top - 1,
                    formats=st.formats, codes=codes, fill=None, heads=[(top, _HEAD_FILL, Font(b=True, color="FFFFFF"))])
        for col, w in st.widths.items():
            ws.column_dimensions[col].width = w
        for c in range(len(st.widths) + 1, width + 1):
            ws.column_dimensions[_col(c)].width = 8
        self._messages_block(ws, bottom + 2, width, f"IF(COUNTA({n['results']},{n['names']})=0,\"\",")
        ws.freeze_panes = f"A{top + 1}"
        _print_setup(ws, f"{top}:{top}", landscape=False)
        if st.wrap_heads:  # ("Puntos partida" / "Game points" in two lines)
            for c in range(1, width + 1):
                ws.cell(row=top, column=c).alignment = Alignment(horizontal="center", vertical="center",
                                                                 wrap_text=True)
            ws.row_dimensions[top].height = 30

    # instructions -------------------------------------------------------------------------------
    def _instructions_sheet(self, lines: Sequence[str]) -> None:
        """Line 1 the title; ``# `` a heading, four spaces a formula or a command shown as text.

        A paragraph is laid out one printed line per row (:func:`text_lines`, Calibri's widths
        with a margin), so that no row depends on a height the spreadsheet would have to fit
        (LibreOffice does not fit rows as it opens an .xlsx: a paragraph in one wrapped cell
        overlapped the next one, and an estimated height left gaps). A formula or a command
        stays in one cell, wrapped, as tall as its lines in a monospaced font. Columns A and
        B are printed (B: a margin for a line drawn a little wider than measured)."""
        ws = self.ws("instructions")
        width = 100
        ws.column_dimensions["A"].width = width
        ws.column_dimensions["B"].width = 4
        ws["A1"] = lines[0]
        ws["A1"].font = _TITLE_FONT
        ws.row_dimensions[1].height = 22
        # A2: reserved for the note of a computed copy
        r = 3
        code_font = Font(name="Consolas", size=10)
        code_fill = PatternFill("solid", fgColor="F2F2F2")
        heading = Font(name=FONT, bold=True, size=12, color="1F4E78")
        plain = Font(name=FONT, size=11)
        for line in lines[1:]:
            if line.startswith("# "):
                cell = ws.cell(row=r, column=1, value=line[2:])
                cell.font = heading
                cell.alignment = Alignment(horizontal="left", vertical="bottom")
                ws.row_dimensions[r].height = 22
                r += 1
            elif line.startswith("    "):
                code = line.strip()
                cell = ws.cell(row=r, column=1, value=code)
                cell.data_type = "s"  # a formula shown as text, not entered
                cell.font = code_font
                cell.fill = code_fill
                cell.alignment = _WRAP
                n = -(-len(code) // CODE_CHARS)
                if n > 1:
                    ws.row_dimensions[r].height = 13.5 * n
                r += 1
            else:
                for part in text_lines(line, width):
                    cell = ws.cell(row=r, column=1, value=part)
                    cell.font = plain
                    cell.alignment = _LEFT
                    r += 1
        ws.print_area = f"A1:B{r - 1}"
        _print_setup(ws, landscape=False, centered=False)

