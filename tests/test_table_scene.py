"""The game table, driven headless through App.step with posted mouse and key events."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from zooloretto.zoo.rules import Load, Loc, Place, Reveal, Take, refusal
from zooloretto.zoo.rules.check import check_state
from zooloretto.zoo.rules.gestures import Gesture
from zooloretto.words.zoo import refusal_text
from zooloretto.ui.session import Seat

from helpers import game, set_zoo, load_truck
from ui_events import HeldRunner, at, click, down, drag, frames, key, motion, pending, up
from sampling import quick
from table_helpers import rounds_off_the_table

STACK = Loc("stack", index=0)
HAND = Loc("hand")


def pen(i, seat=0):
    return Loc("enclosure", seat, i)


# ---------------------------------------------------------------- the core turn

def test_drag_stack_onto_truck_draws_a_tile(make):
    """One gesture as before: the press turns the tile over, the drop puts it on the truck."""
    app, scene, session = make()
    top = session.state.draw_pile[-1]
    drag(app, at(scene, STACK), scene.layout.trucks[1].center)
    s = session.state
    assert s.trucks[1].tiles == [top] and s.revealed is None
    assert session.record.actions[-2:] == [Reveal(), Load(1)]
    assert s.current == 1
    said = [line for line, _ in scene.log.lines()]
    assert any("drew" in line for line in said)
    assert any("put" in line and "truck 2" in line for line in said)


def test_click_stack_turns_the_tile_over_then_a_click_on_a_truck_puts_it_there(make):
    app, scene, session = make()
    top = session.state.draw_pile[-1]
    click(app, at(scene, STACK))
    assert session.state.revealed == top and session.state.current == 0
    assert scene.hand.selected == HAND                    # in hand, its trucks lit
    assert set(scene.hand.moves) == {Loc("truck", index=t) for t in range(3)}
    click(app, scene.layout.trucks[0].center)
    assert session.state.trucks[0].tiles == [top] and session.state.revealed is None


def test_a_drawn_tile_let_go_anywhere_but_a_truck_stays_in_hand(make):
    """It cannot go back: dropped on the zoo, on the stack or on nothing it waits in the
    hand, drawn there; meanwhile nothing else may be done (the rules' reason is told)."""
    app, scene, session = make()
    top = session.state.draw_pile[-1]
    drag(app, at(scene, STACK), scene.layout.zoo_area.center)
    assert session.state.revealed == top and session.record.actions == [Reveal()]
    assert scene.overlays.message is None                 # nothing to say: it is in hand
    assert scene.hits.piece_at(scene.layout.hand.center) == HAND
    for where in (scene.layout.zoo_area.center, scene.layout.draw_stack.center, (5, 700)):
        drag(app, at(scene, HAND), where)
        assert session.state.revealed == top and session.record.actions == [Reveal()]
    drag(app, at(scene, STACK), scene.layout.trucks[2].center)    # a second draw: refused
    assert session.record.actions == [Reveal()]
    assert scene.overlays.message and "first put" in scene.overlays.message[0].lower()
    drag(app, at(scene, HAND), scene.layout.trucks[2].center)
    assert session.state.trucks[2].tiles == [top] and session.state.current == 1


def test_drag_truck_onto_zoo_takes_it_and_unloads_by_drag(make):
    s = game(3, seed=2)
    load_truck(s, 0, ["camel", "stall:popcorn", "flamingo"])
    app, scene, session = make(state=s)
    drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    s = session.state
    assert s.trucks[0].taken_by == 0 and sorted(s.pending) == sorted(["camel", "stall:popcorn", "flamingo"])
    # camel into the small enclosure, by drag
    k = s.pending.index("camel")
    drag(app, at(scene, pending(scene, k)), at(scene, pen(0)))
    assert session.state.zoos[0].pens[0] == ["camel"]
    # flamingo into the barn
    k = session.state.pending.index("flamingo")
    drag(app, at(scene, pending(scene, k)), scene.layout.zoo.barn.center)
    assert session.state.zoos[0].barn == ["flamingo"]
    # the stall onto a stall space of the 6-space enclosure
    drag(app, at(scene, pending(scene, 0)), scene.layout.zoo.stalls[2][0].center)
    z = session.state.zoos[0]
    assert z.stalls[2] == ["stall:popcorn"]
    assert not session.state.pending and session.state.current == 1
    check_state(session.state)


def test_illegal_drop_is_refused_with_the_engines_reason(make):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["camel"]})
    load_truck(s, 0, ["flamingo"])
    app, scene, session = make(state=s)
    drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    before = session.state.to_json()
    drag(app, at(scene, pending(scene, 0)), at(scene, pen(0)))
    assert session.state.to_json() == before           # nothing happened
    message = scene.overlays.message
    assert message is not None
    assert "camels" in message[0] and "flamingo" in message[0]
    # the sentence is the translated engine refusal, not our own rule
    r = refusal(session.state, Place("flamingo", "enclosure", 0))
    assert r.code == "wrong_animal"
    assert message[0] == refusal_text(r)


def test_while_dragging_only_legal_places_light_up(make):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["camel"]})
    load_truck(s, 0, ["flamingo"])
    app, scene, session = make(state=s)
    drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    app.step([down(at(scene, pending(scene, 0)))])
    app.step([motion((600, 400))])
    assert scene.hand.drag.dragging
    lit = set(scene.hand.moves)
    assert pen(0) not in lit            # holds camels
    assert {pen(1), pen(2), Loc("barn", 0)} <= lit
    app.step([key(pygame.K_ESCAPE)])       # Esc mid-drag: cancelled cleanly
    assert not scene.hand.drag.dragging and scene.hand.selected is None
    assert session.state.pending == ["flamingo"]


def test_undo_takes_back_a_placement(make):
    s = game(3, seed=2)
    load_truck(s, 0, ["camel", "flamingo"])
    app, scene, session = make(state=s)
    drag(app, scene.layout.trucks[0].center, scene.layout.zoo_area.center)
    assert not scene.buttons["undo"].visible or session.can_undo()
    drag(app, at(scene, pending(scene, 0)), scene.layout.zoo.barn.center)
    assert len(session.state.pending) == 1
    assert scene.buttons["undo"].visible
    app.step([key(pygame.K_u)])
    assert len(session.state.pending) == 2 and session.state.zoos[0].barn == []


def test_keys_draw_and_take(make):
    """D turns the top tile over, 1-5 put it on that truck (a truck that is not there is
    refused, the tile stays in hand); T takes the selected truck."""
    app, scene, session = make()
    top = session.state.draw_pile[-1]
    app.step([key(pygame.K_d)])
    assert session.state.revealed == top and scene.hand.selected == HAND
    app.step([key(pygame.K_d)])                        # a second draw: refused
    assert session.record.actions == [Reveal()] and scene.overlays.message
    app.step([key(pygame.K_5)])                        # three players: no truck 5
    assert session.state.revealed == top and session.record.actions == [Reveal()]
    app.step([key(pygame.K_3)])
    assert session.state.trucks[2].tiles == [top] and session.state.revealed is None
    assert session.state.current == 1
    # P2 takes truck 3 with keys: select it, T
    click(app, scene.layout.trucks[2].center)
    app.step([key(pygame.K_t)])
    assert session.state.trucks[2].taken_by == 1


def test_tab_and_enter_place_a_tile(make):
    s = game(3, seed=2)
    load_truck(s, 0, ["camel"])
    app, scene, session = make(state=s)
    session.play(Take(0))
    app.step([key(pygame.K_TAB)])          # picks the camel
    assert scene.hand.selected == pending(scene, 0)
    app.step([key(pygame.K_TAB)])          # first legal place
    assert scene.hand.focus in scene.hand.moves
    app.step([key(pygame.K_RETURN)])
    assert not session.state.pending


# ---------------------------------------------------------------- money actions

def test_move_animal_from_barn(make):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["panda"]}, barn=["panda"], coins=3)
    app, scene, session = make(state=s)
    drag(app, at(scene, Loc("barn", 0, slot=0)), at(scene, pen(0)))
    z = session.state.zoos[0]
    assert z.pens[0] == ["panda", "panda"] and z.barn == [] and z.coins == 2


def test_move_stall(make):
    s = game(3, seed=2)
    set_zoo(s, 0, stalls={0: ["stall:popcorn"]}, coins=2)
    app, scene, session = make(state=s)
    drag(app, at(scene, Loc("stall", 0, 0, 0)), scene.layout.zoo.stalls[1][0].center)
    z = session.state.zoos[0]
    assert z.stalls[0] == [] and z.stalls[1] == ["stall:popcorn"] and z.coins == 1


def test_exchange_two_enclosures(make):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={0: ["panda"], 1: ["camel", "camel"]}, coins=2)
    app, scene, session = make(state=s)
    drag(app, scene.layout.zoo.spaces[0][0].center, at(scene, pen(1)))
    z = session.state.zoos[0]
    assert z.pens[0] == ["camel", "camel"] and z.pens[1] == ["panda"] and z.coins == 1


def test_exchange_enclosure_with_barn_group(make):
    s = game(3, seed=2)
    set_zoo(s, 0, pens={1: ["panda"]}, barn=["camel", "camel"], coins=2)
    app, scene, session = make(state=s)
    drag(app, scene.layout.zoo.spaces[1][0].center, scene.layout.zoo.barn.center)
    z = session.state.zoos[0]
    assert z.pens[1] == ["camel", "camel"] and z.barn == ["panda"]


def test_purchase_from_opponent_barn(make):
    s = game(3, seed=2)
    set_zoo(s, 1, barn=["camel"])
    set_zoo(s, 0, coins=2)
    app, scene, session = make(state=s)
    seller_coins = session.state.zoos[1].coins
    drag(app, at(scene, Loc("barn", 1, slot=0)), at(scene, pen(2)))
    s = session.state
    assert s.zoos[0].pens[2] == ["camel"] and s.zoos[1].barn == []
    assert s.zoos[0].coins == 0 and s.zoos[1].coins == seller_coins + 1


def test_discard_from_barn_with_confirmation(make):
    s = game(3, seed=2)
    set_zoo(s, 0, barn=["flamingo"], coins=2)
    app, scene, session = make(state=s, confirm=True)
    drag(app, at(scene, Loc("barn", 0, slot=0)), scene.layout.zoo.discard.center)
    assert scene.confirm is not None                # cost shown first, nothing paid yet
    assert session.state.zoos[0].barn == ["flamingo"]
    app.step([key(pygame.K_RETURN)])
    z = session.state.zoos[0]
    assert z.barn == [] and z.coins == 0 and "flamingo" in session.state.box


def test_the_money_question_is_the_kits_dialog_and_its_buttons_answer(make):
    s = game(3, seed=2)
    set_zoo(s, 0, barn=["flamingo"], coins=2)
    app, scene, session = make(state=s, confirm=True)
    drag(app, at(scene, Loc("barn", 0, slot=0)), scene.layout.zoo.discard.center)
    pay = scene.dialog.button_for("game.button.pay")
    p = pay.rect.center
    app.step([motion(p, held=False), down(p), up(p)])
    app.step(pygame.event.get())           # pygame-gui's UI_BUTTON_PRESSED comes through the queue
    assert scene.confirm is None and session.state.zoos[0].barn == []


def test_expand_by_clicking_the_face_down_board(make):
    s = game(3, seed=2)
    set_zoo(s, 0, coins=3)
    app, scene, session = make(state=s)
    click(app, scene.layout.zoo.boxes[3].center)
    z = session.state.zoos[0]
    assert z.expanded == 1 and z.coins == 0


def test_money_action_without_money_is_refused(make):
    s = game(3, seed=2)
    set_zoo(s, 0, barn=["flamingo"], coins=0)
    app, scene, session = make(state=s)
    drag(app, at(scene, Loc("barn", 0, slot=0)), scene.layout.zoo.discard.center)
    assert session.state.zoos[0].barn == ["flamingo"]
    assert scene.overlays.message and "2" in scene.overlays.message[0]


# ---------------------------------------------------------------- bots

def first_draw(view):
    """A bot that draws, then puts the tile on the first truck it may go on."""
    from zooloretto.zoo.rules import legal_actions
    if view.revealed is None:
        return Reveal()
    return [a for a in legal_actions(view) if isinstance(a, Load)][0]


def test_a_bot_thinks_without_freezing_the_window(make):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy"), Seat("Cy")]
    app, scene, session = make(state=game(3, seed=4, start_player=1), seats=seats,
                               runner=HeldRunner)
    runner = scene.turns.runner
    frames(app, 20)                       # the bot is still thinking, frames go on
    assert scene.turns.runner.thinking and session.state.current == 1
    runner.answer = first_draw
    frames(app, 3)
    assert session.state.current == 2
    assert sum(len(t.tiles) for t in session.state.trucks) == 1


def test_whole_four_seat_game_through_the_screen(make):
    """One human seat played with clicks and keys, three bot seats, to the end."""
    seats = [Seat("Ana")] + [Seat(n, kind="bot", level="easy") for n in ("Bo", "Cy", "Di")]
    app, scene, session = make(seats=seats, n=4)
    rounds_off_the_table(session, quick(0, 7))      # the quick run: the last rounds on the screen
    ended = None
    for frame in range(20000):
        s = session.state
        if s.game_over:
            ended = frame
            break
        if s.current == 0 and scene.interactive() and not scene.choreo.busy:
            if s.pending:
                app.step([key(pygame.K_TAB)])      # the first tile
                app.step([key(pygame.K_TAB)])      # its first legal place
                app.step([key(pygame.K_RETURN)])
            elif s.revealed is not None:               # the drawn tile: on the first truck it fits
                t = next(i for i, t in enumerate(s.trucks) if t.taken_by is None and t.free > 0)
                app.step([key(pygame.K_1 + t)])
            else:
                takeable = [i for i, t in enumerate(s.trucks) if t.taken_by is None and t.tiles]
                drawable = [i for i, t in enumerate(s.trucks) if t.taken_by is None and t.free > 0]
                full = [i for i in takeable if len(s.trucks[i].tiles) >= 2]
                if full or not (drawable and (s.draw_pile or s.end_pile)):
                    click(app, scene.layout.trucks[(full or takeable)[0]].center)
                    app.step([key(pygame.K_t)])
                else:
                    app.step([key(pygame.K_d)])
        else:
            app.step([])
    assert ended is not None, "the game did not finish"
    for _ in range(20):
        app.step([], 0.1)
    assert app.top is scene and scene.flow.last_look      # a last look at the final table
    app.step([key(pygame.K_RETURN)])
    assert getattr(app.top, "screen_name", None) == "results"
    check_state(session.state)


def test_other_seats_moves_are_animated_tile_by_tile(make):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy"), Seat("Cy")]
    app, scene, session = make(state=game(3, seed=4, start_player=1), seats=seats,
                               animation="normal", runner=HeldRunner)
    scene.turns.runner.answer = first_draw
    for _ in range(300):
        app.step([])
        if session.state.current != 1:
            break
    assert session.state.trucks[0].tiles            # the bot drew onto truck 1
    assert scene.choreo.busy and scene.choreo.shown.trucks[0].tiles == []   # still flying
    # the drawn tile is held up in the hand, to be read, before it flies to its truck
    shown_in_hand = 0
    for _ in range(120):
        app.step([], 1 / 60)
        flying = [f for f in scene.choreo.anim.items if getattr(f, "hold", False)]
        if flying and flying[0].rect().center == scene.layout.hand.center:
            shown_in_hand += 1
        if scene.choreo.shown.trucks[0].tiles:
            break
    assert shown_in_hand / 60 >= 0.8                 # seconds the tile sat in the hand
    frames(app, 120)
    assert not scene.choreo.busy
    assert scene.choreo.shown.to_json() == session.state.to_json()


def test_the_table_follows_a_window_resize(make):
    app, scene, session = make()
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1024, 640), w=1024, h=640)])
    app.step([])
    assert scene.layout.size == (1024, 640)
    assert scene.layout.zoo.rect.right <= 1024 and scene.layout.log.bottom <= 640
    drag(app, at(scene, STACK), scene.layout.trucks[0].center)
    assert len(session.state.trucks[0].tiles) == 1


def test_a_drag_whose_pointer_jumped_still_draws_a_tile(make):
    """Press on the stack, release on a truck, no motion between (a touch screen, a remote
    desktop): the tile is drawn as by an ordinary drag."""
    app, scene, session = make()
    app.step([down(at(scene, STACK))])
    app.step([up(scene.layout.trucks[1].center)])
    app.step([])
    assert len(session.state.trucks[1].tiles) == 1


def test_a_window_the_player_resized_is_kept_not_made_again(make, monkeypatch):
    """When the player drags the window's edge, the window's surface has its new size
    before the event arrives: the game takes it as it is. Opening the window again
    (set_mode) would make a new window each time under X11 and cut the drag short.
    Only a window smaller than the game can lay out is asked to grow: the same window."""
    from zooloretto.ui.app import MIN_SIZE
    app, scene, session = make()
    window = pygame.display.set_mode((1100, 700), pygame.RESIZABLE)    # what the player made
    opened = []
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: opened.append(a) or real(*a, **k))
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1100, 700), w=1100, h=700)])
    app.step([])
    assert opened == [] and app.screen is window
    assert scene.layout.size == (1100, 700) and app.settings.window_size == (1100, 700)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(600, 400), w=600, h=400)])
    assert opened == [] and app.size == tuple(MIN_SIZE)


def test_hint_highlights_a_move_without_making_it(make):
    app, scene, session = make(runner=HeldRunner)
    scene.turns.hint_runner.answer = Reveal()
    before = session.state.to_json()
    app.step([key(pygame.K_h)])
    app.step([])
    assert scene.hint == (Reveal(), Gesture(STACK, STACK))
    assert "turn it over" in scene.flow.hint_text()     # told in the bar, with "Do it"
    assert scene.flow.mode() == "hint"
    assert session.state.to_json() == before


def test_escape_opens_the_pause_menu(make):
    app, scene, session = make()
    app.step([key(pygame.K_ESCAPE)])
    assert getattr(app.top, "screen_name", None) == "pause"


def test_only_the_truck_being_unloaded_shows_the_tiles_to_place(make, monkeypatch):
    from helpers import mark_taken
    from zooloretto.ui.zoo import market_view
    s = game(3, seed=2)
    mark_taken(s, 1, 1)                   # P2 took truck 2 earlier this round
    load_truck(s, 0, ["camel"])
    app, scene, session = make(state=s)
    session.play(Take(0))
    drawn = {}
    real = market_view.draw_truck

    def spy(surface, rect, slots, tiles, blocked, index, owner=None, colour=None, unloading=False,
            hide=()):
        drawn[index] = (list(tiles), unloading, owner)
        return real(surface, rect, slots, tiles, blocked, index, owner, colour, unloading, hide)
    monkeypatch.setattr(market_view, "draw_truck", spy)
    app.step([])
    assert drawn[0][:2] == (["camel"], True)
    assert drawn[1][:2] == ([], False) and drawn[1][2] == session.state.zoos[1].name


def test_every_barn_tile_of_a_kind_lights_what_it_can_do(make):
    from zooloretto.zoo.rules import Exchange, MoveAnimal
    s = game(3, seed=2)
    set_zoo(s, 0, pens={1: ["panda"], 2: ["camel"]}, barn=["camel:male", "camel"], coins=3)
    app, scene, session = make(state=s)
    for slot, tile in ((0, "camel:male"), (1, "camel")):
        moves = scene.affordances.drops(Loc("barn", 0, slot=slot))
        assert moves[pen(1)] == Exchange(1, barn_animal="camel")
        assert moves[pen(2)] == MoveAnimal(tile, 2)


def _flights(scene):
    return [f for f in scene.choreo.anim.items if hasattr(f, "start") and hasattr(f, "end")]


def test_a_tile_loaded_by_its_number_key_flies_to_its_truck_at_once(make):
    """Pressing 1-5 puts the drawn tile on that truck: the player sees it fly there (no
    teleport), and without the pause that holds up another player's tile to be read."""
    app, scene, session = make(animation="normal")
    app.step([key(pygame.K_d)])
    frames(app, 90)                                   # the draw's flip into the hand lands
    assert session.state.revealed is not None and not scene.choreo.busy
    app.step([key(pygame.K_2)])
    assert session.state.trucks[1].tiles                # the rules put it on truck 2
    flying = _flights(scene)
    assert len(flying) == 1 and flying[0].delay == 0 and not flying[0].hold
    assert flying[0].start.center == scene.layout.hand.center
    assert scene.hits.rect(Loc("truck", index=1)).contains(flying[0].end)


def test_a_tile_dragged_onto_its_truck_does_not_fly_again(make):
    """The hand put it there: the drop is where it lands, nothing flies back and forth."""
    app, scene, session = make(animation="normal")
    app.step([key(pygame.K_d)])
    frames(app, 90)
    src = scene.layout.hand.center
    dst = scene.hits.rect(Loc("truck", index=0)).center
    drag(app, src, dst)
    assert session.state.trucks[0].tiles
    assert not _flights(scene)
