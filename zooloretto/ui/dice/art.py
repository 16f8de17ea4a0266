"""The dice game's pictures, drawn in code around the Twemoji animals: dice, crosses,
the hexagonal bonus box. Cached by size (the table asks every frame)."""
from __future__ import annotations

import functools
import math

import pygame

from .. import art
from .. import caches

DIE_FACE = (253, 248, 236)
DIE_EDGE = (92, 70, 48)
CROSS = (196, 44, 36)
FACE_TINT = {"crocodile": (206, 232, 190), "ostrich": (240, 222, 204), "monkey": (232, 216, 200),
             "elephant": (208, 222, 236), "lion": (252, 228, 170), "coin": (255, 240, 180)}


def _aa(w, h, draw):
    """Drawn four times larger, then scaled down: smooth edges."""
    k = 4
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    draw(big, k)
    return pygame.transform.smoothscale(big, (w, h))


@functools.lru_cache(maxsize=256)
def die(face: str | None, size: int, angle: int = 0) -> pygame.Surface:
    """A die showing `face` (None: a die whose face does not matter, shown with pips)."""
    size = max(8, int(size))

    def body(s, k):
        n = size * k
        pygame.draw.rect(s, (0, 0, 0, 60), pygame.Rect(k * 2, k * 3, n - k * 2, n - k * 2),
                         border_radius=n // 5)
        pygame.draw.rect(s, DIE_EDGE, pygame.Rect(0, 0, n - k * 2, n - k * 2), border_radius=n // 5)
        inner = pygame.Rect(k * 2, k * 2, n - k * 6, n - k * 6)
        pygame.draw.rect(s, FACE_TINT.get(face, DIE_FACE), inner, border_radius=n // 6)
        if face is None:
            for fx, fy in ((0.3, 0.3), (0.68, 0.68), (0.49, 0.49)):
                pygame.draw.circle(s, DIE_EDGE, (int(n * fx), int(n * fy)), max(2, n // 14))
    img = _aa(size, size, body)
    if face is not None:
        pic = art.icon(face, int(size * 0.68))
        img.blit(pic, pic.get_rect(center=(size // 2 - 1, size // 2 - 1)))
    if angle:
        img = pygame.transform.rotozoom(img, angle, 1.0)
    return img


@functools.lru_cache(maxsize=64)
def cross(size: int, colour=CROSS) -> pygame.Surface:
    size = max(6, int(size))

    def draw(s, k):
        n, w = size * k, max(2, size * k // 7)
        m = n // 6
        pygame.draw.line(s, colour, (m, m), (n - m, n - m), w)
        pygame.draw.line(s, colour, (n - m, m), (m, n - m), w)
    return _aa(size, size, draw)


def hexagon(size: int, fill, edge) -> pygame.Surface:
    size = max(6, int(size))

    def draw(s, k):
        n = size * k
        c, r = n / 2, n / 2 - k
        pts = [(c + r * math.cos(math.pi / 3 * i), c + r * math.sin(math.pi / 3 * i)) for i in range(6)]
        pygame.draw.polygon(s, fill, pts)
        pygame.draw.polygon(s, edge, pts, max(1, k * 2))
    return _aa(size, size, draw)


def icon(name: str, size: int) -> pygame.Surface:
    """An animal, the coin or the barn, as the board game's art draws it."""
    return art.icon(name, max(4, int(size)))


for _made_at_a_size in (die, cross):       # let go when the window changes size
    caches.register("pictures", _made_at_a_size)
