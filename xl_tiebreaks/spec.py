"""Tie-break codes as the field writes them, parsed into a :class:`TieBreakSpec`.

Accepted forms (case-insensitive, ``/`` or ``-`` before a modifier, spaces ignored):

* FIDE C.07 acronyms and the TRF-26 / reference-implementation syntax:
  ``PTS BH BH/C1 BH-C1 BH/M1 BH/C2/P FB AOB AOB/F SB SB/C1 PS PS/C1 KS KS/L60 KS/L+1 WIN
  WON BPG BWG REP GE ARO ARO/C1 TPR PTP APRO APPO DE DE/P DES DES/P STD RTNG RTNG/R TPN TPN/R``
  (``DE`` shows the place within the tied group, ``DES`` the points scored among the tied).
  Modifiers: ``Cn`` cut the n least significant values, ``Mn`` cut n least and n most
  (median), ``L±n`` Koya limit moved by n half-points, ``Ln`` (no sign) Koya limit at n %,
  ``P`` forfeits count as played (C.07 (2026) art. 16.6 alternative; BH, FB, SB, AOB, DE, DES),
  ``F`` use Fore Buchholz (AOB), ``R`` reverse order, ``Un`` rating n for unrated players
  (rating tie-breaks, RP, ARPO), ``A`` direct encounter only when all the tied players met
  (DE, DES: regulations such as the Spanish federation's, never art. 6.3's partial order). A
  modifier a tie-break does not use is refused.
* Long names in English and Spanish, including organisers' spellings: "Buchholz",
  "Bucholz", "Buchholz cut 1", "Buchholz mediano", "Buchholz parcial -1", "Berger",
  "Sonneborn-Berger", "progresivo", "Koya", "victorias", "encuentro directo",
  "performance", "rating promedio", ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import ClassVar, Mapping, Sequence

from .errors import TiebreakError
from .names import fold
from .messages import NAMES  # the canonical acronyms the core computes: (English, Spanish) names

#: Which modifiers each acronym takes.
_ALLOWED = {
    "PTS": "",
    "BH": "CMP",
    "FB": "CMP",
    "AOB": "FP",
    "SB": "CMP",
    "PS": "C",
    "KS": "L",
    "WIN": "",
    "WON": "",
    "BPG": "",
    "BWG": "",
    "REP": "",
    "ARO": "CMU",
    "TPR": "U",
    "PTP": "U",
    "APRO": "U",
    "APPO": "U",
    "DE": "PA",
    "DES": "PA",
    "STD": "",
    "RTNG": "RU",
    "TPN": "R",
    "MANUAL": "R",
    "SUMBH": "",
    "KSX": "L",
    "AROR": "CU",
    "TPR350": "U",
    "SBNN": "CMP",
    "GF": "",
    "RP": "U",
    "ARPO": "CMU",
    "MM": "P",
    "MMMCA": "P",
    "MED": "P",
    "SOLK": "CMP",
    "CUM": "C",
    "OCUM": "C",
    "KASH": "",
    "BU": "P",
    "BUTR": "P",
    "BUME": "P",
    "PERF": "U",
    "SBH": "",
    "BHMIT": "P",
    "KASHFCE": "",
    "H2H": "P",
}

_SYNONYMS = {
    "GE": "REP",
    "POINTS": "PTS",
    "PUNTOS": "PTS",
    "PT": "PTS",
    "BUCHHOLZ": "BH",
    "BUCHOLZ": "BH",
    "BUCHHOLTZ": "BH",
    "BUCHOLTZ": "BH",
    "BUCHOLS": "BH",
    "BUC": "BH",
    "BUCH": "BH",
    "FOREBUCHHOLZ": "FB",
    "FBH": "FB",
    "SONNEBORNBERGER": "SB",
    "SONNEBORN": "SB",
    "BERGER": "SB",
    "SONNEBORNBERGUER": "SB",
    "NEUSTADTL": "SB",
    "SBERGER": "SB",
    "PROGRESSIVE": "PS",
    "PROGRESSIVESCORE": "PS",
    "PROGRESIVO": "PS",
    "PROGRESIVA": "PS",
    "CUMULATIVE": "PS",
    "ACUMULADO": "PS",
    "KOYA": "KS",
    "KOYASYSTEM": "KS",
    "SISTEMAKOYA": "KS",
    "WINS": "WIN",
    "VICTORIAS": "WIN",
    "NUMBEROFWINS": "WIN",
    "NUMERODEVICTORIAS": "WIN",
    "GAMESWON": "WON",
    "PARTIDASGANADAS": "WON",
    "BLACKGAMES": "BPG",
    "PARTIDASCONNEGRAS": "BPG",
    "NEGRAS": "BPG",
    "BLACKWINS": "BWG",
    "VICTORIASCONNEGRAS": "BWG",
    "ROUNDSPLAYED": "REP",
    "RONDASJUGADAS": "REP",
    "AVERAGERATING": "ARO",
    "RATINGPROMEDIO": "ARO",
    "ELOMEDIO": "ARO",
    "RATINGMEDIO": "ARO",
    "PERFORMANCE": "TPR",
    "PERFORMANCERATING": "TPR",
    "RENDIMIENTO": "TPR",
    "PERFECTPERFORMANCE": "PTP",
    "DIRECTENCOUNTER": "DE",
    "ENCUENTRODIRECTO": "DE",
    "DIRE": "DE",
    "HEADTOHEAD": "DE",
    "RESULTADOPARTICULAR": "DE",
    "DIRECTENCOUNTERSCORE": "DES",
    "DIRECTENCOUNTERPOINTS": "DES",
    "DEPOINTS": "DES",
    "DEPTS": "DES",
    "PUNTOSENCUENTRODIRECTO": "DES",
    "PUNTOSDELENCUENTRODIRECTO": "DES",
    "ENCUENTRODIRECTOPUNTOS": "DES",
    "PUNTOSRESULTADOPARTICULAR": "DES",
    "AVERAGEOFOPPONENTSBUCHHOLZ": "AOB",
    "STANDARDPOINTS": "STD",
    "RATING": "RTNG",
    "ELO": "RTNG",
    "PAIRINGNUMBER": "TPN",
    "STARTNUMBER": "TPN",
    "NUMEROINICIAL": "TPN",
    "MANUAL": "MANUAL",
    "PLAYOFF": "MANUAL",
    "LOTS": "MANUAL",
    "SORTEO": "MANUAL",
    "DESEMPATEMANUAL": "MANUAL",
    "DRAWINGOFLOTS": "MANUAL",
    "SUMOFBUCHHOLZ": "SUMBH",
    "SUMABUCHHOLZ": "SUMBH",
    "SUMADEBUCHHOLZ": "SUMBH",
    "SUMADEBUCHOLZ": "SUMBH",
    "KOYAEXTENDED": "KSX",
    "EXTENDEDKOYA": "KSX",
    "KOYAEXTENDIDO": "KSX",
    "KSEXT": "KSX",
    "RATINGPROMEDIOPORRONDA": "AROR",
    "AROPERROUND": "AROR",
    "PERFORMANCE350": "TPR350",
    "NONNEUSTADTL": "SBNN",
    "NONNEUSTADTLSB": "SBNN",
    "SONNEBORNBERGERNONNEUSTADTL": "SBNN",
    "SONNEBORNBERGERNONEUSTADTL": "SBNN",
    "NNSB": "SBNN",
    "GELBFUHS": "GF",
    "RECURSIVEPERFORMANCE": "RP",
    "PERFORMANCERECURSIVA": "RP",
    # US Chess rule 34E (the word CUMULATIVE / ACUMULADO alone keeps meaning PS)
    "MODIFIEDMEDIAN": "MM",
    "MEDIANAMODIFICADA": "MM",
    "MEDIANOMODIFICADO": "MM",
    "MODMED": "MM",
    "MODIFIEDMEDIANMICHIGAN": "MMMCA",
    "MICHIGANMODIFIEDMEDIAN": "MMMCA",
    "MEDIANAMODIFICADAMICHIGAN": "MMMCA",
    "MEDIAN": "MED",
    "MEDIANA": "MED",
    "HARKNESS": "MED",
    "SOLKOFF": "SOLK",
    "USCUMULATIVE": "CUM",
    "CUMULATIVEUS": "CUM",
    "CUMULATIVE34E3": "CUM",
    "ACUMULADOUS": "CUM",
    "ACUMULADOEEUU": "CUM",
    "CUMULATIVEOFOPPOSITION": "OCUM",
    "OPPONENTSCUMULATIVE": "OCUM",
    "OPPCUMULATIVE": "OCUM",
    "CUMULATIVESCORESOFOPPOSITION": "OCUM",
    "ACUMULADODELOSRIVALES": "OCUM",
    "ACUMULADORIVALES": "OCUM",
    "KASHDAN": "KASH",
    "MOSTBLACKS": "BPG",
    "MASNEGRAS": "BPG",
    # France, FFE / Papi (Buchholz / Sonneborn-Berger words alone keep meaning C.07's)
    "BUCHHOLZPAPI": "BU",
    "BUCHHOLZFFE": "BU",
    "BUCHHOLZTRONQUE": "BUTR",
    "BUCHHOLZTRONQUEE": "BUTR",
    "BUTRONQUE": "BUTR",
    "BUCHHOLZTRUNCADOFFE": "BUTR",
    "BUCHHOLZMEDIANFFE": "BUME",
    "BUCHHOLZMEDIANOFFE": "BUME",
    "PERFORMANCEPAPI": "PERF",
    "PERFORMANCEFFE": "PERF",
    "PERFFFE": "PERF",
    "SOMMEDESBUCHHOLZ": "SBH",
    "SOMMEBUCHHOLZ": "SBH",
    "SUMABUCHHOLZFFE": "SBH",
    # Catalonia, FCE ("Bucholz brasiler" is BH/C1, "Acumulatiu" PS)
    "BUCHOLZMITJA": "BHMIT",
    "BUCHHOLZMITJA": "BHMIT",
    "MITJA": "BHMIT",
    "BUCHHOLZMEDIOFCE": "BHMIT",
    "KASHDANFCE": "KASHFCE",
    "KASHDANCATALA": "KASHFCE",
    "ACUMULATIU": "PS",
    # US Chess 34E5 as Michigan words it; 34E10 average rating of opposition is ARO
    "PLUSMINUS": "H2H",
    "PLUSORMINUS": "H2H",
    "RESULTBETWEENTIEDPLAYERS": "H2H",
    "RESULTADOENTREEMPATADOS": "H2H",
    "MASMENOS": "H2H",
    "AVERAGERATINGOFOPPOSITION": "ARO",
    "AVERAGERATINGOFOPPONENTS": "ARO",
    "ELOMEDIODELOSRIVALES": "ARO",
}

#: manual criteria where the smaller number wins (the position drawn by lot)
_LOWER_IS_BETTER = frozenset({"LOTS", "SORTEO", "DRAWINGOFLOTS"})

# words that turn a long name into a modifier ("Buchholz mediano", "Buchholz cut 1")
_WORD_MODS = [
    (re.compile(r"^(.*?)[\s\-/]*(?:CORTE|CUT|PARCIAL|RECORTADO|MENOS|MINUS)\s*-?\s*(\d+)$"), "C"),
    (re.compile(r"^(.*?)[\s\-/]*(?:TOP)\s*-?\s*(\d*)$"), "C"),
    (re.compile(r"^(.*?)[\s\-/]*(?:MEDIANO|MEDIAN|MEDIO|MEDIANA)\s*-?\s*(\d*)$"), "M"),
    (re.compile(r"^(.*?)[\s\-/]*(?:TOTAL|COMPLETO|FULL)()$"), ""),
]
_TRAILING_MOD = re.compile(r"^(.*?)[\s\-]+((?:C|M)\d+|L[+-]?\d+|P|F|R|A|U\d+)$")
_MOD_RE = re.compile(r"^((?:C|M)\d+|L[+-]?\d+|P|F|R|A|U\d+)$")


@dataclass(frozen=True)
class CriterionSpec:
    """What every entry of a tie-break list says, for players and for teams alike: the code,
    the text the user typed, and the modifiers both take: cuts (C.07 (2026) art. 14), forfeits
    counted as played (``P``: art. 16.6's alternative), Fore Buchholz (``F``: art. 8.3) and a
    direct encounter only among tied entries that all met (``A``: FEDA RGC art. 56).

    Attributes:
        code: canonical acronym (a key of the subclass's names).
        text: the code exactly as the user gave it (used as the column header).
        cut_low: number of least significant values cut (``Cn``, and the low half of ``Mn``).
        cut_high: number of most significant values cut (the high half of ``Mn``).
        played_forfeits: ``P``: forfeits count as played against the scheduled opponent.
        fore: ``F``: Fore Buchholz (AOB: the average of the opponents' Fore Buchholz).
        all_met: ``A`` (DE, DES): direct encounter only when every tied player or team met
            every other (regulations that say so: FEDA RGC art. 56), never C.07 art. 6.3's
            partial order.
    """

    code: str
    text: str
    cut_low: int = 0
    cut_high: int = 0
    played_forfeits: bool = False
    fore: bool = False
    all_met: bool = False

    #: (English, Spanish) names by code
    names: ClassVar[Mapping[str, tuple[str, str]]] = NAMES
    #: the group criteria: they order the entries still tied, no value of their own
    group_codes: ClassVar[frozenset[str]] = frozenset({"DE", "DES", "H2H"})

    @property
    def is_group(self) -> bool:
        """A group criterion (DE, DES, H2H; for teams also EDE..., TBR, BBE): needs the criteria
        before it, no value of its own."""
        return self.code in self.group_codes

    def name(self, lang: str = "en") -> str:
        """The criterion's long name in ``lang`` (``"es..."``: Spanish, else English)."""
        en, es = self.names[self.code]
        return es if str(lang).lower().startswith("es") else en


@dataclass(frozen=True)
class TieBreakSpec(CriterionSpec):
    """One entry of an ordered tie-break list for players: the fields of
    :class:`CriterionSpec`, and the players' own modifiers below.

    Attributes:
        limit_pct: Koya limit as a percentage of the maximum score (default 50).
        limit_steps: Koya limit moved by this many half-points (``L+1``, ``L-4``).
        reverse: ``R``: lower is better (RTNG/R, TPN/R).
        unrated: ``Un``: rating given to unrated players for this tie-break.
    """

    limit_pct: int | None = None
    limit_steps: int = 0
    reverse: bool = False
    unrated: int | None = None


def _squash(text: str) -> str:
    return fold(text).upper().replace("_", " ").strip()


def parse_spec(text: str) -> TieBreakSpec:
    """Parse one tie-break code or long name.

    Raises:
        TiebreakError: ``tb_unknown`` for an unknown name, ``tb_bad_modifier`` for a
            modifier the tie-break does not take (``SB/L60``) or cannot read.
    """
    original = str(text)
    s = _squash(original)
    mods: list[str] = []
    for pat, letter in _WORD_MODS:
        if _canonical(re.sub(r"[\s.'\-]", "", s)) is not None:
            break  # a whole name that ends in such a word ("Modified median", "Mediana modificada")
        m = pat.match(s)
        if m and m.group(1).strip():
            s = m.group(1).strip()
            if letter:
                mods.append(f"{letter}{m.group(2) or 1}")
            break
    parts = re.split(r"\s*[/:]\s*", s)
    head, tail = parts[0].strip(), [p.strip() for p in parts[1:]]
    trailing: list[str] = []
    while True:
        m = _TRAILING_MOD.match(head)
        if not m or _canonical(re.sub(r"[\s.'\-]", "", head)) is not None:
            break
        head, mod = m.group(1).strip(), m.group(2)
        trailing.insert(0, mod)
    key = re.sub(r"[\s.'\-]", "", head)
    code = _canonical(key)
    if key in _LOWER_IS_BETTER:
        mods.append("R")
    if code is None:
        raise TiebreakError("tb_unknown", text=original, known=" ".join(sorted(NAMES)))
    for part in trailing + tail + mods:
        part = part.replace(" ", "")
        if not part:
            continue
        if not _MOD_RE.match(part):
            raise TiebreakError("tb_bad_modifier", text=original, modifier=part)
    return _apply_mods(code, trailing + [p.replace(" ", "") for p in tail if p] + mods, original)


def _canonical(key: str) -> str | None:
    if key in NAMES:
        return key
    return _SYNONYMS.get(key)


def _apply_mods(code: str, mods: list[str], original: str) -> TieBreakSpec:
    kw: dict[str, object] = {}
    allowed = _ALLOWED[code]
    for m in mods:
        letter = m[0]
        if letter not in allowed:
            raise TiebreakError("tb_bad_modifier", text=original, modifier=m)
        if letter in "CMLU":  # numbers within their bounds (validate.modifier)
            from .validate import modifier

            digits = m[1:]
            n = int(digits) if len(digits.lstrip("+-")) <= 6 else (-1 if digits.startswith("-") else 1) * 10**7
            modifier(original, "S" if letter == "L" and digits[:1] in "+-" else letter, n)
        if letter == "C":
            kw["cut_low"] = int(m[1:])
        elif letter == "M":
            kw["cut_low"] = kw["cut_high"] = int(m[1:])
        elif letter == "L":
            if m[1] in "+-":
                kw["limit_steps"] = int(m[1:])
            else:
                kw["limit_pct"] = int(m[1:])
        elif letter == "P":
            kw["played_forfeits"] = True
        elif letter == "F":
            kw["fore"] = True
        elif letter == "R":
            kw["reverse"] = True
        elif letter == "U":
            kw["unrated"] = int(m[1:])
        elif letter == "A":
            kw["all_met"] = True
    return TieBreakSpec(code=code, text=str(original).strip(), **kw)  # type: ignore[arg-type]


def parse_list(text: str | Sequence[str | TieBreakSpec]) -> list[TieBreakSpec]:
    """Parse an ordered list: ``"BH/C1 BH SB"``, ``"BH-C1, BH, SB"``, a sequence of codes (or
    of specs parsed already), or the name of a preset (:mod:`xl_tiebreaks.presets`, e.g. ``"SEED002_SWISS"``).

    Commas or semicolons separate long names with spaces ("Buchholz cut 1; Berger").
    """
    from .presets import preset

    if isinstance(text, (list, tuple)):
        if all(isinstance(x, TieBreakSpec) for x in text):  # parsed already
            return list(text)
        items = [x if isinstance(x, TieBreakSpec) else str(x) for x in text if str(x).strip()]
        if len(items) == 1 and preset(items[0]):
            return parse_list(preset(items[0]) or "")
    else:
        s = str(text).strip()
        if not s:
            return []
        expanded = preset(s)
        if expanded:
            return parse_list(expanded)
        items = [x for x in re.split(r"[;,\n]", s)] if re.search(r"[;,\n]", s) else s.split()
        items = [x.strip() for x in items if x.strip()]
    return [x if isinstance(x, TieBreakSpec) else parse_spec(x) for x in items]
