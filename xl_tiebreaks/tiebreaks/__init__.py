"""One function per tie-break, by C.07 acronym. Each takes a :class:`Context` and a
:class:`~xl_tiebreaks.spec.TieBreakSpec` and returns a :class:`Column` for every participant."""

from __future__ import annotations

from typing import Callable

from ..spec import TieBreakSpec
from .buchholz import average_of_opponents_buchholz, buchholz, fore_buchholz, sonneborn_berger
from .context import Column, Context, build_context
from .koya import koya
from .progressive import (
    black_games,
    black_wins,
    games_won,
    pairing_number,
    points,
    progressive,
    rounds_elected,
    wins,
)
from .rating import (
    average_perfect_performance,
    average_performance,
    average_rating,
    perfect_performance,
    performance,
    rating,
)
from .historic import aro_per_round, gelbfuhs, koya_extended, sb_non_neustadtl, sum_of_buchholz, tpr_350
from .recursive import arpo, rp_column
from .standard import standard_points
from .fce import bucholz_mitja, kashdan_fce
from .ffe import (
    papi_buchholz,
    papi_buchholz_cut,
    papi_buchholz_median,
    papi_performance,
    papi_sum_of_buchholz,
)
from .uschess import (
    cumulative,
    cumulative_of_opposition,
    kashdan,
    median,
    modified_median,
    modified_median_michigan,
    solkoff,
)

TieBreakFn = Callable[[Context, TieBreakSpec], Column]

REGISTRY: dict[str, TieBreakFn] = {
    "PTS": points,
    "BH": buchholz,
    "FB": fore_buchholz,
    "AOB": average_of_opponents_buchholz,
    "SB": sonneborn_berger,
    "PS": progressive,
    "KS": koya,
    "WIN": wins,
    "WON": games_won,
    "BPG": black_games,
    "BWG": black_wins,
    "REP": rounds_elected,
    "STD": standard_points,
    "TPN": pairing_number,
    "ARO": average_rating,
    "TPR": performance,
    "PTP": perfect_performance,
    "APRO": average_performance,
    "APPO": average_perfect_performance,
    "RTNG": rating,
    "SUMBH": sum_of_buchholz,
    "KSX": koya_extended,
    "AROR": aro_per_round,
    "TPR350": tpr_350,
    "SBNN": sb_non_neustadtl,
    "GF": gelbfuhs,
    "RP": rp_column,
    "ARPO": arpo,
    # US Chess rule 34E (xl_tiebreaks.tiebreaks.uschess)
    "MM": modified_median,
    "MMMCA": modified_median_michigan,
    "MED": median,
    "SOLK": solkoff,
    "CUM": cumulative,
    "OCUM": cumulative_of_opposition,
    "KASH": kashdan,
    # France, FFE / Papi (xl_tiebreaks.tiebreaks.ffe)
    "BU": papi_buchholz,
    "BUTR": papi_buchholz_cut,
    "BUME": papi_buchholz_median,
    "PERF": papi_performance,
    "SBH": papi_sum_of_buchholz,
    # Catalonia, FCE (xl_tiebreaks.tiebreaks.fce)
    "BHMIT": bucholz_mitja,
    "KASHFCE": kashdan_fce,
}

#: codes that read their own federation's unplayed-round rule whatever the rule set chosen
#: (:func:`.uschess.us_context`, :func:`.ffe.ffe_context`): one definition each, whose home
#: rule set names it (``identify`` tries them under it only, never as "BU under FIDE2026")
HOME_RULES: dict[str, str] = {
    **dict.fromkeys(("MM", "MMMCA", "MED", "SOLK"), "US"),
    **dict.fromkeys(("BU", "BUTR", "BUME", "SBH"), "FFE"),
}

#: experimental tie-breaks (no published oracle): the output says so
EXPERIMENTAL = frozenset({"RP", "ARPO"})

#: tie-breaks that need the order of the rounds or the colours (a crosstable gives neither)
NEEDS_ROUND_ORDER = frozenset({"PS", "FB", "BPG", "BWG", "CUM", "OCUM"})

__all__ = ["REGISTRY", "HOME_RULES", "Column", "Context", "build_context", "NEEDS_ROUND_ORDER", "EXPERIMENTAL"]
