"""Clicks and keys on the Zoomaka table redraw only what changed, as drags do (ui/damage.py,
ui/zoomaka/pieces.py): picking a card up and putting it back, the hint, the Log are partial
frames, each pixel as a whole frame would draw it; a card placed into one's own zoo redraws
its section, not the whole zoo (the other sections are not touched). Counted by the
rectangles the frames drew (the headless table), not by time."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from test_frames_redrawn import Watch, motion
from zoomaka_helpers import game, give

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession
from zooloretto.ui.zoomaka.pieces import areas
from zooloretto.zoomaka.rules import Place
from zooloretto.zoomaka.rules.places import Loc
from zooloretto.zoomaka.rules.record import ZoomakaRecord

SIZE = (1280, 800)
NAMES = ["Ana", "Bo", "Cy"]


def _table():
    s = game(3)
    give(s, 0, hand=["bird-1", "forest-1", "coffee-1", "monkey-1"],
         zoo={"bird": ["bird-3"], "forest": ["forest-2"], "monkey": ["monkey-2"]})
    for q, n in enumerate(NAMES):
        s.players[q].name = n
    meta = {"seats": [{"name": n, "kind": "human" if q == 0 else "bot", "level": None if q == 0 else "easy"}
                      for q, n in enumerate(NAMES)]}
    record = ZoomakaRecord({"players": 3, "seed": s.seed, "names": NAMES, "start_player": 0}, s, [], meta)
    record.game_from_setup = lambda _setup, _s=s.copy(): _s.copy()
    return Table.open(session=GameSession(record), size=SIZE)


def _click(pos):
    return [motion(pos), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def _key(k):
    return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")]


def _drawn(watch, events):
    """(whole frames, the rectangles the partial ones drew) of one input and the frame after."""
    frames, partial, rects = watch.frames, watch.partial, []
    for step in (events, []):
        before = watch.frames
        watch.app.step(step)
        if watch.frames > before and watch.app.redrawn is not None:
            rects += watch.app.redrawn
    return (watch.frames - frames) - (watch.partial - partial), rects


def _share(rects):
    return sum(r.w * r.h for r in rects) / (SIZE[0] * SIZE[1])


def test_clicks_and_keys_redraw_only_what_changed():
    t = _table()
    watch = Watch(t)                          # fails on a stale pixel
    try:
        watch.frames_of(3)
        card = t.scene.hits.point(Loc("hand", 0, slot=0))
        for events in (_click(card), _click(card), _click(card), _key(pygame.K_ESCAPE),
                       _key(pygame.K_h), _key(pygame.K_l), _key(pygame.K_l)):
            whole, rects = _drawn(watch, events)
            assert whole == 0 and _share(rects) < 0.65
    finally:
        t.close()


def test_a_card_placed_in_one_s_own_zoo_redraws_its_section_not_the_zoo():
    t = _table()
    watch = Watch(t)
    try:
        watch.frames_of(3)
        L = t.scene.layout
        where = areas(t.scene)      # (the talk's new line and a lifted hand card reach the zoo's foot)
        hand_top = min(where["hand"].top, where["talk"].top)
        others = [L.rects[Loc("section", 0, i)].inflate(-12, -12) for i in (1, 2)]   # forest, monkey
        for o in others:
            o.height = hand_top - o.top
        panel = L.panels[0]
        src, dst = t.where(Place("bird-1", "bird"))
        _drawn(watch, _click(src))
        whole, rects = _drawn(watch, _click(dst))
        assert t.scene.session.record.actions == [Place("bird-1", "bird")]
        assert whole == 0
        assert not any(r.colliderect(o) for r in rects for o in others), (rects, others)
        inside = sum(r.clip(panel).w * r.clip(panel).h for r in rects)
        assert inside < 0.6 * panel.w * panel.h
    finally:
        t.close()
