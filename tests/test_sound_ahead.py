"""Effects are rendered ahead, off the UI thread: playing one never synthesises on the caller's
thread once the game runs (prepare() is started with the first frame)."""
from __future__ import annotations

import threading

import pygame
import pytest

from zooloretto.ui import sound


@pytest.fixture(autouse=True)
def mixer():
    sound.reset()
    sound.set_enabled(True)
    pygame.init()
    pygame.mixer.init()
    assert pygame.mixer.get_init() is not None
    yield
    sound.reset()


@pytest.fixture
def renders(monkeypatch):
    """The thread of every synthesis."""
    seen = []
    real = sound.render

    def spy(name, rate=44100):
        seen.append((name, threading.current_thread()))
        return real(name, rate)
    monkeypatch.setattr(sound, "render", spy)
    monkeypatch.setattr(sound, "_start", lambda name, snd: None)
    return seen


def test_prepare_renders_every_effect_in_another_thread(renders):
    thread = sound.prepare()
    assert thread is not None and thread is not threading.current_thread()
    thread.join()
    assert sorted(n for n, _ in renders) == sorted(sound.NAMES)
    assert all(t is thread for _, t in renders)
    for name in sound.NAMES:
        assert sound.play(name)
    assert len(renders) == len(sound.NAMES)          # playing rendered nothing more
    assert sound.prepare() is None                   # nothing left to do


def test_an_effect_asked_for_during_the_rendering_is_skipped_not_waited_for(renders, monkeypatch):
    hold = threading.Event()
    busy = threading.Thread(target=hold.wait, daemon=True)
    busy.start()
    monkeypatch.setattr(sound, "_preparing", busy)
    try:
        assert sound.play("fanfare") is False
        assert sound.play_for_events([{"type": "tile_placed"}]) == []
        assert renders == []                         # nothing synthesised here
    finally:
        hold.set()
        busy.join()
    assert sound.play("tock")                        # afterwards (no thread): rendered on use


def test_the_game_loop_starts_the_rendering_after_its_first_frame(tmp_path, monkeypatch):
    from zooloretto import paths
    from zooloretto.ui.app import App
    from zooloretto.ui.scene import Scene
    from zooloretto.ui.settings import Settings
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    order = []
    monkeypatch.setattr(sound, "prepare", lambda background=True: order.append("prepare"))
    monkeypatch.setattr(pygame, "quit", lambda: None)   # cached fonts must outlive this test

    class Once(Scene):
        def draw(self, surface):
            order.append("frame")

        def update(self, dt):
            if "prepare" in order:
                self.app.quit()

    app = App(size=(1024, 640), settings=Settings(language="en"))
    app.run(Once(app))
    assert order[:2] == ["frame", "prepare"]
