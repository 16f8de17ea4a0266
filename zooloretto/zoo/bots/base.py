"""What every bot shares: the interface, per-position randomness, honesty."""
from __future__ import annotations

import time

from ...common import BotBase
from ..rules.view import public_view


class Bot(BotBase):
    """A player that chooses from the public view only.

    `choose(view)` returns one of `legal_actions(view)`. The randomness of a
    decision is seeded by the bot's seed and the position, so the same bot
    in the same position decides the same way (with an iteration budget),
    and no state is kept between calls: one bot may serve several threads.
    """

    def choose_with_reason(self, view):
        """(action, short English reason) for the player to move."""
        started = time.perf_counter()      # a time budget covers the whole decision
        # Re-hiding is idempotent on a view and makes sure a full state
        # handed in by mistake reveals nothing.
        view = public_view(view)
        if view.game_over:
            raise ValueError("the game is over: there is no move to choose")
        return self._decide(view, self.rng_for(view), started)

    def _decide(self, view, rng, started):
        """(action, reason); `started` is when the decision began (perf_counter)."""
        raise NotImplementedError
