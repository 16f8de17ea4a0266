"""Computer players of the dice game, behind the board game's interface:

    from zooloretto.dice.bots import make_bot, LEVELS
    bot = make_bot("hard", seed=1, time_budget=1.0, iterations=None)
    action = bot.choose(public_view(state))       # one of legal_actions(view)

A bot reads the public view only (no seed, so no future roll), keeps nothing
between calls and, with `iterations` set, decides the same way every time.
"""
from __future__ import annotations

from .base import Bot
from .easy import EasyBot
from .hard import HardBot
from .medium import MediumBot

LEVELS = ("easy", "medium", "hard")
_CLASSES = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, seed: int = 0, time_budget: float = 1.0,
             iterations: int | None = None) -> Bot:
    """A bot of the given level ("easy", "medium" or "hard")."""
    try:
        cls = _CLASSES[level]
    except KeyError:
        raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}") from None
    if time_budget is not None and time_budget <= 0:
        raise ValueError("a bot's time budget must be a positive number of seconds")
    if iterations is not None and iterations < 1:
        raise ValueError("a bot's iteration budget must be at least 1")
    return cls(seed=seed, time_budget=time_budget, iterations=iterations)


__all__ = ["Bot", "LEVELS", "make_bot"]
