"""Fuzzing the workbook reader: arbitrary values typed into a template's results, settings,
names and ratings cells give standings or the product's documented error (TiebreakError,
located), never another exception. CI: a quarter of the profile's examples (workbooks are
slow to write); HYPOTHESIS_PROFILE=long: 2,500 per layout."""

from __future__ import annotations

import datetime as dt
import io

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openpyxl import load_workbook

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.templates import NAMES, TemplateSpec, build_workbook, save_workbook
from xl_tiebreaks.workbook import read_workbook, workbook_standings

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
            except Exception:  # what openpyxl itself refuses to write (control characters...);
                cell.value = None  # a refused assignment can leave the cell half-set

    path = tmp_path_factory.mktemp("fuzz") / "event.xlsx"
    save_workbook(wb, path)
    try:
        st_, _notes = workbook_standings(read_workbook(path))
    except TiebreakError as e:
        assert e.message("en") and e.message("es")
    else:
        assert len(st_.ranks) == len(st_.tournament.participants)
