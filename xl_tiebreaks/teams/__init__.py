"""Team events: model, tie-breaks (FIDE C.07 art. 11-13 and 16, FIDE 2009 team rules) and
readers (team crosstable, team Swiss grid, board list, TRF team records).

Quick start::

    from xl_tiebreaks.teams import read_team_trf, compute_team_standings
    st = compute_team_standings(read_team_trf("event.trf").tournament, "MP GP EDE BH:MP")
    st.ranking()          # team start numbers in standings order
    st.value(3, "BH:MP")  # one value
"""

from __future__ import annotations

from . import model, readers, spec, tiebreaks
from .model import *  # noqa: F403  (each module's __all__ is the package's API)
from .readers import *  # noqa: F403
from .spec import *  # noqa: F403
from .tiebreaks import *  # noqa: F403

__all__ = [*model.__all__, *readers.__all__, *spec.__all__, *tiebreaks.__all__]
