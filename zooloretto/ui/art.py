"""Every picture the game shows: tiles, tile backs, icons, fonts and colours.

Pure functions with caches. They draw onto fresh per-pixel-alpha Surfaces, so
they work after `pygame.init()` with SDL_VIDEODRIVER=dummy and no display mode.
Returned Surfaces are shared cache entries: copy one before drawing on it.

Art never crashes the game: a missing or unreadable SVG turns into a drawn
letter, an unknown tile code into a labelled card.
"""
from __future__ import annotations

import functools
import math
from importlib import resources
from pathlib import Path

import pygame

from zooloretto import paths
from zooloretto.rules.components import ANIMALS


ASSETS_DIR: Path = paths.assets_dir()     # zooloretto/assets, inside the package
TWEMOJI_DIR: Path = ASSETS_DIR / "twemoji"

ATTRIBUTION = ("Animal, stall and icon graphics: Twemoji by Twitter, Inc and other "
               "contributors, licensed CC-BY 4.0 (https://creativecommons.org/licenses/by/4.0/). "
               "Text set in Noto Sans (SIL Open Font License 1.1).")

# Twemoji code point of every named picture.
TWEMOJI = {
    "flamingo": "1f9a9", "camel": "1f42a", "leopard": "1f406", "elephant": "1f418",
    "panda": "1f43c", "chimpanzee": "1f412", "zebra": "1f993", "kangaroo": "1f998",
    "ice_cream": "1f366", "drinks": "1f964", "popcorn": "1f37f", "balloons": "1f388",
    "coin": "1fa99", "truck": "1f69a", "barn": "1f6d6",
    "male": "2642", "female": "2640",
    "discard": "1f5d1", "hint": "1f4a1", "heart": "2764",
    "robot": "1f916", "person": "1f464",
}
# Names icon() draws itself, without an asset.
DRAWN_ICONS = ("disc", "back")
ICON_NAMES = tuple(TWEMOJI) + DRAWN_ICONS

# Warm table palette the UI may share.
PALETTE = {
    "table": (74, 98, 62),          # felt green
    "board": (222, 200, 150),       # printed board, sand
    "enclosure": (188, 208, 140),   # grass
    "enclosure_edge": (120, 92, 56),
    "stall_space": (206, 178, 132),
    "barn": (176, 92, 64),
    "card": (253, 244, 222),        # tile face, cream
    "card_edge": (150, 112, 72),
    "ink": (52, 40, 30),
    "ink_light": (250, 244, 232),
    "highlight": (255, 214, 80),
    "legal": (120, 200, 120),
    "illegal": (210, 80, 70),
}

# Pastel background per animal (the shape tells the animal; the tint only helps).
_ANIMAL_TINT = {
    "flamingo": (250, 208, 214),    # pink
    "camel": (243, 222, 176),       # sand
    "leopard": (250, 234, 160),     # straw
    "elephant": (192, 230, 220),    # teal
    "panda": (220, 238, 182),       # bamboo
    "chimpanzee": (226, 214, 244),  # lilac
    "zebra": (250, 214, 190),       # apricot
    "kangaroo": (198, 224, 248),    # sky
}
# Stronger version of each, for labels, enclosure markers and charts.
_ANIMAL_COLOUR = {
    "flamingo": (222, 90, 130),
    "camel": (176, 128, 60),
    "leopard": (214, 160, 20),
    "elephant": (40, 150, 136),
    "panda": (110, 160, 50),
    "chimpanzee": (130, 100, 190),
    "zebra": (222, 110, 70),
    "kangaroo": (60, 136, 210),
}
_STALL_TINT = (255, 249, 238)
_STALL_EDGE = (60, 120, 140)
_AWNING = ((214, 64, 60), (255, 250, 240))

# Okabe-Ito colours: distinguishable with the common colour-vision deficiencies.
_PLAYER_COLOURS = [(0, 114, 178), (230, 159, 0), (0, 158, 115), (204, 121, 167), (213, 94, 0)]

_SS = 4  # supersampling factor for anti-aliased shapes


# ----------------------------------------------------------------- colours

def animal_colour(animal) -> tuple:
    """A strong colour for an animal type (or any tile code of it)."""
    name = str(animal).split(":")[0]
    return _ANIMAL_COLOUR.get(name, (128, 128, 128))


def animal_tint(animal) -> tuple:
    """The pale background colour of an animal's tiles."""
    name = str(animal).split(":")[0]
    return _ANIMAL_TINT.get(name, PALETTE["card"])


def player_colours() -> list[tuple]:
    """Five seat colours, distinct for colour-blind players too (Okabe-Ito)."""
    return list(_PLAYER_COLOURS)


def player_colour(seat: int) -> tuple:
    return _PLAYER_COLOURS[seat % len(_PLAYER_COLOURS)]


# ----------------------------------------------------------------- fonts

def _font_file(bold: bool):
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    candidates = [ASSETS_DIR / "fonts" / name]
    try:
        candidates.append(resources.files("pygame_gui.data") / name)
    except Exception:  # pygame_gui missing or not importable: use the others
        pass
    for candidate in candidates:
        try:
            if candidate.is_file():
                return candidate
        except OSError:
            continue
    return None


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A font with Latin and Cyrillic glyphs (Noto Sans, shipped with pygame-gui)."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(4, int(size))
    path = _font_file(bold)
    if path is not None:
        try:
            with resources.as_file(path) as real_path:
                return pygame.font.Font(str(real_path), size)
        except (OSError, pygame.error):
            pass
    # Last resorts: a system font with Cyrillic, then pygame's own.
    sys_font = pygame.font.SysFont("notosans,dejavusans,arial,liberationsans", size, bold=bold)
    return sys_font or pygame.font.Font(None, size)


# ----------------------------------------------------------------- SVG loading

def twemoji_path(name: str) -> Path | None:
    code = TWEMOJI.get(name)
    return TWEMOJI_DIR / f"{code}.svg" if code else None


def asset_files() -> list[Path]:
    """Every asset file this module refers to."""
    return [TWEMOJI_DIR / f"{code}.svg" for code in TWEMOJI.values()]


@functools.lru_cache(maxsize=512)
def _svg(path: str, size: int) -> pygame.Surface | None:
    try:
        if hasattr(pygame.image, "load_sized_svg"):
            return pygame.image.load_sized_svg(path, (size, size))
        image = pygame.image.load(path)
        return pygame.transform.smoothscale(image.convert_alpha() if pygame.display.get_surface()
                                            else image, (size, size))
    except (OSError, pygame.error, FileNotFoundError, ValueError):
        return None


def _letter(name: str, size: int, colour=None) -> pygame.Surface:
    """Fallback picture: the first letter of a name on a coloured disc."""
    colour = colour or animal_colour(name)
    surf = _aa(size, size, lambda s, k: pygame.draw.circle(
        s, colour, (size * k // 2, size * k // 2), size * k // 2))
    label = font(max(6, int(size * 0.6)), bold=True).render(
        (name[:1] or "?").upper(), True, PALETTE["ink_light"])
    surf.blit(label, label.get_rect(center=(size // 2, size // 2)))
    return surf


@functools.lru_cache(maxsize=512)
def _emoji(name: str, size: int) -> pygame.Surface:
    """A Twemoji picture at size x size, or a drawn letter if it cannot be read."""
    size = max(1, int(size))
    path = twemoji_path(name)
    image = _svg(str(path), size) if path else None
    return image if image is not None else _letter(name, size)


# ----------------------------------------------------------------- drawing helpers

def _aa(w: int, h: int, draw, fill=(0, 0, 0)) -> pygame.Surface:
    """Draw at _SS times the size and scale down, for smooth edges.

    `draw(surface, k)` draws in coordinates multiplied by k. Transparent pixels
    carry `fill`'s RGB so scaling leaves no dark fringe.
    """
    big = pygame.Surface((max(1, w * _SS), max(1, h * _SS)), pygame.SRCALPHA)
    big.fill((*fill[:3], 0))
    draw(big, _SS)
    return pygame.transform.smoothscale(big, (max(1, w), max(1, h)))


def _darker(colour, f=0.7):
    return tuple(max(0, int(c * f)) for c in colour[:3])


def _lighter(colour, f=0.5):
    return tuple(int(c + (255 - c) * f) for c in colour[:3])


def _card(size: int, face, edge, radius_f=0.16) -> pygame.Surface:
    """A rounded square card: raised edge at the bottom, light rim at the top."""
    def draw(s, k):
        n = size * k
        r = max(2, int(n * radius_f))
        bw = max(k, int(n * 0.045))  # border width
        pygame.draw.rect(s, edge, (0, 0, n, n), border_radius=r)
        # lower lip: the card's thickness
        inner = pygame.Rect(bw, bw, n - 2 * bw, n - 2 * bw - max(k, int(n * 0.03)))
        pygame.draw.rect(s, face, inner, border_radius=max(1, r - bw))
        rim = inner.inflate(-2 * bw, -2 * bw)
        pygame.draw.rect(s, _lighter(face, 0.45), rim, width=max(1, bw // 2),
                         border_radius=max(1, r - 2 * bw))
    return _aa(size, size, draw, fill=edge)


def _blit_centered(dest, image, center):
    dest.blit(image, image.get_rect(center=center))


def _fade(image: pygame.Surface, alpha: int) -> pygame.Surface:
    faded = image.copy()
    faded.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return faded


def _greyed(image: pygame.Surface, keep=0.35) -> pygame.Surface:
    """Wash colours towards grey, keeping the shape."""
    grey = pygame.transform.grayscale(image)
    out = image.copy()
    out.blit(_fade(grey, int(255 * (1 - keep))), (0, 0))
    return out


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
    parts = str(code).split(":")
    if parts[0] == "stall" and len(parts) == 2:
        return "stall", parts[1], None, False
    if parts == ["coin"]:
        return "coin", None, None, False
    if parts[0] in ANIMALS:
        if len(parts) == 1:
            return "animal", parts[0], None, False
        if len(parts) == 2 and parts[1] == "baby":
            return "baby", parts[0], None, False
        if parts[1] in ("male", "female") and (len(parts) == 2 or parts[2:] == ["bred"]):
            return "animal", parts[0], parts[1], len(parts) == 3
    return "unknown", str(code), None, False


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
    return _unknown_tile(name, size)


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
    if name in TWEMOJI:
        return _emoji(name, size)
    return _letter(name, size, (150, 150, 150))


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
