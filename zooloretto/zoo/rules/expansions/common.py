"""Small helpers the expansion modules share."""
from __future__ import annotations


def tile_kind(tiles, kind: str) -> None:
    """An expansion's tiles as a kind of their own in the tile tables (rules/tiles.py)."""
    from ..tiles import KIND, TILE_INFO, TileInfo
    for code in tiles:
        KIND[code] = kind
        TILE_INFO[code] = TileInfo(code, kind)


def money_action(cost: int):
    """Class decorator: an expansion's money action, a frozen dataclass of its fields (and
    its `type`), readable from JSON and costing `cost` coins (rules/actions.py)."""
    def make(cls):
        from dataclasses import dataclass
        from ..actions import register
        return register(dataclass(frozen=True, slots=True)(cls), cost)
    return make


def pay_from_bank(state, zoo, amount: int) -> int:
    """The bank pays up to `amount` (an empty bank pays nothing); return what was paid."""
    paid = min(amount, state.bank)
    state.bank -= paid
    zoo.coins += paid
    return paid


def pay_to_bank(state, zoo, amount: int) -> None:
    zoo.coins -= amount
    state.bank += amount


def is_seat(state, value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(state.zoos)


def truck_place(state, p, piece, tile, to, index):
    """The Place a tile of the truck being unloaded means when dropped `to`/`index`
    (rules/gestures.py's rule: of two tiles alike, the one picked up goes), or None
    when the truck is not the one being unloaded."""
    from ..actions import Place
    from ..places import truck_slot
    t = piece.index
    if not state.pending or state.zoos[p].truck != t or tile not in state.pending:
        return None
    first = truck_slot(state, t, state.pending.index(tile))
    return Place(tile, to, index) if piece.slot == first else Place(tile, to, index, piece.slot)


def mix_into_draw(state, salt: str, tiles) -> None:
    """An expansion's tiles shuffled into the draw stack (the end stack keeps the base
    game's 15), by a chance of their own made from the game's seed and `salt`."""
    import random
    from ..chance import shuffle
    pile = state.draw_pile + list(tiles)
    shuffle(random.Random(f"{salt}:{state.seed}"), pile)
    state.draw_pile[:] = pile
