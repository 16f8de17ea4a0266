"""Tooltips at the Zoomaka table, driven through the headless Table with posted pointer
moves: resting on a hand card tells its name, kind and effect in the player's language
(the words the catalog gives the rules' keys); the piles say how many cards they hold, an
opponent's chips their hand and bank; the box stays inside a small window wherever the
pointer rests, and goes when the pointer moves to the bare felt."""
from __future__ import annotations

import json
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from pygame import Rect

from tests.test_zoomaka_table import session_on
from tests.zoomaka_helpers import game, give
from zooloretto.ui.headless import Table
from zooloretto.zoomaka.rules.cards import CARDS
from zooloretto.zoomaka.rules.places import Loc

LOCALES = Path(__file__).resolve().parent.parent / "zooloretto" / "locales"
HAND = ["bird-1", "no_way-1", "carnival-1", "two_color_entrance-1", "video_camera-1", "chameleon-1",
        "robber-1", "monkey-1", "two_color-1"]


def catalog(lang) -> dict:
    return json.loads((LOCALES / f"zoomaka.{lang}.json").read_text(encoding="utf-8"))[lang]


def table(language="en", size=(1024, 640)):
    s = game(3, seed=5)
    give(s, 0, hand=HAND, bank=["bird-3", "farm-1"],
         zoo={"bird": (["bird-2"], ["roller_coaster-1"]), "ocean": ["ocean-1", "ocean-2"]})
    give(s, 1, hand=["monkey-2", "coffee-1"], bank=["farm-2"], zoo={"farm": ["farm-3"]})
    give(s, 2, hand=["release-1"], zoo={"reptile": ["reptile-1"]})
    s.discard.append(s.draw.pop())
    return Table.open(session=session_on(s, people=[0]), size=size, language=language)


@pytest.mark.parametrize("lang", ["en", "ru", "fr", "de"])
def test_a_hand_card_says_its_name_kind_and_effect_in_the_players_language(lang):
    words = catalog(lang)
    t = table(lang)
    try:
        for slot in (1, 3):                    # No Way! (a Response), a Two-color Entrance
            card = CARDS[t.state.players[0].hand[slot]]
            lines = t.hover(t.scene.hits.point(Loc("hand", 0, slot=slot)))
            assert lines[0] == words["card"][card.key]
            assert lines[1].startswith(words["kind"][card.kind])
            assert words["effect"][card.effect] in lines
        assert t.scene.tips.box is not None    # and it is drawn
    finally:
        t.close()


def test_piles_and_an_opponents_chips_say_how_many_cards():
    t = table()
    try:
        hits, s = t.scene.hits, t.state
        assert str(len(s.draw)) in " ".join(t.hover(hits.point(Loc("draw"))))
        assert " 1 card." in " ".join(t.hover(hits.point(Loc("discard"))))
        assert t.hover(hits.point(Loc("hand", 1))) == [s.players[1].name, "2 cards in hand."]
        assert t.hover(hits.point(Loc("bank", 1))) == [s.players[1].name, "1 card in the bank, face down."]
        zoo_card = t.hover(hits.point(Loc("section", 2, 0, 0)))       # another's animal
        assert zoo_card[0] == "Reptile"
    finally:
        t.close()


def test_the_tooltip_stays_inside_a_small_window_wherever_the_pointer_rests():
    t = table(size=(1024, 640))
    window = Rect((0, 0), t.app.screen.get_size())
    L = t.scene.hits
    seen = []
    try:
        for loc, r in list(L.rects.items()):
            for corner in (r.topleft, r.topright, r.bottomleft, r.bottomright):
                x = min(max(corner[0], r.x + 2), r.right - 3)
                y = min(max(corner[1], r.y + 2), r.bottom - 3)
                if t.hover((x, y)) is None:
                    continue
                seen.append((x, y))
                box = t.scene.tips.box
                assert box is not None and window.contains(box), (loc, (x, y), box)
        xs, ys = [p[0] for p in seen], [p[1] for p in seen]      # near every edge
        assert min(xs) < 20 and max(xs) > window.w - 30 and min(ys) < 100 and max(ys) > window.h - 20
    finally:
        t.close()


def test_moving_away_from_a_card_hides_its_tooltip():
    t = table()
    try:
        assert t.hover(t.scene.hits.point(Loc("hand", 0, slot=0)))
        felt = t.scene.layout.hand.y - 4, t.scene.layout.column.right + 4
        assert t.scene.hits.hit((felt[1], felt[0])) == []
        assert t.hover((felt[1], felt[0])) is None
        assert t.scene.tips.box is None
    finally:
        t.close()
