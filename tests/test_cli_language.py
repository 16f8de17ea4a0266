"""The command line speaks the game's language: the language saved in the settings, else
the system's (LANG), else English; ZOOLORETTO_LANGUAGE forces one. Its own sentences and
argparse's are translated, the exit status and the JSON output stay as they are."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from zooloretto.cli_text import choose_language
from zooloretto.ui.text import LANGUAGES, LOCALES_DIR

ROOT = Path(__file__).resolve().parent.parent


def run(tmp_path, *argv, lang=None, settings=None):
    """zooloretto in a fresh process with its own home; (status, stdout, stderr)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("ZOOLORETTO_LANGUAGE", "LANG", "LANGUAGE") and not k.startswith("LC_")}
    home = tmp_path / "home"
    env.update(PYTHONPATH=str(ROOT), HOME=str(home), XDG_CONFIG_HOME=str(home / "config"),
               XDG_DATA_HOME=str(home / "data"), XDG_STATE_HOME=str(home / "state"),
               PYGAME_HIDE_SUPPORT_PROMPT="1")
    if lang:
        env["LANG"] = lang
    if settings is not None:
        from zooloretto.ui.settings import Settings
        (home / "config" / "Zooloretto").mkdir(parents=True, exist_ok=True)
        path = home / "config" / "Zooloretto" / "settings.json"
        path.write_text(settings, encoding="utf-8")
        assert Settings.path().name == path.name
    done = subprocess.run([sys.executable, "-m", "zooloretto", *argv], env=env, cwd=tmp_path,
                          capture_output=True, text=True, timeout=120)
    return done.returncode, done.stdout, done.stderr


@pytest.fixture
def saved(tmp_path):
    from zooloretto.zoo.rules import saves
    from zooloretto.zoo.rules.record import GameRecord
    path = tmp_path / "g.json"
    saves.write(GameRecord.new(3, 4), path)
    return path


WORDS = {   # a word each language's sentence holds for the same mistakes
    "fr_FR.UTF-8": ("choix invalide", "nombre entier", "manquants", "action interdite", "sauvegarde"),
    "de_DE.UTF-8": ("ungültige Wahl", "ganze Zahl", "fehlen", "nicht erlaubt", "Spielstand"),
    "ru_RU.UTF-8": ("неверный выбор", "целое число", "не хватает", "нельзя", "сохранени"),
    "en_US.UTF-8": ("invalid choice", "whole number", "required", "illegal action", "JSON"),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_mistakes_are_told_in_the_systems_language_with_the_same_status(tmp_path, saved, lang):
    choice, number, missing, illegal, damaged = WORDS[lang]
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    before = saved.read_bytes()
    for argv, word in ((["chess"], choice), (["new", "--players", "x", "--out", "n.json"], number),
                       (["new", "--out", "n.json"], missing),
                       (["apply", str(saved), '{"type": "take", "truck": 0}'], illegal),
                       (["show", str(bad)], damaged)):
        status, out, err = run(tmp_path, *argv, lang=lang)
        assert status == 2 and out == "", (argv, err)
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
        assert word.lower() in err.lower(), (lang, argv, err)
    assert saved.read_bytes() == before


def test_the_saved_language_wins_over_the_system_and_a_damaged_file_is_passed_over(tmp_path):
    status, _, err = run(tmp_path, "chess", lang="de_DE.UTF-8", settings=json.dumps({"language": "fr"}))
    assert status == 2 and "choix invalide" in err
    status, _, err = run(tmp_path, "chess", lang="ru_RU.UTF-8", settings="{ damaged")
    assert status == 2 and "неверный выбор" in err
    assert (tmp_path / "home" / "config" / "Zooloretto" / "settings.json").read_text() == "{ damaged"


def test_json_output_is_the_same_in_every_language(tmp_path, saved):
    outputs = {run(tmp_path, "legal", str(saved), lang=lang)[1] for lang in WORDS}
    assert len(outputs) == 1 and json.loads(outputs.pop())


def test_choosing_the_language():
    assert choose_language({"ZOOLORETTO_LANGUAGE": "ru", "LANG": "de_DE.UTF-8"}) == "ru"
    assert choose_language({"ZOOLORETTO_LANGUAGE": "xx", "LANG": "de_DE.UTF-8"}) in LANGUAGES


def test_every_sentence_is_in_every_language_with_the_same_placeholders():
    catalogs = {lang: json.loads((LOCALES_DIR / f"cli.{lang}.json").read_text(encoding="utf-8"))[lang]
                for lang in LANGUAGES}

    def flat(d, prefix=""):
        for k, v in d.items():
            if isinstance(v, dict):
                yield from flat(v, prefix + k + ".")
            else:
                yield prefix + k, v
    english = dict(flat(catalogs["en"]))
    marks = re.compile(r"%\{\w+\}|%\(\w+\)[sr]|%[sr]")
    for lang, catalog in catalogs.items():
        words = dict(flat(catalog))
        assert words.keys() == english.keys(), lang
        for key, text in words.items():
            assert sorted(marks.findall(text)) == sorted(marks.findall(english[key])), (lang, key)


@pytest.mark.parametrize("lang, word", [("en_US.UTF-8", "show this help"), ("fr_FR.UTF-8", "afficher cette aide"),
                                        ("de_DE.UTF-8", "diese Hilfe"), ("ru_RU.UTF-8", "показать эту справку")])
def test_the_help_reads_in_the_language_within_80_columns(tmp_path, lang, word, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    for argv in (["--help"], ["new", "--help"], ["apply", "--help"], ["bench", "--help"]):
        status, out, err = run(tmp_path, *argv, lang=lang)
        assert status == 0 and err == "" and word in out, (argv, out[:300])
        assert max(len(line) for line in out.splitlines()) <= 80, argv
