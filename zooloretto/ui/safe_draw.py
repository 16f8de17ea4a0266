"""Drawing text that came from a file without ever crashing a screen.

Names in a save are cleaned when it is read (rules/names.py); a file's own
name, a message holding one, or anything else from outside goes through
rules.names.safe_text before it reaches a font or a pygame-gui element.
render() is the last guard: a text a font refuses (NUL, a lone surrogate,
nothing but zero-width characters) is drawn made safe instead of raising.
"""
from __future__ import annotations

import html

import pygame

from ..zoo.rules.names import safe_text

__all__ = ["render", "safe_text", "markup"]


MAX_LINE = 1000        # characters: no line on any screen is longer


def render(font, text: str, colour) -> pygame.Surface:
    if len(text) > MAX_LINE:
        text = safe_text(text, MAX_LINE)
    try:
        return font.render(text, True, colour)
    except (ValueError, UnicodeError, pygame.error):
        try:
            return font.render(safe_text(text, 400) or " ", True, colour)
        except (ValueError, UnicodeError, pygame.error):
            return font.render(" ", True, colour)


def markup(message: str) -> str:
    """A plain message for a pygame-gui text box, which reads HTML: each line made
    safe and escaped (a file named "<img src=...>" must not be read as a picture)."""
    return "<br>".join(html.escape(safe_text(line, 1000), quote=False) for line in message.split("\n"))
