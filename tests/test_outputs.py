"""What the command line writes, as an organiser meets it: every output format keeps the
warnings, Spanish CSV opens in a Spanish Excel, Spanish names of the template kinds, bounds
and folders refused with the right words, TRF lines and fields that are not TRF warned with
their line, and an ``.xlsm`` template written by a plain install (no xlwings, no olefile)."""

from __future__ import annotations

import csv
import errno
import io
import json
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.readers.trf import parse_trf, read_trf
from xl_tiebreaks.texts import is_warning

from .test_language import check_english, check_spanish

ROOT = Path(__file__).resolve().parents[1]
DATA = Path(__file__).parent / "data"
EXAMPLE = (ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf").read_text(encoding="utf-8")


def _event_with_warnings(tmp_path: Path) -> Path:
    """The bundled example (no start date: a warning) with a line that is no TRF record, a
    total that is no number, an accented name, and two results that do not add up to one
    game (player 3's '6 w 0' becomes '6 w 1' against F's '3 b 1')."""
    lines = EXAMPLE.replace("\r", "").splitlines()
    out = []
    for ln in lines:
        if ln.startswith("001    3"):
            ln = ln.replace("     6 w 0", "     6 w 1").replace("  1.0  ", "  x.y  ")
        if ln.startswith("001    1"):
            ln = ln.replace("A                ", "Raúl             ", 1)
        out.append(ln)
        if ln.startswith("012"):
            out.append("Clasificacion final pegada aqui")
    p = tmp_path / "warned.trf"
    p.write_text("\n".join(out) + "\n", encoding="utf-8")
    return p


def _warnings(path: Path, lang: str) -> list[str]:
    """The warning lines the table on the screen shows (the reference for the other formats)."""
    buf = io.StringIO()
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(sys, "stdout", buf)
        assert main(["standings", str(path), "--lang", lang]) == 0
    prefix = "aviso:" if lang == "es" else "warning:"
    return [ln for ln in buf.getvalue().splitlines() if ln.startswith(prefix)]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_format_keeps_the_warnings(tmp_path, capsys, lang):
    """CSV drops nothing (its warnings and notes on stderr), JSON holds them (``warnings``),
    the workbook holds them on its sheet, and a file written with -o also says them on stderr."""
    src = _event_with_warnings(tmp_path)
    want = _warnings(src, lang)
    capsys.readouterr()
    assert len(want) == 4, want  # no date, the line, the total, the two results
    assert any("línea 2" in w if lang == "es" else "line 2" in w for w in want)
    for fmt in ("csv", "json", "table", "xlsx"):
        for to_file in (False, True):
            if fmt == "xlsx" and not to_file:
                continue
            out = tmp_path / f"s_{fmt}_{to_file}.{fmt}"
            args = ["standings", str(src), "--lang", lang, "--format", fmt] + (["-o", str(out)] if to_file else [])
            assert main(args) == 0
            got = capsys.readouterr()
            if fmt == "csv" or to_file or fmt != "table":
                assert [ln for ln in got.err.splitlines() if is_warning(ln) or ln.startswith("aviso:")] == want, \
                    (fmt, to_file, got.err)
            body = out.read_bytes() if to_file else got.out.encode()
            if fmt == "table":
                assert all(w in body.decode() for w in want)
            elif fmt == "json":
                doc = json.loads(body)
                assert doc["warnings"] == [w for w in want], doc["warnings"]
            elif fmt == "xlsx":
                cells = [c.value for c in load_workbook(io.BytesIO(body)).active["A"] if c.value]
                assert all(w in cells for w in want)
            else:  # csv: the file is only the table
                text = body.decode("utf-8-sig")
                assert not any(w in text for w in want)
                assert "nota:" in got.err if lang == "es" else "note:" in got.err  # DE's note too
    check = check_spanish if lang == "es" else check_english
    check("\n".join(want), f"warnings ({lang})", strip=("Raúl", "Clasificacion final pegada aqui"))


def test_team_standings_csv_keeps_the_warnings(tmp_path, capsys):
    src = tmp_path / "team.xlsx"
    assert main(["from-trf", str(DATA / "teams" / "sample_team_swiss_2026.trf"), "-o", str(src)]) == 0
    capsys.readouterr()
    assert main(["standings", str(src), "--lang", "es"]) == 0
    table = capsys.readouterr().out
    want = [ln for ln in table.splitlines() if ln.startswith("aviso:")]
    assert main(["standings", str(src), "--lang", "es", "--format", "csv"]) == 0
    got = capsys.readouterr()
    assert [ln for ln in got.err.splitlines() if ln.startswith("aviso:")] == want
    rows = list(csv.reader(io.StringIO(got.out), delimiter=";"))
    assert rows[0][:5] == ["n_inicial", "nombre", "puesto", "MP", "GP"]


def test_spanish_csv_is_what_a_spanish_excel_opens(tmp_path, capsys):
    """``;`` between fields and decimal commas with --lang es, the same values as the English
    file; a UTF-8 byte order mark in a file (Excel reads the accents), none on the screen."""
    src = _event_with_warnings(tmp_path)
    assert main(["standings", str(src), "-t", "BH/C1 BH SB PS", "--format", "csv"]) == 0
    en = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert main(["standings", str(src), "-t", "BH/C1 BH SB PS", "--format", "csv", "--lang", "es"]) == 0
    shown = capsys.readouterr().out
    assert not shown.startswith("\ufeff")
    es = list(csv.reader(io.StringIO(shown), delimiter=";"))
    assert en[0] == ["start_no", "name", "rank", "points", "BH/C1", "BH", "SB", "PS"]
    assert es[0] == ["n_inicial", "nombre", "puesto", "puntos", "BH/C1", "BH", "SB", "PS"]
    assert len(es) == len(en) == 7
    for a, b in zip(en[1:], es[1:]):
        assert [x.replace(".", ",") if re.fullmatch(r"-?\d+\.\d+", x) else x for x in a] == b
    assert any("," in x for r in es[1:] for x in r[3:]) and not any("." in x for r in es[1:] for x in r[3:])
    for lang, sep in (("en", ","), ("es", ";")):
        out = tmp_path / f"s_{lang}.csv"
        assert main(["standings", str(src), "--format", "csv", "--lang", lang, "-o", str(out)]) == 0
        data = out.read_bytes()
        assert data.startswith(b"\xef\xbb\xbf") and "Raúl".encode() in data
        assert data.decode("utf-8-sig").splitlines()[0].count(sep) == 8
    # the Spanish table too
    assert main(["standings", str(src), "--lang", "es"]) == 0
    assert re.search(r"\b2,5\b", capsys.readouterr().out)
    # compare writes the same way
    assert main(["compare", str(src), "--format", "csv", "--lang", "es"]) == 0
    got = capsys.readouterr()
    rows = list(csv.reader(io.StringIO(got.out), delimiter=";"))
    assert rows[0][:3] == ["Nº", "Nombre", "Puntos"] and rows[1][2] in ("2,5", "3,5")
    assert "aviso:" in got.err and "línea 2" in got.err  # the reader's warnings


def test_manual_criteria_take_a_spanish_csv(tmp_path, capsys):
    """A Spanish organiser's manual-criteria file as Excel saves it: ';', n_inicial."""
    p = tmp_path / "m.csv"
    p.write_text("\ufeffn_inicial;SORTEO\n" + "".join(f"{i};{7 - i}\n" for i in range(1, 7)), encoding="utf-8")
    assert main(["standings", "-t", "PTS SORTEO", "--manual", str(p), "--format", "csv", "--lang", "es"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out), delimiter=";"))
    assert [r[0] for r in rows[1:3]] == ["6", "1"]  # 2.5 points each: the lower number drawn (6: 1, 1: 6)


# ---------------------------------------------------------------------------------------------
# template kinds in both languages


@pytest.mark.parametrize("es_kind,en_kind,extra", [
    ("suizo", "swiss", ["--players", "12", "--rounds", "5"]),
    ("liga", "round-robin", ["--players", "6"]),
    ("Todos_contra_todos", "round-robin", ["--players", "6"]),
    ("equipos-suizo", "team-swiss", ["--teams", "8", "--rounds", "5"]),
    ("liga-equipos", "team-round-robin", ["--teams", "6"]),
])
def test_template_takes_spanish_kinds(tmp_path, es_kind, en_kind, extra):
    a, b = tmp_path / "a.xlsx", tmp_path / "b.xlsx"
    assert main(["template", es_kind, *extra, "--lang", "es", "-o", str(a)]) == 0
    assert main(["template", en_kind, *extra, "--lang", "es", "-o", str(b)]) == 0
    wa, wb = load_workbook(a), load_workbook(b)
    assert wa.sheetnames == wb.sheetnames
    assert sorted(wa.defined_names) == sorted(wb.defined_names)


def test_template_kind_refused_in_the_users_language(capsys):
    for lang, needle in (("es", "'hexagonal' no es un tipo de plantilla: 'liga', 'suizo'"),
                         ("en", "'hexagonal' is not a kind of template: 'round-robin', 'swiss'")):
        with pytest.raises(SystemExit):
            main(["template", "hexagonal", "--players", "6", "-o", "x.xlsx", "--lang", lang])
        err = capsys.readouterr().err
        assert needle in err, err
        assert ("argumento TIPO" if lang == "es" else "argument KIND") in err and "argument kind" not in err
        assert "argumento kind" not in err
    assert main(["template", "liga", "-o", "x.xlsx", "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "plantilla de tipo liga necesita --players N" in err and "template equipos-liga --teams N" in err
    check_spanish(err, "template liga without --players")


# ---------------------------------------------------------------------------------------------
# bounds and folders


def test_round_zero_is_refused(capsys):
    """docs/command-line.md: rounds run 1-999; --round 0 gave a table of zeros."""
    assert main(["standings", "--round", "0"]) == 2
    assert "--round (round): '0' is not a whole number from 1 to 999" in capsys.readouterr().err
    assert main(["explain", "--round", "0", "--player", "1", "-t", "BH", "--lang", "es"]) == 2
    assert "de 1 a 999" in capsys.readouterr().err
    from xl_tiebreaks import udfs

    from .test_hostile_input import cell

    out = cell(udfs.BUCHHOLZ, [["2w1"], ["1b0"]], None, None, None, None, "ronda=0")
    assert "'0' is not a whole number from 1 to 999" in str(out), out
    assert main(["standings", "--round", "1", "--format", "csv"]) == 0  # round 1 is a round


@pytest.mark.parametrize("command", [
    ["compute", "{wb}"], ["template", "swiss", "--players", "10", "--rounds", "5"], ["from-trf", "{trf}"],
    ["standings", "--format", "xlsx"], ["standings", "--format", "csv"], ["to-trf", "{wb}"],
])
def test_output_folder_is_named_a_folder(tmp_path, capsys, command):
    """``compute -o outdir/`` said a workbook must be .xlsx/.xlsm."""
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf"), "-o", str(wb)]) == 0
    (tmp_path / "outdir").mkdir()
    args = [a.format(wb=wb, trf=ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf") for a in command]
    for target in (str(tmp_path / "outdir") + "/", str(tmp_path / "outdir"), str(tmp_path / "newdir") + "/"):
        capsys.readouterr()
        assert main([*args, "-o", target, "--lang", "es"]) == 2
        err = capsys.readouterr().err
        assert "es una carpeta" in err and ".xlsx" not in err.split("carpeta")[0][-3:], err
        assert main([*args, "-o", target]) == 2
        assert "is a folder" in capsys.readouterr().err


def test_oxt_output_folder_is_named_a_folder(tmp_path, capsys):
    assert main(["setup-libreoffice", "--oxt", str(tmp_path) + "/", "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "es una carpeta" in err and ".oxt" not in err, err


def test_os_error_without_a_file_name_is_not_garbled(monkeypatch, capsys):
    """"could not read '?': ..." when the error named no file."""
    import xl_tiebreaks.cli.events as cli

    def boom(args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(cli, "_standings", boom)
    assert main(["standings", "--lang", "es"]) == 2
    err = capsys.readouterr().err
    assert "'?'" not in err and err.startswith("error: ") and len(err.split()) > 2, err
    check_spanish(err, "OSError without a file name")


# ---------------------------------------------------------------------------------------------
# TRF lines and fields that are not TRF


def test_lines_that_are_no_trf_record_are_warned_with_their_line():
    text = EXAMPLE.replace("\r", "").replace("062 6\n", "062 6\nPuntos tras la ronda 3\n\n  001 indented\n### ok\n")
    f = parse_trf(text)
    warned = [n for n in f.notes if "not a TRF record" in n]
    assert [n.message("en").split(":")[0] for n in warned] == ["warning", "warning"]
    assert "line 3: 'Puntos tras la ronda 3'" in warned[0] and "line 5: '001 indented'" in warned[1]
    assert "línea 3" in warned[0].message("es")
    check_spanish(warned[0].message("es"), "garbage line", strip=("Puntos tras la ronda 3",))
    assert len(f.tournament.participants) == 6  # nothing else changed


def test_fields_that_are_no_numbers_are_warned_with_their_line():
    lines = EXAMPLE.replace("\r", "").splitlines()
    k = next(i for i, ln in enumerate(lines) if ln.startswith("001    2"))
    lines[k] = lines[k][:80] + "x.y   ab " + lines[k][89:]
    f = parse_trf("\n".join(lines) + "\n")
    got = [n.message("en") for n in f.notes if is_warning(n)]
    assert f"warning: line {k + 1} (start number 2): columns 81-84: the total 'x.y' is not a number" in got[0]
    assert f"warning: line {k + 1} (start number 2): columns 86-89: the rank 'ab' is not a whole number" in got[1]
    assert f.tournament.participants[1].declared_points is None


def test_every_trf_of_the_tests_reads_without_a_garbage_warning():
    """Every TRF file of the tests reads (none of them is made to be refused: a reader that
    failed on any file fails here, it is not passed over) and none gets a warning about a line
    or a field that is not TRF."""
    files = sorted(p for p in DATA.rglob("*.trf"))
    assert len(files) > 50
    for p in files:
        f = read_trf(p)
        assert not [n for n in f.notes if getattr(n, "code", "").startswith(("warn_trf_not", "warn_trf_bad"))], p


def test_results_that_do_not_add_up_are_a_warning_everywhere(tmp_path, capsys):
    """docs/command-line.md calls it a warning: the TRF reader said so in English only, the workbook readers
    as a note."""
    src = _event_with_warnings(tmp_path)
    wb = tmp_path / "odd.xlsx"
    assert main(["from-trf", str(src), "-o", str(wb), "--lang", "es"]) == 0
    for path in (src, wb):
        capsys.readouterr()
        assert main(["standings", str(path), "--lang", "es"]) == 0
        lines = [ln for ln in capsys.readouterr().out.splitlines() if "no suman una partida" in ln]
        assert len(lines) == 1 and lines[0].startswith("aviso: "), lines
        check_spanish(lines[0], f"odd pair ({path.suffix})", strip=("6 w 1", "3 b 1"))


# ---------------------------------------------------------------------------------------------
# the .xlsm template after a plain install


def test_xlsm_template_needs_neither_xlwings_nor_olefile(tmp_path):
    """docs/command-line.md's example (`template round-robin ... -o club.xlsm`), with xlwings and
    olefile impossible to import: the VBA project is the one built from xlwings' own quickstart.xlsm."""
    out = tmp_path / "club.xlsm"
    code = ("import sys; sys.modules['xlwings'] = None; sys.modules['olefile'] = None; "
            "from xl_tiebreaks.cli import main; "
            f"sys.exit(main(['template', 'round-robin', '--players', '8', '--lang', 'en', '-o', {str(out)!r}]))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    from xl_tiebreaks import templates as T
    from xl_tiebreaks.vba_project import build_vba_project

    with zipfile.ZipFile(out) as z, zipfile.ZipFile(T.quickstart_path()) as q:
        assert z.read("xl/vbaProject.bin") == build_vba_project(q.read("xl/vbaProject.bin"),  # 5 sheets (the
                                                                [f"Sheet{i}" for i in range(1, 7)])  # prize sheet
        # among them) and xlwings.conf
        assert "macroEnabled.main+xml" in z.read("[Content_Types].xml").decode()


def test_builtin_vba_references_are_xlwings_quickstarts():
    olefile = pytest.importorskip("olefile")
    from xl_tiebreaks import templates as T
    from xl_tiebreaks import vba_project as vp

    with zipfile.ZipFile(T.quickstart_path()) as q:
        ole = olefile.OleFileIO(q.read("xl/vbaProject.bin"))
    try:
        original_dir = vp.decompress(ole.openstream("VBA/dir").read())
        assert ole.openstream("PROJECT").read().decode("cp1252") == vp.XLWINGS_PROJECT_TEXT
    finally:
        ole.close()
    mine = vp.xlwings_project_records()
    assert original_dir[:len(mine)] == mine and original_dir[len(mine):len(mine) + 2] == b"\x0f\x00"


def test_spanish_setup_texts_name_the_package_file_not_a_wheel(tmp_path, capsys):
    assert main(["setup-excel", "--config", str(tmp_path / "xlwings.conf"), "--lang", "es"]) == 0
    out = capsys.readouterr().out
    assert "rueda" not in out and ".whl" in out


def test_team_layout_key_is_named_in_spanish():
    from xl_tiebreaks.errors import TiebreakError
    from xl_tiebreaks.teams.readers import read_team_results

    with pytest.raises(TiebreakError) as e:
        read_team_results([["1", "2"]], layout="hexagonal")
    assert e.value.code == "settings_bad_value"
    assert "para formato" in e.value.message("es") and "for layout" in e.value.message("en")
