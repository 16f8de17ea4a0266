"""Drawing one Zoomaka zoo: its panel with the player's name and colour, how many sections
are complete of those the win needs, the bank (face down: its count; the owner sees its
cards and their total), an opponent's hand as a count, and each section with its type,
its progress towards complete, its add-ons and animals; the viewer's new-section places."""
from __future__ import annotations

import pygame

from ...zoomaka.rules import rulings as R
from ...zoomaka.rules import zoo as zoo_rules
from ...zoomaka.rules.cards import SECTION_SIZE, TYPES, VALUE_OF
from ...zoomaka.rules.places import Loc
from ...zoomaka.rules.state import HIDDEN
from ..kit.ink import CREAM, GOLD, INK, blit_text, panel, text
from ..text import tr
from . import card_art
from .pieces import hand_hidden
from .words import progress_sayings
from .zoo_labels import card_strips, header_labels, own_section_labels, section_label, shown_name

LIT = (255, 214, 80)
PANEL = (238, 228, 204)
COMPLETE = (250, 226, 140)


def need_to_win(state) -> int:
    return R.win_sections(len(state.players))


def draw_zoo(surface, t, s, seat, lit, held):
    L = t.layout
    box = L.panels[seat]
    own = seat == L.viewer
    colour = t.colour(seat)
    current = seat == s.current and not s.game_over
    panel(surface, box, PANEL, colour, radius=10, width=4 if current else 2)
    p = s.players[seat]
    if own:
        _own_title(surface, t, s, seat)
    if Loc("zoo", seat) in lit:
        pygame.draw.rect(surface, LIT, box, 4, border_radius=10)
    if own:
        _own_bank(surface, t, s, seat, lit, held)
        _new_sections(surface, t, s, seat, lit)
    else:
        for area in ("hand", "bank"):
            rect = L.rects[Loc(area, seat)]
            pygame.draw.rect(surface, (60, 84, 70), rect, border_radius=6)
            if Loc(area, seat) in lit:
                pygame.draw.rect(surface, LIT, rect, 3, border_radius=6)
        for words, px, bold, rect, room in header_labels(L, s, seat, shown_name(t, seat)):
            ink = CREAM if room.y >= L.headers[seat].bottom else INK     # the chips' line: on green
            surface.blit(text(words, px, ink, bold), rect)
    for i, sec in enumerate(p.zoo):
        _section(surface, L, s, seat, i, sec, lit, held, own)


def _own_title(surface, t, s, seat):
    L = t.layout
    fs = max(10, int(15 * L.u))
    head = L.headers[seat]
    r = blit_text(surface, shown_name(t, seat), fs + 1, INK, (head.x, head.centery), "midleft", bold=True,
                  max_w=int(head.w * 0.45))
    p = s.players[seat]
    done = zoo_rules.complete_count(p)          # the rules' count
    blit_text(surface, progress_sayings(done, need_to_win(s))[0], fs, INK,
              (r.right + L.pad, head.centery), "midleft", max_w=max(20, head.right - r.right - L.pad * 2))


def _own_bank(surface, t, s, seat, lit, held):
    L = t.layout
    bank = L.rects[Loc("bank", seat)]
    cards = s.players[seat].bank
    pygame.draw.rect(surface, (214, 200, 170), bank, border_radius=8)
    pygame.draw.rect(surface, LIT if Loc("bank", seat) in lit else (150, 112, 72), bank,
                     3 if Loc("bank", seat) in lit else 1, border_radius=8)
    if hand_hidden(t):              # face down: only its count (a replay of a game not over)
        cards = [HIDDEN] * len(cards)
    known = [c for c in cards if c in VALUE_OF]
    label = tr("zoomaka.bank_total", count=len(cards), total=sum(VALUE_OF[c] for c in known)) \
        if len(known) == len(cards) else tr("zoomaka.bank_count", count=len(cards))
    px = max(9, int(13 * L.u))
    if len(known) != len(cards) and text(label, px, bold=True).get_width() > bank.w - 6:
        label = tr("zoomaka.bank_count_short", count=len(cards))       # a narrow bank: "Bank 3"
    blit_text(surface, label, px, INK, (bank.centerx, bank.y + 4), "midtop", bold=True, max_w=bank.w - 6)
    for k, card in enumerate(cards):
        loc = Loc("bank", seat, slot=k)
        r = L.rects.get(loc)
        if r is None or loc == held:
            continue
        surface.blit(card_art.small(card, r.w, r.h), r)
        if loc in lit:
            pygame.draw.rect(surface, LIT, r, 2, border_radius=4)


def _new_sections(surface, t, s, seat, lit):
    L = t.layout
    box = getattr(L, "new_box", None)
    if box is None or box.w == 0:
        return
    pygame.draw.rect(surface, (226, 214, 186), box, border_radius=8)
    blit_text(surface, tr("zoomaka.new_section"), max(9, int(13 * L.u)), INK, (box.centerx, box.y + 4),
              "midtop", bold=True, max_w=box.w - 6)
    for k, t_name in enumerate(TYPES):
        loc = Loc("new", seat, slot=k)
        r = L.rects.get(loc)
        if r is None:
            continue
        is_lit = loc in lit
        pygame.draw.rect(surface, (250, 240, 210) if is_lit else (208, 196, 168), r, border_radius=6)
        size = int(min(r.w, r.h) * 0.8)
        pic = card_art.type_badge(t_name, size)
        if not is_lit and lit:
            pic = pic.copy()
            pic.set_alpha(110)
        surface.blit(pic, pic.get_rect(center=r.center))
        if is_lit:
            pygame.draw.rect(surface, LIT, r, 3, border_radius=6)


def _section(surface, L, s, seat, i, sec, lit, held, own):
    col = L.rects[Loc("section", seat, i)]
    size = SECTION_SIZE[sec.type]
    full = len(sec.animals) >= size
    pygame.draw.rect(surface, COMPLETE if full else (222, 230, 200), col, border_radius=6)
    if Loc("section", seat, i) in lit:
        pygame.draw.rect(surface, LIT, col, 3, border_radius=6)
    head = L.section_heads[(seat, i)]
    badge = max(8, head.h - 4)
    surface.blit(card_art.type_badge(sec.type, badge), (head.x + 2, head.y + 2))
    # the type's name when it fits whole, else the badge and "2/4" (the name is in the tooltip)
    for said in own_section_labels(L, s, seat, i) if own else [section_label(L, s, seat, i)]:
        surface.blit(text(said.words, said.px, INK, said.bold), said.rect)
    bar = pygame.Rect(head.x + 2, head.bottom - 2, head.w - 4, 3)
    pygame.draw.rect(surface, (190, 180, 150), bar)
    pygame.draw.rect(surface, GOLD if full else (96, 150, 80),
                     (bar.x, bar.y, int(bar.w * min(1, len(sec.animals) / size)), bar.h))
    for loc, card, r, words in card_strips(L, seat, i, sec):
        if loc == held:
            continue
        surface.blit(card_art.small(card, r.w, r.h, words), r)
        if loc in lit:
            pygame.draw.rect(surface, LIT, r, 2, border_radius=4)
