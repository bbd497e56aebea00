"""The manual in English (README.md, docs/) and in Spanish (LEAME.md, docs/es/) says the same to
organisers: every command of the command line (docs/command-line.md), every spreadsheet function
with its arguments as registered and every settings key in both languages (docs/functions.md);
and what the front doors show runs as shown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from xl_tiebreaks.cli import _parser
from xl_tiebreaks.settings import _KEYS, _squash
from xl_tiebreaks.teams.sheet import _TEAM_KEYS
from xl_tiebreaks.udfs import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
#: the front door of each language
DOCS = {"en": ROOT / "README.md", "es": ROOT / "LEAME.md"}
#: the manual's pages of each language (docs/ and docs/es/: the same file names)
PAGES = {"en": ROOT / "docs", "es": ROOT / "docs" / "es"}


def _text(lang: str) -> str:
    return DOCS[lang].read_text(encoding="utf-8")


def _page(lang: str, name: str) -> str:
    return (PAGES[lang] / name).read_text(encoding="utf-8")


def _manual(lang: str) -> list[tuple[str, str]]:
    """(name, text) of the front door and of every page of the manual in ``lang``."""
    out = [(DOCS[lang].name, _text(lang))]
    return out + [(p.name, p.read_text(encoding="utf-8")) for p in sorted(PAGES[lang].glob("*.md"))]


def _commands_of_parser() -> set[str]:
    sub = next(a for a in _parser()._actions if a.dest == "command")
    return set(sub.choices)


def _code(text: str) -> str:
    """The code of a markdown text: its fenced blocks and its inline `code` spans."""
    blocks = re.findall(r"```.*?```", text, flags=re.S)
    inline = re.findall(r"`([^`\n]+)`", re.sub(r"```.*?```", "", text, flags=re.S))
    return "\n".join(blocks + inline)


def _commands(text: str) -> set[str]:
    """The commands the text shows (``xl-tiebreaks COMMAND`` in its code)."""
    return set(re.findall(r"(?<![\w-])xl-tiebreaks ([a-z][a-z-]+)", _code(text)))


def _table_rows(text: str, head: str) -> list[list[str]]:
    """The rows of the markdown table whose header row starts with ``head``."""
    lines = text.splitlines()
    out: list[list[str]] = []
    for k, line in enumerate(lines):
        if line.startswith(head) and k + 1 < len(lines) and lines[k + 1].startswith("|---"):
            for row in lines[k + 2:]:
                if not row.startswith("|"):
                    break
                out.append([c.strip() for c in row.strip().strip("|").split("|")])
    return out


def _names(cell: str) -> list[str]:
    return re.findall(r"`([^`]+)`", cell)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_command_is_on_the_command_line_page(lang):
    assert _commands(_page(lang, "command-line.md")) == _commands_of_parser(), lang


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_function_with_its_registered_arguments(lang):
    """Each function's row: its name in the file's language first, its twin next, and the
    arguments as :data:`~xl_tiebreaks.udfs.REGISTRY` registers them in that language
    (``[optional]``), in their frozen order."""
    head = "| English | Spanish | arguments |" if lang == "en" else "| español | inglés | argumentos |"
    rows = _table_rows(_page(lang, "functions.md"), head)
    by_name = {(i.name, i.lang): i for i in REGISTRY}
    shown = {}
    for first, second, args in rows:
        (name,), (twin,) = _names(first), _names(second)
        shown[name] = (twin, args)
    mine = {i.name for i in REGISTRY if i.lang == lang}
    assert set(shown) == mine, set(shown) ^ mine
    for name, (twin, args) in shown.items():
        info = by_name[(name, lang)]
        assert twin == info.twin if lang == "es" else by_name[(name, "en")].name == name
        want = ", ".join(p.name if p.required else f"[{p.name}]" for p in info.params) or "(none)"
        assert args == want, (name, args, want)
    # the twins: the same pairs in both files
    other = {i.twin: i.name for i in REGISTRY if i.lang == "es"}
    if lang == "en":
        assert {n: t for n, (t, _) in shown.items()} == other
    else:
        assert {t: n for n, (t, _) in shown.items()} == other


def _settings(lang: str) -> set[tuple[str, str]]:
    heads = ("| English | Spanish | value |",) if lang == "en" else ("| español | inglés | valor |",)
    pairs = set()
    for head in heads:
        for row in _table_rows(_page(lang, "functions.md"), head):
            en, es = (row[0], row[1]) if lang == "en" else (row[1], row[0])
            pairs.add((_names(en)[0], _names(es)[0]))
    return pairs


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_settings_key_in_both_languages(lang):
    """Each key the settings readers know (:data:`xl_tiebreaks.settings._KEYS`, the team keys)
    once, by an English and a Spanish name that both read as that key."""
    keys = {**_KEYS, **_TEAM_KEYS}
    pairs = _settings(lang)
    covered = set()
    for en, es in pairs:
        a, b = keys.get(_squash(en)), keys.get(_squash(es))
        assert a is not None and a == b, (en, es, a, b)
        covered.add(a)
    assert covered == set(keys.values()), set(keys.values()) - covered
    assert len(pairs) == len(covered)


def test_both_languages_list_the_same():
    assert _settings("en") == _settings("es")
    assert _commands(_page("en", "command-line.md")) == _commands(_page("es", "command-line.md"))


def test_readme_links_the_spanish_one_at_the_top():
    head = _text("en").split("## ", 1)[0]
    assert "[LEAME.md](LEAME.md)" in head
    assert "[README.md](README.md)" in _text("es").split("## ", 1)[0]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_no_pip_install_of_a_package_that_is_not_on_the_index(lang):
    """The package is not on PyPI: no step of the front door or of a page may say ``pip install
    xl-tiebreaks``."""
    said = []
    for name, text in _manual(lang):
        said += [(name, m.group(0)) for m in re.finditer(r"pip install (?:\"|')?xl[-_]tiebreaks(?![-\w.])", text)
                 if not re.match(r"`?\s+(finds\s+nothing|no\s+encuentra\s+nada)", text[m.end():])]
    assert not said, said


def test_leame_shows_what_the_spanish_command_prints(capsys):
    """LEAME's first step, as it shows its output (lines shortened with ... compared up to there)."""
    from xl_tiebreaks.cli import main

    text = _text("es")
    block = text[text.index("El primer paso muestra"):]
    shown = block[block.index("```") + 4:]
    shown = shown[:shown.index("```")]
    assert main(["standings", "--lang", "es"]) == 0
    out = capsys.readouterr().out.splitlines()
    for line in (ln for ln in shown.splitlines() if ln.strip() and ln.strip() != "..."):
        if "..." in line:
            assert any(o.startswith(line[:line.index("...")].rstrip()) for o in out), line
        else:
            assert line in out, line
