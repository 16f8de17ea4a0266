"""How to play Zoomaka, the card game: its pages and their pictures, drawn with the table's
own card faces (ui/zoomaka/card_art.py); the text is in help.*.json, the deck's cards and
section sizes come from the rules."""
from __future__ import annotations

import pygame

from ...zoomaka.rules import rulings as ZR
from ...zoomaka.rules.cards import SECTION_SIZE
from ..kit import ACCENT, arrow, draw_text, text_font
from ..zoomaka import card_art

PAGES = ("zoomaka_goal", "zoomaka_turn", "zoomaka_settings", "zoomaka_answers", "zoomaka_deck")


def _cards(surface, ids, x, y, w, h, gap):
    """Card faces in a row from (x, y); the rectangle of each."""
    rects = []
    for k, card in enumerate(ids):
        r = pygame.Rect(x + k * (w + gap), y, w, h)
        surface.blit(card_art.face(card, w, h) if card else card_art.back(w, h), r)
        rects.append(r)
    return rects


def _size(area, across, down):
    """A card's width and height so that `across` cards and `down` rows fit the area."""
    w = int(min(area.w / (across + 0.6), area.h / (down * 1.45 + 1.2) / 1.4))
    return w, int(w * 1.4)


def _number(scene, surface, n, centre, r):
    pygame.draw.circle(surface, ACCENT, centre, r)
    draw_text(surface, str(n), text_font(scene.app, 15, True), (255, 250, 240), centre, "center")


def picture_zoomaka_goal(scene, surface, area, u):
    w, h = _size(area, 4, 2)
    gap = w // 6
    x = area.x + (area.w - 4 * w - 3 * gap) // 2
    rects = _cards(surface, ("bird-1", "predator-1", "ocean-1", "monkey-1"), x, area.y + h // 8, w, h, gap)
    scene.caption(surface, "help.zoomaka_sections_caption", (area.centerx, rects[0].bottom + h // 8),
                  width=area.w, count=ZR.win_sections(2), five=ZR.win_sections(5))
    sizes = sorted(set(SECTION_SIZE.values()))
    scene.caption(surface, "help.zoomaka_sizes_caption", (area.centerx, rects[0].bottom + h // 2),
                  width=area.w, low=sizes[0], high=sizes[-1])


def picture_zoomaka_turn(scene, surface, area, u):
    w, h = _size(area, 4, 2)
    gap = w // 3
    x = area.x + (area.w - 4 * w - 3 * gap) // 2
    r = max(10, w // 6)
    y = area.y + max(h // 6, 2 * r + max(2, r // 4) + 1)       # room above for the numbers
    rects = _cards(surface, ("reptile-1", "robber-1", "two_color_entrance-1", None), x, y, w, h, gap)
    for n, rect in enumerate(rects[:3], 1):         # above the card: its name stays readable
        _number(scene, surface, n, badge_centre(rect, r, area), r)
    arrow(surface, (rects[2].right + gap // 6, y + h // 2), (rects[3].x - gap // 6, y + h // 2),
          width=max(3, w // 14))
    scene.caption(surface, "help.zoomaka_actions_caption", (area.centerx, y + h + h // 6), width=area.w)
    scene.caption(surface, "help.zoomaka_draw_caption", (area.centerx, y + h + h // 2), width=area.w,
                  count=ZR.DRAW, empty=ZR.DRAW_EMPTY_HAND)


def badge_centre(card, r, area) -> tuple:
    """Where an action's number sits: just above its card, within the picture's area."""
    return card.centerx, max(area.y + r, card.y - r - max(2, r // 4))


def picture_zoomaka_settings(scene, surface, area, u):
    """Setting cards: one laid on the Setting pile covers the last; the top one rules."""
    w, h = _size(area, 3, 1.6)
    gap = w // 2
    x = area.x + (area.w - 3 * w - 2 * gap) // 2
    y = area.y + h // 8
    pile = _cards(surface, ("carnival-1",), x + 2 * (w + gap) - w // 5, y - h // 12, w, h, 0)
    rects = _cards(surface, ("roar-1", "payday-1"), x, y, w, h, gap)
    surface.blit(card_art.face("payday-1", w, h), pile[0].move(w // 5, h // 12))     # on top of the pile
    arrow(surface, (rects[1].right + gap // 6, y + h // 2), (pile[0].x - gap // 6 + w // 5, y + h // 2),
          width=max(3, w // 14))
    scene.caption(surface, "help.zoomaka_settings_caption", (area.centerx, y + h + h // 6), width=area.w)


def picture_zoomaka_answers(scene, surface, area, u):
    w, h = _size(area, 3, 2)
    gap = w // 2
    x = area.x + (area.w - 3 * w - 2 * gap) // 2
    y = area.y + h // 8
    top = _cards(surface, ("robber-1", "no_way-1"), x, y, w, h, gap * 3 + w)
    arrow(surface, (top[0].right + gap // 4, y + h // 2), (top[1].x - gap // 4, y + h // 2), width=max(3, w // 14))
    scene.caption(surface, "help.zoomaka_response_caption", (area.centerx, y + h + h // 12), width=area.w)
    y += h + h // 2
    low = _cards(surface, ("two_color_entrance-1", None, None), x, y, w, h, gap)
    arrow(surface, (low[0].right + gap // 6, y + h // 2), (low[1].x - gap // 6, y + h // 2), width=max(3, w // 14))
    scene.caption(surface, "help.zoomaka_fee_caption", (area.centerx, y + h + h // 12), width=area.w)


def picture_zoomaka_deck(scene, surface, area, u):
    w, h = _size(area, 3, 1.6)
    gap = w // 5
    x = area.x + (area.w - 3 * w - 2 * gap) // 2
    rects = _cards(surface, ("fortune_tellers_hut-1", "video_camera-1", "ice_cream_stand-1"), x,
                   area.y + h // 8, w, h, gap)
    scene.caption(surface, "help.zoomaka_deck_caption", (area.centerx, rects[0].bottom + h // 6), width=area.w)


PICTURES = {name: globals()[f"picture_{name}"] for name in PAGES}
