"""Why each value is what it is: one line per round, with the article.

``explain(evaluation, start_no, "BH/C1", lang)`` lists, for the Buchholz / Sonneborn-Berger
family (BH, FB, SB with cuts and medians, under every rule set) and the progressive score,
each round's opponent or dummy, the value it contributes and why ("round 2: half-point bye
-> dummy opponent with your own score 3.5, capped at 2.5 - C.07 (2026) art. 16.4.2"), then
which values were cut and why. The rating tie-breaks (ARO with its cuts, TPR, PTP, APRO,
APPO; C.07 art. 10) list each round's opponent and rating (or TPR / PTP), whether the round
counts (games over the board only) or is cut, then the computation (the average, dp from
the FIDE rating regulations' table 8.1.1, the expected scores of table 8.1.2). Other
tie-breaks get their value and definition. English and Spanish.
"""

from __future__ import annotations

from contextvars import ContextVar
from dataclasses import dataclass, field
from fractions import Fraction

from .errors import TiebreakError
from .output import format_number, local_number
from .rules import Rules
from .spec import TieBreakSpec, parse_spec
from .standings import Evaluation
from .tiebreaks.buchholz import contributions, cut_with_reasons, fore_context
from .model import Result
from .tiebreaks.context import ABS, FL, FPB, FW, GAME, HPB, PAB, PEND, WD, ZPB, Context
from .tiebreaks.unplayed import drawn_scores
from .texts import lang_code, text

def _t(key: str, lang: str, **kw: object) -> str:
    """The text ``explain_<key>`` of the catalogue (:mod:`xl_tiebreaks.texts`) in ``lang``."""
    return text(f"explain_{key}", lang, **kw)


@dataclass
class ExplainLine:
    """One round: what it was, its value, and why (with the article)."""

    round: int | None
    value: Fraction | None
    text: str
    cut: bool = False


@dataclass
class Explanation:
    """The explanation of one participant's tie-break."""

    code: str
    start_no: int
    name: str
    total: Fraction | None
    lines: list[ExplainLine] = field(default_factory=list)
    cuts: list[str] = field(default_factory=list)
    header: list[str] = field(default_factory=list)
    lang: str = "en"
    #: the value is a whole number of rating points (shown without decimals)
    whole: bool = False

    def text(self) -> str:
        out = list(self.header)
        mark = _t("cut_mark", self.lang)
        out += [ln.text + (mark if ln.cut else "") for ln in self.lines]
        out += self.cuts
        token = _LANG.set(lang_code(self.lang))
        try:
            out.append(f"{self.code} = {_whole(self.total) if self.whole else _fmt(self.total)}")
        finally:
            _LANG.reset(token)
        return "\n".join(out)

    def table(self) -> list[list[object]]:
        """Rows for a spreadsheet: round, value, cut, explanation (then cut reasons, total)."""
        rows: list[list[object]] = [[ln.round or "", float(ln.value) if ln.value is not None else "",
                                     "x" if ln.cut else "", ln.text] for ln in self.lines]
        rows += [["", "", "", c] for c in self.cuts]
        rows.append(["", float(self.total) if self.total is not None else "", "", self.code])
        return rows


#: the language of the explanation being written (set by :func:`explain`): Spanish writes
#: decimal commas (``3,5``), as the standings do
_LANG: ContextVar[str] = ContextVar("explain_lang", default="en")


def _fmt(v: Fraction | int | None) -> str:
    if v is None:
        return ""
    from .tiebreaks.buchholz import _decimals

    f = Fraction(v)
    return _decimal(format_number(f, _decimals(f.denominator)))


def _decimal(shown: str) -> str:
    """A number already written with a decimal point, in the explanation's language (0,80)."""
    return local_number(shown, _LANG.get())


def _whole(v: Fraction | None) -> str:
    """A rating value: ``1628``; a value that is not whole (an average before rounding) as usual."""
    if v is None:
        return ""
    return str(v.numerator) if Fraction(v).denominator == 1 else _fmt(v)


#: the article defining each explained tie-break, the same number in both editions (C.07 (2024) and (2026))
_DEFINITION = {"BH": "8.1", "FB": "8.3", "SB": "9.1", "PS": "7.5"}


def _art(rules: Rules) -> str:
    return "C.07 (2026) art." if rules is Rules.FIDE2026 else "C.07 (2024) art."


def explain(ev: Evaluation, start_no: int, code: str | TieBreakSpec, lang: str = "en") -> Explanation:
    """Explain ``code`` for participant ``start_no`` under ``ev``'s rules.

    Raises:
        TiebreakError: ``player_not_found``, ``tb_unknown``.
    """
    token = _LANG.set(lang_code(lang))
    try:
        return _explain(ev, start_no, code, lang)
    finally:
        _LANG.reset(token)


def _explain(ev: Evaluation, start_no: int, code: str | TieBreakSpec, lang: str = "en") -> Explanation:
    spec = code if isinstance(code, TieBreakSpec) else parse_spec(code)
    ctx = ev.ctx
    try:
        i = ctx.sn.index(start_no)
    except ValueError:
        raise TiebreakError("player_not_found", player=start_no) from None
    name = ev.tournament.participants[i].name
    header = [_t("head", lang, player=f"{name or start_no} ({start_no})", code=spec.text),
              _t("rules", lang, rules=f"{ev.rules.rules.value} - {ev.rules.rules.describe(lang)}")]
    from .texts import say

    header += [say(n, lang) for n in ev.cut_notes([spec])]  # a cut that leaves no value (C.07 art. 14)
    if spec.code in ("BH", "SB", "FB"):
        return _explain_bh(ev, ctx, i, spec, lang, header)
    if spec.code in ("SOLK", "MED", "MM", "MMMCA"):
        return _explain_us_median(ev, ctx, i, spec, lang, header)
    if spec.code == "PS":
        return _explain_ps(ev, ctx, i, spec, lang, header)
    if spec.code in _RATING_ART:
        return _explain_rating(ev, ctx, i, spec, lang, header)
    col = ev.column(spec)
    total = col.exact(i)
    lines = [ExplainLine(None, None, _t("other", lang, name=spec.name(lang), value=_fmt(total)
                                        if not isinstance(total, tuple) else str(total)))]
    if total is None:
        rated = spec.code in ("ARO", "TPR", "PTP", "APRO", "APPO", "RTNG", "AROR", "TPR350")
        unrated = [p for p in ev.tournament.participants if not p.rated]
        if rated and unrated and spec.unrated is None and ctx.cache.get("unrated_rating") is None:
            lines.append(ExplainLine(None, None, _t("undef_unrated", lang, n=len(unrated))))
        else:
            lines.append(ExplainLine(None, None, _t("undef_games", lang)))
    return Explanation(spec.text, start_no, name, total if not isinstance(total, tuple) else None, lines, [], header, lang)


def _label(ev: Evaluation, ctx: Context, o: int) -> str:
    p = ev.tournament.participants[o]
    return f"{p.name} ({p.start_no})" if p.name else str(p.start_no)


def _explain_us_median(ev: Evaluation, ctx: Context, i: int, spec: TieBreakSpec, lang: str,
                       header: list[str]) -> Explanation:
    """SOLK, MED, MM, MMMCA (US Chess rule 34E1-34E2) round by round: the Buchholz lines on the
    adjusted scores (rule set ``US``), with the scores 34E1 drops for this player's score."""
    import dataclasses

    from .tiebreaks.uschess import median_cut, us_context

    uctx = us_context(ctx)
    lo, hi = spec.cut_low, spec.cut_high
    if spec.code != "SOLK":
        n = median_cut(ctx)
        twice, full = 2 * ctx.score[i], ctx.W * ctx.k
        lo = n if spec.code == "MED" or twice >= full or (spec.code == "MMMCA" and twice < full) else 0
        hi = n if spec.code == "MED" or twice <= full and not (spec.code == "MMMCA" and twice < full) else 0
    return _explain_bh(ev, uctx, i, dataclasses.replace(spec, cut_low=lo, cut_high=hi), lang, header, us=True)


def _explain_bh(ev: Evaluation, ctx: Context, i: int, spec: TieBreakSpec, lang: str, header: list[str],
                us: bool = False) -> Explanation:
    if spec.code == "FB":
        header.append(_t("fore", lang, art=_art(ctx.rules)))
        ctx = fore_context(ctx)
    S = ctx.S
    rules = ctx.rules
    art = _art(rules)
    sb = spec.code == "SB"
    rows = contributions(ctx, spec.played_forfeits)[i]
    by_round = {c[3]: c for c in rows}
    raw, adj = ctx.score, ctx.adj
    own = raw[i]
    lines: list[ExplainLine] = []
    for r_i in range(ctx.k):
        c = ctx.kind[i][r_i]
        o = ctx.opp[i][r_i]
        pts = ctx.rp[i][r_i]
        entry = by_round.get(r_i)
        head = _t("round", lang, r=r_i + 1)
        if c == GAME:
            opp = _label(ev, ctx, o)
            if rules.is_fide:
                text = _t("game", lang, opp=opp, score=_fmt(Fraction(adj[o], S)))
                if adj[o] != raw[o]:
                    text += _t("adjusted", lang, raw=_fmt(Fraction(raw[o], S)), art=art)
            elif rules is Rules.STANDARD:
                text = _t("game", lang, opp=opp, score=_fmt(Fraction(raw[o], S)))
            else:
                text = _t("game", lang, opp=opp, score=_fmt(Fraction(drawn_scores(ctx)[o], S)))
                if drawn_scores(ctx)[o] != raw[o]:
                    text += _t("drawn", lang)
        else:
            what = {FW: "fw", FL: "fl", PAB: "pab", FPB: "fpb", HPB: "hpb", ZPB: "zpb", ABS: "abs", WD: "wd"}.get(c)
            if what is None:
                continue
            text = _t(what, lang, opp=_label(ev, ctx, o) if o >= 0 else "")
            value = Fraction(entry[0], S) if entry else None
            if entry is None:
                text += " " + _t("rr_rest", lang, art=art) if not ctx.swiss else ""
            elif rules.is_fide:
                if not ctx.swiss or spec.played_forfeits:
                    key = "rr_forfeit" if not ctx.swiss else "played_p"
                    text += _t(key, lang, opp=_label(ev, ctx, o), score=_fmt(Fraction(adj[o], S)), art=art)
                else:
                    text += _t("dummy", lang, own=_fmt(Fraction(own, S)))
                    if entry[2]:
                        text += _t("dummy_vur", lang)
                    if entry[0] < own:
                        if c in (FW, FL):
                            text += _t("cap_forfeit", lang, opp=_label(ev, ctx, o), cap=_fmt(value), art=art)
                        else:
                            text += _t("cap_bye", lang, k=ctx.k, cap=_fmt(value), art=art)
                    else:
                        text += _t("art_dummy", lang, art=art)
            elif rules is Rules.STANDARD:
                text += _t("std_forfeit", lang, score=_fmt(value)) if c in (FW, FL) else _t("std_zero", lang)
            elif rules is Rules.US:  # 34E1; a forfeit counted as played (/P): the drawn score
                text += (_t("us_zero", lang) if not value
                         else _t("sp_forfeit", lang, opp=_label(ev, ctx, o), value=_fmt(value)))
            elif rules in (Rules.DRAW_SELF, Rules.DRAW_SELF_HALF_BYE):
                if rules is Rules.DRAW_SELF_HALF_BYE and c == HPB:
                    text += _t("self_half", lang, value=_fmt(value))
                else:
                    text += _t("self", lang, own=_fmt(Fraction(own, S)), pts=_fmt(Fraction(pts, S)), value=_fmt(value))
            elif rules is Rules.FFE and not ctx.swiss:  # a round robin's forfeit: the scheduled opponent
                text += _t("std_forfeit", lang, score=_fmt(value))
            elif rules in (Rules.VIRTUAL, Rules.VIRTUAL_VEGA, Rules.FFE, Rules.FCE):
                before = sum(ctx.rp[i][:r_i])
                text += _t("virtual", lang, before=_fmt(Fraction(before, S)), w=_fmt(Fraction(ctx.W, S)),
                           pts=_fmt(Fraction(pts, S)), left=ctx.k - r_i - 1, value=_fmt(value))
            elif rules is Rules.SWISS_PERFECT:
                key = "sp_forfeit" if c in (FW, FL) else "sp_bye"
                text += _t(key, lang, opp=_label(ev, ctx, o) if o >= 0 else "", value=_fmt(value))
        if entry is not None and sb:
            product = Fraction(entry[0] * entry[1], S * S)
            text += _t("sb", lang, value=_fmt(Fraction(entry[0], S)), factor=_fmt(Fraction(entry[1], S)),
                       product=_fmt(product))
        if c == GAME and rules.is_fide and adj[o] == raw[o]:
            # a game's line cites the tie-break's definition (an adjusted score already cites 16.3)
            text += _t("art_def", lang, art=art, n=_DEFINITION[spec.code])
        value = None
        if entry is not None:
            value = Fraction(entry[0] * entry[1], S * S) if sb else Fraction(entry[0], S)
        lines.append(ExplainLine(r_i + 1, value, head + text))
    # cuts, as the tie-break computes them
    entries = [(s, s * f if sb else s, v, r) for s, f, v, r in rows]
    kept, log = cut_with_reasons(entries, spec.cut_low, spec.cut_high, "VUR_LOWEST_SCORE" in ctx.policies) \
        if (spec.cut_low or spec.cut_high) else (entries, [])
    den = S * S if sb else S
    cuts = []
    for e, why in log:
        r = e[3] + 1
        for ln in lines:
            if ln.round == r:
                ln.cut = True
        key = {"vur": "cut_vur", "low": "cut_low", "high": "cut_high"}[why] + ("_us" if us else "")
        cuts.append(_t(key, lang, r=r, value=_fmt(Fraction(e[1], den)), art=art))
    total = Fraction(sum(e[1] for e in kept), den)
    return Explanation(spec.text, ev.tournament.participants[i].start_no, ev.tournament.participants[i].name, total,
                       lines, cuts, header, lang)


def _explain_ps(ev: Evaluation, ctx: Context, i: int, spec: TieBreakSpec, lang: str, header: list[str]) -> Explanation:
    S = ctx.S
    art = _art(ctx.rules)
    cum = 0
    lines = []
    total = 0
    for r_i, p in enumerate(ctx.rp[i]):
        cum += p
        cut = r_i < spec.cut_low
        text = _t("round", lang, r=r_i + 1) + _t("ps", lang, cum=_fmt(Fraction(cum, S)))
        if cut:
            text += _t("ps_cut", lang, art=art)
        else:
            total += cum
            if ctx.rules.is_fide:
                text += _t("art_def", lang, art=art, n=_DEFINITION["PS"])
        lines.append(ExplainLine(r_i + 1, Fraction(cum, S), text, cut))
    return Explanation(spec.text, ev.tournament.participants[i].start_no, ev.tournament.participants[i].name,
                       Fraction(total, S), lines, [], header, lang)


#: the article defining each rating tie-break, C.07 (2024) and (2026) alike
_RATING_ART = {"ARO": "10.1", "TPR": "10.2", "PTP": "10.3", "APRO": "10.4", "APPO": "10.5"}


def _rating_shown(ev: Evaluation, o: int, rating: int, lang: str) -> str:
    """``1850``, or ``1000 (unrated: the rating set for unrated players)``."""
    return str(rating) + ("" if ev.tournament.participants[o].rated else _t("rt_unrated", lang))


def _explain_rating(ev: Evaluation, ctx: Context, i: int, spec: TieBreakSpec, lang: str,
                    header: list[str]) -> Explanation:
    """ARO (and its cuts), TPR, PTP, APRO, APPO round by round: each game over the board with
    the opponent's rating (TPR, PTP: and the result; APRO / APPO: the opponent's TPR / PTP),
    each other round and why it does not count, the cuts, then the computation; the total is
    the tie-break's own value (C.07 (2026) art. 10.1-10.5, 14; unrated players: art. 10)."""
    from .tables import DP_BY_PERCENT, pd_hundredths
    from .tiebreaks.rating import _games, _round_half_up, _unrated, ptp_values, ratings, tpr_values

    art = _art(ctx.rules)
    n_art = _RATING_ART[spec.code]
    code = spec.code
    p_i = ev.tournament.participants[i]
    total = ev.column(spec).exact(i)
    unrated = _unrated(ctx, spec)
    rt = ratings(ctx, unrated)
    if rt is None:  # (art. 10: undefined for everybody while an unrated player has no rating)
        n_un = sum(1 for p in ev.tournament.participants if not p.rated)
        lines = [ExplainLine(None, None, _t("undef_unrated", lang, n=n_un))]
        return Explanation(spec.text, p_i.start_no, p_i.name, None, lines, [], header, lang, True)
    opp_values: list[int | None] | None = None
    if code == "APRO":
        opp_values = tpr_values(ctx, unrated)
    elif code == "APPO":
        opp_values = ptp_values(ctx, unrated)
    lines: list[ExplainLine] = []
    games: list[tuple[int, int, int, int]] = []  # (round index, opponent, rating, result in hundredths)
    res_text = {100: "1", 50: "½", 0: "0"}
    kind_key = {FW: "fw", FL: "fl", PAB: "pab", FPB: "fpb", HPB: "hpb", ZPB: "zpb", ABS: "abs", WD: "wd"}
    for r_i in range(ctx.k):
        c = ctx.kind[i][r_i]
        o = ctx.opp[i][r_i]
        head = _t("round", lang, r=r_i + 1)
        if c == GAME:
            h = {Result.WIN: 100, Result.DRAW: 50}.get(ctx.res[i][r_i], 0)  # type: ignore[arg-type]
            games.append((r_i, o, rt[o], h))
            rating = _rating_shown(ev, o, rt[o], lang)
            value: Fraction | None = Fraction(rt[o])
            if code == "ARO":
                text = _t("rt_game", lang, opp=_label(ev, ctx, o), rating=rating)
            elif code in ("TPR", "PTP"):
                text = _t("rt_game_result", lang, opp=_label(ev, ctx, o), rating=rating, result=res_text[h])
            else:
                assert opp_values is not None
                v = opp_values[o]
                value = Fraction(v) if v is not None else None
                key = "rt_game_tpr" if code == "APRO" else "rt_game_ptp"
                text = _t(key, lang, opp=_label(ev, ctx, o), value=v) if v is not None else \
                    _t("rt_game_undef", lang, opp=_label(ev, ctx, o), what="TPR" if code == "APRO" else "PTP")
            lines.append(ExplainLine(r_i + 1, value, head + text))
            continue
        what = kind_key.get(c)
        if what is None:  # (a pairing without its result yet)
            if c == PEND:
                lines.append(ExplainLine(r_i + 1, None, head + _t("rt_pending", lang)))
            continue
        text = _t(what, lang, opp=_label(ev, ctx, o) if o >= 0 else "")
        lines.append(ExplainLine(r_i + 1, None, head + text + _t("rt_not_otb", lang, art=art, n=n_art)))
    assert len(games) == len(_games(ctx, i))
    cuts: list[str] = []
    if not games:
        lines.append(ExplainLine(None, None, _t("undef_games", lang)))
        return Explanation(spec.text, p_i.start_no, p_i.name, total, lines, cuts, header, lang, True)
    n = len(games)
    if code == "ARO":
        kept = _aro_cuts(ctx, spec, games, lines, cuts, lang, art)
        if kept:
            m = len(kept)
            s = sum(g[2] for g in kept)
            cuts.append(_t("rt_average", lang, n=m, sum=s, exact=_whole(Fraction(s, m)), value=_round_half_up(s, m),
                           art=art, art_n=n_art))
        else:
            cuts.append(_t("undef_games", lang))
    elif code == "TPR":
        s = sum(g[2] for g in games)
        aro = _round_half_up(s, n)
        score = sum(g[3] for g in games)
        pct = _round_half_up(score, n)
        dp = DP_BY_PERCENT[pct]
        cuts.append(_t("rt_aro_part", lang, n=n, sum=s, exact=_whole(Fraction(s, n)), value=aro, art=art))
        cuts.append(_t("rt_dp", lang, score=_fmt(Fraction(score, 100)), n=n, p=_decimal(f"{pct / 100:.2f}"), dp=f"{dp:+d}"))
        cuts.append(_t("rt_tpr", lang, aro=aro, dp=f"{'+' if dp >= 0 else '-'} {abs(dp)}", value=aro + dp, art=art,
                           art_n=n_art))
    elif code == "PTP":
        opp_r = [g[2] for g in games]
        need = sum(g[3] for g in games)
        if need == 0:
            cuts.append(_t("rt_ptp_zero", lang, low=min(opp_r), value=min(opp_r) - 800, art=art, art_n=n_art))
        else:
            r = int(total) if total is not None else 0

            def expected(x: int) -> str:
                return _fmt(Fraction(sum(pd_hundredths(x - y) for y in opp_r), 100))

            cuts.append(_t("rt_ptp", lang, score=_fmt(Fraction(need, 100)), value=r, at=expected(r),
                           below=r - 1, at_below=expected(r - 1), art=art, art_n=n_art))
    else:
        assert opp_values is not None
        vals = [opp_values[g[1]] for g in games if opp_values[g[1]] is not None]
        what = "TPR" if code == "APRO" else "PTP"
        if vals:
            s = sum(vals)  # type: ignore[arg-type]
            cuts.append(_t("rt_average_of", lang, what=what, n=len(vals), sum=s, exact=_whole(Fraction(s, len(vals))),
                           value=_round_half_up(s, len(vals)), art=art, art_n=n_art))
        else:
            cuts.append(_t("undef_games", lang))
    return Explanation(spec.text, p_i.start_no, p_i.name, total, lines, cuts, header, lang, True)


def _aro_cuts(ctx: Context, spec: TieBreakSpec, games: list[tuple[int, int, int, int]], lines: list[ExplainLine],
              cuts: list[str], lang: str, art: str) -> list[tuple[int, int, int, int]]:
    """The games ARO keeps after its cuts (``/C1``: the lowest rating, ``/M1``: the lowest and
    the highest, C.07 (2026) art. 14.1, 14.3; under the rules before 2023 each unplayed round
    uses up a cut first), marking the cut rounds and saying why in ``cuts``."""
    low, high = spec.cut_low, spec.cut_high
    if not (low or high):
        return games
    if ctx.rules.aro_cuts_unplayed_first:
        unplayed = max(0, ctx.k - len(games))
        used = min(unplayed, low)
        used_high = min(unplayed - used, high)
        if used or used_high:
            cuts.append(_t("rt_cut_unplayed", lang, n=unplayed, cuts=used + used_high))
        low -= used
        high -= used_high
    order = sorted(games, key=lambda g: (g[2], g[0]))
    lo = order[:min(low, len(order))]
    rest = order[len(lo):]
    hi = rest[len(rest) - min(high, len(rest)):] if high else []
    for g, why in [(g, "cut_low") for g in lo] + [(g, "cut_high") for g in hi]:
        for ln in lines:
            if ln.round == g[0] + 1:
                ln.cut = True
        cuts.append(_t(why, lang, r=g[0] + 1, value=g[2], art=art))
    gone = {id(g) for g in lo + hi}
    return [g for g in games if id(g) not in gone]
