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
from .hard import HardBot, EVALUATIONS

LEVELS = ("easy", "medium", "hard")
_CLASSES = {"easy": EasyBot, "medium": MediumBot, "hard": HardBot}


def make_bot(level: str, seed: int = 0, time_budget: float = 1.0,
             iterations: int | None = None, evaluation: str | None = None) -> Bot:
    """A bot of the given level ("easy", "medium" or "hard"); `evaluation` chooses
    how hard values its futures ("hand" or "learned", hard.py; None: its default)."""
    bot = make_level_bot(_CLASSES, level, seed, time_budget, iterations)
    if evaluation is not None:
        if level != "hard" or evaluation not in EVALUATIONS:
            raise ValueError(f"evaluation {evaluation!r} is for the hard bot: one of {', '.join(EVALUATIONS)}")
        bot.evaluation = evaluation
    return bot


__all__ = ["Bot", "LEVELS", "make_bot"]
