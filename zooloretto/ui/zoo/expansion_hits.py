"""The expansions' places in the hit map (hitmap.py calls in here).

Pieces that can be picked up are those `rules.places.pieces` names (the supply's
buildings and polar bear, a newborn waiting for its place) plus the player's own
money when the savings book is on (the drag that means a deposit, rules/gestures).
Drop places: the own savings book and petting zoo. Rectangles of every
expansion place, the own zoo's and the small zoos', for highlights and flights.
"""
from __future__ import annotations

from ...zoo.rules.expansions.buildings import NEIGHBOURS
from ...zoo.rules.expansions.events import POLAR_BEAR
from ...zoo.rules.places import Loc, pieces
from . import more_hits
from .expansion_layout import (mini_place, pavilion_rect, restaurant_rect, restaurant_rects,
                               supply_cells)

AREAS = ("savings_book", "petting_zoo", "newborn", "restaurant", "pavilion", "supply",
         "polar_bear") + more_hits.AREAS


def build(h) -> None:
    """Add the expansions' pieces, drop places and single places to hit map h."""
    s, L, v = h.state, h.layout, h.viewer
    if not s.options:
        return
    zl = L.zoo
    cells = supply_cells(L.extras, s.options)
    front = []
    for k, r in enumerate(zl.book_fields):
        h.tiles[Loc("savings_book", v, None, k)] = r
    for k, r in enumerate(zl.petting_spaces):
        h.tiles[Loc("petting_zoo", v, None, k)] = r
    if zl.book is not None:
        h.pieces.append((Loc("money", v), zl.coins))
        front.append((Loc("savings_book", v), zl.book))
    if zl.petting is not None:
        front.append((Loc("petting_zoo", v), zl.petting))
    for loc, _ in pieces(s, v):
        if loc.area == "supply" and loc.index in cells and loc.index != POLAR_BEAR:   # (never dragged)
            h.pieces.append((loc, cells[loc.index]))
        elif loc.area == "newborn" and loc.seat == v and loc.slot == 0 and zl.newborn is not None:
            h.pieces.append((loc, zl.newborn))
    h.drops[:0] = front
    more_hits.build(h)


def notes(h) -> None:
    """What the expansions' places are, for their tooltips (on top of the board's)."""
    s, L, v = h.state, h.layout, h.viewer
    if not s.options:
        return
    zl, zoo, n = L.zoo, s.zoos[v], h.notes
    if zl.book is not None:
        n.append((("book", v), zl.book))
    if zl.petting is not None:
        n.append((("petting", v), zl.petting))
    for i in zoo.extra.get("pavilions", ()):
        r = pavilion_rect(zl, i)
        if r is not None:
            n.append((("pavilion", v, i), r))
    if zoo.extra.get("restaurant") is not None:
        n += [(("restaurant", v), r) for r in restaurant_rects(zl, zoo.extra["restaurant"])]
    n += [(("supply_piece", i), r) for i, r in supply_cells(L.extras, s.options).items()]
    if zl.bear is not None and zoo.extra.get("polar_bear"):
        n.append((("bear", v), zl.bear))
    for loc, r in h.pieces:
        if loc.area == "newborn":
            n.append((("newborn", v), r))
    for seat, ml in h.minis.items():
        if getattr(ml, "extras", None) is not None:
            n.append((("mini_extras", seat), ml.extras))
    more_hits.notes(h)


def rect(h, loc):
    """Where an expansion place is drawn, or None."""
    s, L, v = h.state, h.layout, h.viewer
    area, seat = loc.area, loc.seat
    more = area in more_hits.AREAS          # Exotic's and the minis' (more_hits.py)
    if area == "supply":
        return supply_cells(L.extras, s.options).get(loc.index)
    if seat is None:
        return more_hits.supply_rect(h, loc) if more else None
    if seat != v:
        ml = h.minis.get(seat)
        if ml is None:
            return None
        return more_hits.mini_rect(h, loc, ml) if more else _mini_rect(h, loc, ml)
    return more_hits.own_rect(h, loc) if more else _own_rect(h, loc)


def _mini_rect(h, loc, ml):
    area = loc.area
    if area in ("restaurant", "pavilion"):
        i = loc.index
        if area == "restaurant" and isinstance(i, int) and 0 <= i < len(NEIGHBOURS):
            i = min(NEIGHBOURS[i])
        return ml.pens.get(i, ml.rect)
    want = {"polar_bear": "bear", "petting_zoo": "petting", "newborn": "petting",
            "savings_book": "book"}.get(area)
    return mini_place(ml, h.state.options, want, loc.slot or 0)


def _own_rect(h, loc):
    zl, area = h.layout.zoo, loc.area
    if area == "savings_book":
        return zl.book
    if area == "petting_zoo":
        return zl.petting
    if area == "newborn":
        return zl.newborn
    if area == "polar_bear":
        return zl.bear
    if area == "pavilion":
        return pavilion_rect(zl, loc.index)
    if area == "restaurant":
        return restaurant_rect(zl, loc.index)
    return None
