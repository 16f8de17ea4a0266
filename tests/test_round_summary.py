"""The end of a round, told in a card at both tables: who took which truck, the points each
has now and gained, babies and bonuses, who starts next; after the turn check, after the
round's last events landed, before the hand-over; let go with a click, Enter, Space or Esc;
never at a table of bots alone. The facts come from the rules' events and scores
(ui/round_facts.py), checked here against seeded games, an undo of the round's end included."""
from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from zooloretto.dice.rules import Load, Roll
from zooloretto.dice.rules import Take as DiceTake
from zooloretto.zoo.rules import Place, Take
from zooloretto.ui.headless import Table
from zooloretto.ui.kit import round_summary
from zooloretto.ui.round_facts import RoundWatch, totals
from zooloretto.ui.session import GameSession, Seat

from helpers import drawn_texts, game, load_truck, mark_taken
from test_turn_flow import do, session_with


# ------------------------------------------------------------------ the facts

@pytest.mark.parametrize("kind", ["zoo", "dice"])
def test_each_rounds_facts_are_the_rules_events_and_scores(kind):
    session = GameSession.new([Seat("A"), Seat("B"), Seat("C")], seed=5, game=kind)
    watch, rng = RoundWatch(session.record), random.Random(3)
    start, events, rounds = session.state.copy(), [], 0
    while not session.state.game_over:
        batch = session.play(rng.choice(session.legal()))
        n = len(session.record.actions)
        facts = watch.feed(batch, session.state, n)
        events += batch
        if not any(e.type == "round_ended" for e in batch):
            assert facts is None
            continue
        if session.state.game_over:          # the last round is told by the results
            assert facts is None
            break
        # an undo of the round's end, then the same step again: the same facts
        watch.undone(n - 1)
        assert watch.feed(batch, session.state, n) == facts
        rounds += 1
        now, then = totals(session.state), totals(start)
        took = {e.player: e for e in events if e.type == "truck_taken"}
        assert facts.round == session.state.round - 1 and facts.next_round == session.state.round
        assert facts.next_player == session.state.current
        for p in facts.players:
            assert p.points == now[p.seat] and p.gained == now[p.seat] - then[p.seat]
            assert p.truck == took[p.seat].truck
            assert p.load == tuple(getattr(took[p.seat], "tiles", None) or took[p.seat].faces)
            assert len(p.babies) == sum(e.type == "offspring_born" and e.player == p.seat for e in events)
            assert p.bonus_coins == sum(e.amount for e in events if e.type == "bonus_paid" and e.player == p.seat)
            assert p.bonus_points == sum(e.points for e in events if e.type == "bonus_crossed" and e.player == p.seat)
        start, events = session.state.copy(), []
    assert rounds >= 3


def test_a_game_loaded_in_the_middle_of_a_round_knows_where_the_round_began():
    session = GameSession.new([Seat("A"), Seat("B")], seed=8)
    rng = random.Random(1)
    while session.state.round < 3:
        session.play(rng.choice(session.legal()))
    start = session.state.copy()
    for _ in range(3):
        session.play(rng.choice(session.legal()))
    watch = RoundWatch(session.record)
    assert watch.start.to_json() == start.to_json() and len(watch.steps) == 3


# ------------------------------------------------------------------ the board table

def last_of_the_round(seats, tiles=("camel", "coin")):
    """Ana (seat 0) to move and the last in the round: truck 0 holds `tiles`."""
    s = game(len(seats), seed=2)
    load_truck(s, 0, list(tiles))
    for seat in range(1, len(seats)):
        mark_taken(s, seat, seat)
    return session_with(seats, s)


def click(t, pos=(30, 300)):
    t.drag(pos, pos)


def test_the_round_ends_in_a_summary_after_the_turn_check(monkeypatch):
    said = drawn_texts(monkeypatch, round_summary, "draw_text")
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=last_of_the_round(seats), confirm_turn=True, hand_overs=True)
    try:
        do(t, Take(0))
        do(t, Place("camel", "enclosure", 0))
        assert t.scene.flow.mode() == "check" and not t.scene.flow.summing_up   # the check first
        assert t.press("end_turn")
        assert t.scene.flow.summing_up and not t.scene.interactive()
        assert t.bots_move() == []
        assert {"End of round 1", "Ana starts round 2.", "Truck 1", "Ana", "Robo", "no truck"} <= set(said)
        click(t)                                                    # a click anywhere lets it go
        assert not t.scene.flow.summing_up and t.scene.interactive() and t.state.round == 2
    finally:
        t.close()


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE])
def test_the_summary_goes_with_enter_space_or_esc_and_no_pause_menu(key):
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=last_of_the_round(seats), hand_overs=True)
    try:
        do(t, Take(0))
        do(t, Place("camel", "enclosure", 0))
        assert t.scene.flow.summing_up
        t.key(key)
        assert not t.scene.flow.summing_up and t.app.top is t.scene and t.scene.interactive()
    finally:
        t.close()


def test_take_back_of_the_rounds_last_turn_takes_its_summary_back_too():
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=last_of_the_round(seats), confirm_turn=True, hand_overs=True)
    try:
        do(t, Take(0))
        do(t, Place("camel", "barn"))
        assert t.press("take_back") and t.state.round == 1
        t.app.step([])
        assert not t.scene.flow.summing_up
        do(t, Place("camel", "enclosure", 0))
        assert t.press("end_turn") and t.scene.flow.summing_up
        assert t.scene.flow.rounds.start.round == 2
        assert t.press("go_on") and not t.scene.flow.summing_up
    finally:
        t.close()


def test_the_summary_waits_until_the_rounds_last_events_landed():
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=last_of_the_round(seats, ("camel:male", "camel:female")), hand_overs=True)
    try:
        do(t, Take(0))
        do(t, Place("camel:male", "enclosure", 0))
        t.app.settings.animation_speed = "slow"       # the baby of the last placement pops up
        do(t, Place("camel:female", "enclosure", 0))
        assert t.state.round == 2
        frames = 0
        while t.scene.choreo.busy:
            assert not t.scene.flow.summing_up          # the round's end is still on its way
            t.app.step([], dt=0.05)
            frames += 1
        t.app.step([], dt=0.05)
        assert frames and t.scene.flow.summing_up
        assert len(t.scene.dialog.facts.players[0].babies) == 1
    finally:
        t.close()


def test_a_table_of_bots_alone_never_stops_for_a_summary():
    seats = [Seat("Robo", kind="bot", level="easy"), Seat("Bip", kind="bot", level="easy")]
    t = Table.open(session=GameSession.new(seats, seed=4), hand_overs=True)
    try:
        while t.state.round < 3:
            t.scene.turns.step(), t.scene.turns.step()
            t.app.step([])
            assert not t.scene.flow.summing_up and t.scene.dialog is None
    finally:
        t.close()


def test_in_a_hot_seat_game_the_summary_comes_before_the_hand_over():
    """Robo ends the round: the table tells it, then Robo starts the next one, then the
    table turns to Leo with the hand-over."""
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy"), Seat("Leo")]
    s = game(3, seed=2)
    load_truck(s, 0, ["camel", "camel", "camel"])       # full: Robo can only take it
    mark_taken(s, 0, 1)
    mark_taken(s, 2, 2)
    s.current = 1
    t = Table.open(session=session_with(seats, s), confirm_turn=True, hand_overs=True)
    try:
        assert not t.scene.flow.handing_over and t.scene.viewer == 0
        t.bots_move()
        assert t.state.round == 2 and t.scene.flow.summing_up and not t.scene.flow.handing_over
        assert t.bots_move() == []                         # nobody moves under the summary
        assert t.press("go_on") and not t.scene.flow.handing_over
        t.bots_move()                                      # Robo starts round 2
        assert t.state.current == 2 and t.scene.flow.handing_over
        assert t.scene.dialog.title_kwargs["name"] == "Leo"
    finally:
        t.close()


# ------------------------------------------------------------------ the dice table

def dice_round_nearly_over(seats, seed=4):
    """Three actions from the setup: P1 loaded two dice, P2 took a truck: P1 is alone."""
    session = GameSession.new(seats, seed=seed, game="dice")
    record = session.record
    record.play(Roll())
    for truck in (0, 1):
        record.play(Load(record.state.rolled[0], truck))
    record.play(DiceTake(0))
    assert record.state.current == 0 and record.state.sheets[1].taken is not None
    return session


def roll_and_load(t):
    t.drag(*t.where(Roll()))
    for _ in range(2):
        load = next(a for a in t.legal() if isinstance(a, Load))
        t.drag(*t.where(load))


def test_the_dice_round_ends_in_a_summary(monkeypatch):
    said = drawn_texts(monkeypatch, round_summary, "draw_text")
    seats = [Seat("Ana"), Seat("Robo", kind="bot", level="easy")]
    t = Table.open(session=dice_round_nearly_over(seats), confirm_turn=True, hand_overs=True,
                   size=(1024, 640))
    try:
        taken = t.state.trucks[1][:]
        t.drag(*t.where(DiceTake(1)))
        assert t.state.round == 2 and t.scene.flow.mode() == "check" and not t.scene.flow.summing_up
        assert t.press("end_turn") and t.scene.flow.summing_up
        facts = t.scene.dialog.facts
        assert facts.players[0].truck == 1 and list(facts.players[0].load) == taken
        assert facts.players[1].truck == 0 and facts.next_player == 0
        assert {"End of round 1", "Ana starts round 2.", "Truck 2", "Truck 1"} <= set(said)
        assert not t.legal()
        assert t.press("go_on") and not t.scene.flow.summing_up and t.legal()
    finally:
        t.close()
