"""Drawing the whole Zoomaka table, in order: the felt, the bar (turn, who decides, the
actions left, the Setting in effect), the message line (what the player is asked, the
hint, the turn check), the piles (Draw, Discard, Setting; the animals in the Discard pile;
an asset paid to place), the zoos, the hand, the cards in the air, the card held, the
game talk's last lines, the refusal or news of the moment, and the tooltip on top."""
from __future__ import annotations

import pygame

from ...zoomaka.rules.places import Loc
from ..kit import ink
from ..safe_draw import safe_text
from ..kit.ink import CREAM, INK, blit_text
from ..text import tr
from . import card_art
from .layout import TALK_LINES
# (NEWS and hand_hidden are read from here too)
from .pieces import (NEWS, areas, bar_words, hand_cards, hand_hidden, held_card, held_piece,  # noqa: F401
                     lit_places, message_said)
from .zoo_draw import LIT, draw_zoo

REFUSAL = (255, 214, 204)


def draw_table(surface, t):
    L, s = t.layout, t.state
    surface.blit(ink.background(L.size, L.bar.h, L.size[0], 0), (0, 0))
    held = held_piece(t)
    lit = lit_places(t, held)
    # a frame drawn again in part (ui/damage.py): a piece whose area lies outside is let be
    clip, where = surface.get_clip(), areas(t)
    if clip.colliderect(where["bar"]):
        _bar(surface, t)
    if clip.colliderect(where["message"]):
        _message(surface, t)
    if clip.colliderect(where["column"]):
        _piles(surface, t, lit, held)
    for seat in L.panels:
        if clip.colliderect(where[seat]):
            draw_zoo(surface, t, s, seat, lit, held if t.hand.drag.dragging else None)
    if clip.colliderect(where["hand"]):
        _hand(surface, t, lit, held)
    if clip.colliderect(where["talk"]):
        _talk(surface, t)
    t.anim.draw(surface)
    drawn = held_card(t, held)
    if drawn is not None:
        _held(surface, t, *drawn)       # (the tooltip: the scene's, over the log and the coach)


def _bar(surface, t):
    L = t.layout
    words, right = bar_words(t)
    blit_text(surface, words, max(11, int(18 * L.u)), (255, 246, 226), (L.pad, L.bar.centery), "midleft",
              bold=True, max_w=right - 2 * L.pad)


def _message(surface, t):
    L = t.layout
    said, colour, right = message_said(t)
    shade = pygame.Surface(L.message.size, pygame.SRCALPHA)
    shade.fill((20, 30, 22, 120))
    surface.blit(shade, L.message.topleft)
    blit_text(surface, said, max(10, int(16 * L.u)), colour, (L.pad, L.message.centery), "midleft",
              max_w=right - 2 * L.pad)


def _piles(surface, t, lit, held):
    L, s = t.layout, t.state
    fs = max(9, int(13 * L.u))
    labels = {"draw": tr("zoomaka.pile.draw", count=len(s.draw)),
              "discard": tr("zoomaka.pile.discard", count=len(s.discard)),
              "settings": tr("zoomaka.pile.settings", count=len(s.settings))}
    for area, label in labels.items():
        r = L.rects[Loc(area)]
        blit_text(surface, label, fs, CREAM, (r.x, r.y - 2), "bottomleft", max_w=L.column.w)
        pile = getattr(s, area)
        if not pile:
            pygame.draw.rect(surface, (40, 60, 46), r, 2, border_radius=6)
        elif area == "draw":
            surface.blit(card_art.back(r.w, r.h), r)
        elif not (held == Loc(area)):
            surface.blit(card_art.face(pile[-1], r.w, r.h), r)
        if Loc(area) in lit:
            pygame.draw.rect(surface, LIT, r.inflate(6, 6), 4, border_radius=8)
    top = getattr(L, "strays_top", None)
    if top is not None and any(Loc("discard", slot=k) in L.rects for k in range(len(s.discard))):
        blit_text(surface, tr("zoomaka.pile.strays"), fs, CREAM, (L.column.x, top - 2), "bottomleft",
                  max_w=L.column.w)
    for k, card in enumerate(s.discard):
        r = L.rects.get(Loc("discard", slot=k))
        if r is not None:
            surface.blit(card_art.small(card, r.w, r.h), r)
            if Loc("discard", slot=k) in lit:
                pygame.draw.rect(surface, LIT, r, 2, border_radius=4)
    r = L.rects.get(Loc("received", slot=0))
    if r is not None and s.received:
        blit_text(surface, tr("zoomaka.pile.received_by", name=safe_text(t.names()[s.active], 24)), fs, CREAM,
                  (r.x, r.y - 2), "bottomleft", max_w=L.column.right + L.pad // 2 - r.x)   # waiting for their receiver
        if held != Loc("received", slot=0):
            surface.blit(card_art.face(s.received[0], r.w, r.h), r)


def _hand(surface, t, lit, held):
    L = t.layout
    if Loc("hand", L.viewer) in lit:
        pygame.draw.rect(surface, LIT, L.hand.inflate(8, 8), 4, border_radius=10)
    for loc, card, lifted, underlined in hand_cards(t, lit, held):
        r = L.rects[loc]
        lift = int(L.card_h * 0.12) if lifted else 0
        pic = card_art.back(r.w, r.h) if card is None else card_art.face(card, r.w, r.h)
        surface.blit(pic, r.move(0, -lift))
        if lifted or loc in lit:        # (lit: a Response that may answer the fee asked)
            pygame.draw.rect(surface, LIT, r.move(0, -lift), 3, border_radius=8)
        if underlined and not lifted:
            pygame.draw.line(surface, LIT, (r.x + 6, r.bottom - 3), (r.right - 6, r.bottom - 3), 3)


def _talk(surface, t):
    """The game talk's last lines, in their strip between the zoos and the hand."""
    L = t.layout
    lines = t.talk.last(TALK_LINES)
    if not lines:
        return
    y = L.talk.bottom
    for line in reversed(lines):
        r = blit_text(surface, line, L.talk_px, CREAM, (L.talk.x, y), "bottomleft", max_w=L.talk.w)
        y = r.y - 1


def _held(surface, t, card, r):
    pic = card_art.face(card, r.w, r.h) if card is not None else card_art.back(r.w, r.h)
    surface.blit(pic, r)
    pygame.draw.rect(surface, INK, r, 1, border_radius=8)
