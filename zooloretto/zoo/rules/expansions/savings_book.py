"""The Savings Book: a coin put aside comes back three round-ends later with interest.

Each zoo has a book with fields 1 to 4, kept as zoo.extra["book"]: 0 while the
book is empty, else the field the coin stands on. Putting the coin on field 1
is the player's whole turn (docs/expansions.md, decision S1).
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import hooks
from ..actions import register as register_action
from ..refusals import MESSAGES, Refusal
from .common import pay_from_bank
from .events import CoinSaved, CoinMovedUp, SavingsPaidOut, book
from ..places import Loc

NAME = "savings-book"
FIRST_FIELD, LAST_FIELD = 1, 4   # the coin comes back when it reaches the last field
DEPOSIT = 1                      # coins put on the book
INTEREST = 1                     # coins the bank adds when it comes back

MESSAGES.update({
    "book_in_use": "Your savings book already holds a coin; it comes back after three round-ends.",
    "no_coin_to_save": "You need a coin of your own to put on the savings book.",
})


@dataclass(frozen=True, slots=True)
class Deposit:
    """Turn action (Savings Book): put 1 coin on field 1 of one's savings book."""
    type = "deposit"


register_action(Deposit, DEPOSIT)


class SavingsBook(hooks.Expansion):
    name = NAME
    summary = "Put a coin on your savings book: three round-ends later it comes back with 1 coin of interest."
    actions = (Deposit,)

    def setup(self, state):
        for zoo in state.zoos:
            zoo.extra["book"] = 0

    def money(self, state):
        return sum(DEPOSIT for z in state.zoos if z.extra.get("book"))

    def tiebreak_money(self, zoo):
        return DEPOSIT if zoo.extra.get("book") else 0

    def check(self, state, fail):
        for p, zoo in enumerate(state.zoos):
            field = zoo.extra.get("book")
            if not isinstance(field, int) or isinstance(field, bool) or not 0 <= field < LAST_FIELD:
                fail(f"seat {p}'s savings book stands on field {field!r}, not 0 (empty) to {LAST_FIELD - 1}")

    def extra_actions(self, state, zoo):
        if zoo.coins >= DEPOSIT and not zoo.extra["book"]:
            return [Deposit()]
        return []

    def refusal(self, state, zoo, action):
        if zoo.extra["book"]:
            return Refusal("book_in_use")
        if zoo.coins < DEPOSIT:
            return Refusal("no_coin_to_save")
        return None

    def apply(self, state, p, zoo, action, events):
        zoo.coins -= DEPOSIT
        zoo.extra["book"] = FIRST_FIELD
        events.append(CoinSaved(p, DEPOSIT, Loc("money", p), book(p, FIRST_FIELD)))

    def round_ending(self, state, events):
        # Also at the end of the last round: the coin can come back before scoring.
        for p, zoo in enumerate(state.zoos):
            field = zoo.extra["book"]
            if not field:
                continue
            field += 1
            if field < LAST_FIELD:
                zoo.extra["book"] = field
                events.append(CoinMovedUp(p, field, book(p, field - 1), book(p, field)))
                continue
            zoo.extra["book"] = 0
            zoo.coins += DEPOSIT
            interest = pay_from_bank(state, zoo, INTEREST)
            events.append(SavingsPaidOut(p, DEPOSIT, interest, book(p, LAST_FIELD), Loc("money", p)))

    def score(self, zoo, breakdown, rows):
        if zoo.extra.get("book"):
            rows.append({"expansion": NAME, "row": "savings_book", "points": 0,
                         "field": zoo.extra["book"], "coins": DEPOSIT})

    def describe(self, state, out):
        for player, zoo in zip(out["players"], state.zoos):
            player["savings_book"] = zoo.extra["book"]

    def gestures(self, state, action):
        p = state.current
        return [(Loc("money", p), Loc("savings_book", p))]

    def meaning(self, state, piece, drop, p):
        if piece.area == "money" and drop.area == "savings_book":
            return Deposit() if piece.seat == p == drop.seat else Refusal("not_yours")
        return None

    def pieces(self, state):
        return [(book(p, z.extra["book"]), "coin") for p, z in enumerate(state.zoos) if z.extra["book"]]


EXPANSION = hooks.register(SavingsBook())
__all__ = ["Deposit", "EXPANSION"]
