"""Large workbooks without the add-in are read by the product's own commands (issue 34).

A workbook without the add-in carries a hidden helper sheet of formulas (Workings / Cálculos):
about 1,400 formula cells a player in a 300-player, 11-round Swiss (187,000 cells, 24 MB of
XML), over the readers' bound of 140,000 cells and 24 MB. The readers need only the organiser's
sheets, so the helper sheet of a workbook whose properties say it is one without the add-in is
skipped, never parsed into cells (workbook/package.py ``helper_parts``); every other sheet is
bounded as before, and a hostile file gains nothing by naming a sheet so. Time and memory of
reading them: benchmarks/bench_noaddin_read.py (measured there, never asserted here).
"""

from __future__ import annotations

import json
import random
import re
import zipfile
from pathlib import Path

import pytest

from xl_tiebreaks.cli import main


def _event(players: int, rounds: int, seed: int = 34):
    """A Swiss of ``players`` x ``rounds`` (circle-method pairings, so no pair meets twice;
    results drawn at random; a half-point bye and a withdrawal), as the core holds it."""
    from xl_tiebreaks.model import Participant, PairingSystem, Result, RoundKind, RoundRecord, Tournament

    rnd = random.Random(seed)
    parts = [Participant(start_no=i + 1, name=f"Player {i + 1}", rating=2600 - i) for i in range(players)]
    recs: dict[int, list] = {p.start_no: [] for p in parts}
    n = players - players % 2  # (an odd field: the last player has a half-point bye each round)
    for r in range(rounds):
        # circle method: player 1 fixed, the others turn; round r pairs slot k with slot n-1-k
        order = [1] + [2 + (k + r) % (n - 1) for k in range(n - 1)]
        for k in range(n // 2):
            a, b = order[k], order[n - 1 - k]
            x = rnd.random()
            ra, rb = (Result.WIN, Result.LOSS) if x < 0.4 else (Result.LOSS, Result.WIN) if x > 0.7 else (
                Result.DRAW, Result.DRAW)
            recs[a].append(RoundRecord(RoundKind.GAME, b, "w" if (k + r) % 2 else "b", ra))
            recs[b].append(RoundRecord(RoundKind.GAME, a, "b" if (k + r) % 2 else "w", rb))
        if players % 2:
            recs[players].append(RoundRecord(RoundKind.HALF_BYE))
    return Tournament.build(tuple(parts), recs, total_rounds=rounds, pairing_system=PairingSystem.SWISS)


@pytest.fixture(scope="module")
def big(tmp_path_factory):
    """players -> (TRF, workbook without the add-in written from it by ``from-trf --no-addin``)
    of a Swiss of 11 rounds, each made once, when first asked for."""
    from xl_tiebreaks.readers.trf.writer import write_trf

    tmp = tmp_path_factory.mktemp("noaddin_big")
    made: dict[int, tuple[Path, Path]] = {}

    def get(players: int) -> tuple[Path, Path]:
        if players not in made:
            trf = tmp / f"swiss_{players}.trf"
            trf.write_text(write_trf(_event(players, 11)), encoding="utf-8")
            wb = tmp / f"swiss_{players}.xlsx"
            assert main(["from-trf", str(trf), "--no-addin", "--lang", "en", "-o", str(wb)]) == 0
            made[players] = (trf, wb)
        return made[players]
    return get


def _json(capsys, *args: str) -> dict:
    capsys.readouterr()
    assert main(["standings", *args, "--format", "json", "--lang", "en"]) == 0
    got = json.loads(capsys.readouterr().out)
    got.pop("source", None)
    return got


@pytest.mark.parametrize("players", [300, 800])
def test_a_large_workbook_without_the_addin_is_read_as_its_trf(big, players, capsys):
    """300 x 11 (about 187,000 helper cells) and 800 x 11 (about 500,000): `standings` on the
    workbook gives what it gives on the TRF the workbook was written from (every player's
    points and tie-breaks, the same ranking); `check` reads it and names nothing on the helper
    sheet (its formulas are the template's: compared by streaming its part)."""
    trf, wb = big(players)
    with zipfile.ZipFile(wb) as z:  # (past the bound a whole reading would apply: 140,000 cells)
        assert len(re.findall(rb"<c ", z.read("xl/worksheets/sheet8.xml"))) > 140_000
    from_trf = _json(capsys, str(trf), "-t", "BH-C1 BH SB DE WIN")
    from_wb = _json(capsys, str(wb))
    # (the notes name places differently: a cell of the workbook, a line of the TRF)
    assert from_wb["standings"] == from_trf["standings"] and len(from_wb["standings"]) == players
    capsys.readouterr()
    main(["check", str(wb), "--lang", "en"])
    said = capsys.readouterr()
    assert "too large" not in said.out + said.err and "Workings!" not in said.out + said.err


def _edited(src: Path, dst: Path, edit) -> Path:
    """``src`` with each part's bytes passed through ``edit(name, data)``."""
    with zipfile.ZipFile(src) as z, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as w:
        for info in z.infolist():
            w.writestr(info.filename, edit(info.filename, z.read(info)))
    return dst


def _refused(capsys, path: Path, words: str) -> None:
    capsys.readouterr()
    assert main(["standings", str(path), "--lang", "en"]) == 2
    err = capsys.readouterr().err
    assert words in err, err


def test_a_hostile_workbook_gains_nothing_by_naming_a_sheet_as_the_helper(big, tmp_path, capsys):
    """Skipped is only a hidden sheet named Workings / Cálculos of a workbook whose properties
    say it is one without the add-in; otherwise the same 187,000-cell sheet is counted and the
    workbook refused (the bound: 140,000 cells, or 24 MB unpacked). Skipped, its bytes are still
    bounded: no DTD, no zip bomb, at most MAX_HELPER_UNPACKED."""
    from xl_tiebreaks.workbook import package

    _trf, wb = big(300)
    shown = _edited(wb, tmp_path / "shown.xlsx", lambda n, d: d.replace(b' state="hidden"', b"")
                    if n == "xl/workbook.xml" else d)
    _refused(capsys, shown, "too large to read safely")
    other = _edited(wb, tmp_path / "other.xlsx", lambda n, d: d.replace(b"xl_tiebreaks.noaddin", b"xl_tiebreaks.other")
                    if n == "docProps/custom.xml" else d)
    _refused(capsys, other, "too large to read safely")
    renamed = _edited(wb, tmp_path / "renamed.xlsx", lambda n, d: d.replace(b'name="Workings"', b'name="Working"')
                      if n == "xl/workbook.xml" else d)
    _refused(capsys, renamed, "too large to read safely")
    # the helper part itself: a DTD (entities) refused though the part is never parsed
    dtd = _edited(wb, tmp_path / "dtd.xlsx", lambda n, d: b'<!DOCTYPE worksheet [<!ENTITY a "aaaa">]>' + d
                  if n == "xl/worksheets/sheet8.xml" else d)
    _refused(capsys, dtd, "xl/worksheets/sheet8.xml")
    # a zip bomb in its place: 300 MB of one byte repeated packs to about 300 kB (ratio 1,000 > 200)
    bomb = _edited(wb, tmp_path / "bomb.xlsx", lambda n, d: b" " * (300 * 2**20) if n == "xl/worksheets/sheet8.xml" else d)
    _refused(capsys, bomb, "xl/worksheets/sheet8.xml")
    # its own bound of unpacked bytes (made 1 MB here: the 24 MB part is past it)
    capsys.readouterr()
    most = package.MAX_HELPER_UNPACKED
    package.MAX_HELPER_UNPACKED = 2**20
    try:
        _refused(capsys, wb, "MB unpacked")
    finally:
        package.MAX_HELPER_UNPACKED = most


def test_a_damaged_helper_sheet_is_said_by_check_never_a_crash(big, tmp_path, capsys):
    """Whatever the skipped helper part holds, the commands read the organiser's sheets; `check`
    streams the part to compare its formulas and, where it is not a sheet's XML, names the
    helper cells it could not find (make the workbook again), never a crash."""
    _trf, wb = big(300)
    broken = _edited(wb, tmp_path / "broken.xlsx", lambda n, d: d[: len(d) // 2] if n == "xl/worksheets/sheet8.xml" else d)
    capsys.readouterr()
    assert main(["standings", str(broken), "--lang", "en"]) == 0
    capsys.readouterr()
    assert main(["check", str(broken), "--lang", "en"]) in (0, 1)  # (warnings only: 0)
    out = capsys.readouterr().out
    assert re.search(r"warning  Workings!\w+  \d+ cell\(s\) that the workbook computes hold a typed value", out), out


def test_a_part_read_whole_is_bounded_before_it_is_read(tmp_path, monkeypatch):
    """The parts read whole to find the sheets ([Content_Types].xml, relationships, the workbook
    part, custom properties) are bounded before they are read: 30 MB of ``<x n="i"/>`` added to
    xl/workbook.xml (packs to far less than 1/200) is refused as too large, and the bytes read
    of it never pass MAX_UNPACKED + 1 (before, zipfile read it whole: 30 MB and more)."""
    from xl_tiebreaks.workbook import package

    src = tmp_path / "t.xlsx"
    trf = tmp_path / "e.trf"
    from xl_tiebreaks.readers.trf.writer import write_trf

    trf.write_text(write_trf(_event(12, 3)), encoding="utf-8")
    assert main(["from-trf", str(trf), "--no-addin", "--lang", "en", "-o", str(src)]) == 0
    pad = b"".join(b'<x n="%d"/>' % i for i in range(2_700_000))  # (about 30 MB)
    hostile = _edited(src, tmp_path / "hostile.xlsx", lambda n, d: d.replace(b"</workbook>", pad + b"</workbook>")
                      if n == "xl/workbook.xml" else d)
    read: list[int] = []
    real = zipfile.ZipExtFile.read

    def counted(self, n=-1):
        got = real(self, n)
        if self.name == "xl/workbook.xml":
            read.append(len(got))
        return got
    monkeypatch.setattr(zipfile.ZipExtFile, "read", counted)
    monkeypatch.setattr(zipfile.ZipFile, "read", lambda self, name, pwd=None: self.open(name).read())
    with pytest.raises(package.TiebreakError) as e:
        package.open_package(hostile)
    assert e.value.code == "workbook_too_big"
    assert read and max(read) <= package.MAX_UNPACKED + 1, max(read)


def _small(tmp_path: Path) -> Path:
    """A workbook without the add-in of a 12-player, 3-round Swiss (``from-trf --no-addin``)."""
    from xl_tiebreaks.readers.trf.writer import write_trf

    trf = tmp_path / "small.trf"
    trf.write_text(write_trf(_event(12, 3)), encoding="utf-8")
    wb = tmp_path / "small.xlsx"
    assert main(["from-trf", str(trf), "--no-addin", "--lang", "en", "-o", str(wb)]) == 0
    return wb


def _first_sheet(wb: Path) -> tuple[str, str, str]:
    """(name, relationship id, part) of the workbook's first sheet (the players)."""
    with zipfile.ZipFile(wb) as z:
        book = z.read("xl/workbook.xml").decode()
        rels = z.read("xl/_rels/workbook.xml.rels").decode()
    name, rid = re.search(r'<sheet [^>]*name="([^"]+)"[^>]*r:id="([^"]+)"', book).groups()
    target = re.search(r'<Relationship [^>]*Id="%s"[^>]*Target="([^"]+)"' % rid, rels)
    if target is None:
        target = re.search(r'<Relationship [^>]*Target="([^"]+)"[^>]*Id="%s"' % rid, rels)
    return name, rid, "xl/" + target.group(1).lstrip("/").removeprefix("xl/")


def test_no_sheet_but_the_helper_named_so_by_the_workbook_a_reader_loads_is_skipped(tmp_path, capsys):
    """A decoy workbook part (xl/decoy.xml, declared a workbook by [Content_Types].xml) naming the
    players' sheet part as a hidden "Workings" made the reader skip the players (standings gave
    rc 0 with every name and rating missing): a package of two workbook parts is refused, naming
    the file; and in the one workbook, a part named twice (once as the players, once as a hidden
    "Workings") is not skipped."""
    from xl_tiebreaks.workbook import package

    wb = _small(tmp_path)
    title, rid, part = _first_sheet(wb)
    assert package.open_package(wb).skipped and part not in package.open_package(wb).skipped

    def decoy(n: str, d: bytes) -> bytes:
        if n == "[Content_Types].xml":
            return d.replace(b"</Types>", b'<Override PartName="/xl/decoy.xml" ContentType="application/vnd.'
                             b'openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>')
        return d
    hostile = _edited(wb, tmp_path / "decoy.xlsx", decoy)
    with zipfile.ZipFile(hostile, "a") as z:
        z.writestr("xl/decoy.xml", '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
                   'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>'
                   '<sheet name="Workings" sheetId="1" state="hidden" r:id="rId1"/></sheets></workbook>')
        z.writestr("xl/_rels/decoy.xml.rels", '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/'
                   'relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/'
                   f'2006/relationships/worksheet" Target="/{part}"/></Relationships>')
    for lang, words in (("en", "more than one workbook part"), ("es", "más de una parte de libro")):
        capsys.readouterr()
        assert main(["standings", str(hostile), "--lang", lang]) == 2
        err = capsys.readouterr().err
        assert "decoy.xlsx" in err and words in err and "xl/decoy.xml" in err, err
    # the players' part named a second time, hidden, as "Workings", in the real workbook part
    twice = _edited(wb, tmp_path / "twice.xlsx", lambda n, d: d.replace(
        b"</sheets>", b'<sheet name="Workings" sheetId="99" state="hidden" r:id="%s"/></sheets>' % rid.encode())
        if n == "xl/workbook.xml" else d)
    assert part not in package.open_package(twice).skipped


def test_the_helper_sheet_streamed_by_check_keeps_no_element_it_has_read(tmp_path):
    """`check` streams the skipped helper part to compare its formulas: every element is cleared
    and detached when it ends, not only rows (30 MB of ``<x a="N"/>`` under sheetData grew memory
    by 507 MB before), and past its bound of elements the part is not read further. Here two
    cells (A1 = 1+1, B1 no formula) then 50,000 ``<x/>``: the two cells are read, and when the
    stream ends the root holds nothing of them (one element: itself, emptied)."""
    import io
    from xml.etree.ElementTree import iterparse

    from openpyxl.formula.translate import Translator

    from xl_tiebreaks.workbook.tampered import _streamed_formulas

    xml = (b'<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>'
           b'<row r="1"><c r="A1"><f>1+1</f><v>2</v></c><c r="B1"><v>3</v></c></row>'
           + b"".join(b'<x a="%d"/>' % i for i in range(50_000)) + b"</sheetData></worksheet>")
    roots: list = []

    def events():
        for ev, el in iterparse(io.BytesIO(xml), events=("start", "end")):
            if not roots:
                roots.append(el)
            yield ev, el
    got = list(_streamed_formulas(events(), Translator, 100_000))
    assert got == [(1, 1, "=1+1"), (1, 2, None)]
    assert len(list(roots[0].iter())) == 1
    # the bound: 1 worksheet + 1 sheetData + 1 row + 2 cells + 3 children (f, v, v) = 8, and the <x/>
    with pytest.raises(ValueError):
        list(_streamed_formulas(iterparse(io.BytesIO(xml), events=("start", "end")), Translator, 1_000))
    assert len(list(_streamed_formulas(iterparse(io.BytesIO(xml[:xml.index(b"<x ")] + b"</sheetData></worksheet>"),
                                                 events=("start", "end")), Translator, 8))) == 2
