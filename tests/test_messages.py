"""The message catalogue as data (xl_tiebreaks/messages/*.tsv): read strictly, the same texts
wherever they are read (the LibreOffice component reads its part on its own)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from xl_tiebreaks import messages
from xl_tiebreaks.messages import CATALOGUE, DOMAINS, read_domain

ROOT = Path(__file__).resolve().parents[1]


def test_every_file_read_and_every_code_once():
    """Every .tsv file of the folder is a domain of the catalogue, each code stands once."""
    files = sorted(p.stem for p in (ROOT / "xl_tiebreaks" / "messages").glob("*.tsv"))
    assert files == sorted(DOMAINS)
    codes = [c for d in DOMAINS for t in ("error", "text") for c in CATALOGUE[d][t]]
    assert len(codes) == len(set(codes)) == len(messages.MESSAGES) + len(messages.TEXTS)
    # argparse's error line ends with a line break, written \n in the file
    assert "%(prog)s: error: %(message)s\n" in messages.ARGPARSE
    # a text the organiser reads, in both languages
    assert messages.lookup("trf_empty")[1].startswith("el fichero no tiene registros de jugadores")


@pytest.mark.parametrize("line,why", [
    ("error\tx_code\tonly English", "expected a table"),
    ("warning\tx_code\tEnglish\tSpanish", "expected a table"),
    ("error\tx_code\tEnglish\t", "expected a table"),
    ("error\ttrf_empty\tEnglish\tSpanish", "stands twice"),
])
def test_a_damaged_line_is_named(tmp_path, line, why):
    src = (ROOT / "xl_tiebreaks" / "messages" / "files.tsv").read_text(encoding="utf-8")
    bad = tmp_path / "files.tsv"
    bad.write_text(src + line + "\n", encoding="utf-8")
    n = len((src + line).splitlines())
    with pytest.raises(ValueError, match=rf"files\.tsv, line {n}: .*{why}"):
        read_domain(str(bad))


def test_a_file_without_its_header_is_refused(tmp_path):
    bad = tmp_path / "x.tsv"
    bad.write_text("# a comment\nerror\tx\tEnglish\tSpanish\n", encoding="utf-8")
    with pytest.raises(ValueError, match="line 2: the header must be table | code | english | spanish"):
        read_domain(str(bad))


def test_escapes_read_back():
    assert messages._unescape(r"a\nb\tc\\n") == "a\nb\tc\\n"
    assert messages._unescape(r"C:\path") == r"C:\path"  # a backslash before another letter stays


def test_the_libreoffice_component_reads_the_same_host_messages():
    """The component reads messages/hosts.tsv without the package (it runs where the package
    cannot load): its reading gives the catalogue's texts."""
    src = (ROOT / "xl_tiebreaks" / "libreoffice" / "component.py").read_text(encoding="utf-8")
    fn = next(n for n in ast.parse(src).body if isinstance(n, ast.FunctionDef) and n.name == "_host_messages")
    g: dict = {"os": __import__("os"), "_PYTHONPATH": str(ROOT)}
    exec(compile(ast.Module([fn], []), "component.py", "exec"), g)
    assert g["_host_messages"]() == CATALOGUE["hosts"]["error"]
    assert all("\\" not in en + es for en, es in CATALOGUE["hosts"]["error"].values())  # read without unescaping


def test_a_file_saved_with_a_byte_order_mark_reads(tmp_path):
    """Excel saves "CSV UTF-8" / "Unicode text" with a byte order mark: a translator's save
    must not stop the package loading."""
    src = (ROOT / "xl_tiebreaks" / "messages" / "general.tsv").read_text(encoding="utf-8")
    p = tmp_path / "general.tsv"
    p.write_text("\ufeff" + src, encoding="utf-8")
    assert read_domain(str(p)) == CATALOGUE["general"]
