"""Everything the organiser reads that is not an error: notes, warnings, headers, check
findings, explanations, the command line's help and what it prints, in English and Spanish.

The other half of the message catalogue (:mod:`xl_tiebreaks.messages`, one module a domain):
:data:`xl_tiebreaks.errors.MESSAGES` holds the errors, :data:`TEXTS` the rest, in the same shape
(code -> (English, Spanish), parameters for ``str.format``); the codes of the two never overlap.
:func:`text` looks a code up in either.

A note or a warning is a :class:`Text`: a ``str`` (its English wording, so code that reads
notes as text keeps working) that remembers its code and parameters, so that every screen
shows it in the organiser's language (:func:`say`).

:func:`default_lang` chooses the language when none is given: the system's (``LC_ALL``,
``LC_MESSAGES``, ``LANG``; on Windows the display language), else English.
"""

from __future__ import annotations

import os
import sys
from typing import Any, Mapping

from .messages import ARGPARSE, TEXTS, lookup  # noqa: F401 - ARGPARSE for the command line
from .util import LazyPattern


def lang_code(lang: Any) -> str:
    """``"es"`` for any Spanish language tag (``es``, ``es_ES.UTF-8``, ``Spanish``), else ``"en"``."""
    s = str(lang or "").strip().lower()
    return "es" if s.startswith(("es", "spanish", "español", "espanol", "castellano")) else "en"


def _locale_lang(value: str) -> str | None:
    v = value.split(":")[0].strip()
    if not v:
        return None
    if v in ("C", "POSIX") or v.startswith(("C.", "POSIX.")):
        return "en"
    return lang_code(v)


def _windows_lang() -> str | None:  # pragma: no cover - Windows only
    try:
        import ctypes

        langid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except Exception:  # noqa: BLE001 - no Windows API: no answer
        return None
    return "es" if langid & 0x3FF == 0x0A else "en"  # LANG_SPANISH, any country


def default_lang(environ: Mapping[str, str] | None = None, platform: str | None = None) -> str:
    """The language to speak when none is given: the system locale's (the first of ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG`` that is set, as gettext reads them; ``C`` / ``POSIX`` is English),
    on Windows without those variables the display language, else English. Spanish for any
    Spanish locale (``es_ES``, ``es_AR``, ``es_MX``...)."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        got = _locale_lang(env.get(var, "") or "")
        if got is not None:
            return got
    if (platform or sys.platform) == "win32":
        return _windows_lang() or "en"
    return "en"


class Both(str):
    """Words already written in both languages (a place a reader wrote: ``row 5, column 3`` /
    ``fila 5, columna 3``), for a :class:`Text`'s parameter: the ``str`` is the English."""

    es: str

    def __new__(cls, en: str, es: str) -> Both:
        obj = super().__new__(cls, en)
        obj.es = es
        return obj

    def message(self, lang: str = "en") -> str:
        return self.es if lang_code(lang) == "es" else str(self)

    def __reduce__(self) -> Any:
        return (Both, (str(self), self.es))


def _render_param(v: Any, lang: str) -> Any:
    if isinstance(v, (Text, Both)):
        return v.message(lang)
    if hasattr(v, "message") and callable(v.message) and isinstance(v, Exception):
        return v.message(lang)
    if isinstance(v, tuple):  # several texts joined with "and"
        parts = [str(_render_param(x, lang)) for x in v]
        joiner = TEXTS["w_and"][1 if lang == "es" else 0]
        return ", ".join(parts[:-1]) + joiner + parts[-1] if len(parts) > 1 else "".join(parts)
    return v


def template(code: str, lang: str = "en") -> str:
    """The raw template of ``code`` (from :data:`TEXTS`, else the errors' MESSAGES)."""
    return lookup(code)[1 if lang_code(lang) == "es" else 0]


def text(code: str, lang: str = "en", /, **params: Any) -> str:
    """The text of ``code`` in ``lang`` with ``params`` (texts among them in the same language)."""
    lg = lang_code(lang)
    tpl = template(code, lg)
    return tpl.format(**{k: _render_param(v, lg) for k, v in params.items()})


#: warnings whose remedy is a setting: their wording names the command line's option; a
#: workbook's copy says it of the setting's cell named in front (``<code>_cell``), a function
#: of its settings argument (``<code>_sheet``: a template's cell, or ``key=value``), issue 23
SETTING_WARNINGS = ("warn_rules_edition", "warn_unrated_empty", "warn_bye_points")


def said_in(note: Any, where: str) -> Any:
    """``note`` worded for where its setting is (``"cell"``: a workbook's cell, named in front;
    ``"sheet"``: a function's settings argument); any other note as it is."""
    code = getattr(note, "code", "")
    if code not in SETTING_WARNINGS or not isinstance(note, Text):
        return note
    return Text(f"{code}_{where}", warning=note.warning, location=note.location, location_es=note.location_es,
                **note.params)


class Text(str):
    """A text of the catalogue that can be shown in either language: the ``str`` itself is the
    English wording; :meth:`message` gives it in ``"es"`` or ``"en"``.

    Args:
        code: key of :data:`TEXTS` (or of the errors' MESSAGES).
        warning: shown with a ``warning:`` / ``aviso:`` prefix (default: the codes ``warn_*``).
        location / location_es: where it was noticed, in the organiser's words (put in front).
        **params: the values it names; a :class:`Text` or a tuple of them is rendered in the
            same language.
    """

    code: str
    params: dict[str, Any]
    warning: bool
    location: Any
    location_es: Any

    def __new__(cls, code: str, /, *, warning: bool | None = None, location: Any = None, location_es: Any = None,
                **params: Any) -> Text:
        if warning is None:
            warning = code.startswith("warn_")
        obj = super().__new__(cls, _compose(code, "en", params, warning, location, location_es))
        obj.code = code
        obj.params = params
        obj.warning = warning
        obj.location = location
        obj.location_es = location_es
        return obj

    def message(self, lang: str = "en") -> str:
        return _compose(self.code, lang, self.params, self.warning, self.location, self.location_es)

    def replace_params(self, *, location: Any = None, location_es: Any = None, **params: Any) -> Text:
        """The same text with some parameters (or its location) changed."""
        return Text(self.code, warning=self.warning,
                    location=self.location if location is None else location,
                    location_es=self.location_es if location is None else location_es,
                    **{**self.params, **params})

    def __reduce__(self) -> Any:  # pickling keeps the code
        return (_rebuild, (self.code, self.warning, self.location, self.location_es, self.params))


def _rebuild(code: str, warning: bool, location: Any, location_es: Any, params: dict) -> Text:
    return Text(code, warning=warning, location=location, location_es=location_es, **params)


def _compose(code: str, lang: str, params: Mapping[str, Any], warning: bool, location: Any, location_es: Any) -> str:
    lg = lang_code(lang)
    body = text(code, lg, **params)
    if location:
        if lg == "es":
            from .errors import translate_location

            loc = location_es if location_es else translate_location(str(_render_param(location, lg)), "es")
        else:
            loc = location
        body = f"{_render_param(loc, lg)}: {body}"
    if warning:
        body = f"{TEXTS['w_warning'][1 if lg == 'es' else 0]}: {body}"
    return body


def say(x: Any, lang: str = "en") -> str:
    """``x`` in ``lang``: a :class:`Text` or a :class:`~xl_tiebreaks.errors.TiebreakError`
    in that language, anything else as it is."""
    if isinstance(x, Text):
        return x.message(lang)
    if isinstance(x, Exception) and hasattr(x, "message") and callable(x.message):
        try:
            return str(x.message(lang))
        except TypeError:
            return str(x)
    return str(x)


def is_warning(note: Any) -> bool:
    """Is ``note`` a warning (a :class:`Text` made as one, or a plain text starting ``warning:``)?"""
    if isinstance(note, Text):
        return note.warning
    return str(note).startswith("warning:")


def note_line(note: Any, lang: str = "en") -> str:
    """One line for a note or warning: ``warning: ...`` / ``aviso: ...`` as it is, anything else
    after ``note:`` / ``nota:``."""
    lg = lang_code(lang)
    shown = say(note, lg)
    if is_warning(note):
        if not isinstance(note, Text) and lg == "es":
            return TEXTS["w_warning"][1] + shown[len("warning"):]
        return shown
    return f"{TEXTS['w_note'][1 if lg == 'es' else 0]}: {shown}"


def word(code: str, lang: str = "en") -> str:
    """A word of :data:`TEXTS` in ``lang`` (no parameters)."""
    return TEXTS[code][1 if lang_code(lang) == "es" else 0]


#: a number as :func:`~xl_tiebreaks.output.format_number` and
#: :func:`~xl_tiebreaks.output.format_cell` write it (``2.5``, ``-0.25``, KSX's steps
#: ``3.0 / 2.5``): the texts whose decimal point becomes a comma in Spanish
_DECIMAL = LazyPattern(r"-?\d+\.\d+(?: / -?\d+\.\d+)*")


def local_number(cell: Any, lang: str = "en") -> Any:
    """A formatted number with the decimal mark of ``lang`` (``2,5`` in Spanish); anything
    else (names, whole numbers, empty cells, a sentence) as it is."""
    if lang_code(lang) == "es":
        return decimal_comma(cell)
    return cell


def decimal_comma(cell: Any) -> Any:
    """:func:`local_number` in Spanish, the language already known (a table's cells: the
    language is asked once for the table, not once a cell)."""
    if isinstance(cell, str) and _DECIMAL.fullmatch(cell):
        return cell.replace(".", ",")
    return cell
