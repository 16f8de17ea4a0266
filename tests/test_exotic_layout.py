"""All eight expansions at the table, at the smallest, the usual and the largest window,
with 2 and 5 players: every place of the expansions in the hit map (the table's only
hit test) is apart from every other place, or wholly inside it (a space inside its
board), and large enough to read and to hit; the jungle board and the path keep their
own cell of the zoo, clear of the barn row; a small zoo's crowded barn beside its strip
still gives each tile a place to pick it up."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES, Loc, Place, Settle, Take
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.expansions import building_sites
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoo.expansion_hits import AREAS
from zooloretto.ui.zoo.expansion_layout import mini_extra_places
from zooloretto.ui.zoo.expansion_tips import WORDS
from zooloretto.ui.zoo.layout import mini_barn_inner

from helpers import game, load_truck, set_zoo

SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
# The smallest side a place may have, in pixels at 1024x640 (larger windows scale it):
# the own zoo's and the supply row's pieces; the small zoos' strip.
READABLE, READABLE_SMALL = 18, 12


def crowded(players):
    """Every expansion's pieces out at once: the viewer holds the skunk, jungle animals,
    visitors along the path, building sites on an enclosure, a stall space and in the
    barn area beside a full barn; another zoo has sites too."""
    s = game(players, seed=11, expansions=list(EXPANSION_NAMES))
    set_zoo(s, 0, pens={2: ["camel"] * 5}, barn=["leopard", "leopard", "flamingo", "flamingo",
                                                  "elephant", "elephant"], coins=6)
    load_truck(s, 0, ["camel"])
    set_zoo(s, 1, barn=["flamingo", "flamingo", "leopard", "leopard", "leopard", "elephant", "panda",
                        "panda", "stall:popcorn", "stall:drinks", "stall:balloons"])
    session = GameSession.new([Seat("P1")] + [Seat(f"Bot{i}", "bot", "easy") for i in range(1, players)],
                              seed=11, expansions=list(EXPANSION_NAMES))
    session.record.state = s
    session.play(Take(0))
    session.play(Place("camel", "enclosure", 2))
    session.play(Settle("special", "skunk"))
    jungle = [t for t in s.draw_pile if t.startswith("jungle:")][:3]
    for t in jungle:
        s.draw_pile.remove(t)
    s.zoos[0].extra["jungle"] = jungle
    for seat, sites in ((0, [("pen", "enclosure", 1), ("stall", "stall", 0), ("barn", "barn", None)]),
                        (1, [("pen", "enclosure", 0), ("barn", "barn", None)])):
        for kind, area, i in sites:
            s.draw_pile.remove("site:" + kind)
            building_sites.arrive(s, 1 - seat, "site:" + kind, f"{area}@{seat}", i, None, [])
    left = dict(s.extra["visitors_left"])
    visitors = dict(s.zoos[0].extra["visitors"])
    for colour, points in zip(left, ([1, 2, 5], [2, 3], [2, 4], [2])):
        left[colour] -= len(points) - 1
        visitors[colour] = points
    s.extra["visitors_left"], s.zoos[0].extra["visitors"] = left, visitors
    check_state(s)
    return session


def places(hits):
    """(key, Rect, of the expansions?) of every place in the hit map: pieces, drop places,
    single places and the places with a tooltip."""
    seen = {}
    for loc, r in hits.pieces + hits.drops + list(hits.tiles.items()):
        seen.setdefault((loc, tuple(r)), (loc, r, loc.area in AREAS))
    for what, r in hits.notes:
        if r is not None:
            seen.setdefault((what, tuple(r)), (what, r, what[0] in WORDS))
    return list(seen.values())


def in_small_zoo(key) -> bool:
    """Is this place in another player's small zoo (the viewer is seat 0)?"""
    if hasattr(key, "area"):
        return key.seat not in (None, 0)
    return key[0] == "mini_extras"      # (the small zoos' other notes are the board's)


@pytest.fixture(scope="module", params=[2, 5])
def session(request):
    return crowded(request.param)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_expansions_places_neither_overlap_nor_shrink_out_of_reach(session, size, tmp_path):
    t = Table.open(session=session, saves_dir=tmp_path, size=size)
    try:
        hits, zl, scale = t.scene.hits, t.scene.layout.zoo, min(size[0] / 1024, size[1] / 640)
        everything = places(hits)
        ours = [(key, r) for key, r, mine in everything if mine]
        assert {key.area for key, _ in ours if hasattr(key, "area")} >= {
            "jungle", "path", "visitors", "octopus", "skunk", "site", "savings_book", "petting_zoo"}
        assert {key[0] for key, _ in ours if isinstance(key, tuple)} >= {
            "jungle", "path", "exit", "more_supply", "site", "skunk", "mini_extras"}
        screen = t.app.screen.get_rect()
        for key, r in ours:
            assert screen.contains(r), f"{key} reaches off the window"
            for other, o, _ in everything:
                if not r.colliderect(o) or r.contains(o) or o.contains(r):
                    continue
                raise AssertionError(f"{key} {r} overlaps {other} {o} at {size}")
            if any(r.contains(o) and o != r for _, o in ours):
                continue                    # a board: its spaces are measured
            least = READABLE_SMALL if in_small_zoo(key) else READABLE
            assert min(r.size) >= least * scale, f"{key} is {r.size} at {size}"
        boards = zl.jungle.union(zl.path)
        assert not boards.colliderect(zl.barn) and not boards.colliderect(zl.coins)
        assert not any(boards.colliderect(b) for b in zl.boxes.values())
        assert zl.barn.w >= 3 * zl.barn_tile, "the barn keeps room for its tiles"
        for seat, ml in t.scene.minis.items():   # a small zoo's strip: each piece readable,
            for what, r in mini_extra_places(ml, t.state.options):
                assert min(r.size) >= READABLE_SMALL * scale and ml.extras.contains(r), (what, r.size)
            # and its barn a tile and a margin at least,
            assert mini_barn_inner(ml).w >= min(ml.tile, ml.barn.h - 4) + 8
            for k in range(len(t.state.zoos[seat].barn)):   # where each of its tiles is picked up
                loc = Loc("barn", seat, None, k)
                assert hits.piece_at(hits.point(loc)) == loc and hits.grab_rect(loc).w >= 4, loc
    finally:
        t.close()
