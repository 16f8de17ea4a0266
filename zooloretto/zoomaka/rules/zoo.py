"""A zoo's sections: where a card may go, what a section is worth, when it is complete,
and taking a card out (a section left without an animal of its type is discarded with
its add-ons). No turn logic here: the engine and the legal list both use these."""
from __future__ import annotations

from . import rulings as R
from .cards import EFFECT_OF, KIND_OF, SECTION_SIZE, TYPES_OF, VALUE_OF
from .places import Loc
from .state import Section


def is_wild(card: str) -> bool:
    return EFFECT_OF[card] == "wild"


def animal_places(player, card: str) -> list:
    """Section types an animal may be placed as in `player`'s zoo: any of its types
    (a new section or the one of that type); a wild animal only joins a section that
    already holds an animal with a type (every section does)."""
    if is_wild(card):
        return [sec.type for sec in player.zoo]
    return list(TYPES_OF[card])


def addon_places(player) -> list:
    return [sec.type for sec in player.zoo]


def places_for(player, card: str) -> list:
    return addon_places(player) if KIND_OF[card] == "addon" else animal_places(player, card)


def complete(sec) -> bool:
    return len(sec.animals) >= SECTION_SIZE[sec.type]


def complete_count(player) -> int:
    """Complete sections (each of a different type: one section per type)."""
    return sum(1 for sec in player.zoo if len(sec.animals) >= SECTION_SIZE[sec.type])


def has_won(state, seat: int) -> bool:
    return complete_count(state.players[seat]) >= R.win_sections(len(state.players))


def section_value(sec) -> int:
    return sum(VALUE_OF[c] for c in sec.animals) + sum(VALUE_OF[c] for c in sec.addons)


def fee_for(state, player, section_type: str) -> int:
    """The entrance fee for a section: its animals and add-ons, plus the Roller Coaster
    on it and Carnival on top of the Setting pile."""
    sec = player.section(section_type)
    fee = section_value(sec)
    if any(EFFECT_OF[a] == "roller_coaster" for a in sec.addons):
        fee += R.ROLLER_COASTER_FEE
    top = state.settings[-1] if state.settings else None
    if top is not None and EFFECT_OF[top] == "carnival":
        fee += R.CARNIVAL_FEE
    return fee


def has_addon(player, effect: str) -> bool:
    return any(EFFECT_OF[a] == effect for sec in player.zoo for a in sec.addons)


def assets(player) -> list:
    """What a fee may be paid with: bank cards, animals and add-ons (never the hand)."""
    out = player.bank[:]
    for sec in player.zoo:
        out += sec.animals
        out += sec.addons
    return out


def breaks_section(player, card: str) -> bool:
    """Would taking this card out of the zoo leave its section without an animal of its
    type (the section then goes, with its wild animals and add-ons)?"""
    found = locate(player, card)
    if found is None or found[1] != "section" or is_wild(card):
        return False
    sec = player.zoo[found[0]]
    return not any(not is_wild(a) for a in sec.animals if a != card)


def add_card(player, seat: int, card: str, section_type: str) -> Loc:
    """Put an animal or add-on into the section of `section_type` (opened for an animal
    if there is none); the place it lands on."""
    sec = player.section(section_type)
    if sec is None:
        sec = Section(section_type)
        player.zoo.append(sec)
    index = player.zoo.index(sec)
    if KIND_OF[card] == "addon":
        sec.addons.append(card)
        return Loc("addon", seat, index, len(sec.addons) - 1)
    sec.animals.append(card)
    return Loc("section", seat, index, len(sec.animals) - 1)


def locate(player, card: str):
    """(section index, "section" or "addon", slot) of a card in the zoo, or None."""
    for i, sec in enumerate(player.zoo):
        if card in sec.animals:
            return i, "section", sec.animals.index(card)
        if card in sec.addons:
            return i, "addon", sec.addons.index(card)
    return None


def take_card(state, seat: int, card: str, discard: bool = True):
    """Take an animal or add-on out of `seat`'s zoo. Returns (where it was, what the
    section lost with it, or None): a section left without an animal of its type goes
    whole, its wild animals and add-ons too, to the Discard pile, or, with `discard`
    False (a fee paid), to the caller, who moves them on. What it lost is (its type, the
    cards, the section's place, each card's place)."""
    player = state.players[seat]
    i, area, k = locate(player, card)
    sec = player.zoo[i]
    (sec.animals if area == "section" else sec.addons).remove(card)
    src = Loc(area, seat, i, k)
    if any(not is_wild(a) for a in sec.animals):
        return src, None
    del player.zoo[i]
    lost = sec.animals + sec.addons
    places = [Loc("section", seat, i, n) for n in range(len(sec.animals))]
    places += [Loc("addon", seat, i, n) for n in range(len(sec.addons))]
    if discard:
        state.discard.extend(lost)
    return src, (sec.type, tuple(lost), Loc("section", seat, i), tuple(places))
