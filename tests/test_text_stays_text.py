"""Text stays text in every file the product writes (issue 35, findings 1-3 and 7).

A player's name, federation, the event's name or a prize word that begins with ``=``, ``+``,
``-`` or ``@`` (a DDE payload ``=cmd|' /C calc'!A0``, ``=HYPERLINK(...)``, ``@SUM(...)``: the
OWASP "CSV injection" family) must never come out as something a spreadsheet runs, and a line
break typed in a cell (Alt+Enter) must never write TRF records of its own. The kind is tested
across every writer:

* workbooks (``from-trf`` plain, ``--no-addin``, ``--libreoffice``, ``--compute``;
  ``standings --format xlsx``; ``prizes --format xlsx``; ``compute``'s copy by the evaluator
  and by LibreOffice): each hostile text is a string cell (openpyxl's data type ``s``) and no
  ``<f>`` element of any sheet holds it; the product reads its own workbook back;
* CSV (``standings``, ``compare``, ``prizes``): the field begins with an apostrophe (OWASP's
  advice), numbers such as ``-1`` and the results ``+ - =`` are not touched, ``--raw-csv``
  writes the fields as read;
* Markdown (``prizes --format markdown``): ``|``, ``<``, ``[`` escaped;
* TRF (``to-trf`` and the writer): one line per record, whatever the texts hold (a property
  over random texts), and the file reads back to the same event except the documented cuts.
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from pathlib import Path

import openpyxl
import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.model import Participant, RoundKind, RoundRecord, Tournament
from xl_tiebreaks.readers.trf import parse_trf, write_trf
from xl_tiebreaks.readers.trf.writer import HEADER_WIDTH, NAME_WIDTH, trf_text
from xl_tiebreaks.text_cells import csv_field, markdown_cell, runs_as_formula

DATA = Path(__file__).parent / "data"

#: the hostile texts (each at most 33 characters: a TRF name holds them whole)
NAMES = ["=cmd|' /C calc'!A0", "@SUM(1+1)", "+1+cmd|' /C calc'!A0", "-2+3+cmd|' /C x'!A0",
         "=HYPERLINK(\"http://x\",\"y\")"]
EVENT = "=HYPERLINK(\"http://e\",\"event\")"
FED = "=A1"
#: what marks a hostile text inside a formula (a ``<f>`` holding one of these was written from input)
MARKERS = ("cmd|", "SUM(1+1)", "HYPERLINK(\"http://x\"", "HYPERLINK(\"http://e\"", "2+3+cmd")


def _hostile_trf(tmp_path: Path) -> Path:
    """The bundled six-player Swiss with the hostile names (players 1-5), a federation ``=A1``
    (player 4) and a hostile event name (record 012)."""
    lines = (DATA.parent.parent / "xl_tiebreaks" / "data" / "example_swiss.trf").read_text().splitlines()
    lines[0] = f"012 {EVENT}"
    for k, name in enumerate(NAMES):
        i = 6 + k  # the 001 lines: the name in columns 15-47, the federation in 54-56
        ln = lines[i].ljust(90)
        ln = ln[:14] + name.ljust(33) + ln[47:]
        if k == 3:
            ln = ln[:53] + FED + ln[56:]
        lines[i] = ln.rstrip()
    p = tmp_path / "hostile.trf"
    p.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return p


def _formulas_holding_input(path: Path) -> list[str]:
    """Every ``<f>`` element of the workbook's sheets that holds one of :data:`MARKERS`."""
    bad = []
    with zipfile.ZipFile(path) as z:
        for name in z.namelist():
            if name.startswith("xl/worksheets/") and name.endswith(".xml"):
                xml = z.read(name).decode("utf-8")
                for m in re.finditer(r"<f\b[^>]*>(.*?)</f>", xml, re.S):
                    f = m.group(1).replace("&quot;", '"').replace("&amp;", "&").replace("&apos;", "'")
                    if any(k in f for k in MARKERS):
                        bad.append(f"{name}: {f[:80]}")
    return bad


def _text_cells(path: Path, texts: list[str]) -> dict[str, list[tuple[str, str]]]:
    """text -> [(sheet!cell, openpyxl data type)] of every cell whose value is that text."""
    wb = openpyxl.load_workbook(path)
    found: dict[str, list[tuple[str, str]]] = {t: [] for t in texts}
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for c in row:
                if isinstance(c.value, str) and c.value in found:
                    found[c.value].append((f"{ws.title}!{c.coordinate}", c.data_type))
    return found


def _assert_text_stays_text(path: Path, texts: list[str]) -> None:
    """Every text of ``texts`` is in the workbook, each time as a string cell, and no formula
    holds one of them."""
    found = _text_cells(path, texts)
    for t, where in found.items():
        assert where, f"{t!r} is nowhere in {path.name}"
        assert all(dt == "s" for _, dt in where), (t, where)
    assert _formulas_holding_input(path) == []


# ---------------------------------------------------------------------------------------------
# the writing helper


def test_runs_as_formula_is_the_owasp_list():
    # OWASP CSV Injection: fields beginning with = + - @ tab or carriage return
    assert [runs_as_formula(s) for s in ("=1", "+1", "-1", "@x", "\tx", "\rx", "a=1", "", " =1")] == \
        [True, True, True, True, True, True, False, False, False]


def test_csv_field_apostrophe_but_never_on_numbers_or_results():
    assert csv_field("=cmd|' /C calc'!A0") == "'=cmd|' /C calc'!A0"
    assert csv_field("@SUM(1+1)") == "'@SUM(1+1)"
    assert csv_field("+1+cmd") == "'+1+cmd"
    assert csv_field("\t=1") == "'\t=1"
    # numbers as written (English and Spanish decimal marks) and the results + - = alone
    assert [csv_field(s) for s in ("-1", "+0.5", "-2,5", "1e3", "+", "-", "=", "½", "")] == \
        ["-1", "+0.5", "-2,5", "1e3", "+", "-", "=", "½", ""]
    assert csv_field(-1) == -1
    assert csv_field("=cmd", raw=True) == "=cmd"


def test_markdown_cell_escapes_what_breaks_a_table_or_makes_a_link():
    assert markdown_cell("a|b") == "a\\|b"
    assert markdown_cell("[x](http://e)") == "\\[x](http://e)"
    assert markdown_cell("<img src=x>") == "\\<img src=x>"
    assert markdown_cell("a\\b") == "a\\\\b"
    assert markdown_cell("a\nb\r\nc") == "a b  c"


# ---------------------------------------------------------------------------------------------
# workbooks


@pytest.mark.parametrize("flags", [[], ["--no-addin"], ["--libreoffice"], ["--compute"]],
                         ids=["plain", "no-addin", "libreoffice-names", "compute"])
def test_from_trf_writes_every_input_text_as_text(tmp_path, flags):
    trf = _hostile_trf(tmp_path)
    out = tmp_path / "event.xlsx"
    assert main(["from-trf", str(trf), "-o", str(out), "--lang", "en", *flags]) == 0
    _assert_text_stays_text(out, NAMES + [EVENT, FED])
    wb = openpyxl.load_workbook(out)
    # the cells the organiser reads them in: the players' names, the federation, the event's name
    assert wb["Settings"]["B2"].data_type == "s" and wb["Settings"]["B2"].value == EVENT
    assert wb["Settings"]["B2"].quotePrefix  # (Excel keeps it text when the cell is edited)
    assert [wb["Players"].cell(row=5 + k, column=2).value for k in range(5)] == NAMES
    if "--libreoffice" in flags:
        return  # (functions under LibreOffice's names: Excel's names are needed to read it here)
    # the product reads its own workbook back: the names as typed, in the standings
    rc = main(["standings", str(out), "--format", "csv", "--raw-csv", "-o", str(tmp_path / "s.csv")])
    assert rc == 0
    rows = list(csv.reader(io.StringIO((tmp_path / "s.csv").read_text(encoding="utf-8-sig"))))
    assert sorted(r[1] for r in rows[1:] if r[1] in NAMES) == sorted(NAMES)


def test_standings_and_prizes_workbooks_write_names_and_prize_words_as_text(tmp_path):
    trf = _hostile_trf(tmp_path)
    out = tmp_path / "standings.xlsx"
    assert main(["standings", str(trf), "--format", "xlsx", "-o", str(out)]) == 0
    _assert_text_stays_text(out, NAMES)
    prizes = tmp_path / "prizes.txt"
    word = "=HYPERLINK(\"http://x\",\"trophy\")"
    prizes.write_text(f"[prizes]\nGeneral 1 = 100\nGeneral 2 = {word}\nGeneral 3 = 50\n", encoding="utf-8")
    pout = tmp_path / "prizes.xlsx"
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--format", "xlsx", "-o", str(pout)]) == 0
    found = _text_cells(pout, [word])
    assert found[word] and all(dt == "s" for _, dt in found[word])
    assert _formulas_holding_input(pout) == []
    wb = openpyxl.load_workbook(pout)
    shown = [c.value for row in wb.active.iter_rows() for c in row if c.value in NAMES]
    assert shown and all(isinstance(v, str) for v in shown)


def _lo_reason() -> str | None:
    from xl_tiebreaks.libreoffice.office import unavailable_reason

    return unavailable_reason()


def _compute_copy_keeps_text(tmp_path: Path, engine: str) -> None:
    """The organiser's names typed as text (quote-prefixed, as Excel stores ``'=cmd...``) and
    the functions' answers that repeat them (the standings' names) stay text in the copy."""
    from xl_tiebreaks.workbook.compute import compute

    trf = _hostile_trf(tmp_path)
    src = tmp_path / "event.xlsx"
    assert main(["from-trf", str(trf), "-o", str(src), "--lang", "en"]) == 0
    out = tmp_path / "computed.xlsx"
    report = compute(src, out, engine=engine)
    assert report.formulas > 0
    _assert_text_stays_text(out, NAMES + [EVENT])
    wb = openpyxl.load_workbook(out)
    # the Rounds sheet's name column was a formula (=INDEX(names, k)&""): its value is the name, as text
    assert [wb["Rounds"].cell(row=5 + k, column=2).value for k in range(5)] == NAMES
    assert all(wb["Rounds"].cell(row=5 + k, column=2).data_type == "s" for k in range(5))
    assert main(["standings", str(out), "--format", "json", "-o", str(tmp_path / "s.json")]) == 0


def test_compute_copy_keeps_text_typed_as_text(tmp_path):
    _compute_copy_keeps_text(tmp_path, "python")


@pytest.mark.skipif(_lo_reason() is not None, reason=f"LibreOffice tests skipped: {_lo_reason()}")
def test_compute_copy_by_libreoffice_keeps_text_typed_as_text(tmp_path):
    _compute_copy_keeps_text(tmp_path, "libreoffice")


# ---------------------------------------------------------------------------------------------
# CSV and Markdown


def _csv_rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))


def test_standings_compare_prizes_csv_neutralise_input_texts(tmp_path, capsys):
    trf = _hostile_trf(tmp_path)
    prizes = tmp_path / "prizes.txt"
    prizes.write_text("[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\nGeneral 3 = 25\nGeneral 4 = 10\nGeneral 5 = 5\n"
                      "General 6 = 1\n", encoding="utf-8")
    runs = {
        "standings": ["standings", str(trf), "--format", "csv"],
        "compare": ["compare", str(trf), "--format", "csv"],
        "prizes": ["prizes", str(trf), "--prizes", str(prizes), "--format", "csv"],
    }
    for what, argv in runs.items():
        capsys.readouterr()
        assert main(argv) == 0, what
        rows = _csv_rows(capsys.readouterr().out)
        fields = [f for r in rows for f in r]
        for name in NAMES:
            assert "'" + name in fields, (what, name)
            assert name not in fields, (what, name)
        assert not [f for f in fields if runs_as_formula(f) and not re.fullmatch(r"[+-]?[\d.,]+|[+=-]", f)], what
        # with --raw-csv, as read (for programs)
        assert main([*argv, "--raw-csv"]) == 0
        raw = [f for r in _csv_rows(capsys.readouterr().out) for f in r]
        assert all(name in raw for name in NAMES), what


def test_csv_keeps_negative_numbers_and_results(tmp_path, capsys):
    """A crosstable's forfeits and a draw are written ``+``, ``-`` and ``=`` in the compare and
    standings CSV where they appear; numbers such as ``-1`` are numbers: nothing gets an
    apostrophe but input text (csv_field on the rows of csv_text)."""
    from xl_tiebreaks.render import csv_text

    assert csv_text([["name", "x", "y", "z"], ["=cmd", "-1", "+", "-0.5"]]) == "name,x,y,z\n'=cmd,-1,+,-0.5\n"
    assert csv_text([["=cmd", "-1,5", "="]], "es") == "'=cmd;-1,5;=\n"
    assert csv_text([["=cmd", -1]], raw=True) == "=cmd,-1\n"


def test_prizes_markdown_escapes_names(tmp_path, capsys):
    trf = _hostile_trf(tmp_path)
    text = trf.read_text(encoding="utf-8").splitlines()
    i = next(k for k, ln in enumerate(text) if ln.startswith("001    6"))
    evil = "A|B [x](http://e) <b>"
    text[i] = text[i][:14] + evil.ljust(33) + text[i][47:]
    trf.write_text("\n".join(text) + "\n", encoding="utf-8")
    prizes = tmp_path / "prizes.txt"
    prizes.write_text("[prizes]\nGeneral 1 = 100\nGeneral 2 = 50\n", encoding="utf-8")
    assert main(["prizes", str(trf), "--prizes", str(prizes), "--format", "markdown"]) == 0
    out = capsys.readouterr().out
    table = [ln for ln in out.splitlines() if ln.startswith("|")]
    cols = len(re.findall(r"(?<!\\)\|", table[0]))
    assert all(len(re.findall(r"(?<!\\)\|", ln)) == cols for ln in table)  # no row split in more columns
    row = next(ln for ln in table if "A\\|B" in ln)
    assert "\\[x](http://e)" in row and "\\<b>" in row
    assert not re.search(r"(?<!\\)[\[<]", "".join(table))


# ---------------------------------------------------------------------------------------------
# TRF: one line per record


_RECORDS = ("012", "042", "062", "072", "092", "XXR", "162", "202", "001")  # (202: the tie-break list, Q201)


def _one_line_per_record(text: str, n_players: int) -> None:
    lines = text.split("\r\n")
    assert lines[-1] == ""
    assert all(ln[:3] in _RECORDS for ln in lines[:-1]), [ln[:20] for ln in lines[:-1] if ln[:3] not in _RECORDS]
    assert sum(ln.startswith("001") for ln in lines) == n_players
    assert sum(ln.startswith("012") for ln in lines) == 1
    assert not re.search("[\x00-\x1f\x7f-\x9f\u2028\u2029]", text.replace("\r\n", ""))


def _event(names: list[str], feds: list[str], event: str) -> Tournament:
    """A one-round event of ``len(names)`` players: 1-2, 3-4... drew, an odd last player had
    the pairing-allocated bye."""
    n = len(names)
    parts = [Participant(i + 1, nm, federation=fd) for i, (nm, fd) in enumerate(zip(names, feds))]
    rounds = {}
    for i in range(n):
        j = i + 1 if i % 2 == 0 else i - 1
        if j < n:
            from xl_tiebreaks.model import Result

            rounds[i + 1] = [RoundRecord(RoundKind.GAME, j + 1, "w" if i % 2 == 0 else "b", Result.DRAW)]
        else:
            rounds[i + 1] = [RoundRecord(RoundKind.PAB)]
    return Tournament.build(parts, rounds, total_rounds=1, name=event)


_CONTROLS = "\n\r\t\x0b\x0c\x00\x1b\x7f\x85\u2028\u2029"
_TEXT = st.text(alphabet=st.sampled_from(list("abcXYZ áñü=+-@|'!()\"0123456789") + list(_CONTROLS)), max_size=50)


@given(names=st.lists(st.tuples(st.sampled_from(["A", "B", "C", " D", "   E", "\nF", "\tG"]), _TEXT), min_size=2, max_size=6),
       feds=st.lists(st.text(alphabet=st.sampled_from(list("ESPa=+-@") + list(_CONTROLS)), max_size=5),
                     min_size=6, max_size=6),
       event=st.one_of(_TEXT, st.integers(HEADER_WIDTH - 2, HEADER_WIDTH + 40).map(lambda k: "E" * k + "\n012 x")))
def test_trf_writer_one_line_per_record_and_reads_back(names, feds, event):
    names = [a + b for a, b in names]
    t = _event(names, feds[:len(names)], event)
    written = [trf_text(nm).strip()[:NAME_WIDTH].rstrip() for nm in names]
    cut = [len(trf_text(nm).strip()) > NAME_WIDTH for nm in names]
    clash = any(written.count(w) > 1 and any(c for w2, c in zip(written, cut) if w2 == w) for w in written)
    notes: list = []
    if clash:
        with pytest.raises(TiebreakError) as e:
            write_trf(t, notes=notes)
        assert e.value.code == "trf_names_cut_equal"
        return
    text = write_trf(t, notes=notes)
    _one_line_per_record(text, len(names))
    back = parse_trf(text).tournament
    # the same event, except the documented changes: controls a space, names cut to 33 columns,
    # the event's name to what a header line holds
    assert [p.name for p in back.participants] == written
    assert [p.federation or "" for p in back.participants] == [trf_text(f, 3).strip() for f in feds[:len(names)]]
    assert back.name == (trf_text(event).strip()[:HEADER_WIDTH].strip() or "Tournament")
    assert all(back.rounds[p.start_no] == t.rounds[p.start_no] for p in t.participants)
    changed = sum(trf_text(nm) != nm for nm in names) + sum(cut) + (trf_text(event) != event) + \
        (len(trf_text(event).strip()) > HEADER_WIDTH)
    assert len(notes) == changed


def test_to_trf_of_line_breaks_and_a_32767_character_event_name(tmp_path, capsys):
    """finding 3 and 7: an event name typed with Alt+Enter and 32,767 characters long (Excel's
    most), a player's name with a line break: to-trf writes one line per record, says what it
    changed, and the product reads the file back."""
    trf = _hostile_trf(tmp_path)
    src = tmp_path / "event.xlsx"
    assert main(["from-trf", str(trf), "-o", str(src), "--lang", "en"]) == 0
    wb = openpyxl.load_workbook(src)
    head = "Open\n042 2020/01/01\n092 Round robin "  # (36 characters)
    event = head + "z" * (32767 - 36)
    assert len(event) == 32767
    wb["Settings"]["B2"] = event
    wb["Players"]["B9"] = "Ana\r\nMaria"  # player 5
    wb["Players"]["D8"] = "ESP"  # (the reader refuses a federation =A1 in a workbook)
    wb.save(src)
    out = tmp_path / "back.trf"
    capsys.readouterr()
    assert main(["to-trf", str(src), "-o", str(out)]) == 0
    said = capsys.readouterr().err
    assert "player 5 (Ana Maria): a line break" in said and "the event's name (32767 characters) cut" in said
    text = out.read_bytes().decode("utf-8")  # (as written: CRLF)
    _one_line_per_record(text, 6)
    back = parse_trf(text).tournament
    assert [p.name for p in back.participants] == NAMES[:4] + ["Ana Maria", "F"]
    assert back.name == ("Open 042 2020/01/01 092 Round robin " + "z" * (32767 - 36))[:HEADER_WIDTH]
    assert back.pairing_system.value == "swiss"  # (no 092 Round robin read from the name)


def test_trf_names_cut_equal_refused_naming_both():
    a, b = "X" * 40 + "a", "X" * 40 + "b"
    t = _event(["Ann", a, b, "Bob"], [""] * 4, "Open")
    with pytest.raises(TiebreakError) as e:
        write_trf(t)
    assert e.value.code == "trf_names_cut_equal"
    assert (e.value.params["a"], e.value.params["b"]) == (2, 3)
    assert e.value.params["written"] == "X" * 33


def test_team_workbook_writes_team_names_as_text_and_to_trf_reads_back(tmp_path):
    """The team path of ``from-trf`` (team names, rosters) and of ``to-trf`` (``310`` records)."""
    lines = (DATA / "teams" / "sample_team_swiss_2026.trf").read_text(encoding="utf-8").splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith("310   1 Alfa"))
    lines[i] = lines[i][:8] + "=cmd|x!A" + lines[i][16:]  # (team 1's name, 8 characters for "Alfa    ")
    trf = tmp_path / "team.trf"
    trf.write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = tmp_path / "team.xlsx"
    assert main(["from-trf", str(trf), "-o", str(out), "--lang", "en"]) == 0
    _assert_text_stays_text(out, ["=cmd|x!A"])
    back = tmp_path / "back.trf"
    assert main(["to-trf", str(out), "-o", str(back)]) == 0
    text = back.read_bytes().decode("utf-8")
    assert any(ln.startswith("310   1 =cmd|x!A ") for ln in text.split("\r\n"))
