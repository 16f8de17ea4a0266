"""Zoomaka's card pictures, drawn by us (no printed card art is copied): a face in its
kind's colour with the card's name, kind, types (Twemoji animals where the game has one,
else a lettered badge), value and our one-sentence effect; a back; a small face for the
zoo's sections (the name band and value only). Each picture keeps the language in its
key (the words on it are the player's)."""
from __future__ import annotations

import functools

import pygame

from ...zoomaka.rules.cards import CARDS
from .. import art, caches
from ..text import language
from ..kit.ink import INK, text as ink_text, wrap
from .words import card_name, effect_text, kind_name, type_name

KIND_FILL = {"animal": (226, 236, 198), "setting": (222, 208, 238), "direct": (246, 212, 190),
             "response": (200, 222, 242), "entrance": (246, 230, 176), "addon": (198, 232, 224)}
KIND_BAND = {"animal": (92, 134, 70), "setting": (112, 82, 150), "direct": (186, 88, 58),
             "response": (58, 110, 168), "entrance": (176, 132, 38), "addon": (46, 134, 122)}
BACK = (44, 72, 60)
EDGE = (96, 74, 52)
# The game's animal types drawn with the Twemoji pictures the program already has.
TYPE_ICON = {"marsupial": "kangaroo", "reptile": "crocodile", "predator": "lion", "forest": "panda",
             "farm": "petting_zoo", "hoofed": "zebra", "bird": "flamingo", "monkey": "monkey",
             "big_five": "elephant"}
TYPE_TINT = {"butterfly": (214, 120, 190), "ocean": (60, 130, 200), "unicorn": (190, 150, 230)}


def type_badge(section: str, size: int) -> pygame.Surface:
    """A section type's sign: its animal, or a coloured disc with its initial."""
    name = TYPE_ICON.get(section)
    if name is not None:
        return art.icon(name, size)
    return _letter_badge(type_name(section)[:1].upper(), size, TYPE_TINT.get(section, (150, 150, 150)),
                         language())


@functools.lru_cache(maxsize=64)
def _letter_badge(letter, size, colour, _lang):
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (size // 2, size // 2), size // 2)
    pygame.draw.circle(s, (255, 255, 255), (size // 2, size // 2), size // 2, max(1, size // 14))
    img = ink_text(letter, max(6, int(size * 0.55)), (255, 255, 255), True)
    s.blit(img, img.get_rect(center=(size // 2, size // 2)))
    return s


def _coin(surface, centre, r, value):
    pygame.draw.circle(surface, (240, 196, 70), centre, r)
    pygame.draw.circle(surface, (150, 100, 30), centre, r, max(1, r // 6))
    if value is None:       # its digits drawn by the caller
        return
    img = ink_text(str(value), max(6, int(r * 1.2)), INK, True)
    surface.blit(img, img.get_rect(center=centre))


def _fit_px(s: str, size: int, width: int, bold=True) -> int:
    """The letters, from `size` down to 7 px, in which `s` fits `width` (else 7)."""
    while ink_text(s, size, INK, bold).get_width() > width and size > 7:
        size -= 1
    return size


def _fit(s: str, size: int, width: int, colour, bold=True) -> pygame.Surface:
    return ink_text(s, _fit_px(s, size, width, bold), colour, bold)


def shortened(words: str, px: int, width: int, bold=True, least: int = 3) -> str:
    """`words` cut with an ellipsis to fit `width` at `px` ("" when not even `least`
    letters would show: a stub says nothing)."""
    if ink_text(words, px, INK, bold).get_width() <= width:
        return words
    cut = words
    while cut and ink_text(cut + ELLIPSIS, px, INK, bold).get_width() > width:
        cut = cut[:-1].rstrip()
    return cut + ELLIPSIS if len(cut) >= least else ""


ELLIPSIS = "\u2026"
MIN_PX = 7


def name_lines(card: str, w: int, h: int) -> list:
    """(words, px) of each line of the card's name in its face's band: whole on one line
    in the largest letters that fit, else wrapped on two, else (a tiny card) shortened
    with an ellipsis; never dropped."""
    band_h = max(10, int(h * 0.2))
    pad = max(2, w // 18)
    r = max(5, int(band_h * 0.42))
    room = w - 2 * pad - 2 * r - 2
    said = card_name(card)
    top = max(MIN_PX, int(band_h * 0.5))
    px = _fit_px(said, top, room)
    if ink_text(said, px, INK, True).get_width() <= room and px >= min(top, max(MIN_PX + 2, int(band_h * 0.36))):
        return [(said, px)]
    for two in range(min(top, (band_h - 2) // 2), MIN_PX - 1, -1):
        lines = wrap(said, two, room, bold=True)
        if len(lines) == 2 and all(ink_text(x, two, INK, True).get_width() <= room for x in lines):
            return [(x, two) for x in lines]
    if px >= MIN_PX and ink_text(said, px, INK, True).get_width() <= room:
        return [(said, px)]     # one long word ("Сверхурочные"): whole, in the largest letters that fit
    return [(shortened(said, MIN_PX, room, least=1), MIN_PX)]


@functools.lru_cache(maxsize=160)
def _face(card: str, w: int, h: int, _lang: str) -> pygame.Surface:
    c = CARDS[card]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 12)
    rect = s.get_rect()
    pygame.draw.rect(s, KIND_FILL[c.kind], rect, border_radius=radius)
    band_h = max(10, int(h * 0.2))
    pygame.draw.rect(s, KIND_BAND[c.kind], (0, 0, w, band_h), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    pad = max(2, w // 18)
    r = max(5, int(band_h * 0.42))
    lines = name_lines(card, w, h)
    step = band_h / (len(lines) + 1)
    for k, (words, px) in enumerate(lines):
        name = ink_text(words, px, (255, 255, 255), True)
        s.blit(name, name.get_rect(midleft=(pad, int(step * (k + 1)))))
    _coin(s, (w - pad - r, band_h // 2), r, c.value)
    y = band_h + pad
    kind = _fit(kind_name(c.kind), max(7, int(h * 0.075)), w - 2 * pad, KIND_BAND[c.kind], bold=False)
    s.blit(kind, kind.get_rect(midtop=(w // 2, y)))
    y += kind.get_height() + pad
    types = c.types if c.types else (("wild",) if c.effect == "wild" else ())
    if types:
        n = len(types)
        size = int(min((w - 2 * pad) / max(n, 1.5), h * 0.3))
        x0 = (w - n * size) // 2
        for k, t in enumerate(types):
            pic = _letter_badge("?", size, (120, 170, 90), language()) if t == "wild" else type_badge(t, size)
            s.blit(pic, (x0 + k * size, y))
        y += size + pad
    words = effect_text(card)
    if words and h - y > 20:
        fs = max(7, int(h * 0.068))
        lines = wrap(words, fs, w - 2 * pad)
        while fs > 7 and len(lines) * int(fs * 1.2) > h - y - pad:
            fs -= 1
            lines = wrap(words, fs, w - 2 * pad)
        for line in lines:
            if y + fs > h - pad:
                break
            img = ink_text(line, fs, INK)
            s.blit(img, img.get_rect(midtop=(w // 2, y)))
            y += int(fs * 1.2)
    pygame.draw.rect(s, EDGE, rect, max(1, w // 60), border_radius=radius)
    return s


def face(card: str, w: int, h: int) -> pygame.Surface:
    """A card's face at this size (a hidden card shows its back)."""
    if card not in CARDS:
        return back(w, h)
    return _face(card, int(w), int(h), language())


@functools.lru_cache(maxsize=16)
def back(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((int(w), int(h)), pygame.SRCALPHA)
    radius = max(3, w // 12)
    pygame.draw.rect(s, BACK, s.get_rect(), border_radius=radius)
    m = max(2, w // 10)
    pygame.draw.rect(s, (206, 180, 110), s.get_rect().inflate(-2 * m, -2 * m), max(1, w // 40),
                     border_radius=radius)
    img = ink_text("Z", max(8, int(h * 0.35)), (206, 180, 110), True)
    s.blit(img, img.get_rect(center=(w // 2, h // 2)))
    return s


def small_words(card: str, w: int, h: int) -> list:
    """The words on a strip, placed in it: (words, px, bold, rect, room) for its name (whole
    at 7 px or more in the room its badge and coin leave, else shortened with an ellipsis
    while three letters show) and its value in the coin."""
    c = CARDS[card]
    icon = min(h - 4, int(w * 0.3))
    r = max(4, int(h * 0.3))
    left = 6 + (icon if c.types else 0)
    out = []
    room = pygame.Rect(left, 0, w - left - 2 * r - 4, h)
    said = card_name(card)
    px = _fit_px(said, max(MIN_PX, int(h * 0.42)), room.w)
    said = shortened(said, px, room.w)          # never dropped while three letters show
    name = ink_text(said, px, INK, True)
    if said and name.get_width() <= room.w:
        out.append((said, px, True, name.get_rect(midleft=(left, h // 2)), room))
    coin = pygame.Rect(w - 2 * r - 2, h // 2 - r, 2 * r, 2 * r)
    value_px = max(6, int(r * 1.2))
    digits = ink_text(str(c.value), value_px, INK, True)
    out.append((str(c.value), value_px, True, digits.get_rect(center=coin.center), coin))
    return out


@functools.lru_cache(maxsize=256)
def _small(card: str, w: int, h: int, words: bool, _lang: str) -> pygame.Surface:
    c = CARDS[card]
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 12)
    pygame.draw.rect(s, KIND_FILL[c.kind], s.get_rect(), border_radius=radius)
    pygame.draw.rect(s, KIND_BAND[c.kind], (0, 0, w, h), max(1, w // 40), border_radius=radius)
    icon = min(h - 4, int(w * 0.3))
    if c.types:
        s.blit(type_badge(c.types[0], icon), (2, (h - icon) // 2))
    if not words:          # covered by the next strip: its badge shows, its words would be cut
        return s
    r = max(4, int(h * 0.3))
    _coin(s, (w - r - 2, h // 2), r, None)
    for said, px, bold, rect, _room in small_words(card, w, h):
        s.blit(ink_text(said, px, INK, bold), rect)
    return s


def small(card: str, w: int, h: int, words: bool = True) -> pygame.Surface:
    """A card as a strip in a zoo's section: its type, name (when whole) and value."""
    if card not in CARDS:
        return back(w, h)
    return _small(card, int(w), int(h), words, language())


for _cached in (_letter_badge, _face, back, _small):
    caches.register("zoomaka_table", _cached)
