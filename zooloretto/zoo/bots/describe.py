"""Short English phrases for a bot's chosen action (shown as its reason)."""
from __future__ import annotations

from ...common import Reason, reason_parts  # noqa: F401  (both games' bots give reasons)


def _where(to, index):
    if "@" in to:                   # a building site into another zoo
        area, _, seat = to.partition("@")
        return f"player {int(seat) + 1}'s " + _where(area, index).removeprefix("the ")
    if to == "jungle":
        return "the jungle board"
    if index is None and to != "stall" and to != "enclosure":
        return to.replace(":", " ")  # a visitor's move, a prediction, passing...
    if to == "barn":
        return "the barn"
    if to == "stall":
        return f"the stall space of enclosure {index + 1}"
    return f"enclosure {index + 1}"


def describe_action(a) -> str:
    kind = a.type
    if kind == "reveal":
        return "draw a tile and turn it over"
    if kind == "load":
        return f"put the drawn tile on truck {a.truck + 1}"
    if kind == "take":
        return f"take truck {a.truck + 1}"
    if kind == "place":
        return f"put {a.tile} in {_where(a.to, a.index)}"
    if kind == "move_animal":
        return f"move {a.tile} from the barn to enclosure {a.index + 1}"
    if kind == "move_stall":
        return f"move {a.tile} to the stall space of enclosure {a.index + 1}"
    if kind == "exchange":
        other = f"enclosure {a.other + 1}" if a.other is not None else f"the {a.barn_animal}s in the barn"
        return f"exchange enclosure {a.index + 1} with {other}"
    if kind == "purchase":
        return f"buy {a.tile} from player {a.seller + 1}"
    if kind == "discard":
        return f"discard {a.tile} from the barn"
    if kind == "expand":
        return "expand the zoo"
    if kind == "deposit":
        return "put a coin on the savings book"
    if kind == "build_restaurant":
        return f"build the restaurant on stall space pair {a.pair}"
    if kind == "build_pavilion":
        return f"build a pavilion in enclosure {a.index + 1}"
    if kind == "move_jungle":
        return f"move {a.tile} from the barn to the jungle board"
    if kind == "use_skunk":
        return f"let the skunk drive the {a.animal}s out of the barn"
    if kind == "pass_site":
        return f"pass the building site on to {_where(a.to, a.index)}"
    if kind == "settle" and a.to.partition(":")[0] in ("bring", "move"):
        verb, _, colour = a.to.partition(":")
        return (f"bring a {colour} visitor in" if verb == "bring"
                else f"walk the {colour} visitor on point {a.index} on")
    if kind == "settle" and a.to == "predict":
        return f"predict that player {a.index + 1} will have the most points"
    if kind == "settle" and a.tile == "special":
        return f"take the {a.to}"
    if kind == "settle":
        where = "the petting zoo" if a.to == "petting_zoo" else _where(a.to, a.index)
        return f"put {a.tile} in {where}"
    return kind
