"""Drawing the table: zoos (large and small), trucks, stacks, bank, supply, log.

Everything expensive is rendered once into a Surface and cached by what it
shows, so a frame is mostly a handful of blits (see tools/bench_frames.py).
"""
from __future__ import annotations

import functools
import math

import pygame
from pygame import Rect

from . import art
from .table_layout import ZooLayout, MiniZooLayout, barn_slots
from .text import tr
from .kit.paint import wrap as wrap_text
from .safe_draw import render
from ..rules import components as C
from ..rules.tiles import ANIMAL_OF, STALL_OF

FELT = (58, 96, 66)
FELT_DARK = (40, 70, 48)
WOOD = (120, 78, 46)
WOOD_LIGHT = (156, 108, 66)
WOOD_DARK = (84, 52, 30)
SAND = (236, 218, 172)
SAND_EDGE = (170, 134, 86)
GRASS = (170, 200, 118)
GRASS_EDGE = (96, 124, 64)
FENCE = (132, 96, 58)
BARN_RED = (168, 72, 52)
BARN_FLOOR = (226, 196, 150)
INK = (52, 40, 30)
CREAM = (252, 244, 226)
GOLD = (232, 176, 40)
SHADOW = (0, 0, 0, 70)


# --------------------------------------------------------------------------- text
@functools.lru_cache(maxsize=2048)
def text(s: str, size: int, colour=INK, bold=False) -> pygame.Surface:
    return render(art.font(size, bold), s, colour)      # never raises on a text a font refuses


def blit_text(surface, s, size, colour, pos, anchor="topleft", bold=False, max_w=None):
    img = text(s, size, colour, bold)
    if max_w and img.get_width() > max_w:
        # Shrink rather than overflow: names can be long.
        scale = max_w / img.get_width()
        img = text(s, max(8, int(size * scale)), colour, bold)
    r = img.get_rect(**{anchor: pos})
    surface.blit(img, r)
    return r


def wrap(s: str, size: int, width: int, bold=False) -> list:
    return [line for line in wrap_text(s, art.font(size, bold), width) if line]


def panel(surface, rect, fill, edge=None, radius=10, shadow=True, width=2):
    if shadow:
        sh = pygame.Surface((rect.w + 8, rect.h + 8), pygame.SRCALPHA)
        pygame.draw.rect(sh, SHADOW, (4, 6, rect.w, rect.h), border_radius=radius)
        surface.blit(sh, (rect.x - 2, rect.y - 2))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if edge:
        pygame.draw.rect(surface, edge, rect, width=width, border_radius=radius)


# --------------------------------------------------------------------------- background

@functools.lru_cache(maxsize=4)
def background(size: tuple, top_h: int, right_x: int, left_w: int) -> pygame.Surface:
    """Felt table with a soft vignette, a wooden rail on top, side trays."""
    w, h = size
    surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    surf.fill(FELT)
    # vignette: concentric darker rims (cheap, drawn once per size)
    steps = 14
    for k in range(steps):
        a = int(5 + k * 2.2)
        rim = pygame.Surface(size, pygame.SRCALPHA)
        inset = int(k * min(w, h) / (steps * 6))
        pygame.draw.rect(rim, (0, 0, 0, 0), (inset, inset, w - 2 * inset, h - 2 * inset))
        frame = pygame.Surface(size, pygame.SRCALPHA)
        frame.fill((20, 30, 20, 10))
        pygame.draw.rect(frame, (0, 0, 0, 0), (inset, inset, w - 2 * inset, h - 2 * inset),
                         border_radius=40)
        surf.blit(frame, (0, 0))
        del a, rim
    # faint felt weave
    rnd = 1234567
    dots = pygame.Surface(size, pygame.SRCALPHA)
    for _ in range(w * h // 220):
        rnd = (rnd * 1103515245 + 12345) & 0x7FFFFFFF
        x, y = rnd % w, (rnd >> 12) % h
        dots.set_at((x, y), (255, 255, 255, 14) if rnd & 1 else (0, 0, 0, 18))
    surf.blit(dots, (0, 0))
    # side trays (wood-edged, darker felt)
    for r in (Rect(0, top_h, left_w, h - top_h), Rect(right_x, top_h, w - right_x, h - top_h)):
        tray = pygame.Surface(r.size, pygame.SRCALPHA)
        tray.fill((30, 50, 34, 90))
        surf.blit(tray, r)
        edge_x = r.right - 3 if r.x == 0 else r.x
        pygame.draw.rect(surf, WOOD_DARK, (edge_x, top_h, 3, h - top_h))
    # wooden top rail with grain
    pygame.draw.rect(surf, WOOD, (0, 0, w, top_h))
    for y in range(2, top_h, 5):
        shade = WOOD_LIGHT if (y // 5) % 3 == 0 else WOOD_DARK
        pygame.draw.line(surf, shade, (0, y), (w, y + (y % 3) - 1), 1)
    pygame.draw.rect(surf, WOOD_DARK, (0, top_h - 3, w, 3))
    return surf


# --------------------------------------------------------------------------- a zoo, large

def _label_values(i: int) -> str:
    return f"{C.POINTS_FULL[i]} / {C.POINTS_ONE_SHORT[i]}"


def _grass(surface, rect, radius):
    pygame.draw.rect(surface, GRASS, rect, border_radius=radius)
    # tufts for texture, deterministic
    for k in range(rect.w * rect.h // 900):
        x = rect.x + 6 + (k * 37) % max(1, rect.w - 12)
        y = rect.y + 6 + (k * 53) % max(1, rect.h - 12)
        pygame.draw.line(surface, (150, 184, 100), (x, y), (x + 2, y - 4), 2)
    pygame.draw.rect(surface, FENCE, rect, width=max(2, radius // 3), border_radius=radius)


def render_zoo(zl: ZooLayout, zoo, colour, title: str, subtitle: str = "",
               hide: tuple = ()) -> pygame.Surface:
    key = (zl.rect.size, zl.tile, _zoo_key(zoo), tuple(colour), title, subtitle, tuple(hide))
    return _render_zoo_cached(key, zl, zoo, colour, title, subtitle, hide)


def _zoo_key(zoo):
    return (zoo.coins, tuple(map(tuple, zoo.pens)), tuple(map(tuple, zoo.stalls)),
            tuple(zoo.barn), zoo.expansions, zoo.expanded, zoo.truck)


_zoo_cache: dict = {}


def _render_zoo_cached(key, zl, zoo, colour, title, subtitle, hide):
    surf = _zoo_cache.get(key)
    if surf is None:
        if len(_zoo_cache) > 24:
            _zoo_cache.clear()
        surf = _zoo_cache[key] = _render_zoo(zl, zoo, colour, title, subtitle, hide)
    return surf


def _render_zoo(zl: ZooLayout, zoo, colour, title, subtitle, hide):
    ox, oy = zl.rect.topleft
    surf = pygame.Surface(zl.rect.size, pygame.SRCALPHA)

    def loc(r):
        return r.move(-ox, -oy)

    t = zl.tile
    fs = max(12, int(t * 0.3))
    # Board outline behind all enclosures.
    boxes = [loc(b) for b in zl.boxes.values()]
    board = boxes[0].unionall(boxes[1:]).inflate(t // 3, t // 3)
    board.union_ip(loc(zl.barn).inflate(t // 3, t // 5))
    board.union_ip(loc(zl.discard).inflate(t // 3, t // 5))
    panel(surf, board, SAND, SAND_EDGE, radius=t // 4)
    # Header: owner colour ribbon with the name and the money.
    head = loc(zl.header)
    ribbon = Rect(board.x, head.y, board.w, head.h - 4)
    panel(surf, ribbon, colour, art._darker(colour, 0.7) if hasattr(art, "_darker") else INK,
          radius=t // 5)
    blit_text(surf, title, int(fs * 1.35), CREAM, (ribbon.x + t // 3, ribbon.centery),
              "midleft", bold=True, max_w=ribbon.w // 2)
    if subtitle:
        blit_text(surf, subtitle, fs, CREAM, (ribbon.right - t // 3, ribbon.centery), "midright",
                  max_w=ribbon.w // 2 - t)

    for i, box in zl.boxes.items():
        b = loc(box)
        open_ = i < zoo.open_pens
        owned = i < C.BOARD_ENCLOSURES + zoo.expansions
        if not owned:
            continue
        if not open_:
            _face_down_expansion(surf, b, t, fs)
            continue
        _grass(surf, b, max(6, t // 5))
        lab = loc(zl.labels[i])
        # printed values: points when full / one short, coin bonus
        star_c = (lab.x + t // 4 + fs // 2, lab.centery + 2)
        star(surf, star_c, fs * 0.55, GOLD, WOOD_DARK)
        pts = blit_text(surf, _label_values(i), fs, INK, (star_c[0] + fs * 0.75, lab.centery + 2),
                        "midleft", bold=True)
        if C.FILL_BONUS[i]:
            coin = art.icon("coin", int(fs * 1.2))
            x = pts.right + t // 4
            surf.blit(coin, coin.get_rect(midleft=(x, lab.centery + 2)))
            blit_text(surf, f"+{C.FILL_BONUS[i]}", fs, INK, (x + coin.get_width() + 2, lab.centery + 2),
                      "midleft", bold=True)
        pen = zoo.pens[i]
        for k, r in enumerate(zl.spaces[i]):
            rr = loc(r)
            surf.blit(art.space(t, "animal"), rr)
            if k < len(pen) and ("pen", i, k) not in hide:
                surf.blit(art.tile(pen[k], t), rr)
        # stall spaces: a paved strip beside the enclosure
        stall_rects = [loc(r) for r in zl.stalls[i]]
        path = stall_rects[0].unionall(stall_rects).inflate(t // 6, t // 6)
        pygame.draw.rect(surf, (214, 196, 160), path, border_radius=t // 6)
        pygame.draw.rect(surf, SAND_EDGE, path, width=2, border_radius=t // 6)
        for k, rr in enumerate(stall_rects):
            surf.blit(art.space(t, "stall"), rr)
            if k < len(zoo.stalls[i]) and ("stall", i, k) not in hide:
                surf.blit(art.tile(zoo.stalls[i][k], t), rr)

    _barn(surf, loc(zl.barn), zl, zoo, fs, hide, ox, oy)
    _coins(surf, loc(zl.coins), zoo.coins, t, fs)
    _bin(surf, loc(zl.discard), t, fs)
    return surf


def star(surf, c, r, fill, edge=None):
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, fill, pts)
    if edge:
        pygame.draw.polygon(surf, edge, pts, 1)


def _face_down_expansion(surf, b, t, fs):
    pygame.draw.rect(surf, (150, 112, 72), b, border_radius=t // 5)
    clip = surf.get_clip()
    surf.set_clip(b.inflate(-6, -6))
    for x in range(b.x - b.h, b.right, max(8, t // 4)):
        pygame.draw.line(surf, (136, 100, 62), (x, b.bottom - 2), (x + b.h, b.y + 2), 3)
    surf.set_clip(clip)
    pygame.draw.rect(surf, WOOD_DARK, b, width=3, border_radius=t // 5)
    blit_text(surf, tr("game.zoo.expansion"), int(fs * 1.15), CREAM, (b.centerx, b.centery - fs),
              "center", bold=True, max_w=b.w - 10)
    tag = blit_text(surf, tr("game.zoo.expand_cost", cost=C.COST_EXPAND), fs, CREAM,
                    (b.centerx, b.centery + fs * 0.8), "center", max_w=b.w - 10)
    coin = art.icon("coin", int(fs * 1.2))
    surf.blit(coin, coin.get_rect(midright=(tag.x - 4, tag.centery)))


def _barn(surf, b, zl, zoo, fs, hide, ox, oy):
    pygame.draw.rect(surf, BARN_FLOOR, b, border_radius=zl.tile // 6)
    roof = Rect(b.x, b.y, b.w, int(zl.barn_tile * 0.45))
    pygame.draw.rect(surf, BARN_RED, roof, border_top_left_radius=zl.tile // 6,
                     border_top_right_radius=zl.tile // 6)
    for x in range(b.x + 8, b.right - 4, 14):
        pygame.draw.line(surf, (140, 56, 40), (x, roof.y + 3), (x, roof.bottom - 3), 2)
    pygame.draw.rect(surf, (120, 50, 36), b, width=3, border_radius=zl.tile // 6)
    ic = art.icon("barn", int(roof.h * 0.9))
    surf.blit(ic, ic.get_rect(midleft=(b.x + 6, roof.centery)))
    blit_text(surf, tr("game.zoo.barn"), fs, CREAM, (b.x + 10 + ic.get_width(), roof.centery),
              "midleft", bold=True)
    blit_text(surf, tr("game.zoo.barn_penalty"), int(fs * 0.8), CREAM, (b.right - 10, roof.centery),
              "midright", max_w=b.w // 2)
    if not zoo.barn:
        blit_text(surf, tr("game.zoo.barn_empty"), fs, (150, 120, 90),
                  (b.centerx, (roof.bottom + b.bottom) // 2), "center")
    for k, (tile, r) in enumerate(barn_slots(zoo.barn, zl.barn, zl.barn_tile)):
        if ("barn", k) in hide:
            continue
        surf.blit(art.tile(tile, zl.barn_tile), r.move(-ox, -oy))


def _coins(surf, b, coins, t, fs):
    panel(surf, b, (250, 236, 196), SAND_EDGE, radius=t // 6, shadow=False)
    ic = art.icon("coin", int(min(b.w, b.h) * 0.5))
    surf.blit(ic, ic.get_rect(midbottom=(b.centerx, b.centery + 4)))
    blit_text(surf, str(coins), int(fs * 1.6), INK, (b.centerx, b.centery + 6), "midtop", bold=True)


def _bin(surf, b, t, fs):
    panel(surf, b, (208, 196, 180), (130, 116, 100), radius=t // 6, shadow=False)
    ic = art.icon("discard", int(min(b.w, b.h) * 0.45))
    surf.blit(ic, ic.get_rect(midbottom=(b.centerx, b.centery + 4)))
    blit_text(surf, tr("game.zoo.discard_cost", cost=C.COST_TILE), int(fs * 0.9), INK,
              (b.centerx, b.centery + 8), "midtop", max_w=b.w - 6)


# --------------------------------------------------------------------------- a zoo, small

_mini_cache: dict = {}


def render_mini_zoo(ml: MiniZooLayout, zoo, colour, name: str, status: str,
                    active: bool) -> pygame.Surface:
    key = (ml.rect.size, _zoo_key(zoo), tuple(colour), name, status, active)
    surf = _mini_cache.get(key)
    if surf is None:
        if len(_mini_cache) > 40:
            _mini_cache.clear()
        surf = _mini_cache[key] = _render_mini(ml, zoo, colour, name, status, active)
    return surf


def _render_mini(ml, zoo, colour, name, status, active):
    ox, oy = ml.rect.topleft
    surf = pygame.Surface(ml.rect.size, pygame.SRCALPHA)
    whole = Rect(0, 0, ml.rect.w, ml.rect.h)
    panel(surf, whole.inflate(-4, -6), SAND, GOLD if active else SAND_EDGE, radius=10,
          shadow=False, width=4 if active else 2)
    nr = ml.name.move(-ox, -oy)
    ribbon = Rect(4, 3, whole.w - 8, nr.h)
    pygame.draw.rect(surf, colour, ribbon, border_top_left_radius=9, border_top_right_radius=9)
    fs = max(11, int(nr.h * 0.62))
    blit_text(surf, name, fs, CREAM, (ribbon.x + 8, ribbon.centery), "midleft", bold=True,
              max_w=ribbon.w // 2)
    right = ribbon.right - 8
    coin = art.icon("coin", int(nr.h * 0.8))
    cr = blit_text(surf, str(zoo.coins), fs, CREAM, (right, ribbon.centery), "midright", bold=True)
    surf.blit(coin, coin.get_rect(midright=(cr.x - 2, ribbon.centery)))
    if status:
        blit_text(surf, status, int(fs * 0.85), CREAM, (cr.x - coin.get_width() - 10, ribbon.centery),
                  "midright", max_w=ribbon.w // 3)
    small = max(11, int(fs * 0.9))
    for i, r in ml.pens.items():
        rr = r.move(-ox, -oy)
        if i >= C.BOARD_ENCLOSURES + zoo.expansions:
            continue
        if i >= zoo.open_pens:
            pygame.draw.rect(surf, (150, 112, 72), rr, border_radius=6)
            blit_text(surf, "+", small * 2, CREAM, rr.center, "center", bold=True)
            continue
        pygame.draw.rect(surf, GRASS, rr, border_radius=6)
        pygame.draw.rect(surf, FENCE, rr, width=2, border_radius=6)
        pen = zoo.pens[i]
        cap = C.ENCLOSURE_CAPACITY[i]
        icon_size = min(rr.h - 6, rr.w // 2)
        if pen:
            ic = art.icon(ANIMAL_OF[pen[0]], icon_size)
            surf.blit(ic, ic.get_rect(midleft=(rr.x + 3, rr.centery)))
        count_col = (150, 30, 20) if len(pen) >= cap - 1 and pen else INK
        blit_text(surf, f"{len(pen)}/{cap}", small, count_col, (rr.right - 4, rr.y + 2), "topright",
                  bold=True)
        for k, st in enumerate(zoo.stalls[i]):
            si = art.icon(st, max(10, icon_size // 2))
            surf.blit(si, si.get_rect(bottomright=(rr.right - 3 - k * (si.get_width() + 1), rr.bottom - 2)))
    b = ml.barn.move(-ox, -oy)
    pygame.draw.rect(surf, BARN_FLOOR, b, border_radius=6)
    pygame.draw.rect(surf, (120, 50, 36), b, width=2, border_radius=6)
    ic = art.icon("barn", min(b.h - 4, ml.tile))
    surf.blit(ic, ic.get_rect(midleft=(b.x + 3, b.centery)))
    inner = mini_barn_inner(ml)
    for tile, r in mini_barn_slots(zoo.barn, inner, ml.tile):
        surf.blit(art.tile(tile, r.w), r.move(-ox, -oy))
    if not zoo.barn:
        blit_text(surf, tr("game.zoo.barn_empty"), small, (150, 120, 90),
                  inner.move(-ox, -oy).center, "center")
    return surf


def mini_barn_inner(ml) -> Rect:
    """Where a small zoo's barn tiles sit (absolute coordinates)."""
    icon_w = min(ml.barn.h - 4, ml.tile)
    return Rect(ml.barn.x + icon_w + 8, ml.barn.y, ml.barn.w - icon_w - 10, ml.barn.h)


def mini_barn_slots(barn, rect, size):
    """Small barn tiles in one row, overlapping when many (local coordinates of rect)."""
    size = min(size, rect.h - 4)
    if not barn:
        return []
    order = sorted(barn, key=lambda t: (ANIMAL_OF.get(t) or STALL_OF.get(t) or t, t))
    step = min(size + 2, (rect.w - size) // max(1, len(order) - 1)) if len(order) > 1 else size
    y = rect.centery - size // 2
    return [(t, Rect(rect.x + k * step, y, size, size)) for k, t in enumerate(order)]


# --------------------------------------------------------------------------- the market

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
    fs = max(12, t // 4)
    badge = text(str(count), fs, CREAM, True)
    br = badge.get_rect(center=(rect.right - 2, rect.bottom - 2)).inflate(12, 4)
    pygame.draw.rect(surface, INK, br, border_radius=br.h // 2)
    surface.blit(badge, badge.get_rect(center=br.center))
    if label:
        blit_text(surface, label, max(11, t // 5), CREAM, (rect.centerx, rect.y - 4 - depth * 2),
                  "midbottom", max_w=rect.w + 40)
    return top


def draw_truck(surface, rect, slots, tiles, blocked, index, owner=None, owner_colour=None,
               unloading=False, hide=()):
    """A truck bed with three spaces and a cab; taken ones carry their owner's colour."""
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
            surface.blit(art.tile_back(t), r)
            continue
        j = k - len(blocked)
        if j < len(shown):
            if ("truck", index, j) not in hide:
                surface.blit(art.tile(shown[j], t), r)
        elif owner is None:
            pygame.draw.rect(surface, art._darker(bed_colour, 0.85), r.inflate(-4, -4),
                             border_radius=6)
    if owner is not None and not unloading:
        blit_text(surface, owner, int(fs * 1.2), CREAM, bed.center, "center", bold=True,
                  max_w=bed.w - 12)
    return bed


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
            blit_text(surface, s, fs, colour, (rect.x + 12, y))
        y -= 3
