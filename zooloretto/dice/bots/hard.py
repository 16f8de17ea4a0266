"""Hard: exact play when the round ends the game, else expectimax over the dice to the
end of the round.

Once every line of the round ends the game (the last round, endgame.py), hard plays a move
of the best chance to win, worked out exactly over every roll, within a bound on positions
(and most of the time budget); a round too big for that is searched as below, finished
games valued by the share of the win first.

Every player maximises their own utility (their value minus the best other's).
A roll is a chance node: at the root all 21 pairs of faces are weighed by their
chance and every distinct way to load them is searched; deeper rolls weigh a
few pairs drawn for the whole search (the same pairs in every branch, so the
branches are compared on equal luck) and the most promising loads only. A
round's end is valued exactly by `evaluate.values`; a position cut off by the
depth by `evaluate.leaf_utilities`. Iterative deepening in whole turns within
the time budget; with `iterations` set, that is the depth and the budget is
ignored, so the same position always gives the same move.
"""
from __future__ import annotations

import math
import time
from itertools import combinations_with_replacement

from ...common import Reason
from ..rules import components as C
from ..rules import apply, apply_roll, legal_actions
from ..rules.actions import Load
from ..rules.scoring import total
from .base import Bot, describe_action
from .endgame import decide as endgame_decision, finished_value
from .evaluate import leaf_utilities, utilities, values
from .medium import MediumBot, load_score

OUTCOMES = [(pair, (1 if pair[0] == pair[1] else 2) / 36)
            for pair in combinations_with_replacement(C.FACES, 2)]
MAX_DEPTH = 10          # turns; a 2-player round never needs more than 5
ENDGAME_NODES = 60_000  # positions of an exact last round (a 2-player one needs a few thousand)
TRY_NODES = 20_000      # ...of a round not yet called the last, which may turn out not to end
ENDGAME_SHARE = 0.85    # of the time budget, before the usual search takes over
SAMPLED_ROLLS = 3       # faces pairs weighed at a roll below the root
LOADS_KEPT = 2          # loads searched after such a roll


RACE_WIN = 100.0        # in the last round, a whole win against a point of margin


def race_utilities(s) -> list:
    """A finished game seen from the last round: the share of the win first (a shared
    victory shared out), then the margin over the best other."""
    shares = finished_value(s)[0]
    return [RACE_WIN * w + u for w, u in zip(shares, utilities([float(total(sh)) for sh in s.sheets]))]


def _likely(margin: float) -> float:
    """A rough chance to win from a margin in points, for a line the depth cut short."""
    return 1.0 / (1.0 + math.exp(-margin / 2.0))


class _OutOfTime(Exception):
    pass


def _key(s):
    """Positions that differ only in which truck holds what are the same."""
    return (tuple(sorted(tuple(sorted(t)) for t in s.trucks)), s.supply, s.current, s.round,
            s.last_round, tuple(s.rolled),
            tuple((tuple(sh.pens.values()), tuple(sh.bonuses), sh.coins, tuple(sh.barn),
                   sh.taken is None) for sh in s.sheets))


def _after(s, a):
    c = s.copy()
    apply(c, a, check=False)
    return c


def placements(s) -> list:
    """(first load, position after every rolled die is loaded), one per distinct result."""
    faces = s.rolled
    free = [i for i, t in enumerate(s.trucks) if len(t) < C.CRATES]
    pairs = [(i,) for i in free] if len(faces) == 1 else [
        (i, j) for i in free for j in free if i != j or len(s.trucks[i]) + 2 <= C.CRATES]
    seen, out = set(), []
    for pair in pairs:
        trucks = [list(t) for t in s.trucks]
        for f, i in zip(faces, pair):
            trucks[i].append(f)
        k = tuple(sorted(tuple(sorted(t)) for t in trucks))
        if k in seen:
            continue
        seen.add(k)
        d = s.copy()
        first = Load(faces[0], pair[0])
        for f, i in zip(list(faces), pair):
            apply(d, Load(f, i), check=False)
        out.append((first, d))
    return out


def _sample_rolls(rng, levels):
    """For each roll depth below the root, a few distinct pairs with renormalised chances."""
    out = []
    for _ in range(levels):
        picked = {}
        while len(picked) < SAMPLED_ROLLS:
            pair, chance = rng.choices(OUTCOMES, weights=[c for _, c in OUTCOMES])[0]
            picked[pair] = chance
        total = sum(picked.values())
        out.append([(pair, c / total) for pair, c in picked.items()])
    return out


class _Search:
    def __init__(self, root_round, samples, deadline, race=False):
        self.root_round, self.samples, self.deadline = root_round, samples, deadline
        self.race = race        # the last round: the chance to win is what counts
        self.memo = {}
        self.nodes = 0
        self.cut = False        # did the depth stop some line before the round's end?

    def tick(self):
        self.nodes += 1
        if self.deadline is not None and self.nodes % 32 == 0 and time.perf_counter() > self.deadline:
            raise _OutOfTime

    def value(self, s, depth, rolls):
        """Utilities of a position where a turn starts (nothing rolled)."""
        self.tick()
        if s.game_over or s.round != self.root_round:
            return race_utilities(s) if self.race and s.game_over else utilities(values(s))
        if depth <= 0:
            self.cut = True
            u = leaf_utilities(s)
            return [RACE_WIN * _likely(x) + x for x in u] if self.race else u
        k = (_key(s), depth, rolls)
        hit = self.memo.get(k)
        if hit is not None:
            return hit
        p = s.current
        best = None
        for a in legal_actions(s):
            v = (self.roll(s, depth, rolls) if a.type == "roll"
                 else self.value(_after(s, a), depth - 1, rolls))
            if best is None or v[p] > best[p]:
                best = v
        self.memo[k] = best
        return best

    def roll(self, s, depth, rolls):
        """Expected utilities of rolling, each outcome loaded as well as the roller can."""
        outcomes = OUTCOMES if rolls == 0 else self.samples[min(rolls, len(self.samples)) - 1]
        total = [0.0] * len(s.sheets)
        for faces, chance in outcomes:
            c = s.copy()
            apply_roll(c, list(faces))
            v = self.loaded(c, depth, rolls + 1)
            for i, x in enumerate(v):
                total[i] += chance * x
        return total

    def loaded(self, s, depth, rolls):
        p = s.current
        options = [d for _, d in placements(s)]
        if rolls > 1 and len(options) > LOADS_KEPT:
            options.sort(key=lambda d: -load_score(d, p))
            options = options[:LOADS_KEPT]
        best = None
        for d in options:
            v = self.value(d, depth - 1, rolls)
            if best is None or v[p] > best[p]:
                best = v
        return best


class HardBot(Bot):
    level = "hard"

    def _decide(self, view, rng):
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0], Reason("the only legal move", "only")
        p = view.current
        start = time.perf_counter()
        fixed = self.iterations
        deadline = None if fixed else start + (self.time_budget or 1.0)
        # a round whose every line ends the game: the best chance to win, worked out exactly
        # (a round not called the last is given up on at the first line that goes on)
        exact = endgame_decision(view, ENDGAME_NODES if view.last_round else TRY_NODES,
                                 None if fixed else start + ENDGAME_SHARE * (deadline - start))
        if exact is not None:
            return exact
        samples = _sample_rolls(rng, MAX_DEPTH)
        choice, reached, best_v = None, 0, 0.0
        for depth in range(1, (fixed or MAX_DEPTH) + 1):
            # The first depth may overrun the budget a little, never by much.
            limit = deadline if depth > 1 or deadline is None else start + 4 * (deadline - start)
            search = _Search(view.round, samples, limit, view.last_round)
            try:
                scored = self._root(view, depth, search)
            except _OutOfTime:
                break
            choice, v = max(scored, key=lambda av: av[1][p])
            best_v, reached = v[p], depth
            if not search.cut:
                break                   # every line reached the round's end: deeper adds nothing
            if deadline is not None and time.perf_counter() > start + (deadline - start) / 3:
                break                   # the next depth would cost several times more
        if choice is None:              # out of time before a single depth: play as medium does
            choice, why = MediumBot(self.seed)._decide(view, rng)
            return choice, Reason(why + " (no time to look ahead)", "quick")
        return choice, Reason(describe_action(choice) + f" (looked {reached} turn(s) ahead: {best_v:+.1f})",
                              "ahead" if len(scored) > 1 else "only", moves=len(scored), count=reached)

    def _root(self, view, depth, search):
        if view.rolled:
            return [(a, search.value(d, depth - 1, 1)) for a, d in placements(view)]
        out = []
        for a in legal_actions(view):
            if a.type == "roll":
                out.append((a, search.roll(view, depth, 0)))
            else:
                out.append((a, search.value(_after(view, a), depth - 1, 0)))
        return out
