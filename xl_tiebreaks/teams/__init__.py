"""Team events: model, tie-breaks (FIDE C.07 art. 11-13 and 16, FIDE 2009 team rules) and
readers (team crosstable, team Swiss grid, board list, TRF team records).

Quick start::

    from xl_tiebreaks.teams import read_team_trf, compute_team_standings
    st = compute_team_standings(read_team_trf("event.trf").tournament, "MP GP EDE BH:MP")
    st.ranking()          # team start numbers in standings order
    st.value(3, "BH:MP")  # one value
"""

from __future__ import annotations

from .model import GP, MP, BoardGame, Team, TeamRecord, TeamRound, TeamScoring, TeamTournament, classify_match
from .readers import (
    TeamGridResult,
    TeamTrfFile,
    parse_team_trf,
    read_team_board_list,
    read_team_crosstable,
    read_team_results,
    read_team_swiss_grid,
    read_team_trf,
    write_team_trf,
)
from .tiebreaks import (
    DEFAULT_TEAM_TIEBREAKS,
    PRESETS,
    TEAM_NAMES,
    TeamEvaluation,
    TeamStandings,
    TeamTieBreakSpec,
    compute_team_standings,
    parse_team_list,
    parse_team_spec,
)

__all__ = [
    "MP",
    "GP",
    "Team",
    "BoardGame",
    "TeamRecord",
    "TeamRound",
    "TeamScoring",
    "TeamTournament",
    "classify_match",
    "TeamGridResult",
    "TeamTrfFile",
    "parse_team_trf",
    "read_team_trf",
    "write_team_trf",
    "read_team_crosstable",
    "read_team_swiss_grid",
    "read_team_board_list",
    "read_team_results",
    "TeamTieBreakSpec",
    "TeamEvaluation",
    "TeamStandings",
    "PRESETS",
    "DEFAULT_TEAM_TIEBREAKS",
    "TEAM_NAMES",
    "parse_team_spec",
    "parse_team_list",
    "compute_team_standings",
]
