"""Event settings as organisers write them: a two-column range (key, value) or a
``key=value; key=value`` text, keys in English or Spanish.

==========================  ===============================  ==============================
key (English / Spanish)     value                            meaning
==========================  ===============================  ==============================
rules / reglas              FIDE, FIDE2024, FIDE2026         rule set (FIDE: by the date)
date / fecha                2025-10-14, 14/10/2025, a date   event start date (edition)
rounds / rondas             9                                rounds announced
system / sistema            swiss / suizo, round robin /     pairing system
                            todos contra todos, liga
win / victoria              1 (3 for 3/1/0)                  points for a win
draw / tablas               0.5 (1)                          points for a draw
loss / derrota              0                                points for a loss
bye / pab / libre           1                                pairing-allocated bye (and the rest
                                                             round of an odd crosstable)
half_bye / medio_bye        0.5                              requested half-point bye
full_bye / bye_completo     1                                requested full-point bye
zero_bye / bye_cero         0                                requested zero-point bye / absence
unrated / sin_elo           1400                             rating for unrated players
expelled / expulsados       12, 31                           start numbers of expelled players
                                                             (left out of the standings; FIDE
                                                             checklist Q197-198)
ratings / elo               first / primero, by_round /      rating tie-breaks with the first
                            por_ronda                        rating (default) or each round's
                                                             (events over 30 days, Q214-216)
round / ronda               5                                values as of round 5
lang / idioma               en / es                          language of messages
policies / politicas        RR_FORFEIT_WINS_AS_GAMES, ...    opt-in readings (policies.py)
layout / formato            crosstable / swiss / pairings    how the results range is laid out
colours / colores           en / es                          a bare b: Black (en) / White (es)
results_as / resultados_    games / partidas, points /       results typed as game results
como                        puntos                           (1 ½ 0) or in points (3 1 0);
                                                             by default decided from the range
points_column / columna_    check / comprobar, ignore /      the range's points column must
puntos                      ignorar                          equal the results (default), or
                                                             differs on purpose (penalties)
messages / mensajes         whole / enteros, short /         a message in a column of values:
                            cortos                           whole (default), or a short
                                                             pointer to the rules-and-warnings
                                                             block (the templates' narrow
                                                             columns; issue 23)
==========================  ===============================  ==============================
"""

from __future__ import annotations

import contextvars
import datetime as _dt
import re
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from .errors import TiebreakError
from .validate import shown
from .names import fold
from .model import PairingSystem, ScoreSystem
from .texts import Text

_KEYS = {
    "rules": "rules", "reglas": "rules", "regla": "rules", "reglamento": "rules", "edition": "rules",
    "edicion": "rules",
    "date": "date", "fecha": "date", "startdate": "date", "fechainicio": "date", "fechadeinicio": "date",
    "rounds": "rounds", "rondas": "rounds", "numberofrounds": "rounds", "numerorondas": "rounds",
    "numeroderondas": "rounds",
    "system": "system", "sistema": "system", "pairing": "system", "pairingsystem": "system",
    "emparejamiento": "system", "tipo": "system", "type": "system",
    "win": "win", "victoria": "win", "ganada": "win", "puntosvictoria": "win",
    "draw": "draw", "tablas": "draw", "empate": "draw", "puntostablas": "draw",
    "loss": "loss", "derrota": "loss", "perdida": "loss", "puntosderrota": "loss",
    "bye": "pab", "pab": "pab", "libre": "pab", "descanso": "pab", "byeporsistema": "pab",
    "halfbye": "half_bye", "mediobye": "half_bye", "byemedio": "half_bye", "hpb": "half_bye",
    "fullbye": "full_bye", "byecompleto": "full_bye", "fpb": "full_bye",
    "zerobye": "zero_bye", "byecero": "zero_bye", "zpb": "zero_bye", "absent": "zero_bye", "ausencia": "zero_bye",
    "unrated": "unrated", "sinelo": "unrated", "sinrating": "unrated", "unratedrating": "unrated",
    "ratingsinelo": "unrated", "elosinelo": "unrated",
    "expelled": "expelled", "expulsados": "expelled", "expulsado": "expelled", "expelledplayers": "expelled",
    "jugadoresexpulsados": "expelled",
    "ratings": "ratings", "elo": "ratings", "ratingsbyround": "ratings", "eloporronda": "ratings",
    "round": "round", "ronda": "round", "asofround": "round", "trasronda": "round",
    "lang": "lang", "language": "lang", "idioma": "lang", "lengua": "lang",
    "policies": "policies", "policy": "policies", "politicas": "policies", "politica": "policies",
    "layout": "layout", "formato": "layout", "disposicion": "layout",
    "colours": "colours", "colors": "colours", "colores": "colours", "colour": "colours", "color": "colours",
    "resultsas": "results_as", "resultadoscomo": "results_as", "resultsin": "results_as", "resultadosen": "results_as",
    "notation": "results_as", "anotacion": "results_as",
    "pointscolumn": "points_column", "columnapuntos": "points_column", "columnadepuntos": "points_column",
    "totals": "points_column", "totales": "points_column",
    "messages": "messages", "mensajes": "messages", "columnmessages": "messages", "mensajesencolumnas": "messages",
}


@dataclass(frozen=True)
class Settings:
    """Parsed settings; ``None`` means "not said" (the default applies)."""

    rules: str | None = None
    date: _dt.date | None = None
    rounds: int | None = None
    system: PairingSystem | None = None
    win: Fraction | None = None
    draw: Fraction | None = None
    loss: Fraction | None = None
    pab: Fraction | None = None
    half_bye: Fraction | None = None
    full_bye: Fraction | None = None
    zero_bye: Fraction | None = None
    unrated: int | None = None
    #: start numbers of the players expelled from the event (checklist Q197-198)
    expelled: tuple[int, ...] = ()
    #: ``"by_round"``: rating tie-breaks with each round's rating (checklist Q214-216);
    #: ``None`` / ``"first"``: the first rating
    ratings: str | None = None
    round: int | None = None
    lang: str | None = None
    policies: tuple[str, ...] = ()
    layout: str | None = None
    colours: str | None = None
    #: results typed as game results (``"games"``: 1 / ½ / 0) or in the event's points
    #: (``"points"``: 3 / 1 / 0); ``None``: decided from the range (issue 23 item 1)
    results_as: str | None = None
    #: ``"ignore"``: the range's points column may differ from the results (penalties, a table
    #: after another round); ``None`` / ``"check"``: a difference is an error
    points_column: str | None = None
    #: ``"short"``: a message in a column of values (POINTS, TIEBREAKS, STANDINGS) is a short
    #: pointer to the block of rules and warnings that says it whole (a template's narrow
    #: columns, issue 23); ``None`` / ``"whole"``: the whole message
    messages: str | None = None
    #: ``"keys"``: each key given, as typed (``{"unrated": "Sin Elo"}``), for messages
    extra: dict = field(default_factory=dict, hash=False, compare=False)

    def score_system(self, base: ScoreSystem | None = None) -> ScoreSystem:
        """The score system these settings describe (on top of ``base``)."""
        ss = base or ScoreSystem()
        kw: dict[str, Any] = {}
        for key in ("win", "draw", "loss", "pab", "half_bye", "full_bye", "zero_bye"):
            v = getattr(self, key)
            if v is not None:
                kw[key] = v
        if "zero_bye" in kw:
            kw["absent"] = kw["zero_bye"]
        return replace(ss, **kw) if kw else ss

    def cache_key(self) -> tuple:
        return (self.rules, self.date, self.rounds, self.system, self.win, self.draw, self.loss, self.pab,
                self.half_bye, self.full_bye, self.zero_bye, self.unrated, self.expelled, self.ratings, self.round, self.lang,
                self.policies, self.layout, self.colours, self.results_as, self.points_column, self.messages,
                tuple(sorted(self.extra.get("keys", {}).items())))


def _squash(text: str) -> str:
    return re.sub(r"[\s_\-./:]", "", fold(text))


def _key(name: str) -> Text:
    """A setting's name in the message's language (``rules`` / ``reglas``)."""
    return Text(f"setting_{name}")


#: whether the function being answered may say a message short in its cells (POINTS,
#: TIEBREAKS, STANDINGS and their Spanish names: the columns a template keeps narrow, above its
#: block of rules and warnings; :func:`xl_tiebreaks.sheet.said_in_column`); set by
#: :mod:`xl_tiebreaks.udfs` for each call
SHORT_MESSAGES: contextvars.ContextVar[bool] = contextvars.ContextVar("xlt_short_messages", default=False)

#: where the messages of a spreadsheet function name their places: ``None`` (a function typed
#: by hand: the row and column of the range), or an object with ``locate(error)`` and
#: ``locate_note(note)`` (:class:`xl_tiebreaks.workbook.places.SheetPlaces`): a template's
#: function given the origins of its ranges (its ``places`` argument, set by
#: :mod:`xl_tiebreaks.udfs` for the call), or ``compute`` evaluating a template, so that its
#: messages name the sheet's cells (``Rondas!F5``) as every command does
MESSAGE_PLACES: contextvars.ContextVar[Any] = contextvars.ContextVar("xlt_message_places", default=None)


def located(err: Any) -> Any:
    """``err`` (a :class:`~xl_tiebreaks.errors.TiebreakError`) naming the sheet cell of what it
    is about when the call knows where its ranges are (:data:`MESSAGE_PLACES`); else as it is.
    A place that cannot be worked out leaves the message as it was said, never another."""
    places = MESSAGE_PLACES.get()
    if places is None or not isinstance(err, TiebreakError):
        return err
    try:
        return places.locate(err)
    except Exception:  # noqa: BLE001 - the place is a courtesy; the message must come out
        return err

from .validate import DATE_LANG  # noqa: E402 (where dates are read: the command line imports it alone)


def _date(v: Any, lang: str | None = None) -> _dt.date:
    """A start date: a date cell, an Excel serial number, or a text read as ``lang`` writes
    dates (:func:`xl_tiebreaks.validate.text_date`: ``4/10/25`` is 4 October 2025 in Spanish;
    in English a day/month that reads as a month/day too is refused).

    Raises:
        TiebreakError: ``settings_bad_value``, ``date_order_ambiguous``.
    """
    if isinstance(v, _dt.datetime):
        return v.date()
    if isinstance(v, _dt.date):
        return v
    if isinstance(v, (int, float)) and not isinstance(v, bool) and 20000 < v < 80000:
        return _dt.date(1899, 12, 30) + _dt.timedelta(days=int(v))  # an Excel serial date
    from .validate import text_date

    try:
        d = text_date(str(v), lang if lang is not None else DATE_LANG.get())
    except TiebreakError:
        raise
    except ValueError:
        d = None
    if d is None:
        raise TiebreakError("settings_bad_value", key=_key("date"), value=v)
    return d


def _system(v: Any) -> PairingSystem:
    t = _squash(v)
    if t in ("swiss", "suizo", "suiza", "sistemasuizo", "s"):
        return PairingSystem.SWISS
    if t in ("roundrobin", "rr", "todoscontratodos", "liga", "berger", "robin", "roundrobindoble",
             "doubleroundrobin", "dobleroundrobin", "idayvuelta", "schevening", "p", "predetermined"):
        return PairingSystem.ROUND_ROBIN
    raise TiebreakError("settings_bad_value", key=_key("system"), value=v)


_SELF_CONTAINED = re.compile(r"[=:]\s*\S|;")


def _text_pairs(text: str) -> list[tuple[Any, Any]]:
    """(key, value) pairs of a ``key=value; key=value`` text (``;`` or line breaks between
    pairs, ``=`` or ``:`` between key and value)."""
    pairs: list[tuple[Any, Any]] = []
    for part in re.split(r"[;\n]", text):
        if not part.strip():
            continue
        if "=" not in part and ":" not in part:
            raise TiebreakError("settings_bad_pair", text=part.strip())
        k, v = re.split(r"[=:]", part, maxsplit=1)
        pairs.append((k.strip(), v.strip()))
    return pairs


def _pairs(value: Any) -> list[tuple[Any, Any]]:
    """(key, value) pairs from a two-column range, a ``key=value; ...`` text or a mapping;
    ``[]`` for ``None`` or blank text. A blank value cell gives ``(key, None)``.

    A range's cell may hold a whole text (``rules=FIDE2024; system=swiss``): hosts hand a text
    typed as the argument over as a 1x1 range, and organisers also keep one ``key=value`` per
    cell. A cell is read as such a text when it holds ``;`` or a ``=``/``:`` followed by a
    value; a key cell written ``Fecha:`` with its value in the next cell stays a key.

    Raises:
        TiebreakError: ``settings_bad_pair`` for a row or part that is not a key and a value.
    """
    if value is None or (isinstance(value, str) and not value.strip()):
        return []
    pairs: list[tuple[Any, Any]] = []
    if isinstance(value, dict):
        pairs = list(value.items())
    elif isinstance(value, str):
        pairs = _text_pairs(value)
    elif isinstance(value, (list, tuple)):
        rows = value if value and isinstance(value[0], (list, tuple)) else [value]
        for row in rows:
            cells = [c for c in row if c is not None and c != ""]
            if not cells:
                continue
            first = cells[0]
            if isinstance(first, str) and _SELF_CONTAINED.search(first) and (
                    len(cells) == 1 or all(isinstance(c, str) and _SELF_CONTAINED.search(c) for c in cells)):
                for c in cells:  # each cell a whole "key=value; ..." text
                    pairs += _text_pairs(c)
                continue
            if len(cells) == 1:
                if len(row) >= 2 and row[0] is first and isinstance(first, str):
                    pairs.append((first, None))  # a key whose value cell is blank: not set
                    continue
                raise TiebreakError("settings_bad_pair", text=str(first))
            pairs.append((cells[0], cells[1]))
    else:
        raise TiebreakError("settings_bad_pair", text=shown(value, 200))
    return pairs


def parse_settings(value: Any) -> Settings:
    """Settings from a two-column range (list of [key, value] rows), a ``key=value; ...``
    text, a mapping, ``None`` / empty (no settings).

    Every value is checked once, here, for every host (:mod:`xl_tiebreaks.validate`): rules
    known (``2026`` and ``2026.0``, as classic Excel sends numbers, are the same), rounds 1 to
    999, round 0 to 999, a rating for unrated players 0 to 4000, points 0 to 100 in a score
    system that ranks (a win above a loss, a draw between, no bye above a win), a date that
    does not read two ways across C.07 editions. A key given twice with two values is refused.

    Raises:
        TiebreakError: ``settings_unknown_key`` (with the keys known),
            ``settings_bad_value`` naming the key and the value, ``settings_bad_pair`` for a
            row or part that is not a key and a value, ``settings_duplicate``, ``value_bound``,
            ``score_bound`` / ``score_order``, ``rules_unknown``, ``date_ambiguous``.
    """
    from . import validate

    if value is None or value == "" or isinstance(value, Settings):
        return value or Settings()
    pairs = _pairs(value)
    kw: dict[str, Any] = {}
    given: dict[str, Any] = {}  # key -> the value as typed (duplicates)
    typed: dict[str, str] = {}  # key -> the key as typed (a message can name its row: 'Sin Elo')
    for k, v in pairs:
        key = _KEYS.get(_squash(k))
        if key is None:
            raise TiebreakError("settings_unknown_key", key=k, known=Text("setting_known"))
        typed.setdefault(key, str(k).strip())
        if v is None or (isinstance(v, str) and not v.strip()):
            continue
        if key == "rules":
            parsed: Any = _rules(v)
        elif key == "date":
            parsed = v  # read once the language is known (below)
        elif key in ("rounds", "round", "unrated"):
            parsed = validate.whole(v, key, name=str(k).strip())
        elif key == "system":
            parsed = _system(v)
        elif key == "ratings":
            t = _squash(v)
            if t in ("first", "primero", "primer", "primerelo", "firstrating", "inicial", "initial"):
                parsed = "first"
            elif t in ("byround", "porronda", "perround", "round", "ronda", "each", "cadaronda", "eachround"):
                parsed = "by_round"
            else:
                raise TiebreakError("settings_bad_value", key=_key("ratings"), value=v)
        elif key == "expelled":  # start numbers: 12, a text '12, 31' or '12 31'
            words = re.split(r"[\s,;]+", v.strip()) if isinstance(v, str) else [v]
            parsed = tuple(sorted({validate.whole(w, "start_no", name=str(k).strip()) for w in words if w != ""}))
        elif key in ("win", "draw", "loss", "pab", "half_bye", "full_bye", "zero_bye"):
            parsed = validate.points(v, str(k).strip(), str(k).strip())
        elif key == "lang":
            t = _squash(v)
            if t.startswith(("es", "sp", "cas")):
                parsed = "es"
            elif t.startswith(("en", "ing")):
                parsed = "en"
            else:
                raise TiebreakError("settings_bad_value", key=_key("lang"), value=v)
        elif key == "policies":
            from .policies import parse_policies

            parsed = tuple(sorted(parse_policies(str(v))))
        elif key == "layout":
            parsed = _squash(v)
        elif key == "results_as":
            t = _squash(v)
            if t in ("games", "game", "partidas", "partida", "results", "resultados", "results1½0", "1½0", "10"):
                parsed = "games"
            elif t in ("points", "puntos", "punto", "point"):
                parsed = "points"
            else:
                raise TiebreakError("settings_bad_value", key=_key("results_as"), value=v)
        elif key == "points_column":
            t = _squash(v)
            if t in ("check", "comprobar", "verify", "verificar", "si", "yes"):
                parsed = "check"
            elif t in ("ignore", "ignorar", "no", "skip"):
                parsed = "ignore"
            else:
                raise TiebreakError("settings_bad_value", key=_key("points_column"), value=v)
        elif key == "messages":
            t = _squash(v)
            if t in ("short", "cortos", "corto", "breves", "breve"):
                parsed = "short"
            elif t in ("whole", "enteros", "entero", "completos", "completo", "full", "long", "largos"):
                parsed = "whole"
            else:
                raise TiebreakError("settings_bad_value", key=_key("messages"), value=v)
        else:  # colours
            t = _squash(v)
            if t in ("es", "espanol", "spanish", "castellano", "bn", "blancasnegras", "blancas"):
                parsed = "es"
            elif t in ("en", "english", "ingles", "wb", "whiteblack", "white"):
                parsed = "en"
            else:
                raise TiebreakError("settings_bad_value", key=_key("colours"), value=v)
        if key in kw and _same(kw[key]) != _same(parsed):
            raise TiebreakError("settings_duplicate", key=str(k).strip(), a=validate.shown(given[key]),
                                b=validate.shown(v))
        kw[key] = parsed
        given[key] = v
    if "date" in kw:  # a text date as the settings' language (else the call's) writes dates
        kw["date"] = _date(kw["date"], kw.get("lang"))
    scores = {k: kw[k] for k in ("win", "draw", "loss", "pab", "half_bye", "full_bye", "zero_bye") if k in kw}
    if scores:
        base = ScoreSystem()
        win, draw, loss = (scores.get(k, getattr(base, k)) for k in ("win", "draw", "loss"))
        byes = tuple(scores[k] for k in ("pab", "half_bye", "full_bye", "zero_bye") if k in scores)
        validate.score_order(win, draw, loss, byes, what="settings", what_es="configuración",
                             value=", ".join(f"{k}={validate.shown(given[k])}" for k in scores))
    return Settings(**kw, extra={"keys": typed})


def _same(v: Any) -> Any:
    """A parsed value as compared for duplicates (``FIDE`` and ``fide`` are one value)."""
    return _squash(v) if isinstance(v, str) else v


def _rules(v: Any) -> str:
    """The rules as typed, checked: ``2026`` / ``2026.0`` (a number, as classic Excel sends
    it) is ``FIDE2026``'s year; unknown rules are refused here, where they were typed."""
    from .rules import choose_rules

    if isinstance(v, bool):
        raise TiebreakError("settings_bad_value", key=_key("rules"), value=v)
    if isinstance(v, float) and v.is_integer():
        v = int(v)
    text = str(v).strip()
    if re.fullmatch(r"\d{4}[.,]0+", text):
        text = text[:4]
    choose_rules(text, None)  # raises rules_unknown
    return text


def _date_checked(v: Any, strict: bool = False, lang: str | None = None) -> tuple[_dt.date, bool]:
    """(the date, ``False``): the one reading of a start date typed as text
    (:func:`_date`, in ``lang``); kept for the command line's ``--date``. ``strict`` is
    accepted and changes nothing: a text date reads one way in its language, or is refused.

    Raises:
        TiebreakError: ``settings_bad_value``, ``date_order_ambiguous``.
    """
    return _date(v, lang), False
