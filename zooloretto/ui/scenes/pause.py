"""The pause menu over the table (Esc in the game): resume, save, load,
settings, rules, or back to the title."""
from __future__ import annotations

import time

import pygame

from ...zoo.rules.names import safe_text
from ..text import tr
from ..kit import Dialog, MenuScene, draw_card, shade, to_title, unit
from ..navigation import screen
from ..session import BadSaveName
from ..zoomaka.offer import ask_again, not_asked


def default_save_name(names, when: str, limit: int = 40) -> str:
    """The players' names as typed and the whole date and time; when too long for the
    field, the names are shortened (with an ellipsis), never the date or the time."""
    players = ", ".join(names)
    name = tr("menu.default_save_name", players=players, date=when)
    while len(name) > limit and players:
        players = players[:-2].rstrip(", ") + "…" if len(players) > 2 else ""
        name = tr("menu.default_save_name", players=players, date=when)
    return name[-limit:] if len(name) > limit else name


@screen("pause")
class PauseScene(MenuScene):
    transparent = True

    def __init__(self, app, session):
        super().__init__(app)
        self.session = session
        self.saved_path = None

    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        bw, bh, gap = int(320 * u), int(52 * u), int(12 * u)
        items = [
            ("menu.resume", self.back, "resume"),
            ("menu.save_as", self.ask_save, "save"),
            ("title.load", self.open_load, "load"),
            *self.game_items(),
            ("title.settings", self.open_settings, "settings"),
            ("title.howto", self.open_howto, "howto"),
            ("menu.quit_to_title", self.ask_quit, "quit_to_title"),
        ]
        head = int(64 * u)
        total = head + len(items) * bh + (len(items) - 1) * gap
        x, y = (w - bw) // 2, (h - total) // 2
        self.card = pygame.Rect(x - int(32 * u), y - int(28 * u), bw + int(64 * u), total + int(56 * u))
        self.label((x, y, bw, int(52 * u)), "menu.paused", cls="@heading")
        y += head
        for i, (key, action, name) in enumerate(items):
            self.button((x, y + i * (bh + gap), bw, bh), key, action,
                        cls="@menu" if name == "resume" else "@btn", name=name)

    def draw(self, surface):
        shade(surface, 120)
        draw_card(surface, self.card, alpha=240, radius=int(20 * unit(self.app)))

    def game_items(self) -> list:
        """A Zoomaka game where someone said "Don't ask me again": the way back."""
        if self.session.game != "zoomaka":
            return []
        if not not_asked(self.session.record.meta, self.session.state.num_players):
            return []
        return [("zoomaka.offer.ask_again", self.offer_answers_again, "ask_again")]

    # actions ---------------------------------------------------------------------
    def offer_answers_again(self):
        ask_again(self.session.record.meta)
        self.message("zoomaka.offer.ask_again", tr("zoomaka.offer.asked_again"))

    def default_save_name(self) -> str:
        if self.session.path is not None and self.session.path.parent.name != "autosave":
            title = self.session.record.meta.get("title")
            return safe_text(title if isinstance(title, str) and title.strip() else self.session.path.stem, 40)
        return default_save_name([s.name for s in self.session.seats], time.strftime("%Y-%m-%d %H:%M"))

    def ask_save(self):
        self.open_dialog(Dialog("menu.save_title", tr("menu.save_prompt"),
                                [("menu.cancel", lambda d: self.close_dialog()), ("menu.save", self.save)],
                                entry=self.default_save_name()))

    def save(self, dialog):
        name = dialog.text().strip()
        if not name:
            dialog.error = tr("menu.error_save_name")
            self.rebuild()
            return
        target = self.session.save_path(name)
        if target.exists() and target != self.session.path:
            # Another game already has this name: ask before replacing it.
            self.confirm("menu.replace_title", tr("menu.replace_prompt", name=target.stem),
                         lambda: self.write_save(name), yes_key="menu.replace_yes", no_key="menu.cancel")
            return
        self.write_save(name, dialog)

    def write_save(self, name, dialog=None):
        try:
            self.saved_path = self.session.save_as(name)
        except OSError as e:        # BadSaveName says it all; others: "Could not save: ..."
            reason = e.strerror if isinstance(e, BadSaveName) else \
                tr("menu.error_save_failed", reason=e.strerror or str(e))
            if dialog is None:
                self.message("menu.save_title", reason)
            else:
                dialog.error = reason
                self.rebuild()
            return
        self.message("menu.saved_title", tr("menu.saved_as", name=self.saved_path.stem))

    def ask_quit(self):
        self.confirm("menu.quit_title", tr("menu.quit_prompt"), lambda: to_title(self.app),
                     yes_key="menu.quit_yes", no_key="menu.stay")
