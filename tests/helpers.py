"""Build test positions from a fresh game without breaking tile or money conservation.

Every tile put into a zoo or onto a truck is taken out of the face-down stacks
(or, for offspring, out of the supply), so `check_state` still passes and the
engine sees a position that could have arisen in a real game.
"""
from __future__ import annotations

import random

from zooloretto.zoo.rules import new_game, legal_actions, apply
from zooloretto.zoo.rules import actions as A
from zooloretto.zoo.rules import components as C
from zooloretto.zoo.rules.check import check_state

BRED = ":bred"


def _unbred(tile):
    return tile[:-len(BRED)] if tile.endswith(BRED) else tile


def _take_from_stacks(state, tile):
    """Remove one `tile` (unbred form) from the face-down stacks.

    A tile found in the end stack is swapped for the bottom tile of the draw
    pile, so the end stack keeps its 15 tiles and the game is not triggered.
    """
    wanted = _unbred(tile)
    if wanted.endswith(":baby"):
        animal = wanted.split(":")[0]
        if state.offspring.get(animal, 0) <= 0:
            raise ValueError(f"no {animal} offspring left in the supply")
        state.offspring[animal] -= 1
        return
    if wanted in state.draw_pile:
        # Take the lowest copy: the top of the pile stays as dealt.
        state.draw_pile.remove(wanted)
        return
    if wanted in state.end_pile and state.draw_pile:
        i = state.end_pile.index(wanted)
        state.end_pile[i] = state.draw_pile.pop(0)
        return
    raise ValueError(f"no {wanted} tile left in the stacks")


def _return_to_stacks(state, tiles):
    for t in tiles:
        t = _unbred(t)
        if t.endswith(":baby"):
            state.offspring[t.split(":")[0]] += 1
        else:
            state.draw_pile.insert(0, t)


def game(n=3, seed=1, removed=None, **kw):
    """A new game; by default the last types are removed so tests know what is in play."""
    if removed is None:
        removed = list(C.ANIMALS[len(C.ANIMALS) - C.REMOVED_TYPES[n]:])
    return new_game(n, seed=seed, removed=removed, **kw)


def set_zoo(state, seat, pens=None, stalls=None, barn=None, coins=None, expanded=None):
    """Give `seat` exactly these pens/stalls/barn/coins (each optional).

    pens and stalls are dicts {enclosure index: [tiles]}; anything not named is
    emptied only if the argument is given. Coins come from (or go back to) the bank.
    Bred parents and offspring must be given consistently by the caller
    (one bred male, one bred female, one offspring per birth).
    """
    zoo = state.zoos[seat]
    if expanded is not None:
        zoo.expanded = expanded
    for places, wanted in ((zoo.pens, pens), (zoo.stalls, stalls)):
        if wanted is None:
            continue
        for i in range(len(places)):
            _return_to_stacks(state, places[i])
            places[i] = []
        for i, tiles in wanted.items():
            for t in tiles:
                _take_from_stacks(state, t)
            places[i] = list(tiles)
    if barn is not None:
        _return_to_stacks(state, zoo.barn)
        zoo.barn = []
        for t in barn:
            _take_from_stacks(state, t)
        zoo.barn = list(barn)
    if coins is not None:
        set_coins(state, seat, coins)
    check_state(state)
    return state


def set_coins(state, seat, coins):
    delta = coins - state.zoos[seat].coins
    if delta > state.bank:
        raise ValueError("the bank cannot pay that much")
    state.bank -= delta
    state.zoos[seat].coins = coins


def set_bank(state, amount, seat_to_hold_rest=0):
    """Make the bank hold `amount`, moving the difference to or from one seat."""
    delta = state.bank - amount
    state.bank = amount
    state.zoos[seat_to_hold_rest].coins += delta
    assert state.zoos[seat_to_hold_rest].coins >= 0


def load_truck(state, truck, tiles):
    """Put these face-up tiles on a truck (taken from the stacks)."""
    for t in tiles:
        _take_from_stacks(state, t)
    state.trucks[truck].tiles.extend(tiles)
    check_state(state)
    return state


def stack_top(state, tiles):
    """Make `tiles` the next tiles drawn, first drawn first."""
    for t in tiles:
        _take_from_stacks(state, t)
    for t in tiles:
        state.draw_pile.append(t)
    check_state(state)


def drain_draw_pile(state, keep=0):
    """Move all but `keep` tiles of the draw pile into the box (out of the game)."""
    cut = len(state.draw_pile) - keep
    state.box += state.draw_pile[:cut]
    del state.draw_pile[:cut]
    check_state(state)


def mark_taken(state, seat, truck):
    """Seat `seat` has taken (and unloaded) `truck` this round."""
    assert not state.trucks[truck].tiles, "an empty truck stands for one already unloaded"
    state.trucks[truck].taken_by = seat
    state.zoos[seat].truck = truck
    state.last_taker = seat


# ------------------------------------------------------------ random play

def pick_action(state, rng):
    """A random legal action, choosing the kind first so that the many
    purchase and placement variants do not drown out drawing and taking."""
    acts = legal_actions(state)
    by_kind = {}
    for a in acts:
        by_kind.setdefault(type(a), []).append(a)
    kinds = list(by_kind)
    # Lean towards the core turn so that games end in a sensible number of steps.
    weights = [1 if k in A.MONEY_ACTIONS else 4 for k in kinds]
    kind = rng.choices(kinds, weights)[0]
    return rng.choice(by_kind[kind])


def random_game(n, seed, max_steps=3000, on_step=None):
    """Play one random game to the end; return (state, steps, actions)."""
    state = new_game(n, seed=seed)
    rng = random.Random(seed * 7919 + n)
    actions = []
    while not state.game_over:
        if len(actions) >= max_steps:
            raise AssertionError(f"game {n}/{seed} not over after {max_steps} actions")
        a = pick_action(state, rng)
        events = apply(state, a, check=False)
        actions.append(a)
        if on_step:
            on_step(state, a, events)
    return state, len(actions), actions


def play_randomly(record, legal_actions, seed, steps):
    """Play up to `steps` seeded random legal actions on a record (either game); return it."""
    rng = random.Random(seed)
    for _ in range(steps):
        if record.state.game_over:
            break
        record.play(rng.choice(legal_actions(record.state)))
    return record


def json_places(node, path=(), per_list=None):
    """Every (path, value) in a JSON tree, containers included; with `per_list`, only the first
    that many items of each list (they stand for the rest)."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from json_places(v, path + (k,), per_list)
    elif isinstance(node, list):
        for i, v in enumerate(node if per_list is None else node[:per_list]):
            yield from json_places(v, path + (i,), per_list)


def drawn_texts(monkeypatch, module, name) -> list:
    """The texts `module.name(surface, text, ...)` is asked to draw, in a list that
    fills as the screen draws (the function still draws)."""
    texts = []
    real = getattr(module, name)

    def record(surface, text, *args, **kwargs):
        texts.append(text)
        return real(surface, text, *args, **kwargs)
    monkeypatch.setattr(module, name, record)
    return texts


def draw(state, truck, check=True):
    """Action A in its two steps: reveal the stack's top, then load it on `truck`. Returns
    the events of both."""
    events = apply(state, A.Reveal(), check=check)
    return events + apply(state, A.Load(truck), check=check)
