"""Computer opponents. All levels share one interface:

    from zooloretto.zoo.bots import make_bot, LEVELS
    bot = make_bot("hard", seed=1, time_budget=1.0, iterations=None)
    action = bot.choose(public_view(state))       # one of legal_actions(view)

A bot reads the public view only, keeps nothing between calls (safe in a
worker thread) and, with `iterations` set, decides the same way every time.
"""
from __future__ import annotations

from ...common import make_level_bot
from .base import Bot
from .easy import EasyBot
from .medium import MediumBot
from .hard import HardBot

LEVELS = ("easy", "medium", "hard")
_CLASSES = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, seed: int = 0, time_budget: float = 1.0,
             iterations: int | None = None) -> Bot:
    """A bot of the given level ("easy", "medium" or "hard")."""
    return make_level_bot(_CLASSES, level, seed, time_budget, iterations)


__all__ = ["Bot", "LEVELS", "make_bot"]
