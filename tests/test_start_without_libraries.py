"""A Python without the game's libraries (the system's, before tools/play.py made .venv)
that starts `python -m zooloretto` or the installed `zooloretto` script is told in one
sentence how to start the game instead, with status 2: never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from importlib.util import find_spec
from pathlib import Path

import pytest

from zooloretto import start

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = "import sys; from zooloretto.start import main; sys.exit(main())"   # what pip's script runs


def bare_python(tmp_path, *argv, path=(), lang=None, forced=None):
    """This Python without its site-packages (-S): the source folder (and `path`) only."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("ZOOLORETTO_LANGUAGE", "LANGUAGE", "LANG") and not k.startswith("LC_")}
    env.update(PYTHONPATH=os.pathsep.join([str(ROOT), *map(str, path)]), HOME=str(tmp_path / "home"))
    if lang:
        env["LANG"] = lang
    if forced:
        env["ZOOLORETTO_LANGUAGE"] = forced
    return subprocess.run([sys.executable, "-S", *argv], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)


def told_how_to_start(done):
    assert done.returncode == start.MISSING_LIBRARY == 2
    assert done.stdout == "" and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("zooloretto: "), done.stderr
    return lines[0]


@pytest.mark.parametrize("argv", [[], ["--smoke"], ["new", "--players", "2", "--out", "g.json"],
                                  ["game.json"], ["--help"]])
def test_python_m_zooloretto_without_the_libraries_says_how_to_start_the_game(tmp_path, argv):
    sentence = told_how_to_start(bare_python(tmp_path, "-m", "zooloretto", *argv))
    assert str(ROOT / "tools" / "play.py") in sentence
    for name in ("pygame-ce", "pygame_gui", "platformdirs", "python-i18n"):
        assert name in sentence
    assert not (tmp_path / "g.json").exists()


def test_the_installed_script_starts_through_the_same_check():
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert pyproject["project"]["scripts"]["zooloretto"] == "zooloretto.start:main"


def test_the_installed_scripts_entry_without_the_libraries(tmp_path):
    sentence = told_how_to_start(bare_python(tmp_path, "-c", SCRIPT, "legal", "game.json"))
    assert "tools/play.py" in sentence


@pytest.mark.skipif(os.name == "nt", reason="symbolic links need an administrator on Windows")
def test_only_the_missing_library_is_named(tmp_path):
    """A folder holding every library but platformdirs."""
    some = tmp_path / "some"
    some.mkdir()
    for module in ("pygame", "pygame_gui", "i18n"):
        (some / module).symlink_to(Path(find_spec(module).origin).parent)
    sentence = told_how_to_start(bare_python(tmp_path, "-m", "zooloretto", path=[some]))
    assert "platformdirs" in sentence
    assert not any(name in sentence for name in ("pygame-ce", "pygame_gui", "python-i18n"))


@pytest.mark.parametrize("lang, forced, words", [
    ("ru_RU.UTF-8", None, "нет того, что нужно игре"), ("de_DE.UTF-8", None, "fehlt, was das Spiel braucht"),
    ("de_DE.UTF-8", "fr", "n'a pas ce dont le jeu a besoin"), ("C.UTF-8", None, "lacks what the game needs"),
])
def test_the_sentence_is_in_the_players_language(tmp_path, lang, forced, words):
    assert words in told_how_to_start(bare_python(tmp_path, "-m", "zooloretto", lang=lang, forced=forced))


def test_an_installed_copy_without_its_libraries_says_how_to_install_them():
    sentence = start.how_to_start(["pygame-ce", "platformdirs"], "en", source=None)
    assert f"{sys.executable} -m pip install pygame-ce platformdirs" in sentence
    assert start.source_folder() == ROOT


def test_a_python_too_old_is_told_the_version_needed(monkeypatch):
    monkeypatch.setattr(start, "OLDEST_PYTHON", (99, 1))
    sentence = start.how_to_start([], "en", source=ROOT)
    assert "Python 99.1 or newer" in sentence and sys.version.split()[0] in sentence


def test_with_the_libraries_the_command_line_runs(tmp_path, capsys):
    assert start.missing_libraries() == []
    assert start.main(["new", "--players", "2", "--out", str(tmp_path / "g.json")]) == 0
    assert (tmp_path / "g.json").exists()
