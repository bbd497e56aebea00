"""The Instructions sheet of a template without the add-in: which workbook it is, how to type
(the add-in template's own lines), the words it reads, what it computes and what needs the
add-in, the settings. Prose from the message catalogue (``messages/noaddin.tsv``)."""

from __future__ import annotations

from typing import Any

from .. import __version__
from ..templates.individual import instructions_text
from ..templates.words import _T, legend
from ..texts import text


def instructions_lines(spec: Any, lay: Any, comp: Any) -> list[str]:
    """Line by line (``# `` a heading), in the workbook's language."""
    lang = spec.lang
    t = _T[lang]
    add_in = instructions_text(spec, lay)
    # the add-in template's "how to type" part: from its first heading to the next one
    heads = [i for i, line in enumerate(add_in) if line.startswith("# ")]
    typing = add_in[heads[0]:heads[1]] if len(heads) > 1 else []
    computed = [code for code, v in zip(spec.tiebreak_order, comp.values) if v is not None]
    missing = [code for code, v in zip(spec.tiebreak_order, comp.values) if v is None]
    out = [text("na_title", lang, version=__version__), "# " + text("na_h_which", lang), text("na_which", lang),
           text("na_which_addin", lang)]
    out += typing
    out.append(text("na_words", lang, bye=t["bye_word"]))
    out += ["# " + text("tpl_h_columns", lang), text("tpl_columns_intro", lang)]
    out += [f"{code}: {meaning}" for code, meaning in legend(lang)[1:]]
    out.append(text("na_computes", lang, codes=" ".join(["Pts", *computed])))
    if missing:
        out.append(text("na_not_computed", lang, codes=" ".join(missing)))
    out += [text("na_order_fixed", lang), text("na_de_note", lang), text("tpl_decimals", lang)]
    out += ["# " + text("tpl_h_settings", lang), text("tpl_h_settings_text", lang),
            text("na_workings", lang, sheet=lay.sheets["workings"])]
    return out
