"""One entry point for a results range of any layout (what the Excel functions read).

``read_results(cells, settings, ratings, names)`` decides the layout (the ``layout``
setting, or from the range itself), finds label columns at the left (start numbers and/or
names, as organisers often select them with the results), reads the range with the
matching reader of :mod:`xl_tiebreaks.readers.grids`, and says which row holds which
player, so that a function returns one value per row of the range.

Layout detection, in order:

1. the ``layout`` setting: ``crosstable`` / ``tabla cruzada``, ``swiss`` / ``suizo`` /
   ``rondas``, ``pairings`` / ``emparejamientos``;
2. a crosstable: N rows and N (or 2N) columns whose diagonal holds ``X``, ``*``, ``—`` or
   nothing;
3. a pairing list: cells holding both sides' results (``1-0``, ``½-½``, ``+/-``);
4. otherwise a Swiss grid.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass, field
from typing import Any, Sequence

from ..model import RoundKind, RoundRecord, Tournament
from ..settings import Settings
from .grids import GridTournament, read_crosstable, read_pairing_list, read_swiss_grid

_PAIR_RESULT = re.compile(
    r"^\s*(1|0|½|0[.,]5|1/2|\+|-|=)\s*[-–:]\s*(1|0|½|0[.,]5|1/2|\+|-|=)\s*$|^\s*(\+/-|-/\+|\+--|--\+|-/-)\s*$"
)
_DIAGONAL = {"", "x", "*", "—", "–", "-", "×", "#", "/"}
_LAYOUTS = {
    "crosstable": "crosstable", "tablacruzada": "crosstable", "cruzada": "crosstable", "cuadro": "crosstable",
    "roundrobin": "crosstable", "rr": "crosstable",
    "swiss": "swiss", "suizo": "swiss", "rondas": "swiss", "grid": "swiss", "swissgrid": "swiss",
    "cuadrosuizo": "swiss", "rounds": "swiss",
    "pairings": "pairings", "pairinglist": "pairings", "emparejamientos": "pairings", "pareos": "pairings",
    "listadeemparejamientos": "pairings", "boards": "pairings", "mesas": "pairings",
}


@dataclass
class ReadResults:
    tournament: Tournament
    row_players: list[int | None]
    round_order_known: bool
    layout: str
    notes: list[str] = field(default_factory=list)


def _blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


def _trim(cells: list[list[Any]]) -> list[list[Any]]:
    rows = [list(r) for r in cells]
    while rows and all(_blank(v) for v in rows[-1]):
        rows.pop()
    width = max((max((j + 1 for j, v in enumerate(r) if not _blank(v)), default=0) for r in rows), default=0)
    return [r[:width] + [None] * (width - len(r[:width])) for r in rows]


def _is_int(v: Any) -> bool:
    if isinstance(v, bool):
        return False
    if isinstance(v, int):
        return True
    if isinstance(v, float):
        return v.is_integer()
    return isinstance(v, str) and re.fullmatch(r"[0-9]+", v.strip()) is not None


_ROUND_TOKEN = re.compile(
    r"^\s*(\d+\s*[a-z○●]*\s*[-+=01½]?.*|[+\-=HFUZ]|BYE|LIBRE|NP|DESCANSO|RETIRADO|X|\*|[01]|½|0[.,]5)\s*$",
    re.IGNORECASE,
)


def _label_columns(rows: list[list[Any]]) -> tuple[list[Any] | None, list[Any] | None, int]:
    """(start numbers, names, how many leading columns they take)."""
    if not rows or not rows[0]:
        return None, None, 0
    n = len(rows)
    first = [r[0] for r in rows]
    start_numbers = None
    skip = 0
    ints = [int(float(str(v))) for v in first] if all(_is_int(v) for v in first) else None
    if ints is not None and sorted(ints) == list(range(1, n + 1)):
        # a No. column: 1..N in order (a round's opponents never are: nobody plays himself),
        # or any order of 1..N when a names column follows
        second = [r[1] if len(r) > 1 else None for r in rows]
        if ints == list(range(1, n + 1)) and len(rows[0]) > 1 or _names_like(second):
            start_numbers = ints
            skip = 1
    col = [r[skip] if len(r) > skip else None for r in rows]
    if _names_like(col):
        return start_numbers, [str(v).strip() for v in col], skip + 1
    return start_numbers, None, skip


_RESULT_WORD = re.compile(r"^(?:[01=+\-½xX*—–/:]|0[.,]5|1/2|[01][fF]|1a|0a|[+\-][/:]?[+\-])$")


def _resultish(v: str) -> bool:
    """Every word of ``v`` is a result ("1", "½", "+", "- -", "1 ½": a crosstable cell)."""
    words = v.split()
    return bool(words) and all(_RESULT_WORD.match(w) for w in words)


def _names_like(col: list[Any]) -> bool:
    """Text, unique, not all of it readable as round entries or results."""
    if not col or any(_blank(v) or not isinstance(v, str) for v in col):
        return False
    keys = [v.strip().casefold() for v in col]
    if len(set(keys)) != len(keys):
        return False
    if sum(1 for v in col if _resultish(v)) * 2 >= len(col):
        return False  # mostly results: a crosstable's first column
    return not all(_ROUND_TOKEN.match(v) for v in col)


def _detect(rows: list[list[Any]]) -> str:
    n = len(rows)
    m = len(rows[0]) if rows else 0
    if n >= 2 and m in (n, 2 * n):
        diag_ok = all(_blank(rows[i][i]) or str(rows[i][i]).strip().casefold() in _DIAGONAL for i in range(n))
        if m == 2 * n:
            diag_ok = diag_ok and all(
                _blank(rows[i][n + i]) or str(rows[i][n + i]).strip().casefold() in _DIAGONAL for i in range(n))
        if diag_ok:
            return "crosstable"  # (checked first: its cells may read "+/-" too)
    for r in rows:
        for v in r:
            if isinstance(v, str) and _PAIR_RESULT.match(v):
                return "pairings"
    return "swiss"


def _with_names(gt: GridTournament, names: list[Any]) -> GridTournament:
    """The crosstable's players named from a names column with blanks at the bottom."""
    parts = tuple(
        dataclasses.replace(p, name="" if i >= len(names) or _blank(names[i]) else str(names[i]).strip())
        for i, p in enumerate(gt.tournament.participants))
    return dataclasses.replace(gt, tournament=dataclasses.replace(gt.tournament, participants=parts))


def _rest_rounds_as_byes(gt: GridTournament) -> GridTournament:
    """Odd round robin with a bye value in the settings: the rest rounds are
    pairing-allocated byes worth that value (else they score nothing)."""
    rounds = {
        s: tuple(RoundRecord(RoundKind.PAB) if r.kind is RoundKind.ABSENT else r for r in recs)
        for s, recs in gt.tournament.rounds.items()
    }
    t = dataclasses.replace(gt.tournament, rounds=rounds)
    from ..texts import Text

    return dataclasses.replace(gt, tournament=t, notes=list(gt.notes) + [Text("note_rest_as_byes")])


def read_results(
    cells: Sequence[Sequence[Any]],
    *,
    settings: Settings | None = None,
    ratings: Sequence[Any] | None = None,
    names: Sequence[Any] | None = None,
) -> ReadResults:
    """Read a results range of any layout (see the module docstring).

    ``ratings`` and ``names`` are one value per row of the range (per player, in start-number
    order, for a pairing list). Errors are :class:`~xl_tiebreaks.errors.TiebreakError`
    from the readers, located by row and round.
    """
    st = settings or Settings()
    ss = st.score_system()
    rows_all = [list(r) for r in cells]
    rows = _trim(rows_all)
    layout = _LAYOUTS.get(st.layout or "", None)
    if st.layout and layout is None:
        from ..errors import TiebreakError

        from ..texts import Text

        raise TiebreakError("settings_bad_value", key=Text("setting_layout"), value=st.layout)
    if layout == "pairings" or (layout is None and _detect(rows) == "pairings"):
        gt = read_pairing_list(rows, names=names, ratings=ratings, score_system=ss, total_rounds=st.rounds)
        players = [p.start_no for p in gt.tournament.participants]
        return ReadResults(gt.tournament, players, gt.round_order_known, "pairings", list(gt.notes))
    start_numbers, label_names, skip = _label_columns(rows)
    body = [r[skip:] for r in rows]
    if names is None and label_names is not None:
        names = label_names
    if layout is None:
        layout = _detect(body)
    gt: GridTournament
    if layout == "crosstable":
        typed_names = None
        if names is not None and len(names) >= len(body):
            nm = list(names)
            if max((i + 1 for i, v in enumerate(nm) if not _blank(v)), default=0) < len(body):
                typed_names, names = nm, None  # names not typed yet at the bottom of the column
        gt = read_crosstable(body, names=names, ratings=ratings, score_system=ss)
        if typed_names is not None:
            gt = _with_names(gt, typed_names)
        row_players: list[int | None] = list(range(1, len(body) + 1))
        if st.pab is not None and len(body) % 2:
            gt = _rest_rounds_as_byes(gt)
    else:
        if names is None and ratings is not None and len(body) < len(ratings) <= len(rows_all) and body:
            # ratings of rows left blank at the bottom of the range (a player listed, nothing
            # typed for him yet): not a player of these results yet, not a count error
            ratings = list(ratings)[: len(body)]
        gt = read_swiss_grid(
            body, names=names, ratings=ratings, score_system=ss, start_numbers=start_numbers,
            lang=st.colours, total_rounds=st.rounds,
        )
        row_players = list(start_numbers) if start_numbers else list(range(1, len(body) + 1))
    row_players += [None] * (len(rows_all) - len(row_players))
    return ReadResults(gt.tournament, row_players, gt.round_order_known, layout, list(gt.notes))
