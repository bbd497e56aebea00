"""Fuzzing the workbook reader: arbitrary values typed into a template's results, settings,
names and ratings cells give standings or the product's documented error (TiebreakError,
located), never another exception; and the cell a message names (``Rondas!C8``) holds what
the message is about. CI: a quarter of the profile's examples (workbooks are slow to write);
HYPOTHESIS_PROFILE=long: 2,500 per layout."""

from __future__ import annotations

import datetime as dt
import io
import re
from decimal import Decimal
from fractions import Fraction

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook
from openpyxl.utils.exceptions import IllegalCharacterError

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.templates import NAMES, TemplateSpec, save_workbook
from xl_tiebreaks.templates.workbooks import build_workbook
from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

CELL = st.one_of(
    st.none(),
    st.sampled_from(["1", "0", "½", "=", "+", "-", "1/2", "0,5", "X", "BYE", "H", "Z", "F", "U", "NP", "w", "b",
                     "Blancas", "Negras", "3w1", "2b½", "99w1", "1-0", "+/-", "Retirado", "LIBRE", "  ", "#N/A"]),
    st.integers(-5, 200),
    st.floats(allow_nan=True, allow_infinity=True, width=32),
    st.booleans(),
    st.dates(min_value=dt.date(1900, 1, 1), max_value=dt.date(2100, 1, 1)),
    st.text(max_size=12),
)
EXAMPLES = max(10, settings.default.max_examples // 4)


def _template(kind: str):
    spec = TemplateSpec(kind, 6, 3 if kind == "swiss" else None, lang="es" if kind == "swiss" else "en")
    wb, _ = build_workbook(spec)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue(), NAMES[spec.lang]


TEMPLATES = {k: _template(k) for k in ("swiss", "round_robin")}


def _cells(wb, name):
    dn = wb.defined_names.get(name)
    sheet, ref = dn.attr_text.rsplit("!", 1)
    ws = wb[sheet.strip("'")]
    return [c for row in ws[ref.replace("$", "")] for c in (row if isinstance(row, tuple) else (row,))]


@pytest.mark.parametrize("kind", ["swiss", "round_robin"])
@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data())
def test_any_typed_values_give_standings_or_a_located_message(kind, data, tmp_path_factory):
    raw, names = TEMPLATES[kind]
    wb = load_workbook(io.BytesIO(raw))
    for role in ("results", "settings", "names", "ratings"):
        if wb.defined_names.get(names[role]) is None:
            continue
        cells = _cells(wb, names[role])
        for _ in range(data.draw(st.integers(0, 12), label=f"{role} edits")):
            cell = cells[data.draw(st.integers(0, len(cells) - 1), label="which")]
            if role == "settings" and cell.column == cells[0].column:
                continue  # keep the keys; fuzz the values
            value = data.draw(CELL, label="value")
            try:
                cell.value = value
            except (IllegalCharacterError, ValueError):  # what openpyxl itself refuses to write
                cell.value = None  # (control characters...); a refused assignment can leave the cell half-set

    path = tmp_path_factory.mktemp("fuzz") / "event.xlsx"
    save_workbook(wb, path)
    try:
        st_, _notes = workbook_standings(read_workbook(path))
    except TiebreakError as e:
        assert e.message("en") and e.message("es")
        event(f"{e.code} ({'a cell' if e.location else 'no place'})")
        assert_names_the_cell(e, load_workbook(path))
    else:
        assert len(st_.ranks) == len(st_.tournament.participants)


_CELL = re.compile(r"(?:'((?:[^']|'')+)'|([^\s'!(),:]+))!([A-Z]+)(\d+)(:[A-Z]+\d+)?")
#: codes about a cell whose value the message does not repeat (it says what is wrong with it)
_NO_VALUE = {"grid_self_paired", "settings_unknown_key", "range_rows_not_start_order"}
#: codes about a round's opponent: a one-cell entry (``2b½``) is named by its opponent (``opponent 2``)
_OPPONENT = {"grid_opponent_missing", "sw_opponent_mismatch", "sw_paired_twice", "team_grid_opponent_missing",
             "team_opponent_missing"}
#: codes whose cell may be the blank one: a result missing on one side of a game
_BLANK_OK = {"sw_result_mismatch", "ct_asymmetric", "ct_rounds_missing"}


def _shown(v) -> set[str]:
    """How a cell's value may appear in a message."""
    if isinstance(v, bool):
        return {"TRUE", "FALSE", "True", "False", "VERDADERO", "FALSO"}
    if isinstance(v, (dt.date, dt.datetime, dt.time)):
        out = {"date", "fecha", str(v), v.isoformat()}
        if isinstance(v, dt.datetime):
            out |= {str(v.date()), v.strftime("%d/%m/%Y")}
        elif isinstance(v, dt.date):
            out.add(v.strftime("%d/%m/%Y"))
        return out
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")):
            return {"nan", "inf", "NaN", "number", "número"}
        out = {repr(v), str(v), f"{v:g}"}
        if v.is_integer():
            out.add(str(int(v)))
        if v % 1 == 0.5:
            out |= {f"{int(v) if int(v) else ''}½", str(v).replace(".", ",")}
        frac = Fraction(v).limit_denominator(1000)
        out |= {f"{frac.numerator}/{frac.denominator}", format(v, ".15g"), format(Decimal(repr(v)), "f"),
                format(Decimal(repr(v)).normalize(), "f")}
        # a Spanish message writes the language's decimal mark (issue 23 item 8): '-1,899999976158142'
        return out | {s.replace(".", ",") for s in out}
    return {str(v).strip()}


def assert_names_the_cell(e: TiebreakError, wb) -> None:
    """Every located message names a cell of the workbook, and that cell holds the value the
    message is about (the player it names is that row's)."""
    for lang in ("en", "es"):
        msg = e.message(lang)
        if not e.location:
            continue
        m = _CELL.match(msg)
        assert m, f"a located message names no cell: {msg}"
        sheet = (m.group(1) or "").replace("''", "'") or m.group(2)
        assert sheet in wb.sheetnames, msg
        if m.group(5):
            continue  # a message about a whole range (Rondas!C5:Q28)
        value = wb[sheet][f"{m.group(3)}{m.group(4)}"].value
        if e.code in _BLANK_OK and (value is None or str(value).strip() == ""):
            continue
        assert value is not None and str(value).strip() != "", f"{msg}: the cell named is blank"
        if e.code in _NO_VALUE:
            continue
        body = msg.split(": ", 1)[1]
        shown = _shown(value)
        lead = re.match(r"\s*(\d+)", value) if isinstance(value, str) and e.code in _OPPONENT else None
        if lead:
            shown.add(lead.group(1))
        # a message may quote the part of a one-cell entry that is wrong ('/' of 1/2, the colour)
        shown |= {q for q in re.findall(r"'([^']+)'", body) if q.strip() and q in str(value)}
        assert any(s and s in body for s in shown), f"{msg}: the cell named holds {value!r}"


# ---------------------------------------------------------------------------------------------
# a filled workbook with a few cells typed over: the errors organisers actually make

TYPED = st.one_of(
    st.integers(0, 12),
    st.sampled_from(["1", "0", "½", "=", "+", "-", "Blancas", "Negras", "White", "Black", "w", "b", "n", "BYE",
                     "LIBRE", "H", "F", "Z", "NP", "Retirado", "X", "2-0", "1-0", "Verde", "12w1", "3b½", "",
                     "mil", "2100", "FIDE2099", "XYZ", "ayer", "liga"]),
    st.sampled_from([0.5, 1.5, 2.0, 1899.0]),
    st.none(),
)


def _filled(kind: str):
    spec = TemplateSpec(kind, 8, 3 if kind == "swiss" else None, lang="es" if kind == "swiss" else "en")
    wb, _ = build_workbook(spec)
    names = NAMES[spec.lang]
    for k, cell in enumerate(_cells(wb, names["names"])[:8]):
        cell.value = f"Jugador {chr(65 + k)}"
    for k, cell in enumerate(_cells(wb, names["ratings"])[:8]):
        cell.value = 2000 - 25 * k
    res = _cells(wb, names["results"])
    width = len({c.column for c in res})
    grid = [res[i * width:(i + 1) * width] for i in range(len(res) // width)]
    if kind == "swiss":  # two rounds of a Swiss: 1-5 2-6 3-7 4-8, then 5-2 6-1 7-4 8-3
        white, black = "Blancas", "Negras"
        for rnd, pairs in enumerate(([(1, 5, "1"), (2, 6, "½"), (3, 7, "0"), (4, 8, "1")],
                                     [(5, 2, "0"), (6, 1, "½"), (7, 4, "1"), (8, 3, "½")])):
            for w, b, r in pairs:
                for me, opp, col, score in ((w, b, white, r), (b, w, black, {"1": "0", "0": "1", "½": "½"}[r])):
                    grid[me - 1][3 * rnd].value = opp
                    grid[me - 1][3 * rnd + 1].value = col
                    grid[me - 1][3 * rnd + 2].value = score
    else:  # a whole round robin: the lower number wins, every fifth game drawn
        for i in range(8):
            for j in range(8):
                if i != j:
                    drawn = (i + j) % 5 == 0
                    grid[i][j].value = "½" if drawn else ("1" if i < j else "0")
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue(), names


FILLED = {k: _filled(k) for k in ("swiss", "round_robin")}


@pytest.mark.parametrize("kind", ["swiss", "round_robin"])
@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data())
def test_a_filled_workbook_typed_over_names_the_cell(kind, data, tmp_path_factory):
    raw, names = FILLED[kind]
    wb = load_workbook(io.BytesIO(raw))
    roles = data.draw(st.lists(st.sampled_from(["results", "results", "results", "ratings", "settings", "order"]),
                               min_size=1, max_size=3), label="where")
    for role in roles:
        if wb.defined_names.get(names[role]) is None:
            continue
        cells = _cells(wb, names[role])
        if role == "results":
            cells = [c for c in cells if c.value not in (None, "X")] or cells
        cell = cells[data.draw(st.integers(0, len(cells) - 1), label="which")]
        if role == "settings" and cell.column == cells[0].column:
            continue
        cell.value = data.draw(TYPED, label="value")
    path = tmp_path_factory.mktemp("typed") / "event.xlsx"
    save_workbook(wb, path)
    try:
        workbook_standings(read_workbook(path))
    except TiebreakError as e:
        event(e.code)
        assert_names_the_cell(e, load_workbook(path))


# ---------------------------------------------------------------------------------------------
# damaged workbooks (issue 14): sheets renamed or deleted (as openpyxl and as Excel do it),
# names deleted, orders with manual criteria or Fore Buchholz, TRUE/FALSE and hostile numbers
# typed anywhere; every command that reads a workbook gives values or a message.

ORDER = st.sampled_from(["LOTS", "SORTEO", "PLAYOFF", "MANUAL", "FB", "FB/C1", "AOB/F", "BH/C99", "KS/L-5",
                         "BH/C99999999", "KS/L150", "DE", "XYZ", True, 1e308, None, "BH", "SB"])
SETTING = st.sampled_from([None, 0, 2026.0, "2026.0", "01/03/26", 1e308, float("inf"), -5, True, False, "x",
                           "FIDE2024", "suizo", 99, "5/5/5"])
TEAM_TEMPLATES: dict[str, bytes] = {}


def _team_template() -> bytes:
    if not TEAM_TEMPLATES:
        from xl_tiebreaks.templates import TeamTemplateSpec

        wb, _ = build_workbook(TeamTemplateSpec("swiss", 4, 2, 3, lang="en"))
        buf = io.BytesIO()
        wb.save(buf)
        TEAM_TEMPLATES["t"] = buf.getvalue()
    return TEAM_TEMPLATES["t"]


def _from_trf(kind: str) -> bytes:
    """A template filled by from-trf (a Swiss, English), so that most damage meets data."""
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates.workbooks import tournament_workbook

    if kind not in FROM_TRF:
        from pathlib import Path

        t = read_trf(Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf").tournament
        wb, _ = tournament_workbook(t, lang="en")
        buf = io.BytesIO()
        wb.save(buf)
        FROM_TRF[kind] = buf.getvalue()
    return FROM_TRF[kind]


FROM_TRF: dict[str, bytes] = {}


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data())
def test_damaged_workbooks_give_values_or_a_message(data, tmp_path_factory):
    from xl_tiebreaks.export import workbook_to_trf
    from xl_tiebreaks.workbook.compute import compute

    from .hostile import rename_sheet

    source = data.draw(st.sampled_from(["filled", "swiss", "round_robin", "team"]), label="workbook")
    raw = {"filled": lambda: _from_trf("swiss"), "team": _team_template}.get(source, lambda: TEMPLATES[source][0])()
    wb = load_workbook(io.BytesIO(raw))
    for _ in range(data.draw(st.integers(0, 3), label="damages")):
        what = data.draw(st.sampled_from(["rename", "excel-rename", "delete", "excel-delete", "name", "order",
                                          "setting", "cell"]), label="damage")
        sheets = [s for s in wb.sheetnames]
        if what in ("rename", "excel-rename", "delete", "excel-delete") and len(sheets) > 1:
            old = data.draw(st.sampled_from(sheets), label="sheet")
            new = None if "delete" in what else data.draw(st.sampled_from(["X", "Rondas 2", "It's", old + " "]))
            if new in wb.sheetnames:
                continue
            rename_sheet(wb, old, new, excel=what.startswith("excel"))
        elif what == "name" and wb.defined_names:
            del wb.defined_names[data.draw(st.sampled_from(sorted(wb.defined_names)), label="name")]
        else:
            role = {"order": "order", "setting": "settings", "cell": "results"}.get(what, "results")
            found = [n for lang in NAMES.values() for r, n in lang.items() if r == role and n in wb.defined_names]
            if not found:
                continue
            try:
                cells = _cells(wb, found[0])
            except (KeyError, ValueError):
                continue
            cell = cells[data.draw(st.integers(0, len(cells) - 1), label="which")]
            if role == "settings" and cell.column == cells[0].column:
                continue
            value = data.draw({"order": ORDER, "settings": SETTING}.get(role, CELL), label="value")
            try:
                cell.value = value
            except (IllegalCharacterError, ValueError):  # what openpyxl itself refuses to write
                cell.value = None
    path = tmp_path_factory.mktemp("damaged") / "event.xlsx"
    wb.save(path)
    for step in ("standings", "to-trf", "compute"):
        try:
            if step == "standings":
                workbook_standings(read_workbook(path))
            elif step == "to-trf":
                workbook_to_trf(path)
            elif data.draw(st.integers(0, 3), label="compute too") == 0:
                report = compute(path, path.with_name("out.xlsx"))
                text = "\n".join(report.lines())
                assert "internal error" not in text and "error interno" not in text, text
        except TiebreakError as e:
            assert e.message("en") and e.message("es")
            assert e.code != "internal", e.message("en")
            if step == "standings":  # a located message names a cell that holds what it is about
                assert_names_the_cell(e, load_workbook(path))
