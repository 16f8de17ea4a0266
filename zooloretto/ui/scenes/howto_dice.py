"""How to play the dice game: its pages and their pictures (text in help.*.json)."""
from __future__ import annotations

import pygame

from ...dice.rules import components as DC
from ..kit import ACCENT, INK, arrow, draw_text, text_font
from ..text import tr
from .howto_draw import PAPER, box, cross, die, icon, sheet_row, truck

PAGES = ("dice_turn", "dice_trucks", "dice_sheet", "dice_bonus", "dice_coins", "dice_barn", "dice_end")


def letter(scene, surface, i, centre, r):
    pygame.draw.circle(surface, ACCENT, centre, r)
    draw_text(surface, tr("help.choice_letters")[i], text_font(scene.app, 15, True), (255, 250, 240), centre,
              "center")


def picture_dice_turn(scene, surface, area, u):
    t = int(min(area.w / 7.4, area.h / 6.2))
    x = area.x + int(t * 0.1)
    for k, face in enumerate(("lion", "coin", "monkey", "crocodile", "elephant", "ostrich")):
        die(surface, face, (x + k * int(t * 0.62), area.y + (k % 2) * int(t * 0.25), int(t * 0.7), int(t * 0.7)))
    scene.caption(surface, "help.dice_supply", (x + int(t * 4.3), area.y + int(t * 0.35)), "midleft",
                  width=area.right - x - int(t * 4.3))
    y = area.y + int(t * 1.7)
    letter(scene, surface, 0, (x + t // 4, y + t // 2), max(10, t // 4))
    for k, face in enumerate(("lion", "coin")):
        die(surface, face, (x + int(t * 0.65) + k * int(t * 0.85), y + int(t * 0.1), int(t * 0.75), int(t * 0.75)))
    arrow(surface, (x + int(t * 2.4), y + t // 2), (x + int(t * 3.1), y + t // 2), width=max(3, t // 14))
    truck(surface, x + int(t * 3.25), y, t, ("elephant",))
    scene.caption(surface, "help.dice_roll_caption", (area.centerx, y + int(t * 1.1)), width=area.w)
    y += int(t * 2.3)
    letter(scene, surface, 1, (x + t // 4, y + t // 2), max(10, t // 4))
    load = truck(surface, x + int(t * 0.6), y, t, ("monkey", "monkey", "coin"))
    arrow(surface, (load.right + int(t * 0.15), y + t // 2), (load.right + int(t * 0.85), y + t // 2),
          width=max(3, t // 14))
    paper = pygame.Rect(load.right + int(t * 1.0), y - int(t * 0.1), int(t * 0.9), int(t * 1.2))
    pygame.draw.rect(surface, PAPER, paper, border_radius=4)
    pygame.draw.rect(surface, INK, paper, width=2, border_radius=4)
    for k in range(3):
        box(surface, (paper.x + int(t * 0.15), paper.y + int(t * 0.12) + k * int(t * 0.33), int(t * 0.25),
                      int(t * 0.25)), crossed=k < 2)
    scene.caption(surface, "help.dice_take_caption", (area.centerx, y + int(t * 1.2)), width=area.w)


def picture_dice_trucks(scene, surface, area, u):
    t = int(min(area.w / 4.0, area.h / 6.2))
    loads = (("lion", "lion"), ("crocodile",), ())
    y = area.y + int(t * 0.2)
    for load in loads:
        truck(surface, area.x + int(t * 0.2), y, t, load)
        y += int(t * 1.3)
    scene.caption(surface, "help.dice_crates_caption", (area.centerx, y), width=area.w)
    y += int(t * 0.7)
    for i, n in enumerate(sorted(DC.DICE)):
        scene.caption(surface, "help.dice_count", (area.x + int(t * 0.2), y + i * int(t * 0.42)), "topleft",
                      width=area.w - int(t * 0.2), players=n, dice=DC.DICE[n], trucks=DC.TRUCKS[n])


def picture_dice_sheet(scene, surface, area, u, crossed=None, bonuses=(), caption="help.dice_sheet_caption"):
    s = int(min(area.w / 8.2, area.h / 7.5))
    crossed = crossed if crossed is not None else {"crocodile": 1, "ostrich": 1, "monkey": 2, "elephant": 0,
                                                   "lion": 3}
    y = area.y + s // 2
    for animal in DC.ANIMALS:
        sheet_row(surface, area.x + s // 2, y, s, animal, DC.ENCLOSURE_BOXES[animal], crossed[animal],
                  bonus=animal in bonuses)
        y += int(s * 1.3)
    scene.caption(surface, caption, (area.centerx, y + s // 3), width=area.w)


def picture_dice_bonus(scene, surface, area, u):
    s = int(min(area.w / 8.4, area.h / 6.5))
    x = area.x + s // 2
    y = area.y + s // 2
    sheet_row(surface, x, y, s, "lion", 5, 5, bonus=True)
    scene.caption(surface, "help.dice_bonus_first", (area.centerx, y + int(s * 1.25)), width=area.w)
    y += int(s * 2.6)
    sheet_row(surface, x, y, s, "lion", 5, 5, bonus=None)
    gone = pygame.Rect(x + int(s * 1.2) + 5 * int(s * 1.05) + s // 4, y, s, s)
    box(surface, gone, hexagon=True)
    pygame.draw.line(surface, (150, 140, 130), gone.midleft, gone.midright, 3)
    scene.caption(surface, "help.dice_bonus_later", (area.centerx, y + int(s * 1.25)), width=area.w)


def picture_dice_coins(scene, surface, area, u):
    s = int(min(area.w / 9.5, area.h / 5.5))
    x, y = area.x + s // 2, area.y + s
    icon(surface, "coin", pygame.Rect(x, y, s, s))
    x += int(s * 1.3)
    crossed = 4
    k = 0
    for group in DC.COIN_GROUPS:
        for _ in range(group):
            box(surface, (x, y, s, s), crossed=k < crossed)
            x += int(s * 1.05)
            k += 1
        x += s // 2
    scene.caption(surface, "help.dice_groups_caption", (area.centerx, y + int(s * 1.3)), width=area.w)
    scene.caption(surface, "help.dice_group_worth", (area.centerx, y + int(s * 2.2)), width=area.w)


def picture_dice_barn(scene, surface, area, u):
    s = int(min(area.w / 8.5, area.h / 6.5))
    x, y = area.x + s // 2, area.y + s // 2
    sheet_row(surface, x, y, s, "crocodile", 1, 1)
    late = pygame.Rect(x + int(s * 3.4), y, s, s)             # one crocodile too many
    die(surface, "crocodile", late)
    barn_y = y + int(s * 2.2)
    first = pygame.Rect(x + int(s * 1.2), barn_y, s, s)
    arrow(surface, (late.centerx, late.bottom + s // 6), (first.centerx + s // 3, first.y - s // 8),
          width=max(3, s // 12))
    icon(surface, "barn", pygame.Rect(x, barn_y, s, s))
    for k, animal in enumerate(DC.ANIMALS):
        r = first.move(k * int(s * 1.15), 0)
        box(surface, r, fill=(240, 214, 200))
        icon(surface, animal, r.inflate(-s // 4, -s // 4))
        if animal == "crocodile":
            cross(surface, r)
    scene.caption(surface, "help.dice_barn_caption", (area.centerx, barn_y + int(s * 1.4)), width=area.w,
                  points=DC.BARN_PENALTY)


def picture_dice_end(scene, surface, area, u):
    picture_dice_sheet(scene, surface, area, u, crossed={"crocodile": 1, "ostrich": 2, "monkey": 3,
                                                         "elephant": 3, "lion": 5},
                       bonuses=("crocodile", "lion"), caption="help.dice_end_caption")


PICTURES = {name: globals()[f"picture_{name}"] for name in PAGES}
