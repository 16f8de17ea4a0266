"""Render caches hold at most what one screen shows, and the table's go with the table."""
from __future__ import annotations

import gc

import pygame
import pytest

from zooloretto import paths
from zooloretto.ui import caches
from zooloretto.ui.zoo import zoo_view
from zooloretto.ui.app import App
from zooloretto.ui.navigation import scene_class
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.settings import Settings
from zooloretto.ui.kit.turns import SyncRunner


def test_a_bounded_cache_keeps_the_most_recently_used():
    cache = caches.bounded("test")
    made = []

    def make(k):
        return lambda: made.append(k) or k.upper()
    for k in "abc":
        caches.get(cache, k, 2, make(k))
    assert list(cache) == ["b", "c"]
    assert caches.get(cache, "b", 2, make("b")) == "B" and made == list("abc")   # a hit
    caches.get(cache, "d", 2, make("d"))
    assert list(cache) == ["b", "d"]                  # c was the least recently used
    caches.forget("test")
    assert caches.size("test") == 0


@pytest.fixture
def app(tmp_path, monkeypatch):
    paths.set_saves_dir(tmp_path)
    monkeypatch.setattr(paths, "config_dir", lambda: tmp_path / "config")
    yield App(size=(1280, 800), settings=Settings(language="en", animation_speed="off"))
    paths.set_saves_dir(None)


def test_the_table_keeps_few_renders_and_lets_them_go_when_left(app):
    app.push(scene_class("title")(app))
    session = GameSession.new([Seat(n) for n in ("A", "B", "C", "D", "E")], seed=2)
    table = scene_class("table")(app, session, runner=SyncRunner)
    app.push(table)
    w, h = app.size
    for k in range(60):                  # moves, the pointer over every opponent's zoo
        if k % 3 == 0:
            table.perform(session.legal()[0])
        for r in table.layout.opponents:
            app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(1, 1),
                                         buttons=(0, 0, 0))], 0.5)
    assert len(zoo_view._zoo_cache) <= zoo_view.ZOO_RENDERS
    assert len(zoo_view._mini_cache) <= zoo_view.MINI_RENDERS
    assert caches.size("table") > 0
    app.pop()                            # back to the title
    assert caches.size("table") == 0


def test_a_new_window_size_lets_go_of_the_pictures_made_for_the_old_one(app):
    from zooloretto.ui import art
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=4)
    app.push(scene_class("table")(app, session, runner=SyncRunner))
    app.step([])
    app.draw()
    drawn_at_1280 = art.tile.cache_info().currsize
    assert drawn_at_1280 and caches.size("pictures") >= drawn_at_1280
    app.resize((1600, 1000))
    assert caches.size("pictures") == 0 and caches.size("table") == 0
    app.step([])
    app.draw()                                   # the table draws itself again at the new size
    assert art.tile.cache_info().currsize
    kept = caches.size("pictures")
    app.resize((1600, 1000))                     # the same size again: nothing to let go
    assert caches.size("pictures") == kept


def test_a_new_picture_is_made_after_the_oldest_went():
    cache = caches.bounded("test")
    held = []
    for k in range(6):          # a zoo's picture is 7 MB at 2560x1440: never one over the limit
        caches.get(cache, k, 3, lambda: held.append(len(cache)) or k)
    assert max(held) < 3 and list(cache) == [3, 4, 5]
    caches.forget("test")


def test_the_talk_keeps_only_the_rows_it_shows(app):
    from zooloretto.ui.kit import ink
    app.push(scene_class("title")(app))
    session = GameSession.new([Seat(n) for n in ("A", "B", "C", "D", "E")], seed=2)
    table = scene_class("table")(app, session, runner=SyncRunner)
    app.push(table)
    for _ in range(120):                 # every move said at the table and drawn
        table.perform(session.legal()[0])
        app.step([], 0.5)
        app.draw()
    assert len(table.log.lines()) > 2 * ink.LOG_ROWS
    assert 0 < len(ink._log_rows) <= ink.LOG_ROWS
    # the other text pictures hold no row of the talk: all of them are a fraction of the screen
    rows = {key[0] for key in ink._log_rows}
    texts = [v for v in gc.get_referents(ink.text) if isinstance(v, pygame.Surface)]
    said = [k for k in gc.get_referents(ink.text) if isinstance(k, tuple) and k and k[0] in rows]
    assert not said
    screen = app.screen.get_pitch() * app.screen.get_height()
    held = sum(s.get_pitch() * s.get_height() for s in texts)
    held += sum(s.get_pitch() * s.get_height() for s in ink._log_rows.values())
    assert held < screen // 2, "text pictures: half a screen at most"


def test_the_lit_places_veil_goes_with_the_piece_in_hand(tmp_path):
    from zooloretto.ui.headless import Table
    session = GameSession.new([Seat("Ana"), Seat("Bo")], seed=4)
    t = Table.open(session=session, size=(1280, 800))
    try:
        overlays = t.scene.overlays
        src, dst = t.where(t.legal()[0])
        t.app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(1, 1), buttons=(1, 0, 0))])
        t.app.draw()
        assert overlays._cache is not None          # a piece in hand: the table dimmed, lit
        pictures = [m[2] for m in overlays._cache[1][1] if m[0] == "picture"]
        assert all(p.get_width() * p.get_height() < 1280 * 800 // 20 for p in pictures)  # tags only:
        t.key(pygame.K_ESCAPE)                         # the veil is blended in bands, never whole
        t.app.draw()
        assert t.scene.hand.selected is None and overlays._cache is None
    finally:
        t.close()
