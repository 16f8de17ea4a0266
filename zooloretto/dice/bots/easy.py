"""Easy: a cheerful opponent that mostly follows its nose. It rolls while the
trucks are thin, takes a truck with more dice more willingly, and drops dice
on trucks at random."""
from __future__ import annotations

from ..rules import legal_actions
from .base import Bot, describe_action


class EasyBot(Bot):
    level = "easy"

    def _decide(self, view, rng):
        actions = legal_actions(view)
        weights = []
        for a in actions:
            if a.type == "take":
                weights.append({1: 0.3, 2: 1.0}.get(len(view.trucks[a.truck]), 2.5))
            else:
                weights.append(1.5 if a.type == "roll" else 1.0)
        action = rng.choices(actions, weights=weights)[0]
        return action, describe_action(action) + " (a hunch)"
