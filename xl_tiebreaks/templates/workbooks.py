"""A template workbook from a specification: the kind that draws it, built (``.xlsm``: with
its VBA project and custom properties), written to a file, the shipped ones written to a
folder, and one filled with a tournament (what ``xl-tiebreaks from-trf`` writes).
"""

from __future__ import annotations

import datetime as _dt
from pathlib import Path
from typing import Any

from openpyxl import Workbook
from openpyxl.packaging.custom import StringProperty

from ..errors import TiebreakError
from ..model import round_robin_cycle_rounds
from ..noaddin.builder import build_noaddin
from ..util import gc_paused
from .builder import Builder
from .individual import crosstable_fits, fill_tournament
from .kinds import KINDS
from .package import is_vba_path, save_workbook
from .specs import Layout, TemplateSpec, standard_templates
from .vba import _own_vba_project, _vba_workbook
from .words import PROP_PREFIX



def build_workbook(spec: Any, *, vba: bool = False, noaddin: bool = False) -> tuple[Workbook, Layout]:
    """A new template workbook (not saved) and where its parts are. ``spec``: a
    :class:`~xl_tiebreaks.templates.specs.TemplateSpec` or a
    :class:`~xl_tiebreaks.templates.specs.TeamTemplateSpec`; ``noaddin``: the template without
    the add-in (:mod:`xl_tiebreaks.noaddin`: formulas of the spreadsheet's own functions)."""
    if noaddin:
        return build_noaddin(spec)
    if vba:
        wb = _vba_workbook()
    else:
        wb = Workbook()
        wb.remove(wb.active)
    builder = Builder(spec, wb, KINDS[spec.team, spec.kind])
    with gc_paused():
        lay = builder.build()
    if vba:  # xlwings.conf last
        conf = wb["xlwings.conf"]
        wb.move_sheet(conf, offset=len(wb.sheetnames) - 1 - wb.sheetnames.index("xlwings.conf"))
        wb.active = 0
        _own_vba_project(wb)
    for k, v in spec.props().items():
        wb.custom_doc_props.append(StringProperty(name=PROP_PREFIX + k, value=v))
    wb.properties.creator = "xl-tiebreaks"
    wb.properties.title = builder.t["event_default"]
    return wb, lay


def write_template(spec: Any, path: str | Path) -> Layout:
    """Write a blank template to ``path`` (``.xlsm``: with xlwings' VBA project)."""
    wb, lay = build_workbook(spec, vba=is_vba_path(path))
    save_workbook(wb, path)
    return lay


def write_standard_templates(folder: str | Path) -> list[Path]:
    """Write every template of :func:`~xl_tiebreaks.templates.specs.standard_templates` into
    ``folder`` (``python -m xl_tiebreaks.templates workbook_templates``)."""
    folder = Path(folder)
    written = []
    for spec, rel in standard_templates():
        p = folder / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        write_template(spec, p)
        written.append(p)
    return written


def tournament_workbook(
    t: Any, *, lang: str = "es", order: tuple[str, ...] | None = None, layout: str = "auto",
    system: str | None = None, date: _dt.date | None = None, rules: str | None = None, vba: bool = False,
    noaddin: bool = False,
) -> tuple[Workbook, str]:
    """A template filled with tournament ``t`` (what ``xl-tiebreaks from-trf`` writes).

    Round robins get the crosstable when it can hold them (``layout="auto"``: no byes, no
    tie-break needing colours or the order of the rounds), else the round grid.
    Returns ``(workbook, "round_robin" | "swiss")``. ``noaddin``: the template without the
    add-in (:mod:`xl_tiebreaks.noaddin`).

    Raises:
        ValueError: ``layout="crosstable"`` for an event a crosstable cannot hold.
    """
    system = system or t.resolved_pairing_system()[0].value
    if system == "round_robin":
        default = ("DE", "SB", "WIN", "KS")
        fits = crosstable_fits(t, order or default)
        if layout == "crosstable" and not fits:
            raise TiebreakError("template_not_crosstable")
        kind = "round_robin" if (layout == "crosstable" or (layout == "auto" and fits)) else "swiss"
    else:
        kind = "swiss"
    n = len(t.participants)
    double = False
    if kind == "round_robin":
        double = t.rounds_announced > round_robin_cycle_rounds(n)
    spec = TemplateSpec(kind, n, t.rounds_announced if kind == "swiss" else None, double=double,
                        lang=lang, order=order, system=system)
    wb, lay = build_workbook(spec, vba=vba, noaddin=noaddin)
    fill_tournament(wb, lay, t, date=date, rules=rules, expelled=not noaddin)
    return wb, kind
