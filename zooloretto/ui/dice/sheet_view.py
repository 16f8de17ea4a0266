"""A player's score sheet, drawn like the paper one: an enclosure per animal with its
boxes and the hexagonal bonus box, the coin boxes in their groups of 3, 2 and 1, the barn,
the player's name and live score, the dice taken this round. Crosses appear box by box as
the shown state gets them (shown.py); the box being crossed pops."""
from __future__ import annotations

import pygame

from ...dice.rules import components as C
from ...dice.rules.places import Loc, crossed
from ...dice.rules.scoring import score_sheet, total
from ..safe_draw import safe_text
from ..kit.ink import GOLD, INK, blit_text, panel
from ..text import tr
from . import art

PAPER = (252, 248, 236)
PAPER_EDGE = (170, 150, 118)
BOX = (255, 255, 255)
BOX_EDGE = (120, 104, 84)
CLAIMED = (214, 206, 190)        # a bonus someone else crossed: nobody else can
DIM = (150, 140, 128)


def draw_sheet(surface, L, state, q, *, colour, current: bool, popping=None, pop=0.0,
               lit=False, is_bot=False):
    """Sheet `q` of `state` in its rectangle; `popping` is the box being crossed now."""
    r = L.rects[Loc("sheet", q)]
    sheet = state.sheets[q]
    panel(surface, r, PAPER, PAPER_EDGE, radius=max(6, L.box // 3))
    if current:
        pygame.draw.rect(surface, colour, r.inflate(6, 6), width=max(3, L.box // 8),
                         border_radius=max(6, L.box // 3) + 3)
    if lit:
        glow = pygame.Surface(r.size, pygame.SRCALPHA)
        glow.fill((255, 214, 80, 70))
        surface.blit(glow, r.topleft)
        pygame.draw.rect(surface, GOLD, r, width=4, border_radius=max(6, L.box // 3))
    _header(surface, L, state, q, colour, is_bot)
    claimed = {a for s in state.sheets for a in s.bonuses}
    box = L.box
    for i, animal in enumerate(C.ANIMALS):
        ir = L.rects[("icon", q, i)]
        surface.blit(art.icon(animal, ir.w), ir)
        for b in range(C.ENCLOSURE_BOXES[animal]):
            _box(surface, L.rects[Loc("pen", q, i, b)], Loc("pen", q, i, b), state, popping, pop)
        loc = Loc("bonus", q, i)
        br = L.rects[loc]
        mine = animal in sheet.bonuses
        fill = (255, 236, 160) if mine else CLAIMED if animal in claimed else BOX
        surface.blit(art.hexagon(br.w, fill, BOX_EDGE), br)
        if mine:
            _mark(surface, br.inflate(-br.w // 4, -br.h // 4), loc, popping, pop)
        blit_text(surface, f"+{C.BONUS_POINTS[animal]}", max(9, int(box * 0.36)),
                  DIM if animal in claimed and not mine else INK, br.center, "center", bold=True)
    cr = L.rects[("coin_icon", q)]
    surface.blit(art.icon("coin", cr.w), cr)
    for k in range(C.COIN_BOXES):
        _box(surface, L.rects[Loc("coin", q, slot=k)], Loc("coin", q, slot=k), state, popping, pop)
    bi = L.rects[("barn_icon", q)]
    surface.blit(art.icon("barn", bi.w), bi)
    for i, animal in enumerate(C.ANIMALS):
        loc = Loc("barn", q, i)
        br = L.rects[loc]
        pygame.draw.rect(surface, (246, 230, 222), br, border_radius=max(2, box // 8))
        pygame.draw.rect(surface, (168, 72, 52), br, width=max(1, box // 16), border_radius=max(2, box // 8))
        ghost = art.icon(animal, int(br.w * 0.7)).copy()
        ghost.set_alpha(90)
        surface.blit(ghost, ghost.get_rect(center=br.center))
        if crossed(state, loc):
            _mark(surface, br, loc, popping, pop)
    _footer(surface, L, sheet, q)


def _footer(surface, L, sheet, q):
    """The live score's parts: animals, bonuses, coin groups, barn (as the results add them)."""
    fr = L.rects[("footer", q)]
    if fr.h < 10:
        return
    b = score_sheet(sheet)
    parts = [("dice.score.animals", b["animal_points"]), ("dice.score.bonuses", b["bonus_points"]),
             ("dice.score.coins", b["coin_points"]), ("dice.score.barn", b["barn_penalty"])]
    line = "  ·  ".join(tr(key, n=value) for key, value in parts)
    blit_text(surface, line, max(9, int(L.box * 0.34)), DIM, (fr.centerx, fr.y + fr.h // 2), "center",
              max_w=fr.w)


def _header(surface, L, state, q, colour, is_bot):
    hr = L.rects[("header", q)]
    sheet = state.sheets[q]
    fs = max(11, int(L.box * 0.46))
    dot = max(6, L.box // 4)
    pygame.draw.circle(surface, colour, (hr.x + L.box // 2, hr.y + L.box // 2 + 2), dot)
    name = safe_text(sheet.name, 24) + (" \u2022 " + tr("dice.bot") if is_bot else "")
    score = tr("dice.points", n=total(sheet))
    taken_left = L.rects[Loc("taken", q, slot=0)].x if sheet.taken is not None else hr.right
    blit_text(surface, name, fs, INK, (hr.x + L.box, hr.y + int(L.box * 0.12)), "topleft", bold=True,
              max_w=max(20, taken_left - hr.x - L.box - 6))
    blit_text(surface, score, int(fs * 0.9), INK, (hr.x + L.box, hr.y + int(L.box * 0.12) + int(fs * 1.3)),
              "topleft")
    for k, face in enumerate(sheet.taken or []):
        tr_ = L.rects[Loc("taken", q, slot=k)]
        surface.blit(art.die(face, tr_.w), tr_)
    if sheet.taken is not None and not state.game_over:
        blit_text(surface, tr("dice.out_of_round"), max(9, int(L.box * 0.32)), DIM,
                  (hr.right - 8, hr.y + 4), "topright")


def _box(surface, rect, loc, state, popping, pop):
    pygame.draw.rect(surface, BOX, rect, border_radius=3)
    pygame.draw.rect(surface, BOX_EDGE, rect, width=max(1, rect.w // 18), border_radius=3)
    if crossed(state, loc):
        _mark(surface, rect, loc, popping, pop)


def _mark(surface, rect, loc, popping, pop):
    size = rect.w
    if loc == popping and pop < 1:
        size = int(rect.w * (1.6 - 0.6 * pop))
    img = art.cross(size)
    surface.blit(img, img.get_rect(center=rect.center))
