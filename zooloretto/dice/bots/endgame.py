"""Exact play of the dice game's last round: every line ends in a finished game.

Once a take has made the round the last (`state.last_round`), the game ends with the round,
so the whole rest of the game is a small tree: turns of the players still in the round,
and rolls, each of the 21 pairs of faces weighed by its chance (every face of a die is
equally likely: components.FACES). The search steps with the rules' own `apply` and
`apply_roll` and values a finished game with the rules' own scoring (`scoring.total`,
`scoring.winners`), so it plays by exactly the rules the table plays by.

A player's value is their chance to win, a victory shared by k players counting 1/k,
then (among moves that win equally often) their expected points. Every player in turn
maximises their own value; between moves exactly as good for them, the first in the
rules' order is taken (so the others' values are those of one definite way to play).

`EndgameSolver(node_limit).action_values(state)` gives every legal action its value; it
raises `NotFinal` if some line reaches the end of a round that does not end the game (a
position before the last round was called) and `TooBig` past `node_limit` positions.
The hard bot plays by it in the last round; the tests and tools/bench_dice_endgame.py
measure every level against it.
"""
from __future__ import annotations

import time
from itertools import combinations_with_replacement

from ...common import Reason
from ..rules import components as C
from ..rules.actions import Roll, Take
from ..rules.engine import LOADS, ORDER, apply, apply_roll, legal_actions
from ..rules.scoring import total, winners
from ..rules.state import new_game
from ..rules.view import public_view
from .base import describe_action

SIDES = len(C.FACES)
# every roll of two dice as (faces, chance): a pair of equal faces has one way to fall, others two
ROLLS = tuple((pair, (1 if pair[0] == pair[1] else 2) / SIDES ** C.DICE_PER_ROLL)
              for pair in combinations_with_replacement(C.FACES, C.DICE_PER_ROLL))
EPS = 1e-9              # chances are sums of k / 36**n: closer than this is equal


class NotFinal(Exception):
    """A line of play ends a round that does not end the game: no exact value."""


class TooBig(Exception):
    """The search needed more positions than it was allowed."""


def better(a, b, p) -> bool:
    """Is value `a` better than `b` for player `p`: a higher chance to win, then more points."""
    wa, wb = a[0][p], b[0][p]
    if wa > wb + EPS:
        return True
    return wa > wb - EPS and a[1][p] > b[1][p] + EPS


def finished_value(s) -> tuple:
    """(win shares, points) of a finished game, by the rules' scoring."""
    totals = [total(sh) for sh in s.sheets]
    won = winners(totals, [sh.coins for sh in s.sheets])
    share = 1.0 / len(won)
    return tuple(share if i in won else 0.0 for i in range(len(totals))), tuple(float(t) for t in totals)


def _sheets_key(s) -> tuple:
    return tuple((tuple(sh.pens.values()), tuple(sh.bonuses), sh.coins, tuple(sh.barn),
                  sh.taken is None) for sh in s.sheets)


def _key(s) -> tuple:
    """What the rest of the game depends on. Trucks are alike but for their dice, and the
    order of a truck's dice never changes what taking it crosses (docs/dice.md)."""
    return (tuple(sorted(tuple(sorted(t)) for t in s.trucks)), s.supply, s.current,
            tuple(sorted(s.rolled)), s.last_round, _sheets_key(s))


class EndgameSolver:
    """One search's memory of the positions it has valued. `node_limit` (positions) keeps
    a decision repeatable; `deadline` (time.perf_counter) keeps it within a time budget."""

    def __init__(self, node_limit: int | None = None, deadline: float | None = None):
        self.node_limit, self.deadline = node_limit, deadline
        self.memo = {}
        self.last_takes = {}        # the game's result after the round's last take, by what it took
        self.round = None           # the round searched: the first position asked sets it

    @property
    def nodes(self) -> int:
        return len(self.memo)

    def action_values(self, s) -> list:
        """[(action, value)] for every legal action of the player to move, value being
        ((win share per player), (expected points per player))."""
        if self.round is None:
            self.round = s.round
        return [(a, self._of(s, a)) for a in legal_actions(s)]

    def best(self, s):
        """(action, value) of the player to move's best action (the first of equals)."""
        p, choice = s.current, None
        for a, v in self.action_values(s):
            if choice is None or better(v, choice[1], p):
                choice = (a, v)
        return choice

    def value(self, s) -> tuple:
        if s.game_over:
            return finished_value(s)
        if self.round is None:
            self.round = s.round
        elif s.round != self.round:         # the round ended and the game goes on
            raise NotFinal("this line of play goes on after the round")
        k = _key(s)
        hit = self.memo.get(k)
        if hit is not None:
            return hit
        self._count()
        p, best = s.current, None
        for a in _distinct_actions(s):
            v = self._of(s, a)
            if best is None or better(v, best, p):
                best = v
        self.memo[k] = best
        return best

    def _count(self):
        n = len(self.memo)
        if self.node_limit is not None and n >= self.node_limit:
            raise TooBig(f"more than {self.node_limit} positions")
        if self.deadline is not None and n % 64 == 0 and time.perf_counter() > self.deadline:
            raise TooBig("out of time")

    def _of(self, s, a) -> tuple:
        """The value of action `a` in position `s`."""
        kind = type(a)
        if kind is Roll:
            return self.roll(s)
        if kind is Take and s.last_round and _alone(s):
            # the round's last take ends the game: its result depends on the sheets and
            # the dice taken only, and many positions share them
            k = (_sheets_key(s), s.current, tuple(sorted(s.trucks[a.truck])))
            hit = self.last_takes.get(k)
            if hit is None:
                hit = self.last_takes[k] = self.value(_after(s, a))
            return hit
        return self.value(_after(s, a))

    def roll(self, s) -> tuple:
        """The expected value of rolling: every pair of faces, each loaded as its roller likes."""
        n = len(s.sheets)
        wins, points = [0.0] * n, [0.0] * n
        for faces, chance in ROLLS:
            c = s.copy()
            apply_roll(c, list(faces))
            w, pts = self.value(c)
            for i in range(n):
                wins[i] += chance * w[i]
                points[i] += chance * pts[i]
        return tuple(wins), tuple(points)


def _alone(s) -> bool:
    """Is the player to move the only one still in the round?"""
    return sum(1 for sh in s.sheets if sh.taken is None) == 1


def _after(s, a):
    c = s.copy()
    apply(c, a, check=False)
    return c


def _distinct_actions(s) -> list:
    """The legal actions, one per distinct result: trucks holding the same dice are alike."""
    if s.rolled:
        seen, out = set(), []
        for face in sorted(set(s.rolled), key=ORDER.__getitem__):
            for i, t in enumerate(s.trucks):
                k = (face, tuple(sorted(t)))
                if len(t) < C.CRATES and k not in seen:
                    seen.add(k)
                    out.append(LOADS[face][i])
        return out
    out = [Roll()] if s.supply >= C.DICE_PER_ROLL else []
    seen = set()
    for i, t in enumerate(s.trucks):
        k = tuple(sorted(t))
        if t and k not in seen:
            seen.add(k)
            out.append(Take(i))
    return out


def final_round_positions(players: int, seed: int, games: int, seat_bots, node_limit=None,
                          every_roll: bool = False):
    """Positions of the round that ended each of `games` seeded games (seeds from `seed`,
    played by `seat_bots(game_number)`, a bot per seat) that the solver values exactly,
    with a choice to make: yields (game, public view, action values). With `every_roll`,
    a position where the dice could be rolled is followed by the 21 ways to place them."""
    for g in range(games):
        s = new_game(players, seed + g)
        bots, seen = seat_bots(g), []
        while not s.game_over:
            seen.append(s.copy())
            apply(s, bots[s.current].choose(public_view(s)))
        solver = EndgameSolver(node_limit)
        for h in seen:
            if h.round != s.round:
                continue
            todo = [h]
            if every_roll and not h.rolled and h.supply >= C.DICE_PER_ROLL:
                for faces, _ in ROLLS:
                    todo.append(h.copy())
                    apply_roll(todo[-1], list(faces))
            for position in todo:
                if len(legal_actions(position)) < 2:
                    continue
                try:
                    values = solver.action_values(public_view(position))
                except NotFinal:
                    break
                except TooBig:
                    solver = EndgameSolver(node_limit)
                    break
                yield g, public_view(position), values


# ---------------------------------------------------------------- the hard bot's use

def might_end_round(s) -> bool:
    """Could a take of this round still make it the last? (Else no line ends the game.)
    A take crosses at most a truck's crates of boxes, filling the smallest gaps first."""
    for sh in s.sheets:
        if sh.taken is not None:
            continue
        gaps = sorted(C.ENCLOSURE_BOXES[a] - sh.pens[a] for a in C.ANIMALS
                      if sh.pens[a] < C.ENCLOSURE_BOXES[a])
        dice, filled = C.CRATES, 0
        for g in gaps:
            if g > dice:
                break
            dice -= g
            filled += 1
        if len(gaps) - filled <= 1:
            return True
    return False


def decide(view, node_limit: int, deadline: float | None = None):
    """(action, Reason) of the best chance to win when every line of the round ends the
    game and the search fits in `node_limit` positions (and before `deadline`), else None."""
    if not view.last_round and not might_end_round(view):
        return None
    solver = EndgameSolver(node_limit, deadline)
    try:
        if view.rolled:
            scored = _placements(view, solver)
        else:
            scored = solver.action_values(view)
    except (NotFinal, TooBig):
        return None
    p, best = view.current, 0
    for i, (a, v) in enumerate(scored):
        if better(v, scored[best][1], p):
            best = i
    return scored[best][0], endgame_reason(view, scored, best)


def _placements(view, solver) -> list:
    """[(first load, value)], one per distinct way to place every rolled die: loads in
    another order that put the same dice on the same trucks are one placement."""
    solver.round = view.round
    seen, out = set(), []
    for a in legal_actions(view):
        after = _after(view, a)
        for b in (legal_actions(after) if after.rolled else [None]):
            final = _after(after, b) if b is not None else after
            k = tuple(sorted(tuple(sorted(t)) for t in final.trucks))
            if k not in seen:
                seen.add(k)
                out.append((a, solver.value(final)))
    return out


def percent(chance: float) -> int:
    """A chance in whole percent, never 0 or 100 unless it is exactly that."""
    pc = round(100 * chance)
    if chance > EPS:
        pc = max(pc, 1)
    if chance < 1 - EPS:
        pc = min(pc, 99)
    return pc


def endgame_reason(view, scored, best):
    """Why scored[best] was chosen: its chance to win against the best of the other moves
    (of rolling, when a truck is taken and the dice could still be rolled)."""
    action, value = scored[best]
    p = view.current
    win = value[0][p]
    others = [v[0][p] for i, (a, v) in enumerate(scored) if i != best]
    if not others:
        return Reason(describe_action(action) + " (the only move)", "only")
    text = describe_action(action)
    if win >= 1 - EPS:
        return Reason(text + " (wins whatever the dice show)", "endgame_sure")
    if max(v[0][p] for _, v in scored) <= EPS:
        return Reason(text + " (no move can still win: the most points)", "endgame_lost")
    kind = type(action)
    if kind is Roll:
        code, rivals = "endgame_roll", others
    elif kind is Take and any(type(a) is Roll for a, _ in scored):
        code, rivals = "endgame_take", [v[0][p] for a, v in scored if type(a) is Roll]
    else:
        code, rivals = ("endgame_trucks" if kind is Take else "endgame_load"), others
    details = {"win": percent(win), "other": percent(max(rivals))}
    return Reason(text + f" (wins {details['win']}%, the other way {details['other']}%)", code,
                  **details)
