"""Hard: Monte Carlo search over determinized futures, guided by the medium
evaluation.

The medium bot's one-move values pick a few candidate moves. Each iteration
deals the unseen tiles at random (`view.determinize`), and every candidate is
played in that same deal (common random numbers make the comparison fair),
followed by a fast playout to the end of the round, scored by the
evaluation. The candidate with the best average, shrunk towards its medium
value when samples are few, is played.
"""
from __future__ import annotations

import random
import time

from ..rules import legal_actions, apply
from ..rules.actions import Take
from ..rules.view import determinize
from . import evaluate as E
from .base import Bot
from .describe import describe_action
from .medium import score_actions
from .rollout import play_out

CANDIDATES = 5          # moves worth a closer look
CLEAR_LEAD = 6.0        # a medium lead this large needs no search
PRIOR_WEIGHT = 2.0      # the medium value counts as this many playouts
MIN_ITERATIONS = 2


class HardBot(Bot):
    level = "hard"

    def _decide(self, view, rng):
        start = time.perf_counter()
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0], "the only legal move"
        scored = sorted(score_actions(view, actions), key=lambda va: -va[0])
        if len(scored) > 1 and scored[0][0] - scored[1][0] >= CLEAR_LEAD:
            return scored[0][1], describe_action(scored[0][1]) + " (clearly best)"
        cands = scored[:CANDIDATES]
        seat = view.current
        sums = [0.0] * len(cands)
        n = 0
        deadline = start + self.time_budget if self.time_budget else None
        while True:
            if self.iterations is not None:
                if n >= self.iterations:
                    break
            elif n >= MIN_ITERATIONS and time.perf_counter() >= deadline:
                break
            deal = determinize(view, rng)
            seed = rng.getrandbits(64)
            for k, (_, a) in enumerate(cands):
                s = deal.copy()
                apply(s, a, check=False)
                play_out(s, random.Random(seed))
                sums[k] += E.utility(s, seat)
            n += 1
        best_k = max(range(len(cands)),
                     key=lambda k: (sums[k] + PRIOR_WEIGHT * cands[k][0]) / (n + PRIOR_WEIGHT))
        mean = sums[best_k] / max(1, n)
        action = cands[best_k][1]
        return action, describe_action(action) + f" (best of {len(cands)} over {n} imagined futures: {mean:+.1f})"
