"""Rule sets for unplayed rounds and how one is chosen.

``FIDE2024``: C.07 as applied 1 Aug 2024 - 28 Feb 2026 (art. 16: dummy opponent with the
participant's own final score, uncapped). ``FIDE2026``: C.07 from 1 Mar 2026 (art. 16.4
caps the dummy). ``FIDE``: whichever of the two was in force on the event's start date,
the latest when the date is unknown.

The older rules the seeds describe (``STANDARD``, ``DRAW_SELF``, ``VIRTUAL`` ...) are
added as further rule sets; every tie-break of the Buchholz / Sonneborn-Berger family asks
its rule set what a round counts for, so no tie-break branches on the era itself.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from enum import Enum

from .errors import TiebreakError


class Rules(str, Enum):
    """A named rule set for unplayed rounds (the ``rules`` argument, ``--rules``)."""

    FIDE2024 = "FIDE2024"
    FIDE2026 = "FIDE2026"

    @property
    def is_fide(self) -> bool:
        return self in (Rules.FIDE2024, Rules.FIDE2026)

    @property
    def capped(self) -> bool:
        """The 2026 dummy caps of C.07 (2026) art. 16.4.1-16.4.2 apply."""
        return self is Rules.FIDE2026


#: First day of each FIDE edition the product implements.
EDITION_START = {
    Rules.FIDE2024: _dt.date(2024, 8, 1),
    Rules.FIDE2026: _dt.date(2026, 3, 1),
}

_ALIASES = {
    "FIDE2024": Rules.FIDE2024,
    "FIDE-2024": Rules.FIDE2024,
    "FIDE 2024": Rules.FIDE2024,
    "2024": Rules.FIDE2024,
    "C07-2024": Rules.FIDE2024,
    "FIDE2023": Rules.FIDE2024,
    "2023": Rules.FIDE2024,
    "FIDE2026": Rules.FIDE2026,
    "FIDE-2026": Rules.FIDE2026,
    "FIDE 2026": Rules.FIDE2026,
    "2026": Rules.FIDE2026,
    "C07-2026": Rules.FIDE2026,
}


@dataclass(frozen=True)
class RulesChoice:
    """The rule set used and why (always shown to the user)."""

    rules: Rules
    reason: str


def choose_rules(text: str | Rules | None, start_date: _dt.date | None) -> RulesChoice:
    """Resolve ``text`` (``FIDE2024``, ``FIDE2026``, ``FIDE`` or ``None``) for an event.

    ``FIDE`` / ``None`` pick the edition in force on ``start_date``: the 2026 edition from
    1 March 2026, the 2024 edition before. An event before 1 August 2024 gets the 2024
    edition with a note (C.07-2023 gives the same numbers except the SB-C1 tie rule; events
    before 2023 used the virtual opponent). No date: the latest edition, with a note.

    Raises:
        TiebreakError: ``rules_unknown`` for any other text.
    """
    if isinstance(text, Rules):
        return RulesChoice(text, "chosen explicitly")
    key = (text or "FIDE").strip().upper()
    if key in _ALIASES:
        return RulesChoice(_ALIASES[key], "chosen explicitly")
    if key in ("FIDE", "AUTO", ""):
        if start_date is None:
            return RulesChoice(Rules.FIDE2026, "no start date: the latest edition (C.07 2026) was used")
        if start_date >= EDITION_START[Rules.FIDE2026]:
            return RulesChoice(Rules.FIDE2026, f"in force on the start date {start_date.isoformat()}")
        if start_date >= EDITION_START[Rules.FIDE2024]:
            return RulesChoice(Rules.FIDE2024, f"in force on the start date {start_date.isoformat()}")
        return RulesChoice(
            Rules.FIDE2024,
            f"the start date {start_date.isoformat()} is before August 2024: the 2024 edition was used "
            "(C.07-2023 gives the same values except the SB-C1 tie rule; before 2023 FIDE used the "
            "virtual opponent)",
        )
    raise TiebreakError("rules_unknown", text=text, known="FIDE, FIDE2024, FIDE2026")
