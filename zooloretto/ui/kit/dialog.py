"""The one dialog of the game: a modal box over a screen, with a message, an
optional text field and buttons (pygame-gui panels and buttons). Menus and the
table both use it.
"""
from __future__ import annotations

import pygame
from pygame_gui.core import ObjectID, UIContainer
from pygame_gui.elements import UIButton, UIImage, UILabel, UITextBox, UITextEntryLine

from ..safe_draw import markup, safe_text
from ..text import tr
from .paint import draw_card, heading_h, large, oid, text_font, unit, wrap


VEIL = (42, 26, 12, 136)       # the dim over the screen behind a dialog
CARD_BORDER, CARD_SHADOW = (142, 69, 24), 6


def card_picture(rect) -> tuple:
    """(where, picture) of the dialog's card with its shadow. Painted here, not by a themed
    rounded panel: pygame-gui draws those four times larger to smooth their corners, and at
    2560x1440 a dialog's panel passed through over 100 MB of such pictures (250 MB at 4K)."""
    # the card sits inside the panel's rect by its shadow's width, as the themed panel did
    card = pygame.Rect(rect).inflate(-2 * CARD_SHADOW, -2 * CARD_SHADOW)
    margin = 2 * CARD_SHADOW
    where = card.inflate(2 * margin, 2 * margin)
    picture = pygame.Surface(where.size, pygame.SRCALPHA)
    draw_card(picture, pygame.Rect((margin, margin), card.size), border=CARD_BORDER, radius=16,
              shadow=CARD_SHADOW, line=3)
    return where, picture


class Veil(UIImage):
    """The dim over the screen while a dialog is open; it takes the clicks meant for what is
    under it. One translucent image: a themed window-sized panel kept several window-sized
    images (about 245 MB at 3840x2400)."""

    def __init__(self, size, manager, starting_height=50):
        # one pixel, stretched by pygame-gui to the window: a window-sized source would be
        # copied twice more (converted, premultiplied) before the stretch. Stretched plainly:
        # smoothscale reads past a one-pixel source (valgrind: filter_expand_Y_SSE2), which
        # crashed a test run once.
        dot = pygame.Surface((1, 1), pygame.SRCALPHA)
        dot.fill(VEIL)
        super().__init__(pygame.Rect((0, 0), size), dot, manager, starting_height=starting_height,
                         scale_func=pygame.transform.scale)

    def process_event(self, event) -> bool:
        return (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)
                and self.hover_point(*self.ui_manager.calculate_scaled_mouse_position(event.pos)))


class Dialog:
    """A modal box: a veil over the scene, a message, optional text field, buttons.

    The message is plain text on the dialog (no box: only a text field looks like one);
    the last button is the primary answer, the others are drawn soft.

    `buttons` is a list of (catalog key, callback(dialog)). The scene rebuilds it
    after a resize or language switch, keeping what was typed.
    """

    def __init__(self, title_key: str, message: str = "", buttons=(), entry: str | None = None,
                 title_kwargs=None, cancel=None, column=False):
        self.title_key, self.title_kwargs = title_key, title_kwargs or {}
        self.column = column              # the buttons one under another, each as wide as the box
        self.message = message            # already translated (it may carry a save's sentence)
        self.buttons = list(buttons)
        self.entry_text = entry           # None: no text field
        self.cancel = cancel              # callback for Esc; None closes
        self.entry = None
        self.error = ""
        self.elements: dict = {}

    def build(self, scene):
        app = scene.app
        w, h = app.size
        u = unit(app)
        bw = int(min(w * 0.8, 620 * u))
        pad = int(24 * u)
        # wide enough for every button's words (three buttons in a long language)
        label = text_font(app, 27 if large(app) else 18, True)
        need = max((label.size(tr(key))[0] + int(28 * u) for key, _ in self.buttons), default=0)
        across = 1 if self.column else len(self.buttons)
        bw = int(min(w - 40, max(bw, across * need + (across + 1) * pad)))
        font = text_font(app, 17)
        font_h = font.get_linesize() * 1.3       # the text box's line pitch, with room to spare
        # measured narrower than the box (its own padding), so a short message never scrolls
        lines = max(1, len(wrap(self.message, font, bw - 2 * pad - 40))) if self.message else 0
        bh = int(max(50 * u, heading_h(app) + 6) + 40 * u + font_h * lines + (70 * u if self.entry_text is not None else 0)
                 + 80 * u + (30 * u if self.error else 0)
                 + (len(self.buttons) - 1) * 60 * u * self.column)
        rect = pygame.Rect(0, 0, bw, bh)
        rect.center = (w // 2, h // 2)
        scene.own(Veil((w, h), app.ui))
        scene.own(UIImage(*card_picture(rect), app.ui, starting_height=51,
                          object_id=ObjectID("#dialog_card", "@dialog")))
        # an invisible container lifts the dialog's widgets over the veil and the card
        panel = scene.own(UIContainer(rect, app.ui, starting_height=52, object_id="#dialog"))
        y = pad
        title = tr(self.title_key, **self.title_kwargs)      # a long title: a smaller font, never cut
        fits = text_font(app, 30, True).size(title)[0] <= bw - 2 * pad - 16
        scene.own(UILabel(pygame.Rect(pad, y, bw - 2 * pad, max(int(40 * u), heading_h(app))), self.title_key,
                          manager=app.ui, container=panel, object_id=oid(app, "@heading" if fits else "@menu"),
                          text_kwargs=self.title_kwargs))
        y += max(int(50 * u), heading_h(app) + 6)
        if self.message:
            th = int(font_h * lines + 24)
            scene.own(UITextBox(markup(self.message), pygame.Rect(pad, y, bw - 2 * pad, th),
                                manager=app.ui, container=panel,
                                object_id=oid(app, "@text", "#dialog_message")))
            y += th + int(10 * u)
        if self.entry_text is not None:
            self.entry = scene.own(UITextEntryLine(pygame.Rect(pad, y, bw - 2 * pad, int(44 * u)),
                                                   manager=app.ui, container=panel,
                                                   object_id=oid(app, "@entry", "#dialog_entry")))
            self.entry.set_text_length_limit(40)
            self.entry.set_text(safe_text(self.entry_text, 40))
            self.entry.focus()
            y += int(54 * u)
        if self.error:
            scene.own(UILabel(pygame.Rect(pad, y, bw - 2 * pad, int(30 * u)), self.error,
                              manager=app.ui, container=panel, object_id=oid(app, "@error")))
        n = len(self.buttons)
        bwid = int(min(max(220 * u, need), (bw - pad * (n + 1)) / max(1, n)))
        x = bw - pad - n * bwid - (n - 1) * pad
        self.elements = {}
        for i, (key, callback) in enumerate(self.buttons):
            # the last button is the answer the dialog expects (primary); the others are soft
            cls = "@btn" if i == n - 1 else "@soft"
            where = pygame.Rect(x + i * (bwid + pad), bh - pad - int(50 * u), bwid, int(50 * u))
            if self.column:
                where = pygame.Rect(pad, bh - pad - int(50 * u) - (n - 1 - i) * int(60 * u), bw - 2 * pad, int(50 * u))
            b = scene.own(UIButton(where, key, manager=app.ui, container=panel,
                                   object_id=oid(app, cls, f"#dialog_{i}")))
            self.elements[b] = callback

    def text(self) -> str:
        if self.entry is not None:
            self.entry_text = self.entry.get_text()
        return self.entry_text or ""

    def button_for(self, key):
        """The button labelled `key`, else the first whose label holds it (an exact label
        first: "help.topic_zoo" is also inside "help.topic_zoomaka")."""
        texts = [(b, str(getattr(b, "text", ""))) for b in self.elements]
        return next((b for b, text in texts if text == key), None) \
            or next((b for b, text in texts if key in text), None)
