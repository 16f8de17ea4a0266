"""Models of the rival in the hard bot's imagined futures of a game for two (issue 36;
`MediumReplies` as shipped, docs/bots.md "The game for two", fourth attempt).

`MediumReplies` makes the rival play the medium bot's own choice. That choice is
costly (the medium bot weighs every legal move), so it is worked out once per
position a search meets, under the position's public key (the unseen tiles as a
multiset: the medium bot reads nothing else), for the rival's first `depth`
decisions of each future and up to a budget of new positions a search; past
them the rival plays the futures' own policy (without exploring if `keen`).
"""
from __future__ import annotations

import os

from .evaluate import zoo_key
from .medium import best_scored
from .rollout import fast_action

REPLY_BUDGET = 40       # new positions weighed by the medium bot, per search
REPLY_DEPTH = None      # the rival's first decisions of a future it makes so (None: all)
REPLY_KEEN = True       # past them, the rival does not explore


KNOBS = ("budget", "depth", "keen")


def _knobs():
    """ZOOLORETTO_HARD_REPLY="budget=200,depth=2,keen=0" for an arena run (docs/bots.md);
    a name not known or a value not a whole number is refused."""
    out = {}
    for part in os.environ.get("ZOOLORETTO_HARD_REPLY", "").split(","):
        if not part.strip():
            continue
        name, _, value = part.partition("=")
        if name.strip() not in KNOBS or not value.strip().isdigit():
            raise ValueError(f"ZOOLORETTO_HARD_REPLY: {part.strip()!r} is not one of"
                             f" {', '.join(k + '=N' for k in KNOBS)}")
        out[name.strip()] = int(value)
    return out


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

    def __init__(self, seat: int, budget: int | None = None, depth: int | None = None,
                 keen: bool | None = None):
        knobs = _knobs()
        self.seat = seat
        self.budget = budget if budget is not None else knobs.get("budget", REPLY_BUDGET)
        self.depth = depth if depth is not None else knobs.get("depth", REPLY_DEPTH)
        self.keen = keen if keen is not None else bool(knobs.get("keen", REPLY_KEEN))
        self.choices = {}
        self._future = None       # the state of the future being played (kept alive)
        self._made = 0            # the rival's decisions made so in it

    def __call__(self, state, rng, ctx):
        if state.current == self.seat or state.pending or state.decisions:
            return None
        if state is not self._future:
            self._future, self._made = state, 0
        key = public_key(state)
        action = self.choices.get(key)
        deep = self.depth is not None and self._made >= self.depth
        if action is None and (deep or len(self.choices) >= self.budget):
            return fast_action(state, rng, ctx, sharp=True) if self.keen else None
        if action is None:
            action = self.choices[key] = best_scored(state)[1]
        self._made += 1
        return action
