"""What every Zoomaka bot shares: the interface, per-position randomness, honesty."""
from __future__ import annotations

from ...common import BotBase, Reason
from ..rules.cards import EFFECT_OF, KIND_OF, VALUE_OF
from ..rules.actions import Pass
from ..rules.legal import decision, legal_actions
from ..rules.view import public_view
from ..rules.zoo import breaks_section

EXCUSES = ("no_way", "pay_with_peanuts")     # Responses that excuse a fee
QUICK_HAND = 4          # Quick Delivery out of turn only from a hand this short (it ends 2 larger)


class Bot(BotBase):
    """A player that chooses from the public view only.

    `choose(view)` returns one of `legal_actions(view)` for `view.current`, who must decide
    now (in their turn or when the rules ask them out of turn). The view hides the other
    hands and banks, the Draw pile's order and the seed; a bot guesses them with its own
    randomness (`view.determinize`), seeded by the bot's seed and the position, so the
    same bot in the same position decides the same way with an iteration budget.
    """
    rng_tag = "zoomaka-"

    def choose_with_reason(self, view):
        """(action, short English reason) for the player who must decide now."""
        view = public_view(view)           # a full state handed in by mistake reveals nothing
        if view.game_over:
            raise ValueError("the game is over: there is no move to choose")
        if decision(view) == "answer":
            return answer(view, self.rng_for(view), self.level)
        return self._decide(view, self.rng_for(view))

    def _decide(self, view, rng):
        raise NotImplementedError


def answer(view, rng, level):
    """Another player's action that only Quick Delivery could answer (rules decision
    "answer"): every level decides at once, with no search, so how long it takes says
    nothing of its hand. Quick Delivery is played while the Draw pile holds its five
    cards (else it would draw back what was discarded) and the hand is short (a full hand
    would only discard more; QUICK_HAND); the easy bot only on a whim."""
    quick = [a for a in legal_actions(view) if a.type == "respond"
             and EFFECT_OF[a.card] == "quick_delivery"]
    whim = level != "easy" or rng.random() < 0.5
    short = len(view.players[view.current].hand) <= QUICK_HAND
    if quick and len(view.draw) >= 5 and short and whim:
        return quick[0], Reason("answer with quick delivery: five cards for two", "clear")
    return Pass(), Reason("let it happen", "only" if not quick else "clear")


def options(view) -> list:
    """The legal actions a bot weighs: all of them, but
    - in its turn, an animal is sold only while no card of another kind could be: a bank
      is shuffled back only when the Discard pile is empty too, which hardly ever happens,
      so an animal sold is out of play; the arena's long games were those whose animals
      had gone into the banks (docs/zoomaka.md, "How the deck got there");
    - for a fee the bank and the Responses that excuse it come before the zoo (every
      level, and so the hint). While the bank covers what is still owed, or No Way! or
      Pay with Peanuts can excuse it, nothing of the zoo is paid; else the bank is paid
      out first; then the zoo, breaking a section (its last animal of its type) only
      when no other card of the zoo is left."""
    actions = legal_actions(view)
    phase = decision(view)
    if phase == "turn" and any(a.type == "sell" and KIND_OF[a.card] != "animal" for a in actions):
        return [a for a in actions if not (a.type == "sell" and KIND_OF[a.card] == "animal")]
    if phase != "fee":
        return actions
    me, w = view.players[view.current], view.window
    owed = w["fee"] - w["paid"]
    pays = [a for a in actions if a.type == "pay"]
    bank = [a for a in pays if a.card in me.bank]
    excuses = [a for a in actions if a.type == "respond" and EFFECT_OF[a.card] in EXCUSES]
    if excuses or (bank and sum(VALUE_OF[a.card] for a in bank) >= owed):
        return excuses + bank
    if bank:
        return bank
    whole = [a for a in pays if not breaks_section(me, a.card)]
    return whole or pays


def describe_action(action) -> str:
    kind = action.type
    card = getattr(action, "card", "")
    if kind == "place":
        return f"place {card} as {action.section}"
    if kind == "end_turn":
        return "draw to end the turn"
    if kind == "pass":
        return "let it happen"
    return f"{kind.replace('_', ' ')} {card}".strip()
