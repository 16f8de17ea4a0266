"""Saves people recognise: the default name keeps the whole date and time and the names as
typed; the Load screen shows a save by the name typed for it (no underscores) and each
autosave by its moment ("Round 6 · Ana to play")."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto import paths
from zooloretto.zoo.rules import legal_actions
from zooloretto.ui.scenes.pause import default_save_name
from zooloretto.ui.session import GameSession, Seat


@pytest.fixture
def folders(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    from zooloretto.ui.text import set_language
    set_language("en")                   # another test of this worker may have left French
    yield tmp_path
    paths.set_saves_dir(None)


def test_the_default_name_keeps_the_date_and_time_whole():
    when = "2026-11-23 18:05"
    assert default_save_name(["Ana", "Leo"], when) == "Ana, Leo · 2026-11-23 18:05"
    long = default_save_name(["Anastasia", "Leopold", "Maximilian", "Bartholomew", "Eve"], when)
    assert long.endswith(when) and len(long) <= 40 and "…" in long and long.startswith("Anastasia")


def test_a_typed_name_comes_back_as_typed(folders):
    from zooloretto.ui.scenes.load import scan
    session = GameSession.new([Seat("Zoë"), Seat("Jean-Luc")], seed=3)
    path = session.save_as("Zoë, Jean-Luc · 2026-11-23 18:05")
    assert ":" not in path.name and path.suffix == ".json"
    assert "_" not in path.stem
    [entry] = [e for e in scan() if e.kind == "save"]
    assert entry.title == "Zoë, Jean-Luc · 2026-11-23 18:05"


def test_autosaves_say_which_moment_they_hold(folders):
    from zooloretto.ui.scenes.load import scan
    session = GameSession.new([Seat("Ana"), Seat("Leo")], seed=3)
    while session.state.round < 2:
        session.play(legal_actions(session.state)[0])
    GameSession.flush()                  # autosaves are written by a thread
    titles = [e.title for e in scan() if e.kind == "autosave"]
    assert titles and all(t.startswith(("Round 1 · ", "Round 2 · ")) for t in titles)
    assert any(t.endswith("Ana to play") for t in titles) and any(t.endswith("Leo to play") for t in titles)


def test_a_new_session_with_expansions_saves_them_in_its_setup(tmp_path, monkeypatch):
    from zooloretto.zoo.rules import saves
    session = GameSession.new([Seat("Ana"), Seat("Leo")], seed=3,
                              expansions=["savings-book", "polar-bear"])
    assert set(session.state.options) == {"savings-book", "polar-bear"}
    path = saves.write(session.record, tmp_path / "x.json")
    assert set(saves.read(path).setup["expansions"]) == {"savings-book", "polar-bear"}


@pytest.mark.parametrize("name", ["\ud800", "Ana \udfff et Léo", "zoo\ud83d"])
def test_a_name_no_file_can_have_is_refused_with_the_saves_own_sentence(folders, name):
    from zooloretto.ui.session import BadSaveName
    from zooloretto.ui.text import tr
    session = GameSession.new([Seat("Ana"), Seat("Leo")], seed=3)
    with pytest.raises(BadSaveName) as refused:
        session.save_as(name)
    assert isinstance(refused.value, OSError) and refused.value.strerror == tr("menu.error_save_name_chars")
    assert not list((folders / "saves").glob("*.json"))          # nothing half written


def test_the_save_dialog_says_why_a_name_cannot_be_a_file(folders):
    from zooloretto.ui.app import App
    from zooloretto.ui.navigation import scene_class
    from zooloretto.ui.settings import Settings
    from zooloretto.ui.text import tr
    app = App(size=(1024, 640), settings=Settings(language="en"))
    session = GameSession.new([Seat("Ana"), Seat("Leo")], seed=3)
    pause = scene_class("pause")(app, session)
    app.push(pause)
    pause.ask_save()
    pause.write_save("Zoo \ud800", pause.dialog)
    assert pause.dialog.error == tr("menu.error_save_name_chars")

