"""A date typed as text reads by one definition on every path (issue 34 item 4):
:func:`xl_tiebreaks.validate.text_date`. ``4/10/26`` in a Spanish workbook is 4 October 2026
(day/month/year, as Spanish writes dates) in a template's date cell read by the command line,
in a function's settings argument (the add-in), and in a prize list's birth dates; in English,
where it reads both ways, every path refuses it naming both readings.

By hand: 4 October 2026 is on or after 1 March 2026, so C.07 (2026) applies (C.07 (2026)
art. 1); 4 October 2025 is before it: C.07 (2024)."""

from __future__ import annotations

import datetime as dt
from pathlib import Path

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.validate import text_date

CELLS = [["2w1", "3b½"], ["1b0", "4w1"], ["4w0", "1w½"], ["3b1", "2b0"]]

#: text -> the date it reads as in Spanish (``None``: refused); the forms the core accepts
SPANISH = {
    "4/10/26": dt.date(2026, 10, 4), "04/10/2026": dt.date(2026, 10, 4), "4-10-26": dt.date(2026, 10, 4),
    "4.10.26": dt.date(2026, 10, 4), "4.10.2026": dt.date(2026, 10, 4), "2026-10-04": dt.date(2026, 10, 4),
    "2026/10/04": dt.date(2026, 10, 4), "20261004": dt.date(2026, 10, 4), "31/2/26": None,
}


@pytest.mark.parametrize("typed", sorted(SPANISH))
def test_the_forms_the_core_reads(typed):
    want = SPANISH[typed]
    if want is None:
        with pytest.raises(ValueError):
            text_date(typed, "es")
    else:
        assert text_date(typed, "es") == want


def test_english_refuses_a_date_that_reads_both_ways_and_takes_one_that_reads_one_way():
    with pytest.raises(TiebreakError) as got:
        text_date("4/10/26", "en")
    assert got.value.code == "date_order_ambiguous"
    assert text_date("25/10/26", "en") == dt.date(2026, 10, 25)
    assert text_date("10/25/26", "en") == dt.date(2026, 10, 25)
    assert text_date("4.10.26", "en") == dt.date(2026, 10, 4)  # dots: day first in every language


#: a date followed by other text (an event's span, a weekday, a full stop) is the date it starts
#: with, by the same rules; before, its digits fell to the TRF's two-digit-year-first reading
#: (``4/10/25 - 6/10/25`` was 25 October 2004, and chose C.07 (2024) with no word)
TRAILING = [("4/10/25 - 6/10/25", "es", dt.date(2025, 10, 4)), ("4/3/26 - 6/3/26", "es", dt.date(2026, 3, 4)),
            ("4/10/25.", "es", dt.date(2025, 10, 4)), ("4.10.26 sáb", "en", dt.date(2026, 10, 4)),
            ("25/10/2025 (Sat)", "en", dt.date(2025, 10, 25))]


@pytest.mark.parametrize("typed,lang,want", TRAILING)
def test_a_date_followed_by_text_is_the_date_it_starts_with(typed, lang, want):
    assert text_date(typed, lang) == want


@pytest.mark.parametrize("typed", ["4/10/25 (Sat)", "10/4/2025 - 10/6/2025"])
def test_a_date_followed_by_text_that_reads_both_ways_is_still_refused_in_english(typed):
    with pytest.raises(TiebreakError) as got:
        text_date(typed, "en")
    assert got.value.code == "date_order_ambiguous"


def test_a_function_reads_the_start_of_a_span_typed_as_its_date():
    from xl_tiebreaks.udfs import RULES_AND_WARNINGS

    line = RULES_AND_WARNINGS(CELLS, None, None, [["Fecha", "4/3/26 - 6/3/26"], ["Idioma", "es"]])[0][0]
    assert "FIDE2026" in line and "2026-03-04" in line, line


@pytest.mark.parametrize("typed,edition", [("4/10/26", "FIDE2026"), ("4/10/25", "FIDE2024")])
def test_the_command_line_and_the_add_in_read_it_alike(tmp_path, typed, edition):
    from xl_tiebreaks.readers.trf import read_trf
    from xl_tiebreaks.templates import TemplateSpec, fill_tournament, save_workbook
    from xl_tiebreaks.templates.workbooks import build_workbook
    from xl_tiebreaks.udfs import RULES_AND_WARNINGS
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

    day = text_date(typed, "es")
    # the add-in: a function's settings range, Spanish
    line = RULES_AND_WARNINGS(CELLS, None, None, [["Fecha", typed], ["Idioma", "es"]])[0][0]
    assert edition in line and day.isoformat() in line, line
    # the command line: a Spanish template's date cell holding the text
    event = read_trf(Path(__file__).parent / "data" / "fide-exercises" / "held_swiss_5.trf").tournament
    wb, lay = build_workbook(TemplateSpec("swiss", 16, 5, lang="es"))
    fill_tournament(wb, lay, event)
    wb[lay.sheets["settings"]].cell(row=lay.settings_rows["date"], column=2).value = typed
    p = tmp_path / "fecha.xlsx"
    save_workbook(wb, p)
    st, _notes = workbook_standings(read_workbook(p))
    assert st.rules.rules.value == edition and st.tournament.start_date == day


def test_a_birth_date_typed_as_text_reads_the_same():
    from xl_tiebreaks.prizes import birth_value
    from xl_tiebreaks.validate import DATE_LANG

    token = DATE_LANG.set("es")
    try:
        assert birth_value("4/10/06") == dt.date(2006, 10, 4)  # (was 2004-10-06, read as TRF-16's YY/MM/DD)
        assert birth_value("2006-10-04") == dt.date(2006, 10, 4)
    finally:
        DATE_LANG.reset(token)
    token = DATE_LANG.set("en")
    try:
        with pytest.raises(ValueError):
            birth_value("4/10/06")  # day/month or month/day: not taken
    finally:
        DATE_LANG.reset(token)


@pytest.mark.parametrize("text, lang, want", [
    ("4 / 10 / 26", "es", "date_ambiguous"),  # 2004-10-26 (TRF-16 YY/MM/DD) or 4 October 2026
    ("4/10.26", "es", "date_ambiguous"),
    ("4/10.26", "en", "date_ambiguous"),
    ("13/10.04", "es", "2013-10-04"),  # its other reading, 2004-10-13, is of the same edition (2024)
    ("4/1.32", "es", "2032-01-04"),  # no 32nd of January: the day-first reading
    ("4 / 10 / 2026", "es", "2026-10-04"),  # a four-digit year: one reading
])
def test_a_two_digit_year_first_reading_never_changes_the_edition_silently(text, lang, want):
    """A date typed with spaces or two different separators is read as a TRF date; its TRF-16
    reading (YY/MM/DD: `4/10.26` is 26 October 2004) was taken silently, choosing the 2024
    edition for an event of October 2026. Now such a date is refused when its two readings fall
    under different C.07 editions (both named), on every path that reads a text date."""
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.validate import text_date

    if want == "date_ambiguous":
        with pytest.raises(TiebreakError) as e:
            text_date(text, lang)
        assert e.value.code == "date_ambiguous"
        assert "2004-10-26" in e.value.message("en") and "2026-10-04" in e.value.message("en")
    else:
        assert text_date(text, lang).isoformat() == want
