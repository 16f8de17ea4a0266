"""The middle of the dice table: the supply of dice, the tray where rolled dice lie, and
the trucks with their crates. While dice tumble (a roll being shown) the tray shows
them spinning with changing faces; the faces stand still when the roll lands."""
from __future__ import annotations

import math
import random

import pygame

from ...dice.rules import components as C
from ...dice.rules.places import Loc
from ..kit.ink import GOLD, INK, WOOD, WOOD_DARK, WOOD_LIGHT, blit_text, panel, wrap
from ..text import tr
from . import art

FELT = (46, 84, 58)
CRATE = (206, 170, 116)
CRATE_EDGE = (120, 84, 48)


def draw_market(surface, L, state, *, step=None, lit=(), held=None, hidden=()):
    """The supply, the tray and the trucks of `state`; `lit` places glow (legal drops),
    `held` is the Loc of the die or truck in the hand (drawn faint where it was)."""
    fs = L.font_size(15)
    clip = surface.get_clip()       # a frame drawn again in part: what lies outside it is let be
    if clip.colliderect(L.supply.inflate(16, 16)):
        _supply(surface, L, state, lit, fs)
    if clip.colliderect(L.tray.inflate(L.crate * 2, L.crate * 2)):   # (tumbling dice stray)
        _tray(surface, L, state, step, lit, held, hidden)
    # the trucks
    for i, dice in enumerate(state.trucks):
        if clip.colliderect(L.rects[Loc("truck", index=i)].inflate(L.crate, L.crate)):
            _truck(surface, L, i, dice, lit, held, hidden)


def _supply(surface, L, state, lit, fs):
    r = L.supply
    panel(surface, r, WOOD, WOOD_DARK, radius=12)
    blit_text(surface, tr("dice.supply"), fs, (255, 246, 226), (r.centerx, r.y + 6), "midtop", bold=True)
    n = state.supply
    note = blit_text(surface, tr("dice.dice_left", n=n), L.font_size(13), (255, 246, 226),
                     (r.centerx, r.bottom - 6), "midbottom")
    top, room = r.y + fs + 12, note.y - r.y - fs - 16        # between the title and the note
    cols = 3 if n <= 6 else 4
    rows = max(1, -(-n // cols))
    size = int(min(L.crate * 0.62, (r.w - 12) / (cols * 1.08), room / (rows * 0.72 + 0.28)))
    for k in range(n):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        x = r.centerx - int(size * 1.08 * in_row / 2) + int(col * size * 1.08)
        surface.blit(art.die(None, size), (x, top + int(row * size * 0.72)))
    if Loc("supply") in lit:
        pygame.draw.rect(surface, GOLD, r, width=4, border_radius=12)


def _tray(surface, L, state, step, lit, held, hidden):
    t = L.tray
    panel(surface, t, FELT, WOOD_DARK, radius=14, width=4)
    rolling = step is not None and step.event.type == "dice_rolled" and step.progress < 1
    if rolling:
        _tumble(surface, L, step)
    else:
        for k, face in zip(state.rolled_slots, state.rolled):     # each die on its own place
            loc = Loc("tray", slot=k)
            if loc in hidden:
                continue
            img = art.die(face, L.crate)
            if loc == held:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, L.rects[loc])
        if not state.rolled:
            y = t.y + 8
            for line in wrap(tr("dice.tray"), L.font_size(13), t.w - 16)[:3]:
                r = blit_text(surface, line, L.font_size(13), (200, 220, 200), (t.centerx, y), "midtop")
                y = r.bottom
    if Loc("tray") in lit:
        pygame.draw.rect(surface, GOLD, t, width=4, border_radius=14)


def _truck(surface, L, i, dice, lit, held, hidden):
    whole = Loc("truck", index=i)
    r = L.rects[whole]
    panel(surface, r, WOOD_LIGHT, WOOD_DARK, radius=12)
    icon = art.icon("truck", int(L.crate * 0.55))
    surface.blit(icon, (r.x + 8, r.y + 4))
    blit_text(surface, tr("dice.truck", n=i + 1), L.font_size(15), INK,
              (r.x + 14 + icon.get_width(), r.y + 4 + icon.get_height() // 2), "midleft", bold=True)
    faded = held is not None and held.area == "truck" and held.index == i
    for c in range(C.CRATES):
        loc = Loc("truck", index=i, slot=c)
        cr = L.rects[loc]
        pygame.draw.rect(surface, CRATE, cr, border_radius=6)
        pygame.draw.rect(surface, CRATE_EDGE, cr, width=2, border_radius=6)
        for k in (1, 2):
            y = cr.y + cr.h * k // 3
            pygame.draw.line(surface, CRATE_EDGE, (cr.x + 4, y), (cr.right - 5, y), 1)
        if c < len(dice) and loc not in hidden:
            img = art.die(dice[c], cr.w)
            if faded:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, cr)
    if whole in lit:
        pygame.draw.rect(surface, GOLD, r, width=4, border_radius=12)
        free = next((c for c in range(len(dice), C.CRATES)), None)
        if free is not None:
            pygame.draw.rect(surface, GOLD, L.rects[Loc("truck", index=i, slot=free)], width=4,
                             border_radius=6)


def _tumble(surface, L, step):
    for img, r in tumbling(L, step):
        surface.blit(img, r)


def tumbling(L, step) -> list:
    """(picture, place) of the two dice spinning across the tray, faces flicking, slowing
    to a stop."""
    p = step.progress
    rng = random.Random(int(p * 14) + 31 * step.event.number)
    out = []
    for k, face in enumerate(step.event.faces):
        home = L.rects[Loc("tray", slot=k)]
        spin = (1 - p) ** 2
        angle = int(720 * spin * (1 if k else -1)) % 360
        dx = int(math.sin(p * 9 + k) * L.crate * 0.35 * spin)
        dy = -int(abs(math.sin(p * 7.5 + k * 1.7)) * L.crate * 0.5 * spin)
        shown = face if p > 0.8 else rng.choice(C.FACES)
        img = art.die(shown, L.crate, angle // 15 * 15)
        out.append((img, img.get_rect(center=(home.centerx + dx, home.centery + dy))))
    return out
