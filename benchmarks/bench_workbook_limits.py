"""The largest workbooks the limits of workbook/package.py accept, read as every command reads
a workbook (``open_workbook``: the package's checks, then openpyxl), each in a fresh process
measured by ``/usr/bin/time -v`` (wall clock, CPU, peak memory), with the load averages of
the machine.

Each kind puts as much as the limits let into the part a reader finds most costly:
``cells`` (one sheet of MAX_CELLS numbers), ``text`` (MAX_CELLS cells of text, as many
shared strings as the elements let), ``formulas`` (MAX_CELLS cells of one shared formula),
``merged`` (merged ranges over MAX_CELLS cells), ``styles`` (a style part of as many
elements as the limit lets), ``bytes`` (cells of long text up to MAX_UNPACKED), ``outside``
(the ``cells`` sheet stored outside xl/worksheets/, named by the relationships), ``worst``
(every limit at once: the ``formulas`` sheet, the ``styles`` part, long text up to
MAX_UNPACKED), and ``template`` (about the largest template the product makes, a 999-player, 25-round Swiss,
filled from a TRF). Speed is measured here, never asserted in a test.

Usage: python benchmarks/bench_workbook_limits.py [KIND ...] [--keep DIR]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from xl_tiebreaks.workbook.package import (  # noqa: E402
    MAX_CELLS, MAX_COLUMNS, MAX_ELEMENTS, MAX_OTHER_ELEMENTS, MAX_UNPACKED)

NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
RNS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
KINDS = ["cells", "text", "formulas", "merged", "styles", "bytes", "outside", "worst", "template"]


def _col(n: int) -> str:
    s = ""
    while n:
        n, r = divmod(n - 1, 26)
        s = chr(65 + r) + s
    return s


def package(sheet_xml: bytes, *, part: str = "xl/worksheets/sheet1.xml", extra: dict[str, bytes] | None = None,
            strings: bool = False) -> bytes:
    """A minimal workbook around ``sheet_xml`` stored at ``part``."""
    target = os.path.relpath(part, "xl")
    ct = ('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" '
          'ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          f'<Override PartName="/{part}" ContentType="application/vnd.openxmlformats-officedocument.'
          'spreadsheetml.worksheet+xml"/>'
          + ('<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-'
             'officedocument.spreadsheetml.sharedStrings+xml"/>' if strings else "")
          + '</Types>')
    rels = ('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
            'officeDocument" Target="xl/workbook.xml"/></Relationships>')
    wb = (f'<?xml version="1.0"?><workbook {NS} {RNS}><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets>'
          '</workbook>')
    wrels = ('<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
             '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
             f'worksheet" Target="{target}"/>'
             + ('<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/'
                'sharedStrings" Target="sharedStrings.xml"/>' if strings else "")
             + '</Relationships>')
    import io

    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("[Content_Types].xml", ct)
        z.writestr("_rels/.rels", rels)
        z.writestr("xl/workbook.xml", wb)
        z.writestr("xl/_rels/workbook.xml.rels", wrels)
        z.writestr(part, sheet_xml)
        for k, v in (extra or {}).items():
            z.writestr(k, v)
    return buf.getvalue()


def _grid(n: int, cell, cols: int = MAX_COLUMNS) -> bytes:
    """A sheet of ``n`` cells, ``cols`` to a row; ``cell(ref, k)`` is one cell's XML."""
    rows = []
    k = 0
    r = 1
    while k < n:
        cs = []
        for c in range(1, min(cols, n - k) + 1):
            cs.append(cell(f"{_col(c)}{r}", k))
            k += 1
        rows.append(f'<row r="{r}">{"".join(cs)}</row>')
        r += 1
    return f'<?xml version="1.0"?><worksheet {NS}><sheetData>{"".join(rows)}</sheetData></worksheet>'.encode()


def build(kind: str, folder: Path) -> Path:
    path = folder / f"{kind}.xlsx"
    n = MAX_CELLS - 10
    if kind in ("cells", "outside"):
        data = package(_grid(n, lambda ref, k: f'<c r="{ref}"><v>{k}</v></c>'),
                       part="xl/hidden/data.xml" if kind == "outside" else "xl/worksheets/sheet1.xml")
    elif kind == "text":
        per = max(1, (MAX_ELEMENTS - 3 * n) // 3)  # (each cell: <c><v>; each string: <si><t>)
        strings = "".join(f"<si><t>s{k}</t></si>" for k in range(per))
        sst = f'<?xml version="1.0"?><sst {NS} count="{per}" uniqueCount="{per}">{strings}</sst>'.encode()
        data = package(_grid(n, lambda ref, k: f'<c r="{ref}" t="s"><v>{k % per}</v></c>'),
                       extra={"xl/sharedStrings.xml": sst}, strings=True)
    elif kind == "formulas":
        last = f"{_col(MAX_COLUMNS)}{n // MAX_COLUMNS + 1}"
        data = package(_grid(n, lambda ref, k: (f'<c r="{ref}"><f t="shared" ref="A1:{last}" si="0">B1+1</f></c>'
                                                if k == 0 else f'<c r="{ref}"><f t="shared" si="0"/></c>')))
    elif kind == "merged":
        rows = n // 100
        merges = "".join(f'<mergeCell ref="A{r}:CV{r}"/>' for r in range(1, rows + 1))
        sheet = (f'<?xml version="1.0"?><worksheet {NS}><sheetData><row r="1"><c r="A1"><v>1</v></c></row>'
                 f'</sheetData><mergeCells count="{rows}">{merges}</mergeCells></worksheet>').encode()
        data = package(sheet)
    elif kind in ("styles", "worst"):
        xfs = MAX_OTHER_ELEMENTS - 100
        import random

        rnd = random.Random(1)  # (numbers that do not compress: no zip bomb, the element bound decides)
        styles = (f'<?xml version="1.0"?><styleSheet {NS}><fonts count="1"><font><sz val="11"/></font></fonts>'
                  '<fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border>'
                  f'<left/><right/><top/><bottom/><diagonal/></border></borders><cellXfs count="{xfs}">'
                  + "".join(f'<xf numFmtId="{rnd.randrange(50)}" fontId="0" fillId="0" borderId="0" '
                            f'applyNumberFormat="{rnd.randrange(2)}"/>' for _ in range(xfs)) + "</cellXfs></styleSheet>")
        if kind == "styles":
            data = package(_grid(10, lambda ref, k: f'<c r="{ref}"><v>1</v></c>'),
                           extra={"xl/styles.xml": styles.encode()})
        else:
            import base64

            last = f"{_col(MAX_COLUMNS)}{n // MAX_COLUMNS + 1}"
            long_cells = 300
            per = (MAX_UNPACKED - 8 * 2**20 - len(styles)) // long_cells

            def cell(ref: str, k: int) -> str:
                if k >= n - long_cells:
                    return (f'<c r="{ref}" t="inlineStr"><is><t>{base64.b64encode(os.urandom(per * 3 // 4)).decode()}'
                            '</t></is></c>')
                if k == 0:
                    return f'<c r="{ref}"><f t="shared" ref="A1:{last}" si="0">B1+1</f></c>'
                return f'<c r="{ref}"><f t="shared" si="0"/></c>'

            data = package(_grid(n, cell), extra={"xl/styles.xml": styles.encode()})
    elif kind == "bytes":
        import base64

        size = MAX_UNPACKED - 2**20
        per = 30_000
        cells = size // per  # (random text: it does not compress, the unpacked bound decides)
        data = package(_grid(cells, lambda ref, k: f'<c r="{ref}" t="inlineStr"><is><t>'
                             f'{base64.b64encode(os.urandom(per * 3 // 4)).decode()}</t></is></c>', cols=50))
    elif kind == "template":
        from tests.test_trf_reader import _big_swiss_text
        from xl_tiebreaks.cli import main

        trf = folder / "big.trf"
        trf.write_text(_big_swiss_text(999, 25))
        if main(["from-trf", str(trf), "-o", str(path), "--lang", "en", "--force"]) != 0:
            raise SystemExit("from-trf failed")
        return path
    else:
        raise SystemExit(f"unknown kind {kind}")
    path.write_bytes(data)
    return path


CHILD = """
import sys, time
from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.workbook.reader import open_workbook
t = time.perf_counter()
try:
    open_workbook(sys.argv[1])
    print("read", end=" ")
except TiebreakError as e:
    print("refused:", e.message("en"), end=" ")
print(f"({time.perf_counter() - t:.1f} s)")
"""


def measure(path: Path) -> str:
    out = subprocess.run(["/usr/bin/time", "-v", sys.executable, "-c", CHILD, str(path)], capture_output=True,
                         text=True, cwd=ROOT)
    got = {}
    for line in out.stderr.splitlines():
        k, _, v = line.strip().rpartition(": ")
        got[k] = v
    cpu = float(got.get("User time (seconds)", 0)) + float(got.get("System time (seconds)", 0))
    return (f"{out.stdout.strip()[:110]} | wall {got.get('Elapsed (wall clock) time (h:mm:ss or m:ss)')}, "
            f"CPU {cpu:.1f} s, peak {int(got.get('Maximum resident set size (kbytes)', 0)) // 1024} MB")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kinds", nargs="*", default=KINDS)
    ap.add_argument("--keep", type=Path, help="keep the workbooks in this folder")
    a = ap.parse_args(argv)
    print(f"limits: {MAX_CELLS:,} cells, {MAX_ELEMENTS:,} elements in sheets, {MAX_OTHER_ELEMENTS:,} in other parts, "
          f"{MAX_UNPACKED // 2**20} MB unpacked")
    with tempfile.TemporaryDirectory() as tmp:
        folder = a.keep or Path(tmp)
        folder.mkdir(parents=True, exist_ok=True)
        for kind in a.kinds:
            path = build(kind, folder)
            print(f"{kind:9} {path.stat().st_size // 1024:6} KiB  {measure(path)}  "
                  f"[load {' '.join(f'{x:.1f}' for x in os.getloadavg())}]", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
