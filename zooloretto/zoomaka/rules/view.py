"""What a player may know. Hidden in Zoomaka: every hand but one's own, every bank but
one's own (face down), the Draw pile's order, the seed (which decides the shuffles and
the thieves' blind grabs) and who will be asked after the one asked now.
`public_view(state, viewer)` replaces each hidden card by HIDDEN, the seed by None (a
view cannot draw: state.NoChance) and the queue of the asked by its first;
`determinize(view, rng)` deals the unseen cards into those places at random and gives
the guess a seed of its own, a full state a bot may play on.
"""
from __future__ import annotations

from collections import Counter

from .cards import ALL_IDS, SECTION_SIZE
from .legal import action_limit, decision, still_to_ask, top_effect
from .state import HIDDEN, ZoomakaState, shuffle
from .zoo import fee_for, section_value


NOBODY = -1        # a viewer holding no seat: every hand and bank hidden (seen_by_all)


def public_view(state: ZoomakaState, viewer: int | None = None) -> ZoomakaState:
    """The state as `viewer` (by default the player who must decide now; NOBODY: what
    every player sees) may see it."""
    seat = state.current if viewer is None else viewer
    view = state.copy()
    view.seed = None
    view.asked = state.asked[:1]          # who decides now; the others learn it in turn
    view.draw = [HIDDEN] * len(state.draw)
    for q, p in enumerate(view.players):
        if q != seat:
            p.hand = [HIDDEN] * len(p.hand)
            p.bank = [HIDDEN] * len(p.bank)
    return view


def unseen(view: ZoomakaState) -> list:
    """The cards a view does not show, in deck order."""
    seen = Counter(view.draw + view.discard + view.settings + view.received)
    for p in view.players:
        seen.update(p.hand + p.bank)
        for sec in p.zoo:
            seen.update(sec.animals + sec.addons)
    return [c for c in ALL_IDS if not seen[c]]


def determinize(view: ZoomakaState, rng) -> ZoomakaState:
    """A full state consistent with the view: the unseen cards shuffled into its hidden
    places (other hands and banks, the Draw pile), a seed of its own for the chance to
    come, and the rest of the asked (the rules' public order, rules.legal.still_to_ask)."""
    state = view.copy()
    state.seed = rng.getrandbits(64)
    state.asked = state.asked[:1] + still_to_ask(state)
    cards = unseen(view)
    shuffle(rng, cards)

    def fill(items):
        for k, c in enumerate(items):
            if c == HIDDEN:
                items[k] = cards.pop()
    fill(state.draw)
    for p in state.players:
        fill(p.hand)
        fill(p.bank)
    return state


def seen_by_all(state: ZoomakaState) -> ZoomakaState:
    """The state as every player saw it: no hand, no bank, no Draw pile's order, no seed
    (the moment Play from here starts at, ui/replay/practice.py)."""
    return public_view(state, NOBODY)


def redeal(view: ZoomakaState, seed: int) -> ZoomakaState:
    """The game at a public moment with its chance made again: every card it hides (hands,
    banks, the Draw pile) dealt afresh by `seed`, the chance to come from `seed` too (Play
    from here: nothing of the real game's hidden cards is kept)."""
    import random
    state = determinize(seen_by_all(view), random.Random(f"zoomaka:{seed}:redeal"))
    state.seed = seed
    return state


def from_position(setup: dict) -> ZoomakaState:
    """The start of a game that begins at a moment of another (setup["position"], what
    every player saw as JSON), its hidden cards dealt by setup["seed"]; SetupError if the
    position is no game."""
    from ...common import start_at_position
    from .check import InvalidState, check_state
    from .state import SetupError
    return start_at_position(setup, lambda position, seed: redeal(ZoomakaState.from_json(position), seed),
                             check_state, InvalidState, SetupError)


def describe(state: ZoomakaState) -> dict:
    """A JSON summary of what everyone sees (what `zooloretto show` prints): of the seats
    asked out of turn, only the one who decides now."""
    players = []
    for i, p in enumerate(state.players):
        players.append({
            "seat": i, "name": p.name, "hand": len(p.hand), "bank": len(p.bank),
            "zoo": [{"type": sec.type, "animals": sec.animals[:], "addons": sec.addons[:],
                     "size": SECTION_SIZE[sec.type], "value": section_value(sec),
                     "fee": fee_for(state, p, sec.type),
                     "complete": len(sec.animals) >= SECTION_SIZE[sec.type]} for sec in p.zoo],
            "complete_sections": sum(1 for sec in p.zoo if len(sec.animals) >= SECTION_SIZE[sec.type]),
        })
    return {
        "game": "zoomaka", "active_player": state.active, "current_player": state.current,
        "decision": decision(state), "turn": state.turn, "round": state.round,
        "actions_left": max(0, action_limit(state) - state.used), "game_over": state.game_over,
        "winners": state.winners[:], "ended_by": state.ended_by,
        "draw_pile": len(state.draw), "discard_pile": state.discard[:],
        "setting_in_effect": state.settings[-1] if state.settings else None,
        "setting_effect": top_effect(state), "window": state.window,
        "asked": state.asked[:1], "received": state.received[:], "players": players,
    }
