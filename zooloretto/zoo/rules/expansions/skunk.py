"""The skunk (Stinktier): the first zoo to fill its 6-space enclosure takes it. Once
per game, for 2 coins, its owner takes every animal of one type out of their barn
(a money action: the turn's action, K1). Each other player, clockwise from the
owner's left, is asked once (K2) and may buy one of them for 1 coin paid to the bank,
placing it at once as a bought tile (an enclosure that takes it, or the barn, K3);
what nobody buys leaves the game.

state.extra: "skunk" (None in the supply, else the owner's seat), "skunk_used",
"skunk_offer" (while the others are asked: {"owner", "tiles", "queue"}; its lists are
replaced, never changed in place). A question to another player is a decision with
its "seat" (hooks.py): the engine hands the move to that seat, and the skunk hands it
back to the owner at the end. Decisions K1-K4 in docs/expansions.md.
"""
from __future__ import annotations


from .. import hooks
from ..actions import Settle
from ..events import Paid, Purchased
from ..legal import pen_accepts
from ..places import Loc
from ..refusals import MESSAGES, Refusal
from ..tiles import ANIMAL_OF
from . import specials
from .common import is_seat, money_action, pay_to_bank
from .more_events import SkunkDeclined, SkunkLeftovers, SkunkUsed, SpecialTaken

NAME = "skunk"
COST = 2                # the owner, to use it
PRICE = 1               # each other player, for one animal (to the bank)

MESSAGES.update({
    "no_skunk": "Only the skunk's owner may use it, once per game.",
    "skunk_needs_animals": "There is no {animal} in your barn.",
    "skunk_offer": "Buy one of the animals the skunk drove out, or let them go.",
})


@money_action(COST)
class UseSkunk:
    """Money action (2, the skunk): every animal of type `animal` leaves one's barn."""
    animal: str
    type = "use_skunk"



def _offer(state):
    return state.extra.get("skunk_offer")


class Skunk(specials.Special):
    name = NAME
    summary = ("The first zoo to fill its 6-space enclosure may take the skunk: once, for 2 coins, "
               "clear one animal type from your barn; the others may buy one each for 1 coin.")
    actions = (UseSkunk,)
    more = {"skunk_used": False, "skunk_offer": None}
    OWN_REFUSAL = "skunk_offer"

    def tiles(self, state):
        offer = _offer(state)
        return [offer["tiles"]] if offer else []

    def check(self, state, fail):
        owner, used, offer = (state.extra.get(k) for k in ("skunk", "skunk_used", "skunk_offer"))
        if owner is not None and not is_seat(state, owner):
            fail("the skunk went to a seat that does not exist")
        if used and owner is None or not isinstance(used, bool):
            fail("the skunk was used but nobody has it")
        if any(z.extra.get("skunk") is not (owner == p) for p, z in enumerate(state.zoos)):
            fail("a zoo's skunk and the supply disagree")
        if offer is not None:
            asked = [d for d in state.decisions if d.get("by") == NAME]
            if not used or not asked or not isinstance(offer.get("tiles"), list) \
                    or offer.get("owner") != owner:
                fail("the skunk's animals wait though nobody is asked about them")
            if any(ANIMAL_OF.get(t) is None for t in offer["tiles"]):
                fail("the skunk offers something that is not an animal")
        super().check(state, fail)

    # -- taking it ----------------------------------------------------------------
    def take(self, state, p, events):
        self.hold(state, p)
        events.append(SpecialTaken(p, NAME, specials.SUPPLY[NAME], Loc("skunk", p)))

    # -- using it -----------------------------------------------------------------
    def extra_actions(self, state, zoo):
        if state.extra["skunk"] != state.current or state.extra["skunk_used"] or zoo.coins < COST:
            return []
        return [UseSkunk(a) for a in dict.fromkeys(ANIMAL_OF[t] for t in zoo.barn if t in ANIMAL_OF)]

    def refusal(self, state, zoo, action):
        if state.extra["skunk"] != state.current or state.extra["skunk_used"]:
            return Refusal("no_skunk")
        if not any(ANIMAL_OF.get(t) == action.animal for t in zoo.barn):
            return Refusal("skunk_needs_animals", animal=action.animal)
        if zoo.coins < COST:
            return Refusal("no_money", cost=COST, coins=zoo.coins)
        return None

    def apply(self, state, p, zoo, action, events):
        pay_to_bank(state, zoo, COST)
        events.append(Paid(p, COST, "skunk", Loc("money", p), Loc("bank")))
        taken = [t for t in zoo.barn if ANIMAL_OF.get(t) == action.animal]
        zoo.barn = [t for t in zoo.barn if ANIMAL_OF.get(t) != action.animal]
        state.extra["skunk_used"] = True
        n = len(state.zoos)
        queue = [(p + k) % n for k in range(1, n)]          # K2: clockwise from the left
        state.extra["skunk_offer"] = {"owner": p, "tiles": taken, "queue": queue}
        events.append(SkunkUsed(p, action.animal, tuple(taken), Loc("barn", p), Loc("skunk", p)))
        self._next(state, events)

    def _next(self, state, events):
        """Ask the next player who can pay, or end the offer."""
        offer = _offer(state)
        queue = list(offer["queue"])
        while queue and offer["tiles"]:
            q = queue.pop(0)
            if state.zoos[q].coins >= PRICE:
                state.extra["skunk_offer"] = {**offer, "queue": queue}
                state.decisions.append({"by": NAME, "tile": ANIMAL_OF[offer["tiles"][0]], "seat": q})
                if len(state.decisions) == 1:
                    state.current = q
                return
        owner = offer["owner"]
        if offer["tiles"]:
            state.box += offer["tiles"]
            events.append(SkunkLeftovers(tuple(offer["tiles"]), Loc("skunk", owner), Loc("box")))
        state.extra["skunk_offer"] = None
        if state.decisions:          # the last buyer still owes an answer (a newborn's place)
            state.decisions.append({"by": NAME, "tile": NAME, "seat": owner})
        else:
            state.current = owner

    def own_actions(self, state, decision):
        if decision["tile"] == NAME:
            return [Settle(NAME, "done")]
        zoo = state.zoos[decision["seat"]]
        out = []
        for t in dict.fromkeys(_offer(state)["tiles"]):
            out += [Settle(t, "enclosure", i) for i in range(zoo.open_pens)
                    if pen_accepts(zoo, i, ANIMAL_OF[t])]
            out.append(Settle(t, "barn"))
        return out + [Settle(decision["tile"], "pass")]

    def own_decide(self, state, p, decision, action, events):
        if decision["tile"] == NAME:           # the owner's turn goes on to its end
            return
        if action.to == "pass":
            events.append(SkunkDeclined(p, decision["tile"]))
        else:
            from ..engine import _put        # (the engine imports the registry)
            offer = _offer(state)
            tiles = list(offer["tiles"])
            k = tiles.index(action.tile)
            del tiles[k]
            state.extra["skunk_offer"] = {**offer, "tiles": tiles}
            zoo = state.zoos[p]
            zoo.coins -= PRICE
            state.bank += PRICE
            src = Loc("skunk", offer["owner"], None, k)
            events.append(Purchased(p, offer["owner"], action.tile, PRICE, 0, src))
            _put(state, p, action.tile, action.to, action.index, events, src)
            specials.judge(state, p, events)     # K4: a purchase that fills enclosure 2
        self._next(state, events)

    # -- scores and views -----------------------------------------------------------
    def describe(self, state, out):
        offer = _offer(state)
        out["skunk"] = {"owner": state.extra["skunk"], "used": state.extra["skunk_used"],
                        "offered": list(offer["tiles"]) if offer else []}

    def pieces(self, state):
        owner, offer = state.extra["skunk"], _offer(state)
        out = [(specials.SUPPLY[NAME] if owner is None else Loc("skunk", owner), None)]
        if offer:
            out += [(Loc("skunk", offer["owner"], None, k), t) for k, t in enumerate(offer["tiles"])]
        return out

    def gestures(self, state, action):
        p = state.current
        if type(action) is UseSkunk:
            k = next(k for k, t in enumerate(state.zoos[p].barn) if ANIMAL_OF.get(t) == action.animal)
            return [(Loc("barn", p, None, k), Loc("skunk", p))]
        if action.tile == "special":
            return super().gestures(state, action)
        owner = state.extra["skunk"]
        if action.to in ("pass", "done"):
            return [(Loc("skunk", owner), Loc("skunk", owner))]
        k = _offer(state)["tiles"].index(action.tile)
        drop = Loc("barn", p) if action.to == "barn" else Loc("enclosure", p, action.index)
        return [(Loc("skunk", owner, None, k), drop)]

    def meaning(self, state, piece, drop, p):
        d = state.decisions[0] if state.decisions else None
        if d is not None and d.get("by") == NAME and d["tile"] != "special":
            if piece.area != "skunk":
                return None
            if d["tile"] == NAME:
                return Settle(NAME, "done")
            if drop.area == "skunk":
                return Settle(d["tile"], "pass")
            tiles = _offer(state)["tiles"]
            if piece.slot is None or not 0 <= piece.slot < len(tiles) or drop.seat != p:
                return Refusal("skunk_offer")
            tile = tiles[piece.slot]
            if drop.area == "barn":
                return Settle(tile, "barn")
            return Settle(tile, "enclosure", drop.index) if drop.area in (
                "enclosure", "stall", "expansion") else Refusal("skunk_offer")
        if piece.area == "barn" and piece.seat == p and drop.area == "skunk" and drop.seat == p \
                and piece.slot is not None:
            animal = ANIMAL_OF.get(state.zoos[p].barn[piece.slot]) if piece.slot < len(
                state.zoos[p].barn) else None
            return UseSkunk(animal) if animal else Refusal("not_a_move")
        return super().meaning(state, piece, drop, p)


EXPANSION = hooks.register(Skunk())
__all__ = ["EXPANSION", "UseSkunk", "COST", "PRICE"]
