"""Which actions are legal now, and why one is not: the one place a rule is decided.

`decision(state)` names what the player who must decide now (`state.current`) is asked:
"turn" (their own turn), "discard" (Quick Delivery's two cards), "receive" (where an asset
paid to them goes), "capture" (another's animal enters a zoo: Direct Capture or not),
"no_way" (a Direct card aims at them), "fee" (an entrance fee to pay), "answer" (another
player's action that only Quick Delivery can answer for them: rulings ANSWERED_ACTIONS).
`refusal(state, action)` says why an action is not allowed (a Refusal) or None;
`legal_actions(state)` lists, in a stable order, the well-formed actions it allows.
"""
from __future__ import annotations

from . import rulings as R
from .actions import (AddOn, Direct, Discard, EndTurn, Entrance, Move, Pass, Pay, Place,
                      Receive, Respond, Sell, Setting, ACTION_TYPES)
from .cards import EFFECT_OF, KIND_OF, SECTION_SIZE, TYPES, TYPES_OF
from .refusals import Refusal
from .zoo import (addon_places, animal_places, assets, complete, is_wild, locate,
                  places_for)

AIMED = ("robber", "pickpocket", "capture", "release")      # at one opponent


def decision(s) -> str:
    if s.owed:
        return "discard"
    w = s.window
    if w is not None and s.asked:
        return _question(s, w, s.asked[0])
    if s.received:
        return "receive"
    return "turn"


def _question(s, w, q) -> str:
    """What the asked seat `q` decides in the open window, by what everyone sees: the
    answer its own Responses could give beyond Quick Delivery, else "answer"."""
    about = w["about"]
    if about == "fee":
        return "fee" if q in payers(s, w) else "answer"
    if about == "direct":
        a = w["action"]
        return "no_way" if q in _aimed_at(s, w["by"], a["card"], a.get("target")) else "answer"
    if about == "place" and top_effect(s) != "quarantine" and animal_places(s.players[q], w["card"]):
        return "capture"
    return "answer"


def payers(s, w) -> list:
    """The seats an open fee window charges (a Two-color Entrance every opponent, a
    Multicolor Entrance its target); a window stored before others were asked alongside
    (no "target") charges everyone it asks."""
    if "target" not in w:
        return list(s.asked)
    return opponents(s, w["by"]) if w["target"] is None else [w["target"]]


def _aimed_at(s, by, card, target) -> list:
    return opponents(s, by) if EFFECT_OF[card] == "master_thief" else [target]


def fee_owed(s) -> int:
    """What the payer asked now still owes of the entrance fee (0 when no fee is asked)."""
    w = s.window
    if decision(s) != "fee":
        return 0
    return max(0, w["fee"] - w["paid"])


def top_effect(s):
    return EFFECT_OF[s.settings[-1]] if s.settings else None


def action_limit(s) -> int:
    return (R.EXTRA_HOURS_ACTIONS if top_effect(s) == "extra_hours" else R.ACTIONS) + s.bonus


def cost(s, a) -> int:
    kind = type(a)
    if kind is Place:
        return 0 if a.section == "monkey" and top_effect(s) == "monkeys_4_nothin" else 1
    if kind is Sell:
        return 0 if top_effect(s) == "payday" else 1
    if kind is Move:
        return 0 if s.moving else 1
    return 1 if kind in (Direct, AddOn, Entrance) else 0


def opponents(s, seat: int) -> list:
    """The other seats, from `seat`'s left, in turn order."""
    n = len(s.players)
    return [(seat + k) % n for k in range(1, n)]


def to_ask(s, about: str, by: int, card: str, target=None) -> list:
    """The seats asked about an action of `by`, from `by`'s left: "place" (an animal
    placed), "direct" (a Direct card), "action" (a sale, a rearrangement, an Add-on), "fee"
    (an Entrance; `target` the one a Multicolor Entrance charges). Every opponent holding
    cards may answer any action with a Response (rulings ANSWERED_ACTIONS: Quick Delivery
    always), nobody under Roar!; every payer of a fee is asked, cards or not. Only what
    everyone sees decides it (the Setting on top, whether a hand is empty), never what a
    hand holds, so being asked tells nothing of one's cards (spec: "Answering out of
    turn without telling what one holds")."""
    answering = [] if top_effect(s) == "roar" else [q for q in opponents(s, by) if s.players[q].hand]
    if about != "fee":
        return answering
    charged = opponents(s, by) if target is None else [target]
    return [q for q in opponents(s, by) if q in charged or q in answering]


def still_to_ask(s) -> list:
    """Who the rules will ask after `s.asked[0]` in the open window, worked out from what
    everyone sees (a public view names only the one asked now)."""
    w = s.window
    if w is None or not s.asked:
        return []
    first, about = s.asked[0], w["about"]
    if about == "direct":
        card, target = w["action"]["card"], w["action"].get("target")
    elif about == "action":
        card, target = None, None
    elif about == "fee":
        card = w["card"]
        target = None if EFFECT_OF[card] == "every_opponent_pays" else w.get("target", first)
    else:
        card, target = w["card"], None
    order = opponents(s, w["by"])
    later = order[order.index(first) + 1:] if first in order else []
    return [q for q in to_ask(s, about, w["by"], card, target) if q in later]


def can_take_from(s, seat: int, card: str) -> bool:
    """May Capture or Release take this animal? Not from a complete section (rulings) nor
    from one the Video Camera watches."""
    found = locate(s.players[seat], card)
    if found is None or found[1] != "section":
        return False
    sec = s.players[seat].zoo[found[0]]
    if any(EFFECT_OF[a] == "video_camera" for a in sec.addons):
        return False
    return R.CAPTURE_FROM_COMPLETE or not complete(sec)


# ---------------------------------------------------------------- refusal

def refusal(s, a):
    if s.game_over:
        return Refusal("game_over")
    kind = type(a)
    if kind not in ACTION_TYPES.values():
        return Refusal("not_an_action")
    p = s.current
    player = s.players[p]
    phase = decision(s)
    if phase == "discard":
        if kind is not Discard:
            return Refusal("must_discard", count=s.owed)
        return None if a.card in player.hand else Refusal("not_in_hand")
    if phase == "receive":
        if kind is not Receive:
            return Refusal("must_receive")
        if a.card != s.received[0]:
            return Refusal("wrong_received")
        return _section_check(places_for(player, a.card), a.section, player, a.card)
    if phase != "turn":
        return _answer_refusal(s, a, kind, phase, player)
    if kind in (Pass, Pay, Discard, Receive):
        return Refusal("nothing_to_answer")
    if kind is EndTurn:
        return None
    if kind is Move:
        if locate(player, a.card) is None:
            return Refusal("not_in_zoo")
    elif a.card not in player.hand:
        return Refusal("not_in_hand")
    card_kind = KIND_OF[a.card]
    if kind is Setting:
        return None if card_kind == "setting" else Refusal("wrong_kind", kind=card_kind)
    if kind is Respond:
        if card_kind != "response":
            return Refusal("wrong_kind", kind=card_kind)
        if top_effect(s) == "roar":
            return Refusal("roar")
        return None if a.section is None else Refusal("no_effect_now")
    if s.used + cost(s, a) > action_limit(s):
        return Refusal("no_actions_left")
    if kind is Place:
        if card_kind != "animal":
            return Refusal("wrong_kind", kind=card_kind)
        return _section_check(animal_places(player, a.card), a.section, player, a.card)
    if kind is Sell:
        return None
    if kind is Move:
        i, area, _ = locate(player, a.card)
        if player.zoo[i].type == a.section:
            return Refusal("same_section")
        options = addon_places(player) if area == "addon" else animal_places(player, a.card)
        return _section_check(options, a.section, player, a.card)
    if kind is AddOn:
        if card_kind != "addon":
            return Refusal("wrong_kind", kind=card_kind)
        return _section_check(addon_places(player), a.section, player, a.card)
    if kind is Entrance:
        return _entrance_refusal(s, a, p, card_kind)
    if card_kind != "direct":
        return Refusal("wrong_kind", kind=card_kind)
    return _direct_refusal(s, a, p)


def _section_check(options, section, player, card):
    if section in options:
        return None
    if section not in SECTION_SIZE:
        return Refusal("no_such_type", section=str(section)[:40])
    if KIND_OF[card] == "animal" and is_wild(card):
        return Refusal("wild_needs_section")
    if KIND_OF[card] == "animal":
        return Refusal("not_its_type", section=section)
    return Refusal("no_such_section", section=section)


def _entrance_refusal(s, a, p, card_kind):
    if card_kind != "entrance":
        return Refusal("wrong_kind", kind=card_kind)
    if s.players[p].section(a.section) is None:
        if a.section not in SECTION_SIZE:
            return Refusal("no_such_type", section=str(a.section)[:40])
        return Refusal("no_such_section", section=a.section)
    if EFFECT_OF[a.card] == "every_opponent_pays":
        if a.section not in TYPES_OF[a.card]:
            return Refusal("entrance_type")
        return None if a.target is None else Refusal("no_target_needed")
    return _opponent_check(s, p, a.target)


def _opponent_check(s, p, target):
    if target is None:
        return Refusal("needs_target")
    if target == p or not 0 <= target < len(s.players):
        return Refusal("not_an_opponent", target=target)
    return None


def _direct_refusal(s, a, p):
    effect = EFFECT_OF[a.card]
    if effect in ("robber", "pickpocket"):
        why = _opponent_check(s, p, a.target)
        if why is not None or a.pick is not None or a.section is not None:
            return why or Refusal("no_target_needed")
        victim = s.players[a.target]
        return None if (victim.bank if effect == "robber" else victim.hand) else Refusal("nothing_to_take")
    if effect in ("capture", "release"):
        if top_effect(s) == "quarantine":
            return Refusal("quarantine")
        why = _opponent_check(s, p, a.target)
        if why is not None:
            return why
        if a.pick is None:
            return Refusal("needs_pick")
        found = locate(s.players[a.target], a.pick)
        if found is None or found[1] != "section":
            return Refusal("not_their_animal")
        if not can_take_from(s, a.target, a.pick):
            sec = s.players[a.target].zoo[found[0]]
            watched = any(EFFECT_OF[c] == "video_camera" for c in sec.addons)
            return Refusal("protected" if watched else "complete_section")
        if effect == "release":
            return None if a.section is None else Refusal("no_target_needed")
        options = animal_places(s.players[p], a.pick)
        return _section_check(options, a.section, s.players[p], a.pick) if options else Refusal("no_place")
    if a.target is not None or a.section is not None:
        return Refusal("no_target_needed")
    if effect == "stray_animals":
        if a.pick is None:
            return Refusal("needs_pick")
        ok = a.pick in s.discard and KIND_OF[a.pick] == "animal"
        return None if ok else Refusal("not_in_discard")
    if a.pick is not None:
        return Refusal("no_target_needed")
    if effect == "master_thief":
        if not any(s.players[q].hand for q in opponents(s, p)):
            return Refusal("nothing_to_take")
    return None


def _answer_refusal(s, a, kind, phase, player):
    w = s.window
    if kind is Pass:
        return Refusal("must_pay") if phase == "fee" else None
    if kind is Pay:
        if phase != "fee":
            return Refusal("must_answer")
        return None if a.card in assets(player) else Refusal("not_an_asset")
    if kind is not Respond:
        return Refusal("must_pay" if phase == "fee" else "must_answer")
    if a.card not in player.hand:
        return Refusal("not_in_hand")
    if KIND_OF[a.card] != "response":
        return Refusal("wrong_kind", kind=KIND_OF[a.card])
    if top_effect(s) == "roar":
        return Refusal("roar")
    effect = EFFECT_OF[a.card]
    if effect == "direct_capture" and w["about"] == "place" and top_effect(s) == "quarantine":
        return Refusal("quarantine")
    if effect == "direct_capture" and phase == "capture":
        return _section_check(animal_places(player, w["card"]), a.section, player, w["card"])
    if a.section is not None:
        return Refusal("no_effect_now")
    if effect == "quick_delivery":
        return None
    if effect == "no_way" and phase in ("no_way", "fee"):
        return None
    if effect == "pay_with_peanuts" and phase == "fee":
        return None
    return Refusal("no_effect_now")


# ---------------------------------------------------------------- the list

def candidates(s) -> list:
    """Every well-formed action the decider could mean now (a superset of the legal ones)."""
    p = s.current
    me = s.players[p]
    phase = decision(s)
    if phase == "discard":
        return [Discard(c) for c in me.hand]
    if phase == "receive":
        return [Receive(s.received[0], t) for t in places_for(me, s.received[0])]
    if phase != "turn":
        out = [Pass()]
        for c in me.hand:
            if KIND_OF[c] == "response":
                out.append(Respond(c))
                if phase == "capture" and EFFECT_OF[c] == "direct_capture":
                    out += [Respond(c, t) for t in animal_places(me, s.window["card"])]
        return out + [Pay(c) for c in assets(me)]
    out = []
    others = opponents(s, p)
    for c in me.hand:
        k = KIND_OF[c]
        if k == "animal":
            out += [Place(c, t) for t in animal_places(me, c)]
        elif k == "setting":
            out.append(Setting(c))
        elif k == "response":
            out.append(Respond(c))
        elif k == "addon":
            out += [AddOn(c, sec.type) for sec in me.zoo]
        elif k == "entrance":
            if EFFECT_OF[c] == "every_opponent_pays":
                out += [Entrance(c, t) for t in TYPES_OF[c] if me.section(t)]
            else:
                out += [Entrance(c, sec.type, q) for sec in me.zoo for q in others]
        else:
            out += _direct_candidates(s, c, p, others)
    for c in me.hand:
        out.append(Sell(c))
    for sec in me.zoo:
        for c in sec.animals:
            out += [Move(c, t) for t in animal_places(me, c) if t != sec.type]
        for c in sec.addons:
            out += [Move(c, o.type) for o in me.zoo if o is not sec]
    out.append(EndTurn())
    return out


def _direct_candidates(s, c, p, others):
    effect = EFFECT_OF[c]
    if effect in ("robber", "pickpocket"):
        return [Direct(c, q) for q in others]
    if effect in ("capture", "release"):
        out = []
        for q in others:
            for sec in s.players[q].zoo:
                for animal in sec.animals:
                    if effect == "release":
                        out.append(Direct(c, q, animal))
                    else:
                        out += [Direct(c, q, animal, t) for t in animal_places(s.players[p], animal)]
        return out
    if effect == "stray_animals":
        seen = set()
        return [Direct(c, pick=a) for a in s.discard
                if KIND_OF[a] == "animal" and not (a in seen or seen.add(a))]
    return [Direct(c)]


def legal_actions(s) -> list:
    if s.game_over:
        return []
    return [a for a in candidates(s) if refusal(s, a) is None]


__all__ = ["decision", "refusal", "legal_actions", "candidates", "cost", "action_limit",
           "top_effect", "opponents", "to_ask", "still_to_ask", "payers", "fee_owed", "AIMED", "TYPES"]
