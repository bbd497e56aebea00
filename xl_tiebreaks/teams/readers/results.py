"""Any team layout, as the spreadsheet functions read it: the layout named or recognised."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Sequence

from ...errors import TiebreakError
from ...model import PairingSystem
from ...readers.cells import BLACK_WORDS, WHITE_WORDS, Where, fail
from .board_list import read_team_board_list
from .cells import TeamGridResult, TeamRangeOptions, _src, _team_cell, range_options
from .crosstable import read_team_crosstable
from .swiss import read_team_swiss_grid

if TYPE_CHECKING:  # (PEP 692's Unpack: typing from 3.11, typing_extensions before)
    from typing_extensions import Unpack


# ---------------------------------------------------------------------------------------
# any layout (what the Excel functions read)

_LAYOUTS = {
    "crosstable": "crosstable", "tablacruzada": "crosstable", "cruzada": "crosstable", "cuadro": "crosstable",
    "roundrobin": "crosstable", "rr": "crosstable",
    "swiss": "swiss", "suizo": "swiss", "rondas": "swiss", "grid": "swiss", "cuadrosuizo": "swiss",
    "swissgrid": "swiss", "roundgrid": "swiss", "cuadroderondas": "swiss", "teamswissgrid": "swiss",
    "teamcrosstable": "crosstable", "cuadroporrondas": "swiss",
    "boards": "boards", "tableros": "boards", "mesas": "boards", "pairings": "boards", "emparejamientos": "boards",
    "boardlist": "boards",
}


def _all_colours(words: Sequence[Any]) -> bool:
    return all(str(w).strip().lower() in WHITE_WORDS | BLACK_WORDS | {"b"} for w in words)


def _a_round(words: Sequence[Any]) -> bool:
    """Every cell reads as a team Swiss grid's round cell (``2w1.5``, ``PAB``, ``+F``...) and one
    at least names an opponent: round 1, never a names column (teams are not called
    ``PAB`` or ``2w1.5``; a column of one-letter names such as ``A``, ``F``, ``H`` has no
    opponent in it)."""
    opponents = 0
    for w in words:
        try:
            cell = _team_cell(w, Where("", ""))
        except Exception:  # noqa: BLE001 - a probe: whatever refuses the cell, it is no round cell
            return False
        opponents += cell.opponent is not None
    return opponents > 0


def read_team_results(
    cells: Sequence[Sequence[Any]],
    *,
    layout: str | None = None,
    total_rounds: int | None = None,
    pairing_system: PairingSystem | None = None,
    pair_forfeits: bool = False,
    **given: Unpack[TeamRangeOptions],
) -> TeamGridResult:
    """A team results range of any layout: the ``layout`` given (``crosstable``, ``swiss``,
    ``boards``), else a board list when a cell holds both sides' result (``1-0``), a crosstable
    when the range is square with marks on the diagonal, a Swiss grid otherwise. A No. column
    (1..N) and a names column at the left are recognised (``names`` given say them instead).
    ``given``: :class:`~xl_tiebreaks.teams.readers.cells.TeamRangeOptions` (``names``,
    ``boards``, ``scoring``); the other keywords as :func:`read_team_swiss_grid` takes them.

    Raises:
        GridError: from the readers; ``settings_bad_value`` for an unknown layout.
        TypeError: a keyword it does not take.
    """
    from ...readers.interpret import _blank, frame, standings_list
    from ...readers.range_layout import _detect, _label_columns, _trim

    names, boards, scoring = range_options(given, "read_team_results")

    rows_all = [list(r) for r in cells] if isinstance(cells, (list, tuple)) else [[cells]]
    rows = _trim(rows_all)
    if not rows:
        raise fail("grid_empty")
    # the interpreter's frame: an export's preamble and header rows above the teams, its notes
    # under them and its points and tie-break columns at the right are not results
    fr = frame(rows)
    if layout is None and standings_list(fr):
        raise fail("range_standings_list_team")
    top = fr.top if fr.top and fr.players else 0
    cut = fr.results_end() if top else len(rows[0])
    if top or fr.end < len(rows):
        rows = [r[:cut] for r in rows[top:fr.end]]
        while rows and all(_blank(v) for v in rows[-1]):
            rows.pop()
        if not rows:
            raise fail("grid_empty")
    lay = None
    if layout:
        lay = _LAYOUTS.get(re.sub(r"[\s_\-./:]", "", str(layout).lower()))
        if lay is None:
            from ...texts import Text

            raise TiebreakError("settings_bad_value", key=Text("setting_layout"), value=layout)  # 'formato' in Spanish
    kinds: dict[str, str] = {}  # (each text's kind, worked out once for both looks at the rows)
    if lay is None:
        det = _detect(rows, kinds)
        lay = "boards" if det == "pairings" else None
    if lay == "boards":
        return read_team_board_list(rows, names=names, boards=boards, scoring=scoring, total_rounds=total_rounds,
                                    pairing_system=pairing_system)
    start_numbers, label_names, skip = _label_columns(rows, _a_round)
    if label_names is not None and _all_colours(label_names):
        start_numbers, label_names, skip = None, None, 0  # round 1's opponents and colours, not No. and names
    body = [r[skip:] for r in rows]
    if names is None and label_names is not None:
        names = label_names
    if lay is None:
        lay = "crosstable" if _detect(body, kinds) == "crosstable" else "swiss"
    try:
        got = _read_body(body, lay, names, start_numbers, boards, scoring, total_rounds, pairing_system,
                         pair_forfeits)
    except TiebreakError as e:  # the readers count rows and columns of the part they read
        raise _shifted(e, skip, top) from None
    got.row_teams = [None] * top + got.row_teams
    got.row_teams = got.row_teams + [None] * (len(rows_all) - len(got.row_teams))
    got.header_rows = fr.header_rows if top else ()
    return got


def _shifted(err: TiebreakError, cols: int, rows: int = 0) -> TiebreakError:
    """``err`` (and every mistake it carries) placed in the organiser's range: its place's
    column moved right by ``cols`` (label columns left of the part the reader read; the words,
    counted as the reader counted, stay) and its row down by ``rows`` (an export's preamble and
    header rows above it: the words say the range's row too)."""
    from ...errors import gather

    if not cols and not rows:
        return err
    every = [_shift_one(e, cols, rows) for e in err.every()]
    return gather(every, err.more, err.unread) if len(every) > 1 or err.more or err.unread else every[0]


def _shift_one(err: TiebreakError, cols: int, rows: int) -> TiebreakError:
    import dataclasses

    from ...readers.cells import place_of

    place = place_of(err)
    en, es = str(err.location) if err.location else "", err.location_es
    if rows and en:
        en = re.sub(r"^row (\d+)", lambda m: f"row {int(m.group(1)) + rows}", en)
        es = re.sub(r"^fila (\d+)", lambda m: f"fila {int(m.group(1)) + rows}", es or "") or None
    if place is None or (place.col is None and place.row is None):
        if not rows or not en:
            return err
        return type(err)(err.code, Where(en, es or en, place), location_es=es, **err.params)
    new = dataclasses.replace(place, col=place.col + cols if place.col is not None else None,
                              row=place.row + rows if place.row is not None else None)
    loc = Where(en, es or en, new)
    return type(err)(err.code, loc, location_es=es, **err.params)


def _read_body(body: list[list[Any]], lay: str, names: Any, start_numbers: Any, boards: Any, scoring: Any,
               total_rounds: Any, pairing_system: Any, pair_forfeits: bool) -> TeamGridResult:
    if lay == "crosstable":
        got = read_team_crosstable(body, names=names, boards=boards, scoring=scoring)
        if pairing_system is not None and pairing_system is not PairingSystem.ROUND_ROBIN:
            import dataclasses

            got.tournament = dataclasses.replace(got.tournament, pairing_system=pairing_system,
                                                 pairing_source=_src("src_explicit"))
    else:
        got = read_team_swiss_grid(body, names=names, start_numbers=start_numbers, boards=boards, scoring=scoring,
                                   total_rounds=total_rounds, pairing_system=pairing_system or PairingSystem.SWISS,
                                   pair_forfeits=pair_forfeits)
    return got
