"""Hard: a search over guessed hands (determinization).

Each guess deals the unseen cards (the other hands and banks, the Draw pile) at random.
On each guess, in its own turn, the bot plans the rest of the turn: every promising
action (the best few by `medium.ranked`, drawing to end the turn, selling the last card
for six new ones), then the best continuation of the same turn to a small depth, the
others answering as they would (`evaluate.settle`); a line is valued where the turn ends
(after the draw). Out of turn (a Response, a fee) it weighs each answer over the guesses.
The first actions are compared by their mean over the guesses: within the time budget,
or `iterations` guesses exactly (then the same position always gives the same move).
"""
from __future__ import annotations

import time

from ...common import Reason
from ..rules.legal import decision, legal_actions
from ..rules.view import determinize
from .base import Bot, describe_action, options
from .evaluate import utility
from .medium import after, distinct, ranked, signature

ROOT_KEPT = 6          # first actions searched besides ending the turn
BEAM = 3               # continuations searched at each later step of the turn
DEPTH = 3              # steps of the turn looked at after the first


class HardBot(Bot):
    level = "hard"
    _deadline = None

    def _decide(self, view, rng):
        actions = distinct(options(view), view)
        if len(actions) == 1:
            return actions[0], Reason("the only move", "only")
        seat = view.current
        planning = decision(view) == "turn"
        deadline = None if self.iterations else time.perf_counter() + 0.85 * self.time_budget
        self._deadline = deadline
        guesses = self.iterations or 10 ** 6
        totals = {}
        shortlist = None
        done = 0
        while done < guesses:
            state = determinize(view, rng)
            if shortlist is None:
                order = [a for _, a in ranked(state, seat, actions)]
                shortlist = _shortlist(order, view, seat) if planning else order
                totals = {signature(a): 0.0 for a in shortlist}
            for a in shortlist:
                s = after(state, a, seat)
                totals[signature(a)] += self._line(s, seat, DEPTH) if planning else utility(s, seat)
            done += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        best = max(shortlist, key=lambda a: totals[signature(a)])
        why = (f"{describe_action(best)}: best over {done} guesses of the hidden cards")
        return best, Reason(why, "search", guesses=done)

    def _line(self, s, seat, depth) -> float:
        """The best value the rest of this turn can reach from `s` (seat's turn still on)."""
        if s.game_over or s.active != seat or s.current != seat:
            return utility(s, seat)
        actions = distinct(legal_actions(s), s)
        scored = ranked(s, seat, actions)
        if self._deadline is not None and time.perf_counter() > self._deadline:
            depth = 0                   # out of time: finish this guess at once
        if depth <= 0:
            ends = [u for u, a in scored if a.type == "end_turn"]
            return ends[0] if ends else scored[0][0]
        best = -float("inf")
        for a in _shortlist([a for _, a in scored], s, seat, BEAM):
            if a.type == "end_turn":
                best = max(best, next(u for u, b in scored if b is a))
            else:
                best = max(best, self._line(after(s, a, seat), seat, depth - 1))
        return best


def _shortlist(order, view, seat, kept=ROOT_KEPT) -> list:
    """The best `kept` actions, plus ending the turn and selling one's last card."""
    out = order[:kept]
    hand = view.players[seat].hand
    for a in order[kept:]:
        if a.type == "end_turn" or (a.type == "sell" and len(hand) == 1):
            out.append(a)
    return out
