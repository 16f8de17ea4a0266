"""A fast, fairly sensible policy for imagined futures (the hard bot's playouts).

It must be cheap: it values trucks with the evaluation's zoo sketches only,
never by copying the game state.
"""
from __future__ import annotations

from ..rules import apply, legal_actions
from ..rules.legal import trucks_with_room
from ..rules.actions import Reveal, Load, Take, Place, MoveAnimal, MONEY_ACTIONS
from ..rules.tiles import ANIMAL_OF
from . import evaluate as E
from .expansion_values import OWN_TILES

EPSILON = 0.1            # sometimes do the other thing, so futures vary
MONEY_GAIN = 0.5         # with money=True, a money action worth this many points more is made


def fast_action(state, rng, ctx, sharp=False, money=False):
    """One legal action for the player to move: the medium bot's reasoning
    about trucks, without copying the game state. `sharp`: no exploration, and a
    seen tile always goes on the truck its player likes best; `money`: also the
    money action (an exchange, a purchase, a discard...) that raises the zoo's value
    most (the hard bot's variants for two players, off as shipped: docs/bots.md)."""
    seat = state.current
    zoo = state.zoos[seat]
    if state.decisions:
        return _fast_settle(state)
    if state.pending:
        return _fast_place(state, zoo, ctx)
    if state.revealed is not None:
        return _fast_load(state, zoo, rng, ctx, sharp)
    if money and zoo.coins >= 1:
        move = _money_action(state, zoo, ctx)
        if move is not None:
            return move
    if zoo.coins >= 1 and zoo.barn and rng.random() < 0.5:
        move = _useful_move(zoo)
        if move is not None:
            return move
    # Values of this zoo in this context are kept in ctx.gains (shared by equal
    # contexts, as evaluate.seat_values keeps them): the sketch is made only when
    # one is missing.
    key = E.zoo_key(zoo)
    gains = ctx.gains
    sketch = base = None
    can_draw = bool(state.draw_pile or state.end_pile)
    fill = 0.0
    if can_draw:
        fill = gains.get(key)
        if fill is None:
            sketch = E.Sketch(zoo)
            base = sketch.value(ctx)
            fill = gains[key] = E.FILL_SHARE * max(0.0, E.tile_gain(sketch, base, ctx))
    best_take = best_wait = None
    draws = []
    for i, t in enumerate(state.trucks):
        if t.taken_by is not None:
            continue
        gain = 0.0
        if t.tiles:
            truck_key = (tuple(t.tiles), key)
            gain = gains.get(truck_key)
            if gain is None:
                if sketch is None:
                    sketch = E.Sketch(zoo)
                    base = sketch.value(ctx)
                gain = gains[truck_key] = E.truck_gain(sketch, base, t.tiles, ctx)
        if t.tiles and (best_take is None or gain > best_take[0]):
            best_take = (gain, i)
        if can_draw and t.free > 0:
            draws.append(i)
            wait = gain + fill * t.free
            if best_wait is None or wait > best_wait[0]:
                best_wait = (wait, i)
    take = best_take is not None and (
        not draws or best_take[0] >= E.TRUCK_WEIGHT_NEXT * best_wait[0])
    if not sharp and rng.random() < EPSILON and best_take is not None and draws:
        take = not take
    if take:
        return Take(best_take[1])
    return Reveal()


def _fast_load(state, zoo, rng, ctx, sharp=False):
    """The truck for the tile just seen: half the time (always if `sharp`) the one whose
    load (with the tile) this zoo would like best, else any."""
    trucks = trucks_with_room(state)
    if not sharp and rng.random() < 0.5:
        return Load(rng.choice(trucks))
    key = E.zoo_key(zoo)
    gains = ctx.gains
    sketch = base = None
    best = None
    for i in trucks:
        tiles = tuple(state.trucks[i].tiles) + (state.revealed,)
        gain = gains.get((tiles, key))
        if gain is None:
            if sketch is None:
                sketch = E.Sketch(zoo)
                base = sketch.value(ctx)
            gain = gains[(tiles, key)] = E.truck_gain(sketch, base, tiles, ctx)
        if best is None or gain > best[0]:
            best = (gain, i)
    return Load(best[1])


def _money_action(state, zoo, ctx):
    """The money action that raises this zoo's sketch value (its coins' worth included)
    most, by at least MONEY_GAIN; None if none does. It copies the state once per money
    action: the answer is kept in the context, as the truck values are, under the zoo
    and every barn's tiles (what can be bought)."""
    key = ("money", E.zoo_key(zoo), tuple(tuple(z.barn) for z in state.zoos))
    if key in ctx.gains:
        return ctx.gains[key]
    base = E.Sketch(zoo).value(ctx)
    best = None
    for a in legal_actions(state):
        if not isinstance(a, MONEY_ACTIONS):
            continue
        after = state.copy()
        apply(after, a, check=False)
        v = E.Sketch(after.zoos[state.current]).value(ctx)
        if v >= base + MONEY_GAIN and (best is None or v > best[0]):
            best = (v, a)
    ctx.gains[key] = move = None if best is None else best[1]
    return move


def _useful_move(zoo):
    """A barn animal that can join its own herd, if any."""
    for t in zoo.barn:
        a = ANIMAL_OF.get(t)
        if a is None:
            continue
        for i in range(zoo.open_pens):
            pen = zoo.pens[i]
            if pen and ANIMAL_OF[pen[0]] == a and len(pen) < zoo.caps[i]:
                return MoveAnimal(t, i)
    return None


def _fast_settle(state):
    """A newborn or a gift: never the barn when there is a choice; a newborn
    goes into its enclosure rather than the petting zoo, unless it would go to the barn."""
    acts = legal_actions(state)
    for to in ("enclosure", "stall", "petting_zoo"):
        for a in acts:
            if a.to == to:
                return a
    return acts[0]


def _fast_place(state, zoo, ctx):
    tile = state.pending[0]
    if tile in OWN_TILES:          # a jungle animal (its board first), a building site
        return next(a for a in legal_actions(state) if a.tile == tile)
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


def play_out(state, rng, stop_round=None, max_steps=200, sharp=False, money=False, policy=None):
    """Play on in place until the round `stop_round` is over (default: the
    current one), the game ends, or `max_steps` actions were made; `sharp` and
    `money`: see fast_action; `policy(state, rng, ctx)`, if given, is asked first and
    its action played unless it answers None (another model of some players)."""
    stop_round = state.round if stop_round is None else stop_round
    ctx = E.Context(state)
    steps = 0
    while not state.game_over and state.round <= stop_round and steps < max_steps:
        round_now = state.round
        action = policy(state, rng, ctx) if policy is not None else None
        if action is None:
            action = fast_action(state, rng, ctx, sharp, money)
        apply(state, action, check=False)
        if state.round != round_now:
            ctx = E.Context(state)      # a new round: the supply and time left have changed
        steps += 1
    return state
