"""A Swiss grid's round entries: what one cell (``12w1``, ``5b½``, ``C Negras 1``, ``BYE``,
``-1``) or three cells (opponent, colour, result) of a round say, read once per distinct text
(:class:`~xl_tiebreaks.readers.cells.Entry`); whether a grid has three cells per round
(:func:`looks_three`), and which colour words a grid uses (:func:`colour_convention`). The
grid reader, :mod:`~xl_tiebreaks.readers.swiss`, checks the entries against each other.
"""

from __future__ import annotations

import re
from fractions import Fraction
from typing import Any, Callable

from ..model import RoundKind, RoundRecord
from .cells import (
    AMBIGUOUS_B, ATTACHED_COLOURS, BYE_WORDS, COLOUR_RE, COLOUR_WORDS, DASHES, EN_EVIDENCE, ES_EVIDENCE, NUM_RE, PEND,
    LETTER_FIRST_RE, LETTER_RESULTS, RESULT_FIRST_RE, SIGN_FIRST_RE, SIGN_RESULTS, US_ROUND_LETTERS,
    Entry, Outcome,
    Where, as_text, bad_number, bye_entry, bye_from_value, fail, is_blank, num, number_result, resolve_colour,
    result_scalar, resultless_entry, scalar, show_number, token_result, value_of,
)
from .players import Players

REST_RE = re.compile(rf"^\s*(?:({COLOUR_RE})(?![a-záéíóúñß])\s*)?(\S+)?\s*$", re.I)
#: the common one-cell entry: opponent number, colour letter(s), result
FAST_RE = re.compile(r"^(\d+)\s*([a-zA-Zß○◯●⚪⚫■☐]*)\s*(1|0|½|=|\+|-|0[.,]5|1/2)?$")
PAIR_RESULT_RE = re.compile(r"^(?:1|0|½|0[.,]5|1/2|=)\s*[-:]\s*(?:1|0|½|0[.,]5|1/2|=)$")
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


def us_notation(grid: list[list[Any]]) -> bool:
    """Does a one-cell-per-round grid write its rounds in the US notation (a cell such as
    ``W  39``: :data:`~xl_tiebreaks.readers.cells.LETTER_FIRST_RE`)? Then its lone round
    letters are the US ones (:data:`~xl_tiebreaks.readers.cells.US_ROUND_LETTERS`)."""
    try:
        values = set().union(*grid)  # (each distinct text once, gathered in C: a large grid)
    except TypeError:
        values = {v for row in grid for v in row if isinstance(v, str)}
    return any(isinstance(v, str) and v[:1] in _LETTER_STARTS and LETTER_FIRST_RE.match(v) is not None
               for v in values)


#: the first characters of a letter-first round (a cheap test before the pattern: a large grid)
_LETTER_STARTS = frozenset("WLDwld \t\u00a0")


def combined_entry(v: Any, where: Callable[[], Where], players: Players, ss: Any, fmt: Any,
                   tokens: dict[str, Outcome | None] | None = None,
                   us: Callable[[], bool] | None = None) -> Entry:
    """One cell of a one-cell-per-round grid, the opponent placed (its row position).
    ``tokens``: results already read in this grid (a memo); ``us()``: is the grid written in
    the US notation (:func:`us_notation`; asked only when a lone letter needs it). (A typed 1/2
    made a date is read as ½ from its column's context:
    :func:`~xl_tiebreaks.readers.interpret.dates_as_half`.)"""
    s = scalar(v, where, fmt)
    if s is None:
        return _BLANK
    if us is not None and isinstance(s, str) and s.strip().lower() in US_ROUND_LETTERS and us():
        return Entry(s, "bye", bye=US_ROUND_LETTERS[s.strip().lower()])
    if isinstance(s, Fraction):  # a bare number: the opponent, result not typed yet
        text = show_number(s)
        if s == 0:
            return Entry(text, "bye", bye=RoundKind.ABSENT)
        if s < 0:
            # chess-results' "-1" / "-½" (no opponent, the points) that the spreadsheet made a
            # number when the export was pasted or opened: the same bye (issue 25 item 1)
            e = bye_entry(text, "-" + show_number(-s).replace("1/2", "½"), ss, where())
            if e is not None:
                return e
        return Entry(text, "game", opp=players.by_number(s, text, where), outcome=PEND)
    text = s
    rf = RESULT_FIRST_RE.match(s)
    if rf:  # result first: 2/23w (the toernooibase FMJD-report)
        s = f"{rf.group(2)}{rf.group(3)}{rf.group(1)}"
    sf = SIGN_FIRST_RE.match(s)
    if sf:  # sign first: + 21N (Papi's grille américaine)
        s = f"{sf.group(2)}{sf.group(3)}{SIGN_RESULTS[sf.group(1)]}"
    lf = LETTER_FIRST_RE.match(s)
    if lf:  # the result's letter first: W  39 (the US notation)
        s = f"{lf.group(2)} {lf.group(3) or ''}{LETTER_RESULTS[lf.group(1).lower()]}"
    m = FAST_RE.match(s)
    if m:
        col = m.group(2).lower() or None
        col = ATTACHED_COLOURS.get(col, col) if col else col
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


_UNREAD: Any = object()  # (a result text not read yet)


def three_entry(opp_v: Any, col_v: Any, res_v: Any, wheres: tuple[Callable[[], Where], ...], players: Players,
                ss: Any, fmts: tuple[Any, Any, Any], tokens: dict[str, Outcome | None] | None = None) -> Entry:
    """One round of a three-cells-per-round grid (opponent, colour, result); ``tokens``: the
    result texts already read in this grid (a memo)."""
    wo, wc, wr = wheres
    so = scalar(opp_v, wo, fmts[0])
    sc = scalar(col_v, wc)
    sr = result_scalar(res_v, wr, fmts[2])
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
        if tokens is None:
            outcome = token_result(sr, ss)
        else:
            outcome = tokens.get(sr, _UNREAD)  # type: ignore[arg-type]
            if outcome is _UNREAD:
                outcome = tokens[sr] = token_result(sr, ss)
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


__all__ = ["looks_three", "combined_entry", "three_entry", "colour_convention", "us_notation"]
