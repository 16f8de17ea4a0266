"""The board game's lesson: a 2-player game (the learner at seat 0, a gentle bot at
seat 1) from seed 447, whose first tiles are, top first:

    ice cream stall, kangaroo (male), leopard, leopard, coin, leopard, kangaroo (female),
    coin, camel, balloon stall, elephant, elephant, flamingo, drinks stall, coin, ...

Three rounds and a half of scripted play bring every rule up when it first matters:
drawing a tile (everybody sees it) and putting it on a truck, the 2-player blocked spaces, taking a truck ends
your round, unloading, one kind per enclosure, stalls, the leftover truck, coins on a
truck, a baby born of a pair, full and one short (with its coins), the barn and its
penalty, the four money actions, an expansion board. Then the last 15 tiles and the
scoring are told, and the learner plays on with tips. Enclosure 0 is the 4-space one
(two stall spaces), 1 the 5-space one, 2 the 6-space one, 3 the first expansion board.
"""
from __future__ import annotations

from ..zoo.rules.actions import Expand, Load, MoveAnimal, Place, Reveal, Take
from . import Bot, Do, Lesson, Say, Tip


def _draw(key: str, truck: int) -> tuple:
    """The learner's action A, in its two steps: turn the stack's top over (the note
    `key`), then put the tile seen on `truck`."""
    return Do(key, Reveal()), Do("lesson.board.load", Load(truck))


def _bot_draws(truck: int) -> tuple:
    return Bot(Reveal()), Bot(Load(truck))


def _bot_barn_for_sale(state) -> bool:
    """The learner could buy from the bot's barn (2 coins), on the learner's own turn."""
    you, bot = state.zoos[0], state.zoos[1]
    return state.current == 0 and not state.pending and bool(bot.barn) and you.coins >= 2


def _second_board(state) -> bool:
    you = state.zoos[0]
    return (state.current == 0 and not state.pending and you.coins >= 3
            and you.expanded < you.expansions)


def _last_round(state) -> bool:
    return state.end_triggered and not state.game_over


STEPS = (
    # Round 1: the learner starts.
    Say("lesson.board.welcome"),
    Say("lesson.board.goal"),
    *_draw("lesson.board.draw", 0),
    *_bot_draws(0),
    *_draw("lesson.board.draw_again", 0),
    *_bot_draws(2),
    Say("lesson.board.blocked"),
    Do("lesson.board.take", Take(0)),
    Do("lesson.board.unload", Place("kangaroo:male", "enclosure", 0)),
    Do("lesson.board.one_kind", Place("leopard", "enclosure", 1)),
    Do("lesson.board.stall", Place("stall:ice_cream", "stall", 0)),
    *_bot_draws(1),
    Bot(Take(2)),
    Bot(Place("leopard", "enclosure", 0)),
    # Round 2: the bot took the last truck, so it starts.
    *_bot_draws(2),
    Say("lesson.board.leftover"),
    *_draw("lesson.board.new_round", 0),
    *_bot_draws(0),
    *_draw("lesson.board.coin_tile", 0),
    *_bot_draws(1),
    Do("lesson.board.take_coins", Take(0)),
    Do("lesson.board.pair", Place("kangaroo:female", "enclosure", 0)),
    Say("lesson.board.baby"),
    Do("lesson.board.camel", Place("camel", "enclosure", 2)),
    *_bot_draws(1),
    Bot(Take(1)),
    Bot(Place("stall:balloons", "stall", 0)),
    Bot(Place("elephant", "enclosure", 1)),
    # Round 3: the bot starts again.
    *_bot_draws(2),
    *_draw("lesson.board.your_turn", 0),
    *_bot_draws(1),
    *_draw("lesson.board.draw_more", 0),
    *_bot_draws(1),
    *_draw("lesson.board.fill_truck", 0),
    Bot(Take(2)),
    Bot(Place("elephant", "enclosure", 1)),
    Do("lesson.board.take_last", Take(0)),
    Do("lesson.board.full", Place("kangaroo", "enclosure", 0)),
    Say("lesson.board.full_paid"),
    Do("lesson.board.barn", Place("flamingo", "barn")),
    # Round 4: the learner took the last truck and starts.
    Say("lesson.board.money"),
    Do("lesson.board.expand", Expand()),
    *_bot_draws(1),
    Do("lesson.board.move", MoveAnimal("flamingo", 3)),
    *_bot_draws(2),
    Say("lesson.board.last_15"),
    Say("lesson.board.scoring"),
    Say("lesson.board.play_on"),
)

TIPS = (
    Tip("buy", "lesson.board.tip_buy", _bot_barn_for_sale),
    Tip("second_board", "lesson.board.tip_second_board", _second_board),
    Tip("last_round", "lesson.board.tip_last_round", _last_round),
)

LESSON = Lesson(name="board", game="zoo", seed=447, learner=0, players=2, steps=STEPS,
                tips=TIPS)
