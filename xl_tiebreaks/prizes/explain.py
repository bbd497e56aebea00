"""The prize list and each player's prize, as tables and sentences in English and Spanish: why a
player got this prize and not another ("Ana: 1st Sub-1800, 150 €, higher than 8th General,
100 €, she was also in line for; one prize per player"), and the arithmetic of shared money.
Pure Python; every text from the message catalogue (``messages/prizes.tsv``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ..texts import lang_code, say, text
from .allocate import Allocation, Award, PlayerPrizes, Share
from .model import Prize

#: rows the prize list keeps for its notes (a template's array formula is sized for them)
NOTE_ROWS = 8


def _es(lang: str) -> bool:
    return lang_code(lang) == "es"


def number(x: Fraction | int, lang: str, *, whole: bool = False) -> str:
    """An amount ``x`` as the organiser writes it, exactly (never through a float): with its two
    decimals, a whole amount too (``62.50`` / ``62,50``, ``150.00`` / ``150,00``: never 150
    beside 84,10, issue 37 item 5); an exact share that is no whole number of cents with four
    (``50.255``, ``33.3333``). ``whole``: a whole number as it is (``1``: the rounding's unit)."""
    f = Fraction(x)
    sign = "-" if f < 0 else ""
    f = abs(f)
    if f.denominator == 1 and whole:
        s = str(f.numerator)
    elif f.denominator == 1:
        s = f"{f.numerator}.00"
    elif (f * 100).denominator == 1:
        c = int(f * 100)
        s = f"{c // 100}.{c % 100:02d}"
    else:  # not a whole number of cents: say more
        q = round(f * 10000)
        s = f"{q // 10000}.{q % 10000:04d}".rstrip("0")
        if s.endswith("."):
            s += "00"
        elif len(s.split(".")[1]) < 2:
            s += "0"
    s = sign + s
    return s.replace(".", ",") if _es(lang) else s


def money(x: Fraction | int, currency: str, lang: str) -> str:
    """An amount with its currency and its cents (``150,00 €``, ``$1379.00``, ``62,50 €``)."""
    n = number(x, lang)
    if not currency:
        return n
    return f"{currency}{n}" if currency in ("$", "US$", "£") else f"{n} {currency}"


def points(x: Fraction, lang: str) -> str:
    f = Fraction(x)
    s = str(f.numerator) if f.denominator == 1 else str(float(f))
    return s.replace(".", ",") if _es(lang) else s


def ordinal(n: int, lang: str) -> str:
    if _es(lang):
        return f"{n}.º"
    if 10 <= n % 100 <= 20:
        suf = "th"
    else:
        suf = {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suf}"


def prize_label(p: Prize, lang: str) -> str:
    """``1st General`` / ``1.º General``, ``2nd Sub-1800``."""
    name = p.list or "General"
    return f"{ordinal(p.place, lang)} {name}"


def prize_value(p: Prize, currency: str, lang: str) -> str:
    """What the prize is: ``150 €``, ``150 € + Trofeo``, ``Trofeo``."""
    parts = []
    if p.amount:
        parts.append(money(p.amount, currency, lang))
    if p.other:
        parts.append(p.other)
    return " + ".join(parts)


#: a run of this many consecutive places of one list, or more, is said as one (``24th-35th General``)
RUN = 3


def _labels(prizes: list[Prize], lang: str) -> str:
    """The prizes' labels, a run of :data:`RUN` or more consecutive places of one list summarised
    (``1st General, 24th-35th General, 1st U1800``; ``24.º-35.º General``)."""
    out: list[str] = []
    i = 0
    while i < len(prizes):
        j = i
        while (j + 1 < len(prizes) and prizes[j + 1].list_key == prizes[i].list_key
               and prizes[j + 1].place == prizes[j].place + 1):
            j += 1
        if j - i + 1 >= RUN:
            out.append(f"{ordinal(prizes[i].place, lang)}-{prize_label(prizes[j], lang)}")
            i = j + 1
        else:
            out.append(prize_label(prizes[i], lang))
            i += 1
    return ", ".join(out)


# ---------------------------------------------------------------------------------------------
# sentences


def void_reason(a: Award, lang: str, alloc: Allocation | None = None) -> str:
    """Why nobody holds ``a``'s prize."""
    p = a.prize
    if a.void == "undetermined":
        return undetermined_reason(a, lang, alloc)
    if a.void == "absent" and a.lost_by is not None:
        return text("prize_void_absent", lang, player=a.lost_by.label())
    return text("prize_void_" + (a.void or "taken"), lang, name=p.list or "General")


def undetermined_reason(a: Award, lang: str, alloc: Allocation | None = None) -> str:
    """Why ``a``'s winner cannot be known: the players placed above its next in line who lack
    the data its category reads (their cells, and where the data goes), or the undetermined
    prize its next in line might take instead; then who the next in line is."""
    from ..texts import Text
    from .allocate import _cells, data_hint

    name = a.prize.list or "General"
    bits = []
    kinds: dict[str, list[Any]] = {}
    for e, what in a.unknown:
        kinds.setdefault(what, []).append(e)
    for what, es in kinds.items():
        en, sp = _cells(es, what)
        bits.append(text("prize_void_undetermined" if a.next_in_line is not None else "prize_void_undetermined_any",
                         lang, players=en, players_es=sp, name=name, what=Text("prize_data_" + what),
                         hint=data_hint(es, what, alloc.entrants if alloc is not None else ())))
    if not bits and a.depends is not None and a.next_in_line is not None:
        bits.append(text("prize_void_depends", lang, player=a.next_in_line.label(),
                         prize=prize_label(a.depends.prize, lang)))
    elif a.next_in_line is not None:
        bits.append(text("prize_undetermined_next", lang, player=a.next_in_line.label()))
    return "; ".join(bits)


def share_sentence(s: Share, sn: int, alloc: Allocation, lang: str) -> str:
    """The arithmetic of ``s`` for player ``sn``, and where its rounding went (``100.51 / 2 =
    50.255 each; paid in units of 1: 50.51, with the 0.51 left over (the best placed)``)."""
    said = _share_arithmetic(s, sn, alloc, lang)
    mine = s.amounts.get(sn, Fraction(0))
    exact = s.exact.get(sn, mine)
    if mine == exact or sn not in s.exact:
        return said
    cur = alloc.rules.currency
    unit = number(alloc.rules.rounding, lang, whole=True)
    if sn in s.leftover:
        return said + "; " + text("prize_why_leftover", lang, unit=unit, amount=money(mine, cur, lang),
                                  left=money(s.leftover[sn], cur, lang))
    units = sum(s.extra.values(), Fraction(0))
    if sn in s.extra:  # a unit left after rounding every share down: where it went and why
        return said + "; " + text("prize_why_extra", lang, unit=unit, amount=money(mine, cur, lang),
                                  extra=money(s.extra[sn], cur, lang), left=money(units, cur, lang))
    if units:
        who = ", ".join(e.label() for e in s.players if e.start_no in s.extra)
        return said + "; " + text("prize_why_extra_to", lang, unit=unit, amount=money(mine, cur, lang),
                                  left=money(units, cur, lang), who=who)
    return said + "; " + text("prize_why_units", lang, unit=unit, amount=money(mine, cur, lang))


def _share_arithmetic(s: Share, sn: int, alloc: Allocation, lang: str) -> str:
    cur = alloc.rules.currency
    others = ", ".join(e.label() for e in s.players if e.start_no != sn)
    level = points(s.level, lang) if s.method != "tiebreak" else ordinal(int(s.level), lang)
    terms = " + ".join(number(p.amount, lang) for p in s.prizes)
    n = len(s.players)
    mine = s.amounts.get(sn, Fraction(0))
    if s.method in ("split", "tiebreak") and sn in s.exact:
        mine = s.exact[sn]  # the equal share, exact; the rounding said after it
    common = dict(level=level, others=others, prizes=_labels(s.prizes, lang), terms=terms,
                  pool=money(s.pool, cur, lang), n=n, amount=money(mine, cur, lang))
    if s.method == "hort":
        kept = s.kept.get(sn, Fraction(0))
        pot = s.pool / 2
        return text("prize_why_hort" if sn in s.kept else "prize_why_hort_none", lang, kept=money(kept, cur, lang), half_pool=money(pot, cur, lang),
                    each=money(pot / n, cur, lang), **common)
    if s.method == "uscf":
        if sn in s.capped:
            cap = s.capped[sn]
            return text("prize_why_uscf_cap", lang, cap=money(cap.amount, cur, lang), capped=prize_label(cap, lang),
                        **common)
        for name, who, own in s.exclusive:
            if sn in who:
                return text("prize_why_uscf_own", lang, list=name, own=_labels(own, lang),
                            own_terms=" + ".join(number(p.amount, lang) for p in own), k=len(who), **common)
        return text("prize_why_uscf", lang, **common)
    code = "prize_why_level" if s.method == "tiebreak" else "prize_why_split"
    return text(code, lang, **common)


def explain_player(pp: PlayerPrizes, alloc: Allocation, lang: str) -> str:
    """Why ``pp``'s player got what he got, in one paragraph."""
    cur = alloc.rules.currency
    e = pp.entrant
    parts: list[str] = []
    for a in pp.awards:
        p = a.prize
        bit = text("prize_why_won", lang, prize=prize_label(p, lang), value=prize_value(p, cur, lang))
        left = [x for x in pp.in_line if x.prize is not p and _list_of(x.prize) != _list_of(p)
                and not p.stackable and not x.prize.stackable
                and (alloc.rules.trophies == "with_prize" or x.prize.money == p.money)]  # (trophies apart)
        if left and not alloc.rules.cumulative:
            for code, group in (("prize_why_higher", [x for x in left if x.prize.amount < p.amount]),
                                ("prize_why_equal", [x for x in left if x.prize.amount == p.amount]),
                                ("prize_why_order", [x for x in left if x.prize.amount > p.amount])):
                if not group:
                    continue
                if code == "prize_why_order" and alloc.rules.priority == "list":
                    code = "prize_why_list_first"
                others = "; ".join(f"{prize_label(x.prize, lang)}, {prize_value(x.prize, cur, lang)}" for x in group)
                bit += "; " + text(code, lang, others=others)
        if p.stackable:
            bit += "; " + text("prize_why_stackable", lang)
        elif alloc.rules.cumulative:
            bit += "; " + text("prize_why_cumulative", lang)
        parts.append(bit)
    for s in pp.shares:
        parts.append(share_sentence(s, e.start_no, alloc, lang))
    for a in pp.lost:
        parts.append(text("prize_why_absent", lang, prize=prize_label(a.prize, lang),
                          value=prize_value(a.prize, cur, lang)))
    if e.absent and alloc.rules.presence == "next":
        parts.append(text("prize_why_absent_next", lang))
    elif not pp.awards and not pp.shares and not pp.lost and not pp.deciding and not any(
            a.next_in_line is e for a in alloc.undetermined):
        could = _could_win(pp, alloc)
        if could:
            parts.append(text("prize_why_none", lang, rank=ordinal(e.rank, lang)))
        else:
            parts.append(text("prize_why_nothing", lang, rank=ordinal(e.rank, lang)))
    for a in alloc.undetermined:
        if a.next_in_line is not None and a.next_in_line.start_no == e.start_no:
            parts.append(text("prize_why_next_undetermined", lang, prize=prize_label(a.prize, lang)))
    for cat, what in pp.missing:
        if not any(p.list_key == cat.key for p in alloc.rules.prizes):
            continue
        if alloc.rules.missing_data == "not_eligible":
            parts.append(text("prize_why_missing", lang, name=cat.name, what=say(_data_word(what), lang)))
            continue
        decided = [a.prize for a in pp.deciding if a.prize.list_key == cat.key]
        if decided:
            parts.append(text("prize_why_missing_undetermined", lang, name=cat.name,
                              what=say(_data_word(what), lang), prizes=_labels(decided, lang)))
        else:
            parts.append(text("prize_why_missing_unknown", lang, name=cat.name, what=say(_data_word(what), lang)))
    if pp.general_out and any(p.general for p in alloc.rules.prizes):
        parts.append(text("prize_why_general_out", lang,
                          conditions="; ".join(c.text for c in alloc.rules.general_excludes)))
    if pp.titled_out and any(not p.general for p in alloc.rules.prizes):
        parts.append(text("prize_why_titled", lang))
    if pp.money:
        parts.append(text("prize_why_total", lang, amount=money(pp.money, cur, lang)))
    return ". ".join(x[:1].upper() + x[1:] for x in parts if x) + "."


def _list_of(p: Prize) -> str:
    return "" if p.general else p.list_key


def _data_word(what: str) -> Any:
    from ..texts import Text

    return Text("prize_what_" + what)


def _could_win(pp: PlayerPrizes, alloc: Allocation) -> bool:
    e = pp.entrant
    for p in alloc.rules.prizes:
        if p.general or e.start_no in alloc.eligible.get(p.list_key, []):
            return True
    return False


def player_summary(pp: PlayerPrizes, alloc: Allocation, lang: str) -> str:
    """The prizes a player holds, in a few words (``1st Sub-1800``; ``shares 3rd General``)."""
    bits = [prize_label(a.prize, lang) for a in pp.awards]
    for s in pp.shares:
        if not any(a.share is s for a in pp.awards):
            bits.append(text("prize_shares", lang, prizes=_labels(s.prizes, lang)))
    return ", ".join(bits)


# ---------------------------------------------------------------------------------------------
# tables


def list_rows(alloc: Allocation, lang: str) -> list[list[Any]]:
    """The prize list: one row per prize in the order typed (list, place, prize, No., name,
    points, received, note), then a row for each tied player who shares a pool holding none of
    its prizes."""
    cur = alloc.rules.currency
    out: list[list[Any]] = []
    for a in alloc.awards:
        p = a.prize
        w = a.winner
        note = ""
        if w is None:
            note = void_reason(a, lang, alloc)
        elif a.share is not None:
            note = share_sentence(a.share, w.start_no, alloc, lang)
        out.append([p.list or "General", p.place, prize_value(p, cur, lang),
                    w.start_no if w else "", w.name if w else "", _pts(w.points) if w else "",
                    _num(a.received) if w else "", note])
    for s in alloc.shares:
        holders = {a.winner.start_no for a in alloc.awards if a.share is s and a.winner is not None}
        for e in s.players:
            if e.start_no not in holders:
                out.append([s.prizes[0].list or "General", "", text("prize_shares", lang, prizes=_labels(s.prizes, lang)),
                            e.start_no, e.name, _pts(e.points), _num(s.amounts.get(e.start_no, 0)),
                            share_sentence(s, e.start_no, alloc, lang)])
    return out


def list_header(lang: str) -> list[str]:
    return [text(c, lang) for c in ("prize_head_list", "prize_head_place", "prize_head_prize", "prize_head_no",
                                    "prize_head_name", "prize_head_points", "prize_head_received", "prize_head_note")]


def note_lines(alloc: Allocation, lang: str) -> list[str]:
    """The allocation's notes, then the money: what is paid out of the prizes' sum, and where
    the difference went (the prizes nobody holds; each share rounded on its own): the amounts
    said add up to the sum, to the cent."""
    cur = alloc.rules.currency
    lines = [say(n, lang) for n in alloc.notes]
    lines.append(text("prize_note_paid", lang, paid=money(alloc.paid, cur, lang),
                      total=money(alloc.rules.total, cur, lang)))
    unknown = [a.prize for a in alloc.undetermined if a.prize.amount]
    unknown_money = sum((p.amount for p in unknown), Fraction(0))
    if unknown_money:
        lines.append(text("prize_note_undetermined", lang, amount=money(unknown_money, cur, lang),
                          prizes=_labels(unknown[:5], lang) + (", ..." if len(unknown) > 5 else "")))
    if alloc.unpaid - unknown_money:
        void = [a.prize for a in alloc.awards if a.winner is None and a.prize.amount and a.void != "undetermined"]
        lines.append(text("prize_note_unpaid", lang, amount=money(alloc.unpaid - unknown_money, cur, lang),
                          prizes=_labels(void[:5], lang) + (", ..." if len(void) > 5 else "")))
    excess = alloc.rounding_excess
    if excess:
        lines.append(text("prize_note_rounded_more" if excess > 0 else "prize_note_rounded_less", lang,
                          amount=money(abs(excess), cur, lang)))
    return lines


def list_table(alloc: Allocation, lang: str, rows: int = 0, notes: int = NOTE_ROWS) -> list[list[Any]]:
    """The prize list as a sheet answers it: a header, the rows of :func:`list_rows` (``rows``
    of them, blank rows at the end; ``0``: as many as there are), then ``notes`` rows for the
    notes (the last one says how many more there are): an answer whose size depends only on
    ``rows``, as a template's array formula is sized.

    Raises:
        TiebreakError: ``prize_list_too_long`` (more prizes and sharers than ``rows``).
    """
    from ..errors import TiebreakError

    body = list_rows(alloc, lang)
    width = 8
    if rows and len(body) > rows:
        raise TiebreakError("prize_list_too_long", n=len(body), room=rows)
    body += [[""] * width for _ in range(max(0, rows - len(body)))]
    lines = note_lines(alloc, lang)
    if len(lines) > notes:
        more = len(lines) - notes + 1
        lines = lines[:notes - 1] + [text("prize_note_more", lang, n=more)]
    tail = [[ln] + [""] * (width - 1) for ln in lines] + [[""] * width for _ in range(notes - len(lines))]
    return [list_header(lang)] + body + tail


def expelled_why(alloc: Allocation, start_no: int, lang: str) -> str:
    """Why a player with no place holds no prize: he was expelled (checklist Q197-198)."""
    name = alloc.expelled.get(start_no)
    why = text("prize_why_expelled", lang, player=f"{start_no} ({name})" if name else str(start_no))
    return why[:1].upper() + why[1:] + "."


def player_table(alloc: Allocation, lang: str) -> list[list[Any]]:
    """One row per player in standings order: rank, No., name, points, prize, amount, why;
    then the players expelled from the event (no place, no prize; checklist Q197-198)."""
    head = [text(c, lang) for c in ("prize_head_rank", "prize_head_no", "prize_head_name", "prize_head_points",
                                    "prize_head_prize", "prize_head_received", "prize_head_why")]
    out = [head]
    for e in alloc.entrants:
        pp = alloc.players[e.start_no]
        out.append([e.rank, e.start_no, e.name, _pts(e.points), player_summary(pp, alloc, lang),
                    _num(pp.money) if (pp.awards or pp.shares) else "", explain_player(pp, alloc, lang)])
    for sn in sorted(alloc.expelled):
        out.append(["", sn, alloc.expelled[sn], "", "", "", expelled_why(alloc, sn, lang)])
    return out


def player_row(alloc: Allocation, start_no: int, lang: str) -> list[Any]:
    """A player's prize as one row: the prizes he holds, his money, why.

    ``start_no``: the player's start number. A player the standings leave out (expelled from
    the event, FIDE's 2026 endorsement checklist Q197-198: no place, so no entrant of the
    allocation) holds no prize: his row says so (``prize_why_expelled``)."""
    pp = alloc.players.get(start_no)
    if pp is None:
        return ["", 0, expelled_why(alloc, start_no, lang)]
    return [player_summary(pp, alloc, lang), _num(pp.money) if (pp.awards or pp.shares) else 0,
            explain_player(pp, alloc, lang)]


def _num(x: Any) -> Any:
    f = Fraction(x)
    return int(f) if f.denominator == 1 else float(f)


def _pts(x: Fraction) -> Any:
    return _num(x)
