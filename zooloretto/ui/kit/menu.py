"""MenuScene: a base that wires buttons to callbacks so each menu only lays itself
out; Esc goes back, a Dialog is modal. Screens open each other by name
(app.open), never by importing each other.
"""
from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIButton, UILabel, UITextEntryLine

from ..scene import Scene
from .dialog import Dialog
from .paint import draw_background, heading_h, oid


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
        self.app.open("load")

    def open_settings(self):
        self.app.open("settings")

    def open_howto(self):
        self.app.open("howto")

    def build(self):
        self.actions = {}
        self.named = {}
        self.layout()
        if self.dialog:
            self.dialog.build(self)

    def layout(self):
        pass

    def clear(self):
        # the killed buttons' pictures go with their last references, not at the next
        # garbage collection: the actions' bound methods tie this scene into a cycle
        super().clear()
        self.actions = {}
        self.named = {}
        if self.dialog is not None:           # it comes back with build(); what was typed stays
            self.dialog.text()
            self.dialog.elements, self.dialog.entry = {}, None

    def close(self):
        """Off the stack for good: its dialog's answers no longer tie it to itself."""
        self.dialog = None

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

    def animating(self) -> bool:
        """A menu changes only on events (and widgets' own pictures, which the app watches)."""
        return False

    def damage(self):
        """Between the events that draw the whole window (all but the pointer's motion) and
        invalidate(), a menu's own picture stands: only its widgets change, which the app
        compares itself. A menu that moves by itself (its own animating) cannot say."""
        return [] if type(self).animating is MenuScene.animating else None

    def draw(self, surface):
        draw_background(surface, self.background_seed)
        self.paint(surface)

    def paint(self, surface):
        """What the scene draws under its widgets."""


def start_game(app, session):
    """Show the table of the session's game, leaving only the title below it."""
    from ..navigation import table_screen
    return app.open(table_screen(session), session, how="game")


def to_title(app):
    return app.open("title", how="reset")
