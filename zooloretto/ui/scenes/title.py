"""The first screen: the game's name over a little zoo picture, and the main menu."""
from __future__ import annotations

import math

import pygame

from .. import save_problems
from ..autosaver import autosaves_newest_first, latest_autosave     # not the session: opening the title imports no rules
from ..text import tr
from ..kit import (INK, Dialog, MenuScene, arrow, display_font, draw_card, draw_text, fitting_font,
                      safe_art, start_game, unit)
from ..navigation import screen

ANIMAL_PARADE = ("flamingo", "camel", "leopard", "elephant", "panda", "chimpanzee", "zebra", "kangaroo")


@screen("title")
class TitleScene(MenuScene):
    def layout(self):
        w, h = self.app.size
        u = unit(self.app)
        bw, bh, gap = int(300 * u), int(54 * u), int(12 * u)
        items = [
            ("title.new_game", self.new_game, "new_game"),
            ("lesson.title_button", self.learn, "learn"),
            ("title.continue", self.continue_game, "continue"),
            ("net.join.title_button", lambda: self.app.open("join"), "join"),
            ("title.load", self.open_load, "load"),
            ("history.title_button", lambda: self.app.open("history"), "history"),
            ("history.stats_button", lambda: self.app.open("stats"), "stats"),
            ("title.settings", self.open_settings, "settings"),
            ("title.howto", self.open_howto, "howto"),
            ("title.quit", self.app.quit, "quit"),
        ]
        bh = int(min(bh, (h * 0.82 - 56 * u) / len(items) - gap))     # ten buttons fit 640 pixels
        total = len(items) * bh + (len(items) - 1) * gap
        x = int(w * 0.72 - bw / 2)
        y = int(h * 0.58 - total / 2)
        self.menu_rect = pygame.Rect(x - 28 * u, y - 28 * u, bw + 56 * u, total + 56 * u)
        for i, (key, action, name) in enumerate(items):
            self.button((x, y + i * (bh + gap), bw, bh), key, action, cls="@menu", name=name)
        self.named["learn"].set_tooltip("lesson.title_tip")
        self.autosave = latest_autosave()
        cont = self.named["continue"]
        if self.autosave is None:
            cont.disable()
            cont.set_tooltip("title.no_autosave")
        else:
            cont.set_tooltip("title.continue_tip")

    def enter(self):
        super().enter()
        if not self.app.settings.lesson_offered:     # the very first start: suggest the lesson, once
            self.suggest_lesson = True               # (saved with the settings when the game ends:
            self.app.settings.lesson_offered = True  # a save now would keep --windowed's choice)
        kept = getattr(self.app.settings, "problem", None)
        if kept:                                  # told once: a damaged settings file was kept aside
            self.app.settings.told()
            self.message("title.settings_damaged_title", tr("title.settings_damaged", file=kept))

    # actions ------------------------------------------------------------------
    def new_game(self):
        self.app.open("new_game")

    def learn(self):
        """Which game to learn: the board game (the answer a new family expects, last:
        the primary button), the dice game or the card game (Zoomaka)."""
        def lesson(name):
            def start(dialog):
                from ..kit.coach import start_lesson
                self.dialog = None
                start_lesson(self.app, name)
            return start
        self.open_dialog(Dialog("lesson.choose_title", tr("lesson.choose_body"),
                                [("menu.cancel", lambda d: self.close_dialog()),
                                 ("help.topic_zoomaka", lesson("zoomaka")), ("help.topic_dice", lesson("dice")),
                                 ("help.topic_zoo", lesson("board"))]))

    def continue_game(self):
        from ...zoo.rules.saves import SaveError
        from ..session import GameSession
        problem = None
        for path in autosaves_newest_first():     # the newest that can be read
            try:
                session = GameSession.load(path)
            except SaveError as e:
                problem = problem or e
                continue
            self.resume(session)
            return
        if problem is not None:
            self.message("title.continue_failed", save_problems.describe(problem))

    def resume(self, session):
        """A game hosted on the network when its program ended: play it here, or host it
        again with the same code (its players' programs get back in by themselves)."""
        from ..net.hosting import kept_table
        kept = kept_table(session)
        if kept is None:
            start_game(self.app, session)
            return

        def here(dialog):
            self.dialog = None
            start_game(self.app, session)

        def again(dialog):
            from ..net.hosting import host_again, play_hosted
            self.dialog = None
            try:
                hosted = host_again(session, kept)
            except (OSError, ImportError) as e:
                self.message("net.again.title", tr("net.lobby.cannot_host", reason=str(e)[:80]))
                return
            play_hosted(self.app, hosted)
        self.open_dialog(Dialog("net.again.title", tr("net.again.body", name=kept["name"]),
                                [("net.again.here", here), ("net.again.host", again)]))

    def back(self):
        pass                                   # Esc on the title does not quit by surprise

    # picture --------------------------------------------------------------------
    def paint(self, surface):
        w, h = surface.get_size()
        u = unit(self.app)
        cx = int(w * 0.32)
        # The name and the tagline stay clear of the menu's card: centred on cx, at most as
        # wide as the room between the window's edge and the card (a long name, "Зоолоретто",
        # shrinks rather than touch it), with a margin on both sides.
        room = 2 * max(1, min(cx - int(16 * u), self.menu_rect.x - int(24 * u) - cx))
        name = tr("title.game_name")
        size = int(min(w / 11, h / 6.5))
        title_font = display_font(size)
        while title_font.size(name)[0] > room and size > 24:
            size -= 2
            title_font = display_font(size)
        self.title_rect = draw_text(surface, name, title_font, (255, 250, 236), (cx, int(h * 0.1)),
                                    anchor="midtop", shadow=(140, 60, 20))
        tagline = tr("title.tagline")
        self.tagline = draw_text(surface, tagline, fitting_font(self.app, tagline, 22, room), INK,
                                 (cx, int(h * 0.1) + title_font.get_linesize()), anchor="midtop")
        suggesting = getattr(self, "suggest_lesson", False) and "learn" in self.named
        note = self.suggestion_note(u) if suggesting else None
        top = int(h * 0.36) if note is None else max(int(h * 0.36), note[0].bottom + int(12 * u))
        self.zoo_area = pygame.Rect(int(w * 0.06), top, int(w * 0.52), int(h * 0.92) - top)
        self.paint_zoo(surface, self.zoo_area)
        draw_card(surface, self.menu_rect, alpha=200, radius=int(20 * u))
        if note is not None:
            self.paint_suggestion(surface, self.named["learn"].rect, u, *note)

    def suggestion_note(self, u):
        """(rect, font, text) of the note left of "Learn to play", under the tagline."""
        text = tr("lesson.title_new")
        font = fitting_font(self.app, text, 18, int(self.menu_rect.x - 80 * u), bold=True)
        note = pygame.Rect(0, 0, font.size(text)[0] + int(28 * u), font.get_linesize() + int(16 * u))
        note.midright = (self.menu_rect.x - int(40 * u), self.named["learn"].rect.centery)
        note.top = max(note.top, self.tagline.bottom + int(8 * u))      # never over the tagline
        return note, font, text

    def paint_suggestion(self, surface, button, u, note, font, text):
        """The note pointing at "Learn to play" (the very first start); the zoo picture
        makes room for it."""
        draw_card(surface, note, fill=(255, 236, 170), border=(217, 115, 58), radius=int(12 * u))
        draw_text(surface, text, font, INK, note.center, anchor="center")
        arrow(surface, (note.right + int(4 * u), note.centery), (button.x - int(6 * u), button.centery),
              colour=(217, 115, 58), width=max(3, int(5 * u)))

    def paint_zoo(self, surface, area):
        """A small enclosure full of animals, a stall, and a truck bringing more: the board
        (2.6 tiles high) and under it the truck (1.5) share the area's height."""
        t = int(min(area.w / 6.2, area.h / 4.2))
        board = pygame.Rect(0, 0, int(t * 5.2), int(t * 2.6))
        board.midtop = (area.centerx, area.y)
        draw_card(surface, board, fill=(222, 200, 150), border=(120, 92, 56), radius=int(t * 0.3))
        pen = board.inflate(-t * 0.3, -t * 0.3)
        pygame.draw.rect(surface, (188, 208, 140), pen, border_radius=int(t * 0.25))
        pygame.draw.rect(surface, (120, 92, 56), pen, width=max(2, t // 20), border_radius=int(t * 0.25))
        for i, animal in enumerate(ANIMAL_PARADE):
            row, col = divmod(i, 4)
            img = safe_art("tile", animal, t)
            if img is None:
                continue
            x = pen.x + int(t * 0.15) + col * int(t * 1.22)
            y = pen.y + int(t * 0.1) + row * int(t * 1.1)
            tilt = math.sin(i * 1.7) * 5
            img = pygame.transform.rotozoom(img, tilt, 1.0)
            surface.blit(img, (x, y))
        truck = safe_art("icon", "truck", int(t * 1.5))
        if truck:
            tr_rect = truck.get_rect(bottomleft=(board.x - int(t * 0.2), area.bottom))
            surface.blit(truck, tr_rect)
            for j, code in enumerate(("zebra:male", "stall:popcorn", "coin")):
                img = safe_art("tile", code, int(t * 0.8))
                if img:
                    surface.blit(img, (tr_rect.right + j * int(t * 0.9), tr_rect.bottom - int(t * 0.85)))
        disc = safe_art("icon", "disc", int(t * 0.8))
        back = safe_art("tile_back", int(t * 0.9))
        if back:
            for k in range(4):
                surface.blit(back, (board.right - int(t * 1.2), area.bottom - int(t * 0.95) - k * 5))
            if disc:
                surface.blit(disc, (board.right - int(t * 1.15), area.bottom - int(t * 1.35) - 15))
