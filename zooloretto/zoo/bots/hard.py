"""Hard: Monte Carlo search over determinized futures, guided by the medium
evaluation.

The medium bot's one-move values pick a few candidate moves. Each iteration
deals the unseen tiles at random (`view.determinize`), and every candidate
still in the race is played in that same deal (common random numbers make
the comparison fair), followed by a fast playout to the end of the round,
scored by the evaluation. Candidates clearly behind the leader are dropped
from time to time, so the budget goes to the close calls. The candidate with
the best average, shrunk towards its medium value when samples are few, is
played.
"""
from __future__ import annotations

import random
import time

from ..rules import legal_actions, apply
from ..rules.view import determinize
from . import evaluate as E
from .base import Bot
from .describe import Reason, describe_action
from .medium import score_actions
from .rollout import play_out

CANDIDATES = 8          # moves worth a closer look
CLEAR_LEAD = 6.0        # a medium lead this large needs no search
PRIOR_WEIGHT = 2.0      # the medium value counts as this many playouts
MIN_ITERATIONS = 2
RACE_EVERY = 8          # how often hopeless candidates are dropped...
RACE_Z = 2.5            # ...when this many standard errors behind the leader


class HardBot(Bot):
    level = "hard"

    def _decide(self, view, rng, started=None):
        start = time.perf_counter() if started is None else started
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0], Reason("the only legal move", "only")
        scored = sorted(score_actions(view, actions), key=lambda va: -va[0])
        if len(scored) > 1 and scored[0][0] - scored[1][0] >= CLEAR_LEAD:
            return scored[0][1], Reason(describe_action(scored[0][1]) + " (clearly best)", "clear",
                                        lead=round(scored[0][0] - scored[1][0], 1))
        cands = scored[:CANDIDATES]
        seat = view.current
        results = [[] for _ in cands]        # utility per iteration, per candidate
        active = list(range(len(cands)))
        n = 0
        deadline = start + self.time_budget if self.time_budget else None
        searching = time.perf_counter()
        while True:
            if self.iterations is not None:
                if n >= self.iterations:
                    break
            elif n >= MIN_ITERATIONS:
                # Stop when one more iteration (as long as the average so far)
                # would end after the deadline: the budget is a promise.
                now = time.perf_counter()
                if now + (now - searching) / n >= deadline:
                    break
            deal = determinize(view, rng)
            seed = rng.getrandbits(64)
            for k in active:
                s = deal.copy()
                apply(s, cands[k][1], check=False)
                play_out(s, random.Random(seed))
                results[k].append(E.utility(s, seat))
            n += 1
            if n % RACE_EVERY == 0 and len(active) > 1:
                active = _race(active, results, n)
        best_k = max(active, key=lambda k: _shrunk(results[k], cands[k][0]))
        mean = sum(results[best_k]) / max(1, len(results[best_k]))
        action = cands[best_k][1]
        return action, Reason(describe_action(action)
                              + f" (best of {len(cands)} over {n} imagined futures: {mean:+.1f})",
                              "search", candidates=len(cands), futures=n, mean=round(mean, 1))


def _shrunk(samples, prior):
    """Playout mean pulled towards the medium value while samples are few."""
    return (sum(samples) + PRIOR_WEIGHT * prior) / (len(samples) + PRIOR_WEIGHT)


def _race(active, results, n):
    """Drop candidates clearly worse than the leader, judged on paired
    differences (every candidate saw the same deals)."""
    leader = max(active, key=lambda k: sum(results[k][-n:]))
    keep = []
    for k in active:
        if k == leader:
            keep.append(k)
            continue
        diffs = [a - b for a, b in zip(results[k][-n:], results[leader][-n:])]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        if mean + RACE_Z * (var / n) ** 0.5 >= 0:
            keep.append(k)
    return keep
