"""Tournament workbooks (templates) written with openpyxl, in Spanish or English, as ``.xlsx``
(xlwings Lite) or ``.xlsm`` (classic xlwings UDFs, with xlwings' add-in settings sheet and a
VBA project of its own): individual events (a round-robin crosstable, a Swiss round grid) and
team events (a team crosstable, a team Swiss grid), each with its tie-break formulas, a
standings sheet, settings and instructions.

Each kind of template is described as data and drawn by one builder:

- :mod:`~xl_tiebreaks.templates.words`: the vocabulary (workbook names, function names, sheet
  words, settings rows, legends, number formats), pure Python: the workbook reader finds a
  template by it;
- :mod:`~xl_tiebreaks.templates.specs`: what to build (:class:`TemplateSpec`,
  :class:`TeamTemplateSpec`), where the parts are (:class:`Layout`), the layout specs a kind
  is made of (:class:`~xl_tiebreaks.templates.specs.Kind`: sheets, columns, the results grid,
  computed columns, standings) and the shipped templates' names; pure Python;
- :mod:`~xl_tiebreaks.templates.individual`, :mod:`~xl_tiebreaks.templates.teams`: the four
  kinds as data, their settings and instructions, and a template filled with an event;
- :mod:`~xl_tiebreaks.templates.styles` (the look) and
  :mod:`~xl_tiebreaks.templates.builder` (the one builder that draws a kind);
- :mod:`~xl_tiebreaks.templates.workbooks` (build, write, fill from a tournament: the one
  place that chooses between these templates and those without the add-in,
  :mod:`xl_tiebreaks.noaddin`, which draws on the pieces above; this package's ``__init__``
  does not load it, so that taking a piece from here never loads the templates without the
  add-in, which take pieces from here: import its functions from ``templates.workbooks``),
  :mod:`~xl_tiebreaks.templates.package` (the saved package: fast plain cells,
  ``ignoredErrors``, cached values) and :mod:`~xl_tiebreaks.templates.vba` (the ``.xlsm``).

``python -m xl_tiebreaks.templates workbook_templates`` writes the shipped templates.
"""

from .individual import crosstable_fits, fill_tournament, instructions_text
from .package import is_vba_path, save_workbook, sheet_parts, workbook_bytes
from .specs import (
    STANDARD,
    STANDARD_TEAM,
    Layout,
    TeamTemplateSpec,
    TemplateSpec,
    split_team_order,
    standard_name,
    standard_team_specs,
    standard_templates,
    team_standard_name,
)
from .styles import CODE_CHARS, text_lines, text_width
from .teams import fill_team_tournament, team_instructions_text
from .vba import quickstart_path
from .words import (  # (_LEGEND_CODES, _T: the tables tests and the workbook reader read)
    _LEGEND_CODES,  # noqa: F401
    _T,  # noqa: F401
    CODE_FORMATS,
    DE_FORMAT,
    DEFAULT_ORDER,
    DEFAULT_TEAM_ORDER,
    FIRST_ROW,
    FUNCS,
    NAMES,
    ONE_DECIMAL,
    PROP_PREFIX,
    TEAM_CODE_FORMATS,
    TEAM_FUNCS,
    TEAM_NAMES,
    code_format,
    enable_function_lines,
    legend,
)

__all__ = [
    "CODE_CHARS", "CODE_FORMATS", "DEFAULT_ORDER", "DEFAULT_TEAM_ORDER", "DE_FORMAT", "FIRST_ROW", "FUNCS", "NAMES",
    "ONE_DECIMAL", "PROP_PREFIX", "STANDARD", "STANDARD_TEAM", "TEAM_CODE_FORMATS", "TEAM_FUNCS", "TEAM_NAMES",
    "Layout", "TeamTemplateSpec", "TemplateSpec", "code_format", "crosstable_fits",
    "enable_function_lines", "fill_team_tournament", "fill_tournament", "instructions_text", "is_vba_path", "legend",
    "quickstart_path", "save_workbook", "sheet_parts", "split_team_order", "standard_name", "standard_team_specs",
    "standard_templates", "team_instructions_text", "team_standard_name", "text_lines", "text_width",
    "workbook_bytes",
]
