"""The one dialog: a short message never scrolls, the last button is the primary one and the
others look different, the message is plain text (no field), and the seller's board closes
under the Pay question."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest
from pygame_gui.elements import UIButton, UITextBox

from zooloretto.zoo.rules import Loc
from zooloretto.ui.kit import Dialog

from helpers import game, set_zoo
from ui_events import at, down, motion


def widgets(scene, kind):
    return [e for e in scene.elements if isinstance(e, kind)]


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
def test_short_messages_never_scroll_and_buttons_differ(make, size, lang):
    from zooloretto.ui.text import set_language, tr
    app, scene, session = make()
    app.resize(size)
    set_language(lang)
    for key, kw in (("game.handover.body", {"name": "Leopoldine"}), ("game.do.confirm", None)):
        sentence = tr(key, **kw) if kw else tr(key, what=tr("game.do.expand"), cost=tr("game.cost.single"))
        scene.dialog = Dialog("game.do.confirm_title", sentence,
                              [("game.button.cancel", lambda d: None), ("game.button.pay", lambda d: None)])
        scene.rebuild()
        app.step([])
        [box] = [b for b in widgets(scene, UITextBox) if "#dialog_message" in b.object_ids]
        assert box.scroll_bar is None, f"{lang} {size}: {sentence!r} scrolls"
        buttons = [b for b in widgets(scene, UIButton) if b in scene.dialog.elements]
        classes = [b.class_ids[-1] for b in buttons]
        assert classes[-1].startswith("@btn") and classes[0].startswith("@soft")
    scene.dialog = None


def test_the_sellers_board_closes_under_the_pay_question(make):
    s = game(3, seed=2)
    set_zoo(s, 1, barn=["camel"])
    set_zoo(s, 0, coins=2)
    app, scene, session = make(state=s, confirm=True)
    seller = scene.minis[1].rect.center
    app.step([motion(seller, held=False)])
    scene.pinned_seat = 1                    # the player looks at the seller's board
    start = at(scene, Loc("barn", 1, slot=0))
    goal = at(scene, Loc("enclosure", 0, 2))
    app.step([down(start)])
    app.step([motion(goal)])
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=goal, button=1)])
    assert scene.confirm is not None and scene.dialog is not None
    app.step([motion(seller, held=False)])   # the pointer passes over the seller again
    assert scene.pinned_seat is None and scene.hover_seat is None


@pytest.mark.parametrize("size", [(1280, 800), (3840, 2400)])
def test_an_open_dialog_dims_the_table_and_keeps_its_buttons_from_being_pressed(make, size):
    app, scene, session = make()
    app.resize(size)
    app.step([])
    menu = scene.buttons["menu"].rect.center
    corner = (3, app.size[1] - 3)
    before = app.screen.get_at(corner)
    pressed = []
    scene.dialog = Dialog("game.do.confirm_title", "A question",
                          [("game.button.cancel", lambda d: pressed.append("cancel"))])
    scene.rebuild()
    app.step([])
    dimmed = app.screen.get_at(corner)
    from zooloretto.ui.kit.dialog import VEIL
    alpha = VEIL[3] / 255              # the table shows through the veil's brown, dimmed
    expected = [b * (1 - alpha) + v * alpha for b, v in zip(before[:3], VEIL[:3])]
    assert all(abs(d - e) <= 3 for d, e in zip(dimmed[:3], expected)), (before, dimmed, expected)
    stack = list(app.stack)
    app.step([down(menu), pygame.event.Event(pygame.MOUSEBUTTONUP, pos=menu, button=1)])
    app.step(pygame.event.get())
    assert app.stack == stack and scene.dialog is not None, "the Menu button under the veil was pressed"
    assert pressed == []
    scene.dialog = None


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
def test_no_picture_of_a_dialog_is_smoothscaled_from_a_single_pixel(make, size):
    """pygame's smoothscale reads past the end of a one-pixel-high source (seen with
    valgrind in filter_expand_Y_SSE2), which crashed a test run once: every image of an
    open dialog that pygame-gui stretches from a one-pixel source does so plainly."""
    from pygame_gui.elements import UIImage
    app, scene, session = make()
    app.resize(size)
    scene.dialog = Dialog("game.do.confirm_title", "Pay one coin?",
                          [("game.button.cancel", lambda d: None), ("game.button.pay", lambda d: None)])
    scene.rebuild()
    app.step([])
    images = widgets(scene, UIImage)
    assert images
    for image in images:
        source = getattr(image, "original_image", None) or image.image
        if min(source.get_size()) <= 1:
            assert image.scale_func is not pygame.transform.smoothscale, image.object_ids
    scene.dialog = None
