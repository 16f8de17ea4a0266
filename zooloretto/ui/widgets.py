"""Small shared pieces of the menu screens: sizes, the painted background,
cream cards, a modal dialog, and a MenuScene base that wires buttons to
callbacks so each menu only lays itself out.

Every player-facing text is a catalog key; pygame-gui translates keys itself,
and texts drawn here go through tr() each frame so a language switch shows at once.
"""
from __future__ import annotations

import functools
import math
import random

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIPanel, UITextBox, UITextEntryLine

from .scene import Scene
from .text import tr

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
    if cls in ("@veil", "@dialog", "@invisible"):
        return ObjectID(object_id=ident, class_id=cls)
    return ObjectID(object_id=ident, class_id=cls + ("_l" if large(app) else ""))


def unit(app) -> float:
    """Scale for spacing: 1.0 at 1280x800, a little less or more elsewhere."""
    w, h = app.size
    return max(0.8, min(w / 1280, h / 800, 2.0))


def heading_h(app) -> int:
    """Height a heading label needs for its theme font (30 px, or 45 px when large)."""
    return 70 if large(app) else 48


def text_font(app, size: int, bold: bool = False):
    from . import art
    return art.font(round(size * (1.5 if large(app) else 1.0)), bold)


def display_font(px: int, bold: bool = True):
    """A font at an exact pixel size (titles), Noto Sans when art can give it."""
    f = safe_art("font", px, bold)
    return f if f is not None else pygame.font.Font(None, px)


def safe_art(fn, *args, **kw):
    """Pictures from art.py, or None if art cannot draw them (never crash a menu)."""
    try:
        from . import art
        return getattr(art, fn)(*args, **kw)
    except Exception:  # art is optional decoration here
        return None


def player_colours() -> list:
    colours = safe_art("player_colours")
    return list(colours) if colours else [(0, 114, 178), (230, 159, 0), (0, 158, 115),
                                          (204, 121, 167), (213, 94, 0)]


# ------------------------------------------------------------------ painting

@functools.lru_cache(maxsize=8)
def _background(size: tuple, seed: int) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size)
    top, bottom = (255, 226, 178), (236, 196, 140)
    for y in range(h):
        f = y / max(1, h - 1)
        pygame.draw.line(surf, [round(a + (b - a) * f) for a, b in zip(top, bottom)], (0, y), (w, y))
    # a soft sun and low hills: a sunny zoo afternoon
    glow = pygame.Surface(size, pygame.SRCALPHA)
    for i, r in enumerate(range(int(h * 0.55), 0, -int(h * 0.06) or -1)):
        pygame.draw.circle(glow, (255, 244, 200, 18), (int(w * 0.82), int(h * 0.1)), r)
    surf.blit(glow, (0, 0))
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
    return surf.convert() if pygame.display.get_surface() else surf


def draw_background(surface: pygame.Surface, seed: int = 3) -> None:
    surface.blit(_background(surface.get_size(), seed), (0, 0))


def draw_card(surface, rect, fill=CREAM, border=(150, 112, 72), radius=16, shadow=6, alpha=255):
    """A cream card with a soft drop shadow, for grouping things on a menu."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = pygame.Surface(rect.inflate(shadow * 2, shadow * 2).size, pygame.SRCALPHA)
        pygame.draw.rect(sh, (60, 30, 10, 50), sh.get_rect(), border_radius=radius + shadow)
        surface.blit(sh, (rect.x - shadow + shadow // 2, rect.y - shadow + shadow))
    if alpha < 255:
        card = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(card, (*fill, alpha), card.get_rect(), border_radius=radius)
        surface.blit(card, rect.topleft)
    else:
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
    pygame.draw.rect(surface, border, rect, width=2, border_radius=radius)


def draw_text(surface, text, font, colour, pos, anchor="topleft", shadow=None):
    img = font.render(text, True, colour)
    rect = img.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(font.render(text, True, shadow), rect.move(2, 2))
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
            surface.blit(font.render(line, True, colour), (rect.x, y))
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
    veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    veil.fill((40, 24, 10, alpha))
    surface.blit(veil, (0, 0))


# ------------------------------------------------------------------ dialog

class Dialog:
    """A modal box: a veil over the scene, a message, optional text field, buttons.

    `buttons` is a list of (catalog key, callback(dialog)). The scene rebuilds it
    after a resize or language switch, keeping what was typed.
    """

    def __init__(self, title_key: str, message: str = "", buttons=(), entry: str | None = None,
                 title_kwargs=None, cancel=None):
        self.title_key, self.title_kwargs = title_key, title_kwargs or {}
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
        font_h = 34 if large(app) else 24
        lines = max(1, len(wrap(self.message, text_font(app, 17), bw - 60))) if self.message else 0
        bh = int(max(50 * u, heading_h(app) + 6) + 40 * u + font_h * 1.2 * lines + (70 * u if self.entry_text is not None else 0)
                 + 80 * u + (30 * u if self.error else 0))
        rect = pygame.Rect(0, 0, bw, bh)
        rect.center = (w // 2, h // 2)
        scene.own(UIPanel(pygame.Rect(0, 0, w, h), starting_height=50, manager=app.ui,
                          object_id=oid(app, "@veil")))
        panel = scene.own(UIPanel(rect, starting_height=52, manager=app.ui,
                                  object_id=oid(app, "@dialog", "#dialog")))
        pad = int(24 * u)
        y = pad
        scene.own(UILabel(pygame.Rect(pad, y, bw - 2 * pad, max(int(40 * u), heading_h(app))), self.title_key,
                          manager=app.ui, container=panel, object_id=oid(app, "@heading"),
                          text_kwargs=self.title_kwargs))
        y += max(int(50 * u), heading_h(app) + 6)
        if self.message:
            th = int(font_h * 1.2 * lines + 20)
            scene.own(UITextBox(self.message.replace("\n", "<br>"), pygame.Rect(pad, y, bw - 2 * pad, th),
                                manager=app.ui, container=panel, object_id=oid(app, "@text")))
            y += th + int(10 * u)
        if self.entry_text is not None:
            self.entry = scene.own(UITextEntryLine(pygame.Rect(pad, y, bw - 2 * pad, int(44 * u)),
                                                   manager=app.ui, container=panel,
                                                   object_id=oid(app, "@entry", "#dialog_entry")))
            self.entry.set_text_length_limit(40)
            self.entry.set_text(self.entry_text)
            self.entry.focus()
            y += int(54 * u)
        if self.error:
            scene.own(UILabel(pygame.Rect(pad, y, bw - 2 * pad, int(30 * u)), self.error,
                              manager=app.ui, container=panel, object_id=oid(app, "@error")))
        n = len(self.buttons)
        bwid = int(min(220 * u, (bw - pad * (n + 1)) / max(1, n)))
        x = bw - pad - n * bwid - (n - 1) * pad
        self.elements = {}
        for i, (key, callback) in enumerate(self.buttons):
            b = scene.own(UIButton(pygame.Rect(x + i * (bwid + pad), bh - pad - int(50 * u), bwid, int(50 * u)),
                                   key, manager=app.ui, container=panel,
                                   object_id=oid(app, "@btn", f"#dialog_{i}")))
            self.elements[b] = callback

    def text(self) -> str:
        if self.entry is not None:
            self.entry_text = self.entry.get_text()
        return self.entry_text or ""

    def button_for(self, key):
        for b, _ in self.elements.items():
            if getattr(b, "text", None) == key or key in str(getattr(b, "text", "")):
                return b
        return None


# ------------------------------------------------------------------ menu scene

class MenuScene(Scene):
    """A menu screen: subclasses lay out widgets in layout() and bind buttons
    with self.button(..., action). Esc calls back(); a Dialog is modal."""

    background_seed = 3

    def __init__(self, app):
        super().__init__(app)
        self.actions: dict = {}
        self.dialog: Dialog | None = None
        self.named: dict = {}              # name -> element, for tests and screenshots

    # the screens reachable from both the title and the pause menu -----------
    def open_load(self):
        from .load_scene import LoadScene
        self.app.push(LoadScene(self.app))

    def open_settings(self):
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app))

    def open_howto(self):
        from .howto_scene import HowToScene
        self.app.push(HowToScene(self.app))

    def build(self):
        self.actions = {}
        self.named = {}
        self.layout()
        if self.dialog:
            self.dialog.build(self)

    def layout(self):
        pass

    def rebuild(self):
        if self.dialog:
            self.dialog.text()            # keep what was typed
        super().rebuild()

    # element helpers ------------------------------------------------------
    def button(self, rect, key, action, cls="@btn", name=None, tooltip=None, **text_kwargs):
        b = self.own(UIButton(pygame.Rect(rect), key, manager=self.ui, object_id=oid(self.app, cls, name and f"#{name}"),
                              tool_tip_text=tooltip, text_kwargs=text_kwargs or None))
        self.actions[b] = action
        if name:
            self.named[name] = b
        return b

    def label(self, rect, key, cls="@label", name=None, **text_kwargs):
        rect = pygame.Rect(rect)
        rect.h = max(rect.h, heading_h(self.app) if cls == "@heading" else 0)
        lab = self.own(UILabel(rect, key, manager=self.ui, object_id=oid(self.app, cls, name and f"#{name}"),
                               text_kwargs=text_kwargs or None))
        if name:
            self.named[name] = lab
        return lab

    def entry(self, rect, text="", name=None, limit=None, placeholder=None):
        e = self.own(UITextEntryLine(pygame.Rect(rect), manager=self.ui, object_id=oid(self.app, "@entry", name and f"#{name}"),
                                     placeholder_text=placeholder))
        if limit:
            e.set_text_length_limit(limit)
        e.set_text(text)
        if name:
            self.named[name] = e
        return e

    # dialogs ----------------------------------------------------------------
    def open_dialog(self, dialog: Dialog):
        self.dialog = dialog
        self.rebuild()

    def close_dialog(self):
        self.dialog = None
        self.rebuild()

    def message(self, title_key, message, **title_kwargs):
        """An information box with one OK button."""
        self.open_dialog(Dialog(title_key, message, [("menu.ok", lambda d: self.close_dialog())],
                                title_kwargs=title_kwargs))

    def confirm(self, title_key, message, on_yes, yes_key="menu.yes", no_key="menu.no", **title_kwargs):
        def yes(d):
            self.dialog = None
            on_yes()
            if self.app.top is self:
                self.rebuild()
        self.open_dialog(Dialog(title_key, message, [(no_key, lambda d: self.close_dialog()), (yes_key, yes)],
                                title_kwargs=title_kwargs))

    # events -------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if self.dialog is not None:
                callback = self.dialog.elements.get(event.ui_element)
                if callback:
                    callback(self.dialog)
                return
            action = self.actions.get(event.ui_element)
            if action:
                action()
            return
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and self.dialog is not None \
                and event.ui_element is self.dialog.entry and self.dialog.elements:
            list(self.dialog.elements.values())[-1](self.dialog)
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.dialog is not None:
                (self.dialog.cancel or (lambda d: self.close_dialog()))(self.dialog)
            else:
                self.back()
            return
        if self.dialog is None:
            self.handle_menu_event(event)

    def handle_menu_event(self, event):
        """Events for the scene itself when no dialog is open."""

    def back(self):
        self.app.pop()

    def draw(self, surface):
        draw_background(surface, self.background_seed)
        self.paint(surface)

    def paint(self, surface):
        """What the scene draws under its widgets."""


# ------------------------------------------------------------------ navigation

def start_game(app, session):
    """Show the table for `session`, leaving only the title below it."""
    from .game_scene import GameScene  # lazy: the game scene imports a lot
    from .title_scene import TitleScene
    while len(app.stack) > 1:
        app.discard(app.stack.pop())       # closes a table's bot threads too
    if not app.stack or not isinstance(app.stack[0], TitleScene):
        while app.stack:
            app.discard(app.stack.pop())
        app.stack.append(TitleScene(app))
    app.push(GameScene(app, session))


def to_title(app):
    from .title_scene import TitleScene
    app.reset(TitleScene(app))
