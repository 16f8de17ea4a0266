"""A fast, fairly sensible policy for imagined futures (the hard bot's playouts).

It must be cheap: it values trucks with the evaluation's zoo sketches only,
never by copying the game state.
"""
from __future__ import annotations

from ..rules import legal_actions, apply
from ..rules.actions import Draw, Take, Place, MoveAnimal
from . import evaluate as E

EPSILON = 0.1            # sometimes do the other thing, so futures vary
TAKE_BASE = 1.5          # a truck must add this much...
TAKE_PER_FREE_SPACE = 1.2  # ...plus this per space still free on it


def fast_action(state, rng, ctx):
    """One legal action for the player to move."""
    seat = state.current
    zoo = state.zoos[seat]
    if state.pending:
        return _fast_place(state, zoo, ctx)
    sketch = E.Sketch(zoo)
    base = sketch.value(ctx)
    takes, draws = [], []
    for i, t in enumerate(state.trucks):
        if t.taken_by is None:
            if t.tiles:
                takes.append((E.truck_gain(sketch, base, t.tiles, ctx) - TAKE_PER_FREE_SPACE * t.free, i))
            if t.free > 0:
                draws.append(i)
    if not (state.draw_pile or state.end_pile):
        draws = []
    if zoo.coins >= 1 and zoo.barn and rng.random() < 0.5:
        move = _useful_move(zoo)
        if move is not None:
            return move
    best = max(takes) if takes else None
    take = best is not None and (not draws or best[0] >= TAKE_BASE)
    if rng.random() < EPSILON and takes and draws:
        take = not take
    if take:
        return Take(best[1])
    return Draw(rng.choice(draws))


def _useful_move(zoo):
    from ..rules.tiles import ANIMAL_OF
    from ..rules.components import ENCLOSURE_CAPACITY as CAP
    for t in zoo.barn:
        a = ANIMAL_OF.get(t)
        if a is None:
            continue
        for i in range(zoo.open_pens):
            pen = zoo.pens[i]
            if pen and ANIMAL_OF[pen[0]] == a and len(pen) < CAP[i]:
                return MoveAnimal(t, i)
    return None


def _fast_place(state, zoo, ctx):
    tile = state.pending[0]
    sketch = E.Sketch(zoo)
    best = None
    for where, i in sketch.options(tile):
        trial = sketch.copy()
        trial.put(tile, where, i)
        v = trial.value(ctx)
        if best is None or v > best[0]:
            best = (v, where, i)
    _, where, i = best
    to = {"pen": "enclosure", "stall": "stall", "barn": "barn"}[where]
    return Place(tile, to, i)


def play_out(state, rng, stop_round=None, max_steps=200):
    """Play on in place until the round `stop_round` is over (default: the
    current one), the game ends, or `max_steps` actions were made."""
    stop_round = state.round if stop_round is None else stop_round
    ctx = E.Context(state)
    steps = 0
    while not state.game_over and state.round <= stop_round and steps < max_steps:
        apply(state, fast_action(state, rng, ctx), check=False)
        steps += 1
    return state
