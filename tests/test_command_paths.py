"""What the speed work (issue 28) must leave as it was: a command imports what it uses, the
parser of the command named on the command line is the same as that command's part of the
whole parser, and a column written once per distinct value reads as every cell written alone.

Speed itself is measured in benchmarks/, never asserted here."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from fractions import Fraction

import pytest

from xl_tiebreaks.cli import COMMANDS, _named, _parser
from xl_tiebreaks.output import format_cell, format_column, local_column, local_number
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings
from xl_tiebreaks.tiebreaks.context import Column

#: what `standings` on a TRF file never needs: the workbooks, templates, LibreOffice and Excel
#: modules, the other commands' modules, openpyxl and xlwings
NOT_FOR_STANDINGS = ("openpyxl", "xlwings", "xl_tiebreaks.cli.workbooks", "xl_tiebreaks.cli.setup",
                     "xl_tiebreaks.templates", "xl_tiebreaks.workbook", "xl_tiebreaks.libreoffice",
                     "xl_tiebreaks.udfs", "xl_tiebreaks.sheet", "xl_tiebreaks.xlsx_cache")


@pytest.mark.parametrize("fmt", ["table", "csv", "json"])
def test_standings_imports_only_what_it_uses(fmt):
    """The whole command in a new process, as the organiser runs it: the modules it loaded."""
    code = ("import sys, io, contextlib\n"
            "from xl_tiebreaks.cli import main\n"
            "with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):\n"
            f"    code = main(['standings', '-t', 'BH/C1 BH SB DE', '--format', {fmt!r}, '--lang', 'es'])\n"
            "print(code, ' '.join(sorted(sys.modules)))\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stderr
    status, modules = p.stdout.split(" ", 1)
    assert status == "0"
    loaded = set(modules.split())
    assert "xl_tiebreaks.standings" in loaded and "xl_tiebreaks.cli.events" in loaded  # (it did run)
    assert not [m for m in loaded if m.split(".")[0] in NOT_FOR_STANDINGS or
                any(m == x or m.startswith(x + ".") for x in NOT_FOR_STANDINGS)]
    assert ("json" in loaded) == (fmt == "json")


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("command", [c.name for c in COMMANDS])
def test_one_commands_parser_is_its_part_of_the_whole(command, lang):
    """The parser built for the command named alone says and reads what the whole parser says
    and reads for it: the same help, the same arguments and defaults."""
    whole, alone = _parser(lang), _parser(lang, command)

    def sub(p):
        action = next(a for a in p._actions if a.dest == "command")
        return action.choices[command]

    assert list(next(a for a in alone._actions if a.dest == "command").choices) == [command]
    assert sub(alone).format_help() == sub(whole).format_help()
    assert [(a.dest, a.option_strings, a.default, a.choices, a.required) for a in sub(alone)._actions] == \
        [(a.dest, a.option_strings, a.default, a.choices, a.required) for a in sub(whole)._actions]
    assert alone.format_usage() == whole.format_usage()


def test_the_command_named_is_the_first_word_that_is_no_option():
    assert _named(["standings", "x.trf", "-t", "check"]) == "standings"
    assert _named(["--version"]) is None and _named([]) is None and _named(["-h"]) is None
    assert _named(["standing", "x.trf"]) is None  # (a mistyped name: the whole parser answers it)
    assert _named(["-h", "from-trf"]) == "from-trf"


@pytest.mark.parametrize("argv", [["-h"], ["standing"], []])
def test_general_help_and_mistyped_commands_name_every_command(argv, capsys):
    from xl_tiebreaks.cli import main

    with pytest.raises(SystemExit):
        main([*argv, "--lang", "en"] if argv != ["-h"] else argv)
    shown = capsys.readouterr()
    text = shown.out + shown.err
    for c in COMMANDS:
        assert c.name in text, (argv, c.name)


def test_a_mistake_in_a_commands_arguments_reads_as_before(capsys):
    """An argument the command does not take: the message of the whole parser, in both languages."""
    from xl_tiebreaks.cli.common import _argparse_speaks

    for lang in ("en", "es"):
        argv = ["standings", "--bogus", "--lang", lang]
        out = []
        for p in (_parser(lang), _parser(lang, "standings")):
            err = io.StringIO()
            with _argparse_speaks(lang), redirect_stderr(err), redirect_stdout(io.StringIO()), \
                    pytest.raises(SystemExit):
                p.parse_args(argv)
            out.append(err.getvalue())
        assert out[0] == out[1] and "--bogus" in out[0]
    assert "argumentos no reconocidos" in out[1]


CODES = ("PTS BH BH/C1 BH/C2 BH/M1 AOB AOB/F SB SB/C1 PS WIN WON BPG BWG REP ARO TPR PTP APRO APPO FB KS "
         "KSX SUMBH AROR TPR350 SBNN GF RP ARPO RTNG TPN STD DE")


@pytest.mark.parametrize("name", ["realdata", "fide-generated"])
def test_a_column_written_once_per_value_reads_as_each_cell_written(data_dir, name):
    """format_column (each distinct value written once) and local_column (the decimal mark set
    once) give every cell of :func:`format_cell` and :func:`local_number`, on the real and
    generated events with every tie-break (whole numbers, fractions, KSX's steps, undefined)."""
    files = sorted((data_dir / name).rglob("*.trf"))[:12]
    assert files
    for path in files:
        t = read_trf(path).tournament
        st = compute_standings(t, CODES, rules="FIDE2026", unrated_rating=1400)
        for col in (st.points, *st.columns):
            cells = [format_cell(col, i) for i in range(len(col.values))]
            assert format_column(col) == cells, (path.name, col.code)
            for lang in ("en", "es", "es_ES.UTF-8"):
                assert local_column(cells, lang) == [local_number(c, lang) for c in cells]


def test_equal_values_of_several_types_are_written_alike():
    """2 and Fraction(2), 5 and Fraction(5, 1) in one column: each as format_cell writes it."""
    col = Column("X", [2, Fraction(2), None, Fraction(5, 2), 5, (3, 2), (3, 2), None, Fraction(1, 3)], 2, decimals=2)
    assert format_column(col) == [format_cell(col, i) for i in range(len(col.values))]
    assert format_column(col) == ["1.00", "1.00", "", "1.25", "2.50", "1.50 / 1.00", "1.50 / 1.00", "", "0.17"]
    assert format_column(col, empty="-")[2] == "-"


def test_json_standings_hold_the_same_values_as_the_table(capsys):
    """The three formats write each value from one formatting of its column."""
    from xl_tiebreaks.cli import main

    rows = {}
    for fmt in ("csv", "json"):
        assert main(["standings", "-t", "BH/C1 AOB SB", "--format", fmt, "--lang", "en"]) == 0
        rows[fmt] = capsys.readouterr().out
    doc = json.loads(rows["json"])
    lines = rows["csv"].splitlines()[1:]
    for line, entry in zip(lines, doc["standings"]):
        sn, _name, rank, points, *tbs = line.split(",")
        assert (int(sn), int(rank), points) == (entry["start_no"], entry["rank"], entry["points"])
        assert tbs == [entry["tiebreaks"][k] or "" for k in ("BH/C1", "AOB", "SB")]
