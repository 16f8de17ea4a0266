"""Medium: one guess of the hidden cards, then every distinct action tried on it and the
position it leads to valued (`evaluate.utility`), the other players answering quickly."""
from __future__ import annotations

from ...common import Reason
from ..rules.cards import CARDS, EFFECT_OF, VALUE_OF
from ..rules.engine import apply
from ..rules.view import determinize
from .base import Bot, describe_action, options
from .evaluate import settle, utility


def signature(action) -> tuple:
    """Actions that differ only in which copy of a card they use are the same choice."""
    card = getattr(action, "card", None)
    pick = getattr(action, "pick", None)
    return (action.type, CARDS[card].key if card else None, VALUE_OF[card] if card else None,
            getattr(action, "section", None), getattr(action, "target", None),
            (CARDS[pick].key, VALUE_OF[pick]) if pick else None)


def distinct(actions, state=None) -> list:
    """One action per distinct choice; no second move in a row (a rearrangement is free
    once begun, and a bot moving back and forth would never end its turn), and no Quick
    Delivery while the Draw pile is short of five (it would draw back the same discards)."""
    seen, out = set(), []
    for a in actions:
        if state is not None and state.moving and a.type == "move":
            continue
        if (state is not None and a.type == "respond" and len(state.draw) < 5
                and EFFECT_OF[a.card] == "quick_delivery"):
            continue
        k = signature(a)
        if k not in seen:
            seen.add(k)
            out.append(a)
    return out


def after(state, action, seat):
    s = state.copy()
    apply(s, action, check=False)
    return settle(s, seat)


def ranked(state, seat, actions) -> list:
    """(utility, action) best first, on one full state."""
    scored = [(utility(after(state, a, seat), seat), i, a) for i, a in enumerate(actions)]
    # equal values: end the turn or let things happen rather than play a card for nothing
    scored.sort(key=lambda t: (-round(t[0], 9), t[2].type not in ("end_turn", "pass"), t[1]))
    return [(u, a) for u, _, a in scored]


class MediumBot(Bot):
    level = "medium"

    def _decide(self, view, rng):
        actions = distinct(options(view), view)
        if len(actions) == 1:
            return actions[0], Reason("the only move", "only")
        seat = view.current
        state = determinize(view, rng)
        best_u, best = ranked(state, seat, actions)[0]
        return best, Reason(describe_action(best) + " (looks best now)", "clear")
