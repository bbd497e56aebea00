"""What the tests of the templates without the add-in share: a workbook of an event written with
``--no-addin``, its cached values thrown away, recomputed by a real headless LibreOffice without
our extension or by the ``formulas`` package (Excel's semantics: its own model on a sample, the fast
driver of tests/formulas_engine.py on every event), and the core's values of the
same workbook (read back by the core's own workbook reader) to compare them with."""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import tempfile
import zipfile
from fractions import Fraction
from pathlib import Path
from typing import Any

from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.templates.workbooks import tournament_workbook

ROOT = Path(__file__).resolve().parent
GENERATED = ROOT / "data" / "fide-generated"
REALDATA = ROOT / "data" / "realdata"

#: the corpus's own orders (the reference's notation), FB left for the add-in
SWISS_ORDER = ("BH BH/C1 BH/C2 BH/M1 AOB SB SB/C1 PS PS/C1 WIN WON BPG BWG REP ARO ARO/C1 TPR PTP APRO APPO DE FB")
RR_ORDER = "DE SB WIN KS KS/L60 BH WON BPG BWG ARO TPR PS"


def corpus_order(expected: Path) -> tuple[str, ...]:
    """The tie-breaks a corpus file lists (its ``# options: ... -t PTS ...`` line), without PTS."""
    for line in expected.read_text(encoding="utf-8").splitlines():
        if line.startswith("# options:"):
            codes = line.split("-t", 1)[1].split()
            return tuple(c for c in codes if c != "PTS")
    raise AssertionError(f"no options line in {expected}")


def noaddin_bytes(trf: Path, order: tuple[str, ...] | None, lang: str = "en", layout: str = "rounds") -> bytes:
    """The event of ``trf`` written as ``from-trf --no-addin`` writes it (with the core's values
    cached)."""
    return noaddin_build(trf, order, lang, layout)[0]


def noaddin_build(trf: Path, order: tuple[str, ...] | None, lang: str = "en", layout: str = "rounds"
                  ) -> tuple[bytes, dict[str, Any], dict[str, Any]]:
    """(the workbook as ``from-trf --no-addin`` writes it, the core's values of it: its input
    cells read by the core's own workbook reader (:func:`core_values`), where its values are:
    the results and standings sheets, the points column)."""
    from xl_tiebreaks.noaddin.package import noaddin_workbook_bytes

    t = read_trf(trf).tournament
    wb, _ = tournament_workbook(t, lang=lang, order=order, layout=layout, noaddin=True)
    bld = wb._xlt_noaddin
    where = {"results": bld.layout.sheets["results"], "standings": bld.layout.sheets["standings"], "pts": bld.pts_col}
    return noaddin_workbook_bytes(wb), core_values(Path(trf.stem + ".xlsx"), wb), where


def without_cached_values(data: bytes) -> bytes:
    """The package ``data`` with every formula cell's cached value removed (so an engine that
    keeps cached values cannot pass for one that computes)."""
    src = zipfile.ZipFile(io.BytesIO(data))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as w:
        for info in src.infolist():
            b = src.read(info.filename)
            if info.filename.startswith("xl/worksheets/sheet"):
                text = b.decode("utf-8")
                text = re.sub(r"(<c [^>]*?)( t=\"(?:str|n|e|b)\")?(>\s*<f>[^<]*</f>)\s*<v>[^<]*</v>", r"\1\3<v></v>", text)
                text = re.sub(r"(<f>[^<]*</f>)<v>[^<]*</v>", r"\1<v></v>", text)
                b = text.encode("utf-8")
            w.writestr(info, b)
    return out.getvalue()


def libreoffice_recompute(paths: list[Path], profile: Path) -> dict[Path, Any]:
    """Each workbook opened, computed and saved by a headless LibreOffice without our extension
    (a private profile), read back as values (openpyxl, ``data_only``)."""
    from openpyxl import load_workbook

    soffice = shutil.which("soffice") or shutil.which("libreoffice")
    assert soffice, "no LibreOffice"
    out = Path(tempfile.mkdtemp(prefix="xlt-lo-"))
    try:
        for k in range(0, len(paths), 20):
            subprocess.run([soffice, f"-env:UserInstallation={profile.resolve().as_uri()}", "--headless", "--norestore",
                            "--convert-to", "xlsx", "--outdir", str(out), *map(str, paths[k:k + 20])],
                           check=True, capture_output=True, timeout=900)
        return {p: load_workbook(out / p.name, data_only=True) for p in paths}
    finally:
        shutil.rmtree(out, ignore_errors=True)


class FormulasValues:
    """A workbook computed by the ``formulas`` package's own model (``ExcelModel``, slow: about
    25 s for 3,000 formula cells): ``value(sheet, row, col)`` like openpyxl; ``raw[SHEET][(row,
    col)]`` the value as the package leaves it (numpy numbers, its error values)."""

    def __init__(self, path: Path) -> None:
        import formulas
        from openpyxl.utils.cell import coordinate_from_string, column_index_from_string

        xl = formulas.ExcelModel().loads(str(path)).finish()
        sol = xl.calculate()
        self.cells: dict[str, dict[tuple[int, int], Any]] = {}
        self.raw: dict[str, dict[tuple[int, int], Any]] = {}
        for key, v in sol.items():
            if "!" not in key or ":" in key.rsplit("!", 1)[1]:
                continue
            sheet, ref = key.rsplit("!", 1)
            sheet = sheet.split("]", 1)[1].rstrip("'").upper()
            if not re.fullmatch(r"\$?[A-Z]{1,3}\$?[0-9]+", ref.upper()):  # (a defined name, not a cell)
                continue
            letters, row = coordinate_from_string(ref.replace("$", ""))
            value = v.value[0][0] if hasattr(v, "value") else v
            self.cells.setdefault(sheet, {})[(row, column_index_from_string(letters))] = _plain(value)
            self.raw.setdefault(sheet, {})[(row, column_index_from_string(letters))] = value

    def value(self, sheet: str, row: int, col: int) -> Any:
        return self.cells.get(sheet.upper(), {}).get((row, col))


class FormulasEngineValues:
    """A workbook computed by the ``formulas`` package through the fast driver
    (tests/formulas_engine.py: the package's parser, compiled functions and filters, each formula
    shape compiled once): ``value(sheet, row, col)`` like :class:`FormulasValues`; ``engine``
    the driver (its ``values`` and ``stats``)."""

    def __init__(self, path: Path) -> None:
        from .formulas_engine import FormulasEngine

        self.engine = FormulasEngine(path)

    def value(self, sheet: str, row: int, col: int) -> Any:
        return _plain(self.engine.value(sheet, row, col))


def _plain(v: Any) -> Any:
    try:
        import numpy as np

        if isinstance(v, np.generic):
            v = v.item()
    except ImportError:  # pragma: no cover
        pass
    if isinstance(v, str) and v == "":
        return None
    if type(v).__name__ in ("XlError", "_XlError") or (isinstance(v, str) and v.startswith("#")):
        return f"#ERR {v}"
    return v


def core_values(path: Path, wb: Any = None) -> dict[str, Any]:
    """The core's values of the workbook at ``path`` (``wb``: already open) with its own order:
    per player (start number) the points and each tie-break (exact, ``None`` undefined), the
    place; the codes."""
    from xl_tiebreaks.workbook.reader import read_workbook, workbook_standings

    data = read_workbook(path, wb=wb)
    st, _ = workbook_standings(data)
    n = len(st.tournament.participants)
    out = {"codes": [s.text for s in st.specs], "players": n, "rows": {}}
    for i, p in enumerate(st.tournament.participants):
        out["rows"][p.start_no] = {
            "points": st.points.exact(i), "place": st.ranks[i],
            "values": [col.exact(i) for col in st.columns],
        }
    out["order"] = [st.tournament.participants[i].start_no for i in st.order]
    return out


def same(a: Any, b: Fraction | None) -> bool:
    """A computed cell ``a`` equals the core's exact value ``b`` (``None``: a blank cell)."""
    if b is None:
        return a in (None, "")
    if not isinstance(a, (int, float)) or isinstance(a, bool):
        return False
    return abs(Fraction(a) - b) < Fraction(1, 10**9)


def mismatches(get: Any, core: dict[str, Any], results: str, pts_col: int, standings: str = "") -> list[tuple]:
    """Where the computed workbook (``get(sheet, row, col)``) differs from the core's values:
    the points column ``pts_col`` of ``results``, the tie-breaks after it (a tie-break the
    formulas leave to the add-in must say so), the standings sheet (place and start number)."""
    errs: list[tuple] = []
    for sn, row in core["rows"].items():
        r = 4 + sn
        if not same(get(results, r, pts_col), row["points"]):
            errs.append((sn, "PTS", get(results, r, pts_col), row["points"]))
        for k, code in enumerate(core["codes"]):
            v = get(results, r, pts_col + 1 + k)
            if isinstance(v, str) and v in NEEDS_ADDIN:
                if computed_by_formulas(code) and not (code == "DE" and not all(map(computed_by_formulas,
                                                                                     core["codes"][:k]))):
                    errs.append((sn, code, v, "computed by formulas"))
                continue
            if not same(v, row["values"][k]):
                errs.append((sn, code, v, row["values"][k]))
    if standings:
        addin = [c for c in core["codes"] if not computed_by_formulas(c)]
        for i, sn in enumerate(core["order"]):
            got = (get(standings, 5 + i, 1), get(standings, 5 + i, 2))
            if addin and got[0] in NEEDS_ADDIN:
                # tied on every criterion before one only the add-in computes: no exact place
                continue
            if got != (core["rows"][sn]["place"], sn):
                errs.append(("standings", i + 1, got, (core["rows"][sn]["place"], sn)))
    return errs


#: what the cell of a tie-break only the add-in computes says (the short text: the block below the
#: table says which, issue 34 item 5)
NEEDS_ADDIN = ("see ↓", "ver ↓")


def computed_by_formulas(code: str) -> bool:
    from xl_tiebreaks.noaddin.compiler import formula_code
    from xl_tiebreaks.spec import parse_spec

    return formula_code(parse_spec(code), False) is None
