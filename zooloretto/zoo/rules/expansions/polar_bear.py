"""The polar bear: the first zoo to fill its 6-space enclosure takes it, and
its owner's barn costs 1 point per animal type instead of 2 (with the octopus or
the skunk in the game too: specials.py, the fillers choose in turn).

state.extra["polar_bear"] is None while it waits, else the owner's seat; the
owner's zoo.extra["polar_bear"] is True. A turn is judged when it is over
(docs/expansions.md, decision PB1): an enclosure filled and emptied again
within one exchange does not count.
"""
from __future__ import annotations

from .. import components as C
from .. import hooks
from ..places import Loc
from . import specials
from .events import POLAR_BEAR, PolarBearTaken, supply

NAME = "polar-bear"
ENCLOSURE = specials.ENCLOSURE  # the 6-space enclosure of the zoo board
PENALTY = 1                      # per animal type in the owner's barn, instead of 2
filled = specials.filled


class PolarBear(specials.Special):
    name = NAME
    summary = "The first zoo to fill its 6-space enclosure takes the polar bear: its barn animals cost 1 point per type, not 2."

    def check(self, state, fail):
        owner = state.extra.get("polar_bear")
        for p, zoo in enumerate(state.zoos):
            if zoo.extra.get("polar_bear") is not (owner == p):
                fail(f"seat {p}'s polar bear and the supply disagree")
        super().check(state, fail)

    def take(self, state, p, events):
        self.hold(state, p)
        events.append(PolarBearTaken(p, ENCLOSURE, supply(POLAR_BEAR), Loc("polar_bear", p)))

    def score(self, zoo, breakdown, rows):
        if zoo.extra.get("polar_bear"):
            types = len(breakdown["barn_animal_types"])
            rows.append({"expansion": NAME, "row": "polar_bear", "barn_animal_types": types,
                         "points": (C.BARN_PENALTY - PENALTY) * types})

    def describe(self, state, out):
        out["polar_bear_owner"] = state.extra["polar_bear"]

    def pieces(self, state):
        owner = state.extra["polar_bear"]
        return [(supply(POLAR_BEAR) if owner is None else Loc("polar_bear", owner), None)]


EXPANSION = hooks.register(PolarBear())
__all__ = ["EXPANSION", "ENCLOSURE", "filled"]
