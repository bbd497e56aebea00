"""The kinds that draw a template, by (team event, kind of the spec): one table that the
templates with the add-in (:func:`xl_tiebreaks.templates.workbooks.build_workbook`) and without it
(:func:`xl_tiebreaks.noaddin.builder.build_noaddin`) both take, so neither imports the other for it."""

from __future__ import annotations

from . import individual, teams
from .specs import Kind

#: the kinds, by (team event, kind of the spec)
KINDS: dict[tuple[bool, str], Kind] = {
    (False, "swiss"): individual.SWISS, (False, "round_robin"): individual.ROUND_ROBIN,
    (True, "swiss"): teams.TEAM_SWISS, (True, "round_robin"): teams.TEAM_ROUND_ROBIN,
}
