r"""The message catalogue: every text the organiser reads, in English and Spanish, by domain.

Each file ``<domain>.tsv`` of this folder holds the texts of one part of the product as data, one
line a text: its table (``error``: codes of :class:`~xl_tiebreaks.errors.TiebreakError`; ``text``:
codes of :class:`~xl_tiebreaks.texts.Text`, notes, warnings, headers, help; ``argparse``:
argparse's own English words; ``name``: the tie-breaks' names by canonical acronym; ``word``,
``team_word``, ``team_name``: the templates' words and the team tie-breaks' names), its code, the
English and the Spanish text, separated by tabs, parameters for ``str.format`` in braces; ``#``
starts a comment line; ``\n``, ``\t`` and ``\\`` stand for a line break, a tab and a backslash. A
translator or a reviewer opens them in any spreadsheet or editor. The codes of all files never
overlap; :func:`lookup` finds any of them.

========================  ===============================================================
``general.tsv``           an internal error; "and N more" of a refusal carrying several
``files.tsv``             TRF files, paths, reading and writing files
``ranges.tsv``            cell ranges in general: cells, numbering, names, totals, pairings
``layouts.tsv``           crosstables, Swiss grids, pairing lists, board lists
``workbook.tsv``          filled workbooks: reading them, computing their formulas
``settings.tsv``          settings, score systems, dates, rule sets, opt-in readings
``tiebreaks.tsv``         tie-break codes, rule sets' descriptions, families
``standings.tsv``         the standings' words, notes and warnings
``explain.tsv``           explain, check, compare
``teams.tsv``             team events
``cli.tsv``               the command line's help and output, argparse's words
``templates.tsv``         workbook templates: their errors and their sheets' prose
``hosts.tsv``             Excel (classic, Lite) and LibreOffice: installing, running
``functions.tsv``         the spreadsheet functions' help and their arguments' names and help
``template_words.tsv``    the templates' words (sheet names, headers), the team tie-breaks' names
``noaddin.tsv``           the templates without the add-in: their cells' messages, instructions
``prizes.tsv``            prizes: the prize rules' mistakes, allocation notes, explanations
========================  ===============================================================

:mod:`xl_tiebreaks.errors` (``MESSAGES``, ``TiebreakError``) and :mod:`xl_tiebreaks.texts`
(``TEXTS``, ``Text``, ``say``) are the API over this data.
"""

from __future__ import annotations

import os
from typing import Any

#: the files of the catalogue (``<domain>.tsv`` beside this module), in the order of
#: :data:`MESSAGES` and :data:`TEXTS`
DOMAINS = ("general", "files", "ranges", "layouts", "workbook", "settings", "tiebreaks", "standings", "explain",
           "teams", "cli", "templates", "hosts", "functions", "template_words", "noaddin", "prizes")
#: the first line of every file that is no comment
HEADER = ["table", "code", "english", "spanish"]
_TABLES = ("error", "text", "argparse", "name", "word", "team_word", "team_name", "setting", "team_setting")
_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\"}


def _unescape(s: str) -> str:
    if "\\" not in s:
        return s
    out, i = [], 0
    while i < len(s):
        c = s[i]
        if c == "\\" and i + 1 < len(s) and s[i + 1] in _ESCAPES:
            out.append(_ESCAPES[s[i + 1]])
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


def read_domain(path: str) -> dict[str, dict[str, tuple[str, str]]]:
    """The tables of one catalogue file: table -> code -> (English, Spanish).

    Raises:
        ValueError: a line without its four cells, an unknown table, a code twice, an empty
            text, a missing header (naming the file and the line): the package is damaged.
    """
    tables: dict[str, dict[str, tuple[str, str]]] = {t: {} for t in _TABLES}
    header = False
    with open(path, encoding="utf-8-sig") as f:  # (a file saved by Excel starts with a byte order mark)
        for n, line in enumerate(f, 1):
            line = line.rstrip("\r\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if not header:
                if cells != HEADER:
                    raise ValueError(f"{path}, line {n}: the header must be {' | '.join(HEADER)}")
                header = True
                continue
            if len(cells) != 4 or cells[0] not in tables or not cells[1] or not cells[2] or not cells[3]:
                raise ValueError(f"{path}, line {n}: expected a table ({', '.join(_TABLES)}), a code, "
                                 "an English and a Spanish text separated by tabs")
            table, code, en, es = cells
            code = _unescape(code)
            if code in tables[table]:
                raise ValueError(f"{path}, line {n}: code {code} stands twice in the {table} table")
            tables[table][code] = (_unescape(en), _unescape(es))
    return tables


_HERE = os.path.dirname(os.path.abspath(__file__))
#: every file's tables, by domain
CATALOGUE: dict[str, dict[str, dict[str, tuple[str, str]]]] = {
    d: read_domain(os.path.join(_HERE, d + ".tsv")) for d in DOMAINS}

#: every error: code -> (English, Spanish)
MESSAGES: dict[str, tuple[str, str]] = {code: pair for d in DOMAINS for code, pair in CATALOGUE[d]["error"].items()}
#: every other text: code -> (English, Spanish)
TEXTS: dict[str, tuple[str, str]] = {code: pair for d in DOMAINS for code, pair in CATALOGUE[d]["text"].items()}
#: argparse's own words, by argparse's English text
ARGPARSE: dict[str, tuple[str, str]] = {k: v for d in DOMAINS for k, v in CATALOGUE[d]["argparse"].items()}
#: the tie-breaks' names by canonical acronym (the codes the core computes, :mod:`xl_tiebreaks.spec`)
NAMES: dict[str, tuple[str, str]] = {k: v for d in DOMAINS for k, v in CATALOGUE[d]["name"].items()}


def words(table: str) -> dict[str, tuple[Any, Any]]:
    """The templates' words of ``table`` (``word``, ``team_word``, ``setting``, ``team_setting``):
    key -> (English, Spanish),
    a list of words (``[a|b|c]`` in the file) as a tuple."""
    def one(v: str) -> Any:
        return tuple(v[1:-1].split("|")) if v.startswith("[") and v.endswith("]") else v

    return {k: (one(en), one(es)) for d in DOMAINS for k, (en, es) in CATALOGUE[d][table].items()}


#: the team tie-breaks' names by code: (English, Spanish)
TEAM_NAMES: dict[str, tuple[str, str]] = {k: v for d in DOMAINS for k, v in CATALOGUE[d]["team_name"].items()}

_ALL: dict[str, tuple[str, str]] = {**MESSAGES, **TEXTS}
if len(_ALL) != sum(len(CATALOGUE[d]["error"]) + len(CATALOGUE[d]["text"]) for d in DOMAINS):
    raise ValueError("a code stands in two places of the message catalogue")


def lookup(code: str) -> tuple[str, str]:
    """The (English, Spanish) templates of ``code``, an error's or a text's.

    Raises:
        KeyError: no such code.
    """
    return _ALL[code]
