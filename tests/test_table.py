"""The table through the headless Table (zooloretto.ui.headless): what is drawn at a point
is what a press there picks up, every legal action can be played by dragging from
where the rules say, and nothing else changes the game."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.zoo.rules import (EVENT_TYPES, EXPANSION_NAMES, Load, Loc, MoveStall, Place, Reveal,
                                  Settle, Take, legal_actions)
from zooloretto.zoo.rules.check import check_state
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import game, load_truck, set_zoo
from table_helpers import bots_play_out, draw, rewind, rounds_off_the_table
from sampling import quick

EXPANSIONS = tuple(EXPANSION_NAMES)
POSITIONS = [(n, seed, steps) for n in (2, 3, 4, 5) for seed, steps in ((1, 9), (2, 40), (3, 95))]
ACTIONS_PER_POSITION = 30


def seats(n):
    """One person (whose zoo stays the large one) and n - 1 bots, held still by the table."""
    return [Seat("P1")] + [Seat(f"Bot{i + 1}", "bot", "easy") for i in range(1, n)]


def session_at(n, seed, steps):
    """A game of n seats, played at random for `steps` actions (money actions included),
    until the person is to move."""
    session = GameSession.new(seats(n), seed=seed)
    rng = random.Random(seed * 31 + n)
    for _ in range(steps):
        if session.state.game_over:
            break
        acts = legal_actions(session.state)
        money = [a for a in acts if type(a).__name__ not in ("Reveal", "Load", "Take", "Place")]
        pool = money if money and rng.random() < 0.3 else acts
        session.record.play(rng.choice(pool))
    while session.state.current != 0 and not session.state.game_over:
        session.record.play(rng.choice(legal_actions(session.state)))
    return session


def rich_session(n, unloading=False):
    """A zoo with something for every kind of action: pens, stalls, a mixed barn, coins,
    another player's barn to buy from, loaded trucks (blocked spaces in the 2-player game)."""
    s = game(n, seed=3)
    set_zoo(s, 0, pens={0: ["camel", "camel"], 1: ["panda"]},
            stalls={0: ["stall:popcorn"], 2: ["stall:drinks"]},
            barn=["flamingo", "camel", "stall:balloons", "leopard", "flamingo"], coins=8)
    set_zoo(s, 1, barn=["elephant", "stall:popcorn", "flamingo"])
    for t, truck in enumerate(s.trucks):
        load_truck(s, t, [["leopard", "stall:ice_cream"], ["elephant", "coin"]][t % 2][:min(2, truck.free)])
    session = GameSession.new(seats(n), seed=3)
    session.record.state = s
    if unloading:
        t = max(range(len(s.trucks)), key=lambda i: (len(s.trucks[i].blocked), len(s.trucks[i].tiles)))
        session.play(Take(t))
    return session


RICH = [(n, unloading) for n in (2, 3, 4, 5) for unloading in (False, True)]


@pytest.fixture
def table(tmp_path):
    opened = []

    def open_(session=None, state=None, n=3):
        if session is None:
            session = GameSession.new([Seat(f"P{i + 1}") for i in range(n)], seed=11)
            if state is not None:
                session.record.state = state
        t = Table.open(session=session, saves_dir=tmp_path)
        opened.append(t)
        return t
    yield open_
    for t in opened:
        t.close()


def pixels(t, rect):
    t.app.step([])
    r = rect.clip(t.app.screen.get_rect())
    return pygame.image.tobytes(t.app.screen.subsurface(r), "RGB")


# ---------------------------------------------------------------- every legal action by hand

@pytest.mark.parametrize("n,seed,steps", POSITIONS)
def test_every_legal_action_through_where_and_drag_is_exactly_that_action(table, n, seed, steps):
    play_every_legal_action(table(session_at(n, seed, steps)), random.Random(seed))


def play_every_legal_action(t, rng, limit=ACTIONS_PER_POSITION, every=lambda action: False):
    """Each of `limit` legal actions (all those `every` picks, then a sample of the rest),
    from the same position: dragged from where the rules say, it is exactly that action."""
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    legal = t.legal()
    assert legal, "a position where a person is to move"
    chosen = [a for a in legal if every(a)]
    rest = [a for a in legal if not every(a)]
    for action in chosen + rng.sample(rest, max(0, min(len(rest), limit - len(chosen)))):
        rewind(t, start, n_actions)
        piece_xy, drop_xy = t.where(action)
        piece = t.scene.hits.piece_at(piece_xy)
        assert piece is not None, f"nothing to pick up where {action} starts"
        grabbed = t.scene.hits.grab_rect(piece)
        before = pixels(t, grabbed)
        events = t.drag(piece_xy, drop_xy)
        assert events, f"{action} refused: {t.refusal}"
        assert t.scene.session.record.actions[-1] == action
        assert len(t.scene.session.record.actions) == n_actions + 1
        assert pixels(t, grabbed) != before, f"{action}: the picture did not change where it left"
        check_state(t.state)


@pytest.mark.parametrize("n,unloading", RICH)
def test_every_legal_action_of_a_rich_position_through_where_and_drag(table, n, unloading):
    t = table(rich_session(n, unloading))
    kinds = {type(a).__name__ for a in t.legal()}
    if unloading:
        assert kinds == {"Place"}
    else:
        assert {"Reveal", "Take", "MoveAnimal", "MoveStall", "Exchange", "Purchase", "Discard",
                "Expand"} <= kinds
    play_every_legal_action(t, random.Random(n), limit=80)


@pytest.mark.parametrize("n,seed,steps", POSITIONS[::2])
def test_random_drops_play_only_legal_actions_and_refused_ones_change_nothing(table, n, seed, steps):
    random_drops(table(session_at(n, seed, steps)), seed * 7 + n)


def random_drops(t, seed):
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    legal = t.legal()
    rng = random.Random(seed)
    w, h = t.app.size
    pieces = [r.center for _, r in t.scene.hits.pieces]
    refused = 0
    for _ in range(quick(40, 16)):              # the quick run: 16 random drops of 40
        rewind(t, start, n_actions)
        src = rng.choice(pieces) if rng.random() < 0.8 else (rng.randrange(w), rng.randrange(h))
        dst = (rng.randrange(w), rng.randrange(h))
        events = t.drag(src, dst)
        if events:
            played = t.scene.session.record.actions[n_actions:]
            assert played[0] in legal
            # a press on the stack draws at once; the same drag may then put the tile on a truck
            assert len(played) == 1 or [type(a) for a in played] == [Reveal, Load]
            check_state(t.state)
        else:
            refused += 1
            assert t.state.to_json() == start.to_json()
            assert len(t.scene.session.record.actions) == n_actions
    assert refused


# ---------------------------------------------------------------- the three bugs of issue 10

def test_two_player_blocked_truck_the_visible_tile_is_grabbed_not_the_face_down_space(table):
    s = game(2, seed=2)
    truck = next(i for i, tr in enumerate(s.trucks) if tr.blocked)
    load_truck(s, truck, ["camel"])
    t = table(state=s)
    t.drag(*t.where(Take(truck)))
    assert t.state.pending == ["camel"]
    blocked = len(t.state.trucks[truck].blocked)
    slots = t.scene.layout.truck_slots[truck]
    assert t.scene.hits.piece_at(slots[0].center) is None          # the face-down space
    assert t.scene.hits.piece_at(slots[blocked].center) == Loc("truck", index=truck, slot=blocked)
    events = t.drag(slots[blocked].center, t.scene.layout.zoo.barn.center)
    assert [e.type for e in events][:1] == ["tile_placed"] and t.state.zoos[0].barn == ["camel"]


def test_an_animal_dropped_on_the_stall_strip_of_its_enclosure_goes_into_the_enclosure(table):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={1: ["camel"]})
    load_truck(s, 0, ["camel"])
    t = table(state=s)
    t.drag(*t.where(Take(0)))
    strip = t.scene.layout.zoo.stalls[1][0].center
    assert t.scene.hits.drops_at(strip)[0] == Loc("stall", 0, 1)
    events = t.drag(t.where(Place("camel", "enclosure", 1))[0], strip)
    assert events and t.refusal is None
    assert t.state.zoos[0].pens[1] == ["camel", "camel"]


def test_the_stall_hint_points_at_the_stall_it_means(table):
    s = game(3, seed=2)
    set_zoo(s, 0, stalls={0: ["stall:popcorn", "stall:drinks"]}, coins=2)
    t = table(state=s)
    suggestion = MoveStall("stall:drinks", "stall", 1, 0)

    class Suggest:
        thinking = False

        def start(self, view, level="hard", seed=0, budget=1.0):
            self.thinking = True

        def poll(self):
            self.thinking = False
            return suggestion

        def cancel(self):
            self.thinking = False

    t.scene.turns.hint_runner = Suggest()
    t.scene.ask_hint()
    t.app.step([])
    action, gesture = t.scene.hint
    assert action == suggestion
    assert gesture.piece == Loc("stall", 0, 0, 1)
    assert t.scene.hits.rect(gesture.piece) == t.scene.layout.zoo.stalls[0][1]
    assert t.where(suggestion)[0] == t.scene.layout.zoo.stalls[0][1].center


# ---------------------------------------------------------------- events: log, sound, animation

def test_every_event_type_is_told_sounded_and_animated():
    from zooloretto.ui import game_log, sound
    from zooloretto.ui.zoo import choreography, shown
    for name in EVENT_TYPES:
        assert name in game_log.SAYINGS, f"the game log does not handle {name}"
        assert name in sound.EVENT_SOUNDS, f"the sounds do not handle {name}"
        assert name in choreography.TWEENS, f"the animations do not handle {name}"
        assert name in shown.EFFECTS, f"the shown state does not follow {name}"
    for registry in (game_log.SAYINGS, sound.EVENT_SOUNDS, choreography.TWEENS, shown.EFFECTS):
        assert set(registry) <= set(EVENT_TYPES), "an entry for a type the rules do not have"


@pytest.mark.parametrize("n,expansions", [(2, ()), (3, ()), (4, ()), (5, ()), (2, EXPANSIONS),
                                          (3, EXPANSIONS), (4, EXPANSIONS), (5, EXPANSIONS)])
def test_the_shown_state_follows_the_events_to_the_real_state(n, expansions):
    from zooloretto.zoo.rules import apply
    from zooloretto.ui.zoo import shown
    state = game(n, seed=n, expansions=list(expansions))
    mirror = state.copy()
    rng = random.Random(n)
    steps = 0
    while not state.game_over and steps < 400:
        acts = legal_actions(state)
        events = apply(state, rng.choice(acts))
        for e in events:
            shown.start(mirror, e)
            shown.land(mirror, e)
        shown.unannounced(mirror, state)
        assert mirror.to_json() == state.to_json(), f"after {[e.type for e in events]}"
        steps += 1


# ---------------------------------------------------------------- the headless table itself

def test_bots_do_not_move_until_asked_and_then_until_a_person_is_to_move(table):
    session = GameSession.new([Seat("Ana"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "medium")],
                              seed=5)
    t = table(session=session)
    draw(t, truck=0)
    assert t.state.current == 1
    for _ in range(5):
        t.app.step([])
    assert t.state.current == 1 and t.legal() == []
    events = t.bots_move()
    assert events and (t.state.current == 0 or t.state.game_over)


def test_press_clicks_like_a_player_and_a_greyed_out_button_does_nothing(table):
    session = GameSession.new([Seat("Ana"), Seat("Bo", "bot", "easy")], seed=5)
    t = table(session=session)
    draw(t, truck=0)                          # the bot is to move and is not asked: no hint now
    shown = t.state.to_json()
    assert t.press("hint") is False and t.state.to_json() == shown
    t.bots_move()
    assert t.state.current == 0
    assert t.press("hint") is True and t.scene.hint is not None


def test_screenshot_writes_a_png(table, tmp_path):
    t = table()
    t.screenshot(tmp_path / "t.png")
    assert pygame.image.load(str(tmp_path / "t.png")).get_size() == (1280, 800)


def test_a_save_file_opens_on_the_headless_table_and_plays(tmp_path):
    from zooloretto.zoo.rules import saves
    session = session_at(3, 4, 12)
    path = saves.write(session.record, tmp_path / "game.json")
    t = Table.open(path, saves_dir=tmp_path / "saves")
    try:
        assert t.state.to_json() == session.state.to_json()
        action = t.legal()[0]
        events = t.drag(*t.where(action))
        assert events and t.refusal is None
        assert t.drag((1, 1), (2, 2)) == [] and t.refusal is None      # a press on nothing
    finally:
        t.close()


# ---------------------------------------------------------------- the expansions on the table

EXPANSION_ACTIONS = ("Deposit", "BuildRestaurant", "BuildPavilion", "Settle")
STAGES = ("turn", "newborn", "shop")


def expansion_session(n, stage, expansions=EXPANSIONS):
    """A game with the expansions where the person (seat 0) can, at `stage`:
    "turn"     put a coin on the savings book, build the restaurant or a pavilion (and more);
    "newborn"  say where a newborn goes (petting zoo or its enclosure);
    "shop"     put the souvenir shop (a free stall space or the barn)."""
    s = game(n, seed=3, expansions=list(expansions))
    set_zoo(s, 0, pens={0: ["flamingo:male"], 1: ["camel", "camel"]}, barn=["camel"], coins=7)
    set_zoo(s, 1, barn=["elephant"], coins=1)
    truck = max(range(len(s.trucks)), key=lambda i: s.trucks[i].free)
    load_truck(s, truck, ["flamingo:female", "camel"][:s.trucks[truck].free])
    session = GameSession.new(seats(n), seed=3, expansions=list(expansions))
    session.record.state = s
    if stage in ("newborn", "shop"):
        session.play(Take(truck))
        session.play(Place("flamingo:female", "enclosure", 0))
    if stage == "shop":
        session.play(Settle("flamingo:baby", "petting_zoo"))
    return session


def _expansion_action(a):
    return type(a).__name__ in EXPANSION_ACTIONS


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("stage", STAGES)
def test_every_expansion_action_through_where_and_drag_is_exactly_that_action(table, n, stage):
    t = table(expansion_session(n, stage))
    kinds = {type(a).__name__ for a in t.legal()}
    if stage == "turn":
        assert {"Deposit", "BuildRestaurant", "BuildPavilion"} <= kinds
    else:
        assert kinds == {"Settle"}
        assert len(t.legal()) == (2 if stage == "newborn" else 1 + t.state.zoos[0].open_pens)
    play_every_legal_action(t, random.Random(n), limit=len([a for a in t.legal() if _expansion_action(a)]) + 4,
                            every=_expansion_action)


@pytest.mark.parametrize("n,stage", [(2, "turn"), (5, "turn"), (3, "newborn"), (4, "shop")])
def test_random_drops_with_the_expansions_play_only_legal_actions(table, n, stage):
    random_drops(table(expansion_session(n, stage)), n)


@pytest.mark.parametrize("name", EXPANSIONS[:4])      # (the later ones: tests/test_exotic_table.py)
def test_each_expansion_alone_shows_its_own_places_and_plays_by_drag(table, name):
    t = table(expansion_session(3, "turn", expansions=(name,)))
    hits = t.scene.hits
    zl = t.scene.layout.zoo
    assert (zl.book is not None) == (name == "savings-book")
    assert (zl.petting is not None) == (name == "petting-zoo")
    assert (t.scene.layout.extras is not None) == (name in ("buildings", "polar-bear"))
    supply = {loc.index for loc, _ in hits.pieces if loc.area == "supply"}
    assert supply == ({0, 1, 2} if name == "buildings" else set())       # the bear is never dragged
    play_every_legal_action(t, random.Random(1), limit=3, every=_expansion_action)


def test_refused_expansion_drops_say_the_rules_reason_and_change_nothing(table):
    from zooloretto.zoo.rules.expansions.savings_book import Deposit
    session = expansion_session(3, "turn")
    t = table(session)
    t.drag(*t.where(Deposit()))                       # the book is in use from now on
    t.scene.session.record.state.current = 0
    rewind(t, t.state, len(session.record.actions))
    before, n_actions = t.state.to_json(), len(session.record.actions)
    zl = t.scene.layout.zoo
    for src, dst, code in ((zl.coins.center, zl.book.center, "book_in_use"),
                           (t.scene.hits.point(Loc("supply", None, 0)), zl.boxes[3].center, "pair_not_free"),
                           (t.scene.hits.point(Loc("supply", None, 2)), zl.discard.center, "not_a_move")):
        assert t.drag(src, dst) == []
        assert t.refusal is not None and t.refusal.code == code
        assert t.state.to_json() == before and len(session.record.actions) == n_actions


def test_while_a_newborn_waits_nothing_else_may_be_dragged(table):
    t = table(expansion_session(3, "newborn"))
    truck_tile = next(loc for loc, _ in t.scene.hits.pieces if loc.area == "truck" and loc.slot is not None)
    assert t.drag(t.scene.hits.point(truck_tile), t.scene.layout.zoo.barn.center) == []
    assert t.refusal is not None and "flamingo" in str(t.refusal.params.get("tile", ""))


def test_the_polar_bear_goes_to_the_first_full_six_space_enclosure_and_the_table_shows_it(table):
    s = game(3, seed=4, expansions=["polar-bear"])
    set_zoo(s, 0, pens={2: ["camel"] * 5})
    load_truck(s, 0, ["camel"])
    session = GameSession.new(seats(3), seed=4, expansions=["polar-bear"])
    session.record.state = s
    t = table(session)
    L = t.scene.layout
    cell = t.scene.hits.rect(Loc("supply", None, 3))
    supply_before, header_before = pixels(t, cell), pixels(t, L.zoo.bear)
    t.drag(*t.where(Take(0)))
    events = t.drag(*t.where(Place("camel", "enclosure", 2)))
    assert "polar_bear_taken" in [e.type for e in events]
    assert t.state.extra["polar_bear"] == 0
    assert pixels(t, cell) != supply_before and pixels(t, L.zoo.bear) != header_before
    assert t.scene.choreo.shown.to_json() == t.state.to_json()


@pytest.mark.parametrize("n", [3, 5])
def test_a_whole_bot_game_with_every_expansion_through_the_table(table, n):
    """Bots play all four expansions through the real table; after every action the shown
    state follows the events to the real state without being copied from it."""
    session = GameSession.new([Seat(f"Bot{i}", "bot", "easy") for i in range(n)], seed=n,
                              expansions=list(EXPANSIONS))
    rounds_off_the_table(session, quick(0, 7))     # the quick run: the last rounds at the table
    seen = bots_play_out(table(session))
    assert {"coin_saved", "coin_moved_up", "savings_paid_out"} <= seen


@pytest.mark.parametrize("stage", STAGES)
def test_expansion_actions_by_click_then_click(table, stage):
    """Click the piece, then click its place: the same action as the drag."""
    t = table(expansion_session(3, stage))
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    for action in [a for a in t.legal() if _expansion_action(a)]:
        rewind(t, start, n_actions)
        piece_xy, drop_xy = t.where(action)
        assert t.drag(piece_xy, piece_xy) == [] and t.scene.hand.selected is not None
        assert t.scene.hand.moves, "the places it may go light up"
        events = t.drag(drop_xy, drop_xy)
        assert events and t.scene.session.record.actions[-1] == action


def test_every_expansion_event_has_its_picture_and_none_fails(table):
    """The builders run for real events on a real hit map (the choreography would hide an
    error: a picture never stops the game); coins fly to the book and back, buildings and
    the bear fly from the supply."""
    from zooloretto.ui.zoo.expansion_tweens import TWEENS
    session = GameSession.new([Seat(f"Bot{i}", "bot", "easy") for i in range(3)], seed=3,
                              expansions=list(EXPANSIONS))
    t = table(session)
    rng = random.Random(3)
    made = {}
    while not t.state.game_over:
        before = t.state.copy()
        acts = legal_actions(t.state)
        extra = [a for a in acts if _expansion_action(a)]
        events = session.record.play(rng.choice(extra if extra and rng.random() < 0.5 else acts))
        hits = t.scene.places_for(before)
        for e in events:
            if e.type in TWEENS:
                flights, popups = TWEENS[e.type](hits, e, False)
                made.setdefault(e.type, 0)
                made[e.type] += len(flights) + len(popups)
    births = expansion_session(3, "turn")
    truck = next(i for i, tr in enumerate(births.state.trucks) if tr.tiles)
    for action in (Take(truck), Place("flamingo:female", "enclosure", 0),
                   Settle("flamingo:baby", "petting_zoo")):
        hits = t.scene.places_for(births.state.copy())
        for e in births.play(action):
            if e.type in TWEENS:
                made[e.type] = made.get(e.type, 0) + sum(map(len, TWEENS[e.type](hits, e, False)))
    shown = ("coin_saved", "coin_moved_up", "savings_paid_out", "building_built", "newborn_waits",
             "souvenir_shop_given", "petting_zoo_paid")
    assert all(made.get(k) for k in shown), made
