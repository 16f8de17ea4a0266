"""What a player may know: the state with the order of the face-down stacks hidden.

The public view keeps how many tiles each stack holds but replaces their
order with one canonical order of the unseen tiles, so two states that differ
only in the hidden order (or in the seed that made it) have equal views. The view
has no seed at all (None, never a number a game could have). A bot decides from the
view and imagines futures with `determinize`, which deals the unseen tiles with the
bot's own randomness and gives the sample a seed of its own.
"""
from __future__ import annotations

import random

from .chance import shuffle
from .state import GameState


def unseen_tiles(state: GameState) -> list:
    """The face-down tiles, as a sorted list: their multiset is public."""
    return sorted(state.draw_pile + state.end_pile)


def public_view(state: GameState) -> GameState:
    view = state.copy()
    view.seed = None    # the seed would rebuild the shuffle
    hidden = unseen_tiles(state)
    cut = len(state.draw_pile)
    view.draw_pile, view.end_pile = hidden[:cut], hidden[cut:]
    if view.options:    # what an expansion keeps secret (the octopus's prediction)
        from .hooks import active
        for expansion in active(view):
            expansion.hide(view)
    return view


def determinize(view: GameState, rng: random.Random) -> GameState:
    """A full state consistent with the view, the unseen tiles shuffled by rng."""
    sample = view.copy()
    sample.seed = rng.getrandbits(64)      # a full state has a seed: never the game's
    hidden = sample.draw_pile + sample.end_pile
    shuffle(rng, hidden)
    cut = len(sample.draw_pile)
    sample.draw_pile, sample.end_pile = hidden[:cut], hidden[cut:]
    return sample


def redeal(view: GameState, seed: int) -> GameState:
    """The game at a public moment with its chance made again: the unseen tiles shuffled by
    `seed` into stacks of the same sizes (Play from here: the real game's next tiles stay
    unknown)."""
    state = determinize(view, random.Random(seed))
    state.seed = seed
    return state


def from_position(setup: dict) -> GameState:
    """The start of a game that begins at a moment of another (setup["position"], a public
    view as JSON), its unseen tiles dealt by setup["seed"]; SetupError if it is no game."""
    from ...common import start_at_position
    from .check import InvalidState, check_state
    from .state import SetupError
    return start_at_position(setup, lambda position, seed: redeal(public_view(GameState.from_json(position)), seed),
                             check_state, InvalidState, SetupError)


def describe(state: GameState) -> dict:
    """A friendly JSON summary of the public state (what `zooloretto show` prints)."""
    from . import components as C
    from .tiles import ANIMAL_OF
    players = []
    for z in state.zoos:
        enclosures = []
        for i in range(C.BOARD_ENCLOSURES + z.expansions):
            pen = z.pens[i]
            enclosures.append({
                "index": i, "capacity": z.caps[i],
                "open": i < z.open_pens,
                "animal": ANIMAL_OF[pen[0]] if pen else None,
                "count": len(pen), "tiles": pen[:],
                "stalls": z.stalls[i][:], "stall_spaces": z.stall_caps[i],
                "points_full": C.POINTS_FULL[i], "points_one_short": C.POINTS_ONE_SHORT[i],
                "fill_bonus": C.FILL_BONUS[i]})
        players.append({"name": z.name, "coins": z.coins, "enclosures": enclosures,
                        "stalls": [t for s in z.stalls for t in s],
                        "barn": z.barn[:], "expansions_face_down": z.expansions - z.expanded,
                        "truck": z.truck, "passed": z.truck is not None})
    out = {
        "current_player": state.current, "round": state.round,
        "game_over": state.game_over, "end_triggered": state.end_triggered,
        "unloading": state.pending[:],
        "revealed": state.revealed,      # action A's tile, seen by all, not yet on a truck
        "players": players,
        "trucks": [{"tiles": t.tiles[:], "blocked_spaces": len(t.blocked),
                    "taken_by": t.taken_by} for t in state.trucks],
        "draw_stack": len(state.draw_pile), "end_stack": len(state.end_pile),
        "bank": state.bank, "offspring_supply": dict(state.offspring),
        "removed_animals": state.removed[:],
    }
    if state.options:
        from .hooks import active
        out["expansions"] = list(state.options)
        out["decisions"] = [dict(d) for d in state.decisions]
        for expansion in active(state):
            expansion.describe(state, out)
    return out
