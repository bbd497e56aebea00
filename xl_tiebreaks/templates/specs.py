"""What to build: the specifications of the individual and the team templates (size, language,
tie-break order), where the parts of a built one are (:class:`Layout`), and the templates
shipped in ``workbook_templates/`` with their file names. Pure Python (no openpyxl).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, Sequence

from .. import __version__
from ..errors import TiebreakError
from ..model import round_robin_cycle_rounds
from ..text_cells import put, put_text
from .words import DEFAULT_ORDER, DEFAULT_TEAM_ORDER, FIRST_ROW, SLOTS, TEAM_SLOTS


class _Spec:
    """What the individual and the team specifications share: the kind, the language, the
    rounds (a round robin's follow from its rows) and the tie-break slots."""

    kind: str
    lang: str
    rounds: int | None
    double: bool
    order: tuple[str, ...] | None
    slots: int

    def _check(self, what: str, what_es: str, high: int) -> None:
        if self.kind not in ("round_robin", "swiss"):
            raise TiebreakError("template_bad_kind", value=self.kind)
        if self.lang not in ("es", "en"):
            raise TiebreakError("template_bad_lang", value=self.lang)
        if not 2 <= self.rows <= high:
            raise TiebreakError("template_count", what=what, what_es=what_es, low=2, high=high, value=self.rows)

    def _check_rounds(self) -> None:
        if self.kind == "swiss" and not (self.rounds and 1 <= self.rounds <= 99):
            raise TiebreakError("template_needs_rounds")

    @property
    def rows(self) -> int:
        """Rows of the results range (one per player or team)."""
        raise NotImplementedError

    @property
    def default_order(self) -> tuple[str, ...]:
        raise NotImplementedError

    @property
    def tiebreak_order(self) -> tuple[str, ...]:
        return tuple(self.order) if self.order is not None else self.default_order

    @property
    def n_slots(self) -> int:
        return max(self.slots, len(self.tiebreak_order))

    @property
    def n_rounds(self) -> int:
        if self.kind == "swiss":
            return int(self.rounds or 0)
        return round_robin_cycle_rounds(self.rows) * (2 if self.double else 1)


@dataclass(frozen=True)
class TemplateSpec(_Spec):
    """What to build.

    Attributes:
        kind: ``"round_robin"`` (crosstable) or ``"swiss"`` (round grid; also a round robin
            written round by round when ``system`` is ``"round_robin"``).
        players: rows (Swiss: capacity, spare rows stay blank).
        rounds: rounds of a Swiss grid (a round robin's follow from ``players``).
        double: double round robin (two blocks of columns).
        lang: ``"es"`` or ``"en"``.
        order: tie-break order; ``None``: the default of the pairing system.
        slots: tie-break columns (at least the order's length).
        system: ``"swiss"`` / ``"round_robin"``; ``None``: from ``kind``.
    """

    kind: str
    players: int
    rounds: int | None = None
    double: bool = False
    lang: str = "es"
    order: tuple[str, ...] | None = None
    slots: int = SLOTS
    system: str | None = None

    def __post_init__(self) -> None:
        self._check("players", "los jugadores", 999)
        self._check_rounds()

    team = False

    @property
    def pairing(self) -> str:
        return self.system or self.kind

    @property
    def default_order(self) -> tuple[str, ...]:
        return DEFAULT_ORDER[self.pairing]

    @property
    def rows(self) -> int:
        """Rows of the results range (one per player)."""
        return self.players

    @property
    def criteria_codes(self) -> tuple[str, ...]:
        """The codes of the computed columns after the points: the tie-break order."""
        return self.tiebreak_order

    @property
    def criteria_count(self) -> int:
        return self.n_slots

    def props(self) -> dict[str, str]:
        """The workbook's custom properties (``xl_tiebreaks.<key>``)."""
        return {
            "template": self.kind, "system": self.pairing, "players": str(self.players),
            "rounds": str(self.n_rounds), "double": "1" if self.double else "0", "lang": self.lang,
            "slots": str(self.n_slots), "version": __version__,
        }


def split_team_order(text: str | Sequence[str] | None) -> tuple[str | None, tuple[str, ...]]:
    """A ranking order as typed (``"MP GP DE EGGSB"``, a preset such as ``SEED001_TEAM_RR``)
    as (primary score or ``None``, the tie-breaks after it).

    Raises:
        TiebreakError: unknown codes.
    """
    from ..teams.tiebreaks import parse_team_list

    if text is None:
        return None, ()
    specs = parse_team_list(text if isinstance(text, str) else list(text))
    if specs and specs[0].code in ("MP", "GP"):
        return specs[0].code, tuple(s.text for s in specs[1:])
    if specs and specs[0].code == "PTS":
        specs = specs[1:]
    return None, tuple(s.text for s in specs)


@dataclass(frozen=True)
class TeamTemplateSpec(_Spec):
    """What to build.

    Attributes:
        kind: ``"round_robin"`` (team crosstable) or ``"swiss"`` (team round grid).
        teams: rows (Swiss: capacity, spare rows stay blank; round robin: the teams).
        boards: boards per match.
        rounds: rounds of a Swiss grid (a round robin's follow from ``teams``).
        double: double round robin (two blocks of columns).
        lang: ``"es"`` or ``"en"``.
        primary: ``"MP"`` or ``"GP"``: the score ranked first; ``None``: seed 001's (GP).
        order: the tie-breaks after the primary score; ``None``: seed 001 §3's.
        slots: tie-break columns (at least the order's length).
        match_points: MP for a match won / drawn / lost, ``"2/1/0"`` or ``"3/1/0"``.
    """

    kind: str
    teams: int
    boards: int = 4
    rounds: int | None = None
    double: bool = False
    lang: str = "es"
    primary: str | None = None
    order: tuple[str, ...] | None = None
    slots: int = TEAM_SLOTS
    match_points: str = "2/1/0"

    def __post_init__(self) -> None:
        self._check("teams", "los equipos", 500)
        if not 1 <= self.boards <= 30:
            raise TiebreakError("template_count", what="boards", what_es="los tableros", low=1, high=30,
                                value=self.boards)
        self._check_rounds()
        if self.primary not in (None, "MP", "GP"):
            raise TiebreakError("template_bad_primary", value=self.primary)
        parts = self.match_points.replace("-", "/").split("/")
        if len(parts) != 3 or not all(p.strip().replace(".", "", 1).isdigit() for p in parts):
            raise TiebreakError("template_bad_match_points", value=self.match_points)

    team = True

    @property
    def pairing(self) -> str:
        return self.kind

    @property
    def primary_score(self) -> str:
        return self.primary or DEFAULT_TEAM_ORDER[self.kind][0]

    @property
    def default_order(self) -> tuple[str, ...]:
        return DEFAULT_TEAM_ORDER[self.kind][1]

    @property
    def rows(self) -> int:
        return self.teams

    @property
    def criteria_codes(self) -> tuple[str, ...]:
        """The codes of the computed columns: the primary score, then the tie-breaks."""
        return (self.primary_score, *self.tiebreak_order)

    @property
    def criteria_count(self) -> int:
        return 1 + self.n_slots

    def props(self) -> dict[str, str]:
        return {
            "template": "team_" + self.kind, "system": self.kind, "teams": str(self.teams),
            "boards": str(self.boards), "rounds": str(self.n_rounds), "double": "1" if self.double else "0",
            "lang": self.lang, "slots": str(self.n_slots), "version": __version__,
        }


@dataclass
class Layout:
    """Where things are (1-based rows and columns)."""

    spec: Any  # TemplateSpec or TeamTemplateSpec
    sheets: dict[str, str] = field(default_factory=dict)  # role -> title
    results_sheet: str = ""
    results_first_col: int = 0
    results_width: int = 0
    names_at: tuple[str, int] = ("", 0)  # sheet, column (rows FIRST_ROW..)
    ratings_at: tuple[str, int] = ("", 0)
    extra_at: dict[str, tuple[str, int]] = field(default_factory=dict)  # fed, fide_id, category
    settings_rows: dict[str, int] = field(default_factory=dict)  # role -> row (settings sheet)
    order_rows: list[int] = field(default_factory=list)
    event_cell: str = "B2"

    @property
    def last_row(self) -> int:
        return FIRST_ROW + self.spec.rows - 1

    def put_settings(self, wb: Any, values: dict[str, Any], event: str | None = None) -> None:
        """Write ``values`` (role -> value) into the value cells of the settings sheet of
        ``wb`` (a role the template has no row for is left out), and ``event`` (when given)
        as the event's name."""
        st = wb[self.sheets["settings"]]
        for role, value in values.items():
            if role in self.settings_rows:
                put(st, self.settings_rows[role], 2, value)
        if event:
            put_text(st[self.event_cell], event)


# ---------------------------------------------------------------------------------------------
# standard templates (workbook_templates/)

STANDARD: list[TemplateSpec] = [
    TemplateSpec("round_robin", 6), TemplateSpec("round_robin", 8), TemplateSpec("round_robin", 10),
    TemplateSpec("round_robin", 6, double=True),
    TemplateSpec("swiss", 16, 5), TemplateSpec("swiss", 30, 7), TemplateSpec("swiss", 60, 9),
]
STANDARD_TEAM: list[TeamTemplateSpec] = [
    TeamTemplateSpec("round_robin", 6, 4),
    TeamTemplateSpec("swiss", 12, 4, 5),
]

#: file names: (kind, language) -> the pattern of a spec's name ({double}: "doble_" / "double_")
_FILE_NAMES = {
    ("round_robin", "es"): "liga_{double}{players}_jugadores",
    ("swiss", "es"): "suizo_{players}_jugadores_{rounds}_rondas",
    ("round_robin", "en"): "round_robin_{double}{players}_players",
    ("swiss", "en"): "swiss_{players}_players_{rounds}_rounds",
    ("team_round_robin", "es"): "liga_equipos_{double}{teams}_equipos_{boards}_tableros",
    ("team_swiss", "es"): "suizo_equipos_{teams}_equipos_{rounds}_rondas_{boards}_tableros",
    ("team_round_robin", "en"): "team_round_robin_{double}{teams}_teams_{boards}_boards",
    ("team_swiss", "en"): "team_swiss_{teams}_teams_{rounds}_rounds_{boards}_boards",
}


def standard_name(spec: Any, ext: str) -> str:
    """The file name (``es/liga_6_jugadores.xlsx``) of a template in ``workbook_templates/``."""
    kind = ("team_" if spec.team else "") + spec.kind
    double = ("doble_" if spec.lang == "es" else "double_") if spec.double else ""
    fields = {**dataclasses.asdict(spec), "double": double, "rounds": spec.n_rounds}
    base = _FILE_NAMES[kind, spec.lang].format(**fields)
    return f"{spec.lang}/{base}.{ext}"


team_standard_name = standard_name


def standard_team_specs(lang: str) -> list[TeamTemplateSpec]:
    return [dataclasses.replace(s, lang=lang) for s in STANDARD_TEAM]


def standard_templates() -> list[tuple[Any, str]]:
    """(spec, relative path) of every template shipped in ``workbook_templates/``: the
    individual ones (:class:`TemplateSpec`), then the team ones (:class:`TeamTemplateSpec`)."""
    out = []
    for lang in ("es", "en"):
        for s in STANDARD:
            spec = dataclasses.replace(s, lang=lang)
            for ext in ("xlsx", "xlsm"):
                out.append((spec, standard_name(spec, ext)))
    for lang in ("es", "en"):
        for spec in standard_team_specs(lang):
            for ext in ("xlsx", "xlsm"):
                out.append((spec, standard_name(spec, ext)))
    return out


# ---------------------------------------------------------------------------------------------
# layout specs: a template kind as data, drawn by xl_tiebreaks.templates.builder.Builder
# (texts are keys of the kind's words; workbook names are roles of its names)


@dataclass(frozen=True)
class Column:
    """A column of a list sheet or left of the results: its header (a word), width, content
    (``"number"``: the start numbers, bold; ``"name"``: the name from the list sheet, a
    formula; ``""``: typed), alignment (``"center"`` / ``"left"``), number format, the
    workbook name of its range and the :class:`Layout` field that points at it (``"names"``,
    ``"ratings"`` or a key of ``extra_at``)."""

    head: str
    width: float
    content: str = ""
    n: int | None = None  # the header's {n} (board number)
    align: str = "center"
    number_format: str | None = None
    name: str | None = None
    at: str | None = None


@dataclass(frozen=True)
class Validation:
    """Help on typing results: on column ``column`` (0 opponent, 1 colour, 2 result) of every
    round, or (``None``) on a crosstable's cells; an input message (``prompt``: title and
    text) and a drop-down of ``choices`` (``"colours"``: White / Black) with an ``error``."""

    column: int | None
    prompt: tuple[str, str]
    choices: str | None = None
    error: str | None = None


@dataclass(frozen=True)
class ResultsSheet:
    """The results sheet: title, the columns before the results, the results as a round grid
    (``grid="rounds"``: three columns a round headed by ``heads``, widths ``widths``) or a
    crosstable (``"cross"``: ``heads`` = label, first cycle, second cycle; ``widths`` = one),
    a points column (``points``), then the ranking criteria: one array formula each,
    ``=INDEX(function(args),0,k)``, headed by the codes the workbook name ``criteria_role``
    holds, each looking as its code says (``formats``)."""

    subtitle: str
    columns: tuple[Column, ...]
    grid: str
    heads: tuple[str, ...]
    widths: tuple[float, ...]
    validations: tuple[Validation, ...]
    points: bool
    criteria_label: str
    criteria_role: str
    criteria_args: tuple[str, ...]
    criteria_first: int
    criteria_width: float
    formats: Sequence[tuple[str, str]]
    bold_first: bool
    note: str


@dataclass(frozen=True)
class ListSheet:
    """A list sheet (players, teams): its role, subtitle, the columns for a spec, whether it
    prints in landscape for a spec."""

    role: str
    subtitle: str
    columns: Any  # spec -> tuple[Column, ...]
    landscape: Any = None  # spec -> bool; None: portrait


@dataclass(frozen=True)
class StandingsSheet:
    """The standings sheet: one array formula ``function(args)``; ``fixed`` columns (rank,
    start number, name, the scores: ``bold``, ``formats``) before one column per tie-break
    slot; codes in ``hidden`` have their own columns and none among the slots."""

    function: str
    args: tuple[str, ...]
    fixed: int
    bold: tuple[int, ...]
    widths: dict[str, float]
    fixed_formats: dict[int, str]
    formats: Sequence[tuple[str, str]]
    hidden: tuple[str, ...] = ()
    wrap_heads: bool = False


@dataclass(frozen=True)
class Kind:
    """A template kind: its words, workbook names and functions (by language), its sheets
    (role, word of the title) in tab order, the settings sheet's contents (spec, words ->
    keyword arguments of the builder's settings sheet), the list sheets, the results sheet,
    further sheets (drawn by a function of the builder), the standings and the instructions
    (spec, layout -> lines)."""

    words: dict[str, dict[str, Any]]
    names: dict[str, dict[str, str]]
    funcs: dict[str, dict[str, str]]
    sheets: tuple[tuple[str, str], ...]
    settings: Any
    lists: tuple[ListSheet, ...]
    results: ResultsSheet
    extras: tuple[Any, ...]
    standings: StandingsSheet
    instructions: Any
