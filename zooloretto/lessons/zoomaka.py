"""Zoomaka's lesson: a 2-player card game (the learner at seat 0, a gentle bot at seat 1)
from seed 1250. The deal is the game's only chance here (rules/state.new_game shuffles by
the seed; no scripted move draws at random), and this seed was chosen by a search for a deal
that teaches, move by move:

    turn 1  the learner  two ocean animals: one starts the section, one joins it; a card
                         sold to the bank; the Draw pile ends the turn
    turn 2  the bot      Capture aimed at the learner's ocean animal, stopped by the
                         learner's No Way! (a Response, out of turn); two cards sold
    turn 3  the learner  an Entrance on the ocean section: the bot pays the fee from its
                         bank (5 for 3: no change); a reptile starts a second section; an
                         Add-on joins the ocean section; the draw
    turn 4  the bot      draws at once

After each of the learner's actions the bot is asked whether to answer it (Direct Capture
an animal, Quick Delivery), as every opponent holding cards is (rules/legal.py to_ask): it
lets it be; the learner is asked so after the bot's two sales and lets them be.

The search asked: a pair of one-type animals and an Entrance for their type in the
learner's hand, No Way! there after the first draw, a Direct card of the bot's that aims
at the learner, and a bot bank that pays the fee card by card. Then what completes a
section and wins, and the learner plays on with tips.
"""
from __future__ import annotations

from ..zoomaka.rules import (AddOn, Direct, EndTurn, Entrance, Pass, Pay, Place, Respond, Sell,
                             decision)
from ..zoomaka.rules.zoo import complete_count
from . import Bot, Do, Lesson, Say, Tip

LEARNER = 0


def _asked_to_pay(state) -> bool:
    """The learner is asked for a fee (an opponent's Entrance)."""
    return not state.game_over and state.current == LEARNER and decision(state) == "fee"


def _first_complete(state) -> bool:
    """The learner's first section is complete, on the learner's turn."""
    return (not state.game_over and state.current == LEARNER and decision(state) == "turn"
            and complete_count(state.players[LEARNER]) >= 1)


STEPS = (
    Say("lesson.zoomaka.welcome"),
    Say("lesson.zoomaka.goal"),
    Say("lesson.zoomaka.turn"),
    # Turn 1: the learner.
    Do("lesson.zoomaka.place_first", Place("ocean-4", "ocean")),
    Bot(Pass()),                  # every opponent holding cards is asked (Direct Capture?)
    Do("lesson.zoomaka.place_more", Place("ocean-1", "ocean")),
    Bot(Pass()),
    Do("lesson.zoomaka.sell", Sell("stray_animals-2")),
    Bot(Pass()),                  # any action of another may be answered (Quick Delivery)
    Do("lesson.zoomaka.draw", EndTurn()),
    # Turn 2: the bot aims a Capture at the ocean section; No Way! stops it.
    Bot(Direct("capture-3", 0, "ocean-4", "ocean")),
    Do("lesson.zoomaka.respond", Respond("no_way-3")),
    Bot(Sell("bird-4")),
    Do("lesson.zoomaka.let_be", Pass()),     # the learner may answer the bot's actions too
    Bot(Sell("big_five-5")),
    Do("lesson.zoomaka.let_be_again", Pass()),
    Bot(EndTurn()),
    # Turn 3: the learner charges a fee, starts a second section, adds an Add-on.
    Do("lesson.zoomaka.entrance", Entrance("two_color_entrance-7", "ocean")),
    Bot(Pay("bird-4")),
    Bot(Pay("big_five-5")),
    Say("lesson.zoomaka.paid"),
    Do("lesson.zoomaka.new_section", Place("reptile-1", "reptile")),
    Bot(Pass()),
    Do("lesson.zoomaka.addon", AddOn("ice_cream_stand-1", "ocean")),
    Bot(Pass()),
    Do("lesson.zoomaka.draw_again", EndTurn()),
    # Turn 4: the bot only draws (a placement of its own would ask the learner out of turn).
    Bot(EndTurn()),
    Say("lesson.zoomaka.complete"),
    Say("lesson.zoomaka.the_end"),
    Say("lesson.zoomaka.play_on"),
)

TIPS = (
    Tip("fee", "lesson.zoomaka.tip_fee", _asked_to_pay),
    Tip("complete", "lesson.zoomaka.tip_complete", _first_complete),
)

LESSON = Lesson(name="zoomaka", game="zoomaka", seed=1250, learner=LEARNER, players=2,
                steps=STEPS, tips=TIPS)
