"""Three extra buildings: the restaurant, the souvenir shop and two pavilions.

Shared supply in state.extra: "restaurant" (None in the supply, else the owner's
seat), "pavilions" (how many are left), "souvenir_shop" ("supply" or the seat
it was given to). In a zoo: extra["restaurant"] (the pair of neighbouring stall
spaces it covers, see NEIGHBOURS), extra["pavilions"] (enclosures with one),
and the spaces they take, "stall_reserved" / "pen_reserved", which the engine
reads as smaller capacities (Zoo.refresh_caps).

The souvenir shop is a tile, "stall:souvenir", a stall type of its own; the
first player whose zoo has an offspring is given it and puts it at once on a
free stall space or in the barn (a pending decision answered with Settle).
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import components as C
from .. import hooks
from ..actions import Settle, register as register_action
from ..refusals import MESSAGES, Refusal
from ..tiles import STALL_OF, is_offspring, register_stall
from ..events import Paid, TilePlaced
from ..places import Loc
from .common import is_seat, pay_to_bank
from .events import BANK, BuildingBuilt, PAVILIONS as PAVILION_SUPPLY, RESTAURANT as RESTAURANT_SUPPLY
from .events import SHOP as SHOP_SUPPLY, SouvenirShopGiven, supply, PEN_AREAS, drop_in_zoo

NAME = "buildings"
RESTAURANT_COST = 3
PAVILION_COST = 3
PAVILIONS = 2
RESTAURANT_POINTS = 2          # the building itself
POINTS_PER_STALL = 2           # its owner: per stall on stall spaces instead of per type
SHOP = register_stall("souvenir")
SHOP_POINTS_PER_OFFSPRING = 1
# Neighbouring stall spaces the restaurant may cover: how many spaces of each
# enclosure a pair takes (decision B1 in docs/expansions.md).
NEIGHBOURS = (
    {0: 2},          # the two stall spaces of the 4-space enclosure
    {1: 1, 2: 1},    # those of the 5-space and the 6-space enclosure, side by side
    {3: 1, 4: 1},    # those of the two expansion boards (2-player game)
)

MESSAGES.update({
    "restaurant_gone": "The restaurant has already been built.",
    "no_such_pair": "There is no such pair of neighbouring stall spaces.",
    "pair_not_free": "The restaurant needs two neighbouring stall spaces, open and empty.",
    "no_pavilion_left": "Both pavilions have been built.",
    "pavilion_there": "That enclosure already has a pavilion.",
    "no_room_for_pavilion": "A pavilion needs an empty space in an open enclosure.",
    "not_the_shop": "Decide first where the souvenir shop goes.",
    "shop_goes": "The souvenir shop goes on a free stall space or in the barn.",
})


@dataclass(frozen=True, slots=True)
class BuildRestaurant:
    """Money action (3, buildings): the restaurant on a pair of neighbouring stall spaces."""
    pair: int
    type = "build_restaurant"


@dataclass(frozen=True, slots=True)
class BuildPavilion:
    """Money action (3, buildings): a pavilion on a free space of enclosure `index`."""
    index: int
    type = "build_pavilion"


register_action(BuildRestaurant, RESTAURANT_COST)
register_action(BuildPavilion, PAVILION_COST)


def pair_free(zoo, pair: int) -> bool:
    return all(e < zoo.open_pens and not zoo.stalls[e] and zoo.stall_caps[e] >= n
               for e, n in NEIGHBOURS[pair].items())


def _reserve(zoo, key, index, count):
    spaces = zoo.extra.setdefault(key, [0] * len(C.ENCLOSURE_CAPACITY))
    spaces[index] += count
    zoo.refresh_caps()


def build(state, p, building: str, index: int) -> None:
    """A building leaves the supply for seat p's zoo: the restaurant on pair `index`,
    a pavilion on enclosure `index` (no payment; also how the screen follows a
    building_built event)."""
    zoo = state.zoos[p]
    if building == "restaurant":
        state.extra["restaurant"] = p
        zoo.extra["restaurant"] = index
        for e, n in NEIGHBOURS[index].items():
            _reserve(zoo, "stall_reserved", e, n)
    else:
        state.extra["pavilions"] -= 1
        zoo.extra["pavilions"].append(index)
        _reserve(zoo, "pen_reserved", index, 1)


def offspring_shown(zoo) -> int:
    """Offspring in the zoo's enclosures and petting zoo (the barn is not on show)."""
    return (sum(1 for pen in zoo.pens for t in pen if is_offspring(t))
            + len(zoo.extra.get("petting", ())))


class Buildings(hooks.Expansion):
    name = NAME
    summary = ("A restaurant (2 points per stall), a souvenir shop for the first zoo with a baby, "
               "and two pavilions that make an enclosure one space smaller.")
    actions = (BuildRestaurant, BuildPavilion)

    def setup(self, state):
        state.extra.update({"restaurant": None, "pavilions": PAVILIONS, "souvenir_shop": "supply"})
        for zoo in state.zoos:
            zoo.extra["pavilions"] = []

    def components(self):
        return {SHOP: 1}

    def tiles(self, state):
        out = [[d["tile"] for d in state.decisions if d.get("by") == NAME]]
        if state.extra.get("souvenir_shop") == "supply":
            out.append([SHOP])
        return out

    def check(self, state, fail):
        check(state, fail)

    # -- turn actions --------------------------------------------------------
    def extra_actions(self, state, zoo):
        acts = []
        if zoo.coins >= RESTAURANT_COST and state.extra["restaurant"] is None:
            acts += [BuildRestaurant(k) for k in range(len(NEIGHBOURS)) if pair_free(zoo, k)]
        if zoo.coins >= PAVILION_COST and state.extra["pavilions"] > 0:
            built = zoo.extra["pavilions"]
            acts += [BuildPavilion(i) for i in range(zoo.open_pens)
                     if i not in built and len(zoo.pens[i]) < zoo.caps[i]]
        return acts

    def refusal(self, state, zoo, a):
        if type(a) is BuildRestaurant:
            if state.extra["restaurant"] is not None:
                return Refusal("restaurant_gone")
            if not isinstance(a.pair, int) or not 0 <= a.pair < len(NEIGHBOURS):
                return Refusal("no_such_pair")
            if not pair_free(zoo, a.pair):
                return Refusal("pair_not_free")
            cost = RESTAURANT_COST
        else:
            if state.extra["pavilions"] <= 0:
                return Refusal("no_pavilion_left")
            i = a.index
            if not isinstance(i, int) or not 0 <= i < zoo.open_pens:
                return Refusal("no_such_enclosure", index=i)
            if i in zoo.extra["pavilions"]:
                return Refusal("pavilion_there")
            if len(zoo.pens[i]) >= zoo.caps[i]:
                return Refusal("no_room_for_pavilion")
            cost = PAVILION_COST
        if zoo.coins < cost:
            return Refusal("no_money", cost=cost, coins=zoo.coins)
        return None

    def apply(self, state, p, zoo, a, events):
        if type(a) is BuildRestaurant:
            pay_to_bank(state, zoo, RESTAURANT_COST)
            build(state, p, "restaurant", a.pair)
            events.append(Paid(p, RESTAURANT_COST, "restaurant", Loc("money", p), BANK))
            events.append(BuildingBuilt(p, "restaurant", supply(RESTAURANT_SUPPLY),
                                        Loc("restaurant", p, a.pair)))
        else:
            pay_to_bank(state, zoo, PAVILION_COST)
            build(state, p, "pavilion", a.index)
            events.append(Paid(p, PAVILION_COST, "pavilion", Loc("money", p), BANK))
            events.append(BuildingBuilt(p, "pavilion", supply(PAVILION_SUPPLY),
                                        Loc("pavilion", p, a.index)))

    # -- the souvenir shop ---------------------------------------------------
    def on_birth(self, state, p, zoo, enclosure, child, bonus, parents, events):
        if state.extra["souvenir_shop"] == "supply":
            state.extra["souvenir_shop"] = p
            state.decisions.append({"by": NAME, "tile": SHOP})
            events.append(SouvenirShopGiven(p, SHOP, supply(SHOP_SUPPLY)))
        return False

    def decision_actions(self, state, decision):
        zoo = state.zoos[state.current]
        acts = [Settle(SHOP, "stall", i) for i in range(zoo.open_pens)
                if len(zoo.stalls[i]) < zoo.stall_caps[i]]
        return acts + [Settle(SHOP, "barn")]

    def decision_refusal(self, state, decision, action):
        if action.tile != SHOP:
            return Refusal("not_the_shop")
        if action not in self.decision_actions(state, decision):
            return Refusal("shop_goes")
        return None

    def decide(self, state, p, decision, action, events):
        zoo = state.zoos[p]
        row = zoo.barn if action.to == "barn" else zoo.stalls[action.index]
        dst = Loc(action.to, p, action.index, len(row))
        row.append(SHOP)
        events.append(TilePlaced(p, SHOP, supply(SHOP_SUPPLY), dst))

    # -- scores and views ------------------------------------------------------
    def score(self, zoo, breakdown, rows):
        if "restaurant" in zoo.extra:
            stalls = sum(len(s) for s in zoo.stalls)
            rows.append({"expansion": NAME, "row": "restaurant", "points": RESTAURANT_POINTS})
            rows.append({"expansion": NAME, "row": "restaurant_stalls", "stalls": stalls,
                         "points": POINTS_PER_STALL * stalls - breakdown["stall_points"]})
        if any(SHOP in s for s in zoo.stalls):
            n = offspring_shown(zoo)
            rows.append({"expansion": NAME, "row": "souvenir_shop", "offspring": n,
                         "points": SHOP_POINTS_PER_OFFSPRING * n})
        if zoo.extra.get("pavilions"):
            rows.append({"expansion": NAME, "row": "pavilions", "points": 0,
                         "enclosures": zoo.extra["pavilions"][:]})

    def describe(self, state, out):
        shop = state.extra["souvenir_shop"]
        out["buildings"] = {"restaurant_owner": state.extra["restaurant"],
                            "pavilions_left": state.extra["pavilions"],
                            "souvenir_shop_owner": shop if is_seat(state, shop) else None}
        for player, zoo in zip(out["players"], state.zoos):
            player["restaurant_pair"] = zoo.extra.get("restaurant")
            player["pavilions"] = zoo.extra["pavilions"][:]

    def gestures(self, state, action):
        p = state.current
        if type(action) is BuildRestaurant:
            return [(supply(RESTAURANT_SUPPLY), Loc("stall", p, e)) for e in sorted(NEIGHBOURS[action.pair])]
        if type(action) is BuildPavilion:
            return [(supply(PAVILION_SUPPLY), Loc("enclosure", p, action.index))]
        return [(supply(SHOP_SUPPLY), drop_in_zoo(p, action.to, action.index))]

    def meaning(self, state, piece, drop, p):
        """A building dragged from the supply: the shop onto a stall space or the barn,
        the restaurant onto a stall space of a pair, a pavilion onto an enclosure."""
        kind = piece.index if piece.area == "supply" else None
        if kind not in (RESTAURANT_SUPPLY, SHOP_SUPPLY, PAVILION_SUPPLY):
            return None
        if drop.seat != p:
            return Refusal("not_yours" if drop.seat is not None else "not_a_move")
        if kind == SHOP_SUPPLY and drop.area == "barn":
            return Settle(SHOP, "barn")
        i = drop.index if drop.area in PEN_AREAS else None
        if i is None:
            return Refusal("not_a_move")
        if kind == SHOP_SUPPLY:
            return Settle(SHOP, "stall", i)
        if kind == PAVILION_SUPPLY:
            return BuildPavilion(i)
        pair = next((k for k, spaces in enumerate(NEIGHBOURS) if i in spaces), None)
        return Refusal("not_a_move") if pair is None else BuildRestaurant(pair)

    def pieces(self, state):
        out = []
        if state.extra["restaurant"] is None:
            out.append((supply(RESTAURANT_SUPPLY), None))
        if state.extra["souvenir_shop"] == "supply" or any(d.get("by") == NAME for d in state.decisions):
            out.append((supply(SHOP_SUPPLY), SHOP))      # given, but not yet put anywhere
        if state.extra["pavilions"]:
            out.append((supply(PAVILION_SUPPLY), None))
        for p, zoo in enumerate(state.zoos):
            if "restaurant" in zoo.extra:
                out.append((Loc("restaurant", p, zoo.extra["restaurant"]), None))
            out += [(Loc("pavilion", p, i), None) for i in zoo.extra["pavilions"]]
        return out


def _reserved(zoo, key):
    return zoo.extra.get(key) or [0] * len(C.ENCLOSURE_CAPACITY)


def check(state, fail):
    extra = state.extra
    owner, left, shop = extra.get("restaurant"), extra.get("pavilions"), extra.get("souvenir_shop")
    if owner is not None and not is_seat(state, owner):
        fail("the restaurant belongs to a seat that does not exist")
    if not isinstance(left, int) or isinstance(left, bool) or not 0 <= left <= PAVILIONS:
        fail(f"{left!r} pavilions left in the supply")
    built = 0
    for p, zoo in enumerate(state.zoos):
        who = f"seat {p}"
        pair = zoo.extra.get("restaurant")
        if (pair is not None) != (owner == p):
            fail(f"{who}'s restaurant and the supply disagree")
        stalls = [0] * len(C.ENCLOSURE_CAPACITY)
        if pair is not None:
            if not isinstance(pair, int) or isinstance(pair, bool) or not 0 <= pair < len(NEIGHBOURS):
                fail(f"{who}'s restaurant stands on no pair of stall spaces")
            for e, n in NEIGHBOURS[pair].items():
                if e >= zoo.open_pens:
                    fail(f"{who}'s restaurant stands on a face-down expansion board")
                stalls[e] += n
        pavilions = zoo.extra.get("pavilions")
        if not isinstance(pavilions, list) or len(set(pavilions)) != len(pavilions) or any(
                not isinstance(i, int) or isinstance(i, bool) or not 0 <= i < zoo.open_pens for i in pavilions):
            fail(f"{who}'s pavilions stand on no open enclosure, or two on one")
        built += len(pavilions)
        pens = [pavilions.count(i) for i in range(len(C.ENCLOSURE_CAPACITY))]
        from .building_sites import expected_reserved       # the building sites' spaces too
        site_pens, site_stalls = expected_reserved(zoo)
        pens = [a + b for a, b in zip(pens, site_pens)]
        stalls = [a + b for a, b in zip(stalls, site_stalls)]
        if list(_reserved(zoo, "pen_reserved")) != pens or list(_reserved(zoo, "stall_reserved")) != stalls:
            fail(f"{who}'s zoo does not match its buildings")
    if built + left != PAVILIONS:
        fail(f"{built} pavilions built and {left} left; the game has {PAVILIONS}")
    pending = sum(1 for d in state.decisions if d.get("by") == NAME)
    if pending and (pending > 1 or any(d.get("tile") != SHOP for d in state.decisions if d.get("by") == NAME)):
        fail("a building decision is pending for something other than the souvenir shop")
    if shop == "supply":
        if any(n < C.OFFSPRING_PER_ANIMAL for n in state.offspring.values()):
            fail("an offspring was born but the souvenir shop is still in the supply")
    elif not is_seat(state, shop):
        fail(f"the souvenir shop went to {shop!r}, not a seat")


EXPANSION = hooks.register(Buildings())
__all__ = ["BuildRestaurant", "BuildPavilion", "EXPANSION", "NEIGHBOURS", "SHOP", "STALL_OF", "build"]
