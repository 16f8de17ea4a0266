"""Where things are on Zoomaka's table: one vocabulary for the rules and the screen.

    Loc("draw") / Loc("discard", slot=k) / Loc("settings", slot=k)   the piles (slot k from
                                        the bottom; None: the pile's top or the whole pile)
    Loc("hand", seat, slot=k)           the k-th card of a hand
    Loc("bank", seat, slot=k)           the k-th card of a bank (face down)
    Loc("zoo", seat)                    a whole zoo
    Loc("section", seat, index=i, slot=k)   animal k of section i (slot None: the section)
    Loc("addon", seat, index=i, slot=k)     add-on k of section i
    Loc("new", seat, slot=t)            the place of a new section of type TYPES[t]
    Loc("received", slot=k)             the k-th asset paid to the active player, to place

Slots follow the state's lists, so `card_at` reads a place without any screen geometry.
"""
from __future__ import annotations

from ...common import Place

AREAS = ("draw", "discard", "settings", "hand", "bank", "zoo", "section", "addon", "new",
         "received")


class Loc(Place):
    """A place of Zoomaka's table (common.Place: area, seat, index, slot)."""
    __slots__ = ()

    @classmethod
    def from_json(cls, d: dict) -> "Loc":
        return cls(d["area"], d.get("seat"), d.get("index"), d.get("slot"))


def _item(items, k):
    return items[k] if k is not None and 0 <= k < len(items) else None


def card_at(state, loc: Loc):
    """The card at a place (an id, or state.HIDDEN in a view), or None."""
    area, k = loc.area, loc.slot
    if area in ("draw", "discard", "settings"):
        pile = getattr(state, area)
        return _item(pile, len(pile) - 1 if k is None else k)
    if area == "received":
        return _item(state.received, k)
    if loc.seat is None or not 0 <= loc.seat < len(state.players):
        return None
    player = state.players[loc.seat]
    if area in ("hand", "bank"):
        return _item(getattr(player, area), k)
    if area in ("section", "addon") and loc.index is not None and 0 <= loc.index < len(player.zoo):
        sec = player.zoo[loc.index]
        return _item(sec.animals if area == "section" else sec.addons, k)
    return None


def find(state, card: str) -> Loc | None:
    """Where a card is (ids are unique), or None (hidden in a view)."""
    for area in ("draw", "discard", "settings"):
        pile = getattr(state, area)
        if card in pile:
            return Loc(area, slot=pile.index(card))
    if card in state.received:
        return Loc("received", slot=state.received.index(card))
    for seat, p in enumerate(state.players):
        for area in ("hand", "bank"):
            cards = getattr(p, area)
            if card in cards:
                return Loc(area, seat, slot=cards.index(card))
        for i, sec in enumerate(p.zoo):
            if card in sec.animals:
                return Loc("section", seat, i, sec.animals.index(card))
            if card in sec.addons:
                return Loc("addon", seat, i, sec.addons.index(card))
    return None
