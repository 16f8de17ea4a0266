"""Zoomaka away from its table (ui/final_table.py asks it through games.py): one player's
zoo as its sections, a row each: the type's badge, animals of the size needed, a complete
one in bold (the rules' standing, never worked out here); as many rows as fit."""
from __future__ import annotations

import pygame

from ...zoomaka.rules import scoring
from .. import art
from ..kit import INK, INK_SOFT, draw_text
from .card_art import type_badge
from .words import type_name

TITLE = "history.game_zoomaka"
FILE_STEM = "zoomaka"
CELL_ASPECT = 0.72
FONT_SIZE = 13
SAVE_STATUS = "menu.zoomaka_save"   # the Load screen: "Zoomaka · Round 6"
SERIES_COLOUR = (92, 134, 70)       # its line in the Statistics' chart
BEST_CAPTION = "history.best_zoomaka"


def columns(players: int) -> int:
    return min(players, 2 if players <= 4 else 3)


def player_picture(state, seat: int, colour, size, subtitle: str = "") -> pygame.Surface:
    picture = pygame.Surface(size, pygame.SRCALPHA)
    if not 0 <= seat < len(getattr(state, "players", ())):
        return picture
    font, bold = art.font(FONT_SIZE), art.font(FONT_SIZE, True)
    px = font.get_height() + 4
    y = 4
    known = scoring.standing(state.players[seat])
    for kind, sec in known["sections"].items():
        if y + px > size[1]:
            break
        picture.blit(type_badge(kind, px), (0, y))
        done = kind in known["complete"]
        line = f"{type_name(kind)} {sec['animals']}/{sec['size']}"
        draw_text(picture, line, bold if done else font, INK if done else INK_SOFT, (px + 6, y + 2))
        y += px + 4
    return picture


def talk_lines(record, names) -> list:
    """Every line of the table's Log, oldest first."""
    from .log import ZoomakaLog
    return [line.text for line in ZoomakaLog().lines(record, names)]


def glimpse(surface, state, seat: int, small, x: int, y: int, t: int, right: int, gap: int) -> None:
    """The Load screen's line of a zoo: each section's sign and its animals of the size that
    completes it."""
    from ...zoomaka.rules.cards import SECTION_SIZE
    for sec in state.players[seat].zoo:
        label = f"{len(sec.animals)}/{SECTION_SIZE[sec.type]}"
        width = t + small.size(label)[0] + gap // 2
        if x + width > right:
            break
        surface.blit(type_badge(sec.type, t), (x, y))
        draw_text(surface, label, small, INK, (x + t + 2, y + t), "bottomleft")
        x += width + gap // 2
