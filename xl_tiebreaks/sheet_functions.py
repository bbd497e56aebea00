"""What each spreadsheet function computes from its cleaned arguments, on the sheet layer
(:mod:`xl_tiebreaks.sheet`, :mod:`xl_tiebreaks.teams.sheet`), and the size of its answer.

A *body* takes the arguments by their keys in :data:`xl_tiebreaks.functions.PARAMS`
(``results``, ``cut``, ``settings``...) and ``lang`` (the function's language) and returns the
answer (a 2-D list); it raises :class:`~xl_tiebreaks.errors.TiebreakError` on bad input. A
*shape* gives (rows, columns, columns whose first cell says it) of the answer the same
arguments give when they are right, so that an error's answer has that size
(:func:`xl_tiebreaks.udfs._error_answer`). The catalogue (:mod:`xl_tiebreaks.functions`) pairs
them with each function's names and help; :mod:`xl_tiebreaks.udfs` registers them for every
host. The sheet layer is imported when a function is first called, not when a host loads
the functions.
"""

from __future__ import annotations

import contextvars
from typing import Any, Callable, Sequence

from .errors import TiebreakError

# ---------------------------------------------------------------------------------------------
# the size of an answer (for an error's)


def _rows_of(values: dict[str, Any], header: int = 0) -> int:
    """Rows of a function's answer: one per row of the results range (one for a ``player`` or
    ``team`` given), plus ``header``."""
    from .sheet_args import grid, host_range, optional

    if optional(values.get("player")) is not None or optional(values.get("team")) is not None:
        return 1
    return max(1, len(grid(host_range(values.get("results"))))) + header


def column_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    return _rows_of(values), 1, [0]


def _code_cells(codes: Any) -> list[Any] | None:
    """The cells of a codes argument given as a range of several cells, else ``None``."""
    from .sheet_args import grid, host_range

    if isinstance(codes, (list, tuple)):
        cells = [c for row in grid(host_range(codes)) for c in row]
        if len(cells) > 1:
            return cells
    return None


def _code_slots(codes: Any, team: bool = False) -> tuple[int, list[int]]:
    """(columns, used columns) of a list of tie-breaks as TIEBREAKS lays them out: a codes
    range keeps its cells (a blank cell is an unused column); else one column per code."""
    import re

    from .sheet_args import is_empty, optional

    try:
        if team:
            from .teams.sheet import _slots as slots_of
        else:
            from .sheet import _slots as slots_of
        _specs, slots = slots_of(codes)
        return len(slots), [j for j, k in enumerate(slots) if k is not None]
    except Exception:  # noqa: BLE001 - a code that does not parse: the cells, or the words, still count
        cells = _code_cells(codes)
        if cells is not None:
            return len(cells), [j for j, c in enumerate(cells) if not is_empty(c)]
        words = [w for w in re.split(r"[\s,;]+", str(optional(codes) or "")) if w]
        return max(1, len(words)), list(range(max(1, len(words))))


def tiebreaks_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """TIEBREAKS: every used column's first cell says it (templates take the answer apart
    column by column: ``INDEX(TIEBREAKS(...), 0, 3)``)."""
    cols, used = _code_slots(values.get("codes", values.get("team_codes")), team="team_codes" in values)
    return _rows_of(values), cols, used


def standings_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """STANDINGS: a header row and one row per row of the results range; rank, number, name,
    points, then one column per tie-break (the default list: five)."""
    from .sheet_args import optional

    codes = values.get("codes")
    n = _code_slots(codes)[0] if _code_cells(codes) is not None or optional(codes) is not None else 5
    return _rows_of(values, header=1), 4 + n, [0]


def category_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    return _rows_of(values, header=1), 6, [0]


def prize_list_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """PRIZE_LIST: :func:`xl_tiebreaks.prizes.sheet.prize_list_shape`."""
    from .prizes.sheet import prize_list_shape as shape

    return shape(values)


def player_prize_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """PLAYER_PRIZE: one row, three columns (prize, amount, why)."""
    return 1, 3, [0]


def team_standings_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """TEAM_STANDINGS: rank, number, team, MP, GP and a column per other tie-break (a codes
    range keeps its width, its leading primary score shown as MP / GP)."""
    from .sheet_args import is_empty, optional

    codes = values.get("team_codes")
    cells = _code_cells(codes)
    if cells is not None:
        first = str(cells[0]).strip().upper() if not is_empty(cells[0]) else ""
        n = len(cells) - (1 if first in ("MP", "GP", "PTS") else 0)
    elif optional(codes) is not None:
        n = _code_slots(codes, team=True)[0]
    else:
        n = 0
    return _rows_of(values, header=1), 5 + n, [0]


def compare_shape(values: dict[str, Any]) -> tuple[int, int, list[int]]:
    """COMPARE_RULES: a header and a row per player; number, name, points, per rule set its
    rank and each tie-break, then the "changes" column."""
    from .sheet_args import grid, is_empty, optional
    from .spec import parse_list

    rules = values.get("rules_list")
    given = [str(x) for row in grid(rules) for x in row if not is_empty(x)] if rules is not None else []
    names = [n for c in given for n in c.replace(";", ",").split(",") if n.strip()] or ["VIRTUAL", "FIDE2024", "FIDE2026"]
    codes = values.get("codes")
    cells = _code_cells(codes)
    text = " ".join(str(c) for c in cells if not is_empty(c)) if cells is not None else str(optional(codes) or "")
    try:
        n = len(parse_list(text))
    except Exception:  # noqa: BLE001 - a code that does not parse: its words still count
        n = len(text.split())
    return _rows_of(values, header=1), 4 + len(names) * (1 + n), [0]


def table_shape(width: int) -> Callable[[dict[str, Any]], tuple[int, int, list[int]]]:
    """A table whose height depends on what is read (the detail of a tie-break, the findings):
    two rows, so that it is not repeated down an array formula."""
    return lambda values: (2, width, [0])



# ---------------------------------------------------------------------------------------------
# the language of an answer


def lang_of(settings: Any, default: str) -> str:
    try:
        from .settings import parse_settings

        return parse_settings(settings).lang or default
    except TiebreakError:
        return _said_lang(settings) or default


def _said_lang(settings: Any) -> str | None:
    """The ``idioma``/``lang`` of settings that do not read as a whole (another row is wrong),
    or ``None``: the message about the wrong row speaks the language they ask for (a Spanish
    template's BUCHHOLZ column with a bad rules cell answers in Spanish)."""
    from .settings import _KEYS, _pairs, _squash

    rows = settings if isinstance(settings, (list, tuple)) and settings and \
        all(isinstance(r, (list, tuple)) for r in settings) else [settings]
    for row in rows:
        try:
            pairs = _pairs([list(row)] if isinstance(row, (list, tuple)) else row)
        except (TiebreakError, TypeError, ValueError):
            continue
        for k, v in pairs:
            if _KEYS.get(_squash(str(k))) == "lang" and v is not None:
                t = _squash(str(v))
                if t.startswith(("es", "sp", "cas")):
                    return "es"
                if t.startswith(("en", "ing")):
                    return "en"
    return None


# ---------------------------------------------------------------------------------------------
# bodies: individual events


def _values(code: str, *, lang: str, results: Any, settings: Any = None, player: Any = None, ratings: Any = None,
            rules: Any = None, names: Any = None, **_: Any) -> list[list[Any]]:
    from .sheet import event_settings, tiebreak_values

    st = event_settings(settings, rules=rules, lang=None)
    return tiebreak_values(results, code, settings=st, ratings=ratings, player=player, names=names, lang=lang)


def _with_cuts(base: str, cut: Any, median: Any = None) -> str:
    from .sheet_args import whole

    c = whole(cut, "cut")
    m = whole(median, "median")
    out = base
    if c:
        out += f"/C{c}"
    if m:
        out += f"/M{m}"
    return out


def bh(**kw: Any) -> Any:
    return _values(_with_cuts("BH", kw.pop("cut"), kw.pop("median")), **kw)


def sb(**kw: Any) -> Any:
    return _values(_with_cuts("SB", kw.pop("cut")), **kw)


def fb(**kw: Any) -> Any:
    return _values(_with_cuts("FB", kw.pop("cut")), **kw)


def ps(**kw: Any) -> Any:
    return _values(_with_cuts("PS", kw.pop("cut")), **kw)


def aro(**kw: Any) -> Any:
    return _values(_with_cuts("ARO", kw.pop("cut")), **kw)


def koya(**kw: Any) -> Any:
    from .sheet_args import optional

    lim = optional(kw.pop("limit"))
    code = "KS"
    if lim is not None:
        text = str(lim).strip().upper().lstrip("L")
        if isinstance(lim, (int, float)) and not isinstance(lim, bool):
            from .validate import MAX_ROUNDS, whole

            # a percentage (50), or half points when negative (-1): whole, within bounds (not inf, not 1e308)
            text = str(whole(lim, "limit", lo=-2 * MAX_ROUNDS, hi=100))
        code = f"KS/L{text}"
    return _values(code, **kw)


def simple(code: str) -> Callable[..., Any]:
    return lambda **kw: _values(code, **kw)


def tiebreak(**kw: Any) -> Any:
    from .sheet_args import optional

    code = optional(kw.pop("code"))
    if code is None:
        raise TiebreakError("tb_unknown", text="", known="BH BH/C1 SB PS KS WIN ...")
    return _values(str(code), **kw)


def tiebreaks(*, lang: str, results: Any, codes: Any, ratings: Any = None, settings: Any = None, names: Any = None,
              **_: Any) -> Any:
    from .sheet import event_settings, tiebreak_values

    return tiebreak_values(results, codes, settings=event_settings(settings), ratings=ratings, names=names, lang=lang)


def standings(*, lang: str, results: Any, codes: Any = None, names: Any = None, ratings: Any = None,
               settings: Any = None, **_: Any) -> Any:
    from .sheet import event_settings, standings_table

    st = event_settings(settings)
    if st.lang is None:
        import dataclasses

        st = dataclasses.replace(st, lang=lang)
    return standings_table(results, codes, settings=st, ratings=ratings, names=names)


def category(*, lang: str, results: Any, category: Any = None, categories: Any = None, codes: Any = None,
              names: Any = None, ratings: Any = None, settings: Any = None, **_: Any) -> Any:
    from .categories import category_table
    from .sheet import event_settings

    st = event_settings(settings)
    if st.lang is None:
        import dataclasses

        st = dataclasses.replace(st, lang=lang)
    return category_table(results, category, categories, codes, settings=st, ratings=ratings, names=names)


def prize_list(**kw: Any) -> Any:
    """PRIZE_LIST / LISTA_PREMIOS (:func:`xl_tiebreaks.prizes.sheet.prize_list`)."""
    from .prizes.sheet import prize_list as body

    return body(**kw)


def player_prize(**kw: Any) -> Any:
    """PLAYER_PRIZE / PREMIO_JUGADOR (:func:`xl_tiebreaks.prizes.sheet.player_prize`)."""
    from .prizes.sheet import player_prize as body

    return body(**kw)


def detail(*, lang: str, results: Any, code: Any, player: Any, rules: Any = None, settings: Any = None,
           names: Any = None, **_: Any) -> Any:
    from .explain import explain
    from .sheet import _player_row, evaluate, event_settings
    from .sheet_args import optional

    st = event_settings(settings, rules=rules)
    se = evaluate(results, st, names=names)
    if optional(player) is None:
        raise TiebreakError("player_empty")
    sn = se.row_players[_player_row(se, player)]
    c = optional(code)
    if c is None:
        raise TiebreakError("tb_unknown", text="", known="BH BH/C1 SB PS ...")
    return explain(se.evaluation, sn, str(c), st.lang or lang).table()


def check(*, lang: str, results: Any, points: Any = None, settings: Any = None, names: Any = None,
          **_: Any) -> Any:
    from .check import check_tournament, findings_table
    from .sheet import evaluate, event_settings
    from .sheet_args import column

    st = event_settings(settings)
    lang = st.lang or lang
    try:
        se = evaluate(results, st, names=names)
    except TiebreakError as e:
        rows = findings_table([], lang, e)
        return rows + [["", "", ""]] * (2 - len(rows))  # (each finding once: never one row repeated)
    totals = column(points)
    by_player = None
    if totals is not None:
        by_player = [None] * len(se.tournament.participants)
        pos = {p.start_no: i for i, p in enumerate(se.tournament.participants)}
        for row, sn in enumerate(se.row_players):
            if sn is not None and row < len(totals):
                by_player[pos[sn]] = totals[row]
    rows_of = {sn: r for r, sn in enumerate(se.row_players) if sn is not None}

    def where(sn: int) -> str:
        p = se.tournament.participant(sn)
        return f"row {rows_of.get(sn, 0) + 1} (player {sn}" + (f" {p.name})" if p.name else ")")

    found = check_tournament(se.tournament, where=where, totals=by_player)
    from .check import reader_warning_rows
    from .texts import text

    rows = findings_table(found, lang)
    extra = reader_warning_rows(se.notes, lang, found)
    if extra:
        rows = [r for r in rows if r[2] != text("check_ok", lang)] + extra
    while len(rows) < 2:  # (a one-row answer repeats down an array formula: each finding once)
        rows.append(["", "", ""])
    return rows


def _compare(*, lang: str, results: Any, codes: Any, rules: Any, settings: Any = None, names: Any = None,
             **_: Any) -> Any:
    from .compare import compare
    from .sheet import evaluate, event_settings
    from .sheet_args import grid, optional

    st = event_settings(settings)
    se = evaluate(results, st, names=names)
    cells = [str(x) for row in grid(rules) for x in row if x not in (None, "")] if optional(rules) is not None \
        or (isinstance(rules, (list, tuple)) and len(grid(rules)) > 1) else ["VIRTUAL,FIDE2024,FIDE2026"]
    names = [n.strip() for cell in cells for n in cell.replace(";", ",").split(",")]
    codes_text = " ".join(str(x) for row in grid(codes) for x in row if x not in (None, "")) \
        if isinstance(codes, (list, tuple)) else str(optional(codes) or "")
    cmp = compare(se.tournament, codes_text, [n for n in names if n.strip()], pairing_system=st.system,
                  unrated_rating=st.unrated)
    from .output import cell_value

    # values as numbers, which the spreadsheet shows with its own decimal mark (28,5 in Spanish)
    return [[cell_value(c, st.lang or lang) for c in row] for row in cmp.table(st.lang or lang)]


def compare_rules(**kw: Any) -> Any:
    kw["rules"] = kw.pop("rules_list")
    return _compare(**kw)


# ---------------------------------------------------------------------------------------------
# bodies: team events (xl_tiebreaks.teams)


def _team_call(lang: str, settings: Any, body: Callable[[Any], Any]) -> Any:
    """Run a team body with the team settings parsed; an error speaks the settings' language."""
    from .teams.sheet import parse_team_settings, team_lang

    try:
        ts = parse_team_settings(settings)
        return body(ts)
    except TiebreakError as e:
        forced = team_lang(settings) or _said_lang(settings)
        if forced:
            e.message = lambda _lang="en", _e=e, _f=forced: type(_e).message(_e, _f)  # type: ignore[method-assign]
        raise


def _team_values(code: str | Callable[[], str], *, lang: str, results: Any, team_settings: Any = None,
                 team: Any = None, rules: Any = None, names: Any = None, **_: Any) -> Any:
    import dataclasses

    from .sheet_args import optional
    from .teams.sheet import team_values

    def body(ts: Any) -> Any:
        r = optional(rules)
        if r is not None:
            ts = dataclasses.replace(ts, base=dataclasses.replace(ts.base, rules=str(r).strip()))
        return team_values(results, code() if callable(code) else code, settings=ts, player=team, names=names)

    return _team_call(lang, team_settings, body)


def _basis(v: Any, two: bool = False) -> str:
    """``MP`` / ``GP`` (or, for SB, a pair such as ``MG``) from an argument; '' when blank."""
    from .sheet_args import optional

    b = optional(v)
    if b is None:
        return ""
    t = str(b).strip().upper().replace(" ", "").replace(":", "")
    if two and len(t) == 5 and t.startswith("E") and t.endswith("SB"):
        t = t[1:3]
    if t in ("MP", "M", "PM", "MATCH"):
        return "MP"
    if t in ("GP", "G", "PP", "GAME", "PARTIDA"):
        return "GP"
    if two and len(t) == 2 and set(t) <= {"M", "G"}:
        return t
    raise TiebreakError("settings_bad_value", key="basis (MP, GP" + (", MM, MG, GM, GG)" if two else ")"), value=b)


def team_bh(**kw: Any) -> Any:
    basis, cut, median = kw.pop("basis"), kw.pop("cut"), kw.pop("median")

    def code() -> str:
        b = _basis(basis)
        return _with_cuts("BH" + (f":{b}" if b else ""), cut, median)

    return _team_values(code, **kw)


def team_sb(**kw: Any) -> Any:
    basis, cut = kw.pop("basis"), kw.pop("cut")

    def code() -> str:
        b = _basis(basis, two=True)
        return _with_cuts(f"E{b}SB" if len(b) == 2 and b not in ("MP", "GP") else "SB" + (f":{b}" if b else ""), cut)

    return _team_values(code, **kw)


def team_simple(code: str) -> Callable[..., Any]:
    return lambda **kw: _team_values(code, **kw)


def team_tiebreaks(*, lang: str, results: Any, team_codes: Any, team_settings: Any = None, names: Any = None,
                   **_: Any) -> Any:
    from .teams.sheet import team_values

    return _team_call(lang, team_settings, lambda ts: team_values(results, team_codes, settings=ts, names=names))


def team_standings(*, lang: str, results: Any, team_codes: Any = None, names: Any = None,
                    team_settings: Any = None, **_: Any) -> Any:
    import dataclasses

    from .teams.sheet import team_standings_table

    def body(ts: Any) -> Any:
        if ts.base.lang is None:
            ts = dataclasses.replace(ts, base=dataclasses.replace(ts.base, lang=lang))
        return team_standings_table(results, team_codes, settings=ts, names=names)

    return _team_call(lang, team_settings, body)


# ---------------------------------------------------------------------------------------------
# the rules a value used, and the warnings (issue 23: nothing that changes a value goes unsaid)


def _rules_line(choice: Any, lang: str, extra: Sequence[str] = ()) -> str:
    """``rules: FIDE2026: FIDE C.07, edition applied from 1 Mar 2026 (...) (start date ...)``,
    then ``extra`` (pairing system, rounds, opt-in readings), joined with ``; ``."""
    from .texts import say, text, word

    line = f"{word('w_rules', lang)}: " + text("w_rules_line", lang, code=choice.rules.value,
                                              description=choice.rules.describe(lang), reason=say(choice.reason, lang))
    return "; ".join([line, *extra])


#: where the messages name their places (:data:`xl_tiebreaks.settings.MESSAGE_PLACES`)
from .settings import MESSAGE_PLACES  # noqa: E402


def _message_lines(lines: list[str]) -> list[list[Any]]:
    """A column of lines, at least two rows (a one-row answer would repeat down an array
    formula: each line once)."""
    out = [[ln] for ln in lines]
    while len(out) < 2:
        out.append([""])
    return out


def _warning_lines(notes: Sequence[Any], lang: str) -> list[str]:
    """Each warning of ``notes`` once, as ``warning: ...`` / ``aviso: ...``."""
    from .texts import is_warning, note_line, said_in

    places = MESSAGE_PLACES.get()
    # a workbook's copy names the setting's cell; a host's function, its settings argument
    notes = [places.locate_note(n) for n in notes] if places is not None else [said_in(n, "sheet") for n in notes]
    out: list[str] = []
    for n in notes:
        if is_warning(n):
            line = note_line(n, lang)
            if line not in out:
                out.append(line)
    return out


def _error_lines(e: TiebreakError, lang: str) -> list[str]:
    """Every mistake of a refusal, one line each (``error: ...``)."""
    from .check import blocked
    from .texts import text

    places = MESSAGE_PLACES.get()
    if places is not None:
        e = places.locate(e)
    return [f"{text('w_error', lang)}: {f.where_in(lang) + ': ' if f.where_in(lang) else ''}{f.message(lang)}"
            for f in blocked(e)]


def _readings(ev: Any, st: Any, lang: str) -> list[str]:
    """The readings of an evaluation beside its rules: pairing system, rounds used of those
    announced, opt-in readings."""
    from .texts import Text, say, word

    out = [f"{word('w_system', lang)}: {word('w_' + ev.pairing_system.value, lang)}"]
    k, n = st.rounds_used, ev.tournament.rounds_announced
    out.append(f"{word('w_rounds', lang)}: {k}" + (f" {word('w_of', lang)} {n}" if n > k else ""))
    out += [say(x, lang) for x in ev.notes if isinstance(x, Text) and x.code.startswith("note_policy")]
    return out


def rules_and_warnings(*, lang: str, results: Any, codes: Any = None, ratings: Any = None, settings: Any = None,
                       names: Any = None, **_: Any) -> Any:
    """RULES_AND_WARNINGS: a column of lines. The first: the C.07 edition (or older rules) the
    values are computed under and why (the start date, or none given), the pairing system,
    the rounds used, the opt-in readings. Then every mistake that stops the values (``error:``)
    and every warning (``warning:``: a round left blank read as an absence, games without a
    result, a cut that leaves no value, the edition chosen without a date...), each once; or
    "no warnings". What ``codes`` (the order of tie-breaks, as TIEBREAKS takes it) and
    ``ratings`` add is said too."""
    from .rules import choose_rules
    from .sheet import _slots, evaluate, event_settings
    from .sheet_args import grid, is_empty, optional

    st = event_settings(settings)
    lang = st.lang or lang
    try:
        se = evaluate(results, st, ratings, names)
    except TiebreakError as e:
        return _message_lines([_rules_line(choose_rules(st.rules or "FIDE", st.date), lang), *_error_lines(e, lang)])

    def standings() -> Any:
        specs = None
        if isinstance(codes, (list, tuple)) and not all(is_empty(c) for row in grid(codes) for c in row):
            specs = _slots(codes)[0]
        elif not is_empty(optional(codes)):
            specs = _slots(codes)[0]
        from .validate import no_manual

        no_manual(specs or ())  # (lots, a play-off: no formula gives their values)
        return se.evaluation.standings(specs)

    return _said_of(se, lang, standings)


def _said_of(se: Any, lang: str, standings: Callable[[], Any]) -> list[list[Any]]:
    """The lines of RULES_AND_WARNINGS (and its team twin) of a read event ``se``: its rules and
    readings, then what ``standings()`` refuses, or every warning of the reading and the
    standings; "no warnings" when there is none."""
    from .texts import text

    ev = se.evaluation
    lines: list[str] = []
    try:
        st = standings()
        notes = list(se.notes) + list(st.notes)
        head = _rules_line(ev.rules, lang, _readings(ev, st, lang))
    except TiebreakError as e:
        lines += _error_lines(e, lang)
        notes = list(se.notes) + list(ev.notes)
        head = _rules_line(ev.rules, lang)
    lines += _warning_lines(notes, lang)
    return _message_lines([head, *(lines or [text("w_no_warnings", lang)])])


def team_rules_and_warnings(*, lang: str, results: Any, team_codes: Any = None, team_settings: Any = None,
                            names: Any = None, **_: Any) -> Any:
    """TEAM_RULES_AND_WARNINGS: :func:`rules_and_warnings` for a team event (``team_codes``: the
    ranking order, the primary score first, as TEAM_TIEBREAKS takes it)."""
    from .rules import choose_rules
    from .sheet_args import grid, is_empty
    from .teams.sheet import team_evaluate

    def body(ts: Any) -> Any:
        lg = ts.base.lang or lang
        try:
            se = team_evaluate(results, ts, names)
        except TiebreakError as e:
            return _message_lines([_rules_line(choose_rules(ts.base.rules or "FIDE", ts.base.date), lg),
                                   *_error_lines(e, lg)])
        cells = [str(c) for row in grid(team_codes) for c in row if not is_empty(c)] if team_codes is not None else []
        return _said_of(se, lg, lambda: se.evaluation.standings(" ".join(cells) or None))

    return _team_call(lang, team_settings, body)


def identify_tiebreaks(*, lang: str, results: Any, rules_list: Any = None, settings: Any = None, **_: Any) -> Any:
    """IDENTIFY_TIEBREAKS / IDENTIFICAR_DESEMPATES: which of the product's definitions reproduce
    each tie-break column printed beside the rounds in ``results`` (a ranking crosstable with
    ``Pts.``, ``TB1``...), and whether the printed ranking follows from them
    (:func:`xl_tiebreaks.identify.identify_table`). ``rules_list``: the rule sets to search
    (``FIDE2024, VIRTUAL``; blank: all)."""
    from .identify import identify, identify_table, published_order
    from .readers.published_columns import range_published
    from .sheet import evaluate, event_settings
    from .sheet_args import grid, host_range, is_empty

    st = event_settings(settings)
    lang = st.lang or lang
    se = evaluate(results, st)
    pub = range_published(grid(host_range(results)), se.header_rows, se.row_players)
    given = [str(x) for row in grid(rules_list) for x in row if not is_empty(x)] if rules_list is not None else []
    rules = [n.strip() for c in given for n in c.replace(";", ",").split(",") if n.strip()] or None
    t = se.tournament
    ids = identify(t, pub.columns, unrated_rating=st.unrated, pairing_system=se.evaluation.pairing_system.value,
                   rules=rules)
    order = published_order(t, pub.order, pub.columns, pub.points, pub.places)
    return identify_table(ids, order, {p.start_no: p.name for p in t.participants}, lang)
