"""Exotic and the three minis at the headless table: seeded games with each new option
alone and all eight expansions together, 2 to 5 players, where every new move met on the
way (a jungle animal or a building site from a truck, a visitor's move, a special chosen,
the octopus's prediction, the skunk and its offer, a site passed on) is played by
dragging from where the rules say and is exactly that move; whole bot games whose shown
state follows the events without a copy; the pieces drawn at two sizes."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from zooloretto.zoo.rules import EXPANSION_NAMES, Loc, Place, Settle, Take, legal_actions
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.hooks import TILE_OWNER
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import game, load_truck, set_zoo
from table_helpers import bots_play_out, rewind, rounds_off_the_table
from sampling import quick

NEW = ("exotic", "octopus", "skunk", "building-sites")
CASES = [(name,) for name in NEW] + [tuple(EXPANSION_NAMES)]
NEW_TYPES = ("MoveJungle", "UseSkunk", "PassSite")


@pytest.fixture
def table(tmp_path):
    opened = []

    def open_(session, size=(1280, 800), language="en"):
        t = Table.open(session=session, saves_dir=tmp_path, size=size, language=language)
        opened.append(t)
        return t
    yield open_
    for t in opened:
        t.close()


def is_new(s, a) -> bool:
    kind = type(a).__name__
    if kind in NEW_TYPES:
        return True
    if kind == "Place" or kind == "Purchase":
        return a.tile in TILE_OWNER
    return kind == "Settle" and bool(s.decisions) and s.decisions[0].get("by") in (
        "exotic", "octopus", "skunk", "building-sites", "polar-bear")


def drag_each(t, actions):
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    for action in actions:
        rewind(t, start, n_actions)
        piece_xy, drop_xy = t.where(action)
        assert t.scene.hits.piece_at(piece_xy) is not None, f"nothing to pick up where {action} starts"
        events = t.drag(piece_xy, drop_xy)
        assert events, f"{action} refused: {t.refusal}"
        assert t.scene.session.record.actions[-1] == action
        check_state(t.state)
    rewind(t, start, n_actions)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("options", CASES, ids=lambda o: "all" if len(o) > 1 else o[0])
def test_every_new_move_met_in_a_game_is_its_drag(table, options, players):
    seed = 40 + players + 7 * CASES.index(options)
    seats = [Seat("P1")] + [Seat(f"Bot{i + 1}", "bot", "easy") for i in range(1, players)]
    session = GameSession.new(seats, seed=seed, expansions=list(options))
    # The person is about to fill the 6-space enclosure, with coins and a barn to spend on.
    s = game(players, seed=seed, expansions=list(options))
    set_zoo(s, 0, pens={2: ["camel"] * 5}, barn=["flamingo", "leopard"], coins=6)
    load_truck(s, 0, ["camel"])
    session.record.state = s
    session.play(Take(0))
    session.play(Place("camel", "enclosure", 2))
    t = table(session)
    rng = random.Random(seed)
    tried = 0
    enough = quick(None, 24)            # the quick run stops once it has dragged 24 new moves
    # --full draws the table after every action; the quick run only when the person is about
    # to drag (the table catches up with the moves played since, as after a load)
    every_frame = quick(True, False)
    for _ in range(700):
        s = t.state
        if s.game_over or (enough is not None and tried >= enough):
            break
        acts = legal_actions(s)
        new = [a for a in acts if is_new(s, a)]
        if new and tried < 60 and s.current == 0:       # the person's moves, on their zoo
            if not every_frame:
                t.app.step([])
            chosen = rng.sample(new, min(4, len(new)))
            drag_each(t, chosen)
            tried += len(chosen)
        pool = new if new and rng.random() < 0.7 else acts
        session.play(rng.choice(pool))
        if every_frame:
            t.app.step([])
    assert tried, "the game met none of the new moves"


@pytest.mark.parametrize("players", [2, 5])
def test_a_whole_bot_game_with_every_expansion_follows_the_events(table, players):
    session = GameSession.new([Seat(f"Bot{i}", "bot", "easy") for i in range(players)],
                              seed=20 + players, expansions=list(EXPANSION_NAMES))
    rounds_off_the_table(session, quick(0, 7))     # the quick run: the last rounds at the table
    seen = bots_play_out(table(session))
    assert {"visitor_moved", "site_placed"} <= seen


@pytest.mark.parametrize("size", [(1024, 640), (2560, 1440)])
@pytest.mark.parametrize("language", ["en", "ru", "fr", "de"])
def test_the_new_pieces_have_places_on_the_screen(table, size, language, tmp_path):
    session = GameSession.new([Seat("P1"), Seat("Bot2", "bot", "easy"), Seat("Bot3", "bot", "easy")],
                              seed=5, expansions=list(NEW))
    t = table(session, size=size, language=language)
    hits, zl = t.scene.hits, t.scene.layout.zoo
    assert len(zl.jungle_spaces) == 5 and len(zl.path_cells) == 4
    for r in zl.jungle_spaces + [c for row in zl.path_cells.values() for c in row]:
        assert t.app.screen.get_rect().contains(r) and r.w >= 8
        assert zl.barn.w >= zl.barn_tile, "the barn keeps room for a tile"
    for loc in (Loc("jungle", 0), Loc("path", 0, 0), Loc("octopus", 0), Loc("skunk", 0),
                Loc("visitors", None, 0), Loc("site", 0)):
        assert hits.rect(loc) is not None, loc
    t.screenshot(tmp_path / f"pieces_{language}_{size[0]}.png")


def test_a_tooltip_appears_over_each_new_kind_of_place(table):
    """The jungle board, the path and its exits, the supply's cells, the octopus, the skunk
    and its offer, a building site: each shows words when pointed at."""
    from zooloretto.ui.zoo.more_tips import WORDS
    n = 3
    s = game(n, seed=9, expansions=list(NEW))
    set_zoo(s, 0, pens={2: ["camel"] * 5}, barn=["leopard", "leopard"], coins=6)
    set_zoo(s, 1, coins=3)
    load_truck(s, 0, ["camel", "site:pen"])
    session = GameSession.new([Seat("P1")] + [Seat(f"Bot{i}", "bot", "easy") for i in (2, 3)],
                              seed=9, expansions=list(NEW))
    session.record.state = s
    session.play(Take(0))
    session.play(Place("site:pen", "enclosure@1", 0))
    session.play(Place("camel", "enclosure", 2))
    session.play(Settle("special", "skunk"))
    s.zoos[0].extra["sites"] = ["barn:barn"]          # (one of the box's, given to the test zoo)
    s.draw_pile.remove("site:barn")
    check_state(s)
    t = table(session, size=(1024, 640))
    seen = set()
    for what, rect in t.scene.hits.notes:
        if what[0] in WORDS and what[0] not in seen:
            lines = t.hover(rect.center)
            if lines:
                seen.add(what[0])
    assert {"jungle", "path", "exit", "more_supply", "skunk", "site"} <= seen
