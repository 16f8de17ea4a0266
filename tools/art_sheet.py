"""Render every tile code, tile back and icon to one PNG for a visual check.

    python tools/art_sheet.py OUT.png
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import pygame  # noqa: E402

from zooloretto.zoo.rules.components import ANIMALS, STALLS  # noqa: E402
from zooloretto.ui import art  # noqa: E402

SIZES = (24, 48, 96)
GAP = 6


def rows():
    """Lines of the sheet: (label, [tile codes or ('icon', name) / ('back',)])."""
    variants = ("", ":male", ":female", ":male:bred", ":female:bred", ":baby")
    for animal in ANIMALS:
        yield animal, [animal + v for v in variants]
    yield "stalls, coin", ["stall:" + s for s in STALLS] + ["coin", ("back",)]


def render(path: str) -> None:
    pygame.init()
    title = art.font(20, bold=True)
    label = art.font(13)
    row_list = list(rows())
    per_row = max(len(items) for _, items in row_list)
    col_w = [per_row * (s + GAP) + 24 for s in SIZES]
    label_w = 110
    width = label_w + sum(col_w) + GAP
    row_h = max(SIZES) + GAP * 2
    icon_names = art.ICON_NAMES
    height = 50 + len(row_list) * row_h + 2 * GAP + 24 + 48 + 2 * 96 + 6 * GAP + 60
    sheet = pygame.Surface((width, height))
    sheet.fill(art.PALETTE["table"])
    sheet.blit(title.render("Zooloretto art sheet — Зоолоретто: 24 / 48 / 96 px",
                            True, art.PALETTE["ink_light"]), (GAP * 2, 12))
    y = 50
    for name, items in row_list:
        pygame.draw.rect(sheet, art.PALETTE["board"], (0, y, width, row_h - 2))
        sheet.blit(label.render(name, True, art.PALETTE["ink"]), (GAP * 2, y + row_h // 2 - 8))
        x0 = label_w
        for size, cw in zip(SIZES, col_w):
            x = x0
            for item in items:
                if isinstance(item, tuple):
                    surf = art.tile_back(size)
                else:
                    surf = art.tile(item, size)
                sheet.blit(surf, (x, y + (row_h - size) // 2))
                x += size + GAP
            x0 += cw
        y += row_h
    # icons at three sizes, player colours, board spaces
    y += GAP
    for size in SIZES:
        x = GAP * 2
        for name in icon_names:
            if x + size > width:
                x, y = GAP * 2, y + size + GAP
            sheet.blit(art.icon(name, size), (x, y))
            x += size + GAP
        y += size + GAP
    x = GAP * 2
    for i, colour in enumerate(art.player_colours()):
        pygame.draw.circle(sheet, colour, (x + 14, y + 14), 13)
        x += 32
    for kind in ("animal", "stall", "barn"):
        sheet.blit(art.space(48, kind), (x, y))
        x += 54
    x += 10
    for animal in ANIMALS:
        pygame.draw.rect(sheet, art.animal_colour(animal), (x, y + 4, 22, 22), border_radius=4)
        x += 26
    pygame.image.save(sheet, path)
    print(f"wrote {path} ({width}x{height})")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    render(sys.argv[1])
