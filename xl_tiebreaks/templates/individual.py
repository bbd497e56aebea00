"""The individual templates as data: a round-robin crosstable or a Swiss round grid, in Spanish
or English, drawn by :class:`~xl_tiebreaks.templates.builder.Builder`; their settings, the
Swiss categories sheet, the instructions, and a template filled with a tournament.

Layouts (row 5 is the first player in every sheet):

* round robin, sheet *Cruzada* / *Crosstable*: No., player, rating, one column per opponent
  (two blocks for a double round robin), Pts, then the chosen order (seed 000);
* Swiss, sheets *Jugadores* / *Players* (number, name, rating, federation, FIDE id,
  category) and *Rondas* / *Rounds* (No., name, per round opponent / colour / result, Pts,
  then the chosen order: seed 002), *Categorías* / *Categories* (prize lists).
"""

from __future__ import annotations

import datetime as _dt
from fractions import Fraction
from typing import Any, Sequence

from openpyxl import Workbook
from openpyxl.styles import Font

from .. import __version__
from ..errors import TiebreakError
from ..text_cells import put
from .specs import Column, Kind, Layout, ListSheet, ResultsSheet, StandingsSheet, TemplateSpec, Validation
from .styles import (
    _abs,
    _BOLD,
    _BORDER,
    _CENTER,
    _HEAD_FILL,
    _HEAD_FONT,
    _INPUT_FILL,
    _LEFT,
    FONT,
    _array,
    _col,
    _grid_style,
    _number_format,
    _print_setup,
    _sheet_note,
    _styled,
    _title,
    _units,
)
from .words import (
    _RR_SKIP,
    _SETTINGS_ROWS,
    _T,
    CODE_CHOICES,
    CODE_FORMATS,
    DEFAULT_ORDER,
    FIRST_ROW,
    FUNCS,
    NAMES,
    ONE_DECIMAL,
    RESULT_CHOICES,
    _w,
    enable_function_lines,
    legend,
)


# ---------------------------------------------------------------------------------------------
# settings


def _settings(spec: TemplateSpec, t: dict[str, Any]) -> dict[str, Any]:
    """The settings sheet's rows and lists (the builder's ``_settings_sheet``)."""
    es = spec.lang == "es"
    rr = spec.pairing == "round_robin"
    values = {
        "rules": "FIDE", "date": None, "rounds": spec.n_rounds,
        "system": t["system_rr"] if rr else t["system_swiss"],
        # the byes blank: worth a win's (a half-point bye a draw's) points under whatever scoring
        # the organiser types, 3/1/0 as well as 1/½/0 (issue 34 item 8); a value typed is kept
        "win": 1, "draw": 0.5, "loss": 0, "bye": None,
        "half_bye": None, "full_bye": None, "zero_bye": 0, "unrated": None, "round": None,
        "lang": spec.lang, "colours": spec.lang,
        "layout": t["layout_swiss"] if spec.kind == "swiss" else t["layout_cross"],
        # a message in a narrow column of values: short, whole in the block of rules and warnings
        "messages": "cortos" if es else "short",
    }
    rows = []
    for role, kes, ken, xes, xen in _SETTINGS_ROWS:
        if spec.kind == "round_robin" and role in _RR_SKIP:
            continue
        note = xes if es else xen
        if role == "bye" and spec.kind == "round_robin":
            note = ("Descanso de una liga impar: puntos (vacío: ninguno)" if es
                    else "Rest round of an odd round robin: points (blank: none)")
        rows.append((role, kes if es else ken, note, values[role]))
    return dict(
        rows=rows,
        lists={"rules": "FIDE,FIDE2024,FIDE2026", "system": f"{t['system_swiss']},{t['system_rr']}",
               "lang": "es,en", "messages": "cortos,enteros" if es else "short,whole"},
        points_row=(t["points_row"], "PTS"), order_notes=_order_notes(spec), code_choices=CODE_CHOICES,
        legend=legend(spec.lang))


def _order_notes(spec: TemplateSpec) -> list[str]:
    lang = spec.lang
    default = " ".join(DEFAULT_ORDER[spec.pairing])
    if spec.pairing == "round_robin":
        return [_w("tpl_order_default", lang, codes=default), _w("tpl_order_2009", lang, codes="DE KS SB WIN"),
                _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]
    return [_w("tpl_order_default", lang, codes=default),
            _w("tpl_order_2009_unrated", lang, codes="DE BH SB WIN"),
            _w("tpl_order_2009_rated", lang, codes="ARO TPR"),
            _w("tpl_order_de_after", lang), _w("tpl_unused_slot", lang)]


# ---------------------------------------------------------------------------------------------
# categories (Swiss)


def _categories(bld: Any) -> None:
    """The categories sheet (prize lists) of a Swiss template, drawn by the builder ``bld``: three
    tables, each the standings of the category typed in its yellow cell."""
    spec, t, f, n = bld.spec, bld.t, bld.f, bld.n
    ws = bld.ws("categories")
    blocks = 3
    bw = 6
    width = blocks * bw + (blocks - 1)
    _title(ws, bld._event_title(), t["sub_categories"], width)
    top = 5
    bottom = top + spec.players
    for b in range(blocks):
        c0 = 1 + b * (bw + 1)
        ws.cell(row=3, column=c0, value=t["cat_label"]).font = _BOLD
        cat = ws.cell(row=3, column=c0 + 2, value=t["cat_defaults"][b])
        cat.fill = _INPUT_FILL
        cat.font = Font(name=FONT, bold=True, size=12)
        cat.border = _BORDER
        ws.merge_cells(start_row=3, start_column=c0 + 2, end_row=3, end_column=c0 + 3)
        ws.cell(row=3, column=c0).alignment = _LEFT
        catref = f"${_col(c0 + 2)}$3"
        call = bld._call("category", [n['results'], catref, n['categories'], n['order'], n['names'], n['ratings'],
                                      n['settings']])
        _array(ws, c0, top, c0 + bw - 1, bottom,
               f"=IF(COUNTA({n['results']},{n['names']})=0,\"\",{call})")
        for c in range(c0, c0 + bw):
            cell = ws.cell(row=top, column=c)
            cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
        _grid_style(ws, c0, top + 1, c0 + bw - 1, bottom)
        for r in range(top + 1, bottom + 1):
            _styled(ws.cell(row=r, column=c0 + 3), ("alignment", _LEFT))
        _number_format(ws, c0 + 4, (top + 1, bottom), "0")  # Elo
        _number_format(ws, c0 + 5, (top + 1, bottom), ONE_DECIMAL)  # points
        for j, w in enumerate((6, 6, 4.5, 22, 6, 6.5)):
            ws.column_dimensions[_col(c0 + j)].width = w
        if b < blocks - 1:
            ws.column_dimensions[_col(c0 + bw)].width = 2
    # why a table may stay empty (row 4, between the categories and their tables)
    _sheet_note(ws, 4, _w("tpl_categories_note", spec.lang), width, _units(ws, 1, width))
    ws.freeze_panes = f"A{top + 1}"
    _print_setup(ws, f"3:{top}")


# ---------------------------------------------------------------------------------------------
# prizes

#: rows of the prize sheet's tables: rules (one per rule), categories, prizes; the notes'
#: rows the prize list keeps (:data:`xl_tiebreaks.prizes.explain.NOTE_ROWS`)
PRIZE_ROWS = 40
CATEGORY_ROWS = 15
_TOP = 5  # the tables' header row


def _prizes(bld: Any) -> None:
    """The prize sheet (Premios / Prizes) of an individual template, drawn by the builder
    ``bld``: the bases as three yellow tables (rules A:B, categories D:E, prizes G:K: workbook
    names ``prize_rules``, ``prize_categories``, ``prizes``), the prize list with its winners
    (one array formula of ``PRIZE_LIST``, M:T) and each player's prize and why (``PLAYER_PRIZE``
    per row). A round robin, which has no players' sheet, gets the players' data block (Fed.,
    birth year, sex, club, category, absence) here; a Swiss template's players' data range
    (``player_data``: a header row, a row per player) is on its players' sheet."""
    from ..prizes.explain import NOTE_ROWS
    from ..texts import text
    from .styles import _dv_list

    spec, t, f, n, lay = bld.spec, bld.t, bld.f, bld.n, bld.layout
    ws = bld.ws("prizes")
    rr = spec.kind == "round_robin"
    first = _TOP + 1
    # players' data: the players' sheet's columns (Swiss) or a block here (round robin)
    if rr:
        d0 = 22  # V
        heads = t["prize_data_head"]
        for j, h in enumerate(heads):
            _styled(ws.cell(row=_TOP, column=d0 + j, value=h), ("fill", _HEAD_FILL), ("font", _HEAD_FONT),
                    ("alignment", _CENTER), ("border", _BORDER))
        last = _TOP + spec.players
        for i in range(spec.players):
            r = first + i
            _styled(ws.cell(row=r, column=d0, value=i + 1), ("font", _BOLD))
            ws.cell(row=r, column=d0 + 1, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        _grid_style(ws, d0, first, d0 + len(heads) - 1, last)
        for c in range(d0 + 2, d0 + len(heads)):
            for r in range(first, last + 1):
                _styled(ws.cell(row=r, column=c), ("fill", _INPUT_FILL))
        _number_format(ws, d0 + 3, (first, last), "0")
        for j, w in enumerate((5, 24, 6, 9, 6, 18, 14, 11)):
            ws.column_dimensions[_col(d0 + j)].width = w
        ws.cell(row=_TOP - 1, column=d0, value=t["prize_note_data"]).font = Font(name=FONT, italic=True, size=9)
        bld._name("player_data", _abs(ws.title, d0 + 2, _TOP, d0 + len(heads) - 1, last))
        lay.extra_at.update({k: (ws.title, d0 + 2 + j) for j, k in
                             enumerate(("fed", "birth", "sex", "club", "category", "absent"))})
        p0 = d0 + len(heads) + 1
    else:
        pl = bld.ws("players")
        cols = [lay.extra_at[k][1] for k in ("fed", "fide_id", "category", "birth", "sex", "club", "absent")]
        bld._name("player_data", _abs(pl.title, min(cols), FIRST_ROW - 1, max(cols), lay.last_row))
        p0 = 22
    # the bases: rules, categories, prizes
    def table(c0: int, heads: Sequence[str], rows: int, widths: Sequence[float]) -> None:
        for j, h in enumerate(heads):
            _styled(ws.cell(row=_TOP, column=c0 + j, value=h), ("fill", _HEAD_FILL), ("font", _HEAD_FONT),
                    ("alignment", _CENTER), ("border", _BORDER))
            ws.column_dimensions[_col(c0 + j)].width = widths[j]
        for r in range(first, first + rows):
            for j in range(len(heads)):
                _styled(ws.cell(row=r, column=c0 + j), ("fill", _INPUT_FILL), ("border", _BORDER),
                        ("alignment", _LEFT))

    keys = t["prize_rule_keys"]
    table(1, t["prize_rules_head"], len(keys), (22, 12))
    defaults = list(t["prize_rule_defaults"]) + [""] * len(keys)
    for i, k in enumerate(keys):
        ws.cell(row=first + i, column=1, value=k).font = _BOLD
        v = defaults[i]
        ws.cell(row=first + i, column=2, value=float(v) if v.replace(".", "", 1).isdigit() else (v or None))
    rows_of = {k: first + i for i, k in enumerate(keys)}
    for key, choices in ((0, "prize_choices_yes"), (1, "prize_choices_priority"), (2, "prize_choices_ties"),
                         (6, "prize_choices_presence"), (7, "prize_choices_yes")):
        _dv_list(ws, t[choices], f"B{rows_of[keys[key]]}")
    bld._name("prize_rules", _abs(ws.title, 1, first, 2, first + len(keys) - 1))
    table(4, t["prize_categories_head"], CATEGORY_ROWS, (14, 30))
    for i, item in enumerate(t["prize_category_defaults"]):
        name, cond = item.split(";", 1)
        ws.cell(row=first + i, column=4, value=name)
        ws.cell(row=first + i, column=5, value=cond)
    bld._name("prize_categories", _abs(ws.title, 4, first, 5, first + CATEGORY_ROWS - 1))
    table(7, t["prize_table_head"], PRIZE_ROWS, (13, 7, 9, 11, 12))
    _number_format(ws, 9, (first, first + PRIZE_ROWS - 1), "0.00")
    bld._name("prizes", _abs(ws.title, 7, first, 11, first + PRIZE_ROWS - 1))
    # the prize list
    args = [n[a] for a in ("results", "prizes", "prize_categories", "prize_rules", "player_data", "order",
                           "names", "ratings", "settings")]
    guard = f"IF(COUNTA({n['prizes']})=0,\"\",IF(COUNTA({n['results']},{n['names']})=0,\"\","
    bottom = _TOP + 2 * PRIZE_ROWS + NOTE_ROWS  # PRIZE_LIST answers twice the prize table's rows
    # (a workbook without the add-in keeps the bases and the players' data for `xl-tiebreaks
    # prizes`: PRIZE_LIST and PLAYER_PRIZE are the add-in's, their cells stay blank there)
    noaddin = getattr(bld, "noaddin", False)
    # the rule published_standings (its value cell, B of its row): the range of a published
    # standings list pasted into the workbook; typed, the prize list is allocated from it (its
    # order, places and ties as printed), not from the results grid (issue 37 item 1)
    pub = f"$B${rows_of[keys[-1]]}"
    # (the workbook's players' data joins the list by start number, else by name: the names range
    # given, the data range's rows follow it, as on the grid's path; issue 37)
    listed = [f"IFERROR(INDIRECT({pub}),{pub})", n["prizes"], n["prize_categories"], n["prize_rules"], n["player_data"], "",
              n["names"], "", n["settings"]]
    # (the list's messages name its cells as the organiser sees them, Final!A7, when the rule holds
    # a sheet's range; a defined name there gives no origin: its row and column then)
    list_origin = f'IF(ISNUMBER(FIND("!",{pub})),{pub},"")'
    if not noaddin:
        _array(ws, 13, _TOP, 20, bottom,
               f"=IF(COUNTA({n['prizes']})=0,\"\",IF({pub}=\"\",IF(COUNTA({n['results']},{n['names']})=0,\"\","
               f"{bld._call('prize_list', args)}),{bld._call('prize_list', listed, list_origin)}))")  # (grid's first)
    for c in range(13, 21):
        cell = ws.cell(row=_TOP, column=c)
        cell.fill, cell.font, cell.alignment, cell.border = _HEAD_FILL, _HEAD_FONT, _CENTER, _BORDER
    _grid_style(ws, 13, first, 20, _TOP + 2 * PRIZE_ROWS)
    for r in range(first, _TOP + 2 * PRIZE_ROWS + 1):
        _styled(ws.cell(row=r, column=17), ("alignment", _LEFT))
        _styled(ws.cell(row=r, column=20), ("alignment", _LEFT))
    _number_format(ws, 18, (first, _TOP + 2 * PRIZE_ROWS), ONE_DECIMAL)
    _number_format(ws, 19, (first, _TOP + 2 * PRIZE_ROWS), "0.00")
    for j, w in enumerate((11, 6, 16, 5, 22, 6.5, 9, 48)):
        ws.column_dimensions[_col(13 + j)].width = w
    ws.column_dimensions["C"].width = 2
    ws.column_dimensions["F"].width = 2
    ws.column_dimensions["L"].width = 2
    ws.column_dimensions["U"].width = 2
    # each player's prize and why
    heads = t["prize_player_head"]
    for j, h in enumerate(heads):
        _styled(ws.cell(row=_TOP, column=p0 + j, value=h), ("fill", _HEAD_FILL), ("font", _HEAD_FONT),
                ("alignment", _CENTER), ("border", _BORDER))
    pargs = [n[a] for a in ("prizes", "prize_categories", "prize_rules", "player_data", "order", "names",
                            "ratings", "settings")]
    for i in range(spec.players):
        r = first + i
        _styled(ws.cell(row=r, column=p0, value=i + 1), ("font", _BOLD))
        ws.cell(row=r, column=p0 + 1, value=f"=INDEX({n['names']},{i + 1})&\"\"")
        call = bld._call("player_prize", [n['results'], f"{_col(p0)}{r}", *pargs])
        # (the rule published_standings typed: these cells stay blank and the note above the table
        # says the prize list holds the list's prizes. Not PLAYER_PRIZE(INDIRECT(...)): INDIRECT is
        # volatile in Excel, so every player's call would run after every edit of the workbook,
        # the rule typed or not; the prize list's one call is enough; issue 37)
        if not noaddin:
            _array(ws, p0 + 2, r, p0 + 4, r,
                   f"=IF(COUNTA({n['prizes']})=0,\"\",IF({_col(p0 + 1)}{r}=\"\",\"\",IF({pub}=\"\","
                   f"IF(COUNTA({n['results']},{n['names']})=0,\"\",{call}),\"\")))")
    if not noaddin:
        note = t["prize_player_from_list"].replace('"', '""')
        _styled(ws.cell(row=_TOP - 1, column=p0, value=f'=IF({pub}="","","{note}")'), ("font", _BOLD))
    _grid_style(ws, p0, first, p0 + 4, _TOP + spec.players)
    _number_format(ws, p0 + 3, (first, _TOP + spec.players), "0.00")
    for j, w in enumerate((5, 24, 16, 9, 90)):
        ws.column_dimensions[_col(p0 + j)].width = w
    _title(ws, bld._event_title(), text("na_prizes", spec.lang) if noaddin else t["sub_prizes"], 20)
    _sheet_note(ws, 3, t["prize_note_sheet"], 20, _units(ws, 1, 20))  # how to type the bases, wrapped
    ws.freeze_panes = f"A{first}"
    _print_setup(ws, f"{_TOP}:{_TOP}")
    ws.print_area = f"A1:T{bottom}"  # the bases and the prize list (each player's why: on screen)


# ---------------------------------------------------------------------------------------------
# instructions


def instructions_text(spec: TemplateSpec, lay: Layout) -> list[str]:
    """The instructions sheet, line by line (``# `` heading, four spaces: a formula or a
    command, shown as text). The prose comes from the message catalogue
    (:data:`xl_tiebreaks.texts.TEXTS`, ``tpl_*``), in the template's language; the formulas
    are written with the workbook's own names and the language's separator."""
    lang = spec.lang
    es = lang == "es"
    n, f, t = NAMES[lang], FUNCS[lang], _T[lang]
    swiss = spec.kind == "swiss"
    out = [_w("tpl_title", lang, version=__version__), "# " + _w("tpl_h_typing", lang)]
    if swiss:
        out += [
            _w("tpl_swiss_players", lang, sheet=t["sheet_players"]),
            _w("tpl_swiss_rounds", lang, sheet=t["sheet_rounds"], settings=t["sheet_settings"]),
            _w("tpl_swiss_no_opponent", lang, bye=t["bye_word"]),
            _w("tpl_withdrawn_swiss", lang),
            _w("tpl_swiss_text_cells", lang),
        ]
    else:
        out += [
            _w("tpl_rr_names", lang, sheet=t["sheet_cross"]),
            _w("tpl_rr_results", lang, settings=t["sheet_settings"]),
            _w("tpl_withdrawn_rr", lang),
            _w("tpl_rr_text_cells", lang),
        ]
        if spec.double:
            out.append(_w("tpl_rr_double", lang))
    out += ["# " + _w("tpl_h_columns", lang), _w("tpl_columns_intro", lang)]
    out += [f"{code}: {text}" for code, text in legend(lang)[1:]]
    out += [_w("tpl_de_column", lang), _w("tpl_unused_columns", lang), _w("tpl_decimals", lang)]
    out += ["# " + _w("tpl_h_settings", lang), _w("tpl_h_settings_text", lang)]
    out += ["# " + _w("tpl_h_enable", lang), *enable_function_lines(lang)]
    out += ["# " + _w("tpl_h_formulas", lang), _w("tpl_formulas_intro", lang)]
    sep, index = ("; ", "INDICE") if es else (", ", "INDEX")
    R = n["results"]
    out += [
        f"    ={f['points']}({R}{sep}{sep}{n['settings']})",
        f"    ={index}({f['tiebreaks']}({R}{sep}{n['criteria']}{sep}{n['ratings']}{sep}{n['settings']}){sep}0{sep}3)",
        f"    ={f['standings']}({R}{sep}{n['order']}{sep}{n['names']}{sep}{n['ratings']}{sep}{n['settings']})",
        # (with the settings: their start date chooses the C.07 edition, issue 23 item 4)
        f"    =BUCHHOLZ({R}{sep}\"FIDE\"{sep}1{sep}{sep}{sep}{n['settings']})",
    ]
    if swiss:
        out.append(f"    ={f['category']}({R}{sep}\"{t['cat_defaults'][0]}\"{sep}{n['categories']}{sep}{n['order']}{sep}"
                   f"{n['names']}{sep}{n['ratings']}{sep}{n['settings']})")
        out.append(_w("tpl_categories", lang))
    out.append(_w("tpl_defined_names", lang,
                  names=", ".join(v for k, v in n.items() if swiss or k != "categories")))
    return out


# ---------------------------------------------------------------------------------------------
# the kinds


def _players_columns(spec: TemplateSpec) -> tuple[Column, ...]:
    # the columns the prize categories read (birth year, sex, club, absence) come after the ones
    # earlier templates had, which keep their places
    return (Column("no", 5, "number"), Column("name", 32, align="left", name="names", at="names"),
            Column("rating", 7, number_format="0", name="ratings", at="ratings"), Column("fed", 6, at="fed"),
            Column("fide_id", 11, number_format="@", at="fide_id"),  # FIDE ids keep leading digits as typed
            Column("category", 16, align="left", name="categories", at="category"),
            Column("birth", 9, number_format="0", at="birth"), Column("sex", 6, at="sex"),
            Column("club", 18, align="left", at="club"), Column("absent", 11, at="absent"))


_VALIDATE_RESULTS = Validation(None, ("prompt_res_title", "prompt_res"), RESULT_CHOICES, "error_res")
_CRITERIA = dict(points=True, criteria_label="tiebreaks", criteria_role="order",
                 criteria_args=("results", "criteria", "ratings", "settings"), criteria_first=2,
                 formats=CODE_FORMATS, bold_first=False, note="tpl_sheet_note_de")
_STANDINGS = StandingsSheet("standings", ("results", "order", "names", "ratings", "settings"), fixed=4, bold=(4,),
                            widths={"A": 7, "B": 5, "C": 30, "D": 7}, fixed_formats={4: ONE_DECIMAL},
                            formats=CODE_FORMATS)
_WORDS = dict(words=_T, names=NAMES, funcs=FUNCS, settings=_settings, standings=_STANDINGS)

#: a Swiss round grid (also a round robin written round by round)
SWISS = Kind(
    sheets=(("instructions", "sheet_instructions"), ("players", "sheet_players"), ("results", "sheet_rounds"),
            ("standings", "sheet_standings"), ("categories", "sheet_categories"), ("prizes", "sheet_prizes"),
            ("settings", "sheet_settings")),
    lists=(ListSheet("players", "sub_players", _players_columns),),
    results=ResultsSheet(
        "sub_rounds", (Column("no", 4.5, "number"), Column("name", 24, "name", align="left")), "rounds",
        ("opp", "colour", "res"), (5, 8, 4.5),
        (Validation(0, ("prompt_opp_title", "prompt_opp")),
         Validation(1, ("colour", "prompt_col"), "colours"),
         Validation(2, ("prompt_res_title", "prompt_res"), RESULT_CHOICES, "error_res")),
        criteria_width=7, **_CRITERIA),
    extras=(_categories, _prizes), instructions=instructions_text, **_WORDS)

#: a round-robin crosstable
ROUND_ROBIN = Kind(
    sheets=(("instructions", "sheet_instructions"), ("results", "sheet_cross"), ("standings", "sheet_standings"),
            ("prizes", "sheet_prizes"), ("settings", "sheet_settings")),
    lists=(),
    results=ResultsSheet(
        "sub_cross", (Column("no", 4.5, "number"), Column("player", 24, align="left", name="names", at="names"),
                      Column("rating", 6, number_format="0", name="ratings", at="ratings")), "cross",
        ("results_vs", "cycle_1", "cycle_2"), (4.5,), (_VALIDATE_RESULTS,), criteria_width=6.5, **_CRITERIA),
    extras=(_prizes,), instructions=instructions_text, **_WORDS)



# ---------------------------------------------------------------------------------------------
# a filled template from a tournament (TRF)

_RES_TEXT = {"1": "1", "½": "½", "0": "0", "+": "+", "-": "-", "": None}


def _num(v: Fraction | None) -> int | float | None:
    if v is None:
        return None
    return int(v) if v.denominator == 1 else float(v)


def crosstable_fits(t: Any, order: Sequence[str]) -> bool:
    """Can ``t`` be written as a crosstable without losing what ``order`` needs? (games,
    forfeits and rest rounds only; no tie-break that needs the order of the rounds or colours)."""
    from ..model import RoundKind
    from ..spec import parse_spec
    from ..tiebreaks import NEEDS_ROUND_ORDER

    for code in order:
        s = parse_spec(code)
        if s.code in NEEDS_ROUND_ORDER or (s.code == "AOB" and s.fore):
            return False
    odd = len(t.participants) % 2 == 1
    for recs in t.rounds.values():
        for r in recs:
            if r.kind in (RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PENDING,
                          RoundKind.NOT_PLAYED):
                continue
            if r.kind is RoundKind.ABSENT and odd:
                continue
            return False
    return True


def fill_tournament(wb: Workbook, lay: Layout, t: Any, *, date: _dt.date | None = None,
                    rules: str | None = None, event: str | None = None, expelled: bool = True) -> None:
    """Write ``t`` (a :class:`~xl_tiebreaks.model.Tournament`) into a template built for it:
    players, results (:mod:`xl_tiebreaks.layouts`), the event's settings; ``expelled``: its
    expelled players as the ``expelled`` setting (:func:`add_expelled_row`; not in a template
    without the add-in, whose formulas do not read it)."""
    from ..layouts import crosstable_cells, swiss_grid_cells

    spec = lay.spec
    tx = _T[spec.lang]
    parts = list(t.participants)
    if len(parts) > spec.players:
        raise TiebreakError("template_too_many", n=len(parts), what="players", what_es="jugadores",
                            size=spec.players)
    sn_ok = [p.start_no for p in parts] == list(range(1, len(parts) + 1))
    if not sn_ok:
        raise TiebreakError("template_start_numbers")
    names_ws = wb[lay.names_at[0]]
    for i, p in enumerate(parts):
        r = FIRST_ROW + i
        put(names_ws, r, lay.names_at[1], p.name or None)
        wb[lay.ratings_at[0]].cell(row=r, column=lay.ratings_at[1], value=p.rating or None)
        for key, attr in (("fed", "federation"), ("fide_id", "fide_id"), ("sex", "sex")):
            if key in lay.extra_at:
                ws_x, c = lay.extra_at[key]
                v = (getattr(p, attr) or "").strip()
                put(wb[ws_x], r, c, v if v.strip("0") else None)
        if "birth" in lay.extra_at and p.birth:  # the TRF's birth date: its year
            from ..prizes import _trf_birth

            b = _trf_birth(p.birth)
            ws_x, c = lay.extra_at["birth"]
            wb[ws_x].cell(row=r, column=c, value=b if isinstance(b, int) else b.year if b else None)
    ws = wb[lay.results_sheet]
    c0 = lay.results_first_col
    if spec.kind == "round_robin":
        cells = crosstable_cells(t)
        n = len(parts)
        for i, row in enumerate(cells):
            for j, v in enumerate(row):
                if i == j:
                    continue
                toks = v.split() if v else []
                if spec.double:
                    for cyc in range(2):
                        tok = toks[cyc] if cyc < len(toks) else ""
                        ws.cell(row=FIRST_ROW + i, column=c0 + cyc * n + j, value=_RES_TEXT.get(tok, tok) or None)
                else:
                    ws.cell(row=FIRST_ROW + i, column=c0 + j, value=v or None)
    else:
        colour = {"w": tx["white"], "b": tx["black"]}
        rows = swiss_grid_cells(t, three=True, lang="en")
        for i, row in enumerate(rows):
            for k in range(0, len(row), 3):
                opp, col, res = row[k], row[k + 1], row[k + 2]
                if opp == "BYE":
                    opp = tx["bye_word"]
                ws.cell(row=FIRST_ROW + i, column=c0 + k, value=opp if opp != "" else None)
                ws.cell(row=FIRST_ROW + i, column=c0 + k + 1, value=colour.get(str(col)) if col else None)
                ws.cell(row=FIRST_ROW + i, column=c0 + k + 2, value=str(res) if res != "" else None)
    # settings
    ss = t.score_system
    values = {"date": date or t.start_date, "rules": rules, "rounds": t.rounds_announced, "win": _num(ss.win),
              "draw": _num(ss.draw), "loss": _num(ss.loss)}
    if not rules:
        del values["rules"]
    if spec.kind == "swiss":
        # (a bye the event leaves at its result's points is left blank: it follows the scoring)
        values.update(bye=None if ss.pab is None else _num(ss.pab),
                      half_bye=None if ss.half_bye is None else _num(ss.half_bye),
                      full_bye=None if ss.full_bye is None else _num(ss.full_bye), zero_bye=_num(ss.zero_bye))
    elif ss.pab is not None:
        values["bye"] = _num(ss.pab)
    lay.put_settings(wb, values, event or t.name)
    out = [p.start_no for p in parts if getattr(p, "expelled", False)]
    if out and expelled:
        add_expelled_row(wb, lay, out)


def add_expelled_row(wb: Workbook, lay: Layout, expelled: Sequence[int]) -> None:
    """Write the ``expelled`` setting (start numbers of the players expelled from the event,
    FIDE's 2026 endorsement checklist Q197-198; a TRF's ``XXE`` record) as a row of its own
    just below the settings rows of ``wb``'s settings sheet (the blank row before the tie-break
    order), the settings' defined name grown to take it in: the standings then leave them out
    as the TRF did. A template has no such row (nobody is expelled in a blank template)."""
    import re

    from openpyxl.workbook.defined_name import DefinedName

    from .words import _SETTING_WORDS

    ws = wb[lay.sheets["settings"]]
    r = max(lay.settings_rows.values()) + 1
    (ken, xen), (kes, xes) = _SETTING_WORDS["expelled"]
    es = lay.spec.lang == "es"
    for c in (1, 2, 3):  # (the row above's look: the key bold, the value an input cell, the note small)
        ws.cell(row=r, column=c)._style = ws.cell(row=r - 1, column=c)._style
    ws.cell(row=r, column=1, value=kes if es else ken)
    ws.cell(row=r, column=2).number_format = "@"  # "12, 31": a text, never a number or a date
    put(ws, r, 2, ", ".join(map(str, expelled)))
    ws.cell(row=r, column=3, value=xes if es else xen)
    lay.settings_rows["expelled"] = r
    for names in NAMES.values():
        name = names["settings"]
        dn = wb.defined_names.get(name)
        if dn is not None:
            wb.defined_names[name] = DefinedName(name, attr_text=re.sub(r"\$\d+$", f"${r}", dn.attr_text))
