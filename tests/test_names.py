"""One rule for finding a player by what the organiser typed (issue 23, item 9), through every
path that takes a player: the rule itself (xl_tiebreaks.names), a cell's ``player`` argument
through both xlwings call paths (tests/hosts.py) and LibreOffice's argument path (calc_args),
a team's name in the team functions, ``TIEBREAK_DETAIL`` and ``explain --player``, in English
and Spanish. The rule (issue 23): case, accents and spaces ignored; words in any order; a unique
start of whole words accepted ("Ana" is not found inside "Mariana"); a part several players
hold refused, listing them; "did you mean ..." when nothing matches.

Values by hand (a four-player round robin, CROSS below): José beat Ana Muñoz (2 points) and
Ana Pérez (0), drew Mariana (1½): SB 2 + ¾ + 0 = 2¾; Mariana drew José (2½), beat Ana Pérez
(0): SB 1¼; Ana Muñoz beat Mariana (1½) and Ana Pérez (0): SB 1½.
"""

from __future__ import annotations

import pytest

from xl_tiebreaks.errors import TiebreakError
from xl_tiebreaks.names import fold, match_player, name_words

PLAYERS = [(1, "Muñoz García, José"), (2, "Muñoz Pérez, Ana"), (3, "Mariana López"), (4, "Ana Pérez"),
           (5, "Ana Pérez López"), (6, "Luis de la Fuente")]


@pytest.mark.parametrize("typed,sn", [
    ("Muñoz García, José", 1), ("munoz garcia", 1), ("MUÑOZ GARCÍA JOSÉ", 1), ("  José   Muñoz García ", 1),
    ("García, José", 1), ("jose", 1), ("gar jos", 1),          # accents, case, spaces, order, starts of words
    ("Mariana", 3), ("mariana lopez", 3), ("MarianaLópez", 3),  # spaces ignored
    ("Ana Pérez", 4), ("perez ana", 4),                          # the whole name, though 2 and 5 hold it too
    ("Ana Pérez López", 5), ("fuente", 6), ("de la fuente", 6),
    ("3", 3), (3, 3), (3.0, 3), ("  6 ", 6),                      # start numbers
])
def test_the_rule_finds(typed, sn):
    assert match_player(typed, PLAYERS) == sn


@pytest.mark.parametrize("typed,listed", [
    ("muñoz", ["1 Muñoz García, José", "2 Muñoz Pérez, Ana"]),
    ("Ana", ["2 Muñoz Pérez, Ana", "4 Ana Pérez", "5 Ana Pérez López"]),  # never 3 Mariana López
    ("López", ["3 Mariana López", "5 Ana Pérez López"]),
    ("a", ["2 Muñoz Pérez, Ana", "4 Ana Pérez", "5 Ana Pérez López"]),
])
def test_a_part_several_names_hold_is_refused_listing_them(typed, listed):
    with pytest.raises(TiebreakError) as e:
        match_player(typed, PLAYERS)
    assert e.value.code == "player_ambiguous"
    for lang in ("en", "es"):
        msg = e.value.message(lang)
        assert all(p in msg for p in listed), msg
        others = {f"{sn} {n}" for sn, n in PLAYERS} - set(listed)
        assert not any(o in msg for o in others), msg
    assert "several players" in e.value.message("en") and "varios jugadores" in e.value.message("es")


def test_a_word_is_never_looked_for_inside_another():
    """'ana' is inside 'Mariana' and 'Juliana': neither is found by it."""
    assert match_player("ana", [(1, "Mariana López"), (2, "Ana Ruiz"), (3, "Juliana Sanz")]) == 2
    with pytest.raises(TiebreakError) as e:
        match_player("riana", [(1, "Mariana López"), (2, "Ana Ruiz")])
    assert e.value.code in ("player_not_found", "player_not_found_like")


@pytest.mark.parametrize("typed,offered", [
    ("Marina Lopes", "3 Mariana López"), ("Garcai", "1 Muñoz García, José"), ("Fuentes", "6 Luis de la Fuente"),
])
def test_nothing_matches_did_you_mean(typed, offered):
    with pytest.raises(TiebreakError) as e:
        match_player(typed, PLAYERS)
    assert e.value.code == "player_not_found_like"
    assert f"did you mean {offered}?" in e.value.message("en")
    assert f"¿quiso decir {offered}?" in e.value.message("es")


@pytest.mark.parametrize("typed", ["Zapatero", 7, "9", 2.5, True])
def test_nothing_like_it(typed):
    with pytest.raises(TiebreakError) as e:
        match_player(typed, PLAYERS)
    assert e.value.code == "player_not_found"


def test_two_players_with_one_name_are_told_apart_only_by_number():
    twins = [(1, "Ana Ruiz"), (2, "Ana Ruiz"), (3, "Eva Ruiz")]
    with pytest.raises(TiebreakError) as e:
        match_player("ana ruiz", twins)
    assert e.value.code == "player_ambiguous" and "1 Ana Ruiz, 2 Ana Ruiz" in e.value.message("en")
    assert match_player(2, twins) == 2


def test_nothing_typed():
    for blank in ("", "   ", None):
        with pytest.raises(TiebreakError) as e:
            match_player(blank, PLAYERS)
        assert e.value.code == "player_empty"


def test_one_fold_for_accents():
    """The one folding every path uses (codes, settings, categories, headers, names)."""
    assert fold("Muñoz ÁÉÍÓÚ Ü Ç") == "munoz aeiou u c"
    assert name_words("Muñoz García, José-María") == ("munoz", "garcia", "jose", "maria")
    from xl_tiebreaks import categories, settings, spec
    from xl_tiebreaks.readers import labels
    from xl_tiebreaks.teams import spec as team_spec

    assert spec._squash("Buchholz Cortado") == "BUCHHOLZ CORTADO"
    assert settings._squash("Fecha_inicio") == "fechainicio" == settings._squash("FECHA INICIO")
    assert categories._category_key("Sub-12 Fem.") == "sub12fem" == categories._category_key("SUB 12 FÉM")
    assert labels.squash("Nº Inicial") == "noinicial" == labels.squash("NO. INICIAL")  # º is a small o
    assert team_spec._squash("puntos de partida ") == "PUNTOS DE PARTIDA"


def test_one_fold_in_the_code():
    """No module folds accents on its own: every NFKD folding is names.fold."""
    from pathlib import Path

    import xl_tiebreaks

    root = Path(xl_tiebreaks.__file__).parent
    own = [p.relative_to(root) for p in root.rglob("*.py") if "NFKD" in p.read_text(encoding="utf-8")]
    assert [str(p) for p in own] == ["names.py"]


# ---------------------------------------------------------------------------------------------
# every path that takes a player

CROSS = [[1, "Muñoz García, José", "*", 1, "½", 1], [2, "Muñoz Pérez, Ana", 0, "*", 1, 1],
         [3, "Mariana López", "½", 0, "*", 1], [4, "Ana Pérez", 0, 0, 0, "*"]]
#: typed -> SB by hand (module docstring)
FOUND = {"munoz garcia": 2.75, "JOSÉ": 2.75, "García José": 2.75, "Mariana": 1.25, "ana muñoz": 1.5, 1: 2.75}


@pytest.fixture(params=["officejs", "classic", "calc"])
def path(request):
    """(values of a call, the message of a call) by one host's path."""
    if request.param == "calc":
        from xl_tiebreaks import udfs
        from xl_tiebreaks.libreoffice import calc_args

        info = {(i.name, i.lang): i for i in udfs.REGISTRY}

        def run(name, *args):
            i = info.get((name, "en")) or info[(name, "es")]
            calc = [tuple(tuple("" if c is None else float(c) if isinstance(c, int) and not isinstance(c, bool)
                                else c for c in r) for r in a) if isinstance(a, list) else
                    float(a) if isinstance(a, int) else a for a in args]
            calc += [None] * (len(i.params) - len(calc))
            return [list(r) for r in calc_args.call(i, calc)]

        return run, lambda name, *args: run(name, *args)[0][0]
    pytest.importorskip("xlwings")
    from .hosts import Classic, OfficeJs

    h = OfficeJs() if request.param == "officejs" else Classic()
    return h.call, h.error


@pytest.mark.parametrize("typed", list(FOUND))
def test_a_cells_player_argument_follows_the_rule(path, typed):
    call, _ = path
    assert call("SONNEBORN_BERGER", CROSS, None, None, typed) == [[FOUND[typed]]]
    assert call("DESEMPATE", CROSS, "SB", None, typed) == [[FOUND[typed]]]


@pytest.mark.parametrize("name,typed,words", [
    ("SONNEBORN_BERGER", "muñoz", ["several players", "1 Muñoz García, José", "2 Muñoz Pérez, Ana"]),
    ("TIEBREAK", "Marina Lopes", ["did you mean 3 Mariana López?"]),
    ("DESEMPATE", "ana", ["varios jugadores", "2 Muñoz Pérez, Ana", "4 Ana Pérez"]),
    ("DESEMPATE", "Marina Lopes", ["¿quiso decir 3 Mariana López?"]),
])
def test_a_cells_player_argument_refused_by_the_rule(path, name, typed, words):
    _, error = path
    args = (CROSS, None, None, typed) if name == "SONNEBORN_BERGER" else (CROSS, "SB", None, typed)
    msg = error(name, *args)
    assert all(w in msg for w in words), msg
    assert "Mariana" not in msg or "Marina" in typed


def test_the_detail_function_follows_the_rule(path):
    call, error = path
    table = call("TIEBREAK_DETAIL", CROSS, "SB", "mariana lopez")
    assert table == call("TIEBREAK_DETAIL", CROSS, "SB", 3) and table[-1][:2] == ["", 1.25]
    assert "varios jugadores" in error("DETALLE_DESEMPATE", CROSS, "SB", "muñoz")
    assert "give his start number or his name" in error("TIEBREAK_DETAIL", CROSS, "SB", "")


def test_a_team_is_found_by_the_same_rule(path):
    """A team crosstable with names: 'madrid' is 'Club Ajedrez Madrid', 'club' is every team."""
    call, error = path
    cells = [[1, "Club Ajedrez Madrid", "X", "2", "1.5"], [2, "Peña Alcoyana", "0", "X", "1"],
             [3, "Club Ajedrez Toledo", "0.5", "1", "X"]]
    # game points by hand: Madrid 2 + 1.5, Peña 0 + 1, Toledo 0.5 + 1
    assert call("GAME_POINTS", cells, "madrid", "boards=2") == [[3.5]]
    assert call("PUNTOS_PARTIDA", cells, "pena alcoyana", "tableros=2") == [[1]]
    assert call("GAME_POINTS", cells, "toledo club", "boards=2") == [[1.5]]
    msg = error("GAME_POINTS", cells, "club", "boards=2")
    assert "1 Club Ajedrez Madrid, 3 Club Ajedrez Toledo" in msg and "Peña" not in msg


@pytest.mark.parametrize("lang", ["en", "es"])
def test_explain_player_follows_the_rule(tmp_path, capsys, lang):
    """``explain --player`` on a TRF: the same rule, the refusals in the language asked."""
    from xl_tiebreaks.cli import main
    from xl_tiebreaks.readers.ranges import read_results
    from xl_tiebreaks.readers.trf.writer import write_trf

    t = read_results(CROSS).tournament
    f = tmp_path / "rr.trf"
    f.write_text(write_trf(t), encoding="utf-8")
    for typed in ("munoz garcia", "García José", "mariana"):
        assert main(["explain", str(f), "--player", typed, "-t", "SB", "--lang", lang, "--round-robin"]) == 0
        out = capsys.readouterr().out
        assert out.startswith("Muñoz García, José (1)" if "mariana" not in typed else "Mariana López (3)"), out
    assert main(["explain", str(f), "--player", "ana", "-t", "SB", "--lang", lang, "--round-robin"]) == 2
    err = capsys.readouterr().err
    assert "2 Muñoz Pérez, Ana, 4 Ana Pérez" in err and "Mariana" not in err
    assert ("varios jugadores" if lang == "es" else "several players") in err
    assert main(["explain", str(f), "--player", "Marina Lopes", "-t", "SB", "--lang", lang, "--round-robin"]) == 2
    err = capsys.readouterr().err
    assert ("¿quiso decir 3 Mariana López?" if lang == "es" else "did you mean 3 Mariana López?") in err
