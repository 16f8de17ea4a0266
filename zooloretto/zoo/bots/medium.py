"""Medium: look one move ahead and keep the move the evaluation likes best.

Before it is drawn a tile is unknown, so drawing is worth the average over the
unseen tiles of the best truck for each (the truck is chosen once the tile is
seen); taking a truck is worth the best greedy unloading of it.
"""
from __future__ import annotations

from collections import Counter

from ..rules import legal_actions, apply
from ..rules.actions import Reveal, Take
from ..rules.tiles import ANIMAL_OF, STALL_OF
from ..rules.expansions.savings_book import Deposit
from . import evaluate as E
from .base import Bot
from .describe import describe_action
from .expansion_values import action_bonus, deposit_cost


def with_top(state, tile):
    """A copy of `state` whose next drawn tile is `tile` (one of the unseen)."""
    s = state.copy()
    hidden = s.draw_pile + s.end_pile
    hidden.remove(tile)
    cut = len(s.draw_pile)
    if cut:
        s.draw_pile, s.end_pile = hidden[:cut - 1] + [tile], hidden[cut - 1:]
    else:
        s.end_pile = hidden + [tile]
    return s


def draw_outcomes(state):
    """(tile, probability) for the next draw; tiles that the evaluation cannot
    tell apart (sexes of one animal) are merged into one representative."""
    hidden = state.draw_pile + state.end_pile
    by_kind = Counter(ANIMAL_OF.get(t) or STALL_OF.get(t) or t for t in hidden)
    rep = {}
    for t in hidden:
        rep.setdefault(ANIMAL_OF.get(t) or STALL_OF.get(t) or t, t)
    total = len(hidden)
    return [(rep[k], n / total) for k, n in by_kind.items()]


def unload_greedily(state, seat):
    """Place the pending tiles one by one (and answer the decisions they raise),
    each where the evaluation likes best."""
    while (state.pending or state.decisions) and not state.game_over:
        best = None
        for a in legal_actions(state):
            s = state.copy()
            apply(s, a, check=False)
            v = E.utility(s, seat)
            if best is None or v > best[0]:
                best = (v, s)
        state = best[1]
    return state


def score_actions(view, actions=None):
    """[(value, action)] for the player to move, in legal order."""
    seat = view.current
    actions = legal_actions(view) if actions is None else actions
    out = []
    draw_ctx = None
    outcomes = None
    for a in actions:
        kind = type(a)
        if kind is Reveal:
            if outcomes is None:
                outcomes = draw_outcomes(view)
            total = 0.0
            for tile, p in outcomes:
                s = with_top(view, tile)
                apply(s, a, check=False)
                best = None
                for load in legal_actions(s):
                    after = s.copy()
                    apply(after, load, check=False)
                    if draw_ctx is None:
                        # Every outcome leaves the same supply and time: one context.
                        draw_ctx = E.Context(after)
                    v = E.utility(after, seat, draw_ctx)
                    best = v if best is None or v > best else best
                total += p * best
            out.append((total, a))
            continue
        s = view.copy()
        apply(s, a, check=False)
        if kind is Take:
            s = unload_greedily(s, seat)
        value = E.utility(s, seat)
        if kind is Deposit:
            value -= deposit_cost(view, seat, E.Context(s))
        if view.decisions:
            value += action_bonus(view, a, E.seat_values)
        out.append((value, a))
    return out


def best_scored(view) -> tuple:
    """The medium bot's choice, (value, action): the best one move ahead; value None when
    only one move is legal (nothing was weighed)."""
    actions = legal_actions(view)
    if len(actions) == 1:
        return None, actions[0]
    return max(score_actions(view, actions), key=lambda va: va[0])


class MediumBot(Bot):
    level = "medium"

    def _decide(self, view, rng, started=None):
        value, action = best_scored(view)
        if value is None:
            return action, "the only legal move"
        return action, describe_action(action) + f" (looks best one move ahead: {value:+.1f})"
