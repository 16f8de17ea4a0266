"""Events and places of Exotic and the three minis (the octopus, the skunk, the
wandering building sites); docs/expansions.md.

New areas:
  "jungle" (seat; slot k: the k-th jungle animal on that zoo's jungle board)
  "path" (seat; index = visitor colour (COLOURS), slot = lookout point - 1)
  "visitors" (index = colour: the visitor supply)
  "bonus_boards" (index = colour: the bonus boards not yet earned)
  "bonus_board" (seat; index = colour: a bonus board a zoo has earned)
  "specials" (index 0 octopus, 1 skunk: the specials for the first full 6-space enclosure)
  "octopus" / "skunk" (seat: the special beside its owner's zoo)
  "site" (seat; index = enclosure or None for the barn area, slot = which site of the zoo)
"""
from __future__ import annotations

from ..events import event
from ..places import Loc, register_area

for _area, _seated in (("jungle", True), ("path", True), ("visitors", False),
                       ("bonus_boards", False), ("bonus_board", True), ("specials", False),
                       ("octopus", True), ("skunk", True), ("site", True)):
    register_area(_area, seated=_seated)

COLOURS = ("red", "blue", "green", "purple")     # the four visitor colours without XXL
OCTOPUS_SPECIAL, SKUNK_SPECIAL = 0, 1


def path(seat: int, colour: str, point: int | None = None) -> Loc:
    return Loc("path", seat, COLOURS.index(colour), None if point is None else point - 1)


def visitor_supply(colour: str) -> Loc:
    return Loc("visitors", None, COLOURS.index(colour))


@event("visitor_arrived")
class VisitorArrived:
    player: int
    colour: str
    src: Loc          # the supply
    dst: Loc          # the path's entry point


@event("visitor_moved")
class VisitorMoved:
    player: int
    colour: str
    steps: int        # +2 forward, -1 back
    src: Loc
    dst: Loc


@event("visitor_left")
class VisitorLeft:
    """A visitor walked off the path (forward: past the last point, back: before the first)
    and went back to the supply."""
    player: int
    colour: str
    forward: bool
    src: Loc
    dst: Loc


@event("bonus_board_taken")
class BonusBoardTaken:
    player: int
    colour: str
    src: Loc
    dst: Loc


@event("special_taken")
class SpecialTaken:
    """A special for the first full 6-space enclosure (octopus, skunk) goes to a zoo,
    with the coins the bank pays for it (the octopus's 4, as far as the bank holds them)."""
    player: int
    special: str
    src: Loc
    dst: Loc
    coins: int = 0


@event("octopus_predicted")
class OctopusPredicted:
    """The octopus's owner has written down a prediction (kept secret until scoring)."""
    player: int


@event("octopus_revealed")
class OctopusRevealed:
    player: int
    predicted: int        # the seat predicted to have the most points
    right: bool
    paid: int             # coins paid back to the bank (wrong prediction)
    short: int            # coins that could not be paid: one point each
    src: Loc
    dst: Loc


@event("skunk_used")
class SkunkUsed:
    player: int
    animal: str
    tiles: tuple          # the animals taken out of the barn
    src: Loc
    dst: Loc              # the skunk's offer (Loc("skunk", owner))


@event("skunk_declined")
class SkunkDeclined:
    player: int           # the player asked, who buys nothing
    animal: str


@event("skunk_leftovers")
class SkunkLeftovers:
    tiles: tuple          # nobody bought them: out of the game
    src: Loc
    dst: Loc


@event("site_placed")
class SitePlaced:
    player: int           # who put it there
    target: int           # whose zoo it went to
    tile: str
    src: Loc
    dst: Loc
