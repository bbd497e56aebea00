"""The message catalogue: every text the organiser reads, in English and Spanish, by domain.

Each module holds the messages of one part of the product as data, code -> (English, Spanish),
parameters for ``str.format``: ``ERRORS`` (codes of :class:`~xl_tiebreaks.errors.TiebreakError`)
and ``TEXTS`` (codes of :class:`~xl_tiebreaks.texts.Text`: notes, warnings, headers, help). The
codes of all modules never overlap; :func:`lookup` finds any of them.

========================  ===============================================================
:mod:`.general`           an internal error; "and N more" of a refusal carrying several
:mod:`.files`             TRF files, paths, reading and writing files
:mod:`.ranges`            cell ranges in general: cells, numbering, names, totals, pairings
:mod:`.layouts`           crosstables, Swiss grids, pairing lists, board lists
:mod:`.workbook`          filled workbooks: reading them, computing their formulas
:mod:`.settings`          settings, score systems, dates, rule sets, opt-in readings
:mod:`.tiebreaks`         tie-break codes, rule sets' descriptions, families
:mod:`.standings`         the standings' words, notes and warnings
:mod:`.explain`           explain, check, compare
:mod:`.teams`             team events
:mod:`.cli`               the command line's help and output, argparse's words
:mod:`.templates`         workbook templates: their errors and their sheets' prose
:mod:`.hosts`             Excel (classic, Lite) and LibreOffice: installing, running
========================  ===============================================================

:mod:`xl_tiebreaks.errors` (``MESSAGES``, ``TiebreakError``) and :mod:`xl_tiebreaks.texts`
(``TEXTS``, ``Text``, ``say``) are the API over this data.
"""

from __future__ import annotations

from . import cli, explain, files, general, hosts, layouts, ranges, settings, standings, teams, templates, tiebreaks
from . import workbook

#: the modules of the catalogue, in the order of :data:`MESSAGES` and :data:`TEXTS`
MODULES = (general, files, ranges, layouts, workbook, settings, tiebreaks, standings, explain, teams, cli,
           templates, hosts)

#: every error: code -> (English, Spanish)
MESSAGES: dict[str, tuple[str, str]] = {code: pair for m in MODULES for code, pair in getattr(m, "ERRORS", {}).items()}
#: every other text: code -> (English, Spanish)
TEXTS: dict[str, tuple[str, str]] = {code: pair for m in MODULES for code, pair in getattr(m, "TEXTS", {}).items()}
#: argparse's own words, by argparse's English text
ARGPARSE: dict[str, tuple[str, str]] = cli.ARGPARSE

_ALL: dict[str, tuple[str, str]] = {**MESSAGES, **TEXTS}
assert len(_ALL) == sum(len(getattr(m, "ERRORS", {})) + len(getattr(m, "TEXTS", {})) for m in MODULES), \
    "a code stands in two places of the catalogue"
assert not set(_ALL) & set(ARGPARSE)


def lookup(code: str) -> tuple[str, str]:
    """The (English, Spanish) templates of ``code``, an error's or a text's.

    Raises:
        KeyError: no such code.
    """
    return _ALL[code]
