"""Medium: a sensible greedy player. It values a truck by what its dice add to
its own sheet (`evaluate.truck_gain`), takes the best truck once it is worth
enough, and loads rolled dice so that its best truck is good and the best truck
of a rival still in the round is poor. No look-ahead over rolls."""
from __future__ import annotations

from ..rules import Roll, apply, legal_actions
from ..rules.scoring import total
from .base import Bot, describe_action
from .evaluate import truck_gain

TAKE_AT = 2.0           # a truck worth this much is taken...
TAKE_ALONE_AT = 2.6     # ...or this much when nobody else is left in the round
SPITE = 0.8             # how much a rival's good truck counts against a load


def load_score(s, me):
    mine = max((truck_gain(s, me, t) for t in s.trucks if t), default=0.0)
    rivals = [q for q, sh in enumerate(s.sheets) if q != me and sh.taken is None]
    theirs = max((truck_gain(s, q, t) for q in rivals for t in s.trucks if t), default=0.0)
    return mine - SPITE * theirs


class MediumBot(Bot):
    level = "medium"

    def _decide(self, view, rng):
        me = view.current
        actions = legal_actions(view)
        if view.rolled:
            best, best_score = actions[0], None
            for a in actions:
                s = view.copy()
                apply(s, a, check=False)
                if s.rolled:
                    score = max(load_score(_after(s, b), me) for b in legal_actions(s))
                else:
                    score = load_score(s, me)
                if best_score is None or score > best_score + 1e-9:
                    best, best_score = a, score
            return best, describe_action(best) + " (good for me, poor for the others)"
        takes = [a for a in actions if a.type == "take"]
        gains = {a: truck_gain(view, me, view.trucks[a.truck]) for a in takes}
        best = max(takes, key=lambda a: gains[a], default=None)
        if best is None:
            return actions[0], "roll: no truck carries dice yet"
        can_roll = actions[0].type == "roll"
        alone = all(sh.taken is not None for q, sh in enumerate(view.sheets) if q != me)
        race = _race(view, me, takes, gains, alone, can_roll)
        if race is not None:
            return race
        if not can_roll:
            return best, describe_action(best) + " (no dice left to roll)"
        if gains[best] >= (TAKE_ALONE_AT if alone else TAKE_AT):
            return best, describe_action(best) + f" (worth {gains[best]:.1f})"
        return actions[0], "roll: no truck is worth enough yet"


def _race(view, me, takes, gains, alone, can_roll):
    """When a take ends the game (the last round), it is a race against the players out
    of the round, whose scores are final: a truck that cannot beat them loses for sure,
    so it is never taken while rolling is the only chance left; alone, or with no dice
    to roll, a truck that wins outright is taken at once (or one that draws level, when
    no truck could do better). (action, reason), or None to decide as in any round."""
    done = [(total(sh), sh.coins) for q, sh in enumerate(view.sheets)
            if q != me and sh.taken is not None]
    if not done:
        return None
    target = max(done)
    outcome = {}                # 2 beats them, 1 draws level, 0 loses; None: the game goes on
    for a in takes:
        after = _after(view, a)
        mine = (total(after.sheets[me]), after.sheets[me].coins)
        outcome[a] = (None if not after.last_round
                      else 2 if mine > target else 1 if mine == target else 0)
    if not view.last_round and all(o is None for o in outcome.values()):
        return None
    open_ = [a for a in takes if outcome[a] != 0]
    if not open_:
        return (Roll(), "roll: no truck can still beat the finished scores") if can_roll else None
    best = max(open_, key=lambda a: (outcome[a] or 0, gains[a]))
    if (alone or not can_roll) and outcome[best] and (outcome[best] == 2 or all(
            outcome[a] is not None for a in open_)):
        return best, describe_action(best) + (" (it wins the race)" if outcome[best] == 2
                                              else " (it draws level)")
    best = max(open_, key=lambda a: gains[a])
    if not can_roll or gains[best] >= (TAKE_ALONE_AT if alone else TAKE_AT):
        return best, describe_action(best) + f" (worth {gains[best]:.1f}, and not lost)"
    return Roll(), "roll: no truck that can still win is worth enough yet"


def _after(s, a):
    t = s.copy()
    apply(t, a, check=False)
    return t
