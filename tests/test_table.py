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

from zooloretto.rules import EVENT_TYPES, Loc, MoveStall, Place, Take, legal_actions
from zooloretto.rules.check import check_state
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import game, load_truck, set_zoo

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
        money = [a for a in acts if type(a).__name__ not in ("Draw", "Take", "Place")]
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


def rewind(t, state, n_actions):
    """Put the table back to a position (as loading it again would)."""
    session = t.scene.session
    session.record.state = state.copy()
    del session.record.actions[n_actions:]
    session._undo.clear()
    t.app.step([])


def pixels(t, rect):
    t.app.step([])
    r = rect.clip(t.app.screen.get_rect())
    return pygame.image.tobytes(t.app.screen.subsurface(r), "RGB")


# ---------------------------------------------------------------- every legal action by hand

@pytest.mark.parametrize("n,seed,steps", POSITIONS)
def test_every_legal_action_through_where_and_drag_is_exactly_that_action(table, n, seed, steps):
    play_every_legal_action(table(session_at(n, seed, steps)), random.Random(seed))


def play_every_legal_action(t, rng, limit=ACTIONS_PER_POSITION):
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    legal = t.legal()
    assert legal, "a position where a person is to move"
    for action in rng.sample(legal, min(len(legal), limit)):
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
        assert {"Draw", "Take", "MoveAnimal", "MoveStall", "Exchange", "Purchase", "Discard",
                "Expand"} <= kinds
    play_every_legal_action(t, random.Random(n), limit=80)


@pytest.mark.parametrize("n,seed,steps", POSITIONS[::2])
def test_random_drops_play_only_legal_actions_and_refused_ones_change_nothing(table, n, seed, steps):
    t = table(session_at(n, seed, steps))
    start, n_actions = t.state.copy(), len(t.scene.session.record.actions)
    legal = t.legal()
    rng = random.Random(seed * 7 + n)
    w, h = t.app.size
    pieces = [r.center for _, r in t.scene.hits.pieces]
    refused = 0
    for _ in range(40):
        rewind(t, start, n_actions)
        src = rng.choice(pieces) if rng.random() < 0.8 else (rng.randrange(w), rng.randrange(h))
        dst = (rng.randrange(w), rng.randrange(h))
        events = t.drag(src, dst)
        if events:
            assert t.scene.session.record.actions[-1] in legal
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
    from zooloretto.ui.table import choreography, shown
    for name in EVENT_TYPES:
        assert name in game_log.SAYINGS, f"the game log does not handle {name}"
        assert name in sound.EVENT_SOUNDS, f"the sounds do not handle {name}"
        assert name in choreography.TWEENS, f"the animations do not handle {name}"
        assert name in shown.EFFECTS, f"the shown state does not follow {name}"
    for registry in (game_log.SAYINGS, sound.EVENT_SOUNDS, choreography.TWEENS, shown.EFFECTS):
        assert set(registry) <= set(EVENT_TYPES), "an entry for a type the rules do not have"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_shown_state_follows_the_events_to_the_real_state(n):
    from zooloretto.rules import apply
    from zooloretto.ui.table import shown
    state = game(n, seed=n)
    mirror = state.copy()
    rng = random.Random(n)
    steps = 0
    while not state.game_over and steps < 400:
        acts = legal_actions(state)
        events = apply(state, rng.choice(acts))
        for e in events:
            shown.start(mirror, e)
            shown.land(mirror, e)
        mirror.current, mirror.last_taker = state.current, state.last_taker
        assert mirror.to_json() == state.to_json(), f"after {[e.type for e in events]}"
        steps += 1


# ---------------------------------------------------------------- the headless table itself

def test_bots_do_not_move_until_asked_and_then_until_a_person_is_to_move(table):
    session = GameSession.new([Seat("Ana"), Seat("Bo", "bot", "easy"), Seat("Cy", "bot", "medium")],
                              seed=5)
    t = table(session=session)
    t.drag(*t.where(t.legal()[0]))
    assert t.state.current == 1
    for _ in range(5):
        t.app.step([])
    assert t.state.current == 1 and t.legal() == []
    events = t.bots_move()
    assert events and (t.state.current == 0 or t.state.game_over)


def test_screenshot_writes_a_png(table, tmp_path):
    t = table()
    t.screenshot(tmp_path / "t.png")
    assert pygame.image.load(str(tmp_path / "t.png")).get_size() == (1280, 800)


def test_a_save_file_opens_on_the_headless_table_and_plays(tmp_path):
    from zooloretto.rules import saves
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
