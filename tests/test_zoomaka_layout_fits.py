"""The Zoomaka table gives height where there is something to show: an opponent's empty zoo
is a short panel (a header and a row of section cards), the viewer's zoo and hand get the
rest; the panels, hand, talk strip, piles and bar never overlap nor leave the window, and
every card of every zoo stays inside its panel, for 2 to 5 players, small to large windows,
at the start and deep into games played by bots."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.zoomaka.layout import ZoomakaLayout
from zooloretto.zoomaka.rules import new_game
from zooloretto.zoomaka.rules.places import Loc
from tests.zoomaka_helpers import give, played_to

SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
# an empty opponent's panel before it was sized by its contents (a fixed share of the height)
OLD_EMPTY_HEIGHT = {(1024, 640): 149, (1280, 800): 186, (2560, 1440): 339}
SNAPSHOTS = (0, 40, 90, 10 ** 4)          # actions played by the bots (the last: to the end)


@pytest.fixture(scope="module")
def table():
    """A table open (letters measured in the player's language), closed at the end."""
    seats = [Seat("Ana", "human", None), Seat("Bo", "bot", "easy")]
    t = Table.open(session=GameSession.new(seats, seed=1, game="zoomaka"), size=(1280, 800))
    yield t
    t.close()


def positions(players, seed=5):
    """The game at the start and after some actions, each seat played by a seeded bot."""
    return played_to(players, SNAPSHOTS, seed)


def _blocks(L):
    named = {"bar": L.bar, "message": L.message, "piles": L.column, "hand": L.hand, "talk": L.talk}
    named.update({f"zoo {q}": box for q, box in L.panels.items()})
    return named


def _fits(L, size, label):
    window = (0, 0) + size
    blocks = _blocks(L)
    for name, r in blocks.items():
        assert r.w > 0 and r.h > 0 and r.clamp(window) == r, (label, name, r)
    names = list(blocks)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not blocks[a].colliderect(blocks[b]), (label, a, b)
    for loc, r in L.rects.items():       # every zoo's cards, places and chips in its panel
        if loc.seat is not None and loc.area != "hand":
            assert L.panels[loc.seat].contains(r), (label, loc, r)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_table_fits_the_window_without_overlaps(table, players):
    games = positions(players)
    assert any(sec.animals for q in range(1, players) for sec in games[-1].players[q].zoo)
    assert games[-1].game_over
    for size in SIZES:
        for k, s in enumerate(games):
            _fits(ZoomakaLayout(size, s, viewer=0), size, (size, SNAPSHOTS[k]))


@pytest.mark.parametrize("size", SIZES)
def test_the_fullest_zoos_still_fit(table, size):
    """A complete Big Five section with every add-on beside the viewer's full bank: the
    opponents' row stops growing at its share and the cards overlap instead."""
    s = new_game(5, 2)
    addons = ["fortune_tellers_hut-1", "video_camera-1", "roller_coaster-1", "ice_cream_stand-1"]
    give(s, 1, zoo={"big_five": ([f"big_five-{k}" for k in range(1, 6)], addons)})
    give(s, 0, bank=list(s.draw[:25]), zoo={"monkey": [f"monkey-{k}" for k in range(1, 6)]})
    L = ZoomakaLayout(size, s, viewer=0)
    _fits(L, size, size)
    assert L.panels[0].h > L.panels[1].h


@pytest.mark.parametrize("size", SIZES)
def test_an_empty_opponent_zoo_is_short_and_the_own_zoo_takes_the_rest(table, size):
    for players in (2, 5):
        L = ZoomakaLayout(size, new_game(players, 2), viewer=0)
        opponent, own = L.panels[1], L.panels[0]
        assert opponent.h < OLD_EMPTY_HEIGHT[size] * 0.6
        assert L.headers[1].bottom < opponent.bottom      # its header (names, chips) fits
        assert own.h > 2 * opponent.h


def test_an_opponent_zoo_grows_with_its_sections(table):
    s = new_game(3, 2)
    empty = ZoomakaLayout((1280, 800), s, viewer=0).panels[1].h
    give(s, 1, zoo={"reptile": (["reptile-1", "reptile-2", "reptile-3"], ["video_camera-1"])})
    grown = ZoomakaLayout((1280, 800), s, viewer=0)
    assert grown.panels[1].h > empty and grown.panels[2].h == grown.panels[1].h
    cards = [grown.rects[Loc("addon", 1, 0, 0)]] + [grown.rects[Loc("section", 1, 0, k)] for k in range(3)]
    for above, below in zip(cards, cards[1:]):     # one under the other, none hidden
        assert above.bottom <= below.y
    assert grown.panels[1].contains(cards[-1])
