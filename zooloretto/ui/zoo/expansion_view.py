"""Drawing the expansions' boards and pieces (places from expansion_layout.py).

    piece_tile(name, size)            a building or the polar bear as a card
    draw_zoo_extras(surf, zl, zoo, to_local)   inside the large zoo's picture
    draw_mini_extras(surf, ml, zoo, to_local)  inside a small zoo's picture
    draw_supply(surface, layout, state, viewer, held)   the supply row (left column)
    draw_newborn(surface, zl, state, viewer, held)      a newborn waiting for its place

What is where comes from the state (zoo.extra, state.extra, state.decisions) as the
rules keep it; nothing here decides a rule.
"""
from __future__ import annotations


import pygame
from pygame import Rect

from .. import art
from ...zoo.rules.expansions.buildings import NEIGHBOURS
from ...zoo.rules.expansions.events import PAVILIONS, POLAR_BEAR, RESTAURANT, SHOP
from ...zoo.rules.expansions.events import supply as supply_loc
from ...zoo.rules.places import Loc, pieces
from ..text import tr
from .expansion_layout import (mini_extra_places, pavilion_rect, restaurant_rects,
                               supply_cells)
from ..kit.ink import CREAM, GOLD, INK, SAND_EDGE, WOOD_DARK, blit_text, panel
from . import more_view
from .piece_cards import CARDS, piece_tile  # noqa: F401  (the expansions' cards, drawn here too)

MORE_MINI = ("octopus", "skunk", "jungle", "visitors", "sites")
# Pieces in hand whose picture comes from here (render.py asks held_image).
HELD_AREAS = ("supply", "newborn", "money", "visitors", "path", "specials", "octopus", "skunk", "site")

BOOK_FACE, BOOK_EDGE = (238, 228, 200), (120, 96, 60)
PETTING_FACE = (204, 226, 150)


def options_of(zoo) -> tuple:
    """The expansions whose parts this zoo carries (the rules' setup put them there)."""
    x = zoo.extra
    return tuple(name for key, name in (("book", "savings-book"), ("petting", "petting-zoo"),
                                        ("pavilions", "buildings"), ("polar_bear", "polar-bear"),
                                        ("jungle", "exotic"), ("octopus", "octopus"),
                                        ("skunk", "skunk"), ("sites", "building-sites"))
                 if key in x)




def _field_label(surf, r, k, fs):
    blit_text(surf, str(k + 1), fs, BOOK_EDGE, r.center, "center", bold=True)


# ---------------------------------------------------------------- the large zoo

def draw_zoo_extras(surf, zl, zoo, loc) -> None:
    """`loc(rect)`: the rect in the picture's own coordinates."""
    t = zl.tile
    fs = max(11, int(t * 0.24))
    x = zoo.extra
    for i in x.get("pavilions", ()):
        r = pavilion_rect(zl, i)
        if r is not None:
            surf.blit(piece_tile("pavilion", r.w), loc(r))
    if x.get("restaurant") is not None:
        for r in restaurant_rects(zl, x["restaurant"]):
            surf.blit(piece_tile("restaurant", r.w), loc(r))
    if zl.petting is not None and "petting" in x:
        p = loc(zl.petting)
        panel(surf, p, PETTING_FACE, (96, 124, 64), radius=t // 6, shadow=False)
        ic = art.icon("petting_zoo", getattr(zl, "extras_icon", 14))
        surf.blit(ic, ic.get_rect(midtop=(p.centerx, p.y + 4)))
        kids = x["petting"]
        for k, r in enumerate(zl.petting_spaces):
            rr = loc(r)
            surf.blit(art.space(r.w, "animal"), rr)
            if k < len(kids):
                surf.blit(art.tile(kids[k], r.w), rr)
            else:
                blit_text(surf, f"+{k + 1}", fs, (90, 110, 60), rr.center, "center", bold=True)
    if zl.book is not None and "book" in x:
        b = loc(zl.book)
        panel(surf, b, BOOK_FACE, BOOK_EDGE, radius=t // 6, shadow=False)
        ic = art.icon("savings_book", getattr(zl, "extras_icon", 14))
        surf.blit(ic, ic.get_rect(midtop=(b.centerx, b.y + 4)))
        field = x["book"]
        for k, r in enumerate(zl.book_fields):
            rr = loc(r)
            pygame.draw.rect(surf, (250, 244, 226), rr, border_radius=rr.w // 3)
            pygame.draw.rect(surf, BOOK_EDGE, rr, width=2, border_radius=rr.w // 3)
            if field == k + 1:
                coin = art.icon("coin", int(rr.w * 0.9))
                surf.blit(coin, coin.get_rect(center=rr.center))
            else:
                _field_label(surf, rr, k, fs)
    if zl.bear is not None and x.get("polar_bear"):
        surf.blit(piece_tile("polar_bear", zl.bear.w), loc(zl.bear))
    more_view.draw_zoo(surf, zl, zoo, loc)


# ---------------------------------------------------------------- a small zoo

def draw_mini_extras(surf, ml, zoo, loc) -> None:
    if getattr(ml, "extras", None) is None:
        return
    x = zoo.extra
    strip = loc(ml.extras)
    pygame.draw.rect(surf, (244, 232, 200), strip, border_radius=6)
    pygame.draw.rect(surf, SAND_EDGE, strip, width=1, border_radius=6)
    for what, r in mini_extra_places(ml, options_of(zoo)):
        rr = loc(r)
        if what[0] == "bear":
            if x.get("polar_bear"):
                surf.blit(piece_tile("polar_bear", rr.h), rr)
            else:
                pygame.draw.rect(surf, (226, 214, 184), rr, width=1, border_radius=4)
        elif what[0] in MORE_MINI:
            more_view.draw_mini(surf, what, rr, zoo)
        elif what[0] == "petting":
            kids = x.get("petting", ())
            pygame.draw.rect(surf, (222, 236, 190), rr, border_radius=rr.w // 3)
            pygame.draw.rect(surf, (150, 176, 110), rr, width=1, border_radius=rr.w // 3)
            if what[1] < len(kids):
                surf.blit(art.tile(kids[what[1]], rr.w), rr)
        else:
            ic = art.icon("savings_book", rr.h)
            surf.blit(ic, ic.get_rect(midleft=(rr.x, rr.centery)))
            field = x.get("book", 0)
            label = f"{field}/4" if field else "–"
            blit_text(surf, label, max(10, int(rr.h * 0.62)), INK, (rr.x + rr.h + 2, rr.centery),
                      "midleft", bold=True, max_w=max(8, rr.w - rr.h - 2))


def mini_pen_marks(zoo, i) -> list:
    """Icon names of the buildings on small enclosure i (pavilion, restaurant)."""
    out = []
    x = zoo.extra
    if i in x.get("pavilions", ()):
        out.append("pavilion")
    pair = x.get("restaurant")
    if pair is not None and i in NEIGHBOURS[pair]:
        out.append("restaurant")
    return out + more_view.mini_pen_sites(zoo, i)


# ---------------------------------------------------------------- the supply and the newborn

def supply_pieces(state, viewer) -> dict:
    """Supply index -> tile (or None) of the pieces the rules say lie in the supply."""
    return {loc.index: tile for loc, tile in pieces(state, viewer) if loc.area == "supply"}


def draw_supply(surface, layout, state, viewer, held=None) -> None:
    row = layout.extras
    if row is None:
        return
    cells = supply_cells(row, state.options)
    here = supply_pieces(state, viewer)
    fs = max(11, row.h // 5)
    blit_text(surface, tr("game.table.extras"), fs, CREAM, (row.centerx, row.y), "midtop",
              max_w=row.w)
    shop_waits = prompt(state, viewer) == "game.status.prompt_shop"
    more_view.draw_supply(surface, layout, state, held)
    if state.extra.get("skunk_offer"):        # the skunk's animals lie over the row meanwhile
        return
    for i, r in cells.items():
        if not isinstance(i, int):            # Exotic's and the minis' cells: more_view
            continue
        if i == SHOP and shop_waits:
            glow = r.inflate(10, 10)
            pygame.draw.rect(surface, GOLD, glow, border_radius=glow.w // 5)
        pygame.draw.rect(surface, (44, 74, 52), r, border_radius=r.w // 6)
        pygame.draw.rect(surface, (96, 130, 100), r, width=1, border_radius=r.w // 6)
        if i not in here or (held is not None and held.area == "supply" and held.index == i):
            continue
        if i == SHOP:
            img = art.tile(here[i], r.w)
        else:
            img = piece_tile({RESTAURANT: "restaurant", PAVILIONS: "pavilion",
                              POLAR_BEAR: "polar_bear"}[i], r.w)
        surface.blit(img, r)
        if i == PAVILIONS:
            n = state.extra.get("pavilions", 0)
            badge = f"\u00d7{n}"
            br = Rect(0, 0, max(16, r.w // 2), max(14, r.w // 3))
            br.center = (r.right - 2, r.bottom - 2)
            pygame.draw.rect(surface, INK, br, border_radius=br.h // 2)
            blit_text(surface, badge, max(10, br.h - 3), CREAM, br.center, "center", bold=True)


def waiting_newborn(state, viewer):
    """The newborn the player to move is asked about, if the viewer is that player."""
    for loc, tile in pieces(state, viewer):
        if loc.area == "newborn" and loc.slot == 0 and loc.seat == viewer:
            return tile
    return None


def draw_newborn(surface, zl, state, viewer, held=None, clock=0.0) -> None:
    more_view.draw_ribbon(surface, zl, state, viewer, held)
    if zl.newborn is None or (held is not None and held.area == "newborn"):
        return
    tile = waiting_newborn(state, viewer)
    if tile is None:
        return
    r = zl.newborn        # the hit map's rectangle of the piece: a gold square, the baby on it
    g = getattr(zl, "newborn_glow", 0)
    glow = r.inflate(2 * g, 2 * g)
    pygame.draw.rect(surface, GOLD, glow, border_radius=glow.w // 4)
    pygame.draw.rect(surface, WOOD_DARK, glow, width=max(2, r.w // 30), border_radius=glow.w // 4)
    surface.blit(art.tile(tile, r.w), r)


def prompt(state, viewer):
    """The status line's words while the viewer must decide where something goes, or None."""
    if not state.decisions or state.current != viewer:
        return None
    by = state.decisions[0].get("by")
    return {"petting-zoo": "game.status.prompt_newborn",
            "buildings": "game.status.prompt_shop"}.get(by) or more_view.prompt(state.decisions[0])


def held_image(state, piece, size):
    """The picture of an expansion piece in the player's hand, or None."""
    if piece.area == "money":
        return art.tile("coin", size)
    if piece.area == "newborn":
        tile = waiting_newborn(state, piece.seat)
        return art.tile(tile, size) if tile else None
    if piece.area == "supply":
        tile = supply_pieces(state, state.current).get(piece.index, "?")
        if piece.index == SHOP:
            return art.tile(tile, size)
        return piece_tile({RESTAURANT: "restaurant", PAVILIONS: "pavilion",
                           POLAR_BEAR: "polar_bear"}.get(piece.index, "?"), size)
    return more_view.held_image(state, piece, size)


def draw_waiting_places(surface, table) -> None:
    """While the viewer must say where a newborn or the souvenir shop goes, the places the
    rules allow for it are outlined (before anything is picked up)."""
    state, v = table.state, table.viewer
    key = prompt(state, v)
    more_view.draw_waiting(surface, table)
    if key not in ("game.status.prompt_newborn", "game.status.prompt_shop") \
            or table.hand.selected is not None or not table.interactive():
        return
    piece = Loc("newborn", v, None, 0) if key == "game.status.prompt_newborn" else supply_loc(SHOP)
    for drop in table.affordances.drops(piece):
        r = table.hits.highlight(drop)
        if r is not None:
            pygame.draw.rect(surface, GOLD, r.inflate(8, 8), width=3, border_radius=10)
