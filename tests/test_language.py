"""Spanish and English are equal: every text a user reads, in both languages, without the
other language's words and without our internal names.

Walked here: every entry of the message catalogue (``errors.MESSAGES`` and ``texts.TEXTS``,
formatted with sample parameters), argparse's own words, the help of every command, and what
the commands print (notes, warnings, headers, check findings, explanations, comparisons,
errors) when run on corpus events, on the FIDE exercises, on real events and on a workbook made
from a template and filled, with ``--lang es`` and ``--lang en``.

What the organiser typed is not ours to judge: player and event names, quoted values
('12w1'), file paths, option names (``--round-robin``) and the sheets' own names are taken out
before the words are checked.
"""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest
from openpyxl import load_workbook

from xl_tiebreaks.cli import main
from xl_tiebreaks.cli.common import _example_path
from xl_tiebreaks.errors import MESSAGES, TiebreakError
from xl_tiebreaks.readers.trf import read_trf
from xl_tiebreaks.texts import ARGPARSE, TEXTS, Text, default_lang, note_line, say, text

DATA = Path(__file__).parent / "data"

#: English words that must not appear in Spanish output, each with why it is on the list
ENGLISH = {
    **dict.fromkeys(["the", "and", "of", "with", "without", "is", "are", "was", "were", "not", "has", "have",
                     "for", "from", "to", "in", "on", "at", "by", "after", "before", "which", "this", "that",
                     "only", "every", "each", "must", "should", "when", "than", "his", "your", "its", "it",
                     "nothing", "none", "or", "be", "been", "as"],
                    "an English function word: a sentence left untranslated"),
    **dict.fromkeys(["round", "rounds", "player", "players", "game", "games", "opponent", "opponents", "warning",
                     "note", "value", "values", "column", "colour", "colours", "white", "black", "chosen",
                     "explicitly", "start", "date", "rules", "source", "file", "line", "row", "sheet", "cell",
                     "wrote", "points", "score", "place", "rank", "name", "table", "used", "edition", "latest",
                     "unrated", "guess", "draw", "win", "loss", "pairing", "pairings", "setting", "settings",
                     "tie-break", "tie-breaks", "cut", "empty", "left", "usage", "options",
                     "positional", "arguments", "show", "help", "exit", "default", "team", "teams", "boards",
                     "board", "forfeit", "withdrawn", "absent", "undefined", "formula", "formulas", "workbook",
                     "template", "language", "output", "error(s)", "rating(s)", "rating", "ratings", "commands", "list"],
                    "a word of the domain that has its Spanish word in the catalogue"),
}
#: Spanish words that must not appear in English output
SPANISH = {
    **dict.fromkeys(["de", "del", "la", "las", "los", "el", "en", "con", "sin", "que", "por", "para", "una", "uno",
                     "se", "su", "sus", "es", "está", "son", "tiene", "pero", "también", "solo", "cada", "entre",
                     "tras"],
                    "a Spanish function word: a sentence left in Spanish"),
    **dict.fromkeys(["ronda", "rondas", "jugador", "jugadores", "partida", "partidas", "fila", "columna", "hoja",
                     "celda", "aviso", "nota", "reglas", "desempate", "desempates", "puesto", "nombre", "puntos",
                     "tabla", "cruzada", "suizo", "rival", "rivales", "ficticio", "torneo", "fichero", "libro",
                     "plantilla", "equipo", "equipos", "valor", "valores", "vigente", "edición", "fecha", "inicio",
                     "número", "inicial", "nº", "origen", "sistema", "emparejamiento", "descartada", "incomparecencia",
                     "configuración", "parámetro", "uso", "opciones", "ayuda", "comandos", "idioma", "salida"],
                    "a word of the domain that has its English word in the catalogue"),
}
#: internal names: our sources' file names and labels, our test corpus, programs used as authorities
INTERNAL = {
    "seed": "our name for the documents the product started from (users know 'FIDE C.07 art. 16.4', "
            "'las recomendaciones FIDE de 2009')",
    "corpus": "our test data",
    "chesslivo": "a web site whose article was a source, not an authority organisers cite",
    "gacrux": "FIDE's reference implementation: a test oracle, never named to users",
    "oracle": "test language",
    "disputes log": "our research notes",
    "example_swiss": "the bundled example's file name",
    "swiss-manager": "another program: a rule is described by what it does, not by who computes it so",
    "swiss perfect": "another program (the rule set's code SWISS_PERFECT is what users type)",
    "vega": "another program (the rule set's code VIRTUAL_VEGA is what users type)",
    "lichess": "another program",
}
#: phrases that name the other language's word on purpose (a setting's two names, the colour
#: letters of both conventions), each with why
ALLOWED = {
    "w/b (white/black)": "the English colour letters, explained in the Spanish message about them",
    "b/n (blancas/negras)": "the Spanish colour letters, explained in the English message about them",
    "Black (negras)": "a bare 'b' can mean Black: the Spanish message names the English word it may mean",
    "blancas o Black": "the same message",
    "(white/black)": "the English colour letters, named in Spanish",
    "(blancas/negras)": "the Spanish colour letters, named in English",
    "White, blancas": "the colour a bare 'b' was read as on a Spanish sheet, with its Spanish word",
    "C Negras 1": "an example of a Spanish cell an English sheet may hold",
    "Retirado": "a withdrawal as Spanish organisers type it (a cell value the readers accept)",
    "LIBRE": "a bye as Spanish organisers type it",
    "VIRTUAL_VEGA": "a rule set's code, as users type it",
    "SWISS_PERFECT": "a rule set's code, as users type it",
}

_FIELDS = string.Formatter()
#: values of the command line's options (typed as they are, in either language)
CHOICES = ["rounds", "crosstable", "auto", "table", "csv", "json", "xlsx", "es", "en"]


def _sample(template: str) -> dict[str, object]:
    return {f: 3 for _, f, _, _ in _FIELDS.parse(template) if f}


def _clean(shown: str, strip: tuple[str, ...] = ()) -> str:
    """``shown`` without what the user typed or named: names, paths, quoted values, options,
    cell references, a setting's two names (``system / sistema``), the allowed phrases."""
    for s in sorted((x for x in strip if x), key=len, reverse=True):
        shown = shown.replace(s, " ")
    for phrase in ALLOWED:
        shown = shown.replace(phrase, " ")
    shown = re.sub(r"(?<!\w)'[^'\n]*'(?!\w)", " ", shown)          # quoted values
    shown = re.sub(r'"[^"\n]*"', " ", shown)
    shown = re.sub(r"\{[^}\n]*\}", " ", shown)                     # argparse's choices
    shown = re.sub(r"(?<![\w-])--?[A-Za-z][\w-]*(?:=\S+| (?:" + "|".join(CHOICES) + r")(?![\w-]))?", " ",
                   shown)  # options, with a value they take
    shown = re.sub(r"(?<![\w-])(?:" + "|".join(map(re.escape, COMMANDS)) + r")(?![\w-])", " ", shown)  # commands
    shown = re.sub(r"(?:'[^'\n]+'|[^\s'!(),:]+)!\$?[A-Z]+\$?\d+(?::\$?[A-Z]+\$?\d+)?", " ", shown)  # cells
    shown = re.sub(r"\b[\w]+ / [\w]+\b", " ", shown)                 # a setting's two names
    shown = re.sub(r"\S*[/\\]\S*", " ", shown)                       # paths, w/b, 1/2
    return shown


def _words(shown: str) -> list[str]:
    out = []
    for tok in re.findall(r"[^\W\d_][\w'-]*", shown):
        if len(tok) > 1 and tok.isupper():
            continue  # codes and identifiers: BH, FIDE2024, DEFAULT_SWISS
        out.append(tok.lower().strip("'"))
    return out


def _internal(shown: str) -> list[str]:
    low = shown.lower()  # (after _clean: a path the user gave may name anything)
    return [w for w in INTERNAL if re.search(rf"(?<![a-z]){re.escape(w)}", low)]


def check_spanish(shown: str, where: str, strip: tuple[str, ...] = ()) -> None:
    bad = sorted({w for w in _words(_clean(shown, strip)) if w in ENGLISH})
    assert not bad, f"{where}: English words {bad} in Spanish output:\n{shown}"
    assert not _internal(_clean(shown, strip)), f"{where}: internal names:\n{shown}"


def check_english(shown: str, where: str, strip: tuple[str, ...] = ()) -> None:
    bad = sorted({w for w in _words(_clean(shown, strip)) if w in SPANISH})
    assert not bad, f"{where}: Spanish words {bad} in English output:\n{shown}"
    assert not _internal(_clean(shown, strip)), f"{where}: internal names:\n{shown}"


CHECK = {"es": check_spanish, "en": check_english}


# ---------------------------------------------------------------------------------------------
# the catalogue itself


def test_word_lists_are_disjoint_and_explained():
    assert not set(ENGLISH) & set(SPANISH)
    assert all(ENGLISH.values()) and all(SPANISH.values()) and all(INTERNAL.values()) and all(ALLOWED.values())
    assert not set(TEXTS) & set(MESSAGES), "a code is either an error (MESSAGES) or a text (TEXTS)"


@pytest.mark.parametrize("code", sorted(MESSAGES))
def test_every_error_in_both_languages(code):
    en, es = MESSAGES[code]
    params = {**_sample(en), **_sample(es)}
    err = TiebreakError(code, "row 7 (X), round 3", **params)
    check_english(err.message("en"), code)
    check_spanish(err.message("es"), code)
    assert en != es or not re.search(r"[a-z]{4}", en), f"{code}: the same text in both languages"


@pytest.mark.parametrize("code", sorted(TEXTS))
def test_every_text_in_both_languages(code):
    en, es = TEXTS[code]
    params = {**_sample(en), **_sample(es)}
    t = Text(code, **params)
    check_english(t.message("en"), code)
    check_spanish(t.message("es"), code)
    assert str(t) == t.message("en")


def test_argparse_words_in_spanish():
    for en, (en2, es) in ARGPARSE.items():
        assert en == en2
        check_spanish(es % {k: "X" for k in ("prog", "message", "argument_name", "value", "choices", "type",
                                             "option", "matches", "filename", "error")}
                      if "%(" in es else es.replace("%s", "X").replace("%r", "X"), en)


def test_default_language_from_the_locale():
    assert default_lang({"LANG": "es_ES.UTF-8"}, "linux") == "es"
    assert default_lang({"LANG": "es_AR.UTF-8"}, "darwin") == "es"
    assert default_lang({"LANG": "en_GB.UTF-8", "LC_MESSAGES": "es_MX.UTF-8"}, "linux") == "es"
    assert default_lang({"LC_ALL": "en_US.UTF-8", "LANG": "es_ES.UTF-8"}, "linux") == "en"  # LC_ALL wins
    assert default_lang({"LC_ALL": "C"}, "linux") == "en"
    assert default_lang({"LANG": "fr_FR.UTF-8"}, "linux") == "en"  # neither: English
    assert default_lang({}, "linux") == "en"
    assert default_lang({"LANG": "es_ES"}, "win32") == "es"  # the variables first, on Windows too


# ---------------------------------------------------------------------------------------------
# the command line


def run(capsys, *args: str) -> tuple[int, str]:
    try:
        code = main(list(args))
    except SystemExit as e:  # argparse: --help, usage errors
        code = int(e.code or 0)
    out = capsys.readouterr()
    return code, out.out + out.err


COMMANDS = ["standings", "template", "compute", "from-trf", "explain", "check", "compare", "identify", "to-trf",
            "setup-excel"]


@pytest.mark.parametrize("lang", ["es", "en"])
def test_help_of_every_command(capsys, lang):
    code, shown = run(capsys, "--help", "--lang", lang)
    assert code == 0
    CHECK[lang](shown, "--help")
    flat = " ".join(shown.split()).lower()
    assert ("por defecto" if lang == "es" else "default") in flat and ("idioma" if lang == "es" else "language") \
        in flat
    for cmd in COMMANDS:
        code, shown = run(capsys, cmd, "--help", "--lang", lang)
        assert code == 0, shown
        CHECK[lang](shown, f"{cmd} --help")
        if cmd in ("standings", "explain", "check", "compare"):
            # the options that say how the event was paired are explained under every command
            for opt in ("--swiss", "--round-robin"):
                line = next(ln for ln in shown.splitlines() if opt in ln)
                assert len(line.split(opt, 1)[1].strip()) > 10 or "\n" in shown, (cmd, opt)
            assert ("TRF" in shown and ".xlsx" in shown), cmd  # the workbook is first-class
        if cmd in ("standings", "explain", "compare"):
            assert "--unrated-rating" in shown and ("Elo" if lang == "es" else "rating") in shown


def test_help_says_the_default_language(capsys, monkeypatch):
    monkeypatch.setenv("LC_MESSAGES", "es_ES.UTF-8")
    _, shown = run(capsys, "standings", "--help")
    shown = " ".join(shown.split())
    assert "ahora 'es'" in shown and "por defecto: el del sistema" in shown
    monkeypatch.setenv("LC_MESSAGES", "C")
    _, shown = run(capsys, "standings", "--help")
    shown = " ".join(shown.split())
    assert "now 'en'" in shown and "default: the system's language" in shown


@pytest.mark.parametrize("lang", ["es", "en"])
def test_usage_errors(capsys, lang):
    for args in (["standings", "--format", "pdf"], ["explain"], ["standings", "--round", "x"],
                 ["standings", "--swiss", "--round-robin"], ["nope"], ["standings", "--bogus"]):
        code, shown = run(capsys, *args, "--lang", lang)
        assert code == 2
        CHECK[lang](shown, " ".join(args))


def _names(path: Path) -> tuple[str, ...]:
    t = read_trf(path).tournament
    return tuple(p.name for p in t.participants) + (t.name, str(path))


EVENTS = [
    _example_path(),
    DATA / "fide-exercises" / "held_swiss_5.trf",
    DATA / "fide-exercises" / "held_round_robin.trf",
    DATA / "disputes" / "case02_forfeit_2026.trf",
    DATA / "disputes" / "case17_U_half_no162_2024.trf",
    DATA / "disputes" / "case16_V1b_F_unpaired_2026.trf",
    DATA / "realdata" / "vega_2024_bob_grieves_blitz_double_rr" / "tournament.trf",
]


@pytest.mark.parametrize("path", EVENTS, ids=[p.parent.name + "/" + p.name for p in EVENTS])
@pytest.mark.parametrize("lang", ["es", "en"])
def test_commands_on_events(capsys, path, lang):
    strip = _names(path)
    f = str(path)
    runs = [
        ("standings", f),
        ("standings", f, "-t", "PS BH", "--rules", "VIRTUAL"),           # the 2009 family warning
        ("standings", f, "-t", "BH SB PS ARO TPR RP", "--round", "2"),   # unrated, experimental, as of round 2
        ("standings", f, "--round-robin", "-t", "BH SB", "--rules", "FIDE2026", "--policy", "VUR_LOWEST_SCORE"),
        ("standings", f, "--format", "json"),
        ("check", f),
        ("compare", f, "-t", "BH/C1 SB", "--rules", "VIRTUAL,DRAW_SELF,STANDARD,FIDE2024,FIDE2026"),
    ]
    t = read_trf(path).tournament
    players = [p.start_no for p in t.participants][:3] + [
        s for s, recs in t.rounds.items() if any(r.kind.value not in ("game",) for r in recs)][:3]
    for rules in ("FIDE", "FIDE2024", "VIRTUAL", "DRAW_SELF", "DRAW_SELF_HALF_BYE", "STANDARD", "SWISS_PERFECT"):
        for code in ("BH/C1", "SB", "FB", "PS", "ARO", "KS"):
            for sn in players:
                runs.append(("explain", f, "--player", str(sn), "-t", code, "--rules", rules))
    for args in runs:
        code, shown = run(capsys, *args, "--lang", lang)
        # every command computes on these well-formed events (exit 0); check finds warnings at
        # most (0: no error in the event); a refusal (2) or an error found (1) would be a defect
        assert code == 0, (args, shown)
        CHECK[lang](shown, " ".join(args[:1] + args[2:]), strip)


@pytest.mark.parametrize("lang", ["es", "en"])
def test_team_event(capsys, lang):
    path = DATA / "teams" / "sample_team_swiss_2026.trf"
    from xl_tiebreaks.teams.readers import read_team_trf

    tt = read_team_trf(path).tournament
    strip = tuple(x.name for x in tt.teams) + (tt.name, str(path))
    for tbs in ("MP GP EDE BH:MP", "GP MP DE BH TSB", "MP BC GP"):
        st = __import__("xl_tiebreaks.teams", fromlist=["compute_team_standings"]).compute_team_standings(tt, tbs)
        from xl_tiebreaks.render import render_team_standings

        CHECK[lang](render_team_standings(st, lang=lang, source="x"), tbs, strip)


def test_reader_notes_both_languages():
    """Notes the readers write (a TRF's score system from its totals, columns in bytes, a result
    code read as not finished) reach the screen in the organiser's language."""
    src = (DATA / "disputes" / "case17_U_half_no162_2024.trf").read_text()
    trf = read_trf(DATA / "disputes" / "case17_U_half_no162_2024.trf")
    assert trf.notes, src[:200]
    for n in trf.notes:
        check_english(note_line(n, "en"), "note")
        check_spanish(note_line(n, "es"), "nota", tuple(p.name for p in trf.tournament.participants))


# ---------------------------------------------------------------------------------------------
# a Spanish organiser's workbook, from the empty template to every command and error

NAMES = ["Ana López", "Bruno Díaz", "Carmen Vidal", "David Ruiz", "Elena Gil", "Félix Mora", "Gloria Sanz",
         "Héctor Pardo"]


def _filled(tmp_path: Path, capsys, lang: str) -> Path:
    """A Swiss template of 12 players and 5 rounds, eight players and two rounds typed in."""
    wb_path = tmp_path / f"t_{lang}.xlsx"
    assert run(capsys, "template", "swiss", "--players", "12", "--rounds", "5", "--lang", lang, "-o",
               str(wb_path))[0] == 0
    wb = load_workbook(wb_path)
    players, rounds = wb.worksheets[1], wb.worksheets[2]
    white, black = ("Blancas", "Negras") if lang == "es" else ("White", "Black")
    for i, name in enumerate(NAMES):
        players.cell(5 + i, 2, name)
        players.cell(5 + i, 3, 2100 - 50 * i)
    games = {1: [(1, 5, "1"), (6, 2, "½"), (3, 7, "1"), (8, 4, "0")],
             2: [(4, 1, "½"), (2, 3, "1"), (5, 8, "1"), (7, 6, "0")]}
    for rnd, pairs in games.items():
        c0 = 3 + 3 * (rnd - 1)
        for w, b, res in pairs:
            rounds.cell(4 + w, c0, b), rounds.cell(4 + w, c0 + 1, white), rounds.cell(4 + w, c0 + 2, res)
            rounds.cell(4 + b, c0, w), rounds.cell(4 + b, c0 + 1, black)
            rounds.cell(4 + b, c0 + 2, {"1": "0", "0": "1", "½": "½"}[res])
    out = tmp_path / f"filled_{lang}.xlsx"
    wb.save(out)
    return out


def _broken(src: Path, tmp_path: Path, name: str, edit) -> Path:
    wb = load_workbook(src)
    edit(wb)
    out = tmp_path / f"{name}.xlsx"
    wb.save(out)
    return out


@pytest.mark.parametrize("lang", ["es", "en"])
def test_workbook_from_template_to_every_command(tmp_path, capsys, lang):
    filled = _filled(tmp_path, capsys, lang)
    f = str(filled)
    strip = tuple(NAMES) + (f, str(tmp_path))
    runs = [
        ("compute", f, "-o", str(tmp_path / f"c_{lang}.xlsx")),
        ("standings", f),
        ("standings", f, "--format", "xlsx", "-o", str(tmp_path / f"s_{lang}.xlsx")),
        ("check", f),
        ("explain", f, "--player", "Carmen", "-t", "BH/C1"),
        ("explain", f, "--player", "4", "-t", "SB", "--rules", "VIRTUAL"),
        ("compare", f),
        ("to-trf", f, "-o", str(tmp_path / f"e_{lang}.trf")),
    ]
    for args in runs:
        code, shown = run(capsys, *args, "--lang", lang)
        assert code == 0, (args, shown)
        CHECK[lang](shown, args[0], strip)
    s = load_workbook(tmp_path / f"s_{lang}.xlsx").active
    assert s.title == ("Clasificación" if lang == "es" else "Standings")
    CHECK[lang](" ".join(str(c.value) for row in s.iter_rows() for c in row if c.value is not None), "xlsx", strip)
    _, shown = run(capsys, "standings", f, "--lang", lang)
    assert ("valores tras la ronda 2 de 5" if lang == "es" else "values after round 2 of 5") in shown


def _rounds(wb):
    return wb.worksheets[2]


def _players(wb):
    return wb.worksheets[1]


def _settings(wb):
    return wb.worksheets[-1]


#: errors an organiser makes in the workbook, and the cell the message must name
WORKBOOK_ERRORS = [
    ("one_sided", lambda wb: [_rounds(wb).cell(12, c).__setattr__("value", None) for c in (3, 4, 5)],
     "Rondas!C8", "Rondas!C12", ("no tiene nada", "has nothing")),
    ("rating_text", lambda wb: _players(wb).__setitem__("C7", "mil novecientos"), "Jugadores!C7", None,
     ("mil novecientos",) * 2),
    ("paired_twice", lambda wb: _rounds(wb).__setitem__("C9", 2), "Rondas!C10", "Rondas!C9",
     ("una vez por ronda", "once per round")),
    # (a forfeit against a game: 1 and 1 is a pair whose points do not make one game, kept with a note)
    ("result_mismatch", lambda wb: _rounds(wb).__setitem__("E12", "+"), "Rondas!E8", "Rondas!E12",
     ("deben coincidir", "must agree")),
    ("same_colour", lambda wb: _rounds(wb).__setitem__("D12", _rounds(wb)["D8"].value), "Rondas!D8", "Rondas!D12",
     ("llevarían", "would have")),
    ("bad_result", lambda wb: _rounds(wb).__setitem__("H10", "2-0"), "Rondas!H10", None, ("2-0",) * 2),
    ("bad_opponent", lambda wb: _rounds(wb).__setitem__("F5", 41), "Rondas!F5", None, ("41",) * 2),
    ("bad_date", lambda wb: _settings(wb).__setitem__("B6", "ayer"), "B6", None, ("ayer",) * 2),
    ("bad_system", lambda wb: _settings(wb).__setitem__("B8", "eliminatoria"), "B8", None, ("eliminatoria",) * 2),
    ("bad_tiebreak", lambda wb: [_settings(wb).__setitem__(f"B{r}", "XYZ") for r in range(20, 30)
                                 if _settings(wb)[f"B{r}"].value == "SB"], "Configuración!B", None, ("XYZ",) * 2),
]


@pytest.mark.parametrize("name,edit,cell,other,words", WORKBOOK_ERRORS, ids=[e[0] for e in WORKBOOK_ERRORS])
def test_workbook_errors_name_the_cell(tmp_path, capsys, name, edit, cell, other, words):
    filled = _filled(tmp_path, capsys, "es")
    bad = _broken(filled, tmp_path, name, edit)
    for lang in ("es", "en"):
        code, shown = run(capsys, "standings", str(bad), "--lang", lang)
        assert code == 2, shown
        line = shown.strip().splitlines()[-1]
        assert line.startswith("error: ") and cell in line, line
        if other:
            assert other in line, line
        assert words[0 if lang == "es" else 1] in line, line
        if cell.startswith(("Rondas", "Jugadores")):  # the player, by start number and name
            assert re.search(r"\((nº|No\.) \d+, [A-ZÁÉÍÓÚ]", line), line
        CHECK[lang](line, name, tuple(NAMES) + (str(bad),))
        if name != "bad_tiebreak":  # (check reads the results and the settings, not the order)
            code, shown = run(capsys, "check", str(bad), "--lang", lang)
            assert code == 1 and cell in shown, shown


@pytest.mark.parametrize("lang", ["es", "en"])
def test_command_errors(tmp_path, capsys, lang):
    """What the organiser gets wrong on the command line: every message in his language."""
    trf = str(DATA / "fide-exercises" / "held_swiss_5.trf")
    (tmp_path / "exists.xlsx").write_text("x")
    (tmp_path / "bad.trf").write_text("001    1      A\n001    1      B\n")
    (tmp_path / "notes.trf").write_text("nothing here\n")
    # each refused with a message, exit 2 (docs/command-line.md: the command exits with status 2), but check,
    # which reports the event's error as a finding and exits 1 (docs/command-line.md: "check exits with 1
    # when it finds an error in the event")
    cases = [
        ("template", "swiss", "--players", "10", "-o", str(tmp_path / "a.xlsx")),
        ("template", "swiss", "--rounds", "5", "-o", str(tmp_path / "a.xlsx")),
        ("template", "round-robin", "--players", "1", "-o", str(tmp_path / "a.xlsx")),
        ("template", "team-swiss", "--rounds", "5", "-o", str(tmp_path / "a.xlsx")),
        ("template", "team-swiss", "--teams", "6", "--rounds", "5", "--boards", "40", "-o", str(tmp_path / "a.xlsx")),
        ("template", "team-swiss", "--teams", "6", "--rounds", "5", "--match-points", "3-1", "-o",
         str(tmp_path / "a.xlsx")),
        ("template", "swiss", "--players", "10", "--rounds", "5", "-o", str(tmp_path / "exists.xlsx")),
        ("template", "swiss", "--players", "10", "--rounds", "5", "-o", str(tmp_path / "no" / "a.xlsx")),
        ("template", "swiss", "--players", "10", "--rounds", "5", "-t", "BH XYZ", "-o", str(tmp_path / "b.xlsx")),
        ("standings", str(tmp_path / "missing.trf")),
        ("standings", str(tmp_path)),
        ("standings", str(tmp_path / "bad.trf")),
        ("standings", str(tmp_path / "notes.trf")),
        ("standings", trf, "--rules", "FIDE2099"),
        ("standings", trf, "-t", "BH/Q9"),
        ("standings", trf, "--score", "a,b"),
        ("standings", trf, "--format", "xlsx"),
        ("standings", trf, "--policy", "NOPE"),
        ("standings", trf, "--round", "9"),
        ("explain", trf, "--player", "Nobody", "-t", "BH"),
        ("explain", trf, "--player", "1", "-t", "DE"),
        ("from-trf", trf, "-o", str(tmp_path / "x.csv")),
        ("to-trf", trf, "-o", str(tmp_path / "y.trf")),
        ("compute", str(tmp_path / "exists.xlsx")),
        ("check", str(tmp_path / "bad.trf")),
    ]
    for args in cases:
        code, shown = run(capsys, *args, "--lang", lang)
        assert code == (1 if args[0] == "check" else 2), (args, shown)
        assert shown.strip(), args
        CHECK[lang](shown, " ".join(args), (str(tmp_path), trf))


def test_explain_warns_without_a_start_date(capsys):
    """``explain`` says which edition it used when the file has no date, as ``standings`` does."""
    for lang, words in (("en", "warning: rules FIDE2026: no start date"), ("es", "aviso: reglas FIDE2026: sin "
                                                                                "fecha de inicio")):
        code, shown = run(capsys, "explain", "--player", "1", "-t", "BH", "--lang", lang)
        assert code == 0 and words in shown, shown


def test_internal_names_are_gone_but_old_preset_names_still_work(capsys):
    code, shown = run(capsys, "standings", "-t", "SEED001_SWISS_UNRATED", "--lang", "en")
    assert code == 0 and "DE  BH  SB  WON" in re.sub(r" +", "  ", shown) or "WON" in shown
    code, shown = run(capsys, "standings", "-t", "FIDE2009_SWISS_UNRATED", "--lang", "es")
    assert code == 0 and "WON" in shown
    _, shown = run(capsys, "standings", "--lang", "en")
    assert "Seed" not in shown and "ChessLivo" not in shown and shown.startswith("Open A-F\n")


def test_text_is_a_string_in_english():
    t = Text("note_values_after", k=2, n=5)
    assert t == "values after round 2 of 5" and t.message("es") == "valores tras la ronda 2 de 5"
    assert say(t, "es") == "valores tras la ronda 2 de 5" and say("plain", "es") == "plain"
    assert note_line(t, "es") == "nota: valores tras la ronda 2 de 5"
    w = Text("warn_pending_games", round=3, n=1)
    assert w.startswith("warning: ") and note_line(w, "es").startswith("aviso: ronda 3")
    import pickle

    assert pickle.loads(pickle.dumps(w)).message("es") == w.message("es")
    assert text("w_rank", "es") == "Puesto"


def test_settings_known_keys_are_keys():
    """The keys a message lists as known are keys the settings accept, in both languages."""
    from xl_tiebreaks.settings import parse_settings

    for lang in (0, 1):
        for key in TEXTS["setting_known"][lang].split(", "):
            parse_settings({key: None})


@pytest.mark.parametrize("kind, system_lang, lang_opt, sheets", [
    ("suizo", "C", None, "Jugadores"),  # a Spanish kind: a Spanish workbook, on an English system
    ("liga", "C", None, "Cruzada"),
    ("equipos-suizo", "C", None, "Equipos"),
    ("swiss", "es_ES.UTF-8", None, "Jugadores"),  # a name both write alike: the system's language
    ("swiss", "C", None, "Players"),
    ("suizo", "es_ES.UTF-8", "en", "Players"),  # --lang always wins
])
def test_template_kind_spelling_chooses_the_language(capsys, monkeypatch, tmp_path, kind, system_lang, lang_opt,
                                                     sheets):
    """`template suizo` typed by a Spanish organiser on a machine in English made an English
    workbook (the organiser's trial): a kind spelt in Spanish makes a Spanish workbook, unless
    --lang says otherwise."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", system_lang)
    out = tmp_path / "t.xlsx"
    args = ["template", kind, "-o", str(out), "--rounds", "5"]
    args += ["--teams", "6"] if kind.startswith("equipos") else ["--players", "8"]
    code, said = run(capsys, *args, *(["--lang", lang_opt] if lang_opt else []))
    assert code == 0, said
    assert sheets in load_workbook(out, read_only=True).sheetnames
    assert said.startswith("se escribió" if sheets != "Players" else "wrote")
