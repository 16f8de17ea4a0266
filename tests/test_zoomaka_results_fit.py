"""The Zoomaka results (issue #34, "every card readable ... from the deal to the end"): with
five players and many sections, every cell's words lie inside their own column and none
overlap (the Sections row ran across its neighbours), at 1024x640 and 1280x800, in
English and Russian."""
from __future__ import annotations

import pygame
import pytest

from zooloretto.ui.app import App
from zooloretto.ui.session import GameSession
from zooloretto.ui.settings import Settings
from zooloretto.ui.zoomaka import results
from history_helpers import play
from menu_helpers import frames


@pytest.fixture(scope="module")
def record():
    return play(("Ana", "bot:medium", "bot:easy", "bot:easy", "bot:medium"), game="zoomaka", seed=4)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_cell_lies_in_its_column(folders, monkeypatch, record, lang, size):
    drawn = []
    real = results.draw_text

    def spy(surface, words, font, colour, pos, anchor="topleft", *a, **k):
        rect = real(surface, words, font, colour, pos, anchor, *a, **k)
        drawn.append((words, pygame.Rect(rect)))
        return rect
    monkeypatch.setattr(results, "draw_text", spy)
    app = App(size=size, settings=Settings(language=lang, animation_speed="off"), fullscreen=False)
    app.set_language(lang)
    app.open("title", how="reset")
    scene = app.open("zoomaka_results", GameSession(record))
    frames(app, 1)
    drawn.clear()
    scene.paint(app.screen)
    cells = [(w, r) for w, r in drawn if r.x > scene.card.x + scene.card.w * 0.2]   # right of the labels
    sections = [line for text in results.rows(scene.scores)[-1][1] for line in text.split("\n")]
    assert any(w in sections for w, _ in cells)
    for k, (w, a) in enumerate(cells):
        assert scene.card.contains(a), (w, a)
        for v, b in cells[k + 1:]:
            assert not a.colliderect(b), (w, v)
