"""The templates without the add-in: the same workbooks as the add-in's (sheets, layouts,
languages, print set-up), drawn by a :class:`~xl_tiebreaks.templates.builder.Builder` whose
computed cells are plain formulas of the spreadsheet's own functions, compiled by
:class:`~.compiler.Compiler` onto a hidden workings sheet.

What changes against the add-in's template: the computed columns and the standings (one
formula per cell, no array formula), the tie-break order on the Settings sheet (fixed: the
formulas were made for it; a changed code makes the workbook say so), the Categories sheet
(says it needs the add-in) and the Instructions sheet (what this workbook computes and reads).
"""

from __future__ import annotations

from typing import Any

from openpyxl.styles import Alignment, Font

from ..templates.builder import Builder
from ..templates.specs import ResultsSheet, StandingsSheet
from ..templates.styles import (
    FONT,
    _BOLD,
    _BORDER,
    _CALC_FILL,
    _CENTER,
    _HEAD_FILL,
    _HEAD_FONT,
    _LEFT,
    _SUB_FILL,
    _col,
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
)
from ..templates.words import FIRST_ROW, ONE_DECIMAL
from ..texts import template, text
from .calc import Calc, col, literal, quote
from .compiler import Compiler, Inputs

#: the messages the formulas write (codes of messages/noaddin.tsv)
_MESSAGES = ("na_cell", "na_pair", "na_setting", "na_date", "na_score_order", "na_rules", "na_order", "na_round",
             "na_rating", "na_de_levels", "na_needs_addin", "na_notation", "na_w_edition", "na_w_games",
             "na_w_points", "na_w_odd", "na_w_blank", "na_w_unrated", "warn_bye_points_cell", "w_bye_points_pab",
             "w_bye_points_full_bye", "w_bye_points_half_bye", "w_bye_like_win", "w_bye_like_draw",
             "date_order_ambiguous", "date_ambiguous", "na_w_needs_addin")


class NoAddinBuilder(Builder):
    """A :class:`~xl_tiebreaks.templates.builder.Builder` drawing the template without the
    add-in (see the module docstring). ``self.comp`` is its compiler once the results sheet
    is drawn."""

    #: (the drawing of the shared sheets leaves out what needs the add-in: the prize sheet's lists)
    noaddin = True

    comp: Compiler

    def build(self) -> Any:
        kind, t, spec = self.kind, self.t, self.spec
        self._create_sheets({role: t[word] for role, word in kind.sheets})
        ws = self.wb.create_sheet(text("na_sheet_workings", spec.lang))
        ws.sheet_state = "hidden"
        self.layout.sheets["workings"] = ws.title
        self.calc = Calc(ws, FIRST_ROW, self.layout.last_row, spec.lang)
        sets = kind.settings(spec, t)
        # (no function of ours answers here: no column message to say short)
        sets["rows"] = [row for row in sets["rows"] if row[0] != "messages"]
        sets["lists"] = {k: v for k, v in sets["lists"].items() if k != "messages"}
        self._settings_sheet(**sets)
        self._fixed_order()
        for sheet in kind.lists:
            self._list_sheet(sheet)
        self._results_sheet(kind.results)
        if self.layout.sheets.get("categories"):
            self._categories_message()
        if self.layout.sheets.get("prizes"):  # the bases and the players' data, for `xl-tiebreaks prizes`
            from ..templates.individual import _prizes

            _prizes(self)
        self._standings_sheet(kind.standings)
        from .instructions import instructions_lines

        self._instructions_sheet(instructions_lines(spec, self.layout, self.comp))
        self.calc.set(1, 1, text("na_workings_title", spec.lang))
        self.wb.active = 0
        return self.layout

    # the settings sheet: the order the formulas compute ---------------------------------------
    def _fixed_order(self) -> None:
        """The order cells are not typed in (grey, no drop-down): the formulas compute this
        order; a changed cell makes every computed cell say so."""
        ws = self.ws("settings")
        rows = set(self.layout.order_rows)
        for r in rows:
            c = ws.cell(row=r, column=2)
            c.fill = _SUB_FILL
        keep = []
        for dv in ws.data_validations.dataValidation:
            cells = {(cr.min_row, cr.min_col) for cr in dv.sqref.ranges}
            if any(row in rows and colno == 2 for row, colno in cells):
                continue
            keep.append(dv)
        ws.data_validations.dataValidation = keep

    # the add-in's messages: none here (the formulas' own status cell says a mistake; the edition
    # follows the date cell, as the instructions sheet says) ------------------------------------
    def _date_note(self, note: str) -> str:
        """The date's note as it is: RULES_AND_WARNINGS is the add-in's."""
        return note

    def _messages_block(self, ws: Any, row: int, width: int, guard: str) -> int:
        """From ``row``: a heading, then one row per line of the compiler's block of rules and
        warnings (:meth:`Compiler.warning_lines`: formulas, blank when a line does not apply),
        each in a merged cell over ``width`` columns, wrapped, two lines tall (a message prints
        whole); blank while no player is typed (``guard``, the add-in's, is not used). Returns the last row."""
        comp = self._compile()
        # (how tall a line must be to print whole: its longest wording over the block's width;
        # a merged cell's row does not grow by itself)
        chars = sum((ws.column_dimensions[col(k)].width or 8.43) for k in range(1, width + 1)) * 1.15
        lines = max(2, -(-max(len(t) for t in comp.w.values()) // max(1, int(chars))) + 1)
        head = ws.cell(row=row, column=1, value=text("tpl_messages_head", self.spec.lang))
        head.font = _BOLD
        if width > 1:
            ws.merge_cells(start_row=row, start_column=1, end_row=row, end_column=width)
        q = quote(self.layout.sheets["workings"])
        for k, b in enumerate(comp.WARNINGS, start=1):
            r = row + k
            # (blank while no player is typed: the workings' count, not the add-in's guard)
            c = ws.cell(row=r, column=1, value=f'=IF({q}{comp.c.at(comp.NU)}=0,"",{q}{comp.c.at(b)})')
            c.font = Font(name=FONT, size=9)
            c.alignment = Alignment(horizontal="left", vertical="top", wrap_text=True)
            if width > 1:
                ws.merge_cells(start_row=r, start_column=1, end_row=r, end_column=width)
            ws.row_dimensions[r].height = 12 * lines + 1
        # (the row of the first mistake, whole (WARNINGS[0]), by sheet)
        self.status_rows = {**getattr(self, "status_rows", {}), ws.title: row + 1}
        return row + len(comp.WARNINGS)

    # the compiler ------------------------------------------------------------------------------
    def _compile(self) -> Compiler:
        if getattr(self, "comp", None) is not None:
            return self.comp
        lay, spec = self.layout, self.spec
        rs: ResultsSheet = self.kind.results
        settings = self.layout.sheets["settings"]
        q = quote(settings)
        names_ws, names_col = lay.names_at
        ratings_ws, ratings_col = lay.ratings_at
        order_cells = [f"{q}$B${r}" for r in lay.order_rows]
        inputs = Inputs(
            results_sheet=lay.sheets["results"], first_col=len(rs.columns) + 1,
            names=f"{quote(names_ws)}${col(names_col)}$", ratings=f"{quote(ratings_ws)}${col(ratings_col)}$",
            settings={role: f"{q}$B${row}" for role, row in lay.settings_rows.items()},
            settings_rows=dict(lay.settings_rows), settings_sheet=settings, order_cells=order_cells,
            order_addresses=[f"{settings}!B{r}" for r in lay.order_rows])
        words = {code: template(code, spec.lang) for code in _MESSAGES}
        words["_system_swiss"], words["_system_rr"] = self.t["system_swiss"], self.t["system_rr"]
        self.comp = Compiler(spec, self.calc, inputs, words)
        self.comp.compile()
        return self.comp

    def _ref(self, block: Any, row: int) -> str:
        """A workings cell of player row ``row`` from another sheet."""
        return f"{quote(self.calc.ws.title)}{block.letter()}{row}"

    def _status(self) -> str:
        return f"{quote(self.calc.ws.title)}${self.comp.STATUS.letter()}$2"

    # the results sheet's computed columns ------------------------------------------------------
    def _points_column(self, ws: Any, pts_col: int, guard: str) -> None:
        comp = self._compile()
        self.pts_col = pts_col
        last = self.layout.last_row
        _grid_style(ws, pts_col, FIRST_ROW, pts_col, last, fill=_CALC_FILL)
        apply = _style_fn(self.wb, ("font", _BOLD), ("number_format", ONE_DECIMAL))
        st = self._status()
        shown = comp.points_shown
        short = literal(text("w_see_below", self.spec.lang))  # (the whole message: the block below)
        for r in range(FIRST_ROW, last + 1):
            cell = apply(ws.cell(row=r, column=pts_col))
            first = short if r == FIRST_ROW else '""'
            cell.value = f'=IF({st}<>"",{first},{self._ref(shown, r)})'

    def _criteria_columns(self, ws: Any, rs: ResultsSheet, tb1: int, guard: str) -> None:
        """The tie-breaks of the order, one formula per cell; headed by their codes (fixed)."""
        comp = self._compile()
        self.tb1 = tb1
        spec, t, last = self.spec, self.t, self.layout.last_row
        count = spec.criteria_count
        codes = spec.criteria_codes
        used = max(1, min(len(codes), count))
        _head(ws.cell(row=3, column=tb1), t[rs.criteria_label])
        for c in range(tb1 + 1, tb1 + used):
            _head(ws.cell(row=3, column=c), None)
        if used > 1:
            ws.merge_cells(start_row=3, start_column=tb1, end_row=3, end_column=tb1 + used - 1)
        for k in range(count):
            _head(ws.cell(row=4, column=tb1 + k), codes[k] if k < len(codes) else None, _SUB_FILL, _BOLD)
        st = self._status()
        needs = literal(text("w_see_below", spec.lang))  # (the block below says which need the add-in)
        for k, code in enumerate(codes):
            block = comp.values[k]
            for r in range(FIRST_ROW, last + 1):
                if block is None:
                    value = f'IF({self._ref(comp.USED, r)}=0,"",{needs})'
                else:
                    value = self._ref(block, r)
                ws.cell(row=r, column=tb1 + k, value=f'=IF({st}<>"","",{value})')
        _slot_looks(ws, tb1, count, len(codes), (FIRST_ROW, last), formats=rs.formats, codes=codes)
        if rs.bold_first:
            bold = _style_fn(self.wb, ("font", _BOLD))
            for r in range(FIRST_ROW, last + 1):
                bold(ws.cell(row=r, column=tb1))

    # the standings ------------------------------------------------------------------------------
    def _standings_sheet(self, st: StandingsSheet) -> None:
        """Rank, start number, name, points, the tie-breaks: one formula per cell, the player
        of each place found by his order (ties by start number)."""
        comp = self._compile()
        spec, t = self.spec, self.t
        calc = self.calc
        width = st.fixed + spec.n_slots
        codes = list(spec.tiebreak_order)
        ws = self.ws("standings")
        _title(ws, self._event_title(), t["sub_standings"], width)
        top = 4
        self.standings_top = top
        bottom = top + spec.rows
        heads = [text("w_rank", spec.lang), t["no"], t["name"], t["pts"]] + codes + [None] * (spec.n_slots - len(codes))
        for c, h in enumerate(heads[:width], 1):
            cell = ws.cell(row=top, column=c, value=h)
            cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
        at = calc.block("standings: player at place", "clasificación: jugador en el puesto")
        calc.put(at, f'=IFERROR(MATCH(A§,{calc.column(comp.ORDER)},0),"")')
        who = f"{quote(calc.ws.title)}{at.letter()}"
        status = self._status()
        needs = literal(text("w_see_below", spec.lang))  # (whole in the block below the table)
        names = self.n["names"]
        for i in range(spec.rows):
            r = top + 1 + i
            p = f"{who}{FIRST_ROW + i}"
            blank = f'OR({status}<>"",{p}="")'
            rank = f"INDEX({quote(calc.ws.title)}{self._abs_col(comp.RANK)},{p})"
            exact = f"INDEX({quote(calc.ws.title)}{self._abs_col(comp.EXACT)},{p})"
            cols = [f"IF({exact}=1,{rank},{needs})",
                    p, f'INDEX({names},{p})&""', f"INDEX({quote(calc.ws.title)}{self._abs_col(comp.points_shown)},{p})"]
            for k in range(len(codes)):
                block = comp.values[k]
                cols.append(needs if block is None else f"INDEX({quote(calc.ws.title)}{self._abs_col(block)},{p})")
            for c, f in enumerate(cols, 1):
                first = f"IF({status}<>\"\",{needs},\"\")" if (i == 0 and c == 3) else '""'
                ws.cell(row=r, column=c, value=f"=IF({blank},{first},{f})")
        _grid_style(ws, 1, top + 1, width, bottom)
        for r in range(top + 1, bottom + 1):
            _styled(ws.cell(row=r, column=3), ("alignment", _LEFT))
            for c in st.bold:
                _styled(ws.cell(row=r, column=c), ("font", _BOLD))
        for c, fmt in st.fixed_formats.items():
            _number_format(ws, c, (top + 1, bottom), fmt)
        first_slot = st.fixed + 1
        _slot_looks(ws, first_slot, width - first_slot + 1, len(codes), (top + 1, bottom), code_row=top,
                    formats=st.formats, codes=codes, fill=None, label_row=None,
                    heads=[(top, _HEAD_FILL, Font(b=True, color="FFFFFF"))])
        for colname, w in st.widths.items():
            ws.column_dimensions[colname].width = w
        for c in range(len(st.widths) + 1, width + 1):
            ws.column_dimensions[_col(c)].width = 8
        ws.freeze_panes = f"A{top + 1}"
        self._messages_block(ws, bottom + 2, width, "")
        _print_setup(ws, f"{top}:{top}", landscape=False)
        if st.wrap_heads:
            for c in range(1, width + 1):
                ws.cell(row=top, column=c).alignment = Alignment(horizontal="center", vertical="center", wrap_text=True)
            ws.row_dimensions[top].height = 30

    def _abs_col(self, block: Any) -> str:
        return f"${block.letter()}${FIRST_ROW}:${block.letter()}${self.layout.last_row}"

    # categories ----------------------------------------------------------------------------------
    def _categories_message(self) -> None:
        ws = self.ws("categories")
        _title(ws, self._event_title(), self.t["sub_categories"], 8)
        _sheet_note(ws, 4, text("na_categories", self.spec.lang), 8, _units(ws, 1, 8))
        _print_setup(ws)


def build_noaddin(spec: Any) -> tuple[Any, Any]:
    """A new template without the add-in (not saved) and its layout; see
    :func:`xl_tiebreaks.templates.workbooks.build_workbook`. It lives beside the builder, not in the
    package's ``__init__``, so that the package loads none of its parts (no circle through it).

    Raises:
        TiebreakError: ``template_noaddin_teams`` for a team template (not yet).
    """
    from openpyxl import Workbook
    from openpyxl.packaging.custom import StringProperty

    from ..errors import TiebreakError
    from ..templates.words import PROP_PREFIX
    from ..templates.kinds import KINDS
    from ..util import gc_paused

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
