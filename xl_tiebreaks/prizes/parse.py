"""Reading prize rules: from cells (the Premios / Prizes sheet, the functions' ranges) and from a
prize file (the command line), both into one :class:`~xl_tiebreaks.prizes.model.PrizeRules`.

The rules are three tables; a sheet holds them as cells, a prize file as sections of lines:

* **rules** (key, value): ``acumulables`` / ``cumulative`` (sí / no), ``preferencia`` /
  ``priority`` (importe / amount, importe categoría / amount category, lista / list),
  ``empates`` / ``ties`` (desempate / tiebreak, reparto / split, hort, uscf), ``redondeo`` /
  ``rounding`` (0.01, 1), ``redondeo_cada_parte`` / ``round_each_share``, ``moneda`` /
  ``currency``, ``titulados_solo_general`` / ``titled_general_only`` (GM, IM; sí: any title),
  ``presencia`` / ``presence`` (pierde / lose, corre / next), ``sub_incluye`` /
  ``sub_inclusive``, ``fecha_edad`` / ``age_date``, ``elo`` / ``rating`` (the player data
  columns whose rating decides a band: ``FIDE rapid > FIDE > FEDA``, ``mayor(FIDE, FEDA)``),
  ``elo_sin_elo`` / ``unrated_rating`` (the rating unrated players count at in the bands),
  ``fondo`` / ``fund`` (the announced total, checked), ``datos_faltantes`` / ``missing_data``
  (indeterminado / undetermined, no opta / not eligible: what a player without the data a
  category reads means), ``trofeos`` / ``trophies`` (como premio / as prize, puesto real /
  real place, uno por jugador / one per player: trophies with their prize or apart from money),
  ``clasificacion_publicada`` / ``published_standings`` (the range of a pasted published
  standings list the Premios sheet allocates from: ``Final!A3:L230``);
* **categories** (name, conditions): ``Sub-1800 = elo < 1800``, ``Veteranos = edad >= 65``,
  ``Femenino = sexo F``, ``Local = club CA Roquetas``, ``Sub-16 = nacidos >= 2010; mínimo 5``;
* **prizes** (list, place, amount, other, notes): ``General 1 = 350 € + Trofeo``,
  ``General 6-10 = 40``, ``Sub-1800 1 = 60``, ``Femenino 1 = 50; acumulable``,
  ``General 1 = 500; no compartido`` (a play-off decides it).

A prize file::

    [reglas]
    acumulables = no
    empates = desempate
    [categorías]
    Sub-1800 = elo < 1800
    [premios]
    General 1 = 350 € + Trofeo
    Sub-1800 1 = 60

Every mistake names its cell (or its file and line) as the organiser sees it. Pure Python.
"""

from __future__ import annotations

import datetime as _dt
import re
from fractions import Fraction
from typing import Any, Callable, Sequence

from ..errors import TiebreakError, gather
from ..names import fold
from ..validate import shown
from .model import GENERAL, Category, Condition, Prize, PrizeRules, Where, key_of

#: a cell's place: (row, column) of the table -> where it is in the organiser's words
PlaceOf = Callable[[int, int], Where]

# ---------------------------------------------------------------------------------------------
# words


def _squash(v: Any) -> str:
    return re.sub(r"[\s_\-.·'’]", "", fold(v))


_RULE_KEYS = {
    "cumulative": ("acumulables", "acumulable", "acumular", "premiosacumulables", "cumulative", "stack", "stacking"),
    "priority": ("preferencia", "prioridad", "orden", "priority", "preference"),
    "ties": ("empates", "empate", "enempate", "ties", "tie", "tiedplayers"),
    "rounding": ("redondeo", "redondear", "rounding", "roundto", "round"),
    "round_each": ("redondeocadaparte", "redondeacadaparte", "cadaparte", "roundeachshare", "roundeach", "eachshare"),
    "currency": ("moneda", "divisa", "currency"),
    "titled_general": ("titulados", "tituladossologeneral", "tituladossolopremiosgenerales", "titledgeneralonly",
                       "titled", "titledonlygeneral"),
    "presence": ("presencia", "presente", "asistencia", "presence", "ceremony", "ceremonia"),
    "sub_inclusive": ("subincluye", "subincluyeellimite", "subinclusive", "underinclusive", "subincluido"),
    "age_date": ("fechaedad", "edadalafecha", "edadfecha", "agedate", "ageon", "agesdate"),
    "rating": ("elo", "rating", "listaelo", "ratinglist", "ratings", "elos"),
    "fund": ("fondo", "fondodepremios", "bolsa", "total", "fund", "prizefund"),
    "general_excludes": ("generalexcluye", "excluidosdelageneral", "fueradelageneral", "sinopcionageneral",
                         "solocategoria", "generalexcludes", "excludedfromgeneral", "notingeneral", "categoryonly"),
    "pool_lists": ("bolsalistas", "bolsaporlista", "repartoentrelistas", "repartolistas", "poollists",
                   "poolacrosslists", "poolbylist", "sharingacrosslists"),
    "missing_data": ("datosfaltantes", "faltandatos", "sindatos", "datosquefaltan", "missingdata", "missing",
                     "nodata", "withoutdata"),
    "published": ("clasificacionpublicada", "clasificacionfinal", "rangoclasificacion", "publishedstandings",
                  "publishedlist", "standingslist", "finalranking"),
    "trophies": ("trofeos", "trofeo", "trofeosacumulables", "reglatrofeos", "trophies", "trophy",
                 "trophyrule", "trophiesstack"),
    "unrated_rating": ("elosinelo", "sinelo", "elodelossinelo", "unratedrating", "unrated", "ratingofunrated"),
}
_RULE_BY_WORD = {w: k for k, ws in _RULE_KEYS.items() for w in ws}

_YES = frozenset({"si", "s", "yes", "y", "true", "verdadero", "1", "x"})
_NO = frozenset({"no", "n", "false", "falso", "0"})

_PRIORITY_WORDS = {
    "amount": ("importe", "mayorimporte", "cuantia", "mayorcuantia", "valor", "mayorvalor", "amount", "highest",
               "highestamount", "value", "importegeneral", "amountgeneral", "importegeneralprimero",
               "amountgeneralfirst"),
    "amount_category": ("importecategoria", "importecategoriaprimero", "importecategorias", "amountcategory",
                        "amountcategoryfirst", "cuantiacategoria", "importetramo"),
    "list": ("lista", "orden", "ordendelalista", "ordenlista", "list", "listorder", "order", "general",
             "generalprimero", "generalfirst", "clasificacion", "riguroso"),
}
_TIES_WORDS = {
    "tiebreak": ("desempate", "desempates", "tiebreak", "tiebreaks", "sinreparto", "noreparto", "norepartir",
                 "noshare", "noshared", "nosplit"),
    "split": ("reparto", "repartir", "repartidos", "partesiguales", "split", "share", "shared", "equal", "pool",
              "bolsa", "sistemabolsa"),
    "hort": ("hort", "sistemahort", "hortsystem"),
    "uscf": ("uscf", "uschess", "32b3", "regla32b3", "rule32b3"),
}
_MISSING_WORDS = {
    "undetermined": ("indeterminado", "indeterminada", "sindeterminar", "pendiente", "undetermined", "unknown",
                     "pending"),
    "not_eligible": ("noopta", "noelegible", "fuera", "fueradelacategoria", "excluido", "noteligible", "excluded",
                     "leftout", "out"),
}
_POOL_WORDS = {
    "across": ("todas", "todaslaslistas", "entrelistas", "juntas", "across", "acrosslists", "all", "alllists",
               "together"),
    "same": ("misma", "mismalista", "cadalista", "porlista", "separadas", "same", "samelist", "eachlist", "bylist",
             "apart"),
}
#: a range as typed for the rule ``published`` (``Final!A3:L230``, ``'Clasificación final'!A3:L230``)
_RANGE_TEXT = re.compile(r"(?:'(?:[^']|'')+'|[^!'\s][^!']{0,99})!\$?[A-Za-z]{1,3}\$?\d{1,7}(?::\$?[A-Za-z]{1,3}\$?\d{1,7})?")
_TROPHY_WORDS = {
    "with_prize": ("comopremio", "comounpremio", "premio", "unpremiomas", "normal", "asprize", "asaprize",
                   "prize", "withprize", "likeaprize"),
    "real_place": ("puestoreal", "puesto", "porpuesto", "clasificacionreal", "siguenelpuesto", "realplace",
                   "place", "byplace", "followplace", "followtheplace"),
    "one_per_player": ("unoporjugador", "untrofeoporjugador", "unporjugador", "unsolotrofeo", "oneperplayer",
                       "onetrophyperplayer", "onetrophy"),
}
_PRESENCE_WORDS = {
    "lose": ("pierde", "pierdeelpremio", "obligatoria", "obligatorio", "si", "yes", "lose", "lost", "forfeit",
             "required", "void", "desierto"),
    "next": ("corre", "siguiente", "pasaalsiguiente", "next", "nextplayer", "passesdown", "goesdown"),
    None: ("no", "n", "", "noobligatoria", "notrequired"),
}


def _word(v: Any, table: dict) -> Any:
    t = _squash(v)
    for k, ws in table.items():
        if t in ws:
            return k
    raise KeyError(t)


def yes_no(v: Any) -> bool | None:
    """A yes / no cell (sí, no, yes, x, TRUE, 1...); ``None`` when it is neither."""
    if isinstance(v, bool):
        return v
    if isinstance(v, (int, float)) and v in (0, 1):
        return bool(v)
    t = _squash(v)
    if t in _YES:
        return True
    if t in _NO:
        return False
    return None


# ---------------------------------------------------------------------------------------------
# money

_MONEY_STRIP = re.compile(r"(€|eur(os?)?|\$|usd|£|gbp|chf|pesos?|mxn|ars|clp|cop|pen|dolares|dollars?)", re.I)


#: the decimal places an amount may have: cents (a currency's smallest coin)
CENT_PLACES = 2
#: the longest amount read (characters, separators and cents included): a trillion typed
#: ``1.000.000.000.000,00`` is 21; anything longer is no amount, its echo cut
MAX_AMOUNT_CHARS = 24


#: the most prizes a prize list may hold, a place range counted one per place (``General 1-999``
#: is 999): far above any event's list (the largest published, the Isle of Man's, has 40), and
#: allocated within a second or two however many players there are (benchmarks/prizes_bound.py)
MAX_PRIZES = 2000


class AmountError(ValueError):
    """An amount typed with more decimal places than cents (``100.123``, ``0.004``): the
    one reading of an amount refuses it rather than round it (a prize is paid to the cent)."""


def money(v: Any) -> Fraction | None:
    """An amount as typed, exactly: ``350``, ``350 €``, ``1.000 €``, ``62,50``, ``62.5``,
    ``$1,379``; ``None`` when the cell is no amount. The one amount parser of every path (a
    prize file, the Prizes sheet read from a workbook, ``PRIZE_LIST`` / ``PLAYER_PRIZE`` in
    every host): text is read as a decimal (never through a float), a number cell by the 15
    significant digits a spreadsheet keeps and shows (``0.1`` is 1/10; a formula's
    ``0.30000000000000004`` is 0.3).

    Thousands: a dot or comma followed by exactly three digits separates thousands only when
    the group before it is a number of 1 to 3 digits that does not start with 0 (``1.000``,
    ``12.500.000``, ``$1,379``); ``0.005`` is a decimal. Otherwise the last mark is the
    decimal one (``1.000,50``, ``1,000.50``).

    Raises:
        AmountError: more decimal places than :data:`CENT_PLACES` (``100.123456789``,
            ``0.004``): refused, never rounded.
    """
    from decimal import Decimal, InvalidOperation

    if isinstance(v, bool):
        return None
    if isinstance(v, int):
        return Fraction(v) if abs(v) < 10**15 else None
    if isinstance(v, float):
        if v != v or v in (float("inf"), float("-inf")) or abs(v) >= 1e15:
            return None
        d = Decimal(f"{v:.15g}")  # as the cell shows it: 15 significant digits (=0.1+0.2 is 0.3)
    elif isinstance(v, Fraction):
        d = None
        f = v
    else:
        t = _MONEY_STRIP.sub("", str(v)[:4 * MAX_AMOUNT_CHARS]).strip().replace(" ", "").replace("\u00a0", "")
        if not t or len(t) > MAX_AMOUNT_CHARS or not t.isascii() or not re.fullmatch(r"\d[\d.,]*", t):
            return None
        if re.fullmatch(r"[1-9]\d{0,2}(?:\.\d{3})+|[1-9]\d{0,2}(?:,\d{3})+", t):
            t = re.sub(r"[.,]", "", t)  # 1.000, 1,379, 12.500.000: thousands
        elif "." in t and "," in t:
            dec = "." if t.rfind(".") > t.rfind(",") else ","
            t = t.replace("," if dec == "." else ".", "").replace(dec, ".")
        else:
            t = t.replace(",", ".")
        if t.count(".") > 1:
            return None
        try:
            d = Decimal(t)
        except InvalidOperation:  # pragma: no cover (the pattern above admits only decimals)
            return None
    if d is not None:
        if d.as_tuple().exponent < -CENT_PLACES and d != d.quantize(Decimal(1).scaleb(-CENT_PLACES)):
            raise AmountError(v)
        f = Fraction(d)
    if abs(f) >= 10**15:  # (as a number cell: beyond what a spreadsheet keeps to the cent)
        return None
    if (f * 10**CENT_PLACES).denominator != 1:
        raise AmountError(v)
    return f


def _int(v: Any) -> int | None:
    """A whole number typed as a number or as digits (the readers' one rule), else ``None``."""
    from ..readers.labels import int_value

    if isinstance(v, str) and len(v.strip()) > 18 or isinstance(v, int) and not -10**18 < v < 10**18:
        return None  # (no place, year or rating is that long: never Python's own digit limit)
    return int_value(v)


# ---------------------------------------------------------------------------------------------
# categories' conditions

_CMP = r"(<=|>=|=<|=>|<|>|=|≤|≥)"
_NUM_RANGE = re.compile(r"^(\d+)\s*(?:-|–|a|to|al)\s*(\d+)$")
_WORDS_F = ("f", "w", "mujer", "mujeres", "femenino", "femenina", "fem", "femina", "female", "women", "woman",
            "damas", "dama", "chicas", "girls")
_WORDS_M = ("m", "hombre", "hombres", "masculino", "male", "men", "man", "open")


def _cmp_bounds(op: str, n: int) -> tuple[int | None, int | None]:
    op = {"=<": "<=", "=>": ">=", "≤": "<=", "≥": ">="}.get(op, op)
    if op == "<":
        return None, n - 1
    if op == "<=":
        return None, n
    if op == ">":
        return n + 1, None
    if op == ">=":
        return n, None
    return n, n


def _bounds(text: str) -> tuple[int | None, int | None] | None:
    """``< 1800``, ``>= 65``, ``1600-1799``, ``2010``, ``2010 o posteriores`` -> inclusive bounds."""
    t = text.strip()
    m = re.fullmatch(_CMP + r"\s*(\d+)", t)
    if m:
        return _cmp_bounds(m.group(1), int(m.group(2)))
    m = _NUM_RANGE.match(t)
    if m:
        a, b = sorted((int(m.group(1)), int(m.group(2))))
        return a, b
    m = re.fullmatch(r"(?:en\s+|in\s+)?(\d+)\s*(?:y|o|and|or)?\s*(posteriores|despues|mas|later|after|younger|"
                     r"anteriores|antes|menos|earlier|before|older)?", t)
    if m:
        n = int(m.group(1))
        w = m.group(2) or ""
        if w in ("posteriores", "despues", "later", "after", "younger"):
            return n, None
        if w in ("anteriores", "antes", "earlier", "before", "older"):
            return None, n
        if w in ("mas",):
            return n, None
        if w in ("menos",):
            return None, n
        return n, n
    return None


def _list_values(text: str) -> tuple[str, ...]:
    return tuple(x for x in (_squash(p) for p in re.split(r"[,/|]|\s+(?:y|o|and|or)\s+", text)) if x)


_HIGHEST = r"(?:mayor|maximo|max|highest|el mayor|the highest)\s*(?:de|of)?\s*"


def _highest_group(inner: str) -> tuple[str, ...]:
    return tuple(x for x in (key_of(p) for p in re.split(r"[,;/]|\s+(?:y|and|o|or)\s+", inner)) if x)


def _rating_lists(text: str) -> tuple[tuple[str, ...], bool, tuple[tuple[str, ...], ...]]:
    """The rating lists that decide a band: (every list named, in order; the highest of them
    rather than the first one a player has; the fallback chain, each step the highest of its
    lists). ``FIDE rapid > FIDE > FEDA`` (the first one a player has), ``mayor(FIDE, FEDA)`` /
    ``max FIDE, FEDA`` / ``highest of FIDE, FEDA`` (the highest), and both in one rule:
    ``mayor(FIDE, FEDA, FADA) > FIDE rapid`` ("the highest of FIDE, national and regional, else
    the rapid list")."""
    t = fold(text).strip()
    m = re.fullmatch(_HIGHEST + r"\(?([^()]*?)\)?", t)
    if m:
        group = _highest_group(m.group(1))
        return group, True, (group,) if group else ()
    groups: list[tuple[str, ...]] = []

    def keep(mm: re.Match) -> str:
        groups.append(_highest_group(mm.group(1)))
        return f" @{len(groups) - 1}@ "
    t = re.sub(_HIGHEST + r"\(([^()]*)\)", keep, t)
    chain: list[tuple[str, ...]] = []
    for part in re.split(r">|,|;|\bsi no\b|\belse\b|\botherwise\b", t):
        p = part.strip()
        g = re.fullmatch(r"@(\d+)@", p)
        if g:
            if groups[int(g.group(1))]:
                chain.append(groups[int(g.group(1))])
        elif "@" in p:
            return (), False, ()  # a group with words around it: not a list we can read
        elif key_of(p):
            chain.append((key_of(p),))
    flat = tuple(x for step in chain for x in step)
    return flat, False, tuple(chain)


def condition(text: str, *, sub_inclusive: bool = False) -> Condition | None:
    """One condition as typed in a category's cell, or ``None`` when it is no condition we know.

    Rating bands: ``elo < 1800``, ``elo 1600-1799``, ``Sub-1800`` / ``U1800`` (below 1800; with
    ``sub_inclusive`` 1800 or less), ``<= 2300``, ``2000+``, ``elo(FEDA) < 1800``; unrated:
    ``sin elo`` / ``unrated``. Ages (calendar-year: the year of the reference date minus the
    birth year): ``edad <= 12``, ``Sub-12`` / ``U12`` (12 or less), ``+65`` / ``S65`` / ``65+``
    (65 or more), ``edad 50-64``; birth years: ``nacidos >= 2010``, ``nacidos 1972 o
    anteriores``, ``born 2008-2011``. ``sexo F`` / ``mujeres`` / ``women``; ``fed ESP, AND``;
    ``club CA Roquetas``; ``grupo Local`` (the player's category cell); ``título GM, IM``,
    ``sin título``; ``mínimo 5`` (entrants the category needs for its prizes); ``1 premio cada 10``
    / ``1 prize per 10 entrants`` (one place per 10 entrants), ``premios 5:1, 10:2, 20:3`` /
    ``places 5:1, 10:2, 20:3`` (entrants -> places awarded)."""
    from ..categories import _BAND_UNDER, rating_band

    raw = str(text).strip()
    t = re.sub(r"\s+", " ", fold(raw)).strip()
    if not t:
        return None
    m = re.fullmatch(r"(?:min|minimo|minimum|min\.)\s*(?:de\s*)?(\d+)(?:\s*(?:jugadores|participantes|inscritos|"
                     r"entrants|players|participants))?", t)
    if m:
        return Condition("min", lo=int(m.group(1)), text=raw)
    # places scaled by entries: "1 premio cada 10 participantes", "un premio por cada 10",
    # "1 prize per 10 entrants"; a table "premios 5:1, 10:2, 20:3" / "places 5:1, 10:2, 20:3"
    m = re.fullmatch(r"(?:1|un|one|a)\s*(?:premio|puesto|plaza|prize|place)\s*(?:por\s*cada|cada|por|per|for\s*every|"
                     r"every)\s*(\d+)(?:\s*(?:jugadores|participantes|inscritos|entrants|players|participants|"
                     r"entries))?", t)
    if m and 1 <= int(m.group(1)) <= 9999:
        return Condition("per", lo=int(m.group(1)), text=raw)
    m = re.fullmatch(r"(?:premios|puestos|plazas|prizes|places)\s*:?\s*((?:\d+\s*:\s*\d+\s*,?\s*)+)", t)
    if m:
        rows = re.findall(r"(\d+)\s*:\s*(\d+)", m.group(1))
        pairs = sorted((int(a), int(b)) for a, b in rows)
        if all(1 <= a <= 9999 and 0 <= b <= 999 for a, b in pairs) and len({a for a, _b in pairs}) == len(pairs):
            return Condition("places", values=tuple(f"{a}:{b}" for a, b in pairs), text=raw)
    if t in ("sin elo", "sin rating", "sin elo fide", "unrated", "no rating", "no elo", "sin valoracion"):
        return Condition("unrated", text=raw)
    if t in ("sin titulo", "no titulados", "untitled", "no title", "sin titulos"):
        return Condition("untitled", text=raw)
    if t in _WORDS_F or t in _WORDS_M:
        return Condition("sex", values=("f",) if t in _WORDS_F else ("m",), text=raw)
    m = re.fullmatch(r"(sexo|sex|genero|gender)\s*[:=]?\s*(\w+)", t)
    if m:
        w = m.group(2)
        if w in _WORDS_F or w in _WORDS_M:
            return Condition("sex", values=("f",) if w in _WORDS_F else ("m",), text=raw)
        return None
    for fld, words in (("fed", ("fed", "federacion", "federation", "pais", "country")),
                       ("club", ("club", "clubes", "clubs", "equipo")),
                       ("group", ("grupo", "group", "categoria", "category", "cat", "marca", "tag")),
                       ("title", ("titulo", "titulos", "title", "titles", "titulados"))):
        m = re.fullmatch(r"(%s)\s*[:=]?\s*(.+)" % "|".join(words), t)
        if m:
            vals = _list_values(m.group(2))
            return Condition(fld, values=vals, text=raw) if vals else None
    m = re.fullmatch(r"(?:nacidos|nacido|nacidas|nacida|nac|born|birth year|year of birth|ano de nacimiento|"
                     r"ano nacimiento|ano)\s*[:=]?\s*(?:en\s+|in\s+)?(.+)", t)
    if m:
        b = _bounds(m.group(1))
        return Condition("born", lo=b[0], hi=b[1], text=raw) if b else None
    m = re.fullmatch(r"(?:edad|age|anos|years)\s*[:=]?\s*(.+)", t)
    if m:
        b = _bounds(m.group(1))
        return Condition("age", lo=b[0], hi=b[1], text=raw) if b and (b[0] or 0) < 130 and (b[1] or 0) < 130 else None
    m = re.fullmatch(r"(?:sub|u|under|menores de|menos de|hasta)\s*-?\s*(\d{1,2})(?:\s*anos)?", t)
    if m:
        return Condition("age", hi=int(m.group(1)), text=raw)
    m = re.fullmatch(r"(?:\+|s|senior|seniors|veteranos?|over|mayores de|mas de)\s*-?\s*(\d{1,2})(?:\s*anos)?|"
                     r"(\d{1,2})\s*\+", t)
    if m:
        return Condition("age", lo=int(m.group(1) or m.group(2)), text=raw)
    m = re.fullmatch(r"(?:elo|rating|rtg|ranking|fide|tramo)\s*(?:\(((?:[^()]|\([^()]*\))*)\))?\s*[:=]?\s*(.*)", t)
    lists: tuple[str, ...] = ()
    highest = False
    chain: tuple[tuple[str, ...], ...] = ()
    band_text = t
    if m:
        if m.group(1):
            lists, highest, chain = _rating_lists(m.group(1))
        band_text = m.group(2).strip()
        if band_text in ("sin elo", "sin rating", "unrated", "0", "none", "ninguno"):
            return Condition("unrated", text=raw)
    band = rating_band(band_text) if band_text else None
    if band is None and band_text:
        m2 = re.fullmatch(_CMP + r"\s*(\d{3,4})", band_text)
        if m2:
            band = _cmp_bounds(m2.group(1), int(m2.group(2)))
    if band is not None:
        lo, hi = band
        if sub_inclusive and _BAND_UNDER.match(band_text.strip()) and hi is not None:
            hi += 1
        return Condition("rating", lo=lo, hi=hi, lists=lists, highest=highest, chain=chain, text=raw)
    return None


def split_conditions(text: Any) -> list[str]:
    """The conditions of a category's cell, one each: separated by ``;``, line breaks, or the
    words ``y`` / ``and`` between two conditions."""
    if text is None:
        return []
    parts = [p.strip() for p in re.split(r"[;\n]+", str(text))]
    return [p for p in parts if p]


# ---------------------------------------------------------------------------------------------
# the tables


def _blank(v: Any) -> bool:
    return v is None or (isinstance(v, str) and not v.strip())


def _cells(rows: Any) -> list[list[Any]]:
    from ..sheet_args import grid

    return grid(rows) if rows is not None else []


_FLAGS_STACK = ("acumulable", "acumulables", "stackable", "cumulative", "ademas", "extra", "encima", "ontop",
                "additional", "adicional")
_FLAGS_UNSHARED = ("nocompartido", "nocompartida", "norepartible", "nosereparte", "sinreparto", "notshared", "unshared",
                   "noshare", "playoff", "desempatealaspartidas", "partidadedesempate", "armageddon")


def _flags(v: Any, where: Where, errors: list[TiebreakError]) -> tuple[bool, bool]:
    stack, shared = False, True
    if _blank(v):
        return stack, shared
    for part in re.split(r"[,;/]+", str(v)):
        w = _squash(part)
        if not w:
            continue
        if w in _FLAGS_STACK:
            stack = True
        elif w in _FLAGS_UNSHARED:
            shared = False
        else:
            errors.append(_err("prize_flag_unknown", where, value=shown(part.strip())))
    return stack, shared


def _err(code: str, where: Where | None, **params: Any) -> TiebreakError:
    if where is None:
        return TiebreakError(code, **params)
    return TiebreakError(code, where[0], location_es=where[1], **params)


def _amount_other(amount: Any, other: Any) -> tuple[Fraction | None, str, bool]:
    """(amount, other, understood) of an amount cell (``350``, ``350 € + Trofeo``, ``Trofeo``)
    and the other cell."""
    others = [] if _blank(other) else [str(other).strip()]
    if _blank(amount):
        return Fraction(0), " + ".join(others), True
    m = money(amount)
    if m is not None:
        return m, " + ".join(others), True
    parts = [p.strip() for p in str(amount).split("+") if p.strip()]
    total: Fraction | None = None
    words = []
    for p in parts:
        mp = money(p)
        if mp is not None:
            if total is not None:
                return None, "", False
            total = mp
        elif re.search(r"\d", p) and not re.search(r"[a-zA-ZÀ-ÿ]{3,}", p):
            return None, "", False
        else:
            words.append(p)
    return (total or Fraction(0)), " + ".join(words + others), True


def _no_amount(v: Any) -> bool:
    try:
        return money(v) is None
    except AmountError:
        return False


def read_rules(
    rules: Any = None, categories: Any = None, prizes: Any = None, *,
    rules_at: PlaceOf | None = None, categories_at: PlaceOf | None = None, prizes_at: PlaceOf | None = None,
) -> PrizeRules:
    """The prize rules of three tables of cells: ``rules`` (key, value), ``categories`` (name,
    conditions) and ``prizes`` (list, place, amount, other, notes). Blank rows are skipped; a
    header row (``Lista`` / ``List``, ``Categoría`` / ``Category``...) is recognised and skipped.
    ``*_at(row, column)`` says where a cell is (0-based within its table) for messages.

    Raises:
        TiebreakError: every mistake found (each naming its cell): ``prize_rule_unknown``,
            ``prize_rule_bad_value``, ``prize_category_empty``, ``prize_condition_unknown``,
            ``prize_category_twice``, ``prize_list_unknown``, ``prize_place_bad``,
            ``prize_amount_bad``, ``prize_amount_cents`` (more decimal places than cents),
            ``prize_rule_twice``, ``prize_flag_unknown``, ``prize_twice``, ``prize_too_many``
            (:data:`MAX_PRIZES`), ``prize_none``.
    """
    def at(f: PlaceOf | None, what: str) -> PlaceOf:
        return f if f is not None else range_place(what)

    r_at, c_at, p_at = at(rules_at, "rules"), at(categories_at, "categories"), at(prizes_at, "prizes")
    errors: list[TiebreakError] = []
    opts: dict[str, Any] = {}
    where: dict[str, Where] = {}
    typed_at: dict[str, Where] = {}  # where each rule's key was typed
    raw_excludes: list[Any] = []  # general_excludes as typed (read again once sub_inclusive is known)
    # rules ----------------------------------------------------------------------------------
    for i, row in enumerate(_cells(rules)):
        row = list(row) + [None, None]
        k, v = row[0], row[1]
        if _blank(k):
            continue
        key = _RULE_BY_WORD.get(_squash(k))
        if key is None:
            if i == 0 and _squash(k) in ("regla", "reglas", "rule", "rules", "clave", "key", "ajuste", "setting"):
                continue  # a header row
            errors.append(_err("prize_rule_unknown", r_at(i, 0), key=shown(str(k).strip())))
            continue
        w = r_at(i, 1)
        if key in typed_at:  # the same rule twice (ties = split, then ties = hort): which one? refused
            first = typed_at[key]
            errors.append(_err("prize_rule_twice", r_at(i, 0), key=shown(str(k).strip()), first=first[0],
                               first_es=first[1]))
            continue
        typed_at[key] = r_at(i, 0)
        where[key] = w
        if _blank(v):  # a blank value: the rule's default
            continue
        if key == "general_excludes":
            raw_excludes[:] = [v]
        try:
            opts[key] = _rule_value(key, v)
        except AmountError:
            errors.append(_err("prize_amount_cents", w, value=shown(v), places=CENT_PLACES))
        except _NeedsQuotes as e:
            errors.append(_err("prize_published_quotes", w, key=shown(str(k).strip()), value=shown(v),
                               quoted=shown(e.quoted)))
        except (KeyError, ValueError):
            errors.append(_err("prize_rule_bad_value", w, key=shown(str(k).strip()), value=shown(v),
                               expected=_EXPECTED[key][0], expected_es=_EXPECTED[key][1]))
    sub_inclusive = bool(opts.get("sub_inclusive", False))
    if sub_inclusive and opts.get("general_excludes"):  # (read as the categories read "sub 1200")
        raw = raw_excludes[0]
        opts["general_excludes"] = tuple(condition(x, sub_inclusive=True) for x in split_conditions(raw))
    # categories -------------------------------------------------------------------------------
    cats: dict[str, Category] = {}
    for i, row in enumerate(_cells(categories)):
        row = list(row) + [None, None]
        name, conds = row[0], row[1]
        if _blank(name) and _blank(conds):
            continue
        if i == 0 and _squash(name) in ("categoria", "categorias", "category", "categories", "nombre", "name"):
            continue
        if _blank(name):
            errors.append(_err("prize_category_no_name", c_at(i, 0), conditions=shown(conds)))
            continue
        key = key_of(name)
        if key in cats or key in ("general", "absoluto", "absoluta", "overall", "open"):
            errors.append(_err("prize_category_twice", c_at(i, 0), name=shown(str(name).strip())))
            continue
        parts = split_conditions(conds)
        if not parts:
            errors.append(_err("prize_category_empty", c_at(i, 1), name=shown(str(name).strip())))
            continue
        got = []
        for p in parts:
            c = condition(p, sub_inclusive=sub_inclusive)
            if c is None:
                errors.append(_err("prize_condition_unknown", c_at(i, 1), name=shown(str(name).strip()), text=shown(p)))
            else:
                got.append(c)
        cats[key] = Category(str(name).strip(), tuple(got), c_at(i, 0))
    # prizes -------------------------------------------------------------------------------------
    out: list[Prize] = []
    seen: dict[tuple[str, int], Where] = {}
    for i, row in enumerate(_cells(prizes)):
        row = list(row) + [None] * 5
        lst, place, amount, other, flags = row[:5]
        if all(_blank(x) for x in (lst, place, amount, other, flags)):
            continue
        if i == 0 and _squash(lst) in ("lista", "list", "categoria", "category", "premio", "prize") and \
                _int(place) is None and _no_amount(amount):
            continue  # a header row
        lst_text = "" if _blank(lst) else str(lst).strip()
        lk = key_of(lst_text)
        general = lk in (GENERAL, "general", "absoluto", "absoluta", "overall", "open")
        if not general and lk not in cats:
            errors.append(_err("prize_list_unknown", p_at(i, 0), name=shown(lst_text),
                               known=", ".join(c.name for c in cats.values()) or "-"))
            continue
        places = _places(place)
        if places is None:
            errors.append(_err("prize_place_bad", p_at(i, 1), value=shown(place)))
            continue
        try:
            amt, oth, ok = _amount_other(amount, other)
        except AmountError:
            errors.append(_err("prize_amount_cents", p_at(i, 2), value=shown(amount), places=CENT_PLACES))
            continue
        if not ok or amt is None or amt < 0:
            errors.append(_err("prize_amount_bad", p_at(i, 2), value=shown(amount)))
            continue
        if amt == 0 and not oth:
            errors.append(_err("prize_amount_none", p_at(i, 2), list=lst_text or "General", place=places[0]))
            continue
        if len(out) + len(places) > MAX_PRIZES:  # counted before a prize is made: the work stays bounded
            errors.append(_err("prize_too_many", p_at(i, 1), n=shown(len(out) + len(places)), most=MAX_PRIZES))
            break
        stack, shared = _flags(flags, p_at(i, 4), errors)
        for pl in places:
            k = ("" if general else lk, pl)
            if k in seen:
                errors.append(_err("prize_twice", p_at(i, 1), list=lst_text or "General", place=pl,
                                   first=seen[k][0], first_es=seen[k][1]))
                continue
            seen[k] = p_at(i, 1)
            out.append(Prize("General" if general and not lst_text else lst_text, pl, amt, oth, stack, shared,
                             len(out), p_at(i, 0)))
    if errors:
        raise gather(errors)
    if not out:  # named at the prize table's first cell (a workbook's Premios!G5), where it has one
        table = _cells(prizes)
        raise _err("prize_none", p_at(0, 0) if table else None)
    _check_places(out)
    rating = opts.get("rating") or ((), False, ())
    return PrizeRules(
        tuple(out), cats, cumulative=bool(opts.get("cumulative", False)), priority=opts.get("priority", "amount"),
        ties=opts.get("ties", "tiebreak"), rounding=opts.get("rounding", Fraction(1, 100)),
        round_each=bool(opts.get("round_each", False)), currency=opts.get("currency", ""),
        titled_general=opts.get("titled_general", ()), presence=opts.get("presence"),
        sub_inclusive=sub_inclusive, age_date=opts.get("age_date"), rating_lists=rating[0],
        rating_highest=rating[1], rating_chain=rating[2], fund=opts.get("fund"), unrated_rating=opts.get("unrated_rating"),
        missing_data=opts.get("missing_data", "undetermined"), general_excludes=opts.get("general_excludes", ()),
        pool_lists=opts.get("pool_lists", "across"), trophies=opts.get("trophies", "with_prize"),
        published=opts.get("published", ""),
        where=where, stated=frozenset(opts))


def range_place(what: str) -> PlaceOf:
    """(row, column) of a function's range -> where it is, in both languages: ``prizes range,
    row 3, column 2`` / ``rango de premios, fila 3, columna 2`` (``what``: ``prizes``,
    ``categories``, ``rules``, ``data``)."""
    from ..texts import text

    def at(r: int, c: int) -> Where:
        return (f"{text('prize_range_' + what, 'en')}, row {r + 1}, column {c + 1}",
                f"{text('prize_range_' + what, 'es')}, fila {r + 1}, columna {c + 1}")
    return at


def _check_places(prizes: list[Prize]) -> None:
    """Every list's places run 1, 2, 3... without a gap (a list with 1st and 3rd but no 2nd is
    a typing mistake)."""
    by: dict[str, list[Prize]] = {}
    for p in prizes:
        by.setdefault(p.list_key if not p.general else "", []).append(p)
    errors = []
    for ps in by.values():
        have = sorted(p.place for p in ps)
        for n, pl in enumerate(have, 1):
            if pl != n:
                first = next(p for p in ps if p.place == pl)
                errors.append(_err("prize_place_gap", first.where, list=first.list or "General", place=pl, missing=n))
                break
    if errors:
        raise gather(errors)


def _places(v: Any) -> list[int] | None:
    n = _int(v)
    if n is not None:
        return [n] if 1 <= n <= 999 else None
    if _blank(v):
        return None
    t = fold(v).strip().rstrip(".ºª°o").strip()
    t = re.sub(r"(?<=\d)\s*(?:º|ª|°|o|st|nd|rd|th)\b", "", t)
    m = _NUM_RANGE.match(t)
    if m:
        a, b = int(m.group(1)), int(m.group(2))
        if 1 <= a <= b <= 999:
            return list(range(a, b + 1))
        return None
    n = _int(t)
    return [n] if n is not None and 1 <= n <= 999 else None


_EXPECTED = {
    "cumulative": ("yes / no", "sí / no"),
    "priority": ("amount, amount category, list", "importe, importe categoría, lista"),
    "ties": ("tiebreak, split, hort, uscf", "desempate, reparto, hort, uscf"),
    "rounding": ("0.01, 1", "0,01, 1"),
    "round_each": ("yes / no", "sí / no"),
    "currency": ("€, $", "€, $"),
    "titled_general": ("GM, IM; yes: any title", "GM, IM; sí: cualquier título"),
    "presence": ("lose, next, no", "pierde, corre, no"),
    "sub_inclusive": ("yes / no", "sí / no"),
    "age_date": ("a date", "una fecha"),
    "rating": ("FIDE > FEDA, highest(FIDE, FEDA), highest(FIDE, FEDA) > FIDE rapid",
               "FIDE > FEDA, mayor(FIDE, FEDA), mayor(FIDE, FEDA) > FIDE rápido"),
    "fund": ("an amount", "un importe"),
    "unrated_rating": ("a rating, 0 to 3000", "un Elo, de 0 a 3000"),
    "missing_data": ("undetermined, not eligible", "indeterminado, no opta"),
    "pool_lists": ("across, same", "todas, misma"),
    "trophies": ("as prize, real place, one per player", "como premio, puesto real, uno por jugador"),
    "published": ("a range: Final!A3:L230", "un rango: Final!A3:L230"),
    "general_excludes": ("conditions: unrated; rating < 1200", "condiciones: sin elo; elo < 1200"),
}


#: a sheet name a formula may write without quotes (Excel's and LibreOffice's INDIRECT read
#: ``Final!A1``, but ``Clas final!A1`` only as ``'Clas final'!A1``): letters, digits, ``_`` and
#: ``.``, not starting with a digit, and not a cell's name (``A1``, ``R1C1``)
_PLAIN_SHEET = re.compile(r"[^\W\d][\w.]*")
_CELL_LIKE = re.compile(r"(?i)[a-z]{1,3}\d+|r\d*c\d*|r|c")


def needs_quotes(sheet: str) -> bool:
    """Whether a sheet name must be quoted (``'Clas final'``) in a formula's range, as
    Excel's ``INDIRECT`` reads it (a name with a space, a hyphen, starting with a digit, or
    spelled like a cell: ``#REF!`` without quotes)."""
    return not _PLAIN_SHEET.fullmatch(sheet) or bool(_CELL_LIKE.fullmatch(sheet))


class _NeedsQuotes(ValueError):
    """The rule ``published``'s range names, unquoted, a sheet that needs quotes."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        sheet, cells = text.split("!", 1)
        self.quoted = "'" + sheet.replace("'", "''") + "'!" + cells


def _rule_value(key: str, v: Any) -> Any:
    if key in ("cumulative", "round_each", "sub_inclusive"):
        b = yes_no(v)
        if b is None:
            raise ValueError(v)
        return b
    if key == "priority":
        return _word(v, _PRIORITY_WORDS)
    if key == "ties":
        return _word(v, _TIES_WORDS)
    if key == "missing_data":
        return _word(v, _MISSING_WORDS)
    if key == "pool_lists":
        return _word(v, _POOL_WORDS)
    if key == "trophies":
        return _word(v, _TROPHY_WORDS)
    if key == "published":
        t = "" if _blank(v) else str(v).strip()
        if t and not _RANGE_TEXT.fullmatch(t):
            raise ValueError(v)
        if t and not t.startswith("'") and needs_quotes(t.split("!", 1)[0]):
            raise _NeedsQuotes(t)
        return t
    if key == "general_excludes":
        if _blank(v):
            return ()
        conds = tuple(condition(t) for t in split_conditions(v))
        if not conds or any(c is None or c.field in ("min", "per", "places") for c in conds):
            raise ValueError(v)
        return conds
    if key == "presence":
        if _blank(v):
            return None
        return _word(v, _PRESENCE_WORDS)
    if key == "rounding":
        m = money(v)
        if m is None or m <= 0 or m > 1000:
            raise ValueError(v)
        return m
    if key == "currency":
        return "" if _blank(v) else str(v).strip()[:8]
    if key == "titled_general":
        b = yes_no(v)
        if b is True:
            return ("*",)
        if b is False or _blank(v):
            return ()
        vals = tuple(x.upper() for x in _list_values(str(v)))
        if not vals or not all(re.fullmatch(r"[a-z]{1,4}", x.lower()) for x in vals):
            raise ValueError(v)
        return vals
    if key == "age_date":
        from ..settings import _date

        try:
            return _date(v)
        except TiebreakError:
            raise ValueError(v) from None
    if key == "rating":
        if _blank(v) or _squash(v) in ("elo", "rating", "ratings", "evento", "event", "torneo"):
            return (), False, ()
        lists, highest, chain = _rating_lists(str(v))
        if not lists:
            raise ValueError(v)
        return lists, highest, chain
    if key == "unrated_rating":
        if _blank(v):
            return None
        n = _int(v)
        if n is None or not 0 <= n <= 3000:
            raise ValueError(v)
        return n
    if key == "fund":
        m = money(v)
        if m is None:
            raise ValueError(v)
        return m
    raise KeyError(key)  # pragma: no cover


# ---------------------------------------------------------------------------------------------
# the prize file

_SECTIONS = {
    "rules": ("reglas", "normas", "bases", "rules", "settings", "ajustes"),
    "categories": ("categorias", "categoria", "categories", "category"),
    "prizes": ("premios", "premio", "prizes", "prize", "prizelist", "listadepremios"),
}


def read_prize_text(text: str, name: str = "prizes") -> PrizeRules:
    """The prize rules of a prize file's text (sections ``[reglas]`` / ``[rules]``,
    ``[categorías]`` / ``[categories]``, ``[premios]`` / ``[prizes]``; ``#`` starts a comment;
    see the module's help); ``name``: the file's name in messages (``premios.txt, line 12``).

    Raises:
        TiebreakError: ``prize_file_section``, ``prize_file_line`` and every error of
            :func:`read_rules`, each naming its line.
    """
    tables: dict[str, list[list[Any]]] = {"rules": [], "categories": [], "prizes": []}
    lines: dict[str, list[int]] = {"rules": [], "categories": [], "prizes": []}
    section: str | None = None
    errors: list[TiebreakError] = []
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip() if not raw.lstrip().startswith("#") else ""
        if not line:
            continue
        where = (f"{name}, line {n}", f"{name}, línea {n}")
        m = re.fullmatch(r"\[(.*)\]", line)
        if m:
            s = _squash(m.group(1))
            section = next((k for k, ws in _SECTIONS.items() if s in ws), None)
            if section is None:
                errors.append(_err("prize_file_section", where, value=shown(m.group(1))))
            continue
        if section is None:
            errors.append(_err("prize_file_no_section", where, text=shown(line)))
            continue
        if "=" not in line and section != "prizes":
            errors.append(_err("prize_file_line", where, text=shown(line)))
            continue
        if section == "rules":
            k, v = line.split("=", 1)
            tables["rules"].append([k.strip(), v.strip()])
        elif section == "categories":
            k, v = line.split("=", 1)
            tables["categories"].append([k.strip(), v.strip()])
        else:
            head, _, value = line.partition("=")
            if not _:
                errors.append(_err("prize_file_line", where, text=shown(line)))
                continue
            m = re.fullmatch(r"(.*?)\s+(\d+(?:\s*-\s*\d+)?)\s*(?:º|ª|°|\.)?", head.strip())
            if m:
                lst, place = m.group(1).strip(), m.group(2).replace(" ", "")
            elif re.fullmatch(r"\d+(?:\s*-\s*\d+)?", head.strip()):
                lst, place = "General", head.strip()
            else:
                errors.append(_err("prize_file_place", where, text=shown(head.strip())))
                continue
            value, _, flags = value.partition(";")
            tables["prizes"].append([lst, place, value.strip(), None, flags.strip() or None])
        lines[section].append(n)
    def at(sec: str) -> PlaceOf:
        return lambda r, c: (f"{name}, line {lines[sec][r]}", f"{name}, línea {lines[sec][r]}")

    try:
        got = read_rules(tables["rules"], tables["categories"], tables["prizes"], rules_at=at("rules"),
                         categories_at=at("categories"), prizes_at=at("prizes"))
    except TiebreakError as e:
        if not errors or e.code == "prize_none":
            if errors:
                raise gather(errors) from None
            raise
        errors += e.every()
    if errors:  # every mistake, in the order of the lines
        def line(err: TiebreakError) -> int:
            m = re.search(r"line (\d+)", str(err.location or ""))
            return int(m.group(1)) if m else 0
        raise gather(sorted(errors, key=line))
    return got


# ---------------------------------------------------------------------------------------------
# players' data

_DATA_WORDS = {
    "birth": ("anonac", "anonacimiento", "anodenacimiento", "nacimiento", "fechanac", "fechanacimiento",
              "fechadenacimiento", "nac", "birth", "birthyear", "born", "yearofbirth", "dateofbirth", "bday", "dob",
              "yob", "ano"),
    "sex": ("sexo", "sex", "s", "genero", "gender"),
    "fed": ("fed", "federacion", "federation", "pais", "country", "nat"),
    "club": ("club", "clubciudad", "clubcity", "equipo", "team"),
    "group": ("categoria", "categorias", "category", "categories", "grupo", "group", "cat", "tipo", "type", "typ"),
    "absent": ("ausente", "ausenteenlaentrega", "ausenteentrega", "absent", "absentatprizegiving", "absentceremony",
               "noasiste", "ausencia"),
    "present": ("presente", "presenteenlaentrega", "present", "presentatprizegiving", "asiste", "asistencia"),
    "title": ("titulo", "tit", "title", "titel"),
    "no": ("no", "n", "nº", "num", "numero", "sno", "startno", "startnumber", "ni", "ninicial", "numeroinicial"),
    "name": ("nombre", "name", "jugador", "player", "apellidosnombre", "nombreyapellidos"),
    "rating": ("elo", "rating", "rtg", "elofide", "fiderating"),
}
_DATA_BY_WORD = {w: k for k, ws in _DATA_WORDS.items() for w in ws}


def data_column(header: Any) -> str:
    """What a players' data column holds, by its header (``Año nac.``, ``Sexo``, ``Fed``, ``Club``,
    ``Categoría``, ``Ausente``...); any other header: its folded key (a further rating list:
    ``FEDA``, ``FIDE rapid``)."""
    t = _squash(header)
    return _DATA_BY_WORD.get(t, "x:" + key_of(header))


def birth_value(v: Any) -> int | _dt.date | None:
    """A birth year (``2010``, ``2010.0``) or date (a date cell, ``2010/05/17``, ``17/05/2010``);
    ``None`` when blank.

    Raises:
        ValueError: anything else.
    """
    if _blank(v):
        return None
    if isinstance(v, _dt.datetime):
        return v.date()
    if isinstance(v, _dt.date):
        return v
    n = _int(v)
    if n is not None:
        if 1900 <= n <= 2100:
            return n
        if 20000 < n < 80000:  # an Excel serial date typed in a number cell
            return _dt.date(1899, 12, 30) + _dt.timedelta(days=n)
        raise ValueError(v)
    from ..validate import DATE_LANG, text_date

    try:  # (the one reading of a date typed as text: 4/10/06 is 4 October 2006, issue 34 item 4)
        d = text_date(str(v), DATE_LANG.get())
    except TiebreakError:  # (day/month or month/day in English: no date to take)
        raise ValueError(v) from None
    if d is None or not 1900 <= d.year <= 2100:
        raise ValueError(v)
    return d


def sex_value(v: Any) -> str | None:
    """``f`` / ``m`` of a sex cell (F, W, M, mujer, hombre, female, male...); ``None`` when blank.

    Raises:
        ValueError: anything else.
    """
    if _blank(v):
        return None
    t = _squash(v)
    if t in _WORDS_F:
        return "f"
    if t in _WORDS_M:
        return "m"
    raise ValueError(v)


def group_words(v: Any) -> frozenset[str]:
    """The folded words of a category cell (``Sub-12, Fem`` -> ``{"sub12", "fem"}``)."""
    if _blank(v):
        return frozenset()
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    return frozenset(x for x in (key_of(p) for p in re.split(r"[,;/|]", str(v))) if x)


def rows_as_data(rows: Sequence[Sequence[Any]], headers: Sequence[Any]) -> tuple[list[str], list[list[Any]]]:
    """(column kinds by :func:`data_column`, the rows) of a players' data table."""
    return [data_column(h) if not _blank(h) else "" for h in headers], [list(r) for r in rows]
