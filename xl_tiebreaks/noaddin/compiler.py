"""The formula compiler: a template's tie-break order and rule sets (C.07 (2024) and (2026),
chosen live by the event's date) turned into formulas of built-in spreadsheet functions, on a
hidden workings sheet (:mod:`.calc`) and in the visible computed cells.

The stages follow the core (:mod:`xl_tiebreaks.tiebreaks.context` and the tie-break modules),
one block of helper cells per quantity, one column per round:

1. **reading** (:meth:`Compiler.read_swiss`, :meth:`Compiler.read_crosstable`): what each
   round cell says (:mod:`.vocabulary`: the readers' words), whether the two rows of every
   game agree, the players used; a cell that cannot be read is a message naming it;
2. **the rounds that count** (:func:`xl_tiebreaks.rounds.rounds_that_count`): rounds 1..k,
   absences in held rounds, each round's kind and points;
3. **scores**: the raw score and the score as an opponent (C.07 (2026) art. 16.3);
4. **contributions** (:mod:`xl_tiebreaks.tiebreaks.unplayed`, art. 16.4): each round's
   opponent or dummy score, the points scored, whether it is a voluntary unplayed round;
5. **tie-breaks**: BH, SB with cuts and medians (art. 14, 16.5, the same step-by-step cuts as
   :func:`~xl_tiebreaks.tiebreaks.buchholz.apply_cuts`), PS, WIN, WON, BPG, BWG, REP, KS,
   ARO, AOB, TPR, PTP, APRO, APPO, DE (:mod:`.encounter`);
6. **ranking**: a lexicographic count (no composite keys): a player's place is one more
   than the number of players better on the first criterion that differs.

Nothing is approximated: a tie-break the formulas cannot form exactly (:data:`UNSUPPORTED`)
says that it needs the add-in.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..spec import TieBreakSpec, parse_spec
from . import vocabulary as V
from .calc import ROW, Block, Calc, col, literal, quote
from .families import TieBreaks
from .families import ranking as rank_players
from .supported import MAX_CUTS, PTP_STEPS, SUPPORTED, formula_code  # noqa: F401  (what the formulas compute: compiler and families take it from below)

#: the settings whose number is read as the core reads a setting's number (:func:`typed_number`)
TYPED_ROLES = ("win", "draw", "loss", "bye", "half_bye", "full_bye", "zero_bye")


def typed_number(ref: str) -> str:
    """A formula giving the number the cell ``ref`` holds as the core's settings read it
    (:func:`xl_tiebreaks.validate.number`, ``½`` for a half): a number; a text of digits with
    one decimal mark, ``.`` or ``,`` (``0,5``, ``0.5``, ``2``), or with ``½`` for the half
    (``½``, ``1½``); ``""`` for a blank cell or any other text (the settings' check then names
    the cell). Built of TRIM, SUBSTITUTE, FIND, LEFT, MID and VALUE of digits only, so that it
    reads alike in every locale (VALUE of ``0,5`` depends on the locale; of ``5``, never)."""
    t = f'SUBSTITUTE(SUBSTITUTE(TRIM({ref}&""),",","."),"½",".5")'
    d = f'SUBSTITUTE({t},".","",1)'
    for digit in "0123456789":
        d = f'SUBSTITUTE({d},"{digit}","")'
    first = f'SUBSTITUTE({t},".","",1)'
    digits_only = f"AND(LEN({first})>0,LEN({d})=0)"
    p = f'FIND(".",{t}&".")'
    value = (f"IF({p}>LEN({t}),VALUE({t}),IF({p}=1,0,VALUE(LEFT({t},{p}-1)))"
             f"+IF({p}=LEN({t}),0,VALUE(MID({t},{p}+1,99))/10^(LEN({t})-{p})))")
    return f'IF(AND(ISNUMBER({ref}),NOT(ISTEXT({ref}))),{ref},IF({digits_only},{value},""))'

@dataclass
class Inputs:
    """Where the organiser types, as cell references of the template."""

    results_sheet: str
    first_col: int  # the first results column
    names: str  # the sheet of the names and its column letter, e.g. "'Jugadores'!$B$"
    ratings: str
    settings: dict[str, str]  # role -> absolute reference of its value cell
    settings_rows: dict[str, int] = field(default_factory=dict)
    settings_sheet: str = ""
    order_cells: list[str] = field(default_factory=list)
    order_addresses: list[str] = field(default_factory=list)


class Compiler:
    """Writes the workings of one template (``spec``, a
    :class:`~xl_tiebreaks.templates.specs.TemplateSpec`) into ``calc`` and returns, per
    visible column, the formula of each player row (:meth:`compile`)."""

    def __init__(self, spec: Any, calc: Calc, inputs: Inputs, words: dict[str, str]) -> None:
        self.spec = spec
        self.c = calc
        self.inp = inputs
        self.w = words  # the messages in the workbook's language (code -> text with {fields})
        self.n = spec.rows
        self.cross = spec.kind == "round_robin"
        self.cycles = 2 if getattr(spec, "double", False) else 1
        self.S = spec.rows * self.cycles if self.cross else spec.n_rounds
        self.specs = [parse_spec(code) for code in spec.tiebreak_order]
        self.checks: list[str] = []  # formulas giving "" or a message
        self.key_blocks: list[Block] = []  # ranking keys: PTS, then each slot
        self.values: list[Block | None] = []  # the value shown per slot (None: needs the add-in)
        self._typed_cells: dict[str, str] = {}  # role -> its settings cell's number (:meth:`_typed`)

    # -------------------------------------------------------------------------------------
    # helpers
    def msg(self, key: str, **parts: str) -> str:
        """The message ``code`` in the workbook's language as a formula: its ``{field}``s
        filled by the formula pieces ``parts``."""
        import re

        text = self.w[key]
        pieces = []
        pos = 0
        for m in re.finditer(r"\{(\w+)\}", text):
            if m.start() > pos:
                pieces.append(literal(text[pos:m.start()]))
            pieces.append(parts[m.group(1)])
            pos = m.end()
        if pos < len(text):
            pieces.append(literal(text[pos:]))
        return "&".join(pieces) if pieces else '""'

    def setting(self, role: str) -> str | None:
        return self.inp.settings.get(role)

    def _num_setting(self, role: str, default: str) -> str:
        """The setting's number (:meth:`_typed`), ``default`` when its cell holds none."""
        n = self._typed(role)
        if n is None:
            return default
        return f"IF(ISNUMBER({n}),{n},{default})"

    def _typed(self, role: str) -> str | None:
        """The reference to the number the settings cell of ``role`` holds as the core reads it
        (``""`` when blank or no number), made once per role on the workings sheet
        (:func:`typed_number`); ``None`` without the setting."""
        ref = self.setting(role)
        if ref is None:
            return None
        if role not in self._typed_cells:
            self._typed_cells[role] = self.c.at(self.c.scalar(f"{role} as typed", f"{role} tal como se escribió",
                                                              "=" + typed_number(ref)))
        return self._typed_cells[role]

    def _lookup(self, text: str, words: str, codes: str, missing: str = "-1") -> str:
        """The code of ``text`` (a formula giving lower-case text) in the table ``words`` /
        ``codes``, ``missing`` when absent or holding a wildcard."""
        wild = "+".join(f'ISNUMBER(FIND("{ch}",{text}))' for ch in V.WILDCARDS)
        return f"IF({wild}>0,{missing},IFERROR(INDEX({codes},MATCH({text},{words},0)),{missing}))"

    # -------------------------------------------------------------------------------------
    def compile(self) -> None:
        """Everything, in order; the visible formulas then come from :meth:`shown`."""
        self.settings_scalars()
        if self.cross:
            self.read_crosstable()
        else:
            self.read_swiss()
            self.rounds_that_count()
        self.scores()
        self.tiebreaks()
        self.ranking()
        self.status()
        self.warning_lines()

    # settings ------------------------------------------------------------------------------
    def settings_scalars(self) -> None:
        c, t = self.c, self.w
        self.WIN = c.scalar("win", "victoria", f"={self._num_setting('win', '1')}")
        self.DRAW = c.scalar("draw", "tablas", f"={self._num_setting('draw', '0.5')}")
        self.LOSS = c.scalar("loss", "derrota", f"={self._num_setting('loss', '0')}")
        W, D = c.at(self.WIN), c.at(self.DRAW)
        self.PABV = c.scalar("pairing-allocated bye", "bye por sistema", f"={self._num_setting('bye', W)}"
                             if self.setting("bye") else f"={W}")
        self.FPBV = c.scalar("full-point bye", "bye completo", f"={self._num_setting('full_bye', W)}")
        self.HPBV = c.scalar("half-point bye", "medio bye", f"={self._num_setting('half_bye', D)}")
        self.ZPBV = c.scalar("zero-point bye", "bye cero", f"={self._num_setting('zero_bye', '0')}")
        # the same values written as game results (1 / ½ / 0), as the core reads results typed so
        # in an event scored otherwise (readers.interpret.results_scale): a value equal to the
        # points of a win, a draw, a loss is that game result, any other is kept
        L0 = c.at(self.LOSS)
        self.CLASSIC = c.scalar("scored 1/½/0", "puntuación 1/½/0", f"=IF(AND({W}=1,{D}=0.5,{L0}=0),1,0)")
        as_game = lambda v: f"=IF({v}={W},1,IF({v}={D},0.5,IF({v}={L0},0,{v})))"  # noqa: E731
        self.PABG, self.FPBG, self.HPBG, self.ZPBG = (
            c.scalar(f"{en} (as a game result)", f"{es} (como resultado de partida)", as_game(c.at(b)))
            for b, en, es in ((self.PABV, "pairing-allocated bye", "bye por sistema"),
                              (self.FPBV, "full-point bye", "bye completo"), (self.HPBV, "half-point bye", "medio bye"),
                              (self.ZPBV, "zero-point bye", "bye cero")))
        # rules and edition
        rw = c.table("rules", "reglas", V.rules_words())
        rules = self.setting("rules")
        rtext = f'TRIM(SUBSTITUTE(LOWER({rules}&""),"_"," "))'
        self.RULES = c.scalar("rules (0: by the date)", "reglas (0: por la fecha)",
                              f'=IF({rtext}="",0,{self._lookup(rtext, rw[0], rw[1], "-2")})')
        date = self.setting("date")
        R = c.at(self.RULES)
        if date:
            self.text_date(date)
            state, key = c.at(self.DATE_STATE), c.at(self.DATE_KEY)
            # (a date cell by its serial number, a text by the date read from it; blank: 2026)
            by_date = (f"IF(AND(ISNUMBER({date}),NOT(ISTEXT({date}))),IF({date}>={V.EDITION_2026},2026,2024),"
                       f"IF({state}=1,IF({key}>={V.EDITION_2026_KEY},2026,2024),2026))")
        else:
            by_date = "2026"
        self.EDITION = c.scalar("C.07 edition", "edición C.07", f"=IF({R}=0,{by_date},{R})")
        self.CAPPED = c.scalar("2026 caps (art. 16.4)", "topes 2026 (art. 16.4)", f"=IF({c.at(self.EDITION)}=2026,1,0)")
        # pairing system
        sw = c.table("system", "sistema", V.system_words((t["_system_swiss"], t["_system_rr"])))
        system = self.setting("system")
        stext = f'LOWER(SUBSTITUTE(SUBSTITUTE(SUBSTITUTE(TRIM({system}&"")," ",""),"-",""),"_",""))'
        default = 2 if self.cross else 1
        self.SYSTEM = c.scalar("system (1 Swiss, 2 round robin)", "sistema (1 suizo, 2 liga)",
                               f'=IF({stext}="",{default},{self._lookup(stext, sw[0], sw[1])})')
        self.SWISS = c.scalar("Swiss (art. 16)", "suizo (art. 16)", f"=IF({c.at(self.SYSTEM)}=1,1,0)")
        col_set = self.setting("colours")
        lang_b = 1 if self.spec.lang == "es" else 2
        self.BCOLOUR = c.scalar("a bare b is", "una b sola es",
                                f'=IF(LOWER(TRIM({col_set}&""))="en",2,IF(LOWER(TRIM({col_set}&""))="es",1,{lang_b}))'
                                if col_set else f"={lang_b}")
        unrated = self.setting("unrated")
        self.UNRATED = c.scalar("rating of the unrated", "Elo de los sin Elo",
                                f'=IF(AND(ISNUMBER({unrated}),NOT(ISTEXT({unrated}))),IF({unrated}>0,{unrated},""),"")' if unrated else '=""')
        # checks of the settings cells
        sheet = self.inp.settings_sheet
        for role in ("win", "draw", "loss", "bye", "half_bye", "full_bye", "zero_bye", "unrated", "round"):
            ref = self.setting(role)
            if ref is None:
                continue
            row = self.inp.settings_rows[role]
            where = literal(f"{sheet}!B{row}")
            hi = 4000 if role == "unrated" else 999 if role == "round" else 100
            n = self._typed(role) if role in TYPED_ROLES else None
            ok = (f'OR(TRIM({ref}&"")="",AND(ISNUMBER({n}),{n}>=0,{n}<={hi}))' if n is not None else
                  f'OR(TRIM({ref}&"")="",AND(AND(ISNUMBER({ref}),NOT(ISTEXT({ref}))),{ref}>=0,{ref}<={hi}))')
            self.checks.append(f'IF({ok},"",{self.msg("na_setting", cell=where, text=ref + chr(38) + chr(34) * 2)})')
        if date:
            row = self.inp.settings_rows["date"]
            where = literal(f"{sheet}!B{row}")
            st = c.at(self.DATE_STATE)
            a, b = self._readings
            ambiguous = f'{where}&": "&' + self.msg("date_order_ambiguous", text=f"{c.at(self.DATE_TEXT)}", a=a, b=b)
            e1, e2 = self._editions
            editions = f'{where}&": "&' + self.msg("date_ambiguous", text=f"{c.at(self.DATE_TEXT)}", a=e1, b=e2)
            self.checks.append(f'IF({st}>=0,"",IF({st}=-2,{ambiguous},IF({st}=-3,{editions},'
                               f'{self.msg("na_date", cell=where, text=date + "&" + chr(34) * 2)})))')
        L = c.at(self.LOSS)
        byes = [c.at(b) for b in (self.PABV, self.FPBV, self.HPBV, self.ZPBV)]
        order_ok = f"AND({W}>{L},{L}<={D},{D}<={W}," + ",".join(f"{b}<={W}" for b in byes) + ")"
        self.checks.append(f'IF({order_ok},"",{self.msg("na_score_order", cell=literal(sheet))})')
        rrow = self.inp.settings_rows.get("rules")
        self.checks.append(f'IF({R}>=0,"",{self.msg("na_rules", cell=literal(f"{sheet}!B{rrow}"), text=rules + chr(38) + chr(34) * 2)})')
        srow = self.inp.settings_rows.get("system")
        self.checks.append(f'IF({c.at(self.SYSTEM)}>0,"",{self.msg("na_setting", cell=literal(f"{sheet}!B{srow}"), text=system + chr(38) + chr(34) * 2)})')
        # the tie-break order is the one the formulas were made for
        for k, (cell, addr) in enumerate(zip(self.inp.order_cells, self.inp.order_addresses)):
            code = self.spec.tiebreak_order[k] if k < len(self.spec.tiebreak_order) else ""
            same = f'UPPER(TRIM({cell}&""))={literal(code.upper())}'
            self.checks.append(f'IF({same},"",{self.msg("na_order", cell=literal(addr), codes=literal(" ".join(self.spec.tiebreak_order)))})')

    def text_date(self, date: str) -> None:
        """The date cell ``date`` read as the core reads it (:func:`xl_tiebreaks.validate.text_date`
        for a text, in the workbook's language: its settings' language row, else the template's,
        as :func:`xl_tiebreaks.workbook.reader.workbook_language` says): ``D/M/YY``,
        ``D/M/YYYY``, ``D-M-YYYY`` (the same separator twice) day first in Spanish and after
        dots; in English the one reading that is a date, refused when both are and differ;
        text after the date ignored; otherwise the TRF's forms (:func:`~xl_tiebreaks.validate.parse_date`)
        without spaces: year first (``2026-06-14``, ``2026/6/14``), ``D/M-YYYY``, ``DD.MM.YY``, the
        TRF-16 ``YY/MM/DD``, ``YYYYMMDD``. Any other text is a message naming the cell, never
        another date (a form with spaces the core reads too: ``4 / 10 / 2026``).

        Sets ``DATE_STATE`` (0 blank or a date cell, 1 a date read from the text, -1 no date,
        -2 two readings: ``date_order_ambiguous``), ``DATE_KEY`` (the date read, as
        year * 10000 + month * 100 + day), ``DATE_TEXT`` and ``_readings`` (the two readings as
        ``YYYY-MM-DD`` formulas)."""
        c = self.c
        num = f"AND(ISNUMBER({date}),NOT(ISTEXT({date})))"
        self.DATE_TEXT = c.scalar("date as text", "fecha como texto", f'=IF({num},"",TRIM({date}&""))')
        t = c.at(self.DATE_TEXT)

        def dig(i: str) -> str:
            return f'AND({i}<=LEN({t}),ISNUMBER(FIND(MID({t},{i},1),"0123456789")))'

        def run(start: str, cap: int) -> str:
            """How many digits from position ``start`` (``cap``: that many or more)."""
            f = str(cap)
            for k in range(cap - 1, -1, -1):
                f = f"IF(NOT({dig(f'({start}+{k})')}),{k},{f})"
            return "=" + f
        LA = c.at(c.scalar("date: digits first", "fecha: primeras cifras", run("1", 9)))
        LB = c.at(c.scalar("date: digits second", "fecha: segundas cifras", f"=IF({LA}>4,0,{run(f'{LA}+2', 3)[1:]})"))
        P2 = f"({LA}+{LB}+2)"
        LC = c.at(c.scalar("date: digits third", "fecha: terceras cifras",
                           f"=IF(OR({LA}>4,{LB}<1),0,{run(f'{P2}+1', 5)[1:]})"))
        s1, s2 = f"MID({t},{LA}+1,1)", f"MID({t},{P2},1)"
        issep = lambda x: f'OR({x}="/",{x}=".",{x}="-")'  # noqa: E731
        fields = f"AND({LA}>=1,{LA}<=4,{issep(s1)},{LB}>=1,{LB}<=2,{issep(s2)},{LC}>=1,{LC}<=4)"
        A = f"IF({LA}>=1,VALUE(LEFT({t},MIN({LA},4))),0)"
        B = f"IF({LB}>=1,VALUE(MID({t},{LA}+2,{LB})),0)"
        C = f"IF({LC}>=1,VALUE(MID({t},{P2}+1,MIN({LC},4))),0)"
        # the form: 1 day/month/year (the same separator twice, a year of 2 or 4 digits), 2 year
        # first, 3 D/M-YYYY, 4 DD.MM.YY, 5 YY/MM/DD, 6 YYYYMMDD, 0 none
        dmy = f"AND({fields},{LA}<=2,{s2}={s1},OR({LC}=2,{LC}=4))"
        compact = f'AND({LA}=8,OR(LEFT({t},2)="19",LEFT({t},2)="20"))'
        form = c.at(c.scalar("date: form", "fecha: forma",
                             f"=IF({dmy},1,IF({fields},IF({LA}=4,2,IF({LC}=4,3,IF(AND({LA}<=2,{LC}<=2),IF({s1}=\".\",4,5),0))),"
                             f"IF({compact},6,0)))"))
        fa, fb, fc = (c.at(c.scalar(f"date: number {k}", f"fecha: número {k}", f"=IF(AND({form}>=1,{form}<=5),{x},0)"))
                      for k, x in ((1, A), (2, B), (3, C)))
        Y = f"IF({LC}=2,2000+{fc},{fc})"
        # (y, m, d) of each form; form 1 is the day-first reading, its month-first one apart
        y = f"CHOOSE({form},{Y},{fa},{fc},2000+{fc},2000+{fa},VALUE(LEFT({t},4)))"
        m = f"CHOOSE({form},{fb},{fb},{fb},{fb},{fb},VALUE(MID({t},5,2)))"
        d = f"CHOOSE({form},{fa},{fc},{fa},{fa},{fc},VALUE(MID({t},7,2)))"
        ys, ms, ds = (c.at(c.scalar(f"date: {en}", f"fecha: {es}", f"=IF({form}=0,0,{x})"))
                      for en, es, x in (("year", "año", y), ("month", "mes", m), ("day", "día", d)))

        def valid(y_: str, m_: str, d_: str) -> str:
            # (a day of the month, leap years as the Gregorian calendar: MOD 400 keeps them)
            return f"AND({y_}>=1,{m_}>=1,{m_}<=12,{d_}>=1,{d_}<=DAY(DATE(2000+MOD({y_},400),{m_}+1,0)))"
        lang = self.setting("lang")
        own = 1 if self.spec.lang == "es" else 0
        if lang:
            sq = f'LOWER(SUBSTITUTE(TRIM({lang}&"")," ",""))'
            es = (f'IF(OR(LEFT({sq},2)="es",LEFT({sq},2)="sp",LEFT({sq},3)="cas"),1,'
                  f'IF(OR(LEFT({sq},2)="en",LEFT({sq},3)="ing"),0,{own}))')
        else:
            es = str(own)
        ES = c.at(c.scalar("dates day first (Spanish)", "fechas con el día primero (español)", f"={es}"))
        # the day-first and month-first readings of form 1 (1 a date, 0 not)
        r1 = c.at(c.scalar("date: day/month is a date", "fecha: día/mes es fecha", f"=IF({valid(ys, ms, ds)},1,0)"))
        r2 = c.at(c.scalar("date: month/day is a date", "fecha: mes/día es fecha", f"=IF({valid(ys, ds, ms)},1,0)"))
        day_first = f'OR({ES}=1,{s1}=".")'
        # form 5 (YY/MM/DD with two separators that differ, `4/10.26`) as validate.parse_date
        # reads it with its ambiguity check: the TRF-16 reading, else the day-first DD/MM/YY one;
        # both dates under different C.07 editions: -3 (`date_ambiguous`, both named)
        ay = f"IF({form}=5,2000+{fc},0)"
        r3 = c.at(c.scalar("date: day first of YY/MM/DD is a date", "fecha: día primero de AA/MM/DD es fecha",
                           f"=IF({form}<>5,0,IF({valid(ay, fb, fa)},1,0))"))
        k1 = f"({ys}*10000+{ms}*100+{ds})"
        k3 = f"((2000+{fc})*10000+{fb}*100+{fa})"
        split = f"AND({r1}=1,{r3}=1,({k1}>={V.EDITION_2026_KEY})<>({k3}>={V.EDITION_2026_KEY}))"
        state = (f'=IF({t}="",0,IF({form}=0,-1,IF({form}=5,IF({split},-3,IF({r1}+{r3}>0,1,-1)),'
                 f'IF({form}>1,IF({r1}=1,1,-1),IF({day_first},IF({r1}=1,1,-1),'
                 f"IF(AND({r1}=1,{r2}=1,{ds}<>{ms}),-2,IF({r1}+{r2}>0,1,-1)))))))")
        self.DATE_STATE = c.scalar("date read (1, 0 blank or a date cell, -1 none, -2 two readings, -3 two editions)",
                                   "fecha leída (1, 0 vacía o celda de fecha, -1 ninguna, -2 dos lecturas, "
                                   "-3 dos ediciones)", state)
        month_first = f"AND(NOT({day_first}),{r1}=0)"
        self.DATE_KEY = c.scalar("date read (year, month, day)", "fecha leída (año, mes, día)",
                                 f"=IF({c.at(self.DATE_STATE)}<>1,0,IF(AND({form}=5,{r1}=0),{k3},"
                                 f"{ys}*10000+IF({month_first},{ds}*100+{ms},{ms}*100+{ds})))")
        iso = lambda y_, m_, d_: f'{y_}&"-"&RIGHT("0"&{m_},2)&"-"&RIGHT("0"&{d_},2)'  # noqa: E731
        self._readings = (iso(ys, ms, ds), iso(ys, ds, ms))
        # (the two editions' readings of form 5, the earlier first, as the core names them)
        trf, dmy_ = iso(ys, ms, ds), iso(f"(2000+{fc})", fb, fa)
        self._editions = (f"IF({k1}<{k3},{trf},{dmy_})", f"IF({k1}<{k3},{dmy_},{trf})")

    # reading a Swiss grid ---------------------------------------------------------------------
    def _in(self, s: int, part: int) -> str:
        """Round ``s``'s cell of ``part`` (0 opponent, 1 colour, 2 result) in the player's row."""
        return f"{quote(self.inp.results_sheet)}{col(self.inp.first_col + 3 * s + part)}{ROW}"

    def read_swiss(self) -> None:
        c = self.c
        S = self.S
        ow = c.table("opponent words", "palabras de rival", V.opponent_words())
        rt = c.table("results", "resultados", V.result_tokens())
        cw = c.table("colours", "colores", V.colour_words())
        W, D, L = c.at(self.WIN), c.at(self.DRAW), c.at(self.LOSS)
        # each typed cell once: a number? its text (lower case, trimmed), its word in a table
        num, text = {}, {}
        for part, (en, es) in enumerate((("opponent", "rival"), ("colour", "color"), ("result", "resultado"))):
            num[part] = c.block(f"{en}: a number", f"{es}: un número", S)
            c.put(num[part], lambda s, part=part: (f"=IF(AND(ISNUMBER({self._in(s, part)}),"
                                                   f"NOT(ISTEXT({self._in(s, part)}))),1,0)"))
            text[part] = c.block(f"{en}: as typed", f"{es}: escrito", S)
            c.put(text[part], lambda s, part=part: (f'=IF({c.at(num[part], s)}=1,"",'
                                                    f'LOWER(TRIM({self._in(s, part)}&"")))'))

        def match(en: str, es: str, part: int, words: str) -> Block:
            """The row of the typed text in the table ``words`` (0: none; a wildcard in the text
            cannot match another word: the word found must equal the text)."""
            b = c.block(en, es, S)
            c.put(b, lambda s: (f'=IF({c.at(text[part], s)}="",0,IFERROR(IF(INDEX({words},MATCH({c.at(text[part], s)},'
                                f"{words},0))={c.at(text[part], s)},MATCH({c.at(text[part], s)},{words},0),0),0))"))
            return b
        # blank rounds, the players used
        blank = c.block("blank", "vacía", S)
        c.put(blank, lambda s: "=IF(AND(" + ",".join(f'{c.at(num[p], s)}=0,{c.at(text[p], s)}=""' for p in range(3))
              + "),1,0)")
        used = c.block("used (row)", "usada (fila)")
        name = f"{self.inp.names}{ROW}"
        c.put(used, f'=IF(OR(TRIM({name}&"")<>"",SUM({c.row(blank)})<{S}),A{ROW},0)')
        self.NU = c.scalar("players", "jugadores", f"=MAX({c.column(used)})")
        NU = c.at(self.NU)
        # the opponent cell: 1 an opponent, 0 none, 4..9 a bye word, 14 a bye its value decides, -1 bad
        oword = match("opponent: word", "rival: palabra", 0, ow[0])
        oclass = c.block("opponent cell", "casilla de rival", S)

        def oc(s: int) -> str:
            o, t, m = self._in(s, 0), c.at(text[0], s), c.at(oword, s)
            # (a start number of the table: beyond the players used is a mistake the check reports,
            # not read here, so that this cell does not depend on every row of the sheet)
            number = f"AND({{x}}=INT({{x}}),{{x}}>=1,{{x}}<={self.n},{{x}}<>A{ROW})"
            text_num = f'IFERROR(IF((1*{t})&""={t},IF({number.format(x=f"(1*{t})")},1,-1),-1),-1)'
            return (f"=IF({c.at(num[0], s)}=1,IF({o}=0,0,IF({number.format(x=o)},1,-1)),IF({t}=\"\",0,"
                    f"IF({m}>0,INDEX({ow[1]},{m}),{text_num})))")
        c.put(oclass, oc)
        self.ON = on = c.block("opponent", "rival", S)
        c.put(on, lambda s: (f"=IF({c.at(oclass, s)}=1,IF({c.at(num[0], s)}=1,{self._in(s, 0)},1*{c.at(text[0], s)}),0)"))
        # the colour cell: 0 none, 1 White, 2 Black, -1 bad
        cword = match("colour: word", "color: palabra", 1, cw[0])
        colour = c.block("colour", "color", S)
        c.put(colour, lambda s: (f'=IF({c.at(num[1], s)}=1,-1,IF({c.at(text[1], s)}="",0,IF({c.at(cword, s)}=0,-1,'
                                 f"IF(INDEX({cw[1]},{c.at(cword, s)})=3,{c.at(self.BCOLOUR)},"
                                 f"INDEX({cw[1]},{c.at(cword, s)})))))"))
        # the result cell: outcome code, its value (for a bye's value), a bye word in it
        rmatch = match("result: token", "resultado: símbolo", 2, rt[0])
        rword = c.block("bye word as result", "bye como resultado", S)
        rwm = match("result: bye word", "resultado: palabra de bye", 2, ow[0])
        c.put(rword, lambda s: f"=IF({c.at(rwm, s)}=0,-1,INDEX({ow[1]},{c.at(rwm, s)}))")
        rvalue = c.block("result as a value", "resultado como valor", S)
        c.put(rvalue, lambda s: (f'=IF({c.at(num[2], s)}=1,{self._in(s, 2)},IF({c.at(rmatch, s)}=0,"",'
                                 f'IF(INDEX({rt[1]},{c.at(rmatch, s)})=2,0.5,IF(INDEX({rt[1]},{c.at(rmatch, s)})=0,'
                                 f'INDEX({rt[2]},{c.at(rmatch, s)}),""))))'))
        # the result and the kind of each round read both ways, as the core reads a range
        # (readers.interpret.in_notation): numbers as game results (1 / ½ / 0, "games") and as the
        # event's points ("points"); which way counts is decided for the whole workbook below
        read: dict[str, tuple[Block, Block]] = {}
        for way in ("games", "points"):
            if way == "games":
                w_, d_, l_ = "1", "0.5", "0"
                pab, fpb, hpb, zpb = (c.at(b) for b in (self.PABG, self.FPBG, self.HPBG, self.ZPBG))
            else:
                w_, d_, l_ = W, D, L
                pab, fpb, hpb, zpb = (c.at(b) for b in (self.PABV, self.FPBV, self.HPBV, self.ZPBV))

            def numcmp(v: str, w_: str = w_, d_: str = d_, l_: str = l_) -> str:
                return f"IF({v}={w_},1,IF({v}={d_},2,IF({v}={l_},3,-1)))"
            es_way = "partidas" if way == "games" else "puntos"
            rc_way = c.block(f"result (read as {way})", f"resultado (leído como {es_way})", S)

            def rk(s: int, numcmp: Any = numcmp) -> str:
                x, m = self._in(s, 2), c.at(rmatch, s)
                return (f'=IF({c.at(num[2], s)}=1,{numcmp(x)},IF({c.at(text[2], s)}="",0,IF({m}=0,-1,'
                        f"IF(INDEX({rt[1]},{m})>0,INDEX({rt[1]},{m}),{numcmp(f'INDEX({rt[2]},{m})')}))))")
            c.put(rc_way, rk)
            byepts = f"CHOOSE(MOD({{k}},10)-3,{pab},{fpb},{hpb},{zpb},{zpb},{zpb})"
            kr_way = c.block(f"kind as typed (read as {way})", f"tipo escrito (leído como {es_way})", S)

            def kr(s: int, rc_way: Block = rc_way, byepts: str = byepts, pab: str = pab, fpb: str = fpb,
                   hpb: str = hpb, zpb: str = zpb) -> str:
                o, k, r, v, b = (c.at(x, s) for x in (oclass, colour, rc_way, rvalue, rword))
                rblank = f'AND({c.at(num[2], s)}=0,{c.at(text[2], s)}="")'
                game = f"IF({r}<0,-1,IF({r}=0,{V.PEND},IF({r}<=3,{V.GAME},{r}-2)))"
                from_value = (f"IF({v}={pab},{V.PAB},IF({v}={hpb},{V.HPB},"
                              f"IF({v}={zpb},{V.ZPB},IF({v}={fpb},{V.FPB},-1))))")
                bye = (f'IF({rblank},MOD({o},10),IF({v}<>"",IF({o}={V.VALUE_DECIDES},{from_value},'
                       f"IF({v}={byepts.format(k=o)},{o},-1)),IF({b}>=4,MOD({b},10),-1)))")
                none = (f"IF({rblank},IF({k}<>0,-1,0),IF({b}>=4,MOD({b},10),IF(OR({r}=1,{r}=4),{V.PAB},"
                        f"IF({r}=2,{V.HPB},IF(OR({r}=3,{r}=5),{V.ABS},-1)))))")
                return f"=IF(OR({o}=-1,{k}=-1),-1,IF({o}=1,{game},IF({o}>=4,{bye},{none})))"
            c.put(kr_way, kr)
            read[way] = (rc_way, kr_way)
        # the results of a game whose two rows do not add up to one game, each way (1 against 1,
        # 1 against ½...: model.classify_pairing's UNBALANCED); a number no reading takes
        jo = c.block("opponent's opponent", "rival del rival", S)
        c.put(jo, lambda s: f"=IF({c.at(on, s)}>0,INDEX({c.column(on, s)},{c.at(on, s)}),0)")
        odd: dict[str, Block] = {}
        for way, (rc_way, _kr) in read.items():
            es_way = "partidas" if way == "games" else "puntos"
            b = c.block(f"results do not make a game (read as {way})",
                        f"resultados que no suman una partida (leídos como {es_way})", S)

            def od(s: int, rc_way: Block = rc_way) -> str:
                a = c.at(rc_way, s)
                j = f"INDEX({c.column(rc_way, s)},{c.at(on, s)})"
                return (f"=IF(AND({c.at(oclass, s)}=1,{c.at(jo, s)}=A{ROW},{a}>=1,{a}<=3),IF({j}<1,0,IF({j}>3,0,"
                        f"IF(OR(AND({a}=1,{j}=3),AND({a}=3,{j}=1),AND({a}=2,{j}=2),AND({a}=3,{j}=3)),0,1))),0)")
            c.put(b, od)
            odd[way] = b
        self._notation(read, odd, lambda s: f"{self.inp.first_col}+3*{s}+2")
        self.BLANK = blank
        rcode = c.block("result", "resultado", S)
        c.put(rcode, lambda s: f"=IF({c.at(self.NOTATION)}=2,{c.at(read['points'][0], s)},{c.at(read['games'][0], s)})")
        self.RK = rcode
        raw = c.block("kind as typed", "tipo escrito", S)
        c.put(raw, lambda s: f"=IF({c.at(self.NOTATION)}=2,{c.at(read['points'][1], s)},{c.at(read['games'][1], s)})")
        self.KR = raw
        # the two rows of every game agree
        jk = c.block("opponent's kind", "tipo del rival", S)
        c.put(jk, lambda s: f"=IF({c.at(on, s)}>0,INDEX({c.column(raw, s)},{c.at(on, s)}),0)")
        jc = c.block("opponent's colour", "color del rival", S)
        c.put(jc, lambda s: f"=IF({c.at(on, s)}>0,INDEX({c.column(colour, s)},{c.at(on, s)}),0)")
        err = c.block("mistake (1 opponent, 2 colour, 3 result, 4 pairing)",
                      "error (1 rival, 2 color, 3 resultado, 4 pareo)", S)

        def er(s: int) -> str:
            k, o, col_, j, jkind, jcol = (c.at(x, s) for x in (raw, oclass, colour, jo, jk, jc))
            agree = (f"OR(AND({k}={V.GAME},{jkind}={V.GAME}),AND({k}={V.PEND},{jkind}={V.PEND}),"
                     f"AND({k}={V.FW},{jkind}={V.FL}),AND({k}={V.FL},{jkind}={V.FW}),AND({k}={V.FL},{jkind}={V.FL}),"
                     f"AND({k}={V.FW},{jkind}={V.FW}))")
            paired = f"OR({k}={V.GAME},{k}={V.FW},{k}={V.FL},{k}={V.PEND})"
            ok = f"AND({j}=A{ROW},{agree},OR({col_}=0,{jcol}=0,{col_}<>{jcol}))"
            beyond = f"{c.at(on, s)}>{NU}"
            return (f"=IF({k}=-1,IF({o}=-1,1,IF({col_}=-1,2,3)),IF({paired},IF(AND({ok},NOT({beyond})),0,"
                    f"IF({beyond},1,4)),0))")
        c.put(err, er)
        self.ERR = err
        self.JC = jc
        self.CK = colour
        self._cell_errors(err, lambda s, code: f"{self.inp.first_col}+3*{s}+IF({code}=2,1,IF({code}=3,2,0))")
        # the kinds of round that make a round count (rounds.rounds_considered): per round
        taken = lambda s: "+".join(f"COUNTIF({c.column(raw, s)},{k})" for k in (1, 2, 3, 4, 8, 9, 10))  # noqa: E731
        c.put_slot_values(raw, lambda s: f"=IF({taken(s)}>0,1,0)")
        results = c.block("round has results", "ronda con resultados", S)
        c.put_slot_values(results, lambda s: (
            f"=IF(OR(COUNTIF({c.column(raw, s)},1)+COUNTIF({c.column(raw, s)},2)+COUNTIF({c.column(raw, s)},3)>0,"
            f"AND(COUNTIF({c.column(raw, s)},4)>0,COUNTIF({c.column(raw, s)},10)=0)),{c.slot_no(results, s)},0)"))
        pend = c.block("round: paired, no result", "ronda: emparejada sin resultado", S)
        c.put_slot_values(pend, lambda s: (
            f"=IF(COUNTIF({c.column(raw, s)},1)+COUNTIF({c.column(raw, s)},2)+COUNTIF({c.column(raw, s)},3)>0,0,"
            f"IF(COUNTIF({c.column(raw, s)},10)>0,1,IF(COUNTIF({c.column(raw, s)},4)>0,0,"
            f"IF(COUNTIF({c.column(raw, s)},0)-({c.last_row - c.first_row + 1}-{NU})>0,2,0))))"))
        self._round_blocks = (results, pend)
        self.TAKEN_FROM = raw

    def _first_flagged(self, flag: Block, column_of: Any, en: str, es: str) -> str:
        """A formula giving the sheet cell (``Rounds!E7``) flagged in ``flag`` (per slot, 1 flagged,
        else 0; ``column_of(slot formula)`` its sheet column) in the earliest slot, its first row;
        ``""`` when none is."""
        c, S = self.c, self.S
        first = c.block(f"first slot: {en}", f"primera casilla: {es}")
        c.put(first, f"=IF(MAX({c.row(flag)})=1,MATCH(1,{c.row(flag)},0),{S + 1})")
        # (the earliest round first, then the first row in it: the order the core's reader reports)
        rowno = f"MATCH(MIN({c.column(first)}),{c.column(first)},0)"
        slot = f"(MIN({c.column(first)})-1)"
        sheet = literal(self.inp.results_sheet + "!")
        return f'IF(MIN({c.column(first)})>{S},"",{sheet}&ADDRESS({c.first_row}-1+{rowno},{column_of(slot)},4))'

    def _notation(self, read: dict[str, tuple[Block, Block]], odd: dict[str, Block], column_of: Any) -> None:
        """Which way the typed numbers are read, for the whole workbook, as the core decides it
        (:func:`xl_tiebreaks.readers.interpret.in_notation`): scored 1 / ½ / 0 the two ways are
        one; otherwise a way that reads every cell is taken over one that does not (of two that
        do not, the one with fewer cells it cannot read, game results first); of two that read
        every cell, the one whose games all add up (game results when both do); when neither
        does, no value: a message names a game of each way. ``self.NOTATION``: 1 game results,
        2 points, -1 neither."""
        c = self.c
        games, points = read["games"][1], read["points"][1]
        area = lambda b: f"${b.letter(0)}${c.first_row}:${b.letter(b.width - 1)}${c.last_row}"  # noqa: E731
        bad_g = f"COUNTIF({area(games)},-1)"
        bad_p = f"COUNTIF({area(points)},-1)"
        odd_g, odd_p = f"SUM({area(odd['games'])})", f"SUM({area(odd['points'])})"
        self.NOTATION = c.scalar("results read as (1 game results, 2 points, -1 neither)",
                                 "resultados leídos como (1 partidas, 2 puntos, -1 ninguno)",
                                 f"=IF({c.at(self.CLASSIC)}=1,1,IF(OR({bad_g}>0,{bad_p}>0),IF({bad_p}<{bad_g},2,1),"
                                 f"IF(AND({odd_g}>0,{odd_p}>0),-1,IF({odd_g}>0,2,1))))")
        g_cell = self._first_flagged(odd["games"], column_of, "results not a game (game results)",
                                     "resultados que no suman (partidas)")
        p_cell = self._first_flagged(odd["points"], column_of, "results not a game (points)",
                                     "resultados que no suman (puntos)")
        W, D, L = (c.at(b) for b in (self.WIN, self.DRAW, self.LOSS))
        scoring = f'{W}&"/"&{D}&"/"&{L}'
        self._odd = (odd, column_of, g_cell, p_cell, scoring)
        self.checks.append(f'IF({c.at(self.NOTATION)}<>-1,"",{self.msg("na_notation", games=g_cell, points=p_cell, scoring=scoring)})')

    def _cell_errors(self, err: Block, column_of: Any) -> None:
        """The first unreadable or disagreeing cell, as a message (one check)."""
        c, S = self.c, self.S
        first = c.block("first mistake (round)", "primer error (ronda)")
        flag = c.block("mistake in round", "error en ronda", S)
        c.put(flag, lambda s: f"=IF({c.at(err, s)}>0,{c.slot_no(flag, s)},{S + 1})")
        c.put(first, f"=IF(MIN({c.row(flag)})>{S},0,MIN({c.row(flag)}))")
        code = c.block("its mistake", "su error")
        c.put(code, f"=IF({c.at(first)}=0,0,INDEX({c.row(err)},1,{c.at(first)}))")
        where = c.block("its column", "su columna")
        c.put(where, f"=IF({c.at(first)}=0,0,{column_of(f'({c.at(first)}-1)', c.at(code))})")
        has = c.block("row with a mistake", "fila con error")
        c.put(has, f"=IF({c.at(first)}>0,1,0)")
        rowno = f"MATCH(1,{c.column(has)},0)"
        cell = f"ADDRESS({c.first_row}-1+{rowno},INDEX({c.column(where)},{rowno}),4)"
        sheet = literal(self.inp.results_sheet + "!")
        # (the text typed, from the round cells only: a range over the computed columns would be circular)
        first, width = self.inp.first_col, (self.n * self.cycles if self.cross else 3 * S)
        cells = f"{quote(self.inp.results_sheet)}${col(first)}${c.first_row}:${col(first + width - 1)}${c.last_row}"
        text = f'INDEX({cells},{rowno},INDEX({c.column(where)},{rowno})-{first - 1})&""'
        bad = self.msg("na_cell", cell=f"{sheet}&{cell}", text=text)
        pair = self.msg("na_pair", cell=f"{sheet}&{cell}")
        self.checks.append(f'IF(SUM({c.column(has)})=0,"",IF(INDEX({c.column(code)},{rowno})=4,{pair},{bad}))')

    def _cell(self, s: int) -> str:
        """A crosstable's cell of slot ``s`` (cycle ``s // n``, the column player ``s % n + 1``)."""
        return f"{quote(self.inp.results_sheet)}{col(self.inp.first_col + s)}{ROW}"

    def read_crosstable(self) -> None:
        """A round robin's crosstable (:func:`xl_tiebreaks.readers.crosstable.read_crosstable`):
        slot ``s`` is the game against player ``s % n + 1`` in cycle ``s // n``; the rounds are
        the circle method's (Berger tables, as the reader assigns them: the round of players
        ``a`` and ``b`` (0-based) is ``-b`` mod M when ``a`` is 0, else ``-(a + b) / 2`` mod M,
        M the rounds of a cycle); one more slot per cycle holds the rest round of an odd field
        (a pairing-allocated bye when the settings give the bye a value)."""
        c, n, cycles = self.c, self.n, self.cycles
        S = self.S + cycles  # the games, then a rest round per cycle
        self.S = S
        W, D, L = c.at(self.WIN), c.at(self.DRAW), c.at(self.LOSS)
        rt = c.table("results", "resultados", V.result_tokens() + V.crosstable_tokens())
        marks = c.table("diagonal marks", "marcas de la diagonal", [(m,) for m in V.diagonal_marks()])
        games = n * cycles
        blank = c.block("blank", "vacía", games)
        c.put(blank, lambda s: f'=IF(TRIM({self._cell(s)}&"")="",1,0)')
        used = c.block("used (row)", "usada (fila)")
        name = f"{self.inp.names}{ROW}"
        c.put(used, f'=IF(OR(TRIM({name}&"")<>"",SUM({c.row(blank)})<{games}),A{ROW},0)')
        self.NU = c.scalar("players", "jugadores", f"=MAX({c.column(used)})")
        NU = c.at(self.NU)
        M = c.scalar("rounds of a cycle", "rondas por vuelta", f"={NU}-1+MOD({NU},2)")
        Mv = c.at(M)

        # each result read both ways (game results, the event's points), the way decided for the
        # whole workbook as the core decides it (see _notation)
        read: dict[str, Block] = {}
        for way in ("games", "points"):
            w_, d_, l_ = ("1", "0.5", "0") if way == "games" else (W, D, L)

            def numcmp(v: str, w_: str = w_, d_: str = d_, l_: str = l_) -> str:
                return f"IF({v}={w_},1,IF({v}={d_},2,IF({v}={l_},3,-1)))"
            es_way = "partidas" if way == "games" else "puntos"
            rc_way = c.block(f"result (read as {way})", f"resultado (leído como {es_way})", S)

            def rk(s: int, numcmp: Any = numcmp) -> str:
                if s >= games:
                    return "=0"
                x, j = self._cell(s), s % n + 1
                t = f'LOWER(TRIM({x}&""))'
                wild = "+".join(f'ISNUMBER(FIND("{ch}",{t}))' for ch in V.WILDCARDS)
                m = f"MATCH({t},{rt[0]},0)"
                read_ = (f'IF(TRIM({x}&"")="",0,IF(AND(ISNUMBER({x}),NOT(ISTEXT({x}))),{numcmp(x)},IF({wild}>0,-1,'
                         f"IFERROR(IF(INDEX({rt[1]},{m})>0,INDEX({rt[1]},{m}),{numcmp(f'INDEX({rt[2]},{m})')}),-1))))")
                diag = f'IF(TRIM({x}&"")="",0,IF(AND(ISNUMBER({x}),NOT(ISTEXT({x}))),-1,IF(ISNUMBER(MATCH({t},{marks[0]},0)),0,-1)))'
                return f"=IF(A{ROW}={j},{diag},IF(OR(A{ROW}>{NU},{j}>{NU}),0,{read_}))"
            c.put(rc_way, rk)
            read[way] = rc_way
        odd: dict[str, Block] = {}
        for way, rc_way in read.items():
            es_way = "partidas" if way == "games" else "puntos"
            b = c.block(f"results do not make a game (read as {way})",
                        f"resultados que no suman una partida (leídos como {es_way})", S)
            every_rc = f"${rc_way.letter(0)}${c.first_row}:${rc_way.letter(games - 1)}${c.last_row}"

            def od(s: int, rc_way: Block = rc_way, every_rc: str = every_rc) -> str:
                if s >= games:
                    return "=0"
                a, j = c.at(rc_way, s), s % n + 1
                their = f"INDEX({every_rc},{j},{(s // n) * n}+A{ROW})"
                return (f"=IF(OR(A{ROW}={j},A{ROW}>{NU},{j}>{NU},{a}<1,{a}>3),0,IF(OR({their}<1,{their}>3),0,"
                        f"IF(OR(AND({a}=1,{their}=3),AND({a}=3,{their}=1),AND({a}=2,{their}=2),AND({a}=3,{their}=3)),0,1)))")
            c.put(b, od)
            odd[way] = b
        self._notation({w: (b, b) for w, b in read.items()}, odd, lambda s: f"{self.inp.first_col}+{s}")
        self.BLANK = None
        rcode = c.block("result", "resultado", S)
        self.RK = rcode
        c.put(rcode, lambda s: f"=IF({c.at(self.NOTATION)}=2,{c.at(read['points'], s)},{c.at(read['games'], s)})")
        # the opponent of each slot, the kind typed
        on = c.block("opponent", "rival", S)
        self.ON = on
        c.put(on, lambda s: f"=IF(OR(A{ROW}>{NU},{s % n + 1}>{NU},A{ROW}={s % n + 1}),0,{s % n + 1})"
              if s < games else "=0")
        raw = c.block("kind as typed", "tipo escrito", S)
        self.KR = raw
        odd_bye = f"IF(ISNUMBER({self._typed('bye')}),{V.PAB},{V.ABS})" if self.setting("bye") else str(V.ABS)
        c.put(raw, lambda s: (
            f"=IF({c.at(rcode, s)}<0,-1,IF({c.at(on, s)}=0,0,IF({c.at(rcode, s)}=0,{V.PEND},"
            f"IF({c.at(rcode, s)}<=3,{V.GAME},{c.at(rcode, s)}-2))))" if s < games else
            f"=IF(OR(A{ROW}>{NU},MOD({NU},2)=0),0,{odd_bye})"))
        # the round of each slot (circle method), the rounds that count
        rnd = c.block("round (Berger tables)", "ronda (tablas de Berger)", S)
        a = f"(A{ROW}-1)"

        def rn(s: int) -> str:
            cyc, b = (s // n, str(s % n)) if s < games else (s - games, f"{NU}")
            lo, hi = f"MIN({a},{b})", f"MAX({a},{b})"
            r = f"IF({lo}=0,MOD(-{hi},{Mv}),MOD(-({a}+{b})*({Mv}+1)/2,{Mv}))"
            return f"=IF(AND({c.at(raw, s)}=0,{c.at(on, s)}=0,{'1' if s < games else '0'}),0,{cyc}*{Mv}+{r}+1)"
        c.put(rnd, rn)
        withres = c.block("round with a result", "ronda con resultado", S)
        c.put(withres, lambda s: f"=IF(AND({c.at(raw, s)}>={V.GAME},{c.at(raw, s)}<={V.FL}),{c.at(rnd, s)},0)")
        latest = c.block("latest round with a result", "última ronda con resultado")
        c.put(latest, f"=MAX({c.row(withres)})")
        self.K = c.scalar("rounds that count", "rondas que cuentan", f"=MAX({c.column(latest)})")
        K = c.at(self.K)
        # both sides of every game agree
        jk = c.block("opponent's kind", "tipo del rival", S)

        every = f"${raw.letter(0)}${c.first_row}:${raw.letter(games - 1)}${c.last_row}"

        def jks(s: int) -> str:
            # the opponent's slot against this player: his row, the column of (cycle, this player)
            return "=0" if s >= games else f"=IF({c.at(on, s)}=0,0,INDEX({every},{s % n + 1},{(s // n) * n}+A{ROW}))"
        c.put(jk, jks)
        err = c.block("mistake (3 result, 4 pairing)", "error (3 resultado, 4 pareo)", S)

        def er(s: int) -> str:
            k, j = c.at(raw, s), c.at(jk, s)
            agree = (f"OR(AND({k}={V.GAME},{j}={V.GAME}),AND({k}={V.PEND},{j}={V.PEND}),AND({k}={V.FW},{j}={V.FL}),"
                     f"AND({k}={V.FL},{j}={V.FW}),AND({k}={V.FL},{j}={V.FL}),AND({k}={V.FW},{j}={V.FW}))")
            return f"=IF({k}=-1,3,IF({c.at(on, s)}=0,0,IF({agree},0,4)))"
        c.put(err, er)
        self.ERR = err
        self._cell_errors(err, lambda s, code: f"{self.inp.first_col}+{s}")
        zero = c.block("no colour", "sin color", S)
        c.put(zero, "=0")
        self.CK = self.JC = zero
        # the kind and points of each round that counts
        kind = c.block("kind", "tipo", S)
        self.KF = kind
        c.put(kind, lambda s: f"=IF(OR({c.at(rnd, s)}>{K},{c.at(raw, s)}<0),0,{c.at(raw, s)})")
        pts = c.block("points", "puntos", S)
        self.P = pts
        c.put(pts, lambda s: self.points_formula(c.at(kind, s), c.at(rcode, s)))

    def points_formula(self, kind: str, result: str) -> str:
        """The points of a round of ``kind`` (:mod:`.vocabulary`'s codes) with ``result`` (1 win,
        2 draw, 3 loss): :meth:`xl_tiebreaks.model.ScoreSystem.points`."""
        c = self.c
        W, D, L = c.at(self.WIN), c.at(self.DRAW), c.at(self.LOSS)
        z = c.at(self.ZPBV)
        game = f"CHOOSE(MAX(1,MIN(3,{result})),{W},{D},{L})"
        return (f"=CHOOSE({kind}+1,0,{game},{W},{L},{c.at(self.PABV)},{c.at(self.FPBV)},{c.at(self.HPBV)},"
                f"{z},{z},{z},0)")

    # the rounds that count --------------------------------------------------------------------
    def rounds_that_count(self) -> None:
        c, S = self.c, self.S
        results, pend = self._round_blocks
        auto = f"MAX({c.slot_values(results)})"
        named = self.setting("round")
        if named:
            k = f'IF(TRIM({named}&"")="",{auto},IF(AND(ISNUMBER({named}),NOT(ISTEXT({named}))),MIN(INT({named}),{S}),{auto}))'
            # check_named_round: a round with results counts; pairings without results, or
            # byes of only some players, do not
            row = self.inp.settings_rows["round"]
            state = f"INDEX({c.slot_values(pend)},1,{named})"
            bad = (f'IF(TRIM({named}&"")="","",IF(NOT(AND(ISNUMBER({named}),NOT(ISTEXT({named})))),"",IF({named}<1,"",IF({named}>{S},"x",'
                   f'IF({state}>0,"x","")))))')
            self.checks.append(f'IF({bad}="","",{self.msg("na_round", cell=literal(f"{self.inp.settings_sheet}!B{row}"), text=named + chr(38) + chr(34) * 2)})')
        else:
            k = auto
        self.K = c.scalar("rounds that count", "rondas que cuentan", f"={k}")
        K = c.at(self.K)
        raw = self.KR
        # the kind of each round that counts: a blank in a round that took place is an absence,
        # a withdrawal counts as one too (C.07 art. 16.1)
        kind = c.block("kind", "tipo", S)
        self.KF = kind
        c.put(kind, lambda s: (
            f"=IF({c.slot_no(kind, s)}>{K},0,IF({c.at(raw, s)}=0,"
            f"IF({c.slot_value(raw, s)}=1,{V.ABS},0),IF({c.at(raw, s)}={V.WD},{V.ABS},"
            f"IF({c.at(raw, s)}<0,0,{c.at(raw, s)}))))"))
        pts = c.block("points", "puntos", S)
        self.P = pts
        c.put(pts, lambda s: self.points_formula(c.at(kind, s), c.at(self.RK, s)))

    # scores ------------------------------------------------------------------------------------
    def scores(self) -> None:
        c, S = self.c, self.S
        kind, pts = self.KF, self.P
        self.SC = c.block("score", "puntuación")
        c.put(self.SC, f"=SUM({c.row(pts)})")
        last = c.block("last available round", "última ronda disponible")
        nv = c.block("available round", "ronda disponible", S)
        c.put(nv, lambda s: (f"=IF(OR({c.at(kind, s)}={V.GAME},{c.at(kind, s)}={V.FW},{c.at(kind, s)}={V.PAB},"
                             f"{c.at(kind, s)}={V.FPB}),{c.slot_no(nv, s)},0)"))
        c.put(last, f"=MAX({c.row(nv)})")
        self.ADJ = c.block("score as an opponent (art. 16.3)", "puntuación como rival (art. 16.3)")
        req = f"(({c.row(kind)}={V.HPB})+({c.row(kind)}={V.ZPB})+({c.row(kind)}={V.ABS}))"
        c.put(self.ADJ, (f"=IF({c.at(self.SWISS)}=1,{c.at(self.SC)}+SUMPRODUCT(({c.slots(kind)}>{c.at(last)})*{req}*"
                         f"({c.at(self.DRAW)}-{c.row(pts)})),{c.at(self.SC)})"))
        # what the tie-breaks read of each round's opponent
        self.OA = c.block("opponent's adjusted score", "puntuación ajustada del rival", S)
        c.put(self.OA, lambda s: (f"=IF(AND({c.at(self.ON, s)}>0,{c.at(kind, s)}>=1,{c.at(kind, s)}<=3),"
                                  f"INDEX({c.column(self.ADJ)},{c.at(self.ON, s)}),0)"))
        self.GAMES = c.block("games over the board", "partidas jugadas")
        c.put(self.GAMES, f"=COUNTIF({c.row(kind)},{V.GAME})")

    # tie-breaks --------------------------------------------------------------------------------
    def tiebreaks(self) -> None:
        TieBreaks(self).build()

    def ranking(self) -> None:
        rank_players(self)

    def status(self) -> None:
        """The first of the checks' messages, ``""`` when all is well: each check in its own
        cell, then a chain of cells each taking its check's message or the next one's (so that
        no formula nears Excel's 8,192 characters)."""
        c = self.c
        cells = [c.scalar(f"check {i + 1}", f"comprobación {i + 1}", "=" + check) for i, check in enumerate(self.checks)]
        nxt = '""'
        chain = []
        for i, cell in reversed(list(enumerate(cells))):
            b = c.scalar(f"first message from check {i + 1}", f"primer mensaje desde la comprobación {i + 1}",
                         f'=IF({c.at(cell)}<>"",{c.at(cell)},{nxt})')
            nxt = c.at(b)
            chain.append(b)
        self.STATUS = c.scalar("message (blank: all is well)", "mensaje (vacío: todo bien)", f"={nxt}")

    # the warnings block ------------------------------------------------------------------------
    def warning_lines(self) -> None:
        """The lines of the block of rules and warnings under the tables (issue 34): each a
        formula on the workings sheet giving ``""`` or a line, as the core's reader and
        standings note them (``check`` says the same): the C.07 edition the values follow, how
        the typed numbers are read (scored otherwise than 1 / ½ / 0), results of a game that do
        not add up to one game (kept as written), a round left blank that others played (read
        as an absence), players without a rating when no rating for the unrated is set (the
        rating tie-breaks left empty). ``self.WARNINGS``: their scalar blocks, in order."""
        c, S = self.c, self.S
        lines = []
        sheet = self.inp.settings_sheet
        R, E = c.at(self.RULES), c.at(self.EDITION)
        rrow, drow = self.inp.settings_rows.get("rules"), self.inp.settings_rows.get("date")
        where = f'IF({R}>0,{literal(f"{sheet}!B{rrow}")},{literal(f"{sheet}!B{drow}")})'
        # (no edition claimed when the rules are refused, or chosen by a date that was not read:
        # the block says why above, the core computes nothing)
        silent = f"{R}<0"
        if getattr(self, "DATE_STATE", None) is not None:
            silent = f"OR({R}<0,AND({R}=0,{c.at(self.DATE_STATE)}<0))"
        lines.append(("edition", "edición", f'=IF({silent},"",{self.msg("na_w_edition", cell=where, edition=E)})'))
        odd, column_of, g_cell, p_cell, scoring = self._odd
        N = c.at(self.NOTATION)
        lines.append(("notation", "notación", f'=IF({c.at(self.CLASSIC)}=1,"",IF({N}=1,{self.msg("na_w_games", scoring=scoring)},'
                                              f'IF({N}=2,{self.msg("na_w_points", scoring=scoring)},"")))'))
        area = lambda b: f"${b.letter(0)}${c.first_row}:${b.letter(b.width - 1)}${c.last_row}"  # noqa: E731
        count = f"IF({N}=2,SUM({area(odd['points'])}),SUM({area(odd['games'])}))"
        cell = f"IF({N}=2,{p_cell},{g_cell})"
        lines.append(("results not a game", "resultados que no suman",
                      f'=IF(OR({N}<0,{count}=0),"",{self.msg("na_w_odd", cell=cell, count=count)})'))
        if self.BLANK is not None:
            flag = c.block("blank in a round others played", "vacía en una ronda que otros jugaron", S)
            c.put(flag, lambda s: (f"=IF(AND(A{ROW}<={c.at(self.NU)},{c.at(self.BLANK, s)}=1,{c.slot_no(flag, s)}<={c.at(self.K)},"
                                   f"{c.slot_value(self.KR, s)}=1),1,0)"))
            bcell = self._first_flagged(flag, lambda s: f"{self.inp.first_col}+3*{s}", "blank round", "ronda vacía")
            bcount = f"SUM({area(flag)})"
            lines.append(("blank game", "partida vacía", f'=IF({bcount}=0,"",{self.msg("na_w_blank", cell=bcell, count=bcount)})'))
        rating_codes = [s.text for s in self.specs if s.code in ("ARO", "TPR", "PTP", "APRO", "APPO")]
        urow = self.inp.settings_rows.get("unrated")
        if rating_codes and urow:
            r = f"{self.inp.ratings}{ROW}"
            un = c.block("used and unrated", "usado y sin Elo")
            c.put(un, f'=IF(A{ROW}>{c.at(self.NU)},0,IF(AND(ISNUMBER({r}),NOT(ISTEXT({r}))),IF({r}>0,0,1),IF(TRIM({r}&"")="",1,0)))')
            n_un = f"SUM({c.column(un)})"
            lines.append(("unrated", "sin Elo", f'=IF(OR({c.at(self.UNRATED)}<>"",{n_un}=0),"",'
                          f'{self.msg("na_w_unrated", cell=literal(f"{sheet}!B{urow}"), count=n_un, codes=literal(" ".join(rating_codes)))})'))
        lines.extend(self._bye_lines())
        needs = [s.text for s, v in zip(self.specs, self.values) if v is None]
        if needs:  # (the columns of these say the short text only)
            lines.append(("needs the add-in", "necesita el complemento",
                          "=" + self.msg("na_w_needs_addin", codes=literal(" ".join(needs)))))
        # the first mistake, whole (the computed cells say the short text only: issue 34 item 5)
        lines.insert(0, ("the first mistake", "el primer error", f"={c.at(self.STATUS)}"))
        self.WARNINGS = [c.scalar(f"warning: {en}", f"aviso: {es}", f) for en, es, f in lines]

    def _bye_lines(self) -> list[tuple[str, str, str]]:
        """A line per bye value typed that differs from the result it stands for under the
        event's scoring, as the core says it (:func:`xl_tiebreaks.standings.bye_points_notes`,
        the workbook's wording ``warn_bye_points_cell``, named at the bye's cell): a
        pairing-allocated or full-point bye other than a win, a half-point bye other than a draw
        (issue 34 item 8). A blank value is worth its result (:meth:`settings_scalars`), so it
        says nothing; a typed value is kept (the points above use it), never overridden."""
        c, sheet = self.c, self.inp.settings_sheet
        W, D, L = (c.at(b) for b in (self.WIN, self.DRAW, self.LOSS))
        scoring = f'{W}&"/"&{D}&"/"&{L}'
        out = []
        for role, key, like, worth in (("bye", "pab", "win", W), ("full_bye", "full_bye", "win", W),
                                       ("half_bye", "half_bye", "draw", D)):
            ref = self.setting(role)
            if ref is None:
                continue
            where = literal(f"{sheet}!B{self.inp.settings_rows[role]}: ")
            n = self._typed(role)  # (a number, or a text the core reads as one: '0,5', '½')
            line = self.msg("warn_bye_points_cell", bye=literal(self.w[f"w_bye_points_{key}"]), value=f"{n}&\"\"",
                            like=literal(self.w[f"w_bye_like_{like}"]), worth=f"{worth}&\"\"", scoring=scoring)
            out.append((f"bye value: {key}", f"valor del bye: {key}",
                        f'=IF(ISNUMBER({n}),IF({n}<>{worth},{where}&{line},""),"")'))
        return out
