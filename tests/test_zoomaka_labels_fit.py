"""Every button of the Zoomaka table shows its whole label, in every language, in a small
and a large window (the theme's letters do not follow the window's scale: a button
measured with smaller ones cut "Draw (end turn)" at 1024x640); the other players' card
and bank counts fit their chips without shrinking to unreadable letters."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.kit.ink import text
from zooloretto.ui.text import tr
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.ui.zoomaka.layout import chip_px


def _table(language, size):
    seats = [Seat("Ana", "human", None), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "easy")]
    return Table.open(session=GameSession.new(seats, seed=4, game="zoomaka"), size=size,
                      language=language)


def _label_fits(button):
    label_w = button.font.size(button.text)[0]
    return label_w + 8 <= button.rect.w


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_buttons_show_their_whole_label(language, size):
    t = _table(language, size)
    try:
        scene = t.scene
        buttons = list(scene.buttons.values()) + list(scene.flow.buttons)
        assert any(b.text == tr("zoomaka.button.draw") for b in scene.flow.buttons)
        for b in buttons:
            assert _label_fits(b), (b.text, b.rect.w, b.font.size(b.text)[0])
            assert 0 <= b.rect.x and b.rect.right <= size[0]
    finally:
        t.close()


@pytest.mark.parametrize("language", ["en", "de", "fr", "ru"])
def test_counts_fit_their_chips_at_1024x640(language):
    t = _table(language, (1024, 640))
    try:
        L = t.scene.layout
        for seat in (1, 2):
            for area, n in (("hand", 6), ("bank", 12)):
                rect = L.rects[Loc(area, seat)]
                label = tr("zoomaka." + area + "_count", count=n)
                # readable: the chip's letters shrink by a fifth at most to fit
                assert text(label, chip_px(L.u)).get_width() * 0.8 <= rect.w - 4, (label, rect.w)
            # and the line "0 of 4 sections complete" stops before the chips
            assert L.rects[Loc("bank", seat)].x > L.rects[Loc("hand", seat)].right
    finally:
        t.close()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (2560, 1440)])
@pytest.mark.parametrize("players", [2, 5])
def test_the_talk_has_a_strip_of_its_own(size, players):
    """The last lines of the talk sit between the zoos and the hand, over no zoo, card or
    pile (they were written on the player's own zoo in cream letters)."""
    seats = [Seat("Ana", "human", None)] + [Seat(f"B{q}", "bot", "easy") for q in range(1, players)]
    t = Table.open(session=GameSession.new(seats, seed=4, game="zoomaka"), size=size)
    try:
        L = t.scene.layout
        talk = L.talk
        assert talk.h >= 3 * L.talk_px and talk.w > size[0] // 2
        for rect in list(L.panels.values()) + [L.column, L.hand]:
            assert not talk.colliderect(rect), rect
        assert talk.bottom <= L.hand.y and talk.y >= L.message.bottom
    finally:
        t.close()
