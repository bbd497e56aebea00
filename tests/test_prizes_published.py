"""Real events' published prize lists reproduced from their bases (tests/data/prizes/<event>/).

Each fixture holds the event's prize rules as a prize file (``prizes*.txt``, transcribed from the
published bases and prize list), the final standings as published (``standings.csv``: rank, name,
points and what the categories read: rating, title, sex, the category mark), and the published
amounts (``published.csv``); ``source.md`` names the addresses and what was transcribed.

Every event runs through the two ways an organiser gives the prize rules: the prize file (read as
``xl-tiebreaks prizes --prizes FILE`` reads it) and the same rules typed as the prize sheet's
cells (the three tables ``read_rules`` takes from the Premios / Prizes sheet and the
PRIZE_LIST / LISTA_PREMIOS arguments), in English and in Spanish words. The published sources
give the standings, not every game, so the command's own standings (computed from the games of a
TRF or a workbook) cannot be fed with them: the allocation is run on the published standings.
"""

from __future__ import annotations

import csv
from fractions import Fraction as F
from pathlib import Path

import pytest

from xl_tiebreaks.prizes import Entrant, allocate, read_prize_text, read_rules
from xl_tiebreaks.prizes.parse import group_words, sex_value

PUBLISHED = Path(__file__).parent / "data" / "prizes"

#: the English words of the fixtures' prize files and their Spanish twins, as an organiser types
#: them on the Spanish prize sheet (docs/prizes.md)
SPANISH = {
    "currency": "moneda", "cumulative": "acumulables", "priority": "preferencia", "ties": "empates",
    "no": "no", "amount": "importe", "uscf": "uscf", "tiebreak": "desempate", "split": "reparto",
    "sex F": "sexo F", "group ": "grupo ", "rating <": "elo <", "title ": "título ",
}


def standings(folder: Path) -> list[Entrant]:
    """The published final standings, in their order (the tie-breaks' decision as published)."""
    with open(folder / "standings.csv", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    return [Entrant(i + 1, r["name"], rank=int(r["rank"]), order=i, points=F(r["points"]),
                    rating=int(r["rating"]) if r.get("rating") else None, title=r.get("title") or None,
                    sex=sex_value(r["sex"]) if r.get("sex") else None, groups=group_words(r.get("group")))
            for i, r in enumerate(rows)]


def published(folder: Path, column: str = "amount") -> dict[str, F]:
    with open(folder / "published.csv", encoding="utf-8") as f:
        return {r["name"]: F(r[column]) for r in csv.DictReader(f)}


def as_cells(text: str, spanish: bool = False) -> tuple[list, list, list]:
    """A prize file's three sections as the prize sheet's three tables of cells (rules: key,
    value; categories: name, conditions; prizes: list, place, amount), the words in Spanish when
    asked."""
    tables: dict[str, list] = {"rules": [], "categories": [], "prizes": []}
    section = None
    for line in text.splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        left, right = (s.strip() for s in line.split("=", 1))
        if spanish:
            for en, es in SPANISH.items():
                if section == "rules":
                    left = es if left == en else left
                    right = es if right == en else right
                elif section == "categories":
                    right = right.replace(en, es)
        if section == "prizes":
            name, place = left.rsplit(" ", 1)
            tables["prizes"].append([name, int(place), right])
        else:
            tables[section].append([left, right])
    return tables["rules"], tables["categories"], tables["prizes"]


def amounts(rules, folder: Path) -> dict[str, F]:
    ps = standings(folder)
    a = allocate(rules, ps)
    return {e.name: a.players[e.start_no].money for e in ps}


EVENTS = [
    # (folder, prize file, published column)
    ("iom_masters_2015", "prizes.txt", "amount"),
    ("hastings_caplin_2021", "prizes.txt", "amount"),
]


@pytest.mark.parametrize("folder,prizes,column", EVENTS)
@pytest.mark.parametrize("path", ["prize file", "sheet cells (en)", "sheet cells (es)"])
def test_published_prize_list_reproduced(folder, prizes, column, path):
    """Every player's money, exactly as published (those the list names; everybody else 0)."""
    where = PUBLISHED / folder
    text = (where / prizes).read_text(encoding="utf-8")
    if path == "prize file":
        rules = read_prize_text(text, prizes)
    else:
        rules = read_rules(*as_cells(text, spanish=path.endswith("(es)")))
    got = amounts(rules, where)
    want = published(where, column)
    assert {n: m for n, m in got.items() if m} == {n: m for n, m in want.items() if m}


def _with_ties(folder: str, ties: str) -> dict[str, F]:
    where = PUBLISHED / folder
    text = (where / "prizes.txt").read_text(encoding="utf-8")
    line = next(ln for ln in text.splitlines() if ln.startswith("ties ="))
    return amounts(read_prize_text(text.replace(line, f"ties = {ties}"), "prizes.txt"), where)


def test_iom_masters_2015_the_rating_prize_winner_leaves_his_share_of_6th():
    """Isle of Man Masters 2015 (source.md): eleven players on 6 share 6th (1000); Rambaldi, one
    of them, wins the 2500-2599 rating-achievement prize (500) alone, more than a share of 6th, so
    he takes it and the other ten share 6th: 100 each, as published ("No player can win more than
    one complete prize"). Pooling his 500 with 6th (the "sistema bolsa", ties = split) would give
    the eleven 1500 / 11 = 136.36 each: not what the event paid. The Hort system would not either."""
    pub = published(PUBLISHED / "iom_masters_2015")
    assert _with_ties("iom_masters_2015", "uscf") == {n: pub.get(n, F(0)) for n in pub}
    bolsa = _with_ties("iom_masters_2015", "split")
    six = [bolsa[e.name] for e in standings(PUBLISHED / "iom_masters_2015") if e.points == 6]
    assert len(six) == 11 and sum(six) == 1500 and set(six) == {F("136.36"), F("136.37")}
    assert _with_ties("iom_masters_2015", "hort")["Pentala Harikrishna"] == 8000


def test_hastings_caplin_2021_ties_decided_by_the_places():
    """Caplin All-Play-All 2021 (source.md): Wadsworth and Arkell both on 5 were paid 7th (300)
    and 8th (250); Hebden and Ghasi both on 3.5, 10th (200) and 11th (100): the places, not the
    money, were shared out by the tie-break. Split, the same players would have had 275 and 150."""
    split = _with_ties("hastings_caplin_2021", "split")
    assert split["Matthew Wadsworth"] == split["Keith Arkell"] == 275
    assert split["Mark Hebden"] == split["Ameet Ghasi"] == 150
    got = _with_ties("hastings_caplin_2021", "tiebreak")
    assert (got["Matthew Wadsworth"], got["Keith Arkell"], got["Mark Hebden"], got["Ameet Ghasi"]) == (300, 250, 200, 100)
