"""Team tie-break lists: the codes (:data:`TEAM_NAMES`, in English and Spanish), their
modifiers and score basis (``BH:MP/C1``), the presets (FIDE 2009 team rules, FEDA), and
:func:`parse_team_spec` / :func:`parse_team_list` (see :mod:`xl_tiebreaks.teams.tiebreaks`
for what each code computes and its C.07 article).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import ClassVar, Mapping, Sequence

from ..errors import TiebreakError
from ..names import fold
from ..model import PairingSystem
from ..spec import CriterionSpec, parse_spec
from ..validate import number, shown
from .model import GP, MP
from ..messages import TEAM_NAMES as _TEAM_NAMES

__all__ = ["TeamTieBreakSpec", "PRESETS", "DEFAULT_TEAM_TIEBREAKS", "TEAM_NAMES", "parse_team_spec", "parse_team_list"]


#: canonical codes with their English and Spanish names
TEAM_NAMES: dict[str, tuple[str, str]] = _TEAM_NAMES  # messages/template_words.tsv

#: ordered lists for a whole ranking (``team_standings(..., "FIDE2009_TEAM_RR")``)
PRESETS: dict[str, str] = {
    # FIDE's 2009 tie-break recommendations (seed 001 §3): team round robin: game points,
    # match points, direct encounter, Sonneborn-Berger (2.2.2.2)
    "FIDE2009_TEAM_RR": "GP MP DE TSB",
    # the same, team Swiss: game points, match points, direct encounter, Buchholz, SB
    "FIDE2009_TEAM_SWISS": "GP MP DE BH TSB",
    # the names of the first versions, still accepted
    "SEED001_TEAM_RR": "GP MP DE TSB",
    "SEED001_TEAM_SWISS": "GP MP DE BH TSB",
    # the Spanish federation's team rule, its Reglamento General de Competiciones art. 56 as the
    # FEDA's own championships apply it (bases técnicas of the 2025 Campeonato de España de
    # Clubes, Segunda División Sur, published on info64.org): match points (2/1/0), then "1º
    # puntos de partida. 2º resultado particular, cuando todos los equipos empatados hayan jugado
    # entre ellos, basado en el mismo valor que el primer sistema de clasificación. 3º sistema
    # Buchholz, basado en el mismo valor que el primer sistema de clasificación. 4º
    # Sonneborn-Berger para campeonatos por equipos" (taken on match points, the same basis:
    # C.07 art. 13.2 EMMSB). Until issue 12 the preset lacked the game points and applied
    # direct encounter when not every tied team had met (C.07 art. 6.3); DE/A does not.
    "FEDA_TEAMS": "MP GP DE/A BH:MP SB:MP",
}

#: the product's default lists when none is given
DEFAULT_TEAM_TIEBREAKS = {
    PairingSystem.SWISS: "MP GP EDE BH:MP SB:MP",
    PairingSystem.ROUND_ROBIN: "MP GP EDE SB:MP",
}

_GROUP = frozenset({"DE", "DES", "EDE", "EDEC", "EDET", "EDEB", "EDEBT", "EDEBB", "TBR", "BBE", "HOL"})
_OTHER = "other"  # ESB: the score scored against the opponent is the secondary one

_SYNONYMS = {
    "MP": "MP", "MPTS": "MP", "MATCHPOINTS": "MP", "PUNTOSDEMATCH": "MP", "PUNTOSMATCH": "MP",
    "PUNTOSDEENCUENTRO": "MP", "PUNTOSENCUENTRO": "MP", "PM": "MP", "TB1MP": "MP",
    "GP": "GP", "GPTS": "GP", "GAMEPOINTS": "GP", "BOARDPOINTS": "GP", "PUNTOSDEPARTIDA": "GP",
    "PUNTOSPARTIDA": "GP", "PUNTOSDETABLERO": "GP", "PUNTOSTABLERO": "GP", "PUNTOSINDIVIDUALES": "GP",
    "PP": "GP",
    "PTS": "PTS", "POINTS": "PTS", "PUNTOS": "PTS",
    "MPVGP": "MPVGP", "SECONDARYSCORE": "MPVGP",
    "TSB": "TSB", "SB2009": "TSB", "TEAMSB2009": "TSB", "SONNEBORNBERGER2009": "TSB",
    "EDE": "EDE", "EXTENDEDDIRECTENCOUNTER": "EDE", "ENCUENTRODIRECTOEXTENDIDO": "EDE",
    "EDEC": "EDEC", "EDET": "EDET", "EDEB": "EDEB", "EDEBT": "EDEBT", "EDEBB": "EDEBB",
    "SSSC": "SSSC",
    "BC": "BC", "BOARDCOUNT": "BC", "RECUENTODETABLEROS": "BC",
    "TBR": "TBR", "TOPBOARD": "TBR", "TOPBOARDRESULTS": "TBR", "PRIMEROSTABLEROS": "TBR",
    "BBE": "BBE", "BOTTOMBOARDELIMINATION": "BBE", "ULTIMOSTABLEROS": "BBE",
    "HOL": "HOL", "HOLANDES": "HOL", "HOLANDESFCE": "HOL", "DUTCH": "HOL", "DUTCHSYSTEM": "HOL",
    "COEFICIENTMULTIPLICADOR": "HOL", "COEFICIENTEMULTIPLICADOR": "HOL",
    "ESB": "ESB", "EXTENDEDSONNEBORNBERGER": "ESB",
    "EMMSB": "EMMSB", "EMGSB": "EMGSB", "EGMSB": "EGMSB", "EGGSB": "EGGSB",
}
#: modifiers each team-only code takes (C cut, P forfeits played, K divisor, F Fore)
_ALLOWED = {
    "PTS": "", "MP": "", "GP": "", "MPVGP": "", "TSB": "", "BC": "", "TBR": "", "BBE": "",
    "HOL": "P",
    "EDE": "P", "EDEC": "P", "EDET": "P", "EDEB": "P", "EDEBT": "P", "EDEBB": "P",
    "SSSC": "KFP", "ESB": "CP", "EMMSB": "CP", "EMGSB": "CP", "EGMSB": "CP", "EGGSB": "CP",
}


@dataclass(frozen=True)
class TeamTieBreakSpec(CriterionSpec):
    """One entry of a team tie-break list: the fields of
    :class:`~xl_tiebreaks.spec.CriterionSpec` (``code`` a key of :data:`TEAM_NAMES`; the
    modifiers a team-only code takes are in ``_ALLOWED``, those of BH, FB, SB, DE and DES as
    :func:`~xl_tiebreaks.spec.parse_spec` reads them), and the team's own below.

    Attributes:
        basis: ``"MP"`` / ``"GP"``: the score the tie-break is computed on (for SB the
            opponents' score); ``None``: the primary score.
        basis2: SB only: the score scored against each opponent; ``None``: as ``basis``;
            ``"other"``: the secondary score (``ESB``).
        divisor: ``/Kx`` (SSSC).
    """

    basis: str | None = None
    basis2: str | None = None
    divisor: Fraction | None = None

    names: ClassVar[Mapping[str, tuple[str, str]]] = _TEAM_NAMES
    group_codes: ClassVar[frozenset[str]] = _GROUP

    @property
    def reverse(self) -> bool:
        """BC: lower is better."""
        return self.code == "BC"


#: a code with its score basis (``BH:MP/C1``: code, basis, modifiers)
_BASIS_RE = re.compile(r"^(.*?)\s*:\s*(MP|GP|M|G)\s*((?:[/\-].*)?)$")
#: one modifier of a team-only code
_MOD = re.compile(r"^(C\d+|M\d+|P|F|K\d+(?:[.,]\d+)?)$")


def _squash(text: str) -> str:
    return fold(text).upper().strip()


def parse_team_spec(text: str) -> TeamTieBreakSpec:
    """Parse one team tie-break code (``"BH:MP/C1"``, ``"EMGSB"``, ``"EDEBT"``, ``"SSSC/K4"``,
    ``"Buchholz cut 1"``, ``"puntos de match"``...).

    Raises:
        TiebreakError: ``tb_unknown``, ``tb_bad_modifier``.
    """
    original = str(text).strip()
    s = _squash(original).replace("_", " ")
    basis = None
    m = _BASIS_RE.match(s)
    if m and m.group(1).strip():
        s = (m.group(1) + m.group(3)).strip()
        basis = MP if m.group(2).startswith("M") else GP
    parts = re.split(r"\s*/\s*", s)
    head, mods = parts[0].strip(), [p.replace(" ", "") for p in parts[1:] if p.strip()]
    key = re.sub(r"[\s.'\-]", "", head)
    code = _SYNONYMS.get(key)
    if code is None:
        # the individual codes and long names (Buchholz, Sonneborn-Berger, DE ...)
        try:
            ind = parse_spec(s)
        except TiebreakError:
            raise TiebreakError("tb_unknown", text=original, known=" ".join(sorted(set(_SYNONYMS.values()) | {
                "BH", "FB", "SB", "DE", "DES"}))) from None
        if ind.code not in ("BH", "FB", "SB", "DE", "DES", "PTS") or ind.fore and ind.code != "BH":
            raise TiebreakError("tb_unknown", text=original, known="MP GP BH FB SB EMMSB ... DE EDE SSSC BC TBR BBE")
        code = "FB" if ind.code == "BH" and ind.fore else ind.code
        if code == "PTS":
            return TeamTieBreakSpec("PTS", original, basis=basis)
        return TeamTieBreakSpec(code, original, basis=basis, basis2=basis if code == "SB" else None,
                                cut_low=ind.cut_low, cut_high=ind.cut_high, played_forfeits=ind.played_forfeits,
                                all_met=ind.all_met)
    kw: dict = {}
    for mod in mods:
        if not _MOD.match(mod) or mod[0] not in _ALLOWED[code]:
            raise TiebreakError("tb_bad_modifier", text=original, modifier=mod)
        if len(mod) > 8:  # (C99999999...: past every bound, never converted)
            raise TiebreakError("tb_bad_modifier", text=original, modifier=shown(mod))
        if mod[0] == "C":
            kw["cut_low"] = int(mod[1:])
        elif mod[0] == "P":
            kw["played_forfeits"] = True
        elif mod[0] == "F":
            kw["fore"] = True
        elif mod[0] == "K":
            kw["divisor"] = number(mod[1:])
            if kw["divisor"] <= 0:
                raise TiebreakError("tb_bad_modifier", text=original, modifier=mod)
    if code in ("EMMSB", "EMGSB", "EGMSB", "EGGSB"):
        if basis is not None:
            raise TiebreakError("tb_bad_modifier", text=original, modifier=":" + basis)
        b1 = MP if code[1] == "M" else GP
        b2 = MP if code[2] == "M" else GP
        return TeamTieBreakSpec("SB", original, basis=b1, basis2=b2, **kw)
    if code == "ESB":
        return TeamTieBreakSpec("SB", original, basis=basis, basis2=_OTHER, **kw)
    if code in ("MP", "GP", "MPVGP", "SSSC", "BC", "TBR", "BBE", "HOL") and basis is not None:
        raise TiebreakError("tb_bad_modifier", text=original, modifier=":" + basis)
    if code == "TSB":
        return TeamTieBreakSpec("TSB", original, basis=basis, basis2=basis, **kw)
    return TeamTieBreakSpec(code, original, basis=basis, **kw)


def parse_team_list(text: str | Sequence[str] | Sequence[TeamTieBreakSpec]) -> list[TeamTieBreakSpec]:
    """An ordered list: ``"MP GP EDE BH:MP"``, a preset name (``"FEDA_TEAMS"``), commas or
    semicolons between long names, or a sequence of codes."""
    if isinstance(text, (list, tuple)):
        out: list[TeamTieBreakSpec] = []
        for x in text:
            if isinstance(x, TeamTieBreakSpec):
                out.append(x)
            elif str(x).strip():
                out.extend(parse_team_list(str(x)))
        return out
    s = str(text).strip()
    if not s:
        return []
    preset = PRESETS.get(s.upper().replace(" ", "_").replace("-", "_"))
    if preset is not None:
        s = preset
    items = re.split(r"[;,\n]", s) if re.search(r"[;,\n]", s) else s.split()
    return [parse_team_spec(x) for x in items if x.strip()]
