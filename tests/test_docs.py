"""The manual holds together: every relative link and every ``#anchor`` of README.md, LEAME.md and
docs/**/*.md resolves (a file or folder of the repository; an anchor as GitHub makes it from a
heading), and every page for users in English (docs/X.md) has its Spanish twin (docs/es/X.md) with
the same headings, by count and level, and the other way round. README.md and LEAME.md are twins
too. The pages for developers (architecture, layout, tests, Pyodide, the Excel checklist) are in
English only; docs/_incoming/ (the other branches' additions, waiting to be merged into the pages)
is left out."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
#: pages for developers: English only, no Spanish twin
DEVELOPER_PAGES = {"architecture.md", "layout.md", "tests.md", "pyodide.md", "excel-checklist.md"}
#: an English page whose Spanish twin has another file name (none today): {"x.md": "y.md"}
TWIN_NAMES: dict[str, str] = {}
INCOMING = DOCS / "_incoming"


def _pages() -> list[Path]:
    pages = [ROOT / "README.md", ROOT / "LEAME.md"]
    pages += sorted(p for p in DOCS.rglob("*.md") if INCOMING not in p.parents)
    return pages


def _outside_code(text: str) -> list[str]:
    """The lines of a markdown text outside its fenced code blocks, inline code spans blanked."""
    out, fence = [], None
    for line in text.splitlines():
        m = re.match(r"\s*(`{3,}|~{3,})", line)
        if m:
            if fence is None:
                fence = m.group(1)[0] * len(m.group(1))
            elif m.group(1).startswith(fence):
                fence = None
            out.append("")
            continue
        out.append("" if fence else re.sub(r"`+[^`]*`+", "``", line))
    return out


def _headings(text: str) -> list[tuple[int, str]]:
    """(level, text) of each ATX heading outside code."""
    raw = text.splitlines()
    kept = _outside_code(text)
    heads = []
    for k, line in enumerate(kept):
        m = re.match(r"(#{1,6})\s+(.*?)\s*#*\s*$", line)
        if m:  # the heading's own text, inline code included
            heads.append((len(m.group(1)), re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", raw[k]).group(1)))
    return heads


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: the text as shown (links give their text, code its
    content), lower case, every character that is not a letter, a digit, ``_``, ``-`` or a space
    removed (accented letters stay), spaces to ``-``.

    >>> slug("Windows, classic xlwings (Python installed on the PC)")
    'windows-classic-xlwings-python-installed-on-the-pc'
    >>> slug("Reglas para las rondas no jugadas (`--rules`, la clave `reglas`)")
    'reglas-para-las-rondas-no-jugadas---rules-la-clave-reglas'
    """
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = re.sub(r"[^\w\- ]", "", text.lower())
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every anchor GitHub gives the headings of ``path`` (a repeated one gets ``-1``, ``-2``...)."""
    seen: dict[str, int] = {}
    out = set()
    for _, text in _headings(path.read_text(encoding="utf-8")):
        s = slug(text)
        if s in seen:
            seen[s] += 1
            out.add(f"{s}-{seen[s]}")
        else:
            seen[s] = 0
            out.add(s)
    return out


def _links(path: Path) -> list[tuple[int, str]]:
    """(line number, target) of every markdown link and image outside code."""
    found = []
    for k, line in enumerate(_outside_code(path.read_text(encoding="utf-8")), start=1):
        for m in re.finditer(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)", line):
            found.append((k, m.group(1)))
    return found


def test_slug_follows_github():
    # worked by hand from GitHub's rule: "Set up and run" -> set-up-and-run; accents kept
    assert slug("Set up and run") == "set-up-and-run"
    assert slug("Windows, xlwings clásico (Python instalado en el PC)") == "windows-xlwings-clásico-python-instalado-en-el-pc"
    assert slug("Speed (`benchmarks/`)") == "speed-benchmarks"
    assert slug("A [link](x.md) here") == "a-link-here"


@pytest.mark.parametrize("page", _pages(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_and_anchor_resolves(page):
    broken = []
    for line, target in _links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, flags=re.I):  # https:, mailto: ...
            continue
        where, _, anchor = target.partition("#")
        dest = (page.parent / where).resolve() if where else page
        if not dest.exists():
            broken.append(f"line {line}: {target}: no such file")
            continue
        if not dest.is_relative_to(ROOT):
            broken.append(f"line {line}: {target}: outside the repository")
            continue
        if anchor:
            if dest.suffix != ".md":
                broken.append(f"line {line}: {target}: an anchor into a file that is not markdown")
            elif anchor not in anchors(dest):
                broken.append(f"line {line}: {target}: no heading gives #{anchor}")
    assert not broken, "\n".join(broken)


def _twins() -> list[tuple[Path, Path]]:
    pairs = [(ROOT / "README.md", ROOT / "LEAME.md")]
    for page in sorted(DOCS.glob("*.md")):
        if page.name not in DEVELOPER_PAGES:
            pairs.append((page, DOCS / "es" / TWIN_NAMES.get(page.name, page.name)))
    return pairs


@pytest.mark.parametrize("en,es", _twins(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_each_user_page_has_its_spanish_twin_with_the_same_headings(en, es):
    assert es.is_file(), f"{en.relative_to(ROOT)} has no Spanish twin {es.relative_to(ROOT)}"
    levels = [lvl for lvl, _ in _headings(en.read_text(encoding="utf-8"))]
    twin = [lvl for lvl, _ in _headings(es.read_text(encoding="utf-8"))]
    assert levels == twin, (f"{en.relative_to(ROOT)}: {len(levels)} headings {levels}; "
                            f"{es.relative_to(ROOT)}: {len(twin)} headings {twin}")


def test_every_spanish_page_is_the_twin_of_an_english_one():
    english = {TWIN_NAMES.get(p.name, p.name) for p in DOCS.glob("*.md") if p.name not in DEVELOPER_PAGES}
    spanish = {p.name for p in (DOCS / "es").glob("*.md")}
    assert spanish == english, spanish ^ english
    assert not DEVELOPER_PAGES & spanish


def test_the_checks_find_a_broken_link_and_a_missing_heading(tmp_path):
    """The helpers above on a page made to fail: a link to a missing file, an anchor no heading
    gives, and a heading inside a code block (which is no heading)."""
    page = tmp_path / "p.md"
    page.write_text("# Title\n\n```\n# not a heading\n```\n\n## Part `two`\n\n"
                    "[a](missing.md) [b](#part-two) [c](#part-three) `[d](nowhere.md)`\n", encoding="utf-8")
    assert [lvl for lvl, _ in _headings(page.read_text(encoding="utf-8"))] == [1, 2]
    assert anchors(page) == {"title", "part-two"}
    assert [t for _, t in _links(page)] == ["missing.md", "#part-two", "#part-three"]
