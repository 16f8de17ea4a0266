"""How to play the expansions of the board game: a page on switching them on, then one
page each, with their pictures (text in help.*.json)."""
from __future__ import annotations

import pygame

from ...zoo.rules import components as C
from ..kit import ACCENT, INK, arrow, draw_text, text_font
from . import howto_more
from .howto_draw import BARN, EDGE, fence, icon, space, tile

PAGES = ("exp_about", "exp_savings_book", "exp_petting_zoo", "exp_buildings", "exp_polar_bear") + howto_more.PAGES
NAMES = (("menu.expansion_savings_book", "savings_book"), ("menu.expansion_petting_zoo", "petting_zoo"),
         ("menu.expansion_buildings", "restaurant"), ("menu.expansion_polar_bear", "polar_bear"))


def tick_box(surface, rect, on):
    pygame.draw.rect(surface, (255, 252, 244), rect, border_radius=6)
    pygame.draw.rect(surface, INK, rect, width=2, border_radius=6)
    if on:
        pts = [(rect.x + rect.w * 0.2, rect.y + rect.h * 0.52), (rect.x + rect.w * 0.42, rect.y + rect.h * 0.75),
               (rect.x + rect.w * 0.8, rect.y + rect.h * 0.25)]
        pygame.draw.lines(surface, ACCENT, False, pts, max(3, rect.w // 7))


def coins(scene, surface, n, pos, s):
    """n coins side by side from pos; returns the right edge."""
    x, y = pos
    for k in range(n):
        icon(surface, "coin", pygame.Rect(x + k * int(s * 0.55), y, s, s))
    return x + (n - 1) * int(s * 0.55) + s


def picture_exp_about(scene, surface, area, u):
    """The tick boxes as the New game screen shows them: the first four, then Exotic's and
    the three minis' in a second column."""
    s = int(min(area.h / 9, 40 * u))
    column = area.w // 2
    top = area.y + s
    for i, (key, picture) in enumerate(NAMES + howto_more.NAMES):
        x, y = area.x + (i // 4) * column, top + (i % 4) * int(s * 1.7)
        tick_box(surface, pygame.Rect(x + s // 2, y, s, s), on=i in (0, 3, 4))
        icon(surface, picture, pygame.Rect(x + int(s * 1.7), y - s // 8, int(s * 1.25), int(s * 1.25)))
        scene.caption(surface, key, (x + int(s * 3.2), y + s // 2), "midleft", size=17,
                      width=column - int(s * 3.4))
    scene.caption(surface, "help.exp_where", (area.centerx, top + int(s * 6.8) + s // 2), width=area.w)


def picture_exp_savings_book(scene, surface, area, u):
    s = int(min(area.w / 6.6, area.h / 5))
    book = pygame.Rect(area.x + s // 3, area.y + s // 2, int(s * 5.6), int(s * 1.7))
    pygame.draw.rect(surface, (70, 110, 160), book.inflate(10, 10), border_radius=10)
    pygame.draw.rect(surface, (250, 246, 232), book, border_radius=6)
    icon(surface, "savings_book", pygame.Rect(book.right - s // 3, book.y - int(s * 0.55), int(s * 0.8), int(s * 0.8)))
    for k in range(4):
        field = pygame.Rect(book.x + int(s * 0.2) + k * int(s * 1.35), book.y + int(s * 0.25), int(s * 1.15),
                            int(s * 1.2))
        pygame.draw.rect(surface, (230, 222, 200), field, border_radius=6)
        pygame.draw.rect(surface, EDGE, field, width=2, border_radius=6)
        draw_text(surface, str(k + 1), text_font(scene.app, 13, True), INK, (field.x + 5, field.y + 2))
        if k == 0:
            icon(surface, "coin", field.inflate(-s // 3, -s // 3).move(0, s // 10))
        if k < 3:
            arrow(surface, (field.right - s // 6, field.bottom + s // 4),
                  (field.right + int(s * 0.6), field.bottom + s // 4), width=max(3, s // 16))
    y = book.bottom + int(s * 0.8)
    right = coins(scene, surface, 2, (area.x + s, y), int(s * 0.8))
    draw_text(surface, "= 1 + 1", text_font(scene.app, 18, True), INK, (right + s // 4, y + int(s * 0.4)), "midleft")
    scene.caption(surface, "help.exp_savings_caption", (area.centerx, y + int(s * 1.1)), width=area.w)


def picture_exp_petting_zoo(scene, surface, area, u):
    s = int(min(area.w / 5.5, area.h / 4.6))
    pen = pygame.Rect(area.x + s // 2, area.y + s // 2, int(s * 2.8), int(s * 1.5))
    fence(surface, pen, colour=(214, 226, 160))
    icon(surface, "petting_zoo", pygame.Rect(pen.right + s // 6, pen.y + s // 4, int(s * 0.9), int(s * 0.9)))
    for k, (baby, pay) in enumerate((("camel:baby", 1), ("panda:baby", 2))):
        x = pen.x + int(s * 0.2) + k * int(s * 1.35)
        tile(baby, s, surface, (x, pen.y + int(s * 0.25)))
        coins(scene, surface, pay, (x + int(s * 0.1), pen.bottom + int(s * 0.25)), int(s * 0.5))
    scene.caption(surface, "help.exp_petting_caption", (area.centerx, pen.bottom + int(s * 1.0)), width=area.w)
    scene.caption(surface, "help.exp_petting_points", (area.centerx, pen.bottom + int(s * 1.5)), width=area.w)


def building(scene, surface, rect, key, colour, picture):
    """A building's card with its picture (the table's), its name under it."""
    pygame.draw.rect(surface, colour, rect, border_radius=8)
    pygame.draw.rect(surface, EDGE, rect, width=2, border_radius=8)
    icon(surface, picture, rect.inflate(-rect.w // 6, -rect.h // 6))
    scene.caption(surface, key, (rect.centerx, rect.bottom + 4), size=13, width=rect.w + 40)


def picture_exp_buildings(scene, surface, area, u):
    """Three rows: the restaurant over two stall spaces, a pavilion in an enclosure, the shop."""
    s = int(min(area.w / 5.2, area.h / 6.2))
    x, y = area.x + s // 2, area.y + s // 3
    for k in range(2):
        space(surface, pygame.Rect(x + k * int(s * 1.1), y + int(s * 0.2), s, s), "stall")
    building(scene, surface, pygame.Rect(x, y + int(s * 0.35), int(s * 2.1), int(s * 0.75)),
             "help.exp_restaurant", (246, 222, 170), "restaurant")
    y += int(s * 1.9)
    fence(surface, pygame.Rect(x, y, int(s * 3.35), int(s * 1.2)))
    for k in range(3):
        r = pygame.Rect(x + int(s * 0.12) + k * int(s * 1.05), y + int(s * 0.1), s, s)
        if k < 2:
            tile("zebra", s, surface, r.topleft)
        else:
            building(scene, surface, r.inflate(-s // 5, -s // 3).move(0, -s // 10), "help.exp_pavilion",
                     (236, 236, 226), "pavilion")
    y += int(s * 2.0)
    shop = pygame.Rect(x, y, int(s * 1.3), int(s * 0.9))
    building(scene, surface, shop, "help.exp_souvenir", (200, 226, 246), "souvenir")
    for k, baby in enumerate(("zebra:baby", "camel:baby")):
        tile(baby, int(s * 0.8), surface, (shop.right + int(s * 0.5) + k * int(s * 0.9), y + s // 20))
    scene.caption(surface, "help.exp_souvenir_caption", (area.centerx, y + int(s * 1.35)), width=area.w)


def picture_exp_polar_bear(scene, surface, area, u):
    cap = C.ENCLOSURE_CAPACITY[2]
    s = int(min(area.w / (cap + 2.5), area.h / 5))
    x, y = area.x + s // 3, area.y + s // 2
    fence(surface, pygame.Rect(x, y, cap * int(s * 1.05) + s // 5, int(s * 1.25)))
    for k in range(cap):
        tile("kangaroo", s, surface, (x + s // 10 + k * int(s * 1.05), y + s // 8))
    icon(surface, "polar_bear", pygame.Rect(x + cap * int(s * 1.05) + int(s * 0.4), y + int(s * 0.1), s, s))
    scene.caption(surface, "help.exp_bear_caption", (area.centerx, y + int(s * 1.5)), width=area.w)
    y += int(s * 2.4)
    barn = pygame.Rect(x, y, int(s * 3.5), int(s * 1.2))
    pygame.draw.rect(surface, (230, 190, 170), barn, border_radius=10)
    pygame.draw.rect(surface, BARN, barn, width=2, border_radius=10)
    for k, code in enumerate(("camel", "camel", "leopard")):
        tile(code, int(s * 0.9), surface, (barn.x + s // 8 + k * s, barn.y + s // 7))
    font = text_font(scene.app, 20, True)
    old = draw_text(surface, "−2", font, (150, 140, 130), (barn.right + s // 3, barn.centery), "midleft")
    pygame.draw.line(surface, (150, 140, 130), old.midleft, old.midright, 3)
    draw_text(surface, "−1", font, (40, 120, 60), (old.right + s // 3, barn.centery), "midleft")
    scene.caption(surface, "help.exp_bear_barn", (area.centerx, barn.bottom + s // 4), width=area.w)


PICTURES = {name: globals()[f"picture_{name}"] for name in PAGES if name not in howto_more.PAGES}
PICTURES.update(howto_more.PICTURES)        # Exotic and the later minis
