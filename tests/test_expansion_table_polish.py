"""The expansions on the board table as a player meets them: the waiting newborn is drawn
large enough to see and grab (and is picked up where it is drawn), and the table talk tells
the savings coins' step up once per turn."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.rules import EXPANSION_NAMES, Loc, Place, Settle, Take, apply, legal_actions, new_game
from zooloretto.ui import art, game_log
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.ui.text import LANGUAGES, set_language, tr

from helpers import game, load_truck, set_zoo

SIZES = ((1024, 640), (1280, 800), (2560, 1440))


def seats(n):
    return [Seat("P1")] + [Seat(f"Bot{i + 1}", "bot", "easy") for i in range(1, n)]


def newborn_session(n):
    """Seat 0 has just placed a flamingo beside its mate: the baby waits for its place."""
    s = game(n, seed=3, expansions=list(EXPANSION_NAMES))
    set_zoo(s, 0, pens={0: ["flamingo:male"], 1: ["camel", "camel"]}, barn=["camel"], coins=7)
    truck = max(range(len(s.trucks)), key=lambda i: s.trucks[i].free)
    load_truck(s, truck, ["flamingo:female", "camel"][:s.trucks[truck].free])
    session = GameSession.new(seats(n), seed=3, expansions=list(EXPANSION_NAMES))
    session.record.state = s
    session.play(Take(truck))
    session.play(Place("flamingo:female", "enclosure", 0))
    assert s.decisions, "the newborn waits"
    return session


def opaque_pixels_match(screen, rect, image):
    """Every fully opaque pixel of `image` is on the screen at `rect` (drawn at that size)."""
    assert image.get_size() == rect.size
    for x in range(0, rect.w, 3):
        for y in range(0, rect.h, 3):
            c = image.get_at((x, y))
            if c.a == 255 and screen.get_at((rect.x + x, rect.y + y))[:3] != c[:3]:
                return False
    return True


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_waiting_newborn_is_as_large_as_a_zoo_tile_and_is_picked_up_where_drawn(tmp_path, n, size):
    t = Table.open(session=newborn_session(n), size=size, saves_dir=tmp_path)
    try:
        zl, hits = t.scene.layout.zoo, t.scene.hits
        piece = Loc("newborn", 0, None, 0)
        drawn = zl.newborn
        assert drawn.w == drawn.h >= zl.tile, (drawn, zl.tile)
        assert dict(hits.pieces)[piece] == drawn               # the hit rect is the drawn one
        assert t.app.screen.get_rect().contains(drawn)
        assert drawn.top >= t.scene.layout.top_bar.bottom     # under the top bar,
        assert all(drawn.bottom <= box.top for box in zl.boxes.values())   # over the enclosures
        t.app.step([])
        assert opaque_pixels_match(t.app.screen, drawn, art.tile("flamingo:baby", drawn.w))
        start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
        settles = [a for a in t.legal() if isinstance(a, Settle)]
        assert {a.to for a in settles} == {"petting_zoo", "enclosure"}
        for action in settles:
            session = t.scene.session
            session.record.state = start.copy()
            del session.record.actions[n_actions:]
            session._undo.clear()
            t.app.step([])
            src, dst = t.where(action)
            assert drawn.collidepoint(src)
            events = t.drag(src, dst)
            assert events and t.refusal is None
            assert session.record.actions[-1] == action
            born = [e for e in events if e.type == "offspring_born"]
            assert born and born[0].dst.area == ("petting_zoo" if action.to == "petting_zoo" else "enclosure")
            assert piece not in dict(t.scene.hits.pieces)           # nothing waits any more
    finally:
        t.close()


# ---------------------------------------------------------------- the savings coins in the log

def books_full_game(n, seed=5):
    """A game where every player has a coin on field 1 of the savings book."""
    s = new_game(n, seed=seed, expansions=["savings-book"])
    for z in s.zoos:
        z.coins -= 1
        z.extra["book"] = 1
    return s


def play_to_round_end(s, rng):
    """Random non-deposit actions until one ends a round; that action's events."""
    while True:
        acts = [a for a in legal_actions(s) if type(a).__name__ != "Deposit"]
        events = apply(s, rng.choice(acts))
        if any(e.type == "round_ended" for e in events):
            return events


@pytest.mark.parametrize("n", [2, 5])
def test_the_coins_moving_up_make_one_sentence_in_every_language(n):
    s = books_full_game(n)
    names = [z.name for z in s.zoos]
    events = play_to_round_end(s, random.Random(n))
    moved = [e for e in events if e.type == "coin_moved_up"]
    assert len(moved) == n
    try:
        for lang in LANGUAGES:
            set_language(lang)
            told = game_log.sentences(events, names)
            ours = [(seat, line) for seat, line in told if all(name in line for name in names)]
            assert len(ours) == 1, told
            assert ours[0][0] is None and "%{" not in ours[0][1]
            assert len(told) == len(game_log.sentences([e for e in events if e not in moved], names)) + 1
            one = game_log.sentences(moved[:1], names)
            assert one == [(moved[0].player, tr("game.log.coin_moved_up", count=1, names=names[moved[0].player]))]
            assert len(one[0][1]) < 80
    finally:
        set_language("en")


def test_the_table_tells_the_coins_moving_up_once_per_turn(tmp_path):
    n = 4
    s = books_full_game(n, seed=7)
    session = GameSession.new(seats(n), seed=7, expansions=["savings-book"])
    session.record.state = s
    t = Table.open(session=session, size=(1024, 640), saves_dir=tmp_path)
    try:
        rng = random.Random(7)
        said = lambda: [line for line, _ in t.scene.log if "move up a field" in line or "moves up a field" in line]
        rounds = 0
        while rounds < 2 and not t.state.game_over:
            before = t.state.round
            if t.scene.is_bot(t.state.current):
                t.bots_move()
            else:
                acts = [a for a in t.legal() if type(a).__name__ != "Deposit"]
                assert t.drag(*t.where(rng.choice(acts)))
            if t.state.round != before:
                rounds += 1
                lines = said()
                assert len(lines) == 1, lines
                assert all(name in lines[0] for name in t.scene.names()), lines
                t.scene.log.clear()
        assert rounds >= 1
    finally:
        t.close()


# ---------------------------------------------------------------- pale pictures on light boards

def _standing_out(image, ground):
    """How many pixels of `image`, laid on `ground`, differ clearly in brightness from it."""
    surf = pygame.Surface(image.get_size())
    surf.fill(ground)
    surf.blit(image, (0, 0))
    lum = lambda c: 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2]
    g = lum(ground)
    return sum(abs(lum(surf.get_at((x, y))) - g) > 60
               for x in range(surf.get_width()) for y in range(surf.get_height()))


@pytest.mark.parametrize("size", [14, 16, 20, 27])
def test_the_petting_zoos_sheep_and_the_restaurant_read_on_their_boards_when_small(size):
    from zooloretto.ui.table.expansion_view import PETTING_FACE
    from zooloretto.ui.table.ink import GRASS
    for name, ground in (("petting_zoo", PETTING_FACE), ("restaurant", GRASS)):
        drawn, plain = art.icon(name, size), art._emoji(name, size)
        assert drawn.get_size() == (size, size)
        assert _standing_out(drawn, ground) >= max(2 * _standing_out(plain, ground), 2 * size), name
