"""xl_tiebreaks: chess tie-breaks (FIDE C.07, 2024 and 2026 editions, and older rules)
for organisers who keep their tournaments in Excel.

The core is pure Python: build a :class:`~xl_tiebreaks.model.Tournament` (from a TRF file,
a crosstable or a Swiss grid) and call :func:`compute_standings`.
"""

from __future__ import annotations

__version__ = "0.1.0"

from .errors import TiebreakError
from .model import Participant, PairingSystem, Result, RoundKind, RoundRecord, ScoreSystem, Tournament
from .standings import Standings, compute_standings

__all__ = [
    "__version__",
    "TiebreakError",
    "Participant",
    "PairingSystem",
    "Result",
    "RoundKind",
    "RoundRecord",
    "ScoreSystem",
    "Tournament",
    "Standings",
    "compute_standings",
]
