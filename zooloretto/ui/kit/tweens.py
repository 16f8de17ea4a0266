"""Tweens: tiles and trucks flying across the table, and small pop-up effects.

Durations are given at "normal" speed and multiplied by the settings'
animation factor; a factor of 0 makes every animation finish at once.
"""
from __future__ import annotations

import math

import pygame


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    return 3 * t * t - 2 * t * t * t


class Flight:
    """An image moving from one rect to another, with a little arc and scaling."""

    def __init__(self, image, start: pygame.Rect, end: pygame.Rect, duration: float,
                 delay: float = 0.0, arc: float = 0.18, on_land=None, back_image=None,
                 hold: bool = False):
        self.image, self.start, self.end = image, pygame.Rect(start), pygame.Rect(end)
        self.duration, self.delay, self.arc = duration, delay, arc
        self.hold = hold                # shown at its start during the delay (a tile held up)
        self.on_land = on_land
        self.back_image = back_image    # shown for the first half: a tile turning face up
        self.t = 0.0
        self.landed = False
        self._scaled: dict = {}

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.t += dt
        if self.done and not self.landed:
            self.landed = True
            if self.on_land:
                self.on_land()

    def rect(self) -> pygame.Rect:
        p = 0.0 if self.duration <= 0 else min(1.0, max(0.0, (self.t - self.delay) / self.duration))
        e = ease_in_out(p)
        w = self.start.w + (self.end.w - self.start.w) * e
        h = self.start.h + (self.end.h - self.start.h) * e
        cx = self.start.centerx + (self.end.centerx - self.start.centerx) * e
        cy = self.start.centery + (self.end.centery - self.start.centery) * e
        dist = math.hypot(self.end.centerx - self.start.centerx, self.end.centery - self.start.centery)
        cy -= math.sin(math.pi * p) * dist * self.arc
        lift = 1 + 0.12 * math.sin(math.pi * p)
        r = pygame.Rect(0, 0, int(w * lift), int(h * lift))
        r.center = (int(cx), int(cy))
        return r

    def _face(self):
        p = (self.t - self.delay) / self.duration if self.duration > 0 else 1
        return self.back_image if self.back_image is not None and p < 0.45 else self.image

    def part(self):
        """(area, key) of what draw() draws now (ui/damage.py), or None before it starts."""
        if self.t < self.delay and not self.hold:
            return None
        r = self.rect()
        return r.union(r.move(6, 10)), (self, self._face() is self.back_image)

    def draw(self, surface) -> None:
        if self.t < self.delay and not self.hold:
            return
        r = self.rect()
        image = self._face()
        key = (id(image), r.size)
        img = self._scaled.get(key)
        if img is None:
            img = self._scaled[key] = pygame.transform.smoothscale(image, r.size) \
                if image.get_size() != r.size else image
        shadow = pygame.Rect(r.x + 6, r.y + 10, r.w, r.h)
        s = pygame.Surface(shadow.size, pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 60), s.get_rect(), border_radius=max(2, r.w // 6))
        surface.blit(s, shadow)
        surface.blit(img, r)


class Popup:
    """A short text or picture rising and fading (a coin bonus, an offspring)."""

    def __init__(self, image, center, duration: float = 1.0, delay: float = 0.0, rise: int = 40):
        self.image, self.center, self.duration, self.delay, self.rise = image, center, duration, delay, rise
        self.t = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.delay + self.duration

    def update(self, dt: float) -> None:
        self.t += dt

    def _now(self):
        """(place, fade) of the picture now: fade 255 until it fades out."""
        p = min(1.0, (self.t - self.delay) / self.duration) if self.duration > 0 else 1.0
        fade = int(255 * (1 - (p - 0.6) / 0.4)) if p > 0.6 else 255
        return self.image.get_rect(center=(self.center[0], self.center[1] - int(self.rise * ease_out(p)))), fade

    def part(self):
        """(area, key) of what draw() draws now (ui/damage.py), or None before it starts."""
        if self.t < self.delay:
            return None
        r, fade = self._now()
        return r, (self, fade)

    def draw(self, surface) -> None:
        if self.t < self.delay:
            return
        r, fade = self._now()
        img = self.image
        if fade < 255:
            img = img.copy()
            img.fill((255, 255, 255, fade), special_flags=pygame.BLEND_RGBA_MULT)
        surface.blit(img, r)


class Animator:
    """Runs flights and popups; `busy` while any is still moving."""

    def __init__(self, factor_source):
        self._factor = factor_source     # callable: the current animation factor
        self.items: list = []

    @property
    def factor(self) -> float:
        return self._factor()

    @property
    def busy(self) -> bool:
        return any(not it.done for it in self.items)

    def add(self, item):
        """Add an item whose durations are at normal speed; returns it (or lands it at once)."""
        f = self.factor
        item.duration *= f
        item.delay *= f
        if f <= 0:
            item.t = 0
            item.update(0)     # lands immediately
            return item
        self.items.append(item)
        return item

    def update(self, dt: float) -> None:
        for it in self.items:
            it.update(dt)
        self.items = [it for it in self.items if not it.done]

    def finish(self) -> None:
        """Skip to the end of everything (a click while others move)."""
        for it in self.items:
            it.update(it.delay + it.duration + 1)
        self.items = []

    def parts(self) -> list:
        """(area, key) of every item on screen now (ui/damage.py)."""
        return [part for part in (it.part() for it in self.items) if part is not None]

    def draw(self, surface) -> None:
        for it in self.items:
            it.draw(surface)
