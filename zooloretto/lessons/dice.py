"""The dice game's lesson: a 2-player game (the learner at seat 0, a gentle bot at seat 1)
from seed 3408. The dice game's only chance is its rolls (dice/rules/state.roll_faces: the
seed and the roll's number), and this seed was chosen by a search for rolls that teach:

    roll 1  crocodile, coin      the learner: the crocodile's one box, a bonus, a coin
    roll 2  lion, ostrich        the bot: no crocodile, so the bonus stays the learner's
    roll 3  monkey, coin         the learner: a third die fills the truck, the other must go too
    roll 4  crocodile, elephant  the learner again: a second crocodile, for the barn
    roll 5  lion, monkey         the bot
    roll 6  ostrich, coin        the learner fills the truck; the bot takes its own, and
                                 the learner, alone in the round, takes the last one

Two rounds bring up: rolling, loading (both dice on one truck or
on two, a truck's three crates, every rolled die loaded), taking a truck (it ends your
round; the others play on), each die crossing a box, the first-to-fill bonus, coins and
their groups, the barn and its penalty, a round's end (who starts the next), then the last
round and the scoring are told, and the learner plays on with tips.
"""
from __future__ import annotations

from ..dice.rules import components as C
from ..dice.rules.actions import Load, Roll, Take
from . import Bot, Do, Lesson, Say, Tip


def _first_coin_group(state) -> bool:
    """The learner's first coin group is complete, on the learner's turn."""
    return state.current == 0 and not state.rolled and state.sheets[0].coins >= C.COIN_GROUPS[0]


def _last_round(state) -> bool:
    return state.last_round and not state.game_over


STEPS = (
    # Round 1: the learner starts.
    Say("lesson.dice.welcome"),
    Say("lesson.dice.goal"),
    Do("lesson.dice.roll", Roll()),
    Do("lesson.dice.load", Load("crocodile", 0)),
    Do("lesson.dice.load_same", Load("coin", 0)),
    Bot(Roll()),
    Bot(Load("lion", 1)),
    Bot(Load("ostrich", 1)),
    Do("lesson.dice.roll_again", Roll()),
    Do("lesson.dice.fill", Load("monkey", 0)),
    Do("lesson.dice.every_die", Load("coin", 2)),
    Bot(Take(1)),
    Do("lesson.dice.take", Take(0)),
    Say("lesson.dice.crossed"),
    Say("lesson.dice.bonus"),
    Say("lesson.dice.coins"),
    # Round 2: the learner took the last truck, so the learner starts.
    Do("lesson.dice.new_round", Roll()),
    Do("lesson.dice.again", Load("crocodile", 0)),
    Do("lesson.dice.elephant", Load("elephant", 0)),
    Bot(Roll()),
    Bot(Load("lion", 1)),
    Bot(Load("monkey", 1)),
    Do("lesson.dice.roll_or_take", Roll()),
    Do("lesson.dice.fill_again", Load("ostrich", 0)),
    Do("lesson.dice.spare_die", Load("coin", 2)),
    Bot(Take(1)),
    Do("lesson.dice.alone", Take(0)),
    # Round 3: the learner took the last truck again and starts.
    Say("lesson.dice.barn"),
    Say("lesson.dice.the_end"),
    Say("lesson.dice.scoring"),
    Say("lesson.dice.play_on"),
)

TIPS = (
    Tip("coin_group", "lesson.dice.tip_coin_group", _first_coin_group),
    Tip("last_round", "lesson.dice.tip_last_round", _last_round),
)

LESSON = Lesson(name="dice", game="dice", seed=3408, learner=0, players=2, steps=STEPS, tips=TIPS)
