"""Drawing the pieces of Exotic and the three minis (places from more_layout.py),
called from expansion_view.py: the jungle board and the visitors' path in the large
zoo, the octopus, the skunk and its offer, building sites on the spaces they block,
the small zoos' strip, and the supply row's cells.
"""
from __future__ import annotations

import pygame

from .. import art
from ...zoo.rules.expansions.more_events import COLOURS
from ...zoo.rules.places import Loc
from .expansion_layout import supply_cells
from ..kit.ink import CREAM, GOLD, INK, blit_text, panel
from .more_layout import offer_rects, quarters, site_rects

JUNGLE_FACE, JUNGLE_EDGE = (186, 214, 150), (70, 110, 56)
PATH_FACE, PATH_EDGE = (236, 222, 186), (140, 110, 70)
# The visitors' colours as the board prints them (the rules name them).
VISITOR = {"red": (206, 64, 56), "blue": (60, 110, 200), "green": (60, 150, 80),
           "purple": (140, 80, 170)}
PIECE_CARDS = {"octopus": ((246, 226, 240), (150, 70, 130)),
               "skunk": ((236, 236, 236), (70, 70, 70)),
               "bonus_board": ((252, 236, 180), (176, 130, 30))}


def visitor_token(colour: str, size: int) -> pygame.Surface:
    """A visitor figure: a disc of its colour with a walking person."""
    size = max(6, int(size))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = VISITOR.get(colour, (150, 150, 150))
    pygame.draw.circle(surf, (40, 30, 20), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, c, (size // 2, size // 2), max(1, size // 2 - max(1, size // 12)))
    if size >= 14:
        pic = art.icon("visitor", int(size * 0.7))
        surf.blit(pic, pic.get_rect(center=(size // 2, size // 2)))
    return surf


def card(name, size):
    from .piece_cards import CARDS, piece_tile
    for key, value in PIECE_CARDS.items():
        CARDS.setdefault(key, value)
    return piece_tile(name, size)


# ---------------------------------------------------------------- the large zoo

def draw_zoo(surf, zl, zoo, loc, options=()) -> None:
    x = zoo.extra
    t = zl.tile
    fs = max(10, int(t * 0.22))
    icon = getattr(zl, "boards_icon", 14)
    if zl.jungle is not None and "jungle" in x:
        p = loc(zl.jungle)
        panel(surf, p, JUNGLE_FACE, JUNGLE_EDGE, radius=t // 6, shadow=False)
        ic = art.icon("exotic", icon)
        surf.blit(ic, ic.get_rect(midtop=(p.centerx, p.y + 4)))
        board = x["jungle"]
        for k, r in enumerate(zl.jungle_spaces):
            rr = loc(r)
            surf.blit(art.space(r.w, "animal"), rr)
            if k < len(board):
                surf.blit(art.tile(board[k], r.w), rr)
    if zl.path is not None and "visitors" in x:
        p = loc(zl.path)
        panel(surf, p, PATH_FACE, PATH_EDGE, radius=t // 6, shadow=False)
        ic = art.icon("visitor", icon)
        surf.blit(ic, ic.get_rect(midtop=(p.centerx, p.y + 4)))
        boards = x.get("boards", ())
        for colour, row in zl.path_cells.items():
            points = x["visitors"][colour]
            for k, r in enumerate(row):
                rr = loc(r)
                if k == len(row) - 1:          # the exit: the bonus board, if earned here
                    if colour in boards:
                        surf.blit(card("bonus_board", rr.w), rr)
                    else:
                        pygame.draw.rect(surf, VISITOR[colour], rr, width=1, border_radius=rr.w // 4)
                    continue
                pygame.draw.circle(surf, (250, 244, 230), rr.center, rr.w // 2)
                pygame.draw.circle(surf, VISITOR[colour], rr.center, rr.w // 2, width=1)
                n = points.count(k + 1)
                if n:
                    surf.blit(visitor_token(colour, rr.w), rr)
                    if n > 1:
                        blit_text(surf, str(n), fs, INK, rr.bottomright, "center", bold=True)
    for name in ("octopus", "skunk"):
        r = getattr(zl, name, None)
        if r is not None and x.get(name):
            surf.blit(card(name, r.w), loc(r))
    if "sites" in x:
        strip = zl.site_strip
        if strip is not None:
            pygame.draw.rect(surf, (244, 226, 180), loc(strip), border_radius=4)
            pygame.draw.rect(surf, (150, 96, 24), loc(strip), width=1, border_radius=4)
        for k, r in site_rects(zl, zoo).items():
            surf.blit(art.tile("site:" + x["sites"][k].partition(":")[0], r.w), loc(r))


def draw_ribbon(surface, zl, state, viewer, held=None) -> None:
    """The site strip's "no more" square while a second site may be passed on."""
    d = state.decisions[0] if state.decisions and state.current == viewer else None
    if d is not None and d.get("by") == "building-sites" and zl.site_stop is not None:
        r = zl.site_stop
        pygame.draw.rect(surface, GOLD, r, border_radius=r.w // 4)
        blit_text(surface, "\u2713", max(10, int(r.h * 0.8)), INK, r.center, "center", bold=True)


# ---------------------------------------------------------------- a small zoo

def draw_mini(surf, what, rr, zoo, state_extra=None) -> None:
    x = zoo.extra
    kind = what[0]
    if kind in ("octopus", "skunk"):
        if x.get(kind):
            surf.blit(card(kind, rr.h), rr)
        else:
            pygame.draw.rect(surf, (226, 214, 184), rr, width=1, border_radius=4)
    elif kind == "jungle":
        board = x.get("jungle", ())
        surf.blit(art.tile(board[-1], rr.h) if board else art.icon("exotic", rr.h), rr)
        if board:
            blit_text(surf, str(len(board)), max(9, rr.h // 2), CREAM, rr.bottomright, "bottomright",
                      bold=True)
    elif kind == "visitors":
        visitors = x.get("visitors", {})
        col = rr.w // 2
        d = max(4, min(rr.h // 2, col - 2))
        for k, colour in enumerate(COLOURS):       # a dot per colour: filled while in the zoo
            c = (rr.x + (k % 2) * col + d // 2 + 1, rr.y + (k // 2) * (rr.h // 2) + rr.h // 4)
            if visitors.get(colour):
                pygame.draw.circle(surf, VISITOR[colour], c, d // 2)
                if col >= 2 * d and d >= 10:    # and its foremost point, where there is room
                    blit_text(surf, str(max(visitors[colour])), max(8, d - 2), INK,
                              (c[0] + d // 2 + 1, c[1]), "midleft", bold=True)
            else:
                pygame.draw.circle(surf, VISITOR[colour], c, d // 2, width=1)
        if x.get("boards"):
            surf.blit(art.icon("bonus_board", d), (rr.right - d, rr.y))
    elif kind == "sites":
        n = sum(1 for s in x.get("sites", ()) if s.endswith(":barn"))
        if n:
            surf.blit(art.tile("site:barn", rr.h), rr)
            if n > 1:
                blit_text(surf, str(n), max(9, rr.h // 2), INK, rr.bottomright, "bottomright", bold=True)


def mini_pen_sites(zoo, i) -> list:
    """Icon names of the building sites blocking a space of small enclosure i."""
    return ["building_site" for s in zoo.extra.get("sites", ()) if s.partition(":")[2] == str(i)]


# ---------------------------------------------------------------- the supply row

def draw_offer(surface, row, state, held=None) -> bool:
    """The animals the skunk drove out, over the supply row while they are offered."""
    offer = state.extra.get("skunk_offer")
    if not offer or row is None:
        return False
    pygame.draw.rect(surface, (44, 74, 52), row.inflate(4, 0), border_radius=8)
    for k, (tile, r) in enumerate(zip(offer["tiles"], offer_rects(row, len(offer["tiles"])))):
        if held == Loc("skunk", offer["owner"], None, k):
            continue
        glow = r.inflate(6, 6)
        pygame.draw.rect(surface, GOLD, glow, border_radius=glow.w // 4)
        surface.blit(art.tile(tile, r.w), r)
    return True


def draw_supply(surface, layout, state, held=None) -> None:
    if draw_offer(surface, layout.extras, state, held):
        return
    cells = supply_cells(layout.extras, state.options)
    fs = max(9, layout.extras.h // 6) if layout.extras is not None else 10
    for name in ("octopus", "skunk"):
        r = cells.get(name)
        if r is not None and state.extra.get(name, 0) is None and (held is None or held.area != "specials"):
            surface.blit(card(name, r.w), r)
    if "visitors" in cells:
        left = state.extra.get("visitors_left", {})
        for colour, r in zip(COLOURS, quarters(cells["visitors"])):
            if left.get(colour):
                surface.blit(visitor_token(colour, r.w - 2), r.move(1, 1))
                blit_text(surface, str(left[colour]), fs, CREAM, r.bottomright, "bottomright", bold=True)
    if "boards" in cells:
        boards = state.extra.get("bonus_boards", {})
        for colour, r in zip(COLOURS, quarters(cells["boards"])):
            if boards.get(colour) is None:
                pygame.draw.rect(surface, VISITOR[colour], r.inflate(-2, -2), border_radius=r.w // 4)
                ic = art.icon("bonus_board", int(r.w * 0.8))
                surface.blit(ic, ic.get_rect(center=r.center))


def held_image(state, piece, size):
    if piece.area == "visitors":
        return visitor_token(COLOURS[piece.index], size // 2)
    if piece.area == "path":
        return visitor_token(COLOURS[piece.index], size // 2)
    if piece.area == "specials":
        return card({0: "octopus", 1: "skunk"}.get(piece.index, "octopus"), size)
    if piece.area in ("octopus", "skunk") and piece.slot is None:
        return card(piece.area, size)
    if piece.area == "skunk":
        offer = state.extra.get("skunk_offer")
        if offer and piece.slot < len(offer["tiles"]):
            return art.tile(offer["tiles"][piece.slot], size)
    if piece.area == "site" and piece.slot is not None:
        sites = state.zoos[piece.seat].extra.get("sites", [])
        if piece.slot < len(sites):
            return art.tile("site:" + sites[piece.slot].partition(":")[0], size)
    return None


PROMPTS = {"exotic": "game.status.prompt_visitor", "special": "game.status.prompt_special",
           "octopus": "game.status.prompt_octopus", "skunk": "game.status.prompt_skunk",
           "building-sites": "game.status.prompt_site"}


def prompt(decision) -> str | None:
    if decision.get("tile") == "special":
        return PROMPTS["special"]
    if decision.get("by") == "skunk" and decision.get("tile") == "skunk":
        return "game.status.prompt_skunk_done"
    return PROMPTS.get(decision.get("by"))


def draw_waiting(surface, table) -> None:
    """While the viewer owes an answer to one of these expansions, the pieces that give
    one are outlined (before anything is picked up): the rules' gestures of the answers."""
    from ...zoo.rules.gestures import gesture_of
    state, v = table.state, table.viewer
    d = state.decisions[0] if state.decisions and state.current == v else None
    if d is None or prompt(d) is None or table.hand.selected is not None or not table.interactive():
        return
    seen = set()
    for action in table.affordances.legal:
        try:
            piece = gesture_of(state, action).piece
        except ValueError:
            continue
        r = table.hits.rect(piece) if piece not in seen else None
        seen.add(piece)
        if r is not None:
            pygame.draw.rect(surface, GOLD, r.inflate(6, 6), width=3, border_radius=max(4, r.w // 4))
