"""The ground art.py draws on: asset folders, names of pictures, palette and colours,
fonts, SVG loading with a drawn fallback, and small drawing helpers.

Pure functions with caches. They draw onto fresh per-pixel-alpha Surfaces, so
they work after `pygame.init()` with SDL_VIDEODRIVER=dummy and no display mode.
Returned Surfaces are shared cache entries: copy one before drawing on it.

Art never crashes the game: a missing or unreadable SVG turns into a drawn
letter, an unknown tile code into a labelled card.
"""
from __future__ import annotations

import functools
from importlib import resources
from pathlib import Path

import pygame

from zooloretto import paths
from zooloretto.seats import SEAT_COLOURS, seat_colour
from . import caches


ASSETS_DIR: Path = paths.assets_dir()     # zooloretto/assets, inside the package
TWEMOJI_DIR: Path = ASSETS_DIR / "twemoji"
OUR_SVG_DIR: Path = ASSETS_DIR / "drawn"   # pictures Twemoji lacks, drawn by us in its style

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
    # the dice game's faces (its "monkey" is the chimpanzee, the same picture and word)
    "crocodile": "1f40a", "lion": "1f981", "monkey": "1f412",
    # the expansions' pieces
    "souvenir": "1f381", "restaurant": "1f37d", "pavilion": "1f3aa",
    "polar_bear": "1f43b-200d-2744-fe0f", "savings_book": "1f4d2", "petting_zoo": "1f411",
    # Exotic's jungle animals (the anteater drawn as its cousin the sloth), visitors,
    # bonus boards and jungle board; the octopus, the skunk, the building sites
    "anteater": "1f9a5", "macaw": "1f99c", "bat": "1f987", "koala": "1f428",
    "monitor": "1f98e", "orangutan": "1f9a7", "baboon": "1f435", "snake": "1f40d",
    "visitor": "1f6b6", "bonus_board": "1f3c5", "exotic": "1f334",
    "octopus": "1f419", "skunk": "1f9a8", "building_site": "1f6a7",
}
# Our own SVGs, in Twemoji's flat style (Unicode has no ostrich: its nearest bird is the dodo).
OUR_SVG = {"ostrich": "ostrich.svg"}
# Names icon() draws itself, without an asset.
DRAWN_ICONS = ("disc", "back")
ICON_NAMES = tuple(TWEMOJI) + tuple(OUR_SVG) + DRAWN_ICONS

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
    """Five seat colours, distinct for colour-blind players too (zooloretto/seats.py)."""
    return list(SEAT_COLOURS)


def player_colour(seat: int) -> tuple:
    return seat_colour(seat)


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


FACES_PER_WEIGHT = 4      # faces open for each weight, each set to a size as it is asked for


class SizedFont:
    """A pygame Font's methods at one size, drawn by one of a few faces of its weight.

    A pygame Font costs some 0.6 MB (and 7 ms) once it has drawn, whatever its size: its
    shaping tables. The screens ask for 20 to 60 sizes, so a size borrows one of
    FACES_PER_WEIGHT faces of its weight (the least recently used one changes its size):
    the same pixels as a font opened at that size (tests/test_font_faces.py). A face that
    changes size draws its letters anew (0.2 ms a text): the sizes drawn often keep a face."""
    __slots__ = ("_bold", "_size")

    def __init__(self, bold: bool, size: int):
        self._bold, self._size = bold, size

    def _sized(self) -> pygame.font.Font:
        return _face_at(self._bold, self._size)

    def render(self, *args, **kw) -> pygame.Surface:
        return self._sized().render(*args, **kw)

    def size(self, text) -> tuple:
        return self._sized().size(text)

    def __getattr__(self, name):            # get_linesize, get_height, metrics...
        return getattr(self._sized(), name)


_faces: dict = {}         # bold -> {size: face}, the most recently used last, while pygame.font lives


def _face_at(bold: bool, size: int) -> pygame.font.Font:
    faces = _faces[bold]
    face = faces.pop(size, None)
    if face is None:
        if len(faces) < FACES_PER_WEIGHT:
            face = _open_face(bold, size)
        else:
            face = faces.pop(next(iter(faces)))
            face.set_point_size(size)
    faces[size] = face
    return face


def _open_face(bold: bool, size: int):
    path = _font_file(bold)
    if path is None:
        return None
    try:
        with resources.as_file(path) as real_path:
            return pygame.font.Font(str(real_path), size)
    except (OSError, pygame.error):
        return None


def _has_face(bold: bool, size: int) -> bool:
    if bold not in _faces:
        face = _open_face(bold, size)
        if face is None:
            return False
        if not _faces:
            pygame.register_quit(_forget_faces)     # the faces die with pygame.font
        _faces[bold] = {size: face}
    return True


def _forget_faces():
    _faces.clear()
    font.cache_clear()


@functools.lru_cache(maxsize=64)
def font(size: int, bold: bool = False):
    """A font with Latin and Cyrillic glyphs (Noto Sans, shipped with pygame-gui): a
    pygame Font's methods (render, size, get_linesize...), one face per weight."""
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(4, int(size))
    if _has_face(bold, size):
        return SizedFont(bold, size)
    # Last resorts: a system font with Cyrillic, then pygame's own.
    sys_font = pygame.font.SysFont("notosans,dejavusans,arial,liberationsans", size, bold=bold)
    return sys_font or pygame.font.Font(None, size)


# ----------------------------------------------------------------- SVG loading

def twemoji_path(name: str) -> Path | None:
    """The SVG file of a named picture: Twemoji's, or one of ours (OUR_SVG); None if neither."""
    if name in OUR_SVG:
        return OUR_SVG_DIR / OUR_SVG[name]
    code = TWEMOJI.get(name)
    return TWEMOJI_DIR / f"{code}.svg" if code else None


def asset_files() -> list[Path]:
    """Every asset file this module refers to."""
    return ([TWEMOJI_DIR / f"{code}.svg" for code in TWEMOJI.values()]
            + [OUR_SVG_DIR / file for file in OUR_SVG.values()])


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


for _made_at_a_size in (_svg, _emoji):      # let go when the window changes size
    caches.register("pictures", _made_at_a_size)
