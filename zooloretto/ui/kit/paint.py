"""Shared drawing for every screen: sizes that follow the window, the painted
menu background, cream cards, text that fits, arrows and veils.

Every player-facing text is a catalog key; texts drawn here go through tr()
each frame so a language switch shows at once.
"""
from __future__ import annotations

import functools
import math
import random

import pygame
from pygame_gui.core import ObjectID

from ...seats import SEAT_COLOURS
from ..safe_draw import render
from .. import caches

INK = (58, 42, 28)
INK_SOFT = (120, 96, 72)
CREAM = (253, 244, 222)
ACCENT = (217, 115, 58)
ERROR = (179, 38, 30)


# ------------------------------------------------------------------ sizes

def large(app) -> bool:
    """Big windows get the larger theme classes so text stays readable."""
    w, h = app.size
    return h >= 1000 and w >= 1600


def oid(app, cls: str, ident: str | None = None) -> ObjectID:
    """The theme class `cls` (e.g. "@btn") in the size tier of the window."""
    if cls in ("@dialog", "@invisible"):
        return ObjectID(object_id=ident, class_id=cls)
    return ObjectID(object_id=ident, class_id=cls + ("_l" if large(app) else ""))


BUTTON_FONT = {False: 18, True: 27}     # px of the @btn / @btn_l labels (assets/theme.json)


def button_width(app, label: str, least: int, padding: int = 36) -> int:
    """How wide an "@btn" button must be for its label in the theme's letters (they do
    not follow the window's scale: measured smaller, a label is cut), never under `least`."""
    from .. import art
    return max(least, art.font(BUTTON_FONT[large(app)], True).size(label)[0] + padding)


def unit(app) -> float:
    """Scale for spacing: 1.0 at 1280x800, a little less or more elsewhere."""
    w, h = app.size
    return max(0.8, min(w / 1280, h / 800, 2.0))


def heading_h(app) -> int:
    """Height a heading label needs for its theme font (30 px, or 45 px when large)."""
    return 70 if large(app) else 48


def text_font(app, size: int, bold: bool = False):
    from .. import art
    return art.font(round(size * (1.5 if large(app) else 1.0)), bold)


def display_font(px: int, bold: bool = True):
    """A font at an exact pixel size (titles), Noto Sans when art can give it."""
    f = safe_art("font", px, bold)
    return f if f is not None else pygame.font.Font(None, px)


def safe_art(fn, *args, **kw):
    """Pictures from art.py, or None if art cannot draw them (never crash a menu)."""
    try:
        from .. import art
        return getattr(art, fn)(*args, **kw)
    except Exception:  # art is optional decoration here
        return None


def player_colours() -> list:
    """The seat colours the New game screen offers (zooloretto/seats.py, as the command line)."""
    return list(SEAT_COLOURS)


# ------------------------------------------------------------------ painting

@functools.lru_cache(maxsize=2)       # this menu's and the one it came from: full-window pictures
def _background(size: tuple, seed: int) -> pygame.Surface:
    w, h = size
    # In the window's pixel format from the start: no full-size copy at the end.
    surf = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    top, bottom = (255, 226, 178), (236, 196, 140)
    column = pygame.Surface((1, h))      # one column of the gradient, stretched: fast at start-up
    for y in range(h):
        f = y / max(1, h - 1)
        column.set_at((0, y), [round(a + (b - a) * f) for a, b in zip(top, bottom)])
    surf.blit(pygame.transform.scale(column, size), (0, 0))
    # a soft sun and low hills: a sunny zoo afternoon
    # (a layer only as large as the sun's disc, not the window)
    r, (cx, cy) = int(h * 0.55), (int(w * 0.82), int(h * 0.1))
    glow = pygame.Surface((2 * r + 1, 2 * r + 1), pygame.SRCALPHA)
    pygame.draw.circle(glow, (255, 244, 200, 18), (r, r), r)
    surf.blit(glow, (cx - r, cy - r))
    for colour, base, amp, freq in (((178, 196, 120), 0.84, 0.05, 1.3), ((140, 170, 96), 0.9, 0.04, 2.1)):
        pts = [(0, h)]
        for x in range(0, w + 20, 20):
            pts.append((x, h * base + math.sin(x / w * math.pi * freq + seed) * h * amp))
        pts.append((w, h))
        pygame.draw.polygon(surf, colour, pts)
    # faint scattered tiles, like a table after a game
    rng = random.Random(seed)
    names = ["flamingo", "camel", "leopard", "elephant", "panda", "chimpanzee", "zebra", "kangaroo"]
    size_t = max(28, h // 14)
    for _ in range(10):
        img = safe_art("tile", rng.choice(names), size_t)
        if img is None:
            break
        img = pygame.transform.rotozoom(img, rng.uniform(-25, 25), 1.0)
        img.set_alpha(40)
        x = rng.choice([rng.uniform(0, w * 0.16), rng.uniform(w * 0.84, w)])
        surf.blit(img, img.get_rect(center=(x, rng.uniform(h * 0.05, h * 0.95))))
    return surf


def draw_background(surface: pygame.Surface, seed: int = 3) -> None:
    surface.blit(_background(surface.get_size(), seed), (0, 0))


BAND = 64         # rows of a translucent layer drawn at a time (see blend_in_bands)


def blend_in_bands(surface, size, draw, pos, alike=(0, 0)) -> None:
    """Blend a translucent picture of `size` onto `surface` at `pos`, BAND rows at a time.

    `draw(layer, top)` draws the picture shifted up by `top` rows onto a cleared layer; the
    rows in `alike` (start, end) are all the same, so a band among them is drawn once. The
    same pixels as drawing it whole on one transparent layer and blitting that (each pixel
    is blended alone), without a layer as large as the picture: a veil over a 2560x1440
    window was a 14 MB layer each time it was drawn."""
    w, h = size
    if w <= 0 or h <= 0:
        return
    layer = pygame.Surface((w, min(BAND, h)), pygame.SRCALPHA)
    drawn = None                  # the top of the band the layer holds
    for top in range(0, h, BAND):
        rows = min(BAND, h - top)
        same = alike[0] <= top and top + rows <= alike[1]
        if not (same and drawn is not None and alike[0] <= drawn and drawn + BAND <= alike[1]):
            if drawn is not None:
                layer.fill((0, 0, 0, 0))
            draw(layer, top)
            drawn = top
        surface.blit(layer, (pos[0], pos[1] + top), (0, 0, w, rows))


def rounded_shadow(surface, size, colour, radius, pos, inset=(0, 0, 0, 0)) -> None:
    """A translucent rounded rectangle blended at `pos`: on a layer of `size`, the rectangle
    fills it less `inset` (left, top, right, bottom)."""
    left, top_, right, bottom = inset
    shape = (left, top_, size[0] - left - right, size[1] - top_ - bottom)
    straight = (shape[1] + max(0, radius), shape[1] + shape[3] - max(0, radius))  # no corner
    blend_in_bands(surface, size, lambda layer, top: pygame.draw.rect(
        layer, colour, (shape[0], shape[1] - top, shape[2], shape[3]), border_radius=radius), pos,
        alike=straight)


def draw_card(surface, rect, fill=CREAM, border=(150, 112, 72), radius=16, shadow=6, alpha=255, line=2):
    """A cream card with a soft drop shadow, for grouping things on a menu."""
    rect = pygame.Rect(rect)
    if shadow:
        rounded_shadow(surface, rect.inflate(shadow * 2, shadow * 2).size, (60, 30, 10, 50),
                       radius + shadow, (rect.x - shadow + shadow // 2, rect.y - shadow + shadow))
    if alpha < 255:        # New game's cards are a third of the window each: no layer that size
        rounded_shadow(surface, rect.size, (*fill, alpha), radius, rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, width=line, border_radius=radius)


def draw_text(surface, text, font, colour, pos, anchor="topleft", shadow=None):
    img = render(font, text, colour)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render(font, text, shadow), rect.move(2, 2))
    surface.blit(img, rect)
    return rect


def wrap(text: str, font, width: int) -> list:
    """Break text into lines that fit `width` pixels (paragraphs kept)."""
    lines = []
    for para in text.split("\n"):
        words, line = para.split(" "), ""
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def fitting_font(app, text, size, width, height=None, bold=False, smallest=11, spacing=1.25):
    """The largest theme-scaled font from `size` down to `smallest` in which `text`
    fits `width` (one line) or, with `height`, wraps into that box. Small windows
    and long languages shrink the text rather than spill it."""
    for s in range(size, smallest - 1, -1):
        font = text_font(app, s, bold)
        if height is None:
            if font.size(text)[0] <= width:
                return font
        elif paragraphs_height(text, font, width, spacing) <= height:
            return font
    return text_font(app, smallest, bold)


def paragraphs_height(text, font, width, spacing=1.25) -> int:
    """Height draw_paragraphs would take for `text` at `width`."""
    step = int(font.get_linesize() * spacing)
    return sum(step if line else step // 2 for line in wrap(text, font, width))


def draw_paragraphs(surface, text, font, colour, rect, spacing=1.25) -> int:
    """Word-wrapped text inside rect; returns the y below the last line."""
    rect = pygame.Rect(rect)
    y = rect.y
    step = int(font.get_linesize() * spacing)
    for line in wrap(text, font, rect.width):
        if line:
            surface.blit(render(font, line, colour), (rect.x, y))
        y += step if line else step // 2
    return y


def arrow(surface, start, end, colour=INK, width=6):
    """A thick arrow from start to end (fonts lack a reliable arrow glyph)."""
    start, end = pygame.Vector2(start), pygame.Vector2(end)
    d = end - start
    if d.length() < 1:
        return
    d.scale_to_length(1)
    n = pygame.Vector2(-d.y, d.x)
    head = width * 2.6
    pygame.draw.line(surface, colour, start, end - d * head * 0.8, width)
    pygame.draw.polygon(surface, colour, [end, end - d * head + n * head * 0.6, end - d * head - n * head * 0.6])


def shade(surface, alpha=110):
    w, h = surface.get_size()
    blend_in_bands(surface, (w, h), lambda layer, top: layer.fill((40, 24, 10, alpha)), (0, 0),
                   alike=(0, h))


caches.register("pictures", _background)      # let go when the window changes size
caches.register("menus", _background)         # and when a table covers the whole window
