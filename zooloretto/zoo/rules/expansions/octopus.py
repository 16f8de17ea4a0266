"""The octopus (Der Krake): the first zoo to fill its 6-space enclosure takes the
octopus enclosure, 4 coins at once, and predicts which player will have the most
points. A wrong prediction pays 2 coins back at the end; each coin it cannot pay
costs 1 point. No tile ever goes into the octopus enclosure.

state.extra: "octopus" (None in the supply, else the owner's seat), "octopus_guess"
(None until predicted, the seat predicted, or "hidden" in a public view: the
prediction is secret until scoring, O1). zoo.extra["octopus_short"]: the coins the
owner could not pay back (set at the end). Decisions O1-O3 in docs/expansions.md.
"""
from __future__ import annotations

from .. import hooks
from ..actions import Settle
from ..places import Loc
from ..refusals import MESSAGES, Refusal
from . import specials
from .common import is_seat, pay_from_bank
from .more_events import OctopusPredicted, OctopusRevealed, SpecialTaken

NAME = "octopus"
COINS = 4               # at once, from the bank (as far as it holds them)
PAY_BACK = 2            # a wrong prediction
POINT_PER_COIN = 1      # per coin that cannot be paid back
HIDDEN = "hidden"

MESSAGES.update({
    "predict_a_player": "Predict which player will have the most points: choose a player.",
})


class Octopus(specials.Special):
    name = NAME
    summary = ("The first zoo to fill its 6-space enclosure may take the octopus: 4 coins now and a "
               "secret prediction of the winner; a wrong one pays 2 coins back.")
    more = {"octopus_guess": None}
    OWN_REFUSAL = "predict_a_player"

    def check(self, state, fail):
        owner, guess = state.extra.get("octopus"), state.extra.get("octopus_guess")
        if owner is not None and not is_seat(state, owner):
            fail("the octopus went to a seat that does not exist")
        asked = any(d.get("by") == NAME and d.get("tile") == NAME for d in state.decisions)
        if guess is not None and guess != HIDDEN and not is_seat(state, guess):
            fail(f"the octopus predicts seat {guess!r}, no seat of this game")
        if owner is None and guess is not None or owner is not None and guess is None and not asked:
            fail("the octopus's owner and prediction disagree")
        for p, zoo in enumerate(state.zoos):
            if zoo.extra.get("octopus") is not (owner == p):
                fail(f"seat {p}'s octopus and the supply disagree")
            short = zoo.extra.get("octopus_short", 0)
            if not isinstance(short, int) or not 0 <= short <= PAY_BACK or short and owner != p:
                fail(f"seat {p} owes the octopus {short!r} points")
        super().check(state, fail)

    def hide(self, view):
        if view.extra.get("octopus_guess") is not None:
            view.extra["octopus_guess"] = HIDDEN

    # -- taking it and predicting ------------------------------------------------
    def take(self, state, p, events):
        self.hold(state, p)
        paid = pay_from_bank(state, state.zoos[p], COINS)
        events.append(SpecialTaken(p, NAME, specials.SUPPLY[NAME], Loc("octopus", p), paid))
        state.decisions.append({"by": NAME, "tile": NAME})

    def own_actions(self, state, decision):
        return [Settle(NAME, "predict", q) for q in range(len(state.zoos))]

    def own_decide(self, state, p, decision, action, events):
        state.extra["octopus_guess"] = action.index
        events.append(OctopusPredicted(p))

    # -- the end -------------------------------------------------------------------
    def round_ending(self, state, events):
        owner, guess = state.extra["octopus"], state.extra["octopus_guess"]
        if not state.end_triggered or owner is None or guess in (None, HIDDEN):
            return
        from ..scoring import zoo_total      # (scoring imports the registry)
        totals = [zoo_total(z, state.options) for z in state.zoos]
        right = totals[guess] == max(totals)          # O2: a tie for the most is right
        zoo, paid, short = state.zoos[owner], 0, 0
        if not right:
            paid = min(PAY_BACK, zoo.coins)
            short = PAY_BACK - paid
            zoo.coins -= paid
            state.bank += paid
            zoo.extra["octopus_short"] = short
        events.append(OctopusRevealed(owner, guess, right, paid, short, Loc("money", owner),
                                      Loc("bank")))

    def score(self, zoo, breakdown, rows):
        short = zoo.extra.get("octopus_short", 0)
        if short:
            rows.append({"expansion": NAME, "row": "octopus", "coins_short": short,
                         "points": -POINT_PER_COIN * short})

    def describe(self, state, out):
        guess = state.extra["octopus_guess"]
        out["octopus"] = {"owner": state.extra["octopus"],
                          "predicted": state.extra["octopus"] is not None and guess is not None}

    def pieces(self, state):
        owner = state.extra["octopus"]
        return [(specials.SUPPLY[NAME] if owner is None else Loc("octopus", owner), None)]

    def gestures(self, state, action):
        if action.tile == "special":
            return super().gestures(state, action)
        return [(Loc("octopus", state.current), Loc("zoo", action.index))]

    def meaning(self, state, piece, drop, p):
        d = state.decisions[0] if state.decisions else None
        if d is not None and d.get("by") == NAME and d["tile"] == NAME and piece.area == "octopus":
            if drop.area in ("zoo", "enclosure", "stall", "barn", "money", "octopus") and drop.seat is not None:
                return Settle(NAME, "predict", drop.seat)
            return Refusal("predict_a_player")
        return super().meaning(state, piece, drop, p)


EXPANSION = hooks.register(Octopus())
__all__ = ["EXPANSION", "COINS", "PAY_BACK", "HIDDEN"]
