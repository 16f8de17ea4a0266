"""What a player may know. The only secret of the dice game is the next roll,
which the seed decides: the public view is the state with no seed at all (None,
never a number a game could have), so a bot that reads it cannot know a roll before
it happens, and the rules refuse to roll on it ("hidden_roll"). Whoever imagines a
roll gives it faces of their own (engine.apply_roll) or a seed of their own
(`determinize`)."""
from __future__ import annotations

import random

from . import components as C
from .scoring import total
from .state import DiceState


def public_view(state: DiceState) -> DiceState:
    view = state.copy()
    view.seed = None
    return view


def determinize(view: DiceState, rng: random.Random) -> DiceState:
    """A full state consistent with the view: its future rolls from a seed drawn by `rng`
    (the caller's own randomness, never the game's)."""
    sample = view.copy()
    sample.seed = rng.getrandbits(64)
    return sample


def redeal(view: DiceState, seed: int) -> DiceState:
    """The game at a public moment with its chance made again: the rolls to come from
    `seed` (Play from here: the real game's next rolls stay unknown)."""
    state = view.copy()
    state.seed = seed
    return state


def from_position(setup: dict) -> DiceState:
    """The start of a game that begins at a moment of another (setup["position"], a public
    view as JSON), its rolls from setup["seed"]; SetupError if the position is no game."""
    from ...common import start_at_position
    from .check import InvalidState, check_state
    from .state import SetupError
    return start_at_position(setup, lambda position, seed: redeal(public_view(DiceState.from_json(position)), seed),
                             check_state, InvalidState, SetupError)


def describe(state: DiceState) -> dict:
    """A friendly JSON summary of the public state (what `zooloretto show` prints)."""
    claimed = {a for s in state.sheets for a in s.bonuses}
    players = []
    for i, s in enumerate(state.sheets):
        players.append({
            "seat": i, "name": s.name,
            "sheet": {
                "enclosures": {a: {"crossed": s.pens[a], "boxes": C.ENCLOSURE_BOXES[a]}
                               for a in C.ANIMALS},
                "bonuses": s.bonuses[:], "coins": s.coins, "coin_boxes": C.COIN_BOXES,
                "coin_groups_complete": C.complete_groups(s.coins), "barn": s.barn[:]},
            "taken": None if s.taken is None else s.taken[:],
            "in_round": s.taken is None,
            "free_enclosures": s.free_enclosures(),
            "score": total(s)})
    return {
        "game": "dice", "current_player": state.current, "round": state.round,
        "game_over": state.game_over, "last_round": state.last_round,
        "supply": state.supply, "dice": state.dice, "rolled": state.rolled[:],
        "rolls": state.rolls,
        "trucks": [{"index": i, "dice": t[:], "free_crates": C.CRATES - len(t)}
                   for i, t in enumerate(state.trucks)],
        "bonuses_open": [a for a in C.ANIMALS if a not in claimed],
        "players": players,
    }
