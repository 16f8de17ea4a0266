"""The table under awkward hands: drops anywhere, two drags at once, keys and
resizes mid-drag, the window closed mid-animation or mid-thought, the game
ending with a piece in hand. Each must end clean: nothing held, nothing lit,
a state the rules allow."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.zoo.rules import Load, Loc, Place, Reveal, Take, legal_actions, apply
from zooloretto.zoo.rules.check import check_state
from zooloretto.ui.scenes.pause import PauseScene
from zooloretto.ui.session import GameSession, Seat, latest_autosave

from helpers import game, load_truck, set_zoo
from ui_events import HeldRunner, at, down, frames, key, motion, pending, resize, up


def lift(app, pos):
    """Press on `pos` and move far enough to be dragging."""
    app.step([down(pos)])
    app.step([motion((pos[0] + 30, pos[1] + 30))])


def drop_in_barn(app, scene, session):
    """Carry the held tile to the barn, let go: it lands there and nothing stays lit."""
    barn = scene.layout.zoo.barn.center
    app.step([motion(barn)])
    app.step([up(barn)])
    assert len(session.state.zoos[0].barn) == 1
    assert_clean(scene)


def assert_clean(scene):
    """Nothing in hand, nothing lit, the state a legal one."""
    hand = scene.hand
    assert not hand.drag.active and not hand.drag.dragging
    assert hand.selected is None and hand.moves == {} and hand.focus is None
    check_state(scene.state)


def unloading(make, tiles=("camel", "flamingo", "stall:popcorn"), **kw):
    """P1 has taken a truck and has `tiles` to place."""
    s = game(3, seed=2)
    load_truck(s, 0, list(tiles))
    app, scene, session = make(state=s, **kw)
    session.play(Take(0))
    app.step([])
    return app, scene, session


# ---------------------------------------------------------------- drops anywhere

@pytest.mark.parametrize("where", ["outside_left", "outside_below", "log", "opponent", "itself",
                                   "top_bar"])
def test_a_tile_dropped_where_it_cannot_go_goes_home(make, where):
    app, scene, session = unloading(make, animation="normal")
    before = session.state.to_json()
    start = at(scene, pending(scene, 0))
    w, h = app.size
    target = {"outside_left": (-60, 300), "outside_below": (500, h + 80),
              "log": scene.layout.log.center, "opponent": scene.layout.opponents[0].center,
              "itself": start, "top_bar": (20, 5)}[where]
    lift(app, start)
    app.step([motion(target)])
    app.step([up(target)])
    assert session.state.to_json() == before
    assert_clean(scene)
    frames(app, 40)                       # the flight home lands
    assert not scene.choreo.busy


def test_a_truck_dropped_on_the_log_is_not_taken(make):
    app, scene, session = make()
    load = game(3, seed=2)
    load_truck(load, 0, ["camel"])
    session.record.state = load
    app.step([])
    lift(app, scene.layout.trucks[0].center)
    app.step([up(scene.layout.log.center)])
    assert session.state.trucks[0].taken_by is None
    assert_clean(scene)


def test_double_click_on_a_piece_picks_it_up_and_puts_it_down(make):
    app, scene, session = make()
    p = at(scene, Loc("stack", index=0))
    top = session.state.draw_pile[-1]
    app.step([down(p), up(p), down(p), up(p)])
    # drawn once: the tile waits in the hand, its trucks lit, none of them loaded
    assert session.state.revealed == top and len(session.record.actions) == 1
    assert scene.hand.selected == Loc("hand") and not scene.hand.drag.active
    assert set(scene.hand.moves) == {Loc("truck", index=t) for t in range(3)}
    assert all(not t.tiles for t in session.state.trucks)
    check_state(session.state)


def test_double_click_on_a_place_plays_once(make):
    app, scene, session = unloading(make)
    app.step([down(at(scene, pending(scene, 0))), up(at(scene, pending(scene, 0)))])
    barn = scene.layout.zoo.barn.center
    app.step([down(barn), up(barn), down(barn), up(barn)])
    assert len(session.state.zoos[0].barn) == 1 and len(session.state.pending) == 2
    assert_clean(scene)


# ---------------------------------------------------------------- two hands

def test_a_second_press_while_dragging_puts_the_first_piece_back(make):
    app, scene, session = unloading(make)
    lift(app, at(scene, pending(scene, 0)))
    assert scene.hand.selected == pending(scene, 0)
    elsewhere = scene.layout.log.center
    app.step([down(elsewhere)])                  # a second press, the first never released
    assert scene.hand.selected is None and scene.hand.moves == {}
    app.step([up(elsewhere)])
    assert_clean(scene)
    assert len(session.state.pending) == 3


def test_release_without_press_and_held_motion_without_drag_do_nothing(make):
    app, scene, session = make()
    before = session.state.to_json()
    app.step([up(scene.layout.trucks[0].center)])
    app.step([motion((400, 400)), motion((600, 500))])
    app.step([up(scene.layout.zoo_area.center, button=3), down((500, 500), button=3)])
    assert session.state.to_json() == before
    assert_clean(scene)


# ---------------------------------------------------------------- keys and windows mid-drag

def test_esc_mid_drag_puts_it_back_and_does_not_open_the_menu(make):
    app, scene, session = unloading(make)
    lift(app, at(scene, pending(scene, 1)))
    app.step([key(pygame.K_ESCAPE)])
    assert app.top is scene
    app.step([up(scene.layout.zoo.barn.center)])
    assert len(session.state.pending) == 3
    assert_clean(scene)


def test_undo_mid_drag_lets_go_of_the_piece(make):
    """U while holding a tile that the undo sends back to the truck: no crash, nothing held."""
    app, scene, session = unloading(make)
    session.play(Place(session.state.pending[0], "barn", None))
    app.step([])
    lift(app, at(scene, pending(scene, 1)))
    app.step([key(pygame.K_u)])
    app.step([key(pygame.K_u)])                  # back to before the truck was taken
    app.step([motion(scene.layout.zoo.barn.center)])
    app.step([up(scene.layout.zoo.barn.center)])
    assert session.state.pending == [] and session.state.trucks[0].taken_by is None
    assert_clean(scene)


def test_enter_mid_drag_plays_once_and_the_release_does_nothing(make):
    app, scene, session = unloading(make)
    lift(app, at(scene, pending(scene, 0)))
    app.step([key(pygame.K_TAB)])               # the drag is let go; Tab picks a piece
    app.step([key(pygame.K_TAB)])
    app.step([key(pygame.K_RETURN)])
    assert len(session.state.pending) == 2
    app.step([up(scene.layout.zoo.barn.center)])       # the old drag's release
    assert len(session.state.pending) == 2
    assert_clean(scene)


def test_money_question_mid_drag_leaves_nothing_in_hand(make):
    s = game(3, seed=2)
    set_zoo(s, 0, barn=["flamingo", "camel"], coins=3)
    app, scene, session = make(state=s, confirm=True)
    lift(app, at(scene, Loc("barn", 0, slot=0)))
    scene.attempt([a for a in legal_actions(session.state) if type(a).__name__ == "Discard"][0])
    assert scene.confirm is not None and not scene.hand.drag.active
    app.step([key(pygame.K_RETURN)])             # pay
    app.step([up(scene.layout.zoo.discard.center)])
    assert len(session.state.zoos[0].barn) == 1
    assert_clean(scene)


def test_resize_mid_drag_then_drop_on_the_new_place(make):
    app, scene, session = unloading(make)
    lift(app, at(scene, pending(scene, 0)))
    app.step([resize(1024, 640)])
    assert scene.layout.size == (1024, 640)
    drop_in_barn(app, scene, session)


def test_a_tiny_window_is_clamped(make):
    app, scene, session = make()
    app.step([resize(300, 200)])
    assert app.size == (1024, 640) and scene.layout.size == (1024, 640)
    assert scene.layout.zoo.rect.right <= 1024


def test_language_switch_mid_game_and_mid_drag(make):
    app, scene, session = unloading(make)
    lift(app, at(scene, pending(scene, 0)))
    app.set_language("en")
    app.step([])
    assert scene.buttons["menu"].alive()
    drop_in_barn(app, scene, session)


def test_resize_under_the_pause_menu_brings_no_table_buttons_over_it(make):
    app, scene, session = make()
    app.step([key(pygame.K_ESCAPE)])
    assert isinstance(app.top, PauseScene)
    app.step([resize(1600, 1000)])
    app.step([])
    assert scene.elements == [] and scene.layout.size == (1600, 1000)
    app.step([key(pygame.K_ESCAPE)])             # resume
    app.step([])
    assert app.top is scene
    assert len(scene.elements) == 3 and all(e.alive() for e in scene.elements)


# ---------------------------------------------------------------- closing the window

def first_draw(view):
    return Reveal()


def _close(app, monkeypatch):
    monkeypatch.setattr(pygame, "quit", lambda: None)    # other tests still need pygame
    app.step([pygame.event.Event(pygame.QUIT)])
    assert not app.running
    app.close()


def test_closing_the_window_while_a_bot_thinks(make, monkeypatch):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="hard"), Seat("Cy")]
    app, scene, session = make(seats=seats, runner=HeldRunner)
    click = at(scene, Loc("stack", index=0))
    app.step([down(click), up(click)])
    app.step([down(scene.layout.trucks[0].center), up(scene.layout.trucks[0].center)])
    assert session.state.current == 1          # Ana's turn ended: autosaved
    saved = latest_autosave()
    assert saved is not None
    frames(app, 3)
    runner = scene.turns.runner
    assert runner.thinking
    _close(app, monkeypatch)
    assert not runner.thinking
    runner.answer = first_draw                 # an answer after the close
    assert runner.poll() is None               # is thrown away
    assert session.state.current == 1
    loaded = GameSession.load(saved)
    assert loaded.state.to_json() == session.state.to_json()
    check_state(loaded.state)


def test_back_to_the_title_while_a_bot_thinks_abandons_it(make):
    from zooloretto.ui.scenes.title import TitleScene
    seats = [Seat("Robo", kind="bot", level="hard"), Seat("Ana")]
    app, scene, session = make(seats=seats, runner=HeldRunner)
    frames(app, 3)
    runner = scene.turns.runner
    assert runner.thinking
    app.reset(TitleScene(app))
    assert not runner.thinking
    runner.answer = first_draw
    frames(app, 3)
    assert session.record.actions == []


def test_closing_the_window_mid_animation(make, monkeypatch):
    app, scene, session = make(animation="slow")
    stack = at(scene, Loc("stack", index=0))
    app.step([down(stack), up(stack)])          # the drawn tile turns over on its way to the hand
    assert scene.choreo.busy and session.state.revealed
    _close(app, monkeypatch)
    loaded = GameSession.load(latest_autosave())
    assert loaded.state.to_json() == session.state.to_json()
    assert loaded.record.replay().to_json() == session.state.to_json()


# ---------------------------------------------------------------- bots that misbehave

def _bot_table(make, answer):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy"), Seat("Cy")]
    app, scene, session = make(state=game(3, seed=4, start_player=1), seats=seats, runner=HeldRunner)
    scene.turns.runner.answer = answer
    return app, scene, session


def test_a_bot_that_answers_nothing_does_not_stall_the_table(make):
    app, scene, session = _bot_table(make, RuntimeError("the bot chose nothing"))
    frames(app, 5)
    assert session.state.current == 2 and [type(a) for a in session.record.actions] == [Reveal, Load]
    check_state(session.state)


def test_a_bot_that_never_answers_is_overruled(make, monkeypatch):
    app, scene, session = _bot_table(make, None)
    frames(app, 3)
    assert session.state.current == 1
    monkeypatch.setattr(scene.turns.runner, "elapsed", lambda: 1e9)   # far past any budget
    frames(app, 3)
    assert session.state.current == 2 and [type(a) for a in session.record.actions] == [Reveal, Load]
    check_state(session.state)


def test_a_bot_answering_an_illegal_move_does_not_stall_the_table(make):
    app, scene, session = _bot_table(make, Take(0))           # no tile on truck 1 yet
    frames(app, 5)
    assert session.state.current == 2 and [type(a) for a in session.record.actions] == [Reveal, Load]


def test_a_hint_for_an_undone_position_is_not_shown(make):
    app, scene, session = unloading(make, runner=HeldRunner)
    app.step([key(pygame.K_h)])
    app.step([key(pygame.K_u)])                  # the truck goes back before the hint arrives
    scene.turns.hint_runner.answer = lambda view: legal_actions(view)[0]
    frames(app, 5)
    assert scene.hint is None


# ---------------------------------------------------------------- the end with a piece in hand

def _last_move_position():
    """A 2-player game where P1 places the last tile of the last turn."""
    import random
    rng = random.Random(5)
    for seed in range(1, 60):
        s = game(2, seed=seed)
        while not s.game_over:
            if s.pending and len(s.pending) == 1 and s.end_triggered and all(
                    z.truck is not None for i, z in enumerate(s.zoos) if i != s.current):
                return s
            apply(s, rng.choice(legal_actions(s)))
    raise AssertionError("no position found")


def test_the_game_ends_while_a_tile_is_dragged(make):
    s = _last_move_position()
    seats = [Seat("P1"), Seat("P2")]
    app, scene, session = make(state=s, seats=seats)
    lift(app, at(scene, pending(scene, 0)))
    target = list(scene.hand.moves)[0]
    scene.perform(scene.hand.moves[target])          # the move lands (keys, another hand)
    assert session.state.game_over
    app.step([up(scene.layout.zoo.barn.center)])       # the release comes after the end
    assert_clean(scene)
    frames(app, 3)
    assert scene.flow.last_look                          # the final table, then the results
    scene.flow.results()
    assert type(app.top).__name__ == "ResultsScene"
