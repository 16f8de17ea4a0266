"""Models of the rival in the hard bot's imagined futures of a game for two (issue 36,
off as shipped: docs/bots.md, "The game for two").

`MediumReplies` makes the rival play the medium bot's own choice. That choice is
costly (the medium bot weighs every legal move), so it is worked out once per
position a search meets, under the position's public key (the unseen tiles as a
multiset: the medium bot reads nothing else), and only up to a budget of new
positions a search; past it the rival plays the futures' own policy, without
exploring.
"""
from __future__ import annotations

from .evaluate import zoo_key
from .medium import best_scored
from .rollout import fast_action

REPLY_BUDGET = 40       # new positions weighed by the medium bot, per search


def public_key(state) -> tuple:
    """What a player sees of `state`, hashable: equal for two deals of the same view."""
    return (state.current, state.round, state.revealed, tuple(state.pending),
            state.pending_slots, state.end_triggered, state.bank, len(state.draw_pile),
            tuple(sorted(state.draw_pile + state.end_pile)),
            tuple(zoo_key(z) for z in state.zoos),
            tuple((tuple(t.tiles), t.taken_by) for t in state.trucks),
            repr(state.decisions) if state.decisions else None,
            repr(state.extra) if state.extra else None,
            tuple(sorted(state.offspring.items())))


class MediumReplies:
    """A futures' policy (`play_out(policy=...)`) for the players other than `seat`:
    the medium bot's choice where the search can afford it. Placing a truck's tiles
    and answering decisions stay with the futures' own policy (None)."""

    def __init__(self, seat: int, budget: int = REPLY_BUDGET):
        self.seat = seat
        self.budget = budget
        self.choices = {}

    def __call__(self, state, rng, ctx):
        if state.current == self.seat or state.pending or state.decisions:
            return None
        key = public_key(state)
        action = self.choices.get(key)
        if action is None:
            if len(self.choices) >= self.budget:
                return fast_action(state, rng, ctx, sharp=True)
            action = self.choices[key] = best_scored(state)[1]
        return action
