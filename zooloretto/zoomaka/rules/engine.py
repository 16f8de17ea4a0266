"""The rules of Zoomaka in motion: `apply(state, action)` carries out one action of the
player who must decide now, changing the state in place, and returns typed events.

After each action the engine settles what follows by itself (`_advance`): who is asked
next in an open window (a placement others may Direct-Capture, a Direct card its targets
may stop with No Way!, a fee each payer pays), the effect once nobody stops it, placing
a paid asset that has one place only, and the win, checked when nothing waits.
"""
from __future__ import annotations

from . import rulings as R
from .actions import (AddOn, Direct, Discard, EndTurn, Entrance, Move, Pass, Pay, Place,
                      Receive, Respond, Sell, Setting, to_json as action_json)
from .cards import EFFECT_OF, VALUE_OF
from .effects import draw_cards, end_of_turn_draw, resolve_direct, take_animal
from .events import (AnimalPlaced, Asked, Cancelled, CardMoved, CardPlayed, CardReceived,
                     CardSold, Passed, FeeCharged, FeePaid, FeeSettled, GameEnded, SectionDiscarded,
                     TurnEnded, TurnStarted, CardDiscarded)
from .legal import cost, decision, legal_actions, opponents, payers, refusal, to_ask, top_effect
from .places import Loc
from .refusals import IllegalAction
from .scoring import leaders
from .zoo import add_card, assets, complete_count, fee_for, has_won, places_for, take_card


def apply(s, a, check: bool = True) -> list:
    """Carry out `a` for `s.current`; IllegalAction if the rules refuse it. On a public
    view (no seed) an action that needs chance raises state.NoChance and changes nothing."""
    if check:
        why = refusal(s, a)
        if why is not None:
            raise IllegalAction(why)
    if s.seed is None:                  # a view: try it on a copy, keep it if it worked
        trial = s.copy()
        events = _apply(trial, a)
        for name in type(s).__slots__:
            setattr(s, name, getattr(trial, name))
        return events
    return _apply(s, a)


def _apply(s, a) -> list:
    before = (s.current, decision(s))
    events = []
    _HANDLERS[type(a)](s, a, events)
    _advance(s, events)
    if not s.game_over:
        now = decision(s)
        if now != "turn" and (s.current, now) != before:
            events.append(Asked(s.current, now))
    return events


def _from_hand(s, p, card):
    hand = s.players[p].hand
    k = hand.index(card)
    hand.pop(k)
    return Loc("hand", p, slot=k)


def _to_discard(s, card) -> Loc:
    s.discard.append(card)
    return Loc("discard", slot=len(s.discard) - 1)


def _spend(s, a):
    s.used += cost(s, a)
    s.moving = type(a) is Move


def _place(s, a, ev):
    p = s.current
    free = cost(s, a) == 0
    _spend(s, a)
    src = _from_hand(s, p, a.card)
    dst = add_card(s.players[p], p, a.card, a.section)
    ev.append(AnimalPlaced(p, a.card, a.section, src, dst, free))
    s.window = {"about": "place", "by": p, "card": a.card, "section": a.section}
    s.asked = to_ask(s, "place", p, a.card)


def _ask_about(s, a, p):
    """The other players may answer this action with a Response (rulings ANSWERED_ACTIONS).
    The window names only its kind: a card sold is seen by its seller alone."""
    s.window = {"about": "action", "by": p, "kind": a.type}
    s.asked = to_ask(s, "action", p, a.card)


def _sell(s, a, ev):
    p = s.current
    _spend(s, a)
    src = _from_hand(s, p, a.card)
    bank = s.players[p].bank
    bank.append(a.card)
    ev.append(CardSold(p, a.card, src, Loc("bank", p, slot=len(bank) - 1), (p,)))
    _ask_about(s, a, p)


def _move(s, a, ev):
    p = s.current
    begun = s.moving                 # the moves after a rearrangement's first are the same action
    _spend(s, a)
    src, lost = take_card(s, p, a.card)
    dst = add_card(s.players[p], p, a.card, a.section)
    ev.append(CardMoved(p, a.card, a.section, src, dst))
    if lost:
        ev.append(SectionDiscarded(p, *lost[:3]))
    if not begun:
        _ask_about(s, a, p)


def _direct(s, a, ev):
    p = s.current
    _spend(s, a)
    src = _from_hand(s, p, a.card)
    ev.append(CardPlayed(p, a.card, "direct", src, _to_discard(s, a.card), a.target, a.section))
    s.window = {"about": "direct", "by": p, "action": action_json(a), "cancelled": []}
    s.asked = to_ask(s, "direct", p, a.card, a.target)


def _addon(s, a, ev):
    p = s.current
    _spend(s, a)
    src = _from_hand(s, p, a.card)
    dst = add_card(s.players[p], p, a.card, a.section)
    ev.append(CardPlayed(p, a.card, "addon", src, dst, None, a.section))
    _ask_about(s, a, p)


def _entrance(s, a, ev):
    p = s.current
    _spend(s, a)
    fee = fee_for(s, s.players[p], a.section)
    src = _from_hand(s, p, a.card)
    ev.append(CardPlayed(p, a.card, "entrance", src, _to_discard(s, a.card), a.target, a.section))
    payers = opponents(s, p) if a.target is None else [a.target]
    ev.append(FeeCharged(p, tuple(payers), a.section, fee))
    s.window = {"about": "fee", "by": p, "card": a.card, "section": a.section, "fee": fee,
                "paid": 0, "started": False, "target": a.target}
    s.asked = to_ask(s, "fee", p, a.card, a.target)


def _setting(s, a, ev):
    p = s.current
    src = _from_hand(s, p, a.card)
    s.settings.append(a.card)
    ev.append(CardPlayed(p, a.card, "setting", src, Loc("settings", slot=len(s.settings) - 1)))


def _respond(s, a, ev):
    """A Response takes effect, then goes to the Discard pile (the rulebook's order: a
    Quick Delivery cannot be shuffled into the Draw pile it draws from). Its event comes
    first, landing where the card lies once all is done."""
    p = s.current
    w = s.window if s.asked else None
    src = _from_hand(s, p, a.card)
    k = len(ev)
    _response_effect(s, a, p, w, ev)
    ev.insert(k, CardPlayed(p, a.card, "response", src, _to_discard(s, a.card),
                            None if w is None else w["by"], a.section))


def _response_effect(s, a, p, w, ev):
    effect = EFFECT_OF[a.card]
    if effect == "quick_delivery":
        draw_cards(s, p, R.QUICK_DELIVERY_DRAW, ev)
        s.owed = min(R.QUICK_DELIVERY_DISCARD, len(s.players[p].hand))
        s.owing = p if s.owed else None
    elif w is None:
        return                                   # played in one's own turn, to no effect
    elif effect == "direct_capture":
        take_animal(s, p, w["by"], w["card"], a.section, a.card, ev)
        s.window, s.asked = None, []
    elif w["about"] == "direct":                 # No Way!
        w["cancelled"].append(p)
        ev.append(Cancelled(p, w["action"]["card"], a.card))
        s.asked.pop(0)
    else:                                        # No Way! or Pay with Peanuts against a fee
        ev.append(FeeSettled(p, w["by"], w["paid"], w["fee"], a.card))
        _next_payer(s)


def _pass(s, a, ev):
    ev.append(Passed(s.current, decision(s)))
    s.asked.pop(0)


def _pay(s, a, ev):
    p = s.asked[0]                               # the payer (auto-payments too)
    w = s.window
    receiver = w["by"]
    me = s.players[p]
    if a.card in me.bank:
        k = me.bank.index(a.card)
        me.bank.pop(k)
        bank = s.players[receiver].bank
        bank.append(a.card)
        ev.append(FeePaid(p, receiver, a.card, Loc("bank", p, slot=k), Loc("bank", receiver, slot=len(bank) - 1)))
        w["paid"] += VALUE_OF[a.card]
    else:       # the section's last typed animal takes its Chameleon and add-ons along
        src, lost = take_card(s, p, a.card, discard=False)
        moved = [(a.card, src)] + (list(zip(lost[1], lost[3])) if lost else [])
        for card, where in moved:
            s.received.append(card)
            ev.append(FeePaid(p, receiver, card, where, Loc("received", slot=len(s.received) - 1)))
            w["paid"] += VALUE_OF[card]
    w["started"] = True


def _discard(s, a, ev):
    p = s.current
    src = _from_hand(s, p, a.card)
    ev.append(CardDiscarded(p, a.card, src, _to_discard(s, a.card)))
    s.owed -= 1
    if not s.owed:
        s.owing = None


def _receive(s, a, ev):
    card = s.received.pop(0)
    p = s.active
    dst = add_card(s.players[p], p, card, a.section)
    ev.append(CardReceived(p, card, a.section, Loc("received", slot=0), dst))


def _end_turn(s, a, ev):
    p = s.active
    end_of_turn_draw(s, ev)
    ev.append(TurnEnded(p))
    if s.turn >= R.TURN_LIMIT_PER_PLAYER * len(s.players):
        _game_over(s, leaders(s), "limit", ev)
        return
    s.active = s.current = (p + 1) % len(s.players)
    s.turn += 1
    s.used = s.bonus = 0
    s.moving = False
    ev.append(TurnStarted(s.active, s.turn))


_HANDLERS = {Place: _place, Sell: _sell, Move: _move, Direct: _direct, AddOn: _addon,
             Entrance: _entrance, Setting: _setting, Respond: _respond, Pass: _pass, Pay: _pay,
             Discard: _discard, Receive: _receive, EndTurn: _end_turn}


# ---------------------------------------------------------------- what follows an action

def _next_payer(s):
    s.asked.pop(0)
    s.window["paid"], s.window["started"] = 0, False


def _fee_step(s, ev) -> bool:
    """Settle payers who have no choice; True when the first payer must decide."""
    w = s.window
    p = s.asked[0]
    if p not in payers(s, w):                    # not charged: may answer the Entrance itself
        s.current = p
        return True
    me = s.players[p]
    remaining = w["fee"] - w["paid"]
    if remaining <= 0:
        ev.append(FeeSettled(p, w["by"], w["paid"], w["fee"]))
        _next_payer(s)
        return False
    mine = assets(me)
    # Asked unless there is no choice, judged by what all see (never by the hand's cards):
    # nothing to pay with, or everything owed when no Response can answer (Roar! on top,
    # an empty hand). A Response answers until the fee is fully paid, begun or not.
    closed = top_effect(s) == "roar" or not me.hand
    if not mine or (closed and sum(VALUE_OF[c] for c in mine) <= remaining):
        while mine:                              # pay all one has: no choice left
            _pay(s, Pay(mine[0]), ev)
            mine = assets(me)
        ev.append(FeeSettled(p, w["by"], w["paid"], w["fee"]))
        _next_payer(s)
        return False
    s.current = p
    return True


def _window_step(s, ev) -> bool:
    w = s.window
    if w["about"] == "fee":
        if s.asked:
            return _fee_step(s, ev)
    elif s.asked:
        s.current = s.asked[0]
        return True
    s.window = None
    if w["about"] == "direct":
        resolve_direct(s, w, ev)
    return False


def _receive_step(s, ev) -> bool:
    p = s.active
    card = s.received[0]
    options = places_for(s.players[p], card)
    if len(options) > 1:
        s.current = p
        return True
    s.received.pop(0)
    if options:
        dst = add_card(s.players[p], p, card, options[0])
        ev.append(CardReceived(p, card, options[0], Loc("received", slot=0), dst))
    else:           # cannot happen (the charged section takes any add-on or animal): the bank
        bank = s.players[p].bank
        bank.append(card)
        ev.append(CardReceived(p, card, None, Loc("received", slot=0), Loc("bank", p, slot=len(bank) - 1)))
    return False


def _advance(s, ev) -> None:
    while True:
        if s.owed:
            if s.players[s.owing].hand:
                s.current = s.owing
                return
            s.owed, s.owing = 0, None
        if s.window is not None:
            if _window_step(s, ev):
                return
            continue
        if s.received:
            if _receive_step(s, ev):
                return
            continue
        break
    if s.game_over:
        return
    won = [q for q in range(len(s.players)) if has_won(s, q)]
    if won:
        _game_over(s, won, "zoo", ev)
        return
    s.current = s.active


def _game_over(s, winners, reason, ev):
    s.game_over = True
    s.winners = list(winners)
    s.ended_by = reason
    s.window, s.asked, s.received, s.owed, s.owing = None, [], [], 0, None
    ev.append(GameEnded(tuple(winners), tuple(complete_count(p) for p in s.players), reason))


__all__ = ["apply", "legal_actions", "refusal"]
