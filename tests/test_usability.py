"""What a new user ran into (trial from the README, real events): each test covers the kind."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

from openpyxl import load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.standings import compute_standings

DATA = Path(__file__).parent / "data"
KOSH = DATA / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf"
HELD = DATA / "fide-exercises" / "held_swiss_5.trf"


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xl_tiebreaks.cli", *args], capture_output=True, text=True)


def test_silent_blanks_are_explained():
    """Rating tie-breaks left empty because players are unrated, the edition chosen without a
    start date, and what the DE column holds: each is said in the notes."""
    st = compute_standings(read_trf(KOSH).tournament, "ARO TPR DE")
    text = "\n".join(st.notes)
    assert "ARO, TPR left empty for everybody: 5 participant(s) unrated" in text and "art. 10" in text
    assert "warning: rules FIDE2026: no start date" in text
    assert "DE column: the place within the group" in text
    with_rating = compute_standings(read_trf(KOSH).tournament, "ARO", unrated_rating=1000, rules="FIDE2024")
    assert not any("left empty" in n for n in with_rating.notes)
    p = run("explain", str(KOSH), "--player", "3", "-t", "ARO")
    assert "undefined: 5 participant(s) are unrated" in p.stdout


def test_workbook_errors_name_the_sheet_row(tmp_path):
    """An opponent typed into Rondas!C9 (player 5's row, round 1) is reported at that cell, with
    the player's start number and name, not at row 5 of the range; compute says so once per
    message and exits with 1."""
    wb = tmp_path / "e.xlsx"
    assert main(["from-trf", str(HELD), "-o", str(wb), "--lang", "es"]) == 0
    book = load_workbook(wb)
    book["Rondas"]["C9"] = 41
    bad = tmp_path / "bad.xlsx"
    book.save(bad)
    p = run("standings", str(bad), "--lang", "en")
    assert p.returncode == 2 and "error: Rondas!C9 (No. 5, Helene), round 1: opponent 41 is not in the table" in p.stderr
    p = run("standings", str(bad), "--lang", "es")
    assert "error: Rondas!C9 (nº 5, Helene), ronda 1: el rival 41 no está en la tabla" in p.stderr
    # compute reports in the command's language (the whole report, the place included)
    # (the template's functions name the cell by their places argument, issue 34 item 10, and the
    # player by number and name as standings does: one finding, said once)
    for lang, place in (("en", "Rondas!C9 (No. 5, Helene)"), ("es", "Rondas!C9 (nº 5, Helene)")):
        p = run("compute", str(bad), "-o", str(tmp_path / f"c_{lang}.xlsx"), "--lang", lang)
        assert p.returncode == 1
        errors = [ln for ln in p.stderr.splitlines() if ln.startswith("error:")]
        assert len(errors) == 1 and place in errors[0], errors


def test_output_paths_checked_before_writing(tmp_path):
    assert "is a folder, not a file" in run("standings", str(tmp_path)).stderr
    p = run("standings", "-o", str(tmp_path / "nope" / "x.csv"))
    assert p.returncode == 2 and "does not exist" in p.stderr and ".tmp" not in p.stderr
    p = run("from-trf", str(HELD), "-o", str(tmp_path / "k.csv"))
    assert p.returncode == 2 and ".xlsx" in p.stderr and not (tmp_path / "k.csv").exists()
    p = run("standings", "--lang", "fr")
    assert p.returncode == 2  # argparse: invalid choice


def test_written_files_are_readable_as_usual(tmp_path):
    """Outputs get the permissions of a plain new file (umask), not the private ones of a
    temporary file."""
    out = tmp_path / "s.csv"
    old = os.umask(0o022)
    try:
        assert main(["standings", "--format", "csv", "-o", str(out)]) == 0
    finally:
        os.umask(old)
    assert stat.S_IMODE(out.stat().st_mode) == 0o644


def test_broken_pipe_is_not_an_error():
    moscow = DATA / "realdata" / "chessresults_2018_moscow_open_a" / "tournament.trf"
    p = subprocess.run(f"{sys.executable} -m xl_tiebreaks.cli standings {moscow} --format csv | head -1", shell=True,
                       capture_output=True, text=True)
    assert "Broken pipe" not in p.stderr and "Errno" not in p.stderr


def test_round_robin_check_has_no_swiss_colour_alarms():
    rr = DATA / "realdata" / "vega_2025_junior_club_championship_rr" / "tournament.trf"
    p = run("check", str(rr), "--round-robin")
    assert "three rounds in a row" not in p.stdout and "C.04.3" not in p.stdout


def test_explain_finds_a_player_by_part_of_the_name(tmp_path):
    """'Muñoz', 'munoz' and 'García' find "Muñoz García, José" (case and accents ignored); a
    part that several names hold asks for more."""
    src = HELD.read_text().replace("Alyx                ", "Muñoz García, José  ").replace(
        "Bruno               ", "Muñoz Pérez, Ana    ")
    f = tmp_path / "e.trf"
    f.write_text(src, encoding="latin-1")
    for q in ("munoz garcia", "García, José", "JOSE"):
        p = run("explain", str(f), "--player", q, "-t", "BH")
        assert p.returncode == 0 and p.stdout.startswith("Muñoz García, José (1)"), (q, p.stderr)
    p = run("explain", str(f), "--player", "muñoz", "-t", "BH")
    assert p.returncode == 2 and "several players" in p.stderr and "1 Muñoz García" in p.stderr
