"""Drawing the whole Zoomaka table, in order: the felt, the bar (turn, who decides, the
actions left, the Setting in effect), the message line (what the player is asked, the
hint, the turn check), the piles (Draw, Discard, Setting; the animals in the Discard pile;
an asset paid to place), the zoos, the hand, the cards in the air, the card held, the
game talk's last lines, and the refusal or news of the moment."""
from __future__ import annotations

import pygame

from ...zoomaka.rules.cards import CARDS
from ...zoomaka.rules.legal import action_limit
from ...zoomaka.rules.places import Loc, card_at
from ..safe_draw import safe_text
from ..table import ink
from ..table.ink import CREAM, INK, blit_text
from ..text import tr
from . import card_art
from .words import card_name, prompt
from .layout import TALK_LINES
from .zoo_draw import LIT, draw_zoo

NEWS = (255, 246, 222)
REFUSAL = (255, 214, 204)


def draw_table(surface, t):
    L, s = t.layout, t.state
    surface.blit(ink.background(L.size, L.bar.h, L.size[0], 0), (0, 0))
    held = t.hand.selected if t.hand.drag.dragging or t.hand.selected is not None else None
    lit = t.hand.lit() if held is not None else set()
    if t.hint is not None and held is None:
        lit = set(_hint_places(t))
    _bar(surface, t)
    _message(surface, t)
    _piles(surface, t, lit, held)
    for seat in L.panels:
        draw_zoo(surface, t, s, seat, lit, held if t.hand.drag.dragging else None)
    _hand(surface, t, lit, held)
    _talk(surface, t)
    t.anim.draw(surface)
    if held is not None and t.hand.drag.dragging:
        _held(surface, t, held)


def _hint_places(t):
    try:
        piece, drop = t.session.rules.gesture_of(t.state, t.hint)
    except (ValueError, KeyError, TypeError):
        return []
    return [p for p in (piece, drop) if p is not None]


def _bar(surface, t):
    L, s = t.layout, t.state
    fs = max(11, int(18 * L.u))
    name = safe_text(t.names()[s.active], 24)
    words = tr("zoomaka.bar.turn", n=s.turn + 1, name=name)
    if not s.game_over:
        left = max(0, action_limit(s) - s.used)
        words += "   " + tr("zoomaka.bar.actions", count=left, limit=action_limit(s))
    if s.settings:
        words += "   " + tr("zoomaka.bar.setting", card=card_name(s.settings[-1]))
    right = min(b.rect.x for b in t.buttons.values()) if t.buttons else L.bar.right
    blit_text(surface, words, fs, (255, 246, 226), (L.pad, L.bar.centery), "midleft", bold=True,
              max_w=right - 2 * L.pad)


def _message(surface, t):
    L = t.layout
    right = getattr(t.flow, "text_right", L.message.right) - L.pad
    said = t.flow.sentence()
    colour = NEWS
    if not said and t.message is not None:
        said, colour = t.message[0], t.message[1]
    if not said:
        said = prompt(t.state, t.names(), t.is_bot)
    shade = pygame.Surface(L.message.size, pygame.SRCALPHA)
    shade.fill((20, 30, 22, 120))
    surface.blit(shade, L.message.topleft)
    blit_text(surface, said, max(10, int(16 * L.u)), colour, (L.pad, L.message.centery), "midleft",
              max_w=right - L.pad)


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
    for k, card in enumerate(s.discard):
        r = L.rects.get(Loc("discard", slot=k))
        if r is not None:
            surface.blit(card_art.small(card, r.w, r.h), r)
            if Loc("discard", slot=k) in lit:
                pygame.draw.rect(surface, LIT, r, 2, border_radius=4)
    r = L.rects.get(Loc("received", slot=0))
    if r is not None and s.received:
        blit_text(surface, tr("zoomaka.pile.received"), fs, CREAM, (r.x, r.y - 2), "bottomleft",
                  max_w=L.column.w)
        if held != Loc("received", slot=0):
            surface.blit(card_art.face(s.received[0], r.w, r.h), r)


def hand_hidden(t) -> bool:
    """A hand is shown only to its owner: not while the hand-over waits, nor a bot's."""
    return t.flow.handing_over or t.is_bot(t.layout.viewer)


def _hand(surface, t, lit, held):
    L, s = t.layout, t.state
    seat = L.viewer
    cards = s.players[seat].hand
    hidden = hand_hidden(t)
    if Loc("hand", seat) in lit:
        pygame.draw.rect(surface, LIT, L.hand.inflate(8, 8), 4, border_radius=10)
    for k, card in enumerate(cards):
        loc = Loc("hand", seat, slot=k)
        r = L.rects.get(loc)
        if r is None or (loc == held and t.hand.drag.dragging):
            continue
        lift = 0 if loc != held else int(L.card_h * 0.12)
        pic = card_art.back(r.w, r.h) if hidden else card_art.face(card, r.w, r.h)
        surface.blit(pic, r.move(0, -lift))
        if loc == held:
            pygame.draw.rect(surface, LIT, r.move(0, -lift), 3, border_radius=8)
        elif not hidden and held is None and loc in t.hand.drops() and t.interactive():
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


def _held(surface, t, held):
    L, s = t.layout, t.state
    home = L.rect(held)
    pos = t.hand.drag.pos
    if home is None or pos is None:
        return
    card = card_at(s, held) if held.area != "draw" else None
    w, h = L.card_w, L.card_h
    pic = card_art.face(card, w, h) if card in CARDS else card_art.back(w, h)
    off = t.hand.drag.offset
    x, y = pos[0] - min(off[0], w - 4), pos[1] - min(off[1], h - 4)
    surface.blit(pic, (x, y))
    pygame.draw.rect(surface, INK, (x, y, w, h), 1, border_radius=8)
