"""The .ods files LibreOffice itself saves (issue 34, item 9): a headless LibreOffice (no
extension, a private profile) saves workbooks as .ods, and the command line reads each as it
reads the .xlsx it came from.

* filled templates with and without the add-in (``from-trf`` of the bundled six-player Swiss,
  Spanish): recognised as the templates they are (their named ranges and properties, which
  LibreOffice keeps), the same standings, the same ``check`` and the same TRF written back;
* a workbook with a crosstable and a Swiss grid pasted on a sheet named in Spanish: ``--range``
  gives the same standings from the .ods as from the .xlsx.

Skipped, saying so, where LibreOffice is not installed (.ci/run installs it).
"""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main
from xl_tiebreaks.workbook.reader import open_workbook, template_info

from .test_ods_and_ranges import CT_RANGE, EXAMPLE, SW_RANGE, pasted_xlsx

SOFFICE = shutil.which("soffice") or shutil.which("libreoffice")
pytestmark = pytest.mark.skipif(SOFFICE is None, reason="LibreOffice (soffice) is not installed: the .ods files "
                                "LibreOffice saves cannot be made here (.ci/run installs libreoffice-calc-nogui)")


@pytest.fixture(scope="module")
def saved(tmp_path_factory) -> dict[str, tuple[Path, Path]]:
    """name -> (the .xlsx, the .ods LibreOffice saved from it)."""
    folder = tmp_path_factory.mktemp("ods")
    xlsx = {"addin": folder / "addin.xlsx", "noaddin": folder / "noaddin.xlsx", "pasted": folder / "pasted.xlsx"}
    assert main(["from-trf", str(EXAMPLE), "-o", str(xlsx["addin"]), "--lang", "es"]) == 0
    assert main(["from-trf", str(EXAMPLE), "-o", str(xlsx["noaddin"]), "--lang", "es", "--no-addin"]) == 0
    pasted_xlsx(xlsx["pasted"])
    proc = subprocess.run([SOFFICE, f"-env:UserInstallation={(folder / 'profile').as_uri()}", "--headless",
                           "--norestore", "--convert-to", "ods", "--outdir", str(folder), *map(str, xlsx.values())],
                          capture_output=True, text=True, timeout=600)
    out = {k: (p, p.with_suffix(".ods")) for k, p in xlsx.items()}
    for k, (_, ods) in out.items():
        assert ods.exists(), (k, proc.stdout, proc.stderr)
    return out


def _json(argv: list[str], capsys) -> dict:
    assert main(argv + ["--format", "json", "--lang", "en"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("kind", ["addin", "noaddin"])
def test_a_template_saved_as_ods_is_the_template_it_is(kind, saved, capsys):
    xlsx, ods = saved[kind]
    assert template_info(open_workbook(ods)) == template_info(open_workbook(xlsx))
    a, b = _json(["standings", str(xlsx)], capsys), _json(["standings", str(ods)], capsys)
    assert a["standings"] == b["standings"] and a["tiebreaks"] == b["tiebreaks"] == ["BH-C1", "BH", "SB", "DE", "WIN"]
    # the hand values of the bundled Swiss (tests/test_ods_and_ranges.py): F and A on 2.5, BH-C1 4 both, BH 5 and 4
    top = [(r["start_no"], r["points"], r["tiebreaks"]["BH"]) for r in b["standings"][:2]]
    assert top == [(6, "2.5", "5.0"), (1, "2.5", "4.0")]


@pytest.mark.parametrize("kind", ["addin", "noaddin"])
def test_check_and_to_trf_read_the_ods_as_the_xlsx(kind, saved, tmp_path, capsys):
    xlsx, ods = saved[kind]
    said = []
    for f in (xlsx, ods):
        rc = main(["check", str(f), "--lang", "es"])
        said.append((rc, capsys.readouterr().out))
        assert main(["to-trf", str(f), "-o", str(tmp_path / f"{f.suffix[1:]}.trf")]) == 0
        capsys.readouterr()
    assert said[0] == said[1] and "Rondas!C8 (nº 4, D)" in said[1][1]
    assert (tmp_path / "xlsx.trf").read_text(encoding="utf-8") == (tmp_path / "ods.trf").read_text(encoding="utf-8")


@pytest.mark.parametrize("cells", [CT_RANGE, SW_RANGE])
def test_a_pasted_range_of_an_ods_gives_the_xlsxs_standings(cells, saved, capsys):
    xlsx, ods = saved["pasted"]
    a = _json(["standings", str(xlsx), "--range", cells, "-t", "BH SB"], capsys)
    b = _json(["standings", str(ods), "--range", cells, "-t", "BH SB"], capsys)
    assert a["standings"] == b["standings"] and len(a["standings"]) in (4, 6)


def test_the_largest_template_saved_as_ods_is_one_it_reads(tmp_path, capsys):
    """The 999-player, 25-round Swiss (the largest template the product makes) filled, saved as
    .ods by LibreOffice: within every bound of a workbook (its content.xml held 261,323 XML
    elements, the bound is 400,000), the same standings as the .xlsx."""
    from .test_trf_reader import _big_swiss_text

    trf = tmp_path / "big.trf"
    trf.write_text(_big_swiss_text(999, 25))
    xlsx = tmp_path / "big.xlsx"
    assert main(["from-trf", str(trf), "-o", str(xlsx), "--lang", "en"]) == 0
    subprocess.run([SOFFICE, f"-env:UserInstallation={(tmp_path / 'profile').as_uri()}", "--headless", "--norestore",
                    "--convert-to", "ods", "--outdir", str(tmp_path), str(xlsx)], capture_output=True, timeout=900)
    ods = xlsx.with_suffix(".ods")
    assert ods.exists()
    capsys.readouterr()
    for f in (xlsx, ods):
        assert main(["standings", str(f), "--format", "csv", "-o", str(tmp_path / f"{f.suffix[1:]}.csv")]) == 0
    rows = (tmp_path / "ods.csv").read_text(encoding="utf-8").splitlines()
    assert rows == (tmp_path / "xlsx.csv").read_text(encoding="utf-8").splitlines() and len(rows) == 1000
