"""Where a template's things are: messages that name the sheet and the cell
(:class:`SheetPlaces`), and references as Excel writes them (:func:`sheet_cell`, :func:`split_ref`);
the origins a spreadsheet function is given of its ranges (:func:`parse_origins`,
:func:`function_places`). Pure Python (no openpyxl): the spreadsheet functions use it in every
host (xlwings Lite's Pyodide, LibreOffice's own Python)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Iterator, Sequence

from ..errors import TiebreakError
from .data import WorkbookData


@dataclasses.dataclass(frozen=True)
class Ref:
    """A rectangle of a sheet (1-based rows and columns); ``sheet`` ``""``: the sheet is not
    known (a function's origin given as a bare cell, ``C5``)."""

    sheet: str
    min_col: int
    min_row: int
    max_col: int
    max_row: int


def column_letter(col: int) -> str:
    """A column's letters as Excel and LibreOffice write them: 1 -> ``A``, 28 -> ``AB``."""
    out = ""
    while col > 0:
        col, rem = divmod(col - 1, 26)
        out = chr(65 + rem) + out
    return out


def column_number(letters: str) -> int:
    """``A`` -> 1, ``AB`` -> 28 (case ignored)."""
    n = 0
    for ch in letters.upper():
        n = n * 26 + ord(ch) - 64
    return n


def split_ref(text: str) -> tuple[str | None, str]:
    """``'Sheet name'!$A$1:$B$2`` -> (``Sheet name``, ``$A$1:$B$2``); no sheet: ``None``."""
    text = text.strip().lstrip("=")
    if "!" not in text:
        return None, text
    sh, addr = text.rsplit("!", 1)
    if len(sh) > 1 and sh.startswith("'") and sh.endswith("'"):
        sh = sh[1:-1].replace("''", "'")
    return sh, addr


# ---------------------------------------------------------------------------------------------
# where things are: messages that name the sheet and the cell


def sheet_cell(sheet: str, row: int, col: int) -> str:
    """A cell as Excel writes a reference to it: ``Rondas!C8``, ``'Mi hoja'!C8``; ``C8`` when
    the sheet is not known (``""``)."""
    if not sheet:
        return f"{column_letter(col)}{row}"
    plain = re.fullmatch(r"[^\W\d]\w*", sheet, re.UNICODE) is not None and not re.fullmatch(
        r"[A-Za-z]{1,3}\d+|R\d*C\d*", sheet, re.IGNORECASE)
    name = sheet if plain else "'" + sheet.replace("'", "''") + "'"
    return f"{name}!{column_letter(col)}{row}"


def _parse_ref(where: str) -> Ref | None:
    m = re.match(r"^'?(.*?)'?!\$?([A-Z]+)\$?(\d+)(?::\$?([A-Z]+)\$?(\d+))?$", where)
    if not m:
        return None
    c1, r1 = column_number(m.group(2)), int(m.group(3))
    c2 = column_number(m.group(4)) if m.group(4) else c1
    r2 = int(m.group(5)) if m.group(5) else r1
    return Ref(m.group(1).replace("''", "'"), c1, r1, c2, r2)


#: the range a message without a place is about
_RANGE_OF = {"grid_empty": "results", "grid_unreadable": "results", "ct_shape": "results",
             "ct_too_few_players": "results", "ct_blocks_not_double": "results", "sw_colour_undecidable": "results",
             "sw_colour_conflict": "results", "grid_names_count": "names", "grid_ratings_count": "ratings",
             "pl_shape": "results", "pl_no_players": "results", "range_numbering_ambiguous": "results",
             "grid_list_rows": "results"}
#: the codes whose ``text`` is a tie-break of the order cells
_ORDER_CODES = ("tb_unknown", "tb_bad_modifier", "tb_needs_list", "tb_needs_rounds", "tb_needs_ratings",
                "manual_missing", "tb_manual_not_computed", "tb_modifier_bound", "tb_koya_limit")
#: a reader's list (:data:`xl_tiebreaks.readers.players.LISTS`) -> the template's range that holds it
_LIST_ROLE = {"names": "names", "ratings": "ratings"}
#: messages about one setting that come without a place: the setting (its key's canonical
#: name, :data:`xl_tiebreaks.settings._KEYS`) and the parameter that holds the value it is
#: about (``None``: the message is about the setting's absence, its blank cell is the place)
_SETTING_CODES: dict[str, tuple[str, str | None]] = {
    "date_ambiguous": ("date", "text"), "date_order_ambiguous": ("date", "text"), "rules_unknown": ("rules", "text"), "round_out_of_range": ("round", "round"),
    "tb_unrated_players": ("unrated", None), "tb_unrated_players_key": ("unrated", None),
    "warn_unrated_empty": ("unrated", None), "warn_rules_edition": ("date", None),
    # (the setting is the message's own: a bye's value, pab, full_bye or half_bye)
    "warn_bye_points": ("", "value"),
}
#: a reader's messages whose ``opponent`` is a player of the event, named by his label
#: (``8`` in a function's range without names, ``8 (Hugo Navarro)`` with them)
_OPPONENT_IN_EVENT = frozenset({"sw_paired_twice", "sw_opponent_mismatch", "sw_result_mismatch", "sw_same_colour",
                                "note_odd_pair_swiss", "ct_rounds_opponent_mismatch", "ct_rounds_met_again",
                                "ct_rounds_missing"})
#: the settings of the points system (a ``score_order`` message is about them together)
_SCORE_KEYS = ("win", "draw", "loss", "pab", "half_bye", "full_bye", "zero_bye")


class SheetPlaces:
    """Where a template's things are on its sheets, so that a message names the sheet and the
    cell that hold what it is about (``Rondas!C8 (nº 4, David Ruiz), ronda 1: ...``,
    ``Jugadores!C7 (nº 3, Carmen Vidal): ...``, ``Configuración!B6 (parámetro 'Fecha'): ...``)
    and the player by start number and name, in the message's language.

    The readers give every place as data (:class:`~xl_tiebreaks.readers.cells.Place`, carried
    by the location of an error or a note and by the other places a message names): the row
    and column within the range they were given, counted from its top-left cell, the player,
    the round and its part; or a list given apart (names, ratings) and the entry in it. The
    sheet cell is the range's own top-left cell moved by those offsets (the results range for
    rows and columns, the list's range for entries): nothing is read back from the words.

    A message that comes without a place as data (an error of a formula that is not ours, a
    team workbook's reader, which places rows and rounds only) is left as it was said.

    Args:
        data: the read workbook.
        row_players: the start number each row of the results range holds
            (:attr:`xl_tiebreaks.sheet.SheetEvaluation.row_players`), for places given by start
            number (``check``'s findings); without it, row ``k`` holds start number ``k``.
        round_cols: per round, the (opponent, colour, result) columns of the results range
            (:attr:`xl_tiebreaks.sheet.SheetEvaluation.round_cols`; ``None`` for a crosstable).
        refs: where the ranges are, by role, beside (and over) those of ``data.where``
            (a spreadsheet function's origins: :func:`function_places`).
    """

    def __init__(self, data: WorkbookData, row_players: Sequence[int | None] | None = None,
                 round_cols: Sequence[tuple[int, int, int]] | None = None,
                 refs: dict[str, Ref] | None = None) -> None:
        self.data = data
        self.refs = {role: ref for role, w in data.where.items() if (ref := _parse_ref(w)) is not None}
        self.refs.update(refs or {})
        if "results" not in self.refs and data.results_where:
            ref = _parse_ref(data.results_where)
            if ref is not None:
                self.refs["results"] = ref
        self.names = [("" if not row or row[0] is None else str(row[0]).strip()) for row in (data.names or [])]
        self.row_of = ({sn: k + 1 for k, sn in reversed(list(enumerate(row_players))) if sn is not None}
                       if row_players is not None else None)
        self.round_cols = list(round_cols) if round_cols is not None else None
        self._typed: Any = None  # a setting's value as typed (set by _setting_cell)

    # -- cells -------------------------------------------------------------------------------
    def _cell(self, place: Any) -> tuple[str, int, int] | None:
        """(sheet, row, column) of a reader's :class:`~xl_tiebreaks.readers.cells.Place`."""
        if place is None:
            return None
        if place.list is not None and place.entry is not None:
            ref = self.refs.get(_LIST_ROLE.get(place.list, ""))
            if ref is None:
                return None
            return ref.sheet, ref.min_row + place.entry - 1, ref.min_col
        if place.row is None:
            return None
        ref = self.refs.get("results")
        if ref is None:
            return None
        return ref.sheet, ref.min_row + place.row - 1, ref.min_col + (place.col - 1 if place.col else 0)

    def cell_of(self, place: Any) -> str | None:
        """The sheet cell (``Rondas!C8``) of a reader's place, or ``None`` when the workbook
        has no range for it."""
        got = self._cell(place)
        return sheet_cell(*got) if got is not None else None

    def _name(self, place: Any) -> str:
        """The player's name: the reader's, else the names range's on the same row (entry)."""
        if place.name:
            return place.name
        k = place.entry if place.list is not None else place.row
        return self.names[k - 1] if k and 0 < k <= len(self.names) else ""

    def describe(self, place: Any, lang: str) -> str | None:
        """A reader's place in the sheet's words, in ``lang``: ``Rondas!C9 (nº 5, Helene),
        ronda 1``; a crosstable cell ``Rondas!D5 (nº 1, Ana contra nº 2, Bea)``; ``None`` when
        the workbook has no range for it."""
        from ..texts import text

        cell = self.cell_of(place)
        if cell is None:
            return None
        name = self._name(place)
        if place.start_no is None:
            out = cell
        elif place.opp_no is not None:
            out = text("where_against", lang, cell=cell, start_no=place.start_no, name=f", {name}" if name else "",
                       opp_no=place.opp_no, opp_name=f", {place.opp_name}" if place.opp_name else "")
        else:
            out = text("where_cell_player", lang, cell=cell, start_no=place.start_no, name=f", {name}" if name else "")
        if place.round is not None and place.opp_no is None:
            out += ", " + text("where_round", lang, round=place.round)
        return out

    def _both(self, place: Any) -> Any:
        """:meth:`describe` in both languages (a :class:`~xl_tiebreaks.texts.Both`), or ``None``."""
        from ..texts import Both

        en = self.describe(place, "en")
        return None if en is None else Both(en, self.describe(place, "es") or en)

    def _row_of(self, start_no: int) -> int:
        if self.row_of is not None and start_no in self.row_of:
            return self.row_of[start_no]
        return start_no

    def player_cell(self, start_no: int) -> str | None:
        """The cell of a player's row where his results start (``Rondas!C8``)."""
        from ..readers.cells import Place

        return self.cell_of(Place(row=self._row_of(start_no), col=self.round_cols[0][0] if self.round_cols else None))

    def player_where(self, start_no: int, name: str = "") -> Any:
        """A player's place for a finding (``Rondas!C8 (nº 4, David Ruiz)``), a
        :class:`~xl_tiebreaks.texts.Text`; ``None`` without a results range."""
        from ..texts import Text

        cell = self.player_cell(start_no)
        if cell is None:
            return None
        return Text("where_cell_player", cell=cell, start_no=start_no, name=f", {name}" if name else "")

    def round_where(self, start_no: int, rnd: int, name: str = "", part: str = "result") -> Any:
        """A player's cell of ``part`` in a round (``Rondas!K7 (nº 3, Carmen Vidal)``), a
        :class:`~xl_tiebreaks.texts.Text`; ``None`` for a crosstable or without a results range."""
        from ..readers.cells import PARTS

        if not self.round_cols or not 0 < rnd <= len(self.round_cols):
            return None
        return self._player_cell(start_no, self.round_cols[rnd - 1][PARTS.index(part)], name)

    def game_where(self, start_no: int, opponent: int, rnd: int, name: str = "") -> Any:
        """The cell holding a player's result of his game against ``opponent`` in round ``rnd``
        (:class:`~xl_tiebreaks.texts.Text`): in a round grid his result cell of that round
        (:meth:`round_where`), in a crosstable the cell of his row under the opponent's column;
        ``None`` when neither can be named."""
        if self.round_cols:
            return self.round_where(start_no, rnd, name)
        rows = len(self.data.results)
        if not rows or any(len(r) != rows for r in self.data.results):
            return None  # (only a square crosstable has the opponent's column at his row's place)
        return self._player_cell(start_no, self._row_of(opponent), name)

    def typed_result(self, start_no: int, opponent: int, rnd: int) -> str | None:
        """What was typed in the cell :meth:`game_where` names (``½``, ``=``, ``1-0``...), as
        text, so a message quotes what the organiser typed (issue 34 item 10); ``None`` when
        the cell cannot be named or is blank."""
        if self.round_cols:
            if not 0 < rnd <= len(self.round_cols):
                return None
            col = self.round_cols[rnd - 1][2]
        else:
            rows = len(self.data.results)
            if not rows or any(len(r) != rows for r in self.data.results):
                return None
            col = self._row_of(opponent)
        row = self._row_of(start_no)
        cells = self.data.results
        if not (0 < row <= len(cells) and 0 < col <= len(cells[row - 1])):
            return None
        v = cells[row - 1][col - 1]
        if v is None or str(v).strip() == "":
            return None
        if isinstance(v, float) and v.is_integer():
            return str(int(v))
        return str(v).strip()  # (a number in the message's own decimal comma: Finding.message)

    def _player_cell(self, start_no: int, col: int, name: str) -> Any:
        """The cell of the player's row in column ``col`` of the results range, with the player
        (``Rondas!K7 (nº 3, Carmen Vidal)``); ``None`` when it cannot be named."""
        from ..readers.cells import Place
        from ..texts import Text

        cell = self.cell_of(Place(row=self._row_of(start_no), col=col))
        if cell is None:
            return None
        return Text("where_cell_player", cell=cell, start_no=start_no, name=f", {name}" if name else "")

    def _setting_cell(self, err: TiebreakError) -> tuple[str, str] | None:
        from ..settings import _KEYS, _squash
        from ..texts import text

        ref = self.refs.get("settings")
        if ref is None:
            return None
        value = err.params.get("value", err.params.get("text"))
        key = err.params.get("key")
        want = getattr(key, "code", "")[len("setting_"):] if hasattr(key, "code") else None
        for k, row in enumerate(self.data.settings):
            if not row:
                continue
            typed_key = row[0]
            v = row[1] if len(row) > 1 else None
            canon = _KEYS.get(_squash(typed_key)) if typed_key is not None else None
            hit = False
            if err.code == "settings_unknown_key":
                hit = typed_key is not None and str(typed_key) == str(key)
            elif err.code == "settings_bad_pair":
                hit = any(c is not None and str(c).strip() == str(value) for c in row)
            else:
                same = v is not None and (v == value or str(v) == str(value)
                                          or _squash(str(v)) == _squash(str(value)))
                hit = same and (want is None or canon == want or canon is None)
            if hit:
                col = ref.min_col if err.code == "settings_unknown_key" else ref.min_col + 1
                cell = sheet_cell(ref.sheet, ref.min_row + k, col)
                shown = str(typed_key) if typed_key is not None else ""
                self._typed = v if err.code == "settings_bad_value" else None
                return (text("where_setting", "en", cell=cell, key=shown),
                        text("where_setting", "es", cell=cell, key=shown))
        return None

    def _setting_rows(self) -> Iterator[tuple[int, str | None, str, Any]]:
        """(row index in the settings range, canonical key or ``None`` (a team key), key as
        typed, value) of each setting row of the workbook."""
        from ..settings import _KEYS, _squash

        for k, row in enumerate(self.data.settings):
            if not row or row[0] is None or str(row[0]).strip() == "":
                continue
            yield k, _KEYS.get(_squash(row[0])), str(row[0]).strip(), row[1] if len(row) > 1 else None

    def _setting_place(self, code: str, params: dict[str, Any]) -> tuple[str, str] | None:
        """The settings cell a message without a place is about (``Configuración!B6
        (parámetro 'Fecha')``): the row of the setting it names (:data:`_SETTING_CODES`), or
        whose key and value it quotes (``value_bound``, ``score_bound``), or the rows of the
        points system (``score_order``); only a cell that holds what the message quotes."""
        from ..settings import _squash
        from ..texts import text

        ref = self.refs.get("settings")
        if ref is None:
            return None

        def same(typed: Any, quoted: Any) -> bool:
            if typed is None or quoted is None:
                return False
            if typed == quoted or str(typed).strip() == str(quoted).strip():
                return True
            from ..validate import number

            # (a number typed as text, read as the settings read it: '0,5', '½', '1½' is 0.5, 1.5)
            a, b = (x if isinstance(x, (int, float)) and not isinstance(x, bool)
                    else number(str(x).strip().replace("½", ".5")) for x in (typed, quoted))
            if a is not None and b is not None:
                return a == b
            return _squash(str(typed)) == _squash(str(quoted))

        hits: list[tuple[int, str]] = []
        if code in _SETTING_CODES:
            role, param = _SETTING_CODES[code]
            role = role or str(params.get("setting", ""))
            hits = [(k, key) for k, canon, key, v in self._setting_rows()
                    if canon == role and (param is None or same(v, params.get(param)))]
        elif code in ("value_bound", "score_bound"):
            named = str(params.get("what", "")).split(" (")[0].strip()
            hits = [(k, key) for k, _c, key, v in self._setting_rows()
                    if key.casefold() == named.casefold() and same(v, params.get("value"))]
        elif code == "score_order":
            rows = [k for k, canon, _key, v in self._setting_rows() if canon in _SCORE_KEYS and v not in (None, "")]
            if rows:
                a = sheet_cell(ref.sheet, ref.min_row + min(rows), ref.min_col + 1)
                b = sheet_cell("", ref.min_row + max(rows), ref.min_col + 1)
                return (f"{a}:{b}", f"{a}:{b}") if not a.endswith("!" + b) and a != b else (a, a)
        if len(hits) != 1:
            return None
        k, key = hits[0]
        cell = sheet_cell(ref.sheet, ref.min_row + k, ref.min_col + 1)
        return text("where_setting", "en", cell=cell, key=key), text("where_setting", "es", cell=cell, key=key)

    def _range_place(self, code: str) -> tuple[str, str] | None:
        """The whole range a message is about (``Rondas!C5:Q28``), for the messages on a range."""
        role = _RANGE_OF.get(code)
        ref = self.refs.get(role) if role else None
        if ref is None:
            return None
        a = sheet_cell(ref.sheet, ref.min_row, ref.min_col)
        b = sheet_cell("", ref.max_row, ref.max_col)
        return f"{a}:{b}", f"{a}:{b}"

    def _order_cell(self, err: TiebreakError, order_index: int | None) -> tuple[str, str] | None:
        from ..texts import text

        ref = self.refs.get("order")
        if ref is None:
            return None
        cells = [c for row in self.data.order for c in row]
        k = order_index
        if k is None:
            want = str(err.params.get("text", "")).strip()
            hits = [j for j, c in enumerate(cells) if c not in (None, "") and str(c).strip() == want]
            if len(hits) != 1:
                return None
            k = hits[0]
        width = ref.max_col - ref.min_col + 1
        cell = sheet_cell(ref.sheet, ref.min_row + k // width, ref.min_col + k % width)
        return text("where_tiebreak_slot", "en", cell=cell), text("where_tiebreak_slot", "es", cell=cell)

    def _params(self, params: dict[str, Any]) -> dict[str, Any]:
        """A message's parameters with the places it names (``other``: another row's cell; rows
        of the range) on the sheet: a place in the sheet's words, a row as the sheet's row."""
        from ..readers.cells import Row, place_of

        out = dict(params)
        for key, v in params.items():
            if isinstance(v, tuple) and any(place_of(x) is not None for x in v):  # several places: each its cell
                out[key] = tuple((self._both(dataclasses.replace(place_of(x), round=None)) or x)
                                 if place_of(x) is not None else x for x in v)
                continue
            if isinstance(v, TiebreakError) and not v.location:  # a message quoted in this one: its places too
                out[key] = type(v)(v.code, **self._params(v.params))
                continue
            place = place_of(v)
            if place is None:
                continue
            if isinstance(v, Row):
                got = self._cell(place)
                if got is not None:
                    out[key] = got[1]
                continue
            # (another row the message names: its cell; the round is the message's own)
            both = self._both(dataclasses.replace(place, round=None))
            if both is not None:
                out[key] = both
                if f"{key}_es" in params:
                    out[f"{key}_es"] = both.es
        return out

    def _with_opponent_name(self, code: str, params: dict[str, Any]) -> dict[str, Any]:
        """A reader's message that names the opponent by start number only (a function's results
        range has no names: ``8``) with his name from the workbook's names (``8 (Hugo Navarro)``),
        as the commands, which read the names, say it: one finding reads the same from every
        formula that reports it (issue 23: ``compute`` printed it twice, with and without the
        name). Only an opponent who is in the event (:data:`_OPPONENT_IN_EVENT`)."""
        v = params.get("opponent")
        if code not in _OPPONENT_IN_EVENT or not isinstance(v, str) or not v.strip().isdigit():
            return params
        sn = int(v)
        row = self.row_of.get(sn) if self.row_of is not None else sn
        if row is None or not 1 <= row <= len(self.names) or not self.names[row - 1]:
            return params
        return {**params, "opponent": f"{sn} ({self.names[row - 1]})"}

    def table_places(self) -> dict[str, Any]:
        """The prize tables' places as :func:`xl_tiebreaks.prizes.sheet.sheet_allocation` takes
        them (``prizes``, ``categories``, ``rules``, ``data``: (row, column), counted from 0 in
        the range -> (English, Spanish) place, the sheet cell), for the ranges whose place is
        known; the command line's ``prizes`` names the same cells. ``results_origin``: the
        results range's (sheet, first row, first column), where a published standings list
        given as the results names its players' cells."""
        out: dict[str, Any] = {}
        ref = self.refs.get("results")
        if ref is not None:  # (a published standings list given as the results: its players' cells)
            out["results_origin"] = (ref.sheet, ref.min_row, ref.min_col)
        for key, role in (("prizes", "prizes"), ("categories", "prize_categories"), ("rules", "prize_rules"),
                          ("data", "player_data")):
            ref = self.refs.get(role)
            if ref is not None:
                out[key] = (lambda ref: lambda r, c: (sheet_cell(ref.sheet, ref.min_row + r, ref.min_col + c),) * 2)(ref)
        return out

    # -- messages ----------------------------------------------------------------------------
    def locate(self, err: TiebreakError, *, order_index: int | None = None) -> TiebreakError:
        """``err`` naming the sheet and cell of what it is about (unchanged when no place is
        known or it is located already); every other mistake it carries (``also``) too."""
        from ..readers.cells import place_of

        if getattr(err, "on_sheet", False):
            return err
        if err.also or err.more or err.unread:
            first = self.locate(err.alone(), order_index=order_index)  # (a copy: err is not changed)
            first.also = tuple(self.locate(x) for x in err.also)
            first.more = err.more
            first.unread = err.unread
            first.on_sheet = True  # type: ignore[attr-defined]
            return first
        self._typed = None
        place: tuple[str, str] | None = None
        where = place_of(err)
        if where is not None:
            got = self._both(where)
            place = (str(got), got.es) if got is not None else None
        elif err.location:
            place = None
        elif err.code.startswith("settings_"):
            place = self._setting_cell(err)
        elif err.code in _SETTING_CODES or err.code in ("value_bound", "score_bound", "score_order"):
            place = self._setting_place(err.code, err.params)
        elif err.code in _ORDER_CODES or order_index is not None:
            place = self._order_cell(err, order_index)
        else:
            place = self._range_place(err.code)
        params = self._with_opponent_name(err.code, self._params(err.params))
        if self._typed is not None:
            params["value"] = self._typed  # what was typed, not what the reader made of it
        if place is None:
            if params == err.params:
                return err
            out = type(err)(err.code, err.location, location_es=err.location_es, **params)
        else:
            out = type(err)(err.code, place[0], location_es=place[1], **params)
        out.on_sheet = True  # type: ignore[attr-defined]
        return out

    def locate_note(self, note: Any) -> Any:
        """A reader's note naming a place (``row 7, column 3 (player 5 Ana, round 1): ...``,
        and the other cell it names) with the sheet's cells."""
        from ..readers.cells import place_of

        if not hasattr(note, "replace_params"):
            return note
        code = getattr(note, "code", "")
        if code in _SETTING_CODES and not getattr(note, "location", None):  # a note about a setting: its cell
            from ..texts import said_in

            got = self._setting_place(code, getattr(note, "params", {}))
            # (worded for the cell it names: what to type there, not the command line's option)
            return said_in(note.replace_params(location=got[0], location_es=got[1]), "cell") if got is not None else note
        where = place_of(getattr(note, "location", None))
        got = self._both(where) if where is not None else None
        params = self._with_opponent_name(code, self._params(getattr(note, "params", {})))
        if got is None:
            return note.replace_params(**params) if params != note.params else note
        return note.replace_params(location=str(got), location_es=got.es, **params)


# ---------------------------------------------------------------------------------------------
# a spreadsheet function's places: the origins of its ranges, given by the template

#: a function's range argument -> the role :class:`SheetPlaces` knows it by
_ROLE_OF_ARG = {"results": "results", "codes": "order", "team_codes": "order", "names": "names", "ratings": "ratings",
                "settings": "settings", "team_settings": "settings", "categories": "categories", "prizes": "prizes",
                "prize_categories": "prize_categories", "prize_rules": "prize_rules", "player_data": "player_data"}
#: a cell at the end of an address (a range's first cell: ``$C$5``, ``C5``, ``$C$5:$Q$28``)
_CELL_AT_END = re.compile(r"\$?([A-Za-z]{1,3})\$?([0-9]{1,7})(?::\$?[A-Za-z]{1,3}\$?[0-9]{1,7})?$")


def parse_origin(text: str) -> tuple[str, int, int] | None:
    """(sheet, row, column) of a cell address as the hosts write it, or ``None`` when ``text``
    is not one. Excel's ``Rondas!$C$5`` (what ``CELL("address", Rondas!C5)`` answers from
    another sheet: ``[Book1.xlsx]Rondas!$C$5``, ``'[Book 1.xlsx]Mi hoja'!$C$5``), LibreOffice's
    ``$Rondas.$C$5`` (``CELL("ADDRESS"; ...)`` in Calc's own notation, ``'file:///x.ods'#$Rondas.$C$5``
    for another document), ``Rondas!C5`` typed, a range (its first cell); a bare ``C5`` (the
    sheet not given: ``""``)."""
    t = str(text).strip().lstrip("=").strip()
    if "'#" in t:  # (LibreOffice: a cell of another document)
        t = t.rsplit("'#", 1)[1]
    m = _CELL_AT_END.search(t)
    if m is None:
        return None
    head = t[:m.start()]
    if head and head[-1] in "!.":
        sheet = head[:-1]
    elif head:
        return None
    else:
        sheet = ""
    sheet = sheet.lstrip("$")
    if len(sheet) > 1 and sheet.startswith("'") and sheet.endswith("'"):
        sheet = sheet[1:-1].replace("''", "'")
    if "]" in sheet:  # (Excel's [Book1.xlsx]Sheet, or a path before it)
        sheet = sheet.rsplit("]", 1)[1]
    if head and not sheet:
        return None
    return sheet, int(m.group(2)), column_number(m.group(1))


def _entries(text: str) -> list[str]:
    """The addresses of a places text, separated by ``;`` (a newline too) outside quotes."""
    out, cur, quoted = [], "", False
    for ch in text:
        if ch == "'":
            quoted = not quoted
        if ch in ";\n" and not quoted:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    out.append(cur)
    return out


#: the most entries :func:`parse_origins` reads (no function has a tenth as many range arguments)
MAX_ORIGINS = 64


def parse_origins(value: Any) -> list[tuple[str, int, int] | None]:
    """The origins a function is given (its ``places`` argument): one address (a text, or a
    cell holding it) per range argument of the function, in their order, separated by ``;``;
    an empty entry: that range has no origin. Several cells (a range of addresses) are read
    row by row as one list, a cell an entry or more (a blank cell: an empty entry). Only the first :data:`MAX_ORIGINS` entries are read (the rest
    could name no range of the function): a huge argument costs no more.

    Raises:
        TiebreakError: ``places_not_address`` naming the entry (1 = the first) and what it holds
            (cut as :func:`xl_tiebreaks.validate.shown` cuts a text).
    """
    from ..validate import shown

    def cells(v: Any) -> Iterator[Any]:
        if isinstance(v, (list, tuple)):
            for x in v:
                yield from cells(x)
        else:
            yield v

    out: list[tuple[str, int, int] | None] = []
    for c in cells(value):
        if c is None:  # (a blank cell of a range of addresses: an empty entry)
            c = ""
        for entry in _entries(str(c)[:64 * MAX_ORIGINS]):
            if len(out) >= MAX_ORIGINS:
                return out
            if not entry.strip():
                out.append(None)
                continue
            got = parse_origin(entry)
            if got is None:
                raise TiebreakError("places_not_address", entry=len(out) + 1, text=shown(entry.strip()))
            out.append(got)
    return out


class FunctionPlaces(SheetPlaces):
    """:class:`SheetPlaces` of a spreadsheet function's call (:func:`function_places`): a note
    about a setting whose cell cannot be named is worded for the function's settings argument,
    as a function without places words it."""

    def locate_note(self, note: Any) -> Any:
        from ..texts import said_in

        got = super().locate_note(note)
        return said_in(got, "sheet") if got is note else got


def function_places(origins: Sequence[tuple[str, int, int] | None], ranges: dict[str, Any]) -> SheetPlaces:
    """The :class:`SheetPlaces` of a spreadsheet function's call: ``ranges`` its range
    arguments by key (``results``, ``codes``, ``names``, ``ratings``, ``settings``...: values as
    :func:`xl_tiebreaks.sheet_args.grid` makes them, in the function's argument order) and
    ``origins`` the first cell of each, in that order (:func:`parse_origins`), so that its
    messages name the sheet cell as the commands do (``Rondas!F16 (nº 12, ...), ronda 3``)."""
    from pathlib import Path

    refs: dict[str, Ref] = {}
    for (key, rows), origin in zip(ranges.items(), origins):
        role = _ROLE_OF_ARG.get(key)
        if origin is None or role is None:
            continue
        sheet, r, c = origin
        h = max(1, len(rows or []))
        w = max([1] + [len(x) for x in rows or []])
        refs[role] = Ref(sheet, c, r, c + w - 1, r + h - 1)
    data = WorkbookData(Path(""), {}, ranges.get("results") or [],
                        ranges.get("settings") or ranges.get("team_settings") or [],
                        ranges.get("codes") or ranges.get("team_codes") or [], ranges.get("names"), ranges.get("ratings"))
    return FunctionPlaces(data, refs=refs)
