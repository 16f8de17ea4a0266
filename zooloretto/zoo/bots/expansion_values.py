"""What the evaluation adds for the expansions' pieces (docs/expansions.md):
a coin on the savings book, the restaurant, the souvenir shop, newborns in the
petting zoo, the polar bear. Pavilions need nothing here: the sketch counts a
pavilion as a tile of its enclosure, so the enclosure's value already shows it.
"""
from __future__ import annotations

from ..rules import components as C
from ..rules.expansions import buildings, savings_book

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


class ExpansionSketch:
    """The expansion parts of one zoo, as the evaluation's Sketch needs them."""
    __slots__ = ("book", "babies", "restaurant", "polar_bear")

    def __init__(self, zoo=None):
        if zoo is None:
            return
        extra = zoo.extra
        self.book = extra.get("book", 0)
        self.restaurant = "restaurant" in extra
        self.polar_bear = bool(extra.get("polar_bear"))
        self.babies = (sum(1 for pen in zoo.pens for t in pen if t.endswith(":baby"))
                       + len(extra.get("petting", ())))

    def copy(self) -> "ExpansionSketch":
        e = ExpansionSketch()
        e.book, e.babies, e.restaurant, e.polar_bear = (self.book, self.babies,
                                                        self.restaurant, self.polar_bear)
        return e

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
