"""The expansions' events and places (rules/events.py, rules/places.py).

New areas: "savings_book" (seat; slot = field - 1), "petting_zoo" (seat; slot),
"restaurant" (seat; index = the pair of stall spaces it covers), "pavilion"
(seat; index = its enclosure), "supply" (the expansions' pieces beside the
stacks: index 0 restaurant, 1 souvenir shop, 2 pavilions, 3 polar bear),
"polar_bear" (seat: the polar bear beside that zoo), "newborn" (seat: a newborn
waiting for its owner to say where it goes; slot 0 is the one asked about).
"""
from __future__ import annotations

from ..events import event
from ..places import Loc, register_area

for _area, _seated in (("savings_book", True), ("petting_zoo", True), ("restaurant", True),
                       ("pavilion", True), ("supply", False), ("polar_bear", True),
                       ("newborn", True)):
    register_area(_area, seated=_seated)

RESTAURANT, SHOP, PAVILIONS, POLAR_BEAR = 0, 1, 2, 3     # supply indices
BANK = Loc("bank")


PEN_AREAS = ("enclosure", "stall", "expansion")    # the parts of one enclosure area (gestures)


def drop_in_zoo(p: int, to: str, index) -> Loc:
    """Where a drag puts a tile that goes `to` (enclosure, stall, barn) in p's zoo."""
    return Loc("barn", p) if to == "barn" else Loc(to, p, index)


def supply(index: int) -> Loc:
    return Loc("supply", None, index)


def book(seat: int, field: int) -> Loc:
    return Loc("savings_book", seat, None, field - 1)


@event("coin_saved")
class CoinSaved:
    player: int
    amount: int
    src: Loc          # the player's money
    dst: Loc          # field 1 of the savings book


@event("coin_moved_up")
class CoinMovedUp:
    player: int
    field: int        # the field it moved to
    src: Loc
    dst: Loc


@event("savings_paid_out")
class SavingsPaidOut:
    player: int
    amount: int       # the coin itself
    interest: int     # what the bank could add (1, or 0 from an empty bank)
    src: Loc          # the book's last field
    dst: Loc          # the player's money


@event("newborn_waits")
class NewbornWaits:
    """An offspring is born and its owner is asked where it goes (petting zoo)."""
    player: int
    animal: str
    tile: str
    enclosure: int
    parents: tuple
    bonus: int = 0        # 1 when its enclosure pays the fill bonus if it goes there (P3)


@event("petting_zoo_paid")
class PettingZooPaid:
    player: int
    amount: int       # what the bank could pay
    printed: int      # 1 for the first newborn, 2 for the second
    src: Loc
    dst: Loc


@event("souvenir_shop_given")
class SouvenirShopGiven:
    player: int
    tile: str
    src: Loc          # the supply; the player then places it (a tile_placed event)


@event("building_built")
class BuildingBuilt:
    player: int
    building: str     # "restaurant" or "pavilion"
    src: Loc          # the supply
    dst: Loc          # Loc("restaurant", seat, pair) or Loc("pavilion", seat, enclosure)


@event("polar_bear_taken")
class PolarBearTaken:
    player: int
    enclosure: int
    src: Loc
    dst: Loc
