"""The New game screen remembers the last setup (settings file) and gives a computer seat a
computer's name."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto import paths


@pytest.fixture
def app(tmp_path, monkeypatch):
    from zooloretto.ui.app import App
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.scenes.title import TitleScene
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    a = App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"))
    a.reset(TitleScene(a))
    yield a
    paths.set_saves_dir(None)


def test_the_last_setup_comes_back_next_time(app):
    from zooloretto.ui.scenes.new_game import NewGameScene
    from zooloretto.ui.settings import Settings
    form = NewGameScene(app)
    app.push(form)
    app.step([])
    form.named["name_0"].set_text("Zoë")
    form.toggle_kind(2)                       # Clara becomes a person (and stays Clara)...
    form.toggle_kind(1)
    form.toggle_kind(1)                       # ...Bruno a person and a computer again
    form.toggle_animal("camel")
    form.toggle_animal("panda")
    form.start()
    assert app.top.screen_name == "table"
    kept = Settings.load()                    # what the next start reads
    app.settings = kept
    again = NewGameScene(app)
    assert [(s.name, s.kind) for s in again.seats] == [("Zoë", "human"), ("Bruno", "bot"),
                                                       ("Clara", "human")]
    assert not again.random_removed and again.removed == {"camel", "panda"}


def test_a_computer_seat_gets_a_computers_name(app):
    from zooloretto.ui.scenes.new_game import NewGameScene
    form = NewGameScene(app)
    app.push(form)
    app.step([])
    form.toggle_kind(0)                       # "Player 1" -> a computer
    assert form.seats[0].is_bot and form.seats[0].name not in ("Player 1", "Bruno", "Clara")
    form.toggle_kind(0)
    assert form.seats[0].name == "Player 1"


def test_a_hand_edited_setup_is_ignored(app):
    from zooloretto.ui.scenes.new_game import remembered
    app.settings.last_seats = [["Ana", "human", "", 0], ["Bo", "robot", "", 1]]
    assert remembered(app.settings) is None
    app.settings.last_seats = [["Ana", "human", "", 0], ["Bo", "bot", "hard", 0]]
    assert remembered(app.settings) is None       # two seats of one colour
    app.settings.last_seats = [["Ana", "human", "", 0], ["Bo", "bot", "hard", 1]]
    app.settings.last_removed = ["camel", "unicorn"]
    seats, removed = remembered(app.settings)
    assert [s.name for s in seats] == ["Ana", "Bo"] and removed == []
