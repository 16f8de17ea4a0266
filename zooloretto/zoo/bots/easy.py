"""Easy: a cheerful, forgiving opponent. It picks at random, but weighs the
dice towards sensible moves: animals join their own kind, stalls go on stall
spaces, full trucks get taken, and money is spent only on obvious things."""
from __future__ import annotations

from ..rules import legal_actions
from ..rules.legal import trucks_with_room
from ..rules.actions import Reveal, Take, MoveAnimal, Expand
from ..rules.expansions.exotic import MoveJungle
from ..rules.expansions.savings_book import Deposit
from ..rules.expansions.skunk import UseSkunk
from ..rules.tiles import ANIMAL_OF
from .base import Bot
from .describe import describe_action


# A newborn or a gift (expansions): where it may go, how much easy likes it there.
SETTLE_WEIGHTS = {"stall": 8.0, "enclosure": 4.0, "petting_zoo": 3.0, "barn": 1.0}


def _place_weight(zoo, a):
    if a.to == "stall":
        return 8.0
    if a.to == "barn":
        return 1.0
    if a.to == "jungle":                      # Exotic: the jungle board before the barn
        return 6.0
    if "@" in a.to:                           # a building site into another zoo: anywhere
        return 1.0
    pen = zoo.pens[a.index]
    if pen:
        return 4.0 + 3.0 * len(pen)          # join the biggest herd
    animal = ANIMAL_OF[a.tile]
    elsewhere = any(p and ANIMAL_OF[p[0]] == animal for p in zoo.pens[:zoo.open_pens])
    return 1.0 if elsewhere else 5.0


def _turn_weight(state, zoo, a):
    kind = type(a)
    if kind is Take:
        n = len(state.trucks[a.truck].tiles)
        return {1: 0.5, 2: 2.0}.get(n, 6.0)
    if kind is Reveal:
        # as keen to draw as it was when each truck was a draw of its own
        return 2.0 * len(trucks_with_room(state))
    if kind is MoveAnimal:
        pen = zoo.pens[a.index]
        return 1.5 if pen and zoo.coins >= 2 else 0.0
    if kind is Expand:
        return 0.5 if zoo.coins >= 4 else 0.0
    if kind is Deposit:
        return 0.5 if zoo.coins >= 2 else 0.0
    if kind is MoveJungle:
        return 1.5
    if kind is UseSkunk:
        return 1.0 if zoo.coins >= 3 else 0.0
    return 0.0                                # other money actions: never


class EasyBot(Bot):
    level = "easy"

    def _decide(self, view, rng, started=None):
        actions = legal_actions(view)
        zoo = view.zoos[view.current]
        if view.revealed is not None:
            weights = [1.0] * len(actions)        # the truck for the tile seen: any
        elif view.decisions:
            weights = [SETTLE_WEIGHTS.get(a.to, 1.0) for a in actions]
        elif view.pending:
            weights = [_place_weight(zoo, a) for a in actions]
        else:
            weights = [_turn_weight(view, zoo, a) for a in actions]
        if sum(weights) <= 0:
            weights = [1.0] * len(actions)
        action = rng.choices(actions, weights=weights)[0]
        return action, describe_action(action) + " (a hunch)"
