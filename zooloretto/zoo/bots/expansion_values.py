"""What the evaluation adds for the expansions' pieces (docs/expansions.md):
a coin on the savings book, the restaurant, the souvenir shop, newborns in the
petting zoo, the polar bear; Exotic's jungle board, visitors and bonus boards, the
skunk, barn building sites. Pavilions and building sites in an enclosure need
nothing here: the sketch counts a blocked space as a tile of its enclosure, so the
enclosure's value already shows it.
"""
from __future__ import annotations

from ..rules import components as C
from ..rules.expansions import buildings, exotic, savings_book
from ..rules.expansions.building_sites import BARN_SITE_PENALTY, TILES as SITE_TILES
from ..rules.expansions.exotic_visitors import POINTS as PATH_POINTS

CAP = C.ENCLOSURE_CAPACITY
POLAR_ENCLOSURE = 2
POLAR_BEAR_CHASE = 1.5      # filling the 6-space enclosure first takes the polar bear
POLAR_BEAR_OWNED = 1.0      # the bear also softens barn animals still to come
SHOP = buildings.STALL_OF[buildings.SHOP]
# A one-move look-ahead sees a coin on the savings book come back with interest and
# nothing given up, so it saved at every chance, mostly its last coin or two. While the
# coin is on the book it cannot pay for a money action: the fewer coins left at hand,
# the more that costs (deposit_cost).
SPARE_COINS = C.COST_EXPAND  # coins at hand that pay for any money action
SPECIALS = ("polar_bear", "octopus", "skunk")   # state.extra keys: None while waiting
SKUNK_OWNED = 1.0           # an unused skunk: a barn type it may clear later
# Exotic: a colour whose bonus board this zoo has not got is worth chasing, by how far
# its foremost visitor has walked; a second visitor of a colour guards its +2.
CHASE_PER_POINT = 0.3
SPARE_VISITOR = 0.3
JUNGLE_MOVE_MITIGATION = 1.0   # a jungle animal in the barn that could still go on the board
OWN_TILES = frozenset(exotic.TILES) | frozenset(SITE_TILES)
OWN_PLACES = ("jungle", "away")
PLACED_BY_DECISION = ("petting-zoo", "buildings")  # decisions whose tile goes into the zoo


class ExpansionSketch:
    """The expansion parts of one zoo, as the evaluation's Sketch needs them."""
    __slots__ = ("book", "babies", "restaurant", "polar_bear", "jungle", "jungle_barn",
                 "visitors", "boards", "barn_site")

    def __init__(self, zoo=None):
        if zoo is None:
            return
        extra = zoo.extra
        self.book = extra.get("book", 0)
        self.restaurant = "restaurant" in extra
        self.polar_bear = bool(extra.get("polar_bear"))
        self.babies = (sum(1 for pen in zoo.pens for t in pen if t.endswith(":baby"))
                       + len(extra.get("petting", ())))
        self.jungle = [exotic.species(t) for t in extra.get("jungle", ())]
        self.jungle_barn = {exotic.species(t) for t in zoo.barn if t in exotic.TILES}
        self.visitors = extra.get("visitors")        # colour -> points (never changed in place)
        self.boards = len(extra.get("boards", ()))
        self.barn_site = any(x.startswith("barn:") for x in extra.get("sites", ()))

    def copy(self) -> "ExpansionSketch":
        e = ExpansionSketch()
        e.book, e.babies, e.restaurant, e.polar_bear = (self.book, self.babies,
                                                        self.restaurant, self.polar_bear)
        e.jungle, e.jungle_barn = self.jungle[:], set(self.jungle_barn)
        e.visitors, e.boards, e.barn_site = self.visitors, self.boards, self.barn_site
        return e

    # -- the tiles of a kind of their own ------------------------------------------
    def fits(self, species) -> bool:
        held = set(self.jungle)
        return len(self.jungle) < exotic.SPACES and (species in held or len(held) < exotic.MAX_SPECIES)

    def options(self, tile):
        if tile in SITE_TILES:
            return [("away", None)]               # it goes to another zoo
        return ([("jungle", None)] if self.fits(exotic.species(tile)) else []) + [("barn", None)]

    def put(self, tile, where):
        if where == "jungle":
            self.jungle.append(exotic.species(tile))
        elif where == "barn" and tile in exotic.TILES:
            self.jungle_barn.add(exotic.species(tile))

    def _exotic_value(self, coins) -> float:
        v = -exotic.BARN_PENALTY * len(self.jungle_barn) + exotic.POINTS_PER_BOARD * self.boards
        if coins >= exotic.MOVE_COST:
            room = exotic.SPACES - len(self.jungle)
            v += JUNGLE_MOVE_MITIGATION * sum(1 for sp in sorted(self.jungle_barn)
                                              if self.fits(sp) and room > 0)
        for points in (self.visitors or {}).values():
            if points:
                v += (exotic.POINTS_PER_COLOUR + SPARE_VISITOR * (len(points) - 1)
                      + CHASE_PER_POINT * max(points) / PATH_POINTS)
        return v

    def value(self, sketch, types, ctx) -> float:
        v = 0.0
        if self.book:
            # The coin, and its interest if enough round-ends are still to come.
            matures = ctx.round_ends >= savings_book.LAST_FIELD - self.book
            v += ctx.coin_value * (savings_book.DEPOSIT + (savings_book.INTEREST if matures else 0))
        if self.restaurant:
            stalls = sum(len(s) for s in sketch.stall_tiles)
            v += buildings.RESTAURANT_POINTS + buildings.POINTS_PER_STALL * stalls - C.STALL_TYPE_POINTS * len(types)
        if SHOP in types:
            v += buildings.SHOP_POINTS_PER_OFFSPRING * self.babies
        if self.visitors is not None:
            v += self._exotic_value(sketch.coins)
        if self.barn_site:
            v -= BARN_SITE_PENALTY
        if self.polar_bear:
            v += POLAR_BEAR_OWNED
        elif (ctx.polar_open and sketch.open_pens > POLAR_ENCLOSURE
              and sketch.counts[POLAR_ENCLOSURE] >= CAP[POLAR_ENCLOSURE]):
            v += POLAR_BEAR_CHASE
        return v


def deposit_cost(view, seat, ctx) -> float:
    """What a coin put on the savings book gives up besides itself: with fewer than
    SPARE_COINS left at hand, part of the freedom to spend on a money action."""
    left = view.zoos[seat].coins - savings_book.DEPOSIT
    if left >= SPARE_COINS:
        return 0.0
    return ctx.coin_value * (SPARE_COINS - left) / SPARE_COINS


def action_bonus(view, action, seat_values) -> float:
    """What one move ahead does not see: the octopus's prediction names the seat the
    evaluation thinks will have the most points (a tie-breaker); the skunk, chosen among
    the specials, is worth a barn type it may clear later."""
    to = getattr(action, "to", None)
    if to == "predict":
        return 0.001 * seat_values(view)[action.index]
    if to == "skunk" and action.tile == "special":
        return SKUNK_OWNED
    return 0.0
