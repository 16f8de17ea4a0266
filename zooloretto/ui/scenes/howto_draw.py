"""Small drawings the How to play pictures share: tiles, dice, score-sheet boxes and crosses."""
from __future__ import annotations

import math

import pygame

from ..kit import INK, safe_art

BOARD = (222, 200, 150)
GRASS = (188, 208, 140)
EDGE = (120, 92, 56)
STALL_SPACE = (206, 178, 132)
BARN = (176, 92, 64)
PAPER = (255, 252, 240)
CROSS = (200, 50, 40)


def tile(code, size, surface, pos):
    img = safe_art("tile", code, size)
    if img is None:
        pygame.draw.rect(surface, (240, 230, 210), (*pos, size, size), border_radius=size // 6)
        return
    surface.blit(img, pos)


def icon(surface, name, rect):
    """An icon centred in rect (a drawn letter when there is no picture for it)."""
    rect = pygame.Rect(rect)
    img = safe_art("icon", name, int(min(rect.w, rect.h)))
    if img is not None:
        surface.blit(img, img.get_rect(center=rect.center))


def die(surface, face, rect):
    """A white die showing `face` (an animal of the dice game or "coin")."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, (120, 110, 100), rect.move(2, 3), border_radius=rect.w // 5)
    pygame.draw.rect(surface, (250, 250, 246), rect, border_radius=rect.w // 5)
    pygame.draw.rect(surface, (90, 80, 70), rect, width=2, border_radius=rect.w // 5)
    icon(surface, face, rect.inflate(-rect.w // 4, -rect.h // 4))


def crate(surface, rect):
    """An empty crate on a truck: a place for one die."""
    pygame.draw.rect(surface, (214, 178, 120), rect, border_radius=6)
    pygame.draw.rect(surface, EDGE, rect, width=2, border_radius=6)


def truck(surface, x, y, size, faces=(), crates=3):
    """A truck with its crates, the given faces on the first crates; returns its rectangle."""
    icon(surface, "truck", pygame.Rect(x, y, size, size))
    for k in range(crates):
        r = pygame.Rect(x + int(size * 1.05) + k * int(size * 0.86), y + int(size * 0.1), int(size * 0.78),
                        int(size * 0.78))
        crate(surface, r)
        if k < len(faces):
            die(surface, faces[k], r.inflate(-4, -4))
    return pygame.Rect(x, y, int(size * 1.05) + crates * int(size * 0.86), size)


def box(surface, rect, crossed=False, fill=PAPER, hexagon=False):
    """A box of the score sheet, crossed or not (a hexagon for a bonus box)."""
    rect = pygame.Rect(rect)
    if hexagon:
        c, r = rect.center, rect.w / 2
        pts = [(c[0] + r * math.cos(math.pi / 6 + i * math.pi / 3), c[1] + r * math.sin(math.pi / 6 + i * math.pi / 3))
               for i in range(6)]
        pygame.draw.polygon(surface, (255, 236, 180), pts)
        pygame.draw.polygon(surface, INK, pts, 2)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=4)
        pygame.draw.rect(surface, INK, rect, width=2, border_radius=4)
    if crossed:
        cross(surface, rect)


def cross(surface, rect):
    rect = pygame.Rect(rect).inflate(-rect[2] // 4, -rect[3] // 4)
    w = max(2, rect.w // 7)
    pygame.draw.line(surface, CROSS, rect.topleft, rect.bottomright, w)
    pygame.draw.line(surface, CROSS, rect.topright, rect.bottomleft, w)


def sheet_row(surface, x, y, s, animal, boxes, crossed, bonus=None):
    """One enclosure of the dice sheet: the animal, its boxes left to right, and in a column
    of its own after the longest enclosure (5 boxes) the bonus box. `bonus` is None (no bonus
    box drawn), False (open) or True (crossed); returns the row's right."""
    icon(surface, animal, pygame.Rect(x, y, s, s))
    bx = x + int(s * 1.2)
    for k in range(boxes):
        box(surface, (bx + k * int(s * 1.05), y, s, s), crossed=k < crossed)
    right = bx + boxes * int(s * 1.05)
    if bonus is not None:
        right = bx + 5 * int(s * 1.05) + s // 4
        box(surface, (right, y, s, s), crossed=bonus, hexagon=True)
        right += s
    return right


def fence(surface, rect, colour=GRASS):
    """A green enclosure with a wooden edge."""
    rect = pygame.Rect(rect)
    pygame.draw.rect(surface, colour, rect, border_radius=max(4, rect.h // 6))
    pygame.draw.rect(surface, EDGE, rect, width=2, border_radius=max(4, rect.h // 6))


def space(surface, rect, kind="animal"):
    img = safe_art("space", rect[2], kind)
    if img is not None:
        surface.blit(img, rect)
    else:
        pygame.draw.rect(surface, STALL_SPACE, rect, border_radius=6)
