"""Action A at the board table, as the book has it: the stack's top is turned over for
everybody first (Reveal), then the tile seen goes on a truck of the player's choice (Load).

Through the headless table (zooloretto/ui/headless.py): a drag of the stack's top turns the
tile over into the hand between the stacks, where it stays, visible, wherever it is let go;
a drag of it onto a truck loads it; the keys D and 1-5; a save taken with a tile in hand;
whole seeded games with bots, 2 to 5 players, with and without the expansions."""
from __future__ import annotations

import random

import pygame
import pytest

from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat
from zooloretto.zoo.rules import Load, Loc, Reveal
from zooloretto.zoo.rules.check import check_state
from zooloretto.words.zoo import tile_name

from sampling import quick
from table_helpers import rounds_off_the_table

HAND = Loc("hand")
FOUR = ["savings-book", "petting-zoo", "buildings", "polar-bear"]     # the table's expansions


@pytest.fixture
def opened(tmp_path):
    tables = []

    def open_(session, **kw):
        t = Table.open(session=session, saves_dir=tmp_path, **kw)
        tables.append(t)
        return t
    yield open_
    for t in tables:
        t.close()


def person_and_bots(n, seed=5, expansions=None):
    seats = [Seat("Ana")] + [Seat(f"Bot{i}", "bot", "easy") for i in range(1, n)]
    return GameSession.new(seats, seed=seed, expansions=expansions)


def pixels(t, rect):
    t.app.step([])
    return pygame.image.tobytes(t.app.screen.subsurface(rect), "RGB")


def test_dragging_the_stacks_top_shows_the_tile_in_hand_and_a_drag_puts_it_on_a_truck(opened):
    t = opened(person_and_bots(3))
    hand = t.scene.layout.hand
    face = hand.inflate(-hand.w // 3, -hand.h // 3)  # (the stacks' counts may reach its edge)
    top = t.state.draw_pile[-1]
    empty_hand = pixels(t, face)
    stack_xy, _ = t.where(Reveal())
    # dragged off the stack and let go on the zoo: turned over, and it stays in hand
    events = t.drag(stack_xy, t.scene.layout.zoo_area.center)
    assert [e.type for e in events] == ["tile_drawn"] and events[0].tile == top
    assert t.state.revealed == top and t.state.current == 0
    assert t.refusal is None or t.refusal.code == "not_a_move"    # nothing told: it is in hand
    assert t.scene.hits.piece_at(hand.center) == HAND
    assert pixels(t, face) != empty_hand              # drawn there, face up
    lines = t.hover(hand.center)                      # its name, and that it cannot go back
    assert lines[0].lower() == tile_name(top).lower() and "cannot go back" in lines[1]
    assert {type(a) for a in t.legal()} == {Load}     # only a truck may take it now
    # onto truck 2: the tile seen goes there, and the turn passes
    piece, drop = t.where(Load(1))
    assert piece == hand.center
    events = t.drag(piece, drop)
    assert [e.type for e in events][:1] == ["tile_loaded"]
    assert t.state.trucks[1].tiles == [top] and t.state.revealed is None
    assert t.state.current == 1
    assert pixels(t, face) == empty_hand              # the hand is empty again


def test_a_drawn_tile_let_go_anywhere_but_a_truck_stays_revealed(opened):
    t = opened(person_and_bots(4, seed=8))
    t.drag(*t.where(Reveal()))                        # a click on the stack's top
    tile, played = t.state.revealed, len(t.scene.session.record.actions)
    assert tile is not None and played == 1
    hand = t.scene.layout.hand.center
    L = t.scene.layout
    for where in (L.zoo_area.center, L.draw_stack.center, L.end_stack.center, L.bank.center,
                  L.log.center, (hand[0] + 3, hand[1] + 2)):
        assert t.drag(hand, where) == []
        assert t.state.revealed == tile and len(t.scene.session.record.actions) == played
        assert t.refusal is None or t.refusal.code in ("not_a_move", "same_place")
        # still held, its trucks still lit: the drawn tile has nowhere else to go
        held = t.scene.hand
        assert held.selected == Loc("hand")
        assert {d.index for d in held.moves if d.area == "truck"} == {0, 1, 2, 3}
    # another piece may not be played meanwhile: the rules' reason is told
    assert t.drag(L.draw_stack.center, L.trucks[0].center) == []
    assert t.refusal is not None and t.refusal.code == "must_load"
    assert t.state.revealed == tile


def test_keys_d_and_1_to_5(opened):
    t = opened(person_and_bots(5, seed=3))
    top = t.state.draw_pile[-1]
    t.key(pygame.K_d)
    assert t.state.revealed == top
    t.key(pygame.K_d)                                 # no second draw
    assert len(t.scene.session.record.actions) == 1
    t.key(pygame.K_5)
    assert t.state.trucks[4].tiles == [top] and t.state.revealed is None
    assert t.state.current == 1
    t.bots_move()
    assert t.state.current == 0
    t.key(pygame.K_d)
    second = t.state.revealed
    t.key(pygame.K_KP2)                               # the keypad's digits too
    assert t.state.trucks[1].tiles[-1] == second


def test_a_save_taken_with_a_tile_in_hand_opens_with_it_there(tmp_path, opened):
    t = opened(person_and_bots(2, seed=4))
    t.drag(*t.where(Reveal()))
    tile = t.state.revealed
    path = t.scene.session.save_as("in hand")
    again = opened(GameSession.load(path))
    assert again.state.revealed == tile
    hand = again.scene.layout.hand
    assert again.scene.hits.piece_at(hand.center) == HAND
    assert again.scene.choreo.shown.revealed == tile  # drawn in the hand
    assert again.press("table_undo") is False         # it was seen: no taking it back
    events = again.drag(*again.where(Load(2)))
    assert events and again.state.trucks[2].tiles[-1] == tile


def person_turn(t, rng):
    """The person plays one action by hand: a drawn tile onto a truck of their choice, else
    any legal action (money actions now and then); returns the action and its events."""
    legal = t.legal()
    loads = [a for a in legal if isinstance(a, Load)]
    if loads:
        action = rng.choice(loads)
    else:
        plain = [a for a in legal if type(a).__name__ in ("Reveal", "Take", "Place", "Settle")]
        action = rng.choice(plain if plain and rng.random() < 0.9 else legal)
    events = t.drag(*t.where(action))
    assert events, f"{action} refused: {t.refusal}"
    assert t.scene.session.record.actions[-1] == action
    return action, events


@pytest.mark.parametrize("n,expansions", [(2, None), (3, FOUR), (4, None), (5, FOUR), (2, FOUR)])
def test_a_whole_seeded_game_by_hand_and_bots_through_the_table(opened, n, expansions):
    session = person_and_bots(n, seed=10 + n, expansions=expansions)
    rounds_off_the_table(session, quick(0, 7))     # the quick run: the last rounds at the table
    t = opened(session)
    rng = random.Random(n)
    kinds = set()
    for _ in range(3000):
        if t.state.game_over:
            break
        if t.scene.is_bot(t.state.current):
            events = t.bots_move()
            kinds |= {e.type for e in events}
            continue
        action, events = person_turn(t, rng)
        kinds |= {type(action).__name__} | {e.type for e in events}
        assert t.scene.choreo.shown.to_json() == t.state.to_json()
    assert t.state.game_over, "the game did not end"
    check_state(t.state)
    assert {"Reveal", "Load", "Take", "Place"} <= kinds
    assert {"tile_drawn", "tile_loaded", "end_triggered", "game_ended"} <= kinds
    # the record replays to the very table shown
    assert t.scene.session.record.replay().to_json() == t.state.to_json()
