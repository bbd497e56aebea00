"""Prizes: who wins what, from the standings and the event's prize rules (its bases).

* :mod:`.model`: the rules as data (categories, prizes, the allocation rules) and the players
  as the rules see them;
* :mod:`.parse`: the rules from cells (the Premios / Prizes sheet, the functions' ranges) or a
  prize file; the players' data columns;
* :mod:`.allocate`: the allocation (one prize per player or cumulative, the priority, ties by
  tie-break, shared, Hort or US Chess 32B3);
* :mod:`.explain`: the prize list and each player's prize, explained in English and Spanish;
* :mod:`.sheet`: the spreadsheet functions' bodies (``PRIZE_LIST`` / ``LISTA_PREMIOS``,
  ``PLAYER_PRIZE`` / ``PREMIO_JUGADOR``).

Every variant and its source: ``docs/prizes.md``. Pure Python (no openpyxl).
"""

from __future__ import annotations

import datetime as _dt
from fractions import Fraction
from typing import Any, Mapping, Sequence

from ..errors import TiebreakError, gather
from ..texts import Text
from ..validate import shown
from .allocate import Allocation, Award, PlayerPrizes, Share, allocate
from .model import Category, Condition, Entrant, Prize, PrizeRules, Where, key_of
from .parse import birth_value, group_words, read_prize_text, read_rules, sex_value, yes_no

__all__ = ["Allocation", "Award", "Category", "Condition", "Entrant", "PlayerPrizes", "Prize", "PrizeRules", "Share",
           "Where", "allocate", "entrants_of", "key_of", "read_prize_text", "read_rules"]


def _trf_birth(text: str | None) -> int | _dt.date | None:
    """A TRF birth field (``2010/05/17``, ``2010``, ``2010/00/00``): a date, a year, or ``None``."""
    if not text:
        return None
    t = text.strip()
    if not t or set(t) <= set("0/.- "):
        return None
    try:
        return birth_value(t)
    except ValueError:
        head = t[:4]
        return int(head) if head.isdigit() and 1900 <= int(head) <= 2100 else None


def entrants_of(standings: Any, data: Mapping[int, Mapping[str, Any]] | None = None,
                where: Mapping[int, Mapping[str, Where]] | None = None) -> list[Entrant]:
    """The players of ``standings`` (:class:`~xl_tiebreaks.standings.Standings`) as the prize
    rules see them: place, points, rating, and the data of the event (a TRF's title, sex,
    federation, birth date) with ``data`` on top (start number -> column kind -> value: ``birth``,
    ``sex``, ``fed``, ``club``, ``group``, ``absent``, ``present``, ``title``, ``x:<header>``).
    ``where``: start number -> column kind -> where the cell is (messages name it).

    Raises:
        TiebreakError: every cell of ``data`` that cannot be read (a birth year, a sex, an
            absent mark), each naming its cell: ``prize_data_bad``.
    """
    t = standings.tournament
    parts = t.participants
    errors: list[TiebreakError] = []
    out = []
    for pos, i in enumerate(standings.order):
        p = parts[i]
        row = dict((data or {}).get(p.start_no, {}))
        places = (where or {}).get(p.start_no, {})

        def bad(kind: str, value: Any, expected: str) -> None:
            w = places.get(kind)
            errors.append(TiebreakError("prize_data_bad", w[0] if w else f"player {p.label()}",
                                        location_es=w[1] if w else f"jugador {p.label()}", what=Text("prize_what_" + kind),
                                        value=shown(value), expected=Text(expected), expected_es=Text(expected)))

        birth: Any = _trf_birth(p.birth)
        if row.get("birth") not in (None, ""):
            try:
                birth = birth_value(row["birth"])
            except ValueError:
                bad("birth", row["birth"], "prize_expected_birth")
        sex = None
        try:
            sex = sex_value(p.sex) if p.sex else None
        except ValueError:
            sex = None
        if row.get("sex") not in (None, ""):
            try:
                sex = sex_value(row["sex"])
            except ValueError:
                bad("sex", row["sex"], "prize_expected_sex")
        absent = False
        if row.get("absent") not in (None, ""):
            b = yes_no(row["absent"])
            if b is None:
                bad("absent", row["absent"], "prize_expected_absent")
            absent = bool(b)
        if row.get("present") not in (None, ""):
            b = yes_no(row["present"])
            if b is None:
                bad("absent", row["present"], "prize_expected_absent")
            absent = b is False
        fed = _text(row.get("fed")) or (p.federation or None)
        title = _text(row.get("title")) or (p.title or None)
        extra = {k: v for k, v in row.items() if k.startswith("x:") and v not in (None, "")}
        out.append(Entrant(
            start_no=p.start_no, name=p.name, rank=standings.ranks[i], order=pos,
            points=Fraction(standings.points.exact(i)), rating=p.rating or None, title=title, sex=sex, fed=fed,
            club=_text(row.get("club")), birth=birth, groups=group_words(row.get("group")), absent=absent,
            data=extra, where=places.get("row") or next(iter(places.values()), None),
            cells={k: v for k, v in places.items() if v}))
    if errors:
        raise gather(errors)
    return out


def expelled_of(standings: Any) -> dict[int, str]:
    """Start number -> name of the players of ``standings`` expelled from the event (FIDE's
    2026 endorsement checklist Q197-198), for :func:`~.allocate.allocate`."""
    return {p.start_no: p.name for p in getattr(standings.tournament, "participants", ())
            if getattr(p, "expelled", False)}


def _text(v: Any) -> str | None:
    if v is None:
        return None
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    s = str(v).strip()
    return s or None


def data_by_header(rows: Sequence[Sequence[Any]], row_players: Sequence[int | None],
                   where: Any = None) -> tuple[dict[int, dict[str, Any]], dict[int, dict[str, Where]]]:
    """A players' data range as :func:`entrants_of` takes it: its first row names the columns
    (:func:`~xl_tiebreaks.prizes.parse.data_column`), then one row per row of the results range
    (``row_players``: the start number of each results row, ``None`` for a blank one). ``where(r,
    c)``: where cell (r, c) of the range is (0-based).

    Raises:
        TiebreakError: ``prize_data_no_header``.
    """
    from .parse import data_column

    rows = [list(r) for r in rows]
    if not rows:
        return {}, {}
    head = [data_column(h) if h not in (None, "") and not _is_number(h) else "" for h in rows[0]]
    if not any(k and not k.startswith("x:") for k in head) and not any(head):
        raise TiebreakError("prize_data_no_header")
    data: dict[int, dict[str, Any]] = {}
    places: dict[int, dict[str, Where]] = {}
    for r, sn in enumerate(row_players):
        if sn is None or r + 1 >= len(rows):
            continue
        row = rows[r + 1]
        d: dict[str, Any] = {}
        w: dict[str, Where] = {}
        for c, k in enumerate(head):
            if not k or c >= len(row):
                continue
            d[k] = row[c]
            if where is not None:
                w[k] = where(r + 1, c)
        if where is not None:
            w["row"] = where(r + 1, 0)
        data[sn] = d
        places[sn] = w
    return data, places


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)
