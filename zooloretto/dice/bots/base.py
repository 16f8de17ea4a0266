"""What every dice bot shares: the interface, per-position randomness, honesty."""
from __future__ import annotations

from ...common import BotBase
from ..rules.view import public_view


class Bot(BotBase):
    """A player that chooses from the public view only.

    `choose(view)` returns one of `legal_actions(view)`. The view has no seed, so
    the bot cannot know the next roll; it imagines rolls with its own randomness,
    seeded by the bot's seed and the position (the same bot in the same position
    decides the same way with an iteration budget). Nothing is kept between calls.
    """
    rng_tag = "dice-"

    def choose_with_reason(self, view):
        """(action, short English reason) for the player to move."""
        view = public_view(view)           # a full state handed in by mistake reveals nothing
        if view.game_over:
            raise ValueError("the game is over: there is no move to choose")
        return self._decide(view, self.rng_for(view))

    def _decide(self, view, rng):
        raise NotImplementedError


def describe_action(action) -> str:
    if action.type == "roll":
        return "roll two dice"
    if action.type == "load":
        return f"put the {action.face} on truck {action.truck + 1}"
    return f"take truck {action.truck + 1}"
