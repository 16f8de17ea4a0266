"""Turning the engine's events into table talk: "Ana drew a zebra.", "Ana put a zebra on truck 2."

Also the names of tiles, places and actions that the game screen shows,
all through the catalogs (game.*, rules.refusal.*).
"""
from __future__ import annotations

from ..zoo.rules import components as C
from ..zoo.rules.actions import (Reveal, Load, Take, Place, MoveAnimal, MoveStall, Exchange,
                                 Purchase, Discard, Expand, Settle)
from ..zoo.rules.tiles import ANIMAL_OF
from ..words.zoo import animal_name, pen_name, place_name, tile_name  # noqa: F401 (the table's)
from . import more_talk
from .text import tr


def pen_label(index: int) -> str:
    """An enclosure as a score row names it: by its size, as the board and the talk do."""
    if index >= C.BOARD_ENCLOSURES:
        return tr("results.expansion_enclosure")
    return tr("results.enclosure", n=C.ENCLOSURE_CAPACITY[index])


# The expansions' score rows (rules/scoring.py "expansion_rows"): row -> its name's key.
ROW_NAMES = {"savings_book": "results.row.savings_book", "petting_zoo": "results.row.petting_zoo",
             "restaurant": "results.row.restaurant", "restaurant_stalls": "results.row.restaurant_stalls",
             "souvenir_shop": "results.row.souvenir_shop", "pavilions": "results.row.pavilions",
             "polar_bear": "results.row.polar_bear", **more_talk.ROW_NAMES}


def row_name(row: dict) -> str:
    """The name of an expansion's score row, with what it counts ("Petting zoo", ...)."""
    key = ROW_NAMES.get(row.get("row"))
    return tr(key) if key else str(row.get("row"))


def row_pictures(row: dict) -> list:
    """(tile or icon code, count) pictures of what an expansion row counts (results table)."""
    kind = row.get("row")
    if kind == "petting_zoo":
        return [(t, 0) for t in row.get("newborns", [])]
    if kind == "savings_book":
        return [("coin", row.get("coins", 1))]
    if kind == "souvenir_shop":
        return [("stall:souvenir", 0)]
    if kind in ("restaurant", "restaurant_stalls"):
        return [("restaurant", 0)]
    if kind == "pavilions":
        return [("pavilion", 0)] * len(row.get("enclosures", []))
    if kind == "polar_bear":
        return [("polar_bear", 0)]
    return more_talk.row_pictures(row)


def cost_text(n: int) -> str:
    return tr("game.cost.single") if n == 1 else tr("game.cost.several", n=n)


def describe_action(action, state) -> str:
    """A short imperative naming what an action would do (highlights, confirm, hints)."""
    k = type(action)
    if k is Reveal:
        return tr("game.do.reveal")
    if k is Load:
        tile = getattr(state, "revealed", None)
        return tr("game.do.load", tile=tile_name(tile) if tile else "?", truck=action.truck + 1)
    if k is Take:
        return tr("game.do.take", truck=action.truck + 1)
    said = more_talk.describe(action, state) if state.options else None
    if said:
        return said
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
    if k is Settle:
        return tr("game.do.place", tile=tile_name(action.tile), place=place_name(action.to, action.index))
    kind = getattr(action, "type", "")
    if kind == "deposit":
        return tr("game.do.deposit")
    if kind == "build_restaurant":
        return tr("game.do.build_restaurant")
    if kind == "build_pavilion":
        return tr("game.do.build_pavilion", place=pen_name(action.index))
    return str(action)


def _plural(a):
    return animal_name(a, plural=True) if a in ANIMAL_OF.values() else str(a)


def _who(e, names):
    return names[e.player]


def _placed(e, names, after_purchase):
    place = place_name(e.dst.area, e.dst.index)
    src = e.source
    if src == "purchase" and after_purchase:
        return tr("game.log.placed_purchase", place=place)
    key = {"barn": "game.log.placed_move", "stall": "game.log.placed_stall"}.get(
        src, "game.log.placed_truck")
    return tr(key, name=_who(e, names), tile=tile_name(e.tile), place=place)


def _born(e, names, _):
    key = {"enclosure": "game.log.offspring_born", "petting_zoo": "game.log.offspring_petting"}.get(
        e.dst.area, "game.log.offspring_barn")
    return tr(key, name=_who(e, names), animal=animal_name(e.animal))


def _bonus(e, names, _):
    if e.amount:
        return tr("game.log.bonus_paid", name=_who(e, names), amount=e.amount)
    return tr("game.log.bonus_empty", name=_who(e, names))


# What the log says for each event type (None: nothing). Every registered type is listed.
SAYINGS = {
    "tile_drawn": lambda e, names, _: tr("game.log.tile_drawn", name=_who(e, names),
                                         tile=tile_name(e.tile)),
    "tile_loaded": lambda e, names, _: tr("game.log.tile_loaded", name=_who(e, names),
                                          tile=tile_name(e.tile), truck=e.dst.index + 1),
    "end_triggered": lambda e, names, _: tr("game.log.end_triggered"),
    "truck_taken": lambda e, names, _: tr("game.log.truck_taken", name=_who(e, names),
                                          truck=e.truck + 1),
    "coins_collected": lambda e, names, _: tr("game.log.coins_collected", name=_who(e, names),
                                              amount=e.amount),
    "tile_placed": _placed,
    "offspring_born": _born,
    "bonus_paid": _bonus,
    "exchanged": lambda e, names, _: tr("game.log.exchanged", name=_who(e, names),
                                        gave=_plural(e.gave), got=_plural(e.got)),
    "purchased": lambda e, names, _: tr("game.log.purchased", name=_who(e, names),
                                        tile=tile_name(e.tile), seller=names[e.seller]),
    "discarded": lambda e, names, _: tr("game.log.discarded", name=_who(e, names),
                                        tile=tile_name(e.tile)),
    "expanded": lambda e, names, _: tr("game.log.expanded", name=_who(e, names)),
    "tiles_removed": lambda e, names, _: tr("game.log.tiles_removed", truck=e.truck + 1),
    "round_started": lambda e, names, _: tr("game.log.round_started", round=e.round,
                                            name=names[e.player]),
    "game_ended": lambda e, names, _: tr("game.log.game_ended", names=tr("results.and").join(
        names[w] for w in e.winners)),
    "paid": None,
    "unloaded": None,
    "turn_ended": None,
    "round_ended": None,
    # the expansions'
    "coin_saved": lambda e, names, _: tr("game.log.coin_saved", name=_who(e, names)),
    "coin_moved_up": lambda e, names, _: _coins_moved_up([e], names),
    "savings_paid_out": lambda e, names, _: (
        tr("game.log.savings_paid_out", name=_who(e, names), amount=e.interest) if e.interest
        else tr("game.log.savings_no_interest", name=_who(e, names))),
    "newborn_waits": lambda e, names, _: tr("game.log.newborn_waits", name=_who(e, names),
                                            animal=animal_name(e.animal)),
    "petting_zoo_paid": lambda e, names, _: (
        tr("game.log.petting_zoo_paid", name=_who(e, names), amount=e.amount) if e.amount
        else tr("game.log.petting_zoo_empty", name=_who(e, names))),
    "souvenir_shop_given": lambda e, names, _: tr("game.log.souvenir_shop_given", name=_who(e, names)),
    "building_built": lambda e, names, _: (
        tr("game.log.restaurant_built", name=_who(e, names)) if e.building == "restaurant"
        else tr("game.log.pavilion_built", name=_who(e, names), place=pen_name(e.dst.index))),
    "polar_bear_taken": lambda e, names, _: tr("game.log.polar_bear_taken", name=_who(e, names)),
    **more_talk.SAYINGS,       # Exotic and the later minis
}


def _name_list(who: list) -> str:
    """"Ana", "Ana & Ben", "Ana, Ben & Cleo" (the joiner in the player's language)."""
    return who[0] if len(who) == 1 else ", ".join(who[:-1]) + tr("results.and") + who[-1]


def _coins_moved_up(events, names):
    if len(events) > 1 and len({e.player for e in events}) == len(names):
        return tr("game.log.coins_moved_up_all")
    return tr("game.log.coin_moved_up", count=len(events),
              names=_name_list([names[e.player] for e in events]))


# Events told together: every one of that type in a move makes one sentence, said where the
# first one comes (the savings coins all move up at a round's end).
TOLD_TOGETHER = {"coin_moved_up": _coins_moved_up}


def sentences(events: list, names: list) -> list:
    """(seat or None, sentence) for each event worth saying aloud."""
    out = []
    last_purchase = False
    together = {}
    for e in events:
        if e.type in TOLD_TOGETHER:
            together.setdefault(e.type, []).append(e)
    for e in events:
        if e.type in TOLD_TOGETHER:
            group = together.pop(e.type, None)       # None: told with the first of its type
            players = {g.player for g in group or ()}
            s = TOLD_TOGETHER[e.type](group, names) if group else None
            seat = players.pop() if len(players) == 1 else None
        else:
            say = SAYINGS.get(e.type)
            s = say(e, names, last_purchase) if say is not None else None
            seat = getattr(e, "player", None)
        last_purchase = e.type == "purchased" or (last_purchase and e.type == "paid")
        if s:
            out.append((seat, s))
    return out
