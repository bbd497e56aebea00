"""Hostile input, second round (issue 14): nothing outside the product harmed, no raw
exception, no unbounded work, no silent acceptance, messages that show what was typed.

Each kind of fault has a test of the whole kind: every command that writes is given a
device and a named pipe as its output, every command that reads is given them as its input,
and the guard of :mod:`tests.hostile` fails the test if anything is opened before the
refusal (these tests run as root: ``-o /dev/null --force`` must never reach /dev/null).
"""

from __future__ import annotations

import errno
import io
import os
import resource
import signal
import subprocess
import sys
import zipfile
from fractions import Fraction
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks import files, sheet, udfs
from xl_tiebreaks.cli import main
from xl_tiebreaks.errors import MESSAGES, TiebreakError
from xl_tiebreaks.model import Participant, PairingSystem, Tournament
from xl_tiebreaks.readers.trf import decode_bytes, parse_trf, read_trf, write_trf
from xl_tiebreaks.settings import parse_settings
from xl_tiebreaks.validate import shown

from .hostile import no_touch, rename_sheet  # (the fixture fifo: conftest.py)

DATA = Path(__file__).parent / "data"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"


def run(*args: str, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", *args], capture_output=True, text=True, **kw)


@pytest.fixture(scope="module")
def workbook(tmp_path_factory) -> Path:
    """A filled Swiss workbook (held_swiss_5 through from-trf), English."""
    p = tmp_path_factory.mktemp("wb") / "held.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(p), "--lang", "en"]) == 0
    return p


def cell(f, *args):
    """A spreadsheet function's answer as the cell shows it: xlwings Lite (how these tests
    load xlwings) raises the message as ValueError, classic xlwings returns it as the cell."""
    try:
        return f(*args)
    except ValueError as e:
        return [[str(e)]]


def _one_error_line(err: str) -> str:
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), err
    assert "Traceback" not in err and "Exception ignored" not in err and "internal error" not in err, err
    return lines[0]


# ---------------------------------------------------------------------------------------------
# 1. paths: only regular files (or the screen), refused before opening; bounded readers


def _writers(src_wb: Path) -> list[list[str]]:
    """Every command that writes a file, without its output path."""
    return [
        ["standings", str(HELD)],
        ["standings", str(HELD), "--format", "csv"],
        ["standings", str(HELD), "--format", "xlsx"],
        ["standings", str(src_wb)],
        ["template", "swiss", "--players", "6", "--rounds", "3", "--lang", "en"],
        ["template", "team-swiss", "--teams", "4", "--rounds", "3", "--lang", "en"],
        ["from-trf", str(HELD), "--lang", "en"],
        ["from-trf", str(HELD), "--compute", "--lang", "en"],
        ["compute", str(src_wb)],
        ["to-trf", str(src_wb)],
    ]


@pytest.mark.parametrize("force", [True, False])
@pytest.mark.parametrize("which", range(10))
def test_a_device_or_a_pipe_is_never_an_output(which, force, workbook, fifo, tmp_path, capsys):
    """``-o /dev/null --force`` once replaced /dev/null for the whole machine. Now a device,
    a named pipe, or a link to either is refused before anything is opened, with --force too."""
    cmd = _writers(workbook)[which]
    link = tmp_path / "link.xlsx"
    link.symlink_to("/dev/null")
    for out in ("/dev/null", str(fifo), str(link)):
        with no_touch("/dev/null", fifo) as hits:
            rc = main(cmd + ["-o", out] + (["--force"] if force else []))
        assert rc == 2 and not hits, (cmd, out, hits)
        line = _one_error_line(capsys.readouterr().err)
        assert "regular file" in line or "is written as .xlsx" in line or "exists" in line, line
    assert os.path.exists("/dev/null") and not os.path.isfile("/dev/null")


def test_setup_excel_never_replaces_a_device(fifo, capsys):
    for conf in ("/dev/null", str(fifo)):
        with no_touch("/dev/null", fifo) as hits:
            assert main(["setup-excel", "--config", conf]) == 2
        assert not hits
        assert "not a file" in _one_error_line(capsys.readouterr().err)


def _readers(path: str, src_wb: Path) -> list[list[str]]:
    """Every command that reads a file, given ``path`` as that file."""
    return [
        ["standings", path], ["explain", path, "--player", "1", "-t", "BH"], ["check", path],
        ["compare", path, "-t", "BH"], ["from-trf", path, "-o", "x.xlsx"], ["standings", path + ".xlsx"],
        ["compute", path], ["to-trf", path, "-o", "x.trf"], ["standings", str(HELD), "--manual", path],
    ]


@pytest.mark.parametrize("kind", ["fifo", "zero", "folder", "link"])
def test_a_device_a_pipe_or_a_folder_is_never_read(kind, workbook, fifo, tmp_path, capsys, monkeypatch):
    """A pipe blocked reading forever and /dev/zero grew memory without end: every input is
    refused unless it is a regular file, before it is opened."""
    monkeypatch.chdir(tmp_path)
    target = {"fifo": str(fifo), "zero": "/dev/zero", "folder": str(tmp_path), "link": str(fifo)}[kind]
    path = str(tmp_path / "in") if kind == "link" else target
    if kind == "link":
        os.symlink(target, path)
        os.symlink(target, path + ".xlsx")
    elif kind != "folder":
        pass
    for cmd in _readers(path, workbook):
        if cmd[1].endswith(".xlsx") and kind != "link":
            cmd = [cmd[0], path]
        with no_touch("/dev/zero", fifo) as hits:
            rc = main(cmd)
        out = capsys.readouterr()
        assert not hits, (cmd, hits)
        text = out.err + out.out
        assert rc in (1, 2), (cmd, text)
        assert ("not a file" in text or "no un fichero" in text) and "Traceback" not in text, (cmd, text)


def test_the_screen_is_an_output(workbook, capsysbinary):
    """``-o -``: text to the standard output; a workbook too when it is not a terminal."""
    assert main(["to-trf", str(workbook), "-o", "-"]) == 0
    out = capsysbinary.readouterr()
    assert out.out.startswith(b"012 ") and b"wrote -" in out.err
    assert main(["template", "swiss", "--players", "4", "--rounds", "3", "-o", "-"]) == 0
    data = capsysbinary.readouterr().out
    assert zipfile.ZipFile(io.BytesIO(data)).testzip() is None
    assert main(["compute", str(workbook), "-o", "-"]) == 0
    data = capsysbinary.readouterr().out
    assert load_workbook(io.BytesIO(data))["Rounds"]


def test_readers_are_bounded(tmp_path, monkeypatch, capsys):
    """A TRF file, a workbook and a manual-criteria file each have a size limit, said in the
    message; the file is not read past it."""
    monkeypatch.setattr(files, "MAX_TRF_BYTES", 1000)
    assert main(["standings", str(HELD)]) == 2
    assert "larger than 1000 bytes, more than any TRF file" in _one_error_line(capsys.readouterr().err)
    big = tmp_path / "big.trf"
    big.write_bytes(HELD.read_bytes() * 10)
    with pytest.raises(TiebreakError) as e:
        read_trf(big)
    assert e.value.code == "file_too_big" and "TRF file" in str(e.value)


def test_a_huge_sheet_is_refused_before_it_is_parsed(tmp_path, monkeypatch):
    """A sheet of a million rows was parsed for a minute and 500 MB before being refused: its
    rows are counted in the XML first, and openpyxl never sees it."""
    from xl_tiebreaks.workbook import reader as wbmod

    from .test_hostile_files import _xlsx_with

    rows = "".join(f'<row r="{i}"><c r="A{i}"><v>1</v></c></row>' for i in range(1, 150_001))
    path = _xlsx_with(tmp_path, '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/'
                      f'spreadsheetml/2006/main"><sheetData>{rows}</sheetData></worksheet>')

    def parsed(*a, **k):
        raise AssertionError("openpyxl parsed an oversized workbook")

    monkeypatch.setattr(wbmod, "load_workbook", parsed)
    with pytest.raises(TiebreakError) as e:
        wbmod.open_workbook(path)
    assert e.value.code == "workbook_too_big" and "sheet 'S'" in str(e.value) and "100000" in str(e.value)
    wide = _xlsx_with(tmp_path, '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/'
                      'spreadsheetml/2006/main"><sheetData><row r="1"><c r="XFD1"><v>1</v></c></row>'
                      "</sheetData></worksheet>", name="wide.xlsx")
    with pytest.raises(TiebreakError) as e:
        wbmod.open_workbook(wide)
    assert e.value.code == "workbook_too_big"
    assert "column XFD" in str(e.value)


# ---------------------------------------------------------------------------------------------
# a full disk: one line, the old file whole, nothing left behind


@pytest.mark.parametrize("which", range(10))
def test_a_full_disk_is_one_line(which, workbook, tmp_path, monkeypatch, capsys):
    cmd = _writers(workbook)[which]
    suffix = ".xlsx" if cmd[0] in ("template", "from-trf", "compute") or "xlsx" in cmd else ".txt"
    out = tmp_path / f"out{suffix}"
    out.write_bytes(b"old")

    def full(fd):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files.os, "fsync", full)
    assert main(cmd + ["-o", str(out), "--force"]) == 2
    line = _one_error_line(capsys.readouterr().err)
    assert "disk is full" in line and str(out) in line
    assert out.read_bytes() == b"old" and sorted(p.name for p in tmp_path.iterdir()) == [out.name]


def test_a_write_stopped_by_the_system_prints_no_traceback(workbook, tmp_path):
    """A real failed write (the file size limit of the process, as a full disk would stop it):
    the zip writer left half-closed printed a traceback after the error line."""
    def limit():
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4096, 4096))

    for cmd in (["compute", str(workbook)], ["template", "swiss", "--players", "60", "--rounds", "9"],
                ["standings", str(HELD), "--format", "xlsx"]):
        p = run(*cmd, "-o", str(tmp_path / "o.xlsx"), preexec_fn=limit)
        assert p.returncode == 2, p.stderr
        _one_error_line(p.stderr)
        assert not list(tmp_path.iterdir())


# ---------------------------------------------------------------------------------------------
# 2. no raw exception: zero rounds, manual criteria, renamed sheets, infinite cuts


def _no_rounds() -> list[list[object]]:
    """Three players, no round played yet: a names column under its header, round columns blank
    (a names column alone, with no header and no round, reads as the first round's cells)."""
    return [["Name", "Rd 1", "Rd 2"], ["Ana", None, None], ["Bea", None, None], ["Cid", None, None]]


def _all_functions():
    return [f for f in udfs.REGISTRY if not f.name.startswith(("TEAM_", "MATCH_", "GAME_")) and f.lang == "en"
            and f.name not in ("XLT_VERSION",)]


def _call(info, results, **kw):
    names = [p.key for p in info.params]
    args = []
    for k in names:
        args.append(kw.get(k, results if k == "results" else None))
    return cell(info.fn, *args)


@pytest.mark.parametrize("codes", ["FB", "FB/C1 BH", "AOB/F", "BH FB DE"])
def test_fore_buchholz_with_no_round_is_zero_not_an_internal_error(codes, tmp_path, capsys):
    """An event with players and no round: FB (and what uses it) is BH, 0 for all."""
    out = cell(udfs.TIEBREAKS, _no_rounds(), codes)
    assert all(v in (0, "") for row in out[1:] for v in row) and out[0] == codes.split(), out
    assert cell(udfs.FORE_BUCHHOLZ, _no_rounds()) == [["FB"], [0], [0], [0]]  # (the header row: its title)
    assert "internal" not in repr(cell(udfs.STANDINGS, _no_rounds(), codes))
    t = Tournament.build([Participant(1, "A"), Participant(2, "B")], {1: [], 2: []}, total_rounds=5,
                         pairing_system=PairingSystem.SWISS)
    trf = tmp_path / "none.trf"
    trf.write_text(write_trf(t), encoding="utf-8")
    assert main(["explain", str(trf), "--player", "1", "-t", codes.split()[0]]) == 0
    assert main(["compare", str(trf), "-t", codes]) == 0
    assert main(["standings", str(trf), "-t", codes]) == 0
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("manual", ["LOTS", "SORTEO", "PLAYOFF", "MANUAL", "BH LOTS", "BH/C1 SORTEO"])
def test_manual_criteria_reach_every_function_as_a_message(manual):
    """A criterion decided by the arbiter (lots, play-off) has no formula: every function
    says so; none shows an internal error (a KeyError, once)."""
    grid = [["2w1", "3b1", "4w1"], ["1b0", "4w1", "3b½"], ["4w1", "1w0", "2w½"], ["3b0", "2b0", "1b0"]]
    code = manual.split()[-1]
    for info in _all_functions():
        params = {p.key for p in info.params}
        if not params & {"codes", "code"}:
            continue
        text = repr(_call(info, grid, codes=manual, code=code, player=1))
        assert "internal" not in text, (info.name, text)
        assert "decided by the arbiter" in text, (info.name, text)
    with pytest.raises(TiebreakError) as e:
        from xl_tiebreaks.explain import explain
        from xl_tiebreaks.standings import Evaluation

        explain(Evaluation(read_trf(HELD).tournament), 1, code)
    assert e.value.code == "tb_manual_not_computed"


def test_manual_criteria_never_go_into_a_workbook_order(tmp_path, capsys):
    """from-trf and template refuse an order with lots or a play-off, which a workbook's
    formulas cannot compute; a workbook whose order the user typed LOTS into says why in the
    cells and still ranks with --manual on the command line."""
    for cmd in (["from-trf", str(HELD), "-o", str(tmp_path / "a.xlsx")],
                ["template", "swiss", "--players", "6", "--rounds", "3", "-o", str(tmp_path / "b.xlsx")]):
        assert main(cmd + ["-t", "BH LOTS", "--lang", "en"]) == 2
        assert "decided by the arbiter" in _one_error_line(capsys.readouterr().err)
    assert not list(tmp_path.iterdir())
    wb_path = tmp_path / "c.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb_path), "--lang", "en", "-t", "BH SB"]) == 0
    book = load_workbook(wb_path)
    dn = book.defined_names["TiebreakOrder"].attr_text.split("!")
    book[dn[0].strip("'")][dn[1].replace("$", "").split(":")[0]].offset(row=2).value = "LOTS"
    book.save(wb_path)
    p = run("compute", str(wb_path), "-o", str(tmp_path / "c2.xlsx"))
    assert p.returncode == 1 and "decided by the arbiter" in p.stderr and "internal" not in p.stderr
    csv_path = tmp_path / "lots.csv"
    csv_path.write_text("start_no,LOTS\n" + "".join(f"{i},{i}\n" for i in range(1, 12)), encoding="utf-8")
    p = run("standings", str(wb_path), "--manual", str(csv_path))
    assert p.returncode == 0 and "LOTS" in p.stdout, p.stderr


@pytest.mark.parametrize("sheet_name", ["Rounds", "Players", "Settings"])
@pytest.mark.parametrize("how", ["renamed", "deleted"])
def test_renamed_or_deleted_sheets_are_named(sheet_name, how, workbook, tmp_path):
    """A template whose Rounds or Players sheet was renamed or deleted gave a #REF!
    traceback (standings) or a KeyError (to-trf), or was read silently without the names
    and ratings. Each command now names the range and the missing sheet."""
    bad = tmp_path / "bad.xlsx"
    rename_sheet(workbook, sheet_name, "Renamed" if how == "renamed" else None, excel=False, out=bad)
    for cmd in (["standings", str(bad)], ["to-trf", str(bad), "-o", str(tmp_path / "x.trf")]):
        p = run(*cmd)
        assert p.returncode == 2, (cmd, p.stdout)
        line = _one_error_line(p.stderr)
        assert f"sheet '{sheet_name}'" in line and "renamed or deleted" in line, line
    p = run("compute", str(bad), "-o", str(tmp_path / "c.xlsx"))
    assert "Traceback" not in p.stderr and f"'{sheet_name}'" in p.stderr


@pytest.mark.parametrize("sheet_name", ["Rounds", "Players"])
def test_a_sheet_renamed_in_excel_still_reads(sheet_name, workbook, tmp_path):
    """Excel renames the references with the sheet: such a workbook reads as before."""
    good = tmp_path / "good.xlsx"
    rename_sheet(workbook, sheet_name, "My sheet", excel=True, out=good)
    a, b = run("standings", str(workbook)), run("standings", str(good))
    assert b.returncode == 0, b.stderr
    assert a.stdout.splitlines()[-12:] == b.stdout.splitlines()[-12:]
    p = run("to-trf", str(good), "-o", str(tmp_path / "g.trf"))
    assert p.returncode == 0, p.stderr


def test_a_sheet_deleted_in_excel_is_named(workbook, tmp_path):
    bad = tmp_path / "bad.xlsx"
    rename_sheet(workbook, "Players", None, excel=True, out=bad)
    line = _one_error_line(run("standings", str(bad)).stderr)
    assert "#REF!" in line and "Name Manager" in line


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 1e308, -1, True, "2,5", 10**400],
                         ids=["inf", "-inf", "nan", "1e308", "-1", "TRUE", "2,5", "10**400"])
def test_cut_median_and_limit_of_any_number(value):
    """cut/median of ±inf raised OverflowError; every such value is a message with the bound."""
    g = [["2w1"], ["1b0"]]
    bad = not (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 999)
    for out in (cell(udfs.BUCHHOLZ, g, None, value), cell(udfs.BUCHHOLZ, g, None, None, value)):
        text = repr(out)
        assert "internal" not in text and (not bad or "0 to 999" in text), text
    assert "internal" not in repr(cell(udfs.KOYA, g, value))


def test_the_command_line_never_prints_a_traceback(monkeypatch, capsys):
    """The last line of defence: an unexpected exception is one line, exit status 3."""
    from xl_tiebreaks import standings

    def boom(*a, **k):
        raise KeyError("boom")

    monkeypatch.setattr(standings, "compute_standings", boom)
    assert main(["standings"]) == 3
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error: internal error: KeyError")


# ---------------------------------------------------------------------------------------------
# 3. every size a user can type has a bound, stated


@pytest.mark.parametrize("args,bound", [
    (["template", "swiss", "--players", "100000", "--rounds", "5", "-o", "t.xlsx", "--lang", "en"], "2 to 999"),
    (["template", "swiss", "--players", "10", "--rounds", "5000", "-o", "t.xlsx", "--lang", "en"], "1 to 99"),
    (["template", "round-robin", "--players", "1000", "-o", "t.xlsx", "--lang", "en"], "2 to 999"),
    (["template", "team-round-robin", "--teams", "600", "-o", "t.xlsx", "--lang", "en"], "2 to 500"),
    (["compare", "-t", "BH", "--rules", ""], "known: FIDE"),
    (["from-trf", str(HELD), "-o", "t.xlsx", "--date", "01/03/26", "--lang", "en"], "(month/day)"),
    (["template", "team-swiss", "--teams", "10", "--rounds", "5", "--boards", "1000000000", "-o", "t.xlsx", "--lang", "en"], "1 to 30"),
    (["template", "team-swiss", "--teams", "100000", "--rounds", "5", "-o", "t.xlsx", "--lang", "en"], "2 to 500"),
    (["standings", "--round", "5000"], "1 to 999"),
    (["standings", "--unrated-rating", "-5"], "0 to 4000"),
    (["explain", "--player", "1", "-t", "BH", "--unrated-rating", "99999"], "0 to 4000"),
    (["standings", "-t", "BH/C99999999"], "0-999"),
    (["standings", "-t", "KS/L150"], "0-100"),
])
def test_sizes_have_bounds(args, bound, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(args) == 2
    assert not list(tmp_path.iterdir())
    line = _one_error_line(capsys.readouterr().err)
    assert bound in line, line


@pytest.mark.parametrize("text", ["boards=1e9", "tableros=100000000", "boards=0", "boards=2.5"])
def test_team_boards_are_bounded(text):
    """boards=1e9 was killed for memory; 1e8 took 8 s."""
    out = cell(udfs.MATCH_POINTS, [["2w2.5"], ["1b1.5"]], None, text)
    assert "1 to 30" in repr(out), out


# ---------------------------------------------------------------------------------------------
# 4. the cache never confuses TRUE with 1 or FALSE with 0


@pytest.mark.parametrize("fn", ["BUCHHOLZ", "POINTS", "SONNEBORN_BERGER", "WINS"])
@pytest.mark.parametrize("boolean,number", [(True, 1), (False, 0), (True, 1.0), (False, 0.0)])
def test_an_answer_never_depends_on_call_history(fn, boolean, number):
    grid_b = [["2w1", "3b1"], ["1b0", boolean], ["4w1", "1w0"], ["3b0", None]]
    grid_n = [["2w1", "3b1"], ["1b0", number], ["4w1", "1w0"], ["3b0", None]]
    f = getattr(udfs, fn)
    sheet.clear_cache()
    cold_b = cell(f, grid_b)
    sheet.clear_cache()
    cold_n = cell(f, grid_n)
    warm_b = cell(f, grid_b)  # after the grid with the number
    cell(f, grid_b)
    warm_n = cell(f, grid_n)  # after the grid with the boolean
    assert warm_b == cold_b and warm_n == cold_n
    assert "TRUE" in repr(cold_b) or "FALSE" in repr(cold_b)


@pytest.mark.parametrize("boolean,number", [(True, 1), (False, 0), (True, 1.0)])
def test_a_team_answer_never_depends_on_call_history(boolean, number):
    """The team functions' cache (sheet._freeze keys) as the individual one: a TRUE cell is
    never answered as the 1 of a grid computed before."""
    # opponent, colour, game points per round; the boolean (or number) is player 2's opponent
    grid_b = [[2, "w", 2.5], [boolean, "b", 1.5]]
    grid_n = [[2, "w", 2.5], [number, "b", 1.5]]
    if not number:  # FALSE / 0: in the game points
        grid_b, grid_n = [[2, "w", 4], [1, "b", boolean]], [[2, "w", 4], [1, "b", number]]
    f = udfs.MATCH_POINTS
    sheet.clear_cache()
    cold_b = cell(f, grid_b, None, "boards=4")
    sheet.clear_cache()
    cold_n = cell(f, grid_n, None, "boards=4")
    warm_b = cell(f, grid_b, None, "boards=4")  # after the grid with the number
    warm_n = cell(f, grid_n, None, "boards=4")  # after the grid with the boolean
    assert warm_b == cold_b and warm_n == cold_n
    assert "TRUE" in repr(cold_b) or "FALSE" in repr(cold_b)
    assert cold_b != cold_n


def test_content_keys_keep_booleans_apart_from_numbers():
    """The individual functions' cache key (sheet.content_key: marshal bytes, or rows with
    their types when a cell is a date) never makes TRUE the key of 1, nor FALSE of 0."""
    from datetime import datetime

    when = datetime(2025, 1, 1)
    for a, b in ((True, 1), (False, 0), (True, 1.0), (False, 0.0)):
        assert sheet.content_key(a) != sheet.content_key(b)
        assert sheet.content_key([["1w1", a]]) != sheet.content_key([["1w1", b]])
        assert sheet.content_key([[when, a]]) != sheet.content_key([[when, b]])  # (marshal cannot write dates)
        assert sheet.content_key([["x"] * 3] * 25 + [[a, None, None]]) != \
            sheet.content_key([["x"] * 3] * 25 + [[b, None, None]])


def test_cache_keys_keep_types_apart():
    from datetime import date

    keys = [sheet._freeze(v) for v in (True, 1, False, 0, 1.0, Fraction(1), date(2025, 1, 1), "1")]
    assert keys[0] != keys[1] and keys[2] != keys[3] and keys[1] == keys[4]
    assert len(set(keys)) == 7  # 1 and 1.0 alike; Fraction(1) keyed apart (read alike: a cache miss only)


# ---------------------------------------------------------------------------------------------
# 5. .xlsm -> .xlsx: a workbook Excel opens


def test_compute_xlsm_to_xlsx_drops_the_macros(tmp_path, capsys):
    src = tmp_path / "m.xlsm"
    assert main(["from-trf", str(HELD), "-o", str(src), "--lang", "en"]) == 0
    out = tmp_path / "m.xlsx"
    assert main(["compute", str(src), "-o", str(out)]) == 0
    assert "without them" in capsys.readouterr().out
    z = zipfile.ZipFile(out)
    names = z.namelist()
    types = z.read("[Content_Types].xml").decode()
    assert not any("vba" in n.lower() for n in names) and "macroEnabled" not in types and "vba" not in types.lower()
    keep = tmp_path / "k.xlsm"
    assert main(["compute", str(src), "-o", str(keep)]) == 0
    assert "xl/vbaProject.bin" in zipfile.ZipFile(keep).namelist()
    assert main(["compute", str(out), "-o", str(tmp_path / "x.xlsm")]) == 2
    assert "holds no macros" in _one_error_line(capsys.readouterr().err)
    assert main(["compute", str(out), "-o", str(tmp_path / "x.txt")]) == 2


# ---------------------------------------------------------------------------------------------
# 6. no silent acceptance: one validation per value, for every reader and host


def _trf_with_rating(rating: str) -> str:
    lines = HELD.read_text(encoding="utf-8").splitlines()
    i = next(k for k, ln in enumerate(lines) if ln.startswith("001"))
    ln = lines[i]
    lines[i] = ln[:48] + f"{rating:>4.4}" + ln[52:]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("rating", ["abcd", "-100", "2.5k", "nan", "9999", "4001", "²000"])
def test_a_bad_rating_is_refused_in_every_reader(rating, tmp_path):
    """abcd, -100, 2.5k, nan became "unrated" (ARO/TPR blank for everybody) and check said
    "no problems found"; the TRF reader took up to 9999 where the workbook reader took 0-4000."""
    with pytest.raises(TiebreakError) as e:
        parse_trf(_trf_with_rating(rating))
    assert e.value.code == "grid_bad_rating" and "columns 49-52" in str(e.value)
    assert "columnas 49-52" in e.value.message("es")
    path = tmp_path / "r.trf"
    path.write_text(_trf_with_rating(rating), encoding="utf-8")
    p = run("check", str(path))
    assert p.returncode == 1 and "0-4000" in p.stdout and "no problems" not in p.stdout
    out = cell(udfs.ARO, [["2w1"], ["1b0"]], [[rating], [1800]])
    assert "0-4000" in repr(out), out


@pytest.mark.parametrize("rating", ["", "0", "0000", "1800", "4000"])
def test_good_ratings_still_read(rating):
    text = _trf_with_rating(rating)
    sn = int(next(ln for ln in text.splitlines() if ln.startswith("001"))[4:8])
    t = parse_trf(text).tournament
    assert t.participant(sn).rating == ((int(rating) or None) if rating.strip() else None)


def test_manual_criteria_files(tmp_path, capsys):
    """A duplicate start number kept the last value, an unknown one was ignored, a file
    separated by semicolons gave "'' is not a start number"."""
    def std(text: str) -> tuple[int, str]:
        p = tmp_path / "m.csv"
        p.write_text(text, encoding="utf-8")
        rc = main(["standings", str(HELD), "-t", "PTS LOTS", "--manual", str(p)])
        return rc, capsys.readouterr().err
    n = len(read_trf(HELD).tournament.participants)
    rc, err = std("start_no;LOTS\n" + "".join(f"{i};{n - i}\n" for i in range(1, n + 1)))
    assert rc == 0, err
    rc, err = std("start_no,LOTS\n1,3\n2,4\n1,5\n")
    assert rc == 2 and "start number 1 has two lines (also line 2)" in err and "line 4" in err
    rc, err = std("start_no,LOTS\n1,3\n99,4\n")
    assert rc == 2 and "99 is not a player" in err
    rc, err = std("numero,LOTS\n1,3\n")
    assert rc == 2 and "start_no (or n_inicial) column" in err and "numero" in err


@pytest.mark.parametrize("rules", [2026.0, "2026", 2026, "2024.0"])
def test_rules_as_classic_excel_sends_them(rules):
    g = [["2w1"], ["1b0"]]
    assert cell(udfs.BUCHHOLZ, g, rules) == [[0], [1]]
    assert parse_settings([["rules", rules]]).rules in ("2026", "2024")


@pytest.mark.parametrize("text,needle", [
    ("rounds=0", "1 to 999"), ("rondas=2", "at least 3"), ("unrated=1e308", "0 to 4000"),
    ("sin_elo=-5", "0 to 4000"), ("win=1; draw=1; loss=1", "worth more than a loss"),
    ("win=1; loss=2", "worth more than a loss"), ("bye=2", "no more than a win"),
    ("reglas=FIDE2024; rules=FIDE2026", "given twice"), ("rounds=9; rondas=7", "given twice"),
    ("win=1e308", "0 to 100"), ("ronda=1e308", "1 to 999"),
])
def test_settings_values_are_checked_once_for_every_host(text, needle):
    g = [["2w1", "3b½"], ["1b0", "4w1"], ["4b½", "1w½"], ["3w½", "2b0"]]  # three rounds? two
    g = [row + [None] for row in g]
    g[0][2], g[1][2], g[2][2], g[3][2] = "4w1", "3b1", "2w0", "1b0"
    out = cell(udfs.BUCHHOLZ, g, None, None, None, None, text)
    assert needle in repr(out), out


def test_settings_same_value_twice_is_fine():
    assert parse_settings("rules=FIDE; reglas=fide").rules.upper() == "FIDE"
    assert parse_settings("rounds=9; rondas=9.0").rounds == 9


@pytest.mark.parametrize("score", ["1,1,1", "0,0,0", "1,2,0", "3,1,0,4", "1e308,0,0", "a,b,c", "-1,0,0"])
def test_score_systems_that_rank(score, capsys):
    assert main(["standings", f"--score={score}"]) == 2
    assert _one_error_line(capsys.readouterr().err)


@pytest.mark.parametrize("mp", ["5/5/5", "1/2/0", "2/1/3", "x/1/0"])
def test_match_points_that_rank(mp, tmp_path, capsys):
    assert main(["template", "team-swiss", "--teams", "4", "--rounds", "3", "--match-points", mp,
                 "-o", str(tmp_path / "t.xlsx")]) == 2
    _one_error_line(capsys.readouterr().err)
    assert not list(tmp_path.iterdir())


def test_a_cut_beyond_the_values_is_computed_and_a_koya_limit_stays_in_the_scores(capsys):
    """A cut of 99 in a 2-round event cuts every value: 0 for all, as FIDE's reference computes
    it (issue 23, item 2), said by a warning; only a cut beyond the 999-round bound is refused.
    KS/L-5 in a short event counted everybody: refused."""
    g = [["2w1", "3b1"], ["1b0", "4w1"], ["4w0", "1w0"], ["3b1", "2b0"]]
    assert udfs.TIEBREAK(g, "BH/C99") == [[0], [0], [0], [0]]
    assert "999" in repr(cell(udfs.TIEBREAK, g, "BH/C1000"))
    assert "outside the scores" in repr(cell(udfs.TIEBREAK, g, "KS/L-5"))
    assert cell(udfs.TIEBREAK, g, "KS/L-2") != cell(udfs.TIEBREAK, g, "KS/L-5")
    assert main(["standings", "-t", "BH/C99"]) == 0
    assert "BH/C99 after 3 round(s): its cut of 99 leaves no value" in capsys.readouterr().out


# ---------------------------------------------------------------------------------------------
# 7. messages that show what was typed


@pytest.mark.parametrize("typed,shown_as", [(0.5000001, "0.5000001"), ("1b0.5000001", "0.5000001"),
                                            (1e308, "1e+308"), (6.0000001, "6.0000001")])
def test_values_are_shown_as_typed(typed, shown_as):
    if isinstance(typed, float) and typed > 2:
        out = cell(udfs.BUCHHOLZ, [[typed, "w", 1], [1, "b", 0]])
        out2 = cell(udfs.BUCHHOLZ, [["X", typed], [0, "X"]])
        assert shown_as in repr(out2) and "0" * 20 not in repr(out2), out2
    elif isinstance(typed, float):
        out = cell(udfs.BUCHHOLZ, [["X", typed], [0.5, "X"]])
    else:
        out = cell(udfs.BUCHHOLZ, [["2w1"], [typed]])
    text = repr(out)
    assert shown_as in text and "0" * 20 not in text, text


def test_shown():
    assert [shown(v) for v in (0.5000001, 6.0000001, 1e308, 2026.0, True, 10**400, "  x ")] == [
        "0.5000001", "6.0000001", "1e+308", "2026", "TRUE", "1.00000e+400", "x"]


@pytest.mark.parametrize("encoding", ["utf-32", "utf-32-le", "utf-32-be", "utf-16", "utf-16-le"])
def test_utf32_and_utf16_trf_files_read(encoding):
    """A UTF-32 TRF said "no player records"."""
    text = HELD.read_text(encoding="utf-8")
    decoded, enc = decode_bytes(text.encode(encoding))
    assert decoded.lstrip("\ufeff") == text
    assert len(parse_trf(decoded).tournament.participants) == len(parse_trf(text).tournament.participants)


def _with_date(date: str) -> str:
    lines = [ln for ln in HELD.read_text(encoding="utf-8").splitlines() if not ln.startswith("042")]
    return "\n".join(lines[:1] + [f"042 {date}"] + lines[1:]) + "\n"


def test_an_ambiguous_date_chooses_no_edition_silently(tmp_path, capsys):
    """01/03/26 was read as 2001-03-26 (2024 edition) while 01.03.26 is 1 March 2026."""
    with pytest.raises(TiebreakError) as e:
        parse_trf(_with_date("01/03/26"))
    assert e.value.code == "trf_date_ambiguous" and "2001-03-26" in str(e.value) and "2026-03-01" in str(e.value)
    assert parse_trf(_with_date("01.03.26")).tournament.start_date.isoformat() == "2026-03-01"
    assert parse_trf(_with_date("2026/03/01")).tournament.start_date.isoformat() == "2026-03-01"
    assert parse_trf(_with_date("24/08/12")).tournament.start_date.isoformat() == "2024-08-12"  # one edition
    assert parse_trf(_with_date("01/03/26"), rules_given=True).tournament.start_date.isoformat() == "2001-03-26"
    path = tmp_path / "d.trf"
    path.write_text(_with_date("01/03/26"), encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    assert "different editions" in _one_error_line(capsys.readouterr().err)
    assert main(["standings", str(path), "--rules", "FIDE2026"]) == 0
    # a function's text date: as its language writes it (issue 23): BUCHHOLZ in English reads
    # 01/03/26 as 1 March or 3 January, refused; with idioma=es it is 1 March 2026
    assert "date '01/03/26'" in repr(cell(udfs.BUCHHOLZ, [["2w1"], ["1b0"]], None, None, None, None, "fecha=01/03/26"))
    assert cell(udfs.BUCHHOLZ, [["2w1"], ["1b0"]], None, None, None, None, "fecha=01/03/26; idioma=es") == [[0], [1]]
    assert "2026-03-01" in udfs.REGLAS_Y_AVISOS([["2w1"], ["1b0"]], None, None, "fecha=01/03/26")[0][0]


def test_fewer_rounds_announced_than_held_is_said():
    """XXR 2 in a file whose lines hold 5 rounds: refused as a function's ``rounds=2`` is
    (issue 26: the same bound and message for every input of a value)."""
    with pytest.raises(TiebreakError) as e:
        parse_trf(HELD.read_text(encoding="utf-8") + "XXR 2\n")
    assert e.value.code == "settings_rounds_played"
    assert e.value.message("en").endswith("XXR: rounds = 2, but the results hold 5 rounds: give the number of rounds "
                                          "of the event (at least 5)")


def test_every_new_message_reads_in_both_languages():
    start = list(MESSAGES).index("path_not_regular_input")
    for code in list(MESSAGES)[start:]:
        en, es = MESSAGES[code]
        assert en and es and en != es, code
