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
        from xl_tiebreaks.team_templates import TeamTemplateSpec

        wb, _ = build_workbook(TeamTemplateSpec("swiss", 4, 2, 3, lang="en"))
        buf = io.BytesIO()
        wb.save(buf)
        TEAM_TEMPLATES["t"] = buf.getvalue()
    return TEAM_TEMPLATES["t"]


def _filled(kind: str) -> bytes:
    """A template filled by from-trf (a Swiss, English), so that most damage meets data."""
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import tournament_workbook

    if kind not in FILLED:
        from pathlib import Path

        t = read_trf(Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf").tournament
        wb, _ = tournament_workbook(t, lang="en")
        buf = io.BytesIO()
        wb.save(buf)
        FILLED[kind] = buf.getvalue()
    return FILLED[kind]


FILLED: dict[str, bytes] = {}


@settings(max_examples=EXAMPLES, deadline=None)
@given(data=st.data())
def test_damaged_workbooks_give_values_or_a_message(data, tmp_path_factory):
    from hypothesis import assume  # noqa: F401

    from xl_tiebreaks.export import workbook_to_trf
    from xl_tiebreaks.workbook import compute

    from .hostile import rename_sheet

    source = data.draw(st.sampled_from(["filled", "swiss", "round_robin", "team"]), label="workbook")
    raw = {"filled": lambda: _filled("swiss"), "team": _team_template}.get(source, lambda: TEMPLATES[source][0])()
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
            except Exception:  # what openpyxl itself refuses to write
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
