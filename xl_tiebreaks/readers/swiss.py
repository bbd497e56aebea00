"""The Swiss grid reader: one row per player, the rounds across, per round one cell
(``12w1``, ``5b½``, ``C Negras 1``, ``BYE``, ``-1``) or three (opponent, colour, result).

Linear in the cells: every distinct cell text is read once (a 1,000 x 200 grid has a few
thousand distinct texts), the two rows of every game are checked in one pass per round, and
a place is written out only for a message.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable, Sequence

from ..model import BLACK, NOT_PLAYED, WHITE, PairingSystem, RoundKind, RoundRecord, Tournament
from . import cells as _cells
from .cells import (
    AMBIGUOUS_B, BLACK_WORDS, BYE_WORDS, COLOUR_RE, COLOUR_WORDS, DASHES, DRAW, EN_EVIDENCE, ES_EVIDENCE, NUM_RE,
    PAIR_KIND, PARTS, PEND, WHITE_WORDS, Entry, GridError, Mistakes, Outcome, Place, Places, Where, as_text,
    bad_number, bye_entry, bye_from_value, check_total_rounds, fail, fmt_at, guard, is_blank, num, number_result,
    outcome_text, record, resolve_colour, resultless_entry, scalar, show_number, token_result, value_of,
)
from .players import GridTournament, Players, count_check, range_inputs
from ..texts import Text

REST_RE = re.compile(rf"^\s*(?:({COLOUR_RE})(?![a-záéíóúñß])\s*)?(\S+)?\s*$", re.I)
#: the common one-cell entry: opponent number, colour letter(s), result
FAST_RE = re.compile(r"^(\d+)\s*([a-zA-Zß○◯●⚪⚫■☐]*)\s*(1|0|½|=|\+|-|0[.,]5|1/2)?$")
PAIR_RESULT_RE = re.compile(r"^(?:1|0|½|0[.,]5|1/2|=)\s*[-:]\s*(?:1|0|½|0[.,]5|1/2|=)$")
HELD = frozenset({RoundKind.GAME, RoundKind.FORFEIT_WIN, RoundKind.FORFEIT_LOSS, RoundKind.PAB, RoundKind.PENDING})
_BLANK = Entry("")


_WORD = re.compile(r"^[^\W\d_][^\d½=+]*$")


def unknown_word(text: str) -> bool:
    """Is ``text`` a word (or words) rather than an entry: letters only, and not a name
    followed by a colour (``Pedro b``, a name the list lacks)? Such a cell gets the message
    that lists the words a grid knows (withdrawn, absent, byes)."""
    t = text.strip()
    if not _WORD.match(t):
        return False
    words = t.lower().split()
    if len(words) == 1:
        return words[0] not in COLOUR_WORDS  # (a colour alone: the entry's other parts are missing)
    return words[-1] not in COLOUR_WORDS


def _rest_entry(text: str, rest: str, where: Callable[[], Where], ss: Any) -> Entry | None:
    """Colour and result after the opponent; ``None`` if ``rest`` is not that."""
    m = REST_RE.match(rest)
    if not m:
        return None
    colour = m.group(1).lower() if m.group(1) else None
    res = m.group(2)
    if res is None:
        return Entry(text, "game", colour=colour, outcome=PEND)
    o = token_result(res, ss)
    if o is None:
        if NUM_RE.match(res.strip()):
            raise bad_number(num(res.strip()), where(), ss)
        if colour is None and not re.match(r"^[\d½=+\-.,]", res):
            word = re.match(r"^[^\d½=+\-.,\s]+", res)
            raise fail("sw_bad_colour", where(), text=word.group(0) if word else res)
        raise fail("sw_bad_result", where(), text=res)
    return Entry(text, "game", colour=colour, outcome=o)


def combined_entry(v: Any, where: Callable[[], Where], players: Players, ss: Any, fmt: Any,
                   tokens: dict[str, Outcome | None] | None = None) -> Entry:
    """One cell of a one-cell-per-round grid, the opponent placed (its row position).
    ``tokens``: results already read in this grid (a memo)."""
    s = scalar(v, where, fmt)
    if s is None:
        return _BLANK
    if isinstance(s, Fraction):  # a bare number: the opponent, result not typed yet
        text = show_number(s)
        if s == 0:
            return Entry(text, "bye", bye=RoundKind.ABSENT)
        return Entry(text, "game", opp=players.by_number(s, text, where), outcome=PEND)
    text = s
    m = FAST_RE.match(s)
    if m:
        col = m.group(2).lower() or None
        if col is None or col in COLOUR_WORDS:
            n = int(m.group(1))
            if n == 0:
                return _zero_entry(text, s[m.end(1):], ss, where)
            res = m.group(3)
            if res is None:
                o: Outcome | None = PEND
            elif tokens is not None and res in tokens:
                o = tokens[res]
            else:
                o = token_result(res, ss)
                if tokens is not None:
                    tokens[res] = o
            if o is not None:
                return Entry(text, "game", opp=players.by_int(n, where), colour=col, outcome=o)
    low = s.lower()
    # a name alone that is also a bye code ("F", "H" when players are called so)
    bye = bye_entry(text, low, ss, where())
    name_hit = players.by_name(text, where) if players.by_label else None
    if bye is not None and name_hit is not None:
        raise fail("sw_ambiguous_word", where(), text=text)
    if bye is not None:
        return bye
    if name_hit is not None:
        return Entry(text, "game", opp=name_hit, outcome=PEND)
    # opponent by name (longest name first), then the colour and the result
    named: str | None = None
    for key in players.labels_longest_first:
        if low.startswith(key) and len(low) > len(key):
            rest = s[len(key):]
            if key[-1].isalnum() and rest[0].isalnum() and not REST_RE.match(rest):
                continue
            named = named or s[: len(key)]
            e = _rest_entry(text, rest, where, ss)
            if e is not None:
                e.opp = players.by_name(s[: len(key)], where)
                return e
    if PAIR_RESULT_RE.match(s.replace(" ", "")):
        raise fail("sw_pair_result", where(), text=text)
    m = re.match(r"^(\d+(?:[.,]\d+)?)(.*)$", s)
    if m:
        n = num(m.group(1))
        if n.denominator != 1:
            raise fail("grid_bad_opponent", where(), text=m.group(1))
        if n == 0:  # "0000 - H", "0 H": TRF-like byes
            return _zero_entry(text, m.group(2), ss, where)
        e = _rest_entry(text, m.group(2), where, ss)
        if e is None:
            raise fail("sw_bad_cell", where(), text=text)
        e.opp = players.by_number(n, m.group(1), where)
        return e
    e = resultless_entry(text, low, ss)
    if e is not None:
        return e
    if named is not None:
        raise fail("sw_bad_after_name", where(), text=text, name=named)
    if unknown_word(s):  # "Abandona", "Se fue": a word the grid does not know (or a name not in the list)
        raise fail("sw_unknown_word_names" if players.by_label else "sw_unknown_word", where(), text=text)
    if players.by_label and re.match(r"^[^\d\s]", s):
        # starts like a name: say which name is unknown
        first = re.split(r"\s+", s)[0]
        raise fail("sw_unknown_name_in_cell", where(), text=text, name=first)
    raise fail("sw_bad_cell", where(), text=text)


def _zero_entry(text: str, rest: str, ss: Any, where: Callable[[], Where]) -> Entry:
    rest = rest.strip().lstrip("-").strip()
    if not rest:
        return Entry(text, "bye", bye=RoundKind.ABSENT)
    e = bye_entry(text, rest.lower(), ss, where()) or resultless_entry(text, rest, ss)
    if e is None:
        raise fail("sw_bad_cell", where(), text=text)
    return e


def three_entry(opp_v: Any, col_v: Any, res_v: Any, wheres: tuple[Callable[[], Where], ...], players: Players,
                ss: Any, fmts: tuple[Any, Any, Any]) -> Entry:
    """One round of a three-cells-per-round grid (opponent, colour, result)."""
    wo, wc, wr = wheres
    so = scalar(opp_v, wo, fmts[0])
    sc = scalar(col_v, wc)
    sr = scalar(res_v, wr, fmts[2])
    if so is None and sc is None and sr is None:
        return _BLANK
    text = " ".join(as_text(x) for x in (so, sc, sr) if x is not None)
    colour: str | None = None
    if sc is not None:
        if isinstance(sc, Fraction):
            raise fail("sw_bad_colour", wc(), text=show_number(sc))
        c = sc.lower()
        if c != "-":
            if c not in COLOUR_WORDS:
                raise fail("sw_bad_colour", wc(), text=sc)
            colour = c
    # the result cell
    outcome: Outcome | None = None
    res_text = as_text(sr)
    if isinstance(sr, Fraction):
        outcome = number_result(sr, ss)
        if outcome is None:
            raise bad_number(sr, wr(), ss)
    elif sr is not None:
        outcome = token_result(sr, ss)
    # the opponent cell
    opp: int | None = None
    if isinstance(so, Fraction):
        if so != 0:
            opp = players.by_number(so, show_number(so), wo)
    elif so is not None and so.lower() not in ("-", "0000"):
        lo = so.lower()
        # the opponent column holds opponents: a name wins over a bye code ("F", "H")
        name_hit = players.by_name(so, wo) if players.by_label else None
        bye = bye_entry(so, lo, ss, wo()) if name_hit is None else None
        if name_hit is not None:
            opp = name_hit
        elif bye is not None:
            bye = Entry(text, "bye", bye=bye.bye, note=bye.note)
            if sr is not None:
                val = sr if isinstance(sr, Fraction) else value_of(sr)
                if val is None:
                    b2 = bye_entry(sr, sr.lower(), ss, wr())
                    if b2 is None:
                        raise fail("grid_bye_value", wr(), text=text, value=res_text)
                    bye.bye = b2.bye
                elif BYE_WORDS.get(lo, RoundKind.PAB) is None or lo in ("bye", "libre"):
                    bye.bye = bye_from_value(val, ss, wr(), text)
                else:
                    expected = ss.points(RoundRecord(bye.bye or RoundKind.PAB))
                    if val != expected:
                        raise fail("grid_bye_value", wr(), text=text, value=res_text)
            return bye
        elif NUM_RE.match(so):
            opp = players.by_number(num(so), so, wo)
        elif unknown_word(so) and not (players.by_label and len(so.split()) > 1):
            raise fail("sw_unknown_word_names" if players.by_label else "sw_unknown_word", wo(), text=so)
        elif players.by_label:
            raise fail("grid_unknown_name", wo(), text=so)
        else:
            raise fail("grid_bad_opponent", wo(), text=so)
    if opp is None:
        if sr is None:
            if colour is not None:
                raise fail("sw_colour_without_opponent", wc(), text=as_text(sc))
            return Entry(text)
        if isinstance(sr, str):
            b = bye_entry(sr, sr.lower(), ss, wr())
            if b is not None:
                return Entry(text, "bye", bye=b.bye, note=b.note)
        e = resultless_entry(text, res_text, ss)
        if e is None:
            raise fail("sw_bad_result", wr(), text=res_text)
        return e
    if sr is None:
        return Entry(text, "game", opp=opp, colour=colour, outcome=PEND)
    if outcome is None:
        assert isinstance(sr, str)
        if bye_entry(sr, sr.lower(), ss, wr()) is not None:
            raise fail("sw_bye_with_opponent", wr(), text=sr)
        if PAIR_RESULT_RE.match(sr.replace(" ", "")):
            raise fail("sw_pair_result", wr(), text=sr)
        raise fail("sw_bad_result", wr(), text=sr)
    return Entry(text, "game", opp=opp, colour=colour, outcome=outcome)


def _cell_text(v: Any) -> str | None:
    if is_blank(v):
        return None
    if isinstance(v, str):
        return v.strip().translate(DASHES).lower()
    return "#"  # a number


def looks_three(grid: list[list[Any]]) -> bool:
    """Do the columns look like (opponent, colour, result) triples? The second column of
    each three holds colour letters (a few typing mistakes among them are reported where they
    are, not read as another layout) and the first never a one-cell entry (``12w1``)."""
    width = len(grid[0]) if grid else 0
    if width < 2:
        return False
    colours = other = 0
    for j in range(1, width, 3):
        for r in grid:
            t = _cell_text(r[j] if j < len(r) else None)
            if t is None or t == "-":
                continue
            if t in COLOUR_WORDS:
                colours += 1
            else:
                other += 1
    seen_opp = False
    for j in range(0, width, 3):
        for r in grid:
            v = r[j]
            if is_blank(v):
                continue
            if (isinstance(v, (int, float)) and not isinstance(v, bool)) or (
                    isinstance(v, str) and v.strip().isdigit()):
                seen_opp = True
            elif isinstance(v, str) and re.search(r"\d\s*[a-zA-Z○●]+\s*\S", v.strip()):
                return False  # "12w1": a combined cell
    if colours:
        return other * 5 <= colours  # at most one in six a typing mistake
    return other == 0 and seen_opp


def colour_convention(tokens: set[str], entries: list[list[Entry]], lang: str | None) -> str | None:
    """``"en"`` (b = black) or ``"es"`` (b = blancas) for a bare ``b``; ``None`` if no bare
    ``b`` is written. Decided from the whole range: w / n and colour words, and the rule that
    the two players of a game have opposite colours.

    Raises:
        GridError: ``sw_colour_undecidable``, ``sw_colour_conflict``.
    """
    if AMBIGUOUS_B not in tokens:
        return None
    en = sorted(t for t in tokens if t in EN_EVIDENCE)
    es = sorted(t for t in tokens if t in ES_EVIDENCE)
    votes: dict[str, str] = {}
    if en and not es:
        votes["letters"] = "en"
    elif es and not en:
        votes["letters"] = "es"
    clashes = {"en": 0, "es": 0}  # games whose two sides would get the same colour
    # (only when the letters do not decide: then a game with two equal colours is reported
    # where it is, as the two rows disagreeing)
    for r_i in range(len(entries[0]) if entries and "letters" not in votes else 0):
        for i, row in enumerate(entries):
            e = row[r_i]
            if e.kind != "game" or e.opp is None or e.opp <= i or not e.colour:
                continue
            f = entries[e.opp][r_i]
            if f.kind != "game" or f.opp != i or not f.colour or AMBIGUOUS_B not in (e.colour, f.colour):
                continue
            for conv in ("en", "es"):
                if resolve_colour(e.colour, conv) == resolve_colour(f.colour, conv):
                    clashes[conv] += 1
    if clashes["en"] == 0 and clashes["es"] > 0:
        votes["pairs"] = "en"
    elif clashes["es"] == 0 and clashes["en"] > 0:
        votes["pairs"] = "es"
    if lang is not None:
        votes["lang"] = lang
    decided = set(votes.values())
    if len(decided) == 1:
        return decided.pop()
    letters = ", ".join([f"'{t}'" for t in en] + [f"'{t}'" for t in es])
    if not decided:
        if en and es:
            raise fail("sw_colour_conflict", letters=letters)
        raise fail("sw_colour_undecidable")
    raise fail("sw_colour_conflict", letters=letters or "-")


def _describe(e: Entry) -> tuple[str, str]:
    """What the other row has, for ``sw_...`` messages (``{other} has {theirs}`` /
    ``{other_es} {theirs_es}``: Spanish needs the verb inside, "no tiene nada" / "tiene '3b0'")."""
    if e.kind == "blank" or not e.text:
        return "nothing", "no tiene nada"
    return f"'{e.text}'", f"tiene '{e.text}'"


@guard  # (only a TiebreakError leaves: anything else is unreadable input)
def read_swiss_grid(
    cells: Sequence[Sequence[Any]],
    *,
    names: Sequence[Any] | None = None,
    ratings: Sequence[Any] | None = None,
    layout: str = "auto",
    lang: str | None = None,
    score_system: Any = None,
    start_numbers: Sequence[Any] | None = None,
    totals: Sequence[Any] | None = None,
    total_rounds: int | None = None,
    formats: Any = None,
    places: Places | None = None,
    where_of: dict[str, Callable[[int], Where]] | None = None,
) -> GridTournament:
    """Read a Swiss round grid: one row per player, the rounds across.

    Args:
        cells: the round cells only. Row *i* is start number *i* (or ``start_numbers[i]``).
            Per round either three cells (``layout="three"``: opponent, colour, result) or
            one (``"combined"``): ``12w1``, ``5b½``, ``7n=``, ``12 w 1``, ``12B0``, ``12s1``
            (German: schwarz), forfeits ``12w+`` / ``12b-``, ``C Negras 1`` (opponent by
            name, colour word, result), ``12w`` or ``12`` (paired, result not typed yet);
            ``BYE`` / ``LIBRE`` / ``Descanso`` / ``spielfrei`` / ``U`` (pairing-allocated
            bye; ``BYE ½`` gives the value), ``-1`` / ``-½`` / ``-0`` (chess-results: no
            opponent, the points), ``H`` (half-point bye), ``F`` (full-point bye), ``Z``
            (zero-point bye), ``NP`` / ``ausente`` / ``nicht gepaart`` (not paired: absent),
            ``Retirado`` / ``Baja`` / ``Abandona`` / ``W/D`` / ``withdrawn`` /
            ``zurückgezogen`` (withdrawn: later rounds too; the lists
            :data:`~xl_tiebreaks.readers.cells.WITHDRAWN_WORDS` and ``ABSENT_WORDS``), ``+`` (a
            win without opponent: pairing-allocated
            bye), ``-`` or ``0`` (absent), blank (not played yet, or absent when others
            played the round). ``"auto"`` decides the layout from the cells.
        names: one per row; opponents may then be written by name.
        ratings, totals: one per row (totals: as typed on the sheet, compared with the
            results in ``notes``).
        lang: the sheet's colour letters when the cells cannot tell: ``"en"`` (w/b, so
            ``b`` is Black) or ``"es"`` (b/n, so ``b`` is blancas). The cells decide first
            (``w``, ``n``, colour words, and opposite colours in every game); ``lang``
            contradicting them is an error. Never taken from the computer's locale.
        score_system: points per result (default 1 / ½ / 0).
        start_numbers: the start number of each row, when rows are not in start order.
        total_rounds: rounds announced for the event, if more than the grid shows.
        formats: the cells' number formats (see :func:`read_crosstable`).
        places, where_of: where the rows, columns and lists are in the organiser's range
            (:class:`~xl_tiebreaks.readers.cells.Places`), for messages.

    Two rows of a game that both carry a loss (``0`` and ``0``) are a game both played and
    lost (an arbiter's decision, as TRF records it); other results whose points do not make
    one game (``1`` and ``1``, ``1`` and ``½``) are kept as written and noted.

    Raises:
        GridError: unknown entries (``sw_bad_cell``, ``sw_bad_colour``, ``sw_bad_result``,
            ``sw_pair_result``; a word it does not know: ``sw_unknown_word``,
            ``sw_unknown_word_names``, which list the words it accepts), opponents not in the
            table (``grid_opponent_missing``, ``grid_unknown_name``), a player paired with
            himself (``grid_self_paired``) or twice in a round (``sw_paired_twice``), the two
            rows of a game disagreeing (``sw_opponent_mismatch``, ``sw_result_mismatch``,
            ``sw_same_colour``), a bare ``b`` that nothing decides (``sw_colour_undecidable``,
            ``sw_colour_conflict``). Every independent mistake at once: the first error carries
            the others (:meth:`~xl_tiebreaks.errors.TiebreakError.every`), each at its cell; a
            cell that cannot be read is not checked against its opponent's row again.
    """
    ss = _cells.score_system(score_system)
    if layout not in ("auto", "three", "combined"):
        raise fail("grid_bad_option", option="layout", value=repr(layout), valid="'auto', 'three' or 'combined'")
    if lang is not None:
        if not isinstance(lang, str) or lang.lower()[:2] not in ("en", "es"):
            raise fail("grid_bad_option", option="lang", value=repr(lang), valid="'en', 'es' or None")
        lang = lang.lower()[:2]
    check_total_rounds(total_rounds)
    grid, fmts, names_l, ratings_l, totals_l, sn_l = range_inputs(cells, formats, names, ratings, totals,
                                                                   start_numbers)
    if not grid and not names_l:
        raise fail("grid_empty")
    n = count_check(names_l, len(grid), "grid_names_count")
    for lst, code in ((ratings_l, "grid_ratings_count"), (totals_l, "grid_totals_count"),
                      (sn_l, "grid_start_numbers_count")):
        if lst is not None and len(lst) > n:
            raise fail(code, got=len(lst), rows=n)
    if sn_l is not None and len(sn_l) < n:
        raise fail("grid_start_numbers_count", got=len(sn_l), rows=n)
    width = len(grid[0]) if grid else 0
    grid = grid + [[None] * width for _ in range(n - len(grid))]
    mistakes = Mistakes()
    players = Players(n, names_l, sn_l, ratings_l, totals_l, places=places, where_of=where_of, mistakes=mistakes)
    if layout == "auto":
        layout = "three" if looks_three(grid) else "combined"
    three = layout == "three"
    if three:
        n_rounds = -(-width // 3)
        grid = [r + [None] * (3 * n_rounds - width) for r in grid]
    else:
        n_rounds = width
    entries, notes, tokens = _read_entries(grid, players, ss, fmts, three, n_rounds, mistakes)
    conv = None
    if entries:
        try:
            conv = colour_convention(tokens, entries, lang)
        except GridError as e:  # (a bare b left undecided: the games are still checked without it)
            if not mistakes:  # (cells that cannot be read may hold the letters that decide it)
                mistakes.add(e)
    recs, odd = _check_and_record(entries, players, conv, n_rounds, three, mistakes)
    mistakes.check()
    notes += odd
    t = Tournament.build(
        players.participants(), recs,
        total_rounds=total_rounds or None,
        score_system=ss,
        pairing_system=PairingSystem.SWISS,
        pairing_source=Text("src_swiss_grid"),
    )
    notes += players.total_notes(t)
    if conv is not None:
        notes.append(Text("note_colours_en" if conv == "en" else "note_colours_es"))
    what = "three cells per round" if three else "one cell per round"
    col = players.places.col
    round_cols = [(col(3 * r), col(3 * r + 1), col(3 * r + 2)) if three else (col(r),) * 3 for r in range(n_rounds)]
    return GridTournament(t, True, f"swiss grid ({what})", notes, round_cols)


def _read_entries(grid: list[list[Any]], players: Players, ss: Any, fmts: Any, three: bool, n_rounds: int,
                  mistakes: Mistakes) -> tuple[list[list[Entry]], list[Text], set[str]]:
    """Every cell read (each distinct text once), opponents placed; a cell that cannot be
    read, or pairs a player with himself, is a mistake (``mistakes``, each at its cell) and
    an entry of kind ``bad``, which the games' checks leave out."""
    memo: dict[Any, Entry] = {}
    tokens: dict[str, Outcome | None] = {}
    entries: list[list[Entry]] = []
    notes: list[Text] = []
    for i, row in enumerate(grid):
        out: list[Entry] = []
        for r in range(n_rounds):
            if three:
                j = 3 * r
                a, b, c = row[j], row[j + 1], row[j + 2]
                key = (a if type(a) is str else (type(a), a), b if type(b) is str else (type(b), b),
                       c if type(c) is str else (type(c), c))
                e = memo.get(key) if fmts is None else None
                if e is None:
                    wheres = tuple((lambda i=i, k=k, r=r: players.where(i, j + k, _round(r, PARTS[k])))
                                   for k in range(3))
                    try:
                        e = three_entry(a, b, c, wheres, players, ss, (fmt_at(fmts, i, j), fmt_at(fmts, i, j + 1),
                                                                       fmt_at(fmts, i, j + 2)))
                    except GridError as err:
                        e = Entry("", "bad", error=err)
                        mistakes.add(err)
                    memo[key] = e
                elif e.kind == "bad":  # the same mistake typed again: reported at this cell too
                    _again(e.error, mistakes, lambda part, i=i, r=r: players.where(
                        i, 3 * r + PARTS.index(part or "opponent"), _round(r, part or "opponent")))
            else:
                v = row[r]
                key = v if type(v) is str else (type(v), v)
                e = memo.get(key) if fmts is None else None
                if e is None:
                    try:
                        e = combined_entry(v, lambda i=i, r=r: players.where(i, r, _round(r)), players, ss,
                                           fmt_at(fmts, i, r), tokens)
                    except GridError as err:
                        e = Entry("", "bad", error=err)
                        mistakes.add(err)
                    memo[key] = e
                elif e.kind == "bad":
                    _again(e.error, mistakes, lambda part, i=i, r=r: players.where(i, r, _round(r)))
            if e.kind == "bad":
                out.append(e)
                continue
            if e.kind == "game" and e.opp == i:
                mistakes.add(fail("grid_self_paired", players.where(i, 3 * r if three else r, _round(r, "opponent"))))
                out.append(Entry(e.text, "bad"))
                continue
            if e.note:
                w = players.where(i, 3 * r if three else r, _round(r, "opponent"))
                notes.append(e.note.replace_params(location=w, location_es=w.es))
            out.append(e)
        entries.append(out)
    tokens = {e.colour for e in memo.values() if e.colour}
    return entries, notes, tokens


def _again(err: GridError | None, mistakes: Mistakes, where: Callable[[str | None], Where]) -> None:
    """A mistake already found in another cell with the same text, at this cell (``where``:
    the cell of the part the first one was about); only counted once the list is full."""
    if err is None:
        return
    if mistakes.full():
        mistakes.count()
        return
    part = getattr(getattr(err.location, "place", None), "part", None)
    mistakes.add(type(err)(err.code, (w := where(part)), location_es=w.es, **err.params))


def _round(r: int, part: str | None = None) -> Where:
    """Round ``r + 1`` in words; as data with the part of it (:data:`~xl_tiebreaks.readers.cells.PARTS`)."""
    return Where(f"round {r + 1}", f"ronda {r + 1}", Place(round=r + 1, part=part))


def _check_and_record(entries: list[list[Entry]], players: Players, conv: str | None, n_rounds: int, three: bool,
                      mistakes: Mistakes) -> tuple[dict[int, list[RoundRecord]], list[str], list[str]]:
    """Check that the two rows of every game agree and build everybody's rounds (one pass per
    round; records shared between equal rounds). Every pair of rows that disagree is a
    mistake (``mistakes``); a cell already wrong (kind ``bad``), and in a round the rows of a
    player named twice, are left out of the checks (what they would say follows from the
    mistake already reported)."""
    sn = players.sn
    recs: dict[int, list[RoundRecord]] = {s: [NOT_PLAYED] * n_rounds for s in sn}
    rows = [recs[s] for s in sn]
    odd: list[Text] = []
    colour_of = {t: resolve_colour(t, conv) for t in COLOUR_WORDS}
    colour_of[None] = None  # type: ignore[index]
    other_colour = {WHITE: BLACK, BLACK: WHITE, None: None}
    byes: dict[Any, RoundRecord] = {}
    made: dict[tuple[Any, int, Any], RoundRecord] = {}
    pair = PAIR_KIND

    def col_of(r: int, part: str) -> int:
        return 3 * r + PARTS.index(part) if three else r

    def where(i: int, r: int, part: str = "opponent") -> Where:
        """Row ``i``'s cell of ``part`` in round ``r`` (one cell per round: the round's cell)."""
        return players.where(i, col_of(r, part), _round(r, part))

    def other_at(k: int, r: int, part: str) -> Where:
        """Row ``k`` as a message names the other row (``row 12 (player 8 Ana)``), its place
        that row's cell of ``part`` in round ``r``."""
        return players.where(k).with_place(Place(col=players.places.col(col_of(r, part)), round=r + 1, part=part))

    for r in range(n_rounds):
        col = [row[r] for row in entries]
        claimed: dict[int, int] = {}
        left_out: set[int] = set()  # rows whose game this round is already a mistake
        for i, e in enumerate(col):
            if e.kind == "game":
                j = e.opp
                if j in claimed:
                    other = other_at(claimed[j], r, "opponent")
                    mistakes.add(fail("sw_paired_twice", where(i, r), opponent=players.label(j), other=other,
                                      other_es=other.es))
                    left_out.update((i, j, claimed[j]))
                    continue
                claimed[j] = i
        for i, e in enumerate(col):
            kind = e.kind
            if kind == "blank" or kind == "bad":
                continue
            if kind == "bye":
                rec = byes.get(e.bye)
                if rec is None:
                    rec = byes[e.bye] = RoundRecord(e.bye)  # type: ignore[arg-type]
                rows[i][r] = rec
                continue
            j = e.opp
            f = col[j]
            if i in left_out or j in left_out or f.kind == "bad":
                continue
            if f.opp != i or f.kind != "game":
                other = other_at(j, r, "opponent")
                th_en, th_es = _describe(f)
                mistakes.add(fail("sw_opponent_mismatch", where(i, r), opponent=players.label(j), other=other,
                                  other_es=other.es, theirs=th_en, theirs_es=th_es, round=r + 1))
                continue
            ci = colour_of[e.colour]
            cj = colour_of[f.colour]
            if i < j:
                agree = pair[(e.outcome, f.outcome)]  # type: ignore[index]
                if agree != "ok":
                    other = where(j, r, "result")
                    if agree == "no":
                        mistakes.add(fail("sw_result_mismatch", where(i, r, "result"), mine=e.text, theirs=f.text,
                                          opponent=players.label(j), other=other, other_es=other.es))
                    else:
                        w = where(i, r, "result")
                        a, b = outcome_text(e.outcome), outcome_text(f.outcome)  # type: ignore[arg-type]
                        odd.append(Text("note_odd_pair_swiss", warning=True, location=w, location_es=w.es, mine=a, theirs=b,
                                        opponent=players.label(j), other=other))
                if ci is not None and ci == cj:
                    other = other_at(j, r, "colour")
                    cname = {"w": ("White", "blancas"), "b": ("Black", "negras")}[ci]
                    mistakes.add(fail("sw_same_colour", where(i, r, "colour"), mine=e.text, theirs=f.text,
                                      opponent=players.label(j), other=other, other_es=other.es, colour=cname[0],
                                      colour_es=cname[1]))
            c = ci if ci is not None else other_colour[cj]
            key = (e.outcome, j, c)
            rec = made.get(key)
            if rec is None:
                rec = made[key] = record(e.outcome, sn[j], c)  # type: ignore[arg-type]
            rows[i][r] = rec
    fill_absences(recs, n_rounds)
    return recs, odd


def fill_absences(recs: dict[int, list[RoundRecord]], n_rounds: int) -> None:
    """A round others played is an absence for whoever has nothing in it; after a
    withdrawal, a withdrawal."""
    held = [any(lst[r].kind in HELD for lst in recs.values()) for r in range(n_rounds)]
    absent = RoundRecord(RoundKind.ABSENT)
    gone_rec = RoundRecord(RoundKind.WITHDRAWN)
    for lst in recs.values():
        gone = False
        for r in range(n_rounds):
            k = lst[r].kind
            if k is RoundKind.WITHDRAWN:
                gone = True
            elif k is RoundKind.NOT_PLAYED and held[r]:
                lst[r] = gone_rec if gone else absent


__all__ = ["read_swiss_grid", "looks_three", "combined_entry", "three_entry", "colour_convention", "fill_absences",
           "WHITE_WORDS", "BLACK_WORDS", "DRAW"]
