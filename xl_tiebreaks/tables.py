"""FIDE rating tables, as data (FIDE Rating Regulations B.02, 8.1.1 and 8.1.2).

``DP_BY_PERCENT[i]`` is the rating difference dp for a fractional score p = i / 100
(8.1.1), with p = 0 -> -800 and p = 1 -> +800 (the current table). ``pd_hundredths(d)``
is the expected score PD (in hundredths) of the player whose rating exceeds the other's
by ``d`` rating points (8.1.2); for negative ``d`` it is 100 - PD(-d).
"""

from __future__ import annotations

from bisect import bisect_left

# 8.1.1: dp for p = 0.50 .. 1.00 (index 0 = 0.50); dp(1 - p) = -dp(p)
_DP_UPPER = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72,
    80, 87, 95, 102, 110, 117, 125, 133, 141, 149,
    158, 166, 175, 184, 193, 202, 211, 220, 230, 240,
    251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
]
DP_BY_PERCENT: list[int] = [-_DP_UPPER[50 - i] for i in range(50)] + _DP_UPPER

# 8.1.2: upper bound of |D| for each PD from 0.50 up to 0.99; beyond 735 PD = 1.00
_PD_UPPER_D = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68,
    76, 83, 91, 98, 106, 113, 121, 129, 137, 145,
    153, 162, 170, 179, 188, 197, 206, 215, 225, 235,
    245, 256, 267, 278, 290, 302, 315, 328, 344, 357,
    374, 391, 411, 432, 456, 484, 517, 559, 619, 735,
]


def dp(percent: int) -> int:
    """dp for a score of ``percent`` % (0..100), B.02 8.1.1."""
    return DP_BY_PERCENT[percent]


def _pd_positive(d: int) -> int:
    return 50 + bisect_left(_PD_UPPER_D, d)  # index 50 -> 100 (|D| > 735)


#: PD in hundredths for d = -736 .. 736 (index d + 736); beyond, 0 or 100
_PD_TABLE = [100 - _pd_positive(-d) if d < 0 else _pd_positive(d) for d in range(-736, 737)]


#: PD in hundredths for d = -PD_OFFSET .. PD_OFFSET (index d + PD_OFFSET), for fast sums
PD_OFFSET = 4000
PD_WIDE = [0] * (PD_OFFSET - 736) + _PD_TABLE + [100] * (PD_OFFSET - 736)


#: per expected score p in hundredths (0..100), the least rating difference d whose PD reaches it
#: (PD never falls as d grows): bounds of a perfect performance (PTP)
_PD_ALL = [0] + _PD_TABLE + [100]  # PD for d = -737 .. 737, non-decreasing
PD_REACHES = [bisect_left(_PD_ALL, p) - 737 for p in range(101)]


def pd_hundredths(d: int) -> int:
    """Expected score, in hundredths, of a player rated ``d`` points above the opponent (B.02 8.1.2)."""
    if d > 736:
        return 100
    if d < -736:
        return 0
    return _PD_TABLE[d + 736]
