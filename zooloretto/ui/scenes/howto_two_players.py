"""How to play, the game for two: its setup (three trucks, some spaces blocked, two expansion
boards each) and its rounds (only face-up tiles are taken, the third truck's tiles leave the
game). The trucks and the face-down boards are drawn by the table's own code, with the
blocked spaces the rules' components give a game for two."""
from __future__ import annotations

import pygame

from ...zoo.rules import components as C
from ..kit import arrow, draw_paragraphs, fitting_font, INK_SOFT
from ..zoo import market_view, zoo_view
from ..kit.ink import text as board_text
from ..text import tr
from .howto_draw import cross, fence, tile

PAGES = ("two_players", "two_players_round")
PLAYERS = 2


def blocked_counts() -> tuple:
    """Blocked spaces per truck in a game for two, as the rules deal them."""
    return tuple(C.TWO_PLAYER_BLOCKED[:C.trucks_for(PLAYERS)])


def truck_slots(rect) -> list:
    """The three spaces of a truck drawn in rect, in the proportions of the table's layout
    (ui/zoo/layout.py): spaces over the bed's first three quarters, the cab after them."""
    slot = int(min(rect.h * 0.7, rect.w * 0.76 / C.TRUCK_SIZE - 4))
    y = rect.y + int(rect.h * 0.1)
    return [pygame.Rect(rect.x + int(rect.w * 0.04) + k * (slot + 4), y, slot, slot) for k in range(C.TRUCK_SIZE)]


def draw_truck(rect, surface, index, tiles=()):
    """Truck `index` of a game for two as the table draws it; returns its spaces."""
    slots = truck_slots(rect)
    blocked = [None] * blocked_counts()[index]           # face down: only their number shows
    market_view.draw_truck(surface, rect, slots, list(tiles), blocked, index)
    return slots


def truck_width(area, rows) -> int:
    """The widest truck that fits `rows` trucks in the area's height and half its width."""
    return int(min(area.w * 0.5, area.h / rows / 0.45))


def board_lettering(width, largest) -> int:
    """The largest lettering with which the table's face-down board holds its name in
    `width` with a margin (the table writes the name 1.15 times as large)."""
    name = tr("game.zoo.expansion")
    for fs in range(largest, 11, -1):
        if board_text(name, int(fs * 1.15), bold=True).get_width() <= width * 0.86:
            return fs
    return 11


def note(scene, surface, key, rect, size=15, **kw):
    """A caption wrapped into rect, shrunk rather than spilled."""
    text = tr(key, **kw)
    font = fitting_font(scene.app, text, size, rect.w, rect.h, smallest=11, spacing=1.15)
    return draw_paragraphs(surface, text, font, INK_SOFT, rect, spacing=1.15)


def picture_two_players(scene, surface, area, u):
    """The three trucks with their blocked spaces and what each carries, then the two
    face-down expansion boards each player has."""
    counts = blocked_counts()
    tw = truck_width(area.inflate(0, -int(area.h * 0.4)), len(counts))
    th = int(tw * 0.4)
    gap = max(6, th // 6)
    y = area.y
    for i, blocked in enumerate(counts):
        truck = pygame.Rect(area.x, y, tw, th)
        draw_truck(truck, surface, i, ["flamingo"] if i == 0 else ())
        room = pygame.Rect(truck.right + gap * 2, truck.y, area.right - truck.right - gap * 2, truck.h)
        text = tr("help.two_players_room", count=C.TRUCK_SIZE - blocked)
        font = fitting_font(scene.app, text, 16, room.w, room.h, smallest=11, spacing=1.15)
        draw_paragraphs(surface, text, font, INK_SOFT, room.move(0, (room.h - font.get_linesize()) // 2 - 4),
                        spacing=1.15)
        y += th + gap
    y += gap * 2
    boards = C.expansions_for(PLAYERS)
    bw = min(int((area.w - gap * (boards - 1)) / boards), tw)
    bh = min(int(bw * 0.5), int((area.bottom - y) * 0.62))
    t = int(bh / 1.4)
    fs = board_lettering(bw, int(t * 0.3))
    for k in range(boards):
        board = pygame.Rect(area.x + k * (bw + gap), y, bw, bh)
        zoo_view._face_down_expansion(surface, board, t, fs)          # the table's own board
    below = y + bh + gap
    note(scene, surface, "help.two_players_boards", pygame.Rect(area.x, below, area.w, area.bottom - below))


def picture_two_players_round(scene, surface, area, u):
    """Above: a truck taken, only its face-up tile goes to the zoo. Below: the truck nobody
    took when both players had one, its tiles out of the game."""
    half = area.h // 2
    tw = truck_width(pygame.Rect(area.x, area.y, area.w, half), 1.6)
    th = int(tw * 0.4)
    for row, (index, tiles, key) in enumerate(((2, ("kangaroo",), "help.two_players_face_up"),
                                               (1, ("leopard", "stall:popcorn"), "help.two_players_leftover"))):
        top = area.y + row * half
        truck = pygame.Rect(area.x, top, tw, th)
        slots = draw_truck(truck, surface, index, tiles)
        t = slots[0].w
        start = (truck.right + t // 4, truck.y + th // 2)
        end = (start[0] + t, start[1])
        arrow(surface, start, end, width=max(4, t // 12))
        x = end[0] + t // 4
        if row == 0:                                     # the face-up tiles, now in an enclosure
            fence(surface, pygame.Rect(x, truck.y + th // 2 - t * 6 // 10, len(tiles) * (t + 6) + 8, t * 12 // 10))
        for k, code in enumerate(tiles):
            spot = pygame.Rect(x + 4 + k * (t + 6), truck.y + th // 2 - t // 2, t, t)
            tile(code, t, surface, spot.topleft)
            if row == 1:                                 # out of the game
                veil = pygame.Surface(spot.size, pygame.SRCALPHA)
                veil.fill((255, 250, 240, 130))
                surface.blit(veil, spot)
                cross(surface, spot)
        below = truck.bottom + t // 3
        note(scene, surface, key, pygame.Rect(area.x, below, area.w, top + half - below))


PICTURES = {name: globals()[f"picture_{name}"] for name in PAGES}
