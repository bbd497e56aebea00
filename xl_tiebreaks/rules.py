"""Rule sets for unplayed rounds and how one is chosen.

``FIDE2024``: C.07 as applied 1 Aug 2024 - 28 Feb 2026 (art. 16: dummy opponent with the
participant's own final score, uncapped). ``FIDE2026``: C.07 from 1 Mar 2026 (art. 16.4
caps the dummy). ``FIDE``: whichever of the two was in force on the event's start date,
the latest when the date is unknown.

The older rules the seeds describe (``STANDARD``, ``DRAW_SELF``, ``VIRTUAL`` ...) are further
rule sets (:class:`Rules`); every tie-break of the Buchholz / Sonneborn-Berger family asks
its rule set what a round counts for (:mod:`xl_tiebreaks.tiebreaks.unplayed`), so no
tie-break branches on the era itself.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass
from enum import Enum

from .errors import TiebreakError
from .texts import Text


class Rules(str, Enum):
    """A named rule set for unplayed rounds (the ``rules`` argument, ``--rules``).

    ``FIDE2024`` / ``FIDE2026``: C.07 art. 16 (see the module docstring).
    ``STANDARD`` (seed 000 "Bucholz Standard"): a bye or an unplayed round adds nothing; a
    forfeit counts the scheduled opponent's score; opponents count with their real scores.
    ``DRAW_SELF`` (seed 000 "Bucholz FIDE", seed 001 §1, FIDE before 2009; Swiss Master and
    Protos): each own unplayed round is a draw against oneself, worth one's own final score
    with that round re-valued as a draw; opponents' unplayed rounds count as draws.
    ``DRAW_SELF_HALF_BYE``: as DRAW_SELF, but a half-point bye counts half one's own points
    (seed 000's proposal).
    ``VIRTUAL`` (FIDE 2009 - June 2023): the virtual opponent, Svon = SPR + (1 - SfPR) +
    0.5 x (n - R); opponents' unplayed rounds count as draws; in SB every own unplayed round
    counts as a draw against the virtual opponent (Swiss-Manager). ``VIRTUAL_VEGA``: the same,
    SB multiplying by the points actually awarded (Vega).
    ``SWISS_PERFECT``: own forfeit win or loss = the scheduled opponent's score with unplayed
    rounds as draws; own bye = half the maximum score (disputes log case 2).
    ``US`` (US Chess, Official Rules of Chess, 7th edition with its online updates, rule 34E1):
    opponents count with their "adjusted scores", every unplayed game of theirs (bye, forfeit,
    round after a withdrawal) as half a point; the player's own unplayed games "count as
    opponents with adjusted scores of 0". Its own tie-breaks (modified median, Solkoff,
    cumulative, Kashdan ...: :mod:`xl_tiebreaks.tiebreaks.uschess`) read this rule whatever the
    rule set; under ``US`` the Buchholz family (BH = Solkoff, BH/M1 = median, SB) reads it too,
    and without a tie-break list the US default order applies (preset ``US_CHESS``).
    ``FFE`` (Fédération Française des Échecs, as its pairing program Papi computes it; Sharly-
    Chess's executable re-implementation, ``src/plugins/ffe/ffe_tie_breaks.py``): in a Swiss the
    virtual opponent of ``VIRTUAL`` (an own unplayed round: the points before it, the opposite of
    its result, ½ for each round after it; opponents' unplayed rounds as draws); in a round robin
    the opponents' real scores, a forfeit against the scheduled opponent and a rest round
    nothing. Its own codes (``BU``, ``BUTR``, ``BUME``, ``PERF``, ``SBH``:
    :mod:`xl_tiebreaks.tiebreaks.ffe`) read this rule whatever the rule set; without a tie-break
    list the French order applies (preset ``FFE``).
    ``FCE`` (Federació Catalana d'Escacs): its circulars break ties by "Buchholz -1, amb ajust
    FIDE de contrincant virtual": the virtual opponent of ``VIRTUAL`` (SB: the dummy x ½, as
    Swiss-Manager computes it); without a tie-break list the Catalan order applies (preset
    ``FCE``).
    """

    FIDE2024 = "FIDE2024"
    FIDE2026 = "FIDE2026"
    STANDARD = "STANDARD"
    DRAW_SELF = "DRAW_SELF"
    DRAW_SELF_HALF_BYE = "DRAW_SELF_HALF_BYE"
    VIRTUAL = "VIRTUAL"
    VIRTUAL_VEGA = "VIRTUAL_VEGA"
    SWISS_PERFECT = "SWISS_PERFECT"
    US = "US"
    FFE = "FFE"
    FCE = "FCE"

    @property
    def is_fide(self) -> bool:
        """A current FIDE edition (art. 16 with its voluntary-unplayed-round cut rule)."""
        return self in (Rules.FIDE2024, Rules.FIDE2026)

    @property
    def legacy(self) -> bool:
        """An older FIDE-era rule set: direct encounter only when all tied players met (seed 001
        2.1.4), and FIDE's 2009 one-family-per-event warning. Not the national rule sets (``US``,
        ``FFE``, ``FCE``), which have their own orders."""
        return not self.is_fide and self not in (Rules.US, Rules.FFE, Rules.FCE)

    @property
    def aro_cuts_unplayed_first(self) -> bool:
        """ARO with cuts under FIDE's rules before C.07 (2023): every unplayed round of the
        participant uses up one of the cuts before any opponent played over the board is cut
        (low cuts first, then the high cuts of a median).

        The rule sets of FIDE's pre-2023 eras that define ARO: the virtual-opponent era
        (``VIRTUAL``, ``VIRTUAL_VEGA``: the handbook's "Average Rating of Opponents Cut 1"
        used until 2023, e.g. by the 2021 World Blitz Championship, which published ARO-C1 as
        the plain average of the over-the-board opponents of every player with an unplayed
        round; FIDE's reference implementation has it as its "2022 World Rapid & Blitz" rule
        version, gacrux changelog 2025-12-07, ``tiebreak.py`` ``ver == 0``) and the draw-
        against-oneself era (``DRAW_SELF``, ``DRAW_SELF_HALF_BYE``: FIDE's 2009 annex, seed
        001 §2.3.1-2.3.1.1, counts the average over the rounds and cuts "starting with the
        lowest", an unplayed round having no rating at all). ``STANDARD`` and
        ``SWISS_PERFECT`` define no ARO of their own: C.07 art. 10.1 and 14 apply.
        """
        return self in (Rules.VIRTUAL, Rules.VIRTUAL_VEGA, Rules.DRAW_SELF, Rules.DRAW_SELF_HALF_BYE)

    @property
    def capped(self) -> bool:
        """The 2026 dummy caps of C.07 (2026) art. 16.4.1-16.4.2 apply."""
        return self is Rules.FIDE2026

    def describe(self, lang: str = "en") -> str:
        """One line on what the rule set is, in English or Spanish (``lang="es"``)."""
        from .texts import text

        return text(f"rules_{self.value}", lang)


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
    "STANDARD": Rules.STANDARD,
    "ESTANDAR": Rules.STANDARD,
    "BUCHOLZ STANDARD": Rules.STANDARD,
    "BUCHHOLZ STANDARD": Rules.STANDARD,
    "DRAW_SELF": Rules.DRAW_SELF,
    "DRAW-SELF": Rules.DRAW_SELF,
    "DRAWSELF": Rules.DRAW_SELF,
    "TABLAS CONSIGO MISMO": Rules.DRAW_SELF,
    "BUCHOLZ FIDE": Rules.DRAW_SELF,  # seed 000's own wording, which means this rule
    "BUCHHOLZ FIDE": Rules.DRAW_SELF,
    "SWISS MASTER": Rules.DRAW_SELF,
    "SWISSMASTER": Rules.DRAW_SELF,
    "PROTOS": Rules.DRAW_SELF,
    "FIDE2008": Rules.DRAW_SELF,
    "DRAW_SELF_HALF_BYE": Rules.DRAW_SELF_HALF_BYE,
    "DRAW-SELF-HALF-BYE": Rules.DRAW_SELF_HALF_BYE,
    "VIRTUAL": Rules.VIRTUAL,
    "VIRTUAL OPPONENT": Rules.VIRTUAL,
    "VIRTUAL_OPPONENT": Rules.VIRTUAL,
    "OPONENTE VIRTUAL": Rules.VIRTUAL,
    "FIDE2009": Rules.VIRTUAL,
    "FIDE2012": Rules.VIRTUAL,
    "SWISS-MANAGER": Rules.VIRTUAL,
    "SWISS MANAGER": Rules.VIRTUAL,
    "VIRTUAL_VEGA": Rules.VIRTUAL_VEGA,
    "VIRTUAL-VEGA": Rules.VIRTUAL_VEGA,
    "VEGA2009": Rules.VIRTUAL_VEGA,
    "SWISS_PERFECT": Rules.SWISS_PERFECT,
    "SWISS PERFECT": Rules.SWISS_PERFECT,
    "SWISSPERFECT": Rules.SWISS_PERFECT,
    "US": Rules.US,
    "USCF": Rules.US,
    "US CHESS": Rules.US,
    "USCHESS": Rules.US,
    "US_CHESS": Rules.US,
    "34E": Rules.US,
    "EEUU": Rules.US,
    "EE UU": Rules.US,
    "AJEDREZ EEUU": Rules.US,
    "FEDERACION ESTADOUNIDENSE": Rules.US,
    "FFE": Rules.FFE,
    "PAPI": Rules.FFE,
    "FRANCE": Rules.FFE,
    "FRANCIA": Rules.FFE,
    "FFE PAPI": Rules.FFE,
    "FEDERATION FRANCAISE": Rules.FFE,
    "FEDERACION FRANCESA": Rules.FFE,
    "FCE": Rules.FCE,
    "CATALUNYA": Rules.FCE,
    "CATALUNA": Rules.FCE,
    "CATALONIA": Rules.FCE,
    "FEDERACIO CATALANA": Rules.FCE,
    "FEDERACION CATALANA": Rules.FCE,
}


@dataclass(frozen=True)
class RulesChoice:
    """The rule set used and why (always shown to the user; ``reason`` is a
    :class:`~xl_tiebreaks.texts.Text`: English as a string, Spanish by ``reason.message("es")``)."""

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
        return RulesChoice(text, Text("why_explicit"))
    key = " ".join((text or "FIDE").strip().upper().replace("_", " ").split())
    for k in (key, key.replace(" ", "_"), key.replace(" ", "")):
        if k in _ALIASES:
            r = _ALIASES[k]
            why = Text("why_explicit")
            if k in ("BUCHOLZ FIDE", "BUCHHOLZ FIDE"):
                why = Text("why_bucholz_fide")
            return RulesChoice(r, why)
    if key in ("FIDE", "AUTO", ""):
        if start_date is None:
            return RulesChoice(Rules.FIDE2026, Text("why_no_date"))
        if start_date >= EDITION_START[Rules.FIDE2026]:
            return RulesChoice(Rules.FIDE2026, Text("why_in_force", date=start_date.isoformat()))
        if start_date >= EDITION_START[Rules.FIDE2024]:
            return RulesChoice(Rules.FIDE2024, Text("why_in_force", date=start_date.isoformat()))
        return RulesChoice(Rules.FIDE2024, Text("why_before_2024", date=start_date.isoformat()))
    raise TiebreakError("rules_unknown", text=text, known=", ".join(["FIDE"] + [r.value for r in Rules]))
