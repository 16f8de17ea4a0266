"""How to play Exotic and the three minis: one page each, with pictures drawn as the
table draws the pieces (howto_expansions.py lists the pages; text in help.*.json)."""
from __future__ import annotations

import pygame

from ..zoo.more_view import VISITOR, card, visitor_token
from .howto_draw import EDGE, fence, icon, space, tile

PAGES = ("exp_exotic", "exp_visitors", "exp_octopus", "exp_skunk", "exp_building_sites")
NAMES = (("menu.expansion_exotic", "exotic"), ("menu.expansion_octopus", "octopus"),
         ("menu.expansion_skunk", "skunk"), ("menu.expansion_building_sites", "building_site"))
JUNGLE_FACE = (186, 214, 150)


def picture_exp_exotic(scene, surface, area, u):
    """The L-shaped jungle board with three kinds on it, a fourth kind going to the barn."""
    s = int(min(area.w / 5.5, area.h / 4.6))
    x, y = area.x + s // 2, area.y + s // 3
    board = pygame.Rect(x, y, int(s * 3.5), int(s * 2.4))
    pygame.draw.rect(surface, JUNGLE_FACE, board, border_radius=10)
    pygame.draw.rect(surface, EDGE, board, width=2, border_radius=10)
    spots = [(0, 0), (1, 0), (2, 0), (1, 1), (2, 1)]
    codes = ["jungle:koala", "jungle:koala", "jungle:bat", "jungle:snake", None]
    for (cx, cy), code in zip(spots, codes):
        r = pygame.Rect(x + s // 8 + cx * int(s * 1.1), y + s // 8 + cy * int(s * 1.1), s, s)
        space(surface, r)
        if code:
            tile(code, s, surface, r.topleft)
    icon(surface, "exotic", pygame.Rect(x + s // 8, y + int(s * 1.25), s, s))
    tile("jungle:macaw", int(s * 0.9), surface, (board.right + s // 3, y + s // 4))
    icon(surface, "barn", pygame.Rect(board.right + s // 3, y + int(s * 1.25), int(s * 0.9), int(s * 0.9)))
    scene.caption(surface, "help.exp_jungle_caption", (area.centerx, board.bottom + s // 3), width=area.w)


def picture_exp_visitors(scene, surface, area, u):
    """Four rows of lookout points with visitors on them, a bonus board at the exit."""
    s = int(min(area.w / 8, area.h / 6.5))
    x, y = area.x + s // 2, area.y + s // 3
    points = {"red": [2, 4], "blue": [2], "green": [], "purple": [5]}
    for k, (colour, at) in enumerate(points.items()):
        row_y = y + k * int(s * 1.1)
        for j in range(5):
            c = (x + j * int(s * 1.1) + s // 2, row_y + s // 2)
            pygame.draw.circle(surface, (250, 244, 230), c, s // 2)
            pygame.draw.circle(surface, VISITOR[colour], c, s // 2, width=2)
            if j + 1 in at:
                surface.blit(visitor_token(colour, s), (c[0] - s // 2, c[1] - s // 2))
        exit_rect = pygame.Rect(x + 5 * int(s * 1.1), row_y, s, s)
        if colour == "purple":
            surface.blit(card("bonus_board", s), exit_rect)
        else:
            pygame.draw.rect(surface, VISITOR[colour], exit_rect, width=2, border_radius=s // 4)
    scene.caption(surface, "help.exp_visitors_caption", (area.centerx, y + int(s * 4.7)), width=area.w)


def picture_exp_octopus(scene, surface, area, u):
    s = int(min(area.w / 7, area.h / 5))
    x, y = area.x + s // 3, area.y + s // 2
    fence(surface, pygame.Rect(x, y, 6 * int(s * 1.05) + s // 5, int(s * 1.25)))
    for k in range(6):
        tile("flamingo", s, surface, (x + s // 10 + k * int(s * 1.05), y + s // 8))
    oct_rect = pygame.Rect(x + s, y + int(s * 1.8), int(s * 1.3), int(s * 1.3))
    surface.blit(card("octopus", oct_rect.w), oct_rect)
    for k in range(4):
        icon(surface, "coin", pygame.Rect(oct_rect.right + s // 3 + k * int(s * 0.55), oct_rect.y + s // 3,
                                          int(s * 0.7), int(s * 0.7)))
    scene.caption(surface, "help.exp_octopus_caption", (area.centerx, oct_rect.bottom + s // 3), width=area.w)


def picture_exp_skunk(scene, surface, area, u):
    s = int(min(area.w / 6, area.h / 4.5))
    x, y = area.x + s // 3, area.y + s // 2
    barn = pygame.Rect(x, y, int(s * 3.4), int(s * 1.25))
    pygame.draw.rect(surface, (230, 190, 170), barn, border_radius=10)
    pygame.draw.rect(surface, EDGE, barn, width=2, border_radius=10)
    for k in range(3):
        tile("camel", int(s * 0.9), surface, (barn.x + s // 8 + k * s, barn.y + s // 8))
    skunk = pygame.Rect(barn.right + s // 3, y + s // 8, s, s)
    surface.blit(card("skunk", s), skunk)
    y2 = barn.bottom + s // 2
    for k in range(2):
        icon(surface, "person", pygame.Rect(x + k * int(s * 2.0), y2, int(s * 0.8), int(s * 0.8)))
        tile("camel", int(s * 0.7), surface, (x + k * int(s * 2.0) + int(s * 0.8), y2))
        icon(surface, "coin", pygame.Rect(x + k * int(s * 2.0) + int(s * 1.3), y2 + s // 5, s // 2, s // 2))
    scene.caption(surface, "help.exp_skunk_caption", (area.centerx, y2 + s), width=area.w)


def picture_exp_building_sites(scene, surface, area, u):
    s = int(min(area.w / 6, area.h / 4.6))
    x, y = area.x + s // 3, area.y + s // 3
    for k, kind in enumerate(("barn", "stall", "pen")):
        tile("site:" + kind, s, surface, (x + k * int(s * 1.2), y))
    pen = pygame.Rect(x, y + int(s * 1.5), 4 * int(s * 1.05) + s // 5, int(s * 1.25))
    fence(surface, pen)
    for k in range(4):
        r = (pen.x + s // 10 + k * int(s * 1.05), pen.y + s // 8)
        tile("site:pen" if k == 3 else "zebra", s, surface, r)
    scene.caption(surface, "help.exp_sites_caption", (area.centerx, pen.bottom + s // 3), width=area.w)


PICTURES = {name: globals()[f"picture_{name}"] for name in PAGES}
