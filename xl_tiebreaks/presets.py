"""Named tie-break lists: the seeds' recommendations, consistent with seed 001's own rule.

Seed 001 §3 ("Sólo un tipo de las tres categorías ... deberá usarse para un evento dado. Por
ejemplo: a) la Suma de Marcadores Progresivos + b) Buchholz serían incorrectos") forbids
mixing its three families in one event: the progressive score (2.1.1), the opponents' results
(Buchholz, Sonneborn-Berger: 2.2) and the ratings (2.3). Yet its own list for Swiss events with
inconsistent ratings holds both the progressive score and Buchholz. Its lists are read here as
a menu: every preset keeps to one family (direct encounter, Koya and the number of wins go with
any of them, as every list of the seed has them), and that list is offered as two presets. A
tie-break list that mixes the families gets a warning (not an error).
"""

from __future__ import annotations

#: name -> (tie-breaks, where it comes from)
PRESETS: dict[str, tuple[str, str]] = {
    "SEED002_SWISS": ("BH/C1 BH SB DE WIN", "seed 002 (ChessLivo's default for Swiss events)"),
    "SEED002_ROUND_ROBIN": ("DE SB WIN KS", "seed 002 (ChessLivo's default for round robins)"),
    "SEED001_ROUND_ROBIN": ("DE KS SB WON", "seed 001 §3, individual round robins"),
    "SEED001_SWISS_RATED": ("ARO TPR", "seed 001 §3, Swiss events where all players have consistent ratings"),
    "SEED001_SWISS_MIXED_PS": ("DE PS WON", "seed 001 §3, Swiss events with inconsistent ratings: the progressive "
                                            "score half of the seed's list (it may not go with Buchholz)"),
    "SEED001_SWISS_MIXED_BH": ("DE BH SB WON", "seed 001 §3, Swiss events with inconsistent ratings: the Buchholz "
                                               "half of the seed's list"),
    "SEED001_SWISS_UNRATED": ("DE BH SB WON", "seed 001 §3, Swiss events where most players are unrated"),
}

_ALIASES = {
    "SWISS": "SEED002_SWISS",
    "SUIZO": "SEED002_SWISS",
    "ROUND_ROBIN": "SEED002_ROUND_ROBIN",
    "TODOS_CONTRA_TODOS": "SEED002_ROUND_ROBIN",
}

#: seed 001's three families (direct encounter, Koya and wins belong to none of them here)
FAMILIES = {
    "progressive score": {"PS"},
    "opponents' results (Buchholz, Sonneborn-Berger)": {"BH", "FB", "AOB", "SB", "SUMBH", "SBNN", "GF"},
    "ratings": {"ARO", "TPR", "PTP", "APRO", "APPO", "AROR", "TPR350", "RP", "ARPO", "RTNG"},
}


def preset(text: str) -> str | None:
    """The tie-break list of preset ``text`` (``"SEED002_SWISS"``, ``"preset: suizo"``), or ``None``."""
    key = text.strip().upper()
    if key.startswith("PRESET:"):
        key = key[len("PRESET:"):].strip()
    key = key.replace(" ", "_").replace("-", "_")
    key = _ALIASES.get(key, key)
    got = PRESETS.get(key)
    return got[0] if got else None


def mixed_families(codes: list[str]) -> list[str]:
    """The families of seed 001 §3 that ``codes`` mix (empty when it keeps to one)."""
    return [name for name, members in FAMILIES.items() if any(c in members for c in codes)]
