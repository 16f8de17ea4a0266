"""The title screen's name and tagline never touch the menu's card: a long name
("Зоолоретто") shrinks to the room left of the card, in the four languages and at small,
usual and large windows."""
from __future__ import annotations

import pytest

from menu_helpers import frames
from zooloretto import paths
from zooloretto.ui.app import App
from zooloretto.ui.scenes.title import TitleScene
from zooloretto.ui.settings import Settings
from zooloretto.ui.text import set_language


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_the_name_and_tagline_stand_clear_of_the_menu(language, tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path / "saves")
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    try:
        for size in ((1024, 640), (1280, 800), (1366, 768), (1920, 1080), (2560, 1440)):
            app = App(size=size, settings=Settings(language=language, animation_speed="off",
                                                   lesson_offered=True))
            app.reset(TitleScene(app))
            frames(app, 3)
            title = app.top
            assert title.title_rect is not None and title.title_rect.w > size[0] * 0.25
            for part in (title.title_rect, title.tagline):
                assert not part.colliderect(title.menu_rect), (size, part, title.menu_rect)
                assert part.x >= 0
    finally:
        paths.set_saves_dir(None)
        set_language("en")
