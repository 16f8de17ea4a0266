"""Easy: a cheerful opponent that follows its nose. It places animals when it can, plays
its other cards now and then, answers by chance and ends its turn when it feels done."""
from __future__ import annotations

from .base import Bot, describe_action, options

WEIGHTS = {"place": 6.0, "entrance": 3.0, "direct": 1.5, "addon": 1.5, "setting": 0.7,
           "sell": 0.6, "move": 0.2, "respond": 0.5, "end_turn": 1.0, "pass": 1.0}


class EasyBot(Bot):
    level = "easy"

    def _decide(self, view, rng):
        actions = [a for a in options(view) if not (view.moving and a.type == "move")]
        weights = [WEIGHTS.get(a.type, 1.0) for a in actions]
        action = rng.choices(actions, weights=weights)[0]
        return action, describe_action(action) + " (a hunch)"
