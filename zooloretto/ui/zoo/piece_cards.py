"""The expansions' pieces drawn as cards (a building, the polar bear, the octopus...): one
picture per name and size, in the style of the tiles, for the expansion views and flights."""
from __future__ import annotations

import functools

import pygame

from .. import art, caches
from ..kit.ink import SAND_EDGE

# name -> (card face, edge) of the expansions' pieces drawn as cards
CARDS = {
    "restaurant": ((255, 236, 214), (176, 70, 52)),
    "pavilion": ((236, 226, 250), (120, 92, 160)),
    "polar_bear": ((222, 238, 250), (84, 128, 170)),
}


@functools.lru_cache(maxsize=64)
def piece_tile(name: str, size: int) -> pygame.Surface:
    """A building or the polar bear on a card, in the style of the tiles."""
    size = max(8, int(size))
    face, edge = CARDS.get(name, ((250, 244, 230), SAND_EDGE))
    surf = art._card(size, face, edge)
    art._blit_centered(surf, art.icon(name, int(size * 0.7)), (size // 2, size // 2))
    return surf


caches.register("table", piece_tile)
