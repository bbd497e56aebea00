"""What a filled template holds, as :func:`~xl_tiebreaks.workbook.reader.read_workbook` reads it:
its ranges as plain 2-D lists (the values xlwings would hand the spreadsheet functions)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any


@dataclass
class WorkbookData:
    """What a template holds: ranges as 2-D lists of values (after evaluating formulas)."""

    path: Path
    info: dict[str, str]
    results: list[list[Any]]
    settings: list[list[Any]]
    order: list[list[Any]]
    names: list[list[Any]] | None
    ratings: list[list[Any]] | None
    event: str = ""
    results_where: str = ""
    team: bool = False
    #: where each role's range is ("'Rondas'!C5:Q28"), by role (results, names, ratings, settings, order;
    #: prizes, prize_categories, prize_rules, player_data, categories when the workbook has them)
    where: dict[str, str] = field(default_factory=dict)
    #: the prize sheet's tables (prizes, prize_categories, prize_rules), the players' data (a header
    #: row, then a row per player) and the players' category cells, by role, when the workbook has them
    #: (a workbook made from a template before prizes has none)
    extra: dict[str, list[list[Any]]] = field(default_factory=dict)
