"""The same standings under several rule sets, side by side: who changes places, and by how much.

The commonest cause of "the programs disagree" is that they apply different rules for
unplayed rounds (FIDE 2026 vs 2024, the 2009 virtual opponent, the draw against oneself,
Buchholz "standard"). :func:`compare` ranks the event under each and marks every player
whose rank is not the same under all of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from .model import Tournament
from .output import format_cell
from .rules import choose_rules
from .standings import Evaluation, Standings


@dataclass
class Comparison:
    """Standings per rule set (in the order given) and the players whose rank changes."""

    rules: list[str]
    standings: list[Standings]
    changed: list[int]  # start numbers

    def table(self, lang: str = "en") -> list[list[object]]:
        """Header, then one row per player in the first rule set's order: No., name, points,
        per rule set the rank and the tie-breaks, and a last column "*" where the rank changes
        (with the ranks)."""
        es = lang.startswith("es")
        first = self.standings[0]
        head: list[object] = ["Nº" if es else "No.", "Nombre" if es else "Name", "Puntos" if es else "Points"]
        for r, st in zip(self.rules, self.standings):
            head.append(f"{'Puesto' if es else 'Rank'} {r}")
            head += [f"{s.text} {r}" for s in st.specs]
        head.append("Cambia" if es else "Changes")
        rows: list[list[object]] = [head]
        parts = first.tournament.participants
        for i in first.order:
            sn = parts[i].start_no
            row: list[object] = [sn, parts[i].name, format_cell(first.points, i)]
            for st in self.standings:
                row.append(st.ranks[i])
                row += [format_cell(c, i) for c in st.columns]
            row.append("*" if sn in self.changed else "")
            rows.append(row)
        return rows


def compare(
    t: Tournament,
    tiebreaks: str | Sequence[Any] | None,
    rules: Sequence[str],
    **kw: object,
) -> Comparison:
    """Rank ``t`` by ``tiebreaks`` under each of ``rules`` (e.g. ``["VIRTUAL", "FIDE2024"]``).

    Keywords go to :class:`~xl_tiebreaks.standings.Evaluation` (``pairing_system``,
    ``unrated_rating``, ``as_of``...).

    Raises:
        TiebreakError: an unknown rule set or tie-break; ``tb_manual_not_computed`` for lots
            or a play-off in the list.
    """
    from .spec import parse_list
    from .validate import no_manual

    no_manual(parse_list(tiebreaks) if tiebreaks else [])  # lots or a play-off: no values to compare
    if not rules:
        choose_rules("?", None)  # nothing to compare: the message lists the rule sets known
    names = [choose_rules(r, t.start_date).rules.value for r in rules]
    sts = [Evaluation(t, rules=r, **kw).standings(tiebreaks) for r in names]  # type: ignore[arg-type]
    changed = [p.start_no for i, p in enumerate(t.participants) if len({st.ranks[i] for st in sts}) > 1]
    return Comparison(names, sts, changed)
