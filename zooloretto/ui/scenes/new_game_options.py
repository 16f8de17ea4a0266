"""The right-hand card of the New game screen: what the chosen game can be set up with.

For the board game two tabs: the animal types left in the box, and the expansions (each
with a tick box and one line saying what it adds). For the dice game a few words about it.
Both end with the deal number. A part of NewGameScene (a mixin: the scene's own state)."""
from __future__ import annotations

import pygame

from ...zoo.rules import components as C
from ..kit import (INK, INK_SOFT, ACCENT, draw_paragraphs, draw_text, fitting_font,
                   safe_art, text_font, wrap)
from ..text import tr
from ...dice.rules.components import FACES
from .howto_draw import die
from .new_game_form import BOARD, DICE, ZOOMAKA, EXPANSION_PICTURES, EXPANSION_TEXT, EXPANSIONS, PLAYERS, SEED_DIGITS

TABS = ("box", "expansions")


class OptionsCard:
    """Lays out and paints the options card; the scene keeps game, tab, removed,
    random_removed, expansions and seed_text."""

    def _layout_options(self, card, u):
        pad = int(16 * u)
        x0, width = card.x + pad, card.w - 2 * pad
        seed_top = card.bottom - pad - int(44 * u) - int(34 * u)
        self.label((x0, seed_top, width, int(30 * u)), "menu.seed", cls="@label")
        self.entry((x0, seed_top + int(32 * u), int(min(width, 340 * u)), int(44 * u)), self.seed_text,
                   name="seed", limit=SEED_DIGITS + 4, placeholder="menu.seed_placeholder")
        self.animal_rects, self.expansion_boxes, self.expansion_pictures, self.notes = {}, {}, {}, []
        if self.game == ZOOMAKA:
            self._layout_zoomaka(pygame.Rect(x0, card.y + pad // 2, width, seed_top - card.y - pad), u)
            return
        if self.game != BOARD:
            self._layout_dice(pygame.Rect(x0, card.y + pad // 2, width, seed_top - card.y - pad), u)
            return
        gap, th = int(10 * u), int(46 * u)
        tw = (width - gap) // 2
        for i, tab in enumerate(TABS):
            key, kw = ("menu.tab_box", {}) if tab == "box" else \
                ("menu.tab_expansions_on", {"n": str(len(self.expansions))}) if self.expansions else \
                ("menu.tab_expansions", {})
            b = self.button((x0 + i * (tw + gap), card.y + pad, tw, th), key, lambda t=tab: self.show_tab(t),
                            cls="@soft", name=f"tab_{tab}", tooltip="menu.left_out" if tab == "box" else None,
                            **kw)
            if tab == self.tab:
                b.select()
        area = pygame.Rect(x0, card.y + pad + th + int(12 * u), width, 0)
        area.h = seed_top - int(8 * u) - area.y
        if self.tab == "box":
            self._layout_animals(area, u)
        else:
            self._layout_expansions(area, u)

    def _layout_animals(self, area, u):
        n = len(self.seats)
        # The explanation takes as many lines as its longest wording needs in this language.
        font = text_font(self.app, 15)
        need = C.REMOVED_TYPES.get(n, 0)
        lines = max(len(wrap(tr(k, players=n, count=need, chosen=len(self.removed)), font, area.w))
                    for k in ("menu.left_out_none", "menu.left_out_random", "menu.left_out_chosen"))
        self.hint_rect = pygame.Rect(area.x, area.y, area.w, int(lines * font.get_linesize() * 1.1))
        button_y = self.hint_rect.bottom + int(6 * u)
        rnd = self.button((area.x, button_y, int(min(area.w, 260 * u)), int(44 * u)),
                          "menu.random_types", self.toggle_random, cls="@soft", name="random_removed")
        if self.random_removed:
            rnd.select()
        grid_y = button_y + int(56 * u)
        t = int(min(area.w / 4.4, (area.bottom - grid_y) / 2.15, 96 * u))
        for i, animal in enumerate(C.ANIMALS):
            row, col = divmod(i, 4)
            self.animal_rects[animal] = pygame.Rect(area.x + col * int(t * 1.12), grid_y + row * int(t * 1.12),
                                                    t, t)

    def _layout_expansions(self, area, u):
        """One row per expansion: a tick box and its name (a button: either switches it),
        and under them the line saying what it adds."""
        row_h = min(area.h // len(EXPANSIONS), int(104 * u))
        bh, box = int(40 * u), int(30 * u)
        # Too many for a line each under its name: the names alone, the line as their tooltip.
        compact = row_h < bh + int(44 * u)
        if compact:
            bh = min(bh, row_h - int(4 * u))
            box = min(box, bh)
        self.expansion_pictures, self.tipped = {}, []
        x = area.x + 2 * box + int(18 * u)            # after the tick box and the expansion's picture
        for i, name in enumerate(EXPANSIONS):
            y = area.y + i * row_h
            title, line = EXPANSION_TEXT[name]
            self.expansion_boxes[name] = pygame.Rect(area.x, y + (bh - box) // 2, box, box)
            self.expansion_pictures[name] = pygame.Rect(area.x + box + int(8 * u), y + (bh - box) // 2, box, box)
            b = self.button((x, y, int(min(area.right - x, 300 * u)), bh), title,
                            lambda n=name: self.toggle_expansion(n), cls="@soft", name=f"expansion_{name}",
                            tooltip=line if compact else None)
            if name in self.expansions:
                b.select()
            if compact:
                self.tipped.append(line)        # said by its name's tooltip
                continue
            left = area.x + box + int(10 * u)          # the line under the picture and the name
            self.notes.append((line, pygame.Rect(left, y + bh + int(4 * u), area.right - left,
                                                 row_h - bh - int(10 * u))))

    def _layout_dice(self, area, u):
        self.label((area.x, area.y, area.w, int(48 * u)), "menu.dice_heading", cls="@heading")
        top = area.y + int(58 * u)
        room = area.bottom - top - int(64 * u)
        size = int(min(area.w / 7.5, room * 0.28, 64 * u))           # the six faces of a die, under the words
        self.notes.append(("menu.dice_about", pygame.Rect(area.x, top, area.w, room - size - int(16 * u))))
        self.dice_row = pygame.Rect(area.x, top + room - size - int(4 * u), area.w, size)
        self.button((area.x, area.bottom - int(50 * u), int(min(area.w, 320 * u)), int(44 * u)),
                    "menu.dice_rules", lambda: self.app.open("howto", topic="dice"), cls="@soft",
                    name="dice_rules")

    def _layout_zoomaka(self, area, u):
        """The card game: what it is, and that its deck is our reconstruction."""
        self.label((area.x, area.y, area.w, int(48 * u)), "menu.zoomaka_heading", cls="@heading")
        top = area.y + int(58 * u)
        room = area.bottom - top - int(64 * u)          # the Rules button below the words
        self.notes.append(("menu.zoomaka_about", pygame.Rect(area.x, top, area.w, int(room * 0.62))))
        self.notes.append(("zoomaka.reconstructed", pygame.Rect(area.x, top + int(room * 0.66), area.w,
                                                                int(room * 0.34))))
        self.button((area.x, area.bottom - int(50 * u), int(min(area.w, 320 * u)), int(44 * u)),
                    "menu.zoomaka_rules", lambda: self.app.open("howto", topic="zoomaka"), cls="@soft",
                    name="zoomaka_rules")

    # form state -----------------------------------------------------------------
    def show_tab(self, tab):
        self.tab = tab
        self.rebuild()

    def toggle_random(self):
        self.random_removed = not self.random_removed
        self.rebuild()

    def toggle_animal(self, animal):
        self.random_removed = False
        self.removed ^= {animal}
        self.rebuild()

    def toggle_expansion(self, name):
        self.expansions ^= {name}
        self.rebuild()

    def options_click(self, pos) -> bool:
        """A click on an animal or a tick box; True when it did something."""
        for name, rect in self.expansion_boxes.items():
            if rect.union(self.expansion_pictures.get(name, rect)).collidepoint(pos):     # the box or the picture
                self.toggle_expansion(name)
                return True
        n_left = C.REMOVED_TYPES.get(len(self.seats), 0)
        for animal, rect in self.animal_rects.items():
            if rect.collidepoint(pos) and (n_left or animal in self.removed):
                self.toggle_animal(animal)
                return True
        return False

    # drawing -------------------------------------------------------------------------
    def paint_options(self, surface):
        for key, rect in self.notes:
            text = tr(key, low=PLAYERS[self.game][0], high=PLAYERS[self.game][1])
            font = fitting_font(self.app, text, 15, rect.w, rect.h, smallest=11, spacing=1.15)
            draw_paragraphs(surface, text, font, INK_SOFT, rect, spacing=1.15)
        for name, rect in self.expansion_pictures.items():
            img = safe_art("icon", EXPANSION_PICTURES[name], rect.w)
            if img is not None:
                surface.blit(img, rect)
        for name, rect in self.expansion_boxes.items():
            pygame.draw.rect(surface, (255, 252, 244), rect, border_radius=6)
            pygame.draw.rect(surface, INK, rect, width=2, border_radius=6)
            if name in self.expansions:              # a tick, drawn (fonts lack a sure one)
                pts = [(rect.x + rect.w * 0.2, rect.y + rect.h * 0.52), (rect.x + rect.w * 0.42, rect.y + rect.h * 0.75),
                       (rect.x + rect.w * 0.8, rect.y + rect.h * 0.25)]
                pygame.draw.lines(surface, ACCENT, False, pts, max(3, rect.w // 7))
        if self.animal_rects:
            self._paint_animals(surface)
        if self.game == DICE:
            row, n = self.dice_row, len(FACES)
            x = row.centerx - (n * row.h + (n - 1) * row.h // 4) // 2
            for face in FACES:
                die(surface, face, (x, row.y, row.h, row.h))
                x += row.h + row.h // 4

    def _paint_animals(self, surface):
        need = C.REMOVED_TYPES[len(self.seats)]
        for animal, rect in self.animal_rects.items():
            img = safe_art("tile", animal, rect.w)
            out = animal in self.removed and not self.random_removed
            if img is not None:
                if out:
                    img = img.copy()
                    img.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
                surface.blit(img, rect)
            else:
                pygame.draw.rect(surface, (230, 220, 200), rect, border_radius=8)
                draw_text(surface, tr(f"menu.animal_{animal}"), text_font(self.app, 12), INK, rect.center, "center")
            if out:
                wdt = max(3, rect.w // 14)
                pygame.draw.line(surface, (200, 50, 40), rect.topleft, rect.bottomright, wdt)
                pygame.draw.line(surface, (200, 50, 40), rect.topright, rect.bottomleft, wdt)
        n = len(self.seats)
        key = "menu.left_out_none" if need == 0 else (
            "menu.left_out_random" if self.random_removed else "menu.left_out_chosen")
        draw_paragraphs(surface, tr(key, players=n, count=need, chosen=len(self.removed)),
                        text_font(self.app, 15), INK_SOFT, self.hint_rect, spacing=1.1)
