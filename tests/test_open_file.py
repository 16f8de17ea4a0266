"""`zooloretto FILE.json` (and `python -m zooloretto FILE.json`) opens that game on the
table; a file that cannot be opened is told over the title in the player's language and
left as it was; the subcommands keep working."""
from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto import cli
from zooloretto.argv import with_command
from zooloretto.ui.session import GameSession, Seat


@pytest.mark.parametrize("argv, expected", [
    (["game.json"], ["play", "game.json"]),
    (["Saves/Sunday.JSON"], ["play", "Saves/Sunday.JSON"]),
    (["--windowed", "a b.json"], ["--windowed", "play", "a b.json"]),
    (["--saves-dir", "x.json", "y.json"], ["--saves-dir", "x.json", "play", "y.json"]),
    (["play", "g.json"], ["play", "g.json"]),
    (["show", "g.json"], ["show", "g.json"]),
    (["lgal", "g.json"], ["lgal", "g.json"]),           # a mistyped command stays one
    ([], []),
])
def test_a_file_alone_means_play_that_file(argv, expected):
    assert with_command(argv) == expected


def test_the_command_line_hands_the_file_to_the_window(monkeypatch, tmp_path):
    seen = {}
    import zooloretto.ui.main as ui_main
    monkeypatch.setattr(ui_main, "run_app", lambda args: seen.setdefault("file", args.file) and 0)
    monkeypatch.setattr("zooloretto.crash.setup_logging", lambda: None)
    path = tmp_path / "Sunday game.json"
    assert cli.main([str(path)]) == 0
    assert seen["file"] == str(path)


def test_subcommands_still_work(tmp_path, capsys):
    out = tmp_path / "n.json"
    assert cli.main(["new", "--players", "2", "--out", str(out)]) == 0
    assert cli.main(["score", str(out)]) == 0


def close(app):
    """The scenes let go (a bot process, threads); pygame itself is left to conftest."""
    for scene in reversed(app.stack):
        getattr(scene, "close", lambda: None)()


def app_for_test(tmp_path, monkeypatch):
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    return App(size=(1280, 800), settings=Settings(language="fr", animation_speed="off"))


def test_a_save_opens_on_the_table_over_the_title(tmp_path, monkeypatch):
    from zooloretto.ui.main import open_first
    session = GameSession.new([Seat("Ana"), Seat("Leo", kind="bot", level="easy")], seed=5)
    path = tmp_path / "ours.json"
    from zooloretto.zoo.rules import saves
    saves.write(session.record, path)
    app = app_for_test(tmp_path, monkeypatch)
    try:
        open_first(app, str(path))
        app.step([])
        assert [s.screen_name for s in app.stack] == ["title", "table"]
        assert app.top.state.zoos[0].name == "Ana"
    finally:
        close(app)


def french_problem(kind):
    """The sentence the French catalog file holds for a save problem (read from the file, so
    an English sentence, or another kind's, shown to a French player does not pass)."""
    catalog = Path(__file__).resolve().parent.parent / "zooloretto" / "locales" / "saves.fr.json"
    sentence = json.loads(catalog.read_text(encoding="utf-8"))["fr"]["problem"][kind]
    english = json.loads(catalog.with_name("saves.en.json").read_text(encoding="utf-8"))
    assert sentence != english["en"]["problem"][kind]
    return sentence


def test_a_bad_file_is_told_in_the_players_language_and_left_alone(tmp_path, monkeypatch):
    from zooloretto.ui.main import open_first
    bad = tmp_path / "broken.json"
    bad.write_text('{"format": "zooloretto-save", "version": 1, "setup"', encoding="utf-8")
    before = bad.read_bytes()
    app = app_for_test(tmp_path, monkeypatch)
    try:
        title = open_first(app, str(bad))
        app.step([])
        assert app.top is title and title.dialog is not None
        # The file is cut short (not JSON): the French catalog's sentence for that, word for word.
        assert title.dialog.message == french_problem("not_json")
        assert title.dialog.title_key == "menu.load_failed"
        assert bad.read_bytes() == before
        missing = open_first(app, str(tmp_path / "nowhere.json"))
        assert missing.dialog.message == french_problem("missing")
        assert not (tmp_path / "nowhere.json").exists()
    finally:
        close(app)
