"""The words a template without the add-in reads, taken from the readers' own vocabulary
(:mod:`xl_tiebreaks.readers.cells`, :mod:`xl_tiebreaks.rules`, :mod:`xl_tiebreaks.settings`), as
the constant tables its formulas look words up in: so that a word means in a formula what it
means to the add-in. A word the tables lack is never guessed: the workbook says it cannot read
it without the add-in.

Kind codes (the workings sheet's ``kind`` blocks), as :mod:`xl_tiebreaks.tiebreaks.context`
numbers them plus one, 0 being "nothing in this round":

====  ==================================  ====  ===================================
code  round                               code  round
====  ==================================  ====  ===================================
0     nothing (not played yet)            6     half-point bye (requested)
1     game over the board                 7     zero-point bye (requested)
2     forfeit win                         8     absence (or after a withdrawal)
3     forfeit loss                        9     withdrawal (typed in this round)
4     pairing-allocated bye               10    paired, result not typed yet
5     full-point bye                      -1    cannot be read (a message says where)
====  ==================================  ====  ===================================

Result codes: 1 win, 2 draw, 3 loss, 4 forfeit win, 5 forfeit loss, 0 blank, -1 unreadable.
"""

from __future__ import annotations

import datetime as _dt

from ..model import RoundKind
from ..readers import cells
from ..rules import _ALIASES, EDITION_START, Rules

GAME, FW, FL, PAB, FPB, HPB, ZPB, ABS, WD, PEND = range(1, 11)
BAD = -1
#: a bye word whose value (in the result cell) decides the kind of bye (``BYE ½``)
VALUE_DECIDES = 14

_KIND = {RoundKind.PAB: PAB, RoundKind.FULL_BYE: FPB, RoundKind.HALF_BYE: HPB, RoundKind.ZERO_BYE: ZPB,
         RoundKind.ABSENT: ABS, RoundKind.WITHDRAWN: WD}

#: what a typed word is worth where the formulas could be tricked by it (``*``, ``?``, ``~``
#: are wildcards in MATCH): such a text is never looked up
WILDCARDS = ("*", "?", "~")


def opponent_words() -> list[tuple[str, int]]:
    """(word, kind code) of the words the opponent cell reads: byes, absences, withdrawals
    (:data:`~xl_tiebreaks.readers.cells.BYE_WORDS`), ``-`` and ``0000`` (no opponent: 0)."""
    out = [("-", 0), ("0000", 0)]
    for w, kind in cells.BYE_WORDS.items():
        if any(ch in w for ch in WILDCARDS):
            continue
        if kind is None or w in ("bye", "libre"):
            out.append((w, VALUE_DECIDES))
        else:
            out.append((w, _KIND[kind]))
    return out


#: numbers a result cell may hold as text (anything else as text is not read)
_NUMBER_TEXTS = [str(i) for i in range(0, 7)] + ["0.5", "0,5", ".5", ",5", "1.5", "1,5", "2.5", "2,5", "1.0",
                                                  "1,0", "0.0", "0,0", "3.0", "3,0", "2.0", "2,0"]


def result_tokens() -> list[tuple[str, int, float]]:
    """(token, outcome, value): a result cell's text; outcome 2 draw, 4 forfeit win, 5 forfeit
    loss, 0 a number (``value``, compared with the points of a win, a draw, a loss), as
    :func:`~xl_tiebreaks.readers.cells.token_result` reads them."""
    out: list[tuple[str, int, float]] = []
    for t in sorted(cells.DRAW_TOKENS):
        out.append((t, 2, 0.5))
    for t in sorted(cells.FWIN_TOKENS):
        out.append((t, 4, 0))
    for t in sorted(cells.FLOSS_TOKENS):
        out.append((t, 5, 0))
    for t in _NUMBER_TEXTS:
        assert cells.NUM_RE.match(t)
        out.append((t, 0, float(cells.num(t))))
    return out


def colour_words() -> list[tuple[str, int]]:
    """(word, colour): 1 White, 2 Black, 3 a bare ``b`` (the Colours setting decides), 0 ``-``."""
    out = [(w, 1) for w in sorted(cells.WHITE_WORDS)] + [(w, 2) for w in sorted(cells.BLACK_WORDS)]
    return out + [(cells.AMBIGUOUS_B, 3), ("-", 0)]


def rules_words() -> list[tuple[str, int]]:
    """(rules as typed, edition): 0 the edition in force on the date, 2024, 2026, -1 an older
    rule set (computed by the add-in only)."""
    out = [("fide", 0), ("auto", 0)]
    seen = {"fide", "auto"}
    for alias, rules in _ALIASES.items():
        code = {Rules.FIDE2024: 2024, Rules.FIDE2026: 2026}.get(rules, -1)
        for form in sorted({alias.lower(), alias.lower().replace(" ", "_"), alias.lower().replace(" ", "")}):
            if form not in seen and not any(ch in form for ch in WILDCARDS):
                seen.add(form)
                out.append((form, code))
    return out


def system_words(own: tuple[str, str]) -> list[tuple[str, int]]:
    """(pairing system, 1 Swiss / 2 round robin) as :func:`xl_tiebreaks.settings._system`
    reads it, with spaces, hyphens and underscores taken out (the formulas do the same); ``own``:
    the template's words for both."""
    swiss = ["swiss", "suizo", "suiza", "sistemasuizo", "s"]
    rr = ["roundrobin", "rr", "todoscontratodos", "liga", "berger", "robin", "roundrobindoble", "doubleroundrobin",
          "dobleroundrobin", "idayvuelta", "schevening", "p", "predetermined"]
    squash = [w.lower().replace(" ", "").replace("-", "").replace("_", "") for w in own]
    out = [(w, 1) for w in swiss] + [(w, 2) for w in rr]
    for w, code in ((squash[0], 1), (squash[1], 2)):
        if w not in dict(out):
            out.append((w, code))
    return out


def serial(d: _dt.date) -> int:
    """A date as the spreadsheets' serial number (day 1 = 1900-01-01, Excel's 1900 system)."""
    return (d - _dt.date(1899, 12, 30)).days


#: the first day of C.07 (2026), as a serial date
EDITION_2026 = serial(EDITION_START[Rules.FIDE2026])
#: the same day as year * 10000 + month * 100 + day (a date typed as text, read by the formulas)
EDITION_2026_KEY = (lambda d: d.year * 10000 + d.month * 100 + d.day)(EDITION_START[Rules.FIDE2026])


def crosstable_tokens() -> list[tuple[str, int, float]]:
    """A forfeit written with both sides in one crosstable cell (``+/-``, ``-/+``, ``-/-``), as
    :func:`~xl_tiebreaks.readers.crosstable.ct_cell` reads it: the row player's side first."""
    out = []
    for a, b, code in (("+", "-", 4), ("-", "+", 5), ("-", "-", 5)):
        for sep in ("/", ":", " / ", " : "):
            out.append((f"{a}{sep}{b}", code, 0))
    return out + [("+-", 4, 0), ("-+", 5, 0), ("--", 5, 0)]


def diagonal_marks() -> list[str]:
    """What a crosstable's diagonal may hold (:data:`~xl_tiebreaks.readers.crosstable.DIAGONAL_MARKS`)."""
    from ..readers.crosstable import DIAGONAL_MARKS

    return sorted(m for m in DIAGONAL_MARKS if not any(ch in m for ch in WILDCARDS))
