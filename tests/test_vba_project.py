"""The .xlsm templates' VBA project (xl_tiebreaks.vba_project): only ThisWorkbook and one
document module per sheet, with xlwings' references; read back by olevba (oletools), olefile
and, when installed, LibreOffice."""

from __future__ import annotations

import random
import shutil
import struct
import subprocess
import zipfile
from pathlib import Path

import pytest

olefile = pytest.importorskip("olefile")
olevba = pytest.importorskip("oletools.olevba")

from xl_tiebreaks import vba_project as vp  # noqa: E402
from xl_tiebreaks.cli import main  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = ROOT / "workbook_templates"
XLSM = sorted(str(p.relative_to(SHIPPED)) for p in SHIPPED.rglob("*.xlsm"))


def modules_of(path: Path) -> dict[str, str]:
    """Module name -> source code, as olevba reads the file's VBA project."""
    parser = olevba.VBA_Parser(str(path))
    try:
        assert parser.detect_vba_macros()
        return {Path(vba_filename).stem: code for _f, _s, vba_filename, code in parser.extract_macros()}
    finally:
        parser.close()


def sheet_code_names(path: Path) -> list[str]:
    import re

    with zipfile.ZipFile(path) as z:
        wb = z.read("xl/workbook.xml").decode()
        rels = z.read("xl/_rels/workbook.xml.rels").decode()
        targets = dict(re.findall(r'Id="([^"]+)"[^>]*Target="([^"]+)"', rels))
        targets.update({a: b for b, a in re.findall(r'Target="([^"]+)"[^>]*Id="([^"]+)"', rels)})
        out = []
        for rid in re.findall(r'<sheet [^>]*r:id="([^"]+)"', wb):
            xml = z.read("xl/" + targets[rid].lstrip("/").removeprefix("xl/")).decode()
            m = re.search(r'<sheetPr[^>]*codeName="([^"]+)"', xml)
            out.append(m.group(1) if m else None)
        assert 'codeName="ThisWorkbook"' in wb
    return out


@pytest.mark.parametrize("rel", XLSM)
def test_shipped_xlsm_holds_only_what_the_functions_need(rel):
    path = SHIPPED / rel
    mods = modules_of(path)
    names = sheet_code_names(path)
    assert None not in names and len(set(names)) == len(names)
    assert set(mods) == {"ThisWorkbook", *names}  # no Module1 (SampleCall), no orphan document module
    for name, code in mods.items():
        lines = [line for line in code.splitlines() if line.strip() and not line.startswith("Attribute ")]
        assert lines == [], (name, lines)  # no code at all
    with zipfile.ZipFile(path) as z:
        ole = olefile.OleFileIO(z.read("xl/vbaProject.bin"))
    try:
        d = olevba.decompress_stream(bytearray(ole.openstream("VBA/dir").read()))
        # the reference to the xlwings add-in (REFERENCEPROJECT) the wrappers need
        assert b"xlwings.xlam" in d
        assert ole.openstream("VBA/_VBA_PROJECT").read() == vp.VBA_PROJECT_STREAM  # no stale compiled code
        project = ole.openstream("PROJECT").read().decode("cp1252")
    finally:
        ole.close()
    assert "Module=" not in project and "SampleCall" not in project
    assert [line.split("=")[1].split("/")[0] for line in project.splitlines() if line.startswith("Document=")] == \
        ["ThisWorkbook", *names]


def test_filled_xlsm_gets_a_module_per_sheet(tmp_path):
    out = tmp_path / "seed.xlsm"
    assert main(["from-trf", str(ROOT / "xl_tiebreaks" / "data" / "example_swiss.trf"), "-o", str(out), "--lang", "es"]) == 0
    assert set(modules_of(out)) == {"ThisWorkbook", *sheet_code_names(out)}
    # compute keeps the project (openpyxl keep_vba)
    assert main(["compute", str(out), "-o", str(tmp_path / "c.xlsm")]) == 0
    assert set(modules_of(tmp_path / "c.xlsm")) == {"ThisWorkbook", *sheet_code_names(tmp_path / "c.xlsm")}


@pytest.mark.skipif(shutil.which("soffice") is None, reason="LibreOffice (soffice) is not installed")
def test_libreoffice_opens_the_xlsm_and_reads_its_project(tmp_path):
    src = tmp_path / "liga.xlsm"
    shutil.copy(SHIPPED / "es" / "liga_6_jugadores.xlsm", src)
    proc = subprocess.run(["soffice", f"-env:UserInstallation=file://{tmp_path}/profile", "--headless",
                           "--convert-to", "ods", "--outdir", str(tmp_path), str(src)],
                          capture_output=True, text=True, timeout=240)
    ods = tmp_path / "liga.ods"
    assert ods.exists(), proc.stdout + proc.stderr
    with zipfile.ZipFile(ods) as z:
        lib = z.read("Basic/VBAProject/script-lb.xml").decode()
    import re

    assert sorted(re.findall(r'library:name="([^"]+)"/>', lib)) == sorted(["ThisWorkbook", *sheet_code_names(src)])


# ---------------------------------------------------------------------------------------------
# the formats


@pytest.mark.parametrize("n", [0, 1, 7, 100, 3000, 4095, 4096, 4097, 9000, 20000])
@pytest.mark.parametrize("kind", ["random", "text", "repeat"])
def test_compression_round_trips_through_oletools(n, kind):
    rng = random.Random(n)
    data = {"random": bytes(rng.randrange(256) for _ in range(n)),
            "text": (b'Attribute VB_Name = "Sheet12"\r\n' * (n // 30 + 1))[:n],
            "repeat": b"a" * n}[kind]
    packed = vp.compress(data)
    theirs = bytes(olevba.decompress_stream(bytearray(packed)))
    assert theirs == vp.decompress(packed)
    # an incompressible last chunk is stored raw, padded to 4096 bytes (MS-OVBA 2.4.1.3.10)
    assert theirs[:n] == data and set(theirs[n:]) <= {0}
    if kind != "random":
        assert theirs == data
        assert n < 100 or len(packed) < n / 2


def _check_tree(entries, root: int) -> list[int]:
    """In-order indices of a directory tree; checks the BST order and the red-black rules."""
    def key(i):
        name = entries[i].name
        return len(name), name.upper()

    order = []

    def walk(i, lo, hi):
        if i == olefile.NOSTREAM:
            return 1
        e = entries[i]
        assert (lo is None or key(lo) < key(i)) and (hi is None or key(i) < key(hi))
        if e.color == 0:  # red: no red child
            for c in (e.sid_left, e.sid_right):
                assert c == olefile.NOSTREAM or entries[c].color == 1
        left = walk(e.sid_left, lo, i)
        order.append(i)
        right = walk(e.sid_right, i, hi)
        assert left == right  # same black height
        return left + (e.color == 1)

    walk(root, None, None)
    return order


@pytest.mark.parametrize("count", [1, 2, 3, 5, 8, 14, 15, 16, 40])
def test_compound_file_directory_is_a_valid_red_black_tree(count):
    tree = {"VBA": {f"Sheet{i}": bytes([i]) * (i * 37) for i in range(1, count + 1)},
            "PROJECT": b"x" * 5000, "PROJECTwm": b""}
    ole = olefile.OleFileIO(vp.compound_file(tree))
    try:
        for i in range(1, count + 1):
            assert ole.openstream(f"VBA/Sheet{i}").read() == bytes([i]) * (i * 37)
        assert ole.openstream("PROJECT").read() == b"x" * 5000  # a regular (not mini) stream
        assert ole.openstream("PROJECTwm").read() == b""
        entries = ole.direntries
        vba = next(e for e in entries if e is not None and e.name == "VBA")
        assert len(_check_tree(entries, vba.sid_child)) == count
        assert len(_check_tree(entries, entries[0].sid_child)) == 3
    finally:
        ole.close()


def test_dir_stream_keeps_references_and_lists_the_modules():
    quick = Path(__import__("xlwings").__file__).with_name("quickstart.xlsm")
    with zipfile.ZipFile(quick) as z:
        ole = olefile.OleFileIO(z.read("xl/vbaProject.bin"))
    original = vp.decompress(ole.openstream("VBA/dir").read())
    ole.close()
    mods = [vp.Module("ThisWorkbook", ""), vp.Module("Sheet1", ""), vp.Module("Hoja 2", "")]
    new = vp.dir_stream(original, mods)
    cut = original.index(struct.pack("<HIH", 0x000F, 2, 4))  # PROJECTMODULES of the original (4 modules)
    assert new[:cut] == original[:cut]  # information and references, byte for byte
    recs = [(rid, payload) for rid, _s, payload, _e in vp._records(new)]
    names = [p.decode("cp1252") for rid, p in recs if rid == 0x0019]
    assert names == ["ThisWorkbook", "Sheet1", "Hoja 2"]
    assert recs[-1][0] == 0x0010
    assert [p for rid, p in recs if rid == 0x0031] == [b"\x00\x00\x00\x00"] * 3  # source at offset 0
