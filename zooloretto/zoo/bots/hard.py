"""Hard: Monte Carlo search over determinized futures, guided by the medium
evaluation, playing to win.

The medium bot's one-move values pick a few candidate moves. Each iteration
deals the unseen tiles at random (`view.determinize`), and every candidate
still in the race is played in that same deal (common random numbers make
the comparison fair), followed by a fast playout to the end of the round
(to the end of the game once it is near), scored by the chance to win.
Candidates clearly behind the leader are dropped from time to time, so the
budget goes to the close calls; the search stops as soon as one candidate is
left or those left are as good as each other. The candidate with the best
average, shrunk towards its medium value when samples are few, is played.

Why the chance to win and not the margin: a player who leads by a little
should make the lead safe, one who trails should take a risk that may pay.
The estimated margin over the strongest rival becomes a chance by a logistic
curve whose width shrinks as the tiles run out; a finished game counts a win
as 1, a shared first place as 1/2, and a small share of the margin keeps
points worth having when the result is already clear.

Which evaluation judges a future that stops at a round's end is a switch:
"learned" (`learned.win_chances`, fitted by self-play; the default, since it won
far more often against medium bots: docs/bots.md) or "hand" (the logistic of the
medium estimate's margin above, kept for comparison). The default is EVALUATION,
which the environment variable ZOOLORETTO_HARD_EVAL may set (for the arena);
`make_bot("hard", ..., evaluation=...)` chooses for one bot.

At a table of two, the rival in the futures makes the medium bot's own choice
where the search can afford it (its first replies to each candidate: "reply",
rival_models.MediumReplies), since a rival that plays as well as the real one
is what made the futures honest there (docs/bots.md, "The game for two").
"""
from __future__ import annotations

import math
import os
import random
import time

from ..rules import legal_actions, apply
from ..rules.view import determinize
from . import evaluate as E
from . import learned
from .base import Bot
from .describe import Reason, describe_action
from .medium import best_scored, score_actions
from .rival_models import MediumReplies
from .rollout import fast_action, play_out

CANDIDATES = 8          # moves worth a closer look
CLEAR_LEAD = 6.0        # a medium lead this large (in points) needs no search
PRIOR_WEIGHT = 2.0      # the medium value counts as this many playouts
MIN_ITERATIONS = 2
RACE_EVERY = 8          # how often hopeless candidates are dropped...
RACE_Z = 2.5            # ...when this many standard errors behind the leader
FUTURES = 100           # enough futures to settle a choice; fewer when the time budget ends first
SAME_WITHIN = 0.01      # candidates this close (a 1% chance to win) are as good as each other
MARGIN_SHARE = 0.01     # a point of margin, in chances to win
SPREAD_PER_TILE = 1.4   # how far final margins still spread: this times sqrt(tiles to come)
ENDGAME_ROUNDS = 2      # within this many rounds of the end, futures are played to the end
EVALUATIONS = ("hand", "learned")
# How the futures of a game for two are played. As shipped, "reply": the rival makes the
# medium bot's own choice, worked out once per position a search meets
# (rival_models.MediumReplies), in every future. Tried and kept off, for the futures to
# the end: "sharp" (no exploration), "money" (the players spend coins where it pays),
# "rival" (only the rival sharp and money-aware), "medium" (the rival makes the medium
# bot's choice in the last round); and in every future, "keen" (the rival never
# explores). "none": every player in a future plays the same fast policy, as before.
# Measured: docs/bots.md, "The game for two"; ZOOLORETTO_HARD_TWO_PLAYER=none (or
# =money,sharp ...) sets them for a run.
TWO_PLAYER_VARIANTS = ("sharp", "money", "rival", "medium", "keen", "reply")
WHOLE_GAME_VARIANTS = ("keen", "reply")
TWO_PLAYER = os.environ.get("ZOOLORETTO_HARD_TWO_PLAYER", "reply")
EVALUATION = os.environ.get("ZOOLORETTO_HARD_EVAL", "learned")   # measured: docs/bots.md


class HardBot(Bot):
    level = "hard"
    evaluation = None       # "hand" or "learned"; None: the module's EVALUATION

    def leaf(self):
        """The function that values a future for the seat: hand-written or learned."""
        chosen = self.evaluation or EVALUATION
        if chosen not in EVALUATIONS:
            raise ValueError(f"unknown evaluation {chosen!r}; choose from {', '.join(EVALUATIONS)}")
        return learned_leaf_value if chosen == "learned" else leaf_value

    def _decide(self, view, rng, started=None):
        start = time.perf_counter() if started is None else started
        actions = legal_actions(view)
        if len(actions) == 1:
            return actions[0], Reason("the only legal move", "only")
        scored = sorted(score_actions(view, actions), key=lambda va: -va[0])
        if len(scored) > 1 and scored[0][0] - scored[1][0] >= CLEAR_LEAD:
            return scored[0][1], Reason(describe_action(scored[0][1]) + " (clearly best)", "clear",
                                        lead=round(scored[0][0] - scored[1][0], 1))
        width = logistic_width(view)
        cands = [(win_chance(value, width), action) for value, action in scored[:CANDIDATES]]
        seat = view.current
        horizon = _horizon(view)
        # Two players: the rival model of every future ("reply" as shipped), and the
        # variants for the futures to the end, if asked for.
        variants = two_player_variants() if len(view.zoos) == 2 else ()
        if horizon != math.inf:
            variants = tuple(v for v in variants if v in WHOLE_GAME_VARIANTS)
        value_of = self.leaf()
        rival = rival_policy(seat, variants)
        results = [[] for _ in cands]        # value per iteration, per candidate
        active = list(range(len(cands)))
        n = 0
        deadline = start + self.time_budget if self.time_budget else None
        longest = 0.0               # the longest future so far, in seconds
        cap = FUTURES if self.iterations is None else self.iterations
        while n < cap:
            if self.iterations is None and deadline is not None and n >= MIN_ITERATIONS:
                # Stop when one more iteration, each of its futures as long as the longest
                # so far, could end after the deadline: the budget is a promise. (Not the
                # average: futures to the end of the game vary, and one long one overran.)
                if time.perf_counter() + longest * len(active) >= deadline:
                    break
            deal = determinize(view, rng)
            seed = rng.getrandbits(64)
            for k in active:
                began = time.perf_counter()
                s = deal.copy()
                apply(s, cands[k][1], check=False)
                play_out(s, random.Random(seed), stop_round=horizon, max_steps=PLAYOUT_STEPS,
                         sharp="sharp" in variants, money="money" in variants, policy=rival)
                results[k].append(value_of(s, seat, width))
                longest = max(longest, time.perf_counter() - began)
            n += 1
            if n % RACE_EVERY == 0 and len(active) > 1:
                active, settled = _race(active, results, n)
                if settled:
                    break           # more futures would not change the choice
        best_k = max(active, key=lambda k: _shrunk(results[k], cands[k][0]))
        mean = sum(results[best_k]) / max(1, len(results[best_k]))
        action = cands[best_k][1]
        return action, Reason(describe_action(action)
                              + f" (best of {len(cands)} over {n} imagined futures:"
                              + f" {min(1.0, max(0.0, mean)):.0%} to win)",
                              "search", candidates=len(cands), futures=n, mean=round(mean, 2))


PLAYOUT_STEPS = 600     # a bound on a future, far above a whole game's moves


def two_player_variants() -> tuple:
    """The variants TWO_PLAYER names (comma-separated; "none": none); a name not known is
    refused."""
    names = tuple(x.strip() for x in TWO_PLAYER.split(",") if x.strip() not in ("", "none"))
    unknown = [x for x in names if x not in TWO_PLAYER_VARIANTS]
    if unknown:
        raise ValueError(f"unknown two-player variant {unknown[0]!r};"
                         f" choose from {', '.join(TWO_PLAYER_VARIANTS)}")
    return names


def rival_policy(seat, variants):
    """A future's policy for the players other than `seat` (None: the fast one for all):
    "reply", the medium bot's choice where the search can afford it (as shipped);
    "keen", the fast policy without exploring; "rival", the same and money-aware;
    "medium", the medium bot's choice once the last round has come (six times the CPU:
    docs/bots.md)."""
    if "medium" in variants:
        def policy(state, rng, ctx):
            if state.current == seat or not state.end_triggered:
                return None
            return best_scored(state)[1]
        return policy
    if "reply" in variants:
        return MediumReplies(seat)
    if "keen" in variants or "rival" in variants:
        money = "rival" in variants

        def policy(state, rng, ctx):
            if state.current == seat:
                return None
            return fast_action(state, rng, ctx, sharp=True, money=money)
        return policy
    return None


def _horizon(view):
    """The last round a future is played to: this one, or the game's end when
    few enough tiles are left that it is near."""
    if view.end_triggered or len(view.draw_pile) <= ENDGAME_ROUNDS * 3 * len(view.trucks):
        return math.inf
    return view.round


def logistic_width(view) -> float:
    """How wide the logistic curve from margin to chance is: final margins
    still spread about SPREAD_PER_TILE * sqrt(tiles each player will draw)."""
    tiles_left = 0 if view.end_triggered else len(view.draw_pile) / len(view.zoos)
    spread = SPREAD_PER_TILE * math.sqrt(tiles_left + 2)
    return spread / 1.7        # a logistic of width w spreads like a normal of 1.7 w


def win_chance(margin: float, width: float) -> float:
    """A margin over the strongest rival, as a chance to win (plus a little margin)."""
    x = max(-50.0, min(50.0, margin / width))
    return 1.0 / (1.0 + math.exp(-x)) + MARGIN_SHARE * margin


def leaf_value(state, seat: int, width: float) -> float:
    """The value of a future: the chance to win, exact when the game is over."""
    values = E.seat_values(state)
    margin = values[seat] - max(v for q, v in enumerate(values) if q != seat)
    if state.game_over:
        # seat_values breaks ties by money, as the rules do
        return (1.0 if margin > 0 else 0.5 if margin == 0 else 0.0) + MARGIN_SHARE * margin
    return win_chance(margin, width)


def learned_leaf_value(state, seat: int, width: float) -> float:
    """The value of a future by the learned evaluation: its chance to win for the
    seat (exact when the game is over), plus the same small share of margin."""
    if state.game_over:
        return leaf_value(state, seat, width)
    ctx = E.Context(state)
    values = E.seat_values(state, ctx)
    margin = values[seat] - max(v for q, v in enumerate(values) if q != seat)
    return learned.win_chances(state, ctx, values)[seat] + MARGIN_SHARE * margin


def _shrunk(samples, prior):
    """Playout mean pulled towards the medium value while samples are few."""
    return (sum(samples) + PRIOR_WEIGHT * prior) / (len(samples) + PRIOR_WEIGHT)


def _race(active, results, n):
    """Drop candidates clearly worse than the leader, judged on paired
    differences (every candidate saw the same deals). Returns the candidates
    kept and whether the race is settled: one is left, or all are within
    SAME_WITHIN of the leader with confidence."""
    leader = max(active, key=lambda k: sum(results[k][-n:]))
    keep = [leader]
    alike = True
    for k in active:
        if k == leader:
            continue
        diffs = [a - b for a, b in zip(results[k][-n:], results[leader][-n:])]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        reach = RACE_Z * (var / n) ** 0.5
        if mean + reach >= 0:
            keep.append(k)
            alike = alike and mean - reach >= -SAME_WITHIN and mean + reach <= SAME_WITHIN
    keep.sort()
    return keep, len(keep) == 1 or alike
