"""Named tie-break lists: the product's defaults and FIDE's 2009 recommendations.

FIDE's 2009 tie-break recommendations (the annex to the tournament rules, §3: "Sólo un tipo
de las tres categorías ... deberá usarse para un evento dado. Por ejemplo: a) la Suma de
Marcadores Progresivos + b) Buchholz serían incorrectos") forbid mixing their three families
in one event: the progressive score (2.1.1), the opponents' results (Buchholz,
Sonneborn-Berger: 2.2) and the ratings (2.3). Yet their own list for Swiss events with
inconsistent ratings holds both the progressive score and Buchholz. The lists are read here as
a menu: every preset keeps to one family (direct encounter, Koya and the number of wins go with
any of them, as every list of the annex has them), and that list is offered as two presets. A
tie-break list that mixes the families under the older rules (the ones those recommendations
went with) gets a warning (not an error); the current C.07 has no such rule.

The names organisers see are ``DEFAULT_*`` and ``FIDE2009_*``; the names of the first
versions (``SEED002_SWISS`` ...) are still accepted, so nothing typed breaks.
"""

from __future__ import annotations

#: name -> (tie-breaks, where it comes from: English, Spanish)
PRESETS: dict[str, tuple[str, str, str]] = {
    "DEFAULT_SWISS": ("BH/C1 BH SB DE WIN", "the default for Swiss events", "el orden por defecto de los suizos"),
    "DEFAULT_ROUND_ROBIN": ("DE SB WIN KS", "the default for round robins",
                            "el orden por defecto de los todos contra todos"),
    "FIDE2009_ROUND_ROBIN": ("DE KS SB WON", "FIDE's 2009 recommendations (§3), individual round robins",
                             "las recomendaciones FIDE de 2009 (§3), todos contra todos individuales"),
    "FIDE2009_SWISS_RATED": ("ARO TPR", "FIDE's 2009 recommendations (§3), Swiss events where all players have "
                                        "consistent ratings",
                             "las recomendaciones FIDE de 2009 (§3), suizos con Elo fiable para todos"),
    "FIDE2009_SWISS_MIXED_PS": ("DE PS WON", "FIDE's 2009 recommendations (§3), Swiss events with inconsistent "
                                             "ratings: the progressive score half of the list (it may not go "
                                             "with Buchholz)",
                                "las recomendaciones FIDE de 2009 (§3), suizos con Elo poco fiable: la mitad de la "
                                "lista con el progresivo (no puede ir con el Buchholz)"),
    "FIDE2009_SWISS_MIXED_BH": ("DE BH SB WON", "FIDE's 2009 recommendations (§3), Swiss events with inconsistent "
                                                "ratings: the Buchholz half of the list",
                                "las recomendaciones FIDE de 2009 (§3), suizos con Elo poco fiable: la mitad de la "
                                "lista con el Buchholz"),
    "FIDE2009_SWISS_UNRATED": ("DE BH SB WON", "FIDE's 2009 recommendations (§3), Swiss events where most players "
                                               "are unrated",
                               "las recomendaciones FIDE de 2009 (§3), suizos con mayoría de jugadores sin Elo"),
    "US_CHESS": ("MM SOLK CUM OCUM", "US Chess, Official Rules of Chess (7th edition), rule 34E: the order players "
                                     "expect unless another was posted (modified median, Solkoff, cumulative, "
                                     "cumulative of opposition)",
                 "US Chess, Official Rules of Chess (7.ª edición), regla 34E: el orden que esperan los jugadores si "
                 "no se anunció otro (mediana modificada, Solkoff, acumulado, acumulado de los rivales)"),
    "FEDA_PROGRESSIVE": (" ".join(["PS"] + [f"PS/C{n}" for n in range(1, 10)]),
                         "FEDA (Spain), Reglamento General de Competiciones art. 114: the progressive score, "
                         "then the same with rounds taken away from the first one on while the tie holds (up "
                         "to 11 rounds; a cut that takes every round is 0 for everybody and separates no one)",
                         "FEDA, Reglamento General de Competiciones art. 114: el progresivo y, si se mantiene "
                         "el empate, el mismo quitando rondas empezando por la primera (hasta 11 rondas; un "
                         "corte que quita todas las rondas vale 0 para todos y no separa a nadie)"),
    "FFE": ("BUTR BU PERF", "France, FFE (as Papi computes it): the order French opens announce (Buchholz tronqué, "
                            "Buchholz, performance)",
            "Francia, FFE (como lo calcula Papi): el orden que anuncian los abiertos franceses (Buchholz truncado, "
            "Buchholz, performance)"),
    "FCE": ("DE BH/C1 BH BH/M1", "Catalonia, FCE: the order of its 2019 blitz championship circular (direct "
                                 "encounter, Buchholz -1 with the FIDE virtual-opponent adjustment, total, median)",
            "Cataluña, FCE: el orden de la circular de su campeonato de 2019 de partidas rápidas (resultado "
            "particular, Buchholz -1 con el ajuste FIDE de rival virtual, total, medio)"),
    "NZCF": ("DE PS BH SB BH/C1", "New Zealand Chess Federation, its standard order (direct encounter, cumulative, "
                                  "total Buchholz, Sonneborn-Berger, Buchholz cut 1)",
             "la Federación de Ajedrez de Nueva Zelanda, su orden estándar (encuentro directo, progresivo, Buchholz "
             "total, Sonneborn-Berger, Buchholz menos 1)"),
    "ENGLAND_4NCL": ("DE/A PS ARO WIN", "England, the 4NCL's FIDE congresses (direct encounter only if all the tied "
                                        "players played each other, progressive score, average rating of opponents, "
                                        "wins)",
                     "Inglaterra, los torneos FIDE de la 4NCL (encuentro directo solo si todos los empatados jugaron "
                     "entre sí, progresivo, media de Elo de los rivales, victorias)"),
}

#: the national orders: their federations mix FIDE 2009's families on purpose (no warning)
NATIONAL = frozenset({"US_CHESS", "FEDA_PROGRESSIVE", "FFE", "FCE", "NZCF", "ENGLAND_4NCL"})

#: the preset a rule set takes when no tie-break list is given (``--rules US`` without ``-t``)
RULES_DEFAULT_PRESET = {"US": "US_CHESS", "FFE": "FFE", "FCE": "FCE"}

_ALIASES = {
    "SWISS": "DEFAULT_SWISS",
    "SUIZO": "DEFAULT_SWISS",
    "ROUND_ROBIN": "DEFAULT_ROUND_ROBIN",
    "TODOS_CONTRA_TODOS": "DEFAULT_ROUND_ROBIN",
    "LIGA": "DEFAULT_ROUND_ROBIN",
    # the names of the first versions: still accepted
    "SEED002_SWISS": "DEFAULT_SWISS",
    "SEED002_ROUND_ROBIN": "DEFAULT_ROUND_ROBIN",
    "SEED001_ROUND_ROBIN": "FIDE2009_ROUND_ROBIN",
    "SEED001_SWISS_RATED": "FIDE2009_SWISS_RATED",
    "SEED001_SWISS_MIXED_PS": "FIDE2009_SWISS_MIXED_PS",
    "SEED001_SWISS_MIXED_BH": "FIDE2009_SWISS_MIXED_BH",
    "SEED001_SWISS_UNRATED": "FIDE2009_SWISS_UNRATED",
    "US": "US_CHESS",
    "USCF": "US_CHESS",
    "USCHESS": "US_CHESS",
    "US_34E": "US_CHESS",
    "EEUU": "US_CHESS",
    "AJEDREZ_EEUU": "US_CHESS",
    "FEDA": "FEDA_PROGRESSIVE",
    "FEDA_INDIVIDUAL": "FEDA_PROGRESSIVE",
    "FEDA_PROGRESIVO": "FEDA_PROGRESSIVE",
    "RGC_114": "FEDA_PROGRESSIVE",
    "PROGRESIVO_CON_CORTES": "FEDA_PROGRESSIVE",
    "PROGRESIVO_CORTES": "FEDA_PROGRESSIVE",
    "PROGRESSIVE_CUTS": "FEDA_PROGRESSIVE",
    "PROGRESSIVE_WITH_CUTS": "FEDA_PROGRESSIVE",
    "PAPI": "FFE",
    "FRANCE": "FFE",
    "FRANCIA": "FFE",
    "CATALUNYA": "FCE",
    "CATALONIA": "FCE",
    "CATALUNA": "FCE",
    "NZ": "NZCF",
    "NEW_ZEALAND": "NZCF",
    "NUEVA_ZELANDA": "NZCF",
    "4NCL": "ENGLAND_4NCL",
    "ENGLAND": "ENGLAND_4NCL",
    "INGLATERRA": "ENGLAND_4NCL",
    "ECF": "ENGLAND_4NCL",
}

#: the three families of FIDE's 2009 recommendations, by the code of their name in
#: :data:`xl_tiebreaks.texts.TEXTS` (direct encounter, Koya and wins belong to none of them)
FAMILIES = {
    "family_ps": {"PS"},
    "family_bh": {"BH", "FB", "AOB", "SB", "SUMBH", "SBNN", "GF"},
    "family_rating": {"ARO", "TPR", "PTP", "APRO", "APPO", "AROR", "TPR350", "RP", "ARPO", "RTNG"},
}


def preset(text: str) -> str | None:
    """The tie-break list of preset ``text`` (``"DEFAULT_SWISS"``, ``"preset: suizo"``, an old
    name such as ``"SEED002_SWISS"``), or ``None``."""
    key = text.strip().upper()
    if key.startswith("PRESET:"):
        key = key[len("PRESET:"):].strip()
    key = key.replace(" ", "_").replace("-", "_")
    key = _ALIASES.get(key, key)
    got = PRESETS.get(key)
    return got[0] if got else None


def describe(name: str, lang: str = "en") -> str:
    """Where preset ``name`` comes from, in ``lang`` ("las recomendaciones FIDE de 2009 ...")."""
    key = _ALIASES.get(name.upper(), name.upper())
    _, en, es = PRESETS[key]
    return es if str(lang).lower().startswith("es") else en


def mixed_families(codes: list[str]) -> list[str]:
    """The families of FIDE's 2009 recommendations that ``codes`` mix (empty when it keeps to
    one), as codes of :data:`xl_tiebreaks.texts.TEXTS`."""
    return [name for name, members in FAMILIES.items() if any(c in members for c in codes)]


def national_order(texts: list[str]) -> bool:
    """Is ``texts`` (the tie-breaks' texts in order, ``["DE", "PS", "BH", "SB", "BH/C1"]``) the
    order of a national preset (:data:`NATIONAL`)? Those federations name their own orders, so
    FIDE's 2009 one-family warning is not theirs."""
    return any(texts == PRESETS[name][0].split() for name in NATIONAL)
