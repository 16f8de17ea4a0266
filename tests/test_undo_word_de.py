"""German: Undo has a word of its own ("Rückgängig"), never the menus' Back ("Zurück"), on
the board game's, the dice game's and Zoomaka's table, and its button holds the whole word
at the smallest window (1024x640)."""
from __future__ import annotations

import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.kit.paint import button_width
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import tr


@pytest.mark.parametrize("game", ["zoo", "dice", "zoomaka"])
def test_undo_is_rueckgaengig_and_fits(game):
    seats = [Seat("Anna"), Seat("Bruno", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=3, game=game), size=(1024, 640), language="de")
    try:
        button = t.scene.buttons["undo"]
        assert button.text == "Rückgängig" != tr("menu.back")
        assert button.rect.w >= button_width(t.app, button.text, 0, padding=12), "the word is cut"
        others = [b.rect for name, b in t.scene.buttons.items() if name != "undo"]
        assert not any(button.rect.colliderect(r) for r in others)
    finally:
        t.close()
