"""Named, opt-in readings of C.07 where its text reads two ways.

By default the product follows FIDE's reference implementation (gacrux 1.11.65); each policy
here switches to the other reading, names the article, and is tested on its own
(tests/test_policies.py).
"""

from __future__ import annotations

from .errors import TiebreakError

#: name -> (article, what it changes)
POLICIES: dict[str, tuple[str, str]] = {
    "RR_FORFEIT_WINS_AS_GAMES": (
        "C.07 (2026) art. 15.2",
        "with pre-determined pairings, forfeits are 'regular games' except forfeit losses in "
        "type B tie-breaks: a forfeit win counts in WON, BPG and BWG (the reference counts games "
        "played over the board only)",
    ),
    "STD_SCHEDULED_OPPONENT": (
        "C.07 (2026) art. 7.7",
        "STD compares a forfeit or a game with the scheduled opponent's points, so a double forfeit "
        "or a game lost by both (0-0) is ½ (the reference compares every round with a draw: 0)",
    ),
    "VUR_LOWEST_SCORE": (
        "C.07 (2026) art. 16.5",
        "among several voluntary unplayed rounds, the one cut first is the one with the lowest "
        "opponent or dummy score (earlier versions of the reference implementation), not the lowest "
        "contribution (the article's words and gacrux 1.11.65); they differ for SB",
    ),
    "TEAM_MATCH_WON_ON_MORE_POINTS": (
        "seed 001 §2.1.2 (FIDE 2009 tie-break annex)",
        "team events: a match is won with more game points than the opponent (drawn on equal points, "
        "lost by both at 0-0), as the reference implementation scores it; by default a match is won "
        "with more than half the boards' points (they differ only when boards are lost by both teams)",
    ),
}


def parse_policies(items: str | list[str] | tuple[str, ...] | None) -> frozenset[str]:
    """Policy names from ``"A, B"`` or a list; case and ``-``/``_`` insensitive.

    Raises:
        TiebreakError: ``policy_unknown``.
    """
    if not items:
        return frozenset()
    if isinstance(items, str):
        items = [x for x in items.replace(";", ",").split(",")]
    out = set()
    for x in items:
        key = x.strip().upper().replace("-", "_").replace(" ", "_")
        if not key:
            continue
        if key not in POLICIES:
            raise TiebreakError("policy_unknown", text=x.strip(), known=", ".join(POLICIES))
        out.add(key)
    return frozenset(out)
