"""The templates without the add-in shipped in ``workbook_templates/``: the individual ones of
the add-in's list (:data:`xl_tiebreaks.templates.STANDARD`), in a folder of their own beside
them, ``es/sin_complemento/`` and ``en/no_addin/``, under the same file names (``.xlsx``)."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

#: the folder of the templates without the add-in, by language
FOLDER = {"es": "sin_complemento", "en": "no_addin"}


def noaddin_templates() -> list[tuple[Any, str]]:
    """(spec, relative path) of every template without the add-in in ``workbook_templates/``."""
    from ..templates.specs import STANDARD, standard_name

    out = []
    for lang in ("es", "en"):
        for s in STANDARD:
            spec = dataclasses.replace(s, lang=lang)
            name = standard_name(spec, "xlsx")
            out.append((spec, f"{lang}/{FOLDER[lang]}/{name.split('/', 1)[1]}"))
    return out


def is_noaddin_path(path: str | Path) -> bool:
    """Is ``path`` (inside ``workbook_templates/``) a template without the add-in?"""
    return any(part in FOLDER.values() for part in Path(path).parts)


def write_noaddin_template(spec: Any, path: str | Path) -> None:
    """A blank template without the add-in written to ``path``."""
    from ..files import write_output
    from .builder import build_noaddin
    from .package import noaddin_workbook_bytes

    wb, _ = build_noaddin(spec)
    write_output(Path(path), noaddin_workbook_bytes(wb), binary=True, force=True)  # (the shipped files are remade)


def write_noaddin_templates(folder: str | Path) -> list[Path]:
    """Write every template of :func:`noaddin_templates` into ``folder``."""
    folder = Path(folder)
    written = []
    for spec, rel in noaddin_templates():
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        write_noaddin_template(spec, p)
        written.append(p)
    return written
