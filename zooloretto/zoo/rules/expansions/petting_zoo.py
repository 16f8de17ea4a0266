"""The petting zoo: two spaces for newborns that earn coins instead of points.

Each zoo's petting zoo is zoo.extra["petting"], a list of offspring tiles.
When an offspring is born and the petting zoo has room, its owner decides
where it goes (a pending decision, answered with Settle): where the base game
puts it (its parents' enclosure, or the barn when that is full) or the
petting zoo (docs/expansions.md, decision P1).
"""
from __future__ import annotations

from .. import hooks
from ..actions import Settle
from ..engine import pay_fill_bonus
from ..events import OffspringBorn
from ..places import Loc
from ..refusals import MESSAGES, Refusal
from ..tiles import ANIMAL_OF, is_offspring
from .common import pay_from_bank
from .events import BANK, NewbornWaits, PettingZooPaid, PEN_AREAS, drop_in_zoo

NAME = "petting-zoo"
AREA = "petting_zoo"
SPACES = 2
PAYS = (1, 2)          # coins from the bank for the first and the second newborn placed

MESSAGES.update({
    "not_the_newborn": "Decide first where the {tile} goes.",
    "newborn_goes": "A newborn goes to its parents' enclosure (the barn if it is full) or to the petting zoo.",
})


def _is_loc(data) -> bool:
    try:
        return Loc.from_json(data).area == "enclosure"
    except ValueError:
        return False


def _default(zoo, decision):
    """Where the base game would put the newborn now: (to, index)."""
    i = decision["enclosure"]
    if len(zoo.pens[i]) < zoo.caps[i]:
        return "enclosure", i
    return "barn", None


class PettingZoo(hooks.Expansion):
    name = NAME
    summary = "A petting zoo for two newborns: 1 coin for the first, 2 for the second, no points."

    def setup(self, state):
        for zoo in state.zoos:
            zoo.extra["petting"] = []

    def tiles(self, state):
        out = [zoo.extra["petting"] for zoo in state.zoos]
        out.append([d["tile"] for d in state.decisions if d.get("by") == NAME])
        return out

    def check(self, state, fail):
        for p, zoo in enumerate(state.zoos):
            kids = zoo.extra.get("petting")
            if not isinstance(kids, list) or len(kids) > SPACES:
                fail(f"seat {p}'s petting zoo holds more than {SPACES} newborns")
            for t in kids:
                if not isinstance(t, str) or not is_offspring(t) or ANIMAL_OF.get(t) not in state.animals:
                    fail(f"seat {p}'s petting zoo holds {t!r}, which is not a newborn of this game")
        for d in state.decisions:
            if d.get("by") != NAME:
                continue
            i = d.get("enclosure")
            tile = d.get("tile")
            parents = d.get("parents")
            if (not isinstance(tile, str) or not is_offspring(tile) or not isinstance(i, int)
                    or isinstance(i, bool) or not 0 <= i < state.zoos[state.current].open_pens
                    or not isinstance(d.get("bonus"), bool) or not isinstance(parents, list)
                    or len(parents) != 2 or not all(_is_loc(x) for x in parents)):
                fail("a newborn waits for a place but its record is damaged")

    def on_birth(self, state, p, zoo, enclosure, child, bonus, parents, events):
        if len(zoo.extra["petting"]) >= SPACES:
            return False
        state.decisions.append({"by": NAME, "tile": child, "enclosure": enclosure, "bonus": bonus,
                                "parents": [loc.to_json() for loc in parents]})
        events.append(NewbornWaits(p, ANIMAL_OF[child], child, enclosure, tuple(parents),
                                    int(bonus)))
        return True

    def decision_actions(self, state, decision):
        zoo = state.zoos[state.current]
        to, i = _default(zoo, decision)
        acts = [Settle(decision["tile"], to, i)]
        if len(zoo.extra["petting"]) < SPACES:
            acts.append(Settle(decision["tile"], AREA))
        return acts

    def decision_refusal(self, state, decision, action):
        if action.tile != decision["tile"]:
            return Refusal("not_the_newborn", tile=decision["tile"])
        if action not in self.decision_actions(state, decision):
            return Refusal("newborn_goes")
        return None

    def decide(self, state, p, decision, action, events):
        zoo = state.zoos[p]
        tile = decision["tile"]
        i = decision["enclosure"]
        parents = tuple(Loc.from_json(d) for d in decision["parents"])
        if action.to == AREA:
            kids = zoo.extra["petting"]
            events.append(OffspringBorn(p, ANIMAL_OF[tile], tile, i, parents,
                                        Loc(AREA, p, None, len(kids))))
            kids.append(tile)
            printed = PAYS[len(kids) - 1]
            paid = pay_from_bank(state, zoo, printed)
            events.append(PettingZooPaid(p, paid, printed, BANK, Loc("money", p)))
            return
        if action.to == "barn":
            events.append(OffspringBorn(p, ANIMAL_OF[tile], tile, i, parents,
                                        Loc("barn", p, None, len(zoo.barn))))
            zoo.barn.append(tile)
            return
        pen = zoo.pens[action.index]
        events.append(OffspringBorn(p, ANIMAL_OF[tile], tile, i, parents,
                                    Loc("enclosure", p, i, len(pen))))
        pen.append(tile)
        if decision["bonus"] and len(pen) == zoo.caps[action.index]:
            pay_fill_bonus(state, p, zoo, action.index, events)

    def score(self, zoo, breakdown, rows):
        rows.append({"expansion": NAME, "row": "petting_zoo", "points": 0,
                     "newborns": zoo.extra["petting"][:]})

    def describe(self, state, out):
        for player, zoo in zip(out["players"], state.zoos):
            player["petting_zoo"] = zoo.extra["petting"][:]

    def gestures(self, state, action):
        p = state.current
        drop = Loc(AREA, p) if action.to == AREA else drop_in_zoo(p, action.to, action.index)
        return [(Loc("newborn", p, None, 0), drop)]

    def meaning(self, state, piece, drop, p):
        if piece.area != "newborn":
            return None
        if not state.decisions or state.decisions[0].get("by") != NAME:
            return Refusal("nothing_to_decide")
        tile = state.decisions[0]["tile"]
        if piece.seat != p or drop.seat != p:
            return Refusal("not_yours")
        if drop.area == AREA:
            return Settle(tile, AREA)
        if drop.area == "barn":
            return Settle(tile, "barn")
        if drop.area in PEN_AREAS and drop.index is not None:
            return Settle(tile, "enclosure", drop.index)
        return Refusal("not_a_move")

    def pieces(self, state):
        out = [(Loc(AREA, p, None, k), t) for p, z in enumerate(state.zoos)
               for k, t in enumerate(z.extra["petting"])]
        waiting = [d["tile"] for d in state.decisions if d.get("by") == NAME]
        return out + [(Loc("newborn", state.current, None, k), t) for k, t in enumerate(waiting)]


EXPANSION = hooks.register(PettingZoo())
__all__ = ["EXPANSION", "SPACES", "PAYS"]
