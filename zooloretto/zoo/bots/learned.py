"""A learned evaluation: each seat's chance to win, fitted on self-play games.

`win_chances(state)` gives every seat's chance to win the game from a position,
read from public facts only (the zoos, the coins, the trucks on the table, whose
turn it is, and the unseen tiles as a multiset; never their order). Each seat
gets a score, a weighted sum of a few features of its zoo (`FEATURES`), and the
chances are the softmax of those scores over the seats: a conditional logit
model, one set of weights for 2 to 5 players.

The weights come from `learned_weights.json` beside this module, fitted by
tools/fit_eval.py on positions that tools/selfplay.py recorded (docs/bots.md); the
file may hold a set of its own for a number of players ("players": {"2": ...}),
used only at tables of that size. ZOOLORETTO_LEARNED_WEIGHTS names another file
(a candidate's, for an arena run). Pure Python: the game never needs numpy.
"""
from __future__ import annotations

import json
import math
import os
from collections import Counter
from pathlib import Path

from ..rules.scoring import zoo_total
from ..rules.tiles import ANIMAL_OF, STALL_OF
from . import evaluate as E

WEIGHTS_FILE = Path(__file__).with_name("learned_weights.json")
WEIGHTS_FILE_VARIABLE = "ZOOLORETTO_LEARNED_WEIGHTS"
PHASE_TILES = 8.0      # tiles still to come per player that make the phase 1/2

# One score per seat: the features of its zoo, with weights that change as the game
# goes on: a set of weights at each of a few phases (KNOTS), interpolated linearly.
BASE = ("estimate", "score", "coins", "barn_animal_types", "barn_stall_types", "full",
        "one_short", "empty", "need", "starved", "fertile", "tiles", "to_move", "order", "expanded")
KNOTS = (0.0, 0.3, 0.45, 0.6, 0.75)
FEATURES = tuple(f"{name}@{k}" for k in KNOTS for name in BASE)


def phase(state, ctx) -> float:
    """How much of the game is left, from 0 (the last round) towards 1 (the start):
    t / (t + PHASE_TILES) for t tiles each player will still collect."""
    t = ctx.future_tiles
    return t / (t + PHASE_TILES)


def knot_shares(p: float) -> list:
    """How much each knot's weights count at phase p: the two knots around it share it."""
    shares = [0.0] * len(KNOTS)
    if p <= KNOTS[0]:
        shares[0] = 1.0
    elif p >= KNOTS[-1]:
        shares[-1] = 1.0
    else:
        for i in range(len(KNOTS) - 1):
            lo, hi = KNOTS[i], KNOTS[i + 1]
            if lo <= p < hi:
                shares[i + 1] = (p - lo) / (hi - lo)
                shares[i] = 1.0 - shares[i + 1]
                break
    return shares


def _supply(state) -> Counter:
    """Animals still to come: the unseen ones and those on untaken trucks."""
    supply = Counter(ANIMAL_OF.get(t) for t in state.draw_pile)
    supply.update(ANIMAL_OF.get(t) for t in state.end_pile)
    for truck in state.trucks:
        if truck.taken_by is None:
            supply.update(ANIMAL_OF.get(t) for t in truck.tiles)
    return supply


def _zoo_features(zoo, supply) -> list:
    """Counts of one zoo: barn types, enclosures full / one short / empty, animals
    still needed, enclosures that can no longer reach one-short, fertile singles, and
    the tiles in its enclosures and stalls (the barn's do not count: they cost points)."""
    barn_a = {ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF}
    barn_s = {STALL_OF[t] for t in zoo.barn if t in STALL_OF}
    full = one_short = empty = need = starved = fertile = 0
    for i in range(zoo.open_pens):
        pen, cap = zoo.pens[i], zoo.caps[i]
        if not pen:
            empty += 1
            continue
        count = len(pen)
        if count == cap:
            full += 1
            continue
        if count == cap - 1:
            one_short += 1
        need += cap - count
        if supply.get(ANIMAL_OF[pen[0]], 0) < cap - 1 - count:
            starved += 1
        sexes = {t.split(":")[1] for t in pen if t.count(":") == 1 and not t.endswith(":baby")}
        if len(sexes) == 1:
            fertile += 1        # one fertile animal waiting for its mate: an offspring possible
    tiles = sum(map(len, zoo.pens)) + sum(map(len, zoo.stalls))
    return [len(barn_a), len(barn_s), full, one_short, empty, need, starved, fertile, tiles]


def features(state, ctx=None, values=None) -> list:
    """One feature list (in FEATURES order) per seat, from public facts only."""
    ctx = ctx or E.Context(state)
    values = values if values is not None else E.seat_values(state, ctx)
    n = len(state.zoos)
    shares = knot_shares(phase(state, ctx))
    supply = _supply(state)
    rows = []
    for q, zoo in enumerate(state.zoos):
        order = (q - state.current) % n
        base = [values[q], zoo_total(zoo, state.options), zoo.coins]
        base += _zoo_features(zoo, supply)
        base += [1.0 if order == 0 else 0.0, order / (n - 1), zoo.expanded]
        rows.append([x * share for share in shares for x in base])
    return rows


def softmax(scores) -> list:
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    return [e / total for e in exps]


class Weights:
    """The fitted weights, checked against the features this module computes: one set
    for every table, and maybe sets of their own for some numbers of players."""

    def __init__(self, data: dict):
        names = tuple(data["features"])
        if names != FEATURES:
            raise ValueError("the weights file was fitted on other features")
        self.weights = [float(w) for w in data["weights"]]
        self.meta = data.get("meta", {})
        self.by_players = {}
        for n, section in data.get("players", {}).items():
            if len(section["weights"]) != len(FEATURES):
                raise ValueError(f"the weights for {n} players were fitted on other features")
            self.by_players[int(n)] = [float(w) for w in section["weights"]]

    @classmethod
    def load(cls, path=WEIGHTS_FILE) -> "Weights":
        with open(path, encoding="utf-8") as f:
            return cls(json.load(f))

    def for_players(self, n: int) -> list:
        return self.by_players.get(n, self.weights)

    def scores(self, rows) -> list:
        w = self.for_players(len(rows))       # one row per seat
        return [sum(a * b for a, b in zip(w, row)) for row in rows]


_LOADED: list = []      # the shipped weights, read once


def shipped() -> Weights:
    if not _LOADED:
        _LOADED.append(Weights.load(os.environ.get(WEIGHTS_FILE_VARIABLE) or WEIGHTS_FILE))
    return _LOADED[0]


def win_chances(state, ctx=None, values=None, weights: Weights | None = None) -> list:
    """Every seat's chance to win from this position (they sum to 1)."""
    weights = weights or shipped()
    return softmax(weights.scores(features(state, ctx, values)))
