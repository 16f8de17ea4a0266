"""Drawing one zoo: large (the player's own board) and small (the other players').

Rendered into a Surface cached by what it shows. `hide` names places whose tile
is in the player's hand just now, as (area, index, slot) with the rules' slots.
"""
from __future__ import annotations

import pygame
from pygame import Rect

from .. import art, caches
from ..text import language, tr
from ...zoo.rules import components as C
from ...zoo.rules.tiles import ANIMAL_OF
from ..kit.ink import (BARN_FLOOR, BARN_RED, CREAM, FENCE, GOLD, GRASS, INK, SAND, SAND_EDGE,
                  WOOD_DARK, blit_text, panel, star, text)
from .layout import MiniZooLayout, ZooLayout, barn_places, mini_barn_inner, mini_barn_places
from .expansion_view import draw_mini_extras, draw_zoo_extras, mini_pen_marks, piece_tile
from .scoreboard import score_badge

def _label_values(i: int) -> str:
    return tr("game.zoo.values", full=C.POINTS_FULL[i], short=C.POINTS_ONE_SHORT[i])


def _fitting(s: str, size: int, room: int, bold=True) -> int:
    """The largest font size up to `size` at which s fits in `room` pixels."""
    while size > 10 and text(s, size, INK, bold).get_width() > room:
        size -= 1
    return size


def _grass(surface, rect, radius):
    pygame.draw.rect(surface, GRASS, rect, border_radius=radius)
    # tufts for texture, deterministic
    for k in range(rect.w * rect.h // 900):
        x = rect.x + 6 + (k * 37) % max(1, rect.w - 12)
        y = rect.y + 6 + (k * 53) % max(1, rect.h - 12)
        pygame.draw.line(surface, (150, 184, 100), (x, y), (x + 2, y - 4), 2)
    pygame.draw.rect(surface, FENCE, rect, width=max(2, radius // 3), border_radius=radius)


def render_zoo(zl: ZooLayout, zoo, colour, title: str, subtitle: str = "",
               hide: tuple = (), score=None) -> pygame.Surface:
    """`score`: (points now, ahead?) for the badge in the header, or None."""
    key = (zl.rect.size, zl.tile, _zoo_key(zoo), tuple(colour), title, subtitle, tuple(hide),
           score, language())
    return _render_zoo_cached(key, zl, zoo, colour, title, subtitle, hide, score)


def _zoo_key(zoo):
    return (zoo.coins, tuple(map(tuple, zoo.pens)), tuple(map(tuple, zoo.stalls)),
            tuple(zoo.barn), zoo.expansions, zoo.expanded, zoo.truck,
            repr(sorted(zoo.extra.items())) if zoo.extra else "")


# Renders kept (ui/caches.py): what one screen shows: the own zoo with and without a tile in
# hand and the other zoo enlarged under the pointer (7 MB each at 2560x1440); mini zoos in
# their states.
_zoo_cache, _mini_cache, ZOO_RENDERS, MINI_RENDERS = caches.bounded("table"), caches.bounded("table"), 3, 12


def _render_zoo_cached(key, zl, zoo, colour, title, subtitle, hide, score):
    return caches.get(_zoo_cache, key, ZOO_RENDERS,
                      lambda: _render_zoo(zl, zoo, colour, title, subtitle, hide, score))


def _render_zoo(zl: ZooLayout, zoo, colour, title, subtitle, hide, score=None):
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
    name_room = ribbon.w // 2 if zl.bear is None else zl.bear.x - zl.rect.x - ribbon.x - t // 2
    blit_text(surf, title, int(fs * 1.35), CREAM, (ribbon.x + t // 3, ribbon.centery),
              "midleft", bold=True, max_w=name_room)
    right = ribbon.right - t // 3
    if score is not None and zl.score is not None:
        sc = loc(zl.score)
        surf.blit(score_badge(sc.size, score[0], score[1], True), sc)
        right = sc.x - t // 4
    if subtitle:
        left = ribbon.centerx if zl.newborn is None else zl.newborn.right - ox + 10    # (its place)
        blit_text(surf, subtitle, fs, CREAM, (right, ribbon.centery), "midright",
                  max_w=max(20, right - left))

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
        words = _label_values(i)
        bonus_w = int(fs * 2.6) + t // 4 if C.FILL_BONUS[i] else 0
        x0 = star_c[0] + fs * 0.75
        pts = blit_text(surf, words, _fitting(words, fs, int(lab.right - t // 4 - bonus_w - x0)), INK,
                        (x0, lab.centery + 2), "midleft", bold=True)
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
            if k < len(pen) and ("enclosure", i, k) not in hide:
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
    draw_zoo_extras(surf, zl, zoo, loc)
    return surf


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


PENALTY_SMALLEST = 11      # px: the barn's reminder is left to its tooltip rather than drawn smaller


def penalty_size(s, size, room):
    """The largest font size up to `size` at which `s` fits `room` px, or 0 below PENALTY_SMALLEST."""
    width = art.font(size).size(s)[0]
    if width > room:
        size = int(size * room / max(1, width))
        while size >= PENALTY_SMALLEST and art.font(size).size(s)[0] > room:
            size -= 1
    return size if size >= PENALTY_SMALLEST else 0


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
    name = blit_text(surf, tr("game.zoo.barn"), fs, CREAM, (b.x + 10 + ic.get_width(), roof.centery),
                     "midleft", bold=True)
    penalty = tr("game.zoo.barn_penalty")
    size = penalty_size(penalty, int(fs * 0.8), b.right - name.right - 24)
    if size:                                                # else the tooltip says it
        blit_text(surf, penalty, size, CREAM, (b.right - 10, roof.centery), "midright")
    if not zoo.barn:
        blit_text(surf, tr("game.zoo.barn_empty"), fs, (150, 120, 90),
                  (b.centerx, (roof.bottom + b.bottom) // 2), "center")
    shown = [(k, tile, r) for k, tile, r in barn_places(zoo.barn, zl.barn, zl.barn_tile)
             if ("barn", None, k) not in hide]
    for k, tile, r in shown:
        surf.blit(art.tile(tile, zl.barn_tile), r.move(-ox, -oy))
    _covered_sexes(surf, [(tile, r.move(-ox, -oy)) for _, tile, r in shown])


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

def render_mini_zoo(ml: MiniZooLayout, zoo, colour, name: str, status: str,
                    active: bool, score=None) -> pygame.Surface:
    key = (ml.rect.size, _zoo_key(zoo), tuple(colour), name, status, active, score, language())
    return caches.get(_mini_cache, key, MINI_RENDERS,
                      lambda: _render_mini(ml, zoo, colour, name, status, active, score))


def _render_mini(ml, zoo, colour, name, status, active, score=None):
    ox, oy = ml.rect.topleft
    surf = pygame.Surface(ml.rect.size, pygame.SRCALPHA)
    whole = Rect(0, 0, ml.rect.w, ml.rect.h)
    panel(surf, whole.inflate(-4, -6), SAND, GOLD if active else SAND_EDGE, radius=10,
          shadow=False, width=4 if active else 2)
    nr = ml.name.move(-ox, -oy)
    ribbon = Rect(4, 3, whole.w - 8, nr.h)
    pygame.draw.rect(surf, colour, ribbon, border_top_left_radius=9, border_top_right_radius=9)
    fs = ml.font
    # right to left: coins, the live score, what the seat is doing; the name takes the rest
    cr = ml.coins.move(-ox, -oy)
    coin = art.icon("coin", int(nr.h * 0.8))
    cr_ic = surf.blit(coin, coin.get_rect(midleft=(cr.x, ribbon.centery)))
    blit_text(surf, str(zoo.coins), fs, CREAM, (cr_ic.right + 3, ribbon.centery), "midleft", bold=True)
    right = cr.x - 6
    if score is not None:
        sc = ml.score.move(-ox, -oy)
        surf.blit(score_badge(sc.size, score[0], score[1], False), sc)
        right = sc.x - 6
    name_r = blit_text(surf, name, fs, CREAM, (ribbon.x + 8, ribbon.centery), "midleft", bold=True,
                       max_w=max(20, (right - ribbon.x - 8) * 2 // 3))
    small_fs = int(fs * 0.85)
    if status and text(status, small_fs, CREAM).get_width() <= right - name_r.right - 10:
        blit_text(surf, status, small_fs, CREAM, (right, ribbon.centery), "midright")
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
        _mini_pen(surf, rr, zoo.pens[i], zoo.stalls[i], zoo.caps[i], mini_count_size(ml),
                  mini_pen_marks(zoo, i))
    b = ml.barn.move(-ox, -oy)
    pygame.draw.rect(surf, BARN_FLOOR, b, border_radius=6)
    pygame.draw.rect(surf, (120, 50, 36), b, width=2, border_radius=6)
    ic = art.icon("barn", min(b.h - 4, ml.tile))
    surf.blit(ic, ic.get_rect(midleft=(b.x + 3, b.centery)))
    inner = mini_barn_inner(ml)
    places = mini_barn_places(zoo.barn, inner, ml.tile)
    for _, tile, r in places:
        surf.blit(art.tile(tile, r.w), r.move(-ox, -oy))
    _covered_sexes(surf, [(tile, r.move(-ox, -oy)) for _, tile, r in places])
    if not zoo.barn:
        blit_text(surf, tr("game.zoo.barn_empty"), small, (150, 120, 90),
                  inner.move(-ox, -oy).center, "center", max_w=max(8, inner.w - 4))
    draw_mini_extras(surf, ml, zoo, lambda r: r.move(-ox, -oy))
    return surf


def mini_mark_places(rr, cr, n, stall_rects=()) -> list:
    """Rects of n building marks on a small enclosure: left of its count (Rect cr), or, where
    the count and the stalls leave no room there, smaller and under the count at the left."""
    if not n:
        return []
    for side in (cr.h, min(cr.h, (cr.x - rr.x - 4) // n - 1)):      # (smaller when two)
        beside = [Rect(cr.x - 1 - (k + 1) * (side + 1), max(rr.y + 2, cr.y), side, side)
                  for k in range(n)]
        if side >= 10 and beside[-1].x >= rr.x + 2 and \
                not any(r.collidelist(stall_rects) >= 0 for r in beside):
            return beside
    room = min([r.x for r in stall_rects] + [rr.right - 3]) - rr.x - 4
    side = max(8, min(cr.h * 3 // 4, room // n - 1))
    return [Rect(rr.x + 3 + k * (side + 1), cr.bottom + 1, side, side) for k in range(n)]


def mini_pen_places(rr, pen, stalls, cap, small, marks=0):
    """Where one small enclosure's parts go: (count text, its Rect, the animal's Rect or None,
    [stall Rects], [(sex, Rect)]). The count sits top right, the stalls under it, the
    animal at the left where neither covers it (nor `marks` building marks)."""
    count = f"{len(pen)}/{cap}"
    cr = text(count, small, INK, True).get_rect(topright=(rr.right - 4, rr.y + 2))
    room_h, n = rr.bottom - cr.bottom - 3, max(1, len(stalls))
    tall = min(room_h // n - 1, cr.w, (rr.w - 10) // 2)         # stalls in a column
    wide = min(room_h, cr.w, (rr.w - 10) // (2 * n))             # stalls in a row
    if tall >= wide:
        st_size = max(10, tall)
        stall_rects = [Rect(rr.right - 3 - st_size, rr.bottom - 2 - (k + 1) * (st_size + 1) + 1,
                            st_size, st_size) for k in range(len(stalls))]
        st_w = (st_size + 1) if stalls else 0
    else:
        st_size = max(10, wide)
        stall_rects = [Rect(rr.right - 3 - (k + 1) * (st_size + 1) + 1, rr.bottom - 2 - st_size,
                            st_size, st_size) for k in range(len(stalls))]
        st_w = len(stalls) * (st_size + 1)
    mark_rects = mini_mark_places(rr, cr, marks, stall_rects)
    under = max((r.bottom for r in mark_rects if r.y > cr.y), default=None)
    icon_size = min(rr.h - 6, rr.w - max(cr.w, st_w) - 12)
    centre_y = rr.centery
    if icon_size < rr.h * 0.55 or under:  # narrow: the animal under the count, left of the stalls
        top = under or cr.bottom
        icon_size = min(rr.bottom - top - 3, rr.w - st_w - 8)
        centre_y = (top + rr.bottom) // 2
    elif mark_rects:                      # marks beside the count: the animal left of them or under
        top = max(r.bottom for r in mark_rects)
        below = min(rr.bottom - top - 3, rr.w - st_w - 8)
        if below > min(icon_size, min(r.x for r in mark_rects) - rr.x - 4):
            icon_size, centre_y = below, (top + rr.bottom) // 2
        else:
            icon_size = min(icon_size, min(r.x for r in mark_rects) - rr.x - 4)
    icon_size = max(8, icon_size)
    icon = Rect(0, 0, icon_size, icon_size) if pen else None
    if icon:
        icon.midleft = (rr.x + 3, centre_y)
    sexes = [sex for sex in ("male", "female") if any(t.split(":")[1:2] == [sex] for t in pen)]
    b = max(9, icon_size // 3)
    sex_rects = [(sex, Rect(rr.x + 2 + k * (b - 2), rr.bottom - b - 2, b, b)) for k, sex in enumerate(sexes)]
    return count, cr, icon, stall_rects, sex_rects


def _mini_pen(surf, rr, pen, stalls, cap, small, marks=()):
    count, cr, icon, stall_rects, sex_rects = mini_pen_places(rr, pen, stalls, cap, small, len(marks))
    colour = (150, 30, 20) if pen and len(pen) >= cap - 1 else INK
    blit_text(surf, count, small, colour, cr.topright, "topright", bold=True)
    for st, r in zip(stalls, stall_rects):
        surf.blit(art.icon(st, r.w), r)
    if icon:
        surf.blit(art.icon(ANIMAL_OF[pen[0]], icon.w), icon)
    for sex, r in sex_rects:
        surf.blit(art._badge(sex, r.w, False), r)
    for name, r in zip(marks, mini_mark_places(rr, cr, len(marks), stall_rects)):   # buildings,
        surf.blit(piece_tile(name, r.w), r)                                # on their cards


def mini_count_size(ml) -> int:
    return max(11, int(ml.font * 0.8))


def _covered_sexes(surf, placed):
    """Tiles laid like a hand of cards hide their ♂ / ♀ corner under the next one: mark
    the sex again at the top left of the part still seen."""
    for (tile, r), (_, nxt) in zip(placed, placed[1:]):
        parts = tile.split(":")
        seen = nxt.x - r.x if nxt.y == r.y and r.x < nxt.x < r.right else r.w
        if len(parts) < 2 or parts[1] not in ("male", "female") or seen >= r.w * 0.8 or seen < 8:
            continue
        b = min(max(9, int(r.w * 0.36)), seen)
        surf.blit(art._badge(parts[1], b, parts[2:] == ["bred"]), (r.x + 1, r.y + 1))
