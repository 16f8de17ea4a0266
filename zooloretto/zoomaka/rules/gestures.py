"""Which drag means which action in Zoomaka: a rule, so it lives with the rules.

    gesture_of(state, action) -> (piece Loc, drop Loc)   (None, None): a button (Pass)
    choices(state, piece, drop) -> the legal actions that gesture may mean (the screen asks
                                   which when there are several: a Multicolor Entrance's
                                   payer, where a captured two-type animal goes)
    action_for(state, piece, drop) -> the first of them, or the Refusal saying why none

What a drop means: a hand card onto one's section (or a new section's place) places an
animal, attaches an add-on or charges an entrance fee; onto one's bank sells it; onto the
Setting pile plays a Setting; onto the Discard pile plays a Direct card aimed at nobody, a
Response, or discards it (Quick Delivery); a thief onto the victim's hand (Pickpocket) or
bank (Robber); Capture or Release onto the animal; Stray Animals onto the animal in the
Discard pile; Robber, Pickpocket and Master Thief anywhere on their victim's panel too;
an animal, add-on or entrance anywhere on the open space of one's own zoo (every section it
may go to: one is played, several are asked).
A zoo card onto another section moves it; a bank or zoo card onto the
charging player's zoo pays a fee; the Draw pile onto one's hand ends the turn.
"""
from __future__ import annotations

from .actions import (AddOn, Direct, Discard, EndTurn, Entrance, Move, Pass, Pay, Place,
                      Receive, Respond, Sell, Setting)
from .cards import EFFECT_OF, KIND_OF, TYPE_INDEX, TYPES, TYPES_OF
from .legal import legal_actions, refusal
from .places import Loc, card_at, find
from .refusals import Refusal


def _section_drop(state, seat, section_type) -> Loc:
    player = state.players[seat]
    for i, sec in enumerate(player.zoo):
        if sec.type == section_type:
            return Loc("section", seat, i)
    return Loc("new", seat, slot=TYPE_INDEX[section_type])


def gesture_of(state, action) -> tuple:
    """(piece, drop) of an action; (None, None) for Pass, which is a button."""
    kind = type(action)
    p = state.current
    if kind is Pass:
        return None, None
    if kind is EndTurn:
        return Loc("draw"), Loc("hand", p)
    if kind is Receive:
        return Loc("received", slot=0), _section_drop(state, p, action.section)
    piece = find(state, action.card)
    if kind in (Place, Move, AddOn):
        return piece, _section_drop(state, p, action.section)
    if kind is Sell:
        return piece, Loc("bank", p)
    if kind is Setting:
        return piece, Loc("settings")
    if kind is Discard:
        return piece, Loc("discard")
    if kind is Respond:
        if action.section is not None:
            return piece, _section_drop(state, p, action.section)
        return piece, Loc("discard")
    if kind is Entrance:
        return piece, _section_drop(state, p, action.section)
    if kind is Pay:
        return piece, Loc("zoo", state.window["by"])
    effect = EFFECT_OF[action.card]
    if effect == "robber":
        return piece, Loc("bank", action.target)
    if effect == "pickpocket":
        return piece, Loc("hand", action.target)
    if effect in ("capture", "release"):
        return piece, find(state, action.pick)
    if effect == "stray_animals":
        return piece, Loc("discard", slot=state.discard.index(action.pick))
    return piece, Loc("discard")


PANEL_AREAS = ("zoo", "hand", "bank", "section", "addon")      # the places of a zoo's panel
AIMED_AT_ONE = {"robber": "bank", "pickpocket": "hand"}


def aimed_drop(state, piece, drop):
    """A thief from the hand let go anywhere on an opponent's panel means that opponent:
    Robber their bank, Pickpocket their hand, Master Thief (aimed at everyone) the Discard
    pile; any other drop is itself."""
    if (piece is None or drop is None or piece.area != "hand" or drop.area not in PANEL_AREAS
            or drop.seat is None or drop.seat == state.current):
        return drop
    effect = EFFECT_OF.get(card_at(state, piece))
    if effect in AIMED_AT_ONE:
        return Loc(AIMED_AT_ONE[effect], drop.seat)
    return Loc("discard") if effect == "master_thief" else drop


def _into_own_zoo(state, piece, drop) -> bool:
    """A hand card let go on the open space of its player's own zoo (not on a section, the
    bank or the New section places): it means every section that card may go to."""
    p = state.current
    return (piece is not None and drop is not None and drop.area == "zoo" and drop.seat == p
            and piece.area == "hand" and piece.seat == p)


def choices(state, piece, drop) -> list:
    drop = aimed_drop(state, piece, drop)
    if _into_own_zoo(state, piece, drop):
        # an animal, add-on or entrance dropped anywhere in one's zoo: its own section if it
        # has one place only (a butterfly, an add-on with one section), else the screen asks
        found = []
        for a in legal_actions(state):
            moved, dropped = gesture_of(state, a)
            if moved == piece and dropped is not None and dropped.area in ("section", "new") \
                    and dropped.seat == state.current:
                found.append(a)
        return found
    return [a for a in legal_actions(state) if gesture_of(state, a) == (piece, drop)]


def action_for(state, piece, drop):
    """The action the gesture means if the rules allow it, else the Refusal saying why."""
    found = choices(state, piece, drop)
    if found:
        return found[0]
    meant = _meaning(state, piece, drop)
    if meant is None:
        return Refusal("game_over") if state.game_over else Refusal("not_a_move")
    return refusal(state, meant) or Refusal("not_a_move")


def _meaning(state, piece, drop):
    """An action the gesture would mean, to ask the rules why it is refused."""
    if piece is None or drop is None or state.game_over:
        return None
    card = card_at(state, piece)
    if card is None or card not in KIND_OF:
        return None
    p = state.current
    section = None
    if drop.area == "section" and drop.seat == p:
        zoo = state.players[p].zoo
        section = zoo[drop.index].type if drop.index is not None and 0 <= drop.index < len(zoo) else None
    elif drop.area == "new" and drop.seat == p and drop.slot is not None:
        section = list(TYPE_INDEX)[drop.slot] if 0 <= drop.slot < len(TYPE_INDEX) else None
    if piece.area in ("section", "addon") and piece.seat == p and section:
        return Move(card, section)
    if piece.area != "hand" or piece.seat != p:
        return None
    kind = KIND_OF[card]
    if drop.area == "bank" and drop.seat == p:
        return Sell(card)
    if section is None and _into_own_zoo(state, piece, drop) and kind in ("animal", "addon", "entrance"):
        # into the zoo where no section takes it: ask the rules why, for its first type (an
        # entrance "You have no reptile section", a typeless animal that needs a typed one)
        types = TYPES_OF.get(card) or tuple(sec.type for sec in state.players[p].zoo) or TYPES
        section = types[0]
    if section:
        return {"animal": Place, "addon": AddOn, "entrance": Entrance}.get(kind, Place)(card, section)
    if drop.area == "settings":
        return Setting(card)
    if drop.area == "discard" and kind == "response":
        return Respond(card)
    if kind == "direct":
        drop = aimed_drop(state, piece, drop)
        return Direct(card, drop.seat if drop.seat != p else None)
    return None
