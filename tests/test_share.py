"""Results -> Share: a finished game's talk as a text file a person can read, and its final
table as a PNG, for both games; a folder that cannot be written is told, never a traceback."""
from __future__ import annotations

import pygame
import pytest

from zooloretto import paths
from zooloretto.ui import navigation
from zooloretto.ui.app import App
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import set_language, tr

from history_helpers import play
from menu_helpers import click, frames


@pytest.fixture
def results(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")

    def show(game, lang="en"):
        record = play(("Ana", "bot:hard", "Chloé"), game=game, seed=3)
        session = GameSession(record)
        app = App(size=(1280, 800), settings=Settings(language=lang, animation_speed="off"))
        app.set_language(lang)
        app.open("title", how="reset")
        app.open("dice_results" if game == "dice" else "results", session)
        frames(app)
        return app, session
    yield show
    paths.set_saves_dir(None)
    set_language("en")


@pytest.mark.parametrize("game", ["zoo", "dice"])
def test_share_writes_the_talk_and_the_final_table(results, game):
    app, session = results(game)
    click(app, "share")
    written = sorted(paths.shared_dir().iterdir())
    assert [p.suffix for p in written] == [".png", ".txt"]
    text = written[1].read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0].startswith(tr("history.game_dice" if game == "dice" else "history.game_zoo") + " · ")
    assert any(line.startswith("Ana: ") for line in lines[:6])
    assert any("Bot1 (Hard)" in line for line in lines[:6])                 # a bot with its level
    assert tr("history.share_talk") in lines and len(lines) > len(session.record.actions) // 4
    picture = pygame.image.load(str(written[0]))
    assert picture.get_width() == 1600 and picture.get_height() > 400
    scene = app.top
    assert scene.dialog is not None and written[1].name in scene.dialog.message
    assert navigation.is_screen(scene, "dice_results" if game == "dice" else "results")


def test_the_talk_is_in_the_players_language(results):
    app, _ = results("zoo", lang="de")
    click(app, "share")
    text = next(paths.shared_dir().glob("*.txt")).read_text(encoding="utf-8")
    assert text.startswith("Zooloretto · ") and tr("history.share_talk", locale="de") in text
    assert "Ana" in text and tr("game.log.start", name="Ana", locale="de").split()[0] in text


def test_a_folder_that_cannot_be_written_is_told(results):
    app, _ = results("zoo")
    paths.ensure(paths.saves_dir())
    paths.shared_dir().write_text("a file where the folder should be")
    click(app, "share")
    scene = app.top
    assert scene.dialog is not None and scene.dialog.title_key == "history.share_failed_title"
