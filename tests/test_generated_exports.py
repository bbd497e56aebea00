"""Random events written as real programs export them (tests/exports_gen.py), pasted the way
Excel and LibreOffice turn the text into cells in English and Spanish locales (tests/paste.py),
read through the product's paths: the reader, xlwings' Office.js and classic call paths, and
LibreOffice's argument path. Reading = truth: every player's points (every team's game points),
on its own row. Hypothesis profiles: ``ci`` (the default, fast), ``long`` (10,000 examples:
``HYPOTHESIS_PROFILE=long``)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from xl_tiebreaks.libreoffice import calc_args
from xl_tiebreaks.readers.ranges import read_results
from xl_tiebreaks.settings import parse_settings
from xl_tiebreaks.udfs import REGISTRY

from . import exports_gen as gen
from .hosts import Classic, OfficeJs
from .paste import paste
from .strategies import round_robin_tournaments, swiss_tournaments

INFO = {i.name: i for i in REGISTRY}
PATHS = ["reader", "officejs", "officejs-es", "classic", "calc"]


def _pasted(ex: gen.Export, locale: str, r: random.Random) -> list[list]:
    cells = [list(row) for row in ex.cells]
    if ex.html:  # a web page's table: some spaces are non-breaking
        for row in cells:
            for j, v in enumerate(row):
                if isinstance(v, str) and " " in v and r.random() < 0.3:
                    row[j] = v.replace(" ", "\u00a0", 1)
                elif isinstance(v, str) and v.strip() and r.random() < 0.1:
                    row[j] = "\u00a0" + v  # a cell padded with a non-breaking space
    return paste([[None if v is None else str(v) for v in row] for row in cells], locale, html=ex.html)


def _values(path: str, fn: str, cells: list[list], settings: list[list]) -> list:
    """One value per row of the range, through ``path``."""
    if path == "calc":
        info = INFO[fn]
        args = [tuple(tuple(r) for r in cells)] + [None] * (len(info.params) - 1)
        keys = [p.key for p in info.params]
        at = keys.index("settings") if "settings" in keys else -1  # (places come after it: issue 34 item 10)
        args[at] = tuple(tuple(r) for r in settings) if settings else None
        return [r[0] for r in calc_args.call(info, tuple(args))]
    host = {"officejs": OfficeJs(), "officejs-es": OfficeJs(culture="es-ES"), "classic": Classic()}[path]
    return [r[0] for r in host.call(fn, cells, None, settings or None)]


def _held(t) -> bool:
    """Every round held (somebody paired in it): a published table's rounds are (a round nobody
    played does not count for the functions, C.07 (2026) art. 16.1.2, whatever a table says)."""
    from xl_tiebreaks.rounds import PAIRED

    return all(any(t.rounds[s][k].kind in PAIRED for s in t.rounds) for k in range(t.n_rounds))


def _check(ex: gen.Export, path: str, locale: str, r: random.Random) -> None:
    cells = _pasted(ex, locale, r)
    if ex.team and path == "reader":
        from xl_tiebreaks.teams.readers import read_team_results

        got = read_team_results(cells, boards=dict(ex.settings).get("boards"))
        gp = got.tournament.results()
        for i, s in ex.rows.items():
            sn = got.row_teams[i]
            assert sn is not None, (ex.name, i)
            assert sum((x.gp for x in gp[sn]), Fraction(0)) == ex.points[s], (ex.name, i, s)
        return
    if path == "reader" or not ex.rows:  # (a pairing list answers per player: the reader's view)
        got = read_results(cells, settings=parse_settings(ex.settings) if ex.settings else None)
        t = got.tournament
        by_name = {p.name.replace("\u00a0", " "): t.points(p.start_no) for p in t.participants}
        if ex.rows:
            for i, s in ex.rows.items():
                assert got.row_players[i] is not None, (ex.name, i)
                assert t.points(got.row_players[i]) == ex.points[s], (ex.name, i, s)
        else:
            assert sorted(by_name.values()) == sorted(ex.points.values()), (ex.name, by_name, ex.points)
        return
    fn = "GAME_POINTS" if ex.team else "POINTS"
    vals = _values(path, fn, cells, ex.settings)
    assert len(vals) == len(cells), ex.name
    for i, v in enumerate(vals):
        if i in ex.rows:
            assert Fraction(v).limit_denominator(100) == ex.points[ex.rows[i]], (ex.name, path, i, v)
        else:
            assert not isinstance(v, (int, float)) or isinstance(v, bool), (ex.name, path, i, v)


@given(swiss_tournaments(max_players=16, max_rounds=7), st.integers(0, 2**32), st.sampled_from(PATHS),
       st.sampled_from(["en", "es"]))
def test_chess_results_swiss_exports(event, seed, path, locale):
    t, _ = event
    if not _held(t):
        return
    r = random.Random(seed)
    _check(gen.chess_results_swiss(gen.renamed(t, r), r), path, locale, r)


@given(swiss_tournaments(max_players=12, max_rounds=7), st.integers(0, 2**32), st.sampled_from(PATHS),
       st.sampled_from(["en", "es"]), st.sampled_from([(2, 1, 0), (3, 1, 0)]))
def test_points_tables(event, seed, path, locale, scoring):
    t, _ = event
    if any(rec.opponent is None for recs in t.rounds.values() for rec in recs):
        return  # (the FMJD table has no bye notation: events with byes are not written this way)
    r = random.Random(seed)
    _check(gen.points_table(gen.renamed(t, r), r, scoring), path, locale, r)


@given(round_robin_tournaments(max_players=8), st.integers(0, 2**32), st.sampled_from(PATHS),
       st.sampled_from(["en", "es"]), st.booleans())
def test_round_robin_exports(event, seed, path, locale, vega):
    t, _ = event
    r = random.Random(seed)
    t = gen.renamed(t, r)
    ex = gen.vega_round_robin(t, r, unplayed=r.randint(0, 2)) if vega else gen.chess_results_round_robin(t, r)
    _check(ex, path, locale, r)


@given(swiss_tournaments(max_players=10, max_rounds=5), st.integers(0, 2**32), st.sampled_from(["en", "es"]))
def test_pairing_blocks_by_name(event, seed, locale):
    t, _ = event
    kinds = {rec.kind for recs in t.rounds.values() for rec in recs}
    if kinds - {gen.RoundKind.GAME, gen.RoundKind.FORFEIT_WIN, gen.RoundKind.FORFEIT_LOSS, gen.RoundKind.PAB}:
        return  # (a pairing page shows games, forfeits and byes only)
    r = random.Random(seed)
    _check(gen.pairing_blocks(gen.renamed(t, r), r), "reader", locale, r)


@given(swiss_tournaments(max_players=16, max_rounds=7), st.integers(0, 2**32), st.sampled_from(PATHS),
       st.sampled_from(["en", "es"]))
def test_papi_grids(event, seed, path, locale):
    t, _ = event
    if not _held(t):
        return
    r = random.Random(seed)
    ex = gen.papi_grid(gen.renamed(t, r), r)
    if ex is None:
        return  # (forfeits and requested byes: not written in the real grids we have)
    _check(ex, path, locale, r)


@given(swiss_tournaments(max_players=16, max_rounds=7), st.integers(0, 2**32), st.sampled_from(PATHS),
       st.sampled_from(["en", "es"]))
def test_us_chess_crosstables(event, seed, path, locale):
    t, _ = event
    if not all(any(t.rounds[s][k].kind is gen.RoundKind.GAME for s in t.rounds) for k in range(t.n_rounds)):
        return  # (a game in every round: US Chess rates games, and its X / F do not name the opponent, so a
        # round whose only pairings were forfeits would read as a round nobody was paired in)
    r = random.Random(seed)
    _check(gen.us_chess_crosstable(gen.renamed(t, r), r), path, locale, r)


@given(st.integers(0, 2**32), st.sampled_from(PATHS), st.sampled_from(["en", "es"]))
def test_team_crosstables(seed, path, locale):
    r = random.Random(seed)
    _check(gen.team_crosstable(r), path, locale, r)


def test_generator_shapes_are_the_real_ones():
    """The renderers write what the real exports hold (their first header cells), so a
    change to a renderer that drifts from the real shapes fails here."""
    from pathlib import Path

    from .paste import read_export

    data = Path(__file__).parent / "data" / "exports"
    from xl_tiebreaks.readers.trf import read_trf

    t = read_trf(data.parent / "realdata" / "vega_2025_koshnitsky_cup" / "tournament.trf").tournament
    r = random.Random(3)
    rendered = gen.chess_results_swiss(t, r)
    real = read_export(data / "cr_stockholm_seniors_2026" / "export.csv")
    heads = [row for row in rendered.cells if row and row[0] in ("Rk.", "No.", "Rg.", "Snr")]
    assert heads and heads[0][:3] in (["Rk.", "", "Name"], ["No.", "", "Name"], ["Rg.", "", "Name"], ["Snr", "", "Name"],
                                      ["Rk.", "", "Nombre"], ["No.", "", "Nombre"])
    assert real[4][:3] == ["Rk.", "", "Name"] and real[4][-4] == "Pts. "
    vega = read_export(data / "vega_2025_junior_rr_final" / "export.tsv")
    assert vega[1][:6] == ["Pos", "#", "NAME", "Rtg", "Fed", "Pts"]
    papi = [line.split("\t") for line in (data / "papi_2016_pelat_open" / "export.tsv").read_text("utf-8").splitlines()]
    tp = read_results(paste(papi, "en", html=True)).tournament  # (games only: a grid Papi writes)
    rendered = next(e for e in (gen.papi_grid(tp, random.Random(k)) for k in range(20)) if e and "2016" in e.name)
    assert rendered.cells[1][:8] == papi[1][:8] == ["Pl", "\u00a0", "Nom", "Rapide", "Cat.", "Fede", "Ligue", "R 1"]
    assert papi[2][7] == "+\u00a021N" and any(c.startswith(("+\u00a0", "-\u00a0", "=\u00a0"))
                                             for c in rendered.cells[2])
    us = read_export(data / "uschess_msa_7round_swiss" / "export.txt")
    rendered = gen.us_chess_crosstable(t, random.Random(3))
    assert [c.strip() for c in rendered.cells[1][:4]] == [c.strip() for c in us[1][:4]] == ["Pair", "Player Name",
                                                                                          "Total", "Round"]
    assert [c.strip() for c in rendered.cells[2][:4]] == [c.strip() for c in us[2][:4]][:2] + ["Pts", "1"]
