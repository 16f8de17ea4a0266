"""Posted input for driving scenes headless: mouse, keys and window events.

Scenes read `event.pos`, never the cursor, so these events behave under the
dummy video driver exactly as real ones do."""
import pygame


def down(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button)


def up(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button)


def motion(pos, held=True):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=tuple(pos), rel=(1, 1),
                              buttons=(1, 0, 0) if held else (0, 0, 0))


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def resize(w, h):
    return pygame.event.Event(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)


def frames(app, n=5):
    for _ in range(n):
        app.step([])
