"""Turning the engine's events into table talk: "Ana drew a zebra and put it on truck 2."

Also the names of tiles, places and actions that the game screen shows,
all through the catalogs (game.*, rules.refusal.*).
"""
from __future__ import annotations

from ..rules import components as C
from ..rules.actions import (Draw, Take, Place, MoveAnimal, MoveStall, Exchange, Purchase,
                             Discard, Expand)
from ..rules.tiles import ANIMAL_OF, STALL_OF
from .text import tr

ANIMAL_PARAMS = ("held", "animal")


def animal_name(a: str, plural=False) -> str:
    return tr(("game.animals." if plural else "game.animal.") + a)


def tile_name(tile: str) -> str:
    """"a zebra", "an elephant (male)", "a popcorn stall", "a baby panda"."""
    if tile == "coin":
        return tr("game.tile.coin")
    if tile in STALL_OF:
        return tr("game.stall_a." + STALL_OF[tile])
    animal = ANIMAL_OF.get(tile)
    if animal is None:
        return tile
    a = tr("game.animal_a." + animal)
    if tile.endswith(":baby"):
        return tr("game.tile.baby", animal=animal_name(animal))
    if ":male" in tile:
        return tr("game.tile.male", a=a)
    if ":female" in tile:
        return tr("game.tile.female", a=a)
    return a


def place_name(to: str, index) -> str:
    if to == "barn":
        return tr("game.place.barn")
    if to == "stall":
        return tr("game.place.stall")
    if index is not None and index >= C.BOARD_ENCLOSURES:
        return tr("game.place.expansion")
    return tr("game.place.enclosure", n=C.ENCLOSURE_CAPACITY[index or 0])


def pen_name(index: int) -> str:
    if index >= C.BOARD_ENCLOSURES:
        return tr("game.place.expansion_name")
    return tr("game.place.pen_name", n=C.ENCLOSURE_CAPACITY[index])


def cost_text(n: int) -> str:
    return tr("game.cost.single") if n == 1 else tr("game.cost.several", n=n)


def action_cost(action) -> int:
    return {MoveAnimal: C.COST_REMODEL, MoveStall: C.COST_REMODEL, Exchange: C.COST_REMODEL,
            Purchase: C.COST_TILE, Discard: C.COST_TILE, Expand: C.COST_EXPAND}.get(type(action), 0)


def describe_action(action, state) -> str:
    """A short imperative naming what an action would do (highlights, confirm, hints)."""
    k = type(action)
    if k is Draw:
        return tr("game.do.draw", truck=action.truck + 1)
    if k is Take:
        return tr("game.do.take", truck=action.truck + 1)
    if k is Place:
        return tr("game.do.place", tile=tile_name(action.tile), place=place_name(action.to, action.index))
    if k is MoveAnimal:
        return tr("game.do.move_animal", tile=tile_name(action.tile),
                  place=pen_name(action.index))
    if k is MoveStall:
        return tr("game.do.move_stall", tile=tile_name(action.tile), place=pen_name(action.index))
    if k is Exchange:
        zoo = state.zoos[state.current]
        first = zoo.pens[action.index]
        a = ANIMAL_OF[first[0]] if first else "?"
        if action.other is not None:
            second = zoo.pens[action.other]
            b = ANIMAL_OF[second[0]] if second else "?"
        else:
            b = action.barn_animal
        return tr("game.do.exchange", first=_plural(a), second=_plural(b))
    if k is Purchase:
        return tr("game.do.purchase", tile=tile_name(action.tile),
                  seller=state.zoos[action.seller].name, place=place_name(action.to, action.index))
    if k is Discard:
        return tr("game.do.discard", tile=tile_name(action.tile))
    if k is Expand:
        return tr("game.do.expand")
    return str(action)


def _plural(a):
    return animal_name(a, plural=True) if a in ANIMAL_OF.values() else str(a)


def refusal_text(r) -> str:
    """The engine's reason, in the player's language, with names translated."""
    params = {}
    for key, value in r.params.items():
        if key == "held" or (key == "animal" and r.code == "exchange_same_animal"):
            value = animal_name(value, plural=True)
        elif key == "animal" and r.code == "wrong_animal":
            value = tr("game.animal_a." + value)
        elif key in ANIMAL_PARAMS and isinstance(value, str):
            value = animal_name(value)
        elif key == "tile" and isinstance(value, str):
            value = tile_name(value)
        elif key in ("index", "truck", "seller") and isinstance(value, int):
            value = value + 1
        params[key] = value
    return tr("rules.refusal." + r.code, **params)


def sentences(events: list, names: list) -> list:
    """(seat or None, sentence) for each event worth saying aloud."""
    out = []
    last_purchase = False
    for e in events:
        t = e["type"]
        p = e.get("player")
        name = names[p] if p is not None else ""
        s = None
        if t == "tile_drawn":
            s = tr("game.log.tile_drawn", name=name, tile=tile_name(e["tile"]), truck=e["truck"] + 1)
        elif t == "end_triggered":
            s = tr("game.log.end_triggered")
        elif t == "truck_taken":
            s = tr("game.log.truck_taken", name=name, truck=e["truck"] + 1)
        elif t == "coins_collected":
            s = tr("game.log.coins_collected", name=name, amount=e["amount"])
        elif t == "tile_placed":
            place = place_name(e["to"], e["index"])
            src = e["source"]
            if src == "purchase" and last_purchase:
                s = tr("game.log.placed_purchase", place=place)
            elif src == "barn":
                s = tr("game.log.placed_move", name=name, tile=tile_name(e["tile"]), place=place)
            elif src == "stall":
                s = tr("game.log.placed_stall", name=name, tile=tile_name(e["tile"]), place=place)
            else:
                s = tr("game.log.placed_truck", name=name, tile=tile_name(e["tile"]), place=place)
        elif t == "offspring_born":
            key = "game.log.offspring_born" if e["to"] == "enclosure" else "game.log.offspring_barn"
            s = tr(key, name=name, animal=animal_name(e["animal"]))
        elif t == "bonus_paid":
            s = (tr("game.log.bonus_paid", name=name, amount=e["amount"]) if e["amount"]
                 else tr("game.log.bonus_empty", name=name))
        elif t == "exchanged":
            s = tr("game.log.exchanged", name=name, gave=_plural(e["gave"]), got=_plural(e["got"]))
        elif t == "purchased":
            s = tr("game.log.purchased", name=name, tile=tile_name(e["tile"]),
                   seller=names[e["seller"]])
        elif t == "discarded":
            s = tr("game.log.discarded", name=name, tile=tile_name(e["tile"]))
        elif t == "expanded":
            s = tr("game.log.expanded", name=name)
        elif t == "tiles_removed":
            s = tr("game.log.tiles_removed", truck=e["truck"] + 1)
        elif t == "round_started":
            s = tr("game.log.round_started", round=e["round"], name=names[e["player"]])
        elif t == "game_ended":
            s = tr("game.log.game_ended", names=tr("results.and").join(names[w] for w in e["winners"]))
        last_purchase = t == "purchased" or (last_purchase and t == "paid")
        if s:
            out.append((p, s))
    return out
