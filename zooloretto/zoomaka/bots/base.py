"""What every Zoomaka bot shares: the interface, per-position randomness, honesty."""
from __future__ import annotations

from ...common import BotBase
from ..rules.view import public_view


class Bot(BotBase):
    """A player that chooses from the public view only.

    `choose(view)` returns one of `legal_actions(view)` for `view.current`, who must decide
    now (in their turn or when the rules ask them out of turn). The view hides the other
    hands and banks, the Draw pile's order and the seed; a bot guesses them with its own
    randomness (`view.determinize`), seeded by the bot's seed and the position, so the
    same bot in the same position decides the same way with an iteration budget.
    """
    rng_tag = "zoomaka-"

    def choose_with_reason(self, view):
        """(action, short English reason) for the player who must decide now."""
        view = public_view(view)           # a full state handed in by mistake reveals nothing
        if view.game_over:
            raise ValueError("the game is over: there is no move to choose")
        return self._decide(view, self.rng_for(view))

    def _decide(self, view, rng):
        raise NotImplementedError


def describe_action(action) -> str:
    kind = action.type
    card = getattr(action, "card", "")
    if kind == "place":
        return f"place {card} as {action.section}"
    if kind == "end_turn":
        return "draw to end the turn"
    if kind == "pass":
        return "let it happen"
    return f"{kind.replace('_', ' ')} {card}".strip()
