"""What the columns and the top rows of an organiser's range are: header and title rows, label
columns (No., rank, name, title, rating, federation, club, points, tie-breaks) on either side
of the results, and the results themselves. Used by :mod:`~xl_tiebreaks.readers.ranges`.

Every cell gets a *kind* (:func:`cell_kind`); a column's kinds say what it holds
(:class:`Column`). Header words (``No.``, ``Rk.``, ``SNo``, ``Name``, ``Rtg``, ``FED``,
``1.Rd``, ``Pts.``, ``TB1``, and their Spanish and German forms) decide where they are
written; otherwise the contents do.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from ..names import fold
from .cells import (
    BYE_WORDS, COLOUR_RE, COLOUR_WORDS, DASH_POINTS_RE, LETTER_FIRST_RE, RESULT_FIRST_RE, SIGN_FIRST_RE, is_blank,
)

# =====================================================================================
# header words
# =====================================================================================


def squash(text: Any) -> str:
    return re.sub(r"[\s_\-./:#°º()]", "", fold(text))


#: header word (squashed) -> role of the column
HEADER_ROLES: dict[str, str] = {}
for _role, _words in {
    "id": "no nr num numero number sno snr startno startnr nrinicial ini inicial ord orden nro nrosocio id "
          "nstart startrang numero_inicial ni",
    "rank": "rk rank rang rg pl place pos posicion puesto clas clasif platz lugar",
    "name": "name nombre nombreyapellidos jugador player spieler teilnehmer apellidosynombre participante "
            "nombrejugador playername",
    "title": "tit title titulo titel",
    "rating": "rtg elo rating fide fideelo ratingfide elofide elonac elonacional eloint dwz ratg rtgi rtgn "
              "elofeda",
    "fed": "fed federacion federation land pais nat country",
    "club": "club verein vereinort equipo team clubciudad ciudad city",
    "points": "pts points puntos pkt punkte total tot ptos score ptos puntuacion",
    "tiebreak": "tb tb1 tb2 tb3 tb4 tb5 tb6 des1 des2 des3 des4 d1 d2 d3 bh buchholz sb sonnebornberger "
                "progresivo progressive koya wert wertung1 wertung2 perf performance rp tpr aro desempate "
                "desempate1 desempate2 desempate3 rtgavg ratingavg eloavg sw",
    "round": "rival opponent opp gegner color colour farbe col res result resultado erg ergebnis adversario "
             "oponente contrario",
    "pairing": "ronda round rnd runde mesa board bo tablero brett resultat",  # (colour words are data)
    "other": "sex sexo k typ type group grupo cat categoria category age edad birth nac bday federada "
             "fideid idfide id_fide rtgplus rtg+ kfactor k rtgdiff",
}.items():
    for _w in _words.split():
        HEADER_ROLES.setdefault(squash(_w), _role)

_ROUND_HEADER = re.compile(
    r"^(?:(?:\d+)(?:rd|r|ronda|runde|rde|round|rnd|rda)?|(?:rd|r|ronda|runde|round|rnd|rda|rde)(?:\d+))$")
TITLES = {"gm", "im", "fm", "cm", "wgm", "wim", "wfm", "wcm", "agm", "aim", "afm", "acm", "mf", "mi", "gmi", "mn",
          "cm", "mc", "gmf", "gmm", "fa", "ia", "fi", "na", "io", "fst", "dsb", "h", "wh"}


def header_role(v: Any) -> str | None:
    """The role a header cell announces (``"id"``, ``"rank"``, ``"name"``, ``"rating"``,
    ``"round"``...), or ``None``."""
    if is_blank(v) or not isinstance(v, str):
        return None
    if v.strip() in ("#", "Nº", "N°", "nº", "n°"):
        return "id"  # Vega's start-number column
    t = squash(v)
    if not t:
        return None
    if t in HEADER_ROLES:
        return HEADER_ROLES[t]
    if _ROUND_HEADER.match(t) and not t.isdigit():
        return "round"
    if re.match(r"^(?:tb|des|wert|wtg|d)\d+$", t):
        return "tiebreak"
    return None


# =====================================================================================
# cell kinds
# =====================================================================================

_INT_TEXT = re.compile(r"^\s*\d+\s*$")
_FAST_STRONG = re.compile(r"^\d+\s*[wbnszWBNSZ]\s*(?:[01½=+\-]|0[.,]5)?$")
_DEC_TEXT = re.compile(r"^\s*\d*(?:[.,]\d+|½)\s*$|^\s*\d+\s*½\s*$")
_ENTRY = re.compile(rf"^\s*\d+\s*(?:(?:{COLOUR_RE})(?![a-záéíóúñß])\s*)?(?:[-+=01½]|0[.,]5|1/2)?\s*$", re.I)
_ENTRY_STRONG = re.compile(rf"^\s*\d+\s*(?:(?:{COLOUR_RE})(?![a-záéíóúñß])\s*(?:[-+=01½]|0[.,]5|1/2)?|"
                           r"(?:[-+=01½]|0[.,]5|1/2))\s*$", re.I)
_NAME_ENTRY = re.compile(rf"^.+?\s+(?:{COLOUR_RE})(?![a-záéíóúñß])\s*(?:[-+=01½]|0[.,]5|1/2)?\s*$", re.I)
_PAIR = re.compile(r"^\s*(?:1|0|½|0[.,]5|1/2|=|\+|-)\s*[-–:]\s*(?:1|0|½|0[.,]5|1/2|=|\+|-)\s*$|"
                   r"^\s*(?:\+/-|-/\+|\+--|--\+|-/-|1f\s*-\s*0f|0f\s*-\s*1f|0f\s*-\s*0f)\s*$", re.I)
_RESULT = re.compile(r"^\s*(?:1|0|½|0[.,]5|1/2|=|\+|-|1f|0f)(?:\s+(?:1|0|½|0[.,]5|1/2|=|\+|-|1f|0f))?\s*$|"
                     r"^\s*[½=][01½=]\s*$|^\s*[01]=\s*$", re.I)  # (½1, ½½, 1=: two results glued)
_DIAG = {"x", "*", "×", "#", "xx", "x x", "—", "–"}
_BYE_CODES = {k for k in BYE_WORDS} | {"+", "-", "0"}
_FED = re.compile(r"^[A-Z]{3}$")


_BYE_ENTRY = re.compile(r"^(?:bye|libre|exento|descanso|spielfrei|pab|exe|exempt)\s*[:=]?\s*(?:1|½|0|0[.,]5|\+|-)?$")


def _bye_entry(low: str) -> bool:
    """A bye as a Swiss round's entry (``BYE``, ``libre ½``, ``-``, ``+``, ``0``, ``-½``), lower case."""
    return low in _BYE_CODES or DASH_POINTS_RE.match(low) is not None or _BYE_ENTRY.match(low) is not None


#: what a text cell is, in this order, the first test that holds (after :data:`_FAST_STRONG`):
#: (test the lower-cased text?, test, kind)
_TEXT_KINDS: tuple[tuple[bool, Callable[[str], Any], str], ...] = (
    (False, _INT_TEXT.match, "int"),
    (False, _DEC_TEXT.match, "num"),
    (True, _DIAG.__contains__, "diag"),
    (False, _RESULT.match, "result"),
    (False, _PAIR.match, "pair"),
    (False, _ENTRY_STRONG.match, "strong"),
    (False, lambda t: RESULT_FIRST_RE.match(t) is not None, "strong"),
    (False, lambda t: SIGN_FIRST_RE.match(t) is not None, "strong"),
    (False, lambda t: LETTER_FIRST_RE.match(t) is not None, "strong"),
    (True, COLOUR_WORDS.__contains__, "colour"),
    (True, _bye_entry, "entry"),
    (True, TITLES.__contains__, "title"),
    (False, _FED.match, "fed"),
    (False, _NAME_ENTRY.match, "named"),
)


#: a text that holds none of these (a digit or ``½`` or ``=+-.,`` first, a letter W/L/D then a
#: number first, a space anywhere) fails every test of :data:`_TEXT_KINDS` but the lookups
#: (diag, colour, entry, title, fed): each test needs one of them, see :func:`cell_kind`
_MAYBE_NOT_TEXT = re.compile(r"^[\d½=+\-.,]|^(?i:[wld])\s*\d|\s")
#: the tests of :data:`_TEXT_KINDS` that a text without :data:`_MAYBE_NOT_TEXT` can pass, in order
#: (:func:`cell_kind` makes them inline; tests/test_hostile_ranges.py checks the two agree)
_LOOKUP_KINDS = tuple(t for t in _TEXT_KINDS if t[2] in ("diag", "colour", "entry", "title", "fed"))


def cell_kind(v: Any) -> str:
    """``blank``, ``int`` (a whole number, also typed as text), ``num`` (another number:
    ``6.5``, ``6,5``, ``4½``), ``diag`` (a diagonal mark), ``result`` (``1``, ``½``, ``+``,
    ``1 ½``), ``pair`` (a board's result: ``1-0``), ``entry`` (a Swiss round: ``12w1``, ``-1``,
    ``BYE``; ``strong`` when it has an opponent and a colour or a result), ``colour``,
    ``title``, ``fed``, ``text``, ``bool``, ``date``, ``other``."""
    if v is None:
        return "blank"
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        if isinstance(v, float) and not v.is_integer():
            return "num"
        return "int"
    if not isinstance(v, str):
        return "date" if hasattr(v, "year") else "other"
    s = v.strip()
    if not s:
        return "blank"
    if _FAST_STRONG.match(s):
        return "strong"
    low = s.lower()
    if _MAYBE_NOT_TEXT.search(s) is None:
        # (issue 35: a range of a million distinct words) the other tests all need what
        # _MAYBE_NOT_TEXT finds: int, num, result, pair and the strong entries start with a
        # digit, ½ or a sign, a letter-first entry is W/L/D and a number, a named entry has a
        # space; the lookups of _TEXT_KINDS that are left, in its order (_LOOKUP_KINDS)
        if low in _DIAG:
            return "diag"
        if low in COLOUR_WORDS:
            return "colour"
        if low in _BYE_CODES or _BYE_ENTRY.match(low) is not None:  # (_bye_entry: no dash first here)
            return "entry"
        if low in TITLES:
            return "title"
        return "fed" if _FED.match(s) else "text"
    for lowered, test, kind in _TEXT_KINDS:
        if test(low if lowered else s):
            return kind
    return "text"


#: the kind of a lower-cased text by the lookups that come before the bye words' pattern, in
#: :data:`_TEXT_KINDS`'s order (the first set a word is in wins)
_FIRST_LOOKUPS: dict[str, str] = {}
for _kind, _words in (("diag", _DIAG), ("colour", COLOUR_WORDS), ("entry", _BYE_CODES)):
    for _w in _words:
        _FIRST_LOOKUPS.setdefault(_w, _kind)


def cell_kinds(texts: list[str]) -> list[str]:
    """:func:`cell_kind` of each text of ``texts`` (strings only), the same kinds worked out
    column-wise: each test run over the whole list at once, a text that may be more than a
    lookup (:data:`_MAYBE_NOT_TEXT`) left to :func:`cell_kind` (issue 35: a range of a million
    distinct words is classified in about a second)."""
    stripped = list(map(str.strip, texts))
    lows = list(map(str.lower, stripped))
    fast = map(_FAST_STRONG.match, stripped)
    maybe = map(_MAYBE_NOT_TEXT.search, stripped)
    byes = map(_BYE_ENTRY.match, lows)
    feds = map(_FED.match, stripped)
    first = _FIRST_LOOKUPS.get
    out: list[str] = []
    add = out.append
    for v, s, low, f, m, b, fed in zip(texts, stripped, lows, fast, maybe, byes, feds):
        if not s:
            add("blank")
        elif f is not None:
            add("strong")
        elif m is not None:
            add(cell_kind(v))
        else:  # (cell_kind's quick path, the same tests in the same order)
            k = first(low)
            add(k if k is not None else "entry" if b is not None else "title" if low in TITLES
                else "fed" if fed is not None else "text")
    return out


def int_value(v: Any) -> int | None:
    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return v
    if isinstance(v, float) and v.is_integer():
        return int(v)
    if isinstance(v, str) and _INT_TEXT.match(v):
        return int(v.strip())
    return None


# =====================================================================================
# columns
# =====================================================================================


@dataclass
class Column:
    """What one column of the player rows holds."""

    j: int
    kinds: Counter = field(default_factory=Counter)
    ints: list[int | None] = field(default_factory=list)
    texts: list[str] = field(default_factory=list)
    header: str | None = None  # the role its header announces

    @property
    def filled(self) -> int:
        return sum(c for k, c in self.kinds.items() if k != "blank")

    def share(self, *kinds: str) -> float:
        f = self.filled
        return sum(self.kinds[k] for k in kinds) / f if f else 0.0

    @property
    def is_entries(self) -> bool:
        """Reads as a Swiss round (one cell per round)."""
        f = self.filled
        if not f:
            return False
        strong = self.kinds["strong"] + self.kinds["named"]
        return strong > 0 and (strong + self.kinds["entry"] + self.kinds["result"] + self.kinds["int"]) >= 0.8 * f

    @property
    def is_colours(self) -> bool:
        """The colour column of a three-cells-per-round grid (a typing mistake or two among
        its letters is reported where it is)."""
        c = self.kinds["colour"]
        return c >= 2 and c >= 0.6 * (self.filled - self.kinds["entry"])

    def distinct_ints(self) -> bool:
        vals = [x for x in self.ints if x is not None]
        return len(vals) == self.filled and len(set(vals)) == len(vals) and all(1 <= x <= 9999 for x in vals)

    def rating_like(self) -> bool:
        vals = [x for x in self.ints if x is not None]
        if not vals or self.kinds["int"] + self.kinds["text"] < self.filled:
            return False
        big = [x for x in vals if 1000 <= x <= 3000]
        return len(big) >= 0.6 * len(vals) and all(x == 0 or 100 <= x <= 4000 for x in vals)

    def name_like(self) -> bool:
        """Distinct texts, mostly not numbers, results or round entries (single letters are
        names too: ``A``, ``B``...)."""
        if not self.texts or self.kinds["text"] + self.kinds["named"] == 0:
            return False
        if self.share("text", "named", "colour", "entry", "title", "fed") < 0.8:
            return False
        keys = [t.casefold() for t in self.texts]
        return len(set(keys)) >= 0.9 * len(keys) and len(keys) >= 0.9 * self.filled


def profile(rows: list[list[Any]], width: int, memo: dict[str, str] | None = None) -> list[Column]:
    """Every column's kinds of cells (each distinct text classified once; ``memo``: the kinds
    of texts already classified, :func:`cell_kind` of each, kept across calls that look at
    nearly the same rows, filled in by this one)."""
    cols = [Column(j) for j in range(width)]
    if memo is None:
        memo = {}
    n = len(rows)
    wide = all(len(r) >= width for r in rows)
    for j in range(width):
        c = cols[j]
        vals = [r[j] for r in rows] if wide else [r[j] if j < len(r) else None for r in rows]
        ks = _each_kind(vals, memo)
        kinds = c.kinds
        kinds.update(ks)
        c.ints = [int_value(v) if k == "int" else None for v, k in zip(vals, ks)] if kinds["int"] else [None] * n
        if any(kinds[k] for k in _TEXTY):
            c.texts = [v.strip() for v, k in zip(vals, ks) if k in _TEXTY]
    return cols


def _each_kind(vals: list[Any], memo: dict[str, str]) -> list[str]:
    """:func:`each_text_once` of :func:`cell_kind`, the new texts classified together
    (:func:`cell_kinds`)."""
    new = [v for v in distinct_cells(vals).difference(memo) if type(v) is str]
    if new:
        memo.update(zip(new, cell_kinds(new)))
    return [memo[v] if type(v) is str else cell_kind(v) for v in vals]


def each_text_once(vals: list[Any], fn: Callable[[Any], Any], memo: dict[str, Any]) -> list[Any]:
    """``fn`` of each value of ``vals``, each distinct text worked out once (``memo``, kept across
    calls: a range's columns repeat their texts); numbers one by one (1, 1.0 and True are one key)."""
    for v in distinct_cells(vals).difference(memo):
        if type(v) is str:
            memo[v] = fn(v)
    return [memo[v] if type(v) is str else fn(v) for v in vals]


def distinct_cells(vals: list[Any]) -> set[Any]:
    """The distinct values of ``vals``, at least every distinct text (1, 1.0 and True are one:
    callers read numbers one by one); where a cell cannot be a key (a list, a dict), the texts
    only: that cell is left to the check that names it (:func:`xl_tiebreaks.readers.cells.as_grid`)."""
    try:
        return set(vals)
    except TypeError:
        return {v for v in vals if type(v) is str}


#: the kinds of text a column keeps (:attr:`Column.texts`)
_TEXTY = ("text", "named", "title", "fed", "colour", "entry")
