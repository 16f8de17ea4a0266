"""The drag controller alone, with a recording host: presses, drags, clicks, Esc."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame
from pygame import Rect

from zooloretto.ui.kit.drag import DragController, DRAG_THRESHOLD


class Host:
    def __init__(self):
        self.calls = []
        self.piece = Rect(10, 10, 40, 40)

    def source_at(self, pos):
        return "piece" if self.piece.collidepoint(pos) else None

    def source_rect(self, key):
        return self.piece

    def drag_started(self, key):
        self.calls.append(("start", key))

    def dropped(self, key, pos):
        self.calls.append(("drop", key, pos))

    def drag_cancelled(self, key):
        self.calls.append(("cancel", key))

    def clicked(self, pos):
        self.calls.append(("click", pos))
        return True


def ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def down(p):
    return ev(pygame.MOUSEBUTTONDOWN, pos=p, button=1)


def up(p):
    return ev(pygame.MOUSEBUTTONUP, pos=p, button=1)


def move(p):
    return ev(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))


def test_press_move_release_is_a_drop_at_the_release_point():
    host = Host()
    d = DragController(host)
    assert d.capture(down((20, 20)))             # consumed: the UI must not see it
    assert d.capture(move((200, 120)))
    assert d.dragging and host.calls == [("start", "piece")]
    assert d.capture(up((210, 130)))
    assert host.calls[-1] == ("drop", "piece", (210, 130))
    assert not d.active


def test_the_grab_offset_keeps_the_piece_under_the_finger():
    host = Host()
    d = DragController(host)
    d.capture(down((25, 30)))
    assert d.offset == (15, 20)


def test_a_small_wobble_is_still_a_click():
    host = Host()
    d = DragController(host)
    d.capture(down((20, 20)))
    d.capture(move((20 + DRAG_THRESHOLD - 2, 20)))
    assert not d.dragging
    d.capture(up((20 + DRAG_THRESHOLD - 2, 20)))
    assert host.calls == [("click", (20 + DRAG_THRESHOLD - 2, 20))]


def test_clicks_on_empty_table_reach_the_host_but_not_swallow_ui_presses():
    host = Host()
    d = DragController(host)
    assert d.capture(down((300, 300))) is False   # nothing to pick up: the UI may have it
    assert d.capture(move((400, 400))) is False   # no drag without a piece
    d.capture(up((300, 300)))
    assert host.calls == [("click", (300, 300))]


def test_escape_mid_drag_cancels_cleanly():
    host = Host()
    d = DragController(host)
    d.capture(down((20, 20)))
    d.capture(move((100, 100)))
    assert d.capture(ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert host.calls[-1] == ("cancel", "piece")
    assert not d.active
    d.capture(up((100, 100)))                     # the late release does nothing
    assert host.calls[-1] == ("cancel", "piece")


def test_escape_without_a_drag_is_left_to_the_scene():
    host = Host()
    d = DragController(host)
    assert d.capture(ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)) is False


def test_other_buttons_are_ignored():
    host = Host()
    d = DragController(host)
    assert d.capture(ev(pygame.MOUSEBUTTONDOWN, pos=(20, 20), button=3)) is False
    assert not d.active and host.calls == []


def test_a_release_far_from_the_press_with_no_move_between_is_still_a_drop():
    """A pointer that jumps (a touch screen, a remote desktop, a scripted drag) sends the
    press and the release with no motion between: that is a drag, dropped where released."""
    host = Host()
    d = DragController(host)
    assert d.capture(down((20, 20)))
    assert d.capture(up((300, 200)))
    assert host.calls == [("start", "piece"), ("drop", "piece", (300, 200))]
    assert not d.active


def test_a_release_within_the_threshold_is_a_click_not_a_drop():
    host = Host()
    d = DragController(host)
    d.capture(down((20, 20)))
    d.capture(up((20 + DRAG_THRESHOLD - 2, 21)))
    assert host.calls == [("click", (20 + DRAG_THRESHOLD - 2, 21))]


def test_a_press_on_nothing_released_far_away_is_a_click_where_released():
    host = Host()
    d = DragController(host)
    d.capture(down((300, 300)))
    d.capture(up((500, 400)))
    assert host.calls == [("click", (500, 400))]
