"""Errors an organiser can act on, in English and Spanish.

Every error the product raises on bad input is a :class:`TiebreakError` (or a
subclass). It carries a message *code*, the parameters of the message and, where
known, a *location* in the organiser's words (``line 12``, ``row 7 (Ana), round 3``).
``str(err)`` is the English text; :meth:`TiebreakError.message` gives either
language. Adapters (CLI, Excel functions) show the message, never a traceback.

The messages themselves are data in :mod:`xl_tiebreaks.messages` (one module a domain);
:data:`MESSAGES` is their errors, code -> (English, Spanish).
"""

from __future__ import annotations

from typing import Any, Sequence

from .util import LazyPattern
from .messages import MESSAGES  # noqa: F401 - the errors of the catalogue, code -> (English, Spanish)

_LOCATION_WORDS_ES = [
    (LazyPattern(r"\bline (\d)"), r"línea \1"),
    (LazyPattern(r"\blines (\d)"), r"líneas \1"),
    (LazyPattern(r"\bstart number (\d)"), r"número inicial \1"),
    (LazyPattern(r"\brow (\d)"), r"fila \1"),
    (LazyPattern(r"\bcolumn (\d)"), r"columna \1"),
    (LazyPattern(r"\bround (\d)"), r"ronda \1"),
    (LazyPattern(r"\bboard (\d)"), r"mesa \1"),
    (LazyPattern(r"\bcell ([A-Z]+\d)"), r"celda \1"),
    (LazyPattern(r"\bplayer (\d)"), r"jugador \1"),
]


def translate_location(location: str, lang: str) -> str:
    """A location in the organiser's words in ``lang`` ("row 7 (Ana), round 3" -> "fila 7 (Ana), ronda 3")."""
    if not str(lang).lower().startswith("es"):
        return location
    for pattern, repl in _LOCATION_WORDS_ES:
        location = pattern.sub(repl, location)
    return location


def _in_lang(value: Any, lang: str) -> Any:
    """A parameter in ``lang``: a text of the catalogue (:class:`xl_tiebreaks.texts.Text`) in
    that language, anything else as it is."""
    msg = getattr(value, "message", None)
    if isinstance(value, (str, Exception)) and callable(msg):  # (an error quoted in another: in lang too)
        return msg(lang)
    return value


#: the most mistakes one refusal lists (:func:`gather`); the others are counted, not kept
MAX_ERRORS = 50
#: the most mistakes one reading of a range looks for (issue 35): once it has found so many,
#: it stops and says how many filled cells it left unread (``unread``), so a range of a million
#: bad cells is refused after reading about a thousand of them
MAX_FOUND = 1000


class TiebreakError(ValueError):
    """Bad input, with a message in English and Spanish and where it was found.

    One error may carry others found in the same reading (:func:`gather`): a range with three
    independent mistakes is refused once, with all three. The error is then the first mistake
    (its ``code``, ``location`` and ``params``), with the others in ``also`` and the count of
    those not kept in ``more``; :meth:`message` says the first and how many more there are (a
    cell shows one message), :meth:`messages` lists every one kept (the command line, ``check``; up
    to :data:`MAX_ERRORS`, the rest counted in ``more``).

    Args:
        code: key of :data:`MESSAGES` (positional only: a message may name a ``code``).
        location: where the problem is, in the organiser's words (e.g. ``"line 12"``,
            ``"row 7 (Ana), round 3"``); ``None`` when it concerns the whole input. Shown in
            Spanish by :meth:`message` (``location_es`` when given, else translated).
        **params: the values the message names.
    """

    #: the other mistakes found with this one, each a TiebreakError with its own place
    also: tuple[TiebreakError, ...] = ()
    #: mistakes found beyond :data:`MAX_ERRORS`, counted but not kept
    more: int = 0
    #: filled cells left unread: the reading stopped after :data:`MAX_FOUND` mistakes
    unread: int = 0

    def __init__(self, code: str, location: str | None = None, /, location_es: str | None = None,
                 **params: Any) -> None:
        self.code = code
        self.location = location
        self.location_es = location_es
        self.params = params
        super().__init__(self.message("en"))

    def own_message(self, lang: str = "en", *, located: bool = True) -> str:
        """This mistake's message in ``lang`` (``"en"`` or ``"es"``), prefixed by the location
        (``located=False``: without it), without the others found with it."""
        en, es = MESSAGES.get(self.code, ("{code}", "{code}"))
        spanish = str(lang).lower().startswith("es")
        template = es if spanish else en
        try:
            text = template.format(**{k: _in_lang(v, lang) for k, v in self.params.items()})
        except (KeyError, IndexError):  # a template and its parameters out of step
            text = f"{self.code}: {self.params}"
        if self.location and located:
            return f"{self.location_in(lang)}: {text}"
        return text

    def location_in(self, lang: str = "en") -> str:
        """Where the mistake is, in ``lang`` (``""`` when it concerns the whole input)."""
        if not self.location:
            return ""
        if str(lang).lower().startswith("es"):
            return str(self.location_es or translate_location(str(self.location), "es"))
        return str(self.location)

    def message(self, lang: str = "en") -> str:
        """The message in ``lang`` (``"en"`` or ``"es"``), prefixed by the location; when other
        mistakes were found with it, followed by how many (``... and 2 more: TOURNAMENT_CHECK
        or xl-tiebreaks check lists them all``)."""
        text = self.own_message(lang)
        n = len(self.also) + self.more
        spanish = str(lang).lower().startswith("es")
        if n:
            key = "errors_more_list" if getattr(self, "listed_by", None) == "list" else "errors_more"
            en, es = MESSAGES[key + "_one" if n == 1 else key]
            text += (es if spanish else en).format(n=n)
        if self.unread:
            en, es = MESSAGES["errors_unread"]
            text += (es if spanish else en).format(unread=self.unread)
        return text

    def every(self) -> list[TiebreakError]:
        """This mistake and every other one found with it, each alone (without ``also``)."""
        return [self.alone(), *self.also]

    def alone(self) -> TiebreakError:
        """This mistake without the others found with it (``self`` when there are none)."""
        if not self.also and not self.more and not self.unread:
            return self
        out = type(self)(self.code, self.location, location_es=self.location_es, **self.params)
        for k, v in self.__dict__.items():  # (marks such as ``on_sheet``)
            if k not in ("also", "more", "unread", "code", "location", "location_es", "params"):
                setattr(out, k, v)
        return out

    def messages(self, lang: str = "en") -> list[str]:
        """Every mistake's message in ``lang``, each with its place; the last line says how many
        more were found and not listed (beyond :data:`MAX_ERRORS`); then, when the reading
        stopped (:data:`MAX_FOUND`), how many filled cells it left unread."""
        out = [e.own_message(lang) for e in self.every()]
        spanish = str(lang).lower().startswith("es")
        if self.more:
            en, es = MESSAGES["errors_not_listed"]
            out.append((es if spanish else en).format(n=self.more))
        if self.unread:
            en, es = MESSAGES["errors_unread_listed"]
            out.append((es if spanish else en).format(unread=self.unread))
        return out

    def at(self, location: str) -> TiebreakError:
        """The same error with ``location`` put in front of the current one."""
        loc = location if not self.location else f"{location}, {self.location}"
        return type(self)(self.code, loc, **self.params)


def one_line(e: object, width: int = 300) -> str:
    """What an exception (or any text) says, as one line for a message: its lines joined,
    spaces collapsed, at most ``width`` characters (a library's message may run over several
    lines; Python's own may quote a huge value)."""
    try:
        words = " ".join(str(e).split())
    except ValueError:  # (str() of a whole number past 4,300 digits)
        words = type(e).__name__
    return words if len(words) <= width else words[: width - 1] + "…"


def gather(errors: Sequence[TiebreakError], counted: int = 0, unread: int = 0, *,
           listed_by: str | None = None) -> TiebreakError:
    """One error that carries every mistake of ``errors`` (in order; the errors they carry
    too): the first, with the others in ``also`` up to :data:`MAX_ERRORS` in all, and the
    rest counted in ``more`` (with ``counted``: mistakes found and not even made into errors);
    ``unread``: the filled cells a reading left unread (:data:`MAX_FOUND`), with theirs.
    ``listed_by``: ``"list"`` for a published standings list's mistakes, which the commands that
    read such a list show (``prizes``, ``identify``), not ``TOURNAMENT_CHECK``/``check``: the
    count of the others then says so.

    Raises:
        ValueError: ``errors`` is empty (a reader gathers only what it found).
    """
    flat: list[TiebreakError] = []
    extra = counted
    for e in errors:
        flat.extend(e.every())
        extra += e.more
        unread += e.unread
    if not flat:
        raise ValueError("gather: no errors")
    first = flat[0]
    first.also = tuple(flat[1:MAX_ERRORS])
    first.more = max(0, len(flat) - MAX_ERRORS) + extra
    first.unread = unread
    if listed_by is not None:
        first.listed_by = listed_by
    return first
