"""One rule for finding a player (or a team) by what the organiser typed.

Every path that names an entrant by text goes through :func:`match_player` (or a
:class:`NameIndex` built once for many look-ups): a cell's ``player`` argument of the spreadsheet
functions, ``explain --player``, and the readers of ranges that name opponents by name. The rule:

* a start number (a number, or a text of digits) is that start number;
* case, accents and spaces are ignored (``munoz  garcia`` is ``Muñoz García``), and so are the
  commas and hyphens between words (``García, José`` is ``José García``);
* the words may come in any order (``García José``);
* every typed word may be the start of a whole word of the name (``Gar Jos``); a typed word is
  never looked for inside a word (``Ana`` does not find ``Mariana``);
* the whole name, typed in full, is that player even where another name holds it
  (``Ana Pérez`` beside ``Ana Pérez López``);
* a text that several players' names hold is refused, listing them;
* a text that no name holds is refused, with the names most like it ("did you mean ...").

:func:`fold` is the one accent and case folding of the product (tie-break codes, settings,
categories, header words and names squash their own extra characters on top of it).

Pure Python (no Excel, no openpyxl): loads in Pyodide and LibreOffice's Python.
"""

from __future__ import annotations

import re
import unicodedata
from numbers import Number
from typing import Any, Iterable

from .errors import TiebreakError

__all__ = ["fold", "name_words", "NameIndex", "match_player"]

#: the most candidates a refusal lists
MAX_CANDIDATES = 6
#: how alike (difflib's ratio, 0-1) a name must be to be offered as "did you mean"
_LIKE = 0.72
_WORD_SPLIT = re.compile(r"[^\w]+|_")


def fold(text: Any) -> str:
    """``text`` without accents and case: Unicode NFKD with the combining marks dropped, then
    case-folded (``"Muñoz"`` -> ``"munoz"``, ``"STRAßE"`` -> ``"strasse"``). Nothing else is
    removed: callers squash their own separators."""
    t = unicodedata.normalize("NFKD", str(text))
    return "".join(c for c in t if not unicodedata.combining(c)).casefold()


def name_words(text: Any) -> tuple[str, ...]:
    """The words of a name as :func:`match_player` compares them: folded, split at spaces and
    at any punctuation (``"Muñoz García, José"`` -> ``("munoz", "garcia", "jose")``)."""
    return tuple(w for w in _WORD_SPLIT.split(fold(text)) if w)


def _prefixes_fit(typed: tuple[str, ...], words: tuple[str, ...]) -> bool:
    """Every typed word the start of a different word of the name (any order)."""
    if len(typed) > len(words):
        return False
    used = [False] * len(words)

    def place(k: int) -> bool:
        if k == len(typed):
            return True
        for j, w in enumerate(words):
            if not used[j] and w.startswith(typed[k]):
                used[j] = True
                if place(k + 1):
                    return True
                used[j] = False
        return False

    # longest typed words first: fewer ways to place them
    typed = tuple(sorted(typed, key=len, reverse=True))
    return place(0)


class NameIndex:
    """The entrants of an event, ready for :meth:`find` (built once, many look-ups).

    Args:
        entrants: objects with ``start_no`` (int) and ``name`` (str), e.g.
            :class:`xl_tiebreaks.model.Participant` or a team; or ``(start_no, name)`` pairs.
    """

    def __init__(self, entrants: Iterable[Any]) -> None:
        self.entries: list[tuple[int, str, tuple[str, ...], str]] = []
        for e in entrants:
            sn, name = (e if isinstance(e, tuple) else (e.start_no, e.name))
            name = "" if name is None else str(name)
            words = name_words(name)
            self.entries.append((int(sn), name.strip(), words, "".join(words)))
        self.numbers = {sn for sn, *_ in self.entries}

    def find(self, text: Any) -> int:
        """The start number of the entrant ``text`` names (the rule of this module).

        Args:
            text: a start number (``int``, a whole ``float``, a text of digits) or a name, whole
                or in part.

        Raises:
            TiebreakError: ``player_empty`` (nothing typed), ``player_not_found`` (a start
                number no entrant has, or a name like none), ``player_not_found_like`` (with
                the names most like it), ``player_ambiguous`` (several entrants fit, listed).
        """
        if isinstance(text, Number) and not isinstance(text, bool):
            try:  # (a whole number of 5,000 digits is no float: never Python's OverflowError)
                n = text if isinstance(text, int) else int(text) if float(text).is_integer() else None  # type: ignore
            except (OverflowError, ValueError):
                n = None
            if n is not None and n in self.numbers:
                return n
            raise TiebreakError("player_not_found", player=_show(text))
        shown = "" if text is None else str(text).strip()
        if not shown:
            raise TiebreakError("player_empty")
        if shown.isdigit() and shown.isascii():
            if len(shown) <= 9 and int(shown) in self.numbers:  # (never int() of 4,300 digits)
                return int(shown)
            raise TiebreakError("player_not_found", player=_show(shown))
        typed = name_words(shown)
        if not typed:
            raise TiebreakError("player_not_found", player=shown)
        # the whole name (any order, or without its spaces)
        key = sorted(typed)
        joined = "".join(typed)
        whole = [e for e in self.entries if sorted(e[2]) == key or (e[3] == joined and e[3])]
        if len(whole) == 1:
            return whole[0][0]
        if len(whole) > 1:  # two entrants with one name: only the start number tells them apart
            raise self._ambiguous(shown, whole)
        fits = [e for e in self.entries if _prefixes_fit(typed, e[2])]
        if len(fits) == 1:
            return fits[0][0]
        if fits:
            raise self._ambiguous(shown, fits)
        like = self._like(typed)
        if like:
            raise TiebreakError("player_not_found_like", player=shown, candidates=_listed(like))
        raise TiebreakError("player_not_found", player=shown)

    @staticmethod
    def _ambiguous(shown: str, found: list) -> TiebreakError:
        return TiebreakError("player_ambiguous", player=shown, candidates=_listed(found))

    def _like(self, typed: tuple[str, ...]) -> list:
        """The entrants whose names are most like ``typed`` (a typing mistake), best first."""
        import difflib

        joined = " ".join(typed)
        scored = []
        for e in self.entries:
            if not e[2]:
                continue
            r = difflib.SequenceMatcher(None, joined, " ".join(e[2])).ratio()
            r = max(r, difflib.SequenceMatcher(None, " ".join(sorted(typed)), " ".join(sorted(e[2]))).ratio())
            if len(typed) == 1:  # one word: like one word of the name (or its start)
                for w in e[2]:
                    r = max(r, difflib.SequenceMatcher(None, typed[0], w).ratio(),
                            difflib.SequenceMatcher(None, typed[0], w[:len(typed[0])]).ratio()
                            if len(w) > len(typed[0]) + 2 else 0)
            if r >= _LIKE:
                scored.append((-r, e[0], e))
        return [e for *_, e in sorted(scored)[:3]]


def _listed(entries: list) -> str:
    """``3 Ana García, 7 Ana López`` (at most :data:`MAX_CANDIDATES`, then ``...``)."""
    shown = [f"{sn} {name}".strip() for sn, name, *_ in entries[:MAX_CANDIDATES]]
    return ", ".join(shown) + (", ..." if len(entries) > MAX_CANDIDATES else "")


def _show(v: Any) -> str:
    from .validate import shown

    if isinstance(v, float) and v.is_integer():
        return shown(v)
    return shown(v, 60) if isinstance(v, (int, str)) else str(v)


def typed_number(text: Any) -> int | None:
    """The whole number ``text`` gives for a player (a number, or digits typed as text), else
    ``None`` (a name, nothing, a fraction)."""
    if isinstance(text, bool):
        return None
    if isinstance(text, Number):
        try:
            return int(text) if float(text).is_integer() else None  # type: ignore[arg-type]
        except (OverflowError, ValueError):
            return None
    shown = "" if text is None else str(text).strip()
    return int(shown) if shown.isdigit() and shown.isascii() and len(shown) <= 9 else None


def match_player(text: Any, entrants: Iterable[Any]) -> int:
    """The start number of the entrant ``text`` names, by the one rule of this module (see its
    docstring): a start number, or a name typed whole or in part, case, accents, spaces and word
    order ignored, every typed word the start of a word of the name.

    Args:
        text: what the organiser typed (a cell's value, a command-line argument).
        entrants: objects with ``start_no`` and ``name``, or ``(start_no, name)`` pairs.

    Returns:
        The entrant's start number.

    Raises:
        TiebreakError: ``player_empty``, ``player_not_found``, ``player_not_found_like`` ("did
            you mean ..."), ``player_ambiguous`` (listing the entrants that fit).
    """
    return NameIndex(entrants).find(text)
