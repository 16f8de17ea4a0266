"""What cards do once they take effect: drawing (with the reshuffles), the Direct cards'
effects, the end of a turn. The engine calls these; they change the state in place and
append events."""
from __future__ import annotations

from . import rulings as R
from .cards import EFFECT_OF
from .events import (ActionsAdded, CardBanked, CardDiscarded, CardDrawn, CardTaken,
                     PileReshuffled, SectionDiscarded)
from .legal import opponents
from .places import Loc
from .state import HIDDEN, NoChance, chance_rng, pick_index, shuffle
from .zoo import add_card, has_addon, take_card


def _reshuffle(s, events) -> bool:
    """The Draw pile is empty and a card must be drawn: the Setting and Discard piles
    become the new Draw pile; with the Discard pile empty too, the Setting cards and
    every bank (FAQ). False when there is nothing to shuffle."""
    if s.discard:
        cards, sources = s.settings + s.discard, ("settings", "discard")
        s.settings, s.discard = [], []
    else:
        cards, sources = s.settings[:], ("settings", "bank")
        s.settings = []
        for p in s.players:
            cards += p.bank
            del p.bank[:]
    if not cards:
        return False
    shuffle(chance_rng(s), cards)
    s.draw = cards
    events.append(PileReshuffled(len(cards), sources))
    return True


def top_card(s, events):
    """The top card of the Draw pile, taken off it (reshuffling first if it is empty), or
    None when no card is left anywhere to draw."""
    if not s.draw and not _reshuffle(s, events):
        return None
    if s.draw[-1] == HIDDEN:
        raise NoChance("a public view's Draw pile is hidden: it cannot be drawn from")
    return s.draw.pop()


def draw_cards(s, seat: int, n: int, events) -> int:
    """`seat` draws up to n cards into their hand; how many they got."""
    hand = s.players[seat].hand
    got = 0
    for _ in range(n):
        card = top_card(s, events)
        if card is None:
            break
        hand.append(card)
        events.append(CardDrawn(seat, card, Loc("draw"), Loc("hand", seat, slot=len(hand) - 1), (seat,)))
        got += 1
    return got


def bank_from_pile(s, seat: int, n: int, events) -> None:
    """The top n cards of the Draw pile face down into `seat`'s bank."""
    bank = s.players[seat].bank
    for _ in range(n):
        card = top_card(s, events)
        if card is None:
            return
        bank.append(card)
        events.append(CardBanked(seat, card, Loc("draw"), Loc("bank", seat, slot=len(bank) - 1), (seat,)))


def _grab(s, thief: int, victim: int, area: str, by: str, events, into: str = "hand") -> None:
    """A random card of the victim's hand or bank into the thief's hand (chance decides).
    A Robber's bank cards go to the hand too (docs/zoomaka.md, "How the deck got there"):
    into a bank, the animals among them were out of play for good, and games ran long;
    a game begun before keeps its bank (`state.robber_into`)."""
    cards = getattr(s.players[victim], area)
    if not cards:
        return
    k = pick_index(chance_rng(s), len(cards))
    card = cards.pop(k)
    mine = getattr(s.players[thief], into)
    mine.append(card)
    events.append(CardTaken(thief, victim, card, by, Loc(area, victim, slot=k),
                            Loc(into, thief, slot=len(mine) - 1), (thief, victim)))


def take_animal(s, seat: int, victim: int, card: str, section: str, by: str, events) -> None:
    """An animal from the victim's zoo into `seat`'s, as `section`."""
    src, lost = take_card(s, victim, card)
    dst = add_card(s.players[seat], seat, card, section)
    events.append(CardTaken(seat, victim, card, by, src, dst))
    if lost:
        events.append(SectionDiscarded(victim, *lost[:3]))


def resolve_direct(s, w: dict, events) -> None:
    """A Direct card takes effect for every target that did not cancel it."""
    a, p = w["action"], w["by"]
    card = a["card"]
    effect = EFFECT_OF[card]
    stopped = set(w["cancelled"])
    target = a.get("target")
    if target is not None and target in stopped:
        return
    if effect == "robber":
        for _ in range(R.ROBBER_TAKES):
            _grab(s, p, target, "bank", card, events, s.robber_into)
    elif effect == "pickpocket":
        _grab(s, p, target, "hand", card, events)
    elif effect == "master_thief":
        for q in opponents(s, p):
            if q not in stopped:
                _grab(s, p, q, "hand", card, events)
    elif effect == "capture":
        take_animal(s, p, target, a["pick"], a["section"], card, events)
    elif effect == "release":
        src, lost = take_card(s, target, a["pick"])
        s.discard.append(a["pick"])
        events.append(CardDiscarded(target, a["pick"], src, Loc("discard", slot=len(s.discard) - 1), card))
        if lost:
            events.append(SectionDiscarded(target, *lost[:3]))
    elif effect == "coffee":
        s.bonus += R.COFFEE_ACTIONS
        events.append(ActionsAdded(p, R.COFFEE_ACTIONS))
    elif effect == "stray_animals" and a["pick"] in s.discard:
        k = s.discard.index(a["pick"])
        s.discard.pop(k)
        hand = s.players[p].hand
        hand.append(a["pick"])
        events.append(CardTaken(p, None, a["pick"], card, Loc("discard", slot=k),
                                Loc("hand", p, slot=len(hand) - 1)))
    elif effect == "tombola_win":
        bank_from_pile(s, p, R.TOMBOLA_CARDS, events)
    elif effect == "delivery":
        draw_cards(s, p, R.DELIVERY_DRAW, events)


def end_of_turn_draw(s, events) -> None:
    """Draw two to end the turn, six with an empty hand (or a one-card hand beside the
    Fortune Teller's Hut); the Ice Cream Stand banks the next card while the bank is small."""
    p = s.active
    me = s.players[p]
    empty = not me.hand or (len(me.hand) <= R.FORTUNE_TELLER_HAND
                            and has_addon(me, "fortune_tellers_hut"))
    draw_cards(s, p, R.DRAW_EMPTY_HAND if empty else R.DRAW, events)
    if has_addon(me, "ice_cream_stand") and len(me.bank) < R.ICE_CREAM_BANK_BELOW:
        bank_from_pile(s, p, 1, events)
