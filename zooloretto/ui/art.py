"""Every picture the game shows: tiles, tile backs, icons, fonts and colours.

Pure functions with caches. They draw onto fresh per-pixel-alpha Surfaces, so
they work after `pygame.init()` with SDL_VIDEODRIVER=dummy and no display mode.
Returned Surfaces are shared cache entries: copy one before drawing on it.

Art never crashes the game: a missing or unreadable SVG turns into a drawn
letter, an unknown tile code into a labelled card. What a tile code means is
read from the rules' tile table (rules/tiles.py), never parsed here.
The fonts, colours and SVG loading live in art_core.py and are re-exported.
"""
from __future__ import annotations

import functools
import math

import pygame

from zooloretto.zoo.rules.tiles import TILE_INFO
from . import caches
from .art_core import (  # noqa: F401  (re-exported: the rest of the UI reads them from art)
    ASSETS_DIR, ATTRIBUTION, DRAWN_ICONS, ICON_NAMES, PALETTE, TWEMOJI, TWEMOJI_DIR, _AWNING,
    _STALL_EDGE, _STALL_TINT, _aa, _blit_centered, _card, _darker, _emoji, _fade, _font_file,
    _greyed, _letter, _lighter, _svg, animal_colour, animal_tint, asset_files, font,
    player_colour, player_colours, twemoji_path)

# ----------------------------------------------------------------- badges

_SEX_COLOUR = {"male": (34, 102, 153), "female": (234, 89, 110)}  # as Twemoji's ♂ ♀


def _small_symbol(sex: str, size: int) -> pygame.Surface:
    """♂ / ♀ reduced to what survives at a few pixels: ↗ for male, + for female."""
    def draw(s, k):
        n = size * k
        c = n / 2
        w = max(k, int(n * 0.17))
        pygame.draw.circle(s, _SEX_COLOUR[sex], (int(c), int(c)), int(c))
        white = (255, 255, 255)
        if sex == "male":
            a, b = (c - n * 0.22, c + n * 0.22), (c + n * 0.2, c - n * 0.2)
            pygame.draw.line(s, white, a, b, w)
            tip = (c + n * 0.28, c - n * 0.28)
            pygame.draw.polygon(s, white, [tip, (tip[0] - n * 0.34, tip[1]),
                                           (tip[0], tip[1] + n * 0.34)])
        else:
            pygame.draw.line(s, white, (c, c - n * 0.28), (c, c + n * 0.28), w)
            pygame.draw.line(s, white, (c - n * 0.26, c), (c + n * 0.26, c), w)
    return _aa(size, size, draw, fill=_SEX_COLOUR[sex])


@functools.lru_cache(maxsize=128)
def _badge(sex: str, size: int, bred: bool) -> pygame.Surface:
    """The ♂ / ♀ corner badge: a white-ringed symbol; bred ones washed out."""
    size = max(6, size)
    ring = _aa(size, size, lambda s, k: pygame.draw.circle(
        s, (255, 255, 255), (size * k // 2, size * k // 2), size * k // 2), fill=(255, 255, 255))
    inner = max(4, int(size * 0.8))
    if size < 16:
        disc = _small_symbol(sex, inner)
    else:
        # round the twemoji's square into a disc so the badge reads as a sticker
        disc = _emoji(sex, inner).copy()
        mask = _aa(inner, inner, lambda s, k: pygame.draw.circle(
            s, (255, 255, 255), (inner * k // 2, inner * k // 2), inner * k // 2),
            fill=(255, 255, 255))
        disc.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    out = ring.copy()
    _blit_centered(out, disc, (size // 2, size // 2))
    if bred:
        out = _fade(_greyed(out, keep=0.3), 150)
    return out


# ----------------------------------------------------------------- tiles

def _parse(code: str):
    """(kind, name, sex, bred) of a tile code, from the rules' tile table."""
    info = TILE_INFO.get(code) if isinstance(code, str) else None
    if info is None:
        return "unknown", str(code), None, False
    if info.kind == "coin":
        return "coin", None, None, False
    if info.kind in ("jungle", "site"):          # Exotic's jungle animals, the building sites
        return info.kind, code.split(":")[1], None, False
    if info.stall:
        return "stall", info.stall, None, False
    if info.offspring:
        return "baby", info.animal, None, False
    return "animal", info.animal, info.sex, info.bred


@functools.lru_cache(maxsize=2048)
def tile(code: str, size: int) -> pygame.Surface:
    """The face of a tile at size x size pixels (offspring: a smaller disc)."""
    size = max(8, int(size))
    kind, name, sex, bred = _parse(code)
    if kind == "animal":
        return _animal_tile(name, sex, bred, size)
    if kind == "baby":
        return _baby_tile(name, size)
    if kind == "stall":
        return _stall_tile(name, size)
    if kind == "coin":
        return _coin_tile(size)
    if kind == "jungle":
        return _jungle_tile(name, size)
    if kind == "site":
        return _site_tile(name, size)
    return _unknown_tile(name, size)


JUNGLE_FACE, JUNGLE_EDGE = (150, 196, 118), (56, 104, 48)
SITE_FACE, SITE_EDGE, SITE_STRIPE = (250, 214, 120), (150, 96, 24), (40, 40, 40)
SITE_SIGNS = {"barn": "barn", "stall": "popcorn", "pen": "camel"}   # the area a site names


def _jungle_tile(species, size):
    """A jungle animal: a leafy green card with a palm in its corner."""
    surf = _card(size, JUNGLE_FACE, JUNGLE_EDGE)
    _blit_centered(surf, _emoji(species, int(size * 0.66)), (size // 2, int(size * 0.54)))
    leaf = max(6, int(size * 0.3))
    surf.blit(_emoji("exotic", leaf), (int(size * 0.04), int(size * 0.04)))
    return surf


def _site_tile(kind, size):
    """A building site: a striped barrier card, its sign (barn, stall, enclosure) in a corner."""
    surf = _card(size, SITE_FACE, SITE_EDGE)

    def stripes(s, k):
        n = size * k
        w = max(k, n // 9)
        for i in range(-2, 6):
            x = i * 2 * w + n // 8
            pygame.draw.polygon(s, SITE_STRIPE, [(x, n - n // 5), (x + w, n - n // 5),
                                                 (x + w + n // 10, n - n // 12), (x + n // 10, n - n // 12)])
    surf.blit(_aa(size, size, stripes, fill=SITE_FACE), (0, 0))
    _blit_centered(surf, _emoji("building_site", int(size * 0.56)), (size // 2, int(size * 0.44)))
    sign = max(6, int(size * 0.34))
    surf.blit(_emoji(SITE_SIGNS.get(kind, kind), sign), (size - sign - int(size * 0.04), int(size * 0.04)))
    return surf


def _animal_tile(animal, sex, bred, size):
    surf = _card(size, animal_tint(animal), PALETTE["card_edge"])
    art = int(size * (0.72 if sex is None else 0.68))
    # fertile animals leave the top-right corner to the badge
    shift = 0 if sex is None else int(size * 0.04)
    _blit_centered(surf, _emoji(animal, art), (size // 2 - shift, size // 2 + shift))
    if sex:
        b = max(11, int(size * 0.36))
        pad = max(0, int(size * 0.02))
        badge = _badge(sex, b, bred)
        surf.blit(badge, (size - b - pad, pad))
        if bred:
            h = max(7, int(b * 0.6))
            surf.blit(_emoji("heart", h), (size - b - pad - h // 3, pad + b - h * 2 // 3))
    return surf


def _baby_tile(animal, size):
    """Offspring: round and a little smaller than a square tile."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    d = int(size * 0.86)
    tint = animal_tint(animal)
    edge = PALETTE["card_edge"]

    def draw(s, k):
        n = d * k
        pygame.draw.circle(s, edge, (n // 2, n // 2), n // 2)
        bw = max(k, int(n * 0.05))
        pygame.draw.circle(s, tint, (n // 2, n // 2 - k // 2), n // 2 - bw)
        pygame.draw.circle(s, _lighter(tint, 0.45), (n // 2, n // 2 - k // 2),
                           n // 2 - 2 * bw, width=max(1, bw // 2))
    disc = _aa(d, d, draw, fill=edge)
    _blit_centered(surf, disc, (size // 2, size // 2))
    _blit_centered(surf, _emoji(animal, int(d * 0.66)), (size // 2, size // 2))
    return surf


def _stall_tile(kind, size):
    """A stall: a striped awning over its wares on a pale-blue card."""
    surf = _card(size, _STALL_TINT, _STALL_EDGE)

    def awning(s, k):
        n = size * k
        bw = max(k, int(n * 0.045))
        top, height = bw, int(n * 0.2)
        stripes = 5
        width = (n - 2 * bw) / stripes
        for i in range(stripes):
            x = bw + i * width
            rect = pygame.Rect(int(x), top, math.ceil(width), height)
            pygame.draw.rect(s, _AWNING[i % 2], rect)
            # scalloped lower edge
            pygame.draw.circle(s, _AWNING[i % 2], (int(x + width / 2), top + height),
                               int(width / 2))
        # clip the awning to the card's rounded top corners
        mask = pygame.Surface((n, n), pygame.SRCALPHA)
        mask.fill((0, 0, 0, 0))
        r = max(2, int(n * 0.16))
        pygame.draw.rect(mask, (255, 255, 255, 255), (bw, bw, n - 2 * bw, n - 2 * bw),
                         border_radius=max(1, r - bw))
        s.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(_aa(size, size, awning, fill=_AWNING[0]), (0, 0))
    art = int(size * 0.6)
    _blit_centered(surf, _emoji(kind, art), (size // 2, int(size * 0.6)))
    return surf


def _coin_tile(size):
    surf = _card(size, (250, 214, 100), (176, 122, 20))

    def glow(s, k):
        n = size * k
        for i, f in enumerate((0.44, 0.36, 0.28)):
            pygame.draw.circle(s, (255, 236, 160, 70 + 40 * i), (n // 2, n // 2), int(n * f))
    surf.blit(_aa(size, size, glow, fill=(255, 236, 160)), (0, 0))
    _blit_centered(surf, _emoji("coin", int(size * 0.7)), (size // 2, size // 2))
    return surf


def _unknown_tile(code, size):
    surf = _card(size, PALETTE["card"], PALETTE["card_edge"])
    _blit_centered(surf, _letter(code, int(size * 0.6), (150, 150, 150)), (size // 2, size // 2))
    return surf


@functools.lru_cache(maxsize=64)
def tile_back(size: int) -> pygame.Surface:
    """A face-down tile: dark green card with a paw print (stack top, blocked space)."""
    size = max(8, int(size))
    face, edge, mark = (46, 92, 62), (28, 56, 38), (96, 150, 104)
    surf = _card(size, face, edge)

    def paw(s, k):
        n = size * k
        cx, cy = n / 2, n / 2
        pygame.draw.ellipse(s, mark, pygame.Rect(0, 0, n * 0.34, n * 0.28).move(
            cx - n * 0.17, cy - n * 0.02))
        for dx, dy in ((-0.22, -0.06), (-0.09, -0.19), (0.09, -0.19), (0.22, -0.06)):
            pygame.draw.ellipse(s, mark, pygame.Rect(0, 0, n * 0.12, n * 0.15).move(
                cx + dx * n - n * 0.06, cy + dy * n - n * 0.075))
        # a fine inner frame, like a printed back
        m = int(n * 0.14)
        pygame.draw.rect(s, mark, (m, m, n - 2 * m, n - 2 * m), width=max(k, n // 60),
                         border_radius=int(n * 0.08))
    surf.blit(_aa(size, size, paw, fill=mark), (0, 0))
    return surf


# ----------------------------------------------------------------- icons

@functools.lru_cache(maxsize=512)
def icon(name: str, size: int) -> pygame.Surface:
    """A picture without a card: "coin", "truck", "barn", "male", "female",
    "disc", "discard", "hint", "heart", "robot", "person", "back", animal or
    stall names ("popcorn" or "stall:popcorn")."""
    size = max(4, int(size))
    name = str(name)
    if name.startswith("stall:"):
        name = name[len("stall:"):]
    if name == "disc":
        return _disc(size)
    if name == "back":
        return tile_back(size)
    if name in OUTLINED:
        return _outlined(name, size, OUTLINED[name])
    if twemoji_path(name) is not None:     # Twemoji's or one of ours
        return _emoji(name, size)
    return _letter(name, size, (150, 150, 150))


# Pale pictures that would vanish on the light boards at small sizes get a dark outline
# (drawn here around the unchanged Twemoji picture): name -> outline colour.
OUTLINED = {"petting_zoo": (58, 74, 44)}


def _outlined(name, size, colour):
    """The picture a little smaller, ringed by `colour` so its pale parts read on any board."""
    w = max(1, min(3, round(size / 20)))
    inner = _emoji(name, max(1, size - 2 * w))
    ring = pygame.mask.from_surface(inner, 96).to_surface(setcolor=colour, unsetcolor=(0, 0, 0, 0))
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    for dx in range(-w, w + 1):
        for dy in range(-w, w + 1):
            if dx * dx + dy * dy <= w * w + w:
                surf.blit(ring, (w + dx, w + dy))
    surf.blit(inner, (w, w))
    return surf


def _disc(size):
    """The round marker on the end-of-game stack: a wooden disc with a star."""
    wood, rim, star = (186, 58, 44), (110, 30, 24), (255, 222, 120)

    def draw(s, k):
        n = size * k
        c = (n // 2, n // 2)
        pygame.draw.circle(s, rim, c, n // 2)
        pygame.draw.circle(s, wood, (c[0], c[1] - k), int(n * 0.44))
        pygame.draw.circle(s, _lighter(wood, 0.25), (c[0], c[1] - k), int(n * 0.36),
                           width=max(k, n // 40))
        points = []
        for i in range(10):
            r = n * (0.27 if i % 2 == 0 else 0.11)
            a = -math.pi / 2 + i * math.pi / 5
            points.append((c[0] + r * math.cos(a), c[1] - k + r * math.sin(a)))
        pygame.draw.polygon(s, star, points)
    return _aa(size, size, draw, fill=rim)


def space(size: int, kind: str = "animal") -> pygame.Surface:
    """An empty board space: a soft recessed outline ("animal", "stall" or "barn")."""
    return _space(max(8, int(size)), kind)


@functools.lru_cache(maxsize=64)
def _space(size, kind):
    base = {"animal": PALETTE["enclosure"], "stall": PALETTE["stall_space"],
            "barn": _lighter(PALETTE["barn"], 0.55)}.get(kind, PALETTE["enclosure"])

    def draw(s, k):
        n = size * k
        r = int(n * 0.16)
        inset = int(n * 0.04)
        rect = pygame.Rect(inset, inset, n - 2 * inset, n - 2 * inset)
        pygame.draw.rect(s, _darker(base, 0.88), rect, border_radius=r)
        pygame.draw.rect(s, _darker(base, 0.7), rect, width=max(k, n // 28), border_radius=r)
    return _aa(size, size, draw, fill=_darker(base, 0.7))


for _made_at_a_size in (_badge, tile, tile_back, icon, _space):   # let go when the window changes size
    caches.register("pictures", _made_at_a_size)
