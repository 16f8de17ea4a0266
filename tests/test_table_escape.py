"""Esc has one meaning at both tables: it closes what is open (the round's summary, the money
question, the dice log, a piece or die in hand), else it opens the pause menu. It never
answers the hot-seat hand-over: there it opens the pause menu, and the hand-over is still
there, waiting for its Ready, when the menu is left."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from zooloretto.dice.rules import Roll
from zooloretto.dice.rules.places import Loc as DiceLoc
from zooloretto.zoo.rules import Place, Take, cost_of
from zooloretto.zoo.rules.places import Loc
from zooloretto.ui.headless import Table
from zooloretto.ui.session import GameSession, Seat

from helpers import game, load_truck, set_zoo
from test_turn_flow import session_with

PEOPLE = [Seat("Ana"), Seat("Leo")]


def paused(t) -> bool:
    return getattr(t.app.top, "screen_name", None) == "pause"


def esc(t):
    t.key(pygame.K_ESCAPE)


def test_board_esc_on_the_hand_over_opens_the_menu_and_the_hand_over_waits():
    s = game(2, seed=2)
    load_truck(s, 0, ["camel"])
    t = Table.open(session=session_with(PEOPLE, s), hand_overs=True)
    try:
        assert t.scene.flow.handing_over
        esc(t)
        assert paused(t)
        esc(t)                                            # Esc leaves the menu again
        assert t.app.top is t.scene and t.scene.flow.handing_over and not t.scene.interactive()
        assert t.press("ready") and t.scene.interactive()
    finally:
        t.close()


def test_board_esc_lets_go_of_a_piece_in_hand_then_opens_the_menu():
    s = game(2, seed=2)
    load_truck(s, 0, ["camel"])
    t = Table.open(session=session_with([Seat("Ana"), Seat("Robo", kind="bot", level="easy")], s))
    try:
        truck = t.scene.hits.point(Loc("truck", index=0))
        t.drag(truck, truck)                              # a click picks the truck up
        assert t.scene.hand.selected is not None
        esc(t)
        assert t.scene.hand.selected is None and not paused(t)
        esc(t)
        assert paused(t)
    finally:
        t.close()


def test_board_esc_cancels_the_money_question():
    s = game(2, seed=2)
    set_zoo(s, 0, barn=["camel"], coins=3)
    t = Table.open(session=session_with([Seat("Ana"), Seat("Robo", kind="bot", level="easy")], s))
    try:
        t.app.settings.confirm_money_actions = True
        paid = next(a for a in t.legal() if cost_of(a))
        t.scene.attempt(paid)
        assert t.scene.confirm is not None and t.scene.dialog is not None
        esc(t)
        assert t.scene.confirm is None and t.scene.dialog is None and not paused(t)
        assert t.scene.session.record.actions == [] and t.state.zoos[0].coins == 3
    finally:
        t.close()


def dice_table(seats, **kw):
    return Table.open(session=GameSession.new(seats, seed=3, game="dice"), size=(1024, 640), **kw)


def test_dice_esc_on_the_hand_over_opens_the_menu_and_the_hand_over_waits():
    t = dice_table([Seat("Ana"), Seat("Leo")], hand_overs=True)
    try:
        t.scene.log.toggle()                              # the log open under the hand-over
        assert t.scene.flow.handing_over and t.scene.log.open
        esc(t)
        assert paused(t)
        esc(t)
        assert t.app.top is t.scene and t.scene.flow.handing_over and t.legal() == []
        assert t.press("ready") and t.legal()
    finally:
        t.close()


def test_dice_esc_closes_the_log_then_lets_go_of_a_die_then_opens_the_menu():
    t = dice_table([Seat("Ana"), Seat("Robo", kind="bot", level="easy")])
    try:
        t.drag(*t.where(Roll()))
        t.key(pygame.K_l)                                 # the log opens beside the table...
        die = t.scene.layout.point(DiceLoc("tray", slot=0))
        t.drag(die, die)                                  # ...which plays on: a click picks a die up
        assert t.scene.log.open and t.scene.hand.selected is not None
        esc(t)
        assert not t.scene.log.open and t.scene.hand.selected is not None and not paused(t)
        esc(t)
        assert t.scene.hand.selected is None and not paused(t)
        esc(t)
        assert paused(t)
    finally:
        t.close()


def test_esc_at_a_finished_turn_check_opens_the_menu_and_the_check_stays():
    s = game(2, seed=2)
    load_truck(s, 0, ["camel"])
    t = Table.open(session=session_with([Seat("Ana"), Seat("Robo", kind="bot", level="easy")], s),
                   confirm_turn=True)
    try:
        t.drag(*t.where(Take(0)))
        t.drag(*t.where(Place("camel", "barn")))
        assert t.scene.flow.mode() == "check"
        esc(t)
        assert paused(t)
        esc(t)
        assert t.scene.flow.mode() == "check" and t.press("end_turn")
    finally:
        t.close()
