"""What a player may know. The only secret of the dice game is the next roll,
which the seed decides: the public view is the state with the seed hidden, so a
bot that reads it cannot know a roll before it happens."""
from __future__ import annotations

from . import components as C
from .scoring import total
from .state import DiceState


def public_view(state: DiceState) -> DiceState:
    view = state.copy()
    view.seed = 0
    return view


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
