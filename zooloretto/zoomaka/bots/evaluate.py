"""How good a Zoomaka position looks to each player, and the quick answers every bot
gives when the rules ask it out of turn while a bot imagines a future.

`value(state, seat)` counts complete sections most, then progress towards the sections
still needed (the fullest ones), then cards in hand, money in the bank (it pays fees
instead of animals) and Responses kept. `utility` is a seat's value minus the best
other's. `settle(state, seat)` lets the other players answer (No Way!, Direct Capture,
paying a fee cheaply) until `seat` must decide again or a turn passes.
"""
from __future__ import annotations

from ..rules.cards import EFFECT_OF, KIND_OF, SECTION_SIZE, TYPES_OF, VALUE_OF
from ..rules.engine import apply
from ..rules.legal import action_limit, decision, legal_actions
from ..rules.rulings import win_sections
from ..rules.state import HIDDEN

WIN = 1000.0
COMPLETE = 12.0          # a complete section
PROGRESS = 9.0           # a section still needed, by its share filled (squared-ish)
HAND_CARD = 0.7          # the first card in hand; each next one is worth HAND_DECAY as much
HAND_DECAY = 0.88
FITTING_ANIMAL = 0.25    # an animal in hand that joins a section still needed
MONEY = 0.35             # per value in the bank, up to MONEY_CAP
MONEY_CAP = 10
RESPONSE = {"no_way": 1.2, "direct_capture": 1.0, "pay_with_peanuts": 0.8, "quick_delivery": 1.0}
HIDDEN_BANK_CARD = 1.3
# an add-on at work in one's zoo: what its lasting effect is worth, besides its value
ADDON = {"fortune_tellers_hut": 1.0, "ice_cream_stand": 1.0, "video_camera": 1.2,
         "roller_coaster": 1.2}
ACTION_LEFT = 0.9        # an action still to spend this turn (its owner's)
FEE_POTENTIAL = 0.12     # per point of one's most valuable section (what an Entrance earns)   # a bank card one cannot see is worth about this much


def _needed(player, need):
    """The section types still counted towards the win: complete ones, then the fullest."""
    shares = sorted(((min(1.0, len(sec.animals) / SECTION_SIZE[sec.type]), sec.type)
                     for sec in player.zoo), reverse=True)
    return shares[:need]


def value(s, seat: int) -> float:
    if s.game_over:
        return WIN if seat in s.winners else -WIN / 2
    player = s.players[seat]
    need = win_sections(len(s.players))
    best = _needed(player, need)
    v = 0.0
    open_types = set()
    for share, kind in best:
        if share >= 1.0:
            v += COMPLETE
        else:
            v += PROGRESS * share * (0.5 + 0.5 * share)
            open_types.add(kind)
    room = need - len(best)
    hand = player.hand
    v += HAND_CARD * (1 - HAND_DECAY ** len(hand)) / (1 - HAND_DECAY)
    for c in hand:
        if c == HIDDEN:
            continue
        kind = KIND_OF[c]
        if kind == "animal":
            types = TYPES_OF[c]
            if any(t in open_types for t in types) or (room > 0 and types):
                v += FITTING_ANIMAL
        elif kind == "response":
            v += RESPONSE.get(EFFECT_OF[c], 0.0)
    worth = 0
    for sec in player.zoo:
        worth = max(worth, sum(VALUE_OF[c] for c in sec.animals + sec.addons))
        for c in sec.addons:
            v += ADDON.get(EFFECT_OF[c], 0.0)
    v += FEE_POTENTIAL * worth
    if seat == s.active and not s.game_over:
        v += ACTION_LEFT * max(0, action_limit(s) - s.used)
    if s.settings:
        v += _setting_value(s, seat, player, worth)
    money = sum(HIDDEN_BANK_CARD if c == HIDDEN else VALUE_OF[c] for c in player.bank)
    v += MONEY * min(money, MONEY_CAP)
    return v


def _setting_value(s, seat, player, worth) -> float:
    """What the Setting in effect is worth to a player (its owner's use of it)."""
    effect = EFFECT_OF[s.settings[-1]]
    mine = seat == s.active
    if effect == "monkeys_4_nothin":
        return 0.4 * sum(1 for c in player.hand if c != HIDDEN and "monkey" in TYPES_OF[c])
    if effect == "payday":
        return 0.3 if mine else 0.0
    if effect == "carnival":
        return 0.15 * worth * (1 if any(c != HIDDEN and KIND_OF[c] == "entrance" for c in player.hand) else 0.3)
    if effect == "quarantine":
        return 0.15 * sum(len(sec.animals) for sec in player.zoo)
    if effect == "roar":
        return 0.8 if mine else 0.0
    return 0.0


def utility(s, seat: int) -> float:
    mine = value(s, seat)
    return mine - max(value(s, q) for q in range(len(s.players)) if q != seat)


def cheapest(s, seat, actions):
    """A quick answer: stop what aims at one with a Response, capture what one can, pay a
    fee with the bank's cheapest cards first, then the least useful animals."""
    phase = decision(s)
    if phase in ("capture", "no_way", "fee"):
        for a in actions:
            if a.type == "respond" and EFFECT_OF[a.card] != "quick_delivery":
                return a
    if phase == "fee":
        bank = set(s.players[seat].bank)
        pays = [a for a in actions if a.type == "pay"]
        return min(pays, key=lambda a: (a.card not in bank, VALUE_OF[a.card]))
    if phase == "discard":
        return min(actions, key=lambda a: (KIND_OF[a.card] == "animal", VALUE_OF[a.card]))
    for a in actions:
        if a.type == "pass":
            return a
    return actions[0]


def settle(s, seat: int, limit: int = 40):
    """Let everyone but `seat` answer quickly until `seat` decides or another's turn begins."""
    for _ in range(limit):
        if s.game_over or s.current == seat or decision(s) == "turn":
            return s
        apply(s, cheapest(s, s.current, legal_actions(s)), check=False)
    return s
