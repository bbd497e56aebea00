"""The rounds that count: which rounds of an event were held, and which rounds the values use.

Every reader, the tie-break context, ``check`` and the standings (individual and team events)
ask this module; none decides it on its own.

Sources of the rules:

* A round is **held** once it is paired: a game, a forfeit, a pairing-allocated bye or a pairing
  still waiting for its result is in it. A participant with nothing in a held round did not play
  it without being paired: an unplayed round (C.07 (2026) art. 15.1), the absence that art. 16.1.2
  counts among the voluntary unplayed rounds. Requested byes do not make a round held: organisers
  enter them before the round is paired (as JaVaFo's TRF-X sample has them).
* **Without a named round** the values use rounds 1..k, k the last round with a result (a game or
  a forfeit), or with a pairing-allocated bye and no game still waiting for its result (byes
  entered in advance wait for their round).
* **A named round** (``--round N``, the setting ``ronda`` / ``round``) is the organiser's word: the
  values are computed after it, or it is refused with a message; never silently another round
  (:func:`check_named_round`).

The records are anything with a ``kind`` (:class:`~xl_tiebreaks.model.RoundRecord`,
:class:`~xl_tiebreaks.teams.model.TeamRecord`); an event is anything with ``rounds`` (start
number -> records), an individual :class:`~xl_tiebreaks.model.Tournament` or a team event.
"""

from __future__ import annotations

from typing import Any, Iterable, MutableSequence, Sequence

from .errors import TiebreakError
from .model import (  # noqa: F401 - the kinds of round and the last round holding one, with the model
    PAIRED, RECORDED, RESULTS, TAKEN_PLACE, RoundKind, last_round_with, rounds_present)

def rounds_with(lists: Iterable[Sequence[Any]], n: int, kinds: frozenset = PAIRED) -> list[bool]:
    """Per round 0..``n``-1: does some record of it have a kind in ``kinds`` (default: was the
    round paired, :data:`PAIRED`)? ``lists``: every participant's records."""
    lists = list(lists)
    return [any(r_i < len(recs) and recs[r_i].kind in kinds for recs in lists) for r_i in range(n)]


def mark_absences(lists: Iterable[MutableSequence[Any]], n: int, absent: Any) -> None:
    """A round somebody was paired in (:data:`PAIRED`) is an absence for whoever has nothing
    in it (C.07 (2026) art. 15.1, 16.1.2): their ``NOT_PLAYED`` records of rounds 0..``n``-1 become
    ``absent`` (an individual or a team record). Changes the lists in place."""
    lists = list(lists)
    held = rounds_with(lists, n)
    for recs in lists:
        for r_i in range(n):
            if held[r_i] and recs[r_i].kind is RoundKind.NOT_PLAYED:
                recs[r_i] = absent


def rounds_considered(t: Any) -> int:
    """The rounds the values use when nobody named one: up to the last round with a result (a
    game or a forfeit), or with a pairing-allocated bye and no game still waiting for its
    result; byes of later rounds (requested in advance, or allocated with a pairing not
    played yet) wait. 0 when no round has any (see the module docstring for the sources)."""
    lists = list(t.rounds.values())
    for r_i in range(rounds_present(t.rounds) - 1, -1, -1):
        kinds = {recs[r_i].kind for recs in lists if r_i < len(recs)}
        if kinds & RESULTS or (RoundKind.PAB in kinds and RoundKind.PENDING not in kinds):
            return r_i + 1
    return 0


def check_named_round(t: Any, n: int) -> None:
    """The round the organiser named (``--round N``, the setting ``ronda`` / ``round``) is the
    round the values are computed after, or it is refused: never silently another round.

    Round ``n`` counts when a game or forfeit of it has a result (games still waiting for
    theirs count as not played, with a warning), or when every participant has something in
    it and nobody was paired (a round that really was all byes: pairing-allocated,
    requested, absences). It is refused when it has pairings but no result yet
    (``round_no_results``), or when only some participants have a bye in it and nobody is
    paired (``round_not_paired``: byes requested in advance of a round not paired yet).
    ``t`` is an individual or a team event; ``n = 0`` (before round 1) is always accepted.

    Raises:
        TiebreakError: ``round_no_results``, ``round_not_paired``.
    """
    if n <= 0:
        return
    kinds = [recs[n - 1].kind if len(recs) >= n else RoundKind.NOT_PLAYED for recs in t.rounds.values()]
    if any(k in RESULTS for k in kinds):
        return
    pending = sum(1 for k in kinds if k is RoundKind.PENDING)
    if pending:
        raise TiebreakError("round_no_results", round=n, pending=max(1, pending // 2), previous=n - 1)
    if any(k is RoundKind.NOT_PLAYED for k in kinds):
        byes = sum(1 for k in kinds if k is not RoundKind.NOT_PLAYED)
        raise TiebreakError("round_not_paired", round=n, byes=byes, previous=n - 1)


def rounds_that_count(t: Any, k: int | None = None) -> int:
    """THE answer to "which rounds count after round ``k``": the values use rounds 1..(the
    returned number) of ``t`` (an individual or a team event).

    ``k``: the round the organiser named, or ``None``. Named: ``k`` itself (bounded by the
    rounds present), once :func:`check_named_round` accepts it; ``None``:
    :func:`rounds_considered`.

    Raises:
        TiebreakError: :func:`check_named_round`'s for a named round that cannot count.
    """
    if k is None:
        return rounds_considered(t)
    check_named_round(t, k)
    return max(0, min(k, rounds_present(t.rounds)))


__all__ = ["PAIRED", "RESULTS", "RECORDED", "TAKEN_PLACE", "last_round_with", "rounds_with",
           "mark_absences", "rounds_considered", "check_named_round", "rounds_that_count"]
