"""Drawing the shared part of the table: the stacks, the trucks, the bank, the
offspring supply, and the table talk (the game log)."""
from __future__ import annotations

import functools
import math

import pygame
from pygame import Rect

from .. import art, caches
from ..text import tr
from ..kit.ink import CREAM, FELT_DARK, GOLD, INK, SHADOW, WOOD, WOOD_DARK, blit_text, log_row, panel, text, wrap

def draw_stack(surface, rect, count, disc=False, dim=False, label=""):
    """A face-down stack: a few offset backs, the count, the disc on the end stack."""
    t = rect.w
    depth = min(5, max(1, count // 8 + 1)) if count else 0
    if count == 0:
        pygame.draw.rect(surface, FELT_DARK, rect, width=2, border_radius=t // 6)
    for k in range(depth):
        surface.blit(art.tile_back(t), rect.move(k * 2 - depth * 2, -k * 3 + depth * 2))
    top = rect.move(-2, -depth * 3 + depth * 2 - 3) if depth else rect
    if disc and count:
        d = art.icon("disc", int(t * 0.62))
        surface.blit(d, d.get_rect(center=top.center))
    if dim:
        veil = pygame.Surface(rect.inflate(12, 12).size, pygame.SRCALPHA)
        veil.fill((30, 40, 30, 120))
        surface.blit(veil, rect.inflate(12, 12))
    badge = text(str(count), max(12, t // 4), CREAM, True)
    br = count_badge(rect, badge.get_size())
    pygame.draw.rect(surface, INK, br, border_radius=br.h // 2)
    surface.blit(badge, badge.get_rect(center=br.center))
    if label:
        blit_text(surface, label, max(11, t // 5), CREAM, (rect.centerx, rect.y - 4 - depth * 2),
                  "midbottom", max_w=rect.w + max(40, rect.w // 2))
    return top


def count_badge(rect, text_size) -> pygame.Rect:
    """Where a stack's count sits: at its corner, inside the stack's own square (the drawn
    tile sits just right of the draw stack and must not hide the count)."""
    br = pygame.Rect((0, 0), text_size).inflate(12, 4)
    br.bottomright = (rect.right + 2, rect.bottom + 2)
    return br


def draw_hand(surface, rect, tile=None):
    """The hand between the stacks: an empty place, or the tile just drawn, face up for
    everybody, lifted a little (a shadow, a gold edge) until it goes on a truck."""
    t = rect.w
    if tile is None:
        pygame.draw.rect(surface, FELT_DARK, rect.inflate(-4, -4), width=2, border_radius=t // 6)
        return
    lifted = rect.move(0, -3)
    sh = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(sh, SHADOW, sh.get_rect(), border_radius=t // 6)
    surface.blit(sh, rect.move(3, 4))
    surface.blit(art.tile(tile, t), lifted)
    pygame.draw.rect(surface, GOLD, lifted.inflate(4, 4), width=2, border_radius=t // 6 + 2)


def draw_truck(surface, rect, slots, tiles, blocked, index, owner=None, owner_colour=None,
               unloading=False, hide=()):
    """A truck bed with three spaces and a cab; taken ones carry their owner's colour.
    `tiles`: the spaces after the blocked ones, left to right (None: an empty space)."""
    t = slots[0].w
    bed_colour = (196, 150, 96) if owner is None else owner_colour
    bed = Rect(rect.x, slots[0].y - int(t * 0.09), slots[-1].right - rect.x + int(rect.w * 0.03),
               int(t * 1.18))
    cab = Rect(bed.right + 3, bed.y + bed.h // 4, rect.right - bed.right - 3, int(bed.h * 0.75))
    sh = pygame.Surface((rect.w + 6, rect.h + 6), pygame.SRCALPHA)
    pygame.draw.rect(sh, SHADOW, (3, int(rect.h * 0.12) + 6, rect.w, bed.h + 6), border_radius=10)
    surface.blit(sh, (rect.x - 2, rect.y - 2))
    pygame.draw.rect(surface, bed_colour, bed, border_radius=8)
    pygame.draw.rect(surface, WOOD_DARK, bed, width=2, border_radius=8)
    pygame.draw.rect(surface, (214, 70, 56) if owner is None else art._darker(owner_colour, 0.8),
                     cab, border_radius=8)
    pygame.draw.rect(surface, (190, 226, 240), Rect(cab.x + cab.w // 3, cab.y + 4,
                                                    cab.w * 2 // 3 - 5, cab.h // 3),
                     border_radius=4)
    wheel_r = max(5, t // 6)
    for x in (bed.x + t // 2, bed.right - t // 2, cab.centerx):
        pygame.draw.circle(surface, (40, 36, 34), (x, bed.bottom + 2), wheel_r)
        pygame.draw.circle(surface, (160, 160, 160), (x, bed.bottom + 2), wheel_r // 2)
    fs = max(11, t // 4)
    blit_text(surface, str(index + 1), int(fs * 1.2), CREAM, (cab.centerx + 2, cab.bottom - 4),
              "midbottom", bold=True)
    shown = list(tiles)
    for k, r in enumerate(slots):
        if k < len(blocked):
            surface.blit(blocked_space(t), r)
            continue
        j = k - len(blocked)
        if j < len(shown) and shown[j] is not None:     # None: a space an unloaded tile left
            if k not in hide:           # hide: truck slots (the rules' slots) held in hand
                surface.blit(art.tile(shown[j], t), r)
        elif owner is None:
            pygame.draw.rect(surface, art._darker(bed_colour, 0.85), r.inflate(-4, -4),
                             border_radius=6)
    if owner is not None and not unloading:
        # on the open spaces only: a blocked space's no-entry sign stays readable
        free = Rect(slots[len(blocked)].x, bed.y, bed.right - slots[len(blocked)].x, bed.h)
        blit_text(surface, owner, int(fs * 1.2), CREAM, free.center, "center", bold=True,
                  max_w=free.w - 12)
    return bed


@functools.lru_cache(maxsize=8)
def blocked_space(t: int) -> pygame.Surface:
    """A truck space the 2-player game closes: a dark empty hollow, hatched, with a red
    no-entry sign; nothing like the green backs of the face-down stack."""
    surf = pygame.Surface((t, t), pygame.SRCALPHA)
    r = surf.get_rect().inflate(-2, -2)
    pygame.draw.rect(surf, (92, 70, 52), r, border_radius=6)
    clip = surf.get_clip()
    surf.set_clip(r.inflate(-4, -4))
    for x in range(-t, t, max(5, t // 6)):
        pygame.draw.line(surf, (70, 52, 38), (x, t), (x + t, 0), 2)
    surf.set_clip(clip)
    pygame.draw.rect(surf, (60, 44, 32), r, width=2, border_radius=6)
    c, rad = r.center, int(t * 0.3)
    pygame.draw.circle(surf, (250, 244, 230), c, rad)
    pygame.draw.circle(surf, (200, 46, 36), c, rad, max(3, t // 10))
    w = max(3, t // 10)
    pygame.draw.line(surf, (200, 46, 36), (c[0] - rad * 0.68, c[1] + rad * 0.68),
                     (c[0] + rad * 0.68, c[1] - rad * 0.68), w)
    return surf


caches.register("table", blocked_space)


def draw_bank(surface, rect, amount):
    fs = max(12, rect.h // 3)
    ic = art.icon("coin", int(rect.h * 0.7))
    surface.blit(ic, ic.get_rect(midleft=(rect.x + 4, rect.centery)))
    blit_text(surface, tr("game.table.bank"), int(fs * 0.8), CREAM,
              (rect.x + ic.get_width() + 10, rect.centery - 2), "bottomleft")
    blit_text(surface, str(amount), int(fs * 1.2), CREAM, (rect.x + ic.get_width() + 10,
                                                          rect.centery - 2), "topleft", bold=True)


def draw_supply(surface, rect, offspring: dict):
    fs = max(11, int(rect.w * 0.09))
    blit_text(surface, tr("game.table.offspring"), fs, CREAM, (rect.centerx, rect.y), "midtop",
              max_w=rect.w)
    animals = list(offspring)
    if not animals:
        return
    cols = 4 if rect.w > 1.6 * rect.h else 2
    size = min(int(rect.w / cols * 0.62), int((rect.h - fs * 2) / math.ceil(len(animals) / cols) * 0.9))
    size = max(14, size)
    cw = rect.w // cols
    for k, a in enumerate(animals):
        r, c = divmod(k, cols)
        x = rect.x + c * cw + 4
        y = rect.y + fs + 8 + r * (size + 4)
        n = offspring[a]
        img = art.tile(a + ":baby", size)
        if n == 0:
            img = img.copy()
            img.fill((255, 255, 255, 90), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(img, (x, y))
        blit_text(surface, f"\u00d7{n}", fs, CREAM, (x + size + 2, y + size // 2), "midleft",
                  bold=True)


def draw_log(surface, rect, lines: list, fs: int):
    panel(surface, rect, (246, 236, 212), WOOD, radius=10)
    head = blit_text(surface, tr("game.log.title"), fs, WOOD_DARK, (rect.x + 10, rect.y + 6),
                     bold=True)
    y = rect.bottom - 8
    lh = int(fs * 1.25)
    wrapped = []
    for k, (line, colour) in enumerate(lines[-14:]):
        wrapped.append([(s, colour) for s in wrap(line, fs, rect.w - 24)])
    for group in reversed(wrapped):
        for s, colour in reversed(group):
            if y - lh < head.bottom + 2:
                return
            y -= lh
            surface.blit(log_row(s, fs, colour), (rect.x + 12, y))
        y -= 3
