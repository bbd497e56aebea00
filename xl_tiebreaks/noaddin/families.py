"""The tie-breaks as formulas over the workings of :class:`~.compiler.Compiler` (its blocks:
``KF`` the kind of each round that counts, ``P`` the points, ``ON`` the opponent, ``RK`` the
result, ``SC`` / ``ADJ`` the score and the score as an opponent, ``OA`` each round's opponent's
adjusted score), each one a block of one value per player, and the ranking.

Each function cites the article and the core function it follows; the values must be the
core's, which the tests check on the corpora through two engines.
"""

from __future__ import annotations

from typing import Any

from ..spec import TieBreakSpec
from ..tables import DP_BY_PERCENT, _PD_UPPER_D
from . import vocabulary as V
from .calc import ROW, Block, literal
from .supported import PTP_STEPS, formula_code

UNDEFINED = "-1E+9"  # the ranking key of an undefined value: after every defined one


class TieBreaks:
    """Builds the value block of every tie-break of the order (``comp.values``) and the
    ranking keys (``comp.key_blocks``)."""

    def __init__(self, comp: Any) -> None:
        self.k = comp
        self.c = comp.c
        self.cache: dict[Any, Any] = {}

    def once(self, key: Any, make: Any) -> Any:
        if key not in self.cache:
            self.cache[key] = make()
        return self.cache[key]

    # -------------------------------------------------------------------------------------
    def build(self) -> None:
        """Every tie-break of the order, its ranking key and the places after it (the chain of
        :meth:`place_after`)."""
        k, c = self.k, self.c
        used = f"A{ROW}>{c.at(k.NU)}"
        pts_key = c.block("key: points", "clave: puntos")
        c.put(pts_key, f'=IF({used},"",{c.at(k.SC)})')
        k.key_blocks = [pts_key]
        k.points_shown = pts_key
        k.values = []
        self.ratings()  # (a rating that is not one is said even when no tie-break reads ratings, as the add-in does)
        k.places = [self.place_after(None, pts_key, "PTS")]
        for j, spec in enumerate(k.specs):
            if formula_code(spec, k.cross) is not None or k.places[-1] is None:
                if formula_code(spec, k.cross) is not None:
                    k.values.append(None)
                else:
                    k.values.append(self.value(spec) if spec.code != "DE" else None)
                k.key_blocks.append(None)
                k.places.append(None)
                continue
            if spec.code == "DE":
                from .encounter import direct_encounter

                value, key = direct_encounter(self, spec, j)
            else:
                value = self.value(spec)
                key = c.block(f"key: {spec.text}", f"clave: {spec.text}")
                c.put(key, f'=IF({used},"",IF({c.at(value)}="",{UNDEFINED},{c.at(value)}))')
            k.values.append(value)
            k.key_blocks.append(key)
            k.places.append(self.place_after(k.places[-1], key, spec.text))

    def place_after(self, before: Block | None, key: Block, name: str) -> Block:
        """The place on the criteria so far (art. 4.2), shared by equal players: the place
        before this criterion x (capacity + 1) + this criterion's rank (RANK: 1 = the highest
        key), ranked again (RANK ascending). Whole numbers below (capacity + 1)², exact: a
        lexicographic order without a composite key that could lose precision."""
        k, c = self.k, self.c
        used = f"A{ROW}>{c.at(k.NU)}"
        base = self.k.n + 1
        rank = c.block(f"rank on {name}", f"rango en {name}")
        c.put(rank, f'=IF({used},"",RANK({c.at(key)},{c.column(key)},0))')
        if before is None:
            return rank
        both = c.block(f"place before, rank on {name}", f"puesto antes, rango en {name}")
        c.put(both, f'=IF({used},"",{c.at(before)}*{base}+{c.at(rank)})')
        place = c.block(f"place after {name}", f"puesto tras {name}")
        c.put(place, f'=IF({used},"",RANK({c.at(both)},{c.column(both)},1))')
        return place

    def value(self, spec: TieBreakSpec) -> Block:
        code = "REP" if spec.code == "GE" else spec.code
        return getattr(self, "tb_" + code)(spec)

    # contributions (C.07 art. 16; xl_tiebreaks.tiebreaks.unplayed.fide) -------------------------
    def contributions(self, pf: bool) -> tuple[Block, Block, Block, Block]:
        """Per round: an entry? (0/1), its opponent or dummy score, the score x points scored
        (SB), a voluntary unplayed round? (0/1). ``pf``: forfeits count against the scheduled
        opponent (``/P``)."""
        def make() -> tuple[Block, Block, Block, Block]:
            k, c, S = self.k, self.c, self.k.S
            kf = lambda s: c.at(k.KF, s)  # noqa: E731
            swiss, capped = c.at(k.SWISS), c.at(k.CAPPED)
            suffix = " /P" if pf else ""
            own = c.block(f"dummy of a bye{suffix} (art. 16.4)", f"ficticio de un bye{suffix} (art. 16.4)")
            c.put(own, f"=IF({capped}=1,MIN({c.at(k.SC)},{c.at(k.DRAW)}*{c.at(k.K)}),{c.at(k.SC)})")
            entry = c.block(f"round counts{suffix}", f"ronda cuenta{suffix}", S)
            c.put(entry, lambda s: (f"=IF(OR({kf(s)}={V.GAME},{kf(s)}={V.FW},{kf(s)}={V.FL},"
                                    f"AND({swiss}=1,{kf(s)}>={V.PAB},{kf(s)}<={V.ABS})),1,0)"))
            score = c.block(f"opponent or dummy score{suffix}", f"puntuación del rival o ficticio{suffix}", S)

            def sc(s: int) -> str:
                oa = c.at(k.OA, s)
                ff = oa if pf else f"IF({swiss}=0,{oa},IF({capped}=1,MIN({c.at(k.SC)},{oa}),{c.at(k.SC)}))"
                return (f"=IF({kf(s)}={V.GAME},{oa},IF(OR({kf(s)}={V.FW},{kf(s)}={V.FL}),{ff},"
                        f"IF({c.at(entry, s)}=1,{c.at(own)},0)))")
            c.put(score, sc)
            sb = c.block(f"SB value{suffix}", f"valor SB{suffix}", S)
            c.put(sb, lambda s: f"={c.at(score, s)}*{c.at(k.P, s)}")
            vur = c.block(f"voluntary unplayed{suffix} (art. 16.1.2)", f"no jugada voluntaria{suffix} (art. 16.1.2)", S)
            def vu(s: int) -> str:
                terms = [f"{kf(s)}={V.HPB}", f"{kf(s)}={V.ZPB}", f"{kf(s)}={V.ABS}"]
                if not pf:
                    terms.append(f"{kf(s)}={V.FL}")
                return f"=IF(AND({swiss}=1,OR({','.join(terms)})),1,0)"
            c.put(vur, vu)
            return entry, score, sb, vur
        return self.once(("contrib", pf), make)

    def cut(self, name: str, entry: Block, score: Block, value: Block, vur: Block, low: int, high: int) -> Block:
        """The sum of ``value`` over the entries left after ``low`` low cuts and ``high`` high
        cuts, step by step as :func:`~xl_tiebreaks.tiebreaks.buchholz.apply_cuts` (C.07 art.
        14.1-14.4, 16.5): each low cut takes the least significant value (lowest score, then
        value, then the earliest round) unless a voluntary unplayed round's value (the lowest
        by value, then score) is not lower than it; each high cut the most significant."""
        c, S = self.c, self.k.S
        out = c.block(name, name)
        if not low and not high:
            c.put(out, f"=SUMPRODUCT({c.row(entry)},{c.row(value)})")
            return out
        if value is score and not high:
            # Buchholz: a voluntary unplayed round's value is never below the least significant
            # one, so the cuts take the lowest voluntary rounds first, then the lowest others
            vurs = c.block(f"{name}: voluntary values", f"{name}: valores voluntarios", S)
            c.put(vurs, lambda s: f'=IF(AND({c.at(entry, s)}=1,{c.at(vur, s)}=1),{c.at(score, s)},"")')
            others = c.block(f"{name}: other values", f"{name}: otros valores", S)
            c.put(others, lambda s: f'=IF(AND({c.at(entry, s)}=1,{c.at(vur, s)}=0),{c.at(score, s)},"")')
            nv = f"COUNT({c.row(vurs)})"
            cuts = "+".join(f"IF({j}<={nv},IFERROR(SMALL({c.row(vurs)},{j}),0),IFERROR(SMALL({c.row(others)},{j}-{nv}),0))"
                            for j in range(1, low + 1))
            c.put(out, f"=SUMPRODUCT({c.row(entry)},{c.row(score)})-({cuts})")
            return out
        slots = c.slots(entry)
        srow, vrow = c.row(score), c.row(value)

        def ranks() -> tuple[Block, Block]:
            r1 = c.block(f"order of {name}", f"orden de {name}", S)
            c.put(r1, lambda s: (f"=SUMPRODUCT({c.row(entry)}*(({srow}<{c.at(score, s)})+({srow}={c.at(score, s)})*"
                                 f"(({vrow}<{c.at(value, s)})+({vrow}={c.at(value, s)})*({slots}<{c.slot_no(entry, s)}))))"))
            ru = c.block(f"voluntary order of {name}", f"orden voluntario de {name}", S)
            c.put(ru, lambda s: (f"=SUMPRODUCT({c.row(entry)}*(({vrow}<{c.at(value, s)})+({vrow}={c.at(value, s)})*"
                                 f"(({srow}<{c.at(score, s)})+({srow}={c.at(score, s)})*({slots}<{c.slot_no(entry, s)}))))"))
            return r1, ru
        r1, ru = self.once(("ranks", score, value), ranks)
        left = entry
        for j in range(1, low + 1):
            ls = c.block(f"{name}: least significant {j}", f"{name}: menos significativo {j}", S)
            c.put(ls, lambda s, left=left: (f"=IF({c.at(left, s)}=1,IF(SUMPRODUCT({c.row(left)}*({c.row(r1)}<{c.at(r1, s)}))=0,"
                                            "1,0),0)"))
            vc = c.block(f"{name}: voluntary {j}", f"{name}: voluntaria {j}", S)
            c.put(vc, lambda s, left=left: (f"=IF(AND({c.at(left, s)}=1,{c.at(vur, s)}=1),IF(SUMPRODUCT({c.row(left)}*"
                                            f"{c.row(vur)}*({c.row(ru)}<{c.at(ru, s)}))=0,1,0),0)"))
            which = c.block(f"{name}: cut {j} voluntary", f"{name}: corte {j} voluntaria")
            c.put(which, (f"=IF(AND(SUM({c.row(vc)})>0,SUMPRODUCT({c.row(vc)},{vrow})>=SUMPRODUCT({c.row(ls)},{vrow})),"
                          "1,0)"))
            nxt = c.block(f"{name}: left after {j}", f"{name}: quedan tras {j}", S)
            c.put(nxt, lambda s, left=left, ls=ls, vc=vc, which=which: (
                f"={c.at(left, s)}-IF({c.at(which)}=1,{c.at(vc, s)},{c.at(ls, s)})"))
            left = nxt
        for j in range(1, high + 1):
            hx = c.block(f"{name}: most significant {j}", f"{name}: más significativo {j}", S)
            c.put(hx, lambda s, left=left: (f"=IF({c.at(left, s)}=1,IF(SUMPRODUCT({c.row(left)}*({c.row(r1)}>{c.at(r1, s)}))=0,"
                                            "1,0),0)"))
            nxt = c.block(f"{name}: left after high {j}", f"{name}: quedan tras alto {j}", S)
            c.put(nxt, lambda s, left=left, hx=hx: f"={c.at(left, s)}-{c.at(hx, s)}")
            left = nxt
        c.put(out, f"=SUMPRODUCT({c.row(left)},{vrow})")
        return out

    def _shown(self, name: str, formula: str) -> Block:
        """A value block: ``formula`` for the players used, blank below them."""
        c = self.c
        b = c.block(name, name)
        c.put(b, f'=IF(A{ROW}>{c.at(self.k.NU)},"",{formula})')
        return b

    # BH, SB (art. 8.1, 9.1, 14, 16) ------------------------------------------------------------
    def bh_sum(self, low: int, high: int, pf: bool) -> Block:
        def make() -> Block:
            entry, score, _, vur = self.contributions(pf)
            name = f"BH/C{low}/M{high}{'/P' if pf else ''} sum"
            return self.cut(name, entry, score, score, vur, low, high)
        return self.once(("bh", low, high, pf), make)

    def tb_BH(self, spec: TieBreakSpec) -> Block:
        """Buchholz, C.07 (2026) art. 8.1 (:func:`~xl_tiebreaks.tiebreaks.buchholz.buchholz`)."""
        total = self.bh_sum(spec.cut_low, spec.cut_high, spec.played_forfeits)
        return self._shown(spec.text, self.c.at(total))

    def tb_SB(self, spec: TieBreakSpec) -> Block:
        """Sonneborn-Berger, art. 9.1 (:func:`~xl_tiebreaks.tiebreaks.buchholz.sonneborn_berger`)."""
        entry, score, sb, vur = self.contributions(spec.played_forfeits)
        total = self.once(("sb", spec.cut_low, spec.cut_high, spec.played_forfeits), lambda: self.cut(
            f"{spec.text} sum", entry, score, sb, vur, spec.cut_low, spec.cut_high))
        return self._shown(spec.text, self.c.at(total))

    def tb_AOB(self, spec: TieBreakSpec) -> Block:
        """Average of the opponents' Buchholz, art. 8.2 (over the board opponents only)."""
        k, c = self.k, self.c
        bh = self.bh_sum(0, 0, spec.played_forfeits)
        per = c.block(f"{spec.text}: opponent's BH", f"{spec.text}: BH del rival", k.S)
        c.put(per, lambda s: f'=IF({c.at(k.KF, s)}={V.GAME},INDEX({c.column(bh)},{c.at(k.ON, s)}),"")')
        return self._shown(spec.text, f'IF(COUNT({c.row(per)})=0,"",SUM({c.row(per)})/COUNT({c.row(per)}))')

    # own results (art. 7) ----------------------------------------------------------------------
    def tb_PTS(self, spec: TieBreakSpec) -> Block:
        return self._shown(spec.text, self.c.at(self.k.SC))

    def tb_PS(self, spec: TieBreakSpec) -> Block:
        """Progressive score, art. 7.5 (:func:`~xl_tiebreaks.tiebreaks.progressive.progressive`)."""
        k, c = self.k, self.c

        def cum() -> Block:
            b = c.block("running score", "puntuación acumulada", k.S)
            c.put(b, lambda s: f"=SUM({k.P.letter(0)}{ROW}:{k.P.letter(s)}{ROW})")
            return b
        running = self.once("cum", cum)
        slots = c.slots(running)
        return self._shown(spec.text, f"SUMPRODUCT(({slots}>{spec.cut_low})*({slots}<={c.at(k.K)}),{c.row(running)})")

    def _kinds(self, *codes: int) -> str:
        kf = self.c.row(self.k.KF)
        return "(" + "+".join(f"({kf}={x})" for x in codes) + ")"

    def tb_WIN(self, spec: TieBreakSpec) -> Block:
        """Wins, played or not, art. 7.1 (:func:`~xl_tiebreaks.tiebreaks.progressive.wins`)."""
        k, c = self.k, self.c
        return self._shown(spec.text, f"SUMPRODUCT({self._kinds(V.GAME, V.FW, V.PAB, V.FPB)}*"
                                      f"({c.row(k.P)}>={c.at(k.WIN)}))")

    def tb_WON(self, spec: TieBreakSpec) -> Block:
        """Games won over the board, art. 7.2."""
        k, c = self.k, self.c
        return self._shown(spec.text, f"SUMPRODUCT({self._kinds(V.GAME)}*({c.row(k.RK)}=1))")

    def black(self) -> Block:
        def make() -> Block:
            k, c = self.k, self.c
            b = c.block("played with Black", "jugada con negras", k.S)
            c.put(b, lambda s: (f"=IF(AND({c.at(k.KF, s)}={V.GAME},OR({c.at(k.CK, s)}=2,AND({c.at(k.CK, s)}=0,"
                                f"{c.at(k.JC, s)}=1))),1,0)"))
            return b
        return self.once("black", make)

    def tb_BPG(self, spec: TieBreakSpec) -> Block:
        """Games played with Black, art. 7.3."""
        return self._shown(spec.text, f"SUM({self.c.row(self.black())})")

    def tb_BWG(self, spec: TieBreakSpec) -> Block:
        """Games won with Black, art. 7.4."""
        k, c = self.k, self.c
        return self._shown(spec.text, f"SUMPRODUCT({c.row(self.black())}*({c.row(k.RK)}=1))")

    def tb_REP(self, spec: TieBreakSpec) -> Block:
        """Rounds one elected to play, art. 7.6 (:func:`~xl_tiebreaks.tiebreaks.progressive.rounds_elected`)."""
        k, c = self.k, self.c
        return self._shown(spec.text, f"{c.at(k.K)}-SUMPRODUCT({self._kinds(V.FL, V.HPB, V.ZPB, V.ABS)})")

    # Koya (art. 9.2, 14.5) ---------------------------------------------------------------------
    def tb_KS(self, spec: TieBreakSpec) -> Block:
        """Koya, :func:`~xl_tiebreaks.tiebreaks.koya.koya`: points against the participants whose
        final score reaches the limit (50 % of the maximum, ``/Ln`` n %, moved by ``±n`` draws)."""
        k, c = self.k, self.c

        def maxg() -> Block:
            games = c.block("games and forfeits", "partidas e incomparecencias")
            c.put(games, f"=SUMPRODUCT({self._kinds(V.GAME, V.FW, V.FL)})")
            return c.scalar("games a player could have played", "partidas posibles",
                            f"=IF({c.at(k.SWISS)}=1,{c.at(k.K)},MAX({c.column(games)}))")
        most = self.once("maxgames", maxg)
        pct = 50 if spec.limit_pct is None else spec.limit_pct
        qual = c.block(f"{spec.text}: reaches the limit", f"{spec.text}: alcanza el límite")
        c.put(qual, (f"=IF({c.at(k.SC)}*100>={c.at(k.WIN)}*{c.at(most)}*{pct}+{spec.limit_steps}*{c.at(k.DRAW)}*100,"
                     "1,0)"))
        per = c.block(f"{spec.text}: opponent reaches it", f"{spec.text}: el rival lo alcanza", k.S)
        c.put(per, lambda s: (f"=IF(AND({c.at(k.ON, s)}>0,{c.at(k.KF, s)}>={V.GAME},{c.at(k.KF, s)}<={V.FL}),"
                              f"INDEX({c.column(qual)},{c.at(k.ON, s)}),0)"))
        return self._shown(spec.text, f"SUMPRODUCT({c.row(per)},{c.row(k.P)})")

    # ratings (art. 10) -------------------------------------------------------------------------
    def ratings(self) -> tuple[Block, Block, Block, Block]:
        """(rating per player, all rated?, each round's opponent rating over the board, the
        hundredths scored over the board), :func:`~xl_tiebreaks.tiebreaks.rating.ratings`."""
        def make() -> tuple[Block, Block, Block, Block]:
            k, c = self.k, self.c
            x = f"{k.inp.ratings}{ROW}"
            unr = c.at(k.UNRATED)
            t = f'TRIM({x}&"")'
            rating = c.block("rating", "Elo")
            c.put(rating, (f'=IF(AND(ISNUMBER({x}),NOT(ISTEXT({x}))),IF({x}>0,{x},{unr}),IF({t}="",{unr},'
                           f'IFERROR(IF((1*{t})&""={t},IF(1*{t}>0,1*{t},{unr}),-1),-1)))'))
            ok = c.block("rated (or a rating for the unrated)", "con Elo (o Elo para los sin Elo)")
            c.put(ok, f"=IF(A{ROW}>{c.at(k.NU)},1,IF(ISNUMBER({c.at(rating)}),1,0))")
            rated = c.scalar("ratings defined", "Elos definidos",
                             f"=IF(SUM({c.column(ok)})={c.last_row - c.first_row + 1},1,0)")
            bad = c.block("rating mistake", "error de Elo")
            c.put(bad, (f'=IF(A{ROW}>{c.at(k.NU)},0,IF(ISNUMBER({c.at(rating)}),IF(AND({c.at(rating)}>=0,{c.at(rating)}=INT({c.at(rating)}),'
                        f'{c.at(rating)}<=4000),0,1),IF(AND({unr}="",OR({t}="",{x}=0)),0,1)))'))
            rowno = f"MATCH(1,{c.column(bad)},0)"
            sheet, letter = k.inp.ratings.rsplit("!", 1)
            where = f'{literal(sheet.strip(chr(39)) + "!" + letter.strip("$"))}&({c.first_row}-1+{rowno})'
            typed = f'INDEX({k.inp.ratings}{c.first_row}:{letter}{c.last_row},{rowno})&""'
            k.checks.append(f'IF(SUM({c.column(bad)})=0,"",{k.msg("na_rating", cell=where, text=typed)})')
            opp = c.block("opponent's rating", "Elo del rival", k.S)
            c.put(opp, lambda s: (f'=IF(AND({c.at(k.KF, s)}={V.GAME},{c.at(rated)}=1),'
                                  f'INDEX({c.column(rating)},{c.at(k.ON, s)}),"")'))
            hund = c.block("hundredths scored over the board", "centésimas sobre el tablero")
            c.put(hund, f"=SUMPRODUCT({self._kinds(V.GAME)}*(({c.row(k.RK)}=1)*100+({c.row(k.RK)}=2)*50))")
            return rating, rated, opp, hund
        return self.once("ratings", make)

    def aro(self, low: int, high: int) -> Block:
        """ARO with cuts (:func:`~xl_tiebreaks.tiebreaks.rating.aro_values`): the mean rating
        of the opponents over the board, the ``low`` lowest and ``high`` highest taken out,
        rounded half up; blank when undefined."""
        def make() -> Block:
            k, c = self.k, self.c
            _, rated, opp, _ = self.ratings()
            g = c.at(k.GAMES)
            row = c.row(opp)
            lc = f"MIN({low},{g})"
            lows = "+".join(f"IF({j}<={g},IFERROR(SMALL({row},{j}),0),0)" for j in range(1, low + 1)) or "0"
            highs = "+".join(f"IF({j}<={g}-{lc},IFERROR(LARGE({row},{j}),0),0)" for j in range(1, high + 1)) or "0"
            n = f"({g}-{lc}-MIN({high},{g}-{lc}))"
            b = c.block(f"ARO/C{low}/M{high}", f"ARO/C{low}/M{high}")
            c.put(b, (f'=IF(OR({c.at(rated)}=0,{n}<=0),"",INT((2*(SUM({row})-({lows})-({highs}))+{n})/(2*{n})))'))
            return b
        return self.once(("aro", low, high), make)

    def tb_ARO(self, spec: TieBreakSpec) -> Block:
        """Average rating of opponents, art. 10.1 (with cuts, art. 14)."""
        return self._shown(spec.text, self.c.at(self.aro(spec.cut_low, spec.cut_high)))

    def tpr(self) -> Block:
        def make() -> Block:
            k, c = self.k, self.c
            _, _, _, hund = self.ratings()
            dp = c.table("dp (B.02 8.1.1)", "dp (B.02 8.1.1)", [(v,) for v in DP_BY_PERCENT])[0]
            aro = c.at(self.aro(0, 0))
            g = c.at(k.GAMES)
            b = c.block("TPR", "TPR")
            c.put(b, f'=IF({aro}="","",{aro}+INDEX({dp},INT((2*{c.at(hund)}+{g})/(2*{g}))+1))')
            return b
        return self.once("tpr", make)

    def tb_TPR(self, spec: TieBreakSpec) -> Block:
        """Tournament performance rating, art. 10.2 (:func:`~xl_tiebreaks.tiebreaks.rating.tpr_values`)."""
        return self._shown(spec.text, self.c.at(self.tpr()))

    def ptp(self) -> Block:
        """PTP, :func:`~xl_tiebreaks.tiebreaks.rating.ptp_values`: the lowest whole rating R whose
        expected score against the opponents (B.02 8.1.2, in hundredths: 50 + the sign of the
        difference x the number of the table's bounds below its size) reaches the score over the
        board, found by halving the window [lowest - 800, highest + 800]."""
        def make() -> Block:
            k, c = self.k, self.c
            _, rated, opp, hund = self.ratings()
            bounds = c.table("PD bounds (B.02 8.1.2)", "límites PD (B.02 8.1.2)", [(v,) for v in _PD_UPPER_D])[0]
            g, h, row = c.at(k.GAMES), c.at(hund), c.row(opp)
            lo = c.block("PTP: low 0", "PTP: bajo 0")
            hi = c.block("PTP: high 0", "PTP: alto 0")
            c.put(lo, f'=IF({g}=0,0,MIN({row})-800)')
            c.put(hi, f'=IF({g}=0,0,MAX({row})+800)')
            for t in range(1, PTP_STEPS + 1):
                mid = c.block(f"PTP: middle {t}", f"PTP: medio {t}")
                c.put(mid, f"=INT(({c.at(lo)}+{c.at(hi)})/2)")
                pd = c.block(f"PTP: expected {t}", f"PTP: esperado {t}", k.S)
                c.put(pd, lambda s, mid=mid: (
                    f"=IF({c.at(k.KF, s)}={V.GAME},50+SIGN({c.at(mid)}-{c.at(opp, s)})*"
                    f"IFERROR(MATCH(ABS({c.at(mid)}-{c.at(opp, s)})-1,{bounds},1),0),0)"))
                ok = f"(SUM({c.row(pd)})>={h})"
                lo2 = c.block(f"PTP: low {t}", f"PTP: bajo {t}")
                hi2 = c.block(f"PTP: high {t}", f"PTP: alto {t}")
                c.put(lo2, f"=IF({c.at(lo)}>={c.at(hi)},{c.at(lo)},IF({ok},{c.at(lo)},{c.at(mid)}+1))")
                c.put(hi2, f"=IF({c.at(lo)}>={c.at(hi)},{c.at(hi)},IF({ok},{c.at(mid)},{c.at(hi)}))")
                lo, hi = lo2, hi2
            b = c.block("PTP", "PTP")
            c.put(b, f'=IF(OR({c.at(rated)}=0,{g}=0),"",IF({h}=0,MIN({row})-800,{c.at(lo)}))')
            return b
        return self.once("ptp", make)

    def tb_PTP(self, spec: TieBreakSpec) -> Block:
        """Perfect tournament performance, art. 10.3."""
        return self._shown(spec.text, self.c.at(self.ptp()))

    def _average_of_opponents(self, name: str, of: Block) -> str:
        k, c = self.k, self.c
        per = c.block(f"{name}: opponent's", f"{name}: del rival", k.S)
        c.put(per, lambda s: f'=IF({c.at(k.KF, s)}={V.GAME},INDEX({c.column(of)},{c.at(k.ON, s)}),"")')
        r = c.row(per)
        return f'IF(COUNT({r})=0,"",INT((2*SUM({r})+COUNT({r}))/(2*COUNT({r}))))'

    def tb_APRO(self, spec: TieBreakSpec) -> Block:
        """Average performance rating of opponents, art. 10.4."""
        return self._shown(spec.text, self._average_of_opponents(spec.text, self.tpr()))

    def tb_APPO(self, spec: TieBreakSpec) -> Block:
        """Average perfect performance of opponents, art. 10.5."""
        return self._shown(spec.text, self._average_of_opponents(spec.text, self.ptp()))


# ranking (art. 4.2: each criterion splits the groups the criteria before it left tied) -------------
def ranking(comp: Any) -> None:
    """The place (shared by players equal on every criterion) and a strict order (ties by
    start number), :func:`xl_tiebreaks.standings._rank`. When a criterion needs the add-in the
    places stop before it: a player still tied there has no exact place (``EXACT`` 0)."""
    c = comp.c
    used = c.block("used", "usado")
    c.put(used, f"=IF(A{ROW}>{c.at(comp.NU)},0,1)")
    comp.USED = used
    known = [p for p in comp.places if p is not None]
    last = known[-1] if len(known) == len(comp.places) else comp.places[comp.places.index(None) - 1]
    comp.RANK = last
    comp.EXACT = c.block("place exact", "puesto exacto")
    if len(known) == len(comp.places):
        c.put(comp.EXACT, "=1")
    else:
        c.put(comp.EXACT, f'=IF(A{ROW}>{c.at(comp.NU)},0,IF(COUNTIF({c.column(last)},{c.at(last)})=1,1,0))')
    comp.ORDER = c.block("order", "orden")
    base = comp.n + 1
    both = c.block("place, start number", "puesto, número inicial")
    c.put(both, f'=IF(A{ROW}>{c.at(comp.NU)},"",{c.at(last)}*{base}+A{ROW})')
    c.put(comp.ORDER, f'=IF(A{ROW}>{c.at(comp.NU)},"",RANK({c.at(both)},{c.column(both)},1))')
